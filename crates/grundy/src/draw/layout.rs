//! Graphs and trees laid out in layers (a Sugiyama-style layered layout of our own): each node on
//! the layer after the longest path into it, an edge passing several layers bent through a point
//! on each, the order within every layer chosen by barycenter sweeps to reduce crossings, a
//! layer too wide for [`MAX_ROW`] wrapped into several rows, and each row placed as near the
//! mean of its neighbours as the nodes' widths allow. We give it each node's size and the edges,
//! oriented from the layer of the root (or the ground) downwards; it gives back each node's
//! centre and each edge's curve, which [`super::graph`] draws in its own colours.
//!
//! (The `layout-rs` crate did this before; it has no way to wrap a wide layer, so a star of 300
//! vertices came out 29,600 pixels wide, and its cycle check walks every path of a graph.)

use super::fan::{self, Fan};
use super::fold;

/// A cubic Bézier segment: start, two control points, end.
pub(crate) type Segment = [(f64, f64); 4];

/// Where everything went: coordinates with the top-left corner of the drawing at `(0, 0)`.
#[derive(Debug, Clone)]
pub(crate) struct Placed {
    /// Each node's centre.
    pub(crate) centres: Vec<(f64, f64)>,
    /// Each edge's curve, from its `from` node to its `to` node (for an edge of a fan, the tick
    /// from its bus to its item).
    pub(crate) curves: Vec<Vec<Segment>>,
    /// Lines that several edges share (the trunks and buses of fans, [`super::fan`]).
    pub(crate) shared: Vec<Segment>,
    /// The drawing's width and height.
    pub(crate) size: (f64, f64),
}

/// The widest a row of the drawing may be: a wider layer is wrapped into several rows, one under
/// the other.
pub(crate) const MAX_ROW: f64 = 2400.0;

/// The space between two nodes side by side (room for a loop drawn at the right of one).
const NODE_GAP: f64 = 30.0;
/// The space beside a bend (a point an edge passes on a layer).
const BEND_GAP: f64 = 8.0;
/// The width a bend takes.
const BEND_WIDTH: f64 = 8.0;
/// The space between two layers.
const LAYER_GAP: f64 = 56.0;
/// The space between two rows of one wrapped layer.
const ROW_GAP: f64 = 30.0;
/// How many sweeps of the barycenter ordering.
const SWEEPS: usize = 16;
/// How many passes of placement.
const PASSES: usize = 10;

/// Edges as the layout keeps them: taken in order, each turned around when its end already
/// reaches its start (loops left out), with each node's successors and an order in which every
/// kept edge goes forward. What [`Ranked::levels`] and [`Ranked::bends`] count on.
pub(crate) struct Ranked {
    successors: Vec<Vec<usize>>,
    turned: Vec<(usize, usize)>,
    order: Vec<usize>,
}

impl Ranked {
    /// `edges` (pairs of node indices) among `nodes` nodes, ranked as the layout ranks them. No
    /// recursion.
    pub(crate) fn new(nodes: usize, edges: &[(usize, usize)]) -> Ranked {
        let mut successors: Vec<Vec<usize>> = vec![Vec::new(); nodes];
        let mut seen = vec![usize::MAX; nodes];
        let mut stack = Vec::new();
        let mut turned = Vec::with_capacity(edges.len());
        for (index, &(from, to)) in edges.iter().enumerate() {
            if from == to {
                continue;
            }
            // Does `to` reach `from` through the edges kept so far?
            stack.clear();
            stack.push(to);
            seen[to] = index;
            let mut reaches = false;
            while let Some(node) = stack.pop() {
                if node == from {
                    reaches = true;
                    break;
                }
                for &next in &successors[node] {
                    if seen[next] != index {
                        seen[next] = index;
                        stack.push(next);
                    }
                }
            }
            let (from, to) = if reaches { (to, from) } else { (from, to) };
            successors[from].push(to);
            turned.push((from, to));
        }
        // Kahn's order.
        let mut indegree = vec![0usize; nodes];
        for &(_, to) in &turned {
            indegree[to] += 1;
        }
        let mut ready: Vec<usize> = (0..nodes).filter(|&node| indegree[node] == 0).collect();
        let mut order = Vec::with_capacity(nodes);
        while let Some(node) = ready.pop() {
            order.push(node);
            for &next in &successors[node] {
                indegree[next] -= 1;
                if indegree[next] == 0 {
                    ready.push(next);
                }
            }
        }
        Ranked {
            successors,
            turned,
            order,
        }
    }

