//! Win, loss or draw on game graphs with cycles, by retrograde analysis ([`RetrogradeSolver`]).

use std::collections::HashMap;
use std::hash::Hash;

use super::Outcome;

/// A game given explicitly by positions and their options, in which play may go on forever
/// (the game graph may have cycles). Normal play: the player to move with no option loses; a
/// play that never ends is a draw.
///
/// Unlike [`Game`](super::Game), nothing requires every play to end; only the positions reachable
/// from the ones asked about must be finitely many.
pub trait LoopyGame {
    /// A position; the solver's table is keyed by it exactly.
    type Position: Clone + Eq + Hash;

    /// Pushes onto `options` every position reachable from `position` in one move (repeats are
    /// allowed and count once).
    fn options(&self, position: &Self::Position, options: &mut Vec<Self::Position>);
}

/// Who wins a position of a game that may not end, with perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LoopyOutcome {
    /// The player to move (the "next" player) wins.
    Next,
    /// The player who just moved (the "previous" player) wins: the player to move loses.
    Previous,
    /// Neither player can force a win: with perfect play the game goes on forever.
    Draw,
}

impl From<Outcome> for LoopyOutcome {
    fn from(outcome: Outcome) -> Self {
        match outcome {
            Outcome::Next => LoopyOutcome::Next,
            Outcome::Previous => LoopyOutcome::Previous,
        }
    }
}

/// Decides win, loss or draw for the positions of a [`LoopyGame`], with their remoteness,
/// remembering every position it explores.
///
/// The solver explores every position reachable from the one it is asked about (a breadth-first
/// scan over a growing list, no recursion), numbers them, and builds the reverse edges. Each
/// position counts its options not yet known to be won. Then the known results flow backwards,
/// in order of remoteness: a position with no option is lost (remoteness 0); a position with a
/// lost option is won, its remoteness one more than the smallest such option's; a position whose
/// options are all won is lost, its remoteness one more than the largest of theirs. Whatever is
/// never resolved is a draw: from it neither player can force the other into a position with no
/// move, and the player to move has an option that is also a draw (otherwise every option would be
/// won, and the position lost). Processing the resolved positions by increasing remoteness (a
/// bucket per remoteness) makes the first lost option found the fastest win and the last won
/// option found the slowest loss, so the remoteness is C. A. B. Smith's: the winner hurries, the
/// loser delays (Smith, "Graphs and composite games", J. Combin. Theory 1 (1966); *Winning Ways*,
/// ch. 9). Time and memory are linear in the positions and moves explored.
///
/// A later question about a position not yet explored explores only the new part: every position
/// explored earlier has all of its options explored too, so its result is final, and it enters
/// the new analysis as an already-resolved option.
pub struct RetrogradeSolver<G: LoopyGame> {
    game: G,
    ids: HashMap<G::Position, u32>,
    outcomes: Vec<LoopyOutcome>,
    /// Moves to the end with perfect play; meaningless for draws.
    remoteness: Vec<u32>,
}

