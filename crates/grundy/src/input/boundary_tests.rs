//! The word-at-a-time reader against a plain reference reader written here: values around 2^64,
//! long runs of leading zeros, every separator, tokens at every offset of an eight-byte word and
//! at the very end of the input, truncated input, and random inputs (proptest) mixing all of them
//! with bytes that are neither digits nor separators.

use proptest::prelude::*;

use super::{sum_of_all_numbers, InputError, Scanner};

/// The six separators of the conventions.
const SEPARATORS: [u8; 6] = [b' ', b'\t', b'\n', b'\r', 0x0B, 0x0C];

/// How the reference reader ends: every number it read, then what stopped it.
#[derive(Debug, PartialEq, Eq)]
struct Outcome {
    values: Vec<u64>,
    /// `None` when every token was a number; else the line and the message of the error.
    error: Option<(usize, String)>,
}

/// The 1-based line of byte `offset`, a byte at a time: a line ends at a line feed or at a
/// carriage return that no line feed follows.
fn reference_line(bytes: &[u8], offset: usize) -> usize {
    1 + (0..offset)
        .filter(|&index| {
            bytes[index] == b'\n' || (bytes[index] == b'\r' && bytes.get(index + 1) != Some(&b'\n'))
        })
        .count()
}

/// How a message shows a token: at most 24 characters, then `...`, control characters escaped
/// (the reference inputs below are ASCII).
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8(token.to_vec()).expect("ASCII tokens");
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

/// Reads `count` numbers (or all of them, when `count` is `None`) the plain way: split at the
/// separators, every token all digits, its value computed in 128 bits.
fn reference(bytes: &[u8], count: Option<usize>) -> Outcome {
    let mut values = Vec::new();
    let mut position = 0;
    loop {
        if count == Some(values.len()) {
            return Outcome {
                values,
                error: None,
            };
        }
        while position < bytes.len() && SEPARATORS.contains(&bytes[position]) {
            position += 1;
        }
        if position == bytes.len() {
            if count.is_none() {
                return Outcome {
                    values,
                    error: None,
                };
            }
            // The last line: the line after the end, unless the last byte ends a line.
            let last = if bytes.is_empty() {
                1
            } else {
                let after_the_end = reference_line(bytes, bytes.len());
                if reference_line(bytes, bytes.len() - 1) < after_the_end {
                    after_the_end - 1
                } else {
                    after_the_end
                }
            };
            return Outcome {
                values,
                error: Some((
                    last.max(1),
                    "the input ends where a number was expected".to_string(),
                )),
            };
        }
        let start = position;
        while position < bytes.len() && !SEPARATORS.contains(&bytes[position]) {
            position += 1;
        }
        let token = &bytes[start..position];
        let line = reference_line(bytes, start);
        if !token.iter().all(u8::is_ascii_digit) {
            let hint = if token[0] == b'-' {
                " (negative numbers are not allowed)"
            } else {
                ""
            };
            let message = format!(
                "expected a number (an unsigned integer), found '{}'{hint}",
                shown(token)
            );
            return Outcome {
                values,
                error: Some((line, message)),
            };
        }
        let significant = token
            .iter()
            .skip_while(|&&byte| byte == b'0')
            .collect::<Vec<_>>();
        let value = (significant.len() <= 20)
            .then(|| {
                significant
                    .iter()
                    .fold(0u128, |value, &&byte| value * 10 + u128::from(byte - b'0'))
            })
            .and_then(|value| u64::try_from(value).ok());
        match value {
            Some(value) => values.push(value),
            None => {
                let message = format!("a number '{}' does not fit in 64 bits", shown(token));
                return Outcome {
                    values,
                    error: Some((line, message)),
                };
            }
        }
    }
}

