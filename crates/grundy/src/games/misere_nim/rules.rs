//! Misère Nim played move by move: the heap rules ([`crate::heaps::rules`]) under misère play.

use crate::engine::Play;
use crate::game::{Playable, Refusal};
use crate::heaps::rules::{heap_rules, HeapRules};

use super::MisereNim;

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
    use crate::heaps::check::every_tuple;

    #[test]
    fn the_referee_agrees_with_the_anti_nim_rule() {
        for count in 1..=3 {
            for heaps in every_tuple(count, 5) {
                let (rules, start) = MisereNim::rules(&(), &heaps).unwrap();
                let mut referee = Referee::new(rules);
                let rule = MisereReport::by_rule(&heaps).answer;
                assert_eq!(referee.wins(&start), rule.first_player_wins, "{heaps:?}");
                assert_eq!(
                    referee.winning_moves(&start).is_empty(),
                    !rule.first_player_wins || heaps.iter().all(|&heap| heap == 0),
                    "{heaps:?}"
                );
            }
        }
    }
}
