//! The fast solver: the outcome from degrees alone, in linear time, without building the reduced
//! tree and without adjacency lists.
//!
//! # The theory (`docs/games/tree-tac-toe.md`; checked here against the oracle)
//!
//! Replace every white vertex `v` by an uncoloured one with a gadget hung on it (a new vertex
//! `A_v` joined to `v`, and two new leaves joined to `A_v`): the reduced tree `T'` has
//! `N' = n + 3w` vertices, all uncoloured, and the same outcome. In `T'`:
//!
//! 1. a vertex of degree 4 or more: White wins;
//! 2. a vertex of degree 3 with at least two neighbours that are not leaves: White wins;
//! 3. otherwise every vertex of degree 3 is a *fork* (two of its neighbours are leaves), and
//!    there are at most two; with two forks and `N'` odd, White wins;
//! 4. everything else is a draw. Black never wins (strategy stealing).
//!
//! Degrees in `T'` are read off the tree: `deg'(v) = deg(v) + [v white]`; every gadget vertex
//! `A_v` has degree 3 with exactly one neighbour that is not a leaf (`v`), so it is a fork; a
//! vertex of the tree is a non-leaf of `T'` when its degree is at least 2 or it is white.
//!
//! # The passes
//!
//! 1. *Loading*: the edges are kept as read and counted in their ends' degrees. A large tree's
//!    are joined in a union-find (union by rank, path halving) that notes an edge closing a
//!    cycle: `n - 1` edges without a cycle form a tree. They go in batches whose records (degree
//!    and representative side by side) are prefetched; edges are independent of each other, so
//!    their cache misses overlap. Peeling leaves ([`crate::tree::peel::LeafPeeling`]) was
//!    measured first: on a path it is one chain of dependent cache misses, 46% of the time. A
//!    small tree (in the core's cache) is checked by peeling its leaves once loaded, each vertex
//!    keeping the XOR of its neighbours.
//! 2. *Colours*: one pass over the colour string checks its letters and gives each vertex a
//!    one-byte mark: white or not, a leaf of `T'` or not, of degree 3 or 4 and more in `T'`.
//! 3. *Neighbours*: a pass over the edges counts in the marks, at each vertex of degree 3 in
//!    `T'`, its neighbours that are not leaves of `T'` (at most 3, two bits), and at each white
//!    vertex whether it has one white neighbour, or two. It reads and writes only the marks, a
//!    byte a vertex, which stay in the core's cache where the 8-byte records would not.
//!    When only the contest line is asked, the pass is left out where the marks settle the
//!    outcome alone: no white vertex of degree 2 or more (so no three white vertices on a path),
//!    and a vertex of degree 4 or more in `T'` or none of degree 3.
//! 4. *Decision*: one scan over the marks applies the rules above.
//!
//! When only the contest line is asked, trees of at most 64 vertices take [`super::small`]
//! instead, and larger ones [`super::large`] (no edge kept, no second pass); this path serves
//! the reports, and any test those two give up on. Nothing recurses.

use crate::input::Scanner;
use crate::prefetch::prefetch;
use crate::solve::SolveError;
use crate::tree::input::{read_edge, read_edges_in_batches};
use crate::tree::peel::NotATree;
use crate::tree::Edge;

/// What a vertex of the tree is while its edges are loaded and checked: 8 bytes, so that
/// loading an edge touches one cache line at each end.
#[derive(Debug, Clone, Copy, Default)]
struct Record {
    /// In a large tree, the vertex's representative in the union-find that checks the edges (the
    /// vertex itself at a root); in a small tree, the XOR of its neighbours (a leaf's is its one
    /// neighbour).
    link: u32,
    /// The number of neighbours in the tree, saturating at 255 (the rules only tell 0, 1, 2, 3
    /// and 4 or more apart).
    degree: u8,
    /// In a large tree, the vertex's rank in the union-find (a bound on the height of its tree,
    /// below 32; kept while it is a root).
    rank: u8,
}

