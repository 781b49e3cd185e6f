//! Every game's generator families at small sizes, through the catalog: each writes an input
//! the fast solver takes and that the oracle either solves alike or refuses as beyond its
//! limits; up to the largest size the oracle finishes, the oracle takes them (but the families
//! named beyond it) and together they give every verdict the game has; two families of a game
//! do not write the same bytes for the same seed and size; and the default `--n` is stated on
//! the game's page.

use super::*;
use crate::solve::{Method, Report, SolveError};

/// The sizes looked at.
const SIZES: [u64; 3] = [5, 8, 12];
/// The seeds looked at.
const SEEDS: u64 = 4;

/// The families whose tests are beyond the oracle at every size, or from a size on
/// (`(game, family, the smallest such --n)`): named for numbers the oracle cannot search
/// (`huge`), or for what a small size cannot hold; each game's page says so.
const BEYOND_THE_ORACLE: [(&str, &str, u64); 15] = [
    ("nim", "huge", 1),
    // The original's limits: heaps below 10^4, from 2 to --n bottles of up to 10^4 beans.
    ("nim", "contest", 2),
    ("split-game", "contest-small", 2),
    ("misere-nim", "huge", 1),
    ("split-game", "huge-counts", 1),
    ("prefix-free", "huge-l", 1),
    // `n` independent values need values up to 2^n, beyond the oracle for 5 boxes.
    ("hunger-game", "independent", 5),
    ("hunger-game", "one-dependent", 5),
    // Every digraph on 4 vertices: a fixed file, more than the oracle's budget per file.
    ("graph-draw-game", "every-4", 1),
    // The count runs over up to 10^18 heaps: only `small` is within the oracle's reach.
    ("moore-nim", "random", 1),
    ("moore-nim", "lecture", 1),
    ("moore-nim", "nim", 1),
    ("moore-nim", "largest-table", 1),
    ("moore-nim", "all-zero", 1),
    ("moore-nim", "losing", 1),
];

/// moving-coins' input is two numbers, `N` and `K`: at a small `--n` its families meet by
/// chance.
const FEW_FILES: [&str; 1] = ["moving-coins"];

/// The games with one answer whatever the test: zigzag's Bob always wins.
const ONE_VERDICT: [&str; 1] = ["zigzag"];

fn generated(game: &dyn Entry, family: &str, size: u64, seed: u64) -> Option<Vec<u8>> {
    let options = GenerateOptions {
        family: family.to_string(),
        size,
        tests: 1,
        seed,
    };
    let mut input = Vec::new();
    game.generate(&options, &mut input).ok().map(|()| input)
}

