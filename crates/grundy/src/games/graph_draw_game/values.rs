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
//! Memory, in the push style of dag-game's peel ([`crate::digraph::settle`]): one 8-byte record
//! per vertex holds its counter of arcs out not yet known to lead into the set, what is known of
//! its two states, and where its row of arcs back starts (the row ends where the next vertex's
//! starts: one record more closes the last). The rows hold the tails only, 4 bytes an arc,
//! turned round by the shared [`Buckets`] (partitioned by head, then counted and placed a cached
//! window of heads at a time: no record is read while they are built); where every vertex keeps
//! its own row, they are placed in the memory of the partition itself ([`Buckets::into_rows`]),
//! as new memory is dear on a large graph (the kernel clears every new page). Following an arc
//! back updates the tail's record; a state that enters is queued with its row's bounds, read
//! from the record it has just written (and its neighbour), so taking it from the queue reads
//! its row and the records the row names, nothing else. The queue is known ahead, so those
//! misses are hinted in two stages, a few places ahead (the records of a long row also as it is
//! read). The queue holds no vertex, only the row's bounds and the side to move (8 bytes a
//! state), in two lists that follow the states waiting ([`Queue`]), far fewer than the states
//! that ever enter.
//!
//! Runs of single vertices (exactly one arc out) are settled without walking them: such a
//! vertex's state with one player to move is in the set exactly when its successor's state with
//! the other player to move is (a Bob state enters with one successor in, an Alice state with all
//! of them), so it has the value of its run's exit (the first vertex that is not single) with
//! the players swapped when the run to it is of odd length, or `D` when following single
//! successors never leaves them (a cycle: the least set holds none of its states). The exits
//! come from [`Runs`] (list ranking, whose walks overlap their cache misses), and the set is
//! grown over the vertices that are not single only ([`Settled`]): the rows leave out the arcs
//! from single vertices, and an arc into a single vertex is placed in its exit's row instead,
//! with [`FLIP`] when the run is odd (the players swap). On a long chain, growing the set along
//! the chain would wait for a cache miss at every vertex (each entry lets in only the next).
//! Settling the runs is done only where it pays back ([`worth_settling`]); elsewhere every
//! vertex keeps a row of its own, and the passes are compiled without the flips ([`Alone`]).
//! Where no vertex is a dead end, nothing enters the set and every value is `D`: that is found
//! from one bit per vertex, before any record or row is built.

use crate::digraph::rows::Buckets;
use crate::digraph::runs::{Runs, NOT_SINGLE};
use crate::digraph::Arc;
use crate::prefetch::{prefetch, vec_in_huge_pages};

use super::attractors::Value;

/// The bits of [`Vertex::word`] that count the arcs out left (the out-degree at first).
const LEFT_BITS: u32 = 28;
/// The mask of the counter in [`Vertex::word`].
const LEFT: u32 = (1 << LEFT_BITS) - 1;
/// Bit of [`Vertex::word`]: the state with Alice to move has entered the set.
const ALICE_IN: u32 = 1 << LEFT_BITS;
/// Bit of [`Vertex::word`]: the state with Bob to move has entered the set.
const BOB_IN: u32 = 2 << LEFT_BITS;
/// Bits of [`Vertex::word`]: the state (Alice's or Bob's, shifted as [`ALICE_IN`] and
/// [`BOB_IN`]) entered while the set was attractor 2.
const ALICE_STUCK_SHIFT: u32 = 2;

/// A vertex's lead ([`Settled`]): the vertex is not single, and its arcs back have a row of
/// their own.
const OWN_ROW: u32 = u32::MAX;
/// A vertex's lead: the vertex is single and following single successors never leaves the
/// single vertices (a cycle), so both its states are drawn.
const LOOPS: u32 = u32::MAX - 1;
/// Bit of an exit as a vertex's lead, and of a tail in the rows: the run to the exit is of odd
/// length, so the players swap.
const FLIP: u32 = 1 << 31;

/// How many places ahead in the queue (and in a long row) the passes hint what they will read.
const AHEAD: usize = 8;

