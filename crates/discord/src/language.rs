//! Which locale a text is in (#45, contract 2 "Which language").
//!
//! - **A public post** (boards, announcements, pairings, standings,
//!   results, reminders) is in the server's language ([`of_server`]): the
//!   locale its managers chose with `/settings language:` (Manage Server),
//!   else the server's `preferred_locale` as Discord tells it (what
//!   Community servers set as their primary language: GUILD_CREATE,
//!   GUILD_UPDATE and every interaction's `guild_locale`) when the bot
//!   ships it, else `en-US`.
//! - **A private answer** (ephemeral) is in the member's own client
//!   language, the interaction's `locale`, when the bot ships it, else in
//!   the server's ([`of_member`], [`of_answer`]).
//!
//! Discord's own fallbacks hold throughout (`Locale::from_discord`:
//! `en-GB` reads `en-US`, `es-419` reads `es-ES`); any other unshipped
//! code is passed over.
//!
//! What the bot remembers for this ([`crate::server_languages::Languages`],
//! in [`Data`]): each
//! server's chosen language as read from the store, so that a public post
//! costs no database read (`/settings` puts the new choice there when it
//! saves one), and each server's `preferred_locale` as Discord last said
//! it (in memory only: Discord says it again at every connection).

use crate::data::{Ctx, Data};
use locale::Locale;

/// Why a server's public posts are in the language they are in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Because {
    /// Its managers chose it (`/settings language:`).
    Chosen,
    /// Discord's `preferred_locale` of the server says so (its code:
    /// `fr`, or `en-GB` read as `en-US`).
    Discord(String),
    /// Nothing chosen and Discord's word is unknown or not shipped (the
    /// code, if any: `ko`): `en-US`.
    Fallback(Option<String>),
}

/// The language of a server's public posts, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ServerLanguage {
    pub locale: Locale,
    pub because: Because,
}

/// The language from a server's choice and Discord's preferred locale
/// (the rule of the module's header, without reading anything).
pub(crate) fn resolve(chosen: Option<Locale>, discord: Option<&str>) -> ServerLanguage {
    if let Some(locale) = chosen {
        return ServerLanguage {
            locale,
            because: Because::Chosen,
        };
    }
    match discord.map(|c| (c, Locale::from_discord(c))) {
        Some((code, Some(locale))) => ServerLanguage {
            locale,
            because: Because::Discord(code.to_string()),
        },
        Some((code, None)) => ServerLanguage {
            locale: Locale::EnUs,
            because: Because::Fallback(Some(code.to_string())),
        },
        None => ServerLanguage {
            locale: Locale::EnUs,
            because: Because::Fallback(None),
        },
    }
}

/// Server `guild`'s chosen language, remembered or read from the store
/// (then remembered). `Err`: the store could not be read (nothing is
/// remembered).
pub(crate) async fn chosen(data: &Data, guild: &str) -> Result<Option<Locale>, host::HostError> {
    if let Some(known) = data.languages.known_choice(guild) {
        return Ok(known);
    }
    let read = data.host.server_language(guild).await?;
    data.languages.read_choice(guild, read);
    Ok(data.languages.known_choice(guild).unwrap_or(read))
}

/// The language of server `guild`'s public posts and why; `Err` when its
/// choice could not be read.
pub(crate) async fn of_server_why(
    data: &Data,
    guild: &str,
) -> Result<ServerLanguage, host::HostError> {
    let chosen = chosen(data, guild).await?;
    let discord = data.languages.discord_code(guild);
    Ok(resolve(chosen, discord.as_deref()))
}

/// The locale of server `guild`'s public posts: the stored setting, else
/// Discord's preferred locale if shipped, else `en-US` (`en-US` outside a
/// server: `guild` empty). When the store cannot be read, the setting is
/// passed over (logged) and read again next time.
pub(crate) async fn of_server(data: &Data, guild: &str) -> Locale {
    if guild.is_empty() {
        return Locale::EnUs;
    }
    match of_server_why(data, guild).await {
        Ok(l) => l.locale,
        Err(e) => {
            tracing::warn!("could not read the language of server {guild}: {e}");
            let discord = data.languages.discord_code(guild);
            resolve(None, discord.as_deref()).locale
        }
    }
}

/// The locale of a private answer to a member whose Discord client is in
/// `client_locale` (the interaction's `locale`): that one if shipped,
/// else `server` (the server's, [`of_server`]).
pub(crate) fn of_member(client_locale: Option<&str>, server: Locale) -> Locale {
    client_locale
        .and_then(Locale::from_discord)
        .unwrap_or(server)
}

