//! Christmas-game's side of `grundy check`: the fast answer (Fusion Principle per drawing, XOR
//! over the block, a winning move found in one drawing) against the search of the whole block,
//! through the driver: the verdict, each drawing's value, and the fast side's move among the
//! winning moves the search finds, so a wrong move is a disagreement too.

use std::io::Write;

use crate::game::Families;
use crate::graph::all_multigraphs;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::{block_text, random_block, ChristmasGame, Drawing, FAMILIES};

/// Random blocks are trimmed to this many edges in all, so that 10^4 cases take a few seconds
/// (the oracle itself takes up to [`super::brute::MAX_EDGES`]).
pub const CHECK_EDGES: usize = 12;

/// Trims a block to at most [`CHECK_EDGES`] edges in all, keeping the first edges of each
/// drawing.
pub(super) fn trimmed(mut drawings: Vec<Drawing>) -> Vec<Drawing> {
    let mut left = CHECK_EDGES;
    for (_, edges) in &mut drawings {
        edges.truncate(left);
        left -= edges.len();
    }
    drawings
}

impl Families for ChristmasGame {
    type Instance = Vec<Drawing>;

    const MIN_SIZE: u64 = 1;
    /// Sizes are vertices per drawing; blocks are trimmed to the oracle's edge limit.
    const MAX_BRUTE_SIZE: u64 = 8;
    /// Every drawing up to 6 vertices takes about 25 s with a release build.
    const MAX_EXHAUSTIVE_SIZE: u64 = 6;

    fn family_names() -> Vec<&'static str> {
        FAMILIES.to_vec()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Vec<Drawing> {
        let count = 1 + random.index(3);
        trimmed(random_block(family, size as u32, count, random))
    }

    /// Every multigraph with `size` vertices and at most 7 edges (6 for 6 vertices), as a block
    /// on its own and beside a single edge (a drawing of value 1).
    fn every(size: u64) -> Vec<Vec<Drawing>> {
        let most = if size >= 6 { 6 } else { 7 };
        let single_edge: Drawing = (2, vec![(0, 1)]);
        (0..=most)
            .flat_map(|count| all_multigraphs(size as u32, count))
            .flat_map(|edges| {
                let drawing: Drawing = (size as u32, edges);
                [vec![drawing.clone()], vec![drawing, single_edge.clone()]]
            })
            .collect()
    }

    fn size(drawings: &Vec<Drawing>) -> u64 {
        drawings
            .iter()
            .map(|(vertices, _)| u64::from(*vertices))
            .max()
            .unwrap_or(1)
    }

    /// One edge fewer, or one drawing fewer.
    fn smaller(drawings: &Vec<Drawing>) -> Vec<Vec<Drawing>> {
        let mut smaller = Vec::new();
        if drawings.len() > 1 {
            for skip in 0..drawings.len() {
                let mut fewer = drawings.clone();
                fewer.remove(skip);
                smaller.push(fewer);
            }
        }
        for (index, (_, edges)) in drawings.iter().enumerate() {
            for skip in 0..edges.len() {
                let mut fewer = drawings.clone();
                fewer[index].1.remove(skip);
                smaller.push(fewer);
            }
        }
        smaller
    }

    fn input(drawings: &Vec<Drawing>) -> String {
        block_text(drawings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{run, CheckOptions};
    use crate::engine::{OutcomeSolver, Play};
    use crate::game::Checked;
    use crate::games::christmas_game::brute::Block;

    /// Whether deleting `edge` of drawing `drawing` leaves a block the player to move loses, by the
    /// block's search.
    fn move_wins(drawings: &[Drawing], drawing: usize, edge: usize) -> bool {
        let block = Block::new(drawings);
        let start = block.start();
        match block.after(&start, drawing, edge) {
            Some(after) => !OutcomeSolver::new(block, Play::Normal).wins(&after),
            None => false,
        }
    }

    #[test]
    fn fast_and_search_agree_in_the_checker() {
        let options = CheckOptions {
            cases: 400,
            max_size: Some(7),
            seed: 11,
            exhaustive: None,
        };
        let report = run(
            &Checked::<ChristmasGame>::default(),
            &options,
            &mut |_, _| {},
        )
        .unwrap();
        assert_eq!(report.summary(), "checked 400 cases, 0 disagreements");
    }

    #[test]
    fn a_wrong_move_is_a_disagreement() {
        // Two single edges: no winning move; one edge and a stalk of two: cutting the stalk's
        // top edge wins, cutting its bottom edge does not.
        let drawings: Vec<Drawing> = vec![(2, vec![(0, 1)]), (3, vec![(0, 1), (1, 2)])];
        assert!(move_wins(&drawings, 1, 1));
        assert!(!move_wins(&drawings, 1, 0));
        assert!(!move_wins(&drawings, 0, 0));
    }

    #[test]
    fn trimming_keeps_blocks_within_the_oracle() {
        let drawings: Vec<Drawing> = vec![(9, vec![(0, 1); 10]), (9, vec![(0, 1); 10])];
        let trimmed = trimmed(drawings);
        assert_eq!(trimmed[0].1.len() + trimmed[1].1.len(), CHECK_EDGES);
    }
}
