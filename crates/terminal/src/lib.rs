//! Local hot-seat play at one terminal through the game host: the same
//! host, rules, timers and storage as the Discord bot, with two players
//! taking turns at one keyboard.
//!
//! `cruise-pawns play [--preset P] [--fen FEN] [--no-king-strikes]
//! [--intercept-seconds N] [--db URL] [--png FILE] [--ai white|black [--level N]]
//! [--lang LOCALE]`
//!
//! - The terminal says everything (its prompts, its help, the game's
//!   messages) in one language: `--lang` (a shipped locale's code such as
//!   `de` or `pt-BR`), else the environment's (`LC_ALL`, else
//!   `LC_MESSAGES`, else `LANG`: `de_DE.UTF-8` is `de`), else en-US
//!   ([`locale_of`]). Commands are typed in English in every language.
//! - With `--ai`, the AI plays that side (level 1 to 8, default 4): it
//!   moves and answers shoot-down questions by itself, its flights revealed
//!   square by square like anyone's; the person at the keyboard plays the
//!   other side.
//! - The board is printed with Unicode pieces after every change; a PNG of
//!   each position is written to `--png` (default `cruise-pawns-board.png`
//!   in the current directory).
//! - Games are stored in `--db`, else `DATABASE_URL`, else the SQLite file
//!   `cruise-pawns-play.db` in the system's temporary directory.
//! - Type moves in SAN (`Nf3`) or UCI (`g1f3`), whole flights
//!   (`e4>e5>e6>d7`, `e4*`), or steer with `fire e4` and then one square at
//!   a time. The defender answers a shoot-down question with its SAN (e.g.
//!   `Bxe6`) or `pass`; no answer within the intercept time lets the missile
//!   pass. `help` lists every command.

use host::{Action, GameSettings, Host, HostConfig, Phase, Place, Play, Player, View};
use locale::{Arg, Locale, ids};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::time::Duration;
use tokio::sync::mpsc;

/// Options of `cruise-pawns play`.
#[derive(clap::Args, Debug, Clone)]
pub struct PlayArgs {
    /// The game: cruise, cruise-forward, chess, pawns or pawns-cruise.
    #[arg(long, default_value = "cruise")]
    pub preset: String,
    /// Start from this position (FEN) instead of the preset's.
    #[arg(long)]
    pub fen: Option<String>,
    /// Missiles may not strike kings.
    #[arg(long)]
    pub no_king_strikes: bool,
    /// Seconds the defender has to answer a shoot-down question (5 to 86400: 24 hours).
    #[arg(long, default_value_t = host::DEFAULT_INTERCEPT_SECS)]
    pub intercept_seconds: u32,
    /// Time control: none, minutes+increment like 10+5, or days per move like 3d.
    #[arg(long, default_value = "none")]
    pub time: String,
    /// Database URL (default: DATABASE_URL, else a SQLite file in the temporary directory).
    #[arg(long)]
    pub db: Option<String>,
    /// Where to write the PNG of each position.
    #[arg(long, default_value = "cruise-pawns-board.png")]
    pub png: PathBuf,
    /// White's name (default: White, in the terminal's language).
    #[arg(long)]
    pub white: Option<String>,
    /// Black's name (default: Black, in the terminal's language).
    #[arg(long)]
    pub black: Option<String>,
    /// Let the AI play this side: white or black.
    #[arg(long, value_name = "white|black")]
    pub ai: Option<String>,
    /// The AI's level with --ai: 1 (a beginner can win) to 8 (strongest).
    #[arg(long, value_name = "N", default_value_t = ai::Level::DEFAULT.get())]
    pub level: u8,
    /// The terminal's language: en-US, de, es-ES, fr, it, nl, pl, pt-BR, ru, tr, uk, ja or zh-CN
    /// (default: LC_ALL, LC_MESSAGES or LANG, else en-US).
    #[arg(long, value_name = "LOCALE")]
    pub lang: Option<String>,
}

