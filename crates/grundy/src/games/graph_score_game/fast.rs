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

use super::digraph::ScoreGraph;
use crate::digraph::rows::fill_rows;
use crate::prefetch::{prefetch, BATCH};

/// A vertex's state is one word: the low 32 bits count its arcs into Alice states not (yet) won,
/// the bits above hold these flags. One word, so that following an arc back costs one cache miss.
const COUNT: u64 = u32::MAX as u64;
/// (vertex, Alice to move) is in the won set.
const ALICE_WON: u64 = 1 << 32;
/// (vertex, Bob to move) is in the won set.
const BOB_WON: u64 = 1 << 33;
/// The vertex is good in the threshold game being closed.
const GOOD: u64 = 1 << 34;
/// How many tails of one vertex outside its record are prefetched before it is handled.
const PREFETCHED_TAILS: usize = 16;

/// What the pass found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pass {
    /// The score with perfect play.
    pub answer: u64,
    /// For every vertex, whether (vertex, Bob to move) is won for Alice in the threshold game of
    /// the answer (empty unless asked for).
    pub bob_won: Vec<bool>,
}

/// How many tails a record holds itself.
const INLINE: usize = 4;

/// A vertex as the pass sees it: its state word and its arcs back, in one record of half a
/// cache line, so that a state that joins (its record just written) finds its arcs back without
/// another cache miss: the tails themselves when there are at most [`INLINE`] of them (most
/// vertices of a sparse graph), else where they are in [`Workspace::tails`].
#[derive(Debug, Clone, Copy, Default)]
#[repr(align(32))]
struct Record {
    /// [`COUNT`], [`ALICE_WON`], [`BOB_WON`] and [`GOOD`].
    word: u64,
    /// The tails of the arcs into the vertex are `targets()[first..end]` of
    /// [`Workspace::tails`].
    first: u32,
    end: u32,
    /// The same tails, when there are at most [`INLINE`].
    inline: [u32; INLINE],
}

