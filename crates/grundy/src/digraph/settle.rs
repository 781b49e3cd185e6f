//! The vertices of a digraph from which no cycle can be reached, with their Grundy values, and a cycle when the graph has one ([`settle`]): the
//! values that depend only on the successors, computed as the search finishes each vertex, and the
//! witness that names a cycle in an error.

use super::rows::{fill_rows, Grouping};
use super::runs::Runs;
use super::Digraph;
use crate::prefetch::prefetch;

/// The label of a vertex from which a cycle can be reached, in [`Settled::grundy`].
pub(crate) const REACHES_CYCLE: u32 = u32::MAX - 1;
/// Not yet entered by the search.
const NEW: u32 = u32::MAX;
/// On the search's stack, no cycle known to be reachable from it yet.
const OPEN: u32 = u32::MAX - 2;
/// On the search's stack, a cycle known to be reachable from it.
const OPEN_CYCLE: u32 = u32::MAX - 3;

/// What [`settle`] finds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Settled {
    /// How many vertices have no cycle reachable from them (every play from them ends).
    pub ending: usize,
    /// Per vertex, its Grundy value (the mex of its successors' values) when every play from it
    /// ends, else [`REACHES_CYCLE`].
    pub grundy: Vec<u32>,
    /// A cycle, if the graph has one: vertices `c_0, c_1, ..., c_k` with an arc from each to the
    /// next and from `c_k` back to `c_0` (a self-loop is a cycle of one vertex).
    pub cycle: Option<Vec<u32>>,
    /// What Kahn's peeling ([`peel`]) leaves when some vertex reaches a cycle: the labelling of
    /// those vertices (dag-game's `--loopy`) starts from it instead of turning the arcs round
    /// again. `None` when every vertex ends, and from the other methods.
    pub peeled: Option<TurnedRound>,
}

/// Every arc of a digraph turned round, and per vertex its arcs to vertices not settled: what
/// Kahn's peeling needs before it starts (every vertex unsettled: the out-degrees) and leaves
/// when it stops short (the counters of the vertices that reach a cycle count exactly their
/// arcs to such vertices, since the predecessors of such a vertex reach a cycle too).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct TurnedRound {
    /// `sources[in_starts[v]..in_starts[v + 1]]` are the tails of the arcs into `v`.
    in_starts: Vec<u32>,
    sources: Vec<u32>,
    /// Per vertex, its arcs to vertices not settled (0 for a settled vertex).
    pub open: Vec<u32>,
}

impl TurnedRound {
    /// Every arc of `graph` turned round, and per vertex its arcs to vertices labelled
    /// [`REACHES_CYCLE`] in `labels` (0 for a vertex not so labelled), or its out-degree when
    /// there are no labels (nothing settled: no vertex's label is read). The arcs are turned
    /// round by [`TurnedRound::rows`], and the open arcs are counted from the rows' bounds (a
    /// read of the arcs only with labels). The arrays are read at random afterwards: they are
    /// asked for in huge pages.
    pub(crate) fn new(graph: &Digraph, labels: Option<&[u32]>) -> Self {
        let n = graph.vertices();
        let (starts, targets) = (graph.starts(), graph.targets());
        let (in_starts, sources) = Self::rows(graph);
        let mut open: Vec<u32> = crate::prefetch::vec_in_huge_pages(n);
        let rows = starts.windows(2);
        match labels {
            None => open.extend(rows.map(|row| row[1] - row[0])),
            Some(labels) => open.extend(rows.enumerate().map(|(vertex, row)| {
                if labels[vertex] != REACHES_CYCLE {
                    return 0;
                }
                targets[row[0] as usize..row[1] as usize]
                    .iter()
                    .filter(|&&next| labels[next as usize] == REACHES_CYCLE)
                    .count() as u32
            })),
        }
        TurnedRound {
            in_starts,
            sources,
            open,
        }
    }

    /// Every arc of `graph` turned round by the shared [`fill_rows`] (on a large graph, through
    /// buckets of heads): `(in_starts, sources)`, the tails of the arcs into `v` being
    /// `sources[in_starts[v]..in_starts[v + 1]]`, from the last tail down.
    fn rows(graph: &Digraph) -> (Vec<u32>, Vec<u32>) {
        let n = graph.vertices();
        let (starts, targets) = (graph.starts(), graph.targets());
        let mut in_starts: Vec<u32> = crate::prefetch::vec_in_huge_pages(n + 1);
        let mut sources: Vec<u32> = crate::prefetch::vec_in_huge_pages(targets.len());
        // The arcs backwards (last vertex first), so that each row lists its tails from the
        // last down, the order the peel and the labelling have always read them in.
        fill_rows(
            n,
            || {
                starts
                    .windows(2)
                    .enumerate()
                    .rev()
                    .flat_map(|(vertex, row)| {
                        targets[row[0] as usize..row[1] as usize]
                            .iter()
                            .rev()
                            .map(move |&target| (target, vertex as u32))
                    })
            },
            |_, _| {},
            &mut in_starts,
            &mut sources,
        );
        (in_starts, sources)
    }

