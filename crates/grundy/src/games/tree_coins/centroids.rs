//! The high bits of every root's value by a centroid decomposition that stops early
//! (`docs/games/tree-coins.md`; CodeChef MOVCOIN2 editorial).
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
//! Each component is a range of one arena of slots in depth-first preorder from its own
//! root, every slot naming its parent's position and its subtree size, so that a level needs no
//! adjacency lists and no walk. In a preorder the centroid's subtree is a range right after it,
//! each of its children's subtrees a range inside that one (found by jumping over subtree
//! sizes), and the rest of the component (the branch of the centroid's parent) is what lies
//! before and after. A level is one forward pass (each node's depth from the centroid, from its
//! parent's: the path from the centroid up to the root is set first, and the parent is always
//! earlier) gathering the parities by depth of the whole component and of each branch, and one
//! pass adding the sums, in place. The branches below the centroid are then the next level's
//! components where they lie (their subtree sizes unchanged); the branch above only needs the
//! part after the centroid's subtree moved up next to the part before it (a preorder with a
//! subtree taken out is a preorder) and the sizes along the centroid's path shrunk. A next
//! centroid is found by walking down from the root to the child holding more than half. A node
//! carries the bits gathered for it from level to level and writes its value once, at the level
//! that finishes it.

use super::fast::{Numbered, NONE};
use super::residues::RESIDUE_BITS;
use super::shifted::ShiftedXors;
use super::spine::{Hanging, SpineSweep};

/// A component is swept along a spine ([`SpineSweep`]) when the spine holds at least this
/// fraction (one in `SPINE_SHARE`) of its nodes; otherwise hanging parts are likely too tall.
const SPINE_SHARE: usize = 4;

/// One node of a component, at its position in the arena.
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    /// Its parent's position ([`NONE`] for the component's root); parents come first.
    up: u32,
    /// The number of nodes of its subtree (in the component, rooted at the component's root).
    size: u32,
    /// Its number in the tree (where its value goes).
    node: u32,
    /// The bits of its value gathered so far.
    value: u32,
    /// Its depth from the current centroid (set by the level that splits its component).
    depth: u32,
    /// Whether it holds an odd number of coins.
    odd: bool,
}

/// A component still to split: `arena[begin..end]`, and its centroid's position.
#[derive(Debug, Clone, Copy)]
struct Component {
    begin: u32,
    end: u32,
    centroid: u32,
}

/// What a level learns of one branch of the centroid in its forward pass.
#[derive(Debug, Clone, Copy, Default)]
struct Branch {
    /// Its first position, its root's (set for the branches below the centroid only; the branch
    /// above starts where its component does).
    begin: u32,
    size: u32,
    /// Its largest depth from the centroid, and a node there.
    deepest: u32,
    tip: u32,
    /// Whether it holds an odd-coin node.
    odd: bool,
    /// Its parities by depth from the centroid are `branch_parity[parity_begin..]`, `deepest + 1`
    /// of them, when it is [`Branch::cancelled`].
    parity_begin: u32,
}

impl Branch {
    /// One more node at `position`.
    #[inline]
    fn add(&mut self, position: usize, depth: u32, odd: bool) {
        self.size += 1;
        if depth > self.deepest {
            self.deepest = depth;
            self.tip = position as u32;
        }
        self.odd |= odd;
    }

    /// Whether its own pairs must be cancelled: it holds an odd-coin node and two of its nodes
    /// may be `2^L` apart.
    fn cancelled(&self) -> bool {
        self.odd && may_reach_high_bits(self.deepest)
    }

    /// Whether it is decomposed further: cancelled, and its diameter can reach `2^L` (twice
    /// its depth from its node next to the centroid, one less than from the centroid).
    fn decomposed(&self) -> bool {
        self.cancelled() && may_reach_high_bits(self.deepest - 1)
    }
}

