//! graph-draw-game's generator and its side of `grundy check`: random graphs of every family,
//! every small labelled digraph, and smaller graphs to shrink a disagreement to.

use std::fmt::Write as _;
use std::io::Write;

use crate::digraph::enumerate::every_arc_set;
use crate::digraph::families::{random_digraph, Shape};
use crate::digraph::Arc;
use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, MAX_GENERATED_NODES};

use super::GraphDrawGame;

/// One test: the number of vertices and the arcs (0-based).
pub type Instance = (u32, Vec<Arc>);

/// The generator's families and their shapes (`None`: made here).
const FAMILIES: [(&str, Option<Shape>); 14] = [
    ("random", Some(Shape::Digraph)),
    ("sparse", Some(Shape::OutDegreeOne)),
    ("few-dead-ends", Some(Shape::FewDeadEnds)),
    ("many-dead-ends", Some(Shape::ManyDeadEnds)),
    ("dag", Some(Shape::Dag)),
    ("functional", Some(Shape::Functional)),
    ("cycles-with-trees", Some(Shape::CyclesWithTrees)),
    ("long-chain", Some(Shape::ChainInRandom)),
    ("loops-and-repeats", None),
    ("ladder", Some(Shape::Ladder)),
    ("joined-cycles", Some(Shape::JoinedCycles)),
    ("no-arcs", Some(Shape::NoArcs)),
    ("every-3", None),
    ("every-4", None),
];

fn family_names() -> Vec<&'static str> {
    FAMILIES.iter().map(|&(name, _)| name).collect()
}

/// A random digraph with about `n` arcs, a self-loop at a third of the vertices, and a third of
/// the arcs written twice.
fn loops_and_repeats(n: u32, random: &mut Random) -> Vec<Arc> {
    let mut arcs = random_digraph(n, u64::from(n), random);
    for v in 0..n {
        if random.below(3) == 0 {
            arcs.push((v, v));
        }
    }
    let repeated: Vec<Arc> = arcs
        .iter()
        .copied()
        .filter(|_| random.below(3) == 0)
        .collect();
    arcs.extend(repeated);
    random.shuffle(&mut arcs);
    arcs
}

/// The disjoint union of every labelled digraph on `n` vertices (with self-loops for `n <= 3`,
/// without for 4).
fn union_of_every(n: u32) -> Instance {
    let mut arcs = Vec::new();
    let mut vertices = 0u32;
    for graph in every_arc_set(n, n <= 3) {
        arcs.extend(graph.iter().map(|&(a, b)| (vertices + a, vertices + b)));
        vertices += n;
    }
    (vertices, arcs)
}

/// A random test of the family on `n` vertices; `whole` gives every-3 and every-4 whole (the
/// generator), otherwise one of their graphs at random (the check).
fn random_instance(family: &str, n: u32, whole: bool, random: &mut Random) -> Instance {
    let n = n.max(1);
    match family {
        "loops-and-repeats" => (n, loops_and_repeats(n, random)),
        "every-3" | "every-4" => {
            let size = if family == "every-3" { 3 } else { 4 };
            if whole {
                return union_of_every(size);
            }
            let all: Vec<Vec<Arc>> = every_arc_set(size, size <= 3).collect();
            (size, all[random.index(all.len())].clone())
        }
        _ => {
            let shape = FAMILIES
                .iter()
                .find(|&&(name, _)| name == family)
                .and_then(|&(_, shape)| shape)
                .unwrap_or(Shape::Digraph);
            (n, shape.arcs(n, random))
        }
    }
}

/// The test in the input format (1-based).
pub(crate) fn text((n, arcs): &Instance) -> String {
    let mut text = String::with_capacity(12 * arcs.len() + 16);
    let _ = writeln!(text, "{n} {}", arcs.len());
    for &(a, b) in arcs {
        let _ = writeln!(text, "{} {}", a + 1, b + 1);
    }
    text
}

/// Writes a valid input: one test of `options.size` vertices (every-3 and every-4 ignore it:
/// they hold every labelled digraph on 3 vertices, self-loops included, or every loop-free one
/// on 4, side by side).
pub(crate) fn generate(
    options: &GenerateOptions,
    out: &mut dyn Write,
) -> Result<(), GenerateError> {
    GenerateError::check_family("graph-draw-game", &options.family, &family_names())?;
    options.check_size("graph-draw-game", 1, MAX_GENERATED_NODES)?;
    options.check_one_test("graph-draw-game")?;
    let mut random = Random::from_seed(options.seed);
    let instance = random_instance(&options.family, options.size as u32, true, &mut random);
    out.write_all(text(&instance).as_bytes())?;
    Ok(())
}

impl Families for GraphDrawGame {
    type Instance = Instance;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = 60;
    /// Every digraph on up to 3 vertices with self-loops, every loop-free one on 4: 4626.
    const MAX_EXHAUSTIVE_SIZE: u64 = 4;

    fn family_names() -> Vec<&'static str> {
        family_names()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Instance {
        random_instance(family, size as u32, false, random)
    }

    fn every(size: u64) -> Vec<Instance> {
        let n = size as u32;
        every_arc_set(n, n <= 3).map(|arcs| (n, arcs)).collect()
    }

    fn size((n, _): &Instance) -> u64 {
        u64::from(*n)
    }

    /// One arc fewer, or the last vertex and its arcs gone.
    fn smaller((n, arcs): &Instance) -> Vec<Instance> {
        let mut smaller: Vec<Instance> = (0..arcs.len())
            .map(|skip| {
                let mut fewer = arcs.clone();
                fewer.remove(skip);
                (*n, fewer)
            })
            .collect();
        if *n > 1 {
            let last = n - 1;
            let kept = arcs
                .iter()
                .copied()
                .filter(|&(a, b)| a != last && b != last)
                .collect();
            smaller.push((last, kept));
        }
        smaller
    }

    fn input(instance: &Instance) -> String {
        text(instance)
    }
}
