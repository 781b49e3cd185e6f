//! The command line as a whole, apart from any one game: spreading a check over threads and
//! parts, help, suggestions, refusals, output that goes nowhere, installation aids.

use crate::common::{grundy, text};

#[test]
fn a_check_spread_over_jobs_and_parts_covers_the_same_cases() {
    let whole = grundy(&["check", "nim", "--exhaustive", "3"], b"");
    assert_eq!(text(&whole.stdout), "checked 164 cases, 0 disagreements\n");
    let jobs = grundy(&["check", "nim", "--exhaustive", "3", "--jobs", "2"], b"");
    assert_eq!(text(&jobs.stdout), text(&whole.stdout));
    let parts: Vec<String> = ["1/2", "2/2"]
        .iter()
        .map(|part| {
            let output = grundy(&["check", "nim", "--exhaustive", "3", "--shard", part], b"");
            assert!(output.status.success(), "{}", text(&output.stderr));
            text(&output.stdout)
        })
        .collect();
    assert_eq!(
        parts,
        [
            "checked 82 cases, 0 disagreements\n",
            "checked 82 cases, 0 disagreements\n"
        ]
    );
    let random = grundy(
        &[
            "check", "nim", "--cases", "300", "--jobs", "2", "--shard", "3/4",
        ],
        b"",
    );
    assert_eq!(text(&random.stdout), "checked 75 cases, 0 disagreements\n");
    let zero = grundy(&["check", "nim", "--jobs", "0"], b"");
    assert_eq!(zero.status.code(), Some(2));
    assert!(
        text(&zero.stderr).contains("at least 1 job"),
        "{}",
        text(&zero.stderr)
    );
}

#[test]
fn a_bare_grundy_prints_the_help() {
    let output = grundy(&[], b"");
    let help = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(help.contains("Usage: grundy <COMMAND>"), "{help}");
    for command in ["games", "solve", "gen", "check", "play", "stress"] {
        assert!(
            help.contains(&format!("\n  {command} ")),
            "{command}: {help}"
        );
    }
}

/// Asserts that `grundy arguments` is refused with status 2 and one line on stderr, exactly
/// `message` when given, else containing `phrase`.
fn assert_refused(arguments: &[&str], phrase: &str) {
    let output = grundy(arguments, b"");
    let message = text(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{arguments:?}: {message}");
    assert!(message.contains(phrase), "{arguments:?}: {message}");
    assert_eq!(message.lines().count(), 1, "{message}");
    assert!(output.stdout.is_empty(), "{arguments:?}");
}

#[test]
fn typos_and_swapped_arguments_are_named() {
    assert_refused(
        &["solv", "nim"],
        "error: unrecognized subcommand 'solv' (did you mean 'solve'?) (usage:",
    );
    assert_refused(&["stres", "nim"], "(did you mean 'stress'?)");
    assert_refused(
        &["solve", "path-markin"],
        "error: unknown game 'path-markin' (did you mean 'path-marking'?); the games are: ",
    );
    assert_refused(
        &["gen", "misere-nin", "--n", "3"],
        "(did you mean 'misere-nim'?)",
    );
    assert_refused(
        &["solve", "chess"],
        "error: unknown game 'chess'; the games are: ",
    );
    assert_refused(
        &["solve", "examples/nim.in", "nim"],
        "error: unknown game 'examples/nim.in', but 'nim' is one: the game comes first (grundy \
         solve nim examples/nim.in)",
    );
    assert_refused(
        &["play", "input.txt", "nim"],
        "the game comes first (grundy play nim input.txt)",
    );
}

#[test]
fn options_that_would_do_nothing_are_refused() {
    for option in ["--cases", "--max-n", "--seed"] {
        assert_refused(
            &["check", "nim", "--exhaustive", "3", option, "5"],
            "cannot be used with",
        );
    }
    assert_refused(
        &["solve", "nim", "--all", "../../examples/nim.in"],
        "error: --all goes with --explain or --json",
    );
    // The games whose reports hold no list that --all would lengthen.
    for game in [
        "moore-nim",
        "moving-coins",
        "graph-draw-game",
        "pebble-game",
    ] {
        for report in ["--explain", "--json"] {
            let example = format!("../../examples/{game}.in");
            assert_refused(
                &["solve", game, report, "--all", &example],
                &format!(
                    "error: --all does not apply to {game}: its reports hold no list to \
                     lengthen (it applies to path-marking, "
                ),
            );
        }
    }
    let listed = grundy(
        &[
            "solve",
            "nim",
            "--explain",
            "--all",
            "../../examples/nim.in",
        ],
        b"",
    );
    assert!(listed.status.success(), "{}", text(&listed.stderr));
}

#[test]
fn a_closed_pipe_ends_quietly_and_a_failed_write_names_the_output() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["gen", "nim", "--n", "1000000", "--tests", "20"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    let mut head = [0u8; 10];
    child
        .stdout
        .take()
        .expect("stdout")
        .read_exact(&mut head)
        .expect("the first bytes");
    // The reader is gone (as `| head` leaves it).
    let output = child.wait_with_output().expect("ends");
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stderr), "");
    if std::path::Path::new("/dev/full").exists() {
        for arguments in [
            &["gen", "nim", "--n", "10"][..],
            &["solve", "nim", "examples/nim.in"][..],
            &["games"][..],
        ] {
            let full = std::fs::File::create("/dev/full").expect("/dev/full");
            let output = Command::new(env!("CARGO_BIN_EXE_grundy"))
                .args(arguments)
                .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
                .stdout(full)
                .output()
                .expect("runs");
            assert_eq!(output.status.code(), Some(1), "{arguments:?}");
            assert!(
                text(&output.stderr).starts_with("error: cannot write the output: "),
                "{arguments:?}: {}",
                text(&output.stderr)
            );
        }
    }
}

