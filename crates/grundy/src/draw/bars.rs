//! Heaps as bars: each heap a horizontal bar as long as its size (relative to the largest), the
//! binary digits of its size in columns, and under them the digits of the nim-sum, the column
//! of its highest one bit highlighted. More than [`MOST_ROWS`] heaps go into columns side by
//! side (read down, then on to the next column), each with its own header, the total under the
//! last.

use super::colour::{Colour, BLACK, HIGHLIGHT, LIGHT_GREY, WHITE};
use super::dot::Table;
use super::picture::{BarClick, Bars, Picture, Total};
use super::svg::{self, text_width, Anchor, Part, TEXT_SIZE};

/// The longest bar, in pixels.
const BAR: f64 = 240.0;
/// The longest bar when the heaps go into columns and have more than [`LONG_DIGITS`] binary
/// digits (so that two columns of 64-bit numbers fit side by side).
const SHORT_BAR: f64 = 120.0;
/// The number of binary digits beyond which bars in columns are short.
const LONG_DIGITS: u32 = 32;
/// The most heaps in one column.
pub(crate) const MOST_ROWS: usize = 100;
/// The widest the columns of heaps may be together, unless one column alone is wider.
const MOST_WIDTH: f64 = 3000.0;
/// The space between two columns of heaps.
const COLUMN_GAP: f64 = 40.0;
/// The width of a digit in bold type, as a share of the type's size (DejaVu Sans Bold's 0.70 em,
/// a little more than [`text_width`] assumes).
const BOLD_DIGIT: f64 = 0.70;
/// The height of a row.
const ROW: f64 = 26.0;
/// The width of a binary column.
const COLUMN: f64 = 17.0;
/// The narrowest stone of a clickable bar drawn with a line at each side.
const STONE_LINES: f64 = 6.0;

/// How many binary digits the columns show: enough for the largest heap and the sum.
fn digits(bars: &Bars) -> u32 {
    let total = match bars.total {
        Total::Binary(_, value) => value,
        Total::Counts { .. } => 0,
    };
    let largest = bars
        .bars
        .iter()
        .map(|bar| bar.size)
        .chain([total])
        .max()
        .unwrap_or(0);
    (64 - largest.leading_zeros()).max(1)
}

/// The rows under the line, each a label, the number at its left (the nim-sum's value), and a
/// number per binary column (bit 0 first), drawn highlighted where `true`.
type TotalRow = (String, Option<u64>, Vec<(u64, bool)>);

/// The rows of `bars`' total (see [`Total`]).
fn total_rows(bars: &Bars, digits: u32) -> Vec<TotalRow> {
    match &bars.total {
        Total::Binary(label, value) => vec![(
            label.clone(),
            Some(*value),
            (0..digits)
                .map(|bit| {
                    let one = value >> bit & 1;
                    (one, one == 1 && bars.column == Some(bit))
                })
                .collect(),
        )],
        Total::Counts { radix } => {
            let sizes: Vec<u64> = bars.bars.iter().map(|bar| bar.size).collect();
            let counts = crate::games::moore_nim::rule::bit_counts(&sizes);
            let ones = (0..digits)
                .map(|bit| (counts[bit as usize], false))
                .collect();
            let left = (0..digits)
                .map(|bit| {
                    let rest = counts[bit as usize] % radix;
                    (rest, rest != 0)
                })
                .collect();
            vec![
                ("1s in the column".into(), None, ones),
                (format!("mod {radix}"), None, left),
            ]
        }
    }
}

/// The name of binary column `bit` in the header: its weight while short, else `2^bit`.
fn column_name(bit: u32, digits: u32) -> String {
    if digits <= 10 {
        (1u64 << bit).to_string()
    } else {
        bit.to_string()
    }
}

/// The picture of heaps as an SVG document.
pub(crate) fn svg(picture: &Picture, bars: &Bars) -> String {
    let part = part(bars);
    svg::document(picture, part.size, part.draw)
}

