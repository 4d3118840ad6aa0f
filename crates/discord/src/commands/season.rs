//! `/season` and its subcommands: start, end, settings. The season
//! leaderboard is `/leaderboard scope:season` (see `ratings`).

use super::choices::Choice;
use super::tournament::{is_admin, is_manager};
use super::{public, refuse, run_with};
use crate::data::{Ctx, Error};
use locale::{Words, ids};
use season::SeasonAction;

/// Refuses the command with message `id` (`season.ftl`), in the member's
/// language.
async fn refuse_said(ctx: Ctx<'_>, id: &str) -> Result<(), Error> {
    let locale = crate::language::of_answer(ctx).await;
    refuse(ctx, Words::new(id).text(locale)).await
}

/// Runs a season action for the command's user at the command's place.
async fn run_season(ctx: Ctx<'_>, action: SeasonAction) -> Result<(), Error> {
    run_with(ctx, public(), |data, player, place| {
        let seasons = data.seasons.clone();
        async move { seasons.act(&player, &place, action).await }
    })
    .await
}

/// Seasons: a server's own ratings for a while, with final standings.
///
/// Every subcommand is an admin's (Manage Server, or the organizer role for
/// start and end), so the command is registered for Manage Server only
/// (`default_member_permissions`): Discord hides it from other members, and
/// an admin grants it to the organizer role under Server Settings >
/// Integrations. Each subcommand still checks who asks.
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands("season_start", "season_end", "season_settings"),
    subcommand_required
)]
pub async fn season(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Start a season: this server's own ratings for a while (Manage Server or organizer role).
#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn season_start(
    ctx: Ctx<'_>,
    #[description = "The season's name, e.g. Winter 2026"]
    #[min_length = 1]
    #[max_length = 50]
    name: String,
    #[description = "Only this game counts (default: every game, each its own ratings)"]
    preset: Option<Choice<engine::Preset>>,
    #[description = "When it ends: 2026-12-31, 2026-12-31 18:00 (UTC), <t:UNIX>, 30d; default: /season end"]
    ends: Option<String>,
) -> Result<(), Error> {
    if !is_admin(ctx).await {
        return refuse_said(ctx, ids::SEASON_ONLY_ORGANIZERS_START).await;
    }
    let preset = preset.map(|Choice(p)| p);
    // Whether the starter could give the server's top role is decided
    // within the answer's window (see `deliver`).
    run_with(ctx, public(), move |data, player, place| {
        let seasons = data.seasons.clone();
        async move {
            let grant = match top_role_grant(ctx).await {
                Ok(g) => g,
                Err(why) => return vec![super::error_said(&place, &player.id, why)],
            };
            let start = SeasonAction::Start {
                name,
                preset,
                ends,
                grant,
            };
            let mut views = seasons.act(&player, &place, start).await;
            // The start card stays the answer; the starter's own notice
            // (the top role she cannot give) follows it privately.
            // Words, said in her language when they are shown.
            for note in super::notes_beside_a_post(&mut views, &player.id) {
                ctx.data().told_later.note(&player.id, note);
            }
            views
        }
    })
    .await
}

/// Whether the command's member could give the server's season top role
/// herself ([`crate::roles::may_give`]): what a new season records, so
/// that the top role is a prize only of seasons such a member started.
/// An error says what to do, in words.
async fn top_role_grant(ctx: Ctx<'_>) -> Result<host::RoleGrant, Words> {
    let Some(a) = super::app(ctx) else {
        return Ok(host::RoleGrant::no_role());
    };
    let Some(guild) = a.interaction.guild_id else {
        return Ok(host::RoleGrant::no_role());
    };
    let settings = ctx
        .data()
        .seasons
        .settings_of(&guild.to_string())
        .await
        .map_err(|e| {
            tracing::error!("seasons: {e}");
            Words::new(ids::SEASON_UNAVAILABLE)
        })?;
    let Some(role) = settings.top_role else {
        return Ok(host::RoleGrant::no_role());
    };
    let Ok(id) = role.parse::<u64>().map(serenity::all::RoleId::new) else {
        return Ok(host::RoleGrant::of(role, false));
    };
    let may = crate::roles::may_give(ctx.serenity_context(), a.interaction, id, "top_role").await?;
    Ok(host::RoleGrant::of(role, may))
}

/// End the season now and post its standings (Manage Server or organizer role).
#[poise::command(slash_command, guild_only, rename = "end")]
pub async fn season_end(ctx: Ctx<'_>) -> Result<(), Error> {
    if !is_admin(ctx).await {
        return refuse_said(ctx, ids::SEASON_ONLY_ORGANIZERS_END).await;
    }
    run_season(ctx, SeasonAction::End).await
}

/// The role the top players of a season's final standings get (Manage Server).
#[poise::command(slash_command, guild_only, rename = "settings")]
pub async fn season_settings(
    ctx: Ctx<'_>,
    #[description = "At a season's end the top players get this role (last season's lose it)"]
    top_role: Option<serenity::all::RoleId>,
    #[description = "How many of the top get the role: 1 to 25 (default 1)"]
    #[min = 1]
    #[max = 25]
    top: Option<u32>,
    #[description = "true: hand out no role (no option: show the settings)"] clear: Option<bool>,
) -> Result<(), Error> {
    if !is_manager(ctx).await {
        return refuse_said(ctx, ids::SEASON_ONLY_MANAGERS).await;
    }
    let clear = clear.unwrap_or(false);
    if top_role.is_some() && clear {
        return refuse_said(ctx, ids::SEASON_ROLE_OR_CLEAR).await;
    }
    if let (Some(role), Some(a)) = (top_role, super::app(ctx)) {
        // Reading the server's roles may take longer than an answer may wait.
        super::defer_private(ctx).await;
        if let Some(why) =
            crate::roles::refusal(ctx.serenity_context(), a.interaction, role, "top_role").await
        {
            return refuse(ctx, why).await;
        }
    }
    let action = SeasonAction::Settings {
        top_role: top_role.map(|r| r.to_string()),
        top,
        clear,
    };
    run_season(ctx, action).await
}
