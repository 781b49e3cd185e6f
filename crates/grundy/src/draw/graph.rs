//! Graphs and trees as SVG: nodes where [`super::layout`] placed them, each with its name and
//! note, edges along the layout's curves in their own colours.

use super::colour::BLACK;
use super::layout::{self, middle};
use super::picture::{Graph, Node, Picture};
use super::svg::{self, text_width, Anchor, Svg, TEXT_SIZE};

/// The size of a note's text.
const NOTE_SIZE: f64 = 11.0;

/// The size (width, height) a node is drawn at: enough for its name and note.
pub(crate) fn node_size(node: &Node) -> (f64, f64) {
    let name = text_width(&node.name, TEXT_SIZE) + 18.0;
    let note = node
        .note
        .as_deref()
        .map_or(0.0, |note| text_width(note, NOTE_SIZE) + 28.0);
    let height = if node.note.is_some() { 42.0 } else { 32.0 };
    (name.max(note).max(height), height)
}

/// The picture of a graph as an SVG document.
pub(crate) fn svg(picture: &Picture, graph: &Graph) -> String {
    let sizes: Vec<(f64, f64)> = graph.nodes.iter().map(node_size).collect();
    let edges: Vec<(usize, usize)> = graph.edges.iter().map(|e| (e.from, e.to)).collect();
    let placed = layout::place(&sizes, &edges);
    svg::document(picture, placed.size, |out, (x0, y0)| {
        for (edge, curve) in graph.edges.iter().zip(&placed.curves) {
            if curve.is_empty() {
                continue;
            }
            let width = if edge.bold { 4.5 } else { 1.6 };
            out.path(
                &layout::path(curve, (x0, y0)),
                edge.colour,
                width,
                edge.dashed,
                graph.directed,
            );
        }
        for (edge, curve) in graph.edges.iter().zip(&placed.curves) {
            let Some(label) = &edge.label else { continue };
            if curve.is_empty() {
                continue;
            }
            let (x, y) = middle(curve);
            let width = text_width(label, NOTE_SIZE) + 4.0;
            out.rect(
                (x0 + x - width / 2.0, y0 + y - 8.0, width, 15.0),
                super::colour::WHITE,
                None,
            );
            out.text(
                (x0 + x, y0 + y + 4.0),
                label,
                NOTE_SIZE,
                Anchor::Middle,
                false,
                edge.colour,
            );
        }
        for ((node, &(x, y)), &(width, height)) in
            graph.nodes.iter().zip(&placed.centres).zip(&sizes)
        {
            draw_node(out, node, (x0 + x, y0 + y), (width, height));
        }
    })
}

/// One node centred on `(x, y)`.
fn draw_node(out: &mut Svg, node: &Node, (x, y): (f64, f64), (width, height): (f64, f64)) {
    let stroke = match node.ring {
        Some(colour) => (colour, 4.0),
        None => (BLACK, 1.2),
    };
    if node.square {
        out.rect(
            (x - width / 2.0, y - height / 2.0, width, height),
            node.fill,
            Some(stroke),
        );
    } else {
        out.ellipse((x, y), (width / 2.0, height / 2.0), node.fill, Some(stroke));
    }
    let ink = node.fill.text();
    match &node.note {
        Some(note) => {
            out.text(
                (x, y - 2.0),
                &node.name,
                TEXT_SIZE,
                Anchor::Middle,
                true,
                ink,
            );
            out.text((x, y + 13.0), note, NOTE_SIZE, Anchor::Middle, false, ink);
        }
        None => out.text(
            (x, y + 5.0),
            &node.name,
            TEXT_SIZE,
            Anchor::Middle,
            true,
            ink,
        ),
    }
}
