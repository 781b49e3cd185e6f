//! pebble-game's picture: the graph (Alice's start vertices `0..x` apart from Bob's `x..n`, the
//! edges with their directions, a self-loop as a small arc), and under it the outcome of every
//! placement as a matrix, computed by the fast solver (strategy improvement): who wins with perfect
//! play, and where Alice moves first to keep her win or her draw.

use crate::digraph::Digraph;
use crate::draw::colour::{
    Colour, BLACK, BLUE, GREY, HIGHLIGHT, LIGHT_BLUE, LIGHT_GREY, WHITE, WIN,
};
use crate::draw::picture::{Body, Cell, Click, Edge, Graph, Node, Panel, Picture, Row, Swatch};
use crate::draw::{check_arcs, check_size, counted, Drawable};
use crate::game::Refusal;

use super::board::Board;
use super::report::Outcome;
use super::{PebbleGame, Solved};

/// A placement Bob wins (the first player, Alice, loses).
const BOB: Colour = Colour(0xf2b880);
/// The most columns the matrix has (a row of cells wraps beyond it): with more of Bob's vertices,
/// Alice's vertices are the columns.
const COLUMNS: usize = 20;

impl Drawable for PebbleGame {
    fn picture((): &(), board: &Board) -> Result<Picture, Refusal> {
        let (n, x) = (board.vertices(), board.x);
        let graph = &board.graph;
        check_arcs(graph.arcs(), "distinct edges")?;
        check_size(x * (n - x), "placements")?;
        let solved = Solved::new(board);
        let mut counts = [0usize; 3];
        let mut cell = |a: usize, b: usize| {
            let outcome = solved.outcome(a, b);
            let (text, fill, index) = match outcome {
                Outcome::Alice => ("A", WIN, 0),
                Outcome::Bob => ("B", BOB, 1),
                Outcome::Draw => ("=", LIGHT_GREY, 2),
            };
            counts[index] += 1;
            let stuck = graph.successors(a).iter().all(|&to| to as usize == b);
            let note = match solved.alice_move(a, b) {
                Some(to) => format!("→{to}"),
                None if stuck => "stuck".to_string(),
                None => String::new(),
            };
            Cell {
                text: text.into(),
                note: Some(note),
                fill,
                ring: None,
                play: None,
            }
        };
        let by_alice = n - x <= COLUMNS;
        let rows: Vec<Row> = if by_alice {
            (0..x)
                .map(|a| Row {
                    label: format!("Alice on {a}"),
                    first: Some(x),
                    cells: (x..n).map(|b| cell(a, b)).collect(),
                })
                .collect()
        } else {
            (x..n)
                .map(|b| Row {
                    label: format!("Bob on {b}"),
                    first: Some(0),
                    cells: (0..x).map(|a| cell(a, b)).collect(),
                })
                .collect()
        };
        let nodes = board_nodes(n, x);
        let edges = board_edges(graph, BLACK);
        let heading = if by_alice {
            "Every placement: a row for Alice's start, a column for Bob's (numbered above)"
        } else {
            "Every placement: a row for Bob's start, a column for Alice's (numbered above)"
        };
        let [alice, bob, draws] = counts;
        let title = format!(
            "pebble-game: of {}, Alice wins {alice}, Bob wins {bob}, {}",
            counted(x as u64 * (n - x) as u64, "placement"),
            counted(draws as u64, "draw")
        );
        Ok(Picture::new(
            title,
            Body::Stack(vec![
                Panel {
                    heading: format!(
                        "The graph: {n} vertices and {}; Alice starts on {}, Bob on {}",
                        counted(graph.arcs() as u64, "distinct edge"),
                        span(0, x - 1),
                        span(x, n - 1)
                    ),
                    body: Body::Graph(Graph {
                        directed: true,
                        nodes,
                        edges,
                    }),
                },
                Panel {
                    heading: heading.into(),
                    body: Body::Rows(rows),
                },
            ]),
        )
        .caption("Alice moves first; a move takes one's own pebble along an edge, never onto the other; a stuck player loses.")
        .caption("After every move, each vertex counts for the pebble nearer to it (directions ignored); more vertices win the round.")
        .caption("A lead of 10^100 rounds wins; otherwise play goes on forever: a draw.")
        .swatch(Swatch::fill(LIGHT_BLUE, "a vertex where Alice may start (circle)"))
        .swatch(Swatch::fill(WHITE, "a vertex where Bob may start (square)"))
        .swatch(Swatch::fill(WIN, "A: Alice wins; →v: she moves to v first (every time she is there) and keeps the win"))
        .swatch(Swatch::fill(BOB, "B: Bob wins (\"stuck\": Alice has no move at all)"))
        .swatch(Swatch::fill(LIGHT_GREY, "=: a draw; →v: Alice moves to v first and keeps the draw")))
    }
}

