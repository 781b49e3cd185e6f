//! The generator's families: tree shapes that reach every case of the theory, each with white
//! vertices that keep the rule "no three white vertices on a path" and leave one uncoloured.
//!
//! Shapes are built on vertices `0..n` with their colours, then relabelled at random and their
//! edges shuffled ([`relabel`]), so that no solver profits from a friendly numbering.

use crate::random::Random;
use crate::tree::families::{bounded_degree_tree, relabel};
use crate::tree::{Edge, TreeFamily};

/// One test: a tree with its white vertices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColouredTree {
    /// The number of vertices.
    pub n: u32,
    /// The edges, 0-based.
    pub edges: Vec<Edge>,
    /// One flag per vertex: white at the start.
    pub white: Vec<bool>,
}

/// A family of coloured trees.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// A uniformly random tree; white vertices at a density drawn per test (none, 1/16, 1/4 or
    /// 1/2).
    Random,
    /// A path whose ends are each white or not, at random.
    Path,
    /// A star: white leaves at random, or a white centre.
    Star,
    /// A caterpillar (a spine with leaves hung on it), white vertices at density 1/8.
    Caterpillar,
    /// A centre with legs of random lengths, white vertices at density 1/8.
    Spider,
    /// A random tree of maximum degree 3, white vertices at a density drawn per test.
    Degree3,
    /// Two ends joined by a long spine, each end a fork (a vertex with two leaves), a white leaf
    /// or (rarely) a plain leaf: two forks with either parity of `N'`.
    HShape,
    /// A centre with three legs, often two of them of length 1 (a fork at the end of a long
    /// path); leg ends white at random.
    YShape,
    /// A uniformly random tree with as many white vertices as the rule allows, nearly.
    PreColoured,
}

/// Every family, in the order `grundy gen` lists them; the first is the default.
pub const FAMILIES: [Family; 9] = [
    Family::Random,
    Family::Path,
    Family::Star,
    Family::Caterpillar,
    Family::Spider,
    Family::Degree3,
    Family::HShape,
    Family::YShape,
    Family::PreColoured,
];

impl Family {
    /// The family's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Family::Random => "random",
            Family::Path => "path",
            Family::Star => "star",
            Family::Caterpillar => "caterpillar",
            Family::Spider => "spider",
            Family::Degree3 => "degree-3",
            Family::HShape => "h-shape",
            Family::YShape => "y-shape",
            Family::PreColoured => "pre-coloured",
        }
    }

    /// The family called `name`, if there is one.
    pub fn from_name(name: &str) -> Option<Family> {
        FAMILIES.into_iter().find(|family| family.name() == name)
    }

    /// A random coloured tree of this family with `n >= 1` vertices, relabelled at random.
    pub fn generate(self, n: u32, random: &mut Random) -> ColouredTree {
        let (mut edges, white) = self.shape(n, random);
        let labels = relabel(n, &mut edges, random);
        let mut relabelled = vec![false; n as usize];
        for (vertex, &white) in white.iter().enumerate() {
            relabelled[labels[vertex] as usize] = white;
        }
        ColouredTree {
            n,
            edges,
            white: relabelled,
        }
    }

    /// The shape and colours on vertices `0..n`, before relabelling.
    fn shape(self, n: u32, random: &mut Random) -> (Vec<Edge>, Vec<bool>) {
        let uniform = |random: &mut Random| TreeFamily::Random.shape(n, random);
        let (edges, white) = match self {
            Family::Random => {
                let edges = uniform(random);
                let density = [0, 1, 4, 8][random.index(4)];
                let white = random_whites(n, density, random);
                (edges, white)
            }
            Family::Path => {
                let edges = TreeFamily::Path.shape(n, random);
                let mut white = vec![false; n as usize];
                white[0] = random.coin();
                white[n as usize - 1] |= random.coin();
                (edges, white)
            }
            Family::Star => {
                let edges = TreeFamily::Star.shape(n, random);
                let white = if random.below(3) == 0 {
                    (0..n).map(|vertex| vertex == 0).collect()
                } else {
                    (0..n)
                        .map(|vertex| vertex > 0 && random.below(4) == 0)
                        .collect()
                };
                (edges, white)
            }
            Family::Caterpillar => {
                let edges = TreeFamily::Caterpillar.shape(n, random);
                (edges, random_whites(n, 2, random))
            }
            Family::Spider => {
                let edges = TreeFamily::Spider.shape(n, random);
                (edges, random_whites(n, 2, random))
            }
            Family::Degree3 => {
                let edges = bounded_degree_tree(n, 3, random);
                let density = [0, 1, 4][random.index(3)];
                (edges, random_whites(n, density, random))
            }
            Family::HShape => h_shape(n, random),
            Family::YShape => y_shape(n, random),
            Family::PreColoured => {
                let edges = uniform(random);
                (edges, random_whites(n, 12, random))
            }
        };
        let white = admissible(n, &edges, white);
        (edges, white)
    }
}

/// Each vertex white with probability `sixteenths / 16`.
fn random_whites(n: u32, sixteenths: u64, random: &mut Random) -> Vec<bool> {
    (0..n).map(|_| random.below(16) < sixteenths).collect()
}

/// The white set made admissible: every white vertex with two white neighbours (the middle of
/// three white vertices on a path) becomes uncoloured, all at once (which makes no new such
/// vertex, since whites only go); then, if every vertex is white (two at most), one is not.
pub fn admissible(n: u32, edges: &[Edge], mut white: Vec<bool>) -> Vec<bool> {
    let mut white_neighbours = vec![0u32; n as usize];
    for &(a, b) in edges {
        white_neighbours[a as usize] += u32::from(white[b as usize]);
        white_neighbours[b as usize] += u32::from(white[a as usize]);
    }
    for (white, &count) in white.iter_mut().zip(&white_neighbours) {
        *white &= count < 2;
    }
    if white.iter().all(|&white| white) {
        white[0] = false;
    }
    white
}

