//! The Grundy value of Green Hackenbush on a multigraph at the speed of reading it: the contest
//! answer of `graph-hackenbush` and `christmas-game`.
//!
//! The Fusion Principle ([`super::fusion`], Winning Ways ch. 7) needs the bridges and the
//! 2-edge-connected parts. [`super::fusion::Fusion::analyse`] finds them by a depth-first search
//! with low-links, which is exact but waits on memory at every step. Here nothing walks the
//! graph; the edges are read into one array ([`Workspace::read_value`]) and every pass is a scan
//! of an array or a peel, with its random accesses prefetched. Each pass touches as few per-vertex
//! arrays as it can, each as small as it can be: on this kind of machine a random access into an
//! array of a few megabytes costs a fifth of one into tens of megabytes (measured: about 1.5 ns
//! into 3-6 MB, 5 ns into 12 MB, 8 ns into 24 MB, prefetched), and passes kept apart beat passes
//! fused over several arrays (the sweep of step 4 done inside the peel of step 3 was 25% slower).
//!
//! 1. On a graph with few cycles (fewer than `17n/16` edges), pendant trees are first peeled
//!    towards the ground ([`LeafPeeling`]) and valued by the colon principle. What is left is the
//!    core (every cycle, loop, parallel edge and the paths between them); a tree has no core and
//!    is done. With more cycles the core is soon most of the graph (a random tree with `n/20`
//!    random extra edges: both ways cost the same; with `n/7` or more, and on christmas-game's
//!    promised drawings with `n/4`, this pass costs more than it saves), so everything goes to
//!    step 2. The peeling's records are loaded in a pass over the edges once read, each edge's
//!    records prefetched a fixed number of edges ahead ([`crate::prefetch::looking_ahead`];
//!    loading them as the edges were read, through an iterator over the reader, ran more
//!    instructions: docs/benchmarks.md, 2026-11-26).
//! 2. A spanning forest of the core, by union-find over one array of 32-bit parents
//!    ([`spanning_forest`]: Rem's algorithm with splicing, parents prefetched two levels ahead).
//!    Which edges are in the forest and which close cycles is kept as a bit per edge, and the
//!    core (step 1) as a bit per vertex: no list of edges is copied, so the memory a test touches
//!    (each first touch of a page is a fault, which costs as much as a few hundred cache misses
//!    on this machine) is the edges as read plus a few bytes per vertex.
//!    Every edge that closes a cycle is internal to a part: it gets a 64-bit label (a fixed mix of
//!    its index) XORed onto both of its ends, and adds 1 to the value of one of them (one more
//!    internal edge of its part). The labels and the value of a vertex share one record
//!    ([`Gathered`]), as every pass that touches one touches the other.
//! 3. The forest is peeled towards the ground ([`LeafPeeling`]), which gives each vertex's parent
//!    and an order with children first.
//! 4. A sweep along that order. The XOR of the labels over the subtree below a forest edge is that
//!    of the cycle edges with exactly one end in the subtree (both ends cancel), so the edge is a
//!    bridge iff no cycle crosses it iff that XOR is 0. Parts are the pieces of the forest between
//!    bridges; so a vertex hands its value to its parent as `g + 1` across a bridge (colon
//!    principle) and as `g XOR 1` across an internal edge (one more internal edge, in the same
//!    part).
//!
//! Step 4 is exact except when the labels of a non-empty set of cycle edges XOR to 0. The labels
//! are pseudorandom from a seed drawn afresh in each run and never shown ([`Labels`]), so for
//! every input, even one built against this method, each forest edge is misjudged with
//! probability about 2^-64 (for 10^6 edges, under one chance in 10^13). Labels that are a fixed
//! function of the edge index would not do: a few dozen cycle edges can be placed so that theirs
//! XOR to 0. The reports (`--explain`, `--json`) use the exact search, and the tests compare both
//! on every small multigraph, on random ones, and on one built against known labels.

use crate::bits;
use crate::input::Scanner;
use crate::memory::try_reserve_huge;
use crate::prefetch::{looking_ahead, prefetch};
use crate::solve::SolveError;
use crate::tree::peel::LeafPeeling;
use crate::tree::Edge;

