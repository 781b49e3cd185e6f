//! Golden tests of the `grundy` binary on moving-coins: the sample and the spec's table byte for
//! byte by both methods, the strengthened limits, the reports, the generator, the checker, and
//! every kind of bad input the spec names.

use crate::common::{assert_example_file, assert_rejected, assert_solves, grundy, text};

const SAMPLE: &str = include_str!("../../../../examples/moving-coins.in");

#[test]
fn sample_and_table_by_both_methods() {
    assert_solves("moving-coins", &["fast", "brute"], SAMPLE, "100\n");
    assert_example_file("moving-coins", "100\n");
    // Row n = 9 of the spec's table, and separators of every kind.
    let row = [8, 28, 68, 92, 90, 52, 20, 4, 0];
    for (m, expected) in (1..=9).zip(row) {
        for method in ["fast", "brute"] {
            let input = format!("\t9\r\n{m}\x0b");
            let output = grundy(
                &["solve", "moving-coins", "--method", method],
                input.as_bytes(),
            );
            assert_eq!(
                text(&output.stdout),
                format!("{expected}\n"),
                "m = {m}, {method}"
            );
        }
    }
}

#[test]
fn the_strengthened_limits() {
    for (input, expected) in [
        ("150000 50", "415077497\n"),
        ("1000000 500000", "821272378\n"),
        ("1000000 1000000", "0\n"),
        ("1 1", "0\n"),
    ] {
        let output = grundy(&["solve", "moving-coins"], input.as_bytes());
        assert!(output.status.success(), "{input}: {}", text(&output.stderr));
        assert_eq!(text(&output.stdout), expected, "{input}");
    }
}

#[test]
fn explain_and_json() {
    let output = grundy(&["solve", "moving-coins", "--explain"], SAMPLE.as_bytes());
    let report = text(&output.stdout);
    for fact in [
        "n = 10 cells, m = 3 coins: C(10, 3) = 120 placements (mod 10^9+9), 7 empty cells; \
         solved by the fast solver\n",
        "the player to move loses iff the 2 odd steps XOR to 0: h_1 XOR h_3; the 2 even steps",
        "losing placements L = 20 (mod 10^9+9); the first player wins C(n, m) - L = 100",
        "for example oo.......o (cell 1 on the left): h_1 = 7",
    ] {
        assert!(report.contains(fact), "{fact:?} missing from:\n{report}");
    }
    let full = text(&grundy(&["solve", "moving-coins", "--explain"], b"4 4").stdout);
    assert!(
        full.contains("the coins fill the strip: no move is possible"),
        "{full}"
    );
    let output = grundy(&["solve", "moving-coins", "--json"], b"20 10\n");
    let json: serde_json::Value = serde_json::from_str(text(&output.stdout).trim()).unwrap();
    assert_eq!(json["answer"], "147838");
    assert_eq!(json["test"], 1);
    assert_eq!(json["total"], 184_756);
    assert_eq!(json["losing"], 184_756 - 147_838);
    assert_eq!(json["odd_steps"], 5);
    assert_eq!(json["even_steps"], 6);
    assert_eq!(json["method"], "fast");
    // A count: no verdict and no winning moves.
    assert!(json.get("verdict").is_none());
    assert!(json.get("winning_moves").is_none());
    let output = grundy(
        &["solve", "moving-coins", "--json", "--method", "brute"],
        b"10 3\n",
    );
    let json: serde_json::Value = serde_json::from_str(text(&output.stdout).trim()).unwrap();
    assert_eq!(json["answer"], "100");
    assert_eq!(json["method"], "brute");
    let output = grundy(
        &["solve", "moving-coins", "--explain", "--method", "brute"],
        b"2 1\n",
    );
    let report = text(&output.stdout);
    assert!(
        report.starts_with(
            "n = 2 cells, m = 1 coin: C(2, 1) = 2 placements (mod 10^9+9), 1 empty cell; solved \
             by the brute-force oracle\n"
        ),
        "{report}"
    );
}

