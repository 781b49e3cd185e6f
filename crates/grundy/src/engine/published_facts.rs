//! The engine against published facts, every value computed by the engine itself.

use crate::engine::{
    loopy_values, sum_outcome, Game, LoopyGame, LoopyOutcome, LoopyValue, Outcome, OutcomeSolver,
    Play, RetrogradeSolver, ValueSolver,
};
use crate::nimber::Nimber;
use crate::random::Random;

/// Nim on a multiset of heaps (kept sorted, so equal positions are equal keys); splits into
/// single heaps. C. L. Bouton, "Nim, a game with a complete mathematical theory", Ann. of Math.
/// 3 (1901–1902) 35–39.
struct Nim;

impl Game for Nim {
    type Position = Vec<u64>;
    fn options(&self, heaps: &Vec<u64>, options: &mut Vec<Vec<u64>>) {
        for (index, &heap) in heaps.iter().enumerate() {
            for smaller in 0..heap {
                let mut next = heaps.clone();
                next[index] = smaller;
                next.retain(|&heap| heap > 0);
                next.sort_unstable();
                options.push(next);
            }
        }
    }
    fn components(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        (heaps.len() > 1).then(|| heaps.iter().map(|&heap| vec![heap]).collect())
    }
}

/// An octal game on rows of pins: `moves[k - 1]` is the octal digit for removing `k` pins (bit 1:
/// the whole row; bit 2: from an end, leaving one row; bit 4: from the middle, leaving two rows).
/// Positions are sorted lists of row lengths; they split into single rows.
struct Octal {
    digits: Vec<u8>,
}

impl Game for Octal {
    type Position = Vec<u64>;
    fn options(&self, rows: &Vec<u64>, options: &mut Vec<Vec<u64>>) {
        for (index, &row) in rows.iter().enumerate() {
            for (taken, &digit) in (1u64..).zip(&self.digits) {
                if taken > row {
                    break;
                }
                let rest = row - taken;
                let mut leave = |parts: &[u64]| {
                    let mut next = rows.clone();
                    next.remove(index);
                    next.extend(parts.iter().copied().filter(|&part| part > 0));
                    next.sort_unstable();
                    options.push(next);
                };
                if digit & 1 != 0 && rest == 0 {
                    leave(&[]);
                }
                if digit & 2 != 0 && rest > 0 {
                    leave(&[rest]);
                }
                if digit & 4 != 0 && rest >= 2 {
                    for left in 1..=rest / 2 {
                        leave(&[left, rest - left]);
                    }
                }
            }
        }
    }
    fn components(&self, rows: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        (rows.len() > 1).then(|| rows.iter().map(|&row| vec![row]).collect())
    }
}

fn octal_values(digits: &[u8], up_to: u64) -> Vec<u64> {
    let mut solver = ValueSolver::new(Octal {
        digits: digits.to_vec(),
    });
    (0..=up_to).map(|n| solver.value(&vec![n]).0).collect()
}

/// The first `n` from which `values[n] == values[n + period]` holds to the end of the table.
fn periodic_from(values: &[u64], period: usize) -> usize {
    (0..values.len() - period)
        .rev()
        .find(|&n| values[n] != values[n + period])
        .map_or(0, |n| n + 1)
}

#[test]
fn nim_heaps_are_worth_their_size_and_sums_xor() {
    let mut solver = ValueSolver::new(Nim);
    for heap in 0..20 {
        assert_eq!(solver.value(&vec![heap]), Nimber(heap));
    }
    assert_eq!(solver.value(&vec![3, 5, 6]), Nimber(0));
    assert_eq!(solver.value(&vec![1, 2, 4]), Nimber(7));
    // The theory-free search agrees on every position of three heaps of at most 7.
    let mut outcomes = OutcomeSolver::new(Nim, Play::Normal);
    for a in 0..=7 {
        for b in a..=7 {
            for c in b..=7 {
                let mut heaps = vec![a, b, c];
                heaps.retain(|&heap| heap > 0);
                let by_value = solver.outcome(&heaps);
                assert_eq!(outcomes.outcome(&heaps), by_value, "{heaps:?}");
                assert_eq!(by_value == Outcome::Previous, a ^ b ^ c == 0);
            }
        }
    }
    assert_eq!(solver.winning_moves(&vec![1, 2]), vec![vec![1, 1]]);
}

#[test]
fn misere_play_swaps_the_end() {
    // Misère Nim with one heap of 1: the player to move must take it and loses.
    let mut solver = OutcomeSolver::new(Nim, Play::Misere);
    assert!(!solver.wins(&vec![1]));
    assert!(solver.wins(&vec![]));
    assert!(solver.wins(&vec![2]));
    assert!(!solver.wins(&vec![1, 1, 1]));
}

