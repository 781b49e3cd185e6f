//! The contest line, the explanation and the JSON object for the one test of a file.

use std::fmt::Write as _;

use serde_json::{json, Value};

use crate::solve::counted;

/// One winning first move, in the input's numbering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReport {
    /// The input line of the edge.
    pub line: usize,
    /// The edge as the input wrote it (1-based).
    pub edge: (u32, u32),
}

/// Everything a report says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameReport {
    /// The number of vertices.
    pub vertices: u32,
    /// The Grundy value with vertex 1 as the ground.
    pub value: u64,
    /// Every winning first move, in input order.
    pub winning_moves: Vec<MoveReport>,
    /// The value for every root (by root - 1), when asked for.
    pub values_by_root: Option<Vec<u64>>,
    /// Which solver produced it ("fast" or "brute").
    pub method: &'static str,
}

impl GameReport {
    /// The contest answer.
    pub fn answer(&self) -> &'static str {
        if self.value != 0 {
            "Alice"
        } else {
            "Bob"
        }
    }

    /// The explanation in words, listing the first `listed` winning moves.
    pub fn explanation(&self, listed: usize) -> String {
        let mut text = String::new();
        let verdict = if self.value != 0 {
            "the first player (Alice) wins"
        } else {
            "the second player (Bob) wins"
        };
        let _ = writeln!(
            text,
            "a tree of {} rooted at vertex 1 has Grundy value {}: {verdict} ({}); \
             solved by the {} solver",
            counted(u64::from(self.vertices), "vertex", "vertices"),
            self.value,
            self.answer(),
            self.method
        );
        if self.vertices == 1 {
            text.push_str("  no move: the tree has no edge\n");
        } else if self.winning_moves.is_empty() {
            text.push_str("  every move loses: each cut leaves a nonzero value for the opponent\n");
        } else {
            let count = self.winning_moves.len();
            let _ = writeln!(
                text,
                "  {} (cuts that leave value 0)",
                counted(count as u64, "winning first move", "winning first moves")
            );
            if listed < count {
                let _ = writeln!(
                    text,
                    "  the first {listed} in input order (--all lists every one):"
                );
            }
            for report in self.winning_moves.iter().take(listed) {
                let _ = writeln!(
                    text,
                    "    cut the edge {} {} (line {})",
                    report.edge.0, report.edge.1, report.line
                );
            }
        }
        if let Some(values) = &self.values_by_root {
            text.push_str("  the value for every root:\n");
            for (index, value) in values.iter().enumerate() {
                let _ = writeln!(text, "    root {}: {value}", index + 1);
            }
        }
        text
    }

    /// The JSON object.
    pub fn json(&self) -> Value {
        let moves: Vec<Value> = self
            .winning_moves
            .iter()
            .map(|report| json!([report.edge.0, report.edge.1]))
            .collect();
        let lines: Vec<usize> = self
            .winning_moves
            .iter()
            .map(|report| report.line)
            .collect();
        let mut object = json!({
            "test": 1,
            "answer": self.answer(),
            "value": self.value,
            "winning_moves": moves,
            "winning_move_lines": lines,
            "method": self.method,
        });
        if let Some(values) = &self.values_by_root {
            object["values_by_root"] = json!(values);
        }
        object
    }
}
