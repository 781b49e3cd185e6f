//! Reading dag-game's tests: `N`, then per position its out-positions `X_i y ...`, then queries
//! `M p_1 ... p_M` until a `0`; the positions' arcs must form no cycle unless `--loopy`.

use crate::digraph::settle::{settle, Settled};
use crate::digraph::Digraph;
use crate::input::{InputError, Scanner};

/// The most positions a test may have (positions are kept in 32 bits).
pub(crate) const MAX_POSITIONS: u64 = u32::MAX as u64 - 1;
/// The most arcs a test may have (arc indices are kept in 32 bits).
pub(crate) const MAX_ARCS: usize = u32::MAX as usize - 1;

/// One test as read.
#[derive(Debug, Clone, Default)]
pub struct Test {
    /// The positions and their arcs.
    pub(crate) graph: Digraph,
    /// The positions from which every play ends, with their Grundy values, and a cycle if there
    /// is one.
    pub(crate) settled: Settled,
    /// The queries' tokens, one query after another: query `k` is
    /// `tokens[query_starts[k]..query_starts[k + 1]]`.
    pub(crate) tokens: Vec<u32>,
    /// Where each query starts in `tokens`, and the end.
    pub(crate) query_starts: Vec<usize>,
    /// The error a cycle is without `--loopy`, naming the line of a position on it.
    pub(crate) cycle: Option<InputError>,
}

impl Test {
    /// The number of queries.
    pub(crate) fn queries(&self) -> usize {
        self.query_starts.len().saturating_sub(1)
    }

    /// The tokens of query `k` (0-based).
    pub(crate) fn query(&self, k: usize) -> &[u32] {
        &self.tokens[self.query_starts[k]..self.query_starts[k + 1]]
    }
}

/// Reads the next test. A `0` in place of `N` is the end of the input when it is the input's
/// last token after at least one test: that gives a test without positions or queries.
/// `name_cycle`: whether to find the line of a cycle's position for [`Test::cycle`] (a second
/// pass over the test's text; not needed with `--loopy`).
pub(crate) fn read_test(scanner: &mut Scanner<'_>, name_cycle: bool) -> Result<Test, InputError> {
    scanner.skip_separators();
    let offset = scanner.position();
    let n = scanner.next_in_range("the number of positions N", 0, MAX_POSITIONS)?;
    if n == 0 {
        if scanner.test().is_some_and(|test| test > 1) && scanner.at_end() {
            return Ok(Test::default());
        }
        let why = if scanner.test().is_some_and(|test| test > 1) {
            "N = 0 may only end the input, as its last token"
        } else {
            "the number of positions N must be at least 1 (the input needs at least one test)"
        };
        return Err(scanner.error_at(offset, why));
    }
    // Every position's list takes at least two bytes, and so does an arc: a wrong N cannot ask
    // for a huge allocation up front. The arcs get room for up to four a position (room only,
    // not written: a list that outgrew its room would be copied into new memory, in small
    // pages). Both in huge pages: fewer page faults as they are first written (fresh small
    // pages cost the kernel far more to clear and map), fewer TLB misses when read at random.
    let mut starts =
        crate::prefetch::vec_in_huge_pages((n as usize).min(scanner.remaining() / 2) + 1);
    starts.push(0u32);
    let mut targets: Vec<u32> = crate::prefetch::vec_in_huge_pages(
        (n as usize).saturating_mul(4).min(scanner.remaining() / 2),
    );
    let last = n - 1;
    for _ in 0..n {
        let count = scanner.next_u64("the number of out-positions X_i")?;
        for _ in 0..count {
            let target = scanner.next_in_range("an out-position", 0, last)?;
            targets.push(target as u32);
        }
        if targets.len() > MAX_ARCS {
            return Err(scanner.error_at(
                scanner.position(),
                format!("a test may have at most {MAX_ARCS} arcs"),
            ));
        }
        starts.push(targets.len() as u32);
    }
    // The queries' room in huge pages too (a token takes at least two bytes, a query four), so
    // that the lists do not grow by copies into fresh small pages.
    let mut tokens: Vec<u32> = crate::prefetch::vec_in_huge_pages(scanner.remaining() / 2);
    let mut query_starts: Vec<usize> =
        crate::prefetch::vec_in_huge_pages(scanner.remaining() / 4 + 1);
    query_starts.push(0);
    loop {
        let count =
            scanner.next_u64("the number of tokens M of a query (or the 0 that ends the test)")?;
        if count == 0 {
            break;
        }
        for _ in 0..count {
            tokens.push(scanner.next_in_range("a token's position", 0, last)? as u32);
        }
        query_starts.push(tokens.len());
    }
    let graph = Digraph::from_rows(starts, targets);
    let settled = settle(&graph, name_cycle);
    let cycle = match &settled.cycle {
        Some(cycle) if name_cycle => Some(cycle_error(scanner, offset, cycle)),
        _ => None,
    };
    Ok(Test {
        graph,
        settled,
        tokens,
        query_starts,
        cycle,
    })
}

