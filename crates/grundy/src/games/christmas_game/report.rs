//! Christmas-game's reports: the contest line, `--explain` and `--json`, per block.

use std::fmt::Write as _;

use serde_json::json;

use crate::input::Scanner;
use crate::solve::Report;

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

/// The report of block number `number` (1-based) in the requested form.
pub fn format(
    report: Report,
    number: usize,
    block: &ReadBlock,
    answer: &BlockAnswer,
    scanner: &Scanner<'_>,
) -> String {
    // The winning move as (1-based drawing, input line, 1-based endpoints).
    let winning = answer.winning_move.map(|(drawing, edge)| {
        let (a, b) = block.drawings[drawing].1[edge];
        let line = scanner.line_at(block.edge_offsets[drawing][edge]);
        (drawing + 1, line, (a + 1, b + 1))
    });
    let value = answer.value();
    match report {
        Report::Contest => format!("{}\n", answer.answer()),
        Report::Json => {
            let winning_move = winning.map(
                |(drawing, line, (a, b))| json!({"drawing": drawing, "line": line, "edge": [a, b]}),
            );
            let object = json!({
                "test": number,
                "answer": answer.answer(),
                "value": value,
                "drawing_values": answer.values,
                "winning_move": winning_move,
                "move_search_gave_up": answer.move_search_gave_up.is_some(),
            });
            format!("{object}\n")
        }
        Report::Explain => {
            let mut text = String::new();
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
                "block {number}: {drawings} {}; their XOR is {value}: {winner}",
                listed.join(" ")
            );
            let _ = match winning {
                Some((drawing, line, (a, b))) => writeln!(
                    text,
                    "  a winning move: in drawing {drawing}, delete the edge {a} {b} (line {line})"
                ),
                None => match &answer.move_search_gave_up {
                    Some(why) => writeln!(text, "  no winning move given: {why}"),
                    None if block.total_edges() == 0 => writeln!(text, "  no move: no edge at all"),
                    None => writeln!(text, "  every move loses"),
                },
            };
            text
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::christmas_game::parse::read_block;

    fn sample() -> (&'static [u8], BlockAnswer) {
        let input: &[u8] = b"2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
        let answer = BlockAnswer {
            values: vec![1, 2],
            first_player_wins: true,
            winning_move: Some((1, 3)),
            move_search_gave_up: None,
        };
        (input, answer)
    }

    #[test]
    fn every_form_of_the_first_sample() {
        let (input, answer) = sample();
        let mut scanner = Scanner::new(input);
        let block = read_block(&mut scanner).unwrap();
        assert_eq!(
            format(Report::Contest, 1, &block, &answer, &scanner),
            "Sally\n"
        );
        assert_eq!(
            format(Report::Explain, 1, &block, &answer, &scanner),
            "block 1: 2 drawings of values 1 2; their XOR is 3: the first player (Sally) wins\n  \
             a winning move: in drawing 2, delete the edge 3 4 (line 8)\n"
        );
        let json: serde_json::Value =
            serde_json::from_str(&format(Report::Json, 1, &block, &answer, &scanner)).unwrap();
        assert_eq!(
            json["winning_move"],
            json!({"drawing": 2, "line": 8, "edge": [3, 4]})
        );
        assert_eq!(json["drawing_values"], json!([1, 2]));
        assert_eq!(json["value"], 3);
        assert_eq!(json["answer"], "Sally");
    }

    #[test]
    fn a_lost_block_says_every_move_loses() {
        let (input, _) = sample();
        let mut scanner = Scanner::new(input);
        let block = read_block(&mut scanner).unwrap();
        let lost = BlockAnswer {
            values: vec![2, 2],
            first_player_wins: false,
            winning_move: None,
            move_search_gave_up: None,
        };
        let text = format(Report::Explain, 3, &block, &lost, &scanner);
        assert!(
            text.ends_with("the second player (Harry) wins\n  every move loses\n"),
            "{text}"
        );
    }
}
