//! `grundy draw`: a picture of one test of a game, as SVG or (for Graphviz) DOT, on standard
//! output or in a file.

use std::fs;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use grundy::catalog::{DrawOptions, Format};

use crate::{find_game, offering, read_input, test_number, write_stdout, Failure};

#[derive(Debug, Args)]
pub struct DrawArgs {
    /// The game's id (see `grundy games`).
    game: String,
    /// The input file, in the game's contest format; standard input when absent or `-`.
    file: Option<PathBuf>,
    /// The test to draw, from 1 (for array-game, the query).
    #[arg(long, default_value_t = 1, value_parser = test_number)]
    test: u64,
    /// The picture's format [default: dot when -o names a .dot or .gv file, else svg]
    #[arg(long, value_enum)]
    format: Option<FormatArg>,
    /// Write the picture to this file instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// Draw the game on any directed graph, cycles allowed, where endless play is a draw
    /// (dag-game): positions then show generalised values, `∞` with its set.
    #[arg(long)]
    loopy: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum FormatArg {
    /// A standalone SVG image (open it in a browser).
    Svg,
    /// A Graphviz graph (`dot -Tpng picture.dot -o picture.png`).
    Dot,
}

/// Draws the chosen test and writes the picture whole, or nothing.
pub fn run(arguments: &DrawArgs) -> Result<(), Failure> {
    let game = find_game(&arguments.game)?;
    let Some(ability) = game.draw() else {
        return Err(Failure::usage(not_drawn(game.id())));
    };
    if arguments.loopy && game.loopy().is_none() {
        return Err(Failure::usage(format!(
            "--loopy does not apply to {} (it applies to {})",
            game.id(),
            offering(|game| game.loopy().is_some())
        )));
    }
    let format = match arguments.format {
        Some(FormatArg::Svg) => Format::Svg,
        Some(FormatArg::Dot) => Format::Dot,
        None => {
            let extension = arguments
                .output
                .as_ref()
                .and_then(|path| path.extension())
                .and_then(|extension| extension.to_str());
            match extension {
                Some("dot" | "gv") => Format::Dot,
                _ => Format::Svg,
            }
        }
    };
    let input = read_input(arguments.file.as_ref())?;
    let picture = ability
        .draw_with(
            &input,
            arguments.test,
            format,
            DrawOptions {
                loopy: arguments.loopy,
            },
        )
        .map_err(|error| Failure::usage(error.to_string()))?;
    match &arguments.output {
        None => write_stdout(picture.as_bytes()),
        Some(path) => fs::write(path, picture)
            .map_err(|error| Failure::other(format!("cannot write {}: {error}", path.display()))),
    }
}

/// Why a game has no picture.
fn not_drawn(id: &str) -> String {
    format!("drawing {id} is not supported yet")
}