#[test]
fn subtraction_game_one_two_three() {
    // The subtraction game S = {1, 2, 3}: g(n) = n mod 4 (Winning Ways, ch. 4).
    let values = octal_values(&[3, 3, 3], 60);
    for (n, &value) in values.iter().enumerate() {
        assert_eq!(value, n as u64 % 4, "n = {n}");
    }
}

#[test]
fn kayles_is_periodic_with_period_12_from_71() {
    // Kayles, octal 0.77 (Dudeney 1908; Guy and Smith, "The G-values of various games", Proc.
    // Cambridge Philos. Soc. 52 (1956); OEIS A002186): period 12 after a pre-period of 71.
    let values = octal_values(&[7, 7], 250);
    assert_eq!(values[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    assert_eq!(periodic_from(&values, 12), 71);
}

#[test]
fn dawsons_kayles_is_periodic_with_period_34_from_53() {
    // Dawson's Kayles, octal 0.07 (Winning Ways, ch. 4; OEIS A002187): period 34 after a
    // pre-period of 53.
    let values = octal_values(&[0, 7], 53 + 5 * 34);
    assert_eq!(values[..10], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    assert_eq!(periodic_from(&values, 34), 53);
}

/// Grundy's game: split a heap into two unequal non-empty heaps (Grundy 1939; OEIS A002188).
struct GrundysGame;

impl Game for GrundysGame {
    type Position = Vec<u64>;
    fn options(&self, heaps: &Vec<u64>, options: &mut Vec<Vec<u64>>) {
        for (index, &heap) in heaps.iter().enumerate() {
            for part in 1..heap.div_ceil(2) {
                let mut next = heaps.clone();
                next[index] = part;
                next.push(heap - part);
                next.sort_unstable();
                options.push(next);
            }
        }
    }
    fn components(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        (heaps.len() > 1).then(|| heaps.iter().map(|&heap| vec![heap]).collect())
    }
}

#[test]
fn grundys_game_first_thirty_values() {
    let expected = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
    ];
    let mut solver = ValueSolver::new(GrundysGame);
    let values: Vec<u64> = (0..30).map(|n| solver.value(&vec![n]).0).collect();
    assert_eq!(values, expected);
}

/// A chain: position k has the single option k - 1.
struct Chain;

impl Game for Chain {
    type Position = u64;
    fn options(&self, position: &u64, options: &mut Vec<u64>) {
        if *position > 0 {
            options.push(position - 1);
        }
    }
}

#[test]
fn a_game_100000_moves_deep_needs_no_deep_stack() {
    let mut values = ValueSolver::new(Chain);
    assert_eq!(values.value(&100_000), Nimber(0));
    assert_eq!(values.value(&99_999), Nimber(1));
    assert_eq!(values.positions(), 100_001);
    let mut outcomes = OutcomeSolver::new(Chain, Play::Normal);
    assert!(!outcomes.wins(&100_000));
    assert!(outcomes.wins(&100_001));
}

#[test]
fn memo_tables_are_per_solver() {
    // Two rule sets on the same positions: each solver keeps its own values.
    let mut one_two_three = ValueSolver::new(Octal {
        digits: vec![3, 3, 3],
    });
    let mut one_two = ValueSolver::new(Octal { digits: vec![3, 3] });
    assert_eq!(one_two_three.value(&vec![3]), Nimber(3));
    assert_eq!(one_two.value(&vec![3]), Nimber(0));
    assert_eq!(one_two_three.value(&vec![3]), Nimber(3));
}

/// Tokens on a digraph: a position is the sorted multiset of the tokens' vertices; a move slides
/// one token along one arc (normal play; plays may go on forever).
struct Tokens {
    successors: Vec<Vec<u32>>,
}

impl LoopyGame for Tokens {
    type Position = Vec<u32>;
    fn options(&self, tokens: &Vec<u32>, options: &mut Vec<Vec<u32>>) {
        for (index, &vertex) in tokens.iter().enumerate() {
            for &target in &self.successors[vertex as usize] {
                let mut next = tokens.clone();
                next[index] = target;
                next.sort_unstable();
                options.push(next);
            }
        }
    }
}

/// Every sorted multiset of `count` vertices below `n`.
fn multisets(n: u32, count: usize) -> Vec<Vec<u32>> {
    let mut all = vec![Vec::new()];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|tokens: Vec<u32>| {
                let low = tokens.last().copied().unwrap_or(0);
                (low..n).map(move |vertex| {
                    let mut next = tokens.clone();
                    next.push(vertex);
                    next
                })
            })
            .collect();
    }
    all
}

