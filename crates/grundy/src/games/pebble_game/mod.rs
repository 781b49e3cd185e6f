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
//! * [`strategy_check`] — a positional strategy of Alice fixed, the one-player game left to Bob
//!   solved exactly (Bellman–Ford): both methods' first moves must pass it.
//! * [`report`] and [`families`] — the answer's reports, the generator and `grundy check`.
//! * `draw` — the picture (`grundy draw`): the graph and the outcome of every placement.

pub(crate) mod arena;
pub(crate) mod board;
pub(crate) mod brute;
mod draw;
pub(crate) mod families;
pub(crate) mod improvement;
#[cfg(test)]
mod oracle_tests;
mod play;
#[cfg(test)]
mod progress_measures;
pub(crate) mod report;
pub(crate) mod rounds;
pub(crate) mod states;
pub(crate) mod strategy_check;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::solve::SolveError;

use board::Board;
use report::{How, Outcome, PebbleAnswer, Placement};
use rounds::RoundTable;
use states::{Side, States};

/// The fast solver's findings on a board: every state's outcome and Alice's positional strategy.
pub(crate) struct Solved {
    states: States,
    signs: improvement::Signs,
}

impl Solved {
    /// Solves the board by strategy improvement.
    pub(crate) fn new(board: &Board) -> Self {
        let states = States::new(&board.graph, &RoundTable::new(&board.graph));
        let signs = improvement::signs(&states.arena);
        Solved { states, signs }
    }

    /// The outcome with Alice's pebble on `a`, Bob's on `b` (`a != b`) and Alice to move.
    pub(crate) fn outcome(&self, a: usize, b: usize) -> Outcome {
        self.signs.outcomes[self.states.id(a, b, Side::Alice)]
    }

    /// Where Alice's positional strategy moves her pebble from `a` with Bob's on `b` (`a != b`),
    /// keeping the outcome (see `improvement::alice_strategy`); `None` where she loses. Not
    /// merely a move to a state of the same outcome: taken every time the play comes back, such
    /// a move can lose.
    pub(crate) fn alice_move(&self, a: usize, b: usize) -> Option<usize> {
        self.signs.alice_strategy[self.states.id(a, b, Side::Alice)]
            .map(|e| self.states.alice_destination(e))
    }
}

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
        let solved = Solved::new(board);
        let placements = board
            .placements()
            .map(|(a, b)| {
                let outcome = solved.outcome(a, b);
                let stuck = graph.successors(a).iter().all(|&to| to as usize == b);
                let first_move = solved.alice_move(a, b);
                debug_assert_eq!(outcome == Outcome::Bob, first_move.is_none());
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
            states: solved.states.count(),
            placements,
            how: How::Fast {
                alice_steps: solved.signs.alice_steps,
                bob_steps: solved.signs.bob_steps,
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
