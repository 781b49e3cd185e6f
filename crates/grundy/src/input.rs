//! The validating token reader shared by every game's parser.
//!
//! The catalog's conventions (each game's page in `docs/games/`) fix the input language of every
//! game: tokens separated by any ASCII white space (space, tab, line feed, carriage return,
//! vertical tab, form feed), numbers written as unsigned decimal digits (leading zeros allowed)
//! that fit in 64 bits.
//!
//! The reader works on the whole input held in memory. It keeps only a byte offset while reading,
//! so the hot path does no line bookkeeping; line numbers are computed from the offset when an error
//! is reported, which is the only time they are needed.
//!
//! Clean input takes a fast path that reads eight bytes at a time as one `u64` (SWAR: SIMD within
//! a register, in safe code): one word tells how many digits a number has and converts up to eight
//! of them at once (a mask of the word's non-digit bytes gives the number's end, and one chain of
//! three multiplications its value, whatever its length), and a token's end is found a word at a
//! time. The counted read of many numbers ([`Scanner::for_each_u64`]) runs a small loop of its own
//! that makes no call but the caller's: each number after one separator is taken from the eight
//! bytes after that separator (and numbers of eight digits or more from the two words after
//! them), and four one-digit numbers from one word; a run that starts with numbers of one or two
//! digits first takes them two from one word. The read to the end
//! ([`Scanner::for_each_u64_to_end`]) finds where the tokens start from a mask of 64 bytes at a
//! time, so that reading a number never waits for the end of the number before it (the processor
//! reads several at once), reads numbers of up to 20 digits from at most three words, tries four
//! one-digit numbers from one word only where the mask shows a run of them, and keeps its running
//! state (a sum, the cursor) in a loop that makes no call, so it stays in registers. Anything the
//! fast path does not
//! accept outright (a byte that is neither a digit nor a separator, a number that overflows 64
//! bits) is read again from the token's start by the plain byte-by-byte reader, which words the
//! error; so both paths accept exactly the same inputs and the messages are the plain reader's.

use std::cell::Cell;
use std::fmt;

mod ids;

pub use ids::{IdBatches, ID_BATCH};

/// Bad input: the 1-based line it was found on, the 1-based test (for formats with several tests)
/// and what is wrong, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// The 1-based line of the input the error was found on (for a truncated file, the last line).
    pub line: usize,
    /// The 1-based test the error belongs to, where the format has several tests.
    pub test: Option<usize>,
    /// What the format calls a test: "test", or "query" (array-game).
    pub test_name: &'static str,
    /// What is wrong, without the location.
    pub message: String,
}

impl fmt::Display for InputError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.test {
            Some(test) => write!(
                formatter,
                "line {} ({} {}): {}",
                self.line, self.test_name, test, self.message
            ),
            None => write!(formatter, "line {}: {}", self.line, self.message),
        }
    }
}

impl std::error::Error for InputError {}

/// Whether `byte` separates tokens: the six ASCII white-space characters of the conventions.
#[inline]
pub fn is_separator(byte: u8) -> bool {
    SEPARATORS[usize::from(byte)]
}

/// The six separators by comparisons, without branches: a space, or a byte from `\t` (0x09) to
/// `\r` (0x0D). [`is_separator`] reads them from a table built by it (one load where the
/// comparisons would take two branches); a loop over a block calls it directly, in a form the
/// compiler turns into vector comparisons.
#[inline(always)]
const fn separates(byte: u8) -> bool {
    (byte == b' ') | (byte.wrapping_sub(b'\t') < 5)
}

/// For every byte, whether it is one of the six separators ([`separates`]).
static SEPARATORS: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = separates(byte as u8);
        byte += 1;
    }
    table
};

/// `byte` repeated in every byte of a word.
pub(crate) const fn every_byte(byte: u8) -> u64 {
    u64::from_le_bytes([byte; 8])
}

/// The high bit of every byte of a word.
pub(crate) const HIGH_BITS: u64 = every_byte(0x80);

/// Powers of ten up to 10^8: what a number read so far is multiplied by when `k` more digits
/// follow.
const POWERS_OF_TEN: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

/// The high bit set in each byte of `word` that is not an ASCII digit. Exact up to and including
/// the first such byte in memory order (the lowest byte of a little-endian word): a carry can only
/// leave a byte that is not a digit, and it moves to later bytes only.
#[inline]
pub(crate) fn non_digit_bytes(word: u64) -> u64 {
    // Digits become 0..=9; adding 0x76 sets the high bit exactly for 0x0A..=0x7F, and bytes of
    // 0x80 and above have it already.
    let values = word ^ every_byte(b'0');
    (values | values.wrapping_add(every_byte(0x76))) & HIGH_BITS
}

/// The high bit set in each byte of `word` below 0x21 (the separators and the other control
/// characters). Exact up to and including the first such byte in memory order, as above: a borrow
/// can only leave a byte below 0x21.
#[inline]
fn low_bytes(word: u64) -> u64 {
    word.wrapping_sub(every_byte(0x21)) & !word & HIGH_BITS
}

