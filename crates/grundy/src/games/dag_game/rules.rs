//! dag-game played move by move: one query of one test (`grundy play dag-game FILE --test T
//! --query Q`), its tokens numbered `1..M` in the query's order and the positions as the input
//! numbers them (from 0). A move carries one token along one arc, labelled `token 2 from 0 to 1`;
//! where several tokens share a position, the first of them moves (the others are the same move),
//! as the reports list winning moves ([`super::moves`]).
//!
//! Without `--loopy` the graph has no cycle and the engine answers by the game's own theory: the
//! Grundy values of the positions are computed once ([`super::values`]), and a position of the
//! tokens is worth the XOR of theirs ([`Rules::fast_value`]). With `--loopy` the match is
//! [`super::loopy_play`]'s.

use std::fmt;

use crate::draw::Picture;
use crate::game::play::{self, Player, Session, Setup, REMOTENESS_BUDGET};
use crate::game::rules::MAX_FAST_WORK;
use crate::game::{Playable, Positions, Refusal, Rules};
use crate::nimber::Nimber;

use super::moves::Move;
use super::parse::Test;
use super::{loopy_play, values, DagGame};

/// The rules of one query on a graph without cycles.
pub struct TokenRules {
    /// The out-positions of every position, increasing and without repeats.
    successors: Vec<Vec<u32>>,
    /// The Grundy value of every position.
    values: Vec<u32>,
}

impl TokenRules {
    /// The rules on `test`'s graph, which has no cycle.
    fn new(test: &Test) -> TokenRules {
        TokenRules {
            successors: successor_lists(test),
            values: values::values(&test.graph, &test.settled).into_owned(),
        }
    }
}

/// The out-positions of every position of `test`, increasing and without repeats.
pub(crate) fn successor_lists(test: &Test) -> Vec<Vec<u32>> {
    (0..test.graph.vertices() as u32)
        .map(|position| super::moves::out_positions(&test.graph, position))
        .collect()
}

/// A move of one token, shown as `token 2 from 0 to 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TokenMove(pub(crate) Move);

impl fmt::Display for TokenMove {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let TokenMove(Move { token, from, to }) = self;
        write!(formatter, "token {token} from {from} to {to}")
    }
}

/// The moves from `tokens` (in the query's order) on a graph given by its `successors`.
pub(crate) fn token_moves(successors: &[Vec<u32>], tokens: &[u32], moves: &mut Vec<TokenMove>) {
    for (token, from) in super::moves::first_tokens(tokens) {
        moves.extend(
            successors[from as usize]
                .iter()
                .map(|&to| TokenMove(Move { token, from, to })),
        );
    }
}

/// `tokens` after `mv`.
pub(crate) fn after(tokens: &[u32], TokenMove(mv): &TokenMove) -> Vec<u32> {
    let mut next = tokens.to_vec();
    next[mv.token - 1] = mv.to;
    next
}

/// The tokens' positions in one line.
pub(crate) fn describe_tokens(tokens: &[u32]) -> String {
    let positions: Vec<String> = tokens.iter().map(u32::to_string).collect();
    format!(
        "tokens 1..{} on positions {}",
        tokens.len(),
        positions.join(" ")
    )
}

/// The graph, one row per position with where its arcs lead, and the tokens on it
/// ([`crate::game::text_picture::arcs`]).
pub(crate) fn draw_tokens(successors: &[Vec<u32>], tokens: &[u32]) -> Option<String> {
    if successors.len() > crate::game::text_picture::MAX_DRAWN {
        return None;
    }
    let rows: Vec<(String, Vec<String>)> = successors
        .iter()
        .enumerate()
        .map(|(position, next)| {
            let here: Vec<String> = (0..tokens.len())
                .filter(|&token| tokens[token] as usize == position)
                .map(|token| (token + 1).to_string())
                .collect();
            let name = match here.len() {
                0 => position.to_string(),
                1 => format!("{position} (token {})", here[0]),
                _ => format!("{position} (tokens {})", here.join(", ")),
            };
            (name, next.iter().map(u32::to_string).collect())
        })
        .collect();
    crate::game::text_picture::arcs(&rows)
}

impl Positions for TokenRules {
    /// The position of each token, in the query's order.
    type Position = Vec<u32>;

    fn describe(&self, tokens: &Vec<u32>) -> String {
        describe_tokens(tokens)
    }

