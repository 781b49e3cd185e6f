//! `--all` is refused where a game declares no list ([`Entry::lists`]): this holds the
//! declaration to the reports. A game that declares none gives the same `--explain` and
//! `--json` with `--all` as without, on every family at small and large sizes, by both methods;
//! and the probe does find the list of a game that has one (nim's winning moves).

use super::*;
use std::time::{Duration, Instant};

use crate::solve::{Method, Report};

/// The sizes probed: small ones, which the oracle also solves, and a large one whose lists
/// pass the usual length.
const SIZES: [u64; 4] = [1, 4, 8, 300];

/// The largest size the oracle is asked to solve here.
const BRUTE_SIZE: u64 = 4;

/// A report that takes longer than this is not asked for again with `--all`.
const SLOW: Duration = Duration::from_millis(200);

/// The inputs of `game`'s families at [`SIZES`], each with what it is and its size.
fn probes(game: &dyn Entry) -> Vec<(String, u64, Vec<u8>)> {
    let mut inputs = Vec::new();
    for family in game.families() {
        for size in SIZES {
            let options = GenerateOptions {
                family: family.to_string(),
                size,
                tests: 1,
                seed: size,
            };
            let mut input = Vec::new();
            // A size the family does not take is skipped.
            if game.generate(&options, &mut input).is_ok() {
                inputs.push((format!("{} {family} --n {size}", game.id()), size, input));
            }
        }
    }
    inputs
}

/// The report of `input` with `--all` or without; a refusal or an error is its message.
fn report(game: &dyn Entry, input: &[u8], method: Method, report: Report, all: bool) -> String {
    let options = SolveOptions {
        method,
        report,
        all,
        ..SolveOptions::default()
    };
    let mut out = Vec::new();
    match game.solve(input, &options, &mut out) {
        Ok(()) => String::from_utf8_lossy(&out).into_owned(),
        Err(error) => format!("error: {error}"),
    }
}

/// The first probe where `--all` changes a report of `game`, if any.
fn lengthened(game: &dyn Entry) -> Option<String> {
    for (what, size, input) in probes(game) {
        let methods: &[Method] = if size <= BRUTE_SIZE {
            &[Method::Fast, Method::Brute]
        } else {
            &[Method::Fast]
        };
        for &method in methods {
            for kind in [Report::Explain, Report::Json] {
                let started = Instant::now();
                let cut = report(game, &input, method, kind, false);
                if started.elapsed() > SLOW {
                    // A test that is long to solve whatever its reports (moore-nim's largest
                    // tables): its family is probed at the other sizes and by the other method.
                    continue;
                }
                if cut != report(game, &input, method, kind, true) {
                    return Some(format!("{what} {method:?} {kind:?}"));
                }
            }
        }
    }
    None
}

#[test]
fn all_changes_nothing_where_a_game_declares_no_list() {
    let mut without = 0;
    for game in GAMES.iter().filter(|game| game.lists().is_none()) {
        assert_eq!(lengthened(*game), None, "{} declares no list", game.id());
        without += 1;
    }
    assert!(
        without >= 4,
        "moore-nim, moving-coins, graph-draw-game, pebble-game"
    );
}

#[test]
fn the_probe_finds_a_list_where_there_is_one() {
    let nim = find("nim").expect("nim");
    assert!(nim.lists().is_some());
    assert!(lengthened(nim).is_some());
}