/// How many arcs ahead the count of the out-degrees hints the record it will update: the loop
/// is short, so the hint must be far ahead to cover a miss (the queue's steps are longer).
const DEGREES_AHEAD: usize = 64;

/// One vertex's record (while the degrees are counted, `start` notes a successor).
#[derive(Debug, Clone, Copy, Default)]
#[repr(C, align(8))]
struct Vertex {
    /// The arcs out not yet known to lead to a Bob state in the set (the out-degree at first),
    /// below [`ALICE_IN`], [`BOB_IN`] and the same shifted by [`ALICE_STUCK_SHIFT`].
    word: u32,
    /// Where the row of arcs back starts.
    start: u32,
}

/// A state in the queue, `first | end << 32`: `first` is where the row of arcs back of its vertex
/// starts, with [`SIDE`] when Bob is to move, and `end` where the row ends. Taking a state needs
/// its row and the side to move, not the vertex.
type Taken = u64;

/// Bit of a [`Taken`]'s first word: Bob is to move (a row's bounds are below [`ALICE_IN`], as
/// there are fewer arcs: [`fits`]).
const SIDE: u32 = 1 << 31;

/// A [`Taken`] from its two words.
#[inline(always)]
fn taken(first: u32, end: u32) -> Taken {
    u64::from(first) | u64::from(end) << 32
}

/// A [`Taken`]'s two words, `[first, end]`.
#[inline(always)]
fn words(taken: Taken) -> [u32; 2] {
    [taken as u32, (taken >> 32) as u32]
}

/// Whether [`values`] can take a graph on `vertices` vertices with `arcs` arcs: every counter
/// below [`ALICE_IN`] (whatever the graph, fewer arcs than that), and every exit with [`FLIP`]
/// kept apart from [`LOOPS`].
pub(crate) fn fits(vertices: usize, arcs: usize) -> bool {
    (arcs as u64) < u64::from(ALICE_IN) && vertices as u64 <= u64::from(LOOPS & !FLIP)
}

/// The value of every vertex with Alice, then Bob, to move, and the number of dead ends, for the
/// graph on `vertices` vertices with these arcs ([`fits`] must hold).
pub(crate) fn values(vertices: usize, arcs: &[Arc]) -> (Vec<(Value, Value)>, u64) {
    values_with(vertices, arcs, SettleRuns::WhenWorth)
}

/// Whether [`values`] settles the runs of single vertices first (else every vertex is on its
/// own, as if none were single): by [`worth_settling`], or always, or never (the tests compare
/// all three).
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

/// Settling the runs costs a pass of list ranking and a lead per vertex, and pays back only
/// where growing the set would walk long runs, one cache miss after another: it is done where
/// most vertices are single, from the records as the degrees left them (some vertex is a dead
/// end: [`values_with`] has answered the graphs without one).
fn worth_settling(records: &[Vertex]) -> bool {
    let single = records.iter().filter(|record| record.word == 1).count();
    2 * single > records.len()
}

/// Whether some vertex has no arc out, by one bit per vertex (an array that the cache near the
/// core holds, unlike the records: a graph without a dead end, such as a functional graph, is
/// answered without them, nor the rows).
fn any_dead_end(vertices: usize, arcs: &[Arc]) -> bool {
    if arcs.len() < vertices {
        return true;
    }
    let mut has_arc_out = vec![0u64; vertices.div_ceil(64)];
    for &(from, _) in arcs {
        has_arc_out[from as usize / 64] |= 1 << (from % 64);
    }
    let (whole, rest) = (vertices / 64, vertices % 64);
    has_arc_out[..whole].iter().any(|&word| word != u64::MAX)
        || (rest > 0 && has_arc_out[whole] != (1u64 << rest) - 1)
}

/// [`values`], settling the runs as `settle` says.
pub(crate) fn values_with(
    vertices: usize,
    arcs: &[Arc],
    settle: SettleRuns,
) -> (Vec<(Value, Value)>, u64) {
    debug_assert!(
        fits(vertices, arcs.len()),
        "values: the graph does not fit the records"
    );
    if !any_dead_end(vertices, arcs) {
        // No state ever enters the set: nobody is ever stuck, and every play goes on forever.
        return (vec![(Value::D, Value::D); vertices], 0);
    }
    let (records, arcs_back) = degrees(vertices, arcs);
    let settle = match settle {
        SettleRuns::WhenWorth => worth_settling(&records[..vertices]),
        SettleRuns::Always => true,
        SettleRuns::Never => false,
    };
    if settle {
        let settled = Settled::new(&records);
        values_from(records, arcs_back, arcs.len(), &settled)
    } else {
        values_from(records, arcs_back, arcs.len(), &Alone)
    }
}

