//! Path marking at the contest's full limits: the whole job (parse, validate, solve, print) next to
//! a baseline that only parses every integer of the same file, in the same run.
//!
//! Run with `cargo bench -p grundy --bench path_marking`. Before timing, it prints each input's
//! size and the peak heap memory of solving it, in bytes per node, measured by a counting
//! allocator (the input buffer itself is counted separately: the command line holds the file in
//! memory too).

#![allow(missing_docs)] // criterion_group! defines undocumented items.

#[path = "common/bare_loop.rs"]
mod bare_loop;

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::catalog::{self, Entry};
use grundy::input::sum_of_all_numbers;
use grundy::solve::SolveOptions;

/// path-marking, run as the command line runs it: through the catalog.
fn path_marking() -> &'static dyn Entry {
    catalog::find("path-marking").expect("path-marking is in the catalog")
}

/// The system allocator, counting the bytes in use and their peak.
struct CountingAllocator;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded unchanged to the system allocator; only counters are added.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(pointer, layout);
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// A file of `tests` trees of `n` nodes from `family`, as `grundy gen` writes it.
fn input(family: &str, n: u64, tests: u64) -> Vec<u8> {
    let options = grundy::solve::GenerateOptions {
        family: family.to_string(),
        size: n,
        tests,
        seed: 1,
    };
    let mut bytes = Vec::new();
    path_marking()
        .generate(&options, &mut bytes)
        .expect("valid options");
    bytes
}

fn solve(bytes: &[u8]) {
    path_marking()
        .solve(bytes, &SolveOptions::default(), &mut io::sink())
        .expect("valid input");
}

fn benchmarks(criterion: &mut Criterion) {
    let inputs = [
        (
            "3 random trees of 5e5 nodes",
            input("random", 500_000, 3),
            1_500_000u64,
        ),
        (
            "3 complete binary trees of 5e5",
            input("complete-binary", 500_000, 3),
            1_500_000,
        ),
        ("1 path of 5e5 nodes", input("path", 500_000, 1), 500_000),
        (
            "1e4 random trees of 150 nodes",
            input("random", 150, 10_000),
            1_500_000,
        ),
    ];
    for (name, bytes, nodes) in &inputs {
        let before = IN_USE.load(Ordering::Relaxed);
        PEAK.store(before, Ordering::Relaxed);
        solve(bytes);
        let peak = PEAK.load(Ordering::Relaxed) - before;
        let largest_test = if name.starts_with("1e4") {
            150
        } else {
            500_000
        };
        println!(
            "memory: {name}: input {} bytes ({:.1} per node), solver peak {} bytes \
             ({:.1} per node of the largest test)",
            bytes.len(),
            bytes.len() as f64 / *nodes as f64,
            peak,
            peak as f64 / f64::from(largest_test),
        );
    }
    let mut group = criterion.benchmark_group("path-marking");
    group.sample_size(10);
    for (name, bytes, _) in &inputs {
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function(format!("{name}: bare loop (baseline)"), |bencher| {
            bencher.iter(|| black_box(bare_loop::bare_loop(black_box(bytes))));
        });
        group.bench_function(format!("{name}: parse only (baseline)"), |bencher| {
            bencher.iter(|| black_box(sum_of_all_numbers(black_box(bytes)).expect("numbers")));
        });
        group.bench_function(format!("{name}: solve"), |bencher| {
            bencher.iter(|| solve(black_box(bytes)));
        });
    }
    group.finish();
}

criterion_group! {
    name = path_marking_benches;
    config = Criterion::default();
    targets = benchmarks
}
criterion_main!(path_marking_benches);