/// The number written by the eight digit values (0..=9) of `values`, the first in memory order
/// the most significant: pairs, then quadruples, then the whole, each step one multiplication
/// that adds a lane times its base to the lane above it, a shift and a mask.
#[inline(always)]
pub(crate) fn eight_digits(values: u64) -> u64 {
    // Byte k of `values * (10 * 2^8 + 1)` is 10 * b(k-1) + b(k) <= 99: no carries.
    let pairs = (values.wrapping_mul(10 << 8 | 1) >> 8) & 0x00FF_00FF_00FF_00FF;
    // Likewise in 16-bit lanes: 100 * p(k-1) + p(k) <= 9999.
    let quads = (pairs.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_FFFF_0000_FFFF;
    // The top half: 10^4 * q0 + q1 < 2^32, with no carry from the bottom half (q0 alone).
    quads.wrapping_mul(10_000 << 32 | 1) >> 32
}

/// A number that ends within `word` (its non-digit bytes flagged in `flags`, not 0): how many
/// digits it has and its value, when it has at least one and the byte after them ends the token
/// (the word's padding past the input's end is spaces); `None` otherwise.
#[inline(always)]
fn ended_in_word(word: u64, flags: u64) -> Option<(usize, u64)> {
    let digits = (flags.trailing_zeros() / 8) as usize;
    let after = (word >> (8 * digits)) as u8;
    // The digits moved to the top of the word, below them zeros.
    (digits > 0 && is_separator(after)).then(|| {
        (
            digits,
            eight_digits((word ^ every_byte(b'0')) << (8 * (8 - digits))),
        )
    })
}

/// Two numbers of one or two digits in `word`, the eight bytes at a separator (byte 0, which is
/// not looked at): one or two digits, one separator, one or two digits, a separator. Their
/// values, how many bytes on from byte 0 the separator after the second is, and how many digits
/// the second has; `None` for anything else. Serves the counted read's pairs ([`short_pairs`])
/// and tree-tac-toe's edges of small trees (`games::tree_tac_toe::small`).
///
/// Both numbers in one go, with no branch on their lengths (1 to 9, then 10 and more, in a random
/// tree of 10 vertices: data the processor could not predict): the word's digits (its other bytes
/// cleared) times `10 * 2^8 + 1` hold at each byte that digit plus ten times the one before (at
/// most 99, so nothing carries), which is a number's value at its last digit whether it has one
/// digit or two; the numbers' ends are the mask's first two bits after byte 0.
#[inline(always)]
pub(crate) fn two_short_numbers(word: u64) -> Option<(u64, u64, usize, usize)> {
    let values = word ^ every_byte(b'0');
    // Exact up to the second flagged byte after byte 0 when the first is a separator (a carry
    // comes only from a byte that is neither a digit nor a separator, and goes up); a word that
    // is not so is refused below.
    let flags = non_digit_bytes(word);
    // Each end is `8 * index + 7`, the bit of the byte after a number.
    let after = flags & !0x80;
    let first = after.trailing_zeros();
    let second = (after & after.wrapping_sub(1)).trailing_zeros();
    // The first ends at byte 2 or 3 (one or two digits from byte 1), the second two or three
    // bytes later.
    let layout = (first.wrapping_sub(23) | second.wrapping_sub(first).wrapping_sub(16)) & !8 == 0;
    // The shifts stay below 64: the ends are at most 64.
    let byte = |end: u32| (word >> ((end - 7) & 63)) as u8;
    if !(layout & is_separator(byte(first)) & is_separator(byte(second))) {
        return None;
    }
    let digits = values & !((flags >> 7).wrapping_mul(0xFF));
    let numbers = digits.wrapping_mul(10 << 8 | 1);
    let number = |end: u32| u64::from((numbers >> ((end - 15) & 63)) as u8);
    Some((
        number(first),
        number(second),
        (second / 8) as usize,
        ((second - first) / 8 - 1) as usize,
    ))
}

/// The eight bytes from `position` as a little-endian word; past the end of `bytes`, spaces (a
/// separator, so that the end of the input ends a token like any separator).
#[inline]
pub(crate) fn word_at(bytes: &[u8], position: usize) -> u64 {
    match bytes.get(position..position.wrapping_add(8)) {
        Some(chunk) => u64::from_le_bytes(chunk.try_into().expect("eight bytes")),
        None => padded_word(bytes, position),
    }
}

/// [`word_at`] within the last eight bytes of the input: what is left, then spaces. Out of line,
/// as it serves only the last few tokens.
#[cold]
#[inline(never)]
fn padded_word(bytes: &[u8], position: usize) -> u64 {
    let mut chunk = [b' '; 8];
    let rest = bytes.get(position..).unwrap_or_default();
    chunk[..rest.len()].copy_from_slice(rest);
    u64::from_le_bytes(chunk)
}

/// The most common number of all, in `word`, the eight bytes at the cursor (padded with spaces
/// past the input's end): a number of one to seven digits that starts at the cursor (at a
/// token's start, as after [`Scanner::skip_separators`]) or one byte on (the cursor on the one
/// separator that ends the token before, as after any read), and ends, at a separator or the end
/// of the input, within the word. Its value and how many bytes from the cursor its digits end;
/// else `None`.
///
/// A one-digit number is taken first, before the word's arithmetic (files of small labels, as
/// tree-tac-toe's, hold mostly such numbers). Longer ones without a branch on the number's
/// length: the first byte that is not a digit is found from a mask of the word's non-digit bytes
/// (its lowest set bit), and the digits before it, moved to the top of the word, are converted in
/// one go by [`eight_digits`] (the zero bytes below them are leading zeros).
#[inline(always)]
fn short_number(word: u64) -> Option<(u64, usize)> {
    // The token's bytes from its first: after the separator, seven bytes and a 0 on top, which
    // is not a digit; else the word, whose top byte is flagged below as if it were not a digit,
    // so that `flags` is never 0 and a token that reaches the top byte is not taken here.
    let skip = usize::from(is_separator(word as u8));
    let rest = word >> (8 * skip);
    // One digit, then a separator: the most common token of files of small labels, taken
    // before the arithmetic of the word.
    let digit = (rest as u8).wrapping_sub(b'0');
    if digit < 10 && is_separator((rest >> 8) as u8) {
        return Some((u64::from(digit), skip + 1));
    }
    let values = rest ^ every_byte(b'0');
    let flags = (values | values.wrapping_add(every_byte(0x76))) & HIGH_BITS | 1 << 63;
    // 8 * digits + 7: the high bit of the first byte that is not a digit.
    let end = flags.trailing_zeros();
    let digits = (end / 8) as usize;
    let after = (rest >> (8 * digits)) as u8;
    // One branch for all the conditions (`&` on booleans does not short-circuit).
    if (digits > 0) & is_separator(after) {
        // 64 - 8 * digits: at most 56, as `digits` is at least 1.
        Some((eight_digits(values << (71 - end)), skip + digits))
    } else {
        None
    }
}

/// After a one-digit token (`position` on the separator that ends it), the next four
/// tokens when the word after that separator is four digits each followed by a space: their
/// values in the low bits of the four 16-bit lanes (the cursor then belongs 8 bytes on, after
/// the fourth digit's space, where four calls of [`Scanner::next_u64`] leave it, on the
/// separator). Each token starts after a separator and ends at one, so it is one clean digit; a
/// word past the input's end is never taken.
#[inline(always)]
fn four_digits(bytes: &[u8], position: usize) -> Option<u64> {
    let word = u64::from_le_bytes(*bytes.get(position + 1..)?.first_chunk::<8>()?);
    // Digits become 0..=9 in the even bytes; adding 0x76 to each 16-bit lane sets its bit 7 or 8
    // exactly for a byte above 9.
    let values = (word ^ every_byte(b'0')) & 0x00FF_00FF_00FF_00FF;
    let spaces = word & 0xFF00_FF00_FF00_FF00 == 0x2000_2000_2000_2000;
    (spaces && (values + 0x0076_0076_0076_0076) & 0x0180_0180_0180_0180 == 0).then_some(values)
}

/// After [`four_digits`] found `digits` at `position` (with at least four numbers `left` to
/// read), folds them into `state` with `step` and goes on while the next word holds four more:
/// the new cursor, how many numbers are left and the state. Out of line; reading to the end,
/// called from outside the loop over a block's tokens in [`Scanner::fold_numbers`], so that that
/// loop makes no call and keeps its state in registers.
#[inline(never)]
fn one_digit_run<S>(
    bytes: &[u8],
    mut position: usize,
    mut left: u64,
    mut digits: u64,
    mut state: S,
    step: &mut impl FnMut(S, u64) -> S,
) -> (usize, u64, S) {
    loop {
        for lane in 0..4 {
            state = step(state, (digits >> (16 * lane)) & 0xF);
        }
        position += 8;
        left -= 4;
        if left < 4 {
            return (position, left, state);
        }
        match four_digits(bytes, position) {
            Some(next) => digits = next,
            None => return (position, left, state),
        }
    }
}

/// The eight bytes of `word` whose bit 4 is clear, as the eight low bits (byte `k`'s as bit
/// `k`): every separator (0x09 to 0x0D, 0x20), no digit (0x30 to 0x39), and some other bytes.
/// One AND keeps bit 4 of each byte, and one multiplication moves each to the top byte, at a
/// place of its own (no two products meet, so nothing carries).
#[inline(always)]
fn gap_bytes(word: u64) -> u64 {
    ((!word & every_byte(0x10)) >> 4).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The bytes a block of [`Scanner::fold_numbers`] reads: its 64 bytes, then 24 more, so that a
/// number of up to 20 digits that starts in the block is read from the block alone.
const WINDOW: usize = 64 + 24;

/// Bit `k` set when byte `k` of the window's block has bit 4 clear ([`gap_bytes`]): all the
/// separators, and no digit.
#[inline(always)]
fn gap_mask(window: &[u8; WINDOW]) -> u64 {
    let mut mask = 0;
    for (index, word) in window[..64].chunks_exact(8).enumerate() {
        mask |= gap_bytes(u64::from_le_bytes(word.try_into().expect("eight bytes"))) << (8 * index);
    }
    mask
}

/// The eight bytes of `window` from `offset` (below 64 + 16) as a little-endian word.
#[inline(always)]
fn word_in(window: &[u8; WINDOW], offset: usize) -> u64 {
    let offset = offset.min(WINDOW - 8);
    u64::from_le_bytes(window[offset..offset + 8].try_into().expect("eight bytes"))
}

/// The digits of `values` (digit values, the first in memory order the lowest byte) below byte
/// `digits` (0 to 7), as a number: moved to the top of the word, zeros below them.
#[inline(always)]
fn leading_digits(values: u64, digits: usize) -> u64 {
    // Two shifts, so that no digits (a shift by 64) gives 0.
    eight_digits(values << (63 - 8 * digits) << 1)
}

/// [`leading_digits`] for one to four digits, in the word's low half: two multiplications.
#[inline(always)]
fn leading_four_digits(values: u64, digits: usize) -> u64 {
    let values = (values as u32).wrapping_shl((32 - 8 * digits) as u32);
    // As in `eight_digits`: pairs in 16-bit lanes, then the two pairs.
    let pairs = (values.wrapping_mul(10 << 8 | 1) >> 8) & 0x00FF_00FF;
    u64::from(pairs.wrapping_mul(100 << 16 | 1) >> 16)
}

/// The clean number whose first eight bytes are `word` (a token's first byte, or a separator
/// followed by the token), the next sixteen given by `later` (`later(8)`, `later(16)`, asked only
/// for numbers of eight digits or more): one to twenty digits (a value that fits in 64 bits), then
/// a separator (or the padding past the input's end). Its value and how many digits it has; `None`
/// for anything else, which the plain reader reads again (a longer number with leading zeros) or
/// words the error for.
#[inline(always)]
fn clean_number(word: u64, later: impl Fn(usize) -> u64) -> Option<(u64, usize)> {
    let flags = non_digit_bytes(word);
    let values = word ^ every_byte(b'0');
    if flags != 0 {
        let digits = (flags.trailing_zeros() / 8) as usize;
        // No digit, or a first byte that is not a digit and not a separator: no number. One
        // branch for both (`&` on booleans does not short-circuit).
        if !((digits > 0) & is_separator((word >> (8 * digits)) as u8)) {
            return None;
        }
        let value = if digits <= 4 {
            leading_four_digits(values, digits)
        } else {
            leading_digits(values, digits)
        };
        return Some((value, digits));
    }
    // Eight digits: then up to eight more, then up to four.
    let high = eight_digits(values);
    let word = later(8);
    let flags = non_digit_bytes(word);
    let values = word ^ every_byte(b'0');
    if flags != 0 {
        let digits = (flags.trailing_zeros() / 8) as usize;
        // At most 15 digits: no overflow.
        let value = high * POWERS_OF_TEN[digits] + leading_digits(values, digits);
        return is_separator((word >> (8 * digits)) as u8).then_some((value, 8 + digits));
    }
    let high = high * POWERS_OF_TEN[8] + eight_digits(values);
    let word = later(16);
    let digits = (non_digit_bytes(word).trailing_zeros() / 8) as usize;
    if digits > 4 || !is_separator((word >> (8 * digits)) as u8) {
        return None;
    }
    let value = high
        .checked_mul(POWERS_OF_TEN[digits])?
        .checked_add(leading_digits(word ^ every_byte(b'0'), digits))?;
    Some((value, 16 + digits))
}

/// Why [`clean_run`] stopped.
#[derive(Clone, Copy, PartialEq, Eq)]
enum RunEnd {
    /// Every number asked for was read.
    Done,
    /// After a number of one digit followed by four more in one word ([`four_digits`]): their
    /// values, for [`one_digit_run`].
    FourDigits(u64),
    /// At a token the run does not take (or the last eight bytes of the input): the plain path
    /// reads it.
    Declined,
}

/// The loop of [`Scanner::for_each_u64`]: from `position`, on a separator, reads clean numbers
/// that each follow one separator ([`clean_number`] on the eight bytes after it), hands each to
/// `take`, and stops when `left` is read, before four one-digit numbers in one word, or at
/// anything else (a second separator, a byte that is neither a digit nor a separator, the input's
/// last eight bytes): the new cursor (on the separator after the last number taken), how many are
/// left and why it stopped. Out of line and making no call but `take`'s, so that its few running
/// values (the bytes left, the count, the constants of the words' arithmetic) stay in registers.
#[inline(never)]
fn clean_run(
    bytes: &[u8],
    position: usize,
    mut left: u64,
    take: &mut impl FnMut(u64),
) -> (usize, u64, RunEnd) {
    // The input from the cursor: its first byte is the separator before the next number.
    let mut rest = bytes.get(position..).unwrap_or_default();
    if !rest.first().is_some_and(|&byte| is_separator(byte)) {
        return (position, left, RunEnd::Declined);
    }
    let mut end = RunEnd::Declined;
    while left > 0 {
        let Some(chunk) = rest.first_chunk::<9>() else {
            break;
        };
        let word = u64::from_le_bytes(chunk[1..].try_into().expect("eight bytes"));
        let start = bytes.len() - rest.len() + 1;
        let Some((value, digits)) = clean_number(word, |offset| word_at(bytes, start + offset))
        else {
            break;
        };
        take(value);
        left -= 1;
        rest = &rest[1 + digits..];
        // Not `left` as well: folded with the others, each test costs every number (the caller
        // checks it).
        if digits == 1 {
            if let Some(four) = four_digits(rest, 0) {
                end = RunEnd::FourDigits(four);
                break;
            }
        }
    }
    if left == 0 {
        end = RunEnd::Done;
    }
    (bytes.len() - rest.len(), left, end)
}

/// The pairs of numbers of one or two digits that start a run of [`Scanner::for_each_u64`]: from
/// `rest`, on a separator, while at least two numbers are `left` and the word at the separator
/// holds two short numbers ([`two_short_numbers`]), hands both to `take`. The input and count
/// left, and the four one-digit numbers found after a pair whose second has one digit
/// ([`four_digits`]), for [`one_digit_run`].
#[inline(never)]
fn short_pairs<'a>(
    mut rest: &'a [u8],
    mut left: u64,
    take: &mut impl FnMut(u64),
) -> (&'a [u8], u64, Option<u64>) {
    while left >= 2 {
        let Some(chunk) = rest.first_chunk::<8>() else {
            break;
        };
        let Some((first, second, length, last)) = two_short_numbers(u64::from_le_bytes(*chunk))
        else {
            break;
        };
        take(first);
        take(second);
        left -= 2;
        rest = &rest[length..];
        if last == 1 {
            if let Some(four) = four_digits(rest, 0) {
                return (rest, left, Some(four));
            }
        }
    }
    (rest, left, None)
}

/// Whether every byte of `bytes` from `from` to `to` is a separator. Inlined, so that the loop
/// of [`Scanner::fold_numbers`] makes no call (a call there costs every token its registers).
#[inline(always)]
fn only_separators(bytes: &[u8], from: usize, to: usize) -> bool {
    bytes
        .get(from..to)
        .is_some_and(|gap| gap.iter().all(|&byte| is_separator(byte)))
}

/// The most numbers [`short_run`] reads: at most 32 numbers end in 64 bytes.
const SHORT_RUN: u64 = 32;

/// A counted run of `count` numbers of one or two digits that all end within the 64 bytes at
/// `position` (a separator, as after any read), handed to `take` in order: the 64 bytes are read
/// as blocks rather than as tokens. Where the numbers end comes from the block's mask of bytes
/// with bit 4 clear ([`gap_bytes`]); the bytes up to and including the separator after the
/// `count`-th end are checked to be digits and separators only (one fold with no early exit,
/// which the compiler turns into vector comparisons), so that the mask's ends there are exactly
/// the numbers' ends; a run of three digits or more is refused; and the value of a run of one or
/// two digits is worked out at every byte of the block at once (the digit, plus ten times the
/// digit before if there is one: another loop the compiler vectorizes), so that each number is one
/// load at its last digit. The separator after the last number, where the cursor then stands;
/// `None` (nothing read) for anything else, which the other paths of [`Scanner::for_each_u64`]
/// read. Serves small counted runs of small numbers (the parse-only baseline of tree-tac-toe's
/// files of small trees: 18 ids of 1 to 10 a test).
#[inline(never)]
fn short_run(
    bytes: &[u8],
    position: usize,
    count: usize,
    take: &mut impl FnMut(u64),
) -> Option<usize> {
    // The byte before the block too, for the digit before a number that starts at its byte 1.
    let window = bytes.get(position.checked_sub(1)?..)?.first_chunk::<65>()?;
    let block: &[u8; 64] = window[1..].try_into().expect("64 bytes");
    if !is_separator(block[0]) {
        return None;
    }
    let mut gaps = 0;
    for (index, word) in block.chunks_exact(8).enumerate() {
        gaps |= gap_bytes(u64::from_le_bytes(word.try_into().expect("eight bytes"))) << (8 * index);
    }
    // Byte 0 is a separator that ends no number of the run.
    let all_ends = gaps & !(gaps << 1 | 1);
    if (all_ends.count_ones() as usize) < count {
        return None;
    }
    let mut ends = all_ends;
    for _ in 1..count {
        ends &= ends - 1;
    }
    // The separator after the last number, and the bytes up to it.
    let last = ends.trailing_zeros() as usize;
    let span = u64::MAX >> (63 - last);
    let bad = block.iter().enumerate().fold(false, |bad, (index, &byte)| {
        let clean = (byte.wrapping_sub(b'0') < 10) | separates(byte);
        bad | ((index <= last) & !clean)
    });
    let digits = !gaps & span;
    if bad || digits & (digits << 1) & (digits << 2) != 0 {
        return None;
    }
    // At each byte, its digit plus ten times the digit before, if any: a number's value at its
    // last digit (garbage elsewhere, never read).
    let mut values = [0u8; 64];
    for (index, value) in values.iter_mut().enumerate() {
        let digit = window[index + 1].wrapping_sub(b'0');
        let before = window[index].wrapping_sub(b'0');
        let tens = if before < 10 { before * 10 } else { 0 };
        *value = digit.wrapping_add(tens);
    }
    let mut ends = all_ends & span;
    while ends != 0 {
        let end = ends.trailing_zeros() as usize;
        ends &= ends - 1;
        take(u64::from(values[end.wrapping_sub(1) & 63]));
    }
    Some(position + last)
}

/// A token read by [`Scanner::next_token`]: its bytes and where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    /// The byte offset of its first byte in the input (for [`Scanner::error_at`]).
    pub offset: usize,
    /// Its bytes: never empty, never containing a separator.
    pub bytes: &'a [u8],
}

