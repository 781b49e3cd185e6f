//! graph-draw-game on graphs of 10^6 vertices (random with about 2·10^6 arcs, a DAG, a long
//! chain inside random arcs, many cycles): the whole job (parse, check, two attractors, answer)
//! next to two baselines on the same bytes: parsing every number, and a bare loop that touches
//! every byte once.
//!
//! Run with `cargo bench -p grundy --bench graph_draw_game`.

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
    let game = catalog::find("graph-draw-game").expect("in the catalog");
    let inputs = [
        (
            "random",
            generated("graph-draw-game", "random", 1_000_000, 1),
        ),
        ("DAG", generated("graph-draw-game", "dag", 1_000_000, 1)),
        (
            "chain of 5e5 in random",
            generated("graph-draw-game", "long-chain", 1_000_000, 1),
        ),
        (
            "functional (many cycles)",
            generated("graph-draw-game", "functional", 1_000_000, 1),
        ),
    ];
    let mut group = criterion.benchmark_group("graph-draw-game");
    group.sample_size(10);
    for (name, bytes) in &inputs {
        let name = format!("{name} ({:.1} MB)", bytes.len() as f64 / 1e6);
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

criterion_group!(benches, benchmarks);
criterion_main!(benches);
