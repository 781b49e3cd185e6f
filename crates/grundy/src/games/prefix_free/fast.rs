//! The fast solver: the nim-sum of the free regions, in time linear in the total length of the
//! strings (plus a radix sort of one 64-bit key per string), without recursion.
//!
//! The contest answer comes from [`Sorter`]: the strings sorted by their first 64 characters and
//! each compared with its predecessor, which gives every trie fact the answer needs with no
//! pointer chased per character. The reports (`--explain`, `--json`) build the compressed trie
//! ([`super::trie`]) in input order, with [`NimSum`], and visit its free regions ([`survey`]) to
//! name the winning moves. Both paths are checked against each other and against the oracle.
//!
//! # The theory (`docs/games/prefix-free.md`; checked here against the oracle)
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

/// What the contest answer needs: the nim-sum, and the sizes the reports give.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    /// The XOR of the free regions' values.
    pub nim_sum: u64,
    /// The nodes of the trie, the root included.
    pub trie_nodes: u64,
    /// The number of strings.
    pub strings: u64,
}

/// The sort key of a string: its first 64 characters as bits, the first one highest, padded
/// with zeros. Keys order strings as the lexicographic order does (a prefix first), except that
/// strings agreeing on their first 64 characters share a key.
#[inline]
pub fn sort_key(string: &[u8]) -> u64 {
    /// Gathers the low bits of eight bytes into one byte, the first byte's bit highest: the
    /// product puts bit `8i` at bit `63 - i` and no two partial products meet.
    const GATHER: u64 = 0x8040_2010_0804_0201;
    const LOW_BITS: u64 = 0x0101_0101_0101_0101;
    let head = &string[..string.len().min(64)];
    let mut key = 0u64;
    let mut bytes = 0;
    let mut chunks = head.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        key = key << 8 | (u64::from_le_bytes(word) & LOW_BITS).wrapping_mul(GATHER) >> 56;
        bytes += 1;
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut word = [0u8; 8];
        word[..rest.len()].copy_from_slice(rest);
        key = key << 8 | (u64::from_le_bytes(word) & LOW_BITS).wrapping_mul(GATHER) >> 56;
        bytes += 1;
    }
    if bytes < 8 {
        key <<= 8 * (8 - bytes);
    }
    key
}

/// A string to sort: its key, its index and its length, in 16 bytes.
#[derive(Debug, Clone, Copy, Default)]
struct Item {
    key: u64,
    index: u32,
    length: u32,
}

/// The bits of a radix digit: 8 passes of 256 buckets (measured a little faster than 6 passes of
/// 2048 or 5 of 8192 on the random family at 10^7 characters).
const DIGIT_BITS: u32 = 8;
const DIGITS: usize = 64usize.div_ceil(DIGIT_BITS as usize);
const BUCKETS: usize = 1 << DIGIT_BITS;

/// Counts `key`'s digits into the histograms of a radix sort.
#[inline]
fn count_digits(counts: &mut [[u32; BUCKETS]], key: u64) {
    for (digit, count) in counts.iter_mut().enumerate() {
        count[(key >> (DIGIT_BITS as usize * digit)) as usize & (BUCKETS - 1)] += 1;
    }
}

/// Sorts items by key, stably: least significant digit first, skipping the digits on which every
/// key agrees. `counts` holds each digit's histogram ([`count_digits`] for every key); `spare` is
/// scratch space.
fn radix_sort(items: &mut Vec<Item>, counts: &[[u32; BUCKETS]], spare: &mut Vec<Item>) {
    let mask = BUCKETS as u64 - 1;
    let length = items.len() as u32;
    spare.clear();
    spare.resize(items.len(), Item::default());
    for (digit, count) in counts.iter().enumerate() {
        if count.contains(&length) {
            continue;
        }
        let mut starts = [0u32; BUCKETS];
        let mut next = 0u32;
        for (bucket, &size) in count.iter().enumerate() {
            starts[bucket] = next;
            next += size;
        }
        let shift = DIGIT_BITS as usize * digit;
        for &item in items.iter() {
            let bucket = (item.key >> shift & mask) as usize;
            spare[starts[bucket] as usize] = item;
            starts[bucket] += 1;
        }
        std::mem::swap(items, spare);
    }
}

/// The strings of a set, collected for [`Sorter::summarize`]: each string's key is computed as
/// it arrives, while its bytes are in the cache.
#[derive(Debug)]
pub struct Sorter<'a> {
    items: Vec<Item>,
    strings: Vec<&'a [u8]>,
    /// The histograms of the keys' radix digits, counted as the keys arrive.
    counts: Vec<[u32; BUCKETS]>,
}

