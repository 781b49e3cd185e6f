//! moving-coins' reports: the contest line, `--explain` and `--json`.

use std::fmt::Write as _;

use serde_json::json;

use crate::solve::Report;

use super::count::{Count, MODULUS};

/// The longest strip drawn in `--explain`.
const DRAWN_CELLS: u64 = 60;

/// Appends the report of the test to `text`.
pub fn format(text: &mut String, report: Report, n: u64, m: u64, count: &Count) {
    match report {
        Report::Contest => {
            let _ = writeln!(text, "{}", count.winning);
        }
        Report::Json => {
            // The conventions' keys: `test` (one per file) and the contest line as a string.
            let object = json!({
                "test": 1,
                "answer": count.winning.to_string(),
                "n": n,
                "m": m,
                "total": count.total,
                "losing": count.losing,
                "odd_steps": count.odd_steps,
                "even_steps": count.even_steps,
                "empty_cells": count.stones,
                "modulus": MODULUS,
            });
            let _ = writeln!(text, "{object}");
        }
        Report::Explain => explain(text, n, m, count),
    }
}

fn explain(text: &mut String, n: u64, m: u64, count: &Count) {
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
        "n = {n} cells, m = {m} coins: C({n}, {m}) = {} placements (mod 10^9+9), {}",
        count.total,
        crate::solve::counted(count.stones, "empty cell", "empty cells")
    );
    let _ = writeln!(
        text,
        "  number the coins from the right; h_0 = empty cells right of coin 1, h_i = empty cells \
         just left of coin i; sliding coin i left by t moves t stones from step i to step i-1 \
         (staircase Nim)"
    );
    let _ = writeln!(
        text,
        "  the player to move loses iff the {} odd steps XOR to 0: {}; the {} even steps \
         (h_0 included) do not matter",
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
                 first player wins by sliding coin 1 left by {} cells",
                count.stones, count.stones
            );
        }
    }
}
