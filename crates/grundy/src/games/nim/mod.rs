//! Nim (`nim`): take any number of counters from one heap; whoever cannot move loses.
//!
//! Source: Luogu P2197 "【模板】Nim 游戏". Output per test: `Yes` when the first player wins, else
//! `No`. Specification: `shared/specs/nim.md`. The fast answer is Bouton's theorem (the first
//! player wins iff the nim-sum is not 0; the winning moves are the heaps with the top bit of the
//! nim-sum, each reduced to its size XOR the nim-sum); the oracle searches heap tuples
//! ([`mod@crate::heaps::search`]) with none of it.

pub mod check;
pub mod report;

use std::io::Write;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::engine::Play;
use crate::heaps::{self, TestFormat};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions};

use report::NimAnswer;

/// Solves every test of `input` and writes one report per test to `out`.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let test_format = TestFormat {
        count: "the number of heaps n",
        item: "a heap size a_i",
        brute_moves: heaps::NIM_MOVES,
    };
    heaps::solve_tests(
        input,
        test_format,
        options.method,
        out,
        |text, test, heaps| {
            let answer = match options.method {
                Method::Fast if options.report == Report::Contest => NimAnswer::verdict(heaps),
                Method::Fast => NimAnswer::by_theory(heaps),
                Method::Brute => NimAnswer::by_search(heaps, Play::Normal),
            };
            report::format(text, options, test, heaps, &answer);
        },
    )
}

/// The generator's families.
pub const FAMILIES: [&str; 5] = ["random", "contest", "second-wins", "huge", "powers-of-two"];

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    FAMILIES.to_vec()
}

/// Random heaps of the named family: `random` (below 2^20), `contest` (below 10^4, the
/// original's limits), `second-wins` (random, then the last heap set so that the nim-sum is 0),
/// `huge` (any 64-bit size), `powers-of-two` (each heap a power of two or 0).
pub fn random_heaps(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    match family {
        "contest" => heaps::random_heaps(count, 10_000, random),
        "huge" => heaps::random_heaps(count, 0, random),
        "powers-of-two" => (0..count)
            .map(|_| match random.below(12) {
                0 => 0,
                bit => 1 << (bit - 1),
            })
            .collect(),
        "second-wins" => {
            let mut heaps = heaps::random_heaps(count, 1 << 20, random);
            let last = count - 1;
            heaps[last] = 0;
            heaps[last] = heaps::nim_sum(&heaps);
            heaps
        }
        _ => heaps::random_heaps(count, 1 << 20, random),
    }
}

/// Writes a valid input: `options.tests` tests of `options.size` heaps each.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    heaps::generate_tests("nim", &FAMILIES, options, out, random_heaps)
}

/// Checks the fast solver against the oracle (`grundy check nim`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::NIM_CHECK, options, progress)
}