#[test]
fn brute_force_refuses_long_strips() {
    let output = grundy(&["solve", "moving-coins", "--method", "brute"], b"19 3\n");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: line 1: the brute-force oracle searches strips of at most 18 cells; this one has \
         19 (use --method fast)\n"
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn generator_is_reproducible_and_valid() {
    for family in ["random", "original", "half", "dense", "sparse"] {
        for n in ["1", "17", "1000000"] {
            let arguments = [
                "gen",
                "moving-coins",
                "--family",
                family,
                "--n",
                n,
                "--seed",
                "5",
            ];
            let first = grundy(&arguments, b"");
            assert!(
                first.status.success(),
                "{family} {n}: {}",
                text(&first.stderr)
            );
            assert_eq!(first.stdout, grundy(&arguments, b"").stdout);
            let words: Vec<u64> = text(&first.stdout)
                .split_whitespace()
                .map(|word| word.parse().unwrap())
                .collect();
            assert_eq!(words.len(), 2);
            assert!(
                words[1] >= 1 && words[1] <= words[0],
                "{family} {n}: {words:?}"
            );
            if n != "1000000" {
                let solved = grundy(&["solve", "moving-coins"], &first.stdout);
                assert!(solved.status.success(), "{}", text(&solved.stderr));
            }
        }
    }
    let half = grundy(
        &["gen", "moving-coins", "--family", "half", "--n", "11"],
        b"",
    );
    assert_eq!(text(&half.stdout), "11 6\n");
    let several = grundy(&["gen", "moving-coins", "--n", "11", "--tests", "2"], b"");
    assert_eq!(several.status.code(), Some(2));
    assert!(text(&several.stderr).contains("--tests must be 1"));
}

#[test]
fn the_checker_finds_no_disagreement() {
    let random = grundy(&["check", "moving-coins", "--cases", "300"], b"");
    assert!(random.status.success(), "{}", text(&random.stderr));
    assert!(text(&random.stdout).contains("checked 300 cases, 0 disagreements"));
    let all = grundy(&["check", "moving-coins", "--exhaustive", "12"], b"");
    // Every m <= n <= 12: 78 pairs.
    assert!(
        text(&all.stdout).contains("checked 78 cases, 0 disagreements"),
        "{}",
        text(&all.stdout)
    );
}

#[test]
fn bad_input_is_rejected_naming_the_line() {
    let args = ["solve", "moving-coins"];
    assert_rejected(
        &args,
        "",
        "line 1:",
        "the input ends where the number of cells n was expected",
        Some(""),
    );
    assert_rejected(
        &args,
        "10\n",
        "line 1:",
        "the input ends where the number of coins m was expected",
        Some(""),
    );
    assert_rejected(
        &args,
        "10\n0\n",
        "line 2:",
        "the number of coins m 0 is out of range 1..10",
        Some(""),
    );
    assert_rejected(
        &args,
        "10 11",
        "line 1:",
        "the number of coins m 11 is out of range 1..10",
        Some(""),
    );
    assert_rejected(
        &args,
        "10000001 1",
        "line 1:",
        "the number of cells n 10000001 is out of range 1..10000000",
        Some(""),
    );
    assert_rejected(
        &args,
        "0 1",
        "line 1:",
        "the number of cells n 0 is out of range",
        Some(""),
    );
    assert_rejected(
        &args,
        "10 3\n4\n",
        "line 2:",
        "unexpected token '4'",
        Some(""),
    );
    assert_rejected(&args, "x 3", "line 1:", "found 'x'", Some(""));
    assert_rejected(
        &args,
        "10 -3",
        "line 1:",
        "negative numbers are not allowed",
        Some(""),
    );
    assert_rejected(
        &args,
        "18446744073709551616 1",
        "line 1:",
        "does not fit in 64 bits",
        Some(""),
    );
}
