//! A layered drawing much taller than wide (a long path, a deep tree, a chain of positions)
//! folded into bands side by side, as a snake: the first band runs down, the next up, and so on;
//! the drawing is cut only between two layers, where the fewest edges cross, and an edge from one
//! band to the next turns under (or over) the two bands' ends rather than crossing them.

use std::collections::HashMap;

/// The height beyond which a drawing more than twice as tall as wide is folded.
pub(crate) const FOLD_HEIGHT: f64 = 3000.0;
/// The space between two bands.
const BAND_GAP: f64 = 70.0;
/// How far beyond the ends of two bands an edge turns from one to the other.
const TURN: f64 = 30.0;
/// How much further out each edge turns than the one before between the same two bands.
const TURN_STEP: f64 = 14.0;
/// The most bands tried.
const MOST_BANDS: usize = 64;
/// How far from the height wanted a cut may be, as a share of a band's height, to cross fewer
/// edges.
const SLACK: f64 = 0.2;

/// Where the items went: each item's band, and for each pair of neighbouring bands `b`, `b + 1`
/// the height an edge between them turns at.
pub(crate) struct Bands {
    pub(crate) band: Vec<usize>,
    pub(crate) turn: Vec<f64>,
}

impl Bands {
    /// One band: nothing folded.
    fn none(items: usize) -> Bands {
        Bands {
            band: vec![0; items],
            turn: Vec::new(),
        }
    }

    /// The height at which an edge between bands `a` and `b` (neighbours) turns.
    pub(crate) fn turn_between(&self, a: usize, b: usize) -> f64 {
        self.turn[a.min(b)]
    }

    /// The height at which the edge of rank `depth` among those between bands `a` and `b` turns:
    /// each a little further out than the one before, so that no two run together.
    pub(crate) fn turn_at(&self, a: usize, b: usize, depth: usize) -> f64 {
        let outward = if a.min(b) % 2 == 0 { 1.0 } else { -1.0 };
        self.turn_between(a, b) + outward * TURN_STEP * depth as f64
    }
}

/// The left and right ends of `rows`' items.
fn extent(rows: &[(usize, Vec<usize>)], x: &[f64], widths: &[f64]) -> (f64, f64) {
    rows.iter()
        .flat_map(|(_, row)| row)
        .fold((f64::MAX, f64::MIN), |(left, right), &item| {
            (
                left.min(x[item] - widths[item] / 2.0),
                right.max(x[item] + widths[item] / 2.0),
            )
        })
}

