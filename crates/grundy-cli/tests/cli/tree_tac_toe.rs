//! Golden tests of the `grundy` binary on tree-tac-toe: the reports' facts on the samples, the
//! oracle's limit, large trees with the default stack, and every kind of bad input the spec
//! names (the conformance suite covers the samples byte for byte and the shared classes).

use crate::common::{assert_bad_first_tests, assert_rejected, grundy, text};

const EXAMPLE: &str = "../../examples/tree-tac-toe.in";

#[test]
fn reports_name_the_rule_the_move_and_the_threats() {
    let output = grundy(&["solve", "tree-tac-toe", EXAMPLE, "--json"], b"");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let json = text(&output.stdout);
    let lines: Vec<&str> = json.lines().collect();
    assert_eq!(lines.len(), 11);
    // The star with a white leaf: two forks, N' = 7, White paints the centre.
    assert!(
        lines[0].contains("\"reason\":\"two-forks-odd\""),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains("\"reduced_vertices\":7"), "{}", lines[0]);
    assert!(lines[0].contains("\"winning_moves\":[1]"), "{}", lines[0]);
    // The path of five uncoloured vertices: a draw, no move.
    assert!(lines[1].contains("\"verdict\":\"draw\""), "{}", lines[1]);
    assert!(lines[1].contains("\"reason\":\"none\""), "{}", lines[1]);
    assert!(lines[1].contains("\"winning_moves\":[]"), "{}", lines[1]);
    // The star of four leaves and the degree-3 vertex with two inner neighbours.
    assert!(lines[4].contains("\"reason\":\"degree-4\""), "{}", lines[4]);
    assert!(lines[7].contains("\"reason\":\"degree-3\""), "{}", lines[7]);
    assert!(lines[7].contains("\"winning_moves\":[3]"), "{}", lines[7]);
    let explain = text(&grundy(&["solve", "tree-tac-toe", EXAMPLE, "--explain"], b"").stdout);
    assert!(
        explain.contains("first move 1: it threatens 2 and 3 at once"),
        "{explain}"
    );
    assert!(explain.contains("spine s_0 .. s_6"), "{explain}");
    assert!(explain.contains("A1 - 1 - 2 - 3 - 4 - 5 - A5"), "{explain}");
    assert!(explain.contains("with N' = 12 even"), "{explain}");
    // The oracle lists every winning first move: the star of four leaves has one (its centre).
    let brute = text(
        &grundy(
            &[
                "solve",
                "tree-tac-toe",
                EXAMPLE,
                "--json",
                "--method",
                "brute",
            ],
            b"",
        )
        .stdout,
    );
    let fifth = brute.lines().nth(4).unwrap_or_default();
    assert!(fifth.contains("\"winning_moves\":[1]"), "{fifth}");
    assert!(fifth.contains("\"winning_moves_complete\":true"), "{fifth}");
    assert!(!fifth.contains("reason"), "{fifth}");
}

#[test]
fn the_oracle_refuses_large_trees() {
    let input = text(&grundy(&["gen", "tree-tac-toe", "--n", "15"], b"").stdout);
    assert_rejected(
        &["solve", "tree-tac-toe", "--method", "brute"],
        &input,
        "line 2 (test 1):",
        "at most 14 vertices",
        Some(""),
    );
}

#[test]
fn large_trees_run_with_the_default_stack() {
    for family in ["path", "star", "h-shape", "y-shape", "random"] {
        let input = grundy(
            &["gen", "tree-tac-toe", "--family", family, "--n", "500000"],
            b"",
        );
        assert!(input.status.success(), "{family}");
        let output = grundy(&["solve", "tree-tac-toe", "--explain"], &input.stdout);
        assert!(
            output.status.success(),
            "{family}: {}",
            text(&output.stderr)
        );
        assert!(text(&output.stdout).contains("500000 vertices"), "{family}");
    }
    // A path of 500000 with white ends: N' = 500006 is even, a draw; one vertex more, White.
    for (n, expected) in [(500_000u32, "Draw\n"), (500_001, "White\n")] {
        let mut input = format!("1\n{n}\n");
        for vertex in 1..n {
            input.push_str(&format!("{vertex} {}\n", vertex + 1));
        }
        input.push('W');
        input.push_str(&"N".repeat(n as usize - 2));
        input.push_str("W\n");
        let output = grundy(&["solve", "tree-tac-toe"], input.as_bytes());
        assert_eq!(text(&output.stdout), expected, "{n}");
    }
}

#[test]
fn bad_input_of_every_kind_the_spec_names() {
    let cases: [(&str, &str, &str); 13] = [
        ("0\n", "line 1:", "the number of tests T 0 is out of range"),
        (
            "1\n0\n",
            "line 2 (test 1):",
            "the number of vertices n 0 is out of range",
        ),
        ("1\n2\n1 0\nNN\n", "line 3 (test 1):", "out of range 1..2"),
        ("1\n2\n1 3\nNN\n", "line 3 (test 1):", "out of range 1..2"),
        ("1\n2\n2 2\nNN\n", "line 3 (test 1):", "self-loop"),
        (
            "1\n3\n1 2\n2 1\nNNN\n",
            "line 4 (test 1):",
            "repeats the edge on line 3",
        ),
        (
            "1\n4\n1 2\n2 3\n3 1\nNNNN\n",
            "line 5 (test 1):",
            "closes a cycle",
        ),
        (
            "1\n3\n1 2\n2 3\nNN\n",
            "line 5 (test 1):",
            "has 2 letters, but the tree has 3",
        ),
        (
            "1\n3\n1 2\n2 3\nNwN\n",
            "line 5 (test 1):",
            "letter 2 of the colour string is 'w'",
        ),
        (
            "1\n3\n1 2\n2 3\nNXN\n",
            "line 5 (test 1):",
            "only W (white) and N",
        ),
        (
            "1\n2\n1 2\nWW\n",
            "line 4 (test 1):",
            "every vertex is white",
        ),
        (
            "1\n4\n1 2\n2 3\n3 4\nNWWW\n",
            "line 6 (test 1):",
            "vertices 2, 3 and 4 are white and form a path 2-3-4",
        ),
        ("1\n3\n1 2\n2 3\n", "line 4 (test 1):", "the colour string"),
    ];
    assert_bad_first_tests("tree-tac-toe", &cases);
    // A bad second test, or a token after the last: the answers before stay printed.
    assert_rejected(
        &["solve", "tree-tac-toe"],
        "2\n1\nN\n4\n1 2\n2 3\n3 4\nWWWN\n",
        "line 8 (test 2):",
        "form a path 1-2-3",
        Some("Draw\n"),
    );
    assert_rejected(
        &["solve", "tree-tac-toe"],
        "1\n1\nN\nN\n",
        "line 4 (test 1):",
        "unexpected token 'N' after the last test",
        Some("Draw\n"),
    );
}

#[test]
fn the_page_is_shown() {
    let output = grundy(&["games", "tree-tac-toe"], b"");
    let page = text(&output.stdout);
    assert!(page.starts_with("# tree-tac-toe: "), "{page}");
    assert!(page.contains("`h-shape`"), "{page}");
}
