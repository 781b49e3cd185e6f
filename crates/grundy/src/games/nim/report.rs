//! Nim's answer by either method, and its reports: the contest line, `--explain` and `--json`.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::engine::Play;
use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};
use crate::heaps;
use crate::heaps::contest::HeapFold;
use crate::solve::Method;

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
        WORDS[usize::from(self.first_player_wins)]
    }
}

/// A test's answer with the facts its reports state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimReport {
    /// The answer.
    pub answer: NimAnswer,
    /// The number of heaps.
    pub heaps: usize,
    /// Whether every heap is empty.
    pub all_empty: bool,
    /// The nim-sum.
    pub nim_sum: u64,
    /// The size of the heap of each winning move, before it.
    pub sizes: Vec<u64>,
    /// Which method found it.
    pub method: Method,
}

impl NimReport {
    /// The report of `answer` on `heaps`.
    pub fn new(heaps: &[u64], answer: NimAnswer, method: Method) -> Self {
        NimReport {
            sizes: answer
                .winning_moves
                .iter()
                .map(|&(heap, _)| heaps[heap])
                .collect(),
            heaps: heaps.len(),
            all_empty: heaps.iter().all(|&heap| heap == 0),
            nim_sum: heaps::nim_sum(heaps),
            answer,
            method,
        }
    }
}

/// What the contest line needs of the heaps, gathered one heap at a time: the nim-sum (Bouton's
/// theorem), with the count and whether some heap is not empty for the report's facts (the OR
/// of the heaps: one instruction a heap, where a flag set by a comparison took three).
#[derive(Debug, Clone, Copy, Default)]
pub struct NimFold {
    nim_sum: u64,
    heaps: usize,
    stones: u64,
}

impl HeapFold for NimFold {
    type Answer = NimReport;

    #[inline]
    fn add(&mut self, heap: u64) {
        self.nim_sum ^= heap;
        self.heaps += 1;
        self.stones |= heap;
    }

    /// The verdict by Bouton's theorem, without the moves.
    fn answer(self) -> NimReport {
        NimReport {
            answer: NimAnswer {
                first_player_wins: self.nim_sum != 0,
                winning_moves: Vec::new(),
            },
            heaps: self.heaps,
            all_empty: self.stones == 0,
            nim_sum: self.nim_sum,
            sizes: Vec::new(),
            method: Method::Fast,
        }
    }
}

/// The contest's words: when the first player loses, and when he wins.
const WORDS: [&str; 2] = ["No", "Yes"];

/// The contest lines, written by [`heaps::push_line`].
const LINES: [heaps::Line; 2] = [heaps::Line::new(WORDS[0]), heaps::Line::new(WORDS[1])];

impl Answer for NimReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.answer.first_player_wins))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        heaps::push_line(out, &LINES, self.answer.first_player_wins);
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let sum = self.nim_sum;
        let moves = &self.answer.winning_moves;
        let _ = writeln!(
            text,
            "test {}: {}, nim-sum {sum} (binary {sum:b}): {} ({}); {}",
            context.test,
            crate::solve::counted(self.heaps as u64, "heap", "heaps"),
            crate::solve::winner(self.answer.first_player_wins),
            self.answer.answer(),
            context.solved_by()
        );
        match moves.first() {
            None if self.all_empty => {
                let _ = writeln!(text, "  no move: every heap is empty");
            }
            None => {
                let _ = writeln!(
                    text,
                    "  every move loses: each leaves a nim-sum other than 0"
                );
            }
            Some(&(heap, size)) => {
                let count = moves.len();
                let _ = writeln!(
                    text,
                    "  {count} winning move{}; the first: take {} from heap {} (1-based), \
                     leaving {size}",
                    if count == 1 { "" } else { "s" },
                    self.sizes[0] - size,
                    heap + 1
                );
                let listed = context.listed(count);
                for (&(heap, size), &before) in moves.iter().zip(&self.sizes).take(listed).skip(1) {
                    let _ = writeln!(
                        text,
                        "  also: take {} from heap {}, leaving {size}",
                        before - size,
                        heap + 1
                    );
                }
                if listed < count {
                    let _ = writeln!(text, "  ... and {} more (--all lists them)", count - listed);
                }
            }
        }
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("nim_sum".into(), json!(self.nim_sum));
    }

    fn winning_moves<'m>(&'m self, context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        let moves = &self.answer.winning_moves;
        Some(WinningMoves {
            listed: Box::new(
                moves
                    .iter()
                    .take(context.listed(moves.len()))
                    .map(|&(heap, size)| json!({"heap": heap + 1, "new_size": size})),
            ),
            count: moves.len() as u64,
            complete: true,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver;
    use crate::input::Scanner;
    use crate::solve::{Report, SolveOptions, LISTED_MOVES};

    fn report(heaps: &[u64], report: Report, all: bool) -> String {
        let options = SolveOptions {
            report,
            all,
            ..SolveOptions::default()
        };
        let scanner = Scanner::new(b"");
        let context = Context {
            test: 2,
            method: Method::Fast,
            scanner: &scanner,
            detail: driver::detail(&options),
        };
        let answer = NimReport::new(heaps, NimAnswer::by_theory(heaps), Method::Fast);
        let mut text = crate::game::ReportBuffer::in_memory();
        driver::report(&answer, &context, report, &mut text);
        String::from_utf8(text.into_text()).unwrap()
    }

    #[test]
    fn the_contest_line_is_the_answer_and_a_newline() {
        for (heaps, line) in [([1u64, 2], "Yes\n"), ([3, 3], "No\n")] {
            let mut out = b"x".to_vec();
            NimReport::new(&heaps, NimAnswer::by_theory(&heaps), Method::Fast).contest(&mut out);
            assert_eq!(out, format!("x{line}").into_bytes());
        }
    }

    #[test]
    fn the_sample_tests_in_every_form() {
        assert_eq!(report(&[1, 1], Report::Contest, false), "No\n");
        assert_eq!(report(&[1, 0], Report::Contest, false), "Yes\n");
        assert_eq!(
            report(&[1, 0], Report::Explain, false),
            "test 2: 2 heaps, nim-sum 1 (binary 1): the first player wins (Yes); solved by the \
             fast solver\n  1 winning move; the first: take 1 from heap 1 (1-based), leaving 0\n"
        );
        assert!(report(&[1, 1], Report::Explain, false)
            .ends_with("every move loses: each leaves a nim-sum other than 0\n"));
        let json: Value =
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
        let json: Value = serde_json::from_str(&report(&heaps, Report::Json, false)).unwrap();
        assert_eq!(
            json["winning_moves"].as_array().unwrap().len(),
            LISTED_MOVES
        );
        assert_eq!(json["winning_moves_count"], 25);
        assert_eq!(json["winning_moves_complete"], true);
        let json: Value = serde_json::from_str(&report(&heaps, Report::Json, true)).unwrap();
        assert_eq!(json["winning_moves"].as_array().unwrap().len(), 25);
        assert_eq!(report(&heaps, Report::Explain, true).lines().count(), 26);
        assert_eq!(report(&heaps, Report::Explain, false).lines().count(), 12);
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
                "method": "fast",
                "verdict": if answer.first_player_wins { "first" } else { "second" },
                "nim_sum": heaps::nim_sum(&heaps),
                "winning_moves": moves,
                "winning_moves_count": answer.winning_moves.len(),
                "winning_moves_complete": true,
            });
            assert_eq!(report(&heaps, Report::Json, all), format!("{expected}\n"));
        }
    }
}
