//! dag-game played move by move with `--loopy` (`grundy play dag-game FILE --loopy`): any
//! directed graph, cycles and self-loops allowed, where a play that never ends is a draw. The
//! match is decided by retrograde analysis of every multiset of tokens the query can reach (the
//! engine's [`RetrogradeSolver`], Smith's remoteness: *Winning Ways* ch. 9): who wins, the
//! winning moves and the moves that hold a draw. The engine wins quickest when it can win, holds
//! the draw when it cannot win, and else delays its loss longest. The position's value, where it
//! is a nimber, is Smith's generalised value of the sum ([`crate::engine::loopy_values`]).

use crate::engine::{loopy_values, LoopyGame, LoopyOutcome, LoopyValue, RetrogradeSolver};
use crate::game::play::{match_of, svg, Arbiter, Choice, Line, Player, Session, Shows};
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

/// dag-game's side of a match with `--loopy`: the retrograde analysis of the query's
/// multisets, and Smith's generalised value of every position.
struct Loopy {
    solver: RetrogradeSolver<Multisets>,
    /// Smith's generalised value of every position.
    values: Vec<LoopyValue>,
}

/// `tokens` as a sorted multiset.
fn sorted(tokens: &[u32]) -> Vec<u32> {
    let mut sorted = tokens.to_vec();
    sorted.sort_unstable();
    sorted
}

/// A match's positions: each token's position, in the query's order.
type Tokens = Vec<u32>;

impl Loopy {
    fn legal(&self, tokens: &[u32]) -> Vec<TokenMove> {
        let mut moves = Vec::new();
        token_moves(&self.solver.game().successors, tokens, &mut moves);
        moves
    }

    fn outcome(&mut self, tokens: &[u32]) -> LoopyOutcome {
        self.solver.outcome(&sorted(tokens))
    }

    /// The legal moves from `current` and, for each, the outcome and remoteness of the
    /// position it leaves.
    fn weighed(&mut self, current: &[u32]) -> Vec<(TokenMove, LoopyOutcome, Option<u32>)> {
        self.legal(current)
            .into_iter()
            .map(|mv| {
                let next = sorted(&after(current, &mv));
                (
                    mv,
                    self.solver.outcome(&next),
                    self.solver.remoteness(&next),
                )
            })
            .collect()
    }

    /// The labels of the moves from `current` that leave the opponent `outcome`.
    fn leaving(&mut self, current: &[u32], outcome: LoopyOutcome) -> Vec<String> {
        self.weighed(current)
            .into_iter()
            .filter(|&(_, left, _)| left == outcome)
            .map(|(mv, _, _)| mv.to_string())
            .collect()
    }
}

impl Shows for Loopy {
    type Position = Tokens;

    fn describe(&self, line: &Line<Tokens>) -> String {
        describe_tokens(line.current())
    }

    fn drawing(&self, line: &Line<Tokens>) -> Option<String> {
        super::rules::draw_tokens(&self.solver.game().successors, line.current())
    }

    fn picture(&self, line: &Line<Tokens>) -> Option<Result<String, Refusal>> {
        svg(Some(super::draw::tokens_in_play(
            &describe_tokens(line.current()),
            &self.solver.game().successors,
            line.current(),
        )))
    }
}

impl Arbiter for Loopy {
    fn moves(&self, line: &Line<Tokens>) -> Vec<String> {
        let moves = self.legal(line.current());
        moves.iter().map(ToString::to_string).collect()
    }

    fn verdict(&mut self, line: &Line<Tokens>) -> Verdict {
        match self.outcome(line.current()) {
            LoopyOutcome::Next => Verdict::First,
            LoopyOutcome::Previous => Verdict::Second,
            LoopyOutcome::Draw => Verdict::Draw,
        }
    }

    fn winning_moves(&mut self, line: &Line<Tokens>) -> Vec<String> {
        self.leaving(line.current(), LoopyOutcome::Previous)
    }

    fn drawing_moves(&mut self, line: &Line<Tokens>) -> Vec<String> {
        if self.verdict(line) != Verdict::Draw {
            return Vec::new();
        }
        self.leaving(line.current(), LoopyOutcome::Draw)
    }

    fn value(&mut self, line: &Line<Tokens>) -> Result<Nimber, &'static str> {
        let mut sum = 0;
        for &position in line.current() {
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

    fn play(&mut self, line: &Line<Tokens>, text: &str) -> Result<(String, Tokens), Vec<String>> {
        let mv = find_move(self.legal(line.current()), text, |_| Vec::new())?;
        let next = after(line.current(), &mv);
        Ok((mv.to_string(), next))
    }

    /// From a won position the winning move that wins quickest (the first such in the listed
    /// order); from a drawn one a move that holds the draw, from a lost one a move that delays
    /// the loss longest, each drawn from `random`.
    fn engine_move(
        &mut self,
        line: &Line<Tokens>,
        random: &mut Random,
    ) -> Option<(String, Tokens, Choice)> {
        let current = line.current();
        let weighed = self.weighed(current);
        if weighed.is_empty() {
            return None;
        }
        let (mut chosen, choice) = match self.outcome(current) {
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
        let mv = chosen.swap_remove(random.index(chosen.len()));
        Some((mv.to_string(), after(current, &mv), choice))
    }

    fn winner(&self, line: &Line<Tokens>) -> Option<Player> {
        self.legal(line.current())
            .is_empty()
            .then(|| line.to_move().other())
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
    let loopy = Loopy {
        solver: RetrogradeSolver::new(Multisets { successors }),
        values: loopy_values(&lists),
    };
    Ok(match_of(loopy, tokens, first, seed))
}
