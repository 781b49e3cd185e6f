//! The brute-force oracle: plain win/lose search over sets of marked edges, through the engine's
//! [`OutcomeSolver`], using none of the Sprague–Grundy theory.
//!
//! A position is the set of marked edges, as a bit mask over the input's edges. It is legal when
//! some simple path of the tree contains all of them; every simple path lies on a path between
//! two leaves, so the legal sets are exactly the subsets of leaf-to-leaf paths. A move marks one
//! more edge and must leave a legal set; a player with no move loses.

use crate::engine::{Game, OutcomeSolver, Play};
use crate::tree::Edge;

/// The oracle searches trees of at most this many edges (2^20 positions).
pub const MAX_EDGES: usize = 20;

/// What the oracle finds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BruteOutcome {
    /// Whether the first player wins.
    pub first_player_wins: bool,
    /// The indices (in input order) of the edges whose marking wins.
    pub winning_first_moves: Vec<usize>,
    /// How many positions the search decided.
    pub positions: usize,
}

/// Path marking on one tree, as the engine sees it.
pub struct PathMarking {
    edges: usize,
    /// `legal[mask]`: the marked edges `mask` lie on one simple path.
    legal: Vec<bool>,
}

impl PathMarking {
    /// The game on a tree with `n` nodes and the given edges (0-based ids).
    pub fn new(n: u32, edges: &[Edge]) -> Self {
        PathMarking {
            edges: edges.len(),
            legal: legal_positions(n as usize, edges),
        }
    }
}

impl Game for PathMarking {
    type Position = u32;

    fn options(&self, marked: &u32, options: &mut Vec<u32>) {
        for edge in 0..self.edges {
            let next = marked | 1 << edge;
            if next != *marked && self.legal[next as usize] {
                options.push(next);
            }
        }
    }
}

/// Solves the game on a tree with `n` nodes and the given edges (0-based ids) by exhaustive
/// search. `edges.len()` must be at most [`MAX_EDGES`] and the edges must form a tree.
pub fn solve(n: u32, edges: &[Edge]) -> BruteOutcome {
    assert!(
        edges.len() <= MAX_EDGES,
        "the oracle handles at most {MAX_EDGES} edges"
    );
    let mut solver = OutcomeSolver::new(PathMarking::new(n, edges), Play::Normal);
    let first_player_wins = solver.wins(&0);
    let winning_first_moves = solver
        .winning_moves(&0)
        .into_iter()
        .map(|marked| marked.trailing_zeros() as usize)
        .collect();
    BruteOutcome {
        first_player_wins,
        winning_first_moves,
        positions: solver.positions(),
    }
}

/// `legal[mask]`: the marked edges `mask` lie on one simple path.
fn legal_positions(n: usize, edges: &[Edge]) -> Vec<bool> {
    let mut neighbours: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (index, &(a, b)) in edges.iter().enumerate() {
        neighbours[a as usize].push((b as usize, index));
        neighbours[b as usize].push((a as usize, index));
    }
    let mut legal = vec![false; 1 << edges.len()];
    let leaves: Vec<usize> = (0..n).filter(|&node| neighbours[node].len() == 1).collect();
    for &start in &leaves {
        // The edge mask of the path from `start` to every node, by a breadth-first walk.
        let mut path = vec![usize::MAX; n];
        path[start] = 0;
        let mut queue = vec![start];
        let mut head = 0;
        while head < queue.len() {
            let node = queue[head];
            head += 1;
            for &(next, edge) in &neighbours[node] {
                if path[next] == usize::MAX {
                    path[next] = path[node] | 1 << edge;
                    queue.push(next);
                }
            }
        }
        for &end in &leaves {
            legal[path[end]] = true;
        }
    }
    legal[0] = true;
    // Every subset of a legal set is legal: close downwards one edge at a time.
    for edge in 0..edges.len() {
        for mask in 0..legal.len() {
            if mask & 1 << edge != 0 && legal[mask] {
                legal[mask ^ 1 << edge] = true;
            }
        }
    }
    legal
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_trees() {
        // One edge: the first player marks it and wins.
        assert!(solve(2, &[(0, 1)]).first_player_wins);
        // A path of two edges: whichever edge is marked, the other answers.
        let outcome = solve(3, &[(0, 1), (1, 2)]);
        assert!(!outcome.first_player_wins);
        assert!(outcome.winning_first_moves.is_empty());
        // A star with three edges: after any two marks no third fits, so the second mark ends it.
        assert!(!solve(4, &[(0, 1), (0, 2), (0, 3)]).first_player_wins);
        // A path of three edges: the middle edge leaves one free edge on each side.
        let outcome = solve(4, &[(0, 1), (1, 2), (2, 3)]);
        assert!(outcome.first_player_wins);
        assert_eq!(outcome.winning_first_moves, vec![0, 1, 2]);
    }

    #[test]
    fn legality_is_the_path_condition() {
        // A star: any two edges lie on a path, no three do.
        let legal = legal_positions(4, &[(0, 1), (0, 2), (0, 3)]);
        for (mask, &is_legal) in legal.iter().enumerate() {
            assert_eq!(is_legal, mask.count_ones() <= 2, "mask {mask:03b}");
        }
    }
}
