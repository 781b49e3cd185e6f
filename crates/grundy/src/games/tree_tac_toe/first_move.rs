//! White's winning first move by the theory, for `--explain` and `--json`: which rule decides,
//! the structure it stands on, and the moves it names. Only reports need this, so it works on an
//! explicit adjacency ([`Multigraph`]) built for the test.
//!
//! The rule, checked in this order (every move it names is checked against the oracle):
//! 0. an uncoloured vertex that completes three white vertices on a path at once;
//! 1. at a vertex `c` of degree 4 or more in the reduced tree: `c` if it is uncoloured; if it is
//!    white (degree 3 or more in the tree), any neighbour of `c`;
//! 2. at a vertex `c` of degree 3 in the reduced tree with two neighbours that are not leaves: `c`
//!    if it is uncoloured; if it is white (degree 2 in the tree), a neighbour of degree 2 or more;
//! 3. two forks and `N'` odd: number the spine `s_0, ..., s_k` so that `s_0` is a gadget vertex if
//!    either end is one; the first uncoloured vertex of the tree among `s_1, s_3, ..., s_(k-1),
//!    s_k`.
//!
//! Steps 0 to 2 name every move they allow (every qualifying vertex, every allowed neighbour);
//! step 3 names one.

use super::fast::Reason;
use crate::graph::Multigraph;

/// A vertex of the reduced tree's spine: a vertex of the tree, or the gadget vertex `A_v` hung on
/// a white vertex `v`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpineVertex {
    /// A vertex of the tree (0-based).
    Tree(u32),
    /// The gadget vertex of the white vertex (0-based).
    Gadget(u32),
}

/// The structure a rule stands on, for the explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Structure {
    /// Step 0: the first named move, and the two white vertices it completes a path with.
    Immediate {
        /// The move.
        vertex: u32,
        /// The path it completes, in order along the path.
        path: [u32; 3],
    },
    /// Rule 1 at `centre`, of degree `degree` in the reduced tree.
    Degree4 {
        /// The vertex (0-based).
        centre: u32,
        /// Its degree in the reduced tree.
        degree: u64,
        /// Whether it is white.
        white: bool,
    },
    /// Rule 2 at `centre`.
    Degree3 {
        /// The vertex (0-based).
        centre: u32,
        /// Whether it is white.
        white: bool,
        /// Its neighbours in the tree that are not leaves of the reduced tree.
        inner: Vec<u32>,
    },
    /// Rule 4: the spine from `s_0` to `s_k`.
    TwoForks {
        /// The spine, oriented as the rule says.
        spine: Vec<SpineVertex>,
    },
}

/// What the theory names on a test White wins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirstMoves {
    /// The structure of the first step that applies.
    pub structure: Structure,
    /// The moves that step names (0-based vertices, increasing; at least one).
    pub moves: Vec<u32>,
}

/// No vertex, or no place in a list of neighbours.
const NONE: u32 = u32::MAX;

/// The tree of a test, with what the rules ask of each vertex.
pub struct Coloured<'t> {
    graph: &'t Multigraph,
    white: &'t [bool],
    /// Each vertex's first two white neighbours, as (place in its list of neighbours, neighbour),
    /// [`NONE`] where there are fewer: the first white neighbour other than a given vertex is
    /// one of them, found without going through a list of neighbours of any length (a star
    /// whose centre is white would otherwise cost a pass over its leaves for each leaf).
    white_neighbours: Vec<[(u32, u32); 2]>,
    /// Each vertex's neighbour towards the root of its part of the tree (the part's first
    /// vertex), with its place in the vertex's list of neighbours, and the vertex's own place in
    /// that neighbour's list; [`NONE`] at a root. Two vertices are neighbours in a tree exactly
    /// when one is the other's parent, so where a vertex stands in another's list is found at once.
    parents: Vec<Parent>,
}

/// A vertex's parent in [`Coloured::parents`].
#[derive(Debug, Clone, Copy)]
struct Parent {
    /// The parent, or [`NONE`] at a root.
    vertex: u32,
    /// The parent's place in the vertex's list of neighbours.
    place_here: u32,
    /// The vertex's place in the parent's list of neighbours.
    place_there: u32,
}

