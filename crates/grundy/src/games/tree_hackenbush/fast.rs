//! The fast solver: Green Hackenbush on a tree rooted at vertex 1, by the colon principle, plus
//! every winning first move and the value for every root, each in one linear sweep.
//!
//! # The theory (`docs/games/tree-hackenbush.md`; Winning Ways, ch. 7)
//!
//! * Stalk lemma: hanging a game from the ground by one more edge turns its value `g` into `g + 1`.
//! * Colon principle: the branches at a vertex are independent, so
//!   `g(v) = XOR over children c of (g(c) + 1)`, and a leaf is worth 0.
//! * Winning moves: walking down with the value `need(v)` the subtree at `v` must take
//!   (`need(root) = 0`), the branch through child `c` must take
//!   `r = need(v) XOR g(v) XOR (g(c) + 1)`: cutting the edge `(v, c)` wins iff `r = 0`; otherwise
//!   the move must stay inside that branch, with `need(c) = r - 1`.
//! * Every root: with `G(v)` the value when `v` is the root, the parent's side seen from `v` is
//!   worth `up(v) = G(p) XOR (g(v) + 1)` (XOR is its own inverse) and
//!   `G(v) = g(v) XOR (up(v) + 1)`.
//!
//! The tree is peeled from its leaves towards vertex 1 by [`LeafPeeling`]; the bottom-up sum
//! ([`LeafPeeling::colon_principle`]) reads the removal order forwards, children before parents,
//! and the top-down sweeps read it backwards. A value never exceeds the number of edges, fewer than
//! 2^32, so each vertex's is kept in a `u32` (half the memory that the random accesses of the sum
//! touch) and widened to `u64` where the answers are formed.

use crate::input::Scanner;
use crate::memory::try_reserve_huge;
use crate::prefetch::prefetch;
use crate::solve::SolveError;
use crate::tree::peel::{LeafPeeling, NotATree, PREFETCH_DISTANCE};
use crate::tree::Edge;

/// Reusable memory for solving one tree after another.
#[derive(Debug, Default)]
pub struct Workspace {
    peeling: LeafPeeling,
    /// Per vertex: `g`, the value of its subtree (rooted at vertex 1).
    values: Vec<u32>,
}

impl Workspace {
    /// An empty workspace.
    pub fn new() -> Self {
        Workspace::default()
    }

    fn reset_values(&mut self, n: u32) -> Result<(), SolveError> {
        self.values.clear();
        // In huge pages where the kernel grants them, as the peeling's records.
        try_reserve_huge(&mut self.values, n as usize)
            .map_err(|_| SolveError::Resource(format!("not enough memory for {n} vertices")))?;
        self.values.resize(n as usize, 0);
        Ok(())
    }

    /// Reads the `n - 1` edges of the input.
    pub fn load(&mut self, scanner: &mut Scanner<'_>, n: u32) -> Result<(), SolveError> {
        self.peeling.load(scanner, n)?;
        self.reset_values(n)
    }

    /// Loads a tree from an edge list (0-based ids).
    pub fn load_edges(&mut self, n: u32, edges: &[Edge]) -> Result<(), SolveError> {
        self.peeling.load_edges(n, edges)?;
        self.reset_values(n)
    }

    /// Computes every subtree value with vertex 0 (the input's vertex 1) as the root; returns the
    /// value of the game.
    pub fn solve(&mut self) -> Result<u64, NotATree> {
        self.peeling.peel(Some(0))?;
        self.peeling.colon_principle(&mut self.values);
        Ok(self.subtree_value(0))
    }

    /// The value of the subtree at `vertex` (after [`Workspace::solve`]).
    pub fn subtree_value(&self, vertex: u32) -> u64 {
        u64::from(self.values[vertex as usize])
    }

    /// The child end of the tree edge `(u, v)`: the one whose parent is the other.
    pub fn child_of_edge(&mut self, edge: Edge) -> u32 {
        self.peeling.child_end(edge)
    }

