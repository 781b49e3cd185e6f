//! A small SVG writer: shapes and text with their colours, every text escaped for XML, and the
//! frame every picture shares (title, caption, body, legend).

use std::fmt::Write;

use super::colour::{Colour, BLACK};
use super::picture::{Click, Picture};

/// The font of every text.
const FONT: &str = "DejaVu Sans, Verdana, Arial, sans-serif";
/// The title's size in pixels.
pub(crate) const TITLE_SIZE: f64 = 16.0;
/// The size of ordinary text.
pub(crate) const TEXT_SIZE: f64 = 13.0;
/// The margin around the picture.
pub(crate) const MARGIN: f64 = 16.0;
/// The height of a line of ordinary text.
const LINE: f64 = 19.0;

/// `text` with XML's five special characters escaped, and control characters (not allowed in
/// XML 1.0) dropped.
pub(crate) fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&apos;"),
            ch if ch.is_control() && ch != '\n' && ch != '\t' => {}
            ch => escaped.push(ch),
        }
    }
    escaped
}

/// The width a text takes at `size` pixels, estimated (no font metrics): generous, so that
/// boxes sized by it hold their text.
pub(crate) fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.62
}

/// How a text is placed on its point.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Anchor {
    Start,
    Middle,
    End,
}

/// The elements of an SVG document, in drawing order.
#[derive(Debug, Default)]
pub(crate) struct Svg {
    body: String,
}

/// A number as SVG writes it: at most two decimals.
fn num(value: f64) -> String {
    let rounded = (value * 100.0).round() / 100.0;
    if rounded == rounded.trunc() {
        format!("{}", rounded as i64)
    } else {
        format!("{rounded}")
    }
}

impl Svg {
    /// A rectangle; `stroke` is its outline's colour and width.
    pub(crate) fn rect(
        &mut self,
        (x, y, width, height): (f64, f64, f64, f64),
        fill: Colour,
        stroke: Option<(Colour, f64)>,
    ) {
        let _ = write!(
            self.body,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="{}"{}/>"#,
            num(x),
            num(y),
            num(width),
            num(height),
            fill.hex(),
            stroke_attributes(stroke)
        );
        self.body.push('\n');
    }

    /// An ellipse centred on `(x, y)`.
    pub(crate) fn ellipse(
        &mut self,
        (x, y): (f64, f64),
        (rx, ry): (f64, f64),
        fill: Colour,
        stroke: Option<(Colour, f64)>,
    ) {
        let _ = write!(
            self.body,
            r#"<ellipse cx="{}" cy="{}" rx="{}" ry="{}" fill="{}"{}/>"#,
            num(x),
            num(y),
            num(rx),
            num(ry),
            fill.hex(),
            stroke_attributes(stroke)
        );
        self.body.push('\n');
    }

    /// A straight line.
    pub(crate) fn line(&mut self, from: (f64, f64), to: (f64, f64), colour: Colour, width: f64) {
        let _ = write!(
            self.body,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="{}"/>"#,
            num(from.0),
            num(from.1),
            num(to.0),
            num(to.1),
            colour.hex(),
            num(width)
        );
        self.body.push('\n');
    }

