//! Golden tests of the `grundy` binary on path-marking: the spec's sample byte for byte, the
//! reports, the generator, deep and wide trees with the default stack, and every kind of bad
//! input the spec names.

use crate::common::{assert_bad_inputs, grundy, text};

const SAMPLE: &str = include_str!("../../../../examples/path-marking.in");

#[test]
fn sample_output_byte_for_byte() {
    let output = grundy(&["solve", "path-marking"], SAMPLE.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "Play now\nRestart\n");
    assert!(output.stderr.is_empty());
    let from_file = grundy(
        &["solve", "path-marking", "../../examples/path-marking.in"],
        b"",
    );
    assert_eq!(text(&from_file.stdout), "Play now\nRestart\n");
    let from_dash = grundy(&["solve", "path-marking", "-"], SAMPLE.as_bytes());
    assert_eq!(text(&from_dash.stdout), "Play now\nRestart\n");
}

#[test]
fn every_separator_and_no_final_newline() {
    let input = "2\r\n3\t1 2\x0b2 3\x0c3\n\n1 2\r\n1 3";
    let output = grundy(&["solve", "path-marking"], input.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "Restart\nRestart\n");
}

#[test]
fn brute_force_gives_the_same_answers() {
    let output = grundy(
        &["solve", "path-marking", "--method", "brute"],
        SAMPLE.as_bytes(),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "Play now\nRestart\n");
}

