//! The fast solver's path for a test of at most 64 vertices when only the contest line is asked:
//! the whole test read and decided in registers and on the stack, with no heap memory.
//!
//! Each vertex's neighbours are a 64-bit mask and its degree a byte; the tree check is a
//! breadth-first search over the masks (`n - 1` edges that connect the `n` vertices form a
//! tree: a repeated edge leaves fewer distinct edges, which cannot connect them); the colour
//! string is checked and turned into a mask of white vertices eight letters at a time; and the
//! rules of [`super::fast`] are masks: the vertices of degree at least 2, 3 and 4 from the
//! degrees eight at a time, then a visit of only the vertices of degree 3 in the reduced tree and
//! the white ones, where "at least two" of a set of neighbours is a mask with more than one bit.
//!
//! An edge written `u v` with one separator before each number and after the last, each of one
//! or two digits, is read from one word of input; any other layout is read by the shared reader.
//! Whatever is wrong with the test (a number out of range, a self-loop, not a tree, a bad colour
//! string, three white vertices on a path) makes [`white_wins`] give up (`None`), and the caller
//! reads the test again from its start with the general path, which words the error: the
//! messages are that path's, byte for byte.

use crate::input::{every_byte, is_separator, word_at, Scanner, HIGH_BITS};
use crate::tree::input::read_edge;

/// The most vertices a test may have to take this path: one bit each in a `u64`.
pub const MAX_VERTICES: u32 = 64;

/// The low seven bits of every byte.
const LOW_BITS: u64 = every_byte(0x7F);

/// The high bit set in each byte of `word` that is not an ASCII digit, exactly (no carry crosses
/// a byte: the low seven bits plus 0x76 stay below 0x100).
#[inline(always)]
fn non_digits(word: u64) -> u64 {
    let values = word ^ every_byte(b'0');
    (((values & LOW_BITS) + every_byte(0x76)) | values) & HIGH_BITS
}

/// The high bit set in each byte of `word` equal to `letter`, exactly.
#[inline(always)]
fn bytes_equal(word: u64, letter: u8) -> u64 {
    let difference = word ^ every_byte(letter);
    !(((difference & LOW_BITS) + LOW_BITS) | difference) & HIGH_BITS
}

