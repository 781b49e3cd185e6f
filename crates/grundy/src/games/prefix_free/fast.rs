//! The fast solver: the nim-sum of the free regions, computed while the trie is built, in time
//! linear in the total length of the strings and with O(1) work per string beyond its trie walk.
//!
//! # The theory (shared/specs/prefix-free.md, checked here against the oracle)
//!
//! Source: AtCoder Regular Contest 087, problem E "Prefix-free Game" (arc087_c).
//!
//! **Free regions.** For every internal node `u` of the trie (a proper prefix of some string,
//! the empty one included) and bit `c` with `u + c` not in the trie, every string beginning with
//! `u + c` can still be added, and nothing outside that set interacts with it. It is a free
//! region of height `h = L - |u|`: its strings have `1..=h` characters after `u`. The game is the
//! sum of its free regions (Sprague–Grundy: R. P. Sprague, Tôhoku Math. J. 41 (1935); P. M.
//! Grundy, Eureka 2 (1939)).
//!
//! **A region's value.** Adding a string of `j + 1` characters (`0 <= j < h`) to a region of
//! height `h` leaves `j` regions, of heights `h - 1, ..., h - j`. With `P(x)` the XOR of
//! `lowbit(1), ..., lowbit(x)` (`lowbit(x)`: the largest power of two dividing `x`), the value is
//! `sg(h) = lowbit(h)`, and `P(x) = x XOR (x >> 1)`, the Gray code of `x` ([`gray`]). The options
//! of a region of height `h` are `P(h - 1) XOR P(a)` for `a = 0..h` (`a = h - 1 - j`); the tests
//! check `sg(h) = lowbit(h)` against this definition directly for `h <= 64`.
//!
//! **The nim-sum without visiting regions.** Every node `v = u + c` other than the root has the
//! free region `u + (1 - c)` beside it exactly when its sibling is missing, of height
//! `L - |v| + 1`. Two siblings have the same depth, so their terms would cancel in a XOR: the
//! nim-sum is therefore the XOR of `lowbit(L - |v| + 1)` over *every* node `v` but the root. A
//! string whose longest prefix already in the trie has length `a` creates the nodes of depths
//! `a + 1..=n`, which contribute `lowbit(L - a) XOR ... XOR lowbit(L - n + 1) =
//! P(L - a) XOR P(L - n)` ([`string_contribution`]). So the nim-sum costs O(1) per string.
//!
//! **Counting regions.** Every string but the first meets an existing node whose other child
//! exists (an internal node other than the root always has a child; the root has one after the
//! first string), so it pairs one new node with a sibling; every other node is alone. Hence
//! `free regions = (nodes - 1) - 2 (N - 1)` ([`free_region_count`]).
//!
//! **Winning moves.** With `X` the nim-sum, a region of height `h` and value `lowbit(h)` is a
//! winning place to move iff some `j` gives `P(h - 1) XOR P(h - 1 - j) = X XOR lowbit(h)`. The
//! Gray code is a linear bijection (for XOR), so `h - 1 - j = (h - 1) XOR P⁻¹(X XOR lowbit(h))`:
//! there is at most one such `j` per region, and it exists iff that number is at most `h - 1`
//! ([`winning_length`]). Every string of `u + c` followed by any `j` characters then wins; the
//! reports add zeros. A region whose value has the top bit of `X` always qualifies, with
//! `j = P⁻¹(X XOR lowbit(h)) < lowbit(h)`, as the spec's sketch says.

use super::trie::Trie;

/// The largest power of two dividing `x` (`x > 0`); 0 for 0.
#[inline]
pub fn lowbit(x: u64) -> u64 {
    x & x.wrapping_neg()
}

/// `P(x) = lowbit(1) XOR ... XOR lowbit(x)`, which is the Gray code `x XOR (x >> 1)`.
#[inline]
pub fn gray(x: u64) -> u64 {
    x ^ (x >> 1)
}

/// The inverse of [`gray`]: the `x` with `gray(x) = code`.
#[inline]
pub fn gray_inverse(code: u64) -> u64 {
    let mut x = code;
    let mut shift = 1;
    while shift < 64 {
        x ^= x >> shift;
        shift *= 2;
    }
    x
}

/// The XOR of `lowbit(L - k + 1)` over the depths `k = shared + 1..=length` of the nodes a string
/// of `length <= L` characters creates when its longest prefix already in the trie has `shared`
/// characters: `P(L - shared) XOR P(L - length)`.
#[inline]
pub fn string_contribution(l: u64, shared: u64, length: u64) -> u64 {
    gray(l - shared) ^ gray(l - length)
}

/// The number of free regions of a good set of `strings >= 1` strings whose trie has `nodes`
/// nodes (the root included): `nodes - 1 - 2 (strings - 1)`.
pub fn free_region_count(nodes: u64, strings: u64) -> u64 {
    nodes + 1 - 2 * strings
}

