//! moving-coins' answer and its reports: the contest line, `--explain` and `--json`.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::game::{Answer, Context, ReportBuffer, Verdict};
use crate::solve::counted;

use super::count::{Count, MODULUS};

/// The longest strip drawn in `--explain`.
const DRAWN_CELLS: u64 = 60;

/// The count of one test, by either method, with the strip it is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CoinsReport {
    /// The number of cells `n`.
    pub n: u64,
    /// The number of coins `m`.
    pub m: u64,
    /// The count and its parts.
    pub count: Count,
}

impl Answer for CoinsReport {
    /// A count, not the result of one game.
    fn verdict(&self) -> Option<Verdict> {
        None
    }

    fn contest(&self, out: &mut Vec<u8>) {
        crate::game::push_number(out, self.count.winning);
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        explain(text, context, self.n, self.m, &self.count);
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        let count = &self.count;
        object.insert("n".into(), json!(self.n));
        object.insert("m".into(), json!(self.m));
        object.insert("total".into(), json!(count.total));
        object.insert("losing".into(), json!(count.losing));
        object.insert("odd_steps".into(), json!(count.odd_steps));
        object.insert("even_steps".into(), json!(count.even_steps));
        object.insert("empty_cells".into(), json!(count.stones));
        object.insert("modulus".into(), json!(MODULUS));
    }
}

fn explain(text: &mut ReportBuffer<'_>, context: &Context<'_, '_>, n: u64, m: u64, count: &Count) {
    let odd: Vec<String> = (1..=m)
        .step_by(2)
        .take(4)
        .map(|i| format!("h_{i}"))
        .collect();
    let odd = if count.odd_steps > 4 {
        format!("{} XOR ... ", odd.join(" XOR "))
    } else {
        odd.join(" XOR ")
    };
    let _ = writeln!(
        text,
        "n = {}, m = {}: C({n}, {m}) = {} (mod 10^9+9), {}; {}",
        counted(n, "cell", "cells"),
        counted(m, "coin", "coins"),
        counted(u64::from(count.total), "placement", "placements"),
        counted(count.stones, "empty cell", "empty cells"),
        context.solved_by()
    );
    let _ = writeln!(
        text,
        "  number the coins from the right; h_0 = empty cells right of coin 1, h_i = empty cells \
         just left of coin i; sliding coin i left by t moves t stones from step i to step i-1 \
         (staircase Nim)"
    );
    let (odd_steps, xor) = if count.odd_steps == 1 {
        ("odd step", "XORs")
    } else {
        ("odd steps", "XOR")
    };
    let (even_steps, matter) = if count.even_steps == 1 {
        ("even step", "does")
    } else {
        ("even steps", "do")
    };
    let _ = writeln!(
        text,
        "  the player to move loses iff the {} {odd_steps} {xor} to 0: {}; the {} {even_steps} \
         (h_0 included) {matter} not matter",
        count.odd_steps,
        odd.trim_end(),
        count.even_steps
    );
    let _ = writeln!(
        text,
        "  losing placements L = {} (mod 10^9+9); the first player wins C(n, m) - L = {}",
        count.losing, count.winning
    );
    if n <= DRAWN_CELLS {
        if count.stones == 0 {
            let _ = writeln!(text, "  the coins fill the strip: no move is possible");
        } else {
            // Coins on 1..m-1 and on cell n: h_1 = n - m, every other gap 0.
            let strip: String = (1..=n)
                .map(|cell| if cell < m || cell == n { 'o' } else { '.' })
                .collect();
            let _ = writeln!(
                text,
                "  for example {strip} (cell 1 on the left): h_1 = {}, the other gaps 0; the \
                 first player wins by sliding coin 1 left by {}",
                count.stones,
                counted(count.stones, "cell", "cells")
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::solve::{Method, Report};

    fn report(n: u64, m: u64, method: Method, kind: Report) -> String {
        let answer = CoinsReport {
            n,
            m,
            count: super::super::count::count(n, m, super::super::count::Method::Product),
        };
        report_text(&answer, b"", 1, method, kind, false)
    }

    #[test]
    fn explanations_name_the_method_and_count_in_words() {
        let text = report(10, 3, Method::Fast, Report::Explain);
        assert!(text.starts_with(
            "n = 10 cells, m = 3 coins: C(10, 3) = 120 placements (mod 10^9+9), 7 empty cells; \
             solved by the fast solver\n"
        ));
        assert!(text.contains(
            "the 2 odd steps XOR to 0: h_1 XOR h_3; the 2 even steps (h_0 included) do not matter"
        ));
        assert!(text.contains("sliding coin 1 left by 7 cells\n"), "{text}");
        let text = report(2, 1, Method::Brute, Report::Explain);
        assert!(text.starts_with(
            "n = 2 cells, m = 1 coin: C(2, 1) = 2 placements (mod 10^9+9), 1 empty cell; solved \
             by the brute-force oracle\n"
        ));
        assert!(text.contains(
            "the 1 odd step XORs to 0: h_1; the 1 even step (h_0 included) does not matter"
        ));
        assert!(text.contains("sliding coin 1 left by 1 cell\n"), "{text}");
        let text = report(1, 1, Method::Fast, Report::Explain);
        assert!(text.starts_with("n = 1 cell, m = 1 coin: C(1, 1) = 1 placement (mod"));
    }

    #[test]
    fn json_has_the_shared_keys_and_the_parts() {
        let json: Value = serde_json::from_str(&report(10, 3, Method::Fast, Report::Json)).unwrap();
        assert_eq!(json["test"], 1);
        assert_eq!(json["answer"], "100");
        assert_eq!(json["method"], "fast");
        assert_eq!(json["total"], 120);
        assert_eq!(json["empty_cells"], 7);
        // A count: no verdict and no winning moves.
        for key in ["verdict", "winning_moves", "winning_moves_count"] {
            assert!(json.get(key).is_none(), "{key}");
        }
    }
}
