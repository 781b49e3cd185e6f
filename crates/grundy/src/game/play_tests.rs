use super::*;
use crate::game::Families;
use crate::games::christmas_game::ChristmasGame;
use crate::games::graph_hackenbush::GraphHackenbush;
use crate::games::misere_nim::MisereNim;
use crate::games::nim::Nim;
use crate::games::path_marking::PathMarking;
use crate::games::prefix_free::PrefixFree;
use crate::games::split_game::SplitGame;
use crate::nimber::Nimber;

/// With the person to move in a lost position, plays every line of theirs against the engine's
/// answers and asserts the engine wins each; returns how many lines there were.
fn engine_wins_every_line(session: &mut dyn Session) -> usize {
    if let Some(winner) = session.winner() {
        assert_eq!(winner, Player::Engine, "at {}", session.position());
        return 1;
    }
    assert_eq!(session.to_move(), Player::Human);
    assert!(!session.wins(), "the person wins {}", session.position());
    assert!(session.winning_moves().is_empty());
    let mut lines = 0;
    for label in session.moves() {
        let played = session.play(&label).expect("a listed move is legal");
        assert_eq!(played, label);
        if session.winner().is_none() {
            assert!(session.wins(), "the engine is left {}", session.position());
            session.engine_move().expect("the engine has a move");
        }
        lines += engine_wins_every_line(session);
        assert!(session.undo() >= 1);
    }
    lines
}

/// The match of `input`'s test `test` of `G`, started.
fn started<G: Playable>(input: &str, test: u64, first: Player) -> Box<dyn Session>
where
    <G as Playable>::Rules: 'static,
{
    start::<G>(input.as_bytes(), test, first, 7).expect("a playable test")
}

#[test]
fn the_engine_wins_every_line_of_a_small_nim_from_either_side() {
    // 1 2 3 is lost for the player to move: the person moves first and loses every line.
    let mut session = started::<Nim>("1\n3\n1 2 3\n", 1, Player::Human);
    assert_eq!(session.position(), "heaps 1 2 3");
    assert_eq!(engine_wins_every_line(session.as_mut()), 20);
    assert_eq!(session.position(), "heaps 1 2 3", "undo restored the start");
    // 1 2 4 is won for the player to move: the engine moves first, to a lost position.
    let mut session = started::<Nim>("1\n3\n1 2 4\n", 1, Player::Engine);
    assert_eq!(session.to_move(), Player::Engine);
    assert_eq!(session.engine_move().as_deref(), Some("heap 3 to 3"));
    assert_eq!(session.position(), "heaps 1 2 3");
    assert_eq!(engine_wins_every_line(session.as_mut()), 20);
}

#[test]
fn the_engine_wins_every_line_of_misere_nim() {
    // Misère: heaps 1 1 1 is lost for the player to move (they take the last stone).
    let mut session = started::<MisereNim>("1\n3\n1 1 1\n", 1, Player::Human);
    assert_eq!(session.play_rule(), Play::Misere);
    assert_eq!(engine_wins_every_line(session.as_mut()), 3);
    let mut session = started::<MisereNim>("1\n2\n2 2\n", 1, Player::Human);
    assert!(engine_wins_every_line(session.as_mut()) >= 2);
}

#[test]
fn the_engine_wins_every_line_of_path_marking_on_small_trees() {
    // Every tree given here with the player to move losing: the person moves first.
    let inputs = [
        // The path 1-2-3: marking one edge leaves the other.
        "1\n3\n1 2\n2 3\n",
        // The star with three leaves.
        "1\n4\n1 2\n1 3\n1 4\n",
    ];
    for input in inputs {
        let mut session = started::<PathMarking>(input, 1, Player::Human);
        let lines = engine_wins_every_line(session.as_mut());
        assert!(lines >= 2, "{input}");
    }
    // The path on 4 nodes is won for the player to move: the engine moves first and wins.
    let mut session = started::<PathMarking>("1\n4\n1 2\n2 3\n3 4\n", 1, Player::Engine);
    assert_eq!(session.position(), "marked: none");
    assert!(session.wins());
    session.engine_move().expect("a winning edge");
    assert!(engine_wins_every_line(session.as_mut()) >= 1);
}

