//! tree-tac-toe as rules with labelled moves: a position is the white and the black vertices, a
//! move paints one uncoloured vertex in the mover's colour, named by its number in the input
//! (`3`). White moves first from the start; a line of three of one colour ends the game at once,
//! a full board without one is a draw. Played out through the oracle's game
//! ([`super::brute::TreeTacToeGame`]) and the engine's minimax.

use std::fmt;

use crate::draw::Picture;
use crate::engine::{Player, ScoredGame};
use crate::game::minimax_play::{MinimaxPlayable, MinimaxRules};
use crate::game::Positions;
use crate::game::Refusal;
use crate::tree::Edge;

use super::brute::{TreeTacToeGame, MAX_VERTICES};
use super::draw::painted_in_play;
use super::families::ColouredTree;
use super::TreeTacToe;

/// The rules of tree-tac-toe on one tree.
pub struct PaintRules {
    game: TreeTacToeGame,
    /// Every vertex, as a bit mask.
    all: u32,
    /// The tree's edges, 0-based (for its picture).
    edges: Vec<Edge>,
}

/// Paint a vertex (0-based), shown from 1 as in the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paint(pub u32);

impl fmt::Display for Paint {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}", self.0 + 1)
    }
}

/// The vertices of `mask`, from 1, separated by spaces; `none` when empty.
fn vertices(mask: u32) -> String {
    let listed: Vec<String> = (0..32)
        .filter(|vertex| mask >> vertex & 1 == 1)
        .map(|vertex| (vertex + 1).to_string())
        .collect();
    if listed.is_empty() {
        "none".to_string()
    } else {
        listed.join(" ")
    }
}

impl Positions for PaintRules {
    /// (white vertices, black vertices) as bit masks.
    type Position = (u32, u32);

    /// The tree as an outline from vertex 1, each painted vertex `W` or `B`
    /// ([`crate::game::text_picture::outline`]).
    fn drawing(&self, &(white, black): &(u32, u32)) -> Option<String> {
        crate::game::text_picture::outline(
            self.all.count_ones() as usize,
            &self.edges,
            0,
            &|vertex| {
                let colour = if white >> vertex & 1 == 1 {
                    " W"
                } else if black >> vertex & 1 == 1 {
                    " B"
                } else {
                    ""
                };
                format!("{}{colour}", vertex + 1)
            },
            &|_| None,
        )
    }

    fn describe(&self, position: &(u32, u32)) -> String {
        let (white, black) = *position;
        let mut moves = Vec::new();
        self.moves(position, &mut moves);
        let side = match self.game.to_move(position) {
            _ if moves.is_empty() => "",
            Player::Max => " (White to move)",
            Player::Min => " (Black to move)",
        };
        format!(
            "white: {}; black: {}; uncoloured: {}{side}",
            vertices(white),
            vertices(black),
            vertices(self.all & !(white | black))
        )
    }

    fn picture(&self, position: &(u32, u32)) -> Option<Result<Picture, Refusal>> {
        let mut legal = Vec::new();
        self.moves(position, &mut legal);
        let legal = legal
            .iter()
            .fold(0, |mask, &Paint(vertex)| mask | 1 << vertex);
        Some(painted_in_play(
            &self.describe(position),
            &self.edges,
            *position,
            legal,
        ))
    }
}

impl MinimaxRules for PaintRules {
    type Move = Paint;

    fn to_move(&self, position: &(u32, u32)) -> Player {
        self.game.to_move(position)
    }

    fn moves(&self, &(white, black): &(u32, u32), moves: &mut Vec<Paint>) {
        if self.game.has_path(white) || self.game.has_path(black) {
            return;
        }
        let free = self.all & !(white | black);
        moves.extend((0..32).filter(|vertex| free >> vertex & 1 == 1).map(Paint));
    }

    fn play(&self, position: &(u32, u32), &Paint(vertex): &Paint) -> (u32, u32) {
        let (white, black) = *position;
        match self.game.to_move(position) {
            Player::Max => (white | 1 << vertex, black),
            Player::Min => (white, black | 1 << vertex),
        }
    }

    /// ±(1 + the uncoloured vertices left): a line of three sooner scores more.
    fn score(&self, &(white, black): &(u32, u32)) -> i64 {
        let left = 1 + i64::from((self.all & !(white | black)).count_ones());
        if self.game.has_path(white) {
            left
        } else if self.game.has_path(black) {
            -left
        } else {
            0
        }
    }

    fn ending(&self, &(white, black): &(u32, u32)) -> String {
        if self.game.has_path(white) {
            "White has three vertices in a row".to_string()
        } else if self.game.has_path(black) {
            "Black has three vertices in a row".to_string()
        } else {
            "every vertex is painted and nobody has three in a row: a draw".to_string()
        }
    }
}

impl MinimaxPlayable for TreeTacToe {
    type Rules = PaintRules;

    fn rules((): &(), tree: &ColouredTree) -> Result<(PaintRules, (u32, u32)), Refusal> {
        if tree.n > MAX_VERTICES {
            return Err(format!(
                "trees of at most {MAX_VERTICES} vertices are played out explicitly; this one \
                 has {}",
                tree.n
            ));
        }
        let game = TreeTacToeGame::new(tree.n, &tree.edges, &tree.white);
        let start = game.start();
        Ok((
            PaintRules {
                game,
                all: (1u32 << tree.n) - 1,
                edges: tree.edges.clone(),
            },
            start,
        ))
    }
}
