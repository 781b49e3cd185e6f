//! array-game's side of `grundy check`: the values against the engine on explicit colourings.
//! Both sides describe a query by its verdict and the value of each white cell (the fast side
//! from [`Values`], the oracle from the engine's Grundy values of one-cell colourings), so the
//! formula for `G` and the coin-turning principle are both under test; the fast side adds any
//! doubt the search casts on its winning move.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::check::Subject;
use crate::random::Random;

use super::brute::{Oracle, MAX_BRUTE_N};
use super::report::QueryAnswer;
use super::values::Values;
use super::{random_query, FAMILIES};

/// The checker's view of array-game: an instance is a board size and its white cells; its size
/// is the board size. Values and oracles are kept per board size.
#[derive(Default)]
pub struct ArrayGameCheck {
    values: RefCell<HashMap<u64, Values>>,
    oracles: RefCell<HashMap<u64, Oracle>>,
}

/// The largest board of the random cases by default (every colouring of up to 12 cells is
/// the spec's exhaustive set; `--exhaustive` reaches 16 as well).
const CHECK_N: u64 = 16;

fn describe(answer: &QueryAnswer) -> String {
    format!("{}, cell values {:?}", answer.answer(), answer.cell_values)
}

impl Subject for ArrayGameCheck {
    type Instance = (u64, Vec<u64>);

    fn min_size(&self) -> u64 {
        1
    }

    fn max_brute_size(&self) -> u64 {
        CHECK_N.min(MAX_BRUTE_N)
    }

    fn families(&self) -> Vec<&'static str> {
        FAMILIES.to_vec()
    }

    fn random(&self, family: &str, n: u64, random: &mut Random) -> (u64, Vec<u64>) {
        (n, random_query(family, n, random))
    }

    /// Every non-empty colouring of a board of `n` cells.
    fn all(&self, n: u64) -> Vec<(u64, Vec<u64>)> {
        (1u32..1 << n)
            .map(|mask| (n, (1..=n).filter(|&x| mask >> (x - 1) & 1 == 1).collect()))
            .collect()
    }

    fn size(&self, instance: &(u64, Vec<u64>)) -> u64 {
        instance.0
    }

    fn fast(&self, (n, cells): &(u64, Vec<u64>)) -> String {
        let mut values = self.values.borrow_mut();
        let values = values.entry(*n).or_insert_with(|| Values::new(*n));
        let answer = QueryAnswer::by_values(values, cells);
        let mut description = describe(&answer);
        if let Some((x, k)) = answer.winning_move {
            let mut oracles = self.oracles.borrow_mut();
            let oracle = oracles.entry(*n).or_insert_with(|| Oracle::new(*n));
            if !oracle.move_wins(cells, x, k) {
                description.push_str(&format!(", but the move ({x}, {k}) does not win"));
            }
        }
        description
    }

    fn brute(&self, (n, cells): &(u64, Vec<u64>)) -> String {
        let mut oracles = self.oracles.borrow_mut();
        let oracle = oracles.entry(*n).or_insert_with(|| Oracle::new(*n));
        describe(&QueryAnswer::by_search(oracle, cells))
    }

    /// One white cell fewer, or the board one cell shorter (dropping a cell beyond it).
    fn smaller(&self, (n, cells): &(u64, Vec<u64>)) -> Vec<(u64, Vec<u64>)> {
        let mut smaller = Vec::new();
        if cells.len() > 1 {
            for skip in 0..cells.len() {
                let mut fewer = cells.clone();
                fewer.remove(skip);
                smaller.push((*n, fewer));
            }
        }
        if *n > 1 {
            let kept: Vec<u64> = cells.iter().copied().filter(|&x| x < *n).collect();
            if !kept.is_empty() {
                smaller.push((n - 1, kept));
            }
        }
        smaller
    }

    fn input(&self, (n, cells): &(u64, Vec<u64>)) -> String {
        let numbers: Vec<String> = cells.iter().map(ToString::to_string).collect();
        format!("{n}\n1\n{}\n{}\n", cells.len(), numbers.join(" "))
    }
}
