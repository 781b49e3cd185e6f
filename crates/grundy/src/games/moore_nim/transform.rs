//! The fast count: the losing sequences are those whose bit vectors, read as elements of the
//! group `Z_(k+1)^B` (digit `j` is bit `j` of the size, 0 or 1), add up to 0; their number is the
//! zero coefficient of the `n`-th convolution power of `f` (`f(x)` = how many `b_i` have bit
//! vector `x`), that is the average `(k + 1)^(-B) · Σ_χ F(χ)^n` of the `n`-th powers of `f`'s
//! Fourier transform `F(χ) = Σ_x f(x) ω^(χ·x)`, all modulo `p = 998244353` with
//! `ω = 3^((p - 1) / (k + 1))` a root of unity of order `k + 1`.
//!
//! The transform is `B` passes of `(k + 1)`-point DFTs over the table of `S = (k + 1)^B` cells,
//! one digit position per pass. Before the pass of digit `j`, every non-zero cell has digits 0 or
//! 1 at positions `j` and above (those are still the inputs' bits), so a pass only visits the
//! groups whose higher digits are 0 or 1 and computes `y_c = x_0 + ω^c x_1`: at most
//! `O(S · B · (k + 1))` steps, and `O(S · (k + 1) / (k - 1))` for `k >= 2` as the groups
//! visited grow geometrically. The powers use the exponent `n mod (p - 1)` (Fermat; a zero stays
//! zero since `n >= 1`) and run eight cells in lockstep, so the multiplications overlap.

/// The prime modulus `p = 998244353 = 2^23 · 7 · 17 + 1`.
pub const MODULUS: u64 = 998_244_353;

/// The largest table this tool builds: `(k + 1)^B <= 2^24` cells (64 MiB of 32-bit cells).
pub const MAX_CELLS: u64 = 1 << 24;

/// A primitive root modulo [`MODULUS`].
const GENERATOR: u64 = 3;

/// How many cells are raised to the `n`-th power in lockstep.
const LANES: usize = 16;

/// `base^exponent` modulo [`MODULUS`].
pub fn power(base: u64, exponent: u64) -> u64 {
    crate::poly::power_mod(base, exponent, MODULUS)
}

/// What the fast count found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    /// The number of losing index sequences, modulo [`MODULUS`].
    pub answer: u64,
    /// The radix `k + 1`.
    pub radix: u64,
    /// `B`, the bit length of the largest size.
    pub bits: u32,
    /// The table size `S = (k + 1)^B`.
    pub cells: u64,
    /// How many distinct bit vectors (distinct sizes) there are among the `b_i`.
    pub distinct_vectors: u64,
}

/// The shape of the table for `k` and `sizes` (every field of [`Count`] but `answer`, which is
/// 0): the radix, `B`, `S` (saturating at `u64::MAX`) and the distinct bit vectors.
pub fn shape(k: u64, sizes: &[u64]) -> Count {
    let radix = k.saturating_add(1);
    let largest = sizes.iter().copied().max().unwrap_or(0);
    let bits = u64::BITS - largest.leading_zeros();
    let cells = (0..bits).fold(1u64, |cells, _| cells.saturating_mul(radix));
    let mut distinct = sizes.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    Count {
        answer: 0,
        radix,
        bits,
        cells,
        distinct_vectors: distinct.len() as u64,
    }
}

