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
//! either order ([`Rules::aliases`]). dag-game plays one query (`token 1 from 0 to 2`); the
//! counting games, moore-nim (`heap 1 to 0, heap 3 to 2`) and moving-coins (`coin 5 to 3`), one
//! position of the kind they count, chosen through [`Playable::set_up`].
//!
//! This is the contract for finite impartial games under normal or misère play. Where a game's
//! theory evaluates positions cheaply, its rules say so ([`Rules::fast_wins`],
//! [`Rules::fast_value`]: every game above but path-marking, prefix-free and hunger-game; for
//! moore-nim only who wins beyond `k = 1`) and the [`Referee`] answers by it. Games
//! with two kinds of player or draws have their own contract, [`super::minimax_play`]
//! (tree-tac-toe).

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use super::play::{Player, Session, Setup, REMOTENESS_BUDGET};
use super::positions::Positions;
use super::{Contest, Refusal};
use crate::engine::{Game, OutcomeSolver, Play, ValueSolver};
use crate::nimber::Nimber;

/// How much a reply of the engine may cost where the rules evaluate positions by their game's
/// theory ([`Rules::fast_wins`]): the moves from a position times the size of one (what listing
/// the moves and weighing each costs). The games played by their theory refuse larger tests.
pub const MAX_FAST_WORK: u128 = 1_000_000;

/// A game's rules on one test: its positions ([`Positions`]) and the labelled moves from each.
pub trait Rules: Positions {
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

    /// Other ways a person may type `mv` than its label (an edge's endpoints in the other order:
    /// `5 2` for `2 5`); none unless the game says so.
    fn aliases(&self, mv: &Self::Move) -> Vec<String> {
        let _ = mv;
        Vec::new()
    }

    /// How many moves the engine may look at, from `position`, to find the remoteness of the
    /// positions its reply leaves ([`super::play::REMOTENESS_BUDGET`] by default). A game whose
    /// positions are long (a list of heaps, coins or tokens) gives that budget divided by their
    /// length, so a reply costs about the same whatever the position's size.
    fn remoteness_budget(&self, position: &Self::Position) -> u64 {
        let _ = position;
        REMOTENESS_BUDGET
    }

    /// The nim-value (Sprague–Grundy value) of `position` under normal play by the game's own
    /// theory, where that is cheap (nim: the XOR of the heaps); `None` (the default) leaves it to
    /// search over explicit positions. Asked only of games under normal play.
    fn fast_value(&self, position: &Self::Position) -> Option<Nimber> {
        let _ = position;
        None
    }

    /// Every move from `position` that leaves the opponent a lost position, in the order
    /// [`Rules::moves`] lists them, where the game's theory finds them faster than weighing each
    /// move ([`Rules::fast_wins`] after [`Rules::play`]); `None` (the default) to weigh each.
    fn fast_winning_moves(&self, position: &Self::Position) -> Option<Vec<Self::Move>> {
        let _ = position;
        None
    }

    /// How many positions and options a search for the nim-value of `position` may look at,
    /// where [`Rules::fast_value`] gives none; `None` (the default) for no limit: the games
    /// played by their oracle, whose size caps bound the search. A game whose theory gives who
    /// wins but no nim-value (moore-nim beyond `k = 1`) sets one, so `value` never hangs.
    fn value_budget(&self, position: &Self::Position) -> Option<u64> {
        let _ = position;
        None
    }

    /// Whether the player to move wins `position`, by the game's own theory where that is cheap;
    /// `None` leaves it to search over explicit positions. By default, under normal play, whether
    /// [`Rules::fast_value`] is not 0.
    fn fast_wins(&self, position: &Self::Position) -> Option<bool> {
        match self.play_rule() {
            Play::Normal => self.fast_value(position).map(|value| !value.is_zero()),
            Play::Misere => None,
        }
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
    ) -> Result<(Self::Rules, <Self::Rules as Positions>::Position), Refusal>;

    /// The rules of `test` rooted at node `root` (from 1, as the input numbers nodes), for a game
    /// played on a tree whose root the player chooses (tree-coins); `None` (the default) for a
    /// game with no root to choose.
    #[allow(clippy::type_complexity)]
    fn rooted_rules(
        header: &Self::Header,
        test: &Self::Test,
        root: u64,
    ) -> Option<Result<(Self::Rules, <Self::Rules as Positions>::Position), Refusal>> {
        let _ = (header, test, root);
        None
    }

