//! Green Hackenbush on any multigraph with ground vertex 1 (`graph-hackenbush`; our format).
//!
//! A move deletes an edge in play; every edge no longer connected to vertex 1 falls. Loops and
//! parallel edges are allowed; edges away from vertex 1 are not in play. The answer is the Grundy
//! value. User documentation: `docs/games/graph-hackenbush.md`. The value comes from the Fusion
//! Principle ([`crate::graph::fusion`]); the oracle is [`crate::graph::oracle`]; [`rules`] labels
//! the cuts for a referee (`2 5`, or `2 5 #3` for an edge with a parallel twin).

pub mod check;
pub(crate) mod draw;
#[cfg(test)]
mod oracle_tests;
pub mod report;
pub mod rules;

use std::fmt::Write as _;
use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::graph::families::{random_graph, FAMILIES};
use crate::graph::fusion::{find_move, Fusion, MoveSearch};
use crate::graph::Workspace;
use crate::graph::{oracle, read_edges, without_isolated_vertices, Multigraph, Touched};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, SolveError};
use crate::tree::input::PlacedEdge;
use crate::tree::Edge;

use report::{GraphReport, MoveReport, Structure};

/// The most vertices a test may have (vertex ids are kept in 32 bits).
pub const MAX_VERTICES: u64 = u32::MAX as u64;
/// The most edges a test may have (edge indices are kept in 32 bits).
pub const MAX_EDGES: u64 = u32::MAX as u64 - 1;

/// graph-hackenbush as a game of the catalog.
pub struct GraphHackenbush;

/// One test as read: the number of vertices and the edges, each with where it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraphTest {
    /// The number of vertices.
    pub vertices: u32,
    /// The edges (0-based), in input order.
    pub placed: Vec<PlacedEdge>,
}

impl Contest for GraphHackenbush {
    const LISTS: Option<&'static str> = Some("the oracle's winning first moves");
    const INFO: Info = Info {
        id: "graph-hackenbush",
        title: "Green Hackenbush on any multigraph",
        source: "our format (Winning Ways' Fusion Principle)",
        rules:
            "delete an edge; everything cut off from vertex 1 falls (loops, parallel edges allowed)",
        output: "the Grundy value",
    };
    const TESTS: Tests = Tests::Counted("the number of tests T");
    // One to two seconds per test of 20 edges (a dense blob): ten of them. The oracle's
    // positions are sets of edges.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (1 << oracle::MAX_EDGES, 10, "edge sets");
    type Header = ();
    type Test = GraphTest;
    type Answer = GraphReport;
    type Workspace = Workspace;
    type Oracle = ();

    fn workspace((): &()) -> Workspace {
        Workspace::new()
    }

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<GraphTest, InputError> {
        let (vertices, edge_count) = read_size(scanner)?;
        Ok(GraphTest {
            vertices,
            placed: read_edges(scanner, vertices, edge_count)?,
        })
    }

    /// The value by the Fusion Principle; a report adds the structure and a winning move, found
    /// by walking down the tree of parts within the file's budget of edge visits.
    fn fast(
        work: &mut Workspace,
        (): &(),
        test: &GraphTest,
        detail: Detail,
    ) -> Result<GraphReport, SolveError> {
        let edges = edges_of(test);
        // Every method works on the vertices that edges touch; edge indices are unchanged, so
        // the reports still name the input's edges.
        let touched = without_isolated_vertices(test.vertices, &edges, 0);
        let value = work
            .values
            .value(touched.vertices, &touched.edges, touched.ground)?;
        if !detail.report {
            return Ok(GraphReport::value(value));
        }
        let (structure, graph) = structure(&touched);
        let mut report = GraphReport {
            structure: Some(structure),
            ..GraphReport::value(value)
        };
        if value != 0 {
            match find_move(&graph, touched.ground, 0, &mut work.moves) {
                MoveSearch::Found(index) => {
                    report.winning_moves = vec![MoveReport::of(&test.placed[index as usize])];
                    report.winning_move_count = 1;
                }
                MoveSearch::GaveUp => report.move_search_gave_up = Some(work.moves.why_gave_up()),
                MoveSearch::NoMove => {}
            }
            // The theory names one winning move, not every one.
            report.winning_moves_complete = false;
        }
        Ok(report)
    }

