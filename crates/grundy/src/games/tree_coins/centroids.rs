//! The high bits of every root's value by a centroid decomposition that stops early
//! (shared/specs/tree-coins.md; CodeChef MOVCOIN2 editorial).
//!
//! For a centroid `c` of a component, every pair `(u, v)` of the component whose path passes
//! through `c` has `dist(u, v) = depth(u) + depth(v)`, depths measured from `c`. XOR is its own
//! inverse, so the pairs of the whole component are added first, then the pairs inside each branch
//! of `c` (which do not pass through `c`) are added again with the same depths, cancelling
//! themselves; the branches are then decomposed in turn. Both sums are, for every depth `e` of a
//! receiving node, the XOR of `x + e` over the depths `x` of the odd-coin nodes: all of them at
//! once in time linear in the component ([`ShiftedXors`]).
//!
//! Only bits [`RESIDUE_BITS`] (`L`) and above are added, so a set of nodes matters only if two of
//! them can be `2^L` apart and one holds an odd number of coins: a component (or a branch) whose
//! depths from its centre are all below `2^(L-1)`, or without odd-coin nodes, is skipped, and a
//! branch is decomposed further only if its diameter can reach `2^L` (twice its depth from its
//! own first node). That removes every level of the decomposition where components are narrower
//! than `2^L`: all but about `log2(N / 2^L)` levels on a path, and all but a few on a random tree,
//! whose diameter grows like `sqrt N`.
//!
//! Each level is one breadth-first walk per component from its centroid, which writes the
//! branches' orders in place (they are the next level's components, parents set) and gathers the
//! parities of the odd-coin nodes by depth, and one backward sweep per branch, which adds the sums
//! and the subtree sizes the next level's centroids are found with.

use super::fast::{Numbered, NONE};
use super::residues::RESIDUE_BITS;
use super::shifted::ShiftedXors;
use super::spine::SpineSweep;

/// A component is swept along a spine ([`SpineSweep`]) when the spine holds at least this
/// fraction (one in `SPINE_SHARE`) of its nodes; otherwise hanging parts are likely too tall.
const SPINE_SHARE: usize = 4;

/// A branch of the current centroid whose inner pairs must be cancelled (it holds an odd-coin
/// node and two of its nodes may be `2^L` apart). Branches are contiguous in `arena`, in order.
#[derive(Debug, Clone, Copy)]
struct Branch {
    /// Its nodes are `arena[begin..end]`, in breadth-first order from `arena[begin]`.
    begin: u32,
    end: u32,
    /// Its parities by depth from the centroid are `branch_parity[parity_begin..]`, `deepest + 1`
    /// of them.
    parity_begin: u32,
    deepest: u32,
}

/// The end of a branch, for the spine: its deepest node (the last of its breadth-first order)
/// and that node's depth.
#[derive(Debug, Clone, Copy, Default)]
struct Tip {
    node: u32,
    depth: u32,
}

/// A set of nodes needs its pairs added only if two of them can be `2^RESIDUE_BITS` apart: with
/// depths from one node at most `deepest`, no two are more than `2 * deepest` apart.
fn may_reach_high_bits(deepest: u32) -> bool {
    2 * u64::from(deepest) >= 1 << RESIDUE_BITS
}

/// The centroid of a rooted component, found while its subtree sizes are summed up: the nodes
/// holding more than half of it form a path down from the root, and the centroid ends it (none of
/// its children holds more than half), so it is the smallest of them.
struct Centre {
    total: u64,
    node: u32,
    size: u64,
}

impl Centre {
    fn new(total: usize) -> Self {
        Centre {
            total: total as u64,
            node: NONE,
            size: u64::MAX,
        }
    }

    /// `node`'s subtree size is final.
    #[inline]
    fn consider(&mut self, node: u32, size: u32) {
        let size = u64::from(size);
        if 2 * size > self.total && size < self.size {
            self.node = node;
            self.size = size;
        }
    }
}

/// Reusable memory for the decomposition.
#[derive(Debug, Default)]
pub struct Centroids {
    removed: Vec<bool>,
    /// The parent in the current component's breadth-first tree.
    parent: Vec<u32>,
    /// The subtree size in the current component's breadth-first tree.
    size: Vec<u32>,
    /// The depth from the current centroid.
    depth: Vec<u32>,
    /// Every component still to decompose is a range of `arena` in breadth-first order.
    arena: Vec<u32>,
    /// Ranges of `arena` with their centroids.
    pending: Vec<(usize, usize, u32)>,
    branches: Vec<Branch>,
    branch_parity: Vec<u8>,
    whole_parity: Vec<u8>,
    whole_sums: ShiftedXors,
    branch_sums: ShiftedXors,
    spine: Vec<u32>,
    spine_sweep: SpineSweep,
}

impl Centroids {
    /// Empty buffers.
    pub fn new() -> Self {
        Centroids::default()
    }

