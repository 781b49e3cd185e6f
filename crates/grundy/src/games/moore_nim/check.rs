//! moore-nim's side of `grundy check`: the transform's count against the oracle's enumeration of
//! every index sequence, each judged by exhaustive search of Nim_k, compared through the driver.

use std::io::Write;

use crate::game::Families;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions};

use super::families::SMALL_MOVE_LIMITS;
use super::parse::Instance;
use super::MooreNim;

/// The most heaps of a checked instance.
const CHECK_HEAPS: u64 = 6;

/// The most sizes `m` of a checked instance.
const CHECK_SIZES: u64 = 4;

/// The largest size `b_i` of a checked instance.
const CHECK_LARGEST: u64 = 3;

/// The checker's families.
const CHECK_FAMILIES: [&str; 3] = ["small", "repeated", "all-zero"];

impl Families for MooreNim {
    type Instance = Instance;

    const MIN_SIZE: u64 = 1;
    const MAX_BRUTE_SIZE: u64 = CHECK_HEAPS;
    const MAX_EXHAUSTIVE_SIZE: u64 = CHECK_HEAPS;

    fn family_names() -> Vec<&'static str> {
        super::families::families()
    }

    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError> {
        super::generate(options, out)
    }

    fn check_family_names() -> Vec<&'static str> {
        CHECK_FAMILIES.to_vec()
    }

    /// `small`: up to 4 sizes in `0..=3`; `repeated`: the same with one size repeated;
    /// `all-zero`: every size 0.
    fn random(family: &str, n: u64, random: &mut Random) -> Instance {
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
    fn every(n: u64) -> Vec<Instance> {
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

    fn size(instance: &Instance) -> u64 {
        instance.n
    }

    /// One heap fewer, one size fewer, or one size halved.
    fn smaller(instance: &Instance) -> Vec<Instance> {
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

    fn input(instance: &Instance) -> String {
        instance.to_input()
    }
}