    /// Hints that the bounds of the row of arcs into `vertex` will be read soon.
    #[inline(always)]
    pub(crate) fn prefetch_bounds(&self, vertex: usize) {
        prefetch(&self.in_starts, vertex);
    }

    /// Hints that the row of arcs into `vertex` will be read soon (its bounds read here).
    #[inline(always)]
    pub(crate) fn prefetch_row(&self, vertex: usize) {
        prefetch(&self.sources, self.in_starts[vertex] as usize);
    }

    /// The tails of the arcs into `vertex` (repeats kept).
    #[inline(always)]
    pub(crate) fn predecessors(&self, vertex: usize) -> &[u32] {
        &self.sources[self.in_starts[vertex] as usize..self.in_starts[vertex + 1] as usize]
    }
}

impl Settled {
    /// Whether every play from `vertex` ends.
    #[inline]
    pub(crate) fn ends(&self, vertex: usize) -> bool {
        self.grundy[vertex] != REACHES_CYCLE
    }
}

/// In a vertex's [`Row`], in place of the start of its successors' row: the vertex has exactly
/// one successor, the row's second word. (A row never starts there: a graph has fewer arcs.)
const SINGLE: u32 = u32::MAX;

/// Where a vertex's successors are, in 8 bytes: `[start, end]` of its row in the targets, or
/// `[SINGLE, successor]` for a vertex with one successor, so that a step down a chain needs no
/// read of the targets.
type Row = [u32; 2];

/// The successors of a vertex whose row is `row`.
#[inline(always)]
fn successors<'a>(row: &'a Row, targets: &'a [u32]) -> &'a [u32] {
    if row[0] == SINGLE {
        std::slice::from_ref(&row[1])
    } else {
        &targets[row[0] as usize..row[1] as usize]
    }
}

/// How many stack entries below the top get their labels and rows hinted while the search
/// unwinds.
const RECORDS_AHEAD: usize = 16;
/// How many stack entries below the top get their successors (the mex's reads) hinted.
const SUCCESSORS_AHEAD: usize = 8;

/// The vertices from which no cycle can be reached, their Grundy values, and a cycle when the
/// graph has one: with `first_cycle`, the first cycle that a depth-first search from vertex 0
/// (then 1, 2, ..., each vertex's arcs in order) closes, the one an error names; without it, any.
///
/// Four methods, with the same values: with `first_cycle` (a cycle is an error, so the graph is
/// expected to have none), [`sweep`] first tries sweeps over the vertices in order, which settle
/// a graph of short paths without turning its arcs round; [`peel`] settles the vertices from the
/// sinks up, a wide frontier at a time whose cache misses overlap; where more than three vertices in four are
/// single (exactly one successor: a chain, where the peel's frontier is one vertex wide and each
/// step waits for the last), [`through_runs`] first finds where each run of single vertices
/// leads by walks that run side by side ([`Runs`]), then peels the other vertices. [`search`]
/// walks the arcs depth first and names the first cycle, so a graph with a cycle whose witness is
/// wanted is searched (or has more than `2^31` vertices, beyond the runs' tags).
pub(crate) fn settle(graph: &Digraph, first_cycle: bool) -> Settled {
    let n = graph.vertices();
    let single = graph
        .starts()
        .windows(2)
        .filter(|row| row[1] - row[0] == 1)
        .count();
    let settled = if single * 4 > n * 3 {
        match Runs::new(graph) {
            Some(runs) => through_runs(graph, &runs),
            None => return search(graph),
        }
    } else if first_cycle {
        // A cycle is then an error: the graph is expected to have none, and the sweeps settle
        // a shallow one without turning its arcs round.
        sweep(graph).unwrap_or_else(|| peel(graph))
    } else {
        peel(graph)
    };
    if settled.ending == n || !first_cycle {
        return settled;
    }
    search(graph)
}

/// The value of a vertex at an odd (`odd`) or even, non-zero distance down a run of single
/// vertices from a vertex of value `value`: along the run the values alternate between 0 and 1
/// (a vertex with one successor has value 1 iff that successor's is 0), so it is 1 iff the
/// distance is odd and `value` is 0, or even and `value` is not.
#[inline]
fn down_a_run(value: u32, odd: bool) -> u32 {
    u32::from(odd == (value == 0))
}

