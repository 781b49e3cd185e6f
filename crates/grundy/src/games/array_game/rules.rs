//! array-game as rules with labelled moves, for one query's colouring: a move picks a white cell
//! `x` and a `k <= n / x` and flips cells `x, 2x, ..., kx`, labelled `cell 1 k 2` for cell 1 with
//! k = 2 (as the reports say it); the cell alone would not name the move, since cell `x` allows
//! `n / x` of them. The oracle's explicit colourings ([`super::brute::Board`]).

use std::fmt;

use crate::draw::Picture;
use crate::game::{Playable, Refusal, Rules};
use crate::nimber::Nimber;
use crate::solve::counted;

use super::brute::{mask_of, Board};
use super::draw::board_in_play;
use super::values::Values;
use super::ArrayGame;

/// The largest board played: a colouring is one bit per cell of a 32-bit word. The engine
/// answers by the cells' values ([`Rules::fast_value`]), so no board is searched to decide a
/// move.
pub const MAX_PLAYED_N: u64 = 32;

/// The rules of one board: its moves, and the values of its cells from the fast solver.
pub struct BoardRules {
    board: Board,
    values: Values,
}

/// Flip cells `x, 2x, ..., kx`, from the white cell `x`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flip {
    /// The white cell, from 1.
    pub x: u64,
    /// How many multiples of `x` flip (`1 <= k <= n / x`).
    pub k: u64,
}

impl fmt::Display for Flip {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "cell {} k {}", self.x, self.k)
    }
}

impl Rules for BoardRules {
    /// The white cells, bit `x - 1` for cell `x`.
    type Position = u32;
    type Move = Flip;

    fn moves(&self, &white: &u32, moves: &mut Vec<Flip>) {
        let n = self.board.n;
        for x in (1..=n).filter(|x| white >> (x - 1) & 1 == 1) {
            moves.extend((1..=n / x).map(|k| Flip { x, k }));
        }
    }

    fn play(&self, &white: &u32, flip: &Flip) -> u32 {
        self.board.after(white, flip.x, flip.k)
    }

    /// A white cell `x` is worth `g(floor(n / x))` ([`Values`]), and a colouring the XOR of
    /// its white cells' values.
    fn fast_value(&self, &white: &u32) -> Option<Nimber> {
        Some(Nimber(u64::from(
            (1..=self.board.n)
                .filter(|x| white >> (x - 1) & 1 == 1)
                .fold(0, |sum, x| sum ^ self.values.of_cell(x)),
        )))
    }

    fn describe(&self, &white: &u32) -> String {
        let n = self.board.n;
        let cells: Vec<String> = (1..=n)
            .filter(|x| white >> (x - 1) & 1 == 1)
            .map(|x| x.to_string())
            .collect();
        if cells.is_empty() {
            format!("{}, none white", counted(n, "cell", "cells"))
        } else {
            let n = counted(n, "cell", "cells");
            format!("{n}, white: {}", cells.join(" "))
        }
    }

    fn picture(&self, &white: &u32) -> Option<Result<Picture, Refusal>> {
        Some(board_in_play(&self.describe(&white), self.board.n, white))
    }
}

impl Playable for ArrayGame {
    type Rules = BoardRules;

    fn rules(&n: &u64, cells: &Vec<u64>) -> Result<(BoardRules, u32), Refusal> {
        if n > MAX_PLAYED_N {
            return Err(format!(
                "boards of at most {MAX_PLAYED_N} cells are played; this one has {n}"
            ));
        }
        let rules = BoardRules {
            board: Board { n },
            values: Values::new(n),
        };
        Ok((rules, mask_of(cells)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::labels;
    use crate::game::Referee;
    use crate::games::array_game::brute::Oracle;

    #[test]
    fn the_referee_finds_the_oracle_s_winning_flips_on_every_colouring() {
        for n in 1..=9u64 {
            let mut oracle = Oracle::new(n);
            for white in 0u32..1 << n {
                let cells: Vec<u64> = (1..=n).filter(|x| white >> (x - 1) & 1 == 1).collect();
                let (rules, start) = ArrayGame::rules(&n, &cells).unwrap();
                let mut referee = Referee::new(rules);
                assert_eq!(referee.wins(&start), oracle.first_player_wins(&cells));
                let named: Vec<(u64, u64)> = referee
                    .winning_moves(&start)
                    .iter()
                    .map(|flip| (flip.x, flip.k))
                    .collect();
                assert_eq!(named, oracle.winning_moves(&cells), "{n} {cells:?}");
            }
        }
    }

    #[test]
    fn the_sample_s_first_query_is_won_by_cell_1_k_2() {
        // n = 3, white cells 2 and 1 (in that input order: moves go by cell).
        let (rules, start) = ArrayGame::rules(&3, &vec![2, 1]).unwrap();
        let mut referee = Referee::new(rules);
        let all = ["cell 1 k 1", "cell 1 k 2", "cell 1 k 3", "cell 2 k 1"];
        assert_eq!(labels(&referee.moves(&start)), all);
        assert_eq!(labels(&referee.winning_moves(&start)), ["cell 1 k 2"]);
        assert_eq!(
            referee.parse(&start, "cell 3 k 1"),
            Err(all.map(String::from).to_vec())
        );
        // Cell 1 with k = 3 flips all three: cell 2 turns black, cell 3 white.
        let flip = referee.parse(&start, "cell 1  k 3").unwrap();
        let after = referee.rules().play(&start, &flip);
        assert_eq!(labels(&referee.moves(&after)), ["cell 3 k 1"]);
        assert_eq!(
            ArrayGame::rules(&33, &vec![1]).err().as_deref(),
            Some("boards of at most 32 cells are played; this one has 33")
        );
    }

    #[test]
    fn the_cells_values_agree_with_search_on_every_position_reached() {
        for n in 1..=8u64 {
            for white in 0u32..1 << n {
                let cells: Vec<u64> = (1..=n).filter(|x| white >> (x - 1) & 1 == 1).collect();
                let (rules, start) = ArrayGame::rules(&n, &cells).unwrap();
                assert!(crate::game::rules::assert_fast_agrees(rules, &start) >= 1);
            }
        }
    }
}
