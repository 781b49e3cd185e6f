//! Paired runs: the ratios of a case's parts to its bare loop, measured with the parts interleaved.
//!
//! This machine's memory speed drifts within minutes, and criterion times the parts of a case
//! one after another, each for seconds, so the ratio of two criterion times can be mostly drift.
//! Here each part's batch size (the number of iterations timed together) is set once, so that a
//! batch takes from [`BATCH_FLOOR`] to about twice that (or one iteration, if one takes longer);
//! then, in each of the rounds, every part of the case runs one batch, in the case's order, and
//! the time per iteration of each batch is kept. A part's ratio in a round is its time over the
//! bare loop's in the same round, measured less than one round apart, so drift slower than a round
//! cancels out; the median over the rounds is reported, with the least and greatest ratio to show
//! the spread. Pairing does not help against sharing the core with other work: run on an idle
//! machine, pinned to one core.
//!
//! Run with `cargo bench -p grundy --bench B -- --paired [--rounds N] [FILTER]`: the rounds
//! default to [`DEFAULT_ROUNDS`]; a case runs if FILTER is part of its `group/input` or of the id
//! (`group/label`) of one of its parts. Each part prints one line on standard output, of
//! tab-separated fields: `paired`, then `key=value` pairs (a value may contain spaces and `=`,
//! never a tab):
//!
//! - `group`, `input`: the criterion group and the case's input;
//! - `part`: `bare`, `ids`, `parse`, `whole` or `other` (the part's role);
//! - `name`: the part's criterion name inside the group;
//! - `time_ms`: the median over the rounds of the batches' time per iteration, in milliseconds;
//! - `best_ms`: the least over the rounds of the batches' time per iteration, in milliseconds;
//! - `ratio`, `ratio_min`, `ratio_max` (not on the bare loop's line): the median, least and
//!   greatest over the rounds of the part's time per iteration over the bare loop's;
//! - `best_ratio` (not on the bare loop's line): the part's `best_ms` over the bare loop's. Noise
//!   from sharing the machine only ever slows a batch down, so the fastest batch of each part is
//!   the one least disturbed, and the ratio of two such times is the steadiest figure when the
//!   disturbance comes in bursts shorter than the run;
//! - `batch`, `rounds`: the iterations in each batch of the part, and the rounds.
//!
//! `scripts/paired-table` turns these lines into the rows of a markdown table.

use std::time::{Duration, Instant};

use super::case::{Case, Part, Role};

/// The argument that selects the paired runs.
pub const FLAG: &str = "--paired";

/// The rounds when `--rounds` is not given.
pub const DEFAULT_ROUNDS: usize = 21;

/// The least time of one batch: a part's batch grows until one batch takes at least this long.
pub const BATCH_FLOOR: Duration = Duration::from_millis(20);

/// The time a batch is sized for from the time of a shorter one: above the floor, so that timing
/// noise seldom leaves the new batch below it, and well below the 50 ms a batch should not exceed
/// (unless one iteration alone takes longer: then a batch is one iteration).
const BATCH_TARGET: Duration = Duration::from_millis(30);

/// The paired runs' arguments.
pub struct Options {
    /// The number of rounds.
    pub rounds: usize,
    /// Only the cases it names, if any.
    pub filter: Option<String>,
}

impl Options {
    /// The options in `arguments` (those after `--`, which include cargo's `--bench`).
    pub fn from_arguments(arguments: &[String]) -> Result<Options, String> {
        let mut options = Options {
            rounds: DEFAULT_ROUNDS,
            filter: None,
        };
        let mut arguments = arguments.iter();
        while let Some(argument) = arguments.next() {
            if argument == FLAG || argument == "--bench" {
                continue;
            }
            let rounds = if argument == "--rounds" {
                Some(
                    arguments
                        .next()
                        .ok_or("--rounds needs a number of rounds")?
                        .as_str(),
                )
            } else {
                argument.strip_prefix("--rounds=")
            };
            if let Some(rounds) = rounds {
                options.rounds = match rounds.parse() {
                    Ok(rounds) if rounds > 0 => rounds,
                    _ => return Err(format!("--rounds needs a positive number, not {rounds:?}")),
                };
            } else if argument.starts_with('-') {
                return Err(format!(
                    "{argument}: not an option of {FLAG} (which takes --rounds N and a filter)"
                ));
            } else if options.filter.replace(argument.clone()).is_some() {
                return Err(format!("{FLAG} takes one filter, not also {argument:?}"));
            }
        }
        Ok(options)
    }
}