#[test]
fn brute_force_refuses_large_trees() {
    let input = grundy(&["gen", "path-marking", "--n", "40", "--seed", "3"], b"").stdout;
    let output = grundy(&["solve", "path-marking", "--method", "brute"], &input);
    assert_eq!(output.status.code(), Some(2));
    let message = text(&output.stderr);
    assert!(
        message.starts_with("error: line 2 (test 1): the brute-force oracle"),
        "{message}"
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn explain_names_winning_edges_with_their_values() {
    let output = grundy(&["solve", "path-marking", "--explain"], SAMPLE.as_bytes());
    assert!(output.status.success());
    let report = text(&output.stdout);
    assert!(
        report.contains("Play now") && report.contains("Restart"),
        "{report}"
    );
    // The spec names (2,5) as a winning first move; the input writes it as "5 2" on line 10.
    assert!(report.contains("edge 5 2 (line 10)"), "{report}");
    assert!(
        report.contains("every one of the 2 first moves loses"),
        "{report}"
    );
}

#[test]
fn json_lines_carry_test_and_answer() {
    let output = grundy(
        &["solve", "path-marking", "--json", "--all"],
        SAMPLE.as_bytes(),
    );
    assert!(output.status.success());
    let lines: Vec<String> = text(&output.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].contains("\"test\":1") && lines[0].contains("\"answer\":\"Play now\""));
    assert!(lines[0].contains("\"edge\":[5,2]") && lines[0].contains("\"side_values\":[2,2]"));
    assert!(lines[1].contains("\"test\":2") && lines[1].contains("\"answer\":\"Restart\""));
    let conflict = grundy(
        &["solve", "path-marking", "--json", "--explain"],
        SAMPLE.as_bytes(),
    );
    assert_eq!(conflict.status.code(), Some(2));
    let lonely_all = grundy(&["solve", "path-marking", "--all"], SAMPLE.as_bytes());
    assert_eq!(lonely_all.status.code(), Some(2));
}

#[test]
fn games_lists_the_catalog() {
    let output = grundy(&["games"], b"");
    assert!(output.status.success());
    let listing = text(&output.stdout);
    assert!(listing.starts_with("path-marking"), "{listing}");
    assert!(listing.contains("P7841"), "{listing}");
}

#[test]
fn unknown_games_and_files_are_usage_errors() {
    let output = grundy(&["solve", "no-such-game"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("path-marking"));
    let output = grundy(&["solve", "path-marking", "/no/such/file"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).starts_with("error: cannot read /no/such/file"));
    // A directory opens but cannot be read: a bad argument too.
    let directory = std::env::temp_dir();
    let output = grundy(&["solve", "path-marking", directory.to_str().unwrap()], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).starts_with("error: cannot read "));
    // The option parser's errors are one line too, with the usage; help still prints whole.
    for arguments in [
        &["solve", "path-marking", "--bogus"][..],
        &["solve"],
        &["gen", "path-marking", "--n", "many"],
        &["frobnicate"],
    ] {
        let output = grundy(arguments, b"");
        assert_eq!(output.status.code(), Some(2), "{arguments:?}");
        let message = text(&output.stderr);
        assert!(message.starts_with("error: "), "{message}");
        assert_eq!(message.lines().count(), 1, "{message}");
        assert!(message.ends_with("see --help)\n"), "{message}");
        assert!(output.stdout.is_empty());
    }
    let help = grundy(&["solve", "--help"], b"");
    assert_eq!(help.status.code(), Some(0));
    assert!(text(&help.stdout).contains("Usage: grundy solve [OPTIONS] <GAME> [FILE]"));
}

#[test]
fn generator_is_reproducible_and_valid_for_every_family() {
    let families = [
        "random",
        "path",
        "star",
        "caterpillar",
        "broom",
        "complete-binary",
        "spider",
        "two-hubs",
        "deep-random",
    ];
    for family in families {
        let arguments = [
            "gen",
            "path-marking",
            "--family",
            family,
            "--n",
            "15",
            "--tests",
            "20",
            "--seed",
            "7",
        ];
        let first = grundy(&arguments, b"");
        assert!(first.status.success(), "{family}: {}", text(&first.stderr));
        assert_eq!(first.stdout, grundy(&arguments, b"").stdout, "{family}");
        let fast = grundy(&["solve", "path-marking"], &first.stdout);
        let brute = grundy(
            &["solve", "path-marking", "--method", "brute"],
            &first.stdout,
        );
        assert!(fast.status.success(), "{family}: {}", text(&fast.stderr));
        assert_eq!(fast.stdout, brute.stdout, "{family}");
        assert_eq!(text(&fast.stdout).lines().count(), 20);
    }
    let other_seed = grundy(&["gen", "path-marking", "--n", "15", "--seed", "8"], b"");
    let seed_seven = grundy(&["gen", "path-marking", "--n", "15", "--seed", "7"], b"");
    assert_ne!(other_seed.stdout, seed_seven.stdout);
    let unknown = grundy(
        &["gen", "path-marking", "--family", "cactus", "--n", "5"],
        b"",
    );
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("two-hubs"));
    let too_small = grundy(&["gen", "path-marking", "--n", "1"], b"");
    assert_eq!(too_small.status.code(), Some(2));
}

#[test]
fn generated_bytes_are_pinned() {
    // The same seed gives the same bytes on every machine: this file must never change.
    let output = grundy(
        &[
            "gen",
            "path-marking",
            "--family",
            "random",
            "--n",
            "6",
            "--seed",
            "42",
        ],
        b"",
    );
    assert_eq!(text(&output.stdout), PINNED_RANDOM_6_SEED_42);
}

const PINNED_RANDOM_6_SEED_42: &str = "1\n6\n5 6\n6 1\n2 3\n4 6\n3 6\n";

#[test]
fn a_path_and_a_star_of_a_million_nodes_use_the_default_stack() {
    for family in ["path", "star"] {
        let input = grundy(
            &["gen", "path-marking", "--family", family, "--n", "1000000"],
            b"",
        );
        assert!(input.status.success());
        let output = grundy(&["solve", "path-marking"], &input.stdout);
        assert!(
            output.status.success(),
            "{family}: {}",
            text(&output.stderr)
        );
        // A path with an odd number of edges: the middle edge wins. A star: every mark ends the
        // game after at most two marks, and its sides are a single node and a star.
        let expected = if family == "path" {
            "Play now\n"
        } else {
            "Restart\n"
        };
        assert_eq!(text(&output.stdout), expected, "{family}");
    }
}

