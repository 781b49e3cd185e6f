//! tree-coins' picture: the tree hanging from node 1, each node with its coins, filled by the
//! value of the game rooted there (a heat map: the XOR of the distances from the root to the
//! nodes with an odd number of coins); the roots where the second player wins (value 0),
//! which the contest's answer adds up, outlined.

use std::collections::BTreeSet;

use crate::draw::colour::{heat, BLACK, BLUE, GREY, LIGHT_BLUE, WHITE};
use crate::draw::orient::{downwards, indices};
use crate::draw::picture::{Body, Click, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_size, counted, Drawable};
use crate::game::Refusal;

use super::fast::AllRoots;
use super::{Test, TreeCoins};

/// How many values the legend names one by one (the rest lie between them on the map).
const LEGEND_VALUES: usize = 6;

impl Drawable for TreeCoins {
    fn picture((): &(), test: &Test) -> Result<Picture, Refusal> {
        let n = test.nodes as usize;
        check_size(n, "nodes")?;
        let mut tree = AllRoots::default();
        tree.load_edges(test.nodes, &test.edges)
            .map_err(|error| error.to_string())?;
        tree.check_tree()
            .map_err(|_| "the edges do not form a tree".to_string())?;
        let odd: Vec<bool> = test.coins.iter().map(|&coins| coins % 2 == 1).collect();
        let mut values = Vec::new();
        tree.root_values(&odd, &mut values);
        let (low, high) = (
            values.iter().copied().min().unwrap_or(0),
            values.iter().copied().max().unwrap_or(0),
        );
        let colour = |value: u32| heat(u64::from(value), u64::from(low), u64::from(high));
        let nodes = (0..n)
            .map(|node| {
                let mut drawn = Node::new((node + 1).to_string(), colour(values[node]))
                    .note(format!("{}c g={}", test.coins[node], values[node]));
                if values[node] == 0 {
                    drawn.ring = Some(BLUE);
                }
                drawn
            })
            .collect();
        let edges = downwards(n, &indices(&test.edges), &[0])
            .into_iter()
            .map(|(from, to)| Edge::new(from, to, GREY))
            .collect();
        let second = values.iter().filter(|&&value| value == 0).count();
        let title = format!("tree-coins: the second player wins for {second} of {n} roots");
        let mut picture = Picture::new(
            title,
            Body::Graph(Graph {
                directed: false,
                nodes,
                edges,
            }),
        )
        .caption("Each node: its number, its coins (c) and g, the value of the game rooted there:")
        .caption("the XOR of the distances from the root to the nodes with an odd number of coins.")
        .swatch(Swatch::line(
            BLUE,
            "a root where the second player wins (g = 0)",
        ));
        let distinct: BTreeSet<u32> = values.iter().copied().collect();
        let step = distinct.len().div_ceil(LEGEND_VALUES).max(1);
        for (index, &value) in distinct.iter().enumerate() {
            if index % step == 0 || index + 1 == distinct.len() {
                picture = picture.swatch(Swatch::fill(colour(value), format!("g = {value}")));
            }
        }
        Ok(picture)
    }
}

/// A tree-coins position in play: the tree hanging from its `root` (a square), each node with
/// its coins; a click on a node starts a move from it (`coin 3`) or ends one there (`to 1`).
pub(crate) fn coins_in_play(
    described: &str,
    edges: &[crate::tree::Edge],
    root: usize,
    coins: &[u64],
) -> Result<Picture, Refusal> {
    let n = coins.len();
    check_size(n, "nodes")?;
    let nodes = coins
        .iter()
        .enumerate()
        .map(|(node, &count)| {
            let mut drawn = Node::new(
                (node + 1).to_string(),
                if count > 0 { LIGHT_BLUE } else { WHITE },
            )
            .note(counted(count, "coin"));
            drawn.square = node == root;
            drawn.play = Some(Click::Part(vec![
                format!("coin {}", node + 1),
                format!("to {}", node + 1),
            ]));
            drawn
        })
        .collect();
    let graph = Graph {
        directed: false,
        nodes,
        edges: downwards(n, &indices(edges), &[root])
            .into_iter()
            .map(|(from, to)| Edge::new(from, to, BLACK))
            .collect(),
    };
    Ok(
        Picture::new(format!("tree-coins: {described}"), Body::Graph(graph))
            .caption(
                "A move takes one coin from a node and puts it on a node above it, nearer the \
                 root (the square); who cannot move loses.",
            )
            .caption("Click a node with coins, then a node above it.")
            .swatch(Swatch::fill(LIGHT_BLUE, "a node with coins")),
    )
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn tree_coins_colours_every_root_by_its_value() {
        // A path 1-2-3 with coins 1 0 1: g(1) = 0 XOR 2 = 2, g(2) = 1 XOR 1 = 0, g(3) = 2.
        let svg = well_formed::<super::TreeCoins>(b"1\n3\n1 2\n2 3\n1 0 1\n");
        assert!(svg.contains("the second player wins for 1 of 3 roots"));
        assert!(svg.contains(">0c g=0<") && svg.contains(">1c g=2<"));
        golden::<super::TreeCoins>(
            b"1\n6\n1 2\n1 3\n4 3\n3 5\n4 6\n0 2 2 1 3 2\n",
            "tree-coins",
        );
    }
}
