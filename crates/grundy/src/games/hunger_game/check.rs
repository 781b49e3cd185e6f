//! hunger-game's side of `grundy check`: the linear-basis criterion against the search of
//! explicit box positions. Both sides describe a test by its verdict; the fast side adds any
//! doubt the search casts on its winning set (so a wrong set is a disagreement too).

use crate::heaps::check::HeapsCheck;
use crate::random::Random;

use super::brute::Oracle;
use super::report::HungerAnswer;
use super::{random_values, FAMILIES};

/// The checker's view of hunger-game.
pub const HUNGER_CHECK: HeapsCheck = HeapsCheck {
    families: &FAMILIES,
    random: random_small_values,
    largest_heap: largest_value,
    fast,
    brute: |values| HungerAnswer::verdict_by_search(values).to_string(),
};

/// The largest value in the exhaustive sets: the spec's ranges (9 for up to 3 boxes, 7 for 4,
/// 5 for 5, 3 for 6).
fn largest_value(count: u64) -> u64 {
    match count {
        0..=3 => 9,
        4 => 7,
        5 => 5,
        _ => 3,
    }
}

fn random_small_values(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    random_values(family, count, largest_value(count as u64) + 1, random)
}

/// The basis's verdict, and a complaint when the search finds its winning set losing.
fn fast(values: &[u64]) -> String {
    let answer = HungerAnswer::by_basis(values);
    let verdict = answer.answer().to_string();
    match answer.analysis.and_then(|analysis| analysis.open) {
        Some(open) if !Oracle::new().opening_wins(values, &open) => {
            format!("{verdict}, but opening {open:?} (0-based) does not win")
        }
        _ => verdict,
    }
}
