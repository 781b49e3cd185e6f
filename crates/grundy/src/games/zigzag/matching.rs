//! Bob's winning strategy: a stable matching between the start side `P` and the other side `Q`
//! (Codeforces 1147F; the stable-matching argument of the lecture the spec cites). Bob always
//! moves from `x` to its partner `M(x)`.
//!
//! Say Alice increases, so Bob decreases: a `P` node prefers partners joined to it by lighter
//! edges, a `Q` node partners joined by heavier edges (the mirror image when Alice decreases). If
//! Alice goes on from `M(y)` to a new `x`, her edge is heavier than `w(y, M(y))`; were `w(x,
//! M(x))` heavier than `w(x, M(y))`, then `x` and `M(y)` would block the matching. So Bob's move
//! `x -> M(x)` goes down, and `M(x)` is new since the visited `Q` nodes are the partners of the
//! `P` nodes visited before.
//!
//! The matching is pinned: the `P` nodes propose (Gale–Shapley, Gale and Shapley 1962), which
//! gives the proposer-optimal stable matching whatever order the free proposers are taken in.

use super::matrix::Matrix;
use super::walk::Direction;

/// One of Bob's four matchings, chosen by Alice's direction and the side of her start node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Matching {
    /// Alice's direction.
    pub(crate) alice: Direction,
    /// Whether the start side `P` is the left side.
    pub(crate) start_left: bool,
    /// `partner[x]` for every node `x` (0-based), on both sides.
    partner: Vec<usize>,
}

/// The four cases, in the order the reports give them: `I left`, `I right`, `D left`, `D right`.
pub(crate) const CASES: [(Direction, bool); 4] = [
    (Direction::Increasing, true),
    (Direction::Increasing, false),
    (Direction::Decreasing, true),
    (Direction::Decreasing, false),
];

/// The name of a case: `I left`, `D right`, ...
pub(crate) fn case_name(alice: Direction, start_left: bool) -> String {
    let side = if start_left { "left" } else { "right" };
    format!("{} {side}", alice.letter())
}

/// How much node `from` likes the edge to `to` in the matching for Alice's direction `alice`,
/// as a key: a `P` node prefers smaller keys, a `Q` node larger ones. When Bob decreases (Alice
/// increases) the key is the weight; otherwise its bitwise complement, which reverses the order.
fn key(matrix: &Matrix, alice: Direction, from: usize, to: usize) -> u64 {
    let weight = matrix.weight(from, to);
    match alice {
        Direction::Increasing => weight,
        Direction::Decreasing => !weight,
    }
}

impl Matching {
    /// The `P`-proposing stable matching for Alice's direction `alice` and start side.
    pub(crate) fn stable(matrix: &Matrix, alice: Direction, start_left: bool) -> Matching {
        let n = matrix.n();
        let offset = if start_left { 0 } else { n };
        let other = n - offset;
        // Each proposer's list of `Q` nodes, best first.
        let preferences: Vec<Vec<usize>> = (0..n)
            .map(|p| {
                let mut list: Vec<usize> = (0..n).map(|q| other + q).collect();
                list.sort_unstable_by_key(|&q| key(matrix, alice, offset + p, q));
                list
            })
            .collect();
        let mut next = vec![0usize; n];
        let mut holder: Vec<Option<usize>> = vec![None; n];
        let mut free: Vec<usize> = (0..n).rev().collect();
        while let Some(p) = free.pop() {
            let q = preferences[p][next[p]];
            next[p] += 1;
            let q_index = q - other;
            match holder[q_index] {
                None => holder[q_index] = Some(p),
                Some(held) => {
                    if key(matrix, alice, offset + p, q) > key(matrix, alice, offset + held, q) {
                        holder[q_index] = Some(p);
                        free.push(held);
                    } else {
                        free.push(p);
                    }
                }
            }
        }
        let mut partner = vec![usize::MAX; 2 * n];
        for (q_index, held) in holder.iter().enumerate() {
            let p = held.expect("every proposer is matched");
            partner[offset + p] = other + q_index;
            partner[other + q_index] = offset + p;
        }
        Matching {
            alice,
            start_left,
            partner,
        }
    }

    /// All four matchings, in the order of [`CASES`].
    pub(crate) fn all(matrix: &Matrix) -> Vec<Matching> {
        CASES
            .iter()
            .map(|&(alice, start_left)| Matching::stable(matrix, alice, start_left))
            .collect()
    }

    /// The partner of node `x` (0-based).
    pub(crate) fn partner(&self, x: usize) -> usize {
        self.partner[x]
    }

    /// The start side's nodes (0-based), in increasing order.
    pub(crate) fn proposers(&self) -> std::ops::Range<usize> {
        let n = self.partner.len() / 2;
        if self.start_left {
            0..n
        } else {
            n..2 * n
        }
    }

    /// The `Q` nodes that `x` prefers to its partner, each with the `P` node that holds it: the
    /// facts that make the pair `(x, M(x))` safe from blocking (each holder is preferred by its
    /// `Q` node to `x`).
    pub(crate) fn preferred(&self, matrix: &Matrix, x: usize) -> Vec<(usize, usize)> {
        let mine = key(matrix, self.alice, x, self.partner[x]);
        matrix
            .across(x)
            .filter(|&q| key(matrix, self.alice, x, q) < mine)
            .map(|q| (q, self.partner[q]))
            .collect()
    }

    #[cfg(test)]
    /// The first blocking pair `(x, q)`, if any: `x` in `P` and `q` in `Q`, not matched together,
    /// each preferring the other to its partner.
    pub(crate) fn blocking_pair(&self, matrix: &Matrix) -> Option<(usize, usize)> {
        self.proposers().find_map(|x| {
            self.preferred(matrix, x)
                .into_iter()
                .find_map(|(q, holder)| {
                    (key(matrix, self.alice, x, q) > key(matrix, self.alice, holder, q))
                        .then_some((x, q))
                })
        })
    }

    /// Whether this is the matching for a game where Alice chose `alice` and started at `start`.
    pub(crate) fn fits(&self, matrix: &Matrix, alice: Direction, start: usize) -> bool {
        self.alice == alice && self.start_left == matrix.is_left(start)
    }
}
