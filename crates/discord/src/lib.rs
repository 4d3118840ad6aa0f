//! # The Discord frontend
//!
//! The bot people play through: slash commands, buttons, a thread per game
//! and a board picture for every change of position. It turns Discord
//! interactions and messages into [`host::Action`]s and the host's
//! [`host::View`]s into Discord messages; all game logic lives in the host.
//!
//! The program puts the parts together (`src/program.rs` of the
//! `cruise-pawns` binary: the store, the host, the tournaments and seasons,
//! the web site, the metrics endpoint) and hands them to [`run`] with this
//! frontend's [`Settings`]; this crate knows no store and no web site.
//!
//! | module | what it is for |
//! |---|---|
//! | [`config`] | the frontend's settings (`DISCORD_TOKEN`, `DISCORD_GUILD_ID`, `SHARDS`, `DISCORD_API_BASE`, `PUBLIC_URL`, ...), as the program read them |
//! | `bot` | start-up over the built parts: serenity client (with the test proxy), outbox worker, command registration, the shards; the drain at a stop |
//! | `data` | what every handler shares: `Data` (host, places, view messages), `Ctx`, `Error` |
//! | `commands` | the slash commands (`/challenge`, `/move`, `/fire`, ...) |
//! | `components` | buttons and plain messages in game threads |
//! | `threads` | a thread per game and per tournament board: opening, moving the game in, retries |
//! | `waiting_boards` | tournament boards whose thread was refused: tried again in the background, the organizer told |
//! | `deliver` | answering an interaction exactly once and posting the views |
//! | `post` | posting a view at its place: new message or edit, retried with backoff |
//! | `outbox` | the outbox's delivery worker: what a game change owes Discord, posted once, in order, through rate limits, outages and restarts (the outbox's rows through the host) |
//! | `language` | which locale a text is in: a server's public posts (its `/settings language:`, else Discord's `preferred_locale`, else en-US), a member's private answers (their client's locale, else the server's) |
//! | `server_languages` | what the bot remembers of each server's language: its managers' choice, Discord's `preferred_locale` |
//! | `present` | a view as a Discord message: text, buttons in rows, the board PNG |
//! | `server_permissions` | what a member may do on a server and see in a channel, as Discord computes it from roles, the owner and overwrites (never the interaction's channel `member.permissions`) |
//! | `roles` | server roles the bot hands out: may it (Manage Roles, hierarchy), and handing them on |
//! | `calendar` | a view's calendar entry as a guild scheduled event, kept in step |
//! | `web_links` | links to the public web site (`PUBLIC_URL`) in tournament and game posts |
//! | [`metrics`] | Prometheus metrics, served on the listener the program bound to `METRICS_ADDR`: live games, actions, latency, Discord errors, the outbox |
//! | `places` | Discord channels and threads as host places |

mod aftermath;
pub mod config;
pub mod invite;
pub mod metrics;

mod bot;
mod calendar;
mod commands;
mod components;
mod data;
mod deliver;
mod language;
mod outbox;
mod places;
mod post;
mod present;
mod roles;
mod server_languages;
mod server_permissions;
mod threads;
mod told_later;
mod waiting_boards;
mod web_links;

pub use bot::{Parts, run};
pub use config::{MISSING_TOKEN_HELP, Settings};

/// The bot's default log filter, when `RUST_LOG` is not set.
pub const DEFAULT_LOG_FILTER: &str = "info,serenity=warn,poise=warn,sqlx=warn";

/// Targets whose spans must stay off whatever `RUST_LOG` says: serenity's
/// HTTP request spans record their arguments with `Debug`, which formats
/// every uploaded board PNG byte by byte (3x the CPU time per `/move`).
pub const QUIET_TARGETS: [&str; 1] = ["serenity::http"];

/// The log filter: `rust_log` (the `RUST_LOG` variable) or the default,
/// with serenity's HTTP spans kept off (their warnings still show).
pub fn log_filter(rust_log: Option<&str>) -> tracing_subscriber::EnvFilter {
    use tracing_subscriber::EnvFilter;
    let mut filter = rust_log
        .and_then(|r| EnvFilter::try_new(r).ok())
        .unwrap_or_else(|| EnvFilter::new(DEFAULT_LOG_FILTER));
    for t in QUIET_TARGETS {
        if let Ok(d) = format!("{t}=warn").parse() {
            filter = filter.add_directive(d);
        }
    }
    filter
}

/// Sends the program's log lines to stderr, filtered by `RUST_LOG` (else
/// [`DEFAULT_LOG_FILTER`]), without serenity's HTTP spans and its own lines
/// about a refused intent.
pub fn init_logging() {
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    let rust_log = std::env::var("RUST_LOG").ok();
    let _ = tracing_subscriber::registry()
        .with(log_filter(rust_log.as_deref()))
        .with(QuietRefusedIntent)
        .with(tracing_subscriber::fmt::layer().with_writer(std::io::stderr))
        .try_init();
}

/// Drops serenity's own ERROR lines about a refused intent (gateway close
/// 4014): the bot connects again without Message Content and says so in
/// one line of its own ([`bot::MESSAGE_CONTENT_REFUSED`]).
struct QuietRefusedIntent;

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for QuietRefusedIntent {
    fn event_enabled(
        &self,
        event: &tracing::Event<'_>,
        _: tracing_subscriber::layer::Context<'_, S>,
    ) -> bool {
        if !event.metadata().target().starts_with("serenity::gateway") {
            return true;
        }
        struct Text(String);
        impl tracing::field::Visit for Text {
            fn record_debug(&mut self, _: &tracing::field::Field, v: &dyn std::fmt::Debug) {
                self.0.push_str(&format!("{v:?}"));
            }
        }
        let mut text = Text(String::new());
        event.record(&mut text);
        !text.0.contains("Disallowed")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tracing_subscriber::layer::SubscriberExt;

    fn http_span_enabled(rust_log: Option<&str>) -> (bool, bool) {
        let subscriber = tracing_subscriber::registry().with(log_filter(rust_log));
        tracing::subscriber::with_default(subscriber, || {
            let http = tracing::info_span!(target: "serenity::http::client", "request");
            let ours = tracing::info_span!(target: "host::session", "act");
            (!http.is_disabled(), !ours.is_disabled())
        })
    }

    #[test]
    fn serenity_http_spans_stay_off_whatever_rust_log_says() {
        for rust_log in [None, Some("info"), Some("trace"), Some("serenity=trace")] {
            let (http, _) = http_span_enabled(rust_log);
            assert!(!http, "RUST_LOG={rust_log:?} enables serenity's HTTP spans");
        }
        // Our own spans follow RUST_LOG.
        assert!(http_span_enabled(Some("info")).1);
        assert!(!http_span_enabled(Some("warn")).1);
    }
}
