//! The oracle: exhaustive game search over explicit positions, none of the theory. A position is
//! the visited set, the node before the token's and the token's node (the last weight is the
//! edge between them); the player to move follows from the number of moves made. The search is
//! depth first over an explicit stack with a memo, for `n <= MAX_N` (at most 10 nodes).

use std::collections::HashMap;

use super::matrix::Matrix;
use super::walk::Direction;

/// The largest `n` the oracle searches.
pub(crate) const MAX_N: usize = 5;

/// A position: the visited nodes (a bit each), the previous node (`NONE` before Bob's first
/// move) and the token's node.
type Position = (u16, u8, u8);

/// No previous node: the token is still on the start node.
const NONE: u8 = u8::MAX;

/// The winner of one Alice choice, and the oracle's count of positions.
pub(crate) struct Outcome {
    /// For every direction (increasing first) and start node (0-based), whether Bob wins.
    pub(crate) bob_wins: Vec<(Direction, usize, bool)>,
    /// How many positions were solved.
    pub(crate) positions: usize,
}

/// Searches every Alice choice of direction and start node on `matrix` (`n <= MAX_N`).
pub(crate) fn solve(matrix: &Matrix) -> Outcome {
    assert!(matrix.n() <= MAX_N, "the oracle searches n <= {MAX_N}");
    let mut bob_wins = Vec::new();
    let mut positions = 0;
    for alice in Direction::BOTH {
        let mut memo = HashMap::new();
        for start in 0..matrix.nodes() {
            let position = (1u16 << start, NONE, start as u8);
            bob_wins.push((alice, start, mover_wins(matrix, alice, position, &mut memo)));
        }
        positions += memo.len();
    }
    Outcome {
        bob_wins,
        positions,
    }
}

/// The moves from `position`: the unvisited nodes across from the token, along an edge that the
/// mover's direction allows (any edge on Bob's first move).
fn moves(
    matrix: &Matrix,
    alice: Direction,
    (visited, previous, current): Position,
) -> Vec<Position> {
    let current_node = usize::from(current);
    let made = visited.count_ones() - 1;
    let mover = if made % 2 == 0 {
        alice.opposite()
    } else {
        alice
    };
    let last = (previous != NONE).then(|| matrix.weight(usize::from(previous), current_node));
    (0..matrix.nodes())
        .filter(|&node| {
            matrix.is_left(node) != matrix.is_left(current_node)
                && visited & (1 << node) == 0
                && last.map_or(true, |last| {
                    mover.allows(last, matrix.weight(current_node, node))
                })
        })
        .map(|node| (visited | 1 << node, current, node as u8))
        .collect()
}

/// Whether the player to move in `position` wins, by depth-first search over an explicit stack:
/// a position is won when some move leads to a lost one, lost when every move leads to a won one
/// (in particular when there is no move).
fn mover_wins(
    matrix: &Matrix,
    alice: Direction,
    position: Position,
    memo: &mut HashMap<Position, bool>,
) -> bool {
    // Each frame: a position, its moves and how many of them are known to be won for the mover.
    let mut stack: Vec<(Position, Vec<Position>, usize)> = Vec::new();
    if !memo.contains_key(&position) {
        stack.push((position, moves(matrix, alice, position), 0));
    }
    while let Some((position, children, next)) = stack.last_mut() {
        let position = *position;
        let mut result = None;
        while *next < children.len() {
            match memo.get(&children[*next]) {
                Some(true) => *next += 1,
                Some(false) => {
                    result = Some(true);
                    break;
                }
                None => break,
            }
        }
        if result.is_none() && *next == children.len() {
            result = Some(false);
        }
        match result {
            Some(wins) => {
                memo.insert(position, wins);
                stack.pop();
            }
            None => {
                let child = children[*next];
                stack.push((child, moves(matrix, alice, child), 0));
            }
        }
    }
    memo[&position]
}
