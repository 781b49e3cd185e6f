//! Heaps of counters, as `nim`, `misere-nim` and `hunger-game` share them: reading a test of `n`
//! numbers, the nim-sum and the Nim moves that cancel it, heap tuples as an explicit game for the
//! oracles (normal or misère play, none of the theory), and the instances their checks use.
//!
//! Theory: C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
//! Mathematics 3 (1901–1902).

use std::fmt::Write as _;

use std::io::Write;

use crate::input::{InputError, Scanner};
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

pub mod check;
pub mod contest;
pub(crate) mod draw;
#[cfg(test)]
mod oracle_tests;
pub mod rules;
pub mod search;

#[cfg(test)]
pub use search::after_move;
pub use search::{positions_bound, search};

/// The oracle refuses a test that may make it look at more moves than this (positions below the
/// start times the moves from one of them; about 50 ns each, so a few seconds at most).
pub const MAX_BRUTE_MOVES: u128 = 100_000_000;

/// Reads one test: the count (named `count_name`, at least 1), then that many numbers (each named
/// `item_name`) into `heaps`.
pub fn read_test(
    scanner: &mut Scanner<'_>,
    count_name: &str,
    item_name: &str,
    heaps: &mut Vec<u64>,
) -> Result<(), InputError> {
    let count = scanner.next_in_range(count_name, 1, u64::MAX)?;
    heaps.clear();
    // Grow as numbers are read, so that a wrong count cannot ask for a huge allocation.
    heaps.reserve((count as usize).min(scanner.remaining() / 2 + 1));
    scanner.for_each_u64(count, item_name, |heap| heaps.push(heap))
}

/// What a game's input calls its numbers, for error messages, and how far its oracle reaches.
#[derive(Debug, Clone, Copy)]
pub struct TestFormat {
    /// The count that opens a test, such as `the number of heaps n`.
    pub count: &'static str,
    /// One number of a test, such as `a heap size a_i`.
    pub item: &'static str,
    /// A bound on the moves the oracle may look at from a test (saturating), and how it is
    /// computed, in words.
    pub brute_moves: (fn(&[u64]) -> u128, &'static str),
}

/// The Nim games' bound on the oracle's moves: the positions (the product of `a_i + 1`) times
/// the moves from one of them (at most the sum of the heaps).
pub const NIM_MOVES: (fn(&[u64]) -> u128, &str) = (
    nim_moves_bound,
    "the product of a_i + 1 over its heaps times their sum",
);

/// The largest heap size `h` (at least 3, at most `cap`) such that the oracle takes `count`
/// heaps of `h` by `moves` (and so any `count` heaps of at most `h`, the bound growing with each
/// heap); `None` where it does not take `count` heaps of 3. The generators use it to keep a
/// small `--n` within the oracle's reach.
pub fn oracle_heap_bound(count: usize, cap: u64, moves: fn(&[u64]) -> u128) -> Option<u64> {
    // Beyond a few dozen heaps of 3 no bound stays within the oracle's: no need to look.
    if count > 64 || moves(&vec![3; count]) > MAX_BRUTE_MOVES {
        return None;
    }
    let (mut low, mut high) = (3, cap.max(3));
    while low < high {
        let middle = low + (high - low).div_ceil(2);
        if moves(&vec![middle; count]) <= MAX_BRUTE_MOVES {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    Some(low)
}

/// The largest number (a heap, a box) of a generated test of `count` numbers: `most`, or less
/// where the oracle takes `count` numbers of 3 by `moves`: then at most the largest it takes
/// ([`oracle_heap_bound`]), so that a file of a small `--n` is within `--method brute`'s reach.
pub fn within_reach(count: usize, most: u64, moves: fn(&[u64]) -> u128) -> u64 {
    oracle_heap_bound(count, most, moves).map_or(most, |bound| bound.min(most))
}

/// The largest `2^k - 1` that is at most `most`: numbers up to it have their XOR up to it too.
pub fn xor_closed(most: u64) -> u64 {
    match most.checked_add(1) {
        Some(bound) => (1u64 << (63 - bound.leading_zeros())) - 1,
        None => most,
    }
}

/// The sum of the numbers, saturating: a bound on the moves that take from one heap (or box).
pub fn sum_bound(numbers: &[u64]) -> u128 {
    numbers
        .iter()
        .fold(0u128, |sum, &number| sum.saturating_add(u128::from(number)))
}

/// [`positions_bound`] times the sum of the heaps (at least 1), saturating.
pub fn nim_moves_bound(heaps: &[u64]) -> u128 {
    positions_bound(heaps).saturating_mul(sum_bound(heaps).max(1))
}

/// The heap games' oracle budget per file, for [`crate::game::Contest::BRUTE_BUDGET`]: about
/// 3 s per test at the limit, three of them.
pub const BRUTE_BUDGET: (u128, u128, &str) = (MAX_BRUTE_MOVES, 3, "moves");

/// The moves the oracle may look at on `heaps` by `test_format`'s bound, or the refusal of a
/// test beyond [`MAX_BRUTE_MOVES`].
pub fn brute_cost(test_format: &TestFormat, heaps: &[u64]) -> Result<u128, String> {
    let (moves, how) = test_format.brute_moves;
    let bound = moves(heaps);
    if bound <= MAX_BRUTE_MOVES {
        return Ok(bound);
    }
    // The bound saturates at u128::MAX: then it is only known to be enormous.
    let bound = if bound == u128::MAX {
        "more than 10^38".to_string()
    } else {
        bound.to_string()
    };
    Err(format!(
        "the brute-force oracle looks at most {MAX_BRUTE_MOVES} moves per test; this test may \
         take {bound} ({how}; use --method fast)"
    ))
}

/// Reads one test of the heap format named by `test_format`.
pub fn read(scanner: &mut Scanner<'_>, test_format: &TestFormat) -> Result<Vec<u64>, InputError> {
    let mut heaps = Vec::new();
    read_test(scanner, test_format.count, test_format.item, &mut heaps)?;
    Ok(heaps)
}

/// Reads one test of the heap format named by `test_format` into `buffer`, which the fast solvers
/// keep from test to test (their workspace) so that a file of many small tests allocates once.
pub fn read_into<'b>(
    scanner: &mut Scanner<'_>,
    test_format: &TestFormat,
    buffer: &'b mut Vec<u64>,
) -> Result<&'b [u64], InputError> {
    read_test(scanner, test_format.count, test_format.item, buffer)?;
    Ok(buffer)
}

/// Reads one test of the heap format named by `test_format` into a fresh `F`, number by number,
/// without storing the numbers: the same reads in the same order as [`read_test`], so the same
/// errors.
pub fn read_folded<F: contest::HeapFold>(
    scanner: &mut Scanner<'_>,
    test_format: &TestFormat,
) -> Result<F, InputError> {
    let count = scanner.next_in_range(test_format.count, 1, u64::MAX)?;
    let mut fold = F::default();
    scanner.for_each_u64(count, test_format.item, |number| fold.add(number))?;
    Ok(fold)
}

/// A test's contest line: a word of at most 7 bytes and its newline, packed into one `u64`
/// (little-endian, zeros after the newline) with its length, so that [`Line::push`] writes it
/// with one 8-byte copy.
#[derive(Debug, Clone, Copy)]
pub struct Line {
    bytes: u64,
    length: usize,
}

impl Line {
    /// `word` and a newline; `word` must be at most 7 bytes (checked when the constant is made).
    pub const fn new(word: &str) -> Line {
        let word = word.as_bytes();
        assert!(word.len() <= 7, "a contest line of at most 8 bytes");
        let mut bytes = [0u8; 8];
        let mut index = 0;
        while index < word.len() {
            bytes[index] = word[index];
            index += 1;
        }
        bytes[word.len()] = b'\n';
        Line {
            bytes: u64::from_le_bytes(bytes),
            length: word.len() + 1,
        }
    }