    /// Opens a group of the elements a click on which does `click` in play (`<g data-move="...">`
    /// for a move, `<g data-part="...|...">` for words of a move, the alternatives joined by `|`,
    /// `<g data-piece="...">` for a piece of a move chosen in any order),
    /// closed by [`Svg::end_group`].
    pub(crate) fn start_group(&mut self, click: &Click) {
        let _ = match click {
            Click::Move(label) => writeln!(self.body, r#"<g data-move="{}">"#, escape(label)),
            Click::Part(words) => {
                writeln!(self.body, r#"<g data-part="{}">"#, escape(&words.join("|")))
            }
            Click::Piece(piece) => writeln!(self.body, r#"<g data-piece="{}">"#, escape(piece)),
        };
    }

    /// Opens the group of one bar's clickable units (`<g class="units">`), closed by
    /// [`Svg::end_group`]: a page styles a unit and the ones after it together (what a click
    /// there takes away).
    pub(crate) fn start_units(&mut self) {
        self.body.push_str("<g class=\"units\">\n");
    }

    /// An invisible rectangle: where a click on a shape too small or too thin to hit lands.
    pub(crate) fn hit_rect(&mut self, (x, y, width, height): (f64, f64, f64, f64)) {
        let _ = writeln!(
            self.body,
            r##"<rect x="{}" y="{}" width="{}" height="{}" fill="#ffffff" fill-opacity="0"/>"##,
            num(x),
            num(y),
            num(width),
            num(height)
        );
    }

    /// Closes the group [`Svg::start_group`] opened.
    pub(crate) fn end_group(&mut self) {
        self.body.push_str("</g>\n");
    }

    /// An invisible wide stroke along path `d`: where a click on a thin line lands.
    pub(crate) fn hit_path(&mut self, d: &str) {
        let _ = writeln!(
            self.body,
            r##"<path d="{}" fill="none" stroke="#ffffff" stroke-opacity="0" stroke-width="14"/>"##,
            escape(d)
        );
    }

    /// A path (`d` in SVG's path syntax, numbers already written), unfilled; with an arrowhead
    /// at its end when `arrow`.
    pub(crate) fn path(&mut self, d: &str, colour: Colour, width: f64, dashed: bool, arrow: bool) {
        let dash = if dashed {
            r#" stroke-dasharray="6,4""#
        } else {
            ""
        };
        let _ = write!(
            self.body,
            r#"<path d="{}" fill="none" stroke="{}" stroke-width="{}"{dash}/>"#,
            escape(d),
            colour.hex(),
            num(width),
        );
        self.body.push('\n');
        if arrow {
            self.arrowhead(d, colour, width);
        }
    }

    /// A filled triangle at the end of path `d`, pointing along its last segment.
    fn arrowhead(&mut self, d: &str, colour: Colour, width: f64) {
        let numbers: Vec<f64> = d
            .split(|c: char| c.is_ascii_alphabetic() || c == ',' || c.is_whitespace())
            .filter_map(|token| token.parse().ok())
            .collect();
        if numbers.len() < 4 {
            return;
        }
        let n = numbers.len();
        let (tx, ty) = (numbers[n - 2], numbers[n - 1]);
        let (fx, fy) = (numbers[n - 4], numbers[n - 3]);
        let (dx, dy) = (tx - fx, ty - fy);
        let length = (dx * dx + dy * dy).sqrt();
        if length == 0.0 {
            return;
        }
        let (ux, uy) = (dx / length, dy / length);
        let size = 9.0 + width;
        let back = (tx - ux * size, ty - uy * size);
        let left = (back.0 - uy * size * 0.45, back.1 + ux * size * 0.45);
        let right = (back.0 + uy * size * 0.45, back.1 - ux * size * 0.45);
        let _ = write!(
            self.body,
            r#"<path d="M {} {} L {} {} L {} {} Z" fill="{}"/>"#,
            num(tx),
            num(ty),
            num(left.0),
            num(left.1),
            num(right.0),
            num(right.1),
            colour.hex()
        );
        self.body.push('\n');
    }

    /// A line of text whose baseline starts (or is centred, or ends) at `(x, y)`.
    pub(crate) fn text(
        &mut self,
        (x, y): (f64, f64),
        text: &str,
        size: f64,
        anchor: Anchor,
        bold: bool,
        colour: Colour,
    ) {
        let anchor = match anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let weight = if bold { r#" font-weight="bold""# } else { "" };
        let _ = write!(
            self.body,
            r#"<text x="{}" y="{}" font-size="{}" text-anchor="{anchor}" fill="{}"{weight}>{}</text>"#,
            num(x),
            num(y),
            num(size),
            colour.hex(),
            escape(text)
        );
        self.body.push('\n');
    }

    /// The document: `width` by `height` pixels on a white ground, with a title element.
    pub(crate) fn finish(self, title: &str, width: f64, height: f64) -> String {
        let (width, height) = (width.ceil(), height.ceil());
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{FONT}\">\n<title>{}</title>\n\
             <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n{}</svg>\n",
            escape(title),
            self.body,
            w = num(width),
            h = num(height),
        )
    }
}

/// Draws a laid-out body from the top-left corner it is given.
pub(crate) type DrawBody<'a> = Box<dyn FnOnce(&mut Svg, (f64, f64)) + 'a>;

/// One body of a picture, laid out: its size in pixels and how to draw it from a top-left
/// corner (a picture's whole body, or one panel of a stack).
pub(crate) struct Part<'a> {
    pub(crate) size: (f64, f64),
    pub(crate) draw: DrawBody<'a>,
}

impl<'a> Part<'a> {
    /// A part `size` pixels large, drawn by `draw`.
    pub(crate) fn new(size: (f64, f64), draw: impl FnOnce(&mut Svg, (f64, f64)) + 'a) -> Self {
        Part {
            size,
            draw: Box::new(draw),
        }
    }
}

/// ` stroke="…" stroke-width="…"`, or nothing.
fn stroke_attributes(stroke: Option<(Colour, f64)>) -> String {
    match stroke {
        Some((colour, width)) => format!(
            r#" stroke="{}" stroke-width="{}""#,
            colour.hex(),
            num(width)
        ),
        None => String::new(),
    }
}

/// The frame of every picture: the title and caption on top, the body (`width` by `height`
/// pixels, drawn by `body` from the top-left corner it is given), the legend under it.
pub(crate) fn document(
    picture: &Picture,
    (width, height): (f64, f64),
    body: impl FnOnce(&mut Svg, (f64, f64)),
) -> String {
    let mut svg = Svg::default();
    let mut y = MARGIN + TITLE_SIZE;
    let mut widest = width;
    svg.text(
        (MARGIN, y),
        &picture.title,
        TITLE_SIZE,
        Anchor::Start,
        true,
        BLACK,
    );
    widest = widest.max(text_width(&picture.title, TITLE_SIZE));
    for line in &picture.caption {
        y += LINE;
        svg.text((MARGIN, y), line, TEXT_SIZE, Anchor::Start, false, BLACK);
        widest = widest.max(text_width(line, TEXT_SIZE));
    }
    y += LINE;
    body(&mut svg, (MARGIN, y));
    y += height + 8.0;
    for swatch in &picture.legend {
        if swatch.line {
            svg.line(
                (MARGIN, y + 7.0),
                (MARGIN + 26.0, y + 7.0),
                swatch.colour,
                4.0,
            );
        } else {
            svg.rect(
                (MARGIN + 6.0, y, 14.0, 14.0),
                swatch.colour,
                Some((BLACK, 1.0)),
            );
        }
        svg.text(
            (MARGIN + 34.0, y + 12.0),
            &swatch.text,
            TEXT_SIZE,
            Anchor::Start,
            false,
            BLACK,
        );
        widest = widest.max(34.0 + text_width(&swatch.text, TEXT_SIZE));
        y += LINE;
    }
    svg.finish(&picture.title, widest + 2.0 * MARGIN, y + MARGIN)
}
