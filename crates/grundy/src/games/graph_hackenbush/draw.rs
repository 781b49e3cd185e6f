//! graph-hackenbush's picture: the multigraph hanging from the ground (vertex 1), bridges,
//! cycle edges and edges out of play told apart, the winning cuts thick ([`crate::graph::draw`]).

use crate::draw::picture::{Body, Graph, Picture};
use crate::draw::{check_edges, check_size, counted, Drawable};
use crate::game::Refusal;
use crate::graph::draw::{drawing, legend};
use crate::tree::Edge;

use super::{GraphHackenbush, GraphTest};

impl Drawable for GraphHackenbush {
    fn picture((): &(), test: &GraphTest) -> Result<Picture, Refusal> {
        check_size(test.vertices as usize, "vertices")?;
        check_edges(test.placed.len(), "edges")?;
        let edges: Vec<Edge> = test.placed.iter().map(|placed| placed.edge).collect();
        let drawn = drawing((test.vertices, &edges), 0, 0, 0, "")?;
        let title = if drawn.value != 0 {
            format!(
                "graph-hackenbush: value {}, the first player wins: {}",
                drawn.value,
                counted(drawn.winning as u64, "winning cut")
            )
        } else {
            "graph-hackenbush: value 0, the first player loses".to_string()
        };
        let graph = Graph {
            directed: false,
            nodes: drawn.nodes,
            edges: drawn.edges,
        };
        Ok(legend(
            Picture::new(title, Body::Graph(graph))
                .caption("A cut deletes an edge; whatever no longer reaches the ground falls. The value comes from")
                .caption("the Fusion Principle: the vertices of a cycle fuse into one, its edges become loops (each worth 1)."),
        ))
    }
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn graph_hackenbush_shows_cycles_bridges_and_winning_cuts() {
        // A triangle on the ground fuses into three loops: value 1 XOR 1 XOR 1 = 1. Cutting the
        // edge away from the ground leaves two edges at the ground (1 XOR 1 = 0) and wins;
        // cutting an edge at the ground leaves a path of two edges (value 2).
        let svg = well_formed::<super::GraphHackenbush>(b"1\n3 3\n1 2\n2 3\n3 1\n");
        assert!(svg.contains("value 1, the first player wins: 1 winning cut<"));
        // One edge off the ground and one out of play.
        let svg = well_formed::<super::GraphHackenbush>(b"1\n4 2\n1 2\n3 4\n");
        assert!(svg.contains("value 1, the first player wins: 1 winning cut<"));
        assert!(svg.contains("stroke-dasharray"));
        // Every vertex in play shows its part's value with what hangs below it: the triangle's
        // vertices share 1 XOR (1 + 1) XOR (0 + 1) = 2, vertex 4 (a loop) 1, vertex 5 0.
        let svg = well_formed::<super::GraphHackenbush>(b"1\n5 6\n1 2\n2 3\n3 1\n3 4\n4 4\n2 5\n");
        assert!(svg.contains(">ground, g=2<"));
        assert_eq!(svg.matches(">g=2<").count(), 2);
        assert!(svg.contains(">g=1<") && svg.contains(">g=0<"));
        golden::<super::GraphHackenbush>(
            b"1\n5 6\n1 2\n2 3\n3 1\n3 4\n4 4\n2 5\n",
            "graph-hackenbush",
        );
    }
}
