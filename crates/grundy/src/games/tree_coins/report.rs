//! What a test's answer looks like: the contest line, the explanation and the JSON object, from
//! the same [`TestReport`] whichever solver filled it.

use std::fmt::Write as _;

use serde_json::{json, Value};

/// The contest's modulus.
pub const MODULUS: u64 = 1_000_000_007;

/// Everything a report says about one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestReport {
    /// The 1-based test number.
    pub test: usize,
    /// The number of nodes with an odd number of coins.
    pub odd_nodes: usize,
    /// The Grundy value of `game(R)` for every root, by root - 1.
    pub values: Vec<u32>,
    /// Which solver produced the values ("fast" or "brute").
    pub method: &'static str,
}

impl TestReport {
    /// The 1-based roots where the second player wins, increasing.
    pub fn second_player_roots(&self) -> Vec<usize> {
        (1..=self.values.len())
            .filter(|&root| self.values[root - 1] == 0)
            .collect()
    }

    /// The contest answer: the sum of `2^R` over those roots, modulo `10^9 + 7`.
    pub fn answer(&self) -> u64 {
        let mut power = 1u64;
        let mut sum = 0u64;
        for &value in &self.values {
            power = power * 2 % MODULUS;
            if value == 0 {
                sum = (sum + power) % MODULUS;
            }
        }
        sum
    }

    /// The explanation in words, ending with a newline.
    pub fn explanation(&self) -> String {
        let mut text = String::new();
        let _ = writeln!(
            text,
            "test {}: a tree of {} nodes, {} of them with an odd number of coins; solved by the {} \
             solver",
            self.test,
            self.values.len(),
            self.odd_nodes,
            self.method
        );
        for (index, &value) in self.values.iter().enumerate() {
            let winner = if value == 0 {
                "second player wins"
            } else {
                "first player wins"
            };
            let _ = writeln!(text, "  root {}: value {value} — {winner}", index + 1);
        }
        let roots: Vec<String> = self
            .second_player_roots()
            .iter()
            .map(ToString::to_string)
            .collect();
        let listed = if roots.is_empty() {
            "none".to_string()
        } else {
            roots.join(" ")
        };
        let _ = writeln!(
            text,
            "  roots where the second player wins: {listed}; answer {}",
            self.answer()
        );
        text
    }

    /// The JSON object for this test.
    pub fn json(&self) -> Value {
        json!({
            "test": self.test,
            "answer": self.answer().to_string(),
            "odd_nodes": self.odd_nodes,
            "values_by_root": self.values,
            "second_player_roots": self.second_player_roots(),
            "method": self.method,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_samples_answers() {
        let report = TestReport {
            test: 1,
            odd_nodes: 2,
            values: vec![2, 0, 2],
            method: "fast",
        };
        assert_eq!(report.answer(), 4);
        let report = TestReport {
            values: vec![0, 0, 0, 2, 2, 2],
            ..report
        };
        assert_eq!(report.answer(), 14);
        assert!(report
            .explanation()
            .contains("root 4: value 2 — first player wins"));
        assert_eq!(report.json()["second_player_roots"], json!([1, 2, 3]));
        assert_eq!(report.json()["answer"], "14");
    }

    #[test]
    fn powers_wrap_around_the_modulus() {
        let report = TestReport {
            test: 1,
            odd_nodes: 0,
            values: vec![0; 40],
            method: "fast",
        };
        // 2 + 4 + ... + 2^40 = 2^41 - 2.
        assert_eq!(report.answer(), ((1u64 << 41) - 2) % MODULUS);
    }
}
