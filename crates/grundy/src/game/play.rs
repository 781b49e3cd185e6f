//! Playing one test of a game against the engine (`grundy play`): a match over a game's
//! [`Rules`], type-erased so the command line reaches every playable game the same way. One match
//! serves every kind of game (`Arbiter`: these impartial rules, [`super::minimax_play`],
//! [`super::solved_play`], dag-game's `--loopy`); each kind says only what its positions answer.
//!
//! The engine is the [`Referee`], playing by remoteness (Steinhaus's rule, *Winning Ways* ch. 9:
//! the winner hastens the end, the loser delays it). From a position it wins, it plays the winning
//! move that wins quickest against best play (the first in the order the rules list moves among
//! equally quick ones); from a lost position, a move that delays its loss longest, drawn from a
//! seeded stream where several delay it as long, so the same seed gives the same game. Where the
//! positions to search for the remoteness are too many (more than [`REMOTENESS_BUDGET`] moves to
//! look at), it plays the first winning move, or a move drawn from the stream when it loses, and
//! says so ([`Choice`]); who wins is still exact, by the game's fast theory where the rules have
//! one ([`Rules::fast_wins`]).
use std::fmt;

use serde_json::{json, Map, Value};

use super::positions::Positions;
use super::rules::{Playable, Referee, Rules};
use super::{driver, Contest, Refusal, Tests, Verdict};
use crate::draw::Picture;
use crate::engine::{self, Play};
use crate::input::{InputError, Scanner};
use crate::nimber::Nimber;
use crate::random::Random;

/// How many moves the engine looks at, at most, to find the remoteness of the positions its
/// moves leave; beyond, it plays any winning move (or any move when it loses).
pub const REMOTENESS_BUDGET: u64 = 300_000;

/// How the engine chose its move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// A winning move that wins quickest against best play.
    QuickestWin,
    /// The first winning move: too many positions to find the quickest.
    AnyWin,
    /// In a lost position, a move that delays the loss longest against best play.
    LongestLoss,
    /// In a lost position, a move drawn from the seeded stream: too many positions to find the
    /// longest delay.
    AnyMove,
    /// In a drawn position, a move that holds the draw.
    HoldDraw,
    /// In a won position of a game that may go on forever, a move of the winning strategy the
    /// game's solver found, which forces the end (merely keeping the win could circle forever).
    ForceWin,
    /// In a won position where the opponent decides how soon the game ends, a move that keeps
    /// the win.
    KeepWin,
    /// In a lost position where losing is better than endless play (graph-draw-game's
    /// Georgiy), a move that forces the end.
    ForceEnd,
    /// In a lost position of a game that may go on forever, any move: every one loses.
    AnyLoss,
    /// In a game with a score, a move that keeps the best score the engine can force.
    HoldScore,
}

impl Choice {
    /// The choice as a JSON word: `quickest_win`, `any_win`, `longest_loss`, `any_move`,
    /// `hold_draw`, `force_win`, `keep_win`, `force_end`, `any_loss`, `hold_score`.
    pub fn key(self) -> &'static str {
        match self {
            Choice::QuickestWin => "quickest_win",
            Choice::AnyWin => "any_win",
            Choice::LongestLoss => "longest_loss",
            Choice::AnyMove => "any_move",
            Choice::HoldDraw => "hold_draw",
            Choice::ForceWin => "force_win",
            Choice::KeepWin => "keep_win",
            Choice::ForceEnd => "force_end",
            Choice::AnyLoss => "any_loss",
            Choice::HoldScore => "hold_score",
        }
    }

    /// The choice in words, after "the engine plays X (": what a person reads.
    pub fn describe(self) -> &'static str {
        match self {
            Choice::QuickestWin => "it wins with best play, and plays the quickest win",
            Choice::AnyWin => {
                "it wins with best play, and plays a winning move: too many positions to find \
                 the quickest"
            }
            Choice::LongestLoss => "it loses with best play, and delays the loss longest",
            Choice::AnyMove => {
                "it loses with best play, and plays any move: too many positions to find the \
                 longest delay"
            }
            Choice::HoldDraw => "neither side wins with best play, and it holds the draw",
            Choice::ForceWin => {
                "it wins with best play, and follows its winning strategy, which forces the end"
            }
            Choice::KeepWin => {
                "it wins with best play, and keeps the win (how soon the game ends is the \
                 opponent's choice)"
            }
            Choice::ForceEnd => {
                "it loses with best play, and forces the end, which it prefers to endless play"
            }
            Choice::AnyLoss => "it loses with best play whatever it plays",
            Choice::HoldScore => "it keeps the best score it can force",
        }
    }
}

