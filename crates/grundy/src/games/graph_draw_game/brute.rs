//! graph-draw-game's oracle: naive value iteration over the explicit game graph, with none of the
//! attractor machinery, through the engine's finite-horizon solver ([`horizon_values`]).
//!
//! The states are (vertex, player to move) and one extra root whose moves reach every state (so
//! that one exploration covers them all). Scores are on the scale `B < A < D`; Alice maximises,
//! Bob minimises. A state with no move scores against the player to move (`B` if Alice is stuck,
//! `A` if Bob is); a state cut off by the horizon scores `D`. So the iteration starts from `D`
//! everywhere else and each round gives every Alice state the largest of its successors' values
//! and every Bob state the smallest; the values only go down (each at most twice), so after at
//! most `4n + 1` rounds a round repeats the one before, and the solver stops there: the greatest
//! fixed point, which is the game's value because endless play is Alice's best outcome.

use crate::digraph::Digraph;
use crate::engine::{horizon_values, Player, ScoredGame};

use super::attractors::{Side, Value};

/// The most state updates (rounds times states and moves) the oracle does on one test.
pub(crate) const MAX_UPDATES: u128 = 400_000_000;

/// A state of the explicit game, or the root above them all.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum State {
    Root,
    At(u32, Side),
}

/// The token game as a scored game.
struct TokenGame<'g> {
    graph: &'g Digraph,
}

impl ScoredGame for TokenGame<'_> {
    type Position = State;
    type Score = Value;

    fn to_move(&self, state: &State) -> Player {
        match state {
            State::At(_, Side::Bob) => Player::Min,
            _ => Player::Max,
        }
    }

    fn options(&self, state: &State, options: &mut Vec<State>) {
        match *state {
            State::Root => {
                for v in 0..self.graph.vertices() as u32 {
                    options.extend([State::At(v, Side::Alice), State::At(v, Side::Bob)]);
                }
            }
            State::At(v, side) => {
                let other = match side {
                    Side::Alice => Side::Bob,
                    Side::Bob => Side::Alice,
                };
                options.extend(
                    self.graph
                        .successors(v as usize)
                        .iter()
                        .map(|&w| State::At(w, other)),
                );
            }
        }
    }

    fn score(&self, state: &State) -> Value {
        match state {
            State::At(_, Side::Bob) => Value::A,
            _ => Value::B,
        }
    }
}

/// The update count of the iteration on `graph`: `4n + 2` rounds over `2n + 1` states and
/// `2m + 2n` moves.
pub(crate) fn cost(graph: &Digraph) -> u128 {
    let (n, m) = (graph.vertices() as u128, graph.arcs() as u128);
    (4 * n + 2) * (4 * n + 2 * m + 1)
}

/// The value of every state: per vertex, (Alice to move, Bob to move).
pub(crate) fn values(graph: &Digraph) -> Vec<(Value, Value)> {
    let game = TokenGame { graph };
    let horizon = 4 * graph.vertices() as u64 + 3;
    let solved = horizon_values(&game, &State::Root, horizon, |_| Value::D);
    (0..graph.vertices() as u32)
        .map(|v| {
            let value = |side| {
                *solved
                    .value(&State::At(v, side))
                    .expect("every state is reachable from the root")
            };
            (value(Side::Alice), value(Side::Bob))
        })
        .collect()
}
