//! The web crate's integration tests: one test binary, a module per area.

mod support;
mod site;
mod web_analysis;
mod web_bracket;