/// The rest of [`values_with`] once the degrees are counted (`records`, one more than there are
/// vertices) and the arcs partitioned by head (`arcs_back`, `arcs` of them): the rows, the set
/// grown, and each vertex's values (a single vertex's from its exit's record, by `leads`).
fn values_from<L: Leads>(
    mut records: Vec<Vertex>,
    arcs_back: Buckets,
    arcs: usize,
    leads: &L,
) -> (Vec<(Value, Value)>, u64) {
    let vertices = records.len() - 1;
    let tails = leads.rows(arcs_back, arcs, &mut records);
    let mut queue = Queue::new();
    for pair in records.windows(2) {
        if pair[0].word == 0 {
            queue.push(taken(pair[0].start, pair[1].start));
        }
    }
    let dead_ends = queue.waiting();
    for record in &mut records[..vertices] {
        if record.word == 0 {
            // A dead end: the state with Alice to move enters now (attractor 2), the one with
            // Bob to move with attractor 1 below. Its bit set already changes nothing until
            // then, as no arc leaves a dead end (only a tail's bits are ever tested).
            record.word = ALICE_IN | ALICE_IN << ALICE_STUCK_SHIFT | BOB_IN;
        }
    }
    grow::<L>(&mut records, &tails, &mut queue, true);
    // The dead ends again, with Bob to move: the only vertices whose state with Bob to move is
    // in the set without having entered it while it was attractor 2.
    let stuck_bob = BOB_IN << ALICE_STUCK_SHIFT;
    for pair in records.windows(2) {
        if pair[0].word & (BOB_IN | stuck_bob) == BOB_IN {
            queue.push(taken(pair[0].start | SIDE, pair[1].start));
        }
    }
    grow::<L>(&mut records, &tails, &mut queue, false);
    drop(queue);
    drop(tails);
    let mut values: Vec<(Value, Value)> = records[..vertices]
        .iter()
        .map(|record| (value(record.word, 0), value(record.word, 1)))
        .collect();
    leads.values(&records, &mut values);
    (values, dead_ends as u64)
}

/// The value of the state of `side` (0 Alice, 1 Bob) from its record's bits.
fn value(word: u32, side: u32) -> Value {
    if word & (ALICE_IN << side) == 0 {
        Value::D
    } else if word & (ALICE_IN << (ALICE_STUCK_SHIFT + side)) != 0 {
        Value::B
    } else {
        Value::A
    }
}

/// Where the arcs into each vertex go in the rows, and the values of the vertices without a row.
/// The passes are written once over this and compiled twice: with the runs settled
/// ([`Settled`]), and with every vertex on its own ([`Alone`]), where no tail carries [`FLIP`]
/// and the tests of it fold away.
trait Leads {
    /// Whether tails in the rows may carry [`FLIP`].
    const FLIPS: bool;
    /// The rows of arcs back (the tails of the arcs into each vertex, as the leads place
    /// them) from the partitioned arcs (`arcs` of them), and where each row starts, into the
    /// records (one more than there are vertices).
    fn rows(&self, arcs_back: Buckets, arcs: usize, records: &mut [Vertex]) -> Vec<u32>;
    /// The values of the vertices without a row of their own, from their exits' records.
    fn values(&self, records: &[Vertex], values: &mut [(Value, Value)]);
}

/// Every vertex on its own: no runs settled.
struct Alone;

impl Leads for Alone {
    const FLIPS: bool = false;

    /// Every arc in its head's row: the rows take the partition's own memory.
    fn rows(&self, arcs_back: Buckets, _: usize, records: &mut [Vertex]) -> Vec<u32> {
        arcs_back.into_rows(records.len() - 1, |v, start| records[v].start = start)
    }

