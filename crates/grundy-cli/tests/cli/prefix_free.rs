//! Golden tests of the `grundy` binary on prefix-free: the six samples of the spec byte for byte,
//! the reports, the oracle and its refusal, the generator, a string of 10^6 characters with the
//! default stack, the checker, and every kind of bad input the spec names.

use crate::common::{
    assert_bad_first_tests, assert_example_file, assert_rejected, assert_solves, grundy, text,
};

const SAMPLE: &str = include_str!("../../../../examples/prefix-free.in");

/// The raw text of a scalar or flat-object field of a one-line JSON object (keys are unique in
/// our reports, and their values hold no commas except inside objects).
fn field(json: &str, key: &str) -> String {
    let start = json
        .find(&format!("\"{key}\":"))
        .unwrap_or_else(|| panic!("no key {key} in {json}"))
        + key.len()
        + 3;
    let rest = &json[start..];
    let end = if rest.starts_with('{') {
        rest.find('}').unwrap() + 1
    } else {
        rest.find([',', '}']).unwrap()
    };
    rest[..end].to_string()
}

/// The six samples of the spec: input, output, and the nim-sum the spec gives.
const SAMPLES: [(&str, &str, u64); 6] = [
    ("2 2\n00\n01\n", "Alice\n", 2),
    ("2 2\n00\n11\n", "Bob\n", 0),
    ("3 3\n0\n10\n110\n", "Alice\n", 1),
    ("2 1\n0\n1\n", "Bob\n", 0),
    ("1 2\n11\n", "Alice\n", 3),
    ("2 3\n101\n11\n", "Bob\n", 0),
];

#[test]
fn every_sample_byte_for_byte_by_both_methods() {
    for (input, expected, _) in SAMPLES {
        assert_solves("prefix-free", &["fast", "brute"], input, expected);
    }
    assert_eq!(SAMPLE, SAMPLES[0].0);
    assert_example_file("prefix-free", "Alice\n");
}

#[test]
fn every_separator_and_no_final_newline() {
    let input = "3\t3\r\n0\x0b10\x0c\n\n 110";
    let output = grundy(&["solve", "prefix-free"], input.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "Alice\n");
}

#[test]
fn json_gives_the_nim_sums_of_the_spec() {
    for (input, expected, nim_sum) in SAMPLES {
        let output = grundy(&["solve", "prefix-free", "--json"], input.as_bytes());
        assert!(output.status.success());
        let json = text(&output.stdout);
        assert_eq!(json.lines().count(), 1);
        assert_eq!(field(&json, "test"), "1");
        assert_eq!(
            field(&json, "answer"),
            format!("\"{}\"", expected.trim_end())
        );
        assert_eq!(field(&json, "nim_sum"), nim_sum.to_string(), "{input:?}");
        assert!(field(&json, "free_regions").parse::<u64>().is_ok());
        let object: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(
            object["verdict"],
            if nim_sum == 0 { "second" } else { "first" }
        );
        assert_eq!(object["method"], "fast");
        assert_eq!(
            object["winning_moves"].as_array().unwrap().is_empty(),
            nim_sum == 0
        );
    }
    // Sample 1: add `1`; sample 3: add `111`; sample 5: add `00` (the spec's moves).
    let moves = [(0, "1", 0), (2, "111", 0), (4, "0", 1)];
    for (sample, prefix, zeros) in moves {
        let output = grundy(
            &["solve", "prefix-free", "--json"],
            SAMPLES[sample].0.as_bytes(),
        );
        let object: serde_json::Value = serde_json::from_str(&text(&output.stdout)).unwrap();
        assert_eq!(
            object["winning_moves"][0],
            serde_json::json!({"prefix": prefix, "zeros": zeros})
        );
    }
}

