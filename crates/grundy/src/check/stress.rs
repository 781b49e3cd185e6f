//! `grundy stress`: a program of the user's (a contest solution) tested against the game's
//! answers on random inputs of the game's families, and any failure shrunk to a smallest input
//! that still shows it.
//!
//! The inputs, the answers and the shrinking are the game's own, through the same contract as
//! `grundy check` ([`crate::game::Families`]): a case is one input file of `--tests` random
//! instances, its answer the driver's contest output (the fast solver, or the oracle); a wrong
//! answer, a crash or a timeout of the program is shrunk by dropping tests and by the game's
//! [`crate::game::Families::smaller`] on each test. Running the program is the caller's (the
//! command line spawns it with a time limit): here it is a function from input bytes to what
//! the program did.

use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::{first_in_order, shrink, Progress, Spread, Subject};
use crate::game::{driver, Checked, Families};
use crate::random::Random;
use crate::solve::{Method, SolveOptions};

/// What to generate and how to compare.
#[derive(Debug, Clone, PartialEq)]
pub struct StressOptions {
    /// The family of every case; `None` cycles through the game's families, one case each.
    pub family: Option<String>,
    /// The smallest size of a test; `None` for the game's smallest.
    pub min_size: Option<u64>,
    /// The largest size of a test; `None` for the largest the oracle finishes.
    pub max_size: Option<u64>,
    /// How many tests each input holds (at least 1).
    pub tests: u64,
    /// The seed of the random inputs.
    pub seed: u64,
    /// The largest number (heap size, ...) of a test, for the games whose instances have such
    /// numbers; `None` for the family's own.
    pub max_value: Option<u64>,
    /// Which of the game's solvers gives the expected answer.
    pub method: Method,
    /// Compare the program's output byte for byte rather than token by token.
    pub exact: bool,
    /// When to stop if nothing fails.
    pub stop: Stop,
    /// The threads the program runs on at once, and this run's part of the cases.
    pub spread: Spread,
}

impl Default for StressOptions {
    /// 1000 inputs of one test each, every family in turn, of every size the oracle finishes,
    /// the fast solver's answers compared token by token, on one thread.
    fn default() -> Self {
        StressOptions {
            family: None,
            min_size: None,
            max_size: None,
            tests: 1,
            seed: 0,
            max_value: None,
            method: Method::Fast,
            exact: false,
            stop: Stop::Cases(1000),
            spread: Spread::default(),
        }
    }
}

/// When a stress run that finds nothing stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// After this many inputs (`--cases`).
    Cases(u64),
    /// When no new input starts within this time (`--seconds`).
    Time(Duration),
}

/// How one run of the program ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// It exited with status 0.
    Finished,
    /// It exited otherwise: how, in words (`exit status 3`, `killed by signal 11 (SIGSEGV)`).
    Crashed(String),
    /// It was stopped at its time limit, in words (`no answer within 10 s`).
    TimedOut(String),
}

/// What the program did on one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// What it wrote on standard output.
    pub output: Vec<u8>,
    /// What it wrote on standard error.
    pub errors: Vec<u8>,
    /// How it ended.
    pub ending: Ending,
}

/// The program under test: runs it on an input (its standard input); `Err` when it cannot be
/// run at all (not found, say), which stops the stress run.
pub type Program<'a> = dyn Fn(&[u8]) -> Result<Run, String> + Sync + 'a;

/// What went wrong on an input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// The program finished with an answer other than the expected one.
    WrongAnswer,
    /// The program ended with a non-zero status or a signal (the [`Ending::Crashed`] words).
    Crashed(String),
    /// The program did not finish in time (the [`Ending::TimedOut`] words).
    TimedOut(String),
}

impl Fault {
    /// The fault in words: `wrong answer`, `crash (exit status 3)`, `timeout (no answer within
    /// 10 s)`.
    pub fn describe(&self) -> String {
        match self {
            Fault::WrongAnswer => "wrong answer".to_string(),
            Fault::Crashed(how) => format!("crash ({how})"),
            Fault::TimedOut(how) => format!("timeout ({how})"),
        }
    }

