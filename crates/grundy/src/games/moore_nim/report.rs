//! moore-nim's reports: the contest line (the count), `--explain` (the radix, `B`, the table
//! size, the distinct bit vectors, the count and Moore's rule in words) and `--json`.

use std::fmt::Write as _;

use serde_json::json;

use crate::solve::{Method, Report, SolveOptions};

use super::parse::Instance;
use super::transform::Count;

/// Appends the report of `instance`, whose count is `count` (found by `method`), to `text`.
pub fn format(
    text: &mut String,
    options: &SolveOptions,
    instance: &Instance,
    count: &Count,
    method: Method,
) {
    let m = instance.sizes.len();
    let method_name = match method {
        Method::Fast => "fast",
        Method::Brute => "brute",
    };
    match options.report {
        Report::Contest => {
            let _ = writeln!(text, "{}", count.answer);
        }
        Report::Json => {
            // The conventions' keys: `test` (one per file) and the contest line as a string.
            let object = json!({
                "test": 1,
                "answer": count.answer.to_string(),
                "n": instance.n,
                "m": m,
                "k": instance.k,
                "radix": count.radix,
                "bits": count.bits,
                "cells": count.cells,
                "distinct_vectors": count.distinct_vectors,
                "modulus": super::transform::MODULUS,
                "method": method_name,
            });
            let _ = writeln!(text, "{object}");
        }
        Report::Explain => {
            let (n, k, radix) = (instance.n, instance.k, count.radix);
            let _ = writeln!(
                text,
                "n = {n} heaps, each given one of m = {m} sizes ({}); a move lowers 1 to k = {k} \
                 non-empty heaps",
                crate::solve::counted(
                    count.distinct_vectors,
                    "distinct bit vector",
                    "distinct bit vectors"
                )
            );
            let _ = writeln!(
                text,
                "Moore's rule: a position loses for the player to move iff, at every bit \
                 position, the number of heaps with that bit set is divisible by k + 1 = {radix}"
            );
            let _ = writeln!(
                text,
                "table: radix k + 1 = {radix}, B = {} bits, S = {radix}^{} = {} cells",
                count.bits, count.bits, count.cells
            );
            let how = match method {
                Method::Fast => {
                    "the average of F(chi)^n over the table's Fourier transform".to_string()
                }
                Method::Brute => format!(
                    "exhaustive game search over all m^n = {} index sequences",
                    (0..n).fold(1u128, |product, _| product.saturating_mul(m as u128))
                ),
            };
            let _ = writeln!(
                text,
                "losing index sequences: {} (modulo 998244353), by {how}",
                count.answer
            );
        }
    }
}
