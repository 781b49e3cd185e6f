//! Nim, misère Nim and hunger-game at the tool's largest limits (10^7 heaps in a file; 10^6
//! boxes for hunger-game): the whole job (parse,
//! validate, solve, print) next to a baseline that only parses every integer of the same file, in
//! the same run.
//!
//! Run with `cargo bench -p grundy --bench heap_games`; add `-- --paired [--rounds N] [FILTER]`
//! for paired runs, which interleave the three parts of each file in rounds and give each part's
//! ratio to the bare loop of the same rounds (`common/paired.rs`).

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
use grundy::catalog::{self, Entry};

/// hunger-game, run as the command line runs it: through the catalog.
fn hunger_game() -> &'static dyn Entry {
    catalog::find("hunger-game").expect("hunger-game is in the catalog")
}

/// misere-nim, run as the command line runs it: through the catalog.
fn misere_nim() -> &'static dyn Entry {
    catalog::find("misere-nim").expect("misere-nim is in the catalog")
}

/// nim, run as the command line runs it: through the catalog.
fn nim() -> &'static dyn Entry {
    catalog::find("nim").expect("nim is in the catalog")
}

fn main() {
    harness::run(
        "heap-games",
        |group| {
            group.sample_size(10);
        },
        cases,
    );
}

/// Every file, with its bare loop, parse-only baseline and whole job.
fn cases() -> Vec<Case> {
    let inputs: [(&str, &'static dyn Entry, Vec<u8>); 7] = [
        (
            "nim: 1 test of 1e7 huge heaps",
            nim(),
            generated("nim", "huge", 10_000_000, 1),
        ),
        (
            "nim: 1e3 contest tests of 1e4 heaps",
            nim(),
            generated("nim", "contest", 10_000, 1_000),
        ),
        (
            "misere-nim: 1 test of 1e7 huge heaps",
            misere_nim(),
            generated("misere-nim", "huge", 10_000_000, 1),
        ),
        (
            "misere-nim: 2e5 contest tests of 47 heaps",
            misere_nim(),
            generated("misere-nim", "contest", 47, 200_000),
        ),
        (
            "misere-nim: 1 test of 1e7 ones",
            misere_nim(),
            generated("misere-nim", "ones", 10_000_000, 1),
        ),
        (
            "hunger-game: 10 random tests of 1e5 boxes",
            hunger_game(),
            generated("hunger-game", "random", 100_000, 10),
        ),
        (
            "hunger-game: 15873 independent tests of 63 boxes",
            hunger_game(),
            generated("hunger-game", "independent", 63, 15_873),
        ),
    ];
    inputs
        .into_iter()
        .map(|(name, game, bytes)| {
            Case::new(name, bytes)
                .bare_loop(format!("{name}: bare loop (baseline)"))
                .parse_all_numbers(format!("{name}: parse only (baseline)"))
                .solved_by(game)
        })
        .collect()
}
