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
//!
//! Its first moves come from a positional strategy of Alice's of its own, found with none of the
//! fast solver's machinery: the move of largest `w + ν_{k-1}(t)` at each of her states, if the
//! one-player check of [`strategy_check`] accepts it, else one found by elimination with value
//! iteration (see [`by_elimination`]), which the check then accepts.

use std::collections::HashMap;

use super::board::Board;
use super::report::{How, Outcome, PebbleAnswer, Placement};
use super::strategy_check;

/// The most vertices the oracle takes.
pub(crate) const MAX_VERTICES: usize = 6;
/// The most vertices for which it also plays every pair of positional strategies.
pub(crate) const MAX_STRATEGY_VERTICES: usize = 3;
/// The most state updates (moves times states and moves) on one test: `n = 6` needs at most
/// about 6.7·10^6.
pub(crate) const MAX_WORK: u128 = 10_000_000;

/// A position of the explicit game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Position {
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
#[derive(Debug, Clone)]
pub(crate) struct Game {
    positions: Vec<Position>,
    ids: HashMap<Position, usize>,
    /// `moves[s]`: `(position, weight)` in the order of the mover's edges.
    moves: Vec<Vec<(usize, i64)>>,
}

#[cfg(test)]
impl Position {
    /// The same pebbles with the other side to move.
    fn flip(self) -> Self {
        match self {
            Position::Turn {
                alice,
                bob,
                alice_to_move,
            } => Position::Turn {
                alice,
                bob,
                alice_to_move: !alice_to_move,
            },
            end => end,
        }
    }
}

impl Game {
    /// The game graph of a board, from the rules.
    pub(crate) fn new(board: &Board) -> Self {
        game(board)
    }

    /// The number of positions.
    pub(crate) fn states(&self) -> usize {
        self.positions.len()
    }

    /// The number of a position.
    pub(crate) fn id(&self, position: Position) -> usize {
        self.ids[&position]
    }

    /// The position numbered `s`.
    pub(crate) fn position(&self, s: usize) -> Position {
        self.positions[s]
    }

    /// The moves from `s`: `(position, weight)`.
    pub(crate) fn moves(&self, s: usize) -> &[(usize, i64)] {
        &self.moves[s]
    }

