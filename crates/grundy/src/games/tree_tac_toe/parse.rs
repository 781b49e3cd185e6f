//! The contest format beyond the tree: the number of vertices, and the colour string with its
//! checks (one letter `W` or `N` per vertex, at least one `N`, no three white vertices on a
//! path). Both solvers read through these, so both refuse the same inputs with the same words.

use crate::input::{is_separator, InputError, Scanner, Token};
use crate::tree::Edge;

/// The most vertices a tree may have (vertex ids are kept in 32 bits).
pub const MAX_VERTICES: u64 = u32::MAX as u64;

/// Reads the number of vertices `n`.
pub fn read_vertex_count(scanner: &mut Scanner<'_>) -> Result<u32, InputError> {
    Ok(scanner.next_in_range("the number of vertices n", 1, MAX_VERTICES)? as u32)
}

/// Reads the colour string of a tree with `n` vertices and checks its letters: exactly `n` of
/// them, each `W` (white) or `N` (not coloured), at least one `N`. Returns the token.
pub fn read_colours<'a>(scanner: &mut Scanner<'a>, n: u32) -> Result<Token<'a>, InputError> {
    let token = scanner.next_token("the colour string")?;
    if token.bytes.len() as u64 != u64::from(n) {
        return Err(scanner.error_at(
            token.offset,
            format!(
                "the colour string has {} letters, but the tree has {n} vertices (one letter W \
                 or N per vertex)",
                token.bytes.len()
            ),
        ));
    }
    let mut uncoloured = 0usize;
    for (index, &letter) in token.bytes.iter().enumerate() {
        match letter {
            b'N' => uncoloured += 1,
            b'W' => {}
            _ => {
                let shown: String = std::ascii::escape_default(letter).map(char::from).collect();
                return Err(scanner.error_at(
                    token.offset,
                    format!(
                        "letter {} of the colour string is '{shown}': only W (white) and N (not \
                         coloured) are allowed",
                        index + 1
                    ),
                ));
            }
        }
    }
    if uncoloured == 0 {
        return Err(scanner.error_at(
            token.offset,
            "every vertex is white: at least one must be uncoloured (N)",
        ));
    }
    Ok(token)
}

/// Reads the colour string of a tree with `n` vertices as [`read_colours`] does, handing its
/// letters to `take`, which keeps them and tells whether they are good (`n` letters `W` or `N`,
/// at least one `N`) in the same pass. When the `n` bytes at the token are such letters followed
/// by a separator or the end, that is the whole read; otherwise [`read_colours`] reads the token
/// again and words what is wrong.
#[inline]
pub fn read_colours_into<'a>(
    scanner: &mut Scanner<'a>,
    n: u32,
    mut take: impl FnMut(&'a [u8]) -> bool,
) -> Result<Token<'a>, InputError> {
    scanner.skip_separators();
    let offset = scanner.position();
    let bytes = scanner.bytes();
    let end = offset.saturating_add(n as usize);
    if let Some(letters) = bytes.get(offset..end) {
        let ended = match bytes.get(end) {
            Some(&byte) => is_separator(byte),
            None => true,
        };
        if ended && take(letters) {
            scanner.seek(end);
            return Ok(Token {
                offset,
                bytes: letters,
            });
        }
    }
    let token = read_colours(scanner, n)?;
    take(token.bytes);
    Ok(token)
}

/// The smallest white vertex with two white neighbours, if any: the middle of three white
/// vertices that already form a path.
pub fn white_path_middle(n: u32, edges: &[Edge], white: &[bool]) -> Option<u32> {
    let mut white_neighbours = vec![0u8; n as usize];
    for &(a, b) in edges {
        let count = &mut white_neighbours[a as usize];
        *count = count.saturating_add(white[b as usize] as u8);
        let count = &mut white_neighbours[b as usize];
        *count = count.saturating_add(white[a as usize] as u8);
    }
    (0..n).find(|&vertex| white[vertex as usize] && white_neighbours[vertex as usize] >= 2)
}

