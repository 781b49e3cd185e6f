//! graph-score-game played move by move (`grundy play graph-score-game`), on the contract of
//! [`crate::game::solved_play`]: the positions are (vertex, player to move) and the ends declared
//! on a vertex; every position's value (the score with best play) comes from one backward pass
//! over every threshold game at once, from the largest number down, run to the end (the contest's
//! pass, [`super::fast`], stops once vertex 1 is decided; a session needs every position).
//!
//! The pass records the order in which the states join the won sets, and that order is what the
//! engine plays by. As Alice, from a state of value `d`: she declares if her vertex's number is
//! `d`, else she moves to a Bob state of value at least `d` that joined before hers (one exists:
//! that is how hers joined); every Bob move from there goes to an Alice state that joined earlier
//! still (a Bob state joins after all its moves), so the order falls with every move and she
//! declares within as many moves as there are states. As Bob, from a state of value `d`: he
//! declares if his vertex's number is `d`, else he moves to an Alice state of value at most `d`
//! (one exists, or his state would have joined the next larger threshold's set); then every
//! Alice state the play reaches after his moves has a number at most `d`.
//!
//! Scores against par. The verdict of a position compares its value with par, the value of the
//! start: `first` when the player to move ends above par for them with best play from here,
//! `second` when below, `draw` at par; the winner at the end likewise (none at par).
//!
//! The horizon (the game ends by itself right after Bob's 10^9-th move) cannot be reached in a
//! session. A play that comes back to a position is called as if both players repeated the cycle
//! until the horizon: the score is the number under the piece after Bob's 10^9-th move, read off
//! the cycle. Under the engine's strategy as Bob every such position has a number at most his
//! value; as Alice the order falls, so no position comes back.

use super::digraph::{Reversed, ScoreGraph};
use super::GraphScoreGame;
use crate::digraph::Digraph;
use crate::draw::Picture;
use crate::engine;
use crate::game::play::{Choice, Score};
use crate::game::solved_play::{End, Move, SolvedPlayable, SolvedRules};
use crate::game::text_picture;
use crate::game::{Refusal, Verdict};

/// The rounds (an Alice move, then a Bob move) after which the game ends by itself.
const HORIZON_ROUNDS: u64 = super::brute::HORIZON_ROUNDS;

/// A position: the piece's vertex (from 0) and who moves, or the end declared on a vertex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Position {
    /// The piece on a vertex, Alice to move.
    Alice(u32),
    /// The piece on a vertex, Bob to move.
    Bob(u32),
    /// Alice declared the end on a vertex.
    AliceDeclared(u32),
    /// Bob declared the end on a vertex.
    BobDeclared(u32),
}

/// Every state's value and the order it joined the won sets: state `2v` is (v, Alice to move),
/// `2v + 1` is (v, Bob to move).
pub(crate) struct Values {
    /// The score with best play.
    pub(crate) value: Vec<u64>,
    /// When the state joined the won set of its value, counting from 0.
    pub(crate) joined: Vec<u32>,
}

/// Every state's value: the backward pass of the threshold games from the largest number down
/// (the docs page explains it), not stopped at vertex 1; no recursion, `O(N + M)` after sorting.
pub(crate) fn values(graph: &ScoreGraph, reversed: &Reversed) -> Values {
    let n = graph.vertices();
    const OUT: u32 = u32::MAX;
    let mut value = vec![0u64; 2 * n];
    let mut joined = vec![OUT; 2 * n];
    let mut open = reversed.out_degree.clone();
    let mut good = vec![false; n];
    let mut by_number: Vec<u32> = (0..n as u32).collect();
    by_number.sort_unstable_by_key(|&v| std::cmp::Reverse(graph.values[v as usize]));
    let mut stack: Vec<u32> = Vec::new();
    let mut count = 0u32;
    let mut next = 0;
    while next < n {
        let threshold = graph.values[by_number[next] as usize];
        let mut join = |state: usize, stack: &mut Vec<u32>| {
            if joined[state] == OUT {
                joined[state] = count;
                value[state] = threshold;
                count += 1;
                stack.push(state as u32);
            }
        };
        while next < n && graph.values[by_number[next] as usize] == threshold {
            let v = by_number[next] as usize;
            next += 1;
            good[v] = true;
            join(2 * v, &mut stack);
            if open[v] == 0 {
                join(2 * v + 1, &mut stack);
            }
        }
        while let Some(state) = stack.pop() {
            let w = state / 2;
            for &tail in reversed.tails(w) {
                let t = tail as usize;
                if state % 2 == 0 {
                    // An Alice state joined: one fewer open move for the Bob state at the tail.
                    open[t] -= 1;
                    if open[t] == 0 && good[t] {
                        join(2 * t + 1, &mut stack);
                    }
                } else {
                    // A Bob state joined: the Alice state at the tail may move there.
                    join(2 * t, &mut stack);
                }
            }
        }
    }
    Values { value, joined }
}

