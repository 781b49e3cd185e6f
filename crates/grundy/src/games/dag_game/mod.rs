//! Tokens on a directed acyclic graph, several at once (`dag-game`), and with `--loopy` on any
//! directed graph.
//!
//! Source: POJ 2425 / HDU 1524 "A Chess Game". Each test is a graph on positions `0..N-1` and
//! queries, each a multiset of tokens; a move carries one token along one arc, and a player who
//! cannot move loses. The answer per query is `WIN` (the player to move wins) or `LOSE`; with
//! `--loopy` the graph may have cycles, endless play is a draw, and `DRAW` is a third answer.
//! User documentation: `docs/games/dag-game.md`.
//!
//! The fast method: a query is a sum of one-token games, so by the Sprague–Grundy theorem it is
//! won iff the XOR of its tokens' Grundy values is not 0 ([`values`]); with cycles, C. A. B.
//! Smith's generalised values decide sums the same way, with an infinite value `∞(K)` absorbing
//! the rest ([`answer_query`]). The oracle ([`brute`]) searches the sum itself.

mod brute;
mod check;
mod draw;
mod loopy_play;
mod moves;
#[cfg(test)]
mod oracle_tests;
mod parse;
mod report;
mod rules;
mod values;

use crate::engine::LoopyOutcome;
use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::prefetch::prefetch;
use crate::solve::SolveError;

use moves::{first_tokens, out_positions, Move};
use parse::{read_test, Test};
use report::{QueryReport, TestReport, TokenValue};
use values::{finite_options, INFINITE};

/// dag-game as a game of the catalog.
pub struct DagGame;

