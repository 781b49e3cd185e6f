//! Rows of cells: each row a label and its cells, each cell its content, a note under it (its
//! value) and its colour; long rows wrap every [`WRAP`] cells, each cell numbered above (when
//! the row's cells are numbered).

use super::colour::{BLACK, WHITE};
use super::dot::Table;
use super::picture::{Picture, Row};
use super::svg::{self, text_width, Anchor, Part, TEXT_SIZE};

/// The most cells on one line.
const WRAP: usize = 20;
/// The size of a note.
const NOTE_SIZE: f64 = 10.0;

/// The picture of rows of cells as an SVG document.
pub(crate) fn svg(picture: &Picture, rows: &[Row]) -> String {
    let part = part(rows);
    svg::document(picture, part.size, part.draw)
}

/// Rows of cells, ready to be drawn.
pub(crate) fn part(rows: &[Row]) -> Part<'_> {
    let cells = rows.iter().flat_map(|row| &row.cells);
    let cell_width = cells
        .clone()
        .map(|cell| {
            let note = cell
                .note
                .as_deref()
                .map_or(0.0, |note| text_width(note, NOTE_SIZE));
            text_width(&cell.text, TEXT_SIZE).max(note)
        })
        .fold(0.0, f64::max)
        .max(18.0)
        + 14.0;
    let noted = cells.clone().any(|cell| cell.note.is_some());
    let cell_height = if noted { 40.0 } else { 30.0 };
    let label_width = rows
        .iter()
        .map(|row| text_width(&row.label, TEXT_SIZE))
        .fold(0.0, f64::max)
        + 12.0;
    let widest = rows
        .iter()
        .map(|row| row.cells.len().min(WRAP))
        .max()
        .unwrap_or(0);
    // The top of each line's cells: a row whose cells are numbered has room for the numbers
    // above each of its lines, the others (a matrix's rows under its first) only a thin gap.
    let mut tops = Vec::new();
    let mut height = 0.0;
    for row in rows {
        let (above, below) = if row.first.is_some() {
            (14.0, 8.0)
        } else {
            (3.0, 3.0)
        };
        for _ in 0..row.cells.len().div_ceil(WRAP).max(1) {
            tops.push(height + above);
            height += above + cell_height + below;
        }
    }
    let width = label_width + widest as f64 * cell_width;
    Part::new((width, height), move |out, (x0, y0)| {
        let mut line = 0;
        for row in rows {
            let top = y0 + tops[line];
            out.text(
                (x0 + label_width - 8.0, top + cell_height / 2.0 + 5.0),
                &row.label,
                TEXT_SIZE,
                Anchor::End,
                true,
                BLACK,
            );
            for (index, cell) in row.cells.iter().enumerate() {
                let y = y0 + tops[line + index / WRAP];
                let x = x0 + label_width + (index % WRAP) as f64 * cell_width;
                if let Some(first) = row.first {
                    out.text(
                        (x + cell_width / 2.0, y - 3.0),
                        &(index + first).to_string(),
                        9.0,
                        Anchor::Middle,
                        false,
                        BLACK,
                    );
                }
                let stroke = match cell.ring {
                    Some(colour) => (colour, 3.5),
                    None => (BLACK, 1.0),
                };
                if let Some(click) = &cell.play {
                    out.start_group(click);
                }
                out.rect(
                    (x + 1.5, y + 1.5, cell_width - 3.0, cell_height - 3.0),
                    cell.fill,
                    Some(stroke),
                );
                let ink = cell.fill.text();
                let text_y = if cell.note.is_some() {
                    y + 17.0
                } else {
                    y + 20.0
                };
                out.text(
                    (x + cell_width / 2.0, text_y),
                    &cell.text,
                    TEXT_SIZE,
                    Anchor::Middle,
                    true,
                    ink,
                );
                if let Some(note) = &cell.note {
                    out.text(
                        (x + cell_width / 2.0, y + 32.0),
                        note,
                        NOTE_SIZE,
                        Anchor::Middle,
                        false,
                        ink,
                    );
                }
                if cell.play.is_some() {
                    out.end_group();
                }
            }
            line += row.cells.len().div_ceil(WRAP).max(1);
        }
    })
}

/// The rows as a table (for DOT): a row per row, its label first.
pub(crate) fn table(rows: &[Row]) -> Table {
    rows.iter()
        .map(|row| {
            std::iter::once((row.label.clone(), WHITE))
                .chain(row.cells.iter().map(|cell| {
                    let text = match &cell.note {
                        Some(note) => format!("{} ({note})", cell.text),
                        None => cell.text.clone(),
                    };
                    (text, cell.fill)
                }))
                .collect()
        })
        .collect()
}
