//! Split game's side of `grundy check`: small configurations of every family, every
//! configuration of a size within the oracle's reach, and shrinking by dropping the first bottle
//! or one bean. The answers compared are the contest's two lines together with the full list of
//! winning first moves, not only the first one and the count (through the driver).

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::brute;
use super::families::{Family, CHECK_FAMILIES};
use super::fast::Workspace;
use super::{input_file, SplitGame};

/// The longest game (the bound of [`brute::game_length_bound`]) of a random instance: short
/// enough that ten thousand cases take seconds, long enough for beans six bottles from the end.
pub const CHECK_LENGTH: u64 = 64;

/// Every configuration of `n` bottles whose counts are at most `most`, in lexicographic order.
fn every_configuration(n: usize, most: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut beans = vec![0u64; n];
    loop {
        all.push(beans.clone());
        // The next vector in mixed radix `most + 1`, last bottle fastest.
        let Some(position) = beans.iter().rposition(|&count| count < most) else {
            return all;
        };
        beans[position] += 1;
        for count in &mut beans[position + 1..] {
            *count = 0;
        }
    }
}

impl Families for SplitGame {
    type Instance = Vec<u64>;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = brute::MAX_BOTTLES as u64;
    const MAX_EXHAUSTIVE_SIZE: u64 = brute::MAX_BOTTLES as u64;

    fn family_names() -> Vec<&'static str> {
        super::families()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn check_family_names() -> Vec<&'static str> {
        CHECK_FAMILIES.iter().map(|family| family.name()).collect()
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Vec<u64> {
        let family = Family::from_name(family).unwrap_or(Family::Random);
        let mut workspace = Workspace::default();
        family.generate_small(size as usize, CHECK_LENGTH, random, &mut workspace)
    }

    /// Every configuration with counts at most 2 (up to 4 bottles) or at most 1 (5 bottles or
    /// more) that the oracle finishes ([`brute::within_reach`]). From 8 bottles on, a bean 8 or
    /// more bottles from the end is out of reach, so those bottles stay empty.
    fn every(size: u64) -> Vec<Vec<u64>> {
        let n = size as usize;
        let most = if n <= 4 { 2 } else { 1 };
        let free = n.min(8);
        every_configuration(free, most)
            .into_iter()
            .map(|tail| {
                let mut beans = vec![0; n - free];
                beans.extend(tail);
                beans
            })
            .filter(|beans| brute::within_reach(beans))
            .collect()
    }

    fn size(beans: &Vec<u64>) -> u64 {
        beans.len() as u64
    }

    fn smaller(beans: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = Vec::new();
        if beans.len() > 1 {
            smaller.push(beans[1..].to_vec());
        }
        for (bottle, &count) in beans.iter().enumerate() {
            if count > 0 {
                let mut fewer = beans.clone();
                fewer[bottle] = if count > 3 { count / 2 } else { count - 1 };
                smaller.push(fewer);
            }
        }
        smaller
    }

    fn input(beans: &Vec<u64>) -> String {
        input_file(std::slice::from_ref(beans))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{run, CheckOptions};
    use crate::game::Checked;

    #[test]
    fn every_configuration_counts() {
        assert_eq!(every_configuration(3, 2).len(), 27);
        assert_eq!(
            every_configuration(2, 1),
            vec![vec![0, 0], vec![0, 1], vec![1, 0], vec![1, 1]]
        );
        assert_eq!(SplitGame::every(4).len(), 81);
        assert_eq!(SplitGame::every(5).len(), 32);
        // From 8 bottles: subsets of the last 8 within reach; a bean 7 from the end only alone
        // (or with the inert last bottle).
        assert_eq!(SplitGame::every(8).len(), 2 * (64 + 1));
        assert_eq!(SplitGame::every(21).len(), 2 * (64 + 1));
    }

    #[test]
    fn shrinking_keeps_configurations_valid() {
        let smaller = SplitGame::smaller(&vec![2, 0, 9]);
        assert_eq!(smaller, vec![vec![0, 9], vec![1, 0, 9], vec![2, 0, 4]]);
        assert!(SplitGame::smaller(&vec![0]).is_empty());
    }

    #[test]
    fn fast_and_brute_agree_in_the_checker() {
        let check = Checked::<SplitGame>::default();
        let options = CheckOptions {
            cases: 300,
            max_size: Some(10),
            seed: 5,
            exhaustive: None,
        };
        let report = run(&check, &options, &mut |_, _| {}).unwrap();
        assert_eq!(report.summary(), "checked 300 cases, 0 disagreements");
        let exhaustive = CheckOptions {
            exhaustive: Some(5),
            ..options
        };
        let report = run(&check, &exhaustive, &mut |_, _| {}).unwrap();
        // 3 + 9 + 27 + 81 configurations of 1..=4 bottles, then 32 of 5.
        assert_eq!(report.summary(), "checked 152 cases, 0 disagreements");
    }
}
