//! moore-nim's fast count against the oracle and against an independent transfer-matrix power:
//!
//! * the transform's count equals the oracle's (every index sequence judged by exhaustive search
//!   of Nim_k, none of the theory) for every `n <= 5`, every multiset of `m <= 4` sizes in
//!   `0..=3` and every `k` in {1, 3, 6, 7}; for `k = 6` also `n = 6, 7` with every multiset of
//!   `m <= 4` sizes (the spec asks `m <= 3`; all of them take well under a second; the count depends on the multiset only, as permuting the `b_i` permutes the
//!   sequences);
//! * Moore's rule ([`is_loss`]) equals the engine's search on every sorted tuple of up to 4
//!   heaps of sizes `0..=5`, for `k` in 1..=4;
//! * the spec's large samples (`n = 10^18`), and random instances with `S <= 100` and huge `n`,
//!   equal a power of the `S x S` transfer matrix written here;
//! * the count equals the rule applied to every sequence for larger sizes (`0..=15`).

use crate::games::moore_nim::brute::Oracle;
use crate::games::moore_nim::{count_losing, is_loss, MODULUS};
use crate::heaps::check::every_tuple;
use crate::random::Random;

fn fast(n: u64, k: u64, sizes: &[u64]) -> u64 {
    count_losing(n, k, sizes).expect("a small table").answer
}

#[test]
fn fast_equals_the_oracle_up_to_five_heaps() {
    let mut compared = 0;
    for k in [1u64, 3, 6, 7] {
        let mut oracle = Oracle::new(k);
        for m in 1..=4usize {
            for sizes in every_tuple(m, 3) {
                for n in 1..=5u64 {
                    let expected = oracle.count_losing(n, &sizes);
                    assert_eq!(fast(n, k, &sizes), expected, "n = {n}, k = {k}, {sizes:?}");
                    compared += 1;
                }
            }
        }
    }
    // (4 + 10 + 20 + 35) multisets, 5 values of n, 4 values of k.
    assert_eq!(compared, 69 * 5 * 4);
}

#[test]
fn fast_equals_the_oracle_for_six_and_seven_heaps_at_k_6() {
    let mut oracle = Oracle::new(6);
    let mut positive = 0;
    for m in 1..=4usize {
        for sizes in every_tuple(m, 3) {
            for n in [6u64, 7] {
                let expected = oracle.count_losing(n, &sizes);
                assert_eq!(fast(n, 6, &sizes), expected, "n = {n}, {sizes:?}");
                positive += usize::from(expected > 0);
            }
        }
    }
    assert!(positive > 0);
    // The spec's remark on sample 1: only the constant sequences lose.
    assert_eq!(oracle.count_losing(7, &[1, 2, 3]), 3);
}

#[test]
fn moore_rule_equals_the_search() {
    for k in 1..=4u64 {
        let mut oracle = Oracle::new(k);
        let mut losses = 0;
        let mut positions = 0;
        for count in 0..=4usize {
            for heaps in every_tuple(count, 5) {
                let searched = oracle.loses(&heaps);
                assert_eq!(is_loss(&heaps, k), searched, "k = {k}, {heaps:?}");
                losses += usize::from(searched);
                positions += 1;
            }
        }
        assert!(losses > 1 && losses < positions, "k = {k}");
    }
}

/// `A · B` for `S x S` matrices modulo `p`.
fn multiply(a: &[Vec<u64>], b: &[Vec<u64>]) -> Vec<Vec<u64>> {
    let size = a.len();
    let mut product = vec![vec![0u64; size]; size];
    for (row, out) in a.iter().zip(&mut product) {
        for (middle, &left) in row.iter().enumerate() {
            if left == 0 {
                continue;
            }
            for (cell, &right) in out.iter_mut().zip(&b[middle]) {
                *cell = (*cell + left * right) % MODULUS;
            }
        }
    }
    product
}

