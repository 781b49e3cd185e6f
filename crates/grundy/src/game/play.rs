//! Playing one test of a game against the engine (`grundy play`): a match over a game's
//! [`Rules`], type-erased so the command line reaches every playable game the same way.
//!
//! The engine is the [`Referee`]: from a position it wins, it plays a winning move (the first in
//! the order the rules list moves); from a lost position it plays a move that delays its loss
//! longest against best play (the largest remoteness, in Steinhaus's sense: the winner hastens
//! the end, the loser delays it), drawn from a seeded stream where several delay it as long, so
//! the same seed gives the same game.

use std::collections::HashMap;
use std::fmt;

use serde_json::{json, Map, Value};

use super::rules::{Playable, Referee, Rules};
use super::{driver, Contest, Refusal, Tests};
use crate::engine::Play;
use crate::input::{InputError, Scanner};
use crate::random::Random;

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
    /// Who is to move.
    fn to_move(&self) -> Player;
    /// The legal moves, by their labels, in the order the rules list them.
    fn moves(&self) -> Vec<String>;
    /// Whether the player to move wins with best play.
    fn wins(&mut self) -> bool;
    /// The moves that leave the opponent a lost position, by their labels.
    fn winning_moves(&mut self) -> Vec<String>;
    /// Plays the legal move labelled `text` (white space ignored between words) for the player to
    /// move, and returns its label; or the labels of the legal moves, changing nothing.
    fn play(&mut self, text: &str) -> Result<String, Vec<String>>;
    /// The engine's move for the player to move, played: a winning move when there is one, else
    /// a move that delays the loss longest (drawn from the seeded stream among those). `None`
    /// when no move is left.
    fn engine_move(&mut self) -> Option<String>;
    /// Takes back moves until it is the person's turn again, at least one of the person's moves
    /// taken back (the person's last move and the engine's answer); returns how many moves were
    /// taken back, 0 when the person has made no move.
    fn undo(&mut self) -> usize;
    /// The winner, once no move is left.
    fn winner(&self) -> Option<Player>;
    /// Who wins when no move is left: normal play (the player who cannot move loses) or misère.
    fn play_rule(&self) -> Play;
}

/// A match over a game's rules.
struct Match<R: Rules> {
    referee: Referee<R>,
    /// Every position so far, the start first; the last is the current one.
    history: Vec<R::Position>,
    first: Player,
    random: Random,
    /// The remoteness of the positions the engine looked at when it was losing.
    lengths: HashMap<R::Position, u32>,
}

impl<R: Rules> Match<R> {
    fn current(&self) -> &R::Position {
        self.history.last().expect("a match has a position")
    }

    fn advance(&mut self, mv: &R::Move) {
        let next = self.referee.rules().play(self.current(), mv);
        self.history.push(next);
    }

    /// How many moves are left from `position` when the winner hastens the end and the loser
    /// delays it (its remoteness): none at the end of the game; from a won position one more than
    /// the quickest win, from a lost one one more than the longest loss. Found without recursion,
    /// each position once.
    fn remoteness(&mut self, position: &R::Position) -> u32 {
        let mut stack = vec![(position.clone(), false)];
        while let Some((at, expanded)) = stack.pop() {
            if self.lengths.contains_key(&at) {
                continue;
            }
            let moves = self.referee.moves(&at);
            let options: Vec<R::Position> = moves
                .iter()
                .map(|mv| self.referee.rules().play(&at, mv))
                .collect();
            if !expanded {
                stack.push((at, true));
                stack.extend(
                    options
                        .into_iter()
                        .filter(|option| !self.lengths.contains_key(option))
                        .map(|option| (option, false)),
                );
                continue;
            }
            let length = if options.is_empty() {
                0
            } else if self.referee.wins(&at) {
                let mut quickest = u32::MAX;
                for option in &options {
                    if !self.referee.wins(option) {
                        quickest = quickest.min(self.lengths[option]);
                    }
                }
                quickest + 1
            } else {
                options
                    .iter()
                    .map(|option| self.lengths[option])
                    .max()
                    .unwrap_or(0)
                    + 1
            };
            self.lengths.insert(at, length);
        }
        self.lengths[position]
    }