impl Default for PlayArgs {
    fn default() -> PlayArgs {
        PlayArgs {
            preset: "cruise".into(),
            fen: None,
            no_king_strikes: false,
            intercept_seconds: host::DEFAULT_INTERCEPT_SECS,
            time: "none".into(),
            db: None,
            png: PathBuf::from("cruise-pawns-board.png"),
            white: None,
            black: None,
            ai: None,
            level: ai::Level::DEFAULT.get(),
            lang: None,
        }
    }
}

/// The database a `play` session uses: `--db`, else `DATABASE_URL`, else
/// `sqlite://<temp dir>/cruise-pawns-play.db`.
pub fn database_url(args: &PlayArgs) -> String {
    if let Some(db) = &args.db {
        return db.clone();
    }
    match std::env::var("DATABASE_URL") {
        Ok(u) if !u.trim().is_empty() => u,
        _ => {
            let p = std::env::temp_dir().join("cruise-pawns-play.db");
            format!("sqlite://{}", p.display())
        }
    }
}

/// The shipped locale a language tag or a POSIX locale names: a code in
/// any case (`pt-br`, `zh-CN`), with `_` for `-` and without its
/// `.charset` or `@modifier` (`de_DE.UTF-8`, `pt_BR`), Discord's fallbacks
/// (`en-GB`, `es-419`), or a language's other regions (`es_MX` is es-ES,
/// `de_AT` de, `zh_TW` zh-CN); `None` for one not shipped (`C`, `ko_KR`).
///
/// ```
/// use locale::Locale;
/// assert_eq!(terminal::locale_of_tag("de_DE.UTF-8"), Some(Locale::De));
/// assert_eq!(terminal::locale_of_tag("pt_BR"), Some(Locale::PtBr));
/// assert_eq!(terminal::locale_of_tag("C.UTF-8"), None);
/// ```
pub fn locale_of_tag(tag: &str) -> Option<Locale> {
    let tag = tag.split(['.', '@']).next().unwrap_or_default().trim();
    let tag = tag.replace('_', "-");
    if tag.is_empty() {
        return None;
    }
    if let Some(l) = Locale::ALL
        .into_iter()
        .find(|l| l.code().eq_ignore_ascii_case(&tag))
    {
        return Some(l);
    }
    let primary = tag
        .split('-')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    match primary.as_str() {
        "en" => Some(Locale::EnUs),
        "es" => Some(Locale::EsEs),
        "pt" => Some(Locale::PtBr),
        "zh" => Some(Locale::ZhCn),
        p => Locale::ALL.into_iter().find(|l| l.code() == p),
    }
}

/// The language the environment asks for, read with `var`: the first set
/// (not empty) of `LC_ALL`, `LC_MESSAGES` and `LANG`, as POSIX orders
/// them, if it names a shipped locale ([`locale_of_tag`]); else en-US.
///
/// ```
/// use locale::Locale;
/// let env = |name: &str| (name == "LANG").then(|| "fr_FR.UTF-8".to_string());
/// assert_eq!(terminal::locale_of_env(env), Locale::Fr);
/// assert_eq!(terminal::locale_of_env(|_| None), Locale::EnUs);
/// ```
pub fn locale_of_env(var: impl Fn(&str) -> Option<String>) -> Locale {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| var(name).filter(|v| !v.trim().is_empty()))
        .and_then(|v| locale_of_tag(&v))
        .unwrap_or(Locale::EnUs)
}

/// The session's language: `--lang` if given (one not shipped is refused,
/// in the environment's language), else the environment's.
pub fn locale_of(args: &PlayArgs) -> anyhow::Result<Locale> {
    let from_env = locale_of_env(|name| std::env::var(name).ok());
    match &args.lang {
        None => Ok(from_env),
        Some(given) => locale_of_tag(given).ok_or_else(|| {
            let codes = Locale::ALL.map(|l| l.code()).join(", ");
            anyhow::anyhow!(
                "{}",
                locale::text(
                    from_env,
                    ids::TERMINAL_BAD_LANG,
                    &[("given", given.as_str().into()), ("codes", codes.into())],
                )
            )
        }),
    }
}

