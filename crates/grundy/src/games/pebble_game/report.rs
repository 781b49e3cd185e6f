//! pebble-game's answer, by either method: the three counts (the contest line), every
//! placement's outcome with a first move of Alice that keeps it, `--explain` and the JSON keys.

use std::fmt::Write as _;

use serde_json::{json, Map, Value as Json};

use crate::game::{push_number, Answer, Context, ReportBuffer, Verdict};

/// Who wins a placement with perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Alice (who moves first).
    Alice,
    /// Bob.
    Bob,
    /// Nobody: play goes on forever with `|D|` bounded.
    Draw,
}

impl Outcome {
    /// The JSON convention's verdict: Alice moves first.
    pub(crate) fn verdict(self) -> Verdict {
        match self {
            Outcome::Alice => Verdict::First,
            Outcome::Bob => Verdict::Second,
            Outcome::Draw => Verdict::Draw,
        }
    }
}

/// One placement: Alice's pebble on `a`, Bob's on `b`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Placement {
    pub(crate) a: usize,
    pub(crate) b: usize,
    pub(crate) outcome: Outcome,
    /// Where Alice moves first to keep the outcome: the move, at this placement, of a positional
    /// strategy of hers that wins from every placement she wins and never loses from a draw
    /// (each method finds its own); `None` when she loses.
    pub(crate) first_move: Option<usize>,
    /// Whether Alice has no legal move at all.
    pub(crate) stuck: bool,
}

/// How the answer was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum How {
    /// Strategy improvement: the number of improvement steps of Alice's run and of Bob's.
    Fast { alice_steps: u32, bob_steps: u32 },
    /// Value iteration over this many moves (the Zwick–Paterson horizon).
    Brute { horizon: u64 },
}

/// What was found about one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PebbleAnswer {
    pub(crate) vertices: usize,
    pub(crate) x: usize,
    pub(crate) distinct_edges: usize,
    pub(crate) listed_edges: u64,
    /// The states of the game graph, the two sinks included.
    pub(crate) states: usize,
    /// Every placement in increasing `(a, b)`.
    pub(crate) placements: Vec<Placement>,
    pub(crate) how: How,
}

impl PebbleAnswer {
    /// The number of placements Alice wins, Bob wins, and drawn.
    pub(crate) fn counts(&self) -> [u64; 3] {
        let mut counts = [0u64; 3];
        for placement in &self.placements {
            counts[match placement.outcome {
                Outcome::Alice => 0,
                Outcome::Bob => 1,
                Outcome::Draw => 2,
            }] += 1;
        }
        counts
    }
}

/// "1 step", "2 steps".
fn steps(count: u32) -> String {
    match count {
        1 => "1 step".to_string(),
        _ => format!("{count} steps"),
    }
}

/// Why a placement has its outcome, in words.
fn reason(placement: &Placement) -> String {
    let step = |to: usize| {
        if to == placement.a {
            format!("stays on {to} (a self-loop)")
        } else {
            format!("moves to {to}")
        }
    };
    match (placement.outcome, placement.first_move) {
        (Outcome::Alice, Some(to)) => format!("Alice wins: she {} and keeps the win", step(to)),
        (Outcome::Draw, Some(to)) => format!("a draw: Alice {} and keeps the draw", step(to)),
        _ if placement.stuck => "Bob wins: Alice is stuck at once".to_string(),
        _ => "Bob wins: every move of Alice loses".to_string(),
    }
}

impl Answer for PebbleAnswer {
    /// None: the test answers every placement, not one game.
    fn verdict(&self) -> Option<Verdict> {
        None
    }

    fn contest(&self, out: &mut Vec<u8>) {
        let [alice, bob, draws] = self.counts();
        push_number(out, alice);
        out.push(b' ');
        push_number(out, bob);
        out.push(b' ');
        push_number(out, draws);
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let [alice, bob, draws] = self.counts();
        let _ = writeln!(
            text,
            "a graph of {} vertices and {} distinct edges ({} listed), x = {}: {} states; {}",
            self.vertices,
            self.distinct_edges,
            self.listed_edges,
            self.x,
            self.states,
            context.solved_by()
        );
        let _ = writeln!(
            text,
            "  of {} placements: Alice wins {alice}, Bob wins {bob}, draws {draws}",
            self.placements.len()
        );
        let _ = match self.how {
            How::Fast {
                alice_steps,
                bob_steps,
            } => writeln!(
                text,
                "  strategy improvement: {} for Alice's winning states, {} for Bob's",
                steps(alice_steps),
                steps(bob_steps)
            ),
            How::Brute { horizon } => writeln!(
                text,
                "  value iteration over {horizon} moves (the Zwick-Paterson horizon 4|S|^2 + 1)"
            ),
        };
        for placement in &self.placements {
            let _ = writeln!(
                text,
                "  ({}, {}): {}",
                placement.a,
                placement.b,
                reason(placement)
            );
        }
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Json>) {
        let [alice, bob, draws] = self.counts();
        object.insert("alice".into(), json!(alice));
        object.insert("bob".into(), json!(bob));
        object.insert("draws".into(), json!(draws));
        object.insert("states".into(), json!(self.states));
        match self.how {
            How::Fast {
                alice_steps,
                bob_steps,
            } => {
                object.insert(
                    "improvement_steps".into(),
                    json!({"alice": alice_steps, "bob": bob_steps}),
                );
            }
            How::Brute { horizon } => {
                object.insert("horizon".into(), json!(horizon));
            }
        }
        let placements: Vec<Json> = self
            .placements
            .iter()
            .map(|placement| {
                json!({
                    "a": placement.a,
                    "b": placement.b,
                    "verdict": placement.outcome.verdict().key(),
                    "move": placement.first_move,
                })
            })
            .collect();
        object.insert("placements".into(), Json::Array(placements));
    }
}
