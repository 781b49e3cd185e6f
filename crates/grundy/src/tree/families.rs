//! Random tree families, named as the generators (`grundy gen --family`) spell them.
//!
//! Every family builds a tree shape on nodes `0..n`; [`TreeFamily::generate`] then relabels the
//! nodes with a random permutation, shuffles the edge order and orients every edge at random, so
//! that no solver can profit from a friendly numbering. The families follow the subtasks of the
//! contest problems (tiny trees, at most two nodes of degree above 2, complete binary trees,
//! arbitrary trees) and the shapes that stress implementations (long paths, high degrees).

use super::Edge;
use crate::random::Random;

/// A named family of random trees.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeFamily {
    /// A uniformly random labeled tree (decoded from a random Prüfer sequence).
    Random,
    /// A path.
    Path,
    /// A star: one centre joined to every other node.
    Star,
    /// A spine of about half the nodes, the others hung on random spine nodes as leaves.
    Caterpillar,
    /// A path (the handle) of about half the nodes with every other node joined to its end.
    Broom,
    /// The complete binary tree in heap order: node `i` is the parent of `2i+1` and `2i+2`.
    CompleteBinary,
    /// A centre with a random number of legs (paths) of random lengths.
    Spider,
    /// Two hubs joined by a path, with legs hanging from either hub: at most two nodes of degree
    /// above 2.
    TwoHubs,
    /// Each node joined to one of the three nodes before it: a deep, thin random tree.
    DeepRandom,
}

/// Every tree family, in the order `grundy gen --help` lists them.
pub const TREE_FAMILIES: [TreeFamily; 9] = [
    TreeFamily::Random,
    TreeFamily::Path,
    TreeFamily::Star,
    TreeFamily::Caterpillar,
    TreeFamily::Broom,
    TreeFamily::CompleteBinary,
    TreeFamily::Spider,
    TreeFamily::TwoHubs,
    TreeFamily::DeepRandom,
];

impl TreeFamily {
    /// The family's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            TreeFamily::Random => "random",
            TreeFamily::Path => "path",
            TreeFamily::Star => "star",
            TreeFamily::Caterpillar => "caterpillar",
            TreeFamily::Broom => "broom",
            TreeFamily::CompleteBinary => "complete-binary",
            TreeFamily::Spider => "spider",
            TreeFamily::TwoHubs => "two-hubs",
            TreeFamily::DeepRandom => "deep-random",
        }
    }

    /// The family called `name`, if there is one.
    pub fn from_name(name: &str) -> Option<TreeFamily> {
        TREE_FAMILIES
            .into_iter()
            .find(|family| family.name() == name)
    }

    /// A random tree of this family with `n >= 1` nodes, relabeled at random, its edges shuffled
    /// and each edge oriented at random.
    pub fn generate(self, n: u32, random: &mut Random) -> Vec<Edge> {
        let mut edges = self.shape(n, random);
        relabel(n, &mut edges, random);
        edges
    }

    /// The family's shape on nodes `0..n`, before relabeling.
    pub fn shape(self, n: u32, random: &mut Random) -> Vec<Edge> {
        if n <= 1 {
            return Vec::new();
        }
        match self {
            TreeFamily::Random => prufer_tree(n, random),
            TreeFamily::Path => (1..n).map(|node| (node - 1, node)).collect(),
            TreeFamily::Star => (1..n).map(|node| (0, node)).collect(),
            TreeFamily::Caterpillar => {
                let spine = n.div_ceil(2);
                let mut edges: Vec<Edge> = (1..spine).map(|node| (node - 1, node)).collect();
                edges.extend((spine..n).map(|node| (random.below(u64::from(spine)) as u32, node)));
                edges
            }
            TreeFamily::Broom => {
                let handle = n.div_ceil(2);
                let mut edges: Vec<Edge> = (1..handle).map(|node| (node - 1, node)).collect();
                edges.extend((handle..n).map(|node| (handle - 1, node)));
                edges
            }
            TreeFamily::CompleteBinary => (1..n).map(|node| ((node - 1) / 2, node)).collect(),
            TreeFamily::Spider => {
                let most_legs = (f64::from(n).sqrt() as u64).max(3);
                let legs = random.between(3, most_legs) as usize;
                legged_tree(n, &[0], legs, random, Vec::new())
            }
            TreeFamily::TwoHubs => {
                if n < 3 {
                    return vec![(0, 1)];
                }
                // Hub 0, a bridge path 0 - 2 - 3 - ... - 1 of random length, then legs.
                let bridge_inner = random.below(u64::from(n - 2) / 2 + 1) as u32;
                let mut edges = Vec::new();
                let mut previous = 0;
                for node in 2..2 + bridge_inner {
                    edges.push((previous, node));
                    previous = node;
                }
                edges.push((previous, 1));
                let most_legs = (f64::from(n).sqrt() as u64).max(2);
                let legs = random.between(2, most_legs) as usize;
                legged_tree(n, &[0, 1], legs, random, edges)
            }
            TreeFamily::DeepRandom => (1..n)
                .map(|node| (node - 1 - random.below(u64::from(node.min(3))) as u32, node))
                .collect(),
        }
    }
}

