//! Plain win/lose search with an explicit stack: no Grundy values, no sums.

use std::collections::HashMap;

use super::{Game, Outcome};

/// Who wins a position with no moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Play {
    /// Normal play: the player who cannot move loses.
    Normal,
    /// Misère play: the player who cannot move wins.
    Misere,
}

/// A position being decided: its options and how far they are known.
struct Frame<P> {
    position: P,
    options: Vec<P>,
    next: usize,
}

/// Decides which player wins each position, remembering every position it decides.
pub struct OutcomeSolver<G: Game> {
    game: G,
    play: Play,
    wins: HashMap<G::Position, bool>,
}

impl<G: Game> OutcomeSolver<G> {
    /// A solver with an empty memo table.
    pub fn new(game: G, play: Play) -> Self {
        OutcomeSolver {
            game,
            play,
            wins: HashMap::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions are decided.
    pub fn positions(&self) -> usize {
        self.wins.len()
    }

    fn frame(&self, position: G::Position) -> Frame<G::Position> {
        let mut options = Vec::new();
        self.game.options(&position, &mut options);
        Frame {
            position,
            options,
            next: 0,
        }
    }

    /// Whether the player to move wins `position`: some option is lost for the opponent (with no
    /// option, the play rule decides).
    pub fn wins(&mut self, position: &G::Position) -> bool {
        if let Some(&wins) = self.wins.get(position) {
            return wins;
        }
        let mut stack = vec![self.frame(position.clone())];
        while let Some(top) = stack.last_mut() {
            let decided = if top.options.is_empty() {
                Some(self.play == Play::Misere)
            } else if let Some(option) = top.options.get(top.next) {
                match self.wins.get(option) {
                    // A move to a lost position wins: no need to look further.
                    Some(false) => Some(true),
                    Some(true) => {
                        top.next += 1;
                        None
                    }
                    None => {
                        let option = option.clone();
                        let frame = self.frame(option);
                        stack.push(frame);
                        None
                    }
                }
            } else {
                Some(false)
            };
            if let Some(wins) = decided {
                if let Some(frame) = stack.pop() {
                    self.wins.insert(frame.position, wins);
                }
            }
        }
        self.wins[position]
    }

    /// Who wins `position`.
    pub fn outcome(&mut self, position: &G::Position) -> Outcome {
        if self.wins(position) {
            Outcome::Next
        } else {
            Outcome::Previous
        }
    }

    /// The options of `position` that are lost for the opponent, in the order the game lists
    /// them: the winning moves.
    pub fn winning_moves(&mut self, position: &G::Position) -> Vec<G::Position> {
        let mut options = Vec::new();
        self.game.options(position, &mut options);
        options.retain(|option| !self.wins(option));
        options
    }
}
