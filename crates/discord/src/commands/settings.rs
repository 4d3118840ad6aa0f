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
use locale::{Locale, Words, ids};
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
    // Every answer is private: in the member's own language.
    let l = language::of_answer(ctx).await;
    let say = |w: Words| w.text(l);
    let Some(guild) = app(ctx).and_then(|a| a.interaction.guild_id) else {
        return refuse(ctx, say(Words::new(ids::DISCORD_SETTINGS_NOT_IN_SERVER))).await;
    };
    let clear_lfg = clear_lfg_role.unwrap_or(false);
    let guild_id = guild;
    let guild = guild.to_string();
    let host = &ctx.data().host;
    let url = ctx.data().public_url.clone();
    // The message `id`, or `at` with the server's pages' address.
    let with_address = |id: &str, at: &str, g: &str| match url.as_ref() {
        Some(u) => Words::new(at).arg("url", format!("{u}/servers/{g}/leaderboard/cruise")),
        None => Words::new(id),
    };
    let failed =
        |id: &str, e: &dyn std::fmt::Display| say(Words::new(id).arg("error", e.to_string()));
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
            Ok(true) => say(with_address(
                ids::DISCORD_SETTINGS_WEB_ON,
                ids::DISCORD_SETTINGS_WEB_ON_AT,
                &guild,
            )),
            Ok(false) => say(Words::new(ids::DISCORD_SETTINGS_WEB_OFF)),
            Err(e) => failed(ids::DISCORD_SETTINGS_READ_FAILED, &e),
        };
        let lfg = match host.lfg_role_setting(&guild).await {
            Ok(Some(r)) => say(Words::new(ids::DISCORD_SETTINGS_LFG_ROLE).arg("role", r)),
            Ok(None) => say(Words::new(ids::DISCORD_SETTINGS_LFG_NONE)),
            Err(e) => failed(ids::DISCORD_SETTINGS_LFG_READ_FAILED, &e),
        };
        let zone = match ctx.data().tournaments.timezone(&guild).await {
            Ok(Some(z)) => say(Words::new(ids::DISCORD_SETTINGS_ZONE).arg("zone", z.name())),
            Ok(None) => say(Words::new(ids::DISCORD_SETTINGS_ZONE_UTC)),
            Err(e) => failed(ids::DISCORD_SETTINGS_ZONE_READ_FAILED, &e),
        };
        let daily = host.daily_puzzle_settings(&guild).await.text();
        let language = language_line(ctx, &guild, l).await;
        return refuse(ctx, format!("{web}\n{lfg}\n{zone}\n{daily}\n{language}")).await;
    }
    if language.is_some() && clear_language {
        return refuse(ctx, say(Words::new(ids::DISCORD_SETTINGS_LANGUAGE_BOTH))).await;
    }
    if clear_daily && (puzzle_channel.is_some() || puzzle_time.is_some()) {
        return refuse(ctx, say(Words::new(ids::DISCORD_SETTINGS_DAILY_BOTH))).await;
    }
    // A bad time is refused before anything changes.
    if let Some(Err(why)) = puzzle_time.as_deref().map(host::parse_puzzle_time) {
        return refuse(
            ctx,
            say(Words::new(ids::DISCORD_SETTINGS_NOTHING_CHANGED).arg("why", why)),
        )
        .await;
    }
    let zone = match timezone.as_deref().map(tournament::server_zone::parse_zone) {
        None => None,
        Some(Ok(z)) => Some(z),
        Some(Err(why)) => return refuse(ctx, say(why)).await,
    };
    let public = web.map(|Choice(w)| w == WebSwitch::On);
    if lfg_role.is_some() && clear_lfg {
        return refuse(ctx, say(Words::new(ids::DISCORD_SETTINGS_LFG_BOTH))).await;
    }
    if lfg_role.is_some_and(|r| r.get() == guild_id.get()) {
        return refuse(ctx, say(Words::new(ids::DISCORD_SETTINGS_LFG_EVERYONE))).await;
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
        return refuse(ctx, say(Words::new(ids::DISCORD_SETTINGS_NOT_MANAGER))).await;
    }
    let mut said = Vec::new();
    if let Some(public) = public {
        said.push(match host.set_web_public(&guild, public).await {
            Ok(()) if public => say(with_address(
                ids::DISCORD_SETTINGS_WEB_NOW_PUBLIC,
                ids::DISCORD_SETTINGS_WEB_NOW_PUBLIC_AT,
                &guild,
            )),
            Ok(()) => say(Words::new(ids::DISCORD_SETTINGS_WEB_NOW_HIDDEN)),
            Err(e) => failed(ids::DISCORD_SETTINGS_SAVE_FAILED, &e),
        });
    }
    if lfg_role.is_some() || clear_lfg {
        let role = lfg_role.map(|r| r.to_string());
        said.push(match host.set_lfg_role(&guild, role.as_deref()).await {
            Ok(()) => match role {
                Some(r) => say(Words::new(ids::DISCORD_SETTINGS_LFG_NOW).arg("role", r)),
                None => say(Words::new(ids::DISCORD_SETTINGS_LFG_NOW_NONE)),
            },
            Err(e) => failed(ids::DISCORD_SETTINGS_LFG_SAVE_FAILED, &e),
        });
    }
    if let Some(zone) = zone {
        said.push(
            match ctx
                .data()
                .tournaments
                .set_timezone(&guild, Some(zone))
                .await
            {
                Ok(()) => say(Words::new(ids::DISCORD_SETTINGS_ZONE_NOW).arg("zone", zone.name())),
                Err(e) => failed(ids::DISCORD_SETTINGS_ZONE_SAVE_FAILED, &e),
            },
        );
    }
    if daily_change {
        let change = DailyChange {
            channel: puzzle_channel,
            time: puzzle_time,
            clear: clear_daily,
        };
        said.push(change.apply(host, &guild, l).await);
    }
    if language_change {
        said.push(save_language(ctx.data(), &guild, language, l).await);
    }
    refuse(ctx, said.join("\n")).await
}

