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
//! Each component is a range of an arena of [`Slot`]s in depth-first preorder from its own root,
//! every slot naming its parent's position (parents first, usually close behind), so that a
//! level needs no adjacency lists and no walk, only passes along that range: forward, every
//! node's depth from the centroid and its branch, from its parent's (the path from the centroid
//! up to the component's root is set first, its depths counted from the centroid); then the
//! branches still needed are moved, stably, into the other arena over the same range, parents
//! renamed (a subtree's part of a preorder is a preorder of it, and so is what is left of a
//! preorder once a subtree is taken out); then backward over each moved branch, its cancelling
//! sums added and its subtree sizes summed for its centroid. A node carries the bits gathered
//! for it from level to level and writes its value once, at the level that finishes it.

use super::fast::{Numbered, NONE};
use super::residues::RESIDUE_BITS;
use super::shifted::ShiftedXors;
use super::spine::{Hanging, SpineSweep};

/// A component is swept along a spine ([`SpineSweep`]) when the spine holds at least this
/// fraction (one in `SPINE_SHARE`) of its nodes; otherwise hanging parts are likely too tall.
const SPINE_SHARE: usize = 4;

/// One node of a component, at its position in an arena.
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    /// Its parent's position ([`NONE`] for the component's root); parents come first.
    up: u32,
    /// Its number in the tree (where its value goes).
    node: u32,
    /// The bits of its value gathered so far.
    value: u32,
    /// Its depth from the centroid of the level that placed it here (while a level splits the
    /// component: from that level's centroid).
    depth: u32,
    /// Whether it holds an odd number of coins.
    odd: bool,
}

/// A component still to split: `arenas[arena][begin..end]`, and its centroid's position.
#[derive(Debug, Clone, Copy)]
struct Component {
    begin: u32,
    end: u32,
    centroid: u32,
    arena: u8,
}

/// The branch of the centroid's path up to the component's root (and everything hanging from
/// it), and the centroid itself, in [`Centroids::branches`]; the centroid's children's branches
/// follow.
const UP: usize = 0;
const CENTRE: usize = 1;

/// One branch of the current centroid.
#[derive(Debug, Clone, Copy, Default)]
struct Branch {
    size: u32,
    /// Its largest depth from the centroid, and a node there.
    deepest: u32,
    tip: u32,
    /// Whether it holds an odd-coin node.
    odd: bool,
    /// Whether its inner pairs must be cancelled (it holds an odd-coin node and two of its nodes
    /// may be `2^L` apart): then it is moved to the other arena, from `begin`.
    kept: bool,
    begin: u32,
    /// The next free position while it is moved.
    cursor: u32,
    /// Its parities by depth from the centroid are `branch_parity[parity_begin..]`, `deepest + 1`
    /// of them.
    parity_begin: u32,
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
    /// Each level moves a component's kept branches from one arena to the other, over the same
    /// positions.
    arenas: [Vec<Slot>; 2],
    /// By position: `stamp + b` while the current level puts the node in branch `b`; values left
    /// by earlier levels are below `stamp`.
    branch_of: Vec<u32>,
    stamp: u32,
    /// By position: where the current level moved the node.
    moved_to: Vec<u32>,
    /// By position: subtree sizes in a moved branch.
    size: Vec<u32>,
    /// By position, for the spine: the spine node each node hangs from, and its height.
    anchor: Vec<u32>,
    height: Vec<u32>,
    /// The current centroid, then its ancestors up to the component's root.
    path: Vec<u32>,
    pending: Vec<Component>,
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

    /// Bits [`RESIDUE_BITS`] and above of every root's value, XORed into `values` (whose bits
    /// above those are 0).
    pub fn add_high_bits(&mut self, tree: &Numbered, values: &mut [u32]) {
        let n = tree.len();
        if n == 0 {
            return;
        }
        let first = &mut self.arenas[0];
        first.clear();
        first.extend(
            tree.parent
                .iter()
                .zip(&tree.odd)
                .zip(values.iter())
                .enumerate()
                .map(|(node, ((&up, &odd), &value))| Slot {
                    up,
                    node: node as u32,
                    value,
                    depth: 0,
                    odd,
                }),
        );
        // The other buffers grow when first needed; stale contents are never read (stamps only
        // ever grow, so old ones stay below the current one).
        grow(&mut self.branch_of, n, 0);
        self.stamp = self.stamp.max(1);
        self.pending.clear();
        self.pending.push(Component {
            begin: 0,
            end: n as u32,
            centroid: tree.centroid,
            arena: 0,
        });
        while let Some(component) = self.pending.pop() {
            self.split(component, values);
        }
    }

