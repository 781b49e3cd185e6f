//! The linear-basis criterion of hunger-game: the values as vectors over GF(2), and a set of boxes
//! whose opening wins.
//!
//! Inserting the values one by one into a basis (Gaussian elimination over 64-bit words), each
//! basis row also remembers which basis boxes it is the XOR of (a 64-bit mask over the at most 64
//! boxes that entered the basis). A value that reduces to 0 is a box of `C` (dependent on those
//! before it), and the mask it reduced with writes it as the XOR of basis boxes; the XOR of those
//! masks over `C` is the set `S` of basis boxes with `XOR(S) = XOR(C)`. Opening `E = C ∪ S` leaves
//! the basis boxes outside `S` closed, which are independent. O(64) word operations per value.

use std::ops::Range;

/// A basis over GF(2) in reduced form (Gauss–Jordan): each row's pivot bit appears in no other
/// row. A value then reduces by XOR-ing the rows of the pivot bits it holds, with no chain of
/// dependent steps, and a new row is cleared from the others in one pass that the compiler
/// vectorizes.
#[derive(Debug, Clone)]
pub struct Basis {
    /// `rows[..count]`, in order of insertion.
    rows: [u64; 64],
    count: usize,
    /// `slot[b]`: the row whose pivot is bit `b`.
    slot: [u8; 64],
    pivots: u64,
}

impl Default for Basis {
    fn default() -> Self {
        Self::new()
    }
}

impl Basis {
    /// The empty basis.
    pub fn new() -> Self {
        Basis {
            rows: [0; 64],
            count: 0,
            slot: [0; 64],
            pivots: 0,
        }
    }

    /// The rank: how many rows.
    pub fn rank(&self) -> usize {
        self.count
    }

    /// Adds `value` if it is independent of the rows; says whether it was.
    pub fn insert(&mut self, value: u64) -> bool {
        let mut reduced = value;
        let mut hits = value & self.pivots;
        while hits != 0 {
            reduced ^= self.rows[usize::from(self.slot[hits.trailing_zeros() as usize])];
            hits &= hits - 1;
        }
        if reduced == 0 {
            return false;
        }
        // `reduced` holds no pivot bit; its top bit becomes one.
        let pivot = 63 - reduced.leading_zeros();
        for row in &mut self.rows[..self.count] {
            *row ^= reduced & ((*row >> pivot) & 1).wrapping_neg();
        }
        self.rows[self.count] = reduced;
        self.slot[pivot as usize] = self.count as u8;
        self.pivots |= 1 << pivot;
        self.count += 1;
        true
    }
}

/// Whether `values` (at most 64 of them) are linearly independent over GF(2): split into halves
/// for [`independent_halves`], which the contest line calls on values it gathered as halves.
#[cfg(test)]
pub fn independent(values: &[u64]) -> bool {
    assert!(
        values.len() <= 64,
        "at most 64 vectors of 64 bits are independent"
    );
    let mut high = [0u32; 64];
    let mut low = [0u32; 64];
    for (index, &value) in values.iter().enumerate() {
        high[index] = (value >> 32) as u32;
        low[index] = value as u32;
    }
    independent_halves(&mut high, &mut low, values.len())
}

