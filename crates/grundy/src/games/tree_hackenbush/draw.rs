//! tree-hackenbush's picture: the tree hanging from the ground (vertex 1, a square), each vertex
//! with the value of the subtree it carries (the colon principle: a vertex's value is the XOR of
//! its children's values plus one), the winning cuts drawn thick.

use crate::draw::colour::{GREY, HIGHLIGHT, LIGHT_GREY, WHITE};
use crate::draw::orient::{downwards, indices};
use crate::draw::picture::{Body, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_size, counted, Drawable};
use crate::game::Refusal;
use crate::tree::input::PlacedEdge;

use super::fast::Workspace;
use super::TreeHackenbush;

impl Drawable for TreeHackenbush {
    fn picture((): &(), (n, placed): &(u32, Vec<PlacedEdge>)) -> Result<Picture, Refusal> {
        check_size(*n as usize, "vertices")?;
        let edges: Vec<_> = placed.iter().map(|placed| placed.edge).collect();
        let mut work = Workspace::new();
        work.load_edges(*n, &edges)
            .map_err(|error| error.to_string())?;
        let value = work
            .solve()
            .map_err(|_| "the edges do not form a tree".to_string())?;
        let wins = work.winning_cuts();
        let pairs = indices(&edges);
        let mut nodes: Vec<Node> = (0..*n)
            .map(|v| {
                Node::new((v + 1).to_string(), WHITE).note(format!("g={}", work.subtree_value(v)))
            })
            .collect();
        nodes[0].square = true;
        nodes[0].fill = LIGHT_GREY;
        let mut graph = Graph {
            directed: false,
            nodes,
            edges: Vec::new(),
        };
        for (from, to) in downwards(*n as usize, &pairs, &[0]) {
            let child = work.child_of_edge((from as u32, to as u32)) as usize;
            let mut edge = Edge::new(from, to, if wins[child] { HIGHLIGHT } else { GREY });
            edge.bold = wins[child];
            graph.edges.push(edge);
        }
        graph.play_input_edges(&pairs);
        let count = wins.iter().filter(|&&win| win).count();
        let title = if value != 0 {
            format!(
                "tree-hackenbush: the first player (Alice) wins: value {value}, {}",
                counted(count as u64, "winning cut")
            )
        } else {
            "tree-hackenbush: the first player (Alice) loses: value 0".to_string()
        };
        Ok(Picture::new(title, Body::Graph(graph))
            .caption("Vertex 1 is the ground (the square); g is the value of the subtree a vertex carries:")
            .caption("the XOR over its children c of g(c) + 1 (the colon principle).")
            .swatch(Swatch::line(HIGHLIGHT, "a winning cut (it leaves value 0)"))
            .swatch(Swatch::fill(LIGHT_GREY, "the ground, vertex 1")))
    }
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn tree_hackenbush_shows_subtree_values_and_winning_cuts() {
        // A star of two edges at the ground: value 1 XOR 1 = 0.
        let svg = well_formed::<super::TreeHackenbush>(b"3\n1 2\n1 3\n");
        assert!(svg.contains("loses: value 0"));
        // A path of two edges from the ground: values 0, 1, 2 upwards.
        let svg = well_formed::<super::TreeHackenbush>(b"3\n1 2\n2 3\n");
        assert!(svg.contains("wins: value 2, 1 winning cut<"));
        assert!(svg.contains(">g=1<") && svg.contains(">g=0<"));
        golden::<super::TreeHackenbush>(b"6\n1 2\n2 4\n5 1\n6 3\n3 2\n", "tree-hackenbush");
    }
}
