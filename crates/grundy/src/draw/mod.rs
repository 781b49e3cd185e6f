//! Pictures of a test (`grundy draw`): trees and graphs with their values, heaps as bars with the
//! binary columns of their nim-sum, boards as rows of cells; written as SVG, or as DOT for users
//! who have Graphviz.
//!
//! A game that can be drawn implements [`Drawable`] in its folder's `draw.rs`: it turns one test
//! into a [`Picture`] (what is shown: nodes, edges, bars or cells, their colours, a title, a
//! caption and a legend), computed with the game's fast theory. This module lays the picture out
//! and writes it: graphs and trees through a layered (Sugiyama-style) layout ([`layout`]), bars
//! and cells on a grid of their own; SVG through the small writer
//! [`svg`], DOT through [`dot`].

pub(crate) mod bars;
pub(crate) mod colour;
pub(crate) mod dot;
pub(crate) mod fan;
pub(crate) mod fold;
pub(crate) mod graph;
pub(crate) mod layout;
pub(crate) mod orient;
pub(crate) mod picture;
pub(crate) mod rows;
pub(crate) mod stack;
pub(crate) mod svg;

#[cfg(test)]
pub(crate) mod tests;

use crate::game::play::{with_test, StartError};
use crate::game::{Contest, Refusal};

pub use picture::Picture;

/// The most vertices (or heaps, or cells) a picture holds: beyond it a picture is no longer
/// readable, and the command says so.
pub const MAX_ITEMS: usize = 300;

/// The most edges (or arcs) a picture of a graph holds (docs/draw.md gives the times measured).
pub const MAX_EDGES: usize = 600;

/// The most arcs a picture of a directed graph holds: beyond about 150 positions with two arcs
/// each, the arcs of a random digraph cross so often that they can no longer be followed
/// (docs/draw.md shows the sizes measured).
pub const MAX_ARCS: usize = 300;

/// The most independent cycles an undirected graph's picture holds (its distinct edges between
/// two vertices beyond a spanning forest; loops and the copies of a repeated edge, drawn beside
/// their vertex or their first copy, aside): a random graph of 150 vertices and 300 edges (151
/// cycles) or of 300 and 450 (151) is a tangle whose edges cannot be followed, a cactus of 300
/// vertices with 80 cycles can (docs/draw.md shows the sizes looked at).
pub(crate) const MAX_CYCLES: usize = 100;

/// The most bends a graph's layered layout may need ([`layout::Ranked::bends`]: an edge passing `k`
/// layers bends `k` times), beyond which the layout would take seconds and the picture would be
/// a tangle (docs/draw.md gives the times measured).
pub const MAX_BENDS: usize = 1200;

/// How a picture is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A standalone SVG image.
    Svg,
    /// A Graphviz DOT graph (`dot -Tpng`), with the same colours and labels.
    Dot,
}

/// What a picture is asked for besides the test.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DrawOptions {
    /// With `--loopy`, the game on any directed graph, where endless play is a draw (the games
    /// that offer it, [`Contest::LOOPY`]).
    pub loopy: bool,
}

/// A game whose tests can be drawn.
pub trait Drawable: Contest {
    /// The picture of `test`, or why it cannot be drawn (too large to be readable).
    fn picture(header: &Self::Header, test: &Self::Test) -> Result<Picture, Refusal>;

    /// The picture of `test` drawn with `options`: [`Drawable::picture`] unless the game draws
    /// differently with them (dag-game with `--loopy`).
    fn picture_with(
        header: &Self::Header,
        test: &Self::Test,
        options: DrawOptions,
    ) -> Result<Picture, Refusal> {
        let _ = options;
        Self::picture(header, test)
    }
}

/// The picture of test number `wanted` (from 1) of `input`, in `G`'s contest format, written in
/// `format`: every test is read (and so checked) first.
pub fn draw<G: Drawable>(input: &[u8], wanted: u64, format: Format) -> Result<String, StartError> {
    draw_with::<G>(input, wanted, format, DrawOptions::default())
}

