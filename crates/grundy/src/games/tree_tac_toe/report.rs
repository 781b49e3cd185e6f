//! What a test's answer looks like: the contest line, the explanation in words and the JSON
//! object. Both solvers fill the same [`TestReport`].

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use super::fast::{Decision, Reason};
use super::first_move::{FirstMoves, SpineVertex, Structure};
use crate::game::{Answer, Context, ReportBuffer, Verdict, WinningMoves};
use crate::heaps::Line;
use crate::solve::counted;

/// The contest lines, indexed by [`Outcome`] (its variants in order), written by [`Line::push`]
/// as one 8-byte copy.
const LINES: [Line; 3] = [
    Line::new(Outcome::White.word()),
    Line::new(Outcome::Draw.word()),
    Line::new(Outcome::Black.word()),
];

/// The result of a test with perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// White (the first player) wins.
    White,
    /// Nobody wins.
    Draw,
    /// Black wins (never happens; the oracle would say so).
    Black,
}

impl Outcome {
    /// The contest's word.
    pub const fn word(self) -> &'static str {
        match self {
            Outcome::White => "White",
            Outcome::Draw => "Draw",
            Outcome::Black => "Black",
        }
    }

    /// Appends the contest line: the word and a newline.
    #[inline]
    pub fn push_line(self, out: &mut Vec<u8>) {
        LINES[self as usize].push(out);
    }

    /// The outcome of a minimax value (+1, 0, -1).
    pub fn of_value(value: i8) -> Self {
        match value.signum() {
            1 => Outcome::White,
            0 => Outcome::Draw,
            _ => Outcome::Black,
        }
    }
}

/// What the fast solver's theory says about a test, for the reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Theory {
    /// The rules' counts and the rule that decides.
    pub decision: Decision,
    /// For `White`: the structure and the moves the first-move rule names.
    pub first_moves: Option<FirstMoves>,
    /// The threats White makes with the first named move (uncoloured vertices that would then
    /// complete a white path), 0-based.
    pub threats: Vec<u32>,
    /// Where no threat is made at once: the vertices where White's next move would make a
    /// double threat (among the first few near the move), 0-based.
    pub double_threats: Vec<u32>,
}

/// What the oracle's search did, for the reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Search {
    /// The positions decided.
    pub positions: usize,
    /// White's first moves (uncoloured vertices).
    pub first_moves: u32,
}

/// Everything a report says about one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestReport {
    /// The outcome.
    pub outcome: Outcome,
    /// The number of vertices.
    pub vertices: u32,
    /// Whether White can complete a white path with her first move (known in reports).
    pub immediate: Option<bool>,
    /// The fast solver's theory (fast reports only; boxed, so that the bare outcome stays small).
    pub theory: Option<Box<Theory>>,
    /// The oracle's search (brute reports only).
    pub search: Option<Search>,
    /// White's winning first moves listed (0-based, increasing).
    pub winning_moves: Vec<u32>,
    /// How many winning first moves the method found.
    pub winning_move_count: u64,
    /// Whether those are every winning first move.
    pub complete: bool,
}

impl TestReport {
    /// The bare outcome, for the contest line.
    pub fn outcome(vertices: u32, outcome: Outcome) -> Self {
        TestReport {
            outcome,
            vertices,
            immediate: None,
            theory: None,
            search: None,
            winning_moves: Vec::new(),
            winning_move_count: 0,
            complete: true,
        }
    }

