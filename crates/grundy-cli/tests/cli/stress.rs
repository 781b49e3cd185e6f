//! `grundy stress`: a user's program run against the game's answers, with real processes: a
//! wrong Nim solution shrunk to a smallest failing input, right ones passing, a crash and a
//! timeout reported, and the options refused where they would do nothing.

use std::fs;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::common::{grundy, text};

/// A Nim solution in Python, wrong when `condition` (on `n` and `heaps`) holds.
fn nim_in_python(name: &str, condition: &str) -> PathBuf {
    let directory = std::env::temp_dir().join(format!("grundy-stress-{}", std::process::id()));
    fs::create_dir_all(&directory).expect("a temporary directory");
    let path = directory.join(format!("{name}.py"));
    let script = format!(
        "import sys\n\
         data = sys.stdin.read().split()\n\
         t, at = int(data[0]), 1\n\
         for _ in range(t):\n\
         \x20   n = int(data[at])\n\
         \x20   heaps = [int(word) for word in data[at + 1:at + 1 + n]]\n\
         \x20   at += 1 + n\n\
         \x20   wins = 0\n\
         \x20   for heap in heaps:\n\
         \x20       wins ^= heap\n\
         \x20   if {condition}:\n\
         \x20       wins = not wins\n\
         \x20   print('Yes' if wins else 'No')\n"
    );
    fs::write(&path, script).expect("the script is written");
    path
}

/// The numbers of an input.
fn numbers(input: &str) -> Vec<u64> {
    input
        .split_ascii_whitespace()
        .map(|word| word.parse().expect("a number"))
        .collect()
}

#[test]
fn a_wrong_program_is_shrunk_to_a_smallest_failing_input_and_saved() {
    let script = nim_in_python("wrong", "n == 3 and max(heaps) > 5");
    let saved = script.with_extension("in");
    let output = grundy(
        &[
            "stress",
            "nim",
            "--tests",
            "5",
            "--save",
            saved.to_str().unwrap(),
            "--",
            "python3",
            script.to_str().unwrap(),
        ],
        b"",
    );
    let printed = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{printed}");
    assert_eq!(
        text(&output.stderr),
        "error: the program fails on nim: wrong answer\n"
    );
    assert!(printed.starts_with("wrong answer on input "), "{printed}");
    assert!(printed.contains(" to 1 test of size 3\n"), "{printed}");
    let input = fs::read_to_string(&saved).expect("saved");
    let heaps = numbers(&input);
    assert_eq!(&heaps[..2], &[1, 3], "{input}");
    assert!(heaps[2..].iter().any(|&heap| heap > 5), "{input}");
    assert!(
        printed.contains(&format!("input:\n{input}output of the program:\n")),
        "{printed}"
    );
    // The first player wins with one heap above 5 and the others shrunk to 0.
    assert!(
        printed.ends_with("output of the program:\nNo\nexpected:\nYes\n"),
        "{printed}"
    );
}

