//! The binary trie of the strings, compressed (a radix tree): built one string at a time without
//! recursion, rejecting a string that would break the prefix-free condition as it is inserted.
//!
//! The trie of the spec has one node per distinct prefix of the strings, up to 10^7 of them. Most
//! have a single child, so this one keeps only the root, the branch nodes (two children) and the
//! leaves (the strings); a chain of single-child nodes between two kept nodes is an edge,
//! labelled by a slice of a *witness*: any string that passes through it. A node is 16 bytes and
//! there are fewer than `2N + 1` of them, however long the strings. Walking a shared prefix
//! compares the new string with the witness eight bytes at a time instead of following one
//! pointer per character, and a long new tail costs one node instead of one per character.

use super::fast::common_prefix;

/// The first child slot of a leaf (a node where a string ends).
const LEAF: u32 = u32::MAX;

/// The most kept nodes: ids stay below `LEAF` (`u32::MAX`, the mark of a leaf); `N` strings need
/// at most `2N + 1`.
pub const MAX_NODES: usize = u32::MAX as usize;

/// The longest string the trie takes: depths are kept in 32 bits.
pub const MAX_STRING_LENGTH: u64 = u32::MAX as u64;

/// A kept node: the root, a branch or a leaf.
#[derive(Debug, Clone, Copy)]
struct Node {
    /// The child ids for `0` and `1` (0: none; the root is never a child); `[LEAF, LEAF]` for a
    /// leaf.
    children: [u32; 2],
    /// The index of a string that passes through the node (for a leaf, its own string): the
    /// label of the edge into the node is `strings[witness][parent depth..depth]`.
    witness: u32,
    /// The node's depth: the length of the prefix it stands for.
    depth: u32,
}

/// Why a string cannot be added to the set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InsertError {
    /// The string equals the earlier string of this 0-based index.
    Equal {
        /// The earlier string's 0-based index.
        earlier: u32,
    },
    /// The earlier string of this 0-based index is a proper prefix of the string.
    EarlierIsPrefix {
        /// The earlier string's 0-based index.
        earlier: u32,
    },
    /// The string is a proper prefix of some earlier string (the reader finds the first such
    /// string when it reports the error).
    PrefixOfEarlier,
    /// The trie would exceed [`MAX_NODES`] nodes, or the string [`MAX_STRING_LENGTH`]
    /// characters.
    TooLarge,
    /// Memory for the new nodes could not be had.
    OutOfMemory,
}

/// The trie of a prefix-free set of binary strings, borrowing the strings.
#[derive(Debug, Clone)]
pub struct Trie<'a> {
    nodes: Vec<Node>,
    strings: Vec<&'a [u8]>,
    /// The number of nodes of the uncompressed trie: distinct prefixes, the empty one included.
    prefixes: u64,
}

impl Default for Trie<'_> {
    fn default() -> Self {
        Self::new()
    }
}

/// The child slot a character selects: `0` for `b'0'`, `1` for `b'1'`.
#[inline]
fn slot(character: u8) -> usize {
    usize::from(character & 1)
}

impl<'a> Trie<'a> {
    /// A trie holding only the root (the empty string).
    pub fn new() -> Self {
        Trie {
            nodes: vec![Node {
                children: [0, 0],
                witness: 0,
                depth: 0,
            }],
            strings: Vec::new(),
            prefixes: 1,
        }
    }

    /// The number of nodes of the (uncompressed) trie, the root included: the number of distinct
    /// prefixes of the strings, the empty one and the strings themselves included.
    pub fn node_count(&self) -> u64 {
        self.prefixes
    }

    /// The number of strings inserted.
    pub fn string_count(&self) -> u64 {
        self.strings.len() as u64
    }

