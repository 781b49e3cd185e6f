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
//! Runs of single vertices (exactly one arc out) are settled without walking them: such a
//! vertex's state with one player to move is in a set exactly when its successor's state with the
//! other player to move is (a Bob state enters with one successor in, an Alice state with all of
//! them), so it has the value of its run's exit (the first vertex that is not single) with the
//! players swapped when the run to it is of odd length, or `D` when following single successors
//! never leaves them (a cycle: the least set holds none of its states). The exits come from
//! [`Runs`] (list ranking, whose walks overlap their cache misses), and the set is grown over
//! the vertices that are not single only, an arc into a single vertex standing for an arc into
//! its exit that swaps the players when the run is odd. On a long chain, growing the set along
//! the chain would wait for a cache miss at every vertex (each entry lets in only the next).
//! Settling the runs is done only where it pays back ([`worth_settling`]); elsewhere every vertex
//! keeps a row of its own.
//!
//! Memory: one 8-byte record per vertex holds its counter of arcs out and what is known of its
//! two states. The arcs back are rows, one per vertex that is not single, one after another: the
//! row of `w` holds its length, then, for each arc `v -> w` (or into a run whose exit is `w`) from
//! a vertex `v` not single, the tail `v` (with [`FLIP`] for an odd run) and where the row of `v`
//! starts. So a state taken off the queue carries where its row starts, and following an arc
//! back gives at once the record to update and the row to read next, which can be fetched
//! together: where the queue is too short to hint ahead, each step waits for one cache miss
//! instead of two (the row, then the record it names). The rows are built by counting, without
//! the rows of arcs out, which the answer does not need: one read of the arcs as read counts the
//! out-degrees and notes a successor of each vertex (which gives the single ones their runs)
//! while it sizes the shared [`Buckets`] of arcs by head, a second copies each arc into its
//! bucket; then, bucket after bucket, the arcs into each vertex are counted and the rows filled,
//! so that those writes stay within a window of a few thousand heads that the cache holds.
//! Filling the rows reads, for the tail of each arc, where its row goes: 4 bytes per vertex
//! where no run is settled, 8 (with its head) where they are ([`Places`]: the same passes over
//! either).

use crate::digraph::rows::Buckets;
use crate::digraph::runs::{Runs, NOT_SINGLE};
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

/// One vertex's record (while the degrees are counted, `known` notes a successor).
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
/// placed with 32-bit positions (the length of every row, and two words per arc), and every exit
/// with [`FLIP`] kept apart from [`LOOPS`].
pub(crate) fn fits(vertices: usize, arcs: usize) -> bool {
    vertices as u64 + 2 * arcs as u64 <= u64::from(u32::MAX)
        && vertices as u64 <= u64::from(LOOPS & !FLIP)
}

/// The value of every vertex with Alice, then Bob, to move, and the number of dead ends, for the
/// graph on `vertices` vertices with these arcs ([`fits`] must hold).
pub(crate) fn values(vertices: usize, arcs: &[Arc]) -> (Vec<(Value, Value)>, u64) {
    values_with(vertices, arcs, SettleRuns::WhenWorth)
}

/// Whether [`values`] settles the runs of single vertices first (else every vertex keeps its
/// own row, as if none were single): by [`worth_settling`], or always, or never (the tests
/// compare all three).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SettleRuns {
    /// Where [`worth_settling`] says so.
    WhenWorth,
    /// Always.
    #[cfg_attr(not(test), allow(dead_code))]
    Always,
    /// Never.
    #[cfg_attr(not(test), allow(dead_code))]
    Never,
}

/// Settling the runs costs a pass of list ranking and a pass over the single vertices, and pays
/// back only where growing the set would walk long runs, one cache miss after another: it is
/// done where most vertices are single and some vertex is a dead end (without one, no state
/// enters the set and nothing is walked), from the records as the degrees left them.
fn worth_settling(records: &[Vertex]) -> bool {
    let (mut single, mut dead_end) = (0usize, false);
    for record in records {
        single += usize::from(record.left == 1);
        dead_end |= record.left == 0;
    }
    dead_end && 2 * single > records.len()
}