/// Checks Smith's rule for sums, from `loopy_values`, against retrograde analysis of every
/// multiset of 1 to `max_tokens` tokens. Returns how many positions of each outcome it saw.
fn check_sums(successors: Vec<Vec<u32>>, max_tokens: usize) -> [usize; 3] {
    let n = successors.len() as u32;
    let values = loopy_values(&successors);
    let mut solver = RetrogradeSolver::new(Tokens {
        successors: successors.clone(),
    });
    let mut seen = [0; 3];
    for count in 1..=max_tokens {
        for tokens in multisets(n, count) {
            let by_values = sum_outcome(tokens.iter().map(|&vertex| &values[vertex as usize]));
            let by_search = solver.outcome(&tokens);
            assert_eq!(
                by_values, by_search,
                "tokens {tokens:?} on {successors:?}, values {values:?}"
            );
            seen[by_search as usize] += 1;
        }
    }
    seen
}

#[test]
fn loopy_values_decide_sums_on_every_digraph_of_up_to_three_vertices() {
    // Every arc set (self-loops included) on 1, 2 and 3 vertices: 2 + 16 + 512 digraphs, with 1
    // to 3 tokens.
    let mut seen = [0; 3];
    for n in 1..=3u32 {
        for arcs in 0u32..1 << (n * n) {
            let successors: Vec<Vec<u32>> = (0..n)
                .map(|from| {
                    (0..n)
                        .filter(|to| arcs >> (from * n + to) & 1 == 1)
                        .collect()
                })
                .collect();
            for (total, count) in seen.iter_mut().zip(check_sums(successors, 3)) {
                *total += count;
            }
        }
    }
    // Wins, losses and draws all occur.
    assert!(seen.iter().all(|&count| count > 500), "{seen:?}");
}

#[test]
fn loopy_values_decide_sums_on_random_digraphs() {
    let mut random = Random::from_seed(2026);
    let mut seen = [0; 3];
    let mut largest = 0;
    let mut infinite_with_options = 0;
    for _ in 0..1000 {
        let n = random.between(4, 6) as u32;
        // Each arc (self-loops included) with probability 3% to 40%: denser graphs are nearly
        // all draws.
        let per_mille = random.between(30, 400);
        let successors: Vec<Vec<u32>> = (0..n)
            .map(|_| (0..n).filter(|_| random.below(1000) < per_mille).collect())
            .collect();
        for value in loopy_values(&successors) {
            match value {
                LoopyValue::Finite(value) => largest = largest.max(value),
                LoopyValue::Infinite(finite) => {
                    infinite_with_options += usize::from(finite.len() > 1)
                }
            }
        }
        for (total, count) in seen.iter_mut().zip(check_sums(successors, 3)) {
            *total += count;
        }
    }
    assert!(seen.iter().all(|&count| count > 5000), "{seen:?}");
    // The graphs reach nimbers beyond 2, and infinite values with two or more finite options.
    assert!(largest >= 3, "{largest}");
    assert!(infinite_with_options > 20, "{infinite_with_options}");
}

#[test]
fn loopy_outcomes_of_finite_games_match_the_outcome_solver() {
    // A token on a vertex of an acyclic digraph is a finite game: retrograde analysis, loopy
    // values and plain search must agree, with no draws.
    struct Acyclic(Vec<Vec<u32>>);
    impl Game for Acyclic {
        type Position = u32;
        fn options(&self, vertex: &u32, options: &mut Vec<u32>) {
            options.extend_from_slice(&self.0[*vertex as usize]);
        }
    }
    let mut random = Random::from_seed(7);
    for _ in 0..50 {
        let n = 12u32;
        // Arcs only to larger vertices: no cycles.
        let successors: Vec<Vec<u32>> = (0..n)
            .map(|from| (from + 1..n).filter(|_| random.below(3) == 0).collect())
            .collect();
        let values = loopy_values(&successors);
        let mut nimbers = ValueSolver::new(Acyclic(successors.clone()));
        let mut outcomes = OutcomeSolver::new(Acyclic(successors.clone()), Play::Normal);
        for vertex in 0..n {
            let expected = LoopyOutcome::from(outcomes.outcome(&vertex));
            assert_eq!(values[vertex as usize].outcome(), expected);
            assert_eq!(
                values[vertex as usize],
                LoopyValue::Finite(nimbers.value(&vertex).0)
            );
        }
    }
}
