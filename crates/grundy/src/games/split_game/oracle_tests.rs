//! The fast split-game solver against the brute-force oracle: every configuration with up to 4
//! bottles of at most 2 beans, every one with 5 to 7 bottles of at most 1 bean, and thousands of
//! random small configurations of every family with up to 21 bottles. Both contest lines must
//! agree, and so must the full list of winning first moves. The bottle values of the theory are
//! checked against the engine's `ValueSolver` on explicit one- and two-bean positions.

use crate::engine::{OutcomeSolver, Play, ValueSolver};
use crate::game::Detail;
use crate::games::split_game::brute::{self, Beans, Oracle, SplitGame};
use crate::games::split_game::check::CHECK_LENGTH;
use crate::games::split_game::families::CHECK_FAMILIES;
use crate::games::split_game::fast::Workspace;
use crate::games::split_game::{fast_report, input_file, Move};
use crate::nimber::Nimber;
use crate::random::Random;
use crate::solve::{Report, SolveOptions};

/// The fast solver's contest lines and every winning first move.
fn fast_answer(workspace: &mut Workspace, beans: &[u64]) -> (String, Vec<Move>) {
    let detail = Detail {
        report: true,
        listed: usize::MAX,
        ..Detail::default()
    };
    let report = fast_report(workspace, beans, detail);
    let moves: Vec<Move> = report.listed().collect();
    assert_eq!(moves.len() as u64, report.winning_move_count, "{beans:?}");
    assert_eq!(moves.first().copied(), report.first_move, "{beans:?}");
    (report.contest(), moves)
}

/// The oracle's contest lines (the first winning move and their number) and every winning move.
fn brute_answer(oracle: &mut Oracle, beans: &[u64]) -> (String, Vec<Move>) {
    let outcome = oracle.solve(beans).expect("within the oracle's reach");
    let moves = outcome.winning_first_moves;
    assert_eq!(outcome.first_player_wins, !moves.is_empty(), "{beans:?}");
    let first = match moves.first() {
        Some((i, j, k)) => format!("{i} {j} {k}"),
        None => "-1 -1 -1".to_string(),
    };
    (format!("{first}\n{}\n", moves.len()), moves)
}

/// Every configuration of `n` bottles with counts at most `most`.
fn every_configuration(n: usize, most: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|prefix| {
                (0..=most).map(move |count| {
                    let mut beans = prefix.clone();
                    beans.push(count);
                    beans
                })
            })
            .collect();
    }
    all
}

/// Compares both solvers on every configuration; returns how many of them the first player wins.
fn agree_on_all(configurations: &[Vec<u64>]) -> usize {
    let mut workspace = Workspace::new();
    let mut oracle = Oracle::new();
    let mut first_player_wins = 0;
    for beans in configurations {
        let fast = fast_answer(&mut workspace, beans);
        let brute = brute_answer(&mut oracle, beans);
        assert_eq!(fast, brute, "fast and brute differ on {beans:?}");
        first_player_wins += usize::from(!brute.1.is_empty());
    }
    first_player_wins
}

#[test]
fn every_configuration_of_up_to_4_bottles_with_up_to_2_beans() {
    for n in 1..=4 {
        let all = every_configuration(n, 2);
        assert_eq!(all.len(), 3usize.pow(n as u32));
        let wins = agree_on_all(&all);
        if n >= 2 {
            assert!(
                wins > 0 && wins < all.len(),
                "both verdicts occur for n = {n}"
            );
        }
    }
}

#[test]
fn every_configuration_of_5_to_7_bottles_with_up_to_1_bean() {
    for n in 5..=7 {
        let all = every_configuration(n, 1);
        assert!(all.iter().all(|beans| brute::within_reach(beans)));
        let wins = agree_on_all(&all);
        assert!(
            wins > 0 && wins < all.len(),
            "both verdicts occur for n = {n}"
        );
    }
}

#[test]
fn random_small_configurations_of_every_family() {
    let mut random = Random::from_seed(2007);
    let mut workspace = Workspace::new();
    let mut oracles: Vec<Oracle> = (0..=21).map(|_| Oracle::new()).collect();
    let mut verdicts = [0usize; 2];
    for family in CHECK_FAMILIES {
        for case in 0..300usize {
            let n = 1 + case % 21;
            let beans = family.generate_small(n, CHECK_LENGTH, &mut random, &mut workspace);
            let fast = fast_answer(&mut workspace, &beans);
            let brute = brute_answer(&mut oracles[n], &beans);
            assert_eq!(fast, brute, "{} differs on {beans:?}", family.name());
            verdicts[usize::from(brute.1.is_empty())] += 1;
        }
    }
    assert!(verdicts[0] > 100 && verdicts[1] > 100, "{verdicts:?}");
}