/// A cursor over the input's tokens.
///
/// Every read either returns the token's value or an [`InputError`] that names the line of the
/// offending token and the current test (set with [`Scanner::set_test`]).
#[derive(Debug, Clone)]
pub struct Scanner<'a> {
    bytes: &'a [u8],
    position: usize,
    test: Option<usize>,
    /// What the format calls a test, in messages.
    test_name: &'static str,
    /// The last offset whose line was asked ([`Scanner::line_at`]).
    line_mark: Cell<LineMark>,
}

/// Whether a line ends at byte `index`: a line feed, or a carriage return that no line feed
/// follows (a file with old Mac line endings). A CR LF pair ends one line, at its LF.
#[inline]
fn ends_line(bytes: &[u8], index: usize) -> bool {
    match bytes[index] {
        b'\n' => true,
        b'\r' => bytes.get(index + 1) != Some(&b'\n'),
        _ => false,
    }
}

/// The number of lines that end at the offsets `from..to` of `bytes`.
fn line_ends(bytes: &[u8], from: usize, to: usize) -> usize {
    (from..to).filter(|&index| ends_line(bytes, index)).count()
}

/// An offset whose line is known (the last one asked), so that the next is counted from there.
#[derive(Debug, Clone, Copy)]
struct LineMark {
    offset: usize,
    line: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `bytes`.
    pub fn new(bytes: &'a [u8]) -> Self {
        Scanner {
            bytes,
            position: 0,
            test: None,
            test_name: "test",
            line_mark: Cell::new(LineMark { offset: 0, line: 1 }),
        }
    }

