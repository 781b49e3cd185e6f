//! The vertices of a digraph from which no cycle can be reached, each after all of its
//! successors, with their Grundy values, and a cycle when the graph has one ([`settle`]): the
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
    /// The vertices from which no cycle can be reached (every play from them ends), each after
    /// all of its successors.
    pub order: Vec<u32>,
    /// Per vertex, its Grundy value (the mex of its successors' values) when every play from it
    /// ends, else [`REACHES_CYCLE`].
    pub grundy: Vec<u32>,
    /// A cycle, if the graph has one: vertices `c_0, c_1, ..., c_k` with an arc from each to the
    /// next and from `c_k` back to `c_0` (a self-loop is a cycle of one vertex).
    pub cycle: Option<Vec<u32>>,
}

impl Settled {
    /// Whether every play from `vertex` ends (it is in [`Settled::order`]).
    #[inline]
    pub(crate) fn ends(&self, vertex: usize) -> bool {
        self.grundy[vertex] != REACHES_CYCLE
    }
}

/// Per vertex, what the search reads of it, in one 16-byte record so that a visit touches one
/// cache line: its state (or, once finished, its value), its row of successors, and the row's
/// first entry (a vertex with one successor, as on a chain, needs nothing else).
#[derive(Clone, Copy)]
#[repr(C, align(16))]
struct Node {
    label: u32,
    start: u32,
    end: u32,
    first: u32,
}

impl Node {
    /// The successors of this vertex: its own `first` when it has exactly one.
    #[inline(always)]
    fn successors<'a>(&'a self, targets: &'a [u32]) -> &'a [u32] {
        if self.end - self.start == 1 {
            std::slice::from_ref(&self.first)
        } else {
            &targets[self.start as usize..self.end as usize]
        }
    }
}

/// How many stack entries below the top get their records hinted while the search unwinds.
const RECORDS_AHEAD: usize = 16;
/// How many stack entries below the top get their successors (the mex's reads) hinted.
const SUCCESSORS_AHEAD: usize = 8;

