//! pebble-game's oracle: value iteration over an explicit game graph of its own, to the horizon
//! of Zwick and Paterson, with none of the fast solver's machinery (its round table comes from
//! Floyd–Warshall, not breadth-first search; its states are found by name in a hash map).
//!
//! Let `ν_k(s)` be the value of the game that stops after `k` moves with payoff `D`, the rounds
//! Alice won minus the rounds Bob won (a sink keeps adding its loop's weight). By U. Zwick and
//! M. Paterson, "The complexity of mean payoff games on graphs", Theoretical Computer Science 158
//! (1996), `k·ν(s) - 2|S|W <= ν_k(s) <= k·ν(s) + 2|S|W`, and a nonzero `ν(s)` is a fraction
//! with denominator at most `|S|`, so at `k = 4|S|^2·W + 1`: `ν > 0` iff `ν_k > 2|S|W`, `ν < 0`
//! iff `ν_k < -2|S|W`, else `ν = 0` (here `W = 1`). The iteration is `k` passes over every state
//! and move; the engine's horizon solver (`engine::horizon_values`) scores positions, not moves,
//! so the sums are kept here.
//!
//! For `n <= 3` the oracle also plays every pair of positional strategies (the largest over
//! Alice's of the smallest over Bob's of the sign of the mean weight of the cycle the play falls
//! into; positional strategies are optimal in mean-payoff games, A. Ehrenfeucht and
//! J. Mycielski, 1979) and insists that both agree.

use std::collections::HashMap;

use super::board::Board;
use super::report::{How, Outcome, PebbleAnswer, Placement};

/// The most vertices the oracle takes.
pub(crate) const MAX_VERTICES: usize = 6;
/// The most vertices for which it also plays every pair of positional strategies.
pub(crate) const MAX_STRATEGY_VERTICES: usize = 3;
/// The most state updates (moves times states and moves) on one test: `n = 6` needs at most
/// about 6.7·10^6.
pub(crate) const MAX_WORK: u128 = 10_000_000;

/// A position of the explicit game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Position {
    /// The pebbles on `alice` and `bob`, one of them to move.
    Turn {
        alice: usize,
        bob: usize,
        alice_to_move: bool,
    },
    /// Bob was stuck: from here on every move adds +1.
    AliceWon,
    /// Alice was stuck: every move adds -1.
    BobWon,
}

/// The explicit game graph: every position, its moves with their weights.
struct Game {
    positions: Vec<Position>,
    ids: HashMap<Position, usize>,
    /// `moves[s]`: `(position, weight)` in the order of the mover's edges.
    moves: Vec<Vec<(usize, i64)>>,
}

impl Game {
    fn maximises(&self, s: usize) -> bool {
        matches!(
            self.positions[s],
            Position::Turn {
                alice_to_move: true,
                ..
            } | Position::AliceWon
                | Position::BobWon
        )
    }
}

/// Who wins each round: `rounds[a][b]` with Alice on `a`, Bob on `b`, from distances by
/// Floyd–Warshall on the undirected graph.
fn round_table(board: &Board) -> Vec<Vec<i64>> {
    let n = board.vertices();
    let unreachable = u64::MAX / 4;
    let mut distance = vec![vec![unreachable; n]; n];
    for (v, row) in distance.iter_mut().enumerate() {
        row[v] = 0;
    }
    let edges = (0..n).flat_map(|u| {
        board
            .graph
            .successors(u)
            .iter()
            .map(move |&v| (u, v as usize))
    });
    for (u, v) in edges {
        if u != v {
            distance[u][v] = 1;
            distance[v][u] = 1;
        }
    }
    for k in 0..n {
        let from_k = distance[k].clone();
        for row in distance.iter_mut() {
            let to_k = row[k];
            for (entry, &onwards) in row.iter_mut().zip(&from_k) {
                *entry = (*entry).min(to_k + onwards);
            }
        }
    }
    (0..n)
        .map(|a| {
            (0..n)
                .map(|b| {
                    let alice = (0..n).filter(|&v| distance[a][v] < distance[b][v]).count();
                    let bob = (0..n).filter(|&v| distance[b][v] < distance[a][v]).count();
                    (alice as i64 - bob as i64).signum()
                })
                .collect()
        })
        .collect()
}

/// The game graph from the rules: every placement of the two pebbles on distinct vertices with
/// either to move, and the two ends.
fn game(board: &Board) -> Game {
    let n = board.vertices();
    let rounds = round_table(board);
    let mut positions = Vec::new();
    for alice in 0..n {
        for bob in (0..n).filter(|&bob| bob != alice) {
            for alice_to_move in [true, false] {
                positions.push(Position::Turn {
                    alice,
                    bob,
                    alice_to_move,
                });
            }
        }
    }
    positions.extend([Position::AliceWon, Position::BobWon]);
    let ids: HashMap<Position, usize> = positions
        .iter()
        .enumerate()
        .map(|(id, &position)| (position, id))
        .collect();
    let moves = positions
        .iter()
        .map(|&position| match position {
            Position::AliceWon => vec![(ids[&Position::AliceWon], 1)],
            Position::BobWon => vec![(ids[&Position::BobWon], -1)],
            Position::Turn {
                alice,
                bob,
                alice_to_move,
            } => {
                let mover = if alice_to_move { alice } else { bob };
                let other = if alice_to_move { bob } else { alice };
                let moves: Vec<(usize, i64)> = board
                    .graph
                    .successors(mover)
                    .iter()
                    .map(|&to| to as usize)
                    .filter(|&to| to != other)
                    .map(|to| {
                        let (alice, bob) = if alice_to_move {
                            (to, bob)
                        } else {
                            (alice, to)
                        };
                        let next = Position::Turn {
                            alice,
                            bob,
                            alice_to_move: !alice_to_move,
                        };
                        (ids[&next], rounds[alice][bob])
                    })
                    .collect();
                if moves.is_empty() {
                    let end = if alice_to_move {
                        Position::BobWon
                    } else {
                        Position::AliceWon
                    };
                    vec![(ids[&end], 0)]
                } else {
                    moves
                }
            }
        })
        .collect();
    Game {
        positions,
        ids,
        moves,
    }
}

