//! Rows built by counting: a list of `(row, entry)` pairs grouped by row, each row in the pairs'
//! order, the way every graph of the digraph games gets its rows of arcs out or back
//! ([`Digraph`](super::Digraph)'s constructors, Kahn's peeling, the loopy labelling,
//! graph-score-game's backward pass, graph-draw-game's rows of arcs back).
//!
//! On a large graph, counting and placing the pairs in the order given writes at a random row
//! for every pair, and the rows of 10^6 vertices do not fit the caches near the core. So
//! [`fill_rows`] first partitions the pairs by row into [`Buckets`] of a few thousand
//! consecutive rows each (one read to size the buckets, one to copy each pair into its
//! bucket, a handful of write streams at a time), then counts and places them bucket after
//! bucket: the rows a bucket writes, and the part of the entries they hold, stay in the cache
//! while the bucket is handled. The partition keeps each bucket's pairs in the order given, so
//! the rows come out the same as grouping the pairs directly. (Partitioning on a key's high bits
//! into clusters that fit the cache before the random writes is the radix-cluster idea of
//! Boncz, Manegold and Kersten, "Database Architecture Optimized for the New Bottleneck: Memory
//! Access", VLDB 1999.)
//!
//! Where a row's place in its bucket and the entry fit 32 bits together (graphs of up to about
//! 8·10^6 vertices), each pair is kept in 4 bytes, and the rows are then written into the
//! partition's own memory, one bucket at a time (its pairs copied aside first): a bucket's rows
//! hold exactly its pairs. New memory is dear (the kernel clears every page a process touches
//! first; on the virtual machine this was measured on, more so), and the partition and the rows
//! would otherwise take 12 bytes a pair between them.

/// Rows being grouped by counting, first phase: every pair's row is counted
/// ([`Grouping::count`]), then [`Grouping::counted`] turns the counts into where the rows end
/// and gives the second phase, [`Placing`].
///
/// The caller drives both loops, so a hot loop pays for no iterator: one pass counts each row's
/// pairs into `starts`, a running sum turns the counts into where the rows end, and a second
/// pass puts each entry just before its row's end and moves that end down
/// ([`Placing::place`]), so that once every counted pair is placed the ends have become the
/// starts, with no second array of write positions. Within a row the entries end in the reverse
/// of the order they were placed (place the pairs backwards to keep their order). The vectors'
/// memory is reused (ask for huge pages before, when the rows will be read at random).
pub(crate) struct Grouping<'v> {
    starts: &'v mut [u32],
    entries: &'v mut Vec<u32>,
}

impl<'v> Grouping<'v> {
    /// Starts grouping pairs into `rows` rows, into `starts` and `entries`.
    pub(crate) fn new(rows: usize, starts: &'v mut Vec<u32>, entries: &'v mut Vec<u32>) -> Self {
        starts.clear();
        starts.resize(rows + 1, 0);
        Grouping {
            starts: starts.as_mut_slice(),
            entries,
        }
    }

    /// Counts a pair of row `row` (below the number of rows).
    #[inline(always)]
    pub(crate) fn count(&mut self, row: u32) {
        self.starts[row as usize] += 1;
    }

    /// Counts a pair of row `row` (below the number of rows) where `keep` holds, without a
    /// branch on it (the row's count is written either way).
    #[inline(always)]
    pub(crate) fn count_kept(&mut self, row: u32, keep: bool) {
        self.starts[row as usize] += u32::from(keep);
    }

    /// The counting done (fewer than `2^32` pairs): room for the entries, and the second phase.
    pub(crate) fn counted(self) -> Placing<'v> {
        self.counted_with_spares(0)
    }

    /// [`Grouping::counted`] with one spare entry after the rows, where
    /// [`Placing::place_kept`] writes the pairs it leaves out (take it off once every pair is
    /// placed).
    fn counted_with_spare(self) -> Placing<'v> {
        self.counted_with_spares(1)
    }

    /// [`Grouping::counted`] with `spares` entries after the rows.
    fn counted_with_spares(self, spares: usize) -> Placing<'v> {
        let mut end = 0u32;
        for start in self.starts.iter_mut() {
            end += *start;
            *start = end;
        }
        self.entries.clear();
        self.entries.resize(end as usize + spares, 0);
        Placing {
            starts: self.starts,
            entries: self.entries.as_mut_slice(),
        }
    }
}

