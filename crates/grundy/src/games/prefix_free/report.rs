//! What a test's answer looks like: the contest line, the explanation in words, and the JSON
//! object. Both solvers fill the same [`TestReport`], so the three reports never disagree.

use std::fmt::Write as _;

use serde_json::{json, Value};

use super::fast::WinningRegion;
use crate::solve::counted;

/// The contest's answer when the first player wins.
pub const FIRST_WINS: &str = "Alice";
/// The contest's answer when the second player wins.
pub const SECOND_WINS: &str = "Bob";

/// A move written compactly: the string `prefix` followed by `zeros` zeros (the string can be
/// about `L` characters long, far too long to print for a huge `L`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinningMove {
    /// The first string `u + c` of the free region the move is in.
    pub prefix: String,
    /// How many zeros follow it.
    pub zeros: u64,
}

impl WinningMove {
    /// Splits a whole move string: `prefix` is the string without its trailing zeros, but never
    /// shorter than `region_length`, the length of the first string of the move's free region.
    pub fn from_string(string: &str, region_length: usize) -> Self {
        let trimmed = string.trim_end_matches('0').len().max(region_length);
        WinningMove {
            prefix: string[..trimmed].to_string(),
            zeros: (string.len() - trimmed) as u64,
        }
    }

    /// The move in words: the string itself when it has at most 64 characters, otherwise its
    /// prefix (shortened when long) and the number of zeros.
    pub fn describe(&self) -> String {
        let length = self.prefix.len() as u64 + self.zeros;
        if length <= 64 {
            let mut text = self.prefix.clone();
            text.extend(std::iter::repeat('0').take(self.zeros as usize));
            text
        } else if self.zeros == 0 {
            shortened(&self.prefix)
        } else {
            format!("{} and {} zeros", shortened(&self.prefix), self.zeros)
        }
    }
}

/// A string as a message shows it: whole when at most 64 characters, otherwise its first 32,
/// `...` and its length.
pub fn shortened(string: &str) -> String {
    if string.len() <= 64 {
        string.to_string()
    } else {
        format!("{}... ({} characters)", &string[..32], string.len())
    }
}

/// What only one solver knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Facts {
    /// The fast solver: the values.
    Fast {
        /// The XOR of the free regions' values.
        nim_sum: u64,
        /// How many free regions hold a winning move.
        winning_region_count: u64,
        /// Those listed (the first few in lexicographic order, or all).
        winning_regions: Vec<WinningRegion>,
    },
    /// The oracle: the winning strings themselves.
    Brute {
        /// How many strings win when added.
        winning_string_count: u64,
        /// Those listed (the first few in lexicographic order, or all).
        winning_strings: Vec<String>,
    },
}

/// Everything a report says about the test (one test per file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestReport {
    /// `N`.
    pub strings: u64,
    /// `L`.
    pub l: u64,
    /// The nodes of the trie of the strings, the root included.
    pub trie_nodes: u64,
    /// The number of free regions.
    pub free_regions: u64,
    /// Whether the first player (Alice) wins.
    pub first_player_wins: bool,
    /// The lexicographically smallest winning string, when Alice wins.
    pub winning_move: Option<WinningMove>,
    /// What the solver that answered knows besides.
    pub facts: Facts,
}

