//! hunger-game's side of `grundy check`: small random values of every family and every tuple of
//! small values; the basis's verdict and the set it opens are compared with the search of
//! explicit positions (the set must be one of the openings the search finds winning).

use std::io::Write;

use crate::heaps::check::HeapFamilies;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::{random_values, HungerGame, FAMILIES};

impl HeapFamilies for HungerGame {
    const FAMILY_NAMES: &'static [&'static str] = &FAMILIES;

    fn random_small(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
        random_values(family, count, Self::largest_heap(count as u64) + 1, random)
    }

    const VALUE_NAME: &'static str = "box values";

    fn random_up_to(family: &str, count: usize, most: u64, random: &mut Random) -> Vec<u64> {
        random_values(family, count, most.saturating_add(1), random)
    }

    /// Values up to 9 for at most 3 boxes, 7 for 4, 5 for 5, 3 for 6.
    fn largest_heap(count: u64) -> u64 {
        match count {
            0..=3 => 9,
            4 => 7,
            5 => 5,
            _ => 3,
        }
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }
}
