//! Reading christmas-game's blocks: `N`, then per drawing `m k` and `k` edges `a b`.

use crate::graph::read_edges;
use crate::input::{InputError, Scanner};
use crate::tree::input::PlacedEdge;

use super::Drawing;

/// The most vertices a drawing may have (vertex ids are kept in 32 bits).
pub const MAX_VERTICES: u64 = u32::MAX as u64;
/// The most edges a drawing may have (edge indices are kept in 32 bits).
pub const MAX_EDGES: u64 = u32::MAX as u64 - 1;

/// One block as read: its drawings and, per drawing, where each edge was written.
#[derive(Debug, Clone, Default)]
pub struct ReadBlock {
    /// The drawings, 0-based (vertex 0 is each drawing's root).
    pub drawings: Vec<Drawing>,
    /// Per drawing, the byte offset of each edge's first token.
    pub edge_offsets: Vec<Vec<usize>>,
}

impl ReadBlock {
    /// The number of edges in the whole block.
    pub fn total_edges(&self) -> usize {
        self.drawings.iter().map(|(_, edges)| edges.len()).sum()
    }
}

/// Reads a block's first line: the number of drawings `N`.
pub fn read_drawing_count(scanner: &mut Scanner<'_>) -> Result<u64, InputError> {
    scanner.next_in_range("the number of drawings N", 1, u64::MAX)
}

/// Reads a drawing's first line: its numbers of vertices `m` and edges `k`.
pub fn read_drawing_size(scanner: &mut Scanner<'_>) -> Result<(u32, u64), InputError> {
    let vertices = scanner.next_in_range("the number of vertices m", 1, MAX_VERTICES)? as u32;
    let edge_count = scanner.next_in_range("the number of edges k", 0, MAX_EDGES)?;
    Ok((vertices, edge_count))
}

/// Reads the next block; the scanner must not be at the end of the input.
pub fn read_block(scanner: &mut Scanner<'_>) -> Result<ReadBlock, InputError> {
    let count = read_drawing_count(scanner)?;
    let mut block = ReadBlock::default();
    for _ in 0..count {
        let (vertices, edge_count) = read_drawing_size(scanner)?;
        let placed: Vec<PlacedEdge> = read_edges(scanner, vertices, edge_count)?;
        block
            .drawings
            .push((vertices, placed.iter().map(|placed| placed.edge).collect()));
        block
            .edge_offsets
            .push(placed.iter().map(|placed| placed.offset).collect());
    }
    Ok(block)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_block_with_loops_and_parallel_edges() {
        let input = b"2\n1 1\n1 1\n3 3\n1 2\n1 2\n2 3\n";
        let mut scanner = Scanner::new(input);
        let block = read_block(&mut scanner).unwrap();
        assert_eq!(
            block.drawings,
            vec![(1, vec![(0, 0)]), (3, vec![(0, 1), (0, 1), (1, 2)])]
        );
        assert_eq!(block.total_edges(), 4);
        assert_eq!(scanner.line_at(block.edge_offsets[1][2]), 7);
        assert!(scanner.at_end());
    }

    #[test]
    fn rejects_zero_drawings_zero_vertices_and_ids_out_of_range() {
        let cases: [(&[u8], &str); 4] = [
            (b"0\n", "line 1: the number of drawings N 0 is out of range"),
            (
                b"1\n0 0\n",
                "line 2: the number of vertices m 0 is out of range",
            ),
            (b"1\n2 1\n1 3\n", "line 3: a vertex id 3 is out of range"),
            (
                b"1\n2 2\n1 2\n",
                "line 3: the input ends where a vertex id was expected",
            ),
        ];
        for (input, message) in cases {
            let error = read_block(&mut Scanner::new(input)).unwrap_err();
            assert!(error.to_string().starts_with(message), "{error}");
        }
    }
}
