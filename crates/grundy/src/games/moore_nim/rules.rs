//! moore-nim played move by move: the test counts the choices of `n` heaps among the sizes `b_1
//! .. b_m`; one such choice is played (`grundy play moore-nim FILE --position "3 1 2"`: the `n`
//! heap sizes, each one of the test's sizes; by default a random choice drawn from `--seed`).
//! A move lowers 1 to `k` non-empty heaps, labelled by the heaps it changes in the position's
//! order, from 1: `heap 2 to 0` or, changing several, `heap 1 to 0, heap 3 to 2` (the commas may
//! be left out).
//!
//! Who wins comes from Moore's rule ([`super::rule::is_loss`]: every binary column holds a
//! multiple of `k + 1` ones iff the player to move loses), so the engine never searches to decide
//! a move: `hint` and its winning replies weigh each move by the rule. For `k = 1` (Nim) the
//! nim-value is the XOR of the heaps; for larger `k` no formula is known, and `value` searches the
//! explicit positions within [`REMOTENESS_BUDGET`] divided by the heaps (beyond, it says it
//! cannot give the value). How long a game lasts has no formula either: the engine searches for
//! the quickest win or the longest loss within the same budget, and beyond plays any winning move
//! (`any_win`) or, losing, a move drawn from its seed (`any_move`), as every game does.

use std::fmt;

use crate::draw::Picture;
use crate::game::play::{self, Player, Session, Setup, REMOTENESS_BUDGET};
use crate::game::rules::MAX_FAST_WORK;
use crate::game::{Playable, Positions, Refusal, Rules};
use crate::nimber::Nimber;
use crate::random::Random;

use super::draw::heaps_in_play;
use super::parse::Instance;
use super::rule::is_loss;
use super::MooreNim;

/// The most heaps a played position may have.
pub const MAX_PLAYED_HEAPS: u64 = 1000;

/// The rules of Moore's Nim with parameter `k`.
#[derive(Debug, Clone, Copy)]
pub struct MooreRules {
    /// The most heaps one move lowers.
    k: u64,
    /// The largest heap at the start: what a full bar stands for in the pictures of play.
    largest: u64,
}

/// Lower some heaps: each changed heap (0-based) and its size after the move, by heap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lower(pub Vec<(usize, u64)>);

impl fmt::Display for Lower {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .0
            .iter()
            .map(|&(heap, size)| format!("heap {} to {size}", heap + 1))
            .collect();
        write!(formatter, "{}", parts.join(", "))
    }
}

impl MooreRules {
    /// The rules with parameter `k` for a game starting from `heaps`.
    pub(crate) fn new(k: u64, heaps: &[u64]) -> MooreRules {
        MooreRules {
            k,
            largest: heaps.iter().copied().max().unwrap_or(0),
        }
    }
}

impl Positions for MooreRules {
    type Position = Vec<u64>;

    fn describe(&self, heaps: &Vec<u64>) -> String {
        let sizes: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let lowers = match self.k {
            1 => "one heap".to_string(),
            k => format!("1 to {k} heaps"),
        };
        format!("heaps {} (a move lowers {lowers})", sizes.join(" "))
    }

    /// A bar per heap ([`crate::game::text_picture::bars`]).
    fn drawing(&self, heaps: &Vec<u64>) -> Option<String> {
        crate::game::text_picture::bars(&crate::heaps::rules::heap_bars(heaps))
    }

    fn picture(&self, heaps: &Vec<u64>) -> Option<Result<Picture, Refusal>> {
        Some(heaps_in_play(
            &self.describe(heaps),
            heaps,
            self.k,
            self.largest,
        ))
    }
}

impl Rules for MooreRules {
    type Move = Lower;

    /// By the set of heaps changed (fewest first, then in lexicographic order), then the new
    /// sizes, each counting down from one below the heap.
    fn moves(&self, heaps: &Vec<u64>, moves: &mut Vec<Lower>) {
        let non_empty: Vec<usize> = (0..heaps.len()).filter(|&heap| heaps[heap] > 0).collect();
        let most = (self.k.min(non_empty.len() as u64)) as usize;
        for count in 1..=most {
            // The sets of `count` non-empty heaps, in lexicographic order.
            let mut chosen: Vec<usize> = (0..count).collect();
            loop {
                let heaps_chosen: Vec<usize> = chosen.iter().map(|&at| non_empty[at]).collect();
                let mut sizes: Vec<u64> =
                    heaps_chosen.iter().map(|&heap| heaps[heap] - 1).collect();
                loop {
                    moves.push(Lower(
                        heaps_chosen
                            .iter()
                            .copied()
                            .zip(sizes.iter().copied())
                            .collect(),
                    ));
                    // Count the sizes down, the last heap fastest.
                    let Some(place) = (0..count).rev().find(|&place| sizes[place] > 0) else {
                        break;
                    };
                    sizes[place] -= 1;
                    for later in place + 1..count {
                        sizes[later] = heaps[heaps_chosen[later]] - 1;
                    }
                }
                let Some(place) = (0..count)
                    .rev()
                    .find(|&place| chosen[place] < non_empty.len() - count + place)
                else {
                    break;
                };
                chosen[place] += 1;
                for later in place + 1..count {
                    chosen[later] = chosen[later - 1] + 1;
                }
            }
        }
    }

