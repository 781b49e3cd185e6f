//! Christmas-game's fast answer (Fusion Principle per drawing, XOR over the block) against the
//! search of the whole block as one game: every multigraph with at most 4 vertices and 7 edges,
//! alone and beside a single edge; every unlabeled tree up to 12 vertices hung from each of its
//! vertices; random blocks of up to three arbitrary small multigraphs;
//! random blocks of every generator family. The checker replays every winning move the fast
//! side gives on the block's search.

use crate::check::{run, run_on, CheckOptions, Subject};
use crate::game::Checked;
use crate::games::christmas_game::parse::ReadBlock;
use crate::games::christmas_game::ChristmasGame;
use crate::games::christmas_game::{answer_by_search, answer_fast, Drawing};
use crate::graph::every_small_multigraph;
use crate::graph::fusion::MoveBudget;
use crate::random::Random;
use crate::tree::every_rooted_tree;

#[test]
fn fast_equals_the_search_on_every_small_multigraph() {
    let options = CheckOptions {
        cases: 0,
        max_size: None,
        seed: 0,
        exhaustive: Some(4),
    };
    let report = run(
        &Checked::<ChristmasGame>::default(),
        &options,
        &mut |_, _| {},
    )
    .expect("valid options");
    assert!(report.disagreement.is_none(), "{:?}", report.disagreement);
    assert!(report.cases > 20_000, "{}", report.summary());
}

#[test]
fn fast_equals_the_search_on_every_tree_up_to_12_vertices_at_every_root() {
    let instances = (1..=12)
        .flat_map(|n| every_rooted_tree(n).map(move |edges| vec![(n as u32, edges)]))
        .collect();
    let report = run_on(
        &Checked::<ChristmasGame>::default(),
        instances,
        &mut |_, _| {},
    );
    assert!(report.disagreement.is_none(), "{:?}", report.disagreement);
    // Sum over n = 1..=12 of n times the number of unlabeled trees (OEIS A000055).
    assert_eq!(report.cases, 11_006);
}

#[test]
fn fast_equals_the_search_on_blocks_of_up_to_three_small_multigraphs() {
    // Every multigraph with 1..=4 vertices and at most 4 edges; blocks of 2 or 3 of them.
    let pool: Vec<Drawing> = every_small_multigraph(4, 4);
    let mut random = Random::from_seed(7);
    for _ in 0..1500 {
        let count = 2 + random.index(2);
        let block: Vec<Drawing> = (0..count)
            .map(|_| pool[random.index(pool.len())].clone())
            .collect();
        let check = Checked::<ChristmasGame>::default();
        let (fast, brute) = (check.fast(&block), check.brute(&block));
        assert!(
            check.agree(&fast, &brute),
            "{block:?}\nfast: {fast}\nbrute: {brute}"
        );
    }
}

#[test]
fn fast_equals_the_search_on_random_blocks_of_every_family() {
    let options = CheckOptions {
        cases: 3000,
        max_size: Some(8),
        seed: 29,
        exhaustive: None,
    };
    let report = run(
        &Checked::<ChristmasGame>::default(),
        &options,
        &mut |_, _| {},
    )
    .expect("valid options");
    assert_eq!(report.summary(), "checked 3000 cases, 0 disagreements");
}

#[test]
fn the_samples_by_both_methods() {
    // Sample 2's blocks: values 2 | 1 1 | 0 1 1.
    let blocks: Vec<(Vec<Drawing>, Vec<u64>, bool)> = vec![
        (
            vec![(3, vec![(0, 1), (1, 2), (1, 2), (2, 2)])],
            vec![2],
            true,
        ),
        (
            vec![(1, vec![(0, 0)]), (3, vec![(0, 1), (0, 1), (1, 2)])],
            vec![1, 1],
            false,
        ),
        (
            vec![
                (1, vec![]),
                (3, vec![(0, 1), (1, 2), (2, 0)]),
                (5, vec![(0, 1), (1, 2), (2, 3), (3, 4), (4, 1)]),
            ],
            vec![0, 1, 1],
            false,
        ),
    ];
    for (drawings, values, first_wins) in blocks {
        let block = ReadBlock {
            edge_offsets: drawings.iter().map(|(_, e)| vec![0; e.len()]).collect(),
            drawings,
        };
        for answer in [
            answer_fast(&block, Some(&mut MoveBudget::unlimited())).expect("memory"),
            answer_by_search(&block),
        ] {
            assert_eq!(answer.values, values);
            assert_eq!(answer.first_player_wins, first_wins);
            assert_eq!(answer.winning_move.is_some(), first_wins);
            // The oracle lists every winning move; the one it names is the first.
            if let Some(all) = &answer.all_winning_moves {
                assert_eq!(all.first().copied(), answer.winning_move);
            }
        }
    }
}

