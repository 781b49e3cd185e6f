//! prefix-free as rules with labelled moves: a move adds a binary string, labelled by the string
//! itself (`01`), listed by length and then lexicographically; the oracle's explicit sets of
//! strings ([`super::brute::PrefixFree`]).

use std::fmt;

use crate::draw::Picture;
use crate::engine::Game;
use crate::game::{Playable, Positions, Refusal, Rules};

use super::brute::{self, PrefixFree as Explicit};
use super::draw::trie_in_play;
use super::{PrefixFree, PrefixTest};

/// The rules of prefix-free for one `L`.
pub struct StringRules {
    game: Explicit,
}

/// Add a string to the set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddString {
    /// The string's index among every string of length `1..=L`, by length then lexicographically.
    pub index: usize,
    /// The string.
    pub string: String,
}

impl fmt::Display for AddString {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&self.string)
    }
}

impl Positions for StringRules {
    /// The set, a bit per string of length `1..=L`, by length then lexicographically.
    type Position = u32;

    /// The set as a trie: an outline from the empty string through every prefix of a string of
    /// the set, each string of the set `(in the set)` ([`crate::game::text_picture::outline`]).
    fn drawing(&self, &set: &u32) -> Option<String> {
        let chosen: Vec<&str> = (0..u32::BITS)
            .filter(|index| set >> index & 1 == 1)
            .map(|index| self.game.added(0, 1 << index))
            .collect();
        let prefixes: std::collections::BTreeSet<(usize, &str)> = chosen
            .iter()
            .flat_map(|string| (1..=string.len()).map(|end| (end, &string[..end])))
            .collect();
        let mut nodes: Vec<&str> = vec![""];
        let mut edges = Vec::new();
        for &(_, prefix) in &prefixes {
            let parent = &prefix[..prefix.len() - 1];
            let up = nodes.iter().position(|&node| node == parent)?;
            edges.push((up as u32, nodes.len() as u32));
            nodes.push(prefix);
        }
        crate::game::text_picture::outline(
            nodes.len(),
            &edges,
            0,
            &|node| match nodes[node] {
                "" => "(the empty string)".to_string(),
                string if chosen.contains(&string) => format!("{string} (in the set)"),
                string => string.to_string(),
            },
            &|_| None,
        )
    }

    fn describe(&self, &set: &u32) -> String {
        let strings: Vec<&str> = (0..u32::BITS)
            .filter(|index| set >> index & 1 == 1)
            .map(|index| self.game.added(0, 1 << index))
            .collect();
        if strings.is_empty() {
            "set: empty".to_string()
        } else {
            format!("set: {}", strings.join(" "))
        }
    }

    fn picture(&self, &set: &u32) -> Option<Result<Picture, Refusal>> {
        let mut legal = Vec::new();
        self.moves(&set, &mut legal);
        let legal: u32 = legal.iter().fold(0, |mask, add| mask | 1 << add.index);
        Some(trie_in_play(
            &self.describe(&set),
            self.game.words(),
            set,
            legal,
        ))
    }
}

impl Rules for StringRules {
    type Move = AddString;

    fn moves(&self, set: &u32, moves: &mut Vec<AddString>) {
        let mut options = Vec::new();
        self.game.options(set, &mut options);
        moves.extend(options.iter().map(|&after| AddString {
            index: (after & !set).trailing_zeros() as usize,
            string: self.game.added(*set, after).to_string(),
        }));
    }

    fn play(&self, set: &u32, add: &AddString) -> u32 {
        set | 1 << add.index
    }
}

impl Playable for PrefixFree {
    type Rules = StringRules;

    fn rules((): &(), test: &PrefixTest) -> Result<(StringRules, u32), Refusal> {
        if let Some(message) = &test.out_of_memory {
            return Err(message.clone());
        }
        let l = test.header.l;
        if l > brute::MAX_L {
            return Err(format!(
                "sets with L at most {} are played out explicitly; this one has L = {l}",
                brute::MAX_L
            ));
        }
        let game = Explicit::new(l);
        let strings: Vec<&[u8]> = test.strings.iter().map(Vec::as_slice).collect();
        let start = game.position(&strings);
        Ok((StringRules { game }, start))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::labels;
    use crate::game::{Contest, Referee};
    use crate::games::prefix_free::brute::Oracle;
    use crate::input::Scanner;

    fn test(text: &str) -> PrefixTest {
        PrefixFree::read(&mut Scanner::new(text.as_bytes()), &()).expect("a valid test")
    }

    #[test]
    fn the_referee_finds_the_oracle_s_winning_strings_on_every_good_set() {
        for l in 1..=3u64 {
            // Every string of length 1..=l, and every non-empty good set of them.
            let words: Vec<String> = (1..=l as usize)
                .flat_map(|length| (0..1u32 << length).map(move |bits| format!("{bits:0length$b}")))
                .collect();
            let mut oracle = Oracle::new(l);
            let mut sets = 0;
            for mask in 1u32..1 << words.len() {
                let set: Vec<&str> = (0..words.len())
                    .filter(|&index| mask >> index & 1 == 1)
                    .map(|index| words[index].as_str())
                    .collect();
                let good = set
                    .iter()
                    .all(|a| set.iter().all(|b| a == b || !b.starts_with(a)));
                if !good {
                    continue;
                }
                sets += 1;
                let text = format!("{} {l}\n{}\n", set.len(), set.join("\n"));
                let (rules, start) = PrefixFree::rules(&(), &test(&text)).unwrap();
                let mut referee = Referee::new(rules);
                let bytes: Vec<&[u8]> = set.iter().map(|string| string.as_bytes()).collect();
                let outcome = oracle.solve(&bytes);
                assert_eq!(referee.wins(&start), outcome.first_player_wins, "{set:?}");
                let mut named = labels(&referee.winning_moves(&start));
                named.sort();
                assert_eq!(named, outcome.winning_strings, "{set:?}");
            }
            // The good sets of two complete binary trees of height l, less the empty one.
            assert_eq!(sets, [3, 24, 675][l as usize - 1]);
        }
    }

    #[test]
    fn the_first_sample_is_won_by_adding_1() {
        // L = 2, {00, 01}: adding 1 leaves nothing; adding 10 or 11 leaves the other.
        let (rules, start) = PrefixFree::rules(&(), &test("2 2\n00\n01\n")).unwrap();
        let mut referee = Referee::new(rules);
        assert_eq!(labels(&referee.moves(&start)), ["1", "10", "11"]);
        assert_eq!(labels(&referee.winning_moves(&start)), ["1"]);
        assert_eq!(
            referee.parse(&start, "0"),
            Err(vec!["1".to_string(), "10".to_string(), "11".to_string()])
        );
        let add = referee.parse(&start, " 10 ").unwrap();
        let after = referee.rules().play(&start, &add);
        assert_eq!(labels(&referee.moves(&after)), ["11"]);
        assert_eq!(
            PrefixFree::rules(&(), &test("1 5\n0\n")).err().as_deref(),
            Some("sets with L at most 4 are played out explicitly; this one has L = 5")
        );
    }
}
