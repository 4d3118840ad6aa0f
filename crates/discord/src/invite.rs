//! The invite URL and the permissions behind it, computed here so that the
//! numbers in docs/DISCORD.md cannot drift from what the bot uses: each
//! [`Feature`] names the permissions it needs and why, and
//! `cruise-pawns invite` prints the URL for the token's application (its id
//! read from Discord) with the permissions of the features switched on.
//!
//! ```
//! use discord::invite::{Feature, permissions};
//! let all = permissions(&Feature::ALL);
//! assert!(all.contains(serenity::all::Permissions::MANAGE_ROLES));
//! assert_eq!(permissions(&[Feature::Play]).bits(), 309237746688);
//! ```

use serenity::all::Permissions;

/// A part of the bot that needs permissions on a server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    /// Games, challenges, boards, tournaments: always needed.
    Play,
    /// Deleting a flight typed as a plain message (its text would show the
    /// missile's whole path to the opponent).
    TypedFlights,
    /// A Discord event for each scheduled tournament.
    Events,
    /// Handing out the tournament winner role and the season top role.
    Roles,
}

impl Feature {
    /// Every feature, the needed one first.
    pub const ALL: [Feature; 4] = [
        Feature::Play,
        Feature::TypedFlights,
        Feature::Events,
        Feature::Roles,
    ];

    /// Its name on the command line (`--without typed-flights`).
    pub fn name(self) -> &'static str {
        match self {
            Feature::Play => "play",
            Feature::TypedFlights => "typed-flights",
            Feature::Events => "events",
            Feature::Roles => "roles",
        }
    }

    /// Whether the bot can run without it.
    pub fn optional(self) -> bool {
        self != Feature::Play
    }

    /// The permissions it needs, each with its name as Discord's settings
    /// show it and why the bot needs it.
    pub fn needs(self) -> &'static [(Permissions, &'static str, &'static str)] {
        match self {
            Feature::Play => &[
                (
                    Permissions::VIEW_CHANNEL,
                    "View Channel", // words-scan: skip (a permission's name as Discord shows it)
                    "seeing the channels it plays in", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
                ),
                (
                    Permissions::SEND_MESSAGES,
                    "Send Messages", // words-scan: skip (a permission's name as Discord shows it)
                    "challenges, boards, answers", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
                ),
                (
                    Permissions::ATTACH_FILES,
                    "Attach Files", // words-scan: skip (a permission's name as Discord shows it)
                    "the board pictures and game records", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
                ),
                (
                    Permissions::READ_MESSAGE_HISTORY,
                    "Read Message History", // words-scan: skip (a permission's name as Discord shows it)
                    "replying to typed moves", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
                ),
                (
                    Permissions::CREATE_PUBLIC_THREADS,
                    "Create Public Threads", // words-scan: skip (a permission's name as Discord shows it)
                    "a thread for each game and tournament board", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
                ),
                (
                    Permissions::SEND_MESSAGES_IN_THREADS,
                    "Send Messages in Threads", // words-scan: skip (a permission's name as Discord shows it)
                    "boards and questions in the game's thread", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
                ),
            ],
            Feature::TypedFlights => &[(
                Permissions::MANAGE_MESSAGES,
                "Manage Messages", // words-scan: skip (a permission's name as Discord shows it)
                "deleting a flight typed as a plain message, whose text would show its path", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
            )],
            Feature::Events => &[(
                Permissions::MANAGE_EVENTS,
                "Manage Events", // words-scan: skip (a permission's name as Discord shows it)
                "a Discord event for each scheduled tournament", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
            )],
            Feature::Roles => &[(
                Permissions::MANAGE_ROLES,
                "Manage Roles", // words-scan: skip (a permission's name as Discord shows it)
                "the tournament winner role and the season top role", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
            )],
        }
    }
}

impl std::str::FromStr for Feature {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim().to_ascii_lowercase();
        Feature::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Feature::ALL
                    .iter()
                    .filter(|f| f.optional())
                    .map(|f| f.name())
                    .collect();
                format!(
                    "no feature `{s}`: the optional features are {}", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
                    names.join(", ")
                )
            })
    }
}

/// The permissions `features` need together.
pub fn permissions(features: &[Feature]) -> Permissions {
    features
        .iter()
        .flat_map(|f| f.needs().iter().map(|(p, _, _)| *p))
        .fold(Permissions::empty(), |all, p| all | p)
}

