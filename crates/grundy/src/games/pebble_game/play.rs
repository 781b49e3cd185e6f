//! pebble-game played move by move (`grundy play pebble-game`), on the contract of
//! [`crate::game::solved_play`]: the positions are the states `(a, b, side to move)` of the fast
//! solver's game graph ([`super::states`]), solved once by strategy improvement
//! ([`super::improvement`]), with the placement in front: Alice puts her pebble on a vertex of
//! `0..x`, then Bob his on one of `x..n`, then they move, Alice first. A placement or a move is
//! typed as the vertex the pebble goes to (0-based, as in the input).
//!
//! The placement as two moves is the session's rule: the contest asks about every placement at
//! once, and a match plays one; Bob places knowing where Alice's pebble is. The value of the start
//! is then the best placement for Alice against Bob's best answer.
//!
//! The engine plays the positional strategies the solver found, one per player: where it wins,
//! its run's final strategy, under which every cycle the opponent can close gains it at least one
//! round; where it draws, an edge that is tight for the opponent's run, under which no cycle loses
//! it a round; where it loses, any move. A play that comes back to a position is called by the
//! rounds won along the cycle, as the theory calls an endless repetition: repeated forever, a
//! cycle that gains the lead of one player brings it to 10^100 (that player wins), one that gains
//! nothing keeps it bounded (a draw). A lead of 10^100 cannot come in a session otherwise: a play
//! lasts at most one move more than there are positions (about 2·10^4). Under the engine's
//! strategy every cycle of the play is a cycle of its strategy's graph, so the call is never worse
//! for it than the value.

use super::board::Board;
use super::improvement::{self, Signs};
use super::report::Outcome;
use super::rounds::RoundTable;
use super::states::{Side, States};
use super::PebbleGame;
use crate::digraph::Digraph;
use crate::draw::Picture;
use crate::engine;
use crate::game::play::Choice;
use crate::game::solved_play::{End, Move, SolvedPlayable, SolvedRules};
use crate::game::text_picture;
use crate::game::{Refusal, Verdict};

/// A position of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Position {
    /// Alice is to put her pebble on a vertex of `0..x`.
    AlicePlaces,
    /// Alice's pebble is on the vertex; Bob is to put his on one of `x..n`.
    BobPlaces(usize),
    /// Alice's pebble on `alice`, Bob's on `bob`, one of them to move.
    Turn {
        /// Alice's vertex.
        alice: usize,
        /// Bob's vertex.
        bob: usize,
        /// Whether Alice is to move.
        alice_to_move: bool,
    },
}

/// The rules of one board, solved.
pub struct PebbleRules {
    graph: Digraph,
    x: usize,
    table: RoundTable,
    states: States,
    signs: Signs,
}

impl PebbleRules {
    /// The rules of `board`, solved by strategy improvement.
    pub(crate) fn new(board: &Board) -> Self {
        let table = RoundTable::new(&board.graph);
        let states = States::new(&board.graph, &table);
        let signs = improvement::signs(&states.arena);
        PebbleRules {
            graph: board.graph.clone(),
            x: board.x,
            table,
            states,
            signs,
        }
    }

    fn n(&self) -> usize {
        self.graph.vertices()
    }

    fn id(&self, alice: usize, bob: usize, alice_to_move: bool) -> usize {
        let side = if alice_to_move {
            Side::Alice
        } else {
            Side::Bob
        };
        self.states.id(alice, bob, side)
    }

    /// Who wins `position` with best play.
    pub(crate) fn outcome(&self, position: Position) -> Outcome {
        match position {
            Position::Turn {
                alice,
                bob,
                alice_to_move,
            } => self.signs.outcomes[self.id(alice, bob, alice_to_move)],
            // Bob places his pebble for his best outcome; Alice hers.
            Position::BobPlaces(a) => best(
                (self.x..self.n()).map(|b| self.outcome(turn(a, b, true))),
                [Outcome::Bob, Outcome::Draw, Outcome::Alice],
            ),
            Position::AlicePlaces => best(
                (0..self.x).map(|a| self.outcome(Position::BobPlaces(a))),
                [Outcome::Alice, Outcome::Draw, Outcome::Bob],
            ),
        }
    }

    /// The round the pebbles win at `position`: `+1` Alice's, `-1` Bob's, 0 tied.
    fn round(&self, position: Position) -> i64 {
        match position {
            Position::Turn { alice, bob, .. } => i64::from(self.table.result(alice, bob)),
            _ => 0,
        }
    }

