//! Tests of the pictures: every picture parses as XML (with `roxmltree`), its texts come back
//! unescaped, DOT output is balanced, and each kind has a golden picture in `golden/` (rewritten
//! with `GRUNDY_BLESS=1` after a change that was looked at).

use super::colour::{BLACK, HIGHLIGHT, WHITE, WIN};
use super::picture::{Body, Cell, Edge, Graph, Node, Picture, Row, Swatch};
use super::{draw, draw_with, DrawOptions, Drawable, Format, MAX_ITEMS};

/// The SVG of test 1 of `input`, checked to be well-formed XML with an `svg` root that holds
/// every text it shows; its DOT is checked too.
pub(crate) fn well_formed<G: Drawable>(input: &[u8]) -> String {
    well_formed_with::<G>(input, DrawOptions::default())
}

/// As [`well_formed`], drawn with `options`.
pub(crate) fn well_formed_with<G: Drawable>(input: &[u8], options: DrawOptions) -> String {
    let svg =
        draw_with::<G>(input, 1, Format::Svg, options).unwrap_or_else(|error| panic!("{error}"));
    check_svg(&svg);
    let dot =
        draw_with::<G>(input, 1, Format::Dot, options).unwrap_or_else(|error| panic!("{error}"));
    check_dot(&dot);
    svg
}

/// Fails unless `svg` is a well-formed SVG document of positive size.
pub(crate) fn check_svg(svg: &str) {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|error| panic!("{error}\n{svg}"));
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    for size in ["width", "height"] {
        let value: f64 = root.attribute(size).unwrap().parse().unwrap();
        assert!(value > 0.0 && value < 20_000.0, "{size} {value}");
    }
    for node in document.descendants() {
        for attribute in node.attributes() {
            assert!(!attribute.value().contains("NaN"), "{}", attribute.name());
            assert!(!attribute.value().contains("inf"), "{}", attribute.name());
        }
    }
}

/// Fails unless `dot` looks like one balanced DOT graph.
pub(crate) fn check_dot(dot: &str) {
    assert!(dot.starts_with("graph picture {") || dot.starts_with("digraph picture {"));
    assert!(dot.ends_with("}\n"));
    let mut depth = 0i32;
    let mut in_string = false;
    let mut escaped = false;
    for ch in dot.chars() {
        match ch {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            '{' if !in_string => depth += 1,
            '}' if !in_string => depth -= 1,
            _ => {}
        }
        assert!(depth >= 0);
    }
    assert_eq!(depth, 0);
    assert!(!in_string);
}

/// Fails unless test 1 of `input` is drawn exactly as `golden/<name>.svg` (rewritten instead when
/// `GRUNDY_BLESS` is set).
pub(crate) fn golden<G: Drawable>(input: &[u8], name: &str) {
    golden_with::<G>(input, DrawOptions::default(), name);
}

/// As [`golden`], drawn with `options`.
pub(crate) fn golden_with<G: Drawable>(input: &[u8], options: DrawOptions, name: &str) {
    let svg = well_formed_with::<G>(input, options);
    same_as_golden(&svg, name);
}