/// One of the two players of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// The person typing moves.
    Human,
    /// The engine.
    Engine,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::Human => Player::Engine,
            Player::Engine => Player::Human,
        }
    }
}

/// A match of one test between a person and the engine, whatever the game.
pub trait Session {
    /// The position in one short line, in the input's terms.
    fn position(&self) -> String;
    /// The position as a text drawing of a few lines, shown under [`Session::position`] by
    /// `grundy play`; `None` where the game has none or the position is too large to draw
    /// ([`super::text_picture::MAX_DRAWN`]).
    fn drawing(&self) -> Option<String> {
        None
    }
    /// Who is to move.
    fn to_move(&self) -> Player;
    /// The legal moves, by their labels, in the order the rules list them.
    fn moves(&self) -> Vec<String>;
    /// Who wins with best play, counting the player to move as the first: [`Verdict::First`]
    /// when the player to move wins, [`Verdict::Second`] when they lose, [`Verdict::Draw`].
    fn verdict(&mut self) -> Verdict;
    /// Whether the player to move wins with best play.
    fn wins(&mut self) -> bool {
        self.verdict() == Verdict::First
    }
    /// The moves that leave the opponent a lost position, by their labels.
    fn winning_moves(&mut self) -> Vec<String>;
    /// The moves that hold a draw, by their labels, where no move wins: none in a game that
    /// cannot be drawn.
    fn drawing_moves(&mut self) -> Vec<String> {
        Vec::new()
    }
    /// The position's nim-value (Sprague–Grundy value); or why it has none (misère play, where
    /// nim-values do not decide who wins; a partizan game).
    fn value(&mut self) -> Result<Nimber, &'static str>;
    /// Plays the legal move labelled `text` (white space ignored between words) for the player to
    /// move, and returns its label; or the labels of the legal moves, changing nothing.
    fn play(&mut self, text: &str) -> Result<String, Vec<String>>;
    /// The engine's move for the player to move, played: the quickest winning move when there is
    /// one, else a move that delays the loss longest (drawn from the seeded stream among those);
    /// beyond [`REMOTENESS_BUDGET`], any winning move or any move. `None` when no move is left.
    fn engine_move(&mut self) -> Option<String>;
    /// How the engine chose its last move; `None` before its first.
    fn engine_choice(&self) -> Option<Choice>;
    /// Takes back moves until it is the person's turn again, at least one of the person's moves
    /// taken back (the person's last move and the engine's answer); returns how many moves were
    /// taken back, 0 when the person has made no move.
    fn undo(&mut self) -> usize;
    /// The winner, once the game is over; `None` while it goes on, and after a draw.
    fn winner(&self) -> Option<Player>;
    /// Whether the game is over (won, lost, or drawn).
    fn over(&self) -> bool {
        self.winner().is_some()
    }
    /// How the game ended, in words, where it does not end by a player having no move (a line of
    /// three, a full board); `None` while it goes on, and in the games that end by having no move.
    fn ending(&self) -> Option<String> {
        None
    }
    /// Who wins when no move is left: normal play (the player who cannot move loses) or misère.
    fn play_rule(&self) -> Play;
    /// The current position's picture as SVG, every legal move reachable by clicks on it (the
    /// web playground); its refusal where it would be too large to read; `None` for a game with
    /// no picture of its positions.
    fn picture(&self) -> Option<Result<String, Refusal>> {
        None
    }
    /// For a game whose result is a number (graph-score-game): the score with best play from the
    /// position (the final score once the game is over), and par, the score with best play from
    /// the start, against which the verdict and the winner are told; `None` in the other games.
    fn score(&mut self) -> Option<Score> {
        None
    }
}

