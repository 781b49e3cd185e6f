//! The values of array-game's cells: `g(x) = G(floor(n / x))`, with
//! `G(q) = mex over k = 1..q of (G(floor(q/2)) XOR ... XOR G(floor(q/k)))`
//! (HAOI2015 "数组游戏", Luogu P3179; the coin-turning principle of Winning Ways makes a
//! colouring's value the XOR of its white cells' values).
//!
//! Only the `O(sqrt n)` distinct values of `floor(n / x)` occur, and `floor(q / i)` is one of them
//! again. They are computed in increasing order. For one `q`, the `i` on which `floor(q / i)` is
//! constant form a block; along a block the running XOR toggles by the same value, so it only
//! returns to the XOR before the block (itself an option already) or adds one new option. Each
//! block costs one lookup and one division, and no division waits for another:
//! `O(sqrt q)` per `q`, `O(n^(3/4))` in all, and `O(sqrt n)` memory.
//!
//! Lookups need no division either: a value `v > sqrt(n)` is `floor(n / y)` for exactly one `y`
//! (the interval `(n / (v + 1), n / v]` is shorter than 1), and for `v = floor(q / i)` with
//! `q = floor(n / d)` that `y` is `d * i`.

/// The largest `n` accepted: the cost grows like `n^(3/4)` (about 0.4 s at 10^10).
pub const MAX_N: u64 = 10_000_000_000;

/// The values `G(q)` for every `q = floor(n / x)`.
#[derive(Debug, Clone)]
pub struct Values {
    n: u64,
    /// `floor(sqrt(n))`.
    root: u64,
    /// `small[q] = G(q)` for `q <= root` (index 0 unused).
    small: Vec<u32>,
    /// `large[d] = G(floor(n / d))` for `floor(n / d) > root` (index 0 unused).
    large: Vec<u32>,
    /// How many blocks were visited in all (the work done).
    blocks: u64,
}

/// The integer square root.
pub fn isqrt(n: u64) -> u64 {
    let mut root = (n as f64).sqrt() as u64;
    while root * root > n {
        root -= 1;
    }
    while (root + 1) * (root + 1) <= n {
        root += 1;
    }
    root
}

/// A set of small option values (bits), cleared for each `q`, and its mex.
struct Marks {
    words: Vec<u64>,
}

impl Marks {
    /// Clears the marks, sized to hold every XOR of values below `2^bits`.
    fn reset(&mut self, bits: u32) {
        let words = (1usize << bits).div_ceil(64);
        self.words.clear();
        self.words.resize(words, 0);
    }

    fn mark(&mut self, value: u32) {
        self.words[(value / 64) as usize] |= 1 << (value % 64);
    }

    fn mex(&self) -> u32 {
        for (index, &word) in self.words.iter().enumerate() {
            if word != u64::MAX {
                return index as u32 * 64 + word.trailing_ones();
            }
        }
        self.words.len() as u32 * 64
    }
}

impl Values {
    /// Computes every `G(floor(n / x))`. `n` must be from 1 to [`MAX_N`].
    pub fn new(n: u64) -> Self {
        assert!((1..=MAX_N).contains(&n), "n = {n} is out of range");
        let root = isqrt(n);
        let mut values = Values {
            n,
            root,
            small: vec![0; root as usize + 1],
            large: vec![0; (n / (root + 1)) as usize + 1],
            blocks: 0,
        };
        let mut marks = Marks { words: Vec::new() };
        // Values below 2^bits so far; XORs of them stay below it.
        let mut bits = 1u32;
        for q in 1..=root {
            let value = values.value_from_blocks(q, 0, bits, &mut marks);
            values.small[q as usize] = value;
            bits = bits.max(32 - value.leading_zeros());
        }
        for d in (1..values.large.len() as u64).rev() {
            let value = values.value_from_blocks(n / d, d, bits, &mut marks);
            values.large[d as usize] = value;
            bits = bits.max(32 - value.leading_zeros());
        }
        values
    }

    /// `G(q)` from the values below it; `d` is such that `q = floor(n / d)` when `q > root`.
    ///
    /// Two sweeps, one division per step and no division waiting for another: `i` from 2 to
    /// `sqrt(q)` one at a time (`floor(q / i)` may exceed `root`: looked up by `d * i`), then
    /// each value `v < sqrt(q) + 1` of `floor(q / i)` for the larger `i`, as one block ending at
    /// `i = floor(q / v)` (always at most `root`: looked up directly).
    fn value_from_blocks(&mut self, q: u64, d: u64, bits: u32, marks: &mut Marks) -> u32 {
        marks.reset(bits);
        marks.mark(0); // k = 1 flips cell x alone
        let mut running = 0u32;
        let q_root = isqrt(q);
        for i in 2..=q_root {
            let value = self.lookup(q / i, d * i);
            running ^= value;
            marks.mark(running);
        }
        let mut block_end = q_root;
        for v in (1..=q / (q_root + 1)).rev() {
            let end = q / v;
            let length = end - block_end;
            if length == 0 {
                continue;
            }
            // Along the block the running XOR is running ^ value, running, ...: one new option.
            let value = self.small[v as usize];
            marks.mark(running ^ value);
            if length % 2 == 1 {
                running ^= value;
            }
            block_end = end;
            self.blocks += 1;
        }
        self.blocks += q_root.saturating_sub(1);
        marks.mex()
    }

