//! Green Hackenbush on any multigraph with ground vertex 1 (`graph-hackenbush`; our format).
//!
//! A move deletes an edge in play; every edge no longer connected to vertex 1 falls. Loops and
//! parallel edges are allowed; edges away from vertex 1 are not in play. The answer is the Grundy
//! value. Specification: `shared/specs/graph-hackenbush.md`. The value comes from the Fusion
//! Principle ([`crate::graph::fusion`]); the oracle is [`crate::graph::oracle`].

pub mod check;

use std::fmt::Write as _;
use std::io::Write;

use serde_json::json;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::graph::fast_value;
use crate::graph::fusion::{find_move, Fusion, MoveBudget, MoveSearch};
use crate::graph::{oracle, read_edges, without_isolated_vertices, Multigraph};
use crate::input::Scanner;
use crate::random::Random;
use crate::solve::{
    counted, BruteBudget, GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions,
    MAX_GENERATED_NODES,
};
use crate::tree::Edge;

/// The most vertices a test may have (vertex ids are kept in 32 bits).
pub const MAX_VERTICES: u64 = u32::MAX as u64;
/// The most edges a test may have (edge indices are kept in 32 bits).
pub const MAX_EDGES: u64 = u32::MAX as u64 - 1;

/// Solves every test of `input` and writes one report per test to `out`.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let mut scanner = Scanner::new(input);
    let tests = scanner.next_in_range("the number of tests T", 1, u64::MAX)?;
    let mut test = 0usize;
    let mut workspace = fast_value::Workspace::new();
    let mut move_budget = MoveBudget::for_file();
    // One to two seconds per test of 20 edges (a dense blob): ten of them.
    let mut brute_budget = BruteBudget::new(1 << oracle::MAX_EDGES, 10, "edge sets");
    while (test as u64) < tests {
        test += 1;
        scanner.set_test(Some(test));
        scanner.skip_separators();
        let size_offset = scanner.position();
        let vertices = scanner.next_in_range("the number of vertices n", 1, MAX_VERTICES)? as u32;
        let edge_count = scanner.next_in_range("the number of edges m", 0, MAX_EDGES)?;
        // The contest answer reads the edges straight into the fast method.
        if options.method == Method::Fast && options.report == Report::Contest {
            let value = workspace.read_value(&mut scanner, vertices, edge_count, 0)?;
            out.write_all(format!("{value}\n").as_bytes())?;
            continue;
        }
        let placed = read_edges(&mut scanner, vertices, edge_count)?;
        let edges: Vec<Edge> = placed.iter().map(|placed| placed.edge).collect();
        // Every method works on the vertices that edges touch; edge indices are unchanged, so the
        // reports still name the input's edges.
        let touched = without_isolated_vertices(vertices, &edges, 0);
        let (vertices, graph_edges, ground) =
            (touched.vertices, &touched.edges[..], touched.ground);
        let value = match options.method {
            Method::Fast => workspace.value(vertices, graph_edges, ground)?,
            Method::Brute => {
                if edges.len() > oracle::MAX_EDGES {
                    return Err(scanner
                        .error_at(
                            size_offset,
                            format!(
                                "the brute-force oracle searches graphs of at most {} edges; this \
                                 one has {} (use --method fast)",
                                oracle::MAX_EDGES,
                                edges.len()
                            ),
                        )
                        .into());
                }
                // The oracle's positions are sets of edges.
                brute_budget.charge_test(1 << edges.len(), &scanner, size_offset)?;
                oracle::solve(vertices as usize, graph_edges, ground).value
            }
        };
        let text = match options.report {
            Report::Contest => format!("{value}\n"),
            Report::Explain | Report::Json => {
                let graph = Multigraph::new(vertices as usize, graph_edges);
                let fusion = Fusion::analyse(&graph, ground, None);
                let search = if value == 0 {
                    MoveSearch::NoMove
                } else {
                    find_move(&graph, ground, 0, &mut move_budget)
                };
                let winning = match search {
                    MoveSearch::Found(index) => Some((
                        scanner.line_at(placed[index as usize].offset),
                        edges[index as usize],
                    )),
                    _ => None,
                };
                if options.report == Report::Json {
                    let winning_move =
                        winning.map(|(line, (u, v))| json!({"line": line, "edge": [u + 1, v + 1]}));
                    let object = json!({
                        "test": test,
                        "answer": value.to_string(),
                        "value": value,
                        "edges_in_play": fusion.edges_in_play,
                        "parts": fusion.parts,
                        "bridges": fusion.bridges,
                        "winning_move": winning_move,
                        "move_search_gave_up": search == MoveSearch::GaveUp,
                    });
                    format!("{object}\n")
                } else {
                    let mut text = String::new();
                    let _ = writeln!(
                        text,
                        "test {test}: {} of {} in play, {} (2-edge-connected), {}; Grundy value \
                         {value}: {}",
                        fusion.edges_in_play,
                        counted(edges.len() as u64, "edge", "edges"),
                        counted(fusion.parts as u64, "part", "parts"),
                        counted(fusion.bridges as u64, "bridge", "bridges"),
                        crate::solve::winner(value != 0)
                    );
                    let _ = match (search, winning) {
                        (_, Some((line, (u, v)))) => writeln!(
                            text,
                            "  a winning move: delete the edge {} {} (line {line})",
                            u + 1,
                            v + 1
                        ),
                        (MoveSearch::GaveUp, _) => writeln!(
                            text,
                            "  no winning move given: {}",
                            move_budget.why_gave_up()
                        ),
                        _ if fusion.edges_in_play == 0 => {
                            writeln!(text, "  no move: no edge is in play")
                        }
                        _ => writeln!(
                            text,
                            "  every move loses: each deletion leaves a nonzero value"
                        ),
                    };
                    text
                }
            }
        };
        out.write_all(text.as_bytes())?;
    }
    scanner.expect_end()?;
    Ok(())
}

/// The generator's families.
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

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    FAMILIES.to_vec()
}

/// A random multigraph of the named family with about `size` vertices (at least 1).
pub fn random_graph(family: &str, size: u32, random: &mut Random) -> (u32, Vec<Edge>) {
    let n = size.max(1);
    let pick = |random: &mut Random, below: u32| random.below(u64::from(below.max(1))) as u32;
    let mut edges: Vec<Edge> = Vec::new();
    match family {
        "tree" => {
            edges = crate::tree::TreeFamily::Random.shape(n, random);
        }
        "path" => {
            // The ground at one end: the deepest tree of bridges.
            edges = crate::tree::TreeFamily::Path.shape(n, random);
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
            edges = crate::tree::TreeFamily::Random.shape(n, random);
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
            edges = crate::tree::TreeFamily::Random.shape(half, random);
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

/// Writes a valid input: `options.tests` multigraphs of about `options.size` vertices.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    GenerateError::check_family("graph-hackenbush", &options.family, &FAMILIES)?;
    if options.size < 1 || options.size > MAX_GENERATED_NODES {
        return Err(GenerateError::Options(format!(
            "--n must be from 1 to {MAX_GENERATED_NODES} for graph-hackenbush, not {}",
            options.size
        )));
    }
    if options.tests == 0 {
        return Err(GenerateError::Options(
            "--tests must be at least 1".to_string(),
        ));
    }
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

/// Checks the fast solver against the oracle (`grundy check graph-hackenbush`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::GraphHackenbushCheck, options, progress)
}
