//! The zigzag game on a complete bipartite graph (`zigzag`), an interactive game.
//!
//! Source: Codeforces 1147F "Zigzag Game" (Forethought Future Cup, Final Round). Alice chooses
//! "increasing" or "decreasing" and a start node of `K_{n,n}` (edge weights: a matrix of
//! distinct numbers); Bob moves first with no weight condition; then every move goes to an
//! unvisited node along an edge heavier (increasing) or lighter (decreasing) than the last. Who
//! cannot move loses. Bob always wins, by a stable matching ([`matching`]). User documentation:
//! `docs/games/zigzag.md`.
//!
//! * [`matrix`] — the games' matrices and their reading; [`walk`] — the rules.
//! * [`matching`] — Bob's strategy; [`lines`] — Alice's lines against a Bob, depth first.
//! * [`brute`] — the oracle: exhaustive game search, `n <= 5`.
//! * [`report`] — the contest line (`B`), `--explain`, `--json`.
//! * [`mod@families`] — the generator and the check's instances.
//! * [`protocol`] — `grundy play zigzag`, the contestant's side of the dialogue;
//!   [`judge`] — `grundy judge zigzag`, the interactor's side.

pub(crate) mod brute;
#[cfg(test)]
mod dialogue_tests;
mod draw;
pub(crate) mod families;
pub(crate) mod judge;
pub(crate) mod lines;
pub(crate) mod matching;
pub(crate) mod matrix;
#[cfg(test)]
mod oracle_tests;
pub(crate) mod protocol;
pub(crate) mod report;
pub(crate) mod walk;

use std::io::{BufRead, Write};

use crate::game::interactive::{Interactive, JudgeOptions, Launcher, ProtocolError};
use crate::game::{Contest, Detail, Info, Refusal, Tests};
use crate::input::{InputError, Scanner};
use crate::solve::SolveError;

use matching::Matching;
use matrix::Matrix;
use report::{Found, ZigzagAnswer};

/// zigzag as a game of the catalog.
pub(crate) struct Zigzag;

impl Contest for Zigzag {
    const LISTS: Option<&'static str> = Some("Alice's winning lines and Bob's replies");
    const INFO: Info = Info {
        id: "zigzag",
        title: "The zigzag game on a complete bipartite graph (interactive)",
        source: "Codeforces 1147F \"Zigzag Game\"",
        rules: "after Bob's free first move, move a token to an unvisited node across along a \
                heavier (increasing) or lighter (decreasing) edge than the last",
        output: "`B` per game (Bob, the second player, always wins); `grundy play zigzag` plays \
                 the dialogue, `grundy judge zigzag` judges a player",
    };
    const TESTS: Tests = Tests::Counted("the number of games t");
    // A game at the oracle's limit (n = 5) takes a few milliseconds.
    const BRUTE_BUDGET: (u128, u128, &'static str) = (1, 2000, "games of n <= 5");
    type Header = ();
    type Test = Matrix;
    type Answer = ZigzagAnswer;
    type Workspace = ();
    type Oracle = ();

    fn workspace((): &()) {}

    fn oracle((): &()) {}

    fn read(scanner: &mut Scanner<'_>, (): &()) -> Result<Matrix, InputError> {
        matrix::read(scanner)
    }

    fn fast(
        (): &mut (),
        (): &(),
        matrix: &Matrix,
        detail: Detail,
    ) -> Result<ZigzagAnswer, SolveError> {
        let matchings = detail
            .report
            .then(|| (matrix.clone(), Matching::all(matrix)));
        Ok(ZigzagAnswer {
            n: matrix.n(),
            found: Found::Theory(matchings),
        })
    }

    fn brute_cost((): &(), matrix: &Matrix) -> Result<u128, Refusal> {
        if matrix.n() > brute::MAX_N {
            return Err(format!(
                "the brute-force oracle searches games with n at most {}; this game has n = {} \
                 (use --method fast)",
                brute::MAX_N,
                matrix.n()
            ));
        }
        Ok(1)
    }

    fn brute((): &mut (), (): &(), matrix: &Matrix, _: Detail) -> Result<ZigzagAnswer, SolveError> {
        let outcome = brute::solve(matrix);
        Ok(ZigzagAnswer {
            n: matrix.n(),
            found: Found::Search {
                bob_wins: outcome.bob_wins,
                positions: outcome.positions,
            },
        })
    }
}

impl Interactive for Zigzag {
    fn id(&self) -> &'static str {
        Self::INFO.id
    }

    fn play(
        &self,
        input: &mut dyn BufRead,
        output: &mut dyn Write,
        commentary: Option<&mut dyn Write>,
    ) -> Result<(), ProtocolError> {
        protocol::play(input, output, commentary)
    }

    fn judge(
        &self,
        file: &[u8],
        options: &JudgeOptions,
        launcher: &mut dyn Launcher,
        report: &mut dyn Write,
        notes: &mut dyn Write,
    ) -> Result<bool, ProtocolError> {
        judge::judge(file, options, launcher, report, notes)
    }
}