    /// The whole input.
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The byte offset of the next unread byte.
    pub fn position(&self) -> usize {
        self.position
    }

    /// Moves the cursor back (or forward) to a byte offset previously returned by
    /// [`Scanner::position`].
    pub fn seek(&mut self, position: usize) {
        self.position = position.min(self.bytes.len());
    }

    /// Sets the 1-based test that later errors are attributed to (`None` outside any test).
    pub fn set_test(&mut self, test: Option<usize>) {
        self.test = test;
    }

    /// What messages call a test ("test" unless set): array-game's spec names its queries.
    pub fn set_test_name(&mut self, name: &'static str) {
        self.test_name = name;
    }

    /// The test later errors are attributed to.
    pub fn test(&self) -> Option<usize> {
        self.test
    }

    /// The number of bytes not yet read.
    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.position
    }

    /// The 1-based line that contains byte offset `offset`: one more than the line ends before it
    /// (offsets past the end count as the end; after a final line break that is the line after
    /// the last, which no caller asks). Lines end at a line feed, or at a carriage return that no
    /// line feed follows. Counted
    /// from the offset asked before, forwards or backwards, so that a report naming the lines of
    /// many offsets in increasing order (every winning move of a star of 10^6 edges, or one move
    /// in each of 10^5 tests) takes time linear in the input all together.
    pub fn line_at(&self, offset: usize) -> usize {
        let offset = offset.min(self.bytes.len());
        let mark = self.line_mark.get();
        let line = if offset >= mark.offset {
            mark.line + line_ends(self.bytes, mark.offset, offset)
        } else {
            mark.line - line_ends(self.bytes, offset, mark.offset)
        };
        self.line_mark.set(LineMark { offset, line });
        line
    }

    /// The 1-based number of the last line of the input: where a truncated file is reported.
    pub fn last_line(&self) -> usize {
        let length = self.bytes.len();
        let ends = line_ends(self.bytes, 0, length);
        if length > 0 && ends_line(self.bytes, length - 1) {
            ends.max(1)
        } else {
            ends + 1
        }
    }

    /// An error located at byte offset `offset`, in the current test.
    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> InputError {
        InputError {
            line: self.line_at(offset),
            test: self.test,
            test_name: self.test_name,
            message: message.into(),
        }
    }

    /// An error for input that ended while `what` was expected: located on the last line.
    #[cold]
    #[inline(never)]
    pub fn error_at_end(&self, what: &str) -> InputError {
        InputError {
            line: self.last_line(),
            test: self.test,
            test_name: self.test_name,
            message: format!("the input ends where {what} was expected"),
        }
    }

    /// Skips separators; returns whether a token follows.
    #[inline]
    pub fn skip_separators(&mut self) -> bool {
        while let Some(&byte) = self.bytes.get(self.position) {
            if !is_separator(byte) {
                return true;
            }
            self.position += 1;
        }
        false
    }

    /// Whether only separators are left.
    pub fn at_end(&mut self) -> bool {
        !self.skip_separators()
    }

    /// Fails unless only separators are left: anything after the last test is an error. It is
    /// attributed to the current test (the last one read, whose count may be what is too small),
    /// as the specs ask; formats of one test have none.
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        if self.skip_separators() {
            let start = self.position;
            let token = self.token_text(start);
            Err(InputError {
                line: self.line_at(start),
                test: self.test,
                test_name: self.test_name,
                message: format!(
                    "unexpected token '{token}' after the last test (is a count too small?)"
                ),
            })
        } else {
            Ok(())
        }
    }

    /// The text of the token starting at byte offset `start`, shortened to 24 characters (then
    /// `...`) for messages; bytes that are not UTF-8 show as U+FFFD and control characters are
    /// escaped (`\u{1b}`), so that a message never writes them to a terminal.
    pub fn token_text(&self, start: usize) -> String {
        let end = self.bytes[start..]
            .iter()
            .position(|&byte| is_separator(byte))
            .map_or(self.bytes.len(), |length| start + length);
        let text = String::from_utf8_lossy(&self.bytes[start..end]);
        let mut shown = String::new();
        for (count, character) in text.chars().enumerate() {
            if count == 24 {
                shown.push_str("...");
                break;
            }
            if character.is_control() {
                shown.extend(character.escape_default());
            } else {
                shown.push(character);
            }
        }
        shown
    }

    /// What a bad token starting at `start` holds that does not show, in words to add to its
    /// message: a UTF-16 file (its byte-order mark, or a zero byte in its first character), a UTF-8 byte-order mark
    /// (U+FEFF), a non-breaking space (U+00A0) or a zero-width space (U+200B); else nothing.
    fn invisible(&self, start: usize) -> &'static str {
        let end = self.bytes[start..]
            .iter()
            .position(|&byte| is_separator(byte))
            .map_or(self.bytes.len(), |length| start + length);
        let token = &self.bytes[start..end];
        let holds = |pattern: &[u8]| token.windows(pattern.len()).any(|window| window == pattern);
        // UTF-16 shows at the file's start: its byte-order mark, or a character's zero byte.
        let file = self.bytes;
        let utf16 = file.starts_with(&[0xFF, 0xFE])
            || file.starts_with(&[0xFE, 0xFF])
            || (file.len() >= 2 && (file[0] == 0) != (file[1] == 0));
        if utf16 {
            " (the file looks like UTF-16 text: save it as ASCII or UTF-8)"
        } else if holds(&[0xEF, 0xBB, 0xBF]) {
            " (it holds a byte-order mark, U+FEFF, which does not show: save the file as UTF-8 \
             without it, or as ASCII)"
        } else if holds(&[0xC2, 0xA0]) {
            " (it holds a non-breaking space, U+00A0, which looks like a space but does not \
             separate tokens: use plain spaces)"
        } else if holds(&[0xE2, 0x80, 0x8B]) {
            " (it holds a zero-width space, U+200B, which does not show: remove it)"
        } else {
            ""
        }
    }

    /// Reads the next token whatever its characters: its bytes and the byte offset where it starts.
    /// `what` names it in the error for input that ends where it was expected ("the string s_3").
    ///
    /// Formats whose tokens are not numbers (binary strings, for instance) read them with this and
    /// check their characters themselves, naming the token's line with [`Scanner::error_at`].
    #[inline]
    pub fn next_token(&mut self, what: &str) -> Result<Token<'a>, InputError> {
        if !self.skip_separators() {
            return Err(self.error_at_end(what));
        }
        let offset = self.position;
        self.position = self.token_end(offset);
        Ok(Token {
            offset,
            bytes: &self.bytes[offset..self.position],
        })
    }

    /// The offset just past the token that starts at `start`: of its first separator, or the end.
    /// A word at a time: only bytes below 0x21 can be separators, and a word has such a byte or
    /// not; a control byte that is not a separator belongs to the token, and the scan goes on.
    #[inline]
    fn token_end(&self, start: usize) -> usize {
        let bytes = self.bytes;
        let mut position = start;
        while position < bytes.len() {
            let low = low_bytes(word_at(bytes, position));
            if low == 0 {
                position += 8;
                continue;
            }
            position += (low.trailing_zeros() / 8) as usize;
            match bytes.get(position) {
                Some(&byte) if !is_separator(byte) => position += 1,
                _ => return position,
            }
        }
        bytes.len()
    }

    /// Reads the next token as an unsigned 64-bit number; `what` names it in error messages
    /// ("the number of tests", "a node id").
    ///
    /// The part inlined into every caller is [`Scanner::short_number`]: a clean number that
    /// starts at the cursor or after the cursor's one separator and ends within the word read at
    /// the cursor (up to seven digits), a one-digit number first, the others with no branch on
    /// their length. Anything else goes to [`Scanner::number_after`], out of line.
    #[inline(always)]
    pub fn next_u64(&mut self, what: &str) -> Result<u64, InputError> {
        match self.short_number() {
            Some(value) => Ok(value),
            None => self.number_after(what),
        }
    }

    /// [`short_number`] at the cursor, the cursor moved past the number it takes.
    #[inline(always)]
    fn short_number(&mut self) -> Option<u64> {
        let (value, length) = short_number(word_at(self.bytes, self.position))?;
        self.position += length;
        Some(value)
    }

    /// [`Scanner::next_u64`] where [`Scanner::short_number`] declined: the number that follows
    /// the cursor's separators ([`Scanner::number_or_end`]), or the error for an input that ends.
    #[inline(never)]
    fn number_after(&mut self, what: &str) -> Result<u64, InputError> {
        match self.number_or_end(what)? {
            Some(value) => Ok(value),
            None => Err(self.error_at_end(what)),
        }
    }

    /// Skips the separators, then takes a number that ends within the word read at its start,
    /// or a longer one a word at a time ([`Scanner::number_at`]); anything that is not a clean
    /// number goes to the plain reader, which words the error. `None` when only separators are
    /// left.
    #[inline(always)]
    fn number_or_end(&mut self, what: &str) -> Result<Option<u64>, InputError> {
        let bytes = self.bytes;
        let position = self.position;
        // The token starts at the cursor or after its one separator (a long number after a
        // token): no loop over the separators.
        let start =
            position + usize::from(bytes.get(position).is_some_and(|&byte| is_separator(byte)));
        let start = match bytes.get(start) {
            Some(&byte) if !is_separator(byte) => start,
            _ => {
                if !self.skip_separators() {
                    return Ok(None);
                }
                self.position
            }
        };
        self.number_at(start, word_at(bytes, start), what).map(Some)
    }

    /// Reads `count` numbers, each named `what` in error messages, and hands each to `take` in
    /// order: the same reads as `count` calls of [`Scanner::next_u64`] (the same values, errors
    /// and final position), for a caller that needs a summary of the numbers rather than the
    /// numbers. Numbers of one or two digits at the run's start are read two at a time by
    /// [`short_pairs`], clean numbers that each follow one separator by [`clean_run`], runs of
    /// one-digit numbers four at a time by [`one_digit_run`], and anything else (the first
    /// number when the cursor stands on it, a second separator, the input's last eight bytes, a
    /// bad token) by the plain path of [`Scanner::next_u64`], which words the error.
    #[inline(never)]
    pub fn for_each_u64(
        &mut self,
        count: u64,
        what: &str,
        mut take: impl FnMut(u64),
    ) -> Result<(), InputError> {
        let bytes = self.bytes;
        let mut position = self.position;
        // A short run of numbers of one or two digits, read as a block.
        if (1..=SHORT_RUN).contains(&count) {
            if let Some(after) = short_run(bytes, position, count as usize, &mut take) {
                self.position = after;
                return Ok(());
            }
        }
        let mut left = count;
        // A run that starts with pairs of short numbers (the edges of small trees: a separator,
        // then one after one or two digits) reads them two from each word, out of line, before
        // the loop of the run.
        if left >= 2 {
            let rest = bytes.get(position..).unwrap_or_default();
            let short = rest.get(..4).is_some_and(|start| {
                is_separator(start[0]) & (is_separator(start[2]) | is_separator(start[3]))
            });
            if short {
                let (after, four);
                (after, left, four) = short_pairs(rest, left, &mut take);
                position = bytes.len() - after.len();
                if let Some(digits) = four.filter(|_| left >= 4) {
                    (position, left, _) =
                        one_digit_run(bytes, position, left, digits, (), &mut |(), value| {
                            take(value)
                        });
                }
            }
        }
        while left > 0 {
            let end;
            (position, left, end) = clean_run(bytes, position, left, &mut take);
            match end {
                RunEnd::Done => break,
                RunEnd::FourDigits(digits) if left >= 4 => {
                    (position, left, _) =
                        one_digit_run(bytes, position, left, digits, (), &mut |(), value| {
                            take(value)
                        });
                }
                RunEnd::FourDigits(_) => {}
                RunEnd::Declined => {
                    self.position = position;
                    take(self.number_after(what)?);
                    position = self.position;
                    left -= 1;
                }
            }
        }
        self.position = position;
        Ok(())
    }

    /// Reads every number left, each named `what` in error messages, and hands each to `take` in
    /// order, until only separators are left: the same reads as calls of [`Scanner::next_u64`]
    /// while [`Scanner::at_end`] says a token follows (the same values and errors), through
    /// [`Scanner::fold_numbers`] as [`Scanner::for_each_u64`].
    #[inline(always)]
    pub fn for_each_u64_to_end(
        &mut self,
        what: &str,
        mut take: impl FnMut(u64),
    ) -> Result<(), InputError> {
        self.fold_numbers(what, (), move |(), value| take(value))
    }

    /// The loop of [`Scanner::for_each_u64_to_end`] and of [`sum_of_all_numbers`], until only
    /// separators are left: each number is folded into `state` by `step`, a local of the loop
    /// (the running sum of [`sum_of_all_numbers`] stays in a register), and nothing is counted.
    ///
    /// Where the tokens start comes from a mask of 64 bytes at a time ([`gap_mask`]), so that
    /// where a token starts never waits for the token before it to be read: the loop's only
    /// chain from one number to the next is clearing the mask's lowest bit, and the processor
    /// reads several numbers at once. The mask marks the bytes whose bit 4 is clear: every
    /// separator and no digit, so that a token of digits starts where a run of marked bytes
    /// ends. Each token is then read from the words at its start ([`clean_number`]), which
    /// checks that it is all digits up to a separator, and the bytes before it since the last
    /// token are checked to be separators (one comparison when there is one); any other token
    /// (or a byte between tokens that is not a separator) is read again by the plain path of
    /// [`Scanner::next_u64`], which words the error. After a one-digit number that the mask
    /// shows followed by more, four more are tried from one word ([`four_digits`]).
    #[inline(always)]
    fn fold_numbers<S>(
        &mut self,
        what: &str,
        init: S,
        mut step: impl FnMut(S, u64) -> S,
    ) -> Result<S, InputError> {
        let bytes = self.bytes;
        let mut state = init;
        // Not counted: more than any input holds, for [`one_digit_run`].
        let mut left = u64::MAX;
        // The cursor: the end of the last token read, on the separator that ends it (or the end
        // of the input), except before the first, where it may stand on the token itself.
        let mut position = self.position;
        // Where the block before the next one starts: the next starts 64 bytes on, or at the
        // cursor if it is past them.
        let mut base = position.wrapping_sub(64);
        // Before the first token, the cursor may stand on anything: the plain path reads it.
        let mut plain = bytes.get(position).is_some_and(|&byte| !is_separator(byte));
        // Four one-digit numbers found after the cursor ([`four_digits`]), for [`one_digit_run`].
        let mut run = None;
        loop {
            if let Some(digits) = run.take() {
                (position, left, state) =
                    one_digit_run(bytes, position, left, digits, state, &mut step);
                base = position.wrapping_sub(64);
                continue;
            }
            if plain {
                let Some(value) = self.plain_number(position, what)? else {
                    return Ok(state);
                };
                position = self.position;
                state = step(state, value);
                base = position.wrapping_sub(64);
                plain = false;
                continue;
            }
            base = base.wrapping_add(64).max(position);
            let Some(block) = bytes
                .get(base..)
                .and_then(|rest| rest.first_chunk::<WINDOW>())
            else {
                // The last bytes of the input: the plain path reads their numbers.
                plain = true;
                continue;
            };
            let gaps = gap_mask(block);
            let carry = base == 0 || is_separator(bytes[base - 1]);
            let mut starts = !gaps & (gaps << 1 | u64::from(carry));
            // The cursor is kept from the block's start (wrapping: it may stand before the
            // block), so that the loop does not keep the block's start in a register as well.
            let origin = base;
            let mut cursor = position.wrapping_sub(origin);
            while starts != 0 {
                let offset = starts.trailing_zeros() as usize;
                starts &= starts - 1;
                // Where the token starts, from `origin`.
                let start = base.wrapping_sub(origin).wrapping_add(offset);
                let read = if start == cursor.wrapping_add(1)
                    || only_separators(bytes, cursor.wrapping_add(origin), base + offset)
                {
                    clean_number(word_in(block, offset), |later| {
                        word_in(block, offset + later)
                    })
                } else {
                    None
                };
                let Some((value, digits)) = read else {
                    // The plain path from the cursor: the same token, or a bad byte before it.
                    plain = true;
                    break;
                };
                cursor = start + digits;
                state = step(state, value);
                // A word of four one-digit numbers is tried only after a one-digit number that
                // the block shows followed by four more tokens, each one byte on from a one-byte
                // gap (a file of small numbers among larger ones never pays for the word), and
                // read outside this loop, which then makes no call.
                if digits == 1 && (starts >> offset) & 0x154 == 0x154 {
                    if let Some(digits) = four_digits(bytes, origin.wrapping_add(cursor)) {
                        // Set only to leave the loop, so that the loop carries nothing for it.
                        run = Some(digits);
                        break;
                    }
                }
            }
            position = origin.wrapping_add(cursor);
        }
    }

    /// The next number after `position` by the plain path of [`Scanner::next_u64`] (the cursor
    /// then after it), for [`Scanner::fold_numbers`]; `None` when only separators are left.
    #[cold]
    #[inline(never)]
    fn plain_number(&mut self, position: usize, what: &str) -> Result<Option<u64>, InputError> {
        self.position = position;
        self.number_or_end(what)
    }

    /// [`Scanner::next_u64`] for a token at `start`, whose first eight bytes are `word`, that the
    /// inlined part did not take: one word, or a word at a time, on clean input, else the plain
    /// reader.
    #[inline]
    fn number_at(&mut self, start: usize, word: u64, what: &str) -> Result<u64, InputError> {
        let flags = non_digit_bytes(word);
        if flags == 0 {
            if let Some((value, end)) =
                self.long_number(eight_digits(word ^ every_byte(b'0')), start + 8)
            {
                self.position = end;
                return Ok(value);
            }
        } else {
            // A number of seven digits after one separator comes here from the inlined part,
            // which takes six in its word: it ends within this one.
            if let Some((digits, value)) = ended_in_word(word, flags) {
                self.position = start + digits;
                return Ok(value);
            }
        }
        self.checked_number(start, what)
    }

    /// [`Scanner::number_at`] for a token whose first eight bytes are digits, worth `value`,
    /// and whose rest starts at `position`: a word at a time until a word holds the token's end,
    /// the value checked against 64 bits at each step.
    #[inline]
    fn long_number(&self, mut value: u64, mut position: usize) -> Option<(u64, usize)> {
        let bytes = self.bytes;
        loop {
            // Never past the end: the spaces that pad the last word are not digits.
            let word = word_at(bytes, position);
            let values = word ^ every_byte(b'0');
            let flags = non_digit_bytes(word);
            if flags == 0 {
                value = value
                    .checked_mul(POWERS_OF_TEN[8])?
                    .checked_add(eight_digits(values))?;
                position += 8;
                continue;
            }
            let digits = (flags.trailing_zeros() / 8) as usize;
            if digits > 0 {
                // The digits moved to the top of the word, below them zeros (leading zeros).
                value = value
                    .checked_mul(POWERS_OF_TEN[digits])?
                    .checked_add(eight_digits(values << (8 * (8 - digits))))?;
                position += digits;
            }
            // The first byte that is not a digit must end the token.
            let after = (word >> (8 * digits)) as u8;
            return is_separator(after).then_some((value, position));
        }
    }

    /// The plain reader of [`Scanner::next_u64`], a byte at a time from `start`: where the fast
    /// path declined, it finds what is wrong and says so.
    #[cold]
    #[inline(never)]
    fn checked_number(&mut self, start: usize, what: &str) -> Result<u64, InputError> {
        self.position = start;
        let mut value: u64 = 0;
        let mut overflow = false;
        while let Some(&byte) = self.bytes.get(self.position) {
            let digit = byte.wrapping_sub(b'0');
            if digit < 10 {
                match value
                    .checked_mul(10)
                    .and_then(|tens| tens.checked_add(u64::from(digit)))
                {
                    Some(next) => value = next,
                    None => overflow = true,
                }
                self.position += 1;
            } else if is_separator(byte) {
                break;
            } else {
                return Err(self.not_a_number(start, what));
            }
        }
        if overflow {
            return Err(self.error_at(
                start,
                format!(
                    "{what} '{}' does not fit in 64 bits",
                    self.token_text(start)
                ),
            ));
        }
        Ok(value)
    }

    fn not_a_number(&self, start: usize, what: &str) -> InputError {
        let token = self.token_text(start);
        let hint = if token.starts_with('-') {
            " (negative numbers are not allowed)"
        } else {
            self.invisible(start)
        };
        self.error_at(
            start,
            format!("expected {what} (an unsigned integer), found '{token}'{hint}"),
        )
    }

    /// Reads the next token as a number in `low..=high`; `what` names it in error messages.
    /// Inlined like [`Scanner::next_u64`], the error kept out of line.
    #[inline(always)]
    pub fn next_in_range(&mut self, what: &str, low: u64, high: u64) -> Result<u64, InputError> {
        let value = self.next_u64(what)?;
        if value < low || value > high {
            return Err(self.out_of_range(what, value, low, high));
        }
        Ok(value)
    }

    /// The error for the number `value` just read, outside `low..=high`.
    #[cold]
    #[inline(never)]
    fn out_of_range(&self, what: &str, value: u64, low: u64, high: u64) -> InputError {
        let start = self.token_start_before();
        self.error_at(
            start,
            format!("{what} {value} is out of range {low}..{high}"),
        )
    }

    /// The start of the token just read (the cursor sits right after it).
    fn token_start_before(&self) -> usize {
        self.bytes[..self.position]
            .iter()
            .rposition(|&byte| is_separator(byte))
            .map_or(0, |separator| separator + 1)
    }
}

