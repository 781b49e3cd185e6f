//! Alice's lines against a Bob: every play of hers, depth first over an explicit stack of her
//! choices, to find one that beats him. The check of the stable-matching strategy and the
//! generator of matrices on which a plausible shortcut loses both use it.

use super::matching::Matching;
use super::matrix::Matrix;
use super::walk::{Direction, Walk};

/// A way of playing Bob: the node he moves to, or `None` when he gives up.
pub(crate) trait Bob {
    /// Bob's move in `walk` (his turn).
    fn reply(&mut self, walk: &Walk<'_>) -> Option<usize>;
}

/// The tool's Bob: the four start-side-proposing stable matchings.
pub(crate) struct StableBob {
    matchings: Vec<Matching>,
}

impl StableBob {
    /// Bob for `matrix`.
    pub(crate) fn new(matrix: &Matrix) -> StableBob {
        StableBob {
            matchings: Matching::all(matrix),
        }
    }

    /// The matching for a game where Alice chose `alice` and started at `start`.
    pub(crate) fn matching(&self, matrix: &Matrix, alice: Direction, start: usize) -> &Matching {
        self.matchings
            .iter()
            .find(|matching| matching.fits(matrix, alice, start))
            .expect("one matching for each case")
    }
}

impl Bob for StableBob {
    fn reply(&mut self, walk: &Walk<'_>) -> Option<usize> {
        let matching = self.matching(walk.matrix(), walk.alice(), walk.start());
        Some(matching.partner(walk.current()))
    }
}

/// A Bob that takes the legal edge nearest to the last weight (on his first move, the lightest
/// edge when he increases, the heaviest when he decreases): a plausible shortcut that loses.
pub(crate) struct GreedyBob;

impl Bob for GreedyBob {
    fn reply(&mut self, walk: &Walk<'_>) -> Option<usize> {
        let matrix = walk.matrix();
        let current = walk.current();
        let legal = walk.legal_moves();
        let weight = |node: &usize| matrix.weight(current, *node);
        match walk.mover_direction() {
            Direction::Increasing => legal.into_iter().min_by_key(weight),
            Direction::Decreasing => legal.into_iter().max_by_key(weight),
        }
    }
}

/// A line of Alice that beats a Bob: her direction, her start and her moves (0-based), and why
/// Bob lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Refutation {
    pub(crate) alice: Direction,
    pub(crate) start: usize,
    pub(crate) moves: Vec<usize>,
    pub(crate) reason: String,
}

impl std::fmt::Display for Refutation {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "Alice {} {}",
            self.alice.letter(),
            self.start + 1
        )?;
        if !self.moves.is_empty() {
            let moves: Vec<String> = self.moves.iter().map(|m| (m + 1).to_string()).collect();
            write!(formatter, ", moves {}", moves.join(" "))?;
        }
        write!(formatter, ": {}", self.reason)
    }
}

/// What a search of Alice's lines found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Search {
    /// Bob won every line; this many were played.
    BobWins(u64),
    /// A line that beats Bob.
    Refuted(Refutation),
    /// The budget of lines ran out first.
    Unfinished,
}

/// Plays Bob's move in `walk`: `Err(reason)` when he gives up or his move is illegal.
fn bob_moves(bob: &mut dyn Bob, walk: &mut Walk<'_>) -> Result<(), String> {
    let Some(node) = bob.reply(walk) else {
        return Err("Bob gives up".to_string());
    };
    match walk.why_illegal(node as u64 + 1) {
        None => {
            walk.play(node);
            Ok(())
        }
        Some(why) => Err(format!("Bob's move to {} is illegal: {why}", node + 1)),
    }
}

/// Every line of Alice after she chose `alice` and `start`, against `bob`, up to `budget` lines.
pub(crate) fn search_from(
    matrix: &Matrix,
    bob: &mut dyn Bob,
    alice: Direction,
    start: usize,
    budget: u64,
) -> Search {
    let mut stack: Vec<Vec<usize>> = vec![Vec::new()];
    let mut lines = 0u64;
    while let Some(prefix) = stack.pop() {
        let mut walk = Walk::new(matrix, alice, start);
        let refuted = |reason: String, moves: &[usize]| {
            Search::Refuted(Refutation {
                alice,
                start,
                moves: moves.to_vec(),
                reason,
            })
        };
        if let Err(reason) = bob_moves(bob, &mut walk) {
            return refuted(reason, &[]);
        }
        for (index, &node) in prefix.iter().enumerate() {
            walk.play(node);
            if let Err(reason) = bob_moves(bob, &mut walk) {
                return refuted(reason, &prefix[..=index]);
            }
        }
        let moves = walk.legal_moves();
        if moves.is_empty() {
            lines += 1;
            if lines >= budget && !stack.is_empty() {
                return Search::Unfinished;
            }
            continue;
        }
        for &node in moves.iter().rev() {
            let mut longer = prefix.clone();
            longer.push(node);
            stack.push(longer);
        }
    }
    Search::BobWins(lines)
}

/// Every line of Alice (every direction, every start) against `bob`, up to `budget` lines in
/// all.
pub(crate) fn search(matrix: &Matrix, bob: &mut dyn Bob, budget: u64) -> Search {
    let mut lines = 0u64;
    for alice in Direction::BOTH {
        for start in 0..matrix.nodes() {
            if lines >= budget {
                return Search::Unfinished;
            }
            match search_from(matrix, bob, alice, start, budget - lines) {
                Search::BobWins(count) => lines += count,
                other => return other,
            }
        }
    }
    Search::BobWins(lines)
}
