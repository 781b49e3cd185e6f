//! pebble-game's board: the directed graph with its repeated edges merged, and `x`, read in our
//! format (`n m x`, then `m` lines `u v`, 0-based).

use crate::digraph::{Arc, Digraph};
use crate::input::{InputError, Scanner};

/// The most vertices a board may have (a hard cap of the tool: the game graph has `2n(n-1) + 2`
/// states, at most 19,802).
pub(crate) const MAX_VERTICES: u64 = 100;
/// The most edges the input may list (repeats counted).
pub(crate) const MAX_EDGES: u64 = 1_000_000;

/// One test: the graph, its edges merged, and where the placements split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// `x`: Alice starts on `0..x`, Bob on `x..n`.
    pub(crate) x: usize,
    /// The distinct edges as successor lists, each in increasing order (a self-loop included).
    pub(crate) graph: Digraph,
    /// The number of edges the input lists, repeats counted.
    pub(crate) listed_edges: u64,
}

impl Board {
    /// The board on `n` vertices with these edges (repeats allowed) and this `x`.
    pub(crate) fn new(n: usize, x: usize, arcs: &[Arc]) -> Self {
        let mut present = vec![false; n * n];
        for &(from, to) in arcs {
            present[from as usize * n + to as usize] = true;
        }
        Board::from_matrix(n, x, &present, arcs.len() as u64)
    }

    /// The board whose edge `u -> v` is present when `present[u * n + v]` is.
    fn from_matrix(n: usize, x: usize, present: &[bool], listed_edges: u64) -> Self {
        let distinct: Vec<Arc> = (0..n * n)
            .filter(|&cell| present[cell])
            .map(|cell| ((cell / n) as u32, (cell % n) as u32))
            .collect();
        Board {
            x,
            graph: Digraph::from_arcs(n, &distinct),
            listed_edges,
        }
    }

    /// The number of vertices `n`.
    pub(crate) fn vertices(&self) -> usize {
        self.graph.vertices()
    }

    /// The placements `(a, b)` in increasing order: `a` in `0..x`, `b` in `x..n`.
    pub(crate) fn placements(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let (n, x) = (self.vertices(), self.x);
        (0..x).flat_map(move |a| (x..n).map(move |b| (a, b)))
    }
}

/// Reads one board: `n` (2 to [`MAX_VERTICES`]), `m` (0 to [`MAX_EDGES`]), `x` (1 to `n - 1`),
/// then `m` edges `u v` with ids `0..n` (self-loops and repeats allowed).
pub(crate) fn read(scanner: &mut Scanner<'_>) -> Result<Board, InputError> {
    let n = scanner.next_in_range("the number of vertices n", 2, MAX_VERTICES)?;
    let m = scanner.next_in_range("the number of edges m", 0, MAX_EDGES)?;
    let x = scanner.next_in_range("x", 1, n - 1)?;
    let mut present = vec![false; (n * n) as usize];
    for _ in 0..m {
        let from = scanner.next_in_range("a vertex id", 0, n - 1)?;
        let to = scanner.next_in_range("a vertex id", 0, n - 1)?;
        present[(from * n + to) as usize] = true;
    }
    Ok(Board::from_matrix(n as usize, x as usize, &present, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_text(text: &str) -> Result<Board, InputError> {
        read(&mut Scanner::new(text.as_bytes()))
    }

    #[test]
    fn repeated_edges_merge_and_successors_are_sorted() {
        let board = read_text("3 5 1\n2 0\n0 2\n0 1\n0 2\n1 1\n").unwrap();
        assert_eq!(board.vertices(), 3);
        assert_eq!(board.listed_edges, 5);
        assert_eq!(board.graph.successors(0), &[1, 2]);
        assert_eq!(board.graph.successors(1), &[1]);
        assert_eq!(board.graph.successors(2), &[0]);
        assert_eq!(
            board,
            Board::new(3, 1, &[(2, 0), (0, 2), (0, 1), (0, 2), (1, 1)])
        );
        assert_eq!(board.placements().collect::<Vec<_>>(), vec![(0, 1), (0, 2)]);
    }

    #[test]
    fn bad_boards_name_their_line() {
        for (text, line, words) in [
            ("", 1, "the number of vertices n"),
            ("1 0 1\n", 1, "n 1 is out of range 2..100"),
            ("101 0 1\n", 1, "out of range 2..100"),
            ("3 0 0\n", 1, "x 0 is out of range 1..2"),
            ("3 0 3\n", 1, "x 3 is out of range 1..2"),
            ("3 1000001 1\n", 1, "the number of edges m 1000001"),
            ("3 2 1\n0 1\n1 3\n", 3, "vertex id 3 is out of range 0..2"),
            ("3 2 1\n0 1\n1\n", 3, "vertex id"),
            ("3 1 1\n0 -1\n", 2, "negative"),
            ("3 1 1\n0 18446744073709551616\n", 2, "64 bits"),
            ("3 1 1\n0 a\n", 2, "found 'a'"),
        ] {
            let error = read_text(text).unwrap_err();
            assert_eq!(error.line, line, "{text:?}: {error}");
            assert!(error.message.contains(words), "{text:?}: {error}");
        }
    }
}
