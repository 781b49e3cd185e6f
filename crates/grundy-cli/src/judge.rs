//! `grundy judge`: a local interactor for an interactive game (zigzag). The library plays the
//! judge's side; this file runs the player program: a child process started directly (no
//! shell), its stderr passed through, its stdin written by a thread and its stdout read by
//! another and cut into tokens; every reply, and every line's write (a player that does not read
//! fills the pipe), is waited for at most `--timeout` seconds; a player that overruns is killed
//! and waited for, so no zombie is left. On Unix the player runs in a process group of its own,
//! and the whole group is killed: a player script's own children do not outlive it.

use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use clap::Args;
use grundy::catalog;
use grundy::game::interactive::{Channel, Ended, JudgeOptions, Launcher};
use grundy::input::is_separator;

use crate::{process_group, read_input, Failure};

#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// The interactive game's id (zigzag).
    game: String,
    /// The games, in the hack format extended to any number of games; standard input when
    /// absent or `-`.
    file: Option<PathBuf>,
    /// Seconds the player may take per reply, and to exit after the last game.
    #[arg(long, default_value_t = 10.0)]
    timeout: f64,
    /// The seed of every random choice of the judge.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Alice lines per game where they are not all searched (n > 6).
    #[arg(long, default_value_t = 8)]
    lines: u64,
    /// The most Alice lines the search plays per game (n <= 6).
    #[arg(long = "max-lines", default_value_t = 50_000)]
    max_lines: u64,
    /// Every Alice line, as a proof: every game must have n <= 6, and a player whose reply
    /// differs on a replay is rejected.
    #[arg(long, conflicts_with = "random")]
    exhaustive: bool,
    /// One uniformly random Alice line per game, like the contest's hack judge.
    #[arg(long)]
    random: bool,
    /// The player program and its arguments, after `--`.
    #[arg(last = true, required = true, value_name = "PLAYER")]
    player: Vec<String>,
}

/// Runs the judge; exit status 0 when the player won every game, 1 when it lost or was
/// rejected, 2 for a bad file or bad arguments.
pub fn judge(arguments: &JudgeArgs) -> Result<(), Failure> {
    let Some(game) = catalog::interactive(&arguments.game) else {
        let ids: Vec<&str> = catalog::INTERACTIVE.iter().map(|game| game.id()).collect();
        return Err(Failure::usage(format!(
            "'{}' is not an interactive game; judge takes: {}",
            arguments.game,
            ids.join(", ")
        )));
    };
    if !(arguments.timeout.is_finite() && arguments.timeout > 0.0 && arguments.timeout <= 86_400.0)
    {
        return Err(Failure::usage(format!(
            "--timeout must be a number of seconds above 0 and at most 86400, not {}",
            arguments.timeout
        )));
    }
    if arguments.lines == 0 || arguments.max_lines == 0 {
        return Err(Failure::usage("--lines and --max-lines must be at least 1"));
    }
    let file = read_input(arguments.file.as_ref())?;
    let timeout = Duration::from_secs_f64(arguments.timeout);
    let options = JudgeOptions {
        seed: arguments.seed,
        lines: arguments.lines,
        max_lines: arguments.max_lines,
        exhaustive: arguments.exhaustive,
        random: arguments.random,
        timeout,
    };
    let mut launcher = ProcessLauncher {
        program: arguments.player[0].clone(),
        arguments: arguments.player[1..].to_vec(),
        timeout,
    };
    let mut report = io::stdout().lock();
    let mut notes = io::stderr();
    let won = game
        .judge(&file, &options, &mut launcher, &mut report, &mut notes)
        .map_err(|error| Failure {
            status: error.status,
            message: error.message,
        })?;
    report
        .flush()
        .map_err(|error| Failure::other(format!("cannot write the report: {error}")))?;
    if won {
        Ok(())
    } else {
        Err(Failure::other(
            "the player lost or was rejected (see the report)",
        ))
    }
}

/// Starts the player program.
struct ProcessLauncher {
    program: String,
    arguments: Vec<String>,
    timeout: Duration,
}

