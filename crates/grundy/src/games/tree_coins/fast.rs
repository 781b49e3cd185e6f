//! For every root `R`, the XOR of the distances from `R` to the nodes with an odd number of coins:
//! the low bits by rerooting residues, the high bits by a centroid decomposition that stops early;
//! `O(N · (W + log(N / 2^L) · (B - L)))` for `B` bits of distance (`B <= 20` for `N <= 10^6`),
//! `L = 9` low bits and `W = 8` words per node, iterative throughout.
//!
//! # Low bits: rerooting with residues
//!
//! Bit `k < L` of a distance depends only on the distance modulo `2^L = 512`. Each node keeps the
//! parities of the numbers of odd-coin nodes at each residue, as a bit set of 512 bits (8 words):
//! one step further rotates it by one. Children first, a node's set is its own node plus its
//! children's sets rotated; then parents first, the set of the whole tree seen from a node is its
//! own subtree's set plus, rotated, its parent's whole set minus (XOR) the node's rotated
//! contribution. XOR is its own inverse, so no prefix or suffix arrays are needed. Bit `k` of the
//! value is then the parity of the set's residues with bit `k` set.
//!
//! # High bits: centroid decomposition (shared/specs/tree-coins.md; CodeChef MOVCOIN2 editorial)
//!
//! For a centroid `c` of a component, every pair `(u, v)` of the component whose path passes
//! through `c` has `dist(u, v) = depth(u) + depth(v)`, depths measured from `c`. XOR is its own
//! inverse, so the pairs of the whole component are added first, then the pairs inside each branch
//! of `c` (which do not pass through `c`) are added again with the same depths, cancelling
//! themselves; the branches are then decomposed in turn. Each node is in `O(log N)` components.
//! Only bits `L` and above are added, and a component of at most `2^L` nodes is not decomposed
//! at all: its pairs are closer than `2^L`, so their high bits are 0. That removes the
//! decomposition's `L` deepest levels, and `L` of the bits on every level above.
//!
//! Both steps need, for a multiset `D` of depths (only parities of multiplicities matter) and every
//! shift `e` up to some bound, `Y(e) = XOR over x in D of (x + e)`. Bit `j` of `Y(e)` is the parity
//! of the number of `x` with `(x + e) mod 2^(j+1) >= 2^j`: a window of residues modulo `2^(j+1)`
//! that slides by one residue when `e` grows by one, so each bit costs `O(|D| + bound + 2^(j+1))`
//! ([`shifted_xors`]). For tiny multisets the direct `O(|D| · bound)` sum is cheaper and is used.
//!
//! Measured (`cargo bench -p grundy --bench tree_coins`, random tree of 3·10^5 nodes): the
//! decomposition alone took 212 ms; with 64, 256 and 512 residues 134, 118 and 113 ms; 1024
//! residues (128 bytes per node) were slower again.

use crate::tree::Edge;

const NONE: u32 = u32::MAX;

/// Words of 64 residues each kept per node by the rerooting pass.
const WORDS: usize = 8;
/// The rerooting pass gives the bits below this of every root's value (residues modulo
/// `2^RESIDUE_BITS = 64 * WORDS`); the decomposition gives the rest.
const RESIDUE_BITS: u32 = 6 + WORDS.trailing_zeros();
/// The residues modulo `2^RESIDUE_BITS` of the distances to the odd-coin nodes, one bit each
/// (set when an odd number of them have that residue).
type Residues = [u64; WORDS];

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

/// The XOR of distances to the odd-coin nodes, for every root (0-based, by node).
///
/// The nodes are first renumbered in breadth-first order from node 0, so that the
/// decomposition's many traversals touch memory close to where they touched it last.
pub fn root_values(n: usize, edges: &[Edge], odd: &[bool]) -> Vec<u32> {
    if n <= 1 {
        return vec![0; n];
    }
    let (offsets, targets) = adjacency(n, edges);
    let mut label = vec![u32::MAX; n];
    let mut order: Vec<u32> = Vec::with_capacity(n);
    order.push(0);
    label[0] = 0;
    let mut head = 0;
    while head < order.len() {
        let node = order[head] as usize;
        head += 1;
        for &next in &targets[offsets[node] as usize..offsets[node + 1] as usize] {
            if label[next as usize] == u32::MAX {
                label[next as usize] = order.len() as u32;
                order.push(next);
            }
        }
    }
    let relabeled: Vec<Edge> = edges
        .iter()
        .map(|&(a, b)| (label[a as usize], label[b as usize]))
        .collect();
    let relabeled_odd: Vec<bool> = order.iter().map(|&node| odd[node as usize]).collect();
    let by_label = decompose(n, &relabeled, &relabeled_odd);
    (0..n).map(|node| by_label[label[node] as usize]).collect()
}

