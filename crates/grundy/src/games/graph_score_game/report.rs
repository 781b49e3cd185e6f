//! graph-score-game's answer and its reports: the contest line (the score), `--explain` (the
//! distinct values, the threshold games of the answer and of the next larger value, or the
//! oracle's iteration, and Alice's first action) and `--json`.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, ReportBuffer, Verdict};
use crate::solve::counted;

use super::threshold::Status;

/// What Alice does first with perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FirstAction {
    /// Declare the end at once: the score is `X_1`.
    Declare,
    /// Carry the piece to this vertex (0-based).
    MoveTo(u32),
}

/// How the answer was found, with the facts each method reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum How {
    /// The single backward pass over the thresholds.
    Fast {
        /// The next larger value than the answer, if any, and the status of (vertex 1, Alice to
        /// move) in its threshold game (lost or undecided).
        next_larger: Option<(u64, Status)>,
        /// The undecided states in that threshold game (0 when there is none).
        undecided: usize,
    },
    /// The oracle's value iteration.
    Brute {
        /// The positions reachable from the start.
        positions: usize,
        /// The moves iterated before the values repeated.
        rounds: u64,
    },
}

/// What the reports say besides the score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    /// The number of vertices `N`.
    pub vertices: usize,
    /// The number of arcs `M`.
    pub arcs: usize,
    /// The distinct numbers `X_i`, smallest first.
    pub distinct: Vec<u64>,
    /// Alice's first action.
    pub first_action: FirstAction,
    /// How the score was found.
    pub how: How,
}

/// The score of one test, by either method, with the facts of a report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreAnswer {
    /// The score with perfect play.
    pub value: u64,
    /// The reports' facts; `None` for the contest line alone.
    pub facts: Option<Facts>,
}

/// The distinct numbers of `values`, smallest first.
pub fn distinct_values(values: &[u64]) -> Vec<u64> {
    let mut distinct = values.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    distinct
}

impl FirstAction {
    fn words(self) -> String {
        match self {
            FirstAction::Declare => "declare the end at once".to_string(),
            FirstAction::MoveTo(vertex) => format!("move the piece 1 -> {}", vertex + 1),
        }
    }

    fn json(self) -> Value {
        match self {
            FirstAction::Declare => json!({"declare": true}),
            FirstAction::MoveTo(vertex) => json!({"move_to": vertex + 1}),
        }
    }
}

fn status_words(status: Status) -> &'static str {
    match status {
        Status::Won => "won: Alice forces a final number at least this",
        Status::Lost => "lost: Bob forces a final number below this",
        Status::Undecided => {
            "undecided: Bob keeps play going until the horizon ends it, after his move, on a \
             smaller number"
        }
    }
}

impl Answer for ScoreAnswer {
    /// A score, not a winner.
    fn verdict(&self) -> Option<Verdict> {
        None
    }

    fn contest(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.value.to_string().as_bytes());
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let Some(facts) = &self.facts else {
            let _ = writeln!(text, "score: {}; {}", self.value, context.solved_by());
            return;
        };
        let _ = writeln!(
            text,
            "{}, {}, {}; {}",
            counted(facts.vertices as u64, "vertex", "vertices"),
            counted(facts.arcs as u64, "arc", "arcs"),
            counted(
                facts.distinct.len() as u64,
                "distinct number",
                "distinct numbers"
            ),
            context.solved_by()
        );
        let listed = context.listed(facts.distinct.len());
        let mut values: Vec<String> = facts.distinct[..listed]
            .iter()
            .map(u64::to_string)
            .collect();
        if listed < facts.distinct.len() {
            values.push(format!("... ({} more)", facts.distinct.len() - listed));
        }
        let _ = writeln!(text, "distinct numbers: {}", values.join(" < "));
        match &facts.how {
            How::Fast {
                next_larger,
                undecided,
            } => {
                let _ = writeln!(
                    text,
                    "threshold {} (the answer): (vertex 1, Alice to move) is {}",
                    self.value,
                    status_words(Status::Won)
                );
                match next_larger {
                    Some((next, status)) => {
                        let _ = writeln!(
                            text,
                            "threshold {next} (the next larger number): (vertex 1, Alice to \
                             move) is {}; {undecided} of its {} states are undecided",
                            status_words(*status),
                            2 * facts.vertices
                        );
                    }
                    None => {
                        let _ = writeln!(text, "no number is larger than the answer");
                    }
                }
            }
            How::Brute { positions, rounds } => {
                let _ = writeln!(
                    text,
                    "value iteration over the {} reachable from (vertex 1, Alice to move): the \
                     values repeated after {}, which gives them at the horizon of 10^9 rounds",
                    counted(*positions as u64, "position", "positions"),
                    counted(*rounds, "move", "moves")
                );
            }
        }
        let _ = writeln!(text, "score: {}", self.value);
        let _ = writeln!(text, "Alice's first action: {}", facts.first_action.words());
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("value".into(), json!(self.value));
        let Some(facts) = &self.facts else {
            return;
        };
        object.insert("distinct_values".into(), json!(facts.distinct.len()));
        object.insert("first_action".into(), facts.first_action.json());
        if let How::Fast { undecided, .. } = facts.how {
            object.insert("undecided_states".into(), json!(undecided));
        }
    }
}
