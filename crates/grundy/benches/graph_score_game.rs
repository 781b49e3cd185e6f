//! graph-score-game on graphs of 10^6 vertices: the whole job (read, validate, solve, answer)
//! through the catalog, next to a baseline that only parses every number of the same file and a
//! bare loop that only touches every byte.
//!
//! Run with `cargo bench -p grundy --bench graph_score_game`; add `-- --paired [--rounds N]
//! [FILTER]` for paired runs, which interleave the parts of each file in rounds and give each
//! part's ratio to the bare loop of the same rounds (`common/paired.rs`).

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

const GAME: &str = "graph-score-game";

fn main() {
    harness::run(
        GAME,
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every file, with its bare loop, parse-only baseline and whole job.
fn cases() -> Vec<Case> {
    let game = catalog::find(GAME).expect("in the catalog");
    let inputs = [
        (
            "random, 1e5 vertices, 2e5 arcs (the original's limits)",
            generated(GAME, "random", 100_000, 1),
            100_000,
        ),
        (
            "random, 1e6 vertices, 2e6 arcs",
            generated(GAME, "random", 1_000_000, 1),
            1_000_000,
        ),
        (
            "dag, 1e6 vertices, 2e6 arcs",
            generated(GAME, "dag", 1_000_000, 1),
            1_000_000,
        ),
        (
            "two-cycles, 1e6 vertices, 2e6 arcs",
            generated(GAME, "two-cycles", 1_000_000, 1),
            1_000_000,
        ),
        (
            "long-cycle, 1e6 vertices",
            generated(GAME, "long-cycle", 1_000_000, 1),
            1_000_000,
        ),
        (
            "alternating-chain, 1e6 vertices",
            generated(GAME, "alternating-chain", 1_000_000, 1),
            1_000_000,
        ),
    ];
    inputs
        .into_iter()
        .map(|(name, bytes, vertices)| {
            Case::new(name, bytes)
                .bare_loop(format!("{name}: touch every byte (baseline)"))
                .id_count_loop(format!("{name}: count every id (baseline)"), vertices + 1)
                .parse_all_numbers(format!("{name}: parse only (baseline)"))
                .solved_by(game)
        })
        .collect()
}
