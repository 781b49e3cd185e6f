//! Interactive games: the contest's output is a dialogue with a judge (zigzag). Such a game has
//! two more entry points than [`crate::catalog::Entry`]: the contestant's side of the protocol
//! ([`Interactive::play`]) and a local judge that plays against a player program
//! ([`Interactive::judge`]). The library never starts a process: the judge speaks to the player
//! through a [`Launcher`] and its [`Channel`]s, which the command line implements with child
//! processes and time limits.

use std::fmt;
use std::io::{BufRead, Write};

/// Why a dialogue (or a judge's run) stopped: the exit status and the one-line message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProtocolError {
    /// 2 for bad input or bad arguments, 1 for anything else.
    pub status: u8,
    /// What happened, naming the line where there is one.
    pub message: String,
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&self.message)
    }
}

impl std::error::Error for ProtocolError {}

/// How the judge plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JudgeOptions {
    /// The seed of every random choice.
    pub seed: u64,
    /// How many lines per game where the search is not exhaustive.
    pub lines: u64,
    /// The most lines an exhaustive search plays per game.
    pub max_lines: u64,
    /// The strict exhaustive search, as a proof.
    pub exhaustive: bool,
    /// One uniformly random line per game, like the contest's hack judge.
    pub random: bool,
    /// How long the player may take per reply (the [`Channel`]s enforce it; the judge names
    /// it in its reports).
    pub timeout: std::time::Duration,
}

impl Default for JudgeOptions {
    fn default() -> Self {
        JudgeOptions {
            seed: 0,
            lines: 8,
            max_lines: 50_000,
            exhaustive: false,
            random: false,
            timeout: std::time::Duration::from_secs(10),
        }
    }
}

/// How a channel to the player ended early.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ended {
    /// No reply within the time limit (the player was stopped).
    Timeout,
    /// The player closed its output or exited.
    Closed,
    /// The player printed this token after the last game.
    Extra(String),
    /// The player exited with a failure, described.
    Exit(String),
    /// Talking to the player failed otherwise, described.
    Io(String),
}

/// One run of the player program.
pub trait Channel {
    /// Sends one line to the player (a line break is added) and flushes it.
    fn send(&mut self, line: &str) -> Result<(), Ended>;
    /// The player's next whitespace-separated token, waiting at most the time limit.
    fn receive(&mut self) -> Result<String, Ended>;
    /// After the last game: closes the player's input and expects its output to end with no
    /// further token and the player to exit with status 0, within the time limit.
    fn finish(&mut self) -> Result<(), Ended>;
    /// After a rejection: closes the player's input, gives it up to the time limit to read the
    /// last line and exit on its own, then stops it and waits for it.
    fn stop(&mut self);
}

/// Starts runs of the player program.
pub trait Launcher {
    /// A new run of the player; `Err` (a message) when it cannot be started.
    fn launch(&mut self) -> Result<Box<dyn Channel>, String>;
}

/// An interactive game's two sides of the dialogue.
pub trait Interactive: Sync {
    /// The game's id.
    fn id(&self) -> &'static str;

    /// Plays the contestant's side: reads the judge from `input` line by line, as lines arrive,
    /// and writes each reply to `output` at once, flushed; `commentary` (with `--explain`) gets
    /// an account in words.
    fn play(
        &self,
        input: &mut dyn BufRead,
        output: &mut dyn Write,
        commentary: Option<&mut dyn Write>,
    ) -> Result<(), ProtocolError>;

    /// Judges the player that `launcher` starts on the games of `file`: one line per game and a
    /// final line to `report`, warnings and notes to `notes`. `Ok(true)` when the player won
    /// every game and line, `Ok(false)` when it lost or was rejected; `Err` for a bad file, bad
    /// options, a player that cannot be started (status 2) or an I/O failure (status 1).
    fn judge(
        &self,
        file: &[u8],
        options: &JudgeOptions,
        launcher: &mut dyn Launcher,
        report: &mut dyn Write,
        notes: &mut dyn Write,
    ) -> Result<bool, ProtocolError>;
}
