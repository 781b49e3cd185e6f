//! Number-theoretic transforms over the primes 998244353, 167772161 and 469762049 (each
//! `c · 2^k + 1` with `k >= 23` and primitive root 3), and exact products modulo any `M < 2^30`
//! recombined from them (Garner's form of the Chinese remainder theorem).
//!
//! An exact coefficient of a product of two polynomials with coefficients below `M` and the
//! shorter of length `l` is below `l · M^2`; the three primes multiply to about `7.9 · 10^25`, so
//! the recombination is exact while `l · M^2` stays below that (for `M ≈ 10^9`: `l < 7.9 · 10^7`).
//! Transforms are at most `2^23` long.

/// The three primes, each with primitive root 3.
const PRIMES: [u32; 3] = [998_244_353, 167_772_161, 469_762_049];

/// The longest transform (the largest power of two dividing every `p - 1`).
pub const MAX_TRANSFORM: usize = 1 << 23;

/// `base^exponent mod modulus` (`modulus < 2^32`).
pub fn power_mod(base: u64, mut exponent: u64, modulus: u64) -> u64 {
    let mut result = 1 % modulus;
    let mut base = base % modulus;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % modulus;
        }
        base = base * base % modulus;
        exponent >>= 1;
    }
    result
}

/// The transform of `values` (length a power of two, at most [`MAX_TRANSFORM`]) in place,
/// modulo `P`; `inverse` undoes it, scaling included. Iterative: bit-reversal permutation,
/// then butterflies of doubling span.
fn transform<const P: u32>(values: &mut [u32], inverse: bool) {
    let n = values.len();
    debug_assert!(n.is_power_of_two() && n <= MAX_TRANSFORM);
    let modulus = u64::from(P);
    let mut reversed = 0usize;
    for index in 1..n {
        let mut bit = n >> 1;
        while reversed & bit != 0 {
            reversed ^= bit;
            bit >>= 1;
        }
        reversed |= bit;
        if index < reversed {
            values.swap(index, reversed);
        }
    }
    let mut twiddles: Vec<u32> = Vec::with_capacity(n / 2);
    let mut span = 1;
    while span < n {
        let mut step = power_mod(3, (modulus - 1) / (2 * span as u64), modulus);
        if inverse {
            step = power_mod(step, modulus - 2, modulus);
        }
        twiddles.clear();
        let mut twiddle = 1u64;
        for _ in 0..span {
            twiddles.push(twiddle as u32);
            twiddle = twiddle * step % modulus;
        }
        for block in values.chunks_exact_mut(2 * span) {
            let (low, high) = block.split_at_mut(span);
            for ((a, b), &twiddle) in low.iter_mut().zip(high.iter_mut()).zip(&twiddles) {
                let u = *a;
                let v = (u64::from(*b) * u64::from(twiddle) % modulus) as u32;
                // P < 2^30, so u + v fits.
                *a = if u + v >= P { u + v - P } else { u + v };
                *b = if u >= v { u - v } else { u + P - v };
            }
        }
        span *= 2;
    }
    if inverse {
        let scale = power_mod(n as u64, modulus - 2, modulus);
        for value in values.iter_mut() {
            *value = (u64::from(*value) * scale % modulus) as u32;
        }
    }
}

/// The first `keep` coefficients of `first · second` modulo `modulus` (a prime below 2^30).
#[cfg(test)]
pub fn multiply(first: &[u32], second: &[u32], keep: usize, modulus: u32) -> Vec<u32> {
    multiply_shared(first, &[second], &[keep], modulus)
        .pop()
        .expect("one product")
}

/// The products of `shared` with each of `others`, the `i`-th cut to `keep[i]` coefficients,
/// modulo `modulus` (a prime below 2^30); `shared` is transformed once per prime.
pub fn multiply_shared(
    shared: &[u32],
    others: &[&[u32]],
    keep: &[usize],
    modulus: u32,
) -> Vec<Vec<u32>> {
    assert!(modulus < 1 << 30, "the modulus {modulus} is not below 2^30");
    let lengths: Vec<usize> = others
        .iter()
        .zip(keep)
        .map(|(other, &keep)| {
            if shared.is_empty() || other.is_empty() {
                0
            } else {
                keep.min(shared.len() + other.len() - 1)
            }
        })
        .collect();
    let shortest = others.iter().map(|other| other.len()).min().unwrap_or(0);
    if shared.len().min(shortest) <= 48 {
        return others
            .iter()
            .zip(&lengths)
            .map(|(other, &length)| schoolbook(shared, other, length, modulus))
            .collect();
    }
    let size = (shared.len() + others.iter().map(|other| other.len()).max().unwrap_or(1) - 1)
        .next_power_of_two();
    assert!(
        size <= MAX_TRANSFORM,
        "a product of {size} coefficients is beyond the transforms"
    );
    let residues = [
        products_modulo::<{ PRIMES[0] }>(shared, others, &lengths, size),
        products_modulo::<{ PRIMES[1] }>(shared, others, &lengths, size),
        products_modulo::<{ PRIMES[2] }>(shared, others, &lengths, size),
    ];
    let garner = Garner::new(modulus);
    (0..others.len())
        .map(|product| {
            (0..lengths[product])
                .map(|index| {
                    garner.combine([
                        residues[0][product][index],
                        residues[1][product][index],
                        residues[2][product][index],
                    ])
                })
                .collect()
        })
        .collect()
}

