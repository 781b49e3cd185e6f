//! The linear-basis criterion of hunger-game: the values as vectors over GF(2), and a set of boxes
//! whose opening wins.
//!
//! Inserting the values one by one into a basis (Gaussian elimination over 64-bit words), each
//! basis row also remembers which basis boxes it is the XOR of (a 64-bit mask over the at most 64
//! boxes that entered the basis). A value that reduces to 0 is a box of `C` (dependent on those
//! before it), and the mask it reduced with writes it as the XOR of basis boxes; the XOR of those
//! masks over `C` is the set `S` of basis boxes with `XOR(S) = XOR(C)`. Opening `E = C ∪ S` leaves
//! the basis boxes outside `S` closed, which are independent. O(64) word operations per value.

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

/// Whether `values` (at most 64 of them) are linearly independent over GF(2), by forward
/// elimination: each row in turn, unless it has become 0, takes its top bit as its pivot and
/// clears that bit from every row after it (a masked XOR, the same on every row, with no branch
/// and no row depending on another). The rows are kept as two arrays of 32-bit halves, so that
/// one SSE2 instruction tests the pivot bit of four rows at once (the bit shifted to the top of
/// its half, then spread by an arithmetic shift). Two pivots are taken at a time (the second
/// cleared of the first's bit), so that each row after them is loaded and stored once for both;
/// pivots in the low halves leave the high halves alone (they are 0 there). The rows are taken
/// four at a time from the group that holds the pivots' successor: the rows before it in that
/// group are the two pivots and earlier ones, which are never read again, so what the extra row
/// operations do to them does not matter. Fewer instructions than growing a [`Basis`] one value
/// at a time (docs/games/hunger-game.md, "Speed").
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
    let mut index = 0;
    while index + 1 < values.len() {
        let Some(first) = Pivot::of(high[index], low[index]) else {
            return false;
        };
        let (second_high, second_low) = first.clear(high[index + 1], low[index + 1]);
        let Some(second) = Pivot::of(second_high, second_low) else {
            return false;
        };
        let start = (index + 2) & !3;
        let (rows_high, rows_low) = (&mut high[start..], &mut low[start..]);
        match (first.in_high, second.in_high) {
            (true, true) => clear_both::<true, true>(rows_high, rows_low, first, second),
            (true, false) => clear_both::<true, false>(rows_high, rows_low, first, second),
            (false, true) => clear_both::<false, true>(rows_high, rows_low, first, second),
            (false, false) => {
                for rows in rows_low.chunks_exact_mut(4) {
                    for row in rows {
                        *row ^= first.low & top_bit_mask(*row << first.shift);
                        *row ^= second.low & top_bit_mask(*row << second.shift);
                    }
                }
            }
        }
        index += 2;
    }
    index == values.len() || (high[index] | low[index]) != 0
}

/// A pivot row, as its two halves, and where its top bit is: in which half, and the shift that
/// brings it to the top of that half.
#[derive(Debug, Clone, Copy)]
struct Pivot {
    high: u32,
    low: u32,
    in_high: bool,
    shift: u32,
}

impl Pivot {
    /// The row `(high, low)` as a pivot; `None` when it is 0.
    fn of(high: u32, low: u32) -> Option<Pivot> {
        let in_high = high != 0;
        if !in_high && low == 0 {
            return None;
        }
        let shift = if in_high {
            high.leading_zeros()
        } else {
            low.leading_zeros()
        };
        Some(Pivot {
            high,
            low,
            in_high,
            shift,
        })
    }

    /// The row `(high, low)` cleared of the pivot's bit.
    fn clear(self, high: u32, low: u32) -> (u32, u32) {
        let tested = if self.in_high { high } else { low };
        let mask = top_bit_mask(tested << self.shift);
        (high ^ self.high & mask, low ^ self.low & mask)
    }
}

/// Clears `first`'s bit, then `second`'s, from every row (`FIRST_HIGH` and `SECOND_HIGH`: whether
/// each pivot's bit is in the high half), four rows at a time.
#[inline(always)]
fn clear_both<const FIRST_HIGH: bool, const SECOND_HIGH: bool>(
    high: &mut [u32],
    low: &mut [u32],
    first: Pivot,
    second: Pivot,
) {
    for (rows_high, rows_low) in high.chunks_exact_mut(4).zip(low.chunks_exact_mut(4)) {
        for lane in 0..4 {
            let (mut row_high, mut row_low) = (rows_high[lane], rows_low[lane]);
            let tested = if FIRST_HIGH { row_high } else { row_low };
            let mask = top_bit_mask(tested << first.shift);
            row_high ^= first.high & mask;
            row_low ^= first.low & mask;
            let tested = if SECOND_HIGH { row_high } else { row_low };
            let mask = top_bit_mask(tested << second.shift);
            row_high ^= second.high & mask;
            row_low ^= second.low & mask;
            (rows_high[lane], rows_low[lane]) = (row_high, row_low);
        }
    }
}

/// All ones when the top bit of `half` is set, else 0.
#[inline(always)]
fn top_bit_mask(half: u32) -> u32 {
    ((half as i32) >> 31) as u32
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
