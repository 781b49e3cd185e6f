//! dag-game's picture: the positions and their arcs, each position with its Grundy value and
//! coloured by the outcome of one token there (the player to move wins unless the value is 0);
//! the first query's tokens outlined, and the arcs a winning move of that query may take (from a
//! token's position `p` to a `q` of value `g(p) XOR X`, `X` the query's XOR) drawn thick. With
//! `--loopy` the graph may have cycles: a position from which play may go on forever shows its
//! generalised value `∞(K)` (C. A. B. Smith), filled as a win when `0` is in `K` and as a draw
//! otherwise, and the queries are decided by Smith's rule for sums ([`answer_query`]).

use crate::draw::colour::{
    Colour, BLACK, BLUE, GREY, HIGHLIGHT, LIGHT_BLUE, LIGHT_GREY, WHITE, WIN,
};
use crate::draw::picture::{Body, Edge, Graph, Node, Picture, Swatch};
use crate::draw::{check_arcs, check_size, DrawOptions, Drawable};
use crate::game::{Detail, Refusal};

use super::moves::first_tokens;
use super::parse::Test;
use super::report::{word, QueryReport};
use super::values::{finite_options, values, INFINITE};
use super::{answer_query, query_report, DagGame};

/// A position whose single token loses for the player to move (value 0).
const LOSE: Colour = Colour(0xf2b880);
/// How many queries the caption lists.
const LISTED: usize = 4;

impl Drawable for DagGame {
    fn picture((): &(), test: &Test) -> Result<Picture, Refusal> {
        picture(test, false)
    }

    fn picture_with((): &(), test: &Test, options: DrawOptions) -> Result<Picture, Refusal> {
        picture(test, options.loopy)
    }
}

/// A position's value as the picture writes it: `g=3`, or `g=∞(0,2)` (`∞(∅)` for an empty set).
fn value_text(test: &Test, values: &[u32], position: usize) -> String {
    match values[position] {
        INFINITE => {
            let set: Vec<String> = finite_options(&test.graph, values, position)
                .iter()
                .map(u32::to_string)
                .collect();
            if set.is_empty() {
                "g=∞(∅)".to_string()
            } else {
                format!("g=∞({})", set.join(","))
            }
        }
        value => format!("g={value}"),
    }
}