/// The score of a game whose result is a number ([`Session::score`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    /// The score with best play from the position; once the game is over, the final score.
    pub value: u64,
    /// The score with best play from the start.
    pub par: u64,
}

/// The positions of a match so far and who opened it: what every match keeps, whatever its game.
pub(crate) struct Line<P> {
    /// Every position so far, the start first; the last is the current one.
    history: Vec<P>,
    /// Who moves first from the start (in a game with two sides, who plays the side that moves
    /// first).
    first: Player,
}

impl<P> Line<P> {
    /// The position now.
    pub(crate) fn current(&self) -> &P {
        self.history.last().expect("a match has a position")
    }

    /// Every position so far, the start first.
    pub(crate) fn history(&self) -> &[P] {
        &self.history
    }

    /// Who moved first from the start.
    pub(crate) fn first(&self) -> Player {
        self.first
    }

    /// Who is to move.
    pub(crate) fn to_move(&self) -> Player {
        player_after(self.first, self.history.len() - 1)
    }

    /// Who plays `side` of a game with two sides ([`engine::Player::Max`] moves first from the
    /// start).
    pub(crate) fn player(&self, side: engine::Player) -> Player {
        match side {
            engine::Player::Max => self.first,
            engine::Player::Min => self.first.other(),
        }
    }

    /// Takes back moves until it is the person's turn again, at least one of the person's moves
    /// taken back; returns how many, 0 when the person has not moved.
    fn undo(&mut self) -> usize {
        // The person's last move: the last time it was their turn before the current position.
        let Some(last) = (0..self.history.len() - 1)
            .rev()
            .find(|&moves| player_after(self.first, moves) == Player::Human)
        else {
            return 0;
        };
        let taken = self.history.len() - 1 - last;
        self.history.truncate(last + 1);
        taken
    }
}

/// How a kind of game shows a match's current position, the last in the [`Line`]: one line, a
/// text drawing, a picture. The impartial games' [`Referee`] and tree-tac-toe's minimax show it
/// as their rules do ([`ShowsByRules`]); the solved games with cycles and dag-game's `--loopy`
/// in their own way.
pub(crate) trait Shows {
    /// A position, whose turn it is included where the game needs it.
    type Position;

    /// The current position in one short line, in the input's terms.
    fn describe(&self, line: &Line<Self::Position>) -> String;

    /// The current position as a text drawing ([`Session::drawing`]).
    fn drawing(&self, line: &Line<Self::Position>) -> Option<String> {
        let _ = line;
        None
    }

    /// The current position's picture as SVG ([`Session::picture`]).
    fn picture(&self, line: &Line<Self::Position>) -> Option<Result<String, Refusal>> {
        let _ = line;
        None
    }
}

/// A kind of game that shows the current position as its rules show any position
/// ([`Positions`]).
pub(crate) trait ShowsByRules {
    /// The rules.
    type Rules: Positions;

    /// The rules of the match.
    fn rules(&self) -> &Self::Rules;
}

impl<A: ShowsByRules> Shows for A {
    type Position = <A::Rules as Positions>::Position;

    fn describe(&self, line: &Line<Self::Position>) -> String {
        self.rules().describe(line.current())
    }

    fn drawing(&self, line: &Line<Self::Position>) -> Option<String> {
        self.rules().drawing(line.current())
    }

    fn picture(&self, line: &Line<Self::Position>) -> Option<Result<String, Refusal>> {
        svg(self.rules().picture(line.current()))
    }
}