/// The bit of a vertex's mark (one byte a vertex, [`Workspace::marks`]) set on a white vertex.
const WHITE: u8 = 1;
/// The bit of a mark set on a vertex that is not a leaf of the reduced tree: its degree is at
/// least 2, or it is white (its gadget is one more neighbour).
const INNER: u8 = 2;
/// The bit of a mark set on a vertex of degree 3 in the reduced tree.
const DEGREE_3: u8 = 4;
/// The bit of a mark set on a vertex of degree 4 or more in the reduced tree.
const DEGREE_4: u8 = 8;
/// The lowest bit of a mark's two bits that count, at a vertex marked [`DEGREE_3`], its
/// neighbours in the tree that are marked [`INNER`] (at most 3: no carry leaves them).
const INNER_COUNT: u8 = 0x10;
/// The bits of a mark that count a [`DEGREE_3`] vertex's [`INNER`] neighbours.
const INNER_COUNT_BITS: u8 = 0x30;
/// The bit of a mark set on a white vertex with a white neighbour.
const WHITE_NEIGHBOUR: u8 = 0x40;
/// The bit of a mark set on a white vertex with two white neighbours (or more): the middle of
/// three white vertices on a path.
const TWO_WHITE_NEIGHBOURS: u8 = 0x80;

/// A vertex's mark from its degree in the tree and its colour: the bits [`WHITE`], [`INNER`],
/// [`DEGREE_3`] and [`DEGREE_4`], the counts 0.
#[inline(always)]
fn mark(degree: u8, white: bool) -> u8 {
    let inner = degree >= 2 || white;
    let degree = u32::from(degree) + u32::from(white);
    (u8::from(white) * WHITE)
        | (u8::from(inner) * INNER)
        | (u8::from(degree == 3) * DEGREE_3)
        | (u8::from(degree >= 4) * DEGREE_4)
}

/// The rule that decides a test, as the JSON key `reason` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    /// A vertex of degree 4 or more in the reduced tree: White wins.
    Degree4,
    /// A vertex of degree 3 in the reduced tree with at least two neighbours that are not leaves:
    /// White wins.
    Degree3,
    /// Two forks and an odd number of vertices in the reduced tree: White wins.
    TwoForksOdd,
    /// None of the rules: a draw.
    None,
}

impl Reason {
    /// The JSON value of `reason`.
    pub fn key(self) -> &'static str {
        match self {
            Reason::Degree4 => "degree-4",
            Reason::Degree3 => "degree-3",
            Reason::TwoForksOdd => "two-forks-odd",
            Reason::None => "none",
        }
    }

    /// Whether White wins by this rule.
    pub fn white_wins(self) -> bool {
        self != Reason::None
    }
}

/// What the rules find on one test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    /// The number of vertices of the tree.
    pub vertices: u64,
    /// The number of white vertices.
    pub whites: u64,
    /// `N' = n + 3w`, the number of vertices of the reduced tree.
    pub reduced_vertices: u64,
    /// The vertices of degree 4 or more in the reduced tree.
    pub degree_4: u64,
    /// The vertices of degree 3 in the reduced tree (gadget vertices included).
    pub degree_3: u64,
    /// The vertices of degree 3 in the reduced tree with at least two neighbours that are not
    /// leaves.
    pub degree_3_inner: u64,
    /// The rule that decides.
    pub reason: Reason,
    /// The smallest white vertex with two white neighbours, if any: three white vertices that
    /// already form a path (bad input).
    pub white_path_middle: Option<u32>,
}

impl Decision {
    /// The number of forks of the reduced tree: its vertices of degree 3 whose neighbours are
    /// leaves but one (meaningful when no vertex has degree 4 or more).
    pub fn forks(&self) -> u64 {
        self.degree_3 - self.degree_3_inner
    }
}

/// Trees of at most this many vertices are loaded without prefetching: their
/// records and edges (about 128 KB) stay in the core's caches, and the hints
/// would only cost instructions.
const CACHED_VERTICES: u32 = 1 << 13;

/// Trees of at most this many vertices are checked by peeling leaves rather than by union-find:
/// in the core's cache, a few instructions a vertex instead of two look-ups an edge. Their
/// degrees (below 256) fit the records' byte.
const PEELED_VERTICES: u32 = 256;

