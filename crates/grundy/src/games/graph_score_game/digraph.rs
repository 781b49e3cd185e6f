//! graph-score-game's directed graph: a number on every vertex and the arcs, read in the
//! contest's format (`N M`, the `N` numbers, then `M` lines `A B`), and the arcs turned around
//! for the backward passes.
//!
//! Vertices are 0-based here (vertex 0 is the input's vertex 1, where the piece starts); an arc
//! `(a, b)` leads from `a` to `b`. Self-loops and repeated arcs are kept as written.

use std::fmt::Write as _;

use crate::digraph::Digraph;
use crate::input::{InputError, Scanner};

/// The most vertices a graph may have (vertex ids are kept in 32 bits).
pub(crate) const MAX_VERTICES: u64 = u32::MAX as u64;
/// The most arcs a graph may have (arc offsets are kept in 32 bits).
pub(crate) const MAX_ARCS: u64 = u32::MAX as u64;

/// One test: the number on every vertex and the arcs, 0-based, in input order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreGraph {
    /// `X` of every vertex: `values[v]` is the score if the game ends with the piece on `v`.
    pub values: Vec<u64>,
    /// The arcs `(from, to)`, 0-based, in input order.
    pub arcs: Vec<(u32, u32)>,
}

#[cfg(test)]
impl ScoreGraph {
    /// A random graph for the tests: `n` vertices with numbers below `range`, and `m` arcs drawn
    /// uniformly (self-loops and repeated arcs allowed).
    pub(crate) fn random(
        random: &mut crate::random::Random,
        n: usize,
        m: usize,
        range: u64,
    ) -> Self {
        ScoreGraph {
            values: (0..n).map(|_| random.below(range)).collect(),
            arcs: (0..m)
                .map(|_| {
                    let from = random.below(n as u64) as u32;
                    (from, random.below(n as u64) as u32)
                })
                .collect(),
        }
    }
}

impl ScoreGraph {
    /// The number of vertices `N`.
    pub fn vertices(&self) -> usize {
        self.values.len()
    }

    /// The graph in the contest's input format (1-based ids).
    pub fn input(&self) -> String {
        let mut text = String::with_capacity(12 * (self.values.len() + 2 * self.arcs.len()));
        let _ = writeln!(text, "{} {}", self.values.len(), self.arcs.len());
        for (index, value) in self.values.iter().enumerate() {
            if index > 0 {
                text.push(' ');
            }
            let _ = write!(text, "{value}");
        }
        text.push('\n');
        for &(from, to) in &self.arcs {
            let _ = writeln!(text, "{} {}", from + 1, to + 1);
        }
        text
    }

    /// The heads of the arcs leaving `vertex`, in input order.
    pub fn successors(&self, vertex: u32) -> impl Iterator<Item = u32> + '_ {
        self.arcs
            .iter()
            .filter(move |&&(from, _)| from == vertex)
            .map(|&(_, to)| to)
    }
}

/// Reads one graph: `N` (at least 1) and `M`, the `N` numbers, and the `M` arcs (ids `1..=N`,
/// self-loops and repeated arcs allowed). Room is reserved only for as many numbers as the rest of
/// the input can hold, so a wrong count cannot ask for a huge allocation. The numbers are read in
/// one run of [`Scanner::for_each_u64`] (the same values and errors as one read at a time), the
/// arcs one id at a time by the shared edge reader ([`crate::graph::read_edges_into`]), the
/// one path that both reads them and words their errors.
pub fn read(scanner: &mut Scanner<'_>) -> Result<ScoreGraph, InputError> {
    let n = scanner.next_in_range("the number of vertices N", 1, MAX_VERTICES)?;
    let m = scanner.next_in_range("the number of arcs M", 0, MAX_ARCS)?;
    let mut values = Vec::with_capacity((n as usize).min(scanner.remaining() / 2 + 1));
    scanner.for_each_u64(n, "a vertex's number X_i", |value| values.push(value))?;
    let mut arcs = Vec::new();
    crate::graph::read_edges_into(scanner, n as u32, m, &mut arcs)?;
    Ok(ScoreGraph { values, arcs })
}

/// The arcs turned around: the tails of the arcs into `v` are the row of `v` in `predecessors`
/// (in input order, a repeated arc as often as it is written), and `out_degree[v]` counts the
/// arcs leaving `v` the same way.
#[derive(Debug, Clone, Default)]
pub struct Reversed {
    /// The tails of the arcs into each vertex, as rows of the shared compressed form.
    pub predecessors: Digraph,
    /// The number of arcs leaving each vertex.
    pub out_degree: Vec<u32>,
}

