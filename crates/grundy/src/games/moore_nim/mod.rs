//! Counting losing positions of Moore's Nim (`moore-nim`): a move lowers 1 to `k` non-empty
//! heaps; count the index sequences in `[1..m]^n` whose heaps `(b_(j_1), ..., b_(j_n))` lose for
//! the player to move, modulo 998244353.
//!
//! Source: the problem "GAMES" of a lecture on game theory (`k = 6`, heaps up to 100); our own
//! format. User documentation: `docs/games/moore-nim.md`. The fast count ([`transform`]) reads each
//! size as a vector of `B` digits in `Z_(k+1)` (Moore's rule, [`rule`]: a position loses iff every
//! bit count is divisible by `k + 1`) and averages `F(χ)^n` over the radix-`(k + 1)` Fourier
//! transform of the sizes' histogram: `O(S · B · (k + 1))` with `S = (k + 1)^B <= 2^24`. The
//! oracle ([`brute`]) enumerates every sequence and searches Nim_k on sorted heap tuples.

pub mod brute;
pub mod check;
mod draw;
pub mod families;
#[cfg(test)]
mod oracle_tests;
pub mod parse;
pub mod report;
pub mod rule;
pub(crate) mod rules;
pub mod transform;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::solve::SolveError;

pub use families::generate;
#[cfg(test)]
pub use rule::is_loss;
pub use transform::{count_losing, Count, MODULUS};

use parse::Instance;
use report::MooreReport;

/// moore-nim as a game of the catalog.
pub struct MooreNim;

impl Contest for MooreNim {
    const INFO: Info = Info {
        id: "moore-nim",
        title: "Counting losing positions of Moore's Nim",
        source: "\"GAMES\" from a lecture on game theory; our format (Moore's theorem)",
        rules: "lower 1 to k non-empty heaps at once; count the losing choices of n heaps among m sizes",
        output: "the number of losing index sequences, mod `998244353`",
    };
    const TESTS: Tests = Tests::One;
    // One test per file, refused for size by `brute_cost` alone: a budget that never binds.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (1, 1, "tests");
    type Header = ();
    type Test = Instance;
    type Answer = MooreReport;
    type Workspace = ();
    type Oracle = ();

    fn workspace((): &()) {}

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Instance, InputError> {
        parse::read_from(scanner)
    }

    fn fast(
        (): &mut (),
        (): &(),
        instance: &Instance,
        _: Detail,
    ) -> Result<MooreReport, SolveError> {
        let count =
            count_losing(instance.n, instance.k, &instance.sizes).map_err(SolveError::Resource)?;
        Ok(MooreReport::new(instance, count))
    }

    fn brute_cost((): &(), instance: &Instance) -> Result<u128, Refusal> {
        match brute::refusal(instance.n, &instance.sizes) {
            Some(reason) => Err(reason),
            None => Ok(1),
        }
    }

    fn brute(
        (): &mut (),
        (): &(),
        instance: &Instance,
        _: Detail,
    ) -> Result<MooreReport, SolveError> {
        let exact = brute::Oracle::new(instance.k).count_losing(instance.n, &instance.sizes);
        let count = Count {
            answer: exact % MODULUS,
            ..transform::shape(instance.k, &instance.sizes)
        };
        Ok(MooreReport::new(instance, count))
    }
}
