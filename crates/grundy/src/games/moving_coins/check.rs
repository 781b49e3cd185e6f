//! moving-coins' side of `grundy check`: the count by the staircase rule and the Horner product
//! against the count of placements each searched by the engine, compared through the driver. An
//! instance is `(n, m)`; its size is `n`.

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::brute::MAX_BRUTE_N;
use super::{random_coins, MovingCoins, FAMILIES};

impl Families for MovingCoins {
    type Instance = (u64, u64);

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = if MAX_BRUTE_N < 16 { MAX_BRUTE_N } else { 16 };
    const MAX_EXHAUSTIVE_SIZE: u64 = Self::MAX_BRUTE_SIZE;

    fn family_names() -> Vec<&'static str> {
        FAMILIES.to_vec()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn random(family: &str, n: u64, random: &mut Random) -> (u64, u64) {
        (n, random_coins(family, n, random))
    }

    /// Every number of coins on a strip of `n` cells.
    fn every(n: u64) -> Vec<(u64, u64)> {
        (1..=n).map(|m| (n, m)).collect()
    }

    fn size(&(n, _): &(u64, u64)) -> u64 {
        n
    }

    fn smaller(&(n, m): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut smaller = Vec::new();
        if n > m {
            smaller.push((n - 1, m));
        }
        if m > 1 {
            smaller.push((n - 1, m - 1));
            smaller.push((n, m - 1));
        }
        smaller
    }

    fn input(&(n, m): &(u64, u64)) -> String {
        format!("{n} {m}\n")
    }
}
