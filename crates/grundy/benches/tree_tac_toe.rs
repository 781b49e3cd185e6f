//! Tree-tac-toe on files from `grundy gen` (seed 1): 50,000 trees of 10 vertices, and one tree of
//! 5·10^5 vertices of each family. The whole job (parse, validate, solve, answer) next to two
//! baselines on the same bytes, in the same run: a parse-only pass (every number parsed, every
//! colour string read as a token, in the format's order) and a bare loop that only touches every
//! byte.
//!
//! Run with `cargo bench -p grundy --bench tree_tac_toe`.

#![allow(missing_docs)] // criterion_group! defines undocumented items.

#[path = "common/bare_loop.rs"]
mod bare_loop;

use std::hint::black_box;
use std::io;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::catalog;
use grundy::input::Scanner;
use grundy::solve::{GenerateOptions, SolveOptions};

fn input(family: &str, n: u64, tests: u64) -> Vec<u8> {
    let options = GenerateOptions {
        family: family.to_string(),
        size: n,
        tests,
        seed: 1,
    };
    let mut bytes = Vec::new();
    catalog::find("tree-tac-toe")
        .expect("in the catalog")
        .generate(&options, &mut bytes)
        .expect("valid options");
    bytes
}

/// The parse-only baseline: every number parsed, every colour string read as a token, in the
/// contest format's order: the count of tests, then per test `n`, the `2(n - 1)` ids of its edges
/// in one counted run of the reader's bulk fold ([`Scanner::for_each_u64`]), and its colour string.
/// Nothing is checked beyond what the reader checks (that each number is one).
fn parse_only(bytes: &[u8]) -> u64 {
    let mut scanner = Scanner::new(bytes);
    let tests = scanner.next_u64("T").expect("a number");
    let mut sum = tests;
    for _ in 0..tests {
        let n = scanner.next_u64("n").expect("a number");
        sum = sum.wrapping_add(n);
        scanner
            .for_each_u64(2 * n.saturating_sub(1), "an id", |id| {
                sum = sum.wrapping_add(id)
            })
            .expect("numbers");
        sum += scanner.next_token("a token").expect("a token").bytes.len() as u64;
    }
    sum
}

fn benchmarks(criterion: &mut Criterion) {
    let game = catalog::find("tree-tac-toe").expect("in the catalog");
    let mut inputs = vec![(
        "50000 random trees of 10 vertices".to_string(),
        input("random", 10, 50_000),
    )];
    for family in game.families() {
        inputs.push((format!("{family}, 5e5 vertices"), input(family, 500_000, 1)));
    }
    let mut group = criterion.benchmark_group("tree-tac-toe");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(2));
    for (name, bytes) in &inputs {
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function(format!("{name}: touch every byte"), |bencher| {
            bencher.iter(|| black_box(bare_loop::bare_loop(black_box(bytes))));
        });
        group.bench_function(format!("{name}: parse only"), |bencher| {
            bencher.iter(|| black_box(parse_only(black_box(bytes))));
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
    name = tree_tac_toe_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(tree_tac_toe_benches);
