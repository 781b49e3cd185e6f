//! Trees shared by the tree games: reading and validating them, random families for the
//! generators, and the enumeration of every unlabeled tree for the exhaustive checks.
//!
//! Trees here are edge lists over 0-based node ids `0..n`; games translate to their input's
//! 1-based numbering when they print.

pub mod enumerate;
pub mod families;
pub mod input;

pub use enumerate::UnlabeledTrees;
pub use families::{TreeFamily, TREE_FAMILIES};

/// An edge between two 0-based node ids.
pub type Edge = (u32, u32);
