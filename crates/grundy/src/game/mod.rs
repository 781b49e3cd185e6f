//! The game contract: what every game of the catalog implements, and the one driver that runs it.
//!
//! A game is a type that implements [`Contest`]: its input format (how tests are delimited, how
//! one test is read), its two solvers (the fast one built on its theory and the brute-force
//! oracle), and its [`Answer`], which knows the contest line(s), the explanation in words and the
//! game's own JSON keys. The [`driver`] does everything else the same way for every game: the
//! test loop, the end of input, the test number in error messages, the oracle's per-file budget
//! and its refusals, the `--all` listing and the JSON keys every game shares (`test`, `answer`,
//! `method`, `verdict`, `winning_moves`, `winning_moves_count`, `winning_moves_complete`; the
//! conventions are written down in `docs/json.md`).
//!
//! The driver is generic over the game and monomorphised per game, so a game's hot path pays
//! nothing for it; a game that measured a faster way to read and solve a test at once (reading a
//! tree's edges straight into its peeling) keeps it through the hook [`Contest::fast_from`], and
//! one that answers many small tests can write a contest line without building an answer through
//! [`Contest::fast_line`].

pub mod driver;
pub mod families;
pub mod interactive;
pub mod minimax_play;
pub mod play;
pub mod positions;
pub mod report_buffer;
pub mod rules;
pub mod solved_play;
pub(crate) mod text_picture;
mod verdict;

use crate::input::{InputError, Scanner};
use crate::solve::{Method, SolveError};

pub use families::{Checked, Families};
pub use positions::Positions;
pub use report_buffer::ReportBuffer;
pub use rules::{Playable, Referee, Rules};
pub use verdict::Verdict;

/// What a game says about itself: `grundy games` and `grundy games <id>` print it.
#[derive(Debug, Clone, Copy)]
pub struct Info {
    /// The id used on the command line (`grundy solve <id>`).
    pub id: &'static str,
    /// The game's name.
    pub title: &'static str,
    /// Where the game and its input format come from.
    pub source: &'static str,
    /// The rules in one line.
    pub rules: &'static str,
    /// The contest outputs, in one line.
    pub output: &'static str,
}

/// How a game's input delimits its tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tests {
    /// The input opens with the number of tests (at least 1), read under this name in messages
    /// (`the number of tests T`).
    Counted(&'static str),
    /// Tests follow each other to the end of the input; there is at least one.
    UntilEnd,
    /// The input is one test; messages name no test.
    One,
    /// The input opens with a header ([`Contest::Header`]) that gives the number of queries;
    /// each query is a test of its own, named "query" in messages.
    Queries,
}

/// How much an answer must hold: the contest line alone, or enough for the reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Detail {
    /// Whether the answer is reported (`--explain`, `--json`) rather than printed as the contest
    /// line: only then do the solvers look for winning moves and the facts that explain them.
    pub report: bool,
    /// How many winning moves (or other long lists) a report lists: [`crate::solve::LISTED_MOVES`]
    /// unless `--all`, then every one.
    pub listed: usize,
    /// With `--all-roots`, also the value for every choice of root (games that offer it).
    pub all_roots: bool,
    /// With `--loopy`, the game on any directed graph, where endless play is a draw (games that
    /// offer it, [`Contest::LOOPY`]).
    pub loopy: bool,
}

impl Default for Detail {
    /// The contest line alone; reports would list the first [`crate::solve::LISTED_MOVES`].
    fn default() -> Self {
        Detail {
            report: false,
            listed: crate::solve::LISTED_MOVES,
            all_roots: false,
            loopy: false,
        }
    }
}

impl Detail {
    /// Whether every move is listed (`--all`).
    pub fn all(&self) -> bool {
        self.listed == usize::MAX
    }
}

