//! Helping a person who typed something the command does not know: the help for a bare
//! `grundy`, "did you mean" for a mistyped command or game, arguments given in the wrong order,
//! output that has nowhere to go, and a note when input is awaited from a terminal.

use std::io::{self, IsTerminal};
use std::path::Path;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::CommandFactory;
use grundy::catalog::{self, Entry};

use crate::{Cli, Failure};

/// The closest of `candidates` to `word`, if one is close enough to be a typo of it: at most a
/// third of its letters (and at least one) changed, added or removed.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let most = (word.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|candidate| (strsim::levenshtein(word, candidate), candidate))
        .filter(|&(distance, _)| distance <= most)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// ` (did you mean 'x'?)` for the closest of `candidates`, or nothing.
fn did_you_mean<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> String {
    closest(word, candidates)
        .map(|close| format!(" (did you mean '{close}'?)"))
        .unwrap_or_default()
}

/// The refusal of an unknown game id: the closest id, and every id.
pub fn unknown_game(id: &str) -> Failure {
    Failure::usage(format!(
        "unknown game '{id}'{}; the games are: {}",
        did_you_mean(id, catalog::ids()),
        catalog::ids().join(", ")
    ))
}

/// The refusal of `grundy <command> FILE GAME`: the game and the file swapped, said so.
pub fn swapped(command: &str, game: &str, file: &str) -> Option<Failure> {
    catalog::find(file).is_some().then(|| {
        Failure::usage(format!(
            "unknown game '{game}', but '{file}' is one: the game comes first (grundy {command} \
             {file} {game})"
        ))
    })
}

/// The game of `grundy <command> GAME FILE`, or why not: an unknown id is refused with the
/// closest one, or, when FILE is a game's id, as the two swapped.
pub fn find_game_before(
    command: &str,
    id: &str,
    file: Option<&Path>,
) -> Result<&'static dyn Entry, Failure> {
    catalog::find(id).ok_or_else(|| {
        file.and_then(|file| swapped(command, id, &file.to_string_lossy()))
            .unwrap_or_else(|| unknown_game(id))
    })
}

/// `line` (the option parser's one-line message) with `hint` after what is wrong, before the
/// usage.
pub fn with_hint(line: String, hint: &str) -> String {
    match line
        .find(" (usage: ")
        .or_else(|| line.find(" (see --help)"))
    {
        Some(at) if !hint.is_empty() => format!("{}{hint}{}", &line[..at], &line[at..]),
        _ => line,
    }
}

/// Whether the option parser's error is a bare `grundy` (no command), which prints the help.
pub fn is_bare(error: &clap::Error) -> bool {
    matches!(
        error.kind(),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) && std::env::args_os().len() <= 1
}

/// The help a bare `grundy` prints.
pub fn help() -> String {
    Cli::command().render_help().to_string()
}

/// What to add to the option parser's message: for an unknown command, the closest command.
pub fn hint(error: &clap::Error) -> String {
    if error.kind() != ErrorKind::InvalidSubcommand {
        return String::new();
    }
    let Some(ContextValue::String(word)) = error.get(ContextKind::InvalidSubcommand) else {
        return String::new();
    };
    let command = Cli::command();
    let names: Vec<String> = command
        .get_subcommands()
        .map(|command| command.get_name().to_string())
        .collect();
    did_you_mean(word, names.iter().map(String::as_str))
}

/// A failed write of the output: quietly done when the reader went away (`grundy gen ... |
/// head`), else the error, naming the output.
pub fn output_failed(error: &io::Error) -> Result<(), Failure> {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return Ok(());
    }
    Err(Failure::other(format!("cannot write the output: {error}")))
}

/// Says on standard error, when the input is a terminal, that a person is expected to type it.
pub fn note_terminal_input() {
    if io::stdin().is_terminal() {
        eprintln!(
            "grundy: reading the input from the terminal; type it and end it with Ctrl-D (Ctrl-Z \
             then Enter on Windows), or give a FILE"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typos_find_the_closest_word() {
        let commands = ["games", "solve", "gen", "check", "play", "stress"];
        assert_eq!(closest("solv", commands), Some("solve"));
        assert_eq!(closest("chek", commands), Some("check"));
        assert_eq!(closest("stres", commands), Some("stress"));
        assert_eq!(closest("xyz", commands), None);
        assert_eq!(closest("path-markin", catalog::ids()), Some("path-marking"));
        assert_eq!(closest("misere-nin", catalog::ids()), Some("misere-nim"));
        assert_eq!(closest("chess", catalog::ids()), None);
    }
}
