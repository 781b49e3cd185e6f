//! The rules of the Nim games as positions with labelled moves (`heap 2 to 4`), heaps in the
//! input's order, under normal or misère play: what nim and misere-nim play on.

use std::fmt;

use crate::engine::Play;
use crate::game::{Refusal, Rules};

use super::{nim_moves_bound, MAX_BRUTE_MOVES};

/// The rules of Nim on heaps in the input's order, under normal or misère play.
#[derive(Debug, Clone, Copy)]
pub struct HeapRules {
    /// Who wins when no heap is left.
    pub play: Play,
}

/// Lower one heap to a smaller size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeapMove {
    /// The heap, 0-based.
    pub heap: usize,
    /// Its size after the move.
    pub size: u64,
}

impl fmt::Display for HeapMove {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "heap {} to {}", self.heap + 1, self.size)
    }
}

impl Rules for HeapRules {
    type Position = Vec<u64>;
    type Move = HeapMove;

    fn play_rule(&self) -> Play {
        self.play
    }

    fn moves(&self, heaps: &Vec<u64>, moves: &mut Vec<HeapMove>) {
        for (heap, &size) in heaps.iter().enumerate() {
            moves.extend((0..size).rev().map(|size| HeapMove { heap, size }));
        }
    }

    fn play(&self, heaps: &Vec<u64>, mv: &HeapMove) -> Vec<u64> {
        let mut after = heaps.clone();
        after[mv.heap] = mv.size;
        after
    }

    fn describe(&self, heaps: &Vec<u64>) -> String {
        let sizes: Vec<String> = heaps.iter().map(u64::to_string).collect();
        format!("heaps {}", sizes.join(" "))
    }
}

/// The rules of a test of heaps, refused where the explicit game is beyond the oracle's reach.
pub fn heap_rules(heaps: &[u64], play: Play) -> Result<(HeapRules, Vec<u64>), Refusal> {
    let bound = nim_moves_bound(heaps);
    if bound > MAX_BRUTE_MOVES {
        return Err(format!(
            "playing out this test explicitly may take {bound} moves; at most \
             {MAX_BRUTE_MOVES} are searched"
        ));
    }
    Ok((HeapRules { play }, heaps.to_vec()))
}
