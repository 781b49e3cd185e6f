//! An independent check of a positional strategy of Alice, on the oracle's own game graph: fix
//! her strategy, and solve the one-player game left to Bob exactly.
//!
//! With Alice's choices fixed, Bob alone picks the edges, and a play from the start keeps
//! falling into cycles of the graph reachable from it. The strategy wins from the start iff every
//! such cycle has positive weight (then `D` grows by at least 1 every `|R|` moves, `|R|` the
//! reachable states, and Bob's sink, a loop of weight -1, is out of reach), and it keeps at least
//! a draw iff every such cycle has weight `>= 0` (then `D >= -|R|` forever: a lead of 10^100 for
//! Bob never comes). Both are negative-cycle questions, answered by the Bellman–Ford algorithm from
//! the start: "no cycle of weight `<= 0`" is "no negative cycle" once every weight `w` becomes
//! `(|R| + 1)·w - 1`, since a cycle has at most `|R|` edges.

use super::brute::{Game, Position};
use super::report::Outcome;

/// Why Alice's positional strategy fails to keep `outcome` (her win, or a draw) from the state
/// with her pebble on `a`, Bob's on `b` and her to move; `None` when it keeps it. `choice(a, b)`
/// is where the strategy moves her pebble from `a` with Bob's on `b`, `None` if it has no move
/// there.
pub(crate) fn failure(
    game: &Game,
    choice: &dyn Fn(usize, usize) -> Option<usize>,
    (a, b): (usize, usize),
    outcome: Outcome,
) -> Option<String> {
    let start = game.id(Position::Turn {
        alice: a,
        bob: b,
        alice_to_move: true,
    });
    // The states reachable from the start with Alice's choices fixed, numbered in `order`, and
    // the edges among them.
    let mut number = vec![usize::MAX; game.states()];
    let mut order = vec![start];
    number[start] = 0;
    let mut edges: Vec<(usize, usize, i64)> = Vec::new();
    let mut next = 0;
    while next < order.len() {
        let s = order[next];
        next += 1;
        let moves: Vec<(usize, i64)> = match game.position(s) {
            Position::Turn {
                alice,
                bob,
                alice_to_move: true,
            } if !game.alice_is_stuck(s) => {
                let Some(to) = choice(alice, bob) else {
                    return Some(format!(
                        "from ({a}, {b}) Bob reaches ({alice}, {bob}), where the strategy has no \
                         move"
                    ));
                };
                let found = game.moves(s).iter().copied().find(|&(t, _)| {
                    matches!(game.position(t), Position::Turn { alice, .. } if alice == to)
                });
                let Some(found) = found else {
                    return Some(format!(
                        "at ({alice}, {bob}) the strategy moves Alice to {to}, not a legal move"
                    ));
                };
                vec![found]
            }
            _ => game.moves(s).to_vec(),
        };
        for (t, weight) in moves {
            if number[t] == usize::MAX {
                number[t] = order.len();
                order.push(t);
            }
            edges.push((number[s], number[t], weight));
        }
    }
    let reachable = order.len() as i64;
    let scaled = |weight: i64| match outcome {
        Outcome::Alice => (reachable + 1) * weight - 1,
        _ => weight,
    };
    // Bellman–Ford from the start: with no negative cycle, `|R| - 1` passes settle every
    // distance, and a pass more changes nothing.
    let mut distance = vec![i64::MAX; order.len()];
    distance[0] = 0;
    for _ in 0..order.len() {
        let mut changed = false;
        for &(from, to, weight) in &edges {
            if distance[from] != i64::MAX && distance[from] + scaled(weight) < distance[to] {
                distance[to] = distance[from] + scaled(weight);
                changed = true;
            }
        }
        if !changed {
            return None;
        }
    }
    Some(match outcome {
        Outcome::Alice => format!(
            "from ({a}, {b}) Bob can close a cycle of weight <= 0 against the strategy: it does \
             not win"
        ),
        _ => {
            format!("from ({a}, {b}) Bob can close a negative cycle against the strategy: it loses")
        }
    })
}
