//! `grundy play zigzag`: the contestant's side of the contest's dialogue (Codeforces 1147F), as
//! Bob with the stable-matching strategy. The judge is read line by line as its lines arrive
//! ([`LineTokens`]: one line at a time, never further than the reply needs), every reply is
//! flushed at once, and every judge message is checked: bad input is one line naming the line
//! and the game (status 2), a judge that rejects our move (`-2`) is status 1.

use std::collections::VecDeque;
use std::io::{BufRead, Read, Write};

use super::matching::{case_name, Matching};
use super::matrix::{self, Matrix, Source};
use super::walk::{Direction, Walk};
use crate::game::interactive::ProtocolError;
use crate::input::is_separator;

/// The longest line (without its line break) `play` reads: fifty times the longest the format
/// allows (a row of 1000 weights of 19 digits, each with a space), so that a judge's endless line
/// cannot fill the memory.
pub(crate) const MAX_LINE: usize = 1 << 20;

/// Why a line could not be read.
pub(crate) enum Unreadable {
    /// Reading failed: the reason.
    Io(String),
    /// The line (the last one counted) is longer than [`MAX_LINE`].
    TooLong,
}

/// Whitespace-separated tokens of a stream, read a line at a time: a token is handed out as soon
/// as its line has arrived, and no line is read before the tokens of the previous one are used.
pub(crate) struct LineTokens<'r> {
    input: &'r mut dyn BufRead,
    /// The number of lines read so far: the line of the last token handed out.
    line: usize,
    pending: VecDeque<String>,
    bytes: Vec<u8>,
}

impl<'r> LineTokens<'r> {
    /// Tokens of `input`.
    pub(crate) fn new(input: &'r mut dyn BufRead) -> Self {
        LineTokens {
            input,
            line: 0,
            pending: VecDeque::new(),
            bytes: Vec::new(),
        }
    }

    /// The line of the last token handed out (the last line read at the end of the input).
    pub(crate) fn line(&self) -> usize {
        self.line.max(1)
    }

    /// The next token, `None` at the end of the input.
    pub(crate) fn next(&mut self) -> Result<Option<String>, Unreadable> {
        while self.pending.is_empty() {
            self.bytes.clear();
            let read = (&mut *self.input)
                .take(MAX_LINE as u64 + 1)
                .read_until(b'\n', &mut self.bytes)
                .map_err(|error| Unreadable::Io(error.to_string()))?;
            if read == 0 {
                return Ok(None);
            }
            self.line += 1;
            if self.bytes.len() > MAX_LINE && self.bytes.last() != Some(&b'\n') {
                return Err(Unreadable::TooLong);
            }
            for token in self.bytes.split(|&byte| is_separator(byte)) {
                if !token.is_empty() {
                    self.pending
                        .push_back(String::from_utf8_lossy(token).into_owned());
                }
            }
        }
        Ok(self.pending.pop_front())
    }
}

/// A token as messages show it: at most 24 characters, control characters escaped.
pub(crate) fn shown(token: &str) -> String {
    let mut text: String = token
        .chars()
        .take(24)
        .flat_map(char::escape_debug)
        .collect();
    if token.chars().count() > 24 {
        text.push_str("...");
    }
    text
}

/// What a token read as a number is.
pub(crate) enum Number {
    /// An unsigned number.
    Value(u64),
    /// A protocol token: `-1` or `-2`.
    Minus(u8),
    /// Anything else: the reason in words.
    Bad(String),
}

/// Reads `token` as a number named `what` (`-1` and `-2` are protocol tokens).
pub(crate) fn number(token: &str, what: &str) -> Number {
    match token {
        "-1" => return Number::Minus(1),
        "-2" => return Number::Minus(2),
        _ => {}
    }
    if token.is_empty() || !token.bytes().all(|byte| byte.is_ascii_digit()) {
        let hint = if token.starts_with('-') {
            " (negative numbers other than the protocol's -1 and -2 are not allowed)"
        } else {
            ""
        };
        return Number::Bad(format!(
            "expected {what} (an unsigned integer), found '{}'{hint}",
            shown(token)
        ));
    }
    match token.parse::<u64>() {
        Ok(value) => Number::Value(value),
        Err(_) => Number::Bad(format!("{what} '{}' does not fit in 64 bits", shown(token))),
    }
}

