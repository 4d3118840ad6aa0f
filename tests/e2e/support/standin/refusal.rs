//! Discord's refusals as the bot receives them: a status with a JSON body
//! `{"message", "code"}` (Discord's JSON error codes), shared by the REST
//! routes and the injected faults.

use axum::http::StatusCode;
use serde_json::{Value, json};

/// An answer: its status and JSON body (`{"message", "code"}` for errors).
pub(crate) type Reply = (StatusCode, Value);

/// The answer Discord gives with `status`, error `code` and `message`.
pub(crate) fn err(status: StatusCode, code: u64, message: &str) -> Reply {
    (status, json!({"message": message, "code": code}))
}

/// Discord's 404 for a channel it does not have (or one not named by a
/// snowflake).
pub(crate) fn unknown_channel() -> Reply {
    err(StatusCode::NOT_FOUND, 10003, "Unknown Channel")
}

/// Discord's 404 for a message it does not have (or not in that channel).
pub(crate) fn unknown_message() -> Reply {
    err(StatusCode::NOT_FOUND, 10008, "Unknown Message")
}

/// Discord's 403 for a guild the bot is not in (or a refused one).
pub(crate) fn missing_access() -> Reply {
    err(StatusCode::FORBIDDEN, 50001, "Missing Access")
}
