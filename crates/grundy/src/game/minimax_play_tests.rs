use super::*;
use crate::game::Families;
use crate::games::tree_tac_toe::TreeTacToe;

/// Plays games of `G` on random small instances of its check families until the engine has held
/// the winning side in `wins` of them (at most `20 * wins` games), the engine on the side that
/// does best from the start (moving first exactly when the player to move wins or draws there)
/// against an opponent moving at random: the engine must win every game it can win and lose
/// none; returns how many games it held (and won) the winning side in, and how many started
/// drawn.
fn engine_against_random_opponents<G: Families + MinimaxPlayable>(wins: u64) -> (u64, u64)
where
    <G as MinimaxPlayable>::Rules: 'static,
{
    let families = G::check_family_names();
    let largest = G::MAX_BRUTE_SIZE.min(G::MIN_SIZE + 8);
    let mut random = Random::from_seed(24);
    let (mut won, mut drawn) = (0, 0);
    for case in 0..20 * wins {
        if won == wins {
            break;
        }
        let family = families[case as usize % families.len()];
        let size = G::MIN_SIZE + case % (largest - G::MIN_SIZE + 1);
        let input = G::input(&G::random(family, size, &mut random));
        let mut probe = start::<G>(input.as_bytes(), 1, Player::Engine, case).expect("playable");
        let verdict = probe.verdict();
        let first = if verdict == Verdict::Second {
            Player::Human
        } else {
            Player::Engine
        };
        let mut session = start::<G>(input.as_bytes(), 1, first, case).expect("playable");
        while !session.over() {
            match session.to_move() {
                Player::Engine => {
                    session.engine_move().expect("a move");
                }
                Player::Human => {
                    let moves = session.moves();
                    let pick = &moves[random.index(moves.len())];
                    session.play(pick).expect("a listed move");
                }
            }
        }
        let winner = session.winner();
        match verdict {
            Verdict::Draw => {
                assert_ne!(winner, Some(Player::Human), "{input}");
                drawn += 1;
            }
            _ => {
                assert_eq!(winner, Some(Player::Engine), "{input}");
                won += 1;
            }
        }
    }
    (won, drawn)
}

#[test]
fn the_engine_wins_or_holds_the_draw_against_random_opponents_in_tree_tac_toe() {
    let (won, drawn) = engine_against_random_opponents::<TreeTacToe>(300);
    assert!(won == 300 && drawn >= 30, "won {won}, from a draw {drawn}");
}

/// With the person to move, plays every line of theirs against the engine's answers and asserts
/// the engine never loses; returns how many lines there were and how many the engine won.
fn engine_never_loses(session: &mut dyn Session) -> (usize, usize) {
    if session.over() {
        let winner = session.winner();
        assert_ne!(winner, Some(Player::Human), "at {}", session.position());
        assert!(session.ending().is_some());
        return (1, usize::from(winner == Some(Player::Engine)));
    }
    assert_eq!(session.to_move(), Player::Human);
    let (mut lines, mut won) = (0, 0);
    for label in session.moves() {
        session.play(&label).expect("a listed move is legal");
        if !session.over() {
            session.engine_move().expect("the engine has a move");
        }
        let (more, more_won) = engine_never_loses(session);
        lines += more;
        won += more_won;
        assert!(session.undo() >= 1);
    }
    (lines, won)
}

#[test]
fn on_a_drawn_tree_the_engine_never_loses() {
    // The path of five uncoloured vertices is a draw: whatever the person plays as White or as
    // Black, the engine never loses.
    let input = b"1\n5\n1 2\n2 3\n3 4\n4 5\nNNNNN\n";
    for first in [Player::Human, Player::Engine] {
        let mut session = start::<TreeTacToe>(input, 1, first, 0).unwrap();
        assert_eq!(session.verdict(), Verdict::Draw);
        if first == Player::Engine {
            session.engine_move().expect("an opening");
            assert_eq!(session.engine_choice(), Some(Choice::HoldDraw));
        }
        let (lines, _) = engine_never_loses(session.as_mut());
        assert!(lines >= 4, "{lines} lines");
    }
}

#[test]
fn on_a_won_tree_the_engine_as_white_wins_every_line_quickest() {
    // The star with a white leaf: White paints the centre and threatens two leaves at once.
    let input = b"1\n4\n1 2\n1 3\n1 4\nNNNW\n";
    let mut session = start::<TreeTacToe>(input, 1, Player::Engine, 0).unwrap();
    assert_eq!(session.verdict(), Verdict::First);
    assert_eq!(session.winning_moves(), ["1"]);
    assert_eq!(session.engine_move().as_deref(), Some("1"));
    assert_eq!(session.engine_choice(), Some(Choice::QuickestWin));
    assert_eq!(
        session.position(),
        "white: 1 4; black: none; uncoloured: 2 3 (Black to move)"
    );
    let (lines, won) = engine_never_loses(session.as_mut());
    assert_eq!((lines, won), (2, 2));
    // Black has no nim-value to ask for, and no root.
    assert!(session.value().is_err());
    assert!(matches!(
        start::<TreeTacToe>(b"1\n15\n", 1, Player::Human, 0),
        Err(StartError::Input(_))
    ));
}