#[test]
fn the_engine_wins_from_every_winning_start_of_every_small_tree() {
    use crate::tree::UnlabeledTrees;
    for n in 2..=7u32 {
        for edges in UnlabeledTrees::new(n as usize) {
            let mut input = format!("1\n{n}\n");
            for (a, b) in &edges {
                input.push_str(&format!("{} {}\n", a + 1, b + 1));
            }
            let mut probe = started::<PathMarking>(&input, 1, Player::Engine);
            let first = if probe.wins() {
                Player::Engine
            } else {
                Player::Human
            };
            let mut session = started::<PathMarking>(&input, 1, first);
            if first == Player::Engine {
                session.engine_move().expect("a winning edge");
            }
            engine_wins_every_line(session.as_mut());
        }
    }
}

#[test]
fn a_game_ends_with_a_winner_under_its_play_rule() {
    // Nim on one heap of 1, the person first: they take it and win under normal play.
    let mut session = started::<Nim>("1\n1\n1\n", 1, Player::Human);
    assert_eq!(session.winner(), None);
    assert_eq!(session.play("heap 1 to 0").as_deref(), Ok("heap 1 to 0"));
    assert_eq!(session.winner(), Some(Player::Human));
    assert_eq!(session.engine_move(), None);
    // Misère: the same move loses.
    let mut session = started::<MisereNim>("1\n1\n1\n", 1, Player::Human);
    session.play("heap 1 to 0").expect("legal");
    assert_eq!(session.winner(), Some(Player::Engine));
}

#[test]
fn undo_takes_back_the_person_s_move_and_the_engine_s_answer() {
    let mut session = started::<Nim>("1\n2\n3 3\n", 1, Player::Human);
    assert_eq!(session.undo(), 0, "nothing to take back");
    session.play("heap 1 to 1").expect("legal");
    let answer = session.engine_move().expect("an answer");
    assert_eq!(answer, "heap 2 to 1", "the engine mirrors");
    assert_eq!(session.position(), "heaps 1 1");
    assert_eq!(session.undo(), 2);
    assert_eq!(session.position(), "heaps 3 3");
    assert_eq!(session.to_move(), Player::Human);
    // The engine first: its opening move is never taken back.
    let mut session = started::<Nim>("1\n2\n3 1\n", 1, Player::Engine);
    session.engine_move().expect("an opening");
    assert_eq!(session.undo(), 0);
    let after_opening = session.position();
    let label = session.moves()[0].clone();
    session.play(&label).expect("legal");
    assert_eq!(session.undo(), 1, "the engine has not answered yet");
    assert_eq!(session.position(), after_opening);
}

#[test]
fn a_typed_move_ignores_spacing_and_a_bad_one_lists_the_legal_moves() {
    let mut session = started::<Nim>("1\n2\n1 2\n", 1, Player::Human);
    assert_eq!(
        session.play("  heap   2 to\t1 ").as_deref(),
        Ok("heap 2 to 1")
    );
    session.undo();
    let legal: Vec<String> = ["heap 1 to 0", "heap 2 to 1", "heap 2 to 0"]
        .map(String::from)
        .to_vec();
    assert_eq!(session.play("heap 2 to 2"), Err(legal.clone()));
    assert_eq!(session.play(""), Err(legal.clone()));
    assert_eq!(session.play("heap two to 1"), Err(legal));
    assert_eq!(
        session.position(),
        "heaps 1 2",
        "a refused move changes nothing"
    );
}

#[test]
fn the_engine_draws_its_moves_from_lost_positions_from_the_seed() {
    // Heaps 2 2 are lost for the engine: its move is a legal one, the same for the same seed.
    let opening = |seed| {
        let mut session = start::<Nim>(b"1\n2\n2 2\n", 1, Player::Engine, seed).expect("playable");
        assert!(!session.wins());
        session.engine_move().expect("a move")
    };
    let all = ["heap 1 to 1", "heap 1 to 0", "heap 2 to 1", "heap 2 to 0"];
    let moves: Vec<String> = (0..20).map(opening).collect();
    assert!(moves.iter().all(|mv| all.contains(&mv.as_str())));
    assert_eq!(moves, (0..20).map(opening).collect::<Vec<_>>());
    assert!(moves.iter().any(|mv| mv != &moves[0]), "seeds differ");
}

