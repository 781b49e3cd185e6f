//! Green Hackenbush as rules with labelled moves, shared by tree-hackenbush, graph-hackenbush and
//! christmas-game: the explicit game of [`super::oracle`] on each drawing, a move cutting one edge
//! in play.
//!
//! A cut is labelled by the edge's endpoints as the input wrote them (`2 5`). Where another edge
//! of the same drawing joins the same two vertices (parallel edges, or a second loop at a
//! vertex), the label adds the edge's number among the drawing's edges in input order, from 1
//! (`2 5 #3`), so every edge has a label a person can type; an edge with no twin keeps the short
//! label. A game of several drawings names the drawing first (`drawing 2 edge 3 4`).

use std::fmt;

use crate::draw::colour::{Colour, BLACK, LIGHT_GREY, WHITE};
use crate::draw::orient::downwards;
use crate::draw::picture::{Body, Edge as DrawnEdge, Graph, Node, Picture, Swatch};
use crate::draw::{check_edges, check_size};
use crate::game::{Refusal, Rules};
use crate::nimber::Nimber;
use crate::tree::Edge;

use super::oracle::GreenHackenbush;
use super::without_isolated_vertices;

/// The rules of Green Hackenbush on one or several drawings, each grounded at its vertex 1.
pub struct HackenbushRules {
    drawings: Vec<GreenHackenbush>,
    /// Per drawing, its vertices, edges and ground as the oracle numbers them (the vertices no
    /// edge touches left out), for the fast value.
    graphs: Vec<(u32, Vec<Edge>, u32)>,
    /// Per drawing, the cut of each of its edges, in input order.
    cuts: Vec<Vec<Cut>>,
    /// Whether labels and positions name the drawing.
    named: bool,
}

/// Cut an edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cut {
    /// The drawing (0-based), in a game of several drawings, whose labels name it.
    pub drawing: Option<usize>,
    /// The edge's index among its drawing's edges, in input order.
    pub index: usize,
    /// Its endpoints, 0-based, as the input wrote them.
    pub edge: Edge,
    /// Whether another edge of the drawing joins the same vertices, so the label numbers it.
    pub numbered: bool,
}

impl fmt::Display for Cut {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(drawing) = self.drawing {
            write!(formatter, "drawing {} edge ", drawing + 1)?;
        }
        write!(formatter, "{} {}", self.edge.0 + 1, self.edge.1 + 1)?;
        if self.numbered {
            write!(formatter, " #{}", self.index + 1)?;
        }
        Ok(())
    }
}

impl Cut {
    /// The cut's label with the edge's endpoints in the other order.
    fn reversed(self) -> String {
        Cut {
            edge: (self.edge.1, self.edge.0),
            ..self
        }
        .to_string()
    }
}

impl HackenbushRules {
    /// The rules on `drawings` (vertices, 0-based edges in input order; at most
    /// [`super::oracle::MAX_EDGES`] edges each), labelled with the drawing when `named`, and the
    /// starting position.
    pub fn new(drawings: &[(u32, &[Edge])], named: bool) -> (Self, Vec<u32>) {
        let mut rules = HackenbushRules {
            drawings: Vec::new(),
            graphs: Vec::new(),
            cuts: Vec::new(),
            named,
        };
        for (drawing, &(vertices, edges)) in drawings.iter().enumerate() {
            // Vertices no edge touches never matter, and edges keep their indices.
            let touched = without_isolated_vertices(vertices, edges, 0);
            rules.drawings.push(GreenHackenbush::new(
                touched.vertices as usize,
                &touched.edges,
                touched.ground,
            ));
            rules
                .graphs
                .push((touched.vertices, touched.edges.to_vec(), touched.ground));
            let ends = |(a, b): Edge| (a.min(b), a.max(b));
            rules.cuts.push(
                edges
                    .iter()
                    .enumerate()
                    .map(|(index, &edge)| Cut {
                        drawing: named.then_some(drawing),
                        index,
                        edge,
                        numbered: edges
                            .iter()
                            .filter(|&&other| ends(other) == ends(edge))
                            .count()
                            > 1,
                    })
                    .collect(),
            );
        }
        let start = rules.drawings.iter().map(GreenHackenbush::start).collect();
        (rules, start)
    }
}

impl Rules for HackenbushRules {
    /// Per drawing, its edges still connected to the ground, a bit per edge in input order.
    type Position = Vec<u32>;
    type Move = Cut;

    fn moves(&self, position: &Vec<u32>, moves: &mut Vec<Cut>) {
        for (cuts, &present) in self.cuts.iter().zip(position) {
            moves.extend(cuts.iter().filter(|cut| present >> cut.index & 1 == 1));
        }
    }

    fn play(&self, position: &Vec<u32>, cut: &Cut) -> Vec<u32> {
        let drawing = cut.drawing.unwrap_or(0);
        let mut after = position.clone();
        after[drawing] = self.drawings[drawing].connected(position[drawing] & !(1 << cut.index));
        after
    }

    /// The fast solver's value of each drawing's edges still in play ([`super::fast_value`]:
    /// the fusion principle and the colon principle), XOR-ed over the drawings; `None` only if
    /// its memory runs out.
    fn fast_value(&self, position: &Vec<u32>) -> Option<Nimber> {
        let mut sum = 0;
        let mut edges = Vec::new();
        for ((vertices, all, ground), &present) in self.graphs.iter().zip(position) {
            edges.clear();
            edges.extend(
                all.iter()
                    .enumerate()
                    .filter(|&(index, _)| present >> index & 1 == 1)
                    .map(|(_, &edge)| edge),
            );
            sum ^= super::fast_value::value(*vertices, &edges, *ground).ok()?;
        }
        Some(Nimber(sum))
    }

