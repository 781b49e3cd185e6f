//! array-game's values against the engine and against the plain definition:
//!
//! * every non-empty colouring of every board of up to 12 cells, and 2000 random colourings of
//!   every family on boards of 13 to 16 cells: the verdict of the nim-sum equals the search's,
//!   every white cell's value `G(floor(n / x))` equals the engine's Grundy value of that cell alone
//!   (so the coin-turning principle is tested, not assumed), and the winning move the values name
//!   wins in the search;
//! * `G` by blocks equals `G` from the definition (every `k` one at a time) over every distinct
//!   quotient of boards up to 10^6 cells;
//! * both methods print the same file.

use std::collections::HashMap;

use crate::games::array_game::brute::Oracle;
use crate::games::array_game::report::QueryAnswer;
use crate::games::array_game::values::{isqrt, Values};
use crate::games::array_game::{self, random_query, FAMILIES};
use crate::random::Random;
use crate::solve::{GenerateOptions, Method, Report, SolveOptions};

fn agree(values: &Values, oracle: &mut Oracle, cells: &[u64]) -> bool {
    let fast = QueryAnswer::by_values(values, cells);
    let search = QueryAnswer::by_search(oracle, cells);
    assert_eq!(
        fast.first_player_wins,
        search.first_player_wins,
        "n = {}, {cells:?}",
        values.n()
    );
    assert_eq!(
        fast.cell_values,
        search.cell_values,
        "n = {}, {cells:?}",
        values.n()
    );
    assert_eq!(fast.winning_move.is_some(), fast.first_player_wins);
    if let Some((x, k)) = fast.winning_move {
        assert!(
            oracle.move_wins(cells, x, k),
            "n = {}, {cells:?}: ({x}, {k})",
            values.n()
        );
    }
    assert_eq!(QueryAnswer::verdict(values, cells).answer(), fast.answer());
    fast.first_player_wins
}

#[test]
fn every_colouring_of_every_board_up_to_12_cells() {
    let mut colourings = 0;
    let mut wins = 0;
    for n in 1..=12u64 {
        let values = Values::new(n);
        let mut oracle = Oracle::new(n);
        for mask in 1u32..1 << n {
            let cells: Vec<u64> = (1..=n).filter(|&x| mask >> (x - 1) & 1 == 1).collect();
            colourings += 1;
            wins += usize::from(agree(&values, &mut oracle, &cells));
        }
    }
    assert_eq!(
        colourings,
        (1..=12).map(|n| (1usize << n) - 1).sum::<usize>()
    );
    assert!(wins > 0 && wins < colourings);
}

#[test]
fn random_colourings_of_every_family_up_to_16_cells() {
    let mut random = Random::from_seed(0x4841);
    let mut boards: HashMap<u64, (Values, Oracle)> = HashMap::new();
    for round in 0..2000 {
        let family = FAMILIES[round % FAMILIES.len()];
        let n = random.between(13, 16);
        let (values, oracle) = boards
            .entry(n)
            .or_insert_with(|| (Values::new(n), Oracle::new(n)));
        let cells = random_query(family, n, &mut random);
        let wins = agree(values, oracle, &cells);
        if family == "second-wins" {
            assert!(!wins, "n = {n}, {cells:?}");
        }
    }
}

/// `G(q)` for every distinct quotient of `n`, each from the definition (every `k` in turn).
fn by_definition(n: u64) -> HashMap<u64, u32> {
    let mut quotients: Vec<u64> = (1..=isqrt(n)).flat_map(|x| [n / x, x]).collect();
    quotients.sort_unstable();
    quotients.dedup();
    let mut table: HashMap<u64, u32> = HashMap::new();
    let mut seen = Vec::new();
    for &q in &quotients {
        seen.clear();
        seen.push(0u32);
        let mut running = 0;
        for k in 2..=q {
            running ^= table[&(q / k)];
            seen.push(running);
        }
        seen.sort_unstable();
        seen.dedup();
        let mex = seen
            .iter()
            .enumerate()
            .find(|&(index, &value)| index as u32 != value);
        table.insert(q, mex.map_or(seen.len() as u32, |(index, _)| index as u32));
    }
    table
}

#[test]
fn blocks_equal_the_definition_up_to_a_million() {
    let mut random = Random::from_seed(17);
    let mut boards = vec![1_000_000u64, 999_983, 65_536];
    boards.extend((0..4).map(|_| random.between(1, 300_000)));
    for n in boards {
        let values = Values::new(n);
        for (q, value) in by_definition(n) {
            assert_eq!(values.of_quotient(q), value, "n = {n}, q = {q}");
        }
    }
}

#[test]
fn both_methods_print_the_same_file() {
    for (n, family) in [
        (1u64, "random"),
        (2, "contest"),
        (5, "second-wins"),
        (12, "random"),
        (16, "small-cells"),
    ] {
        let generate = GenerateOptions {
            family: family.to_string(),
            size: n,
            tests: 60,
            seed: n,
        };
        let mut input = Vec::new();
        array_game::generate(&generate, &mut input).unwrap();
        let run = |method, report| {
            let options = SolveOptions {
                method,
                report,
                all: report == Report::Json,
                ..SolveOptions::default()
            };
            let mut out = Vec::new();
            crate::game::driver::solve::<array_game::ArrayGame>(&input, &options, &mut out)
                .unwrap();
            String::from_utf8(out).unwrap()
        };
        let fast = run(Method::Fast, Report::Contest);
        assert_eq!(fast.lines().count(), 60);
        assert_eq!(fast, run(Method::Brute, Report::Contest), "n = {n}");
        // The JSON lines (with --all) agree on every shared fact; the winning move the values
        // name is one the oracle finds, and the oracle finds them all.
        let fast = run(Method::Fast, Report::Json);
        let brute = run(Method::Brute, Report::Json);
        assert_eq!(fast.lines().count(), brute.lines().count());
        for (fast, brute) in fast.lines().zip(brute.lines()) {
            let fast: serde_json::Value = serde_json::from_str(fast).unwrap();
            let brute: serde_json::Value = serde_json::from_str(brute).unwrap();
            assert_eq!(fast["method"], "fast");
            assert_eq!(brute["method"], "brute");
            for key in [
                "test",
                "answer",
                "verdict",
                "white_cells",
                "cell_values",
                "nim_sum",
            ] {
                assert_eq!(fast[key], brute[key], "n = {n} {key}");
            }
            assert_eq!(brute["winning_moves_complete"], true);
            assert_eq!(
                brute["winning_moves_count"],
                brute["winning_moves"].as_array().unwrap().len()
            );
            let found = brute["winning_moves"].as_array().unwrap();
            let named = fast["winning_moves"].as_array().unwrap();
            assert_eq!(named.len(), usize::from(fast["verdict"] == "first"));
            assert_eq!(found.is_empty(), named.is_empty(), "n = {n}");
            for named in named {
                assert!(found.contains(named), "n = {n}: {named}");
            }
        }
    }
}
