//! The value of Green Hackenbush on any multigraph by the Fusion Principle, and winning moves.
//!
//! # The theory (`docs/games/graph-hackenbush.md`; Winning Ways, ch. 7)
//!
//! Vertices on a common cycle can be fused without changing the value; edges between them become
//! loops, and a loop is worth `*1`. So every 2-edge-connected part becomes one vertex worth its
//! number of internal edges mod 2, the bridges form a tree of parts rooted at the ground's part,
//! and the colon principle gives `g(P) = (e_P mod 2) XOR (XOR over child parts D of (g(D) + 1))`.
//!
//! # The passes, all iterative
//!
//! 1. A depth-first search from the ground with low-links, skipping the edge (by index, not by
//!    vertex) it entered through, so loops and parallel edges are never bridges.
//! 2. Parts: breadth-first over non-bridge edges; internal edges counted per part.
//! 3. The tree of parts (each non-root part has the bridge the search entered it by), valued
//!    children first.

use super::Multigraph;

const NONE: u32 = u32::MAX;

/// The structure and value of one position.
#[derive(Debug, Clone, Default)]
pub struct Fusion {
    /// The Grundy value.
    pub value: u64,
    /// The number of edges in play (connected to the ground).
    pub edges_in_play: usize,
    /// The number of 2-edge-connected parts in play.
    pub parts: usize,
    /// The number of bridges in play.
    pub bridges: usize,
    /// Per vertex: its part, or `NONE` when not in play.
    part_of: Vec<u32>,
    /// Per part: its value (the branch at the part, the part playing the ground).
    part_value: Vec<u64>,
    /// Per part: the bridge to its parent part (`NONE` for the root part).
    parent_bridge: Vec<u32>,
    /// Per part: its parent part.
    parent_part: Vec<u32>,
}

impl Fusion {
    /// Analyses the position with `ground` as the ground, as if edge `skip` were absent.
    pub fn analyse(graph: &Multigraph, ground: u32, skip: Option<u32>) -> Fusion {
        Fusion::analyse_with_hanging(graph, ground, skip, &[])
    }

