//! zigzag's picture. Its contest is a dialogue, but a test is one game: the matrix of weights,
//! which is all a position of it holds before Alice moves (the token, the visited nodes and the
//! last weight come with the dialogue). So the picture shows the matrix four times, once for each
//! case of Alice's choice (her direction, the side of her start node), with the edges of Bob's
//! stable matching for that case filled: the moves `grundy play zigzag` answers with, `x -> M(x)`
//! (the same matchings as `grundy solve zigzag --explain` lists).

use crate::draw::colour::{WHITE, WIN};
use crate::draw::picture::{Body, Cell, Panel, Picture, Row, Swatch};
use crate::draw::{check_size, Drawable};
use crate::game::Refusal;

use super::matching::{Matching, CASES};
use super::matrix::Matrix;
use super::walk::Direction;
use super::Zigzag;

/// The heading of a case's panel: who increases, where Alice starts, how Bob answers.
fn heading(alice: Direction, start_left: bool, n: usize) -> String {
    let (alice_word, bob_word) = match alice {
        Direction::Increasing => ("increasing", "decreasing"),
        Direction::Decreasing => ("decreasing", "increasing"),
    };
    let (side, nodes) = if start_left {
        ("left", format!("1..{n}"))
    } else {
        ("right", format!("{}..{}", n + 1, 2 * n))
    };
    format!(
        "{} {side}: Alice {alice_word}, starting on the {side} ({nodes}); Bob {bob_word} moves \
         x -> M(x) along the filled edges",
        alice.letter()
    )
}

/// The matrix with the edges of `matching` filled: a row per left node, a cell per right node.
fn matrix_rows(matrix: &Matrix, matching: &Matching) -> Vec<Row> {
    let n = matrix.n();
    (0..n)
        .map(|left| Row {
            label: format!("node {}", left + 1),
            first: (left == 0).then_some(n + 1),
            cells: (0..n)
                .map(|right| {
                    let matched = matching.partner(left) == n + right;
                    Cell {
                        text: matrix.weight(left, n + right).to_string(),
                        note: None,
                        fill: if matched { WIN } else { WHITE },
                        ring: None,
                        play: None,
                    }
                })
                .collect(),
        })
        .collect()
}

impl Drawable for Zigzag {
    fn picture((): &(), matrix: &Matrix) -> Result<Picture, Refusal> {
        let n = matrix.n();
        check_size(n * n, "weights")?;
        let panels = CASES
            .iter()
            .map(|&(alice, start_left)| Panel {
                heading: heading(alice, start_left, n),
                body: Body::Rows(matrix_rows(
                    matrix,
                    &Matching::stable(matrix, alice, start_left),
                )),
            })
            .collect();
        Ok(Picture::new(
            format!("zigzag: n = {n}; Bob, the second player, wins every direction and start (B)"),
            Body::Stack(panels),
        )
        .caption(format!(
            "Row i, column j: the weight of the edge between left node i and right node j (the \
             columns are the right nodes {}..{}).",
            n + 1,
            2 * n
        ))
        .caption(
            "Bob answers Alice's choice with a stable matching M (start-side nodes prefer edges in \
             Bob's direction, the others in Alice's) and always moves x -> M(x): his first move is \
             free,",
        )
        .caption(
            "and after Alice's move to a new x, no blocking pair means the edge to M(x) goes Bob's \
             way; M(x) is unvisited, so Alice is the one stuck.",
        )
        .swatch(Swatch::fill(WIN, "an edge of Bob's matching for the case"))
        .swatch(Swatch::fill(WHITE, "any other edge")))
    }
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    const SAMPLE: &[u8] = b"1\n3\n3 1 9\n2 5 7\n6 4 8\n";

    #[test]
    fn a_game_is_drawn_as_its_matrix_with_bob_s_four_matchings() {
        let svg = well_formed::<super::Zigzag>(SAMPLE);
        // Four panels, each with n = 3 edges of its matching filled.
        for case in ["I left", "I right", "D left", "D right"] {
            assert!(svg.contains(case), "{case}");
        }
        let filled = svg
            .matches(&format!("fill=\"{}\"", crate::draw::colour::WIN.hex()))
            .count();
        assert_eq!(
            filled,
            4 * 3 + 1,
            "the matched cells and the legend's swatch"
        );
        golden::<super::Zigzag>(SAMPLE, "zigzag");
    }

    #[test]
    fn a_matrix_beyond_the_limit_is_refused() {
        let n = 18;
        let weights: Vec<String> = (1..=n * n).map(|weight| weight.to_string()).collect();
        let input = format!("1\n{n}\n{}\n", weights.join(" "));
        let error =
            crate::draw::draw::<super::Zigzag>(input.as_bytes(), 1, crate::draw::Format::Svg)
                .unwrap_err();
        assert!(
            error
                .to_string()
                .contains("at most 300 weights; this test has 324"),
            "{error}"
        );
    }
}
