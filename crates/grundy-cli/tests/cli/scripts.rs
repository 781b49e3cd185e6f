//! The developer scripts of `scripts/` that drive the binary: `same-output` (two builds' answers
//! on every family) and `paired-time` (two builds timed alternately), run against this build,
//! so a change to the catalog's listing or the generator's options that breaks them shows here.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::text;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn script(name: &str, arguments: &[&str]) -> Output {
    Command::new("python3")
        .arg(repository().join("scripts").join(name))
        .args(arguments)
        .output()
        .expect("python3 runs the script")
}

/// A stand-in for another build: the real binary, except that `solve nim` prints one more line.
fn build_with_a_changed_nim_answer() -> PathBuf {
    let directory = std::env::temp_dir().join(format!("grundy-scripts-{}", std::process::id()));
    fs::create_dir_all(&directory).expect("a temporary directory");
    let path = directory.join("changed-grundy");
    let wrapper = format!(
        "#!/bin/sh\n\
         if [ \"$1\" = solve ] && [ \"$2\" = nim ]; then\n\
         \x20 \"{binary}\" \"$@\"; status=$?; echo changed; exit $status\n\
         fi\n\
         exec \"{binary}\" \"$@\"\n",
        binary = env!("CARGO_BIN_EXE_grundy"),
    );
    fs::write(&path, wrapper).expect("the wrapper is written");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).expect("made executable");
    path
}

#[test]
fn same_output_finds_no_difference_between_a_build_and_itself() {
    let binary = env!("CARGO_BIN_EXE_grundy");
    let output = script(
        "same-output",
        &[binary, binary, "--games", "nim,misere-nim"],
    );
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    let last = stdout.lines().last().expect("a summary line");
    assert!(last.ends_with("files of 2 games: 0 differ"), "{last}");
    let runs: usize = last
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .expect("a count of runs");
    // Five families of each game at four sizes, three or four modes each, and broken inputs.
    assert!(runs > 100, "{last}");
}

#[test]
fn same_output_names_every_run_whose_answer_changed() {
    let binary = env!("CARGO_BIN_EXE_grundy");
    let changed = build_with_a_changed_nim_answer();
    let output = script(
        "same-output",
        &[
            binary,
            changed.to_str().unwrap(),
            "--games",
            "nim,misere-nim",
        ],
    );
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let differences: Vec<&str> = stdout.lines().filter(|l| l.starts_with("DIFF")).collect();
    assert!(!differences.is_empty(), "{stdout}");
    assert!(
        differences.iter().all(|l| l.starts_with("DIFF nim ")),
        "{stdout}"
    );
    assert!(differences.iter().any(|l| l.contains("--json")), "{stdout}");
    let last = stdout.lines().last().unwrap();
    assert!(
        last.ends_with(&format!(": {} differ", differences.len())),
        "{last}"
    );
}

#[test]
fn same_output_refuses_a_game_not_in_the_catalog() {
    let binary = env!("CARGO_BIN_EXE_grundy");
    let output = script("same-output", &[binary, binary, "--games", "nim,chess"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("unknown game(s): chess"));
}

#[test]
fn paired_time_prints_both_builds_and_their_ratio() {
    let binary = env!("CARGO_BIN_EXE_grundy");
    let example = repository().join("examples/nim.in");
    let output = script(
        "paired-time",
        &[
            binary,
            binary,
            "nim",
            example.to_str().unwrap(),
            "--rounds",
            "3",
        ],
    );
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(lines[0].starts_with("old  min ") && lines[0].contains(" median "));
    assert!(lines[1].starts_with("new  min ") && lines[1].contains(" median "));
    assert!(lines[2].starts_with("new/old  min ") && lines[2].contains("(3 rounds, cpu "));
}

#[test]
fn paired_time_stops_when_a_build_rejects_the_input() {
    let binary = env!("CARGO_BIN_EXE_grundy");
    let directory = std::env::temp_dir().join(format!("grundy-scripts-{}", std::process::id()));
    fs::create_dir_all(&directory).expect("a temporary directory");
    let bad = directory.join("bad-nim.in");
    fs::write(&bad, "1\n2\n3 x\n").expect("written");
    let output = script(
        "paired-time",
        &[binary, binary, "nim", bad.to_str().unwrap()],
    );
    assert!(!output.status.success());
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with("paired-time: ") && stderr.contains("exited with 2"),
        "{stderr}"
    );
}
