//! graph-draw-game's attractors against value iteration (through the driver) and against a third
//! method, the best positional strategies: the samples; every digraph on up to 3 vertices with
//! self-loops and every loop-free one on 4; random graphs of every family; deep chains.

use crate::check::{run, CheckOptions};
use crate::digraph::families::Shape;
use crate::digraph::{Arc, Digraph};
use crate::game::{driver, Checked};
use crate::random::Random;
use crate::solve::{Method, Report, SolveOptions};

use super::attractors::{Attractors, Side, Value};
use super::GraphDrawGame;

fn solve(input: &str, method: Method, report: Report) -> Result<String, String> {
    let options = SolveOptions {
        method,
        report,
        ..SolveOptions::default()
    };
    let mut out = Vec::new();
    driver::solve::<GraphDrawGame>(input.as_bytes(), &options, &mut out)
        .map(|()| String::from_utf8(out).expect("UTF-8"))
        .map_err(|error| error.to_string())
}

const SAMPLES: [(&str, &str); 5] = [
    (
        "6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n",
        "WDLDWL\nDWLLWL\n",
    ),
    (
        "8 11\n1 2\n2 3\n3 1\n4 5\n4 1\n6 4\n6 5\n7 7\n7 5\n8 1\n8 6\n",
        "DDDDLWWD\nDDDWLWWL\n",
    ),
    ("3 2\n1 2\n2 3\n", "LWL\nLWL\n"),
    ("2 0\n", "LL\nLL\n"),
    ("3 4\n1 1\n1 2\n2 3\n3 2\n", "DDD\nDDD\n"),
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

#[test]
fn reports_of_the_first_sample() {
    let json = solve(SAMPLES[0].0, Method::Fast, Report::Json).unwrap();
    let object: serde_json::Value = serde_json::from_str(json.trim_end()).unwrap();
    assert_eq!(object["dead_ends"], 2);
    assert_eq!(
        object["gennady_first"],
        serde_json::json!({"W": 2, "L": 2, "D": 2})
    );
    assert_eq!(
        object["georgiy_first"],
        serde_json::json!({"W": 2, "L": 3, "D": 1})
    );
    assert!(object.get("verdict").is_none());
    let explain = solve(SAMPLES[0].0, Method::Fast, Report::Explain).unwrap();
    assert!(
        explain.starts_with(
            "a graph of 6 vertices and 7 arcs, 2 dead ends; solved by the fast solver\n  \
             Gennady moving first: W 2, L 2, D 2\n  Georgiy moving first: W 2, L 3, D 1\n"
        ),
        "{explain}"
    );
    assert!(
        explain.contains(
            "  vertex 1: Gennady first W: moves to 4 and wins within 3 moves (Georgiy, unable to \
             win, ends the play rather than play forever); Georgiy first D: every move (to 2, \
             say) lets Gennady play forever\n"
        ),
        "{explain}"
    );
    assert!(
        explain.contains("  vertex 4: Gennady first D: moves to 1 and keeps away from every dead end forever; Georgiy first L: cannot win: moves to 5 and loses within 2 moves rather than play forever\n"),
        "{explain}"
    );
    assert!(explain.contains("  vertex 2: Gennady first D: moves to 1 and keeps away from every dead end forever; Georgiy first W: moves to 3 and wins within 1 move\n"), "{explain}");
    let brute = solve(SAMPLES[0].0, Method::Brute, Report::Explain).unwrap();
    assert!(
        brute.contains("  vertex 6: Gennady first L, Georgiy first L\n"),
        "{brute}"
    );
}

/// The outcome of the play from `start` (a state `2v + side`) when both players follow
/// positional strategies (`choice[state]` is the index of the arc taken): a dead end decides,
/// a repeated state means endless play.
fn play_out(graph: &Digraph, choice: &[usize], start: usize) -> Value {
    let mut seen = vec![false; 2 * graph.vertices()];
    let mut state = start;
    loop {
        let (v, bob) = (state / 2, state % 2 == 1);
        let successors = graph.successors(v);
        if successors.is_empty() {
            return if bob { Value::A } else { Value::B };
        }
        if seen[state] {
            return Value::D;
        }
        seen[state] = true;
        state = 2 * successors[choice[state]] as usize + usize::from(!bob);
    }
}

/// The value of every state as the best positional strategies give it: the largest over
/// Alice's strategies of the smallest over Bob's of the outcome (the game is determined in
/// positional strategies).
fn by_positional_strategies(graph: &Digraph) -> Vec<Value> {
    let states = 2 * graph.vertices();
    let degree = |state: usize| graph.out_degree(state / 2).max(1);
    // All choice vectors of one side (the other side's entries left at 0).
    let strategies = |side: usize| {
        let mut all = vec![vec![0usize; states]];
        for state in (side..states).step_by(2) {
            all = all
                .into_iter()
                .flat_map(|choice| {
                    (0..degree(state)).map(move |arc| {
                        let mut choice = choice.clone();
                        choice[state] = arc;
                        choice
                    })
                })
                .collect();
        }
        all
    };
    let (alice, bob) = (strategies(0), strategies(1));
    (0..states)
        .map(|start| {
            alice
                .iter()
                .map(|mine| {
                    bob.iter()
                        .map(|theirs| {
                            let choice: Vec<usize> = (0..states)
                                .map(|s| if s % 2 == 0 { mine[s] } else { theirs[s] })
                                .collect();
                            play_out(graph, &choice, start)
                        })
                        .min()
                        .unwrap_or(Value::D)
                })
                .max()
                .unwrap_or(Value::D)
        })
        .collect()
}

fn attractor_values(graph: &Digraph) -> Vec<Value> {
    let attractors = Attractors::new(graph, &graph.reversed());
    (0..2 * graph.vertices())
        .map(|state| {
            let side = if state % 2 == 0 {
                Side::Alice
            } else {
                Side::Bob
            };
            attractors.value(state / 2, side)
        })
        .collect()
}

#[test]
fn positional_strategies_agree_on_small_graphs() {
    let mut random = Random::from_seed(23);
    let mut checked = 0;
    for round in 0..3000 {
        let n = 1 + random.below(5) as u32;
        let m = random.below(9);
        let arcs: Vec<Arc> = (0..m)
            .map(|_| (random.below(n.into()) as u32, random.below(n.into()) as u32))
            .collect();
        let graph = Digraph::from_arcs(n as usize, &arcs);
        assert_eq!(
            attractor_values(&graph),
            by_positional_strategies(&graph),
            "round {round}: {n} {arcs:?}"
        );
        checked += 1;
    }
    assert_eq!(checked, 3000);
    // The samples too.
    let sample = Digraph::from_arcs(6, &[(0, 1), (1, 0), (1, 2), (0, 3), (3, 0), (3, 4), (4, 5)]);
    assert_eq!(attractor_values(&sample), by_positional_strategies(&sample));
}

#[test]
fn fast_equals_value_iteration_on_every_small_digraph() {
    let options = CheckOptions {
        cases: 0,
        max_size: None,
        seed: 0,
        exhaustive: Some(4),
    };
    let report = run(
        &Checked::<GraphDrawGame>::default(),
        &options,
        &mut |_, _| {},
    )
    .unwrap();
    assert!(report.disagreement.is_none(), "{:?}", report.disagreement);
    assert_eq!(report.cases, 4626);
}

#[test]
fn fast_equals_value_iteration_on_random_graphs_of_every_family() {
    let options = CheckOptions {
        cases: 2000,
        max_size: Some(60),
        seed: 31,
        exhaustive: None,
    };
    let report = run(
        &Checked::<GraphDrawGame>::default(),
        &options,
        &mut |_, _| {},
    )
    .unwrap();
    assert_eq!(report.summary(), "checked 2000 cases, 0 disagreements");
}

#[test]
fn deep_chains_need_no_deep_stack() {
    // A chain of 10^6 vertices ending in a dead end: from the end backwards L, W, L, ... for
    // both players.
    let n = 1_000_000u32;
    let mut input = format!("{n} {}\n", n - 1);
    for v in 1..n {
        input.push_str(&format!("{v} {}\n", v + 1));
    }
    let output = solve(&input, Method::Fast, Report::Contest).unwrap();
    let line: String = (0..n)
        .map(|v| if (n - 1 - v) % 2 == 0 { 'L' } else { 'W' })
        .collect();
    assert_eq!(output, format!("{line}\n{line}\n"));
    // A chain of half a million inside random arcs on the rest.
    let mut random = Random::from_seed(2);
    let arcs = Shape::ChainInRandom.arcs(n, &mut random);
    let graph = Digraph::from_arcs(n as usize, &arcs);
    let attractors = Attractors::new(&graph, &graph.reversed());
    let deepest = attractors.any_end.iter().filter(|&&r| r != u32::MAX).max();
    assert!(
        deepest.is_some_and(|&round| round >= 499_999),
        "{deepest:?}"
    );
}
