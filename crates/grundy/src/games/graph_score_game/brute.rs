//! The oracle: finite-horizon minimax by value iteration over the explicit positions
//! (vertex, player to move), through the engine's [`horizon_values`], with none of the theory.
//!
//! `V_0` scores every position by its vertex's number (the game has just ended after Bob's last
//! move); each further move lets the player to move take the best, for him, of declaring (the
//! vertex's number) and the values of his moves one move later. The horizon is
//! `2 * 10^9` moves (10^9 rounds of an Alice move and a Bob move). The engine remembers every
//! round and reads the values at the horizon off the first repeat, so nothing is assumed about
//! how the values settle.

use crate::engine::{horizon_values, Choice, Player, ScoredGame};

use super::digraph::ScoreGraph;
use super::report::FirstAction;

/// The rounds (an Alice move, then a Bob move) after which the game ends by itself.
pub const HORIZON_ROUNDS: u64 = 1_000_000_000;
/// The most vertices the oracle takes: it keeps every round's values until they repeat.
pub const MAX_VERTICES: usize = 1000;

/// The game on one graph, as the engine sees it: Alice is [`Player::Max`], Bob [`Player::Min`].
struct Board<'g> {
    graph: &'g ScoreGraph,
    /// The heads of the arcs leaving vertex `v` are `heads[starts[v]..starts[v + 1]]`, in input
    /// order.
    starts: Vec<usize>,
    heads: Vec<u32>,
}

impl<'g> Board<'g> {
    fn new(graph: &'g ScoreGraph) -> Self {
        let n = graph.vertices();
        let mut starts = vec![0usize; n + 1];
        for &(from, _) in &graph.arcs {
            starts[from as usize + 1] += 1;
        }
        for vertex in 0..n {
            starts[vertex + 1] += starts[vertex];
        }
        let mut fill = starts.clone();
        let mut heads = vec![0u32; graph.arcs.len()];
        for &(from, to) in &graph.arcs {
            heads[fill[from as usize]] = to;
            fill[from as usize] += 1;
        }
        Board {
            graph,
            starts,
            heads,
        }
    }
}

impl ScoredGame for Board<'_> {
    type Position = (u32, Player);
    type Score = u64;

    fn to_move(&self, &(_, player): &(u32, Player)) -> Player {
        player
    }

    /// Carry the piece along an arc; the other player moves next.
    fn options(&self, &(vertex, player): &(u32, Player), options: &mut Vec<(u32, Player)>) {
        let vertex = vertex as usize;
        options.extend(
            self.heads[self.starts[vertex]..self.starts[vertex + 1]]
                .iter()
                .map(|&head| (head, player.other())),
        );
    }

    /// Declaring the end scores the piece's vertex.
    fn stop(&self, &(vertex, _): &(u32, Player)) -> Option<u64> {
        Some(self.graph.values[vertex as usize])
    }

    /// Never asked: declaring is always allowed.
    fn score(&self, &(vertex, _): &(u32, Player)) -> u64 {
        self.graph.values[vertex as usize]
    }
}

/// What the oracle found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The score with perfect play: `V` at the horizon of (vertex 1, Alice to move).
    pub answer: u64,
    /// Alice's first action: declare if that achieves the score, else the first arc out of
    /// vertex 1 (in input order) whose position achieves it one move later.
    pub first_action: FirstAction,
    /// The positions reachable from the start.
    pub positions: usize,
    /// The moves iterated before the values repeated.
    pub rounds: u64,
}

/// The score of `graph` when the game ends by itself after `rounds` rounds.
pub fn solve(graph: &ScoreGraph, rounds: u64) -> Outcome {
    let board = Board::new(graph);
    let start = (0u32, Player::Max);
    let values = &graph.values;
    let table = horizon_values(&board, &start, 2 * rounds, |&(vertex, _)| {
        values[vertex as usize]
    });
    let answer = *table.value(&start).expect("the start is reachable");
    let best = table.best_moves(&board, &start);
    let first_action = if best.contains(&Choice::Stop) {
        FirstAction::Declare
    } else {
        match best.first() {
            Some(Choice::Move((vertex, _))) => FirstAction::MoveTo(*vertex),
            // With no move left Alice can only let the horizon score vertex 1.
            _ => FirstAction::Declare,
        }
    };
    Outcome {
        answer,
        first_action,
        positions: table.positions(),
        rounds: table.rounds(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_samples_at_the_full_horizon() {
        let graph = ScoreGraph {
            values: vec![3, 5, 8, 2, 9],
            arcs: vec![(2, 0), (1, 3), (3, 2), (1, 4), (1, 2), (0, 4), (4, 1)],
        };
        let outcome = solve(&graph, HORIZON_ROUNDS);
        assert_eq!(outcome.answer, 5);
        assert_eq!(outcome.first_action, FirstAction::MoveTo(4));
        assert_eq!(outcome.positions, 10);
        let graph = ScoreGraph {
            values: vec![2, 7],
            arcs: vec![(0, 1), (1, 0)],
        };
        let outcome = solve(&graph, HORIZON_ROUNDS);
        assert_eq!(outcome.answer, 2);
        assert_eq!(outcome.first_action, FirstAction::Declare);
    }

    #[test]
    fn short_horizons_by_hand() {
        // 1 -> 2 -> 3 -> 4 with numbers 0 9 0 9, vertex 4 a dead end. Bob will not stop on 2:
        // he moves to 3, and with one round the game then ends there (0); with a second round
        // Alice moves on to 4, where Bob must declare.
        let graph = ScoreGraph {
            values: vec![0, 9, 0, 9],
            arcs: vec![(0, 1), (1, 2), (2, 3)],
        };
        assert_eq!(solve(&graph, 1).answer, 0);
        assert_eq!(solve(&graph, 2).answer, 9);
        let outcome = solve(&graph, HORIZON_ROUNDS);
        assert_eq!(outcome.answer, 9);
        assert_eq!(outcome.first_action, FirstAction::MoveTo(1));
    }
}
