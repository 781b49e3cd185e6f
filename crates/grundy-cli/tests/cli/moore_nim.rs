//! Golden tests of the `grundy` binary on moore-nim: every sample of the spec byte for byte (the
//! small ones by both methods), the reports, the oracle's limits, the generator, the checker,
//! and every kind of bad input the spec names.

use crate::common::{assert_example_file, assert_rejected, assert_solves, grundy, text};

const SAMPLE: &str = include_str!("../../../../examples/moore-nim.in");

/// The spec's table: input, output, and whether the oracle reaches it.
const SAMPLES: [(&str, &str, bool); 8] = [
    ("7 3 6\n1 2 3\n", "3\n", true),
    ("3 3 1\n1 2 3\n", "6\n", true),
    ("4 4 3\n0 1 2 3\n", "4\n", true),
    ("5 4 3\n1 1 2 3\n", "40\n", true),
    ("2 3 1\n0 0 5\n", "5\n", true),
    ("1000000000000000000 3 6\n1 2 3\n", "177324581\n", false),
    (
        "1000000000000000000 7 1\n1 2 3 4 5 6 7\n",
        "134429888\n",
        false,
    ),
    ("1000000000000000000 3 3\n1 2 3\n", "316620036\n", false),
];

#[test]
fn every_sample_byte_for_byte() {
    assert_eq!(SAMPLE, SAMPLES[0].0);
    for (input, expected, small) in SAMPLES {
        let methods: &[&str] = if small { &["fast", "brute"] } else { &["fast"] };
        assert_solves("moore-nim", methods, input, expected);
    }
    assert_example_file("moore-nim", "3\n");
}

#[test]
fn json_and_explain_name_the_table() {
    for method in ["fast", "brute"] {
        let output = grundy(
            &["solve", "moore-nim", "--json", "--method", method],
            SAMPLE.as_bytes(),
        );
        assert!(output.status.success(), "{}", text(&output.stderr));
        let object: serde_json::Value = serde_json::from_str(text(&output.stdout).trim()).unwrap();
        assert_eq!(object["answer"], "3");
        assert_eq!(object["test"], 1);
        assert_eq!(object["radix"], 7);
        assert_eq!(object["bits"], 2);
        assert_eq!(object["cells"], 49);
        assert_eq!(object["distinct_vectors"], 3);
        assert_eq!(object["method"], method);
        // A count: no verdict and no winning moves.
        assert!(object.get("verdict").is_none());
        assert!(object.get("winning_moves").is_none());
    }
    let output = grundy(&["solve", "moore-nim", "--explain"], SAMPLE.as_bytes());
    let report = text(&output.stdout);
    for fact in [
        "n = 7 heaps, each given one of m = 3 sizes (3 distinct bit vectors); a move lowers 1 to \
         k = 6 non-empty heaps; solved by the fast solver\n",
        "Moore's rule: a position loses for the player to move iff, at every bit position, the \
         number of heaps with that bit set is divisible by k + 1 = 7",
        "table: radix k + 1 = 7, B = 2 bits, S = 7^2 = 49 cells",
        "losing index sequences: 3 (modulo 998244353)",
    ] {
        assert!(report.contains(fact), "{fact:?} missing from:\n{report}");
    }
    let brute = grundy(
        &["solve", "moore-nim", "--explain", "--method", "brute"],
        SAMPLE.as_bytes(),
    );
    assert!(text(&brute.stdout).contains("over all m^n = 2187 index sequences"));
    assert!(text(&brute.stdout).contains("; solved by the brute-force oracle\n"));
}

#[test]
fn brute_force_refuses_tests_beyond_its_reach() {
    let args = ["solve", "moore-nim", "--method", "brute"];
    assert_rejected(
        &args,
        "1000000000000000000 3 6\n1 2 3\n",
        "line 1:",
        "at most 20 heaps",
        Some(""),
    );
    assert_rejected(
        &args,
        "\n13 3 6\n1 2 3\n",
        "line 2:",
        "m^n = 3^13 = 1594323 (use --method fast)",
        Some(""),
    );
    assert_rejected(
        &args,
        "2 1 1\n16777215\n",
        "line 1:",
        "search steps",
        Some(""),
    );
    let output = grundy(&args, b"1 1 1\n0\n");
    assert_eq!(text(&output.stdout), "1\n");
}

#[test]
fn the_largest_tables_are_accepted() {
    for (input, expected) in [
        // One heap loses only when it is empty.
        ("1 2 1\n16777215 5\n", "0\n"),
        ("1 2 15\n63 0\n", "1\n"),
        ("1 1 3\n4095\n", "0\n"),
        // Two equal heaps lose in Nim: the 2 constant sequences.
        ("2 2 1\n16777215 1\n", "2\n"),
    ] {
        let output = grundy(&["solve", "moore-nim"], input.as_bytes());
        assert!(
            output.status.success(),
            "{input:?}: {}",
            text(&output.stderr)
        );
        assert_eq!(text(&output.stdout), expected, "{input:?}");
    }
    // Every size 0: any k + 1 dividing p - 1, and m^n sequences all lose.
    let output = grundy(&["solve", "moore-nim"], b"3 2 8388607\n0 0\n");
    assert_eq!(text(&output.stdout), "8\n");
}

