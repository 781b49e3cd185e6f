//! Split game's side of `grundy check`: small configurations of every family, every
//! configuration of a size within the oracle's reach, and shrinking by dropping the first bottle
//! or one bean. The answers compared are the contest's two lines together with the full list of
//! winning first moves, not only the first one and the count.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::check::Subject;
use crate::random::Random;

use super::brute::{self, Oracle};
use super::families::{Family, CHECK_FAMILIES};
use super::fast::Workspace;
use super::report::contest_lines;
use super::{input_file, Move};

/// The longest game (the bound of [`brute::game_length_bound`]) of a random instance: short
/// enough that ten thousand cases take seconds, long enough for beans six bottles from the end.
pub const CHECK_LENGTH: u64 = 64;

/// The oracles' memos are dropped once they hold this many positions in all, to bound memory.
const MEMO_LIMIT: usize = 1 << 21;

/// The checker's view of the split game. It keeps one oracle per number of bottles, so
/// configurations of one size share the positions they have in common.
#[derive(Default)]
pub struct SplitGameCheck {
    oracles: RefCell<HashMap<usize, Oracle>>,
    workspace: RefCell<Workspace>,
}

impl SplitGameCheck {
    /// A checker with empty memo tables.
    pub fn new() -> Self {
        SplitGameCheck::default()
    }
}

/// The contest's answer and every winning first move, in one line.
pub fn describe(first_move: Option<Move>, moves: &[Move]) -> String {
    let contest = contest_lines(first_move, moves.len() as u64);
    let listed: Vec<String> = moves
        .iter()
        .map(|(i, j, k)| format!("({i}, {j}, {k})"))
        .collect();
    format!(
        "{}; winning first moves: [{}]",
        contest.trim_end().replace('\n', " / "),
        listed.join(", ")
    )
}

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

impl Subject for SplitGameCheck {
    type Instance = Vec<u64>;

    fn min_size(&self) -> u64 {
        1
    }

    fn max_brute_size(&self) -> u64 {
        brute::MAX_BOTTLES as u64
    }

    fn families(&self) -> Vec<&'static str> {
        CHECK_FAMILIES.iter().map(|family| family.name()).collect()
    }

    fn random(&self, family: &str, size: u64, random: &mut Random) -> Vec<u64> {
        let family = Family::from_name(family).unwrap_or(Family::Random);
        let mut workspace = self.workspace.borrow_mut();
        family.generate_small(size as usize, CHECK_LENGTH, random, &mut workspace)
    }

    /// Every configuration with counts at most 2 (up to 4 bottles) or at most 1 (5 bottles or
    /// more) that the oracle finishes ([`brute::within_reach`]). From 8 bottles on, a bean 8 or
    /// more bottles from the end is out of reach, so those bottles stay empty.
    fn all(&self, size: u64) -> Vec<Vec<u64>> {
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

    fn size(&self, beans: &Vec<u64>) -> u64 {
        beans.len() as u64
    }

    fn fast(&self, beans: &Vec<u64>) -> String {
        let mut workspace = self.workspace.borrow_mut();
        let analysis = workspace.analyse(beans);
        let moves = workspace.winning_moves(beans, analysis.nim_sum, usize::MAX);
        if moves.len() as u64 != analysis.winning_moves
            || moves.first() != analysis.first_move.as_ref()
        {
            return format!(
                "{} (but listing the moves gives {})",
                contest_lines(analysis.first_move, analysis.winning_moves)
                    .trim_end()
                    .replace('\n', " / "),
                describe(moves.first().copied(), &moves)
            );
        }
        describe(analysis.first_move, &moves)
    }

    fn brute(&self, beans: &Vec<u64>) -> String {
        let mut oracles = self.oracles.borrow_mut();
        if oracles.values().map(Oracle::positions).sum::<usize>() > MEMO_LIMIT {
            oracles.clear();
        }
        let Some(outcome) = oracles.entry(beans.len()).or_default().solve(beans) else {
            return "beyond the oracle's reach".to_string();
        };
        describe(
            outcome.winning_first_moves.first().copied(),
            &outcome.winning_first_moves,
        )
    }

    fn smaller(&self, beans: &Vec<u64>) -> Vec<Vec<u64>> {
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

    fn input(&self, beans: &Vec<u64>) -> String {
        input_file(std::slice::from_ref(beans))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{run, CheckOptions};

    #[test]
    fn every_configuration_counts() {
        assert_eq!(every_configuration(3, 2).len(), 27);
        assert_eq!(
            every_configuration(2, 1),
            vec![vec![0, 0], vec![0, 1], vec![1, 0], vec![1, 1]]
        );
        let check = SplitGameCheck::new();
        assert_eq!(check.all(4).len(), 81);
        assert_eq!(check.all(5).len(), 32);
        // From 8 bottles: subsets of the last 8 within reach; a bean 7 from the end only alone
        // (or with the inert last bottle).
        assert_eq!(check.all(8).len(), 2 * (64 + 1));
        assert_eq!(check.all(21).len(), 2 * (64 + 1));
    }

    #[test]
    fn shrinking_keeps_configurations_valid() {
        let check = SplitGameCheck::new();
        let smaller = check.smaller(&vec![2, 0, 9]);
        assert_eq!(smaller, vec![vec![0, 9], vec![1, 0, 9], vec![2, 0, 4]]);
        assert!(check.smaller(&vec![0]).is_empty());
    }

    #[test]
    fn fast_and_brute_agree_in_the_checker() {
        let check = SplitGameCheck::new();
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