/// Compressed adjacency: the neighbours of `v` are `targets[offsets[v]..offsets[v + 1]]`.
fn adjacency(n: usize, edges: &[Edge]) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = vec![0u32; n + 1];
    for &(a, b) in edges {
        offsets[a as usize + 1] += 1;
        offsets[b as usize + 1] += 1;
    }
    for index in 0..n {
        offsets[index + 1] += offsets[index];
    }
    let mut fill = offsets.clone();
    let mut targets = vec![0u32; 2 * edges.len()];
    for &(a, b) in edges {
        targets[fill[a as usize] as usize] = b;
        fill[a as usize] += 1;
        targets[fill[b as usize] as usize] = a;
        fill[b as usize] += 1;
    }
    (offsets, targets)
}

/// [`root_values`] on a tree of at least two nodes, without renumbering.
fn decompose(n: usize, edges: &[Edge], odd: &[bool]) -> Vec<u32> {
    let mut values = vec![0u32; n];
    let (offsets, targets) = adjacency(n, edges);
    let neighbours =
        |node: u32| &targets[offsets[node as usize] as usize..offsets[node as usize + 1] as usize];

    let mut removed = vec![false; n];
    let mut parent = vec![NONE; n];
    let mut size = vec![0u32; n];
    let mut depth = vec![0u32; n];
    let mut order: Vec<u32> = Vec::with_capacity(n);
    let mut branch_order: Vec<u32> = Vec::with_capacity(n);
    let mut depths: Vec<u32> = Vec::new();
    // The components still to decompose, each as its breadth-first order from its first node
    // (parents set accordingly): ranges of `arena`, used as a stack. The first is the whole tree.
    let mut arena: Vec<u32> = Vec::with_capacity(n);
    arena.push(0);
    let mut head = 0;
    while head < arena.len() {
        let node = arena[head];
        head += 1;
        for &next in neighbours(node) {
            if next != parent[node as usize] {
                parent[next as usize] = node;
                arena.push(next);
            }
        }
    }
    // The low bits of every root's value by rerooting: residues of the subtree below each node
    // (children first), then of the whole tree (parents first; the parent's residues minus the
    // node's own branch, one step further, plus the node's subtree).
    {
        let mut residues: Vec<Residues> = odd
            .iter()
            .map(|&odd| {
                let mut own = [0u64; WORDS];
                own[0] = u64::from(odd);
                own
            })
            .collect();
        for &node in arena.iter().skip(1).rev() {
            let moved = one_further(&residues[node as usize]);
            let above = &mut residues[parent[node as usize] as usize];
            *above = xor(above, &moved);
        }
        for &node in arena.iter().skip(1) {
            let own = residues[node as usize];
            let outside = xor(
                &residues[parent[node as usize] as usize],
                &one_further(&own),
            );
            residues[node as usize] = xor(&own, &one_further(&outside));
        }
        for (value, residues) in values.iter_mut().zip(&residues) {
            *value = low_bits(residues);
        }
    }
    let mut pending = vec![(0usize, n)];
    while let Some((begin, end)) = pending.pop() {
        order.clear();
        order.extend_from_slice(&arena[begin..end]);
        arena.truncate(begin);
        let start = order[0];
        let total = order.len() as u32;
        if total <= 1 << RESIDUE_BITS {
            // Every pair inside is closer than 2^RESIDUE_BITS: nothing above the low bits.
            continue;
        }
        for &node in &order {
            size[node as usize] = 1;
        }
        for &node in order.iter().skip(1).rev() {
            size[parent[node as usize] as usize] += size[node as usize];
        }
        // Walk towards the heavy side until no child holds more than half.
        let mut centroid = start;
        loop {
            let heavy = neighbours(centroid).iter().copied().find(|&next| {
                !removed[next as usize]
                    && parent[next as usize] == centroid
                    && size[next as usize] * 2 > total
            });
            match heavy {
                Some(next) => centroid = next,
                None => break,
            }
        }
        // Depths from the centroid, branch by branch (each branch contiguous in `branch_order`,
        // in breadth-first order from its first node: the next level's component order).
        branch_order.clear();
        branch_order.push(centroid);
        depth[centroid as usize] = 0;
        let mut branches: Vec<(usize, usize)> = Vec::new();
        for &first in neighbours(centroid) {
            if removed[first as usize] {
                continue;
            }
            let branch_begin = branch_order.len();
            branch_order.push(first);
            parent[first as usize] = centroid;
            depth[first as usize] = 1;
            let mut head = branch_begin;
            while head < branch_order.len() {
                let node = branch_order[head];
                head += 1;
                for &next in neighbours(node) {
                    if !removed[next as usize] && next != parent[node as usize] {
                        parent[next as usize] = node;
                        depth[next as usize] = depth[node as usize] + 1;
                        branch_order.push(next);
                    }
                }
            }
            branches.push((branch_begin, branch_order.len()));
        }
        // Every pair of the component through the centroid, then each branch cancelled.
        let mut add_pairs = |nodes: &[u32], values: &mut [u32]| {
            depths.clear();
            let mut deepest = 0;
            for &node in nodes {
                let node_depth = depth[node as usize];
                deepest = deepest.max(node_depth);
                if odd[node as usize] {
                    depths.push(node_depth);
                }
            }
            if depths.is_empty() {
                return;
            }
            let shifted = shifted_xors(&depths, deepest, RESIDUE_BITS);
            for &node in nodes {
                values[node as usize] ^= shifted[depth[node as usize] as usize];
            }
        };
        add_pairs(&branch_order, &mut values);
        for &(branch_begin, branch_end) in &branches {
            add_pairs(&branch_order[branch_begin..branch_end], &mut values);
        }
        removed[centroid as usize] = true;
        for &(branch_begin, branch_end) in &branches {
            let arena_begin = arena.len();
            arena.extend_from_slice(&branch_order[branch_begin..branch_end]);
            pending.push((arena_begin, arena.len()));
        }
    }
    values
}

