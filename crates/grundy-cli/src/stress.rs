//! `grundy stress <game> [options] -- PROGRAM [ARGS...]`: a contest solution of the user's, run
//! on random inputs of the game and compared with the game's answers; the first wrong answer,
//! crash or timeout is shrunk to a smallest input that still fails, and printed with the
//! program's output and the expected one.
//!
//! The inputs, the answers and the shrinking are the library's (`grundy::check::stress`); here
//! the program is run, one process per input, with a time limit.

use std::ffi::OsString;
use std::fs;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use clap::Args;
use grundy::check::stress::{Ending, Run, Stop, StressFailure, StressOptions};
use grundy::solve::Method;

use crate::spread::SpreadArgs;
use crate::{find_game, offering, process_group, write_stdout, Failure, MethodArg};

#[derive(Debug, Args)]
pub struct StressArgs {
    /// The game's id (see `grundy games`).
    game: String,
    /// The family of every input (an unknown name lists the game's families) [default: each
    /// family in turn]
    #[arg(long)]
    family: Option<String>,
    /// The largest size of a test (for tree games, the number of nodes) [default: the largest
    /// the game's oracle finishes]
    #[arg(long)]
    n: Option<u64>,
    /// The smallest size of a test [default: the game's smallest]
    #[arg(long = "min-n")]
    min_n: Option<u64>,
    /// How many tests each input holds (for games whose input holds several).
    #[arg(long, default_value_t = 1)]
    tests: u64,
    /// The seed of the random inputs.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The largest number of a test (a heap size, for instance), for the games whose tests have
    /// such numbers [default: the family's own]
    #[arg(long = "max-value")]
    max_value: Option<u64>,
    /// Which of the game's solvers gives the expected answer (brute: the oracle, which finds
    /// every answer by search and none of the theory).
    #[arg(long, value_enum, default_value_t = MethodArg::Fast)]
    method: MethodArg,
    /// Compare the output byte for byte (by default, token by token: the same words with any
    /// white space between them).
    #[arg(long)]
    exact: bool,
    /// The time limit of one run of PROGRAM, in seconds; a run over it is killed and counts as
    /// a failure.
    #[arg(long, default_value_t = 10.0, value_parser = seconds)]
    timeout: f64,
    /// How many inputs to try [default: 1000]
    #[arg(long, conflicts_with = "seconds")]
    cases: Option<u64>,
    /// Instead of a number of inputs, try inputs for this many seconds.
    #[arg(long, value_parser = seconds)]
    seconds: Option<f64>,
    /// Also write the smallest failing input to this file.
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    #[command(flatten)]
    spread: SpreadArgs,
    /// The program to test and its arguments, after `--`: it reads an input on standard input
    /// and writes its answer on standard output.
    #[arg(last = true, required = true, value_name = "PROGRAM")]
    program: Vec<OsString>,
}

/// A duration in seconds: a positive number.
fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds.is_finite() && seconds < 1e9 => Ok(seconds),
        _ => Err("not a positive number of seconds".to_string()),
    }
}

/// The most bytes kept of each of PROGRAM's outputs: a longer output is wrong anyway, and an
/// endless one must not exhaust memory.
const MAX_OUTPUT_BYTES: u64 = 64 << 20;

/// How much of an output the failure report shows.
const SHOWN_BYTES: usize = 4000;

pub fn run(arguments: &StressArgs) -> Result<(), Failure> {
    let game = find_game(&arguments.game)?;
    if arguments.max_value.is_some() && game.values().is_none() {
        return Err(Failure::usage(format!(
            "--max-value does not apply to {} (it applies to {})",
            game.id(),
            offering(|game| game.values().is_some())
        )));
    }
    let options = StressOptions {
        family: arguments.family.clone(),
        min_size: arguments.min_n,
        max_size: arguments.n,
        tests: arguments.tests,
        seed: arguments.seed,
        max_value: arguments.max_value,
        method: match arguments.method {
            MethodArg::Fast => Method::Fast,
            MethodArg::Brute => Method::Brute,
        },
        exact: arguments.exact,
        stop: match (arguments.cases, arguments.seconds) {
            (_, Some(seconds)) => Stop::Time(Duration::from_secs_f64(seconds)),
            (cases, None) => Stop::Cases(cases.unwrap_or(1000)),
        },
        spread: arguments.spread.spread(),
    };
    let timeout = Duration::from_secs_f64(arguments.timeout);
    let program = |input: &[u8]| run_program(&arguments.program, input, timeout);
    let bar = crate::progress::bar("inputs", matches!(options.stop, Stop::Time(_)));
    let mut progress = |done: u64, total: u64| crate::progress::update(bar.as_ref(), done, total);
    let report = game
        .stress(&options, &program, &mut progress)
        .map_err(Failure::usage)?;
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let Some(failure) = &report.failure else {
        return write_stdout(format!("{}\n", report.summary()).as_bytes());
    };
    write_stdout(describe(failure, report.passed).as_bytes())?;
    if let Some(path) = &arguments.save {
        fs::write(path, &failure.input)
            .map_err(|error| Failure::other(format!("cannot write {}: {error}", path.display())))?;
    }
    Err(Failure::other(format!(
        "the program fails on {}: {}",
        game.id(),
        failure.fault.describe()
    )))
}

