//! Running out of memory is an error: under a memory limit every game, in every mode, exits 0,
//! or 1 with one line on stderr and only whole reports on stdout; no abort, no panic. Reports
//! stream, so their memory follows the input rather than the report.
//!
//! The limit is set with the shell's `ulimit -v` (address space, in KiB) in front of the binary.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::{grundy, text};

/// Runs `grundy arguments` with at most `kib` KiB of address space, stdout to `stdout`.
fn limited(kib: u64, arguments: &[&str], stdout: &Path) -> Output {
    let script = format!(
        "ulimit -v {kib} && exec \"$0\" \"$@\" > '{}'",
        stdout.display()
    );
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_grundy"))
        .args(arguments)
        .output()
        .expect("sh runs")
}

/// A scratch directory of this test's own.
fn scratch(name: &str) -> PathBuf {
    let directory =
        std::env::temp_dir().join(format!("grundy-memory-{}-{name}", std::process::id()));
    fs::create_dir_all(&directory).expect("a scratch directory");
    directory
}

/// Writes the largest input of `game`'s default family the generator makes up to `n`.
fn big_input(game: &str, n: u64, path: &Path) {
    let mut size = n;
    loop {
        let output = grundy(&["gen", game, "--n", &size.to_string()], b"");
        if output.status.success() {
            fs::write(path, output.stdout).expect("the input is written");
            return;
        }
        assert!(
            size > 10,
            "{game}: no size generates: {}",
            text(&output.stderr)
        );
        size /= 10;
    }
}

/// The catalog's ids, from `grundy games`.
fn game_ids() -> Vec<String> {
    let output = grundy(&["games"], b"");
    text(&output.stdout)
        .lines()
        .filter(|line| !line.starts_with(' '))
        .filter_map(|line| line.split_whitespace().next().map(str::to_string))
        .collect()
}

/// Checks one run under a limit: exit 0 with nothing on stderr, or exit 1 with one line that
/// says so, and stdout ending where a report ends.
fn assert_ends_well(what: &str, output: &Output, stdout: &Path) {
    let stderr = text(&output.stderr);
    match output.status.code() {
        Some(0) => assert!(stderr.is_empty(), "{what}: {stderr}"),
        Some(1) => {
            assert_eq!(stderr.lines().count(), 1, "{what}: {stderr}");
            assert!(stderr.starts_with("error: "), "{what}: {stderr}");
            let written = fs::read(stdout).expect("stdout was redirected");
            assert!(
                written.is_empty() || written.ends_with(b"\n"),
                "{what}: stdout ends inside a report"
            );
        }
        status => panic!("{what}: exit status {status:?}: {stderr}"),
    }
}

#[test]
fn every_game_in_every_mode_ends_well_when_memory_runs_out() {
    let directory = scratch("games");
    let modes: [&[&str]; 5] = [
        &[],
        &["--explain"],
        &["--json"],
        &["--explain", "--all"],
        &["--json", "--all"],
    ];
    let mut out_of_memory = 0;
    let games = game_ids();
    assert!(games.len() >= 17, "{games:?}");
    for game in &games {
        let input = directory.join(format!("{game}.in"));
        big_input(game, 300_000, &input);
        let input_text = input.to_str().expect("a UTF-8 path");
        for mode in modes {
            let mut arguments = vec!["solve", game.as_str(), input_text];
            arguments.extend_from_slice(mode);
            let stdout = directory.join("stdout");
            let output = limited(16 * 1024, &arguments, &stdout);
            // A game whose reports hold no list refuses --all before reading anything.
            let no_list = format!("error: --all does not apply to {game}: ");
            if mode.contains(&"--all") && text(&output.stderr).starts_with(&no_list) {
                assert_eq!(output.status.code(), Some(2), "{game} {mode:?}");
                continue;
            }
            assert_ends_well(&format!("{game} {mode:?}"), &output, &stdout);
            out_of_memory += usize::from(output.status.code() == Some(1));
        }
    }
    // Most games need more than 16 MiB for 300,000 vertices or heaps: the limit is reached.
    assert!(
        out_of_memory >= 40,
        "only {out_of_memory} runs ran out of memory"
    );
    let _ = fs::remove_dir_all(directory);
}

#[test]
fn the_examples_of_the_report_end_in_one_line() {
    let directory = scratch("examples");
    let stdout = directory.join("stdout");
    // 10^7 coins positions to count under 100 MB: once an abort with a backtrace.
    let input = directory.join("moving-coins.in");
    fs::write(&input, "10000000 1000000\n").expect("written");
    let output = limited(
        100 * 1024,
        &["solve", "moving-coins", input.to_str().unwrap()],
        &stdout,
    );
    assert_ends_well("moving-coins", &output, &stdout);
    // christmas-game's explanation on a chain of triangles once panicked under 12 MB.
    let mut chain = String::from("1\n100001 150000\n");
    for triangle in 0..50_000u64 {
        let (a, b, c) = (2 * triangle + 1, 2 * triangle + 2, 2 * triangle + 3);
        chain.push_str(&format!("{a} {b}\n{b} {c}\n{c} {a}\n"));
    }
    let input = directory.join("christmas-game.in");
    fs::write(&input, chain).expect("written");
    for mode in ["--explain", "--json"] {
        let output = limited(
            12 * 1024,
            &["solve", "christmas-game", input.to_str().unwrap(), mode],
            &stdout,
        );
        assert_ends_well(&format!("christmas-game {mode}"), &output, &stdout);
    }
    let _ = fs::remove_dir_all(directory);
}

#[test]
fn a_report_of_hundreds_of_megabytes_needs_little_memory() {
    // One test of 10^4 bottles, each of 2^64 - 1 beans: 7 * 10^8 bytes of `--explain --all`,
    // once built whole in memory (905 MiB at its peak); now written as it is made.
    let directory = scratch("split");
    let input = directory.join("split-game.in");
    let beans = vec!["18446744073709551615"; 10_000].join(" ");
    fs::write(&input, format!("1\n10000\n{beans}\n")).expect("written");
    for mode in ["--explain", "--json"] {
        let output = limited(
            100 * 1024,
            &[
                "solve",
                "split-game",
                input.to_str().unwrap(),
                mode,
                "--all",
            ],
            Path::new("/dev/null"),
        );
        assert!(
            output.status.success(),
            "split-game {mode} --all within 100 MiB: {}",
            text(&output.stderr)
        );
    }
    let _ = fs::remove_dir_all(directory);
}
