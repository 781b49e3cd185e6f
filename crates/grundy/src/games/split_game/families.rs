//! The families of bean configurations: full-size ones for `grundy gen split-game`, and small
//! ones, within the oracle's reach, for `grundy check`.
//!
//! Every family draws from [`Random`] only, so the same seed gives the same configuration on
//! every machine.

use crate::random::Random;

use super::brute;
use super::fast::Workspace;

/// The largest bean count of the original contest.
pub const CONTEST_MAX_COUNT: u64 = 10_000;

/// The most bottles of the original contest (the `contest-small` family).
pub const CONTEST_MAX_BOTTLES: u64 = 21;

/// A family of configurations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// Every count uniform in `0..=10^4`.
    Random,
    /// Mostly empty bottles: one in eight holds `1..=10^4` beans.
    Sparse,
    /// Every count odd, in `1..=9999`: every bottle's value counts.
    AllOdd,
    /// Every count within `2^16` of `2^64 - 1`, the largest the tool accepts.
    HugeCounts,
    /// The original contest's limits: `2 <= n <= 21`, counts in `0..=10^4`; `grundy gen` gives
    /// each test its own number of bottles, from 2 to `--n`.
    ContestSmall,
    /// Random counts after the first winning move (when there is one): the nim-sum is 0, so
    /// the answer is `-1 -1 -1` and `0` (as long as the fast solver is right: the check confirms
    /// it with the oracle).
    SecondWins,
}

/// Every family, in the order `grundy gen` lists them.
pub const FAMILIES: [Family; 6] = [
    Family::Random,
    Family::Sparse,
    Family::AllOdd,
    Family::HugeCounts,
    Family::ContestSmall,
    Family::SecondWins,
];

/// The families `grundy check` draws from (`contest-small` is `random` at the check's sizes).
pub const CHECK_FAMILIES: [Family; 5] = [
    Family::Random,
    Family::Sparse,
    Family::AllOdd,
    Family::HugeCounts,
    Family::SecondWins,
];

impl Family {
    /// The family's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Family::Random => "random",
            Family::Sparse => "sparse",
            Family::AllOdd => "all-odd",
            Family::HugeCounts => "huge-counts",
            Family::ContestSmall => "contest-small",
            Family::SecondWins => "second-wins",
        }
    }

    /// The family with this name.
    pub fn from_name(name: &str) -> Option<Family> {
        FAMILIES.into_iter().find(|family| family.name() == name)
    }

    /// The sizes (numbers of bottles) the family generates: `(smallest, largest)`.
    pub fn sizes(self) -> (u64, u64) {
        match self {
            Family::ContestSmall => (2, CONTEST_MAX_BOTTLES),
            _ => (1, super::parse::MAX_BOTTLES),
        }
    }

    /// A configuration of `n` bottles at full size. `workspace` serves `second-wins`, which
    /// plays the fast solver's first winning move. For at most [`brute::MAX_BOTTLES`] bottles,
    /// beans are then taken from the front (as [`trim`] does) until the oracle takes the game,
    /// except in `huge-counts` and `contest-small` (the original's limits), so that `grundy
    /// solve --method brute` checks a file of a small `--n`.
    pub fn generate(self, n: usize, random: &mut Random, workspace: &mut Workspace) -> Vec<u64> {
        if self == Family::AllOdd {
            // One draw first, so that the counts are not `random`'s of the same seed made odd
            // (once trimmed, a few bottles are left, and they would often agree).
            random.next_u64();
        }
        let mut beans: Vec<u64> = (0..n)
            .map(|_| match self {
                Family::Random | Family::ContestSmall => random.below(CONTEST_MAX_COUNT + 1),
                Family::Sparse => {
                    if random.below(8) == 0 {
                        random.between(1, CONTEST_MAX_COUNT)
                    } else {
                        0
                    }
                }
                Family::AllOdd => 2 * random.below(CONTEST_MAX_COUNT / 2) + 1,
                Family::HugeCounts => u64::MAX - random.below(1 << 16),
                // Room for the two beans the move may add.
                Family::SecondWins => random.below(CONTEST_MAX_COUNT - 1),
            })
            .collect();
        if n <= brute::MAX_BOTTLES && !matches!(self, Family::HugeCounts | Family::ContestSmall) {
            // A move only shortens the game: `second-wins`' stays within reach.
            trim(&mut beans, brute::MAX_LENGTH, self == Family::AllOdd);
        }
        if self == Family::SecondWins {
            play_first_winning_move(&mut beans, workspace);
        }
        beans
    }

    /// A small configuration of `n` bottles whose game is at most `budget` moves long (the
    /// bound of [`brute::game_length_bound`]), for comparing with the oracle.
    pub fn generate_small(
        self,
        n: usize,
        budget: u64,
        random: &mut Random,
        workspace: &mut Workspace,
    ) -> Vec<u64> {
        let mut beans: Vec<u64> = (0..n)
            .map(|_| match self {
                Family::Random | Family::ContestSmall | Family::SecondWins => random.below(3),
                Family::Sparse => {
                    if random.below(4) == 0 {
                        random.between(1, 2)
                    } else {
                        0
                    }
                }
                Family::AllOdd => {
                    if random.below(4) == 0 {
                        3
                    } else {
                        1
                    }
                }
                Family::HugeCounts => random.below(3),
            })
            .collect();
        if self == Family::HugeCounts {
            // Inert beans by the quintillion in the last bottle, many beans next to it.
            beans[n - 1] = u64::MAX - random.below(16);
            if n >= 2 {
                beans[n - 2] = random.between(10, 40);
            }
        }
        trim(&mut beans, budget, self == Family::AllOdd);
        if self == Family::SecondWins {
            // A move only shortens the game: a bean at distance d is replaced by two nearer ones.
            play_first_winning_move(&mut beans, workspace);
        }
        beans
    }
}

