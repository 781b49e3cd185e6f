//! Green Hackenbush on several rooted drawings at once (`christmas-game`).
//!
//! Source: POJ 3710 "Christmas Game". Each block of the input is a position made of `N` drawings,
//! each a multigraph rooted at its vertex 1; a move deletes an edge of one drawing, and whatever
//! is cut off from that drawing's root falls. Blocks run to the end of the file; each is answered
//! `Sally` (the first player wins) or `Harry`. User documentation: `docs/games/christmas-game.md`.
//! [`rules`] labels the moves for a referee (`drawing 2 edge 3 4`).
//!
//! The problem promises trees with simple cycles hung on them, but nothing here relies on it: the
//! value of each drawing comes from the Fusion Principle ([`crate::graph::fusion`], shared with
//! `graph-hackenbush`), which is exact on any multigraph — cycles sharing edges or vertices,
//! branches hanging from any cycle vertex, loops, parallel edges, parts away from the root. On
//! inputs that break the promise, some accepted contest programs (which treat each cycle as a
//! single edge or nothing, and ignore what hangs from its other vertices) answer differently;
//! ours follows the true game, as the oracle confirms.

pub mod brute;
pub mod check;
pub(crate) mod draw;
#[cfg(test)]
mod oracle_tests;
pub mod parse;
pub mod report;
pub mod rules;

use std::fmt::Write as _;
use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::graph::fusion::{find_move, MoveBudget, MoveSearch};
use crate::graph::{fast_value, Workspace};
use crate::graph::{oracle, without_isolated_vertices, Multigraph, Touched};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, SolveError};
use crate::tree::Edge;

use parse::{read_block, read_drawing_count, read_drawing_size, ReadBlock};
use report::{BlockAnswer, BlockReport};

/// One drawing: its number of vertices and its edges (0-based; vertex 0 is the root).
pub type Drawing = (u32, Vec<Edge>);

/// christmas-game as a game of the catalog.
pub struct ChristmasGame;

impl Contest for ChristmasGame {
    const LISTS: Option<&'static str> = Some("the oracle's winning first moves");
    const INFO: Info = Info {
        id: "christmas-game",
        title: "Green Hackenbush on trees with cycles hung on them, several at once",
        source: "POJ 3710 \"Christmas Game\"",
        rules: "delete an edge of one drawing; the part cut off from its vertex 1 falls",
        output: "`Sally` (first wins) / `Harry`, one line per block to the end of the file",
    };
    const TESTS: Tests = Tests::UntilEnd;
    // A block of 16 edges takes milliseconds: a thousand of them. The oracle's positions are
    // sets of the block's edges.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (1 << brute::MAX_EDGES, 1000, "edge sets");
    type Header = ();
    type Test = ReadBlock;
    type Answer = BlockReport;
    type Workspace = Workspace;
    type Oracle = ();

    fn workspace((): &()) -> Workspace {
        Workspace::new()
    }

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<ReadBlock, InputError> {
        read_block(scanner)
    }

    fn fast(
        work: &mut Workspace,
        (): &(),
        block: &ReadBlock,
        detail: Detail,
    ) -> Result<BlockReport, SolveError> {
        let answer = answer_fast(block, detail.report.then_some(&mut work.moves))?;
        Ok(BlockReport::new(answer, block, detail))
    }

