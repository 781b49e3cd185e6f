//! `--jobs N` and `--shard I/K`, as `grundy check` and `grundy stress` take them.

use clap::Args;
use grundy::check::{Shard, Spread};

/// How a run is spread over threads and over machines.
#[derive(Debug, Args)]
pub struct SpreadArgs {
    /// How many cases run at once, each on a thread of its own; the result is the same for any
    /// number.
    #[arg(long, default_value_t = 1, value_parser = jobs)]
    pub jobs: usize,
    /// Only the I-th of K disjoint parts of the cases (case c is in part (c - 1) mod K + 1), so
    /// that K runs, on as many machines, together cover the whole run.
    #[arg(long, value_name = "I/K", value_parser = shard)]
    pub shard: Option<Shard>,
}

impl SpreadArgs {
    /// The library's spread.
    pub fn spread(&self) -> Spread {
        Spread {
            jobs: self.jobs,
            shard: self.shard.unwrap_or(Shard::WHOLE),
            time: None,
        }
    }
}

/// A number of jobs: at least 1.
fn jobs(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("at least 1 job".to_string()),
        Ok(jobs) => Ok(jobs),
        Err(_) => Err("not a number of jobs (1, 2, ...)".to_string()),
    }
}

/// A part `I/K`.
fn shard(text: &str) -> Result<Shard, String> {
    text.parse()
}
