//! moving-coins played move by move: the test counts the placements of `m` coins on a strip of
//! `n` cells; one placement is played (`grundy play moving-coins FILE --position "2 5 6"`: the
//! cells of the `m` coins, from 1; by default a random placement drawn from `--seed`). A move
//! slides one coin left over empty cells, labelled `coin 5 to 3` by the cells it leaves and
//! reaches.
//!
//! The engine answers by the staircase rule ([`super::staircase`]): numbering the coins from the
//! right, the empty cells just left of coin `i` are a step of staircase Nim, and the position is
//! worth the XOR of the odd steps ([`Rules::fast_value`]).

use crate::draw::Picture;
use crate::game::play::{self, Player, Session, Setup, REMOTENESS_BUDGET};
use crate::game::rules::MAX_FAST_WORK;
use crate::game::{Playable, Positions, Refusal, Rules};
use crate::nimber::Nimber;
use crate::random::Random;

use super::MovingCoins;

/// The most coins a played placement may have.
pub const MAX_PLAYED_COINS: u64 = 1000;

/// The longest strip shown cell by cell in the position's line.
const SHOWN_CELLS: u64 = 60;

/// The rules on a strip of `n` cells.
#[derive(Debug, Clone, Copy)]
pub struct StripRules {
    n: u64,
}

/// Slide the coin on cell `from` to cell `to` (from 1, `to < from`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slide {
    pub from: u64,
    pub to: u64,
}

impl std::fmt::Display for Slide {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(formatter, "coin {} to {}", self.from, self.to)
    }
}

impl Positions for StripRules {
    /// The coins' cells, increasing.
    type Position = Vec<u64>;

    fn picture(&self, cells: &Vec<u64>) -> Option<Result<Picture, Refusal>> {
        Some(super::draw::strip_in_play(
            &self.describe(cells),
            self.n,
            cells,
        ))
    }

    fn describe(&self, cells: &Vec<u64>) -> String {
        let listed: Vec<String> = cells.iter().map(u64::to_string).collect();
        let mut line = format!("coins on cells {} of {}", listed.join(" "), self.n);
        if self.n <= SHOWN_CELLS {
            let strip: String = (1..=self.n)
                .map(|cell| {
                    if cells.binary_search(&cell).is_ok() {
                        'o'
                    } else {
                        '.'
                    }
                })
                .collect();
            line.push_str(&format!(": {strip}"));
        }
        line
    }
}

impl Rules for StripRules {
    type Move = Slide;

    /// Coin by coin from the left, each to the nearest cell first.
    fn moves(&self, cells: &Vec<u64>, moves: &mut Vec<Slide>) {
        let mut left = 0;
        for &from in cells {
            moves.extend((left + 1..from).rev().map(|to| Slide { from, to }));
            left = from;
        }
    }

    fn play(&self, cells: &Vec<u64>, slide: &Slide) -> Vec<u64> {
        cells
            .iter()
            .map(|&cell| if cell == slide.from { slide.to } else { cell })
            .collect()
    }

    /// The engine's budget divided by the cells, which every position it looks at copies.
    fn remoteness_budget(&self, cells: &Vec<u64>) -> u64 {
        REMOTENESS_BUDGET / cells.len().max(1) as u64
    }

    /// Staircase Nim: the coins numbered from the right, the XOR of the empty runs just left of
    /// coins 1, 3, 5, ...
    fn fast_value(&self, cells: &Vec<u64>) -> Option<Nimber> {
        let mut sum = 0;
        for (from_right, index) in (0..cells.len()).rev().enumerate() {
            if from_right % 2 == 0 {
                let left = if index == 0 { 0 } else { cells[index - 1] };
                sum ^= cells[index] - left - 1;
            }
        }
        Some(Nimber(sum))
    }
}

/// The placement `position` gives (`--position`: the coins' cells), or one drawn from `seed`,
/// with its rules; refused when it is not a placement the test counts or too large to play.
pub(crate) fn chosen(
    (n, m): (u64, u64),
    position: Option<&str>,
    seed: u64,
) -> Result<(StripRules, Vec<u64>), Refusal> {
    if m > MAX_PLAYED_COINS {
        return Err(format!(
            "a placement of {m} coins is too large to play: at most {MAX_PLAYED_COINS}"
        ));
    }
    // Every move slides a coin over empty cells: at most n - m moves from any placement.
    let work = u128::from(n - m) * u128::from(m);
    if work > MAX_FAST_WORK {
        return Err(format!(
            "{m} coins on {n} cells may have {} moves; play lists and weighs every move, at most \
             {MAX_FAST_WORK} moves times coins",
            n - m
        ));
    }
    let cells = match position {
        Some(text) => parse_cells(n, m, text)?,
        None => {
            // Floyd's sampling of m distinct cells of 1..=n.
            let mut random = Random::from_seed(seed);
            let mut cells = std::collections::BTreeSet::new();
            for last in n - m + 1..=n {
                let cell = random.between(1, last);
                if !cells.insert(cell) {
                    cells.insert(last);
                }
            }
            cells.into_iter().collect()
        }
    };
    Ok((StripRules { n }, cells))
}

