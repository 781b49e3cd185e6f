//! `grundy draw`: every game of the catalog draws its bundled example as well-formed SVG (parsed
//! here) and DOT, or says why it is not drawn; the output file, the formats and
//! the refusals (bad input, a test too large, a test that is not there).

use grundy::catalog::{self, MAX_ARCS, MAX_ITEMS};

use crate::common::{assert_rejected, grundy, text};

/// The bundled example of `id`.
fn example(id: &str) -> String {
    let path = format!("{}/../../examples/{id}.in", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("the bundled example")
}

/// Runs `grundy draw` with `arguments` on `input`; asserts success with nothing on stderr.
fn draw(arguments: &[&str], input: &str) -> String {
    let mut all = vec!["draw"];
    all.extend_from_slice(arguments);
    let output = grundy(&all, input.as_bytes());
    assert!(
        output.status.success(),
        "{arguments:?}: {}",
        text(&output.stderr)
    );
    assert!(output.stderr.is_empty());
    text(&output.stdout)
}

/// Fails unless `svg` parses as XML with an `svg` root holding a title.
fn assert_svg(svg: &str) {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(document.root_element().tag_name().name(), "svg");
    assert!(document
        .descendants()
        .any(|node| node.has_tag_name("title")));
}

#[test]
fn every_game_draws_its_example_or_says_why_it_is_not_drawn() {
    let mut drawn = 0;
    for game in catalog::GAMES {
        let id = game.id();
        let input = example(id);
        let output = grundy(&["draw", id], input.as_bytes());
        if game.draw().is_none() {
            // Every game of the catalog is drawn now; one added without a picture says so.
            assert_eq!(output.status.code(), Some(2), "{id}");
            assert_eq!(
                text(&output.stderr),
                format!("error: drawing {id} is not supported yet\n")
            );
            assert!(output.stdout.is_empty());
            continue;
        }
        drawn += 1;
        assert!(output.status.success(), "{id}: {}", text(&output.stderr));
        assert_svg(&text(&output.stdout));
        let dot = draw(&[id, "--format", "dot"], &input);
        assert!(
            dot.starts_with("graph picture {") || dot.starts_with("digraph picture {"),
            "{id}"
        );
        assert!(dot.ends_with("}\n"), "{id}");
    }
    assert!(drawn >= 3);
}

#[test]
fn the_picture_goes_to_a_file_and_its_name_chooses_the_format() {
    let directory = std::env::temp_dir().join(format!("grundy-draw-{}", std::process::id()));
    std::fs::create_dir_all(&directory).unwrap();
    let svg = directory.join("nim.svg");
    let dot = directory.join("nim.dot");
    let input = "1\n3\n3 4 5\n";
    assert_eq!(draw(&["nim", "-o", svg.to_str().unwrap()], input), "");
    assert_svg(&std::fs::read_to_string(&svg).unwrap());
    assert_eq!(draw(&["nim", "-o", dot.to_str().unwrap()], input), "");
    assert!(std::fs::read_to_string(&dot)
        .unwrap()
        .starts_with("digraph picture {"));
    // --format wins over the file's name.
    draw(
        &["nim", "--format", "svg", "-o", dot.to_str().unwrap()],
        input,
    );
    assert_svg(&std::fs::read_to_string(&dot).unwrap());
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn the_chosen_test_is_drawn() {
    let input = "2\n2\n7 7\n3\n3 4 5\n";
    assert!(draw(&["nim"], input).contains("the first player loses"));
    assert!(draw(&["nim", "--test", "2"], input).contains("the first player wins"));
}

#[test]
fn bad_input_and_tests_too_large_or_missing_are_refused_in_one_line() {
    assert_rejected(
        &["draw", "nim"],
        "1\n2\n3 x\n",
        "line 3 (test 1):",
        "found 'x'",
        Some(""),
    );
    let mut large = format!("1\n{}\n", MAX_ITEMS + 1);
    large.push_str(&"1 ".repeat(MAX_ITEMS + 1));
    assert_rejected(
        &["draw", "nim"],
        &large,
        "line 2 (test 1):",
        &format!("a picture shows at most {MAX_ITEMS} heaps"),
        Some(""),
    );
    let output = grundy(&["draw", "nim", "--test", "3"], b"1\n1\n1\n");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: there is no test 3: the input has 1 test\n"
    );
    let output = grundy(&["draw", "no-such-game"], b"");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn pebble_game_draws_its_graph_and_the_matrix_of_placements() {
    let input = example("pebble-game");
    let svg = draw(&["pebble-game"], &input);
    assert_svg(&svg);
    assert!(svg.contains("of 6 placements, Alice wins 3, Bob wins 1, 2 draws"));
    assert!(svg.contains("Alice on 0") && svg.contains("stuck"));
    let dot = draw(&["pebble-game", "--format", "dot"], &input);
    assert!(dot.starts_with("digraph picture {"));
    assert!(dot.contains("subgraph cluster_p0_") && dot.contains("p1_table [shape=plaintext"));
}

#[test]
fn hackenbush_pictures_show_every_vertex_s_value_below_it() {
    // A triangle on the ground (1, 2, 3); under 3 the part {4} (a loop, 1) with the stalk 4-7
    // (0 + 1): 0; under 2 the part {5, 6} (three internal edges): 1. The triangle: 1 XOR (0 + 1)
    // XOR (1 + 1) = 2.
    let input = "1\n7 10\n1 2\n2 3\n3 1\n3 4\n4 4\n4 7\n2 5\n5 6\n5 6\n6 6\n";
    let svg = draw(&["graph-hackenbush"], input);
    assert_svg(&svg);
    assert!(svg.contains(">ground, g=2<"));
    assert_eq!(svg.matches(">g=2<").count(), 2, "vertices 2 and 3");
    assert_eq!(svg.matches(">g=1<").count(), 2, "vertices 5 and 6");
    assert_eq!(svg.matches(">g=0<").count(), 2, "vertices 4 and 7");
    let svg = draw(&["christmas-game"], "1\n3 3\n1 2\n2 3\n3 1\n");
    assert!(svg.contains(">ground, g=1<"));
    assert_eq!(svg.matches(">g=1<").count(), 2);
}

#[test]
fn dag_game_with_cycles_is_drawn_with_loopy_only() {
    let input = "7\n1 1\n2 0 2\n0\n2 3 2\n2 3 0\n2 5 6\n1 2\n1 3\n2 5 1\n2 5 3\n2 0 2\n0\n";
    let output = grundy(&["draw", "dag-game"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("draw it with --loopy"));
    assert!(output.stdout.is_empty());
    let svg = draw(&["dag-game", "--loopy"], input);
    assert_svg(&svg);
    assert!(svg.contains("g=∞(0) ●×1<") && svg.contains(">g=∞(1)<"));
    assert!(svg.contains("Query 3: tokens at 5 3: 2 tokens on ∞: DRAW"));
    let dot = draw(&["dag-game", "--loopy", "--format", "dot"], input);
    assert!(dot.contains("∞(1)"));
    let output = grundy(&["draw", "nim", "--loopy"], b"1\n1\n1\n");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: --loopy does not apply to nim (it applies to dag-game)\n"
    );
}

#[test]
fn graphs_beyond_the_edge_limit_are_refused_in_one_line() {
    // A DAG on 300 positions with 700 arcs, each position to the next few.
    let mut input = String::from("300\n");
    let mut arcs = 0;
    for p in 0..300 {
        let targets: Vec<usize> = (p + 1..300).take(3).collect();
        arcs += targets.len();
        input.push_str(&targets.len().to_string());
        for to in targets {
            input.push_str(&format!(" {to}"));
        }
        input.push('\n');
    }
    input.push_str("0\n");
    assert!(arcs > MAX_ARCS);
    assert_rejected(
        &["draw", "dag-game"],
        &input,
        "line 1 (test 1):",
        &format!("a picture shows at most {MAX_ARCS} arcs; this test has {arcs}"),
        Some(""),
    );
}

/// The width of an SVG picture, from its root's `width` attribute.
fn svg_width(svg: &str) -> f64 {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|error| panic!("{error}"));
    document
        .root_element()
        .attribute("width")
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn the_largest_trees_and_digraphs_drawn_stay_narrow_and_one_more_vertex_is_refused() {
    // A star of MAX_ITEMS vertices: its leaves wrapped into rows, not 30,000 pixels side by side.
    let star = |vertices: usize| {
        let mut input = format!("1\n{vertices}\n");
        for leaf in 2..=vertices {
            input.push_str(&format!("1 {leaf}\n"));
        }
        input
    };
    let svg = draw(&["path-marking"], &star(MAX_ITEMS));
    assert_svg(&svg);
    assert!(svg_width(&svg) < 3000.0, "{}", svg_width(&svg));
    assert_rejected(
        &["draw", "path-marking"],
        &star(MAX_ITEMS + 1),
        "line 2 (test 1):",
        &format!("a picture shows at most {MAX_ITEMS} vertices; this test has 301"),
        Some(""),
    );
    // A DAG on `positions` positions, each with arcs to the next two: 150 of them have 297 arcs,
    // drawn narrow; 152 have 301, one more than a picture holds.
    let dag = |positions: usize| {
        let mut dag = format!("{positions}\n");
        for p in 0..positions {
            let targets: Vec<String> = (p + 1..positions).take(2).map(|q| q.to_string()).collect();
            dag.push_str(&format!("{} {}\n", targets.len(), targets.join(" ")));
        }
        dag.push_str("1 0\n0\n");
        dag
    };
    let svg = draw(&["dag-game"], &dag(150));
    assert_svg(&svg);
    assert!(svg_width(&svg) < 3000.0, "{}", svg_width(&svg));
    assert_rejected(
        &["draw", "dag-game"],
        &dag(152),
        "line 1 (test 1):",
        &format!("a picture shows at most {MAX_ARCS} arcs; this test has 301"),
        Some(""),
    );
}