    /// Appends the line to `out`: all eight bytes are copied and the length then set back, so
    /// that the line is written with no call of a copy of variable length (the way
    /// `extend_from_slice` of the word was).
    #[inline]
    pub fn push(self, out: &mut Vec<u8>) {
        let end = out.len() + self.length;
        out.extend_from_slice(&self.bytes.to_le_bytes());
        out.truncate(end);
    }
}

/// Appends `lines[1]` when `first_player_wins`, else `lines[0]`, by [`Line::push`]: no branch on
/// the answer.
#[inline]
pub fn push_line(out: &mut Vec<u8>, lines: &[Line; 2], first_player_wins: bool) {
    lines[usize::from(first_player_wins)].push(out);
}

/// The XOR of the heap sizes.
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |sum, &heap| sum ^ heap)
}

/// The Nim moves that bring a nim-sum of `sum` to 0, in heap order: each heap `i` with
/// `a_i XOR sum < a_i`, reduced to `a_i XOR sum` (none when `sum` is 0).
pub fn nim_moves(heaps: &[u64], sum: u64) -> impl Iterator<Item = (usize, u64)> + '_ {
    heaps
        .iter()
        .enumerate()
        .filter(move |&(_, &heap)| heap ^ sum < heap)
        .map(move |(index, &heap)| (index, heap ^ sum))
}

/// Tests in the shared format: `T`, then per test `n` and the `n` numbers on one line.
pub fn tests_text(tests: &[Vec<u64>]) -> String {
    let mut text = format!("{}\n", tests.len());
    for heaps in tests {
        push_test(&mut text, heaps);
    }
    text
}

/// Appends one test to `text`: `n`, then the `n` numbers on one line.
fn push_test(text: &mut String, heaps: &[u64]) {
    let _ = writeln!(text, "{}", heaps.len());
    for (index, heap) in heaps.iter().enumerate() {
        let separator = if index == 0 { "" } else { " " };
        let _ = write!(text, "{separator}{heap}");
    }
    text.push('\n');
}

