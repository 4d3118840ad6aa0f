//! The engine crate's integration tests: one test binary, a module per area.

mod fen;
mod flights;
mod game;
mod notation;
mod perft;
mod properties;
mod record;
mod rulings;
