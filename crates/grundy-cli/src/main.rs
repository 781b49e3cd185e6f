//! The `grundy` command: argument parsing and printing only. Every game is reached through the
//! library's catalog (`grundy::catalog`), the same few entry points for every game.
//!
//! Exit status: 0 on success, 2 for bad input or bad arguments (one line on stderr naming the
//! input line and test), 1 for anything else (for example an I/O error).

use std::fs;
use std::io::{self, BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Args, Parser, Subcommand, ValueEnum};
use grundy::catalog::{self, Entry};
use grundy::check::CheckOptions;
use grundy::game::play::Player;
use grundy::solve::{GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions};

mod completions;
mod dialogue;
mod draw;
mod gen_files;
mod judge;
mod mapped;
mod play;
mod process_group;
mod progress;
mod serve;
mod spread;
mod stress;
mod usage;

/// Solve combinatorial games from programming contests exactly, fast and verifiably.
#[derive(Debug, Parser)]
#[command(name = "grundy", version = env!("GRUNDY_VERSION"), propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the games of the catalog (id, source and rules), or describe one game: its rules,
    /// input format and limits, output, an example and its generator's families.
    Games(GamesArgs),
    /// Solve an input in a game's contest format and print the contest's output.
    Solve(SolveArgs),
    /// Write a random valid input for a game; the same seed always gives the same bytes.
    Gen(GenArgs),
    /// Compare the fast solver with the brute-force oracle on random or all small instances;
    /// print a smallest disagreement and exit 1, or one summary line and exit 0.
    Check(CheckArgs),
    /// Play one test of a game against the engine: the position, whose turn and the legal
    /// moves are shown each turn; type a move as listed (or help, hint, undo, show, quit), one a
    /// line on standard input.
    ///
    /// Under the position's line, a small position is drawn as text (at most 40 heaps, edges,
    /// vertices or cells): heaps as bars, trees and graphs as an outline from the root or
    /// ground, directed graphs as each vertex's arcs, boards as a row of cells.
    ///
    /// A test too large to play is refused with its limit. The games played by the oracle's
    /// search keep `--method brute`'s caps; those played by their theory have their own: 1500
    /// edges for tree-hackenbush, graph-hackenbush and christmas-game, 40 bottles for
    /// split-game, array-game's queries whose positions keep at most 100000 moves, moore-nim's
    /// positions of at most 1000 heaps and 10^6 moves times heaps (each game's page says more).
    Play(PlayArgs),
    /// Judge a player program of an interactive game (zigzag): run it on the games of FILE,
    /// play against it through the contest's protocol, check every move, and report per game.
    Judge(judge::JudgeArgs),
    /// Test your own program (a contest solution) against the game's answers on random inputs:
    /// the first wrong answer, crash or timeout is shrunk to a smallest failing input and
    /// printed with the program's output and the expected one (exit 1); otherwise one summary
    /// line. Usage: grundy stress <GAME> [OPTIONS] -- PROGRAM [ARGS...]
    Stress(stress::StressArgs),
    /// Print the completion script of a shell (bash, zsh, fish, ...) for every command and
    /// option.
    Completions(completions::CompletionsArgs),
    /// Print the manual page in roff (grundy man > grundy.1).
    Man,
    /// Draw one test of a game with its values: trees and graphs, heaps as bars with the binary
    /// columns of the nim-sum, boards as rows of cells; as SVG, or DOT for Graphviz. At most 300
    /// vertices (heaps, cells), 600 edges and 100 independent cycles of an undirected graph and
    /// 300 arcs of a directed one a picture (docs/draw.md lists every game's limit).
    Draw(draw::DrawArgs),
    /// Serve the web playground on 127.0.0.1: the catalog, solving, drawing and playing in a
    /// page, and the JSON API behind it (docs/web.md). Each request's body is at most 8 MiB
    /// (413 beyond), its work at most 10 s (503 beyond), and at most 2 requests work at once
    /// (503 beyond); requests never touch the file system.
    Serve(serve::ServeArgs),
}

#[derive(Debug, Args)]
struct GamesArgs {
    /// The game to describe; without it, every game in one line each.
    game: Option<String>,
}

