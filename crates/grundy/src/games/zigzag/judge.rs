//! `grundy judge zigzag`: the interactor's side of the dialogue. It reads a file of games (the
//! hack format, any number of games), runs the player through a [`Launcher`], and plays Alice
//! against it: every Alice line for `n <= 6` (replaying the player, which cannot be forked),
//! greedy and random lines beyond, or one random line per game (`--random`). Every token the
//! player sends is checked; an invalid move gets `-2`. If the player chooses Alice, the judge plays
//! Bob's stable-matching strategy.

use std::collections::HashMap;
use std::io::Write;

use super::matching::Matching;
use super::matrix::{self, Matrix, CONTEST_MAX_N, CONTEST_MAX_T};
use super::protocol::{number, shown, Number};
use super::walk::{Direction, Walk};
use crate::game::interactive::{Channel, Ended, JudgeOptions, Launcher, ProtocolError};
use crate::input::Scanner;
use crate::random::Random;

/// The largest `n` whose Alice lines are all searched.
pub(crate) const MAX_SEARCH_N: usize = 6;
/// The most games of one replay run: the contest's limit on `t`, so that a player written for
/// the contest takes them.
const RUN_GAMES: usize = CONTEST_MAX_T as usize;

/// How Alice chooses her moves on a line that is not searched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Policy {
    /// The move that leaves Bob the fewest legal replies.
    Greedy,
    /// The edge nearest to the last weight.
    Nearest,
    /// The edge farthest from the last weight.
    Farthest,
    /// A uniformly random legal move.
    Random,
}

const POLICIES: [Policy; 4] = [
    Policy::Greedy,
    Policy::Nearest,
    Policy::Farthest,
    Policy::Random,
];

/// How a game's lines are chosen.
enum Plan {
    /// Every Alice line, depth first over a stack of decision prefixes. A decision is the first
    /// choice `direction · 2n + start` or a move (0-based node); `replies` records the player's
    /// reply after each prefix of decisions.
    Search {
        stack: Vec<Vec<usize>>,
        replies: HashMap<Vec<usize>, usize>,
        strict: bool,
    },
    /// `total` lines by the policies in rotation (`random`: uniformly random lines).
    Lines { total: u64, random: bool },
}

/// One game of the file and what the judge has found so far.
struct Game {
    number: usize,
    matrix: Matrix,
    plan: Plan,
    played: u64,
    /// How many of them the player won.
    won: u64,
    longest: Option<(usize, String)>,
    failure: Option<String>,
    no_proof: Option<String>,
}

/// How a line ended.
enum LineEnd {
    /// The player won it: the line in words and its number of moves.
    Won(String, usize),
    /// The player was rejected (or lost): why.
    Rejected(String),
}

