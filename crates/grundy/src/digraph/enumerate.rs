//! Every labelled digraph on a few vertices: the exhaustive evidence of the digraph games.

use super::{Arc, Digraph};

/// The possible arcs on `n` vertices, self-loops included or not, in a fixed order.
fn possible_arcs(n: u32, loops: bool) -> Vec<Arc> {
    (0..n)
        .flat_map(|from| (0..n).map(move |to| (from, to)))
        .filter(|&(from, to)| loops || from != to)
        .collect()
}

/// Every set of arcs on `n` vertices (each arc at most once), with or without self-loops: the
/// labelled digraphs, `2^(n^2)` of them with loops and `2^(n(n-1))` without. `n` at most 5
/// without loops, 4 with them.
pub(crate) fn every_arc_set(n: u32, loops: bool) -> impl Iterator<Item = Vec<Arc>> {
    let possible = possible_arcs(n, loops);
    assert!(possible.len() <= 20, "too many digraphs to list");
    (0u32..1 << possible.len()).map(move |mask| {
        possible
            .iter()
            .enumerate()
            .filter(|&(bit, _)| mask >> bit & 1 == 1)
            .map(|(_, &arc)| arc)
            .collect()
    })
}

/// Every labelled digraph on `n` vertices, with or without self-loops.
#[cfg(test)]
pub(crate) fn every_digraph(n: u32, loops: bool) -> impl Iterator<Item = Digraph> {
    every_arc_set(n, loops).map(move |arcs| Digraph::from_arcs(n as usize, &arcs))
}

/// The small digraphs every digraph solver is checked on: every labelled digraph on up to 3
/// vertices, self-loops included, and every loop-free one on 4.
#[cfg(test)]
pub(crate) fn every_small_digraph() -> impl Iterator<Item = Digraph> {
    (0..=3)
        .flat_map(|n| every_digraph(n, true))
        .chain(every_digraph(4, false))
}

/// Whether these arcs on `n` vertices form no cycle (self-loops included).
pub(crate) fn is_acyclic(n: u32, arcs: &[Arc]) -> bool {
    super::settle::settle(&Digraph::from_arcs(n as usize, arcs), false)
        .cycle
        .is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_labelled_digraphs_and_dags() {
        assert_eq!(every_arc_set(3, true).count(), 512);
        assert_eq!(every_arc_set(4, false).count(), 4096);
        // Labelled DAGs (OEIS A003024): 1, 3, 25, 543.
        let dags = |n| {
            every_arc_set(n, false)
                .filter(|arcs| is_acyclic(n, arcs))
                .count()
        };
        assert_eq!([dags(1), dags(2), dags(3), dags(4)], [1, 3, 25, 543]);
        assert_eq!(every_arc_set(0, true).count(), 1);
    }
}
