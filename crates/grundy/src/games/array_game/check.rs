//! array-game's side of `grundy check`: the values against the engine on explicit colourings,
//! through the driver. Both methods report a query's verdict and the value of each white cell
//! (the fast side from the formula, the oracle from the engine's Grundy values of one-cell
//! colourings), so the formula for `G` and the coin-turning principle are both under test; the
//! fast side's winning move must be one the search finds.

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::brute::MAX_BRUTE_N;
use super::{random_query, ArrayGame, FAMILIES};

/// The largest board of the random cases by default (every colouring of up to 12 cells is
/// the spec's exhaustive set; `--exhaustive` reaches 16 as well).
const CHECK_N: u64 = 16;

impl Families for ArrayGame {
    type Instance = (u64, Vec<u64>);

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = if CHECK_N < MAX_BRUTE_N {
        CHECK_N
    } else {
        MAX_BRUTE_N
    };
    const MAX_EXHAUSTIVE_SIZE: u64 = Self::MAX_BRUTE_SIZE;

    fn family_names() -> Vec<&'static str> {
        FAMILIES.to_vec()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn random(family: &str, n: u64, random: &mut Random) -> (u64, Vec<u64>) {
        (n, random_query(family, n, random))
    }

    /// Every non-empty colouring of a board of `n` cells.
    fn every(n: u64) -> Vec<(u64, Vec<u64>)> {
        (1u32..1 << n)
            .map(|mask| (n, (1..=n).filter(|&x| mask >> (x - 1) & 1 == 1).collect()))
            .collect()
    }

    fn size(instance: &(u64, Vec<u64>)) -> u64 {
        instance.0
    }

    /// One white cell fewer, or the board one cell shorter (dropping a cell beyond it).
    fn smaller((n, cells): &(u64, Vec<u64>)) -> Vec<(u64, Vec<u64>)> {
        let mut smaller = Vec::new();
        if cells.len() > 1 {
            for skip in 0..cells.len() {
                let mut fewer = cells.clone();
                fewer.remove(skip);
                smaller.push((*n, fewer));
            }
        }
        if *n > 1 {
            let kept: Vec<u64> = cells.iter().copied().filter(|&x| x < *n).collect();
            if !kept.is_empty() {
                smaller.push((n - 1, kept));
            }
        }
        smaller
    }

    fn input((n, cells): &(u64, Vec<u64>)) -> String {
        let numbers: Vec<String> = cells.iter().map(ToString::to_string).collect();
        format!("{n}\n1\n{}\n{}\n", cells.len(), numbers.join(" "))
    }
}
