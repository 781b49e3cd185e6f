//! Moore's rule: a position of Nim_k is a loss for the player to move iff, at every bit position,
//! the number of heaps with that bit set is divisible by `k + 1` (E. H. Moore, "A generalization
//! of the game called Nim", Annals of Mathematics 11, 1910).
//!
//! Half of the proof: a move changes between 1 and `k` heaps, each decreasing. At the highest bit
//! where any changed heap changes, every changed heap goes from 1 to 0 (it decreases and agrees
//! above), so the count at that bit drops by 1 to `k` and is no longer divisible by `k + 1`. The
//! other half, that every other position has a move into the set, is Moore's construction from
//! the top bit down; the oracle tests both halves on explicit positions.

/// The number of heaps with each bit set, bit 0 first.
pub fn bit_counts(heaps: &[u64]) -> [u64; 64] {
    let mut counts = [0u64; 64];
    for &heap in heaps {
        let mut rest = heap;
        while rest != 0 {
            counts[rest.trailing_zeros() as usize] += 1;
            rest &= rest - 1;
        }
    }
    counts
}

/// Whether the player to move loses `heaps` in Nim_k (Moore's rule). Any `k >= 1`, including
/// `u64::MAX` (then `k + 1 = 2^64` and only the empty position loses).
pub fn is_loss(heaps: &[u64], k: u64) -> bool {
    let radix = u128::from(k) + 1;
    bit_counts(heaps)
        .iter()
        .all(|&count| u128::from(count) % radix == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moore_generalizes_bouton() {
        assert!(is_loss(&[1, 2, 3], 1));
        assert!(!is_loss(&[1, 2, 3], 2));
        assert!(is_loss(&[1, 1, 1], 2));
        assert!(is_loss(&[], 5));
        assert!(is_loss(&[0, 0], u64::MAX));
        assert!(!is_loss(&[1], u64::MAX));
        assert_eq!(bit_counts(&[3, 5])[..4], [2, 1, 1, 0]);
    }
}