#[test]
fn solving_from_a_terminal_says_it_waits_for_input() {
    // A pseudo-terminal through Python's pty module: the input typed, then Ctrl-D.
    let script = format!(
        "import os, pty\n\
         pid, fd = pty.fork()\n\
         if pid == 0:\n\
         \x20   os.execv({grundy:?}, [{grundy:?}, 'solve', 'nim'])\n\
         os.write(fd, b'1\\n2\\n3 3\\n')\n\
         os.write(fd, b'\\x04')\n\
         seen = b''\n\
         while True:\n\
         \x20   try:\n\
         \x20       chunk = os.read(fd, 4096)\n\
         \x20   except OSError:\n\
         \x20       break\n\
         \x20   if not chunk:\n\
         \x20       break\n\
         \x20   seen += chunk\n\
         os.waitpid(pid, 0)\n\
         print(seen.decode())\n",
        grundy = env!("CARGO_BIN_EXE_grundy")
    );
    let output = std::process::Command::new("python3")
        .args(["-c", &script])
        .output()
        .expect("python3 runs");
    let seen = text(&output.stdout);
    assert!(
        seen.contains(
            "grundy: reading the input from the terminal; type it and end it with Ctrl-D"
        ),
        "{seen}"
    );
    assert!(seen.contains("\nNo"), "{seen}");
    // Not from a pipe.
    let piped = grundy(&["solve", "nim"], b"1\n2\n3 3\n");
    assert_eq!(text(&piped.stderr), "");
}

#[test]
fn the_version_names_the_commit_it_was_built_from() {
    let output = grundy(&["--version"], b"");
    let version = text(&output.stdout);
    assert!(version.starts_with("grundy 0."), "{version}");
    let commit = std::process::Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| text(&output.stdout).trim().to_string());
    match commit {
        // Built from this checkout, so from its commit (or one the tests were built at).
        Some(_) => assert!(version.contains(" (commit "), "{version}"),
        None => assert!(!version.contains("commit"), "{version}"),
    }
}

#[test]
fn completions_and_the_manual_page_cover_every_command() {
    for (shell, marker) in [
        ("bash", "complete -F _grundy"),
        ("zsh", "#compdef grundy"),
        ("fish", "complete -c grundy"),
    ] {
        let output = grundy(&["completions", shell], b"");
        let script = text(&output.stdout);
        assert!(output.status.success(), "{shell}");
        assert!(script.contains(marker), "{shell}: {script}");
        assert!(
            script.contains("stress") && script.contains("exhaustive"),
            "{shell}"
        );
    }
    assert_refused(&["completions", "tcsh"], "invalid value 'tcsh'");
    let output = grundy(&["man"], b"");
    let page = text(&output.stdout);
    assert!(output.status.success());
    assert!(page.contains(".TH grundy 1"), "{page}");
    for command in ["solve", "gen", "check", "stress", "completions"] {
        assert!(
            page.contains(&format!("grundy\\-{command}")),
            "{command}: {page}"
        );
    }
}

#[test]
fn explanations_list_the_usual_number_of_items_unless_all() {
    let input = grundy(&["gen", "tree-coins", "--n", "2000", "--seed", "3"], b"").stdout;
    let explain = grundy(&["solve", "tree-coins", "--explain"], &input);
    let short = text(&explain.stdout);
    assert!(explain.status.success(), "{}", text(&explain.stderr));
    assert_eq!(
        short
            .lines()
            .filter(|line| line.starts_with("  root "))
            .count(),
        10
    );
    assert!(
        short.contains("  ... and 1990 more roots (--all lists them)\n"),
        "{short}"
    );
    let all = text(&grundy(&["solve", "tree-coins", "--explain", "--all"], &input).stdout);
    assert_eq!(
        all.lines()
            .filter(|line| line.starts_with("  root "))
            .count(),
        2000
    );
}

