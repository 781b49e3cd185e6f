//! The fast solver's path for a test of at most 64 vertices when only the contest line is asked:
//! the whole test read and decided in registers and on the stack, with no heap memory.
//!
//! Each vertex's neighbours are a 64-bit mask and its degree a byte; the tree check is a search
//! over the masks from vertex 0 (`n - 1` edges that connect the `n` vertices form a tree: a
//! repeated edge leaves fewer distinct edges, which cannot connect them); the colour string is
//! checked and turned into a mask of white vertices eight letters at a time; and the rules of
//! [`super::fast`] are masks: the vertices of degree at least 2, 3 and 4 from the degrees eight
//! at a time, then one visit of only the vertices of degree 3 in the reduced tree and the white
//! ones, where "at least two" of a set of neighbours is a mask with more than one bit.
//!
//! Few branches depend on the data, as the processor mispredicts them: the search takes `n - 1`
//! steps whatever the tree, a number's length is read without a branch, the ids are checked
//! once after the last edge, and the last visit is one loop (valgrind's simulation: 10
//! mispredicted branches a random tree of 10 vertices before, 2 after; docs/games/tree-tac-toe.md).
//!
//! An edge written `u v` with one separator before each number and after the last, each of one
//! or two digits, is read from one word of input; from the first edge in any other layout on,
//! the test's edges are read by the shared reader.
//! Whatever is wrong with the test (a number out of range, a self-loop, not a tree, a bad colour
//! string, three white vertices on a path) makes [`white_wins`] give up (`None`), and the caller
//! reads the test again from its start with the general path, which words the error: the
//! messages are that path's, byte for byte.

use crate::input::{
    every_byte, is_separator, non_digit_bytes, two_short_numbers, word_at, Scanner, HIGH_BITS,
};
use crate::tree::input::read_edge;

/// The most vertices a test may have to take this path: one bit each in a `u64`.
pub const MAX_VERTICES: u32 = 64;

/// The high bits of a word's bytes gathered into a byte: bit `i` is byte `i`'s high bit (the
/// word's other bits clear). One multiplication puts each high bit, `8i + 7`, at `56 + i`
/// (plus `7j` for the multiplier's bit `7j`, `j = 7 - i`); the other products land below bit 56
/// or above bit 63, and none meets another, so nothing carries into the top byte.
#[inline(always)]
fn gather(high_bits: u64) -> u64 {
    high_bits.wrapping_mul(0x0002_0408_1020_4081) >> 56
}

/// The value of the one or two digits at byte `first` of `word` (digit values, `'0'` taken
/// off), `two` telling how many. Without a branch: a number's length is data the processor could
/// not predict (1 to 9, then 10 and more, in a random tree of 10 vertices).
#[inline(always)]
fn digits(values: u64, first: u32, two: bool) -> u32 {
    let high = ((values >> (8 * first)) & 0xFF) as u32;
    let low = ((values >> (8 * first + 8)) & 0xFF) as u32;
    high + ((9 * high + low) & 0u32.wrapping_sub(u32::from(two)))
}

/// An edge `u v` in `word`, the eight bytes at a separator: the two numbers as written, and how
/// many bytes on the separator after the second one is; `None` for anything else (the shared
/// [`two_short_numbers`]).
#[inline(always)]
fn short_edge(word: u64) -> Option<(u32, u32, usize)> {
    two_short_numbers(word).map(|(u, v, length, _)| (u as u32, v as u32, length))
}

/// The number of vertices at the cursor when it is one or two digits followed by a separator,
/// worth 1 to [`MAX_VERTICES`]: the scanner is then just past it. `None` (the scanner unmoved)
/// for anything else, which the shared reader reads.
#[inline(always)]
pub fn vertex_count(scanner: &mut Scanner<'_>) -> Option<u32> {
    let position = scanner.position();
    let word = word_at(scanner.bytes(), position);
    let end = non_digit_bytes(word).trailing_zeros() / 8;
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
        white_wins_within::<16, { edge_window(16) }>(scanner, n)
    } else {
        white_wins_within::<64, { edge_window(64) }>(scanner, n)
    }
}

/// The most bytes an edge takes in the layout [`short_edge`] reads: a separator, two digits, a
/// separator, two digits.
const SHORT_EDGE_BYTES: usize = 6;

/// The bytes from which the edges of a test of `n` vertices are read in the short layout: a
/// power of two at least the bytes they take, so that an offset masked by it is one of them with
/// no other check, and the word at the last offset.
const fn edge_window(n: usize) -> usize {
    (SHORT_EDGE_BYTES * (n - 1)).next_power_of_two() + 8
}

