//! graph-draw-game's values without the rounds, for the contest answer: the two attractors of
//! [`super::attractors`] grown as one set, so that every arc is followed back at most twice (once
//! per state of its head) instead of up to four times.
//!
//! Attractor 2 (Bob forces a dead end with Alice to move) lies inside attractor 1 (Bob forces any
//! dead end), since its targets do; and the attractor of a set that holds attractor 2 and the
//! remaining targets is attractor 1 itself (an attractor is the least set that holds its targets
//! and every Bob state with a successor in it and every Alice state with all of them in it). So
//! the set is grown from the dead ends with Alice to move until nothing more enters (attractor
//! 2: value `B`), then, keeping every counter as it is, from the dead ends with Bob to move
//! until nothing more enters (attractor 1; the states that entered now have value `A`); what
//! never enters has value `D`. The order in which states are taken does not change a set, only
//! the rounds, which the contest answer does not need (the reports and `grundy play` use
//! [`super::attractors`], which keeps them).
//!
//! Memory: one 16-byte record per vertex holds its counter of arcs out, where its row of arcs
//! back starts and ends, and what is known of its two states, so following an arc back touches
//! the row and the records it leads to, nothing else. The rows are built from the arcs as read
//! by counting (one pass counts the degrees into the records, one fills the rows), without the
//! rows of arcs out, which the answer does not need.

use crate::digraph::Arc;
use crate::prefetch::{advise_huge_pages, prefetch};

use super::attractors::Value;

/// Bit of [`Vertex::known`]: the state with Alice to move has entered the set.
const ALICE_IN: u32 = 1;
/// Bit of [`Vertex::known`]: the state with Bob to move has entered the set.
const BOB_IN: u32 = 2;
/// Bits of [`Vertex::known`]: the state (Alice's or Bob's, shifted as [`ALICE_IN`] and
/// [`BOB_IN`]) entered while the set was attractor 2.
const ALICE_STUCK_SHIFT: u32 = 2;

/// How many places ahead in the queue (and in the arcs) the passes hint what they will read.
const AHEAD: usize = 8;

/// One vertex's record.
#[derive(Debug, Clone, Copy, Default)]
#[repr(C, align(16))]
struct Vertex {
    /// The arcs out not yet known to lead to a Bob state in the set (the out-degree at first).
    left: u32,
    /// Where the vertex's row of arcs back starts in the tails.
    start: u32,
    /// Where it ends.
    end: u32,
    /// [`ALICE_IN`], [`BOB_IN`] and the same shifted by [`ALICE_STUCK_SHIFT`].
    known: u32,
}

/// The value of every vertex with Alice, then Bob, to move, and the number of dead ends, for the
/// graph on `vertices` vertices with these arcs.
pub(crate) fn values(vertices: usize, arcs: &[Arc]) -> (Vec<(Value, Value)>, u64) {
    let (mut records, tails) = rows(vertices, arcs);
    let mut queue: Vec<u32> = Vec::with_capacity(2 * vertices);
    for (v, record) in records.iter_mut().enumerate() {
        if record.left == 0 {
            record.known = ALICE_IN | ALICE_IN << ALICE_STUCK_SHIFT;
            queue.push(2 * v as u32);
        }
    }
    let dead_ends = queue.len();
    grow(&mut records, &tails, &mut queue, 0, true);
    let grown = queue.len();
    for i in 0..dead_ends {
        let v = queue[i] / 2;
        records[v as usize].known |= BOB_IN;
        queue.push(2 * v + 1);
    }
    grow(&mut records, &tails, &mut queue, grown, false);
    let values = records
        .iter()
        .map(|record| (value(record.known, 0), value(record.known, 1)))
        .collect();
    (values, dead_ends as u64)
}

/// The value of the state of `side` (0 Alice, 1 Bob) from its record's bits.
fn value(known: u32, side: u32) -> Value {
    if known & (ALICE_IN << side) == 0 {
        Value::D
    } else if known & (ALICE_IN << (ALICE_STUCK_SHIFT + side)) != 0 {
        Value::B
    } else {
        Value::A
    }
}