/// Whether the first `count` values (at most 64), given as their high and low 32-bit halves in
/// `high` and `low` (which it changes; what follows them does not matter), are linearly
/// independent over GF(2), by forward elimination: each row in turn, unless it has become 0,
/// takes its top bit as its pivot and clears that bit from every row after it (a masked XOR, the
/// same on every row, with no branch and no row depending on another). The rows are kept as two
/// arrays of 32-bit halves, so that one SSE2 instruction tests the pivot bit of four rows at
/// once (an AND with the bit, then a comparison: no shifts, which fewer of the processor's
/// vector units execute). Four pivots are taken at a time, each cleared of the ones before it on
/// whole 64-bit rows without a branch ([`GroupPivot`]), so that each row after them is loaded
/// and stored once for the four, and each group pays one loop (whose exit the processor
/// mispredicts, the trip count changing from group to group) and one set-up; pivots in the low
/// halves leave the high halves alone (they are 0 there). The rows after a group are cleared up
/// to the next multiple of four after the last value (the rows past it are set to 0 and stay 0).
/// Fewer instructions than growing a [`Basis`] one value at a time, and than two pivots at a
/// time (docs/games/hunger-game.md, "Speed"). The halves are the caller's so that values
/// gathered as halves (hunger-game's contest line, [`super::report::HungerFold`]) are not split
/// again.
pub fn independent_halves(high: &mut [u32; 64], low: &mut [u32; 64], count: usize) -> bool {
    assert!(count <= 64, "at most 64 vectors of 64 bits are independent");
    // A multiple of 4 the compiler sees as one (`next_multiple_of` it does not), so that the row
    // loops run four rows a step with no remainder.
    let end = (count + 3) & !3;
    // The rows past the last value are cleared with the others: they must be 0.
    high[count..end].fill(0);
    low[count..end].fill(0);
    let mut index = 0;
    while index + 4 <= count {
        let row = |at: usize| u64::from(high[at]) << 32 | u64::from(low[at]);
        let first = GroupPivot::of(row(index));
        let second = GroupPivot::of(first.clear(row(index + 1)));
        let third = GroupPivot::of(second.clear(first.clear(row(index + 2))));
        let fourth = GroupPivot::of(third.clear(second.clear(first.clear(row(index + 3)))));
        if (first.row == 0) | (second.row == 0) | (third.row == 0) | (fourth.row == 0) {
            return false;
        }
        let group = [
            first.halves(),
            second.halves(),
            third.halves(),
            fourth.halves(),
        ];
        let rows = (&mut *high, &mut *low, index + 4..end);
        // Which of the four pivots are in the high halves: bit 3 the first, bit 0 the fourth.
        match first.half() << 3 | second.half() << 2 | third.half() << 1 | fourth.half() {
            0 => clear_four_low(rows.1, rows.2, &group),
            1 => clear_four::<false, false, false, true>(rows, &group),
            2 => clear_four::<false, false, true, false>(rows, &group),
            3 => clear_four::<false, false, true, true>(rows, &group),
            4 => clear_four::<false, true, false, false>(rows, &group),
            5 => clear_four::<false, true, false, true>(rows, &group),
            6 => clear_four::<false, true, true, false>(rows, &group),
            7 => clear_four::<false, true, true, true>(rows, &group),
            8 => clear_four::<true, false, false, false>(rows, &group),
            9 => clear_four::<true, false, false, true>(rows, &group),
            10 => clear_four::<true, false, true, false>(rows, &group),
            11 => clear_four::<true, false, true, true>(rows, &group),
            12 => clear_four::<true, true, false, false>(rows, &group),
            13 => clear_four::<true, true, false, true>(rows, &group),
            14 => clear_four::<true, true, true, false>(rows, &group),
            _ => clear_four::<true, true, true, true>(rows, &group),
        }
        index += 4;
    }
    // The last rows, at most three, each cleared of the pivots before it.
    let mut pivots = [GroupPivot::of(0); 3];
    for left in 0..count - index {
        let at = index + left;
        let reduced = pivots[..left].iter().fold(
            u64::from(high[at]) << 32 | u64::from(low[at]),
            |row, pivot| pivot.clear(row),
        );
        if reduced == 0 {
            return false;
        }
        pivots[left] = GroupPivot::of(reduced);
    }
    true
}

/// A pivot row of a group of four, whole, and its top bit (0 for the row 0, which the caller
/// refuses).
#[derive(Debug, Clone, Copy)]
struct GroupPivot {
    row: u64,
    top: u32,
}

impl GroupPivot {
    /// `row` as a pivot.
    fn of(row: u64) -> GroupPivot {
        GroupPivot {
            row,
            top: 63 - (row | 1).leading_zeros(),
        }
    }

    /// `row` cleared of the pivot's bit, without a branch.
    fn clear(self, row: u64) -> u64 {
        row ^ (self.row & 0u64.wrapping_sub(row >> self.top & 1))
    }

    /// 1 when the pivot's bit is in the high half, else 0.
    fn half(self) -> usize {
        (self.top >> 5) as usize
    }

    /// The pivot as the row loops take it.
    fn halves(self) -> Halves {
        Halves {
            high: (self.row >> 32) as u32,
            low: self.row as u32,
            bit: 1 << (self.top & 31),
        }
    }
}

/// A pivot row as its two halves, and its bit within its half.
#[derive(Debug, Clone, Copy)]
struct Halves {
    high: u32,
    low: u32,
    bit: u32,
}

