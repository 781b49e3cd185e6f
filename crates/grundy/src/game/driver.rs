//! The one driver every game runs through: the test loop, the end of input, test numbers in
//! errors, the oracle's budget and refusals, and the three reports (the contest output,
//! `--explain`, `--json` with the keys every game shares).

use std::io::Write;

use serde_json::{Map, Value};

use super::report_buffer::ReportBuffer;
use super::{Answer, Contest, Context, Detail, Tests};
use crate::input::{InputError, Scanner};
use crate::solve::{BruteBudget, Method, Report, SolveError, SolveOptions, LISTED_MOVES};

/// The detail the solvers must give for these options.
pub fn detail(options: &SolveOptions) -> Detail {
    Detail {
        report: options.report != Report::Contest,
        listed: if options.all {
            usize::MAX
        } else {
            LISTED_MOVES
        },
        all_roots: options.all_roots,
        loopy: options.loopy,
    }
}

/// Solves every test of `input` in `G`'s contest format and writes one report per test to `out`.
/// Reports go out through one [`ReportBuffer`], in chunks of [`REPORT_CHUNK`] bytes; answers to
/// earlier tests are written before a later test's error is returned; a test's report is written
/// whole or not at all, and a file of one test writes nothing unless all of it is good.
pub fn solve<G: Contest>(
    input: &[u8],
    options: &SolveOptions,
    out: &mut dyn Write,
) -> Result<(), SolveError> {
    let mut text = ReportBuffer::new(out);
    let solved = solve_into::<G>(input, options, &mut text);
    // The reports gathered before an error are written too; the error is what is returned.
    let written = text.finish();
    solved?;
    Ok(written?)
}

/// [`solve`], with the reports going to `text`.
fn solve_into<G: Contest>(
    input: &[u8],
    options: &SolveOptions,
    text: &mut ReportBuffer<'_>,
) -> Result<(), SolveError> {
    let mut scanner = Scanner::new(input);
    let detail = detail(options);
    if G::TESTS == Tests::Queries {
        scanner.set_test_name("query");
    }
    scanner.skip_separators();
    let header_offset = scanner.position();
    let (header, count) = read_header::<G>(&mut scanner)?;
    let brute = options.method == Method::Brute;
    // A board the oracle will not search: its queries are still read (and so checked) first.
    let refusal = if brute {
        G::brute_header_refusal(&header)
    } else {
        None
    };
    let mut workspace = (!brute).then(|| G::workspace(&header));
    let mut oracle = (brute && refusal.is_none()).then(|| G::oracle(&header));
    let (per_test, tests_at_the_limit, unit) = G::BRUTE_BUDGET;
    let mut budget = BruteBudget::new(per_test, tests_at_the_limit, unit);
    let mut test = 0usize;
    loop {
        if !more_tests(G::TESTS, test as u64, count, &mut scanner) {
            break;
        }
        test += 1;
        if G::TESTS != Tests::One {
            scanner.set_test(Some(test));
        }
        scanner.skip_separators();
        let offset = scanner.position();
        if let (Some(workspace), Report::Contest, false) =
            (&mut workspace, options.report, G::TESTS == Tests::One)
        {
            // Only the contest output, written straight into the reports' buffer. Not for a file
            // of one test, which is checked to its end before anything is written. A test that
            // fails leaves nothing of its line, whatever the game appended before failing.
            let out = text.bytes();
            let whole = out.len();
            if let Err(error) = G::fast_line(workspace, &mut scanner, &header, detail, out) {
                text.bytes().truncate(whole);
                return Err(error);
            }
            text.end_report();
            continue;
        }
        let answer = match (&mut workspace, &mut oracle) {
            (Some(workspace), _) => G::fast_from(workspace, &mut scanner, &header, detail)?,
            (None, oracle) => {
                let read = G::read(&mut scanner, &header)?;
                let Some(oracle) = oracle else { continue };
                let cost = G::brute_cost(&header, &read)
                    .map_err(|refusal| scanner.error_at(offset, refusal))?;
                budget.charge_test(cost, &scanner, offset)?;
                G::brute(oracle, &header, &read, detail)?
            }
        };
        if G::TESTS == Tests::One {
            scanner.expect_end()?;
        }
        let context = Context {
            test,
            method: options.method,
            scanner: &scanner,
            detail,
        };
        report(&answer, &context, options.report, text);
        text.end_report();
    }
    scanner.expect_end()?;
    if let Some(refusal) = refusal {
        scanner.set_test(None);
        return Err(scanner.error_at(header_offset, refusal).into());
    }
    Ok(())
}

