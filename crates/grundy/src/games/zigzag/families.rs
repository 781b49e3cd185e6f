//! The generator's families (`grundy gen zigzag`) and the instances `grundy check zigzag`
//! compares the methods on, every weight order for small `n` included.

use std::io::Write;

use super::lines::{self, GreedyBob, Search};
use super::matrix::{Matrix, MAX_N, MAX_WEIGHT};
use super::Zigzag;
use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

/// The families, the default first.
pub(crate) const FAMILIES: [&str; 9] = [
    "random",
    "sorted-rows",
    "sorted-columns",
    "row-major",
    "column-major",
    "anti-diagonal",
    "cyclic",
    "greedy-loses",
    "huge",
];

/// The sizes for which `greedy-loses` searches a matrix: a greedy Bob never loses with `n <= 2`,
/// and beyond 8 the search of Alice's lines grows long.
pub(crate) const GREEDY_SIZES: std::ops::RangeInclusive<u64> = 3..=8;

/// How many of Alice's lines `greedy-loses` tries on one candidate matrix.
const GREEDY_LINES: u64 = 20_000;

/// A random permutation of `1..n²`, row by row.
fn permutation(n: usize, random: &mut Random) -> Vec<u64> {
    let mut weights: Vec<u64> = (1..=(n * n) as u64).collect();
    random.shuffle(&mut weights);
    weights
}

/// The weights `order(i, j)` (0-based) for every cell, row by row.
fn by_formula(n: usize, order: impl Fn(usize, usize) -> u64) -> Vec<u64> {
    (0..n)
        .flat_map(|i| (0..n).map(move |j| (i, j)))
        .map(|(i, j)| order(i, j))
        .collect()
}

/// A matrix of the named family (an unknown name is the random family).
pub(crate) fn matrix(family: &str, n: usize, random: &mut Random) -> Matrix {
    let weights = match family {
        "sorted-rows" => {
            let mut weights = permutation(n, random);
            for row in weights.chunks_mut(n) {
                row.sort_unstable();
            }
            weights
        }
        "sorted-columns" => {
            let mut weights = permutation(n, random);
            for j in 0..n {
                let mut column: Vec<u64> = (0..n).map(|i| weights[i * n + j]).collect();
                column.sort_unstable();
                for (i, weight) in column.into_iter().enumerate() {
                    weights[i * n + j] = weight;
                }
            }
            weights
        }
        "row-major" => by_formula(n, |i, j| (i * n + j + 1) as u64),
        "column-major" => by_formula(n, |i, j| (j * n + i + 1) as u64),
        "anti-diagonal" => {
            // Cells numbered along the anti-diagonals i + j = 0, 1, ..., each from the top row.
            let mut cells: Vec<(usize, usize)> =
                (0..n).flat_map(|i| (0..n).map(move |j| (i, j))).collect();
            cells.sort_unstable_by_key(|&(i, j)| (i + j, i));
            let mut weights = vec![0; n * n];
            for (rank, (i, j)) in cells.into_iter().enumerate() {
                weights[i * n + j] = rank as u64 + 1;
            }
            weights
        }
        "cyclic" => by_formula(n, |i, j| (((i + j) % n) * n + i + 1) as u64),
        "greedy-loses" => return greedy_loses(n, random),
        "huge" => {
            let mut weights = Vec::with_capacity(n * n);
            let mut seen = std::collections::HashSet::with_capacity(n * n);
            while weights.len() < n * n {
                let weight = random.between(0, MAX_WEIGHT);
                if seen.insert(weight) {
                    weights.push(weight);
                }
            }
            weights
        }
        _ => permutation(n, random),
    };
    Matrix::new(n, weights).expect("the families make distinct weights")
}

/// A random permutation matrix on which the greedy Bob (the edge nearest to the bound) loses
/// against some line of Alice: random matrices are tried until a search of her lines finds one.
/// Outside [`GREEDY_SIZES`], a random permutation.
fn greedy_loses(n: usize, random: &mut Random) -> Matrix {
    // One draw first, so that the candidates are not `random`'s permutations of the same seed
    // (the first is often beaten already: the file would be `random`'s byte for byte).
    random.next_u64();
    loop {
        let matrix = Matrix::new(n, permutation(n, random)).expect("a permutation");
        if !GREEDY_SIZES.contains(&(n as u64)) {
            return matrix;
        }
        if let Search::Refuted(_) = lines::search(&matrix, &mut GreedyBob, GREEDY_LINES) {
            return matrix;
        }
    }
}

