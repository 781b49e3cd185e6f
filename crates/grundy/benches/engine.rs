//! How fast the exhaustive engine is: every position of path marking on a path of 21 nodes
//! (2^20 positions, each with up to 20 options), solved by `ValueSolver` (Grundy values of every
//! position) and by `OutcomeSolver` (win/lose, which stops at the first winning move).
//!
//! Run with `cargo bench -p grundy --bench engine`; it prints the number of positions each solver
//! visits, so the time per iteration gives positions per second.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::engine::{Game, OutcomeSolver, Play, ValueSolver};

/// Path marking (Luogu P7841) on a path of `edges + 1` nodes: on a path every set of edges lies
/// on one simple path, so a position is any set of marked edges and a move marks one more
/// (`2^edges` positions, one option per unmarked edge).
struct PathMarking {
    edges: u32,
}

impl Game for PathMarking {
    type Position = u32;

    fn options(&self, marked: &u32, options: &mut Vec<u32>) {
        for edge in 0..self.edges {
            let next = marked | 1 << edge;
            if next != *marked {
                options.push(next);
            }
        }
    }
}

fn benchmarks(criterion: &mut Criterion) {
    let path = || PathMarking { edges: 20 };
    let mut values = ValueSolver::new(path());
    values.value(&0);
    let mut outcomes = OutcomeSolver::new(path(), Play::Normal);
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
                let mut solver = ValueSolver::new(path());
                black_box(solver.value(&0))
            });
        },
    );
    group.bench_function(
        "OutcomeSolver: path marking on a path of 21 nodes",
        |bencher| {
            bencher.iter(|| {
                let mut solver = OutcomeSolver::new(path(), Play::Normal);
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
