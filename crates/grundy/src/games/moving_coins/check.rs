//! moving-coins' side of `grundy check`: the count by the staircase rule and the Horner product
//! against the count of placements each searched by the engine. An instance is `(n, m)`; its
//! size is `n`.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::check::Subject;
use crate::random::Random;

use super::brute::{Oracle, MAX_BRUTE_N};
use super::count::{count, Method};
use super::{random_coins, FAMILIES};

/// The checker's view of moving-coins; oracles are kept per strip length.
#[derive(Default)]
pub struct MovingCoinsCheck {
    oracles: RefCell<HashMap<u64, Oracle>>,
}

impl Subject for MovingCoinsCheck {
    type Instance = (u64, u64);

    fn min_size(&self) -> u64 {
        1
    }

    fn max_brute_size(&self) -> u64 {
        MAX_BRUTE_N.min(16)
    }

    fn families(&self) -> Vec<&'static str> {
        FAMILIES.to_vec()
    }

    fn random(&self, family: &str, n: u64, random: &mut Random) -> (u64, u64) {
        (n, random_coins(family, n, random))
    }

    /// Every number of coins on a strip of `n` cells.
    fn all(&self, n: u64) -> Vec<(u64, u64)> {
        (1..=n).map(|m| (n, m)).collect()
    }

    fn size(&self, &(n, _): &(u64, u64)) -> u64 {
        n
    }

    fn fast(&self, &(n, m): &(u64, u64)) -> String {
        count(n, m, Method::Product).winning.to_string()
    }

    fn brute(&self, &(n, m): &(u64, u64)) -> String {
        let mut oracles = self.oracles.borrow_mut();
        let oracle = oracles.entry(n).or_insert_with(|| Oracle::new(n));
        oracle.count_wins(m).to_string()
    }

    fn smaller(&self, &(n, m): &(u64, u64)) -> Vec<(u64, u64)> {
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

    fn input(&self, &(n, m): &(u64, u64)) -> String {
        format!("{n} {m}\n")
    }
}
