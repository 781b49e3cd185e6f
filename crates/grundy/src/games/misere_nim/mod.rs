//! Misère Nim (`misere-nim`): take any number of counters from one heap; whoever takes the last
//! one loses (the player with no move wins).
//!
//! Source: POJ 3480 "John" (also BZOJ 1022 / Luogu P4279). Output per test: `John` when the first
//! player wins, else `Brother`. User documentation: `docs/games/misere-nim.md`. The fast answer is
//! the anti-Nim rule (a case of the Sprague–Jia theorem on anti-SG games): the first player wins
//! iff every heap is at most 1 and the nim-sum is 0, or some heap is at least 2 and the nim-sum
//! is not 0. The oracle searches heap tuples under misère play ([`mod@crate::heaps::search`]) with
//! none of it.

pub mod check;
pub mod report;

use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::heaps::{self, TestFormat};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, SolveError, SolveOptions};

use report::MisereReport;

/// Misère Nim as a game of the catalog.
pub struct MisereNim;

/// Misère Nim's input: `T`, then per test `N` and the `N` heap sizes.
pub const TEST_FORMAT: TestFormat = TestFormat {
    count: "the number of heaps N",
    item: "a heap size A_i",
    brute_moves: heaps::NIM_MOVES,
};

impl Contest for MisereNim {
    const INFO: Info = Info {
        id: "misere-nim",
        title: "Misère Nim",
        source: "POJ 3480 \"John\" (the anti-Nim rule)",
        rules: "take any number from one heap; who takes the last object loses",
        output: "`John` (first wins) / `Brother`",
    };
    const TESTS: Tests = Tests::Counted("the number of tests T");
    const BRUTE_BUDGET: (u128, u128, &'static str) = heaps::BRUTE_BUDGET;
    type Header = ();
    type Test = Vec<u64>;
    type Answer = MisereReport;
    /// The heaps of the test being solved, kept from test to test.
    type Workspace = Vec<u64>;
    type Oracle = ();

    fn workspace((): &()) -> Vec<u64> {
        Vec::new()
    }

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Vec<u64>, InputError> {
        heaps::read(scanner, &TEST_FORMAT)
    }

    fn fast(
        _: &mut Vec<u64>,
        (): &(),
        heaps: &Vec<u64>,
        _: Detail,
    ) -> Result<MisereReport, SolveError> {
        Ok(MisereReport::by_rule(heaps))
    }

    fn fast_from(
        buffer: &mut Vec<u64>,
        scanner: &mut Scanner<'_>,
        (): &(),
        _: Detail,
    ) -> Result<MisereReport, SolveError> {
        let heaps = heaps::read_into(scanner, &TEST_FORMAT, buffer)?;
        Ok(MisereReport::by_rule(heaps))
    }

    fn brute_cost((): &(), heaps: &Vec<u64>) -> Result<u128, Refusal> {
        heaps::brute_cost(&TEST_FORMAT, heaps)
    }

    fn brute(
        (): &mut (),
        (): &(),
        heaps: &Vec<u64>,
        _: Detail,
    ) -> Result<MisereReport, SolveError> {
        Ok(MisereReport::by_search(heaps))
    }
}

/// Solves every test of `input` and writes one report per test to `out`.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    crate::game::driver::solve::<MisereNim>(input, options, out)
}

/// The generator's families.
pub const FAMILIES: [&str; 5] = ["contest", "ones", "one-big", "second-wins", "huge"];

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    FAMILIES.to_vec()
}

/// Random heaps of the named family: `contest` (1..=4747, the original's limits), `ones` (every
/// heap 0 or 1), `one-big` (ones and zeros and a single heap above 1), `second-wins` (contest
/// heaps with nim-sum 0 and at least two heaps above 1, or an odd number of ones), `huge` (any
/// 64-bit size).
pub fn random_heaps(family: &str, count: usize, random: &mut Random) -> Vec<u64> {
    match family {
        "ones" => heaps::random_heaps(count, 2, random),
        "one-big" => {
            let mut heaps = heaps::random_heaps(count, 2, random);
            let big = random.index(count);
            heaps[big] = random.between(2, 4747);
            heaps
        }
        "huge" => heaps::random_heaps(count, 0, random),
        "second-wins" => {
            let mut heaps: Vec<u64> = (0..count).map(|_| random.between(1, 4747)).collect();
            let last = count - 1;
            heaps[last] = 0;
            heaps[last] = heaps::nim_sum(&heaps);
            if heaps.iter().filter(|&&heap| heap >= 2).count() < 2 {
                // Too few heaps to balance: an odd number of ones is lost for the player to move.
                heaps = vec![1; count];
                if count % 2 == 0 {
                    heaps[0] = 0;
                }
            }
            heaps
        }
        _ => (0..count).map(|_| random.between(1, 4747)).collect(),
    }
}

/// Writes a valid input: `options.tests` tests of `options.size` heaps each.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    heaps::generate_tests("misere-nim", &FAMILIES, options, out, random_heaps)
}