fn solved(
    game: &dyn Entry,
    input: &[u8],
    method: Method,
    report: Report,
) -> Result<String, SolveError> {
    // A game also played on graphs with cycles has families of them.
    let options = SolveOptions {
        method,
        report,
        loopy: game.loopy().is_some(),
        ..SolveOptions::default()
    };
    let mut out = Vec::new();
    game.solve(input, &options, &mut out)?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

#[test]
fn small_generated_inputs_are_valid_and_the_oracle_solves_them_alike_or_refuses() {
    for game in GAMES {
        for family in game.families() {
            for size in SIZES {
                let Some(input) = generated(*game, family, size, 1) else {
                    continue;
                };
                let what = format!("{} {family} --n {size}", game.id());
                let fast = solved(*game, &input, Method::Fast, Report::Contest)
                    .unwrap_or_else(|error| panic!("{what}: the fast solver: {error}"));
                match solved(*game, &input, Method::Brute, Report::Contest) {
                    Ok(brute) => assert_eq!(brute, fast, "{what}"),
                    // The input is valid (the fast solver took it): a refusal of the oracle.
                    Err(SolveError::Input(_)) => {}
                    Err(error) => panic!("{what}: the oracle: {error}"),
                }
            }
        }
    }
}

/// The sizes up to the largest the oracle finishes that are looked at: every one up to 8, and
/// the largest where it is at most 25 (but tree-tac-toe's 14 vertices, which take the oracle a
/// second a test: its oracle tests cover them).
fn oracle_sizes(game: &dyn Entry) -> Vec<u64> {
    let sizes = game.oracle_sizes();
    let mut looked_at: Vec<u64> = (*sizes.start()..=(*sizes.end()).min(8)).collect();
    if *sizes.end() > 8 && *sizes.end() <= 25 && game.id() != "tree-tac-toe" {
        looked_at.push(*sizes.end());
    }
    looked_at
}

/// The verdicts in a JSON report.
fn verdicts_of(json: &str) -> Vec<String> {
    json.lines()
        .filter_map(|line| {
            let object: serde_json::Value = serde_json::from_str(line).expect("JSON");
            object["verdict"].as_str().map(str::to_string)
        })
        .collect()
}

#[test]
fn up_to_the_oracle_s_sizes_the_oracle_takes_every_family_and_meets_every_verdict() {
    let mut failures = Vec::new();
    for game in GAMES {
        let (mut small, mut any) = (Vec::new(), Vec::new());
        for family in game.families() {
            for size in oracle_sizes(*game) {
                let beyond = BEYOND_THE_ORACLE
                    .iter()
                    .any(|&(id, name, from)| id == game.id() && name == family && size >= from);
                // Two seeds up to 4 (prefix-free's sizes), then one, different at each size (the
                // test runs within seconds).
                let seeds = if size <= 4 { 0..2 } else { size..size + 1 };
                for seed in seeds {
                    // A size the family does not take is skipped.
                    let Some(input) = generated(*game, family, size, seed) else {
                        continue;
                    };
                    let what = format!("{} {family} --n {size} --seed {seed}", game.id());
                    let fast = solved(*game, &input, Method::Fast, Report::Json)
                        .unwrap_or_else(|error| panic!("{what}: the fast solver: {error}"));
                    any.extend(verdicts_of(&fast));
                    if beyond {
                        continue;
                    }
                    match solved(*game, &input, Method::Brute, Report::Json) {
                        Ok(brute) => small.extend(verdicts_of(&brute)),
                        Err(error) => failures.push(format!("{what}: {error}")),
                    }
                }
            }
        }
        for verdicts in [&mut small, &mut any] {
            verdicts.sort();
            verdicts.dedup();
        }
        // Every verdict the game's families give at these sizes, the oracle's files give too.
        if small != any {
            failures.push(format!(
                "{}: the oracle's files give {small:?}, all {any:?}",
                game.id()
            ));
        }
        let expected = if ONE_VERDICT.contains(&game.id()) {
            1
        } else {
            2
        };
        // The counting and scored games have no verdict.
        if !small.is_empty() && small.len() < expected {
            failures.push(format!("{}: only {small:?}", game.id()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_default_size_is_within_the_oracle_s_and_stated_on_the_page() {
    for game in GAMES {
        let size = game.default_size();
        assert!(game.oracle_sizes().contains(&size), "{}", game.id());
        let stated = format!("`--n` defaults to {size}");
        assert!(
            game.summary().contains(&stated),
            "{}: its page does not say {stated}",
            game.id()
        );
        let family = game.families()[0];
        assert!(generated(*game, family, size, 0).is_some(), "{}", game.id());
    }
}

#[test]
fn two_families_of_a_game_write_different_bytes() {
    let mut repeats = Vec::new();
    for game in GAMES.iter().filter(|game| !FEW_FILES.contains(&game.id())) {
        for size in SIZES {
            for seed in 0..SEEDS {
                let mut seen: Vec<(&str, Vec<u8>)> = Vec::new();
                for family in game.families() {
                    let Some(input) = generated(*game, family, size, seed) else {
                        continue;
                    };
                    for (other, bytes) in &seen {
                        if *bytes == input {
                            repeats.push(format!(
                                "{} {family} = {other} (--n {size} --seed {seed})",
                                game.id()
                            ));
                        }
                    }
                    seen.push((family, input));
                }
            }
        }
    }
    assert_eq!(repeats, Vec::<String>::new());
}

/// The verdicts of `family`'s inputs at [`SIZES`] and [`SEEDS`].
fn verdicts(game: &dyn Entry, family: &str) -> Vec<String> {
    let mut found = Vec::new();
    for size in SIZES {
        for seed in 0..SEEDS {
            let Some(input) = generated(game, family, size, seed) else {
                continue;
            };
            let Ok(json) = solved(game, &input, Method::Fast, Report::Json) else {
                continue;
            };
            for line in json.lines() {
                let object: serde_json::Value = serde_json::from_str(line).expect("JSON");
                if let Some(verdict) = object["verdict"].as_str() {
                    if !found.iter().any(|seen| seen == verdict) {
                        found.push(verdict.to_string());
                    }
                }
            }
        }
    }
    found
}

#[test]
fn the_families_of_a_game_give_both_verdicts() {
    for game in GAMES {
        let mut found: Vec<String> = Vec::new();
        for family in game.families() {
            for verdict in verdicts(*game, family) {
                if !found.contains(&verdict) {
                    found.push(verdict);
                }
            }
        }
        // The counting and scored games have no verdict.
        if found.is_empty() {
            continue;
        }
        let expected = if ONE_VERDICT.contains(&game.id()) {
            1
        } else {
            2
        };
        assert!(found.len() >= expected, "{}: only {found:?}", game.id());
    }
    // misere-nim's one-big: one big heap wins, none leaves the parity of the ones to decide.
    let misere = find("misere-nim").expect("misere-nim");
    let mut one_big = verdicts(misere, "one-big");
    one_big.sort();
    assert_eq!(one_big, ["first", "second"]);
}
