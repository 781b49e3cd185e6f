//! graph-draw-game's picture: the directed graph, each vertex filled by the result when Gennady
//! moves first from it (he wins, Georgiy wins, or endless play), with the two contest letters:
//! the result from the mover's view when Gennady moves first, then when Georgiy does (found by
//! the fast solver's attractors).

use crate::digraph::Digraph;
use crate::draw::colour::{Colour, BLACK, BLUE, GREY, LIGHT_BLUE, LIGHT_GREY, WHITE, WIN};
use crate::draw::picture::{Body, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_arcs, check_size, Drawable};
use crate::game::Refusal;

use super::attractors::{Attractors, Side, Value};
use super::report::letter;
use super::{GraphDrawGame, Test};

/// Georgiy wins.
const GEORGIY: Colour = Colour(0xf2b880);

impl Drawable for GraphDrawGame {
    fn picture((): &(), test: &Test) -> Result<Picture, Refusal> {
        let n = test.vertices;
        check_size(n, "vertices")?;
        check_arcs(test.arcs.len(), "arcs")?;
        let (graph, predecessors) = test.graph_both_ways();
        let graph = &graph;
        let attractors = Attractors::new(graph, &predecessors);
        let nodes = (0..n)
            .map(|v| {
                let gennady = attractors.value(v, Side::Alice);
                let georgiy = attractors.value(v, Side::Bob);
                let fill = match gennady {
                    Value::A => WIN,
                    Value::B => GEORGIY,
                    Value::D => LIGHT_GREY,
                };
                let letters = [letter(gennady, Side::Alice), letter(georgiy, Side::Bob)];
                Node::new((v + 1).to_string(), fill).note(String::from_utf8_lossy(&letters))
            })
            .collect();
        let mut edges = Vec::new();
        for from in 0..n {
            for &to in graph.successors(from) {
                edges.push(Edge::new(from, to as usize, GREY));
            }
        }
        Ok(Picture::new(
            "graph-draw-game: the result from every start vertex",
            Body::Graph(Graph {
                directed: true,
                nodes,
                edges,
            }),
        )
        .caption("Under each vertex: the result from the mover's view (W win, L loss, D endless play) when")
        .caption("Gennady moves first, then when Georgiy does; the fill is the result when Gennady moves first.")
        .swatch(Swatch::fill(WIN, "Gennady moves first and wins"))
        .swatch(Swatch::fill(GEORGIY, "Gennady moves first and Georgiy wins"))
        .swatch(Swatch::fill(LIGHT_GREY, "Gennady moves first and play never ends"))
        .swatch(Swatch::line(GREY, "an arc: the token moves along it")))
    }
}

/// A graph-draw-game position in play (`described`, the session's line, which says who moves):
/// the directed graph, the token's vertex (from 0) outlined, the arcs out of it black where a
/// move (`moves`, each labelled by the vertex it goes to, from 1) takes them: a click plays it.
pub(crate) fn token_in_play(
    described: &str,
    graph: &Digraph,
    token: usize,
    moves: &[String],
) -> Result<Picture, Refusal> {
    let n = graph.vertices();
    check_size(n, "vertices")?;
    check_arcs(graph.arcs(), "arcs")?;
    let mut nodes: Vec<Node> = (0..n)
        .map(|v| Node::new((v + 1).to_string(), WHITE))
        .collect();
    nodes[token].fill = LIGHT_BLUE;
    nodes[token].ring = Some(BLUE);
    nodes[token].note = Some("token".to_string());
    let graph = Graph::in_play(
        nodes,
        |from| graph.successors(from),
        |from, to| {
            let label = (to + 1).to_string();
            (from == token && moves.contains(&label)).then_some(label)
        },
    );
    Ok(
        Picture::new(format!("graph-draw-game: {described}"), Body::Graph(graph))
            .caption(
                "The players take turns moving the token along an arc; who cannot move loses, and \
                 endless play is a third result.",
            )
            .caption("Click a black arc to move the token along it.")
            .swatch(Swatch::fill(LIGHT_BLUE, "the token's vertex"))
            .swatch(Swatch::line(BLACK, "an arc the token may take"))
            .swatch(Swatch::line(LIGHT_GREY, "another arc")),
    )
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn graph_draw_game_gives_both_letters_of_every_vertex() {
        let sample = b"8 11\n1 2\n2 3\n3 1\n4 5\n4 1\n6 4\n6 5\n7 7\n7 5\n8 1\n8 6\n";
        let svg = well_formed::<super::GraphDrawGame>(sample);
        assert_eq!(svg.matches("<ellipse").count(), 8);
        // Vertex 4: endless play when Gennady moves first, a win for Georgiy moving first.
        assert!(svg.contains(">DW<") && svg.contains(">LL<"));
        golden::<super::GraphDrawGame>(sample, "graph-draw-game");
    }
}
