//! graph-draw-game's reports: the two contest lines, `--explain` (counts, then the first 100
//! vertices with a good first move and why) and the JSON keys.

use std::fmt::Write as _;

use serde_json::{json, Map, Value as Json};

use crate::game::{Answer, Context, ReportBuffer, Verdict};
use crate::solve::counted;

use super::attractors::{Side, Value};

/// How many vertices `--explain` describes one by one.
pub(crate) const EXPLAINED_VERTICES: usize = 100;

/// The letter of a value from the view of the player who moves first.
pub(crate) fn letter(value: Value, first: Side) -> u8 {
    match (value, first) {
        (Value::D, _) => b'D',
        (Value::A, Side::Alice) | (Value::B, Side::Bob) => b'W',
        _ => b'L',
    }
}

/// A good first move from one state, and within how many moves the result is forced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Play {
    /// The vertex moved to (0-based), `None` at a dead end.
    pub(crate) to: Option<u32>,
    /// For a result that is not endless play, the number of moves within which the play ends
    /// when Georgiy (Bob) steers it to the end.
    pub(crate) within: Option<u32>,
}

/// What was found about one test, by either method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawAnswer {
    /// Per vertex: the value with Gennady (Alice) to move, then with Georgiy (Bob) to move.
    pub(crate) values: Vec<(Value, Value)>,
    /// The number of arcs.
    pub(crate) arcs: usize,
    /// The number of vertices without an arc out.
    pub(crate) dead_ends: u64,
    /// For the first vertices, a good first move per starting player (fast method, reports).
    pub(crate) plays: Option<Vec<(Play, Play)>>,
}

impl DrawAnswer {
    fn line(&self, first: Side) -> Vec<u8> {
        self.values
            .iter()
            .map(|&(alice, bob)| match first {
                Side::Alice => letter(alice, first),
                Side::Bob => letter(bob, first),
            })
            .collect()
    }

    fn counts(&self, first: Side) -> [u64; 3] {
        let mut counts = [0u64; 3];
        for letter in self.line(first) {
            counts[match letter {
                b'W' => 0,
                b'L' => 1,
                _ => 2,
            }] += 1;
        }
        counts
    }
}

/// Why a state has its value, in words: `first` moves first from vertex `v` (0-based).
fn reason(value: Value, first: Side, play: &Play) -> String {
    let to = play.to.map(|to| to + 1);
    let within = crate::solve::counted(u64::from(play.within.unwrap_or(0)), "move", "moves");
    match (value, first, to) {
        (_, _, None) => "a dead end: stuck at once".to_string(),
        (Value::D, Side::Alice, Some(to)) => {
            format!("moves to {to} and keeps away from every dead end forever")
        }
        (Value::D, Side::Bob, Some(to)) => {
            format!("every move (to {to}, say) lets Gennady play forever")
        }
        (Value::A, Side::Alice, Some(to)) => format!(
            "moves to {to} and wins within {within} (Georgiy, unable to win, ends the play \
             rather than play forever)"
        ),
        (Value::A, Side::Bob, Some(to)) => {
            format!("cannot win: moves to {to} and loses within {within} rather than play forever")
        }
        (Value::B, Side::Alice, Some(to)) => {
            format!("every move (to {to}, say) loses within {within}")
        }
        (Value::B, Side::Bob, Some(to)) => format!("moves to {to} and wins within {within}"),
    }
}

fn counts_json(counts: [u64; 3]) -> Json {
    json!({"W": counts[0], "L": counts[1], "D": counts[2]})
}

impl Answer for DrawAnswer {
    /// None: the test answers `2n` starting positions, not one game.
    fn verdict(&self) -> Option<Verdict> {
        None
    }

    fn contest(&self, out: &mut Vec<u8>) {
        for first in [Side::Alice, Side::Bob] {
            out.extend_from_slice(&self.line(first));
            out.push(b'\n');
        }
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let n = self.values.len();
        let _ = writeln!(
            text,
            "a graph of {} and {}, {}; {}",
            counted(n as u64, "vertex", "vertices"),
            counted(self.arcs as u64, "arc", "arcs"),
            counted(self.dead_ends, "dead end", "dead ends"),
            context.solved_by()
        );
        for (first, name) in [(Side::Alice, "Gennady"), (Side::Bob, "Georgiy")] {
            let [won, lost, drawn] = self.counts(first);
            let _ = writeln!(text, "  {name} moving first: W {won}, L {lost}, D {drawn}");
        }
        for (v, &(alice, bob)) in self.values.iter().enumerate().take(EXPLAINED_VERTICES) {
            let (line1, line2) = (letter(alice, Side::Alice), letter(bob, Side::Bob));
            let _ = match self.plays.as_ref().and_then(|plays| plays.get(v)) {
                Some((gennady, georgiy)) => writeln!(
                    text,
                    "  vertex {}: Gennady first {}: {}; Georgiy first {}: {}",
                    v + 1,
                    line1 as char,
                    reason(alice, Side::Alice, gennady),
                    line2 as char,
                    reason(bob, Side::Bob, georgiy)
                ),
                None => writeln!(
                    text,
                    "  vertex {}: Gennady first {}, Georgiy first {}",
                    v + 1,
                    line1 as char,
                    line2 as char
                ),
            };
        }
        if n > EXPLAINED_VERTICES {
            let _ = writeln!(
                text,
                "  (vertices {}..{n} are not described one by one)",
                EXPLAINED_VERTICES + 1
            );
        }
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Json>) {
        object.insert("dead_ends".into(), json!(self.dead_ends));
        object.insert(
            "gennady_first".into(),
            counts_json(self.counts(Side::Alice)),
        );
        object.insert("georgiy_first".into(), counts_json(self.counts(Side::Bob)));
    }
}
