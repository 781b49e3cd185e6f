//! What a test's answer looks like: the contest's two lines, the explanation in words, and the
//! JSON object. Both solvers fill the same [`TestReport`], so the three reports never disagree.

use std::fmt::Write as _;

use serde_json::json;

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
}

/// Everything a report says about one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestReport {
    /// The 1-based test number.
    pub test: usize,
    /// The number of bottles `n`.
    pub bottles: usize,
    /// The values behind the verdict, when the solver computes them (the oracle does not).
    pub values: Option<Values>,
    /// How many first moves win.
    pub winning_move_count: u64,
    /// The lexicographically smallest winning first move.
    pub first_move: Option<Move>,
    /// The winning first moves listed, in lexicographic order (all of them, or the first few).
    pub listed_moves: Vec<Move>,
    /// Which solver produced the facts ("fast" or "brute").
    pub method: &'static str,
}

/// The contest's two lines for a first move and a count, each ending in a newline.
pub fn contest_lines(first_move: Option<Move>, count: u64) -> String {
    match first_move {
        Some((i, j, k)) => format!("{i} {j} {k}\n{count}\n"),
        None => format!("{NO_MOVE}\n{count}\n"),
    }
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

    /// The contest's two lines joined by a newline, without the final one (the JSON `answer`).
    pub fn answer(&self) -> String {
        let mut answer = self.contest();
        answer.pop();
        answer
    }

    /// The explanation in words, ending with a newline.
    pub fn explanation(&self) -> String {
        let mut text = String::new();
        let verdict = crate::solve::winner(self.first_player_wins());
        let _ = writeln!(
            text,
            "test {}: {} bottles: {verdict}; solved by the {} solver",
            self.test, self.bottles, self.method
        );
        if let Some(values) = &self.values {
            describe_values(&mut text, values);
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
            let listed = self.listed_moves.len() as u64;
            if listed < count {
                let _ = writeln!(
                    text,
                    "  the first {listed} in lexicographic order (--all lists every one):"
                );
            } else {
                text.push_str("  in lexicographic order:\n");
            }
            for &triple in &self.listed_moves {
                describe_move(&mut text, triple, self.values.as_ref());
            }
        }
        let contest = self.contest();
        let mut lines = contest.lines();
        let _ = writeln!(
            text,
            "  answer: {} / {}",
            lines.next().unwrap_or_default(),
            lines.next().unwrap_or_default()
        );
        text
    }

    /// The JSON object for this test, as one line of text (without the newline), written move
    /// by move ([`crate::json`]): with `--all`, a test of 10^4 bottles can have millions.
    pub fn json(&self) -> String {
        let triple = |&(i, j, k): &Move| json!([i, j, k]);
        let values = self.values.as_ref();
        let object = json!({
            "test": self.test,
            "answer": self.answer(),
            "bottles": self.bottles,
            "bottle_values": values.map(|values| json!(values.bottle_values)),
            "odd_bottles": values.map(|values| json!(values.odd_bottles)),
            "nim_sum": values.map(|values| values.nim_sum),
            "first_player_wins": self.first_player_wins(),
            "first_move": self.first_move.as_ref().map(triple),
            "winning_moves": self.winning_move_count,
            "listed_winning_moves_complete":
                self.listed_moves.len() as u64 == self.winning_move_count,
            "method": self.method,
        });
        crate::json::with_array(object, "listed_winning_moves", &self.listed_moves, triple)
    }
}

fn describe_values(text: &mut String, values: &Values) {
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

fn describe_move(text: &mut String, (i, j, k): Move, values: Option<&Values>) {
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
    use serde_json::Value;

    use super::*;

    fn sample_report(with_values: bool) -> TestReport {
        TestReport {
            test: 1,
            bottles: 4,
            values: with_values.then(|| Values {
                bottle_values: vec![4, 2, 1, 0],
                odd_bottles: vec![0, 2],
                nim_sum: 5,
            }),
            winning_move_count: 1,
            first_move: Some((0, 2, 3)),
            listed_moves: vec![(0, 2, 3)],
            method: if with_values { "fast" } else { "brute" },
        }
    }

    #[test]
    fn contest_lines_and_answer() {
        let report = sample_report(true);
        assert_eq!(report.contest(), "0 2 3\n1\n");
        assert_eq!(report.answer(), "0 2 3\n1");
        assert_eq!(contest_lines(None, 0), "-1 -1 -1\n0\n");
    }

    #[test]
    fn explanations_state_the_facts() {
        let text = sample_report(true).explanation();
        assert!(text.contains("the first player wins"), "{text}");
        assert!(text.contains("bottle 0 first: 4 2 1 0"), "{text}");
        assert!(text.contains("0 (v = 4), 2 (v = 1)"), "{text}");
        assert!(text.contains("nim-sum X = 5"), "{text}");
        assert!(text.contains("1 first move wins"), "{text}");
        assert!(
            text.contains("0 2 3: v_2 XOR v_3 = 1 XOR 0 = 1 = X XOR v_0 = 5 XOR 4"),
            "{text}"
        );
        assert!(text.contains("answer: 0 2 3 / 1"), "{text}");
        let text = sample_report(false).explanation();
        assert!(text.contains("brute"), "{text}");
        assert!(!text.contains("nim-sum"), "{text}");
        let mut losing = sample_report(true);
        losing.winning_move_count = 0;
        losing.first_move = None;
        losing.listed_moves.clear();
        let text = losing.explanation();
        assert!(text.contains("no first move wins"), "{text}");
        assert!(text.contains("answer: -1 -1 -1 / 0"), "{text}");
    }

    #[test]
    fn json_has_the_required_keys() {
        let object: Value = serde_json::from_str(&sample_report(true).json()).unwrap();
        assert_eq!(object["test"], 1);
        assert_eq!(object["answer"], "0 2 3\n1");
        assert_eq!(object["bottle_values"], json!([4, 2, 1, 0]));
        assert_eq!(object["nim_sum"], 5);
        assert_eq!(object["first_move"], json!([0, 2, 3]));
        assert_eq!(object["winning_moves"], 1);
        assert_eq!(object["listed_winning_moves_complete"], true);
        let object: Value = serde_json::from_str(&sample_report(false).json()).unwrap();
        assert!(object["bottle_values"].is_null());
        assert!(object["nim_sum"].is_null());
        assert_eq!(object["method"], "brute");
    }
}
