//! What a picture shows, before it is laid out: a title, a caption, a legend and one body (a
//! graph, bars or rows of cells).

use std::collections::HashMap;

use super::colour::{Colour, BLACK, LIGHT_GREY};

/// A picture of one test: what is shown and in which colours, not yet laid out. Written with
/// [`Picture::svg`] or [`Picture::dot`].
#[derive(Debug, Clone)]
pub struct Picture {
    /// The first line: the game and the verdict.
    pub(crate) title: String,
    /// Lines under the title: what the colours and numbers mean, the deciding facts.
    pub(crate) caption: Vec<String>,
    /// What each colour means.
    pub(crate) legend: Vec<Swatch>,
    /// What is drawn.
    pub(crate) body: Body,
}

/// One entry of a legend: a colour and its meaning.
#[derive(Debug, Clone)]
pub(crate) struct Swatch {
    pub(crate) colour: Colour,
    /// A fill (a node or a cell) or a line (an edge).
    pub(crate) line: bool,
    pub(crate) text: String,
}

impl Swatch {
    /// A fill colour and its meaning.
    pub(crate) fn fill(colour: Colour, text: impl Into<String>) -> Swatch {
        Swatch {
            colour,
            line: false,
            text: text.into(),
        }
    }

    /// A line colour (drawn thick) and its meaning.
    pub(crate) fn line(colour: Colour, text: impl Into<String>) -> Swatch {
        Swatch {
            colour,
            line: true,
            text: text.into(),
        }
    }
}

/// What a picture draws.
#[derive(Debug, Clone)]
pub(crate) enum Body {
    /// Vertices and edges, laid out in layers.
    Graph(Graph),
    /// Heaps as bars with the binary digits of their sizes.
    Bars(Bars),
    /// Rows of cells.
    Rows(Vec<Row>),
    /// Several bodies one under the other, each under its heading (a graph and a table of its
    /// cases).
    Stack(Vec<Panel>),
}

/// One body of a [`Body::Stack`] under its heading.
#[derive(Debug, Clone)]
pub(crate) struct Panel {
    pub(crate) heading: String,
    pub(crate) body: Body,
}

/// A tree or a graph.
#[derive(Debug, Clone, Default)]
pub(crate) struct Graph {
    /// Whether edges have a direction (drawn with arrowheads).
    pub(crate) directed: bool,
    pub(crate) nodes: Vec<Node>,
    pub(crate) edges: Vec<Edge>,
}

impl Graph {
    /// Names each edge by the move that takes it in play, for games whose move takes an edge of
    /// the input (`input`, 0-based ends in the input's order): its ends as the input wrote them,
    /// from 1 (`2 5`), as `grundy play` lists the move.
    pub(crate) fn play_input_edges(&mut self, input: &[(usize, usize)]) {
        let key = |u: usize, v: usize| (u.min(v), u.max(v));
        let labels: HashMap<(usize, usize), String> = input
            .iter()
            .map(|&(u, v)| (key(u, v), format!("{} {}", u + 1, v + 1)))
            .collect();
        for edge in &mut self.edges {
            edge.play = labels.get(&key(edge.from, edge.to)).cloned();
        }
    }

    /// The directed graph of a game played by moving a piece along arcs, in play: `nodes`, an
    /// arc from each node to each of its `successors`, marked by [`Graph::play_arcs`] with
    /// `label`.
    pub(crate) fn in_play<'a>(
        nodes: Vec<Node>,
        successors: impl Fn(usize) -> &'a [u32],
        label: impl Fn(usize, usize) -> Option<String>,
    ) -> Graph {
        let edges = (0..nodes.len())
            .flat_map(|from| {
                successors(from)
                    .iter()
                    .map(move |&to| Edge::new(from, to as usize, LIGHT_GREY))
            })
            .collect();
        let mut graph = Graph {
            directed: true,
            nodes,
            edges,
        };
        graph.play_arcs(label);
        graph
    }

    /// Marks the arcs of a game played by moving a piece along them (a token, a pebble): an arc
    /// that `label` names a move (its ends as indices into [`Graph::nodes`]) is drawn black and
    /// plays that move by a click; the others are light grey.
    pub(crate) fn play_arcs(&mut self, label: impl Fn(usize, usize) -> Option<String>) {
        for edge in &mut self.edges {
            edge.play = label(edge.from, edge.to);
            edge.colour = if edge.play.is_some() {
                BLACK
            } else {
                LIGHT_GREY
            };
        }
    }
}