    /// Whether two faults are of the same kind (shrinking keeps the kind it started with).
    fn same_kind(&self, other: &Fault) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

/// The first failing input, shrunk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StressFailure {
    /// The number of the input (from 1) that failed first.
    pub case: u64,
    /// The family it came from.
    pub family: String,
    /// Its number of tests and their total size, before shrinking.
    pub original: (usize, u64),
    /// The same of the shrunk input.
    pub shrunk: (usize, u64),
    /// How many steps shrinking took (each a smaller input that still failed).
    pub steps: u64,
    /// The shrunk input, in the game's format.
    pub input: String,
    /// What went wrong on it.
    pub fault: Fault,
    /// The program's standard output on it.
    pub output: Vec<u8>,
    /// The program's standard error on it.
    pub errors: Vec<u8>,
    /// The expected output (the game's contest output).
    pub expected: String,
}

/// The result of a stress run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StressReport {
    /// How many inputs the program answered right.
    pub passed: u64,
    /// How many inputs were not tried because the game's solver refuses them (an instance of a
    /// family valid only with `--loopy`, or beyond the oracle's budget), and why the first was.
    pub skipped: (u64, Option<String>),
    /// The first failure, shrunk; `None` when every input passed.
    pub failure: Option<StressFailure>,
}

impl StressReport {
    /// The one-line summary: `passed 1000 inputs`.
    /// With inputs skipped, it says how many and why: `passed 900 inputs; 100 more skipped,
    /// which the game's solver refuses (the first: ...)`.
    pub fn summary(&self) -> String {
        let inputs = if self.passed == 1 { "input" } else { "inputs" };
        let mut summary = format!("passed {} {inputs}", self.passed);
        if let (skipped @ 1.., Some(why)) = &self.skipped {
            summary.push_str(&format!(
                "; {skipped} more skipped, which the game's solver refuses (the first: {why})"
            ));
        }
        summary
    }
}

/// Whether `output` answers as `expected` does: byte for byte when `exact`, else token by token
/// (the same words separated by any white space).
pub fn same_answer(output: &[u8], expected: &[u8], exact: bool) -> bool {
    if exact {
        return output == expected;
    }
    fn tokens(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
        bytes
            .split(u8::is_ascii_whitespace)
            .filter(|token| !token.is_empty())
    }
    tokens(output).eq(tokens(expected))
}

/// What a stress run needs of a game beyond a check: numbers to bound, several tests in one
/// input, and the contest output.
pub(crate) trait Stressed: Subject {
    /// What the instances' numbers are, where `--max-value` bounds them.
    fn values(&self) -> Option<&'static str>;
    /// A random instance with its numbers at most `max_value`.
    fn random_with_values(
        &self,
        family: &str,
        size: u64,
        max_value: u64,
        random: &mut Random,
    ) -> Self::Instance;
    /// One input holding these instances as its tests; `None` where the game's input holds one.
    fn tests_input(&self, instances: &[Self::Instance]) -> Option<String>;
    /// The contest output of `input` by `method`, or the solver's error in words.
    fn expected(&self, input: &str, method: Method) -> Result<String, String>;
}

impl<G: Families> Stressed for Checked<G> {
    fn values(&self) -> Option<&'static str> {
        G::VALUES
    }

    fn random_with_values(
        &self,
        family: &str,
        size: u64,
        max_value: u64,
        random: &mut Random,
    ) -> G::Instance {
        G::random_with_values(family, size, max_value, random)
    }

    fn tests_input(&self, instances: &[G::Instance]) -> Option<String> {
        G::tests_input(instances)
    }

    fn expected(&self, input: &str, method: Method) -> Result<String, String> {
        let options = SolveOptions {
            method,
            ..SolveOptions::default()
        };
        let mut out = Vec::new();
        driver::solve::<G>(input.as_bytes(), &options, &mut out)
            .map_err(|error| error.to_string())?;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }
}

/// How many inputs are drawn at a time per job (drawn in order on one thread, then run on every
/// job): small, since each is a run of the program.
const BATCH_PER_JOB: usize = 4;

/// One input of a stress run: its case number, family and tests.
struct Case<I> {
    number: u64,
    family: &'static str,
    tests: Vec<I>,
}

/// A failure before shrinking: what went wrong, the program's run and the expected output.
type Found = (Fault, Run, String);

/// What one input gave: a pass, a refusal of the game's solver (why), or a failure.
enum Outcome {
    Passed,
    Refused(String),
    Failed(Found),
}