/// The judge's lines, as a source of games.
impl Source for Player<'_, '_, '_> {
    type Error = ProtocolError;
    /// The line of the number.
    type Place = usize;

    fn number_in(
        &mut self,
        what: &str,
        low: u64,
        high: u64,
    ) -> Result<(u64, usize), ProtocolError> {
        let value = self.number(what, low, high)?;
        Ok((value, self.tokens.line()))
    }

    fn line_of(&self, line: usize) -> usize {
        line
    }

    fn error_at(&self, line: usize, message: String) -> ProtocolError {
        self.bad_at(line, message)
    }
}

/// The player's state: the reader, the writer, the commentary and the game being played.
struct Player<'a, 'r, 'c> {
    tokens: LineTokens<'r>,
    output: &'a mut dyn Write,
    commentary: Option<&'c mut dyn Write>,
    game: Option<u64>,
}

impl Player<'_, '_, '_> {
    /// An error at the last line read, in the current game: bad input (status 2).
    fn bad(&self, message: impl Into<String>) -> ProtocolError {
        self.bad_at(self.tokens.line(), message)
    }

    /// An error at `line`, in the current game: bad input (status 2).
    fn bad_at(&self, line: usize, message: impl Into<String>) -> ProtocolError {
        let place = match self.game {
            Some(game) => format!("line {line} (game {game})"),
            None => format!("line {line}"),
        };
        ProtocolError {
            status: 2,
            message: format!("{place}: {}", message.into()),
        }
    }

    /// The next token, `None` at the end of the input.
    fn next_token(&mut self) -> Result<Option<String>, ProtocolError> {
        self.tokens.next().map_err(|unreadable| match unreadable {
            Unreadable::Io(error) => ProtocolError {
                status: 1,
                message: format!("cannot read standard input: {error}"),
            },
            Unreadable::TooLong => self.bad(format!(
                "the line is longer than {MAX_LINE} bytes, which no judge line is"
            )),
        })
    }

    /// The next token, which must be there.
    fn token(&mut self, what: &str) -> Result<String, ProtocolError> {
        match self.next_token()? {
            Some(token) => Ok(token),
            None => Err(self.bad(format!("the input ends where {what} was expected"))),
        }
    }

    /// The next token as a number in `low..=high`.
    fn number(&mut self, what: &str, low: u64, high: u64) -> Result<u64, ProtocolError> {
        let token = self.token(what)?;
        match number(&token, what) {
            Number::Value(value) if (low..=high).contains(&value) => Ok(value),
            Number::Value(value) => {
                Err(self.bad(format!("{what} {value} is out of range {low}..{high}")))
            }
            Number::Minus(_) => Err(self.bad(format!("expected {what}, found '{token}'"))),
            Number::Bad(message) => Err(self.bad(message)),
        }
    }

    /// Sends one line and flushes it.
    fn send(&mut self, line: &str) -> Result<(), ProtocolError> {
        writeln!(self.output, "{line}")
            .and_then(|()| self.output.flush())
            .map_err(|error| ProtocolError {
                status: 1,
                message: format!("cannot write to standard output: {error}"),
            })
    }

    /// Writes a line of commentary, if asked for (a failure to write it is ignored: the
    /// dialogue goes on).
    fn say(&mut self, text: impl FnOnce() -> String) {
        if let Some(commentary) = self.commentary.as_mut() {
            let _ = writeln!(commentary, "{}", text());
            let _ = commentary.flush();
        }
    }

    /// Plays one game as Bob.
    fn play_game(&mut self) -> Result<(), ProtocolError> {
        let matrix = matrix::read(self)?;
        self.send("B")?;
        let letter = self.token("the judge's direction I or D")?;
        if letter == "-2" {
            return Err(rejected(self.game));
        }
        let Some(alice) = Direction::from_letter(&letter) else {
            return Err(self.bad(format!(
                "expected the judge's direction I or D, found '{}'",
                shown(&letter)
            )));
        };
        let nodes = matrix.nodes() as u64;
        let start = self.number("the start node", 1, nodes)? as usize - 1;
        let matching = Matching::stable(&matrix, alice, matrix.is_left(start));
        let game = self.game.unwrap_or(0);
        self.say(|| describe_matching(&matrix, &matching, game, start));
        let mut walk = Walk::new(&matrix, alice, start);
        self.bob_moves(&mut walk, &matching)?;
        loop {
            let token = self.token("the judge's move")?;
            let node = match number(&token, "the judge's move") {
                Number::Minus(1) => {
                    let game = self.game.unwrap_or(0);
                    self.say(|| format!("game {game}: the judge has no move left (-1): Bob wins"));
                    return Ok(());
                }
                Number::Minus(_) => return Err(rejected(self.game)),
                Number::Bad(message) => return Err(self.bad(message)),
                Number::Value(node) => node,
            };
            if let Some(why) = walk.why_illegal(node) {
                return Err(self.bad(format!("the judge's move {node} is not legal: {why}")));
            }
            let from = walk.current();
            walk.play(node as usize - 1);
            self.say(|| describe_move("Alice", &walk, from));
            self.bob_moves(&mut walk, &matching)?;
        }
    }

    /// Bob's move `x -> M(x)`, sent to the judge.
    fn bob_moves(&mut self, walk: &mut Walk<'_>, matching: &Matching) -> Result<(), ProtocolError> {
        let from = walk.current();
        let to = matching.partner(from);
        if let Some(why) = walk.why_illegal(to as u64 + 1) {
            // The theorem says this never happens: a bug, not bad input.
            return Err(ProtocolError {
                status: 1,
                message: format!(
                    "game {}: the strategy's move {} is not legal ({why}); this is a bug",
                    self.game.unwrap_or(0),
                    to + 1
                ),
            });
        }
        walk.play(to);
        self.send(&(to + 1).to_string())?;
        self.say(|| describe_move("Bob", walk, from));
        Ok(())
    }
}