/// Parses every number in `bytes` and returns their wrapping sum: the parse-only baseline that the
/// benchmarks compare every solver with (reading and parsing is the least any solver must do).
pub fn sum_of_all_numbers(bytes: &[u8]) -> Result<u64, InputError> {
    Scanner::new(bytes).fold_numbers("a number", 0, u64::wrapping_add)
}

/// Reads every token of `bytes` and returns the sum of their lengths: the parse-only baseline for
/// formats whose tokens are not numbers (binary strings), as [`sum_of_all_numbers`] is for numbers.
pub fn total_token_length(bytes: &[u8]) -> u64 {
    let mut scanner = Scanner::new(bytes);
    let mut total = 0u64;
    while scanner.skip_separators() {
        if let Ok(token) = scanner.next_token("a token") {
            total += token.bytes.len() as u64;
        }
    }
    total
}

#[cfg(test)]
mod boundary_tests;

#[cfg(test)]
mod tests {
    use super::*;

    /// The line of every offset, counted from the start each time.
    fn lines_from_the_start(input: &[u8]) -> Vec<usize> {
        (0..input.len())
            .map(|offset| 1 + line_ends(input, 0, offset))
            .collect()
    }

    #[test]
    fn lines_are_named_alike_in_any_order() {
        let input = b"3\n1 2\n\n2 3\r\n4";
        // Offsets 0..=13: the input's 13 bytes and the end.
        let expected = [1, 1, 2, 2, 2, 2, 3, 4, 4, 4, 4, 4, 5, 5];
        assert_eq!(lines_from_the_start(input), expected[..13]);
        let scanner = Scanner::new(input);
        for (offset, &line) in expected.iter().enumerate() {
            assert_eq!(scanner.line_at(offset), line, "offset {offset}");
        }
        // Back to earlier offsets, repeated offsets, past the end, and each from a fresh scanner.
        for offset in [5, 5, 0, 12, 3, 100, 7, 13, 1, 14, 0] {
            let fresh = Scanner::new(input).line_at(offset);
            assert_eq!(scanner.line_at(offset), fresh, "offset {offset}");
            assert_eq!(fresh, expected.get(offset).copied().unwrap_or(5));
        }
        assert_eq!(scanner.last_line(), 5);
    }

