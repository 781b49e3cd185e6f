//! Path marking at the contest's full limits: the whole job (parse, validate, solve, print) next to
//! a baseline that only parses every integer of the same file, in the same run.
//!
//! Run with `cargo bench -p grundy --bench path_marking`. Before timing, it prints each input's
//! size and the peak heap memory of solving it, in bytes per node, measured by a counting
//! allocator (the input buffer itself is counted separately: the command line holds the file in
//! memory too). Add `-- --paired [--rounds N] [FILTER]` for paired runs, which interleave the
//! three parts of each file in rounds and give each part's ratio to the bare loop of the same
//! rounds (`common/paired.rs`).

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

/// path-marking, run as the command line runs it: through the catalog.
fn path_marking() -> &'static dyn Entry {
    catalog::find("path-marking").expect("path-marking is in the catalog")
}

/// A file of `tests` trees of `n` nodes from `family`, as `grundy gen` writes it.
fn input(family: &str, n: u64, tests: u64) -> Vec<u8> {
    generated("path-marking", family, n, tests)
}

fn solve(bytes: &[u8]) {
    path_marking()
        .solve(bytes, &SolveOptions::default(), &mut io::sink())
        .expect("valid input");
}

fn main() {
    harness::run(
        "path-marking",
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
        (
            "3 random trees of 5e5 nodes",
            input("random", 500_000, 3),
            1_500_000u64,
            500_000u32,
        ),
        (
            "3 complete binary trees of 5e5",
            input("complete-binary", 500_000, 3),
            1_500_000,
            500_000,
        ),
        (
            "1 path of 5e5 nodes",
            input("path", 500_000, 1),
            500_000,
            500_000,
        ),
        (
            "1e4 random trees of 150 nodes",
            input("random", 150, 10_000),
            1_500_000,
            150,
        ),
    ];
    for (name, bytes, nodes, largest_test) in &inputs {
        let peak = peak_memory::peak_bytes(|| solve(bytes));
        println!(
            "memory: {name}: input {} bytes ({:.1} per node), solver peak {} bytes \
             ({:.1} per node of the largest test)",
            bytes.len(),
            bytes.len() as f64 / *nodes as f64,
            peak,
            peak as f64 / f64::from(*largest_test),
        );
    }
    inputs
        .into_iter()
        .map(|(name, bytes, _, largest_test)| {
            Case::new(name, bytes)
                .bare_loop(format!("{name}: bare loop (baseline)"))
                .id_count_loop(
                    format!("{name}: count every id (baseline)"),
                    largest_test as usize + 1,
                )
                .parse_all_numbers(format!("{name}: parse only (baseline)"))
                .part(Role::WholeJob, format!("{name}: solve"), solve)
        })
        .collect()
}
