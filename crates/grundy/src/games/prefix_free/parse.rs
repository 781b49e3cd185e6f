//! Reading prefix-free's contest format: `N L`, then the `N` strings, one test per file.
//!
//! Both solvers read through [`read_strings`], which checks every string as it goes (its
//! characters, its length against `L`, and the prefix-free condition, by inserting it into the
//! trie) and hands each accepted string to the caller. So every method rejects the same inputs
//! with the same message, naming the first offending string in input order. The fast contest
//! path reads with [`read_binary_strings`] instead, which only collects the strings; at any
//! problem it gives up and the input is read again through [`read_strings`] to name it. The
//! input is also read again to name the earlier string in a conflict.

use crate::input::{InputError, Scanner, Token};
use crate::solve::SolveError;

use super::trie::{InsertError, Trie, MAX_STRING_LENGTH};

/// The first line of the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// `N`, the number of strings (at least 1).
    pub strings: u64,
    /// `L`, the largest length a string may have (at least 1).
    pub l: u64,
    /// The byte offset of `L`, for messages about it.
    pub l_offset: usize,
}

/// Reads `N L`.
pub fn read_header(scanner: &mut Scanner<'_>) -> Result<Header, InputError> {
    let strings = scanner.next_in_range("the number of strings N", 1, u64::MAX)?;
    scanner.skip_separators();
    let l_offset = scanner.position();
    let l = scanner.next_in_range("the length limit L", 1, u64::MAX)?;
    Ok(Header {
        strings,
        l,
        l_offset,
    })
}

/// Whether a string is made of `0` and `1` only: one pass that the compiler vectorizes (any other
/// byte sets a bit above the lowest).
#[inline]
fn is_binary(string: &[u8]) -> bool {
    string.iter().fold(0u8, |seen, &byte| seen | (byte ^ b'0')) <= 1
}

/// `N` as a count of strings to hold in memory, if the rest of the input can hold that many
/// (every string but the last takes at least two bytes) and they can be indexed in 32 bits.
pub fn string_count_that_fits(scanner: &Scanner<'_>, header: &Header) -> Option<usize> {
    let fit = scanner.remaining() as u64 / 2 + 1;
    (header.strings <= fit && header.strings <= u64::from(u32::MAX))
        .then_some(header.strings as usize)
}

/// Reads the `N` strings for the fast contest path, checking only their characters and lengths,
/// and hands each to `accept`: `false` at the first problem of any kind (a missing string, a bad
/// character, a string longer than `L`), and then [`read_strings`] must read the input again to
/// name it. The strings are not checked to be prefix-free here.
pub fn read_binary_strings<'a>(
    scanner: &mut Scanner<'a>,
    header: &Header,
    mut accept: impl FnMut(&'a [u8]),
) -> bool {
    let limit = header.l.min(MAX_STRING_LENGTH);
    for _ in 0..header.strings {
        match scanner.next_token("a string") {
            Ok(token) if is_binary(token.bytes) && token.bytes.len() as u64 <= limit => {
                accept(token.bytes);
            }
            _ => return false,
        }
    }
    true
}

/// The error for a string made of anything but `0` and `1`, or `None` if it is binary.
fn bad_character(scanner: &Scanner<'_>, token: Token<'_>, index: u64) -> Option<InputError> {
    if is_binary(token.bytes) {
        return None;
    }
    let position = token
        .bytes
        .iter()
        .position(|&byte| byte != b'0' && byte != b'1')
        .unwrap_or(0);
    let byte = token.bytes[position];
    let shown = if byte.is_ascii_graphic() {
        format!("the character '{}'", char::from(byte))
    } else {
        format!("the byte 0x{byte:02X}")
    };
    Some(scanner.error_at(
        token.offset,
        format!(
            "the string s_{index} '{}' has {shown} at position {}: only 0 and 1 are allowed",
            scanner.token_text(token.offset),
            position + 1
        ),
    ))
}

