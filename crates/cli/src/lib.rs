//! Command-line tools over the engine, the renderer and the ratings. Each
//! subcommand prints to stdout; bad input is an error whose message says
//! what is wrong and what to do (the binary prints it to stderr and exits
//! non-zero).

pub mod analyse;
pub mod bracket;
pub mod engine;
pub mod locales;
pub mod puzzle_measure;
pub mod puzzles;
pub mod ratings;
pub mod rebuild;
pub mod render;
pub mod stockfish;
pub mod swiss;
pub mod uci;