#[test]
fn explain_states_nodes_regions_sum_and_a_winning_string() {
    let output = grundy(
        &["solve", "prefix-free", "--explain"],
        SAMPLES[4].0.as_bytes(),
    );
    assert!(output.status.success());
    let report = text(&output.stdout);
    assert!(
        report.contains(
            "3 trie nodes, 2 free regions; nim-sum 3: the first player wins (Alice); \
             solved by the fast solver\n"
        ),
        "{report}"
    );
    assert!(
        report.contains("the strings that begin with 0 (height 2, value 2)"),
        "{report}"
    );
    assert!(report.contains("winning move: add 00\n"), "{report}");
    let output = grundy(
        &["solve", "prefix-free", "--explain"],
        SAMPLES[1].0.as_bytes(),
    );
    let report = text(&output.stdout);
    assert!(
        report.contains("nim-sum 0") && report.contains("(Bob)"),
        "{report}"
    );
    assert!(report.contains("every move loses"), "{report}");
    let output = grundy(
        &["solve", "prefix-free", "--explain", "--method", "brute"],
        SAMPLES[4].0.as_bytes(),
    );
    let report = text(&output.stdout);
    assert!(report.contains("2 strings win when added"), "{report}");
    assert!(
        report.contains("(Alice); solved by the brute-force oracle\n"),
        "{report}"
    );
    assert!(report.contains(": 00, 01\n"), "{report}");
    assert!(report.contains("winning move: add 00\n"), "{report}");
    // A huge L: the move is written as a prefix and a count of zeros.
    let input = "1 1099511627776\n1\n";
    let output = grundy(&["solve", "prefix-free", "--explain"], input.as_bytes());
    let report = text(&output.stdout);
    assert!(report.contains("winning move: add 0\n"), "{report}");
    let input = "1 1099511627776\n11\n";
    let output = grundy(&["solve", "prefix-free", "--json"], input.as_bytes());
    let json = text(&output.stdout);
    assert_eq!(field(&json, "nim_sum"), ((1u64 << 40) + 1).to_string());
    let object: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        object["winning_moves"][0],
        serde_json::json!({"prefix": "0", "zeros": 1})
    );
}

#[test]
fn the_largest_length_limit_is_accepted() {
    let input = "2 18446744073709551615\n0\n10\n";
    let output = grundy(&["solve", "prefix-free", "--json"], input.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    let json = text(&output.stdout);
    // One region, `11` (height 2^64 - 2, value 2).
    assert_eq!(field(&json, "nim_sum"), "2");
    assert_eq!(field(&json, "l"), u64::MAX.to_string());
    assert_eq!(field(&json, "free_regions"), "1");
}

#[test]
fn brute_force_refuses_large_limits() {
    let output = grundy(
        &["solve", "prefix-free", "--method", "brute"],
        b"2 5\n00\n11\n",
    );
    assert_eq!(output.status.code(), Some(2));
    let message = text(&output.stderr);
    assert!(
        message.starts_with("error: line 1: the brute-force oracle searches sets with L at most 4"),
        "{message}"
    );
    assert!(message.contains("L = 5"), "{message}");
    assert!(output.stdout.is_empty());
    let output = grundy(
        &["solve", "prefix-free", "--method", "brute"],
        b"1\n4\n0000\n",
    );
    assert!(output.status.success());
}

#[test]
fn generator_is_reproducible_and_valid_for_every_family() {
    for family in ["random", "one-long-string", "balanced", "huge-l"] {
        for n in ["1", "7", "300"] {
            let arguments = [
                "gen",
                "prefix-free",
                "--family",
                family,
                "--n",
                n,
                "--seed",
                "7",
            ];
            let first = grundy(&arguments, b"");
            assert!(first.status.success(), "{family}: {}", text(&first.stderr));
            assert_eq!(first.stdout, grundy(&arguments, b"").stdout, "{family}");
            let fast = grundy(&["solve", "prefix-free"], &first.stdout);
            assert!(fast.status.success(), "{family}: {}", text(&fast.stderr));
            assert!(fast.stdout == b"Alice\n" || fast.stdout == b"Bob\n");
            let json = grundy(&["solve", "prefix-free", "--json"], &first.stdout);
            assert!(json.status.success());
        }
    }
    let other_seed = grundy(&["gen", "prefix-free", "--n", "50", "--seed", "8"], b"");
    let seed_seven = grundy(&["gen", "prefix-free", "--n", "50", "--seed", "7"], b"");
    assert_ne!(other_seed.stdout, seed_seven.stdout);
    let unknown = grundy(&["gen", "prefix-free", "--family", "trie", "--n", "5"], b"");
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("one-long-string"));
    let empty = grundy(&["gen", "prefix-free", "--n", "0"], b"");
    assert_eq!(empty.status.code(), Some(2));
    let two_tests = grundy(&["gen", "prefix-free", "--n", "5", "--tests", "2"], b"");
    assert_eq!(two_tests.status.code(), Some(2));
    assert!(text(&two_tests.stderr).contains("one test per file"));
}

