//! Green Hackenbush as rules with labelled moves, shared by tree-hackenbush, graph-hackenbush and
//! christmas-game: explicit positions (each drawing's edges still connected to its ground, a bit
//! per edge, as the oracle [`super::oracle`] has them but with no cap of its own), a move cutting
//! one edge in play; who wins and the values by the fast solver, so play reaches
//! [`MAX_PLAYED_EDGES`] edges where the oracle stops at 20.
//!
//! A cut is labelled by the edge's endpoints as the input wrote them (`2 5`). Where another edge
//! of the same drawing joins the same two vertices (parallel edges, or a second loop at a
//! vertex), the label adds the edge's number among the drawing's edges in input order, from 1
//! (`2 5 #3`), so every edge has a label a person can type; an edge with no twin keeps the short
//! label. A game of several drawings names the drawing first (`drawing 2 edge 3 4`).

use std::collections::HashMap;
use std::fmt;
use std::sync::Mutex;

use crate::bits;
use crate::draw::colour::{Colour, BLACK, LIGHT_GREY, WHITE};
use crate::draw::orient::downwards;
use crate::draw::picture::{Body, Edge as DrawnEdge, Graph, Node, Picture, Swatch};
use crate::draw::{check_edges, check_size};
use crate::game::play::REMOTENESS_BUDGET;
use crate::game::{Positions, Refusal, Rules};
use crate::nimber::Nimber;
use crate::tree::Edge;

use super::without_isolated_vertices;

/// The most edges, over all drawings, that play accepts: the engine weighs every cut by the fast
/// solver ([`super::fast_value`]) on what the cut leaves of its drawing, so a reply costs about
/// the edges squared (measured: the slowest reply at this size within 100 ms, release build).
pub const MAX_PLAYED_EDGES: usize = 1500;

/// How many drawings' values [`HackenbushRules`] keeps before it forgets them all.
const REMEMBERED_VALUES: usize = 1 << 16;

/// The rules of Green Hackenbush on one or several drawings, each grounded at its vertex 1.
/// Positions are explicit (a bit per edge of each drawing, any number of edges); values come from
/// the fast solver, one drawing at a time, remembered per drawing and edges in play.
pub struct HackenbushRules {
    /// Per drawing, its vertices, edges and ground as the fast solver numbers them (the
    /// vertices no edge touches left out).
    graphs: Vec<(u32, Vec<Edge>, u32)>,
    /// Per drawing and vertex (as in `graphs`), each edge at it: the vertex at its other end and
    /// the edge's index.
    around: Vec<Vec<Vec<(u32, usize)>>>,
    /// Per drawing, the cut of each of its edges, in input order.
    cuts: Vec<Vec<Cut>>,
    /// Whether labels and positions name the drawing.
    named: bool,
    /// The drawings already weighed, and the fast solver's memory for the next.
    weighed: Mutex<Weighed>,
}