impl Halves {
    /// The row `(high, low)` cleared of the pivot's bit (`IN_HIGH`: whether it is in the high
    /// half), without a branch.
    #[inline(always)]
    fn clear<const IN_HIGH: bool>(&self, (high, low): (u32, u32)) -> (u32, u32) {
        let tested = if IN_HIGH { high } else { low };
        let mask = bit_mask(tested, self.bit);
        (high ^ self.high & mask, low ^ self.low & mask)
    }
}

/// Clears the four pivots' bits, in order, from the rows `range` of `(high, low)`; `FIRST` to
/// `FOURTH` say which pivots' bits are in the high halves. One loop over the rows, the four steps
/// written out, which the compiler vectorizes four rows a step.
#[inline(always)]
fn clear_four<const FIRST: bool, const SECOND: bool, const THIRD: bool, const FOURTH: bool>(
    (high, low, range): (&mut [u32; 64], &mut [u32; 64], Range<usize>),
    [first, second, third, fourth]: &[Halves; 4],
) {
    // Slices, so that no row's index is checked (a check in the loop would leave its last rows
    // to a scalar loop).
    for (high, low) in high[range.clone()].iter_mut().zip(&mut low[range]) {
        let row = first.clear::<FIRST>((*high, *low));
        let row = second.clear::<SECOND>(row);
        let row = third.clear::<THIRD>(row);
        (*high, *low) = fourth.clear::<FOURTH>(row);
    }
}

/// [`clear_four`] when all four pivots' bits are in the low halves: the high halves are left
/// alone.
#[inline(always)]
fn clear_four_low(
    low: &mut [u32; 64],
    range: Range<usize>,
    [first, second, third, fourth]: &[Halves; 4],
) {
    for row in &mut low[range] {
        let mut half = *row;
        half ^= first.low & bit_mask(half, first.bit);
        half ^= second.low & bit_mask(half, second.bit);
        half ^= third.low & bit_mask(half, third.bit);
        *row = half ^ fourth.low & bit_mask(half, fourth.bit);
    }
}

/// All ones when `half` holds `bit` (a single bit), else 0: an AND and a comparison, which the
/// compiler keeps as such in the vectorized loops (SSE2 `pand`, `pcmpeqd`) rather than shifts.
#[inline(always)]
fn bit_mask(half: u32, bit: u32) -> u32 {
    (-i32::from(half & bit == bit)) as u32
}

/// Whether the rank of `values` over GF(2) is below their number (some non-empty subset has XOR
/// 0): the contest answer. More than 64 values are dependent without looking at them.
#[cfg(test)]
pub fn is_dependent(values: &[u64]) -> bool {
    if values.len() > 64 {
        return true;
    }
    let mut basis = Basis::new();
    !values.iter().all(|&value| basis.insert(value))
}

/// The rank of the values and a winning set of boxes to open, when there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The rank of the values over GF(2).
    pub rank: usize,
    /// Boxes (0-based, increasing) whose values XOR to 0 and whose complement is independent;
    /// `None` when the values are independent (the first player loses).
    pub open: Option<Vec<usize>>,
}

/// The rank of `values` and a winning set `E = C ∪ S` (see the module's documentation).
pub fn analyse(values: &[u64]) -> Analysis {
    // rows[b] = (vector with leading bit b, mask over basis slots); slot_box[s] = the box that
    // entered the basis as slot s.
    let mut rows = [(0u64, 0u64); 64];
    let mut slot_box: Vec<usize> = Vec::with_capacity(64);
    let mut dependent: Vec<usize> = Vec::new();
    let mut dependent_mask = 0u64;
    for (index, &value) in values.iter().enumerate() {
        let (mut vector, mut mask) = (value, 0u64);
        while vector != 0 {
            let top = 63 - vector.leading_zeros() as usize;
            let (row, row_mask) = rows[top];
            if row == 0 {
                break;
            }
            vector ^= row;
            mask ^= row_mask;
        }
        if vector == 0 {
            // value = XOR of the basis boxes in `mask`.
            dependent.push(index);
            dependent_mask ^= mask;
        } else {
            let slot = slot_box.len();
            slot_box.push(index);
            rows[63 - vector.leading_zeros() as usize] = (vector, mask | 1 << slot);
        }
    }
    let rank = slot_box.len();
    if dependent.is_empty() {
        return Analysis { rank, open: None };
    }
    let mut open = dependent;
    open.extend(
        (0..rank)
            .filter(|&slot| dependent_mask >> slot & 1 == 1)
            .map(|slot| slot_box[slot]),
    );
    open.sort_unstable();
    Analysis {
        rank,
        open: Some(open),
    }
}

