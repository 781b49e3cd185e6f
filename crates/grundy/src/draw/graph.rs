//! Graphs and trees as SVG: nodes where [`super::layout`] placed them, each with its name and
//! note, edges along the layout's curves in their own colours.

use super::colour::{BLACK, GREY};
use std::collections::HashMap;

use super::layout::{self, middle, Segment};
use super::picture::{Click, Graph, Node, Picture};
use super::svg::{self, text_width, Anchor, Part, Svg, TEXT_SIZE};

/// The size of a note's text.
const NOTE_SIZE: f64 = 11.0;
/// How long a straight edge must be for its label to go near its lower end.
const LONG: f64 = 110.0;
/// How far from the lower end of a long edge its label goes.
const LABEL_REACH: f64 = 28.0;
/// How far down a short straight edge its label goes, as a share of its length.
const LOW_SHARE: f64 = 0.65;

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
    let part = part(graph);
    svg::document(picture, part.size, part.draw)
}

/// A graph laid out, ready to be drawn. Loops are left out of the layout and drawn as small arcs
/// at their node; parallel edges are pulled apart, one to each side in turn.
pub(crate) fn part(graph: &Graph) -> Part<'_> {
    let sizes: Vec<(f64, f64)> = graph.nodes.iter().map(node_size).collect();
    let laid: Vec<usize> = (0..graph.edges.len())
        .filter(|&index| graph.edges[index].from != graph.edges[index].to)
        .collect();
    let pairs: Vec<(usize, usize)> = laid
        .iter()
        .map(|&index| (graph.edges[index].from, graph.edges[index].to))
        .collect();
    let placed = layout::place(&sizes, &pairs);
    let mut curves: Vec<Option<Vec<Segment>>> = vec![None; graph.edges.len()];
    let mut seen: HashMap<(usize, usize), usize> = HashMap::new();
    for (&index, curve) in laid.iter().zip(placed.curves) {
        let edge = &graph.edges[index];
        let key = (edge.from.min(edge.to), edge.from.max(edge.to));
        let twin = seen.entry(key).or_insert(0);
        let shift = if *twin == 0 {
            0.0
        } else {
            let side = if *twin % 2 == 1 { 1.0 } else { -1.0 };
            side * 16.0 * (*twin).div_ceil(2) as f64
        };
        *twin += 1;
        curves[index] = Some(pulled(curve, shift));
    }
    for (index, edge) in graph.edges.iter().enumerate() {
        if edge.from == edge.to {
            let (x, y) = placed.centres[edge.from];
            let (width, height) = sizes[edge.from];
            let loops = graph.edges[..index]
                .iter()
                .filter(|other| other.from == edge.from && other.to == edge.from)
                .count() as f64;
            let reach = 22.0 + 12.0 * loops;
            let start = (x + width / 2.0 - 4.0, y - height / 4.0);
            let end = (x + width / 2.0 - 4.0, y + height / 4.0);
            curves[index] = Some(vec![[
                start,
                (start.0 + reach, start.1 - reach),
                (end.0 + reach, end.1 + reach),
                end,
            ]]);
        }
    }
    let loop_room = if graph.edges.iter().any(|edge| edge.from == edge.to) {
        40.0
    } else {
        0.0
    };
    let size = (placed.size.0 + loop_room, placed.size.1);
    let shared = placed.shared;
    Part::new(size, move |out, (x0, y0)| {
        // The trunks and buses of fans, under the edges' own ticks.
        for line in &shared {
            let d = layout::path(std::slice::from_ref(line), (x0, y0));
            out.path(&d, GREY, 1.6, false, false);
        }
        for (edge, curve) in graph.edges.iter().zip(&curves) {
            let Some(curve) = curve.as_deref().filter(|curve| !curve.is_empty()) else {
                continue;
            };
            // An edge bent across several layers is drawn thinner, so that the short ones
            // stand out where many cross.
            let width = match (edge.bold, curve.len()) {
                (true, _) => 4.5,
                (false, 1 | 2) => 1.6,
                (false, _) => 1.1,
            };
            let d = layout::path(curve, (x0, y0));
            if let Some(play) = &edge.play {
                out.start_group(&Click::Move(play.clone()));
                out.hit_path(&d);
            }
            out.path(&d, edge.colour, width, edge.dashed, graph.directed);
            if edge.play.is_some() {
                out.end_group();
            }
        }
        for (edge, curve) in graph.edges.iter().zip(&curves) {
            let Some(label) = &edge.label else { continue };
            let Some(curve) = curve.as_deref().filter(|curve| !curve.is_empty()) else {
                continue;
            };
            let (x, y) = label_point(curve);
            let width = text_width(label, NOTE_SIZE) + 4.0;
            if let Some(play) = &edge.play {
                out.start_group(&Click::Move(play.clone()));
            }
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
            if edge.play.is_some() {
                out.end_group();
            }
        }
        for ((node, &(x, y)), &(width, height)) in
            graph.nodes.iter().zip(&placed.centres).zip(&sizes)
        {
            draw_node(out, node, (x0 + x, y0 + y), (width, height));
        }
    })
}

/// Where an edge's label goes on a straight edge (one segment): [`LABEL_REACH`] pixels from its
/// lower end when it is longer than [`LONG`], else [`LOW_SHARE`] of the way down, so that the
/// labels of edges fanning out from one node sit apart, each nearer its own lower node; the
/// middle of a curve.
fn label_point(curve: &[Segment]) -> (f64, f64) {
    if let [[a, _, _, d]] = curve {
        let length = ((a.0 - d.0).powi(2) + (a.1 - d.1).powi(2)).sqrt();
        let (low, high) = if a.1 > d.1 { (*a, *d) } else { (*d, *a) };
        let t = if length > LONG {
            LABEL_REACH / length
        } else {
            1.0 - LOW_SHARE
        };
        return (low.0 + (high.0 - low.0) * t, low.1 + (high.1 - low.1) * t);
    }
    middle(curve)
}

/// `curve` with its inner control points moved `shift` pixels across its general direction
/// (a parallel edge beside its twin).
fn pulled(mut curve: Vec<Segment>, shift: f64) -> Vec<Segment> {
    if shift == 0.0 || curve.is_empty() {
        return curve;
    }
    let start = curve[0][0];
    let end = curve[curve.len() - 1][3];
    let (dx, dy) = (end.0 - start.0, end.1 - start.1);
    let length = (dx * dx + dy * dy).sqrt().max(1.0);
    let (nx, ny) = (-dy / length * shift, dx / length * shift);
    let last = curve.len() - 1;
    for (index, segment) in curve.iter_mut().enumerate() {
        for point in [1, 2] {
            segment[point].0 += nx * 2.0;
            segment[point].1 += ny * 2.0;
        }
        if index != last {
            segment[3].0 += nx;
            segment[3].1 += ny;
        }
        if index != 0 {
            segment[0].0 += nx;
            segment[0].1 += ny;
        }
    }
    curve
}

/// One node centred on `(x, y)`.
fn draw_node(out: &mut Svg, node: &Node, (x, y): (f64, f64), (width, height): (f64, f64)) {
    if let Some(click) = &node.play {
        out.start_group(click);
    }
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
    if node.play.is_some() {
        out.end_group();
    }
}
