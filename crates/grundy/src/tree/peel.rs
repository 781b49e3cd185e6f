//! Leaf peeling: a tree's removal order (leaves first) and every node's parent, without adjacency
//! lists and without recursion, for the tree games that must run at the speed of reading.
//!
//! Each node holds only its degree and the XOR of its neighbours' ids (8 bytes). A node of degree
//! 1 is a leaf whose only neighbour — its parent — is that XOR; removing it updates the parent's
//! record. Nodes are removed through a queue, so that the records a fixed distance ahead can be
//! prefetched: the random accesses overlap instead of waiting for memory one at a time
//! (shared/design.md, "Speed"). Loading prefetches the records of the edges ahead (read in
//! batches, or a fixed distance along an edge list). If fewer than `n - 1` nodes are removed, the edges contain a cycle: not a tree.
//!
//! A chain of degree-2 nodes defeats that prefetching: each removal makes the next node a leaf,
//! and its record is only named by the record just read, so a randomly numbered path waits for
//! memory once per node. [`LeafPeeling::peel`] (trees only) splices long chains out first, with
//! many walks at once, and puts them back into the order afterwards ([`crate::tree::chains`]),
//! when at least half of every 64th node have degree 2.
//!
//! Callers run their bottom-up computation after the peel, in a sweep along the removal order
//! ([`LeafPeeling::sweep_up`], children before parents), and sweep [`LeafPeeling::order`]
//! backwards for top-down passes. A pass of its own measured faster than the same work done
//! inside the peel: each pass keeps fewer arrays in cache.

use crate::input::Scanner;
use crate::memory::try_reserve_huge;
use crate::prefetch::{looking_ahead, prefetch};
use crate::solve::SolveError;
use crate::tree::chains::{Chains, SEED_EVERY};
use crate::tree::input::{read_edges_sampled, EDGE_BATCH};
use crate::tree::Edge;

/// How far ahead along the queue records are prefetched.
pub const PREFETCH_DISTANCE: usize = 16;

/// The fewest nodes for which loading, peeling and sweeping prefetch: a smaller tree's records
/// stay in the processor's caches, where a prefetch only costs instructions (about a tenth of
/// them for path-marking's 10^4 trees of 150 nodes, by callgrind).
pub const PREFETCH_FROM: usize = 1 << 14;

/// A node's place in the tree while peeling: 8 bytes.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Link {
    /// The XOR of the ids of the neighbours not yet removed; once the node is removed, its parent.
    pub(crate) link: u32,
    /// The number of neighbours not yet removed. After [`LeafPeeling::peel_with_positions`], the
    /// node's position in the removal order instead, for every node that is the parent of a node
    /// not removed right before it (see [`LeafPeeling::parent_positions`]); the root's is the
    /// order's length.
    pub(crate) degree: u32,
}

/// The edges contain a cycle (with `n - 1` of them, the graph is then also disconnected).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotATree;

/// Reusable memory for peeling one tree after another: a [`Link`] per node, the removal order and
/// the parents.
#[derive(Debug, Default)]
pub struct LeafPeeling {
    links: Vec<Link>,
    order: Vec<u32>,
    parents: Vec<u32>,
    root: u32,
    /// [`LeafPeeling::core_nodes`]' bit per node.
    in_core: Vec<u64>,
    /// Whether the records of spliced nodes still lack their parents ([`LeafPeeling::parent`]
    /// writes them on first use).
    parents_unsettled: bool,
    /// Every [`SEED_EVERY`]-th edge loaded, where [`Chains`] starts its walks.
    seeds: Vec<Edge>,
    /// Calls of [`LeafPeeling::sample`] before the next seed.
    until_seed: u32,
    /// Calls of [`LeafPeeling::sample`] from one seed to the next.
    seed_period: u32,
    chains: Chains,
}

impl LeafPeeling {
    /// Empty buffers.
    #[cfg(test)]
    pub fn new() -> Self {
        LeafPeeling::default()
    }

