//! Small positions as text drawings, shown by `grundy play` under the position's one-line
//! description: heaps as bars, trees (and graphs, from a root) as an indented outline like the
//! `tree` command's, directed graphs as each vertex's arcs, boards as a row of cells. ASCII only,
//! so any terminal shows them. Every drawing is refused (`None`) beyond [`MAX_DRAWN`] rows
//! (heaps, edges, vertices or cells), where the one-line description is all `grundy play` shows.

use std::collections::VecDeque;
use std::fmt::Write;

use crate::digraph::Digraph;
use crate::tree::Edge;

/// The most heaps, edges, vertices or cells a drawing shows; beyond, no drawing.
pub(crate) const MAX_DRAWN: usize = 40;

/// The widest bar of [`bars`]: heaps larger than this are drawn to scale.
const BAR_WIDTH: u64 = 40;

/// One heap of [`bars`]: its name (`heap 1`), its size, and words after the size (`closed`).
pub(crate) struct Bar {
    /// What the row is called.
    pub label: String,
    /// The heap's size.
    pub size: u64,
    /// Words after the size; empty for none.
    pub note: String,
}

/// Heaps as bars, one row per heap: its name, a bar of `#` (one per stone, or to scale when the
/// largest heap is over 40: a line above says how many stones a `#` stands for), its size and
/// note. `None` beyond [`MAX_DRAWN`] heaps.
pub(crate) fn bars(rows: &[Bar]) -> Option<String> {
    if rows.len() > MAX_DRAWN {
        return None;
    }
    let largest = rows.iter().map(|row| row.size).max().unwrap_or(0);
    let per = largest.div_ceil(BAR_WIDTH).max(1);
    let width = (largest.div_ceil(per) as usize).max(1);
    let label_width = rows.iter().map(|row| row.label.len()).max().unwrap_or(0);
    let mut text = String::new();
    if per > 1 {
        let _ = writeln!(text, "  (each # stands for up to {per})");
    }
    for row in rows {
        let bar = "#".repeat(row.size.div_ceil(per) as usize);
        let line = format!(
            "  {:<label_width$} |{bar:<width$}| {} {}",
            row.label, row.size, row.note
        );
        let _ = writeln!(text, "{}", line.trim_end());
    }
    Some(text)
}

/// A graph as an indented outline from `root`, as the `tree` command draws directories: every
/// vertex reached from `root` through `edges` (pairs of vertices, 0-based, below `vertices`, as
/// the tree and graph readers give them)
/// once, under the vertex it was first reached from (breadth first), named by `node`; an edge
/// with a note (`edge_note`, by the edge's index) has it in brackets after the vertex it leads
/// to; an edge closing a cycle (or a loop, or a second edge between two vertices) is named after
/// the later of its ends as `(also to V)`. A tree is drawn exactly; a vertex not reached is not
/// drawn. `None` beyond [`MAX_DRAWN`] edges.
pub(crate) fn outline(
    vertices: usize,
    edges: &[Edge],
    root: usize,
    node: &dyn Fn(usize) -> String,
    edge_note: &dyn Fn(usize) -> Option<String>,
) -> Option<String> {
    if edges.len() > MAX_DRAWN || root >= vertices {
        return None;
    }
    let mut around: Vec<Vec<(usize, usize)>> = vec![Vec::new(); vertices];
    for (index, &(a, b)) in edges.iter().enumerate() {
        let (a, b) = (a as usize, b as usize);
        around[a].push((b, index));
        if a != b {
            around[b].push((a, index));
        }
    }
    // Breadth first from the root: each vertex's parent edge and its place in the order.
    let mut order = vec![usize::MAX; vertices];
    let mut children: Vec<Vec<(usize, usize)>> = vec![Vec::new(); vertices];
    let mut tree_edge = vec![false; edges.len()];
    let mut queue = VecDeque::from([root]);
    order[root] = 0;
    let mut reached = 1;
    while let Some(vertex) = queue.pop_front() {
        for &(next, index) in &around[vertex] {
            if order[next] == usize::MAX {
                order[next] = reached;
                reached += 1;
                tree_edge[index] = true;
                children[vertex].push((next, index));
                queue.push_back(next);
            }
        }
    }
    let mut also: Vec<Vec<usize>> = vec![Vec::new(); vertices];
    for (index, &(a, b)) in edges.iter().enumerate() {
        let (a, b) = (a as usize, b as usize);
        if !tree_edge[index] && order[a] != usize::MAX {
            let (later, other) = if order[a] >= order[b] { (a, b) } else { (b, a) };
            also[later].push(other);
        }
    }
    let named = |vertex: usize, edge: Option<usize>| {
        let mut text = node(vertex);
        if let Some(note) = edge.and_then(edge_note) {
            let _ = write!(text, " [{note}]");
        }
        if !also[vertex].is_empty() {
            let others: Vec<String> = also[vertex].iter().map(|&v| (v + 1).to_string()).collect();
            let _ = write!(text, " (also to {})", others.join(", "));
        }
        text
    };
    let mut text = format!("  {}\n", named(root, None));
    // Depth first for the outline, on a stack of (vertex, edge to it, indent, last child).
    let mut stack: Vec<(usize, usize, String, bool)> = Vec::new();
    let push_children = |stack: &mut Vec<_>, vertex: usize, indent: &str| {
        let count = children[vertex].len();
        for (place, &(child, index)) in children[vertex].iter().enumerate().rev() {
            stack.push((child, index, indent.to_string(), place + 1 == count));
        }
    };
    push_children(&mut stack, root, "  ");
    while let Some((vertex, index, indent, last)) = stack.pop() {
        let branch = if last { "`-- " } else { "|-- " };
        let _ = writeln!(text, "{indent}{branch}{}", named(vertex, Some(index)));
        let deeper = format!("{indent}{}", if last { "    " } else { "|   " });
        push_children(&mut stack, vertex, &deeper);
    }
    Some(text)
}

