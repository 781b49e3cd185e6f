use super::*;
use crate::game::Families;

/// What a run of [`engine_against_random_opponents`] saw.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tally {
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

/// Plays `games` games of `G` on random small instances of its check families against an
/// opponent moving at random, the engine on the side that does best from the start (moving first
/// where the player to move there wins or draws; where both sides draw, on either side in turn).
/// The engine must win every game it holds a win in, lose none it holds a draw in, and in a game
/// with a score end no worse for it than par. `max_moves(input)` bounds how long a game may last.
/// With `endless_pleases_first`, the side that moves first likes a draw better than a win
/// and the second side likes it least (graph-draw-game): holding a win as the first side the
/// engine may also draw, and holding a draw as the second it may also lose.
pub(crate) fn engine_against_random_opponents<G: Families + SolvedPlayable>(
    games: u64,
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
    for case in 0..games {
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
        // On the scale of graph-draw-game (endless play best for the first side, worst for the
        // second), holding a win the first side may also draw, and holding a draw the second side
        // can do no worse.
        let acceptable = match (verdict, first) {
            (Verdict::First, Player::Engine) if endless_pleases_first => {
                winner != Some(Player::Human)
            }
            (Verdict::Draw, Player::Human) if endless_pleases_first => true,
            (Verdict::First, _) => winner == Some(Player::Engine),
            _ => winner != Some(Player::Human),
        };
        assert!(
            acceptable,
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

/// Whether the game ended by a position coming back: its ending says so.
fn session_repeated(session: &dyn Session) -> bool {
    session
        .ending()
        .is_some_and(|words| words.contains("comes back"))
}
