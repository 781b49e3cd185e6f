//! The second exact method of the tests: energy progress measures with plain lifting (L. Brim,
//! J. Chaloupka, L. Doyen, R. Gentilini, J.-F. Raskin, "Faster algorithms for mean-payoff
//! games", Formal Methods in System Design 38, 2011), which shares nothing with strategy
//! improvement but the arena.
//!
//! The energy player's minimal initial credit `c(s)` (the least `c >= 0` that keeps `c + D >= 0`
//! forever, `D` from his view) is finite iff his mean-payoff value at `s` is `>= 0`. So Alice
//! wins (value `> 0`) iff Bob's credit is infinite, Bob wins iff Alice's is, and both finite is a
//! draw. The credit is the least fixed point of the lifting: at the energy player's vertex the
//! least over his edges of `max(0, f(t) - w)`, at the opponent's the largest; a value above
//! `(|V| - 1)·W` is infinite.

use std::collections::VecDeque;

use super::arena::{Arena, Owner};
use super::report::Outcome;

/// The energy player's minimal credit at every vertex (`None`: infinite), by plain lifting.
pub(super) fn minimal_credits(arena: &Arena, energy: Owner) -> Vec<Option<u64>> {
    let n = arena.vertices();
    let sign: i64 = if energy == Owner::Alice { 1 } else { -1 };
    let most = (n as i64 - 1) * arena.max_weight();
    // `f[v]`, with `i64::MAX` standing for infinite.
    let infinite = i64::MAX;
    let mut f = vec![0i64; n];
    let lifted = |f: &[i64], v: usize| -> i64 {
        let needs = arena.out_edges(v).map(|e| {
            let after = f[arena.head(e)];
            if after == infinite {
                infinite
            } else {
                (after - sign * i64::from(arena.weight(e))).max(0)
            }
        });
        let chooses = arena.owner(v) == energy || arena.owner(v) == Owner::Either;
        let value = if chooses { needs.min() } else { needs.max() };
        let value = value.expect("every vertex has an edge out");
        if value > most {
            infinite
        } else {
            value
        }
    };
    let mut queue: VecDeque<usize> = (0..n).collect();
    let mut queued = vec![true; n];
    while let Some(v) = queue.pop_front() {
        queued[v] = false;
        let value = lifted(&f, v);
        if value > f[v] {
            f[v] = value;
            // Every vertex with an edge into `v`, `v` itself too when it has a loop.
            for &e in arena.in_edges(v) {
                let u = arena.tail(e as usize);
                if !queued[u] && f[u] != infinite {
                    queued[u] = true;
                    queue.push_back(u);
                }
            }
        }
    }
    f.into_iter()
        .map(|value| (value != infinite).then_some(value as u64))
        .collect()
}

/// Every vertex's outcome from the two energy games.
pub(super) fn outcomes(arena: &Arena) -> Vec<Outcome> {
    let alice = minimal_credits(arena, Owner::Alice);
    let bob = minimal_credits(arena, Owner::Bob);
    alice
        .iter()
        .zip(&bob)
        .map(|(alice, bob)| match (alice, bob) {
            (Some(_), None) => Outcome::Alice,
            (None, Some(_)) => Outcome::Bob,
            (Some(_), Some(_)) => Outcome::Draw,
            (None, None) => panic!("both credits infinite"),
        })
        .collect()
}
