//! The brute-force oracle: plain win/lose search over explicit bean configurations, through the
//! engine's [`OutcomeSolver`], using none of the Sprague–Grundy theory.
//!
//! A position is the vector of bean counts, bottle by bottle, exactly as the rules state it; the
//! memo table is keyed by that vector. A move is every legal triple `(i, j, k)` with
//! `i < j <= k <= n - 1` and a bean in bottle `i`: one bean leaves bottle `i`, one bean enters
//! bottle `j` and one bottle `k` (two enter `j` when `j = k`). A player with no move loses. The
//! winning first moves are the triples whose resulting position is lost for the opponent, listed
//! in lexicographic order; the contest's two lines are the first of them and their number.
//!
//! The vector is stored in two parts, exactly: the counts of the bottles before the last, as
//! `u16` (within the oracle's reach, below, no such bottle starts with more than 127 beans, and
//! each of at most 127 moves adds at most 2, so no count exceeds 381), and the count of the last
//! bottle, as `u128` (it may start at `2^64 - 1` and grow by 254). Small keys keep the memo of
//! half a million positions within tens of megabytes.
//!
//! # What the oracle finishes
//!
//! Every move takes a bean one bottle further right at least, and a bean `d` bottles from the
//! last one can take part in at most `2^d - 1` moves (it moves once, and leaves two beans nearer
//! the end). The search space grows with that "length" of the game, and with the number of
//! bottles. The oracle accepts a test when `n <= `[`MAX_BOTTLES`] and the bound on the game's
//! length, `sum over bottles i < n - 1 of p_i * (2^(n-1-i) - 1)`, is at most [`MAX_LENGTH`]. Every
//! configuration with `n <= 4` and `p_i <= 2`, and with `n <= 7` and `p_i <= 1`, is within it;
//! so is any number of beans in the last bottle, which never move.

use crate::engine::{Game, OutcomeSolver, Play};

use super::Move;

/// The oracle searches tests of at most this many bottles (the original contest's limit).
pub const MAX_BOTTLES: usize = 21;

/// The oracle searches games of at most this many moves (the bound described in the module
/// docs): one bean 7 bottles from the end, the longest such game, takes about 5·10^5 positions
/// and two seconds.
pub const MAX_LENGTH: u64 = 127;

/// The bound on the number of moves of any play from `beans`: a bean `d` bottles from the last
/// one takes part in at most `2^d - 1` moves. `None` when it does not fit in 64 bits.
pub fn game_length_bound(beans: &[u64]) -> Option<u64> {
    let n = beans.len();
    beans
        .iter()
        .enumerate()
        .try_fold(0u64, |total, (bottle, &count)| {
            let distance = n - 1 - bottle;
            if count == 0 || distance == 0 {
                return Some(total);
            }
            // 2^d - 1, for d < 64 only (checked_shl refuses larger shifts).
            let power = 1u64.checked_shl(u32::try_from(distance).ok()?)?;
            let per_bean = power - 1;
            total.checked_add(count.checked_mul(per_bean)?)
        })
}

/// Whether the oracle finishes `beans`: at most [`MAX_BOTTLES`] bottles and a game of at most
/// [`MAX_LENGTH`] moves.
pub fn within_reach(beans: &[u64]) -> bool {
    beans.len() <= MAX_BOTTLES
        && game_length_bound(beans).is_some_and(|length| length <= MAX_LENGTH)
}

/// What the oracle finds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BruteOutcome {
    /// Whether the first player wins.
    pub first_player_wins: bool,
    /// Every winning first move, in lexicographic order.
    pub winning_first_moves: Vec<Move>,
    /// How many positions the memo table holds after the search.
    pub positions: usize,
}

/// A position: the bean count of every bottle, exactly.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Beans {
    /// The counts of bottles `0..n-1` (all but the last).
    movable: Box<[u16]>,
    /// The count of bottle `n - 1`.
    last: u128,
}

impl Beans {
    /// The position of a configuration within reach ([`within_reach`]); `None` beyond it.
    pub fn new(beans: &[u64]) -> Option<Beans> {
        let (&last, movable) = beans.split_last()?;
        if !within_reach(beans) {
            return None;
        }
        let movable = movable
            .iter()
            .map(|&count| u16::try_from(count).ok())
            .collect::<Option<Box<[u16]>>>()?;
        Some(Beans {
            movable,
            last: u128::from(last),
        })
    }

    /// The number of bottles.
    pub fn bottles(&self) -> usize {
        self.movable.len() + 1
    }

    /// The number of beans in bottle `bottle`.
    pub fn count(&self, bottle: usize) -> u128 {
        self.movable
            .get(bottle)
            .map_or(self.last, |&count| u128::from(count))
    }

    /// Every legal move, in lexicographic order: a bean in bottle `i`, then `i < j <= k <= n-1`.
    pub fn legal_moves(&self) -> Vec<Move> {
        let n = self.bottles();
        let mut moves = Vec::new();
        for i in (0..n).filter(|&bottle| self.count(bottle) > 0) {
            for j in i + 1..n {
                for k in j..n {
                    moves.push((i, j, k));
                }
            }
        }
        moves
    }

