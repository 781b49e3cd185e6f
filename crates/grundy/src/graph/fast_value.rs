//! The Grundy value of Green Hackenbush on a multigraph at the speed of reading it: the contest
//! answer of `graph-hackenbush` and `christmas-game`.
//!
//! The Fusion Principle ([`super::fusion`], Winning Ways ch. 7) needs the bridges and the
//! 2-edge-connected parts. [`super::fusion::Fusion::analyse`] finds them by a depth-first search
//! with low-links, which is exact but waits on memory at every step. Here nothing walks the
//! graph; every pass is a scan or a peel whose random accesses are prefetched:
//!
//! 1. Pendant trees are peeled towards the ground ([`LeafPeeling`]) and valued by the colon
//!    principle. What is left is the core (every cycle, loop, parallel edge and the paths between
//!    them); a tree has no core and is done.
//! 2. A spanning forest of the core by union-find over its edges in input order. Every edge not in
//!    the forest lies on a cycle: it is internal to a part, adds 1 to its part's edge count, and
//!    gets a 64-bit label (a fixed mix of its index) XORed onto both of its ends.
//! 3. The forest is peeled towards the ground. The XOR of the labels over the subtree below a
//!    forest edge is that of the non-forest edges with exactly one end in the subtree (both ends
//!    cancel), so the edge is a bridge iff no cycle crosses it iff that XOR is 0. Parts are the
//!    pieces of the forest between bridges; so while peeling, a removed vertex hands its value
//!    to its parent as `g + 1` across a bridge (colon principle) and as `g XOR 1` across an
//!    internal edge (one more internal edge, in the same part).
//!
//! Step 3 is exact except when the labels of a non-empty set of cycle edges XOR to 0: with the
//! labels a good 64-bit mix, about one chance in 2^64 per forest edge. The reports
//! (`--explain`, `--json`) use the exact search, and the tests compare both on every small
//! multigraph and on random ones.

use crate::prefetch::prefetch;
use crate::tree::peel::{ColonPrinciple, LeafPeeling, PeelVisitor, PREFETCH_DISTANCE};
use crate::tree::Edge;

const NONE: u32 = u32::MAX;

/// The label of the cycle edge with this index: SplitMix64's finaliser of the index (a bijection
/// of 64-bit words, so distinct edges get distinct labels).
fn label(index: usize) -> u64 {
    let mut z = (index as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Per core vertex, while the forest is peeled: the value gathered so far and the XOR of the
/// labels below it.
#[derive(Debug, Clone, Copy, Default)]
struct Gathered {
    value: u64,
    labels: u64,
}

/// Step 3's visitor.
struct PartsAndBridges<'a> {
    gathered: &'a mut [Gathered],
}

impl PeelVisitor for PartsAndBridges<'_> {
    fn prefetch(&self, node: u32) {
        prefetch(self.gathered, node as usize);
    }

    fn remove(&mut self, leaf: u32, parent: u32) {
        let below = self.gathered[leaf as usize];
        let above = &mut self.gathered[parent as usize];
        above.labels ^= below.labels;
        above.value ^= if below.labels == 0 {
            below.value + 1
        } else {
            below.value ^ 1
        };
    }
}

/// The Grundy value of the position: `vertices` vertices, these edges (0-based; loops and
/// repeated pairs allowed), and the ground.
pub fn value(vertices: u32, edges: &[Edge], ground: u32) -> u64 {
    // 1. Pendant trees.
    let mut peeling = LeafPeeling::new();
    peeling.load_edges(vertices, edges);
    let mut hanging = vec![0u64; vertices as usize];
    peeling.peel_pendant(
        Some(ground),
        &mut ColonPrinciple {
            values: &mut hanging,
        },
    );
    if peeling.degree(ground) == 0 {
        return hanging[ground as usize];
    }
    // The core, relabelled compactly in order of first appearance (the ground first).
    let mut compact = vec![NONE; vertices as usize];
    let mut gathered: Vec<Gathered> = Vec::new();
    let relabel = |vertex: u32, compact: &mut [u32], gathered: &mut Vec<Gathered>| {
        let label = &mut compact[vertex as usize];
        if *label == NONE {
            *label = gathered.len() as u32;
            gathered.push(Gathered {
                value: hanging[vertex as usize],
                labels: 0,
            });
        }
        *label
    };
    relabel(ground, &mut compact, &mut gathered);
    // Vertex labels are in any order: the per-vertex records of edges a few steps ahead are
    // prefetched, so that the misses overlap.
    let mut core_edges: Vec<Edge> = Vec::with_capacity(edges.len());
    for (index, &(a, b)) in edges.iter().enumerate() {
        if let Some(&(next_a, next_b)) = edges.get(index + PREFETCH_DISTANCE) {
            for vertex in [next_a, next_b] {
                peeling.prefetch_node(vertex);
                prefetch(&compact, vertex as usize);
                prefetch(&hanging, vertex as usize);
            }
        }
        if peeling.degree(a) > 0 && peeling.degree(b) > 0 {
            let a = relabel(a, &mut compact, &mut gathered);
            core_edges.push((a, relabel(b, &mut compact, &mut gathered)));
        }
    }
    drop(hanging);
    drop(compact);
    // 2. A spanning forest; the other edges are labelled at both ends.
    let mut leader: Vec<u32> = (0..gathered.len() as u32).collect();
    let mut forest: Vec<Edge> = Vec::with_capacity(gathered.len());
    for (index, &(a, b)) in core_edges.iter().enumerate() {
        if let Some(&(next_a, next_b)) = core_edges.get(index + PREFETCH_DISTANCE) {
            for vertex in [next_a, next_b] {
                prefetch(&leader, vertex as usize);
                prefetch(&gathered, vertex as usize);
            }
        }
        let (root_a, root_b) = (find(&mut leader, a), find(&mut leader, b));
        if root_a == root_b {
            let label = label(index);
            gathered[a as usize].labels ^= label;
            gathered[b as usize].labels ^= label;
            gathered[a as usize].value ^= 1;
        } else {
            leader[root_a as usize] = root_b;
            forest.push((a, b));
        }
    }
    drop(leader);
    // 3. Peel the forest towards the ground (vertex 0 of the core).
    peeling.load_edges(gathered.len() as u32, &forest);
    peeling.peel_pendant(
        Some(0),
        &mut PartsAndBridges {
            gathered: &mut gathered,
        },
    );
    gathered[0].value
}