    /// The number of nodes of the loaded tree.
    pub fn len(&self) -> usize {
        self.links.len()
    }

    /// The removal order after [`LeafPeeling::peel`]: every node but the root, children first.
    pub fn order(&self) -> &[u32] {
        &self.order
    }

    /// The parent of the node removed at each position of [`LeafPeeling::order`].
    pub fn parents(&self) -> &[u32] {
        &self.parents
    }

    /// The node left at the end: the root.
    pub fn root(&self) -> u32 {
        self.root
    }

    /// The parent of a removed node (meaningless for the root). After a peel that spliced chains
    /// out, the first call writes every removed node's parent into its record, in a pass along
    /// the removal order: the solvers need only [`LeafPeeling::order`] and
    /// [`LeafPeeling::parents`], and the reports that look parents up by node are rarer than the
    /// solves that would otherwise pay a random write per spliced node.
    pub fn parent(&mut self, node: u32) -> u32 {
        if self.parents_unsettled {
            self.parents_unsettled = false;
            for (&child, &parent) in self.order.iter().zip(&self.parents) {
                self.links[child as usize].link = parent;
            }
        }
        self.links[node as usize].link
    }

    /// The end of the tree edge `(u, v)` below the other (the child), after [`LeafPeeling::peel`].
    pub fn child_end(&mut self, (u, v): Edge) -> u32 {
        if u != self.root && self.parent(u) == v {
            u
        } else {
            v
        }
    }

    /// Whether the loaded tree is large enough for the passes to prefetch ([`PREFETCH_FROM`]).
    pub fn prefetches(&self) -> bool {
        self.links.len() >= PREFETCH_FROM
    }

    /// Empties the buffers and makes room for a tree of `n` nodes without edges, to be loaded with
    /// [`LeafPeeling::add_edge`].
    fn begin(&mut self, n: u32) -> Result<(), SolveError> {
        let size = n as usize;
        self.links.clear();
        self.seeds.clear();
        self.parents_unsettled = false;
        let out_of_memory =
            |_| SolveError::Resource(format!("not enough memory for a tree of {n} nodes"));
        try_reserve_huge(&mut self.links, size).map_err(out_of_memory)?;
        // The order and the parents keep their length: the peel overwrites every entry it reads,
        // so only entries beyond the last tree's need zeroing.
        for buffer in [&mut self.order, &mut self.parents] {
            let additional = (size + 1).saturating_sub(buffer.len());
            try_reserve_huge(buffer, additional).map_err(out_of_memory)?;
        }
        self.links.resize(size, Link::default());
        Ok(())
    }

    /// Adds an edge (0-based ids below the `n` given to [`LeafPeeling::begin`]).
    #[inline]
    fn add_edge(&mut self, (u, v): Edge) {
        let record = &mut self.links[u as usize];
        record.degree += 1;
        record.link ^= v;
        let record = &mut self.links[v as usize];
        record.degree += 1;
        record.link ^= u;
    }

    /// Keeps every [`LeafPeeling::seed_period`]-th edge it is called on as a seed: called on each
    /// edge, or on one edge of each batch of [`EDGE_BATCH`] (a seed every [`SEED_EVERY`] edges
    /// either way).
    #[inline]
    fn sample(&mut self, edge: Edge) {
        self.until_seed -= 1;
        if self.until_seed == 0 {
            self.until_seed = self.seed_period;
            self.seeds.push(edge);
        }
    }

    /// Makes [`LeafPeeling::sample`] keep every `period`-th edge it is called on.
    fn sample_every(&mut self, period: u32) {
        self.seed_period = period;
        self.until_seed = period;
    }