/// The solver's reusable memory: one workspace serves every test of a file, sized for the largest
/// so far; a test clears only the vertices it has.
#[derive(Debug, Default)]
pub struct Workspace {
    /// The edges as read (0-based).
    edges: Vec<Edge>,
    /// Per vertex: what the rules need.
    records: Vec<Record>,
    /// Per vertex, once the colours are set: its mark, the bits [`WHITE`], [`INNER`],
    /// [`DEGREE_3`] and [`DEGREE_4`], and what the pass over the edges counts of its neighbours
    /// ([`INNER_COUNT_BITS`], [`WHITE_NEIGHBOUR`], [`TWO_WHITE_NEIGHBOURS`]). One byte a vertex,
    /// so that on a large tree the pass's look-ups stay in the core's cache.
    marks: Vec<u8>,
    /// Whether an edge of a large tree loaded so far closed a cycle.
    cycle: bool,
    /// Per vertex of a small tree, while its leaves are peeled: its degree in what is left.
    left: Vec<u8>,
    /// Per vertex, what [`super::large`] keeps instead of the above.
    pub(super) large: Vec<super::large::Record>,
    /// Whether [`super::large`] has found a test whose colour string was not the input's last
    /// token (or a test it gave up on): it then stops trying that place first.
    pub(super) colours_not_last: bool,
}

impl Workspace {
    /// An empty workspace.
    pub fn new() -> Self {
        Workspace::default()
    }

    /// Empties the buffers and makes room for a tree of `n` vertices: zeroed records, each vertex
    /// its own representative (large trees) or with no neighbours (small ones).
    fn begin(&mut self, n: u32) -> Result<(), SolveError> {
        let size = n as usize;
        self.records.clear();
        self.edges.clear();
        self.marks.clear();
        self.cycle = false;
        if n <= PEELED_VERTICES {
            self.records.resize(size, Record::default());
            return Ok(());
        }
        let out_of_memory =
            |_| SolveError::Resource(format!("not enough memory for a tree of {n} vertices"));
        crate::memory::try_reserve_exact(&mut self.records, size).map_err(out_of_memory)?;
        crate::memory::try_reserve_exact(&mut self.edges, size.saturating_sub(1))
            .map_err(out_of_memory)?;
        crate::memory::try_reserve_exact(&mut self.marks, size).map_err(out_of_memory)?;
        self.records.extend((0..n).map(|vertex| Record {
            link: vertex,
            ..Record::default()
        }));
        Ok(())
    }

    /// Adds an edge of a small tree: counts it in both degrees, keeps it, and XORs each end into
    /// the other's neighbours.
    #[inline(always)]
    fn add_small_edge(&mut self, (u, v): Edge) {
        let records = &mut self.records;
        let degree = &mut records[u as usize].degree;
        *degree = degree.saturating_add(1);
        let degree = &mut records[v as usize].degree;
        *degree = degree.saturating_add(1);
        records[u as usize].link ^= v;
        records[v as usize].link ^= u;
        self.edges.push((u, v));
    }

    /// Adds an edge of a large tree: counts it in both degrees, keeps it, and joins its ends'
    /// sets in the union-find (union by rank, path halving), noting a cycle when they are already
    /// joined.
    #[inline(always)]
    fn add_edge(&mut self, (u, v): Edge) {
        let records = &mut self.records;
        let degree = &mut records[u as usize].degree;
        *degree = degree.saturating_add(1);
        let degree = &mut records[v as usize].degree;
        *degree = degree.saturating_add(1);
        self.edges.push((u, v));
        let (root_u, root_v) = (find(records, u), find(records, v));
        if root_u == root_v {
            self.cycle = true;
            return;
        }
        // Union by rank: the shallower root goes under the deeper one.
        let (rank_u, rank_v) = (records[root_u as usize].rank, records[root_v as usize].rank);
        if rank_u < rank_v {
            records[root_u as usize].link = root_v;
        } else {
            records[root_v as usize].link = root_u;
            records[root_u as usize].rank += u8::from(rank_u == rank_v);
        }
    }

