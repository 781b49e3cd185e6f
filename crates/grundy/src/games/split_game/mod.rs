//! The split game (`split-game`): beans split forward along a row of bottles.
//!
//! Source: HNOI2007 (Hunan provincial selection, 2007) "分裂游戏" ("split game"); Luogu P3185,
//! BZOJ 1188. `n` bottles stand in a row; a move takes one bean out of a bottle `i` and puts one
//! bean into each of two bottles `j` and `k` with `i < j <= k` (two into `j` when `j = k`); a
//! player with no move (every bean in the last bottle) loses. The answer to a test is the
//! lexicographically smallest winning first move `i j k` (or `-1 -1 -1`) and the number of
//! winning first moves. Specification: `shared/specs/split-game.md`.
//!
//! * [`fast`] — the value of a bean at each distance from the end (Sprague–Grundy), then every
//!   winning move counted in time quadratic in `n`, no recursion.
//! * [`brute`] — the oracle: win/lose search over explicit bean configurations, none of the
//!   theory.
//! * [`parse`] — the contest format, shared by both, so both reject the same inputs alike.
//! * [`report`] — the contest's two lines, `--explain` and `--json`.
//! * [`mod@families`] — the generator's families, full-size and within the oracle's reach.
//! * [`check`] — the game's side of `grundy check`.

pub mod brute;
pub mod check;
pub mod families;
pub mod fast;
pub mod parse;
pub mod report;

use std::fmt::Write as _;
use std::io::Write;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::input::Scanner;
use crate::random::Random;
use crate::solve::{
    BruteBudget, GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions,
    LISTED_MOVES,
};

use brute::Oracle;
use families::{Family, FAMILIES};
use fast::Workspace;
use parse::{read_beans, read_bottle_count, read_test_count};
use report::{TestReport, Values};

/// A move `(i, j, k)`, 0-based: one bean leaves bottle `i`, one enters bottle `j` and one
/// bottle `k` (`i < j <= k`).
pub type Move = (usize, usize, usize);

/// The oracle's memo is dropped between tests once it holds this many positions.
const ORACLE_MEMO_LIMIT: usize = 1 << 21;

/// The positions the oracle may newly visit for one file: ten tests at its limit (one bean 7
/// bottles from the end, about 5·10^5 positions and a second or two each).
const ORACLE_POSITIONS_PER_FILE: u128 = 5_000_000;

/// Solves every test of `input` (the contest format) and writes one report per test to `out`.
///
/// Answers to earlier tests are written before a later test's error is found; a test's report
/// (in the contest format, its two lines) is written whole or not at all.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let mut scanner = Scanner::new(input);
    let tests = read_test_count(&mut scanner)?;
    let mut workspace = Workspace::new();
    let mut oracle: Option<Oracle> = None;
    // Counted after each test, in the positions it added to the memo (tests that share
    // positions cost less): the test that passes the budget is refused.
    let mut brute_budget = BruteBudget::new(ORACLE_POSITIONS_PER_FILE, 1, "new positions");
    let mut beans = Vec::new();
    let mut test = 0usize;
    while (test as u64) < tests {
        test += 1;
        scanner.set_test(Some(test));
        scanner.skip_separators();
        let size_offset = scanner.position();
        let n = read_bottle_count(&mut scanner)?;
        // The test is read (and so checked) before the oracle may refuse it.
        read_beans(&mut scanner, n, &mut beans)?;
        if options.method == Method::Brute && n > brute::MAX_BOTTLES {
            let reason = format!("this test has {n} bottles");
            return Err(refusal(&scanner, size_offset, &reason).into());
        }
        let text = match options.method {
            Method::Fast => {
                let analysis = workspace.analyse(&beans);
                if options.report == Report::Contest {
                    analysis.contest_answer()
                } else {
                    let limit = listed(options);
                    let report = TestReport {
                        test,
                        bottles: n,
                        values: Some(Values {
                            bottle_values: workspace.bottle_values(n),
                            odd_bottles: (0..n).filter(|&bottle| beans[bottle] % 2 == 1).collect(),
                            nim_sum: analysis.nim_sum,
                        }),
                        winning_move_count: analysis.winning_moves,
                        first_move: analysis.first_move,
                        listed_moves: workspace.winning_moves(&beans, analysis.nim_sum, limit),
                        method: "fast",
                    };
                    render(&report, options.report)
                }
            }
            Method::Brute => {
                if !brute::within_reach(&beans) {
                    let length = brute::game_length_bound(&beans)
                        .map_or_else(|| "2^64 or more".to_string(), |length| length.to_string());
                    let reason = format!("this test's game may last up to {length} moves");
                    return Err(refusal(&scanner, size_offset, &reason).into());
                }
                let oracle = match &mut oracle {
                    Some(oracle) if oracle.positions() <= ORACLE_MEMO_LIMIT => oracle,
                    _ => oracle.insert(Oracle::new()),
                };
                let known = oracle.positions();
                let Some(outcome) = oracle.solve(&beans) else {
                    return Err(refusal(&scanner, size_offset, "this test is beyond it").into());
                };
                let added = oracle.positions().saturating_sub(known);
                brute_budget.charge_test(added as u128, &scanner, size_offset)?;
                let moves = &outcome.winning_first_moves;
                let report = TestReport {
                    test,
                    bottles: n,
                    values: None,
                    winning_move_count: moves.len() as u64,
                    first_move: moves.first().copied(),
                    listed_moves: moves.iter().take(listed(options)).copied().collect(),
                    method: "brute",
                };
                render(&report, options.report)
            }
        };
        out.write_all(text.as_bytes())?;
    }
    scanner.expect_end()?;
    Ok(())
}

/// How many winning moves a report lists.
fn listed(options: &SolveOptions) -> usize {
    if options.all {
        usize::MAX
    } else {
        LISTED_MOVES
    }
}

/// The oracle's refusal of a test too large for it, located at the test's first line.
fn refusal(scanner: &Scanner<'_>, offset: usize, reason: &str) -> crate::input::InputError {
    scanner.error_at(
        offset,
        format!(
            "the brute-force oracle searches at most {} bottles and games of at most {} moves \
             (the sum of p_i (2^(n-1-i) - 1) over the bottles before the last); {reason} \
             (use --method fast)",
            brute::MAX_BOTTLES,
            brute::MAX_LENGTH
        ),
    )
}

/// A report in the asked form.
fn render(report: &TestReport, form: Report) -> String {
    match form {
        Report::Contest => report.contest(),
        Report::Explain => report.explanation(),
        Report::Json => {
            let mut line = report.json();
            line.push('\n');
            line
        }
    }
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
        let beans = family.generate(options.size as usize, &mut random, &mut workspace);
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

/// Checks the fast solver against the oracle (`grundy check split-game`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::SplitGameCheck::new(), options, progress)
}
