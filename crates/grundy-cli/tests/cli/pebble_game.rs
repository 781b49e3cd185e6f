//! pebble-game through the binary: the spec's three samples by both methods, a graph of 10^6
//! edges, the oracle's refusal, the generator's limits, and the game's own bad input (the
//! conformance suite covers the shared classes).

use crate::common::{assert_bad_first_tests, assert_rejected, assert_solves, grundy, text};

#[test]
fn the_samples_by_both_methods() {
    let samples = [
        ("4 4 2\n0 1\n1 2\n2 3\n3 0\n", "0 1 3\n"),
        (
            "5 13 2\n0 1\n1 0\n1 2\n2 1\n2 3\n3 2\n3 4\n4 3\n0 0\n1 1\n2 2\n3 3\n4 4\n",
            "3 3 0\n",
        ),
        (
            "5 9 2\n2 1\n1 4\n0 2\n1 2\n2 1\n3 1\n2 2\n1 1\n2 4\n",
            "3 1 2\n",
        ),
        // No edges: Alice is stuck in every placement.
        ("3 0 2\n", "0 2 0\n"),
    ];
    for (input, output) in samples {
        assert_solves("pebble-game", &["fast", "brute"], input, output);
    }
}

#[test]
fn a_million_repeated_edges_are_merged() {
    // Every edge of the complete digraph on 100 vertices, 100 times: no pebble is ever stuck,
    // every vertex is next to both pebbles so every round is a tie, and every placement a draw.
    let mut input = String::from("100 1000000 37\n");
    for _ in 0..100 {
        for u in 0..100 {
            for v in 0..100 {
                input.push_str(&format!("{u} {v}\n"));
            }
        }
    }
    assert_solves("pebble-game", &["fast"], &input, "0 0 2331\n");
}

#[test]
fn the_oracle_and_the_generator_say_where_they_stop() {
    assert_rejected(
        &["solve", "pebble-game", "--method", "brute"],
        "7 0 3\n",
        "line 1:",
        "at most 6 vertices; this one has 7 (use --method fast)",
        Some(""),
    );
    for (arguments, phrase) in [
        (
            &["gen", "pebble-game", "--n", "101"][..],
            "--n must be from 2 to 100",
        ),
        (
            &["gen", "pebble-game", "--n", "1"][..],
            "--n must be from 2",
        ),
        (
            &["gen", "pebble-game", "--n", "9", "--tests", "2"][..],
            "one test per file",
        ),
    ] {
        let output = grundy(arguments, b"");
        assert_eq!(output.status.code(), Some(2), "{arguments:?}");
        assert!(text(&output.stderr).contains(phrase), "{arguments:?}");
    }
}

#[test]
fn bad_input_names_its_line() {
    let cases = [
        (
            "1 0 1\n",
            "line 1:",
            "the number of vertices n 1 is out of range 2..100",
        ),
        (
            "101 0 1\n",
            "line 1:",
            "the number of vertices n 101 is out of range 2..100",
        ),
        ("3 0 0\n", "line 1:", "x 0 is out of range 1..2"),
        ("3 0 3\n", "line 1:", "x 3 is out of range 1..2"),
        (
            "3 1000001 1\n",
            "line 1:",
            "the number of edges m 1000001 is out of range",
        ),
        (
            "3 1 1\n0 3\n",
            "line 2:",
            "a vertex id 3 is out of range 0..2",
        ),
        (
            "3 2 1\n0 1\n",
            "line 2:",
            "the input ends where a vertex id was expected",
        ),
        (
            "3 1 1\n0 1\n2\n",
            "line 3:",
            "unexpected token '2' after the last test",
        ),
        ("3 1 1\n0 -1\n", "line 2:", "negative"),
    ];
    assert_bad_first_tests("pebble-game", &cases);
}
