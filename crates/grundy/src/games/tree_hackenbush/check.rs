//! Tree-hackenbush's side of `grundy check`: every unlabeled tree rooted at each of its vertices,
//! or random trees of every family; the compared answer is the value, the exact set of winning
//! cuts and the value for every root.

use crate::check::Subject;
use crate::random::Random;
use crate::tree::{every_rooted_tree, leaves, without_leaf, Edge, TreeFamily, TREE_FAMILIES};

use super::{brute, fast::Workspace, input_file};

/// One tree: its number of vertices and its edges (0-based; vertex 0 is the ground).
pub type Tree = (u32, Vec<Edge>);

/// The checker's view of tree-hackenbush.
#[derive(Debug, Clone, Copy, Default)]
pub struct TreeHackenbushCheck;

fn describe(value: u64, winning: &[usize], by_root: &[u64]) -> String {
    format!("value {value}, winning cuts {winning:?} (edge indices), values by root {by_root:?}")
}

impl Subject for TreeHackenbushCheck {
    type Instance = Tree;

    fn min_size(&self) -> u64 {
        1
    }

    fn max_brute_size(&self) -> u64 {
        brute::MAX_EDGES as u64 + 1
    }

    /// Measured on 2026-11-23 with a release build (every tree up to 12 vertices: 20 s; 11: 4.8 s).
    fn max_exhaustive_size(&self) -> u64 {
        12
    }

    fn families(&self) -> Vec<&'static str> {
        TREE_FAMILIES.iter().map(|family| family.name()).collect()
    }

    fn random(&self, family: &str, size: u64, random: &mut Random) -> Tree {
        let family = TreeFamily::from_name(family).unwrap_or(TreeFamily::Random);
        (size as u32, family.generate(size as u32, random))
    }

    fn all(&self, size: u64) -> Vec<Tree> {
        every_rooted_tree(size as usize)
            .map(|edges| (size as u32, edges))
            .collect()
    }

    fn size(&self, (n, _): &Tree) -> u64 {
        u64::from(*n)
    }

    fn fast(&self, (n, edges): &Tree) -> String {
        let mut workspace = Workspace::new();
        workspace.load_edges(*n, edges);
        let value = workspace.solve().unwrap_or(u64::MAX);
        let wins = workspace.winning_cuts();
        let winning: Vec<usize> = (0..edges.len())
            .filter(|&index| wins[workspace.child_of_edge(edges[index]) as usize])
            .collect();
        describe(value, &winning, &workspace.values_by_root())
    }

    fn brute(&self, (n, edges): &Tree) -> String {
        let outcome = brute::solve(*n as usize, edges, 0);
        let by_root: Vec<u64> = (0..*n)
            .map(|root| brute::solve(*n as usize, edges, root).value)
            .collect();
        describe(outcome.value, &outcome.winning_moves, &by_root)
    }

    fn smaller(&self, (n, edges): &Tree) -> Vec<Tree> {
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

    fn input(&self, (n, edges): &Tree) -> String {
        input_file(*n, edges)
    }
}