/// The labels of the edges that close cycles: the edge with index `i` gets the `i`-th output of
/// SplitMix64 (G. L. Steele, D. Lea and C. H. Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014) from a secret seed.
///
/// The seed must be secret. Any 65 labels are linearly dependent over GF(2), so with labels that
/// are a fixed function of the index (as they once were here), Gaussian elimination finds a set
/// of a few dozen indices whose labels XOR to 0, and an input that puts exactly those cycle edges
/// across one forest edge, with something hanging below it, gets a wrong value (the test
/// `known_labels_can_be_defeated_but_secret_ones_are_not` builds one). With a seed drawn afresh
/// in each run and never shown, no input can be aimed at the labels: for every input, each
/// forest edge is misjudged with probability about 2^-64.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Labels {
    seed: u64,
}

impl Labels {
    /// SplitMix64's step, the golden ratio in 64 bits.
    const STEP: u64 = 0x9E37_79B9_7F4A_7C15;

    /// A seed nobody outside this process can know: std's `RandomState` keys its hasher from the
    /// operating system's random source (once per thread, then a fresh key per call).
    fn secret() -> Self {
        use std::hash::BuildHasher;
        Labels {
            seed: std::collections::hash_map::RandomState::new().hash_one(0x6C61_6265_6C73_u64),
        }
    }

    /// The label of the edge with this index: distinct indices get distinct labels (the step
    /// is odd and the finaliser a bijection of 64-bit words).
    #[inline]
    fn of(self, index: usize) -> u64 {
        let mut z = self
            .seed
            .wrapping_add((index as u64).wrapping_add(1).wrapping_mul(Self::STEP));
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

impl Default for Labels {
    fn default() -> Self {
        Labels::secret()
    }
}

/// How many steps ahead the passes prefetch (the union-find: the ends' parents twice this far
/// ahead, their grandparents this far).
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
    /// The better choice for `edges` edges on `vertices` vertices (measured: see the module's
    /// documentation).
    fn for_size(vertices: u32, edges: u64) -> Self {
        if edges < u64::from(vertices) + u64::from(vertices) / 16 {
            Pendant::PeelFirst
        } else {
            Pendant::InForest
        }
    }
}

/// The Grundy value of the position: `vertices` vertices, these edges (0-based; loops and
/// repeated pairs allowed), and the ground. Memory in proportion to the edges: the vertices that
/// no edge touches are left out when they are many ([`super::without_isolated_vertices`]).
/// Running out of that memory is an error ([`SolveError::Resource`]).
pub fn value(vertices: u32, edges: &[Edge], ground: u32) -> Result<u64, SolveError> {
    let touched = super::without_isolated_vertices(vertices, edges, ground);
    Workspace::new().value(touched.vertices, &touched.edges, touched.ground)
}

/// What steps 2 and 4 gather at a vertex, in one record: both passes that touch one touch the
/// other (the cycle edges' labels and counts at their ends, then the sweep's hand-up), so each
/// random access brings one cache line instead of one from each of two arrays. Same size per
/// vertex as the two arrays apart (with its padding, 16 bytes).
#[derive(Debug, Clone, Copy, Default)]
struct Gathered {
    /// The XOR of the labels of the cycle edges at the vertex (step 2), then of those with one
    /// end in the forest's subtree below it (step 4).
    labels: u64,
    /// The value gathered so far: what hangs from it (step 1), its part's internal edges (step
    /// 2), what lies below it in the forest (step 4). No value exceeds the number of edges, fewer
    /// than 2^32.
    value: u32,
}

/// Reusable memory for one position after another, and the entry point that reads the edges
/// from the input without keeping where each was written. Edge indices are kept in 32 bits: at
/// most `u32::MAX` edges per position, as the games' limits say.
#[derive(Debug, Default)]
pub struct Workspace {
    /// Step 1's peeling of the whole graph, then step 3's of the spanning forest.
    peeling: LeafPeeling,
    /// Per vertex, the value of what hangs from it (step 1, pendant trees peeled first only).
    values: Vec<u32>,
    /// Per vertex, its parent in the union-find (step 2).
    parents: Vec<u32>,
    /// Per vertex, what steps 2 and 4 gather at it ([`Gathered`]).
    gathered: Vec<Gathered>,
    /// The spanning forest's edges (step 2), a bit per edge.
    forest_edges: Vec<u64>,
    /// The edges that close a cycle (step 2), a bit per edge.
    cycle_edges: Vec<u64>,
    /// The edges as read by [`Workspace::read_value`].
    edges: Vec<Edge>,
    /// The cycle edges' labels, from a seed drawn when the workspace is made.
    labels_of_edges: Labels,
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