/// Heaps as bars, ready to be drawn.
pub(crate) fn part(bars: &Bars) -> Part<'_> {
    let digits = digits(bars);
    let totals = total_rows(bars, digits);
    let labels = bars
        .bars
        .iter()
        .map(|bar| &bar.label)
        .chain(totals.iter().map(|(label, _, _)| label))
        .map(|label| text_width(label, TEXT_SIZE))
        .fold(0.0, f64::max)
        + 12.0;
    let sizes = bars
        .bars
        .iter()
        .map(|bar| bar.size.to_string().len() as f64 * TEXT_SIZE * BOLD_DIGIT)
        .fold(0.0, f64::max)
        + 10.0;
    let largest = bars
        .bars
        .iter()
        .map(|bar| bar.size)
        .max()
        .unwrap_or(0)
        .max(bars.full.unwrap_or(0))
        .max(1);
    let notes = bars
        .bars
        .iter()
        .map(|bar| text_width(&bar.note, TEXT_SIZE))
        .fold(0.0, f64::max);
    let count = bars.bars.len();
    let bar_length = |columns: usize| {
        if columns > 1 && digits > LONG_DIGITS {
            SHORT_BAR
        } else {
            BAR
        }
    };
    let column_width = |columns: usize| {
        labels + bar_length(columns) + sizes + 12.0 + f64::from(digits) * COLUMN + 14.0 + notes
    };
    // Columns: enough for at most MOST_ROWS heaps each, as many as fit in MOST_WIDTH, at least
    // two when there are more than MOST_ROWS heaps.
    let columns = if count <= MOST_ROWS {
        1
    } else {
        let wanted = count.div_ceil(MOST_ROWS);
        let fit =
            ((MOST_WIDTH + COLUMN_GAP) / (column_width(wanted) + COLUMN_GAP)).floor() as usize;
        wanted.min(fit.max(2))
    };
    let per_column = count.div_ceil(columns).max(1);
    let bar_length = bar_length(columns);
    let single = column_width(columns);
    let columns_left = labels + bar_length + sizes + 12.0;
    let width = single * columns as f64 + COLUMN_GAP * (columns - 1) as f64;
    let height = ROW * (per_column as f64 + 1.0 + totals.len() as f64) + 6.0;
    Part::new((width, height), move |out, (x0, y0)| {
        let origin = |index: usize| x0 + (index / per_column) as f64 * (single + COLUMN_GAP);
        let column_x =
            |left: f64, bit: u32| left + columns_left + f64::from(digits - 1 - bit) * COLUMN;
        let header = if digits <= 10 {
            "binary digits"
        } else {
            "bits"
        };
        let last_column = count.saturating_sub(1) / per_column;
        for column in 0..columns.min(last_column + 1) {
            let left = x0 + column as f64 * (single + COLUMN_GAP);
            out.text(
                (column_x(left, digits - 1), y0 + 12.0),
                header,
                10.0,
                Anchor::Start,
                false,
                BLACK,
            );
            if let Some(bit) = bars.column {
                let x = column_x(left, bit);
                let shaded = if column == last_column {
                    height - 16.0
                } else {
                    ROW * (per_column as f64 + 1.0) - 10.0
                };
                out.rect(
                    (x, y0 + 16.0, COLUMN, shaded),
                    crate::heaps::draw::COLUMN,
                    None,
                );
            }
            for bit in 0..digits {
                out.text(
                    (column_x(left, bit) + COLUMN / 2.0, y0 + ROW + 6.0),
                    &column_name(bit, digits),
                    9.0,
                    Anchor::Middle,
                    false,
                    BLACK,
                );
            }
        }
        let digit_row = |out: &mut svg::Svg, (left, y): (f64, f64), value: u64| {
            let column_x = |bit| column_x(left, bit);
            for bit in 0..digits {
                let one = value >> bit & 1 == 1;
                let colour = if one { BLACK } else { Colour(0xaaaaaa) };
                out.text(
                    (column_x(bit) + COLUMN / 2.0, y + 17.0),
                    if one { "1" } else { "0" },
                    TEXT_SIZE,
                    Anchor::Middle,
                    one && bars.column == Some(bit),
                    if one && bars.column == Some(bit) {
                        HIGHLIGHT
                    } else {
                        colour
                    },
                );
            }
        };
        for (index, bar) in bars.bars.iter().enumerate() {
            let x0 = origin(index);
            let column_x = |bit| column_x(x0, bit);
            let y = y0 + ROW * ((index % per_column) as f64 + 1.0) + 8.0;
            out.text(
                (x0 + labels - 8.0, y + 17.0),
                &bar.label,
                TEXT_SIZE,
                Anchor::End,
                false,
                BLACK,
            );
            let length = if bar.size == 0 {
                0.0
            } else {
                (bar.size as f64 / largest as f64 * bar_length).max(3.0)
            };
            if let Some(BarClick::Whole(click)) = &bar.play {
                out.start_group(click);
            }
            out.rect(
                (x0 + labels, y + 4.0, bar_length, ROW - 8.0),
                WHITE,
                Some((LIGHT_GREY, 1.0)),
            );
            if length > 0.0 {
                out.rect(
                    (x0 + labels, y + 4.0, length, ROW - 8.0),
                    bar.fill,
                    Some((BLACK, 1.0)),
                );
            }
            match &bar.play {
                Some(BarClick::Whole(_)) => out.end_group(),
                Some(BarClick::Units(moves)) if !moves.is_empty() => {
                    // One clickable unit per stone, in order, inside a group of their own.
                    let unit = length / moves.len() as f64;
                    if unit >= STONE_LINES {
                        // Thin white lines between the stones, where they are wide enough.
                        for stone in 1..moves.len() {
                            let x = x0 + labels + unit * stone as f64;
                            out.line((x, y + 5.0), (x, y + ROW - 5.0), WHITE, 1.0);
                        }
                    }
                    out.start_units();
                    for (left, click) in moves.iter().enumerate() {
                        out.start_group(click);
                        out.hit_rect((x0 + labels + unit * left as f64, y + 4.0, unit, ROW - 8.0));
                        out.end_group();
                    }
                    out.end_group();
                }
                _ => {}
            }
            out.text(
                (x0 + labels + bar_length + 6.0, y + 17.0),
                &bar.size.to_string(),
                TEXT_SIZE,
                Anchor::Start,
                true,
                BLACK,
            );
            digit_row(out, (x0, y), bar.size);
            out.text(
                (column_x(0) + COLUMN + 12.0, y + 17.0),
                &bar.note,
                TEXT_SIZE,
                Anchor::Start,
                false,
                HIGHLIGHT,
            );
        }
        let x0 = origin(count.saturating_sub(1));
        let column_x = |bit| column_x(x0, bit);
        let y = y0 + ROW * ((count - last_column * per_column) as f64 + 1.0) + 12.0;
        out.line(
            (column_x(digits - 1) - 4.0, y),
            (column_x(0) + COLUMN + 4.0, y),
            BLACK,
            1.5,
        );
        for (row, (label, value, numbers)) in totals.iter().enumerate() {
            let y = y + ROW * row as f64;
            let last = row + 1 == totals.len();
            out.text(
                (x0 + labels - 8.0, y + 17.0),
                label,
                TEXT_SIZE,
                Anchor::End,
                last,
                BLACK,
            );
            if let Some(value) = value {
                out.text(
                    (column_x(digits - 1) - 8.0, y + 17.0),
                    &format!("{value} ="),
                    TEXT_SIZE,
                    Anchor::End,
                    true,
                    BLACK,
                );
            }
            for (bit, &(number, marked)) in (0..digits).zip(numbers) {
                let text = number.to_string();
                // Counts of three digits or more in a smaller type, to fit their column.
                let size = if text.len() > 2 { 9.0 } else { TEXT_SIZE };
                let colour = if marked {
                    HIGHLIGHT
                } else if number == 0 {
                    Colour(0xaaaaaa)
                } else {
                    BLACK
                };
                out.text(
                    (column_x(bit) + COLUMN / 2.0, y + 17.0),
                    &text,
                    size,
                    Anchor::Middle,
                    last || marked,
                    colour,
                );
            }
        }
    })
}

