//! `grundy play` for the games that may go on forever (graph-draw-game, graph-score-game,
//! pebble-game): transcripts that end by a stuck player, by a declaration and by a position that
//! comes back, the `--json` keys these games add, and `--start`.

use serde_json::Value;

use crate::common::{json_lines, play, text, transcript};

const DRAW_SAMPLE: &str = "6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n";

#[test]
fn graph_draw_game_ends_stuck_or_endless() {
    // Gennady (the person) from vertex 1: to 4; Georgiy goes to 5, not back to 1, and is stuck
    // on 6 after the person's move.
    let got = transcript(
        "draw-1",
        DRAW_SAMPLE,
        &["graph-draw-game"],
        "hint\nvalue\n4\n6\n",
    );
    let expected = "\
graph-draw-game, test 1: you move first. Type a move as listed, or help.

Position: token on vertex 1, Gennady to move
  1 (token) -> 2 4
  2         -> 1 3
  3         -> -
  4         -> 1 5
  5         -> 6
  6         -> -
Your move. You win with best play.
Moves: 2, 4
> Winning moves: 4
> No nim-value: graph-draw-game may go on forever and its players rank endless play differently (Gennady best, Georgiy worst), so a position has an outcome (W, L or D), not a nim-value.
> You play 4.
The engine plays 5 (it loses with best play, and forces the end, which it prefers to endless play).

Position: token on vertex 5, Gennady to move
  1         -> 2 4
  2         -> 1 3
  3         -> -
  4         -> 1 5
  5 (token) -> 6
  6         -> -
Your move. You win with best play.
Moves: 6
> You play 6.

Position: token on vertex 6, Georgiy to move
  1         -> 2 4
  2         -> 1 3
  3         -> -
  4         -> 1 5
  5         -> 6
  6 (token) -> -
Game over: Georgiy is stuck on vertex 6 (no arc leaves it). You win.
";
    assert_eq!(got, expected);
    // The engine as Gennady from vertex 2 holds endless play: it goes to 1, the person as Georgiy
    // back to 2, and the position comes back.
    let got = transcript(
        "draw-2",
        DRAW_SAMPLE,
        &[
            "graph-draw-game",
            "--start",
            "2",
            "--first",
            "engine",
            "--json",
        ],
        "2\n",
    );
    let lines = json_lines(&got);
    assert_eq!(lines[0]["engine_move"], "1");
    assert_eq!(lines[0]["engine_choice"], "hold_draw");
    assert_eq!(lines[0]["verdict"], "draw");
    let last = lines.last().unwrap();
    assert_eq!(last["over"], true);
    assert!(last.get("winner").is_none(), "{last}");
    assert_eq!(
        last["ending"],
        "the position (token on vertex 2, Gennady to move) comes back after 2 moves: endless \
         play, which Gennady likes best and Georgiy least"
    );
    // A start that is not a vertex, and --start for a game without one, are refused.
    for (arguments, input, phrase) in [
        (
            vec!["graph-draw-game", "--start", "7"],
            DRAW_SAMPLE,
            "there is no vertex 7 to start from",
        ),
        (
            vec!["pebble-game", "--start", "1"],
            "4 4 2\n0 1\n1 2\n2 3\n3 0\n",
            "pebble-game has no root or start to choose",
        ),
    ] {
        let output = play("bad-start", input, &arguments, "");
        assert_eq!(output.status.code(), Some(2));
        assert!(
            text(&output.stderr).contains(phrase),
            "{}",
            text(&output.stderr)
        );
    }
}

#[test]
fn graph_score_game_shows_the_score_and_par() {
    // The fourth sample: Alice (the person) strays to 2, Bob moves on to 3 (number 5), and she
    // declares there, below par.
    let input = "4 3\n0 1000000000 5 1000000000\n1 2\n2 3\n1 4\n";
    let got = transcript(
        "score-4",
        input,
        &["graph-score-game"],
        "hint\n2\nundo\n4\n",
    );
    assert!(
        got.contains("Your move. With best play the score is 1000000000 (par 1000000000).\n"),
        "{got}"
    );
    assert!(
        got.contains("> Moves that keep the score 1000000000 against best play: 4\n"),
        "{got}"
    );
    assert!(
        got.contains("The engine plays 3 (it keeps the best score it can force).\n"),
        "{got}"
    );
    assert!(
        got.contains("> Took back your last move and the engine's answer.\n"),
        "{got}"
    );
    assert!(
        got.ends_with(
            "Game over: Bob declares the end on vertex 4: the score is 1000000000 (par \
             1000000000). Nobody wins.\n"
        ),
        "{got}"
    );
    // The JSON lines carry the score and par.
    let got = transcript(
        "score-4",
        input,
        &["graph-score-game", "--json"],
        "2\ndeclare\n",
    );
    let lines = json_lines(&got);
    assert_eq!(lines[0]["score"], 1_000_000_000u64);
    assert_eq!(lines[0]["par"], 1_000_000_000u64);
    assert_eq!(lines[0]["verdict"], "draw");
    let last = lines.last().unwrap();
    assert_eq!(
        (last["score"].clone(), last["winner"].clone()),
        (Value::from(5), Value::from("engine"))
    );
}

#[test]
fn pebble_game_calls_a_repeated_position_by_its_cycle() {
    // The second sample: Bob (the engine) takes the middle vertex 2 and keeps it with the loop.
    let input = "5 13 2\n0 1\n1 0\n1 2\n2 1\n2 3\n3 2\n3 4\n4 3\n0 0\n1 1\n2 2\n3 3\n4 4\n";
    let got = transcript(
        "pebble-2",
        input,
        &["pebble-game", "--json"],
        "1\nhint\n1\n",
    );
    let lines = json_lines(&got);
    assert_eq!(lines[0]["moves"], serde_json::json!(["0", "1"]));
    assert_eq!(lines[1]["engine_move"], "2");
    assert_eq!(lines[1]["engine_choice"], "force_win");
    assert_eq!(lines[2]["winning_moves"], serde_json::json!([]));
    let last = lines.last().unwrap();
    assert_eq!(last["over"], true);
    assert_eq!(last["winner"], "engine");
    assert!(
        last["ending"]
            .as_str()
            .unwrap()
            .contains("Bob's lead grows by 2 rounds in it: repeated, it reaches 10^100"),
        "{last}"
    );
}
