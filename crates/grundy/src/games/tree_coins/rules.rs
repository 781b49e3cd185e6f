//! tree-coins as rules with labelled moves, for one root: a test answers every root at once, each
//! root a game of its own; the one played is `game(1)`, the game as the input's first node sees
//! it, unless the player chooses another root (`grundy play tree-coins FILE --root R`). A move takes a coin from node `u` to a node `v` of the path from `u` to the root, labelled
//! `coin u to v` with the input's node numbers (`coin 3 to 1`); the oracle's explicit coin
//! vectors ([`super::brute::CoinGame`]).

use std::fmt;

use crate::draw::Picture;
use crate::engine::Game;
use crate::game::{Playable, Positions, Refusal, Rules};
use crate::nimber::Nimber;

use super::brute::{self, CoinGame};
use super::draw::coins_in_play;
use super::{Test, TreeCoins};
use crate::tree::Edge;

/// The rules of `game(R)` on one tree.
pub struct CoinRules {
    game: CoinGame,
    /// The root, 0-based.
    root: usize,
    /// The tree's edges, 0-based (for its picture).
    edges: Vec<Edge>,
}

/// Move a coin towards the root.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CoinMove {
    /// The node the coin leaves, 0-based.
    pub from: usize,
    /// The node it lands on, on the path to the root, 0-based.
    pub to: usize,
}

impl fmt::Display for CoinMove {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "coin {} to {}", self.from + 1, self.to + 1)
    }
}

impl Positions for CoinRules {
    /// The coins on each node.
    type Position = Vec<u64>;

    /// The tree as an outline from its root, each node with its coins
    /// ([`crate::game::text_picture::outline`]).
    fn drawing(&self, coins: &Vec<u64>) -> Option<String> {
        crate::game::text_picture::outline(
            coins.len(),
            &self.edges,
            self.root,
            &|node| match coins[node] {
                0 => (node + 1).to_string(),
                1 => format!("{}: 1 coin", node + 1),
                count => format!("{}: {count} coins", node + 1),
            },
            &|_| None,
        )
    }

    fn describe(&self, coins: &Vec<u64>) -> String {
        let counts: Vec<String> = coins.iter().map(u64::to_string).collect();
        format!(
            "coins on nodes 1..{}: {} (root {})",
            coins.len(),
            counts.join(" "),
            self.root + 1
        )
    }

    fn picture(&self, coins: &Vec<u64>) -> Option<Result<Picture, Refusal>> {
        Some(coins_in_play(
            &self.describe(coins),
            &self.edges,
            self.root,
            coins,
        ))
    }
}

impl Rules for CoinRules {
    type Move = CoinMove;

    fn moves(&self, coins: &Vec<u64>, moves: &mut Vec<CoinMove>) {
        let mut options = Vec::new();
        self.game.options(coins, &mut options);
        moves.extend(options.iter().map(|after| {
            let node = |changed: fn(u64, u64) -> bool| {
                (0..coins.len())
                    .find(|&node| changed(coins[node], after[node]))
                    .expect("a move changes two nodes")
            };
            CoinMove {
                from: node(|before, after| after < before),
                to: node(|before, after| after > before),
            }
        }));
    }

    fn play(&self, coins: &Vec<u64>, mv: &CoinMove) -> Vec<u64> {
        let mut after = coins.clone();
        after[mv.from] -= 1;
        after[mv.to] += 1;
        after
    }

    /// A coin `d` edges from the root is a nim heap of `d` (it may move to any of the `d` nodes
    /// nearer the root on its path, and only there), so the game is worth the XOR of the depths
    /// of the coins, a pair of coins on one node cancelling.
    fn fast_value(&self, coins: &Vec<u64>) -> Option<Nimber> {
        Some(Nimber(
            (0..coins.len())
                .filter(|&node| coins[node] % 2 == 1)
                .fold(0, |sum, node| sum ^ self.game.depth(node)),
        ))
    }
}

impl Playable for TreeCoins {
    type Rules = CoinRules;

    fn rules(header: &(), test: &Test) -> Result<(CoinRules, Vec<u64>), Refusal> {
        rooted(header, test, 1)
    }

    fn rooted_rules(
        header: &(),
        test: &Test,
        root: u64,
    ) -> Option<Result<(CoinRules, Vec<u64>), Refusal>> {
        Some(rooted(header, test, root))
    }
}

