//! The fast solver's game graph of pebble-game: a state is the two pebbles' vertices `(a, b)`,
//! `a != b`, and whose move it is; two sinks end the plays where a player is stuck.
//!
//! An Alice move `(a, b, Alice) -> (a', b, Bob)` along an edge `a -> a'` with `a' != b` weighs
//! the round it scores, `r(a', b)`; a Bob move `(a, b, Bob) -> (a, b', Alice)` weighs `r(a, b')`.
//! A state whose player has no move gets one edge of weight 0 to the sink of the other player's
//! win, `WIN_B` (a loop of weight -1) or `WIN_A` (a loop of weight +1). Then `D`, the difference
//! of rounds won, is the sum of the weights along the play. Repeated edges were merged on
//! reading, so there are at most `n - 1` moves per state: `2n(n-1) + 2` states (19,802 for
//! `n = 100`) and at most `2n(n-1)^2 + 2` edges (about 1.96·10^6).

use crate::digraph::Digraph;

use super::arena::{Arena, Owner};
use super::rounds::RoundTable;

/// Whose move it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Side {
    Alice,
    Bob,
}

/// The game graph of one board, with its numbering of the states.
#[derive(Debug, Clone)]
pub(crate) struct States {
    n: usize,
    pub(crate) arena: Arena,
}

impl States {
    /// The game graph of the board `graph` with its round table.
    pub(crate) fn new(graph: &Digraph, table: &RoundTable) -> Self {
        let n = graph.vertices();
        let pairs = n * (n - 1);
        let (alice_wins, bob_wins) = (2 * pairs, 2 * pairs + 1);
        let id = |a: usize, b: usize, side: Side| state_id(n, a, b, side) as u32;
        let count = 2 * pairs + 2;
        let mut owners = Vec::with_capacity(count);
        let mut first = Vec::with_capacity(count + 1);
        let edges: usize = (0..n).map(|v| graph.out_degree(v)).sum::<usize>() * 2 * (n - 1) + 2;
        let mut heads = Vec::with_capacity(edges);
        let mut weights = Vec::with_capacity(edges);
        first.push(0u32);
        for a in 0..n {
            for b in (0..n).filter(|&b| b != a) {
                for side in [Side::Alice, Side::Bob] {
                    debug_assert_eq!(id(a, b, side) as usize, owners.len());
                    let before = heads.len();
                    // The mover's vertex, the other pebble's, and where the play goes when the
                    // mover is stuck.
                    let (mover, other, stuck) = match side {
                        Side::Alice => (a, b, bob_wins),
                        Side::Bob => (b, a, alice_wins),
                    };
                    owners.push(match side {
                        Side::Alice => Owner::Alice,
                        Side::Bob => Owner::Bob,
                    });
                    for &to in graph.successors(mover) {
                        let to = to as usize;
                        if to != other {
                            let (alice, bob, next) = match side {
                                Side::Alice => (to, b, Side::Bob),
                                Side::Bob => (a, to, Side::Alice),
                            };
                            heads.push(id(alice, bob, next));
                            weights.push(i32::from(table.result(alice, bob)));
                        }
                    }
                    if heads.len() == before {
                        heads.push(stuck as u32);
                        weights.push(0);
                    }
                    first.push(heads.len() as u32);
                }
            }
        }
        for (sink, weight) in [(alice_wins, 1), (bob_wins, -1)] {
            owners.push(Owner::Either);
            heads.push(sink as u32);
            weights.push(weight);
            first.push(heads.len() as u32);
        }
        States {
            n,
            arena: Arena::from_rows(owners, first, heads, weights),
        }
    }

    /// The number of the state with the pebbles on `a` and `b` (`a != b`) and `side` to move.
    #[inline]
    pub(crate) fn id(&self, a: usize, b: usize, side: Side) -> usize {
        state_id(self.n, a, b, side)
    }

    /// Where Alice's pebble goes by the edge `edge` out of a state of hers.
    pub(crate) fn alice_destination(&self, edge: usize) -> usize {
        let pair = self.arena.head(edge) / 2;
        debug_assert!(pair < self.n * (self.n - 1), "a move of Alice to a sink");
        pair / (self.n - 1)
    }

    /// The number of states, the two sinks included.
    pub(crate) fn count(&self) -> usize {
        self.arena.vertices()
    }
}

/// The number of the state with the pebbles on `a` and `b` (`a != b`) of a board of `n`
/// vertices and `side` to move: the pairs in increasing order, Alice's state before Bob's.
#[inline]
fn state_id(n: usize, a: usize, b: usize, side: Side) -> usize {
    let pair = a * (n - 1) + b - usize::from(b > a);
    2 * pair + usize::from(side == Side::Bob)
}