/// The same through the [`Scanner`].
fn scanned(bytes: &[u8], count: Option<usize>) -> Outcome {
    let mut scanner = Scanner::new(bytes);
    let mut values = Vec::new();
    loop {
        let more = match count {
            Some(count) => values.len() < count,
            None => !scanner.at_end(),
        };
        if !more {
            return Outcome {
                values,
                error: None,
            };
        }
        match scanner.next_u64("a number") {
            Ok(value) => values.push(value),
            Err(InputError { line, message, .. }) => {
                return Outcome {
                    values,
                    error: Some((line, message)),
                }
            }
        }
    }
}

/// Both readers agree on `bytes`, read to the end and read for one number more than it holds.
fn agree(bytes: &[u8]) {
    let all = reference(bytes, None);
    assert_eq!(
        scanned(bytes, None),
        all,
        "{:?}",
        String::from_utf8_lossy(bytes)
    );
    let one_more = Some(all.values.len() + 1);
    assert_eq!(
        scanned(bytes, one_more),
        reference(bytes, one_more),
        "{:?}",
        String::from_utf8_lossy(bytes)
    );
}

#[test]
fn the_reference_reader_reads_as_the_conventions_say() {
    assert_eq!(
        reference(b"1 02\n3", None),
        Outcome {
            values: vec![1, 2, 3],
            error: None
        }
    );
    assert_eq!(
        reference(b"1\n\nx", None).error,
        Some((
            3,
            "expected a number (an unsigned integer), found 'x'".into()
        ))
    );
    assert_eq!(
        reference(b"1\n2\n", Some(3)).error,
        Some((2, "the input ends where a number was expected".into()))
    );
}

#[test]
fn values_around_two_to_the_64_at_every_offset_of_a_word() {
    let largest = u64::MAX.to_string();
    let too_large = "18446744073709551616";
    let far_too_large = "99999999999999999999";
    for padding in 0..17 {
        for separator in SEPARATORS {
            let pad = vec![separator; padding];
            for value in [
                "0",
                "9",
                "10",
                "99999999",
                "100000000",
                "4294967296",
                "9999999999999999999",
                "10000000000000000000",
                "18446744073709551614",
                &largest,
                too_large,
                far_too_large,
            ] {
                // At the end of the input, before a separator, and before another number.
                for tail in [&b""[..], &[separator][..], b" 7"] {
                    let bytes = [&pad[..], value.as_bytes(), tail].concat();
                    agree(&bytes);
                }
            }
        }
    }
    let mut scanner = Scanner::new(largest.as_bytes());
    assert_eq!(scanner.next_u64("x"), Ok(u64::MAX));
    let error = Scanner::new(too_large.as_bytes())
        .next_u64("x")
        .unwrap_err();
    assert_eq!(
        error.message,
        format!("x '{too_large}' does not fit in 64 bits")
    );
}

#[test]
fn long_runs_of_leading_zeros() {
    for zeros in 0..40 {
        let zeros = "0".repeat(zeros);
        for (value, expected) in [
            ("", Some(0)),
            ("1", Some(1)),
            ("12345678", Some(12_345_678)),
            ("18446744073709551615", Some(u64::MAX)),
            ("18446744073709551616", None),
        ] {
            let token = format!("{zeros}{value}");
            if token.is_empty() {
                continue;
            }
            let mut scanner = Scanner::new(token.as_bytes());
            match expected {
                Some(expected) => assert_eq!(scanner.next_u64("x"), Ok(expected), "{token}"),
                None => assert!(scanner.next_u64("x").is_err(), "{token}"),
            }
            agree(format!("5\n{token}\n6").as_bytes());
        }
    }
}

#[test]
fn every_separator_between_and_around_numbers() {
    for first in SEPARATORS {
        for second in SEPARATORS {
            let bytes = [
                b"12",
                &[first][..],
                b"345678901",
                &[second, first][..],
                b"6",
            ]
            .concat();
            assert_eq!(scanned(&bytes, None).values, vec![12, 345_678_901, 6]);
            agree(&bytes);
        }
    }
}