/// The vertices of a board of `n` with Alice's starts `0..x`: hers light blue circles, Bob's
/// white squares.
fn board_nodes(n: usize, x: usize) -> Vec<Node> {
    (0..n)
        .map(|v| {
            let mut node = Node::new(v.to_string(), if v < x { LIGHT_BLUE } else { WHITE });
            node.square = v >= x;
            node
        })
        .collect()
}

/// The edges of `graph` with their directions, in `colour`.
fn board_edges(graph: &Digraph, colour: Colour) -> Vec<Edge> {
    (0..graph.vertices())
        .flat_map(|from| {
            graph
                .successors(from)
                .iter()
                .map(move |&to| Edge::new(from, to as usize, colour))
        })
        .collect()
}

/// A pebble-game position in play (`described`, the session's line: the pebbles, whose round it
/// is, who moves): the board, Alice's pebble (`alice`) outlined blue, Bob's (`bob`) orange. The
/// moves (`moves`, each labelled by the vertex a pebble goes to) are clicks: a vertex to put a
/// pebble on while `placing`, else a black arc out of the pebble of the player to move (`mover`).
pub(crate) fn pebbles_in_play(
    described: &str,
    (graph, x): (&Digraph, usize),
    (alice, bob): (Option<usize>, Option<usize>),
    placing: bool,
    mover: Option<usize>,
    moves: &[String],
) -> Result<Picture, Refusal> {
    let n = graph.vertices();
    check_size(n, "vertices")?;
    check_arcs(graph.arcs(), "distinct edges")?;
    let mut nodes = board_nodes(n, x);
    for (pebble, colour, name) in [(alice, BLUE, "Alice"), (bob, HIGHLIGHT, "Bob")] {
        if let Some(v) = pebble {
            nodes[v].ring = Some(colour);
            nodes[v].note = Some(name.to_string());
        }
    }
    if placing {
        for (v, node) in nodes.iter_mut().enumerate() {
            let label = v.to_string();
            if moves.contains(&label) {
                node.play = Some(Click::Move(label));
            }
        }
    }
    let mut board = Graph {
        directed: true,
        nodes,
        edges: board_edges(graph, GREY),
    };
    board.play_arcs(|from, to| {
        let label = to.to_string();
        (Some(from) == mover && moves.contains(&label)).then_some(label)
    });
    Ok(
        Picture::new(format!("pebble-game: {described}"), Body::Graph(board))
            .caption("Alice puts her pebble on a circle, Bob his on a square; then, Alice first, each moves their own pebble along an edge, never onto the other.")
            .caption("After every move each vertex counts for the nearer pebble; more vertices win the round. A stuck player loses.")
            .caption("Click a vertex to put a pebble there, a black edge to move along it.")
            .swatch(Swatch::line(BLUE, "Alice's pebble"))
            .swatch(Swatch::line(HIGHLIGHT, "Bob's pebble"))
            .swatch(Swatch::line(BLACK, "an edge the pebble to move may take"))
            .swatch(Swatch::line(LIGHT_GREY, "another edge")),
    )
}

/// The vertices `low..=high` in words.
fn span(low: usize, high: usize) -> String {
    if low == high {
        low.to_string()
    } else {
        format!("{low} to {high}")
    }
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, well_formed};

    use super::PebbleGame;

    /// The documented example: Alice wins (0, 4), (1, 3), (1, 4), Bob (0, 2), the rest draws.
    const EXAMPLE: &[u8] = b"5 9 2\n2 1\n1 4\n0 2\n1 2\n2 1\n3 1\n2 2\n1 1\n2 4\n";

    #[test]
    fn pebble_game_draws_the_graph_and_every_placement_s_outcome() {
        let svg = well_formed::<PebbleGame>(EXAMPLE);
        assert!(svg.contains("of 6 placements, Alice wins 3, Bob wins 1, 2 draws"));
        assert!(svg.contains("Alice on 1"));
        let document = roxmltree::Document::parse(&svg).unwrap();
        let texts: Vec<&str> = document
            .descendants()
            .filter(|node| node.has_tag_name("text"))
            .filter_map(|node| node.text())
            .collect();
        // Row a = 0 then a = 1, columns b = 2, 3, 4: B = A, then = A A.
        let letters: Vec<&str> = texts
            .iter()
            .copied()
            .filter(|text| ["A", "B", "="].contains(text))
            .collect();
        assert_eq!(letters, ["B", "=", "A", "=", "A", "A"]);
        golden::<PebbleGame>(EXAMPLE, "pebble-game");
    }

    #[test]
    fn many_of_bob_s_vertices_make_the_columns_alice_s_and_too_many_placements_are_refused() {
        let svg = well_formed::<PebbleGame>(b"30 0 3\n");
        assert!(svg.contains("Bob on 29"));
        assert!(svg.contains("stuck"));
        let error = crate::draw::draw::<PebbleGame>(b"40 0 20\n", 1, crate::draw::Format::Svg)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("at most 300 placements; this test has 400"),
            "{error}"
        );
    }
}
