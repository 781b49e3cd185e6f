//! The Green Hackenbush pictures (graph-hackenbush, christmas-game): each drawing hangs from its
//! ground, its edges coloured by their part in the game — bridges, edges of cycles (the parts
//! the Fusion Principle fuses), edges out of play — and the winning cuts drawn thick. A cut wins
//! when the drawing's value after it, found by the fast solver ([`super::fast_value::value`]),
//! is the one the whole game needs (0 for one drawing; the XOR of the others for a sum). Every
//! vertex in play shows `g`, the value of its part fused (a cycle's vertices become one, its
//! edges loops) with everything hanging below it ([`Fusion`]): the colon principle read off the
//! picture, a bridge worth one more than what hangs below it.

use std::collections::VecDeque;

use crate::draw::colour::{Colour, BLACK, BLUE, HIGHLIGHT, LIGHT_GREY, WHITE};
use crate::draw::orient::{downwards, indices};
use crate::draw::picture::{Edge as DrawnEdge, Node, Picture, Swatch};
use crate::game::Refusal;
use crate::tree::Edge;

use super::fast_value::value;
use super::fusion::Fusion;
use super::Multigraph;

/// An edge out of play (nothing connects it to the ground): light grey, dashed.
const OUT_OF_PLAY: Colour = Colour(0xbbbbbb);

/// Which vertices the ground reaches through `edges`, leaving out edge `skip`.
fn reached(vertices: usize, edges: &[Edge], ground: usize, skip: Option<usize>) -> Vec<bool> {
    let mut neighbours = vec![Vec::new(); vertices];
    for (index, &(u, v)) in edges.iter().enumerate() {
        if Some(index) != skip {
            neighbours[u as usize].push(v as usize);
            neighbours[v as usize].push(u as usize);
        }
    }
    let mut seen = vec![false; vertices];
    seen[ground] = true;
    let mut queue = VecDeque::from([ground]);
    while let Some(vertex) = queue.pop_front() {
        for &next in &neighbours[vertex] {
            if !seen[next] {
                seen[next] = true;
                queue.push_back(next);
            }
        }
    }
    seen
}

/// One drawing of a Hackenbush picture, its nodes numbered from `first` in the picture.
pub(crate) struct Drawn {
    pub(crate) nodes: Vec<Node>,
    pub(crate) edges: Vec<DrawnEdge>,
    /// The drawing's value.
    pub(crate) value: u64,
    /// How many of its cuts win.
    pub(crate) winning: usize,
}

/// The drawing of `vertices` vertices and `edges` (0-based) grounded at `ground`, a cut winning
/// when it leaves the drawing the value `target`; its nodes are numbered from `first` in the
/// picture and named `prefix` and the input's number.
pub(crate) fn drawing(
    (vertices, edges): (u32, &[Edge]),
    ground: u32,
    target: u64,
    first: usize,
    prefix: &str,
) -> Result<Drawn, Refusal> {
    let n = vertices as usize;
    let total = value(vertices, edges, ground).map_err(|error| error.to_string())?;
    let in_play = reached(n, edges, ground as usize, None);
    let mut nodes: Vec<Node> = (0..n)
        .map(|v| Node::new(format!("{prefix}{}", v + 1), WHITE))
        .collect();
    let fusion = Fusion::analyse(&Multigraph::new(n, edges), ground, None);
    for (v, node) in nodes.iter_mut().enumerate() {
        if let Some(below) = fusion.below(v as u32) {
            node.note = Some(format!("g={below}"));
        }
    }
    nodes[ground as usize].square = true;
    nodes[ground as usize].fill = LIGHT_GREY;
    nodes[ground as usize].note = Some(format!("ground, g={total}"));
    let pairs = indices(edges);
    let turned = downwards(n, &pairs, &[ground as usize]);
    let mut drawn = Vec::with_capacity(edges.len());
    let mut winning = 0;
    for (index, &(from, to)) in turned.iter().enumerate() {
        let mut edge = DrawnEdge::new(from + first, to + first, BLACK);
        if !in_play[from] {
            edge.colour = OUT_OF_PLAY;
            edge.dashed = true;
        } else {
            let rest: Vec<Edge> = edges
                .iter()
                .enumerate()
                .filter(|&(other, _)| other != index)
                .map(|(_, &edge)| edge)
                .collect();
            let bridge = from != to && !reached(n, edges, ground as usize, Some(index))[to];
            edge.colour = if bridge { BLACK } else { BLUE };
            if value(vertices, &rest, ground).map_err(|error| error.to_string())? == target {
                edge.colour = HIGHLIGHT;
                edge.bold = true;
                winning += 1;
            }
        }
        drawn.push(edge);
    }
    Ok(Drawn {
        nodes,
        edges: drawn,
        value: total,
        winning,
    })
}

/// The legend of a Hackenbush picture, and the caption's line on the vertices' values.
pub(crate) fn legend(picture: Picture) -> Picture {
    picture
        .caption("g at a vertex: the value of its part, fused, with all that hangs below it (a cycle's vertices share it);")
        .caption("across a bridge, the upper part gets one more than the g below, XORed with its other branches.")
        .swatch(Swatch::line(HIGHLIGHT, "a winning cut"))
        .swatch(Swatch::line(
            BLACK,
            "a bridge (a tree edge: worth one more than what it carries)",
        ))
        .swatch(Swatch::line(
            BLUE,
            "an edge of a cycle (fused into loops at one vertex)",
        ))
        .swatch(Swatch::line(
            OUT_OF_PLAY,
            "out of play: nothing connects it to the ground (dashed)",
        ))
        .swatch(Swatch::fill(LIGHT_GREY, "the ground"))
}
