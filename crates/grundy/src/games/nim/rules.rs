//! Nim played move by move: the heap rules ([`crate::heaps::rules`]) under normal play.

use crate::engine::Play;
use crate::game::{Playable, Refusal};
use crate::heaps::rules::{heap_rules, HeapRules};

use super::Nim;

impl Playable for Nim {
    type Rules = HeapRules;

    fn rules((): &(), heaps: &Vec<u64>) -> Result<(HeapRules, Vec<u64>), Refusal> {
        heap_rules(heaps, Play::Normal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Referee;
    use crate::games::nim::report::NimAnswer;
    use crate::heaps::check::every_tuple;
    use crate::heaps::rules::HeapMove;

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
        // Who wins comes from the XOR, so large heaps play; a test whose every reply weighs
        // more than 10^7 moves times heaps is refused.
        assert!(Nim::rules(&(), &vec![1000, 1000]).is_ok());
        assert_eq!(
            Nim::rules(&(), &vec![5_000_000, 1]).err().as_deref(),
            Some(
                "this test has 5000001 moves from the start on 2 heaps; play lists and weighs \
                 every move, at most 1000000 moves times heaps"
            )
        );
    }
}
