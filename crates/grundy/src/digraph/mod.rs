//! Directed graphs for the games played by moving tokens along arcs (`dag-game`,
//! `graph-draw-game`, `graph-score-game`): a compressed adjacency form and the rows of arcs out or
//! back grouped by counting ([`rows`]), the vertices that reach no cycle in an order
//! where each comes after its successors (found without recursion, with a cycle as the witness
//! when there is one), where each run of single-successor vertices leads, every small labelled
//! digraph, and the generators' families.
//!
//! Vertices are 0-based; an arc is a pair `(from, to)`, a self-loop when both are equal, and a
//! pair may repeat.

pub(crate) mod enumerate;
pub(crate) mod families;
pub(crate) mod rows;
pub(crate) mod runs;
pub(crate) mod settle;

/// An arc `(from, to)`, 0-based.
pub(crate) type Arc = (u32, u32);

/// A directed graph in compressed adjacency form: the successors of vertex `v` are
/// `targets[starts[v]..starts[v + 1]]`, in the order given (repeats kept).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Digraph {
    starts: Vec<u32>,
    targets: Vec<u32>,
}

impl Digraph {
    /// A graph from its compressed rows: `starts` has one more entry than there are vertices,
    /// starts at 0, never decreases and ends at `targets.len()`; every target is a vertex.
    pub(crate) fn from_rows(starts: Vec<u32>, targets: Vec<u32>) -> Self {
        debug_assert_eq!(starts.first(), Some(&0));
        debug_assert_eq!(starts.last().map(|&end| end as usize), Some(targets.len()));
        Digraph { starts, targets }
    }

    /// The graph on `vertices` vertices with these arcs (each row in the arcs' order).
    pub(crate) fn from_arcs(vertices: usize, arcs: &[Arc]) -> Self {
        Self::from_pairs(vertices, || arcs.iter().copied())
    }

    /// The graph on `vertices` vertices with these arcs turned round: the row of `v` holds the
    /// tails of the arcs into `v`, in the arcs' order (the rows of [`Digraph::reversed`], whose
    /// order within a row is the sources', without building the graph first).
    pub(crate) fn from_arcs_reversed(vertices: usize, arcs: &[Arc]) -> Self {
        Self::from_pairs(vertices, || arcs.iter().map(|&(from, to)| (to, from)))
    }

    /// The graph on `vertices` vertices with these arcs, and the same turned round (as
    /// [`Digraph::from_arcs`] and [`Digraph::from_arcs_reversed`] give them).
    pub(crate) fn from_arcs_both_ways(vertices: usize, arcs: &[Arc]) -> (Self, Self) {
        (
            Self::from_arcs(vertices, arcs),
            Self::from_arcs_reversed(vertices, arcs),
        )
    }

    /// The graph whose rows are grouped from the pairs (row, entry) that `pairs` gives
    /// ([`rows::fill_rows`]).
    fn from_pairs<I>(vertices: usize, pairs: impl Fn() -> I) -> Self
    where
        I: DoubleEndedIterator<Item = (u32, u32)>,
    {
        let mut graph = Digraph::default();
        rows::fill_rows(
            vertices,
            pairs,
            |_, _| {},
            &mut graph.starts,
            &mut graph.targets,
        );
        graph
    }

    /// Where each row starts in [`Digraph::targets`], and one more entry: the end of the last.
    pub(crate) fn starts(&self) -> &[u32] {
        &self.starts
    }

    /// Every row's entries, one row after the other.
    pub(crate) fn targets(&self) -> &[u32] {
        &self.targets
    }

    /// The graph whose rows are these lists of successors.
    #[cfg(test)]
    pub(crate) fn from_lists(lists: &[Vec<u32>]) -> Self {
        let mut starts = Vec::with_capacity(lists.len() + 1);
        starts.push(0u32);
        let mut targets = Vec::new();
        for list in lists {
            targets.extend_from_slice(list);
            starts.push(targets.len() as u32);
        }
        Digraph { starts, targets }
    }

    /// The number of vertices.
    pub(crate) fn vertices(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// The number of arcs (repeats counted).
    pub(crate) fn arcs(&self) -> usize {
        self.targets.len()
    }

    /// The successors of `vertex`, in the order given (repeats kept).
    #[inline]
    pub(crate) fn successors(&self, vertex: usize) -> &[u32] {
        &self.targets[self.starts[vertex] as usize..self.starts[vertex + 1] as usize]
    }

    /// The number of arcs leaving `vertex`.
    #[inline]
    pub(crate) fn out_degree(&self, vertex: usize) -> usize {
        (self.starts[vertex + 1] - self.starts[vertex]) as usize
    }

    /// The largest out-degree (0 for a graph without vertices).
    pub(crate) fn max_out_degree(&self) -> usize {
        self.starts
            .windows(2)
            .map(|pair| (pair[1] - pair[0]) as usize)
            .max()
            .unwrap_or(0)
    }

    /// The graph with every arc turned round: the predecessors of each vertex, in the order of
    /// the arcs' sources.
    pub(crate) fn reversed(&self) -> Digraph {
        Self::from_pairs(self.vertices(), || {
            rows::arcs_back(&self.starts, &self.targets)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_arcs_lists_and_reversal_agree() {
        let arcs = [(0, 1), (0, 2), (2, 2), (2, 0), (0, 1)];
        let graph = Digraph::from_arcs(3, &arcs);
        assert_eq!(graph.vertices(), 3);
        assert_eq!(graph.arcs(), 5);
        assert_eq!(graph.successors(0), &[1, 2, 1]);
        assert_eq!(graph.successors(1), &[] as &[u32]);
        assert_eq!(graph.successors(2), &[2, 0]);
        assert_eq!(graph.max_out_degree(), 3);
        assert_eq!(
            graph,
            Digraph::from_lists(&[vec![1, 2, 1], vec![], vec![2, 0]])
        );
        let reversed = graph.reversed();
        assert_eq!(reversed, Digraph::from_arcs_reversed(3, &arcs));
        assert_eq!(
            Digraph::from_arcs_both_ways(3, &arcs),
            (graph.clone(), reversed.clone())
        );
        assert_eq!(reversed.starts(), &[0, 1, 3, 5]);
        assert_eq!(reversed.targets(), &[2, 0, 0, 0, 2]);
        assert_eq!(reversed.successors(0), &[2]);
        assert_eq!(reversed.successors(1), &[0, 0]);
        assert_eq!(reversed.successors(2), &[0, 2]);
    }
}