#[test]
fn other_games_show_their_positions_and_take_their_labels() {
    let mut session = started::<GraphHackenbush>("1\n3 3\n1 2\n2 3\n3 1\n", 1, Player::Human);
    assert_eq!(session.position(), "edges left: 1-2 2-3 3-1");
    // An edge may be typed with its endpoints in either order; the label is the input's.
    assert_eq!(session.play("3 2").as_deref(), Ok("2 3"));
    assert_eq!(session.position(), "edges left: 1-2 3-1");
    let mut session = started::<PathMarking>("1\n3\n2 1\n2 3\n", 1, Player::Human);
    assert_eq!(session.play("1 2").as_deref(), Ok("2 1"));
    let mut session = started::<ChristmasGame>("1\n2 2\n1 2\n2 1\n", 1, Player::Human);
    assert_eq!(session.position(), "edges left: drawing 1: 1-2 2-1");
    assert_eq!(
        session.play("drawing 1 edge 1 2 #2").as_deref(),
        Ok("drawing 1 edge 2 1 #2")
    );
    let session = started::<SplitGame>("1\n3\n0 0 1\n", 1, Player::Human);
    assert_eq!(session.position(), "beans 0 0 1");
    let mut session = started::<PrefixFree>("1 2\n0\n", 1, Player::Human);
    assert_eq!(session.position(), "set: 0");
    session.play("11").expect("legal");
    assert_eq!(session.position(), "set: 0 11");
}

#[test]
fn the_chosen_test_must_exist_and_be_small_enough() {
    let error = start::<Nim>(b"2\n1\n1\n1\n2\n", 3, Player::Human, 0)
        .err()
        .expect("no test 3");
    assert_eq!(
        error.to_string(),
        "there is no test 3: the input has 2 tests"
    );
    let second = start::<Nim>(b"2\n1\n1\n1\n2\n", 2, Player::Human, 0).expect("test 2");
    assert_eq!(second.position(), "heaps 2");
    // A bad later test is named even when an earlier one is chosen.
    let error = start::<Nim>(b"2\n1\n1\n1\nx\n", 1, Player::Human, 0)
        .err()
        .expect("bad input");
    assert!(error.to_string().contains("test 2"), "{error}");
    // A path of 40 nodes is beyond what the explicit rules play out.
    let mut input = "1\n40\n".to_string();
    for node in 1..40 {
        input.push_str(&format!("{node} {}\n", node + 1));
    }
    let error = start::<PathMarking>(input.as_bytes(), 1, Player::Human, 0)
        .err()
        .expect("too large");
    assert!(
        error.to_string().contains("played out explicitly"),
        "{error}"
    );
}

/// How many games of each game the engine must win against random opponents, holding the
/// winning side, on small instances.
const GAMES_WON: usize = 300;

/// Plays [`GAMES_WON`] games of `G` on random small instances of its check families (a test
/// too large to play is passed over and another drawn): the engine takes the side that wins
/// (moving first exactly when the start is won) against an opponent moving at random, and must
/// win every one; returns how many it won.
fn engine_beats_random_opponents<G: Families + Playable>() -> usize
where
    <G as Playable>::Rules: 'static,
{
    let families = G::check_family_names();
    let largest = G::MAX_BRUTE_SIZE.min(G::MIN_SIZE + 5);
    let mut random = Random::from_seed(24);
    let mut played = 0;
    for case in 0..2 * GAMES_WON as u64 {
        if played == GAMES_WON {
            break;
        }
        let family = families[case as usize % families.len()];
        let size = G::MIN_SIZE + case % (largest - G::MIN_SIZE + 1);
        let input = G::input(&G::random(family, size, &mut random));
        played += engine_beats_random_opponents_on::<G>(&[input], &mut random);
    }
    played
}