    /// As [`Fusion::analyse`], where each vertex `v` also carries trees already valued at
    /// `hanging[v]` (a Hackenbush position of that value standing on `v`; an empty slice means
    /// none anywhere). Fusing `v` into its part keeps them standing on the part's vertex, so they
    /// add into the part's value by XOR.
    pub fn analyse_with_hanging(
        graph: &Multigraph,
        ground: u32,
        skip: Option<u32>,
        hanging: &[u64],
    ) -> Fusion {
        let n = graph.vertices();
        let skip = skip.unwrap_or(NONE);
        // 1. Bridges.
        let mut order_time = vec![NONE; n];
        let mut low = vec![0u32; n];
        let mut is_bridge = vec![false; graph.edges().len()];
        let mut entered_by: Vec<(u32, u32, u32)> = Vec::new(); // (parent, child, bridge)
        let mut stack: Vec<(u32, u32, usize)> = vec![(ground, NONE, 0)];
        order_time[ground as usize] = 0;
        let mut timer = 1;
        while let Some(top) = stack.last_mut() {
            let (vertex, entering, next) = *top;
            let neighbours = graph.neighbours(vertex);
            if next < neighbours.len() {
                top.2 += 1;
                let (other, edge) = neighbours[next];
                if edge == entering || edge == skip {
                    continue;
                }
                if order_time[other as usize] == NONE {
                    order_time[other as usize] = timer;
                    low[other as usize] = timer;
                    timer += 1;
                    stack.push((other, edge, 0));
                } else {
                    low[vertex as usize] = low[vertex as usize].min(order_time[other as usize]);
                }
            } else {
                stack.pop();
                if let Some(&(parent, _, _)) = stack.last() {
                    low[parent as usize] = low[parent as usize].min(low[vertex as usize]);
                    if low[vertex as usize] > order_time[parent as usize] {
                        is_bridge[entering as usize] = true;
                        entered_by.push((parent, vertex, entering));
                    }
                }
            }
        }
        // 2. Parts, and their internal edges.
        let mut part_of = vec![NONE; n];
        let mut parts = 0u32;
        let mut queue: Vec<u32> = Vec::new();
        for start in 0..n as u32 {
            if order_time[start as usize] == NONE || part_of[start as usize] != NONE {
                continue;
            }
            part_of[start as usize] = parts;
            queue.clear();
            queue.push(start);
            let mut head = 0;
            while head < queue.len() {
                let vertex = queue[head];
                head += 1;
                for &(other, edge) in graph.neighbours(vertex) {
                    if edge != skip && !is_bridge[edge as usize] && part_of[other as usize] == NONE
                    {
                        part_of[other as usize] = parts;
                        queue.push(other);
                    }
                }
            }
            parts += 1;
        }
        let mut part_value = vec![0u64; parts as usize];
        for (vertex, &value) in hanging.iter().enumerate() {
            if part_of[vertex] != NONE {
                part_value[part_of[vertex] as usize] ^= value;
            }
        }
        let mut edges_in_play = 0;
        for (index, &(a, _)) in graph.edges().iter().enumerate() {
            if index as u32 == skip || part_of[a as usize] == NONE {
                continue;
            }
            edges_in_play += 1;
            if !is_bridge[index] {
                part_value[part_of[a as usize] as usize] ^= 1;
            }
        }
        // 3. The tree of parts, valued children first.
        let mut parent_part = vec![NONE; parts as usize];
        let mut parent_bridge = vec![NONE; parts as usize];
        for &(parent, child, bridge) in &entered_by {
            let child_part = part_of[child as usize] as usize;
            parent_part[child_part] = part_of[parent as usize];
            parent_bridge[child_part] = bridge;
        }
        // `entered_by` lists each child's bridge when the search leaves the child, which is after
        // everything below it: an order with children before parents.
        for &(_, child, _) in &entered_by {
            let child_part = part_of[child as usize] as usize;
            let parent = parent_part[child_part] as usize;
            part_value[parent] ^= part_value[child_part] + 1;
        }
        let root = part_of[ground as usize] as usize;
        Fusion {
            value: part_value[root],
            edges_in_play,
            parts: parts as usize,
            bridges: entered_by.len(),
            part_of,
            part_value,
            parent_bridge,
            parent_part,
        }
    }
}

impl Fusion {
    /// The value of the part holding `vertex`, fused, with everything hanging below it (the
    /// branch at the part, the part playing the ground); `None` when `vertex` is out of play.
    /// Every vertex of one part has the same.
    pub(crate) fn below(&self, vertex: u32) -> Option<u64> {
        let part = *self.part_of.get(vertex as usize)?;
        (part != NONE).then(|| self.part_value[part as usize])
    }
}

/// How a search for a move ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveSearch {
    /// Deleting this edge (input index) leaves the wanted value.
    Found(u32),
    /// No move leaves the wanted value.
    NoMove,
    /// The search would take more than its budget of edge visits.
    GaveUp,
}

/// The edge visits that searches for a move ([`find_move`]) may spend: per search, and over all
/// the searches of one file, so that a report of many large tests stays short.
#[derive(Debug, Clone)]
pub struct MoveBudget {
    per_search: u64,
    per_file: u64,
    /// Left for the file's remaining searches.
    left: u64,
    /// Whether the last search gave up because the file's budget ran short.
    file_spent: bool,
}

impl MoveBudget {
    /// At most this many edge visits per search (a few seconds).
    pub const PER_SEARCH: u64 = 100_000_000;
    /// At most this many over the searches of one file.
    pub const PER_FILE: u64 = 3 * Self::PER_SEARCH;

    /// At most `per_search` edge visits per search and `per_file` over all searches.
    pub fn new(per_search: u64, per_file: u64) -> Self {
        MoveBudget {
            per_search,
            per_file,
            left: per_file,
            file_spent: false,
        }
    }

    /// The budget of one file's searches: [`MoveBudget::PER_SEARCH`] and
    /// [`MoveBudget::PER_FILE`].
    pub fn for_file() -> Self {
        Self::new(Self::PER_SEARCH, Self::PER_FILE)
    }

    /// No limit (for checks and tests on small graphs).
    #[cfg(test)]
    pub fn unlimited() -> Self {
        Self::new(u64::MAX, u64::MAX)
    }

