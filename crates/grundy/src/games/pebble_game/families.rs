//! pebble-game's generator and its side of `grundy check`: random boards of every family with a
//! random `x`, every labelled digraph on 2 and 3 vertices with every `x`, and smaller boards to
//! shrink a disagreement to.

use std::fmt::Write as _;
use std::io::Write;

use crate::digraph::enumerate::every_arc_set;
use crate::digraph::families::{random_dag, random_digraph, relabel, Shape};
use crate::digraph::Arc;
use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::board::Board;
use super::board::{MAX_EDGES, MAX_VERTICES};
use super::brute::{self, Game};
use super::report::Outcome;
use super::{strategy_check, PebbleGame, Solved};

/// One test: `n`, `x` and the edges (0-based, repeats allowed).
pub type Instance = (u32, u32, Vec<Arc>);

/// The generator's families and what each makes.
pub(crate) const FAMILIES: [(&str, &str); 16] = [
    (
        "random",
        "a random digraph with about 2n edges, a self-loop at about a tenth of the vertices",
    ),
    (
        "sparse",
        "a random digraph with about n edges, self-loops possible: many stuck pebbles",
    ),
    ("dense", "a random digraph with about n^2/3 edges"),
    (
        "cycle-chords",
        "a directed cycle through every vertex and about n/4 random chords",
    ),
    (
        "two-way",
        "about 3n/2 random edges, each in both directions, no self-loops",
    ),
    (
        "grid",
        "a grid about sqrt(n) wide, neighbours joined both ways, a self-loop at a fifth of the \
         vertices",
    ),
    (
        "hub",
        "one vertex joined both ways to every other, and about n/2 random edges",
    ),
    (
        "line-loops",
        "a path with edges both ways and a self-loop at every vertex",
    ),
    ("tree", "a random tree with edges both ways"),
    ("dag", "a random DAG with about 2n edges: pebbles get stuck"),
    (
        "complete-loops",
        "every edge of the complete digraph, self-loops included (n^2 edges)",
    ),
    (
        "race",
        "a centre with a self-loop and paths of random lengths into it, edges both ways and a \
         self-loop at every vertex: a race to the centre",
    ),
    ("functional", "exactly one edge out of every vertex"),
    (
        "no-loops",
        "a random digraph with about 3n edges and no self-loop",
    ),
    (
        "repeated",
        "min(10^6, 100 n^2) edges drawn at random, so every edge about 100 times (10^6 edges at \
         n = 100, the most the input allows)",
    ),
    (
        "no-edges",
        "no edges at all: Alice is stuck in every placement",
    ),
];

fn family_names() -> Vec<&'static str> {
    FAMILIES.iter().map(|&(name, _)| name).collect()
}

/// Both directions of every edge.
fn both_ways(edges: impl IntoIterator<Item = Arc>) -> Vec<Arc> {
    edges
        .into_iter()
        .flat_map(|(a, b)| [(a, b), (b, a)])
        .collect()
}

/// The edges of a random board of the family on `n >= 2` vertices, labels shuffled.
fn edges(family: &str, n: u32, random: &mut Random) -> Vec<Arc> {
    let n64 = u64::from(n);
    let mut arcs = match family {
        "random" => return Shape::Digraph.arcs(n, random),
        "sparse" => return Shape::SparseDigraph.arcs(n, random),
        "functional" => return Shape::Functional.arcs(n, random),
        "dense" => random_digraph(n, (n64 * n64 / 3).max(1), random),
        "cycle-chords" => {
            let mut arcs: Vec<Arc> = (0..n).map(|v| (v, (v + 1) % n)).collect();
            arcs.extend(random_digraph(n, n64 / 4, random));
            arcs
        }
        "two-way" => both_ways(
            random_digraph(n, 3 * n64 / 2, random)
                .into_iter()
                .filter(|&(a, b)| a != b),
        ),
        "grid" => {
            let width = (f64::from(n).sqrt().ceil() as u32).max(1);
            let mut arcs = Vec::new();
            for v in 0..n {
                if v % width + 1 < width && v + 1 < n {
                    arcs.extend([(v, v + 1), (v + 1, v)]);
                }
                if v + width < n {
                    arcs.extend([(v, v + width), (v + width, v)]);
                }
                if random.below(5) == 0 {
                    arcs.push((v, v));
                }
            }
            arcs
        }
        "hub" => {
            let mut arcs = both_ways((1..n).map(|v| (0, v)));
            arcs.extend(random_digraph(n, n64 / 2, random));
            arcs
        }
        "line-loops" => {
            let mut arcs = both_ways((1..n).map(|v| (v - 1, v)));
            arcs.extend((0..n).map(|v| (v, v)));
            arcs
        }
        "tree" => both_ways((1..n).map(|v| (random.below(v.into()) as u32, v))),
        "dag" => random_dag(n, 2 * n64, random),
        "complete-loops" => (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).collect(),
        "race" => {
            // Vertex 0 is the centre; each path starts at the centre and runs outwards.
            let mut arcs: Vec<Arc> = (0..n).map(|v| (v, v)).collect();
            let mut next = 1;
            while next < n {
                let length = (1 + random.below(4) as u32).min(n - next);
                let mut previous = 0;
                for v in next..next + length {
                    arcs.extend([(previous, v), (v, previous)]);
                    previous = v;
                }
                next += length;
            }
            arcs
        }
        "no-loops" => random_digraph(n, 3 * n64, random)
            .into_iter()
            .filter(|&(a, b)| a != b)
            .collect(),
        "repeated" => random_digraph(n, (100 * n64 * n64).min(MAX_EDGES), random),
        "no-edges" => Vec::new(),
        _ => unreachable!("an unknown family: {family}"),
    };
    relabel(n, &mut arcs, random);
    arcs
}

