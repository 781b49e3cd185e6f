//! The list of games: each game's id, title, source and one-line rules, and its entry points.
//!
//! This is the one door into a game: the command line looks a game up here by id and calls the
//! same entry points for every game. Adding a game means adding one module under `games/` and one
//! entry to [`GAMES`].

use std::io::Write;

use crate::check::CheckEntry;
use crate::games;
use crate::solve::{GenerateError, GenerateOptions, SolveError, SolveOptions};

/// A game of the catalog and its entry points.
#[derive(Debug, Clone, Copy)]
pub struct Game {
    /// The id used on the command line (`grundy solve <id>`).
    pub id: &'static str,
    /// The game's name.
    pub title: &'static str,
    /// Where the game and its input format come from.
    pub source: &'static str,
    /// The rules in one line.
    pub rules: &'static str,
    /// The contest outputs, in one line.
    pub output: &'static str,
    /// Solves an input in the game's contest format, writing one report per test.
    pub solve: fn(&[u8], &SolveOptions, &mut dyn Write) -> Result<(), SolveError>,
    /// Writes a valid input from a named family.
    pub generate: fn(&GenerateOptions, &mut dyn Write) -> Result<(), GenerateError>,
    /// The names of the generator's families.
    pub families: fn() -> Vec<&'static str>,
    /// Checks the fast solver against the oracle; `progress(done, total)` is called as it goes.
    pub check: CheckEntry,
    /// Whether `--all-roots` (the value for every choice of root) applies.
    pub all_roots: bool,
    /// The game's page (`docs/games/<id>.md`): rules, input format with limits, output, an
    /// example and the generator's families, then how it is solved.
    pub page: &'static str,
}

impl Game {
    /// The first part of the game's page, which `grundy games <id>` prints: everything above the
    /// `<!-- more -->` line (the page's later sections say how the game is solved).
    pub fn summary(&self) -> &'static str {
        match self.page.find("<!-- more -->") {
            Some(end) => self.page[..end].trim_end(),
            None => self.page.trim_end(),
        }
    }
}