#[derive(Debug, Args)]
struct SolveArgs {
    /// The game's id (see `grundy games`).
    game: String,
    /// The input file; standard input when absent or `-`.
    ///
    /// A regular file (also one redirected to standard input) is mapped into memory rather than
    /// copied, so it must not change while grundy runs; pipe a file that another program is still
    /// writing (`cat FILE | grundy solve GAME`).
    file: Option<PathBuf>,
    /// The solver: the fast one built on the theory, or the brute-force oracle (small inputs).
    #[arg(long, value_enum, default_value_t = MethodArg::Fast)]
    method: MethodArg,
    /// Explain each answer in words: the values that decide, the verdict and winning moves.
    #[arg(long, conflicts_with = "json")]
    explain: bool,
    /// Print one JSON object per test (JSON Lines) instead of the contest output.
    #[arg(long)]
    json: bool,
    /// With --explain or --json, where the report lists winning moves (or other long lists):
    /// every one, not only the first 10.
    #[arg(long)]
    all: bool,
    /// Also give the value for every choice of root (tree-hackenbush), in --explain and --json;
    /// the contest output does not change.
    #[arg(long = "all-roots")]
    all_roots: bool,
    /// Play on any directed graph, cycles allowed, where endless play is a draw (dag-game): the
    /// answers may then also be a draw.
    #[arg(long)]
    loopy: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum MethodArg {
    /// The fast solver.
    Fast,
    /// Exhaustive search over explicit positions, using none of the theory.
    Brute,
}

#[derive(Debug, Args)]
struct GenArgs {
    /// The game's id (see `grundy games`).
    game: String,
    /// The family of instances (an unknown name lists the game's families) [default: the
    /// game's first family]
    #[arg(long)]
    family: Option<String>,
    /// The size of each test (for tree games, the number of nodes) [default: the game's own,
    /// a small size the oracle also solves: see `grundy games <GAME>`]
    #[arg(long)]
    n: Option<u64>,
    /// The number of tests.
    #[arg(long, default_value_t = 1)]
    tests: u64,
    /// The seed of the random generator.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    #[command(flatten)]
    files: gen_files::FilesArgs,
}

#[derive(Debug, Args)]
struct CheckArgs {
    /// The game's id (see `grundy games`).
    game: String,
    /// How many random instances to compare (cycling through the game's families) [default: as
    /// many as 10 seconds allow]
    #[arg(long, conflicts_with = "exhaustive")]
    cases: Option<u64>,
    /// The largest size of a random instance (for tree games, the number of nodes); by default
    /// the largest the game's oracle finishes.
    #[arg(long = "max-n", conflicts_with = "exhaustive")]
    max_n: Option<u64>,
    /// The seed of the random instances [default: 0]
    #[arg(long, conflicts_with = "exhaustive")]
    seed: Option<u64>,
    /// Instead of random instances, compare on every instance of every size up to this one
    /// (for tree games, every unlabeled tree).
    #[arg(long, value_name = "N")]
    exhaustive: Option<u64>,
    #[command(flatten)]
    spread: spread::SpreadArgs,
}

#[derive(Debug, Args)]
struct PlayArgs {
    /// The game's id (see `grundy games`).
    game: String,
    /// The input file, in the game's contest format (the moves come from standard input); none
    /// for an interactive game (zigzag), whose judge sends the games.
    file: Option<PathBuf>,
    /// The test to play, from 1 (for array-game, the query).
    #[arg(long, default_value_t = 1, value_parser = test_number)]
    test: u64,
    /// Who moves first (in tree-tac-toe: who plays White).
    #[arg(long, value_enum, default_value_t = FirstArg::Human)]
    first: FirstArg,
    /// For tree-coins: the node the coins move towards, from 1 (default 1).
    #[arg(long)]
    root: Option<u64>,
    /// For graph-draw-game: the vertex the token starts on, from 1 (default 1).
    #[arg(long, conflicts_with = "root")]
    start: Option<u64>,
    #[command(flatten)]
    setup: play::SetupArgs,
    /// The seed of the engine's choice among equally good moves where it loses or draws (it plays
    /// the quickest win whenever it has a win).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Do not say who wins each position with best play (`hint` still names the winning moves).
    #[arg(long = "no-hints")]
    no_hints: bool,
    /// A protocol for scripts: one JSON object a line at the start and after every command (the
    /// position, `to_move`, `moves`, `verdict`, `engine_move`, `over`, `winner`).
    #[arg(long, conflicts_with = "no_hints")]
    json: bool,
    /// For an interactive game: a commentary on standard error (stdout carries the protocol).
    #[arg(long)]
    explain: bool,
}

/// A test number: tests are counted from 1.
fn test_number(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("tests are counted from 1".to_string()),
        Ok(test) => Ok(test),
        Err(_) => Err("not a test number (1, 2, ...)".to_string()),
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum FirstArg {
    /// You move first.
    Human,
    /// The engine moves first.
    Engine,
}

/// A failure: its exit status and its one-line message.
pub(crate) struct Failure {
    status: u8,
    message: String,
}

impl Failure {
    fn usage(message: impl Into<String>) -> Self {
        Failure {
            status: 2,
            message: message.into(),
        }
    }

    fn other(message: impl Into<String>) -> Self {
        Failure {
            status: 1,
            message: message.into(),
        }
    }
}

/// Running out of memory ends the command with one line and exit status 1, not an abort.
#[global_allocator]
static ALLOCATOR: grundy::memory::ExitOnOutOfMemory = grundy::memory::ExitOnOutOfMemory;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if usage::is_bare(&error) => {
            return match write_stdout(usage::help().as_bytes()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(failure) => ExitCode::from(failure.status),
            };
        }
        Err(error) if error.use_stderr() && error.kind() != ErrorKind::MissingSubcommand => {
            let line = argument_error_line(&error.to_string());
            eprintln!("error: {}", usage::with_hint(line, &usage::hint(&error)));
            return ExitCode::from(2);
        }
        // Help and version requests, and a bare `grundy`, print what clap prints.
        Err(error) => error.exit(),
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("error: {}", failure.message);
            ExitCode::from(failure.status)
        }
    }
}

