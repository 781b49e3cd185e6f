//! The fast solver: the value of one bean at each distance from the last bottle, then the
//! winning first moves counted in time quadratic in the number of bottles.
//!
//! # The theory (`docs/games/split-game.md`; checked here against the oracle)
//!
//! Beans never interact: moving a bean from bottle `i` replaces it by two beans further right,
//! and each of them goes on as a game of its own. So a configuration is the sum of one game per
//! bean (Sprague–Grundy: R. P. Sprague, Tôhoku Math. J. 41 (1935); P. M. Grundy, Eureka 2
//! (1939)), and a bean's value depends only on its distance `d = n - 1 - i` to the last bottle:
//!
//! `sg(0) = 0`, `sg(d) = mex { sg(a) XOR sg(b) : 0 <= b <= a <= d - 1 }`.
//!
//! Two equal values cancel in a XOR, so only the parity of each count matters: the configuration
//! is worth `X = XOR of sg(n - 1 - i) over the bottles i with odd p_i`, and the first player wins
//! iff `X != 0`. A move `(i, j, k)` (with a bean in bottle `i`, odd count or not) leaves
//! `X XOR v_i XOR v_j XOR v_k`, writing `v_x = sg(n - 1 - x)`; it wins iff that is 0, that is
//! iff `v_j XOR v_k = X XOR v_i`.
//!
//! **`sg` is one-to-one.** The pairs `(a, 0)` put every earlier value `sg(a) XOR sg(0) = sg(a)`
//! into the set whose mex is `sg(d)`, so `sg(d)` differs from every `sg(a)` with `a < d`. Hence
//! for a bottle `i` at distance `D` and a wanted value `w = X XOR v_i`, each `j` (at distance
//! `a < D`) has at most one partner `k`: the bottle at the distance `b` with
//! `sg(b) = w XOR sg(a)`, which is a legal partner iff it exists and `b <= a` (that is `k >= j`).
//! With the inverse table `distance_of[value]`, bottle `i` has
//! `#{ a < D : distance_of[w XOR sg(a)] <= a }` winning moves: one read per `j`, no counting
//! array to update. (The spec sketches a sweep that keeps a count per pair value; this is the
//! same quadratic bound with reads only, and it lists the moves in lexicographic order for free:
//! `j` ascending is `a` descending.)
//!
//! **Bounds.** `sg(d)` is the mex of at most `d (d + 1) / 2` values, so it is at most that: below
//! `2^32` for every table this module builds (at most [`MAX_DISTANCES`] entries). A XOR of values
//! below a power of two stays below it, so the pair set and the inverse table are sized to the
//! smallest power of two above the largest value (`2^15` for `n = 10^4`, checked by a test). The
//! number of winning moves is below `n^3`, far inside 64 bits.
//!
//! # Cost
//!
//! The table is built once per run, incrementally, and grows only when a test needs more
//! distances: going from `d` to `d + 1` adds the `d + 1` pairs with `a = d` to a set of pair
//! values (a byte per value, `2^15` bytes for `n = 10^4`) and advances the mex — `n^2 / 2` stores
//! in all, about 25 ms for `n = 10^4`. Each test then costs one read per pair `(i, j)` with a bean
//! in bottle `i`: at most `n^2 / 2` reads of a table of `2^15` entries, which stays in the cache
//! (about 25 ms for `n = 10^4`).
//!
//! **A lost position has no winning move, and is answered at once.** When `X = 0` a move wins
//! iff `sg(a) XOR sg(b) = sg(D)` for some `b <= a < D`; but `sg(D)` is the mex of exactly those
//! pair values, so it is none of them.

#[cfg(test)]
use super::report::contest_lines;
use super::Move;

/// The most distances the table may hold: keeps every value below `2^32` (module docs).
pub const MAX_DISTANCES: usize = 65_536;

/// "No distance has this value", in the inverse table: larger than every distance, so the test
/// `distance_of[value] <= a` fails by itself.
const NO_DISTANCE: u32 = u32::MAX;

/// The values of a bean at each distance from the last bottle, with their inverse; grown on
/// demand and shared by every test of a run.
#[derive(Debug, Clone, Default)]
pub struct ValueTable {
    /// `values[d] = sg(d)`.
    values: Vec<u32>,
    /// `distance_of[v]`: the distance whose value is `v`, or [`NO_DISTANCE`]. Its length is a
    /// power of two above every value.
    distance_of: Vec<u32>,
    /// The set of pair values `sg(a) XOR sg(b)` with `b <= a < values.len()`, one byte per value
    /// (plain stores: setting bits would make every step wait for the previous one's word).
    pairs: Vec<bool>,
    /// The smallest value not in `pairs`.
    mex: u32,
}

