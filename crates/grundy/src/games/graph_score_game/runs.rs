//! Runs of single vertices, each folded into one step of the pass ([`super::fast`]).
//!
//! A vertex with one arc out is single. The values of a single vertex `v` whose arc leads to `w`
//! (the score with best play from each state; the docs page) are `A(v) = max(X_v, B(w))` and
//! `B(v) = min(X_v, A(w))`: each a function of one value of the form `y -> max(lo, min(hi, y))`
//! ([`Clamp`]), and two such functions compose into one of the same form. Call a single vertex
//! interior when it is not vertex 1 and its one arc in comes from a single vertex: the interior
//! vertices form chains, each entered from one single vertex that is not interior (the run's
//! head) and left into one vertex that is not interior (its exit). Each state of the head is a
//! clamp of one state of the exit (which one, by the parity of the run's length), so in the
//! threshold game of `d` it is won when `d` is at most the clamp's lower number, or when `d` is
//! at most its upper number and that state of the exit is won. The pass takes the head as a
//! vertex whose arc leads straight to the exit, with those two numbers per state for its own
//! (the head's word, [`JUNCTION`]), and the interior vertices drop out: no state of theirs is
//! followed back, and a closure that walked a chain one dependent cache miss per vertex walks
//! one per run.
//!
//! The runs are walked backwards from their exits, [`WALKS`] at a time, a step of each in turn,
//! each step's reads prefetched a round before, so that their cache misses overlap (as
//! [`crate::digraph::runs`] walks its runs forwards).

use super::fast::{Record, ALICE_WON, BOB_SIDE, BOB_WON, FORCE, INLINE, JUNCTION, PARITY};
use super::sort::{capped, packed};
use crate::prefetch::prefetch;

/// The top three bits of an interior vertex's word: its Alice state won, its Bob state won and
/// [`JUNCTION`], together, which no other word has before the pass (a count is below
/// [`JUNCTION`], a head's word has no state won yet), and which the pass, reading only the
/// [`JUNCTION`] bit, skips with the heads where it gives every other vertex its count.
const INTERIOR: u32 = ALICE_WON | BOB_WON | JUNCTION;

/// The low bits of an interior vertex's word: its one tail.
const TAIL: u32 = JUNCTION - 1;

/// The runs are folded only on graphs whose vertex ids fit [`TAIL`].
pub(super) const TAIL_LIMIT: usize = TAIL as usize;

/// Whether `word` is an interior vertex's ([`mark_interior`]).
#[inline(always)]
fn interior(word: u32) -> bool {
    word & INTERIOR == INTERIOR
}

/// How many places ahead the reads of every vertex or every arc prefetch the words they will
/// look at.
const AHEAD: usize = 16;

/// How many runs are walked side by side.
const WALKS: usize = 32;

/// The function `y -> max(lo, min(hi, y))` (a constant when `lo >= hi`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Clamp {
    pub(super) lo: u64,
    pub(super) hi: u64,
}

impl Clamp {
    /// `y -> y`.
    pub(super) const IDENTITY: Clamp = Clamp {
        lo: 0,
        hi: u64::MAX,
    };

    /// `y -> max(x, self(y))`: Alice on a vertex of number `x`, before a state worth `self`.
    #[inline(always)]
    pub(super) fn after_alice(self, x: u64) -> Clamp {
        Clamp {
            lo: self.lo.max(x),
            hi: self.hi,
        }
    }

    /// `y -> min(x, self(y))`: Bob on a vertex of number `x`, before a state worth `self`.
    #[inline(always)]
    pub(super) fn after_bob(self, x: u64) -> Clamp {
        Clamp {
            lo: self.lo.min(x),
            hi: self.hi.min(x),
        }
    }

    /// The value at `y`.
    #[cfg(test)]
    pub(super) fn at(self, y: u64) -> u64 {
        self.lo.max(self.hi.min(y))
    }
}

/// Marks the interior vertices (their words become [`INTERIOR`] beside their one tail, so that a
/// run's walk steps through the 4 bytes a vertex of the words, which the cache holds, rather than
/// its 16-byte record), given every vertex's count of arcs out in `words` and the rows of arcs
/// back (`starts`, `tails`) of a graph of at most [`TAIL_LIMIT`] vertices; returns how many.
pub(super) fn mark_interior(words: &mut [u32], starts: &[u32], tails: &[u32]) -> usize {
    let mut marked = 0;
    for vertex in 1..words.len() {
        // The word of the first tail of the vertex a few places on.
        if let Some(&first) = starts.get(vertex + AHEAD) {
            if let Some(&tail) = tails.get(first as usize) {
                prefetch(words, tail as usize);
            }
        }
        if words[vertex] != 1 || starts[vertex + 1] - starts[vertex] != 1 {
            continue;
        }
        let tail = tails[starts[vertex] as usize];
        let before = words[tail as usize];
        // A vertex marked before it is single too.
        if before == 1 || interior(before) {
            words[vertex] = INTERIOR | tail;
            marked += 1;
        }
    }
    marked
}

