//! The program's configuration: every setting of the bot, read once from
//! the environment (after `.env`), with errors that say what to do, and
//! handed to each part as its own configuration ([`Config::host_config`],
//! [`Config::tournament_config`], [`Config::discord_settings`]; the
//! database, the web site's and the metrics' addresses to the composition
//! root itself). The token is kept out of every `Debug` and log line.

use discord::MISSING_TOKEN_HELP;
use std::fmt;

/// A range of shards this process runs: shards `first..=last` of `total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl std::str::FromStr for ShardRange {
    type Err = String;

    /// Reads `FIRST-LAST/TOTAL` (e.g. `0-1/4`: shards 0 and 1 of 4) or
    /// `N/TOTAL` (one shard).
    fn from_str(s: &str) -> Result<ShardRange, String> {
        let bad = || {
            format!(
                "SHARDS=`{s}` is not a shard range: write FIRST-LAST/TOTAL (e.g. 0-1/4 runs shards 0 and 1 of 4) or N/TOTAL (e.g. 2/4), shards counted from 0"
            )
        };
        let (range, total) = s.trim().split_once('/').ok_or_else(bad)?;
        let total: u32 = total.trim().parse().map_err(|_| bad())?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (
                a.trim().parse::<u32>().map_err(|_| bad())?,
                b.trim().parse::<u32>().map_err(|_| bad())?,
            ),
            None => {
                let n = range.trim().parse::<u32>().map_err(|_| bad())?;
                (n, n)
            }
        };
        if total == 0 || first > last || last >= total {
            return Err(format!(
                "SHARDS=`{s}` is out of range: need FIRST <= LAST < TOTAL and TOTAL >= 1 (e.g. 0-1/4)"
            ));
        }
        Ok(ShardRange { first, last, total })
    }
}

impl ShardRange {
    /// The host's and the frontend's view of the range: the servers of
    /// shards `first..=last` of `total`.
    fn shards(self) -> host::Shards {
        host::Shards {
            first: self.first,
            last: self.last,
            total: self.total,
        }
    }
}

/// Everything the bot reads from the environment.
#[derive(Clone)]
pub struct Config {
    /// The bot token (never printed).
    pub token: String,
    /// `DATABASE_URL`, default `sqlite://data/cruise-pawns.db`.
    pub database_url: String,
    /// `DISCORD_GUILD_ID`: register the commands in this server only
    /// (instantly), instead of globally.
    pub guild_id: Option<u64>,
    /// `SHARDS`: the shard range this process runs; `None` = one shard
    /// (or what Discord recommends, when talking to Discord itself).
    pub shards: Option<ShardRange>,
    /// `DISCORD_API_BASE` (tests only): where every REST call goes.
    pub api_base: Option<String>,
    /// `METRICS_ADDR` (e.g. `127.0.0.1:9100`): serve Prometheus metrics
    /// there; unset = no metrics endpoint.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// `WEB_ADDR` (e.g. `127.0.0.1:8080`): serve the public web site there
    /// too (`crates/web`); unset = no site in this process.
    pub web_addr: Option<std::net::SocketAddr>,
    /// `PUBLIC_URL` (e.g. `https://pawns.example.org`): the site's address
    /// as users see it, for links in the bot's answers; unset = no links.
    pub public_url: Option<String>,
    /// `THREAD_ARCHIVE_AFTER` (seconds, default
    /// [`DEFAULT_THREAD_ARCHIVE_AFTER_S`]): how long after a game ends its
    /// thread is archived, so that a busy server never reaches Discord's
    /// cap on active threads.
    pub thread_archive_after: std::time::Duration,
    /// `CASUAL_MOVE_LIMIT` (seconds, default 14 days): the move limit of a
    /// casual game without a clock (half-way the player to move is
    /// reminded; at the limit the opponent may `/claim` the win).
    pub casual_move_limit: std::time::Duration,
    /// `REMATCH_TTL` (seconds, default [`DEFAULT_REMATCH_TTL_S`]): how long
    /// a rematch offer waits for the other player.
    pub rematch_ttl: std::time::Duration,
    /// `ANALYSIS_NODES` (default [`ai::analysis::DEFAULT_NODES`]): nodes
    /// an analysis searches per decision.
    pub analysis_nodes: u64,
    /// `CLOCK_OFFSET` (seconds, default 0): the bot's clock starts this far
    /// ahead of the system clock, standing for a downtime in tests.
    pub clock_offset: std::time::Duration,
    /// `ARENA_MINUTE` (seconds, default 60): how long a minute of an
    /// arena's length lasts; shorter only in tests.
    pub arena_minute: std::time::Duration,
    /// `ROLE_LEASE` (seconds, default 60): how long a lease on changing a
    /// server role lasts, so how long a crashed process can block a role.
    pub role_lease: std::time::Duration,
    /// `OUTBOX_MAX_BACKOFF` (seconds, default 30): the longest wait between
    /// two tries of a post Discord failed.
    pub outbox_max_backoff: std::time::Duration,
}

