//! The fast solver's path for a test of more than 64 vertices when only the contest line is asked:
//! one pass over the edges that keeps no edge, then one scan of the vertices.
//!
//! The general path ([`super::fast`]) keeps the edges and passes over them again once the colours
//! are known, to count each vertex's white neighbours (three white vertices on a path are bad
//! input) and each degree-3 vertex's neighbours that are not leaves of the reduced tree. Here:
//!
//! 1. *The colour string first.* It follows the edges; in a good test the first byte at or above
//!    0x40 after the vertex count (the edges are digits and separators, all below) is its first
//!    letter. The input's last token is tried first ([`last_token`]: a file of one large test,
//!    or its last test): it is the colour string when the edges end just before it, which the
//!    edges' pass checks anyway (the bytes it reads are digits and separators, so the first
//!    letter is there); otherwise the bytes are scanned for the first letter and the test read
//!    again, and later tests of the input go to the scan at once. The `n` bytes there must be
//!    letters `W` or `N` (at least one `N`) followed by a separator or the end; `W` is odd and
//!    `N` even, so a vertex is white when its letter's low bit is set. That bit goes into the
//!    vertex's record ([`Record`]) as the records are made, so that an edge finds its ends'
//!    colours in the two cache lines it touches anyway.
//! 2. *The edges*, in batches whose records are prefetched one batch ahead (a batch's ids are
//!    read before the batch before it is counted, and its records prefetched, two an edge,
//!    while that batch is counted): each counted
//!    in both ends' records ([`Record`], 8 bytes: one cache line at each end), which hold the
//!    vertex's colour, degree, the XOR of its neighbours, its white neighbours (the other end's
//!    colour) and its link in the union-find that finds a cycle. An edge with an end that no
//!    edge has touched yet cannot close a cycle: that end is hung beside the other one (under
//!    its parent), with no search for either root ([`Edges`]); only the other edges search
//!    (union by rank, path halving), two batches later, from their ends' parents and then
//!    grandparents, each prefetched a batch ahead. After the last edge, only separators may lie
//!    before the letters.
//! 3. *The vertices*: one scan of the records, with no branch, for the vertices of degree 4 and
//!    3 in the reduced tree (a white vertex's gadget adds a neighbour: `deg + [white]`) and for a
//!    white vertex with two white neighbours.
//!
//! What a degree-3 vertex's neighbours are is asked only where it can change the outcome. With a
//! vertex of degree 4 or more, White wins. Without one, a tree whose degree-3 vertices are all
//! forks has at most two of them (remove the leaves: every fork becomes a leaf of what is left,
//! which has no vertex of degree 3 or more, as such a vertex would have three neighbours that are
//! not leaves; so it is a path, with at most two leaves). So with three or more vertices of
//! degree 3 in the reduced tree (the white vertices' gadget vertices among them), one is not a
//! fork and White wins. With at most two, each tree vertex `c` of degree 3 among them has as many
//! neighbours that are leaves of the reduced tree as there are leaves (degree 1, not white) whose
//! XOR of neighbours is `c`: one more scan finds them. The outcome is then decided as
//! [`super::fast`] decides it.
//!
//! Anything else (a number that is not a clean id in range, a self-loop, a cycle, a colour string
//! that is not where the edges end or not good, three white vertices on a path, a number of more
//! than seven digits, more than 2^26 vertices, no room for the records) makes
//! [`Workspace::large_white_wins`] give up (`None`): the caller reads the test again from its
//! start with the general path, which words the error, byte for byte as before.

use crate::input::{is_separator, IdBatches, Scanner};
use crate::prefetch::prefetch;
use crate::tree::input::{could_hold_edges, EDGE_BATCH};

use super::fast::Workspace;

/// Whether the letter of a colour string that holds only `W` and `N` says white: `W` (0x57) is
/// odd, `N` (0x4E) even.
#[inline(always)]
fn white_bit(letter: u8) -> u8 {
    letter & 1
}

/// The offset of the first byte from `from` on that is 0x40 or more (bit 6 or 7 set): a letter,
/// where digits and separators are below. 64 bytes a step, OR-ed together.
fn first_letter(bytes: &[u8], from: usize) -> Option<usize> {
    const HIGH: u8 = 0xC0;
    let rest = bytes.get(from..)?;
    let mut offset = from;
    for chunk in rest.chunks_exact(64) {
        let chunk: &[u8; 64] = chunk.try_into().expect("64 bytes");
        if chunk.iter().fold(0, |any, &byte| any | byte) & HIGH != 0 {
            break;
        }
        offset += 64;
    }
    bytes[offset..]
        .iter()
        .position(|&byte| byte & HIGH != 0)
        .map(|index| offset + index)
}

/// Where the input's last token starts when it has `n` bytes, after a separator, at or after
/// `from`: where the colour string of the input's last test is, when the input is good.
fn last_token(bytes: &[u8], from: usize, n: u32) -> Option<usize> {
    let end = bytes.len()
        - bytes
            .iter()
            .rev()
            .take_while(|&&byte| is_separator(byte))
            .count();
    let start = end.checked_sub(n as usize)?;
    (start > from && is_separator(bytes[start - 1])).then_some(start)
}

/// Whether `letters` is a good colour string: only `W` and `N`, at least one `N`.
fn good_letters(letters: &[u8]) -> bool {
    let (mut others, mut uncoloured) = (false, false);
    for &letter in letters {
        others |= (letter != b'W') & (letter != b'N');
        uncoloured |= letter == b'N';
    }
    !others && uncoloured
}