/// Runs the paired rounds of every case of `group` the filter selects, printing one line per part.
pub fn run(group: &str, cases: &[Case], options: &Options) {
    for case in cases.iter().filter(|case| selected(group, case, options)) {
        run_case(group, case, options.rounds);
    }
}

/// Whether the filter (if any) is part of the case's `group/input` or of one of its parts' ids.
fn selected(group: &str, case: &Case, options: &Options) -> bool {
    let Some(filter) = &options.filter else {
        return true;
    };
    format!("{group}/{}", case.input).contains(filter.as_str())
        || case
            .parts
            .iter()
            .any(|part| format!("{group}/{}", part.label).contains(filter.as_str()))
}

/// Sizes the batches of the case's parts, runs the rounds and prints a line per part.
fn run_case(group: &str, case: &Case, rounds: usize) {
    let bare = case
        .parts
        .iter()
        .position(|part| part.role == Role::BareLoop)
        .expect("every paired case has a bare loop");
    eprintln!(
        "paired: {group}/{}: sizing the batches, then {rounds} rounds",
        case.input
    );
    let batches: Vec<u32> = case
        .parts
        .iter()
        .map(|part| batch_size(part, &case.bytes))
        .collect();
    // times[part][round]: seconds per iteration of that part's batch in that round.
    let mut times = vec![Vec::with_capacity(rounds); case.parts.len()];
    for _ in 0..rounds {
        for ((part, &batch), times) in case.parts.iter().zip(&batches).zip(&mut times) {
            times.push(time_batch(part, &case.bytes, batch).as_secs_f64() / f64::from(batch));
        }
    }
    for (index, part) in case.parts.iter().enumerate() {
        let mut line = format!(
            "paired\tgroup={group}\tinput={}\tpart={}\tname={}\ttime_ms={:.6}\tbest_ms={:.6}",
            case.input,
            part.role.key(),
            part.label,
            median(&times[index]) * 1e3,
            least(&times[index]) * 1e3,
        );
        if index != bare {
            let ratios: Vec<f64> = times[index]
                .iter()
                .zip(&times[bare])
                .map(|(time, bare)| time / bare)
                .collect();
            let greatest = ratios.iter().copied().fold(0.0, f64::max);
            line += &format!(
                "\tratio={:.3}\tratio_min={:.3}\tratio_max={greatest:.3}\tbest_ratio={:.3}",
                median(&ratios),
                least(&ratios),
                least(&times[index]) / least(&times[bare]),
            );
        }
        line += &format!("\tbatch={}\trounds={rounds}", batches[index]);
        println!("{line}");
    }
}

/// The number of iterations of `part` that take at least [`BATCH_FLOOR`] together: runs the part
/// once to warm up, then times batches, each sized from the last one's time, until one is long
/// enough.
fn batch_size(part: &Part, bytes: &[u8]) -> u32 {
    part.run(bytes);
    let mut iterations: u32 = 1;
    loop {
        let elapsed = time_batch(part, bytes, iterations);
        if elapsed >= BATCH_FLOOR {
            return iterations;
        }
        let estimate = BATCH_TARGET.as_secs_f64() / elapsed.as_secs_f64() * f64::from(iterations);
        // At least one more, at most a hundred times more (a first, cold batch can be slow).
        iterations = (estimate.ceil().min(f64::from(u32::MAX)) as u32)
            .clamp(iterations + 1, iterations.saturating_mul(100));
    }
}

/// The time of `iterations` runs of `part` on `bytes`, one after another.
fn time_batch(part: &Part, bytes: &[u8], iterations: u32) -> Duration {
    let start = Instant::now();
    for _ in 0..iterations {
        part.run(std::hint::black_box(bytes));
    }
    start.elapsed()
}

/// The least of `values`.
fn least(values: &[f64]) -> f64 {
    values.iter().copied().fold(f64::INFINITY, f64::min)
}

/// The median of `values` (the mean of the two middle ones if there is an even number of them).
fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    if sorted.len() % 2 == 1 {
        sorted[middle]
    } else {
        (sorted[middle - 1] + sorted[middle]) / 2.0
    }
}
