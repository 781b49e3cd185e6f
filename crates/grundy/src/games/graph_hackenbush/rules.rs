//! graph-hackenbush as rules with labelled moves: a move cuts an edge in play, named by its
//! endpoints as the input wrote them (`2 5`); where another edge joins the same two vertices (a
//! parallel edge, or a second loop at the vertex) the label adds the edge's number in the test,
//! from 1 (`2 5 #3`), so each edge keeps a label of its own that a person can type. The shared
//! Green Hackenbush rules ([`crate::graph::rules`]) on the multigraph grounded at vertex 1.

use crate::game::{Playable, Refusal};
use crate::graph::rules::{HackenbushRules, MAX_PLAYED_EDGES};

use super::{edges_of, GraphHackenbush, GraphTest};

impl Playable for GraphHackenbush {
    type Rules = HackenbushRules;

    /// Graphs of at most [`MAX_PLAYED_EDGES`] edges (the oracle's cap is 20; play weighs moves
    /// by the fast solver).
    fn rules((): &(), test: &GraphTest) -> Result<(HackenbushRules, Vec<Vec<u64>>), Refusal> {
        let edges = test.placed.len();
        if edges > MAX_PLAYED_EDGES {
            return Err(format!(
                "graphs of at most {MAX_PLAYED_EDGES} edges are played; this one has {edges}"
            ));
        }
        Ok(HackenbushRules::new(
            &[(test.vertices, &edges_of(test))],
            false,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::labels;
    use crate::game::{Referee, Rules};
    use crate::graph::every_small_multigraph;
    use crate::graph::oracle;
    use crate::tree::input::PlacedEdge;
    use crate::tree::Edge;

    fn test(vertices: u32, edges: &[Edge]) -> GraphTest {
        GraphTest {
            vertices,
            placed: PlacedEdge::at_start(edges),
        }
    }

    #[test]
    fn the_referee_finds_the_oracle_s_winning_cuts_and_every_label_is_its_own() {
        let graphs = every_small_multigraph(4, 5);
        // Multisets of at most 5 of the 1, 3, 6 and 10 vertex pairs (loops included).
        assert_eq!(graphs.len(), 6 + 56 + 462 + 3003);
        for (vertices, edges) in graphs {
            let (rules, start) = GraphHackenbush::rules(&(), &test(vertices, &edges)).unwrap();
            let mut referee = Referee::new(rules);
            let oracle = oracle::solve(vertices as usize, &edges, 0);
            assert_eq!(referee.wins(&start), oracle.value != 0, "{edges:?}");
            let named: Vec<usize> = referee
                .winning_moves(&start)
                .iter()
                .map(|cut| cut.index)
                .collect();
            assert_eq!(named, oracle.winning_moves, "{edges:?}");
            for cut in referee.moves(&start) {
                assert_eq!(referee.parse(&start, &cut.to_string()), Ok(cut));
            }
        }
    }

    #[test]
    fn parallel_edges_and_loops_are_numbered_where_they_repeat() {
        // A double edge "1 2", "2 1" from the ground, a loop at 2, and a loop at 3 out of play.
        let graph = test(3, &[(0, 1), (1, 0), (1, 1), (2, 2)]);
        let (rules, start) = GraphHackenbush::rules(&(), &graph).unwrap();
        let mut referee = Referee::new(rules);
        assert_eq!(labels(&referee.moves(&start)), ["1 2 #1", "2 1 #2", "2 2"]);
        // Three loops once fused: cutting the loop leaves the double edge, worth 0.
        assert_eq!(labels(&referee.winning_moves(&start)), ["2 2"]);
        assert_eq!(
            referee.parse(&start, "1 2"),
            Err(vec![
                "1 2 #1".to_string(),
                "2 1 #2".to_string(),
                "2 2".to_string()
            ])
        );
        // Labels do not change as the game goes on.
        let cut = referee.parse(&start, "2 1 #2").unwrap();
        let after = referee.rules().play(&start, &cut);
        assert_eq!(labels(&referee.moves(&after)), ["1 2 #1", "2 2"]);
        // Untouched vertices cost nothing: one edge to the last of 4294967295 vertices.
        let far = test(u32::MAX, &[(u32::MAX - 1, 0)]);
        let (rules, start) = GraphHackenbush::rules(&(), &far).unwrap();
        assert_eq!(labels(&Referee::new(rules).moves(&start)), ["4294967295 1"]);
        let refusal = GraphHackenbush::rules(&(), &test(2, &[(0, 1); MAX_PLAYED_EDGES + 1])).err();
        assert_eq!(
            refusal.as_deref(),
            Some("graphs of at most 1500 edges are played; this one has 1501")
        );
        assert!(GraphHackenbush::rules(&(), &test(2, &[(0, 1); MAX_PLAYED_EDGES])).is_ok());
    }
}