/// The 0-based vertex of the id that follows the separator at `position` (or several), the
/// cursor then moved onto the separator just past it: `None` for anything but an id in `1..=n`.
/// Read by the scanner, for a batch that [`IdBatches::decode`] does not take.
#[inline(never)]
fn vertex_at(bytes: &[u8], position: &mut usize, n: u32) -> Option<u32> {
    let mut scanner = Scanner::new(bytes);
    scanner.seek(*position);
    let id = scanner.next_in_range("a node id", 1, u64::from(n)).ok()?;
    *position = scanner.position();
    Some(id as u32 - 1)
}

/// Reads the `ids.len()` ids (at most `2 * EDGE_BATCH`) that follow the separator at `position`
/// as 0-based vertices, the cursor then on the separator after the last: `None` for anything
/// but ids in `1..=n`. The shared bulk reader
/// ([`IdBatches::decode`]) reads the batch at once; a batch it does not take (anything unusual
/// in it, or the input's last bytes) is read one id at a time by [`vertex_at`].
#[inline(always)]
fn read_ids(
    batches: &mut IdBatches,
    bytes: &[u8],
    position: &mut usize,
    n: u32,
    ids: &mut [u32],
) -> Option<()> {
    match batches.decode(bytes, *position, n, ids) {
        Some(next) => *position = next,
        None => {
            for id in ids.iter_mut() {
                *id = vertex_at(bytes, position, n)?;
            }
        }
    }
    Some(())
}

/// The most vertices a test may have to take this path: a vertex id takes 26 bits of
/// [`Record::counts`].
pub(crate) const MAX_VERTICES: u32 = 1 << 26;

/// The records in a huge page (2 MiB).
const HUGE_PAGE_RECORDS: usize = (1 << 21) / std::mem::size_of::<Record>();

/// The bit of [`Record::parent`] that marks a root of the union-find (its rank below it).
const ROOT: u32 = 1 << 31;
/// The bits of [`Record::counts`] that hold the XOR of the vertex's neighbours.
const NEIGHBOURS: u32 = (1 << 26) - 1;
/// The bit of [`Record::counts`] set when the vertex is white.
const WHITE_SHIFT: u32 = 26;
/// The lowest bit of the two of [`Record::counts`] that count white neighbours: 0, 1, 2 (or
/// more: the count stops at 2, when its high bit is set).
const WHITE_NEIGHBOUR: u32 = 1 << 27;
/// The lowest bit of the three of [`Record::counts`] that count neighbours: 0 to 3, and 4 (or
/// more: the count stops at 4, when its high bit, the word's top bit, is set).
const NEIGHBOUR: u32 = 1 << 29;

/// What the large path keeps of a vertex: 8 bytes, so that an edge touches one cache line at
/// each end.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Record {
    /// The vertex's parent in the union-find, or [`ROOT`] and its rank (what roots are linked
    /// by) at a root.
    parent: u32,
    /// From the lowest bit: the XOR of the vertex's neighbours in 26 bits (a leaf's is its one
    /// neighbour), whether the vertex is white in 1 bit, the number of its white neighbours in 2
    /// bits (up to 2) and of all its
    /// neighbours in 3 bits (up to 4): the rules tell 0, 1, 2, 3 and 4 or more neighbours apart,
    /// and 0, 1 and 2 or more white ones.
    counts: u32,
}

impl Record {
    /// A vertex with no edge yet: a root of rank 0, not white.
    const ALONE: Record = Record {
        parent: ROOT,
        counts: 0,
    };

    /// A vertex with no edge yet, white when `white` is 1.
    #[inline(always)]
    fn alone(white: u32) -> Record {
        Record {
            parent: ROOT,
            counts: white << WHITE_SHIFT,
        }
    }

    /// 1 when the vertex is white, else 0.
    #[inline(always)]
    fn white(self) -> u32 {
        (self.counts >> WHITE_SHIFT) & 1
    }

    /// The number of neighbours, up to 4.
    #[inline(always)]
    fn degree(self) -> u32 {
        self.counts / NEIGHBOUR
    }

    /// The number of white neighbours, up to 2.
    #[cfg(test)]
    fn white_neighbours(self) -> u32 {
        (self.counts / WHITE_NEIGHBOUR) & 3
    }

    /// The vertex above `vertex` (whose record this is) in the union-find: its parent, or
    /// `vertex` itself at a root.
    #[inline(always)]
    fn above(self, vertex: u32) -> u32 {
        if self.parent & ROOT != 0 {
            vertex
        } else {
            self.parent
        }
    }

    /// The XOR of the neighbours.
    #[inline(always)]
    fn neighbours(self) -> u32 {
        self.counts & NEIGHBOURS
    }

    /// Counts the neighbour `other`, white when `white` is 1: each count goes up by one until
    /// its high bit is set.
    #[inline(always)]
    fn count(&mut self, other: u32, white: u32) {
        let counts = self.counts;
        let more = (!counts >> 31) * NEIGHBOUR;
        let whiter = (!counts >> 28) & white & 1;
        self.counts = (counts ^ other) + more + whiter * WHITE_NEIGHBOUR;
    }
}

/// `vertex` itself if it is a root, else its parent.
#[inline(always)]
fn step_up(records: &[Record], vertex: u32) -> u32 {
    records[vertex as usize].above(vertex)
}