/// Rows being grouped by counting, second phase ([`Grouping`]): once every pair counted is
/// placed, the entries of row `r` are `entries[starts[r] as usize..starts[r + 1] as usize]` and
/// `starts` has one more entry than there are rows, the last the number of pairs.
pub(crate) struct Placing<'v> {
    starts: &'v mut [u32],
    entries: &'v mut [u32],
}

impl Placing<'_> {
    /// Places a pair counted in row `row`, just before the entries of that row placed so far.
    #[inline(always)]
    pub(crate) fn place(&mut self, row: u32, entry: u32) {
        let start = &mut self.starts[row as usize];
        *start -= 1;
        self.entries[*start as usize] = entry;
    }

    /// [`Placing::place`] where `keep` holds, else the entry is written into the spare entry
    /// ([`Grouping::counted_with_spare`]): no branch on `keep`, which a caller that drops pairs
    /// at random would mispredict half the time.
    #[inline(always)]
    fn place_kept(&mut self, row: u32, entry: u32, keep: bool) {
        let spare = self.entries.len() - 1;
        let start = &mut self.starts[row as usize];
        *start -= u32::from(keep);
        let at = if keep { *start as usize } else { spare };
        self.entries[at] = entry;
    }
}

/// From this many rows on, [`fill_rows`] partitions the pairs into [`Buckets`] first (below it,
/// the rows' counts fit the cache near the core as they are, and a partition would only add
/// two reads of the pairs).
const PARTITION_FROM_ROWS: usize = 1 << 17;

/// The fewest rows of a bucket, as a power of 2: the counts of `2^13` rows and the entries of
/// their pairs (at two pairs a row) take 96 KiB, well within a core's own cache, with room for
/// what a caller keeps per row beside them.
const LEAST_BUCKET_SHIFT: u32 = 13;

/// The most buckets, as a power of 2 (for rows beyond `2^25`, buckets grow instead): each is a
/// write stream while the pairs are partitioned.
const MOST_BUCKETS_SHIFT: u32 = 12;

/// How much smaller than usual [`Buckets::new`] may make its buckets (a power of 2) so that each
/// pair fits 4 bytes: `2^9` rows (rows and entries below `2^23`) still make fewer than `2^14`
/// buckets.
const LEAST_SHIFT_TO_PACK: u32 = 4;

/// Groups the pairs that `pairs` gives (it is called twice or three times, and must give the
/// same pairs each time) into `rows` rows, each row in the pairs' order; `count` also sees every
/// pair, in the pairs' order, during the first read (a caller's own count, such as the other
/// end's degrees, in the same read). Every row index must be below `rows`, and there must be
/// fewer than `2^32` pairs. On many rows the pairs go through [`Buckets`] (the rows are the
/// same; `entries` is then given the partition's memory, its own dropped). Time O(rows +
/// pairs).
pub(crate) fn fill_rows<I>(
    rows: usize,
    pairs: impl Fn() -> I,
    count: impl FnMut(u32, u32),
    starts: &mut Vec<u32>,
    entries: &mut Vec<u32>,
) where
    I: DoubleEndedIterator<Item = (u32, u32)>,
{
    if rows < PARTITION_FROM_ROWS {
        fill_rows_directly(rows, pairs, count, starts, entries);
    } else {
        let buckets = Buckets::new(rows, pairs, count);
        starts.clear();
        starts.reserve(rows + 1);
        *entries = buckets.into_rows(rows, |_, at| starts.push(at));
    }
}

