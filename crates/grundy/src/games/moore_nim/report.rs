//! moore-nim's answer and its reports: the contest line (the count), `--explain` (the radix, `B`,
//! the table size, the distinct bit vectors, the count and Moore's rule in words) and `--json`.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, ReportBuffer, Verdict};
use crate::solve::{counted, Method};

use super::parse::Instance;
use super::transform::{Count, MODULUS};

/// The count of one test, by either method, with the facts its reports state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MooreReport {
    /// The number of heaps `n`.
    pub n: u64,
    /// The number of sizes `m`.
    pub m: u64,
    /// The move limit `k`.
    pub k: u64,
    /// The count and the table's shape.
    pub count: Count,
}

impl MooreReport {
    /// The report of `count`, found for `instance`.
    pub fn new(instance: &Instance, count: Count) -> Self {
        MooreReport {
            n: instance.n,
            m: instance.sizes.len() as u64,
            k: instance.k,
            count,
        }
    }
}

impl Answer for MooreReport {
    /// A count, not the result of one game.
    fn verdict(&self) -> Option<Verdict> {
        None
    }

    fn contest(&self, out: &mut Vec<u8>) {
        crate::game::push_number(out, self.count.answer);
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        let (n, m, k, count) = (self.n, self.m, self.k, &self.count);
        let radix = count.radix;
        let _ = writeln!(
            text,
            "n = {}, each given one of m = {} ({}); a move lowers 1 to k = {k} non-empty heaps; \
             {}",
            counted(n, "heap", "heaps"),
            counted(m, "size", "sizes"),
            counted(
                count.distinct_vectors,
                "distinct bit vector",
                "distinct bit vectors"
            ),
            context.solved_by()
        );
        let _ = writeln!(
            text,
            "Moore's rule: a position loses for the player to move iff, at every bit position, \
             the number of heaps with that bit set is divisible by k + 1 = {radix}"
        );
        let _ = writeln!(
            text,
            "table: radix k + 1 = {radix}, B = {}, S = {radix}^{} = {}",
            counted(u64::from(count.bits), "bit", "bits"),
            count.bits,
            counted(count.cells, "cell", "cells")
        );
        let how = match context.method {
            Method::Fast => {
                "the average of F(chi)^n over the table's Fourier transform".to_string()
            }
            Method::Brute => {
                let sequences =
                    (0..n).fold(1u128, |product, _| product.saturating_mul(u128::from(m)));
                format!(
                    "exhaustive game search over all m^n = {sequences} index sequence{}",
                    if sequences == 1 { "" } else { "s" }
                )
            }
        };
        let _ = writeln!(
            text,
            "losing index sequences: {} (modulo 998244353), by {how}",
            count.answer
        );
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        let count = &self.count;
        object.insert("n".into(), json!(self.n));
        object.insert("m".into(), json!(self.m));
        object.insert("k".into(), json!(self.k));
        object.insert("radix".into(), json!(count.radix));
        object.insert("bits".into(), json!(count.bits));
        object.insert("cells".into(), json!(count.cells));
        object.insert("distinct_vectors".into(), json!(count.distinct_vectors));
        object.insert("modulus".into(), json!(MODULUS));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::solve::Report;

    fn report(input: &str, method: Method, kind: Report) -> String {
        let instance = super::super::parse::read(input.as_bytes()).unwrap();
        let count = match method {
            Method::Fast => {
                super::super::count_losing(instance.n, instance.k, &instance.sizes).unwrap()
            }
            Method::Brute => Count {
                answer: super::super::brute::Oracle::new(instance.k)
                    .count_losing(instance.n, &instance.sizes),
                ..super::super::transform::shape(instance.k, &instance.sizes)
            },
        };
        let answer = MooreReport::new(&instance, count);
        report_text(&answer, input.as_bytes(), 1, method, kind, false)
    }

    #[test]
    fn explanations_name_the_method_and_count_in_words() {
        let text = report("7 3 6\n1 2 3\n", Method::Fast, Report::Explain);
        assert!(text.starts_with(
            "n = 7 heaps, each given one of m = 3 sizes (3 distinct bit vectors); a move lowers \
             1 to k = 6 non-empty heaps; solved by the fast solver\n"
        ));
        assert!(text.contains("table: radix k + 1 = 7, B = 2 bits, S = 7^2 = 49 cells\n"));
        let text = report("1 1 1\n1\n", Method::Brute, Report::Explain);
        assert!(text.starts_with(
            "n = 1 heap, each given one of m = 1 size (1 distinct bit vector); a move lowers 1 \
             to k = 1 non-empty heaps; solved by the brute-force oracle\n"
        ));
        assert!(text.contains("B = 1 bit, S = 2^1 = 2 cells"), "{text}");
        assert!(text.contains("over all m^n = 1 index sequence\n"), "{text}");
    }

    #[test]
    fn json_has_the_shared_keys_and_the_table() {
        let json: Value =
            serde_json::from_str(&report("7 3 6\n1 2 3\n", Method::Brute, Report::Json)).unwrap();
        assert_eq!(json["test"], 1);
        assert_eq!(json["answer"], "3");
        assert_eq!(json["method"], "brute");
        assert_eq!(json["modulus"], MODULUS);
        assert_eq!((json["n"].clone(), json["m"].clone()), (json!(7), json!(3)));
        // A count: no verdict and no winning moves.
        for key in ["verdict", "winning_moves", "winning_moves_count"] {
            assert!(json.get(key).is_none(), "{key}");
        }
    }
}