#[test]
fn a_bad_byte_anywhere_in_a_number_is_found() {
    // The bad byte at every place of a token that spans up to three words, the token itself at
    // several offsets; the byte a letter, a sign, a control character or not ASCII at all.
    for bad in [
        b'x', b'-', b'+', b'.', 0x00, 0x01, 0x1F, 0x21, 0x2F, 0x3A, 0x7F, 0x80, 0xFF,
    ] {
        for length in 1..20 {
            for place in 0..length {
                for padding in [0, 3, 7] {
                    let mut token = vec![b'7'; length];
                    token[place] = bad;
                    let bytes = [&b"1\n"[..], &vec![b' '; padding], &token, b"\n2"].concat();
                    let mut scanner = Scanner::new(&bytes);
                    assert_eq!(scanner.next_u64("x"), Ok(1));
                    let error = scanner.next_u64("x").unwrap_err();
                    assert_eq!(error.line, 2);
                    assert!(
                        error
                            .message
                            .starts_with("expected x (an unsigned integer), found '"),
                        "{error}"
                    );
                    if bad.is_ascii() {
                        agree(&bytes);
                    }
                }
            }
        }
    }
    // A number too large for 64 bits that is not a number at all is reported as not a number.
    let error = Scanner::new(b"99999999999999999999999x")
        .next_u64("x")
        .unwrap_err();
    assert!(error.message.starts_with("expected x"), "{error}");
}

#[test]
fn truncated_input_at_every_length() {
    let bytes = b"3\n10 200 3000\r\n40000000 5000000000\n";
    for length in 0..=bytes.len() {
        let truncated = &bytes[..length];
        agree(truncated);
        let all = reference(truncated, None).values.len();
        for count in all + 1..all + 3 {
            assert_eq!(
                scanned(truncated, Some(count)),
                reference(truncated, Some(count)),
                "{length} bytes"
            );
        }
    }
}

/// The tokens of `bytes` as the reference splits them: offset and bytes.
fn reference_tokens(bytes: &[u8]) -> Vec<(usize, Vec<u8>)> {
    let mut tokens = Vec::new();
    let mut start = None;
    for (index, &byte) in bytes.iter().chain([b' '].iter()).enumerate() {
        match (SEPARATORS.contains(&byte), start) {
            (true, Some(first)) => {
                tokens.push((first, bytes[first..index].to_vec()));
                start = None;
            }
            (false, None) => start = Some(index),
            _ => {}
        }
    }
    tokens
}

fn scanned_tokens(bytes: &[u8]) -> Vec<(usize, Vec<u8>)> {
    let mut scanner = Scanner::new(bytes);
    let mut tokens = Vec::new();
    while !scanner.at_end() {
        let token = scanner.next_token("a token").expect("a token follows");
        tokens.push((token.offset, token.bytes.to_vec()));
    }
    tokens
}

#[test]
fn tokens_of_every_length_at_every_offset() {
    for padding in 0..9 {
        for length in 1..26 {
            for end in [&b""[..], b"\x0b", b"\x01x \x0c"] {
                let token: Vec<u8> = (0..length)
                    .map(|index| b"01\x01\x7f\xc3"[index % 5])
                    .collect();
                let bytes = [&vec![b'\t'; padding][..], &token, end].concat();
                assert_eq!(scanned_tokens(&bytes), reference_tokens(&bytes));
            }
        }
    }
}

/// A piece of a random input: a number near an interesting size, a run of leading zeros, a
/// separator run, or a bad byte.
fn piece() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        4 => any::<u64>().prop_map(|value| value.to_string().into_bytes()),
        3 => (0u32..64).prop_map(|bits| (1u64 << bits).to_string().into_bytes()),
        2 => (0u64..1000).prop_map(|value| value.to_string().into_bytes()),
        1 => (0usize..30).prop_map(|zeros| vec![b'0'; zeros]),
        1 => prop::sample::select(vec![
            "18446744073709551615",
            "18446744073709551616",
            "36893488147419103232",
            "99999999999999999999",
            "100000000000000000000",
        ])
        .prop_map(|text| text.as_bytes().to_vec()),
        5 => prop::collection::vec(prop::sample::select(SEPARATORS.to_vec()), 1..4),
        1 => prop::sample::select(b"x-+.:/\x01\x7f".to_vec()).prop_map(|byte| vec![byte]),
    ]
}

