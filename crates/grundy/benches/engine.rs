//! How fast the exhaustive engine is: every position of path marking on a path of 21 nodes
//! (2^20 positions, each with up to 20 options), solved by `ValueSolver` (Grundy values of every
//! position) and by `OutcomeSolver` (win/lose, which stops at the first winning move).
//!
//! Run with `cargo bench -p grundy --bench engine`; it prints the number of positions each solver
//! visits, so the time per iteration gives positions per second.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::engine::{OutcomeSolver, Play, ValueSolver};
use grundy::games::path_marking::brute::PathMarking;
use grundy::tree::Edge;

fn benchmarks(criterion: &mut Criterion) {
    let n = 21u32;
    let path: Vec<Edge> = (1..n).map(|node| (node - 1, node)).collect();
    let mut values = ValueSolver::new(PathMarking::new(n, &path));
    values.value(&0);
    let mut outcomes = OutcomeSolver::new(PathMarking::new(n, &path), Play::Normal);
    outcomes.wins(&0);
    println!(
        "positions: ValueSolver {}, OutcomeSolver {}",
        values.positions(),
        outcomes.positions()
    );
    let mut group = criterion.benchmark_group("engine");
    group.sample_size(10);
    group.bench_function(
        "ValueSolver: path marking on a path of 21 nodes",
        |bencher| {
            bencher.iter(|| {
                let mut solver = ValueSolver::new(PathMarking::new(n, &path));
                black_box(solver.value(&0))
            });
        },
    );
    group.bench_function(
        "OutcomeSolver: path marking on a path of 21 nodes",
        |bencher| {
            bencher.iter(|| {
                let mut solver = OutcomeSolver::new(PathMarking::new(n, &path), Play::Normal);
                black_box(solver.wins(&0))
            });
        },
    );
    group.finish();
}

criterion_group! {
    name = engine_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(engine_benches);
