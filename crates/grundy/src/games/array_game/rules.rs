//! array-game as rules with labelled moves, for one query's colouring: a move picks a white cell
//! `x` and a `k <= n / x` and flips cells `x, 2x, ..., kx`, labelled `cell 1 k 2` for cell 1 with
//! k = 2 (as the reports say it); the cell alone would not name the move, since cell `x` allows
//! `n / x` of them. Positions are the white cells, in order (the oracle's
//! [`super::brute::Board`] is a bit per cell of at most 32); who wins, the values and the winning
//! moves come from the cells' values, so play reaches any board the contest has whose moves stay
//! few ([`MAX_PLAYED_MOVES`]).

use std::fmt;

use crate::draw::Picture;
use crate::game::play::REMOTENESS_BUDGET;
use crate::game::{Playable, Positions, Refusal, Rules};
use crate::nimber::Nimber;
use crate::solve::counted;

use super::draw::board_in_play;
use super::values::Values;
use super::ArrayGame;

/// The most moves a position reachable from the query may have: every position's moves are
/// listed (and, with `--json`, printed) after each turn. A white cell `x` gives `n / x` moves,
/// and a flip may whiten its multiples, so a query is played when `sum over its white cells x of
/// sum over j of floor(n / (j x))` stays within this.
pub const MAX_PLAYED_MOVES: u64 = 100_000;

/// The rules of one board: its size, and the values of its cells from the fast solver.
pub struct BoardRules {
    n: u64,
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

impl Positions for BoardRules {
    /// The white cells, in increasing order.
    type Position = Vec<u64>;

    /// The board as a row of cells, `W` white and `.` black
    /// ([`crate::game::text_picture::cells`]).
    fn drawing(&self, white: &Vec<u64>) -> Option<String> {
        if self.n > crate::game::text_picture::MAX_DRAWN as u64 {
            return None;
        }
        let colours: Vec<String> = (1..=self.n)
            .map(|cell| {
                if white.binary_search(&cell).is_ok() {
                    "W"
                } else {
                    "."
                }
                .to_string()
            })
            .collect();
        crate::game::text_picture::cells("cell", 1, &colours)
    }

    fn describe(&self, white: &Vec<u64>) -> String {
        let n = counted(self.n, "cell", "cells");
        if white.is_empty() {
            format!("{n}, none white")
        } else {
            let cells: Vec<String> = white.iter().map(u64::to_string).collect();
            format!("{n}, white: {}", cells.join(" "))
        }
    }

    fn picture(&self, white: &Vec<u64>) -> Option<Result<Picture, Refusal>> {
        Some(board_in_play(&self.describe(white), self.n, white))
    }
}

impl Rules for BoardRules {
    type Move = Flip;

    fn moves(&self, white: &Vec<u64>, moves: &mut Vec<Flip>) {
        for &x in white {
            moves.extend((1..=self.n / x).map(|k| Flip { x, k }));
        }
    }

    /// The white cells but those flipped, and the flipped cells that were black.
    fn play(&self, white: &Vec<u64>, flip: &Flip) -> Vec<u64> {
        let mut after = Vec::with_capacity(white.len() + flip.k as usize);
        let mut cells = white.iter().copied().peekable();
        for multiple in (1..=flip.k).map(|j| j * flip.x) {
            while let Some(cell) = cells.next_if(|&cell| cell < multiple) {
                after.push(cell);
            }
            if cells.next_if_eq(&multiple).is_none() {
                after.push(multiple);
            }
        }
        after.extend(cells);
        after
    }

    /// A white cell `x` is worth `g(floor(n / x))` ([`Values`]), and a colouring the XOR of
    /// its white cells' values.
    fn fast_value(&self, white: &Vec<u64>) -> Option<Nimber> {
        Some(Nimber(u64::from(
            white.iter().fold(0, |sum, &x| sum ^ self.values.of_cell(x)),
        )))
    }

    /// Flipping a cell, white or black, changes the colouring's value by the cell's value: the
    /// move `(x, k)` wins when the XOR of `g(x), g(2x), ..., g(kx)` is the position's value.
    fn fast_winning_moves(&self, white: &Vec<u64>) -> Option<Vec<Flip>> {
        let value = self.fast_value(white)?.0 as u32;
        let mut winning = Vec::new();
        for &x in white {
            let mut flipped = 0u32;
            for k in 1..=self.n / x {
                flipped ^= self.values.of_cell(k * x);
                if flipped == value {
                    winning.push(Flip { x, k });
                }
            }
        }
        Some(winning)
    }

    /// The engine's budget divided by what a move costs: copying the white cells and flipping
    /// up to `n / x` for the smallest white `x`.
    fn remoteness_budget(&self, white: &Vec<u64>) -> u64 {
        let longest = white.first().map_or(0, |&x| self.n / x);
        REMOTENESS_BUDGET / (white.len() as u64 + longest).max(1)
    }
}

/// The most moves any position reachable from the white cells `white` of a board of `n` cells
/// may have ([`MAX_PLAYED_MOVES`]): `sum over x of sum over j of floor(n / (j x))`, counted only
/// until it passes `most`.
fn moves_bound(n: u64, white: &[u64], most: u64) -> u64 {
    let mut total = 0u64;
    for &x in white {
        let quotient = n / x;
        for j in 1..=quotient {
            total += quotient / j;
            if total > most {
                return total;
            }
        }
    }
    total
}

impl Playable for ArrayGame {
    type Rules = BoardRules;

    /// Any board whose query keeps every reachable position within [`MAX_PLAYED_MOVES`] moves
    /// (the oracle's cap, 32 cells, is `--method brute`'s).
    fn rules(&n: &u64, cells: &Vec<u64>) -> Result<(BoardRules, Vec<u64>), Refusal> {
        let mut white = cells.clone();
        white.sort_unstable();
        if moves_bound(n, &white, MAX_PLAYED_MOVES) > MAX_PLAYED_MOVES {
            return Err(format!(
                "queries whose positions have at most {MAX_PLAYED_MOVES} moves are played (a \
                 white cell x gives n / x moves, and its flips may whiten its multiples); this \
                 one may reach more"
            ));
        }
        let rules = BoardRules {
            n,
            values: Values::new(n),
        };
        Ok((rules, white))
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
        // Contest-size boards are played while their moves stay few.
        let (rules, start) =
            ArrayGame::rules(&1_000_000_000, &vec![999_999_999, 300_000_000]).unwrap();
        assert_eq!(
            labels(&Referee::new(rules).moves(&start)),
            [
                "cell 300000000 k 1",
                "cell 300000000 k 2",
                "cell 300000000 k 3",
                "cell 999999999 k 1"
            ]
        );
        assert_eq!(
            moves_bound(1_000_000_000, &start, MAX_PLAYED_MOVES),
            3 + 1 + 1 + 1
        );
        assert_eq!(
            ArrayGame::rules(&1_000_000, &vec![5]).err().as_deref(),
            Some(
                "queries whose positions have at most 100000 moves are played (a white cell x \
                 gives n / x moves, and its flips may whiten its multiples); this one may reach \
                 more"
            )
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
