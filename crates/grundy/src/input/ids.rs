//! The bulk reader of node and vertex ids: a batch of ids decoded at once into a plain array,
//! for the readers of trees' and graphs' edges.
//!
//! Each id of a batch is read from the eight bytes after the separator that precedes it (a
//! clean id of one to seven digits ends within them), with no branch on the id's length and no
//! check of the input's end (the batch's bytes are one window of constant length). Anything
//! unusual (a token that is not one to seven digits after exactly one separator, an id out of
//! range, a batch that ends in the input's last bytes) is only noted on the way, and checked once
//! a batch: such a batch is not taken, and the caller reads it again one id at a time with
//! [`Scanner::next_in_range`], which words any error, so that every message, line and final
//! position are the one-at-a-time reader's.

use super::{eight_digits, every_byte, Scanner, HIGH_BITS};

/// The most ids one call of [`decode_ids`] reads.
pub const ID_BATCH: usize = 64;

/// The bytes a batch is read from: the separator at the cursor, then eight bytes an id (an id
/// after one separator moves the cursor by at most eight bytes, so the last id's word starts at
/// most `8 * (ID_BATCH - 1) + 1` bytes on), rounded up so that a word's offset masked by
/// [`OFFSETS`] stays within it.
const WINDOW: usize = 8 * ID_BATCH + 8;

/// The mask of a word's offset in the window: the identity on every batch that is taken, so that
/// the window's end needs no check.
const OFFSETS: usize = 8 * ID_BATCH - 1;

// A mask: the window's length less eight is a power of two.
const _: () = assert!((OFFSETS + 1).is_power_of_two() && OFFSETS + 8 < WINDOW);

/// Bit `b` set for each separator byte `b` (all below 64).
const SEPARATOR_BITS: u64 =
    1 << b' ' | 1 << b'\t' | 1 << b'\n' | 1 << b'\r' | 1 << 0x0B | 1 << 0x0C;

/// Whether `byte` is a separator ([`super::is_separator`]), by a bit test rather than a table's
/// load.
#[cfg(test)]
fn separates(byte: u8) -> bool {
    (byte < 64) & ((SEPARATOR_BITS >> (byte & 63)) & 1 != 0)
}

/// Reads `ids.len()` ids (at most [`ID_BATCH`]) in `1..=n` that follow the separator at
/// `position`, each a token of one to seven digits after exactly one separator, and stores them
/// 0-based: the position of the separator after the last; `None` for anything else (`ids` then
/// holds anything), or when the input's last [`WINDOW`] bytes would be read.
///
/// The loop makes no branch but its own, and checks nothing on the way: each id's word gives its
/// length and value (the first byte that is not a digit from a mask of the word's non-digit
/// bytes, the digits before it then converted in one go by [`eight_digits`]), and what the batch
/// is taken on is gathered for one test after the loop: the bytes after the ids (separator
/// bits AND-ed, the bytes OR-ed to tell they are all below 64, as the bit test needs) and the
/// largest id. A token that is not a number of one to seven digits after one separator shows in
/// the byte after its digits (a byte that is neither, or the eighth digit) or as the id 0 (no
/// digit).
#[inline(always)]
fn decode_ids(bytes: &[u8], position: usize, n: u32, ids: &mut [u32]) -> Option<usize> {
    if ids.len() > ID_BATCH {
        return None;
    }
    let window = bytes.get(position..)?.first_chunk::<WINDOW>()?;
    // The byte before each id, then the byte after it: separator bits, and all the bytes OR-ed.
    let mut separators = SEPARATOR_BITS >> (window[0] & 63);
    let mut bytes_or = window[0];
    // The largest id less one (an id 0 wraps to the largest of all).
    let mut highest = 0u64;
    // The next id's word: the byte after the separator that ends the id before.
    let mut offset = 1;
    for id in ids.iter_mut() {
        let at = offset & OFFSETS;
        let word = u64::from_le_bytes(*window[at..].first_chunk().expect("eight bytes"));
        let values = word ^ every_byte(b'0');
        // The high bit of the first byte that is not a digit, 8 * digits + 7; 64 for none.
        let end = ((values | values.wrapping_add(every_byte(0x76))) & HIGH_BITS).trailing_zeros();
        // That byte (the first, a digit, for none).
        let after = (word >> (end & 56)) as u8;
        separators &= SEPARATOR_BITS >> (after & 63);
        bytes_or |= after;
        // The digits moved to the top of the word (a shift by 64 - 8 * digits, in two steps so
        // that no digit gives 0, the id 0).
        let vertex = eight_digits((values << 1).wrapping_shl(70 - end)).wrapping_sub(1);
        highest = highest.max(vertex);
        *id = vertex as u32;
        offset += 1 + (end / 8) as usize;
    }
    let taken = (separators & 1 != 0) & (bytes_or < 64) & (highest < u64::from(n));
    taken.then_some(position + offset - 1)
}

