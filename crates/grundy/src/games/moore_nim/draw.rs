//! moore-nim's pictures. The test counts choices of heaps, so `grundy draw` shows one: the choice
//! `grundy play` starts from by default (drawn from seed 0), as bars with the binary digits of
//! the heaps and, under them, Moore's rule column by column: the number of 1s in each column and
//! that number modulo `k + 1` (the player to move loses exactly when every one is 0). The heaps
//! of a winning move are marked; the caption gives the test's count.
//!
//! In play, each heap is a row of stones, each stone a piece of a move
//! ([`crate::draw::picture::Click::Piece`]): a move lowers up to `k` heaps at once, its pieces
//! (`heap 1 to 0`, `heap 3 to 2`) chosen by clicks in any order.

use crate::draw::colour::{LIGHT_BLUE, WIN};
use crate::draw::picture::{BarClick, Bars, Body, Click, Picture, Swatch, Total};
use crate::draw::{check_size, Drawable};
use crate::game::rules::MAX_FAST_WORK;
use crate::game::{Referee, Refusal};
use crate::heaps::draw::{heap_bars, MAX_UNITS};

use super::parse::Instance;
use super::rule::bit_counts;
use super::rules::{move_count, random_heaps, Lower, MooreRules};
use super::transform::{count_losing, MODULUS};
use super::MooreNim;

/// `heaps` as bars with Moore's counts under them (modulo `k + 1`).
fn moore_bars(heaps: &[u64], k: u64) -> Result<Bars, Refusal> {
    let mut bars = heap_bars(heaps, "heap", &[])?;
    bars.total = Total::Counts {
        radix: k.saturating_add(1),
    };
    bars.column = None;
    Ok(bars)
}

/// The highest binary column of `heaps` whose number of 1s is not a multiple of `radix`.
fn highest_unbalanced(heaps: &[u64], radix: u64) -> Option<u32> {
    let counts = bit_counts(heaps);
    (0..64u32)
        .rev()
        .find(|&bit| counts[bit as usize] % radix != 0)
}

impl Drawable for MooreNim {
    fn picture((): &(), instance: &Instance) -> Result<Picture, Refusal> {
        let (n, k) = (instance.n, instance.k);
        check_size(usize::try_from(n).unwrap_or(usize::MAX), "heaps")?;
        let count = count_losing(n, k, &instance.sizes).map_err(|error| error.to_string())?;
        let heaps = random_heaps(instance, 0);
        let radix = k.saturating_add(1);
        let mut bars = moore_bars(&heaps, k)?;
        bars.column = highest_unbalanced(&heaps, radix);
        // A winning move, the first the rules list (fewest heaps), where listing them is cheap.
        let affordable =
            move_count(&heaps, k).saturating_mul(u128::from(n.max(1))) <= MAX_FAST_WORK;
        let winning: Option<Lower> = if bars.column.is_some() && affordable {
            let rules = MooreRules::new(k, &heaps);
            Referee::new(rules).winning_moves(&heaps).into_iter().next()
        } else {
            None
        };
        if let Some(Lower(changes)) = &winning {
            for &(heap, left) in changes {
                bars.bars[heap].fill = WIN;
                bars.bars[heap].note = format!("wins: leave {left}");
            }
        }
        let verdict = if bars.column.is_some() {
            "the player to move wins"
        } else {
            "the player to move loses"
        };
        let why = match (&winning, bars.column) {
            (_, None) => format!(
                "Every column holds a multiple of {radix} ones: a move lowers 1 to {k} heaps, so at \
                 the highest column it changes, it takes away 1 to {k} ones and leaves a count \
                 that is not a multiple of {radix}."
            ),
            (Some(mv), Some(_)) => format!(
                "A winning move (one of the fewest heaps): {mv}; it leaves every column a multiple \
                 of {radix} ones."
            ),
            (None, Some(_)) => format!(
                "A winning move exists (Moore's construction, from the highlighted column down); \
                 the position has too many moves to list here ({} or more).",
                MAX_FAST_WORK / u128::from(n.max(1))
            ),
        };
        let column = bars.column;
        let mut picture = Picture::new(
            format!("moore-nim: {n} heaps, a move lowers 1 to {k}; this choice: {verdict}"),
            Body::Bars(bars),
        )
        .caption(
            "The choice of heaps grundy play starts from (drawn from seed 0), each one of the \
             test's sizes.",
        )
        .caption(format!(
            "Moore's rule: the player to move loses exactly when every binary column holds a \
             multiple of k + 1 = {radix} ones (the last row: each count mod {radix}, all 0)."
        ))
        .caption(why)
        .caption(format!(
            "The test's answer: {} of the {}^{n} choices of the heaps lose (mod {MODULUS}).",
            count.answer,
            instance.sizes.len()
        ))
        .swatch(Swatch::fill(WIN, "a heap the winning move lowers"))
        .swatch(Swatch::fill(LIGHT_BLUE, "any other heap"));
        if column.is_some() {
            picture = picture.swatch(Swatch::fill(
                crate::heaps::draw::COLUMN,
                format!("the highest column whose count is not a multiple of {radix}"),
            ));
        }
        Ok(picture)
    }
}