/// Writes `options.tests` games of `options.size` nodes a side in the hack format.
pub(crate) fn generate(
    options: &GenerateOptions,
    out: &mut dyn Write,
) -> Result<(), GenerateError> {
    GenerateError::check_family("zigzag", &options.family, &FAMILIES)?;
    if options.size < 1 || options.size > MAX_N {
        return Err(GenerateError::Options(format!(
            "--n (the nodes on each side) must be from 1 to {MAX_N} for zigzag, not {}",
            options.size
        )));
    }
    if options.family == "greedy-loses" && !GREEDY_SIZES.contains(&options.size) {
        return Err(GenerateError::Options(format!(
            "--n must be from {} to {} for the family greedy-loses (a greedy Bob never loses \
             with n <= 2, and the search for a line that beats him is kept short), not {}",
            GREEDY_SIZES.start(),
            GREEDY_SIZES.end(),
            options.size
        )));
    }
    if options.tests == 0 {
        return Err(GenerateError::Options(
            "--tests must be at least 1".to_string(),
        ));
    }
    let mut random = Random::from_seed(options.seed);
    writeln!(out, "{}", options.tests)?;
    for _ in 0..options.tests {
        let matrix = matrix(&options.family, options.size as usize, &mut random);
        let mut text = format!("{}\n", matrix.n());
        matrix.write_rows(&mut text);
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// Every permutation of `1..m` in lexicographic order (Heap's algorithm would do too; this is
/// the iterative next-permutation step).
fn every_permutation(m: usize) -> Vec<Vec<u64>> {
    let mut current: Vec<u64> = (1..=m as u64).collect();
    let mut all = vec![current.clone()];
    loop {
        let Some(pivot) = (1..current.len())
            .rev()
            .find(|&i| current[i - 1] < current[i])
        else {
            return all;
        };
        let pivot = pivot - 1;
        let swap = (pivot + 1..current.len())
            .rev()
            .find(|&i| current[i] > current[pivot])
            .expect("a larger element after the pivot");
        current.swap(pivot, swap);
        current[pivot + 1..].reverse();
        all.push(current.clone());
    }
}

impl Families for Zigzag {
    type Instance = Matrix;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = super::brute::MAX_N as u64;
    const MAX_EXHAUSTIVE_SIZE: u64 = 3;

    fn family_names() -> Vec<&'static str> {
        FAMILIES.to_vec()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        generate(options, out)
    }

    fn random(family: &str, size: u64, random: &mut Random) -> Matrix {
        matrix(family, size as usize, random)
    }

    /// Every weight order: each permutation of `1..n²` as a matrix (362,880 for `n = 3`).
    fn every(size: u64) -> Vec<Matrix> {
        let n = size as usize;
        every_permutation(n * n)
            .into_iter()
            .map(|weights| Matrix::new(n, weights).expect("a permutation"))
            .collect()
    }

    fn size(matrix: &Matrix) -> u64 {
        matrix.n() as u64
    }

    /// The matrices without one row and one column.
    fn smaller(matrix: &Matrix) -> Vec<Matrix> {
        let n = matrix.n();
        if n == 1 {
            return Vec::new();
        }
        let mut smaller = Vec::new();
        for row in 0..n {
            for column in 0..n {
                let weights = (0..n)
                    .filter(|&i| i != row)
                    .flat_map(|i| {
                        (0..n)
                            .filter(move |&j| j != column)
                            .map(move |j| matrix.weights()[i * n + j])
                    })
                    .collect();
                smaller.extend(Matrix::new(n - 1, weights));
            }
        }
        smaller
    }

    fn input(matrix: &Matrix) -> String {
        matrix.hack_input()
    }

    /// The stable-matching Bob against every line of Alice (every direction, start and move).
    fn strategy_failure(matrix: &Matrix) -> Option<String> {
        let mut bob = super::lines::StableBob::new(matrix);
        match lines::search(matrix, &mut bob, u64::MAX) {
            Search::BobWins(_) => None,
            Search::Refuted(refutation) => {
                Some(format!("the stable-matching Bob loses: {refutation}"))
            }
            Search::Unfinished => Some("the search of Alice's lines did not finish".to_string()),
        }
    }
}