#[test]
fn small_generated_sets_agree_with_the_oracle() {
    let mut compared = 0;
    for seed in 0..40 {
        let seed = seed.to_string();
        let input = grundy(&["gen", "prefix-free", "--n", "5", "--seed", &seed], b"");
        let header = text(&input.stdout);
        let l: u64 = header.split_whitespace().nth(1).unwrap().parse().unwrap();
        if l > 4 {
            continue;
        }
        let fast = grundy(&["solve", "prefix-free", "--json"], &input.stdout);
        let brute = grundy(
            &["solve", "prefix-free", "--json", "--method", "brute"],
            &input.stdout,
        );
        let (fast, brute) = (text(&fast.stdout), text(&brute.stdout));
        assert_eq!(field(&fast, "answer"), field(&brute, "answer"), "{header}");
        // Both name the smallest winning string first; the oracle lists them all.
        let fast: serde_json::Value = serde_json::from_str(&fast).unwrap();
        let brute: serde_json::Value = serde_json::from_str(&brute).unwrap();
        assert_eq!(fast["verdict"], brute["verdict"], "{header}");
        assert_eq!(
            fast["winning_moves"].get(0),
            brute["winning_moves"].get(0),
            "{header}"
        );
        assert_eq!(brute["winning_moves_complete"], true, "{header}");
        compared += 1;
    }
    assert!(compared >= 10, "{compared}");
}

#[test]
fn generated_bytes_are_pinned() {
    // The same seed gives the same bytes on every machine: these files must never change.
    let random = grundy(
        &[
            "gen",
            "prefix-free",
            "--family",
            "random",
            "--n",
            "12",
            "--seed",
            "42",
        ],
        b"",
    );
    assert_eq!(text(&random.stdout), PINNED_RANDOM_12_SEED_42);
    let balanced = grundy(
        &[
            "gen",
            "prefix-free",
            "--family",
            "balanced",
            "--n",
            "30",
            "--seed",
            "42",
        ],
        b"",
    );
    assert_eq!(text(&balanced.stdout), PINNED_BALANCED_30_SEED_42);
}

const PINNED_RANDOM_12_SEED_42: &str = "3 6\n0001\n0000\n0100\n";
const PINNED_BALANCED_30_SEED_42: &str = "3 4\n10\n000\n010\n";

#[test]
fn a_string_of_a_million_characters_uses_the_default_stack() {
    let input = grundy(
        &[
            "gen",
            "prefix-free",
            "--family",
            "one-long-string",
            "--n",
            "1000000",
        ],
        b"",
    );
    assert!(input.status.success());
    for report in ["--method", "--explain", "--json"] {
        let mut arguments = vec!["solve", "prefix-free"];
        if report != "--method" {
            arguments.push(report);
        }
        let output = grundy(&arguments, &input.stdout);
        assert!(
            output.status.success(),
            "{report}: {}",
            text(&output.stderr)
        );
    }
    // One string `0^n` with L = n: every node of its path has a free sibling region, of heights
    // n, n - 1, ..., 1, worth lowbit(n) XOR ... XOR lowbit(1) = n XOR (n >> 1) = 0b...: for
    // n = 10^6, not 0.
    let mut input = b"1 1000000\n".to_vec();
    input.extend(std::iter::repeat(b'0').take(1_000_000));
    input.push(b'\n');
    let output = grundy(&["solve", "prefix-free", "--json"], &input);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let json = text(&output.stdout);
    assert_eq!(
        field(&json, "nim_sum"),
        (1_000_000u64 ^ (1_000_000 >> 1)).to_string()
    );
    assert_eq!(field(&json, "trie_nodes"), "1000001");
    assert_eq!(field(&json, "free_regions"), "1000000");
    // Two strings that share 999,999 characters.
    let mut input = b"2 1000000\n".to_vec();
    input.extend(std::iter::repeat(b'0').take(1_000_000));
    input.push(b'\n');
    input.extend(std::iter::repeat(b'0').take(999_999));
    input.extend_from_slice(b"1\n");
    let output = grundy(&["solve", "prefix-free", "--explain"], &input);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stdout).contains("1000002 trie nodes, 999999 free regions"));
}

