//! misère Nim's picture: the heaps as bars with their binary digits and the nim-sum, the caption
//! saying which case of the anti-Nim rule decides, the heap of the winning move marked.

use crate::draw::picture::Picture;
use crate::draw::Drawable;
use crate::game::Refusal;
use crate::heaps::draw::{heap_bars, heap_picture};

use super::report::{Case, MisereAnswer, Tally};
use super::MisereNim;

impl Drawable for MisereNim {
    fn picture((): &(), heaps: &Vec<u64>) -> Result<Picture, Refusal> {
        let answer = MisereAnswer::by_rule(heaps);
        let winning: Vec<(usize, u64)> = answer.winning_move.into_iter().collect();
        let mut bars = heap_bars(heaps, "heap", &winning)?;
        let tally = answer.tally.unwrap_or_else(|| Tally::of(heaps));
        let case = tally.case();
        if case != Case::SeveralBig {
            // The nim-sum does not decide: no column to point at.
            bars.column = None;
        }
        let title = if answer.first_player_wins {
            "misère Nim: the first player wins (John)"
        } else {
            "misère Nim: the first player loses (Brother)"
        };
        let rule = match case {
            Case::AllSmall => format!(
                "Every heap holds at most 1: the moves just alternate, and the first player wins \
                 exactly when the number of 1s ({}) is even.",
                tally.ones
            ),
            Case::OneBig => "Exactly one heap holds 2 or more: the first player wins, reducing it \
                             so that an odd number of heaps of 1 remain."
                .to_string(),
            Case::SeveralBig => "Two or more heaps hold 2 or more: play as in Nim; the first \
                                 player wins exactly when the nim-sum is not 0."
                .to_string(),
        };
        Ok(heap_picture(title.into(), bars, "heap")
            .caption("The last player to move loses (misère play).")
            .caption(rule))
    }
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn misere_nim_names_the_case_of_the_rule() {
        let svg = well_formed::<super::MisereNim>(b"1\n3\n1 1 1\n");
        assert!(svg.contains("the first player loses"));
        assert!(svg.contains("number of 1s (3) is even"));
        let svg = well_formed::<super::MisereNim>(b"1\n3\n1 1 5\n");
        assert!(svg.contains("Exactly one heap"));
        assert!(svg.contains("wins: leave 1"));
        golden::<super::MisereNim>(b"1\n3\n3 5 6\n", "misere-nim");
    }
}