    fn values(&self, _: &[Vertex], _: &mut [(Value, Value)]) {}
}

/// The runs of single vertices settled: per vertex its lead ([`OWN_ROW`]; for a single vertex
/// its exit, with [`FLIP`] for a run of odd length, or [`LOOPS`]), and one bit per vertex for
/// the single ones (the tails of the arcs left out of the rows, tested in an array that the
/// cache near the core holds).
struct Settled {
    leads: Vec<u32>,
    single: Vec<u64>,
}

impl Settled {
    /// The leads from the successors the records note (a single vertex's only one).
    fn new(records: &[Vertex]) -> Self {
        let vertices = records.len() - 1;
        let successors = records[..vertices].iter().map(|record| match record.word {
            1 => record.start,
            _ => NOT_SINGLE,
        });
        let runs = Runs::from_successors(successors).expect("fits: fewer than 2^31 vertices");
        let mut single = vec![0u64; vertices.div_ceil(64)];
        let mut leads: Vec<u32> = vec_in_huge_pages(vertices);
        leads.extend((0..vertices).map(|v| {
            if !runs.is_single(v) {
                return OWN_ROW;
            }
            single[v / 64] |= 1 << (v % 64);
            match runs.exit(v) {
                Some((exit, odd)) => exit | if odd { FLIP } else { 0 },
                None => LOOPS,
            }
        }));
        Settled { leads, single }
    }
}

impl Leads for Settled {
    const FLIPS: bool = true;

    fn rows(&self, arcs_back: Buckets, arcs: usize, records: &mut [Vertex]) -> Vec<u32> {
        // Computed without a branch (selects only): whether a tail is single, and whether a
        // head has a row of its own, come at random, and the pairs are many.
        let map = |head: u32, tail: u32| {
            // A single tail: its values are its exit's, the arc is left out.
            let single = self.single[tail as usize / 64] >> (tail % 64) & 1 != 0;
            let lead = self.leads[head as usize];
            let (own, loops) = (lead == OWN_ROW, lead == LOOPS);
            // Into a single vertex: into its exit's row, with the run's parity (left out where
            // the run loops; its row must still be a row, so its own).
            let row = if own | loops { head } else { lead & !FLIP };
            let flip = if own { 0 } else { lead & FLIP };
            (row, tail | flip, !single & !loops)
        };
        let mut starts: Vec<u32> = Vec::with_capacity(records.len());
        let mut tails: Vec<u32> = vec_in_huge_pages(arcs + 1);
        arcs_back.fill_kept(records.len() - 1, map, &mut starts, &mut tails);
        for (record, &start) in records.iter_mut().zip(&starts) {
            record.start = start;
        }
        tails
    }

    fn values(&self, records: &[Vertex], values: &mut [(Value, Value)]) {
        for (v, &lead) in self.leads.iter().enumerate() {
            // The exits are spread at random: each record hinted a little ahead.
            if let Some(&ahead) = self.leads.get(v + 2 * AHEAD) {
                prefetch(records, (ahead & !FLIP) as usize);
            }
            values[v] = match lead {
                OWN_ROW => continue,
                LOOPS => (Value::D, Value::D),
                exit => {
                    let word = records[(exit & !FLIP) as usize].word;
                    let odd = exit >> 31;
                    (value(word, odd), value(word, odd ^ 1))
                }
            };
        }
    }
}

/// The records (one more than there are vertices; counters at the out-degrees, `start` noting a
/// successor of each vertex, the only one of a single vertex), and the arcs as pairs
/// `(head, tail)` partitioned by head ([`Buckets`]: the rows are filled from them a cached window
/// of heads at a time).
fn degrees(vertices: usize, arcs: &[Arc]) -> (Vec<Vertex>, Buckets) {
    let mut records: Vec<Vertex> = vec_in_huge_pages(vertices + 1);
    records.resize(vertices + 1, Vertex::default());
    let mut next = 0;
    let arcs_back = Buckets::new(
        vertices,
        || arcs.iter().map(|&(from, to)| (to, from)),
        |to, from| {
            if let Some(&(ahead_from, _)) = arcs.get(next + DEGREES_AHEAD) {
                prefetch(&records, ahead_from as usize);
            }
            next += 1;
            let record = &mut records[from as usize];
            record.word += 1;
            record.start = to;
        },
    );
    (records, arcs_back)
}

