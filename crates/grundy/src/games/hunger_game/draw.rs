//! hunger-game's picture: the boxes as bars with the binary digits of their stones; when some
//! boxes' values XOR to 0 (the first player wins), the boxes a winning first move opens are
//! marked and the last row shows their XOR, 0.

use crate::draw::picture::Picture;
use crate::draw::Drawable;
use crate::game::Refusal;
use crate::heaps::draw::{heap_bars, heap_picture};

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
            bars.total = (
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
