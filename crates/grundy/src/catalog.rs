//! The list of games: the one door into a game for the command line and every other tool.
//!
//! Each game is an [`Entry`]: what it says about itself ([`Info`], its docs page) and its entry
//! points (solve, generate, check), the same for every game. A game that implements the contract
//! ([`Contest`](crate::game::Contest) and [`Families`]) becomes an entry through [`Plugin`], with no code of its own:
//! adding a game means one module under `games/`, one line in [`GAMES`], its docs page and its
//! bundled example.

use std::io::Write;
use std::marker::PhantomData;

use crate::check::stress::{Program, StressOptions, StressReport};
use crate::check::{CheckOptions, CheckReport, Progress, Sizes, Spread};
use crate::draw::{self, Drawable};
pub use crate::draw::{DrawOptions, Format, MAX_ARCS, MAX_BENDS, MAX_EDGES, MAX_ITEMS};
use crate::game::interactive::Interactive;
use crate::game::minimax_play::{self, MinimaxPlayable};
use crate::game::play::{self, Player, Session, Setup, StartError};
use crate::game::solved_play::{self, SolvedPlayable};
use crate::game::{driver, Checked, Families, Info, Playable};
use crate::games;
use crate::solve::{GenerateError, GenerateOptions, SolveError, SolveOptions};

/// A game of the catalog, as the tools see it.
pub trait Entry: Sync {
    /// What the game says about itself.
    fn info(&self) -> &Info;
    /// The game's page (`docs/games/<id>.md`): rules, input format with limits, output, an
    /// example and the generator's families, then how it is solved and what the tests check.
    fn page(&self) -> &'static str;
    /// Solves an input in the game's contest format, writing one report per test.
    fn solve(
        &self,
        input: &[u8],
        options: &SolveOptions,
        out: &mut dyn Write,
    ) -> Result<(), SolveError>;
    /// Writes a valid input from a named family.
    fn generate(&self, options: &GenerateOptions, out: &mut dyn Write)
        -> Result<(), GenerateError>;
    /// The names of the generator's families; the first is the default.
    fn families(&self) -> Vec<&'static str>;
    /// The size `grundy gen` writes without `--n`.
    fn default_size(&self) -> u64;
    /// The sizes (`--n`) at which the generator's families write tests the oracle takes (but
    /// the families the game's page names as beyond it): from the smallest to the largest the
    /// oracle finishes.
    fn oracle_sizes(&self) -> std::ops::RangeInclusive<u64>;
    /// Checks the fast solver against the oracle, spread over threads and parts as `spread`
    /// says; `progress(done, total)` is called as it goes, and `sizes` first where the sizes of
    /// the cases to come are known (an exhaustive check).
    fn check(
        &self,
        options: &CheckOptions,
        spread: &Spread,
        progress: Progress<'_>,
        sizes: Sizes<'_>,
    ) -> Result<CheckReport, String>;
    /// Tests a program against the game's answers on random inputs (`grundy stress`);
    /// `progress(done, total)` is called as it goes, `total` 0 when it runs for a time.
    fn stress(
        &self,
        options: &StressOptions,
        program: &Program<'_>,
        progress: Progress<'_>,
    ) -> Result<StressReport, String>;
    /// With `Some(what)`, the game's tests have numbers that `grundy stress --max-value` bounds:
    /// `what` names them.
    fn values(&self) -> Option<&'static str>;
    /// With `Some(what)`, the game also answers for every choice of root (`--all-roots`): `what`
    /// says what that adds to the reports.
    fn all_roots(&self) -> Option<&'static str>;
    /// With `Some(what)`, the game is also played on graphs with cycles (`--loopy`): `what` says
    /// what that changes.
    fn loopy(&self) -> Option<&'static str>;
    /// With `Some(what)`, the reports hold lists cut at the usual length unless `--all`: `what`
    /// names them; `None` where `--all` would change nothing.
    fn lists(&self) -> Option<&'static str>;
    /// With `Some`, one test of the game can be played move by move against the engine
    /// (`grundy play`); `None` for a game whose move-by-move rules are not written yet.
    fn play(&self) -> Option<&dyn PlayAbility>;
    /// What the game calls one of the questions its input asks: `query` for the games whose
    /// input is one board and its queries, `test` for the others.
    fn test_noun(&self) -> &'static str;
    /// With `Some`, a test of the game can be drawn (`grundy draw`); `None` where drawing the
    /// game is not supported yet.
    fn draw(&self) -> Option<&dyn DrawAbility>;

