//! pebble-game's evidence: the samples by both methods; strategy improvement against the oracle
//! (value iteration to the Zwick–Paterson horizon, and positional strategies for `n <= 3`) on
//! every labelled digraph with 2 and 3 vertices and every `x`, and on random boards of every
//! family with `n <= 5`; strategy improvement against a second exact method (plain lifting of
//! energy progress measures) on random boards up to `n = 16` and on random general game graphs;
//! bad input.

use crate::check::{run, CheckOptions};
use crate::digraph::Arc;
use crate::game::{driver, Checked, Families};
use crate::random::Random;
use crate::solve::{Method, Report, SolveOptions};

use super::arena::{Arena, Owner};
use super::board::Board;
use super::families::FAMILIES;
use super::improvement::{signs, winning_set};
use super::report::Outcome;
use super::rounds::RoundTable;
use super::states::States;
use super::{brute, progress_measures, strategy_check, PebbleGame};

fn solve(input: &str, method: Method, report: Report) -> Result<String, String> {
    let options = SolveOptions {
        method,
        report,
        ..SolveOptions::default()
    };
    let mut out = Vec::new();
    driver::solve::<PebbleGame>(input.as_bytes(), &options, &mut out)
        .map(|()| String::from_utf8(out).expect("UTF-8"))
        .map_err(|error| error.to_string())
}

const SAMPLES: [(&str, &str); 3] = [
    ("4 4 2\n0 1\n1 2\n2 3\n3 0\n", "0 1 3\n"),
    (
        "5 13 2\n0 1\n1 0\n1 2\n2 1\n2 3\n3 2\n3 4\n4 3\n0 0\n1 1\n2 2\n3 3\n4 4\n",
        "3 3 0\n",
    ),
    (
        "5 9 2\n2 1\n1 4\n0 2\n1 2\n2 1\n3 1\n2 2\n1 1\n2 4\n",
        "3 1 2\n",
    ),
];

#[test]
fn the_samples_by_both_methods() {
    for (input, output) in SAMPLES {
        for method in [Method::Fast, Method::Brute] {
            assert_eq!(
                solve(input, method, Report::Contest).as_deref(),
                Ok(output),
                "{input}"
            );
        }
    }
}

/// The placements' verdicts of a JSON report, in order.
fn verdicts(json: &str) -> Vec<String> {
    let object: serde_json::Value = serde_json::from_str(json.trim_end()).unwrap();
    object["placements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|placement| {
            format!(
                "({}, {}) {}",
                placement["a"], placement["b"], placement["verdict"]
            )
        })
        .collect()
}

#[test]
fn the_samples_placement_by_placement() {
    let words = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    for method in [Method::Fast, Method::Brute] {
        let json = |sample: usize| solve(SAMPLES[sample].0, method, Report::Json).unwrap();
        assert_eq!(
            verdicts(&json(0)),
            words(&[
                "(0, 2) \"draw\"",
                "(0, 3) \"draw\"",
                "(1, 2) \"second\"",
                "(1, 3) \"draw\""
            ])
        );
        assert_eq!(
            verdicts(&json(1)),
            words(&[
                "(0, 2) \"second\"",
                "(0, 3) \"second\"",
                "(0, 4) \"first\"",
                "(1, 2) \"second\"",
                "(1, 3) \"first\"",
                "(1, 4) \"first\""
            ])
        );
        assert_eq!(
            verdicts(&json(2)),
            words(&[
                "(0, 2) \"second\"",
                "(0, 3) \"draw\"",
                "(0, 4) \"first\"",
                "(1, 2) \"draw\"",
                "(1, 3) \"first\"",
                "(1, 4) \"first\""
            ])
        );
    }
    let json = solve(SAMPLES[1].0, Method::Fast, Report::Json).unwrap();
    let object: serde_json::Value = serde_json::from_str(json.trim_end()).unwrap();
    assert_eq!(object["states"], 42);
    assert_eq!(
        (&object["alice"], &object["bob"], &object["draws"]),
        (&3.into(), &3.into(), &0.into())
    );
    assert!(object.get("verdict").is_none());
    // From (1, 3) Alice wins by taking the centre.
    assert_eq!(object["placements"][4]["move"], 2);
    assert_eq!(object["placements"][0]["move"], serde_json::Value::Null);
}

