//! The JSON API against the library it fronts: every request goes through the real router
//! (`tower::ServiceExt::oneshot`), and its answer is compared with what the library (and so the
//! command line) gives for the same input.

use std::time::Duration;

use axum::body::{to_bytes, Body};
use axum::http::{header, Request, StatusCode};
use axum::Router;
use grundy::catalog::{self, Format};
use grundy::game::play::{self, engine_turn, Player};
use grundy::solve::{GenerateOptions, Method, Report, SolveOptions};
use grundy_web::{router, Limits};
use serde_json::{json, Value};
use tower::ServiceExt;

/// What one request answered.
struct Answer {
    status: StatusCode,
    content_type: String,
    body: Vec<u8>,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|error| {
            panic!(
                "not JSON ({error}): {}",
                String::from_utf8_lossy(&self.body)
            )
        })
    }

    fn error(&self) -> String {
        self.json()["error"]
            .as_str()
            .expect("an error message")
            .to_string()
    }
}

async fn send(app: &Router, request: Request<Body>) -> Answer {
    let response = app.clone().oneshot(request).await.expect("an answer");
    let status = response.status();
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .map(|value| value.to_str().expect("ASCII").to_string())
        .unwrap_or_default();
    let body = to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("a body")
        .to_vec();
    Answer {
        status,
        content_type,
        body,
    }
}

async fn post(app: &Router, path: &str, body: &Value) -> Answer {
    let request = Request::post(path)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .expect("a request");
    send(app, request).await
}

async fn get(app: &Router, path: &str) -> Answer {
    send(
        app,
        Request::get(path).body(Body::empty()).expect("a request"),
    )
    .await
}

fn app() -> Router {
    router(Limits::default())
}

/// A file of the repository, as text.
fn repo_file(path: &str) -> String {
    let full = format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&full).unwrap_or_else(|error| panic!("cannot read {full}: {error}"))
}

/// What the library writes for `input` with `options`.
fn library_solve(id: &str, input: &str, options: &SolveOptions) -> String {
    let mut out = Vec::new();
    catalog::find(id)
        .expect("a game")
        .solve(input.as_bytes(), options, &mut out)
        .expect("a valid input");
    String::from_utf8(out).expect("UTF-8")
}

#[tokio::test]
async fn solve_answers_what_the_command_line_prints_for_every_bundled_example() {
    let app = app();
    for game in catalog::GAMES {
        let id = game.id();
        let input = repo_file(&format!("examples/{id}.in"));
        let answer = post(&app, "/api/solve", &json!({"game": id, "input": input})).await;
        assert_eq!(answer.status, StatusCode::OK, "{id}");
        assert_eq!(
            answer.json()["output"].as_str(),
            Some(repo_file(&format!("examples/{id}.out")).as_str()),
            "{id}"
        );
        for (name, report) in [("explain", Report::Explain), ("json", Report::Json)] {
            for (method_name, method) in [("fast", Method::Fast), ("brute", Method::Brute)] {
                let answer = post(
                    &app,
                    "/api/solve",
                    &json!({"game": id, "input": input, "report": name, "method": method_name}),
                )
                .await;
                assert_eq!(answer.status, StatusCode::OK, "{id} {name} {method_name}");
                let options = SolveOptions {
                    method,
                    report,
                    ..SolveOptions::default()
                };
                assert_eq!(
                    answer.json()["output"].as_str(),
                    Some(library_solve(id, &input, &options).as_str()),
                    "{id} {name} {method_name}"
                );
            }
        }
    }
}