    /// The game's id (`grundy solve <id>`).
    fn id(&self) -> &'static str {
        self.info().id
    }

    /// The first part of the game's page, which `grundy games <id>` prints: everything above the
    /// `<!-- more -->` line.
    fn summary(&self) -> &'static str {
        let page = self.page();
        match page.find("<!-- more -->") {
            Some(end) => page[..end].trim_end(),
            None => page.trim_end(),
        }
    }
}

/// Playing one test of a game against the engine.
pub trait PlayAbility: Sync {
    /// A match of test number `test` (from 1) of `input`, `first` moving first; the engine's
    /// moves from lost positions are drawn from `seed`.
    fn start(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
    ) -> Result<Box<dyn Session>, StartError>;

    /// As [`PlayAbility::start`], rooted at node `root` (from 1) for a game played on a tree from
    /// a chosen root (tree-coins), or from vertex `root` for a game whose start vertex may be
    /// chosen (graph-draw-game, `--start`); refused for the others.
    fn start_rooted(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
        root: u64,
    ) -> Result<Box<dyn Session>, StartError>;

    /// As [`PlayAbility::start`], with the choices of `setup` (`--query`, `--position`,
    /// `--loopy`); refused for a game that does not take one of them. By default the game takes
    /// none.
    fn start_with(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
        setup: &Setup,
    ) -> Result<Box<dyn Session>, StartError> {
        match setup.chosen().first() {
            None => self.start(input, test, first, seed),
            Some(&option) => Err(StartError::NoChoice {
                id: "this game",
                option,
            }),
        }
    }
}

/// Drawing one test of a game (`grundy draw`).
pub trait DrawAbility: Sync {
    /// The picture of test number `test` (from 1) of `input`, written in `format`.
    fn draw(&self, input: &[u8], test: u64, format: Format) -> Result<String, StartError>;
    /// As [`DrawAbility::draw`], with `options` (`--loopy`).
    fn draw_with(
        &self,
        input: &[u8],
        test: u64,
        format: Format,
        options: DrawOptions,
    ) -> Result<String, StartError>;
}

/// A game of the contract as an entry of the catalog; `P` says whether it can be played
/// ([`Played`] or [`NotPlayed`]), `D` whether it can be drawn ([`Drawn`] or [`NotDrawn`]).
pub struct Plugin<G, P = NotPlayed, D = NotDrawn> {
    page: &'static str,
    game: PhantomData<Kinds<G, P, D>>,
}

/// The game and abilities an entry stands for, as a type only.
type Kinds<G, P, D> = fn() -> (G, P, D);

/// An entry whose game cannot be drawn yet.
pub struct NotDrawn;

/// An entry whose game can be drawn ([`Drawable`]).
pub struct Drawn;

/// Whether an entry offers [`Entry::draw`].
pub trait DrawKind<G>: Sized {
    /// The entry's draw ability, if it has one.
    fn ability<P>(plugin: &Plugin<G, P, Self>) -> Option<&dyn DrawAbility>;
}

impl<G> DrawKind<G> for NotDrawn {
    fn ability<P>(_: &Plugin<G, P, Self>) -> Option<&dyn DrawAbility> {
        None
    }
}

impl<G: Drawable> DrawKind<G> for Drawn {
    fn ability<P>(plugin: &Plugin<G, P, Self>) -> Option<&dyn DrawAbility> {
        Some(plugin)
    }
}

impl<G: Drawable, P> DrawAbility for Plugin<G, P, Drawn> {
    fn draw(&self, input: &[u8], test: u64, format: Format) -> Result<String, StartError> {
        draw::draw::<G>(input, test, format)
    }

    fn draw_with(
        &self,
        input: &[u8],
        test: u64,
        format: Format,
        options: DrawOptions,
    ) -> Result<String, StartError> {
        draw::draw_with::<G>(input, test, format, options)
    }
}