/// How many batches after one that [`decode_ids`] did not take are left to the one-at-a-time
/// reader without trying it.
const PAUSE: u32 = 15;

/// Batches of ids read with [`decode_ids`] while it takes them. After a batch it does not take,
/// the next [`PAUSE`] batches are not tried (the caller reads them one id at a time), so that a
/// file where every batch holds something unusual (CR LF line ends: two separators before every
/// other id) pays for the bulk read of only one batch in `PAUSE + 1`, and a file with one odd
/// place for that of one batch.
#[derive(Debug, Default)]
pub struct IdBatches {
    /// The batches still left to the caller before the next try.
    paused: u32,
}

impl IdBatches {
    /// Batches to read, the first tried.
    pub fn new() -> Self {
        IdBatches::default()
    }

    /// [`decode_ids`] from `position`, unless paused: the position after the batch when taken.
    /// Inlined into its callers: out of line, each call cost more than the batch's set-up.
    #[inline(always)]
    pub fn decode(
        &mut self,
        bytes: &[u8],
        position: usize,
        n: u32,
        ids: &mut [u32],
    ) -> Option<usize> {
        if self.paused > 0 {
            self.paused -= 1;
            return None;
        }
        let taken = decode_ids(bytes, position, n, ids);
        if taken.is_none() {
            self.paused = PAUSE;
        }
        taken
    }

