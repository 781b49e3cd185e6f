use super::*;
use crate::game::play::Player;
use crate::game::solved_play::{start, tests::engine_against_random_opponents};
use crate::game::Families;
use crate::random::Random;

use super::super::brute;

#[test]
fn the_engine_never_ends_worse_than_par_against_random_opponents() {
    // A play ends by a declaration or the first position to come back: within 2N + 1 moves.
    let tally = engine_against_random_opponents::<GraphScoreGame>(
        400,
        |input| {
            let n: usize = input.split_whitespace().next().unwrap().parse().unwrap();
            2 * n + 1
        },
        false,
    );
    assert_eq!(tally.lost, 0);
    assert_eq!(tally.held, 400, "{tally:?}");
    assert!(
        tally.won >= 50 && tally.drawn >= 100 && tally.repeated >= 20,
        "{tally:?}"
    );
}

/// `graph` with vertices 0 and `v` swapped, so that the piece starts on `v`.
fn starting_on(graph: &ScoreGraph, v: u32) -> ScoreGraph {
    let swap = |u: u32| match u {
        0 => v,
        u if u == v => 0,
        u => u,
    };
    let mut values = graph.values.clone();
    values.swap(0, v as usize);
    ScoreGraph {
        values,
        arcs: graph
            .arcs
            .iter()
            .map(|&(from, to)| (swap(from), swap(to)))
            .collect(),
    }
}

/// Every position's value equals the oracle's: for Alice to move at `v`, the oracle's score of
/// the graph started on `v`; for Bob to move, the best of declaring and his moves to Alice's
/// positions, one move later.
fn assert_values_match_the_oracle(graph: &ScoreGraph) {
    let rules = ScoreRules::new(graph);
    let n = graph.vertices() as u32;
    let alice: Vec<u64> = (0..n)
        .map(|v| brute::solve(&starting_on(graph, v), brute::HORIZON_ROUNDS).answer)
        .collect();
    for v in 0..n {
        assert_eq!(
            rules.value(Position::Alice(v)),
            alice[v as usize],
            "{v}: {graph:?}"
        );
        let bob = graph
            .successors(v)
            .map(|w| alice[w as usize])
            .chain([graph.values[v as usize]])
            .min()
            .unwrap();
        assert_eq!(rules.value(Position::Bob(v)), bob, "{v}: {graph:?}");
    }
}

#[test]
fn values_equal_the_oracle_at_every_position_of_small_graphs() {
    let mut random = Random::from_seed(7);
    let families = GraphScoreGame::check_family_names();
    for case in 0..400u64 {
        let family = families[case as usize % families.len()];
        let graph = GraphScoreGame::random(family, 1 + case % 8, &mut random);
        assert_values_match_the_oracle(&graph);
    }
    for graph in GraphScoreGame::every(3) {
        assert_values_match_the_oracle(&graph);
    }
}

