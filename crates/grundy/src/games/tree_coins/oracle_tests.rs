//! Tree-coins against both oracles: the coin game searched exhaustively for every root (every tree
//! of up to 6 nodes with every coin vector of at most 4 coins), and the O(N^2) breadth-first
//! reference on random trees of every family up to 2000 nodes.

use crate::check::{run, CheckOptions};
use crate::game::Checked;
use crate::games::tree_coins::fast;
use crate::games::tree_coins::TreeCoins;
use crate::random::Random;
use crate::tree::TreeFamily;

#[test]
fn fast_equals_the_coin_game_on_every_small_tree() {
    let options = CheckOptions {
        cases: 0,
        max_size: None,
        seed: 0,
        exhaustive: Some(6),
    };
    let report =
        run(&Checked::<TreeCoins>::default(), &options, &mut |_, _| {}).expect("valid options");
    // Trees of 1..=6 nodes (1, 1, 1, 2, 3, 6) times C(n + 4, 4) coin vectors.
    assert_eq!(report.summary(), "checked 1833 cases, 0 disagreements");
}

#[test]
fn fast_equals_the_coin_game_on_random_trees() {
    let options = CheckOptions {
        cases: 2000,
        max_size: Some(7),
        seed: 11,
        exhaustive: None,
    };
    let report =
        run(&Checked::<TreeCoins>::default(), &options, &mut |_, _| {}).expect("valid options");
    assert_eq!(report.summary(), "checked 2000 cases, 0 disagreements");
}

#[test]
fn fast_equals_the_breadth_first_reference_up_to_2000_nodes() {
    let mut random = Random::from_seed(99);
    let families = [
        TreeFamily::Random,
        TreeFamily::Path,
        TreeFamily::Star,
        TreeFamily::Caterpillar,
        TreeFamily::CompleteBinary,
    ];
    for family in families {
        for n in [1u32, 2, 3, 10, 64, 65, 500, 2000] {
            let edges = family.generate(n, &mut random);
            // Coin counts 0..=16, all zero, all odd.
            for mode in 0..3 {
                let coins: Vec<u64> = (0..n)
                    .map(|_| match mode {
                        0 => random.below(17),
                        1 => 0,
                        _ => 2 * random.below(8) + 1,
                    })
                    .collect();
                let odd: Vec<bool> = coins.iter().map(|count| count % 2 == 1).collect();
                assert_eq!(
                    fast::root_values(n as usize, &edges, &odd),
                    fast::root_values_by_search(n as usize, &edges, &odd),
                    "{} n = {n} mode {mode}",
                    family.name()
                );
            }
        }
    }
}