/// The queue of states entering the set, first in first out, kept as two levels: the states
/// being taken ([`Queue::level`], from [`Queue::next`] on) and those queued meanwhile
/// ([`Queue::following`]), which become the level being taken when it runs out (the same order
/// as one list). Its memory follows the states waiting, not every state that ever enters (new
/// memory is dear: the kernel clears each new page), and both lists are plain vectors.
struct Queue {
    level: Vec<Taken>,
    next: usize,
    following: Vec<Taken>,
}

impl Queue {
    fn new() -> Self {
        Queue {
            level: Vec::new(),
            next: 0,
            following: Vec::new(),
        }
    }

    /// Queues a state.
    #[inline(always)]
    fn push(&mut self, state: Taken) {
        self.following.push(state);
    }

    /// The next state, taken off the queue, if any waits.
    #[inline(always)]
    fn take(&mut self) -> Option<Taken> {
        if self.next == self.level.len() {
            if self.following.is_empty() {
                return None;
            }
            std::mem::swap(&mut self.level, &mut self.following);
            self.following.clear();
            self.next = 0;
        }
        self.next += 1;
        Some(self.level[self.next - 1])
    }

    /// The state `places` places after the next one to be taken, if it is queued already.
    #[inline(always)]
    fn ahead(&self, places: usize) -> Option<Taken> {
        let at = self.next + places;
        match self.level.get(at) {
            Some(&state) => Some(state),
            None => self.following.get(at - self.level.len()).copied(),
        }
    }

    /// How many states wait.
    #[inline(always)]
    fn waiting(&self) -> usize {
        self.level.len() - self.next + self.following.len()
    }
}

/// Takes the states of `queue` until none waits, each adding to the set (and to the queue) the
/// states it lets in: the Bob states with an arc to an Alice state taken, the Alice states whose
/// last arc out not yet known to lead into the set leads to a Bob state taken (a tail with
/// [`FLIP`], into an odd run, moves to the state of its exit with the other player to move). A
/// state entering gets its bit, and with `stuck` (while the set is attractor 2) the same shifted
/// by [`ALICE_STUCK_SHIFT`]. Where no tail carries [`FLIP`], a short row is read by a loop for
/// the side taken (no test of the side per arc).
fn grow<L: Leads>(records: &mut [Vertex], tails: &[u32], queue: &mut Queue, stuck: bool) {
    let shift = |bit: u32| {
        if stuck {
            bit | bit << ALICE_STUCK_SHIFT
        } else {
            bit
        }
    };
    let (alice_bits, bob_bits) = (shift(ALICE_IN), shift(BOB_IN));
    while let Some(state) = queue.take() {
        hint_ahead(records, tails, queue);
        // With a short queue (a chain), the rows of the states about to enter are asked for
        // as they enter, too late for the hints.
        let short = queue.waiting() < 2 * AHEAD;
        let [first, end] = words(state);
        let row = &tails[(first & !SIDE) as usize..end as usize];
        let bob = |records: &mut [Vertex], queue: &mut Queue, v: usize| {
            bob_moves(records, tails, queue, v, bob_bits, short);
        };
        let alice = |records: &mut [Vertex], queue: &mut Queue, v: usize| {
            alice_moves(records, tails, queue, v, alice_bits, short);
        };
        let bob_taken = first & SIDE != 0;
        if !L::FLIPS && row.len() <= 2 * AHEAD {
            if bob_taken {
                for &tail in row {
                    alice(records, queue, tail as usize);
                }
            } else {
                for &tail in row {
                    bob(records, queue, tail as usize);
                }
            }
            continue;
        }
        // Both sides in one body: the tail's record read and written in one place, whichever
        // of its states the arc leads back to, and the test of whether it enters written once.
        let mut enter = |records: &mut [Vertex], tail: u32| {
            let v = (tail & !FLIP) as usize;
            let bob_moves = bob_taken == (tail & FLIP != 0);
            let (left, enters) = arc_back(records[v].word, bob_moves);
            records[v].word = left;
            if enters {
                let (bits, side) = if bob_moves {
                    (bob_bits, SIDE)
                } else {
                    (alice_bits, 0)
                };
                enter_with(records, tails, queue, v, bits, side, short);
            }
        };
        if row.len() <= 2 * AHEAD {
            for &tail in row {
                enter(records, tail);
            }
        } else {
            // A long row (an exit of many runs): its later records hinted as it is read.
            for (i, &tail) in row.iter().enumerate() {
                if let Some(&ahead) = row.get(i + 2 * AHEAD) {
                    prefetch(records, (ahead & !FLIP) as usize);
                }
                enter(records, tail);
            }
        }
    }
}

