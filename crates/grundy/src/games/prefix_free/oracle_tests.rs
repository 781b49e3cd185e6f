//! The fast prefix-free solver against the brute-force oracle: every good set with `L <= 3` and
//! thousands of random good sets with `L = 4`, comparing the verdict and the exact set of winning
//! strings. Every winning move the reports print is checked by the oracle (small `L`) and by
//! solving again with the move added (any `L`, huge ones included).

use crate::games::prefix_free::brute::{self, Oracle};
use crate::games::prefix_free::families::{
    all_small_sets, small_set, GoodSet, FAMILIES, SMALL_FAMILIES,
};
use crate::games::prefix_free::fast::{self, NimSum};
use crate::games::prefix_free::nim_sum;
use crate::games::prefix_free::trie::Trie;
use crate::random::Random;
use crate::solve::{Method, Report, SolveOptions};
use serde_json::Value;

/// The fast verdict and winning strings must be the oracle's, and so must the contest answer
/// (which the fast solver finds by sorting rather than through the trie).
fn agree(oracle: &mut Oracle, set: &GoodSet) {
    let strings = set.slices();
    let expected = oracle.solve(&strings);
    let mut contest = Vec::new();
    crate::game::driver::solve::<crate::games::prefix_free::PrefixFree>(
        set.input().as_bytes(),
        &SolveOptions::default(),
        &mut contest,
    )
    .expect("a good set");
    let answer: &[u8] = if expected.first_player_wins {
        b"Alice\n"
    } else {
        b"Bob\n"
    };
    assert_eq!(
        contest,
        answer,
        "contest answers differ on\n{}",
        set.input()
    );
    let winning = fast::all_winning_strings(set.l, &strings);
    assert_eq!(
        winning,
        expected.winning_strings,
        "winning strings differ on\n{}",
        set.input()
    );
    assert_eq!(
        nim_sum(set.l, &strings) != 0,
        expected.first_player_wins,
        "verdicts differ on\n{}",
        set.input()
    );
}

#[test]
fn fast_equals_brute_on_every_good_set_up_to_length_three() {
    let mut checked = 0;
    let mut verdicts = [0usize; 2];
    for l in 1..=3 {
        let mut oracle = Oracle::new(l);
        for set in all_small_sets(l) {
            agree(&mut oracle, &set);
            verdicts[usize::from(nim_sum(l, &set.slices()) != 0)] += 1;
            checked += 1;
        }
    }
    // 3 + 24 + 675 good sets (the empty one excepted).
    assert_eq!(checked, 702);
    assert!(verdicts[0] > 50 && verdicts[1] > 50, "{verdicts:?}");
}

#[test]
fn fast_equals_brute_on_random_good_sets_of_length_four() {
    let mut random = Random::from_seed(87);
    let mut oracle = Oracle::new(4);
    for family in SMALL_FAMILIES {
        for _ in 0..750 {
            let set = small_set(family, 4, &mut random);
            agree(&mut oracle, &set);
        }
    }
    assert!(oracle.positions() as u64 <= brute::MAX_POSITIONS);
}

/// The report of `set` by `method`, as JSON.
fn json_report(set: &GoodSet, method: Method) -> Value {
    let options = SolveOptions {
        method,
        report: Report::Json,
        all: true,
        ..SolveOptions::default()
    };
    let mut out = Vec::new();
    crate::game::driver::solve::<crate::games::prefix_free::PrefixFree>(
        set.input().as_bytes(),
        &options,
        &mut out,
    )
    .expect("a good set");
    serde_json::from_slice(&out).expect("one JSON object")
}

/// The fast solver's `--explain` text for `set`.
fn explain_report(set: &GoodSet) -> String {
    let options = SolveOptions {
        report: Report::Explain,
        ..SolveOptions::default()
    };
    let mut out = Vec::new();
    crate::game::driver::solve::<crate::games::prefix_free::PrefixFree>(
        set.input().as_bytes(),
        &options,
        &mut out,
    )
    .expect("a good set");
    String::from_utf8(out).expect("text")
}

/// The first winning move a report names, as a whole string.
fn winning_string(report: &Value) -> Option<String> {
    report["winning_moves"].get(0).map(move_string)
}

/// A move `{"prefix", "zeros"}` as a whole string.
fn move_string(winning: &Value) -> String {
    let zeros = winning["zeros"].as_u64().expect("a count");
    assert!(zeros < 50_000_000, "a move this long is not expected here");
    let mut string = winning["prefix"].as_str().expect("a prefix").to_string();
    string.extend(std::iter::repeat('0').take(zeros as usize));
    string
}

