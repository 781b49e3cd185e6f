//! The runs of a digraph's single vertices (those with exactly one successor): for each single
//! vertex, where following single successors leads, the first vertex that is not single (its
//! exit) and whether the distance to it is odd, or that the walk never leaves the single vertices
//! (it ends on a cycle of them). On a chain this is the parity of every vertex's distance to the
//! end, which decides its Grundy value; [`settle`](super::settle::settle) uses it where almost
//! every vertex is single.
//!
//! The method is list ranking by sublists (M. Reid-Miller, "List ranking and list scan on the
//! Cray C-90", J. Comput. System Sci. 53 (1996); J. F. Sibeyn, "Better trade-offs for parallel
//! list ranking", SPAA 1997): a sample of the single vertices are leaders, and from each leader a
//! walk follows single successors, tagging every vertex it meets with the leader and the parity
//! of its distance from it, until it meets a vertex that is not single, a vertex already tagged
//! (another leader's, which it links to, or its own: a cycle) or another leader. The single
//! vertices no walk met are then taken in order as leaders of their own. The leaders' links form
//! a forest far smaller than the graph, resolved one leader after the other; each vertex's exit
//! is then its leader's, with the parities added.
//!
//! Why not walk the chain in order: each step of a walk waits for the last (a dependent cache
//! miss). Here [`WALKS`] walks run side by side, a step of each in turn, and each step's miss is
//! hinted when the walk before it moves on, [`WALKS`] steps ahead, so that the misses overlap.
//! Time O(vertices + arcs), no recursion.

use super::Digraph;
use crate::prefetch::prefetch;

/// In a vertex's [`Node`], in place of its successor: it has none, or more than one.
pub(crate) const NOT_SINGLE: u32 = u32::MAX;
/// In a vertex's [`Node`], in place of its tag: no walk has met it yet.
const UNSEEN: u32 = u32::MAX;

/// Per vertex, in 8 bytes (one place in memory per step of a walk): its successor when it is
/// single (else [`NOT_SINGLE`]), and its tag, `leader << 1 | parity` of its distance from its
/// leader (else [`UNSEEN`]).
type Node = [u32; 2];

/// How many walks run side by side (and how many steps ahead a step's miss is hinted).
const WALKS: usize = 32;
/// A single vertex is a leader from the start with chance `2^-SPACING_BITS` (by a hash of its
/// number, so that the leaders are spread along a chain however it is numbered): a walk's
/// expected length.
const SPACING_BITS: u32 = 5;

/// What a leader's walk met, in [`Runs`]: `[vertex or leader, kind << 1 | parity]`.
type End = [u32; 2];
/// The walk left the single vertices at the vertex `end[0]`, at a distance of parity `end[1] & 1`.
const EXIT: u32 = 0;
/// The walk met a vertex tagged by leader `end[0]`, and the parity is that of its distance from
/// that leader's exit, less that leader's own.
const LINK: u32 = 1;
/// The walk never leaves the single vertices.
const LOOPS: u32 = 2;
/// A link being followed while the links are resolved.
const FOLLOWED: u32 = 3;

/// The exits of a digraph's single vertices ([`Runs::exit`]).
pub(crate) struct Runs {
    nodes: Vec<Node>,
    /// Per leader, where its walk leads: after [`Runs::new`], an [`EXIT`] or [`LOOPS`].
    ends: Vec<End>,
}

impl Runs {
    /// The runs of `graph`, or `None` when it has `2^31` vertices or more (the tags keep a
    /// leader and a parity in 32 bits).
    pub(crate) fn new(graph: &Digraph) -> Option<Runs> {
        Runs::from_successors(Runs::successors(graph))
    }

    /// The runs of the digraph in which vertex `v` has the single successor `successors[v]`, or
    /// is not single where that is [`NOT_SINGLE`] (for a caller that knows the single vertices
    /// without the rows of arcs out), or `None` as [`Runs::new`].
    pub(crate) fn from_successors(successors: impl ExactSizeIterator<Item = u32>) -> Option<Runs> {
        Runs::with_spacing(successors, SPACING_BITS)
    }