/// `/settings` alone: the language of public posts and why, and that of
/// the asking member's private answers, said in `l` (theirs).
async fn language_line(ctx: Ctx<'_>, guild: &str, l: Locale) -> String {
    let private = Words::new(ids::DISCORD_SETTINGS_PRIVATE_LANGUAGE)
        .arg("language", l.own_name())
        .text(l);
    let public = match language::of_server_why(ctx.data(), guild).await {
        Ok(now) => {
            let name = now.locale.own_name();
            let words = match now.because {
                Because::Chosen => Words::new(ids::DISCORD_SETTINGS_PUBLIC_CHOSEN),
                Because::Discord(_) => Words::new(ids::DISCORD_SETTINGS_PUBLIC_DISCORD),
                Because::Fallback(Some(code)) => {
                    Words::new(ids::DISCORD_SETTINGS_PUBLIC_UNSHIPPED).arg("code", code)
                }
                Because::Fallback(None) => Words::new(ids::DISCORD_SETTINGS_PUBLIC_UNNAMED),
            };
            words.arg("language", name).text(l)
        }
        Err(e) => Words::new(ids::DISCORD_SETTINGS_LANGUAGE_READ_FAILED)
            .arg("error", e.to_string())
            .text(l),
    };
    [public, private].join(" ")
}

/// Saves server `guild`'s language (`None`: follow Discord's again),
/// remembered at once for its posts; the sentence that says what it is
/// now, in `l` (the asking member's).
async fn save_language(
    data: &crate::data::Data,
    guild: &str,
    chosen: Option<Locale>,
    l: Locale,
) -> String {
    if let Err(e) = data.host.set_server_language(guild, chosen).await {
        return Words::new(ids::DISCORD_SETTINGS_LANGUAGE_SAVE_FAILED)
            .arg("error", e.to_string())
            .text(l);
    }
    data.languages.chose(guild, chosen);
    let discord = data.languages.discord_code(guild);
    let now = language::resolve(chosen, discord.as_deref());
    let id = match chosen {
        Some(_) => ids::DISCORD_SETTINGS_LANGUAGE_NOW,
        None => ids::DISCORD_SETTINGS_LANGUAGE_NOW_DISCORD,
    };
    Words::new(id)
        .arg("language", now.locale.own_name())
        .text(l)
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
    /// Saves it; the sentence that says what the setting is now (in `l`
    /// when the bot's own words).
    async fn apply(self, host: &host::Host, guild: &str, l: Locale) -> String {
        let (channel, time) = if self.clear {
            (Some(None), Some(None))
        } else {
            (
                self.channel.map(|c| Some(c.to_string())),
                self.time.as_deref().map(Some),
            )
        };
        match host.set_daily_puzzle(guild, channel, time).await {
            Ok(_) if self.clear => Words::new(ids::DISCORD_SETTINGS_DAILY_STOPPED).text(l),
            Ok(now) => now.text(),
            Err(why) => why,
        }
    }
}