    /// Each node's layer (from 0): the one after the longest path into it, except that a node
    /// nothing leads to sits just above the highest of its successors (so that a source does not
    /// hang its edges across many layers).
    pub(crate) fn levels(&self) -> Vec<usize> {
        let nodes = self.successors.len();
        let mut level = vec![0usize; nodes];
        let mut entered = vec![false; nodes];
        for &node in &self.order {
            for &next in &self.successors[node] {
                level[next] = level[next].max(level[node] + 1);
                entered[next] = true;
            }
        }
        for &node in self.order.iter().rev() {
            if let Some(highest) = self.successors[node].iter().map(|&next| level[next]).min() {
                if !entered[node] {
                    level[node] = highest - 1;
                }
            }
        }
        level
    }

    /// How many bends the layered layout puts on the edges: an edge from layer `i` to layer `j`
    /// passes `j - i - 1` layers, each a bend the layout places and routes like a node.
    pub(crate) fn bends(&self) -> usize {
        let level = self.levels();
        self.turned
            .iter()
            .map(|&(from, to)| level[to].saturating_sub(level[from] + 1))
            .sum()
    }
}

/// Lays out nodes of the given sizes (width, height) and `edges` (pairs of node indices, the
/// first nearer the top), every node and edge kept in its given order. No recursion; the time
/// grows with the nodes and bends times the sweeps, and with the square of the edges between two
/// layers for counting their crossings.
pub(crate) fn place(sizes: &[(f64, f64)], edges: &[(usize, usize)]) -> Placed {
    let nodes = sizes.len();
    let ranked = Ranked::new(nodes, edges);
    let level = ranked.levels();
    let layers = level.iter().copied().max().map_or(0, |deepest| deepest + 1);
    // The items laid out: the nodes, then the bends, each with its neighbours on the layers
    // above and below; each edge's chain of items from its upper end down.
    let mut widths: Vec<f64> = sizes.iter().map(|&(width, _)| width).collect();
    let mut heights: Vec<f64> = sizes.iter().map(|&(_, height)| height).collect();
    let mut item_level = level.clone();
    let mut above: Vec<Vec<usize>> = vec![Vec::new(); nodes];
    let mut below: Vec<Vec<usize>> = vec![Vec::new(); nodes];
    let mut chains: Vec<Vec<usize>> = Vec::with_capacity(edges.len());
    let mut kept = ranked.turned.iter();
    for &(from, to) in edges {
        let Some(&(upper, lower)) = (from != to).then(|| kept.next()).flatten() else {
            chains.push(Vec::new());
            continue;
        };
        let mut chain = vec![upper];
        for layer in level[upper] + 1..level[lower] {
            chain.push(widths.len());
            widths.push(BEND_WIDTH);
            heights.push(0.0);
            item_level.push(layer);
            above.push(Vec::new());
            below.push(Vec::new());
        }
        chain.push(lower);
        for pair in chain.windows(2) {
            below[pair[0]].push(pair[1]);
            above[pair[1]].push(pair[0]);
        }
        chains.push(chain);
    }
    let items = widths.len();
    let gap = |a: usize, b: usize| {
        if a < nodes && b < nodes {
            NODE_GAP
        } else {
            BEND_GAP
        }
    };

    // The order within each layer: the nodes' own order first (ties stay so: a trie's 0 before
    // its 1), then barycenter sweeps down and up, the order with the fewest crossings kept.
    let mut order: Vec<Vec<usize>> = vec![Vec::new(); layers];
    for (node, &layer) in level.iter().enumerate() {
        order[layer].push(node);
    }
    for item in nodes..items {
        order[item_level[item]].push(item);
    }
    let mut position = vec![0usize; items];
    number(&order, &mut position);
    let mut fewest = crossings(&order, &below, &position);
    let mut best = order.clone();
    for sweep in 0..SWEEPS {
        let down = sweep % 2 == 0;
        let sequence: Vec<usize> = if down {
            (1..layers).collect()
        } else {
            (0..layers.saturating_sub(1)).rev().collect()
        };
        let neighbours = if down { &above } else { &below };
        for layer in sequence {
            let mut keyed: Vec<(f64, usize)> = order[layer]
                .iter()
                .map(|&item| {
                    let list = &neighbours[item];
                    let key = if list.is_empty() {
                        position[item] as f64
                    } else {
                        list.iter().map(|&next| position[next] as f64).sum::<f64>()
                            / list.len() as f64
                    };
                    (key, item)
                })
                .collect();
            keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
            order[layer] = keyed.into_iter().map(|(_, item)| item).collect();
            for (index, &item) in order[layer].iter().enumerate() {
                position[item] = index;
            }
        }
        let count = crossings(&order, &below, &position);
        if count < fewest {
            fewest = count;
            best = order.clone();
        }
    }
    let order = best;

    // Rows: a layer wider than MAX_ROW cut into rows of about equal width (a fan's a little
    // narrower, for the aisle its trunk runs down).
    let mut rows: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut fans: Vec<Fan> = Vec::new();
    for (layer, members) in order.iter().enumerate() {
        let hub = fan::hub(members, &above).or_else(|| fan::hub(members, &below));
        let widest = if hub.is_some() {
            MAX_ROW - fan::AISLE
        } else {
            MAX_ROW
        };
        let first = rows.len();
        let total: f64 = members.iter().map(|&item| widths[item]).sum::<f64>()
            + members
                .windows(2)
                .map(|pair| gap(pair[0], pair[1]))
                .sum::<f64>();
        let count = (total / widest).ceil().max(1.0);
        let target = total / count;
        let mut row: Vec<usize> = Vec::new();
        let mut width = 0.0;
        for &item in members {
            let extra = widths[item] + row.last().map_or(0.0, |&last| gap(last, item));
            if !row.is_empty() && width + extra > target + 1.0 {
                rows.push((layer, std::mem::take(&mut row)));
                width = widths[item];
            } else {
                width += extra;
            }
            row.push(item);
        }
        rows.push((layer, row));
        if let Some(hub) = hub.filter(|_| rows.len() - first >= 2) {
            fans.push(Fan {
                hub,
                rows: (first..rows.len()).collect(),
            });
        }
    }

    // Across: each row as near the mean of its items' neighbours as the widths allow, in passes
    // down and up, the last ones looking both ways.
    let mut x = vec![0.0f64; items];
    for (_, row) in &rows {
        let mut left = 0.0;
        for (index, &item) in row.iter().enumerate() {
            if index > 0 {
                left += gap(row[index - 1], item);
            }
            x[item] = left + widths[item] / 2.0;
            left += widths[item];
        }
    }
    for pass in 0..PASSES {
        let down = pass % 2 == 0;
        let both = pass + 2 >= PASSES;
        let sequence: Vec<usize> = if down {
            (0..rows.len()).collect()
        } else {
            (0..rows.len()).rev().collect()
        };
        for index in sequence {
            let row = &rows[index].1;
            let wanted: Vec<f64> = row
                .iter()
                .map(|&item| {
                    let (upper, lower) = (&above[item], &below[item]);
                    let list: Vec<usize> = match (both, down) {
                        (true, _) => upper.iter().chain(lower).copied().collect(),
                        (false, true) => upper.clone(),
                        (false, false) => lower.clone(),
                    };
                    if list.is_empty() {
                        x[item]
                    } else {
                        list.iter().map(|&next| x[next]).sum::<f64>() / list.len() as f64
                    }
                })
                .collect();
            for (&item, settled) in row.iter().zip(settle(row, &wanted, &widths, gap)) {
                x[item] = settled;
            }
        }
    }

    // Every row within one window MAX_ROW wide around the middle of the nodes, so that rows
    // drawn towards different neighbours do not spread the drawing wider.
    if nodes > 0 {
        let middle = x[..nodes].iter().sum::<f64>() / nodes as f64;
        let window = (middle - MAX_ROW / 2.0, middle + MAX_ROW / 2.0);
        for (_, row) in &rows {
            let left = row
                .iter()
                .map(|&item| x[item] - widths[item] / 2.0)
                .fold(f64::MAX, f64::min);
            let right = row
                .iter()
                .map(|&item| x[item] + widths[item] / 2.0)
                .fold(f64::MIN, f64::max);
            let shift = if left < window.0 {
                window.0 - left
            } else if right > window.1 {
                (window.1 - right).max(window.0 - left)
            } else {
                0.0
            };
            for &item in row {
                x[item] += shift;
            }
        }
    }

    // A fan's rows on either side of an aisle under its hub.
    for fan in &fans {
        fan::open_aisle(fan, &rows, &mut x, &widths, gap);
    }

    // Down: rows one under the other, a wider gap between layers than between the rows of one
    // (except a fan's, whose buses run between them).
    let mut y = vec![0.0f64; items];
    let mut spans = Vec::with_capacity(rows.len());
    let mut top = 0.0;
    for (index, (layer, row)) in rows.iter().enumerate() {
        if index > 0 {
            let fanned = fans.iter().any(|fan| fan.rows.contains(&index));
            top += if rows[index - 1].0 == *layer && !fanned {
                ROW_GAP
            } else {
                LAYER_GAP
            };
        }
        let height = row.iter().map(|&item| heights[item]).fold(0.0, f64::max);
        for &item in row {
            y[item] = top + height / 2.0;
        }
        spans.push((top, top + height));
        top += height;
    }

    // A drawing much taller than wide folded into bands.
    let bands = fold::fold(&rows, &spans, &mut x, &mut y, &widths, &below);

    // Each fan's trunk and buses; the bus each of its items hangs from.
    let mut bus_of: Vec<Option<(usize, f64)>> = vec![None; items];
    let mut shared: Vec<Segment> = Vec::new();
    for fan in &fans {
        let buses = fan::buses(fan, &rows, &y, &heights);
        for (&index, &bus) in fan.rows.iter().zip(&buses) {
            for &item in &rows[index].1 {
                bus_of[item] = Some((fan.hub, bus));
            }
        }
        for [a, b] in fan::shared(fan, &rows, &buses, &x, &y, heights[fan.hub]) {
            shared.push(straight(a, b));
        }
    }

    // Each edge through its bends, from its `from` node's border to its `to` node's (from the bus
    // over its item, in a fan), turning from band to band where the drawing is folded.
    let depths = fold::depths(&chains, &bands, &x);
    let mut curves = Vec::with_capacity(edges.len());
    for (&(from, to), chain) in edges.iter().zip(&chains) {
        if chain.is_empty() {
            curves.push(Vec::new());
            continue;
        }
        let mut ids = chain.clone();
        let mut points: Vec<((f64, f64), usize)> = chain
            .iter()
            .map(|&item| ((x[item], y[item]), bands.band[item]))
            .collect();
        // An end at a fan's hub moves to the bus over the next item.
        let mut on_bus = [false, false];
        let last = points.len() - 1;
        for (end, next) in [(0, 1), (last, last - 1)] {
            if let Some((hub, bus)) = bus_of[chain[next]] {
                if hub == chain[end] {
                    points[end].0 = (x[chain[next]], bus);
                    on_bus[end.min(1)] = true;
                }
            }
        }
        if chain[0] != from {
            points.reverse();
            on_bus.reverse();
            ids.reverse();
        }
        for (end, next, node, bus) in [(0, 1, from, on_bus[0]), (last, last - 1, to, on_bus[1])] {
            if bus {
                continue;
            }
            let (centre, band) = points[end];
            let toward = if points[next].1 == band {
                points[next].0
            } else {
                (centre.0, bands.turn_between(band, points[next].1))
            };
            points[end].0 = border(centre, toward, sizes[node]);
        }
        // Each band's run of points smoothed; a turn between two runs.
        let mut curve = Vec::new();
        let mut start = 0;
        while start < points.len() {
            let band = points[start].1;
            let end = start + points[start..].iter().take_while(|p| p.1 == band).count();
            let run: Vec<(f64, f64)> = points[start..end].iter().map(|p| p.0).collect();
            if run.len() >= 2 {
                curve.extend(smooth(&run));
            }
            if let Some(&(next, other)) = points.get(end) {
                let depth = depths[&(ids[end - 1].min(ids[end]), ids[end - 1].max(ids[end]))];
                let height = bands.turn_at(band, other, depth);
                curve.push(fold::turn(run[run.len() - 1], next, height));
            }
            start = end;
        }
        curves.push(curve);
    }

    // Shift everything so that the drawing starts at (0, 0).
    let mut centres: Vec<(f64, f64)> = (0..nodes).map(|node| (x[node], y[node])).collect();
    let (mut left, mut top, mut right, mut bottom) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for (&(x, y), &(width, height)) in centres.iter().zip(sizes) {
        left = left.min(x - width / 2.0);
        right = right.max(x + width / 2.0);
        top = top.min(y - height / 2.0);
        bottom = bottom.max(y + height / 2.0);
    }
    for point in curves.iter().flatten().chain(&shared).flatten() {
        left = left.min(point.0);
        right = right.max(point.0);
        top = top.min(point.1);
        bottom = bottom.max(point.1);
    }
    if centres.is_empty() {
        (left, top, right, bottom) = (0.0, 0.0, 0.0, 0.0);
    }
    for centre in &mut centres {
        *centre = (centre.0 - left, centre.1 - top);
    }
    for point in curves.iter_mut().flatten().chain(&mut shared).flatten() {
        *point = (point.0 - left, point.1 - top);
    }
    Placed {
        centres,
        curves,
        shared,
        size: (right - left, bottom - top),
    }
}