/// What [`HackenbushRules`] keeps between values.
#[derive(Default)]
struct Weighed {
    /// The value of a drawing (by its number) with these edges in play.
    values: HashMap<(usize, Vec<u64>), u64>,
    /// The fast solver's memory, used for one drawing after another.
    workspace: super::fast_value::Workspace,
    /// The edges in play of the drawing being weighed.
    edges: Vec<Edge>,
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
    /// The rules on `drawings` (vertices, 0-based edges in input order), labelled with the
    /// drawing when `named`, and the starting position.
    pub fn new(drawings: &[(u32, &[Edge])], named: bool) -> (Self, Vec<Vec<u64>>) {
        let mut rules = HackenbushRules {
            graphs: Vec::new(),
            around: Vec::new(),
            cuts: Vec::new(),
            named,
            weighed: Mutex::new(Weighed::default()),
        };
        for (drawing, &(vertices, edges)) in drawings.iter().enumerate() {
            // Vertices no edge touches never matter, and edges keep their indices.
            let touched = without_isolated_vertices(vertices, edges, 0);
            let mut around = vec![Vec::new(); touched.vertices as usize];
            for (index, &(a, b)) in touched.edges.iter().enumerate() {
                around[a as usize].push((b, index));
                if a != b {
                    around[b as usize].push((a, index));
                }
            }
            rules.around.push(around);
            rules
                .graphs
                .push((touched.vertices, touched.edges.to_vec(), touched.ground));
            let ends = |(a, b): Edge| (a.min(b), a.max(b));
            let mut twins: HashMap<Edge, usize> = HashMap::new();
            for &edge in edges {
                *twins.entry(ends(edge)).or_default() += 1;
            }
            rules.cuts.push(
                edges
                    .iter()
                    .enumerate()
                    .map(|(index, &edge)| Cut {
                        drawing: named.then_some(drawing),
                        index,
                        edge,
                        numbered: twins[&ends(edge)] > 1,
                    })
                    .collect(),
            );
        }
        let start = (0..drawings.len())
            .map(|drawing| {
                let edges = rules.cuts[drawing].len();
                let mut all = vec![u64::MAX; edges.div_ceil(64)];
                if edges % 64 != 0 {
                    *all.last_mut().expect("a word") = (1 << (edges % 64)) - 1;
                }
                rules.connected(drawing, &all)
            })
            .collect();
        (rules, start)
    }

    /// The edges of `present` (drawing `drawing`'s bits) still connected to its ground.
    fn connected(&self, drawing: usize, present: &[u64]) -> Vec<u64> {
        let (vertices, _, ground) = self.graphs[drawing];
        let around = &self.around[drawing];
        let mut kept = vec![0u64; present.len()];
        let mut reached = vec![false; vertices as usize];
        reached[ground as usize] = true;
        let mut stack = vec![ground];
        while let Some(vertex) = stack.pop() {
            for &(other, index) in &around[vertex as usize] {
                if bits::contains(present, index) && !bits::contains(&kept, index) {
                    bits::insert_if(&mut kept, index, true);
                    if !reached[other as usize] {
                        reached[other as usize] = true;
                        stack.push(other);
                    }
                }
            }
        }
        kept
    }

    /// The fast solver's value of drawing `drawing` with the edges of `present` in play,
    /// remembered; `None` only if its memory runs out.
    fn drawing_value(&self, drawing: usize, present: &[u64]) -> Option<u64> {
        let mut weighed = self
            .weighed
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let key = (drawing, present.to_vec());
        if let Some(&value) = weighed.values.get(&key) {
            return Some(value);
        }
        let (vertices, all, ground) = &self.graphs[drawing];
        let Weighed {
            values,
            workspace,
            edges,
        } = &mut *weighed;
        edges.clear();
        edges.extend(
            all.iter()
                .enumerate()
                .filter(|&(index, _)| bits::contains(present, index))
                .map(|(_, &edge)| edge),
        );
        let value = workspace.value(*vertices, edges, *ground).ok()?;
        if values.len() >= REMEMBERED_VALUES {
            values.clear();
        }
        values.insert(key, value);
        Some(value)
    }

    /// How many edges of `position` are in play.
    fn edges_in_play(position: &[Vec<u64>]) -> u64 {
        position
            .iter()
            .flatten()
            .map(|word| u64::from(word.count_ones()))
            .sum()
    }
}

impl Positions for HackenbushRules {
    /// Per drawing, its edges still connected to the ground, a bit per edge in input order
    /// (edge `i` is bit `i % 64` of word `i / 64`).
    type Position = Vec<Vec<u64>>;

