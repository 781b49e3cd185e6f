//! Counting the placements the first player wins, modulo `10^9 + 9`.
//!
//! By the staircase rule ([`super::staircase`]) a placement is lost for the player to move iff
//! the XOR of its `k = ceil(m/2)` odd steps is 0; the `e = floor(m/2) + 1` even steps are free. With
//! `S = n - m` empty cells and `A(s)` the number of `k`-tuples with sum `s` and XOR 0, the losing
//! placements number `L = Σ_s A(s) · C(S - s + e - 1, e - 1)`, and the answer is `C(n, m) - L`.
//!
//! Each bit of a tuple with XOR 0 is set in an even number of its values, so
//! `Σ_s A(s) x^s = Π_j G(x^(2^j))` with `G(y) = Σ_(i even) C(k, i) y^i = H(y^2)`; in particular
//! `A` vanishes on odd sums. Horner from the top bit down, with `P_j(x) = P_(j+1)(x^2) · H(x)`
//! cut to degree `floor(S / 2^(j+1))`, gives `A(2u) = P_0[u]`. Each step splits `H` into its even
//! and odd coefficients, so both products have half the length and share one transform of
//! `P_(j+1)`; the lengths double from step to step, so the whole costs about two of the last
//! step's products: `O(S log S)` with the three-prime transforms of [`crate::poly`].

use crate::poly::{multiply_shared, power_mod};

/// The answer's modulus.
pub const MODULUS: u32 = 1_000_000_009;

/// Factorials and their inverses modulo [`MODULUS`].
#[derive(Debug, Clone)]
pub struct Binomials {
    factorial: Vec<u32>,
    inverse: Vec<u32>,
}

impl Binomials {
    /// Binomials `C(a, b)` for `a <= most`.
    pub fn up_to(most: usize) -> Self {
        let modulus = u64::from(MODULUS);
        let mut factorial = Vec::with_capacity(most + 1);
        let mut running = 1u64;
        factorial.push(1u32);
        for value in 1..=most as u64 {
            running = running * value % modulus;
            factorial.push(running as u32);
        }
        let mut inverse = vec![0u32; most + 1];
        let mut running = power_mod(u64::from(factorial[most]), modulus - 2, modulus);
        for value in (0..=most).rev() {
            inverse[value] = running as u32;
            running = running * value.max(1) as u64 % modulus;
        }
        Binomials { factorial, inverse }
    }

    /// `C(a, b)` modulo [`MODULUS`] (0 when `b > a`).
    pub fn choose(&self, a: usize, b: usize) -> u32 {
        if b > a {
            return 0;
        }
        let modulus = u64::from(MODULUS);
        let value = u64::from(self.factorial[a]) * u64::from(self.inverse[b]) % modulus
            * u64::from(self.inverse[a - b])
            % modulus;
        value as u32
    }
}

/// The parts of the count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    /// `C(n, m)` modulo [`MODULUS`].
    pub total: u32,
    /// The losing placements modulo [`MODULUS`].
    pub losing: u32,
    /// The winning placements modulo [`MODULUS`]: the answer.
    pub winning: u32,
    /// The number of odd steps `ceil(m / 2)`.
    pub odd_steps: u64,
    /// The number of even steps `floor(m / 2) + 1` (`h_0` included).
    pub even_steps: u64,
    /// The empty cells `n - m`.
    pub stones: u64,
}

/// How `A` (tuples with XOR 0 by their sum) is computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// The Horner product with fast multiplication.
    Product,
    /// The bit-by-bit dynamic programme, `O(S · k)` (for checking).
    Plain,
}

/// Counts the winning placements of `m` coins on `n` cells (`1 <= m <= n`).
pub fn count(n: u64, m: u64, method: Method) -> Count {
    assert!(1 <= m && m <= n, "1 <= m <= n must hold");
    let stones = n - m;
    let odd_steps = m.div_ceil(2);
    let even_steps = m / 2 + 1;
    let binomials = Binomials::up_to(n as usize);
    let sums = match method {
        Method::Product => xor_zero_sums(odd_steps as usize, stones as usize, &binomials),
        Method::Plain => plain_xor_zero_sums(odd_steps as usize, stones as usize, &binomials),
    };
    let modulus = u64::from(MODULUS);
    let free = even_steps as usize - 1;
    let losing = sums
        .iter()
        .enumerate()
        .fold(0u64, |losing, (sum, &tuples)| {
            let rest = stones as usize - sum;
            (losing + u64::from(tuples) * u64::from(binomials.choose(rest + free, free))) % modulus
        }) as u32;
    let total = binomials.choose(n as usize, m as usize);
    Count {
        total,
        losing,
        winning: ((u64::from(total) + modulus - u64::from(losing)) % modulus) as u32,
        odd_steps,
        even_steps,
        stones,
    }
}