/// The failure in words: what went wrong where, the input, the program's output and the expected
/// one.
fn describe(failure: &StressFailure, passed: u64) -> String {
    let tests = |(count, size): (usize, u64)| {
        if count == 1 {
            format!("1 test of size {size}")
        } else {
            format!("{count} tests of total size {size}")
        }
    };
    let mut text = format!(
        "{} on input {} (family {}; {} passed before it), shrunk in {} {} from {} to {}\n",
        failure.fault.describe(),
        failure.case,
        failure.family,
        passed,
        failure.steps,
        if failure.steps == 1 { "step" } else { "steps" },
        tests(failure.original),
        tests(failure.shrunk),
    );
    text.push_str("input:\n");
    text.push_str(&failure.input);
    text.push_str("output of the program:\n");
    text.push_str(&shown(&failure.output));
    if !failure.errors.is_empty() {
        text.push_str("standard error of the program:\n");
        text.push_str(&shown(&failure.errors));
    }
    text.push_str("expected:\n");
    text.push_str(&failure.expected);
    text
}

/// At most [`SHOWN_BYTES`] of an output, as text, ending in a line break.
fn shown(bytes: &[u8]) -> String {
    let mut text = String::from_utf8_lossy(&bytes[..bytes.len().min(SHOWN_BYTES)]).into_owned();
    if bytes.len() > SHOWN_BYTES {
        text.push_str(&format!("\n... ({} bytes in all)", bytes.len()));
    }
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// Runs `program` (its path and arguments) on `input`, killing it after `timeout`.
fn run_program(program: &[OsString], input: &[u8], timeout: Duration) -> Result<Run, String> {
    let name = program[0].to_string_lossy();
    let mut command = Command::new(&program[0]);
    // Its own process group: a timeout kills what it started too (a wrapper script's program).
    let mut child = process_group::own_group(&mut command)
        .args(&program[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot run {name}: {error}"))?;
    let started = Instant::now();
    let mut stdin = child.stdin.take();
    let input = input.to_vec();
    // The program may stop reading early: a broken pipe is then its business.
    let writer = thread::spawn(move || {
        if let Some(stdin) = stdin.as_mut() {
            let _ = stdin.write_all(&input);
        }
    });
    let stdout = child.stdout.take().map(reader);
    let stderr = child.stderr.take().map(reader);
    let Some(status) = wait(&mut child, started + timeout)
        .map_err(|error| format!("cannot wait for {name}: {error}"))?
    else {
        // Timed out: the program was killed and reaped; what it wrote is not waited for (a
        // process it started may still hold its output open).
        return Ok(Run {
            output: Vec::new(),
            errors: Vec::new(),
            ending: Ending::TimedOut(format!("no answer within {} s", timeout.as_secs_f64())),
        });
    };
    let _ = writer.join();
    let collect = |handle: Option<thread::JoinHandle<Vec<u8>>>| {
        handle
            .and_then(|handle| handle.join().ok())
            .unwrap_or_default()
    };
    Ok(Run {
        output: collect(stdout),
        errors: collect(stderr),
        ending: ending(status),
    })
}

/// A thread reading all of `from` (keeping at most [`MAX_OUTPUT_BYTES`], reading the rest away).
fn reader(from: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut from = from;
        let mut kept = Vec::new();
        let _ = (&mut from).take(MAX_OUTPUT_BYTES).read_to_end(&mut kept);
        let _ = io::copy(&mut from, &mut io::sink());
        kept
    })
}

/// Waits for `child` until `deadline`: its exit status, or `None` when it had to be killed with
/// its process group. Either way it is reaped, not left a zombie, and nothing it started is
/// left running.
fn wait(child: &mut Child, deadline: Instant) -> io::Result<Option<ExitStatus>> {
    let mut pause = Duration::from_micros(50);
    loop {
        if let Some(status) = process_group::try_reap(child)? {
            return Ok(Some(status));
        }
        let now = Instant::now();
        if now >= deadline {
            process_group::kill_and_reap(child)?;
            return Ok(None);
        }
        thread::sleep(pause.min(deadline - now));
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}

/// How a finished program ended, in words.
fn ending(status: ExitStatus) -> Ending {
    if status.success() {
        return Ending::Finished;
    }
    if let Some(code) = status.code() {
        return Ending::Crashed(format!("exit status {code}"));
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return Ending::Crashed(format!("killed by signal {signal}{}", signal_name(signal)));
        }
    }
    Ending::Crashed(status.to_string())
}

/// The name of the common signals a crash ends with, in parentheses after a space.
#[cfg(unix)]
fn signal_name(signal: i32) -> &'static str {
    match signal {
        4 => " (SIGILL)",
        6 => " (SIGABRT)",
        8 => " (SIGFPE)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV)",
        _ => "",
    }
}
