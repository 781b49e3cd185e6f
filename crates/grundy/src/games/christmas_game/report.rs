//! Christmas-game's reports: the contest line, `--explain` and the JSON keys, per block.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, Detail, ReportBuffer, Verdict, WinningMoves};

use super::parse::ReadBlock;

/// What was found about one block, by either method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockAnswer {
    /// The Grundy value of each drawing.
    pub values: Vec<u64>,
    /// Whether the first player (Sally) wins.
    pub first_player_wins: bool,
    /// A winning first move: (0-based drawing, input index of the edge within it).
    pub winning_move: Option<(usize, usize)>,
    /// Every winning first move, in input order, where the method found them all (the oracle).
    pub all_winning_moves: Option<Vec<(usize, usize)>>,
    /// Why the search for a winning move gave up, if it did (the drawing too large for one
    /// search's budget, or the file's searches having spent theirs).
    pub move_search_gave_up: Option<String>,
}

impl BlockAnswer {
    /// The XOR of the drawings' values: the block's Grundy value.
    pub fn value(&self) -> u64 {
        self.values.iter().fold(0, |sum, &value| sum ^ value)
    }

    /// The contest's word for the winner.
    pub fn answer(&self) -> &'static str {
        winner_word(self.first_player_wins)
    }
}

/// The contest's word for the winner: `Sally` moves first.
pub fn winner_word(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Sally"
    } else {
        "Harry"
    }
}

/// A winning first move, in the input's numbering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReport {
    /// The drawing, 1-based.
    pub drawing: usize,
    /// The byte offset of the edge in the input (reports name its line).
    pub offset: usize,
    /// The edge as the input wrote it (1-based).
    pub edge: (u32, u32),
}

/// Everything a report says about one block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockReport {
    /// The answer (each drawing's value empty for the streamed contest line).
    pub answer: BlockAnswer,
    /// The winning first moves listed: the fast method's one, or the first of the oracle's
    /// (every one with `--all`).
    pub winning_moves: Vec<MoveReport>,
    /// How many winning moves the method found.
    pub winning_move_count: u64,
    /// Whether those are all the winning moves of the block.
    pub winning_moves_complete: bool,
    /// The number of edges in the whole block.
    pub total_edges: usize,
}

impl BlockReport {
    /// The verdict alone, as for the contest line.
    pub fn verdict(first_player_wins: bool) -> Self {
        BlockReport {
            answer: BlockAnswer {
                values: Vec::new(),
                first_player_wins,
                winning_move: None,
                all_winning_moves: None,
                move_search_gave_up: None,
            },
            winning_moves: Vec::new(),
            winning_move_count: 0,
            winning_moves_complete: !first_player_wins,
            total_edges: 0,
        }
    }

    /// The report of `answer` on `block`, listing at most `detail.listed` winning moves: every
    /// one where the method found them all, else the one it names.
    pub fn new(answer: BlockAnswer, block: &ReadBlock, detail: Detail) -> Self {
        let named: Vec<(usize, usize)> = answer.winning_move.into_iter().collect();
        let (moves, complete) = match &answer.all_winning_moves {
            Some(all) => (&all[..], true),
            None => (&named[..], !answer.first_player_wins),
        };
        let describe = |&(drawing, edge): &(usize, usize)| {
            let (a, b) = block.drawings[drawing].1[edge];
            MoveReport {
                drawing: drawing + 1,
                offset: block.edge_offsets[drawing][edge],
                edge: (a + 1, b + 1),
            }
        };
        BlockReport {
            winning_moves: moves.iter().take(detail.listed).map(describe).collect(),
            winning_move_count: moves.len() as u64,
            winning_moves_complete: complete,
            total_edges: block.total_edges(),
            answer,
        }
    }
}

