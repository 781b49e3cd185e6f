//! Good sets of strings to test on: the generator's families, whose size is the total length of
//! the strings (`grundy gen prefix-free --n SIZE`), and the checker's small sets, whose size is
//! `L`. Every generator is iterative and reproducible from its [`Random`].

use crate::random::Random;

/// A good set with its length limit: a whole test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoodSet {
    /// `L`.
    pub l: u64,
    /// The strings, as `b'0'`/`b'1'` bytes, in input order.
    pub strings: Vec<Vec<u8>>,
}

impl GoodSet {
    /// The strings as slices, as the solvers take them.
    #[cfg(test)]
    pub fn slices(&self) -> Vec<&[u8]> {
        self.strings.iter().map(Vec::as_slice).collect()
    }

    /// The total length of the strings.
    #[cfg(test)]
    pub fn total_length(&self) -> u64 {
        self.strings.iter().map(|string| string.len() as u64).sum()
    }

    /// Whether the set is good for its `L`: binary strings of length `1..=L`, none a prefix of
    /// another (nor equal). Quadratic: for tests of small sets.
    #[cfg(test)]
    pub fn is_good(&self) -> bool {
        self.strings.iter().all(|string| {
            !string.is_empty()
                && string.len() as u64 <= self.l
                && string.iter().all(|&byte| byte == b'0' || byte == b'1')
        }) && self.strings.iter().enumerate().all(|(index, string)| {
            self.strings[index + 1..]
                .iter()
                .all(|other| !string.starts_with(other) && !other.starts_with(string))
        })
    }

    /// The set as an input file in the contest format.
    pub fn input(&self) -> String {
        let mut text = format!("{} {}\n", self.strings.len(), self.l);
        for string in &self.strings {
            text.push_str(&String::from_utf8_lossy(string));
            text.push('\n');
        }
        text
    }
}

/// A family of the generator (`grundy gen prefix-free --family NAME --n SIZE`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// A random good set of total length exactly `SIZE`, grown from the empty string by
    /// repeatedly splitting a random string `w` into `w0` and `w1` or extending it by one random
    /// character (a fair coin, when the split fits); `L` from the longest length to twice it.
    Random,
    /// One random string of `SIZE` characters; `L` from `SIZE` to `2 SIZE`.
    OneLongString,
    /// Many short strings: every string of length `k` for the largest `k` with
    /// `(k + 1) 2^k <= SIZE` (at least 1), each dropped with probability 1/4 (one always stays)
    /// or extended by one random character with probability 1/4; `L` from `k + 1` to `2k + 1`.
    Balanced,
    /// The random family's set with `L` near `10^18` (from `10^18 - 2^20 + 1` to `10^18`).
    HugeL,
}

/// Every family, in the order `grundy gen` lists them.
pub const FAMILIES: [Family; 4] = [
    Family::Random,
    Family::OneLongString,
    Family::Balanced,
    Family::HugeL,
];

impl Family {
    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Family::Random => "random",
            Family::OneLongString => "one-long-string",
            Family::Balanced => "balanced",
            Family::HugeL => "huge-l",
        }
    }

    /// The family of this name.
    pub fn from_name(name: &str) -> Option<Family> {
        FAMILIES.into_iter().find(|family| family.name() == name)
    }

    /// A set of this family of size `size >= 1` (see each family for what the size measures).
    pub fn generate(self, size: u64, random: &mut Random) -> GoodSet {
        match self {
            Family::Random => {
                let strings = grown_set(size, random);
                let longest = longest(&strings);
                GoodSet {
                    l: longest + random.below(longest + 1),
                    strings,
                }
            }
            Family::OneLongString => GoodSet {
                l: size + random.below(size + 1),
                strings: vec![random_string(size as usize, random)],
            },
            Family::Balanced => balanced(size, random),
            Family::HugeL => GoodSet {
                l: 1_000_000_000_000_000_000 - random.below(1 << 20),
                strings: grown_set(size, random),
            },
        }
    }
}

fn longest(strings: &[Vec<u8>]) -> u64 {
    strings
        .iter()
        .map(|string| string.len() as u64)
        .max()
        .unwrap_or(0)
}

fn random_bit(random: &mut Random) -> u8 {
    if random.coin() {
        b'1'
    } else {
        b'0'
    }
}

fn random_string(length: usize, random: &mut Random) -> Vec<u8> {
    (0..length).map(|_| random_bit(random)).collect()
}

/// A random good set of total length exactly `size >= 1`, in random order. It grows from the
/// empty string, which the first step splits or extends, so no empty string is left.
fn grown_set(size: u64, random: &mut Random) -> Vec<Vec<u8>> {
    let mut strings = vec![Vec::new()];
    let mut total = 0u64;
    while total < size {
        let index = random.index(strings.len());
        let length = strings[index].len() as u64;
        if random.coin() && total + length + 2 <= size {
            // Split: w becomes w0 and w1.
            let mut other = strings[index].clone();
            other.push(b'1');
            strings[index].push(b'0');
            strings.push(other);
            total += length + 2;
        } else {
            // Extend: w becomes w followed by a random character.
            let bit = random_bit(random);
            strings[index].push(bit);
            total += 1;
        }
    }
    random.shuffle(&mut strings);
    strings
}

