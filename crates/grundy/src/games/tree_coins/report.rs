//! What a test's answer looks like: the contest line, the explanation and the JSON keys, from
//! the same [`TestReport`] whichever solver filled it.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, ReportBuffer, Verdict};

/// The contest's modulus.
pub const MODULUS: u64 = 1_000_000_007;

/// Everything a report says about one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestReport {
    /// The contest answer: the sum of `2^R` over the roots where the second player wins, modulo
    /// `10^9 + 7`.
    pub answer: u64,
    /// The number of nodes with an odd number of coins (when reported).
    pub odd_nodes: usize,
    /// The Grundy value of `game(R)` for every root, by root - 1 (empty for the contest line).
    pub values: Vec<u32>,
}

impl TestReport {
    /// The report of these values for every root.
    pub fn new(odd_nodes: usize, values: Vec<u32>) -> Self {
        TestReport {
            answer: answer(&values),
            odd_nodes,
            values,
        }
    }

    /// The contest answer for these values, keeping none of them.
    pub fn answer_only(values: &[u32]) -> Self {
        TestReport {
            answer: answer(values),
            odd_nodes: 0,
            values: Vec::new(),
        }
    }

    /// The 1-based roots where the second player wins, increasing.
    pub fn second_player_roots(&self) -> Vec<usize> {
        (1..=self.values.len())
            .filter(|&root| self.values[root - 1] == 0)
            .collect()
    }
}

/// The contest answer: the sum of `2^R` over the roots `R` of value 0, modulo `10^9 + 7`.
pub fn answer(values: &[u32]) -> u64 {
    let mut power = 1u64;
    let mut sum = 0u64;
    for &value in values {
        power = power * 2 % MODULUS;
        if value == 0 {
            sum = (sum + power) % MODULUS;
        }
    }
    sum
}

impl Answer for TestReport {
    /// A count over every root, not the result of one game.
    fn verdict(&self) -> Option<Verdict> {
        None
    }

    fn contest(&self, out: &mut Vec<u8>) {
        crate::game::push_number(out, self.answer);
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let _ = writeln!(
            text,
            "test {}: a tree of {}, {} of them with an odd number of coins; {}",
            context.test,
            crate::solve::counted(self.values.len() as u64, "node", "nodes"),
            self.odd_nodes,
            context.solved_by()
        );
        // The usual number of roots, unless --all.
        let shown = context.listed(self.values.len());
        for (index, &value) in self.values.iter().enumerate().take(shown) {
            let winner = if value == 0 {
                "second player wins"
            } else {
                "first player wins"
            };
            let _ = writeln!(text, "  root {}: value {value} — {winner}", index + 1);
        }
        if shown < self.values.len() {
            let more = self.values.len() - shown;
            let roots = if more == 1 { "root" } else { "roots" };
            let _ = writeln!(text, "  ... and {more} more {roots} (--all lists them)");
        }
        let roots = self.second_player_roots();
        let listed = context.listed(roots.len());
        let mut words: Vec<String> = roots[..listed].iter().map(ToString::to_string).collect();
        if roots.is_empty() {
            words.push("none".to_string());
        } else if listed < roots.len() {
            words.push(format!("... and {} more", roots.len() - listed));
        }
        let _ = writeln!(
            text,
            "  roots where the second player wins: {}; answer {}",
            words.join(" "),
            self.answer
        );
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("odd_nodes".into(), json!(self.odd_nodes));
        object.insert("values_by_root".into(), json!(self.values));
        object.insert(
            "second_player_roots".into(),
            json!(self.second_player_roots()),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::solve::{Method, Report};

    fn report(answer: &TestReport, method: Method, kind: Report) -> String {
        report_text(answer, b"", 2, method, kind, false)
    }

    #[test]
    fn the_samples_answers() {
        let report_1 = TestReport::new(2, vec![2, 0, 2]);
        assert_eq!(report_1.answer, 4);
        let report_2 = TestReport::new(2, vec![0, 0, 0, 2, 2, 2]);
        assert_eq!(report_2.answer, 14);
        assert_eq!(TestReport::answer_only(&[0, 0, 0, 2, 2, 2]).answer, 14);
        assert_eq!(report(&report_2, Method::Fast, Report::Contest), "14\n");
        let text = report(&report_2, Method::Fast, Report::Explain);
        assert!(
            text.starts_with(
                "test 2: a tree of 6 nodes, 2 of them with an odd number of coins; solved by the \
                 fast solver\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("root 4: value 2 — first player wins"),
            "{text}"
        );
        assert!(text.contains("1 2 3; answer 14\n"), "{text}");
        let text = report(&report_2, Method::Brute, Report::Explain);
        assert!(
            text.contains("; solved by the brute-force oracle\n"),
            "{text}"
        );
        let json: Value =
            serde_json::from_str(&report(&report_2, Method::Brute, Report::Json)).unwrap();
        assert_eq!(json["second_player_roots"], json!([1, 2, 3]));
        assert_eq!(json["values_by_root"], json!([0, 0, 0, 2, 2, 2]));
        assert_eq!(json["odd_nodes"], 2);
        assert_eq!(json["answer"], "14");
        assert_eq!(json["test"], 2);
        assert_eq!(json["method"], "brute");
        // A count over every root: no verdict and no winning moves.
        for key in ["verdict", "winning_moves", "winning_moves_count"] {
            assert!(json.get(key).is_none(), "{key}: {json}");
        }
    }

    #[test]
    fn powers_wrap_around_the_modulus() {
        // 2 + 4 + ... + 2^40 = 2^41 - 2.
        assert_eq!(answer(&[0; 40]), ((1u64 << 41) - 2) % MODULUS);
    }
}
