//! Adding strings to a prefix-free set (`prefix-free`).
//!
//! Source: AtCoder Regular Contest 087, problem E "Prefix-free Game" (task arc087_c; Luogu mirror
//! AT_arc087_c). A good set holds binary strings of lengths `1..=L`, none a prefix of another.
//! Two players, Alice first, alternately add a string keeping the set good; a player who cannot
//! move loses. The input is `N L` and the `N` strings, one test per file; the answer is `Alice`
//! or `Bob`. User documentation: `docs/games/prefix-free.md`.
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
//! * [`rules`] — the rules with moves labelled by the string added (`01`), for `L <= 4`.
//! * [`mod@families`] — the generator's families and the checker's small sets; [`check`] — the
//!   checker's side.

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
pub mod trie;

use std::io::Write;

use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, SolveError};

use families::{Family, FAMILIES};
use fast::NimSum;
use parse::{read_header, read_strings, Header};
use report::{Facts, TestReport, WinningMove};
use trie::Trie;

/// prefix-free as a game of the catalog.
pub struct PrefixFree;

/// The test as read for the oracle (the fast solver reads it as it solves, [`Contest::fast_from`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrefixTest {
    /// `N` and `L`.
    pub header: Header,
    /// The strings, in input order.
    pub strings: Vec<Vec<u8>>,
    /// An error located at `L`, its message empty: the oracle refuses a large `L` there.
    pub l_at: InputError,
    /// Running out of memory for the trie while reading: the oracle gives it as its error (a
    /// test is read as bad input or not at all, so this waits for the oracle).
    pub out_of_memory: Option<String>,
}

impl Contest for PrefixFree {
    const LISTS: Option<&'static str> = Some("the winning regions and strings");
    const INFO: Info = Info {
        id: "prefix-free",
        title: "Adding strings to a prefix-free set",
        source: "AtCoder ARC087 E \"Prefix-free Game\" (arc087_c)",
        rules: "add a binary string of length <= L keeping the set prefix-free",
        output: "`Alice` (first player wins) / `Bob`",
    };
    const TESTS: Tests = Tests::One;
    // One test per file, refused for its L alone: a budget that never binds.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (1, 1, "tests");
    type Header = ();
    type Test = PrefixTest;
    type Answer = TestReport;
    type Workspace = ();
    type Oracle = ();

    fn workspace((): &()) {}

    fn oracle((): &()) {}

    /// Reads the strings (and so checks them) to the end of the input.
    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<PrefixTest, InputError> {
        let header = read_header(scanner)?;
        let mut trie = Trie::new();
        let mut strings: Vec<Vec<u8>> = Vec::new();
        let read = read_strings(scanner, &header, &mut trie, |string, _| {
            strings.push(string.to_vec());
        });
        let out_of_memory = match read {
            Ok(()) => {
                scanner.expect_end()?;
                None
            }
            Err(SolveError::Input(error)) => return Err(error),
            Err(error) => Some(error.to_string()),
        };
        Ok(PrefixTest {
            header,
            strings,
            l_at: scanner.error_at(header.l_offset, String::new()),
            out_of_memory,
        })
    }

    fn fast(
        (): &mut (),
        (): &(),
        test: &PrefixTest,
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        if let Some(message) = &test.out_of_memory {
            return Err(SolveError::Resource(message.clone()));
        }
        let mut trie = Trie::new();
        let mut sum = NimSum::new(test.header.l);
        for string in &test.strings {
            let shared = trie.insert(string).map_err(|_| {
                SolveError::Resource("not enough memory for the trie of the strings".to_string())
            })?;
            sum.add_string(shared, string.len());
        }
        Ok(fast_report(&trie, &test.header, sum.value(), detail))
    }

    /// The contest answer by sorting the strings, if it can; else (and for the reports) through
    /// the trie, which names any problem of the input.
    fn fast_from(
        (): &mut (),
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let header = read_header(scanner)?;
        if !detail.report {
            if let Some(report) = solve_by_sorting(scanner, &header)? {
                return Ok(report);
            }
        }
        solve_fast(scanner, &header, detail)
    }

    /// The size refusal is made by [`Contest::brute`]: it names the line of `L`.
    fn brute_cost((): &(), _: &PrefixTest) -> Result<u128, Refusal> {
        Ok(1)
    }

