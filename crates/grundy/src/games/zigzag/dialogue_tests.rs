//! The dialogue inside the crate: the player answers each judge line before it asks for the
//! next (a scripted judge that checks the replies so far before handing out each line), and the
//! judge plays every Alice line against the player running in a thread.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::rc::Rc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use super::families;
use super::judge::judge;
use super::protocol::play;
use super::Zigzag;
use crate::game::interactive::{Channel, Ended, JudgeOptions, Launcher, ProtocolError};
use crate::game::Families;
use crate::input::is_separator;
use crate::random::Random;

/// What the player has written so far.
#[derive(Clone, Default)]
struct Shared(Rc<RefCell<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A judge that hands out one line at a time, each only once the player has written exactly
/// the replies listed with it.
struct Scripted {
    script: VecDeque<(&'static str, &'static str)>,
    output: Shared,
    line: Vec<u8>,
    position: usize,
}

impl Read for Scripted {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let count = available.len().min(buffer.len());
        buffer[..count].copy_from_slice(&available[..count]);
        self.consume(count);
        Ok(count)
    }
}

impl BufRead for Scripted {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.position == self.line.len() {
            if let Some((line, replies_before)) = self.script.pop_front() {
                let written = String::from_utf8_lossy(&self.output.0.borrow()).into_owned();
                assert_eq!(written, replies_before, "before the judge sends {line:?}");
                self.line = line.as_bytes().to_vec();
                self.position = 0;
            }
        }
        Ok(&self.line[self.position..])
    }

    fn consume(&mut self, amount: usize) {
        self.position += amount;
    }
}

#[test]
fn the_player_answers_every_line_before_it_reads_the_next() {
    let script = [
        ("1\n", ""),
        ("4\n", ""),
        ("16 1 11 6\n", ""),
        ("3 14 8 9\n", ""),
        ("12 7 2 15\n", ""),
        ("5 10 13 4\n", ""),
        ("I 2\n", "B\n"),
        ("4\n", "B\n5\n"),
        ("3\n", "B\n5\n8\n"),
        ("1\n", "B\n5\n8\n7\n"),
        ("-1\n", "B\n5\n8\n7\n6\n"),
    ];
    let output = Shared::default();
    let mut judge = Scripted {
        script: script.into_iter().collect(),
        output: output.clone(),
        line: Vec::new(),
        position: 0,
    };
    let mut writer = output.clone();
    assert_eq!(play(&mut judge, &mut writer, None), Ok(()));
    assert_eq!(output.0.borrow().as_slice(), b"B\n5\n8\n7\n6\n");
}

/// Bytes the player writes, sent to the judge as they come.
struct Sending(Sender<Vec<u8>>);

impl Write for Sending {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0
            .send(bytes.to_vec())
            .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))?;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Our player, run in a thread behind a pipe.
struct InProcess {
    to_player: Option<io::PipeWriter>,
    from_player: Receiver<Vec<u8>>,
    buffer: Vec<u8>,
    closed: bool,
    player: Option<JoinHandle<Result<(), ProtocolError>>>,
}

impl InProcess {
    fn start() -> InProcess {
        let (reader, writer) = io::pipe().expect("a pipe");
        let (sender, receiver) = mpsc::channel();
        let player =
            thread::spawn(move || play(&mut BufReader::new(reader), &mut Sending(sender), None));
        InProcess {
            to_player: Some(writer),
            from_player: receiver,
            buffer: Vec::new(),
            closed: false,
            player: Some(player),
        }
    }

    fn token(&mut self) -> Option<String> {
        let start = self.buffer.iter().position(|&byte| !is_separator(byte))?;
        let end = self.buffer[start..]
            .iter()
            .position(|&byte| is_separator(byte))
            .map(|length| start + length)
            .or(self.closed.then_some(self.buffer.len()))?;
        let token = String::from_utf8_lossy(&self.buffer[start..end]).into_owned();
        self.buffer.drain(..end);
        Some(token)
    }