/// Reads the `N` strings into `trie`, checking each, and calls `accepted(string, shared)` for
/// each one after it is inserted (`shared`: the length of its longest prefix that was already in
/// the trie). Stops at the first bad string with an error naming its line, and for a conflict
/// the line of the earlier string too. Running out of memory for the trie is a
/// [`SolveError::Resource`]; every other failure is bad input.
pub fn read_strings<'a>(
    scanner: &mut Scanner<'a>,
    header: &Header,
    trie: &mut Trie<'a>,
    mut accepted: impl FnMut(&[u8], usize),
) -> Result<(), SolveError> {
    scanner.skip_separators();
    let first_offset = scanner.position();
    for index in 1..=header.strings {
        let token = scanner.next_token("a string").map_err(|_| {
            scanner.error_at_end(&format!("the string s_{index} (of {})", header.strings))
        })?;
        if let Some(error) = bad_character(scanner, token, index) {
            return Err(error.into());
        }
        let length = token.bytes.len() as u64;
        if length > header.l {
            return Err(scanner
                .error_at(
                    token.offset,
                    format!(
                        "the string s_{index} '{}' has {length} characters, more than L = {}",
                        scanner.token_text(token.offset),
                        header.l
                    ),
                )
                .into());
        }
        match trie.insert(token.bytes) {
            Ok(shared) => accepted(token.bytes, shared),
            Err(InsertError::OutOfMemory) => {
                return Err(SolveError::Resource(format!(
                    "not enough memory for the trie of the strings up to s_{index}"
                )));
            }
            Err(error) => {
                return Err(conflict(scanner, first_offset, token, index, error).into());
            }
        }
    }
    Ok(())
}

/// The first of the strings `s_1..s_{before - 1}` (read again from `first_offset`) that `wanted`
/// accepts, with its 1-based index.
fn find_earlier<'a>(
    scanner: &Scanner<'a>,
    first_offset: usize,
    before: u64,
    mut wanted: impl FnMut(u64, Token<'a>) -> bool,
) -> Option<(u64, Token<'a>)> {
    let mut again = Scanner::new(scanner.bytes());
    again.seek(first_offset);
    (1..before)
        .map_while(|index| {
            again
                .next_token("a string")
                .ok()
                .map(|token| (index, token))
        })
        .find(|&(index, token)| wanted(index, token))
}

