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

/// Depth-first search with an explicit stack (no recursion, so a chain of 10^6 vertices needs
/// no deep stack): a vertex is finished once its successors are; it reaches a cycle iff a
/// successor is still open (an arc back into the stack closes a cycle, whose vertices are the
/// stack's top part) or reaches one. The finished vertices that reach none form `order`, and each
/// gets its Grundy value as it finishes: its successors are finished and were just looked at, so
/// their values are still in the cache, and no second pass over the arcs is needed. One word per
/// vertex holds both its state in the search and, once finished, its value. Time and memory
/// O(vertices + arcs). (A mex is at most the out-degree, far below the states' labels.)
pub(crate) fn settle(graph: &Digraph) -> Settled {
    let n = graph.vertices();
    let mut label = vec![NEW; n];
    let mut order = Vec::with_capacity(n);
    let mut cycle = None;
    // The mex's work array: `marks[g] == stamp` when a successor of the vertex being finished has
    // value `g` (a value above the out-degree cannot be the mex and is not marked).
    let mut marks: Vec<u32> = Vec::new();
    // (vertex, index of its next arc to follow)
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for root in 0..n {
        if label[root] != NEW {
            continue;
        }
        label[root] = OPEN;
        stack.push((root as u32, 0));
        'search: while let Some(&(top, next_arc)) = stack.last() {
            let vertex = top as usize;
            let successors = graph.successors(vertex);
            if next_arc == 0 {
                // Entering a vertex: hint all of its successors' labels and rows at once, so
                // that their cache misses overlap rather than follow one another.
                for &next in successors {
                    prefetch(&label, next as usize);
                    graph.prefetch_row(next as usize);
                }
            }
            for (index, &next) in successors.iter().enumerate().skip(next_arc as usize) {
                let next = next as usize;
                match label[next] {
                    NEW => {
                        label[next] = OPEN;
                        if let Some(top) = stack.last_mut() {
                            top.1 = index as u32 + 1;
                        }
                        stack.push((next as u32, 0));
                        continue 'search;
                    }
                    OPEN | OPEN_CYCLE => {
                        label[vertex] = OPEN_CYCLE;
                        if cycle.is_none() {
                            let from = stack
                                .iter()
                                .rposition(|&(open, _)| open as usize == next)
                                .unwrap_or(0);
                            cycle = Some(stack[from..].iter().map(|&(open, _)| open).collect());
                        }
                    }
                    REACHES_CYCLE => label[vertex] = OPEN_CYCLE,
                    _ => {}
                }
            }
            stack.pop();
            if label[vertex] == OPEN_CYCLE {
                label[vertex] = REACHES_CYCLE;
                if let Some(&(parent, _)) = stack.last() {
                    label[parent as usize] = OPEN_CYCLE;
                }
            } else {
                label[vertex] = mex(successors, &label, &mut marks, order.len() as u32);
                order.push(vertex as u32);
            }
        }
    }
    Settled {
        order,
        grundy: label,
        cycle,
    }
}

/// The mex of the values of `successors` (all finished with a value), marking them with `stamp`
/// (different for every vertex) in `marks`.
#[inline]
fn mex(successors: &[u32], label: &[u32], marks: &mut Vec<u32>, stamp: u32) -> u32 {
    if marks.len() <= successors.len() {
        marks.resize(successors.len() + 1, u32::MAX);
    }
    for &next in successors {
        if let Some(slot) = marks.get_mut(label[next as usize] as usize) {
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