/// The root of `vertex`'s set. Most roots are at most two steps up: those two steps are taken
/// by selects, with no branch whose guess the depth would decide; from a vertex deeper than
/// that the search goes on halving the path on its way.
#[inline(always)]
fn find(records: &mut [Record], vertex: u32) -> u32 {
    let mut vertex = step_up(records, step_up(records, vertex));
    loop {
        let up = records[vertex as usize].parent;
        if up & ROOT != 0 {
            return vertex;
        }
        let grand = records[up as usize].parent;
        if grand & ROOT != 0 {
            return up;
        }
        records[vertex as usize].parent = grand;
        vertex = grand;
    }
}

/// Joins the sets of `u` and `v` (union by rank): false when they are one set already (the edge
/// closes a cycle). The root of lower rank is linked under the other by stores at selected
/// places, with no branch on the ranks.
#[inline(always)]
fn join(records: &mut [Record], u: u32, v: u32) -> bool {
    let (root_u, root_v) = (find(records, u), find(records, v));
    if root_u == root_v {
        return false;
    }
    // Ranks sit below the ROOT bit: comparing the words compares the ranks.
    let (rank_u, rank_v) = (
        records[root_u as usize].parent,
        records[root_v as usize].parent,
    );
    let (low, high) = if rank_u < rank_v {
        (root_u, root_v)
    } else {
        (root_v, root_u)
    };
    records[low as usize].parent = high;
    records[high as usize].parent += u32::from(rank_u == rank_v);
    true
}

/// The edges of a test, a batch at a time: each batch counted in its ends' records, its ends'
/// sets joined. `records` has one record more than the tree has vertices: a scratch place for
/// the stores that have nothing to change.
///
/// A vertex that no edge has touched yet (degree 0) is alone in its set: an edge at it cannot
/// close a cycle, and it joins the other end's set with no search for a root (in random order,
/// two edges in three or more have such an end: every edge of a star, 72% of a random tree's,
/// 67% of a path's). It takes as its parent the other end's parent (the other end itself at a
/// root), read from the record the edge counts in anyway: it then hangs no deeper than the other
/// end, so that hanging never makes a search longer, and the heights stay within the ranks plus
/// one. Only an edge between two touched vertices searches both roots and links them by rank.
///
/// Which edges those are depends on the order the edges come in, so a branch on it would guess
/// wrong about as often as right. The loop over a batch makes no such branch: it counts every
/// edge, hangs an untouched end by a store at a selected place (the scratch record when neither
/// end is untouched), and sets the other edges aside as their ends' parents (the ends at roots),
/// which are in the ends' sets. Those climb one step up after the next batch is counted, and are
/// joined after the one after it: each step's records are prefetched a batch's time before they
/// are read (the parents once the batch is counted, the grandparents once they are known), so
/// that most searches find their roots in records already at hand. The order does not change
/// whether the edges close a cycle: a vertex untouched by the edges counted so far is alone
/// whichever of them have been joined yet.
#[derive(Debug)]
struct Edges {
    /// The edges set aside by the last three batches, as two vertices of their ends' sets each:
    /// by the last batch counted (the ends' parents, prefetched), by the one before (one step
    /// higher, prefetched), and by the one before that (joined), whose room the next batch takes.
    waiting: [[(u32, u32); EDGE_BATCH]; STAGES],
    /// How many edges each of [`Edges::waiting`] holds.
    counts: [usize; STAGES],
    /// Which of [`Edges::waiting`] the last batch counted set aside.
    last: usize,
}

/// The rooms of [`Edges::waiting`]: edges set aside, climbing, joined.
const STAGES: usize = 3;

impl Edges {
    /// No edge yet.
    fn new() -> Self {
        Edges {
            waiting: [[(0, 0); EDGE_BATCH]; STAGES],
            counts: [0; STAGES],
            last: 0,
        }
    }

    /// Counts a batch of at most [`EDGE_BATCH`] edges (`ids` in pairs), sets aside those that
    /// search for roots, moves the ones the batch before set aside one step up and joins those
    /// of the batch before that. The records of `next` (the next batch's ids, or any vertices:
    /// they are only prefetched) are prefetched on the way, an edge's at each edge. False when
    /// an edge is a self-loop or closes a cycle (the records are then left in no state to
    /// search further).
    #[inline(always)]
    fn add(&mut self, records: &mut [Record], ids: &[u32], next: &[u32; 2 * EDGE_BATCH]) -> bool {
        let scratch = records.len() - 1;
        let (climbing, this) = (self.last, (self.last + 1) % STAGES);
        let waiting = &mut self.waiting[this];
        let mut count = 0;
        let mut self_loop = false;
        let edges = ids[..ids.len().min(2 * EDGE_BATCH)].chunks_exact(2);
        for (edge, ahead) in edges.zip(next.chunks_exact(2)) {
            // Two prefetches an edge, rather than the whole next batch's at once: a burst of
            // them could find no room to wait for their lines.
            prefetch(records, ahead[0] as usize);
            prefetch(records, ahead[1] as usize);
            let (u, v) = (edge[0], edge[1]);
            self_loop |= u == v;
            let (record_u, record_v) = (records[u as usize], records[v as usize]);
            let (above_u, above_v) = (record_u.above(u), record_v.above(v));
            let (white_u, white_v) = (record_u.white(), record_v.white());
            let (alone_u, alone_v) = (record_u.degree() == 0, record_v.degree() == 0);
            records[u as usize].count(v, white_v);
            records[v as usize].count(u, white_u);
            // Hang `u` beside `v` if `u` is alone, else `v` beside `u` if `v` is.
            let (child, parent) = if alone_u { (u, above_v) } else { (v, above_u) };
            let hang = alone_u | alone_v;
            records[if hang { child as usize } else { scratch }].parent = parent;
            waiting[count] = (above_u, above_v);
            count += usize::from(!hang);
        }
        // A self-loop hung its end under itself: no search may start.
        if self_loop {
            return false;
        }
        for &(u, v) in &waiting[..count] {
            prefetch(records, u as usize);
            prefetch(records, v as usize);
        }
        self.counts[this] = count;
        for pair in &mut self.waiting[climbing][..self.counts[climbing]] {
            *pair = (step_up(records, pair.0), step_up(records, pair.1));
            prefetch(records, pair.0 as usize);
            prefetch(records, pair.1 as usize);
        }
        self.last = this;
        self.join_stage((this + 1) % STAGES, records)
    }

