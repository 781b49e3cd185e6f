//! Tic-tac-toe on a tree (`tree-tac-toe`): the catalog's first partizan game, with draws.
//!
//! Source: Codeforces 1110G "Tree-Tac-Toe" (Codeforces Global Round 1). Some vertices of a tree
//! start white; White and Black alternately paint an uncoloured vertex in their colour, White
//! first; three vertices of one colour on a path win for that colour at once; a full board
//! without one is a draw. User documentation: `docs/games/tree-tac-toe.md`.
//!
//! * [`fast`] — the outcome from degrees in the reduced tree, linear time, no recursion.
//! * [`first_move`] — White's winning first move by the theory, for the reports.
//! * [`brute`] — the oracle: minimax over colourings through the engine, none of the theory.
//! * [`small`] — the same decision for a test of at most 64 vertices, on the stack.
//! * [`large`] — the same decision for a larger test, keeping no edge.
//! * [`parse`] — the vertex count and the colour string with their checks, shared by both.
//! * [`report`] — the contest line, `--explain` and `--json`.
//! * [`mod@families`] — the generator's families; [`check`] — the game's side of `grundy check`.
//!
//! The game's rules are not offered for play ([`crate::game::Rules`]): that contract is for
//! impartial games, where a player with no move loses; here a play ends on a line of three and
//! each player has a colour.

pub mod brute;
pub mod check;
pub(crate) mod draw;
pub mod families;
pub mod fast;
pub mod first_move;
pub(crate) mod large;
#[cfg(test)]
mod oracle_tests;
pub mod parse;
pub mod report;
pub(crate) mod rules;
pub(crate) mod small;

use std::fmt::Write as _;
use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::graph::Multigraph;
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, SolveError};
use crate::tree::input::{load_tree, read_edges};
use crate::tree::Edge;

use families::{ColouredTree, Family, FAMILIES};
use fast::{Decision, Workspace};
use first_move::Coloured;
use parse::{
    read_colours, read_colours_into, read_vertex_count, white_path_error, white_path_middle,
};
use report::{Outcome, Search, TestReport, Theory};

/// How many vertices near White's first move the explanation tries as her next move.
const DOUBLE_THREAT_SCAN: usize = 64;

/// tree-tac-toe as a game of the catalog.
pub struct TreeTacToe;

/// A file may cost the oracle as much as this many tests at its limit (14 uncoloured vertices:
/// 0.36 s for a random tree of maximum degree 3, 0.67 s for a path, 967,973 positions, measured
/// with a release build): up to about 20 s.
const BRUTE_TESTS_AT_THE_LIMIT: u128 = 30;

impl Contest for TreeTacToe {
    const LISTS: Option<&'static str> = Some("the winning first moves");
    const INFO: Info = Info {
        id: "tree-tac-toe",
        title: "Tic-tac-toe on a tree",
        source: "Codeforces 1110G \"Tree-Tac-Toe\"",
        rules: "paint an uncoloured tree vertex in your colour (White first, some vertices start \
                white); three of one colour on a path wins",
        output: "`White` / `Draw` / `Black` (`Black` never happens)",
    };
    const TESTS: Tests = Tests::Counted("the number of tests T");
    const BRUTE_BUDGET: (u128, u128, &'static str) = (
        3u128.pow(brute::MAX_VERTICES),
        BRUTE_TESTS_AT_THE_LIMIT,
        "colourings",
    );
    type Header = ();
    type Test = ColouredTree;
    type Answer = TestReport;
    type Workspace = Workspace;
    type Oracle = ();

    fn workspace((): &()) -> Workspace {
        Workspace::new()
    }

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<ColouredTree, InputError> {
        let n = read_vertex_count(scanner)?;
        let edges: Vec<Edge> = read_edges(scanner, n)?
            .into_iter()
            .map(|placed| placed.edge)
            .collect();
        let colours = read_colours(scanner, n)?;
        let white: Vec<bool> = colours.bytes.iter().map(|&letter| letter == b'W').collect();
        if let Some(middle) = white_path_middle(n, &edges, &white) {
            let is_white = |vertex: u32| white[vertex as usize];
            return Err(white_path_error(
                scanner,
                colours.offset,
                middle,
                edges.iter().copied(),
                is_white,
            ));
        }
        Ok(ColouredTree { n, edges, white })
    }

