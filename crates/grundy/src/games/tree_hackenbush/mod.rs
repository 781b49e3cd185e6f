//! Cutting edges of a tree rooted at vertex 1 (`tree-hackenbush`): Green Hackenbush on a tree.
//!
//! Source: AtCoder Grand Contest 017, task D "Game on Tree" (agc017_d). A move deletes an edge;
//! the part cut off from vertex 1 falls; a player who cannot move loses. One test per file.
//! User documentation: `docs/games/tree-hackenbush.md`.
//!
//! * [`fast`] — the colon principle in one peeling pass; winning moves and every root's value
//!   (`--all-roots`) in one more sweep each.
//! * [`brute`] — exhaustive search over the sets of edges still in play, through the engine.
//! * [`report`] — the contest line, `--explain` and `--json`.
//! * [`rules`] — the rules with labelled cuts (`2 5`), for a referee.

pub mod brute;
pub mod check;
pub(crate) mod draw;
pub mod fast;
#[cfg(test)]
mod oracle_tests;
pub mod report;
pub mod rules;

use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, SolveError, MAX_GENERATED_NODES};
use crate::tree::input::{load_tree, read_edges, reread_edges, PlacedEdge};
use crate::tree::{Edge, TreeFamily, TREE_FAMILIES};

use fast::Workspace;
use report::{GameReport, MoveReport};

/// The most vertices a tree may have (vertex ids are kept in 32 bits).
pub const MAX_VERTICES: u64 = u32::MAX as u64;

/// tree-hackenbush as a game of the catalog.
pub struct TreeHackenbush;

impl Contest for TreeHackenbush {
    const LISTS: Option<&'static str> = Some("the winning first moves");
    const INFO: Info = Info {
        id: "tree-hackenbush",
        title: "Cutting edges of a rooted tree (Green Hackenbush)",
        source: "AtCoder AGC017 D \"Game on Tree\"",
        rules: "delete a tree edge; the part cut off from vertex 1 falls",
        output: "`Alice` (first wins) / `Bob`",
    };
    const TESTS: Tests = Tests::One;
    const ALL_ROOTS: Option<&'static str> = Some("the Grundy value for every choice of root");
    // One test per file: the oracle's positions are sets of edges, at most 2^16 of them.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (1 << brute::MAX_EDGES, 1, "edge sets");
    type Header = ();
    type Test = (u32, Vec<PlacedEdge>);
    type Answer = GameReport;
    type Workspace = Workspace;
    type Oracle = ();

    fn workspace((): &()) -> Workspace {
        Workspace::new()
    }

    fn oracle((): &()) {}

    /// Reads the tree, and checks that nothing follows it: the file is the one test, and bad
    /// input is named as such before the oracle refuses a tree for its size.
    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Self::Test, InputError> {
        let vertices = read_vertex_count(scanner)?;
        let placed = read_edges(scanner, vertices)?;
        scanner.expect_end()?;
        Ok((vertices, placed))
    }

    fn fast(
        workspace: &mut Workspace,
        (): &(),
        (vertices, placed): &Self::Test,
        detail: Detail,
    ) -> Result<GameReport, SolveError> {
        let edges: Vec<Edge> = placed.iter().map(|placed| placed.edge).collect();
        workspace.load_edges(*vertices, &edges)?;
        // The test was read as a tree, so the peeling takes every vertex.
        let value = workspace
            .solve()
            .map_err(|_| SolveError::Resource("the edges do not form a tree".to_string()))?;
        Ok(fast_report(workspace, *vertices, placed, value, detail))
    }

    /// The edges go straight into the peeling; a report re-reads them to name the moves.
    fn fast_from(
        workspace: &mut Workspace,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<GameReport, SolveError> {
        let vertices = read_vertex_count(scanner)?;
        let edges_start = scanner.position();
        let value = load_tree(
            scanner,
            vertices,
            workspace,
            |workspace, scanner| workspace.load(scanner, vertices),
            Workspace::solve,
        )?;
        if !detail.report {
            return Ok(GameReport::value(vertices, value));
        }
        let placed = reread_edges(scanner, edges_start, vertices)?;
        Ok(fast_report(workspace, vertices, &placed, value, detail))
    }

    fn brute_cost((): &(), (vertices, _): &Self::Test) -> Result<u128, Refusal> {
        if *vertices as usize - 1 > brute::MAX_EDGES {
            return Err(format!(
                "the brute-force oracle searches trees of at most {} vertices; this one has \
                 {vertices} (use --method fast)",
                brute::MAX_EDGES + 1
            ));
        }
        Ok(1 << (vertices - 1))
    }

    fn brute(
        (): &mut (),
        (): &(),
        (vertices, placed): &Self::Test,
        detail: Detail,
    ) -> Result<GameReport, SolveError> {
        let edges: Vec<Edge> = placed.iter().map(|placed| placed.edge).collect();
        let outcome = brute::solve(*vertices as usize, &edges, 0);
        let mut report = GameReport::value(*vertices, outcome.value);
        if !detail.report {
            return Ok(report);
        }
        report.winning_move_count = outcome.winning_moves.len() as u64;
        report.winning_moves = outcome
            .winning_moves
            .iter()
            .take(detail.listed)
            .map(|&index| MoveReport::of(&placed[index]))
            .collect();
        report.values_by_root = detail.all_roots.then(|| {
            (0..*vertices)
                .map(|root| brute::solve(*vertices as usize, &edges, root).value)
                .collect()
        });
        Ok(report)
    }
}

/// Reads the number of vertices `N`.
fn read_vertex_count(scanner: &mut Scanner<'_>) -> Result<u32, InputError> {
    Ok(scanner.next_in_range("the number of vertices N", 1, MAX_VERTICES)? as u32)
}

/// The fast report of a solved workspace: every winning cut (at most `detail.listed` of them
/// listed, in input order) and, with `--all-roots`, the value for every root.
fn fast_report(
    workspace: &mut Workspace,
    vertices: u32,
    placed: &[PlacedEdge],
    value: u64,
    detail: Detail,
) -> GameReport {
    let mut report = GameReport::value(vertices, value);
    if !detail.report {
        return report;
    }
    let wins = workspace.winning_cuts();
    let mut winning = placed
        .iter()
        .filter(|placed| wins[workspace.child_of_edge(placed.edge) as usize]);
    report.winning_moves = winning
        .by_ref()
        .take(detail.listed)
        .map(MoveReport::of)
        .collect();
    report.winning_move_count = (report.winning_moves.len() + winning.count()) as u64;
    report.values_by_root = detail.all_roots.then(|| workspace.values_by_root());
    report
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
    options.check_size("tree-hackenbush", 1, MAX_GENERATED_NODES)?;
    options.check_one_test("tree-hackenbush")?;
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
