//! `grundy check`: the fast solver against the brute-force oracle, on random instances of every
//! family or on every instance up to a size, shrinking any disagreement to a smallest instance
//! that still shows it.
//!
//! A game takes part through the contract ([`crate::game::Checked`], built from its
//! [`crate::game::Families`]); the search, the shrinking and the report are the same for every game.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::random::Random;

pub mod stress;

/// Called as cases complete, with the number done and the total.
pub type Progress<'a> = &'a mut dyn FnMut(u64, u64);

/// Called once before the first case where the sizes of the cases to come are known in advance
/// (an exhaustive check, whose sizes grow): `(size, cases)` for each size in the order checked,
/// counting this part's cases. A time-left estimate can then weigh the larger sizes to come.
pub type Sizes<'a> = &'a mut dyn FnMut(&[(u64, u64)]);

/// How a check (or a stress run) is spread: over threads of this machine (`--jobs`) and over
/// runs elsewhere (`--shard`). The answer does not depend on it: cases are drawn in the same
/// order, and the first failing one (by case number) is the one reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spread {
    /// How many threads compare at once (at least 1).
    pub jobs: usize,
    /// Which part of the cases this run takes.
    pub shard: Shard,
    /// With `Some`, a random check draws no new case after this time (`grundy check` without
    /// `--cases`), so that it takes about this long whatever the game; the cases are still at
    /// most [`CheckOptions::cases`].
    pub time: Option<Duration>,
}

impl Default for Spread {
    /// One thread, every case.
    fn default() -> Self {
        Spread {
            jobs: 1,
            shard: Shard::WHOLE,
            time: None,
        }
    }
}

/// The `index`-th of `count` disjoint parts of a run's cases (`--shard I/K`): case number `c`
/// (from 1) belongs to part `(c - 1) mod K + 1`, so the K parts together are the whole run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    /// The part, from 1 to `count`.
    pub index: u64,
    /// How many parts.
    pub count: u64,
}

impl Shard {
    /// The one part that is the whole run.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    /// How many of the cases `1..=cases` are in this part.
    pub fn count_of(&self, cases: u64) -> u64 {
        if cases < self.index {
            0
        } else {
            (cases - self.index) / self.count + 1
        }
    }

    /// Whether case number `case` (from 1) is in this part.
    pub fn holds(&self, case: u64) -> bool {
        (case - 1) % self.count == self.index - 1
    }
}

impl FromStr for Shard {
    type Err = String;

    /// `I/K` with `1 <= I <= K`.
    fn from_str(text: &str) -> Result<Self, String> {
        let wrong = || "not a part I/K of K parts (1 <= I <= K), such as 2/8".to_string();
        let (index, count) = text.split_once('/').ok_or_else(wrong)?;
        let (index, count): (u64, u64) = (
            index.trim().parse().map_err(|_| wrong())?,
            count.trim().parse().map_err(|_| wrong())?,
        );
        if index == 0 || index > count {
            return Err(wrong());
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}/{}", self.index, self.count)
    }
}

/// The first `index` in `0..count` (in that order) for which `test` gives `Some`, with what it
/// gave: the indices are tried on `jobs` threads at once, each taking the next one not yet
/// taken, and none beyond a failure already found is started. With one job, in order on this
/// thread.
pub(crate) fn first_in_order<T: Send>(
    count: usize,
    jobs: usize,
    test: impl Fn(usize) -> Option<T> + Sync,
) -> Option<(usize, T)> {
    if jobs <= 1 || count <= 1 {
        return (0..count).find_map(|index| test(index).map(|found| (index, found)));
    }
    let next = AtomicUsize::new(0);
    let first = AtomicUsize::new(usize::MAX);
    let found = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(count) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= count || index > first.load(Ordering::Relaxed) {
                    return;
                }
                if let Some(result) = test(index) {
                    first.fetch_min(index, Ordering::Relaxed);
                    found
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner())
                        .push((index, result));
                }
            });
        }
    });
    found
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .into_iter()
        .min_by_key(|&(index, _)| index)
}

