//! hunger-game's answer by the basis or by search, and its reports.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};

use crate::heaps;
use crate::heaps::contest::{fold_all, HeapFold};

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

    /// The output word.
    pub fn answer(&self) -> &'static str {
        WORDS[usize::from(self.first_player_wins)]
    }
}

/// A test's answer with the facts its reports state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HungerReport {
    /// The answer.
    pub answer: HungerAnswer,
    /// Every winning set of boxes to open, where the method found them all (the oracle).
    pub all_open: Option<Vec<Vec<usize>>>,
    /// The values of the boxes, when the answer is reported (not for the contest line).
    pub values: Vec<u64>,
}

impl HungerReport {
    /// The fast answer on `values`: the verdict alone, or with `report` the rank and a winning
    /// set.
    pub fn by_basis(values: &[u64], report: bool) -> Self {
        if !report {
            return fold_all::<HungerFold>(values);
        }
        HungerReport {
            answer: HungerAnswer::by_basis(values),
            all_open: None,
            values: values.to_vec(),
        }
    }

    /// The oracle's answer on `values`, with every winning set of boxes to open.
    pub fn by_search(values: &[u64], oracle: &mut Oracle) -> Self {
        let answer = HungerAnswer::by_search(values, oracle);
        let n = values.len();
        let all_open = (1u64..1 << n)
            .map(|mask| {
                (0..n)
                    .filter(|&index| mask >> index & 1 == 1)
                    .collect::<Vec<usize>>()
            })
            .filter(|open| oracle.opening_wins(values, open))
            .collect();
        HungerReport {
            answer,
            all_open: Some(all_open),
            values: values.to_vec(),
        }
    }
}

/// What the contest line needs of the values, gathered one value at a time: the first 64 values
/// as they come, and how many there were. More than 64 values are always dependent (65 vectors
/// of 64 bits); at most 64 are tested at the end by [`basis::independent_halves`], one
/// elimination over all of them instead of a basis grown one insertion at a time. The values are
/// kept as the elimination takes them, their high and low 32-bit halves apart.
#[derive(Debug, Clone)]
pub struct HungerFold {
    /// The high halves of the first `count` values while `count` is at most 64.
    high: [u32; 64],
    /// Their low halves.
    low: [u32; 64],
    /// How many values were added, counting no further than 65 (dependent).
    count: usize,
}

impl Default for HungerFold {
    fn default() -> Self {
        HungerFold {
            high: [0; 64],
            low: [0; 64],
            count: 0,
        }
    }
}

impl HeapFold for HungerFold {
    type Answer = HungerReport;

    #[inline]
    fn add(&mut self, value: u64) {
        if self.count <= 64 {
            // The 65th overwrites the first, which no longer matters: `count` then says
            // "dependent".
            let at = self.count % 64;
            self.high[at] = (value >> 32) as u32;
            self.low[at] = value as u32;
            self.count += 1;
        }
    }

    /// The verdict alone by the criterion.
    fn answer(mut self) -> HungerReport {
        HungerReport {
            answer: HungerAnswer {
                first_player_wins: self.count > 64
                    || !basis::independent_halves(&mut self.high, &mut self.low, self.count),
                analysis: None,
            },
            all_open: None,
            values: Vec::new(),
        }
    }
}

/// The contest's words: when the first player loses, and when he wins.
const WORDS: [&str; 2] = ["Second", "First"];

/// The contest lines, written by [`heaps::push_line`].
const LINES: [heaps::Line; 2] = [heaps::Line::new(WORDS[0]), heaps::Line::new(WORDS[1])];

impl Answer for HungerReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.answer.first_player_wins))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        heaps::push_line(out, &LINES, self.answer.first_player_wins);
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let answer = &self.answer;
        let Some(analysis) = &answer.analysis else {
            return;
        };
        let values = &self.values;
        let n = values.len();
        let verdict = crate::solve::winner(answer.first_player_wins);
        let _ = writeln!(
            text,
            "test {}: {n} box{}, rank {} over GF(2): {verdict} ({}); {}",
            context.test,
            if n == 1 { "" } else { "es" },
            analysis.rank,
            answer.answer(),
            context.solved_by()
        );
        if let Some(all_open) = &self.all_open {
            // The oracle's sets are found by search: no claim of the theory about them.
            explain_search(text, context, values, all_open);
            return;
        }
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
                let listed = context.listed(open.len());
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

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        let Some(analysis) = &self.answer.analysis else {
            return;
        };
        object.insert("boxes".into(), json!(self.values.len()));
        object.insert("rank".into(), json!(analysis.rank));
        // The set the basis opens; the oracle lists every winning set in `winning_moves`.
        if self.all_open.is_none() {
            object.insert(
                "open".into(),
                json!(analysis.open.as_ref().map(|open| one_based(open))),
            );
        }
    }

    fn winning_moves<'m>(&'m self, context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        let named = self
            .answer
            .analysis
            .as_ref()
            .and_then(|analysis| analysis.open.clone());
        let (sets, complete) = match &self.all_open {
            Some(all) => (all.clone(), true),
            None => (named.into_iter().collect(), !self.answer.first_player_wins),
        };
        let count = sets.len() as u64;
        let listed = context.listed(sets.len());
        Some(WinningMoves {
            listed: Box::new(
                sets.into_iter()
                    .take(listed)
                    .map(|open| json!({"open": one_based(&open)})),
            ),
            count,
            complete,
        })
    }
}

