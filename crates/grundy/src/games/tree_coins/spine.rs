//! The high bits for every pair of a path-like component in one sweep along a spine, instead of
//! one level of the centroid decomposition per halving (which costs `log2(N / 2^L)` walks of a
//! long path).
//!
//! Let `S = s_0 s_1 ... s_(m-1)` be a path of the component (the spine). Every node `u` hangs
//! from one spine node `s_a(u)` at height `h(u)` (its distance to the spine). If `a(u) != a(v)`,
//! `dist(u, v) = h(u) + |a(u) - a(v)| + h(v)`. If `a(u) = a(v)`, `dist(u, v) <= h(u) + h(v)`, so
//! when every height is below `2^(L-1)` such pairs have no bit `L` or above and can be left out.
//! The sweep is tried only then ([`SpineSweep::sweep`] refuses otherwise).
//!
//! For the nodes hanging at `s_p`, the odd-coin nodes elsewhere form two multisets: `Left`, the
//! values `p - q + h(v)` for `q < p`, and `Right`, `q - p + h(v)` for `q > p`; node `u` receives
//! the XOR of `x + h(u)` over both. Moving to `p + 1` adds one to every value of `Left` and takes
//! one from every value of `Right`. When `t` becomes `t + 1`, bit `j` changes exactly when `2^j`
//! divides `t + 1`; when it becomes `t - 1`, exactly when `2^j` divides `t`. So keeping, for each
//! `j >= L`, the parity of the values in each residue class modulo `2^j` (stored as keys that do
//! not change as `p` moves: `x - p` for `Left`, `x + p` for `Right`), each step of the sweep and
//! each step of the shift by `h(u)` costs one look-up per bit, and so does adding or removing a
//! node. In all `O(size · (B - L))` for `B` bits of distance, with no walk but one breadth-first
//! pass from the spine.

use super::fast::{Numbered, NONE};
use super::residues::RESIDUE_BITS;
use super::shifted::fold_residue_classes;

/// The parities of a multiset of keys in each residue class modulo `2^j`, for every `j` from
/// [`RESIDUE_BITS`] up to (not including) `top`: class `r` of `2^j` at index `2^j + r`.
#[derive(Debug, Default)]
struct ResidueClasses {
    top: u32,
    parities: Vec<u8>,
}

impl ResidueClasses {
    fn reset(&mut self, top: u32) {
        self.top = top;
        self.parities.clear();
        self.parities.resize(1 << top, 0);
    }

    /// Adds or removes (the same, for parities) one key.
    #[inline]
    fn toggle(&mut self, key: u32) {
        for bit in RESIDUE_BITS..self.top {
            let modulus = 1u32 << bit;
            self.parities[(modulus | (key & (modulus - 1))) as usize] ^= 1;
        }
    }

    /// Sets the classes from the parities of the keys themselves (`keys[k]` for every key `k`
    /// below `2^top`).
    fn fill(&mut self, keys: &[u8]) {
        if self.top > RESIDUE_BITS {
            fold_residue_classes(keys, RESIDUE_BITS, self.top - 1, &mut self.parities);
        }
    }

    /// Bit `j` set when the class of `key` modulo `2^j` holds an odd number of keys.
    #[inline]
    fn odd_classes(&self, key: u32) -> u32 {
        let mut bits = 0;
        for bit in RESIDUE_BITS..self.top {
            let modulus = 1u32 << bit;
            bits |= u32::from(self.parities[(modulus | (key & (modulus - 1))) as usize]) << bit;
        }
        bits
    }
}

/// Reusable memory for [`SpineSweep::sweep`].
#[derive(Debug, Default)]
pub struct SpineSweep {
    /// `visit[v] == stamp` once `v` has been reached in the current sweep.
    visit: Vec<u32>,
    stamp: u32,
    /// The component's nodes, those hanging from each spine node together (the spine node first,
    /// then by height), with their heights.
    order: Vec<u32>,
    heights: Vec<u32>,
    /// The nodes hanging from `s_p` are `order[starts[p]..starts[p + 1]]`.
    starts: Vec<u32>,
    left: ResidueClasses,
    right: ResidueClasses,
    /// The parities of the right side's first keys, one per key.
    keys: Vec<u8>,
    sums: Vec<u32>,
}

impl SpineSweep {
    /// Empty buffers.
    pub fn new() -> Self {
        SpineSweep::default()
    }