/// One end of an H shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// A vertex with two leaves hung on it (3 vertices).
    Fork,
    /// A white leaf (1 vertex).
    WhiteLeaf,
    /// An uncoloured leaf (1 vertex).
    Leaf,
}

impl End {
    fn random(random: &mut Random) -> End {
        match random.below(8) {
            0..=3 => End::Fork,
            4..=6 => End::WhiteLeaf,
            _ => End::Leaf,
        }
    }

    fn vertices(self) -> u32 {
        match self {
            End::Fork => 3,
            End::WhiteLeaf | End::Leaf => 1,
        }
    }
}

/// Two ends joined by a path: the spine runs from the first end's vertex through the middle to
/// the second end's vertex; fork leaves hang on their end.
fn h_shape(n: u32, random: &mut Random) -> (Vec<Edge>, Vec<bool>) {
    let (mut first, mut second) = (End::random(random), End::random(random));
    if first != End::Fork && second != End::Fork {
        // Two leaves would make a path (the `path` family): one end is a fork at least.
        first = End::Fork;
    }
    // Too few vertices for both ends: shrink the second to a leaf, then the first to a white
    // leaf (a path, as on 3 vertices or fewer).
    if first.vertices() + second.vertices() > n {
        second = End::Leaf;
    }
    if first.vertices() + second.vertices() > n {
        first = End::WhiteLeaf;
    }
    if n < 2 {
        return (Vec::new(), vec![false; n as usize]);
    }
    let leaves = |end: End| end.vertices() - 1;
    // Spine vertices 0..spine; then the leaves of the first end, then those of the second.
    let spine = n - leaves(first) - leaves(second);
    let mut edges: Vec<Edge> = (1..spine).map(|vertex| (vertex - 1, vertex)).collect();
    let mut white = vec![false; n as usize];
    let mut next = spine;
    for (end, anchor) in [(first, 0), (second, spine - 1)] {
        match end {
            End::Fork => {
                edges.push((anchor, next));
                edges.push((anchor, next + 1));
                next += 2;
            }
            End::WhiteLeaf => white[anchor as usize] = true,
            End::Leaf => {}
        }
    }
    (edges, white)
}

/// A centre (vertex 0) with three legs whose lengths add up to `n - 1`; each leg's end is white
/// with probability 1/2.
fn y_shape(n: u32, random: &mut Random) -> (Vec<Edge>, Vec<bool>) {
    if n < 4 {
        return (TreeFamily::Path.shape(n, random), vec![false; n as usize]);
    }
    let rest = n - 1;
    let lengths = if random.coin() {
        // Two short legs: a fork at the end of a long path.
        [1, 1, rest - 2]
    } else {
        let first = 1 + random.below(u64::from(rest - 2)) as u32;
        let second = 1 + random.below(u64::from(rest - first - 1)) as u32;
        [first, second, rest - first - second]
    };
    let mut edges = Vec::with_capacity(rest as usize);
    let mut white = vec![false; n as usize];
    let mut next = 1;
    for length in lengths {
        let mut previous = 0;
        for _ in 0..length {
            edges.push((previous, next));
            previous = next;
            next += 1;
        }
        white[previous as usize] = random.coin();
    }
    (edges, white)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_tree(tree: &ColouredTree) -> bool {
        let mut peeling = crate::tree::peel::LeafPeeling::new();
        peeling.load_edges(tree.n, &tree.edges).expect("memory");
        tree.edges.len() + 1 == tree.n as usize && peeling.peel(None).is_ok()
    }

    #[test]
    fn every_family_makes_valid_tests_of_every_size() {
        let mut random = Random::from_seed(4);
        for family in FAMILIES {
            for n in 1..50 {
                for _ in 0..20 {
                    let tree = family.generate(n, &mut random);
                    assert!(is_tree(&tree), "{} n={n}: {tree:?}", family.name());
                    assert!(tree.white.iter().any(|&white| !white), "{}", family.name());
                    assert_eq!(
                        super::super::parse::white_path_middle(n, &tree.edges, &tree.white),
                        None,
                        "{} n={n}: {tree:?}",
                        family.name()
                    );
                }
            }
            assert_eq!(Family::from_name(family.name()), Some(family));
        }
    }

    #[test]
    fn h_shapes_have_two_ends_of_the_kinds_asked() {
        let mut random = Random::from_seed(8);
        let mut kinds = std::collections::HashSet::new();
        for _ in 0..200 {
            let (edges, white) = h_shape(20, &mut random);
            let mut degree = [0u32; 20];
            for &(a, b) in &edges {
                degree[a as usize] += 1;
                degree[b as usize] += 1;
            }
            assert!(degree.iter().all(|&d| d <= 3));
            let forks = degree.iter().filter(|&&d| d == 3).count();
            let whites = white.iter().filter(|&&w| w).count();
            assert!(forks + whites <= 2);
            kinds.insert((forks, whites));
        }
        // Two forks, or a fork and a white or plain leaf: never a path.
        assert!(kinds.contains(&(2, 0)) && kinds.contains(&(1, 1)) && kinds.contains(&(1, 0)));
        assert!(kinds.iter().all(|&(forks, _)| forks >= 1), "{kinds:?}");
    }
}