    /// For every vertex, whether cutting the edge to its parent wins (false for the root).
    pub fn winning_cuts(&self) -> Vec<bool> {
        let n = self.values.len();
        let mut wins = vec![false; n];
        // need[v]: the value the subtree at v must take; u64::MAX when no move below v can win.
        let mut need = vec![u64::MAX; n];
        need[0] = 0;
        let order = self.peeling.order();
        let parents = self.peeling.parents();
        for position in (0..order.len()).rev() {
            let (child, parent) = (order[position] as usize, parents[position] as usize);
            if need[parent] == u64::MAX {
                continue;
            }
            let value = |vertex: usize| u64::from(self.values[vertex]);
            let wanted = need[parent] ^ value(parent) ^ (value(child) + 1);
            if wanted == 0 {
                wins[child] = true;
            } else {
                need[child] = wanted - 1;
            }
        }
        wins
    }

    /// The value of the game for every choice of root, by vertex.
    pub fn values_by_root(&self) -> Vec<u64> {
        let mut by_root = vec![0u64; self.values.len()];
        by_root[0] = self.subtree_value(0);
        let order = self.peeling.order();
        let parents = self.peeling.parents();
        for position in (0..order.len()).rev() {
            let (vertex, parent) = (order[position] as usize, parents[position] as usize);
            if let Some(ahead) = position.checked_sub(PREFETCH_DISTANCE) {
                prefetch(&by_root, parents[ahead] as usize);
                prefetch(&self.values, order[ahead] as usize);
            }
            let value = u64::from(self.values[vertex]);
            let up = by_root[parent] ^ (value + 1);
            by_root[vertex] = value ^ (up + 1);
        }
        by_root
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved(n: u32, edges: &[Edge]) -> Workspace {
        let mut workspace = Workspace::new();
        workspace.load_edges(n, edges).expect("memory");
        workspace.solve().expect("a tree");
        workspace
    }

    #[test]
    fn the_samples_values() {
        // Sample 1 of the spec (0-based): value 4; every root: 4 2 4 0 2.
        let workspace = solved(5, &[(0, 1), (1, 2), (1, 3), (3, 4)]);
        assert_eq!(workspace.subtree_value(0), 4);
        assert_eq!(workspace.values_by_root(), vec![4, 2, 4, 0, 2]);
        // Sample 3: value 5; every root: 5 1 5 1 5 5; the only winning cut is the edge 6 3.
        let edges = [(0, 1), (1, 3), (4, 0), (5, 2), (2, 1)];
        let mut workspace = solved(6, &edges);
        assert_eq!(workspace.subtree_value(0), 5);
        assert_eq!(workspace.values_by_root(), vec![5, 1, 5, 1, 5, 5]);
        let wins = workspace.winning_cuts();
        let winning: Vec<Edge> = edges
            .iter()
            .copied()
            .filter(|&edge| wins[workspace.child_of_edge(edge) as usize])
            .collect();
        assert_eq!(winning, vec![(5, 2)]);
    }

    #[test]
    fn a_single_vertex_is_worth_nothing() {
        let workspace = solved(1, &[]);
        assert_eq!(workspace.subtree_value(0), 0);
        assert_eq!(workspace.values_by_root(), vec![0]);
    }

    #[test]
    fn long_paths_need_no_stack() {
        let n = 1_000_000u32;
        // Vertex 0 at one end, then in the middle.
        let end: Vec<Edge> = (1..n).map(|vertex| (vertex - 1, vertex)).collect();
        assert_eq!(solved(n, &end).subtree_value(0), u64::from(n - 1));
        let middle: Vec<Edge> = (1..n)
            .map(|vertex| {
                let (a, b) = (vertex - 1, vertex);
                let shift = |x: u32| (x + n / 2) % n;
                (shift(a), shift(b))
            })
            .collect();
        let workspace = solved(n, &middle);
        let left = u64::from(n / 2);
        let right = u64::from(n - 1 - n / 2);
        assert_eq!(workspace.subtree_value(0), left ^ right);
    }
}