impl Answer for BlockReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.answer.first_player_wins))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.answer.answer().as_bytes());
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let answer = &self.answer;
        let listed: Vec<String> = answer.values.iter().map(ToString::to_string).collect();
        let winner = if answer.first_player_wins {
            "the first player (Sally) wins"
        } else {
            "the second player (Harry) wins"
        };
        let drawings = match answer.values.len() {
            1 => "1 drawing of value".to_string(),
            count => format!("{count} drawings of values"),
        };
        let _ = writeln!(
            text,
            "block {}: {drawings} {}; their XOR is {}: {winner}; {}",
            context.test,
            listed.join(" "),
            answer.value(),
            context.solved_by()
        );
        let _ = match self.winning_moves.first() {
            Some(found) => writeln!(
                text,
                "  a winning move: in drawing {}, delete the edge {} {} (line {})",
                found.drawing,
                found.edge.0,
                found.edge.1,
                context.scanner.line_at(found.offset)
            ),
            None => match &answer.move_search_gave_up {
                Some(why) => writeln!(text, "  no winning move given: {why}"),
                None if self.total_edges == 0 => writeln!(text, "  no move: no edge at all"),
                None => writeln!(text, "  every move loses"),
            },
        };
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("value".into(), json!(self.answer.value()));
        object.insert("drawing_values".into(), json!(self.answer.values));
        object.insert(
            "move_search_gave_up".into(),
            json!(self.answer.move_search_gave_up.is_some()),
        );
    }

    /// Each move as the spec writes it: `{"drawing": i, "line": l, "edge": [a, b]}`.
    fn winning_moves<'m>(&'m self, context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        let scanner = context.scanner;
        Some(WinningMoves {
            listed: Box::new(self.winning_moves.iter().map(move |report| {
                json!({
                    "drawing": report.drawing,
                    "line": scanner.line_at(report.offset),
                    "edge": [report.edge.0, report.edge.1],
                })
            })),
            count: self.winning_move_count,
            complete: self.winning_moves_complete,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::games::christmas_game::parse::read_block;
    use crate::input::Scanner;
    use crate::solve::{Method, Report};

    const INPUT: &[u8] = b"2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";

    fn block() -> ReadBlock {
        read_block(&mut Scanner::new(INPUT)).unwrap()
    }

    fn sample(all_winning_moves: Option<Vec<(usize, usize)>>) -> BlockReport {
        let answer = BlockAnswer {
            values: vec![1, 2],
            first_player_wins: true,
            winning_move: Some((1, 3)),
            all_winning_moves,
            move_search_gave_up: None,
        };
        BlockReport::new(answer, &block(), Detail::default())
    }

    fn report(answer: &BlockReport, number: usize, method: Method, kind: Report) -> String {
        report_text(answer, INPUT, number, method, kind, false)
    }

    #[test]
    fn every_form_of_the_first_sample() {
        let answer = sample(None);
        assert_eq!(report(&answer, 1, Method::Fast, Report::Contest), "Sally\n");
        assert_eq!(
            report(&answer, 1, Method::Fast, Report::Explain),
            "block 1: 2 drawings of values 1 2; their XOR is 3: the first player (Sally) wins; \
             solved by the fast solver\n  a winning move: in drawing 2, delete the edge 3 4 \
             (line 8)\n"
        );
        let json: serde_json::Value =
            serde_json::from_str(&report(&answer, 1, Method::Fast, Report::Json)).unwrap();
        assert_eq!(
            json["winning_moves"],
            json!([{"drawing": 2, "line": 8, "edge": [3, 4]}])
        );
        assert_eq!(json["winning_moves_count"], 1);
        // The theory names one winning move, not every one.
        assert_eq!(json["winning_moves_complete"], false);
        assert_eq!(json["drawing_values"], json!([1, 2]));
        assert_eq!(json["value"], 3);
        assert_eq!(json["answer"], "Sally");
        assert_eq!(json["verdict"], "first");
        assert_eq!(json["method"], "fast");
        assert_eq!(json["move_search_gave_up"], false);
        assert!(json.get("winning_move").is_none(), "{json}");
        // The oracle finds every winning move: here the one.
        let answer = sample(Some(vec![(1, 3)]));
        let json: serde_json::Value =
            serde_json::from_str(&report(&answer, 1, Method::Brute, Report::Json)).unwrap();
        assert_eq!(
            json["winning_moves"],
            json!([{"drawing": 2, "line": 8, "edge": [3, 4]}])
        );
        assert_eq!(json["winning_moves_complete"], true);
        assert_eq!(json["method"], "brute");
        let text = report(&answer, 1, Method::Brute, Report::Explain);
        assert!(
            text.contains("wins; solved by the brute-force oracle\n"),
            "{text}"
        );
    }

    #[test]
    fn a_lost_block_says_every_move_loses() {
        let lost = BlockAnswer {
            values: vec![2, 2],
            first_player_wins: false,
            winning_move: None,
            all_winning_moves: None,
            move_search_gave_up: None,
        };
        let lost = BlockReport::new(lost, &block(), Detail::default());
        let text = report(&lost, 3, Method::Fast, Report::Explain);
        assert!(text.starts_with("block 3: "), "{text}");
        assert!(
            text.ends_with(
                "the second player (Harry) wins; solved by the fast solver\n  every move loses\n"
            ),
            "{text}"
        );
        let json: serde_json::Value =
            serde_json::from_str(&report(&lost, 3, Method::Fast, Report::Json)).unwrap();
        assert_eq!(json["verdict"], "second");
        assert_eq!(json["winning_moves"], json!([]));
        assert_eq!(json["winning_moves_count"], 0);
        assert_eq!(json["winning_moves_complete"], true);
    }

    #[test]
    fn a_search_that_gave_up_names_no_move_and_is_not_complete() {
        let answer = BlockAnswer {
            values: vec![1, 2],
            first_player_wins: true,
            winning_move: None,
            all_winning_moves: None,
            move_search_gave_up: Some("the search would visit more than 9 edges".to_string()),
        };
        let answer = BlockReport::new(answer, &block(), Detail::default());
        let text = report(&answer, 1, Method::Fast, Report::Explain);
        assert!(
            text.ends_with("  no winning move given: the search would visit more than 9 edges\n"),
            "{text}"
        );
        let json: serde_json::Value =
            serde_json::from_str(&report(&answer, 1, Method::Fast, Report::Json)).unwrap();
        assert_eq!(json["winning_moves"], json!([]));
        assert_eq!(json["winning_moves_count"], 0);
        assert_eq!(json["winning_moves_complete"], false);
        assert_eq!(json["move_search_gave_up"], true);
    }
}
