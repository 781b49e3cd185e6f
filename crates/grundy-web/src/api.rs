//! The JSON API (`/api/...`): the catalog, solving, generating, drawing and playing, each the
//! library's entry point the command line uses, answered as the command line prints it.

use std::io::{self, Write};

use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use grundy::catalog::{self, Entry, Format};
use grundy::game::play::{self, engine_turn, Player, Setup};
use grundy::solve::{GenerateError, GenerateOptions, Method, Report, SolveError, SolveOptions};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::body::{size, JsonBody};
use crate::error::ApiError;
use crate::work::Work;
use crate::Limits;

/// The most bytes a solve answers (its `output`).
pub(crate) const MAX_OUTPUT_BYTES: usize = 64 << 20;

/// The largest `size` and `tests` a generate request takes.
pub(crate) const MAX_GENERATED: u64 = 1_000_000;

/// The API's routes, bounded by `limits`.
pub(crate) fn routes(limits: Limits) -> Router {
    let shared = Shared {
        work: Work::new(limits.concurrent, limits.time),
        body_bytes: limits.body_bytes,
    };
    Router::new()
        .route("/api/games", get(games))
        .route("/api/games/{id}", get(game))
        .route("/api/solve", post(solve))
        .route("/api/generate", post(generate))
        .route("/api/draw", post(draw))
        .route("/api/play", post(play))
        .layer(DefaultBodyLimit::max(limits.body_bytes))
        .with_state(shared)
}

/// What every handler shares.
#[derive(Clone)]
pub(crate) struct Shared {
    pub(crate) work: Work,
    /// The request body limit, which also bounds a generated input.
    pub(crate) body_bytes: usize,
}

/// The game with this id, or 404.
fn find(id: &str) -> Result<&'static dyn Entry, ApiError> {
    catalog::find(id).ok_or_else(|| ApiError::unknown_game(id))
}

/// What the API says about a game: its catalog line, its abilities and its page's summary.
fn describe(game: &dyn Entry) -> Value {
    let info = game.info();
    json!({
        "id": info.id,
        "title": info.title,
        "source": info.source,
        "rules": info.rules,
        "output": info.output,
        "families": game.families(),
        "default_size": game.default_size(),
        "test_noun": game.test_noun(),
        "playable": game.play().is_some(),
        "drawable": game.draw().is_some(),
        "summary": game.summary(),
    })
}

/// `GET /api/games`: every game of the catalog, in the order `grundy games` lists them.
async fn games() -> Json<Value> {
    Json(Value::Array(
        catalog::GAMES.iter().map(|game| describe(*game)).collect(),
    ))
}

/// `GET /api/games/{id}`: one game.
async fn game(Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    Ok(Json(describe(find(&id)?)))
}

/// A writer that refuses to grow past a number of bytes.
struct Capped {
    bytes: Vec<u8>,
    cap: usize,
}

