//! moore-nim at the lecture's case and at the largest tables: `k = 6` with sizes `0..=100`
//! (`S = 7^7 = 823543`), `m = 10^5`, `n = 10^18` (the goal: well under a second); `k = 1` with
//! sizes below 2^24 and `k = 15` with sizes below 2^6 (`S = 2^24`, the tool's limit: a few
//! seconds at most). Each row times the whole job (parse, table, transform, powers, print) next
//! to the parse-only baseline of the same bytes, in the same run.
//!
//! Run with `cargo bench -p grundy --bench moore_nim`; add `-- --paired [--rounds N] [FILTER]` for
//! paired runs, which interleave the parts of each case in rounds and give each part's ratio to the
//! bare loop of the same rounds (`common/paired.rs`).

#[path = "common/bare_loop.rs"]
mod bare_loop;
#[path = "common/case.rs"]
mod case;
#[path = "common/harness.rs"]
mod harness;
#[path = "common/paired.rs"]
mod paired;

use std::io;

use case::{Case, Role};
use grundy::bench::{count_losing, Random};
use grundy::catalog::{self, Entry};
use grundy::solve::SolveOptions;

/// moore-nim, run as the command line runs it: through the catalog.
fn moore_nim() -> &'static dyn Entry {
    catalog::find("moore-nim").expect("moore-nim is in the catalog")
}

/// An input of `m` random sizes below `bound` (the largest, `bound - 1`, included) for `k`.
fn input(k: u64, m: usize, bound: u64) -> Vec<u8> {
    let mut random = Random::from_seed(1);
    let mut sizes: Vec<u64> = (0..m).map(|_| random.below(bound)).collect();
    sizes[0] = bound - 1;
    let numbers: Vec<String> = sizes.iter().map(ToString::to_string).collect();
    format!("1000000000000000000 {m} {k}\n{}\n", numbers.join(" ")).into_bytes()
}

fn main() {
    harness::run(
        "moore-nim",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every case's file, with its bare loop, parse-only baseline and whole job, after printing the
/// size of each table and the answer.
fn cases() -> Vec<Case> {
    let cases = [
        ("lecture: k = 6, b <= 100, S = 7^7", 6u64, 101u64),
        ("k = 1, b < 2^24, S = 2^24", 1, 1 << 24),
        ("k = 15, b < 2^6, S = 2^24", 15, 1 << 6),
    ];
    let inputs = cases.map(|(name, k, bound)| (name, input(k, 100_000, bound)));
    for ((name, bytes), (_, k, bound)) in inputs.iter().zip(cases) {
        let mut out = Vec::new();
        moore_nim()
            .solve(bytes, &SolveOptions::default(), &mut out)
            .expect("valid input");
        let sizes = [bound - 1];
        let cells = count_losing(1, k, &sizes).expect("table").cells;
        println!(
            "work: {name}: {cells} cells, m = 10^5, n = 10^18, answer {}",
            String::from_utf8_lossy(&out).trim()
        );
    }
    inputs
        .into_iter()
        .map(|(name, bytes)| {
            let file = format!("{name}, m = 1e5");
            Case {
                bytes_per_second: false,
                ..Case::new(file.clone(), bytes)
            }
            .bare_loop(format!("{file}: bare loop (baseline)"))
            .parse_all_numbers(format!("{file}: parse only (baseline)"))
            .part(
                Role::WholeJob,
                format!("{file}, n = 1e18: solve"),
                |bytes| {
                    moore_nim()
                        .solve(bytes, &SolveOptions::default(), &mut io::sink())
                        .expect("valid input")
                },
            )
        })
        .collect()
}
