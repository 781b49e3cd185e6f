//! Path marking's side of `grundy check`: random trees of every family, every unlabeled tree up to
//! a size, and shrinking by removing leaves. The answers compared are the verdict together with
//! the exact set of winning first moves, not only the verdict.

use crate::check::Subject;
use crate::random::Random;
use crate::tree::{leaves, without_leaf, Edge, TreeFamily, UnlabeledTrees, TREE_FAMILIES};

use super::{brute, fast::Workspace, input_file};

/// One tree: its number of nodes and its edges (0-based ids).
pub type Tree = (u32, Vec<Edge>);

/// The checker's view of path marking.
#[derive(Debug, Clone, Copy, Default)]
pub struct PathMarkingCheck;

fn describe(first_player_wins: bool, winning: &[usize]) -> String {
    let answer = if first_player_wins {
        "Play now"
    } else {
        "Restart"
    };
    let edges: Vec<String> = winning
        .iter()
        .map(|index| (index + 1).to_string())
        .collect();
    format!(
        "{answer} (winning first moves: edges [{}] in input order)",
        edges.join(", ")
    )
}

impl Subject for PathMarkingCheck {
    type Instance = Tree;

    fn min_size(&self) -> u64 {
        2
    }

    fn max_brute_size(&self) -> u64 {
        brute::MAX_EDGES as u64 + 1
    }

    /// Measured on 2026-11-23 with a release build (every tree up to 16 nodes: 14 s; 17 nodes: over 45 s).
    fn max_exhaustive_size(&self) -> u64 {
        16
    }

    fn families(&self) -> Vec<&'static str> {
        TREE_FAMILIES.iter().map(|family| family.name()).collect()
    }

    fn random(&self, family: &str, size: u64, random: &mut Random) -> Tree {
        let family = TreeFamily::from_name(family).unwrap_or(TreeFamily::Random);
        (size as u32, family.generate(size as u32, random))
    }

    fn all(&self, size: u64) -> Vec<Tree> {
        UnlabeledTrees::new(size as usize)
            .map(|edges| (size as u32, edges))
            .collect()
    }

    fn size(&self, (n, _): &Tree) -> u64 {
        u64::from(*n)
    }

    fn fast(&self, (n, edges): &Tree) -> String {
        let mut workspace = Workspace::new();
        workspace.load_edges(*n, edges);
        match workspace.solve() {
            Ok(count) => {
                let winning: Vec<usize> = (0..edges.len())
                    .filter(|&index| {
                        let (first, second) = workspace.side_values(edges[index]);
                        first == second
                    })
                    .collect();
                debug_assert_eq!(winning.len() as u64, count);
                describe(count > 0, &winning)
            }
            Err(_) => "not a tree".to_string(),
        }
    }

    fn brute(&self, (n, edges): &Tree) -> String {
        let outcome = brute::solve(*n, edges);
        describe(outcome.first_player_wins, &outcome.winning_first_moves)
    }

    fn smaller(&self, (n, edges): &Tree) -> Vec<Tree> {
        if *n <= 2 {
            return Vec::new();
        }
        leaves(*n, edges)
            .into_iter()
            .map(|leaf| (n - 1, without_leaf(*n, edges, leaf)))
            .collect()
    }

    fn input(&self, tree: &Tree) -> String {
        input_file(std::slice::from_ref(tree))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{run, CheckOptions};

    #[test]
    fn shrinking_keeps_trees() {
        let tree: Tree = (5, vec![(0, 1), (1, 2), (2, 3), (1, 4)]);
        let smaller = PathMarkingCheck.smaller(&tree);
        assert_eq!(
            smaller.len(),
            3,
            "one smaller tree per leaf: nodes 0, 3 and 4"
        );
        for (n, edges) in smaller {
            assert_eq!(n, 4);
            assert_eq!(edges.len(), 3);
            assert!(edges.iter().all(|&(a, b)| a < 4 && b < 4 && a != b));
        }
    }

    #[test]
    fn fast_and_brute_agree_in_the_checker() {
        let options = CheckOptions {
            cases: 300,
            max_size: Some(12),
            seed: 5,
            exhaustive: None,
        };
        let report = run(&PathMarkingCheck, &options, &mut |_, _| {}).unwrap();
        assert_eq!(report.summary(), "checked 300 cases, 0 disagreements");
        let exhaustive = CheckOptions {
            exhaustive: Some(9),
            ..options
        };
        let report = run(&PathMarkingCheck, &exhaustive, &mut |_, _| {}).unwrap();
        // Trees of 2..=9 nodes: 1 + 1 + 2 + 3 + 6 + 11 + 23 + 47 (OEIS A000055).
        assert_eq!(report.summary(), "checked 94 cases, 0 disagreements");
    }
}
