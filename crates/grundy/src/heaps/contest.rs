//! The heap games' side of the contract: the input is `T` tests of a count and that many numbers,
//! the oracle's budget is counted in moves, and neither solver keeps memory between tests beyond
//! an optional memo. A heap game gives its description, its test format and its two solvers
//! ([`HeapContest`]); the rest of [`Contest`] is shared.

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

    /// The fast solver on one test's numbers.
    fn fast(heaps: &[u64], detail: Detail) -> Self::Answer;

    /// The oracle on one test's numbers.
    fn brute(oracle: &mut Self::Oracle, heaps: &[u64]) -> Self::Answer;
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
        Ok(<G as HeapContest>::fast(heaps, detail))
    }

    fn fast_from(
        buffer: &mut Vec<u64>,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<G::Answer, SolveError> {
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