#[test]
fn right_programs_pass() {
    let grundy_itself = env!("CARGO_BIN_EXE_grundy");
    let output = grundy(
        &[
            "stress",
            "nim",
            "--cases",
            "40",
            "--jobs",
            "2",
            "--",
            grundy_itself,
            "solve",
            "nim",
        ],
        b"",
    );
    assert_eq!(text(&output.stdout), "passed 40 inputs\n");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let script = nim_in_python("right", "False");
    let output = grundy(
        &[
            "stress",
            "nim",
            "--cases",
            "10",
            "--tests",
            "3",
            "--method",
            "brute",
            "--",
            "python3",
            script.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(text(&output.stdout), "passed 10 inputs\n");
    assert!(output.status.success(), "{}", text(&output.stderr));
}

#[test]
fn shards_split_the_inputs() {
    let grundy_itself = env!("CARGO_BIN_EXE_grundy");
    for (shard, passed) in [("1/3", 4), ("2/3", 3), ("3/3", 3)] {
        let output = grundy(
            &[
                "stress",
                "split-game",
                "--cases",
                "10",
                "--shard",
                shard,
                "--",
                grundy_itself,
                "solve",
                "split-game",
            ],
            b"",
        );
        assert_eq!(
            text(&output.stdout),
            format!("passed {passed} inputs\n"),
            "{shard}"
        );
    }
    let output = grundy(&["stress", "nim", "--shard", "4/3", "--", "true"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("not a part I/K of K parts"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn a_crash_is_reported_with_what_the_program_wrote() {
    let output = grundy(
        &[
            "stress",
            "misere-nim",
            "--",
            "sh",
            "-c",
            "echo partial; echo trouble >&2; exit 3",
        ],
        b"",
    );
    let printed = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{printed}");
    assert_eq!(
        text(&output.stderr),
        "error: the program fails on misere-nim: crash (exit status 3)\n"
    );
    // Any input crashes it, so the smallest is one heap of 0.
    assert!(
        printed.starts_with("crash (exit status 3) on input 1 (family contest; 0 passed"),
        "{printed}"
    );
    assert!(
        printed.contains(
            "input:\n1\n1\n0\noutput of the program:\npartial\nstandard error of the \
             program:\ntrouble\nexpected:\n"
        ),
        "{printed}"
    );
}

#[test]
fn a_timeout_kills_the_program() {
    let started = Instant::now();
    let output = grundy(
        &[
            "stress",
            "nim",
            "--n",
            "2",
            "--timeout",
            "0.3",
            "--",
            "sleep",
            "30",
        ],
        b"",
    );
    let printed = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{printed}");
    assert_eq!(
        text(&output.stderr),
        "error: the program fails on nim: timeout (no answer within 0.3 s)\n"
    );
    assert!(printed.contains(" to 1 test of size 1\n"), "{printed}");
    // Every run was killed at its limit: shrinking took a few of them, not 30 s each.
    assert!(started.elapsed() < Duration::from_secs(20), "{printed}");
}

/// Whether process `pid` still runs (a zombie waiting to be reaped does not).
fn running(pid: &str) -> bool {
    fs::read_to_string(format!("/proc/{pid}/stat"))
        .map(|stat| {
            let state = stat
                .rsplit_once(')')
                .map_or("", |(_, rest)| rest.trim_start());
            !state.starts_with('Z') && !state.starts_with('X')
        })
        .unwrap_or(false)
}

#[test]
fn a_timeout_kills_what_the_program_started() {
    // A wrapper script whose child does the work (and here hangs): each run's child writes its
    // process id, and every one of them is gone once stress is done.
    let directory = std::env::temp_dir().join(format!("grundy-stress-{}", std::process::id()));
    fs::create_dir_all(&directory).expect("a temporary directory");
    let pids = directory.join("children");
    let _ = fs::remove_file(&pids);
    let script = format!("sleep 30 & echo $! >> '{}'; wait", pids.display());
    let output = grundy(
        &[
            "stress",
            "nim",
            "--n",
            "2",
            "--cases",
            "3",
            "--timeout",
            "0.3",
            "--",
            "sh",
            "-c",
            &script,
        ],
        b"",
    );
    let printed = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{printed}");
    assert!(
        text(&output.stderr).contains("timeout (no answer within 0.3 s)"),
        "{}",
        text(&output.stderr)
    );
    let children = fs::read_to_string(&pids).expect("the children wrote their ids");
    assert!(!children.trim().is_empty());
    // SIGKILL is delivered asynchronously: give the children a moment to go.
    let started = Instant::now();
    while children.split_whitespace().any(running) && started.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    for child in children.split_whitespace() {
        assert!(!running(child), "the program's child {child} still runs");
    }
}

#[test]
fn options_that_do_not_apply_are_refused() {
    let refused = |arguments: &[&str], phrase: &str| {
        let output = grundy(arguments, b"");
        let message = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{arguments:?}: {message}");
        assert!(message.contains(phrase), "{arguments:?}: {message}");
        assert_eq!(message.lines().count(), 1, "{message}");
    };
    refused(
        &["stress", "path-marking", "--max-value", "9", "--", "true"],
        "--max-value does not apply to path-marking (it applies to nim, misere-nim, hunger-game",
    );
    refused(
        &["stress", "moore-nim", "--tests", "2", "--", "true"],
        "--tests must be 1 for this game",
    );
    refused(
        &["stress", "nim", "--family", "fancy", "--", "true"],
        "unknown family 'fancy'; the families are: random,",
    );
    refused(
        &["stress", "nim", "--n", "7", "--", "true"],
        "--n must be from 1 to 6",
    );
    refused(
        &[
            "stress",
            "nim",
            "--cases",
            "5",
            "--seconds",
            "1",
            "--",
            "true",
        ],
        "cannot be used with",
    );
    refused(&["stress", "nim"], "PROGRAM");
    refused(
        &["stress", "nim", "--", "./no-such-program"],
        "input 1: cannot run ./no-such-program:",
    );
}

#[test]
fn seconds_bound_the_run() {
    let grundy_itself = env!("CARGO_BIN_EXE_grundy");
    let output = grundy(
        &[
            "stress",
            "nim",
            "--seconds",
            "0.5",
            "--",
            grundy_itself,
            "solve",
            "nim",
        ],
        b"",
    );
    let printed = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let passed: u64 = printed
        .strip_prefix("passed ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|count| count.parse().ok())
        .expect(&printed);
    assert!(passed > 0, "{printed}");
}