/// Relabels a tree on nodes `0..n` with a random permutation, orients each edge at random and
/// shuffles the edge order, as [`TreeFamily::generate`] does; returns the new label of each old
/// node (for games that carry data on the nodes).
pub fn relabel(n: u32, edges: &mut [Edge], random: &mut Random) -> Vec<u32> {
    let mut labels: Vec<u32> = (0..n).collect();
    random.shuffle(&mut labels);
    for edge in edges.iter_mut() {
        let (a, b) = (labels[edge.0 as usize], labels[edge.1 as usize]);
        *edge = if random.coin() { (a, b) } else { (b, a) };
    }
    random.shuffle(edges);
    labels
}

/// A random tree on nodes `0..n` in which no node has more than `max_degree >= 2` neighbours:
/// each node joins a random earlier node that still has room.
pub fn bounded_degree_tree(n: u32, max_degree: u32, random: &mut Random) -> Vec<Edge> {
    let mut degree = vec![0u32; n as usize];
    let mut open: Vec<u32> = Vec::new();
    let mut edges = Vec::with_capacity(n.saturating_sub(1) as usize);
    for node in 0..n {
        if !open.is_empty() {
            let slot = random.index(open.len());
            let parent = open[slot];
            edges.push((parent, node));
            degree[parent as usize] += 1;
            degree[node as usize] += 1;
            if degree[parent as usize] == max_degree {
                open.swap_remove(slot);
            }
        }
        open.push(node);
    }
    edges
}

/// Adds the nodes not yet in `edges` (those from `hubs.len() + inner nodes` on) as `legs` paths
/// hanging from the hubs: each node extends a random leg.
fn legged_tree(
    n: u32,
    hubs: &[u32],
    legs: usize,
    random: &mut Random,
    mut edges: Vec<Edge>,
) -> Vec<Edge> {
    let first_free = edges.len() as u32 + 1;
    let mut leg_ends: Vec<u32> = (0..legs).map(|leg| hubs[leg % hubs.len()]).collect();
    for node in first_free..n {
        let leg = random.index(leg_ends.len());
        edges.push((leg_ends[leg], node));
        leg_ends[leg] = node;
    }
    edges
}