    /// Whether `s` is a position of Alice's where she has no move.
    pub(crate) fn alice_is_stuck(&self, s: usize) -> bool {
        matches!(
            self.positions[s],
            Position::Turn {
                alice_to_move: true,
                ..
            }
        ) && matches!(self.positions[self.moves[s][0].0], Position::BobWon)
    }

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

/// The outcome of every position by value iteration to the horizon `k`, and the values
/// `ν_{k-1}` of one move less.
fn by_value_iteration(game: &Game) -> (Vec<Outcome>, Vec<i64>) {
    let states = game.positions.len();
    let mut values = vec![0i64; states];
    let mut previous = values.clone();
    for _ in 0..horizon(states) {
        previous = std::mem::take(&mut values);
        let values_before = &previous;
        values = (0..states)
            .map(|s| {
                let sums = game.moves[s]
                    .iter()
                    .map(|&(to, weight)| weight + values_before[to]);
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
    let outcomes = values
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
        .collect();
    (outcomes, previous)
}

/// Alice's positional strategy, as the index of her move at each of her positions that she does
/// not lose (`None` elsewhere): the move of largest `w + ν_{k-1}(t)` at the horizon, if the
/// one-player check ([`strategy_check`]) finds that it keeps every outcome; else one found by
/// elimination, which is sure to keep them.
fn alice_strategy(game: &Game, outcomes: &[Outcome], previous: &[i64]) -> Vec<Option<usize>> {
    let greedy = greedy_strategy(game, outcomes, previous);
    if strategy_failure(game, outcomes, &greedy).is_none() {
        return greedy;
    }
    let strategy = by_elimination(game, outcomes, &greedy);
    if let Some(failure) = strategy_failure(game, outcomes, &strategy) {
        panic!("a strategy found by elimination fails: {failure}");
    }
    strategy
}

/// At each position of Alice's that she does not lose, the first move of largest
/// `w + ν_{k-1}(t)` at the horizon. It keeps every outcome on most boards but not on all (a
/// few boards in a thousand with `n <= 6`).
fn greedy_strategy(game: &Game, outcomes: &[Outcome], previous: &[i64]) -> Vec<Option<usize>> {
    (0..game.states())
        .map(|s| {
            keeps_something(game, outcomes, s).then(|| {
                let sums = game.moves[s].iter().map(|&(to, w)| w + previous[to]);
                let best = sums.clone().max().expect("every position has a move");
                { sums }
                    .position(|sum| sum == best)
                    .expect("the best is a sum")
            })
        })
        .collect()
}

/// Why the greedy strategy of the horizon fails on the board, and why the oracle's strategy
/// does (`None`: it keeps every outcome), by the one-player check.
#[cfg(test)]
pub(super) fn strategy_failures(board: &Board) -> (Option<String>, Option<String>) {
    let game = game(board);
    let (outcomes, previous) = by_value_iteration(&game);
    let greedy = greedy_strategy(&game, &outcomes, &previous);
    let strategy = alice_strategy(&game, &outcomes, &previous);
    (
        strategy_failure(&game, &outcomes, &greedy),
        strategy_failure(&game, &outcomes, &strategy),
    )
}

/// The outcomes, by value iteration, of the game where Alice's pebble must move from `a` to `to`
/// whenever Bob's is on `b` and she is to move, for every `((a, b), to)` in `fixed`, and is free
/// elsewhere: one outcome per entry of `fixed`, at `(a, b)` with her to move.
#[cfg(test)]
pub(super) fn outcomes_with_moves_fixed(
    board: &Board,
    fixed: &[((usize, usize), usize)],
) -> Vec<Outcome> {
    let mut game = game(board);
    let turn = |alice, bob| Position::Turn {
        alice,
        bob,
        alice_to_move: true,
    };
    for &((a, b), to) in fixed {
        let s = game.id(turn(a, b));
        game.moves[s].retain(|&(t, _)| game.positions[t] == turn(to, b).flip());
        assert_eq!(game.moves[s].len(), 1, "({a}, {b}) -> {to} is not a move");
    }
    let (outcomes, _) = by_value_iteration(&game);
    fixed
        .iter()
        .map(|&((a, b), _)| outcomes[game.id(turn(a, b))])
        .collect()
}

/// Whether `s` is a position of Alice's where she does not lose (so a strategy moves there).
fn keeps_something(game: &Game, outcomes: &[Outcome], s: usize) -> bool {
    matches!(
        game.positions[s],
        Position::Turn {
            alice_to_move: true,
            ..
        }
    ) && outcomes[s] != Outcome::Bob
}

/// Where Alice's pebble goes by the move `index` from her position `s`.
fn destination(game: &Game, s: usize, index: usize) -> usize {
    match game.positions[game.moves[s][index].0] {
        Position::Turn { alice, .. } => alice,
        _ => unreachable!("Alice, not stuck, moves her pebble"),
    }
}

/// Why the strategy fails to keep the outcome of some position of Alice's that she does not
/// lose, by the one-player check; `None` when it keeps every one.
fn strategy_failure(
    game: &Game,
    outcomes: &[Outcome],
    strategy: &[Option<usize>],
) -> Option<String> {
    let choice = |alice: usize, bob: usize| {
        let s = game.ids[&Position::Turn {
            alice,
            bob,
            alice_to_move: true,
        }];
        strategy[s].map(|index| destination(game, s, index))
    };
    (0..game.states())
        .filter(|&s| keeps_something(game, outcomes, s))
        .find_map(|s| match game.positions[s] {
            Position::Turn { alice, bob, .. } => {
                strategy_check::failure(game, &choice, (alice, bob), outcomes[s])
            }
            _ => None,
        })
}

/// A positional strategy of Alice that keeps every outcome, by elimination: at each of her
/// positions in turn, keep only the first move (trying `first` first) with which value iteration
/// still finds every outcome unchanged. One always passes: the game restricted so far has the
/// outcomes of the whole game and a uniformly optimal positional strategy (A. Ehrenfeucht and
/// J. Mycielski, 1979), whose move, left alone, keeps every value of that game and so every
/// outcome. At the end Alice has one move at each of her positions that she does not lose.
fn by_elimination(
    game: &Game,
    outcomes: &[Outcome],
    first: &[Option<usize>],
) -> Vec<Option<usize>> {
    let mut restricted = game.clone();
    let mut strategy = vec![None; game.states()];
    for s in (0..game.states()).filter(|&s| keeps_something(game, outcomes, s)) {
        let tried = first[s]
            .into_iter()
            .chain((0..game.moves[s].len()).filter(|&index| Some(index) != first[s]));
        for index in tried {
            restricted.moves[s] = vec![game.moves[s][index]];
            if by_value_iteration(&restricted).0 == outcomes {
                strategy[s] = Some(index);
                break;
            }
        }
        assert!(strategy[s].is_some(), "no move keeps the outcomes");
    }
    strategy
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

/// Every position of the explicit game with its outcome by value iteration (for the tests of
/// the play sessions).
#[cfg(test)]
pub(crate) fn every_outcome(board: &Board) -> Vec<(Position, Outcome)> {
    let game = game(board);
    let (outcomes, _) = by_value_iteration(&game);
    game.positions.iter().copied().zip(outcomes).collect()
}

/// Solves one board.
pub(crate) fn solve(board: &Board) -> PebbleAnswer {
    let game = game(board);
    let (outcomes, previous) = by_value_iteration(&game);
    if board.vertices() <= MAX_STRATEGY_VERTICES {
        assert_eq!(
            outcomes,
            by_positional_strategies(&game),
            "value iteration and positional strategies disagree"
        );
    }
    let strategy = alice_strategy(&game, &outcomes, &previous);
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
            let first_move = strategy[start].map(|index| destination(&game, start, index));
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
