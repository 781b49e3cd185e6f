//! For every root `R`, the XOR of the distances from `R` to the nodes with an odd number of coins:
//! the low bits by rerooting [`residues`](super::residues), the high bits by a centroid
//! decomposition that stops early ([`centroids`](super::centroids)), both iterative.
//!
//! The tree is read straight into the shared leaf peeling ([`LeafPeeling`]), which checks that
//! the edges form a tree and gives every node's parent without adjacency lists. The nodes are
//! then renumbered in depth-first preorder from the peeling's root (a centre of the tree), so
//! that the passes that follow find a node's parent close behind it and every subtree is a range
//! of numbers.
//!
//! Time `O(N · (levels + B - L))` where `L` is
//! [`RESIDUE_BITS`](super::residues::RESIDUE_BITS), `B` the bits of the largest distance (a
//! level is linear for all bits together; a spine sweep costs a pass per bit) and `levels` the
//! number of decomposition levels whose components can still hold two nodes `2^L`
//! apart and are not thin enough for the spine sweep (none on a path; 8.5 per node on average on
//! a random tree of 3·10^5 nodes); memory `O(N)`.

use super::centroids::Centroids;
use super::residues::{add_low_bits, Residues};
use crate::input::Scanner;
use crate::prefetch::prefetch;
use crate::solve::SolveError;
use crate::tree::peel::{LeafPeeling, NotATree, PREFETCH_DISTANCE};
use crate::tree::Edge;

/// A node with no parent.
pub const NONE: u32 = u32::MAX;

/// The tree numbered in depth-first preorder: node 0 is the root, every parent precedes its
/// children, and every subtree is a range of numbers.
#[derive(Debug, Default)]
pub struct Numbered {
    /// The parent of each node ([`NONE`] for node 0).
    pub parent: Vec<u32>,
    /// Whether each node holds an odd number of coins.
    pub odd: Vec<bool>,
    /// The number of nodes of each node's subtree (from node 0).
    pub size: Vec<u32>,
}

impl Numbered {
    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.parent.len()
    }
}

/// Reusable memory for solving one tree after another.
#[derive(Debug, Default)]
pub struct AllRoots {
    peeling: LeafPeeling,
    /// The input node of each new number.
    input_node: Vec<u32>,
    places: Vec<Place>,
    tree: Numbered,
    residues: Vec<Residues>,
    centroids: Centroids,
    values: Vec<u32>,
}

impl AllRoots {
    /// Empty buffers.
    #[cfg(test)]
    pub fn new() -> Self {
        AllRoots::default()
    }

    /// Reads the `n - 1` edges of a test (each checked as it is read).
    pub fn load(&mut self, scanner: &mut Scanner<'_>, n: u32) -> Result<(), SolveError> {
        self.peeling.load(scanner, n)
    }

    /// Loads a tree from an edge list (0-based ids).
    pub fn load_edges(&mut self, n: u32, edges: &[Edge]) -> Result<(), SolveError> {
        self.peeling.load_edges(n, edges)
    }

    /// Checks that the loaded edges form a tree (and finds every node's parent).
    pub fn check_tree(&mut self) -> Result<(), NotATree> {
        self.peeling.peel(None)
    }

    /// For every input node as the root, the XOR of its distances to the nodes with `odd` set;
    /// after [`AllRoots::check_tree`] succeeded.
    pub fn root_values(&mut self, odd: &[bool], out: &mut Vec<u32>) {
        let n = self.peeling.len();
        assert_eq!(odd.len(), n, "one parity per node");
        out.clear();
        if n <= 1 {
            out.resize(n, 0);
            return;
        }
        self.renumber(odd);
        self.values.clear();
        self.values.resize(n, 0);
        add_low_bits(
            &self.tree.parent,
            &self.tree.odd,
            &mut self.residues,
            &mut self.values,
        );
        self.centroids.add_high_bits(&self.tree, &mut self.values);
        // Back to the input numbering.
        out.resize(n, 0);
        for (&node, &value) in self.input_node.iter().zip(&self.values) {
            out[node as usize] = value;
        }
    }