    /// The edge's endpoints in the other order.
    fn aliases(&self, cut: &Cut) -> Vec<String> {
        vec![cut.reversed()]
    }

    /// The edges still connected to the ground, by their endpoints, per drawing.
    fn describe(&self, position: &Vec<u32>) -> String {
        let drawings: Vec<String> = self
            .cuts
            .iter()
            .zip(position)
            .enumerate()
            .map(|(drawing, (cuts, &present))| {
                let edges: Vec<String> = cuts
                    .iter()
                    .filter(|cut| present >> cut.index & 1 == 1)
                    .map(|cut| format!("{}-{}", cut.edge.0 + 1, cut.edge.1 + 1))
                    .collect();
                let edges = if edges.is_empty() {
                    "none".to_string()
                } else {
                    edges.join(" ")
                };
                if self.named {
                    format!("drawing {}: {edges}", drawing + 1)
                } else {
                    edges
                }
            })
            .collect();
        format!("edges left: {}", drawings.join("; "))
    }

    /// Every drawing hanging from its ground, the edges still in play black (a click cuts one),
    /// the ones cut or fallen dashed grey.
    fn picture(&self, position: &Vec<u32>) -> Option<Result<Picture, Refusal>> {
        Some(self.drawn(position))
    }
}

impl HackenbushRules {
    /// The picture of `position` ([`Rules::picture`]).
    fn drawn(&self, position: &[u32]) -> Result<Picture, Refusal> {
        let several = self.cuts.len() > 1;
        let mut graph = Graph::default();
        for (drawing, (cuts, &present)) in self.cuts.iter().zip(position).enumerate() {
            let vertices = cuts
                .iter()
                .map(|cut| cut.edge.0.max(cut.edge.1) as usize + 1)
                .max()
                .unwrap_or(1);
            let mut touched = vec![false; vertices];
            touched[0] = true;
            for cut in cuts {
                touched[cut.edge.0 as usize] = true;
                touched[cut.edge.1 as usize] = true;
            }
            // The picture's node of each vertex an edge touches (and of the ground).
            let mut node = vec![usize::MAX; vertices];
            for vertex in (0..vertices).filter(|&vertex| touched[vertex]) {
                node[vertex] = graph.nodes.len();
                let prefix = if several {
                    format!("{}:", drawing + 1)
                } else {
                    String::new()
                };
                graph
                    .nodes
                    .push(Node::new(format!("{prefix}{}", vertex + 1), WHITE));
            }
            let ground = node[0];
            graph.nodes[ground].square = true;
            graph.nodes[ground].fill = LIGHT_GREY;
            let first = graph.nodes.len();
            let pairs: Vec<(usize, usize)> = cuts
                .iter()
                .map(|cut| (node[cut.edge.0 as usize], node[cut.edge.1 as usize]))
                .collect();
            check_edges(graph.edges.len() + pairs.len(), "edges")?;
            let turned = downwards(first, &pairs, &[ground]);
            for (cut, (from, to)) in cuts.iter().zip(turned) {
                let mut edge = DrawnEdge::new(from, to, BLACK);
                if present >> cut.index & 1 == 1 {
                    edge.play = Some(cut.to_string());
                } else {
                    edge.colour = GONE;
                    edge.dashed = true;
                }
                graph.edges.push(edge);
            }
        }
        check_size(graph.nodes.len(), "vertices")?;
        let game = if self.named {
            "christmas-game"
        } else {
            "Green Hackenbush"
        };
        let mut picture = Picture::new(
            format!("{game}: {}", self.describe(&position.to_vec())),
            Body::Graph(graph),
        )
        .caption(
            "A move cuts an edge; whatever no longer connects to the ground falls away. Who \
             cannot move loses.",
        )
        .caption("Click an edge to cut it.");
        if several {
            picture = picture.caption(
                "Vertices are named drawing:vertex; each drawing's square is its vertex 1, the \
                 ground.",
            );
        }
        Ok(picture
            .swatch(Swatch::line(BLACK, "an edge in play"))
            .swatch(Swatch::line(GONE, "cut, or fallen (dashed)"))
            .swatch(Swatch::fill(LIGHT_GREY, "the ground")))
    }
}

/// An edge cut, or fallen with what it hung from.
const GONE: Colour = Colour(0xbbbbbb);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::assert_fast_agrees;
    use crate::graph::every_small_multigraph;

    #[test]
    fn the_fast_value_agrees_with_search_on_every_position_of_small_drawings() {
        let graphs = every_small_multigraph(4, 5);
        let mut answered = 0;
        for (vertices, edges) in &graphs {
            let (rules, start) = HackenbushRules::new(&[(*vertices, edges)], false);
            answered += assert_fast_agrees(rules, &start);
        }
        // Two drawings at once, as christmas-game plays them.
        for pair in graphs.chunks(2).take(300) {
            let drawings: Vec<(u32, &[Edge])> = pair
                .iter()
                .map(|(vertices, edges)| (*vertices, &edges[..]))
                .collect();
            let (rules, start) = HackenbushRules::new(&drawings, true);
            answered += assert_fast_agrees(rules, &start);
        }
        assert!(answered > 10_000, "{answered}");
    }
}
