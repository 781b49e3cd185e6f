//! hunger-game as rules with labelled moves, boxes in the input's order: `open 1 3` opens boxes 1
//! and 3, `box 2 to 4` leaves 4 stones in open box 2.

use std::fmt;

use crate::draw::Picture;
use crate::game::{Playable, Positions, Refusal, Rules};
use crate::heaps::MAX_BRUTE_MOVES;

use super::brute::{closed, moves_bound, BoxState};
use super::draw::boxes_in_play;
use super::HungerGame;
use crate::game::text_picture::Bar;

/// The rules of hunger-game on boxes in the input's order.
#[derive(Debug, Clone, Copy)]
pub struct BoxRules {
    /// The most stones a box holds at the start: what a full bar stands for in the picture.
    largest: u64,
}

/// A move of hunger-game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoxMove {
    /// Open these closed boxes (0-based, increasing; at least one).
    Open(Vec<usize>),
    /// Leave this many stones in an open box (0-based), fewer than it holds.
    Take {
        /// The box.
        index: usize,
        /// The stones left in it.
        left: u64,
    },
}

impl fmt::Display for BoxMove {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoxMove::Open(boxes) => {
                formatter.write_str("open")?;
                for index in boxes {
                    write!(formatter, " {}", index + 1)?;
                }
                Ok(())
            }
            BoxMove::Take { index, left } => write!(formatter, "box {} to {left}", index + 1),
        }
    }
}

impl Positions for BoxRules {
    /// Each box's state ([`BoxState`]: `2a + 1` closed with `a` stones, `2c` open with `c`).
    type Position = Vec<BoxState>;

    fn describe(&self, boxes: &Vec<BoxState>) -> String {
        let states: Vec<String> = boxes
            .iter()
            .map(|&state| {
                if state & 1 == 1 {
                    format!("closed {}", state >> 1)
                } else {
                    format!("open {}", state >> 1)
                }
            })
            .collect();
        format!("boxes: {}", states.join(", "))
    }

    /// A bar per box, its stones, and whether it is open or closed
    /// ([`crate::game::text_picture::bars`]).
    fn drawing(&self, boxes: &Vec<BoxState>) -> Option<String> {
        let rows: Vec<Bar> = boxes
            .iter()
            .enumerate()
            .map(|(index, &state)| Bar {
                label: format!("box {}", index + 1),
                size: state >> 1,
                note: if state & 1 == 1 { "closed" } else { "open" }.to_string(),
            })
            .collect();
        crate::game::text_picture::bars(&rows)
    }

    fn picture(&self, boxes: &Vec<BoxState>) -> Option<Result<Picture, Refusal>> {
        Some(boxes_in_play(&self.describe(boxes), boxes, self.largest))
    }
}

impl Rules for BoxRules {
    type Move = BoxMove;

    fn moves(&self, boxes: &Vec<BoxState>, moves: &mut Vec<BoxMove>) {
        let closed: Vec<usize> = (0..boxes.len())
            .filter(|&index| boxes[index] & 1 == 1)
            .collect();
        for mask in 1u64..1 << closed.len() {
            let open = (0..closed.len())
                .filter(|&bit| mask >> bit & 1 == 1)
                .map(|bit| closed[bit])
                .collect();
            moves.push(BoxMove::Open(open));
        }
        for (index, &state) in boxes.iter().enumerate() {
            if state & 1 == 0 {
                moves.extend(
                    (0..state >> 1)
                        .rev()
                        .map(|left| BoxMove::Take { index, left }),
                );
            }
        }
    }

    fn play(&self, boxes: &Vec<BoxState>, mv: &BoxMove) -> Vec<BoxState> {
        let mut after = boxes.clone();
        match mv {
            BoxMove::Open(open) => {
                for &index in open {
                    after[index] &= !1;
                }
            }
            BoxMove::Take { index, left } => after[*index] = left << 1,
        }
        after
    }
}

impl Playable for HungerGame {
    type Rules = BoxRules;

    fn rules((): &(), values: &Vec<u64>) -> Result<(BoxRules, Vec<BoxState>), Refusal> {
        let bound = moves_bound(values);
        if bound > MAX_BRUTE_MOVES {
            return Err(format!(
                "playing out this test explicitly may take {bound} moves; at most \
                 {MAX_BRUTE_MOVES} are searched"
            ));
        }
        Ok((
            BoxRules {
                largest: values.iter().copied().max().unwrap_or(0),
            },
            values.iter().map(|&stones| closed(stones)).collect(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Referee;
    use crate::games::hunger_game::brute::Oracle;
    use crate::heaps::check::every_tuple;

    #[test]
    fn the_referee_agrees_with_the_oracle_on_labelled_boxes() {
        for count in 1..=3 {
            for values in every_tuple(count, 4) {
                let (rules, start) = HungerGame::rules(&(), &values).unwrap();
                let mut referee = Referee::new(rules);
                let mut oracle = Oracle::new();
                assert_eq!(
                    referee.wins(&start),
                    oracle.first_player_wins(&values),
                    "{values:?}"
                );
                let winning = referee.winning_moves(&start);
                let openings = (1u64..1 << count)
                    .filter(|mask| {
                        let open: Vec<usize> =
                            (0..count).filter(|&index| mask >> index & 1 == 1).collect();
                        oracle.opening_wins(&values, &open)
                    })
                    .count();
                assert_eq!(winning.len(), openings, "{values:?}");
                for mv in winning {
                    let BoxMove::Open(open) = mv else {
                        panic!("only openings from the start: {mv}");
                    };
                    assert!(oracle.opening_wins(&values, &open), "{values:?} {open:?}");
                }
            }
        }
    }

    #[test]
    fn moves_read_as_the_input_numbers_the_boxes() {
        let (rules, start) = HungerGame::rules(&(), &vec![2, 5]).unwrap();
        let referee = Referee::new(rules);
        let labels: Vec<String> = referee
            .moves(&start)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(labels, ["open 1", "open 2", "open 1 2"]);
        let opened = referee
            .rules()
            .play(&start, &referee.parse(&start, "open 2").unwrap());
        let labels: Vec<String> = referee
            .moves(&opened)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            labels,
            [
                "open 1",
                "box 2 to 4",
                "box 2 to 3",
                "box 2 to 2",
                "box 2 to 1",
                "box 2 to 0"
            ]
        );
    }
}