/// The picture of `test`; with `loopy`, cycles are allowed and drawn with generalised values.
fn picture(test: &Test, loopy: bool) -> Result<Picture, Refusal> {
    let graph = &test.graph;
    let n = graph.vertices();
    check_size(n, "positions")?;
    check_arcs(graph.arcs(), "arcs")?;
    if let (Some(cycle), false) = (&test.settled.cycle, loopy) {
        return Err(format!(
            "the positions form a cycle through position {} (draw it with --loopy, where endless \
             play is a draw)",
            cycle[0]
        ));
    }
    let values = values(graph, &test.settled);
    let cyclic = values.contains(&INFINITE);
    let detail = Detail {
        report: true,
        listed: usize::MAX,
        ..Detail::default()
    };
    let queries: Vec<QueryReport> = (0..test.queries())
        .map(|k| {
            let (outcome, nim_sum) = answer_query(test, &values, test.query(k));
            query_report(test, &values, k, outcome, nim_sum, detail)
        })
        .collect();
    let tokens = queries.first().map_or(&[][..], |query| &query.tokens[..]);
    let mut nodes: Vec<Node> = (0..n)
        .map(|p| {
            let fill = match values[p] {
                0 => LOSE,
                INFINITE if !finite_options(graph, &values, p).contains(&0) => LIGHT_GREY,
                _ => WIN,
            };
            Node::new(p.to_string(), fill).note(value_text(test, &values, p))
        })
        .collect();
    for &token in tokens {
        let node = &mut nodes[token as usize];
        node.ring = Some(HIGHLIGHT);
        let count = tokens.iter().filter(|&&other| other == token).count();
        node.note = Some(format!(
            "{} ●×{count}",
            value_text(test, &values, token as usize)
        ));
    }
    let winning: Vec<(u32, u32)> = queries.first().map_or(Vec::new(), |query| {
        query.moves.iter().map(|m| (m.from, m.to)).collect()
    });
    let mut edges = Vec::new();
    for from in 0..n {
        for &to in graph.successors(from) {
            let wins = winning.contains(&(from as u32, to));
            let mut edge = Edge::new(from, to as usize, if wins { HIGHLIGHT } else { GREY });
            edge.bold = wins;
            edges.push(edge);
        }
    }
    let title = if cyclic {
        "dag-game --loopy: positions by the outcome of one token, with their generalised values"
    } else {
        "dag-game: positions by the outcome of one token, with their Grundy values"
    };
    let mut picture = Picture::new(
        title,
        Body::Graph(Graph {
            directed: true,
            nodes,
            edges,
        }),
    );
    picture = if cyclic {
        picture
            .caption("Where play can go on forever a position's value is ∞(K), K the finite values it can move to (C. A. B. Smith).")
            .caption("A sum with no ∞ wins iff the XOR is not 0; with one ∞(K), iff the XOR s of the rest is in K (move there), else a draw;")
            .caption("with two or more ∞, a draw.")
    } else {
        picture.caption("A query's tokens are a sum of one-token games: the player to move wins exactly when the XOR of their values is not 0.")
    };
    for query in queries.iter().take(LISTED) {
        let positions: Vec<String> = query.tokens.iter().map(u32::to_string).collect();
        let infinite = query
            .tokens
            .iter()
            .filter(|&&p| values[p as usize] == INFINITE)
            .count();
        let nim_sum = query.values.as_ref().map_or(0, |(_, sum)| *sum);
        let sum = match infinite {
            0 => format!("XOR {nim_sum}"),
            1 => format!("one ∞, XOR of the rest {nim_sum}"),
            _ => format!("{infinite} tokens on ∞"),
        };
        let verdict = word(query.outcome);
        picture = picture.caption(format!(
            "Query {}: tokens at {}: {sum}: {verdict}{}",
            query.query,
            positions.join(" "),
            if query.query == 1 { " (outlined)" } else { "" }
        ));
    }
    if test.queries() > LISTED {
        picture = picture.caption(format!("... {} queries in all.", test.queries()));
    }
    picture = picture
        .swatch(Swatch::fill(
            WIN,
            if cyclic {
                "one token here: the player to move wins (a value not 0, or ∞(K) with 0 in K)"
            } else {
                "one token here: the player to move wins (value not 0)"
            },
        ))
        .swatch(Swatch::fill(
            LOSE,
            "one token here: the player to move loses (value 0)",
        ));
    if cyclic {
        picture = picture.swatch(Swatch::fill(
            LIGHT_GREY,
            "one token here: a draw, endless play (∞(K) with 0 not in K)",
        ));
    }
    let highlight = if winning.is_empty() {
        "query 1's tokens (outlined, ●×count); query 1 has no winning move"
    } else {
        "a winning move of query 1 (bold; its tokens are outlined, ●×count)"
    };
    Ok(picture
        .swatch(Swatch::line(HIGHLIGHT, highlight))
        .swatch(Swatch::line(GREY, "an arc: a token moves along it")))
}

/// A dag-game position in play (`described`, the session's line): the positions and their arcs
/// (`successors`, by position), each position holding tokens outlined with how many; the arcs out
/// of those positions black: a click on one moves the first token there along it, as the move's
/// label says (`token 2 from 0 to 1`).
pub(crate) fn tokens_in_play(
    described: &str,
    successors: &[Vec<u32>],
    tokens: &[u32],
) -> Result<Picture, Refusal> {
    let n = successors.len();
    check_size(n, "positions")?;
    check_arcs(successors.iter().map(Vec::len).sum(), "arcs")?;
    let mut nodes: Vec<Node> = (0..n).map(|p| Node::new(p.to_string(), WHITE)).collect();
    let mut first = vec![None; n];
    for (token, from) in first_tokens(tokens) {
        first[from as usize] = Some(token);
        let count = tokens.iter().filter(|&&other| other == from).count();
        let node = &mut nodes[from as usize];
        node.fill = LIGHT_BLUE;
        node.ring = Some(BLUE);
        node.note = Some(format!("●×{count}"));
    }
    let graph = Graph::in_play(
        nodes,
        |from| &successors[from][..],
        |from, to| first[from].map(|token| format!("token {token} from {from} to {to}")),
    );
    Ok(
        Picture::new(format!("dag-game: {described}"), Body::Graph(graph))
            .caption(
                "A move carries one token along one arc; who cannot move loses. Click a black arc \
                 to move the first token on its tail along it.",
            )
            .swatch(Swatch::fill(
                LIGHT_BLUE,
                "a position with tokens (●×how many)",
            ))
            .swatch(Swatch::line(BLACK, "an arc a token may take"))
            .swatch(Swatch::line(LIGHT_GREY, "an arc no token is on")),
    )
}

