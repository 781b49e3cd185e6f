//! tree-hackenbush as rules with labelled moves: a move cuts an edge, named by its endpoints as
//! the input wrote them (`2 5`); the shared Green Hackenbush rules ([`crate::graph::rules`]) on
//! the tree grounded at vertex 1.

use crate::game::{Playable, Refusal};
use crate::graph::rules::{HackenbushRules, MAX_PLAYED_EDGES};
use crate::tree::input::PlacedEdge;
use crate::tree::Edge;

use super::TreeHackenbush;

impl Playable for TreeHackenbush {
    type Rules = HackenbushRules;

    /// Trees of at most [`MAX_PLAYED_EDGES`] edges (the oracle's cap is 16 edges; play weighs
    /// moves by the fast solver).
    fn rules(
        (): &(),
        (vertices, placed): &(u32, Vec<PlacedEdge>),
    ) -> Result<(HackenbushRules, Vec<Vec<u64>>), Refusal> {
        if placed.len() > MAX_PLAYED_EDGES {
            return Err(format!(
                "trees of at most {} vertices are played; this one has {vertices}",
                MAX_PLAYED_EDGES + 1
            ));
        }
        let edges: Vec<Edge> = placed.iter().map(|placed| placed.edge).collect();
        Ok(HackenbushRules::new(&[(*vertices, &edges)], false))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::labels;
    use crate::game::{Referee, Rules};
    use crate::games::tree_hackenbush::brute;
    use crate::tree::UnlabeledTrees;

    #[test]
    fn the_referee_finds_the_oracle_s_winning_cuts_by_their_labels() {
        for n in 1..=9u32 {
            for edges in UnlabeledTrees::new(n as usize) {
                let (rules, start) =
                    TreeHackenbush::rules(&(), &(n, PlacedEdge::at_start(&edges))).unwrap();
                let mut referee = Referee::new(rules);
                let oracle = brute::solve(n as usize, &edges, 0);
                assert_eq!(referee.wins(&start), oracle.value != 0, "{edges:?}");
                let named = labels(&referee.winning_moves(&start));
                let expected: Vec<String> = oracle
                    .winning_moves
                    .iter()
                    .map(|&index| format!("{} {}", edges[index].0 + 1, edges[index].1 + 1))
                    .collect();
                assert_eq!(named, expected, "{edges:?}");
            }
        }
    }

    #[test]
    fn a_cut_drops_what_hangs_from_it_and_labels_read_either_way() {
        // Vertex 1 holds the stalk 1-2-3 (written "2 1", "3 2") and the leaf 4 (written "1 4").
        let edges = [(1, 0), (2, 1), (0, 3)];
        let (rules, start) =
            TreeHackenbush::rules(&(), &(4, PlacedEdge::at_start(&edges))).unwrap();
        let mut referee = Referee::new(rules);
        assert_eq!(labels(&referee.moves(&start)), ["2 1", "3 2", "1 4"]);
        // A stalk of 2 beside a stalk of 1: cutting the stalk of 2 to 1 (its top edge) wins.
        assert_eq!(labels(&referee.winning_moves(&start)), ["3 2"]);
        let bottom = referee.parse(&start, " 2   1 ").unwrap();
        let after = referee.rules().play(&start, &bottom);
        assert_eq!(labels(&referee.moves(&after)), ["1 4"]);
        assert_eq!(referee.parse(&after, "3 2"), Err(vec!["1 4".to_string()]));
        // The endpoints may come in either order; an edge that is not there is refused.
        assert_eq!(referee.parse(&start, "1 2"), Ok(bottom));
        assert_eq!(referee.parse(&start, "1 3").unwrap_err().len(), 3);
        let path =
            |edges: u32| -> Vec<Edge> { (0..edges).map(|vertex| (vertex, vertex + 1)).collect() };
        let most = MAX_PLAYED_EDGES as u32;
        let refusal =
            TreeHackenbush::rules(&(), &(most + 2, PlacedEdge::at_start(&path(most + 1))));
        assert_eq!(
            refusal.err().as_deref(),
            Some("trees of at most 1501 vertices are played; this one has 1502")
        );
        assert!(TreeHackenbush::rules(&(), &(most + 1, PlacedEdge::at_start(&path(most)))).is_ok());
    }
}
