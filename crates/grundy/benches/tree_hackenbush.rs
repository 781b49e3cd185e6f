//! Tree-hackenbush on trees of 10^6 vertices: the whole job (parse, validate, solve, answer), and
//! with `--all-roots`, next to a baseline that only parses every integer of the same file.
//!
//! Run with `cargo bench -p grundy --bench tree_hackenbush`; add `-- --paired [--rounds N]
//! [FILTER]` for paired runs, which interleave the parts of each file in rounds and give each
//! part's ratio to the bare loop of the same rounds (`common/paired.rs`).

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

use std::io;

use case::{Case, Role};
use generated::generated;
use grundy::catalog::{self, Entry};
use grundy::solve::{Report, SolveOptions};

/// The vertices of every file (the id-count loop has a counter for each, ids starting at 1).
const VERTICES: u64 = 1_000_000;

/// tree-hackenbush, run as the command line runs it: through the catalog.
fn tree_hackenbush() -> &'static dyn Entry {
    catalog::find("tree-hackenbush").expect("tree-hackenbush is in the catalog")
}

fn input(family: &str, n: u64) -> Vec<u8> {
    generated("tree-hackenbush", family, n, 1)
}

fn main() {
    harness::run(
        "tree-hackenbush",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every file, with its bare loop, parse-only baseline and whole job, plain and with
/// `--json --all-roots`.
fn cases() -> Vec<Case> {
    let inputs = [
        ("random tree of 1e6 vertices", input("random", VERTICES)),
        ("path of 1e6 vertices", input("path", VERTICES)),
    ];
    inputs
        .into_iter()
        .map(|(name, bytes)| {
            let every_root = SolveOptions {
                all_roots: true,
                report: Report::Json,
                ..SolveOptions::default()
            };
            Case::new(name, bytes)
                .bare_loop(format!("{name}: bare loop (baseline)"))
                .id_count_loop(
                    format!("{name}: count every id (baseline)"),
                    VERTICES as usize + 1,
                )
                .parse_all_numbers(format!("{name}: parse only (baseline)"))
                .solved_by(tree_hackenbush())
                .part(
                    Role::WholeJob,
                    format!("{name}: solve, --json --all-roots"),
                    move |bytes| {
                        tree_hackenbush()
                            .solve(bytes, &every_root, &mut io::sink())
                            .expect("valid input")
                    },
                )
        })
        .collect()
}
