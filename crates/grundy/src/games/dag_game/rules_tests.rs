use super::*;
use crate::game::play::{start_with, Player, Setup, StartError};
use crate::game::rules::{assert_fast_agrees, labels};
use crate::game::{Contest, Families, Referee, Verdict};
use crate::input::Scanner;
use crate::random::Random;

const SAMPLE: &str =
    "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n";
const LOOPY_SAMPLE: &str =
    "5\n1 1\n2 0 2\n0\n1 3\n2 4 2\n1 0\n1 1\n2 1 3\n2 4 1\n2 4 0\n2 3 3\n3 0 1 2\n0\n";

fn first_test(input: &str) -> Test {
    DagGame::read(&mut Scanner::new(input.as_bytes()), &()).expect("a valid test")
}

fn started(input: &str, test: u64, setup: &Setup, first: Player) -> Box<dyn Session> {
    start_with::<DagGame>(input.as_bytes(), test, first, 5, setup).expect("a playable query")
}

#[test]
fn moves_name_the_token_and_its_positions_and_the_value_is_the_xor() {
    let test = first_test(SAMPLE);
    let (rules, start) = query_rules(&test, 2).unwrap();
    assert_eq!(rules.describe(&start), "tokens 1..2 on positions 0 2");
    let mut referee = Referee::new(rules);
    assert_eq!(
        labels(&referee.moves(&start)),
        [
            "token 1 from 0 to 1",
            "token 1 from 0 to 2",
            "token 2 from 2 to 3"
        ]
    );
    // Values: 0 -> 2, 1 -> 0, 2 -> 1, 3 -> 0; the tokens on 0 and 2 are worth 2 XOR 1 = 3.
    assert_eq!(referee.value(&start), Some(Nimber(3)));
    assert_eq!(
        labels(&referee.winning_moves(&start)),
        ["token 1 from 0 to 2"]
    );
    // Two tokens on one position: the first of them moves.
    let second = SAMPLE.split("\n\n").nth(1).unwrap();
    let test = first_test(second);
    let (rules, start) = query_rules(&test, 2).unwrap();
    assert_eq!(
        labels(&Referee::new(rules).moves(&start)),
        ["token 1 from 1 to 2"]
    );
}

#[test]
fn the_fast_value_agrees_with_search_on_every_position_of_random_queries() {
    let mut random = Random::from_seed(24);
    let mut answered = 0;
    for case in 0..300u64 {
        let families = DagGame::check_family_names();
        let family = families[case as usize % families.len()];
        let input = DagGame::input(&DagGame::random(family, 1 + case % 7, &mut random));
        let test = first_test(&input);
        if test.settled.cycle.is_some() {
            continue;
        }
        for query in 1..=test.queries().min(3) as u64 {
            let Ok((rules, start)) = query_rules(&test, query) else {
                continue;
            };
            if start.len() <= 4 {
                answered += assert_fast_agrees(rules, &start);
            }
        }
    }
    assert!(answered > 1000, "{answered}");
}

#[test]
fn a_missing_query_a_cycle_and_a_foreign_choice_are_refused() {
    let start = |input: &str, test, setup: &Setup| {
        start_with::<DagGame>(input.as_bytes(), test, Player::Human, 0, setup)
            .err()
            .map(|error| error.to_string())
    };
    let query = |query| Setup {
        query: Some(query),
        ..Setup::default()
    };
    assert_eq!(
        start(SAMPLE, 1, &query(3)).as_deref(),
        Some("line 1 (test 1): there is no query 3: this test has 2 queries")
    );
    assert_eq!(
        start(SAMPLE, 2, &query(0)).as_deref(),
        Some("line 10 (test 2): there is no query 0: this test has 3 queries")
    );
    assert_eq!(
        start("1\n0\n0\n", 1, &Setup::default()).as_deref(),
        Some("line 1 (test 1): this test has no query to play")
    );
    let refused = start(LOOPY_SAMPLE, 1, &Setup::default()).unwrap();
    assert!(
        refused.contains("only --loopy plays on graphs with cycles"),
        "{refused}"
    );
    let position = Setup {
        position: Some("1 2".into()),
        ..Setup::default()
    };
    assert_eq!(
        start(SAMPLE, 1, &position).as_deref(),
        Some(
            "dag-game takes no --position: it chooses the position of a counting game \
             (moore-nim, moving-coins)"
        )
    );
    assert!(matches!(
        start_with::<DagGame>(SAMPLE.as_bytes(), 3, Player::Human, 0, &query(1)),
        Err(StartError::NoSuchTest { .. })
    ));
}

