//! The progress bar of `grundy check` and `grundy stress`, on a terminal only: the cases done of
//! the total with the rate (one decimal at most) and the time left, or, when the run is bounded
//! by time, the cases done and the time spent.

use std::fmt::Write as _;
use std::io::{self, IsTerminal};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressState, ProgressStyle};

/// How long `grundy check` runs without `--cases`.
pub const DEFAULT_CHECK_TIME: Duration = Duration::from_secs(10);

/// A bar counting `unit` (`cases`, `inputs`) on standard error when it is a terminal; `timed`
/// when the run stops at a time rather than at a number of cases.
pub fn bar(unit: &str, timed: bool) -> Option<ProgressBar> {
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
            format!("{{bar:40}} {{pos}}/{{len}} {unit}, {{rate}}, {{eta}} left"),
        )
    };
    let style = ProgressStyle::with_template(&template)
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .with_key(
            "rate",
            |state: &ProgressState, out: &mut dyn std::fmt::Write| {
                let _ = out.write_str(&rate(state.per_sec()));
            },
        );
    bar.set_style(style);
    Some(bar)
}

/// `done` of `total` (0: unknown) on `bar`.
pub fn update(bar: Option<&ProgressBar>, done: u64, total: u64) {
    if let Some(bar) = bar {
        if total > 0 {
            bar.set_length(total);
        }
        bar.set_position(done);
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

    #[test]
    fn rates_have_at_most_one_decimal() {
        assert_eq!(rate(1234.5678), "1235/s");
        assert_eq!(rate(12.3456), "12.3/s");
        assert_eq!(rate(0.04), "0.0/s");
    }
}