/// [`values`], settling the runs as `settle` says.
pub(crate) fn values_with(
    vertices: usize,
    arcs: &[Arc],
    settle: SettleRuns,
) -> (Vec<(Value, Value)>, u64) {
    let (records, arcs_back, mut arcs_in) = degrees(vertices, arcs);
    let settle = match settle {
        SettleRuns::WhenWorth => worth_settling(&records),
        SettleRuns::Always => true,
        SettleRuns::Never => false,
    };
    if settle {
        let mut places = settle_runs(&records, arcs_in);
        values_from(records, arcs_back, &mut places[..])
    } else {
        values_from(records, arcs_back, &mut arcs_in[..])
    }
}

/// The rest of [`values_with`] once the degrees are counted (`records`, and the arcs into each
/// vertex in `places`), the arcs partitioned by head (`arcs_back`) and the heads known: the
/// rows, the set grown, and each vertex's values (a single vertex's from its exit's record).
/// The records' `known` still notes a successor, and is cleared here.
fn values_from<P: Places + ?Sized>(
    mut records: Vec<Vertex>,
    arcs_back: Buckets,
    places: &mut P,
) -> (Vec<(Value, Value)>, u64) {
    let tails = rows(&arcs_back, places);
    drop(arcs_back);
    let mut queue: Vec<Taken> = Vec::with_capacity(2 * records.len());
    for (v, record) in records.iter_mut().enumerate() {
        record.known = 0;
        if record.left == 0 {
            record.known = ALICE_IN | ALICE_IN << ALICE_STUCK_SHIFT;
            queue.push((2 * v as u32, places.row(v)));
        }
    }
    let dead_ends = queue.len();
    grow(&mut records, &tails, &mut queue, 0, true);
    let grown = queue.len();
    for i in 0..dead_ends {
        let (alice, row) = queue[i];
        records[alice as usize / 2].known |= BOB_IN;
        queue.push((alice + 1, row));
    }
    grow(&mut records, &tails, &mut queue, grown, false);
    drop(queue);
    drop(tails);
    let values = (0..records.len())
        .map(|v| match places.head(v) {
            OWN_ROW => (value(records[v].known, 0), value(records[v].known, 1)),
            LOOPS => (Value::D, Value::D),
            exit => {
                let known = records[(exit & !FLIP) as usize].known;
                let odd = exit >> 31;
                (value(known, odd), value(known, odd ^ 1))
            }
        })
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

/// A vertex's head: the vertex is not single, and its arcs back have a row of their own.
const OWN_ROW: u32 = u32::MAX;
/// A vertex's head: the vertex is single and following single successors never leaves the
/// single vertices (a cycle), so both its states are drawn.
const LOOPS: u32 = u32::MAX - 1;
/// Bit of an exit as a vertex's head, and of a tail in the rows: the run to the exit is of odd
/// length, so the players swap.
const FLIP: u32 = 1 << 31;

/// Per vertex, in 8 bytes (filling a row reads one for each end of an arc): where its arcs
/// back go, and its head, where the runs are settled.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(8))]
struct Place {
    /// Where the row of arcs back starts in the rows: the vertex's own, or for a single vertex
    /// its exit's (the count of its arcs back while they are counted).
    row: u32,
    /// [`OWN_ROW`]; for a single vertex its exit (with [`FLIP`] for a run of odd length), or
    /// [`LOOPS`].
    head: u32,
}

/// Per vertex, where its arcs back go (the number of arcs into it while they are counted) and
/// its head. The passes are written once over this and compiled twice: for the runs settled
/// ([`Place`]s), and for plain 4-byte rows (`u32`s, as many to hold in the cache as there can
/// be), where every head is [`OWN_ROW`] and the tests of it fold away.
trait Places {
    /// The number of vertices.
    fn vertices(&self) -> usize;
    /// Where the arcs back of `v` go.
    fn row(&self, v: usize) -> u32;
    /// Sets where the arcs back of `v` go.
    fn set_row(&mut self, v: usize, row: u32);
    /// The head of `v`.
    fn head(&self, v: usize) -> u32;
    /// Hints that `v`'s place will be read soon.
    fn prefetch(&self, v: usize);
}

impl Places for [u32] {
    #[inline(always)]
    fn vertices(&self) -> usize {
        self.len()
    }

    #[inline(always)]
    fn row(&self, v: usize) -> u32 {
        self[v]
    }

    #[inline(always)]
    fn set_row(&mut self, v: usize, row: u32) {
        self[v] = row;
    }

    #[inline(always)]
    fn head(&self, _: usize) -> u32 {
        OWN_ROW
    }

    #[inline(always)]
    fn prefetch(&self, v: usize) {
        prefetch(self, v);
    }
}

impl Places for [Place] {
    #[inline(always)]
    fn vertices(&self) -> usize {
        self.len()
    }

    #[inline(always)]
    fn row(&self, v: usize) -> u32 {
        self[v].row
    }

    #[inline(always)]
    fn set_row(&mut self, v: usize, row: u32) {
        self[v].row = row;
    }

    #[inline(always)]
    fn head(&self, v: usize) -> u32 {
        self[v].head
    }

    #[inline(always)]
    fn prefetch(&self, v: usize) {
        prefetch(self, v);
    }
}

/// The records (counters at the out-degrees, `known` noting a successor of each vertex, the only
/// one of a single vertex), the arcs as pairs `(head, tail)` partitioned by head ([`Buckets`]:
/// the rows are counted and filled from them a cached window of heads at a time), and the number
/// of arcs into each vertex.
fn degrees(vertices: usize, arcs: &[Arc]) -> (Vec<Vertex>, Buckets, Vec<u32>) {
    let mut records: Vec<Vertex> = Vec::with_capacity(vertices);
    advise_huge_pages(&mut records);
    records.resize(vertices, Vertex::default());
    let mut next = 0;
    let arcs_back = Buckets::new(
        vertices,
        || arcs.iter().map(|&(from, to)| (to, from)),
        |to, from| {
            if let Some(&(ahead_from, _)) = arcs.get(next + AHEAD) {
                prefetch(&records, ahead_from as usize);
            }
            next += 1;
            let record = &mut records[from as usize];
            record.left += 1;
            record.known = to;
        },
    );
    let mut arcs_in = Vec::new();
    arcs_back.counts(vertices, &mut arcs_in);
    (records, arcs_back, arcs_in)
}

/// The places of the vertices when the runs of single vertices are settled (from the
/// successors the records note), with the arcs into each single vertex counted at its exit
/// instead (none at a vertex whose run loops: its arcs back are never followed).
fn settle_runs(records: &[Vertex], arcs_in: Vec<u32>) -> Vec<Place> {
    let successors = records.iter().map(|record| match record.left {
        1 => record.known,
        _ => NOT_SINGLE,
    });
    let runs = Runs::from_successors(successors).expect("fits: fewer than 2^31 vertices");
    let mut places: Vec<Place> = Vec::with_capacity(records.len());
    advise_huge_pages(&mut places);
    places.extend(arcs_in.iter().enumerate().map(|(v, &row)| {
        let head = if !runs.is_single(v) {
            OWN_ROW
        } else {
            match runs.exit(v) {
                Some((exit, odd)) => exit | if odd { FLIP } else { 0 },
                None => LOOPS,
            }
        };
        Place { row, head }
    }));
    drop(runs);
    drop(arcs_in);
    for v in 0..places.len() {
        let Place { row, head } = places[v];
        if head != OWN_ROW {
            if head != LOOPS {
                places[(head & !FLIP) as usize].row += row;
            }
            places[v].row = 0;
        }
    }
    places
}

/// The rows of arcs back, one after another, from the arcs into each vertex counted in
/// `places`, whose rows end as where each vertex's arcs back go: its own row, or for a single
/// vertex its exit's. Per vertex `w` with a row of its own: the number of arcs into `w` placed
/// (then room for those of the single tails, which are left out), then for each such arc
/// `v -> w` (or into a run whose exit is `w`) from a vertex `v` not single, the tail `v` (with
/// [`FLIP`] for an arc into an odd run) and the row of `v`.
fn rows<P: Places + ?Sized>(arcs_back: &Buckets, places: &mut P) -> Vec<u32> {
    let mut placed = 0u32;
    for v in 0..places.vertices() {
        if places.head(v) == OWN_ROW {
            let arcs_in = places.row(v);
            places.set_row(v, placed);
            placed += 1 + 2 * arcs_in;
        }
    }
    for v in 0..places.vertices() {
        let head = places.head(v);
        if head != OWN_ROW && head != LOOPS {
            places.set_row(v, places.row((head & !FLIP) as usize));
        }
    }
    // Each row's first word counts the arcs placed in it so far, and ends as its length.
    let mut tails: Vec<u32> = Vec::with_capacity(placed as usize);
    advise_huge_pages(&mut tails);
    tails.resize(placed as usize, 0);
    // The heads come a bucket at a time, so their places and rows are at hand; the tails are
    // anywhere, and their places are hinted ahead.
    for (i, (to, from)) in arcs_back.pairs().enumerate() {
        if let Some((_, ahead_from)) = arcs_back.get(i + 2 * AHEAD) {
            places.prefetch(ahead_from as usize);
        }
        if places.head(from as usize) != OWN_ROW {
            // A single tail: its values are its exit's.
            continue;
        }
        let flip = match places.head(to as usize) {
            OWN_ROW => 0,
            LOOPS => continue,
            exit => exit & FLIP,
        };
        let row = places.row(to as usize) as usize;
        let at = row + 1 + 2 * tails[row] as usize;
        tails[row] += 1;
        tails[at] = from | flip;
        tails[at + 1] = places.row(from as usize);
    }
    tails
}

/// The arcs back of the row starting at `row`: pairs of a tail and where its own row starts.
#[inline(always)]
fn arcs_back(tails: &[u32], row: u32) -> std::slice::ChunksExact<'_, u32> {
    let row = row as usize;
    tails[row + 1..row + 1 + 2 * tails[row] as usize].chunks_exact(2)
}

/// Takes the states of `queue` from `next` on, each adding to the set (and to the queue) the
/// states it lets in: the Bob states with an arc to an Alice state taken, the Alice states whose
/// last arc out not yet known to lead into the set leads to a Bob state taken (an arc with
/// [`FLIP`], into an odd run, leads to the state of its exit with the other player to move). A
/// state entering gets its bit, and with `stuck` (while the set is attractor 2) the same shifted
/// by [`ALICE_STUCK_SHIFT`].
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
        for arc in arcs_back(tails, row) {
            let (tail, v_row) = (arc[0], arc[1]);
            if short {
                prefetch(tails, v_row as usize);
            }
            let v = tail & !FLIP;
            let record = &mut records[v as usize];
            if (taken ^ tail >> 31) & 1 == 0 {
                // Bob moves from v to a state with Alice to move, and one such move is enough.
                if record.known & BOB_IN == 0 {
                    record.known |= bob_bits;
                    queue.push((2 * v + 1, v_row));
                }
            } else {
                // Alice moves from v to a state with Bob to move, and enters once no arc out is
                // left.
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
            prefetch(records, (arc[0] & !FLIP) as usize);
        }
    }
}
