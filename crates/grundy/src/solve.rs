//! What every game's `solve` entry point takes and how it fails: the method, the kind of report,
//! and the errors the command line maps to exit statuses (2 for bad input, 1 for anything else).

use std::fmt;
use std::io;

use crate::input::{InputError, Scanner};

/// Which solver answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Method {
    /// The fast solver built on the game's theory.
    #[default]
    Fast,
    /// The brute-force oracle: exhaustive search over explicit positions, none of the theory.
    Brute,
}

/// What is printed per test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Report {
    /// Exactly the contest's output.
    #[default]
    Contest,
    /// A human-readable account: the values that decide, the verdict and winning moves.
    Explain,
    /// One JSON object per test (JSON Lines).
    Json,
}

/// How to solve an input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SolveOptions {
    /// The solver.
    pub method: Method,
    /// The report.
    pub report: Report,
    /// In explanations and JSON, list every winning move rather than the first few.
    pub all: bool,
    /// Also give the value for every choice of root (games whose catalog entry allows it).
    pub all_roots: bool,
    /// Play the game on any directed graph, cycles allowed, where endless play is a draw (games
    /// whose catalog entry allows it).
    pub loopy: bool,
}

/// The verdict in the words every explanation uses.
pub(crate) fn winner(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "the first player wins"
    } else {
        "the second player wins"
    }
}

/// A count with its noun, singular for one: `counted(1, "part", "parts")` is "1 part",
/// `counted(3, "part", "parts")` "3 parts".
pub(crate) fn counted(count: u64, singular: &str, plural: &str) -> String {
    format!("{count} {}", if count == 1 { singular } else { plural })
}

/// How many winning moves an explanation lists unless every one is asked for.
pub const LISTED_MOVES: usize = 10;

/// Why solving stopped.
#[derive(Debug)]
pub enum SolveError {
    /// The input is not valid for the game, or beyond what the chosen method can do (exit 2).
    Input(InputError),
    /// Writing the answers failed (exit 1).
    Io(io::Error),
    /// The machine could not provide what a valid input needs, such as memory (exit 1).
    Resource(String),
}

impl fmt::Display for SolveError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Input(error) => error.fmt(formatter),
            SolveError::Io(error) => write!(formatter, "cannot write the output: {error}"),
            SolveError::Resource(message) => formatter.write_str(message),
        }
    }
}

impl std::error::Error for SolveError {}

impl From<InputError> for SolveError {
    fn from(error: InputError) -> Self {
        SolveError::Input(error)
    }
}

impl From<io::Error> for SolveError {
    fn from(error: io::Error) -> Self {
        SolveError::Io(error)
    }
}

/// The largest `--n` of the tree and graph generators: each builds a whole test in memory (tens
/// of bytes per node) before writing it, so sizes up to the readers' 32-bit limits would only
/// exhaust memory.
pub(crate) const MAX_GENERATED_NODES: u64 = 100_000_000;

impl GenerateOptions {
    /// Checks the options of a generator that builds whole trees or graphs in memory: `--n` from
    /// `min` to [`MAX_GENERATED_NODES`] for `game`, and at least one test.
    pub(crate) fn check_graph_size(&self, game: &str, min: u64) -> Result<(), GenerateError> {
        self.check_size(game, min, MAX_GENERATED_NODES)?;
        if self.tests == 0 {
            return Err(GenerateError::Options(
                "--tests must be at least 1".to_string(),
            ));
        }
        Ok(())
    }

    /// Checks `--n` from `min` to `max` for `game`.
    pub(crate) fn check_size(&self, game: &str, min: u64, max: u64) -> Result<(), GenerateError> {
        if self.size < min || self.size > max {
            return Err(GenerateError::Options(format!(
                "--n must be from {min} to {max} for {game}, not {}",
                self.size
            )));
        }
        Ok(())
    }

    /// Checks that one test is asked for, for a `game` whose file holds one test.
    pub(crate) fn check_one_test(&self, game: &str) -> Result<(), GenerateError> {
        if self.tests != 1 {
            return Err(GenerateError::Options(format!(
                "{game} has one test per file: --tests must be 1, not {}",
                self.tests
            )));
        }
        Ok(())
    }
}

