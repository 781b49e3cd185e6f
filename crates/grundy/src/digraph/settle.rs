//! The vertices of a digraph from which no cycle can be reached, with their Grundy values, and a cycle when the graph has one ([`settle`]): the
//! values that depend only on the successors, computed as the search finishes each vertex, and the
//! witness that names a cycle in an error.

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
pub(crate) fn settle(graph: &Digraph) -> Settled {
    let n = graph.vertices();
    let targets = graph.targets();
    let mut labels: Vec<u32> = Vec::with_capacity(n);
    crate::prefetch::advise_huge_pages(&mut labels);
    labels.resize(n, NEW);
    let mut rows: Vec<Row> = Vec::with_capacity(n);
    crate::prefetch::advise_huge_pages(&mut rows);
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
    }
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
    use crate::digraph::enumerate::every_digraph;

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

    fn check(graph: &Digraph) {
        let settled = settle(graph);
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
        for n in 0..=3 {
            for graph in every_digraph(n, true) {
                check(&graph);
            }
        }
        every_digraph(4, false).for_each(|graph| check(&graph));
    }

    #[test]
    fn a_chain_of_a_million_and_a_long_cycle_need_no_deep_stack() {
        let n = 1_000_000u32;
        let chain: Vec<(u32, u32)> = (1..n).map(|v| (v, v - 1)).collect();
        let settled = settle(&Digraph::from_arcs(n as usize, &chain));
        assert_eq!(settled.ending, n as usize);
        assert_eq!(settled.cycle, None);
        assert!((0..n).all(|v| settled.grundy[v as usize] == v % 2));
        let mut cycle = chain;
        cycle.push((0, n - 1));
        let settled = settle(&Digraph::from_arcs(n as usize, &cycle));
        assert_eq!(settled.ending, 0);
        assert_eq!(settled.cycle.map(|cycle| cycle.len()), Some(n as usize));
    }
}