#[cfg(test)]
mod tests {
    use crate::draw::tests::{golden, golden_with, well_formed, well_formed_with};
    use crate::draw::DrawOptions;

    #[test]
    fn dag_game_colours_positions_and_the_first_query_s_winning_moves() {
        let sample = b"4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n";
        let svg = well_formed::<super::DagGame>(sample);
        assert!(svg.contains("Query 1: tokens at 0: XOR 2: WIN"));
        assert!(svg.contains("Query 2: tokens at 0 2: XOR 3: WIN"));
        golden::<super::DagGame>(sample, "dag-game");
    }

    /// A 2-cycle that settles (0 <-> 1, 1 -> 2), a self-loop that can leave to 0-valued 2 (3:
    /// ∞(0), a win), a position that can only reach that (4: ∞(0)) and a self-loop whose only exit
    /// has value 1 (5: ∞(1), a draw).
    const LOOPY: &[u8] =
        b"7\n1 1\n2 0 2\n0\n2 3 2\n2 3 0\n2 5 6\n1 2\n1 3\n2 5 1\n2 5 3\n2 0 2\n0\n";

    #[test]
    fn dag_game_with_cycles_is_refused_unless_loopy_and_then_shows_generalised_values() {
        let error = crate::draw::draw::<super::DagGame>(LOOPY, 1, crate::draw::Format::Svg)
            .unwrap_err()
            .to_string();
        assert!(error.contains("draw it with --loopy"), "{error}");
        let loopy = DrawOptions { loopy: true };
        let svg = well_formed_with::<super::DagGame>(LOOPY, loopy);
        for text in [
            ">0<",
            ">g=0<",
            ">g=1<",
            "g=∞(0) ●×1<",
            ">g=∞(1)<",
            "Query 1: tokens at 3: one ∞, XOR of the rest 0: WIN (outlined)",
            "Query 2: tokens at 5 1: one ∞, XOR of the rest 1: WIN",
            "Query 3: tokens at 5 3: 2 tokens on ∞: DRAW",
            "Query 4: tokens at 0 2: XOR 0: LOSE",
        ] {
            assert!(svg.contains(text), "{text}");
        }
        // The winning move of query 1 (3 -> 2) is the one thick arc.
        assert_eq!(svg.matches(r#"stroke-width="4.5""#).count(), 1);
        golden_with::<super::DagGame>(LOOPY, loopy, "dag-game-loopy");
    }

    /// A DAG on `n` positions, each with an arc to each of the next `reach` positions.
    fn dag(n: usize, reach: usize) -> Vec<u8> {
        let mut text = format!("{n}\n");
        for p in 0..n {
            let targets: Vec<String> = (p + 1..n).take(reach).map(|q| q.to_string()).collect();
            text.push_str(&format!("{} {}\n", targets.len(), targets.join(" ")));
        }
        text.push_str("1 0\n0\n");
        text.into_bytes()
    }

    #[test]
    fn digraphs_beyond_the_edge_and_bend_limits_are_refused() {
        use crate::draw::{draw, Format, MAX_ARCS, MAX_BENDS};
        // More arcs than the limit: refused in one line.
        let error = draw::<super::DagGame>(&dag(300, 3), 1, Format::Svg)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains(&format!("a picture shows at most {MAX_ARCS} arcs")),
            "{error}"
        );
        // A long path with 50 arcs across 150 layers (299 arcs): too many bends.
        let mut text = String::from("250\n");
        for p in 0..250 {
            match p {
                249 => text.push_str("0\n"),
                0..=49 => text.push_str(&format!("2 {} {}\n", p + 1, p + 150)),
                _ => text.push_str(&format!("1 {}\n", p + 1)),
            }
        }
        text.push_str("0\n");
        let error = draw::<super::DagGame>(text.as_bytes(), 1, Format::Svg)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains(&format!("at most {MAX_BENDS} such bends")),
            "{error}"
        );
        assert!(!error.contains('\n'));
    }

    #[test]
    fn digraphs_with_many_routes_are_drawn() {
        use crate::draw::{draw, Format};
        // Each position with arcs to the next two: few arcs, Fibonacci many paths (the layout
        // crate used before walked them all, and 40 positions took 25 s).
        let svg = draw::<super::DagGame>(&dag(40, 2), 1, Format::Svg).unwrap();
        crate::draw::tests::check_svg(&svg);
    }
}