    /// The distinct vertices `pebble` may go to with the other pebble on `other`.
    fn destinations(&self, pebble: usize, other: usize) -> Vec<usize> {
        let mut to: Vec<usize> = self
            .graph
            .successors(pebble)
            .iter()
            .map(|&w| w as usize)
            .filter(|&w| w != other)
            .collect();
        to.sort_unstable();
        to.dedup();
        to
    }
}

fn turn(alice: usize, bob: usize, alice_to_move: bool) -> Position {
    Position::Turn {
        alice,
        bob,
        alice_to_move,
    }
}

/// The first of `ranking` (the chooser's preference, best first) among `outcomes`.
fn best(outcomes: impl Iterator<Item = Outcome>, ranking: [Outcome; 3]) -> Outcome {
    let found: Vec<Outcome> = outcomes.collect();
    ranking
        .into_iter()
        .find(|outcome| found.contains(outcome))
        .expect("a placement to choose")
}

/// The side to move at `position` as the engine counts sides (Alice moves first).
fn mover(position: Position) -> engine::Player {
    match position {
        Position::AlicePlaces
        | Position::Turn {
            alice_to_move: true,
            ..
        } => engine::Player::Max,
        _ => engine::Player::Min,
    }
}

fn winner_of(outcome: Outcome) -> Option<engine::Player> {
    match outcome {
        Outcome::Alice => Some(engine::Player::Max),
        Outcome::Bob => Some(engine::Player::Min),
        Outcome::Draw => None,
    }
}

impl SolvedRules for PebbleRules {
    type State = Position;

    fn to_move(&self, position: Position) -> engine::Player {
        mover(position)
    }

    fn moves(&self, position: Position, moves: &mut Vec<Move<Position>>) {
        match position {
            Position::AlicePlaces => {
                moves.extend((0..self.x).map(|a| (a.to_string(), Position::BobPlaces(a))))
            }
            Position::BobPlaces(a) => {
                moves.extend((self.x..self.n()).map(|b| (b.to_string(), turn(a, b, true))))
            }
            Position::Turn {
                alice,
                bob,
                alice_to_move: true,
            } => moves.extend(
                self.destinations(alice, bob)
                    .into_iter()
                    .map(|to| (to.to_string(), turn(to, bob, false))),
            ),
            Position::Turn { alice, bob, .. } => moves.extend(
                self.destinations(bob, alice)
                    .into_iter()
                    .map(|to| (to.to_string(), turn(alice, to, true))),
            ),
        }
    }

    /// The graph's arcs, the pebbles' vertices marked ([`text_picture::digraph`]).
    fn drawing(&self, position: Position) -> Option<String> {
        let (alice, bob) = match position {
            Position::AlicePlaces => (None, None),
            Position::BobPlaces(alice) => (Some(alice), None),
            Position::Turn { alice, bob, .. } => (Some(alice), Some(bob)),
        };
        text_picture::digraph(&self.graph, 0, &|vertex| {
            let pebbles = match (alice == Some(vertex), bob == Some(vertex)) {
                (true, true) => " (Alice, Bob)",
                (true, false) => " (Alice)",
                (false, true) => " (Bob)",
                (false, false) => "",
            };
            format!("{vertex}{pebbles}")
        })
    }

    fn describe(&self, position: Position) -> String {
        match position {
            Position::AlicePlaces => format!(
                "no pebble placed yet; Alice to put hers on a vertex of 0 to {}",
                self.x - 1
            ),
            Position::BobPlaces(a) => format!(
                "Alice's pebble on {a}; Bob to put his on a vertex of {} to {}",
                self.x,
                self.n() - 1
            ),
            Position::Turn {
                alice,
                bob,
                alice_to_move,
            } => {
                let round = match self.round(position) {
                    1 => "Alice's",
                    -1 => "Bob's",
                    _ => "tied",
                };
                let who = if alice_to_move { "Alice" } else { "Bob" };
                format!("Alice's pebble on {alice}, Bob's on {bob} (a round here is {round}), {who} to move")
            }
        }
    }

    fn verdict(&self, position: Position) -> Verdict {
        match (self.outcome(position), mover(position)) {
            (Outcome::Draw, _) => Verdict::Draw,
            (Outcome::Alice, engine::Player::Max) | (Outcome::Bob, engine::Player::Min) => {
                Verdict::First
            }
            _ => Verdict::Second,
        }
    }

