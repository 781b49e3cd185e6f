//! zigzag's dialogue: `grundy play zigzag` against the spec's transcripts byte for byte, line by
//! line without reading ahead, against bad judge input, and against `grundy judge zigzag` on
//! hundreds of matrices; the judge against deliberately weak and broken players (Python 3
//! scripts in `zigzag_players/`), correct players that are not ours, bad files and arguments.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::common::{grundy, text};

const GRUNDY: &str = env!("CARGO_BIN_EXE_grundy");

/// The spec's test file 3.
const FILE_3: &str = "1\n4\n16 1 11 6\n3 14 8 9\n12 7 2 15\n5 10 13 4\n";
/// The statement's first matrix (the spec's test file 1).
const FILE_1: &str = "1\n3\n3 1 9\n2 5 7\n6 4 8\n";

fn player_script(name: &str) -> String {
    format!(
        "{}/tests/cli/zigzag_players/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// A file of this test, written once into a directory of its own.
fn write_file(name: &str, contents: &[u8]) -> PathBuf {
    let directory = std::env::temp_dir().join(format!("grundy-zigzag-{}", std::process::id()));
    std::fs::create_dir_all(&directory).expect("a temporary directory");
    let path = directory.join(name);
    std::fs::write(&path, contents).expect("the file is written");
    path
}

/// A generated file of `grundy gen zigzag`.
fn generated(family: &str, n: u64, tests: u64, seed: u64) -> Vec<u8> {
    let output = grundy(
        &[
            "gen",
            "zigzag",
            "--family",
            family,
            "--n",
            &n.to_string(),
            "--tests",
            &tests.to_string(),
            "--seed",
            &seed.to_string(),
        ],
        b"",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    output.stdout
}

/// `grundy judge zigzag FILE OPTIONS -- PLAYER...`.
fn judge(file: &Path, options: &[&str], player: &[&str]) -> Output {
    let mut arguments = vec!["judge", "zigzag", file.to_str().expect("a UTF-8 path")];
    arguments.extend_from_slice(options);
    arguments.push("--");
    arguments.extend_from_slice(player);
    grundy(&arguments, b"")
}

/// `grundy judge` with our own player.
fn judge_ours(file: &Path, options: &[&str]) -> Output {
    judge(file, options, &[GRUNDY, "play", "zigzag"])
}

fn python(script: &str, mode: &str) -> Vec<String> {
    vec!["python3".into(), player_script(script), mode.into()]
}

fn judge_python(file: &Path, options: &[&str], script: &str, mode: &str) -> Output {
    let player = python(script, mode);
    let player: Vec<&str> = player.iter().map(String::as_str).collect();
    judge(file, options, &player)
}

#[test]
fn the_spec_s_transcripts_are_played_byte_for_byte() {
    let dialogues = [
        (format!("{FILE_3}I 2\n4\n3\n1\n-1\n"), "B\n5\n8\n7\n6\n"),
        (format!("{FILE_1}I 1\n-1\n"), "B\n6\n"),
        (format!("{FILE_1}D 4\n5\n-1\n"), "B\n3\n2\n"),
        // The statement's second game, where the contestant is Bob.
        ("1\n1\n1\nI 1\n-1\n".to_string(), "B\n2\n"),
        // Both games of a file of two.
        (
            "2\n1\n1\nI 1\n-1\n3\n3 1 9\n2 5 7\n6 4 8\nD 4\n5\n-1\n".to_string(),
            "B\n2\nB\n3\n2\n",
        ),
    ];
    for (judge_says, player_says) in dialogues {
        let output = grundy(&["play", "zigzag"], judge_says.as_bytes());
        assert!(output.status.success(), "{}", text(&output.stderr));
        assert_eq!(text(&output.stdout), player_says, "{judge_says}");
        assert!(output.stderr.is_empty());
    }
    // --explain comments on stderr and leaves the protocol alone.
    let output = grundy(
        &["play", "zigzag", "--explain"],
        format!("{FILE_3}I 2\n4\n3\n1\n-1\n").as_bytes(),
    );
    assert_eq!(text(&output.stdout), "B\n5\n8\n7\n6\n");
    let commentary = text(&output.stderr);
    assert!(commentary.contains("I left matching"), "{commentary}");
    assert!(commentary.contains("1->6 2->5 3->7 4->8"), "{commentary}");
    assert!(
        commentary.contains("Bob 4 -> 8 (weight 4; 4 < 5, decreasing)"),
        "{commentary}"
    );
}

#[test]
fn play_answers_each_line_before_the_next_is_sent() {
    let mut child = Command::new(GRUNDY)
        .args(["play", "zigzag"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the player starts");
    let mut to_player = child.stdin.take().expect("stdin");
    let from_player = child.stdout.take().expect("stdout");
    let (sender, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(from_player).lines() {
            if sender.send(line.expect("a line")).is_err() {
                break;
            }
        }
    });
    let mut exchange = |send: &str, expected: &str| {
        to_player.write_all(send.as_bytes()).expect("written");
        to_player.flush().expect("flushed");
        let line = lines
            .recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("no reply to {send:?}: the player waits for more input"));
        assert_eq!(line, expected, "after {send:?}");
    };
    // The rows arrive, the answer B must come before the judge says more.
    exchange(FILE_3, "B");
    exchange("I 2\n", "5");
    exchange("4\n", "8");
    exchange("3\n", "7");
    exchange("1\n", "6");
    to_player.write_all(b"-1\n").expect("written");
    drop(to_player);
    let status = child.wait().expect("the player exits");
    assert!(status.success());
}

/// Asserts that `grundy play zigzag` refuses `input`: exit status `status`, one line on stderr
/// starting `error: <location>` and containing `phrase`, and only whole lines on stdout.
fn assert_play_refuses(input: &str, status: i32, location: &str, phrase: &str) {
    let output = grundy(&["play", "zigzag"], input.as_bytes());
    // The input as failures show it: its start.
    let input: String = input.chars().take(80).collect();
    let message = text(&output.stderr);
    assert_eq!(output.status.code(), Some(status), "{input:?}: {message}");
    assert_eq!(message.lines().count(), 1, "{input:?}: {message}");
    assert!(
        message.starts_with(&format!("error: {location}")),
        "{input:?}: {message}"
    );
    assert!(message.contains(phrase), "{input:?}: {message}");
    let printed = text(&output.stdout);
    assert!(printed.is_empty() || printed.ends_with('\n'), "{printed:?}");
}

#[test]
fn play_refuses_bad_judge_input() {
    let game = "1\n3\n3 1 9\n2 5 7\n6 4 8\n";
    assert_play_refuses("", 2, "line 1:", "the number of games t");
    assert_play_refuses("0\n", 2, "line 1:", "out of range");
    assert_play_refuses("1\n0\n", 2, "line 2 (game 1):", "n 0 is out of range");
    assert_play_refuses("1\n1001\n", 2, "line 2 (game 1):", "out of range 1..1000");
    assert_play_refuses(
        "1\n3\n3 1 9\n2 5 7\n6 4\n",
        2,
        "line 5 (game 1):",
        "ends where",
    );
    assert_play_refuses("1\n2\n1 x\n", 2, "line 3 (game 1):", "found 'x'");
    // A line beyond 1 MiB (here one that never ends) is refused without reading it all; one of
    // 1 MiB is read.
    let endless = format!("1\n3\n{}", "7".repeat(3 << 20));
    assert_play_refuses(&endless, 2, "line 3 (game 1):", "longer than 1048576 bytes");
    let padded = format!("1\n1\n{}5\nI 1\n-1\n", " ".repeat((1 << 20) - 1));
    let output = grundy(&["play", "zigzag"], padded.as_bytes());
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "B\n2\n");
    assert_play_refuses("1\n2\n1 -3\n", 2, "line 3 (game 1):", "negative numbers");
    assert_play_refuses(
        "1\n2\n1 18446744073709551616\n",
        2,
        "line 3 (game 1):",
        "does not fit in 64 bits",
    );
    assert_play_refuses(
        "1\n2\n1 9223372036854775808\n",
        2,
        "line 3 (game 1):",
        "out of range 0..9223372036854775807",
    );
    assert_play_refuses(
        "1\n2\n1 2\n3 2\n",
        2,
        "line 4 (game 1):",
        "appears twice (first on line 3)",
    );
    assert_play_refuses(&format!("{game}X 1\n"), 2, "line 6 (game 1):", "I or D");
    assert_play_refuses(
        &format!("{game}I 7\n"),
        2,
        "line 6 (game 1):",
        "out of range 1..6",
    );
    assert_play_refuses(
        &format!("{game}I 0\n"),
        2,
        "line 6 (game 1):",
        "out of range 1..6",
    );
    // Alice's moves: out of range, own side, visited, against her direction.
    assert_play_refuses(
        &format!("{game}D 4\n9\n"),
        2,
        "line 7 (game 1):",
        "out of range",
    );
    assert_play_refuses(
        &format!("{game}D 4\n2\n"),
        2,
        "line 7 (game 1):",
        "same side",
    );
    assert_play_refuses(&format!("{game}D 4\n4\n"), 2, "line 7 (game 1):", "visited");
    assert_play_refuses(&format!("{game}D 1\n1\n"), 2, "line 7 (game 1):", "visited");
    assert_play_refuses(
        &format!("{game}D 4\n6\n"),
        2,
        "line 7 (game 1):",
        "not lighter",
    );
    assert_play_refuses(
        &format!("{game}D 4\n-3\n"),
        2,
        "line 7 (game 1):",
        "negative",
    );
    assert_play_refuses(
        &format!("{game}D 4\n5\n-1\n5\n"),
        2,
        "line 9 (game 1):",
        "after the last game",
    );
    assert_play_refuses(
        &format!("{game}D 4\n5\n"),
        2,
        "line 7 (game 1):",
        "ends where",
    );
    // The judge's -2 says our move was invalid: status 1.
    assert_play_refuses(
        &format!("{game}D 4\n-2\n"),
        1,
        "game 1:",
        "rejected our move",
    );
    assert_play_refuses("1\n1\n1\n-2\n", 1, "game 1:", "rejected our move");
}

#[test]
fn play_and_solve_read_a_matrix_alike() {
    // One reader serves both: the same bad matrix gets the same message (a game of the dialogue
    // is a test of the file). Only a negative number's hint differs: the dialogue has -1 and -2.
    for input in [
        "1\n0\n",
        "1\n1001\n",
        "1\n2\n1 x\n",
        "1\n2\n1 9223372036854775808\n",
        "1\n2\n1 99999999999999999999\n",
        "1\n2\n1 2\n3 2\n",
        "1\n3\n1 2 3\n4 5 6\n\n7 8 1\n",
        "1\n2\n1 2\n3\n",
    ] {
        let played = grundy(&["play", "zigzag"], input.as_bytes());
        let solved = grundy(&["solve", "zigzag"], input.as_bytes());
        assert_eq!(played.status.code(), Some(2), "{input:?}");
        assert_eq!(solved.status.code(), Some(2), "{input:?}");
        assert_eq!(
            text(&played.stderr),
            text(&solved.stderr).replace("(test 1)", "(game 1)"),
            "{input:?}"
        );
    }
}

#[test]
fn play_wins_against_the_judge_on_hundreds_of_matrices() {
    let mut matrices = 0;
    let mut run = |name: &str, contents: Vec<u8>, options: &[&str], games: u64| {
        let file = write_file(name, &contents);
        let output = judge_ours(&file, options);
        let report = text(&output.stdout);
        assert!(
            output.status.success(),
            "{name} {options:?}: {report}{}",
            text(&output.stderr)
        );
        assert_eq!(
            report
                .lines()
                .filter(|line| line.contains(": OK: "))
                .count() as u64,
            games
        );
        assert!(report
            .lines()
            .last()
            .unwrap_or("")
            .starts_with(&format!("OK: {games} games")));
        matrices += games;
        report
    };
    // Every Alice line for n <= 6 (the default), over every family.
    for (index, family) in [
        "random",
        "sorted-rows",
        "sorted-columns",
        "row-major",
        "column-major",
        "anti-diagonal",
        "cyclic",
        "huge",
    ]
    .into_iter()
    .enumerate()
    {
        for n in 1..=4 {
            let report = run("small.in", generated(family, n, 6, index as u64), &[], 6);
            assert!(report.contains("search complete"), "{report}");
        }
    }
    run("greedy.in", generated("greedy-loses", 4, 20, 1), &[], 20);
    run("five.in", generated("random", 5, 20, 2), &[], 20);
    let report = run("six.in", generated("random", 6, 3, 3), &["--exhaustive"], 3);
    assert!(report.contains("search complete"), "{report}");
    // Greedy and random lines beyond.
    run("twelve.in", generated("random", 12, 50, 4), &[], 50);
    run(
        "fifty.in",
        generated("sorted-columns", 50, 10, 5),
        &["--lines", "12"],
        10,
    );
    run("big.in", generated("huge", 300, 2, 6), &[], 2);
    for seed in 0..3 {
        run(
            "random.in",
            generated("random", 9, 30, 7 + seed),
            &["--random", "--seed", &seed.to_string()],
            30,
        );
    }
    assert!(matrices >= 300, "{matrices}");
}

#[test]
fn the_judge_beats_every_plausible_shortcut() {
    let file = write_file("shortcuts.in", &generated("random", 5, 4, 11));
    for mode in [
        "greedy",
        "wrong-direction",
        "both-lighter",
        "heaviest-first",
    ] {
        let output = judge_python(&file, &[], "weak.py", mode);
        let report = text(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{mode}: {report}");
        assert!(
            report
                .lines()
                .last()
                .unwrap_or("")
                .starts_with("WRONG ANSWER: game 1: "),
            "{mode}: {report}"
        );
        assert!(
            report.contains("invalid move") || report.contains("sent -1"),
            "{mode}: {report}"
        );
    }
    // The greedy Bob survives a random Alice more often: the family made for it is beaten too.
    let file = write_file("greedy-loses.in", &generated("greedy-loses", 3, 5, 12));
    let output = judge_python(&file, &[], "weak.py", "greedy");
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stdout));
}

#[test]
fn the_judge_rejects_broken_players_with_the_reason() {
    let file = write_file("broken.in", &generated("random", 4, 2, 13));
    let cases = [
        ("weight", "not lighter than the last edge"),
        ("revisit", "was visited before"),
        ("own-side", "is on the same side"),
        ("out-of-range", "is out of range 1..8"),
        ("give-up", "sent -1"),
        ("garbage", "sent 'hello' where Bob's move was expected"),
        (
            "answer-a",
            "the player chose A (Alice), and the judge's Bob wins",
        ),
        // The player exits right after its choice: the judge finds out either when its next
        // line cannot be written or when the reply it waits for never comes, whichever the
        // operating system lets happen first (a loaded machine gives both).
        (
            "exit-early",
            "closed its output or exited|closed its input or exited",
        ),
        ("extra-output", "printed 'extra' after the last game"),
        ("nonzero-exit", "the player exited with status 3"),
        ("killed", "the player was killed by signal 15"),
    ];
    for (mode, reason) in cases {
        let output = judge_python(&file, &[], "bad.py", mode);
        let report = text(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{mode}: {report}");
        let last = report.lines().last().unwrap_or("");
        assert!(last.starts_with("WRONG ANSWER: game "), "{mode}: {report}");
        assert!(
            reason.split('|').any(|words| last.contains(words)),
            "{mode}: {report}"
        );
    }
    // A hanging player and one that reads all its input first both run into the time limit,
    // and the judge leaves no process behind.
    for mode in ["hang", "read-all"] {
        let marker = format!("zigzag-marker-{}-{mode}", std::process::id());
        let output = judge(
            &file,
            &["--timeout", "1"],
            &["python3", &player_script("bad.py"), mode, &marker],
        );
        let report = text(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{mode}: {report}");
        assert!(report.contains("no reply within 1 s"), "{mode}: {report}");
        assert!(
            !process_running(&marker),
            "{mode}: the player is still running"
        );
    }
}

#[test]
fn a_player_that_never_reads_runs_into_the_time_limit() {
    // The game's text (n = 300) is far beyond a pipe's buffer: the judge's write must not wait
    // for a player that never reads longer than the time limit.
    let file = write_file("unread.in", &generated("huge", 300, 1, 17));
    let started = std::time::Instant::now();
    let output = judge(&file, &["--timeout", "1"], &["sleep", "40"]);
    let report = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.contains(": the player did not read the judge's line within 1 s ("),
        "{report}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "the judge took {:?}",
        started.elapsed()
    );
}

#[test]
fn the_children_of_a_timed_out_player_are_stopped_too() {
    // A player script whose child hangs: both are stopped at the time limit.
    let file = write_file("children.in", FILE_1.as_bytes());
    let child = format!("77.{}", std::process::id());
    let script = format!("sleep {child}; exit 0");
    let started = std::time::Instant::now();
    let output = judge(&file, &["--timeout", "1"], &["sh", "-c", &script]);
    let report = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("no reply within 1 s"), "{report}");
    // The child shares the judge's stderr: while it runs, the judge's output does not end.
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "the judge's output ended after {:?}",
        started.elapsed()
    );
    // SIGKILL is delivered asynchronously: give the child a moment to go.
    let started = std::time::Instant::now();
    while process_running(&child) && started.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        !process_running(&child),
        "the player's child `sleep {child}` still runs"
    );
}