    /// One level for one component: every pair through its centroid (or every pair, along a
    /// spine), its branches that need it pushed for the next level, every other node's value
    /// written.
    fn split(&mut self, component: Component, values: &mut [u32]) {
        let (begin, end) = (component.begin as usize, component.end as usize);
        let centroid = component.centroid as usize;
        let [first, second] = &mut self.arenas;
        let (from, to) = if component.arena == 0 {
            (first, second)
        } else {
            (second, first)
        };
        let from = &mut from[..];
        let branch_of = &mut self.branch_of;
        let branches = &mut self.branches;
        // Fresh stamps for this level's branches (at most one per node, and the two fixed ones).
        if u64::from(self.stamp) + (end - begin) as u64 + 2 > u64::from(u32::MAX) {
            branch_of.fill(0);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        // The path from the centroid up to the root, depths counted from the centroid.
        let path = &mut self.path;
        path.clear();
        let mut at = component.centroid;
        while at != NONE {
            let slot = &mut from[at as usize];
            slot.depth = path.len() as u32;
            branch_of[at as usize] = stamp + UP as u32;
            path.push(at);
            at = slot.up;
        }
        branch_of[centroid] = stamp + CENTRE as u32;
        branches.clear();
        branches.resize(2, Branch::default());
        branches[CENTRE].tip = component.centroid;
        let whole_parity = &mut self.whole_parity;
        whole_parity.clear();
        whole_parity.resize(end - begin, 0);
        // Forward: each node's depth and branch from its parent's.
        for position in begin..end {
            let slot = from[position];
            let (branch, depth) = if branch_of[position] >= stamp {
                ((branch_of[position] - stamp) as usize, slot.depth)
            } else {
                let up = slot.up as usize;
                let depth = from[up].depth + 1;
                from[position].depth = depth;
                let branch = if up == centroid {
                    branches.push(Branch::default());
                    branches.len() - 1
                } else {
                    (branch_of[up] - stamp) as usize
                };
                branch_of[position] = stamp + branch as u32;
                (branch, depth)
            };
            let record = &mut branches[branch];
            record.size += 1;
            if depth > record.deepest {
                record.deepest = depth;
                record.tip = position as u32;
            }
            record.odd |= slot.odd;
            whole_parity[depth as usize] ^= u8::from(slot.odd);
        }
        self.stamp = stamp + branches.len() as u32;
        // The two deepest branches (the centroid itself stands in for a missing one).
        let mut tips = [(0u32, component.centroid); 2];
        for (index, branch) in branches.iter().enumerate() {
            if index == CENTRE || branch.size == 0 {
                continue;
            }
            if branch.deepest > tips[0].0 {
                tips = [(branch.deepest, branch.tip), tips[0]];
            } else if branch.deepest > tips[1].0 {
                tips[1] = (branch.deepest, branch.tip);
            }
        }
        let deepest = tips[0].0;
        if !branches.iter().any(|branch| branch.odd) || !may_reach_high_bits(deepest) {
            // No pair here adds a high bit, at this level or any below.
            for slot in &from[begin..end] {
                values[slot.node as usize] = slot.value;
            }
            return;
        }
        // A long thin component: every pair in one sweep along its longest path through the
        // centroid, if nothing hangs too far from that path.
        let spine_len = 1 + tips[0].0 as usize + tips[1].0 as usize;
        if SPINE_SHARE * spine_len >= end - begin {
            let spine = &mut self.spine;
            spine.clear();
            towards_centre(from, path, tips[0].1, spine);
            let first_part = spine.len();
            spine.push(component.centroid);
            towards_centre(from, path, tips[1].1, spine);
            spine[first_part + 1..].reverse();
            let hung = hang(
                from,
                begin..end,
                path,
                spine,
                &mut self.anchor,
                &mut self.height,
                &mut self.spine_sweep,
            );
            if hung
                && self.spine_sweep.sweep(|position, bits| {
                    let slot = &from[position as usize];
                    values[slot.node as usize] = slot.value ^ bits;
                })
            {
                return;
            }
        }
        // Every pair through the centroid, then the pairs inside each kept branch cancelled;
        // the other branches' pairs have no high bits.
        let whole =
            self.whole_sums
                .compute(&whole_parity[..=deepest as usize], deepest, RESIDUE_BITS);
        values[from[centroid].node as usize] = from[centroid].value ^ whole[0];
        let mut next = component.begin;
        let mut parities = 0;
        for branch in branches.iter_mut() {
            branch.kept = branch.odd && may_reach_high_bits(branch.deepest);
            if branch.kept {
                branch.begin = next;
                branch.cursor = next;
                next += branch.size;
                branch.parity_begin = parities;
                parities += branch.deepest + 1;
            }
        }
        let branch_parity = &mut self.branch_parity;
        branch_parity.clear();
        branch_parity.resize(parities as usize, 0);
        grow(to, end, Slot::default());
        grow(&mut self.moved_to, end, 0);
        grow(&mut self.size, end, 0);
        let moved_to = &mut self.moved_to;
        for position in begin..end {
            if position == centroid {
                continue;
            }
            let slot = from[position];
            let branch = &mut branches[(branch_of[position] - stamp) as usize];
            let value = slot.value ^ whole[slot.depth as usize];
            if !branch.kept {
                values[slot.node as usize] = value;
                continue;
            }
            branch_parity[(branch.parity_begin + slot.depth) as usize] ^= u8::from(slot.odd);
            let target = branch.cursor;
            branch.cursor += 1;
            moved_to[position] = target;
            let up = if slot.up == NONE || slot.up == component.centroid {
                NONE
            } else {
                moved_to[slot.up as usize]
            };
            to[target as usize] = Slot {
                up,
                node: slot.node,
                value,
                depth: slot.depth,
                odd: slot.odd,
            };
        }
        // Each kept branch: its own pairs cancelled, and decomposed further if it is wide enough.
        for branch in branches.iter().filter(|branch| branch.kept) {
            let parities =
                &branch_parity[branch.parity_begin as usize..][..branch.deepest as usize + 1];
            let inside = self
                .branch_sums
                .compute(parities, branch.deepest, RESIDUE_BITS);
            let range = branch.begin as usize..(branch.begin + branch.size) as usize;
            if may_reach_high_bits(branch.deepest - 1) {
                let size = &mut self.size;
                size[range.clone()].fill(1);
                let mut centre = Centre::new(range.len());
                for position in range.clone().rev() {
                    let slot = &mut to[position];
                    slot.value ^= inside[slot.depth as usize];
                    let own = size[position];
                    centre.consider(position as u32, own);
                    if slot.up != NONE {
                        size[slot.up as usize] += own;
                    }
                }
                self.pending.push(Component {
                    begin: range.start as u32,
                    end: range.end as u32,
                    centroid: centre.node,
                    arena: 1 - component.arena,
                });
            } else {
                for slot in &to[range] {
                    values[slot.node as usize] = slot.value ^ inside[slot.depth as usize];
                }
            }
        }
    }
}

/// Makes `buffer` at least `len` long.
fn grow<T: Clone>(buffer: &mut Vec<T>, len: usize, value: T) {
    if buffer.len() < len {
        buffer.resize(len, value);
    }
}

/// Pushes the spine from `tip` towards the centroid `path[0]`, the centroid left out: up by
/// parent links while they lead towards the centroid (depth one less), then, from the node of
/// the centroid's path where they stop leading there, down that path.
fn towards_centre(from: &[Slot], path: &[u32], tip: u32, spine: &mut Vec<u32>) {
    let mut at = tip;
    loop {
        let slot = from[at as usize];
        if slot.up == NONE || from[slot.up as usize].depth == slot.depth + 1 {
            break;
        }
        spine.push(at);
        at = slot.up;
    }
    // `at` is on the centroid's path, at its depth.
    for &node in path[1..=from[at as usize].depth as usize].iter().rev() {
        spine.push(node);
    }
}

/// Gives the sweep the spine and every other node of the component with the spine node it hangs
/// from and its height; `false` as soon as one is `2^(L-1)` or more from the spine.
fn hang(
    from: &[Slot],
    range: std::ops::Range<usize>,
    path: &[u32],
    spine: &[u32],
    anchor: &mut Vec<u32>,
    height: &mut Vec<u32>,
    sweep: &mut SpineSweep,
) -> bool {
    let limit = 1u32 << (RESIDUE_BITS - 1);
    grow(anchor, range.end, NONE);
    grow(height, range.end, 0);
    anchor[range.clone()].fill(NONE);
    sweep.begin();
    for (index, &node) in spine.iter().enumerate() {
        anchor[node as usize] = index as u32;
        height[node as usize] = 0;
        sweep.extend_spine(node, from[node as usize].odd);
    }
    // Seen from the centroid, the parent of a node of its path up is the path node below it;
    // every other node's is its parent in the arena.
    for pair in path.windows(2) {
        let (below, node) = (pair[0] as usize, pair[1] as usize);
        if anchor[node] == NONE {
            anchor[node] = anchor[below];
            height[node] = height[below] + 1;
        }
    }
    for position in range {
        let slot = &from[position];
        if height[position] == 0 && anchor[position] != NONE {
            continue; // on the spine
        }
        if anchor[position] == NONE {
            let up = slot.up as usize;
            anchor[position] = anchor[up];
            height[position] = height[up] + 1;
        }
        if height[position] >= limit {
            return false;
        }
        sweep.hang(Hanging {
            node: position as u32,
            anchor: anchor[position],
            height: height[position],
            odd: slot.odd,
        });
    }
    true
}
