//! Reading moore-nim's input: `n m k`, then `b_1 .. b_m`; then the two conditions the transform
//! needs (`k + 1` divides `p - 1`, and the table of `(k + 1)^B` cells fits in 2^24).

use crate::input::{InputError, Scanner};

use super::transform::{MAX_CELLS, MODULUS};

/// One test: `n` heaps, each given one of the `m` sizes `b`, in Moore's Nim with parameter `k`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// The number of heaps `n` (at least 1).
    pub n: u64,
    /// The most heaps one move may change, `k` (at least 1).
    pub k: u64,
    /// The heap sizes to choose from, `b_1 .. b_m` (at least one).
    pub sizes: Vec<u64>,
}

impl Instance {
    /// The radix `k + 1` (up to 2^64, so as a `u128`).
    pub fn radix(&self) -> u128 {
        u128::from(self.k) + 1
    }

    /// `B`, the bit length of the largest size (0 when every size is 0).
    pub fn bits(&self) -> u32 {
        bit_length(self.sizes.iter().copied().max().unwrap_or(0))
    }

    /// The table size `S = (k + 1)^B`, saturating at `u128::MAX`.
    pub fn cells(&self) -> u128 {
        table_size(self.radix(), self.bits())
    }

    /// The instance as an input file.
    pub fn to_input(&self) -> String {
        let sizes: Vec<String> = self.sizes.iter().map(ToString::to_string).collect();
        format!(
            "{} {} {}\n{}\n",
            self.n,
            self.sizes.len(),
            self.k,
            sizes.join(" ")
        )
    }
}

/// The number of bits of `value` (0 for 0).
pub fn bit_length(value: u64) -> u32 {
    u64::BITS - value.leading_zeros()
}

/// `radix^bits`, saturating at `u128::MAX`.
pub fn table_size(radix: u128, bits: u32) -> u128 {
    (0..bits).fold(1u128, |size, _| size.saturating_mul(radix))
}

/// Whether the radix `k + 1` divides `p - 1 = 998244352`, so that a root of unity of that order
/// exists modulo `p`.
pub fn radix_divides(radix: u128) -> bool {
    u128::from(MODULUS - 1) % radix == 0
}

/// Reads the whole input (one test) and checks both conditions; anything after `b_m` is an error.
#[cfg(test)]
pub fn read(input: &[u8]) -> Result<Instance, InputError> {
    read_from(&mut Scanner::new(input))
}

/// Reads the one test from `scanner` to the end of the input, as [`read`] does.
pub fn read_from(scanner: &mut Scanner<'_>) -> Result<Instance, InputError> {
    let n = scanner.next_in_range("the number of heaps n", 1, u64::MAX)?;
    let m = scanner.next_in_range("the number of sizes m", 1, u64::MAX)?;
    scanner.skip_separators();
    let k_offset = scanner.position();
    let k = scanner.next_in_range("the move limit k", 1, u64::MAX)?;
    // Grow as numbers are read, so that a wrong count cannot ask for a huge allocation.
    let mut sizes = Vec::with_capacity((m as usize).min(scanner.remaining() / 2 + 1));
    let mut largest = (0u64, 0usize);
    for index in 0..m {
        scanner.skip_separators();
        let offset = scanner.position();
        let size = scanner.next_u64("a heap size b_i")?;
        if index == 0 || size > largest.0 {
            largest = (size, offset);
        }
        sizes.push(size);
    }
    if !scanner.at_end() {
        let offset = scanner.position();
        return Err(scanner.error_at(
            offset,
            format!(
                "unexpected token '{}' after b_m (m = {m} sizes were announced)",
                scanner.token_text(offset)
            ),
        ));
    }
    let instance = Instance { n, k, sizes };
    let radix = instance.radix();
    if !radix_divides(radix) {
        return Err(scanner.error_at(
            k_offset,
            format!(
                "k + 1 = {radix} does not divide 998244352 = 2^23 * 7 * 17, so there is no root \
                 of unity of order k + 1 modulo 998244353 (k may be 1, 3, 6, 7, 13, 15, 16, ...)"
            ),
        ));
    }
    let bits = instance.bits();
    let cells = instance.cells();
    if cells > u128::from(MAX_CELLS) {
        return Err(scanner.error_at(
            largest.1,
            format!(
                "the table (k + 1)^B = {radix}^{bits} is above 2^24 cells, the most this tool \
                 builds (B = {bits} is the bit length of the largest size b_i = {})",
                largest.0
            ),
        ));
    }
    Ok(instance)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_sample_and_its_table() {
        let instance = read(b"7 3 6\n1 2 3\n").unwrap();
        assert_eq!(instance.n, 7);
        assert_eq!(instance.k, 6);
        assert_eq!(instance.sizes, vec![1, 2, 3]);
        assert_eq!(
            (instance.radix(), instance.bits(), instance.cells()),
            (7, 2, 49)
        );
        assert_eq!(instance.to_input(), "7 3 6\n1 2 3\n");
    }

    #[test]
    fn the_conditions_name_their_lines() {
        let error = read(b"2 2\n2\n1 2\n").unwrap_err();
        assert_eq!(error.line, 2);
        assert!(error.to_string().contains("k + 1 = 3 does not divide"));
        let error = read(b"2 3 6\n1\n300 255\n").unwrap_err();
        assert_eq!(error.line, 3);
        assert!(error.to_string().contains("7^9"), "{error}");
        // k = 2^64 - 1: k + 1 = 2^64 does not divide.
        let error = read(b"1 1 18446744073709551615\n0\n").unwrap_err();
        assert!(error.to_string().contains("18446744073709551616"));
        // The largest allowed tables.
        assert!(read(b"1 1 1\n16777215\n").is_ok());
        assert!(read(b"1 1 1\n16777216\n").is_err());
        assert!(read(b"1 1 15\n63\n").is_ok());
        assert!(read(b"1 1 15\n64\n").is_err());
        assert!(read(b"1 2 6\n0 0\n").is_ok());
    }
}
