//! Random digraphs of named shapes, for the generators and checks of the digraph games. Each
//! game offers the shapes that suit it under its own family names; every shape here takes the
//! number of vertices `n >= 1` and a random source, and returns 0-based arcs. Unless a shape
//! says otherwise, vertex labels and the order of the arcs are shuffled, so that no solver can
//! lean on the input's order.

use super::Arc;
use crate::random::Random;

/// The named shapes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// A random DAG with about `n / 2` arcs (many sinks and isolated vertices).
    SparseDag,
    /// A random DAG with about `2n` arcs.
    Dag,
    /// A random DAG with about `6n` arcs, or every arc of a small one.
    DenseDag,
    /// A chain: each vertex has one arc to the next, the last has none.
    Chain,
    /// A complete DAG on as many vertices as about `4n` arcs allow (all of them up to `n = 9`):
    /// values up to that number minus one.
    CompleteDag,
    /// Layers of about `sqrt(n)` vertices, each vertex with 1 to 3 arcs into the next layer.
    Layered,
    /// One vertex with an arc to every other.
    Source,
    /// Every vertex but one with an arc to that one.
    Sink,
    /// No arcs at all.
    NoArcs,
    /// A random DAG with about `n` distinct arcs, each written 1 to 3 times.
    RepeatedArcs,
    /// `j -> j - 1, j - 2, j - 4, ...` for every `j` (values vary widely).
    Binary,
    /// A random digraph with about `n` arcs, self-loops included.
    SparseDigraph,
    /// A random digraph with about `2n` arcs, a tenth of the vertices with a self-loop.
    Digraph,
    /// A random digraph with about `5n` arcs, self-loops included.
    DenseDigraph,
    /// Out-degree 1 everywhere (a functional graph: every component is a cycle with trees
    /// hanging into it).
    Functional,
    /// A few cycles, every other vertex with an arc to an earlier vertex (trees hanging into the
    /// cycles) and some with a second arc or none.
    CyclesWithTrees,
    /// Pairs of vertices with arcs both ways, joined by random arcs.
    TwoCycles,
    /// A random digraph where most vertices have out-degree 1, some 0 or 2.
    OutDegreeOne,
    /// A random digraph where a third of the vertices are dead ends.
    ManyDeadEnds,
    /// A random digraph with about `3n` arcs where only a few vertices are dead ends.
    FewDeadEnds,
    /// A chain of half the vertices ending in a dead end, inside a random digraph on the rest
    /// with arcs into the chain.
    ChainInRandom,
    /// A ladder: two rails of `n / 2` vertices, each vertex with arcs to the next vertex on
    /// both rails, the last rung a dead end and a self-loop.
    Ladder,
    /// Two cycles joined by an arc each way and a few exits to dead ends.
    JoinedCycles,
}

impl Shape {
    /// A mix of shapes with cycles, self-loops, dead ends and acyclic parts: what the random
    /// comparisons of the digraph solvers draw from, a shape per round.
    #[cfg(test)]
    pub(crate) const MIXED: [Shape; 11] = [
        Shape::SparseDigraph,
        Shape::Digraph,
        Shape::DenseDigraph,
        Shape::Functional,
        Shape::CyclesWithTrees,
        Shape::TwoCycles,
        Shape::DenseDag,
        Shape::CompleteDag,
        Shape::Ladder,
        Shape::JoinedCycles,
        Shape::ManyDeadEnds,
    ];