/// Each bad input: the input, the line the message must name, and a phrase it must contain.
const BAD_INPUTS: &[(&str, &str, &str)] = &[
    (
        "",
        "line 1:",
        "the input ends where the number of strings N was expected",
    ),
    (
        "\n\n",
        "line 2:",
        "the input ends where the number of strings N was expected",
    ),
    (
        "2\n",
        "line 1:",
        "the input ends where the length limit L was expected",
    ),
    (
        "0 2\n",
        "line 1:",
        "the number of strings N 0 is out of range 1..",
    ),
    (
        "1 0\n0\n",
        "line 1:",
        "the length limit L 0 is out of range 1..18446744073709551615",
    ),
    (
        "3 2\n00\n01\n",
        "line 3:",
        "the input ends where the string s_3 (of 3) was expected",
    ),
    (
        "1 2\n",
        "line 1:",
        "the input ends where the string s_1 (of 1) was expected",
    ),
    (
        "2 2\n00\n0a\n",
        "line 3:",
        "the string s_2 '0a' has the character 'a' at position 2: only 0 and 1 are allowed",
    ),
    (
        "1 3\n012\n",
        "line 2:",
        "has the character '2' at position 3",
    ),
    (
        "1 3\n0\u{e9}\n",
        "line 2:",
        "has the byte 0xC3 at position 2",
    ),
    (
        "2 2\n00\n011\n",
        "line 3:",
        "the string s_2 '011' has 3 characters, more than L = 2",
    ),
    (
        "3 3\n01\n1\n\n01\n",
        "line 5:",
        "the string s_3 '01' repeats s_1 on line 2: the strings must be distinct",
    ),
    (
        "3 3\n11\n0\n011\n",
        "line 4:",
        "the string s_2 on line 3 is a prefix of the string s_3 '011': the set must be prefix-free",
    ),
    (
        "3 3\n11\n010\n01\n",
        "line 4:",
        "the string s_3 '01' is a prefix of the string s_2 '010' on line 3: the set must be \
         prefix-free",
    ),
    (
        "x 2\n0\n",
        "line 1:",
        "expected the number of strings N (an unsigned integer), found 'x'",
    ),
    (
        "1 2.5\n0\n",
        "line 1:",
        "expected the length limit L (an unsigned integer), found '2.5'",
    ),
    ("-1 2\n0\n", "line 1:", "negative numbers are not allowed"),
    ("1 -2\n0\n", "line 1:", "negative numbers are not allowed"),
    (
        "1 18446744073709551616\n0\n",
        "line 1:",
        "the length limit L '18446744073709551616' does not fit in 64 bits",
    ),
    (
        "99999999999999999999 2\n0\n",
        "line 1:",
        "does not fit in 64 bits",
    ),
    (
        "1 2\n00\n1\n",
        "line 3:",
        "unexpected token '1' after the last test",
    ),
    (
        "2 2\n00\n01 10\n",
        "line 3:",
        "unexpected token '10' after the last test",
    ),
    (
        "1000000000000 3\n0\n",
        "line 2:",
        "the input ends where the string s_2 (of 1000000000000) was expected",
    ),
];

#[test]
fn bad_input_exits_2_with_one_line_naming_the_line_and_nothing_on_stdout() {
    assert_bad_first_tests("prefix-free", BAD_INPUTS);
}

#[test]
fn check_compares_fast_and_brute() {
    let output = grundy(
        &[
            "check",
            "prefix-free",
            "--cases",
            "500",
            "--max-n",
            "4",
            "--seed",
            "3",
        ],
        b"",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "checked 500 cases, 0 disagreements\n");
    let output = grundy(&["check", "prefix-free", "--exhaustive", "3"], b"");
    assert!(output.status.success(), "{}", text(&output.stderr));
    // Every good set with L = 1, 2, 3: 3 + 24 + 675.
    assert_eq!(text(&output.stdout), "checked 702 cases, 0 disagreements\n");
    let output = grundy(&["check", "prefix-free", "--max-n", "5"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("--max-n must be from 1 to 4"));
}

#[test]
fn games_lists_prefix_free() {
    let output = grundy(&["games"], b"");
    let listing = text(&output.stdout);
    assert!(listing.contains("prefix-free"), "{listing}");
    assert!(listing.contains("arc087_c"), "{listing}");
}

#[test]
fn brute_force_names_bad_input_before_refusing_a_large_limit() {
    let args = ["solve", "prefix-free", "--method", "brute"];
    assert_rejected(&args, "1 5\n0a\n", "line 2:", "the character 'a'", Some(""));
    assert_rejected(&args, "2 5\n0\n01\n", "line 3:", "prefix", Some(""));
    assert_rejected(&args, "2 5\n0\n", "line 2:", "the input ends", Some(""));
}
