//! dag-game's picture: the positions and their arcs, each position with its Grundy value and
//! coloured by the outcome of one token there (the player to move wins unless the value is 0);
//! the first query's tokens outlined, and the arcs a winning move of that query may take (from a
//! token's position `p` to a `q` of value `g(p) XOR X`, `X` the query's XOR) drawn thick.

use crate::draw::colour::{Colour, GREY, HIGHLIGHT, WIN};
use crate::draw::picture::{Body, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_size, Drawable};
use crate::game::Refusal;

use super::parse::Test;
use super::values::values;
use super::DagGame;

/// A position whose single token loses for the player to move (value 0).
const LOSE: Colour = Colour(0xf2b880);
/// How many queries the caption lists.
const LISTED: usize = 4;

impl Drawable for DagGame {
    fn picture((): &(), test: &Test) -> Result<Picture, Refusal> {
        let graph = &test.graph;
        let n = graph.vertices();
        check_size(n, "positions")?;
        check_size(graph.arcs(), "arcs")?;
        if let Some(cycle) = &test.settled.cycle {
            return Err(format!(
                "the positions form a cycle through position {} (drawing --loopy games is not \
                 supported yet)",
                cycle[0]
            ));
        }
        let values = values(graph, &test.settled);
        let tokens = if test.queries() > 0 {
            test.query(0)
        } else {
            &[]
        };
        let xor = tokens
            .iter()
            .fold(0, |sum, &token| sum ^ values[token as usize]);
        let mut nodes: Vec<Node> = (0..n)
            .map(|p| {
                let fill = if values[p] == 0 { LOSE } else { WIN };
                Node::new(p.to_string(), fill).note(format!("g={}", values[p]))
            })
            .collect();
        for &token in tokens {
            let node = &mut nodes[token as usize];
            node.ring = Some(HIGHLIGHT);
            let count = tokens.iter().filter(|&&other| other == token).count();
            node.note = Some(format!("g={} ●×{count}", values[token as usize]));
        }
        let mut edges = Vec::new();
        for from in 0..n {
            for &to in graph.successors(from) {
                let to = to as usize;
                let winning =
                    xor != 0 && tokens.contains(&(from as u32)) && values[to] == values[from] ^ xor;
                let mut edge = Edge::new(from, to, if winning { HIGHLIGHT } else { GREY });
                edge.bold = winning;
                edges.push(edge);
            }
        }
        let mut picture = Picture::new(
            "dag-game: positions by the outcome of one token, with their Grundy values",
            Body::Graph(Graph {
                directed: true,
                nodes,
                edges,
            }),
        )
        .caption("A query's tokens are a sum of one-token games: the player to move wins exactly when the XOR of their values is not 0.");
        for k in 0..test.queries().min(LISTED) {
            let query = test.query(k);
            let sum = query.iter().fold(0, |sum, &p| sum ^ values[p as usize]);
            let positions: Vec<String> = query.iter().map(u32::to_string).collect();
            picture = picture.caption(format!(
                "Query {}: tokens at {}: XOR {sum}: {}{}",
                k + 1,
                positions.join(" "),
                if sum != 0 { "WIN" } else { "LOSE" },
                if k == 0 { " (outlined)" } else { "" }
            ));
        }
        if test.queries() > LISTED {
            picture = picture.caption(format!("... {} queries in all.", test.queries()));
        }
        Ok(picture
            .swatch(Swatch::fill(
                WIN,
                "one token here: the player to move wins (value not 0)",
            ))
            .swatch(Swatch::fill(
                LOSE,
                "one token here: the player to move loses (value 0)",
            ))
            .swatch(Swatch::line(
                HIGHLIGHT,
                "a winning move of query 1 (its tokens are outlined)",
            ))
            .swatch(Swatch::line(GREY, "an arc: a token moves along it")))
    }
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn dag_game_colours_positions_and_the_first_query_s_winning_moves() {
        let sample = b"4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n";
        let svg = well_formed::<super::DagGame>(sample);
        assert!(svg.contains("Query 1: tokens at 0: XOR 2: WIN"));
        assert!(svg.contains("Query 2: tokens at 0 2: XOR 3: WIN"));
        golden::<super::DagGame>(sample, "dag-game");
    }
}
