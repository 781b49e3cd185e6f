//! dag-game's generator and its side of `grundy check`: random tests of every family (DAGs for
//! the contest, digraphs with cycles for `--loopy`), every small labelled digraph with every
//! small multiset of tokens, and smaller tests to shrink a disagreement to. The check compares
//! both methods in both modes (a cycle is the same error for both without `--loopy`).

use std::fmt::Write as _;
use std::io::Write;

use crate::digraph::enumerate::{every_arc_set, is_acyclic};
use crate::digraph::families::Shape;
use crate::digraph::settle::settle;
use crate::digraph::{Arc, Digraph};
use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::brute::multisets;
use super::values::{values, INFINITE};
use super::DagGame;

/// One test: the number of positions, each position's out-positions, and the queries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// The out-positions of each position (0-based).
    pub(crate) lists: Vec<Vec<u32>>,
    /// The queries: the tokens' positions.
    pub(crate) queries: Vec<Vec<u32>>,
}

impl Instance {
    fn from_arcs(n: u32, arcs: &[Arc], queries: Vec<Vec<u32>>) -> Self {
        let mut lists = vec![Vec::new(); n as usize];
        for &(from, to) in arcs {
            lists[from as usize].push(to);
        }
        Instance { lists, queries }
    }

    /// The test in the input format.
    pub(crate) fn text(&self) -> String {
        let mut text = String::with_capacity(8 * self.lists.len());
        let _ = writeln!(text, "{}", self.lists.len());
        for (list, queries) in [(&self.lists, false), (&self.queries, true)] {
            for row in list {
                let _ = write!(text, "{}", row.len());
                for position in row {
                    let _ = write!(text, " {position}");
                }
                text.push('\n');
            }
            if queries {
                text.push_str("0\n");
            }
        }
        text
    }
}

/// The generator's families: the DAG families first (the contest's promise), then the families
/// with cycles, valid with `--loopy` only.
const FAMILIES: [(&str, Option<Shape>); 19] = [
    ("random", Some(Shape::Dag)),
    ("sparse", Some(Shape::SparseDag)),
    ("dense", Some(Shape::DenseDag)),
    ("chain", Some(Shape::Chain)),
    ("complete", Some(Shape::CompleteDag)),
    ("layered", Some(Shape::Layered)),
    ("source", Some(Shape::Source)),
    ("sink", Some(Shape::Sink)),
    ("no-arcs", Some(Shape::NoArcs)),
    ("repeated", Some(Shape::RepeatedArcs)),
    ("binary", Some(Shape::Binary)),
    ("many-tokens", Some(Shape::Dag)),
    ("every-small", None),
    ("loopy-random", Some(Shape::Digraph)),
    ("loopy-sparse", Some(Shape::SparseDigraph)),
    ("loopy-dense", Some(Shape::DenseDigraph)),
    ("cycles-with-trees", Some(Shape::CyclesWithTrees)),
    ("two-cycles", Some(Shape::TwoCycles)),
    ("functional", Some(Shape::Functional)),
];

/// Whether a family may have cycles (valid only with `--loopy`).
fn loopy_family(family: &str) -> bool {
    FAMILIES
        .iter()
        .position(|&(name, _)| name == family)
        .is_some_and(|index| index >= 13)
}

/// The names of the generator's families.
fn family_names() -> Vec<&'static str> {
    FAMILIES.iter().map(|&(name, _)| name).collect()
}