    /// Reads `ids.len()` ids (at most [`ID_BATCH`]) in `1..=n`, 0-based, when [`decode_ids`]
    /// takes them all, the cursor then after the last: the same values and position as
    /// `ids.len()` calls of [`Scanner::next_in_range`]. Otherwise (or paused) `false`, the cursor
    /// unmoved (and `ids` holding anything): the caller reads the batch one id at a time.
    #[inline(always)]
    pub fn read(&mut self, scanner: &mut Scanner<'_>, n: u32, ids: &mut [u32]) -> bool {
        match self.decode(scanner.bytes, scanner.position, n, ids) {
            Some(position) => {
                scanner.position = position;
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{is_separator, InputError};
    use crate::random::Random;

    /// `count` ids in `1..=n` one at a time, 0-based, and where the cursor ends.
    fn one_at_a_time(
        bytes: &[u8],
        position: usize,
        n: u32,
        count: usize,
    ) -> Result<(Vec<u32>, usize), InputError> {
        let mut scanner = Scanner::new(bytes);
        scanner.seek(position);
        let mut ids = Vec::new();
        for _ in 0..count {
            ids.push(scanner.next_in_range("a node id", 1, u64::from(n))? as u32 - 1);
        }
        Ok((ids, scanner.position()))
    }

    /// The bulk read with the fallback its callers use: the batch read again one id at a time
    /// when [`IdBatches::read`] does not take it. Also checks that a batch it takes is what the
    /// one-at-a-time reader reads, and that one it leaves leaves the cursor where it was.
    fn in_batches(
        bytes: &[u8],
        position: usize,
        n: u32,
        count: usize,
    ) -> Result<(Vec<u32>, usize), InputError> {
        let mut scanner = Scanner::new(bytes);
        scanner.seek(position);
        let mut ids = vec![0; count];
        let start = scanner.position();
        if IdBatches::new().read(&mut scanner, n, &mut ids) {
            let expected = one_at_a_time(bytes, position, n, count);
            assert_eq!(
                expected.as_ref().ok(),
                Some(&(ids.clone(), scanner.position())),
                "{:?}",
                String::from_utf8_lossy(bytes)
            );
            return Ok((ids, scanner.position()));
        }
        assert_eq!(scanner.position(), start);
        for id in &mut ids {
            *id = scanner.next_in_range("a node id", 1, u64::from(n))? as u32 - 1;
        }
        Ok((ids, scanner.position()))
    }

    /// Compares both readers on `text` from `position` for counts of ids around the places
    /// [`every_separator_length_and_byte_around_an_id`] puts its token, and past the batch.
    fn compare(text: &[u8], position: usize, n: u32) {
        for count in [0, 1, 2, 3, 17, 18, 19, 63, ID_BATCH, ID_BATCH + 1] {
            assert_eq!(
                in_batches(text, position, n, count),
                one_at_a_time(text, position, n, count),
                "{:?} from {position}, {count} ids",
                String::from_utf8_lossy(text)
            );
        }
    }

    #[test]
    fn separators_are_the_readers() {
        for byte in 0..=255 {
            assert_eq!(separates(byte), is_separator(byte), "{byte}");
        }
    }

    #[test]
    fn clean_batches_are_taken() {
        let text = " 1 22 333 4444 55555 666666 7777777 0000001".repeat(20);
        let mut ids = [0u32; ID_BATCH];
        let mut scanner = Scanner::new(text.as_bytes());
        assert!(IdBatches::new().read(&mut scanner, 7_777_777, &mut ids));
        assert_eq!(ids[..8], [0, 21, 332, 4443, 55554, 666_665, 7_777_776, 0]);
        // The largest id out of range, a batch too long, the cursor on a token.
        let mut scanner = Scanner::new(text.as_bytes());
        assert!(!IdBatches::new().read(&mut scanner, 7_777_776, &mut ids));
        assert!(!IdBatches::new().read(&mut scanner, 7_777_777, &mut [0; ID_BATCH + 1]));
        scanner.seek(1);
        assert!(!IdBatches::new().read(&mut scanner, 7_777_777, &mut ids));
    }

    #[test]
    fn every_separator_length_and_byte_around_an_id() {
        let n = 9_999_999;
        let filler = " 12".repeat(ID_BATCH + 10);
        let mut tokens: Vec<Vec<u8>> = Vec::new();
        for digits in 0..=9 {
            let id = "1234567890"[..digits].to_string();
            tokens.push(id.clone().into_bytes());
            tokens.push(format!("0{id}").into_bytes());
        }
        for bad in [
            "0",
            "10000000",
            "18446744073709551616",
            "99999999999999999999",
        ] {
            tokens.push(bad.as_bytes().to_vec());
        }
        for byte in 0..=255u8 {
            if !is_separator(byte) {
                tokens.push(vec![b'5', byte]);
                tokens.push(vec![byte, b'5']);
            }
        }
        let gaps: Vec<Vec<u8>> = [b' ', b'\t', b'\n', b'\r', 0x0B, 0x0C]
            .iter()
            .map(|&separator| vec![separator])
            .chain([b"\r\n".to_vec(), b"  ".to_vec(), b" \t \n".to_vec()])
            .collect();
        for token in &tokens {
            for gap in &gaps {
                // The token first, in the middle, last of a batch; then near the input's end.
                for before in [0, 1, 17, 63] {
                    let mut text = " 12".repeat(before).into_bytes();
                    text.extend_from_slice(gap);
                    text.extend_from_slice(token);
                    text.extend_from_slice(filler.as_bytes());
                    compare(&text, 0, n);
                    text.truncate(text.len() - filler.len());
                    compare(&text, 0, n);
                }
            }
        }
    }

    #[test]
    fn random_inputs_read_as_one_id_at_a_time() {
        let mut random = Random::from_seed(18);
        for round in 0..3000 {
            let n = [1, 9, 10, 999, 1_000_000, 9_999_999, u32::MAX][round % 7];
            let mut text = Vec::new();
            for _ in 0..random.index(3 * ID_BATCH) {
                let gap: &[u8] = match random.index(30) {
                    0 => b"\r\n",
                    1 => b"  ",
                    2 => b"\t",
                    3 => b"\n",
                    _ => b" ",
                };
                text.extend_from_slice(gap);
                let id = match random.index(40) {
                    0 => 0,
                    1 => u64::from(n) + 1,
                    2 => 1 << 32,
                    _ => 1 + random.below(u64::from(n)),
                };
                let token = match random.index(60) {
                    0 => format!("{id:08}"),
                    1 => format!("{id}x"),
                    2 => "-1".to_string(),
                    _ => id.to_string(),
                };
                text.extend_from_slice(token.as_bytes());
            }
            if round % 3 == 0 {
                text.push(b'\n');
            }
            let start = random.index(4).min(text.len());
            let count = random.index(ID_BATCH + 1);
            assert_eq!(
                in_batches(&text, start, n, count),
                one_at_a_time(&text, start, n, count),
                "{:?} from {start}, {count} ids",
                String::from_utf8_lossy(&text)
            );
        }
    }

    #[test]
    fn a_paused_reader_leaves_batches_to_the_caller() {
        let text = " 5".repeat(8 * ID_BATCH);
        let mut scanner = Scanner::new(text.as_bytes());
        let mut batches = IdBatches::new();
        let mut ids = [0u32; 4];
        assert!(!batches.read(&mut scanner, 4, &mut ids));
        for _ in 0..PAUSE {
            assert!(!batches.read(&mut scanner, 5, &mut ids));
        }
        assert!(batches.read(&mut scanner, 5, &mut ids));
        assert_eq!((ids, scanner.position()), ([4; 4], 8));
    }

    #[test]
    fn a_file_in_batches_reads_as_one_id_at_a_time() {
        // Long files of clean ids with a few odd places, read in batches of every size with one
        // reader (its pauses included) and the one-at-a-time fallback.
        let mut random = Random::from_seed(1818);
        for round in 0..200 {
            let n = 1 + random.below(2_000_000) as u32;
            let mut text = Vec::new();
            let total = 2000 + random.index(2000);
            for _ in 0..total {
                let gap: &[u8] = match random.index(if round % 2 == 0 { 500 } else { 3 }) {
                    0 => b"\r\n",
                    1 => b" \t",
                    _ => b" ",
                };
                text.extend_from_slice(gap);
                let id = match random.index(20_000) {
                    0 => u64::from(n) + 1,
                    1 => 0,
                    _ => 1 + random.below(u64::from(n)),
                };
                text.extend_from_slice(id.to_string().as_bytes());
            }
            let mut scanner = Scanner::new(&text);
            let mut batches = IdBatches::new();
            let mut read: Result<Vec<u32>, InputError> = Ok(Vec::new());
            let mut left = total;
            while left > 0 {
                let count = left.min(1 + random.index(ID_BATCH));
                let mut ids = vec![0; count];
                if !batches.read(&mut scanner, n, &mut ids) {
                    for id in &mut ids {
                        match scanner.next_in_range("a node id", 1, u64::from(n)) {
                            Ok(value) => *id = value as u32 - 1,
                            Err(error) => read = Err(error),
                        }
                        if read.is_err() {
                            break;
                        }
                    }
                }
                if let Ok(all) = &mut read {
                    all.extend_from_slice(&ids);
                } else {
                    break;
                }
                left -= count;
            }
            let expected = one_at_a_time(&text, 0, n, total);
            assert_eq!(read.map(|ids| (ids, scanner.position())), expected);
        }
    }
}
