//! The win/lose test of one explicit placement by the staircase rule.
//!
//! Number the coins from the right. `h_0` is the number of empty cells right of coin 1, and `h_i`
//! the number of empty cells immediately left of coin `i`. Sliding coin `i` left by `t` moves `t`
//! stones from step `i` to step `i - 1` of a staircase (Nim on the odd steps): the player to move
//! loses iff `h_1 XOR h_3 XOR ...` is 0.

/// The gaps `h_0, h_1, ..., h_m` of the coins on `cells` (distinct, in `1..=n`, any order).
#[cfg(test)]
pub fn gaps(n: u64, cells: &[u64]) -> Vec<u64> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a)); // coin 1 is the rightmost
    let mut gaps = Vec::with_capacity(sorted.len() + 1);
    let mut right_edge = n + 1; // the cell right of the current coin's gap
    for &cell in &sorted {
        gaps.push(right_edge - cell - 1);
        right_edge = cell;
    }
    gaps.push(right_edge - 1); // left of the leftmost coin
    gaps
}

/// The XOR of the odd steps `h_1 XOR h_3 XOR ...`.
#[cfg(test)]
pub fn odd_steps_xor(gaps: &[u64]) -> u64 {
    gaps.iter()
        .skip(1)
        .step_by(2)
        .fold(0, |xor, &gap| xor ^ gap)
}

/// Whether the player to move wins with coins on `cells` of a strip of `n` cells.
#[cfg(test)]
pub fn first_player_wins(n: u64, cells: &[u64]) -> bool {
    odd_steps_xor(&gaps(n, cells)) != 0
}

/// The placements of `m` coins on `n` cells won by the player to move, each judged by the rule
/// (every placement enumerated: for checking the count on small strips, `n <= 30`).
#[cfg(test)]
pub fn count_by_rule(n: u64, m: u64) -> u64 {
    assert!(n <= 30 && m >= 1 && m <= n);
    super::placements(n, m)
        .filter(|&mask| {
            let cells: Vec<u64> = (1..=n)
                .filter(|&cell| mask >> (cell - 1) & 1 == 1)
                .collect();
            first_player_wins(n, &cells)
        })
        .count() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gaps_are_counted_from_the_right() {
        // . o . . o . : coins on 2 and 5 of 6 cells.
        assert_eq!(gaps(6, &[2, 5]), vec![1, 2, 1]);
        assert_eq!(gaps(6, &[5, 2]), vec![1, 2, 1]);
        assert_eq!(gaps(3, &[3]), vec![0, 2]);
        // n = 3, m = 1: the coin wins unless it sits on cell 1.
        assert!(first_player_wins(3, &[3]) && first_player_wins(3, &[2]));
        assert!(!first_player_wins(3, &[1]));
        assert_eq!(count_by_rule(10, 3), 100);
        assert_eq!(count_by_rule(20, 10), 147_838);
    }
}