    fn fast(
        workspace: &mut Workspace,
        (): &(),
        tree: &ColouredTree,
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        workspace.load_edges(tree.n, &tree.edges)?;
        workspace
            .check_tree()
            .map_err(|_| SolveError::Resource("the edges do not form a tree".to_string()))?;
        workspace.colour_flags(&tree.white);
        let decision = workspace.decide();
        Ok(fast_report(workspace, &decision, detail))
    }

    /// When only the contest line is asked, a test of at most 64 vertices is read and decided
    /// on the stack ([`small`]), a larger one without keeping its edges ([`large`]); a report,
    /// or a test either path gives up on, goes through the workspace ([`loaded_report`]).
    fn fast_from(
        workspace: &mut Workspace,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let n = read_count(scanner)?;
        if !detail.report {
            if let Some(outcome) = quick_outcome(workspace, scanner, n) {
                return Ok(TestReport::outcome(n, outcome));
            }
        }
        loaded_report(workspace, scanner, n, detail)
    }

    /// [`Contest::fast_from`]'s contest line, written without a [`TestReport`] when the small or
    /// the large path decides the test.
    fn fast_line(
        workspace: &mut Workspace,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
        out: &mut Vec<u8>,
    ) -> Result<(), SolveError> {
        let n = read_count(scanner)?;
        let outcome = match quick_outcome(workspace, scanner, n) {
            Some(outcome) => outcome,
            None => loaded_report(workspace, scanner, n, detail)?.outcome,
        };
        outcome.push_line(out);
        Ok(())
    }

    fn brute_cost((): &(), tree: &ColouredTree) -> Result<u128, Refusal> {
        if tree.n > brute::MAX_VERTICES {
            return Err(format!(
                "the brute-force oracle searches trees of at most {} vertices (up to 3^{} \
                 colourings); this test has {} (use --method fast)",
                brute::MAX_VERTICES,
                brute::MAX_VERTICES,
                tree.n
            ));
        }
        let uncoloured = tree.white.iter().filter(|&&white| !white).count() as u32;
        Ok(brute::colourings(uncoloured))
    }

    fn brute(
        (): &mut (),
        (): &(),
        tree: &ColouredTree,
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let outcome = brute::solve(tree.n, &tree.edges, &tree.white);
        let mut report = TestReport::outcome(tree.n, Outcome::of_value(outcome.value));
        if !detail.report {
            return Ok(report);
        }
        report.immediate = Some(outcome.immediate);
        report.search = Some(Search {
            positions: outcome.positions,
            first_moves: outcome.first_moves,
        });
        report.winning_move_count = outcome.winning_moves.len() as u64;
        report.winning_moves = outcome
            .winning_moves
            .into_iter()
            .take(detail.listed)
            .collect();
        Ok(report)
    }
}

/// Reads the number of vertices: one or two digits by [`small::vertex_count`], anything else by
/// the shared reader.
#[inline(always)]
fn read_count(scanner: &mut Scanner<'_>) -> Result<u32, InputError> {
    match small::vertex_count(scanner) {
        Some(n) => Ok(n),
        None => read_vertex_count(scanner),
    }
}

/// The outcome of a test of `n` vertices (the scanner just past `n`) by [`small`] or [`large`],
/// with the scanner then past the test; `None` when that path gives up (something is wrong, or
/// laid out unusually), with the scanner back at the edges, for [`loaded_report`].
#[inline(always)]
fn quick_outcome(workspace: &mut Workspace, scanner: &mut Scanner<'_>, n: u32) -> Option<Outcome> {
    let edges_start = scanner.position();
    let white_wins = if n <= small::MAX_VERTICES {
        small::white_wins(scanner, n)
    } else {
        workspace.large_white_wins(scanner, n)
    };
    match white_wins {
        Some(true) => Some(Outcome::White),
        Some(false) => Some(Outcome::Draw),
        None => {
            scanner.seek(edges_start);
            None
        }
    }
}