/// The judge said our move was invalid.
fn rejected(game: Option<u64>) -> ProtocolError {
    ProtocolError {
        status: 1,
        message: format!(
            "game {}: the judge rejected our move (-2); the strategy never makes an invalid move, \
             so the judge and the player disagree on the rules",
            game.unwrap_or(0)
        ),
    }
}

/// The commentary's account of a game's matching.
fn describe_matching(matrix: &Matrix, matching: &Matching, game: u64, start: usize) -> String {
    let pairs: Vec<String> = matching
        .proposers()
        .map(|x| format!("{}->{}", x + 1, matching.partner(x) + 1))
        .collect();
    format!(
        "game {game}: n = {}, Alice {} from node {} ({} matching, start side proposing): {}",
        matrix.n(),
        matching.alice.name(),
        start + 1,
        case_name(matching.alice, matching.start_left),
        pairs.join(" ")
    )
}

/// The commentary's account of the move just made from `from`.
fn describe_move(who: &str, walk: &Walk<'_>, from: usize) -> String {
    let to = walk.current();
    let weight = walk.matrix().weight(from, to);
    let path = walk.path();
    let rule = if path.len() == 2 {
        "Bob's first move: any edge".to_string()
    } else {
        let before = walk.matrix().weight(path[path.len() - 3], from);
        let direction = if who == "Alice" {
            walk.alice()
        } else {
            walk.alice().opposite()
        };
        let sign = match direction {
            Direction::Increasing => '>',
            Direction::Decreasing => '<',
        };
        format!("{weight} {sign} {before}, {}", direction.name())
    };
    format!(
        "  {who} {} -> {} (weight {weight}; {rule})",
        from + 1,
        to + 1
    )
}

/// The whole dialogue: `t`, then every game, then the end of the input.
pub(crate) fn play(
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    commentary: Option<&mut dyn Write>,
) -> Result<(), ProtocolError> {
    let mut player = Player {
        tokens: LineTokens::new(input),
        output,
        commentary,
        game: None,
    };
    let games = player.number("the number of games t", 1, u64::MAX)?;
    for game in 1..=games {
        player.game = Some(game);
        player.play_game()?;
    }
    if let Some(token) = player.next_token()? {
        return Err(player.bad(format!(
            "unexpected token '{}' after the last game (is t too small?)",
            shown(&token)
        )));
    }
    Ok(())
}