#[test]
fn generator_is_reproducible_and_valid_for_every_family() {
    for family in [
        "random",
        "lecture",
        "nim",
        "largest-table",
        "small",
        "all-zero",
        "losing",
    ] {
        for m in ["1", "3", "1000"] {
            let arguments = [
                "gen",
                "moore-nim",
                "--family",
                family,
                "--n",
                m,
                "--seed",
                "5",
            ];
            let first = grundy(&arguments, b"");
            assert!(
                first.status.success(),
                "{family} {m}: {}",
                text(&first.stderr)
            );
            assert_eq!(first.stdout, grundy(&arguments, b"").stdout);
            let solved = grundy(&["solve", "moore-nim"], &first.stdout);
            assert!(
                solved.status.success(),
                "{family} {m}: {}",
                text(&solved.stderr)
            );
            let answer = text(&solved.stdout);
            assert_eq!(answer.lines().count(), 1);
            if family == "small" && m == "3" {
                let brute = grundy(&["solve", "moore-nim", "--method", "brute"], &first.stdout);
                assert_eq!(text(&brute.stdout), answer, "{}", text(&first.stdout));
            }
            if family == "losing" {
                assert_ne!(answer, "0\n", "{}", text(&first.stdout));
            }
        }
    }
    let tests = grundy(&["gen", "moore-nim", "--n", "3", "--tests", "2"], b"");
    assert_eq!(tests.status.code(), Some(2));
    assert!(text(&tests.stderr).contains("one test per file"));
    let unknown = grundy(&["gen", "moore-nim", "--family", "nope", "--n", "3"], b"");
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("largest-table"));
}

#[test]
fn the_checker_finds_no_disagreement() {
    let random = grundy(
        &["check", "moore-nim", "--cases", "500", "--seed", "4"],
        b"",
    );
    assert!(random.status.success(), "{}", text(&random.stderr));
    assert!(text(&random.stdout).contains("checked 500 cases, 0 disagreements"));
    let all = grundy(&["check", "moore-nim", "--exhaustive", "6"], b"");
    assert!(all.status.success(), "{}", text(&all.stderr));
    // 4 values of k, 34 multisets of 1 to 3 sizes, n = 1..6.
    assert!(
        text(&all.stdout).contains("checked 816 cases, 0 disagreements"),
        "{}",
        text(&all.stdout)
    );
}

#[test]
fn bad_input_is_rejected_naming_the_line() {
    let args = ["solve", "moore-nim"];
    assert_rejected(
        &args,
        "",
        "line 1:",
        "the input ends where the number of heaps n was expected",
        Some(""),
    );
    assert_rejected(
        &args,
        "3 3 1\n1 2",
        "line 2:",
        "the input ends where a heap size b_i was expected",
        Some(""),
    );
    assert_rejected(
        &args,
        "3 3\n",
        "line 1:",
        "the input ends where the move limit k was expected",
        Some(""),
    );
    assert_rejected(&args, "3 x 1\n1\n", "line 1:", "found 'x'", Some(""));
    assert_rejected(
        &args,
        "3 3 1\n1 -2 3\n",
        "line 2:",
        "negative numbers are not allowed",
        Some(""),
    );
    assert_rejected(
        &args,
        "3 1 1\n18446744073709551616\n",
        "line 2:",
        "does not fit in 64 bits",
        Some(""),
    );
    assert_rejected(
        &args,
        "0 1 1\n0\n",
        "line 1:",
        "the number of heaps n 0 is out of range",
        Some(""),
    );
    assert_rejected(
        &args,
        "1 0 1\n",
        "line 1:",
        "the number of sizes m 0 is out of range",
        Some(""),
    );
    assert_rejected(
        &args,
        "1 1 0\n0\n",
        "line 1:",
        "the move limit k 0 is out of range",
        Some(""),
    );
    assert_rejected(
        &args,
        "3 3 1\n1 2 3\n4\n",
        "line 3:",
        "unexpected token '4' after b_m",
        Some(""),
    );
    // The spec's rejected example, and k + 1 = 2^64.
    assert_rejected(
        &args,
        "2 2 2\n1 2\n",
        "line 1:",
        "k + 1 = 3 does not divide 998244352",
        Some(""),
    );
    assert_rejected(
        &args,
        "2 2\n4\n0 0\n",
        "line 2:",
        "k + 1 = 5 does not divide 998244352",
        Some(""),
    );
    assert_rejected(
        &args,
        "1 1 18446744073709551615\n0\n",
        "line 1:",
        "k + 1 = 18446744073709551616 does not divide",
        Some(""),
    );
    assert_rejected(
        &args,
        "2 4 6\n1\n255\n300 7\n",
        "line 4:",
        "the table (k + 1)^B = 7^9 is above 2^24 cells",
        Some(""),
    );
    assert_rejected(
        &args,
        "1 2 1\n16777216 16777216\n",
        "line 2:",
        "= 16777216)",
        Some(""),
    );
    assert_rejected(
        &args,
        "1 1 16\n32\n",
        "line 2:",
        "17^6 is above 2^24",
        Some(""),
    );
}