#[test]
fn explanations_read_as_english() {
    let explained = |game: &str, input: &str| {
        let output = grundy(&["solve", game, "--explain"], input.as_bytes());
        assert!(output.status.success(), "{game}: {}", text(&output.stderr));
        text(&output.stdout)
    };
    let hackenbush = explained("tree-hackenbush", "2\n1 2\n");
    assert!(
        hackenbush.contains(": the first player wins (Alice); "),
        "{hackenbush}"
    );
    let prefix_free = explained("prefix-free", "1 2\n0\n");
    assert!(!prefix_free.contains("(Alice) wins"), "{prefix_free}");
    assert!(!prefix_free.contains("any 0 characters"), "{prefix_free}");
    let coins = explained("tree-coins", "1\n1\n1\n");
    assert!(
        coins.contains("a tree of 1 node, 1 of them with an odd number"),
        "{coins}"
    );
    for text in [&hackenbush, &prefix_free, &coins] {
        for wrong in [
            " 1 nodes",
            " 1 vertices",
            " 1 cells",
            " 1 placements",
            " 1 characters",
        ] {
            assert!(!text.contains(wrong), "{wrong}: {text}");
        }
    }
}

#[test]
fn invisible_characters_are_named_in_the_error() {
    for (input, phrase) in [
        ("\u{feff}1\n2\n3 3\n".as_bytes(), "byte-order mark, U+FEFF"),
        ("1\n2\n3\u{a0}3\n".as_bytes(), "non-breaking space, U+00A0"),
        (
            &b"\xff\xfe1\x00\n\x002\x00\n\x00"[..],
            "save it as ASCII or UTF-8",
        ),
    ] {
        assert_refused_input(&["solve", "nim"], input, phrase);
    }
}

/// Asserts that `grundy arguments` refuses `input` with status 2 and one line containing
/// `phrase`, and writes nothing on stdout.
fn assert_refused_input(arguments: &[&str], input: &[u8], phrase: &str) {
    let output = grundy(arguments, input);
    let message = text(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{message}");
    assert!(message.starts_with("error: line "), "{message}");
    assert!(message.contains(phrase), "{message}");
    assert_eq!(message.lines().count(), 1, "{message}");
    assert!(output.stdout.is_empty());
}

#[test]
fn gen_writes_files_into_a_folder() {
    let folder = std::env::temp_dir().join(format!("grundy-gen-files-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let output = grundy(
        &[
            "gen",
            "tree-hackenbush",
            "--n",
            "6",
            "--seed",
            "10",
            "--out-dir",
            folder.to_str().unwrap(),
            "--files",
            "3",
        ],
        b"",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(output.stdout.is_empty());
    for k in 1..=3u64 {
        let written = std::fs::read(folder.join(format!("tree-hackenbush-{k}.in"))).expect("file");
        let seed = (9 + k).to_string();
        let alone = grundy(
            &["gen", "tree-hackenbush", "--n", "6", "--seed", &seed],
            b"",
        );
        assert_eq!(written, alone.stdout, "file {k}");
    }
    assert!(!folder.join("tree-hackenbush-4.in").exists());
    assert_refused(&["gen", "nim", "--n", "3", "--files", "2"], "--out-dir");
    assert_refused(
        &[
            "gen",
            "nim",
            "--n",
            "3",
            "--out-dir",
            folder.to_str().unwrap(),
            "--files",
            "0",
        ],
        "--files",
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn gen_has_a_default_size_that_the_page_states_and_the_oracle_solves() {
    for game in [
        "nim",
        "path-marking",
        "tree-coins",
        "split-game",
        "prefix-free",
    ] {
        let page = text(&grundy(&["games", game], b"").stdout);
        let stated = page
            .split("`--n` defaults to ")
            .nth(1)
            .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
            .unwrap_or_else(|| panic!("{game}: the page states no default --n"))
            .to_string();
        let default = grundy(&["gen", game, "--seed", "4"], b"");
        assert!(default.status.success(), "{}", text(&default.stderr));
        let given = grundy(&["gen", game, "--seed", "4", "--n", &stated], b"");
        assert_eq!(default.stdout, given.stdout, "{game}");
        let brute = grundy(&["solve", game, "--method", "brute"], &default.stdout);
        assert!(brute.status.success(), "{game}: {}", text(&brute.stderr));
        assert_eq!(
            brute.stdout,
            grundy(&["solve", game], &default.stdout).stdout,
            "{game}"
        );
    }
    let help = text(&grundy(&["gen", "--help"], b"").stdout);
    assert!(help.contains("[default: the game's own"), "{help}");
}
