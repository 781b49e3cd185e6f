//! Multigraphs for the Green Hackenbush games: bridges and 2-edge-connected parts found without
//! recursion, the Fusion Principle's value, winning moves, the exhaustive oracle, and the rules
//! with labelled cuts that the games share.
//!
//! Vertices are 0-based; an edge is a pair of vertices, a self-loop when both are equal, and a
//! pair may repeat (parallel edges). Edges are identified by their index in the input order.

pub(crate) mod draw;
pub mod families;
pub mod fast_value;
pub mod fusion;
pub mod oracle;
pub mod rules;

use std::borrow::Cow;

use crate::input::{IdBatches, ID_BATCH};

use crate::tree::Edge;

/// The fast Hackenbush solvers' memory, kept from one test to the next.
#[derive(Debug)]
pub struct Workspace {
    /// The value's buffers.
    pub values: fast_value::Workspace,
    /// What the searches for a winning move may still spend in this file.
    pub moves: fusion::MoveBudget,
}

impl Workspace {
    /// Empty buffers and the whole file's budget of move searches.
    pub fn new() -> Self {
        Workspace {
            values: fast_value::Workspace::new(),
            moves: fusion::MoveBudget::for_file(),
        }
    }
}

/// A multigraph in compressed adjacency form: for vertex `v`, the pairs (neighbour, edge index)
/// are `adjacency[offsets[v]..offsets[v + 1]]`. A self-loop appears twice at its vertex.
#[derive(Debug, Clone, Default)]
pub struct Multigraph {
    offsets: Vec<u32>,
    adjacency: Vec<(u32, u32)>,
    edges: Vec<Edge>,
}

impl Multigraph {
    /// The multigraph on `vertices` vertices with the given edges (0-based).
    pub fn new(vertices: usize, edges: &[Edge]) -> Self {
        let mut offsets = vec![0u32; vertices + 1];
        for &(a, b) in edges {
            offsets[a as usize + 1] += 1;
            offsets[b as usize + 1] += 1;
        }
        for index in 0..vertices {
            offsets[index + 1] += offsets[index];
        }
        let mut fill = offsets.clone();
        let mut adjacency = vec![(0u32, 0u32); 2 * edges.len()];
        for (index, &(a, b)) in edges.iter().enumerate() {
            adjacency[fill[a as usize] as usize] = (b, index as u32);
            fill[a as usize] += 1;
            adjacency[fill[b as usize] as usize] = (a, index as u32);
            fill[b as usize] += 1;
        }
        Multigraph {
            offsets,
            adjacency,
            edges: edges.to_vec(),
        }
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The edges, in input order.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// The (neighbour, edge index) pairs at `vertex`.
    pub fn neighbours(&self, vertex: u32) -> &[(u32, u32)] {
        &self.adjacency
            [self.offsets[vertex as usize] as usize..self.offsets[vertex as usize + 1] as usize]
    }
}

/// Reads one edge `u v` of a multigraph with `n` vertices: two vertex ids in `1..=n` (equal for a
/// loop). Returns them 0-based. Inlined into the loops that read edges, as the trees' is.
#[inline(always)]
fn read_edge(
    scanner: &mut crate::input::Scanner<'_>,
    n: u32,
) -> Result<Edge, crate::input::InputError> {
    let u = scanner.next_in_range("a vertex id", 1, u64::from(n))? as u32;
    let v = scanner.next_in_range("a vertex id", 1, u64::from(n))? as u32;
    Ok((u - 1, v - 1))
}

/// Reads `m` edges `u v` of a multigraph on `n` vertices (ids `1..=n`; loops and repeated pairs
/// allowed), returning them 0-based with their offsets.
pub fn read_edges(
    scanner: &mut crate::input::Scanner<'_>,
    n: u32,
    m: u64,
) -> Result<Vec<crate::tree::input::PlacedEdge>, crate::input::InputError> {
    let mut edges = Vec::with_capacity(edge_capacity(scanner, m));
    for _ in 0..m {
        scanner.skip_separators();
        let offset = scanner.position();
        edges.push(crate::tree::input::PlacedEdge {
            edge: read_edge(scanner, n)?,
            offset,
        });
    }
    Ok(edges)
}

/// Reads `m` edges as [`read_edges`] does, into `edges` (emptied first), without their offsets:
/// the contest answers, which name no line. The ids of [`ID_BATCH`] / 2 edges at a time are read
/// at once ([`IdBatches::read`]); a batch it does not take (anything unusual in it, or the
/// input's last bytes) is read an edge at a time by [`read_edge`], which words any error.
pub fn read_edges_into(
    scanner: &mut crate::input::Scanner<'_>,
    n: u32,
    m: u64,
    edges: &mut Vec<Edge>,
) -> Result<(), crate::input::InputError> {
    edges.clear();
    let room = edges.capacity();
    edges.reserve(edge_capacity(scanner, m));
    if edges.capacity() != room {
        crate::prefetch::advise_huge_pages(edges);
    }
    let mut batch = [0u32; ID_BATCH];
    let mut batches = IdBatches::new();
    let mut left = m;
    while left > 0 {
        let count = left.min(ID_BATCH as u64 / 2) as usize;
        let ids = &mut batch[..2 * count];
        if batches.read(scanner, n, ids) {
            edges.extend(ids.chunks_exact(2).map(|pair| (pair[0], pair[1])));
        } else {
            for _ in 0..count {
                edges.push(read_edge(scanner, n)?);
            }
        }
        left -= count as u64;
    }
    Ok(())
}

/// Room for `m` edges, or for as many as the rest of the input could hold (four bytes each at
/// least): a wrong count cannot ask for a huge allocation up front; the vector grows as edges
/// are read.
fn edge_capacity(scanner: &crate::input::Scanner<'_>, m: u64) -> usize {
    (m as usize).min(scanner.remaining() / 4 + 1)
}

/// A position with the vertices that no edge touches left out ([`without_isolated_vertices`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Touched<'a> {
    /// The number of vertices kept.
    pub vertices: u32,
    /// The edges in their order, renumbered.
    pub edges: Cow<'a, [Edge]>,
    /// The ground's new number.
    pub ground: u32,
}