    /// Joins the edges of `stage`, which then holds none: false when one closes a cycle.
    #[inline(always)]
    fn join_stage(&mut self, stage: usize, records: &mut [Record]) -> bool {
        let count = std::mem::take(&mut self.counts[stage]);
        self.waiting[stage][..count]
            .iter()
            .all(|&(u, v)| join(records, u, v))
    }

    /// Joins every edge that waits: false when one closes a cycle.
    #[inline(always)]
    fn finish(&mut self, records: &mut [Record]) -> bool {
        (0..STAGES).all(|stage| self.join_stage(stage, records))
    }
}

/// What the scan of the vertices finds.
#[derive(Debug, Default)]
struct Counts {
    /// The white vertices.
    whites: u64,
    /// Whether a vertex has degree 4 or more in the reduced tree.
    degree_4: bool,
    /// The tree's vertices of degree 3 in the reduced tree (gadget vertices not counted); only
    /// without a vertex of degree 4 (with one, white vertices of degree 3 in the tree may be among
    /// them).
    degree_3: u64,
    /// Whether a white vertex has two white neighbours or more.
    white_path: bool,
}

/// A vertex's degree in the reduced tree: its gadget vertex is one more neighbour when white.
#[inline(always)]
fn reduced_degree(record: Record) -> u32 {
    record.degree() + record.white()
}

/// Scans the vertices' records, with no branch: each for its degree in the tree and, when white,
/// for what its gadget vertex changes (one more neighbour in the reduced tree) and its white
/// neighbours.
fn count(records: &[Record]) -> Counts {
    let (mut high, mut three, mut whites, mut any_whites, mut two) = (0u32, 0u32, 0u32, 0u32, 0u32);
    for record in records {
        let counts = record.counts;
        let white = record.white();
        // All ones when the vertex is white, else 0.
        let if_white = white.wrapping_neg();
        // A degree of 4 is the count's high bit, the word's top bit; a white vertex's gadget
        // makes a degree of 3 one of 4 (and 4 stays 4) by one more neighbour.
        high |= counts | (counts.wrapping_add(NEIGHBOUR) & if_white);
        three += u32::from(record.degree() == 3);
        whites += white;
        // Two white neighbours set that count's high bit.
        any_whites |= counts & if_white;
        // A white vertex of degree 2 has degree 3 in the reduced tree.
        two += white & u32::from(record.degree() == 2);
    }
    let degree_4 = high >= 4 * NEIGHBOUR;
    Counts {
        whites: u64::from(whites),
        degree_4,
        // With no vertex of degree 4 in the reduced tree, no white vertex has degree 3 in the
        // tree: the vertices of degree 3 in the tree counted are none of them white.
        degree_3: u64::from(three) + u64::from(two),
        white_path: any_whites & (2 * WHITE_NEIGHBOUR) != 0,
    }
}

/// The most vertices of degree 1 a tree has when the outcome turns on its forks (see [`decide`]).
const MOST_ENDS: usize = 4;

/// Whether White wins, from the counts (the edges formed a tree; no white vertex has two white
/// neighbours), as [`super::fast`] decides.
fn decide(records: &[Record], counts: &Counts) -> bool {
    if counts.degree_4 {
        return true;
    }
    // Three vertices of degree 3 in the reduced tree, none of degree 4: one is not a fork.
    let degree_3 = counts.degree_3 + counts.whites;
    if degree_3 >= 3 {
        return true;
    }
    if counts.degree_3 > 0 {
        // The tree's vertices of degree 3 (one or two): each is a fork unless two of its three
        // neighbours in the reduced tree are not leaves, that is unless at most one is a leaf.
        // The reduced tree has no vertex of degree 4 and at most two of degree 3, so at most 4
        // leaves (2 and one more a vertex of degree 3): its two at each white vertex's gadget,
        // and the tree's vertices of degree 1 that are not white. So the tree has at most 4
        // vertices of degree 1 (with `w` white vertices, at most `4 - 2w` that are not white and
        // `w` that are): one scan of the records finds them, and the forks are the vertices of
        // degree 3 that two of them hang on.
        // The records are looked at 64 at a time, with no branch but whether the 64 hold one.
        let mut ends = [0u32; MOST_ENDS];
        let mut found = 0;
        for (first, chunk) in (0u32..).step_by(64).zip(records.chunks(64)) {
            if !chunk
                .iter()
                .fold(false, |any, record| any | (record.degree() == 1))
            {
                continue;
            }
            for (vertex, record) in (first..).zip(chunk) {
                if record.degree() == 1 {
                    ends[found.min(MOST_ENDS - 1)] = vertex;
                    found += 1;
                }
            }
        }
        let leaves = ends[..found.min(MOST_ENDS)]
            .iter()
            .filter(|&&end| records[end as usize].white() == 0)
            .map(|&leaf| records[leaf as usize].neighbours());
        let mut forks = [u32::MAX; 2];
        for (index, first) in leaves.clone().enumerate() {
            let is_fork = leaves.clone().skip(index + 1).any(|second| second == first)
                && reduced_degree(records[first as usize]) == 3
                && !forks.contains(&first);
            if is_fork {
                forks[usize::from(forks[0] != u32::MAX)] = first;
            }
        }
        let fork_count = forks.iter().filter(|&&fork| fork != u32::MAX).count() as u64;
        if fork_count < counts.degree_3 {
            return true;
        }
    }
    // Every vertex of degree 3 is a fork: two of them and N' odd win.
    let reduced_vertices = records.len() as u64 + 3 * counts.whites;
    degree_3 == 2 && reduced_vertices % 2 == 1
}

