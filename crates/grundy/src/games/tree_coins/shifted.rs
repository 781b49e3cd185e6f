//! The XOR of a multiset of depths, all shifted by the same amount, for every shift at once.
//!
//! Given the parities `P[x]` of how many times each depth `x` occurs, [`ShiftedXors`] gives
//! `Y(e) = XOR over x of (x + e)` for every shift `e` in `0..=bound` in `O(len + bound)` time for
//! all bits together, where the per-bit sliding windows of the spec cost that once per bit.
//!
//! When `t` grows to `t + 1`, bit `j` of `t` changes exactly when `2^j` divides `t + 1` (the bits
//! below `j` all roll over). So bit `j` of `Y(e) XOR Y(e - 1)` is the parity of the number of
//! depths `x` with `x + e ≡ 0 (mod 2^j)`: `Q_j[(-e) mod 2^j]`, where `Q_j[s]` is the parity of the
//! depths congruent to `s` modulo `2^j`. Folding the residues in halves gives every `Q_j` from
//! `Q_(j+1)` (`Q_j[s] = Q_(j+1)[s] XOR Q_(j+1)[s + 2^j]`), and the table
//! `H[s] = sum over j of Q_j[s mod 2^j] << j` for `s` below `2^K` is built upwards by doubling,
//! both in `O(2^K)` with `2^K <= largest depth + bound`. Then `Y(0)` is the XOR of the depths and
//! `Y(e) = Y(e - 1) XOR H[(-e) mod 2^K]`.

/// The parities of a multiset of keys in each residue class modulo `2^j`, for every `j` from
/// `from_bit` to `highest`: class `r` of `2^j` at `classes[2^j + r]` (`classes` holds
/// `2^(highest + 1)` entries). `keys[k]` is the parity of key `k`; every key is below
/// `2^(highest + 1)`. The classes of `2^highest` pair up the keys `k` and `k + 2^highest`; those
/// of each smaller modulus fold the next larger one in halves.
pub fn fold_residue_classes(keys: &[u8], from_bit: u32, highest: u32, classes: &mut [u8]) {
    let widest = 1usize << highest;
    {
        let target = &mut classes[widest..2 * widest];
        let (low, high) = keys.split_at(keys.len().min(widest));
        target[..low.len()].copy_from_slice(low);
        target[low.len()..].fill(0);
        for (slot, &odd) in target.iter_mut().zip(high) {
            *slot ^= odd;
        }
    }
    for bit in (from_bit..highest).rev() {
        let half = 1usize << bit;
        let (lower, upper) = classes.split_at_mut(2 * half);
        let source = &upper[..2 * half];
        for (s, slot) in lower[half..].iter_mut().enumerate() {
            *slot = source[s] ^ source[s + half];
        }
    }
}

/// Reusable buffers for [`ShiftedXors::compute`].
#[derive(Debug, Default)]
pub struct ShiftedXors {
    /// `Q_j` for every needed `j`, at offset `2^j`.
    folds: Vec<u8>,
    /// `H`, the change of `Y` at each residue of `-e`.
    steps: Vec<u32>,
    /// The result, `Y(e)` at index `e`.
    values: Vec<u32>,
}

impl ShiftedXors {
    /// Buffers that grow as needed.
    #[cfg(test)]
    pub fn new() -> Self {
        Self::default()
    }

    /// `Y(e) = XOR over x with parity[x] odd of (x + e)` for every `e` in `0..=bound`, keeping
    /// only bits `from_bit` and above (the lower ones are 0). `parity[x]` is 0 or 1.
    pub fn compute(&mut self, parity: &[u8], bound: u32, from_bit: u32) -> &[u32] {
        self.values.clear();
        self.values.resize(bound as usize + 1, 0);
        let Some(largest) = parity.iter().rposition(|&odd| odd != 0) else {
            return &self.values;
        };
        let top = largest as u64 + u64::from(bound);
        if top >> from_bit == 0 {
            return &self.values;
        }
        // Bits above `highest` are 0 in every `x + e <= top`; `2^highest <= top`.
        let highest = 63 - top.leading_zeros();
        let period = 1usize << highest;
        self.folds.clear();
        self.folds.resize(2 * period, 0);
        fold_residue_classes(parity, from_bit, highest, &mut self.folds);
        // H by doubling: bits from_bit..=bit are right on [0, 2^bit), and periodic beyond.
        self.steps.clear();
        self.steps.resize(period, 0);
        let first = 1usize << from_bit;
        for (s, slot) in self.steps[..first].iter_mut().enumerate() {
            *slot = u32::from(self.folds[first + s]) << from_bit;
        }
        for bit in from_bit + 1..=highest {
            let half = 1usize << (bit - 1);
            let (lower, upper) = self.steps.split_at_mut(half);
            upper[..half].copy_from_slice(lower);
            let fold = &self.folds[2 * half..4 * half];
            for (slot, &odd) in self.steps[..2 * half].iter_mut().zip(fold) {
                *slot |= u32::from(odd) << bit;
            }
        }
        let high = u32::MAX << from_bit;
        let mut value = parity
            .iter()
            .enumerate()
            .filter(|&(_, &odd)| odd != 0)
            .fold(0u32, |sum, (x, _)| sum ^ x as u32)
            & high;
        let mask = period - 1;
        self.values[0] = value;
        for shift in 1..=bound as usize {
            value ^= self.steps[shift.wrapping_neg() & mask];
            self.values[shift] = value;
        }
        &self.values
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Random;

    fn direct(parity: &[u8], shift: u32) -> u32 {
        parity
            .iter()
            .enumerate()
            .filter(|&(_, &odd)| odd != 0)
            .fold(0, |sum, (x, _)| sum ^ (x as u32 + shift))
    }

    #[test]
    fn every_shift_equals_the_direct_sum() {
        let mut random = Random::from_seed(4);
        let mut shifted = ShiftedXors::new();
        for round in 0..2000 {
            let len = random.between(0, 300) as usize;
            let density = random.between(1, 4);
            let parity: Vec<u8> = (0..len)
                .map(|_| u8::from(random.below(density) == 0))
                .collect();
            let bound = random.between(0, 300) as u32;
            let from_bit = random.below(6) as u32 * if round % 2 == 0 { 1 } else { 2 };
            let fast = shifted.compute(&parity, bound, from_bit).to_vec();
            assert_eq!(fast.len(), bound as usize + 1);
            for (shift, &value) in fast.iter().enumerate() {
                let expected = direct(&parity, shift as u32) >> from_bit << from_bit;
                assert_eq!(
                    value, expected,
                    "{parity:?} shift {shift} from bit {from_bit}"
                );
            }
        }
    }

    #[test]
    fn powers_of_two_at_the_edges() {
        // Depths and shifts whose sums land exactly on and around powers of two.
        let mut shifted = ShiftedXors::new();
        for largest in [0usize, 1, 2, 3, 7, 8, 63, 64, 255, 256, 511, 512, 1023] {
            for bound in [0u32, 1, 63, 64, 65, 511, 512, 513] {
                let mut parity = vec![0u8; largest + 1];
                parity[largest] = 1;
                parity[largest / 2] ^= 1;
                for from_bit in [0, 1, 6, 9] {
                    let fast = shifted.compute(&parity, bound, from_bit).to_vec();
                    for (shift, &value) in fast.iter().enumerate() {
                        let expected = direct(&parity, shift as u32) >> from_bit << from_bit;
                        assert_eq!(
                            value, expected,
                            "largest {largest} bound {bound} shift {shift}"
                        );
                    }
                }
            }
        }
    }
}