/// [`fill_rows`] without a partition: one read of the pairs counts them by [`Grouping`], a
/// second, backwards, places them.
fn fill_rows_directly<I>(
    rows: usize,
    pairs: impl Fn() -> I,
    mut count: impl FnMut(u32, u32),
    starts: &mut Vec<u32>,
    entries: &mut Vec<u32>,
) where
    I: DoubleEndedIterator<Item = (u32, u32)>,
{
    let mut grouping = Grouping::new(rows, starts, entries);
    pairs().for_each(|(row, entry)| {
        grouping.count(row);
        count(row, entry);
    });
    let mut placing = grouping.counted();
    pairs()
        .rev()
        .for_each(|(row, entry)| placing.place(row, entry));
}

/// Pairs `(row, entry)` partitioned by row into buckets of `2^shift` consecutive rows, bucket 0
/// first, each bucket's pairs in the order given (a stable partition, as one pass of a radix
/// sort on the row's high bits). Reading the pairs bucket by bucket then touches one bucket's
/// rows at a time: whatever is kept per row (counts, where rows start, the rows themselves) is
/// written within a window that fits the cache, instead of at random.
///
/// Where a row's place in its bucket and the entry fit 32 bits together (rows and entries below
/// `2^20` with buckets of `2^12` rows, say), each pair takes 4 bytes ([`Layout::Packed`]), else 8;
/// packed pairs can also become the rows themselves, in the same memory
/// ([`Buckets::into_rows`]): fresh memory is dear (each new page is cleared by the kernel), and
/// the partition and the rows would otherwise each take their own.
pub(crate) struct Buckets {
    /// Where each bucket's pairs start, and one more: where the last one's end.
    bounds: Vec<u32>,
    /// Each bucket holds the rows `b << shift` to `(b + 1 << shift) - 1`.
    shift: u32,
    /// The pairs, grouped by bucket.
    layout: Layout,
}

/// How [`Buckets`] keep their pairs.
enum Layout {
    /// Each pair as `place << entry_bits | entry`, `place` being the row less its bucket's
    /// first row (`shift + entry_bits` is at most 32).
    Packed { pairs: Vec<u32>, entry_bits: u32 },
    /// Each pair as `row << 32 | entry`.
    Wide(Vec<u64>),
}

impl Buckets {
    /// Partitions the pairs that `pairs` gives (called twice, giving the same pairs) into
    /// buckets for `rows` rows, with buckets of `2^13` rows, or as few as `2^9` where that lets
    /// a pair fit 4 bytes, and at most about `2^12` buckets; `count` sees every pair during the
    /// first read, in the pairs' order. Every row must be below `rows`, and there must be fewer
    /// than `2^32` pairs.
    pub(crate) fn new<I>(rows: usize, pairs: impl Fn() -> I, count: impl FnMut(u32, u32)) -> Self
    where
        I: Iterator<Item = (u32, u32)>,
    {
        let bits = usize::BITS - rows.leading_zeros();
        let shift = LEAST_BUCKET_SHIFT.max(bits.saturating_sub(MOST_BUCKETS_SHIFT));
        Self::partition(rows, shift - LEAST_SHIFT_TO_PACK, shift, pairs, count)
    }

