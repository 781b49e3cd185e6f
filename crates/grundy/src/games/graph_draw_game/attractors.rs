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
    pub(crate) any_end: Rounds,
    /// The round each state enters attractor 2 (Bob forces a dead end with Alice to move).
    pub(crate) alice_stuck: Rounds,
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

/// One vertex in an attractor's pass: the rounds of its two states, for its Alice state the arcs
/// out not yet known to lead into the attractor, and where its arcs back start among the
/// reversed graph's targets (they end where the next vertex's start), side by side in 16
/// bytes, so that following an arc back touches one place in memory besides the row itself, not
/// two (on a chain, where the queue is too short to hint ahead, each step waits for two cache
/// misses: the row, then the predecessors' entries).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(C, align(16))]
struct Entry {
    /// Per Alice state, the arcs out that are not yet known to lead into the attractor.
    left: u32,
    /// The rounds of `(v, Alice)` and `(v, Bob)`: [`OUTSIDE`] until they enter.
    rounds: [u32; 2],
    /// Where the vertex's row starts in the reversed graph's targets.
    start: u32,
}

/// An attractor's rounds, indexed by state (`rounds[state]`), kept as its pass left them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Rounds(Vec<Entry>);

impl Rounds {
    /// Every state's round, state by state.
    #[cfg(test)]
    pub(crate) fn iter(&self) -> impl Iterator<Item = &u32> + '_ {
        self.0.iter().flat_map(|entry| entry.rounds.iter())
    }
}

impl std::ops::Index<usize> for Rounds {
    type Output = u32;

    #[inline]
    fn index(&self, state: usize) -> &u32 {
        &self.0[state / 2].rounds[state % 2]
    }
}

/// The queue, reused by the two passes, and the entries of the pass under way.
struct Work {
    entries: Vec<Entry>,
    queue: Vec<u32>,
}

impl Work {
    fn new(graph: &Digraph) -> Self {
        Work {
            entries: Vec::new(),
            queue: Vec::with_capacity(2 * graph.vertices()),
        }
    }

    /// Where the arcs back of vertex `w` lie among the reversed graph's targets: from its
    /// entry's start to the next entry's.
    #[inline(always)]
    fn row(&self, w: usize, tails: usize) -> std::ops::Range<usize> {
        let end = self
            .entries
            .get(w + 1)
            .map_or(tails, |next| next.start as usize);
        self.entries[w].start as usize..end
    }

    /// Hints what handling the states a few places behind `next` in the queue will read: the
    /// queue's later states are known in advance, so their cache misses can overlap (three
    /// stages: an entry, then its row of arcs back, then the entries they lead to). A deep
    /// attractor (a chain) keeps the queue short and gains nothing.
    #[inline(always)]
    fn prefetch_ahead(&self, tails: &[u32], next: usize) {
        const AHEAD: usize = 8;
        if let Some(&far) = self.queue.get(next + 3 * AHEAD) {
            prefetch(&self.entries, far as usize / 2);
        }
        if let Some(&middle) = self.queue.get(next + 2 * AHEAD) {
            prefetch(tails, self.entries[middle as usize / 2].start as usize);
        }
        if let Some(&near) = self.queue.get(next + AHEAD) {
            for &v in &tails[self.row(near as usize / 2, tails.len())] {
                prefetch(&self.entries, v as usize);
            }
        }
    }

    /// The attractor of the dead ends (with Alice to move only, unless `both`), as rounds.
    fn attractor(&mut self, graph: &Digraph, predecessors: &Digraph, both: bool) -> Rounds {
        let n = graph.vertices();
        self.queue.clear();
        self.entries = crate::prefetch::vec_in_huge_pages(n);
        for v in 0..n {
            let left = graph.out_degree(v) as u32;
            let mut entry = Entry {
                left,
                rounds: [OUTSIDE; 2],
                start: predecessors.starts()[v],
            };
            if left == 0 {
                entry.rounds[0] = 0;
                self.queue.push(state(v, Side::Alice) as u32);
                if both {
                    entry.rounds[1] = 0;
                    self.queue.push(state(v, Side::Bob) as u32);
                }
            }
            self.entries.push(entry);
        }
        // Breadth first: the queue holds the states in the order they entered, one round after
        // another, so the round of the state taken is known without looking it up: it rises by
        // one where the states that entered in the previous round end.
        let tails = predecessors.targets();
        let mut next = 0;
        let mut round = 1;
        let mut round_end = self.queue.len();
        while let Some(&entered) = self.queue.get(next) {
            if next == round_end {
                round += 1;
                round_end = self.queue.len();
            }
            self.prefetch_ahead(tails, next);
            next += 1;
            let w = entered as usize / 2;
            let before = &tails[self.row(w, tails.len())];
            if entered % 2 == 0 {
                // Alice to move at w: Bob moved here from each predecessor, and one such move
                // is enough for him.
                for &v in before {
                    let entry = &mut self.entries[v as usize];
                    if entry.rounds[1] == OUTSIDE {
                        entry.rounds[1] = round;
                        self.queue.push(state(v as usize, Side::Bob) as u32);
                    }
                }
            } else {
                // Bob to move at w: Alice moved here, and must have had no way out.
                for &v in before {
                    let entry = &mut self.entries[v as usize];
                    entry.left -= 1;
                    if entry.left == 0 && entry.rounds[0] == OUTSIDE {
                        entry.rounds[0] = round;
                        self.queue.push(state(v as usize, Side::Alice) as u32);
                    }
                }
            }
        }
        Rounds(std::mem::take(&mut self.entries))
    }
}
