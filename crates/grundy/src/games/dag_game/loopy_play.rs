//! dag-game played move by move with `--loopy` (`grundy play dag-game FILE --loopy`): any
//! directed graph, cycles and self-loops allowed, where a play that never ends is a draw. The
//! match is decided by retrograde analysis of every multiset of tokens the query can reach (the
//! engine's [`RetrogradeSolver`], Smith's remoteness: *Winning Ways* ch. 9): who wins, the
//! winning moves and the moves that hold a draw. The engine wins quickest when it can win, holds
//! the draw when it cannot win, and else delays its loss longest. The position's value, where it
//! is a nimber, is Smith's generalised value of the sum ([`crate::engine::loopy_values`]).

use crate::engine::{loopy_values, LoopyGame, LoopyOutcome, LoopyValue, Play, RetrogradeSolver};
use crate::game::play::{player_after, undo, Choice, Player, Session};
use crate::game::rules::find_move;
use crate::game::{Refusal, Verdict};
use crate::nimber::Nimber;
use crate::random::Random;

use super::brute::multisets;
use super::parse::Test;
use super::rules::{
    after, check_work, chosen_query, describe_tokens, successor_lists, token_moves, TokenMove,
};

/// The most entries (tokens, over every multiset of the query's size) a match with `--loopy` may
/// have to store: beyond, the query is refused.
pub(crate) const MAX_LOOPY_ENTRIES: u128 = 2_000_000;

/// The tokens on the graph as sorted multisets, for the retrograde analysis.
struct Multisets {
    successors: Vec<Vec<u32>>,
}

impl LoopyGame for Multisets {
    type Position = Vec<u32>;

    fn options(&self, tokens: &Vec<u32>, options: &mut Vec<Vec<u32>>) {
        for (index, &from) in tokens.iter().enumerate() {
            if index > 0 && tokens[index - 1] == from {
                continue;
            }
            for &to in &self.successors[from as usize] {
                let mut next = tokens.clone();
                next[index] = to;
                next.sort_unstable();
                options.push(next);
            }
        }
    }
}

/// A match of one query with `--loopy`.
struct LoopyMatch {
    solver: RetrogradeSolver<Multisets>,
    /// Smith's generalised value of every position.
    values: Vec<LoopyValue>,
    /// Every position so far (each token's position, in the query's order), the start first.
    history: Vec<Vec<u32>>,
    first: Player,
    random: Random,
    choice: Option<Choice>,
}

/// `tokens` as a sorted multiset.
fn sorted(tokens: &[u32]) -> Vec<u32> {
    let mut sorted = tokens.to_vec();
    sorted.sort_unstable();
    sorted
}

impl LoopyMatch {
    fn current(&self) -> &Vec<u32> {
        self.history.last().expect("a match has a position")
    }

    fn legal(&self) -> Vec<TokenMove> {
        let mut moves = Vec::new();
        token_moves(&self.solver.game().successors, self.current(), &mut moves);
        moves
    }

    fn outcome(&mut self, tokens: &[u32]) -> LoopyOutcome {
        self.solver.outcome(&sorted(tokens))
    }

    /// The legal moves and, for each, the outcome and remoteness of the position it leaves.
    fn weighed(&mut self) -> Vec<(TokenMove, LoopyOutcome, Option<u32>)> {
        let current = self.current().clone();
        self.legal()
            .into_iter()
            .map(|mv| {
                let next = sorted(&after(&current, &mv));
                (
                    mv,
                    self.solver.outcome(&next),
                    self.solver.remoteness(&next),
                )
            })
            .collect()
    }

    /// The labels of the moves that leave the opponent `outcome`.
    fn leaving(&mut self, outcome: LoopyOutcome) -> Vec<String> {
        self.weighed()
            .into_iter()
            .filter(|&(_, left, _)| left == outcome)
            .map(|(mv, _, _)| mv.to_string())
            .collect()
    }
}

impl Session for LoopyMatch {
    fn position(&self) -> String {
        describe_tokens(self.current())
    }

    fn picture(&self) -> Option<Result<String, Refusal>> {
        let picture = super::draw::tokens_in_play(
            &describe_tokens(self.current()),
            &self.solver.game().successors,
            self.current(),
        );
        Some(picture.map(|picture| picture.svg()))
    }

    fn to_move(&self) -> Player {
        player_after(self.first, self.history.len() - 1)
    }

    fn moves(&self) -> Vec<String> {
        self.legal().iter().map(ToString::to_string).collect()
    }

    fn verdict(&mut self) -> Verdict {
        let current = self.current().clone();
        match self.outcome(&current) {
            LoopyOutcome::Next => Verdict::First,
            LoopyOutcome::Previous => Verdict::Second,
            LoopyOutcome::Draw => Verdict::Draw,
        }
    }

