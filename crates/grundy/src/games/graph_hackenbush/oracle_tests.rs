//! The Fusion Principle against the exhaustive oracle: every multigraph with at most 5 vertices
//! and 7 edges, every unlabeled tree up to 12 vertices grounded at each of its vertices, random
//! multigraphs of every family up to 8 vertices and 14 edges, and every winning move the search
//! reports checked by the oracle.

use crate::check::{run, run_on, CheckOptions};
use crate::game::Checked;
use crate::games::graph_hackenbush::GraphHackenbush;
use crate::graph::families::{random_graph, FAMILIES};
use crate::graph::fusion::{find_move, MoveBudget, MoveSearch};
use crate::graph::{oracle, Multigraph};
use crate::random::Random;
use crate::tree::every_rooted_tree;

#[test]
fn fusion_equals_the_oracle_on_every_small_multigraph() {
    let options = CheckOptions {
        cases: 0,
        max_size: None,
        seed: 0,
        exhaustive: Some(5),
    };
    let report = run(
        &Checked::<GraphHackenbush>::default(),
        &options,
        &mut |_, _| {},
    )
    .expect("valid options");
    assert!(report.disagreement.is_none(), "{:?}", report.disagreement);
    // Every multiset of at most 7 of the 15 vertex pairs (loops included) of 5 vertices is
    // among them: C(15 + 7, 7) = 170,544 with exactly 7 edges.
    assert!(report.cases > 170_544, "{}", report.summary());
}

#[test]
fn fusion_equals_the_oracle_on_every_tree_up_to_12_vertices_at_every_ground() {
    let instances = (1..=12)
        .flat_map(|n| every_rooted_tree(n).map(move |edges| (n as u32, edges)))
        .collect();
    let report = run_on(
        &Checked::<GraphHackenbush>::default(),
        instances,
        &mut |_, _| {},
    );
    assert!(report.disagreement.is_none(), "{:?}", report.disagreement);
    // Sum over n = 1..=12 of n times the number of unlabeled trees (OEIS A000055).
    assert_eq!(report.cases, 11_006);
}

#[test]
fn fusion_equals_the_oracle_on_random_multigraphs() {
    let options = CheckOptions {
        cases: 4000,
        max_size: Some(8),
        seed: 23,
        exhaustive: None,
    };
    let report = run(
        &Checked::<GraphHackenbush>::default(),
        &options,
        &mut |_, _| {},
    )
    .expect("valid options");
    assert_eq!(report.summary(), "checked 4000 cases, 0 disagreements");
}

#[test]
fn every_reported_move_wins_by_the_oracle() {
    let mut random = Random::from_seed(31);
    for case in 0..2000 {
        let family = FAMILIES[case % FAMILIES.len()];
        let (n, mut edges) = random_graph(family, 2 + (case % 7) as u32, &mut random);
        edges.truncate(12);
        let outcome = oracle::solve(n as usize, &edges, 0);
        match find_move(
            &Multigraph::new(n as usize, &edges),
            0,
            0,
            &mut MoveBudget::unlimited(),
        ) {
            MoveSearch::Found(edge) => {
                assert!(
                    outcome.winning_moves.contains(&(edge as usize)),
                    "{family} {edges:?}"
                )
            }
            MoveSearch::NoMove => assert_eq!(outcome.value, 0, "{family} {edges:?}"),
            MoveSearch::GaveUp => panic!("no budget was set"),
        }
    }
}