/// The horizon `4|S|^2 + 1` for `|S|` states (`W = 1`).
fn horizon(states: usize) -> u64 {
    4 * (states as u64).pow(2) + 1
}

/// The oracle's work on a board: the horizon times its states and moves (at most `n` per state).
pub(crate) fn work(board: &Board) -> u128 {
    let n = board.vertices() as u128;
    let states = 2 * n * (n - 1) + 2;
    u128::from(horizon(states as usize)) * (states + states * n)
}

/// The outcome of every position by value iteration to the horizon.
fn by_value_iteration(game: &Game) -> Vec<Outcome> {
    let states = game.positions.len();
    let mut values = vec![0i64; states];
    for _ in 0..horizon(states) {
        values = (0..states)
            .map(|s| {
                let sums = game.moves[s]
                    .iter()
                    .map(|&(to, weight)| weight + values[to]);
                if game.maximises(s) {
                    sums.max()
                } else {
                    sums.min()
                }
                .expect("every position has a move")
            })
            .collect();
    }
    let bound = 2 * states as i64;
    values
        .iter()
        .map(|&value| {
            if value > bound {
                Outcome::Alice
            } else if value < -bound {
                Outcome::Bob
            } else {
                Outcome::Draw
            }
        })
        .collect()
}

/// The sign of the mean weight of the cycle that the play from `start` falls into when every
/// position `s` takes its move `choice[s]`.
fn cycle_sign(game: &Game, choice: &[usize], start: usize) -> i64 {
    let mut visited_at = vec![usize::MAX; game.positions.len()];
    let mut weights = Vec::new();
    let mut s = start;
    while visited_at[s] == usize::MAX {
        visited_at[s] = weights.len();
        let (to, weight) = game.moves[s][choice[s]];
        weights.push(weight);
        s = to;
    }
    weights[visited_at[s]..].iter().sum::<i64>().signum()
}

/// The outcome of every position by the best positional strategies: the largest over Alice's of
/// the smallest over Bob's of the sign of the mean of the cycle the play falls into.
fn by_positional_strategies(game: &Game) -> Vec<Outcome> {
    let states = game.positions.len();
    // Every choice vector of one side, the other side's entries left at 0.
    let strategies = |alice: bool| {
        let mut all = vec![vec![0usize; states]];
        for s in (0..states).filter(|&s| game.maximises(s) == alice) {
            all = all
                .into_iter()
                .flat_map(|choice| {
                    (0..game.moves[s].len()).map(move |index| {
                        let mut choice = choice.clone();
                        choice[s] = index;
                        choice
                    })
                })
                .collect();
        }
        all
    };
    let (alice, bob) = (strategies(true), strategies(false));
    (0..states)
        .map(|start| {
            let sign = alice
                .iter()
                .map(|mine| {
                    bob.iter()
                        .map(|theirs| {
                            let choice: Vec<usize> = (0..states)
                                .map(|s| {
                                    if game.maximises(s) {
                                        mine[s]
                                    } else {
                                        theirs[s]
                                    }
                                })
                                .collect();
                            cycle_sign(game, &choice, start)
                        })
                        .min()
                        .expect("Bob has a strategy")
                })
                .max()
                .expect("Alice has a strategy");
            match sign {
                1 => Outcome::Alice,
                -1 => Outcome::Bob,
                _ => Outcome::Draw,
            }
        })
        .collect()
}

/// Solves one board.
pub(crate) fn solve(board: &Board) -> PebbleAnswer {
    let game = game(board);
    let outcomes = by_value_iteration(&game);
    if board.vertices() <= MAX_STRATEGY_VERTICES {
        assert_eq!(
            outcomes,
            by_positional_strategies(&game),
            "value iteration and positional strategies disagree"
        );
    }
    let turn = |alice, bob, alice_to_move| {
        game.ids[&Position::Turn {
            alice,
            bob,
            alice_to_move,
        }]
    };
    let placements = board
        .placements()
        .map(|(a, b)| {
            let start = turn(a, b, true);
            let outcome = outcomes[start];
            let stuck = matches!(game.positions[game.moves[start][0].0], Position::BobWon);
            let first_move = match outcome {
                Outcome::Bob => None,
                _ => game.moves[start]
                    .iter()
                    .find(|&&(to, _)| outcomes[to] == outcome)
                    .map(|&(to, _)| match game.positions[to] {
                        Position::Turn { alice, .. } => alice,
                        _ => unreachable!("Alice, not stuck, moves her pebble"),
                    }),
            };
            Placement {
                a,
                b,
                outcome,
                first_move,
                stuck,
            }
        })
        .collect();
    PebbleAnswer {
        vertices: board.vertices(),
        x: board.x,
        distinct_edges: board.graph.arcs(),
        listed_edges: board.listed_edges,
        states: game.positions.len(),
        placements,
        how: How::Brute {
            horizon: horizon(game.positions.len()),
        },
    }
}
