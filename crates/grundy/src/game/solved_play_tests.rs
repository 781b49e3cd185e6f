use super::*;
use crate::game::Families;

/// What a run of [`engine_against_random_opponents`] saw.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Games in which the engine held the winning side from the start (in a game with a score,
    /// every game: par).
    pub(crate) held: u64,
    /// Games the engine won.
    pub(crate) won: u64,
    /// Games nobody won.
    pub(crate) drawn: u64,
    /// Games the engine lost (only where that is no worse for it than the value).
    pub(crate) lost: u64,
    /// Games ended by a position coming back rather than by a player with no move.
    pub(crate) repeated: u64,
    /// The most moves a game lasted.
    pub(crate) longest: usize,
}

/// Plays games of `G` on random small instances of its check families, until the engine has
/// held the winning side in `wins` of them (at most `20 * wins` games), against an opponent
/// moving at random, the engine on the side that does best from the start (moving first
/// where the player to move there wins or draws; where both sides draw, on either side in turn).
/// The engine must win every game it holds a win in, lose none it holds a draw in, and in a game
/// with a score end no worse for it than par. `max_moves(input)` bounds how long a game may last.
/// With `endless_pleases_first`, the side that moves first likes a draw better than a win
/// and the second side likes it least (graph-draw-game): holding a win as the first side the
/// engine may also draw, and holding a draw as the second it may also lose.
pub(crate) fn engine_against_random_opponents<G: Families + SolvedPlayable>(
    wins: u64,
    max_moves: impl Fn(&str) -> usize,
    endless_pleases_first: bool,
) -> Tally
where
    <G as SolvedPlayable>::Rules: 'static,
{
    let families = G::check_family_names();
    let largest = G::MAX_BRUTE_SIZE.min(G::MIN_SIZE + 8);
    let mut random = Random::from_seed(24);
    let mut tally = Tally::default();
    for case in 0..20 * wins {
        if tally.held == wins {
            break;
        }
        let family = families[case as usize % families.len()];
        let size = G::MIN_SIZE + case % (largest - G::MIN_SIZE + 1);
        let input = G::input(&G::random(family, size, &mut random));
        let mut probe = start::<G>(input.as_bytes(), 1, Player::Engine, case, None).unwrap();
        let verdict = probe.verdict();
        let first = match verdict {
            Verdict::First => Player::Engine,
            Verdict::Second => Player::Human,
            Verdict::Draw if case % 2 == 0 => Player::Engine,
            Verdict::Draw => Player::Human,
        };
        let verdict = if first == Player::Engine {
            verdict
        } else {
            // The engine moves second: the start's verdict for the engine's side.
            match verdict {
                Verdict::Second => Verdict::First,
                other => other,
            }
        };
        let mut session = start::<G>(input.as_bytes(), 1, first, case, None).unwrap();
        let par = session.score();
        let mut moves = 0;
        while !session.over() {
            match session.to_move() {
                Player::Engine => {
                    session.engine_move().expect("a move");
                }
                Player::Human => {
                    let legal = session.moves();
                    let pick = &legal[random.index(legal.len())];
                    session.play(pick).expect("a listed move");
                }
            }
            moves += 1;
            assert!(moves <= max_moves(&input), "{moves} moves: {input}");
        }
        let winner = session.winner();
        assert!(
            acceptable(verdict, first, winner, endless_pleases_first),
            "{verdict:?}, {first:?} first, won by {winner:?}: {input}"
        );
        if let (Some(par), Some(end)) = (par, session.score()) {
            assert_eq!(end.par, par.par);
            match first {
                Player::Engine => assert!(end.value >= par.value, "{input}"),
                Player::Human => assert!(end.value <= par.value, "{input}"),
            }
        }
        assert!(session.ending().is_some(), "{input}");
        // In a game with a score both sides hold par from the start: the engine holds its side
        // in every game, and must end no worse than par.
        tally.held += u64::from(verdict == Verdict::First || par.is_some());
        match winner {
            Some(Player::Engine) => tally.won += 1,
            Some(Player::Human) => tally.lost += 1,
            None => tally.drawn += 1,
        }
        tally.repeated += u64::from(session_repeated(session.as_ref()));
        tally.longest = tally.longest.max(moves);
    }
    tally
}

/// Whether a game that ended with `winner` is no worse for the engine than `verdict`, the start's
/// verdict for the engine's side, `first` moving first. On the scale of graph-draw-game (with
/// `endless_pleases_first`: endless play best for the first side, worst for the second), holding
/// a win the first side may also draw, and holding a draw the second side can do no worse.
/// Holding a win, the engine must win (by a stuck opponent or a cycle called for it).
fn acceptable(
    verdict: Verdict,
    first: Player,
    winner: Option<Player>,
    endless_pleases_first: bool,
) -> bool {
    match (verdict, first) {
        (Verdict::First, Player::Engine) if endless_pleases_first => winner != Some(Player::Human),
        (Verdict::Draw, Player::Human) if endless_pleases_first => true,
        (Verdict::First, _) => winner == Some(Player::Engine),
        // Holding a loss, any end is no worse.
        (Verdict::Second, _) => true,
        _ => winner != Some(Player::Human),
    }
}

/// Plays every line of the person's against the engine on `input`, from either side, and asserts
/// each ends no worse for the engine than the start's verdict (and, in a game with a score, no
/// worse than par); returns how many lines there were.
pub(crate) fn every_line_is_no_worse<G: SolvedPlayable>(
    input: &str,
    endless_pleases_first: bool,
) -> usize
where
    <G as SolvedPlayable>::Rules: 'static,
{
    let mut lines = 0;
    for first in [Player::Engine, Player::Human] {
        let mut session = start::<G>(input.as_bytes(), 1, first, 0, None).unwrap();
        let verdict = match (session.verdict(), first) {
            (Verdict::First, Player::Human) => Verdict::Second,
            (Verdict::Second, Player::Human) => Verdict::First,
            (verdict, _) => verdict,
        };
        let par = session.score();
        if first == Player::Engine {
            session.engine_move();
        }
        let mut check = |session: &mut dyn Session| {
            let winner = session.winner();
            assert!(
                acceptable(verdict, first, winner, endless_pleases_first),
                "{verdict:?}, {first:?} first, won by {winner:?} at {}: {input}",
                session.position()
            );
            if let (Some(par), Some(end)) = (par, session.score()) {
                match first {
                    Player::Engine => assert!(end.value >= par.value, "{input}"),
                    Player::Human => assert!(end.value <= par.value, "{input}"),
                }
            }
        };
        lines += lines_from(session.as_mut(), &mut check);
    }
    lines
}

/// Every line of the person's from the session's position, the engine answering each move; calls
/// `check` at each end and returns how many there were.
fn lines_from(session: &mut dyn Session, check: &mut dyn FnMut(&mut dyn Session)) -> usize {
    if session.over() {
        check(session);
        return 1;
    }
    let mut lines = 0;
    for label in session.moves() {
        session.play(&label).expect("a listed move");
        if !session.over() {
            session.engine_move().expect("a move");
        }
        lines += lines_from(session, check);
        session.undo();
    }
    lines
}

/// Whether the game ended by a position coming back: its ending says so.
fn session_repeated(session: &dyn Session) -> bool {
    session
        .ending()
        .is_some_and(|words| words.contains("comes back"))
}