/// What the judge waited for when the player's channel ended early.
#[derive(Clone, Copy)]
enum Awaited<'w> {
    /// The player to read what the judge sent (`what` names it).
    Reading(&'w str),
    /// A reply of the player (`what` names what was expected).
    Reply(&'w str),
    /// The player to exit after the last game.
    Exit,
}

/// The text for a channel that ended early while the judge waited for `awaited`.
fn ended(awaited: Awaited<'_>, end: &Ended, timeout_words: &str) -> String {
    match (end, awaited) {
        (Ended::Extra(token), _) => {
            format!("the player printed '{}' after the last game", shown(token))
        }
        (Ended::Exit(status), _) => format!("after the last game, the player {status}"),
        (Ended::Timeout, Awaited::Reading(what)) => {
            format!("the player did not read {what} within {timeout_words}")
        }
        (Ended::Timeout, Awaited::Reply(what)) => {
            format!("no reply within {timeout_words} where {what} was expected")
        }
        (Ended::Timeout, Awaited::Exit) => {
            format!("the player did not exit within {timeout_words} after the last game")
        }
        (Ended::Closed, Awaited::Reading(what)) => {
            format!("the player closed its input or exited before reading {what}")
        }
        (Ended::Closed, Awaited::Reply(what)) => {
            format!("the player closed its output or exited where {what} was expected")
        }
        (Ended::Closed, Awaited::Exit) => "the player closed its output".to_string(),
        (Ended::Io(message), Awaited::Reading(what)) => {
            format!("sending {what} to the player failed: {message}")
        }
        (Ended::Io(message), Awaited::Reply(what)) => {
            format!("talking to the player failed where {what} was expected: {message}")
        }
        (Ended::Io(message), Awaited::Exit) => {
            format!("waiting for the player to exit failed: {message}")
        }
    }
}

/// "`count` Alice lines won", in the singular for 1.
fn lines_won(count: u64) -> String {
    format!(
        "{count} Alice line{} won",
        if count == 1 { "" } else { "s" }
    )
}

/// A line of Alice in words: her direction and start, then every move.
fn line_words(walk: &Walk<'_>) -> String {
    let mut text = format!("{} {}", walk.alice().letter(), walk.start() + 1);
    let moves: Vec<String> = walk.path()[1..]
        .iter()
        .map(|node| (node + 1).to_string())
        .collect();
    if !moves.is_empty() {
        text.push_str(", then ");
        text.push_str(&moves.join(" "));
    }
    text
}

/// The one line of one game in a run: the judge's side, either Alice's or Bob's.
struct Line<'g> {
    game: &'g mut Game,
    channel: &'g mut dyn Channel,
    random: &'g mut Random,
    timeout_words: &'g str,
    notes: &'g mut dyn Write,
}