    fn play(&self, heaps: &Vec<u64>, Lower(changes): &Lower) -> Vec<u64> {
        let mut after = heaps.clone();
        for &(heap, size) in changes {
            after[heap] = size;
        }
        after
    }

    fn aliases(&self, mv: &Lower) -> Vec<String> {
        vec![mv.to_string().replace(',', "")]
    }

    /// The engine's budget divided by the heaps, which every position it looks at copies.
    fn remoteness_budget(&self, heaps: &Vec<u64>) -> u64 {
        REMOTENESS_BUDGET / heaps.len().max(1) as u64
    }

    /// Nim (`k = 1`): the XOR of the heaps (Bouton); no formula for larger `k`.
    fn fast_value(&self, heaps: &Vec<u64>) -> Option<Nimber> {
        (self.k == 1).then(|| Nimber(heaps.iter().fold(0, |sum, &heap| sum ^ heap)))
    }

    /// For `k > 1`, where no formula gives the value: as many positions and options as the
    /// engine's own search may look at ([`Rules::remoteness_budget`]); none at all when the
    /// position's own moves are more ([`move_count`]), so they are not even listed.
    fn value_budget(&self, heaps: &Vec<u64>) -> Option<u64> {
        let budget = self.remoteness_budget(heaps);
        let within = move_count(heaps, self.k) < u128::from(budget);
        Some(if within { budget } else { 0 })
    }

    /// Moore's rule.
    fn fast_wins(&self, heaps: &Vec<u64>) -> Option<bool> {
        Some(!is_loss(heaps, self.k))
    }
}

/// The number of moves from `heaps` with up to `k` heaps lowered: the elementary symmetric sums
/// `e_1 + ... + e_k` of the heap sizes, saturating.
pub(crate) fn move_count(heaps: &[u64], k: u64) -> u128 {
    let most = k.min(heaps.len() as u64) as usize;
    // sums[j]: e_j of the heaps so far.
    let mut sums = vec![0u128; most + 1];
    sums[0] = 1;
    for &heap in heaps {
        for j in (1..=most).rev() {
            sums[j] = sums[j].saturating_add(sums[j - 1].saturating_mul(u128::from(heap)));
        }
    }
    sums[1..]
        .iter()
        .fold(0u128, |total, &sum| total.saturating_add(sum))
}

/// The position `setup` chooses (`--position`: the heap sizes), or one drawn from `seed`, with
/// its rules; refused when it is not a choice the test counts or too large to play.
fn chosen(
    instance: &Instance,
    position: Option<&str>,
    seed: u64,
) -> Result<(MooreRules, Vec<u64>), Refusal> {
    let n = instance.n;
    if n > MAX_PLAYED_HEAPS {
        return Err(format!(
            "a position of {n} heaps is too large to play: at most {MAX_PLAYED_HEAPS}"
        ));
    }
    let heaps = match position {
        Some(text) => parse_heaps(instance, text)?,
        None => random_heaps(instance, seed),
    };
    let moves = move_count(&heaps, instance.k);
    if moves.saturating_mul(u128::from(n)) > MAX_FAST_WORK {
        return Err(format!(
            "the position has {moves} moves on {n} heaps; play lists and weighs every move, at \
             most {MAX_FAST_WORK} moves times heaps (choose smaller heaps with --position)"
        ));
    }
    Ok((MooreRules::new(instance.k, &heaps), heaps))
}

/// The `n` heaps of a choice drawn from `seed`, each one of the test's sizes: the position
/// `grundy play` starts from by default (seed 0), which `grundy draw` shows.
pub(crate) fn random_heaps(instance: &Instance, seed: u64) -> Vec<u64> {
    let mut random = Random::from_seed(seed);
    (0..instance.n)
        .map(|_| instance.sizes[random.index(instance.sizes.len())])
        .collect()
}

