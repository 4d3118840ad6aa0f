//! `cruise-pawns engine ...` (owned by the engine-notation work).

/// The engine subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum EngineCommand {}

pub fn run(cmd: EngineCommand) -> anyhow::Result<()> {
    match cmd {}
}