#[tokio::test]
async fn bad_input_answers_400_with_the_tools_line_and_the_earlier_answers() {
    let app = app();
    let input = "2\n4\n1 2\n2 3\n3 4\n4\n1 2\n1 3\n1 9\n";
    let answer = post(
        &app,
        "/api/solve",
        &json!({"game": "path-marking", "input": input}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.content_type, "application/json");
    let mut out = Vec::new();
    let error = catalog::find("path-marking")
        .expect("a game")
        .solve(input.as_bytes(), &SolveOptions::default(), &mut out)
        .expect_err("a bad input");
    assert_eq!(answer.error(), error.to_string());
    assert_eq!(
        answer.error(),
        "line 9 (test 2): a node id 9 is out of range 1..4"
    );
    assert_eq!(answer.json()["output"], "Play now\n");

    for body in [
        json!({"game": "nim"}),
        json!({"game": "nim", "input": "1\n1\n1\n", "method": "slow"}),
        json!({"game": "nim", "input": "1\n1\n1\n", "colour": "red"}),
        json!({"game": "nim", "input": "1\n1\n1\n", "all": true}),
        json!({"game": "nim", "input": "1\n1\n1\n", "loopy": true}),
    ] {
        let answer = post(&app, "/api/solve", &body).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{body}");
        assert!(!answer.error().contains('\n'), "{}", answer.error());
    }
    let answer = send(
        &app,
        Request::post("/api/solve")
            .body(Body::from("{not json"))
            .expect("a request"),
    )
    .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer
        .error()
        .starts_with("the request body is not what the API takes"));
}

#[tokio::test]
async fn an_unknown_game_answers_404_everywhere() {
    let app = app();
    let unknown = json!({"game": "no-such-game", "input": "1\n"});
    for path in ["/api/solve", "/api/draw", "/api/play"] {
        let answer = post(&app, path, &unknown).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{path}");
        assert!(answer.error().starts_with("unknown game 'no-such-game'"));
    }
    let answer = post(&app, "/api/generate", &json!({"game": "no-such-game"})).await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND);
    assert_eq!(
        get(&app, "/api/games/no-such-game").await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_body_over_the_limit_answers_413() {
    let limits = Limits {
        body_bytes: 1000,
        ..Limits::default()
    };
    let app = router(limits);
    let small = json!({"game": "nim", "input": "1\n1\n1\n"});
    assert_eq!(
        post(&app, "/api/solve", &small).await.status,
        StatusCode::OK
    );
    let large = json!({"game": "nim", "input": format!("1\n1\n{}\n", "1".repeat(1000))});
    let answer = post(&app, "/api/solve", &large).await;
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(
        answer.error(),
        "the request body is larger than 1000 bytes, the server's limit"
    );
    // The default limit: 8 MiB.
    let app = router(Limits::default());
    let large = json!({"game": "nim", "input": "1".repeat(8 << 20)});
    let answer = post(&app, "/api/solve", &large).await;
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        answer.error().contains("larger than 8 MiB"),
        "{}",
        answer.error()
    );
}

#[tokio::test]
async fn games_lists_the_catalog_with_each_page() {
    let app = app();
    let answer = get(&app, "/api/games").await;
    assert_eq!(answer.status, StatusCode::OK);
    let games = answer.json();
    let games = games.as_array().expect("a list");
    assert_eq!(games.len(), catalog::GAMES.len());
    for (listed, game) in games.iter().zip(catalog::GAMES) {
        assert_eq!(listed["id"], game.id());
        assert_eq!(listed["summary"], game.summary());
        assert_eq!(listed["playable"], game.play().is_some());
        assert_eq!(listed["drawable"], game.draw().is_some());
        assert_eq!(listed["families"], json!(game.families()));
        let one = get(&app, &format!("/api/games/{}", game.id())).await;
        assert_eq!(&one.json(), listed);
    }
}