/// Kahn's peeling ([`peel`]) of the vertices that are not single, each arc into a single vertex
/// standing for an arc into that vertex's exit ([`Runs::exit`]; none where the run loops), whose
/// value decides the single vertex's ([`down_a_run`]); then the single vertices' values, in
/// order. On a chain there is one vertex to peel, and the values follow in one pass. Time and
/// memory O(vertices + arcs) beside the runs, no recursion.
fn through_runs(graph: &Digraph, runs: &Runs) -> Settled {
    let n = graph.vertices();
    let starts = graph.starts();
    let mut labels = filled_in_huge_pages(n, REACHES_CYCLE);
    let others: Vec<u32> = (0..n as u32)
        .filter(|&v| !runs.is_single(v as usize))
        .collect();
    if others
        .iter()
        .all(|&v| starts[v as usize] == starts[v as usize + 1])
    {
        // The others are all sinks (a chain, a graph where every vertex has at most one
        // successor), of value 0: nothing to peel.
        for &sink in &others {
            labels[sink as usize] = 0;
        }
        return down_the_runs(graph, runs, labels, others.len());
    }
    // Where an arc into `next` leads among the vertices that are not single.
    let lead = |next: u32| -> Option<u32> {
        if runs.is_single(next as usize) {
            runs.exit(next as usize).map(|(exit, _)| exit)
        } else {
            Some(next)
        }
    };
    // The arcs between the others, so led, turned round: `sources[in_starts[v]..in_starts[v +
    // 1]]` are the others with an arc leading to `v`.
    let (mut in_starts, mut sources) = (Vec::new(), Vec::new());
    let mut grouping = Grouping::new(n, &mut in_starts, &mut sources);
    for &vertex in &others {
        for &next in graph.successors(vertex as usize) {
            if let Some(led) = lead(next) {
                grouping.count(led);
            }
        }
    }
    let mut placing = grouping.counted();
    for &vertex in &others {
        for &next in graph.successors(vertex as usize) {
            if let Some(led) = lead(next) {
                placing.place(led, vertex);
            }
        }
    }
    let mut remaining: Vec<u32> = vec![0; n];
    let mut queue: Vec<u32> = Vec::with_capacity(others.len());
    for &vertex in &others {
        let degree = starts[vertex as usize + 1] - starts[vertex as usize];
        remaining[vertex as usize] = degree;
        if degree == 0 {
            queue.push(vertex);
        }
    }
    let mut marks: Vec<u32> = Vec::new();
    let mut values: Vec<u32> = Vec::new();
    let mut head = 0;
    while head < queue.len() {
        let vertex = queue[head] as usize;
        values.clear();
        values.extend(graph.successors(vertex).iter().map(|&next| {
            match runs.is_single(next as usize) {
                false => labels[next as usize],
                true => {
                    let (exit, odd) = runs.exit(next as usize).expect("a settled run");
                    down_a_run(labels[exit as usize], odd)
                }
            }
        }));
        labels[vertex] = mex_of(&values, &mut marks, head as u32);
        head += 1;
        for &before in &sources[in_starts[vertex] as usize..in_starts[vertex + 1] as usize] {
            let left = &mut remaining[before as usize];
            *left -= 1;
            if *left == 0 {
                queue.push(before);
            }
        }
    }
    down_the_runs(graph, runs, labels, queue.len())
}

/// The values of the single vertices from their exits' (in `labels`, where `ending` vertices that
/// are not single are settled), and what is settled.
fn down_the_runs(graph: &Digraph, runs: &Runs, mut labels: Vec<u32>, mut ending: usize) -> Settled {
    let n = labels.len();
    for vertex in 0..n {
        if !runs.is_single(vertex) {
            continue;
        }
        if let Some((exit, odd)) = runs.exit(vertex) {
            let value = labels[exit as usize];
            if value != REACHES_CYCLE {
                labels[vertex] = down_a_run(value, odd);
                ending += 1;
            }
        }
    }
    let cycle = (ending < n).then(|| any_cycle(graph, &labels));
    Settled {
        ending,
        grundy: labels,
        cycle,
        peeled: None,
    }
}

/// How many places ahead in the peel's queue a vertex's row of arcs back is hinted; the records
/// it leads to at half that.
const PEEL_AHEAD: usize = 16;

/// In a vertex's [`Waiting::seen`], the bit for the values 31 and above.
const HIGH_VALUES: u32 = 1 << 31;

/// A vertex waiting in Kahn's peeling ([`peel`]), in 16 bytes (a quarter of a cache line).
#[derive(Debug, Clone, Copy, Default)]
#[repr(C, align(16))]
struct Waiting {
    /// How many of its successors are not settled yet.
    left: u32,
    /// The values of those that are: bit `g` for the value `g` below 31, [`HIGH_VALUES`] for any
    /// above. Once `left` is 0, the vertex's value.
    seen: u32,
    /// Where its row of arcs back starts and ends, so that it enters the queue with them.
    row: [u32; 2],
}

/// A vertex in the peel's queue: where its row of arcs back starts and ends, and its value.
type Settling = [u32; 3];

/// The bit of the value `value` in [`Waiting::seen`].
#[inline(always)]
fn value_bit(value: u32) -> u32 {
    if value < 31 {
        1 << value
    } else {
        HIGH_VALUES
    }
}

