//! Green Hackenbush on several rooted drawings at once (`christmas-game`).
//!
//! Source: POJ 3710 "Christmas Game". Each block of the input is a position made of `N` drawings,
//! each a multigraph rooted at its vertex 1; a move deletes an edge of one drawing, and whatever
//! is cut off from that drawing's root falls. Blocks run to the end of the file; each is answered
//! `Sally` (the first player wins) or `Harry`. Specification: `shared/specs/christmas-game.md`.
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
pub mod parse;
pub mod report;

use std::fmt::Write as _;
use std::io::Write;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::graph::fast_value;
use crate::graph::fusion::{find_move, MoveBudget, MoveSearch};
use crate::graph::{oracle, without_isolated_vertices, Multigraph, Touched};
use crate::input::Scanner;
use crate::random::Random;
use crate::solve::{
    BruteBudget, GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions,
    MAX_GENERATED_NODES,
};
use crate::tree::Edge;

use parse::{read_block, read_drawing_count, read_drawing_size, ReadBlock};
use report::BlockAnswer;

/// One drawing: its number of vertices and its edges (0-based; vertex 0 is the root).
pub type Drawing = (u32, Vec<Edge>);

/// Solves every block of `input` and writes one report per block to `out`.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let mut scanner = Scanner::new(input);
    let mut number = 0usize;
    let mut workspace = fast_value::Workspace::new();
    let mut move_budget = MoveBudget::for_file();
    // A block of 16 edges takes milliseconds: a thousand of them.
    let mut brute_budget = BruteBudget::new(1 << brute::MAX_EDGES, 1000, "edge sets");
    // Blocks run to the end of the file; there must be at least one.
    while number == 0 || !scanner.at_end() {
        number += 1;
        scanner.set_test(Some(number));
        if options.method == Method::Fast && options.report == Report::Contest {
            // The edges go straight into the fast method, one drawing after another.
            let mut value = 0;
            for _ in 0..read_drawing_count(&mut scanner)? {
                let (vertices, edge_count) = read_drawing_size(&mut scanner)?;
                value ^= workspace.read_value(&mut scanner, vertices, edge_count, 0)?;
            }
            writeln!(out, "{}", report::winner_word(value != 0))?;
            continue;
        }
        let block = read_block(&mut scanner)?;
        let answer = match options.method {
            Method::Fast => answer_fast(
                &block,
                (options.report != Report::Contest).then_some(&mut move_budget),
            ),
            Method::Brute => {
                let total = block.total_edges();
                if total > brute::MAX_EDGES {
                    return Err(scanner
                        .error_at(
                            block.offset,
                            format!(
                                "the brute-force oracle searches blocks of at most {} edges in \
                                 all; this one has {total} (use --method fast)",
                                brute::MAX_EDGES
                            ),
                        )
                        .into());
                }
                // The oracle's positions are sets of the block's edges.
                brute_budget.charge_test(1 << total, &scanner, block.offset)?;
                answer_by_search(&block)
            }
        };
        let text = report::format(options.report, number, &block, &answer, &scanner);
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// The fast answer: each drawing's value by the Fusion Principle, the block's by XOR; with a
/// `move_budget`, a winning move in a drawing whose value has the top bit of the block's value,
/// brought to its value XOR the block's value. Every such drawing has one (its target is below
/// its value); they are searched smallest first, so that a huge drawing does not exhaust the
/// budget while a single edge elsewhere would win, and a search that gives up passes to the next.
/// The block's searches share one search's allowance ([`MoveBudget::shared`]).
pub fn answer_fast(block: &ReadBlock, move_budget: Option<&mut MoveBudget>) -> BlockAnswer {
    let drawings = touched_drawings(block);
    let values: Vec<u64> = drawings
        .iter()
        .map(|drawing| fast_value::value(drawing.vertices, &drawing.edges, drawing.ground))
        .collect();
    let mut answer = BlockAnswer {
        values,
        first_player_wins: false,
        winning_move: None,
        move_search_gave_up: None,
    };
    let value = answer.value();
    answer.first_player_wins = value != 0;
    let Some(move_budget) = move_budget else {
        return answer;
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
    answer
}

/// The oracle's answer: the block searched as one game ([`brute::search`]) for the winner and
/// the first winning move; each drawing's value by exhaustive search of that drawing alone
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

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    FAMILIES.to_vec()
}

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
    use crate::games::graph_hackenbush::{random_graph, FAMILIES as GRAPH_FAMILIES};
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
/// vertices each.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    GenerateError::check_family("christmas-game", &options.family, &FAMILIES)?;
    if options.size < 1 || options.size > MAX_GENERATED_NODES {
        return Err(GenerateError::Options(format!(
            "--n must be from 1 to {MAX_GENERATED_NODES} for christmas-game, not {}",
            options.size
        )));
    }
    if options.tests == 0 {
        return Err(GenerateError::Options(
            "--tests must be at least 1".to_string(),
        ));
    }
    let mut random = Random::from_seed(options.seed);
    for _ in 0..options.tests {
        let count = 1 + random.index(3);
        let block = random_block(&options.family, options.size as u32, count, &mut random);
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

/// Checks the fast solver against the oracle (`grundy check christmas-game`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::ChristmasGameCheck, options, progress)
}