/// Writes `options.tests` tests of `options.size` heaps each, drawn by
/// `random_heaps(family, count, random)`, after checking the options for `game`.
pub fn generate_tests(
    game: &str,
    families: &[&str],
    options: &GenerateOptions,
    out: &mut dyn Write,
    random_heaps: fn(&str, usize, &mut Random) -> Vec<u64>,
) -> Result<(), GenerateError> {
    let count = check_generate_options(game, families, options)?;
    let mut random = Random::from_seed(options.seed);
    let mut out = std::io::BufWriter::new(out);
    writeln!(out, "{}", options.tests)?;
    let mut text = String::new();
    for _ in 0..options.tests {
        text.clear();
        push_test(
            &mut text,
            &random_heaps(&options.family, count, &mut random),
        );
        out.write_all(text.as_bytes())?;
    }
    out.flush()?;
    Ok(())
}

/// Validates the options shared by the heap games' generators; returns the heap count.
fn check_generate_options(
    game: &str,
    families: &[&str],
    options: &GenerateOptions,
) -> Result<usize, GenerateError> {
    GenerateError::check_family(game, &options.family, families)?;
    if options.size < 1 || options.size > 100_000_000 {
        return Err(GenerateError::Options(format!(
            "--n (heaps per test) must be from 1 to 100000000 for {game}, not {}",
            options.size
        )));
    }
    if options.tests == 0 || options.tests > 100_000_000 {
        return Err(GenerateError::Options(
            "--tests must be from 1 to 100000000".to_string(),
        ));
    }
    if options.tests.saturating_mul(options.size) > 100_000_000 {
        return Err(GenerateError::Options(format!(
            "--tests times --n must be at most 100000000 heaps for {game}, not {}",
            u128::from(options.tests) * u128::from(options.size)
        )));
    }
    Ok(options.size as usize)
}

/// `count` random heaps below `bound` (any 64-bit size when `bound` is 0).
pub fn random_heaps(count: usize, bound: u64, random: &mut Random) -> Vec<u64> {
    (0..count)
        .map(|_| {
            if bound == 0 {
                random.next_u64()
            } else {
                random.below(bound)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heaps::search::after_move;

    #[test]
    fn the_oracle_bound_counts_moves_and_saturates() {
        // No heap, or only empty ones: one position and no move, counted as one.
        assert_eq!(nim_moves_bound(&[]), 1);
        assert_eq!(nim_moves_bound(&[0, 0]), 1);
        assert_eq!(nim_moves_bound(&[1000, 999]), 1001 * 1000 * 1999);
        assert_eq!(nim_moves_bound(&[u64::MAX; 3]), u128::MAX);
        assert_eq!(nim_moves_bound(&[2; 200]), u128::MAX);
    }

    #[test]
    fn nim_moves_cancel_the_sum() {
        let heaps = [3, 5, 6, 1];
        let sum = nim_sum(&heaps);
        assert_eq!(sum, 1);
        let moves: Vec<_> = nim_moves(&heaps, sum).collect();
        assert_eq!(moves, vec![(0, 2), (1, 4), (3, 0)]);
        for (index, size) in moves {
            assert_eq!(nim_sum(&after_move(&heaps, index, size)), 0);
        }
        assert_eq!(nim_moves(&heaps, 0).count(), 0);
    }

    #[test]
    fn a_contest_line_is_its_word_and_a_newline() {
        let words = ["", "a", "No", "Yes", "John", "First", "Second", "Brother"];
        for (index, &word) in words.iter().enumerate() {
            let other = words[(index + 3) % words.len()];
            let lines = [Line::new(other), Line::new(word)];
            for first_player_wins in [false, true] {
                // After text of every length modulo 8, and into a full vector.
                for before in 0..9 {
                    let mut out = vec![b'x'; before];
                    out.shrink_to_fit();
                    push_line(&mut out, &lines, first_player_wins);
                    let expected = if first_player_wins { word } else { other };
                    assert_eq!(out[..before], vec![b'x'; before][..]);
                    assert_eq!(out[before..], format!("{expected}\n").into_bytes()[..]);
                }
            }
        }
    }

    #[test]
    fn reading_a_test_checks_every_number() {
        let mut heaps = Vec::new();
        let mut scanner = Scanner::new(b"3\n1 2\n3\n");
        read_test(&mut scanner, "n", "a heap size", &mut heaps).unwrap();
        assert_eq!(heaps, vec![1, 2, 3]);
        let mut scanner = Scanner::new(b"0\n");
        let error = read_test(&mut scanner, "the number of heaps n", "a heap", &mut heaps);
        assert!(error
            .unwrap_err()
            .to_string()
            .contains("n 0 is out of range"));
        let mut scanner = Scanner::new(b"2\n1\n");
        let error = read_test(&mut scanner, "n", "a heap size", &mut heaps).unwrap_err();
        assert!(error
            .to_string()
            .contains("the input ends where a heap size was expected"));
    }
}
