//! The heap games' pictures: the heaps as bars with the binary digits of their sizes and the
//! nim-sum under them ([`crate::draw::bars`]); each game says which heaps its winning move
//! changes and what the caption explains.

use crate::draw::check_size;
use crate::draw::colour::{Colour, LIGHT_BLUE, WIN};
use crate::draw::picture::{Bar, BarClick, Bars, Body, Click, Picture, Swatch, Total};
use crate::game::Refusal;

/// The tint behind the nim-sum's highest one bit.
pub(crate) const COLUMN: Colour = Colour(0xfde0cc);

/// Heaps drawn as bars, the heap of a winning move (0-based, with the size it leaves) in its own
/// colour, the nim-sum's highest one bit highlighted when it is not 0.
pub(crate) fn heap_bars(
    heaps: &[u64],
    label: &str,
    winning: &[(usize, u64)],
) -> Result<Bars, Refusal> {
    let plural = if label.ends_with('x') { "es" } else { "s" };
    check_size(heaps.len(), &format!("{label}{plural}"))?;
    let sum = crate::heaps::nim_sum(heaps);
    let bars = heaps
        .iter()
        .enumerate()
        .map(|(index, &size)| {
            let moves: Vec<String> = winning
                .iter()
                .filter(|&&(heap, _)| heap == index)
                .map(|&(_, left)| left.to_string())
                .collect();
            Bar {
                label: format!("{label} {}", index + 1),
                size,
                fill: if moves.is_empty() { LIGHT_BLUE } else { WIN },
                note: if moves.is_empty() {
                    String::new()
                } else {
                    format!("wins: leave {}", moves.join(" or "))
                },
                play: None,
            }
        })
        .collect();
    Ok(Bars {
        bars,
        total: Total::Binary("nim-sum".into(), sum),
        column: (sum != 0).then(|| 63 - sum.leading_zeros()),
        full: None,
    })
}

/// A picture of `bars` with the usual legend.
pub(crate) fn heap_picture(title: String, bars: Bars, what: &str) -> Picture {
    let column = bars.column;
    let mut picture = Picture::new(title, Body::Bars(bars))
        .swatch(Swatch::fill(
            WIN,
            format!("a {what} a winning move changes"),
        ))
        .swatch(Swatch::fill(LIGHT_BLUE, format!("any other {what}")));
    if column.is_some() {
        picture = picture.swatch(Swatch::fill(
            COLUMN,
            "the column of the nim-sum's highest 1 bit",
        ));
    }
    picture
}

/// The most stones a bar is cut into clickable units for in play; a larger heap is one click
/// that starts its move (`heap 3`), its sizes then chosen from the list of moves.
pub(crate) const MAX_UNITS: u64 = 240;

/// What a click on a heap of `size` does in play, its moves labelled `label(left)` for each size
/// `left` it may be left with, and `start` the words all of them begin with: a click on its
/// `left`-th unit leaves `left`; a heap beyond [`MAX_UNITS`] is one click adding `start`.
pub(crate) fn heap_click(size: u64, start: String, label: impl Fn(u64) -> String) -> BarClick {
    if size <= MAX_UNITS {
        BarClick::Units((0..size).map(|left| Click::Move(label(left))).collect())
    } else {
        BarClick::Whole(Click::part(start))
    }
}

/// A Nim position in play (nim, misere-nim): the heaps as bars with their binary digits and
/// nim-sum, each a row of clickable stones, a full bar standing for `full` stones (the largest
/// heap at the start); titled `game` and the position `described`.
pub(crate) fn heaps_in_play(
    game: &str,
    described: &str,
    heaps: &[u64],
    full: u64,
    misere: bool,
) -> Result<Picture, Refusal> {
    let mut bars = heap_bars(heaps, "heap", &[])?;
    bars.column = None;
    bars.full = Some(full);
    for (index, bar) in bars.bars.iter_mut().enumerate() {
        let heap = index + 1;
        bar.play = Some(heap_click(bar.size, format!("heap {heap}"), |left| {
            format!("heap {heap} to {left}")
        }));
    }
    let rule = if misere {
        "Take any number of stones from one heap; whoever takes the last stone loses."
    } else {
        "Take any number of stones from one heap; whoever takes the last stone wins."
    };
    Ok(Picture::new(format!("{game}: {described}"), Body::Bars(bars))
        .caption(rule)
        .caption(
            "Click a heap's bar where the heap should end: the stones from there to its right end \
             are taken.",
        ))
}