    /// The options of `grundy play` beyond the test that the game takes ([`Setup`]'s: `--query`,
    /// `--position`, `--loopy`); none by default.
    const CHOICES: &'static [&'static str] = &[];

    /// The match of `test` as `setup` chooses it (a query of the test, a position of the kind a
    /// counting game counts, play on a graph with cycles), `first` moving first and the engine's
    /// choices drawn from `seed`; `None` (the default) for a game whose [`Playable::CHOICES`] are
    /// empty, played from [`Playable::rules`]. Only the choices the game lists are ever set.
    fn set_up(
        header: &Self::Header,
        test: &Self::Test,
        setup: &Setup,
        first: Player,
        seed: u64,
    ) -> Option<Result<Box<dyn Session>, Refusal>> {
        let _ = (header, test, setup, first, seed);
        None
    }
}

/// The labels of `moves`, as a person reads them (for tests).
#[cfg(test)]
pub(crate) fn labels<M: fmt::Display>(moves: &[M]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

/// Rules as the engine sees them: the positions one move away.
struct Explicit<R>(Arc<R>);

impl<R: Rules> Game for Explicit<R> {
    type Position = R::Position;

    fn options(&self, position: &R::Position, options: &mut Vec<R::Position>) {
        let mut moves = Vec::new();
        self.0.moves(position, &mut moves);
        options.extend(moves.iter().map(|mv| self.0.play(position, mv)));
    }
}

/// Decides positions of a game's rules and names the winning moves by their labels; keeps what
/// it decided for the next question. Where the rules have a fast evaluation
/// ([`Rules::fast_wins`], [`Rules::fast_value`]) it answers by it, and searches the explicit
/// positions only for what the theory does not give.
pub struct Referee<R: Rules> {
    rules: Arc<R>,
    outcomes: OutcomeSolver<Explicit<R>>,
    values: ValueSolver<Explicit<R>>,
    /// The remoteness of the positions searched so far.
    lengths: HashMap<R::Position, u32>,
}

impl<R: Rules> Referee<R> {
    /// A referee for `rules`.
    pub fn new(rules: R) -> Self {
        let play = rules.play_rule();
        let rules = Arc::new(rules);
        Referee {
            outcomes: OutcomeSolver::new(Explicit(Arc::clone(&rules)), play),
            values: ValueSolver::new(Explicit(Arc::clone(&rules))),
            rules,
            lengths: HashMap::new(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The legal moves from `position`.
    pub fn moves(&self, position: &R::Position) -> Vec<R::Move> {
        let mut moves = Vec::new();
        self.rules.moves(position, &mut moves);
        moves
    }

    /// Whether the player to move wins `position`: by the rules' fast evaluation where they have
    /// one, else by search over explicit positions.
    pub fn wins(&mut self, position: &R::Position) -> bool {
        match self.rules.fast_wins(position) {
            Some(wins) => wins,
            None => self.outcomes.wins(position),
        }
    }

    /// The nim-value (Sprague–Grundy value) of `position`: by the rules' fast evaluation where
    /// they have one, else the mex over explicit positions; `None` under misère play, where
    /// nim-values do not decide who wins, and where the search would go beyond the rules'
    /// [`Rules::value_budget`].
    pub fn value(&mut self, position: &R::Position) -> Option<Nimber> {
        self.nim_value(position).ok()
    }

    /// As [`Referee::value`], within the rules' [`Rules::value_budget`]; or why there is no
    /// value to give: misère play, or a search beyond the budget.
    pub fn nim_value(&mut self, position: &R::Position) -> Result<Nimber, &'static str> {
        if self.rules.play_rule() == Play::Misere {
            return Err("under misère play nim-values do not decide who wins");
        }
        if let Some(value) = self.rules.fast_value(position) {
            return Ok(value);
        }
        match self.rules.value_budget(position) {
            None => Ok(self.values.value(position)),
            Some(mut budget) => self.values.value_within(position, &mut budget).ok_or(
                "the game's theory gives who wins here but not the nim-value, and a search for \
                 it would look at too many positions",
            ),
        }
    }

    /// The nim-value of `position` by search over explicit positions alone, none of the
    /// game's theory (for tests of the fast evaluation).
    #[cfg(test)]
    pub(crate) fn explicit_value(&mut self, position: &R::Position) -> Nimber {
        self.values.value(position)
    }

    /// Whether the player to move wins `position` by search over explicit positions alone.
    #[cfg(test)]
    pub(crate) fn explicit_wins(&mut self, position: &R::Position) -> bool {
        self.outcomes.wins(position)
    }

    /// The moves from `position` that leave the opponent a lost position.
    pub fn winning_moves(&mut self, position: &R::Position) -> Vec<R::Move> {
        if let Some(winning) = self.rules.fast_winning_moves(position) {
            return winning;
        }
        let moves = self.moves(position);
        moves
            .into_iter()
            .filter(|mv| {
                let next = self.rules.play(position, mv);
                !self.wins(&next)
            })
            .collect()
    }

    /// The remoteness of `position` (Steinhaus; *Winning Ways*, ch. 9): how many moves are left
    /// when the winner hastens the end and the loser delays it: 0 at the end of the game; from
    /// a won position one more than the quickest win, from a lost one one more than the longest
    /// loss. Found without recursion, each position once; `None` when that would look at more
    /// than `budget` moves (what it looks at is taken from `budget`).
    pub fn remoteness(&mut self, position: &R::Position, budget: &mut u64) -> Option<u32> {
        let mut stack = vec![(position.clone(), false)];
        while let Some((at, expanded)) = stack.pop() {
            if self.lengths.contains_key(&at) {
                continue;
            }
            let moves = self.moves(&at);
            *budget = budget.checked_sub(moves.len() as u64 + 1)?;
            let options: Vec<R::Position> =
                moves.iter().map(|mv| self.rules.play(&at, mv)).collect();
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
            } else if self.wins(&at) {
                let mut quickest = u32::MAX;
                for option in &options {
                    if !self.wins(option) {
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
        Some(self.lengths[position])
    }

    /// The legal move from `position` whose label (or one of its [`Rules::aliases`]) is `text`
    /// (white space around and between words ignored), or the labels of the legal moves.
    pub fn parse(&self, position: &R::Position, text: &str) -> Result<R::Move, Vec<String>> {
        find_move(self.moves(position), text, |mv| self.rules.aliases(mv))
    }
}

/// The move of `moves` whose label (or one of its `aliases`) is `text` (white space around and
/// between words ignored), or the labels of `moves`.
pub(crate) fn find_move<M: fmt::Display>(
    moves: Vec<M>,
    text: &str,
    aliases: impl Fn(&M) -> Vec<String>,
) -> Result<M, Vec<String>> {
    let wanted: Vec<&str> = text.split_whitespace().collect();
    let spells = |label: &str| label.split_whitespace().eq(wanted.iter().copied());
    let found = moves
        .iter()
        .position(|mv| spells(&mv.to_string()) || aliases(mv).iter().any(|alias| spells(alias)));
    match found {
        Some(index) => Ok(moves.into_iter().nth(index).expect("found")),
        None => Err(moves.iter().map(ToString::to_string).collect()),
    }
}

/// Asserts that the fast evaluation of `rules` ([`Rules::fast_wins`], [`Rules::fast_value`]),
/// where it gives an answer, agrees with search over explicit positions on every position
/// reachable from `start`; returns how many positions the fast evaluation answered.
#[cfg(test)]
pub(crate) fn assert_fast_agrees<R: Rules>(rules: R, start: &R::Position) -> usize
where
    R::Position: fmt::Debug,
{
    let mut referee = Referee::new(rules);
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![start.clone()];
    let mut answered = 0;
    while let Some(at) = stack.pop() {
        if !seen.insert(at.clone()) {
            continue;
        }
        if let Some(wins) = referee.rules().fast_wins(&at) {
            assert_eq!(wins, referee.explicit_wins(&at), "who wins {at:?}");
            answered += 1;
        }
        if let Some(value) = referee.rules().fast_value(&at) {
            assert_eq!(value, referee.explicit_value(&at), "the value of {at:?}");
        }
        if let Some(winning) = referee.rules().fast_winning_moves(&at) {
            let nexts: Vec<(R::Move, R::Position)> = referee
                .moves(&at)
                .into_iter()
                .map(|mv| {
                    let next = referee.rules().play(&at, &mv);
                    (mv, next)
                })
                .collect();
            let searched: Vec<R::Move> = nexts
                .into_iter()
                .filter(|(_, next)| !referee.explicit_wins(next))
                .map(|(mv, _)| mv)
                .collect();
            assert_eq!(
                labels(&winning),
                labels(&searched),
                "winning moves of {at:?}"
            );
        }
        for mv in referee.moves(&at) {
            stack.push(referee.rules().play(&at, &mv));
        }
    }
    answered
}