proptest! {
    #[test]
    fn numbers_read_as_the_reference_reads_them(
        pieces in prop::collection::vec(piece(), 0..40)
    ) {
        let bytes = pieces.concat();
        let all = reference(&bytes, None);
        prop_assert_eq!(scanned(&bytes, None), all);
        let count = Some(reference(&bytes, None).values.len() + 1);
        prop_assert_eq!(scanned(&bytes, count), reference(&bytes, count));
        prop_assert_eq!(to_end(&bytes), reference(&bytes, None));
    }

    #[test]
    fn tokens_split_as_the_reference_splits_them(
        bytes in prop::collection::vec(
            prop_oneof![
                3 => prop::sample::select(SEPARATORS.to_vec()),
                5 => prop::sample::select(b"01".to_vec()),
                1 => any::<u8>(),
            ],
            0..80,
        )
    ) {
        prop_assert_eq!(scanned_tokens(&bytes), reference_tokens(&bytes));
    }
}

/// `count` numbers read by [`Scanner::for_each_u64`], and where it leaves the cursor.
fn bulk(bytes: &[u8], count: usize) -> (Outcome, usize) {
    let mut scanner = Scanner::new(bytes);
    let mut values = Vec::new();
    let read = scanner.for_each_u64(count as u64, "a number", |value| values.push(value));
    let error = read.err().map(|error| (error.line, error.message));
    (Outcome { values, error }, scanner.position())
}

/// The same by `count` calls of [`Scanner::next_u64`].
fn one_by_one(bytes: &[u8], count: usize) -> (Outcome, usize) {
    let mut scanner = Scanner::new(bytes);
    let mut values = Vec::new();
    for _ in 0..count {
        match scanner.next_u64("a number") {
            Ok(value) => values.push(value),
            Err(InputError { line, message, .. }) => {
                let error = Some((line, message));
                return (Outcome { values, error }, scanner.position());
            }
        }
    }
    (
        Outcome {
            values,
            error: None,
        },
        scanner.position(),
    )
}

/// Reading `count` numbers at once agrees with reading them one by one and with the reference,
/// for every `count` up to one more than `bytes` holds.
fn bulk_agrees(bytes: &[u8]) {
    let held = reference(bytes, None).values.len();
    for count in 0..=held + 1 {
        let (outcome, position) = bulk(bytes, count);
        assert_eq!(
            (&outcome, position),
            (&one_by_one(bytes, count).0, one_by_one(bytes, count).1),
            "{count} of {:?}",
            String::from_utf8_lossy(bytes)
        );
        assert_eq!(outcome, reference(bytes, Some(count)));
    }
    assert_eq!(
        to_end(bytes),
        reference(bytes, None),
        "to the end of {:?}",
        String::from_utf8_lossy(bytes)
    );
}

/// Every number read by [`Scanner::for_each_u64_to_end`]; [`sum_of_all_numbers`] (the same loop
/// with its sum for state) agrees.
fn to_end(bytes: &[u8]) -> Outcome {
    let mut values = Vec::new();
    let read = Scanner::new(bytes).for_each_u64_to_end("a number", |value| values.push(value));
    let error = read.err().map(|error| (error.line, error.message));
    let sum = values
        .iter()
        .fold(0u64, |sum, &value| sum.wrapping_add(value));
    match sum_of_all_numbers(bytes) {
        Ok(summed) => assert_eq!((Some(summed), &error), (Some(sum), &None)),
        Err(summed) => assert_eq!(Some((summed.line, summed.message)), error),
    }
    Outcome { values, error }
}