    fn verdict_words(&self) -> &'static str {
        match self.outcome {
            Outcome::White => "the first player wins",
            Outcome::Draw => "a draw: neither player can force a win",
            Outcome::Black => "the second player wins",
        }
    }

    fn explanation(&self, context: &Context<'_, '_>) -> String {
        let mut text = String::new();
        let _ = writeln!(
            text,
            "test {}: a tree of {}: {} ({}); {}",
            context.test,
            counted(u64::from(self.vertices), "vertex", "vertices"),
            self.outcome.word(),
            self.verdict_words(),
            context.solved_by()
        );
        if let Some(theory) = &self.theory {
            explain_theory(&mut text, theory);
        }
        if let Some(search) = &self.search {
            self.explain_search(&mut text, search);
        }
        if self.immediate == Some(true) {
            text.push_str(
                "  White can complete three white vertices on a path with her first move\n",
            );
        }
        if !self.winning_moves.is_empty() {
            let listed = self.winning_moves.len() as u64;
            let what = if self.complete {
                "winning first moves"
            } else {
                "winning first moves named by the rule (not necessarily all)"
            };
            let _ = write!(text, "  {what}: {}", vertex_list(&self.winning_moves));
            if listed < self.winning_move_count {
                let _ = write!(
                    text,
                    " (the first {listed} of {}; --all lists every one)",
                    self.winning_move_count
                );
            }
            text.push('\n');
        }
        text
    }

    fn explain_search(&self, text: &mut String, search: &Search) {
        let _ = writeln!(
            text,
            "  minimax over the colourings reachable from the start ({} positions, three in a \
             row on a path wins, a full board draws)",
            search.positions
        );
        let _ = match self.outcome {
            Outcome::White => writeln!(
                text,
                "  {} of White's {} win",
                self.winning_move_count,
                counted(u64::from(search.first_moves), "first move", "first moves")
            ),
            Outcome::Draw => writeln!(
                text,
                "  none of White's {} first moves wins, and Black cannot win either: with best \
                 play the board fills up without three of a colour on a path",
                search.first_moves
            ),
            Outcome::Black => writeln!(text, "  Black wins whatever White does"),
        };
    }
}

