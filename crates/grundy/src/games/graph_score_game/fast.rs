//! The fast solver: every threshold game at once, in one backward pass over the values from the
//! largest down (AtCoder ARC038 D; the docs page explains why it is right).
//!
//! For a number `d`, Alice wins the threshold game when the final score is at least `d`; call a
//! vertex good when its number is. The states are (vertex, side to move). The set `W(d)` of
//! states Alice wins is the least set closed under two rules: an Alice state joins when its
//! vertex is good (she declares) or one of its moves reaches a Bob state of the set; a Bob state
//! joins when its vertex is good and every one of its moves reaches an Alice state of the set
//! (he would lose by declaring; with no move he must). States left out are lost for Alice or
//! undecided, and undecided play ends at the horizon right after a Bob move, on a bad vertex:
//! also a loss for her. `W(d)` only grows as `d` falls, and the closure for a smaller `d` may
//! start from the set for a larger one, so the thresholds are taken from the largest value down,
//! each adding its vertices and closing the set, until (vertex 1, Alice to move) joins: that
//! threshold is the answer. Every state joins once and every arc is looked at twice at most, so
//! the pass takes `O(N + M)` after sorting the values at least `X_1` (no smaller value can be
//! the answer: Alice may declare at once), which a radix sort does in `O(N)` passes per byte of
//! the numbers ([`super::sort`]).

use super::digraph::{Reversed, ScoreGraph};
use super::local::{self, Bounds};
use super::sort::{capped, packed};
use super::threshold::{self, Status};
use crate::digraph::rows::fill_rows;
use crate::prefetch::{prefetch, BATCH};

/// A vertex's state is one word of [`Workspace::words`], apart from its arcs back so that the
/// states of a million vertices take 4 MB, which the cache holds while the arcs are followed
/// back: the low bits count what its Bob state still waits for, the arcs leaving the vertex
/// into Alice states not (yet) won plus one while the vertex is not good in the threshold game
/// being closed; the top bit says that its Alice state is won. The count reaches 0 exactly when
/// the Bob state joins (every arc out leads into the set and the vertex is good), so it needs no
/// flag of its own, and neither does the vertex being good. The head of a run of single
/// vertices ([`super::runs`]) has a word of another kind, marked [`JUNCTION`].
const COUNT: u32 = (1 << 31) - 1;
/// (vertex, Alice to move) is in the won set.
pub(super) const ALICE_WON: u32 = 1 << 31;
/// In a [`JUNCTION`]'s word: (vertex, Bob to move) is in the won set.
pub(super) const BOB_WON: u32 = 1 << 30;
/// The word is a run's head's ([`super::runs`]): each of its two states waits for the two
/// conditions of its clamp, a count of up to 2 in two bits (the Alice state's in bits 2-3, the
/// Bob state's in bits 0-1): the threshold at most the clamp's upper number, and the state of
/// the run's exit that it follows having joined. A state joins when its count reaches 0, or at
/// once when the threshold is at most the clamp's lower number.
pub(super) const JUNCTION: u32 = 1 << 29;
/// In a [`JUNCTION`]'s word: the run is of odd length, so that its head's Alice state follows
/// the Bob state of the exit (and its Bob state the exit's Alice state).
pub(super) const PARITY: u32 = 1 << 28;
/// Every count stays below this (a vertex with more arcs out takes the binary search), so that a
/// count's word never has the bit [`JUNCTION`].
const COUNT_LIMIT: u32 = JUNCTION;
/// The vertices the pass handles have ids below this, so that an item of the sorted order has
/// two bits for what it does to a run's head ([`FORCE`], [`BOB_SIDE`]).
const VERTEX_LIMIT: usize = 1 << 30;
/// In an item of the sorted order of a run's head: its threshold is a clamp's lower number (the
/// state joins), not its upper one (the state's count goes down by one).
pub(super) const FORCE: u32 = 1 << 31;
/// In an item of the sorted order of a run's head: the item is about its Bob state, not its
/// Alice state.
pub(super) const BOB_SIDE: u32 = 1 << 30;
/// How far ahead in the queue [`close`] prefetches the words and records of a state's tails (its
/// own record, prefetched when it joined or at twice this distance, has arrived by then).
const QUEUE_AHEAD: usize = 8;

