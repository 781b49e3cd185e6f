//! Tree-hackenbush on trees of 10^6 vertices: the whole job (parse, validate, solve, answer), and
//! with `--all-roots`, next to a baseline that only parses every integer of the same file.
//!
//! Run with `cargo bench -p grundy --bench tree_hackenbush`.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

#[path = "common/bare_loop.rs"]
mod bare_loop;

use std::hint::black_box;
use std::io;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::catalog::{self, Entry};
use grundy::input::sum_of_all_numbers;
use grundy::solve::{GenerateOptions, Report, SolveOptions};

/// tree-hackenbush, run as the command line runs it: through the catalog.
fn tree_hackenbush() -> &'static dyn Entry {
    catalog::find("tree-hackenbush").expect("tree-hackenbush is in the catalog")
}

fn input(family: &str, n: u64) -> Vec<u8> {
    let options = GenerateOptions {
        family: family.to_string(),
        size: n,
        tests: 1,
        seed: 1,
    };
    let mut bytes = Vec::new();
    tree_hackenbush()
        .generate(&options, &mut bytes)
        .expect("valid options");
    bytes
}

fn benchmarks(criterion: &mut Criterion) {
    let inputs = [
        ("random tree of 1e6 vertices", input("random", 1_000_000)),
        ("path of 1e6 vertices", input("path", 1_000_000)),
    ];
    let every_root = SolveOptions {
        all_roots: true,
        report: Report::Json,
        ..SolveOptions::default()
    };
    let mut group = criterion.benchmark_group("tree-hackenbush");
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
                tree_hackenbush()
                    .solve(black_box(bytes), &SolveOptions::default(), &mut io::sink())
                    .expect("valid input")
            });
        });
        group.bench_function(format!("{name}: solve, --json --all-roots"), |bencher| {
            bencher.iter(|| {
                tree_hackenbush()
                    .solve(black_box(bytes), &every_root, &mut io::sink())
                    .expect("valid input")
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = tree_hackenbush_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(tree_hackenbush_benches);
