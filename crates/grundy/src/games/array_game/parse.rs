//! Reading array-game's input: `n`, `K`, then per query `w` and `w` distinct white cells in
//! `1..=n`.

use crate::input::{InputError, Scanner};

use super::values::MAX_N;

/// Reads `n` and the number of queries `K`.
pub fn read_header(scanner: &mut Scanner<'_>) -> Result<(u64, u64), InputError> {
    scanner.skip_separators();
    let offset = scanner.position();
    let n = scanner.next_u64("the board size n")?;
    if n == 0 {
        return Err(scanner.error_at(
            offset,
            format!("the board size n 0 is out of range 1..{MAX_N}"),
        ));
    }
    if n > MAX_N {
        return Err(scanner.error_at(
            offset,
            format!(
                "the board size n {n} is above 10^10, the largest this tool takes (the values \
                 cost about n^(3/4) steps)"
            ),
        ));
    }
    let queries = scanner.next_in_range("the number of queries K", 1, u64::MAX)?;
    Ok((n, queries))
}

/// Reads one query into `cells` (in input order); `offsets` is scratch space.
pub fn read_query(
    scanner: &mut Scanner<'_>,
    n: u64,
    cells: &mut Vec<u64>,
    offsets: &mut Vec<(u64, usize)>,
) -> Result<(), InputError> {
    let count = scanner.next_in_range("the number of white cells w", 1, u64::MAX)?;
    cells.clear();
    offsets.clear();
    for _ in 0..count {
        scanner.skip_separators();
        let offset = scanner.position();
        let cell = scanner.next_in_range("a white cell x_i", 1, n)?;
        cells.push(cell);
        offsets.push((cell, offset));
    }
    // A cell twice: name the earliest second occurrence.
    offsets.sort_unstable();
    let repeated = offsets
        .windows(2)
        .filter(|pair| pair[0].0 == pair[1].0)
        .map(|pair| pair[1])
        .min_by_key(|&(_, offset)| offset);
    if let Some((cell, offset)) = repeated {
        return Err(scanner.error_at(
            offset,
            format!("the white cell {cell} appears twice in this query"),
        ));
    }
    Ok(())
}