/// The error for string `index` (1-based), which `trie` refused.
fn conflict(
    scanner: &Scanner<'_>,
    first_offset: usize,
    token: Token<'_>,
    index: u64,
    error: InsertError,
) -> InputError {
    let text = scanner.token_text(token.offset);
    // The line of the earlier string of 0-based index `earlier`.
    let line_of = |earlier: u32| {
        find_earlier(scanner, first_offset, index, |found, _| {
            found == u64::from(earlier) + 1
        })
        .map_or(0, |(_, found)| scanner.line_at(found.offset))
    };
    let message = match error {
        InsertError::Equal { earlier } => format!(
            "the string s_{index} '{text}' repeats s_{} on line {}: the strings must be distinct",
            u64::from(earlier) + 1,
            line_of(earlier)
        ),
        InsertError::EarlierIsPrefix { earlier } => format!(
            "the string s_{} on line {} is a prefix of the string s_{index} '{text}': the set \
             must be prefix-free",
            u64::from(earlier) + 1,
            line_of(earlier)
        ),
        InsertError::PrefixOfEarlier => {
            match find_earlier(scanner, first_offset, index, |_, earlier| {
                earlier.bytes.starts_with(token.bytes)
            }) {
                Some((earlier_index, earlier)) => format!(
                    "the string s_{index} '{text}' is a prefix of the string s_{earlier_index} \
                     '{}' on line {}: the set must be prefix-free",
                    scanner.token_text(earlier.offset),
                    scanner.line_at(earlier.offset)
                ),
                None => format!(
                    "the string s_{index} '{text}' is a prefix of an earlier string: the set \
                     must be prefix-free"
                ),
            }
        }
        InsertError::TooLarge => format!(
            "the string s_{index} is too large for the trie (it takes fewer than {} strings, \
             each of at most {} characters)",
            super::trie::MAX_NODES / 2,
            MAX_STRING_LENGTH
        ),
        InsertError::OutOfMemory => {
            format!("not enough memory for the trie of the strings up to s_{index}")
        }
    };
    scanner.error_at(token.offset, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads a whole input; returns the strings in input order, or the error's text.
    fn read(input: &str) -> Result<(Header, Vec<String>), String> {
        let mut scanner = Scanner::new(input.as_bytes());
        let header = read_header(&mut scanner).map_err(|error| error.to_string())?;
        let mut trie = Trie::new();
        let mut strings = Vec::new();
        read_strings(&mut scanner, &header, &mut trie, |string, _| {
            strings.push(String::from_utf8(string.to_vec()).unwrap());
        })
        .map_err(|error| error.to_string())?;
        scanner.expect_end().map_err(|error| error.to_string())?;
        Ok((header, strings))
    }

    #[test]
    fn reads_a_good_set() {
        let (header, strings) = read("3 3\n0\n10\n110\n").unwrap();
        assert_eq!((header.strings, header.l, header.l_offset), (3, 3, 2));
        assert_eq!(strings, vec!["0", "10", "110"]);
        let (header, _) = read("1 18446744073709551615 1").unwrap();
        assert_eq!(header.l, u64::MAX);
    }

    #[test]
    fn names_the_offending_lines() {
        let cases = [
            (
                "",
                "line 1: the input ends where the number of strings N was expected",
            ),
            (
                "0 2\n",
                "line 1: the number of strings N 0 is out of range 1..18446744073709551615",
            ),
            (
                "1 0\n1\n",
                "line 1: the length limit L 0 is out of range 1..18446744073709551615",
            ),
            (
                "3 2\n00\n01\n",
                "line 3: the input ends where the string s_3 (of 3) was expected",
            ),
            (
                "2 2\n00\n0a\n",
                "line 3: the string s_2 '0a' has the character 'a' at position 2: only 0 and 1 \
                 are allowed",
            ),
            (
                "1 2\n0\u{1}\n",
                "line 2: the string s_1 '0\\u{1}' has the byte 0x01 at position 2",
            ),
            (
                "2 2\n00\n011\n",
                "line 3: the string s_2 '011' has 3 characters, more than L = 2",
            ),
            (
                "3 3\n01\n1\n\n01\n",
                "line 5: the string s_3 '01' repeats s_1 on line 2: the strings must be distinct",
            ),
            (
                "3 3\n11\n0\n011\n",
                "line 4: the string s_2 on line 3 is a prefix of the string s_3 '011': the set \
                 must be prefix-free",
            ),
            (
                "3 3\n11\n010\n01\n",
                "line 4: the string s_3 '01' is a prefix of the string s_2 '010' on line 3: the \
                 set must be prefix-free",
            ),
            (
                "1 2\n00 1\n",
                "line 2: unexpected token '1' after the last test",
            ),
            (
                "1 -2\n0\n",
                "line 1: expected the length limit L (an unsigned integer), found '-2'",
            ),
            (
                "1 18446744073709551616\n0\n",
                "line 1: the length limit L '18446744073709551616' does not fit",
            ),
            (
                "x 2\n0\n",
                "line 1: expected the number of strings N (an unsigned integer), found 'x'",
            ),
        ];
        for (input, expected) in cases {
            let error = read(input).unwrap_err();
            assert!(error.starts_with(expected), "{input:?}: {error}");
        }
    }

    #[test]
    fn the_first_problem_in_a_string_is_reported() {
        // A bad character comes before the length, the length before a conflict.
        let error = read("2 1\n0\n0x1\n").unwrap_err();
        assert!(error.contains("the character 'x'"), "{error}");
        let error = read("2 1\n0\n01\n").unwrap_err();
        assert!(error.contains("more than L = 1"), "{error}");
    }
}
