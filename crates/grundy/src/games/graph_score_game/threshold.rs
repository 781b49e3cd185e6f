//! One threshold game solved whole: which states are won for Alice, lost for her, or undecided
//! (play that never ends, which the horizon ends in Bob's favour). The reports use it for the
//! value just above the answer; the lecture's method, a binary search over the values with one
//! threshold game per step, uses it too (the tests' third method, and the fast pass's fallback).
//!
//! For a number `d`, a vertex is good when its number is at least `d`. An Alice state on a good
//! vertex is won (she declares) and a Bob state on a bad vertex is lost (he declares). The others
//! must move: an Alice state on a bad vertex is won if one move reaches a won Bob state and lost
//! if every move (possibly none) reaches a lost one; a Bob state on a good vertex is lost if one
//! move reaches a lost Alice state and won if every move (possibly none) reaches a won one.
//! Retrograde analysis from the decided states, with a counter of undecided moves per state.

use super::digraph::{Reversed, ScoreGraph};

/// The status of a state in a threshold game, for Alice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Alice forces a final number at least the threshold.
    Won,
    /// Bob forces a final number below it.
    Lost,
    /// Neither forces the game to end: play goes on until the horizon, which ends it after a Bob
    /// move on a vertex below the threshold (so Bob gets his way).
    Undecided,
}

/// A threshold game solved: the status of every Alice state and every Bob state.
#[derive(Debug, Clone)]
pub struct Solved {
    /// (v, Alice to move) for every vertex `v`.
    pub alice: Vec<Status>,
    /// (v, Bob to move) for every vertex `v`.
    pub bob: Vec<Status>,
}

impl Solved {
    /// How many of the `2N` states are undecided.
    pub fn undecided(&self) -> usize {
        self.alice
            .iter()
            .chain(&self.bob)
            .filter(|&&status| status == Status::Undecided)
            .count()
    }
}

/// Solves the threshold game of `threshold` on `graph`.
pub fn solve(graph: &ScoreGraph, reversed: &Reversed, threshold: u64) -> Solved {
    let n = graph.vertices();
    let good = |vertex: u32| graph.values[vertex as usize] >= threshold;
    let mut alice = vec![Status::Undecided; n];
    let mut bob = vec![Status::Undecided; n];
    // Moves not yet known to go the way the state's player does not want.
    let mut open = reversed.out_degree.clone();
    let mut open_bob = reversed.out_degree.clone();
    // Decided states whose arcs are not yet followed back: (vertex, Alice to move?).
    let mut stack: Vec<(u32, bool)> = Vec::new();
    for vertex in 0..n as u32 {
        let v = vertex as usize;
        let degree = reversed.out_degree[v];
        alice[v] = match (good(vertex), degree) {
            (true, _) => Status::Won,
            (false, 0) => Status::Lost,
            _ => Status::Undecided,
        };
        bob[v] = match (good(vertex), degree) {
            (false, _) => Status::Lost,
            (true, 0) => Status::Won,
            _ => Status::Undecided,
        };
        if alice[v] != Status::Undecided {
            stack.push((vertex, true));
        }
        if bob[v] != Status::Undecided {
            stack.push((vertex, false));
        }
    }
    while let Some((vertex, alice_to_move)) = stack.pop() {
        if alice_to_move {
            // Bob states with an arc into (vertex, Alice).
            let status = alice[vertex as usize];
            for &tail in reversed.tails(vertex) {
                let t = tail as usize;
                if bob[t] != Status::Undecided {
                    continue;
                }
                if status == Status::Lost {
                    bob[t] = Status::Lost;
                    stack.push((tail, false));
                } else {
                    open_bob[t] -= 1;
                    if open_bob[t] == 0 {
                        bob[t] = Status::Won;
                        stack.push((tail, false));
                    }
                }
            }
        } else {
            // Alice states with an arc into (vertex, Bob).
            let status = bob[vertex as usize];
            for &tail in reversed.tails(vertex) {
                let t = tail as usize;
                if alice[t] != Status::Undecided {
                    continue;
                }
                if status == Status::Won {
                    alice[t] = Status::Won;
                    stack.push((tail, true));
                } else {
                    open[t] -= 1;
                    if open[t] == 0 {
                        alice[t] = Status::Lost;
                        stack.push((tail, true));
                    }
                }
            }
        }
    }
    Solved { alice, bob }
}

/// The lecture's method: a binary search over the sorted distinct values for the largest whose
/// threshold game (vertex 1, Alice to move) wins, one threshold game per step. The tests use it
/// as a third method; the fast pass falls back on it for a graph whose out-degrees its records
/// cannot count.
pub fn binary_search(graph: &ScoreGraph, reversed: &Reversed) -> u64 {
    let mut values = graph.values.clone();
    values.sort_unstable();
    values.dedup();
    // The smallest value always wins (every vertex is good); find the last that does.
    let (mut low, mut high) = (0, values.len());
    while high - low > 1 {
        let middle = (low + high) / 2;
        if solve(graph, reversed, values[middle]).alice[0] == Status::Won {
            low = middle;
        } else {
            high = middle;
        }
    }
    values[low]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_three_by_threshold() {
        // 5 vertices: 3 5 8 2 9; from 3 Bob returns to 1, from 5 to 2.
        let graph = ScoreGraph {
            values: vec![3, 5, 8, 2, 9],
            arcs: vec![(2, 0), (1, 3), (3, 2), (1, 4), (1, 2), (0, 4), (4, 1)],
        };
        let reversed = Reversed::new(5, &graph.arcs);
        assert_eq!(solve(&graph, &reversed, 5).alice[0], Status::Won);
        // At 8, Alice at 1 can only move to 5 (worth 9), where Bob returns to 2; from 2 Alice
        // may move to 4 (Bob declares), 5 or 3 (worth 8), from which Bob returns to 2 or 1:
        // endless play.
        let at_eight = solve(&graph, &reversed, 8);
        assert_eq!(at_eight.alice[0], Status::Undecided);
        assert!(at_eight.undecided() > 0);
        assert_eq!(binary_search(&graph, &reversed), 5);
    }

    #[test]
    fn a_dead_end_decides() {
        // 1 -> 2 with 2 a dead end worth less: Alice at 1 (bad at threshold 9) must move to 2,
        // where Bob declares.
        let graph = ScoreGraph {
            values: vec![1, 9, 0],
            arcs: vec![(0, 2)],
        };
        let reversed = Reversed::new(3, &graph.arcs);
        let solved = solve(&graph, &reversed, 9);
        assert_eq!(solved.alice[0], Status::Lost);
        assert_eq!(solved.undecided(), 0);
        assert_eq!(binary_search(&graph, &reversed), 1);
    }
}
