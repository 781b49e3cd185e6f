//! Nimbers (Grundy values) and the minimum excludant.
//!
//! A nimber is written `*n`; nim addition is XOR (the Sprague–Grundy theorem: the value of a sum
//! of games is the XOR of their values). No width is assumed beyond 64 bits: the set behind
//! [`ValueSet::mex`] grows with its largest member, so a value of 1000 works as well as 3.

use std::fmt;
use std::ops::{BitXor, BitXorAssign};

/// A Grundy value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Nimber(pub u64);

impl Nimber {
    /// The value 0: the player to move loses.
    pub const ZERO: Nimber = Nimber(0);

    /// Whether this is 0, the value of a lost position (for the player to move).
    pub fn is_zero(self) -> bool {
        self.0 == 0
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            formatter.write_str("0")
        } else {
            write!(formatter, "*{}", self.0)
        }
    }
}

impl BitXor for Nimber {
    type Output = Nimber;
    fn bitxor(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

/// A set of small non-negative integers as a growable bit set, for taking the mex.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ValueSet {
    words: Vec<u64>,
}

impl ValueSet {
    /// The empty set.
    pub fn new() -> Self {
        ValueSet::default()
    }

    /// Empties the set, keeping its memory.
    pub fn clear(&mut self) {
        self.words.clear();
    }

    /// Adds `value`. Memory grows with the value: one bit per number up to it.
    pub fn insert(&mut self, value: u64) {
        let word = (value / 64) as usize;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] |= 1 << (value % 64);
    }

    /// Whether `value` is in the set.
    pub fn contains(&self, value: u64) -> bool {
        self.words
            .get((value / 64) as usize)
            .is_some_and(|word| word >> (value % 64) & 1 == 1)
    }

    /// The minimum excludant: the smallest number not in the set.
    pub fn mex(&self) -> u64 {
        for (index, &word) in self.words.iter().enumerate() {
            if word != u64::MAX {
                return index as u64 * 64 + u64::from(word.trailing_ones());
            }
        }
        self.words.len() as u64 * 64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_of_sets() {
        let mut set = ValueSet::new();
        assert_eq!(set.mex(), 0);
        set.insert(1);
        assert_eq!(set.mex(), 0);
        set.insert(0);
        assert_eq!(set.mex(), 2);
        for value in 0..1000 {
            set.insert(value);
        }
        assert_eq!(set.mex(), 1000, "no cap at 31, 63 or 255");
        set.insert(1001);
        assert_eq!(set.mex(), 1000);
        assert!(set.contains(1001) && !set.contains(1000) && !set.contains(5000));
        set.clear();
        assert_eq!(set.mex(), 0);
        let mut full = ValueSet::new();
        for value in 0..64 {
            full.insert(value);
        }
        assert_eq!(full.mex(), 64);
    }

    #[test]
    fn nim_addition_and_display() {
        assert_eq!(Nimber(3) ^ Nimber(5), Nimber(6));
        let mut sum = Nimber(7);
        sum ^= Nimber(7);
        assert!(sum.is_zero());
        assert_eq!(Nimber(0).to_string(), "0");
        assert_eq!(Nimber(12).to_string(), "*12");
    }
}
