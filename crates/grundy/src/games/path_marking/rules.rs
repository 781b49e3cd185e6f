//! Path marking as rules with labelled moves: a position is the set of marked edges, a move marks
//! one more edge, named by its endpoints as the input wrote them (`2 5`).

use std::fmt;

use crate::draw::Picture;
use crate::engine::Game;
use crate::game::{Playable, Positions, Refusal, Rules};
use crate::tree::Edge;

use super::brute::{self, PathMarking as Explicit};
use super::draw::tree_in_play;
use super::parse::PlacedEdge;
use super::PathMarking;

/// The rules of path marking on one tree.
pub struct PathRules {
    game: Explicit,
    edges: Vec<Edge>,
}

/// Mark an edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    /// The edge's index in the input's order.
    pub index: usize,
    /// Its endpoints, 0-based, as the input wrote them.
    pub edge: Edge,
}

impl fmt::Display for Mark {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{} {}", self.edge.0 + 1, self.edge.1 + 1)
    }
}

impl Positions for PathRules {
    /// The marked edges, a bit per edge in the input's order.
    type Position = u32;

    /// The tree as an outline from node 1, each marked edge `[marked]`
    /// ([`crate::game::text_picture::outline`]).
    fn drawing(&self, &marked: &u32) -> Option<String> {
        crate::game::text_picture::outline(
            self.edges.len() + 1,
            &self.edges,
            0,
            &|node| (node + 1).to_string(),
            &|index| (marked >> index & 1 == 1).then(|| "marked".to_string()),
        )
    }

    fn describe(&self, &marked: &u32) -> String {
        let edges: Vec<String> = (0..self.edges.len())
            .filter(|index| marked >> index & 1 == 1)
            .map(|index| {
                let (a, b) = self.edges[index];
                format!("{}-{}", a + 1, b + 1)
            })
            .collect();
        if edges.is_empty() {
            "marked: none".to_string()
        } else {
            format!("marked: {}", edges.join(" "))
        }
    }

    fn picture(&self, marked: &u32) -> Option<Result<Picture, Refusal>> {
        let mut legal = Vec::new();
        self.moves(marked, &mut legal);
        let legal: Vec<usize> = legal.iter().map(|mark| mark.index).collect();
        Some(tree_in_play(
            &self.describe(marked),
            &self.edges,
            *marked,
            &legal,
        ))
    }
}

impl Rules for PathRules {
    type Move = Mark;

    fn moves(&self, marked: &u32, moves: &mut Vec<Mark>) {
        let mut options = Vec::new();
        self.game.options(marked, &mut options);
        moves.extend(options.iter().map(|next| {
            let index = (next ^ marked).trailing_zeros() as usize;
            Mark {
                index,
                edge: self.edges[index],
            }
        }));
    }

    fn play(&self, marked: &u32, mv: &Mark) -> u32 {
        marked | 1 << mv.index
    }

    /// The edge's endpoints in the other order.
    fn aliases(&self, mark: &Mark) -> Vec<String> {
        vec![format!("{} {}", mark.edge.1 + 1, mark.edge.0 + 1)]
    }
}

impl Playable for PathMarking {
    type Rules = PathRules;

    fn rules((): &(), (n, placed): &(u32, Vec<PlacedEdge>)) -> Result<(PathRules, u32), Refusal> {
        if placed.len() > brute::MAX_EDGES {
            return Err(format!(
                "trees of at most {} nodes are played out explicitly; this one has {n}",
                brute::MAX_EDGES + 1
            ));
        }
        let edges: Vec<Edge> = placed.iter().map(|placed| placed.edge).collect();
        Ok((
            PathRules {
                game: Explicit::new(*n, &edges),
                edges,
            },
            0,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Referee;
    use crate::tree::UnlabeledTrees;

    #[test]
    fn the_referee_finds_the_oracle_s_winning_edges_by_their_labels() {
        for n in 2..=8u32 {
            for edges in UnlabeledTrees::new(n as usize) {
                let (rules, start) =
                    PathMarking::rules(&(), &(n, PlacedEdge::at_start(&edges))).unwrap();
                let mut referee = Referee::new(rules);
                let oracle = brute::solve(n, &edges);
                assert_eq!(referee.wins(&start), oracle.first_player_wins);
                let named: Vec<usize> = referee
                    .winning_moves(&start)
                    .iter()
                    .map(|mark| mark.index)
                    .collect();
                assert_eq!(named, oracle.winning_first_moves, "{edges:?}");
            }
        }
    }

    #[test]
    fn a_marked_path_only_grows_at_its_ends() {
        // The path 1-2-3-4 given as "2 1", "2 3", "3 4"; marking "2 3" leaves both end edges.
        let edges = [(1, 0), (1, 2), (2, 3)];
        let (rules, start) = PathMarking::rules(&(), &(4, PlacedEdge::at_start(&edges))).unwrap();
        let referee = Referee::new(rules);
        let middle = referee.parse(&start, "2 3").unwrap();
        let after = referee.rules().play(&start, &middle);
        let labels: Vec<String> = referee
            .moves(&after)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(labels, ["2 1", "3 4"]);
        // A star's second edge must share the first's centre, and a third edge never fits.
        let star = [(0, 1), (0, 2), (0, 3)];
        let (rules, start) = PathMarking::rules(&(), &(4, PlacedEdge::at_start(&star))).unwrap();
        let referee = Referee::new(rules);
        let first = referee.parse(&start, "1 2").unwrap();
        let second = referee
            .parse(&referee.rules().play(&start, &first), "1 3")
            .unwrap();
        let both = referee
            .rules()
            .play(&referee.rules().play(&start, &first), &second);
        assert!(referee.moves(&both).is_empty());
    }
}
