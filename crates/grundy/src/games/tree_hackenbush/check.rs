//! Tree-hackenbush's side of `grundy check`: every unlabeled tree rooted at each of its vertices,
//! or random trees of every family; the compared answer is the value, the exact set of winning
//! cuts and the value for every root, compared through the driver.

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};
use crate::tree::{every_rooted_tree, leaves, without_leaf, Edge, TreeFamily, TREE_FAMILIES};

use super::{brute, input_file, TreeHackenbush};

/// One tree: its number of vertices and its edges (0-based; vertex 0 is the ground).
pub type Tree = (u32, Vec<Edge>);

impl Families for TreeHackenbush {
    type Instance = Tree;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = brute::MAX_EDGES as u64 + 1;
    /// Every tree up to 12 vertices at every root takes about 20 s with a release build.
    const MAX_EXHAUSTIVE_SIZE: u64 = 12;

    fn family_names() -> Vec<&'static str> {
        TREE_FAMILIES.iter().map(|family| family.name()).collect()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Tree {
        let family = TreeFamily::from_name(family).unwrap_or(TreeFamily::Random);
        (size as u32, family.generate(size as u32, random))
    }

    fn every(size: u64) -> Vec<Tree> {
        every_rooted_tree(size as usize)
            .map(|edges| (size as u32, edges))
            .collect()
    }

    fn size((n, _): &Tree) -> u64 {
        u64::from(*n)
    }

    fn smaller((n, edges): &Tree) -> Vec<Tree> {
        if *n <= 1 {
            return Vec::new();
        }
        // Remove a leaf other than the ground (the ground keeps id 0 unless it is the last id,
        // which only happens for n = 1).
        leaves(*n, edges)
            .into_iter()
            .filter(|&leaf| leaf != 0)
            .map(|leaf| (n - 1, without_leaf(*n, edges, leaf)))
            .collect()
    }

    fn input((n, edges): &Tree) -> String {
        input_file(*n, edges)
    }
}
