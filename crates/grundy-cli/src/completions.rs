//! `grundy completions <shell>`: the shell's completion script for every command, option and
//! value the command line knows (clap_complete), and `grundy man`: the manual page in roff
//! (clap_mangen), both written to standard output.

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use crate::{write_stdout, Cli, Failure};

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell (bash: save it as ~/.local/share/bash-completion/completions/grundy; zsh: as
    /// _grundy in a folder of $fpath; fish: as ~/.config/fish/completions/grundy.fish).
    #[arg(value_enum)]
    shell: Shell,
}

/// Writes the completion script.
pub fn completions(arguments: &CompletionsArgs) -> Result<(), Failure> {
    let mut script = Vec::new();
    clap_complete::generate(arguments.shell, &mut Cli::command(), "grundy", &mut script);
    write_stdout(&script)
}

/// Writes the manual page (`grundy man > grundy.1`; `man ./grundy.1` shows it).
pub fn manual() -> Result<(), Failure> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .render(&mut page)
        .map_err(|error| Failure::other(format!("cannot write the manual page: {error}")))?;
    write_stdout(&page)
}