/// Fails unless `svg` is `golden/<name>.svg` (rewritten instead when `GRUNDY_BLESS` is set).
fn same_as_golden(svg: &str, name: &str) {
    let path = format!("{}/src/draw/golden/{name}.svg", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("GRUNDY_BLESS").is_some() {
        std::fs::write(&path, svg).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("{path}: {error} (GRUNDY_BLESS=1 writes it)"));
    assert!(
        svg == expected,
        "{name}: the picture changed; look at it, then GRUNDY_BLESS=1 rewrites {path}"
    );
}

/// Texts and attributes with every special character of XML and DOT.
const NASTY: &str = "a<b>&\"c'\\d\u{7}";

fn nasty_picture(body: Body) -> Picture {
    Picture::new(NASTY, body)
        .caption(NASTY)
        .swatch(Swatch::fill(WIN, NASTY))
        .swatch(Swatch::line(HIGHLIGHT, NASTY))
}

#[test]
fn special_characters_are_escaped_in_every_kind() {
    let mut graph = Graph {
        directed: true,
        ..Graph::default()
    };
    graph.nodes.push(Node::new(NASTY, WIN).note(NASTY));
    graph.nodes.push(Node::new("2", WHITE));
    let mut edge = Edge::new(0, 1, BLACK);
    edge.label = Some(NASTY.into());
    graph.edges.push(edge);
    let rows = vec![Row {
        label: NASTY.into(),
        first: Some(1),
        cells: vec![Cell {
            text: NASTY.into(),
            note: Some(NASTY.into()),
            fill: WIN,
            ring: None,
            play: None,
        }],
    }];
    for body in [Body::Graph(graph), Body::Rows(rows)] {
        let picture = nasty_picture(body);
        let svg = picture.svg();
        check_svg(&svg);
        let document = roxmltree::Document::parse(&svg).unwrap();
        let title = document
            .descendants()
            .find(|node| node.has_tag_name("title"))
            .and_then(|node| node.text());
        assert_eq!(title, Some("a<b>&\"c'\\d"));
        check_dot(&picture.dot());
        assert!(!picture.dot().contains('\u{7}'));
    }
}

#[test]
fn a_graph_of_the_largest_size_is_laid_out_without_overlaps_between_layers() {
    // A binary tree of MAX_ITEMS nodes: every edge goes down.
    let mut graph = Graph::default();
    for index in 0..MAX_ITEMS {
        graph
            .nodes
            .push(Node::new((index + 1).to_string(), WHITE).note("g=0"));
        if index > 0 {
            graph.edges.push(Edge::new((index - 1) / 2, index, BLACK));
        }
    }
    let sizes: Vec<_> = graph.nodes.iter().map(super::graph::node_size).collect();
    let edges: Vec<_> = graph.edges.iter().map(|e| (e.from, e.to)).collect();
    let placed = super::layout::place(&sizes, &edges);
    for &(from, to) in &edges {
        assert!(placed.centres[from].1 < placed.centres[to].1);
    }
    for a in 0..MAX_ITEMS {
        for b in a + 1..MAX_ITEMS {
            let (pa, pb) = (placed.centres[a], placed.centres[b]);
            let apart_x = (pa.0 - pb.0).abs() >= (sizes[a].0 + sizes[b].0) / 2.0;
            let apart_y = (pa.1 - pb.1).abs() >= (sizes[a].1 + sizes[b].1) / 2.0;
            assert!(apart_x || apart_y, "nodes {a} and {b} overlap");
        }
    }
    check_svg(&Picture::new("tree", Body::Graph(graph)).svg());
}

#[test]
fn a_test_too_large_to_read_is_refused_in_one_line() {
    let mut input = format!("1\n{}\n", MAX_ITEMS + 1);
    input.push_str(&"1 ".repeat(MAX_ITEMS + 1));
    let error = draw::<crate::games::nim::Nim>(input.as_bytes(), 1, Format::Svg).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("at most 300 heaps"), "{message}");
    assert!(!message.contains('\n'));
    let error = draw::<crate::games::hunger_game::HungerGame>(input.as_bytes(), 1, Format::Svg)
        .unwrap_err();
    assert!(
        error
            .to_string()
            .contains("at most 300 boxes; this test has 301"),
        "{error}"
    );
    let error = draw::<crate::games::nim::Nim>(b"1\n1\n1\n", 2, Format::Svg).unwrap_err();
    assert_eq!(
        error.to_string(),
        "there is no test 2: the input has 1 test"
    );
}