    #[test]
    fn invisible_characters_in_a_bad_token_are_named() {
        let message = |input: &[u8]| {
            Scanner::new(input)
                .next_u64("the number of tests T")
                .expect_err("bad")
                .to_string()
        };
        let bom = message("\u{feff}2\n".as_bytes());
        assert!(
            bom.starts_with("line 1: expected the number of tests T (an unsigned integer), found"),
            "{bom}"
        );
        assert!(bom.contains("byte-order mark, U+FEFF"), "{bom}");
        let nbsp = message("12\u{a0}3\n".as_bytes());
        assert!(nbsp.contains("non-breaking space, U+00A0"), "{nbsp}");
        let zero_width = message("1\u{200b}\n".as_bytes());
        assert!(
            zero_width.contains("zero-width space, U+200B"),
            "{zero_width}"
        );
        // "1\n2\n" in UTF-16, little-endian with its mark, and big-endian without one.
        for utf16 in [
            &b"\xff\xfe1\x00\n\x002\x00\n\x00"[..],
            b"\x001\x00\n\x002\x00\n",
        ] {
            let text = message(utf16);
            assert!(
                text.contains("the file looks like UTF-16 text: save it as ASCII or UTF-8"),
                "{text}"
            );
        }
        // A plain bad token says nothing of the kind.
        let plain = message(b"x\n");
        assert!(plain.ends_with("found 'x'"), "{plain}");
    }