/// Reads what comes before the tests: the header of [`Tests::Queries`] or the number of tests of
/// [`Tests::Counted`], with the number of tests it gives (0 for the other formats).
pub(crate) fn read_header<G: Contest>(
    scanner: &mut Scanner<'_>,
) -> Result<(G::Header, u64), InputError> {
    Ok(match G::TESTS {
        Tests::Counted(name) => (
            G::Header::default(),
            scanner.next_in_range(name, 1, u64::MAX)?,
        ),
        Tests::Queries => G::read_header(scanner)?,
        Tests::UntilEnd | Tests::One => (G::Header::default(), 0),
    })
}

/// Whether another test follows the `done` read so far, in a format of `tests` whose header
/// gave `count`.
pub(crate) fn more_tests(tests: Tests, done: u64, count: u64, scanner: &mut Scanner<'_>) -> bool {
    match tests {
        Tests::Counted(_) | Tests::Queries => done < count,
        Tests::UntilEnd => done == 0 || !scanner.at_end(),
        Tests::One => done == 0,
    }
}

/// Appends one test's report of the given kind to `out`.
pub fn report<A: Answer + ?Sized>(
    answer: &A,
    context: &Context<'_, '_>,
    kind: Report,
    out: &mut ReportBuffer<'_>,
) {
    if kind != Report::Contest {
        if let Some(queries) = answer.queries() {
            for query in queries {
                report(query, context, kind, out);
            }
            return;
        }
    }
    match kind {
        Report::Contest => answer.contest(out.bytes()),
        Report::Explain => answer.explain(context, out),
        Report::Json => {
            write_json_line(answer, context, out);
            out.push('\n');
        }
    }
}

/// Appends the test's JSON object as one line (without the newline): the shared keys, the
/// game's own, and the winning moves written one by one (with `--all` there may be millions).
pub fn write_json_line<A: Answer + ?Sized>(
    answer: &A,
    context: &Context<'_, '_>,
    out: &mut ReportBuffer<'_>,
) {
    let mut contest = Vec::new();
    answer.contest(&mut contest);
    if contest.last() == Some(&b'\n') {
        contest.pop();
    }
    let mut object = Map::new();
    object.insert("test".into(), Value::from(context.test));
    object.insert(
        "answer".into(),
        Value::from(String::from_utf8_lossy(&contest).into_owned()),
    );
    object.insert("method".into(), Value::from(context.method_name()));
    if let Some(verdict) = answer.verdict() {
        object.insert("verdict".into(), Value::from(verdict.key()));
    }
    answer.json(context, &mut object);
    match answer.winning_moves(context) {
        None => serde_json::to_writer(&mut *out, &object).expect("JSON text into memory"),
        Some(moves) => {
            object.insert("winning_moves_count".into(), Value::from(moves.count));
            object.insert("winning_moves_complete".into(), Value::from(moves.complete));
            crate::json::write_with_array(out, &object, "winning_moves", moves.listed, |value| {
                value
            });
        }
    }
}

/// One answer's report of `kind` as text, as the driver writes it for test number `test` of
/// `input` found by `method` (`all` as with `--all`): for the games' unit tests.
#[cfg(test)]
pub(crate) fn report_text<A: Answer + ?Sized>(
    answer: &A,
    input: &[u8],
    test: usize,
    method: Method,
    kind: Report,
    all: bool,
) -> String {
    let scanner = Scanner::new(input);
    let options = SolveOptions {
        method,
        report: kind,
        all,
        ..SolveOptions::default()
    };
    let context = Context {
        test,
        method,
        scanner: &scanner,
        detail: detail(&options),
    };
    let mut text = ReportBuffer::in_memory();
    report(answer, &context, kind, &mut text);
    String::from_utf8(text.into_text()).expect("reports are UTF-8")
}
