//! The moves of a query, in the order reports list them: by the token (the first token on each
//! position, in query order), then by the out-position.

use crate::digraph::Digraph;

/// A move: the `token`-th token of the query (1-based; the first token on its position) goes
/// from position `from` to position `to` along an arc.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Move {
    /// The 1-based index in the query of the first token on `from`.
    pub token: usize,
    /// The position it leaves (0-based, as in the input).
    pub from: u32,
    /// The position it reaches.
    pub to: u32,
}

/// Each position of `query` once, with the 1-based index of its first token, in query order.
pub(crate) fn first_tokens(query: &[u32]) -> Vec<(usize, u32)> {
    let mut seen = std::collections::HashSet::with_capacity(query.len());
    query
        .iter()
        .enumerate()
        .filter(|&(_, &position)| seen.insert(position))
        .map(|(index, &position)| (index + 1, position))
        .collect()
}

/// The out-positions of `position`, increasing and without repeats.
pub(crate) fn out_positions(graph: &Digraph, position: u32) -> Vec<u32> {
    let mut options = graph.successors(position as usize).to_vec();
    options.sort_unstable();
    options.dedup();
    options
}

/// Every move of `query` (one per distinct pair of positions), in report order.
pub(crate) fn every_move(graph: &Digraph, query: &[u32]) -> Vec<Move> {
    first_tokens(query)
        .into_iter()
        .flat_map(|(token, from)| {
            out_positions(graph, from)
                .into_iter()
                .map(move |to| Move { token, from, to })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_listed_by_first_token_then_out_position() {
        let graph = Digraph::from_lists(&[vec![2, 1, 2], vec![0], vec![]]);
        let moves = every_move(&graph, &[1, 0, 1, 2]);
        let listed: Vec<(usize, u32, u32)> =
            moves.iter().map(|m| (m.token, m.from, m.to)).collect();
        assert_eq!(listed, [(1, 1, 0), (2, 0, 1), (2, 0, 2)]);
    }
}
