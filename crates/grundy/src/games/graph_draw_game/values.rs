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
//! Memory: one 8-byte record per vertex holds its counter of arcs out and what is known of its
//! two states. The arcs back are rows, one per vertex, one after another: the row of `w` holds
//! its length, then, for each arc `v -> w`, the tail `v` and where the row of `v` starts. So a
//! state taken off the queue carries where its row starts, and following an arc back gives at
//! once the record to update and the row to read next, which can be fetched together: on a deep
//! attractor (a long chain), where the queue is too short to hint ahead, each step waits for one
//! cache miss instead of two (the row, then the record it names). The rows are built from the
//! arcs as read by counting (one pass counts the degrees, one fills the rows), without the rows
//! of arcs out, which the answer does not need.

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
#[repr(C, align(8))]
struct Vertex {
    /// The arcs out not yet known to lead to a Bob state in the set (the out-degree at first).
    left: u32,
    /// [`ALICE_IN`], [`BOB_IN`] and the same shifted by [`ALICE_STUCK_SHIFT`].
    known: u32,
}

/// A state in the queue: its number (`2v` with Alice to move at `v`, `2v + 1` with Bob), and
/// where the row of arcs back of `v` starts.
type Taken = (u32, u32);

/// Whether the rows of arcs back of a graph on `vertices` vertices with `arcs` arcs can be
/// placed with 32-bit positions (the length of every row, and two words per arc).
pub(crate) fn fits(vertices: usize, arcs: usize) -> bool {
    vertices as u64 + 2 * arcs as u64 <= u64::from(u32::MAX)
}

/// The value of every vertex with Alice, then Bob, to move, and the number of dead ends, for the
/// graph on `vertices` vertices with these arcs ([`fits`] must hold).
pub(crate) fn values(vertices: usize, arcs: &[Arc]) -> (Vec<(Value, Value)>, u64) {
    let (mut records, rows) = rows(vertices, arcs);
    let mut queue: Vec<Taken> = Vec::with_capacity(2 * vertices);
    for (v, record) in records.iter_mut().enumerate() {
        if record.left == 0 {
            record.known = ALICE_IN | ALICE_IN << ALICE_STUCK_SHIFT;
            queue.push((2 * v as u32, rows.starts[v]));
        }
    }
    drop(rows.starts);
    let dead_ends = queue.len();
    grow(&mut records, &rows.tails, &mut queue, 0, true);
    let grown = queue.len();
    for i in 0..dead_ends {
        let (alice, row) = queue[i];
        records[alice as usize / 2].known |= BOB_IN;
        queue.push((alice + 1, row));
    }
    grow(&mut records, &rows.tails, &mut queue, grown, false);
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

/// The rows of arcs back, one after another, and where each starts.
struct Rows {
    /// Per vertex `w`: the number of arcs into `w`, then for each such arc `v -> w` the tail `v`
    /// and `starts[v]`.
    tails: Vec<u32>,
    /// Where the row of each vertex starts in `tails`.
    starts: Vec<u32>,
}

/// The records (counters at the out-degrees, nothing known) and the rows of arcs back.
fn rows(vertices: usize, arcs: &[Arc]) -> (Vec<Vertex>, Rows) {
    let mut records: Vec<Vertex> = Vec::with_capacity(vertices);
    advise_huge_pages(&mut records);
    records.resize(vertices, Vertex::default());
    // The degrees: out into the records, in into `starts` for now.
    let mut starts = vec![0u32; vertices];
    for (i, &(from, to)) in arcs.iter().enumerate() {
        if let Some(&(ahead_from, ahead_to)) = arcs.get(i + AHEAD) {
            prefetch(&records, ahead_from as usize);
            prefetch(&starts, ahead_to as usize);
        }
        records[from as usize].left += 1;
        starts[to as usize] += 1;
    }
    let mut placed = 0u32;
    for start in &mut starts {
        let arcs_in = *start;
        *start = placed;
        placed += 1 + 2 * arcs_in;
    }
    // Each row's first word counts the arcs placed in it so far, and ends as its length.
    let mut tails: Vec<u32> = Vec::with_capacity(placed as usize);
    advise_huge_pages(&mut tails);
    tails.resize(placed as usize, 0);
    for (i, &(from, to)) in arcs.iter().enumerate() {
        if let Some(&(ahead_from, ahead_to)) = arcs.get(i + 2 * AHEAD) {
            prefetch(&starts, ahead_from as usize);
            prefetch(&starts, ahead_to as usize);
        }
        if let Some(&(_, ahead_to)) = arcs.get(i + AHEAD) {
            prefetch(&tails, starts[ahead_to as usize] as usize);
        }
        let row = starts[to as usize] as usize;
        let at = row + 1 + 2 * tails[row] as usize;
        tails[row] += 1;
        tails[at] = from;
        tails[at + 1] = starts[from as usize];
    }
    (records, Rows { tails, starts })
}

/// The arcs back of the row starting at `row`: pairs of a tail and where its own row starts.
#[inline(always)]
fn arcs_back(tails: &[u32], row: u32) -> std::slice::ChunksExact<'_, u32> {
    let row = row as usize;
    tails[row + 1..row + 1 + 2 * tails[row] as usize].chunks_exact(2)
}