    /// Numbers the nodes in depth-first preorder from the peeling's root, with no walk: every
    /// subtree's size children first along the peeling's order, then, parents first, each child
    /// the next free number after its parent and its earlier siblings' subtrees. Every look-up is
    /// known ahead (prefetched), none waits for the one before.
    fn renumber(&mut self, odd: &[bool]) {
        let n = self.peeling.len();
        let order = self.peeling.order();
        let parents = self.peeling.parents();
        let root = self.peeling.root();
        let ahead = |index: usize| order.get(index).zip(parents.get(index));
        let places = &mut self.places;
        places.clear();
        places.resize(n, Place { size: 1, number: 0 });
        for (index, (&child, &parent)) in order.iter().zip(parents).enumerate() {
            if let Some((&child, &parent)) = ahead(index + PREFETCH_DISTANCE) {
                prefetch(places, child as usize);
                prefetch(places, parent as usize);
            }
            let size = places[child as usize].size;
            places[parent as usize].size += size;
        }
        // Parents first; a numbered node's `size` becomes the next free number for its children.
        places[root as usize] = Place { size: 1, number: 0 };
        for (index, (&child, &parent)) in order.iter().zip(parents).enumerate().rev() {
            if let Some((&child, &parent)) = ahead(index.wrapping_sub(PREFETCH_DISTANCE)) {
                prefetch(places, child as usize);
                prefetch(places, parent as usize);
            }
            let number = places[parent as usize].size;
            places[parent as usize].size = number + places[child as usize].size;
            places[child as usize] = Place {
                size: number + 1,
                number,
            };
        }
        let input_node = &mut self.input_node;
        let tree = &mut self.tree;
        input_node.clear();
        input_node.resize(n, root);
        tree.parent.clear();
        tree.parent.resize(n, NONE);
        tree.odd.clear();
        tree.odd.resize(n, odd[root as usize]);
        tree.size.clear();
        tree.size.resize(n, n as u32);
        for (index, (&child, &parent)) in order.iter().zip(parents).enumerate() {
            if let Some((&child, &parent)) = ahead(index + PREFETCH_DISTANCE) {
                prefetch(places, child as usize);
                prefetch(places, parent as usize);
            }
            let place = places[child as usize];
            let number = place.number as usize;
            // The next free number after the node's children is the end of its subtree.
            tree.size[number] = place.size - place.number;
            input_node[number] = child;
            tree.parent[number] = places[parent as usize].number;
            tree.odd[number] = odd[child as usize];
        }
    }
}

/// One node during the numbering: its subtree size (then the next free number for its
/// children), and its number.
#[derive(Debug, Clone, Copy)]
struct Place {
    size: u32,
    number: u32,
}

/// The XOR of distances to the odd-coin nodes, for every root (0-based, by node). `edges` must
/// form a tree.
#[cfg(test)]
pub fn root_values(n: usize, edges: &[Edge], odd: &[bool]) -> Vec<u32> {
    let mut all_roots = AllRoots::new();
    all_roots.load_edges(n as u32, edges).expect("memory");
    all_roots.check_tree().expect("root_values is given a tree");
    let mut values = Vec::new();
    all_roots.root_values(odd, &mut values);
    values
}

