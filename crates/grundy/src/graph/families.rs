//! Random multigraphs with a ground vertex 0 for the Hackenbush games' generators and checks:
//! trees, cactuses, multi-edges and loops, dense blobs, cycles through the ground, parts away
//! from it, each relabelled and shuffled.

use crate::random::Random;
use crate::tree::{Edge, TreeFamily};

/// The multigraph families: graph-hackenbush's generator families (christmas-game draws from
/// them too).
pub const FAMILIES: [&str; 9] = [
    "tree",
    "path",
    "star",
    "cactus",
    "multi-edges",
    "blob",
    "ground-on-cycle",
    "detached",
    "mixed",
];

/// A random multigraph of the named family with about `size` vertices (at least 1).
pub fn random_graph(family: &str, size: u32, random: &mut Random) -> (u32, Vec<Edge>) {
    let n = size.max(1);
    let pick = |random: &mut Random, below: u32| random.below(u64::from(below.max(1))) as u32;
    let mut edges: Vec<Edge> = Vec::new();
    match family {
        "tree" => {
            edges = TreeFamily::Random.shape(n, random);
        }
        "path" => {
            // The ground at one end: the deepest tree of bridges.
            edges = TreeFamily::Path.shape(n, random);
        }
        "star" => {
            // The ground at the centre (every edge a move of value 1) or at a leaf.
            let centre = if random.coin() { 0 } else { pick(random, n) };
            edges = (0..n)
                .filter(|&vertex| vertex != centre)
                .map(|vertex| (centre, vertex))
                .collect();
        }
        "cactus" | "ground-on-cycle" => {
            // Cycles of random lengths (odd and even) hung on earlier vertices.
            let mut next = 1u32;
            if family == "ground-on-cycle" && n >= 3 {
                let length = 3 + pick(random, (n - 1).min(4));
                let length = length.min(n);
                for vertex in 1..length {
                    edges.push((vertex - 1, vertex));
                }
                edges.push((length - 1, 0));
                next = length;
            }
            while next < n {
                let anchor = pick(random, next);
                let length = (1 + pick(random, 5)).min(n - next);
                let mut previous = anchor;
                for vertex in next..next + length {
                    edges.push((previous, vertex));
                    previous = vertex;
                }
                if length >= 2 || random.coin() {
                    edges.push((previous, anchor));
                }
                next += length;
            }
        }
        "multi-edges" => {
            edges = TreeFamily::Random.shape(n, random);
            for _ in 0..=n / 2 {
                let vertex = pick(random, n);
                if random.coin() {
                    edges.push((vertex, vertex));
                } else if let Some(&(a, b)) = edges.get(pick(random, edges.len() as u32) as usize) {
                    edges.push((a, b));
                }
            }
        }
        "blob" => {
            // A dense 2-edge-connected blob: a cycle through every vertex plus chords.
            if n >= 2 {
                for vertex in 1..n {
                    edges.push((vertex - 1, vertex));
                }
                edges.push((n - 1, 0));
                for _ in 0..n {
                    edges.push((pick(random, n), pick(random, n)));
                }
            }
        }
        "detached" => {
            // A tree on the ground's half and a cycle-rich part away from it.
            let half = n.div_ceil(2);
            edges = TreeFamily::Random.shape(half, random);
            for vertex in half + 1..n {
                edges.push((vertex - 1, vertex));
                if random.coin() {
                    edges.push((half + pick(random, vertex - half), vertex));
                }
            }
        }
        _ => {
            // "mixed": a random multigraph with about 1.5 edges per vertex.
            for vertex in 1..n {
                edges.push((pick(random, vertex), vertex));
            }
            for _ in 0..n / 2 + 1 {
                edges.push((pick(random, n), pick(random, n)));
            }
        }
    }
    // Relabel (keeping the ground at 0), shuffle and orient at random.
    let mut labels: Vec<u32> = (1..n).collect();
    random.shuffle(&mut labels);
    labels.insert(0, 0);
    for edge in &mut edges {
        let (a, b) = (labels[edge.0 as usize], labels[edge.1 as usize]);
        *edge = if random.coin() { (a, b) } else { (b, a) };
    }
    random.shuffle(&mut edges);
    (n, edges)
}
