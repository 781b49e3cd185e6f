//! graph-draw-game played move by move (`grundy play graph-draw-game`), on the contract of
//! [`crate::game::solved_play`]: the positions are the states (vertex, player to move), solved
//! once by the two attractors ([`super::attractors`]).
//!
//! The token starts on vertex 1 (or the vertex chosen with `--start`) and the side that moves
//! first is Gennady (the contest's first line); a move is typed as the vertex the token goes to.
//! A person playing Georgiy first from `v` starts from a vertex with an arc into `v` instead.
//!
//! The engine realises the value, not merely keeps it. As Georgiy, from a state in an attractor
//! it moves to a state that entered that attractor one round earlier (attractor 2 where he wins,
//! attractor 1 where he loses but prefers the end to endless play): the round falls with every
//! move, whatever Gennady does, so the play ends within that many moves. As Gennady it stays in
//! the states of its value (safety: a move to a successor of the same value always exists), and
//! where it loses it moves to the state of the latest round (the longest delay). A play that comes
//! back to a state (same vertex, same player to move) is called endless play: from there either
//! player may repeat the same moves forever. Under the engine's strategy as Georgiy no state of an
//! attractor comes back (the rounds fall), so the engine never lets endless play happen where it
//! could force the end; as Gennady a repetition is his best outcome anyway.

#[cfg(test)]
use super::attractors::OUTSIDE;
use super::attractors::{state, Attractors, Side, Value};
use super::{GraphDrawGame, Test};
use crate::digraph::Digraph;
use crate::draw::Picture;
use crate::engine;
use crate::game::play::Choice;
use crate::game::solved_play::{End, Move, SolvedPlayable, SolvedRules};
use crate::game::text_picture;
use crate::game::{Refusal, Verdict};

/// A state: the token's vertex (from 0) and who moves.
pub(crate) type State = (u32, Side);

/// The rules of one graph, solved.
pub struct DrawRules {
    graph: Digraph,
    attractors: Attractors,
}

impl DrawRules {
    /// The rules of `graph`, solved by the two attractors.
    pub(crate) fn new(graph: &Digraph) -> Self {
        DrawRules {
            attractors: Attractors::new(graph, &graph.reversed()),
            graph: graph.clone(),
        }
    }

    /// The value of a state on the scale `B < A < D`.
    pub(crate) fn value(&self, (v, side): State) -> Value {
        self.attractors.value(v as usize, side)
    }

    /// The distinct vertices the token may go to from `v`, in increasing order.
    fn successors(&self, v: u32) -> Vec<u32> {
        let mut successors = self.graph.successors(v as usize).to_vec();
        successors.sort_unstable();
        successors.dedup();
        successors
    }

    /// The round in which `state` entered attractor 1 (any dead end), or 2 (a dead end with
    /// Gennady to move).
    fn round(&self, (v, side): State, alice_stuck: bool) -> u32 {
        let rounds = if alice_stuck {
            &self.attractors.alice_stuck
        } else {
            &self.attractors.any_end
        };
        rounds[state(v as usize, side)]
    }
}

fn other(side: Side) -> Side {
    match side {
        Side::Alice => Side::Bob,
        Side::Bob => Side::Alice,
    }
}

fn name(side: Side) -> &'static str {
    match side {
        Side::Alice => "Gennady",
        Side::Bob => "Georgiy",
    }
}

fn player(side: Side) -> engine::Player {
    match side {
        Side::Alice => engine::Player::Max,
        Side::Bob => engine::Player::Min,
    }
}

impl SolvedRules for DrawRules {
    type State = State;

    fn to_move(&self, (_, side): State) -> engine::Player {
        player(side)
    }

    fn moves(&self, (v, side): State, moves: &mut Vec<Move<State>>) {
        moves.extend(
            self.successors(v)
                .into_iter()
                .map(|w| ((w + 1).to_string(), (w, other(side)))),
        );
    }

    /// The graph's arcs, the token's vertex marked ([`text_picture::digraph`]).
    fn drawing(&self, (v, _): State) -> Option<String> {
        text_picture::digraph(&self.graph, 1, &|vertex| {
            let token = if vertex == v as usize { " (token)" } else { "" };
            format!("{}{token}", vertex + 1)
        })
    }