/// The straight line from `a` to `b` as a cubic segment.
fn straight(a: (f64, f64), b: (f64, f64)) -> Segment {
    let third = ((b.0 - a.0) / 3.0, (b.1 - a.1) / 3.0);
    [
        a,
        (a.0 + third.0, a.1 + third.1),
        (b.0 - third.0, b.1 - third.1),
        b,
    ]
}

/// Numbers the items of every layer from the left.
fn number(order: &[Vec<usize>], position: &mut [usize]) {
    for layer in order {
        for (index, &item) in layer.iter().enumerate() {
            position[item] = index;
        }
    }
}

/// How many pairs of edges cross between neighbouring layers.
fn crossings(order: &[Vec<usize>], below: &[Vec<usize>], position: &[usize]) -> usize {
    let mut total = 0;
    for layer in order {
        let mut pairs: Vec<(usize, usize)> = layer
            .iter()
            .flat_map(|&item| {
                below[item]
                    .iter()
                    .map(move |&next| (position[item], position[next]))
            })
            .collect();
        pairs.sort_unstable();
        for (index, &(top, bottom)) in pairs.iter().enumerate() {
            total += pairs[index + 1..]
                .iter()
                .filter(|&&(other_top, other_bottom)| other_top > top && other_bottom < bottom)
                .count();
        }
    }
    total
}