/// A test's neighbour masks and degrees, `N` entries (a multiple of 8 up to 64).
struct Adjacency<const N: usize> {
    /// Per vertex, the mask of its neighbours.
    neighbours: [u64; N],
    /// Per vertex, its number of neighbours.
    degree: [u8; N],
}

impl<const N: usize> Adjacency<N> {
    /// Adds the edge `u v` (0-based, below `n <= N` unless the test is to be refused).
    #[inline(always)]
    fn add(&mut self, u: u32, v: u32) {
        // The masks keep the indices in bounds without a check (a test with an id out of range
        // is refused once its edges are read).
        let (u, v) = (u & (N as u32 - 1), v & (N as u32 - 1));
        self.neighbours[u as usize] |= 1 << v;
        self.neighbours[v as usize] |= 1 << u;
        self.degree[u as usize] += 1;
        self.degree[v as usize] += 1;
    }
}

/// [`white_wins`] for `n <= N` vertices, `N` a multiple of 8 up to 64, `W` its
/// [`edge_window`].
#[inline(always)]
fn white_wins_within<const N: usize, const W: usize>(
    scanner: &mut Scanner<'_>,
    n: u32,
) -> Option<bool> {
    let bytes = scanner.bytes();
    let mut position = scanner.position();
    let mut adjacency = Adjacency {
        neighbours: [0u64; N],
        degree: [0u8; N],
    };
    // The edges in the short layout, each from the word at the cursor. Where the `W` bytes from
    // the cursor are in the input (the edges of `N` vertices at six bytes each, and a word), the
    // words are read from that window: the cursor moves at most six bytes an edge, so that it
    // stays within it, and the window's constant length spares a check of the input's end a word.
    // The ids are checked once, after the last edge: the OR of the 0-based ids must be below `N`
    // (an id 0 wraps to the largest), so that no id stands for another in the masks; an id from
    // `n` to `N - 1`, or a self-loop, leaves too few edges among the first `n` vertices to connect
    // them, which the search below finds.
    let mut edges_left = n - 1;
    let mut ids = 0u32;
    if let Some(window) = bytes
        .get(position..)
        .and_then(|rest| rest.first_chunk::<W>())
    {
        let mut offset = 0usize;
        while edges_left > 0 {
            // The same offset: at most six bytes an edge, before the last edge of `N` vertices.
            let at = offset & (W - 9);
            let word = u64::from_le_bytes(*window[at..].first_chunk().expect("eight bytes"));
            let Some((u, v, length)) = short_edge(word) else {
                break;
            };
            let (u, v) = (u.wrapping_sub(1), v.wrapping_sub(1));
            ids |= u | v;
            adjacency.add(u, v);
            offset += length;
            edges_left -= 1;
        }
        position += offset;
    }
    if ids >= N as u32 {
        // The reader words it.
        return None;
    }
    if edges_left > 0 {
        position = read_other_edges(scanner, position, n, edges_left, &mut adjacency)?;
    }
    let Adjacency {
        ref neighbours,
        ref degree,
    } = adjacency;
    let all = u64::MAX >> (64 - n);
    if !connected(neighbours, n, all) {
        return None;
    }
    let white = read_colours::<N>(scanner, position, n, all)?;
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
    // One visit of the vertices of degree 3 in the reduced tree and of the white ones: two inner
    // neighbours at a vertex of degree 3 (the gadget and one more, or two), and three white
    // vertices on a path (a white vertex with two white neighbours). Only where it can matter:
    // the vertices of degree 3 when none has degree 4 or more (which decides for White), the
    // white ones of degree 2 or more in the tree (a white leaf is no path's middle).
    let mut degree_3_inner = 0u64;
    let mut white_path = 0u64;
    let no_degree_4 = 0u64.wrapping_sub(u64::from(degree_4 == 0));
    let mut left = (degree_3 & no_degree_4) | (white & at_least_2);
    while left != 0 {
        let vertex = left.trailing_zeros() as usize & (N - 1);
        let around = neighbours[vertex];
        let gadget = (white >> vertex) & 1;
        let at_degree_3 = 0u64.wrapping_sub((degree_3 >> vertex) & 1);
        // With a gadget, one inner neighbour more is enough: `x & x` instead of `x & (x - 1)`.
        let inner_around = around & inner;
        degree_3_inner |= inner_around & inner_around.wrapping_sub(1 - gadget) & at_degree_3;
        let white_around = around & white;
        white_path |= white_around & white_around.wrapping_sub(1) & 0u64.wrapping_sub(gadget);
        left &= left - 1;
    }
    if white_path != 0 {
        return None;
    }
    Some((degree_4 != 0) | (degree_3_inner != 0) | two_forks_odd::<N>(degree_3, white, n))
}