/// What a kind of game answers about a match's positions, the current one last in the [`Line`]:
/// the moves, who wins, the engine's choice, how the play ends. Each kind of match has one (the
/// impartial games' [`Referee`], tree-tac-toe's minimax, the solved games with cycles,
/// dag-game's `--loopy`), and one [`Session`] serves them all: it keeps the line, the seeded
/// stream the engine draws from and how the engine chose its last move.
pub(crate) trait Arbiter: Shows {
    /// The legal moves' labels, in the order the rules list them.
    fn moves(&self, line: &Line<Self::Position>) -> Vec<String>;

    /// Who wins the current position with best play, counting the player to move as the first.
    fn verdict(&mut self, line: &Line<Self::Position>) -> Verdict;

    /// The labels of the moves that leave the opponent a lost position.
    fn winning_moves(&mut self, line: &Line<Self::Position>) -> Vec<String>;

    /// The labels of the moves that hold a draw ([`Session::drawing_moves`]).
    fn drawing_moves(&mut self, line: &Line<Self::Position>) -> Vec<String> {
        let _ = line;
        Vec::new()
    }

    /// The current position's nim-value, or why it has none.
    fn value(&mut self, line: &Line<Self::Position>) -> Result<Nimber, &'static str>;

    /// The legal move `text` names: its label and the position it leads to; or the legal moves'
    /// labels.
    fn play(
        &mut self,
        line: &Line<Self::Position>,
        text: &str,
    ) -> Result<(String, Self::Position), Vec<String>>;

    /// The engine's move for the player to move: its label, the position it leads to and how it
    /// was chosen, any draw among equally good moves taken from `random`; `None` when no move is
    /// left.
    fn engine_move(
        &mut self,
        line: &Line<Self::Position>,
        random: &mut Random,
    ) -> Option<(String, Self::Position, Choice)>;

    /// The winner, once the play is over; `None` while it goes on, and after a draw.
    fn winner(&self, line: &Line<Self::Position>) -> Option<Player>;

    /// Whether the play is over.
    fn over(&self, line: &Line<Self::Position>) -> bool {
        self.winner(line).is_some()
    }

    /// How the play ended, in words, where not by a player having no move ([`Session::ending`]).
    fn ending(&self, line: &Line<Self::Position>) -> Option<String> {
        let _ = line;
        None
    }

    /// Who wins when no move is left.
    fn play_rule(&self) -> Play {
        Play::Normal
    }

    /// The score with best play and par, in a game with a score ([`Session::score`]).
    fn score(&mut self, line: &Line<Self::Position>) -> Option<Score> {
        let _ = line;
        None
    }
}

/// A match of any kind of game: its [`Arbiter`], the positions so far, the engine's seeded
/// stream and its last choice.
struct Match<A: Arbiter> {
    arbiter: A,
    line: Line<A::Position>,
    random: Random,
    /// How the engine chose its last move.
    choice: Option<Choice>,
}

impl<A: Arbiter> Session for Match<A> {
    fn position(&self) -> String {
        self.arbiter.describe(&self.line)
    }

    fn drawing(&self) -> Option<String> {
        self.arbiter.drawing(&self.line)
    }

    fn to_move(&self) -> Player {
        self.line.to_move()
    }

    fn moves(&self) -> Vec<String> {
        self.arbiter.moves(&self.line)
    }

    fn verdict(&mut self) -> Verdict {
        self.arbiter.verdict(&self.line)
    }

    fn winning_moves(&mut self) -> Vec<String> {
        self.arbiter.winning_moves(&self.line)
    }

    fn drawing_moves(&mut self) -> Vec<String> {
        self.arbiter.drawing_moves(&self.line)
    }