/// The centres of a row's items (in order, of the given widths, `gap` apart at least) nearest to
/// `wanted` in the least-squares sense: with each item's offset in the row packed tight, the
/// row's start for each item must not decrease from left to right, which pooling neighbours that
/// violate it solves (isotonic regression).
fn settle(
    row: &[usize],
    wanted: &[f64],
    widths: &[f64],
    gap: impl Fn(usize, usize) -> f64,
) -> Vec<f64> {
    let mut offset = vec![0.0; row.len()];
    for index in 1..row.len() {
        let (a, b) = (row[index - 1], row[index]);
        offset[index] = offset[index - 1] + widths[a] / 2.0 + gap(a, b) + widths[b] / 2.0;
    }
    let mut blocks: Vec<(f64, usize)> = Vec::new();
    for index in 0..row.len() {
        let mut block = (wanted[index] - offset[index], 1usize);
        while let Some(&(sum, count)) = blocks.last() {
            if sum / count as f64 > block.0 / block.1 as f64 {
                blocks.pop();
                block = (block.0 + sum, block.1 + count);
            } else {
                break;
            }
        }
        blocks.push(block);
    }
    let mut settled = Vec::with_capacity(row.len());
    for (sum, count) in blocks {
        let start = sum / count as f64;
        for _ in 0..count {
            settled.push(start + offset[settled.len()]);
        }
    }
    settled
}