#[test]
fn a_player_that_exits_leaves_nothing_running() {
    // A correct player that leaves a child behind when it exits: the judge accepts it and ends
    // the child.
    let file = write_file("leftover.in", FILE_1.as_bytes());
    let child = format!("78.{}", std::process::id());
    let script = format!("sleep {child} >/dev/null 2>&1 & exec '{GRUNDY}' play zigzag");
    let output = judge(&file, &["--timeout", "5"], &["sh", "-c", &script]);
    let report = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{report}");
    let started = std::time::Instant::now();
    while process_running(&child) && started.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        !process_running(&child),
        "the player's child `sleep {child}` still runs"
    );
}

#[test]
fn a_rejected_player_may_read_the_rejection() {
    let file = write_file("rejection.in", FILE_1.as_bytes());
    let output = judge_python(&file, &["--timeout", "5"], "bad.py", "read-rejection");
    let report = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("is out of range 1..6"), "{report}");
    assert!(
        text(&output.stderr).contains("the player read -2"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn the_reports_count_in_words() {
    // One game, one line (--random), won, then a failed exit: singular counts.
    let file = write_file("one.in", FILE_1.as_bytes());
    let output = judge_ours(&file, &["--random"]);
    let report = text(&output.stdout);
    assert!(output.status.success(), "{report}");
    assert!(
        report.ends_with("\nOK: 1 game, 1 Alice line won\n"),
        "{report}"
    );
    let output = judge_python(&file, &["--random"], "bad.py", "nonzero-exit");
    let report = text(&output.stdout);
    assert!(
        report.starts_with(
            "game 1: WRONG ANSWER: n = 3: after the last game, the player exited with status 3 \
             (after 1 Alice line won)\n"
        ),
        "{report}"
    );
    // The explanation says who wins once.
    for method in ["fast", "brute"] {
        let output = grundy(
            &["solve", "zigzag", "--explain", "--method", method],
            FILE_1.as_bytes(),
        );
        let explanation = text(&output.stdout);
        let first = explanation.lines().next().unwrap_or("");
        assert!(
            first.starts_with(
                "Game 1 (n = 3): choose B: Bob, the second player, wins every direction and \
                 start, solved by the "
            ),
            "{explanation}"
        );
    }
}

/// Whether a process whose command line contains `marker` runs (Linux's /proc; elsewhere false).
fn process_running(marker: &str) -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|entry| {
        std::fs::read(entry.path().join("cmdline"))
            .map(|cmdline| String::from_utf8_lossy(&cmdline).contains(marker))
            .unwrap_or(false)
    })
}

