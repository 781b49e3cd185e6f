//! The Grundy value of Green Hackenbush on a multigraph at the speed of reading it: the contest
//! answer of `graph-hackenbush` and `christmas-game`.
//!
//! The Fusion Principle ([`super::fusion`], Winning Ways ch. 7) needs the bridges and the
//! 2-edge-connected parts. [`super::fusion::Fusion::analyse`] finds them by a depth-first search
//! with low-links, which is exact but waits on memory at every step. Here nothing walks the
//! graph; the edges are read into one array ([`Workspace::read_value`]) and every pass is a scan
//! of it or a peel, with the random accesses prefetched (taking the edges straight into the
//! first pass, to overlap its misses with parsing, was slower: the prefetches stalled the
//! parser). Each core vertex keeps all it needs in one 32-byte record (`CoreVertex`):
//!
//! 1. On a graph with few cycles (fewer than `5n/4` edges), pendant trees are first peeled
//!    towards the ground ([`LeafPeeling`]) and valued by the colon
//!    principle. What is left is the core (every cycle, loop, parallel edge and the paths between
//!    them); a tree has no core and is done. On a graph with many cycles the core is most of it,
//!    and this pass would cost more than it saves: the pendant trees go into the forest of step 2
//!    with everything else.
//! 2. A spanning forest of what is left, by union-find over its edges in input order (over the
//!    vertices' own numbers; linking by a fixed random priority, halving paths), in a pipeline
//!    that prefetches each edge's records, then its ends' leaders', before joining it. Every edge
//!    not in the forest lies on a cycle: it is internal to a part, adds 1 to its part's edge
//!    count, and gets a 64-bit label (a fixed mix of its index) XORed onto both of its ends (in a
//!    pass of their own, afterwards). The forest's edges go straight into a [`LeafPeeling`].
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

use crate::input::Scanner;
use crate::prefetch::prefetch;
use crate::solve::SolveError;
use crate::tree::peel::{ColonPrinciple, LeafPeeling, Link, PeelRecord};
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

/// A vertex's record in steps 2 and 3, all in one place so that each visit costs one cache line
/// (two records per line): its place in the forest being peeled, its leader in the union-find
/// ([`NONE`] outside the core), the value gathered so far and the XOR of the labels below it.
#[derive(Debug, Clone, Copy, Default)]
#[repr(C, align(32))]
struct CoreVertex {
    link: Link,
    leader: u32,
    value: u64,
    labels: u64,
}

impl PeelRecord for CoreVertex {
    #[inline]
    fn link(&self) -> &Link {
        &self.link
    }

    #[inline]
    fn link_mut(&mut self) -> &mut Link {
        &mut self.link
    }

    /// Step 3: a removed vertex hands its value up as `g + 1` across a bridge (no cycle label
    /// below it) and as `g XOR 1` across an internal edge.
    #[inline]
    fn absorb(&mut self, child: &Self) {
        self.labels ^= child.labels;
        self.value ^= if child.labels == 0 {
            child.value + 1
        } else {
            child.value ^ 1
        };
    }
}

/// How many edges apart the stages of [`Workspace::build_forest`]'s prefetching are.
const PIPELINE: usize = 16;

/// What happens to the pendant trees (step 1 of the module's documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pendant {
    /// Peeled and valued before the spanning forest is built, which then covers only the core.
    PeelFirst,
    /// Left in the graph: the spanning forest covers them too.
    InForest,
}

impl Pendant {
    /// The better choice for `edges` edges on `vertices` vertices.
    fn for_size(vertices: u32, edges: u64) -> Self {
        if edges < u64::from(vertices) + u64::from(vertices) / 4 {
            Pendant::PeelFirst
        } else {
            Pendant::InForest
        }
    }
}

/// The Grundy value of the position: `vertices` vertices, these edges (0-based; loops and
/// repeated pairs allowed), and the ground. Memory in proportion to the edges: the vertices that
/// no edge touches are left out when they are many ([`super::without_isolated_vertices`]).
pub fn value(vertices: u32, edges: &[Edge], ground: u32) -> u64 {
    let touched = super::without_isolated_vertices(vertices, edges, ground);
    Workspace::new()
        .value(touched.vertices, &touched.edges, touched.ground)
        .expect("memory in proportion to the edges given")
}

