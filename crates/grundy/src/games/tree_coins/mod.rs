//! Coins moving towards a root, for every root (`tree-coins`).
//!
//! Source: CodeChef September Challenge 2020, MOVCOIN2 "Move the Coins 2" (author Simon St James).
//! For every root `R` of a tree with coins on its nodes, a move takes one coin from a node
//! `u != R` to a node of the path from `u` to `R`; the answer is the sum of `2^R` (mod `10^9+7`)
//! over the roots where the second player wins. User documentation: `docs/games/tree-coins.md`.
//!
//! * [`fast`] — one coin is a Nim heap of its distance to the root, so `game(R)` is worth the XOR
//!   of the distances from `R` to the odd-coin nodes; all roots at once, the low bits by
//!   rerooting [`residues`], the high bits by a centroid decomposition that stops early, each
//!   level in linear time ([`shifted`]).
//! * [`brute`] — the coin game itself through the engine, one root at a time.
//! * [`report`] — the contest line, `--explain` and `--json`.
//! * [`rules`] — `game(1)` with labelled moves (`coin 3 to 1`), for a referee.

pub mod brute;
pub mod centroids;
pub mod check;
pub(crate) mod draw;
pub mod fast;
#[cfg(test)]
mod oracle_tests;
pub mod report;
pub mod residues;
pub mod rules;
pub mod shifted;
pub mod spine;

use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, SolveError};
use crate::tree::input::{load_tree, read_edges};
use crate::tree::{Edge, TreeFamily};

use fast::AllRoots;
use report::TestReport;

/// The most nodes a tree may have (node ids are kept in 32 bits).
pub const MAX_NODES: u64 = u32::MAX as u64;

/// One test: the tree and its coins (0-based ids).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Test {
    /// The number of nodes.
    pub nodes: u32,
    /// The edges.
    pub edges: Vec<Edge>,
    /// The coins on each node.
    pub coins: Vec<u64>,
}

/// tree-coins as a game of the catalog.
pub struct TreeCoins;

/// The fast solver's memory, kept from one test to the next.
#[derive(Debug, Default)]
pub struct Workspace {
    /// The tree and the solver's buffers.
    all_roots: AllRoots,
    /// Per node, whether it holds an odd number of coins.
    odd: Vec<bool>,
    /// The value for every root, by root - 1.
    values: Vec<u32>,
}

impl Contest for TreeCoins {
    const LISTS: Option<&'static str> = Some("the roots with their values, and the winning moves");
    const INFO: Info = Info {
        id: "tree-coins",
        title: "Coins moving towards a root, for every root",
        source: "CodeChef MOVCOIN2 \"Move the Coins 2\"",
        rules: "move a coin towards the root; solved for every choice of root",
        output: "sum of `2^R` over roots `R` where the second player wins, mod `10^9+7`",
    };
    const TESTS: Tests = Tests::Counted("the number of tests T");
    // About half a microsecond per coin vector and root (12 nodes, 75,582 vectors: 0.5 s): 2·10^7
    // of them, ten seconds.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (
        brute::MAX_POSITIONS as u128 * 10,
        10,
        "coin vectors (summed over the roots)",
    );
    type Header = ();
    type Test = Test;
    type Answer = TestReport;
    type Workspace = Workspace;
    type Oracle = ();

    fn workspace((): &()) -> Workspace {
        Workspace::default()
    }

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Test, InputError> {
        let nodes = read_node_count(scanner)?;
        read_test(scanner, nodes)
    }

    fn fast(
        work: &mut Workspace,
        (): &(),
        test: &Test,
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        work.all_roots.load_edges(test.nodes, &test.edges)?;
        work.all_roots
            .check_tree()
            .map_err(|_| SolveError::Resource("the edges do not form a tree".to_string()))?;
        work.odd.clear();
        work.odd
            .extend(test.coins.iter().map(|&count| count % 2 == 1));
        Ok(fast_report(work, detail))
    }

    /// The edges go straight into the solver, then the parity of each coin count.
    fn fast_from(
        work: &mut Workspace,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let nodes = read_node_count(scanner)?;
        read_fast(scanner, nodes, &mut work.all_roots, &mut work.odd)?;
        Ok(fast_report(work, detail))
    }

    fn brute_cost((): &(), test: &Test) -> Result<u128, Refusal> {
        let nodes = test.nodes;
        let total = test
            .coins
            .iter()
            .fold(0u64, |sum, &count| sum.saturating_add(count));
        let positions = brute::positions_bound(u64::from(nodes), total);
        if positions > brute::MAX_POSITIONS {
            return Err(format!(
                "the brute-force oracle searches at most {} coin vectors per root; {nodes} nodes \
                 with {total} coins are too many (use --method fast)",
                brute::MAX_POSITIONS
            ));
        }
        // Every root is searched afresh.
        Ok(u128::from(positions) * u128::from(nodes))
    }

    fn brute((): &mut (), (): &(), test: &Test, _: Detail) -> Result<TestReport, SolveError> {
        let odd_nodes = test.coins.iter().filter(|&&count| count % 2 == 1).count();
        // A value is an XOR of distances, below the next power of two above N.
        let values = brute::root_values(test.nodes as usize, &test.edges, &test.coins)
            .into_iter()
            .map(|value| u32::try_from(value).expect("a value below 2^32"))
            .collect();
        Ok(TestReport::new(odd_nodes, values))
    }
}

