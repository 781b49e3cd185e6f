//! hunger-game's answer by the basis or by search, and its reports.

use std::fmt::Write as _;

use serde_json::json;

use crate::solve::{Report, SolveOptions, LISTED_MOVES};

use super::basis::{self, Analysis};
use super::brute::Oracle;

/// What was found about one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HungerAnswer {
    /// Whether the first player wins.
    pub first_player_wins: bool,
    /// The rank and a winning set; `None` when only the verdict was needed (the contest line).
    pub analysis: Option<Analysis>,
}

impl HungerAnswer {
    /// The verdict alone by the criterion (enough for the contest line).
    pub fn verdict(values: &[u64]) -> Self {
        HungerAnswer {
            first_player_wins: basis::is_dependent(values),
            analysis: None,
        }
    }

    /// The verdict, the rank and a winning set, by the basis.
    pub fn by_basis(values: &[u64]) -> Self {
        let analysis = basis::analyse(values);
        HungerAnswer {
            first_player_wins: analysis.open.is_some(),
            analysis: Some(analysis),
        }
    }

    /// The verdict by exhaustive search, and the first set of boxes (by bit mask, box 1 the
    /// lowest bit) whose opening the search finds winning. The rank is the basis's (a fact about
    /// the values, not about the game). The caller keeps the search within reach.
    pub fn by_search(values: &[u64], oracle: &mut Oracle) -> Self {
        let first_player_wins = oracle.first_player_wins(values);
        let n = values.len();
        let open = (1u64..1 << n)
            .map(|mask| {
                (0..n)
                    .filter(|&index| mask >> index & 1 == 1)
                    .collect::<Vec<usize>>()
            })
            .find(|open| oracle.opening_wins(values, open));
        HungerAnswer {
            first_player_wins,
            analysis: Some(Analysis {
                rank: basis::rank(values.iter().copied()),
                open,
            }),
        }
    }

    /// The verdict alone by exhaustive search.
    pub fn verdict_by_search(values: &[u64]) -> &'static str {
        if Oracle::new().first_player_wins(values) {
            "First"
        } else {
            "Second"
        }
    }

    /// The output word.
    pub fn answer(&self) -> &'static str {
        if self.first_player_wins {
            "First"
        } else {
            "Second"
        }
    }
}

/// Appends the report of test number `test` (1-based) to `text`.
pub fn format(
    text: &mut String,
    options: &SolveOptions,
    test: usize,
    values: &[u64],
    answer: &HungerAnswer,
) {
    let analysis = match (&answer.analysis, options.report) {
        (_, Report::Contest) | (None, _) => {
            let _ = writeln!(text, "{}", answer.answer());
            return;
        }
        (Some(analysis), _) => analysis,
    };
    let n = values.len();
    if options.report == Report::Json {
        let open: Option<Vec<usize>> = analysis
            .open
            .as_ref()
            .map(|open| open.iter().map(|&index| index + 1).collect());
        let object = json!({
            "test": test,
            "answer": answer.answer(),
            "boxes": n,
            "rank": analysis.rank,
            "open": open,
        });
        let _ = writeln!(text, "{object}");
        return;
    }
    let verdict = crate::solve::winner(answer.first_player_wins);
    let _ = writeln!(
        text,
        "test {test}: {n} box{}, rank {} over GF(2): {verdict} ({})",
        if n == 1 { "" } else { "es" },
        analysis.rank,
        answer.answer()
    );
    match &analysis.open {
        None => {
            let _ = writeln!(
                text,
                "  the values are linearly independent: whatever boxes the first player opens \
                 have a non-zero XOR, and the second player answers every move with the Nim \
                 move that brings the open boxes' nim-sum back to 0"
            );
        }
        Some(open) => {
            let listed = if options.all {
                open.len()
            } else {
                open.len().min(LISTED_MOVES)
            };
            let boxes: Vec<String> = open[..listed]
                .iter()
                .map(|&index| format!("{} ({})", index + 1, values[index]))
                .collect();
            let more = if listed < open.len() {
                format!(" and {} more (--all lists them)", open.len() - listed)
            } else {
                String::new()
            };
            let _ = writeln!(
                text,
                "  open {} box{}: {}{more}",
                open.len(),
                if open.len() == 1 { "" } else { "es" },
                boxes.join(", ")
            );
            let closed = n - open.len();
            let _ = if closed == 0 {
                writeln!(
                    text,
                    "  their XOR is 0 and no box is left closed: the opponent faces a Nim \
                     position of nim-sum 0"
                )
            } else {
                let (boxes, are) = if closed == 1 {
                    ("box", "is")
                } else {
                    ("boxes", "are")
                };
                writeln!(
                    text,
                    "  their XOR is 0, and the {closed} {boxes} left closed {are} independent \
                     (rank {closed}): the opponent faces open boxes of nim-sum 0 and can never \
                     open a set of XOR 0"
                )
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(values: &[u64], report: Report) -> String {
        let options = SolveOptions {
            report,
            ..SolveOptions::default()
        };
        let mut text = String::new();
        format(
            &mut text,
            &options,
            1,
            values,
            &HungerAnswer::by_basis(values),
        );
        text
    }

    #[test]
    fn every_form_of_the_samples() {
        assert_eq!(report(&[3, 5, 6], Report::Contest), "First\n");
        assert_eq!(report(&[1, 2, 4], Report::Contest), "Second\n");
        assert_eq!(
            report(&[3, 5, 6], Report::Explain),
            "test 1: 3 boxes, rank 2 over GF(2): the first player wins (First)\n  open 3 boxes: \
             1 (3), 2 (5), 3 (6)\n  their XOR is 0 and no box is left closed: the opponent \
             faces a Nim position of nim-sum 0\n"
        );
        assert!(report(&[1, 2, 4], Report::Explain).contains("linearly independent"));
        let json: serde_json::Value =
            serde_json::from_str(&report(&[7, 1, 7], Report::Json)).unwrap();
        assert_eq!(json["open"], json!([1, 3]));
        assert_eq!(json["rank"], 2);
        let json: serde_json::Value = serde_json::from_str(&report(&[7], Report::Json)).unwrap();
        assert_eq!(json["open"], serde_json::Value::Null);
    }
}