    /// `G(v)` for `v = floor(n / y)`.
    #[inline]
    fn lookup(&self, v: u64, y: u64) -> u32 {
        if v <= self.root {
            self.small[v as usize]
        } else {
            self.large[y as usize]
        }
    }

    /// The board size.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// How many blocks the computation visited.
    pub fn blocks(&self) -> u64 {
        self.blocks
    }

    /// The number of distinct `q` (values stored).
    pub fn distinct(&self) -> usize {
        self.small.len() - 1 + self.large.len() - 1
    }

    /// The largest value over all cells.
    pub fn largest(&self) -> u32 {
        self.small
            .iter()
            .chain(&self.large)
            .copied()
            .max()
            .unwrap_or(0)
    }

    /// `G(q)` for `q = floor(n / x)` of some cell `x`.
    pub fn of_quotient(&self, q: u64) -> u32 {
        if q <= self.root {
            self.small[q as usize]
        } else {
            self.large[(self.n / q) as usize]
        }
    }

    /// The value of cell `x` (`1 <= x <= n`).
    pub fn of_cell(&self, x: u64) -> u32 {
        self.of_quotient(self.n / x)
    }

    /// The smallest `k` (from 1 to `floor(n / x)`) such that the move `(x, k)` leaves
    /// `g(2x) XOR ... XOR g(kx) = target` in place of `g(x)`, if there is one.
    pub fn move_to(&self, x: u64, target: u32) -> Option<u64> {
        if target == 0 {
            return Some(1);
        }
        let q = self.n / x;
        let mut running = 0u32;
        let mut i = 2u64;
        while i <= q {
            let v = q / i;
            let end = q / v;
            let value = self.of_quotient(v);
            // Along the block the running XOR is running ^ value, running, running ^ value, ...
            if running ^ value == target {
                return Some(i);
            }
            if (end - i) % 2 == 0 {
                running ^= value;
            }
            i = end + 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `G(q)` straight from the definition, every `k` one by one.
    fn by_definition(q: u64, table: &dyn Fn(u64) -> u32) -> u32 {
        let mut options = vec![0u32];
        let mut running = 0;
        for k in 2..=q {
            running ^= table(q / k);
            options.push(running);
        }
        (0..).find(|value| !options.contains(value)).unwrap()
    }

    #[test]
    fn blocks_agree_with_the_definition() {
        for n in [1u64, 2, 3, 10, 97, 1000, 4096, 10_007] {
            let values = Values::new(n);
            for x in 1..=n {
                let q = n / x;
                let expected = by_definition(q, &|v| values.of_quotient(v));
                assert_eq!(values.of_cell(x), expected, "n = {n}, x = {x}");
            }
        }
    }

    #[test]
    fn the_sample_and_the_spec_values_at_a_billion() {
        let values = Values::new(3);
        assert_eq!(
            (values.of_cell(1), values.of_cell(2), values.of_cell(3)),
            (2, 1, 1)
        );
        let n = 1_000_000_000;
        let values = Values::new(n);
        assert_eq!(values.of_quotient(n), 68);
        assert_eq!(values.of_quotient(n / 2), 65);
        assert_eq!(values.of_quotient(n / 3), 65);
        assert_eq!(values.of_quotient(n / 7), 64);
        assert_eq!(values.largest(), 68);
        assert_eq!(values.of_quotient(2), 2);
        assert_eq!(values.of_quotient(3), 2);
    }

    #[test]
    fn square_roots_are_exact() {
        for n in [
            0u64,
            1,
            3,
            4,
            15,
            16,
            17,
            999_999_999_999,
            10_000_000_000,
            u32::MAX as u64,
        ] {
            let root = isqrt(n);
            assert!(root * root <= n && (root + 1) * (root + 1) > n, "{n}");
        }
    }

    #[test]
    fn moves_reach_their_target() {
        let values = Values::new(1000);
        for x in 1..=1000u64 {
            let q = 1000 / x;
            let mut reachable = vec![0u32];
            let mut running = 0;
            for k in 2..=q {
                running ^= values.of_quotient(q / k);
                reachable.push(running);
            }
            for target in 0..8 {
                match values.move_to(x, target) {
                    Some(k) => {
                        assert!(k >= 1 && k <= q);
                        assert_eq!(reachable[(k - 1) as usize], target);
                        assert!(!reachable[..(k - 1) as usize].contains(&target));
                    }
                    None => assert!(!reachable.contains(&target)),
                }
            }
        }
    }
}