    /// The arcs of a random digraph of this shape on `n >= 1` vertices.
    pub(crate) fn arcs(self, n: u32, random: &mut Random) -> Vec<Arc> {
        let n = n.max(1);
        let mut arcs = match self {
            Shape::SparseDag => random_dag(n, u64::from(n) / 2, random),
            Shape::Dag => random_dag(n, 2 * u64::from(n), random),
            Shape::DenseDag => random_dag(n, 6 * u64::from(n), random),
            Shape::Chain => (1..n).map(|v| (v - 1, v)).collect(),
            Shape::CompleteDag => complete_dag(n),
            Shape::Layered => layered(n, random),
            Shape::Source => (1..n).map(|v| (0, v)).collect(),
            Shape::Sink => (1..n).map(|v| (v, 0)).collect(),
            Shape::NoArcs => Vec::new(),
            Shape::RepeatedArcs => {
                let mut arcs = Vec::new();
                for arc in random_dag(n, u64::from(n), random) {
                    for _ in 0..1 + random.below(3) {
                        arcs.push(arc);
                    }
                }
                arcs
            }
            Shape::Binary => (1..n)
                .flat_map(|j| {
                    (0..32)
                        .map(move |bit| 1u64 << bit)
                        .take_while(move |&step| step <= u64::from(j))
                        .map(move |step| (j, j - step as u32))
                })
                .collect(),
            Shape::SparseDigraph => random_digraph(n, u64::from(n), random),
            Shape::Digraph => {
                let mut arcs = random_digraph(n, 2 * u64::from(n), random);
                for v in 0..n {
                    if random.below(10) == 0 {
                        arcs.push((v, v));
                    }
                }
                arcs
            }
            Shape::DenseDigraph => random_digraph(n, 5 * u64::from(n), random),
            Shape::Functional => (0..n).map(|v| (v, random.below(n.into()) as u32)).collect(),
            Shape::CyclesWithTrees => cycles_with_trees(n, random),
            Shape::TwoCycles => {
                let mut arcs = Vec::new();
                for v in (1..n).step_by(2) {
                    arcs.extend([(v - 1, v), (v, v - 1)]);
                }
                arcs.extend(random_digraph(n, u64::from(n) / 2, random));
                arcs
            }
            Shape::OutDegreeOne => (0..n)
                .flat_map(|v| {
                    let degree = match random.below(10) {
                        0 => 0,
                        1 => 2,
                        _ => 1,
                    };
                    (0..degree)
                        .map(|_| (v, random.below(n.into()) as u32))
                        .collect::<Vec<_>>()
                })
                .collect(),
            Shape::ManyDeadEnds => {
                let dead = n.div_ceil(3);
                // Vertices below `dead` have no arc; the others 1 to 3.
                (dead.min(n - 1)..n)
                    .flat_map(|v| {
                        (0..1 + random.below(3))
                            .map(|_| (v, random.below(n.into()) as u32))
                            .collect::<Vec<_>>()
                    })
                    .collect()
            }
            Shape::FewDeadEnds => {
                let dead = (n / 50).max(1);
                (dead.min(n - 1)..n)
                    .flat_map(|v| {
                        (0..1 + random.below(5))
                            .map(|_| (v, random.below(n.into()) as u32))
                            .collect::<Vec<_>>()
                    })
                    .collect()
            }
            Shape::ChainInRandom => {
                let chain = n.div_ceil(2);
                let mut arcs: Vec<Arc> = (1..chain).map(|v| (v - 1, v)).collect();
                for v in chain..n {
                    for _ in 0..1 + random.below(3) {
                        arcs.push((v, random.below(n.into()) as u32));
                    }
                }
                arcs
            }
            Shape::Ladder => {
                // Rails: even vertices and odd vertices; rung k is {2k, 2k + 1}.
                let mut arcs = Vec::new();
                for v in 0..n {
                    for next in [v + 2 - v % 2, v + 3 - v % 2] {
                        if next < n && next / 2 == v / 2 + 1 {
                            arcs.push((v, next));
                        }
                    }
                }
                if n >= 2 && (n - 1) % 2 == 1 {
                    arcs.push((n - 1, n - 1));
                }
                arcs
            }
            Shape::JoinedCycles => {
                let half = n.div_ceil(2);
                let mut arcs: Vec<Arc> = (0..half).map(|v| (v, (v + 1) % half)).collect();
                if n > half {
                    let other = n - half;
                    arcs.extend((0..other).map(|v| (half + v, half + (v + 1) % other)));
                    arcs.extend([(0, half), (half, 0)]);
                }
                for _ in 0..1 + n / 8 {
                    arcs.push((random.below(n.into()) as u32, random.below(n.into()) as u32));
                }
                arcs
            }
        };
        relabel(n, &mut arcs, random);
        arcs
    }
}

/// A random DAG: `arcs` arcs, each between two distinct vertices, from the later to the earlier
/// in a hidden order (so every play ends); none on a single vertex.
pub(crate) fn random_dag(n: u32, arcs: u64, random: &mut Random) -> Vec<Arc> {
    if n < 2 {
        return Vec::new();
    }
    (0..arcs)
        .map(|_| {
            let a = random.below(n.into()) as u32;
            let mut b = random.below(u64::from(n) - 1) as u32;
            if b >= a {
                b += 1;
            }
            (a.max(b), a.min(b))
        })
        .collect()
}