/// Removes beans from the front-most movable bottle until the game is at most `budget` moves
/// long; with `keep_odd`, two at a time while that leaves an odd count, else all of them. (The
/// beans come off a bottle at a time, not one by one: a file of many tests of 10^4 beans stays
/// quick to write.)
pub fn trim(beans: &mut [u64], budget: u64, keep_odd: bool) {
    let n = beans.len();
    // A bean `d` bottles from the last takes part in at most 2^d - 1 moves (saturating, as
    // `brute::game_length_bound` gives no bound beyond 64 bits).
    let per_bean = |bottle: usize| -> u128 {
        let distance = n - 1 - bottle;
        if distance >= 64 {
            u128::MAX
        } else {
            (1u128 << distance) - 1
        }
    };
    let length = |beans: &[u64]| -> u128 {
        (0..n).fold(0u128, |total, bottle| {
            total.saturating_add(u128::from(beans[bottle]).saturating_mul(per_bean(bottle)))
        })
    };
    let limit = u128::from(budget);
    for front in 0..n.saturating_sub(1) {
        let total = length(beans);
        if total <= limit {
            return;
        }
        let (count, weight) = (beans[front], per_bean(front));
        if count == 0 || weight == 0 {
            continue;
        }
        // The beans to take: enough to bring the length within the budget, if this bottle has
        // them.
        let excess = total - limit;
        let needed = if weight == u128::MAX {
            u128::from(count)
        } else {
            excess.div_ceil(weight)
        };
        beans[front] = if keep_odd {
            // Two at a time while an odd count stays, then the last one.
            let pairs = needed.div_ceil(2);
            if 2 * pairs < u128::from(count) {
                count - 2 * pairs as u64
            } else {
                0
            }
        } else if needed < u128::from(count) {
            count - needed as u64
        } else {
            0
        };
    }
}

/// Plays the fast solver's smallest winning move, if there is one.
fn play_first_winning_move(beans: &mut [u64], workspace: &mut Workspace) {
    if let Some((i, j, k)) = workspace.analyse(beans).first_move {
        beans[i] -= 1;
        beans[j] = beans[j].saturating_add(1);
        beans[k] = beans[k].saturating_add(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for family in FAMILIES {
            assert_eq!(Family::from_name(family.name()), Some(family));
        }
        assert_eq!(Family::from_name("cactus"), None);
    }

    #[test]
    fn full_size_families_keep_their_promises() {
        let mut random = Random::from_seed(9);
        let mut workspace = Workspace::new();
        for family in FAMILIES {
            let beans = family.generate(300, &mut random, &mut workspace);
            assert_eq!(beans.len(), 300);
            match family {
                Family::AllOdd => assert!(beans.iter().all(|count| count % 2 == 1)),
                Family::HugeCounts => assert!(beans.iter().all(|&count| count > u64::MAX / 2)),
                Family::Sparse => {
                    let empty = beans.iter().filter(|&&count| count == 0).count();
                    assert!(empty > 200, "{empty} empty bottles");
                }
                Family::SecondWins => {
                    assert_eq!(workspace.analyse(&beans).winning_moves, 0);
                    assert!(beans.iter().all(|&count| count <= CONTEST_MAX_COUNT));
                }
                Family::Random | Family::ContestSmall => {
                    assert!(beans.iter().all(|&count| count <= CONTEST_MAX_COUNT));
                }
            }
        }
    }

    #[test]
    fn small_families_stay_within_the_budget() {
        let mut random = Random::from_seed(4);
        let mut workspace = Workspace::new();
        for family in CHECK_FAMILIES {
            for n in 1..=21 {
                let beans = family.generate_small(n, 40, &mut random, &mut workspace);
                assert_eq!(beans.len(), n);
                let length = brute::game_length_bound(&beans);
                assert!(length.is_some_and(|length| length <= 40), "{beans:?}");
            }
        }
        // The same as taking a bean (or two, keeping counts odd) at a time from the front.
        let one_at_a_time = |beans: &mut [u64], budget: u64, keep_odd: bool| {
            while !brute::game_length_bound(beans).is_some_and(|length| length <= budget) {
                let Some(front) = beans[..beans.len() - 1].iter().position(|&c| c > 0) else {
                    return;
                };
                beans[front] = match beans[front] {
                    count if keep_odd && count >= 3 => count - 2,
                    _ if keep_odd => 0,
                    count => count - 1,
                };
            }
        };
        for _ in 0..2000 {
            let n = random.between(1, 9) as usize;
            let beans: Vec<u64> = (0..n).map(|_| random.below(12)).collect();
            let budget = random.below(200);
            for keep_odd in [false, true] {
                let (mut fast, mut slow) = (beans.clone(), beans.clone());
                trim(&mut fast, budget, keep_odd);
                one_at_a_time(&mut slow, budget, keep_odd);
                assert_eq!(fast, slow, "{beans:?} {budget} {keep_odd}");
            }
        }
        let mut beans = vec![3, 1, 3, 1];
        trim(&mut beans, 5, true);
        assert_eq!(beans, vec![0, 0, 3, 1], "odd counts stay odd until emptied");
    }
}