impl ValueTable {
    /// An empty table.
    #[cfg(test)]
    pub fn new() -> Self {
        ValueTable::default()
    }

    /// The values of distances `0..len` (at least `distances` of them after
    /// [`ValueTable::extend_to`]).
    #[cfg(test)]
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The distance whose value is `value`, if there is one among the distances computed.
    #[cfg(test)]
    pub fn distance_of(&self, value: u32) -> Option<usize> {
        self.distance_of
            .get(value as usize)
            .filter(|&&distance| distance != NO_DISTANCE)
            .map(|&distance| distance as usize)
    }

    /// Whether the value `value` is a pair value `sg(a) XOR sg(b)` with `b <= a < len`.
    fn has_pair(&self, value: u32) -> bool {
        self.pairs.get(value as usize).copied().unwrap_or(false)
    }

    /// Computes the values of every distance below `distances` (at most [`MAX_DISTANCES`]).
    pub fn extend_to(&mut self, distances: usize) {
        assert!(
            distances <= MAX_DISTANCES,
            "the value table holds at most {MAX_DISTANCES} distances"
        );
        while self.values.len() < distances {
            // Every pair with a < d is in the set: sg(d) is its mex.
            while self.has_pair(self.mex) {
                self.mex += 1;
            }
            let distance = self.values.len();
            let value = self.mex;
            self.values.push(value);
            let capacity = (value as usize + 1).next_power_of_two();
            if self.distance_of.len() < capacity {
                self.distance_of.resize(capacity, NO_DISTANCE);
                self.pairs.resize(capacity, false);
            }
            self.distance_of[value as usize] = distance as u32;
            // The pairs with a = d join the set.
            let pairs = &mut self.pairs[..];
            for &other in &self.values {
                pairs[(value ^ other) as usize] = true;
            }
        }
    }

    /// The number of winning moves `(i, j, k)` for a bottle at distance `distance` when the pair
    /// `v_j XOR v_k` must equal `wanted`: `#{ a < distance : distance_of[wanted XOR sg(a)] <= a }`.
    /// `wanted` must be below the table's power of two (any XOR of values is).
    #[inline]
    fn count_pairs(&self, distance: usize, wanted: u32) -> u64 {
        let distance_of = &self.distance_of[..];
        let mut count = 0u64;
        for (a, &value) in (0u32..).zip(&self.values[..distance]) {
            count += u64::from(distance_of[(wanted ^ value) as usize] <= a);
        }
        count
    }

    /// The pairs `(a, b)`, `b <= a < distance`, with `sg(a) XOR sg(b) = wanted`, `a` descending
    /// (that is, `j` ascending).
    fn pairs_for(&self, distance: usize, wanted: u32) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..distance).rev().filter_map(move |a| {
            let b = self.distance_of[(wanted ^ self.values[a]) as usize];
            (b as usize <= a).then_some((a, b as usize))
        })
    }
}

/// What the fast solver finds for one configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Analysis {
    /// `X`: the XOR of the values of the bottles with an odd count.
    pub nim_sum: u32,
    /// How many first moves win.
    pub winning_moves: u64,
    /// The lexicographically smallest winning first move.
    pub first_move: Option<Move>,
}

impl Analysis {
    /// The contest's two lines, each ending in a newline.
    #[cfg(test)]
    pub fn contest_answer(&self) -> String {
        contest_lines(self.first_move, self.winning_moves)
    }
}

/// The solver's memory: the value table, shared by every test of a run.
#[derive(Debug, Clone, Default)]
pub struct Workspace {
    table: ValueTable,
}

impl Workspace {
    /// An empty workspace.
    pub fn new() -> Self {
        Workspace::default()
    }

    /// The value of each bottle of a row of `n`, bottle 0 first: `v_i = sg(n - 1 - i)`.
    pub fn bottle_values(&mut self, n: usize) -> Vec<u32> {
        self.table.extend_to(n);
        self.table.values[..n].iter().rev().copied().collect()
    }

