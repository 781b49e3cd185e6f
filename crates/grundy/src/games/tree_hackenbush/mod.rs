//! Cutting edges of a tree rooted at vertex 1 (`tree-hackenbush`): Green Hackenbush on a tree.
//!
//! Source: AtCoder Grand Contest 017, task D "Game on Tree" (agc017_d). A move deletes an edge;
//! the part cut off from vertex 1 falls; a player who cannot move loses. One test per file.
//! Specification: `shared/specs/tree-hackenbush.md`.
//!
//! * [`fast`] — the colon principle in one peeling pass; winning moves and every root's value
//!   (`--all-roots`) in one more sweep each.
//! * [`brute`] — exhaustive search over the sets of edges still in play, through the engine.
//! * [`report`] — the contest line, `--explain` and `--json`.

pub mod brute;
pub mod check;
pub mod fast;
pub mod report;

use std::io::Write;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::input::Scanner;
use crate::random::Random;
use crate::solve::{
    GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions, LISTED_MOVES,
    MAX_GENERATED_NODES,
};
use crate::tree::input::{load_tree, read_edges, PlacedEdge};
use crate::tree::{Edge, TreeFamily, TREE_FAMILIES};

use fast::Workspace;
use report::{GameReport, MoveReport};

/// The most vertices a tree may have (vertex ids are kept in 32 bits).
pub const MAX_VERTICES: u64 = u32::MAX as u64;

/// Solves the one test of `input` and writes its report to `out`. Nothing is written when the
/// input is bad.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let mut scanner = Scanner::new(input);
    scanner.skip_separators();
    let size_offset = scanner.position();
    let vertices = scanner.next_in_range("the number of vertices N", 1, MAX_VERTICES)? as u32;
    let report = match options.method {
        Method::Fast => solve_fast(&mut scanner, vertices, options)?,
        Method::Brute => solve_brute(&mut scanner, vertices, size_offset, options)?,
    };
    let text = match options.report {
        Report::Contest => format!("{}\n", report.answer()),
        Report::Explain => report.explanation(if options.all {
            usize::MAX
        } else {
            LISTED_MOVES
        }),
        Report::Json => format!("{}\n", report.json()),
    };
    out.write_all(text.as_bytes())?;
    Ok(())
}

fn describe_moves(
    scanner: &Scanner<'_>,
    placed: &[PlacedEdge],
    wins: impl Fn(usize) -> bool,
) -> Vec<MoveReport> {
    (0..placed.len())
        .filter(|&index| wins(index))
        .map(|index| MoveReport {
            line: scanner.line_at(placed[index].offset),
            edge: (placed[index].edge.0 + 1, placed[index].edge.1 + 1),
        })
        .collect()
}

fn solve_fast(
    scanner: &mut Scanner<'_>,
    vertices: u32,
    options: &SolveOptions,
) -> Result<GameReport, SolveError> {
    let edges_start = scanner.position();
    let mut workspace = Workspace::new();
    let value = load_tree(
        scanner,
        vertices,
        &mut workspace,
        |workspace, scanner| workspace.load(scanner, vertices),
        Workspace::solve,
    )?;
    scanner.expect_end()?;
    let mut report = GameReport {
        vertices,
        value,
        winning_moves: Vec::new(),
        values_by_root: options.all_roots.then(|| workspace.values_by_root()),
        method: "fast",
    };
    if options.report != Report::Contest {
        let edges_end = scanner.position();
        scanner.seek(edges_start);
        let placed = read_edges(scanner, vertices)?;
        scanner.seek(edges_end);
        let wins = workspace.winning_cuts();
        report.winning_moves = describe_moves(scanner, &placed, |index| {
            wins[workspace.child_of_edge(placed[index].edge) as usize]
        });
    }
    Ok(report)
}

fn solve_brute(
    scanner: &mut Scanner<'_>,
    vertices: u32,
    size_offset: usize,
    options: &SolveOptions,
) -> Result<GameReport, SolveError> {
    // The input is read (and so checked) first: bad input is named as such at any size.
    let placed = read_edges(scanner, vertices)?;
    scanner.expect_end()?;
    if vertices as usize - 1 > brute::MAX_EDGES {
        return Err(scanner
            .error_at(
                size_offset,
                format!(
                    "the brute-force oracle searches trees of at most {} vertices; this one has \
                     {vertices} (use --method fast)",
                    brute::MAX_EDGES + 1
                ),
            )
            .into());
    }
    let edges: Vec<Edge> = placed.iter().map(|placed| placed.edge).collect();
    let outcome = brute::solve(vertices as usize, &edges, 0);
    let values_by_root = options.all_roots.then(|| {
        (0..vertices)
            .map(|root| brute::solve(vertices as usize, &edges, root).value)
            .collect()
    });
    Ok(GameReport {
        vertices,
        value: outcome.value,
        winning_moves: describe_moves(scanner, &placed, |index| {
            outcome.winning_moves.contains(&index)
        }),
        values_by_root,
        method: "brute",
    })
}

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    TREE_FAMILIES.iter().map(|family| family.name()).collect()
}

/// Writes a valid input: one tree of `options.size` vertices from the named family. The format
/// has one test per file, so `options.tests` must be 1.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    let family = TreeFamily::from_name(&options.family).ok_or_else(|| {
        GenerateError::unknown_family("tree-hackenbush", &options.family, &families())
    })?;
    if options.size < 1 || options.size > MAX_GENERATED_NODES {
        return Err(GenerateError::Options(format!(
            "--n must be from 1 to {MAX_GENERATED_NODES} for tree-hackenbush, not {}",
            options.size
        )));
    }
    if options.tests != 1 {
        return Err(GenerateError::Options(
            "tree-hackenbush has one test per file: --tests must be 1".to_string(),
        ));
    }
    let vertices = options.size as u32;
    let mut random = Random::from_seed(options.seed);
    let edges = family.generate(vertices, &mut random);
    out.write_all(input_file(vertices, &edges).as_bytes())?;
    Ok(())
}

/// The input file for one tree (0-based edges, written 1-based).
pub fn input_file(vertices: u32, edges: &[Edge]) -> String {
    use std::fmt::Write as _;
    let mut text = format!("{vertices}\n");
    for &(u, v) in edges {
        let _ = writeln!(text, "{} {}", u + 1, v + 1);
    }
    text
}

/// Checks the fast solver against the oracle (`grundy check tree-hackenbush`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::TreeHackenbushCheck, options, progress)
}
