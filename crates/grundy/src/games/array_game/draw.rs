//! array-game's picture of one query: the board as a row of cells (white cells white, black
//! ones dark), each with its value `g(x) = G(floor(n / x))`; the white cells from which a winning
//! move starts outlined, with the `k` it flips up to. A board of more than
//! [`MAX_ITEMS`](crate::draw::MAX_ITEMS) cells shows the query's white cells alone.

use crate::draw::colour::{Colour, HIGHLIGHT, WHITE};
use crate::draw::picture::{Body, Cell, Click, Picture, Row, Swatch};
use crate::draw::{check_size, counted, Drawable, MAX_ITEMS};
use crate::game::Refusal;

use super::rules::Flip;
use super::values::Values;
use super::ArrayGame;

/// A black cell.
const BLACK_CELL: Colour = Colour(0x555555);

impl Drawable for ArrayGame {
    fn picture(&n: &u64, whites: &Vec<u64>) -> Result<Picture, Refusal> {
        let whole = n <= MAX_ITEMS as u64;
        if !whole {
            check_size(whites.len(), "white cells")?;
        }
        let values = Values::new(n);
        let xor = whites.iter().fold(0, |sum, &x| sum ^ values.of_cell(x));
        let cell = |x: u64| {
            let white = !whole || whites.contains(&x);
            let value = values.of_cell(x);
            let winning = (white && xor != 0)
                .then(|| values.move_to(x, value ^ xor))
                .flatten();
            let mut note = format!("g={value}");
            if let Some(k) = winning {
                note.push_str(&format!(" k={k}"));
            }
            Cell {
                text: if whole { String::new() } else { x.to_string() },
                note: Some(note),
                fill: if white { WHITE } else { BLACK_CELL },
                ring: winning.map(|_| HIGHLIGHT),
                play: None,
            }
        };
        let cells: Vec<Cell> = if whole {
            (1..=n).map(cell).collect()
        } else {
            let mut sorted = whites.clone();
            sorted.sort_unstable();
            sorted.into_iter().map(cell).collect()
        };
        let winning = cells.iter().filter(|cell| cell.ring.is_some()).count();
        let title = if xor != 0 {
            format!(
                "array-game: the first player wins (Yes): {}",
                counted(winning as u64, "white cell that starts a winning move")
            )
        } else {
            "array-game: the first player loses (No)".to_string()
        };
        let row = Row {
            label: if whole { "cells" } else { "white cells" }.to_string(),
            first: whole.then_some(1),
            cells,
        };
        let mut picture = Picture::new(title, Body::Rows(vec![row]));
        if !whole {
            picture = picture.caption(format!(
                "The board has {n} cells, too many to show: only the query's white cells are drawn."
            ));
        }
        Ok(picture
            .caption(format!(
                "g is a cell's value (it depends on n / x only); the XOR over the white cells is {xor}: the first player wins exactly when it is not 0."
            ))
            .caption("A winning move picks an outlined cell x and flips x, 2x, ..., kx.")
            .swatch(Swatch::fill(WHITE, "a white cell"))
            .swatch(Swatch::fill(BLACK_CELL, "a black cell"))
            .swatch(Swatch::line(HIGHLIGHT, "a white cell that starts a winning move (k as shown)")))
    }
}

/// An array-game query in play: the board's cells (at most [`MAX_BRUTE_N`](super::brute::MAX_BRUTE_N), as play allows).
/// A move is two clicks: a white cell `x` starts it (`cell 3`), then the last cell to flip, `kx`,
/// ends it (`cell 3 k 2` for cell 6; `x` again for `k = 1`): each cell `y` offers, after the
/// first click, the move from each of its divisors `x` that ends on it.
pub(crate) fn board_in_play(described: &str, n: u64, white: &[u64]) -> Result<Picture, Refusal> {
    check_size(n as usize, "cells")?;
    let cells = (1..=n)
        .map(|y| {
            let is_white = white.binary_search(&y).is_ok();
            let start = is_white.then(|| format!("cell {y}"));
            let ends = (1..=y)
                .filter(|x| y % x == 0)
                .map(|x| format!("={}", Flip { x, k: y / x }));
            Cell {
                text: String::new(),
                note: None,
                fill: if is_white { WHITE } else { BLACK_CELL },
                ring: None,
                play: Some(Click::Part(start.into_iter().chain(ends).collect())),
            }
        })
        .collect();
    let row = Row {
        label: "cells".into(),
        first: Some(1),
        cells,
    };
    Ok(
        Picture::new(format!("array-game: {described}"), Body::Rows(vec![row]))
            .caption(
                "A move picks a white cell x and a k with kx <= n, and flips x, 2x, ..., kx; who \
                 cannot move loses.",
            )
            .caption(
                "Click a white cell x, then the last cell to flip: a multiple kx of it (x again \
                 flips x alone).",
            )
            .swatch(Swatch::fill(WHITE, "a white cell"))
            .swatch(Swatch::fill(BLACK_CELL, "a black cell")),
    )
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn array_game_shows_the_board_or_its_white_cells() {
        let svg = well_formed::<super::ArrayGame>(b"3\n2\n2\n1 2\n2\n2 3\n");
        assert!(svg.contains("array-game: the first player"));
        let sparse = well_formed::<super::ArrayGame>(b"1000000\n1\n2\n5 999999\n");
        assert!(
            sparse.contains("only the query&apos;s white cells")
                || sparse.contains("only the query")
        );
        assert!(sparse.contains(">999999<"));
        golden::<super::ArrayGame>(b"12\n1\n3\n2 3 5\n", "array-game");
    }
}