impl Line<'_> {
    fn send(&mut self, text: &str) -> Result<(), String> {
        self.channel.send(text).map_err(|end| {
            ended(
                Awaited::Reading("the judge's line"),
                &end,
                self.timeout_words,
            )
        })
    }

    fn receive(&mut self, what: &str) -> Result<String, String> {
        self.channel
            .receive()
            .map_err(|end| ended(Awaited::Reply(what), &end, self.timeout_words))
    }

    /// Rejects an invalid token: sends `-2` (the player may be gone already) and says why.
    fn invalid(&mut self, why: String) -> LineEnd {
        let _ = self.channel.send("-2");
        LineEnd::Rejected(why)
    }

    /// Plays the line: sends the game, reads the player's side, plays the other.
    fn play(&mut self, line_index: u64) -> LineEnd {
        let matrix = self.game.matrix.clone();
        let mut text = format!("{}", matrix.n());
        for row in matrix.weights().chunks(matrix.n()) {
            text.push('\n');
            let row: Vec<String> = row.iter().map(u64::to_string).collect();
            text.push_str(&row.join(" "));
        }
        if let Err(why) = self.send(&text) {
            return LineEnd::Rejected(why);
        }
        let side = match self.receive("the player's side A or B") {
            Ok(side) => side,
            Err(why) => return LineEnd::Rejected(why),
        };
        match side.as_str() {
            "B" => self.play_alice(&matrix, line_index),
            "A" => self.play_bob(&matrix),
            other => self.invalid(format!(
                "the player sent '{}' where A or B was expected",
                shown(other)
            )),
        }
    }

    /// Reads the player's move (Bob's, or Alice's when `alice`) and checks it.
    fn player_move(&mut self, walk: &Walk<'_>, player_is: &str) -> Result<usize, LineEnd> {
        let what = format!("{player_is}'s move");
        let token = self
            .receive(&what)
            .map_err(|why| LineEnd::Rejected(format!("{why}, on the line {}", line_words(walk))))?;
        match number(&token, &what) {
            Number::Value(node) => match walk.why_illegal(node) {
                None => Ok(node as usize - 1),
                Some(why) => Err(self.invalid(format!(
                    "invalid move {node} ({why}) on the line {}",
                    line_words(walk)
                ))),
            },
            Number::Minus(1) => Err(LineEnd::Rejected(format!(
                "the player ({player_is}) sent -1 (it gives up or has no move) on the line {}",
                line_words(walk)
            ))),
            Number::Minus(_) | Number::Bad(_) => Err(self.invalid(format!(
                "the player sent '{}' where {what} was expected, on the line {}",
                shown(&token),
                line_words(walk)
            ))),
        }
    }

    /// The judge as Alice (the player chose Bob).
    fn play_alice(&mut self, matrix: &Matrix, line_index: u64) -> LineEnd {
        let nodes = matrix.nodes();
        // The line's first choice and how the rest is chosen.
        let (prefix, policy) = match &mut self.game.plan {
            Plan::Search { stack, .. } => (Some(stack.pop().unwrap_or_default()), None),
            Plan::Lines { total, random } => {
                let policy = if *random {
                    Policy::Random
                } else {
                    POLICIES[(line_index / 2 % 4) as usize]
                };
                let first = if *random {
                    self.random.index(2 * nodes)
                } else {
                    let direction = (line_index % 2) as usize;
                    let start = line_index as usize * nodes / (*total).max(1) as usize % nodes;
                    direction * nodes + start
                };
                (None, Some((first, policy)))
            }
        };
        let mut decisions: Vec<usize> = Vec::new();
        let first = match (&prefix, policy) {
            (Some(prefix), _) => match prefix.first() {
                Some(&first) => first,
                None => {
                    self.push_alternatives(&[], (1..2 * nodes).collect());
                    0
                }
            },
            (None, Some((first, _))) => first,
            (None, None) => 0,
        };
        decisions.push(first);
        let alice = Direction::BOTH[first / nodes];
        let mut walk = Walk::new(matrix, alice, first % nodes);
        if let Err(why) = self.send(&format!("{} {}", alice.letter(), first % nodes + 1)) {
            return LineEnd::Rejected(why);
        }
        loop {
            let reply = match self.player_move(&walk, "Bob") {
                Ok(reply) => reply,
                Err(end) => return end,
            };
            if let Err(end) = self.record(&decisions, reply, &walk) {
                return end;
            }
            walk.play(reply);
            let moves = walk.legal_moves();
            if moves.is_empty() {
                if let Err(why) = self.send("-1") {
                    return LineEnd::Rejected(why);
                }
                return LineEnd::Won(line_words(&walk), walk.moves());
            }
            let depth = decisions.len();
            let choice = match (&prefix, policy) {
                (Some(prefix), _) => match prefix.get(depth) {
                    Some(&planned) if moves.contains(&planned) => planned,
                    _ => {
                        self.push_alternatives(&decisions, moves[1..].to_vec());
                        moves[0]
                    }
                },
                (None, Some((_, policy))) => self.choose(&walk, &moves, policy),
                (None, None) => moves[0],
            };
            decisions.push(choice);
            walk.play(choice);
            if let Err(why) = self.send(&(choice + 1).to_string()) {
                return LineEnd::Rejected(why);
            }
        }
    }

    /// Pushes the prefixes `decisions + [alternative]`, the first alternative on top.
    fn push_alternatives(&mut self, decisions: &[usize], alternatives: Vec<usize>) {
        if let Plan::Search { stack, .. } = &mut self.game.plan {
            for alternative in alternatives.into_iter().rev() {
                let mut prefix = decisions.to_vec();
                prefix.push(alternative);
                stack.push(prefix);
            }
        }
    }

    /// Records the player's reply after `decisions`; a reply that differs from an earlier run's
    /// is reported (and, strictly, rejects the player).
    fn record(
        &mut self,
        decisions: &[usize],
        reply: usize,
        walk: &Walk<'_>,
    ) -> Result<(), LineEnd> {
        let Plan::Search {
            replies, strict, ..
        } = &mut self.game.plan
        else {
            return Ok(());
        };
        match replies.get(decisions) {
            Some(&earlier) if earlier != reply => {
                let message = format!(
                    "the player replied {} on the line {} where an earlier run replied {}",
                    reply + 1,
                    line_words(walk),
                    earlier + 1
                );
                if *strict {
                    return Err(LineEnd::Rejected(format!("not deterministic: {message}")));
                }
                let _ = writeln!(
                    self.notes,
                    "note: game {}: {message}; the search goes on along the replies it sees and \
                     is no proof",
                    self.game.number
                );
                self.game.no_proof.get_or_insert(message);
            }
            Some(_) => {}
            None => {
                replies.insert(decisions.to_vec(), reply);
            }
        }
        Ok(())
    }

    /// Alice's move by `policy`, ties broken at random.
    fn choose(&mut self, walk: &Walk<'_>, moves: &[usize], policy: Policy) -> usize {
        let matrix = walk.matrix();
        let current = walk.current();
        let last = walk.last_weight().unwrap_or_default();
        let score = |node: usize| -> u64 {
            match policy {
                Policy::Greedy => walk.replies_after(node) as u64,
                Policy::Nearest => matrix.weight(current, node).abs_diff(last),
                Policy::Farthest => u64::MAX - matrix.weight(current, node).abs_diff(last),
                Policy::Random => 0,
            }
        };
        let scores: Vec<u64> = moves.iter().map(|&node| score(node)).collect();
        let best = scores.iter().copied().min().unwrap_or(0);
        let tied: Vec<usize> = moves
            .iter()
            .zip(&scores)
            .filter(|&(_, &score)| score == best)
            .map(|(&node, _)| node)
            .collect();
        tied[self.random.index(tied.len())]
    }

    /// The judge as Bob (the player chose Alice): the stable-matching strategy.
    fn play_bob(&mut self, matrix: &Matrix) -> LineEnd {
        let letter = match self.receive("the player's direction I or D") {
            Ok(letter) => letter,
            Err(why) => return LineEnd::Rejected(why),
        };
        let Some(alice) = Direction::from_letter(&letter) else {
            return self.invalid(format!(
                "the player chose A and sent '{}' where its direction I or D was expected",
                shown(&letter)
            ));
        };
        let token = match self.receive("the player's start node") {
            Ok(token) => token,
            Err(why) => return LineEnd::Rejected(why),
        };
        let nodes = matrix.nodes() as u64;
        let start = match number(&token, "the start node") {
            Number::Value(start) if (1..=nodes).contains(&start) => start as usize - 1,
            _ => {
                return self.invalid(format!(
                    "the player chose A and sent '{}' where a start node 1..{nodes} was expected",
                    shown(&token)
                ))
            }
        };
        let matching = Matching::stable(matrix, alice, matrix.is_left(start));
        let mut walk = Walk::new(matrix, alice, start);
        loop {
            let to = matching.partner(walk.current());
            if walk.why_illegal(to as u64 + 1).is_some() {
                let _ = self.channel.send("-1");
                let _ = writeln!(
                    self.notes,
                    "error: game {}: the judge's Bob has no legal move on the line {}: the \
                     strategy has a bug",
                    self.game.number,
                    line_words(&walk)
                );
                return LineEnd::Won(line_words(&walk), walk.moves());
            }
            walk.play(to);
            if let Err(why) = self.send(&(to + 1).to_string()) {
                return LineEnd::Rejected(why);
            }
            match self.player_move(&walk, "Alice") {
                Ok(node) => walk.play(node),
                Err(LineEnd::Rejected(why)) => {
                    return LineEnd::Rejected(format!(
                        "the player chose A (Alice), and the judge's Bob wins: {why}"
                    ))
                }
                Err(end) => return end,
            }
        }
    }
}

