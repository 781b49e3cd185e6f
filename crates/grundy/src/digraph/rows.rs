//! Rows built by counting: a list of `(row, entry)` pairs grouped by row, each row in the pairs'
//! order, the way every graph of the digraph games gets its rows of arcs out or back
//! ([`Digraph`](super::Digraph)'s constructors, Kahn's peeling, the loopy labelling,
//! graph-score-game's backward pass).

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

    /// The counting done (fewer than `2^32` pairs): room for the entries, and the second phase.
    pub(crate) fn counted(self) -> Placing<'v> {
        let mut end = 0u32;
        for start in self.starts.iter_mut() {
            end += *start;
            *start = end;
        }
        self.entries.clear();
        self.entries.resize(end as usize, 0);
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
}

/// Groups the pairs that `pairs` gives (it is called twice: once forwards, once backwards, and
/// must give the same pairs both times) into `rows` rows by [`Grouping`], each row in the
/// pairs' order; `count` also sees every pair during the first pass (a caller's own count, such
/// as the other end's degrees, in the same read). Every row index must be below `rows`, and
/// there must be fewer than `2^32` pairs. Time O(rows + pairs).
pub(crate) fn fill_rows<I>(
    rows: usize,
    pairs: impl Fn() -> I,
    mut count: impl FnMut(u32, u32),
    starts: &mut Vec<u32>,
    entries: &mut Vec<u32>,
) where
    I: DoubleEndedIterator<Item = (u32, u32)>,
{
    let mut grouping = Grouping::new(rows, starts, entries);
    for (row, entry) in pairs() {
        grouping.count(row);
        count(row, entry);
    }
    let mut placing = grouping.counted();
    for (row, entry) in pairs().rev() {
        placing.place(row, entry);
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