    fn more(&mut self) -> Result<(), Ended> {
        match self.from_player.recv_timeout(Duration::from_secs(30)) {
            Ok(bytes) => self.buffer.extend_from_slice(&bytes),
            Err(RecvTimeoutError::Timeout) => return Err(Ended::Timeout),
            Err(RecvTimeoutError::Disconnected) => self.closed = true,
        }
        Ok(())
    }

    fn join(&mut self) -> Result<(), Ended> {
        self.to_player = None;
        match self.player.take().map(JoinHandle::join) {
            Some(Ok(Ok(()))) | None => Ok(()),
            Some(Ok(Err(error))) => Err(Ended::Exit(error.message)),
            Some(Err(_)) => Err(Ended::Exit("panicked".to_string())),
        }
    }
}

impl Channel for InProcess {
    fn send(&mut self, line: &str) -> Result<(), Ended> {
        let writer = self.to_player.as_mut().ok_or(Ended::Closed)?;
        writeln!(writer, "{line}").map_err(|_| Ended::Closed)
    }

    fn receive(&mut self) -> Result<String, Ended> {
        loop {
            if let Some(token) = self.token() {
                return Ok(token);
            }
            if self.closed {
                return Err(Ended::Closed);
            }
            self.more()?;
        }
    }

    fn finish(&mut self) -> Result<(), Ended> {
        self.to_player = None;
        while !self.closed {
            self.more()?;
        }
        if let Some(token) = self.token() {
            return Err(Ended::Extra(token));
        }
        self.join()
    }

    fn stop(&mut self) {
        let _ = self.join();
    }
}

struct Ours;

impl Launcher for Ours {
    fn launch(&mut self) -> Result<Box<dyn Channel>, String> {
        Ok(Box::new(InProcess::start()))
    }
}

/// Judges our player on `file`; the report.
fn judged(file: &str, options: &JudgeOptions) -> String {
    let (mut report, mut notes) = (Vec::new(), Vec::new());
    let won = judge(file.as_bytes(), options, &mut Ours, &mut report, &mut notes);
    let report = String::from_utf8_lossy(&report).into_owned();
    assert_eq!(won, Ok(true), "{report}{}", String::from_utf8_lossy(&notes));
    report
}

/// A file of the matrices' games.
fn file_of(matrices: &[super::matrix::Matrix]) -> String {
    let mut text = format!("{}\n", matrices.len());
    for matrix in matrices {
        text.push_str(&format!("{}\n", matrix.n()));
        matrix.write_rows(&mut text);
    }
    text
}

#[test]
fn the_strict_judge_proves_the_player_on_every_weight_order_up_to_n_2() {
    let mut matrices = Zigzag::every(1);
    matrices.extend(Zigzag::every(2));
    let options = JudgeOptions {
        exhaustive: true,
        ..JudgeOptions::default()
    };
    let report = judged(&file_of(&matrices), &options);
    assert_eq!(report.matches("search complete").count(), 25, "{report}");
    // n = 1: two directions, two starts, one Bob move each.
    assert!(
        report.starts_with("game 1: OK: n = 1, 4 Alice lines won"),
        "{report}"
    );
    assert!(
        report.ends_with("OK: 25 games, 196 Alice lines won\n"),
        "{report}"
    );
}

#[test]
fn the_judge_finds_the_player_winning_on_random_matrices_of_every_family() {
    let mut random = Random::from_seed(31);
    let mut matrices = Vec::new();
    for family in families::FAMILIES {
        for n in [3, 4, 5, 9] {
            matrices.push(families::matrix(family, n, &mut random));
        }
    }
    let report = judged(&file_of(&matrices), &JudgeOptions::default());
    let games = matrices.len();
    assert!(report.ends_with("Alice lines won\n"), "{report}");
    assert_eq!(report.matches(": OK: ").count(), games, "{report}");
    let report = judged(
        &file_of(&matrices),
        &JudgeOptions {
            random: true,
            seed: 5,
            ..JudgeOptions::default()
        },
    );
    assert!(
        report.ends_with(&format!("OK: {games} games, {games} Alice lines won\n")),
        "{report}"
    );
}
