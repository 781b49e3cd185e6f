//! Golden tests of the `grundy` binary on the heap games (nim, misere-nim, hunger-game): the specs' samples
//! byte for byte, the reports, the oracle and its limit, the generator, the checker, the extreme
//! sizes, and every kind of bad input the specs name, for both games from one table.

use crate::common::{assert_example_file, assert_rejected, assert_solves, grundy, text};

const NIM_SAMPLE: &str = include_str!("../../../../examples/nim.in");
const MISERE_SAMPLE: &str = include_str!("../../../../examples/misere-nim.in");

/// Each game with its sample, the sample's answer, and its two words (first wins, second wins).
const GAMES: [(&str, &str, &str, &str, &str); 2] = [
    ("nim", NIM_SAMPLE, "No\nYes\n", "Yes", "No"),
    (
        "misere-nim",
        MISERE_SAMPLE,
        "John\nBrother\n",
        "John",
        "Brother",
    ),
];

#[test]
fn samples_byte_for_byte_by_both_methods() {
    for (game, sample, answer, _, _) in GAMES {
        assert_solves(game, &["fast", "brute"], sample, answer);
        assert_example_file(game, answer);
    }
    // The misère sample as some copies print it, on one line.
    let output = grundy(&["solve", "misere-nim"], b"2 3 3 5 1 1 1");
    assert_eq!(text(&output.stdout), "John\nBrother\n");
}

#[test]
fn edge_sizes_zeros_and_64_bit_heaps() {
    let input =
        "4\n1\n0\n3\n0 0 0\n2\n18446744073709551615 18446744073709551615\n1\n18446744073709551615";
    let nim = grundy(&["solve", "nim"], input.as_bytes());
    assert_eq!(text(&nim.stdout), "No\nNo\nNo\nYes\n");
    // Misère: no move at all is a win; two equal big heaps lose; one big heap wins.
    let misere = grundy(&["solve", "misere-nim"], input.as_bytes());
    assert_eq!(text(&misere.stdout), "John\nJohn\nBrother\nJohn\n");
    // Closed boxes: a zero box or two equal boxes are dependent; one box alone is not.
    let hunger = grundy(&["solve", "hunger-game"], input.as_bytes());
    assert_eq!(text(&hunger.stdout), "First\nFirst\nFirst\nSecond\n");
}

#[test]
fn brute_force_agrees_on_generated_files_and_refuses_big_tests() {
    for (game, _, _, _, _) in GAMES {
        for family in families(game) {
            let generated = grundy(
                &[
                    "gen", game, "--family", family, "--n", "3", "--tests", "40", "--seed", "3",
                ],
                b"",
            );
            assert!(generated.status.success(), "{game} {family}");
            // Shrink the heaps so that the oracle can search them: keep the file's shape.
            let input: String = text(&generated.stdout)
                .lines()
                .enumerate()
                .map(|(index, line)| {
                    if index > 0 && index % 2 == 0 {
                        let small: Vec<String> = line
                            .split(' ')
                            .map(|heap| (heap.parse::<u64>().unwrap() % 9).to_string())
                            .collect();
                        small.join(" ") + "\n"
                    } else {
                        format!("{line}\n")
                    }
                })
                .collect();
            let fast = grundy(&["solve", game], input.as_bytes());
            let brute = grundy(&["solve", game, "--method", "brute"], input.as_bytes());
            assert!(brute.status.success(), "{game}: {}", text(&brute.stderr));
            assert_eq!(fast.stdout, brute.stdout, "{game} {family}");
            let fast = grundy(&["solve", game, "--json", "--all"], input.as_bytes());
            let brute = grundy(
                &["solve", game, "--json", "--all", "--method", "brute"],
                input.as_bytes(),
            );
            // The same verdicts; every move the fast method names is one the oracle finds, and
            // the oracle finds them all.
            for (fast, brute) in text(&fast.stdout).lines().zip(text(&brute.stdout).lines()) {
                let fast: serde_json::Value = serde_json::from_str(fast).unwrap();
                let brute: serde_json::Value = serde_json::from_str(brute).unwrap();
                assert_eq!(fast["method"], "fast");
                assert_eq!(brute["method"], "brute");
                for key in ["test", "answer", "verdict"] {
                    assert_eq!(fast[key], brute[key], "{game} {family} {key}");
                }
                assert_eq!(brute["winning_moves_complete"], true);
                let found = brute["winning_moves"].as_array().unwrap();
                for named in fast["winning_moves"].as_array().unwrap() {
                    assert!(found.contains(named), "{game} {family}: {named}");
                }
                if fast["winning_moves_complete"] == true {
                    assert_eq!(
                        fast["winning_moves"], brute["winning_moves"],
                        "{game} {family}"
                    );
                }
            }
        }
        let output = grundy(
            &["solve", game, "--method", "brute"],
            b"2\n1\n3\n4\n200 200 200 1\n",
        );
        assert_eq!(output.status.code(), Some(2), "{game}");
        let message = text(&output.stderr);
        assert!(
            message.starts_with(
                "error: line 4 (test 2): the brute-force oracle looks at most 100000000 moves \
                 per test; this test may take"
            ),
            "{message}"
        );
        assert!(message.contains("use --method fast"), "{message}");
        assert_eq!(text(&output.stdout).lines().count(), 1, "{game}");
        // Two heaps of 1000: about a million positions (within the old bound on positions) but
        // two thousand moves from each, minutes of search: refused at once.
        let output = grundy(&["solve", game, "--method", "brute"], b"1\n2\n1000 999\n");
        assert_eq!(output.status.code(), Some(2), "{game}");
        assert!(
            text(&output.stderr).contains("moves per test; this test may take 20"),
            "{game}: {}",
            text(&output.stderr)
        );
        assert!(output.stdout.is_empty(), "{game}");
    }
}

