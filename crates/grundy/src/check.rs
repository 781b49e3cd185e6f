//! `grundy check`: the fast solver against the brute-force oracle, on random instances of every
//! family or on every instance up to a size, shrinking any disagreement to a smallest instance
//! that still shows it.
//!
//! A game takes part through the contract ([`crate::game::Checked`], built from its
//! [`crate::game::Families`]); the search, the shrinking and the report are the same for every game.

use crate::random::Random;

/// Called as cases complete, with the number done and the total.
pub type Progress<'a> = &'a mut dyn FnMut(u64, u64);

/// What to check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckOptions {
    /// How many random instances (ignored with `exhaustive`).
    pub cases: u64,
    /// The largest size of a random instance; `None` for the largest the oracle finishes.
    pub max_size: Option<u64>,
    /// The seed of the random instances.
    pub seed: u64,
    /// Check every instance of every size up to this one instead of random ones.
    pub exhaustive: Option<u64>,
}

/// A fast answer that differs from the oracle's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disagreement {
    /// The 1-based number of the case that first disagreed.
    pub case: u64,
    /// The family it came from (`"every instance"` when exhaustive).
    pub family: String,
    /// Its size before shrinking.
    pub original_size: u64,
    /// The size of the shrunk instance.
    pub size: u64,
    /// The shrunk instance, as an input file in the game's format.
    pub input: String,
    /// The fast solver's answer on it.
    pub fast: String,
    /// The oracle's answer on it.
    pub brute: String,
}

/// The result of a check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckReport {
    /// How many instances were compared.
    pub cases: u64,
    /// The first disagreement found, shrunk; `None` when all agreed.
    pub disagreement: Option<Disagreement>,
}

impl CheckReport {
    /// The one-line summary: `checked 20000 cases, 0 disagreements`.
    pub fn summary(&self) -> String {
        let disagreements = u64::from(self.disagreement.is_some());
        format!(
            "checked {} cases, {disagreements} disagreements",
            self.cases
        )
    }
}

/// A game's side of a check: how to make instances, solve them both ways, and shrink them.
pub(crate) trait Subject {
    /// One instance (one test of the game).
    type Instance: Clone;

    /// The smallest size an instance can have.
    fn min_size(&self) -> u64;
    /// The largest size the oracle finishes.
    fn max_brute_size(&self) -> u64;
    /// The largest size `--exhaustive` accepts: every instance of every size up to it is
    /// checked within about a minute. The number of instances grows much faster than one
    /// oracle call, so for some games this is below [`Subject::max_brute_size`].
    fn max_exhaustive_size(&self) -> u64 {
        self.max_brute_size()
    }
    /// The names of the random families.
    fn families(&self) -> Vec<&'static str>;
    /// A random instance of the family of this name and size.
    fn random(&self, family: &str, size: u64, random: &mut Random) -> Self::Instance;
    /// Every instance of this size, each up to isomorphism once.
    fn all(&self, size: u64) -> Vec<Self::Instance>;
    /// An instance's size.
    fn size(&self, instance: &Self::Instance) -> u64;
    /// The fast solver's answer (the contest output, plus any facts worth comparing).
    fn fast(&self, instance: &Self::Instance) -> String;
    /// The oracle's answer, in the same words as [`Subject::fast`].
    fn brute(&self, instance: &Self::Instance) -> String;
    /// Whether the two answers agree: the same words, unless the subject knows better (a fast
    /// method that names only some of the winning moves agrees with an oracle that finds them
    /// all when they include the ones it names).
    fn agree(&self, fast: &str, brute: &str) -> bool {
        fast == brute
    }
    /// Instances one step smaller, to shrink a disagreement.
    fn smaller(&self, instance: &Self::Instance) -> Vec<Self::Instance>;
    /// The instance as an input file in the game's contest format.
    fn input(&self, instance: &Self::Instance) -> String;
}

/// Runs a check. `progress(done, total)` is called as cases complete. A bad option (a size the
/// oracle cannot finish, for instance) is an `Err` with a message.
pub(crate) fn run<S: Subject>(
    subject: &S,
    options: &CheckOptions,
    progress: Progress<'_>,
) -> Result<CheckReport, String> {
    let limit = subject.max_brute_size();
    let low = subject.min_size();
    match options.exhaustive {
        Some(size) => {
            let most = subject.max_exhaustive_size();
            if size > most || size < low {
                return Err(format!(
                    "--exhaustive must be from {low} to {most} (every instance up to {most} is \
                     checked within about a minute; beyond, random instances: --max-n up to \
                     {limit})"
                ));
            }
            let instances: Vec<S::Instance> =
                (low..=size).flat_map(|size| subject.all(size)).collect();
            Ok(run_on(subject, instances, progress))
        }
        None => {
            let max_size = options.max_size.unwrap_or(limit);
            if max_size > limit || max_size < low {
                return Err(format!(
                    "--max-n must be from {low} to {limit} (the largest size the oracle finishes)"
                ));
            }
            let families = subject.families();
            let mut random = Random::from_seed(options.seed);
            for case in 1..=options.cases {
                let family = families[(case - 1) as usize % families.len()];
                let size = random.between(low, max_size);
                let instance = subject.random(family, size, &mut random);
                if let Some(disagreement) = compare(subject, &instance, case, family) {
                    return Ok(CheckReport {
                        cases: case,
                        disagreement: Some(disagreement),
                    });
                }
                if case % 64 == 0 || case == options.cases {
                    progress(case, options.cases);
                }
            }
            Ok(CheckReport {
                cases: options.cases,
                disagreement: None,
            })
        }
    }
}

