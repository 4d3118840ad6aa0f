//! `/settings`: the server's own settings for the bot (Manage Server):
//! `web:on|off`, whether the server's pages (its leaderboard, its
//! tournaments and the games played in it) are on the public web site (off
//! by default); `lfg_role:@role`, the role an open challenge pings
//! (`clear_lfg_role:true` removes it; none by default: nobody is pinged);
//! `timezone:Europe/Berlin`, the server's time zone (an IANA name; UTC by
//! default): tournament starts typed without a zone are read in it, and a
//! series keeps its wall-clock hour in it across daylight-saving changes;
//! `puzzle_channel:#channel` and `puzzle_time:HH:MM` (UTC), where and when
//! the daily puzzle is posted (`clear_daily_puzzle:true` stops it; not
//! posted by default); `language:fr`, the language of the server's public
//! posts, one of the shipped locales by its Discord code
//! (`clear_language:true` follows the server's Discord language again,
//! the default; see `crate::language`).

use super::choices::{Choice, Choices};
use super::{app, refuse};
use crate::data::{Ctx, Error};
use crate::language::{self, Because};
use locale::Locale;
use serenity::all::{ChannelId, RoleId};

/// Server settings: web pages, open challenges' role, time zone, daily puzzle, language (Manage Server)
///
/// Registered for Manage Server only (`default_member_permissions`): Discord
/// hides it from other members unless an admin grants it to a role under
/// Server Settings > Integrations; the change is still checked here.
// A slash command's options are its parameters.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(
    ctx: Ctx<'_>,
    #[description = "on: show this server's leaderboard, tournaments and games on the web site; off: hide them"]
    web: Option<Choice<WebSwitch>>,
    #[description = "The role an open challenge (no opponent) pings: members looking for a game"]
    lfg_role: Option<RoleId>,
    #[description = "true: open challenges ping no role any more"] clear_lfg_role: Option<bool>,
    #[description = "The server's time zone (IANA: Europe/Berlin, America/New_York, UTC): series keep its hour"]
    timezone: Option<String>,
    #[description = "The channel the daily puzzle is posted in (with puzzle_time)"]
    #[channel_types("Text", "News")]
    puzzle_channel: Option<ChannelId>,
    #[description = "When the daily puzzle is posted, HH:MM in UTC (e.g. 18:00)"]
    #[min_length = 4]
    #[max_length = 5]
    puzzle_time: Option<String>,
    #[description = "true: the daily puzzle is posted no more"] clear_daily_puzzle: Option<bool>,
    #[description = "The language of the bot's public posts in this server (else the server's Discord language)"]
    language: Option<Choice<Locale>>,
    #[description = "true: public posts follow the server's Discord language again"]
    clear_language: Option<bool>,
) -> Result<(), Error> {
    let Some(guild) = app(ctx).and_then(|a| a.interaction.guild_id) else {
        return refuse(
            ctx,
            "Settings belong to a server: use this command in one of its channels.",
        )
        .await;
    };
    let clear_lfg = clear_lfg_role.unwrap_or(false);
    let guild_id = guild;
    let guild = guild.to_string();
    let host = &ctx.data().host;
    let url = ctx.data().public_url.clone();
    let address = |g: &str| {
        url.as_ref()
            .map(|u| format!(" Its pages: {u}/servers/{g}/leaderboard/cruise"))
            .unwrap_or_default()
    };
    let timezone = timezone.filter(|z| !z.trim().is_empty());
    let puzzle_time = puzzle_time.filter(|t| !t.trim().is_empty());
    let clear_daily = clear_daily_puzzle.unwrap_or(false);
    let daily_change = puzzle_channel.is_some() || puzzle_time.is_some() || clear_daily;
    let clear_language = clear_language.unwrap_or(false);
    let language = language.map(|Choice(l)| l);
    let language_change = language.is_some() || clear_language;
    if web.is_none()
        && lfg_role.is_none()
        && !clear_lfg
        && timezone.is_none()
        && !daily_change
        && !language_change
    {
        let web = match host.web_public(&guild).await {
            Ok(true) => format!("This server's pages are on the web site.{} `/settings web:off` hides them.", address(&guild)),
            Ok(false) => "This server's pages are not on the web site. `/settings web:on` (Manage Server) shows its leaderboard, tournaments and games there.".to_string(),
            Err(e) => format!("Could not read the settings ({e}). Try again in a moment."),
        };
        let lfg = match host.lfg_role_setting(&guild).await {
            Ok(Some(r)) => format!("An open challenge pings <@&{r}>. `/settings clear_lfg_role:true` stops it."),
            Ok(None) => "An open challenge pings nobody. `/settings lfg_role:<role>` (Manage Server) makes it ping the members looking for a game.".to_string(),
            Err(e) => format!("Could not read the looking-for-a-game role ({e}). Try again in a moment."),
        };
        let zone = match ctx.data().tournaments.timezone(&guild).await {
            Ok(Some(z)) => format!("This server's time zone is {}: tournament starts typed without a zone are read in it, and a series keeps its hour there. `/settings timezone:<IANA name>` changes it.", z.name()),
            Ok(None) => "This server's time zone is UTC. `/settings timezone:Europe/Berlin` (Manage Server; any IANA name) reads tournament starts in your zone and keeps a series at its hour there.".to_string(),
            Err(e) => format!("Could not read the time zone ({e}). Try again in a moment."),
        };
        let daily = host.daily_puzzle_settings(&guild).await.text();
        let language = language_line(ctx, &guild).await;
        return refuse(ctx, format!("{web}\n{lfg}\n{zone}\n{daily}\n{language}")).await;
    }
    if language.is_some() && clear_language {
        return refuse(
            ctx,
            "Give either `language` (to choose the language of public posts) or `clear_language:true` (to follow the server's Discord language), not both (nothing was changed).",
        )
        .await;
    }
    if clear_daily && (puzzle_channel.is_some() || puzzle_time.is_some()) {
        return refuse(
            ctx,
            "Give either `puzzle_channel`/`puzzle_time` (to post the daily puzzle) or `clear_daily_puzzle:true` (to stop it), not both.",
        )
        .await;
    }
    // A bad time is refused before anything changes.
    if let Some(Err(why)) = puzzle_time.as_deref().map(host::parse_puzzle_time) {
        return refuse(ctx, format!("{why} (nothing was changed)")).await;
    }
    let zone = match timezone.as_deref().map(tournament::server_zone::parse_zone) {
        None => None,
        Some(Ok(z)) => Some(z),
        Some(Err(why)) => return refuse(ctx, why).await,
    };
    let public = web.map(|Choice(w)| w == WebSwitch::On);
    if lfg_role.is_some() && clear_lfg {
        return refuse(
            ctx,
            "Give either `lfg_role` (to set it) or `clear_lfg_role:true` (to remove it), not both.",
        )
        .await;
    }
    if lfg_role.is_some_and(|r| r.get() == guild_id.get()) {
        return refuse(
            ctx,
            "`lfg_role` cannot be @everyone: choose a role that the members who want a game take (nothing was changed).",
        )
        .await;
    }
    // Manage Server on the server, from the member's roles (not the
    // channel's permissions: `crate::server_permissions`).
    let manager = match app(ctx) {
        Some(a) => crate::server_permissions::of_member(ctx.serenity_context(), a.interaction)
            .await
            .manage_guild(),
        None => false,
    };
    if !manager {
        return refuse(ctx, "Only members with Manage Server may change this (nothing was changed). Ask a server manager; `/settings` alone shows the current settings.").await;
    }
    let mut said = Vec::new();
    if let Some(public) = public {
        said.push(match host.set_web_public(&guild, public).await {
            Ok(()) if public => format!(
                "This server's leaderboard, tournaments and games are now on the public web site.{}",
                address(&guild)
            ),
            Ok(()) => {
                "This server's pages are now hidden from the web site (they answer 404).".to_string()
            }
            Err(e) => format!("Could not save the setting ({e}). Try again in a moment."),
        });
    }
    if lfg_role.is_some() || clear_lfg {
        let role = lfg_role.map(|r| r.to_string());
        said.push(match host.set_lfg_role(&guild, role.as_deref()).await {
            Ok(()) => match role {
                Some(r) => format!(
                    "An open challenge (a `/challenge` without an opponent) now pings <@&{r}>, once. (The role must be mentionable, or I need Mention @everyone.)"
                ),
                None => "Open challenges ping nobody any more.".to_string(),
            },
            Err(e) => format!("Could not save the looking-for-a-game role ({e}). Try again in a moment."),
        });
    }
    if let Some(zone) = zone {
        said.push(match ctx.data().tournaments.set_timezone(&guild, Some(zone)).await {
            Ok(()) => format!(
                "This server's time zone is now {}: tournament starts typed without a zone are read in it, and new series keep their hour there across daylight-saving changes.",
                zone.name()
            ),
            Err(e) => format!("Could not save the time zone ({e}). Try again in a moment."),
        });
    }
    if daily_change {
        let change = DailyChange {
            channel: puzzle_channel,
            time: puzzle_time,
            clear: clear_daily,
        };
        said.push(change.apply(host, &guild).await);
    }
    if language_change {
        said.push(save_language(ctx.data(), &guild, language).await);
    }
    refuse(ctx, said.join("\n")).await
}