/// The rules of one graph, solved.
pub struct ScoreRules {
    numbers: Vec<u64>,
    graph: Digraph,
    values: Values,
    par: u64,
}

impl ScoreRules {
    /// The rules of `graph`, solved.
    pub(crate) fn new(graph: &ScoreGraph) -> Self {
        let values = values(graph, &Reversed::new(graph.vertices(), &graph.arcs));
        ScoreRules {
            numbers: graph.values.clone(),
            graph: Digraph::from_arcs(graph.vertices(), &graph.arcs),
            par: values.value[0],
            values,
        }
    }

    /// The score with best play from `position`.
    pub(crate) fn value(&self, position: Position) -> u64 {
        match position {
            Position::Alice(v) => self.values.value[2 * v as usize],
            Position::Bob(v) => self.values.value[2 * v as usize + 1],
            Position::AliceDeclared(v) | Position::BobDeclared(v) => self.numbers[v as usize],
        }
    }

    fn joined(&self, position: Position) -> u32 {
        match position {
            Position::Alice(v) => self.values.joined[2 * v as usize],
            Position::Bob(v) => self.values.joined[2 * v as usize + 1],
            _ => 0,
        }
    }

    /// The side ahead of par with a final score `score`, if any.
    fn ahead(&self, score: u64) -> Option<engine::Player> {
        match score.cmp(&self.par) {
            std::cmp::Ordering::Greater => Some(engine::Player::Max),
            std::cmp::Ordering::Less => Some(engine::Player::Min),
            std::cmp::Ordering::Equal => None,
        }
    }
}

impl SolvedRules for ScoreRules {
    type State = Position;

    fn to_move(&self, position: Position) -> engine::Player {
        match position {
            Position::Alice(_) | Position::BobDeclared(_) => engine::Player::Max,
            Position::Bob(_) | Position::AliceDeclared(_) => engine::Player::Min,
        }
    }

    fn moves(&self, position: Position, moves: &mut Vec<Move<Position>>) {
        let (v, declared, next): (u32, Position, fn(u32) -> Position) = match position {
            Position::Alice(v) => (v, Position::AliceDeclared(v), Position::Bob),
            Position::Bob(v) => (v, Position::BobDeclared(v), Position::Alice),
            _ => return,
        };
        moves.push(("declare".to_string(), declared));
        let mut successors = self.graph.successors(v as usize).to_vec();
        successors.sort_unstable();
        successors.dedup();
        moves.extend(
            successors
                .into_iter()
                .map(|w| ((w + 1).to_string(), next(w))),
        );
    }

    /// The graph's arcs, each vertex with its number and the piece's vertex marked
    /// ([`text_picture::digraph`]).
    fn drawing(&self, position: Position) -> Option<String> {
        let (Position::Alice(piece)
        | Position::Bob(piece)
        | Position::AliceDeclared(piece)
        | Position::BobDeclared(piece)) = position;
        text_picture::digraph(&self.graph, 1, &|vertex| {
            let here = if vertex == piece as usize {
                ", piece"
            } else {
                ""
            };
            format!("{} (number {}{here})", vertex + 1, self.numbers[vertex])
        })
    }

    fn describe(&self, position: Position) -> String {
        match position {
            Position::Alice(v) | Position::Bob(v) => {
                let who = if matches!(position, Position::Alice(_)) {
                    "Alice (wants it large)"
                } else {
                    "Bob (wants it small)"
                };
                format!(
                    "piece on vertex {} (number {}), {who} to move",
                    v + 1,
                    self.numbers[v as usize]
                )
            }
            Position::AliceDeclared(v) | Position::BobDeclared(v) => format!(
                "the end declared on vertex {} (number {})",
                v + 1,
                self.numbers[v as usize]
            ),
        }
    }