impl<G: LoopyGame> RetrogradeSolver<G> {
    /// A solver with an empty table.
    pub fn new(game: G) -> Self {
        RetrogradeSolver {
            game,
            ids: HashMap::new(),
            outcomes: Vec::new(),
            remoteness: Vec::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions are explored (and decided).
    pub fn positions(&self) -> usize {
        self.outcomes.len()
    }

    /// Who wins `position`: [`LoopyOutcome::Next`] if the player to move can force the opponent
    /// into a position with no move, [`LoopyOutcome::Previous`] if the opponent can, and
    /// [`LoopyOutcome::Draw`] otherwise.
    pub fn outcome(&mut self, position: &G::Position) -> LoopyOutcome {
        let id = self.id(position);
        self.outcomes[id]
    }

    /// How many moves are left with perfect play when the winner hurries and the loser delays:
    /// 0 for a position with no option, odd for a won position, even for a lost one, `None` for
    /// a draw.
    pub fn remoteness(&mut self, position: &G::Position) -> Option<u32> {
        let id = self.id(position);
        (self.outcomes[id] != LoopyOutcome::Draw).then_some(self.remoteness[id])
    }

    /// The options of `position` that are lost for the opponent, in the order the game lists
    /// them (repeats included): the winning moves, none unless `position` is won.
    pub fn winning_moves(&mut self, position: &G::Position) -> Vec<G::Position> {
        self.options_where(position, |solver, id| {
            solver.outcomes[id] == LoopyOutcome::Previous
        })
    }

    /// The options of a drawn `position` that are draws, in the order the game lists them: the
    /// moves that keep the draw. Empty when `position` is won or lost (a won position may have
    /// drawn options, but moving there gives the win away).
    pub fn drawing_moves(&mut self, position: &G::Position) -> Vec<G::Position> {
        if self.outcome(position) != LoopyOutcome::Draw {
            return Vec::new();
        }
        self.options_where(position, |solver, id| {
            solver.outcomes[id] == LoopyOutcome::Draw
        })
    }

    /// The options of `position` that perfect play chooses, in the order the game lists them:
    /// from a won position the winning moves that win fastest, from a lost position the moves
    /// that lose slowest, from a draw the drawing moves; none from a position with no option.
    /// Following them, a won position reaches its end in exactly its remoteness.
    pub fn best_moves(&mut self, position: &G::Position) -> Vec<G::Position> {
        let id = self.id(position);
        let outcome = self.outcomes[id];
        let remoteness = self.remoteness[id];
        let wanted = match outcome {
            LoopyOutcome::Next => LoopyOutcome::Previous,
            LoopyOutcome::Previous => LoopyOutcome::Next,
            LoopyOutcome::Draw => LoopyOutcome::Draw,
        };
        self.options_where(position, |solver, option| {
            solver.outcomes[option] == wanted
                && (wanted == LoopyOutcome::Draw || solver.remoteness[option] + 1 == remoteness)
        })
    }

    fn options_where(
        &mut self,
        position: &G::Position,
        keep: impl Fn(&Self, usize) -> bool,
    ) -> Vec<G::Position> {
        // Exploring `position` explores all of its options too.
        self.id(position);
        let mut options = Vec::new();
        self.game.options(position, &mut options);
        options.retain(|option| keep(self, self.ids[option] as usize));
        options
    }

    /// The number of `position`, exploring and solving it first if it is new.
    fn id(&mut self, position: &G::Position) -> usize {
        if let Some(&id) = self.ids.get(position) {
            return id as usize;
        }
        self.explore(position.clone());
        self.ids[position] as usize
    }

    /// Explores every position reachable from `start` that is not yet known, and solves them.
    fn explore(&mut self, start: G::Position) {
        let begin = self.outcomes.len();
        // The new positions in the order they are numbered, and their options' numbers in
        // compressed rows: the options of new position `k` are `targets[starts[k]..starts[k + 1]]`.
        let mut frontier = vec![start.clone()];
        self.ids.insert(start, Self::number(begin));
        let mut starts = vec![0usize];
        let mut targets: Vec<u32> = Vec::new();
        let mut options = Vec::new();
        let mut row = Vec::new();
        let mut next = 0;
        while let Some(position) = frontier.get(next) {
            self.game.options(position, &mut options);
            row.clear();
            for option in options.drain(..) {
                let fresh = Self::number(self.ids.len());
                let id = *self.ids.entry(option).or_insert_with_key(|option| {
                    frontier.push(option.clone());
                    fresh
                });
                row.push(id);
            }
            row.sort_unstable();
            row.dedup();
            targets.extend_from_slice(&row);
            starts.push(targets.len());
            next += 1;
        }
        let fresh = frontier.len();
        drop(frontier);
        self.outcomes.resize(begin + fresh, LoopyOutcome::Draw);
        self.remoteness.resize(begin + fresh, 0);

        // Local numbers: the new positions first (`id - begin`), then the old positions they
        // reach, whose results are already final.
        let mut old: Vec<u32> = Vec::new();
        let mut old_local: HashMap<u32, u32> = HashMap::new();
        for target in &mut targets {
            if (*target as usize) < begin {
                let local = *old_local.entry(*target).or_insert_with(|| {
                    old.push(*target);
                    Self::number(fresh + old.len() - 1)
                });
                *target = local;
            } else {
                *target -= Self::number(begin);
            }
        }
        let locals = fresh + old.len();
        let global = |local: usize| {
            if local < fresh {
                begin + local
            } else {
                old[local - fresh] as usize
            }
        };

        // Reverse edges over the local numbers.
        let mut reverse_starts = vec![0usize; locals + 1];
        for &target in &targets {
            reverse_starts[target as usize + 1] += 1;
        }
        for local in 0..locals {
            reverse_starts[local + 1] += reverse_starts[local];
        }
        let mut sources = vec![0u32; targets.len()];
        let mut cursor = reverse_starts.clone();
        for source in 0..fresh {
            for &target in &targets[starts[source]..starts[source + 1]] {
                sources[cursor[target as usize]] = Self::number(source);
                cursor[target as usize] += 1;
            }
        }

        // Options not yet known to be won, per new position.
        let mut unresolved: Vec<u32> = (0..fresh)
            .map(|local| Self::number(starts[local + 1] - starts[local]))
            .collect();
        // Resolved positions by remoteness, waiting to pass their result back.
        let mut buckets: Vec<Vec<u32>> = vec![Vec::new()];
        for (local, &count) in unresolved.iter().enumerate() {
            if count == 0 {
                self.outcomes[begin + local] = LoopyOutcome::Previous;
                buckets[0].push(Self::number(local));
            }
        }
        for (index, &id) in old.iter().enumerate() {
            let id = id as usize;
            if self.outcomes[id] != LoopyOutcome::Draw {
                let remoteness = self.remoteness[id] as usize;
                if buckets.len() <= remoteness {
                    buckets.resize_with(remoteness + 1, Vec::new);
                }
                buckets[remoteness].push(Self::number(fresh + index));
            }
        }
        let mut remoteness = 0;
        while remoteness < buckets.len() {
            let layer = std::mem::take(&mut buckets[remoteness]);
            let reached = Self::number(remoteness + 1);
            for &local in &layer {
                let local = local as usize;
                let lost = self.outcomes[global(local)] == LoopyOutcome::Previous;
                for &source in &sources[reverse_starts[local]..reverse_starts[local + 1]] {
                    let source = source as usize;
                    let id = begin + source;
                    if self.outcomes[id] != LoopyOutcome::Draw {
                        continue;
                    }
                    let resolved = if lost {
                        Some(LoopyOutcome::Next)
                    } else {
                        unresolved[source] -= 1;
                        (unresolved[source] == 0).then_some(LoopyOutcome::Previous)
                    };
                    if let Some(outcome) = resolved {
                        self.outcomes[id] = outcome;
                        self.remoteness[id] = reached;
                        if buckets.len() <= remoteness + 1 {
                            buckets.push(Vec::new());
                        }
                        buckets[remoteness + 1].push(Self::number(source));
                    }
                }
            }
            remoteness += 1;
        }
    }

    /// A position number, which must fit the table's 32-bit numbers.
    fn number(value: usize) -> u32 {
        u32::try_from(value).expect("RetrogradeSolver: more than 2^32 positions")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, OutcomeSolver, Play};

    /// A game on an explicit digraph: a position is a vertex, a move follows an arc.
    struct Digraph(Vec<Vec<u32>>);

    impl LoopyGame for Digraph {
        type Position = u32;
        fn options(&self, vertex: &u32, options: &mut Vec<u32>) {
            options.extend_from_slice(&self.0[*vertex as usize]);
        }
    }

    use LoopyOutcome::{Draw, Next, Previous};

    #[test]
    fn a_two_cycle_is_a_draw() {
        // 0 <-> 1: no position ever lacks a move, so the play never ends.
        let mut solver = RetrogradeSolver::new(Digraph(vec![vec![1], vec![0]]));
        assert_eq!(solver.outcome(&0), Draw);
        assert_eq!(solver.outcome(&1), Draw);
        assert_eq!(solver.remoteness(&0), None);
        assert_eq!(solver.winning_moves(&0), Vec::<u32>::new());
        assert_eq!(solver.drawing_moves(&0), vec![1]);
        assert_eq!(solver.best_moves(&1), vec![0]);
        assert_eq!(solver.positions(), 2);
    }

    #[test]
    fn a_cycle_with_an_exit_is_decided() {
        // 0 -> 1 -> 2 -> 0 and 2 -> 3, 3 terminal. 3 is lost (remoteness 0); 2 moves to 3: won
        // (1); 1's only option 2 is won: lost (2); 0 moves to the lost 1: won (3). The cycle
        // is no draw, because 2 leaves it.
        let mut solver = RetrogradeSolver::new(Digraph(vec![vec![1], vec![2], vec![0, 3], vec![]]));
        let expected = [(Next, 3), (Previous, 2), (Next, 1), (Previous, 0)];
        for (vertex, (outcome, remoteness)) in (0..).zip(expected) {
            assert_eq!(solver.outcome(&vertex), outcome, "vertex {vertex}");
            assert_eq!(
                solver.remoteness(&vertex),
                Some(remoteness),
                "vertex {vertex}"
            );
        }
        assert_eq!(solver.winning_moves(&2), vec![3]);
        assert_eq!(solver.winning_moves(&0), vec![1]);
        assert_eq!(solver.drawing_moves(&0), Vec::<u32>::new());
    }

    #[test]
    fn a_draw_keeps_its_drawing_move_and_avoids_the_exit() {
        // 0 <-> 1, 0 -> 2 -> 3, 3 terminal. 3 lost, 2 won. 0's options: 1 (unknown) and 2 (won),
        // so 0 is never lost unless 1 is won, and 1 (only option 0) is won only if 0 is lost:
        // both are draws. From 0, moving to 2 hands the opponent a win; moving to 1 keeps the draw.
        let mut solver = RetrogradeSolver::new(Digraph(vec![vec![1, 2], vec![0], vec![3], vec![]]));
        assert_eq!(solver.outcome(&0), Draw);
        assert_eq!(solver.outcome(&1), Draw);
        assert_eq!(solver.outcome(&2), Next);
        assert_eq!(solver.drawing_moves(&0), vec![1]);
        assert_eq!(solver.best_moves(&0), vec![1]);
        assert_eq!(solver.drawing_moves(&2), Vec::<u32>::new());
    }

    #[test]
    fn self_loops() {
        // 0: a self-loop and an exit to the terminal 1: won in one move.
        // 2: a self-loop only: a draw.
        // 3: a self-loop and an exit to 0, which is won: moving there loses, so 3 loops: a draw.
        let mut solver =
            RetrogradeSolver::new(Digraph(vec![vec![0, 1], vec![], vec![2], vec![3, 0]]));
        assert_eq!(solver.outcome(&0), Next);
        assert_eq!(solver.remoteness(&0), Some(1));
        assert_eq!(solver.winning_moves(&0), vec![1]);
        assert_eq!(solver.outcome(&2), Draw);
        assert_eq!(solver.outcome(&3), Draw);
        assert_eq!(solver.drawing_moves(&3), vec![3]);
        assert_eq!(solver.outcome(&1), Previous);
        assert_eq!(solver.best_moves(&1), Vec::<u32>::new());
    }

    #[test]
    fn the_winner_hurries_and_the_loser_delays() {
        // 0 -> {1, 2}; 1 -> 5; 2 -> 3 -> 4 -> 5; 5 terminal; 6 -> {5, 3}.
        // 5: lost, 0. 4: won, 1. 3: lost, 2. 2: won, 3. 1: won, 1.
        // 0: all options won (1 at 1, 2 at 3): lost, delaying through 2: 4, best move 2.
        // 6: lost options 5 (0) and 3 (2): won, hurrying to 5: 1, best move 5.
        let mut solver = RetrogradeSolver::new(Digraph(vec![
            vec![1, 2],
            vec![5],
            vec![3],
            vec![4],
            vec![5],
            vec![],
            vec![5, 3],
        ]));
        assert_eq!(solver.outcome(&0), Previous);
        assert_eq!(solver.remoteness(&0), Some(4));
        assert_eq!(solver.best_moves(&0), vec![2]);
        assert_eq!(solver.winning_moves(&0), Vec::<u32>::new());
        // 6 is explored after 0: its options were solved by the first exploration.
        assert_eq!(solver.outcome(&6), Next);
        assert_eq!(solver.remoteness(&6), Some(1));
        assert_eq!(solver.winning_moves(&6), vec![5, 3]);
        assert_eq!(solver.best_moves(&6), vec![5]);
        assert_eq!(solver.positions(), 7);
    }

    #[test]
    fn a_later_exploration_builds_on_the_earlier_one() {
        // First 0 <-> 1 (draws) and 2 -> 3 (won, lost). Then 4 -> {0, 2}: 2 is won and 0 a draw,
        // so 4 is a draw; 5 -> {4, 3}: 3 is lost, so 5 is won in 1; 6 -> 5 is lost in 2; and
        // 7 -> {6, 4}: won in 3 through 6.
        let graph = vec![
            vec![1],
            vec![0],
            vec![3],
            vec![],
            vec![0, 2],
            vec![4, 3],
            vec![5],
            vec![6, 4],
        ];
        let mut solver = RetrogradeSolver::new(Digraph(graph.clone()));
        assert_eq!(solver.outcome(&0), Draw);
        assert_eq!(solver.outcome(&2), Next);
        assert_eq!(solver.positions(), 4);
        let expected = [(4, Draw, None), (5, Next, Some(1)), (6, Previous, Some(2))];
        for (vertex, outcome, remoteness) in expected {
            assert_eq!(solver.outcome(&vertex), outcome, "vertex {vertex}");
            assert_eq!(solver.remoteness(&vertex), remoteness, "vertex {vertex}");
        }
        assert_eq!(solver.outcome(&7), Next);
        assert_eq!(solver.remoteness(&7), Some(3));
        // All at once gives the same.
        let mut fresh = RetrogradeSolver::new(Digraph(graph));
        assert_eq!(fresh.outcome(&7), Next);
        for vertex in 0..8 {
            assert_eq!(fresh.outcome(&vertex), solver.outcome(&vertex));
            assert_eq!(fresh.remoteness(&vertex), solver.remoteness(&vertex));
        }
    }

    #[test]
    fn a_chain_alternates_and_needs_no_deep_stack() {
        // k -> k - 1: k is lost iff even, in exactly k moves.
        struct Chain;
        impl LoopyGame for Chain {
            type Position = u32;
            fn options(&self, k: &u32, options: &mut Vec<u32>) {
                options.extend(k.checked_sub(1));
            }
        }
        let mut solver = RetrogradeSolver::new(Chain);
        assert_eq!(solver.outcome(&100_000), Previous);
        assert_eq!(solver.remoteness(&100_000), Some(100_000));
        assert_eq!(solver.outcome(&99_999), Next);
        assert_eq!(solver.remoteness(&7), Some(7));
        assert_eq!(solver.positions(), 100_001);
    }

    /// Nim on sorted heaps, both as a finite game and as a loopy one.
    struct Nim;

    impl Game for Nim {
        type Position = Vec<u8>;
        fn options(&self, heaps: &Vec<u8>, options: &mut Vec<Vec<u8>>) {
            for (index, &heap) in heaps.iter().enumerate() {
                for smaller in 0..heap {
                    let mut next = heaps.clone();
                    next[index] = smaller;
                    next.sort_unstable();
                    options.push(next);
                }
            }
        }
    }

    impl LoopyGame for Nim {
        type Position = Vec<u8>;
        fn options(&self, heaps: &Vec<u8>, options: &mut Vec<Vec<u8>>) {
            Game::options(self, heaps, options);
        }
    }

    #[test]
    fn without_cycles_it_agrees_with_the_outcome_solver() {
        let mut retrograde = RetrogradeSolver::new(Nim);
        let mut outcomes = OutcomeSolver::new(Nim, Play::Normal);
        for a in 0..=5 {
            for b in a..=5 {
                for c in b..=5 {
                    let heaps = vec![a, b, c];
                    let expected = LoopyOutcome::from(outcomes.outcome(&heaps));
                    assert_eq!(retrograde.outcome(&heaps), expected, "{heaps:?}");
                    assert_eq!(expected == Previous, a ^ b ^ c == 0);
                }
            }
        }
        // One heap of 5: take it all at once, remoteness 1.
        assert_eq!(retrograde.remoteness(&vec![0, 0, 5]), Some(1));
        // Two equal heaps of 1: two moves, lost.
        assert_eq!(retrograde.remoteness(&vec![0, 1, 1]), Some(2));
    }
}