/// A set of nodes needs its pairs added only if two of them can be `2^RESIDUE_BITS` apart: with
/// depths from one node at most `deepest`, no two are more than `2 * deepest` apart.
fn may_reach_high_bits(deepest: u32) -> bool {
    2 * u64::from(deepest) >= 1 << RESIDUE_BITS
}

/// The centroid of the component rooted at `root` with `total` nodes: down from the root, while
/// a child holds more than half of them (the children of `v` start at `v + 1`, each after the
/// subtree of the one before).
fn find_centroid(arena: &[Slot], root: usize, total: u32) -> u32 {
    debug_assert_eq!(
        arena[root].size, total,
        "the root's subtree is the component"
    );
    let mut node = root;
    'down: loop {
        let end = node + arena[node].size as usize;
        let mut child = node + 1;
        while child < end {
            let size = arena[child].size;
            if 2 * u64::from(size) > u64::from(total) {
                node = child;
                continue 'down;
            }
            child += size as usize;
        }
        return node as u32;
    }
}

/// Reusable memory for the decomposition.
#[derive(Debug, Default)]
pub struct Centroids {
    arena: Vec<Slot>,
    /// Room for the smaller block while two are swapped.
    moving: Vec<Slot>,
    /// The current centroid, then its ancestors up to the component's root.
    path: Vec<u32>,
    pending: Vec<Component>,
    /// The branches below the current centroid, in order.
    branches: Vec<Branch>,
    branch_parity: Vec<u8>,
    above_parity: Vec<u8>,
    whole_parity: Vec<u8>,
    whole_sums: ShiftedXors,
    above_sums: ShiftedXors,
    branch_sums: ShiftedXors,
    spine: Vec<u32>,
    /// By position, for the spine: the spine node each node hangs from, and its height.
    anchor: Vec<u32>,
    height: Vec<u32>,
    spine_sweep: SpineSweep,
}

/// What the pass adding the sums does with one node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fate {
    /// Its value is final with the pairs through the centroid.
    Finished,
    /// Its value is final once its branch's own pairs are cancelled too.
    FinishedCancelled,
    /// Its branch's own pairs are cancelled and it stays for the next level.
    Kept,
}

impl Fate {
    fn of(branch: &Branch) -> Fate {
        if branch.decomposed() {
            Fate::Kept
        } else if branch.cancelled() {
            Fate::FinishedCancelled
        } else {
            Fate::Finished
        }
    }
}

/// The forward pass over `positions`, nodes of `branch` none of which is on the centroid's path
/// up: each node's depth from its parent's (set earlier), counted into the branch and into the
/// parities by depth of the branch and of the whole component.
fn descend(
    arena: &mut [Slot],
    positions: std::ops::Range<usize>,
    branch: &mut Branch,
    parities: &mut [u8],
    whole_parity: &mut [u8],
) {
    for position in positions {
        let slot = arena[position];
        let depth = arena[slot.up as usize].depth + 1;
        arena[position].depth = depth;
        branch.add(position, depth, slot.odd);
        parities[depth as usize] ^= u8::from(slot.odd);
        whole_parity[depth as usize] ^= u8::from(slot.odd);
    }
}

/// Adds the sums to the nodes of one branch (`positions`), by its [`Fate`].
fn add_sums(
    arena: &mut [Slot],
    positions: std::ops::Range<usize>,
    fate: Fate,
    whole: &[u32],
    inside: &[u32],
    values: &mut [u32],
) {
    match fate {
        Fate::Finished => {
            for slot in &arena[positions] {
                values[slot.node as usize] = slot.value ^ whole[slot.depth as usize];
            }
        }
        Fate::FinishedCancelled => {
            for slot in &arena[positions] {
                let depth = slot.depth as usize;
                values[slot.node as usize] = slot.value ^ whole[depth] ^ inside[depth];
            }
        }
        Fate::Kept => {
            for slot in &mut arena[positions] {
                let depth = slot.depth as usize;
                slot.value ^= whole[depth] ^ inside[depth];
            }
        }
    }
}

