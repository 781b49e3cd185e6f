//! Nim's reports: the contest line, `--explain` and `--json`.

use std::fmt::Write as _;

use serde_json::json;

use crate::engine::Play;
use crate::heaps;
use crate::solve::{Report, SolveOptions, LISTED_MOVES};

/// What was found about one test, by either method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimAnswer {
    /// Whether the first player wins.
    pub first_player_wins: bool,
    /// Every winning move `(0-based heap, new size)`, in heap order.
    pub winning_moves: Vec<(usize, u64)>,
}

impl NimAnswer {
    /// By Bouton's theorem.
    pub fn by_theory(heaps: &[u64]) -> Self {
        let sum = heaps::nim_sum(heaps);
        NimAnswer {
            first_player_wins: sum != 0,
            winning_moves: heaps::nim_moves(heaps, sum).collect(),
        }
    }

    /// The verdict alone by Bouton's theorem, without the moves: enough for the contest line.
    pub fn verdict(heaps: &[u64]) -> Self {
        NimAnswer {
            first_player_wins: heaps::nim_sum(heaps) != 0,
            winning_moves: Vec::new(),
        }
    }

    /// By exhaustive search of heap tuples under `play`.
    pub fn by_search(heaps: &[u64], play: Play) -> Self {
        let outcome = heaps::search(heaps, play);
        NimAnswer {
            first_player_wins: outcome.first_player_wins,
            winning_moves: outcome.winning_moves,
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

/// Appends the report of test number `test` (1-based) to `text`.
pub fn format(
    text: &mut String,
    options: &SolveOptions,
    test: usize,
    heaps: &[u64],
    answer: &NimAnswer,
) {
    if options.report == Report::Contest {
        let _ = writeln!(text, "{}", answer.answer());
        return;
    }
    let sum = heaps::nim_sum(heaps);
    let listed = if options.all {
        answer.winning_moves.len()
    } else {
        answer.winning_moves.len().min(LISTED_MOVES)
    };
    match options.report {
        Report::Contest => {}
        Report::Json => {
            let object = json!({
                "test": test,
                "answer": answer.answer(),
                "nim_sum": sum,
                "winning_moves_total": answer.winning_moves.len(),
            });
            let moves = &answer.winning_moves[..listed];
            let line = crate::json::with_array(
                object,
                "winning_moves",
                moves,
                |&(heap, size)| json!({"heap": heap + 1, "new_size": size}),
            );
            let _ = writeln!(text, "{line}");
        }
        Report::Explain => {
            let verdict = crate::solve::winner(answer.first_player_wins);
            let _ = writeln!(
                text,
                "test {test}: {}, nim-sum {sum} (binary {sum:b}): {verdict} ({})",
                crate::solve::counted(heaps.len() as u64, "heap", "heaps"),
                answer.answer()
            );
            match answer.winning_moves.first() {
                None if heaps.iter().all(|&heap| heap == 0) => {
                    let _ = writeln!(text, "  no move: every heap is empty");
                }
                None => {
                    let _ = writeln!(
                        text,
                        "  every move loses: each leaves a nim-sum other than 0"
                    );
                }
                Some(&(heap, size)) => {
                    let count = answer.winning_moves.len();
                    let _ = writeln!(
                        text,
                        "  {count} winning move{}; the first: take {} from heap {} \
                         (1-based), leaving {size}",
                        if count == 1 { "" } else { "s" },
                        heaps[heap] - size,
                        heap + 1
                    );
                    if options.all {
                        for &(heap, size) in &answer.winning_moves[1..] {
                            let _ = writeln!(
                                text,
                                "  also: take {} from heap {}, leaving {size}",
                                heaps[heap] - size,
                                heap + 1
                            );
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(heaps: &[u64], report: Report, all: bool) -> String {
        let options = SolveOptions {
            report,
            all,
            ..SolveOptions::default()
        };
        let mut text = String::new();
        format(&mut text, &options, 2, heaps, &NimAnswer::by_theory(heaps));
        text
    }

    #[test]
    fn the_sample_tests_in_every_form() {
        assert_eq!(report(&[1, 1], Report::Contest, false), "No\n");
        assert_eq!(report(&[1, 0], Report::Contest, false), "Yes\n");
        assert_eq!(
            report(&[1, 0], Report::Explain, false),
            "test 2: 2 heaps, nim-sum 1 (binary 1): the first player wins (Yes)\n  1 winning \
             move; the first: take 1 from heap 1 (1-based), leaving 0\n"
        );
        assert!(report(&[1, 1], Report::Explain, false)
            .ends_with("every move loses: each leaves a nim-sum other than 0\n"));
        let json: serde_json::Value =
            serde_json::from_str(&report(&[3, 5, 6, 1], Report::Json, false)).unwrap();
        assert_eq!(json["nim_sum"], 1);
        assert_eq!(
            json["winning_moves"],
            json!([{"heap": 1, "new_size": 2}, {"heap": 2, "new_size": 4}, {"heap": 4, "new_size": 0}])
        );
    }

    #[test]
    fn long_lists_are_cut_unless_all() {
        let heaps = vec![1u64; 25];
        let json: serde_json::Value =
            serde_json::from_str(&report(&heaps, Report::Json, false)).unwrap();
        assert_eq!(
            json["winning_moves"].as_array().unwrap().len(),
            LISTED_MOVES
        );
        assert_eq!(json["winning_moves_total"], 25);
        let json: serde_json::Value =
            serde_json::from_str(&report(&heaps, Report::Json, true)).unwrap();
        assert_eq!(json["winning_moves"].as_array().unwrap().len(), 25);
        assert_eq!(report(&heaps, Report::Explain, true).lines().count(), 26);
    }

    #[test]
    fn the_json_is_what_serde_json_writes() {
        for (heaps, all) in [
            (vec![3u64, 5, 6, 1], false),
            (vec![1, 1], false),
            (vec![u64::MAX, 0, 7], true),
            (vec![1; 25], false),
            (vec![1; 25], true),
        ] {
            let answer = NimAnswer::by_theory(&heaps);
            let listed = if all { 25 } else { LISTED_MOVES };
            let moves: Vec<_> = answer
                .winning_moves
                .iter()
                .take(listed)
                .map(|&(heap, size)| json!({"heap": heap + 1, "new_size": size}))
                .collect();
            let expected = json!({
                "test": 2,
                "answer": answer.answer(),
                "nim_sum": heaps::nim_sum(&heaps),
                "winning_moves": moves,
                "winning_moves_total": answer.winning_moves.len(),
            });
            assert_eq!(report(&heaps, Report::Json, all), format!("{expected}\n"));
        }
    }
}