/// Plays a game of `G` from the first test of each of `inputs`, the engine on the side that wins
/// against an opponent moving at random (drawn from `random`); asserts the engine wins every one
/// and returns how many were played (a test too large to play is passed over).
fn engine_beats_random_opponents_on<G: Playable>(inputs: &[String], random: &mut Random) -> usize
where
    <G as Playable>::Rules: 'static,
{
    let mut played = 0;
    for (case, input) in inputs.iter().enumerate() {
        let case = case as u64;
        let Ok(mut probe) = start::<G>(input.as_bytes(), 1, Player::Engine, case) else {
            continue;
        };
        let first = if probe.wins() {
            Player::Engine
        } else {
            Player::Human
        };
        let mut session = start::<G>(input.as_bytes(), 1, first, case).expect("playable");
        let winner = loop {
            if let Some(winner) = session.winner() {
                break winner;
            }
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
        };
        assert_eq!(winner, Player::Engine, "{}: {input}", G::INFO.id);
        played += 1;
    }
    played
}

/// Random instances of `G`'s check families with sizes in `sizes`, beyond what the oracle takes.
fn larger_inputs<G: Families>(sizes: std::ops::RangeInclusive<u64>, count: u64) -> Vec<String> {
    let families = G::check_family_names();
    let mut random = Random::from_seed(25);
    let span = sizes.end() - sizes.start() + 1;
    (0..count)
        .map(|case| {
            let family = families[case as usize % families.len()];
            G::input(&G::random(family, sizes.start() + case % span, &mut random))
        })
        .collect()
}

#[test]
fn the_engine_beats_random_opponents_beyond_the_oracle_s_sizes() {
    use crate::games::{array_game::ArrayGame, tree_hackenbush::TreeHackenbush};
    let mut random = Random::from_seed(26);
    // Hackenbush beyond the oracle's 16 to 20 edges: graphs of 20 to 60 vertices.
    let played = engine_beats_random_opponents_on::<TreeHackenbush>(
        &larger_inputs::<TreeHackenbush>(20..=60, 40),
        &mut random,
    );
    assert_eq!(played, 40);
    let played = engine_beats_random_opponents_on::<GraphHackenbush>(
        &larger_inputs::<GraphHackenbush>(20..=40, 40),
        &mut random,
    );
    assert_eq!(played, 40);
    let played = engine_beats_random_opponents_on::<ChristmasGame>(
        &larger_inputs::<ChristmasGame>(10..=20, 40),
        &mut random,
    );
    assert_eq!(played, 40);
    // array-game beyond the oracle's 32 cells: boards of 33 to 300 cells.
    let played = engine_beats_random_opponents_on::<ArrayGame>(
        &larger_inputs::<ArrayGame>(33..=300, 40),
        &mut random,
    );
    assert_eq!(played, 40);
    // split-game beyond the oracle's 21 bottles and games of 127 moves: rows of 22 to 40 bottles,
    // up to 2 beans in each of the last 8 (a random game from a bean further left lasts too long
    // for a test).
    let rows: Vec<String> = (0..40u64)
        .map(|case| {
            let bottles = 22 + case % 19;
            let beans: Vec<String> = (0..bottles)
                .map(|bottle| {
                    let count = if bottle + 8 >= bottles {
                        random.below(3)
                    } else {
                        0
                    };
                    count.to_string()
                })
                .collect();
            format!("1\n{bottles}\n{}\n", beans.join(" "))
        })
        .collect();
    let played = engine_beats_random_opponents_on::<SplitGame>(&rows, &mut random);
    assert_eq!(played, 40);
}

