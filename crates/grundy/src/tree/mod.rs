//! Trees shared by the tree games: reading and validating them, random families for the
//! generators, and the enumeration of every unlabeled tree for the exhaustive checks.
//!
//! Trees here are edge lists over 0-based node ids `0..n`; games translate to their input's
//! 1-based numbering when they print.

pub(crate) mod chains;
pub mod enumerate;
pub mod families;
pub mod input;
pub mod peel;

pub use enumerate::{every_rooted_tree, UnlabeledTrees};
pub use families::{TreeFamily, TREE_FAMILIES};

/// An edge between two 0-based node ids.
pub type Edge = (u32, u32);

/// A tree: its number of nodes and its edges (0-based ids).
pub type Tree = (u32, Vec<Edge>);

/// The names of the tree families, the generators' `--family` of the tree games.
pub fn family_names() -> Vec<&'static str> {
    TREE_FAMILIES.iter().map(|family| family.name()).collect()
}

/// A random tree of `n` nodes of the family named `family` (random for an unknown name).
pub fn random_tree(family: &str, n: u32, random: &mut crate::random::Random) -> Vec<Edge> {
    TreeFamily::from_name(family)
        .unwrap_or(TreeFamily::Random)
        .generate(n, random)
}

/// The trees one leaf smaller than `(n, edges)`, for shrinking a failing instance: none below
/// `min_nodes` nodes; the node `keep` (a root) is never the leaf removed.
pub fn smaller_trees(n: u32, edges: &[Edge], min_nodes: u32, keep: Option<u32>) -> Vec<Tree> {
    if n <= min_nodes {
        return Vec::new();
    }
    leaves(n, edges)
        .into_iter()
        .filter(|&leaf| Some(leaf) != keep)
        .map(|leaf| (n - 1, without_leaf(n, edges, leaf)))
        .collect()
}

/// The nodes of degree 1.
pub fn leaves(n: u32, edges: &[Edge]) -> Vec<u32> {
    let mut degree = vec![0u32; n as usize];
    for &(a, b) in edges {
        degree[a as usize] += 1;
        degree[b as usize] += 1;
    }
    (0..n).filter(|&node| degree[node as usize] == 1).collect()
}

/// The tree without the leaf `leaf`, on nodes `0..n-1`: the last node `n - 1` takes the leaf's id.
/// Shrinking a failing instance in `grundy check` uses it.
pub fn without_leaf(n: u32, edges: &[Edge], leaf: u32) -> Vec<Edge> {
    let last = n - 1;
    let rename = |node: u32| if node == last { leaf } else { node };
    edges
        .iter()
        .filter(|&&(a, b)| a != leaf && b != leaf)
        .map(|&(a, b)| (rename(a), rename(b)))
        .collect()
}