/// Where an answer is reported: the test's number, the solver that found it and the input (to
/// name the lines that moves come from).
#[derive(Debug, Clone, Copy)]
pub struct Context<'s, 'a> {
    /// The 1-based number of the test (of the query, for [`Tests::Queries`]).
    pub test: usize,
    /// The solver that found the answer.
    pub method: Method,
    /// The input, for line numbers.
    pub scanner: &'s Scanner<'a>,
    /// How much the report lists.
    pub detail: Detail,
}

impl Context<'_, '_> {
    /// The method's name as reports write it: `fast` or `brute`.
    pub fn method_name(&self) -> &'static str {
        method_name(self.method)
    }

    /// The words explanations end their first line with: "solved by the fast solver" or
    /// "solved by the brute-force oracle".
    pub fn solved_by(&self) -> &'static str {
        match self.method {
            Method::Fast => "solved by the fast solver",
            Method::Brute => "solved by the brute-force oracle",
        }
    }

    /// How many of `count` items a report lists.
    pub fn listed(&self, count: usize) -> usize {
        count.min(self.detail.listed)
    }
}

/// The method's name as reports write it: `fast` or `brute`.
pub fn method_name(method: Method) -> &'static str {
    match method {
        Method::Fast => "fast",
        Method::Brute => "brute",
    }
}

/// The winning moves of a test's position as a report lists them.
pub struct WinningMoves<'m> {
    /// The moves listed, each as its JSON value: at most [`Detail::listed`] of them.
    pub listed: Box<dyn Iterator<Item = serde_json::Value> + 'm>,
    /// How many winning moves the method found (more than are listed when the list was cut).
    pub count: u64,
    /// Whether the moves found are all the winning moves of the position.
    pub complete: bool,
}

/// Appends `number` in decimal to a contest line, without `core::fmt` (a contest file may hold
/// millions of answers, each a few bytes).
pub fn push_number(out: &mut Vec<u8>, number: impl itoa::Integer) {
    out.extend_from_slice(itoa::Buffer::new().format(number).as_bytes());
}

/// One test's result, however it was found.
pub trait Answer {
    /// Who wins the test's game with perfect play; `None` where the answer is not the result of
    /// one game (a count, a score, or many starting positions at once).
    fn verdict(&self) -> Option<Verdict>;

    /// Appends the exact contest output of the test, each line ending in `\n`.
    fn contest(&self, out: &mut Vec<u8>);

    /// Appends the explanation in words, each line ending in `\n`; it names the method.
    fn explain(&self, context: &Context<'_, '_>, out: &mut ReportBuffer<'_>);

    /// Adds the game's own keys to the test's JSON object; the driver adds the shared ones.
    fn json(
        &self,
        context: &Context<'_, '_>,
        object: &mut serde_json::Map<String, serde_json::Value>,
    );

    /// The winning moves, for games whose answer is a position's outcome; `None` for counting
    /// games (no `winning_moves` key).
    fn winning_moves<'m>(&'m self, context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        let _ = context;
        None
    }

    /// The queries of a test whose output has a line per query, each reported on its own
    /// (`--explain` and `--json` give one account or object per query, the contest output stays
    /// the test's); `None` (the default) where the test is reported whole.
    fn queries(&self) -> Option<Vec<&dyn Answer>> {
        None
    }
}

/// A test the oracle will not search: why, in words naming the limit and what the test needs.
pub type Refusal = String;

