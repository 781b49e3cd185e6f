//! The JSON body of a request, read whatever its content type says (so that `curl -d` works),
//! within the body limit.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

use crate::api::Shared;
use crate::error::ApiError;

/// A request body parsed as JSON into `T`.
pub(crate) struct JsonBody<T>(pub T);

impl<T: DeserializeOwned> FromRequest<Shared> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &Shared) -> Result<Self, Self::Rejection> {
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|rejection| {
                let status = rejection.status();
                if status == StatusCode::PAYLOAD_TOO_LARGE {
                    ApiError::with(
                        status,
                        format!(
                            "the request body is larger than {}, the server's limit",
                            size(state.body_bytes)
                        ),
                    )
                } else {
                    ApiError::with(status, rejection.body_text())
                }
            })?;
        serde_json::from_slice(&bytes)
            .map(JsonBody)
            .map_err(|error| {
                ApiError::bad(format!(
                    "the request body is not what the API takes: {error}"
                ))
            })
    }
}

/// A number of bytes in words: `8 MiB`, `1000 bytes`.
pub(crate) fn size(bytes: usize) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{bytes} bytes")
    }
}