/// `A(s)` for `s = 0..=stones`: the `k`-tuples of non-negative integers with sum `s` and XOR 0,
/// modulo [`MODULUS`], by the Horner product.
pub fn xor_zero_sums(k: usize, stones: usize, binomials: &Binomials) -> Vec<u32> {
    let half = stones / 2;
    // H[t] = C(k, 2t), split by the parity of t.
    let h_len = (k / 2).min(half) + 1;
    let h: Vec<u32> = (0..h_len).map(|t| binomials.choose(k, 2 * t)).collect();
    let even: Vec<u32> = h.iter().step_by(2).copied().collect();
    let odd: Vec<u32> = h.iter().skip(1).step_by(2).copied().collect();
    let mut p = vec![1u32];
    for shift in (1..usize::BITS).rev() {
        let degree = stones >> shift; // floor(S / 2^(j+1)) with j = shift - 1
        if degree == 0 {
            continue;
        }
        // P_j(x) = P(x^2) (E(x^2) + x O(x^2)): even coefficients from P·E, odd from P·O.
        let keep_even = degree / 2 + 1;
        let keep_odd = degree.div_ceil(2);
        let products = multiply_shared(
            &p,
            &[
                &even[..even.len().min(keep_even)],
                &odd[..odd.len().min(keep_odd)],
            ],
            &[keep_even, keep_odd],
            MODULUS,
        );
        let mut next = vec![0u32; degree + 1];
        for (t, &value) in products[0].iter().enumerate() {
            next[2 * t] = value;
        }
        for (t, &value) in products[1].iter().enumerate() {
            next[2 * t + 1] = value;
        }
        p = next;
    }
    let mut sums = vec![0u32; stones + 1];
    for (u, &value) in p.iter().enumerate().take(half + 1) {
        sums[2 * u] = value;
    }
    sums
}

/// The same `A(s)` bit by bit: at bit `j` an even number `i <= k` of the values have it,
/// adding `i · 2^j` to the sum in `C(k, i)` ways. `O(S · k)` at most.
pub fn plain_xor_zero_sums(k: usize, stones: usize, binomials: &Binomials) -> Vec<u32> {
    let modulus = u64::from(MODULUS);
    let mut sums = vec![0u64; stones + 1];
    sums[0] = 1;
    let mut bit = 1usize;
    while 2 * bit <= stones {
        let mut next = sums.clone(); // i = 0
        for i in (2..=k).step_by(2) {
            let added = i * bit;
            if added > stones {
                break;
            }
            let ways = u64::from(binomials.choose(k, i));
            for sum in 0..=stones - added {
                if sums[sum] != 0 {
                    next[sum + added] = (next[sum + added] + sums[sum] * ways) % modulus;
                }
            }
        }
        sums = next;
        bit *= 2;
    }
    sums.into_iter().map(|value| value as u32).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_and_the_spec_table() {
        assert_eq!(count(10, 3, Method::Product).winning, 100);
        let row_10 = [9, 36, 100, 160, 192, 142, 76, 24, 5, 0];
        for (m, &expected) in (1..=10).zip(&row_10) {
            assert_eq!(count(10, m, Method::Product).winning, expected, "m = {m}");
            assert_eq!(count(10, m, Method::Plain).winning, expected, "m = {m}");
        }
        assert_eq!(count(1, 1, Method::Product).winning, 0);
        assert_eq!(count(20, 10, Method::Product).winning, 147_838);
    }

    #[test]
    fn products_equal_the_plain_programme() {
        for (k, stones) in [
            (1, 0),
            (1, 7),
            (2, 9),
            (3, 100),
            (5, 257),
            (25, 1000),
            (300, 999),
        ] {
            let binomials = Binomials::up_to(2000);
            assert_eq!(
                xor_zero_sums(k, stones, &binomials),
                plain_xor_zero_sums(k, stones, &binomials),
                "k = {k}, S = {stones}"
            );
        }
    }

    #[test]
    fn binomials() {
        let binomials = Binomials::up_to(30);
        assert_eq!(binomials.choose(10, 3), 120);
        assert_eq!(binomials.choose(30, 15), 155_117_520);
        assert_eq!(binomials.choose(3, 4), 0);
        assert_eq!(binomials.choose(0, 0), 1);
    }
}
