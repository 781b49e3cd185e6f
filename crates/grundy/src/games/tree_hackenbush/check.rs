//! Tree-hackenbush's side of `grundy check`: every unlabeled tree rooted at each of its vertices,
//! or random trees of every family; the compared answer is the value, the exact set of winning
//! cuts and the value for every root, compared through the driver.

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};
use crate::tree::{self, every_rooted_tree, Tree};

use super::{brute, input_file, TreeHackenbush};

impl Families for TreeHackenbush {
    type Instance = Tree;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = brute::MAX_EDGES as u64 + 1;
    /// Every tree up to 12 vertices at every root takes about 20 s with a release build.
    const MAX_EXHAUSTIVE_SIZE: u64 = 12;

    fn family_names() -> Vec<&'static str> {
        tree::family_names()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Tree {
        (size as u32, tree::random_tree(family, size as u32, random))
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
        // The ground (vertex 0) is never the leaf removed.
        tree::smaller_trees(*n, edges, 1, Some(0))
    }

    fn input((n, edges): &Tree) -> String {
        input_file(*n, edges)
    }
}
