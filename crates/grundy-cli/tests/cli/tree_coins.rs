//! Golden tests of the `grundy` binary on tree-coins: the spec's sample byte for byte, the
//! reports, the oracle, the generator, a long path, and every kind of bad input the spec names.

use crate::common::{assert_bad_inputs, assert_example_file, assert_solves, grundy, text};

const SAMPLE: &str = include_str!("../../../../examples/tree-coins.in");

#[test]
fn sample_output_byte_for_byte() {
    assert_solves("tree-coins", &["fast", "brute"], SAMPLE, "4\n14\n");
    assert_example_file("tree-coins", "4\n14\n");
}

#[test]
fn a_single_node_answers_two() {
    let output = grundy(&["solve", "tree-coins"], b"1\n1\n5\n");
    assert_eq!(text(&output.stdout), "2\n");
}

#[test]
fn explain_and_json_give_every_root() {
    let output = grundy(&["solve", "tree-coins", "--explain"], SAMPLE.as_bytes());
    let report = text(&output.stdout);
    assert!(
        report.contains("root 1: value 2 — first player wins"),
        "{report}"
    );
    assert!(
        report.contains("root 2: value 0 — second player wins"),
        "{report}"
    );
    assert!(
        report.contains("roots where the second player wins: 1 2 3; answer 14"),
        "{report}"
    );
    assert!(
        report.contains("of them with an odd number of coins; solved by the fast solver\n"),
        "{report}"
    );
    let output = grundy(&["solve", "tree-coins", "--json"], SAMPLE.as_bytes());
    let lines: Vec<String> = text(&output.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 2);
    // A count over every root: the shared keys but no verdict and no winning moves.
    for line in &lines {
        let object: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(object["method"], "fast", "{line}");
        assert_eq!(object["odd_nodes"], 2, "{line}");
        for key in [
            "verdict",
            "winning_moves",
            "winning_moves_count",
            "first_player_wins",
        ] {
            assert!(object.get(key).is_none(), "{key}: {line}");
        }
    }
    assert!(lines[0].contains("\"test\":1") && lines[0].contains("\"answer\":\"4\""));
    assert!(
        lines[1].contains("\"values_by_root\":[0,0,0,2,2,2]"),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].contains("\"second_player_roots\":[1,2,3]"),
        "{}",
        lines[1]
    );
}

#[test]
fn brute_force_refuses_large_games() {
    // C(3002, 2) = 4,504,501 coin vectors per root.
    let input = "1\n3\n1 2\n2 3\n1000 1000 1000\n";
    let output = grundy(
        &["solve", "tree-coins", "--method", "brute"],
        input.as_bytes(),
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).starts_with("error: line 2 (test 1): the brute-force oracle"));
}

#[test]
fn generator_families_are_valid_and_reproducible() {
    let families = [
        "random",
        "path",
        "star",
        "caterpillar",
        "complete-binary",
        "random-all-zero",
        "random-all-odd",
        "path-all-odd",
        "star-all-odd",
    ];
    for family in families {
        let arguments = [
            "gen",
            "tree-coins",
            "--family",
            family,
            "--n",
            "300",
            "--tests",
            "3",
            "--seed",
            "2",
        ];
        let first = grundy(&arguments, b"");
        assert!(first.status.success(), "{family}: {}", text(&first.stderr));
        assert_eq!(first.stdout, grundy(&arguments, b"").stdout);
        let solved = grundy(&["solve", "tree-coins"], &first.stdout);
        assert!(
            solved.status.success(),
            "{family}: {}",
            text(&solved.stderr)
        );
        assert_eq!(text(&solved.stdout).lines().count(), 3);
    }
    let all_zero = grundy(
        &[
            "gen",
            "tree-coins",
            "--family",
            "random-all-zero",
            "--n",
            "5",
        ],
        b"",
    );
    // With no coins every root is lost for the first player: 2 + 4 + 8 + 16 + 32.
    assert_eq!(
        text(&grundy(&["solve", "tree-coins"], &all_zero.stdout).stdout),
        "62\n"
    );
    let pinned = grundy(&["gen", "tree-coins", "--n", "4", "--seed", "42"], b"");
    assert_eq!(text(&pinned.stdout), PINNED);
}

const PINNED: &str = "1\n4\n3 1\n2 3\n3 4\n10 14 5 7\n";

#[test]
fn check_agrees() {
    let output = grundy(&["check", "tree-coins", "--cases", "300"], b"");
    assert_eq!(text(&output.stdout), "checked 300 cases, 0 disagreements\n");
}

#[test]
fn a_path_of_300000_nodes_uses_the_default_stack() {
    let input = grundy(
        &[
            "gen",
            "tree-coins",
            "--family",
            "path-all-odd",
            "--n",
            "300000",
        ],
        b"",
    );
    let output = grundy(&["solve", "tree-coins"], &input.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout).lines().count(), 1);
}

const BAD_INPUTS: &[(&str, &str, &str, &str)] = &[
    (
        "",
        "line 1:",
        "the input ends where the number of tests T was expected",
        "",
    ),
    (
        "0\n",
        "line 1:",
        "the number of tests T 0 is out of range",
        "",
    ),
    (
        "1\n0\n",
        "line 2 (test 1):",
        "the number of nodes N 0 is out of range 1..",
        "",
    ),
    (
        "1\n3\n1 2\n",
        "line 3 (test 1):",
        "the input ends where a node id was expected",
        "",
    ),
    (
        "1\n2\n1 2\n1\n",
        "line 4 (test 1):",
        "the input ends where a coin count was expected",
        "",
    ),
    ("1\n2\n1 x\n1 1\n", "line 3 (test 1):", "found 'x'", ""),
    ("1\n2\n1 2\n1 -1\n", "line 4 (test 1):", "negative", ""),
    (
        "1\n2\n1 2\n1 99999999999999999999\n",
        "line 4 (test 1):",
        "does not fit in 64 bits",
        "",
    ),
    (
        "1\n2\n0 2\n1 1\n",
        "line 3 (test 1):",
        "a node id 0 is out of range 1..2",
        "",
    ),
    (
        "1\n2\n1 3\n1 1\n",
        "line 3 (test 1):",
        "a node id 3 is out of range 1..2",
        "",
    ),
    ("1\n2\n2 2\n1 1\n", "line 3 (test 1):", "self-loop", ""),
    (
        "1\n3\n1 2\n2 1\n1 1 1\n",
        "line 4 (test 1):",
        "repeats the edge on line 3",
        "",
    ),
    (
        "1\n4\n1 2\n2 3\n3 1\n1 1 1 1\n",
        "line 5 (test 1):",
        "closes a cycle",
        "",
    ),
    (
        "1\n1\n0\n7\n",
        "line 4 (test 1):",
        "unexpected token '7' after the last test",
        "2\n",
    ),
    (
        "2\n1\n0\n2\n1 2\n",
        "line 5 (test 2):",
        "the input ends where a coin count was expected",
        "2\n",
    ),
];

#[test]
fn bad_input_exits_2_with_one_line_naming_the_line() {
    assert_bad_inputs("tree-coins", BAD_INPUTS);
}

#[test]
fn many_coins_on_few_nodes_are_within_the_oracles_reach() {
    // 65 coins on two nodes are 66 coin vectors, and one node holds one vector for any count:
    // the oracle answers both, and agrees with the fast method.
    crate::common::assert_solves(
        "tree-coins",
        &["fast", "brute"],
        "2\n2\n1 2\n65 0\n1\n18446744073709551615\n",
        "2\n2\n",
    );
}
