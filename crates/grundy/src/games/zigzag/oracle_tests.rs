//! The strategy and the theory against the oracle and against every line of Alice.

use super::brute;
use super::families::{self, FAMILIES};
use super::lines::{self, GreedyBob, Search, StableBob};
use super::matching::Matching;
use super::matrix::Matrix;
use super::Zigzag;
use crate::game::Families;
use crate::random::Random;

fn matrix(n: usize, weights: &[u64]) -> Matrix {
    Matrix::new(n, weights.to_vec()).expect("distinct weights")
}

/// The four matchings as the JSON report lists them (1-based partners of the start side).
fn strategy(matrix: &Matrix) -> Vec<Vec<usize>> {
    Matching::all(matrix)
        .iter()
        .map(|matching| {
            matching
                .proposers()
                .map(|x| matching.partner(x) + 1)
                .collect()
        })
        .collect()
}

#[test]
fn the_spec_s_matchings_are_found() {
    let first = matrix(3, &[3, 1, 9, 2, 5, 7, 6, 4, 8]);
    assert_eq!(
        strategy(&first),
        vec![vec![6, 5, 4], vec![1, 3, 2], vec![4, 6, 5], vec![3, 2, 1]]
    );
    let third = matrix(4, &[16, 1, 11, 6, 3, 14, 8, 9, 12, 7, 2, 15, 5, 10, 13, 4]);
    assert_eq!(
        strategy(&third),
        vec![
            vec![6, 5, 7, 8],
            vec![2, 1, 3, 4],
            vec![5, 6, 8, 7],
            vec![1, 2, 4, 3]
        ]
    );
}

#[test]
fn every_matching_is_stable_on_random_matrices() {
    let mut random = Random::from_seed(3);
    for n in 1..=30 {
        for family in FAMILIES {
            if family == "greedy-loses" {
                continue;
            }
            let matrix = families::matrix(family, n, &mut random);
            for matching in Matching::all(&matrix) {
                assert_eq!(matching.blocking_pair(&matrix), None, "{family} {n}");
            }
        }
    }
}

#[test]
fn the_oracle_finds_bob_winning_every_weight_order_up_to_n_2_and_random_n_3_to_5() {
    for n in 1..=2 {
        for matrix in Zigzag::every(n) {
            let outcome = brute::solve(&matrix);
            assert!(
                outcome.bob_wins.iter().all(|&(_, _, wins)| wins),
                "{matrix:?}"
            );
        }
    }
    let mut random = Random::from_seed(8);
    for n in 3..=5 {
        for case in 0..20 {
            let matrix = families::matrix(FAMILIES[case % 7], n, &mut random);
            let outcome = brute::solve(&matrix);
            assert_eq!(outcome.bob_wins.len(), 4 * n);
            assert!(
                outcome.bob_wins.iter().all(|&(_, _, wins)| wins),
                "{matrix:?}"
            );
        }
    }
}

#[test]
fn the_stable_matching_bob_wins_every_line_on_random_matrices_up_to_n_8() {
    let mut random = Random::from_seed(21);
    for n in 1..=8usize {
        let cases = if n <= 6 { 60 } else { 8 };
        for case in 0..cases {
            let family = FAMILIES[case % FAMILIES.len()];
            let family = if family == "greedy-loses" && n < 3 {
                "random"
            } else {
                family
            };
            let matrix = families::matrix(family, n, &mut random);
            assert_eq!(Zigzag::strategy_failure(&matrix), None, "{family} {n}");
        }
    }
}

#[test]
fn every_weight_order_of_n_2_keeps_the_strategy() {
    for n in 1..=2 {
        for matrix in Zigzag::every(n) {
            assert_eq!(Zigzag::strategy_failure(&matrix), None);
        }
    }
    assert_eq!(Zigzag::every(2).len(), 24);
}

#[test]
fn a_greedy_bob_loses_and_the_check_would_say_so() {
    let mut random = Random::from_seed(4);
    let matrix = families::matrix("greedy-loses", 4, &mut random);
    let Search::Refuted(refutation) = lines::search(&matrix, &mut GreedyBob, u64::MAX) else {
        panic!("greedy-loses makes a matrix the greedy Bob loses on");
    };
    // Replaying the refutation: the stable Bob answers each of Alice's moves.
    assert!(!refutation.reason.is_empty());
    let mut stable = StableBob::new(&matrix);
    assert!(matches!(
        lines::search(&matrix, &mut stable, u64::MAX),
        Search::BobWins(lines) if lines > 0
    ));
}

#[test]
fn the_families_make_what_they_say() {
    let mut random = Random::from_seed(1);
    let rows = families::matrix("sorted-rows", 5, &mut random);
    assert!(rows.is_contest_permutation());
    assert!(rows
        .weights()
        .chunks(5)
        .all(|row| row.windows(2).all(|p| p[0] < p[1])));
    let columns = families::matrix("sorted-columns", 5, &mut random);
    for j in 0..5 {
        assert!((1..5).all(|i| columns.weights()[(i - 1) * 5 + j] < columns.weights()[i * 5 + j]));
    }
    for family in [
        "row-major",
        "column-major",
        "anti-diagonal",
        "cyclic",
        "random",
    ] {
        for n in [1, 2, 7, 50] {
            assert!(
                families::matrix(family, n, &mut random).is_contest_permutation(),
                "{family}"
            );
        }
    }
    assert_eq!(
        families::matrix("cyclic", 2, &mut random).weights(),
        &[1, 3, 4, 2]
    );
    assert_eq!(
        families::matrix("anti-diagonal", 2, &mut random).weights(),
        &[1, 2, 3, 4]
    );
    let huge = families::matrix("huge", 3, &mut random);
    assert!(huge.weights().iter().all(|&w| w <= i64::MAX as u64));
}
