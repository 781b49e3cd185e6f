//! A mean-payoff game given explicitly: vertices owned by Alice (who maximises the weights' mean),
//! by Bob (who minimises it), or by either (a vertex with one edge, where the owner does not
//! matter); weighted edges, every vertex with at least one out; the edges in both directions.
//!
//! Both of the fast solver's runs ([`super::improvement`]) use one arena: the run for a player
//! makes that player the maximiser (and the "either" vertices his), negating the weights for
//! Bob. The solver needs no cycle of the minimiser's vertices alone, so no edge may join two
//! vertices of the same owner; the pebble game alternates, and [`Arena::from_arcs`] splits such
//! edges of a general graph with a vertex of either owner.

/// Who chooses the edge at a vertex.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Owner {
    /// The maximiser of the weights (the pebble game's Alice).
    Alice,
    /// The minimiser (Bob).
    Bob,
    /// Nobody in particular: a vertex with one edge, given to the maximiser of each run.
    Either,
}

/// The explicit game: edges in compressed rows out of each vertex, and into it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Arena {
    owners: Vec<Owner>,
    /// The edges out of `v` are `first[v]..first[v + 1]`.
    first: Vec<u32>,
    heads: Vec<u32>,
    weights: Vec<i32>,
    /// The tail of every edge.
    tails: Vec<u32>,
    /// The edges into `v` are `in_edges[in_first[v]..in_first[v + 1]]` (edge numbers).
    in_first: Vec<u32>,
    in_edges: Vec<u32>,
}

impl Arena {
    /// The arena with these owners and rows of edges (`first` starts at 0, never decreases and
    /// ends at the number of edges; `heads` and `weights` have one entry per edge).
    pub(crate) fn from_rows(
        owners: Vec<Owner>,
        first: Vec<u32>,
        heads: Vec<u32>,
        weights: Vec<i32>,
    ) -> Self {
        let vertices = owners.len();
        assert_eq!(first.len(), vertices + 1);
        assert_eq!(heads.len(), weights.len());
        let mut tails = vec![0u32; heads.len()];
        for v in 0..vertices {
            assert!(first[v] < first[v + 1], "vertex {v} has no edge out");
            tails[first[v] as usize..first[v + 1] as usize].fill(v as u32);
        }
        let mut in_first = vec![0u32; vertices + 1];
        for &head in &heads {
            in_first[head as usize + 1] += 1;
        }
        for v in 0..vertices {
            in_first[v + 1] += in_first[v];
        }
        let mut fill = in_first.clone();
        let mut in_edges = vec![0u32; heads.len()];
        for (edge, &head) in heads.iter().enumerate() {
            in_edges[fill[head as usize] as usize] = edge as u32;
            fill[head as usize] += 1;
        }
        Arena {
            owners,
            first,
            heads,
            weights,
            tails,
            in_first,
            in_edges,
        }
    }

    /// The arena of a general game: `arcs` are `(tail, head, weight)`, every vertex has one out at
    /// least. An arc between two vertices of the same owner gets a vertex of either owner in its
    /// middle (the arc's weight, then 0), which changes no mean.
    #[cfg(test)]
    pub(crate) fn from_arcs(owners: &[Owner], arcs: &[(u32, u32, i32)]) -> Self {
        let mut owners = owners.to_vec();
        let mut split = Vec::with_capacity(2 * arcs.len());
        for &(tail, head, weight) in arcs {
            let (from, to) = (owners[tail as usize], owners[head as usize]);
            if from == to && from != Owner::Either {
                let middle = owners.len() as u32;
                owners.push(Owner::Either);
                split.push((tail, middle, weight));
                split.push((middle, head, 0));
            } else {
                split.push((tail, head, weight));
            }
        }
        split.sort_by_key(|&(tail, _, _)| tail);
        let mut first = vec![0u32; owners.len() + 1];
        for &(tail, _, _) in &split {
            first[tail as usize + 1] += 1;
        }
        for v in 0..owners.len() {
            first[v + 1] += first[v];
        }
        let heads = split.iter().map(|&(_, head, _)| head).collect();
        let weights = split.iter().map(|&(_, _, weight)| weight).collect();
        Arena::from_rows(owners, first, heads, weights)
    }

    /// The number of vertices.
    pub(crate) fn vertices(&self) -> usize {
        self.owners.len()
    }

    /// Who chooses at `v`.
    #[inline]
    pub(crate) fn owner(&self, v: usize) -> Owner {
        self.owners[v]
    }

    /// The numbers of the edges out of `v`.
    #[inline]
    pub(crate) fn out_edges(&self, v: usize) -> std::ops::Range<usize> {
        self.first[v] as usize..self.first[v + 1] as usize
    }

    /// The numbers of the edges into `v`.
    #[inline]
    pub(crate) fn in_edges(&self, v: usize) -> &[u32] {
        &self.in_edges[self.in_first[v] as usize..self.in_first[v + 1] as usize]
    }

    /// The head of edge `e`.
    #[inline]
    pub(crate) fn head(&self, e: usize) -> usize {
        self.heads[e] as usize
    }

    /// The tail of edge `e`.
    #[inline]
    pub(crate) fn tail(&self, e: usize) -> usize {
        self.tails[e] as usize
    }

    /// The weight of edge `e` (Alice's gain).
    #[inline]
    pub(crate) fn weight(&self, e: usize) -> i32 {
        self.weights[e]
    }

    /// The largest absolute weight (at least 1).
    pub(crate) fn max_weight(&self) -> i64 {
        self.weights
            .iter()
            .map(|&w| i64::from(w).abs())
            .max()
            .unwrap_or(0)
            .max(1)
    }
}
