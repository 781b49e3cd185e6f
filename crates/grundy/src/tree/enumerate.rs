//! Every unlabeled (free) tree with `n` nodes, each exactly once: the exhaustive checks run the
//! fast solvers and the oracles on all of them.
//!
//! Rooted trees are listed by their canonical level sequences in decreasing lexicographic order
//! (T. Beyer and S. M. Hedetniemi, "Constant time generation of rooted trees", SIAM J. Comput. 9
//! (1980) 706–712). Each rooted tree is then reduced to a canonical form of the free tree — the
//! smallest AHU encoding (Aho, Hopcroft and Ullman, 1974) over its centroids, of which every tree
//! has one or two — and a tree is yielded the first time its form is met. The counts are checked
//! against OEIS A000055. Nothing here recurses.

use std::collections::HashSet;

use super::Edge;

/// An iterator over every unlabeled tree with `n` nodes, as edge lists on nodes `0..n`.
#[derive(Debug, Clone)]
pub struct UnlabeledTrees {
    levels: Vec<u32>,
    seen: HashSet<Vec<u8>>,
    finished: bool,
}

impl UnlabeledTrees {
    /// All unlabeled trees with `n` nodes (one, the empty tree, for `n = 0`).
    pub fn new(n: usize) -> Self {
        UnlabeledTrees {
            levels: (0..n as u32).collect(),
            seen: HashSet::new(),
            finished: false,
        }
    }

    /// Moves `levels` to the next canonical level sequence; false after the last (the star).
    fn advance(&mut self) -> bool {
        let levels = &mut self.levels;
        let Some(p) = levels.iter().rposition(|&level| level > 1) else {
            return false;
        };
        let q = levels[..p]
            .iter()
            .rposition(|&level| level == levels[p] - 1)
            .unwrap_or(0);
        for index in p..levels.len() {
            levels[index] = levels[index - (p - q)];
        }
        true
    }
}

impl Iterator for UnlabeledTrees {
    type Item = Vec<Edge>;

    fn next(&mut self) -> Option<Vec<Edge>> {
        while !self.finished {
            let edges = edges_of_level_sequence(&self.levels);
            self.finished = !self.advance();
            let form = free_tree_form(self.levels.len(), &edges);
            if self.seen.insert(form) {
                return Some(edges);
            }
        }
        None
    }
}

/// Every unlabeled tree with `n` nodes rooted at each of its nodes in turn, the root renamed 0
/// (and 0 renamed to the root's old id): `n` trees for each unlabeled one, some of them
/// isomorphic as rooted trees. The exhaustive checks of the games played towards a root (Green
/// Hackenbush) run on these.
pub fn every_rooted_tree(n: usize) -> impl Iterator<Item = Vec<Edge>> {
    UnlabeledTrees::new(n).flat_map(move |edges| {
        (0..n as u32).map(move |root| {
            let swap = |node: u32| match node {
                0 => root,
                _ if node == root => 0,
                _ => node,
            };
            edges.iter().map(|&(a, b)| (swap(a), swap(b))).collect()
        })
    })
}

/// The edges of the rooted tree with the given level sequence (node `i` at depth `levels[i]`, its
/// parent the last earlier node one level up).
fn edges_of_level_sequence(levels: &[u32]) -> Vec<Edge> {
    let mut last_at_level: Vec<u32> = Vec::new();
    let mut edges = Vec::with_capacity(levels.len().saturating_sub(1));
    for (node, &level) in levels.iter().enumerate() {
        last_at_level.truncate(level as usize);
        if let Some(&parent) = last_at_level.last() {
            edges.push((parent, node as u32));
        }
        last_at_level.push(node as u32);
    }
    edges
}

/// A canonical form of the free tree: equal for two trees exactly when they are isomorphic.
pub fn free_tree_form(n: usize, edges: &[Edge]) -> Vec<u8> {
    labelled_tree_form(n, edges, &[])
}