impl<'a> Sorter<'a> {
    /// An empty collection with room for `strings` strings; `None` if memory cannot be had.
    pub fn with_capacity(strings: usize) -> Option<Self> {
        let mut sorter = Sorter {
            items: Vec::new(),
            strings: Vec::new(),
            counts: vec![[0; BUCKETS]; DIGITS],
        };
        crate::memory::try_reserve_exact(&mut sorter.items, strings).ok()?;
        crate::memory::try_reserve_exact(&mut sorter.strings, strings).ok()?;
        Some(sorter)
    }

    /// Adds a string made of `0` and `1`, of at most `u32::MAX` characters (at most `u32::MAX`
    /// strings in all).
    #[inline]
    pub fn push(&mut self, string: &'a [u8]) {
        let key = sort_key(string);
        count_digits(&mut self.counts, key);
        self.items.push(Item {
            key,
            index: self.strings.len() as u32,
            length: string.len() as u32,
        });
        self.strings.push(string);
    }

    /// The contest answer for the strings pushed, all of lengths `1..=l`, by sorting rather than
    /// by building the trie: `None` when the set is not prefix-free (the strings must be read
    /// again through the trie, in input order, to name the first offending one).
    ///
    /// In lexicographic order, the longest prefix a string shares with the strings before it is
    /// the one it shares with its predecessor, and a string that is a prefix of another (or equal
    /// to it) is immediately followed by one it is a prefix of. So the nodes a string adds to the
    /// trie are those of depths `lcp + 1..=length`, `lcp` being the common prefix with its
    /// predecessor, and [`string_contribution`] applies as when inserting (the nim-sum does not
    /// depend on the order in which the nodes are created). Sorting costs a radix sort of one
    /// 64-bit key per string; only strings that agree on their first 64 characters are compared
    /// whole. No pointer is chased per character, which is what inserting into a trie costs.
    pub fn summarize(self, l: u64) -> Option<Summary> {
        let Sorter {
            mut items,
            strings,
            counts,
        } = self;
        let mut spare = Vec::new();
        radix_sort(&mut items, &counts, &mut spare);
        drop(spare);
        // Strings that share a key are ordered whole (runs of equal keys are short in practice).
        let mut start = 0;
        while start < items.len() {
            let mut end = start + 1;
            while end < items.len() && items[end].key == items[start].key {
                end += 1;
            }
            if end - start > 1 {
                items[start..end].sort_unstable_by(|first, second| {
                    strings[first.index as usize].cmp(strings[second.index as usize])
                });
            }
            start = end;
        }
        let mut summary = Summary {
            nim_sum: 0,
            trie_nodes: 1,
            strings: strings.len() as u64,
        };
        let mut previous: Option<Item> = None;
        for &item in &items {
            let length = item.length as usize;
            let shared = match previous {
                None => 0,
                Some(before) => {
                    let bound = (before.length as usize).min(length);
                    let shared = if before.key != item.key {
                        ((before.key ^ item.key).leading_zeros() as usize).min(bound)
                    } else if bound <= 64 {
                        bound
                    } else {
                        let (first, second) =
                            (strings[before.index as usize], strings[item.index as usize]);
                        64 + common_prefix(&first[64..bound], &second[64..bound])
                    };
                    if shared == before.length as usize {
                        return None;
                    }
                    shared
                }
            };
            summary.nim_sum ^= string_contribution(l, shared as u64, length as u64);
            summary.trie_nodes += (length - shared) as u64;
            previous = Some(item);
        }
        Some(summary)
    }
}

/// [`Sorter::summarize`] for a list of strings made of `0` and `1`, of lengths `1..=l`.
#[cfg(test)]
pub fn summarize_by_sorting(l: u64, strings: &[&[u8]]) -> Option<Summary> {
    let mut sorter = Sorter::with_capacity(strings.len())?;
    for string in strings {
        sorter.push(string);
    }
    sorter.summarize(l)
}

/// The length of the longest common prefix of two slices of equal length, eight bytes at a time.
#[inline]
pub fn common_prefix(first: &[u8], second: &[u8]) -> usize {
    let length = first.len().min(second.len());
    let mut index = 0;
    while index + 8 <= length {
        let word = |bytes: &[u8]| {
            let mut chunk = [0u8; 8];
            chunk.copy_from_slice(&bytes[index..index + 8]);
            u64::from_le_bytes(chunk)
        };
        let difference = word(first) ^ word(second);
        if difference != 0 {
            return index + (difference.trailing_zeros() / 8) as usize;
        }
        index += 8;
    }
    while index < length && first[index] == second[index] {
        index += 1;
    }
    index
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
    /// Whether each of them holds exactly one winning string (its winning length adds no
    /// character): then one string per region is every winning move.
    pub one_string_each: bool,
    /// The first `limit` of them, in lexicographic order of their first strings.
    pub listed: Vec<WinningRegion>,
}

