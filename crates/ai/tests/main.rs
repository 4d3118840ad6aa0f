//! The ai crate's integration tests: one test binary, a module per area,
//! over the crate's public API only.

mod puzzle_lines;
