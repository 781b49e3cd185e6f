//! `grundy play`: matches driven through standard input with scripted moves, their transcripts
//! and endings, and the refusals (a counting game, a test too large, a test that is not there).

use crate::common::{grundy, json_lines, play, text, transcript};

/// Asserts that `grundy play` with `arguments` and the game file `input` is refused: exit status
/// 2, nothing on stdout, one line on stderr containing `phrase`.
fn assert_refused(name: &str, input: &str, arguments: &[&str], phrase: &str) {
    let output = play(name, input, arguments, "");
    let message = text(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{arguments:?}: {message}");
    assert!(output.stdout.is_empty(), "{}", text(&output.stdout));
    assert_eq!(message.lines().count(), 1, "{message}");
    assert!(
        message.starts_with("error: ") && message.contains(phrase),
        "{message}"
    );
}

#[test]
fn a_whole_game_of_nim_reads_as_a_transcript() {
    let got = transcript(
        "nim-1-2-3",
        "1\n3\n1 2 3\n",
        &["nim"],
        "heap 3 to 2\nheap 9 to 0\nhint\nundo\nheap   2 to 0\nheap 3 to 0\n",
    );
    let expected = "\
nim, test 1: you move first. Type a move as listed, or help.

Position: heaps 1 2 3
  heap 1 |#  | 1
  heap 2 |## | 2
  heap 3 |###| 3
Your move. You lose with best play.
Moves: heap 1 to 0, heap 2 to 1, heap 2 to 0, heap 3 to 2, heap 3 to 1, heap 3 to 0
> You play heap 3 to 2.
The engine plays heap 1 to 0 (it wins with best play, and plays the quickest win).

Position: heaps 0 2 2
  heap 1 |  | 0
  heap 2 |##| 2
  heap 3 |##| 2
Your move. You lose with best play.
Moves: heap 2 to 1, heap 2 to 0, heap 3 to 1, heap 3 to 0
> 'heap 9 to 0' is not a legal move; the legal moves are: heap 2 to 1, heap 2 to 0, heap 3 to 1, heap 3 to 0 (help lists the commands)
> No move wins: every move loses against best play.
> Took back your last move and the engine's answer.

Position: heaps 1 2 3
  heap 1 |#  | 1
  heap 2 |## | 2
  heap 3 |###| 3
Your move. You lose with best play.
Moves: heap 1 to 0, heap 2 to 1, heap 2 to 0, heap 3 to 2, heap 3 to 1, heap 3 to 0
> You play heap 2 to 0.
The engine plays heap 3 to 1 (it wins with best play, and plays the quickest win).

Position: heaps 1 0 1
  heap 1 |#| 1
  heap 2 | | 0
  heap 3 |#| 1
Your move. You lose with best play.
Moves: heap 1 to 0, heap 3 to 0
> You play heap 3 to 0.
The engine plays heap 1 to 0 (it wins with best play, and plays the quickest win).

Position: heaps 0 0 0
  heap 1 | | 0
  heap 2 | | 0
  heap 3 | | 0
Game over: you have no move left (the player who cannot move loses). The engine wins.
";
    assert_eq!(got, expected);
}

#[test]
fn the_person_wins_by_following_the_hints_and_hints_can_be_hidden() {
    // Path marking on the path 1-2-3-4, the person first: three edges get marked whatever
    // the order, so every first move wins.
    let tree = "1\n4\n1 2\n2 3\n3 4\n";
    // Whichever end edge the engine marks, the person marks the other (typing both; the one
    // already marked is refused).
    let got = transcript("path-4", tree, &["path-marking"], "hint\n2 3\n1 2\n3 4\n");
    assert!(got.contains("Your move. You win with best play."), "{got}");
    assert!(got.contains("> Winning moves: 1 2, 2 3, 3 4\n"), "{got}");
    assert!(got.contains("> You play 2 3.\n"), "{got}");
    assert!(
        got.ends_with(
            "Game over: the engine has no move left (the player who cannot move \
             loses). You win.\n"
        ),
        "{got}"
    );
    let hidden = transcript("path-4", tree, &["path-marking", "--no-hints"], "2 3\n");
    assert!(!hidden.contains("with best play"), "{hidden}");
    assert!(hidden.contains("Your move.\n"), "{hidden}");
}

#[test]
fn the_engine_moves_first_and_wins_a_won_position() {
    // Misère Nim on 2 2 1 is won for the player to move; the engine holds it.
    let got = transcript(
        "misere-2-2-1",
        "1\n3\n2 2 1\n",
        &["misere-nim", "--first", "engine"],
        "",
    );
    assert!(
        got.starts_with("misere-nim, test 1: the engine moves first."),
        "{got}"
    );
    assert!(
        got.contains(
            "The engine plays heap 3 to 0 (it wins with best play, and plays the quickest win)."
        ),
        "{got}"
    );
    assert!(
        got.ends_with("End of input: the game stops unfinished.\n"),
        "{got}"
    );
}

#[test]
fn the_engine_beats_every_scripted_opponent_from_a_lost_start() {
    // Heaps 1 2 3, lost for the person moving first: whatever they type from the listed moves,
    // the engine wins. The person here always takes the first listed move.
    let mut moves = String::new();
    for _ in 0..6 {
        moves.push_str(
            "heap 1 to 0\nheap 2 to 1\nheap 2 to 0\nheap 3 to 2\nheap 3 to 1\nheap 3 to 0\n",
        );
    }
    let got = transcript("nim-1-2-3", "1\n3\n1 2 3\n", &["nim"], &moves);
    assert!(got.ends_with("The engine wins.\n"), "{got}");
}

#[test]
fn quitting_and_the_end_of_input_stop_cleanly() {
    let got = transcript("nim-1-2", "1\n2\n1 2\n", &["nim"], "quit\n");
    assert!(
        got.ends_with("> You quit; the game stops unfinished.\n"),
        "{got}"
    );
    let got = transcript("nim-1-2", "1\n2\n1 2\n", &["nim"], "heap 2 to 1\n");
    assert!(
        got.ends_with("End of input: the game stops unfinished.\n"),
        "{got}"
    );
}

#[test]
fn the_chosen_test_is_played_in_the_game_s_own_labels() {
    let got = transcript(
        "graph-hackenbush",
        "2\n2 1\n1 2\n3 3\n1 2\n2 3\n3 1\n",
        &["graph-hackenbush", "--test", "2"],
        "help\n2 3\n",
    );
    assert!(got.contains("Position: edges left: 1-2 2-3 3-1"), "{got}");
    assert!(
        got.contains("> Moves: 1 2, 2 3, 3 1\nType a move as listed"),
        "{got}"
    );
    assert!(got.contains("> You play 2 3.\n"), "{got}");
    let got = transcript(
        "array-game",
        "3\n2\n2\n1 2\n2\n2 3\n",
        &["array-game", "--test", "2"],
        "cell 2 k 1\n",
    );
    assert!(got.contains("Position: 3 cells, white: 2 3"), "{got}");
    assert!(got.contains("> You play cell 2 k 1.\n"), "{got}");
    // array-game's input is one board and its queries: the banner says which query is played.
    assert!(
        got.starts_with("array-game, query 2: you move first."),
        "{got}"
    );
}

#[test]
fn the_json_protocol_answers_every_command_with_one_line() {
    let output = play(
        "nim-json",
        "1\n3\n1 2 3\n",
        &["nim", "--json"],
        "heap 1 to 0\nbogus\nhint\nundo\nquit\n",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let lines = json_lines(&text(&output.stdout));
    assert_eq!(lines.len(), 6, "the start and one line per command");
    assert_eq!(lines[0]["position"], "heaps 1 2 3");
    assert_eq!(lines[0]["to_move"], "human");
    assert_eq!(lines[0]["verdict"], "second");
    assert_eq!(lines[0]["over"], false);
    assert_eq!(lines[0]["moves"].as_array().map(Vec::len), Some(6));
    assert_eq!(lines[1]["human_move"], "heap 1 to 0");
    assert_eq!(lines[1]["engine_move"], "heap 3 to 2");
    assert_eq!(lines[1]["engine_choice"], "quickest_win");
    assert_eq!(lines[1]["position"], "heaps 0 2 2");
    assert!(lines[2]["error"]
        .as_str()
        .is_some_and(|e| e.contains("bogus")));
    assert_eq!(lines[3]["winning_moves"], serde_json::json!([]));
    assert_eq!(lines[4]["undone"], 2);
    assert_eq!(lines[4]["position"], "heaps 1 2 3");
    assert_eq!(lines[5]["quit"], true);
    // `exit` stops as `quit` does, in JSON as in text.
    let output = play("nim-json-exit", "1\n2\n1 2\n", &["nim", "--json"], "exit\n");
    let lines = json_lines(&text(&output.stdout));
    assert_eq!(lines.len(), 2, "the start and the answer to exit");
    assert_eq!(lines[1]["quit"], true);
    let got = transcript("nim-exit", "1\n2\n1 2\n", &["nim"], "exit\n");
    assert!(
        got.ends_with("> You quit; the game stops unfinished.\n"),
        "{got}"
    );
}

#[test]
fn moves_show_and_help_answer_with_the_state_in_json() {
    let output = play(
        "nim-json-commands",
        "1\n2\n1 2\n",
        &["nim", "--json"],
        "moves\nshow\nhelp\n?\n",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let lines = json_lines(&text(&output.stdout));
    assert_eq!(lines.len(), 5, "the start and one line per command");
    for line in &lines[1..] {
        assert_eq!(line["position"], lines[0]["position"]);
        assert_eq!(line["moves"], lines[0]["moves"]);
        assert_eq!(line.get("error"), None, "{line}");
    }
    assert_eq!(lines[1].get("help"), None);
    assert_eq!(lines[2].get("help"), None);
    for line in &lines[3..] {
        let help = line["help"].as_str().expect("help in words");
        assert!(help.contains("hint (the winning moves)"), "{help}");
    }
    // In text, help lists the moves and the same commands.
    let got = transcript("nim-help", "1\n2\n1 2\n", &["nim"], "help\n");
    assert!(got.contains(lines[3]["help"].as_str().unwrap()), "{got}");
}

#[test]
fn value_gives_the_nim_value_in_text_and_json() {
    let got = transcript("nim-3-5", "1\n2\n3 5\n", &["nim"], "value\nhelp\n");
    assert!(
        got.contains("> Nim-value: 6 (not 0: the player to move wins with best play).\n"),
        "{got}"
    );
    assert!(got.contains("value (the nim-value)"), "{got}");
    let got = transcript("misere-1", "1\n1\n1\n", &["misere-nim"], "value\n");
    assert!(got.contains("> No nim-value: under misère play"), "{got}");
    let output = play("nim-3-5", "1\n2\n3 5\n", &["nim", "--json"], "value\n");
    let lines = json_lines(&text(&output.stdout));
    assert_eq!(lines[0].get("value"), None, "the value only when asked");
    assert_eq!(lines[1]["value"], 6);
}

#[test]
fn large_nim_is_played_by_its_theory_and_says_how_the_engine_chose() {
    let output = play(
        "nim-30",
        "1\n4\n30 30 30 31\n",
        &["nim", "--json", "--first", "engine"],
        "",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let first: serde_json::Value =
        serde_json::from_str(text(&output.stdout).trim()).expect("one JSON line");
    assert_eq!(first["engine_move"], "heap 4 to 30");
    assert_eq!(first["engine_choice"], "any_win");
    assert_eq!(first["verdict"], "second");
    let got = transcript(
        "nim-30",
        "1\n4\n30 30 30 31\n",
        &["nim", "--first", "engine"],
        "",
    );
    assert!(
        got.contains("The engine plays heap 4 to 30 (it wins with best play, and plays a winning move: too many positions to find the quickest)."),
        "{got}"
    );
}

#[test]
fn tree_coins_plays_from_a_chosen_root_and_only_tree_coins_takes_one() {
    let tree = "1\n3\n1 2\n2 3\n1 0 1\n";
    let got = transcript("coins-root", tree, &["tree-coins", "--root", "2"], "");
    assert!(
        got.contains("Position: coins on nodes 1..3: 1 0 1 (root 2)"),
        "{got}"
    );
    assert_refused(
        "coins-root",
        tree,
        &["tree-coins", "--root", "4"],
        "line 2 (test 1): there is no node 4 to root the tree at: its nodes are 1 to 3",
    );
    assert_refused(
        "nim-root",
        "1\n1\n1\n",
        &["nim", "--root", "1"],
        "nim has no root or start to choose: --root is for a game played on a rooted tree \
         (tree-coins), --start for a game whose start vertex may be chosen (graph-draw-game)",
    );
}

#[test]
fn a_finished_json_game_names_the_winner() {
    let output = play("nim-one", "1\n1\n1\n", &["nim", "--json"], "heap 1 to 0\n");
    let last = text(&output.stdout);
    let last: serde_json::Value =
        serde_json::from_str(last.lines().last().expect("a line")).expect("JSON");
    assert_eq!(last["over"], true);
    assert_eq!(last["winner"], "human");
}

#[test]
fn games_that_cannot_be_played_out_are_refused() {
    assert_refused(
        "moore-nim",
        "7 3 6\n1 2 3\n",
        &["moore-nim", "--position", "1 2"],
        "line 1: --position gives 2 heap sizes; the test counts choices of n = 7 heaps",
    );
    assert_refused(
        "moving-coins",
        "8 3\n",
        &["moving-coins", "--position", "1 2 9"],
        "--position: '9' is not a cell of 1..8",
    );
    assert_refused(
        "nim-query",
        "1\n1\n1\n",
        &["nim", "--query", "2"],
        "nim takes no --query: it chooses the query of a test (dag-game)",
    );
    assert_refused(
        "dag-game-query",
        "2\n1 1\n0\n1 0\n0\n",
        &["dag-game", "--query", "2"],
        "line 1 (test 1): there is no query 2: this test has 1 query",
    );
    assert_refused(
        "dag-game-cycle",
        "2\n1 1\n1 0\n1 0\n0\n",
        &["dag-game"],
        "the positions form a cycle through position 0 (0 -> 1 -> 0); only --loopy plays on \
         graphs with cycles",
    );
    assert_refused(
        "tree-coins-root-query",
        "1\n2\n1 2\n1 1\n",
        &["tree-coins", "--root", "2", "--query", "1"],
        "--root cannot be combined with --query",
    );
    let mut path = "1\n40\n".to_string();
    for node in 1..40 {
        path.push_str(&format!("{node} {}\n", node + 1));
    }
    assert_refused(
        "path-40",
        &path,
        &["path-marking"],
        "line 2 (test 1): trees of at most",
    );
    // The games played by their theory refuse above their own caps, not the oracle's.
    let edges = "1 2\n".repeat(1501);
    assert_refused(
        "graph-hackenbush-1501",
        &format!("1\n2 1501\n{edges}"),
        &["graph-hackenbush"],
        "line 2 (test 1): graphs of at most 1500 edges are played; this one has 1501",
    );
    assert_refused(
        "split-game-41",
        &format!("1\n41\n{}\n", vec!["1"; 41].join(" ")),
        &["split-game"],
        "rows of at most 40 bottles are played; this one has 41",
    );
    assert_refused(
        "nim-two-tests",
        "2\n1\n1\n1\n2\n",
        &["nim", "--test", "3"],
        "there is no test 3: the input has 2 tests",
    );
    assert_refused(
        "array-game-two-queries",
        "3\n2\n2\n1 2\n2\n2 3\n",
        &["array-game", "--test", "3"],
        "there is no query 3: the input has 2 queries",
    );
    assert_refused(
        "nim-two-tests",
        "2\n1\n1\n1\n2\n",
        &["nim", "--test", "0"],
        "tests are counted from 1",
    );
    assert_refused("nim-bad", "2\n1\n1\n1\nx\n", &["nim"], "test 2");
    let output = grundy(&["play", "nim", "-"], b"1\n1\n1\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("standard input carries the moves"));
}

#[test]
fn the_transcript_in_the_docs_is_what_the_binary_prints() {
    let page = include_str!("../../../../docs/play.md");
    let output = grundy(
        &[
            "play",
            "tree-hackenbush",
            "../../examples/tree-hackenbush.in",
        ],
        b"hint\n6 3\n2 4\n1 2\n",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let got = text(&output.stdout);
    assert!(got.ends_with("You win.\n"), "{got}");
    assert!(
        page.contains(&got),
        "the transcript of docs/play.md differs:\n{got}"
    );
}

#[test]
fn tree_tac_toe_ends_in_a_draw_with_no_winner() {
    // The path 1-2-3, all uncoloured: three moves fill it and nobody gets a line of three.
    let output = play(
        "ttt-path-3",
        "1\n3\n1 2\n2 3\nNNN\n",
        &["tree-tac-toe", "--json"],
        "hint\n2\n1\n3\nvalue\n",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let lines = json_lines(&text(&output.stdout));
    assert_eq!(lines[0]["verdict"], "draw");
    assert_eq!(lines[1]["winning_moves"], serde_json::json!([]));
    assert_eq!(
        lines[1]["drawing_moves"],
        serde_json::json!(["1", "2", "3"])
    );
    assert_eq!(lines[2]["engine_choice"], "hold_draw");
    let last = lines.last().expect("a line");
    assert_eq!(last["over"], true);
    assert_eq!(last.get("winner"), None);
    assert_eq!(last["value"], serde_json::Value::Null);
    let got = transcript(
        "ttt-path-3",
        "1\n3\n1 2\n2 3\nNNN\n",
        &["tree-tac-toe"],
        "2\n1\n3\n",
    );
    assert!(
        got.ends_with(
            "Game over: every vertex is painted and nobody has three in a row: a draw. Nobody wins.\n"
        ),
        "{got}"
    );
}

#[test]
fn dag_game_plays_a_chosen_query_and_with_loopy_a_draw() {
    let sample = include_str!("../../../../examples/dag-game.in");
    let got = transcript(
        "dag-sample",
        sample,
        &["dag-game", "--query", "2"],
        "hint\ntoken 1 from 0 to 2\n",
    );
    assert!(
        got.starts_with("dag-game, test 1, query 2: you move first.")
            && got.contains("Position: tokens 1..2 on positions 0 2\n")
            && got.contains("Winning moves: token 1 from 0 to 2\n")
            && got.contains("The engine plays token 1 from 2 to 3"),
        "{got}"
    );
    // Arcs 0 -> 1 -> 0 and 1 -> 2, a self-loop on 3: the tokens on 1 and 3 draw.
    let loopy = "5\n1 1\n2 0 2\n0\n1 3\n2 4 2\n1 0\n1 1\n2 1 3\n2 4 1\n2 4 0\n2 3 3\n3 0 1 2\n0\n";
    let output = play(
        "dag-loopy",
        loopy,
        &["dag-game", "--loopy", "--query", "3", "--json"],
        "hint\ntoken 2 from 3 to 3\n",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let lines = json_lines(&text(&output.stdout));
    assert_eq!(lines[0]["verdict"], "draw");
    assert_eq!(lines[1]["winning_moves"], serde_json::json!([]));
    assert_eq!(
        lines[1]["drawing_moves"],
        serde_json::json!([
            "token 1 from 1 to 0",
            "token 1 from 1 to 2",
            "token 2 from 3 to 3"
        ])
    );
    assert_eq!(lines[2]["engine_choice"], "hold_draw");
    assert_eq!(lines[2]["verdict"], "draw");
    // Query 5, {4, 0}, is won: the engine moves first and wins it.
    let output = play(
        "dag-loopy",
        loopy,
        &[
            "dag-game", "--loopy", "--query", "5", "--first", "engine", "--json",
        ],
        "",
    );
    let first: serde_json::Value =
        serde_json::from_str(text(&output.stdout).lines().next().expect("a line")).expect("JSON");
    assert_eq!(first["engine_choice"], "quickest_win");
    assert_eq!(first["verdict"], "second");
}

#[test]
fn the_counting_games_play_a_chosen_or_drawn_position() {
    let got = transcript(
        "moore-nim-sample",
        "4 3 1\n1 2 3\n",
        &["moore-nim", "--position", "1 2 3 2"],
        "value\nhint\n",
    );
    assert!(
        got.contains("Position: heaps 1 2 3 2 (a move lowers one heap)\n")
            && got.contains("Nim-value: 2 (not 0")
            && got.contains("Winning moves: heap 2 to 0, heap 3 to 1, heap 4 to 0\n"),
        "{got}"
    );
    let got = transcript(
        "moving-coins-sample",
        "8 4\n",
        &["moving-coins", "--position", "7 2 4 5"],
        "hint\ncoin 7 to 6\n",
    );
    assert!(
        got.contains("Position: coins on cells 2 4 5 7 of 8: .o.oo.o.\n")
            && got.contains("You play coin 7 to 6.")
            && got.contains("The engine plays"),
        "{got}"
    );
    // Without --position, a placement drawn from --seed: the same seed, the same placement.
    let drawn = |seed: &str| {
        let output = play(
            "moving-coins-drawn",
            "30 5\n",
            &["moving-coins", "--seed", seed, "--json"],
            "",
        );
        let first: serde_json::Value =
            serde_json::from_str(text(&output.stdout).lines().next().expect("a line"))
                .expect("JSON");
        first["position"].as_str().expect("a position").to_string()
    };
    assert_eq!(drawn("4"), drawn("4"));
    assert!(drawn("4").starts_with("coins on cells "), "{}", drawn("4"));
}