/// The products modulo the prime `P`, each cut to its length.
fn products_modulo<const P: u32>(
    shared: &[u32],
    others: &[&[u32]],
    lengths: &[usize],
    size: usize,
) -> Vec<Vec<u32>> {
    let mut transformed = vec![0u32; size];
    for (slot, &value) in transformed.iter_mut().zip(shared) {
        *slot = value % P;
    }
    transform::<P>(&mut transformed, false);
    let mut scratch = vec![0u32; size];
    others
        .iter()
        .zip(lengths)
        .map(|(other, &length)| {
            scratch.fill(0);
            for (slot, &value) in scratch.iter_mut().zip(other.iter()) {
                *slot = value % P;
            }
            transform::<P>(&mut scratch, false);
            for (slot, &value) in scratch.iter_mut().zip(&transformed) {
                *slot = (u64::from(*slot) * u64::from(value) % u64::from(P)) as u32;
            }
            transform::<P>(&mut scratch, true);
            scratch[..length].to_vec()
        })
        .collect()
}

/// Garner's recombination into residues modulo `modulus`, its constants computed once.
struct Garner {
    modulus: u64,
    /// `p1^(-1) mod p2`.
    inverse_p1_mod_p2: u64,
    /// `(p1 p2)^(-1) mod p3`.
    inverse_p1p2_mod_p3: u64,
    /// `p1 p2 mod modulus`.
    p1p2_mod_modulus: u64,
}

impl Garner {
    fn new(modulus: u32) -> Self {
        let [p1, p2, p3] = PRIMES.map(u64::from);
        let modulus = u64::from(modulus);
        Garner {
            modulus,
            inverse_p1_mod_p2: power_mod(p1, p2 - 2, p2),
            inverse_p1p2_mod_p3: power_mod(p1 * p2 % p3, p3 - 2, p3),
            p1p2_mod_modulus: p1 * p2 % modulus,
        }
    }

    /// The number below `p1 p2 p3` with these residues, modulo `modulus`.
    fn combine(&self, residues: [u32; 3]) -> u32 {
        let [p1, p2, p3] = PRIMES.map(u64::from);
        let [r1, r2, r3] = residues.map(u64::from);
        // x = r1 + p1 t2 + p1 p2 t3 with t2 < p2, t3 < p3.
        let t2 = (r2 + p2 - r1 % p2) % p2 * self.inverse_p1_mod_p2 % p2;
        let x12 = r1 + p1 * t2; // below p1 p2 < 2^58
        let t3 = (r3 + p3 - x12 % p3) % p3 * self.inverse_p1p2_mod_p3 % p3;
        ((x12 % self.modulus + self.p1p2_mod_modulus * t3 % self.modulus) % self.modulus) as u32
    }
}

/// The product by the definition (for short factors).
fn schoolbook(first: &[u32], second: &[u32], length: usize, modulus: u32) -> Vec<u32> {
    let modulus = u64::from(modulus);
    let mut product = vec![0u64; length];
    for (i, &a) in first.iter().enumerate().take(length) {
        for (j, &b) in second.iter().enumerate().take(length - i) {
            product[i + j] = (product[i + j] + u64::from(a) * u64::from(b)) % modulus;
        }
    }
    product.into_iter().map(|value| value as u32).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Random;

    fn random_poly(length: usize, modulus: u32, random: &mut Random) -> Vec<u32> {
        (0..length)
            .map(|_| random.below(u64::from(modulus)) as u32)
            .collect()
    }

    #[test]
    fn transforms_match_the_schoolbook_product() {
        let mut random = Random::from_seed(1);
        for modulus in [1_000_000_009u32, 1_000_000_007, 998_244_353, 7] {
            for (a, b) in [
                (1usize, 1usize),
                (49, 50),
                (300, 77),
                (1000, 1000),
                (60, 2000),
            ] {
                let first = random_poly(a, modulus, &mut random);
                let second = random_poly(b, modulus, &mut random);
                for keep in [a + b - 1, (a + b) / 3 + 1, a + b + 5] {
                    assert_eq!(
                        multiply(&first, &second, keep, modulus),
                        schoolbook(&first, &second, keep.min(a + b - 1), modulus),
                        "{a} x {b}, keep {keep}, modulus {modulus}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_largest_coefficients_recombine_exactly() {
        // Every coefficient at its largest, for the largest prime below 2^30.
        let modulus = 1_073_741_789u32;
        let first = vec![modulus - 1; 4096];
        assert_eq!(
            multiply(&first, &first, 8191, modulus),
            schoolbook(&first, &first, 8191, modulus)
        );
        let shared = multiply_shared(
            &first,
            &[&first[..100], &first[..3000]],
            &[50, 9000],
            modulus,
        );
        assert_eq!(shared[0], schoolbook(&first, &first[..100], 50, modulus));
        assert_eq!(shared[1], schoolbook(&first, &first[..3000], 7095, modulus));
    }

    #[test]
    fn powers_follow_fermat() {
        assert_eq!(power_mod(3, 0, 7), 1);
        assert_eq!(power_mod(2, 10, 1_000_000_009), 1024);
        for prime in PRIMES {
            let prime = u64::from(prime);
            assert_eq!(power_mod(3, prime - 1, prime), 1);
            // 3 is a primitive root: 3^((p-1)/2) = -1.
            assert_eq!(power_mod(3, (prime - 1) / 2, prime), prime - 1);
        }
    }
}