/// An arc followed back from a state with Alice to move, to its tail `v` with Bob to move: one
/// such move is enough for Bob, and the state enters (with `bits`) unless it is in already.
/// Where the queue is `short`, the row of a state that enters is asked for at once.
#[inline(always)]
fn bob_moves(
    records: &mut [Vertex],
    tails: &[u32],
    queue: &mut Queue,
    v: usize,
    bits: u32,
    short: bool,
) {
    // With Bob to move the word does not change: nothing is written back.
    if arc_back(records[v].word, true).1 {
        enter_with(records, tails, queue, v, bits, SIDE, short);
    }
}

/// An arc followed back from a state with Bob to move, to its tail `v` with Alice to move: the
/// state enters (with `bits`) once no arc out of `v` is left that does not lead into the set.
/// Where the queue is `short`, the row of a state that enters is asked for at once.
#[inline(always)]
fn alice_moves(
    records: &mut [Vertex],
    tails: &[u32],
    queue: &mut Queue,
    v: usize,
    bits: u32,
    short: bool,
) {
    let (left, enters) = arc_back(records[v].word, false);
    records[v].word = left;
    if enters {
        enter_with(records, tails, queue, v, bits, 0, short);
    }
}

/// The rule of an arc followed back to a tail whose record holds `word`, from a state taken
/// with the other player to move: returns the word to write back and whether the tail's state
/// enters the set. With Bob to move at the tail (`bob_moves`), one such move is enough for him:
/// the state enters unless it is in already, and the word stays. With Alice to move, one fewer
/// arc out of the tail is left that does not lead into the set, and the state enters when none
/// is. [`bob_moves`], [`alice_moves`] and `grow`'s loop over arcs of both sides all apply it.
#[inline(always)]
fn arc_back(word: u32, bob_moves: bool) -> (u32, bool) {
    let left = word - u32::from(!bob_moves);
    let enters = if bob_moves {
        word & BOB_IN == 0
    } else {
        left & LEFT == 0
    };
    (left, enters)
}

/// Marks with `bits` a state of `v` that enters the set and queues it with its row's bounds and
/// `side` (`SIDE` for the state with Bob to move, 0 for Alice's), asking for the row at once
/// where the queue is `short`.
#[inline(always)]
fn enter_with(
    records: &mut [Vertex],
    tails: &[u32],
    queue: &mut Queue,
    v: usize,
    bits: u32,
    side: u32,
    short: bool,
) {
    let record = &mut records[v];
    record.word |= bits;
    let start = record.start;
    if short {
        prefetch(tails, start as usize);
    }
    queue.push(taken(start | side, records[v + 1].start));
}

/// Hints what taking the states a few places after the one just taken will read, in two
/// stages (a row of arcs back, then the first records it names), so that their cache misses
/// overlap.
#[inline(always)]
fn hint_ahead(records: &[Vertex], tails: &[u32], queue: &Queue) {
    if let Some(state) = queue.ahead(2 * AHEAD - 1) {
        prefetch(tails, (words(state)[0] & !SIDE) as usize);
    }
    if let Some(state) = queue.ahead(AHEAD - 1) {
        let [first, end] = words(state);
        let start = first & !SIDE;
        let end = end.min(start + 2 * AHEAD as u32);
        for &tail in &tails[start as usize..end as usize] {
            prefetch(records, (tail & !FLIP) as usize);
        }
    }
}
