//! Tree-tac-toe on files from `grundy gen` (seed 1): 50,000 trees of 10 vertices, and one tree of
//! 5·10^5 vertices of each family. The whole job (parse, validate, solve, answer) next to two
//! baselines on the same bytes, in the same run: a parse-only pass (every number parsed, every
//! colour string read as a token, in the format's order) and a bare loop that only touches every
//! byte.
//!
//! Run with `cargo bench -p grundy --bench tree_tac_toe`; add `-- --paired [--rounds N] [FILTER]`
//! for paired runs, which interleave the three parts of each file in rounds and give each part's
//! ratio to the bare loop of the same rounds (`common/paired.rs`).

#[path = "common/bare_loop.rs"]
mod bare_loop;
#[path = "common/case.rs"]
mod case;
#[path = "common/generated.rs"]
mod generated;
#[path = "common/harness.rs"]
mod harness;
#[path = "common/paired.rs"]
mod paired;

use std::time::Duration;

use case::{Case, Role};
use generated::generated;
use grundy::catalog;
use grundy::input::Scanner;

fn input(family: &str, n: u64, tests: u64) -> Vec<u8> {
    generated("tree-tac-toe", family, n, tests)
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

fn main() {
    harness::run(
        "tree-tac-toe",
        |group| {
            group.sample_size(10);
            group.warm_up_time(Duration::from_millis(500));
            group.measurement_time(Duration::from_secs(2));
        },
        cases,
    );
}

/// Every file, with its bare loop, parse-only baseline and whole job.
fn cases() -> Vec<Case> {
    let game = catalog::find("tree-tac-toe").expect("in the catalog");
    let mut inputs = vec![(
        "50000 random trees of 10 vertices".to_string(),
        input("random", 10, 50_000),
        10,
    )];
    for family in game.families() {
        inputs.push((
            format!("{family}, 5e5 vertices"),
            input(family, 500_000, 1),
            500_000,
        ));
    }
    inputs
        .into_iter()
        .map(|(name, bytes, vertices)| {
            Case::new(name.clone(), bytes)
                .bare_loop(format!("{name}: touch every byte"))
                .id_count_loop(format!("{name}: count every id"), vertices + 1)
                .part(Role::ParseOnly, format!("{name}: parse only"), parse_only)
                .solved_by(game)
        })
        .collect()
}