/// A vertex: its name (the input's number) in bold, a note under it (its value).
#[derive(Debug, Clone)]
pub(crate) struct Node {
    pub(crate) name: String,
    pub(crate) note: Option<String>,
    pub(crate) fill: Colour,
    /// A square (the ground, a root) rather than a circle.
    pub(crate) square: bool,
    /// A thick outline in this colour (a winning choice).
    pub(crate) ring: Option<Colour>,
    /// What a click on it does in play (a tree-tac-toe vertex to paint, a tree-coins node).
    pub(crate) play: Option<Click>,
}

/// What a click on an element of a picture does when the test is played (the web playground),
/// written by the SVG writer as a data attribute of the element's group: every game's moves are
/// reached by clicks the same way, with no code of the page's own per game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Click {
    /// The click plays this move (its label in `grundy play`): `data-move="2 5"`.
    Move(String),
    /// The click adds words to the move being chosen, for moves made of several choices
    /// (split-game's `0 2 3`: three bottles): the first of these alternatives that some legal
    /// move goes on with (`data-part="coin 3|to 3"`: a tree-coins node starts a move or ends
    /// one). An alternative written `=` and words (`=cell 2 k 3`) applies only once a move is
    /// begun: it names the move from its start, and is taken when it goes on from the words
    /// chosen (array-game's cell 6 after `cell 2`: the last cell flipped). The move is played
    /// once the words chosen name a legal move and no other.
    Part(Vec<String>),
    /// The click chooses one piece of a move whose label lists its pieces separated by `, `, in
    /// any order (moore-nim's `heap 1 to 0, heap 3 to 2`: two heaps lowered at once):
    /// `data-piece="heap 3 to 2"`, or the first words of a piece (`heap 3`, the rest then picked
    /// from the list of moves). A second click on a chosen piece takes it back; a piece that no
    /// legal move has together with a chosen one replaces it (another size for the same heap).
    /// The move is played once the pieces chosen are all of a legal move's and no other legal
    /// move has them all; while other moves have more pieces, the page waits for another click,
    /// Enter or its "Play it" button.
    Piece(String),
}

impl Click {
    /// A click that adds `words` to the move being chosen.
    pub(crate) fn part(words: impl Into<String>) -> Click {
        Click::Part(vec![words.into()])
    }
}

impl Node {
    /// A plain circle named `name`.
    pub(crate) fn new(name: impl Into<String>, fill: Colour) -> Node {
        Node {
            name: name.into(),
            note: None,
            fill,
            square: false,
            ring: None,
            play: None,
        }
    }

    /// The same node with a note under its name.
    pub(crate) fn note(mut self, note: impl Into<String>) -> Node {
        self.note = Some(note.into());
        self
    }
}

/// An edge between two nodes (indices into [`Graph::nodes`]).
#[derive(Debug, Clone)]
pub(crate) struct Edge {
    pub(crate) from: usize,
    pub(crate) to: usize,
    pub(crate) label: Option<String>,
    pub(crate) colour: Colour,
    /// Drawn thick: a winning move.
    pub(crate) bold: bool,
    /// Drawn dashed.
    pub(crate) dashed: bool,
    /// The move this edge stands for when the test is played (its label in `grundy play`),
    /// written as the `data-move` attribute of the edge and its label, so that a page (the web
    /// playground) can play it by a click.
    pub(crate) play: Option<String>,
}

impl Edge {
    /// A plain edge.
    pub(crate) fn new(from: usize, to: usize, colour: Colour) -> Edge {
        Edge {
            from,
            to,
            label: None,
            colour,
            bold: false,
            dashed: false,
            play: None,
        }
    }
}