#[test]
fn short_numbers_at_every_offset_of_a_word_and_of_the_end() {
    // Numbers of one to nine digits (the short path takes up to seven), after no separator, one
    // or two, at every offset of a word, then the end of the input, a separator, another number
    // or a bad byte within the same word or the next.
    for digits in 1..=9 {
        let number: Vec<u8> = (0..digits).map(|index| b"9081726354"[index]).collect();
        for before in ["", " ", "\n", "\r\n", "7 ", "12\t", "\x0B\x0C"] {
            for offset in 0..9 {
                for after in ["", " ", "\n5", " 12345", "x", " 1x", "\x01", " 0 0 0 0 0 "] {
                    let bytes = [
                        "1 ".repeat(offset).as_bytes(),
                        before.as_bytes(),
                        &number,
                        after.as_bytes(),
                    ]
                    .concat();
                    agree(&bytes);
                    bulk_agrees(&bytes);
                }
            }
        }
    }
}

#[test]
fn numbers_of_every_length_after_one_separator_near_the_end() {
    // The counted read's run takes a number after one separator from the nine bytes at the
    // cursor, and numbers of eight digits or more from the words after them (padded past the
    // input's end): numbers of 1 to 21 digits (19 and 20 digits near 2^64, and over it), with
    // leading zeros, ending exactly at the input's end or 1 to 30 bytes before it, each after a
    // first number and one separator, then a separator, a bad byte or more numbers.
    let numbers: Vec<Vec<u8>> = (1..=21)
        .map(|digits| (0..digits).map(|index| b"9081726354"[index % 10]).collect())
        .chain(
            [
                "18446744073709551615",
                "18446744073709551616",
                "99999999999999999999",
                "10000000000000000000",
                "1844674407370955161",
                "000018446744073709551615",
                "00000000000000000000001",
                "00000000",
                "12345678",
            ]
            .map(|number| number.as_bytes().to_vec()),
        )
        .collect();
    for number in &numbers {
        for separator in [" ", "\n", "\t", "\r", "\x0B", "\x0C"] {
            for after in ["", " ", "\n", "x", " x", " 7", "\x01"] {
                for tail in 0..30 {
                    let bytes = [
                        b"12".as_slice(),
                        separator.as_bytes(),
                        number,
                        after.as_bytes(),
                        " 5".repeat(tail / 2).as_bytes(),
                        " ".repeat(tail % 2).as_bytes(),
                    ]
                    .concat();
                    bulk_agrees(&bytes);
                }
            }
        }
    }
}

#[test]
fn runs_of_one_digit_numbers_read_at_once_as_one_by_one() {
    let ones: Vec<u8> = (0..40)
        .flat_map(|index| [b'0' + index % 10, b' '])
        .collect();
    for start in 0..ones.len() {
        for end in start..=ones.len() {
            bulk_agrees(&ones[start..end]);
        }
    }
    // A word of one-digit numbers broken by every other separator, a longer number, a bad byte.
    for odd in [b'\t', b'\n', b'\r', 0x0B, 0x0C, b'7', b'x', 0x7F, 0x01] {
        for at in 0..24 {
            let mut bytes = ones[..24].to_vec();
            bytes[at] = odd;
            bulk_agrees(&bytes);
        }
    }
    bulk_agrees(b"1 2 3 4 5 6 7 8 9 1000 1 2 3 4 5\n6 7 8 9 0 1");
}

