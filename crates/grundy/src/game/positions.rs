//! A game's positions as a person sees them: one line, a text drawing, a picture. The impartial
//! games' [`super::rules::Rules`] and the two-sided games' [`super::minimax_play::MinimaxRules`]
//! both build on [`Positions`], so a match ([`super::play`]) shows a position the same way
//! whichever kind of rules decides it.

use std::hash::Hash;

use super::Refusal;
use crate::draw::Picture;

/// The positions of a game's rules on one test, and how each looks.
pub trait Positions {
    /// A position (whose turn it is included, in a game whose two sides have moves of their
    /// own).
    type Position: Clone + Eq + Hash;

    /// The position in one short line, in the input's terms (`heaps 3 0 5`), with the side to
    /// move where the game has two kinds of player.
    fn describe(&self, position: &Self::Position) -> String;

    /// The position as a text drawing of a few lines ([`super::text_picture`]), shown under its
    /// one-line description in `grundy play`; `None` (the default) where the game has none, or
    /// the position is too large to draw ([`super::text_picture::MAX_DRAWN`]).
    fn drawing(&self, position: &Self::Position) -> Option<String> {
        let _ = position;
        None
    }

    /// The picture of `position` in play (the web playground): what is left of the test, every
    /// legal move reachable by clicks on it ([`crate::draw::picture::Click`]: the labels, or the
    /// words of the labels, on the elements that stand for them); its refusal where it would be
    /// too large to read; `None` (the default) for a game with no picture of its positions.
    fn picture(&self, position: &Self::Position) -> Option<Result<Picture, Refusal>> {
        let _ = position;
        None
    }
}
