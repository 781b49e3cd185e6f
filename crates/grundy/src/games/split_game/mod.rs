//! The split game (`split-game`): beans split forward along a row of bottles.
//!
//! Source: HNOI2007 (Hunan provincial selection, 2007) "分裂游戏" ("split game"); Luogu P3185,
//! BZOJ 1188. `n` bottles stand in a row; a move takes one bean out of a bottle `i` and puts one
//! bean into each of two bottles `j` and `k` with `i < j <= k` (two into `j` when `j = k`); a
//! player with no move (every bean in the last bottle) loses. The answer to a test is the
//! lexicographically smallest winning first move `i j k` (or `-1 -1 -1`) and the number of
//! winning first moves. User documentation: `docs/games/split-game.md`.
//!
//! * [`fast`] — the value of a bean at each distance from the end (Sprague–Grundy), then every
//!   winning move counted in time quadratic in `n`, no recursion.
//! * [`brute`] — the oracle: win/lose search over explicit bean configurations, none of the
//!   theory.
//! * [`parse`] — the contest format, shared by both, so both reject the same inputs alike.
//! * [`report`] — the contest's two lines, `--explain` and `--json`.
//! * [`rules`] — the rules with moves labelled as the contest writes them (`0 2 3`).
//! * [`mod@families`] — the generator's families, full-size and within the oracle's reach.
//! * [`check`] — the game's side of `grundy check`.

pub mod brute;
pub mod check;
pub(crate) mod draw;
pub mod families;
pub mod fast;
#[cfg(test)]
mod oracle_tests;
pub mod parse;
pub mod report;
pub mod rules;

use std::fmt::Write as _;
use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{BruteBudget, GenerateError, GenerateOptions, SolveError};

use brute::Oracle;
use families::{Family, FAMILIES};
use fast::Workspace;
use parse::{read_beans, read_bottle_count};
use report::{ListedMoves, TestReport, Values};

/// A move `(i, j, k)`, 0-based: one bean leaves bottle `i`, one enters bottle `j` and one
/// bottle `k` (`i < j <= k`).
pub type Move = (usize, usize, usize);

/// The oracle's memo is dropped between tests once it holds this many positions.
const ORACLE_MEMO_LIMIT: usize = 1 << 21;

/// The positions the oracle may newly visit for one file: ten tests at its limit (one bean 7
/// bottles from the end, about 5·10^5 positions and a second or two each).
const ORACLE_POSITIONS_PER_FILE: u128 = 5_000_000;

/// split-game as a game of the catalog.
pub struct SplitGame;

/// One test as read: its bean counts, and where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitTest {
    /// The bean counts `p_0 .. p_(n-1)`.
    pub beans: Vec<u64>,
    /// An error located at the test's first line, its message empty: the oracle's refusals that
    /// only its search can find (a test beyond it, the file's budget) are made from it.
    pub at: InputError,
}

impl SplitTest {
    /// The refusal `message`, located at the test's first line.
    fn refusal(&self, message: String) -> SolveError {
        InputError {
            message,
            ..self.at.clone()
        }
        .into()
    }
}

/// The fast solver's memory: the value table, and the bean counts of the test being read.
#[derive(Debug, Default)]
pub struct FastMemory {
    workspace: Workspace,
    beans: Vec<u64>,
}

/// The oracle's memory across a file's tests: its memo, and the positions it may still add.
pub struct OracleMemory {
    oracle: Option<Oracle>,
    /// Counted after each test, in the positions it added to the memo (tests that share
    /// positions cost less): the test that passes the budget is refused.
    budget: BruteBudget,
}

