//! Golden tests of the `grundy` binary on split-game: the spec's sample byte for byte, the
//! reports, the oracle and its limits, the generator, the checker, the largest tests, and every
//! kind of bad input the spec names.

use std::process::Output;

use crate::common::{assert_bad_inputs, assert_rejected, grundy, text};

const SAMPLE: &str = include_str!("../../../../examples/split-game.in");
const SAMPLE_ANSWER: &str = "0 2 3\n1\n-1 -1 -1\n0\n";

#[test]
fn sample_output_byte_for_byte() {
    let output = grundy(&["solve", "split-game"], SAMPLE.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), SAMPLE_ANSWER);
    assert!(output.stderr.is_empty());
    let from_file = grundy(
        &["solve", "split-game", "../../examples/split-game.in"],
        b"",
    );
    assert_eq!(text(&from_file.stdout), SAMPLE_ANSWER);
    let from_dash = grundy(&["solve", "split-game", "-"], SAMPLE.as_bytes());
    assert_eq!(text(&from_dash.stdout), SAMPLE_ANSWER);
}

#[test]
fn every_separator_no_final_newline_and_one_bottle() {
    let input = "3\r\n4\t1\x0b0 1\x0c5000\n1\n\n7\r\n2 1 0";
    let output = grundy(&["solve", "split-game"], input.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    // One bottle: no move exists. Two bottles, a bean in the first: its only move wins.
    assert_eq!(text(&output.stdout), "0 2 3\n1\n-1 -1 -1\n0\n0 1 1\n1\n");
}

#[test]
fn brute_force_gives_the_same_answers() {
    let output = grundy(
        &["solve", "split-game", "--method", "brute"],
        SAMPLE.as_bytes(),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), SAMPLE_ANSWER);
    // All ones in 8 bottles is beyond the oracle; in 7 it is within, with several winning moves.
    let input = "2\n7\n1 1 1 1 1 1 1\n5\n1 2 0 2 9\n";
    let fast = grundy(&["solve", "split-game"], input.as_bytes());
    let brute = grundy(
        &["solve", "split-game", "--method", "brute"],
        input.as_bytes(),
    );
    assert!(brute.status.success(), "{}", text(&brute.stderr));
    assert_eq!(fast.stdout, brute.stdout);
    let fast = grundy(
        &["solve", "split-game", "--explain", "--all"],
        input.as_bytes(),
    );
    let brute = grundy(
        &[
            "solve",
            "split-game",
            "--explain",
            "--all",
            "--method",
            "brute",
        ],
        input.as_bytes(),
    );
    // The listed moves: the first three tokens of each indented move line.
    let moves = |output: &Output| -> Vec<String> {
        text(&output.stdout)
            .lines()
            .filter(|line| line.starts_with("    "))
            .map(|line| {
                let words: Vec<&str> = line
                    .split([' ', ':'])
                    .filter(|word| !word.is_empty())
                    .collect();
                words[..3].join(" ")
            })
            .collect()
    };
    assert!(moves(&fast).len() > 3, "{}", text(&fast.stdout));
    assert_eq!(moves(&fast), moves(&brute));
}

