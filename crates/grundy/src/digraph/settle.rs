//! The vertices of a digraph from which no cycle can be reached, each after all of its
//! successors, and a cycle when the graph has one ([`settle`]): the order in which values that
//! depend only on the successors (Grundy values, attractors) can be computed, and the witness
//! that names a cycle in an error.

use super::Digraph;
use crate::prefetch::prefetch;

/// What [`settle`] finds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Settled {
    /// The vertices from which no cycle can be reached (every play from them ends), each after
    /// all of its successors.
    pub order: Vec<u32>,
    /// Per vertex, whether it is in `order`.
    pub ends: Vec<bool>,
    /// A cycle, if the graph has one: vertices `c_0, c_1, ..., c_k` with an arc from each to the
    /// next and from `c_k` back to `c_0` (a self-loop is a cycle of one vertex).
    pub cycle: Option<Vec<u32>>,
}

/// A vertex's state in the search.
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    New,
    /// On the search's stack; whether a cycle is known to be reachable from it.
    Open(bool),
    Ends,
    ReachesCycle,
}

/// Depth-first search with an explicit stack (no recursion, so a chain of 10^6 vertices needs
/// no deep stack): a vertex is finished once its successors are; it reaches a cycle iff a
/// successor is still open (an arc back into the stack closes a cycle, whose vertices are the
/// stack's top part) or reaches one. The finished vertices that reach none form `order`. Time
/// and memory O(vertices + arcs).
pub(crate) fn settle(graph: &Digraph) -> Settled {
    let n = graph.vertices();
    let mut state = vec![State::New; n];
    let mut order = Vec::with_capacity(n);
    let mut cycle = None;
    // (vertex, index of its next arc to follow)
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for root in 0..n {
        if state[root] != State::New {
            continue;
        }
        state[root] = State::Open(false);
        stack.push((root as u32, 0));
        while let Some(top) = stack.last_mut() {
            let vertex = top.0 as usize;
            let successors = graph.successors(vertex);
            if top.1 == 0 {
                // Entering a vertex: hint all of its successors' states and rows at once, so
                // that their cache misses overlap rather than follow one another.
                for &next in successors {
                    prefetch(&state, next as usize);
                    graph.prefetch_row(next as usize);
                }
            }
            if let Some(&next) = successors.get(top.1 as usize) {
                top.1 += 1;
                let next = next as usize;
                match state[next] {
                    State::New => {
                        state[next] = State::Open(false);
                        stack.push((next as u32, 0));
                    }
                    State::Open(_) => {
                        state[vertex] = State::Open(true);
                        if cycle.is_none() {
                            let from = stack
                                .iter()
                                .rposition(|&(open, _)| open as usize == next)
                                .unwrap_or(0);
                            cycle = Some(stack[from..].iter().map(|&(open, _)| open).collect());
                        }
                    }
                    State::ReachesCycle => state[vertex] = State::Open(true),
                    State::Ends => {}
                }
                continue;
            }
            stack.pop();
            let reaches_cycle = state[vertex] == State::Open(true);
            if reaches_cycle {
                state[vertex] = State::ReachesCycle;
                if let Some(&(parent, _)) = stack.last() {
                    state[parent as usize] = State::Open(true);
                }
            } else {
                state[vertex] = State::Ends;
                order.push(vertex as u32);
            }
        }
    }
    Settled {
        order,
        ends: state.iter().map(|&state| state == State::Ends).collect(),
        cycle,
    }
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
        assert_eq!(settled.ends, ends_by_fixed_point(graph), "{graph:?}");
        let mut seen = vec![false; graph.vertices()];
        for &vertex in &settled.order {
            assert!(settled.ends[vertex as usize]);
            for &next in graph.successors(vertex as usize) {
                assert!(seen[next as usize], "{graph:?}: {vertex} before {next}");
            }
            seen[vertex as usize] = true;
        }
        assert_eq!(
            settled.order.len(),
            settled.ends.iter().filter(|&&ends| ends).count()
        );
        match &settled.cycle {
            None => assert!(settled.ends.iter().all(|&ends| ends), "{graph:?}"),
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
    fn every_digraph_on_up_to_three_vertices() {
        for n in 0..=3 {
            for graph in every_digraph(n, true) {
                check(&graph);
            }
        }
    }

    #[test]
    fn a_chain_of_a_million_and_a_long_cycle_need_no_deep_stack() {
        let n = 1_000_000u32;
        let chain: Vec<(u32, u32)> = (1..n).map(|v| (v, v - 1)).collect();
        let settled = settle(&Digraph::from_arcs(n as usize, &chain));
        assert_eq!(settled.order.len(), n as usize);
        assert_eq!(settled.cycle, None);
        let mut cycle = chain;
        cycle.push((0, n - 1));
        let settled = settle(&Digraph::from_arcs(n as usize, &cycle));
        assert!(settled.order.is_empty());
        assert_eq!(settled.cycle.map(|cycle| cycle.len()), Some(n as usize));
    }
}