    fn end(&self, position: Position) -> End {
        let (stuck, pebble, winner) = match position {
            Position::Turn {
                alice,
                alice_to_move: true,
                ..
            } => ("Alice", alice, engine::Player::Min),
            Position::Turn { bob, .. } => ("Bob", bob, engine::Player::Max),
            _ => unreachable!("a placement always has a vertex"),
        };
        End {
            winner: Some(winner),
            score: None,
            words: format!(
                "{stuck} has no legal move (every edge out of {pebble} is missing or blocked by \
                 the other pebble) and loses"
            ),
        }
    }

    fn repeated(&self, history: &[Position], first: usize) -> End {
        let gain: i64 = history[first + 1..]
            .iter()
            .map(|&position| self.round(position))
            .sum();
        let moves = history.len() - 1 - first;
        let (outcome, words) = match gain.signum() {
            1 => (
                Outcome::Alice,
                format!(
                    "Alice's lead grows by {gain} rounds in it: repeated, it reaches 10^100 and \
                     Alice wins"
                ),
            ),
            -1 => (
                Outcome::Bob,
                format!(
                    "Bob's lead grows by {} rounds in it: repeated, it reaches 10^100 and Bob \
                     wins",
                    -gain
                ),
            ),
            _ => (
                Outcome::Draw,
                "it wins as many rounds for Alice as for Bob: repeated forever, neither lead \
                 reaches 10^100, a draw"
                    .to_string(),
            ),
        };
        End {
            winner: winner_of(outcome),
            score: None,
            words: format!(
                "the position comes back after a cycle of {moves} moves; {words} (the session \
                 calls a repeated position by its cycle)"
            ),
        }
    }

    fn engine_moves(&self, position: Position, moves: &[Move<Position>]) -> (Vec<usize>, Choice) {
        let outcome = self.outcome(position);
        let side = mover(position);
        let choice = match (outcome, side) {
            (Outcome::Draw, _) => Choice::HoldDraw,
            (Outcome::Alice, engine::Player::Max) | (Outcome::Bob, engine::Player::Min) => {
                Choice::ForceWin
            }
            _ => return ((0..moves.len()).collect(), Choice::AnyLoss),
        };
        let allowed = match position {
            Position::Turn {
                alice,
                bob,
                alice_to_move,
            } => {
                let id = self.id(alice, bob, alice_to_move);
                let strategy = if alice_to_move {
                    &self.signs.alice_strategy
                } else {
                    &self.signs.bob_strategy
                };
                let edge = strategy[id].expect("a strategy where the player does not lose");
                let head = self.states.arena.head(edge);
                (0..moves.len())
                    .filter(|&i| match moves[i].1 {
                        Position::Turn {
                            alice,
                            bob,
                            alice_to_move,
                        } => self.id(alice, bob, alice_to_move) == head,
                        _ => false,
                    })
                    .collect()
            }
            // A placement: any of the best outcome.
            _ => (0..moves.len())
                .filter(|&i| self.outcome(moves[i].1) == outcome)
                .collect(),
        };
        (allowed, choice)
    }

    fn picture(
        &self,
        position: Position,
        moves: &[Move<Position>],
    ) -> Option<Result<Picture, Refusal>> {
        let (pebbles, placing, mover) = match position {
            Position::AlicePlaces => ((None, None), true, None),
            Position::BobPlaces(a) => ((Some(a), None), true, None),
            Position::Turn {
                alice,
                bob,
                alice_to_move,
            } => (
                (Some(alice), Some(bob)),
                false,
                Some(if alice_to_move { alice } else { bob }),
            ),
        };
        let labels: Vec<String> = moves.iter().map(|(label, _)| label.clone()).collect();
        Some(super::draw::pebbles_in_play(
            &self.describe(position),
            (&self.graph, self.x),
            pebbles,
            placing,
            mover,
            &labels,
        ))
    }

    fn no_value(&self) -> &'static str {
        "pebble-game may go on forever and is won by a lead of rounds, so a position has an \
         outcome (Alice, Bob or a draw), not a nim-value"
    }
}

impl SolvedPlayable for PebbleGame {
    type Rules = PebbleRules;

    fn rules(_: &(), board: &Board) -> Result<(PebbleRules, Position), Refusal> {
        Ok((PebbleRules::new(board), Position::AlicePlaces))
    }
}

#[cfg(test)]
#[path = "play_tests.rs"]
mod tests;
