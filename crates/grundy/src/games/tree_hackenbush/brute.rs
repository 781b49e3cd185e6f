//! The oracle: Green Hackenbush searched exhaustively (the shared [`crate::graph::oracle`]), with
//! none of the colon principle.

pub use crate::graph::oracle::solve;

/// The oracle searches trees of at most this many edges (the value for every root repeats the
/// search once per root).
pub const MAX_EDGES: usize = 16;
