//! The Nim games' side of `grundy check`: an instance is a tuple of heaps, its size the number
//! of heaps; each game gives its families, its random heaps within the oracle's reach, the
//! largest heap of its exhaustive sets, and the words both solvers describe a test in.

use crate::check::Subject;
use crate::random::Random;

use super::tests_text;

/// One Nim game as the checker sees it.
#[derive(Debug, Clone, Copy)]
pub struct HeapsCheck {
    /// The generator's families, cycled through by the random cases.
    pub families: &'static [&'static str],
    /// `count` random heaps of a family, small enough for the oracle.
    pub random: fn(&str, usize, &mut Random) -> Vec<u64>,
    /// The largest heap in the exhaustive set of `count` heaps.
    pub largest_heap: fn(u64) -> u64,
    /// The fast solver's description of a test (verdict and moves).
    pub fast: fn(&[u64]) -> String,
    /// The oracle's description of a test, in the same words.
    pub brute: fn(&[u64]) -> String,
}

/// The most heaps in an exhaustive set or a random case.
pub const MAX_HEAPS: u64 = 6;

impl Subject for HeapsCheck {
    type Instance = Vec<u64>;

    fn min_size(&self) -> u64 {
        1
    }

    fn max_brute_size(&self) -> u64 {
        MAX_HEAPS
    }

    fn families(&self) -> Vec<&'static str> {
        self.families.to_vec()
    }

    fn random(&self, family: &str, size: u64, random: &mut Random) -> Vec<u64> {
        (self.random)(family, size as usize, random)
    }

    fn all(&self, size: u64) -> Vec<Vec<u64>> {
        every_tuple(size as usize, (self.largest_heap)(size))
    }

    fn size(&self, heaps: &Vec<u64>) -> u64 {
        heaps.len() as u64
    }

    fn fast(&self, heaps: &Vec<u64>) -> String {
        (self.fast)(heaps)
    }

    fn brute(&self, heaps: &Vec<u64>) -> String {
        (self.brute)(heaps)
    }

    fn smaller(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_tuples(heaps)
    }

    fn input(&self, heaps: &Vec<u64>) -> String {
        tests_text(std::slice::from_ref(heaps))
    }
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