/// The languages of an interaction's answers, from server `guild`
/// (`None` outside servers) by a member whose client is in
/// `client_locale`: (its public posts', [`of_server`]; the member's
/// private answers', [`of_member`]). Its `guild_locale` was noted as it
/// arrived (`note_interaction`).
pub(crate) async fn of_reader(
    data: &Data,
    guild: Option<serenity::all::GuildId>,
    client_locale: &str,
) -> (Locale, Locale) {
    let server = match guild {
        Some(g) => of_server(data, &g.to_string()).await,
        None => Locale::EnUs,
    };
    (server, of_member(Some(client_locale), server))
}

/// The locale of the private answer to the command of `ctx`: the
/// member's client locale if shipped, else the server's (`en-US` outside
/// a server).
pub(crate) async fn of_answer(ctx: Ctx<'_>) -> Locale {
    let poise::Context::Application(a) = ctx else {
        return Locale::EnUs;
    };
    let ci = a.interaction;
    of_reader(ctx.data(), ci.guild_id, &ci.locale).await.1
}

/// Notes what an interaction says of its server's preferred locale
/// (`guild_locale`, absent outside servers).
pub(crate) fn note_interaction(
    data: &Data,
    guild: Option<serenity::all::GuildId>,
    guild_locale: Option<&str>,
) {
    if let (Some(g), Some(code)) = (guild, guild_locale) {
        data.languages.note_discord(&g.to_string(), code);
    }
}

/// The languages of the servers of `views`' public posts, to say what is
/// added to them once said ([`ServerLocales::of`]).
pub(crate) async fn of_servers(data: &Data, views: &[host::View]) -> ServerLocales {
    let mut known = std::collections::HashMap::new();
    for v in views {
        if !known.contains_key(&v.place.guild) {
            let l = of_server(data, &v.place.guild).await;
            known.insert(v.place.guild.clone(), l);
        }
    }
    ServerLocales(known)
}

/// The language of each server's public posts, read once for a batch of
/// views ([`of_servers`]).
pub(crate) struct ServerLocales(std::collections::HashMap<String, Locale>);

impl ServerLocales {
    /// The language of `v`'s server (`en-US` for one not read).
    pub(crate) fn of(&self, v: &host::View) -> Locale {
        self.0.get(&v.place.guild).copied().unwrap_or(Locale::EnUs)
    }
}

/// `views` (posts of the server, with no interaction to answer) said in
/// their server's language.
pub(crate) async fn said_in_the_servers_language(
    data: &Data,
    views: Vec<host::View>,
) -> Vec<host::View> {
    let mut said = Vec::with_capacity(views.len());
    for v in views {
        if crate::present::needs_saying(&v) {
            let l = of_server(data, &v.place.guild).await;
            said.push(crate::present::said(v, l));
        } else {
            said.push(v);
        }
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_language_wins_over_discords() {
        let l = resolve(Some(Locale::De), Some("fr"));
        assert_eq!((l.locale, l.because), (Locale::De, Because::Chosen));
    }

    #[test]
    fn without_a_choice_discords_preferred_locale_holds_with_its_fallbacks() {
        assert_eq!(resolve(None, Some("fr")).locale, Locale::Fr);
        assert_eq!(
            resolve(None, Some("fr")).because,
            Because::Discord("fr".into())
        );
        assert_eq!(resolve(None, Some("en-GB")).locale, Locale::EnUs);
        assert_eq!(
            resolve(None, Some("en-GB")).because,
            Because::Discord("en-GB".into()),
            "Discord's fallback, not the bot's"
        );
        assert_eq!(resolve(None, Some("es-419")).locale, Locale::EsEs);
        assert_eq!(resolve(None, Some("pt-BR")).locale, Locale::PtBr);
    }

    #[test]
    fn an_unshipped_or_unknown_preferred_locale_reads_en_us() {
        let ko = resolve(None, Some("ko"));
        assert_eq!(
            (ko.locale, ko.because),
            (Locale::EnUs, Because::Fallback(Some("ko".into())))
        );
        let none = resolve(None, None);
        assert_eq!(
            (none.locale, none.because),
            (Locale::EnUs, Because::Fallback(None))
        );
    }

    #[test]
    fn a_member_reads_their_client_language_if_shipped_else_the_servers() {
        assert_eq!(of_member(Some("de"), Locale::Fr), Locale::De);
        assert_eq!(of_member(Some("en-GB"), Locale::Fr), Locale::EnUs);
        assert_eq!(of_member(Some("es-419"), Locale::Fr), Locale::EsEs);
        assert_eq!(of_member(Some("ko"), Locale::Fr), Locale::Fr);
        assert_eq!(of_member(Some(""), Locale::Ja), Locale::Ja);
        assert_eq!(of_member(None, Locale::Uk), Locale::Uk);
    }
}
