//! The rules of one game: the token's walk over the complete bipartite graph, whose turn it is,
//! and which moves are legal (Codeforces 1147F).

use super::matrix::Matrix;

/// A player's direction: every move after Bob's first must take an edge heavier (increasing) or
/// lighter (decreasing) than the last one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Direction {
    /// Heavier and heavier: `I` in the protocol.
    Increasing,
    /// Lighter and lighter: `D` in the protocol.
    Decreasing,
}

impl Direction {
    /// Both directions, increasing first.
    pub(crate) const BOTH: [Direction; 2] = [Direction::Increasing, Direction::Decreasing];

    /// The protocol's letter: `I` or `D`.
    pub(crate) fn letter(self) -> char {
        match self {
            Direction::Increasing => 'I',
            Direction::Decreasing => 'D',
        }
    }

    /// The direction of this letter.
    pub(crate) fn from_letter(text: &str) -> Option<Direction> {
        match text {
            "I" => Some(Direction::Increasing),
            "D" => Some(Direction::Decreasing),
            _ => None,
        }
    }

    /// The other direction (Bob's, when Alice has this one).
    pub(crate) fn opposite(self) -> Direction {
        match self {
            Direction::Increasing => Direction::Decreasing,
            Direction::Decreasing => Direction::Increasing,
        }
    }

    /// Whether an edge of weight `next` may follow one of weight `last`.
    pub(crate) fn allows(self, last: u64, next: u64) -> bool {
        match self {
            Direction::Increasing => next > last,
            Direction::Decreasing => next < last,
        }
    }

    /// "heavier" or "lighter", for messages.
    pub(crate) fn comparative(self) -> &'static str {
        match self {
            Direction::Increasing => "heavier",
            Direction::Decreasing => "lighter",
        }
    }

    /// "increasing" or "decreasing".
    pub(crate) fn name(self) -> &'static str {
        match self {
            Direction::Increasing => "increasing",
            Direction::Decreasing => "decreasing",
        }
    }
}

/// The two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Player {
    /// She chooses the direction and the start node.
    Alice,
    /// He makes the first move, with no weight condition.
    Bob,
}

/// Why a move is not legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Illegal {
    /// The node is not one of `1..2n`.
    OutOfRange,
    /// The node is on the token's own side.
    SameSide,
    /// The node was visited before.
    Visited,
    /// The edge is not heavier (lighter) than the last one.
    Direction,
}

/// One game in progress: Alice's direction, the visited nodes, the token and the last edge.
#[derive(Debug, Clone)]
pub(crate) struct Walk<'m> {
    matrix: &'m Matrix,
    alice: Direction,
    visited: Vec<bool>,
    /// The nodes in the order visited, the start first.
    path: Vec<usize>,
}

impl<'m> Walk<'m> {
    /// A game where Alice chose `alice` and put the token on `start` (0-based); Bob moves next.
    pub(crate) fn new(matrix: &'m Matrix, alice: Direction, start: usize) -> Walk<'m> {
        let mut visited = vec![false; matrix.nodes()];
        visited[start] = true;
        Walk {
            matrix,
            alice,
            visited,
            path: vec![start],
        }
    }

    /// The matrix.
    pub(crate) fn matrix(&self) -> &'m Matrix {
        self.matrix
    }

    /// Alice's direction.
    pub(crate) fn alice(&self) -> Direction {
        self.alice
    }

    /// The start node.
    pub(crate) fn start(&self) -> usize {
        self.path[0]
    }

    /// The node the token is on.
    pub(crate) fn current(&self) -> usize {
        self.path[self.path.len() - 1]
    }

    /// The nodes in the order visited, the start first.
    pub(crate) fn path(&self) -> &[usize] {
        &self.path
    }

    /// How many legal replies the other player would have after the player to move takes the
    /// token to `node` (a legal move): without making the move.
    pub(crate) fn replies_after(&self, node: usize) -> usize {
        let weight = self.matrix.weight(self.current(), node);
        let next = self.mover_direction().opposite();
        self.matrix
            .across(node)
            .filter(|&other| {
                !self.visited[other] && next.allows(weight, self.matrix.weight(node, other))
            })
            .count()
    }

    /// The number of moves made.
    pub(crate) fn moves(&self) -> usize {
        self.path.len() - 1
    }

    /// The weight of the last edge used, if any.
    pub(crate) fn last_weight(&self) -> Option<u64> {
        let moves = self.path.len();
        (moves >= 2).then(|| {
            self.matrix
                .weight(self.path[moves - 2], self.path[moves - 1])
        })
    }

    /// Whose turn it is: Bob moves first (from the start), then they alternate.
    pub(crate) fn to_move(&self) -> Player {
        if self.moves() % 2 == 0 {
            Player::Bob
        } else {
            Player::Alice
        }
    }

    /// The direction of the player to move.
    pub(crate) fn mover_direction(&self) -> Direction {
        match self.to_move() {
            Player::Alice => self.alice,
            Player::Bob => self.alice.opposite(),
        }
    }

    /// Whether the player to move may take the token to `node` (0-based; any number is asked).
    pub(crate) fn check(&self, node: usize) -> Result<(), Illegal> {
        if node >= self.matrix.nodes() {
            return Err(Illegal::OutOfRange);
        }
        let current = self.current();
        if self.matrix.is_left(node) == self.matrix.is_left(current) {
            return Err(Illegal::SameSide);
        }
        if self.visited[node] {
            return Err(Illegal::Visited);
        }
        match self.last_weight() {
            Some(last)
                if !self
                    .mover_direction()
                    .allows(last, self.matrix.weight(current, node)) =>
            {
                Err(Illegal::Direction)
            }
            _ => Ok(()),
        }
    }

    /// The legal moves of the player to move, in increasing node order.
    pub(crate) fn legal_moves(&self) -> Vec<usize> {
        self.matrix
            .across(self.current())
            .filter(|&node| self.check(node).is_ok())
            .collect()
    }

    /// Moves the token to `node`, which must be legal.
    pub(crate) fn play(&mut self, node: usize) {
        debug_assert_eq!(self.check(node), Ok(()));
        self.visited[node] = true;
        self.path.push(node);
    }

    /// Why `node` (1-based, as sent) is not a legal move, in words; `None` when it is.
    pub(crate) fn why_illegal(&self, node: u64) -> Option<String> {
        let index = node
            .checked_sub(1)
            .map_or(usize::MAX, |index| index as usize);
        let nodes = self.matrix.nodes();
        let error = match self.check(index) {
            Ok(()) => return None,
            Err(error) => error,
        };
        let current = self.current() + 1;
        Some(match error {
            Illegal::OutOfRange => format!("node {node} is out of range 1..{nodes}"),
            Illegal::SameSide => {
                format!("node {node} is on the same side as the token's node {current}")
            }
            Illegal::Visited => format!("node {node} was visited before"),
            Illegal::Direction => {
                let weight = self.matrix.weight(self.current(), index);
                let last = self.last_weight().unwrap_or_default();
                let direction = self.mover_direction();
                format!(
                    "the edge {current}-{node} weighs {weight}, not {} than the last edge ({last}) \
                     as the mover's direction ({}) requires",
                    direction.comparative(),
                    direction.name()
                )
            }
        })
    }
}
