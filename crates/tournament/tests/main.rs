//! The tournament crate's integration tests: one test binary, a module per area.

mod defects;
mod rhythm;
mod stored_states;
mod support;
mod swiss;
mod tournaments;
