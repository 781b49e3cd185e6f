//! Nim's picture: the heaps as bars with their binary digits and the nim-sum (Bouton's
//! theorem: the first player wins iff it is not 0), the heaps of the winning moves marked.

use crate::draw::picture::Picture;
use crate::draw::Drawable;
use crate::game::Refusal;
use crate::heaps::draw::{heap_bars, heap_picture};

use super::report::NimAnswer;
use super::Nim;

impl Drawable for Nim {
    fn picture((): &(), heaps: &Vec<u64>) -> Result<Picture, Refusal> {
        let answer = NimAnswer::by_theory(heaps);
        let bars = heap_bars(heaps, "heap", &answer.winning_moves)?;
        let (title, why) = if answer.first_player_wins {
            (
                "Nim: the first player wins (Yes)",
                "A winning move takes from a heap with a 1 in the highlighted column, leaving its \
                 size XOR the nim-sum.",
            )
        } else {
            (
                "Nim: the first player loses (No)",
                "Every column holds an even number of 1s: every move leaves a nim-sum other than 0.",
            )
        };
        Ok(heap_picture(title.into(), bars, "heap")
            .caption(
                "The nim-sum is the XOR of the sizes, column by column; the first player wins \
                 exactly when it is not 0 (Bouton).",
            )
            .caption(why))
    }
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn nim_is_drawn_as_bars_with_its_winning_heaps() {
        let svg = well_formed::<super::Nim>(b"1\n3\n3 4 5\n");
        assert!(svg.contains("the first player wins"));
        assert!(svg.contains("wins: leave 1"), "heap 1: 3 XOR 2 = 1");
        golden::<super::Nim>(b"1\n3\n3 4 5\n", "nim");
        let lost = well_formed::<super::Nim>(b"1\n2\n7 7\n");
        assert!(lost.contains("the first player loses"));
        assert!(!lost.contains("wins: leave"));
    }
}