/// `Y(e) = XOR over x in depths of (x + e)`, for every `e` in `0..=bound`, bits `from_bit` and
/// above only (the lower ones are 0).
pub fn shifted_xors(depths: &[u32], bound: u32, from_bit: u32) -> Vec<u32> {
    let mut result = vec![0u32; bound as usize + 1];
    let largest = depths.iter().copied().max().unwrap_or(0);
    // The direct sum costs |D| per shift; the windows cost about 4 (largest + bound) per bit.
    let bits = 32 - (largest + bound).leading_zeros();
    let high = u32::MAX.checked_shl(from_bit).unwrap_or(0);
    let direct_cost = depths.len() as u64 * u64::from(bound + 1);
    let window_cost = u64::from(bits.saturating_sub(from_bit)) * 6 * u64::from(largest + bound + 1);
    if direct_cost <= window_cost {
        for (shift, slot) in result.iter_mut().enumerate() {
            *slot = depths.iter().fold(0, |sum, &x| sum ^ (x + shift as u32)) & high;
        }
        return result;
    }
    let mut parity: Vec<bool> = Vec::new();
    for bit in from_bit..bits {
        let modulus = 1usize << (bit + 1);
        let half = modulus / 2;
        parity.clear();
        parity.resize(modulus, false);
        for &x in depths {
            parity[x as usize & (modulus - 1)] ^= true;
        }
        // Shift 0: the residues in [half, modulus) have bit `bit` set.
        let mut on = parity[half..].iter().fold(false, |sum, &odd| sum ^ odd);
        let wrap = modulus - 1;
        for (shift, slot) in result.iter_mut().enumerate() {
            *slot |= u32::from(on) << bit;
            // Shift + 1: residue (half - 1 - shift) enters, (modulus - 1 - shift) leaves.
            let enters = half.wrapping_sub(1 + shift) & wrap;
            let leaves = wrap.wrapping_sub(shift) & wrap;
            on ^= parity[enters] ^ parity[leaves];
        }
    }
    result
}