/// The same values by one breadth-first search per root: `O(N^2)`, the reference for tests.
#[cfg(test)]
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
    use crate::games::tree_coins::residues::RESIDUE_BITS;
    use crate::random::Random;
    use crate::tree::{TreeFamily, UnlabeledTrees};

    #[test]
    fn every_small_tree_with_every_odd_set_equals_the_reference() {
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

    /// A spine of `spine` nodes with a hair of `height` nodes hanging from every `gap`-th one.
    fn hairy_path(spine: u32, gap: u32, height: u32) -> (usize, Vec<Edge>) {
        let mut edges: Vec<Edge> = (1..spine).map(|node| (node - 1, node)).collect();
        let mut next = spine;
        for anchor in (0..spine).step_by(gap as usize) {
            let mut above = anchor;
            for _ in 0..height {
                edges.push((above, next));
                above = next;
                next += 1;
            }
        }
        (next as usize, edges)
    }

    /// Paths of the given lengths joined at one node.
    fn spider(legs: &[u32]) -> (usize, Vec<Edge>) {
        let mut edges = Vec::new();
        let mut next = 1;
        for &leg in legs {
            let mut above = 0;
            for _ in 0..leg {
                edges.push((above, next));
                above = next;
                next += 1;
            }
        }
        (next as usize, edges)
    }

    /// The same tree with its nodes renamed, each edge's ends swapped at random and the edges
    /// shuffled.
    fn shuffled(n: usize, edges: &[Edge], random: &mut Random) -> (Vec<u32>, Vec<Edge>) {
        let mut name: Vec<u32> = (0..n as u32).collect();
        random.shuffle(&mut name);
        let mut renamed: Vec<Edge> = edges
            .iter()
            .map(|&(a, b)| {
                let (a, b) = (name[a as usize], name[b as usize]);
                if random.coin() {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect();
        random.shuffle(&mut renamed);
        (name, renamed)
    }

    #[test]
    fn long_thin_trees_equal_the_reference() {
        // Hairs just below and at the height where the sweep along a spine refuses, spiders
        // (whose extra legs make it refuse), a long hair at a path's centre, two paths joined by
        // a short or a long link, and a broom; each with its nodes renamed and its edges
        // shuffled, and coins at random, on every node, on one node and on a few.
        let limit = 1u32 << (RESIDUE_BITS - 1);
        let mut random = Random::from_seed(21);
        let mut cases = vec![
            hairy_path(800, 97, limit - 1),
            hairy_path(800, 97, limit),
            hairy_path(700, limit, limit + 1),
            hairy_path(1000, 1, 1),
            hairy_path(1200, 400, limit - 1),
            spider(&[300, 300, 300]),
            spider(&[300, 300, 300, 300, 300]),
            spider(&[1000, limit]),
            spider(&[600, 550, limit + 1]),
            spider(&[500, 500, limit - 1]),
            spider(&[500, 500, 300]),
        ];
        for link in [3u32, limit + 2] {
            // Two paths of 801 and 800 nodes, a link from an inner node of one to the middle of
            // the other: an H.
            let (n, mut edges) = spider(&[400, 400]);
            let mut above = 200;
            let mut next = n as u32;
            for _ in 0..link {
                edges.push((above, next));
                above = next;
                next += 1;
            }
            let second = next;
            edges.extend((1..800).map(|index| (second + index - 1, second + index)));
            edges.push((above, second + 400));
            cases.push((second as usize + 800, edges));
        }
        let mut broom: Vec<Edge> = (1..1200u32).map(|node| (node - 1, node)).collect();
        broom.extend((1200..1800).map(|node| (1199, node)));
        cases.push((1800, broom));
        for (n, edges) in cases {
            let (name, edges) = shuffled(n, &edges, &mut random);
            for mode in 0..4 {
                let lonely = random.index(n);
                let odd: Vec<bool> = (0..n)
                    .map(|node| match mode {
                        0 => random.coin(),
                        1 => true,
                        2 => node == lonely,
                        _ => random.below(50) == 0,
                    })
                    .collect();
                assert_eq!(
                    root_values(n, &edges, &odd),
                    root_values_by_search(n, &edges, &odd),
                    "n = {n} mode {mode}, node 0 renamed {}",
                    name[0]
                );
            }
        }
    }

    #[test]
    fn paths_around_powers_of_two_and_spiders_around_the_limits_equal_the_reference() {
        // Spine lengths on both sides of the bits' strides, with odd nodes at the ends; spiders
        // whose legs put branches just below, at and above the depths where a branch is
        // cancelled (2^(L-1)) and decomposed further (one more), with the hub as the centroid.
        let limit = 1u32 << (RESIDUE_BITS - 1);
        let mut random = Random::from_seed(41);
        let mut cases = Vec::new();
        for n in [
            63u32, 64, 65, 127, 128, 129, 255, 256, 257, 1023, 1024, 1025,
        ] {
            cases.push(spider(&[n - 1]));
        }
        for leg in limit - 2..=limit + 3 {
            cases.push(spider(&[leg, leg, leg]));
            cases.push(spider(&[leg, leg, leg, leg]));
            cases.push(spider(&[leg + 40, leg, leg]));
        }
        for (n, edges) in cases {
            for mode in 0..3 {
                let odd: Vec<bool> = (0..n)
                    .map(|node| match mode {
                        0 => node == 0 || node == n - 1,
                        1 => true,
                        _ => random.coin(),
                    })
                    .collect();
                assert_eq!(
                    root_values(n, &edges, &odd),
                    root_values_by_search(n, &edges, &odd),
                    "n = {n} mode {mode}"
                );
            }
        }
    }

    #[test]
    fn one_workspace_serves_trees_of_every_size_in_turn() {
        let mut random = Random::from_seed(30);
        let mut all_roots = AllRoots::new();
        let mut values = Vec::new();
        for n in [1u32, 700, 2, 1500, 1, 300, 900] {
            let family = if n % 2 == 0 {
                TreeFamily::Path
            } else {
                TreeFamily::Caterpillar
            };
            let edges = family.generate(n, &mut random);
            let odd: Vec<bool> = (0..n).map(|_| random.coin()).collect();
            all_roots.load_edges(n, &edges).expect("memory");
            all_roots.check_tree().expect("a tree");
            all_roots.root_values(&odd, &mut values);
            assert_eq!(
                values,
                root_values_by_search(n as usize, &edges, &odd),
                "n = {n}"
            );
        }
    }

    #[test]
    fn random_trees_wide_enough_for_the_decomposition_equal_the_reference() {
        // Random trees of 2000 nodes are about 120 across: all their bits come from the
        // residues. Deep random trees (each parent among the three previous nodes) are far wider
        // than 256, so their high bits come from the decomposition and the sweeps.
        let mut random = Random::from_seed(31);
        for n in [4000u32, 6000] {
            let edges = TreeFamily::DeepRandom.generate(n, &mut random);
            let odd: Vec<bool> = (0..n).map(|_| random.coin()).collect();
            let values = root_values(n as usize, &edges, &odd);
            let expected = root_values_by_search(n as usize, &edges, &odd);
            assert!(values.iter().any(|&value| value >= 1 << RESIDUE_BITS));
            assert_eq!(values, expected, "n = {n}");
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