/// A uniformly random labeled tree on `n >= 2` nodes, decoded from a random Prüfer sequence in
/// linear time.
fn prufer_tree(n: u32, random: &mut Random) -> Vec<Edge> {
    let size = n as usize;
    let code: Vec<u32> = (0..size - 2)
        .map(|_| random.below(u64::from(n)) as u32)
        .collect();
    let mut degree = vec![1u32; size];
    for &node in &code {
        degree[node as usize] += 1;
    }
    let mut edges = Vec::with_capacity(size - 1);
    let mut pointer = degree.iter().position(|&d| d == 1).unwrap_or(0);
    let mut leaf = pointer;
    for &node in &code {
        edges.push((leaf as u32, node));
        degree[node as usize] -= 1;
        if degree[node as usize] == 1 && (node as usize) < pointer {
            leaf = node as usize;
        } else {
            pointer += 1;
            while degree[pointer] != 1 {
                pointer += 1;
            }
            leaf = pointer;
        }
    }
    edges.push((leaf as u32, n - 1));
    edges
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `edges` form a tree on `0..n` (union–find).
    fn is_tree(n: u32, edges: &[Edge]) -> bool {
        let mut parent: Vec<u32> = (0..n).collect();
        fn find(parent: &mut [u32], mut node: u32) -> u32 {
            while parent[node as usize] != node {
                parent[node as usize] = parent[parent[node as usize] as usize];
                node = parent[node as usize];
            }
            node
        }
        if edges.len() + 1 != n as usize {
            return false;
        }
        edges.iter().all(|&(a, b)| {
            let (root_a, root_b) = (find(&mut parent, a), find(&mut parent, b));
            parent[root_a as usize] = root_b;
            a < n && b < n && root_a != root_b
        })
    }

    fn degrees(n: u32, edges: &[Edge]) -> Vec<u32> {
        let mut degree = vec![0; n as usize];
        for &(a, b) in edges {
            degree[a as usize] += 1;
            degree[b as usize] += 1;
        }
        degree
    }

    #[test]
    fn every_family_makes_trees_of_every_size() {
        let mut random = Random::from_seed(11);
        for family in TREE_FAMILIES {
            for n in 1..60 {
                let edges = family.generate(n, &mut random);
                assert!(is_tree(n, &edges), "{} n={n}: {edges:?}", family.name());
            }
            assert_eq!(TreeFamily::from_name(family.name()), Some(family));
        }
    }

    #[test]
    fn families_have_their_shapes() {
        let mut random = Random::from_seed(5);
        for n in 3..80 {
            let high = |edges: &[Edge]| degrees(n, edges).iter().filter(|&&d| d > 2).count();
            assert!(high(&TreeFamily::TwoHubs.generate(n, &mut random)) <= 2);
            assert!(high(&TreeFamily::Spider.generate(n, &mut random)) <= 1);
            assert_eq!(high(&TreeFamily::Path.generate(n, &mut random)), 0);
            assert_eq!(
                degrees(n, &TreeFamily::Star.generate(n, &mut random))
                    .iter()
                    .max(),
                Some(&(n - 1))
            );
            assert!(
                degrees(n, &TreeFamily::CompleteBinary.generate(n, &mut random))
                    .iter()
                    .all(|&d| d <= 3)
            );
        }
    }

    #[test]
    fn bounded_degree_trees_keep_their_bound() {
        let mut random = Random::from_seed(3);
        for n in 1..80 {
            for max_degree in 2..5 {
                let edges = bounded_degree_tree(n, max_degree, &mut random);
                assert!(is_tree(n, &edges), "n={n}: {edges:?}");
                assert!(degrees(n, &edges).iter().all(|&d| d <= max_degree));
            }
        }
        // A relabelled tree is the same tree under the returned labels.
        let mut edges = vec![(0, 1), (1, 2), (1, 3)];
        let labels = relabel(4, &mut edges, &mut random);
        let centre = labels[1];
        assert_eq!(degrees(4, &edges)[centre as usize], 3);
    }

    #[test]
    fn generation_is_reproducible() {
        for family in TREE_FAMILIES {
            let first = family.generate(100, &mut Random::from_seed(9));
            let second = family.generate(100, &mut Random::from_seed(9));
            assert_eq!(first, second, "{}", family.name());
        }
    }
}
