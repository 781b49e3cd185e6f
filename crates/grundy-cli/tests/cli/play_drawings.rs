//! `grundy play` draws a small position as text under its line, game by game (the drawing of
//! each example, exactly), and a large one only as its line.

use crate::common::transcript;

/// The position's line and its drawing at the start of `grundy play <game>` on the game's example.
fn drawn_example(game: &str) -> String {
    let input = std::fs::read_to_string(format!("../../examples/{game}.in")).expect("an example");
    let got = transcript(&format!("drawn-{game}"), &input, &[game], "");
    let start = got.find("Position: ").expect("a position");
    let end = got.find("Your move.").expect("a turn");
    got[start..end].to_string()
}

#[test]
fn every_kind_of_game_draws_its_example() {
    let expected: &[(&str, &str)] = &[
        (
            "nim",
            r#"Position: heaps 1 1
  heap 1 |#| 1
  heap 2 |#| 1
"#,
        ),
        (
            "misere-nim",
            r#"Position: heaps 3 5 1
  heap 1 |###  | 3
  heap 2 |#####| 5
  heap 3 |#    | 1
"#,
        ),
        (
            "moore-nim",
            r#"Position: heaps 3 2 1 1 1 1 1 (a move lowers 1 to 6 heaps)
  heap 1 |###| 3
  heap 2 |## | 2
  heap 3 |#  | 1
  heap 4 |#  | 1
  heap 5 |#  | 1
  heap 6 |#  | 1
  heap 7 |#  | 1
"#,
        ),
        (
            "hunger-game",
            r#"Position: boxes: closed 3, closed 5, closed 6
  box 1 |###   | 3 closed
  box 2 |##### | 5 closed
  box 3 |######| 6 closed
"#,
        ),
        (
            "tree-hackenbush",
            r#"Position: edges left: 1-2 2-4 5-1 6-3 3-2
  1 (ground)
  |-- 2
  |   |-- 4
  |   `-- 3
  |       `-- 6
  `-- 5
"#,
        ),
        (
            "graph-hackenbush",
            r#"Position: edges left: 1-2 2-3 3-1
  1 (ground)
  |-- 2
  `-- 3 (also to 2)
"#,
        ),
        (
            "christmas-game",
            r#"Position: edges left: drawing 1: 1-2; drawing 2: 1-2 2-3 2-4 3-4
  drawing 1:
    1 (ground)
    `-- 2
  drawing 2:
    1 (ground)
    `-- 2
        |-- 3
        `-- 4 (also to 3)
"#,
        ),
        (
            "path-marking",
            r#"Position: marked: none
  1
  `-- 2
      |-- 3
      |   `-- 4
      `-- 5
          |-- 9
          |   |-- 8
          |   `-- 7
          `-- 6
"#,
        ),
        (
            "tree-coins",
            r#"Position: coins on nodes 1..3: 1 0 1 (root 1)
  1: 1 coin
  `-- 2
      `-- 3: 1 coin
"#,
        ),
        (
            "tree-tac-toe",
            r#"Position: white: 4; black: none; uncoloured: 1 2 3 (White to move)
  1
  |-- 2
  |-- 3
  `-- 4 W
"#,
        ),
        (
            "split-game",
            r#"Position: beans 1 0 1 5000
  bottle | 0 | 1 | 2 |    3
         | 1 | 0 | 1 | 5000
"#,
        ),
        (
            "array-game",
            r#"Position: 3 cells, white: 1 2
  cell | 1 | 2 | 3
       | W | W | .
"#,
        ),
        (
            "prefix-free",
            r#"Position: set: 00 01
  (the empty string)
  `-- 0
      |-- 00 (in the set)
      `-- 01 (in the set)
"#,
        ),
        (
            "dag-game",
            r#"Position: tokens 1..1 on positions 0
  0 (token 1) -> 1 2
  1           -> -
  2           -> 3
  3           -> -
"#,
        ),
        (
            "graph-draw-game",
            r#"Position: token on vertex 1, Gennady to move
  1 (token) -> 2
  2         -> 3
  3         -> 1
  4         -> 1 5
  5         -> -
  6         -> 4 5
  7         -> 5 7
  8         -> 1 6
"#,
        ),
        (
            "graph-score-game",
            r#"Position: piece on vertex 1 (number 1), Alice (wants it large) to move
  1 (number 1, piece) -> 2
  2 (number 5)        -> 3
  3 (number 3)        -> -
"#,
        ),
        (
            "pebble-game",
            r#"Position: no pebble placed yet; Alice to put hers on a vertex of 0 to 1
  0 -> 2
  1 -> 1 2 4
  2 -> 1 2 4
  3 -> 1
  4 -> -
"#,
        ),
    ];
    for &(game, drawing) in expected {
        assert_eq!(drawn_example(game), drawing, "{game}");
    }
}

/// The start of `grundy play <game>` on `input`: its position line is followed by the turn, no
/// drawing.
fn assert_one_line(game: &str, input: &str) {
    let got = transcript(&format!("undrawn-{game}"), input, &[game], "");
    let start = got.find("Position: ").expect("a position");
    let after = &got[start..];
    let second = after.lines().nth(1).expect("a turn");
    assert!(second.starts_with("Your move."), "{game}: {got}");
}

#[test]
fn positions_beyond_forty_are_one_line() {
    let heaps = vec!["1"; 41].join(" ");
    assert_one_line("nim", &format!("1\n41\n{heaps}\n"));
    let path: String = (1..42).map(|v| format!("{v} {}\n", v + 1)).collect();
    assert_one_line("tree-hackenbush", &format!("42\n{path}"));
    let arcs: String = (1..41).map(|v| format!("1 {v}\n")).collect();
    assert_one_line("dag-game", &format!("41\n{arcs}0\n1 0\n0\n"));
    assert_one_line("array-game", "41\n1\n1\n1\n");
}

#[test]
fn show_draws_the_position_again() {
    let got = transcript("drawn-show", "1\n2\n1 2\n", &["nim"], "show\n");
    assert!(
        got.contains("> Position: heaps 1 2\n  heap 1 |# | 1\n  heap 2 |##| 2\n"),
        "{got}"
    );
}