/// As [`draw`], with `options`.
pub fn draw_with<G: Drawable>(
    input: &[u8],
    wanted: u64,
    format: Format,
    options: DrawOptions,
) -> Result<String, StartError> {
    let picture = with_test::<G, _>(input, wanted, |header, test| {
        let picture = G::picture_with(header, test, options)?;
        check_layout(&picture.body)?;
        Ok(picture)
    })?;
    Ok(match format {
        Format::Svg => picture.svg(),
        Format::Dot => picture.dot(),
    })
}

/// The refusal of a graph with `count` edges (named `what`, plural) when that is more than
/// [`MAX_EDGES`].
pub(crate) fn check_edges(count: usize, what: &str) -> Result<(), Refusal> {
    if count > MAX_EDGES {
        return Err(format!(
            "a picture shows at most {MAX_EDGES} {what}; this test has {count} (draw a smaller test)"
        ));
    }
    Ok(())
}

/// The refusal of a directed graph with `count` arcs (named `what`, plural) when that is more
/// than [`MAX_ARCS`].
pub(crate) fn check_arcs(count: usize, what: &str) -> Result<(), Refusal> {
    if count > MAX_ARCS {
        return Err(format!(
            "a picture shows at most {MAX_ARCS} {what}; this test has {count} (draw a smaller \
             test, or cut this one down)"
        ));
    }
    Ok(())
}

/// The refusal of a graph whose layout would need more than [`MAX_BENDS`] bends.
fn check_layout(body: &picture::Body) -> Result<(), Refusal> {
    match body {
        picture::Body::Graph(graph) => {
            let edges: Vec<(usize, usize)> = graph
                .edges
                .iter()
                .map(|edge| (edge.from, edge.to))
                .collect();
            if !graph.directed {
                let cycles = independent_cycles(graph.nodes.len(), &edges);
                if cycles > MAX_CYCLES {
                    return Err(format!(
                        "a picture shows at most {MAX_CYCLES} independent cycles (edges beyond a \
                         spanning tree); this test has {cycles} (draw a smaller or sparser test)"
                    ));
                }
            }
            let ranked = layout::Ranked::new(graph.nodes.len(), &edges);
            let bends = ranked.bends();
            if bends > MAX_BENDS {
                return Err(format!(
                    "its edges pass {bends} layers of the drawing on their way; a picture holds at \
                     most {MAX_BENDS} such bends (draw a smaller or less deep test)"
                ));
            }
            Ok(())
        }
        picture::Body::Stack(panels) => panels
            .iter()
            .try_for_each(|panel| check_layout(&panel.body)),
        picture::Body::Bars(_) | picture::Body::Rows(_) => Ok(()),
    }
}

/// How many independent cycles the undirected graph of `nodes` nodes and `edges` has: its
/// distinct edges between two nodes, less the nodes, plus its connected parts (by union-find,
/// no recursion).
pub(crate) fn independent_cycles(nodes: usize, edges: &[(usize, usize)]) -> usize {
    let mut pairs: Vec<(usize, usize)> = edges
        .iter()
        .filter(|&&(a, b)| a != b)
        .map(|&(a, b)| (a.min(b), a.max(b)))
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    let mut parent: Vec<usize> = (0..nodes).collect();
    let find = |parent: &mut Vec<usize>, mut node: usize| {
        while parent[node] != node {
            parent[node] = parent[parent[node]];
            node = parent[node];
        }
        node
    };
    let mut cycles = 0;
    for &(a, b) in &pairs {
        let (a, b) = (find(&mut parent, a), find(&mut parent, b));
        if a == b {
            cycles += 1;
        } else {
            parent[a] = b;
        }
    }
    cycles
}

/// `count` and `noun`, the noun in the plural unless `count` is 1.
pub(crate) fn counted(count: impl Into<u64>, noun: &str) -> String {
    let count = count.into();
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} {noun}{plural}")
}

/// The refusal of a test with `count` items (named `what`, plural) when that is more than
/// [`MAX_ITEMS`].
pub(crate) fn check_size(count: usize, what: &str) -> Result<(), Refusal> {
    if count > MAX_ITEMS {
        return Err(format!(
            "a picture shows at most {MAX_ITEMS} {what}; this test has {count} (draw a smaller test)"
        ));
    }
    Ok(())
}
