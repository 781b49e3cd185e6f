//! `grundy gen ... --out-dir DIR --files K`: K input files in DIR instead of one on standard
//! output (for the games whose input holds one test, a file per test), named `<game>-<k>.in`,
//! file k drawn with seed `--seed + k - 1`, so that each is what `grundy gen` with that seed
//! writes.

use std::fs;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use clap::Args;
use grundy::catalog::Entry;
use grundy::solve::{GenerateError, GenerateOptions};

use crate::Failure;

/// Where `grundy gen` writes files, if not to standard output.
#[derive(Debug, Args)]
pub struct FilesArgs {
    /// Write the inputs into this folder (created if missing), one file each, instead of to
    /// standard output.
    #[arg(long = "out-dir", value_name = "DIR", requires = "files")]
    pub out_dir: Option<PathBuf>,
    /// How many files --out-dir gets: file k (from 1) is `<game>-<k>.in`, drawn with seed
    /// --seed + k - 1.
    #[arg(long, requires = "out_dir", value_parser = clap::value_parser!(u64).range(1..))]
    pub files: Option<u64>,
}

/// Writes `files` inputs of `game` into `folder`, the k-th with the seed of `options` plus
/// k - 1; the options are checked (by writing the first file) before any file is left behind.
pub fn write(
    game: &dyn Entry,
    options: &GenerateOptions,
    folder: &Path,
    files: u64,
) -> Result<(), Failure> {
    fs::create_dir_all(folder)
        .map_err(|error| Failure::usage(format!("cannot create {}: {error}", folder.display())))?;
    for k in 1..=files {
        let path = folder.join(format!("{}-{k}.in", game.id()));
        let options = GenerateOptions {
            seed: options.seed.wrapping_add(k - 1),
            ..options.clone()
        };
        let file = fs::File::create(&path)
            .map_err(|error| Failure::usage(format!("cannot write {}: {error}", path.display())))?;
        let mut out = BufWriter::with_capacity(1 << 16, file);
        let written = game
            .generate(&options, &mut out)
            .and_then(|()| out.flush().map_err(GenerateError::Io));
        match written {
            Ok(()) => {}
            Err(GenerateError::Options(message)) => {
                drop(out);
                let _ = fs::remove_file(&path);
                return Err(Failure::usage(message));
            }
            Err(GenerateError::Io(error)) => {
                return Err(Failure::other(format!(
                    "cannot write {}: {error}",
                    path.display()
                )))
            }
        }
    }
    Ok(())
}