/// Counts, modulo 998244353, the index sequences `(j_1, ..., j_n)` in `[1..m]^n` whose position
/// `(b_(j_1), ..., b_(j_n))` is a loss in Nim_k (`n >= 1`). The only error is a table the
/// machine has no memory for.
///
/// # Panics
/// Unless `k + 1` divides `p - 1` and `(k + 1)^B <= 2^24` (the parser checks both), or when
/// `sizes` is empty.
pub fn count_losing(n: u64, k: u64, sizes: &[u64]) -> Result<Count, String> {
    assert!(!sizes.is_empty(), "at least one size b_i");
    assert!(
        u128::from(MODULUS - 1) % (u128::from(k) + 1) == 0,
        "k + 1 must divide p - 1"
    );
    let mut count = shape(k, sizes);
    assert!(count.cells <= MAX_CELLS, "(k + 1)^B must be at most 2^24");
    let mut table = histogram(sizes, count.radix, count.bits, count.cells as usize)?;
    // With every size 0 (B = 0) the table is one cell and the transform does nothing: no roots,
    // whose number k + 1 may then be near 10^9 (the table bounds it only when B >= 1).
    let roots = if count.bits == 0 {
        Vec::new()
    } else {
        roots_of_unity(count.radix)
    };
    forward(&mut table, count.radix as usize, count.bits, &roots);
    // For k = 1 every F(χ) is a sum of m signs.
    let integers_up_to = (k == 1).then_some(sizes.len() as u64);
    let total = sum_of_powers(&table, n, integers_up_to);
    count.answer = total * power(count.cells, MODULUS - 2) % MODULUS;
    Ok(count)
}

/// The cell of a size: digit `j` (base `radix`) is bit `j` of `size`.
pub fn cell_of(size: u64, radix: u64) -> u64 {
    let mut cell = 0u64;
    let mut weight = 1u64;
    let mut rest = size;
    while rest != 0 {
        if rest & 1 == 1 {
            cell += weight;
        }
        rest >>= 1;
        if rest != 0 {
            weight *= radix;
        }
    }
    cell
}

/// `f`: how many sizes fall in each cell, modulo [`MODULUS`].
fn histogram(sizes: &[u64], radix: u64, bits: u32, cells: usize) -> Result<Vec<u32>, String> {
    let mut table = Vec::new();
    crate::memory::try_reserve_exact(&mut table, cells).map_err(|_| {
        format!(
            "cannot allocate the table of {cells} cells ({} MiB)",
            (cells * 4) >> 20
        )
    })?;
    table.resize(cells, 0u32);
    if bits == 0 {
        table[0] = (sizes.len() as u64 % MODULUS) as u32;
        return Ok(table);
    }
    // The cell of every size below 2^8, then each size by bytes.
    let chunk = bits.min(8);
    let weights: Vec<u64> = (0..bits.div_ceil(chunk))
        .map(|byte| (0..byte * chunk).fold(1u64, |weight, _| weight.saturating_mul(radix)))
        .collect();
    let low: Vec<u64> = (0..1u64 << chunk)
        .map(|value| cell_of(value, radix))
        .collect();
    let mask = (1u64 << chunk) - 1;
    for &size in sizes {
        let mut cell = 0u64;
        let mut rest = size;
        for &weight in &weights {
            cell += low[(rest & mask) as usize] * weight;
            rest >>= chunk;
        }
        let entry = &mut table[cell as usize];
        *entry += 1;
        if u64::from(*entry) == MODULUS {
            *entry = 0;
        }
    }
    Ok(table)
}

/// `ω^c` for `c` in `0..radix`, with `ω = 3^((p - 1) / radix)`.
pub fn roots_of_unity(radix: u64) -> Vec<u32> {
    let omega = power(GENERATOR, (MODULUS - 1) / radix);
    let mut roots = Vec::with_capacity(radix as usize);
    let mut root = 1u64;
    for _ in 0..radix {
        roots.push(root as u32);
        root = root * omega % MODULUS;
    }
    roots
}