/// Reusable memory for one position after another, and the entry point that reads the edges
/// from the input without keeping where each was written. Edge indices are kept in 32 bits: at
/// most `u32::MAX` edges per position, as the games' limits say.
#[derive(Debug, Default)]
pub struct Workspace {
    /// Step 1's peeling.
    pendant: LeafPeeling,
    /// Per vertex, the value of what hangs from it (step 1).
    hanging: Vec<u64>,
    /// Steps 2 and 3: the forest's peeling, with each vertex's [`CoreVertex`] record.
    core: LeafPeeling<CoreVertex>,
    /// The edges as read by [`Workspace::read_value`].
    edges: Vec<Edge>,
    /// The edges that closed a cycle: (index, ends).
    cycle_edges: Vec<(u32, u32, u32)>,
}

impl Workspace {
    /// Empty buffers.
    pub fn new() -> Self {
        Workspace::default()
    }

    /// [`value`] in this workspace; fails only when memory for `vertices` vertices is lacking.
    pub fn value(&mut self, vertices: u32, edges: &[Edge], ground: u32) -> Result<u64, SolveError> {
        let pendant = Pendant::for_size(vertices, edges.len() as u64);
        self.value_with(vertices, edges, ground, pendant)
    }

    /// Reads `count` edges (`u v`, 1-based vertex ids up to `vertices`, by
    /// [`super::read_edges_into`]) and returns the value of the position with this ground (0-based),
    /// leaving out the vertices no edge touches when they are many
    /// ([`super::without_isolated_vertices`]). Memory grows with what the input holds, not with
    /// the counts it announces.
    pub fn read_value(
        &mut self,
        scanner: &mut Scanner<'_>,
        vertices: u32,
        count: u64,
        ground: u32,
    ) -> Result<u64, SolveError> {
        let mut edges = std::mem::take(&mut self.edges);
        let value = super::read_edges_into(scanner, vertices, count, &mut edges)
            .map_err(SolveError::from)
            .and_then(|()| {
                let touched = super::without_isolated_vertices(vertices, &edges, ground);
                self.value(touched.vertices, &touched.edges, touched.ground)
            });
        self.edges = edges;
        value
    }

    /// Steps 1 to 3 of the module's documentation, with the pendant trees handled as told.
    fn value_with(
        &mut self,
        vertices: u32,
        edges: &[Edge],
        ground: u32,
        pendant: Pendant,
    ) -> Result<u64, SolveError> {
        match pendant {
            Pendant::PeelFirst => {
                // 1. Peel the pendant trees; the core's vertices lead their own sets.
                self.pendant.try_load_edges(vertices, edges)?;
                self.hanging.clear();
                reserve(&mut self.hanging, vertices)?;
                self.hanging.resize(vertices as usize, 0);
                self.pendant.peel_pendant(
                    Some(ground),
                    &mut ColonPrinciple {
                        values: &mut self.hanging,
                    },
                );
                if self.pendant.degree(ground) == 0 {
                    return Ok(self.hanging[ground as usize]);
                }
                let (pendant, hanging) = (&self.pendant, &self.hanging);
                self.core.begin_with(vertices, |vertex| CoreVertex {
                    leader: if pendant.degree(vertex) > 0 {
                        vertex
                    } else {
                        NONE
                    },
                    value: hanging[vertex as usize],
                    ..CoreVertex::default()
                })?;
            }
            Pendant::InForest => {
                self.core.begin_with(vertices, |vertex| CoreVertex {
                    leader: vertex,
                    ..CoreVertex::default()
                })?;
            }
        }
        // 2. The spanning forest.
        self.build_forest(edges);
        // The edges that closed cycles label their ends.
        let records = self.core.records_mut();
        for (position, &(index, a, b)) in self.cycle_edges.iter().enumerate() {
            if let Some(&(_, next_a, next_b)) = self.cycle_edges.get(position + PIPELINE) {
                prefetch(records, next_a as usize);
                prefetch(records, next_b as usize);
            }
            let label = label(index as usize);
            records[a as usize].labels ^= label;
            records[b as usize].labels ^= label;
            records[a as usize].value ^= 1;
        }
        self.cycle_edges.clear();
        // 3. Peel the forest towards the ground; the records do the rest.
        self.core.peel_pendant(Some(ground), &mut ());
        Ok(self.core.records()[ground as usize].value)
    }

