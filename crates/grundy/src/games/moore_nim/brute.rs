//! The oracle of moore-nim: Nim_k as an explicit game for the engine, none of the theory. A
//! position is the sorted tuple of heap sizes; a move picks 1 to `k` non-empty heaps and lowers
//! each (by any positive amount, independently). The count enumerates every index sequence in
//! `[1..m]^n` and judges its position by exhaustive search, so Moore's rule is under test too.

use crate::engine::{Game, OutcomeSolver, Play};

/// The most heaps the oracle takes.
pub const MAX_BRUTE_HEAPS: u64 = 20;

/// The most index sequences (`m^n`) the oracle enumerates.
pub const MAX_BRUTE_SEQUENCES: u128 = 1_000_000;

/// The most search steps the oracle may take, as [`search_work`] bounds them.
pub const MAX_BRUTE_WORK: u128 = 50_000_000;

/// Nim_k on sorted heap tuples.
#[derive(Debug, Clone, Copy)]
pub struct MooreNim {
    /// The most heaps one move may change.
    pub k: u64,
}

impl Game for MooreNim {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, options: &mut Vec<Vec<u64>>) {
        let non_empty: Vec<usize> = (0..heaps.len()).filter(|&index| heaps[index] > 0).collect();
        let mut found = Vec::new();
        let mut chosen = Vec::new();
        let mut sizes = Vec::new();
        // Every non-empty set of at most k non-empty heaps (by bit mask over `non_empty`).
        for mask in 1u64..1 << non_empty.len() {
            if u64::from(mask.count_ones()) > self.k {
                continue;
            }
            chosen.clear();
            chosen.extend(
                (0..non_empty.len())
                    .filter(|&bit| mask >> bit & 1 == 1)
                    .map(|bit| non_empty[bit]),
            );
            // Every way to lower each chosen heap: an odometer over the new sizes.
            sizes.clear();
            sizes.resize(chosen.len(), 0u64);
            loop {
                let mut after = heaps.clone();
                for (&index, &size) in chosen.iter().zip(&sizes) {
                    after[index] = size;
                }
                after.sort_unstable();
                found.push(after);
                let Some(place) =
                    (0..chosen.len()).find(|&place| sizes[place] + 1 < heaps[chosen[place]])
                else {
                    break;
                };
                sizes[place] += 1;
                for size in &mut sizes[..place] {
                    *size = 0;
                }
            }
        }
        // Equal heaps give equal options: each once.
        found.sort_unstable();
        found.dedup();
        options.extend(found);
    }
}

/// `C(n + largest, n)` (the sorted tuples of `n` heaps of sizes at most `largest`, a bound on
/// the positions) times `(largest + 1)^n` (a bound on the options of each), saturating just
/// above [`MAX_BRUTE_WORK`].
pub fn search_work(n: u64, largest: u64) -> u128 {
    let cap = MAX_BRUTE_WORK + 1;
    let mut options = 1u128;
    for _ in 0..n.min(64) {
        options = options.saturating_mul(u128::from(largest) + 1).min(cap);
    }
    let (top, steps) = (u128::from(n) + u128::from(largest), n.min(largest));
    let mut positions = 1u128;
    for step in 1..=u128::from(steps) {
        // C(top, step) = C(top, step - 1) · (top - step + 1) / step, exact at every step.
        positions = positions * (top - step + 1) / step;
        if positions >= cap {
            break;
        }
    }
    positions.saturating_mul(options).min(cap)
}

