//! Prefix-free at the tool's largest limits (10^7 characters in total): the whole job (parse,
//! validate, build the trie, sum, print) next to a baseline that only reads every token of the
//! same file, in the same run.
//!
//! Run with `cargo bench -p grundy --bench prefix_free`. Before timing, it prints each input's
//! size, its trie's size and the peak heap memory of solving it, per character, measured by a
//! counting allocator (the input buffer itself is not counted: the command line holds the file in
//! memory too). Add `-- --paired [--rounds N] [FILTER]` for paired runs, which interleave the parts
//! of each file in rounds and give each part's ratio to the bare loop of the same rounds
//! (`common/paired.rs`).

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
use grundy::input::total_token_length;
use grundy::solve::{Report, SolveOptions};

/// prefix-free, run as the command line runs it: through the catalog.
fn prefix_free() -> &'static dyn Entry {
    catalog::find("prefix-free").expect("prefix-free is in the catalog")
}

/// A file of `family` with `characters` characters in total, as `grundy gen` writes it.
fn input(family: &str, characters: u64) -> Vec<u8> {
    generated("prefix-free", family, characters, 1)
}

fn solve(bytes: &[u8]) {
    prefix_free()
        .solve(bytes, &SolveOptions::default(), &mut io::sink())
        .expect("valid input");
}

fn main() {
    harness::run(
        "prefix-free",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every file, with its bare loop, read-every-token baseline and whole job, after printing each
/// file's size, trie and the memory it takes to solve.
fn cases() -> Vec<Case> {
    let inputs = [
        ("random, 1e7 characters", input("random", 10_000_000)),
        (
            "one string of 1e7 characters",
            input("one-long-string", 10_000_000),
        ),
        ("balanced, 1e7 characters", input("balanced", 10_000_000)),
        ("huge L, 1e7 characters", input("huge-l", 10_000_000)),
        ("random, 1e5 characters", input("random", 100_000)),
    ];
    for (name, bytes) in &inputs {
        let characters = total_token_length(bytes);
        let peak = peak_memory::peak_bytes(|| solve(bytes));
        let mut json = Vec::new();
        let options = SolveOptions {
            report: Report::Json,
            ..SolveOptions::default()
        };
        prefix_free()
            .solve(bytes, &options, &mut json)
            .expect("valid input");
        let json = String::from_utf8_lossy(&json);
        let field = |key: &str| {
            let start = json.find(&format!("\"{key}\":")).expect("a key") + key.len() + 3;
            json[start..]
                .split([',', '}'])
                .next()
                .unwrap_or("")
                .to_string()
        };
        println!(
            "input: {name}: {} bytes, {} strings, {} trie nodes, {} free regions, {}; \
             solver peak {peak} bytes ({:.2} per character)",
            bytes.len(),
            field("strings"),
            field("trie_nodes"),
            field("free_regions"),
            field("answer"),
            peak as f64 / characters as f64,
        );
    }
    inputs
        .into_iter()
        .map(|(name, bytes)| {
            Case::new(name, bytes)
                .bare_loop(format!("{name}: bare loop (baseline)"))
                .part(
                    Role::ParseOnly,
                    format!("{name}: read every token (baseline)"),
                    total_token_length,
                )
                .part(Role::WholeJob, format!("{name}: solve"), solve)
        })
        .collect()
}