#[tokio::test]
async fn generate_is_the_library_s_generator_and_deterministic_by_seed() {
    let app = app();
    let request =
        json!({"game": "path-marking", "family": "random", "size": 12, "tests": 2, "seed": 7});
    let first = post(&app, "/api/generate", &request).await;
    assert_eq!(first.status, StatusCode::OK);
    let again = post(&app, "/api/generate", &request).await;
    assert_eq!(first.json(), again.json());
    let mut out = Vec::new();
    let options = GenerateOptions {
        family: "random".into(),
        size: 12,
        tests: 2,
        seed: 7,
    };
    catalog::find("path-marking")
        .expect("a game")
        .generate(&options, &mut out)
        .expect("generated");
    assert_eq!(
        first.json()["input"],
        String::from_utf8(out).expect("UTF-8")
    );
    let other = post(
        &app,
        "/api/generate",
        &json!({"game": "path-marking", "family": "random", "size": 12, "tests": 2, "seed": 8}),
    )
    .await;
    assert_ne!(first.json(), other.json());

    // Without a size, every game's own default (what `grundy gen` writes without --n), which
    // the game's entry in /api/games states.
    for id in ["nim", "tree-tac-toe", "moore-nim"] {
        let game = catalog::find(id).expect("a game");
        let answer = post(&app, "/api/generate", &json!({"game": id, "seed": 3})).await;
        assert_eq!(answer.status, StatusCode::OK, "{id}");
        let mut out = Vec::new();
        let options = GenerateOptions {
            family: game.families()[0].into(),
            size: game.default_size(),
            tests: 1,
            seed: 3,
        };
        game.generate(&options, &mut out).expect("generated");
        assert_eq!(
            answer.json()["input"],
            String::from_utf8(out).expect("UTF-8")
        );
        let info = get(&app, &format!("/api/games/{id}")).await;
        assert_eq!(info.json()["default_size"], game.default_size(), "{id}");
    }

    let unknown = post(
        &app,
        "/api/generate",
        &json!({"game": "path-marking", "family": "no-such-family"}),
    )
    .await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
    let huge = post(
        &app,
        "/api/generate",
        &json!({"game": "path-marking", "size": 2_000_000}),
    )
    .await;
    assert_eq!(huge.status, StatusCode::BAD_REQUEST);
    assert!(huge.error().contains("at most 1000000"), "{}", huge.error());
    // An input larger than the body limit is refused rather than made.
    let limits = Limits {
        body_bytes: 1000,
        ..Limits::default()
    };
    let small = router(limits);
    let large = post(
        &small,
        "/api/generate",
        &json!({"game": "path-marking", "size": 1000}),
    )
    .await;
    assert_eq!(large.status, StatusCode::BAD_REQUEST);
    assert!(
        large.error().contains("the largest request"),
        "{}",
        large.error()
    );
}

#[tokio::test]
async fn draw_answers_the_library_s_svg_as_xml() {
    let app = app();
    for game in catalog::GAMES {
        let id = game.id();
        let input = repo_file(&format!("examples/{id}.in"));
        let answer = post(&app, "/api/draw", &json!({"game": id, "input": input})).await;
        let Some(ability) = game.draw() else {
            assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{id}");
            continue;
        };
        assert_eq!(answer.status, StatusCode::OK, "{id}");
        assert_eq!(answer.content_type, "image/svg+xml; charset=utf-8");
        let svg = String::from_utf8(answer.body).expect("UTF-8");
        let document = roxmltree::Document::parse(&svg).expect("well-formed XML");
        assert_eq!(document.root_element().tag_name().name(), "svg");
        let expected = ability
            .draw(input.as_bytes(), 1, Format::Svg)
            .expect("drawn");
        assert_eq!(svg, expected, "{id}");
    }
    let dot = post(
        &app,
        "/api/draw",
        &json!({"game": "nim", "input": "1\n2\n1 2\n", "format": "dot"}),
    )
    .await;
    assert_eq!(dot.status, StatusCode::OK);
    assert!(dot.content_type.starts_with("text/vnd.graphviz"));
    let bad = post(
        &app,
        "/api/draw",
        &json!({"game": "nim", "input": "1\n2\n1 2\n", "test": 2}),
    )
    .await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad.error(), "there is no test 2: the input has 1 test");
}

const PATH: &str = "1\n6\n1 2\n2 3\n3 4\n4 5\n5 6\n";

