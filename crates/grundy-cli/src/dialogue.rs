//! `grundy play` for an interactive game (zigzag): the contestant's side of the contest's
//! protocol on standard input and output, read line by line as the judge sends it.

use std::io::{self, BufReader};

use grundy::catalog;

use crate::{Failure, PlayArgs};

/// Plays an interactive game's protocol on standard input and output (`--explain`: a commentary
/// on standard error); `None` for a game that is not interactive, which `grundy play` plays
/// from a FILE.
pub fn play(arguments: &PlayArgs) -> Option<Result<(), Failure>> {
    let Some(game) = catalog::interactive(&arguments.game) else {
        if arguments.explain {
            return Some(Err(Failure::usage(
                "--explain applies to interactive games (zigzag); for the others, hint explains",
            )));
        }
        return None;
    };
    if arguments.json || arguments.no_hints || arguments.test != 1 {
        return Some(Err(Failure::usage(format!(
            "--json, --no-hints and --test do not apply to {}, which speaks the contest's \
             protocol (--explain comments on it)",
            game.id()
        ))));
    }
    if arguments.file.is_some() {
        return Some(Err(Failure::usage(format!(
            "{id} is interactive: `grundy play {id}` takes no FILE (the judge sends the games on \
             standard input)",
            id = game.id()
        ))));
    }
    // Not `Stdin::lock`'s buffer: the reader takes one line at a time either way, and a plain
    // `BufReader` over the handle returns whatever has arrived without waiting for more.
    let mut input = BufReader::new(io::stdin());
    let mut output = io::stdout().lock();
    let mut commentary = io::stderr();
    let commentary: Option<&mut dyn io::Write> = if arguments.explain {
        Some(&mut commentary)
    } else {
        None
    };
    Some(
        game.play(&mut input, &mut output, commentary)
            .map_err(|error| Failure {
                status: error.status,
                message: error.message,
            }),
    )
}