/// Reads the last `count` edges of a test of `n` vertices from `position` with the shared reader
/// (any layout), adding them to `adjacency`: the position after them, or `None` on anything
/// wrong. Out of line: the usual layout does not come here.
#[cold]
#[inline(never)]
fn read_other_edges<const N: usize>(
    scanner: &mut Scanner<'_>,
    position: usize,
    n: u32,
    count: u32,
    adjacency: &mut Adjacency<N>,
) -> Option<usize> {
    scanner.seek(position);
    for _ in 0..count {
        let (u, v) = read_edge(scanner, n).ok()?;
        adjacency.add(u, v);
    }
    Some(scanner.position())
}

/// With no vertex of degree 4 or more and none of degree 3 with two inner neighbours in the
/// reduced tree, whether White wins by its two forks: the vertices of degree 3 (`degree_3`) and
/// the gadgets (one a white vertex) are two forks between them, and `N' = n + 3w` is odd. No bit
/// count: two bits in the pair of masks, of which `w` is 1 when both masks have one (else 0 or
/// 2), so that `N'` is odd when `n` is odd or (exclusively) both masks are non-empty.
/// For `N <= 32` vertices the pair is one 64-bit word, else one of 128 bits.
#[inline(always)]
fn two_forks_odd<const N: usize>(degree_3: u64, white: u64, n: u32) -> bool {
    let exactly_two = if N <= 32 {
        let both = degree_3 | white << 32;
        let rest = both & both.wrapping_sub(1);
        (rest != 0) & (rest & rest.wrapping_sub(1) == 0)
    } else {
        let both = u128::from(degree_3) | u128::from(white) << 64;
        let rest = both & both.wrapping_sub(1);
        (rest != 0) & (rest & rest.wrapping_sub(1) == 0)
    };
    let whites_odd = (degree_3 != 0) & (white != 0);
    exactly_two & ((n % 2 == 1) != whites_odd)
}

/// The vertices among eight whose degrees (below 128) are the bytes of `degrees` that have
/// degree at least `k >= 1`, as eight bits: the high bit of each byte plus `0x80 - k`.
#[inline(always)]
fn at_least(degrees: u64, k: u8) -> u64 {
    gather((degrees + every_byte(0x80 - k)) & HIGH_BITS)
}

/// Whether the vertices `all` (the first `n`) are connected by the edges of `neighbours`: a
/// search from vertex 0 that takes one vertex found and not yet visited a step, `n - 1` steps
/// (a fixed number, so that the processor predicts the loop; a step with none left takes vertex
/// 0 again, which finds nothing new).
#[inline(always)]
fn connected<const N: usize>(neighbours: &[u64; N], n: u32, all: u64) -> bool {
    // The vertices not yet found (kept rather than those found: one operation less a step).
    let mut unseen = !1u64;
    let mut waiting = 1u64;
    for _ in 1..n {
        // Only vertices below `n <= N` are ever found; none waiting gives 64, masked to 0.
        let vertex = waiting.trailing_zeros() as usize & (N - 1);
        let found = neighbours[vertex] & unseen;
        unseen ^= found;
        waiting = (waiting & waiting.wrapping_sub(1)) | found;
    }
    unseen == !all
}