    /// Reads the `n - 1` edges of a test (each checked by [`crate::tree::input::read_edge`]) into
    /// the node records, a batch of ids at a time ([`read_edges_sampled`]; without prefetching
    /// on a small tree, where a batch read also takes fewer instructions than an edge at a
    /// time).
    pub fn load(&mut self, scanner: &mut Scanner<'_>, n: u32) -> Result<(), SolveError> {
        self.begin(n)?;
        if !self.prefetches() {
            read_edges_sampled(
                scanner,
                n,
                self,
                |_, _| {},
                LeafPeeling::add_edge,
                |_, _| {},
            )?;
            return Ok(());
        }
        self.sample_every(SEED_EVERY / EDGE_BATCH as u32);
        read_edges_sampled(
            scanner,
            n,
            self,
            |peeling, (u, v)| {
                prefetch(&peeling.links, u as usize);
                prefetch(&peeling.links, v as usize);
            },
            LeafPeeling::add_edge,
            LeafPeeling::sample,
        )?;
        Ok(())
    }

    /// Loads a tree, or any multigraph for [`LeafPeeling::peel_pendant`], from an edge list
    /// (0-based ids), prefetching the records of the edges a fixed distance ahead.
    /// Running out of memory is an error.
    pub fn load_edges(&mut self, n: u32, edges: &[Edge]) -> Result<(), SolveError> {
        self.try_load_edges(n, edges.iter().copied())
    }

    /// [`LeafPeeling::load_edges`] from any sequence of edges, saying so when memory for `n` nodes
    /// is lacking (when `n` is not bounded by the number of edges).
    pub fn try_load_edges(
        &mut self,
        n: u32,
        edges: impl IntoIterator<Item = Edge>,
    ) -> Result<(), SolveError> {
        self.begin(n)?;
        if !self.prefetches() {
            for edge in edges {
                self.add_edge(edge);
            }
            return Ok(());
        }
        self.sample_every(SEED_EVERY);
        looking_ahead(
            edges,
            self,
            |peeling, (u, v)| {
                prefetch(&peeling.links, u as usize);
                prefetch(&peeling.links, v as usize);
            },
            |peeling, edge| {
                peeling.add_edge(edge);
                peeling.sample(edge);
            },
        );
        Ok(())
    }

    /// Removes leaves until one node is left. `keep`, if given, is never removed and so becomes
    /// the root. On a large tree where at least half the nodes sampled have degree 2, chains are
    /// spliced out before and put back after ([`crate::tree::chains`]): the order is then another
    /// order with children before parents, and the root of `peel(None)` may be another node.
    pub fn peel(&mut self, keep: Option<u32>) -> Result<(), NotATree> {
        self.peel_recording::<false>(keep)
    }

    /// [`LeafPeeling::peel`], recording each removed node's position in its record for
    /// [`LeafPeeling::parent_positions`] (the other tree games, which do not need them, peel
    /// without).
    pub fn peel_with_positions(&mut self, keep: Option<u32>) -> Result<(), NotATree> {
        self.peel_recording::<true>(keep)
    }

    /// [`LeafPeeling::peel`], recording positions if `POSITIONS`.
    fn peel_recording<const POSITIONS: bool>(&mut self, keep: Option<u32>) -> Result<(), NotATree> {
        let spliced = if self.prefetches() && self.mostly_chains() {
            let kept = keep.unwrap_or(u32::MAX);
            self.chains.contract(&mut self.links, &self.seeds, kept)
        } else {
            0
        };
        let mut removed = self.peel_queue::<POSITIONS>(keep);
        if spliced > 0 && removed + spliced + 1 == self.links.len() {
            let links = if POSITIONS {
                Some(&mut self.links[..])
            } else {
                None
            };
            removed = self
                .chains
                .expand(links, &mut self.order, &mut self.parents, removed);
            self.parents_unsettled = true;
        }
        self.order.truncate(removed);
        self.parents.truncate(removed);
        if self.order.len() + 1 != self.links.len() {
            return Err(NotATree);
        }
        self.root = match (keep, self.parents.last()) {
            (Some(kept), _) => kept,
            (None, Some(&last)) => last,
            (None, None) => 0,
        };
        if POSITIONS {
            self.links[self.root as usize].degree = removed as u32;
        }
        Ok(())
    }