/// The oracle's account: every opening its search found winning (the first few unless `--all`),
/// or that none wins.
fn explain_search(
    text: &mut ReportBuffer<'_>,
    context: &Context<'_, '_>,
    values: &[u64],
    all_open: &[Vec<usize>],
) {
    if all_open.is_empty() {
        let _ = writeln!(
            text,
            "  the search finds no winning first move: every set of boxes the first player may \
             open leaves the second player a winning answer"
        );
        return;
    }
    let listed = context.listed(all_open.len());
    let _ = writeln!(
        text,
        "  the search finds {}{}:",
        crate::solve::counted(
            all_open.len() as u64,
            "winning first move",
            "winning first moves"
        ),
        if listed < all_open.len() {
            format!(", the first {listed} here (--all lists them)")
        } else {
            String::new()
        }
    );
    for open in &all_open[..listed] {
        let boxes: Vec<String> = open
            .iter()
            .map(|&index| format!("{} ({})", index + 1, values[index]))
            .collect();
        let _ = writeln!(
            text,
            "    open box{} {}",
            if open.len() == 1 { "" } else { "es" },
            boxes.join(", ")
        );
    }
}

/// 0-based box indices as the input numbers them.
fn one_based(open: &[usize]) -> Vec<usize> {
    open.iter().map(|&index| index + 1).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::game::driver;
    use crate::solve::Report;

    fn report(values: &[u64], report: Report) -> String {
        let scanner = crate::input::Scanner::new(b"");
        let context = Context {
            test: 1,
            method: crate::solve::Method::Fast,
            scanner: &scanner,
            detail: crate::game::Detail::default(),
        };
        let answer = HungerReport::by_basis(values, report != Report::Contest);
        let mut text = crate::game::ReportBuffer::in_memory();
        driver::report(&answer, &context, report, &mut text);
        String::from_utf8(text.into_text()).unwrap()
    }

    #[test]
    fn the_contest_line_is_the_answer_and_a_newline() {
        for (values, line) in [([1u64, 2], "Second\n"), ([3, 3], "First\n")] {
            let mut out = b"x".to_vec();
            HungerReport::by_basis(&values, false).contest(&mut out);
            assert_eq!(out, format!("x{line}").into_bytes());
        }
    }

    #[test]
    fn every_form_of_the_samples() {
        assert_eq!(report(&[3, 5, 6], Report::Contest), "First\n");
        assert_eq!(report(&[1, 2, 4], Report::Contest), "Second\n");
        assert_eq!(
            report(&[3, 5, 6], Report::Explain),
            "test 1: 3 boxes, rank 2 over GF(2): the first player wins (First); solved by the fast \
             solver\n  open 3 boxes: 1 (3), 2 (5), 3 (6)\n  their XOR is 0 and no box is left closed: the opponent \
             faces a Nim position of nim-sum 0\n"
        );
        assert!(report(&[1, 2, 4], Report::Explain).contains("linearly independent"));
        let json: serde_json::Value =
            serde_json::from_str(&report(&[7, 1, 7], Report::Json)).unwrap();
        assert_eq!(json["open"], json!([1, 3]));
        assert_eq!(json["rank"], 2);
        let json: serde_json::Value = serde_json::from_str(&report(&[7], Report::Json)).unwrap();
        assert_eq!(json["open"], serde_json::Value::Null);
        assert_eq!(json["winning_moves"], json!([]));
        assert_eq!(json["winning_moves_complete"], true);
    }

    #[test]
    fn the_oracle_explains_what_its_search_found_and_no_theory() {
        let values = [7, 1, 7];
        let mut oracle = super::super::brute::Oracle::new();
        let answer = HungerReport::by_search(&values, &mut oracle);
        let text = driver::report_text(
            &answer,
            b"",
            1,
            crate::solve::Method::Brute,
            Report::Explain,
            false,
        );
        assert!(text.contains("solved by the brute-force oracle"), "{text}");
        assert!(text.contains("    open boxes 1 (7), 3 (7)\n"), "{text}");
        assert!(text.contains("    open box 2 (1)\n"), "{text}");
        assert!(!text.contains("XOR is 0"), "{text}");
        assert!(!text.contains("independent"), "{text}");
    }
}