#[test]
fn correct_players_that_are_not_ours_are_accepted() {
    let file = write_file("others.in", &generated("random", 4, 3, 14));
    for options in [&[][..], &["--exhaustive"][..]] {
        let output = judge_python(&file, options, "stable.py", "receiver");
        assert!(
            output.status.success(),
            "{options:?}: {}",
            text(&output.stdout)
        );
        let output = judge_python(&file, options, "stable.py", "start");
        assert!(
            output.status.success(),
            "{options:?}: {}",
            text(&output.stdout)
        );
    }
    // A player that picks one of two stable matchings at random per game wins every line, but
    // its replies differ on replays: accepted with a note, rejected as a proof.
    let output = judge_python(&file, &[], "stable.py", "either");
    assert!(output.status.success(), "{}", text(&output.stdout));
    assert!(text(&output.stdout).contains("no proof"));
    assert!(text(&output.stderr).contains("is no proof"));
    // A search cut short says so.
    let output = judge_ours(&file, &["--max-lines", "5"]);
    assert!(output.status.success());
    assert!(
        text(&output.stdout)
            .contains("5 Alice lines won, search incomplete (--max-lines 5 reached)"),
        "{}",
        text(&output.stdout)
    );
    let output = judge_python(&file, &["--exhaustive"], "stable.py", "either");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stdout).contains("not deterministic"),
        "{}",
        text(&output.stdout)
    );
}