/// The most characters of prefixes [`survey`] lists in all (the first region is listed whatever
/// its length, and counts towards it): a single string of 10^6 characters has about 10^6 free
/// regions whose prefixes hold about 5·10^11 characters together.
pub const LISTED_PREFIX_CHARACTERS: usize = 10_000_000;

/// Visits every free region of `trie` for length limit `l`, given the nim-sum `nim_sum` already
/// computed, and lists those where moving wins, in lexicographic order, up to `limit` of them and
/// [`LISTED_PREFIX_CHARACTERS`] characters of prefixes. Linear in the trie's size, no recursion.
pub fn survey(trie: &Trie<'_>, l: u64, nim_sum: u64, limit: usize) -> RegionSurvey {
    let mut survey = RegionSurvey {
        nim_sum: 0,
        regions: 0,
        winning_regions: 0,
        one_string_each: true,
        listed: Vec::new(),
    };
    let (mut characters, mut listing) = (0usize, true);
    trie.for_each_free_region(|head, last| {
        let height = l - head.len() as u64;
        survey.regions += 1;
        survey.nim_sum ^= lowbit(height);
        if let Some(extra) = winning_length(nim_sum, height) {
            survey.winning_regions += 1;
            survey.one_string_each &= extra == 0;
            characters = characters.saturating_add(head.len() + 1);
            listing &= survey.listed.len() < limit
                && (survey.listed.is_empty() || characters <= LISTED_PREFIX_CHARACTERS);
            if listing {
                let mut prefix = String::from_utf8_lossy(head).into_owned();
                prefix.push(char::from(last));
                survey.listed.push(WinningRegion {
                    prefix,
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
#[cfg(test)]
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
#[cfg(test)]
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
    fn keys_follow_the_lexicographic_order() {
        assert_eq!(sort_key(b"1"), 1 << 63);
        assert_eq!(sort_key(b"01"), 1 << 62);
        assert_eq!(sort_key(b"0100"), 1 << 62);
        assert_eq!(sort_key(b"000000001"), 1 << 55);
        let ones = vec![b'1'; 70];
        assert_eq!(sort_key(&ones), u64::MAX);
        let mut strings: Vec<Vec<u8>> = Vec::new();
        for length in 1..=10usize {
            for bits in 0..1u32 << length {
                strings.push(
                    (0..length)
                        .rev()
                        .map(|position| {
                            if bits >> position & 1 == 1 {
                                b'1'
                            } else {
                                b'0'
                            }
                        })
                        .collect(),
                );
            }
        }
        strings.sort();
        for pair in strings.windows(2) {
            assert!(sort_key(&pair[0]) <= sort_key(&pair[1]), "{pair:?}");
        }
    }

    #[test]
    fn sorting_gives_what_the_trie_gives() {
        let mut random = crate::random::Random::from_seed(12);
        for case in 0..3000u32 {
            // Random sets, some with a long common prefix so that keys collide.
            let l = 1 + u64::from(case % 8);
            let common = if case % 3 == 0 {
                61 + (case % 9) as usize
            } else {
                0
            };
            let mut strings: Vec<Vec<u8>> = Vec::new();
            for _ in 0..random.between(1, 40) {
                let length = random.between(1, l) as usize;
                let mut string = vec![b'0'; common];
                string.extend((0..length).map(|_| if random.coin() { b'1' } else { b'0' }));
                strings.push(string);
            }
            let l = l + common as u64 + random.below(3);
            let slices: Vec<&[u8]> = strings.iter().map(Vec::as_slice).collect();
            let mut trie = Trie::new();
            let mut sum = NimSum::new(l);
            let mut good = true;
            for string in &slices {
                match trie.insert(string) {
                    Ok(shared) => sum.add_string(shared, string.len()),
                    Err(_) => good = false,
                }
            }
            let sorted = summarize_by_sorting(l, &slices);
            if good {
                assert_eq!(
                    sorted,
                    Some(Summary {
                        nim_sum: sum.value(),
                        trie_nodes: trie.node_count(),
                        strings: trie.string_count(),
                    }),
                    "{strings:?}"
                );
            } else {
                assert_eq!(sorted, None, "{strings:?}");
            }
        }
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