    /// Bits [`RESIDUE_BITS`] and above of every root's value, XORed into `values`.
    pub fn add_high_bits(&mut self, tree: &Numbered, values: &mut [u32]) {
        let n = tree.len();
        let Centroids {
            removed,
            parent,
            size,
            depth,
            arena,
            pending,
            branches,
            branch_parity,
            whole_parity,
            whole_sums,
            branch_sums,
            spine,
            spine_sweep,
        } = self;
        let odd = &tree.odd;
        removed.clear();
        removed.resize(n, false);
        parent.clear();
        parent.extend_from_slice(&tree.parent);
        size.clear();
        size.resize(n, 1);
        depth.clear();
        depth.resize(n, 0);
        // The whole tree is the first component: parents precede children in its numbering.
        arena.clear();
        arena.extend(0..n as u32);
        let mut centroid = Centre::new(n);
        for node in (1..n).rev() {
            centroid.consider(node as u32, size[node]);
            size[parent[node] as usize] += size[node];
        }
        centroid.consider(0, size[0]);
        pending.clear();
        pending.push((0, n, centroid.node));

        while let Some((begin, end, centroid)) = pending.pop() {
            removed[centroid as usize] = true;
            // Breadth-first from the centroid, branch by branch, over the component's own range;
            // the parities by depth of the whole component, and of each branch to cancel.
            arena[begin] = centroid;
            let mut write = begin + 1;
            branches.clear();
            branch_parity.clear();
            whole_parity.clear();
            whole_parity.push(u8::from(odd[centroid as usize]));
            let mut any_odd = odd[centroid as usize];
            let mut tips = [Tip::default(); 2];
            let up = tree.parent[centroid as usize];
            for first in tree.children(centroid).chain(Some(up)) {
                if first == NONE || removed[first as usize] {
                    continue;
                }
                let branch_begin = write;
                let parity_begin = branch_parity.len();
                branch_parity.push(0);
                arena[write] = first;
                write += 1;
                parent[first as usize] = centroid;
                depth[first as usize] = 1;
                let mut branch_odd = false;
                let mut head = branch_begin;
                while head < write {
                    let node = arena[head];
                    head += 1;
                    let node_depth = depth[node as usize];
                    if parity_begin + node_depth as usize == branch_parity.len() {
                        branch_parity.push(0);
                    }
                    let node_odd = odd[node as usize];
                    branch_parity[parity_begin + node_depth as usize] ^= u8::from(node_odd);
                    branch_odd |= node_odd;
                    size[node as usize] = 1;
                    let from = parent[node as usize];
                    let up = tree.parent[node as usize];
                    for next in tree.children(node).chain(Some(up)) {
                        if next != NONE && next != from && !removed[next as usize] {
                            parent[next as usize] = node;
                            depth[next as usize] = node_depth + 1;
                            arena[write] = next;
                            write += 1;
                        }
                    }
                }
                let parities = &branch_parity[parity_begin..];
                let branch_deepest = (parities.len() - 1) as u32;
                if whole_parity.len() < parities.len() {
                    whole_parity.resize(parities.len(), 0);
                }
                for (sum, &parity) in whole_parity.iter_mut().zip(parities) {
                    *sum ^= parity;
                }
                any_odd |= branch_odd;
                let tip = Tip {
                    node: arena[write - 1],
                    depth: branch_deepest,
                };
                if tip.depth > tips[0].depth {
                    tips = [tip, tips[0]];
                } else if tip.depth > tips[1].depth {
                    tips[1] = tip;
                }
                if branch_odd && may_reach_high_bits(branch_deepest) {
                    branches.push(Branch {
                        begin: branch_begin as u32,
                        end: write as u32,
                        parity_begin: parity_begin as u32,
                        deepest: branch_deepest,
                    });
                } else {
                    branch_parity.truncate(parity_begin);
                }
            }
            debug_assert_eq!(write, end, "a component is connected");
            let deepest = tips[0].depth;
            if !any_odd || !may_reach_high_bits(deepest) {
                // No pair here adds a high bit, at this level or any below.
                continue;
            }
            // A long thin component: every pair in one sweep along its longest path through the
            // centroid, if nothing hangs too far from that path.
            let spine_len = 1 + tips[0].depth as usize + tips[1].depth as usize;
            if SPINE_SHARE * spine_len >= end - begin {
                spine.clear();
                let walk = |tip: Tip, spine: &mut Vec<u32>| {
                    let mut node = tip.node;
                    for _ in 0..tip.depth {
                        spine.push(node);
                        node = parent[node as usize];
                    }
                };
                walk(tips[0], spine);
                let first_part = spine.len();
                spine.push(centroid);
                walk(tips[1], spine);
                spine[first_part + 1..].reverse();
                if spine_sweep.sweep(tree, removed, spine, end - begin, values) {
                    continue;
                }
            }
            // Every pair through the centroid, then the pairs inside each recorded branch
            // cancelled; the other branches' pairs have no high bits.
            let whole = whole_sums.compute(whole_parity, deepest, RESIDUE_BITS);
            values[centroid as usize] ^= whole[0];
            let mut done = begin + 1;
            for branch in branches.iter() {
                let (branch_begin, branch_end) = (branch.begin as usize, branch.end as usize);
                for &node in &arena[done..branch_begin] {
                    values[node as usize] ^= whole[depth[node as usize] as usize];
                }
                done = branch_end;
                let parities =
                    &branch_parity[branch.parity_begin as usize..][..branch.deepest as usize + 1];
                let inside = branch_sums.compute(parities, branch.deepest, RESIDUE_BITS);
                let nodes = &arena[branch_begin..branch_end];
                if may_reach_high_bits(branch.deepest - 1) {
                    // Decomposed further: subtree sizes and the centroid on the way back.
                    let mut centre = Centre::new(nodes.len());
                    for &node in nodes.iter().rev() {
                        let node_depth = depth[node as usize] as usize;
                        values[node as usize] ^= whole[node_depth] ^ inside[node_depth];
                        centre.consider(node, size[node as usize]);
                        size[parent[node as usize] as usize] += size[node as usize];
                    }
                    pending.push((branch_begin, branch_end, centre.node));
                } else {
                    for &node in nodes {
                        let node_depth = depth[node as usize] as usize;
                        values[node as usize] ^= whole[node_depth] ^ inside[node_depth];
                    }
                }
            }
            for &node in &arena[done..end] {
                values[node as usize] ^= whole[depth[node as usize] as usize];
            }
        }
    }
}