/// Runs `program` on random inputs of `subject`'s families until one fails or `options.stop`;
/// the first failure (by input number, on any number of threads) is shrunk. A bad option, an
/// input the chosen solver refuses or a program that cannot be run is an `Err` with a message.
pub(crate) fn run<S: Stressed + Sync>(
    subject: &S,
    options: &StressOptions,
    program: &Program<'_>,
    progress: Progress<'_>,
) -> Result<StressReport, String>
where
    S::Instance: Send + Sync,
{
    let families = families(subject, options)?;
    let (low, high) = sizes(subject, options)?;
    let max_value = match (options.max_value, subject.values()) {
        (Some(_), None) => {
            return Err(
                "--max-value does not apply to this game: its tests have no numbers to \
                        bound"
                    .to_string(),
            )
        }
        (bound, _) => bound,
    };
    if options.tests == 0 {
        return Err("--tests must be at least 1".to_string());
    }
    let mut probe = Random::from_seed(options.seed);
    let two = [0, 1].map(|_| subject.random(families[0], low, &mut probe));
    if options.tests > 1 && subject.tests_input(&two).is_none() {
        return Err(
            "--tests must be 1 for this game: its input holds one test (or one board and its \
             queries)"
                .to_string(),
        );
    }
    let jobs = options.spread.jobs.max(1);
    let shard = options.spread.shard;
    let started = Instant::now();
    let total = match options.stop {
        Stop::Cases(cases) => shard.count_of(cases),
        Stop::Time(_) => 0,
    };
    let more = |case: u64| match options.stop {
        Stop::Cases(cases) => case < cases,
        Stop::Time(limit) => started.elapsed() < limit,
    };
    let mut random = Random::from_seed(options.seed);
    let mut case = 0;
    let mut passed = 0;
    let mut skipped = (0, None);
    while more(case) {
        let mut batch = Vec::new();
        while more(case) && batch.len() < BATCH_PER_JOB * jobs {
            case += 1;
            let family = families[(case - 1) as usize % families.len()];
            // Every part draws every input, so that the parts see the same inputs.
            let tests = (0..options.tests)
                .map(|_| {
                    let size = random.between(low, high);
                    match max_value {
                        Some(most) => subject.random_with_values(family, size, most, &mut random),
                        None => subject.random(family, size, &mut random),
                    }
                })
                .collect();
            if shard.holds(case) {
                batch.push(Case {
                    number: case,
                    family,
                    tests,
                });
            }
        }
        let outcomes: Vec<Mutex<Option<Outcome>>> =
            batch.iter().map(|_| Mutex::new(None)).collect();
        let attempt = |index: usize| {
            let case: &Case<S::Instance> = &batch[index];
            match attempt(subject, &case.tests, options, program) {
                Ok(Outcome::Failed(found)) => Some(Ok(found)),
                Ok(outcome) => {
                    *lock(&outcomes[index]) = Some(outcome);
                    None
                }
                Err(message) => Some(Err(format!("input {}: {message}", case.number))),
            }
        };
        let first = first_in_order(batch.len(), jobs, attempt);
        // The inputs before the first failure all passed or were refused.
        let before = first.as_ref().map_or(batch.len(), |(index, _)| *index);
        for outcome in &outcomes[..before] {
            match lock(outcome).take() {
                Some(Outcome::Refused(why)) => {
                    skipped.0 += 1;
                    skipped.1.get_or_insert(why);
                }
                _ => passed += 1,
            }
        }
        if let Some((index, found)) = first {
            let failure = shrunk(subject, &batch[index], found?, options, program);
            return Ok(StressReport {
                passed,
                skipped,
                failure: Some(failure),
            });
        }
        progress(passed + skipped.0, total);
    }
    Ok(StressReport {
        passed,
        skipped,
        failure: None,
    })
}

/// The lock of a mutex, poisoned or not (a panicking thread has already failed the run).
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The families the inputs come from: the one asked for, or all of them in turn.
fn families<S: Subject>(subject: &S, options: &StressOptions) -> Result<Vec<&'static str>, String> {
    let all = subject.families();
    match &options.family {
        None => Ok(all),
        Some(name) => match all.iter().find(|family| *family == name) {
            Some(family) => Ok(vec![family]),
            None => Err(format!(
                "unknown family '{name}'; the families are: {}",
                all.join(", ")
            )),
        },
    }
}

/// The smallest and the largest size of a test, checked against the game's limits.
fn sizes<S: Subject>(subject: &S, options: &StressOptions) -> Result<(u64, u64), String> {
    let (least, most) = (subject.min_size(), subject.max_brute_size());
    let high = options.max_size.unwrap_or(most);
    let low = options.min_size.unwrap_or(least);
    if high < least || high > most {
        return Err(format!(
            "--n must be from {least} to {most} (the largest size the oracle finishes, so that \
             a failure can be shrunk and checked)"
        ));
    }
    if low < least || low > high {
        return Err(format!("--min-n must be from {least} to --n ({high})"));
    }
    Ok((low, high))
}

