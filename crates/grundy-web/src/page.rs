//! The page: plain HTML, JavaScript and CSS carried in the binary (`page/`), so nothing is built
//! or installed to serve it.

use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;

const INDEX: &str = include_str!("../page/index.html");
const SCRIPT: &str = include_str!("../page/app.js");
const STYLE: &str = include_str!("../page/style.css");

/// `/`, `/app.js` and `/style.css`.
pub(crate) fn routes() -> Router {
    Router::new()
        .route("/", get(|| file(INDEX, "text/html; charset=utf-8")))
        .route(
            "/app.js",
            get(|| file(SCRIPT, "text/javascript; charset=utf-8")),
        )
        .route("/style.css", get(|| file(STYLE, "text/css; charset=utf-8")))
}

/// A file of the page with its type; the page may only load what it carries itself.
async fn file(text: &'static str, content_type: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'",
            ),
        ],
        text,
    )
}
