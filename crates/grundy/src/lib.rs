//! `grundy`: exact, fast and verifiable solvers for impartial combinatorial games.
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
//! # Adding a game
//! A game is one folder under `src/games/` that implements the contract of [`game`] ([`game::Contest`]
//! and [`game::Answer`] for its format, solvers and reports; [`game::Families`] for its
//! generators), one line in [`catalog::GAMES`], its page under `docs/games/` and its example under
//! `examples/`; the README's "Adding a game" says it step by step.

pub mod bits;
pub mod catalog;
pub mod check;
mod digraph;
pub mod engine;
pub mod game;
pub mod games;
pub mod graph;
pub mod heaps;
pub mod input;
pub mod json;
pub mod nimber;
pub mod poly;
pub mod prefetch;
pub mod random;
pub mod solve;
pub mod tree;