/// The pictures of positions in play (the web playground's): after the moves given, from test 1
/// of the input, each matches its golden picture: heaps at their new sizes on the start's
/// scale, beans moved, a cut edge and what fell with it dashed, a box opened, a token, a piece
/// or a pebble moved along an arc, cells flipped, Moore's heaps lowered two at once.
#[test]
fn positions_in_play_are_drawn_as_they_are_now() {
    let cases: [(&str, &str, &[&str], &str); 12] = [
        ("nim", "1\n3\n1 2 4\n", &["heap 3 to 1"], "play-nim"),
        (
            "hunger-game",
            "1\n3\n3 5 6\n",
            &["open 1 3", "box 1 to 1"],
            "play-hunger-game",
        ),
        (
            "split-game",
            "1\n4\n1 0 1 3\n",
            &["0 2 3"],
            "play-split-game",
        ),
        (
            "graph-hackenbush",
            "1\n4 5\n1 2\n2 3\n3 1\n3 4\n4 4\n",
            &["3 4"],
            "play-graph-hackenbush",
        ),
        (
            "tree-coins",
            "1\n4\n1 2\n2 3\n2 4\n0 1 2 1\n",
            &["coin 3 to 1"],
            "play-tree-coins",
        ),
        (
            "dag-game",
            "4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n0\n",
            &["token 1 from 0 to 1"],
            "play-dag-game",
        ),
        (
            "graph-draw-game",
            "8 11\n1 2\n2 3\n3 1\n4 5\n4 1\n6 4\n6 5\n7 7\n7 5\n8 1\n8 6\n",
            &["2"],
            "play-graph-draw-game",
        ),
        (
            "graph-score-game",
            "3 3\n1 5 3\n1 2\n2 3\n3 2\n",
            &["2"],
            "play-graph-score-game",
        ),
        (
            "pebble-game",
            "5 9 2\n2 1\n1 4\n0 2\n1 2\n2 1\n3 1\n2 2\n1 1\n2 4\n",
            &["1", "3"],
            "play-pebble-game",
        ),
        (
            "moving-coins",
            "10 3\n",
            &["coin 6 to 4"],
            "play-moving-coins",
        ),
        (
            "array-game",
            "6\n1\n3\n1 2 5\n",
            &["cell 2 k 3"],
            "play-array-game",
        ),
        (
            "moore-nim",
            "7 3 6\n1 2 3\n",
            &["heap 1 to 0, heap 3 to 0"],
            "play-moore-nim",
        ),
    ];
    for (id, input, moves, name) in cases {
        let game = crate::catalog::find(id).expect("a game");
        let mut session = game
            .play()
            .expect("playable")
            .start(input.as_bytes(), 1, crate::game::play::Player::Human, 0)
            .unwrap_or_else(|error| panic!("{error}"));
        for mv in moves {
            session.play(mv).expect("a legal move");
        }
        let svg = session
            .picture()
            .expect("a picture")
            .unwrap_or_else(|refusal| panic!("{refusal}"));
        check_svg(&svg);
        assert!(
            svg.contains(&super::svg::escape(&session.position())),
            "{id}"
        );
        same_as_golden(&svg, name);
    }
}

#[test]
fn a_wide_layer_is_wrapped_into_rows_no_wider_than_the_limit() {
    // A star of MAX_ITEMS nodes: one layer of MAX_ITEMS - 1 leaves, about 14,000 pixels side by
    // side, wrapped into rows.
    let sizes = vec![(40.0, 32.0); MAX_ITEMS];
    let edges: Vec<_> = (1..MAX_ITEMS).map(|leaf| (0, leaf)).collect();
    let placed = super::layout::place(&sizes, &edges);
    assert!(placed.size.0 <= super::layout::MAX_ROW, "{:?}", placed.size);
    let rows: std::collections::BTreeSet<u64> = placed.centres[1..]
        .iter()
        .map(|&(_, y)| y.to_bits())
        .collect();
    assert!(rows.len() >= 5, "{} rows", rows.len());
    for leaf in 1..MAX_ITEMS {
        assert!(placed.centres[0].1 < placed.centres[leaf].1);
        // Each edge runs from the hub's border to the leaf's.
        let curve = &placed.curves[leaf - 1];
        let end = curve[curve.len() - 1][3];
        let (x, y) = placed.centres[leaf];
        let reach = ((end.0 - x) / 20.0).powi(2) + ((end.1 - y) / 16.0).powi(2);
        assert!((reach - 1.0).abs() < 1e-6, "{reach}");
    }
}

#[test]
fn a_star_is_drawn_as_a_fan_whose_edges_cross_no_row() {
    // The star's leaves wrapped into rows: each edge is the short tick from its row's bus down
    // to its leaf, beside which nothing else is drawn; the trunk and buses are shared lines.
    let sizes = vec![(40.0, 32.0); MAX_ITEMS];
    let edges: Vec<_> = (1..MAX_ITEMS).map(|leaf| (0, leaf)).collect();
    let placed = super::layout::place(&sizes, &edges);
    let rows: std::collections::BTreeSet<u64> = placed.centres[1..]
        .iter()
        .map(|&(_, y)| y.to_bits())
        .collect();
    // The trunk, and a bus over each row.
    assert_eq!(placed.shared.len(), 1 + rows.len());
    let hub = placed.centres[0];
    for leaf in 1..MAX_ITEMS {
        let curve = &placed.curves[leaf - 1];
        let start = curve[0][0];
        let (x, y) = placed.centres[leaf];
        assert_eq!(curve.len(), 1);
        assert!((start.0 - x).abs() < 1e-9, "a tick goes straight down");
        assert!(
            start.1 < y - 16.0 && start.1 > y - 16.0 - 40.0,
            "{start:?} {y}"
        );
        // No leaf stands in the aisle the trunk runs down.
        assert!((x - hub.0).abs() >= 20.0 + super::fan::AISLE / 2.0 - 1e-9);
    }
}

