//! The README's catalog table lists exactly the games of `grundy games`, in the same order, and
//! every game has a bundled example that its solver accepts, a README section, a generator
//! whose default family gives input its solver accepts, and JSON reports that follow the
//! catalog's conventions.

mod common;

use common::{grundy, text};

const README: &str = include_str!("../../../README.md");

/// The game ids of the README's catalog table (the first cell of each row after the header).
fn readme_ids() -> Vec<String> {
    let table = README
        .split("| game id |")
        .nth(1)
        .expect("the README has a catalog table");
    table
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            line.split('`')
                .nth(1)
                .expect("an id in backticks")
                .to_string()
        })
        .collect()
}

/// The ids `grundy games` prints (each game's first line starts with its id).
fn catalog_ids() -> Vec<String> {
    let output = grundy(&["games"], b"");
    assert!(output.status.success());
    text(&output.stdout)
        .lines()
        .filter(|line| !line.starts_with(' '))
        .map(|line| line.split_whitespace().next().unwrap().to_string())
        .collect()
}

#[test]
fn the_readme_catalog_follows_the_tool() {
    assert_eq!(readme_ids(), catalog_ids());
}

#[test]
fn every_game_solves_its_bundled_example() {
    for id in catalog_ids() {
        let path = format!("../../examples/{id}.in");
        let output = grundy(&["solve", &id, &path], b"");
        assert!(output.status.success(), "{id}: {}", text(&output.stderr));
        assert!(!output.stdout.is_empty(), "{id}");
        let heading = |line: &str| line.starts_with("### ") && line.contains(id.as_str());
        assert!(
            README.lines().any(heading),
            "the README has no section for {id}"
        );
    }
}

#[test]
fn every_game_generates_without_a_family_and_solves_what_it_generates() {
    for id in catalog_ids() {
        let generated = grundy(&["gen", &id, "--n", "5", "--seed", "3"], b"");
        assert!(
            generated.status.success(),
            "{id}: {}",
            text(&generated.stderr)
        );
        let solved = grundy(&["solve", &id], &generated.stdout);
        assert!(solved.status.success(), "{id}: {}", text(&solved.stderr));
        assert!(!solved.stdout.is_empty(), "{id}");
    }
}

#[test]
fn every_game_reports_json_lines_with_the_test_and_the_contest_answer() {
    // shared/specs/README.md: one object per test, with `test` (1-based) and `answer` (the
    // test's contest output as a string, without its final newline), by every method.
    for id in catalog_ids() {
        let path = format!("../../examples/{id}.in");
        let contest = grundy(&["solve", &id, &path], b"");
        for method in ["fast", "brute"] {
            let output = grundy(&["solve", &id, &path, "--json", "--method", method], b"");
            if method == "brute" && output.status.code() == Some(2) {
                // The example is beyond the oracle (moore-nim's, for one).
                continue;
            }
            assert!(output.status.success(), "{id}: {}", text(&output.stderr));
            let mut answers = String::new();
            for (index, line) in text(&output.stdout).lines().enumerate() {
                let object: serde_json::Value = serde_json::from_str(line)
                    .unwrap_or_else(|error| panic!("{id} {method}: {error}: {line}"));
                assert_eq!(object["test"], index + 1, "{id} {method}: {line}");
                let answer = object["answer"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{id} {method}: no string answer: {line}"));
                answers.push_str(answer);
                answers.push('\n');
            }
            assert_eq!(answers, text(&contest.stdout), "{id} {method}");
        }
    }
}