/// Runs the program on one input of `tests`; `Err` when the program cannot run.
fn attempt<S: Stressed>(
    subject: &S,
    tests: &[S::Instance],
    options: &StressOptions,
    program: &Program<'_>,
) -> Result<Outcome, String> {
    let input = subject
        .tests_input(tests)
        .ok_or("this game's input holds one test")?;
    let expected = match subject.expected(&input, options.method) {
        Ok(expected) => expected,
        Err(why) => return Ok(Outcome::Refused(why)),
    };
    let run = program(input.as_bytes())?;
    let fault = match &run.ending {
        Ending::Finished if same_answer(&run.output, expected.as_bytes(), options.exact) => {
            return Ok(Outcome::Passed)
        }
        Ending::Finished => Fault::WrongAnswer,
        Ending::Crashed(how) => Fault::Crashed(how.clone()),
        Ending::TimedOut(how) => Fault::TimedOut(how.clone()),
    };
    Ok(Outcome::Failed((fault, run, expected)))
}

/// Shrinks a failing case: a test fewer, or one test one step smaller, as long as the program
/// still fails the same way.
fn shrunk<S: Stressed + Sync>(
    subject: &S,
    case: &Case<S::Instance>,
    found: Found,
    options: &StressOptions,
    program: &Program<'_>,
) -> StressFailure
where
    S::Instance: Send + Sync,
{
    let kind = found.0.clone();
    let smaller = |tests: &Vec<S::Instance>| {
        let mut smaller = Vec::new();
        if tests.len() > 1 {
            for skip in 0..tests.len() {
                let mut fewer = tests.clone();
                fewer.remove(skip);
                smaller.push(fewer);
            }
        }
        for (index, test) in tests.iter().enumerate() {
            for less in subject.smaller(test) {
                let mut tests = tests.clone();
                tests[index] = less;
                smaller.push(tests);
            }
        }
        smaller
    };
    let fails = |tests: &Vec<S::Instance>| match attempt(subject, tests, options, program) {
        Ok(Outcome::Failed(found)) if found.0.same_kind(&kind) => Some(found),
        _ => None,
    };
    let jobs = options.spread.jobs.max(1);
    let (tests, (fault, run, expected), steps) =
        shrink(case.tests.clone(), found, smaller, fails, jobs);
    let measure = |tests: &[S::Instance]| {
        (
            tests.len(),
            tests.iter().map(|test| subject.size(test)).sum(),
        )
    };
    StressFailure {
        case: case.number,
        family: case.family.to_string(),
        original: measure(&case.tests),
        shrunk: measure(&tests),
        steps,
        input: subject.tests_input(&tests).unwrap_or_default(),
        fault,
        output: run.output,
        errors: run.errors,
        expected,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::Shard;
    use crate::games::nim::Nim;

    /// A Nim solution in the program's place, wrong when a test has three heaps and one above 5.
    fn wrong_nim(input: &[u8]) -> Result<Run, String> {
        let numbers: Vec<u64> = String::from_utf8_lossy(input)
            .split_ascii_whitespace()
            .map(|token| token.parse().unwrap_or(0))
            .collect();
        let mut output = Vec::new();
        let mut at = 1;
        for _ in 0..numbers[0] {
            let count = numbers[at] as usize;
            let heaps = &numbers[at + 1..at + 1 + count];
            at += 1 + count;
            let wins = heaps.iter().fold(0, |sum, heap| sum ^ heap) != 0;
            let wrong = count == 3 && heaps.iter().any(|&heap| heap > 5);
            output.extend_from_slice(if wins != wrong { b"Yes\n" } else { b"No\n" });
        }
        Ok(Run {
            output,
            errors: Vec::new(),
            ending: Ending::Finished,
        })
    }

    fn stress(options: &StressOptions, program: &Program<'_>) -> Result<StressReport, String> {
        run(&Checked::<Nim>::default(), options, program, &mut |_, _| {})
    }

    #[test]
    fn answers_compare_by_tokens_unless_exact() {
        assert!(same_answer(b"Yes\nNo\n", b"Yes\nNo\n", true));
        assert!(same_answer(b"Yes No", b"Yes\nNo\n", false));
        assert!(same_answer(b"  Yes\r\n\tNo", b"Yes\nNo\n", false));
        assert!(!same_answer(b"Yes No", b"Yes\nNo\n", true));
        assert!(!same_answer(b"Yes", b"Yes\nNo\n", false));
        assert!(!same_answer(b"yes\nNo\n", b"Yes\nNo\n", false));
        assert!(!same_answer(b"YesNo", b"Yes\nNo\n", false));
    }

    #[test]
    fn a_wrong_program_is_shrunk_to_one_test_of_three_heaps() {
        let options = StressOptions {
            tests: 6,
            ..StressOptions::default()
        };
        let report = stress(&options, &wrong_nim).expect("runs");
        let failure = report.failure.clone().expect("the wrong program is caught");
        assert_eq!(failure.fault, Fault::WrongAnswer);
        assert_eq!(failure.shrunk, (1, 3));
        let numbers: Vec<u64> = failure
            .input
            .split_ascii_whitespace()
            .map(|token| token.parse().unwrap())
            .collect();
        assert_eq!(&numbers[..2], &[1, 3]);
        assert!(numbers[2..].iter().any(|&heap| heap > 5), "{numbers:?}");
        // Smallest: no heap can be dropped or halved and still fail.
        assert!(numbers[2..].iter().filter(|&&heap| heap > 0).count() == 1);
        assert_eq!(failure.expected, "Yes\n");
        assert_eq!(failure.output, b"No\n");
        // The same failure on two threads.
        let spread = StressOptions {
            spread: Spread {
                jobs: 2,
                shard: Shard::WHOLE,
                time: None,
            },
            ..options.clone()
        };
        assert_eq!(stress(&spread, &wrong_nim).expect("runs"), report);
    }

    #[test]
    fn a_right_program_passes_and_parts_cover_the_run() {
        let right = |input: &[u8]| {
            let expected = Checked::<Nim>::default()
                .expected(&String::from_utf8_lossy(input), Method::Brute)
                .expect("valid");
            Ok(Run {
                output: expected.replace('\n', " ").into_bytes(),
                errors: Vec::new(),
                ending: Ending::Finished,
            })
        };
        let options = StressOptions {
            tests: 3,
            stop: Stop::Cases(100),
            ..StressOptions::default()
        };
        assert_eq!(
            stress(&options, &right).expect("runs").summary(),
            "passed 100 inputs"
        );
        // Byte for byte, the spaces are wrong.
        let exact = StressOptions {
            exact: true,
            ..options.clone()
        };
        let failure = stress(&exact, &right)
            .expect("runs")
            .failure
            .expect("fails");
        assert_eq!(failure.fault, Fault::WrongAnswer);
        let part = |index| StressOptions {
            spread: Spread {
                jobs: 1,
                shard: Shard { index, count: 3 },
                time: None,
            },
            ..options.clone()
        };
        let passed: Vec<u64> = (1..=3)
            .map(|index| stress(&part(index), &right).expect("runs").passed)
            .collect();
        assert_eq!(passed, [34, 33, 33]);
    }

    #[test]
    fn crashes_and_timeouts_keep_their_kind_while_shrinking() {
        // Crashes on any heap of 4 or more, times out on three heaps or more.
        let program = |input: &[u8]| {
            let numbers: Vec<u64> = String::from_utf8_lossy(input)
                .split_ascii_whitespace()
                .map(|token| token.parse().unwrap_or(0))
                .collect();
            let ending = if numbers[1] >= 3 {
                Ending::TimedOut("no answer within 1 s".to_string())
            } else if numbers[2..].iter().any(|&heap| heap >= 4) {
                Ending::Crashed("exit status 3".to_string())
            } else {
                return wrong_nim(input);
            };
            Ok(Run {
                output: Vec::new(),
                errors: b"oops\n".to_vec(),
                ending,
            })
        };
        let report = stress(&StressOptions::default(), &program).expect("runs");
        let failure = report.failure.expect("fails");
        match &failure.fault {
            Fault::TimedOut(_) => assert_eq!(failure.shrunk, (1, 3)),
            Fault::Crashed(how) => {
                assert_eq!(how, "exit status 3");
                assert_eq!(failure.shrunk, (1, 1));
                assert!(failure.input.starts_with("1\n1\n"), "{}", failure.input);
            }
            Fault::WrongAnswer => panic!("no wrong answers below three heaps"),
        }
        assert_eq!(failure.errors, b"oops\n");
        // A program that cannot run stops the stress run.

        let missing = |_: &[u8]| Err("cannot run ./missing: not found".to_string());
        assert_eq!(
            stress(&StressOptions::default(), &missing).err().as_deref(),
            Some("input 1: cannot run ./missing: not found")
        );
    }

    #[test]
    fn options_are_checked_against_the_game() {
        let refused = |options: StressOptions| stress(&options, &wrong_nim).expect_err("refused");
        assert!(refused(StressOptions {
            max_size: Some(7),
            ..StressOptions::default()
        })
        .starts_with("--n must be from 1 to 6"));
        assert!(refused(StressOptions {
            min_size: Some(4),
            max_size: Some(3),
            ..StressOptions::default()
        })
        .starts_with("--min-n must be from 1 to --n (3)"));
        assert!(refused(StressOptions {
            family: Some("fancy".to_string()),
            ..StressOptions::default()
        })
        .starts_with("unknown family 'fancy'; the families are: random, "));
        assert_eq!(
            refused(StressOptions {
                tests: 0,
                ..StressOptions::default()
            }),
            "--tests must be at least 1"
        );
    }

    #[test]
    fn max_value_bounds_the_heaps() {
        let seen = std::sync::Mutex::new(0u64);
        let program = |input: &[u8]| {
            let most = String::from_utf8_lossy(input)
                .split_ascii_whitespace()
                .skip(2)
                .map(|token| token.parse::<u64>().unwrap())
                .max()
                .unwrap_or(0);
            let mut seen = seen.lock().unwrap();
            *seen = (*seen).max(most);
            wrong_nim(input)
        };
        let options = StressOptions {
            family: Some("contest".to_string()),
            max_size: Some(2),
            max_value: Some(1000),
            ..StressOptions::default()
        };
        assert_eq!(stress(&options, &program).expect("runs").failure, None);
        let seen = *seen.lock().unwrap();
        assert!(seen > 500 && seen <= 1000, "{seen}");
    }

    #[test]
    fn inputs_the_solver_refuses_are_skipped_and_counted() {
        use crate::games::dag_game::DagGame;
        let options = StressOptions {
            family: Some("loopy-random".to_string()),
            stop: Stop::Cases(20),
            ..StressOptions::default()
        };
        let never = |_: &[u8]| -> Result<Run, String> { panic!("a refused input is not run") };
        let report = run(
            &Checked::<DagGame>::default(),
            &options,
            &never,
            &mut |_, _| {},
        )
        .expect("runs");
        assert_eq!((report.passed, report.skipped.0), (0, 20));
        assert!(
            report
                .summary()
                .contains("more skipped, which the game's solver refuses (the first: line"),
            "{}",
            report.summary()
        );
    }

    /// The instances as one input answer as each on its own, for a game of each way of
    /// delimiting tests.
    fn joined_tests_answer_as_each<G: Families>() {
        let checked = Checked::<G>::default();
        let mut random = Random::from_seed(7);
        for family in G::check_family_names() {
            let size = G::MIN_SIZE.max(3).min(G::MAX_BRUTE_SIZE);
            let instances: Vec<G::Instance> = (0..3)
                .map(|_| G::random(family, size, &mut random))
                .filter(|instance| checked.expected(&G::input(instance), Method::Fast).is_ok())
                .collect();
            if instances.len() < 2 {
                continue;
            }
            let joined = G::tests_input(&instances).expect("several tests");
            let each: String = instances
                .iter()
                .map(|instance| checked.expected(&G::input(instance), Method::Fast).unwrap())
                .collect();
            assert_eq!(
                checked.expected(&joined, Method::Fast).unwrap(),
                each,
                "{family}"
            );
        }
    }

    #[test]
    fn tests_join_into_one_input() {
        use crate::games;
        joined_tests_answer_as_each::<Nim>();
        joined_tests_answer_as_each::<games::path_marking::PathMarking>();
        joined_tests_answer_as_each::<games::tree_coins::TreeCoins>();
        joined_tests_answer_as_each::<games::split_game::SplitGame>();
        joined_tests_answer_as_each::<games::graph_hackenbush::GraphHackenbush>();
        joined_tests_answer_as_each::<games::tree_tac_toe::TreeTacToe>();
        joined_tests_answer_as_each::<games::christmas_game::ChristmasGame>();
        joined_tests_answer_as_each::<games::dag_game::DagGame>();
        assert_eq!(
            games::moore_nim::MooreNim::tests_input(&[
                <games::moore_nim::MooreNim as Families>::every(1)[0].clone(),
                <games::moore_nim::MooreNim as Families>::every(1)[0].clone()
            ]),
            None
        );
    }
}