/// The forward transform in place: `table[χ]` becomes `F(χ) = Σ_x f(x) ω^(χ·x)`, where `table`
/// holds `f` with non-zero cells only at digit vectors of 0s and 1s.
fn forward(table: &mut [u32], radix: usize, bits: u32, roots: &[u32]) {
    let modulus = MODULUS as u32;
    let mut stride = 1usize;
    for digit in 0..bits {
        let block = stride * radix;
        // The weights of the digit positions above this one.
        let higher = (bits - 1 - digit) as usize;
        let weights: Vec<usize> = (0..higher)
            .scan(block, |weight, _| {
                let current = *weight;
                *weight *= radix;
                Some(current)
            })
            .collect();
        // `ones[t]`: the sum of the lowest `t` weights (what a carry clears).
        let ones: Vec<usize> = std::iter::once(0)
            .chain(weights.iter().scan(0, |sum, &weight| {
                *sum += weight;
                Some(*sum)
            }))
            .collect();
        let mut base = 0usize;
        for mask in 0u64..1 << higher {
            if mask > 0 {
                // Add 1 to the binary digits: clear the trailing ones, set the next digit.
                let carry = (mask - 1).trailing_ones() as usize;
                base = base - ones[carry] + weights[carry];
            }
            let group = &mut table[base..base + block];
            let (zero, rest) = group.split_at_mut(stride);
            let (one, rest) = rest.split_at_mut(stride);
            for (row, &root) in rest.chunks_exact_mut(stride).zip(&roots[2..]) {
                let root = u64::from(root);
                for ((cell, &a), &b) in row.iter_mut().zip(zero.iter()).zip(one.iter()) {
                    *cell = ((u64::from(a) + root * u64::from(b)) % MODULUS) as u32;
                }
            }
            if radix == 2 {
                for (a, b) in zero.iter_mut().zip(one.iter_mut()) {
                    let (x, y) = (*a, *b);
                    let sum = x + y;
                    *a = if sum >= modulus { sum - modulus } else { sum };
                    *b = if x >= y { x - y } else { x + modulus - y };
                }
            } else {
                let root = u64::from(roots[1]);
                for (a, b) in zero.iter_mut().zip(one.iter_mut()) {
                    let (x, y) = (*a, *b);
                    let sum = x + y;
                    *a = if sum >= modulus { sum - modulus } else { sum };
                    *b = ((u64::from(x) + root * u64::from(y)) % MODULUS) as u32;
                }
            }
        }
        stride = block;
    }
}

/// `Σ_χ F(χ)^n` modulo [`MODULUS`], for `n >= 1`. With `integers_up_to = Some(m)`, every value
/// is known to be an integer in `-m..=m` modulo `p` (as for `k = 1`, where `F(χ)` is a sum of `m`
/// signs); when that range is small beside the table, the values are counted first and each
/// distinct one is raised once.
fn sum_of_powers(values: &[u32], n: u64, integers_up_to: Option<u64>) -> u64 {
    let exponent = n % (MODULUS - 1);
    if exponent == 0 {
        // F^n = 1 for every non-zero F (Fermat), and 0 for F = 0 since n >= 1.
        return values.iter().filter(|&&value| value != 0).count() as u64 % MODULUS;
    }
    if let Some(most) = integers_up_to.filter(|&most| most < MODULUS / 2) {
        if (2 * most + 1) * 8 <= values.len() as u64 {
            return sum_by_value(values, exponent, most);
        }
    }
    let top = u64::BITS - 1 - exponent.leading_zeros();
    let mut total = 0u64;
    for chunk in values.chunks(LANES) {
        let mut base = [0u32; LANES];
        for (lane, &value) in base.iter_mut().zip(chunk) {
            *lane = montgomery::to_form(value);
        }
        let mut result = base;
        for bit in (0..top).rev() {
            for lane in &mut result {
                *lane = montgomery::multiply(*lane, *lane);
            }
            if exponent >> bit & 1 == 1 {
                for (lane, &factor) in result.iter_mut().zip(&base) {
                    *lane = montgomery::multiply(*lane, factor);
                }
            }
        }
        total += result
            .iter()
            .map(|&lane| u64::from(montgomery::from_form(lane)))
            .sum::<u64>();
    }
    total % MODULUS
}

