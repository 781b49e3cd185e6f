//! Golden tests of the `grundy` binary on christmas-game: both samples byte for byte by both
//! methods, the reports, the generator, deep drawings, and every kind of bad input the spec names.

use crate::common::{assert_bad_inputs, assert_rejected, grundy, text};

const SAMPLE: &str = include_str!("../../../../examples/christmas-game.in");

/// The spec's second sample: three blocks.
const SAMPLE_2: &str = "1\n3 4\n1 2\n2 3\n2 3\n3 3\n2\n1 1\n1 1\n3 3\n1 2\n1 2\n2 3\n3\n1 0\n\
                        3 3\n1 2\n2 3\n3 1\n5 5\n1 2\n2 3\n3 4\n4 5\n5 2\n";

#[test]
fn samples_byte_for_byte_by_both_methods() {
    for method in ["fast", "brute"] {
        for (input, expected) in [(SAMPLE, "Sally\n"), (SAMPLE_2, "Sally\nHarry\nHarry\n")] {
            let output = grundy(
                &["solve", "christmas-game", "--method", method],
                input.as_bytes(),
            );
            assert!(output.status.success(), "{}", text(&output.stderr));
            assert_eq!(text(&output.stdout), expected, "{method}");
        }
    }
    // The first sample as the statement prints it: flattened on one line.
    let flat = SAMPLE.split_whitespace().collect::<Vec<_>>().join(" ");
    let output = grundy(&["solve", "christmas-game"], flat.as_bytes());
    assert_eq!(text(&output.stdout), "Sally\n");
}

#[test]
fn reports_give_values_and_a_winning_move_by_both_methods() {
    for method in ["fast", "brute"] {
        let output = grundy(
            &["solve", "christmas-game", "--json", "--method", method],
            SAMPLE_2.as_bytes(),
        );
        let lines: Vec<serde_json::Value> = text(&output.stdout)
            .lines()
            .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
            .collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0]["test"], 1);
        assert_eq!(lines[0]["answer"], "Sally");
        assert_eq!(lines[0]["value"], 2);
        assert_eq!(lines[0]["drawing_values"], serde_json::json!([2]));
        assert_eq!(lines[0]["method"], method);
        assert_eq!(lines[0]["verdict"], "first");
        // Deleting the edge 1 2 (line 3) is the only move that leaves nothing: the fast method
        // names it, the oracle finds it and knows there is no other.
        assert_eq!(
            lines[0]["winning_moves"],
            serde_json::json!([{"drawing": 1, "line": 3, "edge": [1, 2]}]),
            "{method}"
        );
        assert_eq!(lines[0]["winning_moves_count"], 1, "{method}");
        assert_eq!(
            lines[0]["winning_moves_complete"],
            method == "brute",
            "{method}"
        );
        assert_eq!(lines[1]["drawing_values"], serde_json::json!([1, 1]));
        assert_eq!(lines[2]["drawing_values"], serde_json::json!([0, 1, 1]));
        assert_eq!(lines[2]["winning_moves"], serde_json::json!([]));
        assert_eq!(lines[2]["winning_moves_count"], 0);
        assert_eq!(lines[2]["winning_moves_complete"], true);
        assert_eq!(lines[2]["answer"], "Harry");
        assert_eq!(lines[2]["verdict"], "second");
    }
    let output = grundy(&["solve", "christmas-game", "--explain"], SAMPLE.as_bytes());
    assert_eq!(
        text(&output.stdout),
        "block 1: 2 drawings of values 1 2; their XOR is 3: the first player (Sally) wins; solved \
         by the fast solver\n  a winning move: in drawing 2, delete the edge 3 4 (line 8)\n"
    );
    let output = grundy(
        &["solve", "christmas-game", "--explain"],
        SAMPLE_2.as_bytes(),
    );
    assert!(text(&output.stdout).contains("block 3: 3 drawings of values 0 1 1; their XOR is 0"));
    assert!(text(&output.stdout).ends_with("  every move loses\n"));
}

