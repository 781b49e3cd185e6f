//! Loopy nim-values: the generalised Sprague–Grundy function of a finite digraph
//! ([`loopy_values`]), and how it decides a sum of tokens ([`sum_outcome`]).

use super::LoopyOutcome;

/// The loopy nim-value (generalised Sprague–Grundy value) of a vertex.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LoopyValue {
    /// A nimber: the vertex behaves in sums like a Nim heap of this size.
    Finite(u64),
    /// `∞(K)`: the vertex has no finite value; `K` lists the finite values among its options,
    /// increasing and without repeats.
    Infinite(Vec<u64>),
}

impl LoopyValue {
    /// Who wins one token alone on this vertex: lost iff the value is 0; won iff it is another
    /// nimber or an `∞(K)` with `0 ∈ K`; a draw otherwise.
    pub fn outcome(&self) -> LoopyOutcome {
        sum_outcome([self])
    }

    /// Whether the value is a nimber.
    pub fn is_finite(&self) -> bool {
        matches!(self, LoopyValue::Finite(_))
    }
}

/// Who wins a sum of tokens whose vertices have these loopy values ([`loopy_values`]).
///
/// Smith's theorem (see [`loopy_values`] for the references): with every value finite, the sum's
/// value is their XOR; with exactly one `∞(K)` and the others XOR-ing to `x`, it is `∞(K ⊕ x)`;
/// with two or more infinite values it is `∞(∅)`. A value 0 is lost for the player to move, a
/// non-zero nimber or an `∞(K)` with `0 ∈ K` is won, and any other `∞(K)` is a draw. So a sum is
/// lost for the player to move iff all values are finite with XOR 0; won iff all are finite with
/// a non-zero XOR, or exactly one is infinite, `∞(K)`, and the XOR of the others is in `K`; a
/// draw otherwise. The empty sum is lost (no move). The engine's integration tests check this
/// against [`RetrogradeSolver`](super::RetrogradeSolver) on explicit sums of tokens.
pub fn sum_outcome<'a>(values: impl IntoIterator<Item = &'a LoopyValue>) -> LoopyOutcome {
    let mut xor = 0;
    let mut infinite: Option<&[u64]> = None;
    for value in values {
        match value {
            LoopyValue::Finite(value) => xor ^= value,
            LoopyValue::Infinite(finite) => {
                if infinite.is_some() {
                    return LoopyOutcome::Draw;
                }
                infinite = Some(finite);
            }
        }
    }
    match infinite {
        None if xor == 0 => LoopyOutcome::Previous,
        None => LoopyOutcome::Next,
        Some(finite) if finite.binary_search(&xor).is_ok() => LoopyOutcome::Next,
        Some(_) => LoopyOutcome::Draw,
    }
}

/// A vertex's label while the stages run.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Label {
    Unlabelled,
    Finite(u64),
    Infinite,
}

