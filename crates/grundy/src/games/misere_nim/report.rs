//! Misère Nim's answer by the anti-Nim rule or by search, and its reports.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::engine::Play;
use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};
use crate::heaps;
use crate::heaps::contest::HeapFold;

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

/// What the rule looks at, gathered in one pass over the heaps: the reports' facts. The contest
/// line needs less ([`MisereFold`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// How many heaps hold exactly 1.
    pub ones: usize,
    /// The XOR of the heap sizes.
    pub nim_sum: u64,
    /// How many heaps hold 2 or more.
    pub big: usize,
}

impl Tally {
    /// Tallies `heaps`.
    pub fn of(heaps: &[u64]) -> Self {
        let mut tally = Tally::default();
        for &heap in heaps {
            tally.nim_sum ^= heap;
            tally.ones += usize::from(heap == 1);
            tally.big += usize::from(heap >= 2);
        }
        tally
    }

    /// Whether the first player wins, by the anti-Nim rule.
    pub fn first_player_wins(&self) -> bool {
        match self.case() {
            // Taking a single object leaves an odd number of them.
            Case::AllSmall => self.ones % 2 == 0,
            // Leave an odd number of single objects.
            Case::OneBig => true,
            Case::SeveralBig => self.nim_sum != 0,
        }
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
    /// The winning move with the lowest heap index `(0-based heap, new size)`, if any; `None`
    /// too where only the contest line was asked ([`MisereFold`]).
    pub winning_move: Option<(usize, u64)>,
    /// The heaps' tally, for the reports; `None` where only the contest line was asked
    /// ([`MisereFold`], which does not count the heaps).
    pub tally: Option<Tally>,
}

impl MisereAnswer {
    /// By the anti-Nim rule.
    pub fn by_rule(heaps: &[u64]) -> Self {
        let tally = Tally::of(heaps);
        let ones = tally.ones;
        let first_player_wins = tally.first_player_wins();
        let winning_move = match tally.case() {
            // Taking a single object leaves an odd number of them.
            Case::AllSmall => first_player_wins
                .then(|| heaps.iter().position(|&heap| heap == 1))
                .flatten()
                .map(|heap| (heap, 0)),
            Case::OneBig => {
                let big = heaps
                    .iter()
                    .position(|&heap| heap >= 2)
                    .expect("one big heap");
                // Leave an odd number of single objects.
                let size = if ones % 2 == 0 { 1 } else { 0 };
                Some((big, size))
            }
            Case::SeveralBig => heaps::nim_moves(heaps, tally.nim_sum).next(),
        };
        MisereAnswer {
            first_player_wins,
            winning_move,
            tally: Some(tally),
        }
    }
}

/// A test's answer with the facts its reports state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MisereReport {
    /// The answer.
    pub answer: MisereAnswer,
    /// Every winning move, where the method found them all (the oracle); the rule names one.
    pub all_moves: Option<Vec<(usize, u64)>>,
    /// The size of the heap of the winning move named, before it.
    pub size: u64,
    /// Whether every heap is empty.
    pub all_empty: bool,
}

impl MisereReport {
    /// The report of the rule's answer on `heaps`.
    pub fn by_rule(heaps: &[u64]) -> Self {
        Self::new(heaps, MisereAnswer::by_rule(heaps), None)
    }

    /// The report of the oracle's answer on `heaps`, with every winning move.
    pub fn by_search(heaps: &[u64]) -> Self {
        let outcome = heaps::search(heaps, Play::Misere);
        let answer = MisereAnswer {
            first_player_wins: outcome.first_player_wins,
            winning_move: outcome.winning_moves.first().copied(),
            tally: Some(Tally::of(heaps)),
        };
        Self::new(heaps, answer, Some(outcome.winning_moves))
    }

    fn new(heaps: &[u64], answer: MisereAnswer, all_moves: Option<Vec<(usize, u64)>>) -> Self {
        MisereReport {
            size: answer.winning_move.map_or(0, |(heap, _)| heaps[heap]),
            all_empty: heaps.iter().all(|&heap| heap == 0),
            answer,
            all_moves,
        }
    }
}

/// What the contest line needs of the heaps, gathered one heap at a time: their nim-sum and their
/// OR. Some heap is 2 or more exactly when the OR shifted right by one is not 0, and the rule's
/// verdict then follows from the nim-sum alone: with no such heap the nim-sum is the parity of the
/// ones (the first player wins iff it is 0); with exactly one, the bits of that heap above its
/// lowest are left in the nim-sum by the heaps of 0 and 1, which is then not 0, and the first
/// player wins; with several, he wins iff the nim-sum is not 0. Two operations a heap, where the
/// tally's two counts took six; the counts are the reports', which tally the stored heaps.
#[derive(Debug, Clone, Copy, Default)]
pub struct MisereFold {
    nim_sum: u64,
    stones: u64,
}