    /// After [`LeafPeeling::peel_with_positions`]: for each position of [`LeafPeeling::order`], the position of
    /// that node's parent (the root's position is the order's length), into `positions`. Lets a
    /// caller keep per-node data by removal position, which its passes then read and write in
    /// order, with one random access per node (the parent's) where by node id there are two.
    ///
    /// A parent removed right after its child (every node inside a chain, and so nearly every
    /// node of a path) is found without a look-up; any other parent's position is the one the
    /// peel wrote into its record when it removed it (or [`Chains::expand`] after it), read with
    /// a prefetch a fixed distance ahead. `positions` must be at least as long as the order.
    pub fn parent_positions(&self, positions: &mut [u32]) {
        let (order, parents, links) = (&self.order[..], &self.parents[..], &self.links[..]);
        let count = order.len();
        let positions = &mut positions[..count];
        let Some(last) = count.checked_sub(1) else {
            return;
        };
        // The position of the parent of the node at `at`, whose successor in the order is `next`.
        let position = |at: usize, next: u32, parent: u32| {
            if next == parent {
                at as u32 + 1
            } else {
                links[parent as usize].degree
            }
        };
        // The removals with one [`PREFETCH_DISTANCE`] steps after them go first, beside it, as
        // zipped slices (no bounds checks); the rest without prefetching. The last removal's
        // parent is the root.
        let split = if self.prefetches() {
            last.saturating_sub(PREFETCH_DISTANCE)
        } else {
            0
        };
        let ahead_from = PREFETCH_DISTANCE.min(last);
        let ahead = order[ahead_from + 1..].iter().zip(&parents[ahead_from..]);
        let steps = order[1..].iter().zip(parents).zip(&mut positions[..split]);
        for (at, (((&next, &parent), slot), (&next_ahead, &parent_ahead))) in
            steps.zip(ahead).enumerate()
        {
            if next_ahead != parent_ahead {
                prefetch(links, parent_ahead as usize);
            }
            *slot = position(at, next, parent);
        }
        let steps = order[split + 1..].iter().zip(&parents[split..last]);
        for (at, ((&next, &parent), slot)) in steps.zip(&mut positions[split..last]).enumerate() {
            *slot = position(split + at, next, parent);
        }
        positions[last] = links[parents[last] as usize].degree;
    }

    /// Removes leaves (other than `keep`) for as long as there are any, in any multigraph: what
    /// is left is the core (every vertex on a cycle or between cycles; loops and parallel edges
    /// are cycles) with `keep`, and one root per tree component. Afterwards
    /// [`LeafPeeling::degree`] is 0 exactly for the removed vertices, those roots and isolated
    /// vertices, so an edge is in the core iff both its ends have a positive degree.
    pub fn peel_pendant(&mut self, keep: Option<u32>) {
        let removed = self.peel_queue::<false>(keep);
        self.order.truncate(removed);
        self.parents.truncate(removed);
    }

    /// Whether at least half of every 64th node have degree 2 (and there are seeds): then the
    /// tree is mostly chains, which [`Chains`] shortens before the peel.
    fn mostly_chains(&self) -> bool {
        let (sampled, of_degree_2) =
            self.links
                .iter()
                .step_by(64)
                .fold((0, 0), |(sampled, of_degree_2), link| {
                    (sampled + 1, of_degree_2 + usize::from(link.degree == 2))
                });
        !self.seeds.is_empty() && 2 * of_degree_2 >= sampled
    }

    /// Removes leaves as [`LeafPeeling::peel_pendant`] does, prefetching on a large tree; returns
    /// how many were removed, the first entries of the order and the parents, which are left
    /// longer (by the tree's number of nodes plus one) for [`Chains::expand`] to fill without
    /// zeroing them again. A removed node's degree becomes its position in the order if
    /// `POSITIONS` (for [`LeafPeeling::parent_positions`]; no node enters the queue twice, so the
    /// field is not read as a degree again), 0 otherwise (the graph games' core is the nodes of
    /// positive degree).
    fn peel_queue<const POSITIONS: bool>(&mut self, keep: Option<u32>) -> usize {
        if self.prefetches() {
            self.peel_queue_prefetching::<true, POSITIONS>(keep)
        } else {
            self.peel_queue_prefetching::<false, POSITIONS>(keep)
        }
    }