/// Runs `cruise-pawns play` on this terminal's standard input and output.
pub fn run(args: PlayArgs) -> anyhow::Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let stdin = std::io::stdin();
    let input = std::io::BufReader::new(stdin);
    rt.block_on(play(args, input, std::io::stdout()))
}

/// The help's lines: each command as typed (the same in every language)
/// and what it does.
const HELP: &[(&str, &str)] = &[
    ("e4, Nf3, e2e4, O-O", ids::TERMINAL_HELP_MOVE), // words-scan: skip (commands as typed)
    ("e4>e5>e6>d7", ids::TERMINAL_HELP_FLIGHT),
    ("e4*", ids::TERMINAL_HELP_SELF_DESTRUCT),
    ("fire e4", ids::TERMINAL_HELP_FIRE), // words-scan: skip (a command as typed)
    ("Bxe6 / pass", ids::TERMINAL_HELP_ANSWER), // words-scan: skip (commands as typed)
    ("draw", ids::TERMINAL_HELP_DRAW),
    ("claim", ids::TERMINAL_HELP_CLAIM),
    ("resign, abort", ids::TERMINAL_HELP_RESIGN), // words-scan: skip (commands as typed)
    ("board, moves, export", ids::TERMINAL_HELP_BOARD), // words-scan: skip (commands as typed)
    ("help, quit", ids::TERMINAL_HELP_QUIT),      // words-scan: skip (commands as typed)
];

/// What the defender types to let a missile pass (in English in every
/// language, like every command).
const PASS: &[&str] = &["pass", "let it pass", "p", "no"]; // words-scan: skip (commands as typed)

/// The help in `locale`: a title, then a line per command, its text in a
/// column (a text's second line indented to it).
pub fn help(locale: Locale) -> String {
    const COLUMN: usize = 23;
    let mut out = locale::text(locale, ids::TERMINAL_HELP_TITLE, &[]);
    for (command, id) in HELP {
        let args: Vec<(&str, Arg)> = vec![
            ("pass", "pass".into()),
            ("accept", "accept".into()),
            ("decline", "decline".into()),
        ];
        let text = locale::text(locale, id, &args);
        for (n, line) in text.lines().enumerate() {
            let left = if n == 0 { *command } else { "" };
            out.push_str(&format!("\n  {left:<COLUMN$}{}", line.trim()));
        }
    }
    out
}

