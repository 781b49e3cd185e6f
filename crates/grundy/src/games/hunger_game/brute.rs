//! The oracle of hunger-game: explicit positions searched through the engine, none of the
//! theory. Each box is closed (with its count) or open (with what is left in it); a move opens a
//! non-empty set of closed boxes or takes stones from one open box.

use crate::engine::{Game, OutcomeSolver, Play};
use crate::heaps::sum_bound;

/// A box's state in one number: `2a + 1` when closed with `a` stones, `2c` when open with `c`.
pub type BoxState = u64;

/// The state of a closed box of `stones`.
pub fn closed(stones: u64) -> BoxState {
    stones << 1 | 1
}

/// Positions as sorted lists of box states (boxes are interchangeable).
#[derive(Debug, Clone, Copy, Default)]
pub struct Boxes;

impl Game for Boxes {
    type Position = Vec<BoxState>;

    fn options(&self, boxes: &Vec<BoxState>, options: &mut Vec<Vec<BoxState>>) {
        // Take from one open box (each distinct count once).
        for (index, &state) in boxes.iter().enumerate() {
            if state & 1 == 1 || (index > 0 && boxes[index - 1] == state) {
                continue;
            }
            for left in 0..state >> 1 {
                let mut after = boxes.clone();
                after[index] = left << 1;
                after.sort_unstable();
                options.push(after);
            }
        }
        // Open a non-empty multiset of closed boxes: for each distinct closed value, how many
        // of its copies to open (a mixed-radix counter over the groups).
        let groups: Vec<(BoxState, usize)> = closed_groups(boxes);
        let mut opened = vec![0usize; groups.len()];
        while let Some(group) = (0..groups.len()).find(|&group| opened[group] < groups[group].1) {
            opened[group] += 1;
            for earlier in &mut opened[..group] {
                *earlier = 0;
            }
            let mut after: Vec<BoxState> = Vec::with_capacity(boxes.len());
            after.extend(boxes.iter().filter(|&&state| state & 1 == 0));
            for (&(state, count), &open) in groups.iter().zip(&opened) {
                after.extend(std::iter::repeat(state & !1).take(open));
                after.extend(std::iter::repeat(state).take(count - open));
            }
            after.sort_unstable();
            options.push(after);
        }
    }
}

/// The distinct closed states of `boxes` with their numbers of copies.
fn closed_groups(boxes: &[BoxState]) -> Vec<(BoxState, usize)> {
    let mut groups: Vec<(BoxState, usize)> = Vec::new();
    for &state in boxes.iter().filter(|&&state| state & 1 == 1) {
        match groups.last_mut() {
            Some((last, count)) if *last == state => *count += 1,
            _ => groups.push((state, 1)),
        }
    }
    groups
}

/// The product of `a_i + 2` (the states a box can be in): a bound on the positions the search
/// may visit (saturating).
pub fn positions_bound(values: &[u64]) -> u128 {
    values.iter().fold(1u128, |product, &value| {
        product.saturating_mul(u128::from(value) + 2)
    })
}

/// [`positions_bound`] times the moves from one position: taking from an open box (at most the
/// sum of the `a_i`) or opening a non-empty set of closed ones (fewer than `2^n`); saturating.
pub fn moves_bound(values: &[u64]) -> u128 {
    let openings = u32::try_from(values.len())
        .ok()
        .and_then(|n| 1u128.checked_shl(n))
        .unwrap_or(u128::MAX);
    positions_bound(values).saturating_mul(sum_bound(values).saturating_add(openings))
}

/// The oracle, keeping its memo across questions about the same or related positions.
pub struct Oracle {
    solver: OutcomeSolver<Boxes>,
}

impl Default for Oracle {
    fn default() -> Self {
        Self::new()
    }
}

impl Oracle {
    /// An oracle with an empty memo.
    pub fn new() -> Self {
        Oracle {
            solver: OutcomeSolver::new(Boxes, Play::Normal),
        }
    }

    /// Whether the first player wins from `values` with every box closed.
    pub fn first_player_wins(&mut self, values: &[u64]) -> bool {
        let mut start: Vec<BoxState> = values.iter().map(|&value| closed(value)).collect();
        start.sort_unstable();
        self.solver.wins(&start)
    }

    /// Whether opening the boxes `open` (0-based) of the start wins: the position after it is a
    /// loss for the player to move.
    pub fn opening_wins(&mut self, values: &[u64], open: &[usize]) -> bool {
        let mut after: Vec<BoxState> = values.iter().map(|&value| closed(value)).collect();
        for &index in open {
            after[index] &= !1;
        }
        after.sort_unstable();
        !open.is_empty() && !self.solver.wins(&after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bound_counts_takes_and_openings_and_saturates() {
        // One box: 5002 states times 5000 takes and one opening (2^1 sets, the empty one
        // counted too).
        assert_eq!(moves_bound(&[5000]), 5002 * 5002);
        assert_eq!(moves_bound(&[0, 0, 0]), 8 * 8);
        assert_eq!(moves_bound(&[u64::MAX; 2]), u128::MAX);
        // 2^n openings alone saturate from 128 boxes on.
        assert_eq!(moves_bound(&[0; 128]), u128::MAX);
    }

    #[test]
    fn the_samples_and_the_spec_caution() {
        let mut oracle = Oracle::new();
        assert!(oracle.first_player_wins(&[3, 5, 6]));
        assert!(!oracle.first_player_wins(&[1, 2, 4]));
        assert!(oracle.first_player_wins(&[0]));
        assert!(!oracle.first_player_wins(&[7]));
        assert!(oracle.first_player_wins(&[7, 7]));
        assert!(oracle.opening_wins(&[3, 5, 6], &[0, 1, 2]));
        assert!(!oracle.opening_wins(&[3, 5, 6], &[0]));
        // Open {1}, closed {2, 2}: a loss for the player to move (the spec's caution).
        let mut solver = OutcomeSolver::new(Boxes, Play::Normal);
        assert!(!solver.wins(&vec![2, closed(2), closed(2)]));
    }

    #[test]
    fn opening_moves_cover_every_multiset_once() {
        // Closed {1, 1, 2}: open one or two 1s, with or without the 2: 5 distinct moves.
        let mut options = Vec::new();
        Boxes.options(&vec![closed(1), closed(1), closed(2)], &mut options);
        assert_eq!(options.len(), 5);
        options.sort();
        options.dedup();
        assert_eq!(options.len(), 5);
    }
}
