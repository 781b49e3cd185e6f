//! Prefix-free's side of `grundy check`: small good sets (the size is `L`, at most
//! [`brute::MAX_L`]), every good set of an `L`, and shrinking by dropping a string or lowering
//! `L`. The answers compared are the verdict together with every winning string.

use std::cell::RefCell;

use crate::check::Subject;
use crate::random::Random;

use super::brute::{self, Oracle};
use super::families::{all_small_sets, small_set, GoodSet, SMALL_FAMILIES};
use super::fast;

/// The checker's view of the game. It keeps one oracle per `L` (the same rules), so that the
/// sets it checks share the oracle's memo.
#[derive(Default)]
pub struct PrefixFreeCheck {
    oracles: RefCell<Vec<(u64, Oracle)>>,
}

/// The verdict and the winning strings, as both sides are compared.
pub fn describe(first_player_wins: bool, winning: &[String]) -> String {
    let answer = if first_player_wins { "Alice" } else { "Bob" };
    if winning.is_empty() {
        format!("{answer} (no winning string)")
    } else {
        format!("{answer} (winning strings: {})", winning.join(", "))
    }
}

impl Subject for PrefixFreeCheck {
    type Instance = GoodSet;

    fn min_size(&self) -> u64 {
        1
    }

    fn max_brute_size(&self) -> u64 {
        brute::MAX_L
    }

    fn families(&self) -> Vec<&'static str> {
        SMALL_FAMILIES.to_vec()
    }

    fn random(&self, family: &str, size: u64, random: &mut Random) -> GoodSet {
        small_set(family, size, random)
    }

    fn all(&self, size: u64) -> Vec<GoodSet> {
        all_small_sets(size)
    }

    fn size(&self, set: &GoodSet) -> u64 {
        set.l
    }

    fn fast(&self, set: &GoodSet) -> String {
        let strings = set.slices();
        let first_player_wins = fast::nim_sum_of(set.l, &strings) != 0;
        describe(
            first_player_wins,
            &fast::all_winning_strings(set.l, &strings),
        )
    }

    fn brute(&self, set: &GoodSet) -> String {
        let mut oracles = self.oracles.borrow_mut();
        let index = match oracles.iter().position(|(l, _)| *l == set.l) {
            Some(index) => index,
            None => {
                oracles.push((set.l, Oracle::new(set.l)));
                oracles.len() - 1
            }
        };
        let outcome = oracles[index].1.solve(&set.slices());
        describe(outcome.first_player_wins, &outcome.winning_strings)
    }

    fn smaller(&self, set: &GoodSet) -> Vec<GoodSet> {
        let mut smaller = Vec::new();
        if set.strings.len() > 1 {
            for index in 0..set.strings.len() {
                let mut strings = set.strings.clone();
                strings.remove(index);
                smaller.push(GoodSet { l: set.l, strings });
            }
        }
        if set.l > 1
            && set
                .strings
                .iter()
                .all(|string| (string.len() as u64) < set.l)
        {
            smaller.push(GoodSet {
                l: set.l - 1,
                strings: set.strings.clone(),
            });
        }
        smaller
    }

    fn input(&self, set: &GoodSet) -> String {
        set.input()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{run, CheckOptions};

    #[test]
    fn shrinking_keeps_good_sets() {
        let set = GoodSet {
            l: 3,
            strings: vec![b"01".to_vec(), b"1".to_vec()],
        };
        let smaller = PrefixFreeCheck::default().smaller(&set);
        assert_eq!(smaller.len(), 3, "drop either string, or lower L to 2");
        assert!(smaller.iter().all(GoodSet::is_good));
        assert_eq!(smaller[2].l, 2);
    }

    #[test]
    fn fast_and_brute_agree_in_the_checker() {
        let options = CheckOptions {
            cases: 300,
            max_size: Some(4),
            seed: 5,
            exhaustive: None,
        };
        let subject = PrefixFreeCheck::default();
        let report = run(&subject, &options, &mut |_, _| {}).unwrap();
        assert_eq!(report.summary(), "checked 300 cases, 0 disagreements");
        let exhaustive = CheckOptions {
            exhaustive: Some(2),
            ..options
        };
        let report = run(&subject, &exhaustive, &mut |_, _| {}).unwrap();
        // Every good set with L = 1 or 2: 3 + 24.
        assert_eq!(report.summary(), "checked 27 cases, 0 disagreements");
    }
}