    /// Reads the `n - 1` edges of a test. A large tree's edges are read in batches whose records
    /// are prefetched before they are updated; a smaller one's are handled as
    /// they are read.
    pub fn load(&mut self, scanner: &mut Scanner<'_>, n: u32) -> Result<(), SolveError> {
        self.begin(n)?;
        if n <= PEELED_VERTICES {
            for _ in 1..n {
                let edge = read_edge(scanner, n)?;
                self.add_small_edge(edge);
            }
            return Ok(());
        }
        if n <= CACHED_VERTICES {
            for _ in 1..n {
                let edge = read_edge(scanner, n)?;
                self.add_edge(edge);
            }
            return Ok(());
        }
        read_edges_in_batches(
            scanner,
            n,
            self,
            |workspace, (u, v)| {
                prefetch(&workspace.records, u as usize);
                prefetch(&workspace.records, v as usize);
            },
            Workspace::add_edge,
        )?;
        Ok(())
    }

    /// Loads a tree given as 0-based edges.
    pub fn load_edges(&mut self, n: u32, edges: &[Edge]) -> Result<(), SolveError> {
        self.begin(n)?;
        for &edge in edges {
            if n <= PEELED_VERTICES {
                self.add_small_edge(edge);
            } else {
                self.add_edge(edge);
            }
        }
        Ok(())
    }

    /// Whether the `n - 1` edges loaded have no cycle, so form a tree. A large tree's union-find
    /// checked each edge as it was loaded (edges are independent of each other, so a batch's
    /// look-ups overlap, where peeling leaves, on a path, is one chain of dependent cache misses);
    /// a small tree's leaves are peeled now.
    pub fn check_tree(&mut self) -> Result<(), NotATree> {
        let tree = if self.records.len() <= PEELED_VERTICES as usize {
            self.peels_to_one_vertex()
        } else {
            !self.cycle
        };
        if tree {
            Ok(())
        } else {
            Err(NotATree)
        }
    }

    /// Whether peeling leaves (a vertex with one neighbour left) takes every vertex but one: then
    /// the `n - 1` edges form a tree; a cycle's vertices are never leaves. A leaf's neighbour is
    /// the XOR of its neighbours left. Each vertex in turn is peeled if it is a leaf, and then its
    /// neighbour if that became a leaf and comes earlier, and so on; a later one is peeled in its
    /// turn. Linear, without a stack.
    fn peels_to_one_vertex(&mut self) -> bool {
        let left = &mut self.left;
        left.clear();
        left.extend(self.records.iter().map(|record| record.degree));
        let records = &mut self.records;
        let mut peeled = 0usize;
        for start in 0..left.len() {
            let mut leaf = start;
            while left[leaf] == 1 {
                let neighbour = records[leaf].link as usize;
                left[leaf] = 0;
                left[neighbour] -= 1;
                records[neighbour].link ^= leaf as u32;
                peeled += 1;
                if neighbour > start {
                    break;
                }
                leaf = neighbour;
            }
        }
        peeled + 1 == left.len()
    }

    /// Sets the colours from the colour string's letters (`W` white, anything else not), and
    /// tells whether they are a good colour string for the tree: one letter `W` or `N` per
    /// vertex, at least one `N`.
    pub fn colour(&mut self, letters: &[u8]) -> bool {
        let mut others = false;
        let mut uncoloured = 0usize;
        self.marks.clear();
        self.marks
            .extend(self.records.iter().zip(letters).map(|(record, &letter)| {
                let white = letter == b'W';
                let none = letter == b'N';
                uncoloured += usize::from(none);
                others |= !(white | none);
                mark(record.degree, white)
            }));
        letters.len() == self.records.len() && !others && uncoloured > 0
    }

    /// Sets the colours from one flag per vertex.
    pub fn colour_flags(&mut self, white: &[bool]) {
        self.marks.clear();
        self.marks.extend(
            self.records
                .iter()
                .zip(white)
                .map(|(record, &white)| mark(record.degree, white)),
        );
    }

