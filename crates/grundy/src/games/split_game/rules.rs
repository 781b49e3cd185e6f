//! split-game as rules with labelled moves: a move is the triple `i j k` as the contest writes
//! it (bottles from 0: a bean leaves bottle `i`, one enters `j` and one `k`), listed in
//! lexicographic order; the oracle's explicit bean counts ([`super::brute::Beans`]).

use std::fmt;

use crate::draw::Picture;
use crate::game::{Playable, Refusal, Rules};
use crate::nimber::Nimber;

use super::brute::{self, Beans};
use super::draw::bottles_in_play;
use super::{Move, SplitGame, SplitTest};

/// The rules of split-game on a row of bottles, with the value of a bean in each bottle.
#[derive(Debug, Clone)]
pub struct BottleRules {
    /// The value of one bean in each bottle, from the fast solver: `sg(n - 1 - i)` for bottle
    /// `i` ([`super::fast::Workspace::bottle_values`]).
    values: Vec<u32>,
}

/// Take a bean from bottle `i`, put one into bottle `j` and one into bottle `k` (`i < j <= k`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split(pub Move);

impl fmt::Display for Split {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Split((i, j, k)) = self;
        write!(formatter, "{i} {j} {k}")
    }
}

impl Rules for BottleRules {
    type Position = Beans;
    type Move = Split;

    fn moves(&self, beans: &Beans, moves: &mut Vec<Split>) {
        moves.extend(beans.legal_moves().into_iter().map(Split));
    }

    fn play(&self, beans: &Beans, &Split(triple): &Split) -> Beans {
        beans.after(triple)
    }

    /// Each bean is a game of its own, worth its bottle's value: the position is worth the XOR
    /// of the values of the bottles with an odd number of beans.
    fn fast_value(&self, beans: &Beans) -> Option<Nimber> {
        Some(Nimber(u64::from(
            (0..beans.bottles())
                .filter(|&bottle| beans.count(bottle) % 2 == 1)
                .fold(0, |sum, bottle| sum ^ self.values[bottle]),
        )))
    }

    fn describe(&self, beans: &Beans) -> String {
        let counts: Vec<String> = (0..beans.bottles())
            .map(|bottle| beans.count(bottle).to_string())
            .collect();
        format!("beans {}", counts.join(" "))
    }

    fn picture(&self, beans: &Beans) -> Option<Result<Picture, Refusal>> {
        Some(bottles_in_play(&self.describe(beans), beans))
    }
}

impl Playable for SplitGame {
    type Rules = BottleRules;

    fn rules((): &(), test: &SplitTest) -> Result<(BottleRules, Beans), Refusal> {
        let start = Beans::new(&test.beans).ok_or_else(|| {
            let length = brute::game_length_bound(&test.beans)
                .map_or_else(|| "2^64 or more".to_string(), |length| length.to_string());
            format!(
                "games of at most {} bottles and {} moves are played out explicitly; this one \
                 has {} bottles and may last {length} moves",
                brute::MAX_BOTTLES,
                brute::MAX_LENGTH,
                test.beans.len()
            )
        })?;
        let values = super::fast::Workspace::new().bottle_values(test.beans.len());
        Ok((BottleRules { values }, start))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::labels;
    use crate::game::{Contest, Referee};
    use crate::games::split_game::brute::Oracle;
    use crate::heaps::check::every_tuple;
    use crate::input::Scanner;

    fn test(text: &str) -> SplitTest {
        SplitGame::read(&mut Scanner::new(text.as_bytes()), &()).expect("a valid test")
    }

    #[test]
    fn the_referee_finds_the_oracle_s_winning_triples() {
        let mut oracle = Oracle::new();
        for (bottles, most) in [(1, 3), (2, 3), (3, 2), (4, 2), (5, 1), (6, 1)] {
            for counts in every_tuple(bottles, most) {
                // Every arrangement of the counts, not just the sorted one: rotate them.
                for shift in 0..bottles {
                    let mut beans = counts.clone();
                    beans.rotate_left(shift);
                    let words: Vec<String> = beans.iter().map(ToString::to_string).collect();
                    let text = format!("{bottles}\n{}\n", words.join(" "));
                    let (rules, start) = SplitGame::rules(&(), &test(&text)).unwrap();
                    let mut referee = Referee::new(rules);
                    let outcome = oracle.solve(&beans).expect("within reach");
                    assert_eq!(referee.wins(&start), outcome.first_player_wins, "{beans:?}");
                    let named: Vec<Move> = referee
                        .winning_moves(&start)
                        .iter()
                        .map(|&Split(triple)| triple)
                        .collect();
                    assert_eq!(named, outcome.winning_first_moves, "{beans:?}");
                }
            }
        }
    }

    #[test]
    fn the_sample_is_won_by_0_2_3_and_moves_read_as_the_contest_writes_them() {
        let (rules, start) = SplitGame::rules(&(), &test("4\n1 0 1 5000\n")).unwrap();
        let mut referee = Referee::new(rules);
        assert_eq!(labels(&referee.winning_moves(&start)), ["0 2 3"]);
        let all = [
            "0 1 1", "0 1 2", "0 1 3", "0 2 2", "0 2 3", "0 3 3", "2 3 3",
        ];
        assert_eq!(labels(&referee.moves(&start)), all);
        assert_eq!(
            referee.parse(&start, "1 2 3"),
            Err(all.map(String::from).to_vec())
        );
        let split = referee.parse(&start, " 2  3 3").unwrap();
        let after = referee.rules().play(&start, &split);
        assert_eq!(labels(&referee.moves(&after)), all[..6]);
        assert_eq!(
            SplitGame::rules(&(), &test("9\n1 0 0 0 0 0 0 0 0\n"))
                .err()
                .as_deref(),
            Some(
                "games of at most 21 bottles and 127 moves are played out explicitly; this one \
                 has 9 bottles and may last 255 moves"
            )
        );
    }

    #[test]
    fn the_bottles_values_agree_with_search_on_every_position_reached() {
        for (bottles, most) in [(1, 3), (2, 3), (3, 2), (4, 2), (5, 1), (6, 1)] {
            for counts in every_tuple(bottles, most) {
                let words: Vec<String> = counts.iter().map(ToString::to_string).collect();
                let text = format!("{bottles}\n{}\n", words.join(" "));
                let (rules, start) = SplitGame::rules(&(), &test(&text)).unwrap();
                assert!(crate::game::rules::assert_fast_agrees(rules, &start) >= 1);
            }
        }
    }
}
