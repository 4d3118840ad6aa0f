//! The host crate's integration tests: one test binary, a module per area.

mod ai_games;
mod analysis_queue;
mod common;
mod concurrency;
mod host_flow;
mod outbox;
mod puzzles;
mod ratings;
mod rematch;
mod role_changes;
mod server_language;
mod typed_time;
mod words_in_locale_files;
