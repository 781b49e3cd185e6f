//! The colours of the pictures: a colour-blind-safe palette (after Okabe and Ito, "Color
//! Universal Design", 2002) in light tints behind black text, and a sequential heat map.

/// A colour, as `0xRRGGBB`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Colour(pub(crate) u32);

impl Colour {
    /// `#rrggbb`.
    pub(crate) fn hex(self) -> String {
        format!("#{:06x}", self.0 & 0xff_ffff)
    }

    /// Whether black text is readable on it (else white).
    pub(crate) fn is_light(self) -> bool {
        let [_, r, g, b] = self.0.to_be_bytes();
        // Relative luminance, roughly (ITU-R BT.601 weights).
        299 * u32::from(r) + 587 * u32::from(g) + 114 * u32::from(b) > 140_000
    }

    /// The text colour to write on it.
    pub(crate) fn text(self) -> Colour {
        if self.is_light() {
            BLACK
        } else {
            WHITE
        }
    }
}

/// Black: text and ordinary lines.
pub(crate) const BLACK: Colour = Colour(0x222222);
/// White: plain nodes.
pub(crate) const WHITE: Colour = Colour(0xffffff);
/// Grey: edges and cells that carry no verdict, the ground.
pub(crate) const GREY: Colour = Colour(0x9a9a9a);
/// Light grey: a draw, an empty cell.
pub(crate) const LIGHT_GREY: Colour = Colour(0xdddddd);
/// The player to move wins (first-player win, an N-position): bluish green.
pub(crate) const WIN: Colour = Colour(0x8fd6bd);
/// A winning move, a winning cut, a highlighted column: vermilion, drawn thick.
pub(crate) const HIGHLIGHT: Colour = Colour(0xd55e00);
/// The second emphasis (a fused part, an open box): blue.
pub(crate) const BLUE: Colour = Colour(0x0072b2);
/// A light blue fill.
pub(crate) const LIGHT_BLUE: Colour = Colour(0xa6cee3);

/// The heat map's stops, from the smallest value to the largest (the viridis map's ends and
/// middle, after van der Walt and Smith, 2015).
const HEAT: [(f64, [f64; 3]); 5] = [
    (0.0, [253.0, 231.0, 37.0]),
    (0.25, [94.0, 201.0, 98.0]),
    (0.5, [33.0, 145.0, 140.0]),
    (0.75, [59.0, 82.0, 139.0]),
    (1.0, [68.0, 1.0, 84.0]),
];

/// The heat map's colour for `value` between `low` and `high` (the low end is light).
pub(crate) fn heat(value: u64, low: u64, high: u64) -> Colour {
    let t = if high > low {
        (value.saturating_sub(low)) as f64 / (high - low) as f64
    } else {
        0.0
    };
    let t = t.clamp(0.0, 1.0);
    let mut stop = 1;
    while stop + 1 < HEAT.len() && HEAT[stop].0 < t {
        stop += 1;
    }
    let (t0, c0) = HEAT[stop - 1];
    let (t1, c1) = HEAT[stop];
    let w = (t - t0) / (t1 - t0);
    let channel = |i: usize| (c0[i] + (c1[i] - c0[i]) * w).round() as u32;
    Colour(channel(0) << 16 | channel(1) << 8 | channel(2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heat_map_runs_from_light_to_dark_and_text_stays_readable() {
        assert_eq!(heat(0, 0, 10), Colour(0xfde725));
        assert_eq!(heat(10, 0, 10), Colour(0x440154));
        assert_eq!(heat(5, 5, 5), Colour(0xfde725));
        assert!(heat(0, 0, 10).is_light());
        assert!(!heat(10, 0, 10).is_light());
        assert_eq!(heat(10, 0, 10).text(), WHITE);
        assert_eq!(WIN.text(), BLACK);
        assert_eq!(Colour(0xabc).hex(), "#000abc");
    }
}