    /// Steps 1 to 4 of the module's documentation, with the pendant trees handled as told.
    fn value_with(
        &mut self,
        vertices: u32,
        edges: &[Edge],
        ground: u32,
        pendant: Pendant,
    ) -> Result<u64, SolveError> {
        let core = match pendant {
            Pendant::PeelFirst => {
                // 1. Peel the pendant trees; the core is what keeps a positive degree.
                zeroed(&mut self.values, vertices)?;
                self.peeling
                    .try_load_edges(vertices, edges.iter().copied())?;
                self.peeling.peel_pendant(Some(ground));
                self.peeling.colon_principle(&mut self.values);
                if self.peeling.degree(ground) == 0 {
                    return Ok(u64::from(self.values[ground as usize]));
                }
                self.gathered.clear();
                reserve(&mut self.gathered, vertices)?;
                self.gathered.extend(
                    self.values
                        .iter()
                        .map(|&value| Gathered { labels: 0, value }),
                );
                Some(self.peeling.core_nodes())
            }
            Pendant::InForest => {
                zeroed(&mut self.gathered, vertices)?;
                None
            }
        };
        // 2. The spanning forest, and the labels of the edges that close cycles.
        spanning_forest(
            vertices,
            edges,
            core,
            &mut self.parents,
            &mut self.forest_edges,
            &mut self.cycle_edges,
        )?;
        let cycle_edges = bits::ones(&self.cycle_edges).map(|index| (index, edges[index]));
        let labels_of_edges = self.labels_of_edges;
        looking_ahead(
            cycle_edges,
            &mut self.gathered[..],
            |gathered, (_, (a, b))| {
                prefetch(gathered, a as usize);
                prefetch(gathered, b as usize);
            },
            |gathered, (index, (a, b))| {
                let label = labels_of_edges.of(index);
                let at_a = &mut gathered[a as usize];
                at_a.labels ^= label;
                at_a.value ^= 1;
                gathered[b as usize].labels ^= label;
            },
        );
        // 3. Peel the forest towards the ground.
        let forest = bits::ones(&self.forest_edges).map(|index| edges[index]);
        self.peeling.try_load_edges(vertices, forest)?;
        self.peeling.peel_pendant(Some(ground));
        // 4. Hand each value up across its forest edge.
        self.peeling.sweep_up(
            &mut self.gathered[..],
            |gathered, vertex| prefetch(gathered, vertex as usize),
            |gathered, child, parent| {
                let Gathered {
                    labels: below,
                    value,
                } = gathered[child as usize];
                let up = &mut gathered[parent as usize];
                up.labels ^= below;
                up.value ^= if below == 0 { value + 1 } else { value ^ 1 };
            },
        );
        Ok(u64::from(self.gathered[ground as usize].value))
    }
}

/// Step 2: a spanning forest of `vertices` vertices and these edges (only those with both ends
/// in `core`, when it is given: a bit per vertex). Each edge either joins two trees (and is put
/// in `forest`) or closes a cycle (and is put in `cycles`): sets of edge indices, a bit per edge
/// ([`crate::bits`]), an eighth of a byte where a list would take eight. `parents` is the
/// union-find's memory.
///
/// Rem's algorithm with splicing (Dijkstra, "A Discipline of Programming", 1976, ch. 23; the
/// fastest in Patwary, Blair and Manne, "Experiments on union-find algorithms for the
/// disjoint-set data structure", SEA 2010): every parent has a higher priority than its child,
/// the two ends climb together, the one whose parent is lower moving, and each step hangs the
/// moving vertex under the other's parent (splicing, which shortens the paths as it goes). When
/// the two parents are equal the ends were joined already; when the moving vertex is a root, it
/// is hung there and the trees are joined. Edges inside a tree usually stop before reaching the
/// root. The priority is a fixed bijective mix of the vertex's number, so that no numbering of
/// the input makes the trees deep. The parents are prefetched `2 * PIPELINE` edges ahead and the
/// grandparents `PIPELINE` edges ahead: the parents' array (4 bytes a vertex) stays in cache.
fn spanning_forest(
    vertices: u32,
    edges: &[Edge],
    core: Option<&[u64]>,
    parents: &mut Vec<u32>,
    forest: &mut Vec<u64>,
    cycles: &mut Vec<u64>,
) -> Result<(), SolveError> {
    parents.clear();
    reserve(parents, vertices)?;
    parents.extend(0..vertices);
    forest.clear();
    cycles.clear();
    forest.reserve(edges.len().div_ceil(64));
    cycles.reserve(edges.len().div_ceil(64));
    // The edges `2 * PIPELINE` and `PIPELINE` places on, for the prefetches: looked up by the
    // index of the edge at hand, which is past their end for the last few.
    let far = edges.get(2 * PIPELINE..).unwrap_or_default();
    let near = edges.get(PIPELINE..).unwrap_or_default();
    // A word of each set per 64 edges, its bits gathered in registers and stored once.
    for (word, chunk) in edges.chunks(64).enumerate() {
        let (mut joined_bits, mut cycle_bits) = (0u64, 0u64);
        for (bit, &(a, b)) in chunk.iter().enumerate() {
            let index = word * 64 + bit;
            if let Some(&(next_a, next_b)) = far.get(index) {
                prefetch(parents, next_a as usize);
                prefetch(parents, next_b as usize);
            }
            if let Some(&(next_a, next_b)) = near.get(index) {
                prefetch(parents, parents[next_a as usize] as usize);
                prefetch(parents, parents[next_b as usize] as usize);
            }
            if let Some(core) = core {
                if !(bits::contains(core, a as usize) && bits::contains(core, b as usize)) {
                    continue;
                }
            }
            let (mut x, mut y) = (a, b);
            let joined = loop {
                let (mut up_x, mut up_y) = (parents[x as usize], parents[y as usize]);
                if up_x == up_y {
                    break false;
                }
                // The end whose parent is lower moves; swapped without a branch, as which one it
                // is cannot be predicted.
                let swap = priority(up_x) > priority(up_y);
                (x, y) = if swap { (y, x) } else { (x, y) };
                (up_x, up_y) = if swap { (up_y, up_x) } else { (up_x, up_y) };
                parents[x as usize] = up_y;
                if x == up_x {
                    break true;
                }
                x = up_x;
            };
            joined_bits |= u64::from(joined) << bit;
            cycle_bits |= u64::from(!joined) << bit;
        }
        forest.push(joined_bits);
        cycles.push(cycle_bits);
    }
    Ok(())
}

/// The union-find's priority of a vertex: a bijection of 32-bit words (a multiplication by an odd
/// number, then a shift folded in), so distinct vertices have distinct priorities.
#[inline]
fn priority(vertex: u32) -> u32 {
    let mixed = vertex.wrapping_mul(0x9E37_79B9);
    mixed ^ (mixed >> 16)
}

/// `vector` emptied and filled with a zero per vertex, or an error when memory is lacking.
fn zeroed<T: Default + Clone>(vector: &mut Vec<T>, vertices: u32) -> Result<(), SolveError> {
    vector.clear();
    reserve(vector, vertices)?;
    vector.resize(vertices as usize, T::default());
    Ok(())
}

/// Makes room for a record per vertex, or says that memory is lacking.
fn reserve<T>(records: &mut Vec<T>, vertices: u32) -> Result<(), SolveError> {
    // In huge pages where the kernel grants them, as the peeling's records.
    try_reserve_huge(records, vertices as usize).map_err(|_| {
        SolveError::Resource(format!(
            "not enough memory for a graph of {vertices} vertices"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The value, where memory cannot run out.
    fn value(vertices: u32, edges: &[Edge], ground: u32) -> u64 {
        super::value(vertices, edges, ground).expect("memory")
    }
    use crate::games::graph_hackenbush::test_text;
    use crate::graph::families::{random_graph, FAMILIES};
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
        let secret = Labels::secret();
        let labels: std::collections::HashSet<u64> =
            (0..100_000).map(|index| secret.of(index)).collect();
        assert_eq!(labels.len(), 100_000);
        // Each workspace draws a seed of its own.
        assert_ne!(Labels::secret(), Labels::secret());
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

    /// Indices from 2 on whose labels XOR to 0, by Gaussian elimination over GF(2): each row
    /// keeps the set of indices it is the XOR of, as a bit mask (at most 64 rows are
    /// independent, so a dependent set is found among the first 65 indices).
    fn indices_whose_labels_cancel(labels: Labels) -> Vec<usize> {
        let mut rows: Vec<(u64, u128)> = Vec::new();
        for index in 2..2 + 65 {
            let (mut vector, mut set) = (labels.of(index), 1u128 << (index - 2));
            for &(row, row_set) in &rows {
                if vector ^ row < vector {
                    vector ^= row;
                    set ^= row_set;
                }
            }
            if vector == 0 {
                return (0..65)
                    .filter(|bit| set >> bit & 1 == 1)
                    .map(|bit| bit + 2)
                    .collect();
            }
            rows.push((vector, set));
            // Highest leading bit first, so that each row clears its leading bit from the rest.
            rows.sort_unstable_by_key(|&(row, _)| std::cmp::Reverse(row));
        }
        unreachable!("65 vectors of 64 bits are linearly dependent")
    }

    #[test]
    fn known_labels_can_be_defeated_but_secret_ones_are_not() {
        // The ground 0 and vertex 1 joined by edge 0 (the forest edge) and by parallel edges at
        // the indices whose labels cancel; vertex 2 hangs from 1 by edge 1; every other index a
        // loop at the ground. Vertices 0 and 1 are one part, whose internal edges are worth
        // their number mod 2, and the stalk 1-2 is worth 1 more: the value is 1 XOR (internal
        // edges mod 2). Judged a bridge, edge 0 would hand up (1 + 1) = 2 instead.
        let known = Labels { seed: 12_345 };
        let cancelling = indices_whose_labels_cancel(known);
        assert_eq!(
            cancelling
                .iter()
                .fold(0, |xor, &index| xor ^ known.of(index)),
            0
        );
        let last = *cancelling.iter().max().unwrap();
        // One more loop when needed, so that the part's internal edges are even: value 1.
        let count = if last % 2 == 0 { last + 1 } else { last + 2 };
        let edges: Vec<Edge> = (0..count)
            .map(|index| match index {
                0 => (0, 1),
                1 => (1, 2),
                _ if cancelling.contains(&index) => (0, 1),
                _ => (0, 0),
            })
            .collect();
        assert_eq!(exact(3, &edges, 0), 1);
        let mut workspace = Workspace::new();
        workspace.labels_of_edges = known;
        assert_eq!(
            workspace.value(3, &edges, 0).unwrap(),
            3,
            "the known labels misjudge edge 0 as a bridge"
        );
        let mut workspace = Workspace::new();
        assert_eq!(workspace.value(3, &edges, 0).unwrap(), 1);
        assert_eq!(value(3, &edges, 0), 1);
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
        // The union-find prefetches PIPELINE and 2 * PIPELINE edges ahead, the later passes
        // PIPELINE steps ahead, and the peelings load edges in batches: every count up to a few of
        // each, on graphs
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

    /// The number of connected components, by a plain union-find (no splicing, no priorities).
    fn components(vertices: u32, edges: &[Edge]) -> usize {
        let mut leader: Vec<u32> = (0..vertices).collect();
        fn root(leader: &[u32], mut vertex: u32) -> u32 {
            while leader[vertex as usize] != vertex {
                vertex = leader[vertex as usize];
            }
            vertex
        }
        let mut count = vertices as usize;
        for &(a, b) in edges {
            let (root_a, root_b) = (root(&leader, a), root(&leader, b));
            if root_a != root_b {
                leader[root_a as usize] = root_b;
                count -= 1;
            }
        }
        count
    }

    #[test]
    fn the_spanning_forest_spans_every_component_without_a_cycle() {
        let mut random = Random::from_seed(13);
        let (mut parents, mut forest, mut cycles) = (Vec::new(), Vec::new(), Vec::new());
        let mut check = |vertices: u32, edges: &[Edge]| {
            spanning_forest(
                vertices,
                edges,
                None,
                &mut parents,
                &mut forest,
                &mut cycles,
            )
            .unwrap();
            let expected = components(vertices, edges);
            // A forest (every edge joins two components) with as many components as the graph.
            let forest_edges: Vec<Edge> = bits::ones(&forest).map(|index| edges[index]).collect();
            assert_eq!(components(vertices, &forest_edges), expected, "{edges:?}");
            assert_eq!(
                forest_edges.len(),
                vertices as usize - expected,
                "{edges:?}"
            );
            // Every other edge closes a cycle.
            let mut every: Vec<usize> = bits::ones(&forest).chain(bits::ones(&cycles)).collect();
            every.sort_unstable();
            assert!(every.iter().copied().eq(0..edges.len()), "{edges:?}");
            // Only the edges with both ends in a given core: the odd vertices, here.
            let mut odd = Vec::new();
            bits::clear(&mut odd, vertices as usize);
            for vertex in (1..vertices as usize).step_by(2) {
                bits::insert_if(&mut odd, vertex, true);
            }
            spanning_forest(
                vertices,
                edges,
                Some(&odd),
                &mut parents,
                &mut forest,
                &mut cycles,
            )
            .unwrap();
            let inside: Vec<usize> = (0..edges.len())
                .filter(|&index| edges[index].0 % 2 == 1 && edges[index].1 % 2 == 1)
                .collect();
            let core_edges: Vec<Edge> = inside.iter().map(|&index| edges[index]).collect();
            let forest_edges: Vec<Edge> = bits::ones(&forest).map(|index| edges[index]).collect();
            // Spanning the core's components, without a cycle.
            assert_eq!(
                forest_edges.len(),
                vertices as usize - components(vertices, &core_edges),
                "{edges:?}"
            );
            assert_eq!(
                components(vertices, &forest_edges),
                vertices as usize - forest_edges.len(),
                "{edges:?}"
            );
            let mut every: Vec<usize> = bits::ones(&forest).chain(bits::ones(&cycles)).collect();
            every.sort_unstable();
            assert_eq!(every, inside, "{edges:?}");
        };
        // Paths and stars in the orders that make union-find trees deep without priorities.
        for n in [1u32, 2, 3, 100, 5000] {
            let path: Vec<Edge> = (1..n).map(|v| (v - 1, v)).collect();
            let reversed: Vec<Edge> = path.iter().rev().map(|&(a, b)| (b, a)).collect();
            let star: Vec<Edge> = (1..n).map(|v| (v, 0)).collect();
            let mut cycle = path.clone();
            cycle.push((n - 1, 0));
            for edges in [&path, &reversed, &star, &cycle] {
                check(n, edges);
            }
        }
        for _ in 0..500 {
            let vertices = 1 + random.below(200) as u32;
            let count = random.below(3 * u64::from(vertices)) as usize;
            let edges: Vec<Edge> = (0..count)
                .map(|_| {
                    let a = random.below(u64::from(vertices)) as u32;
                    (a, random.below(u64::from(vertices)) as u32)
                })
                .collect();
            check(vertices, &edges);
        }
    }

    #[test]
    fn read_value_fails_as_reading_alone_does() {
        // Trees with one flaw each: a vertex id out of range, a word, a number too large, or
        // edges missing; the same error as reading the edges alone gives, at the same place.
        let mut workspace = Workspace::new();
        for (index, flaw) in ["0", "9", "x", "99999999999999999999999", ""]
            .iter()
            .enumerate()
        {
            for at in [0usize, 3, 6] {
                let mut lines: Vec<String> = (1..8).map(|v| format!("{v} {}", v + 1)).collect();
                if flaw.is_empty() {
                    lines.truncate(at);
                } else {
                    lines[at] = format!("{} {flaw}", at + 1);
                }
                let text = format!("8 7\n{}\n", lines.join("\n"));
                let header = |scanner: &mut Scanner<'_>| {
                    let n = scanner.next_u64("n").unwrap() as u32;
                    (n, scanner.next_u64("m").unwrap())
                };
                let mut scanner = Scanner::new(text.as_bytes());
                let (n, m) = header(&mut scanner);
                let fused = workspace.read_value(&mut scanner, n, m, 0).unwrap_err();
                let mut scanner = Scanner::new(text.as_bytes());
                let (n, m) = header(&mut scanner);
                let alone =
                    super::super::read_edges_into(&mut scanner, n, m, &mut Vec::new()).unwrap_err();
                assert_eq!(fused.to_string(), alone.to_string(), "flaw {index} at {at}");
            }
        }
        // Sound again afterwards: the workspace is reused.
        assert_eq!(read(&mut workspace, 3, &[(0, 1), (1, 2)], 0), 2);
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
