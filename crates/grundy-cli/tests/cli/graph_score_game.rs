//! The `grundy` binary on graph-score-game: the four samples by both methods, the reports'
//! facts, the oracle's refusal, the generator at the extended size, and the bad input the game's
//! page names (the classes every game shares are in the conformance suite).

use crate::common::{assert_bad_first_tests, assert_solves, grundy, text};

const GAME: &str = "graph-score-game";

const SAMPLES: [(&str, &str); 4] = [
    ("3 2\n1 5 3\n1 2\n2 3\n", "3\n"),
    ("2 2\n2 7\n1 2\n2 1\n", "2\n"),
    ("5 7\n3 5 8 2 9\n3 1\n2 4\n4 3\n2 5\n2 3\n1 5\n5 2\n", "5\n"),
    (
        "4 3\n0 1000000000 5 1000000000\n1 2\n2 3\n1 4\n",
        "1000000000\n",
    ),
];

#[test]
fn the_samples_by_both_methods() {
    for (input, expected) in SAMPLES {
        assert_solves(GAME, &["fast", "brute"], input, expected);
    }
    // One vertex; self-loops; repeated arcs; M = 0; numbers up to 2^64 - 1.
    assert_solves(GAME, &["fast", "brute"], "1 0\n7\n", "7\n");
    assert_solves(GAME, &["fast", "brute"], "1 1\n7\n1 1\n", "7\n");
    assert_solves(
        GAME,
        &["fast", "brute"],
        "2 3\n0 18446744073709551615\n1 2\n1 2\n2 2\n",
        "18446744073709551615\n",
    );
}

fn json(input: &str, method: &str) -> serde_json::Value {
    let output = grundy(
        &["solve", GAME, "--json", "--method", method],
        input.as_bytes(),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    serde_json::from_str(text(&output.stdout).trim_end()).unwrap()
}

#[test]
fn reports_name_the_first_action_and_the_threshold_games() {
    let (input, _) = SAMPLES[2];
    for method in ["fast", "brute"] {
        let report = json(input, method);
        assert_eq!(report["value"], 5, "{method}");
        assert_eq!(report["distinct_values"], 5, "{method}");
        assert_eq!(report["first_action"], serde_json::json!({"move_to": 5}));
        assert!(report.get("verdict").is_none(), "a score has no verdict");
    }
    assert_eq!(json(input, "fast")["undecided_states"], 5);
    assert!(json(input, "brute").get("undecided_states").is_none());
    // Sample 2: Alice declares at once; at 7 the play cycles 1 <-> 2 for ever.
    let (input, _) = SAMPLES[1];
    assert_eq!(
        json(input, "fast")["first_action"],
        serde_json::json!({"declare": true})
    );
    let explained = text(&grundy(&["solve", GAME, "--explain"], input.as_bytes()).stdout);
    assert!(explained.contains("distinct numbers: 2 < 7"), "{explained}");
    assert!(
        explained.contains("threshold 7 (the next larger number)"),
        "{explained}"
    );
    assert!(explained.contains("undecided"), "{explained}");
    assert!(explained.contains("declare the end at once"), "{explained}");
    // Sample 1: at 5, Bob moves on to 3 and Alice, stuck there, loses the threshold game.
    let (input, _) = SAMPLES[0];
    let explained = text(&grundy(&["solve", GAME, "--explain"], input.as_bytes()).stdout);
    assert!(explained.contains("is lost"), "{explained}");
    assert!(explained.contains("move the piece 1 -> 2"), "{explained}");
}

#[test]
fn the_extended_size_runs_with_the_default_stack_and_the_oracle_refuses_it() {
    for family in ["alternating-chain", "random"] {
        let input = grundy(
            &[
                "gen", GAME, "--family", family, "--n", "1000000", "--seed", "2",
            ],
            b"",
        );
        assert!(input.status.success(), "{}", text(&input.stderr));
        let output = grundy(&["solve", GAME], &input.stdout);
        assert!(output.status.success(), "{}", text(&output.stderr));
        assert!(text(&output.stdout).trim_end().parse::<u64>().is_ok());
        let refused = grundy(&["solve", GAME, "--method", "brute"], &input.stdout);
        assert_eq!(refused.status.code(), Some(2));
        assert!(text(&refused.stderr).contains("brute-force oracle"));
        assert!(refused.stdout.is_empty());
    }
    let refused = grundy(&["gen", GAME, "--n", "5", "--tests", "2"], b"");
    assert!(text(&refused.stderr).contains("one test per file"));
}

#[test]
fn bad_input_names_its_line() {
    assert_bad_first_tests(
        GAME,
        &[
            (
                "0 0\n",
                "line 1:",
                "the number of vertices N 0 is out of range",
            ),
            (
                "2 1\n1 2\n0 1\n",
                "line 3:",
                "a vertex id 0 is out of range 1..2",
            ),
            (
                "2 1\n1 2\n1 3\n",
                "line 3:",
                "a vertex id 3 is out of range 1..2",
            ),
            (
                "3 1\n1 2\n",
                "line 2:",
                "the input ends where a vertex's number X_i was expected",
            ),
            ("2 1\n1 -2\n1 2\n", "line 2:", "negative"),
            (
                "1 0\n18446744073709551616\n",
                "line 2:",
                "does not fit in 64 bits",
            ),
            (
                "2 2\n1 2\n1 2\n",
                "line 3:",
                "the input ends where a vertex id",
            ),
            ("2 1\n1 2\n1 2\n2 1\n", "line 4:", "unexpected token '2'"),
        ],
    );
}
