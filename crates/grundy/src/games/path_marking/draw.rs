//! path-marking's picture: the tree, each edge labelled with the values of the two rooted games
//! its first marking leaves (`a | b`, the side of the upper end first) and drawn thick where they
//! are equal (marking it first wins, Sprague–Grundy); the tree hangs from vertex 1.

use crate::draw::colour::{BLACK, BLUE, GREY, HIGHLIGHT, LIGHT_GREY, WHITE};
use crate::draw::orient::{downwards, indices};
use crate::draw::picture::{Body, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_size, counted, Drawable};
use crate::game::Refusal;
use crate::tree::input::PlacedEdge;
use crate::tree::Edge as TreeEdge;

use super::fast::Workspace;
use super::PathMarking;

impl Drawable for PathMarking {
    fn picture((): &(), (n, placed): &(u32, Vec<PlacedEdge>)) -> Result<Picture, Refusal> {
        check_size(*n as usize, "vertices")?;
        let edges: Vec<_> = placed.iter().map(|placed| placed.edge).collect();
        let mut work = Workspace::new();
        work.load_edges(*n, &edges)
            .map_err(|error| error.to_string())?;
        let winning = work
            .solve()
            .map_err(|_| "the edges do not form a tree".to_string())?;
        let pairs = indices(&edges);
        let mut graph = Graph {
            directed: false,
            nodes: (1..=*n).map(|v| Node::new(v.to_string(), WHITE)).collect(),
            edges: Vec::new(),
        };
        for (from, to) in downwards(*n as usize, &pairs, &[0]) {
            let (a, b) = work.side_values((from as u32, to as u32));
            let wins = a == b;
            let mut edge = Edge::new(from, to, if wins { HIGHLIGHT } else { GREY });
            edge.bold = wins;
            edge.label = Some(format!("{a} | {b}"));
            graph.edges.push(edge);
        }
        graph.play_input_edges(&pairs);
        let title = if winning > 0 {
            format!(
                "path-marking: the first player (Bob) wins: {}",
                counted(winning, "winning first mark")
            )
        } else {
            "path-marking: the first player (Bob) loses: no first mark wins".to_string()
        };
        Ok(Picture::new(title, Body::Graph(graph))
            .caption(
                "Each edge shows the values of the two games its first marking leaves: the side \
                 of its upper end, then of its lower end,",
            )
            .caption(
                "each rooted at the edge's end; marking it first wins exactly when they are equal.",
            )
            .swatch(Swatch::line(
                HIGHLIGHT,
                "a winning first mark (equal values)",
            ))
            .swatch(Swatch::line(GREY, "a losing first mark")))
    }
}

/// A path-marking position in play: the tree hanging from vertex 1, its `marked` edges (a bit
/// per edge in input order) thick blue, the edges that may be marked next (`legal`, by index)
/// black and clickable, the others grey.
pub(crate) fn tree_in_play(
    described: &str,
    edges: &[TreeEdge],
    marked: u32,
    legal: &[usize],
) -> Result<Picture, Refusal> {
    let n = edges.len() + 1;
    check_size(n, "vertices")?;
    let pairs = indices(edges);
    let mut graph = Graph {
        directed: false,
        nodes: (1..=n).map(|v| Node::new(v.to_string(), WHITE)).collect(),
        edges: Vec::new(),
    };
    for (index, (from, to)) in downwards(n, &pairs, &[0]).into_iter().enumerate() {
        let mut edge = Edge::new(from, to, LIGHT_GREY);
        if marked >> index & 1 == 1 {
            edge.colour = BLUE;
            edge.bold = true;
        } else if legal.contains(&index) {
            edge.colour = BLACK;
            edge.play = Some(format!("{} {}", edges[index].0 + 1, edges[index].1 + 1));
        }
        graph.edges.push(edge);
    }
    Ok(
        Picture::new(format!("path-marking: {described}"), Body::Graph(graph))
            .caption(
                "A move marks an edge; the marked edges must always lie on one simple path. Who \
                 cannot mark loses.",
            )
            .caption("Click a black edge to mark it.")
            .swatch(Swatch::line(BLUE, "a marked edge"))
            .swatch(Swatch::line(BLACK, "an edge that may be marked"))
            .swatch(Swatch::line(
                LIGHT_GREY,
                "an edge that can no longer be marked",
            )),
    )
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn path_marking_marks_the_winning_edges() {
        // A path of 2 edges: marking either leaves a side of one edge (value 1) and a side of
        // none (value 0), so no first mark wins.
        let svg = well_formed::<super::PathMarking>(b"1\n3\n1 2\n2 3\n");
        assert!(svg.contains("the first player (Bob) loses"));
        assert_eq!(
            svg.matches(">0 | 1<").count() + svg.matches(">1 | 0<").count(),
            2
        );
        golden::<super::PathMarking>(b"1\n7\n1 2\n1 3\n2 4\n2 5\n3 6\n6 7\n", "path-marking");
    }
}
