//! The oracle of the Nim games: heap tuples as an explicit game for the engine, under normal or
//! misère play, with none of the theory.

use crate::engine::{Game, OutcomeSolver, Play};

/// Heap tuples as the engine sees them: a position is the sorted tuple of the sizes of the
/// heaps that are not empty (an empty heap offers no move, so leaving it out changes nothing in
/// the game, and keeps each position small when a test has many empty heaps); a move takes any
/// positive number of counters from one heap.
#[derive(Debug, Clone, Copy, Default)]
pub struct HeapTuples;

impl Game for HeapTuples {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, options: &mut Vec<Vec<u64>>) {
        for index in 0..heaps.len() {
            if index > 0 && heaps[index] == heaps[index - 1] {
                continue; // the same options as the equal heap before it
            }
            for smaller in 0..heaps[index] {
                options.push(after_move(heaps, index, smaller));
            }
        }
    }
}

/// The position ([`HeapTuples`]) after heap `index` of `heaps` is set to `size`: the sorted
/// sizes of the heaps left that are not empty.
pub fn after_move(heaps: &[u64], index: usize, size: u64) -> Vec<u64> {
    let mut after: Vec<u64> = heaps
        .iter()
        .enumerate()
        .map(|(other, &heap)| if other == index { size } else { heap })
        .filter(|&heap| heap > 0)
        .collect();
    after.sort_unstable();
    after
}

/// The product of `a_i + 1`: a bound on the positions the oracle may visit (saturating).
pub fn positions_bound(heaps: &[u64]) -> u128 {
    heaps.iter().fold(1u128, |product, &heap| {
        product.saturating_mul(u128::from(heap) + 1)
    })
}

/// What the oracle finds about a tuple of heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchOutcome {
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// Every winning move `(heap index, new size)`, by heap index, then new size.
    pub winning_moves: Vec<(usize, u64)>,
}

/// Decides `heaps` by exhaustive search under `play`, and lists every winning move. The caller
/// keeps [`positions_bound`] within reason.
pub fn search(heaps: &[u64], play: Play) -> SearchOutcome {
    let mut solver = OutcomeSolver::new(HeapTuples, play);
    let start = sorted(heaps);
    let first_player_wins = solver.wins(&start);
    // The moves from the start, made on the heaps that are not empty (each then costs their
    // number, not the test's), named by their index in the test.
    let (indices, nonempty): (Vec<usize>, Vec<u64>) = heaps
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, heap)| heap > 0)
        .unzip();
    let mut winning_moves = Vec::new();
    for (position, (&index, &heap)) in indices.iter().zip(&nonempty).enumerate() {
        for size in 0..heap {
            if !solver.wins(&after_move(&nonempty, position, size)) {
                winning_moves.push((index, size));
            }
        }
    }
    SearchOutcome {
        first_player_wins,
        winning_moves,
    }
}

/// The position ([`HeapTuples`]) of `heaps`: the sizes that are not 0, in increasing order.
pub fn sorted(heaps: &[u64]) -> Vec<u64> {
    let mut sorted: Vec<u64> = heaps.iter().copied().filter(|&heap| heap > 0).collect();
    sorted.sort_unstable();
    sorted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_plays_both_rules() {
        // One heap of 1: normal play takes it and wins; misère play must take it and loses.
        assert!(search(&[1], Play::Normal).first_player_wins);
        assert!(!search(&[1], Play::Misere).first_player_wins);
        // No heap at all: the player to move loses (normal) or wins (misère).
        assert!(!search(&[0, 0], Play::Normal).first_player_wins);
        assert!(search(&[0, 0], Play::Misere).first_player_wins);
        assert_eq!(search(&[1, 2], Play::Normal).winning_moves, vec![(1, 1)]);
        // Empty heaps are left out of the positions, and their indices still count.
        assert_eq!(after_move(&[0, 3, 0, 1], 1, 0), vec![1]);
        assert_eq!(after_move(&[0, 3, 0, 1], 3, 0), vec![3]);
        assert_eq!(sorted(&[0, 3, 0, 1]), vec![1, 3]);
        assert_eq!(
            search(&[0, 1, 0, 2, 0], Play::Normal).winning_moves,
            vec![(3, 1)]
        );
        for play in [Play::Normal, Play::Misere] {
            assert_eq!(
                search(&[0, 0, 1, 0, 3], play).first_player_wins,
                search(&[1, 3], play).first_player_wins
            );
        }
    }
}
