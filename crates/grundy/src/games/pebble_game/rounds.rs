//! The round table of the fast solver: who wins the round scored with Alice's pebble on `a` and
//! Bob's on `b`, for every pair, from a breadth-first search of the undirected graph from every
//! vertex. O(n·(n + m') + n^3) time for `m'` distinct edges, O(n^2) memory.

use std::collections::VecDeque;

use crate::digraph::Digraph;

/// A distance that stands for "unreachable": larger than every real one (at most `n - 1 < 255`).
const UNREACHABLE: u8 = u8::MAX;

/// `r(a, b)` for every pair: +1 when Alice wins the round, -1 when Bob does, 0 for a tie.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RoundTable {
    n: usize,
    results: Vec<i8>,
}

impl RoundTable {
    /// The table of the board `graph` (edge directions are ignored for distances).
    pub(crate) fn new(graph: &Digraph) -> Self {
        let n = graph.vertices();
        let mut neighbours = vec![Vec::new(); n];
        for from in 0..n {
            for &to in graph.successors(from) {
                let to = to as usize;
                if to != from {
                    neighbours[from].push(to as u8);
                    neighbours[to].push(from as u8);
                }
            }
        }
        // `distance[s * n + v]`: the distance from `s` to `v`, by one search from every `s`.
        let mut distance = vec![UNREACHABLE; n * n];
        let mut queue = VecDeque::with_capacity(n);
        for source in 0..n {
            let row = &mut distance[source * n..(source + 1) * n];
            row[source] = 0;
            queue.push_back(source);
            while let Some(v) = queue.pop_front() {
                for &w in &neighbours[v] {
                    if row[w as usize] == UNREACHABLE {
                        row[w as usize] = row[v] + 1;
                        queue.push_back(w as usize);
                    }
                }
            }
        }
        let mut results = vec![0i8; n * n];
        for a in 0..n {
            let from_a = &distance[a * n..(a + 1) * n];
            for b in 0..n {
                if a == b {
                    continue;
                }
                let from_b = &distance[b * n..(b + 1) * n];
                let mut lead = 0i32;
                for (&da, &db) in from_a.iter().zip(from_b) {
                    lead += i32::from(da < db) - i32::from(db < da);
                }
                results[a * n + b] = lead.signum() as i8;
            }
        }
        RoundTable { n, results }
    }

    /// The round's result with Alice's pebble on `a` and Bob's on `b` (`a != b`).
    #[inline]
    pub(crate) fn result(&self, a: usize, b: usize) -> i8 {
        self.results[a * self.n + b]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_cycle_ties_every_round() {
        let cycle = Digraph::from_arcs(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
        let table = RoundTable::new(&cycle);
        for a in 0..4 {
            for b in 0..4 {
                if a != b {
                    assert_eq!(table.result(a, b), 0, "{a} {b}");
                }
            }
        }
    }

    #[test]
    fn the_middle_of_a_path_wins_and_unreachable_vertices_count_for_one_side() {
        // 0 - 1 - 2 - 3 - 4 (one direction each, which distances ignore).
        let path = Digraph::from_arcs(5, &[(0, 1), (2, 1), (2, 3), (3, 4)]);
        let table = RoundTable::new(&path);
        assert_eq!(table.result(2, 0), 1);
        assert_eq!(table.result(0, 2), -1);
        assert_eq!(table.result(1, 3), 0);
        assert_eq!(table.result(1, 4), 1);
        // Two components: {0, 1} and {2}: the pebble with the larger component wins.
        let split = Digraph::from_arcs(3, &[(0, 1)]);
        let table = RoundTable::new(&split);
        assert_eq!(table.result(0, 2), 1);
        assert_eq!(table.result(2, 1), -1);
    }
}
