//! The fast path-marking solver against the brute-force oracle: every unlabeled tree up to 12
//! nodes, and thousands of random trees of every family up to 16 nodes. Not only the verdicts
//! but the exact sets of winning first moves must agree.

use crate::games::path_marking::{brute, fast::Workspace};
use crate::random::Random;
use crate::tree::{Edge, UnlabeledTrees, TREE_FAMILIES};

/// The winning first moves by the fast solver, as edge indices in input order.
fn fast_winning_moves(n: u32, edges: &[Edge]) -> Vec<usize> {
    let mut workspace = Workspace::new();
    workspace.load_edges(n, edges).expect("memory");
    let count = workspace.solve().expect("a tree");
    let moves: Vec<usize> = (0..edges.len())
        .filter(|&index| {
            let (first, second) = workspace.side_values(edges[index]);
            first == second
        })
        .collect();
    assert_eq!(
        moves.len() as u64,
        count,
        "the count matches the listed moves"
    );
    moves
}

fn agree(n: u32, edges: &[Edge]) {
    let oracle = brute::solve(n, edges);
    let fast = fast_winning_moves(n, edges);
    assert_eq!(
        fast, oracle.winning_first_moves,
        "winning first moves differ on n = {n}, edges {edges:?}"
    );
    assert_eq!(!fast.is_empty(), oracle.first_player_wins);
}

#[test]
fn fast_equals_brute_on_every_tree_up_to_12_nodes() {
    let mut checked = 0;
    for n in 2..=12 {
        for edges in UnlabeledTrees::new(n) {
            agree(n as u32, &edges);
            checked += 1;
        }
    }
    // 1 + 1 + 2 + 3 + 6 + 11 + 23 + 47 + 106 + 235 + 551 (OEIS A000055, n = 2..12)
    assert_eq!(checked, 986);
}

#[test]
fn fast_equals_brute_on_random_trees_of_every_family() {
    let mut random = Random::from_seed(2024);
    for family in TREE_FAMILIES {
        for case in 0..400u32 {
            let n = 2 + case % 15;
            let edges = family.generate(n, &mut random);
            agree(n, &edges);
        }
    }
}

#[test]
fn both_players_win_somewhere_in_every_size() {
    // The oracle comparison is only as strong as its mix of verdicts.
    for n in 4..=10 {
        let verdicts: Vec<bool> = UnlabeledTrees::new(n)
            .map(|edges| brute::solve(n as u32, &edges).first_player_wins)
            .collect();
        assert!(
            verdicts.contains(&true) && verdicts.contains(&false),
            "n = {n}"
        );
    }
}