/// What the pass found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pass {
    /// The score with perfect play.
    pub answer: u64,
    /// For every vertex, whether (vertex, Bob to move) is won for Alice in the threshold game of
    /// the answer (empty unless asked for).
    pub bob_won: Vec<bool>,
}

/// The fewest vertices on which [`Workspace::solve_within`] folds the runs of single vertices:
/// on smaller graphs the records and the words stay in the cache, a closing that walks a run
/// vertex by vertex does not wait for memory, and the walks of the runs cost more than they save.
const FOLD_FROM: usize = 1 << 18;

/// How many tails a record holds itself.
pub(super) const INLINE: usize = 4;

/// A slot of a record that holds no tail (vertex ids are below `u32::MAX`).
const NONE: u32 = u32::MAX;

/// A vertex's arcs back, in one record of a quarter of a cache line, so that a state taken off
/// the queue finds the vertices before it with one cache miss: the slots hold the tails of the
/// arcs into the vertex when there are at most [`INLINE`] (most vertices of a sparse graph), the
/// unused ones [`NONE`]; otherwise the first slot is [`NONE`] and the next two say where the
/// tails are in [`Workspace::tails`] (the start, below `u32::MAX`, then the end).
#[derive(Debug, Clone, Copy)]
#[repr(align(16))]
pub(super) struct Record {
    /// The tails, or [`NONE`] and where they are.
    pub(super) slots: [u32; INLINE],
}

impl Record {
    /// The record of a vertex whose arcs in have the tails `tails[first..end]`.
    #[inline(always)]
    pub(super) fn new(first: u32, end: u32, tails: &[u32]) -> Record {
        let mut slots = [NONE; INLINE];
        if (end - first) as usize <= INLINE {
            for (slot, &tail) in slots.iter_mut().zip(&tails[first as usize..end as usize]) {
                *slot = tail;
            }
        } else {
            slots[1] = first;
            slots[2] = end;
        }
        Record { slots }
    }

    /// Whether the tails are in [`Workspace::tails`] rather than in the record.
    #[inline(always)]
    pub(super) fn outside(&self) -> bool {
        self.slots[0] == NONE && self.slots[1] != NONE
    }

    /// Prefetches what following these arcs back will touch: the words and the records of the
    /// tails (the records for the states of the tails that join then) when the record holds
    /// them, else where the tails are.
    #[inline(always)]
    fn prefetch_tails(&self, words: &[u32], records: &[Record], tails: &[u32]) {
        if self.outside() {
            prefetch(tails, self.slots[1] as usize);
        } else {
            for &tail in &self.slots {
                if tail != NONE {
                    prefetch(words, tail as usize);
                    prefetch(records, tail as usize);
                }
            }
        }
    }

    /// The tails of the arcs into the vertex.
    #[inline(always)]
    fn tails<'t>(&'t self, tails: &'t [u32]) -> &'t [u32] {
        if self.outside() {
            &tails[self.slots[1] as usize..self.slots[2] as usize]
        } else {
            let count = self.slots.iter().filter(|&&slot| slot != NONE).count();
            &self.slots[..count]
        }
    }
}

/// The reusable memory of the pass.
#[derive(Debug, Default)]
pub struct Workspace {
    /// The vertices with a number at least `X_1`, largest number first, packed with their
    /// numbers ([`super::sort::packed_largest_first`]).
    keys: Vec<u64>,
    /// The same beside their numbers, when these span 2^32 or more.
    order: Vec<(u64, u32)>,
    /// Working memory for sorting `keys`.
    key_scratch: Vec<u64>,
    /// Working memory for sorting `order`.
    scratch: Vec<(u64, u32)>,
    /// How many arcs leave each vertex, then every vertex's state ([`COUNT`], [`ALICE_WON`]).
    words: Vec<u32>,
    /// Where the row of each vertex starts in `tails`, and one more entry: the number of arcs.
    starts: Vec<u32>,
    /// The tails of the arcs into each vertex, one row after the other, each row in input order.
    tails: Vec<u32>,
    /// Every vertex's arcs back.
    records: Vec<Record>,
    /// States that joined and whose arcs are not yet followed back: `2v` for (v, Alice),
    /// `2v + 1` for (v, Bob).
    stack: Vec<u32>,
}

