//! The linear-basis criterion of hunger-game against the exhaustive search of explicit box
//! positions (`hunger_game::brute`, none of the theory): the verdict on every multiset of the
//! spec's ranges (n <= 3 with a_i <= 9, n = 4 with a_i <= 7, n = 5 with a_i <= 5, n = 6 with
//! a_i <= 3) and on random tuples of every family, each winning set the basis names confirmed by
//! the search, and the winning sets of long and wide inputs checked by their definition (XOR 0,
//! the rest independent).

use crate::games::hunger_game::basis::{analyse, is_dependent, rank};
use crate::games::hunger_game::brute::Oracle;
use crate::games::hunger_game::report::HungerFold;
use crate::games::hunger_game::{self, FAMILIES};
use crate::heaps::check::every_tuple;
use crate::heaps::contest::fold_all;
use crate::heaps::tests_text;
use crate::random::Random;
use crate::solve::{Method, SolveOptions};

/// Compares the basis with the search on `values`; returns whether the first player wins.
fn agree(oracle: &mut Oracle, values: &[u64]) -> bool {
    let analysis = analyse(values);
    let wins = oracle.first_player_wins(values);
    assert_eq!(analysis.open.is_some(), wins, "{values:?}");
    assert_eq!(is_dependent(values), wins, "{values:?}");
    let folded = fold_all::<HungerFold>(values);
    assert_eq!(folded.answer.first_player_wins, wins, "{values:?}");
    assert_eq!(analysis.rank < values.len(), wins, "{values:?}");
    if let Some(open) = &analysis.open {
        assert!(
            oracle.opening_wins(values, open),
            "{values:?}: opening {open:?} loses"
        );
    }
    wins
}

fn largest(count: usize) -> u64 {
    match count {
        0..=3 => 9,
        4 => 7,
        5 => 5,
        _ => 3,
    }
}

#[test]
fn every_multiset_of_the_spec_ranges() {
    let mut oracle = Oracle::new();
    let mut positions = 0;
    let mut wins = 0;
    for count in 1..=6 {
        for values in every_tuple(count, largest(count)) {
            positions += 1;
            wins += usize::from(agree(&mut oracle, &values));
        }
    }
    // C(10 + k - 1, k) for k = 1, 2, 3 over 0..=9; C(11, 4); C(10, 5); C(9, 6).
    assert_eq!(positions, 10 + 55 + 220 + 330 + 252 + 84);
    assert!(wins > 0 && wins < positions);
}

#[test]
fn random_tuples_of_every_family() {
    let mut random = Random::from_seed(0x4855);
    let mut oracle = Oracle::new();
    for family in FAMILIES {
        let mut outcomes = [0usize; 2];
        for _ in 0..60 {
            let count = 1 + random.index(6);
            let mut values =
                hunger_game::random_values(family, count, largest(count) + 1, &mut random);
            // Unsorted, as the input gives them.
            random.shuffle(&mut values);
            outcomes[usize::from(agree(&mut oracle, &values))] += 1;
        }
        if family == "one-dependent" || family == "zero-box" {
            assert_eq!(outcomes[0], 0, "{family} always has a dependent set");
        }
    }
}

#[test]
fn the_fold_finds_64_independent_values_and_the_65th_dependent() {
    let mut powers: Vec<u64> = (0..64).map(|bit| 1 << bit).collect();
    assert!(!fold_all::<HungerFold>(&powers).answer.first_player_wins);
    for extra in [0, 1, u64::MAX, 12345] {
        powers.push(extra);
        assert!(fold_all::<HungerFold>(&powers).answer.first_player_wins);
        powers.pop();
    }
}

#[test]
fn winning_sets_of_long_and_wide_inputs_meet_their_definition() {
    let mut random = Random::from_seed(3);
    for family in FAMILIES {
        for count in [1usize, 2, 7, 63, 64, 65, 200, 5000] {
            if count > 63 && (family == "independent" || family == "one-dependent") {
                continue;
            }
            let values = hunger_game::random_values(family, count, 1 << 63, &mut random);
            let analysis = analyse(&values);
            assert_eq!(analysis.rank, rank(values.iter().copied()));
            assert_eq!(analysis.open.is_some(), is_dependent(&values));
            let folded = fold_all::<HungerFold>(&values);
            assert_eq!(folded.answer.first_player_wins, is_dependent(&values));
            if family == "independent" {
                assert!(analysis.open.is_none(), "{count} independent values");
            }
            let Some(open) = analysis.open else { continue };
            assert!(open.windows(2).all(|pair| pair[0] < pair[1]));
            assert_eq!(open.iter().fold(0, |xor, &index| xor ^ values[index]), 0);
            let closed: Vec<u64> = (0..count)
                .filter(|index| open.binary_search(index).is_err())
                .map(|index| values[index])
                .collect();
            assert_eq!(
                rank(closed.iter().copied()),
                closed.len(),
                "{family} {count}"
            );
        }
    }
}

#[test]
fn both_methods_print_the_same_file() {
    let mut random = Random::from_seed(8);
    let tests: Vec<Vec<u64>> = (0..200)
        .map(|_| {
            let count = 1 + random.index(4);
            (0..count).map(|_| random.below(8)).collect()
        })
        .collect();
    let input = tests_text(&tests);
    let run = |method| {
        let options = SolveOptions {
            method,
            ..SolveOptions::default()
        };
        let mut out = Vec::new();
        crate::game::driver::solve::<crate::games::hunger_game::HungerGame>(
            input.as_bytes(),
            &options,
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    };
    let fast = run(Method::Fast);
    assert!(fast.contains("First\n") && fast.contains("Second\n"));
    assert_eq!(fast, run(Method::Brute));
}
