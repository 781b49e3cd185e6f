//! The oracle: the coin game itself, for one root, searched exhaustively through the engine's
//! [`ValueSolver`] (mex over explicit options, no components): none of the Nim reduction.
//!
//! A position is the vector of coin counts. A move takes one coin from a node `u != R` and puts it
//! on a node of the path from `u` to `R` other than `u` (so `R` included).

use crate::engine::{Game, ValueSolver};
use crate::tree::Edge;

/// The oracle refuses when a root's game could have more positions than this.
pub const MAX_POSITIONS: u64 = 200_000;

/// The coin game on one tree with a fixed root.
pub struct CoinGame {
    /// For every node, the nodes strictly between it and the root, then the root (its path).
    paths: Vec<Vec<usize>>,
}

impl CoinGame {
    /// The game on a tree of `n` nodes rooted at `root` (0-based).
    pub fn new(n: usize, edges: &[Edge], root: usize) -> Self {
        let mut neighbours = vec![Vec::new(); n];
        for &(a, b) in edges {
            neighbours[a as usize].push(b as usize);
            neighbours[b as usize].push(a as usize);
        }
        let mut parent = vec![usize::MAX; n];
        let mut order = vec![root];
        let mut head = 0;
        while head < order.len() {
            let node = order[head];
            head += 1;
            for &next in &neighbours[node] {
                if next != root && parent[next] == usize::MAX {
                    parent[next] = node;
                    order.push(next);
                }
            }
        }
        let paths = (0..n)
            .map(|node| {
                let mut path = Vec::new();
                let mut walk = node;
                while walk != root {
                    walk = parent[walk];
                    path.push(walk);
                }
                path
            })
            .collect();
        CoinGame { paths }
    }

    /// How far `node` (0-based) is from the root, in edges.
    pub(crate) fn depth(&self, node: usize) -> u64 {
        self.paths[node].len() as u64
    }
}

impl Game for CoinGame {
    type Position = Vec<u64>;

    fn options(&self, coins: &Vec<u64>, options: &mut Vec<Vec<u64>>) {
        for (node, path) in self.paths.iter().enumerate() {
            if coins[node] == 0 {
                continue;
            }
            for &target in path {
                let mut next = coins.clone();
                next[node] -= 1;
                next[target] += 1;
                options.push(next);
            }
        }
    }
}

/// How many coin vectors with `coins` coins on `n` nodes exist: `C(n + coins - 1, coins)`, or
/// `u64::MAX` once it passes [`MAX_POSITIONS`]. On two nodes or more the count passes that after
/// at most `MAX_POSITIONS` steps (it is at least `coins + 1`); on one node it is 1 for any count.
pub fn positions_bound(n: u64, coins: u64) -> u64 {
    if n <= 1 {
        return 1;
    }
    let mut bound: u64 = 1;
    for step in 1..=coins {
        // `bound <= MAX_POSITIONS` here, so the product cannot overflow.
        bound = bound * (n + step - 1) / step;
        if bound > MAX_POSITIONS {
            return u64::MAX;
        }
    }
    bound
}

/// The Grundy value of `game(R)` for every root `R` (0-based), by exhaustive search.
pub fn root_values(n: usize, edges: &[Edge], coins: &[u64]) -> Vec<u64> {
    (0..n)
        .map(|root| {
            let mut solver = ValueSolver::new(CoinGame::new(n, edges, root));
            solver.value(&coins.to_vec()).0
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_values() {
        // The spec's first sample: values 2, 0, 2 for roots 1, 2, 3.
        assert_eq!(root_values(3, &[(0, 1), (1, 2)], &[1, 0, 1]), vec![2, 0, 2]);
    }

    #[test]
    fn bounds() {
        assert_eq!(positions_bound(3, 2), 6);
        assert_eq!(positions_bound(6, 4), 126);
        assert_eq!(positions_bound(1000, 1000), u64::MAX);
        // Many coins on few nodes: as many vectors as there are, not "too many".
        assert_eq!(positions_bound(2, 65), 66);
        assert_eq!(positions_bound(1, u64::MAX), 1);
        assert_eq!(positions_bound(2, u64::MAX), u64::MAX);
    }
}