/// The same position without the vertices that no edge touches, when they are most of them: such
/// a vertex (other than the ground) is never in play and nothing can be moved at it, so no value,
/// part, bridge or move changes, while the memory of every method grows with the number of
/// vertices (a valid test may name 4·10^9 vertices and one edge). The vertices kept keep their
/// order, and the edges theirs, so an edge's index means the same edge. When at least half of the
/// vertices are touched, the position is returned as it is.
pub fn without_isolated_vertices(vertices: u32, edges: &[Edge], ground: u32) -> Touched<'_> {
    if u64::from(vertices) <= 2 * edges.len() as u64 + 1 {
        return Touched {
            vertices,
            edges: Cow::Borrowed(edges),
            ground,
        };
    }
    let mut kept: Vec<u32> = edges.iter().flat_map(|&(a, b)| [a, b]).collect();
    kept.push(ground);
    kept.sort_unstable();
    kept.dedup();
    let number = |vertex: u32| {
        kept.binary_search(&vertex)
            .expect("every end of an edge is kept") as u32
    };
    Touched {
        vertices: kept.len() as u32,
        edges: edges.iter().map(|&(a, b)| (number(a), number(b))).collect(),
        ground: number(ground),
    }
}

/// Every multigraph on `vertices` vertices with exactly `edges` edges, up to the order of the
/// edges: pairs `a <= b` listed in non-decreasing order, so loops and parallel edges are included.
pub fn all_multigraphs(vertices: u32, edges: usize) -> Vec<Vec<Edge>> {
    let pairs: Vec<Edge> = (0..vertices)
        .flat_map(|a| (a..vertices).map(move |b| (a, b)))
        .collect();
    if pairs.is_empty() {
        return if edges == 0 {
            vec![Vec::new()]
        } else {
            Vec::new()
        };
    }
    let mut result = Vec::new();
    let mut choice = vec![0usize; edges];
    loop {
        result.push(choice.iter().map(|&index| pairs[index]).collect());
        // The next non-decreasing sequence of pair indices.
        let Some(position) = (0..edges)
            .rev()
            .find(|&position| choice[position] + 1 < pairs.len())
        else {
            break;
        };
        choice[position] += 1;
        for later in position + 1..edges {
            choice[later] = choice[position];
        }
    }
    result
}

/// Every multigraph with `1..=most_vertices` vertices and at most `most_edges` edges
/// ([`all_multigraphs`]), as (vertices, edges), by vertices and then edges.
#[cfg(test)]
pub fn every_small_multigraph(most_vertices: u32, most_edges: usize) -> Vec<(u32, Vec<Edge>)> {
    (1..=most_vertices)
        .flat_map(|vertices| {
            (0..=most_edges).flat_map(move |count| {
                all_multigraphs(vertices, count)
                    .into_iter()
                    .map(move |edges| (vertices, edges))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn untouched_vertices_are_left_out_only_when_they_are_most() {
        let edges = [(0, 9), (9, 9), (4, 9)];
        // 10 vertices, 3 edges: 3 touched, the ground 0 among them.
        let touched = without_isolated_vertices(10, &edges, 0);
        assert_eq!(touched.vertices, 3);
        assert_eq!(&touched.edges[..], &[(0, 2), (2, 2), (1, 2)]);
        assert_eq!(touched.ground, 0);
        // An untouched ground is kept, in its place in the order.
        let touched = without_isolated_vertices(10, &edges, 6);
        assert_eq!(touched.vertices, 4);
        assert_eq!(&touched.edges[..], &[(0, 3), (3, 3), (1, 3)]);
        assert_eq!(touched.ground, 2);
        // Seven vertices for three edges: kept as they are, borrowed.
        let touched = without_isolated_vertices(7, &[(0, 1), (1, 2), (2, 6)], 0);
        assert_eq!(touched.vertices, 7);
        assert!(matches!(touched.edges, Cow::Borrowed(_)));
        // No edge at all.
        let touched = without_isolated_vertices(u32::MAX, &[], 0);
        assert_eq!(
            (touched.vertices, touched.edges.len(), touched.ground),
            (1, 0, 0)
        );
    }
}
