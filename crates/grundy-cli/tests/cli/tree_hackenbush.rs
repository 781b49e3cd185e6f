//! Golden tests of the `grundy` binary on tree-hackenbush: the four samples byte for byte, the
//! reports and `--all-roots`, the oracle, the generator, long paths, and every kind of bad input
//! the spec names.

use std::process::Output;

use crate::common::{assert_bad_first_tests, grundy, text};

const SAMPLES: [(&str, &str); 4] = [
    ("5\n1 2\n2 3\n2 4\n4 5\n", "Alice\n"),
    ("5\n1 2\n2 3\n1 4\n4 5\n", "Bob\n"),
    ("6\n1 2\n2 4\n5 1\n6 3\n3 2\n", "Alice\n"),
    ("7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n", "Bob\n"),
];

#[test]
fn samples_byte_for_byte_by_both_methods() {
    for (input, expected) in SAMPLES {
        for method in ["fast", "brute"] {
            let output = grundy(
                &["solve", "tree-hackenbush", "--method", method],
                input.as_bytes(),
            );
            assert!(output.status.success(), "{}", text(&output.stderr));
            assert_eq!(text(&output.stdout), expected, "{input:?} {method}");
        }
    }
    let bundled = grundy(
        &[
            "solve",
            "tree-hackenbush",
            "../../examples/tree-hackenbush.in",
        ],
        b"",
    );
    assert_eq!(text(&bundled.stdout), "Alice\n");
    let single = grundy(&["solve", "tree-hackenbush"], b"1");
    assert_eq!(text(&single.stdout), "Bob\n");
}