#[tokio::test]
async fn play_replays_the_moves_through_the_library_s_session() {
    let app = app();
    // The engine moves first from a path of 6 nodes (5 edges, the first player wins), and the
    // person answers with the first legal move each turn until the game ends.
    let mut moves: Vec<String> = Vec::new();
    let ability = catalog::find("path-marking")
        .expect("a game")
        .play()
        .expect("playable");
    let mut session = ability
        .start(PATH.as_bytes(), 1, Player::Engine, 3)
        .expect("a match");
    let opening = engine_turn(session.as_mut());
    let mut expected = play::state(session.as_mut(), opening);
    loop {
        let request = json!({"game": "path-marking", "input": PATH, "first": "engine",
                             "seed": 3, "moves": moves, "hint": true});
        let answer = post(&app, "/api/play", &request).await;
        assert_eq!(answer.status, StatusCode::OK);
        let state = answer.json();
        for (key, value) in &expected {
            assert_eq!(&state[key], value, "{key} after {moves:?}");
        }
        assert_eq!(
            state["winning_moves"],
            json!(session.winning_moves()),
            "{moves:?}"
        );
        let history = state["history"].as_array().expect("a history");
        // The engine's opening, then each of the person's moves and the engine's answer, unless
        // the person's last move ended the game.
        let ended_by_the_person = state["over"] == true && state["to_move"] == "engine";
        assert_eq!(
            history.len(),
            1 + 2 * moves.len() - usize::from(ended_by_the_person)
        );
        if state["over"] == true {
            // The engine moved first on a position the first player wins: it wins.
            assert_eq!(state["winner"], "engine");
            break;
        }
        let mv = session.moves()[0].clone();
        session.play(&mv).expect("legal");
        let answer = engine_turn(session.as_mut());
        expected = play::state(session.as_mut(), answer);
        moves.push(mv);
    }
    // A move after the end, or an illegal one, names the move.
    moves.push("1 2".into());
    let request = json!({"game": "path-marking", "input": PATH, "first": "engine", "seed": 3,
                         "moves": moves});
    let answer = post(&app, "/api/play", &request).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(
        answer.error().contains("the game is already over"),
        "{}",
        answer.error()
    );
    let answer = post(
        &app,
        "/api/play",
        &json!({"game": "path-marking", "input": PATH, "moves": ["1 9"]}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        answer.error(),
        "move 1: '1 9' is not a legal move; the legal moves are: 1 2, 2 3, 3 4, 4 5, 5 6"
    );
    let counting = post(
        &app,
        "/api/play",
        &json!({"game": "moore-nim", "input": repo_file("examples/moore-nim.in"),
                "position": "1 2 3 3 2 1 1"}),
    )
    .await;
    assert_eq!(counting.status, StatusCode::OK);
    assert_eq!(
        counting.json()["position"],
        "heaps 1 2 3 3 2 1 1 (a move lowers 1 to 6 heaps)"
    );
    // dag-game plays a chosen query, as `--query`; a query the test lacks is refused.
    let dag = repo_file("examples/dag-game.in");
    let query = post(
        &app,
        "/api/play",
        &json!({"game": "dag-game", "input": dag, "query": 2, "hint": true}),
    )
    .await;
    assert_eq!(query.status, StatusCode::OK);
    assert_eq!(query.json()["position"], "tokens 1..2 on positions 0 2");
    assert_eq!(
        query.json()["winning_moves"],
        json!(["token 1 from 0 to 2"])
    );
    let missing = post(
        &app,
        "/api/play",
        &json!({"game": "dag-game", "input": dag, "query": 3}),
    )
    .await;
    assert_eq!(missing.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        missing.error(),
        "line 1 (test 1): there is no query 3: this test has 2 queries"
    );
    // graph-draw-game starts from a chosen vertex, as `--start`; one the graph lacks, a game
    // with no start to choose, or `start` with another choice is refused.
    let graph = repo_file("examples/graph-draw-game.in");
    let started = post(
        &app,
        "/api/play",
        &json!({"game": "graph-draw-game", "input": graph, "start": 2}),
    )
    .await;
    assert_eq!(started.status, StatusCode::OK);
    assert_eq!(
        started.json()["position"],
        "token on vertex 2, Gennady to move"
    );
    assert_eq!(started.json()["moves"], json!(["3"]));
    for (request, error) in [
        (
            json!({"game": "graph-draw-game", "input": graph, "start": 99}),
            "line 1: there is no vertex 99 to start from: the vertices are 1 to 8",
        ),
        (
            json!({"game": "graph-draw-game", "input": graph, "start": 2, "loopy": true}),
            "start cannot be combined with loopy",
        ),
        (
            json!({"game": "nim", "input": "1\n1\n3\n", "start": 1}),
            "nim has no root or start to choose: --root is for a game played on a rooted tree \
             (tree-coins), --start for a game whose start vertex may be chosen (graph-draw-game)",
        ),
    ] {
        let refused = post(&app, "/api/play", &request).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{request}");
        assert_eq!(refused.error(), error, "{request}");
    }
}

#[tokio::test]
async fn the_games_that_may_go_on_forever_are_played_to_their_ending() {
    let app = app();
    // graph-draw-game, the first sample from vertex 1: Gennady (the person) goes to 4, Georgiy
    // (the engine) to 5 rather than back to 1, and is stuck on 6.
    let draw = "6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n";
    // graph-score-game, the second sample: Bob steps back from 2 to 1, and the position comes
    // back; repeated to the horizon, the piece ends on 1: the score is par, 2.
    let score = "2 2\n2 7\n1 2\n2 1\n";
    // pebble-game, the first sample: Alice on 1, Bob places on 2 and she is stuck.
    let pebble = "4 4 2\n0 1\n1 2\n2 3\n3 0\n";
    for (game, input, moves, history, winner) in [
        (
            "graph-draw-game",
            draw,
            json!(["4", "6"]),
            json!(["4", "5", "6"]),
            json!("human"),
        ),
        (
            "graph-score-game",
            score,
            json!(["2"]),
            json!(["2", "1"]),
            Value::Null,
        ),
        (
            "pebble-game",
            pebble,
            json!(["1"]),
            json!(["1", "2"]),
            json!("engine"),
        ),
    ] {
        let request = json!({"game": game, "input": input, "moves": moves});
        let answer = post(&app, "/api/play", &request).await;
        assert_eq!(answer.status, StatusCode::OK, "{game}: {}", answer.error());
        let state = answer.json();
        assert_eq!(state["history"], history, "{game}");
        assert_eq!(state["over"], true, "{game}");
        assert_eq!(state["winner"], winner, "{game}");
        assert!(state["ending"].is_string(), "{game}");
    }
    let request = json!({"game": "graph-score-game", "input": score, "moves": ["2"]});
    let state = post(&app, "/api/play", &request).await.json();
    assert_eq!(
        (state["score"].clone(), state["par"].clone()),
        (json!(2), json!(2))
    );
    assert!(state["ending"].as_str().unwrap().contains("comes back"));
    // A move after a play that ended with no winner is refused as after any end.
    let request = json!({"game": "graph-score-game", "input": score, "moves": ["2", "declare"]});
    let answer = post(&app, "/api/play", &request).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(
        answer.error().contains("the game is already over"),
        "{}",
        answer.error()
    );
}

#[tokio::test]
async fn no_work_is_taken_beyond_the_concurrency_limit() {
    let limits = Limits {
        concurrent: 0,
        time: Duration::from_secs(10),
        ..Limits::default()
    };
    let app = router(limits);
    let answer = post(
        &app,
        "/api/solve",
        &json!({"game": "nim", "input": "1\n1\n1\n"}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(answer.error().starts_with("busy"), "{}", answer.error());
    // The catalog needs no work.
    assert_eq!(get(&app, "/api/games").await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_page_and_its_files_are_served_from_the_binary() {
    let app = app();
    let page = get(&app, "/").await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.content_type, "text/html; charset=utf-8");
    let html = String::from_utf8(page.body).expect("UTF-8");
    assert!(html.contains("<script src=\"app.js\""), "{html}");
    for (path, kind) in [("/app.js", "text/javascript"), ("/style.css", "text/css")] {
        let file = get(&app, path).await;
        assert_eq!(file.status, StatusCode::OK);
        assert!(file.content_type.starts_with(kind));
        assert!(!file.body.is_empty());
    }
    let missing = get(&app, "/etc/passwd").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(
        missing.error(),
        "no such page or endpoint: GET /etc/passwd (the API is described in docs/web.md)"
    );
    let missing = post(
        &app,
        "/api/solv",
        &json!({"game": "nim", "input": "1\n1\n1\n"}),
    )
    .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing
        .error()
        .starts_with("no such page or endpoint: POST /api/solv"));
}

#[tokio::test]
async fn the_picture_s_clickable_edges_are_the_moves_of_play() {
    let app = app();
    for (id, test) in [
        ("path-marking", 1),
        ("path-marking", 2),
        ("tree-hackenbush", 1),
    ] {
        let input = repo_file(&format!("examples/{id}.in"));
        let svg = post(
            &app,
            "/api/draw",
            &json!({"game": id, "input": input, "test": test}),
        )
        .await;
        let svg = String::from_utf8(svg.body).expect("UTF-8");
        let document = roxmltree::Document::parse(&svg).expect("well-formed XML");
        let mut drawn: Vec<&str> = document
            .descendants()
            .filter_map(|node| node.attribute("data-move"))
            .collect();
        drawn.sort_unstable();
        drawn.dedup();
        let state = post(
            &app,
            "/api/play",
            &json!({"game": id, "input": input, "test": test}),
        )
        .await
        .json();
        let mut moves: Vec<&str> = state["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|mv| mv.as_str().expect("a label"))
            .collect();
        moves.sort_unstable();
        assert!(!moves.is_empty(), "{id} test {test}");
        assert_eq!(drawn, moves, "{id} test {test}");
    }
}

/// The move labels a person reaches by clicks on a play picture, as the page plays them: an
/// element's `data-move` is a move; an element's `data-part` adds to the move being chosen the
/// first of its alternatives (`|`-separated) that some legal move goes on with (one written
/// `=words`, once a move is begun, names it from its start), and a move is
/// reached once the words chosen name it; an element's `data-piece` adds a piece (or its first
/// words) to the pieces chosen, in any order ([`reached_by_pieces`]). Returns the moves reached
/// by clicks alone (and Enter, where other moves go on), sorted.
fn reached_by_clicks(svg: &str, moves: &[String]) -> Vec<String> {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|error| panic!("{error}\n{svg}"));
    let mut complete: Vec<String> = document
        .descendants()
        .filter_map(|node| node.attribute("data-move"))
        .map(String::from)
        .collect();
    let pieces: Vec<&str> = document
        .descendants()
        .filter_map(|node| node.attribute("data-piece"))
        .collect();
    complete.extend(reached_by_pieces(&pieces, moves));
    let parts: Vec<Vec<Vec<&str>>> = document
        .descendants()
        .filter_map(|node| node.attribute("data-part"))
        .map(|part| {
            part.split('|')
                .map(|words| words.split(' ').collect())
                .collect()
        })
        .collect();
    let words: Vec<Vec<&str>> = moves.iter().map(|mv| mv.split(' ').collect()).collect();
    let goes_on = |chosen: &[&str]| words.iter().any(|mv| mv.starts_with(chosen));
    let mut seen = std::collections::HashSet::new();
    let mut stack: Vec<Vec<&str>> = vec![Vec::new()];
    while let Some(chosen) = stack.pop() {
        for alternatives in &parts {
            let Some(next) = alternatives
                .iter()
                .filter_map(|alternative| match alternative.split_first() {
                    // `=cell 2 k 3`: once a move is begun, its words from the start.
                    Some((first, rest)) if first.starts_with('=') => {
                        let mut whole = vec![&first[1..]];
                        whole.extend(rest);
                        (!chosen.is_empty() && whole.starts_with(&chosen)).then_some(whole)
                    }
                    _ => Some([chosen.as_slice(), alternative].concat()),
                })
                .find(|next| goes_on(next))
            else {
                continue;
            };
            if !seen.insert(next.clone()) {
                continue;
            }
            assert!(seen.len() < 100_000, "too many choices");
            for (mv, mv_words) in moves.iter().zip(&words) {
                if *mv_words == next {
                    complete.push(mv.clone());
                }
            }
            stack.push(next);
        }
    }
    complete.sort_unstable();
    complete.dedup();
    complete
}

/// Whether each of `chosen` (a piece of a move, or its first words) begins a different piece of
/// move `label`, whose pieces are separated by `, ` (the page's `hasPieces`).
fn has_pieces(label: &str, chosen: &[&str]) -> bool {
    let mut left: Vec<&str> = label.split(", ").collect();
    chosen.iter().all(|piece| {
        let words: Vec<&str> = piece.split(' ').collect();
        let at = left.iter().position(|whole| {
            let whole: Vec<&str> = whole.split(' ').collect();
            whole.starts_with(&words)
        });
        at.map(|at| left.remove(at)).is_some()
    })
}

/// The moves reached by clicks on the `data-piece` elements `pieces`, as the page plays them: a
/// click adds its piece to the pieces chosen, in place of those no legal move has together with
/// it (or takes it back when chosen), if some legal move has them all; a move is reached once
/// the pieces chosen are all of its pieces. Returns those moves.
fn reached_by_pieces(pieces: &[&str], moves: &[String]) -> Vec<String> {
    let mut complete = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut stack: Vec<Vec<&str>> = vec![Vec::new()];
    while let Some(chosen) = stack.pop() {
        for &piece in pieces {
            let mut next: Vec<&str> = if chosen.contains(&piece) {
                chosen.iter().copied().filter(|&old| old != piece).collect()
            } else {
                let mut kept: Vec<&str> = chosen
                    .iter()
                    .copied()
                    .filter(|&old| moves.iter().any(|mv| has_pieces(mv, &[old, piece])))
                    .collect();
                kept.push(piece);
                kept
            };
            next.sort_unstable();
            if next.is_empty() || !moves.iter().any(|mv| has_pieces(mv, &next)) {
                continue;
            }
            if !seen.insert(next.clone()) {
                continue;
            }
            assert!(seen.len() < 100_000, "too many choices");
            complete.extend(
                moves
                    .iter()
                    .filter(|mv| mv.split(", ").count() == next.len() && has_pieces(mv, &next))
                    .cloned(),
            );
            stack.push(next);
        }
    }
    complete
}

#[tokio::test]
async fn every_playable_game_s_picture_shows_the_position_with_every_move_clickable() {
    let app = app();
    let playable: Vec<_> = catalog::GAMES
        .iter()
        .filter(|game| game.play().is_some())
        .collect();
    assert!(playable.len() >= 12, "{}", playable.len());
    for game in playable {
        let id = game.id();
        let input = repo_file(&format!("examples/{id}.in"));
        let mut moves: Vec<String> = Vec::new();
        let mut pictures = Vec::new();
        // The start, then after the person's first legal move (and the engine's answer), until
        // the game ends or three moves are played.
        loop {
            let request = json!({"game": id, "input": input, "moves": moves});
            let state = post(&app, "/api/play", &request).await.json();
            assert!(state.get("error").is_none(), "{id}: {state}");
            let svg = state["picture"].as_str().unwrap_or_else(|| {
                panic!(
                    "{id}: no picture of the position (its rules' Positions::picture draws it, \
                         every element of a move carrying a Click): {state}"
                )
            });
            assert!(
                svg.contains(&escape(state["position"].as_str().expect("a position"))),
                "{id}: the picture names the position {}",
                state["position"]
            );
            let legal: Vec<String> = state["moves"]
                .as_array()
                .expect("moves")
                .iter()
                .map(|mv| mv.as_str().expect("a label").to_string())
                .collect();
            let complete = reached_by_clicks(svg, &legal);
            let mut sorted = legal.clone();
            sorted.sort_unstable();
            assert_eq!(complete, sorted, "{id} after {moves:?}");
            pictures.push(svg.to_string());
            if state["over"] == true || moves.len() == 3 {
                break;
            }
            moves.push(legal[0].clone());
        }
        assert!(pictures.len() >= 2, "{id}: the example ends at once");
        assert_ne!(
            pictures[0], pictures[1],
            "{id}: the picture follows the play"
        );
    }
}

/// `text` as XML writes it.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

#[tokio::test]
async fn a_position_too_large_to_draw_answers_why_instead_of_its_picture() {
    let app = app();
    let ones = vec!["1"; 301].join(" ");
    let input = format!("1\n301\n{ones}\n");
    let state = post(&app, "/api/play", &json!({"game": "nim", "input": input}))
        .await
        .json();
    assert_eq!(state["moves"].as_array().expect("moves").len(), 301);
    assert!(state.get("picture").is_none());
    assert_eq!(
        state["no_picture"],
        "a picture shows at most 300 heaps; this test has 301 (draw a smaller test)"
    );
}
