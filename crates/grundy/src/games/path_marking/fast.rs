//! The fast solver: every Grundy value the game needs, for every edge, in two linear passes that
//! touch each node's record a constant number of times and never build an adjacency list.
//!
//! # The theory (`docs/games/path-marking.md`; checked here against the oracle)
//!
//! Marking a first edge `(u, v)` splits the game into two independent rooted games: `R(u)` on u's
//! side of the edge and `R(v)` on v's side. In `R(x)` every marked edge must lie on one downward
//! path from `x`; marking `(p, c)` leaves the free edges between `x` and `p` (value: their number
//! mod 2) plus `R(c)`, so
//! `g(x) = mex { g(c) XOR ((depth(c) - depth(x) - 1) mod 2) : c a strict descendant of x }`.
//! The first player wins iff some edge has equal values on its two sides (Sprague–Grundy).
//!
//! **Child contributions.** Let `O(x)` be the option set above. A child `c` of `x` contributes
//! `{g(c)} ∪ (O(c) XOR 1)`. By induction, `O(c)` is `[0, g)` or, for even `g = g(c)`,
//! `[0, g) ∪ {g + 1}`; either way the contribution is exactly `[0, 2⌊g/2⌋) ∪ {g}`. So with `t` the
//! largest child value and `m = t` rounded down to even, `O(x) ∩ [m, ∞) ⊆ {m, m + 1}` and
//! `g(x) = m` if no child has value `m`, `m + 1` if one has `m` but none `m + 1`, `m + 2` if both
//! occur (which keeps the induction going). `g(x)` depends only on the *set* of child values, so
//! a node keeps that set as a `u64` bit mask, plus a second mask of the values that occur at
//! least twice, which lets one occurrence be removed when the tree is re-rooted.
//!
//! **Values stay below 64.** Let `f(v)` be the fewest nodes of a rooted tree of value `v`. An odd
//! value `2k+1` needs a child of value `2k`; an even value `2k >= 2` (reached only as `m + 2`, or
//! as `m` over a child of larger value) needs children of values `2k-2` and `2k-1`. Hence
//! `f(2k) = 2 + 2 f(2k-2)`, `f(0) = 1`, so `f(2k) = 3·2^k - 2`: a value of 64 needs more than
//! `3·2^32` nodes, beyond [`super::parse::MAX_NODES`]. The tests check `f` against exhaustive
//! enumeration.
//!
//! # The passes
//!
//! 1. *Loading.* Each node holds its degree and the XOR of its neighbours' ids (8 bytes): edges are
//!    read in batches and the records they touch are prefetched, so the random accesses overlap.
//! 2. *Peeling* (leaves first, through a queue). A node of degree 1 is a leaf whose only
//!    neighbour — its parent — is that XOR: it is removed. The last node left is the root. If
//!    fewer than `n - 1` nodes are removed, the graph has a cycle and is not a tree. Then a sweep
//!    along the removal order (`Workspace::gather_downs`; a pass of its own measured faster than
//!    the same work inside the peel): each node's value `down` (its side rooted at itself; its
//!    children are the nodes removed before it) is final and joins the parent's masks. The
//!    masks, `down` and each parent's position are kept by removal position, not by node id
//!    ([`LeafPeeling::parent_positions`]): a node's own masks are then read and written in
//!    order, and only its parent's are a random access (none along a chain, where the parent
//!    is removed right after its child).
//! 3. *Re-rooting* (root first: the removal order reversed). For a node `x` with parent `p`, the
//!    value `up(x)` of p's side rooted at `p` is computed from p's full neighbour set minus one
//!    occurrence of `down(x)`; then `up(x)` joins x's masks, completing them for x's children.
//!    The edge `(x, p)` wins iff `down(x) == up(x)`.
//!
//! Loading and peeling are the shared [`crate::tree::peel::LeafPeeling`]; this module adds the
//! values. In the value passes only the parent's masks are a random access, prefetched a fixed
//! distance ahead. No pass recurses.

