//! christmas-game's picture: every drawing of the block side by side, each hanging from its
//! vertex 1, its value at the ground; bridges, cycle edges and edges out of play told apart; a
//! cut wins when it leaves its drawing the XOR of the other drawings' values
//! ([`crate::graph::draw`]).

use crate::draw::picture::{Body, Graph, Picture};
use crate::draw::{check_edges, check_size, counted, Drawable};
use crate::game::Refusal;
use crate::graph::draw::{drawing, legend};
use crate::graph::fast_value::value;

use super::parse::ReadBlock;
use super::ChristmasGame;

impl Drawable for ChristmasGame {
    fn picture((): &(), block: &ReadBlock) -> Result<Picture, Refusal> {
        let vertices: usize = block.drawings.iter().map(|(m, _)| *m as usize).sum();
        check_size(vertices, "vertices")?;
        check_edges(block.total_edges(), "edges")?;
        let values: Vec<u64> = block
            .drawings
            .iter()
            .map(|(m, edges)| value(*m, edges, 0).map_err(|error| error.to_string()))
            .collect::<Result<_, _>>()?;
        let total = values.iter().fold(0, |sum, value| sum ^ value);
        let several = block.drawings.len() > 1;
        let mut graph = Graph::default();
        let mut winning = 0;
        for (index, (m, edges)) in block.drawings.iter().enumerate() {
            let prefix = if several {
                format!("{}:", index + 1)
            } else {
                String::new()
            };
            let drawn = drawing(
                (*m, edges),
                0,
                total ^ values[index],
                graph.nodes.len(),
                &prefix,
            )?;
            winning += drawn.winning;
            graph.nodes.extend(drawn.nodes);
            graph.edges.extend(drawn.edges);
        }
        let values_text: Vec<String> = values.iter().map(u64::to_string).collect();
        let title = if total != 0 {
            format!(
                "christmas-game: the first player (Sally) wins: {}",
                counted(winning as u64, "winning cut")
            )
        } else {
            "christmas-game: the first player (Sally) loses (Harry)".to_string()
        };
        let mut picture = Picture::new(title, Body::Graph(graph));
        if several {
            picture = picture.caption(
                "Vertices are named drawing:vertex; each drawing's square is its vertex 1, the ground.",
            );
        }
        Ok(legend(
            picture
                .caption(format!(
                    "The drawings' values (g at each ground): {}; their XOR, the game's value: {total}.",
                    values_text.join(", ")
                ))
                .caption("A cut wins when it leaves its drawing the XOR of the other drawings' values."),
        ))
    }
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn christmas_game_draws_every_drawing_of_the_block() {
        // Two drawings of one edge each: 1 XOR 1 = 0, the first player loses.
        let svg = well_formed::<super::ChristmasGame>(b"2\n2 1\n1 2\n2 1\n1 2\n");
        assert!(svg.contains("loses (Harry)"));
        assert!(svg.contains(">1:1<") && svg.contains(">2:2<"));
        golden::<super::ChristmasGame>(b"2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n", "christmas-game");
    }
}