impl Game {
    /// Whether the game has lines left to play.
    fn pending(&self, max_lines: u64) -> u64 {
        if self.failure.is_some() {
            return 0;
        }
        match &self.plan {
            Plan::Search { stack, .. } => {
                (stack.len() as u64).min(max_lines.saturating_sub(self.played))
            }
            Plan::Lines { total, .. } => total.saturating_sub(self.played),
        }
    }

    /// The game's line of the report.
    fn report(&self, options: &JudgeOptions) -> String {
        let n = self.matrix.n();
        if let Some(failure) = &self.failure {
            return format!(
                "game {}: WRONG ANSWER: n = {n}: {failure} (after {})",
                self.number,
                lines_won(self.won)
            );
        }
        let mut text = format!("game {}: OK: n = {n}, ", self.number);
        let lines = if self.played == 1 { "line" } else { "lines" };
        match &self.plan {
            Plan::Search { stack, .. } => {
                text.push_str(&format!("{} Alice {lines} won, ", self.played));
                if stack.is_empty() {
                    text.push_str("search complete (every direction, start and move)");
                } else {
                    text.push_str(&format!(
                        "search incomplete (--max-lines {} reached)",
                        options.max_lines
                    ));
                }
                if self.no_proof.is_some() {
                    text.push_str(", no proof: the player's replies differed on a replay");
                }
            }
            Plan::Lines { random: true, .. } => {
                text.push_str(&format!("{} random Alice {lines} won", self.played));
            }
            Plan::Lines { .. } => text.push_str(&format!(
                "{} Alice {lines} won (directions alternating, starts spread, policies greedy, \
                 nearest, farthest and random)",
                self.played
            )),
        }
        if let Some((moves, line)) = &self.longest {
            let plural = if *moves == 1 { "" } else { "s" };
            text.push_str(&format!("; longest: {line} ({moves} move{plural})"));
        }
        text
    }
}

