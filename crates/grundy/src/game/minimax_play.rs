//! Playing the games whose players have moves of their own or whose plays may end in a draw
//! (`grundy play tree-tac-toe`): their rules as explicit positions with labelled moves
//! ([`MinimaxRules`]), decided by the engine's [`MinimaxSolver`], behind the same [`Session`] as
//! the impartial games.
//!
//! The two sides are the one that moves first from the start (the maximiser: tree-tac-toe's
//! White) and the other; the person takes a side through who moves first. A finished position
//! scores its result, positive when the first side has won, negative when the second has, 0 for a
//! draw, and larger the earlier the game ended: so minimax alone makes the engine win when it
//! can, and then as quickly as it can, else hold the draw, else delay its loss longest (the
//! remoteness rule of Steinhaus, *Winning Ways* ch. 9, folded into the score). Among equally good
//! moves it draws one from a seeded stream.

use std::fmt;

use super::play::{match_of, Arbiter, Choice, Line, Player, Session, ShowsByRules, StartError};
use super::positions::Positions;
use super::rules::find_move;
use super::{Contest, Refusal, Verdict};
use crate::engine::{self, MinimaxSolver, ScoredGame};
use crate::nimber::Nimber;
use crate::random::Random;

/// A game's rules on one test, for a game with two kinds of player or draws: its positions
/// ([`Positions`], whose turn included) and the labelled moves from each.
pub trait MinimaxRules: Positions {
    /// A move, shown as the input numbers things.
    type Move: Clone + Eq + fmt::Display;

    /// The side to move: [`engine::Player::Max`] for the side that moves first from the start.
    fn to_move(&self, position: &Self::Position) -> engine::Player;

    /// Pushes every move from `position` onto `moves`, in the order reports list them; none once
    /// the game is over.
    fn moves(&self, position: &Self::Position, moves: &mut Vec<Self::Move>);

    /// The position after `mv`, a move from `position`.
    fn play(&self, position: &Self::Position, mv: &Self::Move) -> Self::Position;

    /// The result of a finished position (no move left): positive when the first side has won,
    /// negative when the second has, 0 for a draw; larger in size the earlier the game ended.
    fn score(&self, position: &Self::Position) -> i64;

    /// How a finished position ended, in words ("White has three in a row: 1-2-3").
    fn ending(&self, position: &Self::Position) -> String;
}

/// A game with two kinds of player or draws whose tests can be played move by move.
pub trait MinimaxPlayable: Contest {
    /// The rules of one test.
    type Rules: MinimaxRules;

    /// The rules of `test` and its starting position, or why it is too large to play out
    /// explicitly.
    fn rules(
        header: &Self::Header,
        test: &Self::Test,
    ) -> Result<(Self::Rules, <Self::Rules as Positions>::Position), Refusal>;
}

/// Rules as the engine sees them.
struct Scored<R>(R);

impl<R: MinimaxRules> ScoredGame for Scored<R> {
    type Position = R::Position;
    type Score = i64;

    fn to_move(&self, position: &R::Position) -> engine::Player {
        self.0.to_move(position)
    }

    fn options(&self, position: &R::Position, options: &mut Vec<R::Position>) {
        let mut moves = Vec::new();
        self.0.moves(position, &mut moves);
        options.extend(moves.iter().map(|mv| self.0.play(position, mv)));
    }

    fn score(&self, position: &R::Position) -> i64 {
        self.0.score(position)
    }
}

/// tree-tac-toe's side of a match: its minimax rules, decided by the engine's solver.
struct Minimax<R: MinimaxRules> {
    solver: MinimaxSolver<Scored<R>>,
}

impl<R: MinimaxRules> Minimax<R> {
    fn legal(&self, position: &R::Position) -> Vec<R::Move> {
        let mut moves = Vec::new();
        self.rules().moves(position, &mut moves);
        moves
    }

    /// `score` for the side to move at `position`: positive when it wins.
    fn for_mover(&self, position: &R::Position, score: i64) -> i64 {
        match self.rules().to_move(position) {
            engine::Player::Max => score,
            engine::Player::Min => -score,
        }
    }

