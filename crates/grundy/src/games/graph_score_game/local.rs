//! Bounds on the score from the arcs near vertex 1, found before any pass over the whole graph.
//!
//! The values of the states (the score with best play from each (vertex, side to move)) are the
//! least fixed point of the rules' equations: an Alice state is worth the larger of its number
//! and its moves' Bob states, a Bob state the smaller of its number and its moves' Alice states
//! (the docs page's threshold games, all at once). Take the vertices within a few arcs of vertex 1
//! (a ball grown one ring at a time) with their arcs, and treat each vertex on the outer ring,
//! whose arcs are not looked at, in one of two ways:
//!
//! * as if the Alice state were worth its number and the Bob state nothing (an arc to an extra
//!   vertex of number 0 without arcs): each is at most its true value, so the least fixed point
//!   of the ball is at most the true values, and its score is a lower bound;
//! * as if the Alice state were worth everything and the Bob state its number (an arc to an extra
//!   vertex of number `u64::MAX` without arcs): each is at least its true value, and every state
//!   Alice wins in a threshold game of the whole graph she also wins in the ball's (the moves
//!   that lead out of the ball pass through the outer ring), so its score is an upper bound.
//!
//! Both are solved by the same pass as the whole graph ([`super::fast`]), on a graph of a few
//! vertices. When the bounds meet, they are the score; otherwise the pass over the whole graph
//! needs no number below the lower bound (Alice gets at least it) and may take every number above
//! the upper bound as one threshold (her score is not among them). Bounding a minimax value from
//! a partial expansion of the game is the idea of the B* search of Berliner ("The B* tree search
//! algorithm: a best-first proof procedure", Artificial Intelligence 12, 1979).

use super::digraph::ScoreGraph;
use super::fast::Workspace;
use std::collections::HashMap;

/// At most this many rings are added to the ball: each is one read of all the arcs.
pub(crate) const MOST_RINGS: usize = 5;

/// The words of the filter that a ring's vertices set a bit of while the arcs are read (their
/// ids modulo 2^16: 8 KiB, which stay in the first-level cache), so that an arc is tested
/// without a branch and without a bit per vertex of the graph.
const FILTER_WORDS: usize = 1 << 10;

/// The ball grows no further once it holds this many vertices, or its rings this many arcs.
const MOST_VERTICES: usize = 1 << 12;

/// Bounds on the score: `low <= score <= high`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bounds {
    /// Alice gets at least this.
    pub low: u64,
    /// Alice gets at most this.
    pub high: u64,
}

impl Bounds {
    /// What is known without looking at the arcs: Alice may declare at once.
    pub(crate) fn unknown(graph: &ScoreGraph) -> Bounds {
        Bounds {
            low: graph.values[0],
            high: u64::MAX,
        }
    }
}

/// Bounds on the score of `graph` from balls around vertex 1 of up to `rings` rings, grown until
/// the bounds meet, the ball holds every vertex it reaches, or it would grow too large.
pub(crate) fn bounds(graph: &ScoreGraph, rings: usize) -> Bounds {
    let mut bounds = Bounds::unknown(graph);
    let mut ball = Ball::around_the_start();
    let mut workspace = Workspace::default();
    for _ in 0..rings {
        if !ball.grow(&graph.arcs) {
            break;
        }
        for (outside, bound) in [(0, &mut bounds.low), (u64::MAX, &mut bounds.high)] {
            let small = ball.graph(graph, outside);
            let score = workspace
                .solve_within(&small, Bounds::unknown(&small), false)
                .answer;
            // Each ball's bound holds; keep the best of them.
            *bound = if outside == 0 {
                score.max(*bound)
            } else {
                score.min(*bound)
            };
        }
        if bounds.low >= bounds.high || ball.closed() {
            break;
        }
    }
    bounds
}

/// The vertices within a few arcs of vertex 1 (`vertices`, in the order they were reached), the
/// arcs out of those inside the outer ring (`arcs`, as places in `vertices`), and the outer ring
/// (`vertices[inner..]`).
struct Ball {
    vertices: Vec<u32>,
    /// Where each vertex of the ball is in `vertices`.
    places: HashMap<u32, u32>,
    arcs: Vec<(u32, u32)>,
    inner: usize,
}

impl Ball {
    /// The ball of vertex 1 alone.
    fn around_the_start() -> Ball {
        Ball {
            vertices: vec![0],
            places: HashMap::from([(0, 0)]),
            arcs: Vec::new(),
            inner: 0,
        }
    }

    /// Whether every arc out of the ball's vertices is known (no outer ring).
    fn closed(&self) -> bool {
        self.inner == self.vertices.len()
    }