use crate::input::Scanner;
use crate::memory::try_reserve_huge;
use crate::prefetch::prefetch;
use crate::solve::SolveError;
use crate::tree::peel::{LeafPeeling, PREFETCH_DISTANCE};
use crate::tree::Edge;

pub use crate::tree::peel::NotATree;

/// The multiset of a node's neighbour values, as far as the rule needs it.
#[derive(Debug, Clone, Copy, Default)]
struct ValueSet {
    /// The values present (bit `v` for value `v`).
    values: u64,
    /// The values present at least twice.
    repeated: u64,
}

impl ValueSet {
    /// Adds one occurrence of `value`.
    #[inline]
    fn add(&mut self, value: u8) {
        let bit = 1u64 << value;
        self.repeated |= self.values & bit;
        self.values |= bit;
    }

    /// The set of values without one occurrence of `value` (without a branch: the bit goes
    /// unless the value is repeated).
    #[inline]
    fn without(&self, value: u8) -> u64 {
        let bit = 1u64 << value;
        self.values & !(bit & !self.repeated)
    }
}

/// The value of the rooted game at a node whose children's values form the set `child_values`
/// (bit `v` set when some child has value `v`): with `m` the largest child value rounded down to
/// even, `m`, `m + 1` or `m + 2` as the bits `m` and `m + 1` say. The empty set (a leaf) comes
/// out as 0 through `child_values | 1`, without a test of its own.
#[inline]
pub fn rooted_value(child_values: u64) -> u8 {
    let even = (child_values | 1).ilog2() & !1;
    let value = if child_values >> even & 1 == 0 {
        even
    } else {
        even + 1 + ((child_values >> (even + 1)) & 1) as u32
    };
    debug_assert!(
        value < 64,
        "values stay below 64 for trees of fewer than 2^32 nodes"
    );
    value as u8
}

/// The solver's reusable memory: one workspace serves every test of a file.
#[derive(Debug, Default)]
pub struct Workspace {
    /// Degrees and neighbour XORs; then the removal order and parents.
    peeling: LeafPeeling,
    /// Per removal position (the root's last): the node's neighbours' values known so far.
    value_sets: Vec<ValueSet>,
    /// Per removal position: the position of the node's parent
    /// ([`LeafPeeling::parent_positions`]).
    parent_positions: Vec<u32>,
    /// Per removal position: `down`, the value of the node's side rooted at the node.
    downs: Vec<u8>,
    /// Per removal position: `up`, the value of the parent's side rooted at the parent.
    ups: Vec<u8>,
    /// Per node id, filled on demand by [`Workspace::side_values`]: the node's removal position.
    positions: Vec<u32>,
}

impl Workspace {
    /// An empty workspace.
    pub fn new() -> Self {
        Workspace::default()
    }

    /// Empties the value buffers and makes room for a tree of `n` nodes.
    fn reset_values(&mut self, n: u32) -> Result<(), SolveError> {
        let size = n as usize;
        // `ups` and `parent_positions` keep their length: every entry is written before it is
        // read, so only a longer tree than the last one has entries to zero.
        self.value_sets.clear();
        self.downs.clear();
        self.positions.clear();
        let out_of_memory =
            |_| SolveError::Resource(format!("not enough memory for a tree of {n} nodes"));
        // In huge pages where the kernel grants them, as the peeling's records.
        try_reserve_huge(&mut self.value_sets, size).map_err(out_of_memory)?;
        try_reserve_huge(&mut self.downs, size).map_err(out_of_memory)?;
        let more_ups = size.saturating_sub(self.ups.len());
        try_reserve_huge(&mut self.ups, more_ups).map_err(out_of_memory)?;
        let more_positions = size.saturating_sub(self.parent_positions.len());
        try_reserve_huge(&mut self.parent_positions, more_positions).map_err(out_of_memory)?;
        self.value_sets.resize(size, ValueSet::default());
        Ok(())
    }

