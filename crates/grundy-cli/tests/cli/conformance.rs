//! The game contract, checked over the whole catalog through the binary: every game, the same
//! checks. Per-game test files keep only what is specific to their game (its samples' facts,
//! its theory, its exhaustive evidence).
//!
//! For every game of `grundy games`:
//! * its bundled example (`examples/<id>.in`) gives `examples/<id>.out` byte for byte, by the fast
//!   solver and by the oracle (unless the oracle refuses it for size, with its one-line message);
//! * bad input of every class is refused the catalog's way: exit status 2, one line on stderr
//!   naming the line, and only whole answers to earlier tests on stdout;
//! * every generator family is deterministic, and what it generates is solved alike by both
//!   methods (with `--loopy` for the games that offer it, whose families may have cycles);
//! * `--json` follows the one convention (`test`, `answer`, `method`, `verdict`, and the winning
//!   moves as a list with their count and completeness), and `--explain` names the method;
//! * a short `grundy check` finds no disagreement;
//! * the README's catalog table follows the tool, every game has a docs page, and
//!   `grundy games <id>` describes every family of its generator.

use std::fs;

use crate::common::{grundy, text};
use serde_json::Value;

const README: &str = include_str!("../../../../README.md");

/// The ids `grundy games` prints (each game's first line starts with its id).
fn catalog_ids() -> Vec<String> {
    let output = grundy(&["games"], b"");
    assert!(output.status.success());
    text(&output.stdout)
        .lines()
        .filter(|line| !line.starts_with(' ') && !line.is_empty())
        .map(|line| line.split_whitespace().next().unwrap().to_string())
        .collect()
}

/// A file of the repository, by its path from the root.
fn repo_file(path: &str) -> Vec<u8> {
    fs::read(format!("../../{path}")).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The families of a game's generator, as its refusal of an unknown family lists them.
fn families(id: &str) -> Vec<String> {
    let output = grundy(&["gen", id, "--family", "no-such-family", "--n", "5"], b"");
    assert_eq!(output.status.code(), Some(2), "{id}");
    let message = text(&output.stderr);
    let list = message
        .split("the families are: ")
        .nth(1)
        .unwrap_or_else(|| panic!("{id}: {message}"));
    list.trim().split(", ").map(str::to_string).collect()
}

/// Whether an oracle run was refused for size: exit status 2 and the oracle's one-line message.
fn refused_by_the_oracle(output: &std::process::Output) -> bool {
    output.status.code() == Some(2) && text(&output.stderr).contains("brute-force oracle")
}

/// A small input of `family` for `id`: the first of a few sizes the generator accepts, with
/// `tests` tests (one where the game has one test per file).
fn generated(id: &str, family: &str, tests: &str, seed: &str) -> Vec<u8> {
    let one = grundy(
        &["gen", id, "--family", family, "--n", "6", "--tests", "2"],
        b"",
    );
    let tests = if text(&one.stderr).contains("one test per file") {
        "1"
    } else {
        tests
    };
    for size in ["6", "9", "16", "40"] {
        let output = grundy(
            &[
                "gen", id, "--family", family, "--n", size, "--tests", tests, "--seed", seed,
            ],
            b"",
        );
        if output.status.success() {
            return output.stdout;
        }
        assert_eq!(output.status.code(), Some(2), "{id} {family} --n {size}");
    }
    panic!("{id} {family}: no small size accepted");
}

#[test]
fn the_readme_catalog_and_the_docs_follow_the_tool() {
    let table = README
        .split("| game id |")
        .nth(1)
        .expect("the README has a catalog table");
    let readme_ids: Vec<String> = table
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            line.split('`')
                .nth(1)
                .expect("an id in backticks")
                .to_string()
        })
        .collect();
    assert_eq!(readme_ids, catalog_ids());
    let benchmarks = text(&repo_file("docs/benchmarks.md"));
    for id in catalog_ids() {
        let heading = |line: &str| line.starts_with("## ") && line.contains(id.as_str());
        assert!(
            benchmarks.lines().any(heading),
            "docs/benchmarks.md has no section for {id}"
        );
        let page = text(&repo_file(&format!("docs/games/{id}.md")));
        assert!(page.starts_with(&format!("# {id}: ")), "docs/games/{id}.md");
        for section in [
            "## Rules",
            "## Input",
            "## Output",
            "## Example",
            "<!-- more -->",
        ] {
            assert!(page.contains(section), "docs/games/{id}.md lacks {section}");
        }
        let described = text(&grundy(&["games", &id], b"").stdout);
        assert!(
            described.starts_with(&format!("# {id}: ")),
            "{id}: {described}"
        );
        assert!(!described.contains("<!-- more -->"), "{id}");
        for family in families(&id) {
            assert!(
                described.contains(&format!("`{family}`")),
                "grundy games {id} does not describe the family {family}"
            );
        }
        let example = text(&repo_file(&format!("examples/{id}.in")));
        assert!(described.contains("## Example"), "{id}");
        assert!(!example.is_empty(), "{id}");
    }
}

