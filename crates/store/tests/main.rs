//! The store crate's integration tests: one test binary, a module per area.

mod analyses;
mod guild_settings;
mod outbox;
mod puzzles;
mod ratings;
mod seasons;
#[path = "store.rs"]
mod store_tests;
mod support;
mod tournaments;