/// The rules of `test` rooted at node `root` (from 1), refused for a node the tree does not have
/// or a game too large to play out explicitly.
fn rooted((): &(), test: &Test, root: u64) -> Result<(CoinRules, Vec<u64>), Refusal> {
    let nodes = test.nodes;
    if root == 0 || root > u64::from(nodes) {
        return Err(format!(
            "there is no node {root} to root the tree at: its nodes are 1 to {nodes}"
        ));
    }
    let total = test
        .coins
        .iter()
        .fold(0u64, |sum, &count| sum.saturating_add(count));
    if brute::positions_bound(u64::from(nodes), total) > brute::MAX_POSITIONS {
        return Err(format!(
            "games of at most {} coin vectors are played out explicitly; {nodes} nodes with \
             {total} coins have more",
            brute::MAX_POSITIONS
        ));
    }
    let root = (root - 1) as usize;
    Ok((
        CoinRules {
            game: CoinGame::new(nodes as usize, &test.edges, root),
            root,
            edges: test.edges.clone(),
        },
        test.coins.clone(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ValueSolver;
    use crate::game::rules::labels;
    use crate::game::Referee;
    use crate::tree::every_rooted_tree;

    #[test]
    fn the_referee_agrees_with_the_oracle_s_value_of_root_1() {
        for nodes in 1..=5u32 {
            for edges in every_rooted_tree(nodes as usize) {
                let mut values = ValueSolver::new(CoinGame::new(nodes as usize, &edges, 0));
                // Every vector of 0..=2 coins per node.
                for code in 0..3u64.pow(nodes) {
                    let coins: Vec<u64> =
                        (0..nodes).map(|node| code / 3u64.pow(node) % 3).collect();
                    let test = Test {
                        nodes,
                        edges: edges.clone(),
                        coins: coins.clone(),
                    };
                    let (rules, start) = TreeCoins::rules(&(), &test).unwrap();
                    let mut referee = Referee::new(rules);
                    let value = brute::root_values(nodes as usize, &edges, &coins)[0];
                    assert_eq!(referee.wins(&start), value != 0, "{edges:?} {coins:?}");
                    let mut options = Vec::new();
                    values.game().options(&coins, &mut options);
                    let zeros = options
                        .iter()
                        .filter(|after| values.value(after).is_zero())
                        .count();
                    let winning = referee.winning_moves(&start);
                    assert_eq!(winning.len(), zeros, "{edges:?} {coins:?}");
                    for mv in winning {
                        let after = referee.rules().play(&start, &mv);
                        assert!(values.value(&after).is_zero(), "{edges:?} {coins:?} {mv}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_fast_value_agrees_with_search_from_every_root() {
        for nodes in 1..=5u32 {
            for edges in every_rooted_tree(nodes as usize) {
                for root in 1..=u64::from(nodes) {
                    let test = Test {
                        nodes,
                        edges: edges.clone(),
                        coins: (0..nodes).map(|node| u64::from(node % 3)).collect(),
                    };
                    let (rules, start) = rooted(&(), &test, root).unwrap();
                    assert!(crate::game::rules::assert_fast_agrees(rules, &start) >= 1);
                }
            }
        }
    }

    #[test]
    fn a_chosen_root_roots_the_game_and_a_missing_node_is_refused() {
        // The path 1-2-3 with a coin on nodes 1 and 3: rooted at 2 each coin is one step away.
        let test = Test {
            nodes: 3,
            edges: vec![(0, 1), (1, 2)],
            coins: vec![1, 0, 1],
        };
        let (rules, start) = TreeCoins::rooted_rules(&(), &test, 2).unwrap().unwrap();
        assert_eq!(
            rules.describe(&start),
            "coins on nodes 1..3: 1 0 1 (root 2)"
        );
        let mut referee = Referee::new(rules);
        assert_eq!(
            labels(&referee.moves(&start)),
            ["coin 1 to 2", "coin 3 to 2"]
        );
        assert_eq!(referee.value(&start), Some(Nimber(0)));
        for root in [0, 4] {
            assert_eq!(
                TreeCoins::rooted_rules(&(), &test, root).unwrap().err(),
                Some(format!(
                    "there is no node {root} to root the tree at: its nodes are 1 to 3"
                ))
            );
        }
    }

    #[test]
    fn the_sample_s_first_tree_from_root_1() {
        // The path 1-2-3 with a coin on nodes 1 and 3: game(1) is worth 2 (one coin 2 away).
        let test = Test {
            nodes: 3,
            edges: vec![(0, 1), (1, 2)],
            coins: vec![1, 0, 1],
        };
        let (rules, start) = TreeCoins::rules(&(), &test).unwrap();
        let mut referee = Referee::new(rules);
        assert_eq!(
            labels(&referee.moves(&start)),
            ["coin 3 to 2", "coin 3 to 1"]
        );
        assert_eq!(labels(&referee.winning_moves(&start)), ["coin 3 to 1"]);
        assert_eq!(
            referee.parse(&start, "coin 1 to 2"),
            Err(vec!["coin 3 to 2".to_string(), "coin 3 to 1".to_string()])
        );
        let mv = referee.parse(&start, "coin 3 to 2").unwrap();
        let after = referee.rules().play(&start, &mv);
        assert_eq!(labels(&referee.moves(&after)), ["coin 2 to 1"]);
        let crowded = Test {
            nodes: 2,
            edges: vec![(0, 1)],
            coins: vec![0, 200_000],
        };
        assert_eq!(
            TreeCoins::rules(&(), &crowded).err().as_deref(),
            Some(
                "games of at most 200000 coin vectors are played out explicitly; 2 nodes with \
                 200000 coins have more"
            )
        );
    }
}