impl Reversed {
    /// The arcs of a graph on `vertices` vertices, turned around.
    pub fn new(vertices: usize, arcs: &[(u32, u32)]) -> Self {
        let mut out_degree = vec![0u32; vertices];
        for &(from, _) in arcs {
            out_degree[from as usize] += 1;
        }
        Reversed {
            predecessors: Digraph::from_arcs_reversed(vertices, arcs),
            out_degree,
        }
    }

    /// The tails of the arcs into `vertex`.
    #[inline]
    pub fn tails(&self, vertex: u32) -> &[u32] {
        self.predecessors.successors(vertex as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_text(text: &str) -> Result<ScoreGraph, InputError> {
        read(&mut Scanner::new(text.as_bytes()))
    }

    #[test]
    fn reads_writes_and_turns_around() {
        let graph = read_text("3 4\n1 5 3\n1 2\n2 3\n3 3\n2 3\n").unwrap();
        assert_eq!(graph.values, vec![1, 5, 3]);
        assert_eq!(graph.arcs, vec![(0, 1), (1, 2), (2, 2), (1, 2)]);
        assert_eq!(read_text(&graph.input()).unwrap(), graph);
        assert_eq!(graph.successors(1).collect::<Vec<_>>(), vec![2, 2]);
        let reversed = Reversed::new(3, &graph.arcs);
        assert_eq!(reversed.tails(0), &[] as &[u32]);
        assert_eq!(reversed.tails(1), &[0]);
        assert_eq!(reversed.tails(2), &[1, 2, 1]);
        assert_eq!(reversed.out_degree, vec![1, 2, 1]);
    }

    #[test]
    fn bad_graphs_name_their_line() {
        for (text, line, words) in [
            ("", 1, "the number of vertices N"),
            ("0 0\n", 1, "out of range 1.."),
            ("2 1\n1\n", 2, "X_i"),
            ("2 1\n1 2\n1 3\n", 3, "vertex id 3 is out of range 1..2"),
            ("2 1\n1 2\n0 1\n", 3, "vertex id 0"),
            ("2 1\n1 -2\n1 2\n", 2, "negative"),
            ("1 0\n18446744073709551616\n", 2, "64 bits"),
            ("2 1\n1 2\n1\n", 3, "vertex id"),
        ] {
            let error = read_text(text).unwrap_err();
            assert_eq!(error.line, line, "{text:?}: {error}");
            assert!(error.message.contains(words), "{text:?}: {error}");
        }
        let graph = read_text("1 0\n18446744073709551615").unwrap();
        assert_eq!(graph.values, vec![u64::MAX]);
    }

    /// The reader before its numbers were read in runs: one number at a time.
    fn read_one_at_a_time(scanner: &mut Scanner<'_>) -> Result<ScoreGraph, InputError> {
        let n = scanner.next_in_range("the number of vertices N", 1, MAX_VERTICES)?;
        let m = scanner.next_in_range("the number of arcs M", 0, MAX_ARCS)?;
        let mut values = Vec::new();
        for _ in 0..n {
            values.push(scanner.next_u64("a vertex's number X_i")?);
        }
        let mut arcs = Vec::new();
        crate::graph::read_edges_into(scanner, n as u32, m, &mut arcs)?;
        Ok(ScoreGraph { values, arcs })
    }

    #[test]
    fn reads_as_one_number_at_a_time_does() {
        // Valid graphs, then each with one byte changed, cut short or with a token added: the
        // same graph or the same error (line and words), and the cursor at the same place.
        let mut random = crate::random::Random::from_seed(11);
        for round in 0..3000 {
            let n = 1 + random.below(30) as usize;
            let m = random.below(3 * n as u64 + 2) as usize;
            let values: Vec<u64> = (0..n)
                .map(|_| match round % 3 {
                    0 => random.below(10),
                    1 => random.below(1_000_000_001),
                    _ => u64::MAX - random.below(3),
                })
                .collect();
            let arcs: Vec<(u32, u32)> = (0..m)
                .map(|_| {
                    let from = random.below(n as u64) as u32;
                    (from, random.below(n as u64) as u32)
                })
                .collect();
            let mut text = ScoreGraph { values, arcs }.input().into_bytes();
            match round % 6 {
                0 => {}
                1 => text.truncate(random.below(text.len() as u64) as usize),
                2 => text.extend_from_slice(b" 1\n"),
                _ => {
                    let at = random.below(text.len() as u64) as usize;
                    let bytes = b"x0-9 \n\t\r";
                    text[at] = bytes[random.below(bytes.len() as u64) as usize];
                }
            }
            let text = String::from_utf8(text).unwrap();
            let (mut fast, mut slow) =
                (Scanner::new(text.as_bytes()), Scanner::new(text.as_bytes()));
            let read = read(&mut fast);
            assert_eq!(read, read_one_at_a_time(&mut slow), "{text:?}");
            if read.is_ok() {
                assert_eq!(fast.position(), slow.position(), "{text:?}");
            }
        }
    }
}