/// The high bits of a word's bytes gathered into a byte: bit `i` is byte `i`'s high bit.
#[inline(always)]
fn gather(high_bits: u64) -> u64 {
    ((high_bits >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
}

/// The value of the one or two digits at byte `first` of `word` (digit values, `'0'` taken
/// off), `two` telling how many.
#[inline(always)]
fn digits(values: u64, first: u32, two: bool) -> u32 {
    let high = ((values >> (8 * first)) & 0xFF) as u32;
    let low = ((values >> (8 * first + 8)) & 0xFF) as u32;
    if two {
        10 * high + low
    } else {
        high
    }
}

/// An edge `u v` in `word`, the eight bytes at a separator: one separator, one or two digits,
/// one separator, one or two digits, a separator. The two numbers as written, and how many bytes
/// on the separator after the second one is; `None` for anything else.
#[inline(always)]
fn short_edge(word: u64) -> Option<(u32, u32, usize)> {
    // Byte 0 is the separator before the edge (the cursor's); the first number starts at byte 1.
    let flags = non_digits(word) & !0x80;
    let end_u = flags.trailing_zeros() / 8;
    // The next byte that is not a digit, after the first number's end: the second number's end
    // (or the separator right after the first, a layout left to the shared reader).
    let end_v = (flags & flags.wrapping_sub(1)).trailing_zeros() / 8;
    let byte = |index: u32| (word >> ((8 * index) & 63)) as u8;
    let good = ((end_u == 2) | (end_u == 3))
        & ((end_v == end_u + 2) | (end_v == end_u + 3))
        & is_separator(byte(end_u))
        & is_separator(byte(end_v));
    if !good {
        return None;
    }
    let values = word ^ every_byte(b'0');
    let u = digits(values, 1, end_u == 3);
    let v = digits(values, end_u + 1, end_v == end_u + 3);
    Some((u, v, end_v as usize))
}

/// The number of vertices at the cursor when it is one or two digits followed by a separator,
/// worth 1 to [`MAX_VERTICES`]: the scanner is then just past it. `None` (the scanner unmoved)
/// for anything else, which the shared reader reads.
#[inline(always)]
pub fn vertex_count(scanner: &mut Scanner<'_>) -> Option<u32> {
    let position = scanner.position();
    let word = word_at(scanner.bytes(), position);
    let end = non_digits(word).trailing_zeros() / 8;
    let after = (word >> ((8 * end) & 63)) as u8;
    if !(((end == 1) | (end == 2)) & is_separator(after)) {
        return None;
    }
    let n = digits(word ^ every_byte(b'0'), 0, end == 2);
    if n.wrapping_sub(1) >= MAX_VERTICES {
        return None;
    }
    scanner.seek(position + end as usize);
    Some(n)
}

/// Reads the rest of a test of `n <= 64` vertices (the scanner just past `n`): whether White
/// wins, or `None` when anything about the test is wrong, the scanner then anywhere in it.
/// On `Some`, the scanner is just past the colour string. A test of at most 16 vertices keeps
/// arrays of 16 entries, which take fewer instructions to clear than 64.
#[inline]
pub fn white_wins(scanner: &mut Scanner<'_>, n: u32) -> Option<bool> {
    debug_assert!((1..=MAX_VERTICES).contains(&n));
    if n <= 16 {
        white_wins_within::<16>(scanner, n)
    } else {
        white_wins_within::<64>(scanner, n)
    }
}

/// [`white_wins`] for `n <= N` vertices, `N` a multiple of 8 up to 64.
#[inline(always)]
fn white_wins_within<const N: usize>(scanner: &mut Scanner<'_>, n: u32) -> Option<bool> {
    let bytes = scanner.bytes();
    let mut position = scanner.position();
    let mut neighbours = [0u64; N];
    let mut degree = [0u8; N];
    for _ in 1..n {
        let (u, v) = match short_edge(word_at(bytes, position)) {
            Some((u, v, length))
                if (u.wrapping_sub(1) < n) & (v.wrapping_sub(1) < n) & (u != v) =>
            {
                position += length;
                (u - 1, v - 1)
            }
            _ => {
                scanner.seek(position);
                let edge = read_edge(scanner, n).ok()?;
                position = scanner.position();
                edge
            }
        };
        // `u, v < n <= N`: the masks keep the indices in bounds without a check.
        let (u, v) = (u & (N as u32 - 1), v & (N as u32 - 1));
        neighbours[u as usize] |= 1 << v;
        neighbours[v as usize] |= 1 << u;
        degree[u as usize] += 1;
        degree[v as usize] += 1;
    }
    let all = u64::MAX >> (64 - n);
    if !connected(&neighbours, all) {
        return None;
    }
    let white = read_colours(scanner, position, n, all)?;
    // The vertices of degree at least 2, 3 and 4 in the tree, eight at a time.
    let (mut at_least_2, mut at_least_3, mut at_least_4) = (0u64, 0u64, 0u64);
    for (chunk, degrees) in degree.chunks_exact(8).enumerate() {
        let degrees = u64::from_le_bytes(degrees.try_into().expect("eight"));
        at_least_2 |= at_least(degrees, 2) << (8 * chunk);
        at_least_3 |= at_least(degrees, 3) << (8 * chunk);
        at_least_4 |= at_least(degrees, 4) << (8 * chunk);
    }
    let (exactly_2, exactly_3) = (at_least_2 & !at_least_3, at_least_3 & !at_least_4);
    // In the reduced tree a white vertex has one neighbour more, its gadget vertex.
    let degree_4 = at_least_4 | (exactly_3 & white);
    let degree_3 = (exactly_3 & !white) | (exactly_2 & white);
    // Not a leaf of the reduced tree: degree at least 2, or white.
    let inner = at_least_2 | white;
    // Two inner neighbours in the reduced tree at a vertex of degree 3: the gadget and one more,
    // or two.
    let mut degree_3_inner = false;
    let mut left = degree_3;
    while left != 0 {
        let vertex = left.trailing_zeros() as usize & (N - 1);
        let inner_around = neighbours[vertex] & inner;
        let gadget = (white >> vertex) & 1 != 0;
        degree_3_inner |= if gadget {
            inner_around != 0
        } else {
            more_than_one(inner_around)
        };
        left &= left - 1;
    }
    // A white vertex with two white neighbours: three white vertices on a path.
    let mut left = white;
    while left != 0 {
        let vertex = left.trailing_zeros() as usize & (N - 1);
        if more_than_one(neighbours[vertex] & white) {
            return None;
        }
        left &= left - 1;
    }
    let whites = white.count_ones();
    // Every white vertex's gadget vertex is a fork; with no degree-3 vertex that has two inner
    // neighbours, every degree-3 vertex is a fork.
    let forks = degree_3.count_ones() + whites;
    let reduced_vertices_odd = (n + 3 * whites) % 2 == 1;
    Some((degree_4 != 0) | degree_3_inner | ((forks == 2) & reduced_vertices_odd))
}

/// The vertices among eight whose degrees (below 128) are the bytes of `degrees` that have
/// degree at least `k >= 1`, as eight bits: the high bit of each byte plus `0x80 - k`.
#[inline(always)]
fn at_least(degrees: u64, k: u8) -> u64 {
    gather((degrees + every_byte(0x80 - k)) & HIGH_BITS)
}

/// Whether `mask` has two bits set or more.
#[inline(always)]
fn more_than_one(mask: u64) -> bool {
    mask & mask.wrapping_sub(1) != 0
}

/// Whether the vertices `all` are connected by the edges of `neighbours`: a breadth-first search
/// from vertex 0, a level at a time.
#[inline(always)]
fn connected<const N: usize>(neighbours: &[u64; N], all: u64) -> bool {
    let mut seen = 1u64;
    let mut level = 1u64;
    while level != 0 {
        let mut next = 0u64;
        let mut left = level;
        while left != 0 {
            // Only vertices below `n <= N` are ever reached.
            next |= neighbours[left.trailing_zeros() as usize & (N - 1)];
            left &= left - 1;
        }
        level = next & !seen;
        seen |= level;
    }
    seen == all
}

/// Reads the colour string of `n` letters after the separator at `position`: the mask of its
/// white vertices when every letter is `W` or `N`, at least one `N`, and a separator or the end
/// follows; `None` otherwise. Eight letters at a time.
#[inline(always)]
fn read_colours(scanner: &mut Scanner<'_>, position: usize, n: u32, all: u64) -> Option<u64> {
    let bytes = scanner.bytes();
    let mut start = position + 1;
    if !bytes.get(start).is_some_and(|&byte| !is_separator(byte)) {
        scanner.seek(position);
        scanner.skip_separators();
        start = scanner.position();
    }
    let end = start + n as usize;
    if bytes.get(end).is_some_and(|&byte| !is_separator(byte)) || end > bytes.len() {
        return None;
    }
    let mut white = 0u64;
    let mut uncoloured = 0u64;
    for chunk in 0..n.div_ceil(8) {
        let word = word_at(bytes, start + 8 * chunk as usize);
        white |= gather(bytes_equal(word, b'W')) << (8 * chunk);
        uncoloured |= gather(bytes_equal(word, b'N')) << (8 * chunk);
    }
    let (white, uncoloured) = (white & all, uncoloured & all);
    if (white | uncoloured != all) | (uncoloured == 0) {
        return None;
    }
    scanner.seek(end);
    Some(white)
}

/// What the small path says about the one test of `text` (from its number of vertices on), if it
/// takes it, and whether it then stopped just past the test.
#[cfg(test)]
pub(crate) fn white_wins_in(text: &str) -> Option<bool> {
    let mut scanner = Scanner::new(text.as_bytes());
    scanner.skip_separators();
    let n = vertex_count(&mut scanner)
        .or_else(|| super::parse::read_vertex_count(&mut scanner).ok())
        .filter(|&n| n <= MAX_VERTICES)?;
    let answer = white_wins(&mut scanner, n)?;
    assert!(scanner.at_end(), "{text:?}");
    Some(answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tree_tac_toe::families::{ColouredTree, FAMILIES};
    use crate::games::tree_tac_toe::fast::decision;
    use crate::games::tree_tac_toe::parse::white_path_middle;
    use crate::games::tree_tac_toe::write_test;
    use crate::random::Random;

    /// The general path's answer, `None` where it refuses the test.
    fn general(tree: &ColouredTree) -> Option<bool> {
        let decision = decision(tree.n, &tree.edges, &tree.white).ok()?;
        let refused = decision.white_path_middle.is_some() || tree.white.iter().all(|&white| white);
        (!refused).then(|| decision.reason.white_wins())
    }

    #[test]
    fn the_general_paths_answers_up_to_64_vertices_in_any_layout() {
        let mut random = Random::from_seed(64);
        for family in FAMILIES {
            for n in 1..=MAX_VERTICES {
                for round in 0..6 {
                    let mut tree = family.generate(n, &mut random);
                    if round >= 3 {
                        // Any white set, often one the rules refuse (three white on a path, or
                        // no uncoloured vertex).
                        let density = random.below(4) + 1;
                        for white in &mut tree.white {
                            *white = random.below(8) < density;
                        }
                    }
                    let expected = general(&tree);
                    let mut text = String::new();
                    write_test(&mut text, &tree);
                    assert_eq!(white_wins_in(&text), expected, "{text}");
                    let layouts = [
                        text.replace('\n', "\r\n"),
                        text.replace(' ', "  "),
                        text.replace('\n', " \t\n"),
                        format!("{}\n", text.replace(' ', "\n")),
                        format!(" {}", text.trim_end()),
                    ];
                    for layout in layouts {
                        assert_eq!(white_wins_in(&layout), expected, "{layout:?}");
                    }
                    assert_eq!(
                        expected.is_none(),
                        white_path_middle(n, &tree.edges, &tree.white).is_some()
                            || !tree.white.contains(&false)
                    );
                }
            }
        }
    }

    #[test]
    fn what_is_wrong_is_left_to_the_general_path() {
        for text in [
            "3\n1 2\n2 3\nNNN\n",
            "3\n1 2\n2 3\nNNNN\n",
            "3\n1 2\n2 3\nNN\n",
            "3\n1 2\n2 3\nNnN\n",
            "3\n1 2\n2 3\nWWW\n",
            "3\n1 2\n2 3\nWNW\n",
            "3\n1 2\n1 2\nNNN\n",
            "3\n1 2\n2 2\nNNN\n",
            "3\n1 2\n2 4\nNNN\n",
            "3\n1 2\n0 3\nNNN\n",
            "3\n1 2\n2 x\nNNN\n",
            "3\n1 2\n2 3\n",
            "3\n1 2\n2 3",
            "3\n1 2\n2 3\nNNNx",
            "4\n1 2\n2 1\n3 4\nNNNN\n",
            "1\nN",
            "1\nW",
        ] {
            let expected = match text {
                "3\n1 2\n2 3\nNNN\n" | "1\nN" => Some(false),
                "3\n1 2\n2 3\nWNW\n" => Some(true),
                _ => None,
            };
            assert_eq!(white_wins_in(text), expected, "{text:?}");
        }
    }

    #[test]
    fn words() {
        let word = u64::from_le_bytes(*b"W3NW\n 0W");
        assert_eq!(gather(bytes_equal(word, b'W')), 0b1000_1001);
        assert_eq!(gather(non_digits(word)), 0b1011_1101);
        assert_eq!(gather(bytes_equal(u64::MAX, 0xFF)), 0xFF);
        assert_eq!(gather(non_digits(every_byte(0xB9))), 0xFF);
    }

    #[test]
    fn edges_in_a_word() {
        let edge = |text: &[u8; 8]| short_edge(u64::from_le_bytes(*text));
        assert_eq!(edge(b"\n1 2\n3 4"), Some((1, 2, 4)));
        assert_eq!(edge(b"\n12 34\n5"), Some((12, 34, 6)));
        assert_eq!(edge(b" 12 3 45"), Some((12, 3, 5)));
        assert_eq!(edge(b" 1\t64\r\nN"), Some((1, 64, 5)));
        assert_eq!(edge(b"\n12 34 5"), Some((12, 34, 6)));
        assert_eq!(edge(b"\n07 0\nNN"), Some((7, 0, 5)));
        for text in [
            b"\n\n1 2\n3 ",
            b"\n1  2\n3 ",
            b"\n123 4\n5",
            b"\n1 234\n5",
            b"\n1 2x3 4",
            b"\nx 2\n3 4",
            b"\n1 -2\n3 ",
            b"\n1\n2NNNN",
            b"\n1 2NNN\n",
        ] {
            assert_eq!(edge(text), None, "{:?}", String::from_utf8_lossy(text));
        }
    }
}