    /// Adds `string` (bytes `b'0'` and `b'1'`, at least one; other bytes are read by their last
    /// bit, so the caller checks the characters first). Returns the length of its longest prefix
    /// that was already in the trie: the new (uncompressed) nodes are those of depths
    /// `shared + 1 ..= string.len()`.
    ///
    /// Fails, leaving the trie unchanged, when the string equals an earlier one, has an earlier
    /// one as a prefix, or is a prefix of an earlier one.
    #[inline]
    pub fn insert(&mut self, string: &'a [u8]) -> Result<usize, InsertError> {
        let length = string.len();
        if length as u64 > MAX_STRING_LENGTH
            || self.nodes.len() + 2 > MAX_NODES
            || self.strings.len() as u64 >= u64::from(LEAF)
        {
            return Err(InsertError::TooLarge);
        }
        let mut node = 0usize;
        loop {
            let current = self.nodes[node];
            let depth = current.depth as usize;
            if current.children[0] == LEAF {
                let earlier = current.witness;
                return Err(if depth == length {
                    InsertError::Equal { earlier }
                } else {
                    InsertError::EarlierIsPrefix { earlier }
                });
            }
            if depth == length {
                return Err(InsertError::PrefixOfEarlier);
            }
            let side = slot(string[depth]);
            let child = current.children[side];
            if child == 0 {
                let leaf = self.add_leaf(string)?;
                self.nodes[node].children[side] = leaf;
                self.prefixes += (length - depth) as u64;
                return Ok(depth);
            }
            let below = self.nodes[child as usize];
            let below_depth = below.depth as usize;
            let end = length.min(below_depth);
            let witness = self.strings[below.witness as usize];
            // The first character of the edge matched when the child was chosen.
            let shared =
                depth + 1 + common_prefix(&string[depth + 1..end], &witness[depth + 1..end]);
            if shared < end {
                // The string leaves the edge at `shared`: a branch node goes there.
                crate::memory::try_reserve(&mut self.nodes, 2)
                    .map_err(|_| InsertError::OutOfMemory)?;
                let leaf = self.add_leaf(string)?;
                let branch = self.nodes.len() as u32;
                let mut children = [0u32; 2];
                children[slot(witness[shared])] = child;
                children[slot(string[shared])] = leaf;
                self.nodes.push(Node {
                    children,
                    witness: below.witness,
                    depth: shared as u32,
                });
                self.nodes[node].children[side] = branch;
                self.prefixes += (length - shared) as u64;
                return Ok(shared);
            }
            if length < below_depth {
                // The string ends inside the edge: a proper prefix of the witness.
                return Err(InsertError::PrefixOfEarlier);
            }
            node = child as usize;
        }
    }

    /// Appends a leaf for `string` and records the string; returns the leaf's id.
    fn add_leaf(&mut self, string: &'a [u8]) -> Result<u32, InsertError> {
        crate::memory::try_reserve(&mut self.nodes, 1).map_err(|_| InsertError::OutOfMemory)?;
        crate::memory::try_reserve(&mut self.strings, 1).map_err(|_| InsertError::OutOfMemory)?;
        let leaf = self.nodes.len() as u32;
        self.nodes.push(Node {
            children: [LEAF, LEAF],
            witness: self.strings.len() as u32,
            depth: string.len() as u32,
        });
        self.strings.push(string);
        Ok(leaf)
    }

