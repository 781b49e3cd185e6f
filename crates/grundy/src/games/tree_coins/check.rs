//! Tree-coins' side of `grundy check`: the fast all-roots values against the coin game searched
//! root by root, on random small trees with few coins, or on every tree up to a size with every
//! coin vector of at most 4 coins. The compared answer (through the driver) is the value of
//! every root.

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};
use crate::tree::{self, leaves, without_leaf, UnlabeledTrees};

use super::{write_test, Test, TreeCoins};

/// The most coins an instance of the checker holds.
const MOST_COINS: u64 = 4;

/// Every coin vector on `n` nodes with at most `most` coins in total.
fn coin_vectors(n: usize, most: u64) -> Vec<Vec<u64>> {
    let mut vectors = vec![Vec::new()];
    for _ in 0..n {
        let mut longer = Vec::new();
        for vector in &vectors {
            let used: u64 = vector.iter().sum();
            for count in 0..=most - used {
                let mut next = vector.clone();
                next.push(count);
                longer.push(next);
            }
        }
        vectors = longer;
    }
    vectors
}

impl Families for TreeCoins {
    type Instance = Test;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = 7;
    const MAX_EXHAUSTIVE_SIZE: u64 = 7;

    fn family_names() -> Vec<&'static str> {
        super::families()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    /// The tree shapes; the coins are drawn by the check (few of them, for the oracle).
    fn check_family_names() -> Vec<&'static str> {
        vec!["random", "path", "star", "caterpillar", "complete-binary"]
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Test {
        let nodes = size as u32;
        let edges = tree::random_tree(family, nodes, random);
        let mut coins = vec![0u64; size as usize];
        for _ in 0..random.below(MOST_COINS + 1) {
            coins[random.index(size as usize)] += 1;
        }
        Test {
            nodes,
            edges,
            coins,
        }
    }

    fn every(size: u64) -> Vec<Test> {
        let trees: Vec<_> = UnlabeledTrees::new(size as usize).collect();
        let vectors = coin_vectors(size as usize, MOST_COINS);
        trees
            .iter()
            .flat_map(|edges| {
                vectors.iter().map(move |coins| Test {
                    nodes: size as u32,
                    edges: edges.clone(),
                    coins: coins.clone(),
                })
            })
            .collect()
    }

    fn size(test: &Test) -> u64 {
        u64::from(test.nodes)
    }

    fn smaller(test: &Test) -> Vec<Test> {
        let mut smaller = Vec::new();
        // One coin fewer somewhere.
        for node in 0..test.coins.len() {
            if test.coins[node] > 0 {
                let mut coins = test.coins.clone();
                coins[node] -= 1;
                smaller.push(Test {
                    coins,
                    ..test.clone()
                });
            }
        }
        // One leaf fewer (the last node takes the leaf's id and coins).
        if test.nodes > 1 {
            for leaf in leaves(test.nodes, &test.edges) {
                let mut coins = test.coins.clone();
                coins[leaf as usize] = coins[test.nodes as usize - 1];
                coins.pop();
                smaller.push(Test {
                    nodes: test.nodes - 1,
                    edges: without_leaf(test.nodes, &test.edges, leaf),
                    coins,
                });
            }
        }
        smaller
    }

    fn input(test: &Test) -> String {
        let mut text = "1\n".to_string();
        write_test(&mut text, test);
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coin_vectors_are_counted() {
        // C(n + 4, 4) vectors of at most 4 coins on n nodes.
        assert_eq!(coin_vectors(3, 4).len(), 35);
        assert_eq!(coin_vectors(1, 4).len(), 5);
    }
}