/// The fast answer of the tree and parities loaded in `work`: the contest answer alone, or with
/// `detail.report` every root's value.
fn fast_report(work: &mut Workspace, detail: Detail) -> TestReport {
    work.all_roots.root_values(&work.odd, &mut work.values);
    if !detail.report {
        return TestReport::answer_only(&work.values);
    }
    let odd_nodes = work.odd.iter().filter(|&&is_odd| is_odd).count();
    TestReport::new(odd_nodes, work.values.clone())
}

/// Reads a test's number of nodes `N`.
fn read_node_count(scanner: &mut Scanner<'_>) -> Result<u32, InputError> {
    Ok(scanner.next_in_range("the number of nodes N", 1, MAX_NODES)? as u32)
}

/// Reads one node's coin count (any 64-bit count), the same way for every method.
fn read_coin_count(scanner: &mut Scanner<'_>) -> Result<u64, InputError> {
    scanner.next_u64("a coin count")
}

/// Reads one test after its `N`: the edges (checked to form a tree) and the coin counts.
fn read_test(scanner: &mut Scanner<'_>, nodes: u32) -> Result<Test, InputError> {
    let edges = read_edges(scanner, nodes)?
        .into_iter()
        .map(|placed| placed.edge)
        .collect();
    // Grow as the counts are read, so a wrong `N` cannot ask for a huge allocation up front.
    let mut coins = Vec::with_capacity((nodes as usize).min(scanner.remaining() / 2 + 1));
    for _ in 0..nodes {
        coins.push(read_coin_count(scanner)?);
    }
    Ok(Test {
        nodes,
        edges,
        coins,
    })
}

/// Reads one test after its `N` for the fast solver: the edges straight into `all_roots` (checked
/// to form a tree, re-read to name the fault if not), then the parity of each coin count.
fn read_fast(
    scanner: &mut Scanner<'_>,
    nodes: u32,
    all_roots: &mut AllRoots,
    odd: &mut Vec<bool>,
) -> Result<(), SolveError> {
    load_tree(
        scanner,
        nodes,
        all_roots,
        |all_roots, scanner| all_roots.load(scanner, nodes),
        AllRoots::check_tree,
    )?;
    odd.clear();
    for _ in 0..nodes {
        odd.push(read_coin_count(scanner)? % 2 == 1);
    }
    Ok(())
}

/// How the generator places coins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CoinMode {
    /// Each node 0..=16 coins, as in the original.
    UpTo16,
    /// No coins at all.
    Zero,
    /// An odd number (1..=15) on every node.
    Odd,
}

/// The generator's families: a tree shape and a way of placing coins.
const FAMILIES: [(&str, TreeFamily, CoinMode); 9] = [
    ("random", TreeFamily::Random, CoinMode::UpTo16),
    ("path", TreeFamily::Path, CoinMode::UpTo16),
    ("star", TreeFamily::Star, CoinMode::UpTo16),
    ("caterpillar", TreeFamily::Caterpillar, CoinMode::UpTo16),
    (
        "complete-binary",
        TreeFamily::CompleteBinary,
        CoinMode::UpTo16,
    ),
    ("random-all-zero", TreeFamily::Random, CoinMode::Zero),
    ("random-all-odd", TreeFamily::Random, CoinMode::Odd),
    ("path-all-odd", TreeFamily::Path, CoinMode::Odd),
    ("star-all-odd", TreeFamily::Star, CoinMode::Odd),
];

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    FAMILIES.iter().map(|family| family.0).collect()
}

/// Writes a valid input: `options.tests` trees of `options.size` nodes from the named family.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    let &(_, shape, coins) = FAMILIES
        .iter()
        .find(|family| family.0 == options.family)
        .ok_or_else(|| GenerateError::unknown_family("tree-coins", &options.family, &families()))?;
    options.check_graph_size("tree-coins", 1)?;
    let nodes = options.size as u32;
    let most = most_coins(options.size);
    let mut random = Random::from_seed(options.seed);
    writeln!(out, "{}", options.tests)?;
    let mut text = String::new();
    for _ in 0..options.tests {
        let edges = shape.generate(nodes, &mut random);
        let coins: Vec<u64> = (0..nodes)
            .map(|_| match coins {
                CoinMode::UpTo16 => random.below(most + 1),
                CoinMode::Zero => 0,
                CoinMode::Odd => 2 * random.below(most.div_ceil(2)) + 1,
            })
            .collect();
        text.clear();
        write_test(
            &mut text,
            &Test {
                nodes,
                edges,
                coins,
            },
        );
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// The most coins the generator puts on a node of a tree of `nodes` nodes: 16, or fewer where
/// the oracle takes `nodes` nodes of one coin each: then the most it takes on every node, so
/// that `grundy solve --method brute` checks a file of a small `--n` (up to 11 nodes).
fn most_coins(nodes: u64) -> u64 {
    let within_reach = |most: u64| {
        brute::positions_bound(nodes, nodes.saturating_mul(most)) <= brute::MAX_POSITIONS
    };
    if !within_reach(1) {
        return 16;
    }
    (1..=16).rev().find(|&most| within_reach(most)).unwrap_or(1)
}

/// Appends one test in the contest format (1-based ids).
pub fn write_test(text: &mut String, test: &Test) {
    use std::fmt::Write as _;
    let _ = writeln!(text, "{}", test.nodes);
    for &(u, v) in &test.edges {
        let _ = writeln!(text, "{} {}", u + 1, v + 1);
    }
    let coins: Vec<String> = test.coins.iter().map(ToString::to_string).collect();
    let _ = writeln!(text, "{}", coins.join(" "));
}
