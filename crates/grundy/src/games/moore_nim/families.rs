//! moore-nim's generator: one test per file, `m` sizes (`--n`), drawn by a family.

use std::io::Write;

use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::parse::Instance;
use super::rule::is_loss;
use super::transform::MAX_CELLS;

/// The generator's families.
pub const FAMILIES: [&str; 7] = [
    "random",
    "lecture",
    "nim",
    "largest-table",
    "small",
    "all-zero",
    "losing",
];

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    FAMILIES.to_vec()
}

/// The most sizes `m` the generator writes.
pub const MAX_GENERATED_SIZES: u64 = 10_000_000;

/// The `k` values the families draw from (each `k + 1` divides `998244352`).
const MOVE_LIMITS: [u64; 6] = [1, 3, 6, 7, 15, 16];

/// The `k` values of the oracle's tests.
pub const SMALL_MOVE_LIMITS: [u64; 4] = [1, 3, 6, 7];

/// The most bits a size may have for `k`: the largest `B` with `(k + 1)^B <= 2^24`.
pub fn max_bits(k: u64) -> u32 {
    let radix = u128::from(k) + 1;
    let mut bits = 0;
    let mut cells = radix;
    while cells <= u128::from(MAX_CELLS) {
        bits += 1;
        cells *= radix;
    }
    bits
}

/// A random `n` up to `10^18`, small or large.
fn random_n(random: &mut Random) -> u64 {
    if random.coin() {
        random.between(1, 1_000_000_000_000_000_000)
    } else {
        random.between(1, 1000)
    }
}

/// `m` random sizes below `2^bits`, one of them `2^bits - 1` (so that `B = bits`) when
/// `full` is set.
fn random_sizes(m: usize, bits: u32, full: bool, random: &mut Random) -> Vec<u64> {
    let bound = 1u64 << bits;
    let mut sizes: Vec<u64> = (0..m).map(|_| random.below(bound)).collect();
    if full {
        let index = random.index(m);
        sizes[index] = bound - 1;
    }
    sizes
}

/// One instance of `m` sizes: `random` (`k` among 1, 3, 6, 7, 15, 16, any allowed `B`, any `n`
/// up to 10^18), `lecture` (`k = 6`, sizes `0..=100`, `n = 10^18`), `nim` (`k = 1`, sizes below
/// 2^24), `largest-table` (`k` among 1, 3, 7, 15 and `B` with `(k + 1)^B = 2^24` exactly),
/// `small` (within the oracle's reach: `n <= 7`, `k` among 1, 3, 6, 7, sizes `0..=3`),
/// `all-zero` (every sequence loses: the count is `m^n`), `losing` (`n` a multiple of `k + 1`, so
/// every sequence that uses each index a multiple of `k + 1` times loses and the count is
/// positive).
pub fn random_instance(family: &str, m: usize, random: &mut Random) -> Instance {
    let pick = |limits: &[u64], random: &mut Random| limits[random.index(limits.len())];
    match family {
        "lecture" => Instance {
            n: 1_000_000_000_000_000_000,
            k: 6,
            sizes: (0..m).map(|_| random.between(0, 100)).collect(),
        },
        "nim" => Instance {
            n: random_n(random),
            k: 1,
            sizes: random_sizes(m, 24, false, random),
        },
        "largest-table" => {
            let k = pick(&[1, 3, 7, 15], random);
            Instance {
                n: random_n(random),
                k,
                sizes: random_sizes(m, max_bits(k), true, random),
            }
        }
        "small" => Instance {
            n: random.between(1, 7),
            k: pick(&SMALL_MOVE_LIMITS, random),
            sizes: (0..m).map(|_| random.between(0, 3)).collect(),
        },
        "all-zero" => Instance {
            n: random_n(random),
            k: pick(&MOVE_LIMITS, random),
            sizes: vec![0; m],
        },
        "losing" => {
            let k = pick(&SMALL_MOVE_LIMITS, random);
            let bits = random.between(1, u64::from(max_bits(k))) as u32;
            let sizes = random_sizes(m, bits, false, random);
            let n = (k + 1) * random.between(1, 1000);
            // Each size k + 1 times: a losing position by Moore's rule, so the count is positive.
            let repeated: Vec<u64> = sizes
                .iter()
                .flat_map(|&size| std::iter::repeat(size).take(k as usize + 1))
                .collect();
            debug_assert!(is_loss(&repeated, k));
            Instance { n, k, sizes }
        }
        _ => {
            let k = pick(&MOVE_LIMITS, random);
            let bits = random.between(0, u64::from(max_bits(k))) as u32;
            Instance {
                n: random_n(random),
                k,
                sizes: random_sizes(m, bits, false, random),
            }
        }
    }
}

/// Writes a valid input: one test of `options.size` sizes from the named family.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    GenerateError::check_family("moore-nim", &options.family, &FAMILIES)?;
    if options.size < 1 || options.size > MAX_GENERATED_SIZES {
        return Err(GenerateError::Options(format!(
            "--n (the number of sizes m) must be from 1 to {MAX_GENERATED_SIZES} for moore-nim, \
             not {}",
            options.size
        )));
    }
    options.check_one_test("moore-nim")?;
    let mut random = Random::from_seed(options.seed);
    let instance = random_instance(&options.family, options.size as usize, &mut random);
    out.write_all(instance.to_input().as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_fill_the_table() {
        assert_eq!(max_bits(1), 24);
        assert_eq!(max_bits(3), 12);
        assert_eq!(max_bits(6), 8);
        assert_eq!(max_bits(15), 6);
        assert_eq!(max_bits(16), 5);
    }
}
