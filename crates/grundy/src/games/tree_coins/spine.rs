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
//! divides `t + 1`; when it becomes `t - 1`, exactly when `2^j` divides `t`. For `Left` at `p`,
//! `2^j` divides `p - q + h(v) + e` exactly when the key `q - h(v)` is `p + e` less a multiple of
//! `2^j`; and since `2^j > 2 h` for every `j >= L`, the nodes with `q < p` are exactly those
//! whose key is `p + e` less a positive multiple (a node with key `p + e` itself has `q > p`,
//! one with a key `2^j` less has `q < p`). So bit `j` of every change is one parity of a fixed
//! table, `T_j[k]` = the parity of the odd-coin nodes with key `k`, `k - 2^j`, `k - 2·2^j`, ...,
//! read at `p + e - 2^j`; `Right` likewise with keys `q + h(v)` summed upwards. The tables are
//! built in place by strides, all bits `j` of one key in one word, each bit's pass running over
//! the words in blocks of `2^j` that do not overlap (vectorised); the changes of both sums at
//! every step of the spine are read off them in passes of the same kind, and only the nodes off
//! the spine cost one look-up per bit for each height. In all `O(size + len · (B - L))` word
//! operations for `B` bits of distance, where `len` is the spine's length; the caller finds each
//! node's spine node and height ([`Hanging`]).

use super::residues::RESIDUE_BITS;

/// Heights are below this; keys `q - h` are kept shifted up by it.
const HEIGHT_LIMIT: usize = 1 << (RESIDUE_BITS - 1);

/// `words[k]` gets bit `bit` of `words[k - stride]` added (XOR), for every `k` from the lowest:
/// bit `bit` of each word becomes the parity of its own and all those a multiple of `stride`
/// below. Blocks of `stride` words at a time, each from the finished block below.
fn add_strided_below(words: &mut [u32], stride: usize, bit: u32) {
    let mut start = stride;
    while start < words.len() {
        let end = (start + stride).min(words.len());
        let (done, rest) = words.split_at_mut(start);
        for (word, &below) in rest[..end - start].iter_mut().zip(&done[start - stride..]) {
            *word ^= below & bit;
        }
        start = end;
    }
}

/// The same from above: bit `bit` of each word becomes the parity of its own and all those a
/// multiple of `stride` above.
fn add_strided_above(words: &mut [u32], stride: usize, bit: u32) {
    let mut end = words.len().saturating_sub(stride);
    while end > 0 {
        let start = end.saturating_sub(stride);
        let (rest, done) = words.split_at_mut(end);
        let above = &done[start + stride - end..stride];
        for (word, &above) in rest[start..end].iter_mut().zip(above) {
            *word ^= above & bit;
        }
        end = start;
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
    /// Bit `j` of `left[k + HEIGHT_LIMIT]`: the parity of the odd-coin nodes whose key
    /// `q - h` is `k` less a multiple of `2^j`; of `right[k]`: of those whose key `q + h` is `k`
    /// plus a multiple of `2^j`.
    left: Vec<u32>,
    right: Vec<u32>,
    /// How the left and the right sums change from `p` to `p + 1`.
    left_steps: Vec<u32>,
    right_steps: Vec<u32>,
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
    /// component with a high bit. Returns `false` (and emits nothing) if there is no spine, if a
    /// height is `2^(L-1)` or more, or if a distance may not fit in 32 bits.
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
        if top > 32 || spine_len == 0 || tallest as usize >= HEIGHT_LIMIT {
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

    /// The strided tables and the changes of both sums at every step.
    fn tabulate(&mut self, top: u32) {
        let spine_len = self.spine.len();
        let len = spine_len + HEIGHT_LIMIT;
        let every = (u32::MAX >> (32 - top)) & (u32::MAX << RESIDUE_BITS);
        for table in [&mut self.left, &mut self.right] {
            table.clear();
            table.resize(len, 0);
        }
        for p in 0..spine_len {
            for node in members(&self.spine, &self.grouped, &self.starts, p) {
                if node.odd {
                    let height = node.height as usize;
                    self.left[p + HEIGHT_LIMIT - height] ^= every;
                    self.right[p + height] ^= every;
                }
            }
        }
        for steps in [&mut self.left_steps, &mut self.right_steps] {
            steps.clear();
            steps.resize(spine_len, 0);
        }
        for bit in RESIDUE_BITS..top {
            let (stride, mask) = (1usize << bit, 1u32 << bit);
            add_strided_below(&mut self.left, stride, mask);
            add_strided_above(&mut self.right, stride, mask);
            // Left at step p reads key p + 1 - 2^j; right reads p + 2^j.
            let first = stride - HEIGHT_LIMIT - 1;
            if first < spine_len {
                for (step, &word) in self.left_steps[first..].iter_mut().zip(&self.left) {
                    *step |= word & mask;
                }
            }
            let read = self.right.get(stride..).unwrap_or(&[]);
            for (step, &word) in self.right_steps.iter_mut().zip(read) {
                *step |= word & mask;
            }
        }
    }

    /// The sweep itself, after [`SpineSweep::group`].
    fn add_pairs(&mut self, top: u32, mut emit: impl FnMut(u32, u32)) {
        let spine_len = self.spine.len();
        let high = u32::MAX << RESIDUE_BITS;
        self.tabulate(top);
        let (spine, grouped, starts) = (&self.spine, &self.grouped, &self.starts);
        let (left, right) = (&self.left, &self.right);
        // The changes of both sums at `p` when all their values grow by `e` (for a node at
        // height `e`): left keys `q - h` equal to `p + e` less a positive multiple of `2^j`,
        // right keys `q + h` equal to `p - e` plus one (`e < 2^(L-1) <= 2^j`).
        let left_change = |p: usize, e: usize| -> u32 {
            let mut bits = 0;
            for bit in RESIDUE_BITS..top {
                if let Some(key) = (p + e + HEIGHT_LIMIT).checked_sub(1 << bit) {
                    bits |= left[key] & 1 << bit;
                }
            }
            bits
        };
        let right_change = |p: usize, e: usize| -> u32 {
            let mut bits = 0;
            for bit in RESIDUE_BITS..top {
                if let Some(&word) = right.get(p + (1 << bit) - e) {
                    bits |= word & 1 << bit;
                }
            }
            bits
        };
        // At p = 0 everything is on the right, at value q + h.
        let mut left_sum = 0u32;
        let mut right_sum = 0u32;
        for q in 1..spine_len {
            for node in members(spine, grouped, starts, q) {
                if node.odd {
                    right_sum ^= (q as u32 + node.height) & high;
                }
            }
        }
        for p in 0..spine_len {
            // Y(e) for every height e at this spine node.
            let tallest_here = members(spine, grouped, starts, p)
                .map(|node| node.height)
                .max()
                .unwrap_or(0);
            self.sums.clear();
            let mut sum = left_sum ^ right_sum;
            self.sums.push(sum);
            for e in 1..=tallest_here as usize {
                sum ^= left_change(p, e) ^ right_change(p, e);
                self.sums.push(sum);
            }
            for node in members(spine, grouped, starts, p) {
                emit(node.node, self.sums[node.height as usize]);
            }
            // Moving on: every left value one more, every right one less (a node changing
            // sides is worth 1 + h there, below 2^L: no high bit).
            left_sum ^= self.left_steps[p];
            right_sum ^= self.right_steps[p];
        }
    }
}