/// An entry whose game cannot be played move by move.
pub struct NotPlayed;

/// An entry whose game can be played move by move ([`Playable`]).
pub struct Played;

/// Whether an entry offers [`Entry::play`].
pub trait PlayKind<G>: Sized {
    /// The entry's play ability, if it has one.
    fn ability<D>(plugin: &Plugin<G, Self, D>) -> Option<&dyn PlayAbility>;
}

impl<G> PlayKind<G> for NotPlayed {
    fn ability<D>(_: &Plugin<G, Self, D>) -> Option<&dyn PlayAbility> {
        None
    }
}

impl<G: Playable> PlayKind<G> for Played {
    fn ability<D>(plugin: &Plugin<G, Self, D>) -> Option<&dyn PlayAbility> {
        Some(plugin)
    }
}

/// An entry whose game has two kinds of player or draws and can be played move by move
/// ([`MinimaxPlayable`]).
pub struct PlayedByMinimax;

impl<G: MinimaxPlayable> PlayKind<G> for PlayedByMinimax {
    fn ability<D>(plugin: &Plugin<G, Self, D>) -> Option<&dyn PlayAbility> {
        Some(plugin)
    }
}

impl<G: MinimaxPlayable, D> PlayAbility for Plugin<G, PlayedByMinimax, D> {
    fn start(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
    ) -> Result<Box<dyn Session>, StartError> {
        minimax_play::start::<G>(input, test, first, seed)
    }

    fn start_rooted(
        &self,
        _: &[u8],
        _: u64,
        _: Player,
        _: u64,
        _: u64,
    ) -> Result<Box<dyn Session>, StartError> {
        Err(StartError::NoRoot(G::INFO.id))
    }

    fn start_with(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
        setup: &Setup,
    ) -> Result<Box<dyn Session>, StartError> {
        match setup.chosen().first() {
            None => self.start(input, test, first, seed),
            Some(&option) => Err(StartError::NoChoice {
                id: G::INFO.id,
                option,
            }),
        }
    }
}

/// An entry whose game may go on forever and is played on its graph of positions solved by its
/// own solver ([`SolvedPlayable`]).
pub struct PlayedBySolution;

impl<G: SolvedPlayable> PlayKind<G> for PlayedBySolution {
    fn ability<D>(plugin: &Plugin<G, Self, D>) -> Option<&dyn PlayAbility> {
        Some(plugin)
    }
}

impl<G: SolvedPlayable, D> PlayAbility for Plugin<G, PlayedBySolution, D> {
    fn start(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
    ) -> Result<Box<dyn Session>, StartError> {
        solved_play::start::<G>(input, test, first, seed, None)
    }

    fn start_rooted(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
        root: u64,
    ) -> Result<Box<dyn Session>, StartError> {
        solved_play::start::<G>(input, test, first, seed, Some(root))
    }
}

impl<G: Playable, D> PlayAbility for Plugin<G, Played, D> {
    fn start(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
    ) -> Result<Box<dyn Session>, StartError> {
        play::start::<G>(input, test, first, seed)
    }

    fn start_rooted(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
        root: u64,
    ) -> Result<Box<dyn Session>, StartError> {
        play::start_rooted::<G>(input, test, first, seed, root)
    }

    fn start_with(
        &self,
        input: &[u8],
        test: u64,
        first: Player,
        seed: u64,
        setup: &Setup,
    ) -> Result<Box<dyn Session>, StartError> {
        play::start_with::<G>(input, test, first, seed, setup)
    }
}

impl<G> Plugin<G> {
    /// The entry of game `G`, whose page is `page`.
    pub const fn new(page: &'static str) -> Self {
        Plugin {
            page,
            game: PhantomData,
        }
    }
}

impl<G, D> Plugin<G, NotPlayed, D> {
    /// The same entry, playable move by move.
    pub const fn playable(self) -> Plugin<G, Played, D> {
        Plugin {
            page: self.page,
            game: PhantomData,
        }
    }
}

impl<G, D> Plugin<G, NotPlayed, D> {
    /// The same entry, playable move by move through minimax (two kinds of player, or draws).
    pub const fn playable_by_minimax(self) -> Plugin<G, PlayedByMinimax, D> {
        Plugin {
            page: self.page,
            game: PhantomData,
        }
    }
}