/// For a region of height `height >= 1` in a game of nim-sum `nim_sum`: the number `j` of
/// characters to add after the region's first string `u + c` so that the whole game is worth 0,
/// if there is one (at most one `j` works; every choice of the `j` characters does).
pub fn winning_length(nim_sum: u64, height: u64) -> Option<u64> {
    if nim_sum == 0 {
        return None;
    }
    let target = nim_sum ^ lowbit(height);
    let remaining = (height - 1) ^ gray_inverse(target);
    (remaining < height).then(|| height - 1 - remaining)
}

/// The nim-sum of a set's free regions, accumulated string by string as the trie is built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NimSum {
    l: u64,
    value: u64,
}

impl NimSum {
    /// The sum for length limit `l`, before any string.
    pub fn new(l: u64) -> Self {
        NimSum { l, value: 0 }
    }

    /// Adds a string of `length` characters whose longest prefix already in the trie had `shared`
    /// characters ([`Trie::insert`]'s result).
    #[inline]
    pub fn add_string(&mut self, shared: usize, length: usize) {
        self.value ^= string_contribution(self.l, shared as u64, length as u64);
    }

    /// The nim-sum so far: the first player wins iff it is not 0.
    pub fn value(&self) -> u64 {
        self.value
    }
}

/// A free region where moving wins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinningRegion {
    /// Its first string `u + c`, as `0`/`1` characters.
    pub prefix: String,
    /// Its height `L - |u|`.
    pub height: u64,
    /// The number of characters to add after `prefix` (any characters; zeros in reports).
    pub extra: u64,
}

impl WinningRegion {
    /// The region's value, `lowbit(height)`.
    pub fn value(&self) -> u64 {
        lowbit(self.height)
    }
}

/// What the free regions say, found by visiting each of them once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegionSurvey {
    /// The XOR of the regions' values (the same as the [`NimSum`], computed region by region).
    pub nim_sum: u64,
    /// How many regions there are.
    pub regions: u64,
    /// How many regions have a winning move.
    pub winning_regions: u64,
    /// The first `limit` of them, in lexicographic order of their first strings.
    pub listed: Vec<WinningRegion>,
}

/// Visits every free region of `trie` for length limit `l`, given the nim-sum `nim_sum` already
/// computed, and lists (up to `limit`) those where moving wins. Linear in the trie's size, no
/// recursion.
pub fn survey(trie: &Trie, l: u64, nim_sum: u64, limit: usize) -> RegionSurvey {
    let mut survey = RegionSurvey {
        nim_sum: 0,
        regions: 0,
        winning_regions: 0,
        listed: Vec::new(),
    };
    trie.for_each_free_region(|prefix, depth| {
        let height = l - depth as u64;
        survey.regions += 1;
        survey.nim_sum ^= lowbit(height);
        if let Some(extra) = winning_length(nim_sum, height) {
            survey.winning_regions += 1;
            if survey.listed.len() < limit {
                survey.listed.push(WinningRegion {
                    prefix: String::from_utf8_lossy(prefix).into_owned(),
                    height,
                    extra,
                });
            }
        }
    });
    survey
}

/// The fast answer for a good set (strings of `0`/`1`, lengths `1..=l`, prefix-free): the
/// nim-sum. Panics on a set that is not good; parsers check first.
pub fn nim_sum_of(l: u64, strings: &[&[u8]]) -> u64 {
    let mut trie = Trie::new();
    let mut sum = NimSum::new(l);
    for string in strings {
        let shared = trie.insert(string).expect("a good set");
        sum.add_string(shared, string.len());
    }
    sum.value()
}