    /// The position the legal move `(i, j, k)` leads to.
    pub fn after(&self, (i, j, k): Move) -> Beans {
        let mut next = self.clone();
        next.movable[i] -= 1;
        for bottle in [j, k] {
            match next.movable.get_mut(bottle) {
                Some(count) => *count += 1,
                None => next.last += 1,
            }
        }
        next
    }
}

/// The split game on a row of bottles, as the engine sees it: a position is the bean count of
/// every bottle; its options are the positions of its legal moves.
#[derive(Debug, Clone, Copy, Default)]
pub struct SplitGame;

impl Game for SplitGame {
    type Position = Beans;

    fn options(&self, beans: &Beans, options: &mut Vec<Beans>) {
        options.extend(
            beans
                .legal_moves()
                .into_iter()
                .map(|triple| beans.after(triple)),
        );
    }
}

/// A solver that remembers positions from one configuration to the next.
pub struct Oracle {
    solver: OutcomeSolver<SplitGame>,
}

impl Default for Oracle {
    fn default() -> Self {
        Oracle::new()
    }
}

impl Oracle {
    /// An oracle with an empty memo table.
    pub fn new() -> Self {
        Oracle {
            solver: OutcomeSolver::new(SplitGame, Play::Normal),
        }
    }

    /// How many positions the memo table holds.
    pub fn positions(&self) -> usize {
        self.solver.positions()
    }

    /// Solves the configuration `beans` by exhaustive search: every legal first move, and
    /// whether the position it leads to is lost for the opponent. `None` when the configuration
    /// is beyond the oracle's reach ([`within_reach`]) or has no bottle.
    pub fn solve(&mut self, beans: &[u64]) -> Option<BruteOutcome> {
        let start = Beans::new(beans)?;
        let first_player_wins = self.solver.wins(&start);
        let winning_first_moves: Vec<Move> = start
            .legal_moves()
            .into_iter()
            .filter(|&triple| !self.solver.wins(&start.after(triple)))
            .collect();
        Some(BruteOutcome {
            first_player_wins,
            winning_first_moves,
            positions: self.solver.positions(),
        })
    }
}

/// Solves one configuration with a fresh oracle; `None` beyond its reach.
#[cfg(test)]
pub fn solve(beans: &[u64]) -> Option<BruteOutcome> {
    Oracle::new().solve(beans)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample() {
        // The spec's first sample test, with the 5000 inert beans of the last bottle.
        let outcome = solve(&[1, 0, 1, 5000]).unwrap();
        assert!(outcome.first_player_wins);
        assert_eq!(outcome.winning_first_moves, vec![(0, 2, 3)]);
        let outcome = solve(&[0, 0, 1]).unwrap();
        assert!(!outcome.first_player_wins);
        assert!(outcome.winning_first_moves.is_empty());
    }

    #[test]
    fn tiny_games_by_hand() {
        // One bean next to the last bottle: its only move ends the game.
        assert_eq!(solve(&[1, 0]).unwrap().winning_first_moves, vec![(0, 1, 1)]);
        // Two such beans: the second player answers the first move.
        assert!(!solve(&[2, 0]).unwrap().first_player_wins);
        // One bottle: no move at all.
        assert!(!solve(&[7]).unwrap().first_player_wins);
        // Nearly 2^64 beans in the last bottle are inert and never overflow.
        let outcome = solve(&[1, 1, u64::MAX]).unwrap();
        assert!(outcome.first_player_wins);
        assert_eq!(outcome.winning_first_moves, vec![(0, 1, 2)]);
        // Beyond reach, or no bottle at all: no answer rather than a search without end.
        assert_eq!(solve(&[1; 8]), None);
        assert_eq!(solve(&[]), None);
    }

    #[test]
    fn moves_change_the_counts_exactly() {
        let start = Beans::new(&[2, 0, u64::MAX]).unwrap();
        assert_eq!(start.legal_moves(), vec![(0, 1, 1), (0, 1, 2), (0, 2, 2)]);
        let after = start.after((0, 2, 2));
        assert_eq!(
            (after.count(0), after.count(1), after.count(2)),
            (1, 0, u128::from(u64::MAX) + 2)
        );
        let after = start.after((0, 1, 1));
        assert_eq!((after.count(0), after.count(1)), (1, 2));
        assert_eq!(after.legal_moves().len(), 3 + 1);
    }

    #[test]
    fn the_length_bound() {
        assert_eq!(game_length_bound(&[1, 0, 1, 5000]), Some(7 + 1));
        assert_eq!(game_length_bound(&[2, 2, 2, 2]), Some(14 + 6 + 2));
        assert_eq!(game_length_bound(&[5]), Some(0));
        assert_eq!(game_length_bound(&[u64::MAX, 0]), Some(u64::MAX));
        assert_eq!(game_length_bound(&[u64::MAX, 0, 0]), None);
        let mut far = vec![0u64; 70];
        far[0] = 1;
        assert_eq!(game_length_bound(&far), None);
        assert!(within_reach(&[2, 2, 2, 2]));
        assert!(within_reach(&[1; 7]));
        assert!(!within_reach(&[1; 8]));
        assert!(within_reach(&[0; 21]));
        assert!(!within_reach(&[0; 22]));
    }
}
