//! The binary trie of the strings, built one string at a time without recursion, rejecting a
//! string that would break the prefix-free condition as it is inserted.
//!
//! A node is two child ids (8 bytes); the root is node 0, so id 0 never names a child and means
//! "no child". A string's last node is a leaf: nothing may extend it, so its first slot holds the
//! marker [`LEAF`] and its second the string's 0-based index. Inserting walks the existing nodes
//! along the string and appends the missing ones in one run, so nodes are laid out in the order
//! they are created and each string's new nodes are consecutive.

/// The first slot of a leaf (a node where a string ends).
const LEAF: u32 = u32::MAX;

/// The most nodes a trie may have: ids stay below [`LEAF`]. The root counts, so the strings may
/// hold up to `MAX_NODES - 1` distinct prefixes, which bounds their total length when every
/// string starts a new branch.
pub const MAX_NODES: usize = u32::MAX as usize;

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
    /// The string is a proper prefix of some earlier string (the trie does not know which; the
    /// reader finds it when it reports the error).
    PrefixOfEarlier,
    /// The trie would exceed [`MAX_NODES`] nodes.
    TooManyNodes,
    /// Memory for the new nodes could not be had.
    OutOfMemory,
}

/// The trie of a prefix-free set of binary strings.
#[derive(Debug, Clone)]
pub struct Trie {
    /// Per node, the child ids for `0` and `1` (0: none), or `[LEAF, index]` for a leaf.
    nodes: Vec<[u32; 2]>,
    /// How many strings were inserted.
    strings: u32,
}

impl Default for Trie {
    fn default() -> Self {
        Self::new()
    }
}

/// The child slot a character selects: `0` for `b'0'`, `1` for `b'1'`.
#[inline]
fn slot(character: u8) -> usize {
    usize::from(character & 1)
}

impl Trie {
    /// A trie holding only the root (the empty string).
    pub fn new() -> Self {
        Trie {
            nodes: vec![[0, 0]],
            strings: 0,
        }
    }

    /// Reserves room for strings of `characters` characters in total, if memory allows (inserting
    /// asks again for what it needs, so a failure here is not an error).
    pub fn reserve(&mut self, characters: usize) {
        let wanted = characters.min(MAX_NODES - self.nodes.len());
        let _ = self.nodes.try_reserve_exact(wanted);
    }

    /// The number of nodes, the root included: the number of distinct prefixes of the strings,
    /// the empty one and the strings themselves included.
    pub fn node_count(&self) -> u64 {
        self.nodes.len() as u64
    }

    /// The number of strings inserted.
    pub fn string_count(&self) -> u64 {
        u64::from(self.strings)
    }

    /// Adds `string` (bytes `b'0'` and `b'1'`, at least one; other bytes are read by their last
    /// bit, so the caller checks the characters first). Returns the length of its longest prefix
    /// that was already a node: the new nodes are those of depths `shared + 1 ..= string.len()`.
    ///
    /// Fails, leaving the trie unchanged, when the string equals an earlier one, has an earlier
    /// one as a prefix, or is a prefix of an earlier one.
    #[inline]
    pub fn insert(&mut self, string: &[u8]) -> Result<usize, InsertError> {
        let length = string.len();
        let mut node = 0usize;
        let mut depth = 0usize;
        loop {
            let entry = self.nodes[node];
            if entry[0] == LEAF {
                return Err(if depth == length {
                    InsertError::Equal { earlier: entry[1] }
                } else {
                    InsertError::EarlierIsPrefix { earlier: entry[1] }
                });
            }
            if depth == length {
                return Err(InsertError::PrefixOfEarlier);
            }
            let child = entry[slot(string[depth])];
            if child == 0 {
                break;
            }
            node = child as usize;
            depth += 1;
        }
        let created = length - depth;
        if created > MAX_NODES - self.nodes.len() {
            return Err(InsertError::TooManyNodes);
        }
        self.nodes
            .try_reserve(created)
            .map_err(|_| InsertError::OutOfMemory)?;
        let mut id = self.nodes.len() as u32;
        self.nodes[node][slot(string[depth])] = id;
        for &character in &string[depth + 1..] {
            id += 1;
            let mut entry = [0u32; 2];
            entry[slot(character)] = id;
            self.nodes.push(entry);
        }
        self.nodes.push([LEAF, self.strings]);
        self.strings += 1;
        Ok(depth)
    }

    /// Visits every free region in lexicographic order of its first string, without recursion:
    /// for every internal node `u` (a proper prefix of some string, the root included) and bit
    /// `c` such that `u + c` is not a node, calls `visit(u + c, |u|)` with `u + c` as `b'0'`/`b'1'`
    /// bytes. Every string that begins with `u + c` can still be added, and only those of its
    /// region interact with it.
    pub fn for_each_free_region(&self, mut visit: impl FnMut(&[u8], usize)) {
        // Entries: (node id, or 0 for a missing child; its depth; the bit that leads to it).
        let mut stack: Vec<(u32, usize, u8)> = Vec::new();
        let mut path: Vec<u8> = Vec::new();
        let push_children = |stack: &mut Vec<(u32, usize, u8)>, node: usize, depth: usize| {
            let [zero, one] = self.nodes[node];
            // The `1` side first, so the `0` side is visited first.
            stack.push((one, depth + 1, b'1'));
            stack.push((zero, depth + 1, b'0'));
        };
        push_children(&mut stack, 0, 0);
        while let Some((node, depth, character)) = stack.pop() {
            path.truncate(depth - 1);
            path.push(character);
            if node == 0 {
                visit(&path, depth - 1);
            } else if self.nodes[node as usize][0] != LEAF {
                push_children(&mut stack, node as usize, depth);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn regions(trie: &Trie) -> Vec<(String, usize)> {
        let mut found = Vec::new();
        trie.for_each_free_region(|prefix, depth| {
            found.push((String::from_utf8(prefix.to_vec()).unwrap(), depth));
        });
        found
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
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let mut trie = Trie::new();
        let long = vec![b'0'; 1_000_000];
        trie.insert(&long).unwrap();
        let mut other = long.clone();
        other[999_999] = b'1';
        assert_eq!(trie.insert(&other), Ok(999_999));
        let mut count = 0;
        trie.for_each_free_region(|prefix, depth| {
            assert_eq!(prefix.len(), depth + 1);
            count += 1;
        });
        // Every node of the path but the last has a free sibling side: 999,999 regions.
        assert_eq!(count, 999_999);
    }
}