/// The cells of `--position`: `m` distinct cells of `1..n`, in any order.
fn parse_cells(n: u64, m: u64, text: &str) -> Result<Vec<u64>, Refusal> {
    let mut cells = text
        .split_whitespace()
        .map(|word| match word.parse::<u64>() {
            Ok(cell) if (1..=n).contains(&cell) => Ok(cell),
            _ => Err(format!("--position: '{word}' is not a cell of 1..{n}")),
        })
        .collect::<Result<Vec<u64>, Refusal>>()?;
    if cells.len() as u64 != m {
        return Err(format!(
            "--position gives {} cells; the test counts placements of m = {m} coins",
            cells.len()
        ));
    }
    cells.sort_unstable();
    if let Some(pair) = cells.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(format!("--position: cell {} holds two coins", pair[0]));
    }
    Ok(cells)
}

impl Playable for MovingCoins {
    type Rules = StripRules;

    const CHOICES: &'static [&'static str] = &["--position"];

    /// The placement drawn from seed 0.
    fn rules((): &(), &test: &(u64, u64)) -> Result<(StripRules, Vec<u64>), Refusal> {
        chosen(test, None, 0)
    }

    fn set_up(
        (): &(),
        &test: &(u64, u64),
        setup: &Setup,
        first: Player,
        seed: u64,
    ) -> Option<Result<Box<dyn Session>, Refusal>> {
        Some(
            chosen(test, setup.position.as_deref(), seed)
                .map(|(rules, cells)| play::session(rules, cells, first, seed)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::play::start_with;
    use crate::game::rules::{assert_fast_agrees, labels};
    use crate::game::Referee;

    #[test]
    fn moves_slide_a_coin_left_over_empty_cells() {
        let (rules, start) = chosen((6, 2), Some("5 2"), 0).unwrap();
        assert_eq!(rules.describe(&start), "coins on cells 2 5 of 6: .o..o.");
        let mut referee = Referee::new(rules);
        assert_eq!(
            labels(&referee.moves(&start)),
            ["coin 2 to 1", "coin 5 to 4", "coin 5 to 3"]
        );
        // Gaps from the right: 1 right of coin 5, 2 left of it, 1 left of coin 2: worth 2.
        assert_eq!(referee.value(&start), Some(Nimber(2)));
        assert_eq!(labels(&referee.winning_moves(&start)), ["coin 5 to 3"]);
    }

    #[test]
    fn the_staircase_value_agrees_with_search_on_every_small_placement() {
        for n in 1..=9u64 {
            for m in 1..=n {
                for mask in super::super::placements(n, m) {
                    let cells: Vec<u64> = (1..=n)
                        .filter(|&cell| mask >> (cell - 1) & 1 == 1)
                        .collect();
                    assert!(assert_fast_agrees(StripRules { n }, &cells) >= 1);
                }
            }
        }
    }

    #[test]
    fn the_engine_on_the_winning_side_beats_a_random_opponent() {
        let mut random = Random::from_seed(24);
        for case in 0..300u64 {
            let n = 1 + random.below(40);
            let m = 1 + random.below(n.min(12));
            let (rules, cells) = chosen((n, m), None, case).unwrap();
            let first = if rules.fast_wins(&cells) == Some(true) {
                Player::Engine
            } else {
                Player::Human
            };
            let mut session = play::session(rules, cells.clone(), first, case);
            let winner = play::against_random(session.as_mut(), &mut random, 10_000);
            assert_eq!(
                winner,
                Some(Player::Engine),
                "{n} cells, coins on {cells:?}"
            );
        }
    }

    #[test]
    fn a_position_must_be_a_placement_the_test_counts() {
        let refused = |text: &str| chosen((8, 3), Some(text), 0).err();
        assert_eq!(
            refused("1 2").as_deref(),
            Some("--position gives 2 cells; the test counts placements of m = 3 coins")
        );
        assert_eq!(
            refused("1 2 9").as_deref(),
            Some("--position: '9' is not a cell of 1..8")
        );
        assert_eq!(
            refused("3 1 3").as_deref(),
            Some("--position: cell 3 holds two coins")
        );
        assert_eq!(
            chosen((10_000_000, 5000), None, 0).err().as_deref(),
            Some("a placement of 5000 coins is too large to play: at most 1000")
        );
        for seed in 0..50 {
            let (_, cells) = chosen((8, 4), None, seed).unwrap();
            assert_eq!(cells.len(), 4);
            assert!(cells.windows(2).all(|pair| pair[0] < pair[1]) && cells[3] <= 8);
        }
        let setup = Setup {
            position: Some("4 1 2 3".into()),
            ..Setup::default()
        };
        let session = start_with::<MovingCoins>(b"8 4\n", 1, Player::Human, 0, &setup).unwrap();
        assert_eq!(session.position(), "coins on cells 1 2 3 4 of 8: oooo....");
        assert!(session.winner().is_some(), "no coin can move");
    }
}