    fn verdict(&self, position: Position) -> Verdict {
        match (self.ahead(self.value(position)), self.to_move(position)) {
            (None, _) => Verdict::Draw,
            (Some(side), mover) if side == mover => Verdict::First,
            _ => Verdict::Second,
        }
    }

    fn score(&self, position: Position) -> Option<Score> {
        Some(Score {
            value: self.value(position),
            par: self.par,
        })
    }

    fn end(&self, position: Position) -> End {
        let (who, v) = match position {
            Position::AliceDeclared(v) => ("Alice", v),
            Position::BobDeclared(v) => ("Bob", v),
            _ => unreachable!("a player can always declare"),
        };
        let score = self.numbers[v as usize];
        End {
            winner: self.ahead(score),
            score: Some(score),
            words: format!(
                "{who} declares the end on vertex {}: the score is {score} (par {})",
                v + 1,
                self.par
            ),
        }
    }

    fn repeated(&self, history: &[Position], first: usize) -> End {
        // The play from the first visit on repeats `cycle` moves; the horizon comes after
        // 2 * 10^9 moves from the start, when the position has Alice to move again.
        let cycle = (history.len() - 1 - first) as u64;
        let horizon = 2 * HORIZON_ROUNDS;
        let last = history[first + ((horizon - first as u64) % cycle) as usize];
        let (Position::Alice(v) | Position::Bob(v)) = last else {
            unreachable!("a declared end has no move")
        };
        let score = self.numbers[v as usize];
        let back = history[first];
        let (Position::Alice(w) | Position::Bob(w)) = back else {
            unreachable!("a declared end has no move")
        };
        End {
            winner: self.ahead(score),
            score: Some(score),
            words: format!(
                "the piece comes back to vertex {} with the same player to move after {cycle} \
                 moves; repeated until the game ends by itself right after Bob's 10^9-th move, \
                 the play leaves the piece on vertex {}: the score is {score} (par {})",
                w + 1,
                v + 1,
                self.par
            ),
        }
    }

    fn engine_moves(&self, position: Position, moves: &[Move<Position>]) -> (Vec<usize>, Choice) {
        let value = self.value(position);
        let (v, alice) = match position {
            Position::Alice(v) => (v, true),
            Position::Bob(v) => (v, false),
            _ => return (Vec::new(), Choice::HoldScore),
        };
        if self.numbers[v as usize] == value {
            // Declaring realises the value at once (moves[0] is the declaration).
            return (vec![0], Choice::HoldScore);
        }
        let here = self.joined(position);
        let allowed = (1..moves.len())
            .filter(|&i| {
                let next = moves[i].1;
                if alice {
                    self.value(next) >= value && self.joined(next) < here
                } else {
                    self.value(next) <= value
                }
            })
            .collect();
        (allowed, Choice::HoldScore)
    }

    fn picture(
        &self,
        position: Position,
        moves: &[Move<Position>],
    ) -> Option<Result<Picture, Refusal>> {
        let (Position::Alice(v)
        | Position::Bob(v)
        | Position::AliceDeclared(v)
        | Position::BobDeclared(v)) = position;
        let labels: Vec<String> = moves.iter().map(|(label, _)| label.clone()).collect();
        Some(super::draw::piece_in_play(
            &self.describe(position),
            &self.numbers,
            &self.graph,
            v as usize,
            &labels,
        ))
    }

    fn no_value(&self) -> &'static str {
        "graph-score-game ends with a score, not a winner, so a position has a value with best \
         play (the score; see `show`), not a nim-value"
    }
}

impl SolvedPlayable for GraphScoreGame {
    type Rules = ScoreRules;

    fn rules(_: &(), graph: &ScoreGraph) -> Result<(ScoreRules, Position), Refusal> {
        Ok((ScoreRules::new(graph), Position::Alice(0)))
    }
}

#[cfg(test)]
#[path = "play_tests.rs"]
mod tests;
