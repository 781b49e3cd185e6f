//! Moving coins on a strip (`moving-coins`): slide one coin left over empty cells; whoever cannot
//! move loses. Count the placements of `m` coins on `n` cells that the first player wins.
//!
//! Source: SDOI2019 "移动金币" (Luogu P5363), with the lecture's strengthened limits
//! (`n, m <= 10^6`; the tool takes `n <= 10^7`). Output: the count modulo `10^9 + 9`.
//! User documentation: `docs/games/moving-coins.md`. The rule ([`staircase`]) is staircase Nim on
//! the gaps; the count ([`count`]) sums the tuples of odd steps with XOR 0 by a Horner product
//! of polynomials modulo `10^9 + 9`, multiplied exactly by three NTT primes and the CRT
//! ([`crate::poly`]). The oracle ([`brute`]) searches every placement with none of it.

pub mod brute;
pub mod check;
pub mod count;
pub(crate) mod draw;
#[cfg(test)]
mod oracle_tests;
pub mod report;
pub(crate) mod rules;
pub mod staircase;

use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, SolveError};

use brute::{Oracle, MAX_BRUTE_N};
use count::{Count, MODULUS};
use report::CoinsReport;

/// The longest strip accepted.
pub const MAX_N: u64 = 10_000_000;

/// moving-coins as a game of the catalog.
pub struct MovingCoins;

impl Contest for MovingCoins {
    const INFO: Info = Info {
        id: "moving-coins",
        title: "Counting winning placements of coins on a strip",
        source: "SDOI2019 \"移动金币\", Luogu P5363 (and the lecture's n, m <= 10^6)",
        rules: "slide one coin left over empty cells; count the placements the first player wins",
        output: "the count modulo `10^9+9`",
    };
    const TESTS: Tests = Tests::One;
    // One test per file, refused for size by `brute_cost` alone: a budget that never binds.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (1, 1, "tests");
    type Header = ();
    /// `n` and `m`.
    type Test = (u64, u64);
    type Answer = CoinsReport;
    type Workspace = ();
    type Oracle = ();

    fn workspace((): &()) {}

    fn oracle((): &()) {}

    /// Reads `n m` and the end of the input: trailing tokens are named before any refusal.
    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<(u64, u64), InputError> {
        scanner.skip_separators();
        let n_offset = scanner.position();
        let n = scanner.next_u64("the number of cells n")?;
        if n == 0 || n > MAX_N {
            return Err(scanner.error_at(
                n_offset,
                format!("the number of cells n {n} is out of range 1..{MAX_N}"),
            ));
        }
        let m = scanner.next_in_range("the number of coins m", 1, n)?;
        scanner.expect_end()?;
        Ok((n, m))
    }

    fn fast(
        (): &mut (),
        (): &(),
        &(n, m): &(u64, u64),
        _: Detail,
    ) -> Result<CoinsReport, SolveError> {
        Ok(CoinsReport {
            n,
            m,
            count: count::count(n, m, count::Method::Product),
        })
    }

    fn brute_cost((): &(), &(n, _): &(u64, u64)) -> Result<u128, Refusal> {
        if n > MAX_BRUTE_N {
            return Err(format!(
                "the brute-force oracle searches strips of at most {MAX_BRUTE_N} cells; this one \
                 has {n} (use --method fast)"
            ));
        }
        Ok(1)
    }

    fn brute(
        (): &mut (),
        (): &(),
        &(n, m): &(u64, u64),
        _: Detail,
    ) -> Result<CoinsReport, SolveError> {
        Ok(CoinsReport {
            n,
            m,
            count: by_search(n, m),
        })
    }
}

/// The count with every placement searched; the binomial is counted too.
fn by_search(n: u64, m: u64) -> Count {
    let winning = Oracle::new(n).count_wins(m);
    let total = placements(n, m).count() as u64;
    Count {
        total: (total % u64::from(MODULUS)) as u32,
        losing: ((total - winning) % u64::from(MODULUS)) as u32,
        winning: (winning % u64::from(MODULUS)) as u32,
        odd_steps: m.div_ceil(2),
        even_steps: m / 2 + 1,
        stones: n - m,
    }
}

/// Every placement of `m` coins on `n <= 31` cells, as bit masks in increasing order (Gosper's
/// hack: the next number with as many set bits).
pub fn placements(n: u64, m: u64) -> impl Iterator<Item = u32> {
    let limit = 1u64 << n;
    let first = (1u64 << m) - 1;
    std::iter::successors(Some(first), move |&mask| {
        let lowest = mask & mask.wrapping_neg();
        let ripple = mask + lowest;
        Some(ripple | (((mask ^ ripple) >> 2) / lowest))
    })
    .take_while(move |&mask| mask < limit)
    .map(|mask| mask as u32)
}

/// The generator's families (one test per file; `--n` is the number of cells).
pub const FAMILIES: [&str; 5] = ["random", "original", "half", "dense", "sparse"];

/// The number of coins for a strip of `n` cells: `random` (1..=n), `original` (1..=50, the
/// original's limit), `half` (`ceil(n / 2)`, the most work), `dense` (at most 10 empty cells),
/// `sparse` (1 to 3 coins).
pub fn random_coins(family: &str, n: u64, random: &mut Random) -> u64 {
    match family {
        "original" => random.between(1, n.min(50)),
        "half" => n.div_ceil(2),
        "dense" => n - random.below(n.min(11)),
        "sparse" => random.between(1, n.min(3)),
        _ => random.between(1, n),
    }
}

/// Writes a valid input: one line `n m`.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    GenerateError::check_family("moving-coins", &options.family, &FAMILIES)?;
    if options.size < 1 || options.size > MAX_N {
        return Err(GenerateError::Options(format!(
            "--n (the number of cells) must be from 1 to {MAX_N} for moving-coins, not {}",
            options.size
        )));
    }
    options.check_one_test("moving-coins")?;
    let mut random = Random::from_seed(options.seed);
    let m = random_coins(&options.family, options.size, &mut random);
    writeln!(out, "{} {m}", options.size)?;
    Ok(())
}
