//! Minimax over explicit positions, for partizan games and games with a score: [`ScoredGame`],
//! [`MinimaxSolver`] for finite games, [`horizon_values`] for games cut off after a number of
//! moves.

use std::collections::HashMap;
use std::hash::Hash;

/// One of the two players of a [`ScoredGame`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// The player who wants the score as large as possible (Left, in partizan games).
    Max,
    /// The player who wants the score as small as possible (Right).
    Min,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::Max => Player::Min,
            Player::Min => Player::Max,
        }
    }

    /// Whether this player prefers `candidate` to `current`.
    fn prefers<S: Ord>(self, candidate: &S, current: &S) -> bool {
        match self {
            Player::Max => candidate > current,
            Player::Min => candidate < current,
        }
    }

    /// The better of the scores for this player; `None` if there are none.
    fn best<S: Ord>(self, scores: impl IntoIterator<Item = S>) -> Option<S> {
        scores.into_iter().fold(None, |best, score| match best {
            Some(best) if !self.prefers(&score, &best) => Some(best),
            _ => Some(score),
        })
    }
}

/// A two-player game with a score, given explicitly: whose turn it is, the moves, and the scores.
///
/// For each position: whose turn it is (the player who maximises the score or the one who
/// minimises it), the positions one move away, optionally a score the player to move may take by
/// stopping the game there, and the score of a position where the game is over (no option and
/// no stop). A partizan game under normal play is the special case "the player to move with no
/// move loses": score such a position -1 when [`Player::Max`] is to move and +1 otherwise.
pub trait ScoredGame {
    /// A position, including whose turn it is; the solvers' tables are keyed by it exactly.
    type Position: Clone + Eq + Hash;
    /// A score: [`Player::Max`] wants it large, [`Player::Min`] small.
    type Score: Clone + Ord;

    /// The player to move at `position`.
    fn to_move(&self, position: &Self::Position) -> Player;

    /// Pushes onto `options` every position reachable from `position` in one move.
    fn options(&self, position: &Self::Position, options: &mut Vec<Self::Position>);

    /// The score the player to move may take by ending the game at `position` instead of moving,
    /// if the rules allow it. The default: stopping is not allowed.
    fn stop(&self, position: &Self::Position) -> Option<Self::Score> {
        let _ = position;
        None
    }

    /// The score of a position where the game is over: no option and no stop. Only called on
    /// such positions.
    fn score(&self, position: &Self::Position) -> Self::Score;
}

/// What the player to move does: move to a position, or stop the game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Choice<P> {
    /// Move to this position.
    Move(P),
    /// End the game here, taking [`ScoredGame::stop`]'s score.
    Stop,
}

/// The best value for `player` among the options' values and the stop score; `None` if there is
/// neither (the game is over).
fn best_of<S: Clone + Ord>(
    player: Player,
    options: impl IntoIterator<Item = S>,
    stop: Option<S>,
) -> Option<S> {
    player.best(options.into_iter().chain(stop))
}

/// A position being solved: its options and how far they are known.
struct Frame<P> {
    position: P,
    options: Vec<P>,
    next: usize,
}

/// Solves a [`ScoredGame`] in which every play ends, remembering every position's value.
///
/// A position's value is the best, for the player to move, of its options' values and its stop
/// score; a position with neither is worth its own [`ScoredGame::score`]. Memoised, searched with
/// an explicit stack (a game 10^5 moves deep needs no deep stack), in time linear in the
/// positions and moves reachable. A cycle is a bug in the game (use [`horizon_values`] for games
/// that may cycle) and panics.
pub struct MinimaxSolver<G: ScoredGame> {
    game: G,
    /// `None` while the position is on the search stack.
    values: HashMap<G::Position, Option<G::Score>>,
}