    /// [`Buckets::new`] with buckets of `2^shift` rows (`2^least` where only that packs the
    /// pairs; `least` at most `shift`).
    fn partition<I>(
        rows: usize,
        least: u32,
        shift: u32,
        pairs: impl Fn() -> I,
        mut count: impl FnMut(u32, u32),
    ) -> Self
    where
        I: Iterator<Item = (u32, u32)>,
    {
        // The pairs counted by buckets of `2^least` rows (`fine[b + 1]` for bucket `b`), and
        // every bit any entry has.
        let mut fine = vec![0u32; (rows >> least) + 2];
        let mut bits_seen = 0u32;
        // `for_each` rather than a `for` loop: a caller's pairs that come from nested loops
        // (a `flat_map` over rows) are then read by those loops, not one `next` at a time.
        pairs().for_each(|(row, entry)| {
            fine[(row >> least) as usize + 1] += 1;
            bits_seen |= entry;
            count(row, entry);
        });
        let entry_bits = u32::BITS - bits_seen.leading_zeros();
        let packs = |shift: u32| shift + entry_bits <= 32 && entry_bits < 32;
        let (shift, packed) = std::iter::once(shift)
            .chain((least..shift).rev())
            .find(|&s| packs(s))
            .map_or((shift, false), |shift| (shift, true));
        // `next[b + 1]` counts the pairs of bucket `b`, then `next[b]` is where its next pair
        // goes.
        let mut next = vec![0u32; (rows >> shift) + 2];
        for (b, &pairs) in fine[1..].iter().enumerate() {
            next[(b >> (shift - least)) + 1] += pairs;
        }
        let mut sum = 0u32;
        for slot in next.iter_mut() {
            sum += *slot;
            *slot = sum;
        }
        let bounds = next.clone();
        let layout = if packed {
            // Zeroed room, asked for in huge pages before it is written (fewer page faults).
            let mut grouped = vec![0u32; sum as usize];
            crate::prefetch::advise_huge_pages(&mut grouped);
            let place_mask = (1u32 << shift) - 1;
            pairs().for_each(|(row, entry)| {
                let at = &mut next[(row >> shift) as usize];
                grouped[*at as usize] = (row & place_mask) << entry_bits | entry;
                *at += 1;
            });
            Layout::Packed {
                pairs: grouped,
                entry_bits,
            }
        } else {
            let mut grouped = vec![0u64; sum as usize];
            crate::prefetch::advise_huge_pages(&mut grouped);
            pairs().for_each(|(row, entry)| {
                let at = &mut next[(row >> shift) as usize];
                grouped[*at as usize] = u64::from(row) << 32 | u64::from(entry);
                *at += 1;
            });
            Layout::Wide(grouped)
        };
        Buckets {
            bounds,
            shift,
            layout,
        }
    }

