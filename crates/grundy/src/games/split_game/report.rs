//! What a test's answer looks like: the contest's two lines, the explanation in words, and the
//! JSON object. Both solvers fill the same [`TestReport`], so the three reports never disagree.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{push_number, Answer, Context, ReportBuffer, Verdict, WinningMoves};
use crate::solve::counted;

use super::Move;

/// The contest's first line when no first move wins.
pub const NO_MOVE: &str = "-1 -1 -1";

/// The theory's values for one test (the fast solver's; the oracle computes none of them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Values {
    /// `v_i = sg(n - 1 - i)` for each bottle, bottle 0 first.
    pub bottle_values: Vec<u32>,
    /// The bottles with an odd bean count: the ones whose value counts.
    pub odd_bottles: Vec<usize>,
    /// `X`: the XOR of the values of the odd bottles.
    pub nim_sum: u32,
    /// Whether each bottle holds a bean (a move may start there).
    pub movable: Vec<bool>,
    /// `bottle_of[v]`: the bottle whose value is `v` ([`NO_BOTTLE`] for none; values are one to
    /// one). Its length is a power of two above every value, so every XOR of values indexes it.
    pub bottle_of: Vec<u32>,
}

/// "No bottle has this value", in [`Values::bottle_of`].
pub const NO_BOTTLE: u32 = u32::MAX;

impl Values {
    /// The theory's values of the bottles holding `beans`, given `v_i` for each (one to one)
    /// and the nim-sum.
    pub fn new(beans: &[u64], bottle_values: Vec<u32>, nim_sum: u32) -> Self {
        let size = bottle_values
            .iter()
            .max()
            .map_or(1, |&top| top as usize + 1);
        let mut bottle_of = vec![NO_BOTTLE; size.next_power_of_two()];
        for (bottle, &value) in bottle_values.iter().enumerate() {
            bottle_of[value as usize] = bottle as u32;
        }
        Values {
            bottle_values,
            odd_bottles: (0..beans.len())
                .filter(|&bottle| beans[bottle] % 2 == 1)
                .collect(),
            nim_sum,
            movable: beans.iter().map(|&count| count > 0).collect(),
            bottle_of,
        }
    }

    /// Every winning first move in lexicographic order, found as it is asked for: `(i, j, k)`
    /// with a bean in bottle `i`, `i < j <= k` and `v_j XOR v_k = X XOR v_i` (the theory of
    /// `fast.rs`); `k` is the one bottle whose value is `X XOR v_i XOR v_j`, if any.
    pub fn winning_moves(&self) -> impl Iterator<Item = Move> + '_ {
        let n = self.bottle_values.len();
        (0..n)
            .filter(|&bottle| self.movable[bottle])
            .flat_map(move |i| {
                let wanted = self.nim_sum ^ self.bottle_values[i];
                (i + 1..n).filter_map(move |j| {
                    let k = *self
                        .bottle_of
                        .get((wanted ^ self.bottle_values[j]) as usize)?;
                    (k != NO_BOTTLE && k as usize >= j).then_some((i, j, k as usize))
                })
            })
    }
}

/// The winning first moves a report lists, in lexicographic order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListedMoves {
    /// Listed as found (the oracle's).
    Found(Vec<Move>),
    /// The first `limit`, enumerated from the [`Values`] as the report is written (the fast
    /// solver's): with `--all` a test of 10^4 bottles has millions of winning moves, which then
    /// cost no memory.
    FromValues {
        /// How many to list at most.
        limit: usize,
    },
}

/// Everything a report says about one test, by either method. Both methods find every winning
/// first move (the theory characterises them all), so the count is always complete.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestReport {
    /// The number of bottles `n`.
    pub bottles: usize,
    /// The values behind the verdict, when the solver computes them (the fast solver, for a
    /// report; the oracle does not).
    pub values: Option<Values>,
    /// How many first moves win.
    pub winning_move_count: u64,
    /// The lexicographically smallest winning first move.
    pub first_move: Option<Move>,
    /// The winning first moves listed (all of them, or the first few; none for the contest
    /// line).
    pub listed_moves: ListedMoves,
}

/// The contest's two lines for a first move and a count, each ending in a newline.
pub fn contest_lines(first_move: Option<Move>, count: u64) -> String {
    let mut out = Vec::new();
    push_contest_lines(&mut out, first_move, count);
    String::from_utf8(out).expect("digits, spaces and signs")
}

/// Appends the contest's two lines for a first move and a count to `out`.
pub fn push_contest_lines(out: &mut Vec<u8>, first_move: Option<Move>, count: u64) {
    match first_move {
        Some((i, j, k)) => {
            push_number(out, i);
            out.push(b' ');
            push_number(out, j);
            out.push(b' ');
            push_number(out, k);
        }
        None => out.extend_from_slice(NO_MOVE.as_bytes()),
    }
    out.push(b'\n');
    push_number(out, count);
    out.push(b'\n');
}