/// A random board of the family on `n` vertices (at least 2) with a random `x`.
fn random_instance(family: &str, n: u32, random: &mut Random) -> Instance {
    let n = n.clamp(2, MAX_VERTICES as u32);
    let arcs = edges(family, n, random);
    let x = random.between(1, u64::from(n) - 1) as u32;
    (n, x, arcs)
}

/// The test in the input format (0-based).
pub(crate) fn text((n, x, arcs): &Instance) -> String {
    let mut text = String::with_capacity(8 * arcs.len() + 16);
    let _ = writeln!(text, "{n} {} {x}", arcs.len());
    for &(a, b) in arcs {
        let _ = writeln!(text, "{a} {b}");
    }
    text
}

/// Writes a valid input: one board of `options.size` vertices (2 to 100) of the family.
pub(crate) fn generate(
    options: &GenerateOptions,
    out: &mut dyn Write,
) -> Result<(), GenerateError> {
    GenerateError::check_family("pebble-game", &options.family, &family_names())?;
    options.check_size("pebble-game", 2, MAX_VERTICES)?;
    options.check_one_test("pebble-game")?;
    let mut random = Random::from_seed(options.seed);
    let instance = random_instance(&options.family, options.size as u32, &mut random);
    out.write_all(text(&instance).as_bytes())?;
    Ok(())
}

impl Families for PebbleGame {
    type Instance = Instance;

    const MIN_SIZE: u64 = 2;
    const MAX_BRUTE_SIZE: u64 = brute::MAX_VERTICES as u64;
    /// Every labelled digraph on 2 and 3 vertices, self-loops included, with every `x`: 1040.
    const MAX_EXHAUSTIVE_SIZE: u64 = 3;

    fn family_names() -> Vec<&'static str> {
        family_names()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Instance {
        random_instance(family, size as u32, random)
    }

    fn every(size: u64) -> Vec<Instance> {
        let n = size as u32;
        if n < 2 {
            return Vec::new();
        }
        every_arc_set(n, true)
            .flat_map(|arcs| (1..n).map(move |x| (n, x, arcs.clone())))
            .collect()
    }

    fn size((n, _, _): &Instance) -> u64 {
        u64::from(*n)
    }

    /// One edge fewer, a smaller `x`, or the last vertex and its edges gone.
    fn smaller((n, x, arcs): &Instance) -> Vec<Instance> {
        let mut smaller: Vec<Instance> = (0..arcs.len())
            .map(|skip| {
                let mut fewer = arcs.clone();
                fewer.remove(skip);
                (*n, *x, fewer)
            })
            .collect();
        if *x > 1 {
            smaller.push((*n, x - 1, arcs.clone()));
        }
        if *n > 2 {
            let last = n - 1;
            let kept = arcs
                .iter()
                .copied()
                .filter(|&(a, b)| a != last && b != last)
                .collect();
            smaller.push((last, (*x).min(last - 1), kept));
        }
        smaller
    }

    fn input(instance: &Instance) -> String {
        text(instance)
    }

    /// The fast solver's positional strategy of Alice, fixed, against every line of Bob: at every
    /// state of her move that the solver says she wins or draws, the one-player game left on the
    /// oracle's own game graph ([`strategy_check`]) must keep that outcome.
    fn strategy_failure((n, x, arcs): &Instance) -> Option<String> {
        let board = Board::new(*n as usize, *x as usize, arcs);
        let solved = Solved::new(&board);
        let game = Game::new(&board);
        let choice = |a: usize, b: usize| solved.alice_move(a, b);
        let n = board.vertices();
        (0..n)
            .flat_map(|a| (0..n).filter(move |&b| b != a).map(move |b| (a, b)))
            .filter(|&(a, b)| solved.outcome(a, b) != Outcome::Bob)
            .find_map(|(a, b)| {
                strategy_check::failure(&game, &choice, (a, b), solved.outcome(a, b))
            })
    }

    /// Without the first moves: the two methods may rightly choose different ones, each from a
    /// strategy of its own. The oracle checks its own strategy ([`brute`]), and
    /// [`Families::strategy_failure`] checks the fast solver's.
    fn compared(report: &mut serde_json::Map<String, serde_json::Value>) {
        let placements = report
            .get_mut("placements")
            .and_then(serde_json::Value::as_array_mut);
        for placement in placements.into_iter().flatten() {
            if let Some(placement) = placement.as_object_mut() {
                placement.remove("move");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_stays_in_range_at_every_size() {
        let mut random = Random::from_seed(5);
        for (family, _) in FAMILIES {
            for n in [2, 3, 5, 17, 100] {
                let (size, x, arcs) = random_instance(family, n, &mut random);
                assert_eq!(size, n);
                assert!((1..n).contains(&x), "{family} {n}");
                assert!(arcs.iter().all(|&(a, b)| a < n && b < n), "{family} {n}");
                assert!(arcs.len() as u64 <= MAX_EDGES, "{family} {n}");
            }
        }
        let (_, _, arcs) = random_instance("repeated", 100, &mut random);
        assert_eq!(arcs.len() as u64, MAX_EDGES);
        assert_eq!(PebbleGame::every(2).len(), 16);
        assert_eq!(PebbleGame::every(3).len(), 1024);
    }
}
