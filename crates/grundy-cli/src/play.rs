//! `grundy play`: one test of a game against the engine, moves typed one a line on standard
//! input, as text for a person or (`--json`) one JSON object a line for a script.

use std::io::{self, BufRead, Write};

use grundy::game::play::{self, engine_turn, Player, Session, Setup};
use grundy::game::Verdict;
use serde_json::{Map, Value};

/// The options of `grundy play` that only some games take.
#[derive(Debug, clap::Args)]
pub struct SetupArgs {
    /// For dag-game: the query of the test to play, from 1 (default 1).
    #[arg(long, value_name = "Q", value_parser = clap::value_parser!(u64).range(1..))]
    query: Option<u64>,
    /// For the counting games, the position to play: moore-nim's heap sizes, each one of the
    /// test's sizes (`"3 5 2"`, n of them); moving-coins' cells of the coins (`"1 4 5"`, m of
    /// them). Default: a random one, drawn from --seed.
    #[arg(long, value_name = "TEXT")]
    position: Option<String>,
    /// For dag-game: play on any directed graph, cycles allowed, where endless play is a draw.
    #[arg(long)]
    loopy: bool,
}

impl SetupArgs {
    /// The choices as the library takes them.
    pub fn setup(&self) -> Setup {
        Setup {
            query: self.query,
            position: self.position.clone(),
            loopy: self.loopy,
        }
    }
}

/// The commands besides a move, as `help` lists them.
const HELP: &str = "Type a move as listed, or: hint (the winning moves), value (the nim-value), \
                    undo (take back your last move and the engine's answer), show (the \
                    position), quit.";

/// How many moves a turn lists before pointing to `moves`.
const LISTED: usize = 20;

/// How a match is shown.
pub struct Options {
    /// Say who wins each position with best play.
    pub hints: bool,
}

/// Plays `session` with the person's commands from `input`, writing the transcript to `out`.
pub fn text(
    session: &mut dyn Session,
    options: &Options,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut line = String::new();
    let mut show = true;
    loop {
        let over = session.over();
        if show || over {
            writeln!(out)?;
            show_position(session, out)?;
        }
        show = true;
        if over {
            return game_over(session, out);
        }
        if session.to_move() == Player::Engine {
            let mv = session.engine_move().expect("a game not over has a move");
            let hint = match session.engine_choice() {
                Some(choice) if options.hints => format!(" ({})", choice.describe()),
                _ => String::new(),
            };
            writeln!(out, "The engine plays {mv}{hint}.")?;
            continue;
        }
        let verdict = if !options.hints {
            String::new()
        } else if let Some(score) = session.score() {
            format!(
                " With best play the score is {} (par {}).",
                score.value, score.par
            )
        } else {
            match session.verdict() {
                Verdict::First => " You win with best play.",
                Verdict::Second => " You lose with best play.",
                Verdict::Draw => " Neither side wins with best play: a draw.",
            }
            .to_string()
        };
        writeln!(out, "Your move.{verdict}")?;
        writeln!(out, "Moves: {}", listed(&session.moves()))?;
        loop {
            write!(out, "> ")?;
            out.flush()?;
            line.clear();
            if input.read_line(&mut line)? == 0 {
                writeln!(out, "\nEnd of input: the game stops unfinished.")?;
                return Ok(());
            }
            let command = line.trim();
            match command {
                "" => continue,
                "quit" | "exit" => {
                    writeln!(out, "You quit; the game stops unfinished.")?;
                    return Ok(());
                }
                "?" | "help" | "moves" => {
                    writeln!(out, "Moves: {}", session.moves().join(", "))?;
                    writeln!(out, "{HELP}")?;
                }
                "hint" => {
                    let winning = session.winning_moves();
                    let drawing = session.drawing_moves();
                    if let Some(score) = session.score() {
                        let kept = match session.verdict() {
                            Verdict::Draw => drawing,
                            _ => winning,
                        };
                        writeln!(
                            out,
                            "Moves that keep the score {} against best play: {}",
                            score.value,
                            listed(&kept)
                        )?;
                    } else if session.verdict() == Verdict::Draw && !winning.is_empty() {
                        // A draw the player to move likes better than a win (graph-draw-game's
                        // Gennady).
                        writeln!(
                            out,
                            "These hold the draw, the best outcome for you: {}; these win, \
                             which you rank below it: {}",
                            listed(&drawing),
                            listed(&winning)
                        )?;
                    } else if !winning.is_empty() {
                        writeln!(out, "Winning moves: {}", listed(&winning))?;
                    } else if !drawing.is_empty() {
                        writeln!(out, "No move wins; these hold the draw: {}", listed(&drawing))?;
                    } else {
                        writeln!(out, "No move wins: every move loses against best play.")?;
                    }
                }
                "show" => show_position(session, out)?,
                "value" => writeln!(out, "{}", value_line(session))?,
                "undo" => {
                    match session.undo() {
                        0 => writeln!(out, "Nothing to take back: you have not moved yet.")?,
                        1 => writeln!(out, "Took back your last move.")?,
                        _ => writeln!(out, "Took back your last move and the engine's answer.")?,
                    }
                    break;
                }
                typed => match session.play(typed) {
                    Ok(mv) => {
                        writeln!(out, "You play {mv}.")?;
                        show = false;
                        break;
                    }
                    Err(legal) => writeln!(
                        out,
                        "'{typed}' is not a legal move; the legal moves are: {} (help lists the commands)",
                        listed(&legal)
                    )?,
                },
            }
        }
    }
}