    /// The pairs `(row, entry)`, bucket after bucket, each bucket's in the order given (what
    /// [`Buckets::each_pair`] visits).
    #[cfg(test)]
    fn pairs(&self) -> impl DoubleEndedIterator<Item = (u32, u32)> + '_ {
        let buckets = self.bounds.len() - 1;
        (0..buckets).flat_map(move |b| {
            let first_row = (b as u32) << self.shift;
            (self.bounds[b] as usize..self.bounds[b + 1] as usize).map(move |i| {
                match &self.layout {
                    Layout::Packed { pairs, entry_bits } => {
                        let pair = pairs[i];
                        (
                            first_row | pair >> entry_bits,
                            pair & ((1 << entry_bits) - 1),
                        )
                    }
                    Layout::Wide(pairs) => ((pairs[i] >> 32) as u32, pairs[i] as u32),
                }
            })
        })
    }

    /// The pairs grouped into `rows` rows by [`Grouping`], each row in the pairs' order (the
    /// rows [`fill_rows`] gives): counted, then placed backwards, one bucket at a time.
    pub(crate) fn fill(&self, rows: usize, starts: &mut Vec<u32>, entries: &mut Vec<u32>) {
        self.fill_mapped(rows, |row, entry| Some((row, entry)), starts, entries);
    }

    /// The rows of [`Buckets::fill`], the entries in the memory that held the packed pairs
    /// where they are packed (else in new memory): one bucket at a time, its pairs are copied
    /// aside, counted by row, and each entry is written back into the bucket's own span, where
    /// its rows lie (a bucket's rows hold exactly its pairs). `start` is told where each row
    /// starts, row after row (`start(row, at)`), then where the last one ends
    /// (`start(rows, pairs)`).
    pub(crate) fn into_rows(self, rows: usize, mut start: impl FnMut(usize, u32)) -> Vec<u32> {
        let (mut grouped, entry_bits) = match self.layout {
            Layout::Packed { pairs, entry_bits } => (pairs, entry_bits),
            Layout::Wide(_) => {
                let (mut starts, mut entries) = (Vec::new(), Vec::new());
                self.fill(rows, &mut starts, &mut entries);
                for (row, &at) in starts.iter().enumerate() {
                    start(row, at);
                }
                return entries;
            }
        };
        let entry_mask = (1u32 << entry_bits) - 1;
        let mut aside: Vec<u32> = Vec::new();
        // Where the next entry of each row of the bucket goes.
        let mut at: Vec<u32> = vec![0; 1 << self.shift];
        for (b, span) in self.bounds.windows(2).enumerate() {
            let first_row = b << self.shift;
            if first_row >= rows {
                break;
            }
            let span = span[0] as usize..span[1] as usize;
            aside.clear();
            aside.extend_from_slice(&grouped[span.clone()]);
            let at = &mut at[..(rows - first_row).min(1 << self.shift)];
            at.fill(0);
            for &pair in &aside {
                at[(pair >> entry_bits) as usize] += 1;
            }
            let mut sum = span.start as u32;
            for (place, slot) in at.iter_mut().enumerate() {
                let pairs = *slot;
                *slot = sum;
                start(first_row + place, sum);
                sum += pairs;
            }
            for &pair in &aside {
                let slot = &mut at[(pair >> entry_bits) as usize];
                grouped[*slot as usize] = pair & entry_mask;
                *slot += 1;
            }
        }
        start(rows, grouped.len() as u32);
        grouped
    }

    /// [`Buckets::fill`] with each pair first mapped by `map` (called twice for each pair, and
    /// giving the same each time), or left out where it gives `None`: a caller that sends some
    /// pairs to other rows or drops them needs no second partition. Each row holds its pairs in
    /// the order of the partition (the pairs' order where no pair changes row); a pair
    /// mapped to a row far from its own is written outside the bucket's window.
    pub(crate) fn fill_mapped(
        &self,
        rows: usize,
        map: impl Fn(u32, u32) -> Option<(u32, u32)>,
        starts: &mut Vec<u32>,
        entries: &mut Vec<u32>,
    ) {
        let kept = |row: u32, entry: u32| match map(row, entry) {
            Some((row, entry)) => (row, entry, true),
            None => (row, entry, false),
        };
        self.fill_kept(rows, kept, starts, entries);
    }

    /// [`Buckets::fill_mapped`] with the map giving `(row, entry, keep)`, the pair left out
    /// where `keep` is false (`row` must be below `rows` all the same): counted and placed
    /// without a branch on `keep`, for a caller whose dropped pairs come at random.
    pub(crate) fn fill_kept(
        &self,
        rows: usize,
        map: impl Fn(u32, u32) -> (u32, u32, bool),
        starts: &mut Vec<u32>,
        entries: &mut Vec<u32>,
    ) {
        let mut grouping = Grouping::new(rows, starts, entries);
        self.each_pair(false, |row, entry| {
            let (row, _, keep) = map(row, entry);
            grouping.count_kept(row, keep);
        });
        let mut placing = grouping.counted_with_spare();
        self.each_pair(true, |row, entry| {
            let (row, entry, keep) = map(row, entry);
            placing.place_kept(row, entry, keep);
        });
        entries.pop();
    }

    /// Calls `visit` on every pair `(row, entry)`, bucket after bucket, each bucket's in the
    /// order given (or all of them `backwards`), by plain loops over each bucket, the layout
    /// looked at once (for a hot loop's caller).
    #[inline(always)]
    fn each_pair(&self, backwards: bool, mut visit: impl FnMut(u32, u32)) {
        let buckets = self.bounds.len() - 1;
        let spans = (0..buckets).map(|b| {
            let span = self.bounds[b] as usize..self.bounds[b + 1] as usize;
            ((b as u32) << self.shift, span)
        });
        let mut in_bucket = |first_row: u32, span: std::ops::Range<usize>| match &self.layout {
            Layout::Packed { pairs, entry_bits } => {
                let (bits, mask) = (*entry_bits, (1u32 << entry_bits) - 1);
                let pairs = pairs[span].iter();
                let mut split = |&pair: &u32| visit(first_row | pair >> bits, pair & mask);
                if backwards {
                    pairs.rev().for_each(&mut split);
                } else {
                    pairs.for_each(&mut split);
                }
            }
            Layout::Wide(pairs) => {
                let pairs = pairs[span].iter();
                let mut split = |&pair: &u64| visit((pair >> 32) as u32, pair as u32);
                if backwards {
                    pairs.rev().for_each(&mut split);
                } else {
                    pairs.for_each(&mut split);
                }
            }
        };
        if backwards {
            spans
                .rev()
                .for_each(|(first_row, span)| in_bucket(first_row, span));
        } else {
            spans.for_each(|(first_row, span)| in_bucket(first_row, span));
        }
    }
}

