//! Misère Nim's side of `grundy check`: small random heaps of every family and every tuple of
//! small heaps; the anti-Nim rule's verdict and the winning move it names are compared with the
//! search of heap tuples under misère play (which finds every winning move).

use std::io::Write;

use crate::heaps::check::{bounded, HeapFamilies};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::{random_heaps, MisereNim, FAMILIES};

impl HeapFamilies for MisereNim {
    const FAMILY_NAMES: &'static [&'static str] = &FAMILIES;

    /// A family's heaps with every heap above 7 brought to `2..=7` (keeping it at least 2, so
    /// the rule's case stays the same).
    fn random_small(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
        let mut heaps = random_heaps(family, count, random);
        for heap in &mut heaps {
            if *heap > 7 {
                *heap = 2 + *heap % 6;
            }
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

    /// Zeros included: sizes up to 7 for at most 4 heaps, 3 for 5 and 6.
    fn largest_heap(count: u64) -> u64 {
        if count <= 4 {
            7
        } else {
            3
        }
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }
}