    /// The moves from `current` and, for each, the score for the player to move.
    fn weighed(&mut self, current: &R::Position) -> Vec<(R::Move, i64)> {
        let moves = self.legal(current);
        moves
            .into_iter()
            .map(|mv| {
                let next = self.rules().play(current, &mv);
                let value = self.solver.value(&next);
                let score = self.for_mover(current, value);
                (mv, score)
            })
            .collect()
    }
}

impl<R: MinimaxRules> ShowsByRules for Minimax<R> {
    type Rules = R;

    fn rules(&self) -> &R {
        &self.solver.game().0
    }
}

impl<R: MinimaxRules> Arbiter for Minimax<R> {
    fn moves(&self, line: &Line<R::Position>) -> Vec<String> {
        let moves = self.legal(line.current());
        moves.iter().map(ToString::to_string).collect()
    }

    fn verdict(&mut self, line: &Line<R::Position>) -> Verdict {
        let current = line.current();
        let value = self.solver.value(current);
        match self.for_mover(current, value).signum() {
            1 => Verdict::First,
            -1 => Verdict::Second,
            _ => Verdict::Draw,
        }
    }

    fn winning_moves(&mut self, line: &Line<R::Position>) -> Vec<String> {
        let weighed = self.weighed(line.current());
        weighed
            .into_iter()
            .filter(|&(_, score)| score > 0)
            .map(|(mv, _)| mv.to_string())
            .collect()
    }

    fn drawing_moves(&mut self, line: &Line<R::Position>) -> Vec<String> {
        let weighed = self.weighed(line.current());
        weighed
            .into_iter()
            .filter(|&(_, score)| score == 0)
            .map(|(mv, _)| mv.to_string())
            .collect()
    }

    fn value(&mut self, _: &Line<R::Position>) -> Result<Nimber, &'static str> {
        Err(
            "the players have moves of their own or the game can be drawn, so a position has \
             no nim-value",
        )
    }

    fn play(
        &mut self,
        line: &Line<R::Position>,
        text: &str,
    ) -> Result<(String, R::Position), Vec<String>> {
        let current = line.current();
        let mv = find_move(self.legal(current), text, |_| Vec::new())?;
        let next = self.rules().play(current, &mv);
        Ok((mv.to_string(), next))
    }

    /// The best move by minimax, drawn from `random` among equally good ones.
    fn engine_move(
        &mut self,
        line: &Line<R::Position>,
        random: &mut Random,
    ) -> Option<(String, R::Position, Choice)> {
        let current = line.current();
        let weighed = self.weighed(current);
        let best = weighed.iter().map(|&(_, score)| score).max()?;
        let mut chosen: Vec<R::Move> = weighed
            .into_iter()
            .filter(|&(_, score)| score == best)
            .map(|(mv, _)| mv)
            .collect();
        let mv = chosen.swap_remove(random.index(chosen.len()));
        let next = self.rules().play(current, &mv);
        let choice = match best.signum() {
            1 => Choice::QuickestWin,
            -1 => Choice::LongestLoss,
            _ => Choice::HoldDraw,
        };
        Some((mv.to_string(), next, choice))
    }

    fn winner(&self, line: &Line<R::Position>) -> Option<Player> {
        if !self.over(line) {
            return None;
        }
        match self.rules().score(line.current()).signum() {
            1 => Some(line.first()),
            -1 => Some(line.first().other()),
            _ => None,
        }
    }

    fn over(&self, line: &Line<R::Position>) -> bool {
        self.legal(line.current()).is_empty()
    }

    fn ending(&self, line: &Line<R::Position>) -> Option<String> {
        self.over(line).then(|| self.rules().ending(line.current()))
    }
}

/// A match of test number `wanted` (from 1) of `input`, in `G`'s contest format: `first` plays
/// the side that moves first from the start. The engine's choices among equally good moves are
/// drawn from `seed`.
pub fn start<G: MinimaxPlayable>(
    input: &[u8],
    wanted: u64,
    first: Player,
    seed: u64,
) -> Result<Box<dyn Session>, StartError>
where
    <G as MinimaxPlayable>::Rules: 'static,
{
    let (rules, position) = super::play::with_test::<G, _>(input, wanted, G::rules)?;
    let minimax = Minimax {
        solver: MinimaxSolver::new(Scored(rules)),
    };
    Ok(match_of(minimax, position, first, seed))
}

#[cfg(test)]
#[path = "minimax_play_tests.rs"]
mod tests;
