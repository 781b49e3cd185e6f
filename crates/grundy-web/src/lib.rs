//! The web playground of grundy (`grundy serve`): one page carried in the binary and a JSON API
//! over the library's catalog — the games and their rules, solving, generating, drawing and
//! playing against the engine.
//!
//! The server keeps no state between requests: a match is replayed from its moves on every
//! request (`POST /api/play`). It never touches the file system on a request. Every request
//! that solves, generates, draws or plays runs on a blocking thread, at most
//! [`Limits::concurrent`] at once (beyond that: 503, busy), and is answered within
//! [`Limits::time`] (beyond that: 503, and the work is no longer awaited); request bodies are at
//! most [`Limits::body_bytes`] (beyond that: 413). The API is documented in `docs/web.md`.

use std::io;
use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;

mod api;
mod body;
mod error;
mod page;
mod work;

/// The bounds on what one request may ask of the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The largest request body, in bytes (413 beyond).
    pub body_bytes: usize,
    /// How long a request's work is awaited (503 beyond).
    pub time: Duration,
    /// How many requests' work runs at once (503 "busy" beyond).
    pub concurrent: usize,
}

/// The largest request body by default: 8 MiB.
pub const BODY_BYTES: usize = 8 << 20;

/// How long a request's work is awaited by default: 10 s.
pub const TIME: Duration = Duration::from_secs(10);

/// How many requests' work runs at once by default.
pub const CONCURRENT: usize = 2;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            body_bytes: BODY_BYTES,
            time: TIME,
            concurrent: CONCURRENT,
        }
    }
}

/// The playground's routes: the page (`/`, `/app.js`, `/style.css`) and the API (`/api/...`).
pub fn router(limits: Limits) -> Router {
    page::routes()
        .merge(api::routes(limits))
        .fallback(|method: axum::http::Method, uri: axum::http::Uri| async move {
            error::ApiError::with(
                axum::http::StatusCode::NOT_FOUND,
                format!("no such page or endpoint: {method} {uri} (the API is described in docs/web.md)"),
            )
        })
}

/// Listens on `address` and serves [`router`] until the process ends; `listening` is called with
/// the address actually bound (port 0 picks a free port) before the first request is read.
pub fn serve(
    address: SocketAddr,
    limits: Limits,
    listening: impl FnOnce(SocketAddr),
) -> io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(address).await?;
        listening(listener.local_addr()?);
        axum::serve(listener, router(limits)).await
    })
}
