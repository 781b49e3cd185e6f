//! Several bodies one under the other, each under a bold heading (pebble-game's graph above the
//! table of its placements); in DOT, each a cluster labelled by its heading.

use super::colour::BLACK;
use super::picture::{Body, Panel, Picture};
use super::svg::{self, Anchor, Part, TEXT_SIZE};

/// The room a heading takes above its panel.
const HEADING: f64 = 26.0;
/// The space between two panels.
const GAP: f64 = 18.0;
/// The height beyond which panels go two to a line.
const TALL: f64 = 1600.0;

/// The panels as one SVG document.
pub(crate) fn svg(picture: &Picture, panels: &[Panel]) -> String {
    let part = part(panels);
    svg::document(picture, part.size, part.draw)
}

/// One panel's body, ready to be drawn.
fn body_part(body: &Body) -> Part<'_> {
    match body {
        Body::Graph(graph) => super::graph::part(graph),
        Body::Bars(bars) => super::bars::part(bars),
        Body::Rows(rows) => super::rows::part(rows),
        Body::Stack(panels) => part(panels),
    }
}

/// The panels stacked, ready to be drawn: one under the other, or two side by side on each line
/// when one column would be taller than [`TALL`] and two fit in [`super::layout::MAX_ROW`] (zigzag's
/// four matrices).
pub(crate) fn part(panels: &[Panel]) -> Part<'_> {
    let parts: Vec<(&str, Part<'_>)> = panels
        .iter()
        .map(|panel| (panel.heading.as_str(), body_part(&panel.body)))
        .collect();
    let widths: Vec<f64> = parts
        .iter()
        .map(|(heading, part)| part.size.0.max(svg::text_width(heading, TEXT_SIZE)))
        .collect();
    let widest = widths.iter().copied().fold(0.0, f64::max);
    let stacked = parts
        .iter()
        .map(|(_, part)| HEADING + part.size.1)
        .sum::<f64>()
        + GAP * parts.len().saturating_sub(1) as f64;
    let columns = if stacked > TALL && 2.0 * widest + 2.0 * GAP <= super::layout::MAX_ROW {
        2
    } else {
        1
    };
    let column_width = widest + 2.0 * GAP;
    let line_heights: Vec<f64> = parts
        .chunks(columns)
        .map(|line| {
            line.iter()
                .map(|(_, part)| HEADING + part.size.1)
                .fold(0.0, f64::max)
        })
        .collect();
    let width = if columns == 1 {
        widest
    } else {
        column_width + widest
    };
    let height =
        line_heights.iter().sum::<f64>() + GAP * line_heights.len().saturating_sub(1) as f64;
    Part::new((width, height), move |out, (x0, mut y)| {
        for (index, (heading, part)) in parts.into_iter().enumerate() {
            let (line, column) = (index / columns, index % columns);
            if column == 0 && line > 0 {
                y += line_heights[line - 1] + GAP;
            }
            let x = x0 + column as f64 * column_width;
            out.text(
                (x, y + TEXT_SIZE + 2.0),
                heading,
                TEXT_SIZE,
                Anchor::Start,
                true,
                BLACK,
            );
            (part.draw)(out, (x, y + HEADING));
        }
    })
}

/// The panels as one DOT graph: each panel a cluster labelled by its heading, graphs with their
/// nodes and edges, bars and cells as a table node.
pub(crate) fn dot(picture: &Picture, panels: &[Panel]) -> String {
    let directed = panels
        .iter()
        .any(|panel| matches!(&panel.body, Body::Graph(graph) if graph.directed));
    let kind = if directed { "digraph" } else { "graph" };
    let mut out = super::dot::header(kind, picture);
    add(panels, "p", &mut out);
    super::dot::legend(picture, &mut out);
    out.push_str("}\n");
    out
}

/// Each panel as a cluster, its names starting with `prefix` and its number.
fn add(panels: &[Panel], prefix: &str, out: &mut String) {
    for (index, panel) in panels.iter().enumerate() {
        let name = format!("{prefix}{index}_");
        out.push_str(&format!(
            "  subgraph cluster_{name} {{\n  label={};\n",
            super::dot::quote(&panel.heading)
        ));
        match &panel.body {
            Body::Graph(graph) => super::dot::elements(graph, &name, out),
            Body::Bars(bars) => {
                super::dot::table_node(&super::bars::table(bars), &format!("{name}table"), out);
            }
            Body::Rows(rows) => {
                super::dot::table_node(&super::rows::table(rows), &format!("{name}table"), out);
            }
            Body::Stack(panels) => add(panels, &name, out),
        }
        out.push_str("  }\n");
    }
}