/// The heaps as a table (for DOT): a header, a row per heap, the sum.
pub(crate) fn table(bars: &Bars) -> Table {
    let digits = digits(bars);
    let plain = |text: String| (text, WHITE);
    let bits = |value: u64| {
        (0..digits).rev().map(move |bit| {
            let fill = if bars.column == Some(bit) {
                crate::heaps::draw::COLUMN
            } else {
                WHITE
            };
            ((value >> bit & 1).to_string(), fill)
        })
    };
    let mut rows = Vec::new();
    let mut header = vec![plain(String::new()), plain("size".into())];
    header.extend((0..digits).rev().map(|bit| plain(column_name(bit, digits))));
    header.push(plain(String::new()));
    rows.push(header);
    for bar in &bars.bars {
        let mut row = vec![plain(bar.label.clone()), (bar.size.to_string(), bar.fill)];
        row.extend(bits(bar.size));
        row.push(plain(bar.note.clone()));
        rows.push(row);
    }
    for (label, value, numbers) in total_rows(bars, digits) {
        let mut total = vec![
            plain(label),
            plain(value.map(|value| value.to_string()).unwrap_or_default()),
        ];
        total.extend(
            numbers
                .iter()
                .rev()
                .zip((0..digits).rev())
                .map(|(&(number, _), bit)| {
                    let fill = if bars.column == Some(bit) {
                        crate::heaps::draw::COLUMN
                    } else {
                        WHITE
                    };
                    (number.to_string(), fill)
                }),
        );
        total.push(plain(String::new()));
        rows.push(total);
    }
    rows
}