/// One line from the option parser's message (`error: what\n\n  tip: ...\n\nUsage: ...`): what is
/// wrong, then the usage it names, and where to read more.
fn argument_error_line(rendered: &str) -> String {
    let mut lines = rendered.lines();
    let mut what = lines
        .next()
        .map_or("", |line| line.strip_prefix("error: ").unwrap_or(line))
        .trim()
        .to_string();
    // The lines right below it say which (the missing arguments, the possible values).
    for line in lines.by_ref().take_while(|line| !line.trim().is_empty()) {
        what.push(' ');
        what.push_str(line.trim());
    }
    match lines.find_map(|line| line.strip_prefix("Usage: ")) {
        Some(usage) => format!("{what} (usage: {}; see --help)", usage.trim()),
        None => format!("{what} (see --help)"),
    }
}

fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Command::Games(arguments) => match &arguments.game {
            None => list_games(),
            Some(id) => describe_game(find_game(id)?),
        },
        Command::Solve(arguments) => solve(&arguments),
        Command::Gen(arguments) => generate(&arguments),
        Command::Check(arguments) => check(&arguments),
        Command::Play(arguments) => play_game(&arguments),
        Command::Judge(arguments) => judge::judge(&arguments),
        Command::Stress(arguments) => stress::run(&arguments),
        Command::Completions(arguments) => completions::completions(&arguments),
        Command::Man => completions::manual(),
        Command::Draw(arguments) => draw::run(&arguments),
        Command::Serve(arguments) => serve::run(&arguments),
    }
}

fn find_game(id: &str) -> Result<&'static dyn Entry, Failure> {
    catalog::find(id).ok_or_else(|| usage::unknown_game(id))
}

fn list_games() -> Result<(), Failure> {
    let width = catalog::GAMES
        .iter()
        .map(|game| game.id().len())
        .max()
        .unwrap_or(0);
    let mut text = String::new();
    for game in catalog::GAMES {
        let info = game.info();
        text.push_str(&format!(
            "{:<width$}  {}: {}\n",
            info.id, info.title, info.rules
        ));
        text.push_str(&format!(
            "{:<width$}  source: {}; output: {}\n",
            "", info.source, info.output
        ));
    }
    write_stdout(text.as_bytes())
}

fn describe_game(game: &dyn Entry) -> Result<(), Failure> {
    let more = format!(
        "\n\nMore (how it is solved, the oracle, the reports): docs/games/{}.md in the \
         repository.\n",
        game.id()
    );
    write_stdout(format!("{}{more}", game.summary()).as_bytes())
}

fn write_stdout(bytes: &[u8]) -> Result<(), Failure> {
    let mut stdout = io::stdout().lock();
    stdout
        .write_all(bytes)
        .and_then(|()| stdout.flush())
        .or_else(|error| usage::output_failed(&error))
}