#[test]
fn chains_of_triangles_and_a_long_path_need_no_deep_recursion() {
    let triangles = 100_000u32;
    // Triangles each hung at a vertex of the previous one: one 2-edge-connected part, fused to
    // the root with 3 * 10^5 loops: value 0.
    let mut edges = Vec::new();
    for index in 0..triangles {
        let (base, a, b) = (2 * index, 2 * index + 1, 2 * index + 2);
        edges.extend([(base, a), (a, b), (b, base)]);
    }
    let shared: Drawing = (2 * triangles + 1, edges);
    // The promised shape: a path 0 - 1 - ... - 10^5 with a triangle hung at every path vertex.
    // Each triangle is worth one edge, so by the colon principle the top vertex is worth 1 and
    // every vertex below it 1 XOR (value above + 1).
    let path_end = triangles;
    let mut edges: Vec<(u32, u32)> = (0..path_end).map(|v| (v, v + 1)).collect();
    let mut next = path_end + 1;
    for vertex in 0..=path_end {
        edges.extend([(vertex, next), (next, next + 1), (next + 1, vertex)]);
        next += 2;
    }
    let promised: Drawing = (next, edges);
    let mut expected = 1u64;
    for _ in 0..path_end {
        expected = 1 ^ (expected + 1);
    }
    let path: Drawing = (1_000_001, (0..1_000_000).map(|v| (v, v + 1)).collect());
    let block = ReadBlock {
        edge_offsets: vec![Vec::new(); 3],
        drawings: vec![shared, promised, path],
    };
    let answer = answer_fast(&block, None).expect("memory");
    assert_eq!(answer.values, vec![0, expected, 1_000_000]);
    assert_eq!(answer.first_player_wins, expected != 1_000_000);
}

/// A drawing that is one cycle of `length` edges through the root.
fn cycle_through_the_root(length: u32) -> Drawing {
    (
        length,
        (0..length)
            .map(|vertex| (vertex, (vertex + 1) % length))
            .collect(),
    )
}

#[test]
fn a_winning_move_is_sought_in_the_smallest_drawing_first() {
    // An odd cycle of 99,999 edges at the root (value 1), then two single edges (1 each): XOR 1.
    // Every drawing has the top bit; the cycle's search would give up within the budget (each
    // candidate costs a re-analysis of 10^5 edges), while cutting a single edge wins at once.
    let cycle_length = 99_999u32;
    let cycle = cycle_through_the_root(cycle_length);
    let single: Drawing = (2, vec![(0, 1)]);
    let block = ReadBlock {
        edge_offsets: vec![vec![0; cycle_length as usize], vec![0], vec![0]],
        drawings: vec![cycle, single.clone(), single],
    };
    let answer = answer_fast(&block, Some(&mut MoveBudget::for_file())).expect("memory");
    assert_eq!(answer.values, vec![1, 1, 1]);
    assert_eq!(answer.winning_move, Some((1, 0)));
    assert_eq!(answer.move_search_gave_up, None);
}

#[test]
fn one_block_s_searches_share_one_search_s_allowance() {
    // Five even cycles of 9,998 edges at the root, each with a chord across vertices 4,999 and 5,001
    // (9,999 edges, values 1 each, XOR 1): every drawing can win, each search gives up (the
    // chord leaves no closed ear whose cut is found at once). Together they may spend one
    // search's allowance, not the file's: the next block's single edge is still found.
    let cycle_length = 9_998u32;
    let (vertices, mut edges) = cycle_through_the_root(cycle_length);
    edges.push((4_999, 5_001));
    let cycles = ReadBlock {
        edge_offsets: vec![vec![0; edges.len()]; 5],
        drawings: vec![(vertices, edges); 5],
    };
    let single = ReadBlock {
        edge_offsets: vec![vec![0]],
        drawings: vec![(2, vec![(0, 1)])],
    };
    let mut budget = MoveBudget::new(1_000_000, 3_000_000);
    let answer = answer_fast(&cycles, Some(&mut budget)).expect("memory");
    assert_eq!(answer.values, vec![1; 5]);
    assert_eq!(answer.winning_move, None);
    assert_eq!(
        answer.move_search_gave_up.as_deref(),
        Some("the search would visit more than 1000000 edges")
    );
    let answer = answer_fast(&single, Some(&mut budget)).expect("memory");
    assert_eq!(answer.winning_move, Some((0, 0)));
    assert_eq!(answer.move_search_gave_up, None);
}