/// Every game, in the order `grundy games` lists them.
pub const GAMES: &[Game] = &[
    Game {
        id: "path-marking",
        title: "Path marking on a tree",
        source: "Luogu P7841, C.E.L.U-03 \"100% unfair game\"",
        rules: "mark tree edges one at a time; all marked edges must stay on one simple path",
        output: "`Play now` (first player wins) / `Restart`",
        solve: games::path_marking::solve,
        generate: games::path_marking::generate,
        families: games::path_marking::families,
        check: games::path_marking::run_check,
        page: include_str!("../../../docs/games/path-marking.md"),
        all_roots: false,
    },
    Game {
        id: "tree-coins",
        title: "Coins moving towards a root, for every root",
        source: "CodeChef MOVCOIN2 \"Move the Coins 2\"",
        rules: "move a coin towards the root; solved for every choice of root",
        output: "sum of `2^R` over roots `R` where the second player wins, mod `10^9+7`",
        solve: games::tree_coins::solve,
        generate: games::tree_coins::generate,
        families: games::tree_coins::families,
        check: games::tree_coins::run_check,
        page: include_str!("../../../docs/games/tree-coins.md"),
        all_roots: false,
    },
    Game {
        id: "tree-hackenbush",
        title: "Cutting edges of a rooted tree (Green Hackenbush)",
        source: "AtCoder AGC017 D \"Game on Tree\"",
        rules: "delete a tree edge; the part cut off from vertex 1 falls",
        output: "`Alice` (first wins) / `Bob`",
        solve: games::tree_hackenbush::solve,
        generate: games::tree_hackenbush::generate,
        families: games::tree_hackenbush::families,
        check: games::tree_hackenbush::run_check,
        page: include_str!("../../../docs/games/tree-hackenbush.md"),
        all_roots: true,
    },
    Game {
        id: "christmas-game",
        title: "Green Hackenbush on trees with cycles hung on them, several at once",
        source: "POJ 3710 \"Christmas Game\"",
        rules: "delete an edge of one drawing; the part cut off from its vertex 1 falls",
        output: "`Sally` (first wins) / `Harry`, one line per block to the end of the file",
        solve: games::christmas_game::solve,
        generate: games::christmas_game::generate,
        families: games::christmas_game::families,
        check: games::christmas_game::run_check,
        page: include_str!("../../../docs/games/christmas-game.md"),
        all_roots: false,
    },
    Game {
        id: "graph-hackenbush",
        title: "Green Hackenbush on any multigraph",
        source: "our format (Winning Ways' Fusion Principle)",
        rules:
            "delete an edge; everything cut off from vertex 1 falls (loops, parallel edges allowed)",
        output: "the Grundy value",
        solve: games::graph_hackenbush::solve,
        generate: games::graph_hackenbush::generate,
        families: games::graph_hackenbush::families,
        check: games::graph_hackenbush::run_check,
        page: include_str!("../../../docs/games/graph-hackenbush.md"),
        all_roots: false,
    },
    Game {
        id: "nim",
        title: "Nim",
        source: "Luogu P2197 (Bouton's theorem)",
        rules: "take any number of stones from one heap; who cannot move loses",
        output: "`Yes` (first wins) / `No`",
        solve: games::nim::solve,
        generate: games::nim::generate,
        families: games::nim::families,
        check: games::nim::run_check,
        page: include_str!("../../../docs/games/nim.md"),
        all_roots: false,
    },
    Game {
        id: "misere-nim",
        title: "Misère Nim",
        source: "POJ 3480 \"John\" (the anti-Nim rule)",
        rules: "take any number from one heap; who takes the last object loses",
        output: "`John` (first wins) / `Brother`",
        solve: games::misere_nim::solve,
        generate: games::misere_nim::generate,
        families: games::misere_nim::families,
        check: games::misere_nim::run_check,
        page: include_str!("../../../docs/games/misere-nim.md"),
        all_roots: false,
    },
    Game {
        id: "hunger-game",
        title: "Closed boxes of stones",
        source: "\"HUNGERGAME\" from a lecture on game theory; our format",
        rules: "open any set of closed boxes, or take stones from one open box",
        output: "`First` (first wins) / `Second`",
        solve: games::hunger_game::solve,
        generate: games::hunger_game::generate,
        families: games::hunger_game::families,
        check: games::hunger_game::run_check,
        page: include_str!("../../../docs/games/hunger-game.md"),
        all_roots: false,
    },
    Game {
        id: "moore-nim",
        title: "Counting losing positions of Moore's Nim",
        source: "\"GAMES\" from a lecture on game theory; our format (Moore's theorem)",
        rules: "lower 1 to k non-empty heaps at once; count the losing choices of n heaps among m sizes",
        output: "the number of losing index sequences, mod `998244353`",
        solve: games::moore_nim::solve,
        generate: games::moore_nim::generate,
        families: games::moore_nim::families,
        check: games::moore_nim::run_check,
        page: include_str!("../../../docs/games/moore-nim.md"),
        all_roots: false,
    },
    Game {
        id: "moving-coins",
        title: "Counting winning placements of coins on a strip",
        source: "SDOI2019 \"移动金币\", Luogu P5363 (and the lecture's n, m <= 10^6)",
        rules: "slide one coin left over empty cells; count the placements the first player wins",
        output: "the count modulo `10^9+9`",
        solve: games::moving_coins::solve,
        generate: games::moving_coins::generate,
        families: games::moving_coins::families,
        check: games::moving_coins::run_check,
        page: include_str!("../../../docs/games/moving-coins.md"),
        all_roots: false,
    },
    Game {
        id: "split-game",
        title: "Splitting beans forward",
        source: "HNOI2007 \"分裂游戏\", Luogu P3185",
        rules: "take a bean from a bottle, put one bean into each of two later bottles",
        output: "two lines: the smallest winning move `i j k` (or `-1 -1 -1`), then the number \
                 of winning moves",
        solve: games::split_game::solve,
        generate: games::split_game::generate,
        families: games::split_game::families,
        check: games::split_game::run_check,
        page: include_str!("../../../docs/games/split-game.md"),
        all_roots: false,
    },
    Game {
        id: "array-game",
        title: "Flipping multiples in an array",
        source: "HAOI2015 \"数组游戏\", Luogu P3179",
        rules: "pick a white cell x and k <= n/x, flip cells x, 2x, ..., kx",
        output: "`Yes` (first wins) / `No`, one line per query",
        solve: games::array_game::solve,
        generate: games::array_game::generate,
        families: games::array_game::families,
        check: games::array_game::run_check,
        page: include_str!("../../../docs/games/array-game.md"),
        all_roots: false,
    },
    Game {
        id: "prefix-free",
        title: "Adding strings to a prefix-free set",
        source: "AtCoder ARC087 E \"Prefix-free Game\" (arc087_c)",
        rules: "add a binary string of length <= L keeping the set prefix-free",
        output: "`Alice` (first player wins) / `Bob`",
        solve: games::prefix_free::solve,
        generate: games::prefix_free::generate,
        families: games::prefix_free::families,
        check: games::prefix_free::run_check,
        page: include_str!("../../../docs/games/prefix-free.md"),
        all_roots: false,
    },
];

/// The game with this id.
pub fn find(id: &str) -> Option<&'static Game> {
    GAMES.iter().find(|game| game.id == id)
}

/// The ids of every game, for messages.
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|game| game.id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_found() {
        for game in GAMES {
            assert_eq!(find(game.id).map(|found| found.id), Some(game.id));
            assert!(!(game.families)().is_empty());
            assert!(game.summary().starts_with(&format!("# {}: ", game.id)));
            assert!(game.summary().contains("## Input"));
            assert!(!game.summary().contains("## How it is solved"));
        }
        let mut ids = ids();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), GAMES.len());
        assert!(find("no-such-game").is_none());
    }
}