/// `Σ v^exponent` over `values`, each an integer in `-most..=most` modulo `p`: one pass counts
/// each value, then each distinct value is raised once.
fn sum_by_value(values: &[u32], exponent: u64, most: u64) -> u64 {
    let most = most as usize;
    let modulus = MODULUS as usize;
    // Slot `most + v` counts the value `v`.
    let mut counts = vec![0u64; 2 * most + 1];
    for &value in values {
        let value = value as usize;
        let slot = if value <= most {
            most + value
        } else {
            most - (modulus - value)
        };
        counts[slot] += 1;
    }
    let mut total = 0u64;
    for (slot, &count) in counts.iter().enumerate() {
        if count == 0 {
            continue;
        }
        let value = (slot as u64 + MODULUS - most as u64) % MODULUS;
        total = (total + count % MODULUS * power(value, exponent)) % MODULUS;
    }
    total
}

/// Montgomery multiplication modulo [`MODULUS`] in 32-bit words (`R = 2^32`), with values kept
/// in `0..2p` between steps (`4p < R`), so that lanes of it vectorize.
mod montgomery {
    use super::MODULUS;

    const P: u32 = MODULUS as u32;
    /// `-p^(-1) mod 2^32`.
    const NEGATIVE_INVERSE: u32 = {
        // Newton's iteration doubles the correct low bits of the inverse each step.
        let mut inverse: u32 = P;
        let mut step = 0;
        while step < 5 {
            inverse = inverse.wrapping_mul(2u32.wrapping_sub(P.wrapping_mul(inverse)));
            step += 1;
        }
        inverse.wrapping_neg()
    };
    /// `R^2 mod p`.
    const R_SQUARED: u32 = ((1u128 << 64) % MODULUS as u128) as u32;

    /// `a · b · R^(-1)`, in `0..2p` for `a, b` in `0..2p`.
    #[inline(always)]
    pub fn multiply(a: u32, b: u32) -> u32 {
        let product = u64::from(a) * u64::from(b);
        let m = (product as u32).wrapping_mul(NEGATIVE_INVERSE);
        ((product + u64::from(m) * u64::from(P)) >> 32) as u32
    }

    /// `a · R mod p` (in `0..2p`), for `a < p`.
    #[inline(always)]
    pub fn to_form(a: u32) -> u32 {
        multiply(a, R_SQUARED)
    }

