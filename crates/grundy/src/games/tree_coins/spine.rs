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
//! node. In all `O(size · (B - L))` for `B` bits of distance; the caller finds each node's
//! spine node and height ([`Hanging`]).

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

/// A node of the component as the sweep sees it: the spine node it hangs from (its index along
/// the spine) and its distance to it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Hanging {
    /// The caller's name for the node, handed back with its bits.
    pub node: u32,
    /// The index along the spine of the spine node it hangs from.
    pub anchor: u32,
    /// Its distance to that spine node (below `2^(L-1)`).
    pub height: u32,
    /// Whether it holds an odd number of coins.
    pub odd: bool,
}

/// A spine node: the caller's name for it and whether it holds an odd number of coins.
#[derive(Debug, Clone, Copy)]
struct SpineNode {
    node: u32,
    odd: bool,
}

/// Reusable memory for [`SpineSweep::sweep`].
#[derive(Debug, Default)]
pub struct SpineSweep {
    /// The spine, in order.
    spine: Vec<SpineNode>,
    /// The other nodes, as [`SpineSweep::hang`] gave them.
    hanging: Vec<Hanging>,
    /// The same nodes, those hanging from each spine node together.
    grouped: Vec<Hanging>,
    /// The nodes hanging from `s_p` are `grouped[starts[p]..starts[p + 1]]`.
    starts: Vec<u32>,
    left: ResidueClasses,
    right: ResidueClasses,
    /// The parities of the right side's first keys, one per key.
    keys: Vec<u8>,
    sums: Vec<u32>,
}

/// The nodes hanging from spine node `p`, the spine node itself first (at height 0).
fn members<'a>(
    spine: &'a [SpineNode],
    grouped: &'a [Hanging],
    starts: &[u32],
    p: usize,
) -> impl Iterator<Item = Hanging> + 'a {
    let own = spine[p];
    let hanging = &grouped[starts[p] as usize..starts[p + 1] as usize];
    std::iter::once(Hanging {
        node: own.node,
        anchor: p as u32,
        height: 0,
        odd: own.odd,
    })
    .chain(hanging.iter().copied())
}

impl SpineSweep {
    /// Empty buffers.
    pub fn new() -> Self {
        SpineSweep::default()
    }

    /// Starts a new component: forgets the nodes given before.
    pub fn begin(&mut self) {
        self.spine.clear();
        self.hanging.clear();
    }

    /// The next node of the spine (spine nodes are given in order, from `s_0`).
    #[inline]
    pub fn extend_spine(&mut self, node: u32, odd: bool) {
        self.spine.push(SpineNode { node, odd });
    }

    /// One node off the spine (every node of the component off the spine exactly once, at a
    /// height of at least 1).
    #[inline]
    pub fn hang(&mut self, node: Hanging) {
        self.hanging.push(node);
    }

    /// Bits [`RESIDUE_BITS`] and above of the XOR, over the odd-coin nodes `v` hanging from
    /// another spine node than `u`, of `dist(u, v)`, handed to `emit(u, bits)` for every node `u`
    /// given (spine or not); when every height is below `2^(L-1)` that is every pair of the
    /// component with a high bit. Returns `false` (and emits nothing) if a distance may not fit
    /// in 32 bits.
    pub fn sweep(&mut self, emit: impl FnMut(u32, u32)) -> bool {
        let spine_len = self.spine.len();
        let tallest = self
            .hanging
            .iter()
            .map(|node| node.height)
            .max()
            .unwrap_or(0);
        let largest = spine_len as u64 + 2 * u64::from(tallest);
        let top = 64 - largest.leading_zeros();
        if top > 32 || spine_len == 0 {
            return false;
        }
        self.group();
        self.add_pairs(top, emit);
        true
    }

    /// Sorts the nodes off the spine by anchor (counting sort) into `grouped` and `starts`.
    fn group(&mut self) {
        let spine_len = self.spine.len();
        self.starts.clear();
        self.starts.resize(spine_len + 1, 0);
        for node in &self.hanging {
            self.starts[node.anchor as usize + 1] += 1;
        }
        for p in 0..spine_len {
            self.starts[p + 1] += self.starts[p];
        }
        self.grouped.clear();
        self.grouped.resize(self.hanging.len(), Hanging::default());
        // Each group is filled from its start; `starts[p]` ends at the next group's start, then
        // is moved back.
        for node in &self.hanging {
            let slot = &mut self.starts[node.anchor as usize];
            self.grouped[*slot as usize] = *node;
            *slot += 1;
        }
        for p in (1..=spine_len).rev() {
            self.starts[p] = self.starts[p - 1];
        }
        self.starts[0] = 0;
    }

    /// The sweep itself, after [`SpineSweep::group`].
    fn add_pairs(&mut self, top: u32, mut emit: impl FnMut(u32, u32)) {
        let spine_len = self.spine.len();
        let high = u32::MAX << RESIDUE_BITS;
        self.left.reset(top);
        self.right.reset(top);
        let (spine, grouped, starts) = (&self.spine, &self.grouped, &self.starts);
        // At p = 0 everything is on the right, at value q + h.
        let mut left_sum = 0u32;
        let mut right_sum = 0u32;
        self.keys.clear();
        self.keys.resize(1 << top, 0);
        for q in 1..spine_len {
            for node in members(spine, grouped, starts, q) {
                if node.odd {
                    let value = q as u32 + node.height;
                    self.keys[value as usize] ^= 1;
                    right_sum ^= value & high;
                }
            }
        }
        self.right.fill(&self.keys);
        for p in 0..spine_len {
            let p32 = p as u32;
            // Y(e) for every height e at this spine node.
            let tallest_here = members(spine, grouped, starts, p)
                .map(|node| node.height)
                .max()
                .unwrap_or(0);
            self.sums.clear();
            let mut sum = left_sum ^ right_sum;
            self.sums.push(sum);
            for e in 1..=tallest_here {
                sum ^= self.left.odd_classes(p32.wrapping_add(e).wrapping_neg())
                    ^ self.right.odd_classes(p32.wrapping_sub(e));
                self.sums.push(sum);
            }
            for node in members(spine, grouped, starts, p) {
                emit(node.node, self.sums[node.height as usize]);
            }
            if p + 1 == spine_len {
                break;
            }
            // Left: every value one more, then this spine node's odd nodes at 1 + h.
            left_sum ^= self.left.odd_classes(p32.wrapping_add(1).wrapping_neg());
            for node in members(spine, grouped, starts, p) {
                if node.odd {
                    let height = node.height;
                    self.left.toggle(height.wrapping_sub(p32));
                    left_sum ^= (1 + height) & high;
                }
            }
            // Right: the next spine node's odd nodes leave (at 1 + h), then every value one less.
            for node in members(spine, grouped, starts, p + 1) {
                if node.odd {
                    let height = node.height;
                    self.right.toggle(p32 + 1 + height);
                    right_sum ^= (1 + height) & high;
                }
            }
            right_sum ^= self.right.odd_classes(p32);
        }
    }
}