impl<'t> Coloured<'t> {
    /// The tree `graph` (0-based, its edges in any order) with one colour flag per vertex.
    pub fn new(graph: &'t Multigraph, white: &'t [bool]) -> Self {
        let vertices = graph.vertices();
        let white_neighbours = (0..vertices as u32)
            .map(|vertex| {
                let mut firsts = [(NONE, NONE); 2];
                let whites = graph
                    .neighbours(vertex)
                    .iter()
                    .enumerate()
                    .filter(|&(_, &(neighbour, _))| white[neighbour as usize]);
                for (slot, (place, &(neighbour, _))) in firsts.iter_mut().zip(whites) {
                    *slot = (place as u32, neighbour);
                }
                firsts
            })
            .collect();
        let root = Parent {
            vertex: NONE,
            place_here: NONE,
            place_there: NONE,
        };
        let mut parents = vec![root; vertices];
        let mut seen = vec![false; vertices];
        let mut stack = Vec::new();
        for start in 0..vertices as u32 {
            if seen[start as usize] {
                continue;
            }
            seen[start as usize] = true;
            stack.push(start);
            while let Some(vertex) = stack.pop() {
                for (place, &(child, _)) in graph.neighbours(vertex).iter().enumerate() {
                    if seen[child as usize] {
                        continue;
                    }
                    seen[child as usize] = true;
                    let place_here = graph
                        .neighbours(child)
                        .iter()
                        .position(|&(neighbour, _)| neighbour == vertex)
                        .map_or(NONE, |place| place as u32);
                    parents[child as usize] = Parent {
                        vertex,
                        place_here,
                        place_there: place as u32,
                    };
                    stack.push(child);
                }
            }
        }
        Coloured {
            graph,
            white,
            white_neighbours,
            parents,
        }
    }

    /// Where `other` stands in `vertex`'s list of neighbours, if they are neighbours.
    fn place_of(&self, vertex: u32, other: u32) -> Option<u32> {
        let parent = self.parents[other as usize];
        if parent.vertex == vertex {
            return Some(parent.place_there);
        }
        let parent = self.parents[vertex as usize];
        (parent.vertex == other).then_some(parent.place_here)
    }

    /// The first neighbour of `next`, in its list, other than `vertex` that is white or among
    /// `painted`: the first white one other than `vertex`, unless a painted neighbour stands
    /// before it.
    fn first_white_neighbour(&self, next: u32, vertex: u32, painted: &[u32]) -> Option<u32> {
        let mut first = self.white_neighbours[next as usize]
            .into_iter()
            .find(|&(place, neighbour)| place != NONE && neighbour != vertex);
        for &other in painted {
            if other == vertex || self.white(other) {
                // A white neighbour is the one found above or stands after it.
                continue;
            }
            if let Some(place) = self.place_of(next, other) {
                if first.map_or(true, |(before, _)| place < before) {
                    first = Some((place, other));
                }
            }
        }
        first.map(|(_, neighbour)| neighbour)
    }

