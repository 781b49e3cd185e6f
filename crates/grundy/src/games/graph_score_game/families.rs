//! graph-score-game's generator and its side of `grundy check`: graphs of every shape
//! ([`super::shapes`]) with numbers drawn several ways, every small graph with every order of
//! its numbers, and smaller graphs to shrink a disagreement to.

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::digraph::ScoreGraph;
use super::shapes::{self, SHAPES};
use super::{brute, GraphScoreGame};

/// The largest `--n`: a graph of 10^7 vertices has up to 4·10^7 arcs, about 1 GB of input.
pub const MAX_GENERATED_VERTICES: u64 = 10_000_000;

/// The families beside the shapes: the name and what it makes.
pub const OTHER_FAMILIES: [(&str, &str); 5] = [
    (
        "alternating-chain",
        "a path from 1 with small numbers where Alice moves and large ones where Bob moves, \
         and skips that keep the turns; its far end decides",
    ),
    (
        "loops",
        "n random arcs, n/2 self-loops and n/2 repeated arcs",
    ),
    (
        "two-values",
        "a random graph (2n arcs) with the numbers 0 and 1",
    ),
    (
        "equal-values",
        "a random graph (2n arcs) with one number everywhere",
    ),
    (
        "huge-values",
        "a random graph (2n arcs) with numbers up to 2^64 - 1",
    ),
];

/// The names of every family: the shapes, then the others.
pub fn family_names() -> Vec<&'static str> {
    SHAPES
        .iter()
        .chain(&OTHER_FAMILIES)
        .map(|&(name, _)| name)
        .collect()
}

/// How the numbers of a shape's vertices are drawn: one way per test, at random.
fn numbers(n: usize, random: &mut Random) -> Vec<u64> {
    match random.below(8) {
        // Small numbers: many ties.
        0 | 1 => (0..n).map(|_| random.below(10)).collect(),
        // Distinct numbers.
        2 | 3 => {
            let mut values: Vec<u64> = (0..n as u64).map(|value| value * 7 + 3).collect();
            random.shuffle(&mut values);
            values
        }
        // The original's range.
        _ => (0..n).map(|_| random.below(1_000_000_001)).collect(),
    }
}

/// Gives vertex 0 a small number: a number among the lowest quarter, swapped with its vertex,
/// so that declaring at once is rarely the answer.
fn lower_the_start(values: &mut [u64], random: &mut Random) {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_unstable_by_key(|&vertex| values[vertex]);
    let low = order[random.index(values.len().div_ceil(4))];
    values.swap(0, low);
}

/// A graph of the named family on `n >= 1` vertices, labels other than vertex 0 shuffled and
/// arcs in random order.
pub fn graph(family: &str, n: u32, random: &mut Random) -> ScoreGraph {
    let size = n as usize;
    let (arcs, values) = match family {
        "alternating-chain" => alternating_chain(n, random),
        "loops" => {
            let mut arcs = shapes::arcs("sparse", n, random);
            for _ in 0..n / 2 {
                let vertex = random.below(u64::from(n)) as u32;
                arcs.push((vertex, vertex));
                let again = arcs[random.index(arcs.len())];
                arcs.push(again);
            }
            (arcs, numbers(size, random))
        }
        "two-values" => {
            let values = (0..size).map(|_| random.below(2)).collect();
            (shapes::arcs("random", n, random), values)
        }
        "equal-values" => {
            let value = random.below(1_000_000_001);
            (shapes::arcs("random", n, random), vec![value; size])
        }
        "huge-values" => {
            let values = (0..size)
                .map(|_| match random.below(8) {
                    0 => u64::MAX,
                    _ => random.next_u64(),
                })
                .collect();
            (shapes::arcs("random", n, random), values)
        }
        shape => {
            let arcs = shapes::arcs(shape, n, random);
            (arcs, numbers(size, random))
        }
    };
    let mut values = values;
    if family != "alternating-chain" {
        lower_the_start(&mut values, random);
    }
    relabelled(ScoreGraph { values, arcs }, random)
}

/// The path `0 -> 1 -> ... -> n-1`: small numbers on the even vertices (where Alice is to move
/// when the piece gets there along the path), large ones on the odd ones, a middling one at the
/// end, and arcs from even vertices to later odd ones. Nobody wants to stop on the way, so the
/// far end decides.
fn alternating_chain(n: u32, random: &mut Random) -> (Vec<(u32, u32)>, Vec<u64>) {
    let scale = [10, 1_000_000_000, u64::MAX / 3][random.index(3)];
    let mut values: Vec<u64> = (0..n)
        .map(|vertex| {
            let band = if vertex % 2 == 0 { 0 } else { 2 };
            band * scale + random.below(scale)
        })
        .collect();
    if let Some(last) = values.last_mut() {
        *last = scale + random.below(scale);
    }
    let mut arcs: Vec<(u32, u32)> = (1..n).map(|vertex| (vertex - 1, vertex)).collect();
    for _ in 0..n / 8 {
        let from = 2 * random.below(u64::from(n.div_ceil(2))) as u32;
        let later_odd = (from + 1..n).step_by(2).count() as u64;
        if later_odd > 0 {
            arcs.push((from, from + 1 + 2 * random.below(later_odd) as u32));
        }
    }
    (arcs, values)
}

/// The graph with the labels of vertices other than 0 shuffled and the arcs in random order.
fn relabelled(graph: ScoreGraph, random: &mut Random) -> ScoreGraph {
    let n = graph.vertices() as u32;
    let mut labels: Vec<u32> = (1..n).collect();
    random.shuffle(&mut labels);
    labels.insert(0, 0);
    let mut values = vec![0; n as usize];
    for (vertex, &value) in graph.values.iter().enumerate() {
        values[labels[vertex] as usize] = value;
    }
    let mut arcs: Vec<(u32, u32)> = graph
        .arcs
        .iter()
        .map(|&(from, to)| (labels[from as usize], labels[to as usize]))
        .collect();
    random.shuffle(&mut arcs);
    ScoreGraph { values, arcs }
}

