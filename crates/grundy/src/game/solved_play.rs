//! Playing the games whose play may go on forever (graph-draw-game, graph-score-game,
//! pebble-game): a finite graph of positions with labelled moves, solved once for the whole test
//! by the game's own fast solver, behind the same [`Session`] as the other games.
//!
//! A game of this kind gives its positions ([`SolvedRules::State`], whose turn included), the
//! labelled moves from each, the value of every position by its solver (who wins with best play,
//! or the score), and the moves of the strategy its solver found ([`SolvedRules::engine_moves`]).
//! The engine plays that strategy, not merely a move that keeps the value: in a game with cycles
//! a move that keeps a win may let the play circle forever, so the games take their moves from
//! what realises the value (graph-draw-game: the attractor rounds, which fall with every move;
//! graph-score-game: the order in which positions joined the won set; pebble-game: the positional
//! strategies of strategy improvement, under which every cycle gains).
//!
//! How a play ends. A play stops when the player to move has no move (the game says who won and
//! how, [`SolvedRules::end`]) or as soon as a position comes back: positions are finite, so a play
//! that goes on forever comes back to one, and from then on both players may repeat what they did;
//! the game calls such a play by its rules ([`SolvedRules::repeated`]): endless play
//! (graph-draw-game), the horizon reached by repeating the cycle (graph-score-game), or the lead
//! the cycle gains, repeated until it reaches 10^100 (pebble-game). A play therefore lasts at most
//! one move more than there are positions.

use std::fmt;
use std::hash::Hash;

use super::play::{
    match_of, svg, Arbiter, Choice, Line, Player, Score, Session, Shows, StartError,
};
use super::rules::find_move;
use super::{Contest, Refusal, Verdict};
use crate::draw::Picture;
use crate::engine;
use crate::nimber::Nimber;
use crate::random::Random;

/// How a play ended: who won (the side that moves first from the start is
/// [`engine::Player::Max`]), the final score in a game with one, and how, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct End {
    /// The winning side; `None` for a draw (and, in a game with a score, a play ending at par).
    pub winner: Option<engine::Player>,
    /// The final score, in a game with one.
    pub score: Option<u64>,
    /// How the play ended, in words ("Georgiy is stuck on vertex 3").
    pub words: String,
}

/// A move: its label, as a person types it, and the position it leads to.
pub type Move<S> = (String, S);

/// A game's rules on one test, solved: the positions, the labelled moves, and per position the
/// value by the game's fast solver and the moves of its strategy.
pub trait SolvedRules {
    /// A position, whose turn it is included.
    type State: Copy + Eq + Hash + fmt::Debug;

    /// The side to move: [`engine::Player::Max`] for the side that moves first from the start.
    fn to_move(&self, state: Self::State) -> engine::Player;

    /// Pushes every move from `state` onto `moves`, in the order they are listed; none where
    /// the player to move is stuck or the game is over.
    fn moves(&self, state: Self::State, moves: &mut Vec<Move<Self::State>>);

    /// The position in one short line, in the input's terms, with the side to move.
    fn describe(&self, state: Self::State) -> String;

    /// The position as a text drawing, as [`super::positions::Positions::drawing`].
    fn drawing(&self, state: Self::State) -> Option<String> {
        let _ = state;
        None
    }

    /// Who wins `state` with best play, counting the player to move as the first.
    fn verdict(&self, state: Self::State) -> Verdict;

    /// In a game with a score: the score with best play from `state`, and par.
    fn score(&self, state: Self::State) -> Option<Score> {
        let _ = state;
        None
    }

    /// How the play ends at `state`, where the player to move has no move.
    fn end(&self, state: Self::State) -> End;

    /// How the play is called when it comes back to a position: `history` is every position
    /// so far, the start first, and its last equals `history[first]`, its first visit.
    fn repeated(&self, history: &[Self::State], first: usize) -> End;

    /// The engine's moves from `state` (which has `moves`): the indices of the moves its
    /// strategy allows, none empty where a move is left, and how it chose them. The engine
    /// draws one from its seeded stream.
    fn engine_moves(&self, state: Self::State, moves: &[Move<Self::State>])
        -> (Vec<usize>, Choice);

    /// Why a position of the game has no nim-value.
    fn no_value(&self) -> &'static str;

    /// The picture of `state` in play, as [`super::positions::Positions::picture`]: `moves` are the legal
    /// moves (none once the play is over, also where the position came back), each reachable by
    /// clicks on it; `None` (the default) for a game with no picture of its positions.
    fn picture(
        &self,
        state: Self::State,
        moves: &[Move<Self::State>],
    ) -> Option<Result<Picture, Refusal>> {
        let _ = (state, moves);
        None
    }
}

/// A game whose tests are played on a solved graph of positions.
pub trait SolvedPlayable: Contest {
    /// The rules of one test.
    type Rules: SolvedRules;

    /// The rules of `test`, solved, and its starting position; or why it is too large to play.
    fn rules(
        header: &Self::Header,
        test: &Self::Test,
    ) -> Result<(Self::Rules, <Self::Rules as SolvedRules>::State), Refusal>;

    /// As [`SolvedPlayable::rules`], from a chosen vertex `start` (from 1, as the input numbers
    /// them) where the game has one to choose (graph-draw-game: where the token starts); `None`
    /// (the default) for a game with none.
    #[allow(clippy::type_complexity)]
    fn rules_from(
        header: &Self::Header,
        test: &Self::Test,
        start: u64,
    ) -> Option<Result<(Self::Rules, <Self::Rules as SolvedRules>::State), Refusal>> {
        let _ = (header, test, start);
        None
    }
}

