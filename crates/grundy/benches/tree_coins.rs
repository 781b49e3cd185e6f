//! Tree-coins at the contest's full limits: the whole job (parse, validate, solve for every root,
//! format) next to a baseline that only parses every integer of the same file, in the same run.
//!
//! Run with `cargo bench -p grundy --bench tree_coins`.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

#[path = "common/bare_loop.rs"]
mod bare_loop;

use std::hint::black_box;
use std::io;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::catalog::{self, Entry};
use grundy::input::sum_of_all_numbers;
use grundy::solve::{GenerateOptions, SolveOptions};

/// tree-coins, run as the command line runs it: through the catalog.
fn tree_coins() -> &'static dyn Entry {
    catalog::find("tree-coins").expect("tree-coins is in the catalog")
}

fn input(family: &str, n: u64, tests: u64) -> Vec<u8> {
    let options = GenerateOptions {
        family: family.to_string(),
        size: n,
        tests,
        seed: 1,
    };
    let mut bytes = Vec::new();
    tree_coins()
        .generate(&options, &mut bytes)
        .expect("valid options");
    bytes
}

fn benchmarks(criterion: &mut Criterion) {
    let inputs = [
        ("random tree of 3e5 nodes", input("random", 300_000, 1)),
        ("path of 3e5 nodes", input("path", 300_000, 1)),
        ("star of 3e5 nodes", input("star", 300_000, 1)),
        (
            "path of 3e5 nodes, all coins odd",
            input("path-all-odd", 300_000, 1),
        ),
        ("10 random trees of 1e5 nodes", input("random", 100_000, 10)),
    ];
    let mut group = criterion.benchmark_group("tree-coins");
    group.sample_size(10);
    for (name, bytes) in &inputs {
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function(format!("{name}: bare loop (baseline)"), |bencher| {
            bencher.iter(|| black_box(bare_loop::bare_loop(black_box(bytes))));
        });
        group.bench_function(format!("{name}: parse only (baseline)"), |bencher| {
            bencher.iter(|| black_box(sum_of_all_numbers(black_box(bytes)).expect("numbers")));
        });
        group.bench_function(format!("{name}: solve"), |bencher| {
            bencher.iter(|| {
                tree_coins()
                    .solve(black_box(bytes), &SolveOptions::default(), &mut io::sink())
                    .expect("valid input")
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = tree_coins_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(tree_coins_benches);