    fn describe(&self, (v, side): State) -> String {
        format!("token on vertex {}, {} to move", v + 1, name(side))
    }

    fn verdict(&self, state: State) -> Verdict {
        match (self.value(state), state.1) {
            (Value::D, _) => Verdict::Draw,
            (Value::A, Side::Alice) | (Value::B, Side::Bob) => Verdict::First,
            _ => Verdict::Second,
        }
    }

    fn end(&self, (v, side): State) -> End {
        End {
            winner: Some(player(other(side))),
            score: None,
            words: format!(
                "{} is stuck on vertex {} (no arc leaves it)",
                name(side),
                v + 1
            ),
        }
    }

    fn repeated(&self, history: &[State], first: usize) -> End {
        let (v, side) = history[first];
        let moves = history.len() - 1 - first;
        End {
            winner: None,
            score: None,
            words: format!(
                "the position (token on vertex {}, {} to move) comes back after {moves} moves: \
                 endless play, which Gennady likes best and Georgiy least",
                v + 1,
                name(side)
            ),
        }
    }

    fn engine_moves(&self, state: State, moves: &[Move<State>]) -> (Vec<usize>, Choice) {
        let value = self.value(state);
        let indices = |keep: &dyn Fn(State) -> bool| -> Vec<usize> {
            (0..moves.len()).filter(|&i| keep(moves[i].1)).collect()
        };
        // Among the moves that keep the value, those of the round `pick` chooses.
        let by_round = |alice_stuck: bool, latest: bool| -> Vec<usize> {
            let kept: Vec<usize> = indices(&|next| self.value(next) == value);
            let rounds = kept.iter().map(|&i| self.round(moves[i].1, alice_stuck));
            let target = if latest { rounds.max() } else { rounds.min() };
            kept.into_iter()
                .filter(|&i| Some(self.round(moves[i].1, alice_stuck)) == target)
                .collect()
        };
        match (state.1, value) {
            (_, Value::D) => (
                indices(&|next| self.value(next) == Value::D),
                Choice::HoldDraw,
            ),
            (Side::Alice, Value::A) => (
                indices(&|next| self.value(next) == Value::A),
                Choice::KeepWin,
            ),
            (Side::Alice, Value::B) => (by_round(true, true), Choice::LongestLoss),
            (Side::Bob, Value::B) => (by_round(true, false), Choice::QuickestWin),
            (Side::Bob, Value::A) => (by_round(false, false), Choice::ForceEnd),
        }
    }

    fn picture(&self, state: State, moves: &[Move<State>]) -> Option<Result<Picture, Refusal>> {
        let labels: Vec<String> = moves.iter().map(|(label, _)| label.clone()).collect();
        Some(super::draw::token_in_play(
            &self.describe(state),
            &self.graph,
            state.0 as usize,
            &labels,
        ))
    }

    fn no_value(&self) -> &'static str {
        "graph-draw-game may go on forever and its players rank endless play differently (Gennady \
         best, Georgiy worst), so a position has an outcome (W, L or D), not a nim-value"
    }
}

/// Asserts the rounds fall along the engine's moves as Georgiy (for the tests).
#[cfg(test)]
pub(crate) fn falls(rules: &DrawRules, from: State, to: State) -> bool {
    let alice_stuck = rules.value(from) == Value::B;
    let (before, after) = (rules.round(from, alice_stuck), rules.round(to, alice_stuck));
    before != OUTSIDE && after < before
}

impl SolvedPlayable for GraphDrawGame {
    type Rules = DrawRules;

    fn rules(_: &(), test: &Test) -> Result<(DrawRules, State), Refusal> {
        Ok((DrawRules::new(&test.graph()), (0, Side::Alice)))
    }

    fn rules_from(_: &(), test: &Test, start: u64) -> Option<Result<(DrawRules, State), Refusal>> {
        let n = test.vertices as u64;
        Some(if (1..=n).contains(&start) {
            Ok((
                DrawRules::new(&test.graph()),
                ((start - 1) as u32, Side::Alice),
            ))
        } else {
            Err(format!(
                "there is no vertex {start} to start from: the vertices are 1 to {n}"
            ))
        })
    }
}

#[cfg(test)]
#[path = "play_tests.rs"]
mod tests;
