//! The progress bar of `grundy check` and `grundy stress`, on a terminal only: the cases done of
//! the total with the rate (one decimal at most) and the time left, or, when the run is bounded
//! by time, the cases done and the time spent.
//!
//! The time left of an exhaustive check weighs the sizes still to come: its cases come size by
//! size, each size slower per case than the one before, so the time per case so far would
//! promise far too little. The cost per case of the current size, grown size by size as it grew
//! from the size before, gives the estimate ([`Timeline::seconds_left`]).

use std::fmt::Write as _;
use std::io::{self, IsTerminal};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressState, ProgressStyle};

/// How long `grundy check` runs without `--cases`.
pub const DEFAULT_CHECK_TIME: Duration = Duration::from_secs(10);

/// A progress bar and what its time-left estimate knows.
pub struct Bar {
    bar: ProgressBar,
    timeline: Arc<Mutex<Timeline>>,
    started: Instant,
}

impl Bar {
    /// Clears the bar from the terminal.
    pub fn finish_and_clear(&self) {
        self.bar.finish_and_clear();
    }

    fn timeline(&self) -> std::sync::MutexGuard<'_, Timeline> {
        self.timeline.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A bar counting `unit` (`cases`, `inputs`) on standard error when it is a terminal; `timed`
/// when the run stops at a time rather than at a number of cases.
pub fn bar(unit: &str, timed: bool) -> Option<Bar> {
    if !io::stderr().is_terminal() {
        return None;
    }
    let (bar, template) = if timed {
        (
            ProgressBar::new_spinner(),
            format!("{{spinner}} {{pos}} {unit}, {{rate}}, {{elapsed}}"),
        )
    } else {
        (
            ProgressBar::new(0),
            format!("{{bar:40}} {{pos}}/{{len}} {unit}, {{rate}}, {{left}} left"),
        )
    };
    let timeline = Arc::new(Mutex::new(Timeline::default()));
    let seen = Arc::clone(&timeline);
    let style = ProgressStyle::with_template(&template)
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .with_key(
            "rate",
            |state: &ProgressState, out: &mut dyn std::fmt::Write| {
                let _ = out.write_str(&rate(state.per_sec()));
            },
        )
        .with_key(
            "left",
            move |state: &ProgressState, out: &mut dyn std::fmt::Write| {
                let timeline = seen.lock().unwrap_or_else(PoisonError::into_inner);
                let left = timeline.seconds_left(state.len().unwrap_or(0));
                let _ = out.write_str(&left.map_or_else(|| "?".to_string(), duration));
            },
        );
    bar.set_style(style);
    Some(Bar {
        bar,
        timeline,
        started: Instant::now(),
    })
}

/// `done` of `total` (0: unknown) on `bar`.
pub fn update(bar: Option<&Bar>, done: u64, total: u64) {
    if let Some(bar) = bar {
        let seconds = bar.started.elapsed().as_secs_f64();
        bar.timeline().reached(done, seconds);
        if total > 0 {
            bar.bar.set_length(total);
        }
        bar.bar.set_position(done);
    }
}

/// The sizes of the cases to come, `(size, cases)` in order, for the estimate of `bar`.
pub fn sizes(bar: Option<&Bar>, sizes: &[(u64, u64)]) {
    if let Some(bar) = bar {
        bar.timeline().sizes = sizes.to_vec();
    }
}

/// What the time-left estimate knows of a run: the sizes of its cases in order where they are
/// known, and when each count of cases was reached.
#[derive(Debug, Default)]
pub struct Timeline {
    /// `(size, cases)` in the order the cases come; empty where not known in advance.
    sizes: Vec<(u64, u64)>,
    /// `(cases done, seconds since the start)`, in order.
    points: Vec<(u64, f64)>,
}

/// The most a size's time per case is taken to grow over the size before.
const MAX_GROWTH: f64 = 1000.0;

impl Timeline {
    /// `done` cases were done `seconds` after the start.
    fn reached(&mut self, done: u64, seconds: f64) {
        if self.points.last().map_or(true, |&(last, _)| done > last) {
            self.points.push((done, seconds));
        }
    }

