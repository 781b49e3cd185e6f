//! graph-score-game's picture: the directed graph, each vertex with its number and filled by it
//! (a heat map), the start (vertex 1) a square; the vertices carrying the final number with
//! perfect play (found by the fast solver) outlined.

use crate::digraph::Digraph;
use crate::draw::colour::{heat, BLACK, BLUE, GREY, HIGHLIGHT, LIGHT_GREY};
use crate::draw::picture::{Body, Click, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_arcs, check_size, Drawable};
use crate::game::{Contest, Detail, Refusal};

use super::digraph::ScoreGraph;
use super::GraphScoreGame;

impl Drawable for GraphScoreGame {
    fn picture((): &(), graph: &ScoreGraph) -> Result<Picture, Refusal> {
        let n = graph.vertices();
        check_size(n, "vertices")?;
        check_arcs(graph.arcs.len(), "arcs")?;
        let mut work = <GraphScoreGame as Contest>::workspace(&());
        let answer = <GraphScoreGame as Contest>::fast(&mut work, &(), graph, Detail::default())
            .map_err(|error| error.to_string())?
            .value;
        let (low, high) = span(&graph.values);
        let mut nodes = numbered_nodes(&graph.values);
        for (node, &number) in nodes.iter_mut().zip(&graph.values) {
            if number == answer {
                node.ring = Some(HIGHLIGHT);
            }
        }
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

/// The smallest and the largest of `numbers`.
fn span(numbers: &[u64]) -> (u64, u64) {
    let low = numbers.iter().copied().min().unwrap_or(0);
    let high = numbers.iter().copied().max().unwrap_or(0);
    (low, high)
}

/// The vertices (named from 1), each with its number (`x=5`) and filled by it between the
/// smallest and the largest (a heat map), the start (vertex 1) a square.
fn numbered_nodes(numbers: &[u64]) -> Vec<Node> {
    let (low, high) = span(numbers);
    numbers
        .iter()
        .enumerate()
        .map(|(v, &number)| {
            let mut node =
                Node::new((v + 1).to_string(), heat(number, low, high)).note(format!("x={number}"));
            node.square = v == 0;
            node
        })
        .collect()
}

/// A graph-score-game position in play (`described`, the session's line: the piece, its number
/// and who moves, or the end declared): the numbered graph, the piece's vertex (from 0) outlined;
/// where `moves` (labelled by the vertex the piece goes to, from 1, or `declare`) are left, the
/// arcs out of the piece black and the piece itself clickable to declare the end.
pub(crate) fn piece_in_play(
    described: &str,
    numbers: &[u64],
    graph: &Digraph,
    piece: usize,
    moves: &[String],
) -> Result<Picture, Refusal> {
    let n = graph.vertices();
    check_size(n, "vertices")?;
    check_arcs(graph.arcs(), "arcs")?;
    let mut nodes = numbered_nodes(numbers);
    nodes[piece].ring = Some(BLUE);
    nodes[piece].note = Some(format!("x={} ●", numbers[piece]));
    if moves.iter().any(|label| label == "declare") {
        nodes[piece].play = Some(Click::Move("declare".to_string()));
    }
    let graph = Graph::in_play(
        nodes,
        |from| graph.successors(from),
        |from, to| {
            let label = (to + 1).to_string();
            (from == piece && moves.contains(&label)).then_some(label)
        },
    );
    let (low, high) = span(numbers);
    Ok(
        Picture::new(format!("graph-score-game: {described}"), Body::Graph(graph))
            .caption(
                "The player to move either moves the piece along an arc or declares the end: the \
                 score is the number under the piece.",
            )
            .caption(
                "Alice (first) wants it large, Bob small. Click a black arc to move the piece, \
                 the piece's vertex to declare.",
            )
            .swatch(Swatch::line(BLUE, "the piece's vertex (x: its number)"))
            .swatch(Swatch::fill(
                heat(low, low, high),
                format!("the smallest number, {low}"),
            ))
            .swatch(Swatch::fill(
                heat(high, low, high),
                format!("the largest number, {high}"),
            ))
            .swatch(Swatch::line(BLACK, "an arc the piece may take"))
            .swatch(Swatch::line(LIGHT_GREY, "another arc")),
    )
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
