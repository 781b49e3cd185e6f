//! moving-coins against the engine and against independent counts:
//!
//! * the engine's search of every placement reproduces the spec's table (every `n <= 10`) and
//!   agrees with the staircase rule on every single placement of every strip up to 12 cells;
//! * the fast count equals the engine's count for every `m <= n <= 12`, the count of placements
//!   judged one by one by the rule for every `m <= n <= 20`, and the plain bit-by-bit programme on
//!   random `(n, m)` up to `2 · 10^4`;
//! * the spec's cross-check values, up to `n = 10^6`.

use crate::games::moving_coins::brute::Oracle;
use crate::games::moving_coins::count::{count, Method};
use crate::games::moving_coins::placements;
use crate::games::moving_coins::staircase::{count_by_rule, first_player_wins};
use crate::random::Random;

const TABLE: [&[u64]; 10] = [
    &[0],
    &[1, 0],
    &[2, 1, 0],
    &[3, 3, 2, 0],
    &[4, 6, 6, 2, 0],
    &[5, 10, 14, 8, 3, 0],
    &[6, 15, 26, 22, 12, 3, 0],
    &[7, 21, 44, 48, 37, 15, 4, 0],
    &[8, 28, 68, 92, 90, 52, 20, 4, 0],
    &[9, 36, 100, 160, 192, 142, 76, 24, 5, 0],
];

#[test]
fn the_search_reproduces_the_table_and_the_rule_judges_every_placement() {
    for n in 1..=12u64 {
        let mut oracle = Oracle::new(n);
        for m in 1..=n {
            let searched = oracle.count_wins(m);
            if n <= 10 {
                assert_eq!(
                    searched,
                    TABLE[n as usize - 1][m as usize - 1],
                    "n = {n}, m = {m}"
                );
            }
            assert_eq!(
                u64::from(count(n, m, Method::Product).winning),
                searched,
                "n = {n}, m = {m}"
            );
            for mask in placements(n, m) {
                let cells: Vec<u64> = (1..=n)
                    .filter(|&cell| mask >> (cell - 1) & 1 == 1)
                    .collect();
                assert_eq!(
                    first_player_wins(n, &cells),
                    oracle.first_player_wins(&cells),
                    "n = {n}, coins on {cells:?}"
                );
            }
        }
    }
}

#[test]
fn the_count_equals_the_rule_on_every_placement_up_to_20_cells() {
    for n in 13..=20u64 {
        for m in 1..=n {
            assert_eq!(
                u64::from(count(n, m, Method::Product).winning),
                count_by_rule(n, m),
                "n = {n}, m = {m}"
            );
        }
    }
}

#[test]
fn the_product_equals_the_plain_programme() {
    let mut random = Random::from_seed(0x4d43);
    for _ in 0..16 {
        let n = random.between(1, 20_000);
        let m = random.between(1, n);
        assert_eq!(
            count(n, m, Method::Product),
            count(n, m, Method::Plain),
            "n = {n}, m = {m}"
        );
    }
    for (n, m) in [
        (20_000, 1),
        (20_000, 2),
        (20_000, 6_667),
        (20_000, 10_000),
        (19_999, 19_998),
    ] {
        assert_eq!(
            count(n, m, Method::Product),
            count(n, m, Method::Plain),
            "n = {n}, m = {m}"
        );
    }
}

#[test]
fn the_spec_cross_check_values() {
    for (n, m, expected) in [
        (20, 10, 147_838),
        (1000, 500, 408_340_326),
        (150_000, 50, 415_077_497),
        (1_000_000, 2, 998_495_510),
        (1_000_000, 3, 167_506_765),
        (1_000_000, 50, 846_187_332),
        (1_000_000, 500_000, 821_272_378),
        (1_000_000, 1_000_000, 0),
    ] {
        assert_eq!(
            count(n, m, Method::Product).winning,
            expected,
            "n = {n}, m = {m}"
        );
    }
    // C(n, 2) - (n - 1): two coins lose only when the coins touch (h_1 = 0), n - 1 placements.
    let n = 1_000_000u64;
    assert_eq!(
        u64::from(count(n, 2, Method::Product).winning),
        (n * (n - 1) / 2 - (n - 1)) % 1_000_000_009
    );
}
