//! Coins moving towards a root, for every root (`tree-coins`).
//!
//! Source: CodeChef September Challenge 2020, MOVCOIN2 "Move the Coins 2" (author Simon St James).
//! For every root `R` of a tree with coins on its nodes, a move takes one coin from a node
//! `u != R` to a node of the path from `u` to `R`; the answer is the sum of `2^R` (mod `10^9+7`)
//! over the roots where the second player wins. Specification: `shared/specs/tree-coins.md`.
//!
//! * [`fast`] — one coin is a Nim heap of its distance to the root, so `game(R)` is worth the XOR
//!   of the distances from `R` to the odd-coin nodes; all roots at once, the low bits by
//!   rerooting [`residues`], the high bits by a centroid decomposition that stops early, each
//!   level in linear time ([`shifted`]).
//! * [`brute`] — the coin game itself through the engine, one root at a time.
//! * [`report`] — the contest line, `--explain` and `--json`.

pub mod brute;
pub mod centroids;
pub mod check;
pub mod fast;
pub mod report;
pub mod residues;
pub mod shifted;
pub mod spine;

use std::io::Write;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{
    BruteBudget, GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions,
    MAX_GENERATED_NODES,
};
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

/// Solves every test of `input` and writes one report per test to `out`.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let mut scanner = Scanner::new(input);
    let tests = scanner.next_in_range("the number of tests T", 1, u64::MAX)?;
    let mut test_number = 0usize;
    let mut all_roots = AllRoots::new();
    let mut fast_values = Vec::new();
    let mut odd = Vec::new();
    // About half a microsecond per coin vector and root (12 nodes, 75,582 vectors: 0.5 s): 2·10^7
    // of them, ten seconds.
    let mut brute_budget = BruteBudget::new(
        u128::from(brute::MAX_POSITIONS) * 10,
        10,
        "coin vectors (summed over the roots)",
    );
    while (test_number as u64) < tests {
        test_number += 1;
        scanner.set_test(Some(test_number));
        scanner.skip_separators();
        let size_offset = scanner.position();
        let nodes = scanner.next_in_range("the number of nodes N", 1, MAX_NODES)? as u32;
        let (test_odd, values) = match options.method {
            Method::Fast => {
                read_fast(&mut scanner, nodes, &mut all_roots, &mut odd)?;
                all_roots.root_values(&odd, &mut fast_values);
                (std::mem::take(&mut odd), std::mem::take(&mut fast_values))
            }
            Method::Brute => {
                let test = read_test(&mut scanner, nodes)?;
                let total = test
                    .coins
                    .iter()
                    .fold(0u64, |sum, &count| sum.saturating_add(count));
                let positions = brute::positions_bound(u64::from(nodes), total);
                if positions > brute::MAX_POSITIONS {
                    return Err(scanner
                        .error_at(
                            size_offset,
                            format!(
                                "the brute-force oracle searches at most {} coin vectors per \
                                 root; {nodes} nodes with {total} coins are too many (use \
                                 --method fast)",
                                brute::MAX_POSITIONS
                            ),
                        )
                        .into());
                }
                // Every root is searched afresh.
                let work = u128::from(positions) * u128::from(nodes);
                brute_budget.charge_test(work, &scanner, size_offset)?;
                let odd = test.coins.iter().map(|&count| count % 2 == 1).collect();
                // A value is an XOR of distances, below the next power of two above N.
                let values = brute::root_values(nodes as usize, &test.edges, &test.coins)
                    .into_iter()
                    .map(|value| u32::try_from(value).expect("a value below 2^32"))
                    .collect();
                (odd, values)
            }
        };
        let report = TestReport {
            test: test_number,
            odd_nodes: test_odd.iter().filter(|&&is_odd| is_odd).count(),
            values,
            method: match options.method {
                Method::Fast => "fast",
                Method::Brute => "brute",
            },
        };
        let text = match options.report {
            Report::Contest => format!("{}\n", report.answer()),
            Report::Explain => report.explanation(),
            Report::Json => format!("{}\n", report.json()),
        };
        out.write_all(text.as_bytes())?;
        // The buffers serve the next test.
        odd = test_odd;
        fast_values = report.values;
    }
    scanner.expect_end()?;
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
    if options.size < 1 || options.size > MAX_GENERATED_NODES {
        return Err(GenerateError::Options(format!(
            "--n must be from 1 to {MAX_GENERATED_NODES} for tree-coins, not {}",
            options.size
        )));
    }
    if options.tests == 0 {
        return Err(GenerateError::Options(
            "--tests must be at least 1".to_string(),
        ));
    }
    let nodes = options.size as u32;
    let mut random = Random::from_seed(options.seed);
    writeln!(out, "{}", options.tests)?;
    let mut text = String::new();
    for _ in 0..options.tests {
        let edges = shape.generate(nodes, &mut random);
        let coins: Vec<u64> = (0..nodes)
            .map(|_| match coins {
                CoinMode::UpTo16 => random.below(17),
                CoinMode::Zero => 0,
                CoinMode::Odd => 2 * random.below(8) + 1,
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

/// Checks the fast solver against the oracle (`grundy check tree-coins`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::TreeCoinsCheck, options, progress)
}
