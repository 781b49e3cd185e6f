//! The exhaustive oracle for every Green Hackenbush game: a position is the set of edges still
//! connected to the ground, as a bit mask over the input's edges; a move deletes one of them, and
//! every edge no longer connected to the ground falls. Solved through the engine, with none of
//! the colon or fusion principles.

use crate::engine::{Game, ValueSolver};
use crate::tree::Edge;

/// The oracle handles graphs of at most this many edges.
pub const MAX_EDGES: usize = 20;

/// Green Hackenbush on one multigraph with a ground vertex, as the engine sees it.
pub struct GreenHackenbush {
    vertices: usize,
    edges: Vec<Edge>,
    ground: u32,
}

impl GreenHackenbush {
    /// The game on `vertices` vertices with the given edges (0-based, at most [`MAX_EDGES`]) and
    /// ground vertex.
    pub fn new(vertices: usize, edges: &[Edge], ground: u32) -> Self {
        assert!(
            edges.len() <= MAX_EDGES,
            "the oracle handles at most {MAX_EDGES} edges"
        );
        GreenHackenbush {
            vertices,
            edges: edges.to_vec(),
            ground,
        }
    }

    /// The starting position: every edge connected to the ground.
    pub fn start(&self) -> u32 {
        self.connected(((1u64 << self.edges.len()) - 1) as u32)
    }

    /// The edges of `present` still connected to the ground.
    pub fn connected(&self, present: u32) -> u32 {
        let mut reached = vec![false; self.vertices];
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

impl Game for GreenHackenbush {
    type Position = u32;

    fn options(&self, present: &u32, options: &mut Vec<u32>) {
        for index in 0..self.edges.len() {
            if present >> index & 1 == 1 {
                options.push(self.connected(present & !(1 << index)));
            }
        }
    }
}

/// What the oracle finds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OracleOutcome {
    /// The Grundy value.
    pub value: u64,
    /// The indices (in input order) of the edges whose deletion leaves value 0.
    pub winning_moves: Vec<usize>,
}

/// Solves the game with the given ground by exhaustive search.
pub fn solve(vertices: usize, edges: &[Edge], ground: u32) -> OracleOutcome {
    let game = GreenHackenbush::new(vertices, edges, ground);
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
    OracleOutcome {
        value,
        winning_moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stalks_loops_and_cycles() {
        // A stalk of three edges is worth 3; cutting the bottom edge wins.
        let stalk = solve(4, &[(0, 1), (1, 2), (2, 3)], 0);
        assert_eq!(
            stalk,
            OracleOutcome {
                value: 3,
                winning_moves: vec![0]
            }
        );
        assert_eq!(solve(3, &[(0, 1), (0, 2)], 0).value, 0);
        // A loop is worth 1; a triangle through the ground is worth 1; a square 0.
        assert_eq!(solve(1, &[(0, 0)], 0).value, 1);
        assert_eq!(solve(3, &[(0, 1), (1, 2), (2, 0)], 0).value, 1);
        assert_eq!(solve(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 0).value, 0);
        // Edges away from the ground are not in play.
        assert_eq!(solve(4, &[(2, 3)], 0).value, 0);
    }
}
