//! Sorting the vertices by their numbers, largest first, for the fast pass ([`super::fast`]): a
//! least-significant-digit radix sort, one byte of the numbers at a time, in place of a
//! comparison sort. On 10^6 random numbers a comparison sort spends most of its time on branches
//! it cannot predict; each radix pass is one sequential read and 256 sequential writes, and the
//! bytes where all numbers agree (the high bytes, when the numbers are small) are skipped.

/// Below this many items, the standard sort.
const SMALL: usize = 64;

/// Sorts `items` (a number and a vertex) by the number, largest first; equal numbers keep no
/// particular order. `scratch` is working memory (its contents are lost).
pub(crate) fn largest_first(items: &mut Vec<(u64, u32)>, scratch: &mut Vec<(u64, u32)>) {
    let n = items.len();
    if n < SMALL {
        items.sort_unstable_by_key(|&(number, _)| std::cmp::Reverse(number));
        return;
    }
    // Sorting the complements increasingly sorts the numbers decreasingly. Every byte's counts
    // in one pass.
    let mut counts = [[0u32; 256]; 8];
    for &(number, _) in items.iter() {
        let key = !number;
        for (byte, counts) in counts.iter_mut().enumerate() {
            counts[(key >> (8 * byte)) as u8 as usize] += 1;
        }
    }
    scratch.clear();
    scratch.resize(n, (0, 0));
    for (byte, counts) in counts.iter().enumerate() {
        if counts.iter().any(|&count| count as usize == n) {
            continue;
        }
        let mut starts = [0u32; 256];
        let mut start = 0;
        for (digit, &count) in counts.iter().enumerate() {
            starts[digit] = start;
            start += count;
        }
        for &item in items.iter() {
            let digit = (!item.0 >> (8 * byte)) as u8 as usize;
            scratch[starts[digit] as usize] = item;
            starts[digit] += 1;
        }
        std::mem::swap(items, scratch);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Random;

    #[test]
    fn agrees_with_the_standard_sort() {
        let mut random = Random::from_seed(3);
        let mut scratch = Vec::new();
        for round in 0..300 {
            let n = random.below(2000) as usize;
            // Small numbers, numbers of every size, many repeats, the extremes.
            let bits = [8, 30, 64, 1][round % 4];
            let mut items: Vec<(u64, u32)> = (0..n as u32)
                .map(|vertex| {
                    let number = match bits {
                        64 => random.below(u64::MAX),
                        1 => [0, u64::MAX][random.below(2) as usize],
                        bits => random.below(1 << bits),
                    };
                    (number, vertex)
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_unstable_by_key(|&(number, vertex)| (std::cmp::Reverse(number), vertex));
            largest_first(&mut items, &mut scratch);
            let numbers: Vec<u64> = items.iter().map(|&(number, _)| number).collect();
            let expected_numbers: Vec<u64> = expected.iter().map(|&(number, _)| number).collect();
            assert_eq!(numbers, expected_numbers);
            items.sort_unstable_by_key(|&(number, vertex)| (std::cmp::Reverse(number), vertex));
            assert_eq!(items, expected);
        }
    }
}
