//! `/settings`: the server's own settings for the bot. For now one:
//! `web:on|off`, whether the server's pages (its leaderboard, its
//! tournaments and the games played in it) are on the public web site
//! (Manage Server). Off by default.

use super::{app, refuse};
use crate::data::{Ctx, Error};

/// Whether this server's leaderboard, tournaments and games are on the public web site (Manage Server).
///
/// Registered for Manage Server only (`default_member_permissions`): Discord
/// hides it from other members unless an admin grants it to a role under
/// Server Settings > Integrations; the change is still checked here.
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(
    ctx: Ctx<'_>,
    #[description = "on: show this server's leaderboard, tournaments and games on the web site; off: hide them"]
    web: Option<String>,
) -> Result<(), Error> {
    let Some(guild) = app(ctx).and_then(|a| a.interaction.guild_id) else {
        return refuse(
            ctx,
            "Settings belong to a server: use this command in one of its channels.",
        )
        .await;
    };
    let guild = guild.to_string();
    let host = &ctx.data().host;
    let url = ctx.data().public_url.clone();
    let address = |g: &str| {
        url.as_ref()
            .map(|u| format!(" Its pages: {u}/servers/{g}/leaderboard/cruise"))
            .unwrap_or_default()
    };
    let Some(web) = web else {
        let text = match host.web_public(&guild).await {
            Ok(true) => format!("This server's pages are on the web site.{} `/settings web:off` hides them.", address(&guild)),
            Ok(false) => "This server's pages are not on the web site. `/settings web:on` (Manage Server) shows its leaderboard, tournaments and games there.".to_string(),
            Err(e) => format!("Could not read the settings ({e}). Try again in a moment."),
        };
        return refuse(ctx, text).await;
    };
    let public = match web.trim().to_ascii_lowercase().as_str() {
        "on" | "true" | "yes" => true,
        "off" | "false" | "no" => false,
        _ => return refuse(ctx, format!("`web:{web}`: choose on or off.")).await,
    };
    let manager = app(ctx)
        .and_then(|a| a.interaction.member.as_ref())
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild());
    if !manager {
        return refuse(ctx, "Only members with Manage Server may change this. Ask a server manager; `/settings` alone shows the current setting.").await;
    }
    let text = match host.set_web_public(&guild, public).await {
        Ok(()) if public => format!(
            "This server's leaderboard, tournaments and games are now on the public web site.{}",
            address(&guild)
        ),
        Ok(()) => {
            "This server's pages are now hidden from the web site (they answer 404).".to_string()
        }
        Err(e) => format!("Could not save the setting ({e}). Try again in a moment."),
    };
    refuse(ctx, text).await
}