/// Plays a hot-seat session reading commands from `input` and writing to
/// `output`: the real `play` path, used by `run` and by tests.
pub async fn play<R, W>(args: PlayArgs, input: R, mut output: W) -> anyhow::Result<()>
where
    R: BufRead + Send + 'static,
    W: Write,
{
    let locale = locale_of(&args)?;
    let say = |id: &str, args: &[(&str, Arg)]| locale::text(locale, id, args);
    // A setting typed wrong (a preset, a time, an intercept time, a FEN)
    // is said in the session's language, like every other line.
    let said = |e: host::SettingsError| anyhow::anyhow!("{}", e.words().text(locale));
    let preset: engine::Preset = args
        .preset
        .parse()
        .map_err(|e: engine::ParsePresetError| said(e.into()))?;
    let ai_side = match args.ai.as_deref().map(str::to_ascii_lowercase).as_deref() {
        None => None,
        Some("white") => Some(engine::Color::White),
        Some("black") => Some(engine::Color::Black),
        Some(other) => anyhow::bail!(
            "{}",
            say(ids::TERMINAL_BAD_AI_SIDE, &[("given", other.into())])
        ),
    };
    let level = ai::Level::new(args.level).ok_or_else(|| {
        anyhow::anyhow!(
            "{}",
            say(ids::TERMINAL_BAD_LEVEL, &[("given", args.level.into())])
        )
    })?;
    let mut settings = GameSettings {
        preset,
        king_strikes: !args.no_king_strikes,
        color: host::ColorChoice::White,
        intercept_secs: args.intercept_seconds,
        time: args.time.parse().map_err(said)?,
        fen: args.fen.clone(),
        // Hot-seat play is one person at one keyboard: never rated.
        rated: false,
        ai: None,
        abortable: true,
        move_limit: None,
        black_time_percent: None,
    };
    settings.validate().map_err(said)?;
    let url = database_url(&args);
    let store = store::Store::connect(&url).await.map_err(|e| {
        anyhow::anyhow!(
            "{}",
            say(
                ids::TERMINAL_NO_DATABASE,
                &[("error", e.to_string().into())]
            )
        )
    })?;
    // Where the game is saved, said as the store says it (no password).
    let saved_in = store.redacted_url().to_string();
    let (host, mut timed) = Host::start(store, HostConfig::default()).await?;
    let session = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis())
        .unwrap_or(0);
    let place = Place {
        guild: String::new(),
        channel: format!("terminal-{session}-{}", std::process::id()),
        thread: None,
    };
    let white_name = (args.white.clone()).unwrap_or_else(|| say(ids::TERMINAL_WHITE, &[]));
    let black_name = (args.black.clone()).unwrap_or_else(|| say(ids::TERMINAL_BLACK, &[]));
    let mut white = Player::new(format!("local:{}:white", place.channel), white_name);
    let mut black = Player::new(format!("local:{}:black", place.channel), black_name);
    // The AI takes its side's seat under an id of its own.
    let ai_player = ai_side.map(|side| {
        let seat = match side {
            engine::Color::White => &mut white,
            engine::Color::Black => &mut black,
        };
        *seat = Player::new(
            format!("local:{}:ai", place.channel),
            say(ids::TERMINAL_AI_NAME, &[("level", level.get().into())]),
        );
        seat.clone()
    });
    if let Some(ai) = &ai_player {
        settings.ai = Some(host::AiOpponent {
            user: ai.id.clone(),
            level: level.get(),
        });
    }
    writeln!(
        output,
        "{}",
        say(
            ids::TERMINAL_WELCOME,
            &[
                ("database", saved_in.as_str().into()),
                ("pictures", args.png.display().to_string().into()),
            ],
        )
    )?;
    let mut term = Term {
        locale,
        out: output,
        png: args.png.clone(),
        png_warned: false,
        players: vec![white.clone(), black.clone()],
    };
    let (_id, views) = match host
        .start_game(&place, white.clone(), black.clone(), settings)
        .await
    {
        Ok(x) => x,
        Err(v) => anyhow::bail!(
            "{}",
            plain(&v.in_locale(locale).full_text(), &term.players, locale)
        ),
    };
    term.show_all(&views)?;

    // Lines from the input on their own thread, so that waiting for a line
    // can be combined with the host's timed views (a question timing out).
    let (ltx, mut lines) = mpsc::unbounded_channel::<String>();
    std::thread::spawn(move || {
        for line in input.lines() {
            let Ok(l) = line else { break };
            if ltx.send(l).is_err() {
                break;
            }
        }
    });

    loop {
        let Some(id) = host.game_at(&place) else {
            writeln!(term.out, "{}", say(ids::TERMINAL_GAME_OVER, &[]))?;
            break;
        };
        let Some(info) = host.game_info(id).await else {
            break;
        };
        if ai_player.as_ref().is_some_and(|a| a.id == info.to_act) {
            // The AI is thinking (a few seconds at most): show what it does.
            // Lines typed meanwhile wait for the next prompt.
            if let Ok(Some(v)) =
                tokio::time::timeout(Duration::from_millis(200), timed.recv()).await
            {
                term.show(&v)?;
            }
            continue;
        }
        let actor = if info.to_act == white.id {
            &white
        } else {
            &black
        };
        let other = if info.to_act == white.id {
            &black
        } else {
            &white
        };
        match &info.phase {
            Phase::Question {
                deadline_ms,
                choices,
                ..
            } => {
                let left = (deadline_ms - host.clock().now_ms()).max(0) / 1000;
                let ask = say(
                    ids::TERMINAL_ASK_SHOOT_DOWN,
                    &[
                        ("player", actor.name.as_str().into()),
                        ("choices", choices.join(", ").into()),
                        ("seconds", left.into()),
                    ],
                );
                write!(term.out, "{ask} ")?;
            }
            Phase::Steering {
                next,
                self_destruct,
            } => {
                let id = if *self_destruct {
                    ids::TERMINAL_ASK_STEER_OR_SELF_DESTRUCT
                } else {
                    ids::TERMINAL_ASK_STEER
                };
                let ask = say(
                    id,
                    &[
                        ("player", actor.name.as_str().into()),
                        ("squares", next.join(", ").into()),
                    ],
                );
                write!(term.out, "{ask} ")?;
            }
            Phase::Move => {
                let ask = say(
                    ids::TERMINAL_ASK_MOVE,
                    &[("player", actor.name.as_str().into())],
                );
                write!(term.out, "{ask} ")?;
            }
        }
        term.out.flush()?;
        let line = tokio::select! {
            l = lines.recv() => match l {
                Some(l) => l,
                None => {
                    let end = say(
                        ids::TERMINAL_END_OF_INPUT,
                        &[("database", saved_in.as_str().into())],
                    );
                    writeln!(term.out, "\n{end}")?;
                    break;
                }
            },
            v = timed.recv() => {
                if let Some(v) = v {
                    writeln!(term.out)?;
                    term.show(&v)?;
                }
                continue;
            }
        };
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        let lower = text.to_ascii_lowercase();
        let (who, action) = match lower.as_str() {
            "help" | "?" => {
                writeln!(term.out, "{}", help(locale))?;
                continue;
            }
            "quit" | "exit" => {
                let leaving = say(
                    ids::TERMINAL_LEAVING,
                    &[("database", saved_in.as_str().into())],
                );
                writeln!(term.out, "{leaving}")?;
                break;
            }
            "moves" => {
                let list = host.suggest_moves(&place, &actor.id, "", 400).await;
                let moves = say(
                    ids::TERMINAL_LEGAL_MOVES,
                    &[("moves", list.join(" ").into())],
                );
                writeln!(term.out, "{moves}")?;
                continue;
            }
            "board" => (actor, Action::Board),
            "export" | "pgn" => (actor, Action::Export),
            "resign" => (actor, Action::Play(Play::Resign)),
            "draw" => (actor, Action::Play(Play::OfferDraw)),
            "accept" => (other, Action::Play(Play::AcceptDraw)),
            "decline" => (other, Action::Play(Play::DeclineDraw)),
            "abort" => (actor, Action::Play(Play::Abort)),
            "claim" => (actor, Action::Play(Play::Claim)),
            _ => match &info.phase {
                Phase::Question { .. } => {
                    if PASS.contains(&lower.as_str()) {
                        (actor, Action::Play(Play::LetPass { sent_ms: None }))
                    } else {
                        (
                            actor,
                            Action::Play(Play::ShootDown {
                                choice: text.to_string(),
                                sent_ms: None,
                            }),
                        )
                    }
                }
                Phase::Steering { .. } => {
                    let sq = lower.strip_prefix("steer ").unwrap_or(&lower).trim();
                    (actor, Action::Play(Play::Steer(sq.to_string())))
                }
                Phase::Move => {
                    if let Some(sq) = lower.strip_prefix("fire ") {
                        (actor, Action::Play(Play::Fire(sq.trim().to_string())))
                    } else {
                        (actor, Action::Play(Play::Move(text.to_string())))
                    }
                }
            },
        };
        let views = host.act(who, &place, action).await;
        term.show_all(&views)?;
    }
    host.shutdown().await;
    Ok(())
}