/// A canonical form of the free tree with a label on each node (a colour, say; `labels` empty for
/// none): equal for two labelled trees exactly when an isomorphism maps each node to a node of the
/// same label. The exhaustive checks of the games on coloured trees keep one tree of each form.
pub fn labelled_tree_form(n: usize, edges: &[Edge], labels: &[u8]) -> Vec<u8> {
    if n == 0 {
        return Vec::new();
    }
    let neighbours = adjacency(n, edges);
    let (order, parent) = breadth_first(&neighbours, 0);
    let mut size = vec![1usize; n];
    for &node in order.iter().rev().take(n - 1) {
        size[parent[node] as usize] += size[node];
    }
    let heaviest_part = |node: usize| {
        neighbours[node]
            .iter()
            .map(|&next| {
                if next == parent[node] {
                    n - size[node]
                } else {
                    size[next as usize]
                }
            })
            .max()
            .unwrap_or(0)
    };
    let best = (0..n).map(heaviest_part).min().unwrap_or(0);
    (0..n)
        .filter(|&node| heaviest_part(node) == best)
        .map(|centroid| rooted_form(&neighbours, labels, centroid))
        .min()
        .unwrap_or_default()
}

/// The AHU encoding of the tree rooted at `root`: `(`, the node's label if there are labels, the
/// children's encodings in sorted order, `)`. Labels are bytes other than `(` and `)`.
fn rooted_form(neighbours: &[Vec<u32>], labels: &[u8], root: usize) -> Vec<u8> {
    let (order, parent) = breadth_first(neighbours, root);
    let mut forms: Vec<Vec<Vec<u8>>> = vec![Vec::new(); neighbours.len()];
    for &node in order.iter().rev() {
        let mut children = std::mem::take(&mut forms[node]);
        children.sort_unstable();
        let mut form = vec![b'('];
        form.extend(labels.get(node));
        for child in children {
            form.extend(child);
        }
        form.push(b')');
        if node == root {
            return form;
        }
        forms[parent[node] as usize].push(form);
    }
    Vec::new()
}

fn adjacency(n: usize, edges: &[Edge]) -> Vec<Vec<u32>> {
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in edges {
        neighbours[a as usize].push(b);
        neighbours[b as usize].push(a);
    }
    neighbours
}