/// Shrinks a failing `start` (which failed with `failure`) greedily: as long as some instance
/// one step smaller (`smaller`, in its order) still fails (`fails` gives `Some`), moves to the
/// first such one. The candidates of a step are tried on `jobs` threads. Returns the smallest
/// instance reached, its failure and how many steps it took.
pub(crate) fn shrink<T: Clone + Sync, F: Send>(
    start: T,
    failure: F,
    smaller: impl Fn(&T) -> Vec<T>,
    fails: impl Fn(&T) -> Option<F> + Sync,
    jobs: usize,
) -> (T, F, u64) {
    let (mut current, mut failure, mut steps) = (start, failure, 0);
    loop {
        let candidates = smaller(&current);
        match first_in_order(candidates.len(), jobs, |index| fails(&candidates[index])) {
            Some((index, found)) => {
                current = candidates[index].clone();
                failure = found;
                steps += 1;
            }
            None => return (current, failure, steps),
        }
    }
}

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

#[cfg(test)]
/// Runs a check on one thread, every case. `progress(done, total)` is called as cases complete.
/// A bad option (a size the oracle cannot finish, for instance) is an `Err` with a message.
pub(crate) fn run<S: Subject + Sync>(
    subject: &S,
    options: &CheckOptions,
    progress: Progress<'_>,
) -> Result<CheckReport, String>
where
    S::Instance: Send + Sync,
{
    run_spread(subject, options, &Spread::default(), progress)
}

/// How many random cases are drawn at a time per job: they are drawn in order on one thread,
/// then compared on every job.
const BATCH_PER_JOB: usize = 64;

/// [`run_sized`] without the sizes.
#[cfg(test)]
pub(crate) fn run_spread<S: Subject + Sync>(
    subject: &S,
    options: &CheckOptions,
    spread: &Spread,
    progress: Progress<'_>,
) -> Result<CheckReport, String>
where
    S::Instance: Send + Sync,
{
    run_sized(subject, options, spread, progress, &mut |_| {})
}

/// Runs a check spread as `spread` says (its part of the cases, on its threads); the report is
/// the same on any number of threads. `progress(done, total)` counts the cases of this part;
/// `sizes` is told the sizes of the cases to come where they are known in advance (an
/// exhaustive check).
pub(crate) fn run_sized<S: Subject + Sync>(
    subject: &S,
    options: &CheckOptions,
    spread: &Spread,
    progress: Progress<'_>,
    sizes: Sizes<'_>,
) -> Result<CheckReport, String>
where
    S::Instance: Send + Sync,
{
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
            let cases: Vec<_> = (low..=size)
                .flat_map(|size| subject.all(size))
                .zip(1..)
                .filter(|&(_, case)| spread.shard.holds(case))
                .map(|(instance, case)| (case, "every instance", instance))
                .collect();
            sizes(&size_runs(
                cases.iter().map(|(_, _, instance)| subject.size(instance)),
            ));
            Ok(compare_all(subject, cases, spread.jobs, progress))
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
            // With a time limit the total is not known: 0.
            let total = match spread.time {
                None => spread.shard.count_of(options.cases),
                Some(_) => 0,
            };
            let started = Instant::now();
            let in_time = || spread.time.map_or(true, |time| started.elapsed() < time);
            let mut checked = 0;
            let mut case = 0;
            while case < options.cases && in_time() {
                // The batch is drawn whole (every part draws every case, so that the parts
                // see the same instances), then this part's cases are compared.
                let mut batch = Vec::new();
                while case < options.cases && batch.len() < BATCH_PER_JOB * spread.jobs.max(1) {
                    case += 1;
                    let family = families[(case - 1) as usize % families.len()];
                    let size = random.between(low, max_size);
                    let instance = subject.random(family, size, &mut random);
                    if spread.shard.holds(case) {
                        batch.push((case, family, instance));
                    }
                }
                if let Some(found) = first_disagreement(subject, &batch, spread.jobs) {
                    return Ok(CheckReport {
                        cases: checked + found.0 as u64 + 1,
                        disagreement: Some(found.1),
                    });
                }
                checked += batch.len() as u64;
                progress(checked, total);
            }
            Ok(CheckReport {
                cases: checked,
                disagreement: None,
            })
        }
    }
}