    fn value(&mut self) -> Result<Nimber, &'static str> {
        self.arbiter.value(&self.line)
    }

    fn play(&mut self, text: &str) -> Result<String, Vec<String>> {
        let (label, next) = self.arbiter.play(&self.line, text)?;
        self.line.history.push(next);
        Ok(label)
    }

    fn engine_move(&mut self) -> Option<String> {
        let (label, next, choice) = self.arbiter.engine_move(&self.line, &mut self.random)?;
        self.line.history.push(next);
        self.choice = Some(choice);
        Some(label)
    }

    fn engine_choice(&self) -> Option<Choice> {
        self.choice
    }

    fn undo(&mut self) -> usize {
        self.line.undo()
    }

    fn winner(&self) -> Option<Player> {
        self.arbiter.winner(&self.line)
    }

    fn over(&self) -> bool {
        self.arbiter.over(&self.line)
    }

    fn ending(&self) -> Option<String> {
        self.arbiter.ending(&self.line)
    }

    fn play_rule(&self) -> Play {
        self.arbiter.play_rule()
    }

    fn picture(&self) -> Option<Result<String, Refusal>> {
        self.arbiter.picture(&self.line)
    }

    fn score(&mut self) -> Option<Score> {
        self.arbiter.score(&self.line)
    }
}

/// A match of `arbiter`'s game from `start`, `first` moving first; the engine's draws among
/// equally good moves come from `seed`.
pub(crate) fn match_of<A: Arbiter + 'static>(
    arbiter: A,
    start: A::Position,
    first: Player,
    seed: u64,
) -> Box<dyn Session> {
    Box::new(Match {
        arbiter,
        line: Line {
            history: vec![start],
            first,
        },
        random: Random::from_seed(seed),
        choice: None,
    })
}

/// The impartial games: the [`Referee`] of their rules, playing by remoteness.
impl<R: Rules> ShowsByRules for Referee<R> {
    type Rules = R;

    fn rules(&self) -> &R {
        Referee::rules(self)
    }
}

impl<R: Rules> Arbiter for Referee<R> {
    fn moves(&self, line: &Line<R::Position>) -> Vec<String> {
        let moves = Referee::moves(self, line.current());
        moves.iter().map(ToString::to_string).collect()
    }

    fn verdict(&mut self, line: &Line<R::Position>) -> Verdict {
        Verdict::of_first_player_wins(self.wins(line.current()))
    }

    fn winning_moves(&mut self, line: &Line<R::Position>) -> Vec<String> {
        let moves = Referee::winning_moves(self, line.current());
        moves.iter().map(ToString::to_string).collect()
    }

    fn value(&mut self, line: &Line<R::Position>) -> Result<Nimber, &'static str> {
        self.nim_value(line.current())
    }

    fn play(
        &mut self,
        line: &Line<R::Position>,
        text: &str,
    ) -> Result<(String, R::Position), Vec<String>> {
        let mv = self.parse(line.current(), text)?;
        let next = self.rules().play(line.current(), &mv);
        Ok((mv.to_string(), next))
    }

    /// The quickest winning move when there is one, else a move that delays the loss longest
    /// (drawn from `random` among those); beyond the rules' remoteness budget, the first winning
    /// move or any move.
    fn engine_move(
        &mut self,
        line: &Line<R::Position>,
        random: &mut Random,
    ) -> Option<(String, R::Position, Choice)> {
        let current = line.current();
        let mut budget = self.rules().remoteness_budget(current);
        let winning = Referee::winning_moves(self, current);
        let (mv, choice) = if winning.is_empty() {
            let mut moves = Referee::moves(self, current);
            if moves.is_empty() {
                return None;
            }
            let mut lengths = Vec::with_capacity(moves.len());
            for mv in &moves {
                let next = self.rules().play(current, mv);
                match self.remoteness(&next, &mut budget) {
                    Some(length) => lengths.push(length),
                    None => break,
                }
            }
            if lengths.len() < moves.len() {
                let pick = random.index(moves.len());
                (moves.swap_remove(pick), Choice::AnyMove)
            } else {
                let longest = lengths.iter().copied().max()?;
                let mut delaying: Vec<R::Move> = moves
                    .into_iter()
                    .zip(&lengths)
                    .filter(|&(_, &length)| length == longest)
                    .map(|(mv, _)| mv)
                    .collect();
                let pick = random.index(delaying.len());
                (delaying.swap_remove(pick), Choice::LongestLoss)
            }
        } else {
            let mut quickest: Option<(u32, &R::Move)> = None;
            let mut searched = true;
            for mv in &winning {
                let next = self.rules().play(current, mv);
                match self.remoteness(&next, &mut budget) {
                    Some(length) => {
                        if quickest.map_or(true, |(best, _)| length < best) {
                            quickest = Some((length, mv));
                        }
                    }
                    None => {
                        searched = false;
                        break;
                    }
                }
            }
            match quickest {
                Some((_, mv)) if searched => (mv.clone(), Choice::QuickestWin),
                _ => (winning[0].clone(), Choice::AnyWin),
            }
        };
        let next = self.rules().play(current, &mv);
        Some((mv.to_string(), next, choice))
    }

    fn winner(&self, line: &Line<R::Position>) -> Option<Player> {
        if !Referee::moves(self, line.current()).is_empty() {
            return None;
        }
        let stuck = line.to_move();
        Some(match self.rules().play_rule() {
            Play::Normal => stuck.other(),
            Play::Misere => stuck,
        })
    }

    fn play_rule(&self) -> Play {
        self.rules().play_rule()
    }
}

