use super::*;
use crate::game::play::Player;
use crate::game::solved_play::{start, tests::engine_against_random_opponents};
use crate::game::Families;
use crate::input::Scanner;
use crate::random::Random;

use super::super::brute;

fn board(input: &[u8]) -> Board {
    super::super::board::read(&mut Scanner::new(input)).unwrap()
}

#[test]
fn the_engine_realises_every_outcome_against_random_opponents() {
    // A play ends by a stuck player or the first position to come back: within the 2n(n-1)
    // positions of the pebbles plus the two placements.
    let tally = engine_against_random_opponents::<PebbleGame>(
        300,
        |input| {
            let n: usize = input.split_whitespace().next().unwrap().parse().unwrap();
            2 * n * (n - 1) + 3
        },
        false,
    );
    assert_eq!(tally.lost, 0);
    assert_eq!(tally.held, 300, "{tally:?}");
    assert!(
        tally.won >= 100 && tally.drawn >= 20 && tally.repeated >= 50,
        "{tally:?}"
    );
}

/// Every position of `board`: the session's outcome equals the oracle's (value iteration on a
/// game graph of its own).
fn assert_outcomes_match_the_oracle(board: &Board) {
    let rules = PebbleRules::new(board);
    let mut positions = 0;
    for (position, outcome) in brute::every_outcome(board) {
        if let brute::Position::Turn {
            alice,
            bob,
            alice_to_move,
        } = position
        {
            let at = turn(alice, bob, alice_to_move);
            assert_eq!(rules.outcome(at), outcome, "{at:?}");
            positions += 1;
        }
    }
    let n = board.vertices();
    assert_eq!(positions, 2 * n * (n - 1));
}

#[test]
fn outcomes_equal_the_oracle_at_every_position_of_small_boards() {
    let mut random = Random::from_seed(11);
    let families = PebbleGame::check_family_names();
    for case in 0..150u64 {
        let family = families[case as usize % families.len()];
        let size = PebbleGame::MIN_SIZE + case % 4;
        let input = PebbleGame::input(&PebbleGame::random(family, size, &mut random));
        assert_outcomes_match_the_oracle(&board(input.as_bytes()));
    }
}

#[test]
fn the_race_to_the_middle_is_won_by_the_cycle_it_gains() {
    // The second sample: a path 0-1-2-3-4 both ways with a loop at every vertex, x = 2. Whoever
    // sits on 2 wins every round and stays there with the loop.
    let input = b"5 13 2\n0 1\n1 0\n1 2\n2 1\n2 3\n3 2\n3 4\n4 3\n0 0\n1 1\n2 2\n3 3\n4 4\n";
    let mut session = start::<PebbleGame>(input, 1, Player::Human, 0, None).unwrap();
    assert_eq!(
        session.position(),
        "no pebble placed yet; Alice to put hers on a vertex of 0 to 1"
    );
    assert_eq!(session.moves(), ["0", "1"]);
    // Bob answers Alice on 1 by taking 2 at once; on 0 by taking 2 too: Bob wins either way.
    assert_eq!(session.verdict(), Verdict::Second);
    session.play("1").unwrap();
    assert_eq!(session.engine_move().as_deref(), Some("2"));
    assert_eq!(session.engine_choice(), Some(Choice::ForceWin));
    assert_eq!(
        session.position(),
        "Alice's pebble on 1, Bob's on 2 (a round here is Bob's), Alice to move"
    );
    assert_eq!(session.moves(), ["0", "1"]);
    session.play("1").unwrap();
    // Bob stays on 2 with the loop: the position comes back, a cycle of Bob's rounds.
    assert_eq!(session.engine_move().as_deref(), Some("2"));
    assert!(session.over());
    assert_eq!(session.winner(), Some(Player::Engine));
    assert_eq!(
        session.ending().unwrap(),
        "the position comes back after a cycle of 2 moves; Bob's lead grows by 2 rounds in it: \
         repeated, it reaches 10^100 and Bob wins (the session calls a repeated position by its \
         cycle)"
    );
    assert!(session.value().is_err());
    // The engine placing first for Alice loses whatever it does, and says so.
    let mut session = start::<PebbleGame>(input, 1, Player::Engine, 0, None).unwrap();
    session.engine_move().unwrap();
    assert_eq!(session.engine_choice(), Some(Choice::AnyLoss));
}

#[test]
fn a_stuck_player_loses_at_once() {
    // The first sample, a directed 4-cycle: with Alice on 1 and Bob on 2 she cannot move.
    let input = b"4 4 2\n0 1\n1 2\n2 3\n3 0\n";
    let mut session = start::<PebbleGame>(input, 1, Player::Human, 0, None).unwrap();
    session.play("1").unwrap();
    assert_eq!(session.engine_move().as_deref(), Some("2"));
    assert!(session.over());
    assert_eq!(session.winner(), Some(Player::Engine));
    assert_eq!(
        session.ending().unwrap(),
        "Alice has no legal move (every edge out of 1 is missing or blocked by the other \
         pebble) and loses"
    );
}

#[test]
fn on_small_boards_every_line_of_the_person_ends_no_worse_for_the_engine() {
    use crate::game::solved_play::tests::every_line_is_no_worse;
    let mut random = Random::from_seed(13);
    let families = PebbleGame::check_family_names();
    let mut lines = 0;
    for case in 0..120u64 {
        let family = families[case as usize % families.len()];
        let size = PebbleGame::MIN_SIZE + case % 3;
        let input = PebbleGame::input(&PebbleGame::random(family, size, &mut random));
        lines += every_line_is_no_worse::<PebbleGame>(&input, false);
    }
    assert!(lines > 1000, "{lines} lines");
}