    /// The single successors of `graph`'s vertices, as [`Runs::from_successors`] takes them.
    fn successors(graph: &Digraph) -> impl ExactSizeIterator<Item = u32> + '_ {
        let targets = graph.targets();
        graph.starts().windows(2).map(move |row| {
            if row[1].wrapping_sub(row[0]) == 1 {
                targets[row[0] as usize]
            } else {
                NOT_SINGLE
            }
        })
    }

    /// [`Runs::from_successors`], with a leader from the start among about `2^spacing_bits`
    /// single vertices.
    fn with_spacing(
        successors: impl ExactSizeIterator<Item = u32>,
        spacing_bits: u32,
    ) -> Option<Runs> {
        let n = successors.len();
        if n >= 1 << 31 {
            return None;
        }
        // Per leader, its successor: where its walk starts.
        let mut firsts: Vec<u32> = Vec::new();
        let mut nodes: Vec<Node> = crate::prefetch::vec_in_huge_pages(n);
        nodes.extend(successors.enumerate().map(|(vertex, next)| {
            if next == NOT_SINGLE {
                return [NOT_SINGLE, UNSEEN];
            }
            let hash = (vertex as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            if hash.checked_shr(64 - spacing_bits).unwrap_or(0) == 0 {
                firsts.push(next);
                [next, (firsts.len() as u32 - 1) << 1]
            } else {
                [next, UNSEEN]
            }
        }));
        let mut runs = Runs {
            ends: vec![[0, LOOPS << 1]; firsts.len()],
            nodes,
        };
        runs.walk(&mut firsts);
        runs.resolve();
        Some(runs)
    }

    /// Walks from every leader, [`WALKS`] at a time; then from each single vertex that no walk
    /// met, in order, as a leader of its own.
    /// `firsts`: the successor of each leader chosen at the start.
    fn walk(&mut self, firsts: &mut Vec<u32>) {
        // (leader, the vertex the walk looks at next, the parity of its distance from the leader)
        let mut walks: Vec<(u32, u32, u32)> = Vec::with_capacity(WALKS);
        let mut started = 0usize;
        let mut scanned = 0usize;
        loop {
            // Fill the empty places with new walks.
            while walks.len() < WALKS {
                let Some(leader) = self.next_leader(firsts, &mut started, &mut scanned) else {
                    break;
                };
                let first = firsts[leader as usize];
                prefetch(&self.nodes, first as usize);
                walks.push((leader, first, 1));
            }
            if walks.is_empty() {
                return;
            }
            let mut index = 0;
            while index < walks.len() {
                let (leader, at, parity) = walks[index];
                let node = self.nodes[at as usize];
                let end = if node[0] == NOT_SINGLE {
                    [at, EXIT << 1 | parity]
                } else if node[1] != UNSEEN {
                    if node[1] >> 1 == leader {
                        [0, LOOPS << 1]
                    } else {
                        [node[1] >> 1, LINK << 1 | ((parity ^ node[1]) & 1)]
                    }
                } else {
                    self.nodes[at as usize][1] = leader << 1 | parity;
                    prefetch(&self.nodes, node[0] as usize);
                    walks[index] = (leader, node[0], parity ^ 1);
                    index += 1;
                    continue;
                };
                self.ends[leader as usize] = end;
                match self.next_leader(firsts, &mut started, &mut scanned) {
                    Some(next) => {
                        let first = firsts[next as usize];
                        prefetch(&self.nodes, first as usize);
                        walks[index] = (next, first, 1);
                        index += 1;
                    }
                    None => {
                        walks.swap_remove(index);
                    }
                }
            }
        }
    }

    /// The next leader to walk from: the leaders chosen at the start, in order (`started` of them
    /// taken), then each single vertex not yet met (up to `scanned` looked at), made a leader
    /// (its successor added to `firsts`).
    fn next_leader(
        &mut self,
        firsts: &mut Vec<u32>,
        started: &mut usize,
        scanned: &mut usize,
    ) -> Option<u32> {
        if *started < firsts.len() {
            *started += 1;
            return Some(*started as u32 - 1);
        }
        while *scanned < self.nodes.len() {
            let vertex = *scanned;
            *scanned += 1;
            let node = &mut self.nodes[vertex];
            if node[0] != NOT_SINGLE && node[1] == UNSEEN {
                let leader = firsts.len() as u32;
                node[1] = leader << 1;
                firsts.push(node[0]);
                self.ends.push([0, LOOPS << 1]);
                *started += 1;
                return Some(leader);
            }
        }
        None
    }

    /// Follows the leaders' links, so that each leader's end is an [`EXIT`] (with the parity of
    /// its distance) or [`LOOPS`]; links that close a cycle of leaders loop.
    fn resolve(&mut self) {
        let mut path: Vec<u32> = Vec::new();
        for first in 0..self.ends.len() {
            let mut leader = first;
            while self.ends[leader][1] >> 1 == LINK {
                self.ends[leader][1] |= FOLLOWED << 1;
                path.push(leader as u32);
                leader = self.ends[leader][0] as usize;
            }
            let root = match self.ends[leader][1] >> 1 {
                FOLLOWED => [0, LOOPS << 1],
                _ => self.ends[leader],
            };
            let mut parity = root[1] & 1;
            while let Some(followed) = path.pop() {
                let end = &mut self.ends[followed as usize];
                if root[1] >> 1 == LOOPS {
                    *end = root;
                } else {
                    parity ^= end[1] & 1;
                    *end = [root[0], EXIT << 1 | parity];
                }
            }
        }
    }

    /// Whether `vertex` is single (has exactly one successor).
    #[inline]
    pub(crate) fn is_single(&self, vertex: usize) -> bool {
        self.nodes[vertex][0] != NOT_SINGLE
    }

    /// For a single vertex, the first vertex not single that following single successors
    /// reaches, and whether its distance is odd; `None` when that walk never leaves the single
    /// vertices.
    #[inline]
    pub(crate) fn exit(&self, vertex: usize) -> Option<(u32, bool)> {
        let tag = self.nodes[vertex][1];
        let end = self.ends[(tag >> 1) as usize];
        (end[1] >> 1 == EXIT).then_some((end[0], (end[1] ^ tag) & 1 == 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digraph::enumerate::every_small_digraph;
    use crate::digraph::families::Shape;
    use crate::random::Random;

    /// The exit of a single vertex by the definition: follow single successors, at most as many
    /// steps as there are vertices (more would repeat a vertex: a cycle).
    fn exit_by_walking(graph: &Digraph, vertex: usize) -> Option<(u32, bool)> {
        let mut at = vertex;
        for steps in 1..=graph.vertices() {
            at = graph.successors(at)[0] as usize;
            if graph.out_degree(at) != 1 {
                return Some((at as u32, steps % 2 == 1));
            }
        }
        None
    }

    fn check(graph: &Digraph) {
        for spacing_bits in [0, 1, 3, SPACING_BITS] {
            let runs = Runs::with_spacing(Runs::successors(graph), spacing_bits).expect("small");
            for vertex in 0..graph.vertices() {
                let single = graph.out_degree(vertex) == 1;
                assert_eq!(runs.is_single(vertex), single, "{graph:?} {vertex}");
                if single {
                    assert_eq!(
                        runs.exit(vertex),
                        exit_by_walking(graph, vertex),
                        "{graph:?} {vertex} spacing 2^{spacing_bits}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_digraph_on_up_to_three_vertices_and_every_loop_free_one_on_four() {
        every_small_digraph().for_each(|graph| check(&graph));
    }

    #[test]
    fn random_digraphs_chains_and_functional_graphs() {
        let mut random = Random::from_seed(17);
        let shapes = [
            Shape::Chain,
            Shape::Functional,
            Shape::OutDegreeOne,
            Shape::ChainInRandom,
            Shape::JoinedCycles,
            Shape::CyclesWithTrees,
        ];
        for round in 0..400 {
            let n = 1 + random.below(600) as u32;
            let arcs = match round % 8 {
                6 | 7 => Shape::MIXED[random.index(Shape::MIXED.len())].arcs(n, &mut random),
                k => shapes[k % shapes.len()].arcs(n, &mut random),
            };
            check(&Digraph::from_arcs(n as usize, &arcs));
        }
    }

    #[test]
    fn long_chains_numbered_in_order_backwards_and_at_random() {
        let n = 300_000u32;
        let mut order: Vec<u32> = (0..n).collect();
        let mut random = Random::from_seed(23);
        for numbering in 0..3 {
            match numbering {
                1 => order.reverse(),
                2 => random.shuffle(&mut order),
                _ => {}
            }
            // order[k] -> order[k + 1]; the last is the end. Then the same closed into a cycle.
            let mut arcs: Vec<(u32, u32)> = order.windows(2).map(|w| (w[0], w[1])).collect();
            let graph = Digraph::from_arcs(n as usize, &arcs);
            let runs = Runs::new(&graph).unwrap();
            let end = order[n as usize - 1];
            for (k, &vertex) in order[..n as usize - 1].iter().enumerate() {
                let distance = n as usize - 1 - k;
                assert_eq!(runs.exit(vertex as usize), Some((end, distance % 2 == 1)));
            }
            arcs.push((end, order[0]));
            let graph = Digraph::from_arcs(n as usize, &arcs);
            let runs = Runs::new(&graph).unwrap();
            assert!((0..n as usize).all(|vertex| runs.exit(vertex).is_none()));
        }
    }
}