/// Kahn's peeling from the sinks: a vertex is settled once all of its successors are, its value
/// the mex of theirs. The vertices never settled are exactly those from which a cycle can be
/// reached; [`any_cycle`] finds a cycle among them. Time and memory O(vertices + arcs), no
/// recursion.
///
/// Each vertex waits in one 16-byte record ([`Waiting`]): its counter of unsettled successors,
/// the mask of its settled successors' values and where its row of arcs back lies. A vertex
/// settled pushes its value along its arcs turned round into its predecessors' records (the
/// counter and the mask share the write), so that the predecessor whose counter reaches 0 takes
/// its mex from the mask right there (the lowest bit not set; only where the values 0 to 30 are
/// all present are its successors' values read) and enters the queue with its value and its
/// row, read from the same record. No successor's value, no row of arcs out and no row's bounds
/// are read: a vertex leaving the queue reads its row of arcs back and its predecessors'
/// records, nothing else. The queue is known ahead, so those misses are hinted in two stages
/// (the second reads only what the first hinted): the row ([`PEEL_AHEAD`] places ahead), then
/// the records it leads to. A graph without sinks settles nothing and needs no arcs turned
/// round.
fn peel(graph: &Digraph) -> Settled {
    let n = graph.vertices();
    if !graph.starts().windows(2).any(|row| row[0] == row[1]) {
        let labels = filled_in_huge_pages(n, REACHES_CYCLE);
        let cycle = (n > 0).then(|| any_cycle(graph, &labels));
        return Settled {
            ending: 0,
            grundy: labels,
            cycle,
            peeled: None,
        };
    }
    // The arcs turned round; each vertex waits for its out-degree's successors.
    let (in_starts, sources) = TurnedRound::rows(graph);
    let rows = || graph.starts().windows(2).zip(in_starts.windows(2));
    let mut waiting: Vec<Waiting> = crate::prefetch::vec_in_huge_pages(n);
    waiting.extend(rows().map(|(out, row)| Waiting {
        left: out[1] - out[0],
        seen: 0,
        row: [row[0], row[1]],
    }));
    // The queue's room for every vertex, in huge pages: on a graph that settles, all of it is
    // written, and fresh small pages cost the kernel far more to clear and map.
    let mut queue: Vec<Settling> = crate::prefetch::vec_in_huge_pages(n);
    queue.extend(
        rows()
            .filter(|(out, _)| out[0] == out[1])
            .map(|(_, row)| [row[0], row[1], 0]),
    );
    // The mex's work array for the rare vertex whose mask is full, and its stamp.
    let (mut marks, mut stamp): (Vec<u32>, u32) = (Vec::new(), 0);
    let mut head = 0;
    while head < queue.len() {
        if let Some(&[start, _, _]) = queue.get(head + PEEL_AHEAD) {
            prefetch(&sources, start as usize);
        }
        if let Some(&[start, end, _]) = queue.get(head + PEEL_AHEAD / 2) {
            for &before in &sources[start as usize..end as usize] {
                prefetch(&waiting, before as usize);
            }
        }
        let [start, end, value] = queue[head];
        head += 1;
        let bit = value_bit(value);
        for &before in &sources[start as usize..end as usize] {
            let record = &mut waiting[before as usize];
            record.left -= 1;
            record.seen |= bit;
            if record.left == 0 {
                let (row, mex) = (record.row, (!record.seen).trailing_zeros());
                let mex = if mex < 31 {
                    mex
                } else {
                    // Every value below 31 is among the successors': their values decide.
                    let values: Vec<u32> = graph
                        .successors(before as usize)
                        .iter()
                        .map(|&next| waiting[next as usize].seen)
                        .collect();
                    stamp += 1;
                    mex_of(&values, &mut marks, stamp)
                };
                waiting[before as usize].seen = mex;
                queue.push([row[0], row[1], mex]);
            }
        }
    }
    // The values are read at random afterwards (the queries, the loopy labelling).
    let mut labels: Vec<u32> = crate::prefetch::vec_in_huge_pages(n);
    labels.extend(waiting.iter().map(|record| match record.left {
        0 => record.seen,
        _ => REACHES_CYCLE,
    }));
    let stopped_short = queue.len() < n;
    let cycle = stopped_short.then(|| any_cycle(graph, &labels));
    // What the labelling of the rest starts from: the counters left are the arcs into it.
    let peeled = stopped_short.then(|| {
        let mut open: Vec<u32> = crate::prefetch::vec_in_huge_pages(n);
        open.extend(waiting.iter().map(|record| record.left));
        TurnedRound {
            in_starts,
            sources,
            open,
        }
    });
    Settled {
        ending: queue.len(),
        grundy: labels,
        cycle,
        peeled,
    }
}

/// In [`sweep`]'s values: not settled yet (bit 63 of a mask; settled values are below 63).
const UNSWEPT: u8 = u8::MAX;
/// [`sweep`] gives up once a sweep settles fewer than one in this many of the vertices it visits.
const SWEEP_YIELD: usize = 4;

/// Within a sweep, [`sweep`] gives up at the end of any stretch where it settled fewer than one
/// in this many of the vertices it visited so far in that sweep.
const STRETCH_YIELD: usize = 8;
/// Each sweep is cut into this many stretches, each followed by that look...
const STRETCHES: usize = 16;
/// ... of at least this many vertices each (a sweep of fewer is looked at once, at its end).
const MIN_STRETCH: usize = 64;