/// What the brute-force oracle of a game may spend on one file: each test is searched afresh,
/// so a file of many tests near the per-test limit would run for long. The work is counted in
/// the game's own unit (positions, moves, edge sets), a bound per test; the file may spend as
/// much as a given number of tests at the per-test limit (chosen per game so that such a file
/// takes some seconds, not minutes).
#[derive(Debug, Clone)]
pub(crate) struct BruteBudget {
    per_file: u128,
    unit: &'static str,
    spent: u128,
}

impl BruteBudget {
    /// A file's budget for an oracle that takes at most `per_test` of `unit` ("moves", "edge
    /// sets") per test: `tests_at_the_limit` such tests.
    pub(crate) fn new(per_test: u128, tests_at_the_limit: u128, unit: &'static str) -> Self {
        BruteBudget {
            per_file: per_test.saturating_mul(tests_at_the_limit),
            unit,
            spent: 0,
        }
    }

    /// Counts a test that may take `work`; the refusal to give (naming the line of the test)
    /// when the tests so far may take more than the file's budget.
    pub(crate) fn charge(&mut self, work: u128) -> Result<(), String> {
        self.spent = self.spent.saturating_add(work);
        if self.spent > self.per_file {
            return Err(format!(
                "the brute-force oracle looks at most {} {} per file; the tests up to this one \
                 may take {} (use --method fast, or split the file)",
                self.per_file, self.unit, self.spent
            ));
        }
        Ok(())
    }

    /// [`BruteBudget::charge`] for the test starting at `offset`, whose line the refusal names.
    pub(crate) fn charge_test(
        &mut self,
        work: u128,
        scanner: &Scanner<'_>,
        offset: usize,
    ) -> Result<(), InputError> {
        self.charge(work)
            .map_err(|message| scanner.error_at(offset, message))
    }
}

/// What `grundy gen` asks of a game's generator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The family's name, as the game lists it.
    pub family: String,
    /// The size of each test (for tree games, the number of nodes).
    pub size: u64,
    /// The number of tests.
    pub tests: u64,
    /// The seed: the same seed gives the same bytes on every machine.
    pub seed: u64,
}

/// Why a generator refused.
#[derive(Debug)]
pub enum GenerateError {
    /// The options do not describe a valid input (exit 2).
    Options(String),
    /// Writing failed (exit 1).
    Io(io::Error),
}

impl GenerateError {
    /// The refusal of a family `game`'s generator does not have, listing the ones it has.
    pub(crate) fn unknown_family(game: &str, family: &str, families: &[&str]) -> Self {
        GenerateError::Options(format!(
            "unknown family '{family}' for {game}; the families are: {}",
            families.join(", ")
        ))
    }

    /// Refuses `family` unless it is one of `families`.
    pub(crate) fn check_family(game: &str, family: &str, families: &[&str]) -> Result<(), Self> {
        if families.contains(&family) {
            Ok(())
        } else {
            Err(Self::unknown_family(game, family, families))
        }
    }
}

impl fmt::Display for GenerateError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Options(message) => formatter.write_str(message),
            GenerateError::Io(error) => write!(formatter, "cannot write the output: {error}"),
        }
    }
}

impl std::error::Error for GenerateError {}

impl From<io::Error> for GenerateError {
    fn from(error: io::Error) -> Self {
        GenerateError::Io(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_brute_force_budget_refuses_the_test_that_passes_it() {
        let mut budget = BruteBudget::new(100, 3, "positions");
        assert_eq!(budget.charge(100), Ok(()));
        assert_eq!(budget.charge(150), Ok(()));
        assert_eq!(budget.charge(50), Ok(()));
        assert_eq!(
            budget.charge(1),
            Err(
                "the brute-force oracle looks at most 300 positions per file; the tests up to \
                 this one may take 301 (use --method fast, or split the file)"
                    .to_string()
            )
        );
        // Saturating, never wrapping.
        let mut budget = BruteBudget::new(u128::MAX, 3, "moves");
        assert_eq!(budget.charge(u128::MAX), Ok(()));
        assert_eq!(budget.charge(u128::MAX), Ok(()));
    }
}