#[test]
fn pairs_of_short_numbers_read_at_once_as_one_by_one() {
    // A counted run that starts with numbers of one or two digits takes them two from one word:
    // every pair of such lengths and of longer numbers, bad tokens and nothing, with each
    // separator (and two) between them, after one to three numbers (read one by one or in the
    // run), then the end, separators, more numbers or a bad byte.
    let tokens = ["7", "42", "0", "05", "123", "99999999999", "x", "4x", ""];
    for first in tokens {
        for second in tokens {
            for separator in [" ", "\n", "\r\n", "\t", "\x0B", "\x0C", "  "] {
                for before in ["1 ", "1 2 ", "10\n3 "] {
                    for after in ["", " ", " 3", " 17 8\n", "\n1 2 3 4 5 6", "\x01"] {
                        let bytes = format!("{before}{first}{separator}{second}{after}");
                        bulk_agrees(bytes.as_bytes());
                        split_agrees(bytes.as_bytes());
                    }
                }
            }
        }
    }
    // Small trees' edges, as tree-tac-toe writes them, from every offset.
    let trees = "2\n10\n3 2\n4 10\n5 10\n10 7\n4 1\n7 8\n6 9\n9 10\n2 5\nNNNN\n3\n1 2\n2 3\n";
    for start in 0..trees.len() {
        bulk_agrees(&trees.as_bytes()[start..]);
        split_agrees(&trees.as_bytes()[start..]);
    }
}

proptest! {
    #[test]
    fn numbers_read_at_once_as_one_by_one(
        pieces in prop::collection::vec(
            prop_oneof![
                8 => (0u8..10).prop_map(|digit| vec![b'0' + digit, b' ']),
                2 => piece(),
            ],
            0..60,
        )
    ) {
        bulk_agrees(&pieces.concat());
    }
}

/// `before` numbers read one by one, then `count` more by [`Scanner::for_each_u64`] (or, when
/// `count` is `None`, every number left by [`Scanner::for_each_u64_to_end`]): the numbers, the
/// error, and where the cursor is left (after a read without error).
fn after_some_one_by_one(bytes: &[u8], before: usize, count: Option<usize>) -> (Outcome, usize) {
    let mut scanner = Scanner::new(bytes);
    let mut values = Vec::new();
    for _ in 0..before {
        match scanner.next_u64("a number") {
            Ok(value) => values.push(value),
            Err(InputError { line, message, .. }) => {
                let error = Some((line, message));
                return (Outcome { values, error }, usize::MAX);
            }
        }
    }
    let read = match count {
        Some(count) => scanner.for_each_u64(count as u64, "a number", |value| values.push(value)),
        None => scanner.for_each_u64_to_end("a number", |value| values.push(value)),
    };
    let position = if read.is_ok() {
        scanner.position()
    } else {
        usize::MAX
    };
    let error = read.err().map(|error| (error.line, error.message));
    (Outcome { values, error }, position)
}

/// Reading some numbers one by one and the rest at once agrees with the reference, and leaves
/// the cursor where reading them all one by one does, for every split and every count.
fn split_agrees(bytes: &[u8]) {
    let held = reference(bytes, None).values.len();
    for before in 0..=held.min(3) {
        for count in before..=held + 1 {
            let (outcome, position) = after_some_one_by_one(bytes, before, Some(count - before));
            assert_eq!(
                outcome,
                reference(bytes, Some(count)),
                "{before} then {} of {:?}",
                count - before,
                String::from_utf8_lossy(bytes)
            );
            if outcome.error.is_none() {
                assert_eq!(position, one_by_one(bytes, count).1);
            }
        }
        let (outcome, _) = after_some_one_by_one(bytes, before, None);
        let expected = reference(bytes, None);
        if expected.values.len() >= before || expected.error.is_some() {
            assert_eq!(
                outcome,
                expected,
                "{before} then the rest of {:?}",
                String::from_utf8_lossy(bytes)
            );
        }
    }
}