#[test]
fn a_long_path_is_folded_into_bands_without_overlaps() {
    // A path of MAX_ITEMS nodes would be 300 layers, about 29,000 pixels tall: it is folded into
    // bands side by side, as a snake, each edge from its node's border to the next one's.
    let sizes = vec![(46.0, 42.0); MAX_ITEMS];
    let edges: Vec<_> = (1..MAX_ITEMS).map(|node| (node - 1, node)).collect();
    let placed = super::layout::place(&sizes, &edges);
    let (width, height) = placed.size;
    assert!(width <= 3000.0 && height <= 3000.0, "{:?}", placed.size);
    for a in 0..MAX_ITEMS {
        for b in a + 1..MAX_ITEMS {
            let (pa, pb) = (placed.centres[a], placed.centres[b]);
            let apart_x = (pa.0 - pb.0).abs() >= 46.0;
            let apart_y = (pa.1 - pb.1).abs() >= 42.0;
            assert!(apart_x || apart_y, "nodes {a} and {b} overlap");
        }
    }
    for (index, curve) in placed.curves.iter().enumerate() {
        for (end, node) in [(curve[0][0], index), (curve[curve.len() - 1][3], index + 1)] {
            let (x, y) = placed.centres[node];
            let reach = ((end.0 - x) / 23.0).powi(2) + ((end.1 - y) / 21.0).powi(2);
            assert!((reach - 1.0).abs() < 1e-6, "edge {index}: {reach}");
        }
    }
    // Neighbours in different bands: the edge turns beyond both, not across either band.
    let turns = placed
        .curves
        .iter()
        .filter(|curve| (curve[0][0].0 - curve[curve.len() - 1][3].0).abs() > 60.0)
        .count();
    assert!(turns >= 2, "{turns} turns");
}

#[test]
fn many_heaps_go_into_columns() {
    let mut input = format!("1\n{MAX_ITEMS}\n");
    input.push_str(&"1000000 ".repeat(MAX_ITEMS));
    let svg = well_formed::<crate::games::nim::Nim>(input.as_bytes());
    let document = roxmltree::Document::parse(&svg).unwrap();
    let size = |name| -> f64 {
        document
            .root_element()
            .attribute(name)
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(size("height") < 3000.0, "{}", size("height"));
    assert!(size("width") < 3000.0, "{}", size("width"));
    assert!(svg.contains(">heap 300<") && svg.contains(">nim-sum<"));
}

#[test]
fn a_graph_with_too_many_cycles_is_refused() {
    // A ladder of k rungs hung from vertex 1 has k independent cycles; a repeated edge and a
    // loop add none.
    let ladder = |rungs: usize, extra: &str| {
        let mut edges = vec!["1 2".to_string()];
        for rung in 0..rungs {
            let (a, b) = (2 * rung + 2, 2 * rung + 3);
            edges.push(format!("{a} {b}"));
            if rung > 0 {
                edges.push(format!("{} {a}", a - 2));
                edges.push(format!("{} {b}", b - 2));
            } else {
                edges.push(format!("1 {b}"));
            }
        }
        edges.push(extra.to_string());
        format!(
            "1\n{} {}\n{}\n",
            2 * rungs + 1,
            edges.len(),
            edges.join("\n")
        )
    };
    use crate::games::graph_hackenbush::GraphHackenbush;
    assert_eq!(
        super::independent_cycles(4, &[(0, 1), (1, 2), (2, 0), (0, 1), (3, 3)]),
        1
    );
    well_formed::<GraphHackenbush>(ladder(super::MAX_CYCLES, "2 3").as_bytes());
    let error = draw::<GraphHackenbush>(
        ladder(super::MAX_CYCLES + 1, "4 4").as_bytes(),
        1,
        Format::Svg,
    )
    .unwrap_err()
    .to_string();
    assert!(
        error.contains("at most 100 independent cycles") && error.contains("this test has 101"),
        "{error}"
    );
}
