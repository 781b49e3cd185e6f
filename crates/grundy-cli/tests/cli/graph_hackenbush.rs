//! Golden tests of the `grundy` binary on graph-hackenbush: the sample byte for byte by both
//! methods, the reports, the generator, deep graphs, and every kind of bad input the spec names.

use crate::common::{assert_bad_inputs, assert_rejected, grundy, text};

const SAMPLE: &str = include_str!("../../../../examples/graph-hackenbush.in");

#[test]
fn sample_byte_for_byte_by_both_methods() {
    for method in ["fast", "brute"] {
        let output = grundy(
            &["solve", "graph-hackenbush", "--method", method],
            SAMPLE.as_bytes(),
        );
        assert!(output.status.success(), "{}", text(&output.stderr));
        assert_eq!(text(&output.stdout), "1\n2\n3\n1\n0\n0\n", "{method}");
    }
}

#[test]
fn reports_give_structure_and_a_checked_move() {
    let output = grundy(&["solve", "graph-hackenbush", "--json"], SAMPLE.as_bytes());
    let lines: Vec<String> = text(&output.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 6);
    assert!(
        lines[1].contains("\"answer\":\"2\"") && lines[1].contains("\"parts\":3"),
        "{}",
        lines[1]
    );
    assert!(lines[1].contains("\"bridges\":2"), "{}", lines[1]);
    assert!(lines[3].contains("\"edges_in_play\":5"), "{}", lines[3]);
    // Test 5 is lost: no winning move, and that is all of them.
    assert!(lines[4].contains("\"verdict\":\"second\""), "{}", lines[4]);
    assert!(lines[4].contains("\"winning_moves\":[]"), "{}", lines[4]);
    assert!(
        lines[4].contains("\"winning_moves_count\":0"),
        "{}",
        lines[4]
    );
    assert!(
        lines[4].contains("\"winning_moves_complete\":true"),
        "{}",
        lines[4]
    );
    // Test 1: deleting 2 3 (line 4) leaves two edges at the ground, value 0. The theory names
    // one winning move, not every one.
    assert!(
        lines[0].contains("\"winning_moves\":[{\"edge\":[2,3],\"line\":4}]"),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains("\"verdict\":\"first\""), "{}", lines[0]);
    assert!(
        lines[0].contains("\"winning_moves_count\":1"),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].contains("\"winning_moves_complete\":false"),
        "{}",
        lines[0]
    );
    // The oracle finds every winning move: on the triangle through the ground, deleting 1 2 or
    // 3 1 leaves a stalk of two edges (value 2), so 2 3 is the only one, and it says so.
    let output = grundy(
        &["solve", "graph-hackenbush", "--json", "--method", "brute"],
        SAMPLE.as_bytes(),
    );
    let brute: Vec<serde_json::Value> = text(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(
        brute[0]["winning_moves"],
        serde_json::json!([{"edge": [2, 3], "line": 4}])
    );
    assert_eq!(brute[0]["winning_moves_count"], 1);
    assert_eq!(brute[0]["winning_moves_complete"], true);
    assert_eq!(brute[0]["method"], "brute");
    let output = grundy(
        &["solve", "graph-hackenbush", "--explain"],
        SAMPLE.as_bytes(),
    );
    let report = text(&output.stdout);
    assert!(
        report.contains("a winning move: delete the edge 2 3 (line 4)"),
        "{report}"
    );
    assert!(report.contains("every move loses"), "{report}");
    assert!(
        report.contains("Grundy value 1: the first player wins; solved by the fast solver\n"),
        "{report}"
    );
}

