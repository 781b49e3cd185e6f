//! The id-count loop, a second bare baseline for the files of trees and graphs: the bare loop of
//! `common/bare_loop.rs` (every byte read once, the digits of each run accumulated, no validation,
//! no `Scanner`), plus one counter per vertex, in a fresh zeroed table, that every number below
//! the table's length adds one to.
//!
//! Every solver of a game on a tree or a graph must at least find each end of each edge or arc in
//! its own table, at a place in memory that the file's order does not predict, and pay for the
//! fresh pages of that table. This plain loop does about that and nothing more, with no
//! look-ahead, so its ratio to the bare loop shows what that memory traffic alone costs on the
//! machine of the run: on 10^6 vertices the counters take 4 MB, beyond the core's own caches, and
//! each increment waits on memory that the bare loop never touches. It is not a bound: a solver
//! that asks for its records ahead can hide some of that wait. It cannot tell ids from the other numbers: a header or a value (a
//! vertex's number, a coin count) below the table's length is counted too, one more touch of the
//! table than a solver makes for it.

/// The counters of `bytes`' numbers below `slots`: the numbers are read as the bare loop reads
/// them, and each one below `slots` (every vertex id, and any other number that small) adds one to
/// its counter; larger numbers are read and skipped.
pub fn id_count_loop(bytes: &[u8], slots: usize) -> Vec<u32> {
    let mut counts = vec![0u32; slots];
    let slots = slots as u64;
    let mut value = 0u64;
    let mut in_number = false;
    for &byte in bytes {
        let digit = byte.wrapping_sub(b'0');
        if digit < 10 {
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            in_number = true;
        } else if in_number {
            if value < slots {
                counts[value as usize] += 1;
            }
            value = 0;
            in_number = false;
        }
    }
    if in_number && value < slots {
        counts[value as usize] += 1;
    }
    counts
}