/// Adds the move and solves again: the new set must be good and worth 0 (Bob to play... and
/// lose, that is, the player who made the move wins).
fn reevaluate(set: &GoodSet, string: &str) {
    let mut after = set.clone();
    after.strings.push(string.as_bytes().to_vec());
    let mut out = Vec::new();
    crate::game::driver::solve::<crate::games::prefix_free::PrefixFree>(
        after.input().as_bytes(),
        &SolveOptions::default(),
        &mut out,
    )
    .unwrap_or_else(|error| panic!("the move {string} is not legal: {error}"));
    assert_eq!(out, b"Bob\n", "after {string}:\n{}", set.input());
}

#[test]
fn every_reported_winning_move_wins_by_the_oracle_and_by_solving_again() {
    let mut moves = 0;
    for l in 1..=3 {
        let mut oracle = Oracle::new(l);
        for set in all_small_sets(l) {
            let fast_report = json_report(&set, Method::Fast);
            let brute_report = json_report(&set, Method::Brute);
            // Both methods name the same move first: the lexicographically smallest winning
            // string; every move the fast method names is one the oracle finds, and the oracle
            // finds them all.
            assert_eq!(
                fast_report["winning_moves"].get(0),
                brute_report["winning_moves"].get(0)
            );
            assert_eq!(fast_report["verdict"], brute_report["verdict"]);
            assert_eq!(brute_report["winning_moves_complete"], true);
            let found = brute_report["winning_moves"].as_array().unwrap();
            assert_eq!(brute_report["winning_moves_count"], found.len());
            let named = fast_report["winning_moves"].as_array().unwrap();
            for named in named {
                assert!(found.contains(named), "{named}");
            }
            if fast_report["winning_moves_complete"] == true {
                assert_eq!(named, found);
            } else {
                assert!(named.len() < found.len());
            }
            assert_eq!(fast_report["trie_nodes"], brute_report["trie_nodes"]);
            assert_eq!(fast_report["free_regions"], brute_report["free_regions"]);
            let explanation = explain_report(&set);
            match winning_string(&fast_report) {
                Some(string) => {
                    // --explain prints the same move, written out (it is short here).
                    assert!(
                        explanation.contains(&format!("winning move: add {string}\n")),
                        "{explanation}"
                    );
                    assert_eq!(oracle.move_wins(&set.slices(), &string), Some(true));
                    reevaluate(&set, &string);
                    // Every listed region's all-zero move wins too.
                    for winning in fast_report["winning_moves"].as_array().unwrap() {
                        let string = move_string(winning);
                        assert_eq!(oracle.move_wins(&set.slices(), &string), Some(true));
                    }
                    moves += 1;
                }
                None => {
                    assert_eq!(fast_report["nim_sum"], 0);
                    assert!(!explanation.contains("winning move"), "{explanation}");
                    assert!(explanation.contains("every move loses"), "{explanation}");
                }
            }
        }
    }
    assert!(moves > 300, "{moves}");
}

#[test]
fn winning_moves_win_for_every_family_and_any_length_limit() {
    let mut random = Random::from_seed(3);
    let mut winning = 0;
    for family in FAMILIES {
        for case in 0..60u64 {
            let set = family.generate(1 + case * 37 % 2000, &mut random);
            let report = json_report(&set, Method::Fast);
            if let Some(string) = winning_string(&report) {
                reevaluate(&set, &string);
                winning += 1;
            }
        }
    }
    // Limits of 2^64 - 1 and around powers of two: the largest values and longest moves.
    for (l, strings) in [
        (u64::MAX, vec!["0"]),
        (1u64 << 63, vec!["11"]),
        (1u64 << 40, vec!["1", "01", "001"]),
        ((1u64 << 20) + 3, vec!["0110", "010", "1"]),
    ] {
        let set = GoodSet {
            l,
            strings: strings
                .iter()
                .map(|string| string.as_bytes().to_vec())
                .collect(),
        };
        let report = json_report(&set, Method::Fast);
        let string = winning_string(&report).expect("Alice wins these");
        reevaluate(&set, &string);
        winning += 1;
    }
    assert!(winning > 100, "{winning}");
}

#[test]
fn the_two_ways_of_summing_agree_on_large_sets() {
    // The nim-sum string by string (O(1) each) against the XOR over the free regions visited one
    // by one, and the region count by formula against the count of visited regions.
    let mut random = Random::from_seed(9);
    for family in FAMILIES {
        for size in [1u64, 10, 1000, 30_000] {
            let set = family.generate(size, &mut random);
            let mut trie = Trie::new();
            let mut sum = NimSum::new(set.l);
            for string in &set.strings {
                let shared = trie.insert(string).expect("a good set");
                sum.add_string(shared, string.len());
            }
            let survey = fast::survey(&trie, set.l, sum.value(), 0);
            assert_eq!(survey.nim_sum, sum.value(), "{}", family.name());
            assert_eq!(
                survey.regions,
                fast::free_region_count(trie.node_count(), trie.string_count())
            );
            assert_eq!(survey.winning_regions > 0, sum.value() != 0);
        }
    }
}
