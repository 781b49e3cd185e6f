//! Path marking on a tree (`path-marking`): the project's headline game.
//!
//! Source: the contest problem "C.E.L.U-03 — the 100% unfair game" (Luogu P7841). Two players
//! alternately mark an unmarked edge of a tree; after every move some simple path must contain
//! every marked edge; a player with no move loses. The first player is called Bob. Specification:
//! `shared/specs/path-marking.md`.
//!
//! * [`fast`] — linear time, two passes over flat node records, no adjacency lists, no recursion.
//! * [`brute`] — the oracle: win/lose search over sets of marked edges, none of the theory.
//! * [`parse`] — the contest format, shared by both, so both reject the same inputs alike.
//! * [`report`] — the contest line, `--explain` and `--json`.

pub mod brute;
pub mod check;
pub mod fast;
pub mod parse;
pub mod report;

use std::io::Write;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::input::Scanner;
use crate::random::Random;
use crate::solve::{
    BruteBudget, GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions,
    LISTED_MOVES, MAX_GENERATED_NODES,
};
use crate::tree::{Edge, TreeFamily, TREE_FAMILIES};

use crate::tree::input::load_tree;
use fast::Workspace;
use parse::{read_edges, read_node_count, read_test_count};
use report::{MoveReport, TestReport};

/// Solves every test of `input` (the contest format) and writes one report per test to `out`.
///
/// Answers to earlier tests are written before a later test's error is found; a test's report is
/// written whole or not at all.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let mut scanner = Scanner::new(input);
    let tests = read_test_count(&mut scanner)?;
    let mut workspace = Workspace::new();
    // About 13 ms per random tree of 21 nodes: a thousand of them.
    let mut brute_budget = BruteBudget::new(1 << brute::MAX_EDGES, 1000, "positions");
    let mut test = 0usize;
    while (test as u64) < tests {
        test += 1;
        scanner.set_test(Some(test));
        scanner.skip_separators();
        let size_offset = scanner.position();
        let n = read_node_count(&mut scanner)?;
        let report = match options.method {
            Method::Fast => solve_fast(&mut scanner, n, &mut workspace, options, test)?,
            Method::Brute => solve_brute(
                &mut scanner,
                n,
                size_offset,
                options,
                test,
                &mut brute_budget,
            )?,
        };
        match options.report {
            Report::Contest => {
                let answer = if report.first_player_wins {
                    "Play now\n"
                } else {
                    "Restart\n"
                };
                out.write_all(answer.as_bytes())?;
            }
            Report::Explain => out.write_all(report.explanation().as_bytes())?,
            Report::Json => {
                let mut line = report.json();
                line.push('\n');
                out.write_all(line.as_bytes())?;
            }
        }
    }
    scanner.expect_end()?;
    Ok(())
}

/// Solves one test with the fast solver. In contest mode the report carries only the verdict;
/// explanations re-read the test's edges to name the moves in the input's numbering.
fn solve_fast(
    scanner: &mut Scanner<'_>,
    n: u32,
    workspace: &mut Workspace,
    options: &SolveOptions,
    test: usize,
) -> Result<TestReport, SolveError> {
    let edges_start = scanner.position();
    let winning_move_count = load_tree(
        scanner,
        n,
        workspace,
        |workspace, scanner| workspace.load(scanner, n),
        Workspace::solve,
    )?;
    let mut report = TestReport {
        test,
        nodes: n,
        first_player_wins: winning_move_count > 0,
        winning_move_count,
        winning_moves: Vec::new(),
        losing_examples: Vec::new(),
        method: "fast",
    };
    if options.report != Report::Contest {
        let edges_end = scanner.position();
        scanner.seek(edges_start);
        let edges = read_edges(scanner, n)?;
        scanner.seek(edges_end);
        let limit = if options.all {
            usize::MAX
        } else {
            LISTED_MOVES
        };
        let values: Vec<(u8, u8)> = edges
            .iter()
            .map(|placed| workspace.side_values(placed.edge))
            .collect();
        // Indices rise, so the scanner names every line in a single pass over the input.
        let describe = |index: usize| MoveReport {
            edge: (edges[index].edge.0 + 1, edges[index].edge.1 + 1),
            line: scanner.line_at(edges[index].offset),
            side_values: Some(values[index]),
        };
        let indices = 0..edges.len();
        if report.first_player_wins {
            report.winning_moves = indices
                .filter(|&index| values[index].0 == values[index].1)
                .take(limit)
                .map(describe)
                .collect();
        } else {
            report.losing_examples = indices.take(limit).map(describe).collect();
        }
    }
    Ok(report)
}

