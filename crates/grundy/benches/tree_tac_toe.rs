//! Tree-tac-toe on files from `grundy gen` (seed 1): 50,000 trees of 10 vertices, and one tree of
//! 5·10^5 vertices of each family. The whole job (parse, validate, solve, answer) next to two
//! baselines on the same bytes, in the same run: a parse-only pass (every number parsed, every
//! colour string read as a token) and a bare loop that only touches every byte.
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

/// The parse-only baseline: every number parsed, every other token (the colour strings) read.
fn parse_only(bytes: &[u8]) -> u64 {
    let mut scanner = Scanner::new(bytes);
    let mut sum = 0u64;
    while scanner.skip_separators() {
        if scanner.bytes()[scanner.position()].is_ascii_digit() {
            sum = sum.wrapping_add(scanner.next_u64("a number").expect("a number"));
        } else {
            sum += scanner.next_token("a token").expect("a token").bytes.len() as u64;
        }
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
