//! The heap games' pictures: the heaps as bars with the binary digits of their sizes and the
//! nim-sum under them ([`crate::draw::bars`]); each game says which heaps its winning move
//! changes and what the caption explains.

use crate::draw::check_size;
use crate::draw::colour::{Colour, LIGHT_BLUE, WIN};
use crate::draw::picture::{Bar, Bars, Body, Picture, Swatch};
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
    check_size(heaps.len(), &format!("{label}s"))?;
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
            }
        })
        .collect();
    Ok(Bars {
        bars,
        total: ("nim-sum".into(), sum),
        column: (sum != 0).then(|| 63 - sum.leading_zeros()),
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