/// The refusal of a test whose white vertices already form a path through `middle`: its two
/// smallest white neighbours are named, at the colour string.
pub fn white_path_error(
    scanner: &Scanner<'_>,
    colours_offset: usize,
    middle: u32,
    edges: impl IntoIterator<Item = Edge>,
    is_white: impl Fn(u32) -> bool,
) -> InputError {
    let mut ends: Vec<u32> = edges
        .into_iter()
        .filter_map(|(a, b)| match (a == middle, b == middle) {
            (true, _) => Some(b),
            (_, true) => Some(a),
            _ => None,
        })
        .filter(|&neighbour| is_white(neighbour))
        .collect();
    ends.sort_unstable();
    let (first, second) = (ends[0] + 1, ends[1] + 1);
    let middle = middle + 1;
    scanner.error_at(
        colours_offset,
        format!(
            "vertices {first}, {middle} and {second} are white and form a path \
             {first}-{middle}-{second}: the game would be over before it starts"
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn colours(text: &str, n: u32) -> Result<String, InputError> {
        let mut scanner = Scanner::new(text.as_bytes());
        scanner.set_test(Some(1));
        read_colours(&mut scanner, n).map(|token| String::from_utf8_lossy(token.bytes).into())
    }

    #[test]
    fn colour_strings() {
        assert_eq!(colours(" NNW\n", 3).unwrap(), "NNW");
        let error = colours("NNW", 4).unwrap_err();
        assert!(error.message.contains("has 3 letters"), "{error}");
        let error = colours("NwN", 3).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1 (test 1): letter 2 of the colour string is 'w': only W (white) and N (not \
             coloured) are allowed"
        );
        let error = colours("WW", 2).unwrap_err();
        assert!(error.message.contains("every vertex is white"), "{error}");
        let error = colours("\n\n", 2).unwrap_err();
        assert!(error.message.contains("the colour string"), "{error}");
        let error = colours("N\u{1b}", 2).unwrap_err();
        assert!(error.message.contains("'\\x1b'"), "{error}");
    }

    /// What [`read_colours_into`] gives, with the letters it kept and where the scanner ends.
    /// A read colour string as "letters at offset", or its error's words: what both readers
    /// are compared by.
    fn shown(read: Result<Token<'_>, InputError>) -> Result<String, String> {
        read.map(|token| {
            format!(
                "{} at {}",
                String::from_utf8_lossy(token.bytes),
                token.offset
            )
        })
        .map_err(|error| error.to_string())
    }

    fn colours_into(text: &str, n: u32) -> (Result<String, String>, String, usize) {
        let mut scanner = Scanner::new(text.as_bytes());
        scanner.set_test(Some(1));
        let mut kept = Vec::new();
        let read = read_colours_into(&mut scanner, n, |letters| {
            kept = letters.to_vec();
            letters.len() == n as usize
                && letters
                    .iter()
                    .all(|&letter| letter == b'W' || letter == b'N')
                && letters.contains(&b'N')
        });
        let read = shown(read);
        (
            read,
            String::from_utf8_lossy(&kept).into(),
            scanner.position(),
        )
    }

    #[test]
    fn colour_strings_read_into_a_workspace_read_as_alone() {
        for (text, n) in [
            (" NNW\n", 3),
            ("NNW", 3),
            ("\tWN 7", 2),
            ("NNW", 4),
            ("NNWN", 3),
            ("NwN", 3),
            ("WW", 2),
            ("\n\n", 2),
            ("N\u{1b}", 2),
            ("N N", 2),
            ("NN\u{1b}", 2),
            ("", 1),
        ] {
            let mut scanner = Scanner::new(text.as_bytes());
            scanner.set_test(Some(1));
            let alone = shown(read_colours(&mut scanner, n));
            let (into, kept, position) = colours_into(text, n);
            assert_eq!(into, alone, "{text:?}");
            if let Ok(read) = &alone {
                assert!(read.starts_with(&kept), "{text:?}: kept {kept:?}");
                assert_eq!(position, scanner.position(), "{text:?}");
            }
        }
    }

    #[test]
    fn white_paths() {
        let path = [(0, 1), (1, 2), (2, 3)];
        let white = [false, true, true, true];
        assert_eq!(white_path_middle(4, &path, &white), Some(2));
        let scanner = Scanner::new(b"x");
        let error = white_path_error(&scanner, 0, 2, path, |vertex| white[vertex as usize]);
        assert!(
            error.message.starts_with("vertices 2, 3 and 4 are white"),
            "{error}"
        );
        assert_eq!(
            white_path_middle(4, &path, &[true, true, false, true]),
            None
        );
    }
}
