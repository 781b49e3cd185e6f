//! What a test's answer looks like: the contest line, the explanation in words, and the JSON
//! object. Both solvers fill the same [`TestReport`], so the three reports never disagree.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};
use crate::input::Scanner;
use crate::solve::Method;

/// The contest's answer when the first player wins.
pub const FIRST_WINS: &str = "Play now";
/// The contest's answer when the second player wins.
pub const SECOND_WINS: &str = "Restart";

/// One first move and what it leaves, in the input's 1-based numbering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReport {
    /// The edge as the input wrote it.
    pub edge: (u32, u32),
    /// The byte offset of the edge in the input (reports name its line).
    pub offset: usize,
    /// The Grundy values of the two sides it leaves (first endpoint's side, then the second's),
    /// when the solver computes them (the oracle does not).
    pub side_values: Option<(u8, u8)>,
}

/// Everything a report says about one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestReport {
    /// The number of nodes.
    pub nodes: u32,
    /// Whether the first player (Bob) wins.
    pub first_player_wins: bool,
    /// How many first moves win. In a verdict alone ([`TestReport::verdict`], for the contest
    /// line) it is 0 or 1: the solver then stops at the first winning move.
    pub winning_move_count: u64,
    /// The winning first moves listed (all of them, or the first few in input order).
    pub winning_moves: Vec<MoveReport>,
    /// When no move wins: some first moves with the unequal values that make them lose.
    pub losing_examples: Vec<MoveReport>,
}

impl TestReport {
    /// The verdict of a tree of `nodes` nodes with `winning_move_count` winning first moves (for
    /// the contest line, any count above 0 will do), listing none of them.
    pub fn verdict(nodes: u32, winning_move_count: u64) -> Self {
        TestReport {
            nodes,
            first_player_wins: winning_move_count > 0,
            winning_move_count,
            winning_moves: Vec::new(),
            losing_examples: Vec::new(),
        }
    }

    /// The contest answer for this test.
    pub fn answer(&self) -> &'static str {
        if self.first_player_wins {
            FIRST_WINS
        } else {
            SECOND_WINS
        }
    }

    /// The explanation in words, ending with a newline.
    fn explanation(&self, context: &Context<'_, '_>) -> String {
        let mut text = String::new();
        let edges = u64::from(self.nodes) - 1;
        let verdict = if self.first_player_wins {
            "the first player (Bob) wins"
        } else {
            "the second player wins"
        };
        let _ = writeln!(
            text,
            "test {}: a tree of {} nodes: {verdict} ({}); {}",
            context.test,
            self.nodes,
            self.answer(),
            context.solved_by()
        );
        let by_search = context.method == Method::Brute;
        if self.first_player_wins {
            let why = if by_search {
                "the search finds no winning answer to them"
            } else {
                "a winning edge splits the tree into two sides of equal Grundy value (each side \
                 rooted at its end of the edge), so the rest of the game is a sum of two equal games"
            };
            let _ = writeln!(
                text,
                "  {} of the {edges} first moves win: {why}",
                self.winning_move_count
            );
            let listed = self.winning_moves.len() as u64;
            let heading = if listed < self.winning_move_count {
                format!("  the first {listed} in input order (--all lists every one):")
            } else {
                "  winning first moves:".to_string()
            };
            text.push_str(&heading);
            text.push('\n');
            for report in &self.winning_moves {
                describe_move(&mut text, report, context.scanner);
            }
        } else if by_search {
            let _ = writeln!(
                text,
                "  every one of the {edges} first moves loses: the search finds a winning answer \
                 to each"
            );
        } else {
            let _ = writeln!(
                text,
                "  every one of the {edges} first moves loses: no edge splits the tree into two \
                 sides of equal Grundy value, so the second player always has a winning answer"
            );
            if !self.losing_examples.is_empty() {
                let listed = self.losing_examples.len() as u64;
                if listed < edges {
                    let _ = writeln!(
                        text,
                        "  the first {listed} edges in input order (--all lists every one):"
                    );
                } else {
                    text.push_str("  every edge:\n");
                }
                for report in &self.losing_examples {
                    describe_move(&mut text, report, context.scanner);
                }
            }
        }
        text
    }
}