    /// Runs the searches that `searches` makes as one: together they spend at most one search's
    /// allowance, each getting what the earlier ones left of it (christmas-game tries several
    /// drawings for one block's move; one block must not use up the file's budget).
    pub fn shared<R>(&mut self, searches: impl FnOnce(&mut MoveBudget) -> R) -> R {
        let allowance = self.left.min(self.per_search);
        let mut shared = MoveBudget {
            per_search: self.per_search,
            per_file: self.per_file,
            left: allowance,
            file_spent: false,
        };
        let result = searches(&mut shared);
        self.left -= allowance - shared.left;
        // What ran short was the file's budget only if it held less than a search's allowance.
        self.file_spent = shared.file_spent && allowance < self.per_search;
        result
    }

    /// Why the last search, which gave up, did, in words.
    pub fn why_gave_up(&self) -> String {
        if self.file_spent {
            format!(
                "the searches of this file have spent their {} edge visits",
                self.per_file
            )
        } else {
            format!("the search would visit more than {} edges", self.per_search)
        }
    }
}

/// Finds an edge whose deletion leaves the position with value `target` (`target = 0` for a
/// winning move). Candidates come from walking down the tree of parts; each is confirmed by
/// re-analysing the position it leaves. Gives up rather than spend more edge visits than
/// `budget` allows this search, and takes what it spent from the budget.
pub fn find_move(
    graph: &Multigraph,
    ground: u32,
    target: u64,
    budget: &mut MoveBudget,
) -> MoveSearch {
    let allowance = budget.per_search.min(budget.left);
    let spent = std::cell::Cell::new(0u64);
    let result = search_move(graph, ground, target, allowance, &spent);
    budget.left = budget.left.saturating_sub(spent.get().min(allowance));
    budget.file_spent = result == MoveSearch::GaveUp && allowance < budget.per_search;
    result
}

/// [`find_move`] within `allowance` edge visits, counting them in `spent`.
fn search_move(
    graph: &Multigraph,
    ground: u32,
    target: u64,
    allowance: u64,
    spent: &std::cell::Cell<u64>,
) -> MoveSearch {
    let fusion = Fusion::analyse(graph, ground, None);
    let cost = (graph.vertices() + 2 * graph.edges().len()) as u64 + 1;
    spent.set(cost);
    if fusion.value == target {
        return MoveSearch::NoMove;
    }
    let confirm = |edge: u32| -> Option<bool> {
        let total = spent.get().saturating_add(cost);
        if total > allowance {
            return None;
        }
        spent.set(total);
        Some(Fusion::analyse(graph, ground, Some(edge)).value == target)
    };
    let parts = fusion.part_value.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); parts];
    for part in 0..parts {
        if fusion.parent_part[part] != NONE {
            children[fusion.parent_part[part] as usize].push(part);
        }
    }
    let mut candidates: Vec<u32> = Vec::new();
    // The walk: the branch at `part` must be brought from its value to `wanted`.
    let mut part = fusion.part_of[ground as usize] as usize;
    let mut wanted = target;
    loop {
        let value = fusion.part_value[part];
        if wanted >= value {
            break;
        }
        let difference = value ^ wanted;
        let top = 63 - difference.leading_zeros();
        let child = children[part]
            .iter()
            .copied()
            .find(|&child| (fusion.part_value[child] + 1) >> top & 1 == 1);
        match child {
            Some(child) => {
                let remaining = (fusion.part_value[child] + 1) ^ difference;
                if remaining == 0 {
                    candidates.push(fusion.parent_bridge[child]);
                    break;
                }
                part = child;
                wanted = remaining - 1;
            }
            None => {
                // Only the part's own edges can change bit 0. The cuts of closed ears whose
                // stalks give the wanted value first (found in one pass, no re-analysis each),
                // then loops, then the others.
                spent.set(spent.get().saturating_add(graph.edges().len() as u64));
                candidates.extend(ear_cuts(
                    graph,
                    &fusion.part_of,
                    part as u32,
                    ground,
                    value,
                    wanted,
                ));
                let inside = |index: usize, &(a, b): &(u32, u32)| {
                    let in_part = fusion.part_of[a as usize] == part as u32
                        && fusion.part_of[b as usize] == part as u32;
                    in_part.then_some((a != b, index as u32))
                };
                let mut own: Vec<(bool, u32)> = graph
                    .edges()
                    .iter()
                    .enumerate()
                    .filter_map(|(index, edge)| inside(index, edge))
                    .collect();
                own.sort_by_key(|&(not_a_loop, index)| (not_a_loop, index));
                candidates.extend(own.into_iter().map(|(_, index)| index));
                break;
            }
        }
    }
    for &edge in &candidates {
        match confirm(edge) {
            Some(true) => return MoveSearch::Found(edge),
            Some(false) => {}
            None => return MoveSearch::GaveUp,
        }
    }
    // No proof that the walk always succeeds: fall back to every edge in play.
    for (index, &(a, _)) in graph.edges().iter().enumerate() {
        if fusion.part_of[a as usize] == NONE || candidates.contains(&(index as u32)) {
            continue;
        }
        match confirm(index as u32) {
            Some(true) => return MoveSearch::Found(index as u32),
            Some(false) => {}
            None => return MoveSearch::GaveUp,
        }
    }
    MoveSearch::NoMove
}

