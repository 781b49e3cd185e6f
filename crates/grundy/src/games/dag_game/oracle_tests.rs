//! dag-game's fast method against the search of the sums, through the driver and in both modes:
//! the samples; every labelled digraph on up to 3 positions (self-loops included) with every
//! multiset of up to 3 tokens, and every loop-free digraph on 4 positions with every multiset of
//! up to 2 tokens; random tests of every family; deep chains and long cycles.

use crate::check::{run, CheckOptions};
use crate::game::{driver, Checked};
use crate::solve::{Method, Report, SolveOptions};

use super::DagGame;

const SAMPLE: &str =
    "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n";
const LOOPY_SAMPLE: &str =
    "5\n1 1\n2 0 2\n0\n1 3\n2 4 2\n1 0\n1 1\n2 1 3\n2 4 1\n2 4 0\n2 3 3\n3 0 1 2\n0\n";

fn solve(input: &str, method: Method, report: Report, loopy: bool) -> Result<String, String> {
    let options = SolveOptions {
        method,
        report,
        loopy,
        ..SolveOptions::default()
    };
    let mut out = Vec::new();
    driver::solve::<DagGame>(input.as_bytes(), &options, &mut out)
        .map(|()| String::from_utf8(out).expect("UTF-8"))
        .map_err(|error| error.to_string())
}

#[test]
fn the_samples_by_both_methods_in_both_modes() {
    for method in [Method::Fast, Method::Brute] {
        for loopy in [false, true] {
            assert_eq!(
                solve(SAMPLE, method, Report::Contest, loopy).as_deref(),
                Ok("WIN\nWIN\nWIN\nLOSE\nWIN\n")
            );
        }
        assert_eq!(
            solve(LOOPY_SAMPLE, method, Report::Contest, true).as_deref(),
            Ok("LOSE\nWIN\nDRAW\nDRAW\nWIN\nDRAW\nWIN\n")
        );
        assert_eq!(
            solve(LOOPY_SAMPLE, method, Report::Contest, false),
            Err(
                "line 2 (test 1): the positions form a cycle through position 0 (0 -> 1 -> 0); \
                 only --loopy plays on graphs with cycles"
                    .to_string()
            )
        );
    }
}

#[test]
fn reports_of_the_loopy_sample() {
    let json = solve(LOOPY_SAMPLE, Method::Fast, Report::Json, true).unwrap();
    let lines: Vec<serde_json::Value> = json
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 7);
    assert_eq!(
        lines[3]["values"],
        serde_json::json!([{"infinite": [0]}, 1])
    );
    assert_eq!(lines[3]["verdict"], "draw");
    assert_eq!(lines[4]["query"], 5);
    assert_eq!(lines[4]["test"], 1);
    assert_eq!(
        lines[4]["winning_moves"],
        serde_json::json!([{"token": 1, "from": 4, "to": 2}])
    );
    assert_eq!(
        lines[5]["values"],
        serde_json::json!([{"infinite": []}, {"infinite": []}])
    );
    let explain = solve(LOOPY_SAMPLE, Method::Fast, Report::Explain, true).unwrap();
    assert!(
        explain.contains(
            "test 1, query 4: tokens on 4 (value ∞{0}), 1 (value 1); one infinite value, the \
             others' nim-sum 1: DRAW, a draw; solved by the fast solver\n"
        ),
        "{explain}"
    );
    assert!(
        explain.contains("query 5: tokens on 4 (value ∞{0}), 0 (value 0); one infinite value, the others' nim-sum 0: WIN, the first player wins; solved by the fast solver\n  the winning move: token 1 from 4 to 2\n"),
        "{explain}"
    );
    let brute = solve(SAMPLE, Method::Brute, Report::Explain, false).unwrap();
    assert!(
        brute.starts_with(
            "test 1, query 1: a token on 0: WIN, the first player wins; solved by the \
             brute-force oracle\n  the winning move: token 1 from 0 to 1\n"
        ),
        "{brute}"
    );
    assert!(brute.contains("test 2, query 2: tokens on 1, 1: LOSE, the second player wins"));
}

#[test]
fn fast_equals_the_search_on_every_small_digraph() {
    let options = CheckOptions {
        cases: 0,
        max_size: None,
        seed: 0,
        exhaustive: Some(4),
    };
    let report = run(&Checked::<DagGame>::default(), &options, &mut |_, _| {}).unwrap();
    assert!(report.disagreement.is_none(), "{:?}", report.disagreement);
    // 2 + 16 + 512 digraphs with self-loops on 1..3 positions, 4096 loop-free on 4.
    assert_eq!(report.cases, 4626);
}

#[test]
fn fast_equals_the_search_on_random_tests_of_every_family() {
    let options = CheckOptions {
        cases: 3000,
        max_size: Some(8),
        seed: 17,
        exhaustive: None,
    };
    let report = run(&Checked::<DagGame>::default(), &options, &mut |_, _| {}).unwrap();
    assert_eq!(report.summary(), "checked 3000 cases, 0 disagreements");
}

#[test]
fn a_chain_of_a_million_and_a_cycle_of_a_million_need_no_deep_stack() {
    let n = 1_000_000;
    let mut chain = format!("{n}\n");
    for position in 0..n - 1 {
        chain.push_str(&format!("1 {}\n", position + 1));
    }
    chain.push_str("0\n1 0\n2 0 1\n0\n");
    // Along a chain the values alternate: position 0 is 999,999 moves from the end (value 1),
    // position 1 one move less (value 0).
    assert_eq!(
        solve(&chain, Method::Fast, Report::Contest, false).as_deref(),
        Ok("WIN\nWIN\n")
    );
    let json = solve(&chain, Method::Fast, Report::Json, false).unwrap();
    assert!(json.contains("\"values\":[1,0]"), "{json}");
    let cycle = chain.replacen("\n0\n1 0\n", "\n1 0\n1 0\n", 1);
    assert_eq!(
        solve(&cycle, Method::Fast, Report::Contest, true).as_deref(),
        Ok("DRAW\nDRAW\n")
    );
    let error = solve(&cycle, Method::Fast, Report::Contest, false).unwrap_err();
    assert!(
        error.starts_with("line 2 (test 1): the positions form a cycle through position 0 (0 -> 1 -> 2 -> 3 -> ... -> 999999 -> 0, 1000000 positions)"),
        "{error}"
    );
}

#[test]
fn the_end_of_the_input_and_a_final_zero() {
    let two = "1 0 1 0 0\n1 0 0\n";
    assert_eq!(
        solve(two, Method::Fast, Report::Contest, false).as_deref(),
        Ok("LOSE\n")
    );
    let with_zero = format!("{two}0\n");
    assert_eq!(
        solve(&with_zero, Method::Fast, Report::Contest, false).as_deref(),
        Ok("LOSE\n")
    );
    let error = solve(&format!("{two}0 0\n"), Method::Fast, Report::Contest, false).unwrap_err();
    assert!(error.contains("N = 0 may only end the input"), "{error}");
    let error = solve("0\n", Method::Brute, Report::Contest, false).unwrap_err();
    assert!(error.contains("must be at least 1"), "{error}");
}
