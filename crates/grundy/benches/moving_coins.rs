//! moving-coins at the original's limits (`n = 150000, m = 50`) and the strengthened ones
//! (`n = 10^6`, any `m`): the whole job (parse, count, print), next to the plain bit-by-bit
//! programme as the baseline where it finishes in reasonable time, in the same run.
//!
//! Run with `cargo bench -p grundy --bench moving_coins`.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

use std::hint::black_box;
use std::io;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::bench::{moving_coins_count, CountMethod};
use grundy::catalog::{self, Entry};
use grundy::solve::SolveOptions;

/// moving-coins, run as the command line runs it: through the catalog.
fn moving_coins() -> &'static dyn Entry {
    catalog::find("moving-coins").expect("moving-coins is in the catalog")
}

fn solve(input: &str) {
    moving_coins()
        .solve(input.as_bytes(), &SolveOptions::default(), &mut io::sink())
        .expect("valid input");
}

fn benchmarks(criterion: &mut Criterion) {
    let mut group = criterion.benchmark_group("moving-coins");
    group.sample_size(10);
    for (n, m, plain) in [
        (150_000u64, 50u64, true),
        (1_000_000, 50, true),
        (1_000_000, 100_000, false),
        (1_000_000, 333_333, false),
        (1_000_000, 500_000, false),
    ] {
        let input = format!("{n} {m}\n");
        group.bench_function(format!("n = {n}, m = {m}: solve"), |bencher| {
            bencher.iter(|| solve(black_box(&input)));
        });
        if plain {
            group.bench_function(
                format!("n = {n}, m = {m}: plain programme (baseline)"),
                |bencher| {
                    bencher.iter(|| black_box(moving_coins_count(n, m, CountMethod::Plain)));
                },
            );
        }
    }
    group.finish();
}

criterion_group! {
    name = moving_coins_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(moving_coins_benches);