#[test]
fn every_example_gives_its_output_by_both_methods() {
    for id in catalog_ids() {
        let input = format!("../../examples/{id}.in");
        let expected = repo_file(&format!("examples/{id}.out"));
        let fast = grundy(&["solve", &id, &input], b"");
        assert!(fast.status.success(), "{id}: {}", text(&fast.stderr));
        assert_eq!(text(&fast.stdout), text(&expected), "{id} fast");
        let brute = grundy(&["solve", &id, &input, "--method", "brute"], b"");
        if !refused_by_the_oracle(&brute) {
            assert!(brute.status.success(), "{id}: {}", text(&brute.stderr));
            assert_eq!(text(&brute.stdout), text(&expected), "{id} brute");
        }
    }
}

/// Asserts the catalog's way of refusing `input`: exit status 2, one line on stderr that names a
/// line of the input, and on stdout only whole lines of the answers to the tests before.
fn assert_refused(id: &str, input: &[u8], what: &str) {
    let full = text(&grundy(&["solve", id], &repo_file(&format!("examples/{id}.in"))).stdout);
    for method in ["fast", "brute"] {
        let output = grundy(&["solve", id, "--method", method], input);
        let message = text(&output.stderr);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{id} {what} {method}: {message}"
        );
        assert_eq!(
            message.lines().count(),
            1,
            "{id} {what} {method}: {message}"
        );
        assert!(
            message.starts_with("error: line "),
            "{id} {what} {method}: {message}"
        );
        let printed = text(&output.stdout);
        assert!(
            printed.is_empty() || printed.ends_with('\n'),
            "{id} {what} {method}: a half-written answer {printed:?}"
        );
        if method == "fast" {
            assert!(
                full.starts_with(&printed),
                "{id} {what}: {printed:?} is not the start of {full:?}"
            );
        }
    }
}

#[test]
fn bad_input_of_every_class_is_refused_the_same_way() {
    for id in catalog_ids() {
        let example = repo_file(&format!("examples/{id}.in"));
        assert_refused(&id, b"", "an empty input");
        assert_refused(&id, b"  \n\t\n", "only white space");
        assert_refused(&id, b"x\n", "a word");
        assert_refused(&id, b"-1\n", "a sign");
        assert_refused(&id, b"18446744073709551616\n", "a number beyond 64 bits");
        // The example cut inside its last token's line: the input ends too early.
        let text = text(&example);
        let trimmed = text.trim_end();
        let cut = trimmed
            .rfind(|c: char| c.is_ascii_whitespace())
            .expect("an example of several tokens");
        assert_refused(&id, &trimmed.as_bytes()[..cut], "a truncated input");
        // A stray token after the last test.
        let mut extra = example.clone();
        extra.extend_from_slice(b"\nz\n");
        assert_refused(&id, &extra, "a stray token at the end");
        // A letter in place of the last number.
        let mut letter = trimmed[..cut].to_string();
        letter.push_str(" q\n");
        assert_refused(&id, letter.as_bytes(), "a letter in place of a number");
    }
}

/// Whether a game is also played on graphs with cycles (`--loopy`): some of its families then
/// need it.
fn offers_loopy(id: &str) -> bool {
    let example = repo_file(&format!("examples/{id}.in"));
    grundy(&["solve", id, "--loopy"], &example).status.success()
}

/// The arguments, with `--loopy` added when `loopy`.
fn with_loopy<'a>(arguments: &[&'a str], loopy: bool) -> Vec<&'a str> {
    let mut arguments = arguments.to_vec();
    if loopy {
        arguments.push("--loopy");
    }
    arguments
}

#[test]
fn every_family_is_deterministic_and_solved_alike_by_both_methods() {
    for id in catalog_ids() {
        let loopy = offers_loopy(&id);
        for family in families(&id) {
            let first = generated(&id, &family, "2", "11");
            assert_eq!(first, generated(&id, &family, "2", "11"), "{id} {family}");
            let fast = grundy(&with_loopy(&["solve", &id], loopy), &first);
            assert!(
                fast.status.success(),
                "{id} {family}: {}",
                text(&fast.stderr)
            );
            let brute = grundy(
                &with_loopy(&["solve", &id, "--method", "brute"], loopy),
                &first,
            );
            if !refused_by_the_oracle(&brute) {
                assert!(
                    brute.status.success(),
                    "{id} {family}: {}",
                    text(&brute.stderr)
                );
                assert_eq!(text(&fast.stdout), text(&brute.stdout), "{id} {family}");
            }
        }
    }
}

