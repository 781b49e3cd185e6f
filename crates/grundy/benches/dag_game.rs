//! dag-game on tests of 10^6 positions and about 2·10^6 arcs with 10^5 queries (a random DAG, a
//! chain, and with `--loopy` a random digraph and one of many short cycles): the whole job
//! (parse, check, solve, answer) next to two baselines on the same bytes: parsing every number,
//! and a bare loop that touches every byte once (digits accumulated, no validation).
//!
//! Run with `cargo bench -p grundy --bench dag_game`.

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

fn benchmarks(criterion: &mut Criterion) {
    let game = catalog::find("dag-game").expect("in the catalog");
    let inputs = [
        (
            "random DAG",
            generated("dag-game", "random", 1_000_000, 1),
            false,
        ),
        ("chain", generated("dag-game", "chain", 1_000_000, 1), false),
        (
            "random digraph --loopy",
            generated("dag-game", "loopy-random", 1_000_000, 1),
            true,
        ),
        (
            "two-cycles --loopy",
            generated("dag-game", "two-cycles", 1_000_000, 1),
            true,
        ),
    ];
    let mut group = criterion.benchmark_group("dag-game");
    group.sample_size(10);
    for (name, bytes, loopy) in &inputs {
        let name = format!("{name} ({:.1} MB)", bytes.len() as f64 / 1e6);
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function(format!("{name}: touch every byte (baseline)"), |bencher| {
            bencher.iter(|| black_box(bare_loop::bare_loop(black_box(bytes))));
        });
        group.bench_function(format!("{name}: parse only (baseline)"), |bencher| {
            bencher.iter(|| black_box(sum_of_all_numbers(black_box(bytes)).expect("numbers")));
        });
        group.bench_function(format!("{name}: solve"), |bencher| {
            let options = SolveOptions {
                loopy: *loopy,
                ..SolveOptions::default()
            };
            bencher.iter(|| {
                game.solve(black_box(bytes), &options, &mut io::sink())
                    .expect("valid input")
            });
        });
    }
    group.finish();
}

criterion_group!(benches, benchmarks);
criterion_main!(benches);