    /// The contest line reads the edges straight into the fast method, one drawing after
    /// another.
    fn fast_from(
        work: &mut Workspace,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<BlockReport, SolveError> {
        if detail.report {
            let block = read_block(scanner)?;
            return Self::fast(work, &(), &block, detail);
        }
        let mut value = 0;
        for _ in 0..read_drawing_count(scanner)? {
            let (vertices, edge_count) = read_drawing_size(scanner)?;
            value ^= work.values.read_value(scanner, vertices, edge_count, 0)?;
        }
        Ok(BlockReport::verdict(value != 0))
    }

    fn brute_cost((): &(), block: &ReadBlock) -> Result<u128, Refusal> {
        let total = block.total_edges();
        if total > brute::MAX_EDGES {
            return Err(format!(
                "the brute-force oracle searches blocks of at most {} edges in all; this one has \
                 {total} (use --method fast)",
                brute::MAX_EDGES
            ));
        }
        Ok(1 << total)
    }

    fn brute(
        (): &mut (),
        (): &(),
        block: &ReadBlock,
        detail: Detail,
    ) -> Result<BlockReport, SolveError> {
        Ok(BlockReport::new(answer_by_search(block), block, detail))
    }
}

/// The fast answer: each drawing's value by the Fusion Principle, the block's by XOR; with a
/// `move_budget`, a winning move in a drawing whose value has the top bit of the block's value,
/// brought to its value XOR the block's value. Every such drawing has one (its target is below
/// its value); they are searched smallest first, so that a huge drawing does not exhaust the
/// budget while a single edge elsewhere would win, and a search that gives up passes to the next.
/// The block's searches share one search's allowance ([`MoveBudget::shared`]).
/// Running out of memory is an error ([`SolveError::Resource`]).
pub fn answer_fast(
    block: &ReadBlock,
    move_budget: Option<&mut MoveBudget>,
) -> Result<BlockAnswer, SolveError> {
    let drawings = touched_drawings(block);
    let values: Vec<u64> = drawings
        .iter()
        .map(|drawing| fast_value::value(drawing.vertices, &drawing.edges, drawing.ground))
        .collect::<Result<_, _>>()?;
    let mut answer = BlockAnswer {
        values,
        first_player_wins: false,
        winning_move: None,
        all_winning_moves: None,
        move_search_gave_up: None,
    };
    let value = answer.value();
    answer.first_player_wins = value != 0;
    let Some(move_budget) = move_budget else {
        return Ok(answer);
    };
    if value != 0 {
        let top = 63 - value.leading_zeros();
        let mut candidates: Vec<usize> = (0..drawings.len())
            .filter(|&drawing| answer.values[drawing] >> top & 1 == 1)
            .collect();
        candidates.sort_by_key(|&drawing| drawings[drawing].edges.len());
        let (found, gave_up) = move_budget.shared(|budget| {
            let mut gave_up = false;
            for drawing in candidates {
                let target = answer.values[drawing] ^ value;
                let touched = &drawings[drawing];
                let graph = Multigraph::new(touched.vertices as usize, &touched.edges);
                match find_move(&graph, touched.ground, target, budget) {
                    MoveSearch::Found(edge) => return (Some((drawing, edge as usize)), false),
                    MoveSearch::GaveUp => gave_up = true,
                    MoveSearch::NoMove => {}
                }
            }
            (None, gave_up)
        });
        answer.winning_move = found;
        if gave_up && found.is_none() {
            answer.move_search_gave_up = Some(move_budget.why_gave_up());
        }
    }
    Ok(answer)
}

/// The oracle's answer: the block searched as one game ([`brute::search`]) for the winner and
/// every winning move; each drawing's value by exhaustive search of that drawing alone
/// ([`oracle::solve`]), reported but not used for the verdict.
pub fn answer_by_search(block: &ReadBlock) -> BlockAnswer {
    // Vertex 0 stays vertex 0 (the root) when the untouched vertices are left out.
    let drawings: Vec<Drawing> = touched_drawings(block)
        .into_iter()
        .map(|touched| (touched.vertices, touched.edges.into_owned()))
        .collect();
    let outcome = brute::search(&drawings);
    BlockAnswer {
        values: drawings
            .iter()
            .map(|(vertices, edges)| oracle::solve(*vertices as usize, edges, 0).value)
            .collect(),
        first_player_wins: outcome.first_player_wins,
        winning_move: outcome.winning_moves.first().copied(),
        all_winning_moves: Some(outcome.winning_moves),
        move_search_gave_up: None,
    }
}

/// Each drawing of the block without the vertices that no edge touches, when they are most of it
/// ([`without_isolated_vertices`]: every method's memory grows with the vertices; nothing else
/// changes, edges keep their indices).
fn touched_drawings(block: &ReadBlock) -> Vec<Touched<'_>> {
    block
        .drawings
        .iter()
        .map(|(vertices, edges)| without_isolated_vertices(*vertices, edges, 0))
        .collect()
}

/// The generator's families.
pub const FAMILIES: [&str; 4] = ["promised", "cactus", "multi-edges", "any"];

/// A random drawing that keeps the problem's promise: a random tree on about half the vertices,
/// and cycles of 1..=5 edges (a loop, a double edge, a triangle, ...) hung at tree vertices, each
/// sharing only its attachment vertex with the rest. Labels are shuffled (the root stays 1).
pub fn promised_drawing(size: u32, random: &mut Random) -> Drawing {
    let n = size.max(1);
    let tree_size = n.div_ceil(2);
    let mut edges = crate::tree::TreeFamily::Random.shape(tree_size, random);
    let mut next = tree_size;
    // Each round hangs one cycle; a loop (length 1) uses no new vertex, so a lone root may get
    // one too.
    while next < n || (n == 1 && edges.is_empty() && random.coin()) {
        let anchor = random.below(u64::from(tree_size)) as u32;
        let length = (1 + random.below(5) as u32).min(n - next + 1);
        let mut previous = anchor;
        for vertex in next..next + length - 1 {
            edges.push((previous, vertex));
            previous = vertex;
        }
        edges.push((previous, anchor));
        next += length - 1;
    }
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

/// A random drawing of the named family with about `size` vertices.
pub fn random_drawing(family: &str, size: u32, random: &mut Random) -> Drawing {
    use crate::graph::families::{random_graph, FAMILIES as GRAPH_FAMILIES};
    match family {
        "promised" => promised_drawing(size, random),
        "cactus" | "multi-edges" => random_graph(family, size, random),
        _ => {
            let graph_family = GRAPH_FAMILIES[random.index(GRAPH_FAMILIES.len())];
            random_graph(graph_family, size, random)
        }
    }
}

/// A random block of `count` drawings of about `size` vertices each.
pub fn random_block(family: &str, size: u32, count: usize, random: &mut Random) -> Vec<Drawing> {
    (0..count)
        .map(|_| random_drawing(family, size, random))
        .collect()
}

/// Writes a valid input: `options.tests` blocks of 1..=3 drawings of about `options.size`
/// vertices each. Up to the check's largest size (8 vertices), a block keeps only the edges the
/// check keeps ([`check::trimmed`]: the first 12 in all), so that `grundy solve --method brute`
/// checks a file of a small `--n`.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    GenerateError::check_family("christmas-game", &options.family, &FAMILIES)?;
    options.check_graph_size("christmas-game", 1)?;
    let within_reach = options.size <= <ChristmasGame as crate::game::Families>::MAX_BRUTE_SIZE;
    let mut random = Random::from_seed(options.seed);
    for _ in 0..options.tests {
        let count = 1 + random.index(3);
        let mut block = random_block(&options.family, options.size as u32, count, &mut random);
        if within_reach {
            block = check::trimmed(block);
        }
        out.write_all(block_text(&block).as_bytes())?;
    }
    Ok(())
}

/// One block in the input format.
pub fn block_text(drawings: &[Drawing]) -> String {
    let mut text = format!("{}\n", drawings.len());
    for (vertices, edges) in drawings {
        let _ = writeln!(text, "{vertices} {}", edges.len());
        for &(a, b) in edges {
            let _ = writeln!(text, "{} {}", a + 1, b + 1);
        }
    }
    text
}