impl Record {
    /// The tails of the arcs into the vertex.
    #[inline(always)]
    fn tails<'t>(&'t self, tails: &'t [u32]) -> &'t [u32] {
        let count = (self.end - self.first) as usize;
        if count <= INLINE {
            &self.inline[..count]
        } else {
            &tails[self.first as usize..self.end as usize]
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
    /// How many arcs leave each vertex.
    out_degree: Vec<u32>,
    /// Where the row of each vertex starts in `tails`, and one more entry: the number of arcs.
    starts: Vec<u32>,
    /// The tails of the arcs into each vertex, one row after the other, each row in input order.
    tails: Vec<u32>,
    /// Every vertex's record.
    records: Vec<Record>,
    /// States that joined and whose arcs are not yet followed back: `2v` for (v, Alice),
    /// `2v + 1` for (v, Bob).
    stack: Vec<u32>,
}

impl Workspace {
    /// The score of `graph` with perfect play; with `bob_won`, also which Bob states the
    /// answer's threshold game wins (for Alice's first move).
    pub fn solve(&mut self, graph: &ScoreGraph, bob_won: bool) -> Pass {
        let values = &graph.values;
        let start = values[0];
        turn_around(
            values.len(),
            &graph.arcs,
            &mut self.out_degree,
            &mut self.starts,
            &mut self.tails,
        );
        self.records.clear();
        self.records.reserve(values.len());
        // Read at random: huge pages spare the pass TLB misses.
        crate::prefetch::advise_huge_pages(&mut self.records);
        let tails = &self.tails[..];
        self.records
            .extend(
                self.out_degree
                    .iter()
                    .zip(self.starts.windows(2))
                    .map(|(&degree, range)| {
                        let (first, end) = (range[0], range[1]);
                        let mut inline = [0; INLINE];
                        if (end - first) as usize <= INLINE {
                            for (slot, &tail) in
                                inline.iter_mut().zip(&tails[first as usize..end as usize])
                            {
                                *slot = tail;
                            }
                        }
                        Record {
                            word: u64::from(degree),
                            first,
                            end,
                            inline,
                        }
                    }),
            );
        let Workspace {
            keys,
            order,
            key_scratch,
            scratch,
            records,
            stack,
            ..
        } = self;
        let answer = match super::sort::packed_largest_first(values, start, keys, key_scratch) {
            Some(top) => pass(
                keys,
                |key| (top - (key >> 32), key as u32),
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
                        .filter(|&(_, &value)| value >= start)
                        .map(|(vertex, &value)| (value, vertex as u32)),
                );
                super::sort::largest_first(order, scratch);
                pass(order, |item| item, records, stack, tails)
            }
        };
        Pass {
            answer,
            bob_won: if bob_won {
                records
                    .iter()
                    .map(|record| record.word & BOB_WON != 0)
                    .collect()
            } else {
                Vec::new()
            },
        }
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

/// The pass itself over `order`, the vertices with a number at least `X_1`, largest number
/// first, each read by `item` as its number and the vertex: returns the score.
#[inline(always)]
fn pass<T: Copy>(
    order: &[T],
    item: impl Fn(T) -> (u64, u32),
    records: &mut [Record],
    stack: &mut Vec<u32>,
    tails: &[u32],
) -> u64 {
    let mut next = 0;
    // Vertex 1 is among the vertices of the smallest threshold, X_1, where it joins.
    loop {
        let threshold = item(order[next]).0;
        while let Some(&entry) = order.get(next) {
            let (value, vertex) = item(entry);
            if value != threshold {
                break;
            }
            // Two stages ahead: the records of the vertices to come, then (once those have
            // arrived) the records of their tails, which their states joining will touch.
            if let Some(&ahead) = order.get(next + 2 * BATCH) {
                prefetch(records, item(ahead).1 as usize);
            }
            if let Some(&soon) = order.get(next + BATCH) {
                let record = &records[item(soon).1 as usize];
                if (record.end - record.first) as usize <= INLINE {
                    for &tail in record.tails(tails) {
                        prefetch(records, tail as usize);
                    }
                }
            }
            next += 1;
            let record = &mut records[vertex as usize];
            record.word |= GOOD;
            let alice = record.word & ALICE_WON == 0;
            let bob = record.word & (BOB_WON | COUNT) == 0;
            if alice {
                record.word |= ALICE_WON;
            }
            if bob {
                record.word |= BOB_WON;
            }
            let record = *record;
            if alice {
                joined(stack, records, tails, record, 2 * vertex);
            }
            if bob {
                joined(stack, records, tails, record, 2 * vertex + 1);
            }
        }
        close(records, stack, tails);
        if records[0].word & ALICE_WON != 0 {
            return threshold;
        }
    }
}

/// Puts a state that joined on the stack, its `record` just written: prefetches what handling it
/// will touch, the records of its tails when the record holds them, else where the tails are.
#[inline(always)]
fn joined(stack: &mut Vec<u32>, records: &[Record], tails: &[u32], record: Record, state: u32) {
    if (record.end - record.first) as usize > INLINE {
        prefetch(tails, record.first as usize);
    } else {
        for &tail in record.tails(tails) {
            prefetch(records, tail as usize);
        }
    }
    stack.push(state);
}

/// Closes the won set: follows back the arcs into every state on the stack, adding the states
/// that join, until none is left. The order in which states are taken does not change the
/// closure; they are taken first in, first out, so that the records their joining prefetched
/// have the time to arrive while the states before them are handled (last in, first out took
/// each state right after its prefetch). The records of a state's tails are prefetched before
/// any is handled.
fn close(records: &mut [Record], stack: &mut Vec<u32>, tails: &[u32]) {
    let mut next = 0;
    while let Some(&state) = stack.get(next) {
        next += 1;
        let record = records[(state >> 1) as usize];
        let arcs_back = record.tails(tails);
        if arcs_back.len() > INLINE {
            for &tail in &arcs_back[..arcs_back.len().min(PREFETCHED_TAILS)] {
                prefetch(records, tail as usize);
            }
        }
        if state & 1 == 0 {
            // (vertex, Alice) won: one arc fewer to settle for each Bob state before it.
            for &tail in arcs_back {
                let record = &mut records[tail as usize];
                record.word -= 1;
                if record.word & (GOOD | BOB_WON | COUNT) == GOOD {
                    record.word |= BOB_WON;
                    let record = *record;
                    joined(stack, records, tails, record, 2 * tail + 1);
                }
            }
        } else {
            // (vertex, Bob) won: every Alice state with an arc into it is won.
            for &tail in arcs_back {
                let record = &mut records[tail as usize];
                if record.word & ALICE_WON == 0 {
                    record.word |= ALICE_WON;
                    let record = *record;
                    joined(stack, records, tails, record, 2 * tail);
                }
            }
        }
    }
    stack.clear();
}

#[cfg(test)]
mod tests {
    use super::super::digraph::Reversed;
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