#[test]
fn values_moves_and_every_root() {
    let output = grundy(
        &["solve", "tree-hackenbush", "--json", "--all-roots"],
        SAMPLES[0].0.as_bytes(),
    );
    let json = text(&output.stdout);
    assert!(json.contains("\"value\":4"), "{json}");
    assert!(json.contains("\"winning_moves\":[[1,2]]"), "{json}");
    assert!(json.contains("\"values_by_root\":[4,2,4,0,2]"), "{json}");
    assert!(
        json.contains("\"test\":1") && json.contains("\"answer\":\"Alice\""),
        "{json}"
    );
    let output = grundy(
        &["solve", "tree-hackenbush", "--explain", "--all-roots"],
        SAMPLES[2].0.as_bytes(),
    );
    let report = text(&output.stdout);
    assert!(report.contains("Grundy value 5"), "{report}");
    assert!(
        report.contains("(Alice); solved by the fast solver\n"),
        "{report}"
    );
    assert!(report.contains("cut the edge 6 3 (line 5)"), "{report}");
    assert!(report.contains("root 2: 1"), "{report}");
    let output = grundy(
        &["solve", "tree-hackenbush", "--explain"],
        SAMPLES[1].0.as_bytes(),
    );
    assert!(text(&output.stdout).contains("every move loses"));
    // The shared keys: a verdict, the method, and every winning cut counted, the first 10
    // listed unless --all. A star of 13 leaves at vertex 1 is worth 1, and every cut wins.
    let mut star = String::from("14\n");
    for leaf in 2..=14 {
        star.push_str(&format!("1 {leaf}\n"));
    }
    for method in ["fast", "brute"] {
        let output = grundy(
            &["solve", "tree-hackenbush", "--json", "--method", method],
            star.as_bytes(),
        );
        let json: serde_json::Value = serde_json::from_str(text(&output.stdout).trim()).unwrap();
        assert_eq!(json["verdict"], "first", "{json}");
        assert_eq!(json["method"], method, "{json}");
        assert_eq!(
            json["winning_moves"].as_array().unwrap().len(),
            10,
            "{json}"
        );
        assert_eq!(
            json["winning_moves"][9],
            serde_json::json!([1, 11]),
            "{json}"
        );
        assert_eq!(json["winning_move_lines"][9], 11, "{json}");
        assert_eq!(json["winning_moves_count"], 13, "{json}");
        assert_eq!(json["winning_moves_complete"], true, "{json}");
        assert!(json.get("first_player_wins").is_none(), "{json}");
        let output = grundy(
            &[
                "solve",
                "tree-hackenbush",
                "--json",
                "--all",
                "--method",
                method,
            ],
            star.as_bytes(),
        );
        let json: serde_json::Value = serde_json::from_str(text(&output.stdout).trim()).unwrap();
        assert_eq!(
            json["winning_moves"].as_array().unwrap().len(),
            13,
            "{json}"
        );
        assert_eq!(json["winning_move_lines"].as_array().unwrap().len(), 13);
    }
    let output = grundy(
        &["solve", "tree-hackenbush", "--json"],
        SAMPLES[1].0.as_bytes(),
    );
    let json: serde_json::Value = serde_json::from_str(text(&output.stdout).trim()).unwrap();
    assert_eq!(json["verdict"], "second", "{json}");
    assert_eq!(json["winning_moves"], serde_json::json!([]), "{json}");
    assert_eq!(json["winning_moves_count"], 0, "{json}");
    assert_eq!(json["winning_moves_complete"], true, "{json}");
    // The contest output never changes with --all-roots.
    let output = grundy(
        &["solve", "tree-hackenbush", "--all-roots"],
        SAMPLES[0].0.as_bytes(),
    );
    assert_eq!(text(&output.stdout), "Alice\n");
    // Other games refuse it.
    let output = grundy(&["solve", "path-marking", "--all-roots"], b"1\n2\n1 2\n");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn generator_and_check() {
    for family in [
        "random",
        "path",
        "star",
        "caterpillar",
        "broom",
        "complete-binary",
        "spider",
        "two-hubs",
        "deep-random",
    ] {
        let arguments = [
            "gen",
            "tree-hackenbush",
            "--family",
            family,
            "--n",
            "14",
            "--seed",
            "5",
        ];
        let input = grundy(&arguments, b"");
        assert!(input.status.success(), "{}", text(&input.stderr));
        assert_eq!(input.stdout, grundy(&arguments, b"").stdout);
        let fast = grundy(
            &["solve", "tree-hackenbush", "--json", "--all-roots"],
            &input.stdout,
        );
        let brute = grundy(
            &[
                "solve",
                "tree-hackenbush",
                "--json",
                "--all-roots",
                "--method",
                "brute",
            ],
            &input.stdout,
        );
        let strip = |output: &Output| {
            text(&output.stdout).replace("\"method\":\"brute\"", "\"method\":\"fast\"")
        };
        assert_eq!(strip(&fast), strip(&brute), "{family}");
    }
    let pinned = grundy(&["gen", "tree-hackenbush", "--n", "5", "--seed", "42"], b"");
    assert_eq!(text(&pinned.stdout), PINNED);
    let several = grundy(&["gen", "tree-hackenbush", "--n", "5", "--tests", "2"], b"");
    assert_eq!(several.status.code(), Some(2));
    let output = grundy(&["check", "tree-hackenbush", "--cases", "300"], b"");
    assert_eq!(text(&output.stdout), "checked 300 cases, 0 disagreements\n");
}

const PINNED: &str = "5\n3 4\n3 1\n3 5\n1 2\n";

#[test]
fn long_paths_use_the_default_stack() {
    let n = 1_000_000u32;
    let mut end = format!("{n}\n");
    let mut middle = format!("{n}\n");
    for vertex in 1..n {
        end.push_str(&format!("{} {}\n", vertex, vertex + 1));
        // Vertex 1 in the middle: the path runs 2, 3, ..., 500001, 1, 500002, ..., n.
        let label = |position: u32| match position {
            p if p == n / 2 => 1,
            p if p < n / 2 => p + 2,
            p => p + 1,
        };
        middle.push_str(&format!("{} {}\n", label(vertex - 1), label(vertex)));
    }
    let output = grundy(&["solve", "tree-hackenbush", "--json"], end.as_bytes());
    assert!(
        text(&output.stdout).contains("\"value\":999999"),
        "{}",
        text(&output.stderr)
    );
    let output = grundy(&["solve", "tree-hackenbush", "--json"], middle.as_bytes());
    // Branches of 500000 and 499999 edges: 500000 XOR 499999.
    let value = 500_000u64 ^ 499_999;
    assert!(
        text(&output.stdout).contains(&format!("\"value\":{value}")),
        "{}",
        text(&output.stderr)
    );
}

const BAD_INPUTS: &[(&str, &str, &str)] = &[
    (
        "",
        "line 1:",
        "the input ends where the number of vertices N was expected",
    ),
    (
        "0\n",
        "line 1:",
        "the number of vertices N 0 is out of range 1..",
    ),
    (
        "3\n1 2\n",
        "line 2:",
        "the input ends where a node id was expected",
    ),
    ("3\n1 2\n2 x\n", "line 3:", "found 'x'"),
    ("3\n1 2\n2 -3\n", "line 3:", "negative"),
    (
        "3\n1 2\n2 99999999999999999999\n",
        "line 3:",
        "does not fit in 64 bits",
    ),
    (
        "3\n1 2\n0 3\n",
        "line 3:",
        "a node id 0 is out of range 1..3",
    ),
    (
        "3\n1 2\n2 4\n",
        "line 3:",
        "a node id 4 is out of range 1..3",
    ),
    ("3\n1 2\n3 3\n", "line 3:", "self-loop"),
    ("3\n1 2\n2 1\n", "line 3:", "repeats the edge on line 2"),
    ("4\n1 2\n2 3\n3 1\n", "line 4:", "closes a cycle"),
    (
        "3\n1 2\n2 3\n4\n",
        "line 4:",
        "unexpected token '4' after the last test",
    ),
    // Trees beyond the oracle's 17 vertices: the fault is named by both methods all the same.
    (
        "20\n1 2\n1 3\n1 4\n1 5\n1 6\n1 7\n1 8\n1 9\n1 10\n1 11\n1 12\n1 13\n1 14\n1 15\n1 16\n1 17\n1 18\n1 19\n5 5\n",
        "line 20:",
        "the edge 5 5 is a self-loop",
    ),
    ("4000000000\n1 2\n", "line 2:", "the input ends"),
];

#[test]
fn bad_input_exits_2_with_one_line_and_nothing_on_stdout() {
    assert_bad_first_tests("tree-hackenbush", BAD_INPUTS);
}
