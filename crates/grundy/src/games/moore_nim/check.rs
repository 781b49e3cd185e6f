//! moore-nim's side of `grundy check`: the transform's count against the oracle's enumeration of
//! every index sequence, each judged by exhaustive search of Nim_k.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::check::Subject;
use crate::random::Random;

use super::brute::Oracle;
use super::families::SMALL_MOVE_LIMITS;
use super::parse::Instance;
use super::transform::count_losing;

/// The most heaps of a checked instance.
const CHECK_HEAPS: u64 = 6;

/// The most sizes `m` of a checked instance.
const CHECK_SIZES: u64 = 4;

/// The largest size `b_i` of a checked instance.
const CHECK_LARGEST: u64 = 3;

/// The checker's families.
const CHECK_FAMILIES: [&str; 3] = ["small", "repeated", "all-zero"];

/// The checker's view of moore-nim: an instance is one test; its size is the number of heaps
/// `n`. The oracles (one per `k`) keep their memos across instances.
#[derive(Default)]
pub struct MooreNimCheck {
    oracles: RefCell<HashMap<u64, Oracle>>,
}

impl Subject for MooreNimCheck {
    type Instance = Instance;

    fn min_size(&self) -> u64 {
        1
    }

    fn max_brute_size(&self) -> u64 {
        CHECK_HEAPS
    }

    fn families(&self) -> Vec<&'static str> {
        CHECK_FAMILIES.to_vec()
    }

    /// `small`: up to 4 sizes in `0..=3`; `repeated`: the same with one size repeated;
    /// `all-zero`: every size 0.
    fn random(&self, family: &str, n: u64, random: &mut Random) -> Instance {
        let k = SMALL_MOVE_LIMITS[random.index(SMALL_MOVE_LIMITS.len())];
        let m = random.between(1, CHECK_SIZES) as usize;
        let mut sizes: Vec<u64> = (0..m).map(|_| random.between(0, CHECK_LARGEST)).collect();
        match family {
            "repeated" => {
                let size = sizes[random.index(m)];
                sizes.push(size);
                random.shuffle(&mut sizes);
            }
            "all-zero" => sizes.iter_mut().for_each(|size| *size = 0),
            _ => {}
        }
        Instance { n, k, sizes }
    }

    /// Every `k` among 1, 3, 6, 7 and every multiset of 1 to 3 sizes in `0..=3`.
    fn all(&self, n: u64) -> Vec<Instance> {
        let mut instances = Vec::new();
        for &k in &SMALL_MOVE_LIMITS {
            for m in 1..=3usize {
                for sizes in crate::heaps::check::every_tuple(m, CHECK_LARGEST) {
                    instances.push(Instance { n, k, sizes });
                }
            }
        }
        instances
    }

    fn size(&self, instance: &Instance) -> u64 {
        instance.n
    }

    fn fast(&self, instance: &Instance) -> String {
        match count_losing(instance.n, instance.k, &instance.sizes) {
            Ok(count) => count.answer.to_string(),
            Err(message) => message,
        }
    }

    fn brute(&self, instance: &Instance) -> String {
        let mut oracles = self.oracles.borrow_mut();
        let oracle = oracles
            .entry(instance.k)
            .or_insert_with(|| Oracle::new(instance.k));
        oracle.count_losing(instance.n, &instance.sizes).to_string()
    }

    /// One heap fewer, one size fewer, or one size halved.
    fn smaller(&self, instance: &Instance) -> Vec<Instance> {
        let mut smaller = Vec::new();
        if instance.n > 1 {
            smaller.push(Instance {
                n: instance.n - 1,
                ..instance.clone()
            });
        }
        for index in 0..instance.sizes.len() {
            if instance.sizes.len() > 1 {
                let mut fewer = instance.clone();
                fewer.sizes.remove(index);
                smaller.push(fewer);
            }
            if instance.sizes[index] > 0 {
                let mut less = instance.clone();
                less.sizes[index] /= 2;
                smaller.push(less);
            }
        }
        smaller
    }

    fn input(&self, instance: &Instance) -> String {
        instance.to_input()
    }
}