/// A position's picture as SVG, for [`Arbiter::picture`]: its refusal where it would be too
/// large to read; `None` for a game with no picture of its positions.
pub(crate) fn svg(picture: Option<Result<Picture, Refusal>>) -> Option<Result<String, Refusal>> {
    Some(picture?.map(|picture| picture.svg()))
}

/// Who moves after `moves` moves of a match that `first` opened.
fn player_after(first: Player, moves: usize) -> Player {
    if moves % 2 == 0 {
        first
    } else {
        first.other()
    }
}

/// The engine's move, played, when it is the engine's turn and a move is left.
pub fn engine_turn(session: &mut dyn Session) -> Option<String> {
    (session.to_move() == Player::Engine && !session.over())
        .then(|| session.engine_move())
        .flatten()
}

/// The answer to a hint as JSON keys: `winning_moves` (the moves that win against best play,
/// empty when none does) and, in a drawn position, `drawing_moves` (the moves that hold the
/// draw); what `grundy play --json` adds after `hint` and the web playground after a hint.
pub fn hint(session: &mut dyn Session) -> Map<String, Value> {
    let mut object = Map::new();
    object.insert("winning_moves".into(), json!(session.winning_moves()));
    if session.verdict() == Verdict::Draw {
        object.insert("drawing_moves".into(), json!(session.drawing_moves()));
    }
    object
}

/// The state of a match as one JSON object, as `grundy play --json` prints it and the web
/// playground answers it: the position, whose turn, the legal moves, the verdict for the player
/// to move (`first`: they win with best play; `second`: they lose), the engine's move if it just
/// moved, whether the game is over, how it ended (where not by a player having no move) and the
/// winner (none after a draw); in a game with a score, `score` and `par` ([`Session::score`]).
pub fn state(session: &mut dyn Session, engine_move: Option<String>) -> Map<String, Value> {
    let name = |player| match player {
        Player::Human => "human",
        Player::Engine => "engine",
    };
    let winner = session.winner();
    let mut object = Map::new();
    object.insert("position".into(), Value::from(session.position()));
    object.insert("to_move".into(), Value::from(name(session.to_move())));
    object.insert("moves".into(), json!(session.moves()));
    object.insert("verdict".into(), Value::from(session.verdict().key()));
    if let Some(mv) = engine_move {
        object.insert("engine_move".into(), Value::from(mv));
        let choice = session.engine_choice().map(|choice| choice.key());
        object.insert("engine_choice".into(), json!(choice));
    }
    if let Some(score) = session.score() {
        object.insert("score".into(), Value::from(score.value));
        object.insert("par".into(), Value::from(score.par));
    }
    object.insert("over".into(), Value::from(session.over()));
    if let Some(ending) = session.ending() {
        object.insert("ending".into(), Value::from(ending));
    }
    if let Some(winner) = winner {
        object.insert("winner".into(), Value::from(name(winner)));
    }
    object
}