/// A moore-nim position in play (`described`, the session's line): the heaps as bars with
/// Moore's counts, a full bar standing for `full` stones (the largest heap at the start); each
/// stone a piece of a move (`heap 3 to 2`: the heap left with the stones left of it), a heap
/// beyond [`MAX_UNITS`] stones one click (`heap 3`, its size then picked from the list).
pub(crate) fn heaps_in_play(
    described: &str,
    heaps: &[u64],
    k: u64,
    full: u64,
) -> Result<Picture, Refusal> {
    let mut bars = moore_bars(heaps, k)?;
    bars.full = Some(full);
    for (index, bar) in bars.bars.iter_mut().enumerate() {
        let heap = index + 1;
        bar.play = Some(if bar.size <= MAX_UNITS {
            BarClick::Units(
                (0..bar.size)
                    .map(|left| Click::Piece(format!("heap {heap} to {left}")))
                    .collect(),
            )
        } else {
            BarClick::Whole(Click::Piece(format!("heap {heap}")))
        });
    }
    let lowers = if k == 1 {
        "one heap".to_string()
    } else {
        format!("1 to {k} heaps at once")
    };
    Ok(
        Picture::new(format!("Moore's Nim: {described}"), Body::Bars(bars))
            .caption(format!(
                "A move takes stones from {lowers}; whoever takes the last stone wins."
            ))
            .caption(
                "Click each heap to lower where it should end, in any order (a second click on a \
                 chosen stone takes it back);",
            )
            .caption(
                "the move is played once no other heap can join it, or at once by Enter or Play \
                 it.",
            ),
    )
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn a_choice_of_heaps_is_drawn_with_moore_s_counts_and_a_winning_move() {
        let svg = well_formed::<super::MooreNim>(b"7 3 6\n1 2 3\n");
        assert!(svg.contains("mod 7"), "{svg}");
        assert!(
            svg.contains("The test&apos;s answer: 3 of the 3^7"),
            "{svg}"
        );
        golden::<super::MooreNim>(b"7 3 6\n1 2 3\n", "moore-nim");
        // Four heaps of 1 with k = 3: four 1s in the last column, a multiple of 4: lost.
        let lost = well_formed::<super::MooreNim>(b"4 1 3\n1\n");
        assert!(lost.contains("the player to move loses"), "{lost}");
        assert!(!lost.contains("wins: leave"));
        // With k = 1, Nim: the counts mod 2 are the nim-sum's digits.
        let nim = well_formed::<super::MooreNim>(b"3 3 1\n1 2 3\n");
        assert!(nim.contains("mod 2"));
    }

    #[test]
    fn too_many_heaps_are_refused() {
        let error =
            crate::draw::draw::<super::MooreNim>(b"301 1 1\n1\n", 1, crate::draw::Format::Svg)
                .unwrap_err();
        assert!(error.to_string().contains("at most 300 heaps"), "{error}");
    }
}