/// The count by a transfer-matrix power: the states are the digit-wise sums modulo `k + 1` of
/// the bit vectors placed so far (`(k + 1)^B` of them); a heap of size `b` moves state `s` to
/// `s + bits(b)`; the count is entry `(0, 0)` of the `n`-th power.
fn by_matrix(n: u64, k: u64, sizes: &[u64]) -> u64 {
    let radix = k + 1;
    let bits = 64 - sizes.iter().max().unwrap().leading_zeros();
    let states = radix.pow(bits) as usize;
    assert!(states <= 100);
    let digits = |state: usize| -> Vec<u64> {
        (0..bits)
            .map(|j| state as u64 / radix.pow(j) % radix)
            .collect()
    };
    let mut step = vec![vec![0u64; states]; states];
    for (from, row) in step.iter_mut().enumerate() {
        for &size in sizes {
            let to: u64 = digits(from)
                .iter()
                .enumerate()
                .map(|(j, &digit)| (digit + (size >> j & 1)) % radix * radix.pow(j as u32))
                .sum();
            row[to as usize] += 1;
        }
    }
    let mut result: Vec<Vec<u64>> = (0..states)
        .map(|row| (0..states).map(|column| u64::from(row == column)).collect())
        .collect();
    let mut exponent = n;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = multiply(&result, &step);
        }
        step = multiply(&step, &step);
        exponent >>= 1;
    }
    result[0][0]
}

#[test]
fn the_large_samples_by_two_methods() {
    let n = 1_000_000_000_000_000_000u64;
    for (k, sizes, expected) in [
        (6u64, vec![1u64, 2, 3], 177_324_581u64),
        (1, vec![1, 2, 3, 4, 5, 6, 7], 134_429_888),
        (3, vec![1, 2, 3], 316_620_036),
    ] {
        assert_eq!(fast(n, k, &sizes), expected, "k = {k}");
        assert_eq!(by_matrix(n, k, &sizes), expected, "k = {k}");
    }
}

#[test]
fn random_tables_of_at_most_100_cells_by_two_methods() {
    let mut random = Random::from_seed(0x4d4f);
    // (k, B) with (k + 1)^B <= 100.
    let shapes = [
        (1u64, 6u32),
        (3, 3),
        (6, 2),
        (7, 2),
        (15, 1),
        (16, 1),
        (1, 2),
    ];
    for round in 0..120 {
        let (k, bits) = shapes[round % shapes.len()];
        let m = random.between(1, 8) as usize;
        let sizes: Vec<u64> = (0..m).map(|_| random.below(1 << bits)).collect();
        let n = match round % 3 {
            0 => random.between(1, 50),
            1 => random.between(1, u64::MAX),
            _ => (MODULUS - 1) * random.between(1, 1000),
        };
        assert_eq!(
            fast(n, k, &sizes),
            by_matrix(n, k, &sizes),
            "n = {n}, k = {k}, {sizes:?}"
        );
    }
}

#[test]
fn the_count_equals_the_rule_on_every_sequence() {
    let mut random = Random::from_seed(0x5255);
    for round in 0..60 {
        let k = [1u64, 3, 6, 7, 15, 16][round % 6];
        let m = random.between(1, 5) as usize;
        let n = random.between(1, 6);
        let sizes: Vec<u64> = (0..m).map(|_| random.between(0, 15)).collect();
        let mut indices = vec![0usize; n as usize];
        let mut expected = 0u64;
        loop {
            let heaps: Vec<u64> = indices.iter().map(|&index| sizes[index]).collect();
            expected += u64::from(is_loss(&heaps, k));
            let Some(place) = (0..indices.len()).find(|&place| indices[place] + 1 < m) else {
                break;
            };
            indices[place] += 1;
            indices[..place].iter_mut().for_each(|index| *index = 0);
        }
        assert_eq!(fast(n, k, &sizes), expected, "n = {n}, k = {k}, {sizes:?}");
    }
}