#[test]
fn brute_force_keeps_a_budget_for_the_whole_file() {
    // The three games share the file's budget (heaps::solve_tests); the hunger game's oracle
    // answers one box of 5000 stones at once (the second player wins), while its bound (5002 positions times 5002 moves,
    // about 2.5·10^7) passes the budget of 3·10^8 moves at test 12.
    let test = "1\n5000\n";
    let output = grundy(
        &["solve", "hunger-game", "--method", "brute"],
        format!("30\n{}", test.repeat(30)).as_bytes(),
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(text(&output.stdout), "Second\n".repeat(11));
    let message = text(&output.stderr);
    assert!(
        message.starts_with(
            "error: line 24 (test 12): the brute-force oracle looks at most 300000000 moves per \
             file; the tests up to this one may take 300240048 (use --method fast, or split the \
             file)"
        ),
        "{message}"
    );
    let output = grundy(
        &["solve", "hunger-game", "--method", "brute"],
        format!("11\n{}", test.repeat(11)).as_bytes(),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "Second\n".repeat(11));
}

#[test]
fn explain_and_json_carry_what_the_specs_ask() {
    let output = grundy(&["solve", "nim", "--explain"], b"2\n4\n3 5 6 1\n2\n7 7\n");
    let report = text(&output.stdout);
    for fact in [
        "test 1: 4 heaps, nim-sum 1 (binary 1): the first player wins (Yes)",
        "3 winning moves; the first: take 1 from heap 1 (1-based), leaving 2",
        "test 2: 2 heaps, nim-sum 0 (binary 0): the second player wins (No)",
        "every move loses",
    ] {
        assert!(report.contains(fact), "{fact:?} missing from:\n{report}");
    }
    let all = text(&grundy(&["solve", "nim", "--explain", "--all"], b"1\n4\n3 5 6 1\n").stdout);
    assert!(all.contains("also: take 1 from heap 2, leaving 4"), "{all}");
    assert!(all.contains("also: take 1 from heap 4, leaving 0"), "{all}");

    let output = grundy(
        &["solve", "nim", "--json"],
        b"1\n12\n1 1 1 1 1 1 1 1 1 1 1 1\n",
    );
    let json: serde_json::Value = serde_json::from_str(text(&output.stdout).trim()).unwrap();
    assert_eq!(json["answer"], "No");
    assert_eq!(json["nim_sum"], 0);
    assert_eq!(json["winning_moves"], serde_json::json!([]));
    let output = grundy(
        &["solve", "nim", "--json"],
        b"1\n11\n1 1 1 1 1 1 1 1 1 1 1\n",
    );
    let json: serde_json::Value = serde_json::from_str(text(&output.stdout).trim()).unwrap();
    assert_eq!(json["winning_moves"].as_array().unwrap().len(), 10);
    assert_eq!(json["winning_moves_count"], 11);
    assert_eq!(json["winning_moves_complete"], true);

    let output = grundy(
        &["solve", "misere-nim", "--explain"],
        b"3\n3\n1 1 0\n2\n1 9\n2\n6 6\n",
    );
    let report = text(&output.stdout);
    for fact in [
        "test 1: nim-sum 0, 2 heaps of 1, 0 heaps of 2 or more; every heap is at most 1",
        "the first player (John) wins; solved by the fast solver\n  a winning move: take 1 from heap 1 (1-based), leaving 0",
        "test 2: nim-sum 8, 1 heap of 1, 1 heap of 2 or more; exactly one heap is 2 or more",
        "take 9 from heap 2 (1-based), leaving 0",
        "test 3: nim-sum 0, 0 heaps of 1, 2 heaps of 2 or more",
        "the second player (Brother) wins; solved by the fast solver\n  every move loses",
    ] {
        assert!(report.contains(fact), "{fact:?} missing from:\n{report}");
    }
    let output = grundy(&["solve", "misere-nim", "--json"], MISERE_SAMPLE.as_bytes());
    let lines: Vec<serde_json::Value> = text(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(
        lines[0]["winning_moves"],
        serde_json::json!([{"heap": 2, "new_size": 2}])
    );
    assert_eq!(lines[1]["winning_moves"], serde_json::json!([]));
    for key in ["answer", "nim_sum", "ones", "big_heaps", "winning_moves"] {
        assert!(lines[1].get(key).is_some(), "{key}");
    }
}

#[test]
fn hunger_game_explains_the_set_to_open() {
    let input = b"3\n4\n5 9 12 3\n3\n1 2 4\n12\n1 1 1 1 1 1 1 1 1 1 1 1\n";
    let output = grundy(&["solve", "hunger-game", "--explain"], input);
    let report = text(&output.stdout);
    for fact in [
        "test 1: 4 boxes, rank 3 over GF(2): the first player wins (First)",
        "  open 3 boxes: 1 (5), 2 (9), 3 (12)",
        "their XOR is 0, and the 1 box left closed is independent (rank 1)",
        "test 2: 3 boxes, rank 3 over GF(2): the second player wins (Second)",
        "the values are linearly independent",
        "open 12 boxes: 1 (1), 2 (1), 3 (1), 4 (1), 5 (1), 6 (1), 7 (1), 8 (1), 9 (1), 10 (1) and 2 more (--all lists them)",
        "their XOR is 0 and no box is left closed",
    ] {
        assert!(report.contains(fact), "{fact:?} missing from:\n{report}");
    }
    let output = grundy(&["solve", "hunger-game", "--json"], input);
    let lines: Vec<serde_json::Value> = text(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines[0]["open"], serde_json::json!([1, 2, 3]));
    assert_eq!(lines[0]["rank"], 3);
    assert_eq!(lines[1]["open"], serde_json::Value::Null);
    assert_eq!(lines[2]["open"].as_array().unwrap().len(), 12);
    // The oracle lists every winning set, by bit mask, and no set of the basis.
    let brute = grundy(
        &["solve", "hunger-game", "--json", "--method", "brute"],
        b"1\n3\n2 2 7\n",
    );
    let json: serde_json::Value = serde_json::from_str(text(&brute.stdout).trim()).unwrap();
    assert!(json.get("open").is_none(), "{json}");
    assert_eq!(
        json["winning_moves"][0],
        serde_json::json!({"open": [1, 2]})
    );
    assert_eq!(json["winning_moves_complete"], true);
    let independent = grundy(
        &["gen", "hunger-game", "--family", "independent", "--n", "64"],
        b"",
    );
    assert_eq!(independent.status.code(), Some(2));
    assert!(text(&independent.stderr).contains("needs --n at most 63"));
}

fn families(game: &str) -> Vec<&'static str> {
    match game {
        "nim" => vec!["random", "contest", "second-wins", "huge", "powers-of-two"],
        "hunger-game" => vec![
            "random",
            "independent",
            "one-dependent",
            "small",
            "duplicates",
            "zero-box",
        ],
        _ => vec!["contest", "ones", "one-big", "second-wins", "huge"],
    }
}

#[test]
fn generator_is_reproducible_valid_and_pinned() {
    for (game, _, _, first_wins, second_wins) in GAMES {
        for family in families(game) {
            let arguments = [
                "gen", game, "--family", family, "--n", "7", "--tests", "50", "--seed", "12",
            ];
            let first = grundy(&arguments, b"");
            assert!(
                first.status.success(),
                "{game} {family}: {}",
                text(&first.stderr)
            );
            assert_eq!(first.stdout, grundy(&arguments, b"").stdout);
            let solved = grundy(&["solve", game], &first.stdout);
            assert!(
                solved.status.success(),
                "{game} {family}: {}",
                text(&solved.stderr)
            );
            let answers = text(&solved.stdout);
            assert_eq!(answers.lines().count(), 50);
            assert!(answers
                .lines()
                .all(|line| line == first_wins || line == second_wins));
            if family == "second-wins" || family == "independent" {
                assert!(answers.lines().all(|line| line == second_wins), "{game}");
            }
        }
        let unknown = grundy(&["gen", game, "--family", "nope", "--n", "3"], b"");
        assert_eq!(unknown.status.code(), Some(2));
        assert!(text(&unknown.stderr).contains("the families are:"));
        let too_many = grundy(
            &[
                "gen", game, "--family", "huge", "--n", "100000", "--tests", "10000",
            ],
            b"",
        );
        assert_eq!(too_many.status.code(), Some(2));
        assert!(too_many.stdout.is_empty());
    }
    let pinned = grundy(
        &[
            "gen", "nim", "--family", "random", "--n", "3", "--tests", "2", "--seed", "5",
        ],
        b"",
    );
    assert_eq!(text(&pinned.stdout), "2\n3\n63 23 16\n3\n21 59 30\n");
}

#[test]
fn the_checker_finds_no_disagreement() {
    for (game, _, _, _, _) in GAMES {
        let random = grundy(&["check", game, "--cases", "400", "--seed", "4"], b"");
        assert!(random.status.success(), "{game}: {}", text(&random.stderr));
        assert!(text(&random.stdout).contains("checked 400 cases, 0 disagreements"));
        let all = grundy(&["check", game, "--exhaustive", "4"], b"");
        assert!(all.status.success(), "{game}: {}", text(&all.stderr));
        // Multisets of 1 to 4 heaps of sizes 0..=7; for hunger-game, of 1 to 3 boxes up to 9
        // and 4 boxes up to 7.
        let cases = if game == "hunger-game" { 615 } else { 494 };
        assert!(
            text(&all.stdout).contains(&format!("checked {cases} cases, 0 disagreements")),
            "{}",
            text(&all.stdout)
        );
    }
}

#[test]
fn a_million_heaps_in_one_test() {
    let mut input = String::from("1\n1000000\n");
    for heap in 0..1_000_000u64 {
        input.push_str(&(heap * 7919 % 1_000_003).to_string());
        input.push(' ');
    }
    for (game, _, _, _, _) in GAMES {
        let output = grundy(&["solve", game], input.as_bytes());
        assert!(output.status.success(), "{game}: {}", text(&output.stderr));
        assert_eq!(text(&output.stdout).lines().count(), 1);
    }
}

#[test]
fn bad_input_is_rejected_naming_the_test_and_line() {
    for (game, _, _, first_wins, _) in GAMES {
        let args = ["solve", game];
        let earlier = format!("{first_wins}\n");
        assert_rejected(
            &args,
            "",
            "line 1:",
            "the input ends where the number of tests T was expected",
            Some(""),
        );
        assert_rejected(
            &args,
            "0\n",
            "line 1:",
            "the number of tests T 0 is out of range",
            Some(""),
        );
        assert_rejected(
            &args,
            "1\n0\n",
            "line 2 (test 1):",
            "the number of",
            Some(""),
        );
        assert_rejected(
            &args,
            "2\n1\n5\n3\n1 2",
            "line 5 (test 2):",
            "the input ends where a",
            Some(&earlier),
        );
        assert_rejected(
            &args,
            "1\n2\n1 x\n",
            "line 3 (test 1):",
            "found 'x'",
            Some(""),
        );
        assert_rejected(
            &args,
            "1\n2\n1 -3\n",
            "line 3 (test 1):",
            "negative numbers are not allowed",
            Some(""),
        );
        assert_rejected(
            &args,
            "1\n1\n18446744073709551616\n",
            "line 3 (test 1):",
            "does not fit in 64 bits",
            Some(""),
        );
        assert_rejected(
            &args,
            "1\n1\n5\n\n7\n",
            "line 5 (test 1):",
            "unexpected token '7' after the last test",
            None,
        );
        assert_rejected(
            &args,
            "1\n1\n5 6\n",
            "line 3 (test 1):",
            "unexpected token '6' after the last test",
            None,
        );
    }
}