/// Where a member changes the server's Discord language (Community
/// servers only).
const DISCORD_LANGUAGE_SETTING: &str =
    "Community servers set it in Server Settings > Overview > Primary Language";

/// `/settings` alone: the language of public posts and why, and that of
/// the asking member's private answers.
async fn language_line(ctx: Ctx<'_>, guild: &str) -> String {
    let yours = language::of_answer(ctx).await.own_name();
    let private = format!(
        "Private answers follow each member's own Discord language when the bot speaks it, else the server's: yours are in {yours}."
    );
    let public = match language::of_server_why(ctx.data(), guild).await {
        Ok(l) => {
            let name = l.locale.own_name();
            match l.because {
                Because::Chosen => format!(
                    "Public posts are in {name} (set with `/settings language`; `/settings clear_language:true` follows this server's Discord language instead)."
                ),
                Because::Discord(_) => format!(
                    "Public posts follow this server's Discord language ({DISCORD_LANGUAGE_SETTING}), now {name}. `/settings language:<language>` (Manage Server) chooses another."
                ),
                Because::Fallback(Some(code)) => format!(
                    "Public posts are in {name}: this server's Discord language (`{code}`) is not one the bot speaks yet. `/settings language:<language>` (Manage Server) chooses one."
                ),
                Because::Fallback(None) => format!(
                    "Public posts are in {name}, as Discord names no language for this server ({DISCORD_LANGUAGE_SETTING}). `/settings language:<language>` (Manage Server) chooses one."
                ),
            }
        }
        Err(e) => {
            format!("Could not read the language of public posts ({e}). Try again in a moment.")
        }
    };
    format!("{public} {private}")
}