    fn winning_moves(&mut self) -> Vec<String> {
        self.leaving(LoopyOutcome::Previous)
    }

    fn drawing_moves(&mut self) -> Vec<String> {
        if self.verdict() != Verdict::Draw {
            return Vec::new();
        }
        self.leaving(LoopyOutcome::Draw)
    }

    fn value(&mut self) -> Result<Nimber, &'static str> {
        let mut sum = 0;
        for &position in self.current() {
            match &self.values[position as usize] {
                LoopyValue::Finite(value) => sum ^= value,
                LoopyValue::Infinite(_) => {
                    return Err(
                        "a token stands where play may go on forever, so the position's \
                                generalised value is infinite (∞), not a nimber",
                    )
                }
            }
        }
        Ok(Nimber(sum))
    }

    fn play(&mut self, text: &str) -> Result<String, Vec<String>> {
        let mv = find_move(self.legal(), text, |_| Vec::new())?;
        let next = after(self.current(), &mv);
        self.history.push(next);
        Ok(mv.to_string())
    }

    /// From a won position the winning move that wins quickest (the first such in the listed
    /// order); from a drawn one a move that holds the draw, from a lost one a move that delays
    /// the loss longest, each drawn from the seeded stream.
    fn engine_move(&mut self) -> Option<String> {
        let weighed = self.weighed();
        if weighed.is_empty() {
            return None;
        }
        let current = self.current().clone();
        let (mut chosen, choice) = match self.outcome(&current) {
            LoopyOutcome::Next => {
                let quickest = weighed
                    .iter()
                    .filter(|&&(_, left, _)| left == LoopyOutcome::Previous)
                    .filter_map(|&(_, _, remoteness)| remoteness)
                    .min()?;
                let mv = weighed
                    .into_iter()
                    .find(|&(_, left, remoteness)| {
                        left == LoopyOutcome::Previous && remoteness == Some(quickest)
                    })
                    .map(|(mv, _, _)| mv)?;
                (vec![mv], Choice::QuickestWin)
            }
            LoopyOutcome::Draw => (
                weighed
                    .into_iter()
                    .filter(|&(_, left, _)| left == LoopyOutcome::Draw)
                    .map(|(mv, _, _)| mv)
                    .collect(),
                Choice::HoldDraw,
            ),
            LoopyOutcome::Previous => {
                let longest = weighed
                    .iter()
                    .filter_map(|&(_, _, remoteness)| remoteness)
                    .max()?;
                (
                    weighed
                        .into_iter()
                        .filter(|&(_, _, remoteness)| remoteness == Some(longest))
                        .map(|(mv, _, _)| mv)
                        .collect(),
                    Choice::LongestLoss,
                )
            }
        };
        let mv = chosen.swap_remove(self.random.index(chosen.len()));
        self.history.push(after(&current, &mv));
        self.choice = Some(choice);
        Some(mv.to_string())
    }

    fn engine_choice(&self) -> Option<Choice> {
        self.choice
    }

    fn undo(&mut self) -> usize {
        undo(&mut self.history, self.first)
    }

    fn winner(&self) -> Option<Player> {
        self.legal().is_empty().then(|| self.to_move().other())
    }

    fn play_rule(&self) -> Play {
        Play::Normal
    }
}

/// A match of query `wanted` (from 1) of `test` with `--loopy`; refused for a query the test does
/// not have, and where the multisets of its tokens would need more than [`MAX_LOOPY_ENTRIES`]
/// entries.
pub(crate) fn start(
    test: &Test,
    wanted: u64,
    first: Player,
    seed: u64,
) -> Result<Box<dyn Session>, Refusal> {
    let tokens = chosen_query(test, wanted)?;
    check_work(test, tokens.len())?;
    let size = tokens.len() as u64;
    let entries = multisets(test.graph.vertices() as u64, size, MAX_LOOPY_ENTRIES)
        .and_then(|count| count.checked_mul(u128::from(size)))
        .filter(|&entries| entries <= MAX_LOOPY_ENTRIES);
    if entries.is_none() {
        return Err(format!(
            "with --loopy play searches every multiset of the query's tokens, at most \
             {MAX_LOOPY_ENTRIES} tokens over them; {size} tokens on {} positions may need more",
            test.graph.vertices()
        ));
    }
    let successors = successor_lists(test);
    let lists: Vec<Vec<u32>> = (0..test.graph.vertices())
        .map(|position| test.graph.successors(position).to_vec())
        .collect();
    Ok(Box::new(LoopyMatch {
        solver: RetrogradeSolver::new(Multisets { successors }),
        values: loopy_values(&lists),
        history: vec![tokens],
        first,
        random: Random::from_seed(seed),
        choice: None,
    }))
}