    /// The seconds since the start at which case number `case` was done, interpolated between
    /// the counts reached.
    fn seconds_at(&self, case: u64) -> f64 {
        let mut before = (0, 0.0);
        for &(done, seconds) in &self.points {
            if done >= case {
                let (from, at) = before;
                let share = (case - from) as f64 / (done - from) as f64;
                return at + share * (seconds - at);
            }
            before = (done, seconds);
        }
        before.1
    }

    /// The seconds per case between the first and the last count reached within cases
    /// `start..=end` (all of one size): `None` unless two counts were reached there.
    fn cost_within(&self, start: u64, end: u64) -> Option<f64> {
        let mut within = std::iter::once((0, 0.0))
            .chain(self.points.iter().copied())
            .filter(|&(done, _)| start <= done && done <= end);
        let (first, from) = within.next()?;
        let (last, to) = within.next_back()?;
        (last > first).then(|| (to - from) / (last - first) as f64)
    }

    /// The seconds left until `total` cases are done; `None` before the first are.
    ///
    /// Where the sizes are known: the cases left of each size, each at its time per case. That
    /// is measured between the counts reached within a size (a count reached partly into a size
    /// would blend it with the size before); the growth from size to size is that of the last
    /// two sizes measured (at least 1), and carries the last measured cost to the sizes after.
    /// Otherwise the time per case so far.
    pub fn seconds_left(&self, total: u64) -> Option<f64> {
        let &(done, now) = self.points.last()?;
        if done == 0 {
            return None;
        }
        if done >= total {
            return Some(0.0);
        }
        if self.sizes.is_empty() {
            return Some(now / done as f64 * (total - done) as f64);
        }
        // Each size's first and one-past-last case, counted from 0.
        let mut bounds = Vec::with_capacity(self.sizes.len());
        let mut start = 0;
        for &(_, count) in &self.sizes {
            bounds.push((start, start + count));
            start += count;
        }
        let begun = bounds
            .iter()
            .take_while(|&&(start, _)| start < done)
            .count();
        let current = begun.checked_sub(1)?;
        let measured: Vec<(usize, f64)> = bounds[..begun]
            .iter()
            .enumerate()
            .filter_map(|(index, &(start, end))| {
                self.cost_within(start, end.min(done))
                    .map(|cost| (index, cost))
            })
            .collect();
        let growth = match measured[..] {
            [.., (before, earlier), (after, later)] if earlier > 0.0 => (later / earlier)
                .powf(1.0 / (after - before) as f64)
                .clamp(1.0, MAX_GROWTH),
            _ => 1.0,
        };
        let mut per_case = match measured.last() {
            Some(&(index, cost)) => cost * growth.powf((current - index) as f64),
            // No size measured cleanly yet: the current size's share of the time, as well as
            // it can be told.
            None => {
                let start = bounds[current].0;
                (self.seconds_at(done) - self.seconds_at(start)) / (done - start) as f64
            }
        };
        let mut left = 0.0;
        for (index, &(start, end)) in bounds.iter().enumerate().skip(current) {
            if index > current {
                per_case *= growth;
            }
            left += (end - start.max(done)) as f64 * per_case;
        }
        Some(left)
    }
}

/// A time left in words a bar can hold: `45s`, `3m 20s`, `2h 05m`.
fn duration(seconds: f64) -> String {
    let seconds = seconds.round() as u64;
    match seconds {
        0..=59 => format!("{seconds}s"),
        60..=3599 => format!("{}m {:02}s", seconds / 60, seconds % 60),
        _ => format!("{}h {:02}m", seconds / 3600, seconds % 3600 / 60),
    }
}

/// A rate per second with at most one decimal: `1234/s`, `12.5/s`.
fn rate(per_second: f64) -> String {
    let mut text = String::new();
    if per_second >= 100.0 {
        let _ = write!(text, "{per_second:.0}/s");
    } else {
        let _ = write!(text, "{per_second:.1}/s");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A timeline of sizes `(size, cases)` whose cases took `per_case[i]` seconds each at size
    /// `i`, `done` cases in, reported every `step` cases.
    fn run(sizes: &[(u64, u64)], per_case: &[f64], done: u64, step: u64) -> Timeline {
        let mut timeline = Timeline {
            sizes: sizes.to_vec(),
            points: Vec::new(),
        };
        let (mut case, mut seconds) = (0, 0.0);
        for (&(_, count), &cost) in sizes.iter().zip(per_case) {
            for _ in 0..count {
                if case == done {
                    return timeline;
                }
                case += 1;
                seconds += cost;
                if case % step == 0 || case == done {
                    timeline.reached(case, seconds);
                }
            }
        }
        timeline
    }

    #[test]
    fn the_time_left_weighs_the_sizes_to_come() {
        // Ten cases of 1 ms, a hundred of 2 ms, a thousand of 4 ms: the growth goes on.
        let sizes = [(3, 10), (4, 100), (5, 1000)];
        let total = 1110;
        // All of size 4 done: 1000 cases of 4 ms left (the time per case so far says 1.9 s).
        let timeline = run(&sizes, &[0.001, 0.002, 0.004], 110, 1);
        let left = timeline.seconds_left(total).unwrap();
        assert!((left - 4.0).abs() < 1e-9, "{left}");
        let average = timeline.points.last().unwrap().1 / 110.0 * 1000.0;
        assert!(average < 2.0, "{average}");
        // Half of size 4 done: 50 cases of 2 ms, then 1000 of 4 ms.
        let left = run(&sizes, &[0.001, 0.002, 0.004], 60, 1).seconds_left(total);
        assert!((left.unwrap() - 4.1).abs() < 1e-9, "{left:?}");
        // Reported in batches whose bounds fall inside a size: each size is measured between
        // the counts reached within it.
        let batched = [(3, 40), (4, 100), (5, 1000)];
        let left = run(&batched, &[0.001, 0.002, 0.004], 140, 16).seconds_left(1140);
        assert!((left.unwrap() - 4.0).abs() < 1e-9, "{left:?}");
        // Until two sizes are measured so, no growth is assumed: the current size's cost.
        let left = run(&sizes, &[0.001, 0.002, 0.004], 110, 16).seconds_left(total);
        assert!((left.unwrap() - 2.0).abs() < 1e-9, "{left:?}");
        // A size begun but not measured yet takes the growth on from the last one measured.
        let left = run(&batched, &[0.001, 0.002, 0.004], 141, 16).seconds_left(1140);
        assert!((left.unwrap() - 999.0 * 0.004).abs() < 1e-9, "{left:?}");
        // In the last size, only its own cases are left.
        let left = run(&sizes, &[0.001, 0.002, 0.004], 610, 1).seconds_left(total);
        assert!((left.unwrap() - 2.0).abs() < 1e-9, "{left:?}");
        // Sizes that got no slower: the time per case of the current size.
        let left = run(&sizes, &[0.003, 0.002, 0.002], 110, 1).seconds_left(total);
        assert!((left.unwrap() - 2.0).abs() < 1e-9, "{left:?}");
        // Nothing done yet: no estimate; everything done: nothing left.
        assert_eq!(run(&sizes, &[0.001; 3], 0, 1).seconds_left(total), None);
        assert_eq!(
            run(&sizes, &[0.001; 3], 1110, 1).seconds_left(total),
            Some(0.0)
        );
    }

    #[test]
    fn without_sizes_the_time_left_is_at_the_time_per_case_so_far() {
        let mut timeline = Timeline::default();
        timeline.reached(100, 2.0);
        assert_eq!(timeline.seconds_left(400), Some(6.0));
        assert_eq!(duration(6.0), "6s");
        assert_eq!(duration(200.4), "3m 20s");
        assert_eq!(duration(7500.0), "2h 05m");
    }

    #[test]
    fn rates_have_at_most_one_decimal() {
        assert_eq!(rate(1234.5678), "1235/s");
        assert_eq!(rate(12.3456), "12.3/s");
        assert_eq!(rate(0.04), "0.0/s");
    }
}