/// The default of `CLOCK_OFFSET`: none, the system clock.
pub const DEFAULT_CLOCK_OFFSET_S: u64 = 0;

/// The default of `ARENA_MINUTE`: a minute is a minute.
pub const DEFAULT_ARENA_MINUTE_S: u64 = 60;

/// The default of `ROLE_LEASE`: a minute.
pub const DEFAULT_ROLE_LEASE_S: u64 = 60;

/// The default (and longest) `OUTBOX_MAX_BACKOFF`: 30 seconds.
pub const DEFAULT_OUTBOX_MAX_BACKOFF_S: u64 = 30;

/// Reads a setting in whole seconds: `None` (unset or empty) is `default`;
/// anything but a whole number in `range` is refused with a message that
/// names the setting, says what it sets (`what`) and what to write.
fn seconds_setting(
    name: &str,
    value: Option<String>,
    range: std::ops::RangeInclusive<u64>,
    default: u64,
    what: &str,
) -> Result<std::time::Duration, String> {
    let Some(v) = value else {
        return Ok(std::time::Duration::from_secs(default));
    };
    v.parse::<u64>()
        .ok()
        .filter(|s| range.contains(s))
        .map(std::time::Duration::from_secs)
        .ok_or_else(|| {
            format!(
                "{name}=`{v}` is not a number of seconds: write {what}, {} to {}, or leave it unset for {default}",
                range.start(),
                range.end()
            )
        })
}

/// The default of `REMATCH_TTL`: ten minutes.
pub const DEFAULT_REMATCH_TTL_S: u64 = 600;

/// The default of `THREAD_ARCHIVE_AFTER`: ten minutes, time to read the
/// result and take a rematch.
pub const DEFAULT_THREAD_ARCHIVE_AFTER_S: u64 = 600;

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database_url", &store::redact_url(&self.database_url))
            .field("guild_id", &self.guild_id)
            .field("shards", &self.shards)
            .field("api_base", &self.api_base)
            .field("metrics_addr", &self.metrics_addr)
            .field("web_addr", &self.web_addr)
            .field("public_url", &self.public_url)
            .field("thread_archive_after", &self.thread_archive_after)
            .field("casual_move_limit", &self.casual_move_limit)
            .field("rematch_ttl", &self.rematch_ttl)
            .field("analysis_nodes", &self.analysis_nodes)
            .field("clock_offset", &self.clock_offset)
            .field("arena_minute", &self.arena_minute)
            .field("role_lease", &self.role_lease)
            .field("outbox_max_backoff", &self.outbox_max_backoff)
            .finish()
    }
}

/// The default database when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/cruise-pawns.db";