    /// The value `a · R^(-1) mod p` in `0..p`, for `a` in `0..2p`.
    #[inline(always)]
    pub fn from_form(a: u32) -> u32 {
        let value = multiply(a, 1);
        if value >= P {
            value - P
        } else {
            value
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn multiplies_modulo_p() {
            assert_eq!(P.wrapping_mul(NEGATIVE_INVERSE.wrapping_neg()), 1);
            for (a, b) in [
                (0u64, 5u64),
                (1, 1),
                (MODULUS - 1, MODULUS - 1),
                (123_456_789, 987_654_321),
            ] {
                let product = multiply(to_form(a as u32), to_form(b as u32));
                assert_eq!(u64::from(from_form(product)), a * b % MODULUS, "{a} {b}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_sizes_zero_need_no_roots_for_any_k() {
        // k + 1 = p - 1: a table of one cell, answered without the k + 1 roots of unity (4 GB,
        // seconds of work) that a nonzero size would need.
        let count = count_losing(5, MODULUS - 2, &[0, 0, 0]).unwrap();
        assert_eq!((count.cells, count.bits), (1, 0));
        // Every one of the 3^5 sequences is all zeros: a loss.
        assert_eq!(count.answer, 243);
    }

    /// The transform by its definition, cell by cell.
    fn naive_transform(sizes: &[u64], radix: u64, bits: u32) -> Vec<u32> {
        let cells = radix.pow(bits);
        let roots = roots_of_unity(radix);
        (0..cells)
            .map(|chi| {
                let mut digits = Vec::new();
                let mut rest = chi;
                for _ in 0..bits {
                    digits.push(rest % radix);
                    rest /= radix;
                }
                sizes.iter().fold(0u64, |sum, &size| {
                    let dot: u64 = (0..bits as usize)
                        .map(|j| digits[j] * (size >> j & 1))
                        .sum();
                    (sum + u64::from(roots[(dot % radix) as usize])) % MODULUS
                }) as u32
            })
            .collect()
    }

    #[test]
    fn the_passes_equal_the_definition() {
        for (radix, sizes) in [
            (2u64, vec![1u64, 2, 3, 7, 7, 0]),
            (4, vec![5, 1, 0, 6]),
            (7, vec![1, 2, 3]),
            (8, vec![7, 4, 4]),
            (17, vec![3, 1]),
        ] {
            let bits = 64 - sizes.iter().max().unwrap().leading_zeros();
            let cells = radix.pow(bits) as usize;
            let mut table = histogram(&sizes, radix, bits, cells).unwrap();
            forward(&mut table, radix as usize, bits, &roots_of_unity(radix));
            assert_eq!(table, naive_transform(&sizes, radix, bits), "radix {radix}");
        }
    }

    #[test]
    fn cells_spread_bits_as_digits() {
        assert_eq!(cell_of(0b101, 7), 1 + 49);
        assert_eq!(cell_of(0b110, 2), 6);
        let sizes = [300u64, 0, 1, 300];
        let table = histogram(&sizes, 2, 9, 512).unwrap();
        assert_eq!(table[300], 2);
        let table = histogram(&[0b1_0000_0001], 3, 9, 19683).unwrap();
        assert_eq!(table[1 + 6561], 1);
    }

    #[test]
    fn counting_values_equals_raising_each_cell() {
        let sizes = [4095u64, 17, 17, 3000, 0, 1234];
        let mut table = histogram(&sizes, 2, 12, 4096).unwrap();
        forward(&mut table, 2, 12, &roots_of_unity(2));
        for n in [1u64, 2, 5, 1_000_000_000_000_000_000, MODULUS - 1, u64::MAX] {
            let by_value = sum_of_powers(&table, n, Some(sizes.len() as u64));
            assert_eq!(by_value, sum_of_powers(&table, n, None), "n = {n}");
            assert_eq!(
                by_value,
                table
                    .iter()
                    .fold(0, |sum, &value| (sum + power(u64::from(value), n))
                        % MODULUS),
                "n = {n}"
            );
        }
    }

    #[test]
    fn small_counts() {
        assert_eq!(count_losing(7, 6, &[1, 2, 3]).unwrap().answer, 3);
        assert_eq!(count_losing(3, 1, &[1, 2, 3]).unwrap().answer, 6);
        assert_eq!(count_losing(4, 3, &[0, 1, 2, 3]).unwrap().answer, 4);
        assert_eq!(count_losing(5, 3, &[1, 1, 2, 3]).unwrap().answer, 40);
        assert_eq!(count_losing(2, 1, &[0, 0, 5]).unwrap().answer, 5);
        // All sizes 0: every sequence loses.
        let zeros = count_losing(10, 2_u64.pow(23) - 1, &[0, 0, 0]).unwrap();
        assert_eq!(
            (zeros.answer, zeros.cells, zeros.bits),
            (power(3, 10), 1, 0)
        );
        // n a multiple of p - 1.
        assert_eq!(
            count_losing(MODULUS - 1, 1, &[0]).unwrap().answer,
            1,
            "one sequence, all empty"
        );
    }

    #[test]
    fn the_large_samples() {
        assert_eq!(
            count_losing(1_000_000_000_000_000_000, 6, &[1, 2, 3])
                .unwrap()
                .answer,
            177_324_581
        );
        assert_eq!(
            count_losing(1_000_000_000_000_000_000, 1, &[1, 2, 3, 4, 5, 6, 7])
                .unwrap()
                .answer,
            134_429_888
        );
        assert_eq!(
            count_losing(1_000_000_000_000_000_000, 3, &[1, 2, 3])
                .unwrap()
                .answer,
            316_620_036
        );
    }
}