    fn brute(
        (): &mut (),
        (): &(),
        test: &PrefixTest,
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        if let Some(message) = &test.out_of_memory {
            return Err(SolveError::Resource(message.clone()));
        }
        let header = &test.header;
        if header.l > brute::MAX_L {
            return Err(InputError {
                message: format!(
                    "the brute-force oracle searches sets with L at most {} (up to {} good sets); \
                     this input has L = {} (use --method fast)",
                    brute::MAX_L,
                    brute::MAX_POSITIONS,
                    header.l
                ),
                ..test.l_at.clone()
            }
            .into());
        }
        let strings = &test.strings;
        let slices: Vec<&[u8]> = strings.iter().map(Vec::as_slice).collect();
        let mut trie = Trie::new();
        for string in &slices {
            trie.insert(string).map_err(|_| {
                SolveError::Resource("not enough memory for the trie of the strings".to_string())
            })?;
        }
        let outcome = brute::solve(header.l, &slices);
        // A move's free region begins with its shortest prefix that no string of the set begins
        // with.
        let as_move = |string: &String| {
            let region_length = (1..=string.len())
                .find(|&length| {
                    let prefix = &string.as_bytes()[..length];
                    !strings.iter().any(|member| member.starts_with(prefix))
                })
                .unwrap_or(string.len());
            WinningMove::from_string(string, region_length)
        };
        let winning_string_count = outcome.winning_strings.len() as u64;
        let mut winning_strings = outcome.winning_strings;
        winning_strings.truncate(detail.listed);
        let winning_moves = winning_strings.iter().map(as_move).collect();
        Ok(TestReport {
            strings: trie.string_count(),
            l: header.l,
            trie_nodes: trie.node_count(),
            free_regions: fast::free_region_count(trie.node_count(), trie.string_count()),
            first_player_wins: outcome.first_player_wins,
            facts: Facts::Brute {
                winning_string_count,
                winning_strings,
                winning_moves,
            },
        })
    }
}

/// The contest answer by sorting the strings ([`fast::Sorter`]), reading from a copy of the
/// scanner, which then moves past them: `None` if the strings have any problem, to be named by
/// [`solve_fast`], which reads them again in input order through the trie.
fn solve_by_sorting(
    scanner: &mut Scanner<'_>,
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
    scanner.seek(reader.position());
    Ok(Some(TestReport {
        strings: summary.strings,
        l: header.l,
        trie_nodes: summary.trie_nodes,
        free_regions: fast::free_region_count(summary.trie_nodes, summary.strings),
        first_player_wins: summary.nim_sum != 0,
        facts: Facts::Fast {
            nim_sum: summary.nim_sum,
            winning_region_count: 0,
            one_string_each: true,
            winning_regions: Vec::new(),
        },
    }))
}

/// Reads the strings through the trie, in input order, and checks that nothing follows them; the
/// fast solver's nim-sum comes with them.
fn solve_fast(
    scanner: &mut Scanner<'_>,
    header: &Header,
    detail: Detail,
) -> Result<TestReport, SolveError> {
    let mut trie = Trie::new();
    let mut sum = NimSum::new(header.l);
    read_strings(scanner, header, &mut trie, |string, shared| {
        sum.add_string(shared, string.len());
    })?;
    scanner.expect_end()?;
    Ok(fast_report(&trie, header, sum.value(), detail))
}

/// The fast report on the trie of the strings and their nim-sum: for the contest line the counts
/// and the verdict; the other reports visit the free regions to find the winning ones.
fn fast_report(trie: &Trie<'_>, header: &Header, nim_sum: u64, detail: Detail) -> TestReport {
    let mut facts = Facts::Fast {
        nim_sum,
        winning_region_count: 0,
        one_string_each: true,
        winning_regions: Vec::new(),
    };
    if detail.report {
        // `detail.listed` is at least 1, so the first winning region is always listed.
        let survey = fast::survey(trie, header.l, nim_sum, detail.listed);
        facts = Facts::Fast {
            nim_sum,
            winning_region_count: survey.winning_regions,
            one_string_each: survey.one_string_each,
            winning_regions: survey.listed,
        };
    }
    TestReport {
        strings: trie.string_count(),
        l: header.l,
        trie_nodes: trie.node_count(),
        free_regions: fast::free_region_count(trie.node_count(), trie.string_count()),
        first_player_wins: nim_sum != 0,
        facts,
    }
}

/// The fast solver's nim-sum for a good set (binary strings of lengths `1..=l`, prefix-free).
#[cfg(test)]
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
    options.check_one_test("prefix-free")?;
    let mut random = Random::from_seed(options.seed);
    let mut set = family.generate(options.size, &mut random);
    if options.size <= brute::MAX_L && family != Family::HugeL {
        // Strings of at most `MAX_L` characters: `L` at most the oracle's largest too, so that
        // `grundy solve --method brute` checks a file of a small `--n`.
        set.l = set.l.min(brute::MAX_L);
    }
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