impl HeapFold for MisereFold {
    type Answer = MisereReport;

    #[inline]
    fn add(&mut self, heap: u64) {
        self.nim_sum ^= heap;
        self.stones |= heap;
    }

    /// The verdict by the rule, without the tally and with no winning move named.
    fn answer(self) -> MisereReport {
        let some_big = self.stones >> 1 != 0;
        MisereReport {
            answer: MisereAnswer {
                first_player_wins: (self.nim_sum != 0) == some_big,
                winning_move: None,
                tally: None,
            },
            all_moves: None,
            size: 0,
            all_empty: self.stones == 0,
        }
    }
}

/// The contest's words: when the first player loses, and when he (John) wins.
const WORDS: [&str; 2] = ["Brother", "John"];

/// The contest lines, written by [`heaps::push_line`].
const LINES: [heaps::Line; 2] = [heaps::Line::new(WORDS[0]), heaps::Line::new(WORDS[1])];

impl Answer for MisereReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.answer.first_player_wins))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        heaps::push_line(out, &LINES, self.answer.first_player_wins);
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let answer = &self.answer;
        let verdict = if answer.first_player_wins {
            "the first player (John) wins"
        } else {
            "the second player (Brother) wins"
        };
        let Some(tally) = answer.tally else {
            // Folded for the contest line alone (the command line folds only when it prints the
            // contest line, so this is for other callers): the verdict is all there is.
            let _ = writeln!(
                text,
                "test {}: {verdict}; {}",
                context.test,
                context.solved_by()
            );
            return;
        };
        let Tally {
            nim_sum: sum,
            ones,
            big,
        } = tally;
        let rule = match tally.case() {
            Case::AllSmall => {
                "every heap is at most 1: the first player wins iff the number of ones is even"
            }
            Case::OneBig => {
                "exactly one heap is 2 or more: the first player wins, leaving an odd number of \
                 ones"
            }
            Case::SeveralBig => {
                "two or more heaps are 2 or more: the first player wins iff the nim-sum is not 0"
            }
        };
        let _ = writeln!(
            text,
            "test {}: nim-sum {sum}, {} of 1, {} of 2 or more; {rule}: {verdict}; {}",
            context.test,
            crate::solve::counted(ones as u64, "heap", "heaps"),
            crate::solve::counted(big as u64, "heap", "heaps"),
            context.solved_by()
        );
        let _ = match answer.winning_move {
            Some((heap, size)) => writeln!(
                text,
                "  a winning move: take {} from heap {} (1-based), leaving {size}",
                self.size - size,
                heap + 1
            ),
            None if self.all_empty => writeln!(text, "  no move: every heap is empty"),
            None => writeln!(text, "  every move loses"),
        };
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        if let Some(tally) = self.answer.tally {
            object.insert("nim_sum".into(), json!(tally.nim_sum));
            object.insert("ones".into(), json!(tally.ones));
            object.insert("big_heaps".into(), json!(tally.big));
        }
    }

    fn winning_moves<'m>(&'m self, context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        let one = self
            .answer
            .winning_move
            .map(|found| vec![found])
            .unwrap_or_default();
        let (moves, complete) = match &self.all_moves {
            Some(all) => (all.clone(), true),
            // The theory names one winning move; the list is complete when the position is lost,
            // or won with no move at all (every heap empty).
            None => {
                let complete = !self.answer.first_player_wins || one.is_empty();
                (one, complete)
            }
        };
        let count = moves.len() as u64;
        let listed = context.listed(moves.len());
        Some(WinningMoves {
            listed: Box::new(
                moves
                    .into_iter()
                    .take(listed)
                    .map(|(heap, size)| json!({"heap": heap + 1, "new_size": size})),
            ),
            count,
            complete,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver;
    use crate::solve::Report;

    /// The contest's word for `answer`.
    fn word(answer: &MisereAnswer) -> &'static str {
        WORDS[usize::from(answer.first_player_wins)]
    }

    /// The contest line's fold against the rule on the tallied heaps: the verdict and whether
    /// every heap is empty, on every tuple of up to five heaps of at most 4 (zeros included), and
    /// on 2,000 random tuples of up to six heaps mixing 64-bit heaps, heaps of every magnitude and
    /// heaps of 0 and 1.
    #[test]
    fn the_contest_fold_gives_the_rules_verdict() {
        let agrees = |heaps: &[u64]| {
            let folded = crate::heaps::contest::fold_all::<MisereFold>(heaps);
            let rule = MisereAnswer::by_rule(heaps);
            assert_eq!(
                folded.answer.first_player_wins, rule.first_player_wins,
                "{heaps:?}"
            );
            assert_eq!(
                folded.all_empty,
                heaps.iter().all(|&heap| heap == 0),
                "{heaps:?}"
            );
            assert_eq!(
                (folded.answer.tally, folded.answer.winning_move),
                (None, None)
            );
        };
        for count in 1..=5u32 {
            for code in 0..5u64.pow(count) {
                let heaps: Vec<u64> = (0..count).map(|at| code / 5u64.pow(at) % 5).collect();
                agrees(&heaps);
            }
        }
        let mut random = crate::random::Random::from_seed(7);
        for _ in 0..2000 {
            let count = 1 + random.index(6);
            let heaps: Vec<u64> = (0..count)
                .map(|_| match random.below(3) {
                    0 => random.next_u64(),
                    1 => random.below(2),
                    _ => random.next_u64() >> random.below(64),
                })
                .collect();
            agrees(&heaps);
        }
    }

    #[test]
    fn the_contest_line_is_the_answer_and_a_newline() {
        for (heaps, line) in [([1u64, 2], "John\n"), ([1, 0], "Brother\n")] {
            let mut out = b"x".to_vec();
            MisereReport::by_rule(&heaps).contest(&mut out);
            assert_eq!(out, format!("x{line}").into_bytes());
        }
    }

    #[test]
    fn the_sample_and_each_case() {
        let john = MisereAnswer::by_rule(&[3, 5, 1]);
        assert!(john.first_player_wins);
        // The lowest heap with the top bit of 7: the heap of 3... 3 XOR 7 = 4 > 3, so the heap
        // of 5, reduced to 2.
        assert_eq!(john.winning_move, Some((1, 2)));
        assert_eq!(word(&MisereAnswer::by_rule(&[1])), "Brother");
        assert_eq!(word(&MisereAnswer::by_rule(&[0, 0])), "John");
        assert_eq!(MisereAnswer::by_rule(&[0, 0]).winning_move, None);
        assert_eq!(MisereAnswer::by_rule(&[1, 0, 1]).winning_move, Some((0, 0)));
        assert_eq!(MisereAnswer::by_rule(&[1, 9]).winning_move, Some((1, 0)));
        assert_eq!(MisereAnswer::by_rule(&[9, 1, 1]).winning_move, Some((0, 1)));
        assert_eq!(word(&MisereAnswer::by_rule(&[2, 2])), "Brother");
        let report = |heaps: &[u64], kind| {
            let scanner = crate::input::Scanner::new(b"");
            let context = Context {
                test: 1,
                method: crate::solve::Method::Fast,
                scanner: &scanner,
                detail: crate::game::Detail::default(),
            };
            let mut text = crate::game::ReportBuffer::in_memory();
            driver::report(&MisereReport::by_rule(heaps), &context, kind, &mut text);
            String::from_utf8(text.into_text()).unwrap()
        };
        assert_eq!(
            report(&[3, 5, 1], Report::Explain),
            "test 1: nim-sum 7, 1 heap of 1, 2 heaps of 2 or more; two or more heaps are 2 or \
             more: the first player wins iff the nim-sum is not 0: the first player (John) \
             wins; solved by the fast solver\n  a winning move: take 3 from heap 2 (1-based), \
             leaving 2\n"
        );
        let json: serde_json::Value =
            serde_json::from_str(&report(&[3, 5, 1], Report::Json)).unwrap();
        assert_eq!(json["winning_moves"], json!([{"heap": 2, "new_size": 2}]));
        assert_eq!(json["winning_moves_count"], 1);
        assert_eq!(json["winning_moves_complete"], false);
        assert_eq!(json["verdict"], "first");
        assert_eq!(
            (json["ones"].clone(), json["big_heaps"].clone()),
            (json!(1), json!(2))
        );

        // Every heap empty: the player to move has already won, with no move at all; the empty
        // list of winning moves is all there is.
        let json: serde_json::Value = serde_json::from_str(&report(&[0, 0], Report::Json)).unwrap();
        assert_eq!(json["verdict"], "first");
        assert_eq!(json["winning_moves"], json!([]));
        assert_eq!(json["winning_moves_complete"], true);
    }
}
