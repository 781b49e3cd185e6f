//! A game's instances for `grundy check` (and the tools built on it): random instances of its
//! generator's families, every instance up to a size, and smaller instances to shrink a failure
//! to. The answers are compared through the [`driver`] on the instance written as
//! an input file, by both methods, so the check covers exactly what `grundy solve` runs (the
//! streaming fast paths too) and no game writes its own comparison.
//!
//! The comparison: the contest output of the fast solver equals the oracle's; in each test's
//! JSON report every key both methods give is the same (the verdict, the game's values that the
//! oracle also computes, every root's value where the game offers `--all-roots`); the winning
//! moves the fast solver names are winning moves the oracle finds (the oracle finds them all),
//! and where the fast solver says it named them all, they are exactly the oracle's.

use std::io::Write;
use std::marker::PhantomData;

use serde_json::Value;

use super::{driver, Contest, Tests};
use crate::check::Subject;
use crate::random::Random;
use crate::solve::{GenerateError, GenerateOptions, Method, Report, SolveOptions};

/// A game's instances: what `grundy check` compares the two methods on.
pub trait Families: Contest {
    /// One instance: one test of the game (its input file holds this one test).
    type Instance: Clone + Send + Sync;

    /// The smallest size an instance can have.
    const MIN_SIZE: u64;
    /// The largest size the oracle finishes.
    const MAX_BRUTE_SIZE: u64;
    /// The largest size `--exhaustive` accepts: every instance of every size up to it is
    /// checked within about a minute.
    const MAX_EXHAUSTIVE_SIZE: u64;
    /// The size `grundy gen` writes without `--n` (in the generator's unit, the `--n` of the
    /// game's page, which states it): a few items, whose tests the oracle also solves. By
    /// default 5, or the largest size the oracle finishes where that is smaller.
    const DEFAULT_SIZE: u64 = if Self::MAX_BRUTE_SIZE < 5 {
        Self::MAX_BRUTE_SIZE
    } else {
        5
    };

    /// The names of the generator's families; the first is the default.
    fn family_names() -> Vec<&'static str>;
    /// Writes a valid input from a named family (`grundy gen`): the options are checked against
    /// the game's limits first.
    fn generate(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), GenerateError>;
    /// The families `grundy check` draws random instances from: the generator's, unless the
    /// game checks on families of its own (shapes the generator's limits leave out).
    fn check_family_names() -> Vec<&'static str> {
        Self::family_names()
    }
    /// A random instance of the named family and of this size, small enough in its numbers for
    /// the oracle.
    fn random(family: &str, size: u64, random: &mut Random) -> Self::Instance;
    /// Every instance of this size, each up to isomorphism once.
    fn every(size: u64) -> Vec<Self::Instance>;
    /// An instance's size.
    fn size(instance: &Self::Instance) -> u64;
    /// Instances one step smaller, to shrink a disagreement.
    fn smaller(instance: &Self::Instance) -> Vec<Self::Instance>;
    /// The instance as an input file in the game's format.
    fn input(instance: &Self::Instance) -> String;
    /// Where the fast solver's answer rests on a strategy that a player follows move by move
    /// (zigzag's Bob), why that strategy fails on the instance, found by playing it against
    /// every line of the opponent; `None` when it holds (or the game has no such strategy). A
    /// failure is the fast method's answer in the check, so it shows as a disagreement.
    fn strategy_failure(instance: &Self::Instance) -> Option<String> {
        let _ = instance;
        None
    }

    /// What the numbers of an instance are (`heap sizes`), where `grundy stress --max-value`
    /// bounds them; `None` where the game has no such numbers to bound.
    const VALUES: Option<&'static str> = None;

    /// A random instance as [`Families::random`] gives it, with its numbers (the
    /// [`Families::VALUES`]) at most `max_value`; the games without values ignore the bound.
    fn random_with_values(
        family: &str,
        size: u64,
        max_value: u64,
        random: &mut Random,
    ) -> Self::Instance {
        let _ = max_value;
        Self::random(family, size, random)
    }

    /// One input file holding `instances` as its tests, in order (`grundy stress --tests`):
    /// the count then each test where the input opens with the number of tests, the tests one
    /// after the other where they run to the end of the input; `None` for more than one
    /// instance where the input holds one test (or one board and its queries).
    fn tests_input(instances: &[Self::Instance]) -> Option<String> {
        match (Self::TESTS, instances) {
            (_, [one]) => Some(Self::input(one)),
            (Tests::Counted(_), _) => {
                let mut text = format!("{}\n", instances.len());
                for instance in instances {
                    // Each instance's file opens with its count of tests, `1`.
                    let file = Self::input(instance);
                    text.push_str(file.split_once('\n').map_or("", |(_, tests)| tests));
                }
                Some(text)
            }
            (Tests::UntilEnd, _) => Some(instances.iter().map(Self::input).collect()),
            (Tests::One | Tests::Queries, _) => None,
        }
    }

    /// One test's JSON report as `grundy check` compares it. A game whose methods may rightly
    /// name different moves, each from a strategy of its own, takes them out here and checks the
    /// fast method's in [`Families::strategy_failure`] instead (pebble-game's first moves).
    fn compared(report: &mut serde_json::Map<String, Value>) {
        let _ = report;
    }
}