#[test]
fn the_judge_refuses_bad_files_and_arguments() {
    let big = write_file("seven.in", &generated("random", 7, 1, 15));
    let output = judge_ours(&big, &["--exhaustive"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("--exhaustive searches games with n <= 6"));
    assert!(output.stdout.is_empty());
    let bad = write_file("bad.in", b"1\n2\n1 2\n3 3\n");
    let output = judge_ours(&bad, &[]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).starts_with("error: line 4 (game 1): the weight 3"),
        "{}",
        text(&output.stderr)
    );
    for (contents, location, phrase) in [
        (&b"0\n"[..], "line 1:", "out of range"),
        (b"1\n0\n", "line 2 (game 1):", "out of range 1..1000"),
        (b"1\n1001\n", "line 2 (game 1):", "out of range 1..1000"),
        (
            b"1\n1\n9223372036854775808\n",
            "line 3 (game 1):",
            "out of range",
        ),
        (b"1\n2\n1 2\n3\n", "line 4 (game 1):", "ends where"),
        (b"1\n1\n5\n7\n", "line 4 (game 1):", "after the last test"),
        (b"1\n1\n-1\n", "line 3 (game 1):", "negative"),
    ] {
        let file = write_file("bad-file.in", contents);
        let output = judge_ours(&file, &[]);
        let message = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{message}");
        assert!(
            message.starts_with(&format!("error: {location} ")),
            "{message}"
        );
        assert!(message.contains(phrase), "{message}");
        assert_eq!(message.lines().count(), 1, "{message}");
        assert!(output.stdout.is_empty());
    }
    let good = write_file("good.in", FILE_1.as_bytes());
    let output = judge(&good, &[], &["/nonexistent/player"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("cannot start the player"));
    let output = grundy(&["judge", "nim", "--", GRUNDY], b"");
    assert_eq!(output.status.code(), Some(2));
    let output = grundy(&["judge", "zigzag", good.to_str().unwrap()], b"");
    assert_eq!(output.status.code(), Some(2), "no player");
    // Beyond the contest's hack limits: accepted with a warning.
    let wide = write_file("wide.in", &generated("huge", 2, 51, 16));
    let output = judge_ours(&wide, &[]);
    assert!(output.status.success());
    let warnings = text(&output.stderr);
    assert!(warnings.contains("t = 51 games"), "{warnings}");
    assert!(warnings.contains("not a permutation"), "{warnings}");
    // The file may come on standard input.
    let output = grundy(
        &["judge", "zigzag", "--", GRUNDY, "play", "zigzag"],
        FILE_1.as_bytes(),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    // play takes no FILE for zigzag, nor the options of the other games' play.
    let output = grundy(&["play", "zigzag", "--json"], FILE_1.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    let output = grundy(&["play", "zigzag", good.to_str().unwrap()], b"");
    assert_eq!(output.status.code(), Some(2));
}
