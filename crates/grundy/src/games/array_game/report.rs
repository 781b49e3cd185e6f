//! array-game's answer per query, by the values or by search, and its reports.

use std::fmt::Write as _;

use serde_json::json;

use crate::solve::{Report, SolveOptions};

use super::brute::Oracle;
use super::values::Values;

/// What was found about one query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryAnswer {
    /// Whether the first player wins.
    pub first_player_wins: bool,
    /// The value of each white cell, in input order (empty when only the verdict was needed).
    pub cell_values: Vec<u32>,
    /// The XOR of the cell values.
    pub nim_sum: u32,
    /// A winning move `(x, k)`, if any.
    pub winning_move: Option<(u64, u64)>,
}

impl QueryAnswer {
    /// The verdict by the values, without the details.
    pub fn verdict(values: &Values, cells: &[u64]) -> Self {
        let nim_sum = cells.iter().fold(0, |sum, &x| sum ^ values.of_cell(x));
        QueryAnswer {
            first_player_wins: nim_sum != 0,
            cell_values: Vec::new(),
            nim_sum,
            winning_move: None,
        }
    }

    /// By the values: the nim-sum, and a winning move at the first white cell (in input order)
    /// whose value has the nim-sum's top bit, with the smallest `k` that leaves nim-sum 0.
    pub fn by_values(values: &Values, cells: &[u64]) -> Self {
        let cell_values: Vec<u32> = cells.iter().map(|&x| values.of_cell(x)).collect();
        let nim_sum = cell_values.iter().fold(0, |sum, &value| sum ^ value);
        let winning_move = if nim_sum == 0 {
            None
        } else {
            cells
                .iter()
                .zip(&cell_values)
                .find(|&(_, &value)| value ^ nim_sum < value)
                .map(|(&x, &value)| {
                    let k = values
                        .move_to(x, value ^ nim_sum)
                        .expect("every value below g(x) is an option of cell x");
                    (x, k)
                })
        };
        QueryAnswer {
            first_player_wins: nim_sum != 0,
            cell_values,
            nim_sum,
            winning_move,
        }
    }

    /// By exhaustive search: the verdict and the first winning move by cell, then `k`; the cell
    /// values are the engine's Grundy values of the one-cell colourings.
    pub fn by_search(oracle: &mut Oracle, cells: &[u64]) -> Self {
        let cell_values: Vec<u32> = cells.iter().map(|&x| oracle.single_cell_value(x)).collect();
        QueryAnswer {
            first_player_wins: oracle.first_player_wins(cells),
            nim_sum: cell_values.iter().fold(0, |sum, &value| sum ^ value),
            cell_values,
            winning_move: oracle.first_winning_move(cells),
        }
    }

    /// The contest's word.
    pub fn answer(&self) -> &'static str {
        if self.first_player_wins {
            "Yes"
        } else {
            "No"
        }
    }
}

/// Appends the report of query number `query` (1-based) to `text`.
pub fn format(
    text: &mut String,
    options: &SolveOptions,
    query: usize,
    n: u64,
    cells: &[u64],
    answer: &QueryAnswer,
) {
    match options.report {
        Report::Contest => {
            let _ = writeln!(text, "{}", answer.answer());
        }
        Report::Json => {
            let winning_move = answer.winning_move.map(|(x, k)| json!({"cell": x, "k": k}));
            let object = json!({
                "test": query,
                "query": query,
                "answer": answer.answer(),
                "white_cells": cells,
                "cell_values": answer.cell_values,
                "nim_sum": answer.nim_sum,
                "winning_move": winning_move,
            });
            let _ = writeln!(text, "{object}");
        }
        Report::Explain => {
            // Every cell of a query within the original's limit of 100, as the spec asks.
            let listed = if options.all {
                cells.len()
            } else {
                cells.len().min(super::families::MAX_CELLS as usize)
            };
            let described: Vec<String> = cells[..listed]
                .iter()
                .zip(&answer.cell_values)
                .map(|(&x, &value)| format!("{x} (g = {value})"))
                .collect();
            let more = if listed < cells.len() {
                format!(" and {} more (--all lists them)", cells.len() - listed)
            } else {
                String::new()
            };
            let verdict = crate::solve::winner(answer.first_player_wins);
            let _ = writeln!(
                text,
                "query {query}: n = {n}, white cells {}{more}; nim-sum {}: {verdict} ({})",
                described.join(", "),
                answer.nim_sum,
                answer.answer()
            );
            let _ = match answer.winning_move {
                Some((x, k)) => writeln!(
                    text,
                    "  a winning move: cell {x} with k = {k}, flipping {}",
                    flipped(x, k)
                ),
                None => writeln!(
                    text,
                    "  every move loses: each leaves a nim-sum other than 0"
                ),
            };
        }
    }
}

/// The cells `x, 2x, ..., kx` in words.
fn flipped(x: u64, k: u64) -> String {
    match k {
        1 => format!("cell {x}"),
        2 => format!("cells {x} and {}", 2 * x),
        3 => format!("cells {x}, {} and {}", 2 * x, 3 * x),
        _ => format!("cells {x}, {}, ..., {} ({k} cells)", 2 * x, k * x),
    }
}
