//! pebble-game at its full size, `n = 100`, on every generator family: the whole job (read,
//! merge the edges, round table, game graph, both strategy-improvement runs, answer) through the
//! catalog, next to the shared bare loop that only touches every byte and a parse of every
//! number of the same file. Before timing, it prints each file's size and the number of strategy
//! improvement steps of each run (from the `--json` report).
//!
//! Run with `cargo bench -p grundy --bench pebble_game`.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

#[path = "common/bare_loop.rs"]
mod bare_loop;

use std::hint::black_box;
use std::io;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::catalog;
use grundy::input::sum_of_all_numbers;
use grundy::solve::{GenerateOptions, Report, SolveOptions};

const GAME: &str = "pebble-game";

fn input(family: &str) -> Vec<u8> {
    let options = GenerateOptions {
        family: family.to_string(),
        size: 100,
        tests: 1,
        seed: 1,
    };
    let mut bytes = Vec::new();
    catalog::find(GAME)
        .expect("in the catalog")
        .generate(&options, &mut bytes)
        .expect("valid options");
    bytes
}

/// The `improvement_steps` of the JSON report on `bytes`, as text.
fn steps(bytes: &[u8]) -> String {
    let game = catalog::find(GAME).expect("in the catalog");
    let options = SolveOptions {
        report: Report::Json,
        ..SolveOptions::default()
    };
    let mut json = Vec::new();
    game.solve(bytes, &options, &mut json).expect("valid input");
    let object: serde_json::Value = serde_json::from_slice(&json).expect("JSON");
    object["improvement_steps"].to_string()
}

fn benchmarks(criterion: &mut Criterion) {
    let game = catalog::find(GAME).expect("in the catalog");
    let mut group = criterion.benchmark_group(GAME);
    group.sample_size(10);
    for family in game.families() {
        let bytes = input(family);
        let edges = bytes.iter().filter(|&&byte| byte == b'\n').count() - 1;
        println!(
            "{GAME} {family}: n = 100, {edges} edges, {} bytes, steps {}",
            bytes.len(),
            steps(&bytes)
        );
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function(
            format!("{family}: touch every byte (baseline)"),
            |bencher| {
                bencher.iter(|| black_box(bare_loop::bare_loop(black_box(&bytes))));
            },
        );
        group.bench_function(format!("{family}: parse only (baseline)"), |bencher| {
            bencher.iter(|| black_box(sum_of_all_numbers(black_box(&bytes)).expect("numbers")));
        });
        group.bench_function(format!("{family}: solve"), |bencher| {
            bencher.iter(|| {
                game.solve(black_box(&bytes), &SolveOptions::default(), &mut io::sink())
                    .expect("valid input")
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = pebble_game_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(pebble_game_benches);