/// Saves server `guild`'s language (`None`: follow Discord's again),
/// remembered at once for its posts; the sentence that says what it is now.
async fn save_language(data: &crate::data::Data, guild: &str, chosen: Option<Locale>) -> String {
    if let Err(e) = data.host.set_server_language(guild, chosen).await {
        return format!("Could not save the language ({e}). Try again in a moment.");
    }
    data.languages.chose(guild, chosen);
    let discord = data.languages.discord_code(guild);
    let now = language::resolve(chosen, discord.as_deref());
    let name = now.locale.own_name();
    match chosen {
        Some(_) => format!(
            "This server's public posts are now in {name}; members' private answers still follow their own Discord language. `/settings clear_language:true` follows the server's Discord language again."
        ),
        None => format!(
            "This server's public posts follow its Discord language again ({DISCORD_LANGUAGE_SETTING}), now {name}."
        ),
    }
}

/// `/settings web:on|off`: whether the server's pages are on the web site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum WebSwitch {
    On,
    Off,
}

impl Choices for WebSwitch {
    fn all() -> Vec<Self> {
        vec![WebSwitch::On, WebSwitch::Off]
    }
    fn value(self) -> &'static str {
        match self {
            WebSwitch::On => "on",
            WebSwitch::Off => "off",
        }
    }
}

/// A change of the daily puzzle's settings (`puzzle_channel:`,
/// `puzzle_time:`, `clear_daily_puzzle:true`), checked already: a time is
/// readable, and clearing comes alone.
struct DailyChange {
    channel: Option<ChannelId>,
    time: Option<String>,
    clear: bool,
}

impl DailyChange {
    /// Saves it; the sentence that says what the setting is now.
    async fn apply(self, host: &host::Host, guild: &str) -> String {
        let (channel, time) = if self.clear {
            (Some(None), Some(None))
        } else {
            (
                self.channel.map(|c| Some(c.to_string())),
                self.time.as_deref().map(Some),
            )
        };
        match host.set_daily_puzzle(guild, channel, time).await {
            Ok(_) if self.clear => "The daily puzzle is posted no more. `/puzzle daily` still gives today's puzzle to whoever asks.".to_string(),
            Ok(now) => now.text(),
            Err(why) => why,
        }
    }
}
