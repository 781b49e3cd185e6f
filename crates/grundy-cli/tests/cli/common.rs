//! What every golden test of the binary needs: running `grundy` on given bytes, and the
//! catalog's rules for bad input (exit status 2, one line on stderr naming the line, only the
//! answers to earlier tests on stdout).

#![allow(dead_code)] // Not every helper is used by every game.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the binary with `arguments`, feeding `stdin`.
pub fn grundy(arguments: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(arguments)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut input = child.stdin.take().expect("stdin");
    // The binary may stop reading early (a usage error); a broken pipe is then expected.
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().expect("the binary finishes")
}

/// Bytes as text, for messages and comparisons.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Asserts that `grundy arguments` rejects `input` the catalog's way: exit status 2, one line on
/// stderr starting `error: <location> ` and containing `phrase`, and stdout exactly `stdout`
/// (the answers to the tests before the bad one) unless `stdout` is `None`.
pub fn assert_rejected(
    arguments: &[&str],
    input: &str,
    location: &str,
    phrase: &str,
    stdout: Option<&str>,
) {
    let output = grundy(arguments, input.as_bytes());
    let message = text(&output.stderr);
    assert_eq!(
        output.status.code(),
        Some(2),
        "{arguments:?} {input:?}: {message}"
    );
    assert!(
        message.starts_with(&format!("error: {location} ")),
        "{arguments:?} {input:?}: {message}"
    );
    assert!(
        message.contains(phrase),
        "{arguments:?} {input:?}: {message}"
    );
    assert_eq!(
        message.lines().count(),
        1,
        "{arguments:?} {input:?}: {message}"
    );
    if let Some(stdout) = stdout {
        assert_eq!(text(&output.stdout), stdout, "{arguments:?} {input:?}");
    }
}

/// Asserts that `grundy solve <game>` rejects each `(input, location, phrase, stdout)` the
/// catalog's way ([`assert_rejected`]) by both methods and in every report: plain, `--explain` and
/// `--json`. `stdout` is what the plain report prints before the error (the answers to the tests
/// before the bad one); where it is empty, no report may print anything either.
pub fn assert_bad_inputs(game: &str, cases: &[(&str, &str, &str, &str)]) {
    for &(input, location, phrase, stdout) in cases {
        for method in ["fast", "brute"] {
            for report in [None, Some("--explain"), Some("--json")] {
                let mut arguments = vec!["solve", game, "--method", method];
                arguments.extend(report);
                let expected = (report.is_none() || stdout.is_empty()).then_some(stdout);
                assert_rejected(&arguments, input, location, phrase, expected);
            }
        }
    }
}

/// [`assert_bad_inputs`] for `(input, location, phrase)` whose fault is in the first test, so
/// that nothing at all may reach stdout.
pub fn assert_bad_first_tests(game: &str, cases: &[(&str, &str, &str)]) {
    let cases: Vec<_> = cases
        .iter()
        .map(|&(input, location, phrase)| (input, location, phrase, ""))
        .collect();
    assert_bad_inputs(game, &cases);
}

/// Asserts that `grundy solve <game> --method <method>` answers `input` with exactly `expected`,
/// successfully and with nothing on stderr, for each of `methods`.
pub fn assert_solves(game: &str, methods: &[&str], input: &str, expected: &str) {
    for method in methods {
        let output = grundy(&["solve", game, "--method", method], input.as_bytes());
        assert!(
            output.status.success(),
            "{game} {method} {input:?}: {}",
            text(&output.stderr)
        );
        assert_eq!(text(&output.stdout), expected, "{game} {method} {input:?}");
        assert!(output.stderr.is_empty(), "{game} {method} {input:?}");
    }
}

/// Asserts that the bundled example `examples/<game>.in`, named as a file, gets `expected`.
pub fn assert_example_file(game: &str, expected: &str) {
    let path = format!("../../examples/{game}.in");
    let output = grundy(&["solve", game, &path], b"");
    assert!(output.status.success(), "{game}: {}", text(&output.stderr));
    assert_eq!(text(&output.stdout), expected, "{game}");
}

/// Writes `input` to a file of its own named after `name` in this run's own folder, for `grundy
/// play` (which reads the game from a file: standard input carries the moves). Every call gets a
/// new file, so tests running at once never share one.
pub fn input_file(name: &str, input: &str) -> std::path::PathBuf {
    static FILES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let file = FILES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let directory = std::env::temp_dir().join(format!("grundy-play-{}", std::process::id()));
    std::fs::create_dir_all(&directory).expect("a temporary directory");
    let path = directory.join(format!("{file}-{name}"));
    std::fs::write(&path, input).expect("the input is written");
    path
}

/// Runs `grundy play` with `arguments` on the game file `input` (written under `name`), typing
/// `commands`.
pub fn play(name: &str, input: &str, arguments: &[&str], commands: &str) -> Output {
    let path = input_file(name, input);
    let mut all = vec!["play"];
    all.extend_from_slice(arguments);
    all.push(path.to_str().expect("a UTF-8 path"));
    grundy(&all, commands.as_bytes())
}

/// As [`play`], asserting that it ends successfully with nothing on stderr: its transcript.
pub fn transcript(name: &str, input: &str, arguments: &[&str], commands: &str) -> String {
    let output = play(name, input, arguments, commands);
    assert!(
        output.status.success(),
        "{arguments:?}: {}",
        text(&output.stderr)
    );
    assert!(output.stderr.is_empty(), "{}", text(&output.stderr));
    text(&output.stdout)
}

/// The lines of a `grundy play --json` transcript, each one JSON object.
pub fn json_lines(transcript: &str) -> Vec<serde_json::Value> {
    transcript
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object a line"))
        .collect()
}
