//! A benchmark case: one input and the parts timed on it (the bare loop, the parse-only baseline,
//! the whole job, and any other part a benchmark times on the same input). Each file benchmark
//! builds its cases in one function, and both of its ways of running (`common/harness.rs`:
//! criterion's, and the paired runs of `--paired`) run those same cases, so the two cannot time
//! different code.

use std::hint::black_box;

#[path = "id_count_loop.rs"]
mod id_count_loop;

/// What a part is to the paired runs: each part's time is also given as its ratio to the bare
/// loop's time in the same round, and `scripts/paired-table` puts each kind in its own column.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The bare loop of `common/bare_loop.rs`: every byte read once, no validation.
    BareLoop,
    /// The id-count loop of `common/id_count_loop.rs`: the bare loop, plus one counter per vertex
    /// that each vertex id (and any other number that small) adds one to (the trees' and graphs'
    /// files only).
    #[allow(dead_code)] // Only the benchmarks of trees and graphs have it.
    IdCount,
    /// The parse-only baseline: every number (or token) of the file read by the library's reader.
    ParseOnly,
    /// The whole job, as the command line runs it: read, validate, solve, answer.
    WholeJob,
    /// Anything else timed beside them (array-game's table of values alone).
    #[allow(dead_code)] // Only array-game has such a part; every benchmark compiles this file.
    Other,
}

impl Role {
    /// The word the paired runs print for this role.
    pub fn key(self) -> &'static str {
        match self {
            Role::BareLoop => "bare",
            Role::IdCount => "ids",
            Role::ParseOnly => "parse",
            Role::WholeJob => "whole",
            Role::Other => "other",
        }
    }
}

/// The code a part runs on the case's bytes.
type Run = Box<dyn Fn(&[u8])>;

/// One timed part of a case: its criterion name and the code it runs on the case's bytes.
pub struct Part {
    /// The name of the part's criterion benchmark inside its group (`group/label` is its id).
    pub label: String,
    /// What the part is to the others.
    pub role: Role,
    run: Run,
}

impl Part {
    /// Runs the part once on `bytes`.
    pub fn run(&self, bytes: &[u8]) {
        (self.run)(bytes);
    }
}

/// One input and its parts, in the order criterion runs them and each paired round runs them.
pub struct Case {
    /// The input's name, as the benchmark's tables name it (the parts' labels extend it).
    pub input: String,
    /// The file the parts run on.
    pub bytes: Vec<u8>,
    /// Whether criterion also reports bytes per second of `bytes` (the benchmarks that did before
    /// keep doing so, the others keep not doing so).
    pub bytes_per_second: bool,
    /// The timed parts, in order.
    pub parts: Vec<Part>,
}

impl Case {
    /// A case of `bytes` named `input`, with no parts yet, reporting bytes per second.
    pub fn new(input: impl Into<String>, bytes: Vec<u8>) -> Case {
        Case {
            input: input.into(),
            bytes,
            bytes_per_second: true,
            parts: Vec::new(),
        }
    }

    /// The case with one more part, `role`, named `label`, that runs `run` on the bytes (its
    /// result passed through [`black_box`], so that it is computed).
    pub fn part<R>(
        mut self,
        role: Role,
        label: impl Into<String>,
        run: impl Fn(&[u8]) -> R + 'static,
    ) -> Case {
        self.parts.push(Part {
            label: label.into(),
            role,
            run: Box::new(move |bytes| {
                black_box(run(bytes));
            }),
        });
        self
    }

    /// The case with its bare loop (`common/bare_loop.rs`) as its next part, named `label`.
    pub fn bare_loop(self, label: impl Into<String>) -> Case {
        self.part(Role::BareLoop, label, super::bare_loop::bare_loop)
    }

    /// The case with its id-count loop (`common/id_count_loop.rs`) as its next part, named
    /// `label`, with counters for the ids below `slots` (the number of vertices, plus one when ids
    /// start at 1).
    #[allow(dead_code)] // Only the benchmarks of trees and graphs have it.
    pub fn id_count_loop(self, label: impl Into<String>, slots: usize) -> Case {
        self.part(Role::IdCount, label, move |bytes| {
            id_count_loop::id_count_loop(bytes, slots)
        })
    }

    /// The case with its whole job as its next part, named `"{input}: solve"`: `game` solving the
    /// bytes with the default options, as `grundy solve GAME FILE` does, its answer thrown away.
    #[allow(dead_code)] // Some benchmarks time their own whole job (other options, other games).
    pub fn solved_by(self, game: &'static dyn grundy::catalog::Entry) -> Case {
        let label = format!("{}: solve", self.input);
        self.part(Role::WholeJob, label, move |bytes| {
            game.solve(
                bytes,
                &grundy::solve::SolveOptions::default(),
                &mut std::io::sink(),
            )
            .expect("valid input")
        })
    }

    /// The case with the parse-only baseline of the files that are numbers only as its next part,
    /// named `label`: every number read by the library's read-to-the-end loop
    /// ([`grundy::input::sum_of_all_numbers`]).
    #[allow(dead_code)] // tree_tac_toe and prefix_free read tokens too, and have their own.
    pub fn parse_all_numbers(self, label: impl Into<String>) -> Case {
        self.part(Role::ParseOnly, label, |bytes| {
            grundy::input::sum_of_all_numbers(bytes).expect("numbers")
        })
    }
}
