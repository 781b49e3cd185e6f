//! The weight matrix of one game: `n` and the `n × n` distinct weights, with the node numbering
//! of the protocol (left nodes `1..n`, right nodes `n+1..2n`; 0-based inside the crate).

use crate::input::{InputError, Scanner};

/// The largest `n` the tool accepts (the original stops at 50).
pub(crate) const MAX_N: u64 = 1000;
/// The largest weight the tool accepts: `2^63 − 1`.
pub(crate) const MAX_WEIGHT: u64 = i64::MAX as u64;
/// The largest `n` of the original contest.
pub(crate) const CONTEST_MAX_N: usize = 50;
/// The largest number of games of the original contest.
pub(crate) const CONTEST_MAX_T: u64 = 50;

/// One game's matrix: the edge between left node `i` and right node `n + j` (0-based) weighs
/// `weights[i * n + j]`; the weights are distinct.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Matrix {
    n: usize,
    weights: Vec<u64>,
}

impl Matrix {
    /// The matrix of `n` and its rows joined, if the weights are `n²` distinct numbers.
    pub(crate) fn new(n: usize, weights: Vec<u64>) -> Option<Matrix> {
        (n >= 1 && weights.len() == n * n && first_repeat(&weights).is_none())
            .then_some(Matrix { n, weights })
    }

    /// `n`: the number of nodes on each side.
    pub(crate) fn n(&self) -> usize {
        self.n
    }

    /// The weights, row by row.
    pub(crate) fn weights(&self) -> &[u64] {
        &self.weights
    }

    /// The number of nodes, `2n`.
    pub(crate) fn nodes(&self) -> usize {
        2 * self.n
    }

    /// Whether 0-based node `node` is on the left.
    pub(crate) fn is_left(&self, node: usize) -> bool {
        node < self.n
    }

    /// The weight of the edge between two nodes on opposite sides (0-based, in either order).
    pub(crate) fn weight(&self, a: usize, b: usize) -> u64 {
        let (left, right) = if a < self.n { (a, b) } else { (b, a) };
        self.weights[left * self.n + right - self.n]
    }

    /// The nodes on the other side of `node`, in increasing order.
    pub(crate) fn across(&self, node: usize) -> std::ops::Range<usize> {
        if self.is_left(node) {
            self.n..2 * self.n
        } else {
            0..self.n
        }
    }

    /// Whether the weights are a permutation of `1..n²`, as the original's hacks must be.
    pub(crate) fn is_contest_permutation(&self) -> bool {
        let mut seen = vec![false; self.weights.len()];
        self.weights.iter().all(|&weight| {
            let index = weight.wrapping_sub(1) as usize;
            index < seen.len() && !std::mem::replace(&mut seen[index], true)
        })
    }

    /// The game in the hack format (`t = 1`).
    pub(crate) fn hack_input(&self) -> String {
        let mut text = format!("1\n{}\n", self.n);
        self.write_rows(&mut text);
        text
    }

    /// Appends `n` and the rows, each ending in a line break.
    pub(crate) fn write_rows(&self, text: &mut String) {
        for row in self.weights.chunks(self.n) {
            let row: Vec<String> = row.iter().map(u64::to_string).collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
    }
}

/// The positions of the first weight equal to an earlier one and of that earlier one:
/// `(earlier, later)`.
pub(crate) fn first_repeat(weights: &[u64]) -> Option<(usize, usize)> {
    let mut order: Vec<usize> = (0..weights.len()).collect();
    order.sort_unstable_by_key(|&index| (weights[index], index));
    order
        .windows(2)
        .filter(|pair| weights[pair[0]] == weights[pair[1]])
        .map(|pair| (pair[0], pair[1]))
        .min_by_key(|&(_, later)| later)
        .map(|(_, later)| {
            let earlier = (0..later)
                .find(|&index| weights[index] == weights[later])
                .unwrap_or(later);
            (earlier, later)
        })
}

/// Where games are read from: a file in the hack format ([`Scanner`]) or the judge's lines as
/// `play` receives them.
pub(crate) trait Source {
    /// A bad input.
    type Error;
    /// Where a number was read, for messages.
    type Place: Copy;
    /// The next number, named `what`, which must be in `low..=high`, and where it was read.
    fn number_in(
        &mut self,
        what: &str,
        low: u64,
        high: u64,
    ) -> Result<(u64, Self::Place), Self::Error>;
    /// The line of `place`.
    fn line_of(&self, place: Self::Place) -> usize;
    /// A bad input at `place`.
    fn error_at(&self, place: Self::Place, message: String) -> Self::Error;
}

impl Source for Scanner<'_> {
    type Error = InputError;
    /// The offset of the number's first byte.
    type Place = usize;

    fn number_in(&mut self, what: &str, low: u64, high: u64) -> Result<(u64, usize), InputError> {
        self.skip_separators();
        let offset = self.position();
        Ok((self.next_in_range(what, low, high)?, offset))
    }

    fn line_of(&self, offset: usize) -> usize {
        self.line_at(offset)
    }

    fn error_at(&self, offset: usize, message: String) -> InputError {
        Scanner::error_at(self, offset, message)
    }
}

/// Reads one game: `n`, then the `n` rows of distinct weights.
pub(crate) fn read<S: Source>(source: &mut S) -> Result<Matrix, S::Error> {
    let n = source.number_in("n", 1, MAX_N)?.0 as usize;
    let mut weights = Vec::with_capacity(n * n);
    let mut places = Vec::with_capacity(n * n);
    for _ in 0..n * n {
        let (weight, place) = source.number_in("a weight a_ij", 0, MAX_WEIGHT)?;
        weights.push(weight);
        places.push(place);
    }
    if let Some((earlier, later)) = first_repeat(&weights) {
        let line = source.line_of(places[earlier]);
        return Err(source.error_at(
            places[later],
            format!(
                "the weight {} of row {} appears twice (first on line {line}); the weights must \
                 be distinct",
                weights[later],
                later / n + 1
            ),
        ));
    }
    Ok(Matrix { n, weights })
}
