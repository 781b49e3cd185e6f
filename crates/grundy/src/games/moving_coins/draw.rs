//! moving-coins' picture: the test counts placements, so the picture shows one, the placement
//! `grundy play` starts from by default (drawn from seed 0), as a strip of cells; under each coin
//! its step of staircase Nim (the empty cells just left of it, coins numbered from the right),
//! the odd steps, whose XOR decides the placement, filled; the winning slides' coins outlined. The
//! caption gives the test's count.

use crate::draw::colour::{HIGHLIGHT, LIGHT_GREY, WHITE, WIN};
use crate::draw::picture::{Body, Cell, Click, Picture, Row, Swatch};
use crate::draw::{check_size, Drawable};
use crate::game::{Referee, Refusal, Rules};

use super::count::{count, Method};
use super::rules::chosen;
use super::MovingCoins;

impl Drawable for MovingCoins {
    fn picture((): &(), &(n, m): &(u64, u64)) -> Result<Picture, Refusal> {
        check_size(n as usize, "cells")?;
        let (rules, cells) = chosen((n, m), None, 0)?;
        let value = rules.fast_value(&cells).expect("staircase Nim").0;
        let mut referee = Referee::new(rules);
        let winning: Vec<u64> = referee
            .winning_moves(&cells)
            .iter()
            .map(|slide| slide.from)
            .collect();
        let mut row: Vec<Cell> = (1..=n)
            .map(|_| Cell {
                text: String::new(),
                note: None,
                fill: WHITE,
                ring: None,
                play: None,
            })
            .collect();
        for (from_right, index) in (0..cells.len()).rev().enumerate() {
            let cell = cells[index];
            let left = if index == 0 { 0 } else { cells[index - 1] };
            let odd = from_right % 2 == 0;
            row[cell as usize - 1] = Cell {
                text: "o".into(),
                note: Some(format!("h{}={}", from_right + 1, cell - left - 1)),
                fill: if odd { WIN } else { LIGHT_GREY },
                ring: winning.contains(&cell).then_some(HIGHLIGHT),
                play: None,
            };
        }
        let counted = count(n, m, Method::Product);
        let verdict = if value == 0 {
            "the player to move loses"
        } else {
            "the player to move wins"
        };
        let mut picture = Picture::new(
            format!("moving-coins: {m} coins on {n} cells; this placement: {verdict}"),
            Body::Rows(vec![Row {
                label: "cells".into(),
                first: Some(1),
                cells: row,
            }]),
        )
        .caption(
            "The placement grundy play starts from (drawn from seed 0). Coins numbered from the \
             right: h_i is the number of empty cells just left of coin i, a step of staircase Nim.",
        )
        .caption(format!(
            "The XOR of the odd steps h1, h3, ... is {value}: the player to move wins exactly when \
             it is not 0. The test's answer: {} of the C({n}, {m}) placements are won (mod \
             1000000009).",
            counted.winning
        ))
        .swatch(Swatch::fill(
            WIN,
            "a coin on an odd step: its h counts in the XOR",
        ))
        .swatch(Swatch::fill(LIGHT_GREY, "a coin on an even step"));
        if !winning.is_empty() {
            picture = picture.swatch(Swatch::line(
                HIGHLIGHT,
                "a coin with a winning slide (it empties its odd step to the XOR's liking)",
            ));
        }
        Ok(picture)
    }
}

/// A moving-coins position in play (`described`, the session's line): the strip of `n` cells,
/// the coins on `cells` (increasing, from 1). A move is two clicks: a coin with an empty cell
/// just left of it (`coin 5`, filled), then an empty cell left of it, past no coin (`to 3`).
pub(crate) fn strip_in_play(described: &str, n: u64, cells: &[u64]) -> Result<Picture, Refusal> {
    check_size(n as usize, "cells")?;
    let mut row: Vec<Cell> = (1..=n)
        .map(|cell| Cell {
            text: String::new(),
            note: None,
            fill: WHITE,
            ring: None,
            play: Some(Click::part(format!("to {cell}"))),
        })
        .collect();
    let mut left = 0;
    for &cell in cells {
        let movable = cell > left + 1;
        row[cell as usize - 1] = Cell {
            text: "o".into(),
            note: None,
            fill: if movable { WIN } else { LIGHT_GREY },
            ring: None,
            play: movable.then(|| Click::part(format!("coin {cell}"))),
        };
        left = cell;
    }
    Ok(Picture::new(
        format!("moving-coins: {described}"),
        Body::Rows(vec![Row {
            label: "cells".into(),
            first: Some(1),
            cells: row,
        }]),
    )
    .caption(
        "A move slides one coin left onto an empty cell, over empty cells only; who cannot move \
         loses.",
    )
    .caption("Click a coin that can slide, then the cell it should end on.")
    .swatch(Swatch::fill(WIN, "a coin that can slide"))
    .swatch(Swatch::fill(
        LIGHT_GREY,
        "a coin with no empty cell just left of it",
    ))
    .swatch(Swatch::fill(WHITE, "an empty cell")))
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn the_default_placement_is_drawn_as_a_strip_with_its_steps() {
        let svg = well_formed::<super::MovingCoins>(b"8 4\n");
        assert!(svg.contains("4 coins on 8 cells"), "{svg}");
        assert!(svg.contains("48 of the C(8, 4) placements are won"));
        assert!(svg.contains("h1="));
        golden::<super::MovingCoins>(b"8 4\n", "moving-coins");
        let refused =
            crate::draw::draw::<super::MovingCoins>(b"400 3\n", 1, crate::draw::Format::Svg);
        assert!(refused.is_err());
    }
}