/// Heaps as bars, each with the binary digits of its size, and under them what decides the game
/// column by column (the nim-sum's digits, or Moore's counts).
#[derive(Debug, Clone)]
pub(crate) struct Bars {
    pub(crate) bars: Vec<Bar>,
    /// The last rows.
    pub(crate) total: Total,
    /// A binary column to highlight (the nim-sum's highest one bit), counted from bit 0.
    pub(crate) column: Option<u32>,
    /// The size a full bar stands for: the largest bar's when `None`; in play, the largest heap
    /// at the start, so that a heap keeps its scale while the game goes on.
    pub(crate) full: Option<u64>,
}

/// The last rows of a picture of heaps, under a line: what decides the game, column by column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Total {
    /// One number and its binary digits (the nim-sum, Bouton's rule): its label and value.
    Binary(String, u64),
    /// Moore's rule for Nim_k, `radix` being `k + 1`: a row with the number of 1s in each
    /// column, and a row with that number modulo `radix`, the non-zero ones highlighted (the
    /// player to move loses exactly when every one is 0).
    Counts { radix: u64 },
}

/// One heap.
#[derive(Debug, Clone)]
pub(crate) struct Bar {
    pub(crate) label: String,
    pub(crate) size: u64,
    pub(crate) fill: Colour,
    /// Said at the end of its row (`→ 3 wins`).
    pub(crate) note: String,
    /// What a click on it does in play.
    pub(crate) play: Option<BarClick>,
}

/// What a click on a bar does in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum BarClick {
    /// The same wherever the bar is clicked.
    Whole(Click),
    /// A click on its `s`-th unit from the left (a bar as long as its size) does `clicks[s]`
    /// (plays the move that leaves the heap with `s`, or chooses that piece of a move): where
    /// the click lands is where the heap will end.
    Units(Vec<Click>),
}

/// A row of cells, with a label at its left.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    pub(crate) label: String,
    /// The number written above the first cell (the next ones count up from it); none when
    /// the cells' texts name them.
    pub(crate) first: Option<usize>,
    pub(crate) cells: Vec<Cell>,
}

/// A cell: its content, a smaller line under it, its fill.
#[derive(Debug, Clone)]
pub(crate) struct Cell {
    pub(crate) text: String,
    pub(crate) note: Option<String>,
    pub(crate) fill: Colour,
    /// A thick outline in this colour.
    pub(crate) ring: Option<Colour>,
    /// What a click on it does in play.
    pub(crate) play: Option<Click>,
}

impl Picture {
    /// A picture of `body` titled `title`.
    pub(crate) fn new(title: impl Into<String>, body: Body) -> Picture {
        Picture {
            title: title.into(),
            caption: Vec::new(),
            legend: Vec::new(),
            body,
        }
    }

    /// Adds a line to the caption.
    pub(crate) fn caption(mut self, line: impl Into<String>) -> Picture {
        self.caption.push(line.into());
        self
    }

    /// Adds an entry to the legend.
    pub(crate) fn swatch(mut self, swatch: Swatch) -> Picture {
        self.legend.push(swatch);
        self
    }

    /// The picture as a standalone SVG document.
    pub fn svg(&self) -> String {
        match &self.body {
            Body::Graph(graph) => super::graph::svg(self, graph),
            Body::Bars(bars) => super::bars::svg(self, bars),
            Body::Rows(rows) => super::rows::svg(self, rows),
            Body::Stack(panels) => super::stack::svg(self, panels),
        }
    }

    /// The picture as a Graphviz DOT graph.
    pub fn dot(&self) -> String {
        match &self.body {
            Body::Graph(graph) => super::dot::graph(self, graph),
            Body::Bars(bars) => super::dot::table(self, &super::bars::table(bars)),
            Body::Rows(rows) => super::dot::table(self, &super::rows::table(rows)),
            Body::Stack(panels) => super::stack::dot(self, panels),
        }
    }
}