#[test]
fn explanations_name_stuck_pebbles_and_moves_that_keep_the_outcome() {
    for method in [Method::Fast, Method::Brute] {
        let explain = solve(SAMPLES[0].0, method, Report::Explain).unwrap();
        assert!(
            explain.starts_with(
                "a graph of 4 vertices and 4 distinct edges (4 listed), x = 2: 26 states; solved by"
            ),
            "{explain}"
        );
        assert!(
            explain.contains("  of 4 placements: Alice wins 0, Bob wins 1, draws 3\n"),
            "{explain}"
        );
        assert!(
            explain.contains("  (1, 2): Bob wins: Alice is stuck at once\n"),
            "{explain}"
        );
        assert!(
            explain.contains("  (0, 2): a draw: Alice moves to 1 and keeps the draw\n"),
            "{explain}"
        );
    }
    let explain = solve(SAMPLES[1].0, Method::Fast, Report::Explain).unwrap();
    assert!(
        explain.contains("  (1, 3): Alice wins: she moves to 2 and keeps the win\n"),
        "{explain}"
    );
    assert!(
        explain.contains("  (0, 3): Bob wins: every move of Alice loses\n"),
        "{explain}"
    );
    assert!(explain.contains("strategy improvement: "), "{explain}");
    // One step is one step, not "1 steps".
    let explain = solve(STAY_LOSES, Method::Fast, Report::Explain).unwrap();
    assert!(
        explain.contains(
            "  strategy improvement: 1 step for Alice's winning states, 1 step for Bob's\n"
        ),
        "{explain}"
    );
    let explain = solve(SAMPLES[2].0, Method::Brute, Report::Explain).unwrap();
    assert!(
        explain.contains("  (1, 2): a draw: Alice stays on 1 (a self-loop) and keeps the draw\n"),
        "{explain}"
    );
    assert!(
        explain.contains("value iteration over 7057 moves"),
        "{explain}"
    );
}

#[test]
fn no_edges_loses_every_placement_and_bad_input_is_refused() {
    assert_eq!(
        solve("3 0 1\n", Method::Fast, Report::Contest).as_deref(),
        Ok("0 2 0\n")
    );
    assert_eq!(
        solve("100 0 50\n", Method::Fast, Report::Contest).as_deref(),
        Ok("0 2500 0\n")
    );
    for (input, words) in [
        ("3 0 1\n5\n", "line 2"),
        ("3 1 1\n0 1 2\n", "line 2"),
        ("7 0 1\n", "at most 6 vertices"),
    ] {
        let error = solve(input, Method::Brute, Report::Contest).unwrap_err();
        assert!(error.contains(words), "{input:?}: {error}");
    }
    let error = solve("3 0 1\n5\n", Method::Fast, Report::Contest).unwrap_err();
    assert!(error.starts_with("line 2"), "{error}");
}

#[test]
fn fast_equals_the_oracle_on_every_digraph_with_2_and_3_vertices_and_every_x() {
    let options = CheckOptions {
        cases: 0,
        max_size: None,
        seed: 0,
        exhaustive: Some(3),
    };
    let report = run(&Checked::<PebbleGame>::default(), &options, &mut |_, _| {}).unwrap();
    assert!(report.disagreement.is_none(), "{:?}", report.disagreement);
    assert_eq!(report.cases, 16 + 1024);
}

#[test]
fn fast_equals_the_oracle_on_random_boards_of_every_family_up_to_5_vertices() {
    let options = CheckOptions {
        cases: 25 * FAMILIES.len() as u64,
        max_size: Some(5),
        seed: 21,
        exhaustive: None,
    };
    let report = run(&Checked::<PebbleGame>::default(), &options, &mut |_, _| {}).unwrap();
    assert_eq!(report.summary(), "checked 400 cases, 0 disagreements");
}

