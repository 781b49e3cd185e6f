//! An API error: a status and one line, answered as `{"error": "<line>"}`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Map, Value};

/// A request the server does not answer with success.
#[derive(Debug)]
pub(crate) struct ApiError {
    /// The status answered.
    pub status: StatusCode,
    /// The tool's one-line message.
    pub message: String,
    /// What was produced before the error (for example the answers to the tests before a bad
    /// one), answered as `output` when present.
    pub output: Option<String>,
}

impl ApiError {
    /// Bad input or a bad request: 400.
    pub fn bad(message: impl Into<String>) -> Self {
        ApiError::with(StatusCode::BAD_REQUEST, message)
    }

    /// No such game: 404.
    pub fn unknown_game(id: &str) -> Self {
        ApiError::with(
            StatusCode::NOT_FOUND,
            format!(
                "unknown game '{id}'; the games are: {}",
                grundy::catalog::ids().join(", ")
            ),
        )
    }

    /// Any status with its message.
    pub fn with(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            output: None,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut object = Map::new();
        object.insert("error".into(), json!(self.message));
        if let Some(output) = self.output {
            object.insert("output".into(), json!(output));
        }
        (self.status, Json(Value::Object(object))).into_response()
    }
}