/// The fast report of a test of `n` vertices read from its edges on (the scanner just past `n`)
/// through the workspace: the edges straight into it, the colours straight into the records
/// (checked as they go); any error is worded here.
fn loaded_report(
    workspace: &mut Workspace,
    scanner: &mut Scanner<'_>,
    n: u32,
    detail: Detail,
) -> Result<TestReport, SolveError> {
    load_tree(
        scanner,
        n,
        workspace,
        |workspace, scanner| workspace.load(scanner, n),
        Workspace::check_tree,
    )?;
    let colours = read_colours_into(scanner, n, |letters| workspace.colour(letters))?;
    let decision = if detail.report {
        workspace.decide()
    } else {
        workspace.decide_outcome()
    };
    if let Some(middle) = decision.white_path_middle {
        let is_white = |vertex: u32| workspace.is_white(vertex);
        return Err(
            white_path_error(scanner, colours.offset, middle, workspace.edges(), is_white).into(),
        );
    }
    Ok(fast_report(workspace, &decision, detail))
}

/// The fast report of a decided workspace: the outcome, and for reports the theory's account and
/// the first moves it names (from an adjacency built for the test).
fn fast_report(workspace: &Workspace, decision: &Decision, detail: Detail) -> TestReport {
    let outcome = if decision.reason.white_wins() {
        Outcome::White
    } else {
        Outcome::Draw
    };
    let vertices = decision.vertices as u32;
    let mut report = TestReport::outcome(vertices, outcome);
    if !detail.report {
        return report;
    }
    let edges: Vec<Edge> = workspace.edges().collect();
    let graph = Multigraph::new(vertices as usize, &edges);
    let white: Vec<bool> = (0..vertices)
        .map(|vertex| workspace.is_white(vertex))
        .collect();
    let coloured = Coloured::new(&graph, &white);
    let first_moves = coloured.first_moves(decision.reason);
    let first_move = first_moves
        .as_ref()
        .and_then(|first| first.moves.first().copied());
    let threats = first_move
        .map(|vertex| coloured.threats(&[vertex]))
        .unwrap_or_default();
    let double_threats = match first_move {
        Some(vertex) if threats.is_empty() => {
            coloured.double_threats(&[vertex], DOUBLE_THREAT_SCAN)
        }
        _ => Vec::new(),
    };
    report.immediate =
        Some(first_moves.as_ref().is_some_and(|first| {
            matches!(first.structure, first_move::Structure::Immediate { .. })
        }));
    if let Some(first) = &first_moves {
        report.winning_move_count = first.moves.len() as u64;
        report.winning_moves = first.moves.iter().copied().take(detail.listed).collect();
        report.complete = false;
    }
    report.theory = Some(Box::new(Theory {
        decision: *decision,
        first_moves,
        threats,
        double_threats,
    }));
    report
}

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    FAMILIES.iter().map(|family| family.name()).collect()
}

/// Writes a valid input: `options.tests` coloured trees of `options.size` vertices from the named
/// family.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    let family = Family::from_name(&options.family).ok_or_else(|| {
        GenerateError::unknown_family("tree-tac-toe", &options.family, &families())
    })?;
    options.check_graph_size("tree-tac-toe", 1)?;
    let mut random = Random::from_seed(options.seed);
    writeln!(out, "{}", options.tests)?;
    let mut text = String::new();
    for _ in 0..options.tests {
        text.clear();
        write_test(
            &mut text,
            &family.generate(options.size as u32, &mut random),
        );
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// Appends one test in the contest format: `n`, the edges 1-based, the colour string.
pub fn write_test(text: &mut String, tree: &ColouredTree) {
    let _ = writeln!(text, "{}", tree.n);
    for &(u, v) in &tree.edges {
        let _ = writeln!(text, "{} {}", u + 1, v + 1);
    }
    text.extend(
        tree.white
            .iter()
            .map(|&white| if white { 'W' } else { 'N' }),
    );
    text.push('\n');
}

/// A whole input file holding the given tests.
pub fn input_file(trees: &[ColouredTree]) -> String {
    let mut text = format!("{}\n", trees.len());
    for tree in trees {
        write_test(&mut text, tree);
    }
    text
}
