//! The fast solver: the sign of every vertex's mean-payoff value by strategy improvement, in
//! the style of H. Björklund and S. Vorobyov, "A combinatorial strongly subexponential strategy
//! improvement algorithm for mean payoff games", Discrete Applied Mathematics 155 (2007).
//!
//! One run decides, for one player `P`, the vertices of value `ν > 0` from `P`'s view (`P`
//! maximises; for Bob the weights are negated). Every vertex of `P` (and of either owner) gets a
//! *retreat*: an extra edge of weight 0 to a sink that ends the play. A strategy `σ` of `P` picks
//! one edge or the retreat at each of his vertices; it is *admissible* when every cycle it leaves
//! open to the opponent has positive weight. Its value `v_σ(u)` is the least weight of a path from
//! `u` to the retreat that the opponent can choose in the graph `σ` leaves (`+∞` when he cannot
//! reach it: every play then runs through positive cycles). Improving switches `P` at every
//! vertex to the edge `u -> t` of largest `w + v_σ(t)` where that beats `v_σ(u)`. Switching keeps
//! `σ` admissible and never lowers a value while it raises the switched ones, so the run ends; at
//! the end, the vertices of value `+∞` are exactly those with `ν > 0`:
//! * on them the opponent is trapped (he has no edge out of them, and `P`'s strategy keeps
//!   inside), and every cycle is positive: `D` grows by at least 1 per `|S|` moves;
//! * on the others `v` is finite, `P` has no edge into the `+∞` set, and
//!   `v(u) >= w(u, t) + v(t)` along every edge `P` may take and `=` along the opponent's best
//!   edges, so the opponent keeps `D <= v(start) - v(now)`, bounded: `ν <= 0`.
//!
//! The first strategy retreats everywhere; it is admissible because no edge joins two vertices of
//! the opponent (the pebble game alternates; the sinks belong to the maximiser of each run). A
//! strategy is evaluated by Dijkstra's algorithm backwards from the retreat on the reduced weights
//! `w(u, t) + p(t) - p(u) >= 0` of the previous values `p` (values never fall, and a switch only
//! raises `w + p(t)` above `p(u)`), with a bucket queue: the reduced distances are integers below
//! `2|S|W`.
//!
//! Why this method: it is exact with no rule of our own to trust, and fast on these graphs. (Set
//! lifting in the spirit of the quasi-dominions of M. Benerecetti, D. Dell'Erba and F. Mogavero,
//! TACAS 2020, and of C. Dorfman, H. Kaplan and U. Zwick, ICALP 2019, is fast too, but the rule
//! that fits this arena would be one of our own to prove.) The energy progress measures of
//! L. Brim, J. Chaloupka, L. Doyen, R. Gentilini and J.-F. Raskin ("Faster algorithms for
//! mean-payoff games", Formal Methods in System Design 38, 2011; after M. Jurdziński's small
//! progress measures, STACS 2000) are O(|S|·|E|·W), and that worst case is typical here: the
//! losing states climb one unit at a time to `(|S| - 1)·W`, about 10^8 lifts per game at
//! `n = 100` (they serve as the second exact method of the tests). Here each improvement step costs O(|E| + |S|·W) (about 2·10^6 edges at
//! `n = 100`), and the number of steps is bounded by the values' growth, at most
//! `|S|·(2|S|·W + 2)`, a pseudo-polynomial bound far above what happens: the README's benchmark
//! table gives the measured numbers of steps (tens, not thousands). The exponential worst cases
//! of strategy improvement (O. Friedmann, "An exponential lower bound for the latest deterministic
//! strategy iteration algorithms", LMCS 7, 2011) need graphs built for them.

use super::arena::{Arena, Owner};
use super::report::Outcome;

/// The value of a vertex from which the opponent cannot reach the retreat.
const INFINITE: i64 = i64::MAX;
/// The strategy's choice "retreat" at a vertex.
const RETREAT: u32 = u32::MAX;

/// One run's result: the vertices where the run's player has a positive mean-payoff value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Winning {
    /// Per vertex: whether the player's value there is positive (he wins the pebble game).
    pub(crate) won: Vec<bool>,
    /// The number of improvement steps (strategy evaluations after the first strategy).
    pub(crate) steps: u32,
    /// The final strategy: per vertex of the player, the edge he takes, or [`RETREAT`]. Where he
    /// wins, it is an edge that keeps him inside his winning set, and every cycle the opponent
    /// can close there against it is positive: a positional winning strategy.
    pub(crate) strategy: Vec<u32>,
    /// The final strategy's values (`INFINITE` where he wins): where they are finite, the
    /// opponent's edges that realise them (`value(u) = w(u, t) + value(t)`) keep the player's
    /// gain bounded from above.
    pub(crate) value: Vec<i64>,
}

