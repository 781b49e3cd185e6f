//! The values of the positions: Sprague–Grundy values where every play ends, generalised
//! Sprague–Grundy values (a nimber or `∞(K)`) where play may go on forever.
//!
//! Where every play from a position ends ([`Settled::ends`]), its value is the plain Grundy value
//! `mex{value(q) : p -> q}`, computed in O(N + arcs) by the search that finds those positions,
//! each after its out-positions ([`Settled::grundy`]).
//!
//! The rest (the positions from which a cycle can be reached) get C. A. B. Smith's generalised
//! values ("Graphs and composite games", J. Combin. Theory 1 (1966)), by the labelling of A. S.
//! Fraenkel and Y. Yesha ("The generalized Sprague–Grundy function and its invariance under
//! certain mappings", J. Combin. Theory Ser. A 43 (1986)): for `m = 0, 1, 2, ...`, label `m`
//! every unlabelled position with no out-position labelled `m` whose unlabelled or infinite
//! out-positions all have an out-position labelled `m` (repeatedly, as labels appear), then label
//! infinite every unlabelled position with no out-position labelled `m`. The positions whose
//! plays all end already have their values, which such a labelling would give them too (all of
//! their out-positions are finite, so they are labelled at the stage of their mex), and they take
//! part as fixed finite out-positions. An infinite value's set `K` (the finite values among its
//! out-positions) is read off its out-positions when needed.
//!
//! Cost of the labelling. Each stage works like a retrograde analysis: per position a flag (an
//! out-position labelled `m`) and a counter (the out-arcs to unlabelled or infinite positions
//! without that flag); a position labelled `m` flags its predecessors, a newly flagged unlabelled
//! or infinite position decrements its unlabelled predecessors' counters, and a counter reaching
//! 0 makes a position ready. A stage costs O(U + A_U + A_m), `U` the positions still unlabelled,
//! `A_U` the arcs into unlabelled or infinite positions flagged in that stage, `A_m` the arcs into
//! the positions labelled `m`; there are at most `g + 2` stages, `g` the largest finite value on
//! the cyclic part, so the whole is O((g + 2)(N' + A')) on the `N'` positions and `A'` arcs of the
//! cyclic part, plus O(N + arcs) for the rest. (`g` is at most the largest out-degree; on the
//! benchmark's random graphs it is small.) No recursion.

use std::borrow::Cow;

use crate::digraph::rows::Grouping;
use crate::digraph::settle::{Settled, TurnedRound, REACHES_CYCLE};
use crate::digraph::Digraph;
use crate::prefetch::prefetch;

/// How many places ahead in a list of positions to handle ([`hint_ahead`]) the cells of their
/// predecessors are hinted; their rows of arcs back at twice that, the rows' bounds at three
/// times.
const AHEAD: usize = 8;

/// Hints, while `list[i]` is handled, what handling the positions after it will read in a
/// stage: the bounds of the row of arcs back of `list[i + 3 * AHEAD]`, the row of
/// `list[i + 2 * AHEAD]` (its bounds hinted before), and the cells of the predecessors of
/// `list[i + AHEAD]` (its row hinted before), so that those cache misses overlap.
#[inline(always)]
fn hint_ahead(turned: &TurnedRound, cells: &[Cell], list: &[u32], i: usize) {
    if let Some(&ahead) = list.get(i + 3 * AHEAD) {
        turned.prefetch_bounds(ahead as usize);
    }
    if let Some(&ahead) = list.get(i + 2 * AHEAD) {
        turned.prefetch_row(ahead as usize);
    }
    if let Some(&ahead) = list.get(i + AHEAD) {
        for &before in turned.predecessors(ahead as usize) {
            prefetch(cells, before as usize);
        }
    }
}

/// The value of a position from which play may go on forever: `∞(K)`.
pub(crate) const INFINITE: u32 = u32::MAX;
/// A position of the cyclic part not yet labelled (as [`settle`](crate::digraph::settle::settle)
/// leaves it).
const UNLABELLED: u32 = REACHES_CYCLE;