/// Breadth-first order from `root` and each node's parent (`u32::MAX` for the root).
fn breadth_first(neighbours: &[Vec<u32>], root: usize) -> (Vec<usize>, Vec<u32>) {
    let mut parent = vec![u32::MAX; neighbours.len()];
    let mut order = vec![root];
    let mut head = 0;
    while head < order.len() {
        let node = order[head];
        head += 1;
        for &next in &neighbours[node] {
            if next != parent[node] {
                parent[next as usize] = node as u32;
                order.push(next as usize);
            }
        }
    }
    (order, parent)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000055: the number of unlabeled trees with n nodes, n = 0, 1, 2, ...
    const A000055: [usize; 17] = [
        1, 1, 1, 1, 2, 3, 6, 11, 23, 47, 106, 235, 551, 1301, 3159, 7741, 19320,
    ];

    #[test]
    fn counts_match_oeis_a000055() {
        for (n, &expected) in A000055.iter().enumerate() {
            let trees: Vec<Vec<Edge>> = UnlabeledTrees::new(n).collect();
            assert_eq!(trees.len(), expected, "n = {n}");
            for edges in &trees {
                assert_eq!(edges.len(), n.saturating_sub(1));
            }
            let forms: HashSet<Vec<u8>> =
                trees.iter().map(|edges| free_tree_form(n, edges)).collect();
            assert_eq!(
                forms.len(),
                expected,
                "the trees for n = {n} are pairwise distinct"
            );
        }
    }

    #[test]
    fn every_rooted_tree_roots_each_tree_at_each_node() {
        // The path on 3 nodes rooted at each node: the root (0) at an end, in the middle, at the
        // other end.
        let rooted: Vec<Vec<Edge>> = every_rooted_tree(3).collect();
        let degree_of_root =
            |edges: &Vec<Edge>| edges.iter().filter(|&&(a, b)| a == 0 || b == 0).count();
        assert_eq!(rooted.len(), 3);
        assert_eq!(
            rooted.iter().map(degree_of_root).collect::<Vec<_>>(),
            [1, 2, 1]
        );
        for n in 1..=8 {
            let trees: Vec<Vec<Edge>> = UnlabeledTrees::new(n).collect();
            let rooted: Vec<Vec<Edge>> = every_rooted_tree(n).collect();
            assert_eq!(rooted.len(), n * A000055[n], "n = {n}");
            for (index, edges) in rooted.iter().enumerate() {
                // Each is its unlabeled tree relabelled: the same free tree.
                let tree = &trees[index / n];
                assert_eq!(free_tree_form(n, edges), free_tree_form(n, tree));
            }
        }
        assert_eq!(every_rooted_tree(0).count(), 0);
    }

    #[test]
    fn labelled_forms_tell_labellings_apart_up_to_isomorphism() {
        // A path 0-1-2 with one end marked: both ends give one form, the middle another.
        let path = [(0, 1), (1, 2)];
        let form = |labels: &[u8]| labelled_tree_form(3, &path, labels);
        assert_eq!(form(b"WNN"), form(b"NNW"));
        assert_ne!(form(b"WNN"), form(b"NWN"));
        assert_ne!(form(b"NNN"), form(b"NWN"));
        // Every marking of a set of nodes of each tree of 5 nodes: as many forms as classes of
        // markings up to isomorphism, counted directly by trying every relabelling.
        for tree in UnlabeledTrees::new(5) {
            let mut by_form = HashSet::new();
            let mut by_relabelling = HashSet::new();
            for subset in 0u32..32 {
                let labels: Vec<u8> = (0..5).map(|v| b'N' + (subset >> v & 1) as u8).collect();
                by_form.insert(labelled_tree_form(5, &tree, &labels));
                // The smallest (edge set, labels) over every permutation of the nodes.
                by_relabelling.insert(smallest_relabelling(&tree, &labels));
            }
            assert_eq!(by_form.len(), by_relabelling.len(), "{tree:?}");
        }
    }

    /// The smallest image of a labelled tree on 5 nodes under the 120 permutations.
    fn smallest_relabelling(edges: &[Edge], labels: &[u8]) -> (Vec<Edge>, Vec<u8>) {
        let mut best: Option<(Vec<Edge>, Vec<u8>)> = None;
        let mut permutation: Vec<u32> = (0..5).collect();
        for _ in 0..120 {
            let mut image: Vec<Edge> = edges
                .iter()
                .map(|&(a, b)| {
                    let (a, b) = (permutation[a as usize], permutation[b as usize]);
                    (a.min(b), a.max(b))
                })
                .collect();
            image.sort_unstable();
            let mut moved = vec![0u8; 5];
            for (node, &label) in labels.iter().enumerate() {
                moved[permutation[node] as usize] = label;
            }
            let candidate = (image, moved);
            if best.as_ref().map_or(true, |best| candidate < *best) {
                best = Some(candidate);
            }
            next_permutation(&mut permutation);
        }
        best.unwrap_or_default()
    }

    /// The next permutation in lexicographic order (wrapping to the first after the last).
    fn next_permutation(items: &mut [u32]) {
        let Some(pivot) = (1..items.len()).rev().find(|&i| items[i - 1] < items[i]) else {
            items.reverse();
            return;
        };
        let successor = (pivot..items.len())
            .rev()
            .find(|&i| items[i] > items[pivot - 1])
            .unwrap_or(pivot);
        items.swap(pivot - 1, successor);
        items[pivot..].reverse();
    }

    #[test]
    fn forms_ignore_labels() {
        // The path 0-1-2-3 written two ways, and a star.
        let path_a = [(0, 1), (1, 2), (2, 3)];
        let path_b = [(3, 0), (2, 1), (0, 2)];
        let star = [(0, 1), (0, 2), (0, 3)];
        assert_eq!(free_tree_form(4, &path_a), free_tree_form(4, &path_b));
        assert_ne!(free_tree_form(4, &path_a), free_tree_form(4, &star));
    }
}