/// The value of a vertex from its successors' values in [`sweep`], or [`UNSWEPT`] while one of
/// them is not settled or its mex would be 63 or more.
#[inline(always)]
fn swept_value(values: &[u8], successors: &[u32]) -> u8 {
    // Bit `g` for each successor's value `g`; an unsettled successor sets bit 63.
    let seen = successors
        .iter()
        .fold(0u64, |seen, &next| seen | 1 << (values[next as usize] & 63));
    let mex = (!seen).trailing_zeros();
    if seen >> 63 == 0 && mex < 63 {
        mex as u8
    } else {
        UNSWEPT
    }
}

/// Every vertex's Grundy value by sweeps over the vertices in order, each settling every vertex
/// whose successors are all settled (by this sweep or the ones before, the way a Gauss–Seidel
/// iteration uses its fresh values), until none is left; `None` where a sweep settles fewer than
/// one in [`SWEEP_YIELD`] of the vertices it visits (a deep graph, a cycle, or a value of 63 or
/// more), which then needs the peel. A sweep also gives up early, at the end of any of its
/// [`STRETCHES`] stretches, where it settled fewer than one in [`STRETCH_YIELD`] of the vertices
/// it visited so far: the vertices are in no particular order, so a sweep's first stretch
/// already tells a deep or dense graph, which the first sweep hardly settles (a layered one, a
/// random one with six arcs a vertex), or a complete DAG, whose second sweep settles one or two
/// vertices of long rows, from a random one, without paying for the whole sweep.
///
/// Nothing is turned round: each vertex reads its own row of arcs and its successors' values,
/// one byte each (the values of 10^6 vertices fit the core's own cache), the rows in increasing
/// order. On a random graph whose longest path is short, a few sweeps settle everything, and
/// the vertices still waiting shrink by a third or more each time. Each sweep keeps the
/// vertices it did not settle, in order, in the front of one list. A sweep costs its vertices
/// and their arcs, so the whole costs at most [`SWEEP_YIELD`] times the graph's vertices and
/// arcs before it settles the graph or gives up; no recursion.
fn sweep(graph: &Digraph) -> Option<Settled> {
    let n = graph.vertices();
    let (starts, targets) = (graph.starts(), graph.targets());
    let successors = |vertex: usize| &targets[starts[vertex] as usize..starts[vertex + 1] as usize];
    let mut values = vec![UNSWEPT; n];
    // The vertices not settled, in order: the first `waiting` of `left`.
    let mut left: Vec<u32> = crate::prefetch::vec_in_huge_pages(n);
    left.resize(n, 0);
    let mut waiting = sweep_once::<true>(&mut values, &successors, &mut left, n)?;
    let mut visited = n;
    while waiting > 0 {
        if (visited - waiting) * SWEEP_YIELD < visited {
            return None;
        }
        visited = waiting;
        waiting = sweep_once::<false>(&mut values, &successors, &mut left, visited)?;
    }
    let mut grundy: Vec<u32> = crate::prefetch::vec_in_huge_pages(n);
    grundy.extend(values.iter().map(|&value| u32::from(value)));
    Some(Settled {
        ending: n,
        grundy,
        cycle: None,
        peeled: None,
    })
}

/// One of [`sweep`]'s sweeps over `visited` vertices: every vertex (`ALL`, the first sweep) or
/// the first `visited` of `left`, each given its value if its successors are settled; the ones
/// not settled are kept, in order, in the front of `left`. Returns how many, or `None` at the
/// end of a stretch where fewer than one in [`STRETCH_YIELD`] of the vertices visited so far
/// were settled.
#[inline(always)]
fn sweep_once<'a, const ALL: bool>(
    values: &mut [u8],
    successors: &impl Fn(usize) -> &'a [u32],
    left: &mut [u32],
    visited: usize,
) -> Option<usize> {
    let stretch = visited.div_ceil(STRETCHES).max(MIN_STRETCH);
    let (mut swept, mut waiting) = (0, 0);
    while swept < visited {
        let end = visited.min(swept + stretch);
        for index in swept..end {
            let vertex = if ALL { index } else { left[index] as usize };
            let value = swept_value(values, successors(vertex));
            values[vertex] = value;
            // Written either way, kept only when not settled (no branch to mispredict); a
            // vertex is written at or before its own place, after that place was read.
            left[waiting] = vertex as u32;
            waiting += usize::from(value == UNSWEPT);
        }
        swept = end;
        if (swept - waiting) * STRETCH_YIELD < swept {
            return None;
        }
    }
    Some(waiting)
}

/// `n` copies of `value`, in room asked for in huge pages before it is written: fresh small
/// pages cost the kernel far more to clear and map.
fn filled_in_huge_pages(n: usize, value: u32) -> Vec<u32> {
    let mut filled: Vec<u32> = crate::prefetch::vec_in_huge_pages(n);
    filled.resize(n, value);
    filled
}

