//! Graph-hackenbush's reports: the contest line (the Grundy value), `--explain` and the JSON keys
//! of one test.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};
use crate::input::Scanner;
use crate::solve::counted;
use crate::tree::input::PlacedEdge;

/// A winning first move: an edge to delete, in the input's numbering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReport {
    /// The byte offset of the edge in the input (reports name its line).
    pub offset: usize,
    /// The edge as the input wrote it (1-based).
    pub edge: (u32, u32),
}

impl MoveReport {
    /// The move that deletes this edge of the input.
    pub fn of(placed: &PlacedEdge) -> Self {
        MoveReport {
            offset: placed.offset,
            edge: (placed.edge.0 + 1, placed.edge.1 + 1),
        }
    }

    fn json(&self, scanner: &Scanner<'_>) -> Value {
        json!({"line": scanner.line_at(self.offset), "edge": [self.edge.0, self.edge.1]})
    }
}

/// The structure of a test's position, as the reports give it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Structure {
    /// The number of edges of the test.
    pub edges: usize,
    /// The number of edges in play (connected to the ground).
    pub edges_in_play: usize,
    /// The number of 2-edge-connected parts in play.
    pub parts: usize,
    /// The number of bridges in play.
    pub bridges: usize,
}

/// Everything a report says about one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraphReport {
    /// The Grundy value: the contest answer.
    pub value: u64,
    /// The position's structure (reports only).
    pub structure: Option<Structure>,
    /// The winning first moves listed: the fast method's one, or the first of the oracle's
    /// (every one with `--all`), in input order.
    pub winning_moves: Vec<MoveReport>,
    /// How many winning moves the method found.
    pub winning_move_count: u64,
    /// Whether those are all the winning moves of the position.
    pub winning_moves_complete: bool,
    /// Why the search for a winning move gave up, if it did (the graph too large for one
    /// search's budget, or the file's searches having spent theirs).
    pub move_search_gave_up: Option<String>,
}

impl GraphReport {
    /// The value alone, as for the contest line.
    pub fn value(value: u64) -> Self {
        GraphReport {
            value,
            structure: None,
            winning_moves: Vec::new(),
            winning_move_count: 0,
            winning_moves_complete: true,
            move_search_gave_up: None,
        }
    }
}

impl Answer for GraphReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.value != 0))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        crate::game::push_number(out, self.value);
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let structure = self.structure.unwrap_or(Structure {
            edges: 0,
            edges_in_play: 0,
            parts: 0,
            bridges: 0,
        });
        let _ = writeln!(
            text,
            "test {}: {} of {} in play, {} (2-edge-connected), {}; Grundy value {}: {}; {}",
            context.test,
            structure.edges_in_play,
            counted(structure.edges as u64, "edge", "edges"),
            counted(structure.parts as u64, "part", "parts"),
            counted(structure.bridges as u64, "bridge", "bridges"),
            self.value,
            crate::solve::winner(self.value != 0),
            context.solved_by()
        );
        let _ = match (self.winning_moves.first(), &self.move_search_gave_up) {
            (Some(found), _) => writeln!(
                text,
                "  a winning move: delete the edge {} {} (line {})",
                found.edge.0,
                found.edge.1,
                context.scanner.line_at(found.offset)
            ),
            (None, Some(why)) => writeln!(text, "  no winning move given: {why}"),
            _ if structure.edges_in_play == 0 => writeln!(text, "  no move: no edge is in play"),
            _ => writeln!(
                text,
                "  every move loses: each deletion leaves a nonzero value"
            ),
        };
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("value".into(), json!(self.value));
        if let Some(structure) = &self.structure {
            object.insert("edges_in_play".into(), json!(structure.edges_in_play));
            object.insert("parts".into(), json!(structure.parts));
            object.insert("bridges".into(), json!(structure.bridges));
        }
        object.insert(
            "move_search_gave_up".into(),
            json!(self.move_search_gave_up.is_some()),
        );
    }

    /// Each move as the spec writes it: `{"line": l, "edge": [u, v]}`.
    fn winning_moves<'m>(&'m self, context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        let scanner = context.scanner;
        Some(WinningMoves {
            listed: Box::new(
                self.winning_moves
                    .iter()
                    .map(move |report| report.json(scanner)),
            ),
            count: self.winning_move_count,
            complete: self.winning_moves_complete,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::solve::{Method, Report};

    /// The sample's first test: a triangle through the ground; line 4, the edge 2 3, starts at
    /// offset 10.
    const INPUT: &[u8] = b"6\n3 3\n1 2\n2 3\n3 1\n";

    fn triangle() -> GraphReport {
        GraphReport {
            value: 1,
            structure: Some(Structure {
                edges: 3,
                edges_in_play: 3,
                parts: 1,
                bridges: 0,
            }),
            winning_moves: vec![MoveReport {
                offset: 10,
                edge: (2, 3),
            }],
            winning_move_count: 1,
            winning_moves_complete: false,
            move_search_gave_up: None,
        }
    }

    fn report(answer: &GraphReport, method: Method, kind: Report) -> String {
        report_text(answer, INPUT, 1, method, kind, false)
    }

    #[test]
    fn explanations_give_the_structure_a_move_and_the_method() {
        assert_eq!(
            report(&triangle(), Method::Fast, Report::Explain),
            "test 1: 3 of 3 edges in play, 1 part (2-edge-connected), 0 bridges; Grundy value 1: \
             the first player wins; solved by the fast solver\n  a winning move: delete the edge \
             2 3 (line 4)\n"
        );
        let gave_up = GraphReport {
            winning_moves: Vec::new(),
            winning_move_count: 0,
            move_search_gave_up: Some("the search would visit more than 9 edges".to_string()),
            ..triangle()
        };
        let text = report(&gave_up, Method::Fast, Report::Explain);
        assert!(
            text.ends_with("  no winning move given: the search would visit more than 9 edges\n"),
            "{text}"
        );
        let lost = GraphReport {
            value: 0,
            ..GraphReport::value(0)
        };
        let text = report(&lost, Method::Brute, Report::Explain);
        assert!(text.contains("solved by the brute-force oracle"), "{text}");
        assert!(text.ends_with("  no move: no edge is in play\n"), "{text}");
    }

    #[test]
    fn json_has_the_shared_and_the_game_keys() {
        let json: Value =
            serde_json::from_str(&report(&triangle(), Method::Fast, Report::Json)).unwrap();
        assert_eq!(json["answer"], "1");
        assert_eq!(json["value"], 1);
        assert_eq!(json["verdict"], "first");
        assert_eq!(json["method"], "fast");
        assert_eq!(json["parts"], 1);
        assert_eq!(json["bridges"], 0);
        assert_eq!(json["edges_in_play"], 3);
        assert_eq!(json["winning_moves"], json!([{"line": 4, "edge": [2, 3]}]));
        assert_eq!(json["winning_moves_count"], 1);
        assert_eq!(json["winning_moves_complete"], false);
        assert_eq!(json["move_search_gave_up"], false);
        assert!(json.get("winning_move").is_none(), "{json}");
        let json: Value =
            serde_json::from_str(&report(&GraphReport::value(0), Method::Brute, Report::Json))
                .unwrap();
        assert_eq!(json["verdict"], "second");
        assert_eq!(json["winning_moves"], json!([]));
        assert_eq!(json["winning_moves_count"], 0);
        assert_eq!(json["winning_moves_complete"], true);
    }
}