    /// [`LeafPeeling::peel_queue`], prefetching records ahead along the queue if `PREFETCH`.
    #[inline(always)]
    fn peel_queue_prefetching<const PREFETCH: bool, const POSITIONS: bool>(
        &mut self,
        keep: Option<u32>,
    ) -> usize {
        let links = &mut self.links[..];
        let kept = keep.unwrap_or(u32::MAX);
        // The queue: `order[head..tail]` is waiting. Each node enters it at most once (when its
        // degree reaches 1, which happens once), so it never holds more than `n`; one more slot
        // lets every step write its candidate at `tail` and keep it only if it is a leaf, without
        // a branch that the processor could mispredict.
        // The parents are written beside the removed nodes, at the same index, rather than
        // pushed: no length or capacity of their own to keep in the loop's registers.
        // Without clearing first: every entry is written before it is read, so only entries
        // beyond the last peel's are zeroed.
        let (order, parents) = (&mut self.order, &mut self.parents);
        order.resize(links.len() + 1, 0);
        parents.resize(links.len() + 1, 0);
        let size = links.len() + 1;
        let (queue, parents_of) = (&mut order[..size], &mut parents[..size]);
        let mut tail = 0;
        for (node, record) in links.iter().enumerate() {
            queue[tail] = node as u32;
            tail += usize::from(record.degree == 1 && node as u32 != kept);
        }
        // `head` reads the queue; `removed` compacts it to the removed nodes, dropping the roots
        // (one per tree component; more than one only when the input is not a tree).
        let mut head = 0;
        let mut removed = 0;
        while head < tail {
            if PREFETCH && head + PREFETCH_DISTANCE < tail {
                let ahead = queue[head + PREFETCH_DISTANCE];
                prefetch(links, ahead as usize);
            }
            if PREFETCH && head + PREFETCH_DISTANCE / 2 < tail {
                let near = queue[head + PREFETCH_DISTANCE / 2];
                let parent = links[near as usize].link;
                prefetch(links, parent as usize);
            }
            let leaf = queue[head];
            head += 1;
            if links[leaf as usize].degree != 1 {
                // Its last neighbour was removed first: a root.
                continue;
            }
            links[leaf as usize].degree = if POSITIONS { removed as u32 } else { 0 };
            let parent = links[leaf as usize].link;
            queue[removed] = leaf;
            parents_of[removed] = parent;
            removed += 1;
            let record = &mut links[parent as usize];
            record.link ^= leaf;
            record.degree -= 1;
            queue[tail] = parent;
            tail += usize::from(record.degree == 1 && parent != kept);
        }
        removed
    }

    /// After peeling, calls `handle(state, child, parent)` for every removed node in the order of
    /// removal (children before parents), having called `touch(state, node)` for both of them
    /// [`PREFETCH_DISTANCE`] steps earlier, to prefetch what `handle` will touch (on trees of at
    /// least [`PREFETCH_FROM`] nodes): a sweep up the tree in a pass of its own. Measured faster
    /// than the same work done inside the peel (graph-hackenbush's random tree of 10^6 vertices:
    /// peel and colon principle 20 ms together, 10 + 6 ms apart), as each pass then keeps fewer
    /// arrays in cache.
    pub fn sweep_up<S: ?Sized>(
        &self,
        state: &mut S,
        touch: impl Fn(&S, u32),
        mut handle: impl FnMut(&mut S, u32, u32),
    ) {
        let (order, parents) = (&self.order[..], &self.parents[..]);
        // The removals that have one [`PREFETCH_DISTANCE`] steps after them go first, each beside
        // that one, as zipped slices (no bounds checks in the loop); the last few go without.
        let split = if self.prefetches() {
            order.len().saturating_sub(PREFETCH_DISTANCE)
        } else {
            0
        };
        let ahead = order[order.len() - split..]
            .iter()
            .zip(&parents[order.len() - split..]);
        for ((&child, &parent), (&next, &next_parent)) in
            order[..split].iter().zip(&parents[..split]).zip(ahead)
        {
            touch(state, next);
            touch(state, next_parent);
            handle(state, child, parent);
        }
        for (&child, &parent) in order[split..].iter().zip(&parents[split..]) {
            handle(state, child, parent);
        }
    }