/// Swaps the adjacent blocks `arena[start..middle]` and `arena[middle..end]`, moving parent
/// positions with their nodes: parents inside either block move with it, parents before
/// `start` stay.
fn swap_blocks(
    arena: &mut [Slot],
    moving: &mut Vec<Slot>,
    start: usize,
    middle: usize,
    end: usize,
) {
    let (first_len, second_len) = (middle - start, end - middle);
    let moved = |slot: Slot| -> Slot {
        let up = slot.up as usize;
        let up = if slot.up == NONE || up < start {
            slot.up
        } else if up < middle {
            (up + second_len) as u32
        } else {
            (up - first_len) as u32
        };
        Slot { up, ..slot }
    };
    moving.clear();
    if first_len <= second_len {
        moving.extend(arena[start..middle].iter().map(|&slot| moved(slot)));
        for index in 0..second_len {
            arena[start + index] = moved(arena[middle + index]);
        }
        arena[start + second_len..end].copy_from_slice(moving);
    } else {
        moving.extend(arena[middle..end].iter().map(|&slot| moved(slot)));
        for index in (0..first_len).rev() {
            arena[start + second_len + index] = moved(arena[start + index]);
        }
        arena[start..start + second_len].copy_from_slice(moving);
    }
}

impl Centroids {
    /// Empty buffers.
    #[cfg(test)]
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
        self.arena.clear();
        self.arena.extend(
            tree.parent
                .iter()
                .zip(&tree.size)
                .zip(&tree.odd)
                .zip(values.iter())
                .enumerate()
                .map(|(node, (((&up, &size), &odd), &value))| Slot {
                    up,
                    size,
                    node: node as u32,
                    value,
                    depth: 0,
                    odd,
                }),
        );
        self.pending.clear();
        self.pending.push(Component {
            begin: 0,
            end: n as u32,
            centroid: find_centroid(&self.arena, 0, n as u32),
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
        let arena = &mut self.arena[..];
        let below_end = centroid + arena[centroid].size as usize;
        // The path from the centroid up to the root, depths counted from the centroid; in
        // preorder each ancestor comes before the one below it.
        let path = &mut self.path;
        path.clear();
        let mut at = component.centroid;
        while at != NONE {
            let slot = &mut arena[at as usize];
            slot.depth = path.len() as u32;
            path.push(at);
            at = slot.up;
        }
        let whole_parity = &mut self.whole_parity;
        whole_parity.clear();
        whole_parity.resize(end - begin, 0);
        whole_parity[0] = u8::from(arena[centroid].odd);
        // Forward: each node's depth from its parent's (which comes earlier), the branch above
        // before and after the centroid's subtree, the branches below in between.
        let above_parity = &mut self.above_parity;
        above_parity.clear();
        above_parity.resize(end - begin, 0);
        let mut above = Branch::default();
        let mut next_on_path = path.len() - 1;
        for position in begin..centroid {
            let slot = arena[position];
            let depth = if path[next_on_path] as usize == position {
                next_on_path -= 1;
                slot.depth
            } else {
                let depth = arena[slot.up as usize].depth + 1;
                arena[position].depth = depth;
                depth
            };
            above.add(position, depth, slot.odd);
            above_parity[depth as usize] ^= u8::from(slot.odd);
            whole_parity[depth as usize] ^= u8::from(slot.odd);
        }
        let branches = &mut self.branches;
        let branch_parity = &mut self.branch_parity;
        branches.clear();
        branch_parity.clear();
        let mut first = centroid + 1;
        while first < below_end {
            let branch_end = first + arena[first].size as usize;
            let parity_begin = branch_parity.len();
            branch_parity.resize(parity_begin + branch_end - first + 1, 0);
            let parities = &mut branch_parity[parity_begin..];
            let mut branch = Branch {
                begin: first as u32,
                parity_begin: parity_begin as u32,
                ..Branch::default()
            };
            descend(
                arena,
                first..branch_end,
                &mut branch,
                parities,
                whole_parity,
            );
            branch_parity.truncate(if branch.cancelled() {
                parity_begin + branch.deepest as usize + 1
            } else {
                parity_begin
            });
            branches.push(branch);
            first = branch_end;
        }
        descend(
            arena,
            below_end..end,
            &mut above,
            above_parity,
            whole_parity,
        );
        // The two deepest branches (the centroid itself stands in for a missing one).
        let mut tips = [(0u32, component.centroid); 2];
        for branch in branches.iter().chain(Some(&above)) {
            if branch.deepest > tips[0].0 {
                tips = [(branch.deepest, branch.tip), tips[0]];
            } else if branch.deepest > tips[1].0 {
                tips[1] = (branch.deepest, branch.tip);
            }
        }
        let deepest = tips[0].0;
        let any_odd = arena[centroid].odd || above.odd || branches.iter().any(|branch| branch.odd);
        if !any_odd || !may_reach_high_bits(deepest) {
            // No pair here adds a high bit, at this level or any below.
            for slot in &arena[begin..end] {
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
            towards_centre(arena, path, tips[0].1, spine);
            let first_part = spine.len();
            spine.push(component.centroid);
            towards_centre(arena, path, tips[1].1, spine);
            spine[first_part + 1..].reverse();
            let hung = hang(
                arena,
                begin..end,
                path,
                spine,
                &mut self.anchor,
                &mut self.height,
                &mut self.spine_sweep,
            );
            if hung
                && self.spine_sweep.sweep(|position, bits| {
                    let slot = &arena[position as usize];
                    values[slot.node as usize] = slot.value ^ bits;
                })
            {
                return;
            }
        }
        // Every pair through the centroid, then the pairs inside each cancelled branch
        // cancelled; the other branches' pairs have no high bits.
        let whole =
            self.whole_sums
                .compute(&whole_parity[..=deepest as usize], deepest, RESIDUE_BITS);
        values[arena[centroid].node as usize] = arena[centroid].value ^ whole[0];
        let above_fate = Fate::of(&above);
        let above_inside: &[u32] = if above.cancelled() {
            self.above_sums.compute(
                &above_parity[..=above.deepest as usize],
                above.deepest,
                RESIDUE_BITS,
            )
        } else {
            &[]
        };
        add_sums(
            arena,
            begin..centroid,
            above_fate,
            whole,
            above_inside,
            values,
        );
        add_sums(
            arena,
            below_end..end,
            above_fate,
            whole,
            above_inside,
            values,
        );
        for branch in branches.iter() {
            let fate = Fate::of(branch);
            let inside: &[u32] = if branch.cancelled() {
                let parities =
                    &branch_parity[branch.parity_begin as usize..][..branch.deepest as usize + 1];
                self.branch_sums
                    .compute(parities, branch.deepest, RESIDUE_BITS)
            } else {
                &[]
            };
            let positions = branch.begin as usize..(branch.begin + branch.size) as usize;
            add_sums(arena, positions, fate, whole, inside, values);
        }
        // The next level: the branch above made whole (the part after the centroid's subtree
        // moved up, the sizes along the path shrunk), each branch below where it lies.
        let mut shift = 0;
        if above_fate == Fate::Kept {
            if below_end < end {
                swap_blocks(arena, &mut self.moving, centroid, below_end, end);
                shift = end - below_end;
            }
            let removed = (below_end - centroid) as u32;
            for &node in &path[1..] {
                arena[node as usize].size -= removed;
            }
            self.pending.push(Component {
                begin: begin as u32,
                end: begin as u32 + above.size,
                centroid: find_centroid(arena, begin, above.size),
            });
        }
        for branch in branches.iter().filter(|branch| branch.decomposed()) {
            let root = branch.begin as usize + shift;
            arena[root].up = NONE;
            self.pending.push(Component {
                begin: root as u32,
                end: (root + branch.size as usize) as u32,
                centroid: find_centroid(arena, root, branch.size),
            });
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tree_coins::fast::root_values_by_search;
    use crate::random::Random;

    /// A tree given in preorder by its parents, with its sizes.
    fn numbered(parent: Vec<u32>, odd: Vec<bool>) -> Numbered {
        let n = parent.len();
        let mut size = vec![1u32; n];
        for node in (1..n).rev() {
            size[parent[node] as usize] += size[node];
        }
        Numbered { parent, odd, size }
    }

    /// The centroid by its definition: the smallest subtree holding more than half the nodes.
    fn centroid(tree: &Numbered) -> usize {
        let n = tree.len();
        (0..n)
            .filter(|&node| 2 * tree.size[node] as usize > n)
            .min_by_key(|&node| tree.size[node])
            .expect("the root holds more than half")
    }

    /// Legs hanging from node 0, numbered leg after leg (a preorder).
    fn spider_in_preorder(legs: &[u32]) -> Vec<u32> {
        let mut parent = vec![NONE];
        for &leg in legs {
            for step in 0..leg {
                let above = if step == 0 {
                    0
                } else {
                    parent.len() as u32 - 1
                };
                parent.push(above);
            }
        }
        parent
    }

    #[test]
    fn swapping_blocks_moves_parents_with_their_nodes() {
        for (start, middle, end) in [(1, 3, 8), (1, 6, 8), (2, 5, 8), (0, 4, 8)] {
            // Node k's parent is k - 1 (a path in preorder), so after the swap every parent is
            // where its node went.
            let mut arena: Vec<Slot> = (0..8u32)
                .map(|node| Slot {
                    up: node.checked_sub(1).unwrap_or(NONE),
                    node,
                    ..Slot::default()
                })
                .collect();
            let mut moving = Vec::new();
            swap_blocks(&mut arena, &mut moving, start, middle, end);
            let position = |node: u32| arena.iter().position(|slot| slot.node == node).unwrap();
            let expected: Vec<u32> = (0..start)
                .chain(middle..end)
                .chain(start..middle)
                .map(|node| node as u32)
                .collect();
            let order: Vec<u32> = arena.iter().map(|slot| slot.node).collect();
            assert_eq!(order, expected, "{start} {middle} {end}");
            for slot in &arena {
                let expected_up = slot.node.checked_sub(1).map_or(NONE, |parent| {
                    if (parent as usize) < start {
                        parent
                    } else {
                        position(parent) as u32
                    }
                });
                assert_eq!(
                    slot.up, expected_up,
                    "node {} in {start} {middle} {end}",
                    slot.node
                );
            }
        }
    }

    #[test]
    fn the_branch_above_is_made_whole_around_the_centroids_subtree() {
        // Spiders in preorder whose centroid lies on a long middle leg, with legs after it: the
        // branch above (the hub, the other legs, the leg up to the centroid) is decomposed
        // further, so the legs after the centroid's subtree are moved next to those before it.
        // Two legs of 40 keep the sweep out (one of them hangs 40 from any spine).
        let mut random = Random::from_seed(31);
        for legs in [
            vec![40, 300, 40],
            vec![40, 40, 300, 40, 40],
            vec![70, 500, 45, 45, 3],
        ] {
            let parent = spider_in_preorder(&legs);
            let n = parent.len();
            let edges: Vec<_> = (1..n).map(|node| (parent[node], node as u32)).collect();
            for round in 0..4 {
                let odd: Vec<bool> = (0..n).map(|_| round == 0 || random.below(3) == 0).collect();
                let tree = numbered(parent.clone(), odd.clone());
                assert!(centroid(&tree) > legs[0] as usize, "on the long leg");
                let mut values = vec![0; n];
                Centroids::new().add_high_bits(&tree, &mut values);
                let expected = root_values_by_search(n, &edges, &odd);
                for (node, (&value, &expected)) in values.iter().zip(&expected).enumerate() {
                    assert_eq!(
                        value,
                        expected >> RESIDUE_BITS << RESIDUE_BITS,
                        "{legs:?} {node}"
                    );
                }
            }
        }
    }
}