impl TestReport {
    /// Whether the first player wins: some first move wins.
    pub fn first_player_wins(&self) -> bool {
        self.winning_move_count > 0
    }

    /// The contest's two lines, each ending in a newline.
    pub fn contest(&self) -> String {
        contest_lines(self.first_move, self.winning_move_count)
    }

    /// The winning first moves the report lists, in lexicographic order.
    pub fn listed(&self) -> Box<dyn Iterator<Item = Move> + '_> {
        match (&self.listed_moves, &self.values) {
            (ListedMoves::Found(moves), _) => Box::new(moves.iter().copied()),
            (ListedMoves::FromValues { .. }, Some(values)) => {
                Box::new(values.winning_moves().take(self.listed_count() as usize))
            }
            (ListedMoves::FromValues { .. }, None) => Box::new(std::iter::empty()),
        }
    }

    /// How many winning first moves the report lists.
    pub fn listed_count(&self) -> u64 {
        match (&self.listed_moves, &self.values) {
            (ListedMoves::Found(moves), _) => moves.len() as u64,
            (ListedMoves::FromValues { limit }, Some(_)) => {
                self.winning_move_count.min(*limit as u64)
            }
            (ListedMoves::FromValues { .. }, None) => 0,
        }
    }
}

impl Answer for TestReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.first_player_wins()))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        push_contest_lines(out, self.first_move, self.winning_move_count);
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let verdict = crate::solve::winner(self.first_player_wins());
        let _ = writeln!(
            text,
            "test {}: {}: {verdict}; {}",
            context.test,
            counted(self.bottles as u64, "bottle", "bottles"),
            context.solved_by()
        );
        if let Some(values) = &self.values {
            describe_values(text, values);
        }
        let count = self.winning_move_count;
        if count == 0 {
            let reason = if self.values.is_some() {
                "the nim-sum is 0, and every move changes it"
            } else {
                "every move leaves a position the second player wins"
            };
            let _ = writeln!(text, "  no first move wins: {reason}");
        } else {
            let noun = if count == 1 { "move wins" } else { "moves win" };
            let rule = if self.values.is_some() {
                ": (i, j, k) wins iff v_j XOR v_k = X XOR v_i"
            } else {
                ""
            };
            let _ = writeln!(text, "  {count} first {noun}{rule}");
            let listed = self.listed_count();
            if listed < count {
                let _ = writeln!(
                    text,
                    "  the first {listed} in lexicographic order (--all lists every one):"
                );
            } else {
                text.push_str("  in lexicographic order:\n");
            }
            for triple in self.listed() {
                describe_move(text, triple, self.values.as_ref());
            }
        }
        let contest = TestReport::contest(self);
        let mut lines = contest.lines();
        let _ = writeln!(
            text,
            "  answer: {} / {}",
            lines.next().unwrap_or_default(),
            lines.next().unwrap_or_default()
        );
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("bottles".into(), json!(self.bottles));
        // The theory's quantities: the oracle, which uses none of it, leaves them out.
        if let Some(values) = &self.values {
            object.insert("bottle_values".into(), json!(values.bottle_values));
            object.insert("odd_bottles".into(), json!(values.odd_bottles));
            object.insert("nim_sum".into(), json!(values.nim_sum));
        }
        object.insert("first_move".into(), json!(self.first_move.map(triple)));
    }

    /// With `--all`, a test of 10^4 bottles can have millions: written one by one.
    fn winning_moves<'m>(&'m self, _: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        Some(WinningMoves {
            listed: Box::new(self.listed().map(triple)),
            count: self.winning_move_count,
            complete: true,
        })
    }
}

/// A move as JSON: `[i, j, k]`, 0-based as the contest writes it.
fn triple((i, j, k): Move) -> Value {
    json!([i, j, k])
}

fn describe_values(text: &mut ReportBuffer<'_>, values: &Values) {
    let list: Vec<String> = values
        .bottle_values
        .iter()
        .map(ToString::to_string)
        .collect();
    let _ = writeln!(
        text,
        "  bottle values v_i = sg(n - 1 - i), bottle 0 first: {}",
        list.join(" ")
    );
    if values.odd_bottles.is_empty() {
        text.push_str("  no bottle has an odd count: every value cancels\n");
    } else {
        let odd: Vec<String> = values
            .odd_bottles
            .iter()
            .map(|&bottle| format!("{bottle} (v = {})", values.bottle_values[bottle]))
            .collect();
        let _ = writeln!(
            text,
            "  bottles with an odd count (the others cancel): {}",
            odd.join(", ")
        );
    }
    let verdict = if values.nim_sum == 0 {
        "the player to move loses"
    } else {
        "not 0: the player to move wins"
    };
    let _ = writeln!(text, "  nim-sum X = {} ({verdict})", values.nim_sum);
}