impl Workspace {
    /// The score of `graph` with perfect play; with `bob_won`, also which Bob states the
    /// answer's threshold game wins (for Alice's first move). Bounds from the arcs near vertex 1
    /// come first ([`local`]): when they meet and no Bob state is asked for, they are the score
    /// and the whole graph is not looked at; otherwise the pass over the whole graph takes no
    /// number below the lower bound and every number above the upper bound as one threshold.
    pub fn solve(&mut self, graph: &ScoreGraph, bob_won: bool) -> Pass {
        let bounds = local::bounds(graph, local::MOST_RINGS);
        if bounds.low == bounds.high && !bob_won {
            return Pass {
                answer: bounds.low,
                bob_won: Vec::new(),
            };
        }
        self.solve_within(graph, bounds, bob_won)
    }

    /// [`Workspace::solve`]'s pass over the whole graph, given `bounds` on the score (the lower
    /// one at least `X_1`): the thresholds are the numbers from `bounds.low` up to `bounds.high`,
    /// from the largest down, after one for all the numbers above `bounds.high` together. When
    /// no Bob state is asked for, the graph has at least [`FOLD_FROM`] vertices and at least half
    /// of them have one arc out, the runs of single vertices are folded first
    /// ([`super::runs`]).
    pub(crate) fn solve_within(
        &mut self,
        graph: &ScoreGraph,
        bounds: Bounds,
        bob_won: bool,
    ) -> Pass {
        let runs = !bob_won && graph.vertices() >= FOLD_FROM;
        self.solve_within_by(graph, bounds, bob_won, runs)
    }

    /// [`Workspace::solve_within`], folding the runs of single vertices if `runs` (and no Bob
    /// state is asked for, and enough vertices are single) or not at all.
    pub(super) fn solve_within_by(
        &mut self,
        graph: &ScoreGraph,
        bounds: Bounds,
        bob_won: bool,
        runs: bool,
    ) -> Pass {
        let values = &graph.values;
        let (floor, ceiling) = (bounds.low, bounds.high);
        turn_around(
            values.len(),
            &graph.arcs,
            &mut self.words,
            &mut self.starts,
            &mut self.tails,
        );
        // The stack holds a state as twice its vertex plus its side, and an item of the sorted
        // order a vertex beside two bits, in 32 bits; the words hold a count below COUNT_LIMIT.
        // A graph beyond either (far beyond the 1 GiB input cap) takes the binary search, which
        // needs neither.
        let ids_fit = values.len() <= VERTEX_LIMIT;
        if !ids_fit || self.words.iter().copied().max().unwrap_or(0) >= COUNT_LIMIT - 1 {
            return by_binary_search(graph, bob_won);
        }
        // Runs are folded into packed items only, on graphs whose ids fit an interior vertex's
        // word.
        let folding = if runs && !bob_won && values.len() <= super::runs::TAIL_LIMIT {
            let singles = self.words.iter().filter(|&&word| word == 1).count();
            (2 * singles >= values.len())
                .then(|| super::sort::packed_top(values, floor, ceiling))
                .flatten()
        } else {
            None
        };
        let marked = match folding {
            Some(_) => super::runs::mark_interior(&mut self.words, &self.starts, &self.tails),
            None => {
                // The count of a vertex not yet good.
                for word in self.words.iter_mut() {
                    *word += 1;
                }
                0
            }
        };
        self.records.clear();
        self.records.reserve(values.len());
        // Read at random: huge pages spare the pass TLB misses.
        crate::prefetch::advise_huge_pages(&mut self.records);
        let tails = &self.tails[..];
        self.records.extend(
            self.starts
                .windows(2)
                .map(|row| Record::new(row[0], row[1], tails)),
        );
        if let Some(top) = folding {
            let keys = &mut self.keys;
            keys.clear();
            if marked > 0 {
                super::runs::fold(
                    &mut self.words,
                    &mut self.records,
                    &self.starts,
                    &mut self.tails,
                    values,
                    (floor, ceiling, top),
                    keys,
                );
            }
            // Every other vertex not yet good, and its number in the order.
            for (vertex, (word, &value)) in self.words.iter_mut().zip(values).enumerate() {
                if *word & JUNCTION == 0 {
                    *word += 1;
                    if value >= floor {
                        keys.push(packed(top, capped(value, ceiling), vertex as u32));
                    }
                }
            }
            super::sort::sorted_packed(keys, top - floor, &mut self.key_scratch);
            let answer = pass(
                keys,
                |key| (top - (key >> 32), key as u32),
                &mut self.words,
                &self.records,
                &mut self.stack,
                &self.tails,
            );
            return Pass {
                answer,
                bob_won: Vec::new(),
            };
        }
        let tails = &self.tails[..];
        let Workspace {
            keys,
            order,
            key_scratch,
            scratch,
            words,
            records,
            stack,
            ..
        } = self;
        let answer =
            match super::sort::packed_largest_first(values, floor, ceiling, keys, key_scratch) {
                Some(top) => pass(
                    keys,
                    |key| (top - (key >> 32), key as u32),
                    words,
                    records,
                    stack,
                    tails,
                ),
                None => {
                    order.clear();
                    order.extend(
                        values
                            .iter()
                            .enumerate()
                            .filter(|&(_, &value)| value >= floor)
                            .map(|(vertex, &value)| (capped(value, ceiling), vertex as u32)),
                    );
                    super::sort::largest_first(order, scratch);
                    pass(order, |item| item, words, records, stack, tails)
                }
            };
        Pass {
            answer,
            bob_won: if bob_won {
                words.iter().map(|&word| word & COUNT == 0).collect()
            } else {
                Vec::new()
            },
        }
    }
}