impl Write for Capped {
    fn write(&mut self, buffer: &[u8]) -> io::Result<usize> {
        if self.bytes.len() + buffer.len() > self.cap {
            return Err(io::Error::other("over the cap"));
        }
        self.bytes.extend_from_slice(buffer);
        Ok(buffer.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Capped {
    fn new(cap: usize) -> Self {
        Capped {
            bytes: Vec::new(),
            cap,
        }
    }

    fn text(self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

/// A solve request.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SolveRequest {
    game: String,
    input: String,
    #[serde(default)]
    method: MethodName,
    #[serde(default)]
    report: ReportName,
    #[serde(default)]
    all: bool,
    #[serde(default)]
    all_roots: bool,
    #[serde(default)]
    loopy: bool,
}

#[derive(Deserialize, Default, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum MethodName {
    #[default]
    Fast,
    Brute,
}

#[derive(Deserialize, Default, Clone, Copy, PartialEq)]
#[serde(rename_all = "lowercase")]
enum ReportName {
    #[default]
    Contest,
    Explain,
    Json,
}

/// `POST /api/solve`: `{"output": ...}`, what `grundy solve` prints for the same input and
/// options.
async fn solve(
    State(shared): State<Shared>,
    JsonBody(request): JsonBody<SolveRequest>,
) -> Result<Json<Value>, ApiError> {
    let game = find(&request.game)?;
    if request.all && request.report == ReportName::Contest {
        return Err(ApiError::bad("all goes with the report explain or json"));
    }
    if request.all_roots && game.all_roots().is_none() {
        return Err(ApiError::bad(format!(
            "all_roots does not apply to {}",
            game.id()
        )));
    }
    if request.loopy && game.loopy().is_none() {
        return Err(ApiError::bad(format!(
            "loopy does not apply to {}",
            game.id()
        )));
    }
    let options = SolveOptions {
        method: match request.method {
            MethodName::Fast => Method::Fast,
            MethodName::Brute => Method::Brute,
        },
        report: match request.report {
            ReportName::Contest => Report::Contest,
            ReportName::Explain => Report::Explain,
            ReportName::Json => Report::Json,
        },
        all: request.all,
        all_roots: request.all_roots,
        loopy: request.loopy,
    };
    let input = request.input;
    shared
        .work
        .run(move || {
            let mut out = Capped::new(MAX_OUTPUT_BYTES);
            let solved = game.solve(input.as_bytes(), &options, &mut out);
            let output = out.text();
            match solved {
                Ok(()) => Ok(Json(json!({ "output": output }))),
                Err(error) => {
                    let (status, message) = match error {
                        SolveError::Input(error) => (StatusCode::BAD_REQUEST, error.to_string()),
                        SolveError::Io(_) => (
                            StatusCode::BAD_REQUEST,
                            format!(
                                "the output passes {} MiB, the server's limit; the command line \
                                 has none",
                                MAX_OUTPUT_BYTES >> 20
                            ),
                        ),
                        other => (StatusCode::SERVICE_UNAVAILABLE, other.to_string()),
                    };
                    let mut error = ApiError::with(status, message);
                    error.output = Some(output);
                    Err(error)
                }
            }
        })
        .await?
}

/// A generate request.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GenerateRequest {
    game: String,
    family: Option<String>,
    /// The game's own default (`grundy gen`'s) when absent.
    size: Option<u64>,
    #[serde(default = "one")]
    tests: u64,
    #[serde(default)]
    seed: u64,
}

fn one() -> u64 {
    1
}

/// `POST /api/generate`: `{"input": ...}`, what `grundy gen` prints for the same options.
async fn generate(
    State(shared): State<Shared>,
    JsonBody(request): JsonBody<GenerateRequest>,
) -> Result<Json<Value>, ApiError> {
    let game = find(&request.game)?;
    let wanted = request.size.unwrap_or_else(|| game.default_size());
    for (name, value) in [("size", wanted), ("tests", request.tests)] {
        if value > MAX_GENERATED {
            return Err(ApiError::bad(format!(
                "{name} must be at most {MAX_GENERATED} here, not {value} (the command line, \
                 grundy gen, has no such limit)"
            )));
        }
    }
    let options = GenerateOptions {
        family: request
            .family
            .unwrap_or_else(|| game.families()[0].to_string()),
        size: wanted,
        tests: request.tests,
        seed: request.seed,
    };
    let cap = shared.body_bytes;
    shared
        .work
        .run(move || {
            let mut out = Capped::new(cap);
            match game.generate(&options, &mut out) {
                Ok(()) => Ok(Json(json!({ "input": out.text() }))),
                Err(GenerateError::Options(message)) => Err(ApiError::bad(message)),
                Err(GenerateError::Io(_)) => Err(ApiError::bad(format!(
                    "the input asked for passes {}, the largest request the server takes; the \
                     command line (grundy gen) has no such limit",
                    size(cap)
                ))),
            }
        })
        .await?
}

/// A draw request.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DrawRequest {
    game: String,
    input: String,
    #[serde(default = "one")]
    test: u64,
    #[serde(default)]
    format: FormatName,
}

#[derive(Deserialize, Default, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum FormatName {
    #[default]
    Svg,
    Dot,
}