/// Writes one graph of `options.size` vertices from the named family.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    let names = family_names();
    GenerateError::check_family("graph-score-game", &options.family, &names)?;
    options.check_size("graph-score-game", 1, MAX_GENERATED_VERTICES)?;
    options.check_one_test("graph-score-game")?;
    let mut random = Random::from_seed(options.seed);
    let graph = graph(&options.family, options.size as u32, &mut random);
    out.write_all(graph.input().as_bytes())?;
    Ok(())
}

/// Every weak order of `n` items: each item's rank, the ranks used being `0..k` for some `k`.
fn weak_orders(n: usize) -> Vec<Vec<u64>> {
    let mut orders = Vec::new();
    let mut ranks = vec![0u64; n];
    // Every assignment of ranks below n, kept when the ranks used have no gap.
    let total = (n as u64).pow(n as u32);
    for code in 0..total {
        let mut rest = code;
        for rank in ranks.iter_mut() {
            *rank = rest % n as u64;
            rest /= n as u64;
        }
        let top = ranks.iter().copied().max().unwrap_or(0);
        if (0..=top).all(|used| ranks.contains(&used)) {
            orders.push(ranks.clone());
        }
    }
    orders
}

/// Every graph on `n` vertices (every set of arcs, self-loops included when `loops`), each with
/// every weak order of its numbers.
pub fn every_graph(n: u32, loops: bool) -> Vec<ScoreGraph> {
    let pairs: Vec<(u32, u32)> = (0..n)
        .flat_map(|from| (0..n).map(move |to| (from, to)))
        .filter(|&(from, to)| loops || from != to)
        .collect();
    let orders = weak_orders(n as usize);
    let mut graphs = Vec::new();
    for set in 0u64..1 << pairs.len() {
        let arcs: Vec<(u32, u32)> = (0..pairs.len())
            .filter(|&bit| set >> bit & 1 == 1)
            .map(|bit| pairs[bit])
            .collect();
        for values in &orders {
            graphs.push(ScoreGraph {
                values: values.clone(),
                arcs: arcs.clone(),
            });
        }
    }
    graphs
}

impl Families for GraphScoreGame {
    type Instance = ScoreGraph;

    const MIN_SIZE: u64 = 1;
    /// Sizes are vertices; the families are checked up to 60 vertices.
    const MAX_BRUTE_SIZE: u64 = 60;
    /// Every graph on up to 3 vertices (self-loops included) and every loop-free graph on 4,
    /// each with every order of its numbers: 313,906 graphs.
    const MAX_EXHAUSTIVE_SIZE: u64 = 4;

    fn family_names() -> Vec<&'static str> {
        family_names()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> ScoreGraph {
        graph(
            family,
            size.clamp(1, brute::MAX_VERTICES as u64) as u32,
            random,
        )
    }

    fn every(size: u64) -> Vec<ScoreGraph> {
        every_graph(size as u32, size <= 3)
    }

    fn size(graph: &ScoreGraph) -> u64 {
        graph.vertices() as u64
    }

    /// One arc fewer, or one vertex other than vertex 1 fewer (with its arcs).
    fn smaller(graph: &ScoreGraph) -> Vec<ScoreGraph> {
        let mut smaller = Vec::new();
        for skip in 0..graph.arcs.len() {
            let mut fewer = graph.clone();
            fewer.arcs.remove(skip);
            smaller.push(fewer);
        }
        for gone in 1..graph.vertices() as u32 {
            let shift = |vertex: u32| if vertex > gone { vertex - 1 } else { vertex };
            let mut values = graph.values.clone();
            values.remove(gone as usize);
            let arcs = graph
                .arcs
                .iter()
                .filter(|&&(from, to)| from != gone && to != gone)
                .map(|&(from, to)| (shift(from), shift(to)))
                .collect();
            smaller.push(ScoreGraph { values, arcs });
        }
        smaller
    }

    fn input(graph: &ScoreGraph) -> String {
        graph.input()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exhaustive_counts() {
        // Ordered Bell numbers: 1, 3, 13, 75 weak orders.
        assert_eq!(
            (1..=4).map(|n| weak_orders(n).len()).collect::<Vec<_>>(),
            [1, 3, 13, 75]
        );
        let counts: Vec<usize> = (1..=4).map(|n| GraphScoreGame::every(n).len()).collect();
        assert_eq!(counts, [2, 48, 6656, 307_200]);
        assert_eq!(counts.iter().sum::<usize>(), 313_906);
    }

    #[test]
    fn generated_graphs_are_valid_and_deterministic() {
        for family in family_names() {
            for n in [1, 2, 3, 7, 60] {
                let make = || graph(family, n, &mut Random::from_seed(u64::from(n)));
                let graph = make();
                assert_eq!(graph, make(), "{family}");
                assert_eq!(graph.vertices(), n as usize, "{family}");
                assert!(graph.arcs.iter().all(|&(a, b)| a < n && b < n), "{family}");
            }
        }
        let options = |tests| GenerateOptions {
            family: "random".to_string(),
            size: 5,
            tests,
            seed: 1,
        };
        assert!(generate(&options(2), &mut Vec::new()).is_err());
        let mut out = Vec::new();
        generate(&options(1), &mut out).unwrap();
        assert!(String::from_utf8(out).unwrap().starts_with("5 10\n"));
    }
}