/// Why a match cannot start.
#[derive(Debug)]
pub enum StartError {
    /// The input is bad, or the chosen test is too large to play out explicitly (named by its
    /// line and test).
    Input(InputError),
    /// The input has fewer tests than the one chosen.
    NoSuchTest {
        /// The test chosen, from 1.
        wanted: u64,
        /// How many tests the input has.
        tests: u64,
        /// What the game calls a test (`test`, `query`).
        name: &'static str,
    },
    /// A root was chosen for a game (named by its id) that has none to choose.
    NoRoot(&'static str),
    /// An option of [`Setup`] (`--query`, `--position`, `--loopy`) was given for a game (named by
    /// its id) that does not take it.
    NoChoice {
        /// The game's id.
        id: &'static str,
        /// The option, as typed (`--query`).
        option: &'static str,
    },
}

/// What a player chooses besides the test, for the games that take it
/// ([`Playable::CHOICES`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Setup {
    /// `--query Q`: the query of the test to play, from 1 (dag-game; the first by default).
    pub query: Option<u64>,
    /// `--position TEXT`: the position to play, in the game's own words (the counting games:
    /// moore-nim's heap sizes, moving-coins' cells of the coins).
    pub position: Option<String>,
    /// `--loopy`: the game on any directed graph, where endless play is a draw (dag-game).
    pub loopy: bool,
}

impl Setup {
    /// The options set, as typed.
    pub fn chosen(&self) -> Vec<&'static str> {
        let mut chosen = Vec::new();
        if self.query.is_some() {
            chosen.push("--query");
        }
        if self.position.is_some() {
            chosen.push("--position");
        }
        if self.loopy {
            chosen.push("--loopy");
        }
        chosen
    }
}

impl fmt::Display for StartError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Input(error) => error.fmt(formatter),
            StartError::NoSuchTest {
                wanted,
                tests,
                name,
            } => {
                let counted = match (tests, name.strip_suffix('y')) {
                    (1, _) => name.to_string(),
                    (_, Some(stem)) => format!("{stem}ies"),
                    (_, None) => format!("{name}s"),
                };
                write!(
                    formatter,
                    "there is no {name} {wanted}: the input has {tests} {counted}"
                )
            }
            StartError::NoChoice { id, option } => {
                let what = match *option {
                    "--query" => "it chooses the query of a test (dag-game)",
                    "--position" => {
                        "it chooses the position of a counting game (moore-nim, moving-coins)"
                    }
                    "--loopy" => "it plays on a graph with cycles (dag-game)",
                    _ => "it is for other games",
                };
                write!(formatter, "{id} takes no {option}: {what}")
            }
            StartError::NoRoot(id) => write!(
                formatter,
                "{id} has no root or start to choose: --root is for a game played on a rooted \
                 tree (tree-coins), --start for a game whose start vertex may be chosen \
                 (graph-draw-game)"
            ),
        }
    }
}

impl From<InputError> for StartError {
    fn from(error: InputError) -> Self {
        StartError::Input(error)
    }
}

/// A match of test number `wanted` (from 1) of `input`, in `G`'s contest format: every test is
/// read (and so checked), the chosen one's rules are built unless it is too large to play out,
/// and `first` moves first. The engine's moves from lost positions are drawn from `seed`.
pub fn start<G: Playable>(
    input: &[u8],
    wanted: u64,
    first: Player,
    seed: u64,
) -> Result<Box<dyn Session>, StartError>
where
    <G as Playable>::Rules: 'static,
{
    let (rules, position) = with_test::<G, _>(input, wanted, G::rules)?;
    Ok(session(rules, position, first, seed))
}