/// Reads the colour string of `n` letters after the separator at `position`: the mask of its
/// white vertices when every letter is `W` or `N`, at least one `N`, and a separator or the end
/// follows; `None` otherwise. Eight letters at a time: `W` (0x57) has the low bit that `N`
/// (0x4E) has not, and a byte is one of the two exactly when XOR with `N`, and with `W ^ N` where
/// the low bit is set, leaves 0.
#[inline(always)]
fn read_colours<const N: usize>(
    scanner: &mut Scanner<'_>,
    position: usize,
    n: u32,
    all: u64,
) -> Option<u64> {
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
    // The `N` bytes from the string's start, when the input has them (a constant length: no check
    // of the input's end a word).
    let window = bytes.get(start..).and_then(|rest| rest.first_chunk::<N>());
    let mut white = 0u64;
    let mut other = 0u64;
    for chunk in 0..n.div_ceil(8) as usize {
        let word = match window {
            Some(window) => {
                let at = (8 * chunk).min(N - 8);
                u64::from_le_bytes(*window[at..].first_chunk().expect("eight bytes"))
            }
            None => word_at(bytes, start + 8 * chunk),
        };
        let low_bits = word & every_byte(1);
        // No carry: each byte of `low_bits` is 0 or 1.
        let off = word ^ every_byte(b'N') ^ low_bits.wrapping_mul(u64::from(b'W' ^ b'N'));
        let letters = (n as usize - 8 * chunk).min(8);
        other |= off & (u64::MAX >> (64 - 8 * letters));
        white |= gather(low_bits << 7) << (8 * chunk);
    }
    let white = white & all;
    if (other != 0) | (white == all) {
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
    use crate::games::tree_tac_toe::families::FAMILIES;
    use crate::games::tree_tac_toe::fast::general;
    use crate::games::tree_tac_toe::parse::white_path_middle;
    use crate::games::tree_tac_toe::write_test;
    use crate::random::Random;

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

    /// The high bit set in each byte of `word` that is not an ASCII digit, exactly (no carry
    /// crosses a byte: the low seven bits plus 0x76 stay below 0x100), unlike
    /// [`non_digit_bytes`], which is exact only up to the first such byte.
    fn non_digits(word: u64) -> u64 {
        let values = word ^ every_byte(b'0');
        (((values & every_byte(0x7F)) + every_byte(0x76)) | values) & HIGH_BITS
    }

    #[test]
    fn words() {
        let word = u64::from_le_bytes(*b"W3NW\n 0W");
        assert_eq!(gather(non_digits(word)), 0b1011_1101);
        assert_eq!(gather(non_digits(every_byte(0xB9))), 0xFF);
        assert_eq!(
            gather(non_digits(u64::from_le_bytes(*b"0123456/"))),
            0b1000_0000
        );
    }

    #[test]
    fn gather_takes_each_high_bit() {
        for bits in 0u64..256 {
            let high_bits = (0..8).fold(0, |word, i| word | ((bits >> i) & 1) << (8 * i + 7));
            assert_eq!(gather(high_bits), bits);
        }
    }

    #[test]
    fn digits_one_or_two() {
        let values = u64::from_le_bytes(*b" 47 9\n12") ^ every_byte(b'0');
        assert_eq!(digits(values, 1, false), 4);
        assert_eq!(digits(values, 1, true), 47);
        assert_eq!(digits(values, 4, false), 9);
        assert_eq!(digits(values, 6, true), 12);
    }

    #[test]
    fn two_forks_odd_counts_the_bits() {
        // Every pair of masks of 6 bits, at the bottom and at the top of the masks of either
        // width, and both parities of `n`.
        for (shift, narrow) in [(0, true), (26, true), (0, false), (58, false)] {
            for degree_3 in 0u64..64 {
                for white in 0u64..64 {
                    for n in [9u32, 10] {
                        let (degree_3, white) = (degree_3 << shift, white << shift);
                        let forks = degree_3.count_ones() + white.count_ones();
                        let reduced_odd = (n + 3 * white.count_ones()) % 2 == 1;
                        let odd = if narrow {
                            two_forks_odd::<16>(degree_3, white, n)
                        } else {
                            two_forks_odd::<64>(degree_3, white, n)
                        };
                        assert_eq!(odd, forks == 2 && reduced_odd, "{degree_3:b} {white:b} {n}");
                    }
                }
            }
        }
    }

    #[test]
    fn connected_takes_n_minus_1_steps() {
        // A path numbered from its middle outwards, a star, and two paths not joined.
        let mut path = [0u64; 16];
        let order = [7usize, 6, 8, 5, 9, 4, 10, 3, 11, 2, 12, 1, 13, 0, 14, 15];
        for index in 0..15 {
            let (u, v) = (order[index], order[index + 1]);
            path[u] |= 1 << v;
            path[v] |= 1 << u;
        }
        assert!(connected(&path, 16, u64::MAX >> 48));
        let mut star = [0u64; 16];
        for leaf in 1..16 {
            star[0] |= 1 << leaf;
            star[leaf] |= 1;
        }
        assert!(connected(&star, 16, u64::MAX >> 48));
        let mut apart = path;
        apart[order[7]] &= !(1 << order[8]);
        apart[order[8]] &= !(1 << order[7]);
        assert!(!connected(&apart, 16, u64::MAX >> 48));
        assert!(connected(&[0u64; 16], 1, 1));
        assert!(!connected(&[0u64; 16], 2, 3));
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
