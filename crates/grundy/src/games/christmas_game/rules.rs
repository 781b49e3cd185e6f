//! christmas-game as rules with labelled moves: a move cuts an edge of one drawing, named by the
//! drawing's number in the block and the edge's endpoints as the input wrote them (`drawing 2
//! edge 3 4`); where another edge of that drawing joins the same two vertices, the label adds the
//! edge's number in the drawing, from 1 (`drawing 2 edge 3 4 #5`). The shared Green Hackenbush
//! rules ([`crate::graph::rules`]) on every drawing, grounded at its vertex 1.

use crate::game::{Playable, Refusal};
use crate::graph::rules::{HackenbushRules, MAX_PLAYED_EDGES};
use crate::tree::Edge;

use super::parse::ReadBlock;
use super::ChristmasGame;

impl Playable for ChristmasGame {
    type Rules = HackenbushRules;

    /// Blocks of at most [`MAX_PLAYED_EDGES`] edges in all (the oracle's cap is 16; play weighs
    /// moves by the fast solver, one drawing at a time).
    fn rules((): &(), block: &ReadBlock) -> Result<(HackenbushRules, Vec<Vec<u64>>), Refusal> {
        let total = block.total_edges();
        if total > MAX_PLAYED_EDGES {
            return Err(format!(
                "blocks of at most {MAX_PLAYED_EDGES} edges in all are played; this one has \
                 {total}"
            ));
        }
        let drawings: Vec<(u32, &[Edge])> = block
            .drawings
            .iter()
            .map(|(vertices, edges)| (*vertices, &edges[..]))
            .collect();
        Ok(HackenbushRules::new(&drawings, true))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::labels;
    use crate::game::{Referee, Rules};
    use crate::games::christmas_game::{brute, Drawing};
    use crate::graph::every_small_multigraph;

    fn block(drawings: &[Drawing]) -> ReadBlock {
        ReadBlock {
            drawings: drawings.to_vec(),
            edge_offsets: drawings
                .iter()
                .map(|(_, edges)| vec![0; edges.len()])
                .collect(),
        }
    }

    #[test]
    fn the_referee_finds_the_search_s_winning_cuts_in_blocks_of_two_drawings() {
        // Every multigraph with 1..=3 vertices and at most 3 edges, in every ordered pair.
        let pool: Vec<Drawing> = every_small_multigraph(3, 3);
        assert_eq!(pool.len(), 4 + 20 + 84);
        for first in &pool {
            for second in &pool {
                let drawings = [first.clone(), second.clone()];
                let (rules, start) = ChristmasGame::rules(&(), &block(&drawings)).unwrap();
                let mut referee = Referee::new(rules);
                let search = brute::search(&drawings);
                assert_eq!(referee.wins(&start), search.first_player_wins);
                let named: Vec<(usize, usize)> = referee
                    .winning_moves(&start)
                    .iter()
                    .map(|cut| (cut.drawing.expect("named"), cut.index))
                    .collect();
                assert_eq!(named, search.winning_moves, "{drawings:?}");
                for cut in referee.moves(&start) {
                    assert_eq!(referee.parse(&start, &cut.to_string()), Ok(cut));
                }
            }
        }
    }

    #[test]
    fn the_first_sample_is_won_by_cutting_the_triangle_s_far_edge() {
        // One edge; the edge 1-2 with the triangle 2-3-4 on top (written "2 3", "2 4", "3 4").
        let drawings: Vec<Drawing> =
            vec![(2, vec![(0, 1)]), (4, vec![(0, 1), (1, 2), (1, 3), (2, 3)])];
        let (rules, start) = ChristmasGame::rules(&(), &block(&drawings)).unwrap();
        let mut referee = Referee::new(rules);
        let all = [
            "drawing 1 edge 1 2",
            "drawing 2 edge 1 2",
            "drawing 2 edge 2 3",
            "drawing 2 edge 2 4",
            "drawing 2 edge 3 4",
        ];
        assert_eq!(labels(&referee.moves(&start)), all);
        assert_eq!(
            labels(&referee.winning_moves(&start)),
            ["drawing 2 edge 3 4"]
        );
        assert_eq!(
            referee.parse(&start, "drawing 1 edge 3 4"),
            Err(all.map(String::from).to_vec())
        );
        // Cutting drawing 2's bottom edge drops all of it.
        let cut = referee.parse(&start, "drawing 2 edge 1 2").unwrap();
        let after = referee.rules().play(&start, &cut);
        assert_eq!(labels(&referee.moves(&after)), ["drawing 1 edge 1 2"]);
        // A double edge is numbered within its drawing.
        let doubled = block(&[(2, vec![(0, 1), (1, 0)])]);
        let (rules, start) = ChristmasGame::rules(&(), &doubled).unwrap();
        assert_eq!(
            labels(&Referee::new(rules).moves(&start)),
            ["drawing 1 edge 1 2 #1", "drawing 1 edge 2 1 #2"]
        );
        let refusal =
            ChristmasGame::rules(&(), &block(&[(1, vec![(0, 0); MAX_PLAYED_EDGES + 1])])).err();
        assert_eq!(
            refusal.as_deref(),
            Some("blocks of at most 1500 edges in all are played; this one has 1501")
        );
    }
}