/// The most input bytes read: every game's largest input is far below it (a path-marking file
/// of 1.5·10^6 nodes is about 20 MB), and endless input stops here instead of exhausting memory.
const MAX_INPUT_BYTES: u64 = 1 << 30;

fn read_input(file: Option<&PathBuf>) -> Result<Vec<u8>, Failure> {
    match file {
        Some(path) if path.as_os_str() != "-" => {
            let opened = fs::File::open(path).map_err(|error| {
                Failure::usage(format!("cannot read {}: {error}", path.display()))
            })?;
            // The file's size, when known, sizes the buffer at once (no copies as it grows).
            let expected = opened.metadata().map_or(0, |metadata| metadata.len());
            // A FILE that cannot be read (a directory, say) is a bad argument, like one that
            // cannot be opened.
            read_capped(
                opened,
                expected,
                MAX_INPUT_BYTES,
                &path.display().to_string(),
                Failure::usage,
            )
        }
        _ => read_capped(
            {
                usage::note_terminal_input();
                io::stdin().lock()
            },
            0,
            MAX_INPUT_BYTES,
            "standard input",
            Failure::other,
        ),
    }
}

/// The input of `grundy solve`: mapped into memory when it is a regular file ([`mapped`]),
/// otherwise read as by [`read_input`]. The other commands read their input: they keep it for
/// long (play, judge) or read little.
fn solve_input(file: Option<&PathBuf>) -> Result<mapped::Input, Failure> {
    match mapped::map(file.map(PathBuf::as_path), MAX_INPUT_BYTES) {
        Some(mapping) => Ok(mapped::Input::Mapped(mapping)),
        None => read_input(file).map(mapped::Input::Read),
    }
}

/// Reads everything from `reader` (named `source` in messages), refusing (exit status 2) more
/// than `cap` bytes; a read error becomes `failure`, except running out of memory, which is
/// never the argument's fault (exit status 1). `expected` bytes (at most the cap) are reserved
/// first: the size of a file, 0 when unknown.
fn read_capped(
    reader: impl Read,
    expected: u64,
    cap: u64,
    source: &str,
    failure: fn(String) -> Failure,
) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    // One more than the file, so that reading its end needs no second allocation; on huge pages,
    // since every page of the buffer is new and written once (a fault per 2 MiB, not per 4 KiB).
    let _ = grundy::memory::try_reserve_huge(&mut bytes, expected.min(cap) as usize + 1);
    // `read_to_end` asks for its memory with `try_reserve`: a refusal is an error to report.
    grundy::memory::fallibly(|| reader.take(cap + 1).read_to_end(&mut bytes)).map_err(|error| {
        let message = format!("cannot read {source}: {error}");
        if error.kind() == io::ErrorKind::OutOfMemory {
            Failure::other(message)
        } else {
            failure(message)
        }
    })?;
    if bytes.len() as u64 > cap {
        return Err(Failure::usage(format!(
            "{source} holds more than {cap} bytes, the most grundy reads"
        )));
    }
    Ok(bytes)
}

fn solve(arguments: &SolveArgs) -> Result<(), Failure> {
    let game = usage::find_game_before("solve", &arguments.game, arguments.file.as_deref())?;
    if arguments.all && !arguments.explain && !arguments.json {
        return Err(Failure::usage("--all goes with --explain or --json"));
    }
    if arguments.all && game.lists().is_none() {
        return Err(Failure::usage(format!(
            "--all does not apply to {}: its reports hold no list to lengthen (it applies to {})",
            game.id(),
            offering(|game| game.lists().is_some())
        )));
    }
    if arguments.all_roots && game.all_roots().is_none() {
        return Err(Failure::usage(format!(
            "--all-roots does not apply to {} (it applies to {})",
            game.id(),
            offering(|game| game.all_roots().is_some())
        )));
    }
    if arguments.loopy && game.loopy().is_none() {
        return Err(Failure::usage(format!(
            "--loopy does not apply to {} (it applies to {})",
            game.id(),
            offering(|game| game.loopy().is_some())
        )));
    }
    let options = SolveOptions {
        method: match arguments.method {
            MethodArg::Fast => Method::Fast,
            MethodArg::Brute => Method::Brute,
        },
        report: if arguments.explain {
            Report::Explain
        } else if arguments.json {
            Report::Json
        } else {
            Report::Contest
        },
        all: arguments.all,
        all_roots: arguments.all_roots,
        loopy: arguments.loopy,
    };
    let input = solve_input(arguments.file.as_ref())?;
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let solved = game.solve(&input, &options, &mut out);
    // Earlier tests' answers are printed even when a later test is bad.
    let flushed = out.flush();
    match solved {
        Ok(()) => flushed.or_else(|error| usage::output_failed(&error)),
        Err(SolveError::Io(error)) => usage::output_failed(&error),
        Err(SolveError::Input(error)) => Err(Failure::usage(error.to_string())),
        Err(other) => Err(Failure::other(other.to_string())),
    }
}