/// The value of every position: a Grundy value (a nimber), or [`INFINITE`] (`∞(K)`, with `K` the
/// finite values among its out-positions: [`finite_options`]). Every value is finite when the
/// graph has no cycle, and then the values are [`Settled::grundy`] itself, borrowed.
pub(crate) fn values<'s>(graph: &Digraph, settled: &'s Settled) -> Cow<'s, [u32]> {
    if settled.ending == graph.vertices() {
        return Cow::Borrowed(&settled.grundy);
    }
    // A copy in huge pages (fresh small pages cost the kernel far more to clear and map).
    let mut values: Vec<u32> = crate::prefetch::vec_in_huge_pages(settled.grundy.len());
    values.extend_from_slice(&settled.grundy);
    label_cyclic_part(graph, settled, &mut values);
    Cow::Owned(values)
}

/// Fraenkel and Yesha's labelling on the positions that can reach a cycle (unlabelled in
/// `values`); the others have their final values.
///
/// It starts from every arc turned round and each position's count of arcs into the cyclic
/// part: what the peel left ([`Settled::peeled`]), else built here. A predecessor of a position
/// in the cyclic part is in it too, so the rows of the cyclic part's positions are its arcs
/// turned round; the settled positions, grouped by value, flag their predecessors at the stage
/// of their value (a settled predecessor flagged is ignored), so no read of the arcs sorts
/// them out.
///
/// One sweep over the positions still pending ends each stage and readies the next: it drops
/// the positions labelled, makes the unlabelled ones without the stage's flag infinite, resets
/// the others' counters for the next stage and notes those whose counter starts at 0 (they are
/// ready once the next stage's first flags are set, unless flagged).
fn label_cyclic_part(graph: &Digraph, settled: &Settled, values: &mut [u32]) {
    let built;
    let turned = match &settled.peeled {
        Some(peeled) => peeled,
        None => {
            let labels = (settled.ending > 0).then_some(&settled.grundy[..]);
            built = TurnedRound::new(graph, labels);
            &built
        }
    };
    let mut pending: Vec<u32> =
        crate::prefetch::vec_in_huge_pages(graph.vertices() - settled.ending);
    pending
        .extend((0..graph.vertices() as u32).filter(|&position| !settled.ends(position as usize)));
    label_from(turned, pending, values);
}

/// [`label_cyclic_part`] from the arcs turned round and the counts of arcs into the cyclic part
/// ([`TurnedRound`]), on the positions of the cyclic part, `pending`.
fn label_from(turned: &TurnedRound, mut pending: Vec<u32>, values: &mut [u32]) {
    let n = values.len();
    // The settled positions grouped by value, in increasing order within a value.
    let settled_values = values
        .iter()
        .filter(|&&value| value != UNLABELLED)
        .max()
        .map_or(0, |&largest| largest as usize + 1);
    let (mut by_value_starts, mut by_value) = (Vec::new(), Vec::new());
    let mut grouping = Grouping::new(settled_values, &mut by_value_starts, &mut by_value);
    for &value in values.iter() {
        if value != UNLABELLED {
            grouping.count(value);
        }
    }
    let mut placing = grouping.counted();
    for (position, &value) in values.iter().enumerate().rev() {
        if value != UNLABELLED {
            placing.place(value, position as u32);
        }
    }

    let mut cells: Vec<Cell> = crate::prefetch::vec_in_huge_pages(n);
    cells.extend(values.iter().zip(&turned.open).map(|(&value, &open)| Cell {
        value,
        blocking: open,
        open,
        stamp: 0,
    }));
    // The lists of a stage hold at most the pending positions: their room in huge pages, so
    // that they do not grow by copies into fresh small pages.
    let mut stage = Stage {
        turned,
        cells,
        stamp: 1,
        ready: crate::prefetch::vec_in_huge_pages(pending.len()),
        flagged: crate::prefetch::vec_in_huge_pages(pending.len()),
    };
    // The pending positions whose counter starts the stage at 0.
    let mut unblocked: Vec<u32> = crate::prefetch::vec_in_huge_pages(pending.len());
    unblocked.extend(
        pending
            .iter()
            .copied()
            .filter(|&position| stage.cells[position as usize].open == 0),
    );
    let mut m = 0u32;
    while !pending.is_empty() {
        if let Some(range) = by_value_starts.get(m as usize..m as usize + 2) {
            let outside = &by_value[range[0] as usize..range[1] as usize];
            for (i, &settled) in outside.iter().enumerate() {
                hint_ahead(turned, &stage.cells, outside, i);
                for &position in turned.predecessors(settled as usize) {
                    stage.flag(position as usize);
                }
            }
        }
        for &position in &unblocked {
            if stage.cells[position as usize].stamp != stage.stamp {
                stage.ready.push(position);
            }
        }
        unblocked.clear();
        // Rounds: the ready positions labelled (flagging their predecessors), then the flagged
        // positions' predecessors' counters decremented (readying more), each a list known
        // ahead whose misses are hinted a few positions on.
        loop {
            stage.walk_flagged();
            if stage.ready.is_empty() {
                break;
            }
            let ready = std::mem::take(&mut stage.ready);
            for (i, &position) in ready.iter().enumerate() {
                hint_ahead(turned, &stage.cells, &ready, i);
                // A ready position's own cell is read first.
                if let Some(&ahead) = ready.get(i + 3 * AHEAD) {
                    prefetch(&stage.cells, ahead as usize);
                }
                let position = position as usize;
                let cell = stage.cells[position];
                if cell.value != UNLABELLED || cell.stamp == stage.stamp {
                    continue;
                }
                stage.cells[position].value = m;
                for &before in turned.predecessors(position) {
                    let before = before as usize;
                    stage.cells[before].open -= 1;
                    stage.flag(before);
                }
            }
            stage.ready = ready;
            stage.ready.clear();
        }
        let stamp = stage.stamp;
        pending.retain(|&position| {
            let cell = &mut stage.cells[position as usize];
            if cell.value != UNLABELLED {
                return false;
            }
            if cell.stamp != stamp {
                cell.value = INFINITE;
                return false;
            }
            cell.blocking = cell.open;
            if cell.open == 0 {
                unblocked.push(position);
            }
            true
        });
        stage.stamp += 1;
        m += 1;
    }
    for (value, cell) in values.iter_mut().zip(&stage.cells) {
        *value = cell.value;
    }
}