impl Contest for SplitGame {
    const LISTS: Option<&'static str> = Some("the winning first moves");
    const INFO: Info = Info {
        id: "split-game",
        title: "Splitting beans forward",
        source: "HNOI2007 \"分裂游戏\", Luogu P3185",
        rules: "take a bean from a bottle, put one bean into each of two later bottles",
        output: "two lines: the smallest winning move `i j k` (or `-1 -1 -1`), then the number \
                 of winning moves",
    };
    const TESTS: Tests = Tests::Counted("the number of tests t");
    /// The budget the oracle's own [`OracleMemory`] keeps, in the positions each test adds to
    /// the memo: only known after the search, so [`Contest::brute_cost`] charges nothing.
    const BRUTE_BUDGET: (u128, u128, &'static str) =
        (ORACLE_POSITIONS_PER_FILE, 1, "new positions");
    type Header = ();
    type Test = SplitTest;
    type Answer = TestReport;
    type Workspace = FastMemory;
    type Oracle = OracleMemory;

    fn workspace((): &()) -> FastMemory {
        FastMemory::default()
    }

    fn oracle((): &()) -> OracleMemory {
        let (per_test, tests_at_the_limit, unit) = Self::BRUTE_BUDGET;
        OracleMemory {
            oracle: None,
            budget: BruteBudget::new(per_test, tests_at_the_limit, unit),
        }
    }

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<SplitTest, InputError> {
        scanner.skip_separators();
        let at = scanner.error_at(scanner.position(), String::new());
        let n = read_bottle_count(scanner)?;
        let mut beans = Vec::new();
        read_beans(scanner, n, &mut beans)?;
        Ok(SplitTest { beans, at })
    }

    fn fast(
        memory: &mut FastMemory,
        (): &(),
        test: &SplitTest,
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        Ok(fast_report(&mut memory.workspace, &test.beans, detail))
    }

    /// Reads the bean counts into one buffer for the whole file, not a vector per test.
    fn fast_from(
        memory: &mut FastMemory,
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let n = read_bottle_count(scanner)?;
        read_beans(scanner, n, &mut memory.beans)?;
        Ok(fast_report(&mut memory.workspace, &memory.beans, detail))
    }

    fn brute_cost((): &(), test: &SplitTest) -> Result<u128, Refusal> {
        let n = test.beans.len();
        if n > brute::MAX_BOTTLES {
            return Err(refusal(&format!("this test has {n} bottles")));
        }
        if !brute::within_reach(&test.beans) {
            let length = brute::game_length_bound(&test.beans)
                .map_or_else(|| "2^64 or more".to_string(), |length| length.to_string());
            return Err(refusal(&format!(
                "this test's game may last up to {length} moves"
            )));
        }
        // The positions a test adds are known only after its search: `OracleMemory` counts them.
        Ok(0)
    }

    fn brute(
        memory: &mut OracleMemory,
        (): &(),
        test: &SplitTest,
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let oracle = match &mut memory.oracle {
            Some(oracle) if oracle.positions() <= ORACLE_MEMO_LIMIT => oracle,
            slot => slot.insert(Oracle::new()),
        };
        let known = oracle.positions();
        let Some(outcome) = oracle.solve(&test.beans) else {
            return Err(test.refusal(refusal("this test is beyond it")));
        };
        let added = oracle.positions().saturating_sub(known);
        memory
            .budget
            .charge(added as u128)
            .map_err(|message| test.refusal(message))?;
        let moves = &outcome.winning_first_moves;
        Ok(TestReport {
            bottles: test.beans.len(),
            values: None,
            winning_move_count: moves.len() as u64,
            first_move: moves.first().copied(),
            listed_moves: ListedMoves::Found(moves.iter().take(detail.listed).copied().collect()),
        })
    }
}

/// The fast solver's report on `beans`: the contest's facts, and for a report the values behind
/// them and the first `detail.listed` winning moves.
pub(crate) fn fast_report(workspace: &mut Workspace, beans: &[u64], detail: Detail) -> TestReport {
    let analysis = workspace.analyse(beans);
    let n = beans.len();
    let mut report = TestReport {
        bottles: n,
        values: None,
        winning_move_count: analysis.winning_moves,
        first_move: analysis.first_move,
        listed_moves: ListedMoves::Found(Vec::new()),
    };
    if detail.report {
        let values = workspace.bottle_values(n);
        report.values = Some(Values::new(beans, values, analysis.nim_sum));
        report.listed_moves = ListedMoves::FromValues {
            limit: detail.listed,
        };
    }
    report
}

/// The oracle's refusal of a test too large for it.
fn refusal(reason: &str) -> String {
    format!(
        "the brute-force oracle searches at most {} bottles and games of at most {} moves (the \
         sum of p_i (2^(n-1-i) - 1) over the bottles before the last); {reason} (use --method \
         fast)",
        brute::MAX_BOTTLES,
        brute::MAX_LENGTH
    )
}

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    FAMILIES.iter().map(|family| family.name()).collect()
}

/// Writes a valid input: `options.tests` configurations of `options.size` bottles from the named
/// family.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    let family = Family::from_name(&options.family)
        .ok_or_else(|| GenerateError::unknown_family("split-game", &options.family, &families()))?;
    let (smallest, largest) = family.sizes();
    if options.size < smallest || options.size > largest {
        return Err(GenerateError::Options(format!(
            "--n must be from {smallest} to {largest} for split-game's family {}, not {}",
            family.name(),
            options.size
        )));
    }
    if options.tests == 0 {
        return Err(GenerateError::Options(
            "--tests must be at least 1".to_string(),
        ));
    }
    let mut random = Random::from_seed(options.seed);
    let mut workspace = Workspace::new();
    writeln!(out, "{}", options.tests)?;
    let mut text = String::new();
    for _ in 0..options.tests {
        text.clear();
        // The original's tests vary in size: contest-small's have 2 to --n bottles each.
        let bottles = match family {
            Family::ContestSmall => random.between(2, options.size),
            _ => options.size,
        };
        let beans = family.generate(bottles as usize, &mut random, &mut workspace);
        write_test(&mut text, &beans);
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// Appends one test in the contest format: `n`, then the bean counts on one line.
pub fn write_test(text: &mut String, beans: &[u64]) {
    let _ = writeln!(text, "{}", beans.len());
    for (bottle, count) in beans.iter().enumerate() {
        let separator = if bottle == 0 { "" } else { " " };
        let _ = write!(text, "{separator}{count}");
    }
    text.push('\n');
}

/// A whole input file holding the given configurations, one test each.
pub fn input_file(configurations: &[Vec<u64>]) -> String {
    let mut text = format!("{}\n", configurations.len());
    for beans in configurations {
        write_test(&mut text, beans);
    }
    text
}