/// The queries of a test on the graph: `count` queries of 1 to `most` tokens; on a DAG about a
/// third are made to have nim-sum 0 (the last token on a position of the value that cancels the
/// others, where there is one), and about a fifth repeat a position.
fn queries(graph: &Digraph, count: usize, most: u64, random: &mut Random) -> Vec<Vec<u32>> {
    let n = graph.vertices() as u64;
    let settled = settle(graph, false);
    let values = values(graph, &settled);
    // Positions by value, on a DAG.
    let mut by_value: Vec<Vec<u32>> = Vec::new();
    if settled.cycle.is_none() {
        for (position, &value) in values.iter().enumerate() {
            if value != INFINITE {
                let value = value as usize;
                if by_value.len() <= value {
                    by_value.resize(value + 1, Vec::new());
                }
                by_value[value].push(position as u32);
            }
        }
    }
    (0..count)
        .map(|_| {
            let size = 1 + random.below(most) as usize;
            let mut query: Vec<u32> = (0..size).map(|_| random.below(n) as u32).collect();
            if size >= 2 && random.below(5) == 0 {
                query[size - 1] = query[random.index(size - 1)];
            } else if !by_value.is_empty() && random.below(3) == 0 {
                let rest = query[..size - 1]
                    .iter()
                    .fold(0, |sum, &position| sum ^ values[position as usize]);
                if let Some(positions) = by_value.get(rest as usize).filter(|p| !p.is_empty()) {
                    query[size - 1] = positions[random.index(positions.len())];
                }
            }
            query
        })
        .collect()
}

