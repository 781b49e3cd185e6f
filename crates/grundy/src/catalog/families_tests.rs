//! Every game's generator families at small sizes, through the catalog: each writes an input
//! the fast solver takes and that the oracle either solves alike or refuses as beyond its
//! limits; two families of a game do not write the same bytes for the same seed and size; and
//! together they give both verdicts.

use super::*;
use crate::solve::{Method, Report, SolveError};

/// The sizes looked at.
const SIZES: [u64; 3] = [5, 8, 12];
/// The seeds looked at.
const SEEDS: u64 = 4;

/// Families that still write the same bytes as another of their game at a size of [`SIZES`]
/// with seed 1 (`(game, family, the family it repeats)`): known, left for later.
const KNOWN_REPEATS: [(&str, &str, &str); 3] = [
    ("hunger-game", "independent", "random"),
    ("array-game", "small-cells", "random"),
    ("zigzag", "greedy-loses", "random"),
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

#[test]
fn a_small_nim_file_is_within_the_oracle_s_reach() {
    // `grundy gen nim --n 3 | grundy solve nim --method brute`, the default family.
    let nim = find("nim").expect("nim");
    for size in 1..=10 {
        for seed in 0..SEEDS {
            let input = generated(nim, nim.families()[0], size, seed).expect("generated");
            let brute = solved(nim, &input, Method::Brute, Report::Contest);
            assert!(
                brute.is_ok(),
                "--n {size} --seed {seed}: {:?}",
                brute.err().map(|e| e.to_string())
            );
        }
    }
}

#[test]
fn two_families_of_a_game_write_different_bytes() {
    let mut repeats = Vec::new();
    for game in GAMES.iter().filter(|game| !FEW_FILES.contains(&game.id())) {
        for size in SIZES {
            let mut seen: Vec<(&str, Vec<u8>)> = Vec::new();
            for family in game.families() {
                let Some(input) = generated(*game, family, size, 1) else {
                    continue;
                };
                for (other, bytes) in &seen {
                    let repeat = (game.id(), family, *other);
                    if *bytes == input && !repeats.contains(&repeat) {
                        repeats.push(repeat);
                    }
                }
                seen.push((family, input));
            }
        }
    }
    assert_eq!(repeats, KNOWN_REPEATS);
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
