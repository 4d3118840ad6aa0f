//! The tournament crate's integration tests: one test binary, a module per area.

mod support;
mod defects;
mod rhythm;
mod tournaments;
