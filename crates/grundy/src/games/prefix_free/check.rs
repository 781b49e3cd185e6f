//! Prefix-free's side of `grundy check`: small good sets (the size is `L`, at most
//! [`brute::MAX_L`]), every good set of an `L`, and shrinking by dropping a string or lowering
//! `L`. The answers compared (through the driver) are the verdict together with every winning
//! move.

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::brute;
use super::families::{all_small_sets, small_set, GoodSet, SMALL_FAMILIES};
use super::PrefixFree;

impl Families for PrefixFree {
    type Instance = GoodSet;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = brute::MAX_L;
    const MAX_EXHAUSTIVE_SIZE: u64 = brute::MAX_L;

    fn family_names() -> Vec<&'static str> {
        super::families()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    /// Small good sets, within the oracle's reach.
    fn check_family_names() -> Vec<&'static str> {
        SMALL_FAMILIES.to_vec()
    }

    fn random(family: &str, size: u64, random: &mut Random) -> GoodSet {
        small_set(family, size, random)
    }

    fn every(size: u64) -> Vec<GoodSet> {
        all_small_sets(size)
    }

    fn size(set: &GoodSet) -> u64 {
        set.l
    }

    fn smaller(set: &GoodSet) -> Vec<GoodSet> {
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

    fn input(set: &GoodSet) -> String {
        set.input()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{run, CheckOptions};
    use crate::game::Checked;

    #[test]
    fn shrinking_keeps_good_sets() {
        let set = GoodSet {
            l: 3,
            strings: vec![b"01".to_vec(), b"1".to_vec()],
        };
        let smaller = PrefixFree::smaller(&set);
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
        let subject = Checked::<PrefixFree>::default();
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