impl<G, D> Plugin<G, NotPlayed, D> {
    /// The same entry, playable move by move on its graph of positions solved once
    /// ([`SolvedPlayable`]: play that may go on forever).
    pub const fn playable_by_solution(self) -> Plugin<G, PlayedBySolution, D> {
        Plugin {
            page: self.page,
            game: PhantomData,
        }
    }
}

impl<G, P> Plugin<G, P, NotDrawn> {
    /// The same entry, drawable.
    pub const fn drawable(self) -> Plugin<G, P, Drawn> {
        Plugin {
            page: self.page,
            game: PhantomData,
        }
    }
}

impl<G: Families, P: PlayKind<G>, D: DrawKind<G>> Entry for Plugin<G, P, D> {
    fn info(&self) -> &Info {
        &G::INFO
    }

    fn page(&self) -> &'static str {
        self.page
    }

    fn solve(
        &self,
        input: &[u8],
        options: &SolveOptions,
        out: &mut dyn Write,
    ) -> Result<(), SolveError> {
        driver::solve::<G>(input, options, out)
    }

    fn generate(
        &self,
        options: &GenerateOptions,
        out: &mut dyn Write,
    ) -> Result<(), GenerateError> {
        G::generate(options, out)
    }

    fn families(&self) -> Vec<&'static str> {
        G::family_names()
    }

    fn default_size(&self) -> u64 {
        G::DEFAULT_SIZE
    }

    fn oracle_sizes(&self) -> std::ops::RangeInclusive<u64> {
        G::MIN_SIZE..=G::MAX_BRUTE_SIZE
    }

    fn check(
        &self,
        options: &CheckOptions,
        spread: &Spread,
        progress: Progress<'_>,
        sizes: Sizes<'_>,
    ) -> Result<CheckReport, String> {
        crate::check::run_sized(&Checked::<G>::default(), options, spread, progress, sizes)
    }

    fn stress(
        &self,
        options: &StressOptions,
        program: &Program<'_>,
        progress: Progress<'_>,
    ) -> Result<StressReport, String> {
        crate::check::stress::run(&Checked::<G>::default(), options, program, progress)
    }

    fn values(&self) -> Option<&'static str> {
        G::VALUES
    }

    fn all_roots(&self) -> Option<&'static str> {
        G::ALL_ROOTS
    }

    fn loopy(&self) -> Option<&'static str> {
        G::LOOPY
    }

    fn lists(&self) -> Option<&'static str> {
        G::LISTS
    }

    fn play(&self) -> Option<&dyn PlayAbility> {
        P::ability(self)
    }

    fn test_noun(&self) -> &'static str {
        if G::TESTS == crate::game::Tests::Queries {
            "query"
        } else {
            "test"
        }
    }

    fn draw(&self) -> Option<&dyn DrawAbility> {
        D::ability(self)
    }
}

/// The page of a game: `docs/games/<id>.md`.
macro_rules! page {
    ($id:literal) => {
        include_str!(concat!("../../../docs/games/", $id, ".md"))
    };
}