/// `3, 5 and 7`, 1-based.
fn vertex_list(vertices: &[u32]) -> String {
    let names: Vec<String> = vertices.iter().map(|v| (v + 1).to_string()).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// `3, 5 or 7`, 1-based.
fn or_list(vertices: &[u32]) -> String {
    let names: Vec<String> = vertices.iter().map(|v| (v + 1).to_string()).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

fn spine_name(vertex: SpineVertex) -> String {
    match vertex {
        SpineVertex::Tree(vertex) => (vertex + 1).to_string(),
        SpineVertex::Gadget(white) => format!("A{}", white + 1),
    }
}

fn explain_theory(text: &mut String, theory: &Theory) {
    let decision = &theory.decision;
    let _ = writeln!(
        text,
        "  reduced tree (each white vertex v made uncoloured, with a vertex A_v hung on it that \
         carries two new leaves): N' = {} + 3 x {} = {}; {} of degree 4 or more, {} of degree 3",
        decision.vertices,
        decision.whites,
        crate::solve::counted(decision.reduced_vertices, "vertex", "vertices"),
        decision.degree_4,
        decision.degree_3
    );
    let forks = decision.forks();
    let _ = match decision.reason {
        Reason::Degree4 => writeln!(
            text,
            "  rule (degree-4): a vertex of degree 4 or more in the reduced tree; White takes it \
             (or a neighbour, when it is white) and Black cannot block every threat that follows"
        ),
        Reason::Degree3 => writeln!(
            text,
            "  rule (degree-3): a vertex of degree 3 in the reduced tree with two neighbours that \
             are not leaves; from it White makes two threats at once"
        ),
        Reason::TwoForksOdd => writeln!(
            text,
            "  rule (two-forks-odd): no vertex of degree 4, every vertex of degree 3 is a fork \
             (two of its neighbours are leaves), there are two forks, and N' = {} is odd: White \
             walks along the spine between them, every move forcing Black's answer, and ends \
             on the far fork with a double threat",
            decision.reduced_vertices
        ),
        Reason::None => {
            let shape = match forks {
                0 => "a path".to_string(),
                1 => "a path with a fork at one end".to_string(),
                _ => format!(
                    "two forks joined by a spine of {}, with N' = {} even",
                    counted(decision.reduced_vertices.saturating_sub(5), "edge", "edges"),
                    decision.reduced_vertices
                ),
            };
            writeln!(
                text,
                "  no rule applies (none): no vertex of degree 4 or more, every vertex of degree 3 \
                 is a fork (two of its neighbours are leaves), and the reduced tree is {shape}: \
                 White can never make two threats at once that Black must answer in two places, \
                 so Black holds a draw"
            )
        }
    };
    let Some(first) = &theory.first_moves else {
        return;
    };
    match &first.structure {
        Structure::Immediate { vertex, path } => {
            let _ = writeln!(
                text,
                "  White paints {} and completes the white path {}",
                vertex + 1,
                path.map(|v| (v + 1).to_string()).join("-")
            );
        }
        Structure::Degree4 {
            centre,
            degree,
            white,
        } => {
            let _ = if *white {
                writeln!(
                    text,
                    "  vertex {} is white, of degree {} in the reduced tree: White paints one \
                     of its neighbours, which threatens every other neighbour through it",
                    centre + 1,
                    degree
                )
            } else {
                writeln!(
                    text,
                    "  vertex {} has degree {degree}: White paints it; Black blocks at most one \
                     neighbour, White paints another, which threatens all the rest through {}",
                    centre + 1,
                    centre + 1
                )
            };
        }
        Structure::Degree3 {
            centre,
            white,
            inner,
        } => {
            let gadget = if *white {
                format!(" and its gadget vertex A{}", centre + 1)
            } else {
                String::new()
            };
            let _ = writeln!(
                text,
                "  vertex {} has degree 3 in the reduced tree, with {}{gadget} not leaves: {}",
                centre + 1,
                vertex_list(inner),
                if *white {
                    "White paints a neighbour of degree 2 or more, which threatens the other \
                     neighbour and a vertex beyond"
                } else {
                    "White paints it; whatever Black blocks, a neighbour that is not a leaf \
                     stays free, and painting it threatens two vertices"
                }
            );
        }
        Structure::TwoForks { spine } => {
            let names: Vec<String> = spine.iter().map(|&vertex| spine_name(vertex)).collect();
            let _ = writeln!(
                text,
                "  the spine s_0 .. s_{} (A_v is white vertex v's gadget vertex): {}",
                spine.len() - 1,
                names.join(" - ")
            );
            let k = spine.len() - 1;
            let walk: Vec<String> = (1..k)
                .step_by(2)
                .chain([k])
                .map(|index| format!("s_{index} = {}", spine_name(spine[index])))
                .collect();
            let _ = writeln!(
                text,
                "  White's walk: {}; she starts at its first uncoloured vertex of the tree; each \
                 move forces Black's answer just before it, and the last, on the fork, threatens \
                 both its leaves",
                walk.join(", ")
            );
        }
    }
    if let Some(&first_move) = first.moves.first() {
        let threats = &theory.threats;
        let doubles = &theory.double_threats;
        let consequence = match threats.len() {
            0 if doubles.is_empty() => {
                "no threat yet; the threats come with her next moves".to_string()
            }
            0 => format!(
                "no threat yet, but painting {} next would threaten two vertices at once",
                or_list(doubles)
            ),
            1 => format!(
                "it threatens {} (painting it would complete a white path), so Black must take it",
                vertex_list(threats)
            ),
            _ => format!(
                "it threatens {} at once (painting any of them would complete a white path); \
                 Black can block only one",
                vertex_list(threats)
            ),
        };
        if !matches!(first.structure, Structure::Immediate { .. }) {
            let _ = writeln!(text, "  first move {}: {consequence}", first_move + 1);
        }
    }
}

impl Answer for TestReport {
    fn verdict(&self) -> Option<Verdict> {
        Some(match self.outcome {
            Outcome::White => Verdict::First,
            Outcome::Draw => Verdict::Draw,
            Outcome::Black => Verdict::Second,
        })
    }

    fn contest(&self, out: &mut Vec<u8>) {
        self.outcome.push_line(out);
    }

    fn explain(&self, context: &Context<'_, '_>, out: &mut ReportBuffer<'_>) {
        out.push_str(&self.explanation(context));
    }

    fn json(&self, _context: &Context<'_, '_>, object: &mut Map<String, Value>) {
        if let Some(immediate) = self.immediate {
            object.insert("immediate".into(), json!(immediate));
        }
        if let Some(theory) = &self.theory {
            object.insert(
                "reduced_vertices".into(),
                json!(theory.decision.reduced_vertices),
            );
            object.insert("reason".into(), json!(theory.decision.reason.key()));
        }
    }

    fn winning_moves<'m>(&'m self, _context: &'m Context<'_, '_>) -> Option<WinningMoves<'m>> {
        Some(WinningMoves {
            listed: Box::new(self.winning_moves.iter().map(|&vertex| json!(vertex + 1))),
            count: self.winning_move_count,
            complete: self.complete,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words() {
        assert_eq!(Outcome::of_value(1).word(), "White");
        assert_eq!(Outcome::of_value(0).word(), "Draw");
        assert_eq!(Outcome::of_value(-1).word(), "Black");
        for outcome in [Outcome::White, Outcome::Draw, Outcome::Black] {
            let mut out = b"x".to_vec();
            LINES[outcome as usize].push(&mut out);
            assert_eq!(out, format!("x{}\n", outcome.word()).as_bytes());
        }
        assert_eq!(vertex_list(&[0, 2, 4]), "1, 3 and 5");
        assert_eq!(vertex_list(&[6]), "7");
        assert_eq!(spine_name(SpineVertex::Gadget(5)), "A6");
    }
}