    /// The tree's edges, as read.
    pub fn edges(&self) -> impl Iterator<Item = Edge> + '_ {
        self.edges.iter().copied()
    }

    /// Whether vertex `vertex` is white.
    pub fn is_white(&self, vertex: u32) -> bool {
        self.marks[vertex as usize] & WHITE != 0
    }

    /// Counts, in the marks, the [`INNER`] neighbours of every [`DEGREE_3`] vertex and the white
    /// neighbours of every white one, in one pass over the edges that reads only the marks (a
    /// byte a vertex: half a megabyte for 5·10^5 vertices, which stays in the core's cache), then
    /// applies the rules.
    pub fn decide(&mut self) -> Decision {
        self.count_neighbours();
        decide(&self.marks)
    }

    /// The decision when only its outcome and [`Decision::white_path_middle`] will be used (the
    /// contest line): the same as [`Workspace::decide`]'s, but the pass over the edges is left
    /// out where the marks alone settle them ([`neighbours_matter`]); its other counts may then
    /// be short.
    pub fn decide_outcome(&mut self) -> Decision {
        if neighbours_matter(&self.marks) {
            self.count_neighbours();
        }
        decide(&self.marks)
    }

    /// The pass over the edges of [`Workspace::decide`].
    fn count_neighbours(&mut self) {
        let marks = &mut self.marks[..];
        for &(u, v) in &self.edges {
            let (mark_u, mark_v) = (marks[u as usize], marks[v as usize]);
            marks[u as usize] = counted(mark_u, mark_v);
            marks[v as usize] = counted(mark_v, mark_u);
        }
    }
}

/// Whether the outcome of a test, or three white vertices on a path, can depend on what the pass
/// over the edges counts, from the marks alone: the counts matter at a vertex of degree 3 in the
/// reduced tree (its inner neighbours; but not once a vertex of degree 4 or more has decided for
/// White) and at a white vertex with two neighbours or more (its white ones; a white vertex of
/// degree 1 cannot be the middle of a path).
fn neighbours_matter(marks: &[u8]) -> bool {
    let (mut any, mut white) = (0u8, 0u8);
    for &mark in marks {
        any |= mark;
        // A white vertex of degree 3 or 4 in the reduced tree has 2 or more in the tree.
        white |= (mark & (DEGREE_3 | DEGREE_4)) * (mark & WHITE);
    }
    white != 0 || (any & DEGREE_4 == 0 && any & DEGREE_3 != 0)
}

/// The mark of a vertex, `mark`, with its neighbour's, `other`, counted: one more [`INNER`]
/// neighbour if the vertex is marked [`DEGREE_3`] (it has at most 3 neighbours, so the count's
/// two bits do not overflow), and one more white neighbour if both are white.
#[inline(always)]
fn counted(mark: u8, other: u8) -> u8 {
    let inner = (mark >> 2) & (other >> 1) & 1;
    let both_white = mark & other & WHITE;
    let seen = WHITE_NEIGHBOUR | ((mark & WHITE_NEIGHBOUR) << 1);
    (mark + inner * INNER_COUNT) | (both_white * seen)
}

/// The root of `vertex` in the union-find, halving the path on the way.
#[inline]
fn find(records: &mut [Record], mut vertex: u32) -> u32 {
    loop {
        let up = records[vertex as usize].link;
        if up == vertex {
            return vertex;
        }
        let grand = records[up as usize].link;
        records[vertex as usize].link = grand;
        vertex = grand;
    }
}

/// Applies the rules to the counted marks.
fn decide(marks: &[u8]) -> Decision {
    let mut whites = 0u64;
    let mut degree_4 = 0u64;
    let mut degree_3 = 0u64;
    let mut degree_3_inner = 0u64;
    let mut white_path = false;
    for &mark in marks {
        let degree_3_here = mark & DEGREE_3 != 0;
        // A white vertex's gadget vertex is one more inner neighbour.
        let inner_neighbours = u32::from((mark & INNER_COUNT_BITS) >> 4) + u32::from(mark & WHITE);
        whites += u64::from(mark & WHITE);
        degree_4 += u64::from(mark & DEGREE_4 != 0);
        degree_3 += u64::from(degree_3_here);
        degree_3_inner += u64::from(degree_3_here & (inner_neighbours >= 2));
        white_path |= mark & TWO_WHITE_NEIGHBOURS != 0;
    }
    let white_path_middle = if white_path {
        marks
            .iter()
            .position(|&mark| mark & TWO_WHITE_NEIGHBOURS != 0)
            .map(|vertex| vertex as u32)
    } else {
        None
    };
    // Every gadget vertex has degree 3 and one neighbour that is not a leaf: a fork.
    degree_3 += whites;
    let vertices = marks.len() as u64;
    let reduced_vertices = vertices + 3 * whites;
    let forks = degree_3 - degree_3_inner;
    let reason = if degree_4 > 0 {
        Reason::Degree4
    } else if degree_3_inner > 0 {
        Reason::Degree3
    } else if forks == 2 && reduced_vertices % 2 == 1 {
        Reason::TwoForksOdd
    } else {
        Reason::None
    };
    Decision {
        vertices,
        whites,
        reduced_vertices,
        degree_4,
        degree_3,
        degree_3_inner,
        reason,
        white_path_middle,
    }
}