#[test]
fn brute_force_refuses_what_it_cannot_finish() {
    let cases = [
        (
            "1\n8\n1 1 1 1 1 1 1 1\n",
            "this test's game may last up to 247 moves",
        ),
        (
            "1\n22\n0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n",
            "this test has 22 bottles",
        ),
        ("1\n3\n18446744073709551615 0 0\n", "2^64 or more moves"),
    ];
    for (input, reason) in cases {
        let output = grundy(
            &["solve", "split-game", "--method", "brute"],
            input.as_bytes(),
        );
        assert_eq!(output.status.code(), Some(2), "{input:?}");
        let message = text(&output.stderr);
        assert!(
            message.starts_with(
                "error: line 2 (test 1): the brute-force oracle searches at most 21 bottles and \
                 games of at most 127 moves"
            ),
            "{message}"
        );
        assert!(message.contains(reason), "{message}");
        assert!(message.contains("use --method fast"), "{message}");
        assert_eq!(message.lines().count(), 1);
        assert!(output.stdout.is_empty());
    }
    // An earlier test within reach is answered, both lines.
    let output = grundy(
        &["solve", "split-game", "--method", "brute"],
        b"2\n2\n1 0\n9\n1 0 0 0 0 0 0 0 0\n",
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(text(&output.stdout), "0 1 1\n1\n");
    assert!(text(&output.stderr).starts_with("error: line 4 (test 2): the brute-force oracle"));
}

#[test]
fn explain_states_values_nim_sum_and_moves() {
    let output = grundy(&["solve", "split-game", "--explain"], SAMPLE.as_bytes());
    assert!(output.status.success());
    let report = text(&output.stdout);
    for fact in [
        "test 1: 4 bottles: the first player wins; solved by the fast solver\n",
        "bottle 0 first: 4 2 1 0",
        "bottles with an odd count (the others cancel): 0 (v = 4), 2 (v = 1)",
        "nim-sum X = 5",
        "1 first move wins",
        "0 2 3: v_2 XOR v_3 = 1 XOR 0 = 1 = X XOR v_0 = 5 XOR 4",
        "answer: 0 2 3 / 1",
        "test 2: 3 bottles: the second player wins; solved by the fast solver\n",
        "nim-sum X = 0",
        "no first move wins",
        "answer: -1 -1 -1 / 0",
    ] {
        assert!(report.contains(fact), "{fact:?} missing from:\n{report}");
    }
    // Seven winning moves: ten are listed by default, so all of them; with more, the first ten.
    let many = "1\n12\n1 1 1 1 1 1 1 1 1 1 1 1\n";
    let output = grundy(&["solve", "split-game", "--explain"], many.as_bytes());
    let report = text(&output.stdout);
    let listed = report
        .lines()
        .filter(|line| line.starts_with("    "))
        .count();
    let count: usize = report
        .lines()
        .find_map(|line| {
            line.trim()
                .strip_suffix(" first moves win: (i, j, k) wins iff v_j XOR v_k = X XOR v_i")
        })
        .expect("the count line")
        .parse()
        .expect("a count");
    assert_eq!(listed, count.min(10), "{report}");
    let output = grundy(
        &["solve", "split-game", "--explain", "--all"],
        many.as_bytes(),
    );
    let listed_all = text(&output.stdout)
        .lines()
        .filter(|line| line.starts_with("    "))
        .count();
    assert_eq!(listed_all, count);
}

#[test]
fn json_lines_carry_the_spec_keys() {
    let output = grundy(&["solve", "split-game", "--json"], SAMPLE.as_bytes());
    assert!(output.status.success());
    let lines: Vec<String> = text(&output.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 2);
    for fact in [
        r#""test":1"#,
        r#""answer":"0 2 3\n1""#,
        r#""bottle_values":[4,2,1,0]"#,
        r#""odd_bottles":[0,2]"#,
        r#""nim_sum":5"#,
        r#""first_move":[0,2,3]"#,
        r#""method":"fast""#,
        r#""verdict":"first""#,
        r#""winning_moves":[[0,2,3]]"#,
        r#""winning_moves_count":1"#,
        r#""winning_moves_complete":true"#,
    ] {
        assert!(lines[0].contains(fact), "{fact} missing from {}", lines[0]);
    }
    for fact in [
        r#""test":2"#,
        r#""answer":"-1 -1 -1\n0""#,
        r#""nim_sum":0"#,
        r#""first_move":null"#,
        r#""verdict":"second""#,
        r#""winning_moves":[]"#,
        r#""winning_moves_count":0"#,
        r#""winning_moves_complete":true"#,
    ] {
        assert!(lines[1].contains(fact), "{fact} missing from {}", lines[1]);
    }
    let brute = grundy(
        &["solve", "split-game", "--json", "--method", "brute"],
        SAMPLE.as_bytes(),
    );
    let first = text(&brute.stdout);
    let first = first.lines().next().expect("a line");
    assert!(first.contains(r#""answer":"0 2 3\n1""#), "{first}");
    assert!(
        !first.contains("bottle_values") && !first.contains("nim_sum"),
        "the oracle computes no values: {first}"
    );
    assert!(first.contains(r#""method":"brute""#), "{first}");
    assert!(first.contains(r#""winning_moves":[[0,2,3]]"#), "{first}");
    assert!(first.contains(r#""winning_moves_count":1"#), "{first}");
    assert!(
        first.contains(r#""winning_moves_complete":true"#),
        "{first}"
    );
    // The oracle's explanation names it.
    let brute = grundy(
        &["solve", "split-game", "--explain", "--method", "brute"],
        SAMPLE.as_bytes(),
    );
    assert!(
        text(&brute.stdout).starts_with(
            "test 1: 4 bottles: the first player wins; solved by the brute-force oracle\n"
        ),
        "{}",
        text(&brute.stdout)
    );
}

#[test]
fn games_lists_split_game() {
    let output = grundy(&["games"], b"");
    assert!(output.status.success());
    let listing = text(&output.stdout);
    assert!(listing.contains("split-game"), "{listing}");
    assert!(listing.contains("P3185"), "{listing}");
}

#[test]
fn generator_is_reproducible_and_valid_for_every_family() {
    let families = [
        "random",
        "sparse",
        "all-odd",
        "huge-counts",
        "contest-small",
        "second-wins",
    ];
    for family in families {
        let arguments = [
            "gen",
            "split-game",
            "--family",
            family,
            "--n",
            "21",
            "--tests",
            "20",
            "--seed",
            "7",
        ];
        let first = grundy(&arguments, b"");
        assert!(first.status.success(), "{family}: {}", text(&first.stderr));
        assert_eq!(first.stdout, grundy(&arguments, b"").stdout, "{family}");
        let solved = grundy(&["solve", "split-game"], &first.stdout);
        assert!(
            solved.status.success(),
            "{family}: {}",
            text(&solved.stderr)
        );
        let answer = text(&solved.stdout);
        assert_eq!(answer.lines().count(), 40, "{family}");
        if family == "second-wins" {
            assert_eq!(answer, "-1 -1 -1\n0\n".repeat(20));
        }
    }
    let other_seed = grundy(&["gen", "split-game", "--n", "15", "--seed", "8"], b"");
    let seed_seven = grundy(&["gen", "split-game", "--n", "15", "--seed", "7"], b"");
    assert_ne!(other_seed.stdout, seed_seven.stdout);
    let unknown = grundy(
        &["gen", "split-game", "--family", "cactus", "--n", "5"],
        b"",
    );
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("huge-counts"));
    for (family, n) in [
        ("random", "0"),
        ("random", "10001"),
        ("contest-small", "22"),
    ] {
        let refused = grundy(&["gen", "split-game", "--family", family, "--n", n], b"");
        assert_eq!(refused.status.code(), Some(2), "{family} {n}");
        assert!(text(&refused.stderr).contains("--n must be from"));
    }
}

#[test]
fn generated_bytes_are_pinned() {
    // The same seed gives the same bytes on every machine: this file must never change.
    let output = grundy(
        &[
            "gen",
            "split-game",
            "--family",
            "contest-small",
            "--n",
            "5",
            "--tests",
            "2",
            "--seed",
            "42",
        ],
        b"",
    );
    assert_eq!(text(&output.stdout), PINNED_CONTEST_SMALL_5_SEED_42);
}

const PINNED_CONTEST_SMALL_5_SEED_42: &str = "2\n3\n2857 4935 3679\n5\n672 4900 2665 4667 7982\n";

#[test]
fn the_largest_tests_run_through_the_binary() {
    // Ten tests of 10^4 bottles (the spec: "n = 10^4 in well under a second"), and counts near
    // 2^64 (only parities matter, but the first bottle of each may move).
    for family in ["random", "huge-counts"] {
        let input = grundy(
            &[
                "gen",
                "split-game",
                "--family",
                family,
                "--n",
                "10000",
                "--tests",
                "10",
            ],
            b"",
        );
        assert!(input.status.success());
        let output = grundy(&["solve", "split-game"], &input.stdout);
        assert!(
            output.status.success(),
            "{family}: {}",
            text(&output.stderr)
        );
        let answer = text(&output.stdout);
        assert_eq!(answer.lines().count(), 20, "{family}");
        for pair in answer.lines().collect::<Vec<_>>().chunks(2) {
            let count: u64 = pair[1].parse().expect("a count");
            assert_eq!(pair[0] == "-1 -1 -1", count == 0, "{family}: {pair:?}");
        }
    }
}

/// Each bad input: the input, the line and test the message must name, a phrase it must contain,
/// and what stdout must hold (earlier tests' answers only, both lines of each).
const BAD_INPUTS: &[(&str, &str, &str, &str)] = &[
    (
        "",
        "line 1:",
        "the input ends where the number of tests t was expected",
        "",
    ),
    (
        "0\n",
        "line 1:",
        "the number of tests t 0 is out of range",
        "",
    ),
    (
        "1\n0\n",
        "line 2 (test 1):",
        "the number of bottles n 0 is out of range 1..10000",
        "",
    ),
    (
        "1\n10001\n1\n",
        "line 2 (test 1):",
        "the number of bottles n 10001 is out of range 1..10000 (the method is quadratic in n",
        "",
    ),
    (
        "1\n3\n1 2\n",
        "line 3 (test 1):",
        "the input ends where the bean count p_2 of bottle 2 was expected",
        "",
    ),
    (
        "2\n2\n1 0\n3\n",
        "line 4 (test 2):",
        "the input ends where the bean count p_0 of bottle 0 was expected",
        "0 1 1\n1\n",
    ),
    (
        "3\n2\n1 0\n1\n4\n",
        "line 5 (test 3):",
        "the input ends where the number of bottles n was expected",
        "0 1 1\n1\n-1 -1 -1\n0\n",
    ),
    (
        "1\n3\n1 x 2\n",
        "line 3 (test 1):",
        "expected the bean count p_1 of bottle 1 (an unsigned integer), found 'x'",
        "",
    ),
    ("1\n3\n1 2.5 2\n", "line 3 (test 1):", "found '2.5'", ""),
    ("1\n3\n1 -2 2\n", "line 3 (test 1):", "negative", ""),
    ("1\n-3\n", "line 2 (test 1):", "negative", ""),
    (
        "1\n3\n1 2 18446744073709551616\n",
        "line 3 (test 1):",
        "the bean count p_2 of bottle 2 '18446744073709551616' does not fit in 64 bits",
        "",
    ),
    (
        "1\n18446744073709551616\n",
        "line 2 (test 1):",
        "does not fit in 64 bits",
        "",
    ),
    (
        "1\n2\n1 0\n5\n",
        "line 4 (test 1):",
        "unexpected token '5' after the last test",
        "0 1 1\n1\n",
    ),
    (
        "2\n2\n1 0\n2\n0 y\n",
        "line 5 (test 2):",
        "found 'y'",
        "0 1 1\n1\n",
    ),
];

#[test]
fn bad_input_exits_2_with_one_line_naming_the_line() {
    assert_bad_inputs("split-game", BAD_INPUTS);
}

#[test]
fn check_compares_fast_and_brute() {
    let output = grundy(
        &["check", "split-game", "--cases", "500", "--seed", "3"],
        b"",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "checked 500 cases, 0 disagreements\n");
    let output = grundy(&["check", "split-game", "--exhaustive", "5"], b"");
    assert!(output.status.success(), "{}", text(&output.stderr));
    // Every configuration of 1..=4 bottles with at most 2 beans, then 5 with at most 1.
    assert_eq!(text(&output.stdout), "checked 152 cases, 0 disagreements\n");
    let output = grundy(&["check", "split-game", "--max-n", "22"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("--max-n must be from 1 to 21"));
    let output = grundy(&["check", "split-game", "--exhaustive", "0"], b"");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn brute_force_names_bad_input_before_refusing_a_large_test() {
    let args = ["solve", "split-game", "--method", "brute"];
    assert_rejected(
        &args,
        "1\n30\n1 2 x\n",
        "line 3 (test 1):",
        "found 'x'",
        Some(""),
    );
}
