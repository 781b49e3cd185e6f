//! One game's answer by either method and its reports: the contest line (`B`, the side to
//! choose), `--explain` (Bob's four matchings and why each answers every Alice move) and
//! `--json` (`strategy`: the four matchings).

use std::fmt::Write as _;

use serde_json::{Map, Value};

use super::matching::{case_name, Matching};
use super::matrix::Matrix;
use super::walk::Direction;
use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};

/// What a method found about one game.
#[derive(Debug, Clone)]
pub(crate) enum Found {
    /// The fast method: Bob wins by the stable matchings, given when a report asks for them.
    Theory(Option<(Matrix, Vec<Matching>)>),
    /// The oracle: for every direction and start node, whether Bob wins; and the positions
    /// searched.
    Search {
        bob_wins: Vec<(Direction, usize, bool)>,
        positions: usize,
    },
}

/// One game's answer.
#[derive(Debug, Clone)]
pub(crate) struct ZigzagAnswer {
    /// `n`.
    pub(crate) n: usize,
    /// What was found.
    pub(crate) found: Found,
}

impl ZigzagAnswer {
    /// Whether Bob wins every direction and start (always, by the theory).
    fn bob_wins(&self) -> bool {
        match &self.found {
            Found::Theory(_) => true,
            Found::Search { bob_wins, .. } => bob_wins.iter().all(|&(_, _, wins)| wins),
        }
    }

    /// Alice's winning choices, as the protocol writes them (`I 3`): none by the theory.
    fn alice_wins(&self) -> Vec<String> {
        match &self.found {
            Found::Theory(_) => Vec::new(),
            Found::Search { bob_wins, .. } => bob_wins
                .iter()
                .filter(|&&(_, _, wins)| !wins)
                .map(|&(alice, start, _)| format!("{} {}", alice.letter(), start + 1))
                .collect(),
        }
    }
}

impl Answer for ZigzagAnswer {
    fn verdict(&self) -> Option<Verdict> {
        Some(Verdict::of_first_player_wins(!self.bob_wins()))
    }

    fn contest(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(if self.bob_wins() { b"B\n" } else { b"A\n" });
    }

    fn explain(&self, context: &Context<'_, '_>, out: &mut ReportBuffer<'_>) {
        let side = if self.bob_wins() { "B" } else { "A" };
        let _ = writeln!(
            out,
            "Game {} (n = {}): choose {side}: {}, {}",
            context.test,
            self.n,
            if self.bob_wins() {
                "Bob, the second player, wins every direction and start"
            } else {
                "Alice, the first player, has a winning choice"
            },
            context.solved_by()
        );
        match &self.found {
            Found::Theory(None) => {}
            Found::Theory(Some((matrix, matchings))) => {
                explain_matchings(matrix, matchings, context, out)
            }
            Found::Search {
                bob_wins,
                positions,
            } => {
                let _ =
                    writeln!(
                    out,
                    "  Exhaustive game search over {positions} positions: for each of Alice's {} \
                     choices of direction and start, Bob has a first move after which Alice loses \
                     whatever she plays{}.",
                    bob_wins.len(),
                    if self.bob_wins() { "" } else { " (except the choices below)" }
                );
                let wins = self.alice_wins();
                if !wins.is_empty() {
                    let _ = writeln!(out, "  Alice wins with: {}", wins.join(", "));
                }
            }
        }
    }

    fn json(&self, _: &Context<'_, '_>, object: &mut Map<String, Value>) {
        if let Found::Theory(Some((_, matchings))) = &self.found {
            let mut strategy = Map::new();
            for matching in matchings {
                let partners: Vec<Value> = matching
                    .proposers()
                    .map(|x| Value::from(matching.partner(x) + 1))
                    .collect();
                strategy.insert(
                    case_name(matching.alice, matching.start_left),
                    Value::from(partners),
                );
            }
            object.insert("strategy".into(), Value::Object(strategy));
        }
    }

    fn winning_moves<'m>(&'m self, context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        let wins = self.alice_wins();
        let count = wins.len() as u64;
        let listed = context.listed(wins.len());
        Some(WinningMoves {
            listed: Box::new(wins.into_iter().take(listed).map(Value::from)),
            count,
            complete: true,
        })
    }
}

/// The four matchings, each with the reason it is stable (every `Q` node its `P` node prefers
/// is held by a `P` node that `Q` node prefers), then why Bob always has an answer.
fn explain_matchings(
    matrix: &Matrix,
    matchings: &[Matching],
    context: &Context<'_, '_>,
    out: &mut ReportBuffer<'_>,
) {
    for matching in matchings {
        let alice = matching.alice;
        let bob = alice.opposite();
        let side = if matching.start_left { "left" } else { "right" };
        let _ = writeln!(
            out,
            "  {}: Alice {} from the {side} side, Bob {}; start-side nodes prefer {} edges, the \
             others {} edges; Bob moves x -> M(x):",
            case_name(alice, matching.start_left),
            alice.name(),
            bob.name(),
            bob.comparative(),
            alice.comparative()
        );
        let proposers = matching.proposers();
        let shown = context.listed(proposers.len());
        for x in proposers.clone().take(shown) {
            let partner = matching.partner(x);
            let preferred = matching.preferred(matrix, x);
            let mut line = format!(
                "    {} -> {} (weight {})",
                x + 1,
                partner + 1,
                matrix.weight(x, partner)
            );
            if preferred.is_empty() {
                line.push_str(": its favourite");
            } else {
                let listed = context.listed(preferred.len());
                let reasons: Vec<String> = preferred[..listed]
                    .iter()
                    .map(|&(q, holder)| {
                        format!(
                            "{} ({}) taken by {} ({})",
                            q + 1,
                            matrix.weight(x, q),
                            holder + 1,
                            matrix.weight(holder, q)
                        )
                    })
                    .collect();
                let more = if listed < preferred.len() {
                    format!(", and {} more", preferred.len() - listed)
                } else {
                    String::new()
                };
                let _ = write!(line, "; not blocked: {}{more}", reasons.join(", "));
            }
            let _ = writeln!(out, "{line}");
        }
        if shown < proposers.len() {
            let _ = writeln!(
                out,
                "    ... and {} more pairs (--all lists every one)",
                proposers.len() - shown
            );
        }
    }
    let _ = writeln!(
        out,
        "  Why Bob always has an answer: his first move s -> M(s) has no weight condition. When \
         Alice, after Bob's move y -> M(y), goes on to a new x, her edge beats w(y, M(y)) in her \
         direction; if w(x, M(x)) did not beat w(x, M(y)) in Bob's direction, x and M(y) would \
         prefer each other to their partners (a blocking pair, which a stable matching has \
         none of). So x -> M(x) obeys Bob's direction, and M(x) is unvisited because the visited \
         nodes across are the partners of earlier start-side nodes. The game lasts at most 2n \
         moves, so Alice is the one stuck."
    );
}
