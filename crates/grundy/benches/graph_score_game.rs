//! graph-score-game on graphs of 10^6 vertices: the whole job (read, validate, solve, answer)
//! through the catalog, next to a baseline that only parses every number of the same file and a
//! bare loop that only touches every byte.
//!
//! Run with `cargo bench -p grundy --bench graph_score_game`.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

#[path = "common/bare_loop.rs"]
mod bare_loop;
#[path = "common/generated.rs"]
mod generated;

use std::hint::black_box;
use std::io;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::catalog;
use grundy::input::sum_of_all_numbers;
use grundy::solve::SolveOptions;

use generated::generated;

const GAME: &str = "graph-score-game";

fn benchmarks(criterion: &mut Criterion) {
    let game = catalog::find(GAME).expect("in the catalog");
    let inputs = [
        (
            "random, 1e5 vertices, 2e5 arcs (the original's limits)",
            generated(GAME, "random", 100_000, 1),
        ),
        (
            "random, 1e6 vertices, 2e6 arcs",
            generated(GAME, "random", 1_000_000, 1),
        ),
        (
            "dag, 1e6 vertices, 2e6 arcs",
            generated(GAME, "dag", 1_000_000, 1),
        ),
        (
            "two-cycles, 1e6 vertices, 2e6 arcs",
            generated(GAME, "two-cycles", 1_000_000, 1),
        ),
        (
            "long-cycle, 1e6 vertices",
            generated(GAME, "long-cycle", 1_000_000, 1),
        ),
        (
            "alternating-chain, 1e6 vertices",
            generated(GAME, "alternating-chain", 1_000_000, 1),
        ),
    ];
    let mut group = criterion.benchmark_group(GAME);
    group.sample_size(10);
    for (name, bytes) in &inputs {
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function(format!("{name}: touch every byte (baseline)"), |bencher| {
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
    name = graph_score_game_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(graph_score_game_benches);
