//! array-game's generator: a board size `n` (`--n`), `K` queries (`--tests`), each a set of
//! distinct white cells drawn by a family.

use std::collections::HashSet;
use std::io::Write;

use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::values::MAX_N;

/// The generator's families.
pub const FAMILIES: [&str; 5] = [
    "random",
    "contest",
    "small-cells",
    "second-wins",
    "one-cell",
];

/// The most white cells in a query, as in the original.
pub const MAX_CELLS: u64 = 100;

/// The white cells of one query on a board of `n` cells: `random` (1 to 100 cells anywhere),
/// `contest` (100 cells, or every cell of a smaller board), `small-cells` (2 or more
/// among the first `sqrt(n)`, at most 100, where the values are largest and distinct), `second-wins` (pairs of cells with equal `floor(n / x)`, hence
/// equal values: nim-sum 0, answer `No`; on a board with no such pair, one query of `random`),
/// `one-cell`.
pub fn random_query(family: &str, n: u64, random: &mut Random) -> Vec<u64> {
    let most = MAX_CELLS.min(n);
    match family {
        "contest" => distinct_cells(most, n, random),
        "small-cells" => {
            // The cells up to sqrt(n): their values `floor(n / x)` are the largest, and distinct.
            // Two cells at least where there are two (unlike `one-cell`).
            let range = super::values::isqrt(n).clamp(1, MAX_CELLS);
            distinct_cells(random.between(range.min(2), range), range, random)
        }
        "one-cell" => vec![random.between(1, n)],
        "second-wins" => equal_pairs(random.between(1, most / 2 + 1), n, random)
            .unwrap_or_else(|| distinct_cells(random.between(1, most), n, random)),
        _ => distinct_cells(random.between(1, most), n, random),
    }
}

/// `count` distinct cells of `1..=range`, in random order.
fn distinct_cells(count: u64, range: u64, random: &mut Random) -> Vec<u64> {
    if range <= 4 * count {
        let mut all: Vec<u64> = (1..=range).collect();
        random.shuffle(&mut all);
        all.truncate(count as usize);
        return all;
    }
    let mut seen = HashSet::new();
    let mut cells = Vec::with_capacity(count as usize);
    while cells.len() < count as usize {
        let cell = random.between(1, range);
        if seen.insert(cell) {
            cells.push(cell);
        }
    }
    cells
}

/// Up to `pairs` disjoint pairs of distinct cells with equal `floor(n / x)`, shuffled; `None`
/// when no pair is found.
fn equal_pairs(pairs: u64, n: u64, random: &mut Random) -> Option<Vec<u64>> {
    let mut seen = HashSet::new();
    let mut cells = Vec::new();
    for _ in 0..pairs * 20 {
        if cells.len() as u64 >= 2 * pairs {
            break;
        }
        let x = random.between(1, n);
        let q = n / x;
        let (low, high) = (n / (q + 1) + 1, n / q);
        if high == low {
            continue;
        }
        let mut y = random.between(low, high - 1);
        if y >= x {
            y += 1;
        }
        if !seen.contains(&x) && !seen.contains(&y) {
            seen.insert(x);
            seen.insert(y);
            cells.push(x);
            cells.push(y);
        }
    }
    if cells.is_empty() {
        return None;
    }
    random.shuffle(&mut cells);
    Some(cells)
}

/// Writes a valid input: a board of `options.size` cells and `options.tests` queries.
pub fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
    GenerateError::check_family("array-game", &options.family, &FAMILIES)?;
    if options.size < 1 || options.size > MAX_N {
        return Err(GenerateError::Options(format!(
            "--n (the board size) must be from 1 to 10000000000 for array-game, not {}",
            options.size
        )));
    }
    if options.tests == 0 || options.tests > 1_000_000 {
        return Err(GenerateError::Options(
            "--tests (the number of queries) must be from 1 to 1000000 for array-game".to_string(),
        ));
    }
    let mut random = Random::from_seed(options.seed);
    let mut text = format!("{}\n{}\n", options.size, options.tests);
    for _ in 0..options.tests {
        let cells = random_query(&options.family, options.size, &mut random);
        let numbers: Vec<String> = cells.iter().map(ToString::to_string).collect();
        text.push_str(&format!("{}\n{}\n", cells.len(), numbers.join(" ")));
    }
    out.write_all(text.as_bytes())?;
    Ok(())
}