/// Depth-first search with an explicit stack (no recursion, so a chain of 10^6 vertices needs
/// no deep stack): a vertex is finished once its successors are; it reaches a cycle iff a
/// successor is still open (an arc back into the stack closes a cycle, whose vertices are the
/// stack's top part) or reaches one. The finished vertices that reach none form `order`, and each
/// gets its Grundy value as it finishes, from its successors' values. Time and memory
/// O(vertices + arcs). (A mex is at most the out-degree, far below the states' labels.)
///
/// Memory: one record per vertex ([`Node`]) holds its state, its row and its first successor,
/// so that following an arc costs one cache miss, not three (state, row start, row); the records
/// are asked for in huge pages (fewer TLB misses on random access). Going down, the successors'
/// records are hinted on entering a vertex; coming back up (a long chain unwinds a deep stack
/// whose entries left the cache long ago), the records of the entries a few places below the top,
/// then their successors' records, are hinted before they are finished, so that those misses
/// overlap.
pub(crate) fn settle(graph: &Digraph) -> Settled {
    let n = graph.vertices();
    let starts = graph.starts();
    let targets = graph.targets();
    let mut nodes: Vec<Node> = Vec::with_capacity(n);
    crate::prefetch::advise_huge_pages(&mut nodes);
    nodes.extend(starts.windows(2).map(|row| Node {
        label: NEW,
        start: row[0],
        end: row[1],
        first: if row[0] < row[1] {
            targets[row[0] as usize]
        } else {
            0
        },
    }));
    let mut order = Vec::with_capacity(n);
    let mut cycle = None;
    // The mex's work array: `marks[g] == stamp` when a successor of the vertex being finished has
    // value `g` (a value above the out-degree cannot be the mex and is not marked).
    let mut marks: Vec<u32> = Vec::new();
    // (vertex, index of its next arc to follow)
    let mut stack: Vec<(u32, u32)> = Vec::new();
    // Stack entries from `records_hinted` up have had their records hinted (or are recent), and
    // from `successors_hinted` up their successors' records.
    let mut records_hinted = 0usize;
    let mut successors_hinted = 0usize;
    for root in 0..n {
        if nodes[root].label != NEW {
            continue;
        }
        nodes[root].label = OPEN;
        stack.push((root as u32, 0));
        'search: while let Some(&(top, next_arc)) = stack.last() {
            let vertex = top as usize;
            let node = nodes[vertex];
            let successors = node.successors(targets);
            if next_arc == 0 && successors.len() > 1 {
                // Entering a vertex: hint all of its successors' records at once, so that their
                // cache misses overlap rather than follow one another.
                for &next in successors {
                    prefetch(&nodes, next as usize);
                }
            }
            for (index, &next) in successors.iter().enumerate().skip(next_arc as usize) {
                let next = next as usize;
                match nodes[next].label {
                    NEW => {
                        let entered = &mut nodes[next];
                        entered.label = OPEN;
                        if entered.end - entered.start > 1 {
                            prefetch(targets, entered.start as usize);
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
                        nodes[vertex].label = OPEN_CYCLE;
                        if cycle.is_none() {
                            let from = stack
                                .iter()
                                .rposition(|&(open, _)| open as usize == next)
                                .unwrap_or(0);
                            cycle = Some(stack[from..].iter().map(|&(open, _)| open).collect());
                        }
                    }
                    REACHES_CYCLE => nodes[vertex].label = OPEN_CYCLE,
                    _ => {}
                }
            }
            stack.pop();
            let below = stack.len();
            while records_hinted > below.saturating_sub(RECORDS_AHEAD) {
                records_hinted -= 1;
                prefetch(&nodes, stack[records_hinted].0 as usize);
            }
            while successors_hinted > below.saturating_sub(SUCCESSORS_AHEAD) {
                successors_hinted -= 1;
                let waiting = nodes[stack[successors_hinted].0 as usize];
                if waiting.end - waiting.start == 1 {
                    prefetch(&nodes, waiting.first as usize);
                } else {
                    prefetch(targets, waiting.start as usize);
                }
            }
            if nodes[vertex].label == OPEN_CYCLE {
                nodes[vertex].label = REACHES_CYCLE;
                if let Some(&(parent, _)) = stack.last() {
                    nodes[parent as usize].label = OPEN_CYCLE;
                }
            } else {
                nodes[vertex].label = mex(successors, &nodes, &mut marks, order.len() as u32);
                order.push(vertex as u32);
            }
        }
    }
    Settled {
        order,
        grundy: nodes.iter().map(|node| node.label).collect(),
        cycle,
    }
}

/// The mex of the values of `successors` (all finished with a value), marking them with `stamp`
/// (different for every vertex) in `marks` when there are more than two.
#[inline]
fn mex(successors: &[u32], nodes: &[Node], marks: &mut Vec<u32>, stamp: u32) -> u32 {
    match *successors {
        [] => return 0,
        [only] => return u32::from(nodes[only as usize].label == 0),
        [one, other] => {
            let (one, other) = (nodes[one as usize].label, nodes[other as usize].label);
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
        if let Some(slot) = marks.get_mut(nodes[next as usize].label as usize) {
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
        let mut seen = vec![false; graph.vertices()];
        for &vertex in &settled.order {
            assert!(ends[vertex as usize]);
            let values: Vec<u32> = graph
                .successors(vertex as usize)
                .iter()
                .map(|&next| {
                    assert!(seen[next as usize], "{graph:?}: {vertex} before {next}");
                    settled.grundy[next as usize]
                })
                .collect();
            let mex = (0..).find(|value| !values.contains(value)).unwrap();
            assert_eq!(settled.grundy[vertex as usize], mex, "{graph:?}: {vertex}");
            seen[vertex as usize] = true;
        }
        assert_eq!(
            settled.order.len(),
            ends.iter().filter(|&&ends| ends).count()
        );
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
        assert_eq!(settled.order.len(), n as usize);
        assert_eq!(settled.cycle, None);
        assert!((0..n).all(|v| settled.grundy[v as usize] == v % 2));
        let mut cycle = chain;
        cycle.push((0, n - 1));
        let settled = settle(&Digraph::from_arcs(n as usize, &cycle));
        assert!(settled.order.is_empty());
        assert_eq!(settled.cycle.map(|cycle| cycle.len()), Some(n as usize));
    }
}
