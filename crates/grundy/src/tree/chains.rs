//! Long chains for the leaf peeling ([`crate::tree::peel`]): a path of degree-2 nodes is peeled
//! one node after another, each step waiting for the record that the step before named (a
//! dependent cache miss per node: on a randomly numbered path of 10^6 nodes that is the whole
//! cost, 93 to 450 ns a step on this project's machine depending on the moment). This module
//! shortens such chains before the peel and puts them back after it, with independent accesses.
//!
//! While loading, every [`SEED_EVERY`]-th edge is kept as a seed. Before peeling, walks start at
//! the ends of the seeds and follow degree-2 nodes (the next node is the record's XOR of
//! neighbours without the node it came from) until a node that is not of degree 2, the kept node,
//! another seed's end, or a node that another walk took. [`LANES`] walks advance in turn, each
//! prefetching the record of its next node, so their cache misses overlap. The nodes a walk went
//! through (the interior) are spliced out: the walk's two ends become neighbours in the records
//! (a series reduction, which keeps a tree a tree and a cycle a cycle). Where two walks meet, each
//! keeps its last node, and the real edge between them stays. The peel then runs on the
//! contracted tree, and [`Chains::expand`] puts every interior back into the removal order after
//! the child end of its spliced edge, in order towards the parent end.

use std::collections::HashMap;

use crate::bits;
use crate::prefetch::prefetch;
use crate::tree::peel::Link;
use crate::tree::Edge;

/// One edge in this many is kept as a seed while loading.
pub const SEED_EVERY: u32 = 256;

/// How many walks advance in turn.
const LANES: usize = 16;

/// A spliced chain: the interior `nodes[from..to]`, in order from `start` to its other end.
#[derive(Debug, Clone, Copy)]
struct Segment {
    start: u32,
    from: u32,
    to: u32,
}

/// A walk's state.
#[derive(Debug, Clone, Copy)]
enum Lane {
    /// No walk.
    Idle,
    /// A walk from `start`, away from its seed's other end `partner`, whose record is being
    /// prefetched.
    Starting { start: u32, partner: u32 },
    /// A walk from `start` that came from `previous` to `current` (whose record is prefetched).
    Walking {
        start: u32,
        previous: u32,
        current: u32,
    },
}

/// Reusable memory for shortening chains.
#[derive(Debug, Default)]
pub struct Chains {
    /// The nodes where walks stop: the seeds' ends, the kept node, and each walk's last node
    /// where two walks met.
    ends: Vec<u64>,
    /// The interiors of the segments, one after another.
    nodes: Vec<u32>,
    segments: Vec<Segment>,
    /// The segment between two nodes, by [`key`].
    by_ends: HashMap<u64, u32>,
    /// Each lane's interior so far.
    lanes: Vec<Vec<u32>>,
}

/// The key of an unordered pair of nodes.
fn key(a: u32, b: u32) -> u64 {
    u64::from(a.min(b)) << 32 | u64::from(a.max(b))
}

impl Chains {
    /// The number of nodes spliced out by the last [`Chains::contract`].
    #[cfg(test)]
    pub fn spliced(&self) -> usize {
        self.nodes.len()
    }