/// Folds the drawing when it is taller than [`FOLD_HEIGHT`] and more than twice as tall as wide:
/// `rows` (each a layer's row of items, top to bottom, the vertical `spans` they take) are cut into
/// the number of bands that makes the drawing's longer side shortest, and `x`, `y` moved there.
pub(crate) fn fold(
    rows: &[(usize, Vec<usize>)],
    spans: &[(f64, f64)],
    x: &mut [f64],
    y: &mut [f64],
    widths: &[f64],
    below: &[Vec<usize>],
) -> Bands {
    let items = x.len();
    let Some(&(_, height)) = spans.last() else {
        return Bands::none(items);
    };
    let (left, right) = extent(rows, x, widths);
    if height <= FOLD_HEIGHT || height <= 2.0 * (right - left) {
        return Bands::none(items);
    }
    // Where the drawing may be cut (before row `i`, the first of its layer): the height there and
    // how many edges cross.
    let cuts: Vec<(usize, f64, usize)> = (1..rows.len())
        .filter(|&index| rows[index].0 != rows[index - 1].0)
        .map(|index| {
            let layer = rows[index - 1].0;
            let links = rows
                .iter()
                .filter(|(other, _)| *other == layer)
                .flat_map(|(_, row)| row)
                .map(|&item| below[item].len())
                .sum();
            (index, spans[index - 1].1, links)
        })
        .collect();
    let mut best: Option<(f64, Vec<usize>)> = None;
    for count in 2..=(cuts.len() + 1).min(MOST_BANDS) {
        let share = height / count as f64;
        let mut starts = vec![0];
        for part in 1..count {
            let wanted = share * part as f64;
            let last = starts[starts.len() - 1];
            let later = || cuts.iter().filter(move |cut| cut.0 > last);
            let off = |cut: &&(usize, f64, usize)| (cut.1 - wanted).abs();
            let chosen = later()
                .filter(|cut| off(cut) <= SLACK * share)
                .min_by(|a, b| a.2.cmp(&b.2).then(off(a).total_cmp(&off(b))))
                .or_else(|| later().min_by(|a, b| off(a).total_cmp(&off(b))));
            match chosen {
                Some(cut) => starts.push(cut.0),
                None => break,
            }
        }
        let ends = starts[1..].iter().copied().chain([rows.len()]);
        let (mut across, mut tallest) = (0.0f64, 0.0f64);
        for (start, end) in starts.iter().copied().zip(ends) {
            let (left, right) = extent(&rows[start..end], x, widths);
            across += right - left + BAND_GAP;
            tallest = tallest.max(spans[end - 1].1 - spans[start].0);
        }
        let longer = (across - BAND_GAP).max(tallest);
        if best
            .as_ref()
            .map_or(true, |(shortest, _)| longer < *shortest)
        {
            best = Some((longer, starts));
        }
    }
    let Some((_, starts)) = best else {
        return Bands::none(items);
    };
    // Every band but the last stretched to the tallest one's height, so that each band ends
    // level with the next one's start; odd bands upside down.
    let ranges: Vec<(usize, usize)> = starts
        .iter()
        .copied()
        .zip(starts[1..].iter().copied().chain([rows.len()]))
        .collect();
    let tallest = ranges
        .iter()
        .map(|&(start, end)| spans[end - 1].1 - spans[start].0)
        .fold(0.0, f64::max);
    let mut bands = Bands::none(items);
    let mut offset = 0.0;
    for (index, &(start, end)) in ranges.iter().enumerate() {
        let (left, right) = extent(&rows[start..end], x, widths);
        let stretch = if index + 1 < ranges.len() {
            stretching(spans[start], spans[end - 1], tallest)
        } else {
            1.0
        };
        let first = (spans[start].0 + spans[start].1) / 2.0;
        let half = (spans[start].1 - spans[start].0) / 2.0;
        for &item in rows[start..end].iter().flat_map(|(_, row)| row) {
            bands.band[item] = index;
            x[item] += offset - left;
            let down = half + (y[item] - first) * stretch;
            y[item] = if index % 2 == 0 { down } else { tallest - down };
        }
        offset += right - left + BAND_GAP;
    }
    bands.turn = (0..ranges.len() - 1)
        .map(|index| {
            if index % 2 == 0 {
                tallest + TURN
            } else {
                -TURN
            }
        })
        .collect();
    bands
}

/// How much the distances between the centres of a band's rows grow for the band, from the
/// span of its first row to the span of its last, to be `height` tall.
fn stretching(first: (f64, f64), last: (f64, f64), height: f64) -> f64 {
    let from = (first.0 + first.1) / 2.0;
    let to = (last.0 + last.1) / 2.0;
    let inner = height - (first.1 - first.0) / 2.0 - (last.1 - last.0) / 2.0;
    if to - from > 0.0 {
        inner / (to - from)
    } else {
        1.0
    }
}

/// The curve from `a` in one band to `c` in the next, turning at height `turn` (below both, or
/// above both): a cubic whose lowest (or highest) point is at `turn`.
pub(crate) fn turn(a: (f64, f64), c: (f64, f64), turn: f64) -> [(f64, f64); 4] {
    let control = (8.0 * turn - a.1 - c.1) / 6.0;
    [a, (a.0, control), (c.0, control), c]
}

/// For each link between two bands (the items at its ends, the smaller first), how far out it
/// turns among the links between the same two bands: the narrowest turn innermost, so that the
/// turns nest.
pub(crate) fn depths(
    chains: &[Vec<usize>],
    bands: &Bands,
    x: &[f64],
) -> HashMap<(usize, usize), usize> {
    let mut links: Vec<(usize, f64, (usize, usize))> = chains
        .iter()
        .flat_map(|chain| chain.windows(2))
        .filter(|pair| bands.band[pair[0]] != bands.band[pair[1]])
        .map(|pair| {
            let boundary = bands.band[pair[0]].min(bands.band[pair[1]]);
            let span = (x[pair[0]] - x[pair[1]]).abs();
            (boundary, span, (pair[0].min(pair[1]), pair[0].max(pair[1])))
        })
        .collect();
    links.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let mut depths = HashMap::new();
    let mut depth = 0;
    for (index, &(boundary, _, link)) in links.iter().enumerate() {
        depth = if index > 0 && links[index - 1].0 == boundary {
            depth + 1
        } else {
            0
        };
        depths.entry(link).or_insert(depth);
    }
    depths
}