/// The runs of equal sizes in `sizes`, in order: `(size, how many)`.
fn size_runs(sizes: impl Iterator<Item = u64>) -> Vec<(u64, u64)> {
    let mut runs: Vec<(u64, u64)> = Vec::new();
    for size in sizes {
        match runs.last_mut() {
            Some((last, count)) if *last == size => *count += 1,
            _ => runs.push((size, 1)),
        }
    }
    runs
}

#[cfg(test)]
/// Compares the fast answer with the oracle's on each of `instances` (a list the caller chose,
/// such as every instance of some shape), stopping at the first disagreement, which it shrinks
/// as [`run`] does. `progress(done, total)` is called as cases complete.
pub(crate) fn run_on<S: Subject + Sync>(
    subject: &S,
    instances: Vec<S::Instance>,
    progress: Progress<'_>,
) -> CheckReport
where
    S::Instance: Send + Sync,
{
    let cases = instances
        .into_iter()
        .zip(1..)
        .map(|(instance, case)| (case, "every instance", instance))
        .collect();
    compare_all(subject, cases, 1, progress)
}

/// Compares each of `cases` (case number, family, instance), in batches on `jobs` threads,
/// stopping at the first disagreement, shrunk.
fn compare_all<S: Subject + Sync>(
    subject: &S,
    cases: Vec<(u64, &'static str, S::Instance)>,
    jobs: usize,
    progress: Progress<'_>,
) -> CheckReport
where
    S::Instance: Send + Sync,
{
    let total = cases.len() as u64;
    let mut done = 0;
    for batch in cases.chunks(BATCH_PER_JOB * jobs.max(1)) {
        if let Some((index, disagreement)) = first_disagreement(subject, batch, jobs) {
            return CheckReport {
                cases: done + index as u64 + 1,
                disagreement: Some(disagreement),
            };
        }
        done += batch.len() as u64;
        progress(done, total);
    }
    CheckReport {
        cases: done,
        disagreement: None,
    }
}

/// The first case of `batch` (by its place) on which the methods disagree, compared on `jobs`
/// threads, with its place and the disagreement shrunk.
fn first_disagreement<S: Subject + Sync>(
    subject: &S,
    batch: &[(u64, &'static str, S::Instance)],
    jobs: usize,
) -> Option<(usize, Disagreement)>
where
    S::Instance: Send + Sync,
{
    let disagrees = |instance: &S::Instance| {
        let (fast, brute) = (subject.fast(instance), subject.brute(instance));
        (!subject.agree(&fast, &brute)).then_some((fast, brute))
    };
    let (index, answers) = first_in_order(batch.len(), jobs, |index| disagrees(&batch[index].2))?;
    let (case, family, instance) = &batch[index];
    // Shrinking: as long as some instance one step smaller still disagrees, move to it.
    let (current, (fast, brute), _) = shrink(
        instance.clone(),
        answers,
        |instance| subject.smaller(instance),
        disagrees,
        jobs,
    );
    Some((
        index,
        Disagreement {
            case: *case,
            family: family.to_string(),
            original_size: subject.size(instance),
            size: subject.size(&current),
            input: subject.input(&current),
            fast,
            brute,
        },
    ))
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

    #[test]
    fn jobs_and_shards_change_nothing_but_the_part_checked() {
        let options = CheckOptions {
            cases: 1000,
            max_size: Some(100),
            seed: 3,
            exhaustive: None,
        };
        let spread = |jobs, index, count| Spread {
            jobs,
            shard: Shard { index, count },
            time: None,
        };
        let alone = run(&Parity, &options, &mut |_, _| {}).unwrap();
        let together = run_spread(&Parity, &options, &spread(3, 1, 1), &mut |_, _| {}).unwrap();
        assert_eq!(alone, together);
        assert_eq!(alone.disagreement.as_ref().map(|found| found.size), Some(5));
        // Every instance up to 4 agrees: the parts of an exhaustive check cover them once.
        let agreeing = CheckOptions {
            exhaustive: Some(4),
            ..options
        };
        let checked: Vec<u64> = (1..=3)
            .map(|index| {
                let report = run_spread(&Parity, &agreeing, &spread(2, index, 3), &mut |_, _| {});
                report.unwrap().cases
            })
            .collect();
        assert_eq!(checked, [2, 1, 1]);
        // The sizes to come are told first, this part's only.
        let mut told = Vec::new();
        let report = run_sized(
            &Parity,
            &CheckOptions {
                exhaustive: Some(4),
                ..options
            },
            &spread(1, 1, 2),
            &mut |_, _| {},
            &mut |sizes| told.push(sizes.to_vec()),
        );
        assert_eq!(report.unwrap().cases, 2);
        assert_eq!(told, [vec![(1, 1), (3, 1)]]);
        assert_eq!(
            size_runs([3, 3, 4, 5, 5, 5].into_iter()),
            [(3, 2), (4, 1), (5, 3)]
        );
        // Up to 40, each part reports its own first disagreement, by its number in the whole
        // check (the odd ones from 5 disagree): 5 is in part 2 of 3, 7 in part 1, 9 in part 3.
        let exhaustive = CheckOptions {
            exhaustive: Some(40),
            ..options
        };
        let cases: Vec<u64> = (1..=3)
            .map(|index| {
                let report = run_spread(&Parity, &exhaustive, &spread(2, index, 3), &mut |_, _| {});
                let found = report.unwrap().disagreement.expect("disagrees");
                assert_eq!(found.size, 5);
                found.case
            })
            .collect();
        assert_eq!(cases, [7, 5, 9]);
    }

    #[test]
    fn the_first_failure_in_order_is_found_on_any_number_of_threads() {
        for jobs in 1..=4 {
            let found = first_in_order(100, jobs, |index| (index % 7 == 6).then_some(index * 2));
            assert_eq!(found, Some((6, 12)));
            assert_eq!(first_in_order(50, jobs, |_| None::<()>), None);
        }
        assert_eq!("2/8".parse(), Ok(Shard { index: 2, count: 8 }));
        for wrong in ["0/8", "9/8", "2", "a/b", "1/0"] {
            assert!(wrong.parse::<Shard>().is_err(), "{wrong}");
        }
        assert!(Shard { index: 2, count: 3 }.holds(5));
        for cases in 0..20 {
            for (index, count) in [(1, 1), (1, 3), (2, 3), (3, 3), (5, 7)] {
                let shard = Shard { index, count };
                let held = (1..=cases).filter(|&case| shard.holds(case)).count() as u64;
                assert_eq!(shard.count_of(cases), held, "{cases} {shard}");
            }
        }
        // A time limit stops a check that would otherwise run for long.
        let timed = Spread {
            time: Some(Duration::from_millis(50)),
            ..Spread::default()
        };
        let options = CheckOptions {
            cases: u64::MAX,
            max_size: Some(4),
            seed: 0,
            exhaustive: None,
        };
        let report = run_spread(&Parity, &options, &timed, &mut |_, total| {
            assert_eq!(total, 0)
        });
        assert!(report.unwrap().cases > 0);
        assert!(!Shard { index: 2, count: 3 }.holds(6));
    }
}