#[test]
fn the_engine_beats_random_opponents_in_every_playable_game() {
    use crate::games::{
        array_game::ArrayGame, hunger_game::HungerGame, tree_coins::TreeCoins,
        tree_hackenbush::TreeHackenbush,
    };
    let won = [
        ("nim", engine_beats_random_opponents::<Nim>()),
        ("misere-nim", engine_beats_random_opponents::<MisereNim>()),
        ("hunger-game", engine_beats_random_opponents::<HungerGame>()),
        (
            "path-marking",
            engine_beats_random_opponents::<PathMarking>(),
        ),
        ("tree-coins", engine_beats_random_opponents::<TreeCoins>()),
        (
            "tree-hackenbush",
            engine_beats_random_opponents::<TreeHackenbush>(),
        ),
        (
            "graph-hackenbush",
            engine_beats_random_opponents::<GraphHackenbush>(),
        ),
        (
            "christmas-game",
            engine_beats_random_opponents::<ChristmasGame>(),
        ),
        ("split-game", engine_beats_random_opponents::<SplitGame>()),
        ("array-game", engine_beats_random_opponents::<ArrayGame>()),
        ("prefix-free", engine_beats_random_opponents::<PrefixFree>()),
    ];
    let short: Vec<_> = won.iter().filter(|&&(_, won)| won < GAMES_WON).collect();
    assert!(
        short.is_empty(),
        "fewer than {GAMES_WON} games won: {short:?}"
    );
}

/// Who wins `heaps` of Nim under `play` and its remoteness, by brute force over explicit
/// positions (none of the theory; small heaps only).
fn heap_remoteness(
    heaps: &[u64],
    play: Play,
    memo: &mut std::collections::HashMap<Vec<u64>, (bool, u32)>,
) -> (bool, u32) {
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut options = Vec::new();
    for (heap, &size) in heaps.iter().enumerate() {
        for left in 0..size {
            let mut after = heaps.to_vec();
            after[heap] = left;
            options.push(heap_remoteness(&after, play, memo));
        }
    }
    let result = if options.is_empty() {
        (play == Play::Misere, 0)
    } else if let Some(quickest) = options.iter().filter(|o| !o.0).map(|o| o.1).min() {
        (true, quickest + 1)
    } else {
        (false, options.iter().map(|o| o.1).max().unwrap_or(0) + 1)
    };
    memo.insert(heaps.to_vec(), result);
    result
}

/// The heaps of a Nim position as the session shows it (`heaps 1 0 2`).
fn shown_heaps(session: &dyn Session) -> Vec<u64> {
    let position = session.position();
    let sizes = position.strip_prefix("heaps ").expect("a heap position");
    sizes.split(' ').map(|size| size.parse().unwrap()).collect()
}

#[test]
fn a_winning_engine_plays_the_quickest_win_and_a_losing_one_the_longest_loss() {
    use crate::heaps::check::every_tuple;
    for (play, input_of) in [
        (
            Play::Normal,
            start::<Nim> as fn(&[u8], u64, Player, u64) -> _,
        ),
        (Play::Misere, start::<MisereNim>),
    ] {
        let mut memo = std::collections::HashMap::new();
        for count in 1..=3 {
            for heaps in every_tuple(count, 4) {
                let sizes: Vec<String> = heaps.iter().map(u64::to_string).collect();
                let input = format!("1\n{count}\n{}\n", sizes.join(" "));
                let mut session = input_of(input.as_bytes(), 1, Player::Engine, 3).unwrap();
                let (wins, _) = heap_remoteness(&heaps, play, &mut memo);
                assert_eq!(session.wins(), wins, "{heaps:?}");
                // The remoteness of every position one move away.
                let mut after = Vec::new();
                for (heap, &size) in heaps.iter().enumerate() {
                    for left in 0..size {
                        let mut next = heaps.clone();
                        next[heap] = left;
                        after.push(heap_remoteness(&next, play, &mut memo));
                    }
                }
                if after.is_empty() {
                    assert_eq!(session.engine_move(), None);
                    continue;
                }
                session.engine_move().expect("a move");
                let played = heap_remoteness(&shown_heaps(session.as_ref()), play, &mut memo);
                if wins {
                    assert_eq!(session.engine_choice(), Some(Choice::QuickestWin));
                    let quickest = after.iter().filter(|o| !o.0).map(|o| o.1).min();
                    assert!(!played.0, "{heaps:?}: the engine left a won position");
                    assert_eq!(Some(played.1), quickest, "{play:?} {heaps:?}");
                } else {
                    assert_eq!(session.engine_choice(), Some(Choice::LongestLoss));
                    let longest = after.iter().map(|o| o.1).max();
                    assert_eq!(Some(played.1), longest, "{play:?} {heaps:?}");
                }
            }
        }
    }
}

