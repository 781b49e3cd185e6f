//! Adding strings to a prefix-free set (`prefix-free`).
//!
//! Source: AtCoder Regular Contest 087, problem E "Prefix-free Game" (task arc087_c; Luogu mirror
//! AT_arc087_c). A good set holds binary strings of lengths `1..=L`, none a prefix of another.
//! Two players, Alice first, alternately add a string keeping the set good; a player who cannot
//! move loses. The input is `N L` and the `N` strings, one test per file; the answer is `Alice`
//! or `Bob`. Specification: `shared/specs/prefix-free.md`.
//!
//! * [`fast`] — the free regions' values (`lowbit` of their heights), summed over the trie's
//!   nodes: for the contest answer by sorting the strings by their first 64 characters (a radix
//!   sort) and comparing neighbours, for the reports by building the (compressed) trie. Linear in
//!   the total length of the strings, no recursion.
//! * [`brute`] — the oracle: win/lose search over explicit sets of strings, none of the theory,
//!   for `L <= 4`.
//! * [`parse`] and [`trie`] — the contest format, shared by both solvers, so both reject the same
//!   inputs alike.
//! * [`report`] — the contest line, `--explain` and `--json`.
//! * [`mod@families`] — the generator's families and the checker's small sets; [`check`] — the
//!   checker's side.

pub mod brute;
pub mod check;
pub mod families;
pub mod fast;
pub mod parse;
pub mod report;
pub mod trie;

use std::io::Write;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::input::Scanner;
use crate::random::Random;
use crate::solve::{
    GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions, LISTED_MOVES,
};

use families::{Family, FAMILIES};
use fast::NimSum;
use parse::{read_header, read_strings, Header};
use report::{Facts, TestReport, WinningMove};
use trie::Trie;

/// Solves the test in `input` (the contest format) and writes its report to `out`. Nothing is
/// written unless the whole input is valid.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let mut scanner = Scanner::new(input);
    let header = read_header(&mut scanner)?;
    let limit = if options.all {
        usize::MAX
    } else {
        LISTED_MOVES
    };
    let report = match (options.method, options.report) {
        (Method::Fast, Report::Contest) => match solve_by_sorting(&scanner, &header)? {
            Some(report) => report,
            None => solve_fast(&mut scanner, &header, options.report, limit)?,
        },
        (Method::Fast, _) => solve_fast(&mut scanner, &header, options.report, limit)?,
        (Method::Brute, _) => solve_brute(&mut scanner, &header, limit)?,
    };
    match options.report {
        Report::Contest => {
            out.write_all(report.answer().as_bytes())?;
            out.write_all(b"\n")?;
        }
        Report::Explain => out.write_all(report.explanation().as_bytes())?,
        Report::Json => {
            let mut line = report.json();
            line.push('\n');
            out.write_all(line.as_bytes())?;
        }
    }
    Ok(())
}

/// The contest answer by sorting the strings ([`fast::Sorter`]), reading from a copy
/// of the scanner: `None` if the strings have any problem, to be named by [`solve_fast`], which
/// reads them again in input order through the trie.
fn solve_by_sorting(
    scanner: &Scanner<'_>,
    header: &Header,
) -> Result<Option<TestReport>, SolveError> {
    let mut reader = scanner.clone();
    let Some(mut sorter) =
        parse::string_count_that_fits(scanner, header).and_then(fast::Sorter::with_capacity)
    else {
        return Ok(None);
    };
    if !parse::read_binary_strings(&mut reader, header, |string| sorter.push(string)) {
        return Ok(None);
    }
    let Some(summary) = sorter.summarize(header.l) else {
        return Ok(None);
    };
    reader.expect_end()?;
    Ok(Some(TestReport {
        strings: summary.strings,
        l: header.l,
        trie_nodes: summary.trie_nodes,
        free_regions: fast::free_region_count(summary.trie_nodes, summary.strings),
        first_player_wins: summary.nim_sum != 0,
        winning_move: None,
        facts: Facts::Fast {
            nim_sum: summary.nim_sum,
            winning_region_count: 0,
            winning_regions: Vec::new(),
        },
    }))
}

