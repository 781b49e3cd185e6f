//! Christmas-game's oracle: the whole block searched as one game, with none of the theory.
//!
//! A position is, per drawing, the set of its edges still connected to that drawing's root (a bit
//! mask over its edges, as [`crate::graph::oracle`] keeps it); a move deletes one edge of one
//! drawing and drops whatever is cut off from its root. The block is won or lost by plain search
//! ([`OutcomeSolver`]): no Grundy values, no XOR of drawings, no Fusion Principle.

use crate::engine::{Game, OutcomeSolver, Play};
use crate::graph::oracle::GreenHackenbush;

use super::Drawing;

/// The oracle searches blocks of at most this many edges in all.
pub const MAX_EDGES: usize = 16;

/// The whole block as one game.
pub struct Block {
    drawings: Vec<GreenHackenbush>,
}

impl Block {
    /// The block of these drawings (at most [`MAX_EDGES`] edges in all).
    pub fn new(drawings: &[Drawing]) -> Self {
        let total: usize = drawings.iter().map(|(_, edges)| edges.len()).sum();
        assert!(
            total <= MAX_EDGES,
            "the oracle searches at most {MAX_EDGES} edges"
        );
        Block {
            drawings: drawings
                .iter()
                .map(|(vertices, edges)| GreenHackenbush::new(*vertices as usize, edges, 0))
                .collect(),
        }
    }

    /// The starting position.
    pub fn start(&self) -> Vec<u32> {
        self.drawings.iter().map(GreenHackenbush::start).collect()
    }

    /// The position after deleting edge `edge` (input index) of drawing `drawing`, if that edge
    /// is still in play in `position`.
    pub fn after(&self, position: &[u32], drawing: usize, edge: usize) -> Option<Vec<u32>> {
        if position[drawing] >> edge & 1 == 0 {
            return None;
        }
        let mut next = position.to_vec();
        next[drawing] = self.drawings[drawing].connected(position[drawing] & !(1 << edge));
        Some(next)
    }
}

impl Game for Block {
    type Position = Vec<u32>;

    fn options(&self, position: &Vec<u32>, options: &mut Vec<Vec<u32>>) {
        let mut single = Vec::new();
        for (index, drawing) in self.drawings.iter().enumerate() {
            single.clear();
            drawing.options(&position[index], &mut single);
            for &after in &single {
                let mut next = position.clone();
                next[index] = after;
                options.push(next);
            }
        }
    }
}

/// What the search finds about a block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockOutcome {
    /// Whether the first player (Sally) wins.
    pub first_player_wins: bool,
    /// Every winning first move: (0-based drawing, input index of the edge within it), in order.
    pub winning_moves: Vec<(usize, usize)>,
}

/// Searches the block (at most [`MAX_EDGES`] edges in all) for its outcome and every winning
/// first move.
pub fn search(drawings: &[Drawing]) -> BlockOutcome {
    let block = Block::new(drawings);
    let start = block.start();
    let mut solver = OutcomeSolver::new(block, Play::Normal);
    let first_player_wins = solver.wins(&start);
    let mut winning_moves = Vec::new();
    for (drawing, (_, edges)) in drawings.iter().enumerate() {
        for edge in 0..edges.len() {
            if let Some(after) = solver.game().after(&start, drawing, edge) {
                if !solver.wins(&after) {
                    winning_moves.push((drawing, edge));
                }
            }
        }
    }
    BlockOutcome {
        first_player_wins,
        winning_moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_sample_has_one_winning_move() {
        // One edge, and the edge 1-2 with the triangle 2-3-4 on top. The only winning move
        // deletes the triangle's far edge 3-4: what is left of drawing 2 is the edge 1-2 with
        // two single edges on top, so each drawing is one edge. Deleting 2-3 or 2-4 leaves a
        // path of three edges; deleting 1-2 or drawing 1's edge leaves one drawing of value > 0.
        let drawings: Vec<Drawing> =
            vec![(2, vec![(0, 1)]), (4, vec![(0, 1), (1, 2), (1, 3), (2, 3)])];
        let outcome = search(&drawings);
        assert!(outcome.first_player_wins);
        assert_eq!(outcome.winning_moves, vec![(1, 3)]);
    }

    #[test]
    fn two_equal_drawings_are_lost_and_have_no_winning_move() {
        let drawing: Drawing = (3, vec![(0, 1), (1, 2), (2, 0)]);
        let outcome = search(&[drawing.clone(), drawing]);
        assert!(!outcome.first_player_wins);
        assert!(outcome.winning_moves.is_empty());
    }

    #[test]
    fn deleting_an_edge_already_fallen_is_not_a_move() {
        // The edge 2-3 is not connected to the root: it is not in play.
        let block = Block::new(&[(3, vec![(0, 0), (1, 2)])]);
        let start = block.start();
        assert_eq!(start, vec![0b01]);
        assert!(block.after(&start, 0, 1).is_none());
        assert_eq!(block.after(&start, 0, 0), Some(vec![0]));
    }
}