    #[test]
    fn a_carriage_return_alone_ends_a_line() {
        // Old Mac line endings, mixed with LF and CR LF.
        let input = b"2\r1 2\r\n3\n\r4\r";
        let scanner = Scanner::new(input);
        let lines: Vec<usize> = (0..input.len())
            .map(|offset| scanner.line_at(offset))
            .collect();
        assert_eq!(lines, [1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 5, 5]);
        assert_eq!(scanner.last_line(), 5);
        let mut scanner = Scanner::new(b"1\r2\rx\r");
        scanner.next_u64("a").unwrap();
        scanner.next_u64("b").unwrap();
        assert_eq!(scanner.next_u64("c").unwrap_err().line, 3);
        assert_eq!(Scanner::new(b"1\r2").last_line(), 2);
        assert_eq!(Scanner::new(b"").last_line(), 1);
        assert_eq!(Scanner::new(b"\n").last_line(), 1);
        assert_eq!(Scanner::new(b"\r").last_line(), 1);
        assert_eq!(Scanner::new(b"1\n\n").last_line(), 2);
    }

    fn all(input: &str) -> Result<Vec<u64>, InputError> {
        let mut scanner = Scanner::new(input.as_bytes());
        let mut values = Vec::new();
        while !scanner.at_end() {
            values.push(scanner.next_u64("a number")?);
        }
        Ok(values)
    }