/// A cycle among the vertices labelled [`REACHES_CYCLE`] (each has a successor so labelled: it
/// would be settled otherwise), at least one of which exists: from the first, follow each
/// vertex's first such successor until a vertex repeats.
fn any_cycle(graph: &Digraph, labels: &[u32]) -> Vec<u32> {
    let reaches = |vertex: usize| labels[vertex] == REACHES_CYCLE;
    let mut step_of = filled_in_huge_pages(graph.vertices(), u32::MAX);
    let mut path: Vec<u32> = Vec::new();
    let mut vertex = (0..graph.vertices()).find(|&v| reaches(v)).unwrap_or(0);
    loop {
        if step_of[vertex] != u32::MAX {
            return path.split_off(step_of[vertex] as usize);
        }
        step_of[vertex] = path.len() as u32;
        path.push(vertex as u32);
        vertex = graph
            .successors(vertex)
            .iter()
            .find(|&&next| reaches(next as usize))
            .map(|&next| next as usize)
            .expect("a vertex from which a cycle can be reached has a successor that can");
    }
}

/// Depth-first search with an explicit stack (no recursion, so a chain of 10^6 vertices needs
/// no deep stack): a vertex is finished once its successors are; it reaches a cycle iff a
/// successor is still open (an arc back into the stack closes a cycle, whose vertices are the
/// stack's top part) or reaches one. Each finished vertex that reaches none gets its Grundy value
/// as it finishes, from its successors' values. Time and memory O(vertices + arcs). (A mex is at
/// most the out-degree, far below the states' labels.)
///
/// Memory: per vertex a 4-byte label (its state in the search, then its value: the array that
/// becomes [`Settled::grundy`], no copy) and an 8-byte [`Row`] that holds a single successor
/// itself, so that a step down a chain costs two misses that overlap (label and row, both found
/// from the vertex), not a chain of three (state, row bounds, row); the arc checks of a random
/// graph read only the labels. Both arrays are asked for in huge pages (fewer TLB misses on
/// random access). Going down, the successors' labels and rows are hinted on entering a vertex;
/// coming back up (a long chain unwinds a deep stack whose entries left the cache long ago), the
/// labels and rows of the entries a few places below the top, then their successors, are hinted
/// before they are finished, so that those misses overlap.
fn search(graph: &Digraph) -> Settled {
    let n = graph.vertices();
    let targets = graph.targets();
    let mut labels: Vec<u32> = crate::prefetch::vec_in_huge_pages(n);
    labels.resize(n, NEW);
    let mut rows: Vec<Row> = crate::prefetch::vec_in_huge_pages(n);
    rows.extend(graph.starts().windows(2).map(|row| {
        if row[1].wrapping_sub(row[0]) == 1 {
            [SINGLE, targets[row[0] as usize]]
        } else {
            [row[0], row[1]]
        }
    }));
    let mut ending = 0usize;
    let mut cycle = None;
    // The mex's work array: `marks[g] == stamp` when a successor of the vertex being finished has
    // value `g` (a value above the out-degree cannot be the mex and is not marked).
    let mut marks: Vec<u32> = Vec::new();
    // (vertex, index of its next arc to follow)
    let mut stack: Vec<(u32, u32)> = Vec::new();
    // Stack entries from `records_hinted` up have had their labels and rows hinted (or are
    // recent), and from `successors_hinted` up their successors.
    let mut records_hinted = 0usize;
    let mut successors_hinted = 0usize;
    for root in 0..n {
        if labels[root] != NEW {
            continue;
        }
        labels[root] = OPEN;
        stack.push((root as u32, 0));
        'search: while let Some(&(top, next_arc)) = stack.last() {
            let vertex = top as usize;
            let row = rows[vertex];
            let successors = successors(&row, targets);
            if next_arc == 0 && successors.len() > 1 {
                // Entering a vertex: hint all of its successors' labels and rows at once, so
                // that their cache misses overlap rather than follow one another.
                for &next in successors {
                    prefetch(&labels, next as usize);
                    prefetch(&rows, next as usize);
                }
            }
            for (index, &next) in successors.iter().enumerate().skip(next_arc as usize) {
                let next = next as usize;
                match labels[next] {
                    NEW => {
                        labels[next] = OPEN;
                        let entered = rows[next];
                        if entered[0] != SINGLE {
                            prefetch(targets, entered[0] as usize);
                        }
                        if let Some(top) = stack.last_mut() {
                            top.1 = index as u32 + 1;
                        }
                        stack.push((next as u32, 0));
                        records_hinted =
                            records_hinted.max(stack.len().saturating_sub(RECORDS_AHEAD));
                        successors_hinted =
                            successors_hinted.max(stack.len().saturating_sub(SUCCESSORS_AHEAD));
                        continue 'search;
                    }
                    OPEN | OPEN_CYCLE => {
                        labels[vertex] = OPEN_CYCLE;
                        if cycle.is_none() {
                            let from = stack
                                .iter()
                                .rposition(|&(open, _)| open as usize == next)
                                .unwrap_or(0);
                            cycle = Some(stack[from..].iter().map(|&(open, _)| open).collect());
                        }
                    }
                    REACHES_CYCLE => labels[vertex] = OPEN_CYCLE,
                    _ => {}
                }
            }
            stack.pop();
            let below = stack.len();
            while records_hinted > below.saturating_sub(RECORDS_AHEAD) {
                records_hinted -= 1;
                let waiting = stack[records_hinted].0 as usize;
                prefetch(&labels, waiting);
                prefetch(&rows, waiting);
            }
            while successors_hinted > below.saturating_sub(SUCCESSORS_AHEAD) {
                successors_hinted -= 1;
                let waiting = rows[stack[successors_hinted].0 as usize];
                if waiting[0] == SINGLE {
                    prefetch(&labels, waiting[1] as usize);
                } else {
                    prefetch(targets, waiting[0] as usize);
                }
            }
            if labels[vertex] == OPEN_CYCLE {
                labels[vertex] = REACHES_CYCLE;
                if let Some(&(parent, _)) = stack.last() {
                    labels[parent as usize] = OPEN_CYCLE;
                }
            } else {
                labels[vertex] = mex(successors, &labels, &mut marks, ending as u32);
                ending += 1;
            }
        }
    }
    Settled {
        ending,
        grundy: labels,
        cycle,
        peeled: None,
    }
}