/// The heap sizes of `--position`: `n` numbers, each one of the test's sizes.
fn parse_heaps(instance: &Instance, text: &str) -> Result<Vec<u64>, Refusal> {
    let heaps = text
        .split_whitespace()
        .map(|word| {
            word.parse::<u64>()
                .map_err(|_| format!("--position: '{word}' is not a heap size"))
        })
        .collect::<Result<Vec<u64>, Refusal>>()?;
    if heaps.len() as u64 != instance.n {
        return Err(format!(
            "--position gives {} heap sizes; the test counts choices of n = {} heaps",
            heaps.len(),
            instance.n
        ));
    }
    if let Some(size) = heaps.iter().find(|size| !instance.sizes.contains(size)) {
        return Err(format!(
            "--position: {size} is not one of the test's sizes b_1..b_{}",
            instance.sizes.len()
        ));
    }
    Ok(heaps)
}

impl Playable for MooreNim {
    type Rules = MooreRules;

    const CHOICES: &'static [&'static str] = &["--position"];

    /// The choice of heaps drawn from seed 0.
    fn rules((): &(), instance: &Instance) -> Result<(MooreRules, Vec<u64>), Refusal> {
        chosen(instance, None, 0)
    }

    fn set_up(
        (): &(),
        instance: &Instance,
        setup: &Setup,
        first: Player,
        seed: u64,
    ) -> Option<Result<Box<dyn Session>, Refusal>> {
        Some(
            chosen(instance, setup.position.as_deref(), seed)
                .map(|(rules, heaps)| play::session(rules, heaps, first, seed)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::play::{start_with, Choice};
    use crate::game::rules::{assert_fast_agrees, labels};
    use crate::game::Referee;
    use crate::heaps::check::every_tuple;

    fn instance(n: u64, k: u64, sizes: &[u64]) -> Instance {
        Instance {
            n,
            k,
            sizes: sizes.to_vec(),
        }
    }

    #[test]
    fn moves_lower_one_to_k_heaps_and_read_with_or_without_commas() {
        let (rules, start) = chosen(&instance(3, 2, &[0, 1, 2]), Some("2 0 1"), 0).unwrap();
        assert_eq!(
            rules.describe(&start),
            "heaps 2 0 1 (a move lowers 1 to 2 heaps)"
        );
        let referee = Referee::new(rules);
        assert_eq!(
            labels(&referee.moves(&start)),
            [
                "heap 1 to 1",
                "heap 1 to 0",
                "heap 3 to 0",
                "heap 1 to 1, heap 3 to 0",
                "heap 1 to 0, heap 3 to 0"
            ]
        );
        assert_eq!(
            referee.parse(&start, "heap 1 to 0 heap 3 to 0"),
            Ok(Lower(vec![(0, 0), (2, 0)]))
        );
        assert_eq!(move_count(&start, 2), 5);
        assert_eq!(move_count(&[3, 4, 5], 1), 12);
        assert_eq!(move_count(&[3, 4, 5], 3), 12 + 47 + 60);
    }

    #[test]
    fn the_theory_agrees_with_search_on_every_small_position() {
        for k in [1, 2, 3] {
            for count in 1..=4 {
                for heaps in every_tuple(count, 3) {
                    let rules = MooreRules { k, largest: 3 };
                    let mut referee = Referee::new(rules);
                    let mut listed = Vec::new();
                    rules.moves(&heaps, &mut listed);
                    assert_eq!(listed.len() as u128, move_count(&heaps, k), "{heaps:?}");
                    for mv in &listed {
                        let after = rules.play(&heaps, mv);
                        assert!(
                            after.iter().zip(&heaps).filter(|(a, b)| a != b).count() <= k as usize
                        );
                    }
                    assert_eq!(
                        referee.wins(&heaps),
                        referee.explicit_wins(&heaps),
                        "{heaps:?}"
                    );
                    assert!(assert_fast_agrees(rules, &heaps) >= 1);
                }
            }
        }
    }

    #[test]
    fn the_value_beyond_k_1_is_the_search_s_within_the_budget() {
        for k in [2, 3] {
            for count in 1..=4 {
                for heaps in every_tuple(count, 3) {
                    let rules = MooreRules { k, largest: 3 };
                    let explicit = Referee::new(rules).explicit_value(&heaps);
                    assert_eq!(Referee::new(rules).nim_value(&heaps), Ok(explicit));
                    // Zero exactly where Moore's rule says the player to move loses.
                    assert_eq!(explicit.is_zero(), is_loss(&heaps, k), "{heaps:?}");
                }
            }
        }
        // Beyond the budget the value is refused, not searched for.
        let heaps = vec![40; 8];
        let rules = MooreRules { k: 2, largest: 40 };
        assert_eq!(
            Referee::new(rules).nim_value(&heaps),
            Err(
                "the game's theory gives who wins here but not the nim-value, and a search for it \
                 would look at too many positions"
            )
        );
    }

    /// The most heaps of `size` stones play accepts with parameter `k`.
    fn most_heaps(k: u64, size: u64) -> u64 {
        let fits = |n: u64| {
            n <= MAX_PLAYED_HEAPS
                && move_count(&vec![size; n as usize], k).saturating_mul(u128::from(n))
                    <= MAX_FAST_WORK
        };
        (1..).find(|&n| !fits(n)).expect("a bound") - 1
    }

    #[test]
    fn the_largest_positions_play_accepts_get_answers_without_a_full_search() {
        for (k, size) in [(1, 1), (2, 1), (3, 1), (2, 30), (6, 3), (6, 100)] {
            let n = most_heaps(k, size);
            assert!(n >= 1, "k = {k}, size {size}");
            assert!(chosen(&instance(n + 1, k, &[size]), None, 0).is_err());
            let (rules, heaps) = chosen(&instance(n, k, &[size]), None, 0).unwrap();
            let mut session = play::session(rules, heaps.clone(), Player::Engine, 7);
            // k = 1 has Bouton's value; beyond, the search is refused on these.
            assert_eq!(session.value().is_ok(), k == 1, "k = {k}");
            let wins = !is_loss(&heaps, k);
            assert_eq!(session.wins(), wins);
            assert!(session.engine_move().is_some());
            let choice = session.engine_choice().expect("it moved");
            let expected: &[Choice] = if wins {
                &[Choice::QuickestWin, Choice::AnyWin]
            } else {
                &[Choice::LongestLoss, Choice::AnyMove]
            };
            assert!(expected.contains(&choice), "k = {k}, {n} heaps of {size}");
            // The hint is Moore's: every winning move leaves a lost position.
            let rules = MooreRules::new(k, &heaps);
            let winning = Referee::new(rules).winning_moves(&heaps);
            assert_eq!(winning.is_empty(), !wins);
            for mv in &winning {
                assert!(is_loss(&rules.play(&heaps, mv), k), "{mv}");
            }
        }
    }

    #[test]
    fn the_engine_on_the_winning_side_beats_a_random_opponent() {
        let mut random = Random::from_seed(24);
        let mut played = 0;
        for case in 0..300u64 {
            let k = [1, 2, 3, 6][case as usize % 4];
            let sizes: Vec<u64> = (0..1 + random.index(4)).map(|_| random.below(9)).collect();
            let test = instance(1 + random.below(5), k, &sizes);
            let (rules, heaps) = chosen(&test, None, case).unwrap();
            let first = if rules.fast_wins(&heaps) == Some(true) {
                Player::Engine
            } else {
                Player::Human
            };
            let mut session = play::session(rules, heaps.clone(), first, case);
            let winner = play::against_random(session.as_mut(), &mut random, 1000);
            assert_eq!(winner, Some(Player::Engine), "k = {k}, heaps {heaps:?}");
            played += 1;
        }
        assert_eq!(played, 300);
    }

    #[test]
    fn a_position_must_be_a_choice_the_test_counts() {
        let test = instance(3, 1, &[1, 2, 3]);
        let refused = |text: &str| chosen(&test, Some(text), 0).err();
        assert_eq!(
            refused("1 2").as_deref(),
            Some("--position gives 2 heap sizes; the test counts choices of n = 3 heaps")
        );
        assert_eq!(
            refused("1 2 4").as_deref(),
            Some("--position: 4 is not one of the test's sizes b_1..b_3")
        );
        assert_eq!(
            refused("1 x 2").as_deref(),
            Some("--position: 'x' is not a heap size")
        );
        assert_eq!(
            chosen(&instance(1_000_000_000_000_000_000, 6, &[1]), None, 0)
                .err()
                .as_deref(),
            Some("a position of 1000000000000000000 heaps is too large to play: at most 1000")
        );
        // The default position is drawn from the seed, among the sizes.
        let (_, drawn) = chosen(&test, None, 9).unwrap();
        assert!(drawn.iter().all(|size| test.sizes.contains(size)));
        assert_eq!(chosen(&test, None, 9).unwrap().1, drawn);
        let setup = Setup {
            position: Some("3 2 1".into()),
            ..Setup::default()
        };
        let mut session =
            start_with::<MooreNim>(b"3 3 1\n1 2 3\n", 1, Player::Human, 0, &setup).unwrap();
        assert_eq!(session.position(), "heaps 3 2 1 (a move lowers one heap)");
        assert!(!session.wins());
        assert_eq!(session.value(), Ok(Nimber(0)));
    }
}