/// Solves one test with the oracle, refusing trees too large for it.
fn solve_brute(
    scanner: &mut Scanner<'_>,
    n: u32,
    size_offset: usize,
    options: &SolveOptions,
    test: usize,
    budget: &mut BruteBudget,
) -> Result<TestReport, SolveError> {
    // The test is read (and so checked) first: bad input is named as such at any size.
    let placed = read_edges(scanner, n)?;
    if n as usize - 1 > brute::MAX_EDGES {
        return Err(scanner
            .error_at(
                size_offset,
                format!(
                    "the brute-force oracle searches trees of at most {} nodes ({} positions); \
                     this test has {n} (use --method fast)",
                    brute::MAX_EDGES + 1,
                    1u64 << brute::MAX_EDGES
                ),
            )
            .into());
    }
    // The oracle's positions are sets of marked edges.
    budget.charge_test(1 << (n - 1), scanner, size_offset)?;
    let edges: Vec<Edge> = placed.iter().map(|placed| placed.edge).collect();
    let outcome = brute::solve(n, &edges);
    let limit = if options.all {
        usize::MAX
    } else {
        LISTED_MOVES
    };
    let winning_moves = outcome
        .winning_first_moves
        .iter()
        .take(limit)
        .map(|&index| MoveReport {
            edge: (edges[index].0 + 1, edges[index].1 + 1),
            line: scanner.line_at(placed[index].offset),
            side_values: None,
        })
        .collect();
    Ok(TestReport {
        test,
        nodes: n,
        first_player_wins: outcome.first_player_wins,
        winning_move_count: outcome.winning_first_moves.len() as u64,
        winning_moves,
        losing_examples: Vec::new(),
        method: "brute",
    })
}

/// The fast solver's verdict for one tree given as 0-based edges: whether the first player wins.
pub fn first_player_wins(n: u32, edges: &[Edge]) -> bool {
    let mut workspace = Workspace::new();
    workspace.load_edges(n, edges);
    workspace.solve().is_ok_and(|count| count > 0)
}

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    TREE_FAMILIES.iter().map(|family| family.name()).collect()
}

/// Writes a valid input: `options.tests` trees of `options.size` nodes from the named family.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    let family = TreeFamily::from_name(&options.family).ok_or_else(|| {
        GenerateError::unknown_family("path-marking", &options.family, &families())
    })?;
    if options.size < 2 || options.size > MAX_GENERATED_NODES {
        return Err(GenerateError::Options(format!(
            "--n must be from 2 to {MAX_GENERATED_NODES} for path-marking, not {}",
            options.size
        )));
    }
    if options.tests == 0 {
        return Err(GenerateError::Options(
            "--tests must be at least 1".to_string(),
        ));
    }
    let n = options.size as u32;
    let mut random = Random::from_seed(options.seed);
    writeln!(out, "{}", options.tests)?;
    let mut text = String::new();
    for _ in 0..options.tests {
        text.clear();
        write_tree(&mut text, n, &family.generate(n, &mut random));
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// Appends one test in the contest format: `n`, then the edges 1-based, one per line.
pub fn write_tree(text: &mut String, n: u32, edges: &[Edge]) {
    use std::fmt::Write as _;
    let _ = writeln!(text, "{n}");
    for &(u, v) in edges {
        let _ = writeln!(text, "{} {}", u + 1, v + 1);
    }
}

/// A whole input file holding the given trees, one test each.
pub fn input_file(trees: &[(u32, Vec<Edge>)]) -> String {
    let mut text = format!("{}\n", trees.len());
    for (n, edges) in trees {
        write_tree(&mut text, *n, edges);
    }
    text
}

/// Checks the fast solver against the oracle (`grundy check path-marking`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::PathMarkingCheck, options, progress)
}
