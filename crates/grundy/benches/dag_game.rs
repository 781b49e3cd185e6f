//! dag-game on tests of 10^6 positions and about 2·10^6 arcs with 10^5 queries (a random DAG, a
//! chain, and with `--loopy` a random digraph and one of many short cycles): the whole job
//! (parse, check, solve, answer) next to two baselines on the same bytes: parsing every number,
//! and a bare loop that touches every byte once (digits accumulated, no validation).
//!
//! Run with `cargo bench -p grundy --bench dag_game`; add `-- --paired [--rounds N] [FILTER]` for
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

use std::io;

use case::{Case, Role};
use generated::generated;
use grundy::catalog;
use grundy::solve::SolveOptions;

/// The vertices of every file (the id-count loop has a counter for each, ids starting at 1).
const VERTICES: u64 = 1_000_000;

fn main() {
    harness::run(
        "dag-game",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every file, with its bare loop, parse-only baseline and whole job.
fn cases() -> Vec<Case> {
    let game = catalog::find("dag-game").expect("in the catalog");
    let inputs = [
        (
            "random DAG",
            generated("dag-game", "random", VERTICES, 1),
            false,
        ),
        ("chain", generated("dag-game", "chain", VERTICES, 1), false),
        (
            "random digraph --loopy",
            generated("dag-game", "loopy-random", VERTICES, 1),
            true,
        ),
        (
            "two-cycles --loopy",
            generated("dag-game", "two-cycles", VERTICES, 1),
            true,
        ),
    ];
    inputs
        .into_iter()
        .map(|(name, bytes, loopy)| {
            let name = format!("{name} ({:.1} MB)", bytes.len() as f64 / 1e6);
            let options = SolveOptions {
                loopy,
                ..SolveOptions::default()
            };
            Case::new(name.clone(), bytes)
                .bare_loop(format!("{name}: touch every byte (baseline)"))
                .id_count_loop(
                    format!("{name}: count every id (baseline)"),
                    VERTICES as usize + 1,
                )
                .parse_all_numbers(format!("{name}: parse only (baseline)"))
                .part(Role::WholeJob, format!("{name}: solve"), move |bytes| {
                    game.solve(bytes, &options, &mut io::sink())
                        .expect("valid input")
                })
        })
        .collect()
}