/// Reads the test file: `t`, then the games.
fn read_games(file: &[u8]) -> Result<Vec<Matrix>, ProtocolError> {
    let bad = |error: crate::input::InputError| ProtocolError {
        status: 2,
        message: error.to_string().replacen("(test ", "(game ", 1),
    };
    let mut scanner = Scanner::new(file);
    let count = scanner
        .next_in_range("the number of games t", 1, u64::MAX)
        .map_err(bad)?;
    let mut games = Vec::new();
    for game in 1..=count {
        scanner.set_test(Some(game as usize));
        games.push(matrix::read(&mut scanner).map_err(bad)?);
    }
    scanner.expect_end().map_err(bad)?;
    Ok(games)
}

/// The judge: see the module's documentation.
pub(crate) fn judge(
    file: &[u8],
    options: &JudgeOptions,
    launcher: &mut dyn Launcher,
    report: &mut dyn Write,
    notes: &mut dyn Write,
) -> Result<bool, ProtocolError> {
    let matrices = read_games(file)?;
    let io = |error: std::io::Error| ProtocolError {
        status: 1,
        message: format!("cannot write the report: {error}"),
    };
    if let Some(big) = matrices.iter().position(|m| m.n() > MAX_SEARCH_N) {
        if options.exhaustive {
            return Err(ProtocolError {
                status: 2,
                message: format!(
                    "--exhaustive searches games with n <= {MAX_SEARCH_N}; game {} has n = {}",
                    big + 1,
                    matrices[big].n()
                ),
            });
        }
    }
    if matrices.len() as u64 > CONTEST_MAX_T {
        writeln!(notes, "warning: the file has t = {} games; Codeforces would reject it as a hack (t <= {CONTEST_MAX_T})", matrices.len()).map_err(io)?;
    }
    for (index, matrix) in matrices.iter().enumerate() {
        if matrix.n() > CONTEST_MAX_N || !matrix.is_contest_permutation() {
            writeln!(
                notes,
                "warning: game {}: {}; Codeforces would reject it as a hack",
                index + 1,
                if matrix.n() > CONTEST_MAX_N {
                    format!("n = {} > {CONTEST_MAX_N}", matrix.n())
                } else {
                    "the weights are not a permutation of 1..n²".to_string()
                }
            )
            .map_err(io)?;
        }
    }
    let mut games: Vec<Game> = matrices
        .into_iter()
        .enumerate()
        .map(|(index, matrix)| {
            let plan = if options.random {
                Plan::Lines {
                    total: 1,
                    random: true,
                }
            } else if matrix.n() <= MAX_SEARCH_N {
                Plan::Search {
                    stack: vec![Vec::new()],
                    replies: HashMap::new(),
                    strict: options.exhaustive,
                }
            } else {
                Plan::Lines {
                    total: options.lines.max(1),
                    random: false,
                }
            };
            Game {
                number: index + 1,
                matrix,
                plan,
                played: 0,
                won: 0,
                longest: None,
                failure: None,
                no_proof: None,
            }
        })
        .collect();
    let mut random = Random::from_seed(options.seed);
    let mut judging = Judging {
        launcher,
        timeout: options.timeout,
        random: &mut random,
        notes,
    };
    // The first pass: every game once, in order (again from the game after a rejection).
    let mut next = 0;
    while next < games.len() {
        let run: Vec<usize> = (next..games.len()).collect();
        next = judging.run(&mut games, &run)?;
    }
    // The replays: runs of up to 50 copies of one game.
    for index in 0..games.len() {
        loop {
            let count = games[index]
                .pending(options.max_lines)
                .min(RUN_GAMES as u64) as usize;
            if count == 0 {
                break;
            }
            judging.run(&mut games, &vec![index; count])?;
        }
    }
    let mut won = true;
    let mut lines = 0;
    let mut first_failure = None;
    for game in &games {
        writeln!(report, "{}", game.report(options)).map_err(io)?;
        lines += game.won;
        if let Some(failure) = &game.failure {
            won = false;
            first_failure.get_or_insert((game.number, failure.clone()));
        }
    }
    match first_failure {
        None => writeln!(
            report,
            "OK: {} game{}, {}",
            games.len(),
            if games.len() == 1 { "" } else { "s" },
            lines_won(lines)
        ),
        Some((number, failure)) => writeln!(report, "WRONG ANSWER: game {number}: {failure}"),
    }
    .map_err(io)?;
    Ok(won)
}

