//! Sorting the vertices by their numbers, largest first, for the fast pass ([`super::fast`]): a
//! least-significant-digit radix sort in place of a comparison sort. On 10^6 random numbers a
//! comparison sort spends most of its time on branches it cannot predict; each radix pass is one
//! sequential read and sequential writes into as many runs as a digit has values.
//!
//! When the numbers to sort span less than 2^32 (all but numbers of every size), each vertex is
//! one word, its number's distance below the largest in the high half and the vertex in the low
//! half ([`packed_largest_first`]): half the memory of a number and a vertex side by side, and
//! only as many bits to sort as the span has, in passes of up to 11 bits (a span below 10^9 takes
//! three passes, the 10^6 distinct numbers of a million vertices two). Otherwise the numbers are
//! sorted a byte at a time beside their vertices ([`largest_first`]), skipping the bytes where
//! all numbers agree.

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

/// The widest digit of [`packed_largest_first`]: 2^11 counts of 4 bytes stay in the first-level
/// cache.
const DIGIT_BITS: u32 = 11;

/// The number a vertex of number `value` is sorted by when every number above `ceiling` counts
/// as one, `ceiling + 1` (the pass takes them as one threshold).
#[inline(always)]
pub(crate) fn capped(value: u64, ceiling: u64) -> u64 {
    value.min(ceiling.saturating_add(1))
}

/// The vertices whose number is at least `floor`, largest number first, packed in `keys`, every
/// number above `ceiling` counted as `ceiling + 1` ([`capped`]): the key of vertex `v` is
/// `(top - capped(values[v])) << 32 | v`, sorted increasingly by its high half (equal numbers in
/// no particular order), `top` being the largest capped number. Returns `top`; `None` (and `keys`
/// left as it was) when the capped numbers at least `floor` span 2^32 or more, or none is.
/// `scratch` is working memory (its contents are lost).
pub(crate) fn packed_largest_first(
    values: &[u64],
    floor: u64,
    ceiling: u64,
    keys: &mut Vec<u64>,
    scratch: &mut Vec<u64>,
) -> Option<u64> {
    let top = packed_top(values, floor, ceiling)?;
    keys.clear();
    keys.extend(
        values
            .iter()
            .enumerate()
            .filter(|&(_, &value)| value >= floor)
            .map(|(vertex, &value)| packed(top, capped(value, ceiling), vertex as u32)),
    );
    sorted_packed(keys, top - floor, scratch);
    Some(top)
}

/// The `top` of [`packed_largest_first`]: the largest number at least `floor`, capped at
/// `ceiling` ([`capped`]); `None` when there is none or the capped numbers at least `floor` span
/// 2^32 or more.
pub(crate) fn packed_top(values: &[u64], floor: u64, ceiling: u64) -> Option<u64> {
    let top = values
        .iter()
        .copied()
        .filter(|&value| value >= floor)
        .max()?;
    let top = capped(top, ceiling);
    (top - floor <= u64::from(u32::MAX)).then_some(top)
}

/// The key of `payload` with the (capped) number `value`, at most `top` and at least `top`
/// less 2^32 - 1: sorted increasingly, the keys put the largest numbers first.
#[inline(always)]
pub(crate) fn packed(top: u64, value: u64, payload: u32) -> u64 {
    ((top - value) << 32) | u64::from(payload)
}

/// Sorts packed keys ([`packed`]) increasingly by their high half, which is at most `span`
/// (below 2^32), in as few passes of at most [`DIGIT_BITS`] bits as the span takes; keys with
/// equal high halves in no particular order. `scratch` is working memory.
pub(crate) fn sorted_packed(keys: &mut Vec<u64>, span: u64, scratch: &mut Vec<u64>) {
    let n = keys.len();
    if n < SMALL {
        keys.sort_unstable();
        return;
    }
    // The span's bits, in as few passes of at most DIGIT_BITS as they take, of equal width.
    let bits = u64::BITS - span.leading_zeros();
    let passes = bits.div_ceil(DIGIT_BITS) as usize;
    if passes == 0 {
        return;
    }
    let width = bits.div_ceil(passes as u32);
    let mask = (1u64 << width) - 1;
    let digit = |key: u64, pass: usize| ((key >> (32 + width * pass as u32)) & mask) as usize;
    // Every pass's counts in one read.
    let mut counts = vec![[0u32; 1 << DIGIT_BITS]; passes];
    for &key in keys.iter() {
        for (pass, counts) in counts.iter_mut().enumerate() {
            counts[digit(key, pass)] += 1;
        }
    }
    scratch.clear();
    scratch.resize(n, 0);
    for (pass, counts) in counts.iter_mut().enumerate() {
        if counts.iter().any(|&count| count as usize == n) {
            continue;
        }
        // The counts become where each digit's run starts.
        let mut start = 0;
        for count in counts.iter_mut() {
            (*count, start) = (start, start + *count);
        }
        for &key in keys.iter() {
            let slot = &mut counts[digit(key, pass)];
            scratch[*slot as usize] = key;
            *slot += 1;
        }
        std::mem::swap(keys, scratch);
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

    #[test]
    fn packed_agrees_with_the_standard_sort() {
        let mut random = Random::from_seed(5);
        let mut scratch = Vec::new();
        let mut keys = Vec::new();
        for round in 0..400 {
            let n = 1 + random.below(3000) as usize;
            // Spans of no bit, of a few bits, across digit boundaries, up to 32 bits, and beyond.
            let bits = [0, 3, 11, 12, 22, 23, 30, 32, 33, 64][round % 10];
            let base = random.below(u64::MAX / 2);
            let values: Vec<u64> = (0..n)
                .map(|_| match bits {
                    0 => base,
                    64 => random.below(u64::MAX),
                    bits => base + random.below(1 << bits),
                })
                .collect();
            let floor = values[random.below(n as u64) as usize];
            // No ceiling every third round; otherwise one of the numbers at least the floor.
            let ceiling = match round % 3 {
                0 => u64::MAX,
                _ => values[random.below(n as u64) as usize].max(floor),
            };
            let mut expected: Vec<(u64, u32)> = values
                .iter()
                .enumerate()
                .filter(|&(_, &value)| value >= floor)
                .map(|(vertex, &value)| (capped(value, ceiling), vertex as u32))
                .collect();
            expected.sort_unstable_by_key(|&(value, vertex)| (std::cmp::Reverse(value), vertex));
            let top = expected[0].0;
            match packed_largest_first(&values, floor, ceiling, &mut keys, &mut scratch) {
                None => assert!(top - floor > u64::from(u32::MAX), "round {round}"),
                Some(found) => {
                    assert_eq!(found, top);
                    let mut sorted: Vec<(u64, u32)> = keys
                        .iter()
                        .map(|&key| (top - (key >> 32), key as u32))
                        .collect();
                    let numbers = |items: &[(u64, u32)]| -> Vec<u64> {
                        items.iter().map(|&(value, _)| value).collect()
                    };
                    assert_eq!(numbers(&sorted), numbers(&expected), "round {round}");
                    sorted.sort_unstable_by_key(|&(value, vertex)| {
                        (std::cmp::Reverse(value), vertex)
                    });
                    assert_eq!(sorted, expected, "round {round}");
                }
            }
        }
    }
}
