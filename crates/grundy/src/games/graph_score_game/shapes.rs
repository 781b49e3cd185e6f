//! The shapes of graph-score-game's generator: directed graphs on `n` vertices, vertex 0 being
//! where the piece starts, before the numbers are drawn and the labels shuffled
//! ([`super::families`]). Arcs are 0-based `(from, to)` pairs.

use crate::random::Random;

/// The shapes, by family name: the name, and what it makes (for the docs and `grundy games`).
pub const SHAPES: [(&str, &str); 13] = [
    ("random", "2n arcs between random vertices"),
    ("sparse", "n arcs between random vertices"),
    (
        "dense",
        "4n arcs between random vertices (all n^2 pairs when fewer)",
    ),
    (
        "dag",
        "2n arcs, each from an earlier to a later vertex of a random order",
    ),
    ("functional", "one arc out of every vertex"),
    (
        "long-cycle",
        "one cycle through every vertex, and n/16 chords",
    ),
    (
        "chain",
        "a path through every vertex from 1, and n/16 arcs back",
    ),
    ("two-cycles", "n pairs of arcs u -> v and v -> u"),
    (
        "star-in",
        "an arc into 1 from every vertex, and n/8 arcs out of 1",
    ),
    (
        "star-out",
        "an arc out of 1 to every vertex, and arcs between the leaves",
    ),
    (
        "ladder",
        "two paths side by side, with rungs in both directions",
    ),
    ("joined-cycles", "two cycles, joined by one arc each way"),
    (
        "dead-ends",
        "2n arcs out of half the vertices; the other half has none",
    ),
];

/// A uniform vertex below `n`.
fn vertex(random: &mut Random, n: u32) -> u32 {
    random.below(u64::from(n)) as u32
}

/// `count` arcs between uniform vertices below `n`, tails below `tails`.
fn random_arcs(random: &mut Random, tails: u32, n: u32, count: u64) -> Vec<(u32, u32)> {
    (0..count)
        .map(|_| (vertex(random, tails), vertex(random, n)))
        .collect()
}

/// A path `first, first + 1, ..., last` (inclusive), closed into a cycle when `cycle`.
fn path(first: u32, last: u32, cycle: bool, arcs: &mut Vec<(u32, u32)>) {
    arcs.extend((first..last).map(|vertex| (vertex, vertex + 1)));
    if cycle && last > first {
        arcs.push((last, first));
    }
}

/// The arcs of the named shape on `n >= 1` vertices (an unknown name makes a `random` graph).
/// Where the shape has a start (a path, a cycle, a star, a ladder), it is vertex 0.
pub fn arcs(shape: &str, n: u32, random: &mut Random) -> Vec<(u32, u32)> {
    let size = u64::from(n);
    let mut arcs = Vec::new();
    match shape {
        "sparse" => arcs = random_arcs(random, n, n, size),
        "dense" => {
            if size * size <= 4 * size {
                arcs = (0..n)
                    .flat_map(|from| (0..n).map(move |to| (from, to)))
                    .collect();
            } else {
                arcs = random_arcs(random, n, n, 4 * size);
            }
        }
        "dag" => {
            // Vertex 0 first; the order of the others is made by the label shuffle later.
            if n >= 2 {
                for _ in 0..2 * size {
                    let from = vertex(random, n - 1);
                    let to = from + 1 + vertex(random, n - 1 - from);
                    arcs.push((from, to));
                }
            }
        }
        "functional" => arcs = (0..n).map(|from| (from, vertex(random, n))).collect(),
        "long-cycle" => {
            path(0, n - 1, true, &mut arcs);
            arcs.extend(random_arcs(random, n, n, size / 16));
        }
        "chain" => {
            path(0, n - 1, false, &mut arcs);
            for _ in 0..size / 16 {
                let from = vertex(random, n);
                arcs.push((from, vertex(random, from + 1)));
            }
        }
        "two-cycles" => {
            for _ in 0..size {
                let (a, b) = (vertex(random, n), vertex(random, n));
                arcs.push((a, b));
                arcs.push((b, a));
            }
        }
        "star-in" => {
            arcs = (1..n).map(|from| (from, 0)).collect();
            arcs.extend((0..size / 8 + 1).map(|_| (0, vertex(random, n))));
        }
        "star-out" => {
            arcs = (1..n).map(|to| (0, to)).collect();
            if n >= 2 {
                // Most leaves get an arc, so that Bob is rarely stuck on the largest number.
                for leaf in 1..n {
                    if random.below(8) != 0 {
                        arcs.push((leaf, 1 + vertex(random, n - 1)));
                    }
                }
            }
        }
        "ladder" => {
            // Rails 0, 2, 4, ... and 1, 3, 5, ...; each rung in one direction or both.
            for vertex in 0..n {
                if vertex + 2 < n {
                    arcs.push((vertex, vertex + 2));
                }
                if vertex % 2 == 0 && vertex + 1 < n {
                    match random.below(3) {
                        0 => arcs.push((vertex, vertex + 1)),
                        1 => arcs.push((vertex + 1, vertex)),
                        _ => arcs.extend([(vertex, vertex + 1), (vertex + 1, vertex)]),
                    }
                }
            }
        }
        "joined-cycles" => {
            let half = n.div_ceil(2);
            path(0, half - 1, true, &mut arcs);
            if half < n {
                path(half, n - 1, true, &mut arcs);
                arcs.push((vertex(random, half), half + vertex(random, n - half)));
                arcs.push((half + vertex(random, n - half), vertex(random, half)));
            }
        }
        "dead-ends" => arcs = random_arcs(random, n.div_ceil(2), n, 2 * size),
        _ => arcs = random_arcs(random, n, n, 2 * size),
    }
    arcs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_stays_in_range_at_every_small_size() {
        let mut random = Random::from_seed(3);
        for (shape, _) in SHAPES {
            for n in 1..40 {
                for (from, to) in arcs(shape, n, &mut random) {
                    assert!(from < n && to < n, "{shape} {n}");
                }
            }
        }
        assert_eq!(
            arcs("chain", 5, &mut random)[..4],
            [(0, 1), (1, 2), (2, 3), (3, 4)]
        );
        assert_eq!(arcs("dense", 3, &mut random).len(), 9);
        let pairs = arcs("two-cycles", 10, &mut random);
        assert!(pairs
            .chunks(2)
            .all(|pair| pair[0] == (pair[1].1, pair[1].0)));
    }
}