/// What the runs share.
struct Judging<'a> {
    launcher: &'a mut dyn Launcher,
    timeout: std::time::Duration,
    random: &'a mut Random,
    notes: &'a mut dyn Write,
}

impl Judging<'_> {
    /// One run of the player on the games `run` (indices, repeated for replays): returns the
    /// index after the last game it finished (all of them, or up to the one that failed).
    fn run(&mut self, games: &mut [Game], run: &[usize]) -> Result<usize, ProtocolError> {
        let mut channel = self
            .launcher
            .launch()
            .map_err(|message| ProtocolError { status: 2, message })?;
        let timeout_words = &format!("{} s", self.timeout.as_secs_f64());
        let mut outcome = channel
            .send(&run.len().to_string())
            .map_err(|end| ended(Awaited::Reading("the number of games"), &end, timeout_words));
        let mut last = run[0];
        for &index in run {
            if outcome.is_err() {
                break;
            }
            last = index;
            let line_index = games[index].played;
            let end = Line {
                game: &mut games[index],
                channel: channel.as_mut(),
                random: self.random,
                timeout_words,
                notes: self.notes,
            }
            .play(line_index);
            let game = &mut games[index];
            game.played += 1;
            match end {
                LineEnd::Won(line, moves) => {
                    game.won += 1;
                    if game
                        .longest
                        .as_ref()
                        .map_or(true, |(longest, _)| moves > *longest)
                    {
                        game.longest = Some((moves, line));
                    }
                }
                LineEnd::Rejected(why) => outcome = Err(why),
            }
        }
        match outcome {
            Ok(()) => {
                if let Err(end) = channel.finish() {
                    games[last].failure = Some(ended(Awaited::Exit, &end, timeout_words));
                }
                Ok(run[run.len() - 1] + 1)
            }
            Err(why) => {
                channel.stop();
                games[last].failure = Some(why);
                Ok(last + 1)
            }
        }
    }
}
