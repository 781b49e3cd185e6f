//! Grundy values by exhaustive search with an explicit stack.

use std::collections::HashMap;

use super::{Game, Outcome};
use crate::nimber::{Nimber, ValueSet};

/// How a position's value is made from its children's.
enum Rule {
    /// The mex of the options' values.
    Mex,
    /// The XOR of the components' values.
    Sum,
}

/// A position being solved: its children and how far they are known.
struct Frame<P> {
    position: P,
    children: Vec<P>,
    next: usize,
    rule: Rule,
}

/// Computes Grundy values of a game's positions, remembering every value it computes.
pub struct ValueSolver<G: Game> {
    game: G,
    values: HashMap<G::Position, Nimber>,
}

impl<G: Game> ValueSolver<G> {
    /// A solver with an empty memo table.
    pub fn new(game: G) -> Self {
        ValueSolver {
            game,
            values: HashMap::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have known values.
    pub fn positions(&self) -> usize {
        self.values.len()
    }

    fn frame(&self, position: G::Position) -> Frame<G::Position> {
        match self.game.components(&position) {
            Some(parts) if !(parts.len() == 1 && parts[0] == position) => Frame {
                position,
                children: parts,
                next: 0,
                rule: Rule::Sum,
            },
            _ => {
                let mut children = Vec::new();
                self.game.options(&position, &mut children);
                Frame {
                    position,
                    children,
                    next: 0,
                    rule: Rule::Mex,
                }
            }
        }
    }

    /// The Grundy value of `position`.
    pub fn value(&mut self, position: &G::Position) -> Nimber {
        let mut unlimited = u64::MAX;
        self.value_within(position, &mut unlimited)
            .expect("a budget of 2^64 - 1 positions is never spent")
    }

    /// The Grundy value of `position`, or `None` when finding it would look at more than `budget`
    /// positions and options (each position it expands costs one more than its options; what it
    /// looks at is taken from `budget`). The values found before the budget ran out are kept.
    pub fn value_within(&mut self, position: &G::Position, budget: &mut u64) -> Option<Nimber> {
        if let Some(&value) = self.values.get(position) {
            return Some(value);
        }
        if *budget == 0 {
            return None;
        }
        let first = self.frame(position.clone());
        *budget = budget.checked_sub(first.children.len() as u64 + 1)?;
        let mut stack = vec![first];
        let mut seen = ValueSet::new();
        while let Some(top) = stack.last_mut() {
            if let Some(child) = top.children.get(top.next) {
                if self.values.contains_key(child) {
                    top.next += 1;
                } else {
                    let child = child.clone();
                    let frame = self.frame(child);
                    *budget = budget.checked_sub(frame.children.len() as u64 + 1)?;
                    stack.push(frame);
                }
                continue;
            }
            let Some(frame) = stack.pop() else { break };
            let value = match frame.rule {
                Rule::Sum => frame
                    .children
                    .iter()
                    .fold(Nimber::ZERO, |sum, child| sum ^ self.values[child]),
                Rule::Mex => {
                    seen.clear();
                    for child in &frame.children {
                        seen.insert(self.values[child].0);
                    }
                    Nimber(seen.mex())
                }
            };
            self.values.insert(frame.position, value);
        }
        Some(self.values[position])
    }

    /// Who wins `position`: the player to move iff its value is not 0.
    pub fn outcome(&mut self, position: &G::Position) -> Outcome {
        if self.value(position).is_zero() {
            Outcome::Previous
        } else {
            Outcome::Next
        }
    }

    /// The options of `position` whose value is 0, in the order the game lists them: the
    /// winning moves (none when the position is lost).
    pub fn winning_moves(&mut self, position: &G::Position) -> Vec<G::Position> {
        let mut options = Vec::new();
        self.game.options(position, &mut options);
        options.retain(|option| self.value(option).is_zero());
        options
    }
}