    /// Splices out the chains reached from the seeds' ends (0-based edges of the loaded graph);
    /// `kept` (or `u32::MAX`) is never spliced out. Spliced nodes get degree 0, so the peel
    /// never queues them. Returns the number spliced out.
    pub fn contract(&mut self, links: &mut [Link], seeds: &[Edge], kept: u32) -> usize {
        let n = links.len();
        bits::clear(&mut self.ends, n);
        for &(u, v) in seeds {
            bits::insert_if(&mut self.ends, u as usize, true);
            bits::insert_if(&mut self.ends, v as usize, true);
        }
        if (kept as usize) < n {
            bits::insert_if(&mut self.ends, kept as usize, true);
        }
        self.nodes.clear();
        self.segments.clear();
        self.by_ends.clear();
        self.lanes.resize_with(LANES, Vec::new);
        let mut starts = seeds.iter().flat_map(|&(u, v)| [(u, v), (v, u)]);
        let mut lanes = [Lane::Idle; LANES];
        let mut exhausted = false;
        loop {
            let mut busy = false;
            for (lane, interior) in lanes.iter_mut().zip(&mut self.lanes) {
                match *lane {
                    Lane::Idle => {
                        if let Some((start, partner)) = starts.next().filter(|_| !exhausted) {
                            prefetch(links, start as usize);
                            *lane = Lane::Starting { start, partner };
                            busy = true;
                        } else {
                            exhausted = true;
                        }
                    }
                    Lane::Starting { start, partner } => {
                        busy = true;
                        let record = links[start as usize];
                        if record.degree != 2 {
                            *lane = Lane::Idle;
                            continue;
                        }
                        let current = record.link ^ partner;
                        prefetch(links, current as usize);
                        *lane = Lane::Walking {
                            start,
                            previous: start,
                            current,
                        };
                    }
                    Lane::Walking {
                        start,
                        previous,
                        current,
                    } => {
                        busy = true;
                        let record = links[current as usize];
                        if record.degree == 2 && !bits::contains(&self.ends, current as usize) {
                            links[current as usize].degree = 0;
                            interior.push(current);
                            let next = record.link ^ previous;
                            prefetch(links, next as usize);
                            *lane = Lane::Walking {
                                start,
                                previous: current,
                                current: next,
                            };
                            continue;
                        }
                        *lane = Lane::Idle;
                        let end = if record.degree == 0 {
                            // Another walk took `current`: this one ends at its own last node.
                            match interior.pop() {
                                Some(last) => {
                                    links[last as usize].degree = 2;
                                    bits::insert_if(&mut self.ends, last as usize, true);
                                    last
                                }
                                None => continue,
                            }
                        } else {
                            current
                        };
                        if let (Some(&first), Some(&last)) = (interior.first(), interior.last()) {
                            links[start as usize].link ^= first ^ end;
                            links[end as usize].link ^= last ^ start;
                            let from = self.nodes.len() as u32;
                            self.nodes.extend_from_slice(interior);
                            self.by_ends
                                .insert(key(start, end), self.segments.len() as u32);
                            self.segments.push(Segment {
                                start,
                                from,
                                to: self.nodes.len() as u32,
                            });
                        }
                        interior.clear();
                    }
                }
            }
            if !busy {
                return self.nodes.len();
            }
        }
    }

    /// After a peel of the contracted tree that removed every node but one, the first `removed`
    /// entries of `order` and `parents`: puts the spliced nodes back into the removal order (with
    /// `parents`), each segment's interior right after its child end, in order towards its parent
    /// end, and returns the new length. Both must be long enough already (the peel leaves them
    /// one longer than the tree's number of nodes). The records (`links`) are not told the new
    /// parents: a random write per node, which only the reports need
    /// ([`crate::tree::peel::LeafPeeling::parent`] writes them on demand). With `links` given,
    /// the records of the nodes the peel removed are told their new positions (the peel wrote
    /// their positions in its shorter order): a spliced node is removed right before its parent,
    /// so no position of one is ever looked up
    /// ([`crate::tree::peel::LeafPeeling::parent_positions`]).
    pub fn expand(
        &self,
        mut links: Option<&mut [Link]>,
        order: &mut [u32],
        parents: &mut [u32],
        removed: usize,
    ) -> usize {
        let total = removed + self.nodes.len();
        // Written from the back: entry `read` is read before anything is written at or below it.
        let mut write = total;
        for read in (0..removed).rev() {
            let (child, parent) = (order[read], parents[read]);
            let mut above = parent;
            if let Some(&index) = self.by_ends.get(&key(child, parent)) {
                let segment = self.segments[index as usize];
                let interior = &self.nodes[segment.from as usize..segment.to as usize];
                let count = interior.len();
                // The interior from the parent end down to the child end.
                let at = |step: usize| {
                    if child == segment.start {
                        interior[count - 1 - step]
                    } else {
                        interior[step]
                    }
                };
                for step in 0..count {
                    let node = at(step);
                    write -= 1;
                    order[write] = node;
                    parents[write] = above;
                    above = node;
                }
            }
            write -= 1;
            order[write] = child;
            parents[write] = above;
            if let Some(links) = links.as_deref_mut() {
                links[child as usize].degree = write as u32;
            }
        }
        debug_assert_eq!(write, 0);
        total
    }
}
