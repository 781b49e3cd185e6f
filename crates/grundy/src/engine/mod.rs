//! The exhaustive engine behind every brute-force oracle: explicit positions, their options, a
//! memo table per solver, and no recursion.
//!
//! A game implements [`Game`]: a position type and the positions one move away. Then
//!
//! * [`ValueSolver`] computes Grundy values (nimbers): the value of a position is the mex of its
//!   options' values, and a position that splits into independent components
//!   ([`Game::components`]) is worth the XOR of theirs (R. P. Sprague, "Über mathematische
//!   Kampfspiele", Tôhoku Math. J. 41 (1935); P. M. Grundy, "Mathematics and games", Eureka 2
//!   (1939); E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, ch. 4).
//! * [`OutcomeSolver`] decides plain win or loss, normal or misère play, with no Grundy theory at
//!   all: the oracles that must use "none of the theory" use this one.
//!
//! Games whose plays need not end, partizan games and games with a score have their own traits:
//!
//! * [`RetrogradeSolver`] decides win, loss or draw for a [`LoopyGame`], whose game graph may
//!   have cycles (normal play; a play that never ends is a draw), by retrograde analysis: it
//!   explores every position reachable from the one asked about, then passes results backwards
//!   from the positions with no move, in order of remoteness, and whatever is never resolved is a
//!   draw. It also gives the remoteness (moves to the end when the winner hurries and the loser
//!   delays), the winning moves, the drawing moves, and the moves of perfect play.
//! * [`loopy_values`] computes the generalised Sprague–Grundy values of a finite digraph (C. A. B.
//!   Smith's loopy nim-values: a nimber, or `∞(K)` with `K` the finite values among the options)
//!   by the labelling algorithm of Smith and of Fraenkel and Yesha, and [`sum_outcome`] decides
//!   a sum of tokens on the digraph from its tokens' values alone.
//! * [`MinimaxSolver`] solves a finite [`ScoredGame`]: each position names the [`Player`] to move
//!   ([`Player::Max`] maximises the score, [`Player::Min`] minimises it), its options, optionally
//!   a score for stopping there, and the score when the game is over; partizan games under normal
//!   play score a position with no move against the player to move. [`horizon_values`] solves a
//!   scored game that may cycle but ends after a given number of moves, by value iteration over
//!   the explicit graph, stopping early once the rounds repeat.
//!
//! Each solver owns its memo table, keyed by the exact position: nothing is shared between two
//! solvers, so two rule sets can never see each other's values ([`loopy_values`] and
//! [`horizon_values`] are functions and keep nothing). Everything here searches with an explicit
//! stack or queue, so a game 10^5 moves deep needs no more than the default stack.
//!
//! ```
//! use grundy::engine::{Game, Outcome, ValueSolver};
//! use grundy::nimber::Nimber;
//!
//! /// The subtraction game {1, 2, 3}: take 1, 2 or 3 stones from a heap.
//! struct Subtraction;
//!
//! impl Game for Subtraction {
//!     type Position = u64;
//!     fn options(&self, heap: &u64, options: &mut Vec<u64>) {
//!         options.extend((1..=3).filter(|&take| take <= *heap).map(|take| heap - take));
//!     }
//! }
//!
//! let mut solver = ValueSolver::new(Subtraction);
//! assert_eq!(solver.value(&10), Nimber(2)); // 10 mod 4
//! assert_eq!(solver.outcome(&8), Outcome::Previous); // multiples of 4 are lost
//! assert_eq!(solver.winning_moves(&10), vec![8]); // take 2
//! ```
//!
//! A game with cycles: a token on a digraph, by retrograde analysis and by loopy nim-values.
//!
//! ```
//! use grundy::engine::{loopy_values, sum_outcome, LoopyGame, LoopyOutcome, RetrogradeSolver};
//!
//! // 0 -> {0, 1}: a self-loop and an exit; 1 -> 2; 2 has no move.
//! let arcs = vec![vec![0, 1], vec![2], vec![]];
//! struct Token(Vec<Vec<u32>>);
//! impl LoopyGame for Token {
//!     type Position = u32;
//!     fn options(&self, vertex: &u32, options: &mut Vec<u32>) {
//!         options.extend_from_slice(&self.0[*vertex as usize]);
//!     }
//! }
//! let mut solver = RetrogradeSolver::new(Token(arcs.clone()));
//! // Moving 0 -> 1 hands the opponent the win (1 -> 2), so the player at 0 loops forever.
//! assert_eq!(solver.outcome(&0), LoopyOutcome::Draw);
//! assert_eq!(solver.drawing_moves(&0), vec![0]);
//! assert_eq!(solver.remoteness(&1), Some(1));
//! // Vertex 0 is worth ∞({1}): alone a draw, but beside a token on 1 (worth 1) a win.
//! let values = loopy_values(&arcs);
//! assert_eq!(sum_outcome([&values[0]]), LoopyOutcome::Draw);
//! assert_eq!(sum_outcome([&values[0], &values[1]]), LoopyOutcome::Next);
//! ```

mod loopy;
mod minimax;
mod outcome;
#[cfg(test)]
mod published_facts;
mod retrograde;
mod value;

use std::hash::Hash;

pub use loopy::{loopy_values, sum_outcome, LoopyValue};
pub use minimax::{horizon_values, Choice, HorizonValues, MinimaxSolver, Player, ScoredGame};
pub use outcome::{OutcomeSolver, Play};
pub use retrograde::{LoopyGame, LoopyOutcome, RetrogradeSolver};
pub use value::ValueSolver;

/// An impartial game given explicitly: positions and the positions one move away.
///
/// Every play must end (the game graph has no cycles); the solvers rely on it. A game whose
/// plays may go on forever implements [`LoopyGame`] instead.
pub trait Game {
    /// A position; the memo tables are keyed by it exactly.
    type Position: Clone + Eq + Hash;

    /// Pushes onto `options` every position reachable from `position` in one move.
    fn options(&self, position: &Self::Position, options: &mut Vec<Self::Position>);

    /// Optionally splits a position into independent components whose values XOR (the
    /// Sprague–Grundy theorem). Only [`ValueSolver`] uses it; `options` must still describe
    /// every position. Returning `None` (the default) means the position does not split;
    /// returning the position itself as its only component is treated the same way.
    fn components(&self, position: &Self::Position) -> Option<Vec<Self::Position>> {
        let _ = position;
        None
    }
}

/// Who wins a position with perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The player to move (the "next" player) wins.
    Next,
    /// The player who just moved (the "previous" player) wins: the player to move loses.
    Previous,
}