/// The score by the lecture's binary search over the threshold games, each solved whole
/// ([`threshold`]), with the Bob states the answer's game wins: for a graph with a vertex of
/// [`COUNT_LIMIT`] - 1 or more arcs out, which a word cannot count (`2^29 - 1` arcs or more, an
/// input of more than 2 GiB), or with `2^30` vertices or more.
fn by_binary_search(graph: &ScoreGraph, bob_won: bool) -> Pass {
    let reversed = Reversed::new(graph.vertices(), &graph.arcs);
    let answer = threshold::binary_search(graph, &reversed);
    Pass {
        answer,
        bob_won: if bob_won {
            threshold::solve(graph, &reversed, answer)
                .bob
                .iter()
                .map(|&status| status == Status::Won)
                .collect()
        } else {
            Vec::new()
        },
    }
}

/// The arcs of a graph on `vertices` vertices turned around, into reused memory: `out_degree`
/// counts the arcs leaving each vertex, and the tails of the arcs into `v` are
/// `tails[starts[v]..starts[v + 1]]`, in input order (a repeated arc as often as it is written).
/// The shared [`fill_rows`], with the arcs out counted in its first read of the arcs (on a large
/// graph it partitions the arcs by head first, so that the rows are counted and filled a cached
/// window at a time).
fn turn_around(
    vertices: usize,
    arcs: &[(u32, u32)],
    out_degree: &mut Vec<u32>,
    starts: &mut Vec<u32>,
    tails: &mut Vec<u32>,
) {
    out_degree.clear();
    out_degree.resize(vertices, 0);
    fill_rows(
        vertices,
        || arcs.iter().map(|&(from, to)| (to, from)),
        |_, from| out_degree[from as usize] += 1,
        starts,
        tails,
    );
}

/// The pass itself over `order`, the vertices with a number at least a lower bound of the score,
/// largest number first, each read by `item` as its number and the vertex: returns the score.
/// The numbers above an upper bound may be given as one (as the number just above it): the pass
/// adds them all before its first closing, and (vertex 1, Alice) does not join there. A run's
/// head ([`JUNCTION`]) comes with the numbers of its clamps instead, the vertex beside the bits
/// [`FORCE`] and [`BOB_SIDE`].
#[inline(always)]
fn pass<T: Copy>(
    order: &[T],
    item: impl Fn(T) -> (u64, u32),
    words: &mut [u32],
    records: &[Record],
    stack: &mut Vec<u32>,
    tails: &[u32],
) -> u64 {
    const VERTEX: u32 = VERTEX_LIMIT as u32 - 1;
    let mut next = 0;
    // (vertex 1, Alice) joins at the score, which is among the numbers of `order`.
    loop {
        let threshold = item(order[next]).0;
        while let Some(&entry) = order.get(next) {
            let (value, payload) = item(entry);
            if value != threshold {
                break;
            }
            // Two stages ahead: the words and the arcs back of the vertices to come, then (once
            // those have arrived) the words of their tails, which their states joining will
            // touch.
            if let Some(&ahead) = order.get(next + 2 * BATCH) {
                let ahead = (item(ahead).1 & VERTEX) as usize;
                prefetch(words, ahead);
                prefetch(records, ahead);
            }
            if let Some(&soon) = order.get(next + BATCH) {
                records[(item(soon).1 & VERTEX) as usize].prefetch_tails(words, records, tails);
            }
            next += 1;
            let vertex = payload & VERTEX;
            let word = &mut words[vertex as usize];
            if *word & JUNCTION != 0 {
                let side = u32::from(payload & BOB_SIDE != 0);
                let joins = if payload & FORCE != 0 {
                    head_joins(word, side)
                } else {
                    head_waits_less(word, side)
                };
                if joins {
                    stack.push(2 * vertex + side);
                }
                continue;
            }
            // The vertex is good: its Alice state declares, its Bob state no longer waits for
            // that.
            *word -= 1;
            let alice = *word & ALICE_WON == 0;
            let bob = *word & COUNT == 0;
            *word |= ALICE_WON;
            if alice {
                stack.push(2 * vertex);
            }
            if bob {
                stack.push(2 * vertex + 1);
            }
        }
        close(words, records, stack, tails);
        if words[0] & ALICE_WON != 0 {
            return threshold;
        }
    }
}