impl Contest for DagGame {
    const LISTS: Option<&'static str> = Some("the winning moves");
    const INFO: Info = Info {
        id: "dag-game",
        title: "Tokens on a directed acyclic graph, several at once",
        source: "POJ 2425 / HDU 1524 \"A Chess Game\"",
        rules: "move one of several tokens along an arc; a player who cannot move loses \
                (--loopy: any digraph, endless play is a draw)",
        output:
            "`WIN` (first wins) / `LOSE`, one line per query (--loopy: also `DRAW`); tests run \
                 to the end of the file",
    };
    const TESTS: Tests = Tests::UntilEnd;
    const BRUTE_BUDGET: (u128, u128, &'static str) =
        (brute::MAX_ENTRIES, 10, "tokens over the token multisets");
    const LOOPY: Option<&'static str> =
        Some("the positions may form cycles (self-loops too); endless play is a draw, `DRAW`");
    type Header = ();
    type Test = Test;
    type Answer = TestReport;
    type Workspace = ();
    type Oracle = ();

    fn workspace((): &()) {}

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Test, InputError> {
        read_test(scanner, true)
    }

    fn fast((): &mut (), (): &(), test: &Test, detail: Detail) -> Result<TestReport, SolveError> {
        refuse_a_cycle(test, detail)?;
        Ok(answer_fast(test, detail))
    }

    /// With `--loopy` a cycle is no error, and its line is not looked for.
    fn fast_from(
        (): &mut (),
        scanner: &mut Scanner<'_>,
        (): &(),
        detail: Detail,
    ) -> Result<TestReport, SolveError> {
        let test = read_test(scanner, !detail.loopy)?;
        Self::fast(&mut (), &(), &test, detail)
    }

    fn brute_cost((): &(), test: &Test) -> Result<u128, Refusal> {
        brute::cost(test).ok_or_else(|| {
            format!(
                "the brute-force oracle stores at most {} tokens over the token multisets a \
                 test's queries may reach; this test may need more (use --method fast)",
                brute::MAX_ENTRIES
            )
        })
    }

    fn brute((): &mut (), (): &(), test: &Test, detail: Detail) -> Result<TestReport, SolveError> {
        refuse_a_cycle(test, detail)?;
        let searched = brute::search(test, detail.loopy);
        let mut answer = TestReport {
            outcomes: searched.iter().map(|found| found.outcome).collect(),
            reports: Vec::new(),
        };
        if detail.report {
            answer.reports = searched
                .into_iter()
                .enumerate()
                .map(|(k, found)| {
                    let query = test.query(k);
                    QueryReport {
                        query: k + 1,
                        tokens: query.to_vec(),
                        outcome: found.outcome,
                        values: None,
                        move_count: found.winning_moves.len() as u64,
                        moves: found
                            .winning_moves
                            .into_iter()
                            .take(detail.listed)
                            .collect(),
                        can_move: can_move(test, query),
                    }
                })
                .collect();
        }
        Ok(answer)
    }
}

/// Without `--loopy`, a cycle is bad input.
fn refuse_a_cycle(test: &Test, detail: Detail) -> Result<(), InputError> {
    match (&test.settled.cycle, &test.cycle) {
        (Some(_), Some(error)) if !detail.loopy => Err(error.clone()),
        (Some(cycle), None) if !detail.loopy => Err(InputError {
            line: 1,
            test: None,
            test_name: "test",
            message: format!("the positions form a cycle through position {}", cycle[0]),
        }),
        _ => Ok(()),
    }
}

/// Whether some token of `query` has a move.
fn can_move(test: &Test, query: &[u32]) -> bool {
    query
        .iter()
        .any(|&position| test.graph.out_degree(position as usize) > 0)
}

/// How many tokens ahead of the query being answered their values are hinted.
const TOKENS_AHEAD: usize = 64;

/// The fast answer to every query of `test`: the values of the positions ([`values::values`]),
/// then each query by [`answer_query`].
fn answer_fast(test: &Test, detail: Detail) -> TestReport {
    let values = values::values(&test.graph, &test.settled);
    let mut answer = TestReport::default();
    // The tokens' values are read at random: each is hinted [`TOKENS_AHEAD`] tokens ahead, so
    // that their cache misses overlap.
    let mut hinted = 0;
    for k in 0..test.queries() {
        let until = (test.query_starts[k + 1] + TOKENS_AHEAD).min(test.tokens.len());
        for &position in &test.tokens[hinted.min(until)..until] {
            prefetch(&values, position as usize);
        }
        hinted = hinted.max(until);
        let query = test.query(k);
        let (outcome, nim_sum) = answer_query(test, &values, query);
        answer.outcomes.push(outcome);
        if detail.report {
            answer
                .reports
                .push(query_report(test, &values, k, outcome, nim_sum, detail));
        }
    }
    answer
}

/// Who wins a query, and the XOR of its finite values, by Smith's rule for sums: all values
/// finite: won iff their XOR is not 0; exactly one infinite value `∞(K)`: won iff the XOR `s` of
/// the others is in `K` (a move of that token to an out-position of value `s`), else a draw; two
/// or more infinite values: a draw.
fn answer_query(test: &Test, values: &[u32], query: &[u32]) -> (LoopyOutcome, u64) {
    let mut nim_sum = 0u64;
    let mut infinite = None;
    let mut infinite_count = 0;
    for &position in query {
        match values[position as usize] {
            INFINITE => {
                infinite = Some(position);
                infinite_count += 1;
            }
            value => nim_sum ^= u64::from(value),
        }
    }
    let outcome = match (infinite_count, infinite) {
        (0, _) if nim_sum == 0 => LoopyOutcome::Previous,
        (0, _) => LoopyOutcome::Next,
        (1, Some(position)) => {
            let reaches_the_sum = test
                .graph
                .successors(position as usize)
                .iter()
                .any(|&option| {
                    values[option as usize] != INFINITE
                        && u64::from(values[option as usize]) == nim_sum
                });
            if reaches_the_sum {
                LoopyOutcome::Next
            } else {
                LoopyOutcome::Draw
            }
        }
        _ => LoopyOutcome::Draw,
    };
    (outcome, nim_sum)
}

/// The report of query `k`: its values and every winning move. With every value finite and XOR
/// `s != 0`, a move of a token from `p` to `q` wins iff `q` has the finite value `value(p) XOR
/// s`; with one infinite value and `s` in its `K`, iff it moves that token to an out-position of
/// value `s`. No other move wins: it leaves an infinite value or a non-zero XOR.
fn query_report(
    test: &Test,
    values: &[u32],
    k: usize,
    outcome: LoopyOutcome,
    nim_sum: u64,
    detail: Detail,
) -> QueryReport {
    let query = test.query(k);
    let mut moves: Vec<Move> = Vec::new();
    if outcome == LoopyOutcome::Next {
        let infinite = query
            .iter()
            .any(|&position| values[position as usize] == INFINITE);
        for (token, from) in first_tokens(query) {
            let value = values[from as usize];
            let wanted = match (infinite, value) {
                (false, _) => u64::from(value) ^ nim_sum,
                (true, INFINITE) => nim_sum,
                (true, _) => continue,
            };
            for to in out_positions(&test.graph, from) {
                if values[to as usize] != INFINITE && u64::from(values[to as usize]) == wanted {
                    moves.push(Move { token, from, to });
                }
            }
        }
    }
    let token_values = query
        .iter()
        .map(|&position| match values[position as usize] {
            INFINITE => {
                TokenValue::Infinite(finite_options(&test.graph, values, position as usize))
            }
            value => TokenValue::Finite(value),
        })
        .collect();
    QueryReport {
        query: k + 1,
        tokens: query.to_vec(),
        outcome,
        values: Some((token_values, nim_sum)),
        move_count: moves.len() as u64,
        moves: moves.into_iter().take(detail.listed).collect(),
        can_move: can_move(test, query),
    }
}
