//! A token on a directed graph where one side wants endless play (`graph-draw-game`).
//!
//! Source: NEERC 2016 "Game on Graph" (Luogu P6970). Gennady and Georgiy move a token along the
//! arcs of a directed graph (self-loops allowed); a player who cannot move loses. Gennady likes
//! endless play best, then winning; Georgiy likes winning best, then losing, and endless play
//! least. The answer gives, for every start vertex, the result when Gennady moves first and when
//! Georgiy does, from the starting player's view (`W`, `L`, `D`). User documentation:
//! `docs/games/graph-draw-game.md`.
//!
//! The fast method is two attractors ([`attractors`], with the rounds the reports need; for the
//! contest answer alone, grown as one set by [`values`]); the oracle is naive value iteration
//! over the explicit game graph ([`brute`]).

mod attractors;
mod brute;
mod check;
mod draw;
#[cfg(test)]
mod oracle_tests;
mod play;
mod report;
mod values;
#[cfg(test)]
mod values_tests;

use crate::digraph::{Arc, Digraph};
use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::graph::read_edges_into;
use crate::input::{InputError, Scanner};
use crate::prefetch::vec_in_huge_pages;
use crate::solve::SolveError;

use attractors::{state, Attractors, Side, Value, OUTSIDE};
use report::{DrawAnswer, Play, EXPLAINED_VERTICES};

/// The most vertices a test may have (vertex ids are kept in 32 bits, states in 32 bits too).
const MAX_VERTICES: u64 = (u32::MAX / 2) as u64;
/// The most arcs a test may have. A test with 2^28 arcs or more is solved by the attractors
/// ([`attractors`]), whose records take more memory, as [`values::fits`] says.
const MAX_ARCS: u64 = u32::MAX as u64 - 1;

/// graph-draw-game as a game of the catalog.
pub struct GraphDrawGame;

/// One test: the graph, as its arcs in the order read (the contest answer needs no rows of arcs
/// out; the other uses build them, [`Test::graph`]).
#[derive(Debug, Clone)]
pub struct Test {
    vertices: usize,
    arcs: Vec<Arc>,
}

impl Test {
    /// The graph.
    fn graph(&self) -> Digraph {
        Digraph::from_arcs(self.vertices, &self.arcs)
    }

    /// The graph and its arcs turned round, for the attractors (built in the same passes).
    fn graph_both_ways(&self) -> (Digraph, Digraph) {
        Digraph::from_arcs_both_ways(self.vertices, &self.arcs)
    }
}

impl Contest for GraphDrawGame {
    const INFO: Info = Info {
        id: "graph-draw-game",
        title: "A token on a directed graph where one side wants endless play",
        source: "NEERC 2016 \"Game on Graph\", Luogu P6970",
        rules: "move a token along an arc; whoever is stuck loses; Gennady likes endless play \
                best, Georgiy least (he prefers even losing)",
        output:
            "two lines of `W`/`L`/`D`, one letter per start vertex: Gennady moving first, then \
                 Georgiy moving first (one test per file)",
    };
    const TESTS: Tests = Tests::One;
    const BRUTE_BUDGET: (u128, u128, &'static str) = (brute::MAX_UPDATES, 1, "state updates");
    type Header = ();
    type Test = Test;
    type Answer = DrawAnswer;
    type Workspace = ();
    type Oracle = ();

    fn workspace((): &()) {}

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Test, InputError> {
        let n = scanner.next_in_range("the number of vertices n", 1, MAX_VERTICES)? as u32;
        let m = scanner.next_in_range("the number of arcs m", 0, MAX_ARCS)?;
        // The room `read_edges_into` asks for, in huge pages (the arcs are read twice more).
        let mut arcs: Vec<Arc> = vec_in_huge_pages((m as usize).min(scanner.remaining() / 4 + 1));
        read_edges_into(scanner, n, m, &mut arcs)?;
        Ok(Test {
            vertices: n as usize,
            arcs,
        })
    }

    fn fast((): &mut (), (): &(), test: &Test, detail: Detail) -> Result<DrawAnswer, SolveError> {
        if !detail.report && values::fits(test.vertices, test.arcs.len()) {
            let (values, dead_ends) = values::values(test.vertices, &test.arcs);
            return Ok(DrawAnswer {
                values,
                arcs: test.arcs.len(),
                dead_ends,
                plays: None,
            });
        }
        let (graph, predecessors) = test.graph_both_ways();
        let graph = &graph;
        let attractors = Attractors::new(graph, &predecessors);
        let values = (0..graph.vertices())
            .map(|v| {
                (
                    attractors.value(v, Side::Alice),
                    attractors.value(v, Side::Bob),
                )
            })
            .collect();
        let plays = detail.report.then(|| {
            (0..graph.vertices().min(EXPLAINED_VERTICES))
                .map(|v| {
                    (
                        good_play(graph, &attractors, v, Side::Alice),
                        good_play(graph, &attractors, v, Side::Bob),
                    )
                })
                .collect()
        });
        Ok(answer(graph, values, plays))
    }

    fn brute_cost((): &(), test: &Test) -> Result<u128, Refusal> {
        let cost = brute::cost(&test.graph());
        if cost > brute::MAX_UPDATES {
            return Err(format!(
                "the brute-force oracle does at most {} state updates; this graph may need {cost} \
                 (use --method fast)",
                brute::MAX_UPDATES
            ));
        }
        Ok(cost)
    }

    fn brute((): &mut (), (): &(), test: &Test, _: Detail) -> Result<DrawAnswer, SolveError> {
        let graph = test.graph();
        Ok(answer(&graph, brute::values(&graph), None))
    }
}

/// The answer from the values.
fn answer(
    graph: &Digraph,
    values: Vec<(Value, Value)>,
    plays: Option<Vec<(Play, Play)>>,
) -> DrawAnswer {
    DrawAnswer {
        values,
        arcs: graph.arcs(),
        dead_ends: (0..graph.vertices())
            .filter(|&v| graph.out_degree(v) == 0)
            .count() as u64,
        plays,
    }
}

/// A good first move of `side` from vertex `v`: Alice keeps her value (a successor of the same
/// value; from a lost state, the one that loses slowest); Bob, from a state in an attractor,
/// goes to the successor that entered it first (so the play ends), and from a drawn state makes
/// any move. With the number of moves within which Bob forces the end, where he does.
fn good_play(graph: &Digraph, attractors: &Attractors, v: usize, side: Side) -> Play {
    let value = attractors.value(v, side);
    let other = match side {
        Side::Alice => Side::Bob,
        Side::Bob => Side::Alice,
    };
    let rounds = match value {
        Value::B => &attractors.alice_stuck,
        _ => &attractors.any_end,
    };
    let successors = graph.successors(v);
    let round_of = |w: u32| rounds[state(w as usize, other)];
    let to = match (side, value) {
        (Side::Alice, Value::B) => successors.iter().copied().max_by_key(|&w| round_of(w)),
        (Side::Alice, _) => successors
            .iter()
            .copied()
            .find(|&w| attractors.value(w as usize, other) == value),
        (Side::Bob, Value::D) => successors.first().copied(),
        (Side::Bob, _) => successors.iter().copied().min_by_key(|&w| round_of(w)),
    };
    let round = rounds[state(v, side)];
    Play {
        to,
        within: (value != Value::D && round != OUTSIDE).then_some(round),
    }
}
