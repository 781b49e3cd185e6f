//! Closed boxes of stones (`hunger-game`): open any non-empty set of closed boxes, or take stones
//! from one open box; whoever cannot move loses.
//!
//! Source: "HUNGERGAME" from a Chinese lecture on game theory; the format is ours (`First` /
//! `Second` per test). User documentation: `docs/games/hunger-game.md`. The fast answer is the
//! linear-basis criterion ([`basis`]): the first player wins iff some non-empty set of boxes has
//! XOR 0, and then opening `E = C ∪ S` wins. The oracle ([`brute`]) searches explicit positions
//! (every box closed, or open with its count) with none of it.

pub mod basis;
pub mod brute;
pub mod check;
pub(crate) mod draw;
#[cfg(test)]
mod oracle_tests;
pub mod report;
pub mod rules;

use std::io::Write;

use crate::game::{Detail, Info};
use crate::heaps::contest::HeapContest;
use crate::heaps::{self, TestFormat};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use brute::Oracle;
use report::{HungerFold, HungerReport};

/// hunger-game as a game of the catalog.
pub struct HungerGame;

/// hunger-game's input: `T`, then per test `n` and the `n` box values.
pub const TEST_FORMAT: TestFormat = TestFormat {
    count: "the number of boxes n",
    item: "a box's stones a_i",
    brute_moves: (
        brute::moves_bound,
        "the product of a_i + 2 over its boxes times their sum plus 2^n",
    ),
};

impl HeapContest for HungerGame {
    const LISTS: Option<&'static str> =
        Some("the boxes of a winning opening and the winning moves");
    const INFO: Info = Info {
        id: "hunger-game",
        title: "Closed boxes of stones",
        source: "\"HUNGERGAME\" from a lecture on game theory; our format",
        rules: "open any set of closed boxes, or take stones from one open box",
        output: "`First` (first wins) / `Second`",
    };
    const FORMAT: TestFormat = TEST_FORMAT;
    type Answer = HungerReport;
    type Fold = HungerFold;
    type Oracle = Oracle;

    fn oracle() -> Oracle {
        Oracle::new()
    }

    fn fast(heaps: &[u64], detail: Detail) -> HungerReport {
        HungerReport::by_basis(heaps, detail.report)
    }

    fn brute(oracle: &mut Oracle, heaps: &[u64]) -> HungerReport {
        HungerReport::by_search(heaps, oracle)
    }
}

/// The generator's families.
pub const FAMILIES: [&str; 6] = [
    "random",
    "independent",
    "one-dependent",
    "small",
    "duplicates",
    "zero-box",
];

/// `count` values below `bound` from the named family: `random`; `independent` (each value
/// independent of those before it while the bound allows: the second player wins); `one-dependent`
/// (independent values, then one box, anywhere, replaced by the XOR of a random non-empty set of
/// the others, or 0 when it is alone); `small` (below 16); `duplicates` (drawn from a pool of
/// about `count / 2` values); `zero-box` (random, one box empty).
pub fn random_values(family: &str, count: usize, bound: u64, random: &mut Random) -> Vec<u64> {
    match family {
        "independent" => independent_values(count, bound, random),
        "one-dependent" => {
            let mut values = independent_values(count, bound, random);
            let target = random.index(count);
            let mut xor = 0;
            let mut chosen = 0;
            for index in (0..count).filter(|&index| index != target) {
                if random.coin() || (chosen == 0 && index + 1 == count) {
                    xor ^= values[index];
                    chosen += 1;
                }
            }
            values[target] = xor;
            values
        }
        "small" => heaps::random_heaps(count, bound.min(16), random),
        "duplicates" => {
            let pool = heaps::random_heaps(count / 2 + 1, bound, random);
            (0..count).map(|_| pool[random.index(pool.len())]).collect()
        }
        "zero-box" => {
            let mut values = heaps::random_heaps(count, bound, random);
            values[random.index(count)] = 0;
            values
        }
        _ => heaps::random_heaps(count, bound, random),
    }
}

/// Values below `bound` each independent of the earlier ones while some such value is found in
/// 64 draws; random after that.
fn independent_values(count: usize, bound: u64, random: &mut Random) -> Vec<u64> {
    let mut basis = basis::Basis::new();
    (0..count)
        .map(|_| {
            let mut value = random.below(bound);
            let mut draws = 0;
            while !basis.insert(value) && draws < 64 {
                value = random.below(bound);
                draws += 1;
            }
            value
        })
        .collect()
}

/// The generator's values: below 2^63, the spec's limit; `small`'s below 16 (and at most half
/// the others' bound where the oracle's reach bounds them); `independent`'s and
/// `one-dependent`'s below `2^n`, so that `n` random values would often be dependent (below
/// 2^63 they almost never are). Where the oracle takes `count` boxes of 3 or more, at most the
/// largest it takes, so that `grundy solve --method brute` checks a file of a small `--n`; the
/// independent families keep `2^n` (fewer values are never independent), within the oracle's
/// reach up to `--n` 4.
fn generator_values(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    let reach = heaps::within_reach(count, u64::MAX, TEST_FORMAT.brute_moves.0);
    let bound: u64 = match family {
        // At most 63 boxes: `generate` refuses more.
        "independent" | "one-dependent" => return random_values(family, count, 1 << count, random),
        // Small next to the others: at most half of theirs where the oracle bounds them.
        "small" => 16.min(reach.div_ceil(2)),
        _ => (1 << 63).min(reach.saturating_add(1)),
    };
    random_values(family, count, bound, random)
}

/// Writes a valid input: `options.tests` tests of `options.size` boxes each.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    if matches!(options.family.as_str(), "independent" | "one-dependent") && options.size > 63 {
        return Err(GenerateError::Options(format!(
            "the {} family needs --n at most 63 (more values below 2^63 are never independent), \
             not {}",
            options.family, options.size
        )));
    }
    heaps::generate_tests("hunger-game", &FAMILIES, options, out, generator_values)
}