/// One position's part in [`label_cyclic_part`], in one 16-byte record so that following an arc
/// back touches one place in memory, not three.
#[derive(Clone, Copy)]
#[repr(C, align(16))]
struct Cell {
    /// Its value: final outside the cyclic part, else [`UNLABELLED`] until labelled.
    value: u32,
    /// Its arcs to unlabelled or infinite positions not flagged in this stage.
    blocking: u32,
    /// Its arcs to unlabelled or infinite positions (the count each stage starts from).
    open: u32,
    /// The stage's stamp when it has an out-position labelled with the stage's value.
    stamp: u32,
}

/// One stage's bookkeeping in [`label_cyclic_part`].
struct Stage<'t> {
    /// The arcs turned round (those into the cyclic part come from it).
    turned: &'t TurnedRound,
    /// Per position, its value and counters.
    cells: Vec<Cell>,
    /// This stage's stamp: a position is flagged when its cell carries it.
    stamp: u32,
    /// Unlabelled positions whose counter reached 0.
    ready: Vec<u32>,
    /// Unlabelled or infinite positions flagged whose predecessors' counters are still to be
    /// decremented ([`Stage::walk_flagged`]).
    flagged: Vec<u32>,
}

impl Stage<'_> {
    /// Flags `position` (it has an out-position labelled with the stage's value): an unlabelled
    /// or infinite position flagged no longer blocks its unlabelled predecessors (their counters
    /// fall in [`Stage::walk_flagged`]). A settled position is only stamped.
    fn flag(&mut self, position: usize) {
        let cell = &mut self.cells[position];
        if cell.stamp == self.stamp {
            return;
        }
        cell.stamp = self.stamp;
        if cell.value < UNLABELLED {
            return;
        }
        self.flagged.push(position as u32);
    }

    /// Decrements, for each position flagged since the last call, its unlabelled predecessors'
    /// counters (those that reach 0 unflagged are ready). Deferred from [`Stage::flag`] so that
    /// the positions come as a list known ahead ([`hint_ahead`]). The order in which
    /// counters fall does not change what a stage labels (a position becomes ready only with
    /// every unlabelled out-position flagged, and a flag is never taken back), only when.
    fn walk_flagged(&mut self) {
        let flagged = std::mem::take(&mut self.flagged);
        for (i, &position) in flagged.iter().enumerate() {
            hint_ahead(self.turned, &self.cells, &flagged, i);
            for &earlier in self.turned.predecessors(position as usize) {
                let cell = &mut self.cells[earlier as usize];
                if cell.value == UNLABELLED {
                    cell.blocking -= 1;
                    if cell.blocking == 0 && cell.stamp != self.stamp {
                        self.ready.push(earlier);
                    }
                }
            }
        }
        self.flagged = flagged;
        self.flagged.clear();
    }
}