/// `POST /api/draw`: the picture `grundy draw` writes, as `image/svg+xml` (or Graphviz's DOT as
/// `text/vnd.graphviz`).
async fn draw(
    State(shared): State<Shared>,
    JsonBody(request): JsonBody<DrawRequest>,
) -> Result<Response, ApiError> {
    let game = find(&request.game)?;
    let Some(ability) = game.draw() else {
        return Err(ApiError::bad(format!(
            "drawing {} is not supported yet",
            game.id()
        )));
    };
    if request.test == 0 {
        return Err(ApiError::bad("tests are counted from 1"));
    }
    let (format, content_type) = match request.format {
        FormatName::Svg => (Format::Svg, "image/svg+xml; charset=utf-8"),
        FormatName::Dot => (Format::Dot, "text/vnd.graphviz; charset=utf-8"),
    };
    let input = request.input;
    let test = request.test;
    let picture = shared
        .work
        .run(move || ability.draw(input.as_bytes(), test, format))
        .await?
        .map_err(|error| ApiError::bad(error.to_string()))?;
    Ok(([(header::CONTENT_TYPE, content_type)], picture).into_response())
}

/// A play request: the match so far, as the person's moves.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayRequest {
    game: String,
    input: String,
    #[serde(default = "one")]
    test: u64,
    #[serde(default)]
    first: FirstName,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    hint: bool,
    /// dag-game: the query of the test, from 1.
    #[serde(default)]
    query: Option<u64>,
    /// The counting games: the position to play, as `grundy play --position` takes it.
    #[serde(default)]
    position: Option<String>,
    /// dag-game: play on a graph with cycles.
    #[serde(default)]
    loopy: bool,
    /// graph-draw-game: the vertex the token starts on, from 1, as `grundy play --start` takes
    /// it (vertex 1 by default).
    #[serde(default)]
    start: Option<u64>,
}

#[derive(Deserialize, Default, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum FirstName {
    #[default]
    Human,
    Engine,
}

/// `POST /api/play`: the match replayed from its start with the person's `moves` (the engine
/// answering each at once, as in `grundy play`), answered as the object `grundy play --json`
/// prints after the last of them, with `history` (every move so far, both players', in order)
/// and, with `hint`, `winning_moves` (and `drawing_moves` in a drawn position).
async fn play(
    State(shared): State<Shared>,
    JsonBody(request): JsonBody<PlayRequest>,
) -> Result<Json<Value>, ApiError> {
    let game = find(&request.game)?;
    let Some(ability) = game.play() else {
        return Err(ApiError::bad(format!(
            "{} cannot be played move by move",
            game.id()
        )));
    };
    if request.test == 0 {
        return Err(ApiError::bad("tests are counted from 1"));
    }
    shared
        .work
        .run(move || {
            let first = match request.first {
                FirstName::Human => Player::Human,
                FirstName::Engine => Player::Engine,
            };
            let setup = Setup {
                query: request.query,
                position: request.position,
                loopy: request.loopy,
            };
            let input = request.input.as_bytes();
            let mut session = match (request.start, setup.chosen().first()) {
                (None, _) => ability.start_with(input, request.test, first, request.seed, &setup),
                (Some(vertex), None) => {
                    ability.start_rooted(input, request.test, first, request.seed, vertex)
                }
                (Some(_), Some(option)) => {
                    return Err(ApiError::bad(format!(
                        "start cannot be combined with {}",
                        option.trim_start_matches('-')
                    )))
                }
            }
            .map_err(|error| ApiError::bad(error.to_string()))?;
            let session = session.as_mut();
            let mut history = Vec::new();
            let mut engine_move = engine_turn(session);
            history.extend(engine_move.clone());
            let mut human_move = None;
            for (number, typed) in request.moves.iter().enumerate() {
                let number = number + 1;
                if session.over() {
                    return Err(ApiError::bad(format!(
                        "move {number} ('{typed}'): the game is already over"
                    )));
                }
                let played = session.play(typed).map_err(|legal| {
                    ApiError::bad(format!(
                        "move {number}: '{typed}' is not a legal move; the legal moves are: {}",
                        legal.join(", ")
                    ))
                })?;
                history.push(played.clone());
                human_move = Some(played);
                engine_move = engine_turn(session);
                history.extend(engine_move.clone());
            }
            let mut object = play::state(session, engine_move);
            if let Some(played) = human_move {
                object.insert("human_move".into(), json!(played));
            }
            if request.hint {
                object.extend(play::hint(session));
            }
            object.insert("history".into(), json!(history));
            match session.picture() {
                Some(Ok(svg)) => {
                    object.insert("picture".into(), json!(svg));
                }
                Some(Err(refusal)) => {
                    object.insert("no_picture".into(), json!(refusal));
                }
                None => {}
            }
            Ok(Json(Value::Object(object)))
        })
        .await?
}
