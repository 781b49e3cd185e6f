//! graph-draw-game on graphs of 10^6 vertices (random with about 2·10^6 arcs, a DAG, a long
//! chain inside random arcs, many cycles): the whole job (parse, check, two attractors, answer)
//! next to two baselines on the same bytes: parsing every number, and a bare loop that touches
//! every byte once.
//!
//! Run with `cargo bench -p grundy --bench graph_draw_game`; add `-- --paired [--rounds N]
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

/// The vertices of every file (the id-count loop has a counter for each, ids starting at 1).
const VERTICES: u64 = 1_000_000;

fn main() {
    harness::run(
        "graph-draw-game",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every file, with its bare loop, parse-only baseline and whole job.
fn cases() -> Vec<Case> {
    let game = catalog::find("graph-draw-game").expect("in the catalog");
    let inputs = [
        (
            "random",
            generated("graph-draw-game", "random", VERTICES, 1),
        ),
        ("DAG", generated("graph-draw-game", "dag", VERTICES, 1)),
        (
            "chain of 5e5 in random",
            generated("graph-draw-game", "long-chain", VERTICES, 1),
        ),
        (
            "functional (many cycles)",
            generated("graph-draw-game", "functional", VERTICES, 1),
        ),
    ];
    inputs
        .into_iter()
        .map(|(name, bytes)| {
            let name = format!("{name} ({:.1} MB)", bytes.len() as f64 / 1e6);
            Case::new(name.clone(), bytes)
                .bare_loop(format!("{name}: touch every byte (baseline)"))
                .id_count_loop(
                    format!("{name}: count every id (baseline)"),
                    VERTICES as usize + 1,
                )
                .parse_all_numbers(format!("{name}: parse only (baseline)"))
                .solved_by(game)
        })
        .collect()
}
