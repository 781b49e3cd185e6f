//! Nim, misère Nim and hunger-game at the tool's largest limits (10^7 heaps in a file; 10^6
//! boxes for hunger-game): the whole job (parse,
//! validate, solve, print) next to a baseline that only parses every integer of the same file, in
//! the same run.
//!
//! Run with `cargo bench -p grundy --bench heap_games`.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

#[path = "common/bare_loop.rs"]
mod bare_loop;

use std::hint::black_box;
use std::io;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::catalog::{self, Entry};
use grundy::input::sum_of_all_numbers;
use grundy::solve::{GenerateOptions, SolveOptions};

/// hunger-game, run as the command line runs it: through the catalog.
fn hunger_game() -> &'static dyn Entry {
    catalog::find("hunger-game").expect("hunger-game is in the catalog")
}

/// misere-nim, run as the command line runs it: through the catalog.
fn misere_nim() -> &'static dyn Entry {
    catalog::find("misere-nim").expect("misere-nim is in the catalog")
}

/// nim, run as the command line runs it: through the catalog.
fn nim() -> &'static dyn Entry {
    catalog::find("nim").expect("nim is in the catalog")
}

/// A file of `tests` tests of `n` heaps from `family`, as `grundy gen` writes it.
fn input(game: &dyn Entry, family: &str, n: u64, tests: u64) -> Vec<u8> {
    let options = GenerateOptions {
        family: family.to_string(),
        size: n,
        tests,
        seed: 1,
    };
    let mut bytes = Vec::new();
    game.generate(&options, &mut bytes).expect("valid options");
    bytes
}

fn benchmarks(criterion: &mut Criterion) {
    let inputs: [(&str, &dyn Entry, Vec<u8>); 7] = [
        (
            "nim: 1 test of 1e7 huge heaps",
            nim(),
            input(nim(), "huge", 10_000_000, 1),
        ),
        (
            "nim: 1e3 contest tests of 1e4 heaps",
            nim(),
            input(nim(), "contest", 10_000, 1_000),
        ),
        (
            "misere-nim: 1 test of 1e7 huge heaps",
            misere_nim(),
            input(misere_nim(), "huge", 10_000_000, 1),
        ),
        (
            "misere-nim: 2e5 contest tests of 47 heaps",
            misere_nim(),
            input(misere_nim(), "contest", 47, 200_000),
        ),
        (
            "misere-nim: 1 test of 1e7 ones",
            misere_nim(),
            input(misere_nim(), "ones", 10_000_000, 1),
        ),
        (
            "hunger-game: 10 random tests of 1e5 boxes",
            hunger_game(),
            input(hunger_game(), "random", 100_000, 10),
        ),
        (
            "hunger-game: 15873 independent tests of 63 boxes",
            hunger_game(),
            input(hunger_game(), "independent", 63, 15_873),
        ),
    ];
    let mut group = criterion.benchmark_group("heap-games");
    group.sample_size(10);
    for (name, game, bytes) in &inputs {
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function(format!("{name}: bare loop (baseline)"), |bencher| {
            bencher.iter(|| black_box(bare_loop::bare_loop(black_box(bytes))));
        });
        group.bench_function(format!("{name}: parse only (baseline)"), |bencher| {
            bencher.iter(|| black_box(sum_of_all_numbers(black_box(bytes)).expect("numbers")));
        });
        group.bench_function(format!("{name}: solve"), |bencher| {
            bencher.iter(|| {
                game.solve(black_box(bytes), &SolveOptions::default(), &mut io::sink())
                    .expect("valid input")
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = heap_games_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(heap_games_benches);
