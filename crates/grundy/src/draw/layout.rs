//! Graphs and trees laid out in layers by the `layout-rs` crate (a Graphviz-`dot`-like layered
//! layout: ranks, crossing reduction, placement, spline edges). We give it each node's size and
//! the edges, oriented from the layer of the root (or the ground) downwards; it gives back each
//! node's centre and each edge's curve, which [`super::graph`] draws in its own colours.

use layout::core::base::Orientation;
use layout::core::color::Color;
use layout::core::format::{ClipHandle, RenderBackend};
use layout::core::geometry::Point;
use layout::core::style::{LineStyleKind, StyleAttr};
use layout::std_shapes::shapes::{Arrow, Element, LineEndKind, ShapeKind};
use layout::topo::layout::VisualGraph;

/// A cubic Bézier segment: start, two control points, end.
pub(crate) type Segment = [(f64, f64); 4];

/// Where everything went: coordinates with the top-left corner of the drawing at `(0, 0)`.
#[derive(Debug, Clone)]
pub(crate) struct Placed {
    /// Each node's centre.
    pub(crate) centres: Vec<(f64, f64)>,
    /// Each edge's curve, from its `from` node to its `to` node.
    pub(crate) curves: Vec<Vec<Segment>>,
    /// The drawing's width and height.
    pub(crate) size: (f64, f64),
}

/// The most edges and bends (see [`Ranked::bends`]), with at most [`super::MAX_ITEMS`] edges, laid out
/// with the layout's optimisations (ranks
/// sunk to shorten edges, then crossings reduced by swapping neighbours, which costs about the
/// square of the edges and bends): beyond it the layers are kept as ranked, and the picture comes
/// in under a second up to [`super::MAX_BENDS`] (docs/draw.md gives the times measured).
pub(crate) const OPTIMISED: usize = 500;

/// Edges as the layout keeps them: taken in order, each turned around when its end already
/// reaches its start (loops left out), with each node's successors and an order in which every
/// kept edge goes forward. What [`Ranked::bends`] and [`Ranked::searched_paths`] count on.
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

    /// How many bends the layered layout puts on the edges: an edge from layer `i` to layer `j`
    /// passes `j - i - 1` layers, each a bend the layout places and routes like a node, and the
    /// layout's time grows faster than their square. Every node is on the layer after the
    /// longest path into it.
    pub(crate) fn bends(&self) -> usize {
        let mut level = vec![0usize; self.successors.len()];
        for &node in &self.order {
            for &next in &self.successors[node] {
                level[next] = level[next].max(level[node] + 1);
            }
        }
        self.turned
            .iter()
            .map(|&(from, to)| level[to].saturating_sub(level[from] + 1))
            .sum()
    }

    /// How many paths the layout's cycle check walks, about: the layout (layout-rs 0.1) asks
    /// whether one node reaches another by following every path, without remembering the nodes
    /// it has seen, so a graph with many paths (each node with arcs to the next two: Fibonacci
    /// many) takes exponential time however few its edges. For each edge, the paths out of its
    /// end and into its start, saturating.
    pub(crate) fn searched_paths(&self) -> u64 {
        let nodes = self.successors.len();
        let mut out_of = vec![1u64; nodes];
        for &node in self.order.iter().rev() {
            for &next in &self.successors[node] {
                out_of[node] = out_of[node].saturating_add(out_of[next]);
            }
        }
        let mut into = vec![1u64; nodes];
        for &node in &self.order {
            for &next in &self.successors[node] {
                into[next] = into[next].saturating_add(into[node]);
            }
        }
        self.turned.iter().fold(0u64, |sum, &(from, to)| {
            sum.saturating_add(out_of[to]).saturating_add(into[from])
        })
    }
}

