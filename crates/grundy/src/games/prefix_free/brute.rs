//! The brute-force oracle: plain win/lose search over explicit sets of strings, through the
//! engine's [`OutcomeSolver`], using none of the theory (no tries, regions or values).
//!
//! The universe is every binary string of length `1..=L`, listed by length and then
//! lexicographically. A position is a set of them, held as a bit mask over that list: the set's
//! canonical form, so the memo is keyed by the exact (sorted) set. A move adds one string that is
//! not in the set, is no prefix of a string in it, and has none of them as a prefix; a player
//! with no move loses. With `L <= 4` the universe has 30 strings and there are 458,329 good sets
//! (677^2: the antichains of two complete binary trees of height 4), so one solver can decide
//! all of them; with `L = 5` there would be about 2·10^11.

use crate::engine::{Game, OutcomeSolver, Play};

/// The largest `L` the oracle searches.
pub const MAX_L: u64 = 4;

/// The number of good sets, the empty one included, for `L = MAX_L`: an upper bound on the
/// positions the oracle visits.
pub const MAX_POSITIONS: u64 = 458_329;

/// The game for one `L`, as the engine sees it.
pub struct PrefixFree {
    /// Every string of length `1..=L`, by length then lexicographically.
    words: Vec<String>,
    /// `clashes[i]`: the strings that cannot be in a good set together with `words[i]` (itself,
    /// its prefixes and the strings it is a prefix of), as a mask over `words`.
    clashes: Vec<u32>,
}

impl PrefixFree {
    /// The game with length limit `l` (`1..=MAX_L`).
    pub fn new(l: u64) -> Self {
        assert!(
            (1..=MAX_L).contains(&l),
            "the oracle handles L from 1 to {MAX_L}"
        );
        let mut words = Vec::new();
        for length in 1..=l as usize {
            for bits in 0..1u32 << length {
                words.push(
                    (0..length)
                        .rev()
                        .map(|position| if bits >> position & 1 == 1 { '1' } else { '0' })
                        .collect::<String>(),
                );
            }
        }
        let clashes = words
            .iter()
            .map(|word| {
                words
                    .iter()
                    .enumerate()
                    .filter(|(_, other)| {
                        word.starts_with(other.as_str()) || other.starts_with(word.as_str())
                    })
                    .fold(0u32, |mask, (index, _)| mask | 1 << index)
            })
            .collect();
        PrefixFree { words, clashes }
    }

    /// The position of a set of strings (each of length `1..=L`, made of `0` and `1`).
    pub fn position(&self, strings: &[&[u8]]) -> u32 {
        strings.iter().fold(0u32, |mask, string| {
            let index = self
                .words
                .iter()
                .position(|word| word.as_bytes() == *string)
                .expect("a string of the universe");
            mask | 1 << index
        })
    }

    /// Every string of length `1..=L`, by length then lexicographically: the string of bit `i`
    /// of a position is `words()[i]`.
    pub(crate) fn words(&self) -> &[String] {
        &self.words
    }

    /// The string a move from `before` to `after` adds.
    pub fn added(&self, before: u32, after: u32) -> &str {
        &self.words[(after & !before).trailing_zeros() as usize]
    }

    /// The position after adding `string` to `position`, if that keeps the set good.
    #[cfg(test)]
    pub fn add(&self, position: u32, string: &str) -> Option<u32> {
        let index = self.words.iter().position(|word| word == string)?;
        (position & self.clashes[index] == 0).then_some(position | 1 << index)
    }
}

impl Game for PrefixFree {
    type Position = u32;

    fn options(&self, set: &u32, options: &mut Vec<u32>) {
        for (index, &clashes) in self.clashes.iter().enumerate() {
            if set & clashes == 0 {
                options.push(set | 1 << index);
            }
        }
    }
}

