//! hunger-game's picture: the boxes as bars with the binary digits of their stones; when some
//! boxes' values XOR to 0 (the first player wins), the boxes a winning first move opens are
//! marked and the last row shows their XOR, 0.

use crate::draw::colour::{LIGHT_BLUE, LIGHT_GREY};
use crate::draw::picture::Picture;
use crate::draw::picture::{BarClick, Body, Click, Swatch, Total};
use crate::draw::Drawable;
use crate::game::Refusal;
use crate::heaps::draw::{heap_bars, heap_click, heap_picture};

use super::brute::BoxState;

use super::basis::analyse;
use super::HungerGame;

impl Drawable for HungerGame {
    fn picture((): &(), values: &Vec<u64>) -> Result<Picture, Refusal> {
        let analysis = analyse(values);
        let open = analysis.open.clone().unwrap_or_default();
        let mut bars = heap_bars(values, "box", &[])?;
        bars.column = None;
        for &index in &open {
            bars.bars[index].fill = crate::draw::colour::WIN;
            bars.bars[index].note = "open".into();
        }
        let (title, why) = if analysis.open.is_some() {
            bars.total = Total::Binary(
                "XOR of the opened".into(),
                open.iter().fold(0, |sum, &index| sum ^ values[index]),
            );
            (
                "hunger-game: the first player wins (First)",
                "Opening the marked boxes (their values XOR to 0, the rest are independent) \
                 leaves the second player a lost game.",
            )
        } else {
            (
                "hunger-game: the first player loses (Second)",
                "No non-empty set of boxes XORs to 0: the values are independent over GF(2).",
            )
        };
        Ok(heap_picture(title.into(), bars, "box")
            .caption(format!(
                "The first player wins exactly when some non-empty set of boxes has XOR 0 \
                 (rank {} of {} boxes).",
                analysis.rank,
                values.len()
            ))
            .caption(why))
    }
}

/// A hunger-game position in play: the boxes as bars, closed ones grey (a click adds the box to
/// the boxes to open: `open 1`, then `3`), open ones a row of clickable stones (a click leaves
/// the box with the stones left of it); a full bar stands for `full` stones.
pub(crate) fn boxes_in_play(
    described: &str,
    boxes: &[BoxState],
    full: u64,
) -> Result<Picture, Refusal> {
    let stones: Vec<u64> = boxes.iter().map(|state| state >> 1).collect();
    let mut bars = heap_bars(&stones, "box", &[])?;
    bars.column = None;
    bars.full = Some(full);
    if let Total::Binary(label, _) = &mut bars.total {
        *label = "XOR".into();
    }
    for (index, (bar, state)) in bars.bars.iter_mut().zip(boxes).enumerate() {
        let number = index + 1;
        if state & 1 == 1 {
            bar.fill = LIGHT_GREY;
            bar.note = "closed".into();
            bar.play = Some(BarClick::Whole(Click::Part(vec![
                format!("open {number}"),
                number.to_string(),
            ])));
        } else {
            bar.note = "open".into();
            bar.play = Some(heap_click(bar.size, format!("box {number}"), |left| {
                format!("box {number} to {left}")
            }));
        }
    }
    Ok(Picture::new(
        format!("hunger-game: {described}"),
        Body::Bars(bars),
    )
    .caption("A move opens closed boxes, or takes stones from one open box; who cannot move loses.")
    .caption(
        "Click closed boxes in increasing order to open them (then Play or Enter), or an open \
         box's bar where it should end.",
    )
    .swatch(Swatch::fill(LIGHT_GREY, "a closed box"))
    .swatch(Swatch::fill(LIGHT_BLUE, "an open box")))
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn hunger_game_marks_the_boxes_to_open() {
        let svg = well_formed::<super::HungerGame>(b"1\n3\n3 5 6\n");
        assert!(svg.contains("the first player wins"));
        assert_eq!(svg.matches(">open<").count(), 3);
        let svg = well_formed::<super::HungerGame>(b"1\n3\n1 2 4\n");
        assert!(svg.contains("the first player loses"));
        golden::<super::HungerGame>(b"1\n3\n3 5 6\n", "hunger-game");
    }
}
