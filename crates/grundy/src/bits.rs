//! Sets of indices as bits in 64-bit words: an eighth of a byte per index, so that a set over
//! millions of vertices or edges stays in cache while the passes that read it jump about.

/// Whether `index` is in the set.
#[inline]
pub fn contains(words: &[u64], index: usize) -> bool {
    words[index / 64] >> (index % 64) & 1 == 1
}

/// Puts `index` in the set when `member` holds, without a branch.
#[inline]
pub fn insert_if(words: &mut [u64], index: usize, member: bool) {
    words[index / 64] |= u64::from(member) << (index % 64);
}

/// `words` emptied and made room for `len` indices, none in the set.
pub fn clear(words: &mut Vec<u64>, len: usize) {
    words.clear();
    words.resize(len.div_ceil(64), 0);
}

/// The indices in the set, in increasing order.
pub fn ones(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(position, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                position * 64 + bit
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_across_words_in_order() {
        let mut words = Vec::new();
        clear(&mut words, 200);
        assert_eq!(words.len(), 4);
        for index in [0, 5, 63, 64, 127, 128, 199] {
            insert_if(&mut words, index, true);
        }
        insert_if(&mut words, 6, false);
        assert_eq!(
            ones(&words).collect::<Vec<_>>(),
            [0, 5, 63, 64, 127, 128, 199]
        );
        assert!(contains(&words, 63) && contains(&words, 199) && !contains(&words, 6));
        clear(&mut words, 65);
        assert_eq!((words.len(), ones(&words).count()), (2, 0));
    }
}