/// Every vertex's outcome by strategy improvement.
fn by_strategy_improvement(arena: &Arena) -> Vec<Outcome> {
    signs(arena).outcomes
}

#[test]
fn strategy_improvement_equals_progress_measures_on_boards_up_to_16_vertices() {
    let mut random = Random::from_seed(16);
    let mut outcomes = [0usize; 3];
    for round in 0..12 {
        for (family, _) in FAMILIES {
            let n = if round < 2 { 16 } else { random.between(2, 16) };
            let (n, x, arcs) = PebbleGame::random(family, n, &mut random);
            let board = Board::new(n as usize, x as usize, &arcs);
            let states = States::new(&board.graph, &RoundTable::new(&board.graph));
            let fast = by_strategy_improvement(&states.arena);
            assert_eq!(
                fast,
                progress_measures::outcomes(&states.arena),
                "{family} n = {n}: {arcs:?}"
            );
            for outcome in fast {
                outcomes[outcome as usize] += 1;
            }
        }
    }
    // Every outcome is common enough for the comparison to mean something.
    assert!(outcomes.iter().all(|&count| count > 1000), "{outcomes:?}");
}

/// A random game graph: up to 40 vertices of any owners, every vertex with 1 to 4 edges out
/// (parallel edges and loops allowed), weights in -2..2 with many zeros.
fn random_game(random: &mut Random) -> (Vec<Owner>, Vec<(u32, u32, i32)>) {
    let n = random.between(1, 40) as u32;
    let owners: Vec<Owner> = (0..n)
        .map(|_| match random.below(5) {
            0 => Owner::Either,
            1 | 2 => Owner::Alice,
            _ => Owner::Bob,
        })
        .collect();
    let zero_bias = random.below(3);
    let mut arcs = Vec::new();
    for v in 0..n {
        let degree = if owners[v as usize] == Owner::Either {
            1
        } else {
            random.between(1, 4)
        };
        for _ in 0..degree {
            let to = if random.below(6) == 0 {
                v
            } else {
                random.below(n.into()) as u32
            };
            let weight = if random.below(3) < zero_bias {
                0
            } else {
                random.between(0, 4) as i32 - 2
            };
            arcs.push((v, to, weight));
        }
    }
    (owners, arcs)
}

#[test]
fn strategy_improvement_equals_progress_measures_on_general_game_graphs() {
    let mut random = Random::from_seed(40);
    let mut outcomes = [0usize; 3];
    for round in 0..3000 {
        let (owners, arcs) = random_game(&mut random);
        let arena = Arena::from_arcs(&owners, &arcs);
        let fast = by_strategy_improvement(&arena);
        let lifted = progress_measures::outcomes(&arena);
        assert_eq!(fast, lifted, "round {round}: {owners:?} {arcs:?}");
        for &outcome in &fast[..owners.len()] {
            outcomes[outcome as usize] += 1;
        }
    }
    assert!(outcomes.iter().all(|&count| count > 3000), "{outcomes:?}");
}

#[test]
fn zero_weight_cycles_are_draws_and_a_loop_of_the_minimiser_counts() {
    // A cycle of weight 0 through both players, where neither can leave: a draw.
    let owners = [Owner::Alice, Owner::Bob];
    let arena = Arena::from_arcs(&owners, &[(0, 1, 1), (1, 0, -1)]);
    assert_eq!(by_strategy_improvement(&arena)[..2], [Outcome::Draw; 2]);
    // Bob's own loop of weight 0 beside a positive exit: he stays, a draw; of weight -1, he wins.
    for (weight, outcome) in [(0, Outcome::Draw), (-1, Outcome::Bob)] {
        let arcs = [(0, 1, 2), (1, 1, weight), (1, 0, 2)];
        let arena = Arena::from_arcs(&[Owner::Alice, Owner::Bob], &arcs);
        assert_eq!(by_strategy_improvement(&arena)[1], outcome, "{weight}");
        assert_eq!(progress_measures::outcomes(&arena)[1], outcome, "{weight}");
    }
}