/// A solved game's side of a match.
struct Solved<R>(R);

impl<R: SolvedRules> Solved<R> {
    fn legal(&self, state: R::State) -> Vec<Move<R::State>> {
        let mut moves = Vec::new();
        self.0.moves(state, &mut moves);
        moves
    }

    /// How the play ended, once it has: the position came back, or no move is left.
    fn finished(&self, line: &Line<R::State>) -> Option<End> {
        let current = *line.current();
        let history = line.history();
        let earlier = &history[..history.len() - 1];
        if let Some(first) = earlier.iter().position(|&state| state == current) {
            return Some(self.0.repeated(history, first));
        }
        self.legal(current).is_empty().then(|| self.0.end(current))
    }

    /// The labels of the moves from `current` whose position is `verdict` for the opponent.
    fn moves_leaving(&self, current: R::State, verdict: Verdict) -> Vec<String> {
        self.legal(current)
            .into_iter()
            .filter(|&(_, next)| self.0.verdict(next) == verdict)
            .map(|(label, _)| label)
            .collect()
    }
}

impl<R: SolvedRules> Shows for Solved<R> {
    type Position = R::State;

    fn describe(&self, line: &Line<R::State>) -> String {
        self.0.describe(*line.current())
    }

    fn drawing(&self, line: &Line<R::State>) -> Option<String> {
        self.0.drawing(*line.current())
    }

    fn picture(&self, line: &Line<R::State>) -> Option<Result<String, Refusal>> {
        let moves = if self.over(line) {
            Vec::new()
        } else {
            self.legal(*line.current())
        };
        svg(self.0.picture(*line.current(), &moves))
    }
}

impl<R: SolvedRules> Arbiter for Solved<R> {
    fn moves(&self, line: &Line<R::State>) -> Vec<String> {
        if self.over(line) {
            return Vec::new();
        }
        let moves = self.legal(*line.current());
        moves.into_iter().map(|(label, _)| label).collect()
    }

    fn verdict(&mut self, line: &Line<R::State>) -> Verdict {
        self.0.verdict(*line.current())
    }

    fn winning_moves(&mut self, line: &Line<R::State>) -> Vec<String> {
        self.moves_leaving(*line.current(), Verdict::Second)
    }

    fn drawing_moves(&mut self, line: &Line<R::State>) -> Vec<String> {
        self.moves_leaving(*line.current(), Verdict::Draw)
    }

    fn value(&mut self, _: &Line<R::State>) -> Result<Nimber, &'static str> {
        Err(self.0.no_value())
    }

    fn play(
        &mut self,
        line: &Line<R::State>,
        text: &str,
    ) -> Result<(String, R::State), Vec<String>> {
        if self.over(line) {
            return Err(Vec::new());
        }
        let moves = self.legal(*line.current());
        let labels = moves.iter().map(|(label, _)| label.clone()).collect();
        let label = find_move(labels, text, |_| Vec::new())?;
        let (_, next) = moves
            .into_iter()
            .find(|(listed, _)| *listed == label)
            .expect("a listed label");
        Ok((label, next))
    }

    /// A move of the strategy the game's solver found, drawn from `random` among those it
    /// allows.
    fn engine_move(
        &mut self,
        line: &Line<R::State>,
        random: &mut Random,
    ) -> Option<(String, R::State, Choice)> {
        if self.over(line) {
            return None;
        }
        let current = *line.current();
        let mut moves = self.legal(current);
        let (allowed, choice) = self.0.engine_moves(current, &moves);
        let pick = *allowed.get(random.index(allowed.len()))?;
        let (label, next) = moves.swap_remove(pick);
        Some((label, next, choice))
    }

    fn winner(&self, line: &Line<R::State>) -> Option<Player> {
        self.finished(line)?.winner.map(|side| line.player(side))
    }

    fn over(&self, line: &Line<R::State>) -> bool {
        self.finished(line).is_some()
    }

    fn ending(&self, line: &Line<R::State>) -> Option<String> {
        self.finished(line).map(|end| end.words)
    }

    fn score(&mut self, line: &Line<R::State>) -> Option<Score> {
        let mut score = self.0.score(*line.current())?;
        if let Some(value) = self.finished(line).and_then(|end| end.score) {
            score.value = value;
        }
        Some(score)
    }
}

/// A match of test number `wanted` (from 1) of `input`, in `G`'s contest format: `first` plays
/// the side that moves first from the start; the engine's choices among the moves its strategy
/// allows are drawn from `seed`. With `start`, from that vertex (for a game with one to choose);
/// `Err(StartError::NoRoot)` for a game with none.
pub fn start<G: SolvedPlayable>(
    input: &[u8],
    wanted: u64,
    first: Player,
    seed: u64,
    start: Option<u64>,
) -> Result<Box<dyn Session>, StartError>
where
    <G as SolvedPlayable>::Rules: 'static,
{
    let mut chosen = true;
    let built = super::play::with_test::<G, _>(input, wanted, |header, test| match start {
        None => G::rules(header, test),
        Some(vertex) => G::rules_from(header, test, vertex).unwrap_or_else(|| {
            chosen = false;
            Err(String::new())
        }),
    });
    if !chosen {
        return Err(StartError::NoRoot(G::INFO.id));
    }
    let (rules, state) = built?;
    Ok(match_of(Solved(rules), state, first, seed))
}

#[cfg(test)]
#[path = "solved_play_tests.rs"]
pub(crate) mod tests;
