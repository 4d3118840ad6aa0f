//! The web crate's integration tests: one test binary, a module per area.

mod site;
mod support;
mod web_analysis;
mod web_bracket;
mod web_language;
mod web_puzzles;