    /// The colon principle of Green Hackenbush, after peeling: each removed vertex adds `g + 1`
    /// (its value, plus the edge to its parent) into its parent's value by XOR. `values` starts
    /// as each vertex's own value (0 for a bare vertex) and ends as the value of what hangs below
    /// it. A value never exceeds the number of edges, so `u32` serves when they are fewer than
    /// 2^32 (half the memory of `u64`).
    pub fn colon_principle<T>(&self, values: &mut [T])
    where
        T: Copy + std::ops::BitXorAssign + std::ops::Add<Output = T> + From<u8>,
    {
        self.sweep_up(
            values,
            |values, node| prefetch(values, node as usize),
            |values, child, parent| {
                values[parent as usize] ^= values[child as usize] + T::from(1);
            },
        );
    }

    /// After [`LeafPeeling::peel_pendant`] on a multigraph: the nodes of the core (those of a
    /// positive degree), as a bit per node ([`crate::bits`]): a 64th of the records, which stays
    /// in cache for look-ups in any order. An edge is in the core iff both its ends are.
    pub fn core_nodes(&mut self) -> &[u64] {
        self.in_core.clear();
        self.in_core.extend(self.links.chunks(64).map(|chunk| {
            chunk.iter().enumerate().fold(0u64, |word, (bit, link)| {
                word | u64::from(link.degree > 0) << bit
            })
        }));
        &self.in_core
    }