#[test]
fn generator_families_agree_with_the_oracle() {
    for family in [
        "tree",
        "path",
        "star",
        "cactus",
        "multi-edges",
        "blob",
        "ground-on-cycle",
        "detached",
        "mixed",
    ] {
        let arguments = [
            "gen",
            "graph-hackenbush",
            "--family",
            family,
            "--n",
            "7",
            "--tests",
            "30",
            "--seed",
            "3",
        ];
        let input = grundy(&arguments, b"");
        assert!(input.status.success(), "{family}: {}", text(&input.stderr));
        assert_eq!(input.stdout, grundy(&arguments, b"").stdout);
        let fast = grundy(&["solve", "graph-hackenbush"], &input.stdout);
        let brute = grundy(
            &["solve", "graph-hackenbush", "--method", "brute"],
            &input.stdout,
        );
        assert!(
            fast.status.success() && brute.status.success(),
            "{family}: {}",
            text(&brute.stderr)
        );
        assert_eq!(fast.stdout, brute.stdout, "{family}");
        // The reports: the same facts; the move the fast method names is one of the oracle's,
        // and the oracle finds them all.
        let fast = grundy(&["solve", "graph-hackenbush", "--json"], &input.stdout);
        let brute = grundy(
            &[
                "solve",
                "graph-hackenbush",
                "--json",
                "--all",
                "--method",
                "brute",
            ],
            &input.stdout,
        );
        for (fast, brute) in text(&fast.stdout).lines().zip(text(&brute.stdout).lines()) {
            let fast: serde_json::Value = serde_json::from_str(fast).unwrap();
            let brute: serde_json::Value = serde_json::from_str(brute).unwrap();
            for key in [
                "test",
                "answer",
                "verdict",
                "value",
                "edges_in_play",
                "parts",
                "bridges",
            ] {
                assert_eq!(fast[key], brute[key], "{family} {key}");
            }
            assert_eq!(brute["winning_moves_complete"], true, "{family}");
            let found = brute["winning_moves"].as_array().unwrap();
            assert_eq!(brute["winning_moves_count"], found.len(), "{family}");
            assert_eq!(found.is_empty(), brute["value"] == 0, "{family}");
            for named in fast["winning_moves"].as_array().unwrap() {
                assert!(found.contains(named), "{family}: {named}");
            }
        }
    }
    let output = grundy(&["check", "graph-hackenbush", "--cases", "500"], b"");
    assert_eq!(text(&output.stdout), "checked 500 cases, 0 disagreements\n");
}

#[test]
fn deep_graphs_use_the_default_stack() {
    // A chain of 300000 triangles: each triangle's far vertices carry the next one.
    let triangles = 300_000u32;
    let mut input = format!("1\n{} {}\n", 2 * triangles + 1, 3 * triangles);
    for index in 0..triangles {
        let base = if index == 0 { 1 } else { 2 * index + 1 };
        let (a, b) = (2 * index + 2, 2 * index + 3);
        input.push_str(&format!("{base} {a}\n{a} {b}\n{b} {base}\n"));
    }
    let output = grundy(&["solve", "graph-hackenbush"], input.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    // Every triangle is one part of 3 internal edges; each hangs from the previous one:
    // g = 1 XOR (g_next + 1), from the top g = 1, then 1 XOR 2 = 3, 1 XOR 4 = 5, ...
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
        "1\n0 0\n",
        "line 2 (test 1):",
        "the number of vertices n 0 is out of range 1..",
        "",
    ),
    (
        "1\n2 2\n1 2\n",
        "line 3 (test 1):",
        "the input ends where a vertex id was expected",
        "",
    ),
    ("1\n2 1\n1 x\n", "line 3 (test 1):", "found 'x'", ""),
    ("1\n2 1\n1 -2\n", "line 3 (test 1):", "negative", ""),
    (
        "1\n2 1\n1 99999999999999999999\n",
        "line 3 (test 1):",
        "does not fit in 64 bits",
        "",
    ),
    (
        "1\n2 1\n0 1\n",
        "line 3 (test 1):",
        "a vertex id 0 is out of range 1..2",
        "",
    ),
    (
        "1\n2 1\n1 3\n",
        "line 3 (test 1):",
        "a vertex id 3 is out of range 1..2",
        "",
    ),
    (
        "1\n1 0\n5\n",
        "line 3 (test 1):",
        "unexpected token '5' after the last test",
        "0\n",
    ),
    (
        "2\n1 1\n1 1\n2 1\n1\n",
        "line 5 (test 2):",
        "the input ends where a vertex id was expected",
        "1\n",
    ),
];

#[test]
fn bad_input_exits_2_with_one_line_naming_the_line() {
    assert_bad_inputs("graph-hackenbush", BAD_INPUTS);
}

#[test]
fn billions_of_vertices_with_few_edges_are_answered_by_every_method() {
    // Valid: n may be up to 2^32 - 1. Only the touched vertices need memory. The top vertex
    // carries a loop and hangs from the ground: 1 + 1 = 2; deleting the hanging edge wins.
    let input = "1\n4000000000 3\n1 4000000000\n4000000000 4000000000\n8 9\n";
    crate::common::assert_solves("graph-hackenbush", &["fast", "brute"], input, "2\n");
    let output = grundy(&["solve", "graph-hackenbush", "--json"], input.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    let json = text(&output.stdout);
    assert!(json.contains("\"edges_in_play\":2"), "{json}");
    assert!(
        json.contains("\"winning_moves\":[{\"edge\":[1,4000000000],\"line\":3}]"),
        "{json}"
    );
    // A count of edges the input cannot hold is diagnosed where the input ends.
    assert_rejected(
        &["solve", "graph-hackenbush"],
        "1\n4000000000 4000000000\n1 2\n",
        "line 3 (test 1):",
        "the input ends where a vertex id was expected",
        Some(""),
    );
}
