//! The oracle: Green Hackenbush searched exhaustively through the engine's [`ValueSolver`] (plain
//! mex over explicit options, no components, none of the colon principle).
//!
//! A position is the set of edges still connected to the ground, as a bit mask over the input's
//! edges. A move deletes one of them; then every edge no longer connected to the ground falls.

use crate::engine::{Game, ValueSolver};
use crate::tree::Edge;

/// The oracle searches trees of at most this many edges.
pub const MAX_EDGES: usize = 16;

/// Green Hackenbush on one graph with a ground vertex, as the engine sees it.
pub struct Hackenbush {
    nodes: usize,
    edges: Vec<Edge>,
    ground: u32,
}

impl Hackenbush {
    /// The game on `nodes` vertices with the given edges (0-based) and ground vertex.
    pub fn new(nodes: usize, edges: &[Edge], ground: u32) -> Self {
        Hackenbush {
            nodes,
            edges: edges.to_vec(),
            ground,
        }
    }

    /// The full position: every edge connected to the ground.
    pub fn start(&self) -> u32 {
        self.connected(((1u64 << self.edges.len()) - 1) as u32)
    }

    /// The edges of `present` still connected to the ground.
    fn connected(&self, present: u32) -> u32 {
        let mut reached = vec![false; self.nodes];
        reached[self.ground as usize] = true;
        let mut kept = 0u32;
        let mut changed = true;
        while changed {
            changed = false;
            for (index, &(a, b)) in self.edges.iter().enumerate() {
                if present >> index & 1 == 0 || kept >> index & 1 == 1 {
                    continue;
                }
                if reached[a as usize] || reached[b as usize] {
                    reached[a as usize] = true;
                    reached[b as usize] = true;
                    kept |= 1 << index;
                    changed = true;
                }
            }
        }
        kept
    }
}

impl Game for Hackenbush {
    type Position = u32;

    fn options(&self, present: &u32, options: &mut Vec<u32>) {
        for index in 0..self.edges.len() {
            if present >> index & 1 == 1 {
                options.push(self.connected(present & !(1 << index)));
            }
        }
    }
}

/// What the oracle finds for one ground.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BruteOutcome {
    /// The Grundy value.
    pub value: u64,
    /// The indices (in input order) of the edges whose deletion wins.
    pub winning_moves: Vec<usize>,
}

/// Solves the game with the given ground by exhaustive search (at most [`MAX_EDGES`] edges).
pub fn solve(nodes: usize, edges: &[Edge], ground: u32) -> BruteOutcome {
    assert!(
        edges.len() <= MAX_EDGES,
        "the oracle handles at most {MAX_EDGES} edges"
    );
    let game = Hackenbush::new(nodes, edges, ground);
    let start = game.start();
    let mut solver = ValueSolver::new(game);
    let value = solver.value(&start).0;
    let winning_moves = (0..edges.len())
        .filter(|&index| start >> index & 1 == 1)
        .filter(|&index| {
            let after = solver.game().connected(start & !(1 << index));
            solver.value(&after).is_zero()
        })
        .collect();
    BruteOutcome {
        value,
        winning_moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stalks_and_stars() {
        // A stalk of three edges is worth 3; cutting the bottom edge wins.
        let stalk = solve(4, &[(0, 1), (1, 2), (2, 3)], 0);
        assert_eq!(
            stalk,
            BruteOutcome {
                value: 3,
                winning_moves: vec![0]
            }
        );
        // Two single edges at the ground: 1 XOR 1 = 0.
        assert_eq!(solve(3, &[(0, 1), (0, 2)], 0).value, 0);
        // Sample 1 of the spec: value 4, the only winning move cuts (1, 2).
        let sample = solve(5, &[(0, 1), (1, 2), (1, 3), (3, 4)], 0);
        assert_eq!(
            sample,
            BruteOutcome {
                value: 4,
                winning_moves: vec![0]
            }
        );
    }
}