    /// The edges still connected to the ground, by their endpoints, per drawing.
    fn describe(&self, position: &Vec<Vec<u64>>) -> String {
        let drawings: Vec<String> = self
            .cuts
            .iter()
            .zip(position)
            .enumerate()
            .map(|(drawing, (cuts, present))| {
                let edges: Vec<String> = cuts
                    .iter()
                    .filter(|cut| bits::contains(present, cut.index))
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

    /// Each drawing as an outline from its ground, vertex 1, through the edges still in play
    /// (an edge closing a cycle named `(also to V)`: [`crate::game::text_picture::outline`]);
    /// `None` beyond [`crate::game::text_picture::MAX_DRAWN`] edges in all.
    fn drawing(&self, position: &Vec<Vec<u64>>) -> Option<String> {
        if Self::edges_in_play(position) > crate::game::text_picture::MAX_DRAWN as u64 {
            return None;
        }
        let mut text = String::new();
        for (drawing, (cuts, present)) in self.cuts.iter().zip(position).enumerate() {
            let edges: Vec<Edge> = cuts
                .iter()
                .filter(|cut| bits::contains(present, cut.index))
                .map(|cut| cut.edge)
                .collect();
            let vertices = edges
                .iter()
                .map(|&(a, b)| a.max(b) as usize + 1)
                .max()
                .unwrap_or(1);
            if self.named {
                text.push_str(&format!("  drawing {}:\n", drawing + 1));
            }
            let outline = crate::game::text_picture::outline(
                vertices,
                &edges,
                0,
                &|vertex| match vertex {
                    0 => "1 (ground)".to_string(),
                    _ => (vertex + 1).to_string(),
                },
                &|_| None,
            )?;
            let indent = if self.named { "  " } else { "" };
            for line in outline.lines() {
                text.push_str(&format!("{indent}{line}\n"));
            }
        }
        Some(text)
    }

    /// Every drawing hanging from its ground, the edges still in play black (a click cuts one),
    /// the ones cut or fallen dashed grey.
    fn picture(&self, position: &Vec<Vec<u64>>) -> Option<Result<Picture, Refusal>> {
        Some(self.drawn(position))
    }
}

impl Rules for HackenbushRules {
    type Move = Cut;

    fn moves(&self, position: &Vec<Vec<u64>>, moves: &mut Vec<Cut>) {
        for (cuts, present) in self.cuts.iter().zip(position) {
            moves.extend(cuts.iter().filter(|cut| bits::contains(present, cut.index)));
        }
    }

    fn play(&self, position: &Vec<Vec<u64>>, cut: &Cut) -> Vec<Vec<u64>> {
        let drawing = cut.drawing.unwrap_or(0);
        let mut after = position.clone();
        let mut present = position[drawing].clone();
        present[cut.index / 64] &= !(1 << (cut.index % 64));
        after[drawing] = self.connected(drawing, &present);
        after
    }

    /// The fast solver's value of each drawing's edges still in play ([`super::fast_value`]:
    /// the fusion principle and the colon principle), XOR-ed over the drawings; `None` only if
    /// its memory runs out.
    fn fast_value(&self, position: &Vec<Vec<u64>>) -> Option<Nimber> {
        let mut sum = 0;
        for (drawing, present) in position.iter().enumerate() {
            sum ^= self.drawing_value(drawing, present)?;
        }
        Some(Nimber(sum))
    }

    /// The engine's budget divided by the edges in play, which every position it looks at
    /// copies and every cut searches.
    fn remoteness_budget(&self, position: &Vec<Vec<u64>>) -> u64 {
        REMOTENESS_BUDGET / Self::edges_in_play(position).max(1)
    }

    /// The edge's endpoints in the other order.
    fn aliases(&self, cut: &Cut) -> Vec<String> {
        vec![cut.reversed()]
    }
}

impl HackenbushRules {
    /// The picture of `position` ([`Positions::picture`]).
    fn drawn(&self, position: &[Vec<u64>]) -> Result<Picture, Refusal> {
        let several = self.cuts.len() > 1;
        let mut graph = Graph::default();
        for (drawing, (cuts, present)) in self.cuts.iter().zip(position).enumerate() {
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
                if bits::contains(present, cut.index) {
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
