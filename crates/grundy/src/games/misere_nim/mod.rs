//! Misère Nim (`misere-nim`): take any number of counters from one heap; whoever takes the last
//! one loses (the player with no move wins).
//!
//! Source: POJ 3480 "John" (also BZOJ 1022 / Luogu P4279). Output per test: `John` when the first
//! player wins, else `Brother`. User documentation: `docs/games/misere-nim.md`. The fast answer is
//! the anti-Nim rule (a case of the Sprague–Jia theorem on anti-SG games): the first player wins
//! iff every heap is at most 1 and the nim-sum is 0, or some heap is at least 2 and the nim-sum
//! is not 0. The oracle searches heap tuples under misère play ([`mod@crate::heaps::search`]) with
//! none of it.

pub mod check;
pub(crate) mod draw;
pub mod report;
pub mod rules;

use std::io::Write;

use crate::game::{Detail, Info};
use crate::heaps::contest::HeapContest;
use crate::heaps::{self, TestFormat};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use report::{MisereFold, MisereReport};

/// Misère Nim as a game of the catalog.
pub struct MisereNim;

/// Misère Nim's input: `T`, then per test `N` and the `N` heap sizes.
pub const TEST_FORMAT: TestFormat = TestFormat {
    count: "the number of heaps N",
    item: "a heap size A_i",
    brute_moves: heaps::NIM_MOVES,
};

impl HeapContest for MisereNim {
    const LISTS: Option<&'static str> = Some("the oracle's winning moves");
    const INFO: Info = Info {
        id: "misere-nim",
        title: "Misère Nim",
        source: "POJ 3480 \"John\" (the anti-Nim rule)",
        rules: "take any number from one heap; who takes the last object loses",
        output: "`John` (first wins) / `Brother`",
    };
    const FORMAT: TestFormat = TEST_FORMAT;
    type Answer = MisereReport;
    type Fold = MisereFold;
    type Oracle = ();

    fn oracle() {}

    fn fast(heaps: &[u64], _: Detail) -> MisereReport {
        MisereReport::by_rule(heaps)
    }

    fn brute((): &mut (), heaps: &[u64]) -> MisereReport {
        MisereReport::by_search(heaps)
    }
}

/// The generator's families.
pub const FAMILIES: [&str; 5] = ["contest", "ones", "one-big", "second-wins", "huge"];

/// Random heaps of the named family: `contest` (1..=4747, the original's limits), `ones` (every
/// heap 0 or 1), `one-big` (ones and zeros and a single heap that is above 1 in one test of two,
/// and 0 or 1 in the other: both sides of the rule that one big heap wins), `second-wins` (contest
/// heaps with nim-sum 0 and at least two heaps above 1, or an odd number of ones), `huge` (any
/// 64-bit size).
pub fn random_heaps(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    heaps_up_to(family, count, u64::MAX, random)
}

/// [`random_heaps`] with every heap at most `most` (at least 2), except in `huge`; `second-wins`
/// then draws up to the largest `2^k - 1` at most `most`, so that the last heap stays within it
/// too.
fn heaps_up_to(family: &str, count: usize, most: u64, random: &mut Random) -> Vec<u64> {
    let largest = most.clamp(2, 4747);
    match family {
        "ones" => heaps::random_heaps(count, 2, random),
        "one-big" => {
            let mut heaps = heaps::random_heaps(count, 2, random);
            let big = random.index(count);
            // A single heap above 1 always wins for the player to move; without it the parity of
            // the ones decides (the heap flipped between 0 and 1, so the test is not `ones`').
            heaps[big] = if random.coin() {
                random.between(2, largest)
            } else {
                1 - heaps[big]
            };
            heaps
        }
        "huge" => heaps::random_heaps(count, 0, random),
        "second-wins" => {
            // One draw first, so that the heaps are not `contest`'s of the same seed (with the
            // last changed) where the bounds agree.
            random.next_u64();
            let largest = heaps::xor_closed(most).clamp(3, 4747);
            let mut heaps: Vec<u64> = (0..count).map(|_| random.between(1, largest)).collect();
            let last = count - 1;
            heaps[last] = 0;
            heaps[last] = heaps::nim_sum(&heaps);
            if heaps.iter().filter(|&&heap| heap >= 2).count() < 2 {
                // Too few heaps to balance: an odd number of ones is lost for the player to move.
                heaps = vec![1; count];
                if count % 2 == 0 {
                    heaps[0] = 0;
                }
            }
            heaps
        }
        _ => (0..count).map(|_| random.between(1, largest)).collect(),
    }
}

/// The heaps `grundy gen` writes: [`random_heaps`], but where the oracle takes `count` heaps of
/// 3 or more, at most the largest it takes (except in `huge`), so that `grundy solve --method
/// brute` checks a file of a small `--n`. (`grundy check` bounds its heaps itself.)
fn generated_heaps(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    let most = heaps::within_reach(count, u64::MAX, heaps::NIM_MOVES.0);
    heaps_up_to(family, count, most, random)
}

/// Writes a valid input: `options.tests` tests of `options.size` heaps each.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    heaps::generate_tests("misere-nim", &FAMILIES, options, out, generated_heaps)
}
