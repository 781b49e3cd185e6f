//! The entry point of the file benchmarks: with `--paired` among the arguments after `--`, the
//! paired runs of `common/paired.rs`; without it, criterion, with every argument of criterion's
//! own, as `criterion_group!` and `criterion_main!` would run the benchmark's cases.

use std::hint::black_box;
use std::process;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};

use super::case::Case;
use super::paired;

/// Runs the cases that `cases` builds as the criterion group `group` (set up by `configure`), or,
/// with `--paired`, as paired runs. The arguments are read before `cases` builds anything.
pub fn run(
    group: &str,
    configure: impl FnOnce(&mut BenchmarkGroup<'_, WallTime>),
    cases: impl FnOnce() -> Vec<Case>,
) {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    if arguments.iter().any(|argument| argument == paired::FLAG) {
        let options = paired::Options::from_arguments(&arguments).unwrap_or_else(|message| {
            eprintln!("{message}");
            process::exit(2);
        });
        paired::run(group, &cases(), &options);
    } else {
        run_criterion(group, configure, cases);
    }
}

/// What `criterion_group!` and `criterion_main!` do with one target that benchmarks every part of
/// every case in one group.
fn run_criterion(
    name: &str,
    configure: impl FnOnce(&mut BenchmarkGroup<'_, WallTime>),
    cases: impl FnOnce() -> Vec<Case>,
) {
    let mut criterion = Criterion::default().configure_from_args();
    let cases = cases();
    let mut group = criterion.benchmark_group(name);
    configure(&mut group);
    for case in &cases {
        if case.bytes_per_second {
            group.throughput(Throughput::Bytes(case.bytes.len() as u64));
        }
        for part in &case.parts {
            group.bench_function(&part.label, |bencher| {
                bencher.iter(|| part.run(black_box(&case.bytes)));
            });
        }
    }
    group.finish();
    Criterion::default().configure_from_args().final_summary();
}