    /// Step 2: each edge joins two trees of the spanning forest (and goes into the peeling), or
    /// closes a cycle (and is kept in `cycle_edges`, to label its ends later, so that their
    /// records need not be fetched now). Edges with an end outside the core are skipped.
    ///
    /// The records are fetched in a pipeline: `2 * PIPELINE` edges ahead, the ends' records;
    /// `PIPELINE` edges ahead, the records of their leaders (what the union-find reads next).
    fn build_forest(&mut self, edges: &[Edge]) {
        for (index, &edge) in edges.iter().enumerate() {
            if let Some(&(a, b)) = edges.get(index + 2 * PIPELINE) {
                self.core.prefetch_node(a);
                self.core.prefetch_node(b);
            }
            if let Some(&(a, b)) = edges.get(index + PIPELINE) {
                for vertex in [a, b] {
                    let up = self.core.records()[vertex as usize].leader;
                    if up != NONE {
                        self.core.prefetch_node(up);
                    }
                }
            }
            self.join(index as u32, edge);
        }
    }

    /// Step 2 for one edge with this index (see [`Workspace::build_forest`]).
    #[inline]
    fn join(&mut self, index: u32, (a, b): Edge) {
        let records = self.core.records_mut();
        if records[a as usize].leader == NONE || records[b as usize].leader == NONE {
            return;
        }
        let (root_a, root_b) = (find(records, a), find(records, b));
        if root_a == root_b {
            self.cycle_edges.push((index, a, b));
        } else {
            // Linking by a fixed random-looking priority keeps the trees shallow (Goel, Khanna,
            // Larkin and Tarjan, "Disjoint set union with randomized linking", SODA 2014).
            if label(root_a as usize) < label(root_b as usize) {
                records[root_a as usize].leader = root_b;
            } else {
                records[root_b as usize].leader = root_a;
            }
            self.core.add_edge((a, b));
        }
    }
}

/// Makes room for a record per vertex, or says that memory is lacking.
fn reserve<T>(records: &mut Vec<T>, vertices: u32) -> Result<(), SolveError> {
    records.try_reserve_exact(vertices as usize).map_err(|_| {
        SolveError::Resource(format!(
            "not enough memory for a graph of {vertices} vertices"
        ))
    })
}