/// The edges of `part` whose cut brings the part from `value` to `wanted` by the stalks it
/// leaves on a closed ear: a cycle `x, v_1, ..., v_(L-1), x` of the part whose inner vertices
/// have no other edge (and are not the ground). Cutting its edge at 0-based position `i` from `x`
/// leaves two stalks at `x`, of `i` and `L - 1 - i` edges (worth `*i` and `*(L - 1 - i)`), and
/// the rest of the part still 2-edge-connected with `L` internal edges fewer; the part's children
/// are untouched. So the part becomes `value XOR (L mod 2) XOR i XOR (L - 1 - i)`. The search
/// confirms every candidate by re-analysis, so this only decides the order: a long odd cycle
/// through the ground is won at its middle edge without trying the others first.
fn ear_cuts(
    graph: &Multigraph,
    part_of: &[u32],
    part: u32,
    ground: u32,
    value: u64,
    wanted: u64,
) -> Vec<u32> {
    let inner = |vertex: u32| {
        let around = graph.neighbours(vertex);
        vertex != ground && around.len() == 2 && around.iter().all(|&(other, _)| other != vertex)
    };
    let mut walked = vec![false; graph.edges().len()];
    let mut cuts = Vec::new();
    let mut ear = Vec::new();
    for (index, &(a, b)) in graph.edges().iter().enumerate() {
        if walked[index] || part_of[a as usize] != part || part_of[b as usize] != part {
            continue;
        }
        let Some((start, first)) = [(a, b), (b, a)]
            .into_iter()
            .find(|&(x, y)| !inner(x) && inner(y))
        else {
            continue;
        };
        ear.clear();
        ear.push(index as u32);
        let (mut last, mut at) = (index as u32, first);
        while inner(at) {
            let &(next, edge) = graph
                .neighbours(at)
                .iter()
                .find(|&&(_, edge)| edge != last)
                .unwrap_or(&graph.neighbours(at)[0]);
            ear.push(edge);
            (last, at) = (edge, next);
        }
        for &edge in &ear {
            walked[edge as usize] = true;
        }
        if at != start {
            continue;
        }
        let length = ear.len() as u64;
        let need = wanted ^ value ^ (length & 1);
        cuts.extend(
            ear.iter()
                .enumerate()
                .filter(|&(i, _)| (i as u64) ^ (length - 1 - i as u64) == need)
                .map(|(_, &edge)| edge),
        );
    }
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::oracle;
    use crate::tree::Edge;

    fn value(vertices: usize, edges: &[Edge]) -> u64 {
        Fusion::analyse(&Multigraph::new(vertices, edges), 0, None).value
    }

    #[test]
    fn a_long_odd_cycle_through_the_ground_is_won_at_its_middle_edge() {
        // Three cycles of 27,001 edges through the ground: value 1. The winning cuts are the
        // middle edges (stalks of 13,500 and 13,500); trying the part's edges in order would
        // re-analyse 81,003 edges about 13,500 times and give up.
        let length = 27_001u32;
        let mut edges = Vec::new();
        let mut next = 1u32;
        for _ in 0..3 {
            let start = next;
            edges.push((0, start));
            for vertex in start..start + length - 2 {
                edges.push((vertex, vertex + 1));
            }
            edges.push((start + length - 2, 0));
            next = start + length - 1;
        }
        let graph = Multigraph::new(next as usize, &edges);
        assert_eq!(Fusion::analyse(&graph, 0, None).value, 1);
        let mut budget = MoveBudget::for_file();
        let MoveSearch::Found(edge) = find_move(&graph, 0, 0, &mut budget) else {
            panic!("no move found");
        };
        assert_eq!(edge, length / 2, "the middle edge of the first cycle");
        assert_eq!(Fusion::analyse(&graph, 0, Some(edge)).value, 0);
    }

    #[test]
    fn move_searches_keep_to_their_budget_and_the_files() {
        // A path of three edges up from the ground: value 3; one analysis costs 4 + 2 * 3 + 1 =
        // 11 edge visits, the first to value the position, one more per candidate confirmed.
        let graph = Multigraph::new(4, &[(0, 1), (1, 2), (2, 3)]);
        let mut budget = MoveBudget::new(21, 1000);
        assert_eq!(find_move(&graph, 0, 0, &mut budget), MoveSearch::GaveUp);
        assert_eq!(
            budget.why_gave_up(),
            "the search would visit more than 21 edges"
        );
        // Enough for one search (22 visits: deleting the ground's edge wins), not for two.
        let mut budget = MoveBudget::new(100, 30);
        assert_eq!(find_move(&graph, 0, 0, &mut budget), MoveSearch::Found(0));
        assert_eq!(find_move(&graph, 0, 0, &mut budget), MoveSearch::GaveUp);
        assert_eq!(
            budget.why_gave_up(),
            "the searches of this file have spent their 30 edge visits"
        );
        // A search that finds no move to make spends only its first analysis.
        let mut budget = MoveBudget::new(100, 11);
        assert_eq!(find_move(&graph, 0, 3, &mut budget), MoveSearch::NoMove);
        assert_eq!(
            find_move(&graph, 0, 0, &mut MoveBudget::unlimited()),
            MoveSearch::Found(0)
        );
    }

    #[test]
    fn the_worked_examples() {
        assert_eq!(value(3, &[(0, 1), (1, 2), (2, 0)]), 1);
        assert_eq!(
            value(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 1), (3, 5)]),
            2
        );
        assert_eq!(value(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]), 3);
        assert_eq!(
            value(6, &[(0, 1), (1, 0), (1, 2), (2, 2), (2, 3), (4, 5)]),
            1
        );
        assert_eq!(
            value(4, &[(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]),
            0
        );
        assert_eq!(value(1, &[]), 0);
    }

    #[test]
    fn fusion_equals_the_oracle_on_small_multigraphs() {
        for vertices in 1..=4u32 {
            for count in 0..=5 {
                for edges in crate::graph::all_multigraphs(vertices, count) {
                    let graph = Multigraph::new(vertices as usize, &edges);
                    let oracle = oracle::solve(vertices as usize, &edges, 0);
                    assert_eq!(
                        Fusion::analyse(&graph, 0, None).value,
                        oracle.value,
                        "{edges:?}"
                    );
                    match find_move(&graph, 0, 0, &mut MoveBudget::unlimited()) {
                        MoveSearch::Found(edge) => {
                            assert!(oracle.winning_moves.contains(&(edge as usize)), "{edges:?}")
                        }
                        MoveSearch::NoMove => assert_eq!(oracle.value, 0, "{edges:?}"),
                        MoveSearch::GaveUp => unreachable!("no budget"),
                    }
                }
            }
        }
    }

    #[test]
    fn deep_graphs_need_no_stack() {
        // A path of 10^6 edges and a cycle of 10^6 edges through the ground.
        let n = 1_000_000u32;
        let path: Vec<Edge> = (1..=n).map(|vertex| (vertex - 1, vertex)).collect();
        assert_eq!(value(n as usize + 1, &path), u64::from(n));
        let mut cycle: Vec<Edge> = (1..n).map(|vertex| (vertex - 1, vertex)).collect();
        cycle.push((n - 1, 0));
        assert_eq!(value(n as usize, &cycle), 0);
    }
}