    /// Visits every free region in lexicographic order of its first string, without recursion:
    /// for every node `u` of the uncompressed trie that is a proper prefix of some string (the
    /// root included) and bit `c` such that `u + c` is not in the trie, calls `visit(u, c)` with
    /// `u` as `b'0'`/`b'1'` bytes and `c` as `b'0'` or `b'1'`. Every string beginning with
    /// `u + c` can still be added, and only those of its region interact with it.
    pub fn for_each_free_region(&self, mut visit: impl FnMut(&[u8], u8)) {
        /// Work left, most urgent last.
        enum Item {
            /// The edge into this node from a node of the given depth: its regions on the `0`
            /// side, then the node's subtree, then the edge's regions on the `1` side.
            Edge(u32, u32),
            /// The `1`-side regions of the edge into this node from a node of the given depth,
            /// deepest first.
            OneSides(u32, u32),
            /// A region just below the root.
            RootRegion(u8),
        }
        let mut stack = Vec::new();
        let push_sides = |stack: &mut Vec<Item>, node: &Node, root: bool| {
            for (side, character) in [(1, b'1'), (0, b'0')] {
                match node.children[side] {
                    0 if root => stack.push(Item::RootRegion(character)),
                    0 => {}
                    child => stack.push(Item::Edge(child, node.depth)),
                }
            }
        };
        push_sides(&mut stack, &self.nodes[0], true);
        while let Some(item) = stack.pop() {
            match item {
                Item::RootRegion(character) => visit(&[], character),
                Item::Edge(child, parent_depth) => {
                    let node = &self.nodes[child as usize];
                    let witness = self.strings[node.witness as usize];
                    let (from, to) = (parent_depth as usize + 1, node.depth as usize);
                    // Inside the edge, the node of depth k has the single child witness[k]; a
                    // `1` leaves the region `witness[..k] + 0` before the subtree.
                    for depth in from..to {
                        if witness[depth] == b'1' {
                            visit(&witness[..depth], b'0');
                        }
                    }
                    stack.push(Item::OneSides(child, parent_depth));
                    if node.children[0] != LEAF {
                        push_sides(&mut stack, node, false);
                    }
                }
                Item::OneSides(child, parent_depth) => {
                    let node = &self.nodes[child as usize];
                    let witness = self.strings[node.witness as usize];
                    let (from, to) = (parent_depth as usize + 1, node.depth as usize);
                    for depth in (from..to).rev() {
                        if witness[depth] == b'0' {
                            visit(&witness[..depth], b'1');
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn regions(trie: &Trie<'_>) -> Vec<(String, usize)> {
        let mut found = Vec::new();
        trie.for_each_free_region(|head, last| {
            let mut prefix = String::from_utf8(head.to_vec()).unwrap();
            prefix.push(char::from(last));
            found.push((prefix, head.len()));
        });
        found
    }

    #[test]
    fn common_prefixes_word_by_word() {
        assert_eq!(common_prefix(b"", b""), 0);
        assert_eq!(common_prefix(b"0101", b"0101"), 4);
        assert_eq!(common_prefix(b"0101", b"0111"), 2);
        let long = b"0101010101010101010110";
        for position in 0..long.len() {
            let mut other = long.to_vec();
            other[position] ^= 1;
            assert_eq!(common_prefix(long, &other), position);
        }
        assert_eq!(common_prefix(long, long), long.len());
    }

    #[test]
    fn builds_and_lists_free_regions_in_order() {
        let mut trie = Trie::new();
        assert_eq!(regions(&trie), vec![("0".into(), 0), ("1".into(), 0)]);
        assert_eq!(trie.insert(b"110"), Ok(0));
        assert_eq!(trie.insert(b"0"), Ok(0));
        assert_eq!(trie.insert(b"10"), Ok(1));
        assert_eq!(trie.node_count(), 6);
        assert_eq!(trie.string_count(), 3);
        // Sample 3 of the spec: the only free region is `111`.
        assert_eq!(regions(&trie), vec![("111".into(), 2)]);
        let mut trie = Trie::new();
        trie.insert(b"11").unwrap();
        // Sample 5: the strings beginning with 0, and the string 10.
        assert_eq!(regions(&trie), vec![("0".into(), 0), ("10".into(), 1)]);
        // Long edges with both kinds of sides, and a branch in the middle of an edge.
        let mut trie = Trie::new();
        trie.insert(b"010011").unwrap();
        assert_eq!(trie.insert(b"0101"), Ok(3));
        assert_eq!(trie.node_count(), 8);
        assert_eq!(
            regions(&trie),
            vec![
                ("00".into(), 1),
                ("01000".into(), 4),
                ("010010".into(), 5),
                ("011".into(), 2),
                ("1".into(), 0),
            ]
        );
    }

    #[test]
    fn rejects_what_breaks_the_set_and_stays_unchanged() {
        let mut trie = Trie::new();
        trie.insert(b"01").unwrap();
        trie.insert(b"1").unwrap();
        let before = (trie.node_count(), trie.string_count());
        assert_eq!(trie.insert(b"01"), Err(InsertError::Equal { earlier: 0 }));
        assert_eq!(trie.insert(b"1"), Err(InsertError::Equal { earlier: 1 }));
        assert_eq!(
            trie.insert(b"0110"),
            Err(InsertError::EarlierIsPrefix { earlier: 0 })
        );
        assert_eq!(
            trie.insert(b"10"),
            Err(InsertError::EarlierIsPrefix { earlier: 1 })
        );
        assert_eq!(trie.insert(b"0"), Err(InsertError::PrefixOfEarlier));
        assert_eq!((trie.node_count(), trie.string_count()), before);
        assert_eq!(trie.insert(b"00"), Ok(1));
        // Prefixes that end inside an edge or at a branch node.
        let mut trie = Trie::new();
        trie.insert(b"0000000000").unwrap();
        trie.insert(b"0000011").unwrap();
        assert_eq!(trie.insert(b"000"), Err(InsertError::PrefixOfEarlier));
        assert_eq!(trie.insert(b"00000"), Err(InsertError::PrefixOfEarlier));
        assert_eq!(trie.insert(b"000000000"), Err(InsertError::PrefixOfEarlier));
        assert_eq!(
            trie.insert(b"00000110"),
            Err(InsertError::EarlierIsPrefix { earlier: 1 })
        );
        assert_eq!(trie.insert(b"000001"), Err(InsertError::PrefixOfEarlier));
        assert_eq!(trie.insert(b"0000010"), Ok(6));
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let long = vec![b'0'; 1_000_000];
        let mut other = long.clone();
        other[999_999] = b'1';
        let mut trie = Trie::new();
        trie.insert(&long).unwrap();
        assert_eq!(trie.insert(&other), Ok(999_999));
        assert_eq!(trie.node_count(), 1_000_002);
        let mut count = 0;
        trie.for_each_free_region(|head, last| {
            // Deepest first along the edge (the regions `0^k 1`, in lexicographic order).
            assert_eq!((head.len(), last), (999_998 - count, b'1'));
            assert_ne!(head.last(), Some(&b'1'));
            count += 1;
        });
        // Every node of the path but the last has a free sibling side: 999,999 regions.
        assert_eq!(count, 999_999);
    }
}