/// Drops Discord-style bold markers, writes a mention of one of
/// `players` (`<@id>`) as their name, and Discord's time stamps out as
/// words in `locale` ([`said_stamps`]).
fn plain(s: &str, players: &[Player], locale: Locale) -> String {
    let mut s = s.replace("**", "");
    for p in players {
        s = s.replace(&format!("<@{}>", p.id), &p.name);
    }
    said_stamps(&s, now_ms(), locale)
}

/// `text` with every Discord stamp written out in `locale` for a reader
/// at `now_ms`: a relative one (`<t:UNIX:R>`) as a span from now in its
/// largest whole unit ("in 3 hours", "vor 5 Minuten"), any other as
/// [`host::time_stamps::plain_stamps`] writes it (the moment in UTC, the
/// same in every language). Anything that is not a whole stamp is kept.
fn said_stamps(text: &str, now_ms: i64, locale: Locale) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        // A stamp: up to the first `>`, with no other stamp inside.
        let Some(end) = tail.find('>').filter(|&end| !tail[3..end].contains('<')) else {
            out.push_str("<t:");
            rest = &tail[3..];
            continue;
        };
        let stamp = &tail[..=end];
        match stamp[3..end]
            .strip_suffix(":R")
            .and_then(|secs| secs.parse::<i64>().ok())
        {
            Some(secs) => out.push_str(&span(secs * 1000 - now_ms, locale)),
            None => out.push_str(&host::time_stamps::plain_stamps(stamp, now_ms)),
        }
        rest = &tail[end + 1..];
    }
    out.push_str(rest);
    out
}

