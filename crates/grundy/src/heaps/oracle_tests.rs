//! The Nim games' theory against the exhaustive search of heap tuples (`heaps::search`, none of
//! the theory), on the specs' sets of small positions and on random unsorted tuples of every
//! generator family; and `grundy solve` prints the same file by either method.
//!
//! * nim (Bouton's theorem): the verdict and the full list of winning moves, on every multiset of
//!   up to 4 heaps of size at most 7 and 5 heaps of size at most 4.
//! * misere-nim (the anti-Nim rule): the verdict and the lowest-index winning move, on every
//!   multiset of up to 4 heaps of size at most 7 and up to 6 heaps of size at most 3, zeros
//!   included; at each heap at most one new size wins.

use std::io::Write;

use crate::engine::Play;
use crate::games::misere_nim::report::{MisereAnswer, MisereFold};
use crate::games::nim::report::{NimAnswer, NimFold, NimReport};
use crate::games::{misere_nim, nim};
use crate::heaps::check::every_tuple;
use crate::heaps::contest::fold_all;
use crate::heaps::{self, after_move, nim_sum, search};
use crate::random::Random;
use crate::solve::{Method, SolveError, SolveOptions};

type Solve = fn(&[u8], &SolveOptions, &mut dyn Write) -> Result<(), SolveError>;

/// Nim: compares the theory with the search on `heaps`; returns whether the first player wins.
fn nim_agrees(heaps: &[u64]) -> bool {
    let theory = NimAnswer::by_theory(heaps);
    let search = NimAnswer::by_search(heaps, Play::Normal);
    assert_eq!(theory, search, "nim {heaps:?}");
    for &(heap, size) in &theory.winning_moves {
        assert!(size < heaps[heap], "{heaps:?}: {heap}->{size}");
        assert_eq!(nim_sum(&after_move(heaps, heap, size)), 0);
    }
    // The contest line's path: the same facts but the moves, folded one heap at a time.
    let verdict = NimAnswer {
        winning_moves: Vec::new(),
        ..theory.clone()
    };
    assert_eq!(
        fold_all::<NimFold>(heaps),
        NimReport::new(heaps, verdict, Method::Fast)
    );
    theory.first_player_wins
}

/// Misère Nim: compares the rule with the search on `heaps`.
fn misere_agrees(heaps: &[u64]) -> bool {
    let rule = MisereAnswer::by_rule(heaps);
    // The contest line's path: the same verdict, folded one heap at a time.
    let folded = fold_all::<MisereFold>(heaps);
    assert_eq!(
        folded.answer.first_player_wins, rule.first_player_wins,
        "misère {heaps:?}"
    );
    assert_eq!(folded.all_empty, heaps.iter().all(|&heap| heap == 0));
    let outcome = search(heaps, Play::Misere);
    assert_eq!(
        rule.first_player_wins, outcome.first_player_wins,
        "misère {heaps:?}"
    );
    assert_eq!(
        rule.winning_move,
        outcome.winning_moves.first().copied(),
        "misère {heaps:?}"
    );
    for pair in outcome.winning_moves.windows(2) {
        assert_ne!(
            pair[0].0, pair[1].0,
            "{heaps:?}: two winning sizes at one heap"
        );
    }
    rule.first_player_wins
}

/// Runs `agrees` on every multiset of `count` heaps up to `largest(count)`, for `count` in
/// `1..=most_heaps`; returns (positions, first-player wins).
fn every_position(
    most_heaps: usize,
    largest: fn(usize) -> u64,
    agrees: fn(&[u64]) -> bool,
) -> (usize, usize) {
    let mut positions = 0;
    let mut wins = 0;
    for count in 1..=most_heaps {
        for tuple in every_tuple(count, largest(count)) {
            positions += 1;
            wins += usize::from(agrees(&tuple));
        }
    }
    (positions, wins)
}

#[test]
fn nim_on_every_small_position() {
    let (positions, wins) = every_position(5, |count| if count <= 4 { 7 } else { 4 }, nim_agrees);
    // 8 + 36 + 120 + 330 multisets of sizes 0..=7, and 126 of five sizes 0..=4.
    assert_eq!(positions, 8 + 36 + 120 + 330 + 126);
    assert!(wins > 0 && wins < positions);
}

#[test]
fn misere_nim_on_every_small_position() {
    let (positions, wins) =
        every_position(6, |count| if count <= 4 { 7 } else { 3 }, misere_agrees);
    // 8 + 36 + 120 + 330 multisets of sizes 0..=7; 56 and 84 of five and six sizes 0..=3.
    assert_eq!(positions, 8 + 36 + 120 + 330 + 56 + 84);
    assert!(wins > 0 && wins < positions);
}

/// Random unsorted tuples of every family, sizes above `cap` folded into `floor..=cap`.
fn random_tuples(
    seed: u64,
    families: &[&str],
    random_heaps: fn(&str, usize, &mut Random) -> Vec<u64>,
    floor: u64,
    cap: u64,
    agrees: fn(&[u64]) -> bool,
) {
    let mut random = Random::from_seed(seed);
    let mut compared = 0;
    for family in families {
        for _ in 0..150 {
            let count = 1 + random.index(5);
            let mut heaps = random_heaps(family, count, &mut random);
            for heap in &mut heaps {
                if *heap > cap {
                    *heap = floor + *heap % (cap + 1 - floor);
                }
            }
            if heaps::positions_bound(&heaps) <= 40_000 {
                agrees(&heaps);
                compared += 1;
            }
        }
    }
    assert!(
        compared > 100 * families.len(),
        "only {compared} tuples compared"
    );
}

#[test]
fn random_unsorted_tuples_of_every_family() {
    random_tuples(0x6e69, &nim::FAMILIES, nim::random_heaps, 1, 15, nim_agrees);
    random_tuples(
        0x6a6f,
        &misere_nim::FAMILIES,
        misere_nim::random_heaps,
        2,
        12,
        misere_agrees,
    );
}

#[test]
fn second_wins_families_are_lost_for_the_player_to_move() {
    let mut random = Random::from_seed(11);
    for count in 1..40 {
        for _ in 0..5 {
            let heaps = nim::random_heaps("second-wins", count, &mut random);
            assert_eq!(nim_sum(&heaps), 0, "{heaps:?}");
            let heaps = misere_nim::random_heaps("second-wins", count, &mut random);
            assert_eq!(heaps.len(), count);
            assert!(
                !MisereAnswer::by_rule(&heaps).first_player_wins,
                "{heaps:?}"
            );
        }
    }
}

/// 300 random small tests solved by both methods; returns the fast output.
fn both_methods(solve: Solve, seed: u64) -> String {
    let mut random = Random::from_seed(seed);
    let tests: Vec<Vec<u64>> = (0..300)
        .map(|_| {
            let count = 1 + random.index(4);
            heaps::random_heaps(count, 8, &mut random)
        })
        .collect();
    let input = heaps::tests_text(&tests);
    let run = |method| {
        let options = SolveOptions {
            method,
            ..SolveOptions::default()
        };
        let mut out = Vec::new();
        solve(input.as_bytes(), &options, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    let fast = run(Method::Fast);
    assert_eq!(fast.lines().count(), 300);
    assert_eq!(fast, run(Method::Brute));
    fast
}

#[test]
fn both_methods_print_the_same_file() {
    let nim = both_methods(crate::game::driver::solve::<nim::Nim>, 99);
    assert!(nim.contains("Yes\n") && nim.contains("No\n"));
    let misere = both_methods(crate::game::driver::solve::<misere_nim::MisereNim>, 5);
    assert!(misere.contains("John\n") && misere.contains("Brother\n"));
}