/// The rank of `values` over GF(2) (for checking a winning set's complement).
pub fn rank(values: impl IntoIterator<Item = u64>) -> usize {
    let mut basis = Basis::new();
    for value in values {
        basis.insert(value);
    }
    basis.rank()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The set opens boxes of XOR 0 and leaves an independent rest.
    fn assert_wins(values: &[u64], open: &[usize]) {
        assert!(!open.is_empty());
        let xor = open.iter().fold(0, |sum, &box_| sum ^ values[box_]);
        assert_eq!(xor, 0, "{values:?} {open:?}");
        let rest: Vec<u64> = (0..values.len())
            .filter(|index| !open.contains(index))
            .map(|index| values[index])
            .collect();
        assert_eq!(
            rank(rest.iter().copied()),
            rest.len(),
            "{values:?} {open:?}"
        );
    }

    #[test]
    fn the_samples() {
        let cases: [(&[u64], bool, usize); 5] = [
            (&[3, 5, 6], true, 2),
            (&[1, 2, 4], false, 3),
            (&[0], true, 0),
            (&[7], false, 1),
            (&[7, 7], true, 1),
        ];
        for (values, first_wins, rank) in cases {
            let analysis = analyse(values);
            assert_eq!(analysis.rank, rank, "{values:?}");
            assert_eq!(analysis.open.is_some(), first_wins, "{values:?}");
            assert_eq!(is_dependent(values), first_wins, "{values:?}");
            if let Some(open) = &analysis.open {
                assert_wins(values, open);
            }
        }
        assert_eq!(analyse(&[3, 5, 6]).open, Some(vec![0, 1, 2]));
    }

    #[test]
    fn the_elimination_agrees_with_the_basis() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..20_000u64 {
            let count = (round % 65) as usize;
            // Values of every width, so that pivots fall in both halves and sets of narrow
            // values are often dependent; now and then a copy, a 0 or a sum of two others.
            let width = 1 + round % 64;
            let mut values: Vec<u64> = (0..count).map(|_| next() >> (64 - width)).collect();
            if count >= 3 {
                match round % 7 {
                    0 => values[count - 1] = values[0],
                    1 => values[count / 2] = 0,
                    2 => values[1] = values[0] ^ values[count - 1],
                    _ => {}
                }
            }
            assert_eq!(independent(&values), !is_dependent(&values), "{values:?}");
        }
        let powers: Vec<u64> = (0..64).map(|bit| 1u64 << bit).collect();
        assert!(independent(&powers));
        let mut reversed = powers.clone();
        reversed.reverse();
        assert!(independent(&reversed));
    }

    #[test]
    fn the_halves_past_the_count_do_not_matter() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for round in 0..3_000u64 {
            let count = (round % 65) as usize;
            let width = 1 + round % 64;
            let values: Vec<u64> = (0..count)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    state >> (64 - width)
                })
                .collect();
            // Whatever follows the values (here every bit set) is not read.
            let (mut high, mut low) = ([u32::MAX; 64], [u32::MAX; 64]);
            for (index, &value) in values.iter().enumerate() {
                high[index] = (value >> 32) as u32;
                low[index] = value as u32;
            }
            assert_eq!(
                independent_halves(&mut high, &mut low, count),
                !is_dependent(&values),
                "{values:?}"
            );
        }
    }

    #[test]
    fn many_values_and_wide_ones() {
        // 64 powers of two are independent; a 65th value never is.
        let powers: Vec<u64> = (0..64).map(|bit| 1u64 << bit).collect();
        assert!(!is_dependent(&powers));
        assert_eq!(analyse(&powers).rank, 64);
        let mut more = powers.clone();
        more.push(u64::MAX);
        assert!(is_dependent(&more));
        let analysis = analyse(&more);
        assert_eq!(analysis.open.as_ref().map(Vec::len), Some(65));
        assert_wins(&more, analysis.open.as_ref().unwrap());
        // Dependencies spread through a long list: every winning set checks out.
        let values: Vec<u64> = (0..500u64)
            .map(|index| index.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 3)
            .collect();
        assert_wins(&values, analyse(&values).open.as_ref().unwrap());
    }
}
