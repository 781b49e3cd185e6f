//! The brute-force oracle: minimax over colourings through the engine's [`MinimaxSolver`], using
//! none of the theory (no reduction, no degrees, no forks).
//!
//! A position is the pair (white vertices, black vertices) as bit masks; whose turn it is follows
//! from the number of moves made. A move paints one uncoloured vertex in the mover's colour. A
//! position where some colour has three vertices on a path is over (the player who just moved made
//! it: positions are never searched past a win); so is a full board. Scores: +1 when White has a
//! path, -1 when Black has one, 0 for a full board without one. White maximises, Black minimises;
//! the memo is keyed by the exact colouring.

use crate::engine::{Choice, MinimaxSolver, Player, ScoredGame};
use crate::tree::Edge;

/// The oracle searches trees of at most this many vertices.
pub const MAX_VERTICES: u32 = 14;

/// The colourings a test may lead to, at most: `3^u` with `u` uncoloured vertices.
pub fn colourings(uncoloured: u32) -> u128 {
    3u128.pow(uncoloured)
}

/// The game on one tree, as the engine sees it.
pub struct TreeTacToeGame {
    /// Per vertex, its neighbours as a bit mask.
    neighbours: Vec<u32>,
    /// Every vertex.
    all: u32,
    /// The vertices white at the start.
    start_white: u32,
}

impl TreeTacToeGame {
    /// The game on a tree with `n` vertices (at most [`MAX_VERTICES`]), the given edges (0-based)
    /// and white vertices.
    pub fn new(n: u32, edges: &[Edge], white: &[bool]) -> Self {
        assert!(
            n <= MAX_VERTICES,
            "the oracle handles at most {MAX_VERTICES} vertices"
        );
        let mut neighbours = vec![0u32; n as usize];
        for &(a, b) in edges {
            neighbours[a as usize] |= 1 << b;
            neighbours[b as usize] |= 1 << a;
        }
        let start_white = (0..n)
            .filter(|&vertex| white[vertex as usize])
            .fold(0, |mask, vertex| mask | 1 << vertex);
        TreeTacToeGame {
            neighbours,
            all: if n == 32 { u32::MAX } else { (1 << n) - 1 },
            start_white,
        }
    }

    /// The starting position: (white, black).
    pub fn start(&self) -> (u32, u32) {
        (self.start_white, 0)
    }

    /// Whether the vertices of `colour` include three on a path: some vertex of the colour with
    /// two neighbours of the colour.
    pub fn has_path(&self, colour: u32) -> bool {
        ones(colour).any(|vertex| (self.neighbours[vertex as usize] & colour).count_ones() >= 2)
    }
}

/// The set bits of `mask`, lowest first.
fn ones(mask: u32) -> impl Iterator<Item = u32> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            bit
        })
    })
}

impl ScoredGame for TreeTacToeGame {
    type Position = (u32, u32);
    type Score = i8;

    fn to_move(&self, &(white, black): &(u32, u32)) -> Player {
        let moves = (white & !self.start_white).count_ones() + black.count_ones();
        if moves % 2 == 0 {
            Player::Max
        } else {
            Player::Min
        }
    }

    fn options(&self, position: &(u32, u32), options: &mut Vec<(u32, u32)>) {
        let (white, black) = *position;
        if self.has_path(white) || self.has_path(black) {
            return;
        }
        let free = self.all & !(white | black);
        let white_moves = self.to_move(position) == Player::Max;
        options.extend(ones(free).map(|vertex| {
            if white_moves {
                (white | 1 << vertex, black)
            } else {
                (white, black | 1 << vertex)
            }
        }));
    }

    fn score(&self, &(white, black): &(u32, u32)) -> i8 {
        if self.has_path(white) {
            1
        } else if self.has_path(black) {
            -1
        } else {
            0
        }
    }
}

/// What the oracle finds on one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BruteOutcome {
    /// +1: White wins; 0: a draw; -1: Black wins.
    pub value: i8,
    /// White's winning first moves (0-based vertices, increasing); empty unless White wins.
    pub winning_moves: Vec<u32>,
    /// Whether some first move completes three white vertices on a path at once.
    pub immediate: bool,
    /// White's first moves: the uncoloured vertices.
    pub first_moves: u32,
    /// How many positions the search decided.
    pub positions: usize,
}

/// Solves one test by exhaustive minimax. `n` must be at most [`MAX_VERTICES`].
pub fn solve(n: u32, edges: &[Edge], white: &[bool]) -> BruteOutcome {
    let game = TreeTacToeGame::new(n, edges, white);
    let start = game.start();
    let free = game.all & !start.0;
    let immediate = ones(free).any(|vertex| game.has_path(start.0 | 1 << vertex));
    let mut solver = MinimaxSolver::new(game);
    let value = solver.value(&start);
    let winning_moves = if value == 1 {
        solver
            .best_moves(&start)
            .into_iter()
            .filter_map(|choice| match choice {
                Choice::Move((white, _)) => Some((white ^ start.0).trailing_zeros()),
                Choice::Stop => None,
            })
            .collect()
    } else {
        Vec::new()
    };
    BruteOutcome {
        value,
        winning_moves,
        immediate,
        first_moves: free.count_ones(),
        positions: solver.positions(),
    }
}

/// The value of the position after White's first move `vertex` (Black to move), by the same
/// search: for checking a named move.
#[cfg(test)]
pub fn value_after(n: u32, edges: &[Edge], white: &[bool], vertex: u32) -> i8 {
    let game = TreeTacToeGame::new(n, edges, white);
    let (start_white, black) = game.start();
    let mut solver = MinimaxSolver::new(game);
    solver.value(&(start_white | 1 << vertex, black))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whites(n: u32, which: &[u32]) -> Vec<bool> {
        (0..n).map(|vertex| which.contains(&vertex)).collect()
    }

    #[test]
    fn small_games_by_hand() {
        // One vertex: White paints it, nothing more.
        let outcome = solve(1, &[], &whites(1, &[]));
        assert_eq!((outcome.value, outcome.positions), (0, 2));
        // A path of three, uncoloured: White takes the middle, Black an end: a draw.
        assert_eq!(solve(3, &[(0, 1), (1, 2)], &whites(3, &[])).value, 0);
        // A path of three with one white end: White takes the middle and threatens the other end;
        // Black blocks it.
        assert_eq!(solve(3, &[(0, 1), (1, 2)], &whites(3, &[0])).value, 0);
        // The same with both ends white: the middle completes the path at once.
        let outcome = solve(3, &[(0, 1), (1, 2)], &whites(3, &[0, 2]));
        assert_eq!(outcome.value, 1);
        assert_eq!(outcome.winning_moves, vec![1]);
        assert!(outcome.immediate);
        // A star with three leaves, one white (sample 1, test 1): only the centre wins.
        let star = [(0, 1), (0, 2), (0, 3)];
        let outcome = solve(4, &star, &whites(4, &[3]));
        assert_eq!(outcome.value, 1);
        assert_eq!(outcome.winning_moves, vec![0]);
        assert!(!outcome.immediate);
        assert_eq!(value_after(4, &star, &whites(4, &[3]), 0), 1);
        assert_eq!(value_after(4, &star, &whites(4, &[3]), 1), 0);
    }

    #[test]
    fn paths_are_found() {
        let game = TreeTacToeGame::new(4, &[(0, 1), (1, 2), (2, 3)], &whites(4, &[]));
        assert!(game.has_path(0b0111));
        assert!(game.has_path(0b1110));
        assert!(!game.has_path(0b1011));
        assert!(!game.has_path(0b1001));
    }
}
