//! The Nim games' side of `grundy check`: an instance is a tuple of heaps, its size the number
//! of heaps; each game gives its families, its random heaps within the oracle's reach and the
//! largest heap of its exhaustive sets ([`HeapFamilies`]), and the rest is shared.

use std::io::Write;

use crate::game::{Contest, Families};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::tests_text;

/// What a heap game gives its check.
pub trait HeapFamilies: Contest {
    /// The generator's families.
    const FAMILY_NAMES: &'static [&'static str];
    /// Random heaps of the family, small enough for the oracle.
    fn random_small(family: &str, count: usize, random: &mut Random) -> Vec<u64>;
    /// What the numbers of a test are (`heap sizes`), for `grundy stress --max-value`.
    const VALUE_NAME: &'static str;
    /// Random heaps of the family, each at most `most` (`grundy stress --max-value`).
    fn random_up_to(family: &str, count: usize, most: u64, random: &mut Random) -> Vec<u64>;
    /// The largest heap of the exhaustive sets of `count` heaps.
    fn largest_heap(count: u64) -> u64;
    /// The generator (`grundy gen`).
    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError>;
}

/// The most heaps in an exhaustive set or a random case.
pub const MAX_HEAPS: u64 = 6;

impl<G: HeapFamilies> Families for G {
    type Instance = Vec<u64>;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = MAX_HEAPS;
    const MAX_EXHAUSTIVE_SIZE: u64 = MAX_HEAPS;

    fn family_names() -> Vec<&'static str> {
        G::FAMILY_NAMES.to_vec()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        <G as HeapFamilies>::generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Vec<u64> {
        G::random_small(family, size as usize, random)
    }

    const VALUES: Option<&'static str> = Some(G::VALUE_NAME);

    fn random_with_values(family: &str, size: u64, most: u64, random: &mut Random) -> Vec<u64> {
        G::random_up_to(family, size as usize, most, random)
    }

    fn every(size: u64) -> Vec<Vec<u64>> {
        every_tuple(size as usize, G::largest_heap(size))
    }

    fn size(heaps: &Vec<u64>) -> u64 {
        heaps.len() as u64
    }

    fn smaller(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_tuples(heaps)
    }

    fn input(heaps: &Vec<u64>) -> String {
        tests_text(std::slice::from_ref(heaps))
    }
}

/// `heaps` with each heap above `most` replaced by its remainder modulo `most + 1`; with
/// `balanced`, the last heap is then set so that the nim-sum is 0 again (it may pass `most`,
/// staying below the next power of two).
pub fn bounded(mut heaps: Vec<u64>, most: u64, balanced: bool) -> Vec<u64> {
    for heap in &mut heaps {
        *heap %= most.saturating_add(1);
    }
    if balanced {
        let last = heaps.len() - 1;
        heaps[last] = 0;
        heaps[last] = super::nim_sum(&heaps);
    }
    heaps
}

/// Every multiset of `count` heaps of sizes `0..=most`, as non-decreasing tuples.
pub fn every_tuple(count: usize, most: u64) -> Vec<Vec<u64>> {
    let mut result = Vec::new();
    let mut tuple = vec![0u64; count];
    loop {
        result.push(tuple.clone());
        // The next non-decreasing tuple: raise the last entry that can be raised and copy it
        // into every entry after it.
        let Some(position) = (0..count).rev().find(|&index| tuple[index] < most) else {
            return result;
        };
        let raised = tuple[position] + 1;
        for entry in &mut tuple[position..] {
            *entry = raised;
        }
    }
}

/// Tuples one step smaller, for shrinking a disagreement: one heap fewer, or one heap smaller.
pub fn smaller_tuples(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut smaller = Vec::new();
    if heaps.len() > 1 {
        for skip in 0..heaps.len() {
            let mut fewer = heaps.to_vec();
            fewer.remove(skip);
            smaller.push(fewer);
        }
    }
    for index in 0..heaps.len() {
        if heaps[index] > 0 {
            let mut less = heaps.to_vec();
            less[index] /= 2;
            smaller.push(less);
        }
    }
    smaller
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tuples_are_counted_as_multisets() {
        // C(count + most, count) multisets.
        assert_eq!(every_tuple(4, 7).len(), 330);
        assert_eq!(every_tuple(5, 4).len(), 126);
        assert_eq!(every_tuple(1, 0), vec![vec![0]]);
        assert!(every_tuple(3, 2).iter().all(|tuple| tuple.is_sorted()));
    }

    #[test]
    fn smaller_tuples_drop_or_halve_one_heap() {
        assert_eq!(
            smaller_tuples(&[3, 0, 5]),
            vec![
                vec![0, 5],
                vec![3, 5],
                vec![3, 0],
                vec![1, 0, 5],
                vec![3, 0, 2]
            ]
        );
        assert!(smaller_tuples(&[0]).is_empty());
    }
}