/// The finite values among the out-positions of `position`, increasing and without repeats: the
/// set `K` of an infinite value `∞(K)`.
pub(crate) fn finite_options(graph: &Digraph, values: &[u32], position: usize) -> Vec<u32> {
    let mut finite: Vec<u32> = graph
        .successors(position)
        .iter()
        .map(|&option| values[option as usize])
        .filter(|&value| value != INFINITE)
        .collect();
    finite.sort_unstable();
    finite.dedup();
    finite
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digraph::enumerate::every_small_digraph;
    use crate::digraph::families::Shape;
    use crate::digraph::settle::settle;
    use crate::engine::{loopy_values, LoopyValue};
    use crate::random::Random;

    /// The values as the engine's labelling (a separate implementation of the same definition)
    /// gives them.
    fn by_the_engine(graph: &Digraph) -> Vec<LoopyValue> {
        let lists: Vec<Vec<u32>> = (0..graph.vertices())
            .map(|v| graph.successors(v).to_vec())
            .collect();
        loopy_values(&lists)
    }

    /// The values from the arcs as the peel left them turned round, from the same built here,
    /// and from the search's settling (built here too): all the same.
    fn assert_agrees(graph: &Digraph) {
        let values = values(graph, &settle(graph, true)).into_owned();
        let peeled = settle(graph, false);
        let mut rebuilt = peeled.clone();
        rebuilt.peeled = None;
        assert_eq!(values, *super::values(graph, &peeled), "{graph:?}");
        assert_eq!(values, *super::values(graph, &rebuilt), "{graph:?}");
        let expected = by_the_engine(graph);
        for (position, value) in values.iter().enumerate() {
            let ours = match *value {
                INFINITE => LoopyValue::Infinite(
                    finite_options(graph, &values, position)
                        .into_iter()
                        .map(u64::from)
                        .collect(),
                ),
                value => LoopyValue::Finite(u64::from(value)),
            };
            assert_eq!(ours, expected[position], "{graph:?} position {position}");
        }
    }

    #[test]
    fn the_engine_s_labelling_agrees_on_every_small_digraph() {
        every_small_digraph().for_each(|graph| assert_agrees(&graph));
    }

    #[test]
    fn the_engine_s_labelling_agrees_on_random_digraphs() {
        let mut random = Random::from_seed(5);
        let shapes = Shape::MIXED;
        for round in 0..2000 {
            let shape = shapes[round % shapes.len()];
            let n = 1 + random.below(40) as u32;
            let graph = Digraph::from_arcs(n as usize, &shape.arcs(n, &mut random));
            assert_agrees(&graph);
        }
    }

    #[test]
    fn the_spec_s_loopy_sample() {
        // 0 -> 1, 1 -> 0, 1 -> 2, 3 -> 3, 4 -> 4, 4 -> 2: values 0, 1, 0, ∞(∅), ∞({0}).
        let graph = Digraph::from_lists(&[vec![1], vec![0, 2], vec![], vec![3], vec![4, 2]]);
        let values = values(&graph, &settle(&graph, true)).into_owned();
        assert_eq!(values, [0, 1, 0, INFINITE, INFINITE]);
        assert_eq!(finite_options(&graph, &values, 3), Vec::<u32>::new());
        assert_eq!(finite_options(&graph, &values, 4), vec![0]);
    }

    #[test]
    fn a_complete_dag_and_a_long_cycle() {
        let lists: Vec<Vec<u32>> = (0..200u32).map(|j| (0..j).collect()).collect();
        let graph = Digraph::from_lists(&lists);
        let dag = values(&graph, &settle(&graph, true)).into_owned();
        assert!(dag.iter().enumerate().all(|(j, &v)| v == j as u32));
        let n = 1_000_000u32;
        let cycle: Vec<(u32, u32)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
        let graph = Digraph::from_arcs(n as usize, &cycle);
        let values = values(&graph, &settle(&graph, true)).into_owned();
        assert!(values.iter().all(|&v| v == INFINITE));
    }
}
