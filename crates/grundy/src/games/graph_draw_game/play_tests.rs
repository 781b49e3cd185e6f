use super::*;
use crate::digraph::enumerate::every_digraph;
use crate::digraph::families::random_digraph;
use crate::game::play::{Player, Session};
use crate::game::solved_play::{start, tests::engine_against_random_opponents};
use crate::random::Random;

/// The number of vertices of an input (its first number).
fn vertices(input: &str) -> usize {
    input.split_whitespace().next().unwrap().parse().unwrap()
}

#[test]
fn the_engine_realises_every_value_against_random_opponents() {
    // A play ends by a dead end or the first position to come back: within 2n + 1 moves.
    let tally = engine_against_random_opponents::<GraphDrawGame>(
        300,
        |input| 2 * vertices(input) + 1,
        true,
    );
    // The engine loses only as Georgiy holding endless play, his worst outcome, when the person
    // as Gennady gives it up.
    assert_eq!(tally.held, 300, "{tally:?}");
    assert!(
        tally.won >= 100 && tally.drawn >= 40 && tally.repeated >= 40,
        "{tally:?}"
    );
    println!("{tally:?}");
}

/// Every state of `graph`: the session's verdict there equals the oracle's value.
fn assert_verdicts_match_the_oracle(graph: &Digraph) {
    let rules = DrawRules::new(graph);
    let oracle = crate::games::graph_draw_game::brute::values(graph);
    for (v, &(alice, bob)) in oracle.iter().enumerate() {
        for (side, value) in [(Side::Alice, alice), (Side::Bob, bob)] {
            let state = (v as u32, side);
            assert_eq!(rules.value(state), value, "{state:?} of {graph:?}");
            let expected = match (value, side) {
                (Value::D, _) => Verdict::Draw,
                (Value::A, Side::Alice) | (Value::B, Side::Bob) => Verdict::First,
                _ => Verdict::Second,
            };
            assert_eq!(rules.verdict(state), expected);
        }
    }
}

#[test]
fn verdicts_equal_the_oracle_at_every_position_of_small_graphs() {
    let mut graphs = 0;
    for n in 1..=3 {
        for graph in every_digraph(n, true) {
            assert_verdicts_match_the_oracle(&graph);
            graphs += 1;
        }
    }
    let mut random = Random::from_seed(5);
    for case in 0..300u64 {
        let n = 2 + (case % 9) as u32;
        let arcs = random_digraph(n, random.below(3 * u64::from(n) + 1), &mut random);
        assert_verdicts_match_the_oracle(&Digraph::from_arcs(n as usize, &arcs));
        graphs += 1;
    }
    assert!(graphs > 300);
}

/// Plays every line of the person's against the engine from the session's position, the person
/// to move, and counts how the lines ended: won by the engine, drawn, won by the person.
fn every_line(session: &mut dyn Session) -> [usize; 3] {
    if session.over() {
        return match session.winner() {
            Some(Player::Engine) => [1, 0, 0],
            None => [0, 1, 0],
            Some(Player::Human) => [0, 0, 1],
        };
    }
    let mut counts = [0; 3];
    for label in session.moves() {
        session.play(&label).unwrap();
        if !session.over() {
            session.engine_move().unwrap();
        }
        let more = every_line(session);
        for (count, more) in counts.iter_mut().zip(more) {
            *count += more;
        }
        session.undo();
    }
    counts
}

