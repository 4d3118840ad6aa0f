//! The pairing crate's integration tests: one test binary, a module per area.

mod arena;
mod berger;
mod bracket;
mod compare_bbp;
mod dutch_examples;
mod standings;
mod trf;