/// The pairs `(head, tail)` of the arcs of the compressed rows `starts`/`targets` (the rows of
/// arcs out): grouped by [`fill_rows`], the arcs turned round.
pub(crate) fn arcs_back<'g>(
    starts: &'g [u32],
    targets: &'g [u32],
) -> impl DoubleEndedIterator<Item = (u32, u32)> + 'g {
    starts.windows(2).enumerate().flat_map(move |(tail, row)| {
        targets[row[0] as usize..row[1] as usize]
            .iter()
            .map(move |&head| (head, tail as u32))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Random;

    /// The rows by the definition: for each row, its pairs' entries in order.
    fn by_definition(rows: usize, pairs: &[(u32, u32)]) -> Vec<Vec<u32>> {
        (0..rows as u32)
            .map(|row| {
                pairs
                    .iter()
                    .filter(|&&(r, _)| r == row)
                    .map(|&(_, entry)| entry)
                    .collect()
            })
            .collect()
    }

    fn check(rows: usize, pairs: &[(u32, u32)], starts: &mut Vec<u32>, entries: &mut Vec<u32>) {
        let mut counted = vec![0u32; rows];
        fill_rows(
            rows,
            || pairs.iter().copied(),
            |_, entry| counted[entry as usize % rows] += 1,
            starts,
            entries,
        );
        assert_eq!(starts.len(), rows + 1);
        assert_eq!(starts[0], 0);
        assert_eq!(starts[rows] as usize, pairs.len());
        let expected = by_definition(rows, pairs);
        for (row, want) in expected.iter().enumerate() {
            let got = &entries[starts[row] as usize..starts[row + 1] as usize];
            assert_eq!(got, &want[..], "row {row} of {pairs:?}");
        }
        let mut by_entry = vec![0u32; rows];
        for &(_, entry) in pairs {
            by_entry[entry as usize % rows] += 1;
        }
        assert_eq!(counted, by_entry);
    }

    #[test]
    fn rows_hold_their_pairs_in_order_with_memory_reused() {
        let (mut starts, mut entries) = (vec![7; 40], vec![9; 3]);
        check(1, &[], &mut starts, &mut entries);
        check(3, &[], &mut starts, &mut entries);
        check(
            3,
            &[(2, 0), (0, 1), (2, 2), (2, 1), (0, 1)],
            &mut starts,
            &mut entries,
        );
        let mut random = Random::from_seed(3);
        for round in 0..300 {
            let rows = 1 + round % 17;
            let pairs: Vec<(u32, u32)> = (0..random.below(60))
                .map(|_| {
                    (
                        random.below(rows as u64) as u32,
                        random.below(rows as u64) as u32,
                    )
                })
                .collect();
            check(rows, &pairs, &mut starts, &mut entries);
        }
    }

    /// The rows of `pairs` through [`Buckets`] of `2^shift` rows, with the caller's count.
    fn through_buckets(rows: usize, shift: u32, pairs: &[(u32, u32)]) -> (Vec<u32>, Vec<u32>) {
        through_buckets_packed_from(rows, shift, shift, pairs)
    }

    /// The rows of `pairs` through [`Buckets::partition`] with buckets of `2^shift` rows, or as
    /// few as `2^least` to pack them; checks the partition, [`Buckets::fill_mapped`] and
    /// [`Buckets::into_rows`] against grouping directly.
    fn through_buckets_packed_from(
        rows: usize,
        least: u32,
        shift: u32,
        pairs: &[(u32, u32)],
    ) -> (Vec<u32>, Vec<u32>) {
        let mut seen = Vec::new();
        let buckets = Buckets::partition(
            rows,
            least,
            shift,
            || pairs.iter().copied(),
            |row, entry| seen.push((row, entry)),
        );
        assert_eq!(seen, pairs, "the count sees every pair in order");
        assert!((least..=shift).contains(&buckets.shift));
        let mut by_bucket = pairs.to_vec();
        by_bucket.sort_by_key(|&(row, _)| row >> buckets.shift);
        assert!(
            buckets.pairs().eq(by_bucket.iter().copied()),
            "a stable partition"
        );
        assert!(
            buckets.pairs().rev().eq(by_bucket.iter().rev().copied()),
            "read backwards"
        );
        // Some pairs dropped and the others sent to other rows: the rows of the pairs so mapped.
        let map = |row: u32, entry: u32| {
            (entry % 3 != 0).then_some(((row * 7 + entry) % rows as u32, entry))
        };
        let mapped: Vec<(u32, u32)> = buckets.pairs().filter_map(|(r, e)| map(r, e)).collect();
        let (mut starts, mut entries) = (vec![4; 1], vec![3; 5]);
        buckets.fill_mapped(rows, map, &mut starts, &mut entries);
        assert_eq!((starts, entries), directly(rows, &mapped), "{pairs:?}");
        let (mut starts, mut entries) = (vec![1; 3], vec![2; 70]);
        buckets.fill(rows, &mut starts, &mut entries);
        let mut told = Vec::new();
        let in_place = buckets.into_rows(rows, |row, at| told.push((row, at)));
        assert_eq!(in_place, entries, "rows in place");
        let want: Vec<(usize, u32)> = starts.iter().copied().enumerate().collect();
        assert_eq!(told, want, "the rows' starts, in order");
        (starts, entries)
    }

    #[test]
    fn buckets_pack_their_pairs_where_they_fit() {
        let mut random = Random::from_seed(11);
        for round in 0..300 {
            let rows = 1 + round % 200;
            let entry_bits = [0, 1, 5, 26, 27, 28, 29, 30, 31, 32][round % 10];
            let pairs: Vec<(u32, u32)> = (0..random.below(300))
                .map(|_| {
                    let entry = random.below(1 << entry_bits) as u32;
                    (random.below(rows as u64) as u32, entry)
                })
                .collect();
            let want = directly(rows, &pairs);
            for (least, shift) in [(0, 0), (1, 4), (0, 6), (3, 3), (2, 5)] {
                assert_eq!(
                    through_buckets_packed_from(rows, least, shift, &pairs),
                    want
                );
            }
        }
        // Rows and entries below 2^20 pack with buckets of 2^12 rows, not 2^13.
        let pairs: Vec<(u32, u32)> = (0..5000u32)
            .map(|i| (i * 7919 % 1_000_000, i * 104_729 % 1_000_000))
            .collect();
        let buckets = Buckets::new(1_000_000, || pairs.iter().copied(), |_, _| {});
        assert_eq!(buckets.shift, 12);
        assert!(matches!(buckets.layout, Layout::Packed { .. }));
        let mut starts = Vec::new();
        let entries = buckets.into_rows(1_000_000, |_, at| starts.push(at));
        assert_eq!((starts, entries), directly(1_000_000, &pairs));
    }

    /// The rows of `pairs` grouped directly.
    fn directly(rows: usize, pairs: &[(u32, u32)]) -> (Vec<u32>, Vec<u32>) {
        let (mut starts, mut entries) = (Vec::new(), Vec::new());
        fill_rows_directly(
            rows,
            || pairs.iter().copied(),
            |_, _| {},
            &mut starts,
            &mut entries,
        );
        (starts, entries)
    }

    #[test]
    fn buckets_give_the_rows_of_grouping_directly() {
        // Every list of up to 4 pairs on 1 to 3 rows, in buckets of 1, 2 and 4 rows.
        for rows in 1..=3usize {
            let every: Vec<(u32, u32)> = (0..rows as u32)
                .flat_map(|row| (0..rows as u32).map(move |entry| (row, entry)))
                .collect();
            let mut level: Vec<Vec<(u32, u32)>> = vec![Vec::new()];
            let mut lists = level.clone();
            for _ in 0..4 {
                level = level
                    .iter()
                    .flat_map(|list| {
                        every.iter().map(move |&pair| {
                            let mut list = list.clone();
                            list.push(pair);
                            list
                        })
                    })
                    .collect();
                lists.extend(level.iter().cloned());
            }
            for pairs in &lists {
                for shift in 0..3 {
                    assert_eq!(through_buckets(rows, shift, pairs), directly(rows, pairs));
                }
            }
        }
        let mut random = Random::from_seed(5);
        for round in 0..400 {
            let rows = 1 + round % 41;
            let pairs: Vec<(u32, u32)> = (0..random.below(120))
                .map(|_| {
                    (
                        random.below(rows as u64) as u32,
                        random.below(1 << 32) as u32,
                    )
                })
                .collect();
            let want = directly(rows, &pairs);
            for shift in 0..5 {
                assert_eq!(through_buckets(rows, shift, &pairs), want);
            }
        }
    }

    #[test]
    fn many_rows_go_through_buckets_to_the_same_rows() {
        let mut random = Random::from_seed(8);
        for rows in [PARTITION_FROM_ROWS, 300_001] {
            let pairs: Vec<(u32, u32)> = (0..2 * rows)
                .map(|_| {
                    (
                        random.below(rows as u64) as u32,
                        random.below(rows as u64) as u32,
                    )
                })
                .collect();
            let (mut starts, mut entries) = (Vec::new(), Vec::new());
            let mut by_entry = vec![0u32; rows];
            fill_rows(
                rows,
                || pairs.iter().copied(),
                |_, entry| by_entry[entry as usize] += 1,
                &mut starts,
                &mut entries,
            );
            assert_eq!((starts, entries), directly(rows, &pairs));
            let mut want = vec![0u32; rows];
            for &(_, entry) in &pairs {
                want[entry as usize] += 1;
            }
            assert_eq!(by_entry, want);
        }
    }

    #[test]
    fn arcs_back_turns_compressed_rows_round() {
        // 0 -> 1, 0 -> 2, 2 -> 2, 2 -> 0, 0 -> 1.
        let (starts, targets) = ([0, 3, 3, 5], [1, 2, 1, 2, 0]);
        let pairs: Vec<(u32, u32)> = arcs_back(&starts, &targets).collect();
        assert_eq!(pairs, [(1, 0), (2, 0), (1, 0), (2, 2), (0, 2)]);
        let backwards: Vec<(u32, u32)> = arcs_back(&starts, &targets).rev().collect();
        assert_eq!(backwards, [(0, 2), (2, 2), (1, 0), (2, 0), (1, 0)]);
        let (mut back_starts, mut tails) = (Vec::new(), Vec::new());
        fill_rows(
            3,
            || arcs_back(&starts, &targets),
            |_, _| {},
            &mut back_starts,
            &mut tails,
        );
        assert_eq!(back_starts, [0, 1, 3, 5]);
        assert_eq!(tails, [2, 0, 0, 0, 2]);
    }
}