#[test]
fn georgiy_forces_the_end_on_every_line_of_the_sample() {
    // The first sample: from vertex 4 Georgiy moving first wins (W on the second line), from
    // vertex 1 Gennady moving first wins but cannot make the play endless (W on the first).
    let input = b"6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n";
    // The person is Gennady at vertex 1, the engine Georgiy: every line ends, and the engine never
    // lets the play be endless where it can force the end.
    let mut session = start::<GraphDrawGame>(input, 1, Player::Human, 0, Some(1)).unwrap();
    assert_eq!(session.position(), "token on vertex 1, Gennady to move");
    assert_eq!(session.verdict(), Verdict::First);
    assert_eq!(session.moves(), ["2", "4"]);
    assert_eq!(session.winning_moves(), ["4"]);
    // Moving to 2 loses at once (Georgiy goes to 3); moving to 4, Georgiy goes to 5 rather than
    // back to 1 (endless play), and Gennady wins.
    assert_eq!(every_line(session.as_mut()), [1, 0, 1]);
    session.play("4").unwrap();
    assert_eq!(session.engine_move().as_deref(), Some("5"));
    assert_eq!(session.engine_choice(), Some(Choice::ForceEnd));
    session.play("6").unwrap();
    assert_eq!(session.winner(), Some(Player::Human));
    assert_eq!(
        session.ending().unwrap(),
        "Georgiy is stuck on vertex 6 (no arc leaves it)"
    );
    assert!(session.value().is_err());
    // From vertex 2, Gennady (the engine) holds endless play: every line of Georgiy's is a draw.
    let mut session = start::<GraphDrawGame>(input, 1, Player::Engine, 0, Some(2)).unwrap();
    assert_eq!(session.verdict(), Verdict::Draw);
    assert_eq!(session.engine_move().as_deref(), Some("1"));
    assert_eq!(session.engine_choice(), Some(Choice::HoldDraw));
    let [engine, drawn, person] = every_line(session.as_mut());
    assert_eq!((engine, person), (0, 0));
    assert!(drawn >= 2, "{drawn}");
    assert!(session.ending().is_none());
    // A start that is not a vertex is refused.
    assert!(start::<GraphDrawGame>(input, 1, Player::Engine, 0, Some(7)).is_err());
}

#[test]
fn georgiy_leaves_the_cycle_he_could_circle_in_forever() {
    // Gennady must move 6 -> 1. There Georgiy could circle 1 -> 2 -> 1 forever, every state of
    // it won for him, or leave along 1 -> 3 -> 4 -> 5, where Gennady is stuck. Keeping the value
    // is not enough: the engine takes the exit, whatever its seed.
    let input = b"6 6\n1 2\n2 1\n1 3\n3 4\n4 5\n6 1\n";
    for seed in 0..20 {
        let mut session = start::<GraphDrawGame>(input, 1, Player::Human, seed, Some(6)).unwrap();
        assert_eq!(session.verdict(), Verdict::Second);
        session.play("1").unwrap();
        assert_eq!(session.engine_move().as_deref(), Some("3"));
        assert_eq!(session.engine_choice(), Some(Choice::QuickestWin));
        session.play("4").unwrap();
        assert_eq!(session.engine_move().as_deref(), Some("5"));
        assert_eq!(session.winner(), Some(Player::Engine));
    }
    // The engine's moves as Georgiy make the attractor round fall.
    let rules = DrawRules::new(&Digraph::from_arcs(
        6,
        &[(0, 1), (1, 0), (0, 2), (2, 3), (3, 4), (5, 0)],
    ));
    assert!(falls(&rules, (0, Side::Bob), (2, Side::Alice)));
    assert!(!falls(&rules, (0, Side::Bob), (1, Side::Alice)));
}

#[test]
fn on_every_small_graph_every_line_of_the_person_ends_no_worse_for_the_engine() {
    use crate::game::solved_play::tests::every_line_is_no_worse;
    use crate::game::Families;
    let mut lines = 0;
    let mut graphs = 0;
    for size in 1..=3 {
        for graph in GraphDrawGame::every(size) {
            lines += every_line_is_no_worse::<GraphDrawGame>(&GraphDrawGame::input(&graph), true);
            graphs += 1;
        }
    }
    assert!(
        graphs >= 100 && lines > graphs,
        "{graphs} graphs, {lines} lines"
    );
}
