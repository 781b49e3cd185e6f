//! Nim's side of `grundy check`: small random heaps of every family and every tuple of small
//! heaps; Bouton's theorem is compared with the search of heap tuples on the verdict and the full
//! list of winning moves (the theory names them all).

use std::io::Write;

use crate::heaps::check::{bounded, HeapFamilies};
use crate::heaps::nim_sum;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::{random_heaps, Nim, FAMILIES};

/// Random heaps are kept below this, so that the search stays small.
const RANDOM_BOUND: u64 = 8;

impl HeapFamilies for Nim {
    const FAMILY_NAMES: &'static [&'static str] = &FAMILIES;

    /// A family's heaps reduced below [`RANDOM_BOUND`]; `second-wins` keeps its nim-sum of 0.
    fn random_small(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
        let mut heaps = random_heaps(family, count, random);
        for heap in &mut heaps {
            *heap %= RANDOM_BOUND;
        }
        if family == "second-wins" {
            let last = heaps.len() - 1;
            heaps[last] = 0;
            heaps[last] = nim_sum(&heaps);
        }
        heaps
    }

    const VALUE_NAME: &'static str = "heap sizes";

    /// A family's heaps reduced to at most `most`; `second-wins` keeps its nim-sum of 0.
    fn random_up_to(family: &str, count: usize, most: u64, random: &mut Random) -> Vec<u64> {
        bounded(
            random_heaps(family, count, random),
            most,
            family == "second-wins",
        )
    }

    /// Every tuple of heaps up to 7 for at most 4 heaps, 4 for 5, 3 for 6.
    fn largest_heap(count: u64) -> u64 {
        match count {
            0..=4 => 7,
            5 => 4,
            _ => 3,
        }
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }
}
