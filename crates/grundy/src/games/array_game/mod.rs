//! Flipping multiples in an array (`array-game`): pick a white cell `x` and a `k <= n / x`, flip
//! cells `x, 2x, ..., kx`; whoever finds no white cell loses.
//!
//! Source: HAOI2015 "数组游戏" (Luogu P3179, BZOJ 4035). Output per query: `Yes` when the first
//! player wins, else `No`. Specification: `shared/specs/array-game.md`. The fast answer XORs the
//! white cells' values from [`values::Values`] (`O(n^(3/4))` time once per file, `O(sqrt n)`
//! memory, then `O(1)` per cell); the oracle ([`brute`]) searches explicit colourings.

pub mod brute;
pub mod check;
pub mod families;
pub mod parse;
pub mod report;
pub mod values;

use std::io::Write;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::input::Scanner;
use crate::solve::{Method, Report, SolveError, SolveOptions};

pub use families::{families, generate, random_query, FAMILIES};

use brute::{Oracle, MAX_BRUTE_N};
use report::QueryAnswer;
use values::Values;

/// How a file's queries are answered.
enum Solver {
    Fast(Values),
    Brute(Oracle),
}

/// Solves every query of `input` and writes one report per query to `out`.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let mut scanner = Scanner::new(input);
    scanner.set_test_name("query");
    scanner.skip_separators();
    let header = scanner.position();
    let (n, queries) = parse::read_header(&mut scanner)?;
    // No solver for a board beyond the oracle: its queries are still read (and so checked)
    // before it is refused.
    let mut solver = match options.method {
        Method::Fast => Some(Solver::Fast(Values::new(n))),
        Method::Brute if n > MAX_BRUTE_N => None,
        Method::Brute => Some(Solver::Brute(Oracle::new(n))),
    };
    let mut cells = Vec::new();
    let mut offsets = Vec::new();
    let mut text = String::new();
    for query in 1..=queries as usize {
        scanner.set_test(Some(query));
        parse::read_query(&mut scanner, n, &mut cells, &mut offsets)?;
        let answer = match &mut solver {
            None => continue,
            Some(Solver::Fast(values)) if options.report == Report::Contest => {
                QueryAnswer::verdict(values, &cells)
            }
            Some(Solver::Fast(values)) => QueryAnswer::by_values(values, &cells),
            Some(Solver::Brute(oracle)) => QueryAnswer::by_search(oracle, &cells),
        };
        text.clear();
        report::format(&mut text, options, query, n, &cells, &answer);
        out.write_all(text.as_bytes())?;
    }
    scanner.expect_end()?;
    if solver.is_none() {
        scanner.set_test(None);
        return Err(scanner
            .error_at(
                header,
                format!(
                    "the brute-force oracle searches boards of at most {MAX_BRUTE_N} cells; \
                     this one has {n} (use --method fast)"
                ),
            )
            .into());
    }
    Ok(())
}

/// Checks the fast solver against the oracle (`grundy check array-game`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::ArrayGameCheck::default(), options, progress)
}
