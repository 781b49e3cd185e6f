//! The rules of the Nim games as positions with labelled moves (`heap 2 to 4`), heaps in the
//! input's order, under normal or misère play: what nim and misere-nim play on. Who wins comes
//! from the theory (C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
//! Mathematics 3 (1901-02): the XOR of the heaps, and its misère rule), so the positions are
//! never searched to decide a move; only the remoteness is searched, within the engine's budget.

use std::fmt;

use crate::draw::Picture;
use crate::engine::Play;
use crate::game::rules::MAX_FAST_WORK;
use crate::game::text_picture::{self, Bar};
use crate::game::{Positions, Refusal, Rules};
use crate::heaps::draw::heaps_in_play;
use crate::nimber::Nimber;

/// The rules of Nim on heaps in the input's order, under normal or misère play.
#[derive(Debug, Clone, Copy)]
pub struct HeapRules {
    /// Who wins when no heap is left.
    pub play: Play,
    /// The largest heap at the start: what a full bar stands for in the position's picture.
    pub largest: u64,
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

impl Positions for HeapRules {
    type Position = Vec<u64>;

    fn describe(&self, heaps: &Vec<u64>) -> String {
        let sizes: Vec<String> = heaps.iter().map(u64::to_string).collect();
        format!("heaps {}", sizes.join(" "))
    }

    /// A bar per heap ([`text_picture::bars`]).
    fn drawing(&self, heaps: &Vec<u64>) -> Option<String> {
        text_picture::bars(&heap_bars(heaps))
    }

    fn picture(&self, heaps: &Vec<u64>) -> Option<Result<Picture, Refusal>> {
        let (game, misere) = match self.play {
            Play::Normal => ("Nim", false),
            Play::Misere => ("misère Nim", true),
        };
        Some(heaps_in_play(
            game,
            &self.describe(heaps),
            heaps,
            self.largest,
            misere,
        ))
    }
}

impl Rules for HeapRules {
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

    /// The XOR of the heaps (Bouton).
    fn fast_value(&self, heaps: &Vec<u64>) -> Option<Nimber> {
        Some(Nimber(heaps.iter().fold(0, |sum, &heap| sum ^ heap)))
    }

    /// Normal play: the XOR of the heaps is not 0. Misère play (Bouton): the same, unless every
    /// heap has at most one stone, where the player to move wins when the count of single
    /// stones is even.
    fn fast_wins(&self, heaps: &Vec<u64>) -> Option<bool> {
        let sum = heaps.iter().fold(0, |sum, &heap| sum ^ heap);
        Some(match self.play {
            Play::Misere if heaps.iter().all(|&heap| heap <= 1) => sum == 0,
            _ => sum != 0,
        })
    }
}

/// The heaps as the rows of a drawing: `heap 1`, `heap 2`, ... with their sizes.
pub(crate) fn heap_bars(heaps: &[u64]) -> Vec<Bar> {
    heaps
        .iter()
        .enumerate()
        .map(|(heap, &size)| Bar {
            label: format!("heap {}", heap + 1),
            size,
            note: String::new(),
        })
        .collect()
}

/// The rules of a test of heaps, refused where a reply would cost more than [`MAX_FAST_WORK`]:
/// every move from the start (the sum of the heaps) times the heaps each position copies.
pub fn heap_rules(heaps: &[u64], play: Play) -> Result<(HeapRules, Vec<u64>), Refusal> {
    let moves = heaps
        .iter()
        .fold(0u128, |sum, &heap| sum.saturating_add(u128::from(heap)));
    let work = moves.saturating_mul(heaps.len() as u128);
    if work > MAX_FAST_WORK {
        return Err(format!(
            "this test has {moves} moves from the start on {} heaps; play lists and weighs every \
             move, at most {MAX_FAST_WORK} moves times heaps",
            heaps.len()
        ));
    }
    let largest = heaps.iter().copied().max().unwrap_or(0);
    Ok((HeapRules { play, largest }, heaps.to_vec()))
}