/// The loopy nim-value of every vertex of a finite digraph given by its out-neighbours:
/// `successors[u]` lists the vertices one move from `u` (self-loops and repeats allowed).
///
/// Tokens sit on the vertices (cycles and self-loops allowed); a move slides one token along one
/// arc; the player with no move loses, and a play that never ends is a draw. C. A. B. Smith
/// ("Graphs and composite games", J. Combin. Theory 1 (1966) 51–81) gave every vertex `u` a value
/// γ(u) that decides any number of tokens at once ([`sum_outcome`]): either a nimber `g`, or
/// `∞(K)`, where `K` is the set of the finite values among the options of `u`. A. S. Fraenkel and
/// Y. Yesha ("Theory of annihilation games — I", J. Combin. Theory Ser. B 33 (1982) 60–86; "The
/// generalized Sprague–Grundy function and its invariance under certain mappings", J. Combin.
/// Theory Ser. A 43 (1986) 165–177; see also Fraenkel, "Complexity, appeal and challenges of
/// combinatorial games", Theoret. Comput. Sci. 313 (2004) 393–415) compute it by labelling. For
/// `m = 0, 1, 2, …` in turn:
///
/// 1. as long as some unlabelled vertex `u` has no option labelled `m`, and every option of `u`
///    that is unlabelled or labelled `∞` has an option labelled `m` (it "reverses" to `m`), label
///    `u` with `m`;
/// 2. label `∞` every unlabelled vertex with no option labelled `m`;
///
/// until no vertex is unlabelled; an `∞` vertex's `K` is then read off its options. A vertex
/// still unlabelled after stage `m` has an option labelled `m`, so it has options labelled
/// `0, …, m`: a value is at most the vertex's out-degree, and there are at most Δ + 1 stages (Δ
/// the largest out-degree). Within a stage this implementation keeps, per vertex, whether it has
/// an option labelled `m` and how many of its options are unlabelled or `∞` without one, and
/// updates both through the reverse arcs when a vertex gets `m`, so each vertex and arc is
/// handled a bounded number of times per stage: O((Δ + 1)(|V| + |A|)) time and O(|V| + |A|)
/// memory in all. No recursion.
///
/// Panics if an arc leads to a vertex number out of range.
pub fn loopy_values(successors: &[Vec<u32>]) -> Vec<LoopyValue> {
    let n = successors.len();
    // Reverse arcs, compressed: the predecessors of `v` are `sources[starts[v]..starts[v + 1]]`.
    let mut starts = vec![0usize; n + 1];
    for arcs in successors {
        for &target in arcs {
            assert!(
                (target as usize) < n,
                "loopy_values: an arc leads to vertex {target} of a graph of {n} vertices"
            );
            starts[target as usize + 1] += 1;
        }
    }
    for vertex in 0..n {
        starts[vertex + 1] += starts[vertex];
    }
    let mut sources = vec![0usize; starts[n]];
    let mut cursor = starts.clone();
    for (source, arcs) in successors.iter().enumerate() {
        for &target in arcs {
            sources[cursor[target as usize]] = source;
            cursor[target as usize] += 1;
        }
    }
    let predecessors = |vertex: usize| &sources[starts[vertex]..starts[vertex + 1]];

    let mut labels = vec![Label::Unlabelled; n];
    let mut unlabelled = n;
    // Per stage: whether a vertex has an option labelled `m`, and, for an unlabelled vertex, how
    // many of its options (arcs) are unlabelled or `∞` and have no option labelled `m` (at the
    // start of a stage no vertex is labelled `m`).
    let mut has_m = vec![false; n];
    let mut blocking = vec![0usize; n];
    let mut ready = Vec::new();
    let mut m = 0u64;
    while unlabelled > 0 {
        has_m.fill(false);
        for (vertex, arcs) in successors.iter().enumerate() {
            if labels[vertex] == Label::Unlabelled {
                blocking[vertex] = arcs
                    .iter()
                    .filter(|&&option| !matches!(labels[option as usize], Label::Finite(_)))
                    .count();
                if blocking[vertex] == 0 {
                    ready.push(vertex);
                }
            }
        }
        while let Some(vertex) = ready.pop() {
            if labels[vertex] != Label::Unlabelled || has_m[vertex] {
                continue;
            }
            labels[vertex] = Label::Finite(m);
            unlabelled -= 1;
            for &before in predecessors(vertex) {
                if has_m[before] {
                    continue;
                }
                has_m[before] = true;
                // `before` now reverses to `m`: it stops blocking its own predecessors.
                if matches!(labels[before], Label::Unlabelled | Label::Infinite) {
                    for &earlier in predecessors(before) {
                        if labels[earlier] == Label::Unlabelled {
                            blocking[earlier] -= 1;
                            if blocking[earlier] == 0 && !has_m[earlier] {
                                ready.push(earlier);
                            }
                        }
                    }
                }
            }
        }
        for vertex in 0..n {
            if labels[vertex] == Label::Unlabelled && !has_m[vertex] {
                labels[vertex] = Label::Infinite;
                unlabelled -= 1;
            }
        }
        m += 1;
    }

    successors
        .iter()
        .zip(&labels)
        .map(|(arcs, label)| match *label {
            Label::Finite(value) => LoopyValue::Finite(value),
            _ => {
                let mut finite: Vec<u64> = arcs
                    .iter()
                    .filter_map(|&option| match labels[option as usize] {
                        Label::Finite(value) => Some(value),
                        _ => None,
                    })
                    .collect();
                finite.sort_unstable();
                finite.dedup();
                LoopyValue::Infinite(finite)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use LoopyOutcome::{Draw, Next, Previous};
    use LoopyValue::{Finite, Infinite};

    #[test]
    fn without_cycles_the_values_are_grundy_values() {
        // 0 terminal: 0; 1 -> 0: mex{0} = 1; 2 -> 1: mex{1} = 0; 3 -> {0, 1, 2}: mex{0, 1, 0} = 2.
        let values = loopy_values(&[vec![], vec![0], vec![1], vec![0, 1, 2]]);
        assert_eq!(values, [Finite(0), Finite(1), Finite(0), Finite(2)]);
    }

    #[test]
    fn a_two_cycle_is_infinite_with_no_finite_option() {
        let values = loopy_values(&[vec![1], vec![0]]);
        assert_eq!(values, [Infinite(vec![]), Infinite(vec![])]);
        assert_eq!(values[0].outcome(), Draw);
    }

    #[test]
    fn a_self_loop_with_an_exit() {
        // 0 -> {0, 1}, 1 terminal. 1 gets 0 at stage 0, so 0 has an option labelled 0 and cannot
        // be 0; at stage 1 its option 0 (itself) is unlabelled with no option labelled 1, so 0
        // cannot be 1 either, and having no option labelled 1 it becomes ∞({0}): one token
        // there is won (move to 1), two tokens are a draw.
        let values = loopy_values(&[vec![0, 1], vec![]]);
        assert_eq!(values, [Infinite(vec![0]), Finite(0)]);
        assert_eq!(values[0].outcome(), Next);
        assert_eq!(sum_outcome([&values[0], &values[0]]), Draw);
        assert_eq!(sum_outcome([&values[0], &values[1]]), Next);
    }

    #[test]
    fn a_cycle_that_reverses_out_is_finite() {
        // 0 <-> 1, 1 -> 2, 2 terminal. Stage 0: 2 gets 0; 1 now has an option labelled 0, so 0's
        // only option reverses to 0 and 0 gets 0. Stage 1: 1's options are 0 and 2, both 0: 1
        // gets 1. Indeed 0 is lost: its only move is to 1, from which the opponent moves to 2.
        let values = loopy_values(&[vec![1], vec![0, 2], vec![]]);
        assert_eq!(values, [Finite(0), Finite(1), Finite(0)]);
        assert_eq!(values[0].outcome(), Previous);
        assert!(values[1].is_finite());
    }

    #[test]
    fn an_infinite_value_without_zero_is_a_draw_alone_but_not_in_every_sum() {
        // 0 -> {0, 1}, 1 -> 2, 2 terminal: 2 is 0, 1 is 1, and 0 is ∞({1}) (it never has an
        // option labelled 0 and its self-loop blocks it). Alone, 0 is a draw: moving to 1 loses,
        // so it loops. With a token on 1 beside it (XOR of the others 1, in K), the first player
        // wins by moving 0 -> 1, leaving 1 + 1 = 0.
        let values = loopy_values(&[vec![0, 1], vec![2], vec![]]);
        assert_eq!(values, [Infinite(vec![1]), Finite(1), Finite(0)]);
        assert_eq!(values[0].outcome(), Draw);
        assert_eq!(sum_outcome([&values[0], &values[1]]), Next);
        assert_eq!(sum_outcome([&values[0], &values[2]]), Draw);
    }

    #[test]
    fn sums_follow_smith() {
        let (zero, one, three) = (Finite(0), Finite(1), Finite(3));
        let loop_01 = Infinite(vec![0, 1]);
        let loop_2 = Infinite(vec![2]);
        assert_eq!(sum_outcome([]), Previous);
        assert_eq!(sum_outcome([&zero]), Previous);
        assert_eq!(sum_outcome([&one, &three]), Next);
        assert_eq!(sum_outcome([&one, &one]), Previous);
        assert_eq!(sum_outcome([&loop_01, &one]), Next);
        assert_eq!(sum_outcome([&loop_01, &three]), Draw);
        assert_eq!(sum_outcome([&loop_2, &one, &three]), Next);
        assert_eq!(sum_outcome([&loop_2, &one]), Draw);
        assert_eq!(sum_outcome([&loop_01, &loop_01]), Draw);
    }
}