/// The records (counters at the out-degrees, rows placed, nothing known) and the rows of arcs
/// back, one after another: the row of `v` holds the tails of the arcs into `v`.
fn rows(vertices: usize, arcs: &[Arc]) -> (Vec<Vertex>, Vec<u32>) {
    let mut records: Vec<Vertex> = Vec::with_capacity(vertices);
    advise_huge_pages(&mut records);
    records.resize(vertices, Vertex::default());
    // The degrees: out into `left`, in into `end` for now.
    for (i, &(from, to)) in arcs.iter().enumerate() {
        if let Some(&(ahead_from, ahead_to)) = arcs.get(i + AHEAD) {
            prefetch(&records, ahead_from as usize);
            prefetch(&records, ahead_to as usize);
        }
        records[from as usize].left += 1;
        records[to as usize].end += 1;
    }
    let mut placed = 0u32;
    for record in &mut records {
        placed += record.end;
        record.end = placed;
        record.start = placed;
    }
    // Each row filled from its end backwards, so that `start` ends where the row starts.
    let mut tails: Vec<u32> = Vec::with_capacity(arcs.len());
    advise_huge_pages(&mut tails);
    tails.resize(arcs.len(), 0);
    for (i, &(from, to)) in arcs.iter().enumerate() {
        if let Some(&(_, ahead_to)) = arcs.get(i + AHEAD) {
            prefetch(&records, ahead_to as usize);
        }
        let record = &mut records[to as usize];
        record.start -= 1;
        tails[record.start as usize] = from;
    }
    (records, tails)
}

/// Takes the states of `queue` from `next` on, each adding to the set (and to the queue) the
/// states it lets in: the Bob states with an arc to an Alice state taken, the Alice states whose
/// last arc out not yet known to lead into the set leads to a Bob state taken. A state entering
/// gets its bit, and with `stuck` (while the set is attractor 2) the same shifted by
/// [`ALICE_STUCK_SHIFT`].
fn grow(records: &mut [Vertex], tails: &[u32], queue: &mut Vec<u32>, mut next: usize, stuck: bool) {
    let shift = |bit: u32| {
        if stuck {
            bit | bit << ALICE_STUCK_SHIFT
        } else {
            bit
        }
    };
    let (alice_bits, bob_bits) = (shift(ALICE_IN), shift(BOB_IN));
    while let Some(&taken) = queue.get(next) {
        hint_ahead(records, tails, queue, next);
        next += 1;
        let w = &records[taken as usize / 2];
        let before = &tails[w.start as usize..w.end as usize];
        if taken % 2 == 0 {
            // Alice to move at w: Bob moved here from each tail, and one such move is enough.
            for &v in before {
                let record = &mut records[v as usize];
                if record.known & BOB_IN == 0 {
                    record.known |= bob_bits;
                    queue.push(2 * v + 1);
                }
            }
        } else {
            // Bob to move at w: Alice moved here, and enters once no arc out is left.
            for &v in before {
                let record = &mut records[v as usize];
                record.left -= 1;
                if record.left == 0 {
                    record.known |= alice_bits;
                    queue.push(2 * v);
                }
            }
        }
    }
}

/// Hints what taking the states a few places behind `next` in the queue will read, in three
/// stages (a record, then its row of arcs back, then the records they lead to), so that their
/// cache misses overlap. A deep attractor (a chain) keeps the queue short and gains nothing.
#[inline(always)]
fn hint_ahead(records: &[Vertex], tails: &[u32], queue: &[u32], next: usize) {
    if let Some(&far) = queue.get(next + 3 * AHEAD) {
        prefetch(records, far as usize / 2);
    }
    if let Some(&middle) = queue.get(next + 2 * AHEAD) {
        prefetch(tails, records[middle as usize / 2].start as usize);
    }
    if let Some(&near) = queue.get(next + AHEAD) {
        let record = &records[near as usize / 2];
        for &v in &tails[record.start as usize..record.end as usize] {
            prefetch(records, v as usize);
        }
    }
}
