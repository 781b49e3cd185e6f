//! Reading trees in the contest formats: `n - 1` edges `u v` of 1-based node ids, checked to form
//! a tree. Shared by every tree game, so all of them reject bad trees with the same messages.

use crate::input::{IdBatches, InputError, Scanner};
use crate::solve::SolveError;
use crate::tree::peel::NotATree;
use crate::tree::Edge;

/// Whether the unread part of the input is long enough to hold `n - 1` edges: two tokens of at
/// least one digit each, every token preceded by a separator. A test that fails this is truncated,
/// and is diagnosed by [`read_edges`] without allocating memory for `n` nodes.
pub fn could_hold_edges(scanner: &Scanner<'_>, n: u32) -> bool {
    let needed = 4 * (u64::from(n) - 1);
    scanner.remaining() as u64 >= needed
}

/// Reads one edge of a tree with `n` nodes: two node ids in `1..=n`, not equal. Returns them
/// 0-based. Inlined into the loops that read edges (a call per edge measured about a sixth of the
/// reading's instructions).
#[inline(always)]
pub fn read_edge(scanner: &mut Scanner<'_>, n: u32) -> Result<Edge, InputError> {
    let u = scanner.next_in_range("a node id", 1, u64::from(n))?;
    let v = scanner.next_in_range("a node id", 1, u64::from(n))?;
    if u == v {
        return Err(scanner.error_at(
            scanner.position() - 1,
            format!("the edge {u} {v} is a self-loop"),
        ));
    }
    Ok((u as u32 - 1, v as u32 - 1))
}

/// How many edges [`read_edges_in_batches`] reads before it hands them on.
pub(crate) const EDGE_BATCH: usize = 32;

// A batch's ids are read at once.
const _: () = assert!(2 * EDGE_BATCH <= crate::input::ID_BATCH);

/// Reads the `n - 1` edges of a test (each checked as [`read_edge`] checks it) in batches:
/// `touch(state, edge)` on each edge of a batch once it is read (to prefetch what `handle` will
/// update; it may also be called again on edges already handled), then `handle(state, edge)` on
/// each, so that the batch's cache misses overlap. The solvers that load a tree straight from the
/// input share it.
#[inline]
pub fn read_edges_in_batches<S: ?Sized>(
    scanner: &mut Scanner<'_>,
    n: u32,
    state: &mut S,
    touch: impl Fn(&S, Edge),
    handle: impl FnMut(&mut S, Edge),
) -> Result<(), InputError> {
    read_edges_sampled(scanner, n, state, touch, handle, |_, _| {})
}

