//! Path marking's side of `grundy check`: random trees of every family, every unlabeled tree up to
//! a size, and shrinking by removing leaves. The answers compared (through the driver) are the
//! verdict together with the exact set of winning first moves, not only the verdict.

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};
use crate::tree::{self, Tree, UnlabeledTrees};

use super::{brute, input_file, PathMarking};

impl Families for PathMarking {
    type Instance = Tree;

    const MIN_SIZE: u64 = 2;
    const MAX_BRUTE_SIZE: u64 = brute::MAX_EDGES as u64 + 1;

    /// Measured on 2026-11-23 with a release build (every tree up to 16 nodes: 14 s; 17 nodes: over 45 s).
    const MAX_EXHAUSTIVE_SIZE: u64 = 16;

    fn family_names() -> Vec<&'static str> {
        tree::family_names()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Tree {
        (size as u32, tree::random_tree(family, size as u32, random))
    }

    fn every(size: u64) -> Vec<Tree> {
        UnlabeledTrees::new(size as usize)
            .map(|edges| (size as u32, edges))
            .collect()
    }

    fn size((n, _): &Tree) -> u64 {
        u64::from(*n)
    }

    fn smaller((n, edges): &Tree) -> Vec<Tree> {
        tree::smaller_trees(*n, edges, 2, None)
    }

    fn input(tree: &Tree) -> String {
        input_file(std::slice::from_ref(tree))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{run, CheckOptions};
    use crate::game::Checked;

    #[test]
    fn shrinking_keeps_trees() {
        let tree: Tree = (5, vec![(0, 1), (1, 2), (2, 3), (1, 4)]);
        let smaller = PathMarking::smaller(&tree);
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
        let report = run(&Checked::<PathMarking>::default(), &options, &mut |_, _| {}).unwrap();
        assert_eq!(report.summary(), "checked 300 cases, 0 disagreements");
        let exhaustive = CheckOptions {
            exhaustive: Some(9),
            ..options
        };
        let report = run(
            &Checked::<PathMarking>::default(),
            &exhaustive,
            &mut |_, _| {},
        )
        .unwrap();
        // Trees of 2..=9 nodes: 1 + 1 + 2 + 3 + 6 + 11 + 23 + 47 (OEIS A000055).
        assert_eq!(report.summary(), "checked 94 cases, 0 disagreements");
    }
}
