//! Counting losing positions of Moore's Nim (`moore-nim`): a move lowers 1 to `k` non-empty
//! heaps; count the index sequences in `[1..m]^n` whose heaps `(b_(j_1), ..., b_(j_n))` lose for
//! the player to move, modulo 998244353.
//!
//! Source: the problem "GAMES" of a lecture on game theory (`k = 6`, heaps up to 100); our own
//! format. Specification: `shared/specs/moore-nim.md`. The fast count ([`transform`]) reads each
//! size as a vector of `B` digits in `Z_(k+1)` (Moore's rule, [`rule`]: a position loses iff every
//! bit count is divisible by `k + 1`) and averages `F(χ)^n` over the radix-`(k + 1)` Fourier
//! transform of the sizes' histogram: `O(S · B · (k + 1))` with `S = (k + 1)^B <= 2^24`. The
//! oracle ([`brute`]) enumerates every sequence and searches Nim_k on sorted heap tuples.

pub mod brute;
pub mod check;
pub mod families;
pub mod parse;
pub mod report;
pub mod rule;
pub mod transform;

use std::io::Write;

use crate::check::{CheckOptions, CheckReport, Progress};
use crate::input::Scanner;
use crate::solve::{Method, SolveError, SolveOptions};

pub use families::{families, generate, random_instance, FAMILIES};
pub use rule::is_loss;
pub use transform::{count_losing, Count, MODULUS};

/// Solves the test of `input` and writes its report to `out`.
pub fn solve(input: &[u8], options: &SolveOptions, out: &mut dyn Write) -> Result<(), SolveError> {
    let instance = parse::read(input)?;
    let count = match options.method {
        Method::Fast => {
            count_losing(instance.n, instance.k, &instance.sizes).map_err(SolveError::Resource)?
        }
        Method::Brute => {
            if let Some(reason) = brute::refusal(instance.n, &instance.sizes) {
                let mut scanner = Scanner::new(input);
                scanner.skip_separators();
                let offset = scanner.position();
                return Err(scanner.error_at(offset, reason).into());
            }
            let exact = brute::Oracle::new(instance.k).count_losing(instance.n, &instance.sizes);
            Count {
                answer: exact % MODULUS,
                ..transform::shape(instance.k, &instance.sizes)
            }
        }
    };
    let mut text = String::new();
    report::format(&mut text, options, &instance, &count, options.method);
    out.write_all(text.as_bytes())?;
    Ok(())
}

/// Checks the fast count against the oracle (`grundy check moore-nim`).
pub fn run_check(options: &CheckOptions, progress: Progress<'_>) -> Result<CheckReport, String> {
    crate::check::run(&check::MooreNimCheck::default(), options, progress)
}