#[test]
fn tokens_at_every_offset_of_a_block_of_64_bytes() {
    // The bulk reads find where tokens start 64 bytes at a time: a number, a bad token, or a run
    // of separators at every offset around the first two block boundaries, after a cursor at
    // every kind of place.
    let tokens: [&[u8]; 12] = [
        b"18446744073709551615",
        b"18446744073709551616",
        b"00000000000000000000000000042",
        b"1234567",
        b"12345678",
        b"123456789012345",
        b"-3",
        b"3-",
        b"\x01",
        b"!7",
        b"7\x0e",
        b"@",
    ];
    for offset in 0..140 {
        let filler: Vec<u8> = (0..offset)
            .map(|index| {
                if index % 2 == 0 {
                    b'1' + (index % 9) as u8
                } else {
                    b' '
                }
            })
            .collect();
        for token in tokens {
            for after in [&b" 5"[..], b"\r\n6 7", b""] {
                let bytes = [&filler[..], b" ", token, after].concat();
                split_agrees(&bytes);
            }
        }
        // Separator runs across the boundaries, long and short, of every separator.
        for run in [1, 2, 63, 64, 65, 130] {
            for separator in SEPARATORS {
                let bytes = [&filler[..], &vec![separator; run][..], b"9 88"].concat();
                split_agrees(&bytes);
            }
        }
    }
}

#[test]
fn one_digit_numbers_among_longer_ones_in_blocks() {
    // The bulk reads try a word of four one-digit numbers only after a one-digit number that
    // the block's mask shows followed by two more one byte apart: runs of them broken by every
    // separator and by bad bytes, one-digit counts before longer numbers (a chain's lines), and
    // runs that cross the block boundaries, after a cursor at every offset.
    let runs: [&[u8]; 9] = [
        b"1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4",
        b"1 2 3\t4 5 6 7\n8 9 0 1 2 3 4\r5 6 7 8 9\x0B0 1 2 3 4 5 6\x0C7 8 9 0 1 2 3 4 5 6 7",
        b"1 686960\n1 23592\n1 646378\n1 192204\n1 14159\n1 901412\n0\n1 3\n2 4 7\n0\n3 1 2 3 4",
        b"1 2 3 45 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3",
        b"1 2 3 4 5 6 7 x 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2",
        b"1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2\x01",
        b"0 0 0 0 00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0",
        b"9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 18446744073709551616 9 9 9 9 9 9 9 9 9 9",
        b"9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 18446744073709551615 9 9 9 9 9 9 9 9 9 9",
    ];
    for offset in 0..100 {
        let filler: Vec<u8> = (0..offset)
            .map(|index| if index % 4 == 3 { b' ' } else { b'4' })
            .collect();
        for run in runs {
            for after in [&b""[..], b" ", b"\n"] {
                let bytes = [&filler[..], b" ", run, run, after].concat();
                assert_eq!(to_end(&bytes), reference(&bytes, None));
                let held = reference(&bytes, None).values.len();
                for count in [held / 2, held.saturating_sub(5), held, held + 1] {
                    assert_eq!(bulk(&bytes, count).0, reference(&bytes, Some(count)));
                }
            }
        }
    }
}

/// A piece of a random input for the block reader: [`piece`], a run of up to 100 separators,
/// or a byte that is not a separator although its bit 4 is clear, as it is in every separator
/// (not a zero byte, which at the input's start makes the reader suspect UTF-16, as the
/// reference does not).
fn block_piece() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        6 => piece(),
        3 => (0u8..10).prop_map(|digit| vec![b'0' + digit, b' ']),
        1 => prop::collection::vec(prop::sample::select(SEPARATORS.to_vec()), 1..100),
        1 => prop::sample::select(b"!\"#$%&'()*+,-./@\x01\x08\x0e\x0f".to_vec())
            .prop_map(|byte| vec![byte]),
    ]
}

proptest! {
    #[test]
    fn numbers_read_at_once_after_some_one_by_one(
        pieces in prop::collection::vec(block_piece(), 0..80)
    ) {
        split_agrees(&pieces.concat());
    }
}

