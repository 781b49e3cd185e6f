//! A game's rules as explicit positions with labelled moves, in the input's own numbering: what a
//! referee, a player against the engine (`grundy play`, through [`super::play`]) and pictures stand
//! on. The engine decides positions ([`Referee`]); the labels are what a person reads and types.
//!
//! The games whose test is one position implement [`Playable`], each in its `rules.rs`, which says
//! how its moves read: nim and misère Nim (`heap 1 to 2`), hunger-game (`open 1 3`), path-marking
//! and tree-hackenbush (`2 5`), graph-hackenbush (`2 5`, or `2 5 #3` for an edge with a parallel
//! twin), christmas-game (`drawing 2 edge 3 4`), split-game (`0 2 3`), array-game (`cell 1 k 2`,
//! one query), prefix-free (`01`). tree-coins answers every root at once; its rules are `game(1)`,
//! the game rooted at the input's first node (`coin 3 to 1`). An edge's endpoints may be typed in
//! either order ([`Rules::aliases`]). moore-nim and moving-coins are left out: they are counting
//! games, whose test asks how many positions of a kind the first player wins, not who wins one
//! position, so there is no starting position to play.
//!
//! This is the contract for finite impartial games under normal or misère play. Games with draws
//! or two kinds of player stand on the engine's [`crate::engine::RetrogradeSolver`] and
//! [`crate::engine::MinimaxSolver`] the same way.

use std::fmt;
use std::hash::Hash;

use super::{Contest, Refusal};
use crate::engine::{Game, OutcomeSolver, Play};

/// A game's rules on one test: positions and the labelled moves from each.
pub trait Rules {
    /// A position.
    type Position: Clone + Eq + Hash;
    /// A move, shown as the input numbers things (`heap 2 to 4`, `edge 3 5`).
    type Move: Clone + Eq + fmt::Display;

    /// Who wins a position with no move: the player who cannot move loses under normal play,
    /// wins under misère play.
    fn play_rule(&self) -> Play {
        Play::Normal
    }

    /// Pushes every move from `position` onto `moves`, in the order reports list them.
    fn moves(&self, position: &Self::Position, moves: &mut Vec<Self::Move>);

    /// The position after `mv`, a move from `position`.
    fn play(&self, position: &Self::Position, mv: &Self::Move) -> Self::Position;

    /// The position in one short line, in the input's terms (`heaps 3 0 5`).
    fn describe(&self, position: &Self::Position) -> String;

    /// Other ways a person may type `mv` than its label (an edge's endpoints in the other order:
    /// `5 2` for `2 5`); none unless the game says so.
    fn aliases(&self, mv: &Self::Move) -> Vec<String> {
        let _ = mv;
        Vec::new()
    }
}

/// A game whose tests can be played move by move.
pub trait Playable: Contest {
    /// The rules of one test.
    type Rules: Rules;

    /// The rules of `test` and its starting position, or why it is too large to play out
    /// explicitly.
    fn rules(
        header: &Self::Header,
        test: &Self::Test,
    ) -> Result<(Self::Rules, <Self::Rules as Rules>::Position), Refusal>;
}

/// The labels of `moves`, as a person reads them (for tests).
#[cfg(test)]
pub(crate) fn labels<M: fmt::Display>(moves: &[M]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

/// Rules as the engine sees them: the positions one move away.
struct Explicit<R>(R);

impl<R: Rules> Game for Explicit<R> {
    type Position = R::Position;

    fn options(&self, position: &R::Position, options: &mut Vec<R::Position>) {
        let mut moves = Vec::new();
        self.0.moves(position, &mut moves);
        options.extend(moves.iter().map(|mv| self.0.play(position, mv)));
    }
}

/// Decides positions of a game's rules and names the winning moves by their labels; keeps what
/// it decided for the next question.
pub struct Referee<R: Rules> {
    solver: OutcomeSolver<Explicit<R>>,
}

impl<R: Rules> Referee<R> {
    /// A referee for `rules`.
    pub fn new(rules: R) -> Self {
        let play = rules.play_rule();
        Referee {
            solver: OutcomeSolver::new(Explicit(rules), play),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.solver.game().0
    }

    /// The legal moves from `position`.
    pub fn moves(&self, position: &R::Position) -> Vec<R::Move> {
        let mut moves = Vec::new();
        self.rules().moves(position, &mut moves);
        moves
    }

    /// Whether the player to move wins `position`.
    pub fn wins(&mut self, position: &R::Position) -> bool {
        self.solver.wins(position)
    }

    /// The moves from `position` that leave the opponent a lost position.
    pub fn winning_moves(&mut self, position: &R::Position) -> Vec<R::Move> {
        let moves = self.moves(position);
        moves
            .into_iter()
            .filter(|mv| {
                let next = self.rules().play(position, mv);
                !self.solver.wins(&next)
            })
            .collect()
    }

    /// The legal move from `position` whose label (or one of its [`Rules::aliases`]) is `text`
    /// (white space around and between words ignored), or the labels of the legal moves.
    pub fn parse(&self, position: &R::Position, text: &str) -> Result<R::Move, Vec<String>> {
        let moves = self.moves(position);
        let wanted: Vec<&str> = text.split_whitespace().collect();
        let spells = |label: &str| label.split_whitespace().eq(wanted.iter().copied());
        moves
            .iter()
            .find(|mv| {
                spells(&mv.to_string())
                    || self.rules().aliases(mv).iter().any(|alias| spells(alias))
            })
            .cloned()
            .ok_or_else(|| moves.iter().map(ToString::to_string).collect())
    }
}
