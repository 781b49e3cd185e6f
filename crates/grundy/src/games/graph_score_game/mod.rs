//! Moving a piece for the best final number (`graph-score-game`).
//!
//! Source: AtCoder ARC038 D "有向グラフと数" (arc038_d). A piece starts on vertex 1 of a
//! directed graph whose vertices carry numbers; Alice (who wants the final number large) and Bob
//! (who wants it small) take turns to carry it along an arc or to declare the end, and the game
//! ends by itself right after Bob's 10^9-th move. The answer is the number under the piece at
//! the end, with perfect play. One test per file. User documentation:
//! `docs/games/graph-score-game.md`.
//!
//! * [`fast`] — every threshold game at once, in one backward pass from the largest number down.
//! * [`local`] — bounds on the score from the arcs near vertex 1, which often meet.
//! * [`runs`] — runs of single vertices folded into one step each, for [`fast`].
//! * [`sort`] — the vertices by their numbers, largest first (a radix sort, for [`fast`]).
//! * [`threshold`] — one threshold game solved whole (won, lost, undecided), for the reports.
//! * [`brute`] — value iteration over the explicit positions to the horizon, through the engine.
//! * [`digraph`] — the graph, its reader and its arcs turned around.
//! * [`families`] and [`shapes`] — the generator and `grundy check`.

pub(crate) mod brute;
pub(crate) mod digraph;
pub(crate) mod draw;
pub(crate) mod families;
pub(crate) mod fast;
mod local;
#[cfg(test)]
mod oracle_tests;
mod play;
pub(crate) mod report;
mod runs;
pub(crate) mod shapes;
mod sort;
pub(crate) mod threshold;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::solve::SolveError;

use digraph::{Reversed, ScoreGraph};
use report::{distinct_values, Facts, FirstAction, How, ScoreAnswer};
use threshold::Status;

/// graph-score-game as a game of the catalog.
pub struct GraphScoreGame;

/// The oracle's work on a test may be at most this many position visits (its rounds, at most
/// about `2N`, times the positions and moves).
const BRUTE_WORK: u128 = 200_000_000;

/// An upper bound of the oracle's work on a graph: `2N + 2` rounds (the iteration repeats within
/// them on every graph we know of) of `2N` positions and `2M` moves.
fn brute_work(graph: &ScoreGraph) -> u128 {
    let (n, m) = (graph.vertices() as u128, graph.arcs.len() as u128);
    (2 * n + 2) * (2 * n + 2 * m)
}

impl Contest for GraphScoreGame {
    const LISTS: Option<&'static str> = Some("the distinct numbers of the graph");
    const INFO: Info = Info {
        id: "graph-score-game",
        title: "Moving a piece for the best final number",
        source: "AtCoder ARC038 D \"有向グラフと数\"",
        rules: "move a piece along an arc or declare the end; the first player wants the final \
                vertex's number large, the second small; the game ends by itself after 10^9 \
                rounds",
        output: "the final number with perfect play",
    };
    const TESTS: Tests = Tests::One;
    const BRUTE_BUDGET: (u128, u128, &'static str) = (BRUTE_WORK, 1, "position visits");
    type Header = ();
    type Test = ScoreGraph;
    type Answer = ScoreAnswer;
    type Workspace = fast::Workspace;
    type Oracle = ();

    fn workspace((): &()) -> fast::Workspace {
        fast::Workspace::default()
    }

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<ScoreGraph, InputError> {
        digraph::read(scanner)
    }

    /// The single pass; a report adds the distinct numbers, the threshold game of the next
    /// larger number solved whole, and Alice's first action.
    fn fast(
        work: &mut fast::Workspace,
        (): &(),
        graph: &ScoreGraph,
        detail: Detail,
    ) -> Result<ScoreAnswer, SolveError> {
        let pass = work.solve(graph, detail.report);
        if !detail.report {
            return Ok(ScoreAnswer {
                value: pass.answer,
                facts: None,
            });
        }
        let reversed = Reversed::new(graph.vertices(), &graph.arcs);
        let distinct = distinct_values(&graph.values);
        let above = distinct.partition_point(|&value| value <= pass.answer);
        let (next_larger, undecided) = match distinct.get(above) {
            Some(&next) => {
                let solved = threshold::solve(graph, &reversed, next);
                (Some((next, solved.alice[0])), solved.undecided())
            }
            None => (None, 0),
        };
        debug_assert!(next_larger.map_or(true, |(_, status)| status != Status::Won));
        let first_action = if graph.values[0] == pass.answer {
            FirstAction::Declare
        } else {
            graph
                .successors(0)
                .find(|&head| pass.bob_won[head as usize])
                .map_or(FirstAction::Declare, FirstAction::MoveTo)
        };
        Ok(ScoreAnswer {
            value: pass.answer,
            facts: Some(Facts {
                vertices: graph.vertices(),
                arcs: graph.arcs.len(),
                distinct,
                first_action,
                how: How::Fast {
                    next_larger,
                    undecided,
                },
            }),
        })
    }

    fn brute_cost((): &(), graph: &ScoreGraph) -> Result<u128, Refusal> {
        let work = brute_work(graph);
        if graph.vertices() > brute::MAX_VERTICES || work > BRUTE_WORK {
            return Err(format!(
                "the brute-force oracle iterates over graphs of at most {} vertices and {} \
                 position visits; this one has {} vertices and {} arcs (use --method fast)",
                brute::MAX_VERTICES,
                BRUTE_WORK,
                graph.vertices(),
                graph.arcs.len()
            ));
        }
        Ok(work)
    }

    fn brute(
        (): &mut (),
        (): &(),
        graph: &ScoreGraph,
        detail: Detail,
    ) -> Result<ScoreAnswer, SolveError> {
        let outcome = brute::solve(graph, brute::HORIZON_ROUNDS);
        Ok(ScoreAnswer {
            value: outcome.answer,
            facts: detail.report.then(|| Facts {
                vertices: graph.vertices(),
                arcs: graph.arcs.len(),
                distinct: distinct_values(&graph.values),
                first_action: outcome.first_action,
                how: How::Brute {
                    positions: outcome.positions,
                    rounds: outcome.rounds,
                },
            }),
        })
    }
}