/// A game's check: its [`Families`] compared through the driver.
pub struct Checked<G>(PhantomData<fn() -> G>);

impl<G> Default for Checked<G> {
    fn default() -> Self {
        Checked(PhantomData)
    }
}

/// The answers of one method on an input: the contest output, then the JSON report of each
/// test with every move (and every root, where the game offers it), without the key that names
/// the method; where the game is also played on graphs with cycles (`--loopy`), the same again
/// in that mode. A refusal or an error is the answer `error: ...`.
fn answers<G: Families>(input: &str, method: Method) -> String {
    let mut text = answers_in_mode::<G>(input, method, false);
    if G::LOOPY.is_some() {
        text.push_str("--loopy\n");
        text.push_str(&answers_in_mode::<G>(input, method, true));
    }
    text
}

/// [`answers`] with `--loopy` or without, each ending in a line break.
fn answers_in_mode<G: Families>(input: &str, method: Method, loopy: bool) -> String {
    let run = |report, all| {
        let options = SolveOptions {
            method,
            report,
            all,
            all_roots: all && G::ALL_ROOTS.is_some(),
            loopy,
        };
        let mut out = Vec::new();
        driver::solve::<G>(input.as_bytes(), &options, &mut out)
            .map(|()| String::from_utf8_lossy(&out).into_owned())
            .map_err(|error| format!("error: {error}"))
    };
    // The fast method's contest output has a path of its own (the streaming one, with no report),
    // so it runs apart; the oracle's contest output is the JSON reports' answers (the same
    // `Answer::contest`), which spares the slowest search of a check running twice.
    let contest = match method {
        Method::Fast => match run(Report::Contest, false) {
            Ok(contest) => Some(contest),
            Err(error) => return error + "\n",
        },
        Method::Brute => None,
    };
    let json = match run(Report::Json, true) {
        Ok(json) => json,
        Err(error) => return error + "\n",
    };
    let objects: Vec<Value> = json
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_default())
        .collect();
    let mut text = contest.unwrap_or_else(|| {
        objects
            .iter()
            .map(|object| format!("{}\n", object["answer"].as_str().unwrap_or_default()))
            .collect()
    });
    for mut object in objects {
        if let Some(object) = object.as_object_mut() {
            object.remove("method");
            G::compared(object);
        }
        text.push_str(&object.to_string());
        text.push('\n');
    }
    text
}