    /// Reads the `n - 1` edges of a test into the node records.
    pub fn load(&mut self, scanner: &mut Scanner<'_>, n: u32) -> Result<(), SolveError> {
        self.peeling.load(scanner, n)?;
        self.reset_values(n)
    }

    /// Loads a tree from an edge list (0-based ids); for tests and library callers.
    pub fn load_edges(&mut self, n: u32, edges: &[Edge]) -> Result<(), SolveError> {
        self.peeling.load_edges(n, edges)?;
        self.reset_values(n)
    }

    /// Solves the loaded tree: returns the number of winning first moves, or [`NotATree`].
    pub fn solve(&mut self) -> Result<u64, NotATree> {
        self.solve_until::<false>()
    }

    /// Whether the first player wins the loaded tree, or [`NotATree`]: [`Workspace::solve`] with
    /// the re-rooting stopped at the first winning edge, for the contest line alone. Its `up`
    /// values and value sets are then left unfinished: [`Workspace::side_values`] must not be
    /// asked after it.
    pub fn first_player_wins(&mut self) -> Result<bool, NotATree> {
        self.solve_until::<true>().map(|winning| winning > 0)
    }

    /// [`Workspace::solve`], stopping at the first winning edge if `FIRST` (then returning 0 or
    /// 1).
    fn solve_until<const FIRST: bool>(&mut self) -> Result<u64, NotATree> {
        self.peeling.peel_with_positions(None)?;
        self.parent_positions.resize(self.peeling.order().len(), 0);
        self.peeling.parent_positions(&mut self.parent_positions);
        self.gather_downs();
        Ok(if self.peeling.prefetches() {
            self.reroot::<true, FIRST>()
        } else {
            self.reroot::<false, FIRST>()
        })
    }

    /// Pass 2, along the removal order: each removed node's `down` value is final (its children
    /// were removed before it, and their values are in its set, by position); it joins its
    /// parent's set.
    fn gather_downs(&mut self) {
        let value_sets = &mut self.value_sets[..];
        let parent_positions = &self.parent_positions[..];
        let prefetching = self.peeling.prefetches();
        self.downs.clear();
        self.downs
            .extend(parent_positions.iter().enumerate().map(|(at, &parent_at)| {
                if let (true, Some(&ahead)) =
                    (prefetching, parent_positions.get(at + PREFETCH_DISTANCE))
                {
                    prefetch(value_sets, ahead as usize);
                }
                let down = rooted_value(value_sets[at].values);
                value_sets[parent_at as usize].add(down);
                down
            }));
    }

    /// Pass 3: computes every `up` value, root first, prefetching the parents' sets
    /// [`PREFETCH_DISTANCE`] steps ahead if `PREFETCH`; returns the number of winning edges, or
    /// with `FIRST` stops at the first one (returning 1; 0 if none).
    #[inline(always)]
    fn reroot<const PREFETCH: bool, const FIRST: bool>(&mut self) -> u64 {
        let value_sets = &mut self.value_sets[..];
        let parent_positions = &self.parent_positions[..];
        let mut winning = 0;
        self.ups.resize(parent_positions.len(), 0);
        let steps = parent_positions
            .iter()
            .zip(&self.downs)
            .zip(&mut self.ups)
            .enumerate()
            .rev();
        for (at, ((&parent_at, &down), up_slot)) in steps {
            if let (true, Some(ahead)) = (PREFETCH, at.checked_sub(PREFETCH_DISTANCE)) {
                prefetch(value_sets, parent_positions[ahead] as usize);
            }
            let up = rooted_value(value_sets[parent_at as usize].without(down));
            winning += u64::from(up == down);
            if FIRST && winning > 0 {
                break;
            }
            *up_slot = up;
            value_sets[at].add(up);
        }
        winning
    }