    /// The contest line reads the edges straight into the fast method, keeping no offsets.
    fn fast_from(
        work: &mut Workspace,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<GraphReport, SolveError> {
        if detail.report {
            let test = Self::read(scanner, &())?;
            return Self::fast(work, &(), &test, detail);
        }
        let (vertices, edge_count) = read_size(scanner)?;
        let value = work.values.read_value(scanner, vertices, edge_count, 0)?;
        Ok(GraphReport::value(value))
    }

    fn brute_cost((): &(), test: &GraphTest) -> Result<u128, Refusal> {
        let edges = test.placed.len();
        if edges > oracle::MAX_EDGES {
            return Err(format!(
                "the brute-force oracle searches graphs of at most {} edges; this one has {edges} \
                 (use --method fast)",
                oracle::MAX_EDGES
            ));
        }
        Ok(1 << edges)
    }

    /// The value and every winning move by exhaustive search; a report adds the structure.
    fn brute(
        (): &mut (),
        (): &(),
        test: &GraphTest,
        detail: Detail,
    ) -> Result<GraphReport, SolveError> {
        let edges = edges_of(test);
        let touched = without_isolated_vertices(test.vertices, &edges, 0);
        let outcome = oracle::solve(touched.vertices as usize, &touched.edges, touched.ground);
        let mut report = GraphReport::value(outcome.value);
        if !detail.report {
            return Ok(report);
        }
        report.structure = Some(structure(&touched).0);
        report.winning_move_count = outcome.winning_moves.len() as u64;
        report.winning_moves = outcome
            .winning_moves
            .iter()
            .take(detail.listed)
            .map(|&index| MoveReport::of(&test.placed[index]))
            .collect();
        Ok(report)
    }
}

/// Reads a test's first line: its numbers of vertices `n` and edges `m`.
fn read_size(scanner: &mut Scanner<'_>) -> Result<(u32, u64), InputError> {
    let vertices = scanner.next_in_range("the number of vertices n", 1, MAX_VERTICES)? as u32;
    let edge_count = scanner.next_in_range("the number of edges m", 0, MAX_EDGES)?;
    Ok((vertices, edge_count))
}

/// The test's edges, 0-based, in input order.
fn edges_of(test: &GraphTest) -> Vec<Edge> {
    test.placed.iter().map(|placed| placed.edge).collect()
}

/// What the reports say of a position's structure (edges in play, 2-edge-connected parts,
/// bridges), with the position as a multigraph for the move search.
fn structure(touched: &Touched<'_>) -> (Structure, Multigraph) {
    let graph = Multigraph::new(touched.vertices as usize, &touched.edges);
    let fusion = Fusion::analyse(&graph, touched.ground, None);
    let structure = Structure {
        edges: touched.edges.len(),
        edges_in_play: fusion.edges_in_play,
        parts: fusion.parts,
        bridges: fusion.bridges,
    };
    (structure, graph)
}

/// Writes a valid input: `options.tests` multigraphs of about `options.size` vertices.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    GenerateError::check_family("graph-hackenbush", &options.family, &FAMILIES)?;
    options.check_graph_size("graph-hackenbush", 1)?;
    let mut random = Random::from_seed(options.seed);
    writeln!(out, "{}", options.tests)?;
    for _ in 0..options.tests {
        let (n, edges) = random_graph(&options.family, options.size as u32, &mut random);
        out.write_all(test_text(n, &edges).as_bytes())?;
    }
    Ok(())
}

/// One test in the input format (0-based edges written 1-based).
pub fn test_text(n: u32, edges: &[Edge]) -> String {
    let mut text = format!("{n} {}\n", edges.len());
    for &(u, v) in edges {
        let _ = writeln!(text, "{} {}", u + 1, v + 1);
    }
    text
}