/// Why the oracle refuses `n` heaps chosen among `sizes`, or `None` when it takes them.
pub fn refusal(n: u64, sizes: &[u64]) -> Option<String> {
    if n > MAX_BRUTE_HEAPS {
        return Some(format!(
            "the brute-force oracle takes at most {MAX_BRUTE_HEAPS} heaps; this test has \
             n = {n} (use --method fast)"
        ));
    }
    let m = sizes.len() as u128;
    let sequences = (0..n).fold(1u128, |product, _| product.saturating_mul(m));
    if sequences > MAX_BRUTE_SEQUENCES {
        return Some(format!(
            "the brute-force oracle enumerates at most {MAX_BRUTE_SEQUENCES} index sequences; \
             this test has m^n = {m}^{n} = {sequences} (use --method fast)"
        ));
    }
    let largest = sizes.iter().copied().max().unwrap_or(0);
    let work = search_work(n, largest);
    if work > MAX_BRUTE_WORK {
        return Some(format!(
            "the brute-force oracle takes at most {MAX_BRUTE_WORK} search steps; this test may \
             need more (C(n + max b, n) positions times (max b + 1)^n options, with n = {n} and \
             max b = {largest}; use --method fast)"
        ));
    }
    None
}

/// The oracle for one `k`, keeping its memo across positions and tests.
pub struct Oracle {
    solver: OutcomeSolver<MooreNim>,
}

impl Oracle {
    /// An oracle for Nim_k.
    pub fn new(k: u64) -> Self {
        Oracle {
            solver: OutcomeSolver::new(MooreNim { k }, Play::Normal),
        }
    }

    /// Whether the player to move loses `heaps` (any order), by exhaustive search.
    #[cfg(test)]
    pub fn loses(&mut self, heaps: &[u64]) -> bool {
        let mut sorted = heaps.to_vec();
        sorted.sort_unstable();
        !self.solver.wins(&sorted)
    }

    /// The exact number of index sequences in `[1..m]^n` whose position loses, enumerating every
    /// one; the caller keeps [`refusal`] at `None`.
    pub fn count_losing(&mut self, n: u64, sizes: &[u64]) -> u64 {
        let n = n as usize;
        let m = sizes.len();
        let mut indices = vec![0usize; n];
        let mut heaps = vec![0u64; n];
        let mut count = 0u64;
        loop {
            for (heap, &index) in heaps.iter_mut().zip(&indices) {
                *heap = sizes[index];
            }
            heaps.sort_unstable();
            if !self.solver.wins(&heaps) {
                count += 1;
            }
            let Some(place) = (0..n).find(|&place| indices[place] + 1 < m) else {
                return count;
            };
            indices[place] += 1;
            for index in &mut indices[..place] {
                *index = 0;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_lower_one_to_k_heaps() {
        let mut options = Vec::new();
        MooreNim { k: 2 }.options(&vec![0, 1, 1, 2], &mut options);
        assert_eq!(
            options,
            vec![
                vec![0, 0, 0, 1],
                vec![0, 0, 0, 2],
                vec![0, 0, 1, 1],
                vec![0, 0, 1, 2],
                vec![0, 1, 1, 1],
            ]
        );
    }

    #[test]
    fn the_small_samples() {
        assert_eq!(Oracle::new(6).count_losing(7, &[1, 2, 3]), 3);
        assert_eq!(Oracle::new(1).count_losing(3, &[1, 2, 3]), 6);
        assert_eq!(Oracle::new(3).count_losing(4, &[0, 1, 2, 3]), 4);
        assert_eq!(Oracle::new(3).count_losing(5, &[1, 1, 2, 3]), 40);
        assert_eq!(Oracle::new(1).count_losing(2, &[0, 0, 5]), 5);
    }

    #[test]
    fn the_limits() {
        assert_eq!(search_work(3, 1), 4 * 8);
        assert_eq!(search_work(7, 3), 120 * 16384);
        assert!(refusal(7, &[1, 2, 3]).is_none());
        assert!(refusal(21, &[0]).unwrap().contains("at most 20 heaps"));
        assert!(refusal(13, &[0, 1, 2]).unwrap().contains("3^13"));
        assert!(refusal(1, &[u64::MAX]).is_some());
        assert!(refusal(20, &[0]).is_none());
    }
}
