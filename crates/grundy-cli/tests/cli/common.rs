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