/// Every winning string of a good set with a small `l` (at most 16), in lexicographic order: for
/// each winning region, its first string followed by every string of its winning length.
pub fn all_winning_strings(l: u64, strings: &[&[u8]]) -> Vec<String> {
    assert!(
        l <= 16,
        "all_winning_strings lists strings of at most 16 characters"
    );
    let mut trie = Trie::new();
    let mut sum = NimSum::new(l);
    for string in strings {
        let shared = trie.insert(string).expect("a good set");
        sum.add_string(shared, string.len());
    }
    let regions = survey(&trie, l, sum.value(), usize::MAX);
    let mut winning = Vec::new();
    for region in &regions.listed {
        for tail in 0..1u64 << region.extra {
            let mut text = region.prefix.clone();
            for position in (0..region.extra).rev() {
                text.push(if tail >> position & 1 == 1 { '1' } else { '0' });
            }
            winning.push(text);
        }
    }
    winning.sort();
    winning
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `sg(h)` by its definition: the mex over `j = 0..h` of the XOR of `sg(h - 1), ...,
    /// `sg(h - j)`, computed bottom-up.
    fn values_by_definition(up_to: usize) -> Vec<u64> {
        let mut values = vec![0u64];
        for h in 1..=up_to {
            let mut seen = vec![false; 2 * h + 2];
            let mut sum = 0u64;
            for j in 0..h {
                if j > 0 {
                    sum ^= values[h - j];
                }
                if (sum as usize) < seen.len() {
                    seen[sum as usize] = true;
                }
            }
            let mex = seen.iter().position(|&seen| !seen).unwrap() as u64;
            values.push(mex);
        }
        values
    }

    #[test]
    fn region_values_are_lowbits() {
        let values = values_by_definition(64);
        for (h, &value) in values.iter().enumerate().skip(1) {
            assert_eq!(value, lowbit(h as u64), "height {h}");
        }
    }

    #[test]
    fn gray_is_the_prefix_xor_of_lowbits() {
        let mut prefix = 0u64;
        for x in 1..=5000u64 {
            prefix ^= lowbit(x);
            assert_eq!(gray(x), prefix, "x = {x}");
            assert_eq!(gray_inverse(gray(x)), x);
        }
        for x in [u64::MAX, u64::MAX - 1, 1 << 63, 999_999_999_999_999_999] {
            assert_eq!(gray_inverse(gray(x)), x);
            assert_eq!(gray(gray_inverse(x)), x);
        }
    }

    #[test]
    fn winning_lengths_zero_the_game() {
        // For every region height and every value of the rest of the game, the length found is
        // the only one whose move leaves a total of zero.
        let values = values_by_definition(40);
        for height in 1..=40u64 {
            for rest in 0..64u64 {
                let nim_sum = rest ^ lowbit(height);
                let expected: Vec<u64> = (0..height)
                    .filter(|&j| {
                        let left: u64 =
                            (1..=j).fold(0, |sum, i| sum ^ values[(height - i) as usize]);
                        nim_sum != 0 && left == rest
                    })
                    .collect();
                let found: Vec<u64> = winning_length(nim_sum, height).into_iter().collect();
                assert_eq!(found, expected, "height {height}, rest {rest}");
            }
        }
    }

    #[test]
    fn the_samples_of_the_spec() {
        // (L, strings, nim-sum, free regions): the values the spec gives.
        let samples: [(u64, &[&[u8]], u64, u64); 6] = [
            (2, &[b"00", b"01"], 2, 1),
            (2, &[b"00", b"11"], 0, 2),
            (3, &[b"0", b"10", b"110"], 1, 1),
            (1, &[b"0", b"1"], 0, 0),
            (2, &[b"11"], 3, 2),
            (3, &[b"101", b"11"], 0, 2),
        ];
        for (l, strings, nim_sum, regions) in samples {
            assert_eq!(nim_sum_of(l, strings), nim_sum, "{strings:?}");
            let mut trie = Trie::new();
            for string in strings {
                trie.insert(string).unwrap();
            }
            let survey = survey(&trie, l, nim_sum, usize::MAX);
            assert_eq!(survey.nim_sum, nim_sum, "{strings:?}");
            assert_eq!(survey.regions, regions, "{strings:?}");
            assert_eq!(
                free_region_count(trie.node_count(), trie.string_count()),
                regions
            );
        }
        assert_eq!(all_winning_strings(2, &[b"00", b"01"]), vec!["1"]);
        assert_eq!(all_winning_strings(3, &[b"0", b"10", b"110"]), vec!["111"]);
        // Sample 5: adding 00 or 01 leaves two regions of value 1.
        assert_eq!(all_winning_strings(2, &[b"11"]), vec!["00", "01"]);
        assert!(all_winning_strings(2, &[b"00", b"11"]).is_empty());
    }

    #[test]
    fn huge_limits_do_not_overflow() {
        let l = u64::MAX;
        let sum = nim_sum_of(l, &[b"0"]);
        // One region `1` of height L: lowbit(2^64 - 1) = 1.
        assert_eq!(sum, 1);
        assert_eq!(winning_length(sum, l), Some(0));
        let l = 1u64 << 63;
        assert_eq!(nim_sum_of(l, &[b"1"]), 1 << 63);
        // The region `0` alone: add `0` itself.
        assert_eq!(winning_length(1 << 63, l), Some(0));
        // Regions `0` (height 2^63, value 2^63) and `10` (height 2^63 - 1, value 1): in the first,
        // add `0` and one more character, leaving one region of value 1 beside `10`.
        let sum = nim_sum_of(l, &[b"11"]);
        assert_eq!(sum, (1 << 63) + 1);
        assert_eq!(winning_length(sum, l), Some(1));
        assert_eq!(winning_length(sum, l - 1), None);
    }
}
