//! graph-score-game's picture: the directed graph, each vertex with its number and filled by it
//! (a heat map), the start (vertex 1) a square; the vertices carrying the final number with
//! perfect play (found by the fast solver) outlined.

use crate::draw::colour::{heat, GREY, HIGHLIGHT};
use crate::draw::picture::{Body, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_edges, check_size, Drawable};
use crate::game::{Contest, Detail, Refusal};

use super::digraph::ScoreGraph;
use super::GraphScoreGame;

impl Drawable for GraphScoreGame {
    fn picture((): &(), graph: &ScoreGraph) -> Result<Picture, Refusal> {
        let n = graph.vertices();
        check_size(n, "vertices")?;
        check_edges(graph.arcs.len(), "arcs")?;
        let mut work = <GraphScoreGame as Contest>::workspace(&());
        let answer = <GraphScoreGame as Contest>::fast(&mut work, &(), graph, Detail::default())
            .map_err(|error| error.to_string())?
            .value;
        let low = graph.values.iter().copied().min().unwrap_or(0);
        let high = graph.values.iter().copied().max().unwrap_or(0);
        let nodes = (0..n)
            .map(|v| {
                let number = graph.values[v];
                let mut node = Node::new((v + 1).to_string(), heat(number, low, high))
                    .note(format!("x={number}"));
                node.square = v == 0;
                if number == answer {
                    node.ring = Some(HIGHLIGHT);
                }
                node
            })
            .collect();
        let edges = graph
            .arcs
            .iter()
            .map(|&(from, to)| Edge::new(from as usize, to as usize, GREY))
            .collect();
        Ok(Picture::new(
            format!("graph-score-game: with perfect play the game ends on the number {answer}"),
            Body::Graph(Graph {
                directed: true,
                nodes,
                edges,
            }),
        )
        .caption("The piece starts on vertex 1 (the square); x is a vertex's number, the fill its place between the")
        .caption(format!("smallest ({low}, light) and the largest ({high}, dark). The first player wants it large, the second small."))
        .swatch(Swatch::fill(heat(low, low, high), format!("the smallest number, {low}")))
        .swatch(Swatch::fill(heat(high, low, high), format!("the largest number, {high}")))
        .swatch(Swatch::line(HIGHLIGHT, format!("a vertex with the final number, {answer}")))
        .swatch(Swatch::line(GREY, "an arc: the piece moves along it")))
    }
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn graph_score_game_shows_the_numbers_and_the_final_one() {
        let sample = b"3 2\n1 5 3\n1 2\n2 3\n";
        let svg = well_formed::<super::GraphScoreGame>(sample);
        assert!(svg.contains("ends on the number 3"));
        golden::<super::GraphScoreGame>(sample, "graph-score-game");
    }
}