/// A run being walked backwards: the vertex it looks at next (interior, or the head), the clamps
/// of the Alice and the Bob state of the vertex after it, whether the run so far is of odd
/// length, and where its exit's row holds its last interior vertex (a record's slot, or a place
/// in the tails when `exit` is [`NO_RECORD`]).
#[derive(Debug, Clone, Copy)]
struct Walk {
    at: u32,
    alice: Clamp,
    bob: Clamp,
    odd: bool,
    exit: u32,
    place: u32,
}

impl Walk {
    /// The walk of the run that ends at `end` (the exit, or [`NO_RECORD`], the place, and the
    /// run's last interior vertex), from that vertex, whose reads (its word and its number) are
    /// prefetched.
    fn start((exit, place, at): (u32, u32, u32), words: &[u32], values: &[u64]) -> Walk {
        prefetch(words, at as usize);
        prefetch(values, at as usize);
        Walk {
            at,
            alice: Clamp::IDENTITY,
            bob: Clamp::IDENTITY,
            odd: false,
            exit,
            place,
        }
    }
}

/// In a [`Walk`]: the exit's tails are not in its record.
const NO_RECORD: u32 = u32::MAX;

/// Folds every run ([`mark_interior`] first): walks each backwards from
/// its exit, composing the clamps, writes the head's word ([`JUNCTION`], [`PARITY`] and its two
/// counts), puts the head in place of the run's last interior vertex in the exit's row of arcs
/// back, and adds the head's items to `keys` ([`packed`], with `top`, among the numbers from
/// `floor` up, capped at `ceiling`): for each state, its lower number ([`FORCE`]) and its upper
/// one (none when it is `u64::MAX`, which every threshold is at most: the count starts lower).
pub(super) fn fold(
    words: &mut [u32],
    records: &mut [Record],
    starts: &[u32],
    tails: &mut [u32],
    values: &[u64],
    (floor, ceiling, top): (u64, u64, u64),
    keys: &mut Vec<u64>,
) {
    // Where the runs end: the interior vertices in the rows of vertices that are not.
    let mut ends: Vec<(u32, u32, u32)> = Vec::new();
    for (exit, row) in starts.windows(2).enumerate() {
        // The words of as many tails a few places on.
        for place in row[0]..row[1] {
            if let Some(&ahead) = tails.get(place as usize + AHEAD) {
                prefetch(words, ahead as usize);
            }
        }
        if interior(words[exit]) {
            continue;
        }
        let inline = (row[1] - row[0]) as usize <= INLINE;
        for place in row[0]..row[1] {
            let tail = tails[place as usize];
            if interior(words[tail as usize]) {
                ends.push(if inline {
                    (exit as u32, place - row[0], tail)
                } else {
                    (NO_RECORD, place, tail)
                });
            }
        }
    }
    let mut ends = ends.into_iter();
    let mut walks: Vec<Walk> = Vec::with_capacity(WALKS);
    loop {
        while walks.len() < WALKS {
            let Some(end) = ends.next() else { break };
            walks.push(Walk::start(end, words, values));
        }
        if walks.is_empty() {
            return;
        }
        let mut index = 0;
        while index < walks.len() {
            let walk = &mut walks[index];
            let at = walk.at as usize;
            let word = words[at];
            let number = values[at];
            (walk.alice, walk.bob) = (walk.bob.after_alice(number), walk.alice.after_bob(number));
            walk.odd = !walk.odd;
            if interior(word) {
                // Its one arc in.
                let before = word & TAIL;
                prefetch(words, before as usize);
                prefetch(values, before as usize);
                walk.at = before;
                index += 1;
                continue;
            }
            // The head.
            let walk = *walk;
            let head = walk.at;
            if walk.exit == NO_RECORD {
                tails[walk.place as usize] = head;
            } else {
                records[walk.exit as usize].slots[walk.place as usize] = head;
            }
            let mut word = JUNCTION | if walk.odd { PARITY } else { 0 };
            for (clamp, side, shift) in [(walk.alice, 0, 2), (walk.bob, BOB_SIDE, 0)] {
                let mut waits = 1;
                if clamp.hi != u64::MAX {
                    waits += 1;
                    if clamp.hi >= floor {
                        keys.push(packed(top, capped(clamp.hi, ceiling), head | side));
                    }
                }
                word |= waits << shift;
                if clamp.lo >= floor {
                    keys.push(packed(top, capped(clamp.lo, ceiling), head | side | FORCE));
                }
            }
            words[at] = word;
            match ends.next() {
                Some(end) => {
                    walks[index] = Walk::start(end, words, values);
                    index += 1;
                }
                None => {
                    walks.swap_remove(index);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Random;

    #[test]
    fn clamps_compose_as_their_functions() {
        let mut random = Random::from_seed(23);
        for _ in 0..20_000 {
            let clamp = Clamp {
                lo: random.below(12),
                hi: [random.below(12), u64::MAX][random.below(2) as usize],
            };
            let x = random.below(12);
            for y in (0..13).chain([u64::MAX]) {
                assert_eq!(clamp.after_alice(x).at(y), x.max(clamp.at(y)));
                assert_eq!(clamp.after_bob(x).at(y), x.min(clamp.at(y)));
            }
        }
        assert_eq!(Clamp::IDENTITY.at(7), 7);
    }
}
