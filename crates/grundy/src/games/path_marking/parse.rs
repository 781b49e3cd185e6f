//! Reading path-marking's contest format: `T`, then per test `n` and `n-1` edges `u v`.
//!
//! The fast solver reads edges straight into its node arrays with [`read_edge`]; the oracle, the
//! explanations and the diagnosis of a graph that is not a tree read them into a list with
//! [`read_edges`]. Both go through the same checks (shared by every tree game, in
//! [`crate::tree::input`]), so every method rejects the same inputs with the same message.

use crate::input::{InputError, Scanner};
pub use crate::tree::input::{read_edges, PlacedEdge};

/// The most nodes a tree may have: node ids are kept in 32 bits. Grundy values then stay below
/// 64 (see [`super::fast`]), so value sets fit in a `u64`.
pub const MAX_NODES: u64 = u32::MAX as u64;

/// Reads `n`, the number of nodes of a test (from 2 to [`MAX_NODES`]).
pub fn read_node_count(scanner: &mut Scanner<'_>) -> Result<u32, InputError> {
    Ok(scanner.next_in_range("the number of nodes n", 2, MAX_NODES)? as u32)
}
