//! graph-draw-game through the binary: the samples of the original and ours by both methods,
//! and its own bad input (the conformance suite covers the shared classes).

use crate::common::{assert_bad_first_tests, assert_solves};

#[test]
fn the_samples_by_both_methods() {
    let samples = [
        (
            "6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n",
            "WDLDWL\nDWLLWL\n",
        ),
        ("3 2\n1 2\n2 3\n", "LWL\nLWL\n"),
        ("2 0\n", "LL\nLL\n"),
        ("3 4\n1 1\n1 2\n2 3\n3 2\n", "DDD\nDDD\n"),
    ];
    for (input, output) in samples {
        assert_solves("graph-draw-game", &["fast", "brute"], input, output);
    }
}

#[test]
fn bad_input_names_its_line() {
    let cases = [
        (
            "0 0\n",
            "line 1:",
            "the number of vertices n 0 is out of range",
        ),
        (
            "2 1\n1 3\n",
            "line 2:",
            "a vertex id 3 is out of range 1..2",
        ),
        (
            "2 1\n0 1\n",
            "line 2:",
            "a vertex id 0 is out of range 1..2",
        ),
        (
            "2 2\n1 2\n",
            "line 2:",
            "the input ends where a vertex id was expected",
        ),
        (
            "2 1\n1 2\n2 1\n",
            "line 3:",
            "unexpected token '2' after the last test",
        ),
    ];
    assert_bad_first_tests("graph-draw-game", &cases);
}

#[test]
fn the_explanation_counts_in_words() {
    let input = b"8 11\n1 2\n2 3\n3 1\n4 5\n4 1\n6 4\n6 5\n7 7\n7 5\n8 1\n8 6\n";
    let output = crate::common::grundy(&["solve", "graph-draw-game", "--explain"], input);
    assert!(output.status.success());
    let text = crate::common::text(&output.stdout);
    assert!(
        text.starts_with("a graph of 8 vertices and 11 arcs, 1 dead end; solved by"),
        "{text}"
    );
}