    /// Reads the arcs out of the outer ring (one read of all the arcs) and adds their heads not
    /// yet in the ball as the new outer ring. Returns false, and leaves the ball as it was, when
    /// the ball would grow too large.
    fn grow(&mut self, arcs: &[(u32, u32)]) -> bool {
        let ring = &self.vertices[self.inner..];
        let mut filter = [0u64; FILTER_WORDS];
        for &vertex in ring {
            filter[vertex as usize / 64 % FILTER_WORDS] |= 1 << (vertex % 64);
        }
        let on_ring = |vertex: u32| {
            self.places
                .get(&vertex)
                .is_some_and(|&place| place as usize >= self.inner)
        };
        let mut found = Vec::new();
        // 64 arcs at a time, without a branch, into a mask of those the filter lets through
        // (the last arc of the chunk in the lowest bit); then the few of them on the ring.
        for chunk in arcs.chunks(64) {
            let mut passed = 0u64;
            for &(from, _) in chunk {
                let word = filter[from as usize / 64 % FILTER_WORDS];
                passed = passed << 1 | (word >> (from % 64) & 1);
            }
            while passed != 0 {
                let arc = chunk[chunk.len() - 1 - passed.trailing_zeros() as usize];
                passed &= passed - 1;
                if on_ring(arc.0) {
                    found.push(arc);
                }
            }
            if found.len() >= MOST_VERTICES {
                return false;
            }
        }
        let new_vertices = found
            .iter()
            .filter(|&&(_, to)| !self.places.contains_key(&to))
            .count();
        if self.vertices.len() + new_vertices > MOST_VERTICES {
            return false;
        }
        self.inner = self.vertices.len();
        for (from, to) in found {
            let next = self.vertices.len() as u32;
            let head = *self.places.entry(to).or_insert(next);
            if head == next {
                self.vertices.push(to);
            }
            self.arcs.push((self.places[&from], head));
        }
        true
    }

    /// The ball as a graph of its own, its vertex 1 that of `graph`, every vertex of the outer
    /// ring with one arc to an extra vertex of number `outside` and no arcs.
    fn graph(&self, graph: &ScoreGraph, outside: u64) -> ScoreGraph {
        let extra = self.vertices.len() as u32;
        let mut values: Vec<u64> = self
            .vertices
            .iter()
            .map(|&vertex| graph.values[vertex as usize])
            .collect();
        values.push(outside);
        let mut arcs = self.arcs.clone();
        arcs.extend((self.inner as u32..extra).map(|vertex| (vertex, extra)));
        ScoreGraph { values, arcs }
    }
}

#[cfg(test)]
mod tests {
    use super::super::digraph::Reversed;
    use super::super::threshold;
    use super::*;
    use crate::random::Random;

    fn random_graph(random: &mut Random, round: usize) -> ScoreGraph {
        let n = 1 + random.below(40) as usize;
        let m = random.below(3 * n as u64 + 1) as usize;
        let range = [2, 6, 1_000_000_001, u64::MAX][round % 4];
        ScoreGraph::random(random, n, m, range)
    }

    #[test]
    fn the_bounds_hold_and_meet_on_a_closed_ball() {
        // Balls of every size up to the whole graph: the bounds hold the binary search's score,
        // and meet when the ball reaches every vertex it can.
        let mut random = Random::from_seed(17);
        for round in 0..3000 {
            let graph = random_graph(&mut random, round);
            let score =
                threshold::binary_search(&graph, &Reversed::new(graph.vertices(), &graph.arcs));
            for rings in 0..=4 {
                let found = bounds(&graph, rings);
                assert!(
                    found.low <= score && score <= found.high,
                    "{}",
                    graph.input()
                );
            }
            assert_eq!(
                bounds(&graph, graph.vertices() + 1),
                Bounds {
                    low: score,
                    high: score
                }
            );
        }
    }

    #[test]
    fn the_pass_within_any_bounds_finds_the_score() {
        // Every pair of bounds around the score taken from the graph's numbers (and beyond):
        // the same score and the same Bob states won as the pass without bounds.
        let mut random = Random::from_seed(19);
        for round in 0..600 {
            let graph = random_graph(&mut random, round);
            let whole = Workspace::default().solve_within(&graph, Bounds::unknown(&graph), true);
            let mut numbers = graph.values.clone();
            numbers.extend([0, u64::MAX]);
            let lows = numbers.iter().filter(|&&low| low <= whole.answer);
            for &low in lows {
                for &high in numbers.iter().filter(|&&high| high >= whole.answer) {
                    let within = Workspace::default().solve_within(
                        &graph,
                        Bounds {
                            low: low.max(graph.values[0]),
                            high,
                        },
                        true,
                    );
                    assert_eq!(within, whole, "{low} {high} {}", graph.input());
                }
            }
        }
    }
}
