//! Golden tests of the `grundy` binary on array-game: the spec's sample and its cross-check
//! values at n = 10^9 byte for byte, the reports, the oracle and its limit, the generator, the
//! checker, and every kind of bad input the spec names.

use crate::common::{assert_example_file, assert_rejected, assert_solves, grundy, text};

const SAMPLE: &str = include_str!("../../../../examples/array-game.in");

#[test]
fn sample_byte_for_byte_by_both_methods() {
    assert_solves("array-game", &["fast", "brute"], SAMPLE, "Yes\nNo\n");
    assert_example_file("array-game", "Yes\nNo\n");
}

#[test]
fn the_spec_cross_check_at_a_billion() {
    let input =
        "1000000000\n3\n3\n1 2 3\n4\n999999937 1000000000 500000000 7\n2\n400000000 300000000";
    let output = grundy(&["solve", "array-game"], input.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "Yes\nYes\nNo\n");
    let output = grundy(&["solve", "array-game", "--json"], input.as_bytes());
    let lines: Vec<serde_json::Value> = text(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines[0]["cell_values"], serde_json::json!([68, 65, 65]));
    assert_eq!(lines[0]["nim_sum"], 68);
    assert_eq!(
        lines[0]["winning_moves"],
        serde_json::json!([{"cell": 1, "k": 1}])
    );
    assert_eq!(lines[0]["winning_moves_count"], 1);
    assert_eq!(lines[0]["winning_moves_complete"], false);
    assert_eq!(lines[0]["verdict"], "first");
    assert_eq!(lines[0]["method"], "fast");
    // The query's number is the shared `test`.
    assert_eq!(lines[1]["test"], 2);
    assert!(lines[1].get("query").is_none());
    assert_eq!(lines[1]["cell_values"], serde_json::json!([1, 1, 2, 64]));
    assert_eq!(lines[1]["nim_sum"], 66);
    assert_eq!(lines[2]["winning_moves"], serde_json::json!([]));
    assert_eq!(lines[2]["winning_moves_complete"], true);
    assert_eq!(lines[2]["verdict"], "second");
    for key in ["answer", "cell_values", "nim_sum", "winning_moves"] {
        assert!(lines[2].get(key).is_some(), "{key}");
    }
}

#[test]
fn explain_names_values_and_a_winning_move() {
    let output = grundy(&["solve", "array-game", "--explain"], SAMPLE.as_bytes());
    let report = text(&output.stdout);
    for fact in [
        "query 1: n = 3, white cells 1 (g = 2), 2 (g = 1); nim-sum 3: the first player wins (Yes); \
         solved by the fast solver\n",
        "  a winning move: cell 1 with k = 2, flipping cells 1 and 2",
        "query 2: n = 3, white cells 2 (g = 1), 3 (g = 1); nim-sum 0: the second player wins (No); \
         solved by the fast solver\n",
        "  every move loses",
    ] {
        assert!(report.contains(fact), "{fact:?} missing from:\n{report}");
    }
    // Every cell of a query within the original's 100; beyond, the first 100 unless --all.
    let cells: Vec<String> = (1..=12).map(|cell| cell.to_string()).collect();
    let input = format!("12\n1\n12\n{}\n", cells.join(" "));
    let every = text(&grundy(&["solve", "array-game", "--explain"], input.as_bytes()).stdout);
    assert!(every.contains("11 (g = 1), 12 (g = 1); nim-sum"), "{every}");
    let cells: Vec<String> = (1..=105).map(|cell| cell.to_string()).collect();
    let input = format!("1000\n1\n105\n{}\n", cells.join(" "));
    let short = text(&grundy(&["solve", "array-game", "--explain"], input.as_bytes()).stdout);
    assert!(short.contains(" and 5 more (--all lists them)"), "{short}");
    let all = text(
        &grundy(
            &["solve", "array-game", "--explain", "--all"],
            input.as_bytes(),
        )
        .stdout,
    );
    assert!(!all.contains("more (--all lists them)"), "{all}");
    assert!(all.contains(" 105 (g = "), "{all}");
}

