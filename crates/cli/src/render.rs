//! `cruise-pawns render` and `render-gif` (owned by the render work).

#[derive(clap::Args, Debug)]
pub struct RenderArgs {}

#[derive(clap::Args, Debug)]
pub struct RenderGifArgs {}

pub fn run_render(_args: RenderArgs) -> anyhow::Result<()> {
    anyhow::bail!("render is not built yet")
}

pub fn run_render_gif(_args: RenderGifArgs) -> anyhow::Result<()> {
    anyhow::bail!("render-gif is not built yet")
}