/// Lays out nodes of the given sizes (width, height) and `edges` (pairs of node indices, the
/// first nearer the top), every node and edge kept in its given order.
pub(crate) fn place(sizes: &[(f64, f64)], edges: &[(usize, usize)]) -> Placed {
    let mut graph = VisualGraph::new(Orientation::TopToBottom);
    let look = StyleAttr::new(Color::fast("black"), 1, None, 0, 13);
    let handles: Vec<_> = sizes
        .iter()
        .map(|&(width, height)| {
            graph.add_node(Element::create(
                ShapeKind::new_circle(""),
                look.clone(),
                Orientation::TopToBottom,
                Point::new(width, height),
            ))
        })
        .collect();
    for (index, &(from, to)) in edges.iter().enumerate() {
        let arrow = Arrow::with_properties(
            LineEndKind::None,
            LineEndKind::None,
            LineStyleKind::Normal,
            "",
            &look,
            index.to_string(),
            &None,
            &None,
        );
        graph.add_edge(arrow, handles[from], handles[to]);
    }
    let mut recorder = Recorder::default();
    let optimised = edges.len() <= super::MAX_ITEMS
        && edges.len() + Ranked::new(sizes.len(), edges).bends() <= OPTIMISED;
    graph.do_it(false, !optimised, false, &mut recorder);
    let mut centres: Vec<(f64, f64)> = handles
        .iter()
        .map(|&handle| {
            let centre = graph.pos(handle).center();
            (centre.x, centre.y)
        })
        .collect();
    let mut curves = vec![Vec::new(); edges.len()];
    for (index, segments) in recorder.curves {
        let Some(&(from, to)) = edges.get(index) else {
            continue;
        };
        let start = segments.first().map_or((0.0, 0.0), |segment| segment[0]);
        // The layout may have turned an edge around (to break a cycle): draw it from `from`.
        let reversed = distance(start, centres[to]) < distance(start, centres[from]);
        curves[index] = if reversed {
            segments
                .iter()
                .rev()
                .map(|&[a, b, c, d]| [d, c, b, a])
                .collect()
        } else {
            segments
        };
    }
    // Shift everything so that the drawing starts at (0, 0).
    let (mut left, mut top, mut right, mut bottom) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for (&(x, y), &(width, height)) in centres.iter().zip(sizes) {
        left = left.min(x - width / 2.0);
        right = right.max(x + width / 2.0);
        top = top.min(y - height / 2.0);
        bottom = bottom.max(y + height / 2.0);
    }
    for point in curves.iter().flatten().flatten() {
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
    for point in curves.iter_mut().flatten().flatten() {
        *point = (point.0 - left, point.1 - top);
    }
    Placed {
        centres,
        curves,
        size: (right - left, bottom - top),
    }
}

fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
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

/// A render backend that only keeps the edges' curves (we draw the nodes ourselves).
#[derive(Default)]
struct Recorder {
    curves: Vec<(usize, Vec<Segment>)>,
}

impl RenderBackend for Recorder {
    fn draw_rect(
        &mut self,
        _: Point,
        _: Point,
        _: &StyleAttr,
        _: Option<String>,
        _: Option<ClipHandle>,
    ) {
    }

    fn draw_line(&mut self, _: Point, _: Point, _: &StyleAttr, _: Option<String>) {}

    fn draw_circle(&mut self, _: Point, _: Point, _: &StyleAttr, _: Option<String>) {}

    fn draw_text(&mut self, _: Point, _: &str, _: &StyleAttr) {}

    fn draw_arrow(
        &mut self,
        path: &[(Point, Point)],
        _: bool,
        _: (bool, bool),
        _: &StyleAttr,
        properties: Option<String>,
        _: &str,
    ) {
        // The path is the start and its exit control point, then for each following point its
        // entry control point and the point; the exit control of a middle point mirrors its
        // entry control (SVG's `S`).
        let Some(index) = properties.and_then(|text| text.parse().ok()) else {
            return;
        };
        if path.len() < 2 {
            return;
        }
        let xy = |p: Point| (p.x, p.y);
        let mut segments = Vec::new();
        let mut start = xy(path[0].0);
        let mut exit = xy(path[0].1);
        for &(entry, point) in &path[1..] {
            let (entry, point) = (xy(entry), xy(point));
            segments.push([start, exit, entry, point]);
            exit = (2.0 * point.0 - entry.0, 2.0 * point.1 - entry.1);
            start = point;
        }
        self.curves.push((index, segments));
    }

    fn create_clip(&mut self, _: Point, _: Point, _: usize) -> ClipHandle {
        0
    }
}
