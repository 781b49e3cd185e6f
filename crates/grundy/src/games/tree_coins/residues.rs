//! The low bits of every root's value by rerooting residues.
//!
//! Bit `k < L` of a distance depends only on the distance modulo `2^L`. Each node keeps the
//! parities of the numbers of odd-coin nodes at each residue, as a bit set of `2^L` bits: one step
//! further rotates it by one. Children first, a node's set is its own node plus its children's
//! sets rotated; then parents first, the set of the whole tree seen from a node is its own
//! subtree's set plus, rotated, its parent's whole set minus (XOR) the node's rotated
//! contribution. XOR is its own inverse, so no prefix or suffix arrays are needed. Bit `k` of the
//! value is then the parity of the set's residues with bit `k` set. `O(N · 2^L / 64)` word
//! operations.

use crate::prefetch::prefetch;

/// How many nodes ahead the parent's residues are prefetched (parents may be anywhere).
const AHEAD: usize = 16;

/// Words of 64 residues each kept per node by the rerooting pass.
pub const WORDS: usize = 4;
/// The rerooting pass gives the bits below this of every root's value (residues modulo
/// `2^RESIDUE_BITS = 64 * WORDS`); the decomposition gives the rest.
pub const RESIDUE_BITS: u32 = 6 + WORDS.trailing_zeros();
/// The residues modulo `2^RESIDUE_BITS` of the distances to the odd-coin nodes, one bit each
/// (set when an odd number of them have that residue).
pub type Residues = [u64; WORDS];

/// For `k < 6`, the residues `j < 64` with bit `k` set.
const RESIDUE_PATTERNS: [u64; 6] = [
    0xAAAA_AAAA_AAAA_AAAA,
    0xCCCC_CCCC_CCCC_CCCC,
    0xF0F0_F0F0_F0F0_F0F0,
    0xFF00_FF00_FF00_FF00,
    0xFFFF_0000_FFFF_0000,
    0xFFFF_FFFF_0000_0000,
];

/// Every distance one longer: residue `j` moves to `j + 1` (modulo `64 * WORDS`).
#[inline]
fn one_further(residues: &Residues) -> Residues {
    let mut moved = [0u64; WORDS];
    for (index, word) in moved.iter_mut().enumerate() {
        *word = residues[index] << 1 | residues[(index + WORDS - 1) % WORDS] >> 63;
    }
    moved
}

#[inline]
fn xor(a: &Residues, b: &Residues) -> Residues {
    let mut sum = *a;
    for (word, other) in sum.iter_mut().zip(b) {
        *word ^= other;
    }
    sum
}

/// The bits below [`RESIDUE_BITS`] of the XOR of the distances: bit `k` is the parity of the
/// residues with bit `k` set.
fn low_bits(residues: &Residues) -> u32 {
    let folded = residues.iter().fold(0, |sum, word| sum ^ word);
    let mut value = 0;
    for (bit, pattern) in RESIDUE_PATTERNS.iter().enumerate() {
        value |= ((folded & pattern).count_ones() & 1) << bit;
    }
    for bit in 6..RESIDUE_BITS {
        let parity = residues
            .iter()
            .enumerate()
            .filter(|(index, _)| index >> (bit - 6) & 1 == 1)
            .fold(0, |sum, (_, word)| sum ^ word.count_ones());
        value |= (parity & 1) << bit;
    }
    value
}

/// The bits below [`RESIDUE_BITS`] of every root's value, into `values` (which must be 0 there).
/// `parent[node] < node` for every node but 0, the root of the numbering. `residues` is scratch
/// memory.
pub fn add_low_bits(
    parent: &[u32],
    odd: &[bool],
    residues: &mut Vec<Residues>,
    values: &mut [u32],
) {
    residues.clear();
    residues.extend(odd.iter().map(|&odd| {
        let mut own = [0u64; WORDS];
        own[0] = u64::from(odd);
        own
    }));
    for node in (1..parent.len()).rev() {
        if let Some(&ahead) = parent.get(node.wrapping_sub(AHEAD)) {
            prefetch(residues, ahead as usize);
        }
        let moved = one_further(&residues[node]);
        let above = &mut residues[parent[node] as usize];
        *above = xor(above, &moved);
    }
    for node in 1..parent.len() {
        if let Some(&ahead) = parent.get(node + AHEAD) {
            prefetch(residues, ahead as usize);
        }
        let own = residues[node];
        let outside = xor(&residues[parent[node] as usize], &one_further(&own));
        residues[node] = xor(&own, &one_further(&outside));
    }
    for (value, residues) in values.iter_mut().zip(residues.iter()) {
        *value |= low_bits(residues);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn residues_move_one_step_around_the_circle() {
        let mut residues = [0u64; WORDS];
        residues[0] = 1;
        for step in 1..=64 * WORDS {
            residues = one_further(&residues);
            let at = step % (64 * WORDS);
            assert_eq!(residues[at / 64], 1 << (at % 64), "step {step}");
            // A single node at distance `at` gives the low bits of `at`.
            assert_eq!(low_bits(&residues), at as u32);
        }
    }

    #[test]
    fn a_path_numbered_from_one_end() {
        let n = 2000usize;
        let parent: Vec<u32> = (0..n).map(|node| node.saturating_sub(1) as u32).collect();
        let odd: Vec<bool> = (0..n).map(|node| node % 3 == 1).collect();
        let mut values = vec![0; n];
        add_low_bits(&parent, &odd, &mut Vec::new(), &mut values);
        for (root, &value) in values.iter().enumerate() {
            let expected = (0..n)
                .filter(|&node| odd[node])
                .fold(0, |sum, node| sum ^ root.abs_diff(node) as u32);
            assert_eq!(value, expected & ((1 << RESIDUE_BITS) - 1), "root {root}");
        }
    }
}
