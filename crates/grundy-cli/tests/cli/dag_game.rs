//! dag-game through the binary: what the conformance suite does not cover — the `--loopy`
//! sample, the cycle named as bad input, the end of input, and `--loopy` refused elsewhere.

use crate::common::{assert_bad_inputs, assert_rejected, assert_solves, grundy, text};

const LOOPY_SAMPLE: &str =
    "5\n1 1\n2 0 2\n0\n1 3\n2 4 2\n1 0\n1 1\n2 1 3\n2 4 1\n2 4 0\n2 3 3\n3 0 1 2\n0\n";

#[test]
fn the_loopy_sample_by_both_methods() {
    for method in ["fast", "brute"] {
        let output = grundy(
            &["solve", "dag-game", "--loopy", "--method", method],
            LOOPY_SAMPLE.as_bytes(),
        );
        assert!(output.status.success(), "{}", text(&output.stderr));
        assert_eq!(
            text(&output.stdout),
            "LOSE\nWIN\nDRAW\nDRAW\nWIN\nDRAW\nWIN\n"
        );
    }
    let json = grundy(
        &["solve", "dag-game", "--loopy", "--json"],
        LOOPY_SAMPLE.as_bytes(),
    );
    let third = text(&json.stdout).lines().nth(2).unwrap().to_string();
    assert_eq!(
        third,
        "{\"answer\":\"DRAW\",\"method\":\"fast\",\"nim_sum\":1,\"query\":3,\"test\":1,\
         \"values\":[1,{\"infinite\":[]}],\"verdict\":\"draw\",\"winning_moves\":[],\
         \"winning_moves_complete\":true,\"winning_moves_count\":0}"
    );
}

#[test]
fn a_cycle_is_bad_input_without_loopy() {
    for method in ["fast", "brute"] {
        assert_rejected(
            &["solve", "dag-game", "--method", method],
            LOOPY_SAMPLE,
            "line 2 (test 1):",
            "the positions form a cycle through position 0 (0 -> 1 -> 0)",
            Some(""),
        );
    }
    // A self-loop in the second test: the first test's answers stay printed.
    let input = "2\n1 1\n0\n1 0\n0\n3\n0\n1 2\n1 2\n1 0\n0\n";
    assert_rejected(
        &["solve", "dag-game"],
        input,
        "line 9 (test 2):",
        "a cycle through position 2 (2 -> 2)",
        Some("WIN\n"),
    );
    for method in ["fast", "brute"] {
        let output = grundy(
            &["solve", "dag-game", "--loopy", "--method", method],
            input.as_bytes(),
        );
        assert_eq!(text(&output.stdout), "WIN\nLOSE\n");
    }
}

#[test]
fn the_end_of_the_input() {
    let input = "1\n0\n1 0\n0\n";
    assert_solves("dag-game", &["fast", "brute"], input, "LOSE\n");
    // A final 0 in place of N ends the input; a test without queries prints nothing.
    assert_solves(
        "dag-game",
        &["fast", "brute"],
        "1\n0\n1 0\n0\n0\n",
        "LOSE\n",
    );
    assert_solves("dag-game", &["fast", "brute"], "2\n1 1\n0\n0\n", "");
    assert_bad_inputs(
        "dag-game",
        &[
            (
                "1\n0\n1 0\n0\n0 1\n",
                "line 5 (test 2):",
                "N = 0 may only end the input",
                "LOSE\n",
            ),
            (
                "1\n0\n1 0\n",
                "line 3 (test 1):",
                "the 0 that ends the test",
                "",
            ),
            (
                "2\n1 2\n0\n0\n",
                "line 2 (test 1):",
                "an out-position 2 is out of range 0..1",
                "",
            ),
            (
                "2\n0\n0\n3 0 1 2\n0\n",
                "line 4 (test 1):",
                "a token's position 2 is out of range",
                "",
            ),
            ("0\n", "line 1 (test 1):", "at least 1", ""),
        ],
    );
}

#[test]
fn loopy_belongs_to_the_games_that_offer_it() {
    let output = grundy(&["solve", "nim", "--loopy"], b"1\n1\n1\n");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: --loopy does not apply to nim (it applies to dag-game)\n"
    );
}