/// Every vertex's outcome, from one run per player, with each run's number of steps, and a
/// positional strategy of Alice that keeps every outcome she does not lose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Signs {
    /// Alice wins where her value is positive, Bob where it is negative; the rest are draws.
    pub(crate) outcomes: Vec<Outcome>,
    /// Per vertex of Alice, the edge she takes (`None` where she loses, and at Bob's vertices):
    /// where she wins, her run's final strategy, which wins; where it is a draw, an edge that
    /// realises Bob's run's final value, which keeps Bob's gain bounded (see [`alice_strategy`]).
    pub(crate) alice_strategy: Vec<Option<usize>>,
    /// Per vertex of Bob, the edge he takes by the same rules with the roles swapped (`None`
    /// where he loses, and at Alice's vertices): what the engine plays as Bob.
    pub(crate) bob_strategy: Vec<Option<usize>>,
    pub(crate) alice_steps: u32,
    pub(crate) bob_steps: u32,
}

/// Every vertex's outcome: Alice's run and Bob's. A vertex won by both would be a bug, and
/// panics.
pub(crate) fn signs(arena: &Arena) -> Signs {
    let alice = winning_set(arena, Owner::Alice);
    let bob = winning_set(arena, Owner::Bob);
    let outcomes: Vec<Outcome> = alice
        .won
        .iter()
        .zip(&bob.won)
        .map(|pair| match pair {
            (true, false) => Outcome::Alice,
            (false, true) => Outcome::Bob,
            (false, false) => Outcome::Draw,
            (true, true) => panic!("a state with a positive and a negative value"),
        })
        .collect();
    let alice_strategy = strategy(arena, &outcomes, Owner::Alice, &alice, &bob);
    let bob_strategy = strategy(arena, &outcomes, Owner::Bob, &bob, &alice);
    Signs {
        outcomes,
        alice_strategy,
        bob_strategy,
        alice_steps: alice.steps,
        bob_steps: bob.steps,
    }
}

/// A player's positional strategy from the two runs (`own`, the player's run, and `other`, the
/// opponent's). For Alice: at a vertex she wins, the edge of her run's final strategy; at a draw,
/// the first edge `e = (u, t)` that realises Bob's run's final value,
/// `value_B(u) = -w(e) + value_B(t)`; where she loses, none. For Bob the same with the roles
/// (and the weights' signs) swapped.
///
/// Why it keeps every outcome. Where she wins, her run's strategy keeps the play among her
/// winning vertices, where every cycle Bob can close is positive (the run's admissibility): `D`
/// grows without bound. At a draw, Bob's run ended with finite values, no edge of Bob's out of
/// them improves (`value_B(u) >= -w(u, t) + value_B(t)` at his vertices) and Alice's chosen edge
/// is tight, so along the play `-D` (Bob's gain) is at most `value_B(start) - value_B(now)`:
/// bounded, and the sink of Bob's win, of infinite value, is never reached. Bob may leave the
/// draws only into Alice's wins, where the first rule takes over. A draw is the most she can keep:
/// her value there is 0. Not every move to a drawn state would do: one that Bob answers by
/// closing a negative cycle, taken every time the play comes back, loses.
fn strategy(
    arena: &Arena,
    outcomes: &[Outcome],
    player: Owner,
    own: &Winning,
    other: &Winning,
) -> Vec<Option<usize>> {
    // The opponent's run counts the weights with the opponent's sign.
    let (won, lost, sign) = match player {
        Owner::Bob => (Outcome::Bob, Outcome::Alice, 1),
        _ => (Outcome::Alice, Outcome::Bob, -1),
    };
    (0..arena.vertices())
        .map(|u| {
            if arena.owner(u) != player {
                return None;
            }
            match outcomes[u] {
                outcome if outcome == lost => None,
                outcome if outcome == won => {
                    let edge = own.strategy[u];
                    assert_ne!(edge, RETREAT, "a winning vertex that retreats");
                    Some(edge as usize)
                }
                _ => {
                    let tight = arena.out_edges(u).find(|&e| {
                        let head = other.value[arena.head(e)];
                        head != INFINITE
                            && head + sign * i64::from(arena.weight(e)) == other.value[u]
                    });
                    assert!(tight.is_some(), "a drawn vertex with no tight edge");
                    tight
                }
            }
        })
        .collect()
}

