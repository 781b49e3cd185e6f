//! `grundy solve`'s input mapped into memory when it is a regular file (a FILE argument, or
//! standard input redirected from a file), instead of read into fresh memory.
//!
//! Reading a file of tens of megabytes into new memory makes the kernel clear every page of it
//! before the copy, a large share of the whole process on big files, and what made grundy slower
//! than a contest program reading through a small reused buffer, whose own parsing is slower
//! than grundy's (docs/benchmarks.md has the numbers). A read-only mapping of a file in the page
//! cache needs no clearing and no copy; its page tables are set up at once
//! (`MAP_POPULATE` on Linux), so the parse meets no page faults.
//!
//! What it asks: the file must not change while grundy solves it. A file rewritten meanwhile
//! would be read as it is at each moment, and one cut short ends the process with `SIGBUS`. A
//! file another program is still writing is read safely through a pipe
//! (`cat FILE | grundy solve GAME`), which is read into memory as before. Anything that is not a
//! regular file, an empty file, a file over the size cap, standard input read partway already,
//! and any failure to map, all go the old way, which also names every error.

use std::fs::File;
use std::ops::Deref;
use std::path::Path;

/// The bytes of the input: read into memory, or mapped.
pub enum Input {
    /// Read whole into a buffer of its own.
    Read(Vec<u8>),
    /// A read-only mapping of a regular file.
    Mapped(memmap2::Mmap),
}

impl Deref for Input {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match self {
            Input::Read(bytes) => bytes,
            Input::Mapped(mapping) => mapping,
        }
    }
}

/// Maps `file` (standard input if `None` or `-`) when it is a regular file of 1 to `cap` bytes
/// (and, for standard input, not read partway); `None` otherwise, and when the mapping fails,
/// for the caller to read it the old way.
pub fn map(file: Option<&Path>, cap: u64) -> Option<memmap2::Mmap> {
    let opened = match file {
        Some(path) if path.as_os_str() != "-" => File::open(path).ok()?,
        _ => standard_input()?,
    };
    let metadata = opened.metadata().ok()?;
    if !metadata.is_file() || metadata.len() == 0 || metadata.len() > cap {
        return None;
    }
    // SAFETY: the mapping is read-only and lives as long as the `Mmap` that owns it.
    // Its bytes are only sound to read while no other process changes the file, which the module
    // docs ask of the user (as every program that maps its input does); nothing in grundy writes
    // to its input.
    #[allow(unsafe_code)]
    let mapping = unsafe { memmap2::MmapOptions::new().populate().map(&opened) };
    mapping.ok()
}

/// Standard input as a `File` of its own (a duplicate of the descriptor), if it is read from
/// its start: a program run before grundy on the same descriptor may have read part of it, and
/// the rest is what grundy must read.
#[cfg(unix)]
fn standard_input() -> Option<File> {
    use std::io::Seek;
    use std::os::fd::AsFd;
    let mut file = File::from(std::io::stdin().as_fd().try_clone_to_owned().ok()?);
    (file.stream_position().ok()? == 0).then_some(file)
}

/// Elsewhere standard input is always read.
#[cfg(not(unix))]
fn standard_input() -> Option<File> {
    None
}
