//! The heap games' side of the contract: the input is `T` tests of a count and that many numbers,
//! the oracle's budget is counted in moves, and neither solver keeps memory between tests beyond
//! an optional memo. A heap game gives its description, its test format, its two solvers and the
//! one-pass summary its contest line needs ([`HeapContest`], [`HeapFold`]); the rest of
//! [`Contest`] is shared.
//!
//! When no report is asked (`--explain`, `--json`), a test's numbers are folded into the game's
//! [`HeapFold`] as they are read and never stored: a file of 10^7 one-digit heaps would otherwise
//! fill 80 MB of fresh memory, which cost several times the reading itself. The stored path folds
//! the stored numbers the same way, so both give the same contest line.

use crate::game::{Answer, Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::solve::SolveError;

use super::TestFormat;

/// What a heap game gives the contract.
pub trait HeapContest: 'static {
    /// What the game says about itself.
    const INFO: Info;
    /// How a test is written and what the oracle's moves are bounded by.
    const FORMAT: TestFormat;
    /// What the reports list in full with `--all` ([`Contest::LISTS`]).
    const LISTS: Option<&'static str>;
    /// One test's result.
    type Answer: Answer;
    /// The oracle's memory, kept from one test to the next; `()` for most.
    type Oracle;

    /// The oracle's memory for a new input.
    fn oracle() -> Self::Oracle;

    /// What the contest line needs of a test's numbers, gathered one number at a time.
    type Fold: HeapFold<Answer = Self::Answer>;

    /// The fast solver on one test's numbers, for a report (`detail.report`): the contest line
    /// alone comes from [`HeapContest::Fold`].
    fn fast(heaps: &[u64], detail: Detail) -> Self::Answer;

    /// The oracle on one test's numbers.
    fn brute(oracle: &mut Self::Oracle, heaps: &[u64]) -> Self::Answer;
}

/// A one-pass summary of a test's numbers (a nim-sum, a count of heaps above 1, a basis): taken
/// one number at a time, in the input's order, it gives the fast solver's answer for the contest
/// line alone (not the facts that only reports state, such as winning moves).
pub trait HeapFold: Default {
    /// The game's answer.
    type Answer;

    /// Takes in the test's next number.
    fn add(&mut self, number: u64);

    /// The answer to the test whose numbers were added, enough for its contest line.
    fn answer(self) -> Self::Answer;
}

/// The fast solver's answer for the contest line alone on the stored `numbers`: the fold of
/// [`HeapContest::Fold`] over them, as the reading path folds them unseen.
pub fn fold_all<F: HeapFold>(numbers: &[u64]) -> F::Answer {
    let mut fold = F::default();
    for &number in numbers {
        fold.add(number);
    }
    fold.answer()
}

impl<G: HeapContest> Contest for G {
    const INFO: Info = G::INFO;
    const TESTS: Tests = Tests::Counted("the number of tests T");
    const BRUTE_BUDGET: (u128, u128, &'static str) = super::BRUTE_BUDGET;
    const LISTS: Option<&'static str> = G::LISTS;
    type Header = ();
    type Test = Vec<u64>;
    type Answer = G::Answer;
    /// The heaps of the test being solved, kept from test to test so that a file of many small
    /// tests allocates once.
    type Workspace = Vec<u64>;
    type Oracle = G::Oracle;

    fn workspace((): &()) -> Vec<u64> {
        Vec::new()
    }

    fn oracle((): &()) -> G::Oracle {
        <G as HeapContest>::oracle()
    }

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Vec<u64>, InputError> {
        super::read(scanner, &G::FORMAT)
    }

    fn fast(
        _: &mut Vec<u64>,
        (): &(),
        heaps: &Vec<u64>,
        detail: Detail,
    ) -> Result<G::Answer, SolveError> {
        if !detail.report {
            return Ok(fold_all::<G::Fold>(heaps));
        }
        Ok(<G as HeapContest>::fast(heaps, detail))
    }

    fn fast_from(
        buffer: &mut Vec<u64>,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<G::Answer, SolveError> {
        if !detail.report {
            let fold: G::Fold = super::read_folded(scanner, &G::FORMAT)?;
            return Ok(fold.answer());
        }
        let heaps = super::read_into(scanner, &G::FORMAT, buffer)?;
        Ok(<G as HeapContest>::fast(heaps, detail))
    }

    fn brute_cost((): &(), heaps: &Vec<u64>) -> Result<u128, Refusal> {
        super::brute_cost(&G::FORMAT, heaps)
    }

    fn brute(
        oracle: &mut G::Oracle,
        (): &(),
        heaps: &Vec<u64>,
        _: Detail,
    ) -> Result<G::Answer, SolveError> {
        Ok(<G as HeapContest>::brute(oracle, heaps))
    }
}
