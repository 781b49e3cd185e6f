//! The oracle of array-game: explicit colourings searched through the engine, none of the
//! theory. A position is the bit mask of the white cells (bit `x - 1` for cell `x`); a move picks
//! a white cell `x` and a `k <= n / x` and flips cells `x, 2x, ..., kx`.

use crate::engine::{Game, OutcomeSolver, Play, ValueSolver};

/// The largest board the oracle searches (2^18 colourings).
pub const MAX_BRUTE_N: u64 = 18;

/// The game on a board of `n` cells.
#[derive(Debug, Clone, Copy)]
pub struct Board {
    /// The number of cells (at most [`MAX_BRUTE_N`]).
    pub n: u64,
}

impl Board {
    /// The colouring after the move `(x, k)` from `white`.
    pub fn after(&self, white: u32, x: u64, k: u64) -> u32 {
        let mut flips = 0u32;
        for multiple in 1..=k {
            flips |= 1 << (multiple * x - 1);
        }
        white ^ flips
    }
}

impl Game for Board {
    type Position = u32;

    fn options(&self, &white: &u32, options: &mut Vec<u32>) {
        for x in 1..=self.n {
            if white >> (x - 1) & 1 == 0 {
                continue;
            }
            let mut after = white;
            for k in 1..=self.n / x {
                after ^= 1 << (k * x - 1);
                options.push(after);
            }
        }
    }
}

/// The bit mask of the cells `cells` (each in `1..=32`).
pub fn mask_of(cells: &[u64]) -> u32 {
    cells.iter().fold(0, |mask, &cell| mask | 1 << (cell - 1))
}

/// The oracle for one board, keeping its memos across queries.
pub struct Oracle {
    board: Board,
    solver: OutcomeSolver<Board>,
    values: ValueSolver<Board>,
}

impl Oracle {
    /// An oracle for a board of `n` cells (at most [`MAX_BRUTE_N`]).
    pub fn new(n: u64) -> Self {
        assert!(
            n <= MAX_BRUTE_N,
            "the oracle searches boards of at most {MAX_BRUTE_N} cells"
        );
        let board = Board { n };
        Oracle {
            board,
            solver: OutcomeSolver::new(board, Play::Normal),
            values: ValueSolver::new(board),
        }
    }

    /// The Grundy value of the colouring where only cell `x` is white, by the engine's value
    /// search (what the theory calls `g(x)`).
    pub fn single_cell_value(&mut self, x: u64) -> u32 {
        self.values.value(&mask_of(&[x])).0 as u32
    }

    /// Whether the first player wins from the colouring whose white cells are `cells`.
    pub fn first_player_wins(&mut self, cells: &[u64]) -> bool {
        self.solver.wins(&mask_of(cells))
    }

    /// Whether the move `(x, k)` from that colouring is legal and wins.
    pub fn move_wins(&mut self, cells: &[u64], x: u64, k: u64) -> bool {
        let white = mask_of(cells);
        let legal = (1..=self.board.n).contains(&x)
            && white >> (x - 1) & 1 == 1
            && k >= 1
            && k <= self.board.n / x;
        legal && !self.solver.wins(&self.board.after(white, x, k))
    }

    /// The first winning move `(x, k)` by cell, then `k`, if any.
    pub fn first_winning_move(&mut self, cells: &[u64]) -> Option<(u64, u64)> {
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        for &x in &sorted {
            for k in 1..=self.board.n / x {
                if self.move_wins(cells, x, k) {
                    return Some((x, k));
                }
            }
        }
        None
    }

    /// Every winning move `(x, k)`, by cell, then `k`.
    pub fn winning_moves(&mut self, cells: &[u64]) -> Vec<(u64, u64)> {
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        let mut moves = Vec::new();
        for &x in &sorted {
            for k in 1..=self.board.n / x {
                if self.move_wins(cells, x, k) {
                    moves.push((x, k));
                }
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample() {
        let mut oracle = Oracle::new(3);
        assert!(oracle.first_player_wins(&[1, 2]));
        assert!(!oracle.first_player_wins(&[2, 3]));
        assert_eq!(oracle.first_winning_move(&[1, 2]), Some((1, 2)));
        assert_eq!(oracle.winning_moves(&[1, 2]), vec![(1, 2)]);
        assert_eq!(oracle.winning_moves(&[2, 3]), vec![]);
        assert!(!oracle.move_wins(&[1, 2], 3, 1)); // cell 3 is black
        assert_eq!(oracle.single_cell_value(1), 2);
        assert_eq!(oracle.single_cell_value(3), 1);
    }
}