/// `ms` from now (past when negative) in its largest whole unit, as
/// Discord words a relative stamp: "in 3 days", "5 hours ago", "in 1
/// minute", "20 seconds ago".
fn span(ms: i64, locale: Locale) -> String {
    let s = ms.abs() / 1000;
    let (count, unit) = if s >= 2 * 86_400 {
        (s / 86_400, 3)
    } else if s >= 2 * 3600 {
        (s / 3600, 2)
    } else if s >= 60 {
        (s / 60, 1)
    } else {
        (s, 0)
    };
    let ids = if ms >= 0 {
        [
            ids::TERMINAL_IN_SECONDS,
            ids::TERMINAL_IN_MINUTES,
            ids::TERMINAL_IN_HOURS,
            ids::TERMINAL_IN_DAYS,
        ]
    } else {
        [
            ids::TERMINAL_AGO_SECONDS,
            ids::TERMINAL_AGO_MINUTES,
            ids::TERMINAL_AGO_HOURS,
            ids::TERMINAL_AGO_DAYS,
        ]
    };
    locale::text(locale, ids[unit], &[("count", count.into())])
}

/// The time now, in unix milliseconds.
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

struct Term<W: Write> {
    /// The language everything is said in.
    locale: Locale,
    out: W,
    png: PathBuf,
    png_warned: bool,
    /// The game's players, whose mentions are written as their names.
    players: Vec<Player>,
}

impl<W: Write> Term<W> {
    fn show_all(&mut self, views: &[View]) -> std::io::Result<()> {
        for v in views {
            self.show(v)?;
        }
        Ok(())
    }

