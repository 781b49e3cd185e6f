//! Nim (`nim`): take any number of counters from one heap; whoever cannot move loses.
//!
//! Source: Luogu P2197 "【模板】Nim 游戏". Output per test: `Yes` when the first player wins, else
//! `No`. User documentation: `docs/games/nim.md`. The fast answer is Bouton's theorem (the first
//! player wins iff the nim-sum is not 0; the winning moves are the heaps with the top bit of the
//! nim-sum, each reduced to its size XOR the nim-sum); the oracle searches heap tuples
//! ([`mod@crate::heaps::search`]) with none of it.

pub mod check;
pub(crate) mod draw;
pub mod report;
pub mod rules;

use std::io::Write;

use crate::engine::Play;
use crate::game::{Detail, Info};
use crate::heaps::contest::HeapContest;
use crate::heaps::{self, TestFormat};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, Method};

use report::{NimAnswer, NimFold, NimReport};

/// Nim as a game of the catalog.
pub struct Nim;

/// Nim's input: `T`, then per test `n` and the `n` heap sizes.
pub const TEST_FORMAT: TestFormat = TestFormat {
    count: "the number of heaps n",
    item: "a heap size a_i",
    brute_moves: heaps::NIM_MOVES,
};

impl HeapContest for Nim {
    const LISTS: Option<&'static str> = Some("the winning moves");
    const INFO: Info = Info {
        id: "nim",
        title: "Nim",
        source: "Luogu P2197 (Bouton's theorem)",
        rules: "take any number of stones from one heap; who cannot move loses",
        output: "`Yes` (first wins) / `No`",
    };
    const FORMAT: TestFormat = TEST_FORMAT;
    type Answer = NimReport;
    type Fold = NimFold;
    type Oracle = ();

    fn oracle() {}

    fn fast(heaps: &[u64], _: Detail) -> NimReport {
        NimReport::new(heaps, NimAnswer::by_theory(heaps), Method::Fast)
    }

    fn brute((): &mut (), heaps: &[u64]) -> NimReport {
        NimReport::new(
            heaps,
            NimAnswer::by_search(heaps, Play::Normal),
            Method::Brute,
        )
    }
}

/// The generator's families.
pub const FAMILIES: [&str; 5] = ["random", "contest", "second-wins", "huge", "powers-of-two"];

/// Random heaps of the named family: `random` (below 2^20), `contest` (below 10^4, the
/// original's limits), `second-wins` (random, then the last heap set so that the nim-sum is 0),
/// `huge` (any 64-bit size), `powers-of-two` (each heap a power of two or 0).
pub fn random_heaps(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    heaps_up_to(family, count, u64::MAX, random)
}

/// [`random_heaps`] with every heap at most `most` (at least 1), except in `huge`; `second-wins`
/// then draws below the largest power of two at most `most + 1`, so that the last heap stays
/// within it too.
fn heaps_up_to(family: &str, count: usize, most: u64, random: &mut Random) -> Vec<u64> {
    let below = |bound: u64| bound.min(most.saturating_add(1));
    match family {
        "contest" => heaps::random_heaps(count, below(10_000), random),
        "huge" => heaps::random_heaps(count, 0, random),
        "powers-of-two" => {
            // Powers up to 2^10, and up to `most`.
            let bits = (64 - most.leading_zeros()).min(11) as u64;
            (0..count)
                .map(|_| match random.below(bits + 1) {
                    0 => 0,
                    bit => 1 << (bit - 1),
                })
                .collect()
        }
        "second-wins" => {
            let bound = heaps::xor_closed(most).saturating_add(1).min(1 << 20);
            let mut heaps = heaps::random_heaps(count, bound, random);
            let last = count - 1;
            heaps[last] = 0;
            heaps[last] = heaps::nim_sum(&heaps);
            heaps
        }
        _ => heaps::random_heaps(count, below(1 << 20), random),
    }
}

/// The heaps `grundy gen` writes: [`random_heaps`], but where the oracle takes `count` heaps of
/// 3 or more, at most the largest it takes (except in `contest`, which keeps the original's
/// limits, and `huge`), so that `grundy solve --method brute` checks a file of a small `--n`.
/// (`grundy check` bounds its heaps itself.)
fn generated_heaps(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    let most = match family {
        "contest" | "huge" => u64::MAX,
        _ => heaps::within_reach(count, u64::MAX, heaps::NIM_MOVES.0),
    };
    heaps_up_to(family, count, most, random)
}

/// Writes a valid input: `options.tests` tests of `options.size` heaps each.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    heaps::generate_tests("nim", &FAMILIES, options, out, generated_heaps)
}
