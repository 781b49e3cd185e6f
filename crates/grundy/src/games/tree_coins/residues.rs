//! The low bits of every root's value by rerooting residues.
//!
//! Bit `k < L` of a distance depends only on the distance modulo `2^L`. Each node keeps the
//! parities of the numbers of odd-coin nodes at each residue, as a bit set of `2^L = 64` bits in
//! one word: one step further rotates it by one. Children first, a node's set is its own node
//! plus its children's sets rotated; then parents first, the set of the whole tree seen from a
//! node is its own subtree's set plus, rotated, its parent's whole set minus (XOR) the node's
//! rotated contribution. XOR is its own inverse, so no prefix or suffix arrays are needed. Bit `k`
//! of the value is then the parity of the set's residues with bit `k` set. `O(N)` word
//! operations.
//!
//! Why 64 residues: more residues take bits from the decomposition (a component is split further
//! only while two of its nodes can be `2^L` apart) but cost memory and time for every node here.
//! Measured on trees of 3·10^5 nodes (README, tree-coins), 64 and 128 residues beat 256, and 64
//! is the fastest on the path, the tightest of the benchmark's files.

use crate::prefetch::prefetch;

/// How many nodes ahead the parent's residues are prefetched (parents may be anywhere).
const AHEAD: usize = 16;

/// The rerooting pass gives the bits below this of every root's value (residues modulo
/// `2^RESIDUE_BITS = 64`); the decomposition gives the rest.
pub const RESIDUE_BITS: u32 = 6;

/// The residues modulo `2^RESIDUE_BITS` of the distances to the odd-coin nodes, one bit each
/// (set when an odd number of them have that residue).
pub type Residues = u64;

/// For `k < 6`, the residues `j < 64` with bit `k` set.
const RESIDUE_PATTERNS: [u64; 6] = [
    0xAAAA_AAAA_AAAA_AAAA,
    0xCCCC_CCCC_CCCC_CCCC,
    0xF0F0_F0F0_F0F0_F0F0,
    0xFF00_FF00_FF00_FF00,
    0xFFFF_0000_FFFF_0000,
    0xFFFF_FFFF_0000_0000,
];

/// Every distance one longer: residue `j` moves to `j + 1` (modulo 64).
#[inline]
fn one_further(residues: Residues) -> Residues {
    residues.rotate_left(1)
}

/// The bits below [`RESIDUE_BITS`] of the XOR of the distances: bit `k` is the parity of the
/// residues with bit `k` set.
fn low_bits(residues: Residues) -> u32 {
    let mut value = 0;
    for (bit, pattern) in RESIDUE_PATTERNS.iter().enumerate() {
        value |= ((residues & pattern).count_ones() & 1) << bit;
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
    residues.extend(odd.iter().map(|&odd| u64::from(odd)));
    for node in (1..parent.len()).rev() {
        if let Some(&ahead) = parent.get(node.wrapping_sub(AHEAD)) {
            prefetch(residues, ahead as usize);
        }
        let moved = one_further(residues[node]);
        residues[parent[node] as usize] ^= moved;
    }
    for node in 1..parent.len() {
        if let Some(&ahead) = parent.get(node + AHEAD) {
            prefetch(residues, ahead as usize);
        }
        let own = residues[node];
        let outside = residues[parent[node] as usize] ^ one_further(own);
        residues[node] = own ^ one_further(outside);
    }
    for (value, &residues) in values.iter_mut().zip(residues.iter()) {
        *value |= low_bits(residues);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn residues_move_one_step_around_the_circle() {
        let mut residues: Residues = 1;
        for step in 1..=64 {
            residues = one_further(residues);
            let at = step % 64;
            assert_eq!(residues, 1 << at, "step {step}");
            // A single node at distance `at` gives the low bits of `at`.
            assert_eq!(low_bits(residues), at as u32);
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