/// As [`start`], with the choices of `setup` ([`Playable::set_up`]); refused when the game does
/// not take one of them ([`Playable::CHOICES`]).
pub fn start_with<G: Playable>(
    input: &[u8],
    wanted: u64,
    first: Player,
    seed: u64,
    setup: &Setup,
) -> Result<Box<dyn Session>, StartError>
where
    <G as Playable>::Rules: 'static,
{
    if let Some(option) = setup
        .chosen()
        .into_iter()
        .find(|option| !G::CHOICES.contains(option))
    {
        return Err(StartError::NoChoice {
            id: G::INFO.id,
            option,
        });
    }
    if G::CHOICES.is_empty() {
        return start::<G>(input, wanted, first, seed);
    }
    with_test::<G, _>(input, wanted, |header, test| {
        G::set_up(header, test, setup, first, seed).unwrap_or_else(|| {
            let (rules, position) = G::rules(header, test)?;
            Ok(session(rules, position, first, seed))
        })
    })
}

/// As [`start`], for a game played on a tree from a chosen root ([`Playable::rooted_rules`]):
/// the match rooted at node `root` (from 1); refused for a game with no root to choose.
pub fn start_rooted<G: Playable>(
    input: &[u8],
    wanted: u64,
    first: Player,
    seed: u64,
    root: u64,
) -> Result<Box<dyn Session>, StartError>
where
    <G as Playable>::Rules: 'static,
{
    let mut rooted = true;
    let built = with_test::<G, _>(input, wanted, |header, test| {
        G::rooted_rules(header, test, root).unwrap_or_else(|| {
            rooted = false;
            Err(String::new())
        })
    });
    if !rooted {
        return Err(StartError::NoRoot(G::INFO.id));
    }
    let (rules, position) = built?;
    Ok(session(rules, position, first, seed))
}

/// A match from `position` under `rules`, `first` moving first; the engine's moves from lost
/// positions are drawn from `seed`.
pub(crate) fn session<R: Rules + 'static>(
    rules: R,
    position: R::Position,
    first: Player,
    seed: u64,
) -> Box<dyn Session> {
    match_of(Referee::new(rules), position, first, seed)
}

/// What `build` makes of test number `wanted` (from 1) of `input`, in `G`'s contest format:
/// every test is read (and so checked) first; a refusal of `build` (a test too large to play or
/// draw) is named by the test's first line. Shared by `grundy play` and `grundy draw`.
pub(crate) fn with_test<G: Contest, T>(
    input: &[u8],
    wanted: u64,
    build: impl FnOnce(&G::Header, &G::Test) -> Result<T, Refusal>,
) -> Result<T, StartError> {
    let mut scanner = Scanner::new(input);
    let name = if G::TESTS == Tests::Queries {
        scanner.set_test_name("query");
        "query"
    } else {
        "test"
    };
    scanner.skip_separators();
    let (header, count) = driver::read_header::<G>(&mut scanner)?;
    let mut chosen = None;
    let mut test = 0u64;
    while driver::more_tests(G::TESTS, test, count, &mut scanner) {
        test += 1;
        if G::TESTS != Tests::One {
            scanner.set_test(Some(test as usize));
        }
        scanner.skip_separators();
        let offset = scanner.position();
        let read = G::read(&mut scanner, &header)?;
        if test == wanted {
            chosen = Some((read, offset));
        }
    }
    scanner.expect_end()?;
    let Some((read, offset)) = chosen else {
        return Err(StartError::NoSuchTest {
            wanted,
            tests: test,
            name,
        });
    };
    if G::TESTS != Tests::One {
        scanner.set_test(Some(wanted as usize));
    }
    build(&header, &read).map_err(|refusal| scanner.error_at(offset, refusal).into())
}

/// Plays `session` to its end, the engine against a person moving at random (drawn from
/// `random`); the winner, or `None` after `limit` moves (or a draw).
#[cfg(test)]
pub(crate) fn against_random(
    session: &mut dyn Session,
    random: &mut Random,
    limit: usize,
) -> Option<Player> {
    for _ in 0..limit {
        if session.over() {
            return session.winner();
        }
        match session.to_move() {
            Player::Engine => {
                session.engine_move().expect("a game not over has a move");
            }
            Player::Human => {
                let moves = session.moves();
                session
                    .play(&moves[random.index(moves.len())])
                    .expect("a listed move");
            }
        }
    }
    session.winner()
}

#[cfg(test)]
#[path = "play_tests.rs"]
mod tests;