/// The leader of `vertex`'s set, halving the path on the way.
fn find(records: &mut [CoreVertex], mut vertex: u32) -> u32 {
    loop {
        let up = records[vertex as usize].leader;
        if up == vertex {
            return vertex;
        }
        let above = records[up as usize].leader;
        records[vertex as usize].leader = above;
        vertex = above;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::graph_hackenbush::{random_graph, test_text, FAMILIES};
    use crate::graph::fusion::Fusion;
    use crate::graph::{all_multigraphs, Multigraph};
    use crate::random::Random;

    const BOTH: [Pendant; 2] = [Pendant::PeelFirst, Pendant::InForest];

    fn exact(vertices: u32, edges: &[Edge], ground: u32) -> u64 {
        Fusion::analyse(&Multigraph::new(vertices as usize, edges), ground, None).value
    }

    /// Asserts that both ways of handling the pendant trees give `expected`.
    fn assert_both_ways(
        workspace: &mut Workspace,
        vertices: u32,
        edges: &[Edge],
        ground: u32,
        expected: u64,
    ) {
        for pendant in BOTH {
            let fast = workspace.value_with(vertices, edges, ground, pendant);
            assert_eq!(
                fast.unwrap(),
                expected,
                "{vertices} {edges:?} ground {ground} {pendant:?}"
            );
        }
    }

    /// The value read from the input format by [`Workspace::read_value`].
    fn read(workspace: &mut Workspace, vertices: u32, edges: &[Edge], ground: u32) -> u64 {
        let text = test_text(vertices, edges);
        let mut scanner = Scanner::new(text.as_bytes());
        let size = (
            scanner.next_u64("n").unwrap(),
            scanner.next_u64("m").unwrap(),
        );
        assert_eq!(size, (u64::from(vertices), edges.len() as u64));
        let value = workspace
            .read_value(&mut scanner, vertices, edges.len() as u64, ground)
            .unwrap();
        assert!(scanner.expect_end().is_ok(), "every edge read");
        value
    }

    #[test]
    fn both_ways_equal_the_full_analysis_on_every_small_multigraph() {
        // One workspace for all of them, as the command line reuses it from test to test.
        let mut workspace = Workspace::new();
        for vertices in 1..=5u32 {
            for count in 0..=6 {
                for edges in all_multigraphs(vertices, count) {
                    for ground in 0..vertices {
                        let full = exact(vertices, &edges, ground);
                        assert_both_ways(&mut workspace, vertices, &edges, ground, full);
                        assert_eq!(value(vertices, &edges, ground), full, "{edges:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn both_ways_equal_the_full_analysis_on_larger_random_multigraphs() {
        let mut random = Random::from_seed(5);
        let mut workspace = Workspace::new();
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
            let full = exact(vertices, &edges, ground);
            assert_both_ways(&mut workspace, vertices, &edges, ground, full);
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
        assert_eq!(exact(9, &edges, 0), 5);
        assert_both_ways(&mut Workspace::new(), 9, &edges, 0, 5);
    }

    #[test]
    fn both_ways_and_reading_equal_the_full_analysis_on_large_generated_multigraphs() {
        let mut random = Random::from_seed(9);
        let mut workspace = Workspace::new();
        for round in 0..60 {
            let family = FAMILIES[round % FAMILIES.len()];
            let (n, edges) = random_graph(family, 1 + random.below(5000) as u32, &mut random);
            let full = exact(n, &edges, 0);
            assert_both_ways(&mut workspace, n, &edges, 0, full);
            assert_eq!(read(&mut workspace, n, &edges, 0), full, "{family} read");
        }
    }

    #[test]
    fn reading_equals_the_full_analysis_at_every_length_around_the_pipeline() {
        // The forest's records are prefetched PIPELINE and 2 * PIPELINE edges ahead, and the
        // pendant peeling loads edges in batches: every count up to a few of each, on graphs
        // dense enough to build the forest at once, sparse enough to peel first, and with
        // untouched vertices left out.
        let mut random = Random::from_seed(11);
        let mut workspace = Workspace::new();
        for count in 0..=8 * PIPELINE + 3 {
            for vertices in [count as u32 / 2 + 1, count as u32 + 1, 3 * count as u32 + 2] {
                let edges: Vec<Edge> = (0..count)
                    .map(|_| {
                        let a = random.below(u64::from(vertices)) as u32;
                        (a, random.below(u64::from(vertices)) as u32)
                    })
                    .collect();
                let ground = random.below(u64::from(vertices)) as u32;
                assert_eq!(
                    read(&mut workspace, vertices, &edges, ground),
                    exact(vertices, &edges, ground),
                    "{vertices} {edges:?} {ground}"
                );
            }
        }
    }

    #[test]
    fn billions_of_untouched_vertices_take_no_memory() {
        // 4·10^9 vertices, three edges: a loop at the top vertex, hung by one edge from the
        // ground (worth 1 + 1 = 2), and a lone edge far away.
        let top = 3_999_999_999;
        let edges = [(0, top), (top, top), (7, 8)];
        assert_eq!(value(4_000_000_000, &edges, 0), 2);
        assert_eq!(read(&mut Workspace::new(), 4_000_000_000, &edges, 0), 2);
        // The ground itself untouched: nothing in play.
        assert_eq!(value(4_000_000_000, &edges, 5), 0);
    }

    #[test]
    fn a_truncated_input_fails_where_it_ends_without_taking_memory_for_its_vertices() {
        let text = b"1 2\n";
        let mut scanner = Scanner::new(text);
        let error = Workspace::new()
            .read_value(&mut scanner, 4_000_000_000, 4_000_000_000, 0)
            .unwrap_err();
        assert!(matches!(error, SolveError::Input(_)), "{error}");
        assert!(error.to_string().contains("the input ends"), "{error}");
    }
}