#[test]
fn a_cycle_is_called_at_the_horizon_and_the_engine_takes_the_best_end() {
    // The second sample: 1 <-> 2 with numbers 2 and 7. Alice moving to 2, Bob returns to 1; the
    // position comes back, and repeated to the horizon the play ends on vertex 1: 2, par.
    let input = b"2 2\n2 7\n1 2\n2 1\n";
    let mut session = start::<GraphScoreGame>(input, 1, Player::Human, 0, None).unwrap();
    assert_eq!(
        session.position(),
        "piece on vertex 1 (number 2), Alice (wants it large) to move"
    );
    assert_eq!(session.moves(), ["declare", "2"]);
    assert_eq!(session.verdict(), Verdict::Draw);
    assert_eq!(
        session.score().map(|score| (score.value, score.par)),
        Some((2, 2))
    );
    assert_eq!(session.drawing_moves(), ["declare", "2"]);
    session.play("2").unwrap();
    assert_eq!(session.engine_move().as_deref(), Some("1"));
    assert_eq!(session.engine_choice(), Some(Choice::HoldScore));
    assert!(session.over());
    assert!(session.moves().is_empty());
    assert_eq!(session.winner(), None);
    assert_eq!(
        session.ending().unwrap(),
        "the piece comes back to vertex 1 with the same player to move after 2 moves; repeated \
         until the game ends by itself right after Bob's 10^9-th move, the play leaves the piece \
         on vertex 1: the score is 2 (par 2)"
    );
    assert_eq!(session.score().unwrap().value, 2);
    assert!(session.value().is_err());
    // The fourth sample: the engine as Alice goes to vertex 4, where Bob can only declare.
    let input = b"4 3\n0 1000000000 5 1000000000\n1 2\n2 3\n1 4\n";
    let mut session = start::<GraphScoreGame>(input, 1, Player::Engine, 0, None).unwrap();
    assert_eq!(session.engine_move().as_deref(), Some("4"));
    assert_eq!(session.moves(), ["declare"]);
    session.play("declare").unwrap();
    assert!(session.over());
    assert_eq!(session.winner(), None);
    assert_eq!(
        session.ending().unwrap(),
        "Bob declares the end on vertex 4: the score is 1000000000 (par 1000000000)"
    );
    // A person who strays below par as Alice lets the engine win: 1 -> 2, Bob moves on to 3.
    let mut session = start::<GraphScoreGame>(input, 1, Player::Human, 0, None).unwrap();
    session.play("2").unwrap();
    // Bob, to move, ends below par with best play: he wins.
    assert_eq!(session.verdict(), Verdict::First);
    assert_eq!(session.engine_move().as_deref(), Some("3"));
    session.play("declare").unwrap();
    assert_eq!(session.winner(), Some(Player::Engine));
}

#[test]
fn alice_leaves_the_cycle_that_keeps_her_value() {
    // 1 -> 2 -> 1 and 1 -> 3, numbers 0 9 5, vertex 3 with no arc. From 1 Alice gets 5 by
    // moving to 3, where Bob can only declare. Moving to 2 keeps the value too (Bob there would
    // rather move back to 1 than declare 9), but circling so forever ends on vertex 1, at 0:
    // the engine takes the exit, whatever its seed.
    let input = b"3 3\n0 9 5\n1 2\n2 1\n1 3\n";
    let graph = super::super::digraph::read(&mut crate::input::Scanner::new(input)).unwrap();
    let rules = ScoreRules::new(&graph);
    assert_eq!(rules.value(Position::Alice(0)), 5);
    assert_eq!(rules.value(Position::Bob(1)), 5);
    for seed in 0..20 {
        let mut session = start::<GraphScoreGame>(input, 1, Player::Engine, seed, None).unwrap();
        assert_eq!(session.engine_move().as_deref(), Some("3"));
        session.play("declare").unwrap();
        assert_eq!(session.score().unwrap().value, 5);
    }
}

#[test]
fn on_small_graphs_every_line_of_the_person_ends_no_worse_than_par_for_the_engine() {
    use crate::game::solved_play::tests::every_line_is_no_worse;
    let mut lines = 0;
    let every = GraphScoreGame::every(3);
    // Every 50th graph on 3 vertices with an order of its numbers, and random ones of 4 and 5.
    let mut graphs: Vec<ScoreGraph> = every.into_iter().step_by(50).collect();
    let mut random = Random::from_seed(9);
    let families = GraphScoreGame::check_family_names();
    for case in 0..100u64 {
        let family = families[case as usize % families.len()];
        graphs.push(GraphScoreGame::random(family, 4 + case % 2, &mut random));
    }
    for graph in &graphs {
        lines += every_line_is_no_worse::<GraphScoreGame>(&GraphScoreGame::input(graph), false);
    }
    assert!(
        graphs.len() >= 200 && lines > graphs.len(),
        "{} graphs, {lines} lines",
        graphs.len()
    );
}
