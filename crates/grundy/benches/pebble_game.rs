//! pebble-game at its full size, `n = 100`, on every generator family: the whole job (read, merge
//! the edges, round table, game graph, both strategy-improvement runs, answer) through the catalog,
//! next to the shared bare loop that only touches every byte and a parse of every number of the
//! same file. Before timing, it prints each file's size and the number of strategy improvement
//! steps of each run (from the `--json` report). Add `-- --paired [--rounds N] [FILTER]` for paired
//! runs, which interleave the parts of each file in rounds and give each part's ratio to the bare
//! loop of the same rounds (`common/paired.rs`).
//!
//! Run with `cargo bench -p grundy --bench pebble_game`.

#[path = "common/bare_loop.rs"]
mod bare_loop;
#[path = "common/case.rs"]
mod case;
#[path = "common/generated.rs"]
mod generated;
#[path = "common/harness.rs"]
mod harness;
#[path = "common/paired.rs"]
mod paired;

use case::Case;
use generated::generated;
use grundy::catalog;
use grundy::solve::{Report, SolveOptions};

const GAME: &str = "pebble-game";

fn input(family: &str) -> Vec<u8> {
    generated(GAME, family, 100, 1)
}

/// The `improvement_steps` of the JSON report on `bytes`, as text.
fn steps(bytes: &[u8]) -> String {
    let game = catalog::find(GAME).expect("in the catalog");
    let options = SolveOptions {
        report: Report::Json,
        ..SolveOptions::default()
    };
    let mut json = Vec::new();
    game.solve(bytes, &options, &mut json).expect("valid input");
    let object: serde_json::Value = serde_json::from_slice(&json).expect("JSON");
    object["improvement_steps"].to_string()
}

fn main() {
    harness::run(
        GAME,
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every family's file, with its bare loop, parse-only baseline and whole job, after printing
/// its size and strategy improvement steps.
fn cases() -> Vec<Case> {
    let game = catalog::find(GAME).expect("in the catalog");
    game.families()
        .into_iter()
        .map(|family| {
            let bytes = input(family);
            let edges = bytes.iter().filter(|&&byte| byte == b'\n').count() - 1;
            println!(
                "{GAME} {family}: n = 100, {edges} edges, {} bytes, steps {}",
                bytes.len(),
                steps(&bytes)
            );
            Case::new(family, bytes)
                .bare_loop(format!("{family}: touch every byte (baseline)"))
                .parse_all_numbers(format!("{family}: parse only (baseline)"))
                .solved_by(game)
        })
        .collect()
}