/// Every multiset of 1 to `most` tokens on `n` positions, each as a sorted query.
fn every_multiset(n: u32, most: usize) -> Vec<Vec<u32>> {
    let mut all = Vec::new();
    let mut layer: Vec<Vec<u32>> = vec![Vec::new()];
    for _ in 0..most {
        layer = layer
            .iter()
            .flat_map(|query| {
                let low = query.last().copied().unwrap_or(0);
                (low..n).map(move |position| {
                    let mut longer = query.clone();
                    longer.push(position);
                    longer
                })
            })
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

/// Every labelled DAG on `n` positions (at most 4), with every multiset of up to 2 tokens.
fn every_small_dag(n: u32) -> Vec<Instance> {
    every_arc_set(n, false)
        .filter(|arcs| is_acyclic(n, arcs))
        .map(|arcs| Instance::from_arcs(n, &arcs, every_multiset(n, 2)))
        .collect()
}

/// A random test of the family with `n` positions and `count` queries of at most `most` tokens.
fn random_instance(family: &str, n: u32, count: usize, most: u64, random: &mut Random) -> Instance {
    let shape = FAMILIES
        .iter()
        .find(|&&(name, _)| name == family)
        .and_then(|&(_, shape)| shape);
    let Some(shape) = shape else {
        // every-small: one of the labelled DAGs on at most 4 positions.
        let all = every_small_dag(n.min(4));
        return all[random.index(all.len())].clone();
    };
    let arcs = shape.arcs(n, random);
    let graph = Digraph::from_arcs(n as usize, &arcs);
    let queries = queries(&graph, count, most, random);
    Instance::from_arcs(n, &arcs, queries)
}

/// The most tokens per query in a family.
fn most_tokens(family: &str) -> u64 {
    if family == "many-tokens" {
        16
    } else {
        10
    }
}

/// Writes a valid input (valid with `--loopy` only for the families with cycles):
/// `options.tests` tests of `options.size` positions, each with `size / 10` queries (at least 3,
/// at most 10^5).
pub(crate) fn generate(
    options: &GenerateOptions,
    out: &mut dyn Write,
) -> Result<(), GenerateError> {
    GenerateError::check_family("dag-game", &options.family, &family_names())?;
    options.check_graph_size("dag-game", 1)?;
    let mut random = Random::from_seed(options.seed);
    let n = options.size as u32;
    let count = (n as usize / 10).clamp(3, 100_000);
    for _ in 0..options.tests {
        let family = options.family.as_str();
        let instance = random_instance(family, n, count, most_tokens(family), &mut random);
        out.write_all(instance.text().as_bytes())?;
    }
    Ok(())
}

impl Families for DagGame {
    type Instance = Instance;

    const MIN_SIZE: u64 = 1;
    /// Sizes are positions; queries are cut to what the oracle searches quickly.
    const MAX_BRUTE_SIZE: u64 = 8;
    /// Every digraph on 3 positions with self-loops (512) and every loop-free one on 4 (4096).
    const MAX_EXHAUSTIVE_SIZE: u64 = 4;

    fn family_names() -> Vec<&'static str> {
        family_names()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        generate(options, out)
    }

    /// 1 to 4 queries; the families with cycles (searched with `--loopy` by retrograde
    /// analysis) get at most 3 tokens, the others up to their generator's most, cut so that a
    /// query has at most 20,000 multisets.
    fn random(family: &str, size: u64, random: &mut Random) -> Instance {
        let n = size as u32;
        let mut most = if loopy_family(family) {
            3
        } else {
            most_tokens(family)
        };
        while most > 1 && multisets(size, most, 20_000).is_none() {
            most -= 1;
        }
        let count = 1 + random.index(4);
        random_instance(family, n, count, most, random)
    }

    /// Every labelled digraph on `size` positions, self-loops included, with every multiset of
    /// up to 3 tokens, up to 3 positions; every loop-free one on 4 positions with every multiset
    /// of up to 2 tokens.
    fn every(size: u64) -> Vec<Instance> {
        let n = size as u32;
        let (loops, most) = if n <= 3 { (true, 3) } else { (false, 2) };
        let queries = every_multiset(n, most);
        every_arc_set(n, loops)
            .map(|arcs| Instance::from_arcs(n, &arcs, queries.clone()))
            .collect()
    }

    fn size(instance: &Instance) -> u64 {
        instance.lists.len() as u64
    }

    /// One arc fewer, one query fewer, or one token fewer.
    fn smaller(instance: &Instance) -> Vec<Instance> {
        let mut smaller = Vec::new();
        for (from, list) in instance.lists.iter().enumerate() {
            for skip in 0..list.len() {
                let mut fewer = instance.clone();
                fewer.lists[from].remove(skip);
                smaller.push(fewer);
            }
        }
        for (k, query) in instance.queries.iter().enumerate() {
            let mut fewer = instance.clone();
            fewer.queries.remove(k);
            smaller.push(fewer);
            if query.len() > 1 {
                for skip in 0..query.len() {
                    let mut fewer = instance.clone();
                    fewer.queries[k].remove(skip);
                    smaller.push(fewer);
                }
            }
        }
        smaller
    }

    fn input(instance: &Instance) -> String {
        instance.text()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dag_families_are_acyclic_and_the_others_are_marked_loopy() {
        let mut random = Random::from_seed(1);
        for family in family_names() {
            for n in [1, 2, 5, 30] {
                let instance = random_instance(family, n, 3, 10, &mut random);
                let arcs: Vec<Arc> = instance
                    .lists
                    .iter()
                    .enumerate()
                    .flat_map(|(from, list)| list.iter().map(move |&to| (from as u32, to)))
                    .collect();
                if !loopy_family(family) {
                    assert!(is_acyclic(instance.lists.len() as u32, &arcs), "{family}");
                }
                assert!(instance
                    .queries
                    .iter()
                    .all(|query| query.iter().all(|&p| (p as usize) < instance.lists.len())));
            }
        }
        assert!(loopy_family("functional"));
        assert!(!loopy_family("every-small"));
    }

    #[test]
    fn every_small_test_is_listed() {
        assert_eq!(every_multiset(3, 3).len(), 3 + 6 + 10);
        assert_eq!(every_multiset(4, 2).len(), 4 + 10);
        assert_eq!(DagGame::every(3).len(), 512);
        assert_eq!(DagGame::every(4).len(), 4096);
        assert_eq!(every_small_dag(4).len(), 543);
        assert_eq!(every_small_dag(3).len(), 25);
    }

    #[test]
    fn the_text_is_the_input_format() {
        let instance = Instance::from_arcs(3, &[(0, 1), (0, 2), (1, 2)], vec![vec![0, 1]]);
        assert_eq!(instance.text(), "3\n2 1 2\n1 2\n0\n2 0 1\n0\n");
    }
}
