//! array-game at the original's limits and beyond: `n = 10^9` with 100 queries of 100 cells
//! (the goal: well within a second), `n = 10^10` (the tool's limit) and `n = 10^6`. Each row times
//! the whole job (parse, the table of values, answer, print) next to the parse-only baseline of
//! the same bytes, in the same run; the table alone is timed too. Before timing, it prints the
//! work of each table: distinct quotients and blocks visited.
//!
//! Run with `cargo bench -p grundy --bench array_game`; add `-- --paired [--rounds N] [FILTER]` for
//! paired runs, which interleave the parts of each board in rounds and give each part's ratio to
//! the bare loop of the same rounds (`common/paired.rs`).

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

use std::hint::black_box;
use std::io;

use case::{Case, Role};
use generated::generated;
use grundy::bench::Values;
use grundy::catalog::{self, Entry};
use grundy::solve::SolveOptions;

/// array-game, run as the command line runs it: through the catalog.
fn array_game() -> &'static dyn Entry {
    catalog::find("array-game").expect("array-game is in the catalog")
}

/// A file of `queries` contest queries (100 cells each) on a board of `n` cells.
fn input(n: u64, queries: u64) -> Vec<u8> {
    generated("array-game", "contest", n, queries)
}

fn main() {
    harness::run(
        "array-game",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every board's file of 100 queries, with its bare loop, parse-only baseline, table of values
/// alone and whole job, after printing the work of each board's table.
fn cases() -> Vec<Case> {
    let boards = [
        ("n = 1e6", 1_000_000u64),
        ("n = 1e9", 1_000_000_000),
        ("n = 1e10", 10_000_000_000),
    ];
    for (name, n) in boards {
        let values = Values::new(n);
        println!(
            "work: {name}: {} distinct quotients, {} blocks, largest value {}",
            values.distinct(),
            values.blocks(),
            values.largest()
        );
    }
    boards
        .into_iter()
        .map(|(name, n)| {
            let file = format!("{name}, 100 queries of 100 cells");
            Case {
                bytes_per_second: false,
                ..Case::new(file.clone(), input(n, 100))
            }
            .bare_loop(format!("{file}: bare loop (baseline)"))
            .parse_all_numbers(format!("{file}: parse only (baseline)"))
            .part(
                Role::Other,
                format!("{name}: the table of values alone"),
                move |_| Values::new(black_box(n)),
            )
            .part(Role::WholeJob, format!("{file}: solve"), |bytes| {
                array_game()
                    .solve(bytes, &SolveOptions::default(), &mut io::sink())
                    .expect("valid input")
            })
        })
        .collect()
}