/// A game's input format and its two solvers.
pub trait Contest: 'static {
    /// What the game says about itself.
    const INFO: Info;
    /// How the input delimits its tests.
    const TESTS: Tests;
    /// What the brute-force oracle may spend on one file, counted in the unit of
    /// [`Contest::brute_cost`]: `(per test, tests at the limit, unit)`. The file may spend as
    /// much as that many tests at the per-test limit.
    const BRUTE_BUDGET: (u128, u128, &'static str);
    /// With `Some(what)`, the game also answers for every choice of root (`--all-roots`, through
    /// [`Detail::all_roots`]): `what` says what that adds to the reports.
    const ALL_ROOTS: Option<&'static str> = None;
    /// With `Some(what)`, the game is also played on graphs with cycles (`--loopy`, through
    /// [`Detail::loopy`]): `what` says what that changes.
    const LOOPY: Option<&'static str> = None;
    /// With `Some(what)`, the game's reports (`--explain`, `--json`) hold lists that are cut at
    /// the usual number of items unless `--all` ([`Detail::listed`]): `what` names them. `None`
    /// (the default) where no report holds such a list, and `--all` is refused.
    const LISTS: Option<&'static str> = None;

    /// What the input gives once for all its tests (the board of [`Tests::Queries`]); `()` for
    /// the other formats.
    type Header: Default;
    /// One test, as read.
    type Test;
    /// One test's result.
    type Answer: Answer;
    /// Memory the fast solver keeps between tests.
    type Workspace;
    /// Memory the oracle keeps between tests (a memo over the header's board); `()` for most.
    type Oracle;

    /// Reads the header of [`Tests::Queries`] and the number of queries; the other formats have
    /// none (the driver reads the number of tests of [`Tests::Counted`] itself).
    fn read_header(scanner: &mut Scanner<'_>) -> Result<(Self::Header, u64), InputError> {
        let _ = scanner;
        Ok((Self::Header::default(), 0))
    }

    /// The fast solver's memory for the tests of this header.
    fn workspace(header: &Self::Header) -> Self::Workspace;

    /// The oracle's memory for the tests of this header (made only when the oracle runs).
    fn oracle(header: &Self::Header) -> Self::Oracle;

    /// Reads (and so checks) one test.
    fn read(scanner: &mut Scanner<'_>, header: &Self::Header) -> Result<Self::Test, InputError>;

    /// The fast solver.
    fn fast(
        work: &mut Self::Workspace,
        header: &Self::Header,
        test: &Self::Test,
        detail: Detail,
    ) -> Result<Self::Answer, SolveError>;

    /// Reads and solves one test with the fast solver: [`Contest::read`] then [`Contest::fast`],
    /// unless the game measured a faster way to do both at once.
    fn fast_from(
        work: &mut Self::Workspace,
        scanner: &mut Scanner<'_>,
        header: &Self::Header,
        detail: Detail,
    ) -> Result<Self::Answer, SolveError> {
        let test = Self::read(scanner, header)?;
        Self::fast(work, header, &test, detail)
    }

    /// Reads and solves one test with the fast solver when only its contest output is asked
    /// (`detail.report` false), and appends that output to `out`: [`Contest::fast_from`] then
    /// [`Answer::contest`], unless the game measured a faster way that builds no answer (a file
    /// may hold 10^5 tests of a few bytes each, where the answer's making, moving and dropping is
    /// a good part of a test's work). On an error, the driver drops whatever it appended.
    fn fast_line(
        work: &mut Self::Workspace,
        scanner: &mut Scanner<'_>,
        header: &Self::Header,
        detail: Detail,
        out: &mut Vec<u8>,
    ) -> Result<(), SolveError> {
        Self::fast_from(work, scanner, header, detail)?.contest(out);
        Ok(())
    }

    /// The work the oracle may do on a test, in the unit of [`Contest::BRUTE_BUDGET`], or why it
    /// will not search it at all. Asked after the test is read, so bad input is named as such at
    /// any size.
    fn brute_cost(header: &Self::Header, test: &Self::Test) -> Result<u128, Refusal>;

    /// Why the oracle will not search the header's board at all ([`Tests::Queries`]): asked
    /// after every query is read.
    fn brute_header_refusal(header: &Self::Header) -> Option<Refusal> {
        let _ = header;
        None
    }

    /// The oracle: exhaustive search over explicit positions, none of the theory.
    fn brute(
        oracle: &mut Self::Oracle,
        header: &Self::Header,
        test: &Self::Test,
        detail: Detail,
    ) -> Result<Self::Answer, SolveError>;
}
