//! Graph-hackenbush's side of `grundy check`: the Fusion Principle's value (by the contest path
//! and by the reports' analysis) and the winning move it names against the exhaustive oracle,
//! through the driver, on random multigraphs of every family or on every small multigraph.

use std::io::Write;

use crate::game::Families;
use crate::graph::all_multigraphs;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};
use crate::tree::Edge;

use super::{test_text, GraphHackenbush};
use crate::graph::families::{random_graph, FAMILIES};

/// One multigraph: its number of vertices and its edges (0-based; vertex 0 is the ground).
pub type Graph = (u32, Vec<Edge>);

/// The most edges of a checked instance.
const MOST_EDGES: usize = 14;

impl Families for GraphHackenbush {
    type Instance = Graph;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = 8;
    const MAX_EXHAUSTIVE_SIZE: u64 = 8;

    fn family_names() -> Vec<&'static str> {
        FAMILIES.to_vec()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Graph {
        let (n, mut edges) = random_graph(family, size as u32, random);
        edges.truncate(MOST_EDGES);
        (n, edges)
    }

    /// Every multigraph with `size` vertices and at most 7 edges (6 for 6 vertices and more).
    fn every(size: u64) -> Vec<Graph> {
        let most = if size >= 6 { 6 } else { 7 };
        (0..=most)
            .flat_map(|count| all_multigraphs(size as u32, count))
            .map(|edges| (size as u32, edges))
            .collect()
    }

    fn size((n, _): &Graph) -> u64 {
        u64::from(*n)
    }

    fn smaller((n, edges): &Graph) -> Vec<Graph> {
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

    fn input((n, edges): &Graph) -> String {
        format!("1\n{}", test_text(*n, edges))
    }
}