/// Compares the fast answer with the oracle's on each of `instances` (a list the caller chose,
/// such as every instance of some shape), stopping at the first disagreement, which it shrinks
/// as [`run`] does. `progress(done, total)` is called as cases complete.
pub(crate) fn run_on<S: Subject>(
    subject: &S,
    instances: Vec<S::Instance>,
    progress: Progress<'_>,
) -> CheckReport {
    let total = instances.len() as u64;
    let mut done = 0;
    for instance in instances {
        done += 1;
        if let Some(disagreement) = compare(subject, &instance, done, "every instance") {
            return CheckReport {
                cases: done,
                disagreement: Some(disagreement),
            };
        }
        if done % 64 == 0 || done == total {
            progress(done, total);
        }
    }
    CheckReport {
        cases: done,
        disagreement: None,
    }
}

/// Compares both answers on one instance; on a disagreement, shrinks it greedily: as long as some
/// instance one step smaller still disagrees, move to it.
fn compare<S: Subject>(
    subject: &S,
    instance: &S::Instance,
    case: u64,
    family: &str,
) -> Option<Disagreement> {
    let disagrees = |instance: &S::Instance| {
        let (fast, brute) = (subject.fast(instance), subject.brute(instance));
        (!subject.agree(&fast, &brute)).then_some((fast, brute))
    };
    let (mut fast, mut brute) = disagrees(instance)?;
    let mut current = instance.clone();
    while let Some((smaller, answers)) = subject
        .smaller(&current)
        .into_iter()
        .find_map(|candidate| disagrees(&candidate).map(|answers| (candidate, answers)))
    {
        current = smaller;
        (fast, brute) = answers;
    }
    Some(Disagreement {
        case,
        family: family.to_string(),
        original_size: subject.size(instance),
        size: subject.size(&current),
        input: subject.input(&current),
        fast,
        brute,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deliberately wrong "fast solver" for the parity of a number: wrong from 5 on, so the
    /// checker must find it and shrink any failure to exactly 5.
    struct Parity;

    impl Subject for Parity {
        type Instance = u64;
        fn min_size(&self) -> u64 {
            1
        }
        fn max_brute_size(&self) -> u64 {
            100
        }
        fn max_exhaustive_size(&self) -> u64 {
            50
        }
        fn families(&self) -> Vec<&'static str> {
            vec!["any"]
        }
        fn random(&self, _: &str, size: u64, _: &mut Random) -> u64 {
            size
        }
        fn all(&self, size: u64) -> Vec<u64> {
            vec![size]
        }
        fn size(&self, instance: &u64) -> u64 {
            *instance
        }
        fn fast(&self, instance: &u64) -> String {
            let wrong = *instance >= 5;
            if wrong || instance % 2 == 0 {
                "even"
            } else {
                "odd"
            }
            .to_string()
        }
        fn brute(&self, instance: &u64) -> String {
            if instance % 2 == 0 { "even" } else { "odd" }.to_string()
        }
        fn smaller(&self, instance: &u64) -> Vec<u64> {
            (1..*instance).rev().collect()
        }
        fn input(&self, instance: &u64) -> String {
            format!("{instance}\n")
        }
    }

    #[test]
    fn finds_and_shrinks_a_disagreement() {
        let options = CheckOptions {
            cases: 1000,
            max_size: Some(100),
            seed: 1,
            exhaustive: None,
        };
        let report = run(&Parity, &options, &mut |_, _| {}).unwrap();
        let disagreement = report.disagreement.expect("the wrong solver is caught");
        assert_eq!(disagreement.size, 5);
        assert_eq!(disagreement.input, "5\n");
        assert_eq!(
            (disagreement.fast.as_str(), disagreement.brute.as_str()),
            ("even", "odd")
        );
        let exhaustive = CheckOptions {
            exhaustive: Some(4),
            ..options
        };
        let report = run(&Parity, &exhaustive, &mut |_, _| {}).unwrap();
        assert_eq!(report.summary(), "checked 4 cases, 0 disagreements");
        let too_big = CheckOptions {
            exhaustive: Some(51),
            ..options
        };
        assert_eq!(
            run(&Parity, &too_big, &mut |_, _| {}).err().as_deref(),
            Some(
                "--exhaustive must be from 1 to 50 (every instance up to 50 is checked within \
                 about a minute; beyond, random instances: --max-n up to 100)"
            )
        );
    }
}
