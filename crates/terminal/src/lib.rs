//! Local hot-seat play at one terminal through the game host: the same
//! host, rules, timers and storage as the Discord bot, with two players
//! taking turns at one keyboard.
//!
//! `cruise-pawns play [--preset P] [--fen FEN] [--no-king-strikes]
//! [--intercept-seconds N] [--db URL] [--png FILE] [--ai white|black [--level N]]`
//!
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
    /// Seconds the defender has to answer a shoot-down question (5 to 300).
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
    /// White's name.
    #[arg(long, default_value = "White")]
    pub white: String,
    /// Black's name.
    #[arg(long, default_value = "Black")]
    pub black: String,
    /// Let the AI play this side: white or black.
    #[arg(long, value_name = "white|black")]
    pub ai: Option<String>,
    /// The AI's level with --ai: 1 (a beginner can win) to 8 (strongest).
    #[arg(long, value_name = "N", default_value_t = ai::Level::DEFAULT.get())]
    pub level: u8,
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
            white: "White".into(),
            black: "Black".into(),
            ai: None,
            level: ai::Level::DEFAULT.get(),
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

const HELP: &str = "\
Commands (the player whose turn it is types them):
  e4, Nf3, e2e4, O-O     an ordinary move (SAN or UCI)
  e4>e5>e6>d7            a whole missile flight (only the squares entered so far are shown)
  e4*                    the pawn on e4 self-destructs
  fire e4                steer the pawn on e4 one step at a time; then type each square (e5),
                         or * to self-destruct before the first step
  Bxe6 / pass            the defender's answer to a shoot-down question (no answer = pass)
  draw                   offer a draw; the other player types accept or decline
  claim                  claim a draw (threefold repetition or 50 moves)
  resign, abort          resign; abort (only before both sides have moved)
  board, moves, export   show the board; list legal moves; print the game record (PGN)
  help, quit             this help; leave (the game stays saved)";

/// Plays a hot-seat session reading commands from `input` and writing to
/// `output`: the real `play` path, used by `run` and by tests.
pub async fn play<R, W>(args: PlayArgs, input: R, mut output: W) -> anyhow::Result<()>
where
    R: BufRead + Send + 'static,
    W: Write,
{
    let preset: engine::Preset = args.preset.parse()?;
    let ai_side = match args.ai.as_deref().map(str::to_ascii_lowercase).as_deref() {
        None => None,
        Some("white") => Some(engine::Color::White),
        Some("black") => Some(engine::Color::Black),
        Some(other) => anyhow::bail!("--ai {other}: say which side the AI plays, white or black"),
    };
    let level = ai::Level::new(args.level).ok_or_else(|| {
        anyhow::anyhow!(
            "--level {}: choose 1 (weakest) to 8 (strongest)",
            args.level
        )
    })?;
    let mut settings = GameSettings {
        preset,
        king_strikes: !args.no_king_strikes,
        color: host::ColorChoice::White,
        intercept_secs: args.intercept_seconds,
        time: args.time.parse()?,
        fen: args.fen.clone(),
        // Hot-seat play is one person at one keyboard: never rated.
        rated: false,
        ai: None,
        abortable: true,
        move_limit: None,
        black_time_percent: None,
    };
    settings.validate()?;
    let url = database_url(&args);
    let store = store::Store::connect(&url)
        .await
        .map_err(|e| anyhow::anyhow!("cannot open the database: {e}"))?;
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
    let mut white = Player::new(format!("local:{}:white", place.channel), args.white.clone());
    let mut black = Player::new(format!("local:{}:black", place.channel), args.black.clone());
    // The AI takes its side's seat under an id of its own.
    let ai_player = ai_side.map(|side| {
        let seat = match side {
            engine::Color::White => &mut white,
            engine::Color::Black => &mut black,
        };
        *seat = Player::new(
            format!("local:{}:ai", place.channel),
            format!("AI (level {level})"),
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
        "Cruise Pawns, hot-seat at this terminal. Database: {}. Board pictures: {}. Type `help` for commands.",
        saved_in,
        args.png.display()
    )?;
    let mut term = Term {
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
        Err(v) => anyhow::bail!("{}", plain(&v.full_text(), &term.players)),
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
            writeln!(term.out, "The game is over. Goodbye.")?;
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
                write!(
                    term.out,
                    "{}: shoot the missile down ({}) or pass? [{left} s] > ",
                    actor.name,
                    choices.join(", ")
                )?;
            }
            Phase::Steering {
                next,
                self_destruct,
            } => {
                write!(
                    term.out,
                    "{}: steer the missile into {}{} > ",
                    actor.name,
                    next.join(", "),
                    if *self_destruct {
                        ", or * to self-destruct"
                    } else {
                        ""
                    }
                )?;
            }
            Phase::Move => write!(term.out, "{} to move > ", actor.name)?,
        }
        term.out.flush()?;
        let line = tokio::select! {
            l = lines.recv() => match l {
                Some(l) => l,
                None => {
                    writeln!(term.out, "\nEnd of input: the game stays saved in {}.", saved_in)?;
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
                writeln!(term.out, "{HELP}")?;
                continue;
            }
            "quit" | "exit" => {
                writeln!(term.out, "Leaving; the game stays saved in {}.", saved_in)?;
                break;
            }
            "moves" => {
                let list = host.suggest_moves(&place, &actor.id, "", 400).await;
                writeln!(term.out, "Legal moves: {}", list.join(" "))?;
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
                    if matches!(lower.as_str(), "pass" | "let it pass" | "p" | "no") {
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
/// words ([`host::time_stamps::plain_stamps`]).
fn plain(s: &str, players: &[Player]) -> String {
    let mut s = s.replace("**", "");
    for p in players {
        s = s.replace(&format!("<@{}>", p.id), &p.name);
    }
    host::time_stamps::plain_stamps(&s, now_ms())
}

/// The time now, in unix milliseconds.
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

struct Term<W: Write> {
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
        if v.is_error() {
            writeln!(self.out, "! {}", plain(&v.full_text(), &self.players))?;
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
                        writeln!(self.out, "(cannot write {}: {e})", self.png.display())?;
                        self.png_warned = true;
                    }
                }
                Err(e) => {
                    if !self.png_warned {
                        writeln!(self.out, "(no board picture: {e})")?;
                        self.png_warned = true;
                    }
                }
            }
        }
        writeln!(self.out, "{}", plain(&v.full_text(), &self.players))?;
        Ok(())
    }
}
