//! What a test's answer looks like: the contest line, the explanation in words, and the JSON
//! object. Both solvers fill the same [`TestReport`], so the three reports never disagree.
//!
//! A winning move is written the same way by both methods, as `{"prefix": p, "zeros": z}`: the
//! string `p` followed by `z` zeros, `p` being the string without its trailing zeros but never
//! shorter than the first string of the move's free region (a move can be about `L` characters
//! long, far too long to write for a huge `L`). The oracle lists every winning string; the fast
//! solver names one per winning region, the region's first string followed by zeros (any other
//! characters there win too, so those are every winning move only when no region adds any).

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use super::fast::WinningRegion;
use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};
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
            format!(
                "{} and {}",
                shortened(&self.prefix),
                counted(self.zeros, "zero", "zeros")
            )
        }
    }

    /// The move as JSON.
    pub fn json(&self) -> Value {
        json!({"prefix": self.prefix, "zeros": self.zeros})
    }
}

impl From<&WinningRegion> for WinningMove {
    /// The region's first string followed by zeros up to its winning length.
    fn from(region: &WinningRegion) -> Self {
        WinningMove {
            prefix: region.prefix.clone(),
            zeros: region.extra,
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
        /// How many free regions hold a winning move (0 for the contest line alone).
        winning_region_count: u64,
        /// Whether each of them holds exactly one winning string.
        one_string_each: bool,
        /// Those listed (the first few in lexicographic order, or all).
        winning_regions: Vec<WinningRegion>,
    },
    /// The oracle: the winning strings themselves.
    Brute {
        /// How many strings win when added.
        winning_string_count: u64,
        /// Those listed (the first few in lexicographic order, or all).
        winning_strings: Vec<String>,
        /// The same, as moves.
        winning_moves: Vec<WinningMove>,
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

    /// The lexicographically smallest winning string, when Alice wins (and the report looked).
    pub fn winning_move(&self) -> Option<WinningMove> {
        match &self.facts {
            Facts::Fast {
                winning_regions, ..
            } => winning_regions.first().map(WinningMove::from),
            Facts::Brute { winning_moves, .. } => winning_moves.first().cloned(),
        }
    }
}

impl Answer for TestReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(self.first_player_wins))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.answer().as_bytes());
        out.push(b'\n');
    }

    fn explain(&self, context: &Context<'_, '_>, text: &mut ReportBuffer<'_>) {
        // The answer names the winner (Alice moves first): "the first player wins (Alice)".
        let verdict = crate::solve::winner(self.first_player_wins);
        let solver = match self.facts {
            Facts::Fast { nim_sum, .. } => format!("nim-sum {nim_sum}: {verdict}"),
            Facts::Brute { .. } => verdict.to_string(),
        };
        let _ = writeln!(
            text,
            "a set of {} with L = {}: {}, {}; {solver} ({}); {}",
            counted(self.strings, "string", "strings"),
            self.l,
            counted(self.trie_nodes, "trie node", "trie nodes"),
            counted(self.free_regions, "free region", "free regions"),
            self.answer(),
            context.solved_by()
        );
        match &self.facts {
            Facts::Fast {
                nim_sum,
                winning_region_count,
                winning_regions,
                ..
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
                            "    the strings that begin with {} (height {}, value {}): add it{}",
                            shortened(&region.prefix),
                            region.height,
                            region.value(),
                            match region.extra {
                                0 => String::new(),
                                extra => format!(
                                    " followed by any {}",
                                    counted(extra, "character", "characters")
                                ),
                            }
                        );
                    }
                }
            }
            Facts::Brute {
                winning_string_count,
                winning_strings,
                ..
            } => {
                let listed = winning_strings.len() as u64;
                if *winning_string_count == 0 {
                    text.push_str(
                        "  every move loses (exhaustive search over the sets of strings)\n",
                    );
                } else {
                    let _ = writeln!(
                        text,
                        "  {} when added (exhaustive search over the sets of strings){}: {}",
                        counted(*winning_string_count, "string wins", "strings win"),
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
        if let Some(winning_move) = self.winning_move() {
            let _ = writeln!(text, "  winning move: add {}", winning_move.describe());
        }
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        object.insert("strings".into(), json!(self.strings));
        object.insert("l".into(), json!(self.l));
        object.insert("trie_nodes".into(), json!(self.trie_nodes));
        object.insert("free_regions".into(), json!(self.free_regions));
        // The theory's nim-sum: the oracle, which uses none of it, leaves it out.
        if let Facts::Fast { nim_sum, .. } = self.facts {
            object.insert("nim_sum".into(), json!(nim_sum));
        }
    }

    /// Written move by move ([`crate::json`]): with `--all`, up to 10^7 characters of prefixes.
    fn winning_moves<'m>(&'m self, _: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        Some(match &self.facts {
            Facts::Fast {
                winning_region_count,
                one_string_each,
                winning_regions,
                ..
            } => WinningMoves {
                listed: Box::new(
                    winning_regions
                        .iter()
                        .map(|region| WinningMove::from(region).json()),
                ),
                count: *winning_region_count,
                complete: *one_string_each,
            },
            Facts::Brute {
                winning_string_count,
                winning_moves,
                ..
            } => WinningMoves {
                listed: Box::new(winning_moves.iter().map(WinningMove::json)),
                count: *winning_string_count,
                complete: true,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::driver::report_text;
    use crate::solve::{Method, Report};

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
            facts: if fast {
                Facts::Fast {
                    nim_sum: 3,
                    winning_region_count: 1,
                    one_string_each: false,
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
                    winning_moves: vec![
                        WinningMove::from_string("00", 1),
                        WinningMove::from_string("01", 1),
                    ],
                }
            },
        }
    }

    fn report(answer: &TestReport, kind: Report) -> String {
        let method = match answer.facts {
            Facts::Fast { .. } => Method::Fast,
            Facts::Brute { .. } => Method::Brute,
        };
        report_text(answer, b"1 2\n11\n", 1, method, kind, false)
    }

    #[test]
    fn explanations_and_json_state_the_facts() {
        let text = report(&sample_report(true), Report::Explain);
        assert!(
            text.contains("3 trie nodes, 2 free regions; nim-sum 3"),
            "{text}"
        );
        assert!(
            text.contains("(Alice); solved by the fast solver\n"),
            "{text}"
        );
        assert!(
            text.contains("begin with 0 (height 2, value 2): add it followed by any 1 character\n"),
            "{text}"
        );
        assert!(text.contains("winning move: add 00"), "{text}");
        let object: Value =
            serde_json::from_str(&report(&sample_report(true), Report::Json)).unwrap();
        assert_eq!(object["test"], 1);
        assert_eq!(object["answer"], "Alice");
        assert_eq!(object["method"], "fast");
        assert_eq!(object["verdict"], "first");
        assert_eq!(object["nim_sum"], 3);
        assert_eq!(object["free_regions"], 2);
        // One move per winning region; the region's other strings win too.
        assert_eq!(
            object["winning_moves"],
            json!([{"prefix": "0", "zeros": 1}])
        );
        assert_eq!(object["winning_moves_count"], 1);
        assert_eq!(object["winning_moves_complete"], false);
        for key in [
            "first_player_wins",
            "winning_move",
            "winning_region_count",
            "winning_regions",
            "winning_regions_complete",
        ] {
            assert!(object.get(key).is_none(), "{key}");
        }
        let text = report(&sample_report(false), Report::Explain);
        assert!(text.contains("2 strings win when added"), "{text}");
        assert!(text.contains("00, 01"), "{text}");
        assert!(
            text.contains("(Alice); solved by the brute-force oracle\n"),
            "{text}"
        );
        let object: Value =
            serde_json::from_str(&report(&sample_report(false), Report::Json)).unwrap();
        assert!(object.get("nim_sum").is_none());
        assert_eq!(object["method"], "brute");
        assert_eq!(
            object["winning_moves"],
            json!([{"prefix": "0", "zeros": 1}, {"prefix": "01", "zeros": 0}])
        );
        assert_eq!(object["winning_moves_count"], 2);
        assert_eq!(object["winning_moves_complete"], true);
        for key in [
            "winning_string_count",
            "winning_strings",
            "winning_strings_complete",
        ] {
            assert!(object.get(key).is_none(), "{key}");
        }
    }

    #[test]
    fn counts_of_one_are_singular() {
        let mut one = sample_report(false);
        one.facts = Facts::Brute {
            winning_string_count: 1,
            winning_strings: vec!["01".to_string()],
            winning_moves: vec![WinningMove::from_string("01", 1)],
        };
        let text = report(&one, Report::Explain);
        assert!(text.contains("  1 string wins when added"), "{text}");
        let long = WinningMove {
            prefix: "1".repeat(70),
            zeros: 1,
        };
        assert!(long.describe().ends_with(" and 1 zero"));
    }

    #[test]
    fn a_lost_position_has_no_winning_move() {
        let mut lost = sample_report(true);
        lost.first_player_wins = false;
        lost.facts = Facts::Fast {
            nim_sum: 0,
            winning_region_count: 0,
            one_string_each: true,
            winning_regions: Vec::new(),
        };
        let object: Value = serde_json::from_str(&report(&lost, Report::Json)).unwrap();
        assert_eq!(object["verdict"], "second");
        assert_eq!(object["winning_moves"], json!([]));
        assert_eq!(object["winning_moves_count"], 0);
        assert_eq!(object["winning_moves_complete"], true);
        let text = report(&lost, Report::Explain);
        assert!(!text.contains("winning move"), "{text}");
    }
}
