//! The values grown as one set ([`super::values`]), with the runs of single vertices settled
//! first and without, against the two attractors' values: every
//! digraph on up to 3 vertices with self-loops and every loop-free one on 4, and random graphs of
//! every shape, small and large, with some arcs repeated.

use crate::digraph::enumerate::every_arc_set;
use crate::digraph::families::Shape;
use crate::digraph::{Arc, Digraph};
use crate::random::Random;

use super::attractors::{Attractors, Side, Value};
use super::values::{values_with, SettleRuns};

/// The values by one set, with the runs settled by the rule, always and never: all the same.
fn values(vertices: usize, arcs: &[Arc]) -> (Vec<(Value, Value)>, u64) {
    let by_rule = values_with(vertices, arcs, SettleRuns::WhenWorth);
    for settle in [SettleRuns::Always, SettleRuns::Never] {
        assert_eq!(values_with(vertices, arcs, settle), by_rule, "{settle:?}");
    }
    by_rule
}

/// The values by the two attractors, and the number of dead ends.
fn by_attractors(vertices: usize, arcs: &[Arc]) -> (Vec<(Value, Value)>, u64) {
    let (graph, predecessors) = Digraph::from_arcs_both_ways(vertices, arcs);
    let attractors = Attractors::new(&graph, &predecessors);
    let values = (0..vertices)
        .map(|v| {
            (
                attractors.value(v, Side::Alice),
                attractors.value(v, Side::Bob),
            )
        })
        .collect();
    let dead_ends = (0..vertices).filter(|&v| graph.out_degree(v) == 0).count();
    (values, dead_ends as u64)
}

#[test]
fn one_set_equals_two_attractors_on_every_small_digraph() {
    let mut graphs = 0;
    for (n, loops) in [(1, true), (2, true), (3, true), (4, false)] {
        for arcs in every_arc_set(n, loops) {
            assert_eq!(
                values(n as usize, &arcs),
                by_attractors(n as usize, &arcs),
                "{n} vertices, arcs {arcs:?}"
            );
            graphs += 1;
        }
    }
    assert_eq!(graphs, 2 + 16 + 512 + 4096);
}

#[test]
fn one_set_equals_two_attractors_on_random_digraphs() {
    let mut random = Random::from_seed(20);
    let shapes = Shape::MIXED
        .into_iter()
        .chain([Shape::ChainInRandom, Shape::Chain, Shape::Dag]);
    let mut kinds = [0usize; 3];
    for shape in shapes {
        for round in 0..40 {
            let n = match round {
                0 => 100_000,
                1..=9 => random.between(1, 5_000) as u32,
                _ => random.between(1, 60) as u32,
            };
            let mut arcs = shape.arcs(n, &mut random);
            if round % 2 == 1 {
                // Some arcs repeated, at the end and in place.
                let repeats: Vec<Arc> = arcs
                    .iter()
                    .copied()
                    .filter(|_| random.below(4) == 0)
                    .collect();
                arcs.extend(repeats);
                random.shuffle(&mut arcs);
            }
            let (fast, dead_ends) = values(n as usize, &arcs);
            assert_eq!(
                (fast.clone(), dead_ends),
                by_attractors(n as usize, &arcs),
                "{shape:?}, {n} vertices"
            );
            for (alice, bob) in fast {
                for value in [alice, bob] {
                    kinds[value as usize] += 1;
                }
            }
        }
    }
    // Every value occurs (the comparison is not between empty sets).
    assert!(kinds.iter().all(|&count| count > 1000), "{kinds:?}");
}

#[test]
fn graphs_with_one_dead_end_or_none_around_the_words_of_the_dead_end_bits() {
    // A cycle through every vertex (no dead end: every value D), then the same with the arc
    // out of one vertex removed (a dead end at the start, the middle or the end of the bits).
    for n in [1u32, 2, 63, 64, 65, 127, 128, 129, 1000] {
        let cycle: Vec<Arc> = (0..n).map(|v| (v, (v + 1) % n)).collect();
        let (values_of_cycle, dead_ends) = values(n as usize, &cycle);
        assert_eq!(dead_ends, 0);
        assert!(values_of_cycle
            .iter()
            .all(|&pair| pair == (Value::D, Value::D)));
        assert_eq!(
            (values_of_cycle, dead_ends),
            by_attractors(n as usize, &cycle)
        );
        for gone in [0, n / 2, n - 1] {
            let arcs: Vec<Arc> = cycle.iter().copied().filter(|&(v, _)| v != gone).collect();
            assert_eq!(
                values(n as usize, &arcs),
                by_attractors(n as usize, &arcs),
                "{n} vertices, no arc out of {gone}"
            );
        }
    }
}

/// The records' bounds: a counter below `ALICE_IN` (2^28 arcs), and vertices below `LOOPS` once
/// `FLIP` is cleared (2^31 - 2); beyond either, the game takes the attractors instead.
#[test]
fn fits_up_to_the_records_bounds() {
    use super::values::fits;
    assert!(fits(10, (1 << 28) - 1));
    assert!(!fits(10, 1 << 28));
    assert!(fits((1 << 31) - 2, 0));
    assert!(!fits((1 << 31) - 1, 0));
}