/// Takes the states of `queue` from `next` on, each adding to the set (and to the queue) the
/// states it lets in: the Bob states with an arc to an Alice state taken, the Alice states whose
/// last arc out not yet known to lead into the set leads to a Bob state taken. A state entering
/// gets its bit, and with `stuck` (while the set is attractor 2) the same shifted by
/// [`ALICE_STUCK_SHIFT`].
fn grow(
    records: &mut [Vertex],
    tails: &[u32],
    queue: &mut Vec<Taken>,
    mut next: usize,
    stuck: bool,
) {
    let shift = |bit: u32| {
        if stuck {
            bit | bit << ALICE_STUCK_SHIFT
        } else {
            bit
        }
    };
    let (alice_bits, bob_bits) = (shift(ALICE_IN), shift(BOB_IN));
    while let Some(&(taken, row)) = queue.get(next) {
        hint_ahead(records, tails, queue, next);
        next += 1;
        // With a short queue (a chain), the rows of the states about to enter are asked for
        // with their records, too late for the hints.
        let short = queue.len() - next < 2 * AHEAD;
        if taken % 2 == 0 {
            // Alice to move at w: Bob moved here from each tail, and one such move is enough.
            for arc in arcs_back(tails, row) {
                let (v, v_row) = (arc[0], arc[1]);
                if short {
                    prefetch(tails, v_row as usize);
                }
                let record = &mut records[v as usize];
                if record.known & BOB_IN == 0 {
                    record.known |= bob_bits;
                    queue.push((2 * v + 1, v_row));
                }
            }
        } else {
            // Bob to move at w: Alice moved here, and enters once no arc out is left.
            for arc in arcs_back(tails, row) {
                let (v, v_row) = (arc[0], arc[1]);
                if short {
                    prefetch(tails, v_row as usize);
                }
                let record = &mut records[v as usize];
                record.left -= 1;
                if record.left == 0 {
                    record.known |= alice_bits;
                    queue.push((2 * v, v_row));
                }
            }
        }
    }
}

/// Hints what taking the states a few places behind `next` in the queue will read, in two
/// stages (a row of arcs back, then the records it names), so that their cache misses overlap.
#[inline(always)]
fn hint_ahead(records: &[Vertex], tails: &[u32], queue: &[Taken], next: usize) {
    if let Some(&(_, row)) = queue.get(next + 2 * AHEAD) {
        prefetch(tails, row as usize);
    }
    if let Some(&(_, row)) = queue.get(next + AHEAD) {
        for arc in arcs_back(tails, row) {
            prefetch(records, arc[0] as usize);
        }
    }
}
