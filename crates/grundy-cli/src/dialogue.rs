//! `grundy play` for an interactive game (zigzag): the contestant's side of the contest's
//! protocol on standard input and output, read line by line as the judge sends it.

use std::io::{self, BufReader};

use grundy::game::interactive::Interactive;

use crate::Failure;

/// Plays the game's protocol on standard input and output; with `explain`, a commentary on
/// standard error.
pub fn play(game: &dyn Interactive, explain: bool) -> Result<(), Failure> {
    // Not `Stdin::lock`'s buffer: the reader takes one line at a time either way, and a plain
    // `BufReader` over the raw handle returns whatever has arrived without waiting for more.
    let mut input = BufReader::new(io::stdin());
    let mut output = io::stdout().lock();
    let mut commentary = io::stderr();
    let commentary: Option<&mut dyn io::Write> = if explain { Some(&mut commentary) } else { None };
    game.play(&mut input, &mut output, commentary)
        .map_err(|error| Failure {
            status: error.status,
            message: error.message,
        })
}
