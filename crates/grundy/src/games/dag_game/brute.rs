//! dag-game's oracle: each query searched as one game over multisets of tokens, with none of the
//! theory (no Grundy values, no XOR, no generalised values).
//!
//! A position is the sorted list of the tokens' positions; a move carries one token along one
//! arc. Without `--loopy` every play ends and [`OutcomeSolver`] decides each multiset (won iff
//! some move reaches a lost one), with a memo shared by the test's queries; with `--loopy`,
//! [`RetrogradeSolver`] works backwards from the multisets without a move (lost), a multiset with
//! a move to a lost one being won and one whose moves all reach won ones lost, and whatever is
//! never settled is a draw. Both use an explicit stack or queue.

use crate::digraph::Digraph;
use crate::engine::{Game, LoopyGame, LoopyOutcome, OutcomeSolver, Play, RetrogradeSolver};

use super::moves::{every_move, Move};
use super::parse::Test;

/// The most entries (tokens, over all the multisets a query may reach) the oracle stores for
/// one test.
pub(crate) const MAX_ENTRIES: u128 = 20_000_000;

/// The tokens on the graph, as one game.
struct Tokens<'g> {
    graph: &'g Digraph,
}

impl Tokens<'_> {
    fn options(&self, tokens: &[u32], options: &mut Vec<Vec<u32>>) {
        for (index, &position) in tokens.iter().enumerate() {
            if index > 0 && tokens[index - 1] == position {
                continue;
            }
            let mut targets = self.graph.successors(position as usize).to_vec();
            targets.sort_unstable();
            targets.dedup();
            for target in targets {
                options.push(moved(tokens, position, target));
            }
        }
    }
}

impl Game for Tokens<'_> {
    type Position = Vec<u32>;

    fn options(&self, tokens: &Vec<u32>, options: &mut Vec<Vec<u32>>) {
        Tokens::options(self, tokens, options);
    }
}

impl LoopyGame for Tokens<'_> {
    type Position = Vec<u32>;

    fn options(&self, tokens: &Vec<u32>, options: &mut Vec<Vec<u32>>) {
        Tokens::options(self, tokens, options);
    }
}

/// The sorted multiset `tokens` after one token moves from `from` to `to`.
fn moved(tokens: &[u32], from: u32, to: u32) -> Vec<u32> {
    let mut next = tokens.to_vec();
    if let Some(index) = next.iter().position(|&position| position == from) {
        next[index] = to;
    }
    next.sort_unstable();
    next
}

/// What the oracle finds about one query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Searched {
    /// Who wins.
    pub outcome: LoopyOutcome,
    /// Every winning move, in report order.
    pub winning_moves: Vec<Move>,
}

/// Searches every query of `test` (`loopy`: endless play is a draw; otherwise the test has no
/// cycle).
pub(crate) fn search(test: &Test, loopy: bool) -> Vec<Searched> {
    let game = Tokens { graph: &test.graph };
    let queries = (0..test.queries()).map(|k| test.query(k));
    if loopy {
        let mut solver = RetrogradeSolver::new(game);
        queries
            .map(|query| {
                let mut sorted = query.to_vec();
                sorted.sort_unstable();
                let outcome = solver.outcome(&sorted);
                let winning_moves = every_move(&test.graph, query)
                    .into_iter()
                    .filter(|mv| {
                        solver.outcome(&moved(&sorted, mv.from, mv.to)) == LoopyOutcome::Previous
                    })
                    .collect();
                Searched {
                    outcome,
                    winning_moves,
                }
            })
            .collect()
    } else {
        let mut solver = OutcomeSolver::new(game, Play::Normal);
        queries
            .map(|query| {
                let mut sorted = query.to_vec();
                sorted.sort_unstable();
                let outcome = if solver.wins(&sorted) {
                    LoopyOutcome::Next
                } else {
                    LoopyOutcome::Previous
                };
                let winning_moves = every_move(&test.graph, query)
                    .into_iter()
                    .filter(|mv| !solver.wins(&moved(&sorted, mv.from, mv.to)))
                    .collect();
                Searched {
                    outcome,
                    winning_moves,
                }
            })
            .collect()
    }
}

/// The number of multisets of `tokens` tokens on `positions` positions, `C(positions + tokens -
/// 1, tokens)`, or `None` beyond `cap`.
pub(crate) fn multisets(positions: u64, tokens: u64, cap: u128) -> Option<u128> {
    let mut count: u128 = 1;
    for index in 1..=u128::from(tokens) {
        count = count.checked_mul(u128::from(positions) - 1 + index)? / index;
        if count > cap {
            return None;
        }
    }
    Some(count)
}

/// What the oracle would store for `test`: per query, the multisets of its size times its size;
/// `None` beyond [`MAX_ENTRIES`].
pub(crate) fn cost(test: &Test) -> Option<u128> {
    let positions = test.graph.vertices() as u64;
    let mut total: u128 = 0;
    for k in 0..test.queries() {
        let size = test.query(k).len() as u64;
        let entries = multisets(positions, size, MAX_ENTRIES)?.checked_mul(u128::from(size))?;
        total = total
            .checked_add(entries)
            .filter(|&total| total <= MAX_ENTRIES)?;
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_multisets() {
        assert_eq!(multisets(4, 2, 1000), Some(10));
        assert_eq!(multisets(8, 16, 1 << 40), Some(245_157));
        assert_eq!(multisets(1, 1_000, 10), Some(1));
        assert_eq!(multisets(1_000, 1_000, 1 << 60), None);
    }

    #[test]
    fn a_move_replaces_one_token() {
        assert_eq!(moved(&[1, 3, 3], 3, 0), vec![0, 1, 3]);
    }
}