impl Workspace {
    /// Reads the rest of a test of `n` vertices (the scanner just past `n`) and tells whether
    /// White wins, keeping no edge; `None` when anything about the test is wrong or laid out
    /// in a way this path does not read, the scanner then anywhere in it. On `Some`, the scanner
    /// is just past the colour string.
    #[inline(never)]
    pub(crate) fn large_white_wins(&mut self, scanner: &mut Scanner<'_>, n: u32) -> Option<bool> {
        if n > MAX_VERTICES || !could_hold_edges(scanner, n) {
            return None;
        }
        let bytes = scanner.bytes();
        if !self.colours_not_last {
            if let Some(colours) = last_token(bytes, scanner.position(), n) {
                let start = scanner.position();
                if let Some(white_wins) = self.large_white_wins_at(scanner, n, colours) {
                    return Some(white_wins);
                }
                self.colours_not_last = true;
                scanner.seek(start);
            }
        }
        let colours = first_letter(bytes, scanner.position())?;
        self.large_white_wins_at(scanner, n, colours)
    }

    /// [`Workspace::large_white_wins`] with the colour string at `colours`: `None` also when the
    /// edges do not end just before it.
    #[inline(never)]
    fn large_white_wins_at(
        &mut self,
        scanner: &mut Scanner<'_>,
        n: u32,
        colours: usize,
    ) -> Option<bool> {
        let bytes = scanner.bytes();
        let end = colours.checked_add(n as usize)?;
        let letters = bytes.get(colours..end)?;
        if !bytes.get(end).map_or(true, |&byte| is_separator(byte)) || !good_letters(letters) {
            return None;
        }
        let records = &mut self.large;
        records.clear();
        // One record a vertex, with its colour, and the scratch record of [`Edges`]; on huge
        // pages when new, as they are read at random. Only the whole huge pages inside the room
        // can be huge: room for a huge page's worth more (never touched, so never given memory)
        // puts the records' last bytes inside one.
        let records_needed = n as usize + 1;
        let room = records_needed
            + if records_needed >= HUGE_PAGE_RECORDS {
                HUGE_PAGE_RECORDS
            } else {
                0
            };
        crate::memory::try_reserve_huge(records, room).ok()?;
        records.extend(
            letters
                .iter()
                .map(|&letter| Record::alone(u32::from(white_bit(letter)))),
        );
        records.push(Record::ALONE);
        let mut position = scanner.position();
        // Two batches in turn: the next one's ids are read before the current one is counted,
        // and its records prefetched while it is, so that each record has about a batch's time
        // to arrive.
        let (mut first, mut second) = ([0u32; 2 * EDGE_BATCH], [0u32; 2 * EDGE_BATCH]);
        let (mut current, mut next) = (&mut first, &mut second);
        let mut batches = IdBatches::new();
        let mut edges = Edges::new();
        let mut left = n as usize - 1;
        let mut length = 0;
        loop {
            let read = 2 * left.min(EDGE_BATCH);
            if read > 0 {
                // A self-loop is found by [`Edges::add`].
                read_ids(&mut batches, bytes, &mut position, n, &mut next[..read])?;
                left -= read / 2;
            }
            if !edges.add(records, &current[..length], next) {
                return None;
            }
            if read == 0 {
                break;
            }
            std::mem::swap(&mut current, &mut next);
            length = read;
        }
        if !edges.finish(records) {
            return None;
        }
        while bytes.get(position).is_some_and(|&byte| is_separator(byte)) {
            position += 1;
        }
        if position != colours {
            return None;
        }
        let records = &records[..n as usize];
        let counts = count(records);
        if counts.white_path {
            return None;
        }
        scanner.seek(end);
        Some(decide(records, &counts))
    }
}