/// The bit of a run's head's word that says its state of `side` (0 Alice, 1 Bob) has joined.
#[inline(always)]
fn head_won(side: u32) -> u32 {
    if side == 0 {
        ALICE_WON
    } else {
        BOB_WON
    }
}

/// A run's head's state of `side` joins, unless it has already: whether it joins now.
#[inline(always)]
fn head_joins(word: &mut u32, side: u32) -> bool {
    let won = head_won(side);
    let joins = *word & won == 0;
    *word |= won;
    joins
}

/// A run's head's state of `side` waits for one thing fewer; whether it joins now (it waited
/// for nothing more and had not joined).
#[inline(always)]
fn head_waits_less(word: &mut u32, side: u32) -> bool {
    // The Alice state's count in bits 2-3, the Bob state's in bits 0-1.
    let shift = 2 - 2 * side;
    *word -= 1 << shift;
    *word >> shift & 3 == 0 && head_joins(word, side)
}

/// A state of side `side` (0 Alice, 1 Bob) of a run's exit joined, and `head` is the head of a
/// run into that exit, with the word `word`: its state that follows the exit's state (the same
/// side after a run of even length) waits for one thing fewer, and joins the queue if it joins.
#[inline(always)]
fn head_follows(word: &mut u32, side: u32, head: u32, records: &[Record], stack: &mut Vec<u32>) {
    let follows = side ^ u32::from(*word & PARITY != 0);
    if head_waits_less(word, follows) {
        prefetch(records, head as usize);
        stack.push(2 * head + follows);
    }
}