/// The leader of `vertex`'s set, halving the path on the way.
fn find(leader: &mut [u32], mut vertex: u32) -> u32 {
    while leader[vertex as usize] != vertex {
        let up = leader[leader[vertex as usize] as usize];
        leader[vertex as usize] = up;
        vertex = up;
    }
    vertex
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::fusion::Fusion;
    use crate::graph::{all_multigraphs, Multigraph};
    use crate::random::Random;

    #[test]
    fn fast_value_equals_the_full_analysis_on_every_small_multigraph() {
        for vertices in 1..=5u32 {
            for count in 0..=6 {
                for edges in all_multigraphs(vertices, count) {
                    for ground in 0..vertices {
                        let full = Fusion::analyse(
                            &Multigraph::new(vertices as usize, &edges),
                            ground,
                            None,
                        );
                        assert_eq!(
                            value(vertices, &edges, ground),
                            full.value,
                            "{edges:?} ground {ground}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn fast_value_equals_the_full_analysis_on_larger_random_multigraphs() {
        let mut random = Random::from_seed(5);
        for _ in 0..2000 {
            let vertices = 1 + random.below(40) as u32;
            let count = random.below(u64::from(vertices) * 2) as usize;
            // Mostly a tree, with a few extra edges: large pendant trees on a small core.
            let mut edges: Vec<Edge> = (1..vertices)
                .map(|vertex| (random.below(u64::from(vertex)) as u32, vertex))
                .collect();
            edges.truncate(count);
            for _ in 0..random.below(4) {
                let a = random.below(u64::from(vertices)) as u32;
                edges.push((a, random.below(u64::from(vertices)) as u32));
            }
            let ground = random.below(u64::from(vertices)) as u32;
            let full = Fusion::analyse(&Multigraph::new(vertices as usize, &edges), ground, None);
            assert_eq!(
                value(vertices, &edges, ground),
                full.value,
                "{edges:?} {ground}"
            );
        }
    }

    #[test]
    fn labels_are_distinct_and_bridges_are_found_between_cycles() {
        let labels: std::collections::HashSet<u64> = (0..100_000).map(label).collect();
        assert_eq!(labels.len(), 100_000);
        // A triangle at the ground; a bridge 2-3; from 3 a bridge to a triangle 4-5-6 with a
        // loop at 5 (four internal edges: worth 0) and a stalk 3-7-8 (worth 2). Vertex 3 is
        // worth (0 + 1) XOR (2) = 3; the ground's triangle (three edges: 1) makes it
        // 1 XOR (3 + 1) = 5.
        let edges = [
            (0, 1),
            (1, 2),
            (2, 0),
            (2, 3),
            (3, 4),
            (4, 5),
            (5, 6),
            (6, 4),
            (5, 5),
            (3, 7),
            (7, 8),
        ];
        assert_eq!(
            Fusion::analyse(&Multigraph::new(9, &edges), 0, None).value,
            5
        );
        assert_eq!(value(9, &edges, 0), 5);
    }

    #[test]
    fn fast_value_equals_the_full_analysis_on_large_generated_multigraphs() {
        use crate::games::graph_hackenbush::{random_graph, FAMILIES};
        let mut random = Random::from_seed(9);
        for round in 0..60 {
            let family = FAMILIES[round % FAMILIES.len()];
            let (n, edges) = random_graph(family, 1 + random.below(5000) as u32, &mut random);
            let exact = Fusion::analyse(&Multigraph::new(n as usize, &edges), 0, None).value;
            assert_eq!(value(n, &edges, 0), exact, "{family}");
        }
    }
}
