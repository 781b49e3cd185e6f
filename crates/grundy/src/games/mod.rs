//! One module per game of the catalog. Each is reached through [`crate::catalog`] only.

pub mod path_marking;
pub mod prefix_free;