impl<G: ScoredGame> MinimaxSolver<G> {
    /// A solver with an empty memo table.
    pub fn new(game: G) -> Self {
        MinimaxSolver {
            game,
            values: HashMap::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have known values.
    pub fn positions(&self) -> usize {
        self.values.len()
    }

    fn frame(&mut self, position: G::Position) -> Frame<G::Position> {
        let mut options = Vec::new();
        self.game.options(&position, &mut options);
        self.values.insert(position.clone(), None);
        Frame {
            position,
            options,
            next: 0,
        }
    }

    /// The value of `position` with perfect play: the score the player to move can guarantee.
    ///
    /// Panics if a play from `position` can return to a position it went through (the game
    /// must be finite).
    pub fn value(&mut self, position: &G::Position) -> G::Score {
        if let Some(Some(value)) = self.values.get(position) {
            return value.clone();
        }
        let mut stack = vec![self.frame(position.clone())];
        while let Some(top) = stack.last_mut() {
            if let Some(option) = top.options.get(top.next) {
                match self.values.get(option) {
                    Some(Some(_)) => top.next += 1,
                    Some(None) => panic!("MinimaxSolver: a play returns to a position it left"),
                    None => {
                        let option = option.clone();
                        let frame = self.frame(option);
                        stack.push(frame);
                    }
                }
                continue;
            }
            let Some(frame) = stack.pop() else { break };
            let value = self.combine(&frame.position, &frame.options);
            self.values.insert(frame.position, Some(value));
        }
        self.known(position).clone()
    }

    /// The value of a position whose options are all known.
    fn combine(&self, position: &G::Position, options: &[G::Position]) -> G::Score {
        let player = self.game.to_move(position);
        let values = options.iter().map(|option| self.known(option).clone());
        best_of(player, values, self.game.stop(position))
            .unwrap_or_else(|| self.game.score(position))
    }

    fn known(&self, position: &G::Position) -> &G::Score {
        match self.values.get(position) {
            Some(Some(value)) => value,
            _ => unreachable!("MinimaxSolver: a value is read before it is known"),
        }
    }

    /// The choices that achieve the value of `position`, in the order the game lists the
    /// options, then [`Choice::Stop`] if stopping is one; none when the game is over.
    pub fn best_moves(&mut self, position: &G::Position) -> Vec<Choice<G::Position>> {
        let value = self.value(position);
        let mut options = Vec::new();
        self.game.options(position, &mut options);
        let mut best: Vec<Choice<G::Position>> = options
            .into_iter()
            .filter(|option| *self.known(option) == value)
            .map(Choice::Move)
            .collect();
        if self.game.stop(position).as_ref() == Some(&value) {
            best.push(Choice::Stop);
        }
        best
    }
}

/// The values of a [`ScoredGame`] with a horizon: at most a given number of moves are left, after
/// which every position still in play scores a given function. Made by [`horizon_values`].
#[derive(Debug, Clone)]
pub struct HorizonValues<P, S> {
    ids: HashMap<P, u32>,
    /// `V_H`, by position number.
    values: Vec<S>,
    /// `V_{H-1}`, by position number; empty when `H = 0`.
    one_move_less: Vec<S>,
    horizon: u64,
    rounds: u64,
}

impl<P: Clone + Eq + Hash, S: Clone + Ord> HorizonValues<P, S> {
    /// The number `H` of moves left.
    pub fn horizon(&self) -> u64 {
        self.horizon
    }

    /// How many positions are reachable from the start.
    pub fn positions(&self) -> usize {
        self.values.len()
    }

    /// How many rounds of iteration ran before the values were known for the whole horizon: the
    /// horizon itself, or fewer when the rounds repeated early.
    pub fn rounds(&self) -> u64 {
        self.rounds
    }

    /// `V_H(position)`: the score the player to move at `position` can guarantee with `H` moves
    /// left; `None` if `position` is not reachable from the start.
    pub fn value(&self, position: &P) -> Option<&S> {
        self.ids.get(position).map(|&id| &self.values[id as usize])
    }

    /// The choices that achieve `V_H(position)` with `H` moves left, in the order the game lists
    /// the options, then [`Choice::Stop`] if stopping is one; none when `H = 0` (the horizon
    /// scores the position), when the game is over, or when `position` is not reachable from
    /// the start. `game` must be the game the values were computed for.
    pub fn best_moves<G>(&self, game: &G, position: &P) -> Vec<Choice<P>>
    where
        G: ScoredGame<Position = P, Score = S>,
    {
        let Some(value) = self.value(position) else {
            return Vec::new();
        };
        if self.horizon == 0 {
            return Vec::new();
        }
        let mut options = Vec::new();
        game.options(position, &mut options);
        let mut best: Vec<Choice<P>> = options
            .into_iter()
            .filter(|option| self.one_move_less[self.ids[option] as usize] == *value)
            .map(Choice::Move)
            .collect();
        if game.stop(position).as_ref() == Some(value) {
            best.push(Choice::Stop);
        }
        best
    }
}

/// Finite-horizon values of `game` from `start`: at most `horizon` moves may be made, and a
/// position reached with no move left that is not over scores `at_horizon`.
///
/// Cycles are allowed. The positions reachable from `start` are explored once, breadth first
/// (they must be finitely many), into an explicit graph; then value iteration: `V_0(p)` is
/// `at_horizon(p)` where the game is not over and [`ScoredGame::score`] where it is (stopping is
/// not a move, so it is not offered at the horizon), and `V_{h+1}(p)` is the best, for the
/// player to move, of `V_h` over the options of `p` and the stop score of `p`. Each round is one
/// pass over every position and move. The map from `V_h` to `V_{h+1}` is the same every round,
/// so the sequence of rounds is determined by its last element: every round is remembered (by
/// its hash, compared in full on a match), and at the first repeat `V_{h1} = V_{h0}` with
/// `h0 < h1` the sequence is periodic from `h0` with period `h1 - h0`, so `V_H` is
/// `V_{h0 + (H - h0) mod (h1 - h0)}`. A horizon of 10^9 moves costs only the rounds until the
/// first repeat (one more than the rounds until the values are final, when they settle), and
/// memory for every round until then.
pub fn horizon_values<G: ScoredGame>(
    game: &G,
    start: &G::Position,
    horizon: u64,
    mut at_horizon: impl FnMut(&G::Position) -> G::Score,
) -> HorizonValues<G::Position, G::Score>
where
    G::Score: Hash,
{
    // Explore, numbering the positions; the options of position `k` are
    // `targets[starts[k]..starts[k + 1]]`.
    let number =
        |value: usize| u32::try_from(value).expect("horizon_values: more than 2^32 positions");
    let mut ids = HashMap::new();
    ids.insert(start.clone(), 0u32);
    let mut frontier = vec![start.clone()];
    let mut starts = vec![0usize];
    let mut targets: Vec<u32> = Vec::new();
    let mut players = Vec::new();
    let mut stops = Vec::new();
    // `V_0`, and the value of positions where the game is over (kept at every horizon).
    let mut values = Vec::new();
    let mut over = Vec::new();
    let mut options = Vec::new();
    let mut next = 0;
    while let Some(position) = frontier.get(next) {
        game.options(position, &mut options);
        let stop = game.stop(position);
        let is_over = options.is_empty() && stop.is_none();
        if is_over {
            values.push(game.score(position));
        } else {
            values.push(at_horizon(position));
        }
        over.push(is_over);
        players.push(game.to_move(position));
        stops.push(stop);
        for option in options.drain(..) {
            let fresh = number(ids.len());
            let id = *ids.entry(option).or_insert_with_key(|option| {
                frontier.push(option.clone());
                fresh
            });
            targets.push(id);
        }
        starts.push(targets.len());
        next += 1;
    }
    drop(frontier);

    let round = |values: &[G::Score]| -> Vec<G::Score> {
        (0..values.len())
            .map(|id| {
                if over[id] {
                    return values[id].clone();
                }
                let options = targets[starts[id]..starts[id + 1]]
                    .iter()
                    .map(|&option| values[option as usize].clone());
                best_of(players[id], options, stops[id].clone())
                    .expect("a position not over has an option or a stop")
            })
            .collect()
    };

    // Every round so far (`seen[h]` is `V_h`), and the rounds by their hash.
    let hash_of = |values: &[G::Score]| {
        use std::hash::{BuildHasher, BuildHasherDefault};
        BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default().hash_one(values)
    };
    let mut by_hash: HashMap<u64, Vec<usize>> = HashMap::new();
    by_hash.entry(hash_of(&values)).or_default().push(0);
    let mut seen = vec![values];
    let mut h = 0u64;
    while h < horizon {
        let newer = round(&seen[h as usize]);
        h += 1;
        let rounds = by_hash.entry(hash_of(&newer)).or_default();
        if let Some(&first) = rounds.iter().find(|&&earlier| seen[earlier] == newer) {
            // `V_h = V_first`: from `first` on, the rounds repeat with period `h - first`.
            let (first, period) = (first as u64, h - first as u64);
            let at = |k: u64| (first + (k - first) % period) as usize;
            let values = seen[at(horizon)].clone();
            let one_move_less = seen[at(horizon - 1)].clone();
            return HorizonValues {
                ids,
                values,
                one_move_less,
                horizon,
                rounds: h,
            };
        }
        rounds.push(h as usize);
        seen.push(newer);
    }
    let values = seen.pop().expect("V_0 at least");
    let one_move_less = seen.pop().unwrap_or_default();
    HorizonValues {
        ids,
        values,
        one_move_less,
        horizon,
        rounds: h,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One-dimensional Toads and Frogs (*Winning Ways*, ch. 1): Left (Max) slides a toad `T` one
    /// cell right into an empty cell or jumps it over one frog `F` into the empty cell beyond;
    /// Right (Min) does the same with frogs, leftwards. Normal play: scored -1 when Max cannot
    /// move, +1 when Min cannot.
    struct ToadsAndFrogs;

    impl ScoredGame for ToadsAndFrogs {
        type Position = (Vec<u8>, Player);
        type Score = i64;
        fn to_move(&self, position: &(Vec<u8>, Player)) -> Player {
            position.1
        }
        fn options(&self, (board, player): &(Vec<u8>, Player), options: &mut Vec<Self::Position>) {
            let (piece, other, step) = match player {
                Player::Max => (b'T', b'F', 1),
                Player::Min => (b'F', b'T', -1),
            };
            let at = |cell: isize| board.get(usize::try_from(cell).ok()?).copied();
            for from in 0..board.len() as isize {
                if at(from) != Some(piece) {
                    continue;
                }
                let to = if at(from + step) == Some(b'.') {
                    from + step
                } else if at(from + step) == Some(other) && at(from + 2 * step) == Some(b'.') {
                    from + 2 * step
                } else {
                    continue;
                };
                let mut next = board.clone();
                next.swap(from as usize, to as usize);
                options.push((next, player.other()));
            }
        }
        fn score(&self, position: &(Vec<u8>, Player)) -> i64 {
            match position.1 {
                Player::Max => -1,
                Player::Min => 1,
            }
        }
    }

    fn toads_and_frogs(board: &str, first: Player) -> i64 {
        MinimaxSolver::new(ToadsAndFrogs).value(&(board.as_bytes().to_vec(), first))
    }

    #[test]
    fn toads_and_frogs_outcomes_by_hand() {
        use Player::{Max, Min};
        // "T.F": Left first: T.F -> .TF, Right's only move jumps to FT., Left slides to F.T and
        // Right has no move: Left wins. Right first wins by symmetry: an N-position (the value *).
        assert_eq!(toads_and_frogs("T.F", Max), 1);
        assert_eq!(toads_and_frogs("T.F", Min), -1);
        // "TF.": Left first must jump to .FT, Right slides to F.T and Left is stuck: Right wins.
        // Right first has no move (the frog would jump off the board): Left wins. A P-position.
        assert_eq!(toads_and_frogs("TF.", Max), -1);
        assert_eq!(toads_and_frogs("TF.", Min), 1);
        // "T..F": Left first: .T.F, Right .TF., Left jumps ..FT, Right .F.T, Left stuck: Right
        // wins (every move was forced). Right first: T.F., Left .TF., Right jumps FT.., Left
        // F.T., Right stuck: Left wins. A P-position.
        assert_eq!(toads_and_frogs("T..F", Max), -1);
        assert_eq!(toads_and_frogs("T..F", Min), 1);
        // "T..": only Left can ever move: Left wins whoever starts.
        assert_eq!(toads_and_frogs("T..", Max), 1);
        assert_eq!(toads_and_frogs("T..", Min), 1);
        let mut solver = MinimaxSolver::new(ToadsAndFrogs);
        let start = (b"T.F".to_vec(), Max);
        assert_eq!(
            solver.best_moves(&start),
            vec![Choice::Move((b".TF".to_vec(), Min))]
        );
        // T.F, .TF, FT., F.T with their players to move.
        assert_eq!(solver.positions(), 4);
    }

    /// Tic-tac-toe, X (Max) first, cells 0..9 row by row; a win scores 1 + the number of empty
    /// cells left (so faster wins score more), for X positive and for O negative; a full board
    /// with no line scores 0.
    struct TicTacToe;

    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];

    fn winner(board: &[u8; 9]) -> Option<u8> {
        LINES
            .iter()
            .find(|line| board[line[0]] != b'.' && line.iter().all(|&c| board[c] == board[line[0]]))
            .map(|line| board[line[0]])
    }

    impl ScoredGame for TicTacToe {
        type Position = [u8; 9];
        type Score = i64;
        fn to_move(&self, board: &[u8; 9]) -> Player {
            let filled = board.iter().filter(|&&cell| cell != b'.').count();
            if filled % 2 == 0 {
                Player::Max
            } else {
                Player::Min
            }
        }
        fn options(&self, board: &[u8; 9], options: &mut Vec<[u8; 9]>) {
            if winner(board).is_some() {
                return;
            }
            let mark = match self.to_move(board) {
                Player::Max => b'X',
                Player::Min => b'O',
            };
            for cell in 0..9 {
                if board[cell] == b'.' {
                    let mut next = *board;
                    next[cell] = mark;
                    options.push(next);
                }
            }
        }
        fn score(&self, board: &[u8; 9]) -> i64 {
            let empty = board.iter().filter(|&&cell| cell == b'.').count() as i64;
            match winner(board) {
                Some(b'X') => 1 + empty,
                Some(_) => -1 - empty,
                None => 0,
            }
        }
    }

    fn board(cells: &str) -> [u8; 9] {
        cells.as_bytes().try_into().expect("nine cells")
    }

    #[test]
    fn tic_tac_toe() {
        let mut solver = MinimaxSolver::new(TicTacToe);
        // The classical fact: a draw with perfect play, whatever X's first move.
        let empty = board(".........");
        assert_eq!(solver.value(&empty), 0);
        assert_eq!(solver.best_moves(&empty).len(), 9);
        // XX. / OO. / ...: X completes the top row at once, leaving 4 empty cells: 5. No later
        // win leaves as many empty cells, so this is the only best move.
        let threat = board("XX.OO....");
        assert_eq!(solver.value(&threat), 5);
        assert_eq!(
            solver.best_moves(&threat),
            vec![Choice::Move(board("XXXOO...."))]
        );
        // XX. / OO. / ..X, O to move: O completes the middle row at once, 3 empty cells: -4.
        let reply = board("XX.OO...X");
        assert_eq!(solver.value(&reply), -4);
        assert_eq!(
            solver.best_moves(&reply),
            vec![Choice::Move(board("XX.OOO..X"))]
        );
        // A game over: no moves, its own score.
        assert_eq!(solver.value(&board("XXXOO....")), 5);
        assert_eq!(solver.best_moves(&board("XXXOO....")), vec![]);
    }

    /// A token on a path with a reward per cell: the player to move slides it one cell right or
    /// stops, scoring the reward of the cell; at the last cell the only choice is to stop. With
    /// `alternate`, Max and Min take turns; otherwise Max plays alone.
    struct Path {
        rewards: Vec<i64>,
        alternate: bool,
        cyclic: bool,
    }

    impl ScoredGame for Path {
        type Position = (usize, Player);
        type Score = i64;
        fn to_move(&self, position: &(usize, Player)) -> Player {
            position.1
        }
        fn options(&self, &(cell, player): &(usize, Player), options: &mut Vec<(usize, Player)>) {
            let player = if self.alternate {
                player.other()
            } else {
                player
            };
            if cell + 1 < self.rewards.len() {
                options.push((cell + 1, player));
            } else if self.cyclic {
                options.push((0, player));
            }
        }
        fn stop(&self, position: &(usize, Player)) -> Option<i64> {
            Some(self.rewards[position.0])
        }
        fn score(&self, _: &(usize, Player)) -> i64 {
            unreachable!("stopping is always allowed")
        }
    }

    #[test]
    fn the_best_stopping_point_of_a_path() {
        use Player::{Max, Min};
        // Rewards 3 1 4 1 5, Max and Min alternating. From the end backwards (V(cell, player)):
        // V(4, *) = 5 (stop only). V(3, Max) = max(1, V(4, Min)) = 5; V(3, Min) = min(1, 5) = 1.
        // V(2, Max) = max(4, V(3, Min) = 1) = 4; V(2, Min) = min(4, V(3, Max) = 5) = 4.
        // V(1, Max) = max(1, V(2, Min) = 4) = 4; V(1, Min) = min(1, 4) = 1.
        // V(0, Max) = max(3, V(1, Min) = 1) = 3: stop at once; V(0, Min) = min(3, 4) = 3: stop.
        let game = Path {
            rewards: vec![3, 1, 4, 1, 5],
            alternate: true,
            cyclic: false,
        };
        let mut solver = MinimaxSolver::new(game);
        assert_eq!(solver.value(&(0, Max)), 3);
        assert_eq!(solver.best_moves(&(0, Max)), vec![Choice::Stop]);
        assert_eq!(solver.value(&(0, Min)), 3);
        assert_eq!(solver.best_moves(&(0, Min)), vec![Choice::Stop]);
        assert_eq!(solver.value(&(1, Max)), 4);
        assert_eq!(solver.best_moves(&(1, Max)), vec![Choice::Move((2, Min))]);
        assert_eq!(solver.value(&(3, Min)), 1);
        assert_eq!(solver.value(&(4, Max)), 5);
        assert_eq!(solver.best_moves(&(4, Max)), vec![Choice::Stop]);
        // V(2, Max): stopping (4) beats moving (V(3, Min) = 1).
        assert_eq!(solver.best_moves(&(2, Max)), vec![Choice::Stop]);
    }

    #[test]
    fn a_game_100000_moves_deep_needs_no_deep_stack() {
        // Max alone on rewards 0, 1, ..., 100000 (increasing): walk to the end and stop there.
        let game = Path {
            rewards: (0..=100_000).collect(),
            alternate: false,
            cyclic: false,
        };
        let mut solver = MinimaxSolver::new(game);
        assert_eq!(solver.value(&(0, Player::Max)), 100_000);
        assert_eq!(solver.positions(), 100_001);
        assert_eq!(
            solver.best_moves(&(0, Player::Max)),
            vec![Choice::Move((1, Player::Max))]
        );
    }

    #[test]
    fn horizon_values_agree_with_minimax_on_a_finite_game() {
        // With a horizon longer than any play (4 moves at most), the horizon score (the worst
        // score for Max, the best for Min) is overridden everywhere.
        let game = Path {
            rewards: vec![3, 1, 4, 1, 5],
            alternate: true,
            cyclic: false,
        };
        let table = horizon_values(&game, &(0, Player::Max), 1_000_000, |_| i64::MIN);
        let mut solver = MinimaxSolver::new(game);
        assert_eq!(table.positions(), 5);
        for cell in 0..5 {
            let player = if cell % 2 == 0 {
                Player::Max
            } else {
                Player::Min
            };
            assert_eq!(
                table.value(&(cell, player)),
                Some(&solver.value(&(cell, player)))
            );
        }
        // Positions (c, player) for c = 0..4 with players Max, Min, Max, Min, Max; V_0 is MIN
        // everywhere. V_1 = (3, MIN, 4, MIN, 5): Max stops at once, Min prefers the horizon.
        // V_2 = (3, 1, 4, 1, 5): Min at 1 and 3 now compares its stop with a finite V_1. V_3 is
        // V_2 again (Max at 0 and 2 prefers its stop to 1), so the third round ends the iteration.
        assert_eq!(table.rounds(), 3);
        assert_eq!(table.value(&(0, Player::Min)), None);
    }

    #[test]
    fn a_lone_player_on_a_cycle_stops_at_the_best_reward_within_reach() {
        // Max alone, rewards 2 0 7 1 3 around a cycle; the horizon scores the cell (as if
        // stopped). With h moves left from cell c the value is the largest reward among cells
        // c, c + 1, ..., c + h (mod 5): move there and stop.
        let rewards = vec![2, 0, 7, 1, 3];
        let game = Path {
            rewards: rewards.clone(),
            alternate: false,
            cyclic: true,
        };
        for horizon in 0..8u64 {
            let table = horizon_values(&game, &(3, Player::Max), horizon, |&(cell, _)| {
                rewards[cell]
            });
            for cell in 0..5 {
                let best = (0..=horizon.min(4) as usize)
                    .map(|ahead| rewards[(cell + ahead) % 5])
                    .max();
                assert_eq!(table.value(&(cell, Player::Max)).copied(), best);
            }
        }
        // From cell 3 the 7 at cell 2 is 4 moves away: values settle after 4 rounds, seen when
        // the fifth repeats them, so a horizon of 10^9 costs 5 rounds.
        let table = horizon_values(&game, &(3, Player::Max), 1_000_000_000, |&(cell, _)| {
            rewards[cell]
        });
        assert_eq!(table.rounds(), 5);
        assert_eq!(table.value(&(3, Player::Max)), Some(&7));
        // Anywhere but cell 2, move on towards it; at cell 2, stop, or go round the cycle once
        // more: with 10^9 moves left, cell 3 is worth 7 too.
        assert_eq!(
            table.best_moves(&game, &(3, Player::Max)),
            vec![Choice::Move((4, Player::Max))]
        );
        assert_eq!(
            table.best_moves(&game, &(2, Player::Max)),
            vec![Choice::Move((3, Player::Max)), Choice::Stop]
        );
        // With one move left at cell 2, moving on is worth only the 1 of cell 3: stop.
        let last = horizon_values(&game, &(2, Player::Max), 1, |&(cell, _)| rewards[cell]);
        assert_eq!(
            last.best_moves(&game, &(2, Player::Max)),
            vec![Choice::Stop]
        );
        // With 2 moves left from cell 3, the best is 3 at cell 4 (cell 0's 2 is less): move there
        // (worth max(3, 2) = 3 with 1 move left), rather than stop on 1.
        let short = horizon_values(&game, &(3, Player::Max), 2, |&(cell, _)| rewards[cell]);
        assert_eq!(short.value(&(3, Player::Max)), Some(&3));
        assert_eq!(
            short.best_moves(&game, &(3, Player::Max)),
            vec![Choice::Move((4, Player::Max))]
        );
    }

    #[test]
    fn alternating_values_are_read_off_their_period() {
        // Two cells, rewards 0 and 10, Max and Min alternating: from (0, Max) the only positions
        // are (0, Max) and (1, Min). V_0 = (0, 10) (the horizon scores the cell);
        // V_{h+1}(0, Max) = max(0, V_h(1, Min)), V_{h+1}(1, Min) = min(10, V_h(0, Max)):
        // V_1 = (10, 0), V_2 = (0, 10) = V_0: period 2, detected after 2 rounds. In play:
        // stopping gives each player the worse reward, so both keep moving, and the token ends
        // on the cell the parity of the horizon says: Max at cell 0 gets 10 when the number of
        // moves left is odd, 0 when it is even (and Min at cell 1 the other way round).
        let game = Path {
            rewards: vec![0, 10],
            alternate: true,
            cyclic: true,
        };
        let score = |&(cell, _): &(usize, Player)| [0, 10][cell];
        let start = (0, Player::Max);
        for (horizon, expected) in [(0, 0), (1, 10), (2, 0), (3, 10), (1_000_000_000, 0)] {
            let table = horizon_values(&game, &start, horizon, score);
            assert_eq!(table.value(&start), Some(&expected), "horizon {horizon}");
            assert_eq!(table.value(&(1, Player::Min)), Some(&(10 - expected)));
            assert!(table.rounds() <= 2);
        }
        let table = horizon_values(&game, &start, 1_000_000_001, score);
        assert_eq!(table.value(&start), Some(&10));
        assert_eq!(table.horizon(), 1_000_000_001);
        // An odd number of moves left: move on to cell 1 (worth 10 to Max with one move less).
        assert_eq!(
            table.best_moves(&game, &start),
            vec![Choice::Move((1, Player::Min))]
        );
        // An even number: Max can do no better than 0, by stopping or by moving.
        let even = horizon_values(&game, &start, 1_000_000_000, score);
        assert_eq!(
            even.best_moves(&game, &start),
            vec![Choice::Move((1, Player::Min)), Choice::Stop]
        );
    }

    /// A token carried round a cycle of `rewards.len()` cells, one cell per move, with no stop:
    /// the horizon scores the cell it ends on.
    struct Carousel {
        rewards: Vec<i64>,
    }

    impl ScoredGame for Carousel {
        type Position = usize;
        type Score = i64;
        fn to_move(&self, _: &usize) -> Player {
            Player::Max
        }
        fn options(&self, &cell: &usize, options: &mut Vec<usize>) {
            options.push((cell + 1) % self.rewards.len());
        }
        fn score(&self, _: &usize) -> i64 {
            unreachable!("every cell has a move")
        }
    }

    #[test]
    fn any_period_is_read_off_the_first_repeat() {
        // V_h(cell) = rewards[(cell + h) mod 3]: period 3, first seen when V_3 repeats V_0.
        let rewards = vec![5, 1, 9];
        let game = Carousel {
            rewards: rewards.clone(),
        };
        for horizon in [0, 1, 2, 3, 4, 5, 1_000_000_000, 1_000_000_001, u64::MAX] {
            let table = horizon_values(&game, &0, horizon, |&cell| rewards[cell]);
            assert!(table.rounds() <= 3, "horizon {horizon}");
            for cell in 0..3 {
                let expected = rewards[(cell + (horizon % 3) as usize) % 3];
                assert_eq!(table.value(&cell), Some(&expected), "horizon {horizon}");
            }
            // The one move is the best move whenever a move is left.
            let moves = table.best_moves(&game, &0);
            assert_eq!(moves.is_empty(), horizon == 0, "horizon {horizon}");
        }
    }

    #[test]
    #[should_panic(expected = "returns to a position")]
    fn minimax_refuses_a_cycle() {
        let game = Path {
            rewards: vec![0, 10],
            alternate: false,
            cyclic: true,
        };
        MinimaxSolver::new(game).value(&(0, Player::Max));
    }
}
