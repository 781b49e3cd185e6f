//! Misère Nim's side of `grundy check`: the anti-Nim rule against the misère search of heap
//! tuples, on the verdict and the winning move with the lowest heap index (at a given heap the
//! winning new size is unique, so both sides name the same move).

use crate::heaps::check::HeapsCheck;
use crate::random::Random;

use super::report::MisereAnswer;
use super::{random_heaps, FAMILIES};

/// The checker's view of misère Nim.
pub const MISERE_NIM_CHECK: HeapsCheck = HeapsCheck {
    families: &FAMILIES,
    random: random_small_heaps,
    // Zeros included: sizes up to 7 for at most 4 heaps, 3 for 5 and 6.
    largest_heap: |count| if count <= 4 { 7 } else { 3 },
    fast: |heaps| describe(&MisereAnswer::by_rule(heaps)),
    brute: |heaps| describe(&MisereAnswer::by_search(heaps)),
};

fn describe(answer: &MisereAnswer) -> String {
    match answer.winning_move {
        Some((heap, size)) => format!(
            "{}, first winning move {}->{size}",
            answer.answer(),
            heap + 1
        ),
        None => format!("{}, no winning move", answer.answer()),
    }
}

/// A family's heaps with every size above 7 brought to 2..=7 (a big heap stays big).
fn random_small_heaps(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    let mut heaps = random_heaps(family, count, random);
    for heap in &mut heaps {
        if *heap > 7 {
            *heap = 2 + *heap % 6;
        }
    }
    heaps
}