/// The vertices where `player` (Alice maximising the weights, or Bob minimising them) has a
/// positive mean-payoff value. `arena` has no edge between two vertices of the same owner.
pub(crate) fn winning_set(arena: &Arena, player: Owner) -> Winning {
    let n = arena.vertices();
    let sign: i64 = if player == Owner::Alice { 1 } else { -1 };
    let weight = |e: usize| sign * i64::from(arena.weight(e));
    let maximiser: Vec<bool> = (0..n)
        .map(|v| matches!(arena.owner(v), Owner::Either) || arena.owner(v) == player)
        .collect();
    // The first strategy: retreat everywhere. The opponent's vertices lead only to the
    // maximiser's, which retreat at once.
    let mut strategy = vec![RETREAT; n];
    let mut value: Vec<i64> = (0..n)
        .map(|v| {
            if maximiser[v] {
                0
            } else {
                arena
                    .out_edges(v)
                    .map(|e| {
                        assert!(
                            maximiser[arena.head(e)],
                            "an edge between two vertices of the opponent"
                        );
                        weight(e)
                    })
                    .min()
                    .expect("every vertex has an edge out")
            }
        })
        .collect();
    let most_steps = n as u64 * (2 * n as u64 * arena.max_weight() as u64 + 2);
    let mut evaluation = Evaluation::new(n);
    let mut steps = 0u32;
    loop {
        let mut switched = false;
        for u in (0..n).filter(|&u| maximiser[u] && value[u] != INFINITE) {
            let mut best = value[u];
            let mut choice = None;
            for e in arena.out_edges(u) {
                let head = value[arena.head(e)];
                let candidate = if head == INFINITE {
                    INFINITE
                } else {
                    weight(e) + head
                };
                if candidate > best {
                    best = candidate;
                    choice = Some(e);
                }
            }
            if let Some(e) = choice {
                strategy[u] = e as u32;
                switched = true;
            }
        }
        if !switched {
            break;
        }
        steps += 1;
        assert!(
            u64::from(steps) <= most_steps,
            "strategy improvement did not end within its bound"
        );
        evaluation.run(arena, &maximiser, &strategy, &weight, &mut value);
    }
    Winning {
        won: value.iter().map(|&v| v == INFINITE).collect(),
        steps,
        strategy,
        value,
    }
}

/// The memory of the strategy evaluations, kept from one to the next.
struct Evaluation {
    fresh: Vec<i64>,
    settled: Vec<bool>,
    /// `buckets[k]`: the vertices whose reduced distance is (at most) `k`.
    buckets: Vec<Vec<u32>>,
}

impl Evaluation {
    fn new(n: usize) -> Self {
        Evaluation {
            fresh: vec![INFINITE; n],
            settled: vec![false; n],
            buckets: vec![Vec::new()],
        }
    }

    /// Replaces `value` (the previous strategy's values) by the values of `strategy`: the least
    /// weight of a path to the retreat, by Dijkstra's algorithm backwards from the retreating
    /// vertices on the weights reduced by the previous values.
    fn run(
        &mut self,
        arena: &Arena,
        maximiser: &[bool],
        strategy: &[u32],
        weight: &impl Fn(usize) -> i64,
        value: &mut Vec<i64>,
    ) {
        self.fresh.fill(INFINITE);
        self.settled.fill(false);
        for (v, &choice) in strategy.iter().enumerate() {
            if maximiser[v] && choice == RETREAT {
                debug_assert_eq!(value[v], 0);
                self.fresh[v] = 0;
                self.buckets[0].push(v as u32);
            }
        }
        let mut key = 0;
        while key < self.buckets.len() {
            while let Some(v) = self.buckets[key].pop() {
                let v = v as usize;
                if self.settled[v] {
                    continue;
                }
                self.settled[v] = true;
                let reached = self.fresh[v];
                for &e in arena.in_edges(v) {
                    let e = e as usize;
                    let u = arena.tail(e);
                    if self.settled[u]
                        || value[u] == INFINITE
                        || (maximiser[u] && strategy[u] as usize != e)
                    {
                        continue;
                    }
                    let candidate = reached + weight(e);
                    if candidate < self.fresh[u] {
                        self.fresh[u] = candidate;
                        let reduced = candidate - value[u];
                        debug_assert!(reduced >= key as i64, "a negative reduced weight");
                        let reduced = reduced as usize;
                        if reduced >= self.buckets.len() {
                            self.buckets.resize_with(reduced + 1, Vec::new);
                        }
                        self.buckets[reduced].push(u as u32);
                    }
                }
            }
            key += 1;
        }
        for (v, settled) in self.settled.iter().enumerate() {
            if !settled {
                self.fresh[v] = INFINITE;
            }
        }
        std::mem::swap(value, &mut self.fresh);
    }
}
