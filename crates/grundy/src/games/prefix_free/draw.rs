//! prefix-free's picture: the trie of the strings (the root, the proper prefixes, the strings in
//! the set filled), and beside it every free region — a missing child `u + c` of an internal
//! node, under which every string can still be added — dashed, with its height `h = L - |u|`
//! and value `lowbit(h)`; the regions where a winning move starts outlined, with how many
//! characters the string to add has.

use std::collections::BTreeMap;

use crate::draw::colour::{GREY, HIGHLIGHT, LIGHT_BLUE, LIGHT_GREY, WHITE};
use crate::draw::picture::{Body, Click, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_size, counted, Drawable};
use crate::game::Refusal;

use super::fast::{lowbit, winning_length};
use super::{PrefixFree, PrefixTest};

impl Drawable for PrefixFree {
    fn picture((): &(), test: &PrefixTest) -> Result<Picture, Refusal> {
        let l = test.header.l;
        let characters: usize = test.strings.iter().map(Vec::len).sum();
        check_size(characters, "characters in the strings")?;
        // Every prefix of every string, the empty one included, in order (so a parent comes
        // before its children).
        let mut prefixes: BTreeMap<Vec<u8>, bool> = BTreeMap::new();
        prefixes.insert(Vec::new(), false);
        for string in &test.strings {
            for end in 1..string.len() {
                prefixes.entry(string[..end].to_vec()).or_insert(false);
            }
            prefixes.insert(string.clone(), true);
        }
        let mut regions = Vec::new();
        for (prefix, &is_string) in &prefixes {
            if is_string {
                continue;
            }
            for bit in [b'0', b'1'] {
                let mut child = prefix.clone();
                child.push(bit);
                if !prefixes.contains_key(&child) {
                    regions.push((child, l - prefix.len() as u64));
                }
            }
        }
        check_size(
            prefixes.len() + regions.len(),
            "trie nodes and free regions",
        )?;
        let nim_sum = regions.iter().fold(0, |sum, &(_, h)| sum ^ lowbit(h));
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        let mut graph = Graph::default();
        let mut index: BTreeMap<Vec<u8>, usize> = BTreeMap::new();
        for (prefix, &is_string) in &prefixes {
            let name = if prefix.is_empty() {
                "(root)".to_string()
            } else {
                text(prefix)
            };
            let mut node = Node::new(name, if is_string { LIGHT_BLUE } else { WHITE });
            node.square = prefix.is_empty();
            index.insert(prefix.clone(), graph.nodes.len());
            graph.nodes.push(node);
            if let Some((_, parent)) = prefix.split_last() {
                let mut edge = Edge::new(index[parent], graph.nodes.len() - 1, GREY);
                edge.label = Some(text(&prefix[prefix.len() - 1..]));
                graph.edges.push(edge);
            }
        }
        let mut winning = 0;
        for (region, height) in &regions {
            let mut note = format!("h={height} g={}", lowbit(*height));
            let mut node = Node::new(format!("{}…", text(region)), LIGHT_GREY);
            if let Some(j) = winning_length(nim_sum, *height) {
                node.ring = Some(HIGHLIGHT);
                note.push_str(&format!(" +{}", j));
                winning += 1;
            }
            node.note = Some(note);
            graph.nodes.push(node);
            let mut edge = Edge::new(
                index[&region[..region.len() - 1]],
                graph.nodes.len() - 1,
                GREY,
            );
            edge.dashed = true;
            edge.label = Some(text(&region[region.len() - 1..]));
            graph.edges.push(edge);
        }
        let title = if nim_sum != 0 {
            format!(
                "prefix-free: the first player (Alice) wins: nim-sum {nim_sum}, {} where a winning move starts",
                counted(winning as u64, "free region")
            )
        } else {
            "prefix-free: the first player (Alice) loses (Bob): nim-sum 0".to_string()
        };
        Ok(Picture::new(title, Body::Graph(graph))
            .caption(format!(
                "The trie of the strings (L = {l}); each grey node is a free region: every string that starts with it can still be added."
            ))
            .caption("A region of height h (its strings have 1 to h characters more) is worth lowbit(h); the game, their XOR.")
            .caption("In an outlined region a winning move adds the region's string followed by as many characters as +j says.")
            .swatch(Swatch::fill(LIGHT_BLUE, "a string of the set"))
            .swatch(Swatch::fill(WHITE, "a proper prefix of a string"))
            .swatch(Swatch::fill(LIGHT_GREY, "a free region (dashed edge)"))
            .swatch(Swatch::line(HIGHLIGHT, "a free region where a winning move starts")))
    }
}

/// A prefix-free position in play: every string up to the length limit as the full binary trie
/// under the root, those in the set (bits of `set` over `words`) filled, those that may be added
/// (`legal`) white and clickable, the others grey (a prefix or an extension of one in the set).
pub(crate) fn trie_in_play(
    described: &str,
    words: &[String],
    set: u32,
    legal: u32,
) -> Result<Picture, Refusal> {
    check_size(words.len() + 1, "strings")?;
    let mut graph = Graph::default();
    let mut root = Node::new("(root)", LIGHT_GREY);
    root.square = true;
    graph.nodes.push(root);
    for (index, word) in words.iter().enumerate() {
        let (fill, play) = if set >> index & 1 == 1 {
            (LIGHT_BLUE, None)
        } else if legal >> index & 1 == 1 {
            (WHITE, Some(Click::Move(word.clone())))
        } else {
            (LIGHT_GREY, None)
        };
        let mut node = Node::new(word.clone(), fill);
        node.play = play;
        graph.nodes.push(node);
        let parent = words[..index]
            .iter()
            .position(|other| other.len() + 1 == word.len() && word.starts_with(other.as_str()))
            .map_or(0, |parent| parent + 1);
        graph.edges.push(Edge::new(parent, index + 1, GREY));
    }
    Ok(
        Picture::new(format!("prefix-free: {described}"), Body::Graph(graph))
            .caption(
                "A move adds a string of 0s and 1s, within the length limit, that is neither a \
                 prefix nor an extension of one in the set; who cannot move loses.",
            )
            .caption("Click a white string to add it.")
            .swatch(Swatch::fill(LIGHT_BLUE, "a string in the set"))
            .swatch(Swatch::fill(WHITE, "a string that may be added"))
            .swatch(Swatch::fill(
                LIGHT_GREY,
                "a prefix or an extension of a string in the set",
            )),
    )
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    #[test]
    fn prefix_free_draws_the_trie_and_its_free_regions() {
        // {00, 01} with L = 2: one free region, 1…, of height 2: lowbit 2, Alice wins.
        let svg = well_formed::<super::PrefixFree>(b"2 2\n00\n01\n");
        assert!(svg.contains("wins: nim-sum 2, 1 free region"));
        assert!(svg.contains(">1…<") && svg.contains(">h=2 g=2 +"));
        // {0} with L = 1: the region 1… of height 1; Alice wins by adding 1.
        let svg = well_formed::<super::PrefixFree>(b"1 1\n0\n");
        assert!(svg.contains("nim-sum 1"));
        golden::<super::PrefixFree>(b"3 4\n00\n0110\n11\n", "prefix-free");
    }
}
