//! tree-coins as rules with labelled moves, for root 1: a test answers every root at once, each
//! root a game of its own; the one played is `game(1)`, the game as the input's first node sees
//! it. A move takes a coin from node `u` to a node `v` of the path from `u` to the root, labelled
//! `coin u to v` with the input's node numbers (`coin 3 to 1`); the oracle's explicit coin
//! vectors ([`super::brute::CoinGame`]).

use std::fmt;

use crate::engine::Game;
use crate::game::{Playable, Refusal, Rules};

use super::brute::{self, CoinGame};
use super::{Test, TreeCoins};

/// The rules of `game(1)` on one tree.
pub struct CoinRules {
    game: CoinGame,
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

impl Rules for CoinRules {
    /// The coins on each node.
    type Position = Vec<u64>;
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

    fn describe(&self, coins: &Vec<u64>) -> String {
        let counts: Vec<String> = coins.iter().map(u64::to_string).collect();
        format!(
            "coins on nodes 1..{}: {} (root 1)",
            coins.len(),
            counts.join(" ")
        )
    }
}

impl Playable for TreeCoins {
    type Rules = CoinRules;

    fn rules((): &(), test: &Test) -> Result<(CoinRules, Vec<u64>), Refusal> {
        let nodes = test.nodes;
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
        Ok((
            CoinRules {
                game: CoinGame::new(nodes as usize, &test.edges, 0),
            },
            test.coins.clone(),
        ))
    }
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