#[test]
fn brute_force_refuses_boards_beyond_its_reach() {
    let output = grundy(
        &["solve", "array-game", "--method", "brute"],
        b"19\n1\n1\n1\n",
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: line 1: the brute-force oracle searches boards of at most 18 cells; this one has \
         19 (use --method fast)\n"
    );
    assert!(output.stdout.is_empty());
    let output = grundy(
        &["solve", "array-game", "--method", "brute"],
        b"18\n1\n2\n1 18\n",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
}

#[test]
fn generator_is_reproducible_valid_and_pinned() {
    for family in [
        "random",
        "contest",
        "small-cells",
        "second-wins",
        "one-cell",
    ] {
        for n in ["1", "7", "1000000000"] {
            let arguments = [
                "gen",
                "array-game",
                "--family",
                family,
                "--n",
                n,
                "--tests",
                "20",
                "--seed",
                "9",
            ];
            let first = grundy(&arguments, b"");
            assert!(
                first.status.success(),
                "{family} {n}: {}",
                text(&first.stderr)
            );
            assert_eq!(first.stdout, grundy(&arguments, b"").stdout);
            let solved = grundy(&["solve", "array-game"], &first.stdout);
            assert!(
                solved.status.success(),
                "{family} {n}: {}",
                text(&solved.stderr)
            );
            let answers = text(&solved.stdout);
            assert_eq!(answers.lines().count(), 20);
            if family == "second-wins" && n != "1" {
                assert!(answers.lines().all(|line| line == "No"), "{n}: {answers}");
            }
        }
    }
    let pinned = grundy(
        &[
            "gen",
            "array-game",
            "--family",
            "random",
            "--n",
            "20",
            "--tests",
            "2",
            "--seed",
            "3",
        ],
        b"",
    );
    assert_eq!(
        text(&pinned.stdout),
        "20\n2\n15\n15 6 19 20 1 14 2 16 12 18 11 17 3 4 7\n7\n2 10 13 14 20 5 1\n"
    );
    let too_big = grundy(
        &[
            "gen",
            "array-game",
            "--family",
            "random",
            "--n",
            "10000000001",
        ],
        b"",
    );
    assert_eq!(too_big.status.code(), Some(2));
    assert!(text(&too_big.stderr).contains("from 1 to 10000000000"));
}

#[test]
fn the_checker_finds_no_disagreement() {
    let random = grundy(
        &["check", "array-game", "--cases", "2000", "--seed", "4"],
        b"",
    );
    assert!(random.status.success(), "{}", text(&random.stderr));
    assert!(text(&random.stdout).contains("checked 2000 cases, 0 disagreements"));
    let all = grundy(&["check", "array-game", "--exhaustive", "12"], b"");
    assert!(all.status.success(), "{}", text(&all.stderr));
    // Every non-empty colouring of boards of 1 to 12 cells.
    assert!(
        text(&all.stdout).contains("checked 8178 cases, 0 disagreements"),
        "{}",
        text(&all.stdout)
    );
}

#[test]
fn bad_input_is_rejected_naming_the_query_and_line() {
    let args = ["solve", "array-game"];
    assert_rejected(
        &args,
        "",
        "line 1:",
        "the input ends where the board size n was expected",
        Some(""),
    );
    assert_rejected(
        &args,
        "0\n1\n1\n1\n",
        "line 1:",
        "the board size n 0 is out of range 1..10000000000",
        Some(""),
    );
    assert_rejected(
        &args,
        "10000000001\n1\n1\n1\n",
        "line 1:",
        "above 10^10",
        Some(""),
    );
    assert_rejected(
        &args,
        "3\n0\n",
        "line 2:",
        "the number of queries K 0 is out of range",
        Some(""),
    );
    assert_rejected(
        &args,
        "3\n1\n0\n",
        "line 3 (query 1):",
        "the number of white cells w 0",
        Some(""),
    );
    assert_rejected(
        &args,
        "3\n1\n2\n0 1\n",
        "line 4 (query 1):",
        "a white cell x_i 0 is out of range 1..3",
        Some(""),
    );
    assert_rejected(
        &args,
        "3\n1\n2\n1 4\n",
        "line 4 (query 1):",
        "a white cell x_i 4 is out of range 1..3",
        Some(""),
    );
    assert_rejected(
        &args,
        "3\n2\n1\n1\n3\n2\n1\n2\n",
        "line 8 (query 2):",
        "the white cell 2 appears twice in this query",
        Some("Yes\n"),
    );
    assert_rejected(
        &args,
        "3\n2\n1\n1\n2\n1",
        "line 6 (query 2):",
        "the input ends where a white cell x_i was expected",
        Some("Yes\n"),
    );
    assert_rejected(
        &args,
        "3\n1\n1\nx\n",
        "line 4 (query 1):",
        "found 'x'",
        Some(""),
    );
    assert_rejected(
        &args,
        "3\n1\n1\n-1\n",
        "line 4 (query 1):",
        "negative numbers are not allowed",
        Some(""),
    );
    assert_rejected(
        &args,
        "3\n1\n18446744073709551616\n",
        "line 3 (query 1):",
        "does not fit in 64 bits",
        Some(""),
    );
    assert_rejected(
        &args,
        "3\n1\n1\n3\n4",
        "line 5 (query 1):",
        "unexpected token '4' after the last test",
        None,
    );
}

#[test]
fn brute_force_names_bad_input_before_refusing_a_large_board() {
    let args = ["solve", "array-game", "--method", "brute"];
    assert_rejected(
        &args,
        "20\n2\n1\n2\n1\n21\n",
        "line 6 (query 2):",
        "out of range",
        Some(""),
    );
    assert_rejected(
        &args,
        "20\n1\n1\n2\n",
        "line 1:",
        "the brute-force oracle searches boards of at most 18 cells",
        Some(""),
    );
}
