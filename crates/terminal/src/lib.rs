//! Local hot-seat play at one terminal through the game host.

#[derive(clap::Args, Debug)]
pub struct PlayArgs {}

pub fn run(_args: PlayArgs) -> anyhow::Result<()> {
    anyhow::bail!("play is not built yet")
}