fn describe_move(text: &mut ReportBuffer<'_>, (i, j, k): Move, values: Option<&Values>) {
    match values {
        Some(values) => {
            let value = |bottle: usize| values.bottle_values[bottle];
            let _ = writeln!(
                text,
                "    {i} {j} {k}: v_{j} XOR v_{k} = {} XOR {} = {} = X XOR v_{i} = {} XOR {}",
                value(j),
                value(k),
                value(j) ^ value(k),
                values.nim_sum,
                value(i)
            );
        }
        None => {
            let _ = writeln!(text, "    {i} {j} {k}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::solve::{Method, Report};

    fn sample_report(with_values: bool) -> TestReport {
        TestReport {
            bottles: 4,
            values: with_values.then(|| Values::new(&[1, 0, 1, 0], vec![4, 2, 1, 0], 5)),
            winning_move_count: 1,
            first_move: Some((0, 2, 3)),
            listed_moves: if with_values {
                ListedMoves::FromValues { limit: 10 }
            } else {
                ListedMoves::Found(vec![(0, 2, 3)])
            },
        }
    }

    fn report(answer: &TestReport, kind: Report) -> String {
        let method = if answer.values.is_some() {
            Method::Fast
        } else {
            Method::Brute
        };
        report_text(answer, b"", 1, method, kind, false)
    }

    #[test]
    fn contest_lines_and_answer() {
        let answer = sample_report(true);
        assert_eq!(answer.contest(), "0 2 3\n1\n");
        assert_eq!(report(&answer, Report::Contest), "0 2 3\n1\n");
        assert_eq!(contest_lines(None, 0), "-1 -1 -1\n0\n");
    }

    #[test]
    fn explanations_state_the_facts() {
        let text = report(&sample_report(true), Report::Explain);
        assert!(
            text.starts_with(
                "test 1: 4 bottles: the first player wins; solved by the fast solver\n"
            ),
            "{text}"
        );
        assert!(text.contains("bottle 0 first: 4 2 1 0"), "{text}");
        assert!(text.contains("0 (v = 4), 2 (v = 1)"), "{text}");
        assert!(text.contains("nim-sum X = 5"), "{text}");
        assert!(text.contains("1 first move wins"), "{text}");
        assert!(
            text.contains("0 2 3: v_2 XOR v_3 = 1 XOR 0 = 1 = X XOR v_0 = 5 XOR 4"),
            "{text}"
        );
        assert!(text.contains("answer: 0 2 3 / 1"), "{text}");
        let text = report(&sample_report(false), Report::Explain);
        assert!(text.contains("solved by the brute-force oracle"), "{text}");
        assert!(!text.contains("nim-sum"), "{text}");
        let mut losing = sample_report(true);
        losing.winning_move_count = 0;
        losing.first_move = None;
        losing.listed_moves = ListedMoves::Found(Vec::new());
        let text = report(&losing, Report::Explain);
        assert!(text.contains("no first move wins"), "{text}");
        assert!(text.contains("answer: -1 -1 -1 / 0"), "{text}");
        let mut one = losing;
        one.bottles = 1;
        let text = report(&one, Report::Explain);
        assert!(text.starts_with("test 1: 1 bottle: "), "{text}");
    }

    #[test]
    fn json_has_the_required_keys() {
        let object: Value =
            serde_json::from_str(&report(&sample_report(true), Report::Json)).unwrap();
        assert_eq!(object["test"], 1);
        assert_eq!(object["answer"], "0 2 3\n1");
        assert_eq!(object["method"], "fast");
        assert_eq!(object["verdict"], "first");
        assert_eq!(object["bottle_values"], json!([4, 2, 1, 0]));
        assert_eq!(object["odd_bottles"], json!([0, 2]));
        assert_eq!(object["nim_sum"], 5);
        assert_eq!(object["first_move"], json!([0, 2, 3]));
        assert_eq!(object["winning_moves"], json!([[0, 2, 3]]));
        assert_eq!(object["winning_moves_count"], 1);
        assert_eq!(object["winning_moves_complete"], true);
        // The old names of the shared keys are gone.
        for key in [
            "first_player_wins",
            "listed_winning_moves",
            "listed_winning_moves_complete",
        ] {
            assert!(object.get(key).is_none(), "{key}");
        }
        let object: Value =
            serde_json::from_str(&report(&sample_report(false), Report::Json)).unwrap();
        assert!(object.get("bottle_values").is_none());
        assert!(object.get("odd_bottles").is_none());
        assert!(object.get("nim_sum").is_none());
        assert_eq!(object["method"], "brute");
        assert_eq!(object["winning_moves"], json!([[0, 2, 3]]));
    }
}