/// Every game, in the order `grundy games` lists them.
pub static GAMES: &[&dyn Entry] = &[
    &Plugin::<games::path_marking::PathMarking>::new(page!("path-marking"))
        .playable()
        .drawable(),
    &Plugin::<games::tree_coins::TreeCoins>::new(page!("tree-coins"))
        .playable()
        .drawable(),
    &Plugin::<games::tree_hackenbush::TreeHackenbush>::new(page!("tree-hackenbush"))
        .playable()
        .drawable(),
    &Plugin::<games::christmas_game::ChristmasGame>::new(page!("christmas-game"))
        .playable()
        .drawable(),
    &Plugin::<games::graph_hackenbush::GraphHackenbush>::new(page!("graph-hackenbush"))
        .playable()
        .drawable(),
    &Plugin::<games::nim::Nim>::new(page!("nim"))
        .playable()
        .drawable(),
    &Plugin::<games::misere_nim::MisereNim>::new(page!("misere-nim"))
        .playable()
        .drawable(),
    &Plugin::<games::hunger_game::HungerGame>::new(page!("hunger-game"))
        .playable()
        .drawable(),
    &Plugin::<games::moore_nim::MooreNim>::new(page!("moore-nim"))
        .playable()
        .drawable(),
    &Plugin::<games::moving_coins::MovingCoins>::new(page!("moving-coins"))
        .playable()
        .drawable(),
    &Plugin::<games::split_game::SplitGame>::new(page!("split-game"))
        .playable()
        .drawable(),
    &Plugin::<games::array_game::ArrayGame>::new(page!("array-game"))
        .playable()
        .drawable(),
    &Plugin::<games::prefix_free::PrefixFree>::new(page!("prefix-free"))
        .playable()
        .drawable(),
    &Plugin::<games::tree_tac_toe::TreeTacToe>::new(page!("tree-tac-toe"))
        .playable_by_minimax()
        .drawable(),
    &Plugin::<games::dag_game::DagGame>::new(page!("dag-game"))
        .playable()
        .drawable(),
    &Plugin::<games::graph_draw_game::GraphDrawGame>::new(page!("graph-draw-game"))
        .playable_by_solution()
        .drawable(),
    &Plugin::<games::graph_score_game::GraphScoreGame>::new(page!("graph-score-game"))
        .playable_by_solution()
        .drawable(),
    &Plugin::<games::zigzag::Zigzag>::new(page!("zigzag")).drawable(),
    &Plugin::<games::pebble_game::PebbleGame>::new(page!("pebble-game"))
        .playable_by_solution()
        .drawable(),
];

/// The games whose contest is a dialogue with a judge (also in [`GAMES`]).
pub static INTERACTIVE: &[&dyn Interactive] = &[&games::zigzag::Zigzag];

/// The interactive game with this id.
pub fn interactive(id: &str) -> Option<&'static dyn Interactive> {
    INTERACTIVE.iter().copied().find(|game| game.id() == id)
}

/// The game with this id.
pub fn find(id: &str) -> Option<&'static dyn Entry> {
    GAMES.iter().copied().find(|game| game.id() == id)
}

/// The ids of every game, for messages.
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|game| game.id()).collect()
}

#[cfg(test)]
mod families_tests;
#[cfg(test)]
mod lists_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_found() {
        for game in GAMES {
            assert_eq!(find(game.id()).map(|found| found.id()), Some(game.id()));
            assert!(!game.families().is_empty());
            assert!(game.summary().starts_with(&format!("# {}: ", game.id())));
            assert!(game.summary().contains("## Input"));
            assert!(!game.summary().contains("## How it is solved"));
        }
        let mut ids = ids();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), GAMES.len());
        assert!(find("no-such-game").is_none());
    }

    #[test]
    fn every_playable_game_plays_its_bundled_example() {
        for game in GAMES {
            // Interactive: played through its contest protocol (`grundy play zigzag`).
            let interactive = game.id() == "zigzag";
            let Some(ability) = game.play() else {
                assert!(interactive, "{} cannot be played", game.id());
                assert!(game.summary().contains("## Playing"), "{}", game.id());
                continue;
            };
            let typed = format!("`grundy play {} FILE", game.id());
            assert!(
                game.summary().contains(&typed),
                "{} does not say how",
                game.id()
            );
            let path = format!(
                "{}/../../examples/{}.in",
                env!("CARGO_MANIFEST_DIR"),
                game.id()
            );
            let input = std::fs::read(&path).expect("the bundled example");
            let mut session = ability
                .start(&input, 1, Player::Engine, 0)
                .unwrap_or_else(|error| panic!("{}: {error}", game.id()));
            assert!(!session.position().is_empty());
            // The engine keeps its verdict: a win leaves the opponent lost, a draw drawn.
            use crate::game::Verdict;
            let kept = match session.verdict() {
                Verdict::First => Verdict::Second,
                Verdict::Second => Verdict::First,
                Verdict::Draw => Verdict::Draw,
            };
            match session.engine_move() {
                Some(mv) => assert_eq!(session.verdict(), kept, "{}: {mv}", game.id()),
                None => assert!(session.winner().is_some()),
            }
        }
    }
}