    #[test]
    fn every_separator_splits_tokens() {
        assert_eq!(
            all("1 2\t3\n4\r\n5\x0B6\x0C7").unwrap(),
            vec![1, 2, 3, 4, 5, 6, 7]
        );
        assert_eq!(all("").unwrap(), Vec::<u64>::new());
        assert_eq!(all(" \n\t ").unwrap(), Vec::<u64>::new());
    }

    #[test]
    fn boundary_values() {
        assert_eq!(all("0 00 007").unwrap(), vec![0, 0, 7]);
        assert_eq!(
            all("18446744073709551615").unwrap(),
            vec![u64::MAX],
            "the largest 64-bit number"
        );
        assert_eq!(all("000018446744073709551615").unwrap(), vec![u64::MAX]);
        let error = all("1\n18446744073709551616").unwrap_err();
        assert_eq!(error.line, 2);
        assert!(error.message.contains("does not fit in 64 bits"), "{error}");
        let error = all("99999999999999999999999999").unwrap_err();
        assert!(error.message.contains("does not fit"), "{error}");
    }

    #[test]
    fn non_numbers_name_their_line() {
        let error = all("1\n2\n-3\n").unwrap_err();
        assert_eq!(error.line, 3);
        assert!(error.message.contains("'-3'"), "{error}");
        assert!(error.message.contains("negative"), "{error}");
        for bad in ["+3", "3.0", "1e5", "x", "3a", "\u{00e9}"] {
            let error = all(bad).unwrap_err();
            assert_eq!(error.line, 1, "{bad}");
            assert!(
                error.message.contains("expected a number"),
                "{bad}: {error}"
            );
        }
    }

    #[test]
    fn truncated_input_is_reported_on_the_last_line() {
        let mut scanner = Scanner::new(b"1\n2\n");
        scanner.next_u64("x").unwrap();
        scanner.next_u64("x").unwrap();
        let error = scanner.next_u64("a node id").unwrap_err();
        assert_eq!(error.line, 2);
        assert!(error.message.contains("a node id"));
        let mut scanner = Scanner::new(b"1\n2");
        scanner.next_u64("x").unwrap();
        scanner.next_u64("x").unwrap();
        assert_eq!(scanner.next_u64("x").unwrap_err().line, 2);
        let mut scanner = Scanner::new(b"");
        assert_eq!(scanner.next_u64("x").unwrap_err().line, 1);
        let mut scanner = Scanner::new(b"\n\n\n");
        assert_eq!(scanner.next_u64("x").unwrap_err().line, 3);
    }

    #[test]
    fn ranges_and_trailing_tokens() {
        let mut scanner = Scanner::new(b"5\n  0 7");
        scanner.set_test(Some(4));
        assert_eq!(scanner.next_in_range("n", 2, 9).unwrap(), 5);
        let error = scanner.next_in_range("a node id", 1, 5).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2 (test 4): a node id 0 is out of range 1..5"
        );
        let error = scanner.expect_end().unwrap_err();
        assert_eq!(error.line, 2);
        assert!(error.message.contains("'7'"), "{error}");
        let mut scanner = Scanner::new(b"5 \r\n\t");
        scanner.next_u64("x").unwrap();
        assert!(scanner.expect_end().is_ok());
    }

    fn tokens(input: &[u8]) -> Vec<(usize, String)> {
        let mut scanner = Scanner::new(input);
        let mut tokens = Vec::new();
        while !scanner.at_end() {
            let token = scanner.next_token("a token").unwrap();
            tokens.push((
                token.offset,
                String::from_utf8_lossy(token.bytes).into_owned(),
            ));
        }
        tokens
    }

    #[test]
    fn tokens_split_on_every_separator_and_keep_their_offsets() {
        assert_eq!(
            tokens(b"01 1\t0\n11\r\n0\x0B1\x0C10"),
            vec![
                (0, "01".to_string()),
                (3, "1".to_string()),
                (5, "0".to_string()),
                (7, "11".to_string()),
                (11, "0".to_string()),
                (13, "1".to_string()),
                (15, "10".to_string()),
            ]
        );
        // Anything that is not one of the six separators belongs to a token, control bytes and
        // non-ASCII bytes included.
        assert_eq!(
            tokens(b"  a\x01b \xc3\xa9-7\x00\n"),
            vec![(2, "a\u{1}b".to_string()), (6, "\u{e9}-7\u{0}".to_string())]
        );
        assert_eq!(tokens(b""), Vec::new());
        assert_eq!(tokens(b" \n\t\r\x0B\x0C"), Vec::new());
        // A token at the very end, with no separator after it.
        assert_eq!(tokens(b"\n\n0110"), vec![(2, "0110".to_string())]);
    }

    #[test]
    fn tokens_and_numbers_mix_and_errors_name_lines() {
        let mut scanner = Scanner::new(b"2 3\n01\n\n  1x\n");
        scanner.set_test(Some(2));
        assert_eq!(scanner.next_u64("N").unwrap(), 2);
        assert_eq!(scanner.next_u64("L").unwrap(), 3);
        let first = scanner.next_token("the string s_1").unwrap();
        assert_eq!((first.offset, first.bytes), (4, &b"01"[..]));
        assert_eq!(scanner.line_at(first.offset), 2);
        let second = scanner.next_token("the string s_2").unwrap();
        assert_eq!((second.offset, second.bytes), (10, &b"1x"[..]));
        assert_eq!(scanner.line_at(second.offset), 4);
        assert_eq!(scanner.token_text(second.offset), "1x");
        let error = scanner.next_token("the string s_3").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 4 (test 2): the input ends where the string s_3 was expected"
        );
        let mut scanner = Scanner::new(b"");
        let error = scanner.next_token("the string s_1").unwrap_err();
        assert_eq!(error.line, 1);
        let mut scanner = Scanner::new(b"1\n0\n\n\n");
        scanner.next_token("x").unwrap();
        scanner.next_token("x").unwrap();
        assert_eq!(scanner.next_token("x").unwrap_err().line, 4);
        let long = "01".repeat(20);
        let scanner = Scanner::new(long.as_bytes());
        assert_eq!(scanner.token_text(0), format!("{}...", &long[..24]));
        // Control characters are escaped, bytes that are not UTF-8 replaced.
        let scanner = Scanner::new(b"1\x1b[31m\x07 \xff2");
        assert_eq!(scanner.token_text(0), r"1\u{1b}[31m\u{7}");
        assert_eq!(scanner.token_text(8), "\u{FFFD}2");
    }

    #[test]
    fn token_baseline_reads_every_token() {
        assert_eq!(total_token_length(b"3 10\n010\n1\n0011"), 11);
        assert_eq!(total_token_length(b""), 0);
        assert_eq!(total_token_length(b"x\x01y"), 3);
    }

    #[test]
    fn baseline_sums_every_number() {
        assert_eq!(sum_of_all_numbers(b"1 2\n3").unwrap(), 6);
        assert!(sum_of_all_numbers(b"1 x").is_err());
    }
}