    fn drawing(&self, tokens: &Vec<u32>) -> Option<String> {
        draw_tokens(&self.successors, tokens)
    }

    fn picture(&self, tokens: &Vec<u32>) -> Option<Result<Picture, Refusal>> {
        Some(super::draw::tokens_in_play(
            &describe_tokens(tokens),
            &self.successors,
            tokens,
        ))
    }
}

impl Rules for TokenRules {
    type Move = TokenMove;

    fn moves(&self, tokens: &Vec<u32>, moves: &mut Vec<TokenMove>) {
        token_moves(&self.successors, tokens, moves);
    }

    fn play(&self, tokens: &Vec<u32>, mv: &TokenMove) -> Vec<u32> {
        after(tokens, mv)
    }

    /// The engine's budget divided by the tokens, which every position it looks at copies.
    fn remoteness_budget(&self, tokens: &Vec<u32>) -> u64 {
        REMOTENESS_BUDGET / tokens.len().max(1) as u64
    }

    /// The Sprague–Grundy theorem: a sum of one-token games is worth the XOR of its tokens'
    /// Grundy values.
    fn fast_value(&self, tokens: &Vec<u32>) -> Option<Nimber> {
        Some(Nimber(tokens.iter().fold(0, |sum, &position| {
            sum ^ u64::from(self.values[position as usize])
        })))
    }
}

/// The tokens of query `wanted` (from 1) of `test`, or why there is no such query.
pub(crate) fn chosen_query(test: &Test, wanted: u64) -> Result<Vec<u32>, Refusal> {
    let queries = test.queries();
    if queries == 0 {
        return Err("this test has no query to play".to_string());
    }
    if wanted == 0 || wanted > queries as u64 {
        let counted = if queries == 1 {
            "1 query".to_string()
        } else {
            format!("{queries} queries")
        };
        return Err(format!(
            "there is no query {wanted}: this test has {counted}"
        ));
    }
    Ok(test.query(wanted as usize - 1).to_vec())
}

/// The refusal of a query whose replies would weigh more than [`MAX_FAST_WORK`]: the moves from
/// a position (at most the tokens times the largest out-degree) times the tokens each position
/// copies.
pub(crate) fn check_work(test: &Test, tokens: usize) -> Result<(), Refusal> {
    let degree = test.graph.max_out_degree() as u128;
    let work = degree
        .saturating_mul(tokens as u128)
        .saturating_mul(tokens as u128);
    if work > MAX_FAST_WORK {
        return Err(format!(
            "a query of {tokens} tokens on positions with up to {degree} arcs out is too large to \
             play: play lists and weighs every move, at most {MAX_FAST_WORK} moves times tokens"
        ));
    }
    Ok(())
}

impl Playable for DagGame {
    type Rules = TokenRules;

    const CHOICES: &'static [&'static str] = &["--query", "--loopy"];

    /// The first query of the test.
    fn rules((): &(), test: &Test) -> Result<(TokenRules, Vec<u32>), Refusal> {
        query_rules(test, 1)
    }

    fn set_up(
        (): &(),
        test: &Test,
        setup: &Setup,
        first: Player,
        seed: u64,
    ) -> Option<Result<Box<dyn Session>, Refusal>> {
        let wanted = setup.query.unwrap_or(1);
        Some(if setup.loopy {
            loopy_play::start(test, wanted, first, seed)
        } else {
            query_rules(test, wanted)
                .map(|(rules, tokens)| play::session(rules, tokens, first, seed))
        })
    }
}

/// The rules of query `wanted` (from 1) of `test` and its tokens; refused on a graph with a cycle
/// (only `--loopy` plays there), for a query the test does not have, and beyond
/// [`MAX_FAST_WORK`].
fn query_rules(test: &Test, wanted: u64) -> Result<(TokenRules, Vec<u32>), Refusal> {
    if let Some(error) = &test.cycle {
        return Err(error.message.clone());
    }
    if let Some(cycle) = &test.settled.cycle {
        return Err(format!(
            "the positions form a cycle through position {}; only --loopy plays on graphs with \
             cycles",
            cycle[0]
        ));
    }
    let tokens = chosen_query(test, wanted)?;
    check_work(test, tokens.len())?;
    Ok((TokenRules::new(test), tokens))
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;