#[test]
fn the_largest_boards_run_on_the_default_stack() {
    let mut random = Random::from_seed(100);
    for family in ["race", "complete-loops"] {
        let instance: (u32, u32, Vec<Arc>) = PebbleGame::random(family, 100, &mut random);
        let output = solve(&PebbleGame::input(&instance), Method::Fast, Report::Contest).unwrap();
        let counts: Vec<u64> = output
            .split_whitespace()
            .map(|count| count.parse().unwrap())
            .collect();
        assert_eq!(
            counts.iter().sum::<u64>(),
            u64::from(instance.1 * (100 - instance.1)),
            "{family}"
        );
    }
}

#[test]
fn the_two_runs_mirror_each_other() {
    // Swapping the pebbles and the side to move swaps the players and negates every round: Bob
    // wins at `(a, b, side)` exactly where Alice wins at `(b, a, other side)`, in as many steps.
    use super::states::Side;
    let mut random = Random::from_seed(8);
    for (family, _) in FAMILIES {
        let (n, x, arcs) = PebbleGame::random(family, random.between(2, 30), &mut random);
        let board = Board::new(n as usize, x as usize, &arcs);
        let states = States::new(&board.graph, &RoundTable::new(&board.graph));
        let alice = winning_set(&states.arena, Owner::Alice);
        let bob = winning_set(&states.arena, Owner::Bob);
        assert_eq!(alice.steps, bob.steps, "{family}");
        for a in 0..n as usize {
            for b in (0..n as usize).filter(|&b| b != a) {
                for (side, other) in [(Side::Alice, Side::Bob), (Side::Bob, Side::Alice)] {
                    assert_eq!(
                        bob.won[states.id(a, b, side)],
                        alice.won[states.id(b, a, other)],
                        "{family} ({a}, {b})"
                    );
                }
            }
        }
    }
}

/// A placement's first move: `((a, b), where Alice's pebble goes)`.
type FirstMove = ((usize, usize), usize);

/// Each placement's reported first move and its outcome, from a JSON report.
fn reported_moves(json: &str) -> Vec<(FirstMove, Outcome)> {
    let object: serde_json::Value = serde_json::from_str(json.trim_end()).unwrap();
    let number = |value: &serde_json::Value| value.as_u64().unwrap() as usize;
    object["placements"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|placement| !placement["move"].is_null())
        .map(|placement| {
            let outcome = match placement["verdict"].as_str().unwrap() {
                "first" => Outcome::Alice,
                "draw" => Outcome::Draw,
                verdict => panic!("a move where Alice loses: {verdict}"),
            };
            let start = (number(&placement["a"]), number(&placement["b"]));
            ((start, number(&placement["move"])), outcome)
        })
        .collect()
}

/// Why the first moves a method reports do not keep the outcomes: with Alice held to them every
/// time she is back at a placement (and free elsewhere), the oracle's value iteration must still
/// find every placement's outcome.
fn reported_moves_failure(board: &Board, input: &str, method: Method) -> Option<String> {
    let moves = reported_moves(&solve(input, method, Report::Json).unwrap());
    let fixed: Vec<_> = moves.iter().map(|&(fixed, _)| fixed).collect();
    let expected: Vec<Outcome> = moves.iter().map(|&(_, outcome)| outcome).collect();
    let found = brute::outcomes_with_moves_fixed(board, &fixed);
    (found != expected)
        .then(|| format!("{method:?} moves {fixed:?}: {expected:?} became {found:?}"))
}

/// The review's board: from (0, 2) Alice may stay (a loop) or move to 3, and both lead to states
/// she wins; but staying scores -1, and if she stays every time, Bob stays too and wins.
const STAY_LOSES: &str = "4 10 1\n3 3\n3 2\n0 3\n1 2\n0 3\n1 3\n2 1\n0 0\n2 2\n3 2\n";

