//! dag-game's reports: the contest lines of a test (one per query), and per query `--explain`
//! and the JSON keys.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::engine::LoopyOutcome;
use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};

use super::moves::Move;

/// The value of one token's position, as the fast method reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum TokenValue {
    /// A Grundy value (a nimber).
    Finite(u32),
    /// `∞(K)`: the finite values among the position's out-positions.
    Infinite(Vec<u32>),
}

impl TokenValue {
    fn words(&self) -> String {
        match self {
            TokenValue::Finite(value) => value.to_string(),
            TokenValue::Infinite(finite) => {
                let listed: Vec<String> = finite.iter().map(ToString::to_string).collect();
                format!("∞{{{}}}", listed.join(", "))
            }
        }
    }

    fn json(&self) -> Value {
        match self {
            TokenValue::Finite(value) => json!(value),
            TokenValue::Infinite(finite) => json!({ "infinite": finite }),
        }
    }
}

/// The contest's word for an outcome.
pub(crate) fn word(outcome: LoopyOutcome) -> &'static str {
    match outcome {
        LoopyOutcome::Next => "WIN",
        LoopyOutcome::Previous => "LOSE",
        LoopyOutcome::Draw => "DRAW",
    }
}

fn verdict(outcome: LoopyOutcome) -> Verdict {
    match outcome {
        LoopyOutcome::Next => Verdict::First,
        LoopyOutcome::Previous => Verdict::Second,
        LoopyOutcome::Draw => Verdict::Draw,
    }
}

/// What a report says about one query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct QueryReport {
    /// The 1-based number of the query within its test.
    pub query: usize,
    /// The tokens' positions, in input order.
    pub tokens: Vec<u32>,
    /// Who wins.
    pub outcome: LoopyOutcome,
    /// The fast method's values of the tokens (in input order) and the XOR of the finite ones;
    /// `None` from the oracle.
    pub values: Option<(Vec<TokenValue>, u64)>,
    /// The winning moves listed (at most as many as the report lists).
    pub moves: Vec<Move>,
    /// How many winning moves there are (both methods find them all).
    pub move_count: u64,
    /// Whether any token has a move at all.
    pub can_move: bool,
}

/// One test's answers: the outcome of every query, and each query's report where one is asked
/// for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TestReport {
    /// Per query, who wins.
    pub(crate) outcomes: Vec<LoopyOutcome>,
    /// Per query, its report (empty for the contest output alone).
    pub(crate) reports: Vec<QueryReport>,
}

impl Answer for TestReport {
    fn verdict(&self) -> Option<Verdict> {
        None
    }

    fn contest(&self, out: &mut Vec<u8>) {
        for &outcome in &self.outcomes {
            out.extend_from_slice(word(outcome).as_bytes());
            out.push(b'\n');
        }
    }

    fn explain(&self, context: &Context<'_, '_>, out: &mut ReportBuffer<'_>) {
        for report in &self.reports {
            report.explain(context, out);
        }
    }

    fn json(&self, _: &Context<'_, '_>, _: &mut Map<String, Value>) {}

    fn queries(&self) -> Option<Vec<&dyn Answer>> {
        Some(
            self.reports
                .iter()
                .map(|report| report as &dyn Answer)
                .collect(),
        )
    }
}

impl Answer for QueryReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(verdict(self.outcome))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(word(self.outcome).as_bytes());
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let tokens: Vec<String> = match &self.values {
            Some((values, _)) => self
                .tokens
                .iter()
                .zip(values)
                .map(|(position, value)| format!("{position} (value {})", value.words()))
                .collect(),
            None => self.tokens.iter().map(ToString::to_string).collect(),
        };
        let noun = if self.tokens.len() == 1 {
            "a token on"
        } else {
            "tokens on"
        };
        let _ = write!(
            text,
            "test {}, query {}: {noun} {}",
            context.test,
            self.query,
            tokens.join(", ")
        );
        if let Some((values, nim_sum)) = &self.values {
            let infinite = values
                .iter()
                .filter(|value| matches!(value, TokenValue::Infinite(_)))
                .count();
            let _ = match infinite {
                0 => write!(text, "; nim-sum {nim_sum}"),
                1 => write!(text, "; one infinite value, the others' nim-sum {nim_sum}"),
                _ => write!(text, "; {infinite} infinite values"),
            };
        }
        let _ = writeln!(
            text,
            ": {}, {}; {}",
            word(self.outcome),
            verdict(self.outcome).words(),
            context.solved_by()
        );
        let _ = match self.outcome {
            LoopyOutcome::Next => {
                let listed: Vec<String> = self
                    .moves
                    .iter()
                    .map(|mv| format!("token {} from {} to {}", mv.token, mv.from, mv.to))
                    .collect();
                let more = if (listed.len() as u64) < self.move_count {
                    ", ..."
                } else {
                    ""
                };
                if self.move_count == 1 {
                    writeln!(text, "  the winning move: {}", listed.join(", "))
                } else {
                    writeln!(
                        text,
                        "  {} winning moves: {}{more}",
                        self.move_count,
                        listed.join(", ")
                    )
                }
            }
            LoopyOutcome::Previous if !self.can_move => writeln!(
                text,
                "  no move: every token stands on a position without out-positions"
            ),
            LoopyOutcome::Previous => writeln!(text, "  every move loses"),
            LoopyOutcome::Draw => writeln!(
                text,
                "  no move wins and neither player can force a win: endless play"
            ),
        };
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("query".into(), json!(self.query));
        if let Some((values, nim_sum)) = &self.values {
            object.insert(
                "values".into(),
                Value::Array(values.iter().map(TokenValue::json).collect()),
            );
            object.insert("nim_sum".into(), json!(nim_sum));
        }
    }

    /// Each move as `{"token": k, "from": p, "to": q}`.
    fn winning_moves<'m>(&'m self, _: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        Some(WinningMoves {
            listed: Box::new(
                self.moves
                    .iter()
                    .map(|mv| json!({"token": mv.token, "from": mv.from, "to": mv.to})),
            ),
            count: self.move_count,
            complete: true,
        })
    }
}