    /// The number of neighbours of `node` not removed (after peeling).
    pub fn degree(&self, node: u32) -> u32 {
        self.links[node as usize].degree
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::{contains, ones};

    /// Every removal (node, parent), in order.
    fn removals(peeling: &LeafPeeling) -> Vec<(u32, u32)> {
        let mut seen = Vec::new();
        peeling.sweep_up(
            &mut seen,
            |_, _| {},
            |seen, child, parent| {
                seen.push((child, parent));
            },
        );
        seen
    }

    #[test]
    fn peels_children_before_parents() {
        // 0 - 1 - 2, 1 - 3, 3 - 4
        let mut peeling = LeafPeeling::new();
        peeling
            .load_edges(5, &[(0, 1), (1, 2), (1, 3), (3, 4)])
            .expect("memory");
        peeling.peel(Some(0)).unwrap();
        let seen = removals(&peeling);
        assert_eq!(peeling.root(), 0);
        assert_eq!(seen.len(), 4);
        let position = |node: u32| seen.iter().position(|&(leaf, _)| leaf == node);
        for &(leaf, parent) in &seen {
            if parent != 0 {
                assert!(position(leaf) < position(parent), "{seen:?}");
            }
            assert_eq!(peeling.parent(leaf), parent);
        }
        assert_eq!(peeling.order().len(), 4);
        // The colon principle: 2 and 4 are worth 0, 3 is worth 1, 1 is worth 1 XOR 2 = 3, and
        // the root 0 is worth 4.
        let mut values = vec![0u32; 5];
        peeling.colon_principle(&mut values);
        assert_eq!(values, [4, 3, 0, 1, 0]);
    }

    #[test]
    fn the_core_holds_the_paths_between_the_kept_node_and_the_cycles() {
        // A path 0 - 1 - ... - 100 from the kept node 0 to a cycle 100 - 101 - ... - 130 - 100,
        // with pendant trees on the cycle (130 - 131 - 132, 131 - 133) and on the path (50 -
        // 134), a loop at 135 hanging from 60 by the edge 60 - 135, and a separate tree 140 -
        // 141 - 142 (vertices past 64, so that the core's bits span several words).
        let mut edges: Vec<Edge> = (1..=100).map(|v| (v - 1, v)).collect();
        edges.extend((101..=130).map(|v| (v - 1, v)));
        edges.push((130, 100));
        let pendant = [
            (130, 131),
            (131, 132),
            (133, 131),
            (50, 134),
            (141, 140),
            (141, 142),
        ];
        edges.extend(pendant);
        edges.extend([(60, 135), (135, 135)]);
        let mut peeling = LeafPeeling::new();
        peeling.load_edges(143, &edges).expect("memory");
        peeling.peel_pendant(Some(0));
        let core = peeling.core_nodes();
        let kept: Vec<Edge> = edges
            .iter()
            .copied()
            .filter(|&(a, b)| contains(core, a as usize) && contains(core, b as usize))
            .collect();
        let expected: Vec<Edge> = edges
            .iter()
            .copied()
            .filter(|edge| !pendant.contains(edge))
            .collect();
        assert_eq!(kept, expected);
        assert_eq!(
            ones(core).count(),
            132,
            "0..=130 and 135; not the other tree's root"
        );
        // A tree has no core.
        peeling.load_edges(3, &[(0, 1), (1, 2)]).expect("memory");
        peeling.peel_pendant(Some(0));
        assert_eq!(ones(peeling.core_nodes()).count(), 0);
    }

    /// Peels `edges` on `n` nodes keeping `keep`, and checks the result as a peel of a tree:
    /// every node but the root removed once, each with a neighbour as its parent that is removed
    /// after it (or is the root), every edge used once. Returns the number of nodes that were
    /// spliced out of chains.
    fn check_tree_peel(n: u32, edges: &[Edge], keep: Option<u32>) -> usize {
        let mut peeling = LeafPeeling::new();
        peeling.load_edges(n, edges).expect("memory");
        peeling.peel_with_positions(keep).expect("a tree");
        let root = peeling.root();
        if let Some(kept) = keep {
            assert_eq!(root, kept);
        }
        let order = peeling.order().to_vec();
        assert_eq!(order.len() + 1, n as usize);
        let mut position = vec![usize::MAX; n as usize];
        for (index, &node) in order.iter().enumerate() {
            assert_eq!(position[node as usize], usize::MAX, "{node} removed twice");
            position[node as usize] = index;
        }
        assert_eq!(position[root as usize], usize::MAX);
        let mut parent_at = vec![0u32; order.len()];
        peeling.parent_positions(&mut parent_at);
        for (index, &parent) in peeling.parents().iter().enumerate() {
            let expected = if parent == root {
                order.len()
            } else {
                position[parent as usize]
            };
            assert_eq!(parent_at[index] as usize, expected, "{index}");
        }
        let mut unused: std::collections::HashSet<(u32, u32)> =
            edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        for (index, (&child, parent)) in order.iter().zip(peeling.parents().to_vec()).enumerate() {
            assert_eq!(peeling.parent(child), parent);
            assert_eq!(peeling.child_end((child, parent)), child);
            assert_eq!(peeling.child_end((parent, child)), child);
            assert!(
                unused.remove(&(child.min(parent), child.max(parent))),
                "{child} - {parent} is not an edge, or is used twice"
            );
            assert!(parent == root || position[parent as usize] > index);
        }
        assert!(unused.is_empty());
        peeling.chains.spliced()
    }

    /// `edges` relabelled, oriented and shuffled with `seed`, as the generators do.
    fn shuffled(n: u32, mut edges: Vec<Edge>, seed: u64) -> Vec<Edge> {
        let mut random = crate::random::Random::from_seed(seed);
        crate::tree::families::relabel(n, &mut edges, &mut random);
        edges
    }

    #[test]
    fn long_chains_are_spliced_out_and_put_back() {
        // Paths (the chains reach the ends and the kept node, and meet each other), spiders
        // (chains that end at the centre), and a comb (a path with one leaf on every node, too
        // few nodes of degree 2 for the chains to be spliced).
        let n = 1 << 15;
        let path: Vec<Edge> = (1..n).map(|node| (node - 1, node)).collect();
        let spider: Vec<Edge> = (1..n)
            .map(|node| (if node % 7 == 1 { 0 } else { node - 1 }, node))
            .collect();
        let mut caterpillar: Vec<Edge> = (1..n / 2).map(|node| (node - 1, node)).collect();
        caterpillar.extend((n / 2..n).map(|node| (node - n / 2, node)));
        for (seed, shape) in [path.clone(), spider, caterpillar].into_iter().enumerate() {
            for keep in [None, Some(0), Some(n / 2), Some(n - 1)] {
                let spliced = check_tree_peel(n, &shape, keep);
                assert_eq!(spliced > 0, seed < 2, "{seed}");
                check_tree_peel(n, &shuffled(n, shape.clone(), seed as u64), keep);
            }
        }
        // Small trees (no prefetching, no splicing), with their parents' positions.
        for small in [2, 3, 100, 5000] {
            let shape: Vec<Edge> = (1..small).map(|node| (node / 3, node)).collect();
            for keep in [None, Some(0), Some(small - 1)] {
                assert_eq!(
                    check_tree_peel(small, &shuffled(small, shape.clone(), 5), keep),
                    0
                );
            }
        }
        // In input order, every seed is next to the one before it.
        let mut ordered = path.clone();
        ordered.sort_by_key(|&(a, _)| a % 256);
        assert!(check_tree_peel(n, &ordered, Some(7)) > 0);
        // The colon principle on a path: vertex 0 at one end is worth n - 1.
        let mut peeling = LeafPeeling::new();
        peeling
            .load_edges(n, &shuffled(n, path, 9))
            .expect("memory");
        let end = (0..n)
            .find(|&node| peeling.degree(node) == 1)
            .expect("an end");
        peeling.peel(Some(end)).expect("a tree");
        let mut values = vec![0u32; n as usize];
        peeling.colon_principle(&mut values);
        assert_eq!(values[end as usize], n - 1);
    }

    #[test]
    fn long_cycles_are_not_trees() {
        let n = 1 << 15;
        let path: Vec<Edge> = (1..n).map(|node| (node - 1, node)).collect();
        // A cycle and a path apart; a path with one edge doubled (and so cut in two); a path
        // apart from a lollipop (a cycle with a tail).
        let mut apart = path.clone();
        apart[n as usize / 3] = (n / 3 + 7, n / 3 + 20);
        let mut doubled = path.clone();
        doubled[n as usize / 2] = doubled[n as usize / 2 + 1];
        let mut lollipop = path.clone();
        lollipop[100] = (n - 1, n / 2);
        for (seed, edges) in [apart, doubled, lollipop].into_iter().enumerate() {
            for keep in [None, Some(0), Some(n - 1)] {
                for edges in [edges.clone(), shuffled(n, edges.clone(), seed as u64)] {
                    let mut peeling = LeafPeeling::new();
                    peeling.load_edges(n, &edges).expect("memory");
                    assert_eq!(peeling.peel(keep), Err(NotATree), "{seed} {keep:?}");
                }
            }
        }
    }

    #[test]
    fn cycles_and_forests_are_not_trees() {
        let mut peeling = LeafPeeling::new();
        peeling
            .load_edges(4, &[(0, 1), (1, 2), (2, 0)])
            .expect("memory");
        assert_eq!(peeling.peel(None), Err(NotATree));
        peeling.load_edges(3, &[(0, 1), (0, 1)]).expect("memory");
        assert_eq!(peeling.peel(None), Err(NotATree));
        peeling.load_edges(1, &[]).expect("memory");
        assert_eq!(peeling.peel(Some(0)), Ok(()));
        // A kept node that is a leaf stays: the rest peels towards it.
        peeling.load_edges(3, &[(0, 1), (1, 2)]).expect("memory");
        assert_eq!(peeling.peel(Some(0)), Ok(()));
        assert_eq!(peeling.order(), &[2, 1]);
    }
}
