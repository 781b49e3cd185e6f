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
//! Each solver owns its memo table, keyed by the exact position: nothing is shared between two
//! solvers, so two rule sets can never see each other's values. Both search with an explicit
//! stack, so a game 10^5 moves deep needs no more than the default stack.
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

mod outcome;
mod value;

use std::hash::Hash;

pub use outcome::{OutcomeSolver, Play};
pub use value::ValueSolver;

/// An impartial game given explicitly: positions and the positions one move away.
///
/// Every play must end (the game graph has no cycles); the solvers rely on it.
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