    /// Adds bits [`RESIDUE_BITS`] and above of every pair of the component into `values`, if
    /// every node of the component is closer than `2^(L-1)` to `spine` (and the values fit in 32
    /// bits); returns `false` (and changes nothing) otherwise. The component is the `size` nodes reached from the spine
    /// without crossing a `removed` node; spine nodes themselves may be marked removed.
    pub fn sweep(
        &mut self,
        tree: &Numbered,
        removed: &[bool],
        spine: &[u32],
        size: usize,
        values: &mut [u32],
    ) -> bool {
        if !self.hang(tree, removed, spine) {
            return false;
        }
        debug_assert_eq!(
            self.order.len(),
            size,
            "the spine reaches the whole component"
        );
        let _ = size;
        // Every value, shifted by a height, stays below 2^top; keys are kept in 32 bits.
        let tallest = self.heights.iter().copied().max().unwrap_or(0);
        let largest = spine.len() as u64 + 2 * u64::from(tallest);
        let top = 64 - largest.leading_zeros();
        if top > 32 {
            return false;
        }
        self.add_pairs(&tree.odd, spine.len(), values, top);
        true
    }

    /// Groups the nodes by the spine node they hang from; `false` as soon as one is too high.
    fn hang(&mut self, tree: &Numbered, removed: &[bool], spine: &[u32]) -> bool {
        let limit = 1u32 << (RESIDUE_BITS - 1);
        if self.visit.len() < tree.len() {
            self.visit.resize(tree.len(), 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.visit.fill(0);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        for &node in spine {
            self.visit[node as usize] = stamp;
        }
        self.order.clear();
        self.heights.clear();
        self.starts.clear();
        for &anchor in spine {
            let start = self.order.len();
            self.starts.push(start as u32);
            self.order.push(anchor);
            self.heights.push(0);
            let mut head = start;
            while head < self.order.len() {
                let node = self.order[head];
                let height = self.heights[head];
                head += 1;
                let up = tree.parent[node as usize];
                for next in tree.children(node).chain(Some(up)) {
                    if next == NONE || removed[next as usize] || self.visit[next as usize] == stamp
                    {
                        continue;
                    }
                    if height + 1 >= limit {
                        return false;
                    }
                    self.visit[next as usize] = stamp;
                    self.order.push(next);
                    self.heights.push(height + 1);
                }
            }
        }
        self.starts.push(self.order.len() as u32);
        true
    }

    /// The sweep itself, after [`SpineSweep::hang`].
    fn add_pairs(&mut self, odd: &[bool], spine_len: usize, values: &mut [u32], top: u32) {
        let high = u32::MAX << RESIDUE_BITS;
        self.left.reset(top);
        self.right.reset(top);
        let group = |starts: &[u32], p: usize| starts[p] as usize..starts[p + 1] as usize;
        // At p = 0 everything is on the right, at value q + h.
        let mut left_sum = 0u32;
        let mut right_sum = 0u32;
        self.keys.clear();
        self.keys.resize(1 << top, 0);
        for q in 1..spine_len {
            for index in group(&self.starts, q) {
                if odd[self.order[index] as usize] {
                    let value = q as u32 + self.heights[index];
                    self.keys[value as usize] ^= 1;
                    right_sum ^= value & high;
                }
            }
        }
        self.right.fill(&self.keys);
        for p in 0..spine_len {
            let nodes = group(&self.starts, p);
            let p32 = p as u32;
            // Y(e) for every height e at this spine node.
            let tallest_here = self.heights[nodes.end - 1];
            self.sums.clear();
            let mut sum = left_sum ^ right_sum;
            self.sums.push(sum);
            for e in 1..=tallest_here {
                sum ^= self.left.odd_classes(p32.wrapping_add(e).wrapping_neg())
                    ^ self.right.odd_classes(p32.wrapping_sub(e));
                self.sums.push(sum);
            }
            for index in nodes.clone() {
                values[self.order[index] as usize] ^= self.sums[self.heights[index] as usize];
            }
            if p + 1 == spine_len {
                break;
            }
            // Left: every value one more, then this spine node's odd nodes at 1 + h.
            left_sum ^= self.left.odd_classes(p32.wrapping_add(1).wrapping_neg());
            for index in nodes {
                if odd[self.order[index] as usize] {
                    let height = self.heights[index];
                    self.left.toggle(height.wrapping_sub(p32));
                    left_sum ^= (1 + height) & high;
                }
            }
            // Right: the next spine node's odd nodes leave (at 1 + h), then every value one less.
            for index in group(&self.starts, p + 1) {
                if odd[self.order[index] as usize] {
                    let height = self.heights[index];
                    self.right.toggle(p32 + 1 + height);
                    right_sum ^= (1 + height) & high;
                }
            }
            right_sum ^= self.right.odd_classes(p32);
        }
    }
}
