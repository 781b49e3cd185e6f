//! graph-draw-game's fast method: two attractors over the `2n` states (vertex, player to move),
//! computed breadth first over the reversed arcs.
//!
//! Write the outcomes on one scale `B < A < D` (Bob wins, Alice wins, endless play): Alice
//! (Gennady) ranks them `D > A > B` and Bob (Georgiy) exactly the other way, so the game is
//! zero-sum, Alice maximising. Its value from a state is `D` if Alice can keep the token away
//! from every dead end forever, else `A` if she can keep it away from every dead end where she is
//! the one to move, else `B`. Each "keep away" is a safety game, whose complement Bob wins as a
//! reachability game: the set of states from which Bob can force reaching a target set is its
//! attractor, built backwards from the targets: a Bob state enters as soon as one successor is
//! in, an Alice state once all of its successors are (a counter per state, decremented once per
//! arc, so repeated arcs and self-loops need nothing special). Attractor 1 starts from every
//! dead-end state, attractor 2 from the dead ends with Alice to move; outside attractor 1 the
//! value is `D`, inside attractor 2 it is `B`, in between `A` (W. Zielonka, "Infinite games on
//! finitely coloured graphs", Theoret. Comput. Sci. 200 (1998), for attractors; the game is
//! NEERC 2016 "Game on Graph"). The round in which a state enters is the number of moves within
//! which Bob forces the end from it; Bob's good moves go to a state of an earlier round (merely
//! staying in the attractor could circle forever). Time and memory O(n + m), no recursion.

use crate::digraph::Digraph;
use crate::prefetch::prefetch;

/// Who moves at a state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// Alice (Gennady).
    Alice,
    /// Bob (Georgiy).
    Bob,
}

/// The value of a state on the scale `B < A < D`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Value {
    /// Bob wins: Alice gets stuck.
    B,
    /// Alice wins: Bob gets stuck.
    A,
    /// Endless play.
    D,
}

/// Not in an attractor.
pub(crate) const OUTSIDE: u32 = u32::MAX;

/// The attractors' rounds, per state: state `2v` is vertex `v` with Alice to move, `2v + 1` with
/// Bob to move; [`OUTSIDE`] where a state is not in the attractor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Attractors {
    /// The round each state enters attractor 1 (Bob forces any dead end).
    pub(crate) any_end: Vec<u32>,
    /// The round each state enters attractor 2 (Bob forces a dead end with Alice to move).
    pub(crate) alice_stuck: Vec<u32>,
}

impl Attractors {
    /// Both attractors of the game on `graph`, whose arcs reversed are `predecessors`.
    pub(crate) fn new(graph: &Digraph, predecessors: &Digraph) -> Self {
        let mut work = Work::new(graph);
        let any_end = work.attractor(graph, predecessors, true);
        let alice_stuck = work.attractor(graph, predecessors, false);
        Attractors {
            any_end,
            alice_stuck,
        }
    }

    /// The value of vertex `v` with `side` to move.
    pub(crate) fn value(&self, v: usize, side: Side) -> Value {
        let state = state(v, side);
        if self.any_end[state] == OUTSIDE {
            Value::D
        } else if self.alice_stuck[state] == OUTSIDE {
            Value::A
        } else {
            Value::B
        }
    }
}

/// The number of a state.
pub(crate) fn state(v: usize, side: Side) -> usize {
    2 * v + usize::from(side == Side::Bob)
}

/// Buffers reused by the two passes.
struct Work {
    counters: Vec<u32>,
    queue: Vec<u32>,
}

impl Work {
    fn new(graph: &Digraph) -> Self {
        Work {
            counters: vec![0; graph.vertices()],
            queue: Vec::with_capacity(2 * graph.vertices()),
        }
    }

    /// Hints what handling the states a few places behind `next` in the queue will read: the
    /// queue's later states are known in advance, so their cache misses can overlap (three
    /// stages: a row's bounds, then the row, then the counters and rounds it leads to). A deep
    /// attractor (a chain) keeps the queue short and gains nothing.
    #[inline(always)]
    fn prefetch_ahead(&self, predecessors: &Digraph, rounds: &[u32], next: usize) {
        const AHEAD: usize = 8;
        if let Some(&far) = self.queue.get(next + 3 * AHEAD) {
            predecessors.prefetch_row(far as usize / 2);
        }
        if let Some(&middle) = self.queue.get(next + 2 * AHEAD) {
            predecessors.prefetch_successors(middle as usize / 2);
        }
        if let Some(&near) = self.queue.get(next + AHEAD) {
            let other_side = 1 - near as usize % 2;
            for &v in predecessors.successors(near as usize / 2) {
                prefetch(rounds, 2 * v as usize + other_side);
                prefetch(&self.counters, v as usize);
            }
        }
    }

    /// The attractor of the dead ends (with Alice to move only, unless `both`), as rounds.
    fn attractor(&mut self, graph: &Digraph, predecessors: &Digraph, both: bool) -> Vec<u32> {
        let n = graph.vertices();
        let mut rounds = vec![OUTSIDE; 2 * n];
        self.queue.clear();
        for v in 0..n {
            // Per Alice state, the arcs out that are not yet known to lead into the attractor.
            self.counters[v] = graph.out_degree(v) as u32;
            if self.counters[v] == 0 {
                rounds[state(v, Side::Alice)] = 0;
                self.queue.push(state(v, Side::Alice) as u32);
                if both {
                    rounds[state(v, Side::Bob)] = 0;
                    self.queue.push(state(v, Side::Bob) as u32);
                }
            }
        }
        // Breadth first: the queue holds the states in the order they entered, so rounds never
        // decrease along it.
        let mut next = 0;
        while let Some(&entered) = self.queue.get(next) {
            self.prefetch_ahead(predecessors, &rounds, next);
            next += 1;
            let (w, round) = (entered as usize / 2, rounds[entered as usize] + 1);
            if entered % 2 == 0 {
                // Alice to move at w: Bob moved here from each predecessor, and one such move
                // is enough for him.
                for &v in predecessors.successors(w) {
                    let before = state(v as usize, Side::Bob);
                    if rounds[before] == OUTSIDE {
                        rounds[before] = round;
                        self.queue.push(before as u32);
                    }
                }
            } else {
                // Bob to move at w: Alice moved here, and must have had no way out.
                for &v in predecessors.successors(w) {
                    let before = state(v as usize, Side::Alice);
                    let counter = &mut self.counters[v as usize];
                    *counter -= 1;
                    if *counter == 0 && rounds[before] == OUTSIDE {
                        rounds[before] = round;
                        self.queue.push(before as u32);
                    }
                }
            }
        }
        rounds
    }
}