/// [`read_edges_in_batches`], and `sample(state, edge)` on the first edge of every batch.
///
/// A batch's ids are read at once ([`IdBatches::read`], `2 * EDGE_BATCH` of them) and checked
/// for self-loops; a batch that it does not take, or that holds a self-loop, is read again from
/// its start an edge at a time by [`read_edge`], which words the first fault.
///
/// A batch is handled only once the next one has been read, and the next one's edges are touched
/// while it is, one at each edge handled: each edge's records then have about a batch's time to
/// arrive. Handling a batch right after touching it left its first edges waiting for memory (by
/// `perf record`, half of the loading's samples were on the handling's first writes); touching a
/// whole batch at once, between reading it and handling the one before, issues its prefetches in
/// a burst that can find no room in the core's few buffers for outstanding misses (as
/// tree-tac-toe's big trees found, `games::tree_tac_toe::large`). The last batch is handled
/// touching the ids of an earlier one again, which only prefetches.
#[inline]
pub fn read_edges_sampled<S: ?Sized>(
    scanner: &mut Scanner<'_>,
    n: u32,
    state: &mut S,
    touch: impl Fn(&S, Edge),
    mut handle: impl FnMut(&mut S, Edge),
    mut sample: impl FnMut(&mut S, Edge),
) -> Result<(), InputError> {
    // Two batches in turn: the one being read and the one read before, waiting to be handled.
    let mut batches_of_ids = [[0u32; 2 * EDGE_BATCH]; 2];
    let mut waiting = 0;
    let mut batches = IdBatches::new();
    let mut left = n as usize - 1;
    let mut turn = 0;
    while left > 0 {
        let count = left.min(EDGE_BATCH);
        let [first, second] = &mut batches_of_ids;
        let (next, before) = if turn == 0 {
            (first, &second[..2 * waiting])
        } else {
            (second, &first[..2 * waiting])
        };
        let start = scanner.position();
        let ids = &mut next[..2 * count];
        let self_loop =
            !batches.read(scanner, n, ids) || ids.chunks_exact(2).any(|pair| pair[0] == pair[1]);
        if self_loop {
            // Read again an edge at a time, which words the first fault.
            scanner.seek(start);
            for pair in ids.chunks_exact_mut(2) {
                (pair[0], pair[1]) = read_edge(scanner, n)?;
            }
        }
        if waiting == 0 {
            // The first batch: none to handle meanwhile.
            for pair in ids.chunks_exact(2) {
                touch(state, (pair[0], pair[1]));
            }
        }
        handle_batch(state, before, next, &touch, &mut handle, &mut sample);
        waiting = count;
        turn ^= 1;
        left -= count;
    }
    let [first, second] = &batches_of_ids;
    let (earlier, last) = if turn == 0 {
        (first, second)
    } else {
        (second, first)
    };
    handle_batch(
        state,
        &last[..2 * waiting],
        earlier,
        &touch,
        &mut handle,
        &mut sample,
    );
    Ok(())
}

/// [`read_edges_sampled`]'s handling of a batch of ids read before (none at the start): `handle`
/// on each edge, after `touch` on the edge of `next` at the same place, then `sample` on the
/// first.
#[inline(always)]
fn handle_batch<S: ?Sized>(
    state: &mut S,
    ids: &[u32],
    next: &[u32; 2 * EDGE_BATCH],
    touch: &impl Fn(&S, Edge),
    handle: &mut impl FnMut(&mut S, Edge),
    sample: &mut impl FnMut(&mut S, Edge),
) {
    for (pair, ahead) in ids.chunks_exact(2).zip(next.chunks_exact(2)) {
        touch(state, (ahead[0], ahead[1]));
        handle(state, (pair[0], pair[1]));
    }
    if let [u, v, ..] = *ids {
        sample(state, (u, v));
    }
}

/// An edge with the byte offset where it starts, for messages that name its line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlacedEdge {
    /// The edge, 0-based, in the input's orientation.
    pub edge: Edge,
    /// The byte offset of its first token.
    pub offset: usize,
}

#[cfg(test)]
impl PlacedEdge {
    /// `edges` as a test built by hand places them: every one at offset 0.
    pub fn at_start(edges: &[Edge]) -> Vec<PlacedEdge> {
        edges
            .iter()
            .map(|&edge| PlacedEdge { edge, offset: 0 })
            .collect()
    }
}

/// The edges of an `n`-node test that a streaming solver already consumed from byte `start` to
/// the scanner's position, read again with their offsets (a report names their lines); the
/// scanner ends where it was.
pub fn reread_edges(
    scanner: &mut Scanner<'_>,
    start: usize,
    n: u32,
) -> Result<Vec<PlacedEdge>, InputError> {
    let end = scanner.position();
    scanner.seek(start);
    let placed = read_edges(scanner, n);
    scanner.seek(end);
    placed
}

/// Reads the `n - 1` edges of a test, and checks that they form a tree.
pub fn read_edges(scanner: &mut Scanner<'_>, n: u32) -> Result<Vec<PlacedEdge>, InputError> {
    let mut edges = Vec::new();
    for _ in 1..n {
        scanner.skip_separators();
        let offset = scanner.position();
        let edge = read_edge(scanner, n)?;
        edges.push(PlacedEdge { edge, offset });
    }
    check_tree(scanner, n, &edges)?;
    Ok(edges)
}

