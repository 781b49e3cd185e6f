//! The split game at the tool's largest limits: the whole job (parse, validate, solve, print)
//! next to a baseline that only parses every integer of the same file, in the same run.
//!
//! Run with `cargo bench -p grundy --bench split_game`. Every iteration solves a file from scratch,
//! so the table of bean values (`n^2 / 2` steps) is built in every iteration, as it is in every run
//! of the command line. Before timing, it prints each input's size and the peak heap memory of
//! solving it, measured by a counting allocator. Add `-- --paired [--rounds N] [FILTER]` for paired
//! runs, which interleave the parts of each file in rounds and give each part's ratio to the bare
//! loop of the same rounds (`common/paired.rs`).

#[path = "common/bare_loop.rs"]
mod bare_loop;
#[path = "common/case.rs"]
mod case;
#[path = "common/generated.rs"]
mod generated;
#[path = "common/harness.rs"]
mod harness;
#[path = "common/paired.rs"]
mod paired;
#[path = "common/peak_memory.rs"]
mod peak_memory;

use std::io;

use case::{Case, Role};
use generated::generated;
use grundy::catalog::{self, Entry};
use grundy::solve::SolveOptions;

/// split-game, run as the command line runs it: through the catalog.
fn split_game() -> &'static dyn Entry {
    catalog::find("split-game").expect("split-game is in the catalog")
}

/// A file of `tests` configurations of `n` bottles from `family`, as `grundy gen` writes it.
fn input(family: &str, n: u64, tests: u64) -> Vec<u8> {
    generated("split-game", family, n, tests)
}

fn solve(bytes: &[u8]) {
    split_game()
        .solve(bytes, &SolveOptions::default(), &mut io::sink())
        .expect("valid input");
}

fn main() {
    harness::run(
        "split-game",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every file, with its bare loop, parse-only baseline and whole job, after printing the memory
/// each file takes to solve.
fn cases() -> Vec<Case> {
    let inputs = [
        ("1 random test of n = 1e4", input("random", 10_000, 1)),
        ("10 random tests of n = 1e4", input("random", 10_000, 10)),
        ("10 sparse tests of n = 1e4", input("sparse", 10_000, 10)),
        (
            "10 huge-counts tests of n = 1e4",
            input("huge-counts", 10_000, 10),
        ),
        // The original's largest tests: random's bytes (contest-small varies its sizes).
        ("1e4 random tests of n = 21", input("random", 21, 10_000)),
    ];
    for (name, bytes) in &inputs {
        let peak = peak_memory::peak_bytes(|| solve(bytes));
        println!(
            "memory: {name}: input {} bytes, solver peak {peak} bytes",
            bytes.len()
        );
    }
    inputs
        .into_iter()
        .map(|(name, bytes)| {
            Case::new(name, bytes)
                .bare_loop(format!("{name}: bare loop (baseline)"))
                .parse_all_numbers(format!("{name}: parse only (baseline)"))
                .part(Role::WholeJob, format!("{name}: solve"), solve)
        })
        .collect()
}
