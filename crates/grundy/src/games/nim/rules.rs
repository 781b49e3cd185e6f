//! Nim and misère Nim as rules with labelled moves (`heap 2 to 4`), heaps in the input's order.

use std::fmt;

use crate::engine::Play;
use crate::game::{Playable, Refusal, Rules};
use crate::games::misere_nim::MisereNim;
use crate::heaps::{self, MAX_BRUTE_MOVES};

use super::Nim;

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
}

/// The rules of a test of heaps, refused where the explicit game is beyond the oracle's reach.
fn heap_rules(heaps: &[u64], play: Play) -> Result<(HeapRules, Vec<u64>), Refusal> {
    let bound = heaps::nim_moves_bound(heaps);
    if bound > MAX_BRUTE_MOVES {
        return Err(format!(
            "playing out this test explicitly may take {bound} moves; at most \
             {MAX_BRUTE_MOVES} are searched"
        ));
    }
    Ok((HeapRules { play }, heaps.to_vec()))
}

impl Playable for Nim {
    type Rules = HeapRules;

    fn rules((): &(), heaps: &Vec<u64>) -> Result<(HeapRules, Vec<u64>), Refusal> {
        heap_rules(heaps, Play::Normal)
    }
}

impl Playable for MisereNim {
    type Rules = HeapRules;

    fn rules((): &(), heaps: &Vec<u64>) -> Result<(HeapRules, Vec<u64>), Refusal> {
        heap_rules(heaps, Play::Misere)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Referee;
    use crate::games::misere_nim::report::MisereReport;
    use crate::games::nim::report::NimAnswer;
    use crate::heaps::check::every_tuple;

    #[test]
    fn the_referee_agrees_with_the_theory_and_names_moves_by_heap() {
        for count in 1..=3 {
            for heaps in every_tuple(count, 5) {
                let (rules, start) = Nim::rules(&(), &heaps).unwrap();
                let mut referee = Referee::new(rules);
                let theory = NimAnswer::by_theory(&heaps);
                assert_eq!(referee.wins(&start), theory.first_player_wins, "{heaps:?}");
                let mut named: Vec<(usize, u64)> = referee
                    .winning_moves(&start)
                    .iter()
                    .map(|mv| (mv.heap, mv.size))
                    .collect();
                named.sort_unstable();
                assert_eq!(named, theory.winning_moves, "{heaps:?}");
                let (rules, start) = MisereNim::rules(&(), &heaps).unwrap();
                let mut referee = Referee::new(rules);
                let rule = MisereReport::by_rule(&heaps).answer;
                assert_eq!(referee.wins(&start), rule.first_player_wins, "{heaps:?}");
            }
        }
    }

    #[test]
    fn moves_are_labelled_and_parsed_in_the_input_numbering() {
        let (rules, start) = Nim::rules(&(), &vec![3, 0, 2]).unwrap();
        let referee = Referee::new(rules);
        let labels: Vec<String> = referee
            .moves(&start)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            labels,
            [
                "heap 1 to 2",
                "heap 1 to 1",
                "heap 1 to 0",
                "heap 3 to 1",
                "heap 3 to 0"
            ]
        );
        assert_eq!(
            referee.parse(&start, "  heap 3   to 1 "),
            Ok(HeapMove { heap: 2, size: 1 })
        );
        assert_eq!(referee.parse(&start, "heap 2 to 0").unwrap_err().len(), 5);
        assert!(Nim::rules(&(), &vec![1000, 1000]).is_err());
    }
}
