//! Tree-tac-toe's side of `grundy check`: random coloured trees of every family, every coloured
//! tree of a size (every unlabeled tree with every admissible white set, one per isomorphism
//! class), and shrinking by removing a leaf or uncolouring a white vertex. The answers compared
//! (through the driver) are the outcome, `immediate`, and the winning first moves: every move the
//! fast solver names must be one the oracle finds.

use std::collections::HashSet;
use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};
use crate::tree::enumerate::labelled_tree_form;
use crate::tree::{leaves, without_leaf, Edge, UnlabeledTrees};

use super::families::{ColouredTree, Family, FAMILIES};
use super::parse::white_path_middle;
use super::{brute, input_file, TreeTacToe};

/// Every admissible white set of the tree (no three white vertices on a path, at least one
/// uncoloured vertex), as flags, in the order of their bit masks.
pub fn admissible_white_sets(n: u32, edges: &[Edge]) -> Vec<Vec<bool>> {
    (0u64..1 << n)
        .map(|mask| {
            (0..n)
                .map(|vertex| mask >> vertex & 1 == 1)
                .collect::<Vec<bool>>()
        })
        .filter(|white| white.iter().any(|&white| !white))
        .filter(|white| white_path_middle(n, edges, white).is_none())
        .collect()
}

/// Every coloured tree with `n` vertices, one of each isomorphism class.
pub fn every_coloured_tree(n: u32) -> Vec<ColouredTree> {
    let mut seen = HashSet::new();
    let mut all = Vec::new();
    for edges in UnlabeledTrees::new(n as usize) {
        for white in admissible_white_sets(n, &edges) {
            let labels: Vec<u8> = white.iter().map(|&w| if w { b'W' } else { b'N' }).collect();
            if seen.insert(labelled_tree_form(n as usize, &edges, &labels)) {
                all.push(ColouredTree {
                    n,
                    edges: edges.clone(),
                    white,
                });
            }
        }
    }
    all
}

impl Families for TreeTacToe {
    type Instance = ColouredTree;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = brute::MAX_VERTICES as u64;
    /// Every coloured tree of up to 11 vertices (125,792 of them, the count the specification
    /// gives) takes 49 s of CPU with a release build (up to 10: 31,404 in 6 s), measured
    /// 2026-11-25.
    const MAX_EXHAUSTIVE_SIZE: u64 = 11;

    fn family_names() -> Vec<&'static str> {
        FAMILIES.iter().map(|family| family.name()).collect()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> ColouredTree {
        Family::from_name(family)
            .unwrap_or(Family::Random)
            .generate(size as u32, random)
    }

    fn every(size: u64) -> Vec<ColouredTree> {
        every_coloured_tree(size as u32)
    }

    fn size(tree: &ColouredTree) -> u64 {
        u64::from(tree.n)
    }

    fn smaller(tree: &ColouredTree) -> Vec<ColouredTree> {
        let n = tree.n;
        let mut smaller = Vec::new();
        if n >= 2 {
            for leaf in leaves(n, &tree.edges) {
                // The last vertex takes the leaf's id, with its colour.
                let mut white = tree.white.clone();
                white[leaf as usize] = white[n as usize - 1];
                white.truncate(n as usize - 1);
                if white.iter().any(|&white| !white) {
                    smaller.push(ColouredTree {
                        n: n - 1,
                        edges: without_leaf(n, &tree.edges, leaf),
                        white,
                    });
                }
            }
        }
        for vertex in 0..n as usize {
            if tree.white[vertex] {
                let mut white = tree.white.clone();
                white[vertex] = false;
                smaller.push(ColouredTree {
                    white,
                    ..tree.clone()
                });
            }
        }
        smaller
    }

    fn input(tree: &ColouredTree) -> String {
        input_file(std::slice::from_ref(tree))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{run, CheckOptions};
    use crate::game::Checked;

    #[test]
    fn coloured_trees_are_counted_up_to_isomorphism() {
        // One vertex: N. Two: NN, NW. Three (a path): NNN, WNN, NWN, WNW, WWN.
        let counts: Vec<usize> = (1..=3).map(|n| every_coloured_tree(n).len()).collect();
        assert_eq!(counts, [1, 2, 5]);
        // The path of 4: 16 white sets, minus WWWN, NWWW (three on a path) and WWWW.
        let path = vec![(0, 1), (1, 2), (2, 3)];
        assert_eq!(admissible_white_sets(4, &path).len(), 13);
    }

    #[test]
    fn shrinking_keeps_valid_tests() {
        let tree = ColouredTree {
            n: 4,
            edges: vec![(0, 1), (1, 2), (2, 3)],
            white: vec![true, false, false, true],
        };
        let smaller = TreeTacToe::smaller(&tree);
        assert_eq!(
            smaller.len(),
            4,
            "two leaves removed, two whites uncoloured"
        );
        for smaller in smaller {
            assert!(smaller.white.iter().any(|&white| !white));
            assert_eq!(smaller.white.len(), smaller.n as usize);
            assert_eq!(smaller.edges.len() + 1, smaller.n as usize);
        }
    }

    #[test]
    fn fast_and_brute_agree_in_the_checker() {
        let options = CheckOptions {
            cases: 300,
            max_size: Some(11),
            seed: 5,
            exhaustive: None,
        };
        let report = run(&Checked::<TreeTacToe>::default(), &options, &mut |_, _| {}).unwrap();
        assert_eq!(report.summary(), "checked 300 cases, 0 disagreements");
        let exhaustive = CheckOptions {
            exhaustive: Some(5),
            ..options
        };
        let report = run(
            &Checked::<TreeTacToe>::default(),
            &exhaustive,
            &mut |_, _| {},
        )
        .unwrap();
        let total: usize = (1..=5).map(|n| every_coloured_tree(n).len()).sum();
        assert_eq!(
            report.summary(),
            format!("checked {total} cases, 0 disagreements")
        );
    }
}