#[test]
fn with_loopy_the_verdicts_are_the_samples_and_a_draw_is_held() {
    let loopy = |query| Setup {
        query: Some(query),
        loopy: true,
        ..Setup::default()
    };
    // LOSE WIN DRAW DRAW WIN DRAW WIN, as the fast solver and the oracle answer.
    let expected = [
        Verdict::Second,
        Verdict::First,
        Verdict::Draw,
        Verdict::Draw,
        Verdict::First,
        Verdict::Draw,
        Verdict::First,
    ];
    for (query, verdict) in (1..).zip(expected) {
        let mut session = started(LOOPY_SAMPLE, 1, &loopy(query), Player::Engine);
        assert_eq!(session.verdict(), verdict, "query {query}");
        if verdict == Verdict::Draw {
            assert!(session.winning_moves().is_empty());
            assert!(!session.drawing_moves().is_empty());
            assert_eq!(
                session.engine_choice(),
                None,
                "the engine has not moved yet"
            );
            session.engine_move().expect("a move");
            assert_eq!(
                session.engine_choice(),
                Some(crate::game::play::Choice::HoldDraw)
            );
            assert_eq!(session.verdict(), Verdict::Draw, "query {query}");
        }
    }
    // {0}: position 0 alone, arcs 0 -> 1 -> 0 and 1 -> 2; the finite value of 0 is 0.
    let mut session = started(LOOPY_SAMPLE, 1, &loopy(1), Player::Human);
    assert_eq!(session.value(), Ok(Nimber(0)));
    assert_eq!(session.moves(), ["token 1 from 0 to 1"]);
    // {3, 3}: two tokens on a self-loop; the value is infinite.
    let mut session = started(LOOPY_SAMPLE, 1, &loopy(6), Player::Human);
    assert!(session.value().is_err());
    assert_eq!(session.moves(), ["token 1 from 3 to 3"]);
}

/// Plays random queries of `families` (with `--loopy` when `loopy`) until the engine has held
/// the winning side in `wins` of them (at most `20 * wins` queries): the engine takes the winning
/// side where there is one and must win against a random opponent; from a drawn start it must
/// never lose (each game stops after 200 moves). Returns the games won and drawn.
fn engine_against_random_opponents(families: &[&str], loopy: bool, wins: u64) -> (u64, u64) {
    let mut random = Random::from_seed(11);
    let (mut won, mut drawn) = (0, 0);
    for case in 0..20 * wins {
        if won == wins {
            break;
        }
        let family = families[case as usize % families.len()];
        let input = DagGame::input(&DagGame::random(family, 2 + case % 8, &mut random));
        let test = first_test(&input);
        let setup = Setup {
            query: Some(1 + case % test.queries().max(1) as u64),
            loopy,
            ..Setup::default()
        };
        let Ok(mut probe) =
            start_with::<DagGame>(input.as_bytes(), 1, Player::Engine, case, &setup)
        else {
            continue;
        };
        let verdict = probe.verdict();
        let first = if verdict == Verdict::Second {
            Player::Human
        } else {
            Player::Engine
        };
        let mut session = started(&input, 1, &setup, first);
        let mut moves = 0;
        let winner = loop {
            if let Some(winner) = session.winner() {
                break Some(winner);
            }
            if moves == 200 {
                break None;
            }
            moves += 1;
            match session.to_move() {
                Player::Engine => {
                    session.engine_move().expect("a move");
                }
                Player::Human => {
                    let legal = session.moves();
                    session
                        .play(&legal[random.index(legal.len())])
                        .expect("a listed move");
                }
            }
        };
        match verdict {
            Verdict::Draw => {
                assert_ne!(winner, Some(Player::Human), "{input} {setup:?}");
                drawn += 1;
            }
            _ => {
                assert_eq!(winner, Some(Player::Engine), "{input} {setup:?}");
                won += 1;
            }
        }
    }
    (won, drawn)
}

#[test]
fn the_engine_beats_random_opponents_on_random_dags() {
    // The families with cycles are refused without --loopy, and skipped.
    let families = DagGame::check_family_names();
    let (won, _) = engine_against_random_opponents(&families, false, 300);
    assert_eq!(won, 300);
}

#[test]
fn with_loopy_the_engine_wins_or_holds_the_draw_against_random_opponents() {
    let families = DagGame::check_family_names();
    let (won, drawn) = engine_against_random_opponents(&families, true, 300);
    assert!(won == 300 && drawn >= 20, "{won} won, {drawn} drawn");
}
