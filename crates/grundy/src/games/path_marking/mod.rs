//! Path marking on a tree (`path-marking`): the project's headline game.
//!
//! Source: the contest problem "C.E.L.U-03 — the 100% unfair game" (Luogu P7841). Two players
//! alternately mark an unmarked edge of a tree; after every move some simple path must contain
//! every marked edge; a player with no move loses. The first player is called Bob. User documentation:
//! `docs/games/path-marking.md`.
//!
//! * [`fast`] — linear time, two passes over flat node records, no adjacency lists, no recursion.
//! * [`brute`] — the oracle: win/lose search over sets of marked edges, none of the theory.
//! * [`parse`] — the contest format, shared by both, so both reject the same inputs alike.
//! * [`report`] — the contest line, `--explain` and `--json`.

pub mod brute;
pub mod check;
pub(crate) mod draw;
pub mod fast;
#[cfg(test)]
mod oracle_tests;
pub mod parse;
pub mod report;
pub mod rules;

use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, SolveError};
use crate::tree::{Edge, TreeFamily, TREE_FAMILIES};

use crate::tree::input::{load_tree, reread_edges};
use fast::Workspace;
use parse::{read_edges, read_node_count, PlacedEdge};
use report::{MoveReport, TestReport};

/// path-marking as a game of the catalog.
pub struct PathMarking;

impl Contest for PathMarking {
    const LISTS: Option<&'static str> =
        Some("the winning first moves (or, where none wins, losing ones)");
    const INFO: Info = Info {
        id: "path-marking",
        title: "Path marking on a tree",
        source: "Luogu P7841, C.E.L.U-03 \"100% unfair game\"",
        rules: "mark tree edges one at a time; all marked edges must stay on one simple path",
        output: "`Play now` (first player wins) / `Restart`",
    };
    const TESTS: Tests = Tests::Counted("the number of tests T");
    // About 13 ms per random tree of 21 nodes: a thousand of them. The oracle's positions are
    // sets of marked edges.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (1 << brute::MAX_EDGES, 1000, "positions");
    type Header = ();
    type Test = (u32, Vec<PlacedEdge>);
    type Answer = TestReport;
    type Workspace = Workspace;
    type Oracle = ();

    fn workspace((): &()) -> Workspace {
        Workspace::new()
    }

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Self::Test, InputError> {
        let n = read_node_count(scanner)?;
        Ok((n, read_edges(scanner, n)?))
    }

    fn fast(
        workspace: &mut Workspace,
        (): &(),
        (n, placed): &Self::Test,
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let edges: Vec<Edge> = placed.iter().map(|placed| placed.edge).collect();
        workspace.load_edges(*n, &edges)?;
        // The test was read as a tree, so the peeling takes every node.
        let winning_move_count = workspace
            .solve()
            .map_err(|_| SolveError::Resource("the edges do not form a tree".to_string()))?;
        Ok(fast_report(
            workspace,
            *n,
            placed,
            winning_move_count,
            detail,
        ))
    }

    /// The edges go straight into the peeling; a report re-reads them to name the moves.
    fn fast_from(
        workspace: &mut Workspace,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let n = read_node_count(scanner)?;
        let edges_start = scanner.position();
        let load =
            |workspace: &mut Workspace, scanner: &mut Scanner<'_>| workspace.load(scanner, n);
        if !detail.report {
            // The contest line needs only whether some edge wins: the re-rooting stops at the
            // first (the report's count is then 0 or 1, and is not printed).
            let first_player_wins =
                load_tree(scanner, n, workspace, load, Workspace::first_player_wins)?;
            return Ok(TestReport::verdict(n, u64::from(first_player_wins)));
        }
        let winning_move_count = load_tree(scanner, n, workspace, load, Workspace::solve)?;
        let placed = reread_edges(scanner, edges_start, n)?;
        Ok(fast_report(
            workspace,
            n,
            &placed,
            winning_move_count,
            detail,
        ))
    }

    fn brute_cost((): &(), (n, _): &Self::Test) -> Result<u128, Refusal> {
        if *n as usize - 1 > brute::MAX_EDGES {
            return Err(format!(
                "the brute-force oracle searches trees of at most {} nodes ({} positions); this \
                 test has {n} (use --method fast)",
                brute::MAX_EDGES + 1,
                1u64 << brute::MAX_EDGES
            ));
        }
        Ok(1 << (n - 1))
    }

    fn brute(
        (): &mut (),
        (): &(),
        (n, placed): &Self::Test,
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let edges: Vec<Edge> = placed.iter().map(|placed| placed.edge).collect();
        let outcome = brute::solve(*n, &edges);
        let winning_moves = outcome
            .winning_first_moves
            .iter()
            .take(detail.listed)
            .map(|&index| MoveReport {
                edge: (edges[index].0 + 1, edges[index].1 + 1),
                offset: placed[index].offset,
                side_values: None,
            })
            .collect();
        Ok(TestReport {
            nodes: *n,
            first_player_wins: outcome.first_player_wins,
            winning_move_count: outcome.winning_first_moves.len() as u64,
            winning_moves,
            losing_examples: Vec::new(),
        })
    }
}

/// The fast report of a solved workspace: the winning edges (each splits the tree into two sides
/// of equal value), or some losing ones, with their sides' values, at most `detail.listed`.
fn fast_report(
    workspace: &mut Workspace,
    n: u32,
    placed: &[PlacedEdge],
    winning_move_count: u64,
    detail: Detail,
) -> TestReport {
    let mut report = TestReport::verdict(n, winning_move_count);
    if !detail.report {
        return report;
    }
    let values: Vec<(u8, u8)> = placed
        .iter()
        .map(|placed| workspace.side_values(placed.edge))
        .collect();
    let describe = |index: usize| MoveReport {
        edge: (placed[index].edge.0 + 1, placed[index].edge.1 + 1),
        offset: placed[index].offset,
        side_values: Some(values[index]),
    };
    let indices = 0..placed.len();
    if report.first_player_wins {
        report.winning_moves = indices
            .filter(|&index| values[index].0 == values[index].1)
            .take(detail.listed)
            .map(describe)
            .collect();
    } else {
        report.losing_examples = indices.take(detail.listed).map(describe).collect();
    }
    report
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
    options.check_graph_size("path-marking", 2)?;
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