#[test]
fn generator_is_reproducible_and_agrees_with_the_oracle() {
    for family in ["promised", "cactus", "multi-edges", "any"] {
        let arguments = [
            "gen",
            "christmas-game",
            "--family",
            family,
            "--n",
            "3",
            "--tests",
            "40",
            "--seed",
            "3",
        ];
        let input = grundy(&arguments, b"");
        assert!(input.status.success(), "{family}: {}", text(&input.stderr));
        assert_eq!(input.stdout, grundy(&arguments, b"").stdout, "{family}");
        let fast = grundy(&["solve", "christmas-game"], &input.stdout);
        let brute = grundy(
            &["solve", "christmas-game", "--method", "brute"],
            &input.stdout,
        );
        assert!(fast.status.success(), "{family}: {}", text(&fast.stderr));
        assert!(brute.status.success(), "{family}: {}", text(&brute.stderr));
        assert_eq!(fast.stdout, brute.stdout, "{family}");
        assert_eq!(text(&fast.stdout).lines().count(), 40);
        // The reports: the same facts; the move the fast method names is one of the oracle's,
        // and the oracle finds them all.
        let fast = grundy(&["solve", "christmas-game", "--json"], &input.stdout);
        let brute = grundy(
            &[
                "solve",
                "christmas-game",
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
            for key in ["test", "answer", "verdict", "value", "drawing_values"] {
                assert_eq!(fast[key], brute[key], "{family} {key}");
            }
            assert_eq!(brute["winning_moves_complete"], true, "{family}");
            let found = brute["winning_moves"].as_array().unwrap();
            assert_eq!(brute["winning_moves_count"], found.len(), "{family}");
            assert_eq!(found.is_empty(), brute["verdict"] == "second", "{family}");
            for named in fast["winning_moves"].as_array().unwrap() {
                assert!(found.contains(named), "{family}: {named}");
            }
        }
    }
    let pinned = grundy(
        &[
            "gen",
            "christmas-game",
            "--family",
            "promised",
            "--n",
            "3",
            "--tests",
            "1",
            "--seed",
            "1",
        ],
        b"",
    );
    assert_eq!(text(&pinned.stdout), PINNED);
    let unknown = grundy(
        &["gen", "christmas-game", "--family", "star", "--n", "3"],
        b"",
    );
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("the families are: promised, cactus, multi-edges, any"));
}

/// `grundy gen christmas-game --family promised --n 3 --tests 1 --seed 1`.
const PINNED: &str = "2\n3 3\n3 1\n1 2\n3 1\n3 3\n3 1\n1 2\n1 2\n";

#[test]
fn check_compares_fast_and_the_search() {
    let output = grundy(&["check", "christmas-game", "--cases", "300"], b"");
    assert_eq!(text(&output.stdout), "checked 300 cases, 0 disagreements\n");
}

