//! The oracle of moving-coins: placements searched through the engine, none of the theory. A
//! position is the bit mask of the occupied cells (bit `c - 1` for cell `c`); a move slides one
//! coin left over empty cells only.

use crate::engine::{Game, OutcomeSolver, Play};

/// The longest strip the oracle searches (2^18 placements in all).
pub const MAX_BRUTE_N: u64 = 18;

/// The game on a strip of `n` cells.
#[derive(Debug, Clone, Copy)]
pub struct Strip {
    /// The number of cells (at most [`MAX_BRUTE_N`]).
    pub n: u64,
}

impl Game for Strip {
    type Position = u32;

    fn options(&self, &occupied: &u32, options: &mut Vec<u32>) {
        for cell in 1..=self.n as u32 {
            let coin = 1u32 << (cell - 1);
            if occupied & coin == 0 {
                continue;
            }
            // Slide left while the cells are empty.
            let mut target = cell - 1;
            while target >= 1 && occupied >> (target - 1) & 1 == 0 {
                options.push(occupied ^ coin | 1 << (target - 1));
                target -= 1;
            }
        }
    }
}

/// The oracle for one strip, keeping its memo across questions.
pub struct Oracle {
    n: u64,
    solver: OutcomeSolver<Strip>,
}

impl Oracle {
    /// An oracle for a strip of `n` cells (at most [`MAX_BRUTE_N`]).
    pub fn new(n: u64) -> Self {
        assert!(
            n <= MAX_BRUTE_N,
            "the oracle searches strips of at most {MAX_BRUTE_N} cells"
        );
        Oracle {
            n,
            solver: OutcomeSolver::new(Strip { n }, Play::Normal),
        }
    }

    /// Whether the player to move wins with coins on `cells`.
    #[cfg(test)]
    pub fn first_player_wins(&mut self, cells: &[u64]) -> bool {
        let occupied = cells
            .iter()
            .fold(0u32, |mask, &cell| mask | 1 << (cell - 1));
        self.solver.wins(&occupied)
    }

    /// The placements of `m` coins won by the player to move, every one searched.
    pub fn count_wins(&mut self, m: u64) -> u64 {
        super::placements(self.n, m)
            .filter(|mask| self.solver.wins(mask))
            .count() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spec_rows() {
        let mut oracle = Oracle::new(7);
        let row: Vec<u64> = (1..=7).map(|m| oracle.count_wins(m)).collect();
        assert_eq!(row, vec![6, 15, 26, 22, 12, 3, 0]);
        assert!(!oracle.first_player_wins(&[1, 2, 3]));
        assert!(oracle.first_player_wins(&[1, 2, 7]));
    }
}
