//! array-game at the original's limits and beyond: `n = 10^9` with 100 queries of 100 cells
//! (the goal: well within a second), `n = 10^10` (the tool's limit) and `n = 10^6`. Each row times
//! the whole job (parse, the table of values, answer, print) next to the parse-only baseline of
//! the same bytes, in the same run; the table alone is timed too. Before timing, it prints the
//! work of each table: distinct quotients and blocks visited.
//!
//! Run with `cargo bench -p grundy --bench array_game`.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

#[path = "common/bare_loop.rs"]
mod bare_loop;

use std::hint::black_box;
use std::io;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::bench::Values;
use grundy::catalog::{self, Entry};
use grundy::input::sum_of_all_numbers;
use grundy::solve::{GenerateOptions, SolveOptions};

/// array-game, run as the command line runs it: through the catalog.
fn array_game() -> &'static dyn Entry {
    catalog::find("array-game").expect("array-game is in the catalog")
}

/// A file of `queries` contest queries (100 cells each) on a board of `n` cells.
fn input(n: u64, queries: u64) -> Vec<u8> {
    let options = GenerateOptions {
        family: "contest".to_string(),
        size: n,
        tests: queries,
        seed: 1,
    };
    let mut bytes = Vec::new();
    array_game()
        .generate(&options, &mut bytes)
        .expect("valid options");
    bytes
}

fn benchmarks(criterion: &mut Criterion) {
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
    let mut group = criterion.benchmark_group("array-game");
    group.sample_size(10);
    for (name, n) in boards {
        let bytes = input(n, 100);
        group.bench_function(
            format!("{name}, 100 queries of 100 cells: bare loop (baseline)"),
            |bencher| {
                bencher.iter(|| black_box(bare_loop::bare_loop(black_box(&bytes))));
            },
        );
        group.bench_function(
            format!("{name}, 100 queries of 100 cells: parse only (baseline)"),
            |bencher| {
                bencher.iter(|| black_box(sum_of_all_numbers(black_box(&bytes)).expect("numbers")));
            },
        );
        group.bench_function(format!("{name}: the table of values alone"), |bencher| {
            bencher.iter(|| black_box(Values::new(black_box(n))));
        });
        group.bench_function(
            format!("{name}, 100 queries of 100 cells: solve"),
            |bencher| {
                bencher.iter(|| {
                    array_game()
                        .solve(black_box(&bytes), &SolveOptions::default(), &mut io::sink())
                        .expect("valid input")
                });
            },
        );
    }
    group.finish();
}

criterion_group! {
    name = array_game_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(array_game_benches);