    /// The nim-sum `X` of a configuration: the XOR of `v_i` over the bottles with odd `p_i`.
    pub fn nim_sum(&mut self, beans: &[u64]) -> u32 {
        let n = beans.len();
        self.table.extend_to(n);
        beans
            .iter()
            .enumerate()
            .filter(|&(_, &count)| count % 2 == 1)
            .fold(0, |sum, (bottle, _)| {
                sum ^ self.table.values[n - 1 - bottle]
            })
    }

    /// Solves a configuration of `1..=`[`MAX_DISTANCES`] bottles: the nim-sum, the number of
    /// winning first moves and the smallest one.
    pub fn analyse(&mut self, beans: &[u64]) -> Analysis {
        let n = beans.len();
        let nim_sum = self.nim_sum(beans);
        let mut winning_moves = 0;
        let mut first_bottle = None;
        let movable = if nim_sum == 0 { &[][..] } else { beans };
        for (bottle, _) in movable.iter().enumerate().filter(|&(_, &count)| count > 0) {
            let distance = n - 1 - bottle;
            let wanted = nim_sum ^ self.table.values[distance];
            let count = self.table.count_pairs(distance, wanted);
            if count > 0 && first_bottle.is_none() {
                first_bottle = Some((bottle, wanted));
            }
            winning_moves += count;
        }
        let first_move = first_bottle.and_then(|(bottle, wanted)| {
            self.table
                .pairs_for(n - 1 - bottle, wanted)
                .next()
                .map(|(a, b)| (bottle, n - 1 - a, n - 1 - b))
        });
        Analysis {
            nim_sum,
            winning_moves,
            first_move,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first values the spec lists, `d = 0..20`.
    const FIRST_VALUES: [u32; 21] = [
        0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38,
    ];

    /// `sg(d)` straight from its definition, with no incremental set and no inverse.
    fn values_by_definition(distances: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::new();
        for _ in 0..distances {
            let mut options = Vec::new();
            for a in 0..values.len() {
                for b in 0..=a {
                    options.push(values[a] ^ values[b]);
                }
            }
            let mex = (0..)
                .find(|candidate| !options.contains(candidate))
                .unwrap_or(0);
            values.push(mex);
        }
        values
    }

    #[test]
    fn the_spec_first_values() {
        let mut table = ValueTable::new();
        table.extend_to(21);
        assert_eq!(table.values(), &FIRST_VALUES);
        assert_eq!(values_by_definition(21), FIRST_VALUES);
    }

    #[test]
    fn the_incremental_table_matches_the_definition() {
        let mut table = ValueTable::new();
        // Grown in uneven steps, as tests of different sizes grow it.
        for distances in [1, 2, 7, 3, 40, 90] {
            table.extend_to(distances);
        }
        assert_eq!(table.values(), values_by_definition(90).as_slice());
        for (distance, &value) in table.values().iter().enumerate() {
            assert_eq!(table.distance_of(value), Some(distance));
        }
        assert_eq!(table.distance_of(3), None);
        assert_eq!(table.distance_of(1 << 20), None);
    }

    #[test]
    fn values_are_odious_and_small_up_to_the_limit() {
        // The spec's observation (not relied upon): for d >= 1, sg(d) has an odd number of 1 bits
        // and the values are exactly the odious numbers in increasing order. Checked for every
        // distance the tool accepts, with the bound that sizes the tables.
        let mut table = ValueTable::new();
        table.extend_to(super::super::parse::MAX_BOTTLES as usize);
        let odious = (1u32..).filter(|value| value.count_ones() % 2 == 1);
        for (&value, expected) in table.values()[1..].iter().zip(odious) {
            assert_eq!(value, expected);
        }
        let largest = *table.values().last().unwrap_or(&0);
        assert!(largest < 1 << 15, "largest value {largest}");
        assert_eq!(table.distance_of.len(), 1 << 15);
    }

    #[test]
    fn the_sample() {
        let mut workspace = Workspace::new();
        assert_eq!(workspace.bottle_values(4), vec![4, 2, 1, 0]);
        let analysis = workspace.analyse(&[1, 0, 1, 5000]);
        assert_eq!(analysis.nim_sum, 5);
        assert_eq!(analysis.first_move, Some((0, 2, 3)));
        assert_eq!(analysis.winning_moves, 1);
        assert_eq!(analysis.contest_answer(), "0 2 3\n1\n");
        let analysis = workspace.analyse(&[0, 0, 1]);
        assert_eq!(analysis.contest_answer(), "-1 -1 -1\n0\n");
        assert_eq!(
            workspace.analyse(&[u64::MAX]).contest_answer(),
            "-1 -1 -1\n0\n"
        );
    }
}
