//! `grundy`: exact, fast and verifiable solvers for combinatorial games from programming contests
//! and game theory.
//!
//! Every game of the catalog ([`catalog::GAMES`]) comes with its contest's exact input and output
//! format, a fast solver for the full limits, an independent brute-force oracle (exhaustive search
//! over explicit positions, using none of the theory), generators of test families, and reports
//! in words (`--explain`) and as JSON.
//!
//! ```
//! use grundy::catalog;
//! use grundy::solve::SolveOptions;
//!
//! let game = catalog::find("path-marking").unwrap();
//! let mut out = Vec::new();
//! game.solve(b"1\n3\n1 2\n2 3\n", &SolveOptions::default(), &mut out).unwrap();
//! assert_eq!(out, b"Restart\n");
//! ```
//!
//! The public API is the catalog ([`catalog`], with the options, reports and errors of its entry
//! points in [`solve`] and [`check`]), the game contract ([`game`]), the exhaustive solvers
//! ([`engine`]), the input reader ([`input`]) and [`nimber::Nimber`]; the games and the structures
//! they share are the crate's own.
//!
//! # Adding a game
//! A game is one folder under `src/games/` that implements the contract of [`game`] ([`game::Contest`]
//! and [`game::Answer`] for its format, solvers and reports; [`game::Families`] for its
//! generators), one line in [`catalog::GAMES`], its page under `docs/games/` and its example under
//! `examples/`; the README's "Adding a game" says it step by step.

pub(crate) mod bits;
pub mod catalog;
pub mod check;
mod digraph;
mod draw;
pub mod engine;
pub mod game;
pub(crate) mod games;
pub(crate) mod graph;
pub(crate) mod heaps;
pub mod input;
pub(crate) mod json;
pub mod memory;
pub mod nimber;
pub(crate) mod poly;
pub(crate) mod prefetch;
pub(crate) mod random;
pub mod solve;
pub(crate) mod tree;

/// Kernels, baselines and generators of some games, re-exported for the crate's own benchmarks
/// (`benches/`) alone: not part of the API, hidden from the docs, free to change. Everything else
/// a benchmark runs goes through [`catalog`], as the command line does.
#[doc(hidden)]
pub mod bench {
    pub use crate::games::array_game::values::Values;
    pub use crate::games::christmas_game::promised_drawing;
    pub use crate::games::moore_nim::count_losing;
    pub use crate::games::moving_coins::count::{
        count as moving_coins_count, Method as CountMethod,
    };
    pub use crate::random::Random;
}