/// The URL that invites application `application_id` with the scopes
/// `bot` and `applications.commands` and `permissions`.
pub fn url(application_id: u64, permissions: Permissions) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot+applications.commands&permissions={}",
        permissions.bits()
    )
}

/// The features switched on when `without` are left out; `Play` cannot be.
pub fn features_without(without: &[Feature]) -> Result<Vec<Feature>, String> {
    if without.contains(&Feature::Play) {
        return Err(
            "`play` cannot be left out: the bot needs it to post anything. Leave out typed-flights, events or roles." // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
                .to_string(),
        );
    }
    Ok(Feature::ALL
        .into_iter()
        .filter(|f| !without.contains(f))
        .collect())
}

/// What `cruise-pawns invite` prints: the URL on the first line (alone,
/// for scripts), then each permission and why.
pub fn report(application_id: u64, features: &[Feature]) -> String {
    let mut out = url(application_id, permissions(features));
    out.push_str("\n\nPermissions asked for:\n"); // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
    for f in features {
        for (p, name, why) in f.needs() {
            out.push_str(&format!("  {name} ({}): {why}\n", p.bits()));
        }
    }
    let left: Vec<&str> = Feature::ALL
        .iter()
        .filter(|f| !features.contains(f))
        .map(|f| f.name())
        .collect();
    if !left.is_empty() {
        out.push_str(&format!("Left out: {}.\n", left.join(", "))); // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
    }
    out
}

/// `cruise-pawns invite`: reads the token from the environment (which the
/// program filled from `.env` first), asks Discord for the token's
/// application and prints [`report`]. The token is never printed.
pub fn run_from_env(without: &[Feature]) -> anyhow::Result<()> {
    let features = features_without(without).map_err(anyhow::Error::msg)?;
    let token = match std::env::var("DISCORD_TOKEN") {
        Ok(t) if !t.trim().is_empty() => t,
        _ => anyhow::bail!("{}", crate::config::MISSING_TOKEN_HELP),
    };
    let mut http = serenity::all::HttpBuilder::new(token.trim()).client(crate::bot::rest_client());
    if let Ok(base) = std::env::var("DISCORD_API_BASE")
        && !base.trim().is_empty()
    {
        http = http
            .proxy(base.trim().to_string())
            .ratelimiter_disabled(true);
    }
    let http = http.build();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let app = runtime
        .block_on(http.get_current_application_info())
        .map_err(|e| {
            anyhow::anyhow!(
                "could not read the token's application from Discord ({}). Check DISCORD_TOKEN (the Bot page's Reset Token gives a new one) and the network.", // words-scan: skip (`cruise-pawns invite`: the operator's command-line report, in English as docs/DISCORD.md)
                redact(&e.to_string(), &token)
            )
        })?;
    print!("{}", report(app.id.get(), &features));
    Ok(())
}

/// `text` with the token, should an error quote it, blanked out.
fn redact(text: &str, token: &str) -> String {
    let token = token.trim();
    if token.is_empty() {
        return text.to_string();
    }
    text.replace(token, "[token]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_needed_permissions_add_up_bit_by_bit() {
        // 1024 + 2048 + 32768 + 65536 + (1 << 35) + (1 << 38)
        let play = 1024u64 + 2048 + 32768 + 65536 + (1 << 35) + (1 << 38);
        assert_eq!(permissions(&[Feature::Play]).bits(), play);
        let all = play + (1 << 13) + (1 << 33) + (1 << 28);
        assert_eq!(permissions(&Feature::ALL).bits(), all);
    }

    #[test]
    fn the_url_names_the_application_scopes_and_permissions() {
        let u = url(42, Permissions::SEND_MESSAGES);
        assert_eq!(
            u,
            "https://discord.com/oauth2/authorize?client_id=42&scope=bot+applications.commands&permissions=2048"
        );
    }

    #[test]
    fn a_feature_left_out_leaves_its_permission_out() {
        let f = features_without(&[Feature::Roles]).unwrap();
        assert!(!permissions(&f).contains(Permissions::MANAGE_ROLES));
        assert!(permissions(&f).contains(Permissions::MANAGE_EVENTS));
        assert!(features_without(&[Feature::Play]).is_err());
        assert!(
            "nope"
                .parse::<Feature>()
                .unwrap_err()
                .contains("typed-flights")
        );
    }

    #[test]
    fn a_token_in_an_error_is_blanked() {
        assert_eq!(redact("bad abc.def here", "abc.def"), "bad [token] here");
    }
}