#[test]
fn long_chains_use_the_default_stack() {
    // A chain of 10^5 triangles hung one below the other by bridges (the promised shape), and a
    // path of 10^6 edges, in one block.
    let triangles = 100_000u32;
    let mut input = format!("2\n{} {}\n", 3 * triangles + 1, 4 * triangles);
    for index in 0..triangles {
        // The bridge from the previous triangle's far vertex down to this triangle's base.
        let top = if index == 0 { 1 } else { 3 * index + 1 };
        let (base, a, b) = (3 * index + 2, 3 * index + 3, 3 * index + 4);
        input.push_str(&format!("{top} {base}\n{base} {a}\n{a} {b}\n{b} {base}\n"));
    }
    let vertices = 1_000_001u32;
    input.push_str(&format!("{vertices} {}\n", vertices - 1));
    for vertex in 1..vertices {
        input.push_str(&format!("{vertex} {}\n", vertex + 1));
    }
    let output = grundy(&["solve", "christmas-game", "--json"], input.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    // Each triangle is worth one edge hung on its bridge: the drawing is a path of 2 * 10^5
    // edges. The XOR with 10^6 is not zero, and the winning move is checked by its value.
    assert_eq!(
        json["drawing_values"],
        serde_json::json!([200_000, 1_000_000])
    );
    assert_eq!(json["answer"], "Sally");
    assert!(json["winning_moves"][0]["drawing"] == 2, "{json}");
    assert_eq!(json["winning_moves_count"], 1, "{json}");
    // Deleting the edge k (k+1) of the path leaves a path of k - 1 edges: 200000 wanted.
    assert_eq!(
        json["winning_moves"][0]["edge"],
        serde_json::json!([200_001, 200_002])
    );
}

const BAD_INPUTS: &[(&str, &str, &str, &str)] = &[
    (
        "",
        "line 1 (test 1):",
        "the input ends where the number of drawings N was expected",
        "",
    ),
    (
        "  \n\n",
        "line 2 (test 1):",
        "the input ends where the number of drawings N",
        "",
    ),
    (
        "0\n",
        "line 1 (test 1):",
        "the number of drawings N 0 is out of range",
        "",
    ),
    (
        "1\n0 0\n",
        "line 2 (test 1):",
        "the number of vertices m 0 is out of range",
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
    // A truncated second block: the first block's answer is already printed.
    (
        "1\n1 1\n1 1\n2\n1 0\n",
        "line 5 (test 2):",
        "the input ends where the number of vertices m",
        "Sally\n",
    ),
    (
        "1\n1 1\n1 1\n1\n2 1\n1\n",
        "line 6 (test 2):",
        "the input ends where a vertex id",
        "Sally\n",
    ),
];

#[test]
fn bad_input_exits_2_with_one_line_naming_the_line_and_block() {
    assert_bad_inputs("christmas-game", BAD_INPUTS);
    // The oracle refuses a block beyond its edge limit, naming the block's first line.
    let big = format!("1\n1 1\n1 1\n1\n2 17\n{}", "1 2\n".repeat(17));
    assert_rejected(
        &["solve", "christmas-game", "--method", "brute"],
        &big,
        "line 4 (test 2):",
        "the brute-force oracle searches blocks of at most 16 edges in all; this one has 17",
        Some("Sally\n"),
    );
}

#[test]
fn billions_of_vertices_with_few_edges_are_answered_by_every_method() {
    // A drawing may name up to 2^32 - 1 vertices; only the touched ones need memory. Drawing 1
    // is worth 2 (a loop on a stalk), drawing 2 a single edge, worth 1: Sally wins by cutting
    // the loop (leaving 1 XOR 1).
    let input = "2\n4000000000 2\n1 4000000000\n4000000000 4000000000\n3000000000 1\n1 2\n";
    crate::common::assert_solves("christmas-game", &["fast", "brute"], input, "Sally\n");
    for method in ["fast", "brute"] {
        let output = grundy(
            &["solve", "christmas-game", "--explain", "--method", method],
            input.as_bytes(),
        );
        assert!(output.status.success(), "{}", text(&output.stderr));
        let report = text(&output.stdout);
        assert!(report.contains("values 2 1; their XOR is 3"), "{report}");
    }
}

#[test]
fn brute_force_keeps_a_budget_for_the_whole_file() {
    // A block of one drawing, a cycle of 16 edges through the root: the oracle's limit, searched
    // in a moment. A file may hold a thousand such blocks; the 1001st is refused.
    let mut block = String::from("1\n16 16\n");
    for vertex in 1..16 {
        block.push_str(&format!("{vertex} {}\n", vertex + 1));
    }
    block.push_str("16 1\n");
    let output = grundy(
        &["solve", "christmas-game", "--method", "brute"],
        block.repeat(1001).as_bytes(),
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(text(&output.stdout), "Harry\n".repeat(1000));
    assert_eq!(
        text(&output.stderr),
        "error: line 18001 (test 1001): the brute-force oracle looks at most 65536000 edge sets \
         per file; the tests up to this one may take 65601536 (use --method fast, or split the \
         file)\n"
    );
}