/// Checks that `n - 1` edges on `n` nodes form a tree, naming the first edge that closes a cycle
/// (with `n - 1` edges, a graph is a tree exactly when it has no cycle; a disconnected one always
/// has one). A repeated edge is named as such.
pub fn check_tree(scanner: &Scanner<'_>, n: u32, edges: &[PlacedEdge]) -> Result<(), InputError> {
    let mut representative: Vec<u32> = (0..n).collect();
    let find = |representative: &mut Vec<u32>, mut node: u32| {
        while representative[node as usize] != node {
            let up = representative[representative[node as usize] as usize];
            representative[node as usize] = up;
            node = up;
        }
        node
    };
    for (index, placed) in edges.iter().enumerate() {
        let (u, v) = placed.edge;
        let (root_u, root_v) = (find(&mut representative, u), find(&mut representative, v));
        if root_u != root_v {
            representative[root_u as usize] = root_v;
            continue;
        }
        let key = (u.min(v), u.max(v));
        let message = match edges[..index].iter().find(|earlier| {
            (
                earlier.edge.0.min(earlier.edge.1),
                earlier.edge.0.max(earlier.edge.1),
            ) == key
        }) {
            Some(earlier) => format!(
                "the edge {} {} repeats the edge on line {}: the graph is not a tree",
                u + 1,
                v + 1,
                scanner.line_at(earlier.offset)
            ),
            None => format!(
                "the edge {} {} closes a cycle (nodes {} and {} are already connected): \
                 n - 1 edges that form a tree are required",
                u + 1,
                v + 1,
                u + 1,
                v + 1
            ),
        };
        return Err(scanner.error_at(placed.offset, message));
    }
    Ok(())
}

/// Reads a test's `n - 1` edges with `load` straight into a solver's `workspace` (sized for
/// them), then runs `check`, which fails when they do not form a tree. The fault is then named as
/// [`read_edges`] names it, by reading the edges again that way; an input too short to hold the
/// edges is read that way first, so that nothing is allocated for a wrong `n`.
pub fn load_tree<W, T>(
    scanner: &mut Scanner<'_>,
    n: u32,
    workspace: &mut W,
    load: impl FnOnce(&mut W, &mut Scanner<'_>) -> Result<(), SolveError>,
    check: impl FnOnce(&mut W) -> Result<T, NotATree>,
) -> Result<T, SolveError> {
    let edges_start = scanner.position();
    if !could_hold_edges(scanner, n) {
        read_edges(scanner, n)?;
    }
    load(workspace, scanner)?;
    check(workspace).or_else(|NotATree| {
        scanner.seek(edges_start);
        read_edges(scanner, n)?;
        Err(scanner
            .error_at(edges_start, "the edges do not form a tree")
            .into())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edges_of(text: &str, n: u32) -> Result<Vec<Edge>, InputError> {
        let mut scanner = Scanner::new(text.as_bytes());
        scanner.set_test(Some(1));
        read_edges(&mut scanner, n).map(|edges| edges.iter().map(|placed| placed.edge).collect())
    }

    #[test]
    fn reads_a_tree() {
        assert_eq!(edges_of("1 2\n3 2", 3).unwrap(), vec![(0, 1), (2, 1)]);
    }

    #[test]
    fn names_the_offending_line() {
        let error = edges_of("1 2\n2 1\n3 4", 4).unwrap_err();
        assert_eq!(error.line, 2);
        assert!(
            error.message.contains("repeats the edge on line 1"),
            "{error}"
        );
        let error = edges_of("1 2\n2 3\n3 1", 4).unwrap_err();
        assert_eq!(error.line, 3);
        assert!(error.message.contains("closes a cycle"), "{error}");
        let error = edges_of("1 2\n2 2", 3).unwrap_err();
        assert_eq!(error.line, 2);
        assert!(error.message.contains("self-loop"), "{error}");
        let error = edges_of("1 2\n2 4", 3).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2 (test 1): a node id 4 is out of range 1..3"
        );
        let error = edges_of("1 2\n\n", 3).unwrap_err();
        assert_eq!(error.line, 2);
        assert!(error.message.contains("ends"), "{error}");
    }
}