/// Where the line from `centre` towards `toward` leaves the ellipse of size `(width, height)`
/// around `centre`.
fn border(centre: (f64, f64), toward: (f64, f64), (width, height): (f64, f64)) -> (f64, f64) {
    let (dx, dy) = (toward.0 - centre.0, toward.1 - centre.1);
    let reach = ((dx / (width / 2.0)).powi(2) + (dy / (height / 2.0)).powi(2)).sqrt();
    if reach <= 1.0 || !reach.is_finite() {
        return centre;
    }
    (centre.0 + dx / reach, centre.1 + dy / reach)
}

/// A smooth curve through `points` (at least two): a Catmull–Rom spline as Bézier segments, a
/// straight line between two points.
fn smooth(points: &[(f64, f64)]) -> Vec<Segment> {
    let last = points.len() - 1;
    (0..last)
        .map(|index| {
            let before = points[index.saturating_sub(1)];
            let after = points[(index + 2).min(last)];
            let (a, b) = (points[index], points[index + 1]);
            [
                a,
                (a.0 + (b.0 - before.0) / 6.0, a.1 + (b.1 - before.1) / 6.0),
                (b.0 - (after.0 - a.0) / 6.0, b.1 - (after.1 - a.1) / 6.0),
                b,
            ]
        })
        .collect()
}

/// The point at the middle of a curve (for its label).
pub(crate) fn middle(curve: &[Segment]) -> (f64, f64) {
    let Some(segment) = curve.get(curve.len() / 2) else {
        return (0.0, 0.0);
    };
    let [a, b, c, d] = *segment;
    if curve.len() % 2 == 0 && curve.len() > 1 {
        return a;
    }
    // The Bézier curve at t = 1/2.
    (
        (a.0 + 3.0 * b.0 + 3.0 * c.0 + d.0) / 8.0,
        (a.1 + 3.0 * b.1 + 3.0 * c.1 + d.1) / 8.0,
    )
}

/// A curve in SVG's path syntax, moved by `(dx, dy)`.
pub(crate) fn path(curve: &[Segment], (dx, dy): (f64, f64)) -> String {
    let mut d = String::new();
    let point = |p: (f64, f64)| format!("{:.1} {:.1}", p.0 + dx, p.1 + dy);
    for (index, [a, b, c, end]) in curve.iter().enumerate() {
        if index == 0 {
            d.push_str(&format!("M {}", point(*a)));
        }
        d.push_str(&format!(" C {}, {}, {}", point(*b), point(*c), point(*end)));
    }
    d
}