/// Whether the reports of one test agree: every key both give is equal (a key only one gives,
/// such as a quantity of the theory, is not compared), except the winning moves: each one the
/// fast method names is one the oracle finds, all of them where it says it named them all, and
/// at least one where the oracle finds one.
fn reports_agree(fast: &Value, brute: &Value) -> bool {
    let (Some(fast), Some(brute)) = (fast.as_object(), brute.as_object()) else {
        return false;
    };
    // A key either method leaves out or writes as null is not compared.
    let shared_keys_agree = fast.iter().all(|(key, value)| {
        key.starts_with("winning_moves")
            || value.is_null()
            || brute
                .get(key)
                .filter(|other| !other.is_null())
                .map_or(true, |other| other == value)
    });
    let moves = |object: &serde_json::Map<String, Value>| {
        object
            .get("winning_moves")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    let (named, found) = (moves(fast), moves(brute));
    let complete = fast.get("winning_moves_complete") == Some(&Value::Bool(true));
    shared_keys_agree
        && named
            .iter()
            .all(|named| found.iter().any(|found| same_move(named, found)))
        && (!complete || named.len() == found.len())
        // A method that names only some winning moves still names one where one exists.
        && named.is_empty() == found.is_empty()
}

/// Whether two reported moves are the same move: equal, or objects that agree on every key they
/// share (the fast solver may add values of its theory that the oracle does not give).
fn same_move(named: &Value, found: &Value) -> bool {
    match (named, found) {
        (Value::Object(named), Value::Object(found)) => {
            let mut shared = named
                .iter()
                .filter(|(key, _)| found.contains_key(*key))
                .peekable();
            shared.peek().is_some() && shared.all(|(key, value)| found[key] == *value)
        }
        _ => named == found,
    }
}

impl<G: Families> Subject for Checked<G> {
    type Instance = G::Instance;

    fn min_size(&self) -> u64 {
        G::MIN_SIZE
    }

    fn max_brute_size(&self) -> u64 {
        G::MAX_BRUTE_SIZE
    }

    fn max_exhaustive_size(&self) -> u64 {
        G::MAX_EXHAUSTIVE_SIZE
    }

    fn families(&self) -> Vec<&'static str> {
        G::check_family_names()
    }

    fn random(&self, family: &str, size: u64, random: &mut Random) -> G::Instance {
        G::random(family, size, random)
    }

    fn all(&self, size: u64) -> Vec<G::Instance> {
        G::every(size)
    }

    fn size(&self, instance: &G::Instance) -> u64 {
        G::size(instance)
    }

    fn fast(&self, instance: &G::Instance) -> String {
        let answers = answers::<G>(&G::input(instance), Method::Fast);
        match G::strategy_failure(instance) {
            Some(failure) => format!("strategy fails: {failure}\n{answers}"),
            None => answers,
        }
    }

    fn brute(&self, instance: &G::Instance) -> String {
        answers::<G>(&G::input(instance), Method::Brute)
    }

    fn agree(&self, fast: &str, brute: &str) -> bool {
        let (fast, brute): (Vec<&str>, Vec<&str>) =
            (fast.lines().collect(), brute.lines().collect());
        fast.len() == brute.len()
            && fast.iter().zip(&brute).all(|(fast, brute)| {
                match (
                    serde_json::from_str::<Value>(fast),
                    serde_json::from_str::<Value>(brute),
                ) {
                    (Ok(fast @ Value::Object(_)), Ok(brute @ Value::Object(_))) => {
                        reports_agree(&fast, &brute)
                    }
                    _ => fast == brute,
                }
            })
    }

    fn smaller(&self, instance: &G::Instance) -> Vec<G::Instance> {
        G::smaller(instance)
    }

    fn input(&self, instance: &G::Instance) -> String {
        G::input(instance)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::Nim;

    fn agree(fast: &str, brute: &str) -> bool {
        Checked::<Nim>::default().agree(fast, brute)
    }

    #[test]
    fn named_moves_must_be_found_and_complete_lists_equal() {
        let line = |complete: bool, moves: &str| {
            format!(
                "Yes\n{{\"answer\":\"Yes\",\"nim_sum\":1,\"test\":1,\"verdict\":\"first\",\
                 \"winning_moves\":{moves},\"winning_moves_complete\":{complete}}}\n"
            )
        };
        let all = line(true, r#"[{"heap":1,"new_size":2},{"heap":2,"new_size":0}]"#);
        assert!(agree(&all, &all));
        // A fast method that names one of them agrees; one that names a move not found does not.
        assert!(agree(&line(false, r#"[{"heap":2,"new_size":0}]"#), &all));
        assert!(!agree(&line(false, r#"[{"heap":3,"new_size":0}]"#), &all));
        // Complete lists must be the same moves.
        assert!(!agree(&line(true, r#"[{"heap":2,"new_size":0}]"#), &all));
        // Extra keys of the theory (values) are not compared; shared keys are.
        assert!(agree(
            &line(false, r#"[{"heap":2,"new_size":0,"value":5}]"#),
            &all
        ));
        assert!(!agree(
            &line(false, r#"[{"heap":2,"new_size":1,"value":5}]"#),
            &all
        ));
        // Different verdicts, contest lines or shared facts never agree.
        assert!(!agree(&all.replace("\"first\"", "\"second\""), &all));
        assert!(!agree(&all.replacen("Yes", "No", 1), &all));
        assert!(!agree(&all.replace("\"nim_sum\":1", "\"nim_sum\":3"), &all));
        assert!(agree(&all.replace("\"nim_sum\":1,", ""), &all));
        assert!(agree(
            &all.replace("\"nim_sum\":1,", "\"nim_sum\":null,"),
            &all
        ));
        assert!(!agree("error: line 1: bad", &all));
        // Naming no move where the oracle finds some is a disagreement, even when incomplete.
        assert!(!agree(&line(false, "[]"), &all));
    }

    #[test]
    fn the_check_runs_the_driver_on_both_methods() {
        let checked = Checked::<Nim>::default();
        let heaps = vec![3, 5, 7];
        let fast = checked.fast(&heaps);
        assert!(fast.starts_with("Yes\n{\"answer\":\"Yes\""), "{fast}");
        assert!(!fast.contains("method"), "{fast}");
        assert!(checked.agree(&fast, &checked.brute(&heaps)));
    }
}
