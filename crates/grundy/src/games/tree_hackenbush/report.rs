//! The contest line, the explanation and the JSON keys of the one test of a file.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};
use crate::solve::counted;
use crate::tree::input::PlacedEdge;

/// One winning first move, in the input's numbering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReport {
    /// The byte offset of the edge in the input (reports name its line).
    pub offset: usize,
    /// The edge as the input wrote it (1-based).
    pub edge: (u32, u32),
}

impl MoveReport {
    /// The move that cuts this edge of the input.
    pub fn of(placed: &PlacedEdge) -> Self {
        MoveReport {
            offset: placed.offset,
            edge: (placed.edge.0 + 1, placed.edge.1 + 1),
        }
    }
}

/// Everything a report says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameReport {
    /// The number of vertices.
    pub vertices: u32,
    /// The Grundy value with vertex 1 as the ground.
    pub value: u64,
    /// The winning first moves listed, in input order: the first of them, as many as the report
    /// lists (every one with `--all`).
    pub winning_moves: Vec<MoveReport>,
    /// The number of winning first moves (every one: both methods find them all).
    pub winning_move_count: u64,
    /// The value for every root (by root - 1), when asked for.
    pub values_by_root: Option<Vec<u64>>,
}

impl GameReport {
    /// The value of a tree of `vertices` vertices, with no move listed.
    pub fn value(vertices: u32, value: u64) -> Self {
        GameReport {
            vertices,
            value,
            winning_moves: Vec::new(),
            winning_move_count: 0,
            values_by_root: None,
        }
    }

    /// The contest answer.
    pub fn answer(&self) -> &'static str {
        if self.value != 0 {
            "Alice"
        } else {
            "Bob"
        }
    }
}

impl Answer for GameReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.value != 0))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.answer().as_bytes());
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        // The answer names the winner (Alice moves first): "the first player wins (Alice)".
        let verdict = crate::solve::winner(self.value != 0);
        let _ = writeln!(
            text,
            "a tree of {} rooted at vertex 1 has Grundy value {}: {verdict} ({}); {}",
            counted(u64::from(self.vertices), "vertex", "vertices"),
            self.value,
            self.answer(),
            context.solved_by()
        );
        if self.vertices == 1 {
            text.push_str("  no move: the tree has no edge\n");
        } else if self.winning_move_count == 0 {
            text.push_str("  every move loses: each cut leaves a nonzero value for the opponent\n");
        } else {
            let count = self.winning_move_count;
            let _ = writeln!(
                text,
                "  {} (cuts that leave value 0)",
                counted(count, "winning first move", "winning first moves")
            );
            let listed = self.winning_moves.len();
            if (listed as u64) < count {
                let _ = writeln!(
                    text,
                    "  the first {listed} in input order (--all lists every one):"
                );
            }
            for report in &self.winning_moves {
                let _ = writeln!(
                    text,
                    "    cut the edge {} {} (line {})",
                    report.edge.0,
                    report.edge.1,
                    context.scanner.line_at(report.offset)
                );
            }
        }
        if let Some(values) = &self.values_by_root {
            text.push_str("  the value for every root:\n");
            for (index, value) in values.iter().enumerate() {
                let _ = writeln!(text, "    root {}: {value}", index + 1);
            }
        }
    }

    fn json(&self, context: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("value".into(), json!(self.value));
        let lines: Vec<usize> = self
            .winning_moves
            .iter()
            .map(|report| context.scanner.line_at(report.offset))
            .collect();
        object.insert("winning_move_lines".into(), json!(lines));
        if let Some(values) = &self.values_by_root {
            object.insert("values_by_root".into(), json!(values));
        }
    }

    /// Each move as the spec writes it, `[x, y]`, in input order; with `--all`, a star of 10^6
    /// vertices has about 10^6 of them, written one by one.
    fn winning_moves<'m>(&'m self, _: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        Some(WinningMoves {
            listed: Box::new(
                self.winning_moves
                    .iter()
                    .map(|report| json!([report.edge.0, report.edge.1])),
            ),
            count: self.winning_move_count,
            complete: true,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::solve::{Method, Report};

    /// Sample 3 of the spec; its line 5, the edge 6 3, starts at offset 14.
    const INPUT: &[u8] = b"6\n1 2\n2 4\n5 1\n6 3\n3 2\n";

    fn sample() -> GameReport {
        GameReport {
            vertices: 6,
            value: 5,
            winning_moves: vec![MoveReport {
                offset: 14,
                edge: (6, 3),
            }],
            winning_move_count: 1,
            values_by_root: Some(vec![5, 1, 5, 1, 5, 5]),
        }
    }

    fn report(answer: &GameReport, method: Method, kind: Report) -> String {
        report_text(answer, INPUT, 1, method, kind, false)
    }

    #[test]
    fn explanations_name_the_value_the_moves_and_the_method() {
        let text = report(&sample(), Method::Fast, Report::Explain);
        assert!(
            text.starts_with(
                "a tree of 6 vertices rooted at vertex 1 has Grundy value 5: the first player \
                 wins (Alice); solved by the fast solver\n"
            ),
            "{text}"
        );
        assert!(text.contains("1 winning first move (cuts"), "{text}");
        assert!(text.contains("cut the edge 6 3 (line 5)"), "{text}");
        assert!(text.contains("root 2: 1"), "{text}");
        let text = report(&sample(), Method::Brute, Report::Explain);
        assert!(text.contains("solved by the brute-force oracle"), "{text}");
        let lost = GameReport::value(6, 0);
        let text = report(&lost, Method::Fast, Report::Explain);
        assert!(text.contains("every move loses"), "{text}");
        let text = report(&GameReport::value(1, 0), Method::Fast, Report::Explain);
        assert!(text.contains("no move: the tree has no edge"), "{text}");
    }

    #[test]
    fn a_cut_list_says_how_many_it_leaves_out() {
        let mut answer = sample();
        answer.winning_move_count = 12;
        let text = report(&answer, Method::Fast, Report::Explain);
        assert!(text.contains("12 winning first moves"), "{text}");
        assert!(text.contains("the first 1 in input order (--all"), "{text}");
    }

    #[test]
    fn json_has_the_shared_and_the_game_keys() {
        let json: Value =
            serde_json::from_str(&report(&sample(), Method::Fast, Report::Json)).unwrap();
        assert_eq!(json["test"], 1);
        assert_eq!(json["answer"], "Alice");
        assert_eq!(json["verdict"], "first");
        assert_eq!(json["method"], "fast");
        assert_eq!(json["value"], 5);
        assert_eq!(json["winning_moves"], json!([[6, 3]]));
        assert_eq!(json["winning_move_lines"], json!([5]));
        assert_eq!(json["winning_moves_count"], 1);
        assert_eq!(json["winning_moves_complete"], true);
        assert_eq!(json["values_by_root"], json!([5, 1, 5, 1, 5, 5]));
        let json: Value = serde_json::from_str(&report(
            &GameReport::value(2, 0),
            Method::Brute,
            Report::Json,
        ))
        .unwrap();
        assert_eq!(json["verdict"], "second");
        assert_eq!(json["method"], "brute");
        assert_eq!(json["winning_moves"], json!([]));
        assert_eq!(json["winning_moves_count"], 0);
        assert_eq!(json["winning_moves_complete"], true);
        assert!(json.get("values_by_root").is_none(), "{json}");
    }
}