/// Each bad input: the input, the line and test the message must name, a phrase it must contain,
/// and what stdout must hold (earlier tests' answers only).
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
        "1\n3\n1 2\n",
        "line 3 (test 1):",
        "the input ends where a node id was expected",
        "",
    ),
    ("1\n3\n1 2\n2", "line 4 (test 1):", "the input ends", ""),
    (
        "1\n3\n1 2\n2 x\n",
        "line 4 (test 1):",
        "expected a node id (an unsigned integer), found 'x'",
        "",
    ),
    ("1\n3\n1 2\n2 -3\n", "line 4 (test 1):", "negative", ""),
    (
        "1\n3\n1 2\n2 18446744073709551616\n",
        "line 4 (test 1):",
        "does not fit in 64 bits",
        "",
    ),
    (
        "1\n3\n1 2\n2 0\n",
        "line 4 (test 1):",
        "a node id 0 is out of range 1..3",
        "",
    ),
    (
        "1\n3\n1 2\n2 4\n",
        "line 4 (test 1):",
        "a node id 4 is out of range 1..3",
        "",
    ),
    ("1\n3\n1 2\n2 2\n", "line 4 (test 1):", "self-loop", ""),
    (
        "1\n3\n1 2\n2 1\n",
        "line 4 (test 1):",
        "repeats the edge on line 3",
        "",
    ),
    (
        "1\n4\n1 2\n2 3\n3 1\n",
        "line 5 (test 1):",
        "closes a cycle",
        "",
    ),
    (
        "1\n5\n1 2\n2 3\n3 1\n4 5\n",
        "line 5 (test 1):",
        "closes a cycle",
        "",
    ),
    (
        "1\n1\n",
        "line 2 (test 1):",
        "the number of nodes n 1 is out of range 2..",
        "",
    ),
    (
        "1\n3\n1 2\n2 3\n4\n",
        "line 5 (test 1):",
        "unexpected token '4' after the last test",
        "Restart\n",
    ),
    (
        "2\n3\n1 2\n2 3\n3\n1 2\n1 2\n",
        "line 7 (test 2):",
        "repeats the edge on line 6",
        "Restart\n",
    ),
    (
        "2\n2\n1 2\n",
        "line 3 (test 2):",
        "the input ends where the number of nodes n was expected",
        "Play now\n",
    ),
    (
        "1\n4000000000\n1 2\n",
        "line 3 (test 1):",
        "the input ends",
        "",
    ),
    (
        "1\n5000000000\n",
        "line 2 (test 1):",
        "the number of nodes n 5000000000 is out of range 2..4294967295",
        "",
    ),
];

#[test]
fn bad_input_exits_2_with_one_line_naming_the_line() {
    assert_bad_inputs("path-marking", BAD_INPUTS);
}

#[test]
fn check_compares_fast_and_brute() {
    let output = grundy(
        &["check", "path-marking", "--cases", "500", "--seed", "3"],
        b"",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "checked 500 cases, 0 disagreements\n");
    let output = grundy(&["check", "path-marking", "--exhaustive", "8"], b"");
    assert!(output.status.success(), "{}", text(&output.stderr));
    // Every unlabeled tree of 2..=8 nodes: 1 + 1 + 2 + 3 + 6 + 11 + 23.
    assert_eq!(text(&output.stdout), "checked 47 cases, 0 disagreements\n");
    let output = grundy(&["check", "path-marking", "--max-n", "40"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("--max-n must be from 2 to 21"));
    let output = grundy(&["check", "path-marking", "--exhaustive", "1"], b"");
    assert_eq!(output.status.code(), Some(2));
    // Every tree of 17 nodes takes minutes: refused, pointing to random instances.
    let output = grundy(&["check", "path-marking", "--exhaustive", "17"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: --exhaustive must be from 2 to 16 (every instance up to 16 is checked within \
         about a minute; beyond, random instances: --max-n up to 21)\n"
    );
}