impl TestReport {
    /// The contest answer.
    pub fn answer(&self) -> &'static str {
        if self.first_player_wins {
            FIRST_WINS
        } else {
            SECOND_WINS
        }
    }

    fn method(&self) -> &'static str {
        match self.facts {
            Facts::Fast { .. } => "fast",
            Facts::Brute { .. } => "brute",
        }
    }

    /// The explanation in words, ending with a newline.
    pub fn explanation(&self) -> String {
        let mut text = String::new();
        let verdict = if self.first_player_wins {
            "the first player (Alice) wins"
        } else {
            "the second player (Bob) wins"
        };
        let solver = match self.facts {
            Facts::Fast { nim_sum, .. } => format!("nim-sum {nim_sum}: {verdict}"),
            Facts::Brute { .. } => verdict.to_string(),
        };
        let _ = writeln!(
            text,
            "a set of {} with L = {}: {}, {}; {solver} ({}); solved by the {} solver",
            counted(self.strings, "string", "strings"),
            self.l,
            counted(self.trie_nodes, "trie node", "trie nodes"),
            counted(self.free_regions, "free region", "free regions"),
            self.answer(),
            if self.method() == "fast" {
                "fast"
            } else {
                "brute-force"
            }
        );
        match &self.facts {
            Facts::Fast {
                nim_sum,
                winning_region_count,
                winning_regions,
            } => {
                let _ = writeln!(
                    text,
                    "  a free region is the set of strings that begin with some u + c where u is \
                     a proper prefix of a string and u + c is not; with h = L - |u|, it is worth \
                     lowbit(h), the largest power of two dividing h, and the game is the sum of \
                     its regions"
                );
                if *nim_sum == 0 {
                    text.push_str(
                        "  every move loses: the nim-sum is 0, so whatever region the first player \
                         moves in, the second can bring the sum back to 0\n",
                    );
                } else {
                    let listed = winning_regions.len() as u64;
                    let _ = writeln!(
                        text,
                        "  {winning_region_count} free {} a winning move{}:",
                        if *winning_region_count == 1 {
                            "region holds"
                        } else {
                            "regions hold"
                        },
                        if listed < *winning_region_count {
                            format!(
                                " (the first {listed} in lexicographic order; --all lists every \
                                 one, up to 10^7 characters of prefixes)"
                            )
                        } else {
                            String::new()
                        }
                    );
                    for region in winning_regions {
                        let _ = writeln!(
                            text,
                            "    the strings that begin with {} (height {}, value {}): add it \
                             followed by any {} characters",
                            shortened(&region.prefix),
                            region.height,
                            region.value(),
                            region.extra
                        );
                    }
                }
            }
            Facts::Brute {
                winning_string_count,
                winning_strings,
            } => {
                let listed = winning_strings.len() as u64;
                if *winning_string_count == 0 {
                    text.push_str(
                        "  every move loses (exhaustive search over the sets of strings)\n",
                    );
                } else {
                    let _ = writeln!(
                        text,
                        "  {winning_string_count} strings win when added (exhaustive search over \
                         the sets of strings){}: {}",
                        if listed < *winning_string_count {
                            format!(", the first {listed} (--all lists every one)")
                        } else {
                            String::new()
                        },
                        winning_strings.join(", ")
                    );
                }
            }
        }
        if let Some(winning_move) = &self.winning_move {
            let _ = writeln!(text, "  winning move: add {}", winning_move.describe());
        }
        text
    }

    /// The JSON object for the test, as one line of text (without the newline).
    pub fn json(&self) -> String {
        let winning_move = self.winning_move.as_ref().map_or(
            Value::Null,
            |winning| json!({ "prefix": winning.prefix, "zeros": winning.zeros }),
        );
        let mut object = json!({
            "test": 1,
            "answer": self.answer(),
            "method": self.method(),
            "strings": self.strings,
            "l": self.l,
            "trie_nodes": self.trie_nodes,
            "free_regions": self.free_regions,
            "first_player_wins": self.first_player_wins,
            "nim_sum": Value::Null,
            "winning_move": winning_move,
        });
        match &self.facts {
            Facts::Fast {
                nim_sum,
                winning_region_count,
                winning_regions,
            } => {
                object["nim_sum"] = json!(nim_sum);
                object["winning_region_count"] = json!(winning_region_count);
                object["winning_regions_complete"] =
                    json!(winning_regions.len() as u64 == *winning_region_count);
                // Written region by region ([`crate::json`]): with --all, up to 10^7
                // characters of prefixes.
                crate::json::with_array(object, "winning_regions", winning_regions, |region| {
                    json!({
                        "prefix": region.prefix,
                        "height": region.height,
                        "value": region.value(),
                        "extra_characters": region.extra,
                    })
                })
            }
            Facts::Brute {
                winning_string_count,
                winning_strings,
            } => {
                object["winning_string_count"] = json!(winning_string_count);
                object["winning_strings"] = json!(winning_strings);
                object["winning_strings_complete"] =
                    json!(winning_strings.len() as u64 == *winning_string_count);
                object.to_string()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_split_and_described() {
        let split = WinningMove::from_string("0100", 2);
        assert_eq!((split.prefix.as_str(), split.zeros), ("01", 2));
        let split = WinningMove::from_string("1000", 3);
        assert_eq!((split.prefix.as_str(), split.zeros), ("100", 1));
        assert_eq!(split.describe(), "1000");
        let long = WinningMove {
            prefix: "1".repeat(70),
            zeros: 5,
        };
        assert_eq!(
            long.describe(),
            format!("{}... (70 characters) and 5 zeros", "1".repeat(32))
        );
        let huge = WinningMove {
            prefix: "01".to_string(),
            zeros: 999_999_999_999,
        };
        assert_eq!(huge.describe(), "01 and 999999999999 zeros");
    }

    fn sample_report(fast: bool) -> TestReport {
        TestReport {
            strings: 1,
            l: 2,
            trie_nodes: 3,
            free_regions: 2,
            first_player_wins: true,
            winning_move: Some(WinningMove {
                prefix: "0".to_string(),
                zeros: 1,
            }),
            facts: if fast {
                Facts::Fast {
                    nim_sum: 3,
                    winning_region_count: 1,
                    winning_regions: vec![WinningRegion {
                        prefix: "0".to_string(),
                        height: 2,
                        extra: 1,
                    }],
                }
            } else {
                Facts::Brute {
                    winning_string_count: 2,
                    winning_strings: vec!["00".to_string(), "01".to_string()],
                }
            },
        }
    }

    #[test]
    fn explanations_and_json_state_the_facts() {
        let text = sample_report(true).explanation();
        assert!(
            text.contains("3 trie nodes, 2 free regions; nim-sum 3"),
            "{text}"
        );
        assert!(text.contains("(Alice)"), "{text}");
        assert!(text.contains("begin with 0 (height 2, value 2)"), "{text}");
        assert!(text.contains("winning move: add 00"), "{text}");
        let object: Value = serde_json::from_str(&sample_report(true).json()).unwrap();
        assert_eq!(object["test"], 1);
        assert_eq!(object["answer"], "Alice");
        assert_eq!(object["nim_sum"], 3);
        assert_eq!(object["free_regions"], 2);
        assert_eq!(object["winning_move"], json!({"prefix": "0", "zeros": 1}));
        assert_eq!(object["winning_regions"][0]["value"], 2);
        let text = sample_report(false).explanation();
        assert!(text.contains("2 strings win when added"), "{text}");
        assert!(text.contains("00, 01"), "{text}");
        let object: Value = serde_json::from_str(&sample_report(false).json()).unwrap();
        assert_eq!(object["nim_sum"], Value::Null);
        assert_eq!(object["winning_strings"], json!(["00", "01"]));
    }
}