/// A random digraph: `arcs` arcs between uniformly random vertices (self-loops and repeats
/// possible).
pub(crate) fn random_digraph(n: u32, arcs: u64, random: &mut Random) -> Vec<Arc> {
    (0..arcs)
        .map(|_| (random.below(n.into()) as u32, random.below(n.into()) as u32))
        .collect()
}

/// A complete DAG on the first `k` vertices (`j -> i` for all `i < j < k`), `k` as large as
/// about `4n` arcs allow.
fn complete_dag(n: u32) -> Vec<Arc> {
    let budget = 4 * u64::from(n).max(9);
    let mut k = 1u64;
    while k < u64::from(n) && (k + 1) * k / 2 <= budget {
        k += 1;
    }
    let k = k as u32;
    (1..k).flat_map(|j| (0..j).map(move |i| (j, i))).collect()
}

/// Layers of about `sqrt(n)` vertices; each vertex of a layer has 1 to 3 arcs into the next.
fn layered(n: u32, random: &mut Random) -> Vec<Arc> {
    let width = (f64::from(n).sqrt() as u32).max(1);
    let mut arcs = Vec::new();
    for v in 0..n {
        let next_layer = (v / width + 1) * width;
        if next_layer >= n {
            continue;
        }
        let size = width.min(n - next_layer);
        for _ in 0..1 + random.below(3) {
            arcs.push((v, next_layer + random.below(size.into()) as u32));
        }
    }
    arcs
}

/// A few cycles (lengths 1 to 6), every other vertex with an arc to an earlier vertex, some
/// with a second arc anywhere and about a tenth with none.
fn cycles_with_trees(n: u32, random: &mut Random) -> Vec<Arc> {
    let mut arcs = Vec::new();
    let cycles = (n / 20).clamp(1, 50);
    let mut next = 0u32;
    for _ in 0..cycles {
        if next >= n {
            break;
        }
        let length = (1 + random.below(6) as u32).min(n - next);
        arcs.extend((0..length).map(|k| (next + k, next + (k + 1) % length)));
        next += length;
    }
    for v in next..n {
        if random.below(10) == 0 {
            continue;
        }
        arcs.push((v, random.below(v.into()) as u32));
        if random.below(4) == 0 {
            arcs.push((v, random.below(n.into()) as u32));
        }
    }
    arcs
}

/// Shuffles the vertex labels and the order of the arcs.
pub(crate) fn relabel(n: u32, arcs: &mut [Arc], random: &mut Random) {
    let mut labels: Vec<u32> = (0..n).collect();
    random.shuffle(&mut labels);
    for arc in arcs.iter_mut() {
        *arc = (labels[arc.0 as usize], labels[arc.1 as usize]);
    }
    random.shuffle(arcs);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digraph::enumerate::is_acyclic;

    const ALL: [Shape; 23] = [
        Shape::SparseDag,
        Shape::Dag,
        Shape::DenseDag,
        Shape::Chain,
        Shape::CompleteDag,
        Shape::Layered,
        Shape::Source,
        Shape::Sink,
        Shape::NoArcs,
        Shape::RepeatedArcs,
        Shape::Binary,
        Shape::SparseDigraph,
        Shape::Digraph,
        Shape::DenseDigraph,
        Shape::Functional,
        Shape::CyclesWithTrees,
        Shape::TwoCycles,
        Shape::OutDegreeOne,
        Shape::ManyDeadEnds,
        Shape::FewDeadEnds,
        Shape::ChainInRandom,
        Shape::Ladder,
        Shape::JoinedCycles,
    ];

    #[test]
    fn arcs_stay_in_range_and_dag_shapes_are_acyclic() {
        let mut random = Random::from_seed(3);
        for shape in ALL {
            for n in [1, 2, 3, 7, 40] {
                let arcs = shape.arcs(n, &mut random);
                assert!(arcs.iter().all(|&(a, b)| a < n && b < n), "{shape:?}");
                let dag = matches!(
                    shape,
                    Shape::SparseDag
                        | Shape::Dag
                        | Shape::DenseDag
                        | Shape::Chain
                        | Shape::CompleteDag
                        | Shape::Layered
                        | Shape::Source
                        | Shape::Sink
                        | Shape::NoArcs
                        | Shape::RepeatedArcs
                        | Shape::Binary
                );
                if dag {
                    assert!(is_acyclic(n, &arcs), "{shape:?} {n}");
                }
            }
        }
        assert_eq!(Shape::CompleteDag.arcs(9, &mut random).len(), 36);
        assert_eq!(Shape::Chain.arcs(5, &mut random).len(), 4);
    }
}