#[test]
fn long_clean_inputs_with_one_fault_anywhere() {
    // The read to the end on input made only of digits and separators, many blocks of 64 bytes
    // long: numbers of every length from 1 to 20 digits (and 24, leading zeros, which the plain
    // path reads), every separator and runs of them, runs of one-digit numbers, tokens over every
    // block's end; then one bad byte or token put in at every offset, and the input cut at every
    // length.
    let digits = b"1234567890123456789";
    let mut tokens: Vec<Vec<u8>> = (1..=19).map(|length| digits[..length].to_vec()).collect();
    tokens.push(b"18446744073709551615".to_vec());
    tokens.push(b"000000000000000000000042".to_vec());
    let mut clean = Vec::new();
    for round in 0..3 {
        for (index, token) in tokens.iter().enumerate() {
            clean.push(SEPARATORS[(index + round) % SEPARATORS.len()]);
            if index % 7 == round {
                clean.extend_from_slice(&vec![b' '; 3 + 20 * round]);
            }
            clean.extend_from_slice(token);
            // Runs of one-digit numbers, for the words of four.
            if index % 5 == round {
                clean.extend_from_slice(b" 1 2 3 4 5 6 7 8 9");
            }
        }
    }
    clean.push(b'\n');
    assert_eq!(to_end(&clean), reference(&clean, None));
    for length in 0..=clean.len() {
        assert_eq!(to_end(&clean[..length]), reference(&clean[..length], None));
    }
    for offset in 0..clean.len() {
        for bad in [
            &b"x"[..],
            b"\x01",
            b"!",
            b":",
            b" 18446744073709551616 ",
            b" 0 ",
        ] {
            let bytes = [&clean[..offset], bad, &clean[offset + 1..]].concat();
            assert_eq!(
                to_end(&bytes),
                reference(&bytes, None),
                "{:?}",
                String::from_utf8_lossy(&bytes)
            );
        }
    }
}

/// A counted read after a first number (so that the cursor stands on a separator, where
/// [`Scanner::for_each_u64`] tries a short run as a block) agrees with reading one number at a
/// time: values, error and final position, for every count up to 40, on inputs of short numbers
/// (one to three digits, leading zeros), every separator, doubled separators and bad tokens at
/// random places, 60 to 200 bytes long (so that 64 bytes follow the cursor or not).
#[test]
fn short_runs_after_a_number_agree_with_one_by_one() {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |below: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % below
    };
    let separators: [&[u8]; 8] = [b" ", b"\n", b"\t", b"\r\n", b"\x0B", b"\x0C", b"  ", b" \n"];
    let bad: [&[u8]; 6] = [b"x", b"1a", b"-1", b"a1", b"\xc3\xa9", b"1\x01"];
    for case in 0..3000 {
        let length = 60 + next(141) as usize;
        let mut bytes = b"7".to_vec();
        while bytes.len() < length {
            let separator = if case % 3 == 0 {
                separators[next(8) as usize]
            } else {
                b" "
            };
            bytes.extend_from_slice(separator);
            if next(200) == 0 {
                bytes.extend_from_slice(bad[next(6) as usize]);
            } else {
                let digits = [1, 1, 1, 2, 2, 2, 2, 3][next(8) as usize];
                for _ in 0..digits {
                    bytes.push(b'0' + next(10) as u8);
                }
            }
        }
        if next(2) == 0 {
            bytes.push(b'\n');
        }
        for count in 0..=40u64 {
            let mut blocks = Scanner::new(&bytes);
            let mut plain = Scanner::new(&bytes);
            assert_eq!(blocks.next_u64("a"), plain.next_u64("a"));
            let mut values = Vec::new();
            let read = blocks
                .for_each_u64(count, "a number", |value| values.push(value))
                .map_err(|error| (error.line, error.message));
            let mut expected = Vec::new();
            let mut outcome = Ok(());
            for _ in 0..count {
                match plain.next_u64("a number") {
                    Ok(value) => expected.push(value),
                    Err(error) => {
                        outcome = Err((error.line, error.message));
                        break;
                    }
                }
            }
            assert_eq!(
                (values, read, blocks.position()),
                (expected, outcome, plain.position()),
                "{count} of {:?}",
                String::from_utf8_lossy(&bytes)
            );
        }
    }
}