    fn neighbours(&self, vertex: u32) -> impl Iterator<Item = u32> + '_ {
        self.graph
            .neighbours(vertex)
            .iter()
            .map(|&(neighbour, _)| neighbour)
    }

    fn degree(&self, vertex: u32) -> u64 {
        self.graph.neighbours(vertex).len() as u64
    }

    fn white(&self, vertex: u32) -> bool {
        self.white[vertex as usize]
    }

    fn vertices(&self) -> impl Iterator<Item = u32> {
        0..self.graph.vertices() as u32
    }

    /// Whether `vertex` is not a leaf of the reduced tree.
    fn inner(&self, vertex: u32) -> bool {
        self.degree(vertex) >= 2 || self.white(vertex)
    }

    fn reduced_degree(&self, vertex: u32) -> u64 {
        self.degree(vertex) + u64::from(self.white(vertex))
    }

    /// The neighbours of `vertex` that are not leaves of the reduced tree (its gadget left out).
    fn inner_neighbours(&self, vertex: u32) -> Vec<u32> {
        self.neighbours(vertex)
            .filter(|&neighbour| self.inner(neighbour))
            .collect()
    }

    /// Whether `vertex` heads rule 2: degree 3 in the reduced tree, two neighbours there that
    /// are not leaves (its gadget counts for a white vertex).
    fn rule_2(&self, vertex: u32) -> bool {
        self.reduced_degree(vertex) == 3
            && self.inner_neighbours(vertex).len() + usize::from(self.white(vertex)) >= 2
    }

    /// The path of three white vertices that painting `vertex` completes, if any.
    pub fn completed_path(&self, vertex: u32) -> Option<[u32; 3]> {
        self.completed_path_with(&[vertex], vertex)
    }

    /// The uncoloured vertices (other than `painted`) that would complete three white vertices
    /// on a path once `painted` are white too: White's threats after painting them. Where no
    /// uncoloured vertex completes a path before, every threat lies within two edges of a painted
    /// vertex, and only those are looked at.
    pub fn threats(&self, painted: &[u32]) -> Vec<u32> {
        let mut near: Vec<u32> = painted
            .iter()
            .flat_map(|&vertex| self.neighbours(vertex))
            .flat_map(|vertex| std::iter::once(vertex).chain(self.neighbours(vertex)))
            .collect();
        near.sort_unstable();
        near.dedup();
        let mut threats: Vec<u32> = near
            .into_iter()
            .filter(|&vertex| !self.white(vertex) && !painted.contains(&vertex))
            .filter(|&vertex| {
                let mut with = painted.to_vec();
                with.push(vertex);
                self.completed_path_with(&with, vertex).is_some()
            })
            .collect();
        threats.sort_unstable();
        threats
    }

    /// The uncoloured vertices `y` near `painted` (within two edges) after which, once `painted`
    /// and `y` are white, White threatens two vertices at once: White's double threats for her
    /// next move. At most `scan` candidates are looked at (in increasing order), so that a
    /// vertex of huge degree costs no more than a few passes over its neighbours.
    pub fn double_threats(&self, painted: &[u32], scan: usize) -> Vec<u32> {
        let mut near: Vec<u32> = painted
            .iter()
            .flat_map(|&vertex| self.neighbours(vertex))
            .flat_map(|vertex| std::iter::once(vertex).chain(self.neighbours(vertex)))
            .filter(|&vertex| !self.white(vertex) && !painted.contains(&vertex))
            .collect();
        near.sort_unstable();
        near.dedup();
        near.into_iter()
            .take(scan)
            .filter(|&vertex| {
                let mut with = painted.to_vec();
                with.push(vertex);
                self.threats(&with).len() >= 2
            })
            .collect()
    }

    /// A path of three white vertices through `vertex` once `painted` are white too.
    fn completed_path_with(&self, painted: &[u32], vertex: u32) -> Option<[u32; 3]> {
        let white = |v: u32| self.white(v) || painted.contains(&v);
        // `vertex` in the middle.
        let around: Vec<u32> = self.neighbours(vertex).filter(|&v| white(v)).collect();
        if around.len() >= 2 {
            return Some([around[0], vertex, around[1]]);
        }
        // `vertex` at an end.
        for &next in &around {
            if let Some(far) = self.first_white_neighbour(next, vertex, painted) {
                return Some([vertex, next, far]);
            }
        }
        None
    }

    /// The moves the theory names when White wins by `reason`, with the structure behind them.
    pub fn first_moves(&self, reason: Reason) -> Option<FirstMoves> {
        if !reason.white_wins() {
            return None;
        }
        let immediate: Vec<u32> = self
            .vertices()
            .filter(|&vertex| !self.white(vertex) && self.completed_path(vertex).is_some())
            .collect();
        if let Some(&vertex) = immediate.first() {
            let path = self.completed_path(vertex)?;
            return Some(FirstMoves {
                structure: Structure::Immediate { vertex, path },
                moves: immediate,
            });
        }
        let (structure, mut moves) = match reason {
            Reason::Degree4 => self.rule_1(),
            Reason::Degree3 => self.rule_2_moves(),
            Reason::TwoForksOdd => self.rule_4()?,
            Reason::None => return None,
        };
        moves.sort_unstable();
        moves.dedup();
        Some(FirstMoves { structure, moves })
    }

    fn rule_1(&self) -> (Structure, Vec<u32>) {
        let centres: Vec<u32> = self
            .vertices()
            .filter(|&vertex| self.reduced_degree(vertex) >= 4)
            .collect();
        let moves = centres
            .iter()
            .flat_map(|&centre| -> Vec<u32> {
                if self.white(centre) {
                    self.neighbours(centre).collect()
                } else {
                    vec![centre]
                }
            })
            .collect();
        let centre = centres[0];
        let structure = Structure::Degree4 {
            centre,
            degree: self.reduced_degree(centre),
            white: self.white(centre),
        };
        (structure, moves)
    }

    fn rule_2_moves(&self) -> (Structure, Vec<u32>) {
        let centres: Vec<u32> = self
            .vertices()
            .filter(|&vertex| self.rule_2(vertex))
            .collect();
        let moves = centres
            .iter()
            .flat_map(|&centre| -> Vec<u32> {
                if self.white(centre) {
                    self.neighbours(centre)
                        .filter(|&neighbour| self.degree(neighbour) >= 2)
                        .collect()
                } else {
                    vec![centre]
                }
            })
            .collect();
        let centre = centres[0];
        let structure = Structure::Degree3 {
            centre,
            white: self.white(centre),
            inner: self.inner_neighbours(centre),
        };
        (structure, moves)
    }

    /// The spine between the two forks of the reduced tree, oriented so that `s_0` is a gadget
    /// vertex if either end is one.
    pub fn spine(&self) -> Option<Vec<SpineVertex>> {
        // The ends in the tree: each fork of the tree itself, and each white vertex (whose gadget
        // vertex is the fork).
        let ends: Vec<u32> = self
            .vertices()
            .filter(|&vertex| self.white(vertex) || self.reduced_degree(vertex) == 3)
            .collect();
        let [first, last] = ends[..] else {
            return None;
        };
        let mut spine: Vec<SpineVertex> = Vec::new();
        if self.white(first) {
            spine.push(SpineVertex::Gadget(first));
        }
        spine.extend(
            self.tree_path(first, last)
                .into_iter()
                .map(SpineVertex::Tree),
        );
        if self.white(last) {
            spine.push(SpineVertex::Gadget(last));
        }
        if matches!(spine.last(), Some(SpineVertex::Gadget(_)))
            && !matches!(spine.first(), Some(SpineVertex::Gadget(_)))
        {
            spine.reverse();
        }
        Some(spine)
    }

    /// The vertices of the path from `from` to `to` in the tree, in order (breadth-first search
    /// with parents; no recursion).
    fn tree_path(&self, from: u32, to: u32) -> Vec<u32> {
        let mut parent = vec![u32::MAX; self.graph.vertices()];
        parent[from as usize] = from;
        let mut queue = vec![from];
        let mut head = 0;
        while let Some(&vertex) = queue.get(head) {
            head += 1;
            if vertex == to {
                break;
            }
            for next in self.neighbours(vertex) {
                if parent[next as usize] == u32::MAX {
                    parent[next as usize] = vertex;
                    queue.push(next);
                }
            }
        }
        let mut path = vec![to];
        let mut vertex = to;
        while vertex != from {
            vertex = parent[vertex as usize];
            path.push(vertex);
        }
        path.reverse();
        path
    }

    fn rule_4(&self) -> Option<(Structure, Vec<u32>)> {
        let spine = self.spine()?;
        let k = spine.len() - 1;
        let named = (1..k)
            .step_by(2)
            .chain([k])
            .find_map(|index| match spine[index] {
                SpineVertex::Tree(vertex) if !self.white(vertex) => Some(vertex),
                _ => None,
            })?;
        Some((Structure::TwoForks { spine }, vec![named]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::Edge;

    fn first_moves(n: u32, edges: &[Edge], white: &[u32], reason: Reason) -> Option<FirstMoves> {
        let graph = Multigraph::new(n as usize, edges);
        let white: Vec<bool> = (0..n).map(|vertex| white.contains(&vertex)).collect();
        Coloured::new(&graph, &white).first_moves(reason)
    }

    #[test]
    fn the_samples_moves() {
        let path = |n: u32| -> Vec<Edge> { (1..n).map(|v| (v - 1, v)).collect() };
        // A path of five with white ends: only the middle (s_0 = A_1, s_1 = 1, s_3 = 3).
        let moves = first_moves(5, &path(5), &[0, 4], Reason::TwoForksOdd).unwrap();
        assert_eq!(moves.moves, vec![2]);
        let Structure::TwoForks { spine } = moves.structure else {
            panic!("a spine");
        };
        assert_eq!(spine.len(), 7);
        assert_eq!(spine[0], SpineVertex::Gadget(0));
        // The star with one white leaf: the spine is A_3, 3, 0 (the fork): the centre.
        let star = [(0, 1), (0, 2), (0, 3)];
        let moves = first_moves(4, &star, &[3], Reason::TwoForksOdd).unwrap();
        assert_eq!(moves.moves, vec![0]);
        // Sample 2, test 7: fork 0 with leaves 1, 2; path 0-3-4-5, 5 white: move 3 (vertex 4).
        let tree = [(0, 1), (0, 2), (0, 3), (3, 4), (4, 5)];
        let moves = first_moves(6, &tree, &[5], Reason::TwoForksOdd).unwrap();
        assert_eq!(moves.moves, vec![3]);
        // A star with four leaves: the centre; with a white centre, every leaf.
        let star = [(0, 1), (0, 2), (0, 3), (0, 4)];
        assert_eq!(
            first_moves(5, &star, &[], Reason::Degree4).unwrap().moves,
            vec![0]
        );
        assert_eq!(
            first_moves(4, &star[..3], &[0], Reason::Degree4)
                .unwrap()
                .moves,
            vec![1, 2, 3]
        );
        // Immediate: both ends of a path of three white.
        let moves = first_moves(3, &path(3), &[0, 2], Reason::Degree3).unwrap();
        assert_eq!(moves.moves, vec![1]);
        assert_eq!(
            moves.structure,
            Structure::Immediate {
                vertex: 1,
                path: [0, 1, 2]
            }
        );
        assert_eq!(first_moves(5, &path(5), &[], Reason::None), None);
    }

    #[test]
    fn threats_after_a_move() {
        let star = [(0, 1), (0, 2), (0, 3)];
        let graph = Multigraph::new(4, &star);
        let white = [false, false, false, true];
        assert_eq!(Coloured::new(&graph, &white).threats(&[0]), vec![1, 2]);
        assert_eq!(Coloured::new(&graph, &white).threats(&[1]), vec![0]);
        // A star of four leaves: after the centre, any leaf makes a double threat.
        let star = [(0, 1), (0, 2), (0, 3), (0, 4)];
        let graph = Multigraph::new(5, &star);
        let white = [false; 5];
        let coloured = Coloured::new(&graph, &white);
        assert_eq!(coloured.threats(&[0]), Vec::<u32>::new());
        assert_eq!(coloured.double_threats(&[0], 64), vec![1, 2, 3, 4]);
        assert_eq!(coloured.double_threats(&[0], 2), vec![1, 2]);
    }

    /// The first white-or-painted neighbour found through the parents and the two first white
    /// neighbours is the one a walk along the list of neighbours finds, on random trees (edges in
    /// random order and orientation, so that lists are in no particular order) with random white
    /// and painted vertices.
    #[test]
    fn first_white_neighbour_is_the_first_in_the_list() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |bound: u32| -> u32 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % u64::from(bound)) as u32
        };
        for _ in 0..300 {
            let n = 2 + next(12);
            let mut edges: Vec<Edge> = (1..n)
                .map(|v| {
                    let u = next(v);
                    if next(2) == 0 {
                        (u, v)
                    } else {
                        (v, u)
                    }
                })
                .collect();
            for i in (1..edges.len()).rev() {
                edges.swap(i, next(i as u32 + 1) as usize);
            }
            let graph = Multigraph::new(n as usize, &edges);
            let white: Vec<bool> = (0..n).map(|_| next(3) == 0).collect();
            let painted: Vec<u32> = (0..next(4)).map(|_| next(n)).collect();
            let coloured = Coloured::new(&graph, &white);
            for centre in 0..n {
                for vertex in 0..n {
                    let walked = coloured.neighbours(centre).find(|&far| {
                        far != vertex && (white[far as usize] || painted.contains(&far))
                    });
                    assert_eq!(
                        coloured.first_white_neighbour(centre, vertex, &painted),
                        walked,
                        "{edges:?} white {white:?} painted {painted:?} at {centre}, not {vertex}"
                    );
                }
            }
        }
    }
}