#[test]
fn a_recommended_first_move_keeps_the_win_when_taken_every_time() {
    let arcs = [
        (3, 3),
        (3, 2),
        (0, 3),
        (1, 2),
        (0, 3),
        (1, 3),
        (2, 1),
        (0, 0),
        (2, 2),
        (3, 2),
    ];
    let board = Board::new(4, 1, &arcs);
    // Staying on 0 every time lets Bob win: the move is not enough on its own.
    assert_eq!(
        brute::outcomes_with_moves_fixed(&board, &[((0, 2), 0)]),
        [Outcome::Bob]
    );
    for method in [Method::Fast, Method::Brute] {
        let explain = solve(STAY_LOSES, method, Report::Explain).unwrap();
        assert!(
            explain.contains("  (0, 2): Alice wins: she moves to 3 and keeps the win\n"),
            "{explain}"
        );
        assert_eq!(reported_moves_failure(&board, STAY_LOSES, method), None);
    }
    assert_eq!(PebbleGame::strategy_failure(&(4, 1, arcs.to_vec())), None);
}

#[test]
fn every_recommended_move_keeps_its_outcome_on_random_boards() {
    let mut random = Random::from_seed(33);
    let mut moves = [0usize; 2];
    for round in 0..6 {
        for (family, _) in FAMILIES {
            let instance = PebbleGame::random(family, random.between(2, 5), &mut random);
            let (n, x, arcs) = &instance;
            let board = Board::new(*n as usize, *x as usize, arcs);
            let input = PebbleGame::input(&instance);
            // The fast solver's whole positional strategy, fixed, against every line of Bob.
            assert_eq!(
                PebbleGame::strategy_failure(&instance),
                None,
                "round {round} {family}: {input}"
            );
            // The first moves each method reports, as a user reads them.
            for method in [Method::Fast, Method::Brute] {
                assert_eq!(
                    reported_moves_failure(&board, &input, method),
                    None,
                    "{family}: {input}"
                );
            }
            for (_, outcome) in reported_moves(&solve(&input, Method::Fast, Report::Json).unwrap())
            {
                moves[usize::from(outcome == Outcome::Draw)] += 1;
            }
        }
    }
    // Wins and draws both come up often enough for the test to mean something.
    assert!(moves.iter().all(|&count| count > 40), "{moves:?}");
}

#[test]
fn the_oracle_checks_its_greedy_strategy_and_replaces_it_where_it_fails() {
    // On this board the move of largest `w + ν_{k-1}` at the horizon, taken every time, lets
    // Bob close a negative cycle from the draw (0, 2); elimination finds a strategy that holds.
    let arcs = [
        (0, 4),
        (2, 4),
        (2, 1),
        (0, 4),
        (4, 2),
        (3, 0),
        (1, 4),
        (1, 4),
        (3, 4),
        (2, 4),
        (0, 3),
        (3, 1),
    ];
    let board = Board::new(5, 1, &arcs);
    let (greedy, oracle) = brute::strategy_failures(&board);
    assert!(greedy.is_some_and(|failure| failure.contains("negative cycle")));
    assert_eq!(oracle, None);
}

#[test]
fn the_one_player_check_refuses_a_strategy_that_stays_on_a_losing_loop() {
    let board = Board::new(
        4,
        1,
        &[
            (3, 3),
            (3, 2),
            (0, 3),
            (1, 2),
            (1, 3),
            (2, 1),
            (0, 0),
            (2, 2),
        ],
    );
    let game = brute::Game::new(&board);
    let stay = |a: usize, _: usize| Some(a);
    let failure = strategy_check::failure(&game, &stay, (0, 2), Outcome::Alice).unwrap();
    assert!(failure.contains("weight <= 0"), "{failure}");
    let solved = super::Solved::new(&board);
    let fast = |a: usize, b: usize| solved.alice_move(a, b);
    assert_eq!(solved.outcome(0, 2), Outcome::Alice);
    assert_eq!(
        strategy_check::failure(&game, &fast, (0, 2), Outcome::Alice),
        None
    );
}