/// The ids of the games that offer an ability, for messages.
fn offering(offers: fn(&dyn Entry) -> bool) -> String {
    let ids: Vec<&str> = catalog::GAMES
        .iter()
        .filter(|game| offers(**game))
        .map(|game| game.id())
        .collect();
    ids.join(", ")
}

fn play_game(arguments: &PlayArgs) -> Result<(), Failure> {
    if let Some(played) = dialogue::play(arguments) {
        return played;
    }
    let game = usage::find_game_before("play", &arguments.game, arguments.file.as_deref())?;
    let Some(ability) = game.play() else {
        return Err(Failure::usage(format!(
            "{} cannot be played move by move: its move-by-move rules are not written yet",
            game.id()
        )));
    };
    let file = match &arguments.file {
        Some(file) if file.as_os_str() != "-" => file,
        _ => {
            return Err(Failure::usage(
                "play reads the game from a FILE: standard input carries the moves",
            ))
        }
    };
    let input = read_input(Some(file))?;
    let first = match arguments.first {
        FirstArg::Human => Player::Human,
        FirstArg::Engine => Player::Engine,
    };
    let setup = arguments.setup.setup();
    let mut session = match (arguments.root, arguments.start) {
        (None, None) => ability.start_with(&input, arguments.test, first, arguments.seed, &setup),
        (Some(vertex), _) | (None, Some(vertex)) => match setup.chosen().first() {
            None => ability.start_rooted(&input, arguments.test, first, arguments.seed, vertex),
            Some(option) => {
                let chosen = if arguments.root.is_some() {
                    "--root"
                } else {
                    "--start"
                };
                return Err(Failure::usage(format!(
                    "{chosen} cannot be combined with {option}"
                )));
            }
        },
    }
    .map_err(|error| Failure::usage(error.to_string()))?;
    let mut stdin = io::stdin().lock();
    let mut stdout = io::stdout().lock();
    let played = if arguments.json {
        play::json(session.as_mut(), &mut stdin, &mut stdout)
    } else {
        let name = match arguments.first {
            FirstArg::Human => "you move first",
            FirstArg::Engine => "the engine moves first",
        };
        writeln!(
            stdout,
            "{}, {} {}{}: {name}. Type a move as listed, or help.",
            game.id(),
            game.test_noun(),
            arguments.test,
            setup
                .query
                .map_or_else(String::new, |query| format!(", query {query}"))
        )
        .and_then(|()| {
            let options = play::Options {
                hints: !arguments.no_hints,
            };
            play::text(session.as_mut(), &options, &mut stdin, &mut stdout)
        })
    };
    played.map_err(|error| Failure::other(format!("cannot play: {error}")))
}

fn generate(arguments: &GenArgs) -> Result<(), Failure> {
    let game = find_game(&arguments.game)?;
    let options = GenerateOptions {
        family: arguments
            .family
            .clone()
            .unwrap_or_else(|| game.families()[0].to_string()),
        size: arguments.n.unwrap_or_else(|| game.default_size()),
        tests: arguments.tests,
        seed: arguments.seed,
    };
    if let (Some(folder), Some(files)) = (&arguments.files.out_dir, arguments.files.files) {
        return gen_files::write(game, &options, folder, files);
    }
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let generated = game.generate(&options, &mut out);
    let flushed = out.flush();
    match generated {
        Ok(()) => flushed.or_else(|error| usage::output_failed(&error)),
        Err(GenerateError::Io(error)) => usage::output_failed(&error),
        Err(GenerateError::Options(message)) => Err(Failure::usage(message)),
    }
}