/// What the large path says about the one test of `text` (from its number of vertices on), if
/// it takes it; it must then stop just past the test.
#[cfg(test)]
pub(crate) fn white_wins_in(text: &str) -> Option<bool> {
    let mut scanner = Scanner::new(text.as_bytes());
    let n = super::parse::read_vertex_count(&mut scanner).ok()?;
    let answer = Workspace::new().large_white_wins(&mut scanner, n)?;
    assert!(scanner.at_end(), "{text:?}");
    Some(answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tree_tac_toe::families::{ColouredTree, FAMILIES};
    use crate::games::tree_tac_toe::fast::{decision, general};
    use crate::games::tree_tac_toe::parse::white_path_middle;
    use crate::games::tree_tac_toe::write_test;
    use crate::random::Random;

    /// Random white sets: none, sparse, dense (three white vertices on a path likely), every
    /// vertex but one, every vertex.
    fn recoloured(tree: &ColouredTree, round: usize, random: &mut Random) -> ColouredTree {
        let mut tree = tree.clone();
        match round % 6 {
            0 => {}
            1 => tree.white.iter_mut().for_each(|white| *white = false),
            2 => tree
                .white
                .iter_mut()
                .for_each(|white| *white = random.below(16) == 0),
            3 => tree
                .white
                .iter_mut()
                .for_each(|white| *white = random.below(3) == 0),
            4 => {
                let keep = random.below(u64::from(tree.n)) as usize;
                for (vertex, white) in tree.white.iter_mut().enumerate() {
                    *white = vertex != keep;
                }
            }
            _ => tree.white.iter_mut().for_each(|white| *white = true),
        }
        tree
    }

    #[test]
    fn the_large_path_answers_as_the_general_one() {
        let mut random = Random::from_seed(1110);
        let mut answered = [0usize; 2];
        for n in (2..=70).chain([100, 255, 256, 257, 1000, 5000, 20_000]) {
            let rounds = if n > 1000 { 12 } else { 36 };
            for round in 0..rounds {
                let family = FAMILIES[round % FAMILIES.len()];
                let tree = recoloured(&family.generate(n, &mut random), round / 3, &mut random);
                let expected = general(&tree);
                let mut text = String::new();
                write_test(&mut text, &tree);
                assert_eq!(
                    white_wins_in(&text),
                    expected,
                    "{}",
                    &text[..text.len().min(400)]
                );
                if let Some(white_wins) = expected {
                    answered[usize::from(white_wins)] += 1;
                }
                if n <= 300 {
                    // Other layouts: read (or given up on) alike.
                    for layout in [
                        text.replace('\n', "\r\n"),
                        text.replace(' ', "  "),
                        format!("{}\n", text.replace(' ', "\n")),
                        format!(" {}", text.trim_end()),
                    ] {
                        assert_eq!(white_wins_in(&layout), expected, "{layout:?}");
                    }
                }
                assert_eq!(
                    expected.is_none(),
                    white_path_middle(n, &tree.edges, &tree.white).is_some()
                        || !tree.white.contains(&false)
                );
            }
        }
        assert!(answered[0] > 50 && answered[1] > 500, "{answered:?}");
    }

    #[test]
    fn a_test_followed_by_others_stops_at_its_colour_string() {
        let mut random = Random::from_seed(22);
        let tree = FAMILIES[1].generate(300, &mut random);
        let mut text = String::new();
        write_test(&mut text, &tree);
        let whole = format!("{text}3\n1 2\n2 3\nNWN\n");
        let mut scanner = Scanner::new(whole.as_bytes());
        let n = scanner.next_u64("n").unwrap() as u32;
        let answer = Workspace::new().large_white_wins(&mut scanner, n);
        assert_eq!(answer, general(&tree));
        assert_eq!(scanner.position(), text.trim_end().len());
    }

    #[test]
    fn a_colour_string_that_is_not_the_last_token_is_found_by_the_scan() {
        // Two tests of the same size: the first one's guess (the input's last token) is the
        // second one's colour string, with other white vertices.
        let mut random = Random::from_seed(23);
        let mut scanned = 0;
        for family in FAMILIES {
            let trees = [family.generate(300, &mut random), {
                let tree = family.generate(300, &mut random);
                recoloured(&tree, 3, &mut random)
            }];
            let mut text = String::new();
            for tree in &trees {
                write_test(&mut text, tree);
            }
            let mut scanner = Scanner::new(text.as_bytes());
            let mut workspace = Workspace::new();
            for tree in &trees {
                let n = scanner.next_u64("n").unwrap() as u32;
                let answer = workspace.large_white_wins(&mut scanner, n);
                assert_eq!(answer, general(tree), "{}", family.name());
                if answer.is_none() {
                    break;
                }
                let mut one = String::new();
                write_test(&mut one, tree);
                let start = text.find(&one).expect("the test");
                assert_eq!(scanner.position(), start + one.trim_end().len());
                // The first test's guess was the second one's string: it failed, and the scan
                // found the right one.
                assert!(workspace.colours_not_last, "{}", family.name());
                scanned += 1;
            }
        }
        assert!(scanned >= FAMILIES.len(), "too few tests read by this path");
    }

    #[test]
    fn the_last_token_is_tried_where_it_could_be_a_colour_string() {
        assert_eq!(last_token(b"3 1 2\n2 3\nNWN\n\n", 0, 3), Some(10));
        assert_eq!(last_token(b"3 1 2\n2 3\nNWN", 0, 3), Some(10));
        assert_eq!(last_token(b"3 1 2\n2 3\nNWN", 10, 3), None);
        assert_eq!(last_token(b"3 1 2\n2 3\nNWN", 12, 3), None);
        assert_eq!(last_token(b"3 1 2\n2 3\nNWNN", 0, 3), None);
        assert_eq!(last_token(b"NWN", 0, 3), None);
        assert_eq!(last_token(b"  ", 0, 3), None);
    }

    #[test]
    fn what_is_wrong_is_left_to_the_general_path() {
        // A path of 5 in the layout of the contest, then each way of spoiling it.
        let good = "5\n1 2\n2 3\n3 4\n4 5\nWNNNW\n";
        assert_eq!(white_wins_in(good), Some(true));
        for text in [
            "5\n1 2\n2 3\n3 4\n4 5\nWNNNWN\n",
            "5\n1 2\n2 3\n3 4\n4 5\nWNNN\n",
            "5\n1 2\n2 3\n3 4\n4 5\nWWWNN\n",
            "5\n1 2\n2 3\n3 4\n4 5\nWWWWW\n",
            "5\n1 2\n2 3\n3 4\n4 5\nWNxNW\n",
            "5\n1 2\n2 3\n3 4\n4 5\nWNNNW7\n",
            "5\n1 2\n2 3\n3 4\n4 5\n",
            "5\n1 2\n2 3\n3 4\n4 5 6\nWNNNW\n",
            "5\n1 2\n2 3\n3 4\nWNNNW\n",
            "5\n1 2\n2 3\n3 1\n4 5\nWNNNW\n",
            "5\n1 2\n2 1\n3 4\n4 5\nWNNNW\n",
            "5\n1 2\n2 2\n3 4\n4 5\nWNNNW\n",
            "5\n1 2\n2 3\n3 4\n4 6\nWNNNW\n",
            "5\n1 2\n2 3\n3 4\n4 0\nWNNNW\n",
            "5\n1 2\n2 3\n3 4\n4 x\nWNNNW\n",
            "5\n1 2\n2 3\n3 4\n4 -5\nWNNNW\n",
            "5\n1 2\n2 3\n3 4\n4 5a\nWNNNW\n",
            "5\n1 2\n2 3\n3 4\n4 5\nwNNNW\n",
            "5\n1 2\n2 3\n3 4\n4 5\nWNN\u{e9}W\n",
        ] {
            assert_eq!(white_wins_in(text), None, "{text:?}");
        }
        // Ids written with leading zeros, or of eight digits, are still ids.
        assert_eq!(
            white_wins_in("5\n01 2\n2 00000003\n3 4\n4 5\nWNNNW\n"),
            Some(true)
        );
    }

    /// Whether [`Edges`] finds the edges, in their order, to form a tree.
    fn joined_as_a_tree(n: u32, edges: &[(u32, u32)]) -> bool {
        let mut records = vec![Record::ALONE; n as usize + 1];
        let ids: Vec<u32> = edges.iter().flat_map(|&(u, v)| [u, v]).collect();
        let mut joined = Edges::new();
        ids.chunks(2 * EDGE_BATCH)
            .all(|batch| joined.add(&mut records, batch, &[0; 2 * EDGE_BATCH]))
            && joined.finish(&mut records)
    }

    #[test]
    fn the_union_find_tells_trees_as_the_general_path_does() {
        let mut random = Random::from_seed(1_110_007);
        let mut trees = [0usize; 2];
        for n in (2..=40).chain([65, 200, 1000]) {
            for round in 0..60 {
                let family = FAMILIES[round % FAMILIES.len()];
                let mut edges = family.generate(n, &mut random).edges;
                // Some edges replaced by random pairs (a cycle and a part cut off, or a repeated
                // edge); then the edges shuffled, sorted, or turned around.
                let spoiled = [0, 0, 1, 2, 5][random.index(5)];
                for _ in 0..spoiled {
                    let at = random.index(edges.len());
                    let u = random.below(u64::from(n)) as u32;
                    let v = (u + 1 + random.below(u64::from(n) - 1) as u32) % n;
                    edges[at] = (u, v);
                }
                match round % 4 {
                    0 => random.shuffle(&mut edges),
                    1 => edges.sort_unstable(),
                    2 => edges.iter_mut().for_each(|(u, v)| std::mem::swap(u, v)),
                    _ => {}
                }
                let expected = decision(n, &edges, &vec![false; n as usize]).is_ok();
                assert_eq!(joined_as_a_tree(n, &edges), expected, "{n} {edges:?}");
                trees[usize::from(expected)] += 1;
            }
            // A chain hung one vertex under the last, either way round, then closed into a cycle
            // (the last vertex left out) or not.
            let chain: Vec<(u32, u32)> = (1..n).map(|vertex| (vertex, vertex - 1)).collect();
            let turned: Vec<(u32, u32)> = chain.iter().map(|&(u, v)| (v, u)).collect();
            assert!(joined_as_a_tree(n, &chain) && joined_as_a_tree(n, &turned));
            if n >= 3 {
                let mut closed = chain[..n as usize - 2].to_vec();
                closed.push((n - 2, 0));
                assert!(!joined_as_a_tree(n, &closed), "{closed:?}");
            }
        }
        assert!(trees[0] > 200 && trees[1] > 500, "{trees:?}");
        assert!(!joined_as_a_tree(2, &[(1, 1)]));
        assert!(!joined_as_a_tree(3, &[(0, 1), (1, 1)]));
    }

    #[test]
    fn hanging_keeps_the_heights_within_the_ranks_plus_one() {
        let mut random = Random::from_seed(1_110_008);
        for n in [2, 3, 50, 1000, 20_000] {
            for family in FAMILIES {
                let mut edges = family.generate(n, &mut random).edges;
                random.shuffle(&mut edges);
                let mut records = vec![Record::ALONE; n as usize + 1];
                let ids: Vec<u32> = edges.iter().flat_map(|&(u, v)| [u, v]).collect();
                let mut joined = Edges::new();
                assert!(ids.chunks(2 * EDGE_BATCH).all(|batch| joined.add(
                    &mut records,
                    batch,
                    &[0; 2 * EDGE_BATCH]
                )));
                assert!(joined.finish(&mut records));
                for vertex in 0..n {
                    let (mut at, mut height) = (vertex, 0);
                    while records[at as usize].parent & ROOT == 0 {
                        at = records[at as usize].parent;
                        height += 1;
                    }
                    let rank = records[at as usize].parent & !ROOT;
                    assert!(height <= rank + 1, "{} {n}: {height} {rank}", family.name());
                }
            }
        }
    }

    #[test]
    fn records_count_up_to_their_limits() {
        for white in [0, 1] {
            let mut record = Record::alone(white);
            let mut xor = 0;
            for step in 0..20u32 {
                let other = (MAX_VERTICES - 1) ^ (step * 77_777);
                record.count(other, u32::from(step % 3 == 0));
                xor ^= other;
                assert_eq!(record.neighbours(), xor);
                assert_eq!(record.degree(), (step + 1).min(4));
                assert_eq!(record.white_neighbours(), (step / 3 + 1).min(2));
                assert_eq!(record.white(), white);
            }
            assert_eq!(record.parent, ROOT);
        }
    }

    #[test]
    fn ids_of_every_length_are_read() {
        for digits in 1..=10u32 {
            let id = 10u64.pow(digits - 1) + 7;
            for tail in [" ", "\n", "\r\n", "", "x", "  5"] {
                let text = format!(" {id}{tail}");
                let mut position = 0;
                let n = u32::MAX;
                let read = vertex_at(text.as_bytes(), &mut position, n);
                let clean = tail != "x";
                assert_eq!(read, clean.then(|| id as u32 - 1), "{text:?}");
                if clean {
                    assert_eq!(position, 1 + digits as usize, "{text:?}");
                }
                let mut position = 0;
                assert_eq!(
                    vertex_at(text.as_bytes(), &mut position, id as u32 - 1),
                    None
                );
            }
        }
    }

    #[test]
    fn a_batch_of_ids_reads_as_one_id_at_a_time() {
        // Clean ids, and at random places what the window does not take: two separators, eight
        // digits, an id out of range, a bad token; the batch then followed by a colour string
        // long enough for the window, or by the input's end.
        let mut random = Random::from_seed(2022);
        let n = 999u32;
        for round in 0..2000 {
            let count = 1 + random.index(2 * EDGE_BATCH);
            let mut text = String::new();
            for _ in 0..count {
                let id = 1 + random.below(u64::from(n));
                text += &match random.index(40) {
                    0 => format!("  {id}"),
                    1 => format!(" {id:08}"),
                    2 => format!("\r\n{id}"),
                    3 if round % 5 == 0 => format!(" {}", n + 1),
                    4 if round % 7 == 0 => format!(" {id}x"),
                    _ => format!(" {id}"),
                };
            }
            if round % 4 != 0 {
                text += &format!("\n{}", "N".repeat(600));
            }
            let bytes = text.as_bytes();
            let mut position = 0;
            let expected: Option<Vec<u32>> = (0..count)
                .map(|_| vertex_at(bytes, &mut position, n))
                .collect();
            let mut ids = vec![0u32; count];
            let mut at = 0;
            let read = read_ids(&mut IdBatches::new(), bytes, &mut at, n, &mut ids).map(|()| ids);
            assert_eq!(read, expected, "{text:?}");
            if read.is_some() {
                assert_eq!(at, position, "{text:?}");
            }
        }
    }

    #[test]
    fn the_first_letter_is_found_in_every_position() {
        for length in 0..200 {
            for at in 0..length {
                let mut bytes = vec![b' '; length];
                bytes[at] = b'N';
                assert_eq!(first_letter(&bytes, 0), Some(at));
                assert_eq!(first_letter(&bytes, at), Some(at));
                assert_eq!(first_letter(&bytes, at + 1), None);
            }
        }
        assert_eq!(first_letter(b"12 7\n\xff", 0), Some(5));
        assert_eq!(first_letter(b"12", 3), None);
    }

    #[test]
    fn two_forks_of_each_parity_and_lone_degree_3_vertices() {
        // An H: a spine 0..k with two leaves on each end; a Y: a fork at one end of a path.
        for k in 2..=40u32 {
            let mut edges: Vec<(u32, u32)> = (1..k).map(|vertex| (vertex - 1, vertex)).collect();
            edges.extend([(0, k), (0, k + 1), (k - 1, k + 2), (k - 1, k + 3)]);
            let n = k + 4;
            for whites in [vec![], vec![k], vec![k, k + 2], vec![1], vec![k + 3]] {
                let white: Vec<bool> = (0..n).map(|vertex| whites.contains(&vertex)).collect();
                for cut in [0, 1, 2] {
                    // Without the last `cut` leaves: H, Y, path with a fork.
                    let tree = ColouredTree {
                        n: n - cut,
                        edges: edges[..edges.len() - cut as usize].to_vec(),
                        white: white[..(n - cut) as usize].to_vec(),
                    };
                    let mut text = String::new();
                    write_test(&mut text, &tree);
                    assert_eq!(white_wins_in(&text), general(&tree), "{text}");
                }
            }
        }
    }
}
