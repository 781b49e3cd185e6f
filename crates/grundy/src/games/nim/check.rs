//! Nim's side of `grundy check`: Bouton's theorem against the search of heap tuples, on the
//! verdict and the full list of winning moves.

use crate::engine::Play;
use crate::heaps::check::HeapsCheck;
use crate::heaps::nim_sum;
use crate::random::Random;

use super::report::NimAnswer;
use super::{random_heaps, FAMILIES};

/// Random heaps are kept below this, so that the search stays small.
const RANDOM_BOUND: u64 = 8;

/// The checker's view of nim.
pub const NIM_CHECK: HeapsCheck = HeapsCheck {
    families: &FAMILIES,
    random: random_small_heaps,
    largest_heap,
    fast: |heaps| describe(&NimAnswer::by_theory(heaps)),
    brute: |heaps| describe(&NimAnswer::by_search(heaps, Play::Normal)),
};

/// The verdict and every winning move, in words both sides share.
pub fn describe(answer: &NimAnswer) -> String {
    let moves: Vec<String> = answer
        .winning_moves
        .iter()
        .map(|&(heap, size)| format!("{}->{size}", heap + 1))
        .collect();
    format!("{}, winning moves [{}]", answer.answer(), moves.join(" "))
}

/// A family's heaps reduced below [`RANDOM_BOUND`]; `second-wins` keeps its nim-sum of 0.
fn random_small_heaps(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    let mut heaps = random_heaps(family, count, random);
    for heap in &mut heaps {
        *heap %= RANDOM_BOUND;
    }
    if family == "second-wins" {
        let last = heaps.len() - 1;
        heaps[last] = 0;
        heaps[last] = nim_sum(&heaps);
    }
    heaps
}

/// Every tuple of heaps up to 7 for at most 4 heaps, 4 for 5, 3 for 6.
fn largest_heap(count: u64) -> u64 {
    match count {
        0..=4 => 7,
        5 => 4,
        _ => 3,
    }
}