fn balanced(size: u64, random: &mut Random) -> GoodSet {
    let mut k = 1u32;
    while k < 40 && u64::from(k + 2) << (k + 1) <= size {
        k += 1;
    }
    let mut strings = Vec::new();
    for bits in 0..1u64 << k {
        let string: Vec<u8> = (0..k)
            .rev()
            .map(|position| {
                if bits >> position & 1 == 1 {
                    b'1'
                } else {
                    b'0'
                }
            })
            .collect();
        match random.below(4) {
            0 => {}
            1 => {
                let mut extended = string;
                extended.push(random_bit(random));
                strings.push(extended);
            }
            _ => strings.push(string),
        }
    }
    if strings.is_empty() {
        strings.push(random_string(k as usize, random));
    }
    random.shuffle(&mut strings);
    GoodSet {
        l: u64::from(k) + 1 + random.below(u64::from(k) + 1),
        strings,
    }
}

/// The checker's families of small sets with a given `L`.
pub const SMALL_FAMILIES: [&str; 4] = ["random", "sparse", "one-string", "level"];

/// A small good set with length limit `l` from one of [`SMALL_FAMILIES`]: `random` tries up to
/// `2^(L+1)` random strings and keeps those that fit, `sparse` tries 1 to 3, `one-string` is one
/// random string, `level` is the `balanced` family's construction at a random length `k <= L`.
pub fn small_set(family: &str, l: u64, random: &mut Random) -> GoodSet {
    let attempts = match family {
        "sparse" => 1 + random.below(3),
        "one-string" => 1,
        "level" => {
            let k = random.between(1, l) as usize;
            let mut strings = Vec::new();
            for bits in 0..1u64 << k {
                let string: Vec<u8> = (0..k)
                    .rev()
                    .map(|position| {
                        if bits >> position & 1 == 1 {
                            b'1'
                        } else {
                            b'0'
                        }
                    })
                    .collect();
                match random.below(4) {
                    0 => {}
                    1 if (k as u64) < l => {
                        let mut extended = string;
                        extended.push(random_bit(random));
                        strings.push(extended);
                    }
                    _ => strings.push(string),
                }
            }
            if strings.is_empty() {
                strings.push(random_string(k, random));
            }
            random.shuffle(&mut strings);
            return GoodSet { l, strings };
        }
        _ => 1 + random.below(2 << l),
    };
    let mut strings: Vec<Vec<u8>> = Vec::new();
    for _ in 0..attempts {
        let length = random.between(1, l) as usize;
        let candidate = random_string(length, random);
        if strings
            .iter()
            .all(|other| !other.starts_with(&candidate) && !candidate.starts_with(other))
        {
            strings.push(candidate);
        }
    }
    GoodSet { l, strings }
}

/// Every good set with length limit `l` (at most 4), the empty one excepted, in a fixed order:
/// `(a(l)^2 - 1)` of them with `a(0) = 1`, `a(h) = a(h-1)^2 + 1` (3, 24, 675 and 458,328).
pub fn all_small_sets(l: u64) -> Vec<GoodSet> {
    assert!(l <= 4, "all_small_sets enumerates L up to 4");
    // The antichains of a complete binary tree of height h, as sets of suffixes, built bottom-up:
    // either the root alone, or an antichain of each subtree.
    let mut antichains: Vec<Vec<Vec<u8>>> = vec![Vec::new()];
    for _ in 0..l {
        let mut next: Vec<Vec<Vec<u8>>> = vec![vec![Vec::new()]];
        for zero_side in &antichains {
            for one_side in &antichains {
                next.push(join(zero_side, one_side));
            }
        }
        antichains = next;
    }
    let mut sets = Vec::new();
    for zero_side in &antichains {
        for one_side in &antichains {
            let strings = join(zero_side, one_side);
            if !strings.is_empty() {
                sets.push(GoodSet { l, strings });
            }
        }
    }
    sets
}

/// `0` before every suffix of `zero_side`, `1` before every suffix of `one_side`.
fn join(zero_side: &[Vec<u8>], one_side: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let prefixed = |bit: u8, suffix: &Vec<u8>| {
        let mut string = Vec::with_capacity(suffix.len() + 1);
        string.push(bit);
        string.extend_from_slice(suffix);
        string
    };
    zero_side
        .iter()
        .map(|suffix| prefixed(b'0', suffix))
        .chain(one_side.iter().map(|suffix| prefixed(b'1', suffix)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_makes_good_sets_of_its_size() {
        let mut random = Random::from_seed(11);
        for family in FAMILIES {
            for size in [1u64, 2, 3, 5, 17, 100, 1000] {
                let set = family.generate(size, &mut random);
                assert!(set.is_good(), "{} {size}: {set:?}", family.name());
                assert!(!set.strings.is_empty());
                match family {
                    Family::Random | Family::HugeL | Family::OneLongString => {
                        assert_eq!(set.total_length(), size, "{}", family.name());
                    }
                    Family::Balanced => {
                        assert!(set.total_length() <= size.max(4), "{size}");
                    }
                }
                if family == Family::HugeL {
                    assert!(set.l > 999_999_999_998_000_000 && set.l <= 1_000_000_000_000_000_000);
                }
            }
        }
        assert_eq!(Family::from_name("huge-l"), Some(Family::HugeL));
        assert_eq!(Family::from_name("huge"), None);
    }

    #[test]
    fn small_sets_are_good_and_counted() {
        let mut random = Random::from_seed(5);
        for family in SMALL_FAMILIES {
            for l in 1..=4 {
                for _ in 0..50 {
                    let set = small_set(family, l, &mut random);
                    assert!(
                        set.is_good() && !set.strings.is_empty(),
                        "{family}: {set:?}"
                    );
                }
            }
        }
        let counts: Vec<usize> = (1..=3).map(|l| all_small_sets(l).len()).collect();
        assert_eq!(counts, vec![3, 24, 675]);
        assert!(all_small_sets(2).iter().all(GoodSet::is_good));
    }
}
