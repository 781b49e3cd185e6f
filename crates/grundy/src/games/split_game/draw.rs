//! split-game's picture: the row of bottles, each with its beans and its value (the Grundy value
//! of one bean at its distance from the end); the bottles with an odd count, whose values make
//! the nim-sum, filled; the smallest winning first move outlined.

use crate::draw::colour::{HIGHLIGHT, LIGHT_BLUE, WHITE, WIN};
use crate::draw::picture::{Body, Cell, Click, Picture, Row, Swatch};
use crate::draw::{check_size, counted, Drawable};
use crate::game::Refusal;

use super::fast::Workspace;
use super::{SplitGame, SplitTest};

impl Drawable for SplitGame {
    fn picture((): &(), test: &SplitTest) -> Result<Picture, Refusal> {
        let beans = &test.beans;
        check_size(beans.len(), "bottles")?;
        let mut work = Workspace::new();
        let values = work.bottle_values(beans.len());
        let analysis = work.analyse(beans);
        let cells = beans
            .iter()
            .zip(&values)
            .map(|(&count, &value)| Cell {
                text: count.to_string(),
                note: Some(format!("v={value}")),
                fill: if count % 2 == 1 { WIN } else { WHITE },
                ring: None,
                play: None,
            })
            .collect();
        let mut row = Row {
            label: "beans".into(),
            first: Some(0),
            cells,
        };
        let title = match analysis.first_move {
            Some((i, j, k)) => {
                for bottle in [i, j, k] {
                    row.cells[bottle].ring = Some(HIGHLIGHT);
                }
                format!(
                    "split-game: the first player wins: {}, the smallest {i} {j} {k}",
                    counted(analysis.winning_moves, "winning first move")
                )
            }
            None => "split-game: the first player loses (-1 -1 -1)".to_string(),
        };
        let mut picture = Picture::new(title, Body::Rows(vec![row]))
            .caption(format!(
                "Bottles 0 to {} (numbered above the cells); v is the value of one bean in the bottle.",
                beans.len() - 1
            ))
            .caption(format!(
                "The nim-sum is the XOR of v over the bottles with an odd count: {}; the first player wins exactly when it is not 0.",
                analysis.nim_sum
            ))
            .swatch(Swatch::fill(WIN, "an odd number of beans: its value counts in the nim-sum"));
        if analysis.first_move.is_some() {
            picture = picture.swatch(Swatch::line(
                HIGHLIGHT,
                "the smallest winning move: a bean leaves the first bottle, one enters each of the others",
            ));
        }
        Ok(picture)
    }
}

/// A split-game position in play: the row of bottles with their beans, each bottle a click that
/// adds its number to the move (`0`, then `2`, then `3`: the move `0 2 3`).
pub(crate) fn bottles_in_play(described: &str, beans: &[u128]) -> Result<Picture, Refusal> {
    check_size(beans.len(), "bottles")?;
    let cells = (0..beans.len())
        .map(|bottle| {
            let count = beans[bottle];
            Cell {
                text: count.to_string(),
                note: None,
                fill: if count > 0 { LIGHT_BLUE } else { WHITE },
                ring: None,
                play: Some(Click::part(bottle.to_string())),
            }
        })
        .collect();
    let row = Row {
        label: "beans".into(),
        first: Some(0),
        cells,
    };
    Ok(
        Picture::new(format!("split-game: {described}"), Body::Rows(vec![row]))
            .caption(
                "A move i j k (i < j, j <= k) takes a bean from bottle i and puts one in bottle j \
                 and one in bottle k; who cannot move loses.",
            )
            .caption(
                "Click three bottles in order: i (with a bean), then j, then k (the same bottle \
                 twice when j = k); Escape starts over.",
            )
            .swatch(Swatch::fill(LIGHT_BLUE, "a bottle with beans")),
    )
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn split_game_shows_values_and_the_first_winning_move() {
        let svg = well_formed::<super::SplitGame>(b"1\n3\n0 0 1\n");
        assert!(svg.contains("the first player loses"));
        let svg = well_formed::<super::SplitGame>(b"1\n4\n1 0 1 5000\n");
        assert!(
            svg.contains("the smallest 0 2 3"),
            "as the contest's sample says"
        );
        golden::<super::SplitGame>(b"1\n4\n1 0 1 5000\n", "split-game");
    }
}
