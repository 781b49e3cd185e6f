//! Misère Nim's answer by the anti-Nim rule or by search, and its reports.

use std::fmt::Write as _;

use serde_json::json;

use crate::engine::Play;
use crate::heaps;
use crate::solve::Report;

/// Which case of the anti-Nim rule a position falls under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Case {
    /// Every heap is 0 or 1: the moves just alternate.
    AllSmall,
    /// Exactly one heap is 2 or more.
    OneBig,
    /// Two or more heaps are 2 or more: play Nim.
    SeveralBig,
}

/// What the rule looks at, gathered in one pass over the heaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    /// The XOR of the heap sizes.
    pub nim_sum: u64,
    /// How many heaps hold exactly 1.
    pub ones: usize,
    /// How many heaps hold 2 or more.
    pub big: usize,
}

impl Tally {
    /// Tallies `heaps`.
    pub fn of(heaps: &[u64]) -> Self {
        let mut tally = Tally {
            nim_sum: 0,
            ones: 0,
            big: 0,
        };
        for &heap in heaps {
            tally.nim_sum ^= heap;
            tally.ones += usize::from(heap == 1);
            tally.big += usize::from(heap >= 2);
        }
        tally
    }

    /// The case of the rule.
    pub fn case(&self) -> Case {
        match self.big {
            0 => Case::AllSmall,
            1 => Case::OneBig,
            _ => Case::SeveralBig,
        }
    }
}

/// What was found about one test, by either method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MisereAnswer {
    /// Whether the first player (John) wins.
    pub first_player_wins: bool,
    /// The winning move with the lowest heap index `(0-based heap, new size)`, if any.
    pub winning_move: Option<(usize, u64)>,
    /// The heaps' tally, for the reports.
    pub tally: Tally,
}

impl MisereAnswer {
    /// By the anti-Nim rule.
    pub fn by_rule(heaps: &[u64]) -> Self {
        let tally = Tally::of(heaps);
        let ones = tally.ones;
        let (first_player_wins, winning_move) = match tally.case() {
            // Taking a single object leaves an odd number of them.
            Case::AllSmall => (
                ones % 2 == 0,
                (ones % 2 == 0)
                    .then(|| heaps.iter().position(|&heap| heap == 1))
                    .flatten()
                    .map(|heap| (heap, 0)),
            ),
            Case::OneBig => {
                let big = heaps
                    .iter()
                    .position(|&heap| heap >= 2)
                    .expect("one big heap");
                // Leave an odd number of single objects.
                let size = if ones % 2 == 0 { 1 } else { 0 };
                (true, Some((big, size)))
            }
            Case::SeveralBig => (
                tally.nim_sum != 0,
                heaps::nim_moves(heaps, tally.nim_sum).next(),
            ),
        };
        MisereAnswer {
            first_player_wins,
            winning_move,
            tally,
        }
    }

    /// By exhaustive search of heap tuples under misère play.
    pub fn by_search(heaps: &[u64]) -> Self {
        let outcome = heaps::search(heaps, Play::Misere);
        MisereAnswer {
            first_player_wins: outcome.first_player_wins,
            winning_move: outcome.winning_moves.first().copied(),
            tally: Tally::of(heaps),
        }
    }

    /// The contest's word.
    pub fn answer(&self) -> &'static str {
        if self.first_player_wins {
            "John"
        } else {
            "Brother"
        }
    }
}

/// Appends the report of test number `test` (1-based) to `text`.
pub fn format(
    text: &mut String,
    report: Report,
    test: usize,
    heaps: &[u64],
    answer: &MisereAnswer,
) {
    let Tally {
        nim_sum: sum,
        ones,
        big,
    } = answer.tally;
    match report {
        Report::Contest => {
            let _ = writeln!(text, "{}", answer.answer());
        }
        Report::Json => {
            let winning_move = answer
                .winning_move
                .map(|(heap, size)| json!({"heap": heap + 1, "new_size": size}));
            let object = json!({
                "test": test,
                "answer": answer.answer(),
                "nim_sum": sum,
                "ones": ones,
                "big_heaps": big,
                "winning_move": winning_move,
            });
            let _ = writeln!(text, "{object}");
        }
        Report::Explain => {
            let rule = match answer.tally.case() {
                Case::AllSmall => {
                    "every heap is at most 1: the first player wins iff the number \
                                   of ones is even"
                }
                Case::OneBig => {
                    "exactly one heap is 2 or more: the first player wins, leaving an \
                                 odd number of ones"
                }
                Case::SeveralBig => {
                    "two or more heaps are 2 or more: the first player wins iff \
                                     the nim-sum is not 0"
                }
            };
            let verdict = if answer.first_player_wins {
                "the first player (John) wins"
            } else {
                "the second player (Brother) wins"
            };
            let _ = writeln!(
                text,
                "test {test}: nim-sum {sum}, {} of 1, {} of 2 or more; {rule}: {verdict}",
                crate::solve::counted(ones as u64, "heap", "heaps"),
                crate::solve::counted(big as u64, "heap", "heaps"),
            );
            let _ = match answer.winning_move {
                Some((heap, size)) => writeln!(
                    text,
                    "  a winning move: take {} from heap {} (1-based), leaving {size}",
                    heaps[heap] - size,
                    heap + 1
                ),
                None if heaps.iter().all(|&heap| heap == 0) => {
                    writeln!(text, "  no move: every heap is empty")
                }
                None => writeln!(text, "  every move loses"),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_and_each_case() {
        let john = MisereAnswer::by_rule(&[3, 5, 1]);
        assert!(john.first_player_wins);
        // The lowest heap with the top bit of 7: the heap of 3... 3 XOR 7 = 4 > 3, so the heap
        // of 5, reduced to 2.
        assert_eq!(john.winning_move, Some((1, 2)));
        assert_eq!(MisereAnswer::by_rule(&[1]).answer(), "Brother");
        assert_eq!(MisereAnswer::by_rule(&[0, 0]).answer(), "John");
        assert_eq!(MisereAnswer::by_rule(&[0, 0]).winning_move, None);
        assert_eq!(MisereAnswer::by_rule(&[1, 0, 1]).winning_move, Some((0, 0)));
        assert_eq!(MisereAnswer::by_rule(&[1, 9]).winning_move, Some((1, 0)));
        assert_eq!(MisereAnswer::by_rule(&[9, 1, 1]).winning_move, Some((0, 1)));
        assert_eq!(MisereAnswer::by_rule(&[2, 2]).answer(), "Brother");
        let mut text = String::new();
        format(&mut text, Report::Explain, 1, &[3, 5, 1], &john);
        assert_eq!(
            text,
            "test 1: nim-sum 7, 1 heap of 1, 2 heaps of 2 or more; two or more heaps are 2 or \
             more: the first player wins iff the nim-sum is not 0: the first player (John) \
             wins\n  a winning move: take 3 from heap 2 (1-based), leaving 2\n"
        );
        text.clear();
        format(&mut text, Report::Json, 1, &[3, 5, 1], &john);
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["winning_move"], json!({"heap": 2, "new_size": 2}));
        assert_eq!(
            (json["ones"].clone(), json["big_heaps"].clone()),
            (json!(1), json!(2))
        );
    }
}
