//! Command-line tools over the engine and the renderer. Each subcommand
//! prints to stdout; bad input is an error whose message says what is wrong
//! and what to do (the binary prints it to stderr and exits non-zero).

pub mod engine;
pub mod render;
