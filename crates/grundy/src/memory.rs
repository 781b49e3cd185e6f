//! Running out of memory as an error rather than an abort.
//!
//! Rust ends a process that fails to allocate with `SIGABRT` and a message of its own (on stable
//! Rust, the handler cannot be replaced). Two pieces make it an error the user can read:
//!
//! - Where the input decides a size, the library asks with `try_reserve` through [`fallibly`]
//!   and turns a refusal into a [`crate::solve::SolveError::Resource`] naming what did not fit.
//! - Everywhere else, a program that installs [`ExitOnOutOfMemory`] as its global allocator
//!   (the `grundy` command does) ends with one line on standard error and exit status 1 when an
//!   allocation fails, without running any more code: nothing buffered is flushed, so no
//!   half-written report reaches standard output beyond the chunks already written.
//!
//! An allocation inside [`fallibly`] is left to fail normally, so that `try_reserve` returns its
//! error and the caller can say more than the allocator knows.

// A global allocator is an `unsafe impl`: this module is the only unsafe code of the crate, and
// it only forwards to the system allocator.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::io::Write;

thread_local! {
    /// Whether this thread is inside [`fallibly`]. A `const` `Cell<bool>` needs no allocation and
    /// no destructor, so the allocator may read it.
    static FALLIBLE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f`, during which a failed allocation on this thread returns its error (to
/// `try_reserve` and friends) instead of ending the process.
pub fn fallibly<T>(f: impl FnOnce() -> T) -> T {
    /// Puts the flag back as it was, also when `f` unwinds.
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            FALLIBLE.with(|flag| flag.set(self.0));
        }
    }
    let _restore = Restore(FALLIBLE.with(|flag| flag.replace(true)));
    f()
}

/// [`Vec::try_reserve_exact`] through [`fallibly`] (not entered when the room is there).
pub fn try_reserve_exact<T>(
    vector: &mut Vec<T>,
    additional: usize,
) -> Result<(), std::collections::TryReserveError> {
    if vector.capacity() - vector.len() >= additional {
        return Ok(());
    }
    fallibly(|| vector.try_reserve_exact(additional))
}

/// Makes room for `additional` more items, as [`try_reserve_exact`], and asks for huge pages
/// ([`crate::prefetch::advise_huge_pages`]) when it allocates new room, before it is first written:
/// a page fault per 2 MiB instead of per 4 KiB on first touch, and one TLB entry per 2 MiB for the
/// random accesses. Room already in use is not advised again (a system call per test of a file of
/// many tests, for nothing).
pub fn try_reserve_huge<T>(
    vector: &mut Vec<T>,
    additional: usize,
) -> Result<(), std::collections::TryReserveError> {
    let room = vector.capacity();
    try_reserve_exact(vector, additional)?;
    if vector.capacity() != room {
        crate::prefetch::advise_huge_pages(vector);
    }
    Ok(())
}

/// [`Vec::try_reserve`] through [`fallibly`] (not entered when the room is there).
pub fn try_reserve<T>(
    vector: &mut Vec<T>,
    additional: usize,
) -> Result<(), std::collections::TryReserveError> {
    if vector.capacity() - vector.len() >= additional {
        return Ok(());
    }
    fallibly(|| vector.try_reserve(additional))
}

/// The system allocator, except that an allocation that fails outside [`fallibly`] ends the
/// process with one line on standard error and exit status 1.
pub struct ExitOnOutOfMemory;

// SAFETY: every method forwards to `System` with the caller's arguments unchanged, and returns
// its result (a failed allocation either returns null, as `System` does, or never returns).
unsafe impl GlobalAlloc for ExitOnOutOfMemory {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        checked(System.alloc(layout), layout.size())
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        checked(System.alloc_zeroed(layout), layout.size())
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        checked(System.realloc(pointer, layout, new_size), new_size)
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        System.dealloc(pointer, layout);
    }
}

/// `pointer`, unless it is null outside [`fallibly`]: then the process ends.
fn checked(pointer: *mut u8, size: usize) -> *mut u8 {
    if pointer.is_null() && !FALLIBLE.with(Cell::get) {
        out_of_memory(size);
    }
    pointer
}

/// The line written when memory runs out, for an allocation of `size` bytes.
fn message(size: usize, line: &mut [u8; 160]) -> usize {
    let mut at = 0;
    let mut put = |bytes: &[u8]| {
        line[at..at + bytes.len()].copy_from_slice(bytes);
        at += bytes.len();
    };
    put(b"error: out of memory: an allocation of ");
    put(itoa::Buffer::new().format(size).as_bytes());
    put(b" bytes failed (the input needs more memory than this process may use)\n");
    at
}

/// Writes the line and ends the process at once (no allocation, no flushing, no destructors).
fn out_of_memory(size: usize) -> ! {
    let mut line = [0u8; 160];
    let length = message(size, &mut line);
    let _ = std::io::stderr().write_all(&line[..length]);
    exit_now(1)
}

#[cfg(unix)]
fn exit_now(status: i32) -> ! {
    // SAFETY: `_exit` takes any status and never returns; it runs no handlers, so buffers
    // holding part of a report are not written.
    unsafe { libc::_exit(status) }
}

#[cfg(not(unix))]
fn exit_now(status: i32) -> ! {
    std::process::exit(status)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_is_one_line() {
        let mut line = [0u8; 160];
        let length = message(usize::MAX, &mut line);
        let text = std::str::from_utf8(&line[..length]).unwrap();
        assert!(
            text.starts_with("error: out of memory: an allocation of 18446744073709551615 bytes")
        );
        assert_eq!(text.matches('\n').count(), 1);
        assert!(text.ends_with('\n'));
    }

    #[test]
    fn fallibly_sets_the_flag_for_its_call_only_and_nests() {
        assert!(!FALLIBLE.with(Cell::get));
        fallibly(|| {
            assert!(FALLIBLE.with(Cell::get));
            fallibly(|| assert!(FALLIBLE.with(Cell::get)));
            assert!(FALLIBLE.with(Cell::get));
        });
        assert!(!FALLIBLE.with(Cell::get));
    }

    #[test]
    fn a_reservation_too_large_is_an_error() {
        // Behind `black_box`, so that an optimised build cannot drop the unused allocation and
        // take the reservation as granted (it did, in `cargo test --release`).
        let mut bytes: Vec<u8> = Vec::new();
        let reserved = try_reserve_exact(std::hint::black_box(&mut bytes), usize::MAX / 2);
        assert!(std::hint::black_box(reserved).is_err());
        assert!(!FALLIBLE.with(Cell::get));
    }
}