#[test]
fn beyond_the_search_budget_the_engine_plays_any_winning_move_and_says_so() {
    // 30 30 30 31: about 10^6 positions to search for the quickest win; who wins is the XOR.
    let mut session = start::<Nim>(b"1\n4\n30 30 30 31\n", 1, Player::Engine, 0).expect("playable");
    assert!(session.wins());
    assert_eq!(session.engine_move().as_deref(), Some("heap 4 to 30"));
    assert_eq!(session.engine_choice(), Some(Choice::AnyWin));
    assert_eq!(session.value(), Ok(Nimber(0)));
    // Losing, the engine plays some legal move.
    let mut session = start::<Nim>(b"1\n4\n30 30 30 30\n", 1, Player::Engine, 0).expect("playable");
    session.engine_move().expect("a move");
    assert_eq!(session.engine_choice(), Some(Choice::AnyMove));
    assert!(!session.value().expect("normal play").is_zero());
    // Near the end the search fits again.
    let mut session = start::<Nim>(b"1\n2\n2 3\n", 1, Player::Engine, 0).expect("playable");
    session.engine_move().expect("a move");
    assert_eq!(session.engine_choice(), Some(Choice::QuickestWin));
}

#[test]
fn the_value_is_the_nim_value_of_the_explicit_game_and_none_under_misere_play() {
    use crate::heaps::check::every_tuple;
    use crate::heaps::rules::HeapRules;
    for count in 1..=3 {
        for heaps in every_tuple(count, 4) {
            for play in [Play::Normal, Play::Misere] {
                // The fast evaluation (Bouton) equals search on every position reached.
                let rules = HeapRules { play, largest: 4 };
                assert!(crate::game::rules::assert_fast_agrees(rules, &heaps) >= 1);
            }
            let sizes: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let input = format!("1\n{count}\n{}\n", sizes.join(" "));
            let mut session = start::<Nim>(input.as_bytes(), 1, Player::Human, 0).unwrap();
            let xor = heaps.iter().fold(0, |sum, heap| sum ^ heap);
            assert_eq!(session.value(), Ok(Nimber(xor)));
            let mut misere = start::<MisereNim>(input.as_bytes(), 1, Player::Human, 0).unwrap();
            assert!(misere.value().is_err());
        }
    }
    // A game searched explicitly: path marking on the path 1-2-3-4 (three marks: worth *1, as
    // the search over its positions finds).
    let mut session = started::<PathMarking>("1\n4\n1 2\n2 3\n3 4\n", 1, Player::Human);
    assert_eq!(session.value(), Ok(Nimber(1)));
}

#[test]
fn only_a_rooted_game_takes_a_root() {
    use crate::games::tree_coins::TreeCoins;
    let input = b"1\n3\n1 2\n2 3\n1 0 1\n";
    let session = start_rooted::<TreeCoins>(input, 1, Player::Human, 0, 3).expect("node 3");
    assert_eq!(session.position(), "coins on nodes 1..3: 1 0 1 (root 3)");
    let error = start_rooted::<TreeCoins>(input, 1, Player::Human, 0, 4)
        .err()
        .expect("no node 4");
    assert_eq!(
        error.to_string(),
        "line 2 (test 1): there is no node 4 to root the tree at: its nodes are 1 to 3"
    );
    let error = start_rooted::<Nim>(b"1\n1\n3\n", 1, Player::Human, 0, 1)
        .err()
        .expect("nim has no root");
    assert!(error.to_string().starts_with("nim has no root"), "{error}");
}

#[test]
fn a_losing_engine_delays_its_loss_longest() {
    // From heaps 3 3 every move loses; taking one stone delays the end longest (5 more moves
    // against best play, where emptying a heap leaves 1).
    for seed in 0..10 {
        let mut session = start::<Nim>(b"1\n2\n3 3\n", 1, Player::Engine, seed).expect("playable");
        let mv = session.engine_move().expect("a move");
        assert!(mv == "heap 1 to 2" || mv == "heap 2 to 2", "{mv}");
    }
}