impl Config {
    /// Reads the configuration from a variable lookup (the environment in
    /// production; a map in tests).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, String> {
        let nonempty = |k: &str| {
            get(k)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = nonempty("DISCORD_TOKEN").ok_or_else(|| MISSING_TOKEN_HELP.to_string())?;
        if token.chars().any(char::is_whitespace) {
            return Err(
                "DISCORD_TOKEN contains spaces: paste only the token itself (without \"Bot \")"
                    .to_string(),
            );
        }
        let database_url =
            nonempty("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string());
        let guild_id = match nonempty("DISCORD_GUILD_ID") {
            None => None,
            Some(g) => Some(g.parse::<u64>().ok().filter(|&g| g > 0).ok_or_else(|| {
                format!(
                    "DISCORD_GUILD_ID=`{g}` is not a server id: copy the server's id (Developer Mode on, right-click the server, Copy Server ID) or leave it unset to register the commands globally"
                )
            })?),
        };
        let shards = match nonempty("SHARDS") {
            None => None,
            Some(s) => Some(s.parse::<ShardRange>()?),
        };
        let api_base = nonempty("DISCORD_API_BASE").map(|b| b.trim_end_matches('/').to_string());
        if let Some(b) = &api_base
            && !(b.starts_with("http://") || b.starts_with("https://"))
        {
            return Err(format!(
                "DISCORD_API_BASE=`{b}` must start with http:// or https:// (e.g. http://127.0.0.1:8080); it is for tests only"
            ));
        }
        let metrics_addr = match nonempty("METRICS_ADDR") {
            None => None,
            Some(a) => Some(a.parse::<std::net::SocketAddr>().map_err(|_| {
                format!(
                    "METRICS_ADDR=`{a}` is not an address to listen on: write IP:PORT (e.g. 127.0.0.1:9100), or leave it unset for no metrics"
                )
            })?),
        };
        let web_addr = match nonempty("WEB_ADDR") {
            None => None,
            Some(a) => Some(web::parse_addr(&a)?),
        };
        let public_url = match nonempty("PUBLIC_URL") {
            None => None,
            Some(u) if u.starts_with("http://") || u.starts_with("https://") => {
                Some(u.trim_end_matches('/').to_string())
            }
            Some(u) => {
                return Err(format!(
                    "PUBLIC_URL=`{u}` must start with http:// or https:// (the web site's address as users see it, e.g. https://pawns.example.org), or leave it unset for no links"
                ));
            }
        };
        let thread_archive_after = seconds_setting(
            "THREAD_ARCHIVE_AFTER",
            nonempty("THREAD_ARCHIVE_AFTER"),
            0..=7 * 24 * 3600,
            DEFAULT_THREAD_ARCHIVE_AFTER_S,
            "how long after a game ends its thread is archived (e.g. 600)",
        )?;
        let casual_move_limit = seconds_setting(
            "CASUAL_MOVE_LIMIT",
            nonempty("CASUAL_MOVE_LIMIT"),
            10..=366 * 86_400,
            (host::CASUAL_MOVE_LIMIT_MS / 1000) as u64,
            "how long a player of a casual game without a clock has for each move (e.g. 86400 for a day; unset: 14 days)",
        )?;
        let rematch_ttl = seconds_setting(
            "REMATCH_TTL",
            nonempty("REMATCH_TTL"),
            1..=86_400,
            DEFAULT_REMATCH_TTL_S,
            "how long a rematch offer waits for the other player (e.g. 600)",
        )?;
        let analysis_nodes = match nonempty("ANALYSIS_NODES") {
            None => ai::analysis::DEFAULT_NODES,
            Some(v) => v
                .parse::<u64>()
                .ok()
                .filter(|n| (1_000..=1_000_000_000).contains(n))
                .ok_or_else(|| {
                    format!(
                        "ANALYSIS_NODES=`{v}` is not a node budget: write how many nodes an analysis searches per decision, 1000 to 1000000000 (e.g. 150000), or leave it unset for {}",
                        ai::analysis::DEFAULT_NODES
                    )
                })?,
        };
        let clock_offset = seconds_setting(
            "CLOCK_OFFSET",
            nonempty("CLOCK_OFFSET"),
            0..=366 * 86_400,
            DEFAULT_CLOCK_OFFSET_S,
            "how far ahead of the system clock the bot's clock starts (a test's stand-in for a downtime; e.g. 65)",
        )?;
        let arena_minute = seconds_setting(
            "ARENA_MINUTE",
            nonempty("ARENA_MINUTE"),
            1..=60,
            DEFAULT_ARENA_MINUTE_S,
            "how long a minute of an arena's length lasts (shorter only in tests; e.g. 10)",
        )?;
        let role_lease = seconds_setting(
            "ROLE_LEASE",
            nonempty("ROLE_LEASE"),
            1..=3_600,
            DEFAULT_ROLE_LEASE_S,
            "how long a lease on changing a server role lasts, the longest a crashed process blocks the role (e.g. 60)",
        )?;
        let outbox_max_backoff = seconds_setting(
            "OUTBOX_MAX_BACKOFF",
            nonempty("OUTBOX_MAX_BACKOFF"),
            1..=DEFAULT_OUTBOX_MAX_BACKOFF_S,
            DEFAULT_OUTBOX_MAX_BACKOFF_S,
            "the longest wait between two tries of a post Discord failed (e.g. 2)",
        )?;
        Ok(Config {
            token,
            database_url,
            guild_id,
            shards,
            api_base,
            metrics_addr,
            web_addr,
            public_url,
            thread_archive_after,
            casual_move_limit,
            rematch_ttl,
            analysis_nodes,
            clock_offset,
            arena_minute,
            role_lease,
            outbox_max_backoff,
        })
    }

    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Config, String> {
        Config::from_lookup(|k| std::env::var(k).ok())
    }

    /// The game host's configuration: this process's shards (several
    /// processes may share the database: each owns its shards' servers,
    /// loads, times and answers only their games), the outbox on, and the
    /// host's settings.
    pub fn host_config(&self) -> host::HostConfig {
        let shards = self.shards.map(ShardRange::shards);
        host::HostConfig {
            shards,
            heartbeat_scope: shards.map_or_else(|| "host".to_string(), |s| s.name()),
            // What a game change owes Discord is written with the change and
            // posted by the Discord frontend's outbox worker.
            outbox: true,
            casual_move_limit: self.casual_move_limit,
            rematch_ttl: self.rematch_ttl,
            analysis_nodes: self.analysis_nodes,
            role_lease: self.role_lease,
            // Ahead of the system clock only in tests (CLOCK_OFFSET): a
            // downtime without the wait.
            clock: Some(host::Clock::ahead(self.clock_offset)),
            ..host::HostConfig::default()
        }
    }

    /// The tournaments' configuration.
    pub fn tournament_config(&self) -> tournament::TournamentConfig {
        tournament::TournamentConfig {
            arena_minute: self.arena_minute,
        }
    }

    /// The Discord frontend's settings.
    pub fn discord_settings(&self) -> discord::Settings {
        discord::Settings {
            token: self.token.clone(),
            guild_id: self.guild_id,
            shards: self.shards.map(ShardRange::shards),
            api_base: self.api_base.clone(),
            public_url: self.public_url.clone(),
            thread_archive_after: self.thread_archive_after,
            outbox_max_backoff: self.outbox_max_backoff,
        }
    }
}

/// Loads the first `.env` found in `dir` or its parents into the
/// environment (variables already set win). A missing file is fine. A
/// malformed line is reported by its number only, never its content, which
/// may hold the token: "line 3 of /srv/bot/.env is malformed ...".
pub fn load_dotenv(dir: &std::path::Path) -> Result<(), String> {
    let Some(path) = dir
        .ancestors()
        .map(|d| d.join(".env"))
        .find(|p| p.is_file())
    else {
        return Ok(());
    };
    match dotenvy::from_path(&path) {
        Ok(()) => Ok(()),
        Err(dotenvy::Error::LineParse(line, _)) => {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let n = text
                .lines()
                .position(|l| l == line || l.trim() == line.trim())
                .map_or_else(|| "a line".to_string(), |i| format!("line {}", i + 1));
            Err(format!(
                "{n} of {} is malformed: write it as NAME=value (quote values with spaces), or start it with # to leave it out. (Its content is not shown: it may hold a secret.)",
                path.display()
            ))
        }
        Err(dotenvy::Error::Io(e)) => Err(format!("could not read {}: {e}", path.display())),
        Err(_) => Err(format!(
            "{} could not be read as NAME=value lines; check its syntax (its content is not shown: it may hold a secret)",
            path.display()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn cfg(pairs: &[(&str, &str)]) -> Result<Config, String> {
        let m: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| m.get(k).cloned())
    }

    #[test]
    fn a_shard_range_is_first_last_of_total_or_one_shard() {
        let r: ShardRange = "0-1/4".parse().unwrap();
        assert_eq!((r.first, r.last, r.total), (0, 1, 4));
        let r: ShardRange = "3/4".parse().unwrap();
        assert_eq!((r.first, r.last, r.total), (3, 3, 4));
        let e = "4/4".parse::<ShardRange>().unwrap_err();
        assert!(e.contains("out of range"), "{e}");
    }

    #[test]
    fn missing_token_says_what_to_do() {
        let err = cfg(&[]).unwrap_err();
        assert!(err.contains("DISCORD_TOKEN"));
        assert!(err.contains("cruise-pawns play"));
        assert!(err.contains(".env"));
        let err = cfg(&[("DISCORD_TOKEN", "  ")]).unwrap_err();
        assert!(err.contains("cruise-pawns play"));
    }

    #[test]
    fn defaults_and_values() {
        let c = cfg(&[("DISCORD_TOKEN", "abc.def")]).unwrap();
        assert_eq!(c.database_url, "sqlite://data/cruise-pawns.db");
        assert_eq!(c.guild_id, None);
        assert_eq!(c.shards, None);
        let c = cfg(&[
            ("DISCORD_TOKEN", "abc.def"),
            ("DISCORD_GUILD_ID", "123"),
            ("SHARDS", "1-2/3"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9/"),
        ])
        .unwrap();
        assert_eq!(c.guild_id, Some(123));
        assert_eq!(
            c.shards,
            Some(ShardRange {
                first: 1,
                last: 2,
                total: 3
            })
        );
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(c.thread_archive_after.as_secs(), 600);
        let c = cfg(&[("DISCORD_TOKEN", "x"), ("CASUAL_MOVE_LIMIT", "30")]).unwrap();
        assert_eq!(c.casual_move_limit, std::time::Duration::from_secs(30));
        let c = cfg(&[("DISCORD_TOKEN", "x")]).unwrap();
        assert_eq!(
            c.casual_move_limit,
            std::time::Duration::from_secs(14 * 86_400)
        );
        for bad in ["soon", "0", "-5"] {
            let e = cfg(&[("DISCORD_TOKEN", "x"), ("CASUAL_MOVE_LIMIT", bad)]).unwrap_err();
            assert!(e.contains("CASUAL_MOVE_LIMIT"), "{e}");
        }
        let c = cfg(&[("DISCORD_TOKEN", "x"), ("THREAD_ARCHIVE_AFTER", "5")]).unwrap();
        assert_eq!(c.thread_archive_after.as_secs(), 5);
        assert_eq!(c.rematch_ttl.as_secs(), 600);
        let c = cfg(&[("DISCORD_TOKEN", "x"), ("REMATCH_TTL", "15")]).unwrap();
        assert_eq!(c.rematch_ttl.as_secs(), 15);
        assert_eq!(c.analysis_nodes, ai::analysis::DEFAULT_NODES);
        let c = cfg(&[("DISCORD_TOKEN", "x"), ("ANALYSIS_NODES", "2000")]).unwrap();
        assert_eq!(c.analysis_nodes, 2_000);
        for bad in ["10", "lots", "-5"] {
            let e = cfg(&[("DISCORD_TOKEN", "x"), ("ANALYSIS_NODES", bad)]).unwrap_err();
            assert!(e.contains("ANALYSIS_NODES") && e.contains("1000"), "{e}");
        }
        for bad in ["later", "0", "86401"] {
            let e = cfg(&[("DISCORD_TOKEN", "x"), ("REMATCH_TTL", bad)]).unwrap_err();
            assert!(e.contains("REMATCH_TTL"), "{e}");
        }
    }

    #[test]
    fn bad_values_are_explained() {
        let e = cfg(&[("DISCORD_TOKEN", "x"), ("DISCORD_GUILD_ID", "abc")]).unwrap_err();
        assert!(e.contains("DISCORD_GUILD_ID"), "{e}");
        let e = cfg(&[("DISCORD_TOKEN", "x"), ("SHARDS", "2-1/4")]).unwrap_err();
        assert!(e.contains("SHARDS"), "{e}");
        let e = cfg(&[("DISCORD_TOKEN", "x"), ("SHARDS", "four")]).unwrap_err();
        assert!(e.contains("0-1/4"), "{e}");
        let e = cfg(&[("DISCORD_TOKEN", "x"), ("DISCORD_API_BASE", "127.0.0.1")]).unwrap_err();
        assert!(e.contains("http://"), "{e}");
        for bad in ["10m", "-1", "604801"] {
            let e = cfg(&[("DISCORD_TOKEN", "x"), ("THREAD_ARCHIVE_AFTER", bad)]).unwrap_err();
            assert!(
                e.contains("THREAD_ARCHIVE_AFTER") && e.contains("604800"),
                "{e}"
            );
        }
    }

    #[test]
    fn test_time_settings_default_to_real_time_and_explain_bad_values() {
        let c = cfg(&[("DISCORD_TOKEN", "x")]).unwrap();
        assert_eq!(c.clock_offset, std::time::Duration::ZERO);
        assert_eq!(c.arena_minute.as_secs(), 60);
        assert_eq!(c.role_lease.as_secs(), 60);
        assert_eq!(c.outbox_max_backoff.as_secs(), 30);
        let c = cfg(&[
            ("DISCORD_TOKEN", "x"),
            ("CLOCK_OFFSET", "65"),
            ("ARENA_MINUTE", "5"),
            ("ROLE_LEASE", "3"),
            ("OUTBOX_MAX_BACKOFF", "1"),
        ])
        .unwrap();
        assert_eq!(c.clock_offset.as_secs(), 65);
        assert_eq!(c.arena_minute.as_secs(), 5);
        assert_eq!(c.role_lease.as_secs(), 3);
        assert_eq!(c.outbox_max_backoff.as_secs(), 1);
        for (name, bad, range) in [
            ("CLOCK_OFFSET", "-5", "0 to 31622400"),
            ("CLOCK_OFFSET", "1m", "0 to 31622400"),
            ("ARENA_MINUTE", "0", "1 to 60"),
            ("ARENA_MINUTE", "61", "1 to 60"),
            ("ROLE_LEASE", "soon", "1 to 3600"),
            ("OUTBOX_MAX_BACKOFF", "31", "1 to 30"),
        ] {
            let e = cfg(&[("DISCORD_TOKEN", "x"), (name, bad)]).unwrap_err();
            assert!(
                e.starts_with(&format!("{name}=`{bad}` is not a number of seconds")),
                "{e}"
            );
            assert!(e.contains(range) && e.contains("leave it unset"), "{e}");
        }
    }

    #[test]
    fn debug_hides_the_token() {
        let c = cfg(&[("DISCORD_TOKEN", "secret-token-123")]).unwrap();
        let s = format!("{c:?}");
        assert!(!s.contains("secret-token-123"));
    }

    #[test]
    fn a_malformed_env_line_is_named_by_number_without_its_content() {
        let dir = tempfile::tempdir().unwrap();
        let secret = "MTIz.secret-token-value";
        std::fs::write(
            dir.path().join(".env"),
            format!("# settings\nDATABASE_URL=sqlite://x.db\nDISCORD_TOKEN {secret}\n"),
        )
        .unwrap();
        let err = load_dotenv(dir.path()).unwrap_err();
        assert!(err.starts_with("line 3 of "), "{err}");
        assert!(err.contains("is malformed"), "{err}");
        assert!(
            !err.contains(secret) && !err.contains("secret-token"),
            "{err}"
        );
        // Nothing there: fine.
        let empty = tempfile::tempdir().unwrap();
        assert_eq!(load_dotenv(empty.path()), Ok(()));
    }
}