/// Closes the won set: follows back the arcs into every state on the queue `stack`, adding the
/// states that join, until none is left. The order in which states are taken does not change the
/// closure; they are taken first in, first out, so that the arcs back that a state's joining
/// prefetched have the time to arrive while the states before it are handled (last in, first
/// out took each state right after its prefetch), and the words and records of the tails of the
/// state a few places on (or its row, when the record does not hold it) are prefetched once its
/// record has arrived. A run's head among the tails ([`JUNCTION`]) has its state that follows the
/// joining state wait for one thing fewer.
fn close(words: &mut [u32], records: &[Record], stack: &mut Vec<u32>, tails: &[u32]) {
    let mut next = 0;
    while let Some(&state) = stack.get(next) {
        // Two stages ahead, as along the sorted numbers: the record of a state further on (the
        // states the pass put on the queue before closing prefetched theirs long before), then
        // what following its arcs back will touch.
        if let Some(&further) = stack.get(next + 2 * QUEUE_AHEAD) {
            prefetch(records, (further >> 1) as usize);
        }
        if let Some(&ahead) = stack.get(next + QUEUE_AHEAD) {
            records[(ahead >> 1) as usize].prefetch_tails(words, records, tails);
        }
        next += 1;
        let arcs_back = records[(state >> 1) as usize].tails(tails);
        if state & 1 == 0 {
            // (vertex, Alice) won: one arc fewer to settle for each Bob state before it.
            for &tail in arcs_back {
                let word = &mut words[tail as usize];
                if *word & JUNCTION != 0 {
                    head_follows(word, 0, tail, records, stack);
                    continue;
                }
                *word -= 1;
                if *word & COUNT == 0 {
                    prefetch(records, tail as usize);
                    stack.push(2 * tail + 1);
                }
            }
        } else {
            // (vertex, Bob) won: every Alice state with an arc into it is won.
            for &tail in arcs_back {
                let word = &mut words[tail as usize];
                if *word & JUNCTION != 0 {
                    head_follows(word, 1, tail, records, stack);
                    continue;
                }
                if *word & ALICE_WON == 0 {
                    *word |= ALICE_WON;
                    prefetch(records, tail as usize);
                    stack.push(2 * tail);
                }
            }
        }
    }
    stack.clear();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turned_around_as_the_shared_digraph_does() {
        let mut random = crate::random::Random::from_seed(7);
        for _ in 0..300 {
            let n = 1 + random.below(40) as usize;
            let m = random.below(160) as usize;
            let arcs: Vec<(u32, u32)> = (0..m)
                .map(|_| {
                    let from = random.below(n as u64) as u32;
                    (from, random.below(n as u64) as u32)
                })
                .collect();
            let (mut out_degree, mut starts, mut tails) = (Vec::new(), Vec::new(), Vec::new());
            turn_around(n, &arcs, &mut out_degree, &mut starts, &mut tails);
            let shared = Reversed::new(n, &arcs);
            assert_eq!(out_degree, shared.out_degree);
            assert_eq!(starts, shared.predecessors.starts());
            assert_eq!(tails, shared.predecessors.targets());
        }
    }

    fn answer(values: &[u64], arcs: &[(u32, u32)]) -> u64 {
        let graph = ScoreGraph {
            values: values.to_vec(),
            arcs: arcs.to_vec(),
        };
        Workspace::default().solve(&graph, false).answer
    }

    #[test]
    fn the_samples() {
        assert_eq!(answer(&[1, 5, 3], &[(0, 1), (1, 2)]), 3);
        assert_eq!(answer(&[2, 7], &[(0, 1), (1, 0)]), 2);
        let arcs = [(2, 0), (1, 3), (3, 2), (1, 4), (1, 2), (0, 4), (4, 1)];
        assert_eq!(answer(&[3, 5, 8, 2, 9], &arcs), 5);
        assert_eq!(
            answer(
                &[0, 1_000_000_000, 5, 1_000_000_000],
                &[(0, 1), (1, 2), (0, 3)]
            ),
            1_000_000_000
        );
    }

    #[test]
    fn vertices_with_many_arcs_in_agree_with_the_oracle() {
        // Stars into vertex 1 and into vertex 2 of every size up to 24: in-degrees on both sides
        // of what a record holds itself.
        use super::super::brute;
        use super::super::digraph::ScoreGraph;
        for n in 2..=24u32 {
            for centre in [0, 1] {
                let mut arcs: Vec<(u32, u32)> = (0..n)
                    .filter(|&vertex| vertex != centre)
                    .map(|vertex| (vertex, centre))
                    .collect();
                arcs.extend([(0, n - 1), (centre, 1), (n - 1, n / 2)]);
                let values: Vec<u64> = (0..u64::from(n)).map(|vertex| vertex * 7 % 11).collect();
                let graph = ScoreGraph {
                    values: values.clone(),
                    arcs: arcs.clone(),
                };
                let oracle = brute::solve(&graph, brute::HORIZON_ROUNDS).answer;
                assert_eq!(answer(&values, &arcs), oracle, "{}", graph.input());
            }
        }
    }

    #[test]
    fn records_give_back_their_rows() {
        // Rows of 0 to 6 tails, at the start and the end of the tails, with the largest vertex
        // ids a record takes.
        let tails: Vec<u32> = (0..16).map(|index| u32::MAX - 1 - index).collect();
        for length in 0..=6u32 {
            for first in [0, 16 - length] {
                let end = first + length;
                let record = Record::new(first, end, &tails);
                let row = &tails[first as usize..end as usize];
                assert_eq!(record.tails(&tails), row, "{length} {first}");
                assert_eq!(record.outside(), length as usize > INLINE);
            }
        }
    }

    #[test]
    fn the_fallback_finds_what_the_records_find() {
        // The binary search that stands in for the pass when an out-degree does not fit a
        // record: the same score and the same Bob states won, on random graphs with repeated
        // arcs, self-loops and rows on both sides of what a record holds itself.
        let mut random = crate::random::Random::from_seed(13);
        let mut work = Workspace::default();
        for round in 0..2000 {
            let n = 1 + random.below(12) as usize;
            let m = random.below(4 * n as u64 + 1) as usize;
            let range = [2, 6, 1_000_000_001][round % 3];
            let graph = ScoreGraph::random(&mut random, n, m, range);
            assert_eq!(
                work.solve(&graph, true),
                by_binary_search(&graph, true),
                "{}",
                graph.input()
            );
        }
    }

    /// The score with the runs folded and without, for every pair of bounds around it taken
    /// from the graph's numbers (and beyond); both equal to the binary search's.
    fn folded_as_unfolded(graph: &ScoreGraph, work: &mut Workspace) {
        let whole = work
            .solve_within_by(graph, Bounds::unknown(graph), false, false)
            .answer;
        let reversed = Reversed::new(graph.vertices(), &graph.arcs);
        assert_eq!(
            whole,
            threshold::binary_search(graph, &reversed),
            "{}",
            graph.input()
        );
        let mut numbers = graph.values.clone();
        numbers.extend([0, u64::MAX]);
        numbers.sort_unstable();
        numbers.dedup();
        for &low in numbers.iter().filter(|&&low| low <= whole) {
            for &high in numbers.iter().filter(|&&high| high >= whole) {
                let bounds = Bounds {
                    low: low.max(graph.values[0]),
                    high,
                };
                let folded = work.solve_within_by(graph, bounds, false, true).answer;
                assert_eq!(folded, whole, "{low} {high} {}", graph.input());
            }
        }
    }

    #[test]
    fn folded_runs_give_the_score() {
        // Graphs where most vertices have one arc out, mostly to the next vertex (chains and
        // cycles through vertex 1 or not, self-loops on one-vertex graphs, repeated arcs), the
        // labels but 1 shuffled; numbers from {0, 1}, 0..5, 0..10^9 and of every size.
        let mut random = crate::random::Random::from_seed(29);
        let mut work = Workspace::default();
        for round in 0..3000 {
            let n = 1 + random.below(30) as u32;
            let range = [2, 6, 1_000_000_001, u64::MAX][round % 4];
            let values = (0..n)
                .map(|_| match random.below(16) {
                    0 => u64::MAX,
                    _ => random.below(range),
                })
                .collect();
            let mut labels: Vec<u32> = (1..n).collect();
            random.shuffle(&mut labels);
            labels.insert(0, 0);
            let mut arcs = Vec::new();
            for from in 0..n {
                let degree = match random.below(10) {
                    0 => 0,
                    1 => 2,
                    2 => 3,
                    _ => 1,
                };
                for _ in 0..degree {
                    let to = match random.below(4) {
                        0 => random.below(u64::from(n)) as u32,
                        _ => (from + 1) % n,
                    };
                    arcs.push((labels[from as usize], labels[to as usize]));
                }
            }
            random.shuffle(&mut arcs);
            folded_as_unfolded(&ScoreGraph { values, arcs }, &mut work);
        }
    }

    #[test]
    fn folded_runs_give_the_score_on_the_families() {
        let mut random = crate::random::Random::from_seed(31);
        let mut work = Workspace::default();
        for family in super::super::families::family_names() {
            for n in [1, 2, 3, 4, 5, 8, 13, 21, 40, 60] {
                for _ in 0..4 {
                    let graph = super::super::families::graph(family, n, &mut random);
                    folded_as_unfolded(&graph, &mut work);
                }
            }
        }
    }

    #[test]
    fn small_cases_by_hand() {
        // One vertex, no arc: declare.
        assert_eq!(answer(&[7], &[]), 7);
        // A self-loop at vertex 1: looping ends after Bob's move, on vertex 1.
        assert_eq!(answer(&[7], &[(0, 0)]), 7);
        // A dead end worth more: Bob must declare there.
        assert_eq!(answer(&[1, 9], &[(0, 1)]), 9);
        // A self-loop on the better vertex lets Bob pass the turn back to Alice; she declares.
        assert_eq!(answer(&[1, 9], &[(0, 1), (1, 1)]), 9);
        // A repeated arc back to vertex 1 lets Bob return: Alice declares at once.
        assert_eq!(answer(&[1, 9], &[(0, 1), (1, 0), (1, 0)]), 1);
        // The largest possible numbers.
        assert_eq!(answer(&[0, u64::MAX], &[(0, 1)]), u64::MAX);
    }
}