impl Answer for TestReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.first_player_wins))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.answer().as_bytes());
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, out: &mut ReportBuffer<'_>) {
        out.push_str(&self.explanation(context));
    }

    fn json(&self, context: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("nodes".into(), json!(self.nodes));
        if !self.first_player_wins && !self.losing_examples.is_empty() {
            let losing = self
                .losing_examples
                .iter()
                .map(|report| move_json(report, context.scanner))
                .collect();
            object.insert("losing_moves".into(), losing);
        }
    }

    /// With `--all`, a path of 10^6 nodes has about 10^6 winning moves: written one by one.
    fn winning_moves<'m>(&'m self, context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        let scanner = context.scanner;
        Some(WinningMoves {
            listed: Box::new(
                self.winning_moves
                    .iter()
                    .map(move |report| move_json(report, scanner)),
            ),
            count: self.winning_move_count,
            complete: true,
        })
    }
}

/// One move's JSON object.
fn move_json(report: &MoveReport, scanner: &Scanner<'_>) -> Value {
    let mut object = json!({
        "edge": [report.edge.0, report.edge.1],
        "line": scanner.line_at(report.offset),
    });
    if let Some((first, second)) = report.side_values {
        object["side_values"] = json!([first, second]);
    }
    object
}

fn describe_move(text: &mut String, report: &MoveReport, scanner: &Scanner<'_>) {
    let (u, v) = report.edge;
    let line = scanner.line_at(report.offset);
    let _ = match report.side_values {
        Some((first, second)) => writeln!(
            text,
            "    edge {u} {v} (line {line}): {u}'s side has value {first}, {v}'s side has value \
             {second}"
        ),
        None => writeln!(text, "    edge {u} {v} (line {line})"),
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::solve::Report;

    /// Lines 4 and 5 start at offsets 6 and 10.
    const INPUT: &[u8] = b"x\nx\nx\n1 2\n2 3\n";

    fn sample_report(first_player_wins: bool) -> TestReport {
        TestReport {
            nodes: 3,
            first_player_wins,
            winning_move_count: u64::from(first_player_wins),
            winning_moves: if first_player_wins {
                vec![MoveReport {
                    edge: (1, 2),
                    offset: 6,
                    side_values: Some((0, 0)),
                }]
            } else {
                Vec::new()
            },
            losing_examples: vec![MoveReport {
                edge: (2, 3),
                offset: 10,
                side_values: Some((1, 0)),
            }],
        }
    }

    fn report(first_player_wins: bool, kind: Report) -> String {
        report_text(
            &sample_report(first_player_wins),
            INPUT,
            2,
            Method::Fast,
            kind,
            false,
        )
    }

    #[test]
    fn explanations_state_the_facts() {
        let text = report(true, Report::Explain);
        assert!(text.contains("Play now"), "{text}");
        assert!(text.contains("solved by the fast solver"), "{text}");
        assert!(text.contains("1 of the 2 first moves win"), "{text}");
        assert!(text.contains("edge 1 2 (line 4): 1's side has value 0, 2's side has value 0"));
        let text = report(false, Report::Explain);
        assert!(text.contains("Restart"), "{text}");
        assert!(
            text.contains("every one of the 2 first moves loses"),
            "{text}"
        );
        assert!(text.contains("the first 1 edges"), "{text}");
        assert!(text.contains("edge 2 3 (line 5)"), "{text}");
        // The oracle states what its search found, and nothing of the theory.
        let brute = report_text(
            &sample_report(true),
            INPUT,
            2,
            Method::Brute,
            Report::Explain,
            false,
        );
        assert!(
            brute.contains("solved by the brute-force oracle"),
            "{brute}"
        );
        assert!(
            brute.contains("the search finds no winning answer"),
            "{brute}"
        );
        assert!(brute.contains("winning first moves:\n    edge "), "{brute}");
        assert!(!brute.contains("Grundy"), "{brute}");
    }

    #[test]
    fn json_has_the_required_keys() {
        let object: Value = serde_json::from_str(&report(true, Report::Json)).unwrap();
        assert_eq!(object["test"], 2);
        assert_eq!(object["answer"], "Play now");
        assert_eq!(object["verdict"], "first");
        assert_eq!(object["method"], "fast");
        assert_eq!(object["winning_moves"][0]["side_values"], json!([0, 0]));
        assert_eq!(object["winning_moves"][0]["line"], 4);
        assert_eq!(object["winning_moves_count"], 1);
        assert_eq!(object["winning_moves_complete"], true);
        let object: Value = serde_json::from_str(&report(false, Report::Json)).unwrap();
        assert_eq!(object["answer"], "Restart");
        assert_eq!(object["verdict"], "second");
        assert_eq!(object["losing_moves"][0]["edge"], json!([2, 3]));
        assert_eq!(object["losing_moves"][0]["line"], 5);
        assert_eq!(object["winning_moves"], json!([]));
    }
}