/// The mex of `values`, marking them with `stamp` (different for every call) in `marks`.
fn mex_of(values: &[u32], marks: &mut Vec<u32>, stamp: u32) -> u32 {
    if marks.len() <= values.len() {
        marks.resize(values.len() + 1, u32::MAX);
    }
    for &value in values {
        if let Some(slot) = marks.get_mut(value as usize) {
            *slot = stamp;
        }
    }
    let mut mex = 0;
    while marks[mex] == stamp {
        mex += 1;
    }
    mex as u32
}

/// The mex of the values of `successors` (all finished with a value), marking them with `stamp`
/// (different for every vertex) in `marks` when there are more than two.
#[inline]
fn mex(successors: &[u32], labels: &[u32], marks: &mut Vec<u32>, stamp: u32) -> u32 {
    match *successors {
        [] => return 0,
        [only] => return u32::from(labels[only as usize] == 0),
        [one, other] => {
            let (one, other) = (labels[one as usize], labels[other as usize]);
            return if one != 0 && other != 0 {
                0
            } else if one != 1 && other != 1 {
                1
            } else {
                2
            };
        }
        _ => {}
    }
    if marks.len() <= successors.len() {
        marks.resize(successors.len() + 1, u32::MAX);
    }
    for &next in successors {
        if let Some(slot) = marks.get_mut(labels[next as usize] as usize) {
            *slot = stamp;
        }
    }
    let mut mex = 0;
    while marks[mex] == stamp {
        mex += 1;
    }
    mex as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digraph::enumerate::every_small_digraph;
    use crate::digraph::families::Shape;

    /// Whether every play from each vertex ends, by the definition: a vertex ends iff all of its
    /// successors do, iterated to a fixed point from "nothing ends".
    fn ends_by_fixed_point(graph: &Digraph) -> Vec<bool> {
        let n = graph.vertices();
        let mut ends = vec![false; n];
        loop {
            let next: Vec<bool> = (0..n)
                .map(|v| graph.successors(v).iter().all(|&w| ends[w as usize]))
                .collect();
            if next == ends {
                return ends;
            }
            ends = next;
        }
    }

    /// Both methods against the definitions, and [`settle`] against them: with `first_cycle`,
    /// exactly the search (whose cycle errors name); without, the same values.
    fn check(graph: &Digraph) {
        let searched = search(graph);
        check_settled(graph, &searched);
        let peeled = peel(graph);
        check_settled(graph, &peeled);
        // What the peel leaves, where it settles some vertices but not all, is every arc turned
        // round with the counts of arcs into the vertices not settled, as built from the labels
        // alone.
        let stopped_short = peeled.ending > 0 && peeled.ending < graph.vertices();
        assert_eq!(peeled.peeled.is_some(), stopped_short, "{graph:?}");
        if let Some(turned) = &peeled.peeled {
            let built = TurnedRound::new(graph, Some(&peeled.grundy));
            assert_eq!(turned, &built, "{graph:?}");
        }
        assert_eq!(peeled.grundy, searched.grundy, "{graph:?}");
        let by_runs = through_runs(graph, &Runs::new(graph).expect("small"));
        check_settled(graph, &by_runs);
        assert_eq!(by_runs.grundy, searched.grundy, "{graph:?}");
        if let Some(swept) = sweep(graph) {
            assert_eq!(swept, searched, "{graph:?}");
        }
        assert_eq!(settle(graph, true), searched, "{graph:?}");
        let any = settle(graph, false);
        assert_eq!(any.grundy, searched.grundy, "{graph:?}");
        assert_eq!(any.cycle.is_some(), searched.cycle.is_some(), "{graph:?}");
    }

    fn check_settled(graph: &Digraph, settled: &Settled) {
        let ends: Vec<bool> = (0..graph.vertices()).map(|v| settled.ends(v)).collect();
        assert_eq!(ends, ends_by_fixed_point(graph), "{graph:?}");
        // On the vertices that end (a DAG: all of their successors end too), the values solving
        // value = mex of the successors' values are unique: each is checked against its mex.
        for vertex in (0..graph.vertices()).filter(|&vertex| ends[vertex]) {
            let values: Vec<u32> = graph
                .successors(vertex)
                .iter()
                .map(|&next| settled.grundy[next as usize])
                .collect();
            let mex = (0..).find(|value| !values.contains(value)).unwrap();
            assert_eq!(settled.grundy[vertex], mex, "{graph:?}: {vertex}");
        }
        assert_eq!(settled.ending, ends.iter().filter(|&&ends| ends).count());
        match &settled.cycle {
            None => assert!(ends.iter().all(|&ends| ends), "{graph:?}"),
            Some(cycle) => {
                assert!(!cycle.is_empty());
                for (index, &vertex) in cycle.iter().enumerate() {
                    let next = cycle[(index + 1) % cycle.len()];
                    assert!(
                        graph.successors(vertex as usize).contains(&next),
                        "{graph:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_digraph_on_up_to_three_vertices_and_every_loop_free_one_on_four() {
        every_small_digraph().for_each(|graph| check(&graph));
    }

    #[test]
    fn random_digraphs_of_every_shape_wider_than_the_peel_s_look_ahead() {
        let mut random = crate::random::Random::from_seed(11);
        // The mix, and shapes where most vertices have one successor (chains numbered at
        // random among them), which settle through the runs.
        let mut shapes = Shape::MIXED.to_vec();
        shapes.extend([
            Shape::Chain,
            Shape::Functional,
            Shape::OutDegreeOne,
            Shape::ChainInRandom,
        ]);
        for round in 0..900 {
            let shape = shapes[round % shapes.len()];
            let n = 1 + random.below(300) as u32;
            check(&Digraph::from_arcs(n as usize, &shape.arcs(n, &mut random)));
        }
    }

    #[test]
    fn values_of_31_and_above_are_taken_from_the_successors() {
        // Vertex v has arcs to every vertex below it (value v), some twice, and a few vertices
        // sit on a cycle: the peel's masks fill up from vertex 31 on.
        for n in [31u32, 32, 33, 70] {
            let mut arcs: Vec<(u32, u32)> =
                (0..n).flat_map(|v| (0..v).map(move |w| (v, w))).collect();
            arcs.extend((0..n).filter(|v| v % 7 == 3).map(|v| (v, v / 2)));
            check(&Digraph::from_arcs(n as usize, &arcs));
            arcs.extend([(n, n + 1), (n + 1, n), (n + 2, n), (n + 2, n - 1)]);
            check(&Digraph::from_arcs(n as usize + 3, &arcs));
        }
    }

    #[test]
    fn arcs_turned_round_list_each_row_s_tails_from_the_last_down() {
        // Small graphs group the arcs directly; more than 2^17 vertices go through buckets.
        let mut random = crate::random::Random::from_seed(12);
        for n in [1u32, 7, 300, 150_000] {
            let arcs: Vec<(u32, u32)> = (0..2 * n)
                .map(|_| (random.below(n.into()) as u32, random.below(n.into()) as u32))
                .collect();
            let graph = Digraph::from_arcs(n as usize, &arcs);
            let mut want = vec![Vec::new(); n as usize];
            for vertex in (0..n).rev() {
                for &next in graph.successors(vertex as usize).iter().rev() {
                    want[next as usize].push(vertex);
                }
            }
            let built = TurnedRound::new(&graph, None);
            for (vertex, tails) in want.iter().enumerate() {
                assert_eq!(built.predecessors(vertex), &tails[..], "{n} vertices");
                assert_eq!(built.open[vertex] as usize, graph.out_degree(vertex));
            }
        }
    }

    #[test]
    fn a_chain_of_a_million_and_a_long_cycle_need_no_deep_stack() {
        let n = 1_000_000u32;
        let chain: Vec<(u32, u32)> = (1..n).map(|v| (v, v - 1)).collect();
        let graph = Digraph::from_arcs(n as usize, &chain);
        let by_runs = through_runs(&graph, &Runs::new(&graph).unwrap());
        for settled in [settle(&graph, true), peel(&graph), by_runs] {
            assert_eq!(settled.ending, n as usize);
            assert_eq!(settled.cycle, None);
            assert!((0..n).all(|v| settled.grundy[v as usize] == v % 2));
        }
        let mut cycle = chain;
        cycle.push((0, n - 1));
        let graph = Digraph::from_arcs(n as usize, &cycle);
        let by_runs = through_runs(&graph, &Runs::new(&graph).unwrap());
        for settled in [
            settle(&graph, true),
            settle(&graph, false),
            peel(&graph),
            by_runs,
        ] {
            assert_eq!(settled.ending, 0);
            assert_eq!(settled.cycle.map(|cycle| cycle.len()), Some(n as usize));
        }
    }
}