/// The fast solver's decision for one tree given as 0-based edges and one flag per vertex.
#[cfg(test)]
pub fn decision(n: u32, edges: &[Edge], white: &[bool]) -> Result<Decision, NotATree> {
    let mut workspace = Workspace::new();
    workspace.load_edges(n, edges).expect("memory");
    workspace.check_tree()?;
    workspace.colour_flags(white);
    Ok(workspace.decide())
}

/// The general path's answer for one tree, `None` where it refuses the test (not a tree, three
/// white vertices on a path, no uncoloured vertex): what the small and large paths must say.
#[cfg(test)]
pub fn general(tree: &super::families::ColouredTree) -> Option<bool> {
    let decision = decision(tree.n, &tree.edges, &tree.white).ok()?;
    let refused = decision.white_path_middle.is_some() || tree.white.iter().all(|&white| white);
    (!refused).then(|| decision.reason.white_wins())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tree_tac_toe::families::FAMILIES;
    use crate::random::Random;

    fn path(n: u32) -> Vec<Edge> {
        (1..n).map(|vertex| (vertex - 1, vertex)).collect()
    }

    fn whites(n: u32, which: &[u32]) -> Vec<bool> {
        (0..n).map(|vertex| which.contains(&vertex)).collect()
    }

    #[test]
    fn the_samples_rules() {
        // A star with three leaves, one white: the centre has degree 3 with one inner neighbour
        // (the white leaf), the white leaf's gadget is a second fork, N' = 7 is odd.
        let star = [(0, 1), (0, 2), (0, 3)];
        let decision = decision(4, &star, &whites(4, &[3])).unwrap();
        assert_eq!(decision.reason, Reason::TwoForksOdd);
        assert_eq!(decision.reduced_vertices, 7);
        assert_eq!(decision.forks(), 2);
        // A path of five: nothing.
        let decision = super::decision(5, &path(5), &whites(5, &[])).unwrap();
        assert_eq!(decision.reason, Reason::None);
        assert_eq!(decision.forks(), 0);
        // Paths with white ends: 5 vertices (N' = 11) wins, 6 (N' = 12) draws.
        assert_eq!(
            super::decision(5, &path(5), &whites(5, &[0, 4]))
                .unwrap()
                .reason,
            Reason::TwoForksOdd
        );
        assert_eq!(
            super::decision(6, &path(6), &whites(6, &[0, 5]))
                .unwrap()
                .reason,
            Reason::None
        );
        // A star with four leaves: degree 4.
        let star = [(0, 1), (0, 2), (0, 3), (0, 4)];
        let decision = super::decision(5, &star, &whites(5, &[])).unwrap();
        assert_eq!(decision.reason, Reason::Degree4);
        assert_eq!(decision.degree_4, 1);
        // Vertex 2 (0-based) with neighbours 1, 3, 4 where 1 and 4 are inner.
        let tree = [(0, 1), (1, 2), (2, 3), (2, 4), (4, 5)];
        assert_eq!(
            super::decision(6, &tree, &whites(6, &[])).unwrap().reason,
            Reason::Degree3
        );
        // One vertex.
        let decision = super::decision(1, &[], &whites(1, &[])).unwrap();
        assert_eq!(decision.reason, Reason::None);
        assert_eq!(decision.reduced_vertices, 1);
    }

    #[test]
    fn three_whites_on_a_path_are_found() {
        let decision = decision(4, &path(4), &whites(4, &[1, 2, 3])).unwrap();
        assert_eq!(decision.white_path_middle, Some(2));
        let decision = super::decision(4, &path(4), &whites(4, &[0, 1, 3])).unwrap();
        assert_eq!(decision.white_path_middle, None);
    }

    #[test]
    fn cycles_are_not_trees() {
        assert_eq!(
            decision(3, &[(0, 1), (1, 2), (2, 0)], &whites(3, &[])),
            Err(NotATree)
        );
        assert_eq!(
            decision(4, &[(0, 1), (1, 0), (2, 3)], &whites(4, &[])),
            Err(NotATree)
        );
        assert!(decision(4, &[(3, 1), (0, 2), (2, 1)], &whites(4, &[])).is_ok());
    }

    /// Whether the shared tree reader's check (union-find, its own code) takes `edges` for a tree.
    fn is_tree(n: u32, edges: &[Edge]) -> bool {
        let placed = crate::tree::input::PlacedEdge::at_start(edges);
        crate::tree::input::check_tree(&Scanner::new(b""), n, &placed).is_ok()
    }

    #[test]
    fn peeling_and_union_find_tell_trees_as_the_reader_does() {
        let mut random = crate::random::Random::from_seed(22);
        // Both sides of PEELED_VERTICES, so both checks: random trees, and n - 1 random edges
        // without self-loops (mostly not trees: cycles, repeated edges, pieces).
        for n in (1..=20).chain([255, 256, 257, 258, 300, 1000]) {
            for round in 0..40 {
                let mut edges: Vec<Edge> = if round % 2 == 0 {
                    (1..n)
                        .map(|vertex| (random.below(u64::from(vertex)) as u32, vertex))
                        .collect()
                } else {
                    (1..n)
                        .map(|_| {
                            let u = random.below(u64::from(n)) as u32;
                            let v = (u + 1 + random.below(u64::from(n - 1)) as u32) % n;
                            (u, v)
                        })
                        .collect()
                };
                if round % 4 == 2 && n >= 3 {
                    // A tree but one edge replaced by one inside a piece: a cycle.
                    let last = edges.len() - 1;
                    edges[last] = (edges[0].0, edges[0].1);
                }
                random.shuffle(&mut edges);
                let white = vec![false; n as usize];
                assert_eq!(
                    decision(n, &edges, &white).is_ok(),
                    is_tree(n, &edges),
                    "n = {n}: {edges:?}"
                );
            }
        }
    }

    #[test]
    fn a_path_of_a_million_vertices_needs_no_stack() {
        let n = 1_000_000;
        let decision = decision(n, &path(n), &whites(n, &[0, n - 1])).unwrap();
        // N' = 10^6 + 6 is even: a draw.
        assert_eq!(decision.reason, Reason::None);
        let decision = super::decision(n, &path(n), &whites(n, &[0])).unwrap();
        assert_eq!(decision.forks(), 1);
    }

    #[test]
    fn the_outcome_without_the_neighbours_is_the_outcome_with_them() {
        let mut random = Random::from_seed(1111);
        let mut skipped = 0;
        for n in (1..=40).chain([100, 257, 1000]) {
            for round in 0..40 {
                let family = FAMILIES[round % FAMILIES.len()];
                let mut tree = family.generate(n, &mut random);
                if round % 4 == 3 {
                    let density = random.below(5);
                    for white in &mut tree.white {
                        *white = random.below(8) < density;
                    }
                }
                let mut workspace = Workspace::new();
                workspace.load_edges(n, &tree.edges).unwrap();
                workspace.check_tree().unwrap();
                workspace.colour_flags(&tree.white);
                let marks = workspace.marks.clone();
                let full = workspace.decide();
                workspace.marks = marks;
                skipped += usize::from(!neighbours_matter(&workspace.marks));
                let outcome = workspace.decide_outcome();
                assert_eq!(outcome.reason.white_wins(), full.reason.white_wins());
                assert_eq!(outcome.white_path_middle, full.white_path_middle);
                if full.degree_4 == 0 {
                    assert_eq!(outcome, full);
                }
            }
        }
        assert!(skipped > 100, "{skipped}");
    }
}
