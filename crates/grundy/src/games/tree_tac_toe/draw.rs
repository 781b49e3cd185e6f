//! tree-tac-toe's picture: the tree hanging from vertex 1, the vertices that start white filled
//! white and the uncoloured ones grey, each with its degree in the reduced tree (a white vertex
//! counts as an uncoloured one with a gadget of three more vertices hung on it); the vertices
//! that decide for White outlined: degree 4 or more, or degree 3 with two neighbours that are not
//! leaves. The verdict and the rule come from the fast solver.

use crate::draw::colour::{BLUE, GREY, HIGHLIGHT, LIGHT_GREY, WHITE};
use crate::draw::orient::{downwards, indices};
use crate::draw::picture::{Body, Click, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_size, Drawable};
use crate::game::Refusal;

use super::families::ColouredTree;
use super::fast::{Reason, Workspace};
use super::TreeTacToe;

impl Drawable for TreeTacToe {
    fn picture((): &(), tree: &ColouredTree) -> Result<Picture, Refusal> {
        let n = tree.n as usize;
        check_size(n, "vertices")?;
        let mut work = Workspace::new();
        work.load_edges(tree.n, &tree.edges)
            .map_err(|error| error.to_string())?;
        work.check_tree()
            .map_err(|_| "the edges do not form a tree".to_string())?;
        work.colour_flags(&tree.white);
        let decision = work.decide();
        let mut degree = vec![0usize; n];
        for &(u, v) in &tree.edges {
            degree[u as usize] += 1;
            degree[v as usize] += 1;
        }
        let inner = |v: usize| degree[v] >= 2 || tree.white[v];
        let mut inner_neighbours: Vec<usize> = tree.white.iter().map(|&w| usize::from(w)).collect();
        for &(u, v) in &tree.edges {
            inner_neighbours[u as usize] += usize::from(inner(v as usize));
            inner_neighbours[v as usize] += usize::from(inner(u as usize));
        }
        let nodes = (0..n)
            .map(|v| {
                // A white vertex's gadget hangs on it by one edge.
                let reduced = degree[v] + usize::from(tree.white[v]);
                let fill = if tree.white[v] { WHITE } else { LIGHT_GREY };
                let mut node = Node::new((v + 1).to_string(), fill).note(format!("d'={reduced}"));
                if reduced >= 4 {
                    node.ring = Some(HIGHLIGHT);
                } else if reduced == 3 && inner_neighbours[v] >= 2 {
                    node.ring = Some(BLUE);
                }
                node
            })
            .collect();
        let edges = downwards(n, &indices(&tree.edges), &[0])
            .into_iter()
            .map(|(from, to)| Edge::new(from, to, GREY))
            .collect();
        let rule = match decision.reason {
            Reason::Degree4 => "a vertex of degree 4 or more in the reduced tree".to_string(),
            Reason::Degree3 => {
                "a vertex of degree 3 with two neighbours that are not leaves".to_string()
            }
            Reason::TwoForksOdd => format!(
                "two forks and an odd number of vertices ({}) in the reduced tree",
                decision.reduced_vertices
            ),
            Reason::None => "no rule for White applies".to_string(),
        };
        let title = if decision.reason.white_wins() {
            format!("tree-tac-toe: White wins: {rule}")
        } else {
            "tree-tac-toe: a draw (White cannot force three in a row, Black cannot either)"
                .to_string()
        };
        Ok(Picture::new(
            title,
            Body::Graph(Graph {
                directed: false,
                nodes,
                edges,
            }),
        )
        .caption("The reduced tree replaces each white vertex by an uncoloured one with a gadget of three vertices;")
        .caption(format!(
            "d' is a vertex's degree there. Reduced tree: {} vertices, {} of degree 4 or more, {} of degree 3 (gadgets included).",
            decision.reduced_vertices, decision.degree_4, decision.degree_3
        ))
        .swatch(Swatch::fill(WHITE, "starts white"))
        .swatch(Swatch::fill(LIGHT_GREY, "starts uncoloured"))
        .swatch(Swatch::line(HIGHLIGHT, "degree 4 or more: White wins"))
        .swatch(Swatch::line(BLUE, "degree 3 with two neighbours that are not leaves: White wins")))
    }
}

/// A tree-tac-toe position in play: the tree hanging from vertex 1, White's vertices white,
/// Black's dark, the uncoloured ones grey; those that may be painted (`legal`, a bit per vertex)
/// clickable.
pub(crate) fn painted_in_play(
    described: &str,
    edges: &[crate::tree::Edge],
    (white, black): (u32, u32),
    legal: u32,
) -> Result<Picture, Refusal> {
    let n = edges.len() + 1;
    check_size(n, "vertices")?;
    let nodes = (0..n)
        .map(|vertex| {
            let fill = if white >> vertex & 1 == 1 {
                WHITE
            } else if black >> vertex & 1 == 1 {
                PAINTED_BLACK
            } else {
                LIGHT_GREY
            };
            let mut node = Node::new((vertex + 1).to_string(), fill);
            if legal >> vertex & 1 == 1 {
                node.play = Some(Click::Move((vertex + 1).to_string()));
            }
            node
        })
        .collect();
    let graph = Graph {
        directed: false,
        nodes,
        edges: downwards(n, &indices(edges), &[0])
            .into_iter()
            .map(|(from, to)| Edge::new(from, to, GREY))
            .collect(),
    };
    Ok(
        Picture::new(format!("tree-tac-toe: {described}"), Body::Graph(graph))
            .caption(
                "White and Black take turns painting an uncoloured vertex; three vertices of one \
                 colour in a row (a path) win, a full tree without one is a draw.",
            )
            .caption("Click a grey vertex to paint it.")
            .swatch(Swatch::fill(WHITE, "White's"))
            .swatch(Swatch::fill(PAINTED_BLACK, "Black's"))
            .swatch(Swatch::fill(LIGHT_GREY, "uncoloured")),
    )
}

/// A vertex Black painted.
const PAINTED_BLACK: crate::draw::colour::Colour = crate::draw::colour::Colour(0x444444);

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn tree_tac_toe_outlines_the_deciding_vertices() {
        // A star of four leaves around vertex 1: degree 4, White wins.
        let svg = well_formed::<super::TreeTacToe>(b"1\n5\n1 2\n1 3\n1 4\n1 5\nNNNNN\n");
        assert!(svg.contains("White wins: a vertex of degree 4"));
        let svg = well_formed::<super::TreeTacToe>(b"1\n5\n1 2\n2 3\n3 4\n4 5\nNNNNN\n");
        assert!(svg.contains("a draw"));
        golden::<super::TreeTacToe>(b"1\n4\n1 2\n1 3\n1 4\nNNNW\n", "tree-tac-toe");
    }
}