/// A directed graph, one row per vertex: its name, then `->` and where its arcs lead (`-` for
/// none). `None` beyond [`MAX_DRAWN`] vertices.
pub(crate) fn arcs(rows: &[(String, Vec<String>)]) -> Option<String> {
    if rows.len() > MAX_DRAWN {
        return None;
    }
    let width = rows.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    let mut text = String::new();
    for (name, targets) in rows {
        let targets = if targets.is_empty() {
            "-".to_string()
        } else {
            targets.join(" ")
        };
        let _ = writeln!(text, "  {name:<width$} -> {targets}");
    }
    Some(text)
}

/// A directed graph's arcs ([`arcs`]), its vertices numbered from `first` (0 or 1) and named
/// by `name` (the vertex, 0-based), each arc's target once. `None` beyond [`MAX_DRAWN`]
/// vertices.
pub(crate) fn digraph(
    graph: &Digraph,
    first: usize,
    name: &dyn Fn(usize) -> String,
) -> Option<String> {
    if graph.vertices() > MAX_DRAWN {
        return None;
    }
    let rows: Vec<(String, Vec<String>)> = (0..graph.vertices())
        .map(|vertex| {
            let mut targets = graph.successors(vertex).to_vec();
            targets.sort_unstable();
            targets.dedup();
            let targets = targets
                .iter()
                .map(|&target| (target as usize + first).to_string())
                .collect();
            (name(vertex), targets)
        })
        .collect();
    arcs(&rows)
}

/// A row of cells, called `name` and numbered from `first` (as the game's moves number them),
/// each with what it holds, in columns:
/// ```text
///   cell | 1 | 2 | 3
///        | 3 | 0 | 5
/// ```
/// `None` beyond [`MAX_DRAWN`] cells.
pub(crate) fn cells(name: &str, first: usize, contents: &[String]) -> Option<String> {
    if contents.len() > MAX_DRAWN {
        return None;
    }
    let mut numbers = format!("  {name}");
    let mut held = " ".repeat(numbers.len());
    for (index, content) in contents.iter().enumerate() {
        let number = (index + first).to_string();
        let width = number.len().max(content.len());
        let _ = write!(numbers, " | {number:>width$}");
        let _ = write!(held, " | {content:>width$}");
    }
    Some(format!("{numbers}\n{held}\n"))
}

#[cfg(test)]
#[path = "text_picture_tests.rs"]
mod tests;