fn check(arguments: &CheckArgs) -> Result<(), Failure> {
    let game = find_game(&arguments.game)?;
    let options = CheckOptions {
        cases: arguments.cases.unwrap_or(u64::MAX),
        max_size: arguments.max_n,
        seed: arguments.seed.unwrap_or(0),
        exhaustive: arguments.exhaustive,
    };
    let mut spread = arguments.spread.spread();
    if arguments.cases.is_none() && arguments.exhaustive.is_none() {
        spread.time = Some(progress::DEFAULT_CHECK_TIME);
    }
    let bar = progress::bar("cases", spread.time.is_some());
    let mut progress = |done: u64, total: u64| progress::update(bar.as_ref(), done, total);
    let mut sizes = |sizes: &[(u64, u64)]| progress::sizes(bar.as_ref(), sizes);
    let report = game
        .check(&options, &spread, &mut progress, &mut sizes)
        .map_err(Failure::usage)?;
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    match &report.disagreement {
        None => write_stdout(format!("{}\n", report.summary()).as_bytes()),
        Some(disagreement) => {
            let text = format!(
                "disagreement on case {} ({}), shrunk from size {} to size {}:\n\
                 fast:  {}\nbrute: {}\ninput:\n{}{}\n",
                disagreement.case,
                disagreement.family,
                disagreement.original_size,
                disagreement.size,
                disagreement.fast,
                disagreement.brute,
                disagreement.input,
                report.summary()
            );
            write_stdout(text.as_bytes())?;
            Err(Failure {
                status: 1,
                message: format!("the fast solver disagrees with the oracle on {}", game.id()),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that fails at once with the given kind of error.
    struct Failing(io::ErrorKind);

    impl Read for Failing {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::from(self.0))
        }
    }

    #[test]
    fn a_read_error_is_the_argument_s_fault_unless_memory_ran_out() {
        let status = |kind| {
            read_capped(Failing(kind), 0, 10, "FILE", Failure::usage)
                .expect_err("the read fails")
                .status
        };
        assert_eq!(status(io::ErrorKind::PermissionDenied), 2);
        assert_eq!(status(io::ErrorKind::OutOfMemory), 1);
        let read = read_capped(&b"12345"[..], 5, 10, "FILE", Failure::usage);
        assert_eq!(read.ok(), Some(b"12345".to_vec()));
        let too_long = read_capped(&b"12345678901"[..], 0, 10, "FILE", Failure::other);
        assert_eq!(too_long.expect_err("over the cap").status, 2);
    }

    #[test]
    fn argument_errors_fit_on_one_line() {
        let error = Cli::try_parse_from(["grundy", "solve", "nim", "--bogus"])
            .expect_err("an unknown option");
        assert_eq!(error.kind(), ErrorKind::UnknownArgument);
        assert_eq!(
            argument_error_line(&error.to_string()),
            "unexpected argument '--bogus' found (usage: grundy solve <GAME> [FILE]; see \
             --help)"
        );
        let error = Cli::try_parse_from(["grundy", "solve"]).expect_err("no game");
        assert_eq!(
            argument_error_line(&error.to_string()),
            "the following required arguments were not provided: <GAME> (usage: grundy solve \
             <GAME> [FILE]; see --help)"
        );
        let error = Cli::try_parse_from(["grundy", "solve", "nim", "--method", "slow"])
            .expect_err("no such method");
        assert_eq!(
            argument_error_line(&error.to_string()),
            "invalid value 'slow' for '--method <METHOD>' [possible values: fast, brute] (see \
             --help)"
        );
        let error =
            Cli::try_parse_from(["grundy", "gen", "nim", "--n", "many"]).expect_err("not a number");
        let line = argument_error_line(&error.to_string());
        assert!(!line.contains('\n'), "{line}");
        assert!(
            line.starts_with("invalid value 'many' for '--n <N>'"),
            "{line}"
        );
    }

    #[test]
    fn input_beyond_the_cap_is_refused_as_bad_input() {
        let read = read_capped(&b"0123456789"[..], 0, 10, "standard input", Failure::other).ok();
        assert_eq!(read.as_deref(), Some(&b"0123456789"[..]));
        let refused = read_capped(&b"0123456789A"[..], 0, 10, "standard input", Failure::other)
            .expect_err("one byte too many");
        assert_eq!(refused.status, 2);
        assert_eq!(
            refused.message,
            "standard input holds more than 10 bytes, the most grundy reads"
        );
        // Endless input stops at the cap.
        let endless = std::io::repeat(b'1');
        let refused = read_capped(endless, 0, 1 << 20, "standard input", Failure::other)
            .expect_err("endless");
        assert_eq!(refused.status, 2);
    }
}