/// Checks one JSON report against the convention; returns the contest text it carries. `last`
/// is the numbering of the report before (`(test, query)`), updated: one report per test
/// numbered `1, 2, ...`, or, where a test's output has a line per query (`query` key), one per
/// query numbered `1, 2, ...` within each test (a test without queries has none).
fn check_json_line(id: &str, method: &str, line: &str, last: &mut (u64, u64), all: bool) -> String {
    let object: Value =
        serde_json::from_str(line).unwrap_or_else(|error| panic!("{id} {method}: {error}: {line}"));
    let context = format!("{id} {method}: {line}");
    let test = object["test"].as_u64().expect("a test number");
    match object
        .get("query")
        .map(|query| query.as_u64().expect("a query number"))
    {
        None => assert_eq!(test, last.0 + 1, "{context}"),
        Some(query) if test == last.0 => assert_eq!(query, last.1 + 1, "{context}"),
        Some(query) => assert!(test > last.0 && query == 1, "{context}"),
    }
    *last = (
        test,
        object.get("query").and_then(Value::as_u64).unwrap_or(0),
    );
    assert_eq!(object["method"], method, "{context}");
    let answer = object["answer"]
        .as_str()
        .expect("a string answer")
        .to_string();
    match object.get("verdict") {
        Some(verdict) => {
            assert!(
                ["first", "second", "draw"].contains(&verdict.as_str().unwrap_or("")),
                "{context}"
            );
            let moves = object["winning_moves"].as_array().expect("a list of moves");
            let count = object["winning_moves_count"].as_u64().expect("a count");
            let complete = object["winning_moves_complete"].as_bool().expect("a flag");
            assert!(moves.len() as u64 <= count, "{context}");
            if all {
                assert_eq!(moves.len() as u64, count, "{context}");
            } else {
                assert_eq!(moves.len() as u64, count.min(10), "{context}");
            }
            if verdict != "first" {
                assert_eq!(count, 0, "{context}");
                assert!(complete, "{context}");
            }
            if method == "brute" {
                assert!(complete, "the oracle finds every winning move: {context}");
            }
        }
        None => {
            for key in [
                "winning_moves",
                "winning_moves_count",
                "winning_moves_complete",
            ] {
                assert!(
                    object.get(key).is_none(),
                    "{key} without a verdict: {context}"
                );
            }
        }
    }
    for (key, value) in object.as_object().unwrap() {
        assert!(
            !matches!(
                key.as_str(),
                "first_player_wins" | "winning_move_count" | "winning_moves_total"
            ),
            "{key} is not a key of the convention: {context}"
        );
        if key.ends_with("_count") {
            assert!(value.is_u64(), "{context}");
        }
    }
    answer
}

#[test]
fn json_reports_follow_one_convention_and_explanations_name_the_method() {
    for id in catalog_ids() {
        let mut inputs = vec![repo_file(&format!("examples/{id}.in"))];
        for family in families(&id) {
            inputs.push(generated(&id, &family, "3", "5"));
        }
        let loopy = offers_loopy(&id);
        for input in &inputs {
            let contest = grundy(&with_loopy(&["solve", &id], loopy), input);
            assert!(contest.status.success(), "{id}");
            for method in ["fast", "brute"] {
                for all in [false, true] {
                    let mut arguments = vec!["solve", id.as_str(), "--json", "--method", method];
                    if all {
                        arguments.push("--all");
                    }
                    if loopy {
                        arguments.push("--loopy");
                    }
                    let output = grundy(&arguments, input);
                    if refused_by_the_oracle(&output) {
                        continue;
                    }
                    // A game whose reports hold no list refuses --all.
                    let no_list = format!("error: --all does not apply to {id}: ");
                    if all && text(&output.stderr).starts_with(&no_list) {
                        assert_eq!(output.status.code(), Some(2), "{id}");
                        continue;
                    }
                    assert!(output.status.success(), "{id}: {}", text(&output.stderr));
                    let mut answers = String::new();
                    let mut last = (0, 0);
                    for line in text(&output.stdout).lines() {
                        answers.push_str(&check_json_line(&id, method, line, &mut last, all));
                        answers.push('\n');
                    }
                    assert_eq!(answers, text(&contest.stdout), "{id} {method}");
                }
                let output = grundy(
                    &with_loopy(&["solve", &id, "--explain", "--method", method], loopy),
                    input,
                );
                if refused_by_the_oracle(&output) {
                    continue;
                }
                let words = if method == "fast" {
                    "solved by the fast solver"
                } else {
                    "solved by the brute-force oracle"
                };
                assert!(
                    text(&output.stdout).contains(words),
                    "{id} --explain --method {method} does not name the method:\n{}",
                    text(&output.stdout)
                );
            }
        }
    }
}

#[test]
fn a_short_check_finds_no_disagreement() {
    for id in catalog_ids() {
        let output = grundy(&["check", &id, "--cases", "40", "--seed", "9"], b"");
        assert!(output.status.success(), "{id}: {}", text(&output.stderr));
        assert_eq!(
            text(&output.stdout),
            "checked 40 cases, 0 disagreements\n",
            "{id}"
        );
    }
}
