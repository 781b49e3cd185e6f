//! split-game as rules with labelled moves: a move is the triple `i j k` as the contest writes
//! it (bottles from 0: a bean leaves bottle `i`, one enters `j` and one `k`), listed in
//! lexicographic order. Positions are the explicit bean counts, any number of beans (the oracle's
//! [`super::brute::Beans`] stops at games of 127 moves); who wins and the values come from the
//! fast solver's value of each bottle, so play reaches [`MAX_PLAYED_BOTTLES`] bottles.

use std::fmt;

use crate::draw::Picture;
use crate::game::play::REMOTENESS_BUDGET;
use crate::game::{Playable, Positions, Refusal, Rules};
use crate::nimber::Nimber;

use super::draw::bottles_in_play;
use super::{Move, SplitGame, SplitTest};

/// The most bottles played: a position has fewer than `n^3 / 6` moves, each weighed by the
/// bottles' values (measured: the slowest reply at this size within 100 ms, release build).
pub const MAX_PLAYED_BOTTLES: usize = 40;

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

impl Positions for BottleRules {
    /// The beans in each bottle (a game adds one bean a move, so 128 bits never fill).
    type Position = Vec<u128>;

    fn describe(&self, beans: &Vec<u128>) -> String {
        let counts: Vec<String> = beans.iter().map(u128::to_string).collect();
        format!("beans {}", counts.join(" "))
    }

    /// The bottles, numbered from 0 as the moves number them, with their beans
    /// ([`crate::game::text_picture::cells`]).
    fn drawing(&self, beans: &Vec<u128>) -> Option<String> {
        let counts: Vec<String> = beans.iter().map(u128::to_string).collect();
        crate::game::text_picture::cells("bottle", 0, &counts)
    }

    fn picture(&self, beans: &Vec<u128>) -> Option<Result<Picture, Refusal>> {
        Some(bottles_in_play(&self.describe(beans), beans))
    }
}

impl Rules for BottleRules {
    type Move = Split;

    /// In lexicographic order: a bean in bottle `i`, then `i < j <= k <= n - 1`.
    fn moves(&self, beans: &Vec<u128>, moves: &mut Vec<Split>) {
        let n = beans.len();
        for i in (0..n).filter(|&bottle| beans[bottle] > 0) {
            for j in i + 1..n {
                moves.extend((j..n).map(|k| Split((i, j, k))));
            }
        }
    }

    fn play(&self, beans: &Vec<u128>, &Split((i, j, k)): &Split) -> Vec<u128> {
        let mut after = beans.clone();
        after[i] -= 1;
        after[j] += 1;
        after[k] += 1;
        after
    }

    /// Each bean is a game of its own, worth its bottle's value: the position is worth the XOR
    /// of the values of the bottles with an odd number of beans.
    fn fast_value(&self, beans: &Vec<u128>) -> Option<Nimber> {
        Some(Nimber(u64::from(
            (0..beans.len())
                .filter(|&bottle| beans[bottle] % 2 == 1)
                .fold(0, |sum, bottle| sum ^ self.values[bottle]),
        )))
    }

    /// The engine's budget divided by the bottles, which every position it looks at copies.
    fn remoteness_budget(&self, beans: &Vec<u128>) -> u64 {
        REMOTENESS_BUDGET / beans.len().max(1) as u64
    }
}

impl Playable for SplitGame {
    type Rules = BottleRules;

    /// Rows of at most [`MAX_PLAYED_BOTTLES`] bottles, any number of beans (the oracle's caps,
    /// 21 bottles and games of 127 moves, are `--method brute`'s).
    fn rules((): &(), test: &SplitTest) -> Result<(BottleRules, Vec<u128>), Refusal> {
        let bottles = test.beans.len();
        if bottles > MAX_PLAYED_BOTTLES {
            return Err(format!(
                "rows of at most {MAX_PLAYED_BOTTLES} bottles are played; this one has {bottles}"
            ));
        }
        let values = super::fast::Workspace::new().bottle_values(bottles);
        let start = test.beans.iter().map(|&count| u128::from(count)).collect();
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
        // Beyond the oracle's games of 127 moves, and its 21 bottles: played all the same.
        assert!(SplitGame::rules(&(), &test("9\n1 0 0 0 0 0 0 0 0\n")).is_ok());
        let row = |bottles: usize| format!("{bottles}\n{}\n", vec!["5000"; bottles].join(" "));
        assert!(SplitGame::rules(&(), &test(&row(MAX_PLAYED_BOTTLES))).is_ok());
        assert_eq!(
            SplitGame::rules(&(), &test(&row(MAX_PLAYED_BOTTLES + 1)))
                .err()
                .as_deref(),
            Some("rows of at most 40 bottles are played; this one has 41")
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