/// Reads the strings through the trie, in input order, and checks that nothing follows them; the
/// fast solver's nim-sum comes with them. In contest mode the report carries only the counts and the verdict; the other reports
/// visit the free regions to find the winning ones.
fn solve_fast(
    scanner: &mut Scanner<'_>,
    header: &Header,
    report: Report,
    limit: usize,
) -> Result<TestReport, SolveError> {
    let mut trie = Trie::new();
    let mut sum = NimSum::new(header.l);
    read_strings(scanner, header, &mut trie, |string, shared| {
        sum.add_string(shared, string.len());
    })?;
    scanner.expect_end()?;
    let nim_sum = sum.value();
    let mut facts = Facts::Fast {
        nim_sum,
        winning_region_count: 0,
        winning_regions: Vec::new(),
    };
    let mut winning_move = None;
    if report != Report::Contest {
        // `limit` is at least 1, so the first winning region is always listed.
        let survey = fast::survey(&trie, header.l, nim_sum, limit);
        winning_move = survey.listed.first().map(|region| WinningMove {
            prefix: region.prefix.clone(),
            zeros: region.extra,
        });
        facts = Facts::Fast {
            nim_sum,
            winning_region_count: survey.winning_regions,
            winning_regions: survey.listed,
        };
    }
    Ok(TestReport {
        strings: trie.string_count(),
        l: header.l,
        trie_nodes: trie.node_count(),
        free_regions: fast::free_region_count(trie.node_count(), trie.string_count()),
        first_player_wins: nim_sum != 0,
        winning_move,
        facts,
    })
}

/// Solves the test with the oracle, refusing an `L` too large for it.
fn solve_brute(
    scanner: &mut Scanner<'_>,
    header: &Header,
    limit: usize,
) -> Result<TestReport, SolveError> {
    // The strings are read (and so checked) before the oracle may refuse the test.
    let mut trie = Trie::new();
    let mut strings: Vec<Vec<u8>> = Vec::new();
    read_strings(scanner, header, &mut trie, |string, _| {
        strings.push(string.to_vec());
    })?;
    scanner.expect_end()?;
    if header.l > brute::MAX_L {
        return Err(scanner
            .error_at(
                header.l_offset,
                format!(
                    "the brute-force oracle searches sets with L at most {} (up to {} good sets); \
                     this input has L = {} (use --method fast)",
                    brute::MAX_L,
                    brute::MAX_POSITIONS,
                    header.l
                ),
            )
            .into());
    }
    let slices: Vec<&[u8]> = strings.iter().map(Vec::as_slice).collect();
    let outcome = brute::solve(header.l, &slices);
    let winning_move = outcome.winning_strings.first().map(|string| {
        // The move's free region begins with its shortest prefix that no string of the set
        // begins with.
        let region_length = (1..=string.len())
            .find(|&length| {
                let prefix = &string.as_bytes()[..length];
                !strings.iter().any(|member| member.starts_with(prefix))
            })
            .unwrap_or(string.len());
        WinningMove::from_string(string, region_length)
    });
    let winning_string_count = outcome.winning_strings.len() as u64;
    let mut winning_strings = outcome.winning_strings;
    winning_strings.truncate(limit);
    Ok(TestReport {
        strings: trie.string_count(),
        l: header.l,
        trie_nodes: trie.node_count(),
        free_regions: fast::free_region_count(trie.node_count(), trie.string_count()),
        first_player_wins: outcome.first_player_wins,
        winning_move,
        facts: Facts::Brute {
            winning_string_count,
            winning_strings,
        },
    })
}

/// The fast solver's nim-sum for a good set (binary strings of lengths `1..=l`, prefix-free).
pub fn nim_sum(l: u64, strings: &[&[u8]]) -> u64 {
    fast::nim_sum_of(l, strings)
}

/// The names of the generator's families.
pub fn families() -> Vec<&'static str> {
    FAMILIES.iter().map(|family| family.name()).collect()
}

/// The largest `--n` (total length of the strings) the generator accepts: the trie's capacity.
pub const MAX_GENERATED_LENGTH: u64 = trie::MAX_NODES as u64 - 1;

/// Writes a valid input: one test from the named family, of size `options.size` (the total
/// length of the strings; see [`Family`]).
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    let family = Family::from_name(&options.family).ok_or_else(|| {
        GenerateError::unknown_family("prefix-free", &options.family, &families())
    })?;
    if options.size < 1 || options.size > MAX_GENERATED_LENGTH {
        return Err(GenerateError::Options(format!(
            "--n (the total length of the strings) must be from 1 to {MAX_GENERATED_LENGTH} for \
             prefix-free, not {}",
            options.size
        )));
    }
    if options.tests != 1 {
        return Err(GenerateError::Options(format!(
            "prefix-free has one test per file: --tests must be 1, not {}",
            options.tests
        )));
    }
    let mut random = Random::from_seed(options.seed);
    let set = family.generate(options.size, &mut random);
    writeln!(out, "{} {}", set.strings.len(), set.l)?;
    let mut buffer = Vec::with_capacity(1 << 16);
    for string in &set.strings {
        buffer.extend_from_slice(string);
        buffer.push(b'\n');
        if buffer.len() >= 1 << 16 {
            out.write_all(&buffer)?;
            buffer.clear();
        }
    }
    out.write_all(&buffer)?;
    Ok(())
}

/// Checks the fast solver against the oracle (`grundy check prefix-free`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::PrefixFreeCheck::default(), options, progress)
}
