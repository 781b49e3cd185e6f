//! graph-score-game's evidence: the fast pass against the oracle (and the lecture's binary
//! search) on every small graph with every order of its numbers, on random small graphs and on
//! every family; the oracle's recurrence against a literal game-tree search of the rules; the
//! horizon against shorter ones.

use crate::check::{run, CheckOptions};
use crate::engine::{MinimaxSolver, Player, ScoredGame};
use crate::game::{Checked, Contest, Detail, Families};
use crate::random::Random;

use super::digraph::{Reversed, ScoreGraph};
use super::families::graph;
use super::report::{FirstAction, ScoreAnswer};
use super::{brute, threshold, GraphScoreGame};

const REPORT: Detail = Detail {
    report: true,
    listed: 10,
    all_roots: false,
    loopy: false,
};

/// The fast answer with its report's facts.
fn fast(graph: &ScoreGraph) -> ScoreAnswer {
    let mut work = GraphScoreGame::workspace(&());
    GraphScoreGame::fast(&mut work, &(), graph, REPORT).expect("the fast method answers")
}

fn first_action(answer: &ScoreAnswer) -> FirstAction {
    answer.facts.as_ref().expect("a report").first_action
}

/// Asserts that the fast pass, the binary search and the oracle agree on `graph`: the score and
/// Alice's first action.
fn assert_agree(graph: &ScoreGraph) {
    let fast = fast(graph);
    let oracle = brute::solve(graph, brute::HORIZON_ROUNDS);
    let reversed = Reversed::new(graph.vertices(), &graph.arcs);
    assert_eq!(fast.value, oracle.answer, "{}", graph.input());
    assert_eq!(
        threshold::binary_search(graph, &reversed),
        oracle.answer,
        "{}",
        graph.input()
    );
    assert_eq!(
        first_action(&fast),
        oracle.first_action,
        "{}",
        graph.input()
    );
}

#[test]
fn every_graph_up_to_four_vertices_with_every_order_of_its_numbers() {
    // Self-loops included up to 3 vertices, loop-free on 4: 313,906 graphs.
    let mut count = 0;
    for n in 1..=4 {
        for graph in GraphScoreGame::every(n) {
            assert_agree(&graph);
            count += 1;
        }
    }
    assert_eq!(count, 313_906);
}

/// A random graph of up to 8 vertices and up to `3N` arcs, self-loops and repeated arcs
/// included, with numbers from `{0, 1}`, a small range, `0..=10^9` or below `2^64`.
fn random_small(random: &mut Random) -> ScoreGraph {
    let n = 1 + random.below(8) as u32;
    let range = [2, 5, 1_000_000_001, 0][random.index(4)];
    let values = (0..n)
        .map(|_| {
            if range == 0 {
                u64::MAX - random.below(4)
            } else {
                random.below(range)
            }
        })
        .collect();
    let arcs = (0..random.below(3 * u64::from(n) + 1))
        .map(|_| {
            (
                random.below(u64::from(n)) as u32,
                random.below(u64::from(n)) as u32,
            )
        })
        .collect();
    ScoreGraph { values, arcs }
}

#[test]
fn random_graphs_of_up_to_eight_vertices() {
    let mut random = Random::from_seed(38);
    for _ in 0..20_000 {
        assert_agree(&random_small(&mut random));
    }
}

#[test]
fn every_family_up_to_sixty_vertices() {
    let mut random = Random::from_seed(4);
    for family in GraphScoreGame::family_names() {
        for n in [1, 2, 3, 5, 8, 13, 21, 34, 60] {
            for _ in 0..6 {
                assert_agree(&graph(family, n, &mut random));
            }
        }
    }
}

#[test]
fn the_checker_finds_no_disagreement_through_the_driver() {
    let options = CheckOptions {
        cases: 300,
        max_size: Some(60),
        seed: 21,
        exhaustive: None,
    };
    let report = run(
        &Checked::<GraphScoreGame>::default(),
        &options,
        &mut |_, _| {},
    )
    .unwrap();
    assert_eq!(report.summary(), "checked 300 cases, 0 disagreements");
}

/// The rules read literally: a position is (vertex, player to move, moves left); the player
/// declares (scoring the vertex) or moves along an arc; with no move left, right after Bob's
/// last move, the game is over and scores the vertex. Every play ends, so the engine's plain
/// minimax solves it.
struct Literal<'g>(&'g ScoreGraph);

impl ScoredGame for Literal<'_> {
    type Position = (u32, Player, u64);
    type Score = u64;

    fn to_move(&self, position: &(u32, Player, u64)) -> Player {
        position.1
    }

    fn options(
        &self,
        &(vertex, player, left): &(u32, Player, u64),
        options: &mut Vec<Self::Position>,
    ) {
        if left > 0 {
            options.extend(
                self.0
                    .successors(vertex)
                    .map(|head| (head, player.other(), left - 1)),
            );
        }
    }

    fn stop(&self, &(vertex, _, left): &(u32, Player, u64)) -> Option<u64> {
        (left > 0).then(|| self.0.values[vertex as usize])
    }

    fn score(&self, &(vertex, _, _): &(u32, Player, u64)) -> u64 {
        self.0.values[vertex as usize]
    }
}

#[test]
fn the_oracle_follows_the_rules_read_literally_for_short_horizons() {
    let mut random = Random::from_seed(2000);
    for _ in 0..2000 {
        let graph = random_small(&mut random);
        for rounds in 1..=4 {
            let literal = MinimaxSolver::new(Literal(&graph)).value(&(0, Player::Max, 2 * rounds));
            assert_eq!(
                brute::solve(&graph, rounds).answer,
                literal,
                "{rounds} rounds: {}",
                graph.input()
            );
        }
    }
}

#[test]
fn any_horizon_of_at_least_n_rounds_gives_the_same_score() {
    let mut random = Random::from_seed(7);
    for _ in 0..3000 {
        let graph = random_small(&mut random);
        let n = graph.vertices() as u64;
        let full = brute::solve(&graph, brute::HORIZON_ROUNDS);
        // The values settle within 2N moves, and the first repeat comes one move later.
        assert!(full.rounds <= 2 * n + 2, "{}", graph.input());
        for rounds in [n, n + 1, 2 * n + 3] {
            assert_eq!(
                brute::solve(&graph, rounds).answer,
                full.answer,
                "{rounds} rounds: {}",
                graph.input()
            );
        }
    }
}

#[test]
fn a_chain_of_a_million_vertices_needs_no_deep_stack() {
    // 1 -> 2 -> ... -> 10^6 with the alternating numbers of the family: nobody stops on the
    // way, so the last vertex's number is the answer.
    let n = 1_000_000u32;
    let mut values: Vec<u64> = (0..n)
        .map(|vertex| if vertex % 2 == 0 { 0 } else { 9 })
        .collect();
    values[n as usize - 1] = 5;
    let arcs = (1..n).map(|vertex| (vertex - 1, vertex)).collect();
    let graph = ScoreGraph { values, arcs };
    let answer = fast(&graph);
    assert_eq!(answer.value, 5);
    assert_eq!(first_action(&answer), FirstAction::MoveTo(1));
}