/// The same values by one breadth-first search per root: `O(N^2)`, the reference for tests.
pub fn root_values_by_search(n: usize, edges: &[Edge], odd: &[bool]) -> Vec<u32> {
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in edges {
        neighbours[a as usize].push(b as usize);
        neighbours[b as usize].push(a as usize);
    }
    let mut distance = vec![u32::MAX; n];
    let mut queue = Vec::with_capacity(n);
    (0..n)
        .map(|root| {
            distance.fill(u32::MAX);
            distance[root] = 0;
            queue.clear();
            queue.push(root);
            let mut head = 0;
            let mut value = 0;
            while head < queue.len() {
                let node = queue[head];
                head += 1;
                if odd[node] {
                    value ^= distance[node];
                }
                for &next in &neighbours[node] {
                    if distance[next] == u32::MAX {
                        distance[next] = distance[node] + 1;
                        queue.push(next);
                    }
                }
            }
            value
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Random;
    use crate::tree::{TreeFamily, UnlabeledTrees};

    #[test]
    fn sliding_windows_equal_the_direct_sum() {
        let mut random = Random::from_seed(4);
        for _ in 0..300 {
            let count = random.between(1, 40) as usize;
            let largest = random.between(0, 300) as u32;
            let depths: Vec<u32> = (0..count)
                .map(|_| random.between(0, u64::from(largest)) as u32)
                .collect();
            let bound = random.between(0, 300) as u32;
            let from_bit = random.below(4) as u32 * 2;
            let fast = shifted_xors(&depths, bound, from_bit);
            for (shift, &value) in fast.iter().enumerate() {
                let direct = depths.iter().fold(0, |sum, &x| sum ^ (x + shift as u32));
                assert_eq!(
                    value,
                    direct >> from_bit << from_bit,
                    "{depths:?} shift {shift}"
                );
            }
        }
    }

    #[test]
    fn centroids_equal_the_reference_on_every_small_tree() {
        for n in 1..=9usize {
            for edges in UnlabeledTrees::new(n) {
                for mask in 0..1u32 << n {
                    let odd: Vec<bool> = (0..n).map(|node| mask >> node & 1 == 1).collect();
                    assert_eq!(
                        root_values(n, &edges, &odd),
                        root_values_by_search(n, &edges, &odd),
                        "{edges:?} {odd:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn centroids_equal_the_reference_on_random_trees() {
        let mut random = Random::from_seed(8);
        let families = [
            TreeFamily::Random,
            TreeFamily::Path,
            TreeFamily::Star,
            TreeFamily::Caterpillar,
            TreeFamily::CompleteBinary,
        ];
        for family in families {
            for n in [2u32, 17, 300, 2000] {
                let edges = family.generate(n, &mut random);
                for mode in 0..3 {
                    let odd: Vec<bool> = (0..n)
                        .map(|_| match mode {
                            0 => random.coin(),
                            1 => false,
                            _ => true,
                        })
                        .collect();
                    assert_eq!(
                        root_values(n as usize, &edges, &odd),
                        root_values_by_search(n as usize, &edges, &odd),
                        "{} n = {n} mode {mode}",
                        family.name()
                    );
                }
            }
        }
    }

    #[test]
    fn large_trees_through_many_levels_equal_breadth_first_sums_at_sampled_roots() {
        // Trees large enough that the decomposition runs several levels above the residues.
        let mut random = Random::from_seed(12);
        let families = [
            TreeFamily::Random,
            TreeFamily::Caterpillar,
            TreeFamily::CompleteBinary,
            TreeFamily::Spider,
        ];
        for family in families {
            let n = 30_000u32;
            let edges = family.generate(n, &mut random);
            let odd: Vec<bool> = (0..n).map(|_| random.coin()).collect();
            let values = root_values(n as usize, &edges, &odd);
            let mut neighbours = vec![Vec::new(); n as usize];
            for &(a, b) in &edges {
                neighbours[a as usize].push(b as usize);
                neighbours[b as usize].push(a as usize);
            }
            for _ in 0..20 {
                let root = random.index(n as usize);
                let mut distance = vec![u32::MAX; n as usize];
                distance[root] = 0;
                let mut queue = vec![root];
                let mut head = 0;
                while head < queue.len() {
                    let node = queue[head];
                    head += 1;
                    for &next in &neighbours[node] {
                        if distance[next] == u32::MAX {
                            distance[next] = distance[node] + 1;
                            queue.push(next);
                        }
                    }
                }
                let expected = (0..n as usize)
                    .filter(|&node| odd[node])
                    .fold(0, |sum, node| sum ^ distance[node]);
                assert_eq!(values[root], expected, "{} root {root}", family.name());
            }
        }
    }

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
    fn a_long_path_needs_no_stack() {
        let n = 300_000u32;
        let edges: Vec<Edge> = (1..n).map(|node| (node - 1, node)).collect();
        let odd: Vec<bool> = (0..n).map(|node| node % 7 == 0).collect();
        let values = root_values(n as usize, &edges, &odd);
        let check = |root: usize| {
            (0..n as usize)
                .filter(|&node| odd[node])
                .fold(0, |sum, node| sum ^ root.abs_diff(node) as u32)
        };
        for root in [0, 1, 12_345, 299_999] {
            assert_eq!(values[root], check(root));
        }
    }
}