    fn show(&mut self, v: &View) -> std::io::Result<()> {
        // A withdrawn notice has nothing to show here.
        if v.kind == host::ViewKind::Withdrawn {
            return Ok(());
        }
        let v = &v.clone().in_locale(self.locale);
        if v.is_error() {
            writeln!(
                self.out,
                "! {}",
                plain(&v.full_text(), &self.players, self.locale)
            )?;
            return Ok(());
        }
        if let Some(f) = &v.file {
            writeln!(self.out, "{}", String::from_utf8_lossy(&f.bytes))?;
            return Ok(());
        }
        if let Some(b) = &v.board {
            writeln!(self.out, "{}", b.text())?;
            match b.png() {
                Ok(bytes) => {
                    if let Err(e) = std::fs::write(&self.png, bytes)
                        && !self.png_warned
                    {
                        let said = locale::text(
                            self.locale,
                            ids::TERMINAL_CANNOT_WRITE_PICTURE,
                            &[
                                ("file", self.png.display().to_string().into()),
                                ("error", e.to_string().into()),
                            ],
                        );
                        writeln!(self.out, "{said}")?;
                        self.png_warned = true;
                    }
                }
                Err(e) => {
                    if !self.png_warned {
                        let said = locale::text(
                            self.locale,
                            ids::TERMINAL_NO_PICTURE,
                            &[("error", e.to_string().into())],
                        );
                        writeln!(self.out, "{said}")?;
                        self.png_warned = true;
                    }
                }
            }
        }
        writeln!(
            self.out,
            "{}",
            plain(&v.full_text(), &self.players, self.locale)
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn posix_locales_name_the_shipped_ones() {
        for (tag, want) in [
            ("de_DE.UTF-8", Some(Locale::De)),
            ("de_AT", Some(Locale::De)),
            ("pt_BR", Some(Locale::PtBr)),
            ("pt_PT.UTF-8", Some(Locale::PtBr)),
            ("es_ES.UTF-8", Some(Locale::EsEs)),
            ("es_MX", Some(Locale::EsEs)),
            ("zh_CN.UTF-8", Some(Locale::ZhCn)),
            ("zh_TW", Some(Locale::ZhCn)),
            ("en_GB.UTF-8", Some(Locale::EnUs)),
            ("en_US", Some(Locale::EnUs)),
            ("fr_CA.ISO-8859-1", Some(Locale::Fr)),
            ("it_IT", Some(Locale::It)),
            ("nl_BE", Some(Locale::Nl)),
            ("pl_PL.UTF-8", Some(Locale::Pl)),
            ("ru_RU.KOI8-R", Some(Locale::Ru)),
            ("tr_TR", Some(Locale::Tr)),
            ("uk_UA.UTF-8", Some(Locale::Uk)),
            ("ja_JP.eucJP", Some(Locale::Ja)),
            ("de_DE@euro", Some(Locale::De)),
            ("pt-br", Some(Locale::PtBr)),
            ("zh-CN", Some(Locale::ZhCn)),
            ("es-419", Some(Locale::EsEs)),
            ("C", None),
            ("C.UTF-8", None),
            ("POSIX", None),
            ("ko_KR.UTF-8", None),
            ("", None),
        ] {
            assert_eq!(locale_of_tag(tag), want, "{tag}");
        }
    }

    fn env(vars: &[(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        let vars = vars.to_vec();
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn lc_all_then_lc_messages_then_lang() {
        assert_eq!(locale_of_env(env(&[])), Locale::EnUs);
        assert_eq!(locale_of_env(env(&[("LANG", "de_DE.UTF-8")])), Locale::De);
        assert_eq!(
            locale_of_env(env(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "fr_FR")])),
            Locale::Fr
        );
        assert_eq!(
            locale_of_env(env(&[
                ("LANG", "de_DE.UTF-8"),
                ("LC_MESSAGES", "fr_FR"),
                ("LC_ALL", "ja_JP.UTF-8"),
            ])),
            Locale::Ja
        );
        // An empty variable is not set.
        assert_eq!(
            locale_of_env(env(&[("LC_ALL", ""), ("LANG", "uk_UA.UTF-8")])),
            Locale::Uk
        );
        // The first one set decides, even for a language not shipped.
        assert_eq!(
            locale_of_env(env(&[("LC_ALL", "ko_KR.UTF-8"), ("LANG", "de_DE")])),
            Locale::EnUs
        );
        assert_eq!(locale_of_env(env(&[("LANG", "C")])), Locale::EnUs);
    }

    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        play: PlayArgs,
    }

    #[test]
    fn the_command_line_takes_lang_beside_the_other_flags() {
        use clap::Parser;
        let cli = Cli::try_parse_from([
            "play", "--lang", "pt-BR", "--white", "Ann", "--ai", "black", "--level", "3",
        ])
        .unwrap();
        assert_eq!(cli.play.lang.as_deref(), Some("pt-BR"));
        assert_eq!(cli.play.white.as_deref(), Some("Ann"));
        assert_eq!(cli.play.black, None);
        assert_eq!(cli.play.ai.as_deref(), Some("black"));
        assert_eq!(cli.play.level, 3);
        assert_eq!(cli.play.preset, "cruise");
        let cli = Cli::try_parse_from(["play"]).unwrap();
        assert_eq!(cli.play.lang, None);
        assert_eq!(cli.play.png, PlayArgs::default().png);
        assert_eq!(cli.play.time, "none");
    }

    #[test]
    fn lang_wins_over_the_environment() {
        let args = PlayArgs {
            lang: Some("tr".into()),
            ..PlayArgs::default()
        };
        assert_eq!(locale_of(&args).unwrap(), Locale::Tr);
        let args = PlayArgs {
            lang: Some("klingon".into()),
            ..PlayArgs::default()
        };
        let e = locale_of(&args).unwrap_err().to_string();
        assert!(e.contains("klingon") && e.contains("zh-CN"), "{e}");
    }

    #[test]
    fn stamps_are_said_in_the_terminal_s_language() {
        use host::time_stamps::{plain_stamps, stamp};
        let at = 1_796_497_200_000;
        let text = format!(
            "Ends {} ({}); <t:x:R> and <t:5",
            stamp(at, 'F'),
            stamp(at, 'R')
        );
        // In en-US, as the host writes them.
        for now in [
            at + 90_000,
            at - 30_000,
            at - 1_000,
            at - 3 * 86_400_000,
            at + 5 * 3_600_000,
            at - 90 * 60_000,
        ] {
            assert_eq!(
                said_stamps(&text, now, Locale::EnUs),
                plain_stamps(&text, now)
            );
        }
        assert_eq!(
            said_stamps(&text, at + 90_000, Locale::De),
            "Ends 2026-12-05 19:00 UTC (vor 1 Minute); <t:x:R> and <t:5"
        );
        assert_eq!(
            said_stamps(&stamp(at, 'R'), at - 3 * 86_400_000, Locale::De),
            "in 3 Tagen"
        );
        assert_eq!(
            said_stamps(&stamp(at, 'R'), at - 22_000, Locale::Ru),
            "через 22 секунды"
        );
        assert_eq!(
            said_stamps(&stamp(at, 'R'), at + 5 * 60_000, Locale::Pl),
            "5 minut temu"
        );
        assert_eq!(
            said_stamps(&stamp(at, 'R'), at - 29_000, Locale::Ja),
            "29 秒後"
        );
        assert_eq!(
            said_stamps("<t:abc <t:1796497200:R>", at - 1_000, Locale::Fr),
            "<t:abc dans 1 seconde"
        );
    }

    #[test]
    fn the_help_is_the_same_table_in_english() {
        let help = help(Locale::EnUs);
        assert!(help.starts_with("Commands (the player whose turn it is types them):\n"));
        assert!(help.contains(
            "\n  fire e4                steer the pawn on e4 one step at a time; then type each square (e5),\n                         or * to self-destruct before the first step\n"
        ), "{help}");
        assert!(help.contains(
            "\n  Bxe6 / pass            the defender's answer to a shoot-down question (no answer = pass)\n"
        ), "{help}");
        assert!(
            help.ends_with("\n  help, quit             this help; leave (the game stays saved)"),
            "{help}"
        );
    }

    #[test]
    fn every_locale_says_the_help_with_every_command() {
        for l in Locale::ALL {
            let help = help(l);
            assert!(!help.contains('⟦'), "{l}: {help}");
            for (command, _) in HELP {
                assert!(help.contains(command), "{l}: {help}");
            }
        }
    }
}