#[test]
fn the_samples_and_huge_counts_in_the_last_bottle() {
    let mut workspace = Workspace::new();
    let mut oracle = Oracle::new();
    for beans in [
        vec![1, 0, 1, 5000],
        vec![0, 0, 1],
        vec![1, 1, 0, u64::MAX],
        vec![2, 1, 1, 40, u64::MAX - 1],
        vec![u64::MAX],
    ] {
        assert_eq!(
            fast_answer(&mut workspace, &beans),
            brute_answer(&mut oracle, &beans),
            "{beans:?}"
        );
    }
}

#[test]
fn bottle_values_are_the_values_of_single_beans() {
    // One bean d bottles from the end, alone in a row of n bottles: its Grundy value, by
    // exhaustive search over explicit positions, is the table's sg(d), whatever n is.
    let mut workspace = Workspace::new();
    for n in 1..=8 {
        let mut solver = ValueSolver::new(SplitGame);
        let values = workspace.bottle_values(n);
        for bottle in (0..n).filter(|&bottle| n - 1 - bottle <= 6) {
            let mut beans = vec![0u64; n];
            beans[bottle] = 1;
            let position = Beans::new(&beans).expect("within reach");
            assert_eq!(
                solver.value(&position),
                Nimber(u64::from(values[bottle])),
                "one bean in bottle {bottle} of {n}"
            );
        }
    }
    // The spec's first values, d = 0..6, straight from the engine.
    let spec = [0u64, 1, 2, 4, 7, 8, 11];
    let mut solver = ValueSolver::new(SplitGame);
    for (distance, &expected) in spec.iter().enumerate() {
        let mut beans = vec![0u64; distance + 1];
        beans[0] = 1;
        let position = Beans::new(&beans).expect("within reach");
        assert_eq!(solver.value(&position), Nimber(expected), "d = {distance}");
    }
}

#[test]
fn two_beans_are_worth_the_xor_of_their_values() {
    // The theory's first step: beans never interact. Checked on explicit positions of two beans.
    let n = 6;
    let mut workspace = Workspace::new();
    let values = workspace.bottle_values(n);
    let mut solver = ValueSolver::new(SplitGame);
    for first in 0..n {
        for second in first..n {
            let mut beans = vec![0u64; n];
            beans[first] += 1;
            beans[second] += 1;
            let position = Beans::new(&beans).expect("within reach");
            assert_eq!(
                solver.value(&position),
                Nimber(u64::from(values[first] ^ values[second])),
                "beans in bottles {first} and {second}"
            );
        }
    }
}

#[test]
fn explained_moves_are_winning_moves_for_the_oracle() {
    // Through the whole solve path: every move the JSON report lists leads to a position the
    // oracle's plain win/lose search says is lost for the opponent, and the list is complete.
    let mut random = Random::from_seed(11);
    let mut workspace = Workspace::new();
    let configurations: Vec<Vec<u64>> = (0..60)
        .map(|case| {
            let family = CHECK_FAMILIES[case % CHECK_FAMILIES.len()];
            family.generate_small(2 + case % 9, CHECK_LENGTH, &mut random, &mut workspace)
        })
        .collect();
    let input = input_file(&configurations);
    let options = SolveOptions {
        report: Report::Json,
        all: true,
        ..SolveOptions::default()
    };
    let mut out = Vec::new();
    crate::game::driver::solve::<crate::games::split_game::SplitGame>(
        input.as_bytes(),
        &options,
        &mut out,
    )
    .expect("a valid input");
    let text = String::from_utf8(out).expect("UTF-8");
    let mut solver = OutcomeSolver::new(SplitGame, Play::Normal);
    let mut listed_in_all = 0;
    for (line, beans) in text.lines().zip(&configurations) {
        let object: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let start = Beans::new(beans).expect("within reach");
        let listed: Vec<Move> = object["winning_moves"]
            .as_array()
            .expect("a list")
            .iter()
            .map(|triple| {
                let at = |index: usize| triple[index].as_u64().expect("an index") as usize;
                (at(0), at(1), at(2))
            })
            .collect();
        for &triple in &listed {
            assert!(
                start.legal_moves().contains(&triple),
                "{triple:?} on {beans:?}"
            );
            assert!(
                !solver.wins(&start.after(triple)),
                "{triple:?} on {beans:?}"
            );
        }
        let oracle_count = start
            .legal_moves()
            .into_iter()
            .filter(|&triple| !solver.wins(&start.after(triple)))
            .count();
        assert_eq!(listed.len(), oracle_count, "{beans:?}");
        assert_eq!(object["winning_moves_count"], oracle_count as u64);
        assert_eq!(object["winning_moves_complete"], true);
        listed_in_all += listed.len();
    }
    assert_eq!(text.lines().count(), configurations.len());
    assert!(listed_in_all > 50, "{listed_in_all} moves checked");
}