    /// The values of the two sides of the tree edge `(u, v)` (0-based) of the solved tree: u's
    /// side rooted at `u`, then v's side rooted at `v`.
    pub fn side_values(&mut self, (u, v): Edge) -> (u8, u8) {
        if self.positions.len() != self.peeling.len() {
            self.positions.clear();
            self.positions.resize(self.peeling.len(), u32::MAX);
            for (position, &node) in self.peeling.order().iter().enumerate() {
                self.positions[node as usize] = position as u32;
            }
        }
        let child = self.peeling.child_end((u, v));
        let child_is_u = child == u;
        let position = self.positions[child as usize] as usize;
        let (down, up) = (self.downs[position], self.ups[position]);
        if child_is_u {
            (down, up)
        } else {
            (up, down)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::UnlabeledTrees;

    #[test]
    fn rooted_values_follow_the_rule() {
        assert_eq!(rooted_value(0), 0);
        assert_eq!(rooted_value(0b1), 1); // a child of value 0
        assert_eq!(rooted_value(0b10), 0); // only value 1: options {1}
        assert_eq!(rooted_value(0b11), 2);
        assert_eq!(rooted_value(0b100), 3);
        assert_eq!(rooted_value(0b1000), 2);
        assert_eq!(rooted_value(0b1100), 4);
        assert_eq!(rooted_value(1 << 61 | 1 << 60 | 1), 62);
        assert_eq!(rooted_value(1 << 62), 63);
    }

    /// Adjacency lists, an order of the nodes and their parents.
    type BreadthFirst = (Vec<Vec<usize>>, Vec<usize>, Vec<usize>);

    /// The adjacency lists of the tree `edges` on `n` nodes, its nodes in breadth-first order
    /// from `root`, and each node's parent (`usize::MAX` for the root and nodes not reached).
    fn breadth_first(n: usize, edges: &[Edge], root: usize) -> BreadthFirst {
        let mut neighbours = vec![Vec::new(); n];
        for &(a, b) in edges {
            neighbours[a as usize].push(b as usize);
            neighbours[b as usize].push(a as usize);
        }
        let mut order = vec![root];
        let mut parent = vec![usize::MAX; n];
        let mut index = 0;
        while index < order.len() {
            let node = order[index];
            index += 1;
            for &next in &neighbours[node] {
                if next != parent[node] {
                    parent[next] = node;
                    order.push(next);
                }
            }
        }
        (neighbours, order, parent)
    }

    /// The value of the rooted game at node 0 straight from the definition (mex over every
    /// strict descendant), for checking the child-contribution rule.
    fn rooted_value_by_definition(n: usize, edges: &[Edge], root: usize) -> u32 {
        // Breadth-first order with parents and depths, then values bottom-up.
        let (_, order, parent) = breadth_first(n, edges, root);
        let mut depth = vec![0u32; n];
        for &node in &order[1..] {
            depth[node] = depth[parent[node]] + 1;
        }
        let mut value = vec![0u32; n];
        for &node in order.iter().rev() {
            let mut options = Vec::new();
            for &other in &order {
                let mut walk = other;
                while walk != usize::MAX && walk != node {
                    walk = parent[walk];
                }
                if walk == node && other != node {
                    options.push(value[other] ^ ((depth[other] - depth[node] - 1) % 2));
                }
            }
            value[node] = (0..)
                .find(|candidate| !options.contains(candidate))
                .unwrap_or(0);
        }
        value[root]
    }

    #[test]
    fn rule_matches_the_definition_on_every_small_tree() {
        for n in 2..=10 {
            for edges in UnlabeledTrees::new(n) {
                let mut workspace = Workspace::new();
                workspace.load_edges(n as u32, &edges).expect("memory");
                workspace.solve().unwrap();
                for &edge in &edges {
                    let (u_side, v_side) = workspace.side_values(edge);
                    let (u_tree, v_tree) = split(n, &edges, edge);
                    assert_eq!(
                        u32::from(u_side),
                        rooted_value_by_definition(n, &u_tree, edge.0 as usize)
                    );
                    assert_eq!(
                        u32::from(v_side),
                        rooted_value_by_definition(n, &v_tree, edge.1 as usize)
                    );
                }
            }
        }
    }

    /// The edges on each side of `edge`.
    fn split(n: usize, edges: &[Edge], edge: Edge) -> (Vec<Edge>, Vec<Edge>) {
        let mut side = vec![false; n];
        side[edge.0 as usize] = true;
        let mut changed = true;
        while changed {
            changed = false;
            for &(a, b) in edges {
                if (a, b) == edge || (b, a) == edge {
                    continue;
                }
                if side[a as usize] != side[b as usize] {
                    side[a as usize] = true;
                    side[b as usize] = true;
                    changed = true;
                }
            }
        }
        let others = edges.iter().copied().filter(|&e| e != edge);
        let (left, right): (Vec<Edge>, Vec<Edge>) = others.partition(|&(a, _)| side[a as usize]);
        (left, right)
    }

    #[test]
    fn fewest_nodes_for_each_value() {
        // f(2k) = 3 * 2^k - 2 and f(2k+1) = f(2k) + 1: over every tree of up to 14 nodes rooted
        // at every node, the largest value is the largest v with f(v) <= n. After pass 2 a node's
        // value set is complete, so the whole tree rooted at x has value rooted_value(values(x)).
        let fewest = |value: u8| -> usize {
            let k = u32::from(value / 2);
            3 * (1usize << k) - 2 + usize::from(value % 2)
        };
        for n in 2..=14usize {
            let mut largest = 0;
            for edges in UnlabeledTrees::new(n) {
                let mut workspace = Workspace::new();
                workspace.load_edges(n as u32, &edges).expect("memory");
                workspace.solve().unwrap();
                for set in &workspace.value_sets {
                    largest = largest.max(rooted_value(set.values));
                }
            }
            let best = (0..64u8)
                .filter(|&value| fewest(value) <= n)
                .max()
                .unwrap_or(0);
            assert_eq!(largest, best, "largest rooted value with {n} nodes");
        }
    }

    #[test]
    fn the_verdict_alone_agrees_with_the_count() {
        // Stopping at the first winning edge: on every tree of up to 12 nodes, and on large trees
        // (prefetching, chains spliced out) solved one after another in one workspace, whose
        // value sets an early stop leaves unfinished.
        let mut workspace = Workspace::new();
        for n in 2..=12usize {
            for edges in UnlabeledTrees::new(n) {
                workspace.load_edges(n as u32, &edges).expect("memory");
                let winning = workspace.solve().unwrap();
                workspace.load_edges(n as u32, &edges).expect("memory");
                assert_eq!(workspace.first_player_wins(), Ok(winning > 0), "{edges:?}");
            }
        }
        let n = 1u32 << 15;
        let mut random = crate::random::Random::from_seed(5);
        for round in 0..6u32 {
            let mut edges: Vec<Edge> = (1..n - round)
                .map(|node| (random.below(u64::from(node)) as u32, node))
                .collect();
            if round % 2 == 1 {
                edges = (1..n - round).map(|node| (node - 1, node)).collect();
            }
            crate::tree::families::relabel(n - round, &mut edges, &mut random);
            workspace.load_edges(n - round, &edges).expect("memory");
            let verdict = workspace.first_player_wins().expect("a tree");
            workspace.load_edges(n - round, &edges).expect("memory");
            assert_eq!(
                verdict,
                workspace.solve().expect("a tree") > 0,
                "round {round}"
            );
        }
        workspace
            .load_edges(4, &[(0, 1), (1, 2), (2, 0)])
            .expect("memory");
        assert_eq!(workspace.first_player_wins(), Err(NotATree));
    }

    #[test]
    fn cycles_are_not_trees() {
        let mut workspace = Workspace::new();
        workspace
            .load_edges(4, &[(0, 1), (1, 2), (2, 0)])
            .expect("memory");
        assert_eq!(workspace.solve(), Err(NotATree));
        workspace.load_edges(3, &[(0, 1), (0, 1)]).expect("memory");
        assert_eq!(workspace.solve(), Err(NotATree));
        workspace.load_edges(3, &[(0, 1), (1, 2)]).expect("memory");
        assert_eq!(workspace.solve(), Ok(0));
    }

    /// Every edge's two side values by the rule, from adjacency lists and a breadth-first order
    /// (values by node id), as `(u_side, v_side)` for each edge.
    fn side_values_by_lists(n: usize, edges: &[Edge]) -> Vec<(u8, u8)> {
        let (neighbours, order, parent) = breadth_first(n, edges, 0);
        // down[x]: x's side of the edge to its parent, rooted at x; up[x]: the parent's side.
        let mut down = vec![0u8; n];
        for &node in order.iter().rev() {
            let children = neighbours[node]
                .iter()
                .filter(|&&next| next != parent[node]);
            down[node] = rooted_value(children.fold(0, |set, &child| set | 1 << down[child]));
        }
        let mut up = vec![0u8; n];
        for &node in &order[1..] {
            let above = parent[node];
            let others = neighbours[above].iter().filter(|&&next| next != node);
            up[node] = rooted_value(others.fold(0, |set, &other| {
                set | 1
                    << if other == parent[above] {
                        up[above]
                    } else {
                        down[other]
                    }
            }));
        }
        edges
            .iter()
            .map(|&(u, v)| {
                if parent[u as usize] == v as usize {
                    (down[u as usize], up[u as usize])
                } else {
                    (up[v as usize], down[v as usize])
                }
            })
            .collect()
    }

    #[test]
    fn values_by_removal_position_match_values_by_node() {
        // Large enough to prefetch; paths and spiders have their chains spliced out.
        let n = 1u32 << 15;
        let mut random = crate::random::Random::from_seed(3);
        let path: Vec<Edge> = (1..n).map(|node| (node - 1, node)).collect();
        let spider: Vec<Edge> = (1..n)
            .map(|node| (if node % 7 == 1 { 0 } else { node - 1 }, node))
            .collect();
        let random_tree: Vec<Edge> = (1..n)
            .map(|node| (random.below(u64::from(node)) as u32, node))
            .collect();
        for (seed, shape) in [path, spider, random_tree].into_iter().enumerate() {
            let mut edges = shape;
            let mut random = crate::random::Random::from_seed(seed as u64);
            crate::tree::families::relabel(n, &mut edges, &mut random);
            let expected = side_values_by_lists(n as usize, &edges);
            let mut workspace = Workspace::new();
            workspace.load_edges(n, &edges).expect("memory");
            let winning = workspace.solve().expect("a tree");
            let sides: Vec<(u8, u8)> = edges
                .iter()
                .map(|&edge| workspace.side_values(edge))
                .collect();
            assert_eq!(sides, expected, "shape {seed}");
            let wins = expected.iter().filter(|(u, v)| u == v).count();
            assert_eq!(winning, wins as u64);
        }
    }

    #[test]
    fn deep_paths_and_wide_stars_need_no_stack() {
        let n = 1_000_000u32;
        let path: Vec<Edge> = (1..n).map(|node| (node - 1, node)).collect();
        let mut workspace = Workspace::new();
        workspace.load_edges(n, &path).expect("memory");
        assert!(workspace.solve().is_ok());
        let star: Vec<Edge> = (1..n).map(|node| (0, node)).collect();
        workspace.load_edges(n, &star).expect("memory");
        assert!(workspace.solve().is_ok());
    }
}