/// The error for a cycle through `cycle[0]`, naming the line of that position's list of
/// out-positions in the test starting at `offset`.
pub(crate) fn cycle_error(scanner: &Scanner<'_>, offset: usize, cycle: &[u32]) -> InputError {
    let first = cycle[0];
    let shown: Vec<String> = if cycle.len() <= 8 {
        cycle.iter().map(ToString::to_string).collect()
    } else {
        let mut shown: Vec<String> = cycle[..4].iter().map(ToString::to_string).collect();
        shown.push("...".to_string());
        shown.push(cycle[cycle.len() - 1].to_string());
        shown
    };
    let length = if cycle.len() > 8 {
        format!(", {} positions", cycle.len())
    } else {
        String::new()
    };
    let line_offset = list_offset(scanner.bytes(), offset, first).unwrap_or(offset);
    scanner.error_at(
        line_offset,
        format!(
            "the positions form a cycle through position {first} ({} -> {first}{length}); \
             only --loopy plays on graphs with cycles",
            shown.join(" -> ")
        ),
    )
}

/// The offset of position `position`'s list (its `X_i`) in the test starting at `offset`, found
/// by reading the test again.
fn list_offset(bytes: &[u8], offset: usize, position: u32) -> Result<usize, InputError> {
    let mut scanner = Scanner::new(bytes);
    scanner.seek(offset);
    scanner.next_u64("N")?;
    for _ in 0..position {
        let count = scanner.next_u64("X_i")?;
        for _ in 0..count {
            scanner.next_token("an out-position")?;
        }
    }
    scanner.skip_separators();
    Ok(scanner.position())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(input: &str) -> Result<Test, InputError> {
        let mut scanner = Scanner::new(input.as_bytes());
        scanner.set_test(Some(1));
        read_test(&mut scanner, true)
    }

    #[test]
    fn reads_lists_and_queries() {
        let test = read("4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n").unwrap();
        assert_eq!(test.graph.successors(0), &[1, 2]);
        assert_eq!(test.graph.successors(2), &[3]);
        assert_eq!(test.queries(), 2);
        assert_eq!(test.query(1), &[0, 2]);
        assert!(test.cycle.is_none());
        // Repeated out-positions, no queries, more than ten tokens.
        let test = read("2 2 1 1 0 11 0 0 0 0 0 0 0 0 0 0 1 0").unwrap();
        assert_eq!(test.graph.successors(0), &[1, 1]);
        assert_eq!(test.query(0).len(), 11);
    }

    #[test]
    fn a_cycle_names_the_line_of_a_position_on_it() {
        let error = read("3\n1 1\n1 2\n1 1\n1 0\n0\n").unwrap().cycle.unwrap();
        assert_eq!(
            error.to_string(),
            "line 3 (test 1): the positions form a cycle through position 1 (1 -> 2 -> 1); \
             only --loopy plays on graphs with cycles"
        );
        let error = read("2\n0\n2 0 1\n0\n").unwrap().cycle.unwrap().to_string();
        assert!(error.starts_with("line 3 (test 1): "), "{error}");
        assert!(error.contains("through position 1 (1 -> 1)"), "{error}");
        // Without naming, the test is read and the cycle kept.
        let mut scanner = Scanner::new(b"1 1 0 0");
        let test = read_test(&mut scanner, false).unwrap();
        assert_eq!(test.settled.cycle, Some(vec![0]));
        assert!(test.cycle.is_none());
    }

    #[test]
    fn bad_input_is_named() {
        let cases = [
            (
                "0",
                "line 1 (test 1): the number of positions N must be at least 1",
            ),
            (
                "2\n1 2\n",
                "line 2 (test 1): an out-position 2 is out of range 0..1",
            ),
            (
                "2\n1 1\n0\n1 5\n0",
                "line 4 (test 1): a token's position 5 is out of range",
            ),
            (
                "2\n1 1\n0\n1",
                "line 4 (test 1): the input ends where a token's position",
            ),
            (
                "2\n1 1\n0\n",
                "line 3 (test 1): the input ends where the number of tokens M",
            ),
            (
                "2\n1 x\n",
                "line 2 (test 1): expected an out-position (an unsigned integer)",
            ),
        ];
        for (input, message) in cases {
            let error = read(input).unwrap_err().to_string();
            assert!(error.starts_with(message), "{input:?}: {error}");
        }
    }
}
