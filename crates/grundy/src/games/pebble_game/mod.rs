//! Two pebbles scoring territory on a directed graph (`pebble-game`).
//!
//! Source: the problem "PEBBLE GAME" of a Chinese lecture on game theory (`n <= 50` there); the
//! format is our own. Alice's pebble starts on a vertex `a < x`, Bob's on `b >= x`; they move
//! alternately along directed edges (Alice first), never onto the other pebble, and a player with
//! no move loses. After every single move a round is scored: each vertex goes to the pebble
//! nearer to it in the undirected graph, and the pebble with more vertices wins the round. A
//! lead of 10^100 rounds wins; otherwise the game is a draw. The answer counts the placements
//! each player wins and the draws. User documentation: `docs/games/pebble-game.md`.
//!
//! The game is a mean-payoff game in disguise: with the rounds as edge weights on the graph of
//! states `(a, b, side to move)`, Alice wins exactly where the mean-payoff value is positive,
//! Bob where it is negative, and the rest are draws (the threshold 10^100 is far beyond the
//! `|S| <= 19,802` by which a value of 0 keeps `D` bounded).
//!
//! * [`board`] — the input, its repeated edges merged.
//! * [`rounds`] — the round table by breadth-first search.
//! * [`states`] and [`arena`] — the game graph as a weighted game.
//! * [`improvement`] — the fast solver: strategy improvement, one run per player.
//! * [`brute`] — the oracle: value iteration to the Zwick–Paterson horizon on a game graph of its
//!   own (and, for `n <= 3`, every pair of positional strategies).
//! * [`report`] and [`families`] — the answer's reports, the generator and `grundy check`.

pub(crate) mod arena;
pub(crate) mod board;
pub(crate) mod brute;
pub(crate) mod families;
pub(crate) mod improvement;
#[cfg(test)]
mod oracle_tests;
#[cfg(test)]
mod progress_measures;
pub(crate) mod report;
pub(crate) mod rounds;
pub(crate) mod states;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::solve::SolveError;

use board::Board;
use report::{How, Outcome, PebbleAnswer, Placement};
use rounds::RoundTable;
use states::{Side, States};

/// pebble-game as a game of the catalog.
pub struct PebbleGame;

impl Contest for PebbleGame {
    const INFO: Info = Info {
        id: "pebble-game",
        title: "Two pebbles scoring territory on a directed graph",
        source: "our format (lecture problem \"PEBBLE GAME\")",
        rules: "two pebbles move along directed edges and may not meet; after every single move \
                the pebble closer to more vertices (undirected distance) wins a round; a stuck \
                player loses, a lead of 10^100 rounds wins, otherwise a draw",
        output: "`alice bob draws`: the numbers of placements Alice wins, Bob wins, and drawn",
    };
    const TESTS: Tests = Tests::One;
    const BRUTE_BUDGET: (u128, u128, &'static str) = (brute::MAX_WORK, 1, "state updates");
    type Header = ();
    type Test = Board;
    type Answer = PebbleAnswer;
    type Workspace = ();
    type Oracle = ();

    fn workspace((): &()) {}

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Board, InputError> {
        board::read(scanner)
    }

    fn fast((): &mut (), (): &(), board: &Board, _: Detail) -> Result<PebbleAnswer, SolveError> {
        let graph = &board.graph;
        let table = RoundTable::new(graph);
        let states = States::new(graph, &table);
        let signs = improvement::signs(&states.arena);
        let outcomes = &signs.outcomes;
        let placements = board
            .placements()
            .map(|(a, b)| {
                let outcome = outcomes[states.id(a, b, Side::Alice)];
                let mut moves = graph
                    .successors(a)
                    .iter()
                    .map(|&to| to as usize)
                    .filter(|&to| to != b);
                let stuck = moves.clone().next().is_none();
                let first_move = match outcome {
                    Outcome::Bob => None,
                    _ => moves.find(|&to| outcomes[states.id(to, b, Side::Bob)] == outcome),
                };
                debug_assert!(outcome == Outcome::Bob || first_move.is_some());
                Placement {
                    a,
                    b,
                    outcome,
                    first_move,
                    stuck,
                }
            })
            .collect();
        Ok(PebbleAnswer {
            vertices: board.vertices(),
            x: board.x,
            distinct_edges: graph.arcs(),
            listed_edges: board.listed_edges,
            states: states.count(),
            placements,
            how: How::Fast {
                alice_steps: signs.alice_steps,
                bob_steps: signs.bob_steps,
            },
        })
    }

    fn brute_cost((): &(), board: &Board) -> Result<u128, Refusal> {
        if board.vertices() > brute::MAX_VERTICES {
            return Err(format!(
                "the brute-force oracle iterates values on graphs of at most {} vertices; this \
                 one has {} (use --method fast)",
                brute::MAX_VERTICES,
                board.vertices()
            ));
        }
        Ok(brute::work(board))
    }

    fn brute((): &mut (), (): &(), board: &Board, _: Detail) -> Result<PebbleAnswer, SolveError> {
        Ok(brute::solve(board))
    }
}
