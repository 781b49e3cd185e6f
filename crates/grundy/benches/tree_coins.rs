//! Tree-coins at the contest's full limits: the whole job (parse, validate, solve for every root,
//! format) next to a baseline that only parses every integer of the same file, in the same run.
//!
//! Run with `cargo bench -p grundy --bench tree_coins`; add `-- --paired [--rounds N] [FILTER]` for
//! paired runs, which interleave the parts of each file in rounds and give each part's ratio to the
//! bare loop of the same rounds (`common/paired.rs`).

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

use case::Case;
use generated::generated;
use grundy::catalog::{self, Entry};

/// tree-coins, run as the command line runs it: through the catalog.
fn tree_coins() -> &'static dyn Entry {
    catalog::find("tree-coins").expect("tree-coins is in the catalog")
}

fn input(family: &str, n: u64, tests: u64) -> Vec<u8> {
    generated("tree-coins", family, n, tests)
}

fn main() {
    harness::run(
        "tree-coins",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every file, with its bare loop, parse-only baseline and whole job.
fn cases() -> Vec<Case> {
    let inputs = [
        (
            "random tree of 3e5 nodes",
            input("random", 300_000, 1),
            300_000,
        ),
        ("path of 3e5 nodes", input("path", 300_000, 1), 300_000),
        ("star of 3e5 nodes", input("star", 300_000, 1), 300_000),
        (
            "path of 3e5 nodes, all coins odd",
            input("path-all-odd", 300_000, 1),
            300_000,
        ),
        (
            "10 random trees of 1e5 nodes",
            input("random", 100_000, 10),
            100_000,
        ),
    ];
    inputs
        .into_iter()
        .map(|(name, bytes, nodes)| {
            Case::new(name, bytes)
                .bare_loop(format!("{name}: bare loop (baseline)"))
                .id_count_loop(format!("{name}: count every id (baseline)"), nodes + 1)
                .parse_all_numbers(format!("{name}: parse only (baseline)"))
                .solved_by(tree_coins())
        })
        .collect()
}