impl Launcher for ProcessLauncher {
    fn launch(&mut self) -> Result<Box<dyn Channel>, String> {
        let mut command = Command::new(&self.program);
        let mut child = process_group::own_group(&mut command)
            .args(&self.arguments)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|error| format!("cannot start the player {}: {error}", self.program))?;
        let mut stdin = child
            .stdin
            .take()
            .ok_or("the player has no standard input")?;
        let mut stdout = child
            .stdout
            .take()
            .ok_or("the player has no standard output")?;
        let (sender, bytes) = mpsc::channel();
        // The reader thread ends when the player's output closes (it exits or is killed).
        thread::spawn(move || {
            let mut buffer = [0u8; 1 << 14];
            loop {
                match stdout.read(&mut buffer) {
                    Ok(0) | Err(_) => break,
                    Ok(read) => {
                        if sender.send(buffer[..read].to_vec()).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let (lines, to_write) = mpsc::channel::<Vec<u8>>();
        let (report, written) = mpsc::channel();
        // The writer thread ends when the judge closes the player's input (the player's input
        // closes with it) or a write fails; a write the player never reads leaves it blocked
        // until the player is killed.
        thread::spawn(move || {
            for line in to_write {
                let result = stdin.write_all(&line).and_then(|()| stdin.flush());
                let failed = result.is_err();
                if report.send(result).is_err() || failed {
                    break;
                }
            }
        });
        Ok(Box::new(Player {
            child,
            lines: Some(lines),
            written,
            reaped: false,
            bytes,
            buffer: Vec::new(),
            closed: false,
            timeout: self.timeout,
        }))
    }
}

/// The longest token the judge waits to see the end of: no move is longer.
const MAX_TOKEN: usize = 1 << 16;

/// One run of the player program.
struct Player {
    child: Child,
    /// Lines for the writer thread to write to the player's input; `None` once it is closed.
    lines: Option<Sender<Vec<u8>>>,
    /// The outcome of each write.
    written: Receiver<io::Result<()>>,
    /// Whether the player was waited for (its process id may be reused from then on).
    reaped: bool,
    bytes: Receiver<Vec<u8>>,
    /// Output received and not yet cut into tokens.
    buffer: Vec<u8>,
    /// Whether the player's output has ended.
    closed: bool,
    timeout: Duration,
}

impl Player {
    /// Kills the player and its process group, and waits for it (no zombie); nothing once it
    /// was waited for.
    fn kill(&mut self) {
        self.lines = None;
        if self.reaped {
            return;
        }
        let _ = process_group::kill_and_reap(&mut self.child);
        self.reaped = true;
    }

    /// The first whole token of the buffer (one a separator follows, or any at the end of the
    /// output), removed from it.
    fn take_token(&mut self) -> Option<String> {
        let start = self.buffer.iter().position(|&byte| !is_separator(byte));
        let Some(start) = start else {
            self.buffer.clear();
            return None;
        };
        let end = self.buffer[start..]
            .iter()
            .position(|&byte| is_separator(byte))
            .map(|length| start + length);
        let end = match end {
            Some(end) => end,
            // A token that never ends is cut here (it is no move), so that endless output
            // without a separator cannot fill the memory before the time limit.
            None if self.closed || self.buffer.len() - start > MAX_TOKEN => self.buffer.len(),
            None => return None,
        };
        let token = String::from_utf8_lossy(&self.buffer[start..end]).into_owned();
        self.buffer.drain(..end);
        Some(token)
    }

    /// Waits until `deadline` for more output: `Ok(false)` when the output ended.
    fn wait_for_output(&mut self, deadline: Instant) -> Result<bool, Ended> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.bytes.recv_timeout(left) {
            Ok(chunk) => {
                self.buffer.extend_from_slice(&chunk);
                Ok(true)
            }
            Err(RecvTimeoutError::Timeout) => {
                self.kill();
                Err(Ended::Timeout)
            }
            Err(RecvTimeoutError::Disconnected) => {
                self.closed = true;
                Ok(false)
            }
        }
    }
}

impl Channel for Player {
    fn send(&mut self, line: &str) -> Result<(), Ended> {
        let Some(lines) = self.lines.as_ref() else {
            return Err(Ended::Closed);
        };
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
        if lines.send(bytes).is_err() {
            return Err(Ended::Closed);
        }
        match self.written.recv_timeout(self.timeout) {
            Ok(Ok(())) => Ok(()),
            Ok(Err(error)) if error.kind() == io::ErrorKind::BrokenPipe => Err(Ended::Closed),
            Ok(Err(error)) => Err(Ended::Io(error.to_string())),
            Err(RecvTimeoutError::Timeout) => {
                self.kill();
                Err(Ended::Timeout)
            }
            Err(RecvTimeoutError::Disconnected) => Err(Ended::Closed),
        }
    }

    fn receive(&mut self) -> Result<String, Ended> {
        let deadline = Instant::now() + self.timeout;
        loop {
            if let Some(token) = self.take_token() {
                return Ok(token);
            }
            if self.closed {
                return Err(Ended::Closed);
            }
            self.wait_for_output(deadline)?;
        }
    }

    fn finish(&mut self) -> Result<(), Ended> {
        self.lines = None;
        let deadline = Instant::now() + self.timeout;
        while !self.closed {
            self.wait_for_output(deadline)?;
            if let Some(token) = self.take_token() {
                self.kill();
                return Err(Ended::Extra(token));
            }
        }
        if let Some(token) = self.take_token() {
            self.kill();
            return Err(Ended::Extra(token));
        }
        loop {
            // A player that exited leaves nothing running (its group is killed).
            let waited = process_group::try_reap(&mut self.child);
            self.reaped |= matches!(waited, Ok(Some(_)));
            match waited {
                Ok(Some(status)) if status.success() => return Ok(()),
                Ok(Some(status)) => return Err(Ended::Exit(exit_words(status))),
                Ok(None) if Instant::now() >= deadline => {
                    self.kill();
                    return Err(Ended::Timeout);
                }
                Ok(None) => thread::sleep(Duration::from_millis(1)),
                Err(error) => return Err(Ended::Io(error.to_string())),
            }
        }
    }

    fn stop(&mut self) {
        self.lines = None;
        if self.reaped {
            return;
        }
        // The player may read the judge's last line (-2) and exit on its own within the time
        // limit; its output ends when it does.
        let deadline = Instant::now() + self.timeout;
        while !self.closed {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.bytes.recv_timeout(left) {
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => self.closed = true,
            }
        }
        self.kill();
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        self.kill();
    }
}

/// How a player that failed ended: "exited with status 3", "was killed by signal 15".
fn exit_words(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exited with status {code}");
    }
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return format!("was killed by signal {signal}");
    }
    format!("ended with {status}")
}