/// The position in one line, then, when it is small enough, its text drawing.
fn show_position(session: &dyn Session, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "Position: {}", session.position())?;
    match session.drawing() {
        Some(drawing) => write!(out, "{drawing}"),
        None => Ok(()),
    }
}

/// The answer to `value`: the position's nim-value, or why there is none.
fn value_line(session: &mut dyn Session) -> String {
    match session.value() {
        Ok(value) if value.is_zero() => {
            "Nim-value: 0 (the player to move loses with best play).".to_string()
        }
        Ok(value) => format!(
            "Nim-value: {} (not 0: the player to move wins with best play).",
            value.0
        ),
        Err(why) => format!("No nim-value: {why}."),
    }
}

/// The last lines of a finished game.
fn game_over(session: &dyn Session, out: &mut dyn Write) -> io::Result<()> {
    let who = match session.winner() {
        Some(Player::Human) => "You win",
        Some(Player::Engine) => "The engine wins",
        None => "Nobody wins",
    };
    if let Some(ending) = session.ending() {
        return writeln!(out, "Game over: {ending}. {who}.");
    }
    let stuck = match session.to_move() {
        Player::Human => "you have",
        Player::Engine => "the engine has",
    };
    let rule = match session.play_rule() {
        grundy::engine::Play::Normal => "the player who cannot move loses",
        grundy::engine::Play::Misere => "misère play: the player who cannot move wins",
    };
    writeln!(out, "Game over: {stuck} no move left ({rule}). {who}.")
}

/// Moves as one line: the first [`LISTED`], then how many there are in all.
fn listed(moves: &[String]) -> String {
    if moves.len() <= LISTED {
        return moves.join(", ");
    }
    format!(
        "{}, ... ({} in all; `moves` lists every one)",
        moves[..LISTED].join(", "),
        moves.len()
    )
}

/// Plays `session` with commands from `input` (a move, `hint`, `value`, `undo`, `moves`, `show`,
/// `help`, `quit` or `exit`), writing one JSON object a line to `out`: at the start and after every command.
/// The engine answers each move at once. `moves` and `show` answer with the state alone (it has
/// the position and the legal moves), `help` adds the commands in words.
pub fn json(
    session: &mut dyn Session,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut engine_move = engine_turn(session);
    write_state(session, engine_move.take(), Map::new(), out)?;
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let command = line.trim();
        let mut extra = Map::new();
        match command {
            "" => continue,
            "quit" | "exit" => {
                extra.insert("quit".into(), Value::from(true));
                return write_state(session, None, extra, out);
            }
            "hint" => {
                extra.extend(play::hint(session));
            }
            "moves" | "show" => {}
            "?" | "help" => {
                extra.insert("help".into(), Value::from(HELP));
            }
            "undo" => {
                extra.insert("undone".into(), Value::from(session.undo()));
            }
            "value" => match session.value() {
                Ok(value) => {
                    extra.insert("value".into(), Value::from(value.0));
                }
                Err(why) => {
                    extra.insert("value".into(), Value::Null);
                    extra.insert("no_value".into(), Value::from(why));
                }
            },
            typed => match session.play(typed) {
                Ok(mv) => {
                    extra.insert("human_move".into(), Value::from(mv));
                    engine_move = engine_turn(session);
                }
                Err(_) => {
                    extra.insert(
                        "error".into(),
                        Value::from(format!("'{typed}' is not a legal move or command")),
                    );
                }
            },
        }
        write_state(session, engine_move.take(), extra, out)?;
    }
}

/// One JSON line: the state of the match ([`play::state`]), then `extra`.
fn write_state(
    session: &mut dyn Session,
    engine_move: Option<String>,
    extra: Map<String, Value>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut object = play::state(session, engine_move);
    object.extend(extra);
    serde_json::to_writer(&mut *out, &object)?;
    writeln!(out)?;
    out.flush()
}
