//! Flipping multiples in an array (`array-game`): pick a white cell `x` and a `k <= n / x`, flip
//! cells `x, 2x, ..., kx`; whoever finds no white cell loses.
//!
//! Source: HAOI2015 "数组游戏" (Luogu P3179, BZOJ 4035). Output per query: `Yes` when the first
//! player wins, else `No`. User documentation: `docs/games/array-game.md`. The fast answer XORs the
//! white cells' values from [`values::Values`] (`O(n^(3/4))` time once per file, `O(sqrt n)`
//! memory, then `O(1)` per cell); the oracle ([`brute`]) searches explicit colourings, which
//! [`rules`] labels for a referee (`cell 1 k 2`).

pub mod brute;
pub mod check;
pub(crate) mod draw;
pub mod families;
#[cfg(test)]
mod oracle_tests;
pub mod parse;
pub mod report;
pub mod rules;
pub mod values;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::solve::SolveError;

pub use families::{generate, random_query, FAMILIES};

use brute::{Oracle, MAX_BRUTE_N};
use report::QueryReport;
use values::Values;

/// array-game as a game of the catalog: the header is the board size `n`, each query a test.
pub struct ArrayGame;

/// The fast solver's memory: the values of the board, and the query being read.
pub struct FastMemory {
    values: Values,
    cells: Vec<u64>,
    offsets: Vec<(u64, usize)>,
}

impl Contest for ArrayGame {
    const LISTS: Option<&'static str> = Some("the cells of a query and its winning moves");
    const INFO: Info = Info {
        id: "array-game",
        title: "Flipping multiples in an array",
        source: "HAOI2015 \"数组游戏\", Luogu P3179",
        rules: "pick a white cell x and k <= n/x, flip cells x, 2x, ..., kx",
        output: "`Yes` (first wins) / `No`, one line per query",
    };
    const TESTS: Tests = Tests::Queries;
    // Any number of queries: the oracle keeps its memo over the one board, whose 2^18 colourings
    // at most bound its work for the whole file; only the board is refused.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (1, u128::MAX, "queries");
    /// The board size `n`.
    type Header = u64;
    /// The white cells, in input order.
    type Test = Vec<u64>;
    type Answer = QueryReport;
    type Workspace = FastMemory;
    type Oracle = Oracle;

    fn read_header(scanner: &mut Scanner<'_>) -> Result<(u64, u64), InputError> {
        parse::read_header(scanner)
    }

    fn workspace(&n: &u64) -> FastMemory {
        FastMemory {
            values: Values::new(n),
            cells: Vec::new(),
            offsets: Vec::new(),
        }
    }

    fn oracle(&n: &u64) -> Oracle {
        Oracle::new(n)
    }

    fn read(scanner: &mut Scanner<'_>, &n: &u64) -> Result<Vec<u64>, InputError> {
        let mut cells = Vec::new();
        parse::read_query(scanner, n, &mut cells, &mut Vec::new())?;
        Ok(cells)
    }

    fn fast(
        memory: &mut FastMemory,
        &n: &u64,
        cells: &Vec<u64>,
        detail: Detail,
    ) -> Result<QueryReport, SolveError> {
        Ok(QueryReport::by_values(&memory.values, n, cells, detail))
    }

    /// Reads the query into buffers kept for the whole file, not a vector per query.
    fn fast_from(
        memory: &mut FastMemory,
        scanner: &mut Scanner<'_>,
        &n: &u64,
        detail: Detail,
    ) -> Result<QueryReport, SolveError> {
        parse::read_query(scanner, n, &mut memory.cells, &mut memory.offsets)?;
        Ok(QueryReport::by_values(
            &memory.values,
            n,
            &memory.cells,
            detail,
        ))
    }

    fn brute_cost(_: &u64, _: &Vec<u64>) -> Result<u128, Refusal> {
        Ok(1)
    }

    fn brute_header_refusal(&n: &u64) -> Option<Refusal> {
        (n > MAX_BRUTE_N).then(|| {
            format!(
                "the brute-force oracle searches boards of at most {MAX_BRUTE_N} cells; this one \
                 has {n} (use --method fast)"
            )
        })
    }

    fn brute(
        oracle: &mut Oracle,
        &n: &u64,
        cells: &Vec<u64>,
        detail: Detail,
    ) -> Result<QueryReport, SolveError> {
        Ok(QueryReport::by_search(oracle, n, cells, detail))
    }
}
