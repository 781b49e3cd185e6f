//! array-game's answer per query, by the values or by search, and its reports.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, Detail, ReportBuffer, Verdict, WinningMoves};

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

/// A query's answer with the facts its reports state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryReport {
    /// The answer.
    pub answer: QueryAnswer,
    /// The board size.
    pub n: u64,
    /// The white cells in input order (empty when only the verdict was needed).
    pub cells: Vec<u64>,
    /// Every winning move by cell, then `k`, where the method found them all (the oracle); the
    /// values name one.
    pub all_moves: Option<Vec<(u64, u64)>>,
}

impl QueryReport {
    /// The fast answer on `cells`: the verdict alone, or for a report the values and a winning
    /// move.
    pub fn by_values(values: &Values, n: u64, cells: &[u64], detail: Detail) -> Self {
        if !detail.report {
            return QueryReport {
                answer: QueryAnswer::verdict(values, cells),
                n,
                cells: Vec::new(),
                all_moves: None,
            };
        }
        QueryReport {
            answer: QueryAnswer::by_values(values, cells),
            n,
            cells: cells.to_vec(),
            all_moves: None,
        }
    }

    /// The oracle's answer on `cells`, with every winning move for a report.
    pub fn by_search(oracle: &mut Oracle, n: u64, cells: &[u64], detail: Detail) -> Self {
        let mut answer = QueryAnswer::by_search(oracle, cells);
        let all_moves = detail.report.then(|| oracle.winning_moves(cells));
        if let Some(moves) = &all_moves {
            answer.winning_move = moves.first().copied();
        }
        QueryReport {
            answer,
            n,
            cells: cells.to_vec(),
            all_moves,
        }
    }
}

impl Answer for QueryReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.answer.first_player_wins))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.answer.answer().as_bytes());
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let (answer, cells) = (&self.answer, &self.cells);
        // Every cell of a query within the original's limit of 100, as the spec asks.
        let listed = if context.detail.all() {
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
            "query {}: n = {}, white {} {}{more}; nim-sum {}: {verdict} ({}); {}",
            context.test,
            self.n,
            if cells.len() == 1 { "cell" } else { "cells" },
            described.join(", "),
            answer.nim_sum,
            answer.answer(),
            context.solved_by()
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

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("white_cells".into(), json!(self.cells));
        object.insert("cell_values".into(), json!(self.answer.cell_values));
        object.insert("nim_sum".into(), json!(self.answer.nim_sum));
    }

    fn winning_moves<'m>(&'m self, context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        let named = self.answer.winning_move.into_iter().collect();
        let (moves, complete) = match &self.all_moves {
            Some(all) => (all.clone(), true),
            None => (named, !self.answer.first_player_wins),
        };
        let count = moves.len() as u64;
        let listed = context.listed(moves.len());
        Some(WinningMoves {
            listed: Box::new(
                moves
                    .into_iter()
                    .take(listed)
                    .map(|(x, k)| json!({"cell": x, "k": k})),
            ),
            count,
            complete,
        })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::solve::{Method, Report};

    fn report(cells: &[u64], method: Method, kind: Report) -> String {
        let detail = Detail {
            report: kind != Report::Contest,
            ..Detail::default()
        };
        let answer = match method {
            Method::Fast => QueryReport::by_values(&Values::new(3), 3, cells, detail),
            Method::Brute => QueryReport::by_search(&mut Oracle::new(3), 3, cells, detail),
        };
        report_text(&answer, b"", 1, method, kind, false)
    }

    #[test]
    fn explanations_name_the_method() {
        assert_eq!(report(&[1, 2], Method::Fast, Report::Contest), "Yes\n");
        assert_eq!(
            report(&[1, 2], Method::Fast, Report::Explain),
            "query 1: n = 3, white cells 1 (g = 2), 2 (g = 1); nim-sum 3: the first player wins \
             (Yes); solved by the fast solver\n  a winning move: cell 1 with k = 2, flipping cells \
             1 and 2\n"
        );
        assert_eq!(
            report(&[3], Method::Brute, Report::Explain),
            "query 1: n = 3, white cell 3 (g = 1); nim-sum 1: the first player wins (Yes); solved \
             by the brute-force oracle\n  a winning move: cell 3 with k = 1, flipping cell 3\n"
        );
    }

    #[test]
    fn json_lists_winning_moves_and_their_completeness() {
        let json: Value =
            serde_json::from_str(&report(&[1, 2], Method::Fast, Report::Json)).unwrap();
        assert_eq!(json["test"], 1);
        assert_eq!(json["answer"], "Yes");
        assert_eq!(json["verdict"], "first");
        assert_eq!(json["white_cells"], json!([1, 2]));
        assert_eq!(json["cell_values"], json!([2, 1]));
        assert_eq!(json["nim_sum"], 3);
        assert_eq!(json["winning_moves"], json!([{"cell": 1, "k": 2}]));
        assert_eq!(json["winning_moves_count"], 1);
        assert_eq!(json["winning_moves_complete"], false);
        for key in ["query", "winning_move"] {
            assert!(json.get(key).is_none(), "{key}");
        }
        // The oracle lists every winning move, each one winning.
        let json: Value =
            serde_json::from_str(&report(&[1, 2, 3], Method::Brute, Report::Json)).unwrap();
        assert_eq!(json["method"], "brute");
        assert_eq!(json["winning_moves_complete"], true);
        let moves = json["winning_moves"].as_array().unwrap();
        assert_eq!(json["winning_moves_count"], moves.len());
        let mut oracle = Oracle::new(3);
        for found in moves {
            let (x, k) = (
                found["cell"].as_u64().unwrap(),
                found["k"].as_u64().unwrap(),
            );
            assert!(oracle.move_wins(&[1, 2, 3], x, k), "{found}");
        }
        let every = (1..=3u64)
            .flat_map(|x| (1..=3 / x).map(move |k| (x, k)))
            .filter(|&(x, k)| oracle.move_wins(&[1, 2, 3], x, k))
            .count();
        assert!(every > 0);
        assert_eq!(moves.len(), every);
        let json: Value =
            serde_json::from_str(&report(&[2, 3], Method::Fast, Report::Json)).unwrap();
        assert_eq!(json["verdict"], "second");
        assert_eq!(json["winning_moves"], json!([]));
        assert_eq!(json["winning_moves_count"], 0);
        assert_eq!(json["winning_moves_complete"], true);
    }
}