    fn player_after(&self, moves: usize) -> Player {
        if moves % 2 == 0 {
            self.first
        } else {
            self.first.other()
        }
    }
}

impl<R: Rules> Session for Match<R> {
    fn position(&self) -> String {
        self.referee.rules().describe(self.current())
    }

    fn to_move(&self) -> Player {
        self.player_after(self.history.len() - 1)
    }

    fn moves(&self) -> Vec<String> {
        let moves = self.referee.moves(self.current());
        moves.iter().map(ToString::to_string).collect()
    }

    fn wins(&mut self) -> bool {
        let current = self.current().clone();
        self.referee.wins(&current)
    }

    fn winning_moves(&mut self) -> Vec<String> {
        let current = self.current().clone();
        let moves = self.referee.winning_moves(&current);
        moves.iter().map(ToString::to_string).collect()
    }

    fn play(&mut self, text: &str) -> Result<String, Vec<String>> {
        let mv = self.referee.parse(self.current(), text)?;
        self.advance(&mv);
        Ok(mv.to_string())
    }

    fn engine_move(&mut self) -> Option<String> {
        let current = self.current().clone();
        let mv = match self.referee.winning_moves(&current).into_iter().next() {
            Some(winning) => winning,
            None => {
                let moves = self.referee.moves(&current);
                let lengths: Vec<u32> = moves
                    .iter()
                    .map(|mv| {
                        let next = self.referee.rules().play(&current, mv);
                        self.remoteness(&next)
                    })
                    .collect();
                let longest = lengths.iter().copied().max()?;
                let mut delaying: Vec<R::Move> = moves
                    .into_iter()
                    .zip(&lengths)
                    .filter(|&(_, &length)| length == longest)
                    .map(|(mv, _)| mv)
                    .collect();
                let pick = self.random.index(delaying.len());
                delaying.swap_remove(pick)
            }
        };
        self.advance(&mv);
        Some(mv.to_string())
    }

    fn undo(&mut self) -> usize {
        // The person's last move: the last time it was their turn before the current position.
        let Some(last) = (0..self.history.len() - 1)
            .rev()
            .find(|&moves| self.player_after(moves) == Player::Human)
        else {
            return 0;
        };
        let taken = self.history.len() - 1 - last;
        self.history.truncate(last + 1);
        taken
    }

    fn winner(&self) -> Option<Player> {
        if !self.referee.moves(self.current()).is_empty() {
            return None;
        }
        let stuck = self.to_move();
        Some(match self.play_rule() {
            Play::Normal => stuck.other(),
            Play::Misere => stuck,
        })
    }

    fn play_rule(&self) -> Play {
        self.referee.rules().play_rule()
    }
}

/// The engine's move, played, when it is the engine's turn and a move is left.
pub fn engine_turn(session: &mut dyn Session) -> Option<String> {
    (session.to_move() == Player::Engine && session.winner().is_none())
        .then(|| session.engine_move())
        .flatten()
}

/// The state of a match as one JSON object, as `grundy play --json` prints it and the web
/// playground answers it: the position, whose turn, the legal moves, the verdict for the player
/// to move (`first`: they win with best play; `second`: they lose), the engine's move if it just
/// moved, whether the game is over and the winner.
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
    let verdict = if session.wins() { "first" } else { "second" };
    object.insert("verdict".into(), Value::from(verdict));
    if let Some(mv) = engine_move {
        object.insert("engine_move".into(), Value::from(mv));
    }
    object.insert("over".into(), Value::from(winner.is_some()));
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
    Ok(Box::new(Match {
        referee: Referee::new(rules),
        history: vec![position],
        first,
        random: Random::from_seed(seed),
        lengths: HashMap::new(),
    }))
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

#[cfg(test)]
#[path = "play_tests.rs"]
mod tests;
