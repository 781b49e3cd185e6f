//! Running a request's work off the async threads: at most a bounded number at once, awaited for
//! at most a bounded time.

use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use tokio::sync::Semaphore;

use crate::error::ApiError;

/// Where requests' work runs.
#[derive(Clone)]
pub(crate) struct Work {
    permits: Arc<Semaphore>,
    concurrent: usize,
    time: Duration,
}

impl Work {
    /// At most `concurrent` jobs at once, each awaited for at most `time`.
    pub fn new(concurrent: usize, time: Duration) -> Self {
        Work {
            permits: Arc::new(Semaphore::new(concurrent)),
            concurrent,
            time,
        }
    }

    /// Runs `job` on a blocking thread and returns what it returns: 503 at once when
    /// `concurrent` jobs are running, 503 when it runs past `time` (the job goes on to its end,
    /// holding its place among the `concurrent`, but is no longer awaited), 500 if it panics.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let permit = Arc::clone(&self.permits).try_acquire_owned().map_err(|_| {
            ApiError::with(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "busy: the server is already working on {} requests, its limit; try again \
                     in a moment",
                    self.concurrent
                ),
            )
        })?;
        let handle = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            job()
        });
        match tokio::time::timeout(self.time, handle).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(_)) => Err(ApiError::with(
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal error: the work stopped unexpectedly (a bug: please report it)",
            )),
            Err(_) => Err(ApiError::with(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "timed out: the work took longer than {} s, the server's limit; the command \
                     line (grundy solve) has none",
                    self.time.as_secs_f64()
                ),
            )),
        }
    }
}

#[cfg(test)]
#[path = "work_tests.rs"]
mod tests;
