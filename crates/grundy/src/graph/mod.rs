//! Multigraphs for the Green Hackenbush games: bridges and 2-edge-connected parts found without
//! recursion, the Fusion Principle's value, winning moves, and the exhaustive oracle.
//!
//! Vertices are 0-based; an edge is a pair of vertices, a self-loop when both are equal, and a
//! pair may repeat (parallel edges). Edges are identified by their index in the input order.

pub mod fast_value;
pub mod fusion;
pub mod oracle;

use crate::tree::Edge;

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

/// Reads `m` edges `u v` of a multigraph on `n` vertices (ids `1..=n`; loops and repeated pairs
/// allowed), returning them 0-based with their offsets.
pub fn read_edges(
    scanner: &mut crate::input::Scanner<'_>,
    n: u32,
    m: u64,
) -> Result<Vec<crate::tree::input::PlacedEdge>, crate::input::InputError> {
    // Grow as edges are read, so a wrong count cannot ask for a huge allocation up front.
    let mut edges = Vec::with_capacity((m as usize).min(scanner.remaining() / 4 + 1));
    for _ in 0..m {
        scanner.skip_separators();
        let offset = scanner.position();
        let u = scanner.next_in_range("a vertex id", 1, u64::from(n))? as u32;
        let v = scanner.next_in_range("a vertex id", 1, u64::from(n))? as u32;
        edges.push(crate::tree::input::PlacedEdge {
            edge: (u - 1, v - 1),
            offset,
        });
    }
    Ok(edges)
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