/// What the oracle finds on one set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BruteOutcome {
    /// Whether the first player (Alice) wins.
    pub first_player_wins: bool,
    /// Every string whose addition wins, in lexicographic order.
    pub winning_strings: Vec<String>,
}

/// The oracle for one `L`: its solver remembers every set it decides, so many sets with the same
/// `L` (the same rules) cost no more together than the positions they reach.
pub struct Oracle {
    solver: OutcomeSolver<PrefixFree>,
}

impl Oracle {
    /// The oracle for length limit `l` (`1..=MAX_L`).
    pub fn new(l: u64) -> Self {
        Oracle {
            solver: OutcomeSolver::new(PrefixFree::new(l), Play::Normal),
        }
    }

    /// How many sets are decided so far.
    #[cfg(test)]
    pub fn positions(&self) -> usize {
        self.solver.positions()
    }

    /// Decides the game on a good set of strings.
    pub fn solve(&mut self, strings: &[&[u8]]) -> BruteOutcome {
        let position = self.solver.game().position(strings);
        let first_player_wins = self.solver.wins(&position);
        let mut winning_strings: Vec<String> = self
            .solver
            .winning_moves(&position)
            .into_iter()
            .map(|after| self.solver.game().added(position, after).to_string())
            .collect();
        winning_strings.sort();
        BruteOutcome {
            first_player_wins,
            winning_strings,
        }
    }

    /// Whether adding `string` to the good set `strings` is a legal move after which the player to
    /// move loses: `None` for an illegal move.
    #[cfg(test)]
    pub fn move_wins(&mut self, strings: &[&[u8]], string: &str) -> Option<bool> {
        let position = self.solver.game().position(strings);
        let after = self.solver.game().add(position, string)?;
        Some(!self.solver.wins(&after))
    }
}

/// Decides the game on one good set with `l <= MAX_L`.
pub fn solve(l: u64, strings: &[&[u8]]) -> BruteOutcome {
    Oracle::new(l).solve(strings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_universe_and_its_clashes() {
        let game = PrefixFree::new(2);
        assert_eq!(game.words, vec!["0", "1", "00", "01", "10", "11"]);
        // `0` clashes with itself, `00` and `01`.
        assert_eq!(game.clashes[0], 0b00_1101);
        assert_eq!(game.clashes[5], 0b10_0010);
        assert_eq!(game.add(0b0001, "1"), Some(0b0011));
        assert_eq!(game.add(0b0001, "01"), None);
        assert_eq!(game.add(0b0001, "0"), None);
        assert_eq!(game.add(0b0001, "2"), None);
    }

    #[test]
    fn small_games() {
        // L = 1, {0}: add 1 and win.
        let outcome = solve(1, &[b"0"]);
        assert!(outcome.first_player_wins);
        assert_eq!(outcome.winning_strings, vec!["1"]);
        // L = 1, {0, 1}: no move.
        assert!(!solve(1, &[b"0", b"1"]).first_player_wins);
        // Sample 2: L = 2, {00, 11}: two separate single strings, a mirror game.
        let outcome = solve(2, &[b"00", b"11"]);
        assert!(!outcome.first_player_wins);
        assert!(outcome.winning_strings.is_empty());
    }

    #[test]
    fn the_good_sets_are_the_antichains_of_two_complete_trees() {
        // a(h) = a(h-1)^2 + 1 antichains in a complete binary tree of height h: 2, 5, 26; the
        // good sets (the empty one included) are the pairs of them.
        for (l, expected) in [(1u64, 4u32), (2, 25), (3, 676)] {
            let game = PrefixFree::new(l);
            let count = (0u32..1 << game.words.len())
                .filter(|&mask| {
                    (0..game.words.len())
                        .filter(|&index| mask >> index & 1 == 1)
                        .all(|index| mask & game.clashes[index] == 1 << index)
                })
                .count() as u32;
            assert_eq!(count, expected, "L = {l}");
        }
        assert_eq!(MAX_POSITIONS, 677 * 677);
    }
}
