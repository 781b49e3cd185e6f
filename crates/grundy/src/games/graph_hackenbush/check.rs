//! Graph-hackenbush's side of `grundy check`: the Fusion Principle's value (and whether a winning
//! move is found) against the exhaustive oracle, on random multigraphs of every family or on every
//! small multigraph.

use crate::check::Subject;
use crate::graph::fast_value;
use crate::graph::fusion::{find_move, Fusion, MoveBudget, MoveSearch};
use crate::graph::{all_multigraphs, oracle, Multigraph};
use crate::random::Random;
use crate::tree::Edge;

use super::{random_graph, test_text, FAMILIES};

/// One multigraph: its number of vertices and its edges (0-based; vertex 0 is the ground).
pub type Graph = (u32, Vec<Edge>);

/// The most edges of a checked instance.
const MOST_EDGES: usize = 14;

/// The checker's view of graph-hackenbush.
#[derive(Debug, Clone, Copy, Default)]
pub struct GraphHackenbushCheck;

fn describe(value: u64, has_winning_move: bool) -> String {
    let moves = if has_winning_move {
        "a winning move"
    } else {
        "no winning move"
    };
    format!("value {value}, {moves}")
}

impl Subject for GraphHackenbushCheck {
    type Instance = Graph;

    fn min_size(&self) -> u64 {
        1
    }

    fn max_brute_size(&self) -> u64 {
        8
    }

    fn families(&self) -> Vec<&'static str> {
        FAMILIES.to_vec()
    }

    fn random(&self, family: &str, size: u64, random: &mut Random) -> Graph {
        let (n, mut edges) = random_graph(family, size as u32, random);
        edges.truncate(MOST_EDGES);
        (n, edges)
    }

    /// Every multigraph with `size` vertices and at most 7 edges (6 for 6 vertices and more).
    fn all(&self, size: u64) -> Vec<Graph> {
        let most = if size >= 6 { 6 } else { 7 };
        (0..=most)
            .flat_map(|count| all_multigraphs(size as u32, count))
            .map(|edges| (size as u32, edges))
            .collect()
    }

    fn size(&self, (n, _): &Graph) -> u64 {
        u64::from(*n)
    }

    fn fast(&self, (n, edges): &Graph) -> String {
        let graph = Multigraph::new(*n as usize, edges);
        // The contest path (peeling, then the core), and the full analysis behind the reports.
        let value = fast_value::value(*n, edges, 0);
        let analysed = Fusion::analyse(&graph, 0, None).value;
        if analysed != value {
            return format!("value {value} by peeling, but {analysed} by the full analysis");
        }
        let found = matches!(
            find_move(&graph, 0, 0, &mut MoveBudget::unlimited()),
            MoveSearch::Found(_)
        );
        describe(value, found)
    }

    fn brute(&self, (n, edges): &Graph) -> String {
        let outcome = oracle::solve(*n as usize, edges, 0);
        describe(outcome.value, !outcome.winning_moves.is_empty())
    }

    fn smaller(&self, (n, edges): &Graph) -> Vec<Graph> {
        (0..edges.len())
            .map(|skip| {
                let fewer = edges
                    .iter()
                    .enumerate()
                    .filter(|&(index, _)| index != skip)
                    .map(|(_, &edge)| edge)
                    .collect();
                (*n, fewer)
            })
            .collect()
    }

    fn input(&self, (n, edges): &Graph) -> String {
        format!("1\n{}", test_text(*n, edges))
    }
}
