//! Which way an undirected edge is laid out: from the end nearer the root (or the ground) to the
//! farther, so that a tree hangs from its root and a graph falls in layers by distance.

use std::collections::VecDeque;

/// The distance of every node from the nearest of `roots` (breadth-first, no recursion); nodes
/// no root reaches start a search of their own, in order.
pub(crate) fn depths(nodes: usize, edges: &[(usize, usize)], roots: &[usize]) -> Vec<usize> {
    let mut neighbours = vec![Vec::new(); nodes];
    for &(u, v) in edges {
        neighbours[u].push(v);
        neighbours[v].push(u);
    }
    let mut depth = vec![usize::MAX; nodes];
    let mut queue = VecDeque::new();
    let starts = roots.iter().copied().chain(0..nodes);
    for start in starts {
        if depth[start] != usize::MAX {
            continue;
        }
        depth[start] = 0;
        queue.push_back(start);
        while let Some(node) = queue.pop_front() {
            for &next in &neighbours[node] {
                if depth[next] == usize::MAX {
                    depth[next] = depth[node] + 1;
                    queue.push_back(next);
                }
            }
        }
    }
    depth
}

/// `edges` between nodes numbered from 0 (as the games store them, in 32 bits) as indices of a
/// picture's nodes.
pub(crate) fn indices(edges: &[(u32, u32)]) -> Vec<(usize, usize)> {
    edges
        .iter()
        .map(|&(u, v)| (u as usize, v as usize))
        .collect()
}

/// `edges`, each turned so that its first end is not farther from `roots` than its second.
pub(crate) fn downwards(
    nodes: usize,
    edges: &[(usize, usize)],
    roots: &[usize],
) -> Vec<(usize, usize)> {
    let depth = depths(nodes, edges, roots);
    edges
        .iter()
        .map(|&(u, v)| if depth[v] < depth[u] { (v, u) } else { (u, v) })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_point_away_from_the_root_and_other_components_get_their_own() {
        let edges = [(1, 0), (1, 2), (3, 4)];
        assert_eq!(depths(5, &edges, &[0]), [0, 1, 2, 0, 1]);
        assert_eq!(downwards(5, &edges, &[0]), [(0, 1), (1, 2), (3, 4)]);
        assert_eq!(downwards(3, &[(1, 0), (1, 2)], &[2]), [(1, 0), (2, 1)]);
    }
}
