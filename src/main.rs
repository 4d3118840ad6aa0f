//! `cruise-pawns`: the one binary. It parses the command line and hands
//! over to a frontend crate; the bot itself is put together here, in the
//! binary's own modules, and nowhere else:
//!
//! | module | what it is |
//! |---|---|
//! | [`config`] | the program's configuration: every setting of the bot from the environment (after `.env`), handed to each part as its own |
//! | [`program`] | the composition root: store, host, metrics, web site, tournaments, seasons, the Discord frontend over them; the stop |
//!
//! - no subcommand or `bot`: the Discord bot ([`program`], over [`discord`])
//! - `play`: local hot-seat play at this terminal ([`terminal`])
//! - `engine ...`: rules-engine tools and the AI's answers ([`cli::engine`])
//! - `render`, `render-gif`: board images ([`cli::render`])
//! - `ratings replay`: ratings from a file of games ([`cli::ratings`]);
//!   `ratings rebuild`: every stored rating recomputed ([`cli::rebuild`])
//! - `analyse --pgn FILE`: a game judged decision by decision; `analyse fit`:
//!   the Win% constant fitted to AI games ([`cli::analyse`])
//! - `puzzles --pgn FILE`: the puzzles of a game, by lichess-puzzler's rules
//!   ([`cli::puzzles`])
//! - `locales check`: the translators' check, missing and unused messages
//!   per locale ([`cli::locales`])
//! - `swiss pair`: the next round of a Swiss tournament ([`cli::swiss`])
//! - `bracket`: a knockout bracket with its results so far ([`cli::bracket`])
//! - `web`: the public, read-only web site alone ([`web`])
//! - `invite`: the bot's invite URL ([`discord::invite`])

mod config;
mod program;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// mimalloc instead of the system allocator: cheaper small allocations on
/// the bot's hot paths (see docs/PERFORMANCE.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "cruise-pawns",
    version,
    about = "Cruise Pawns and the Pawn Game: a Discord bot, local play, and engine tools",
    long_about = "Cruise Pawns and the Pawn Game.\n\nWith no subcommand, runs the Discord bot (reads .env: DISCORD_TOKEN, DATABASE_URL).\nTry the game locally without Discord: cruise-pawns play"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default). Reads .env and the environment.
    Bot,
    /// Play a hot-seat game for two people at this terminal.
    Play(terminal::PlayArgs),
    /// Rules-engine tools: legal moves, perft, shoot-downs, playing moves, the AI.
    #[command(subcommand)]
    Engine(cli::engine::EngineCommand),
    /// Render a position (optionally a flight mid-air) to a PNG.
    Render(cli::render::RenderArgs),
    /// Render a flight or a whole game as an animated GIF.
    RenderGif(cli::render::RenderGifArgs),
    /// Ratings tools: replay a file of rated games into a ratings table;
    /// rebuild every stored rating from the stored games.
    #[command(subcommand)]
    Ratings(cli::ratings::RatingsCommand),
    /// Judge a finished game decision by decision (Win%, accuracy, marks,
    /// the better choice), from a PGN as /export writes it; `analyse fit`
    /// fits the Win% constant to AI games.
    Analyse(cli::analyse::AnalyseArgs),
    /// The puzzles of a finished game, from a PGN as /export writes it:
    /// one a line, `<ply>\t<FEN>\t<moves>\t<themes>` (lichess-puzzler's
    /// rules on our engine).
    Puzzles(cli::puzzles::PuzzlesArgs),
    /// Translations: per locale, the messages missing beside en-US and the
    /// unused ones (exit 1 when any is missing).
    #[command(subcommand)]
    Locales(cli::locales::LocalesCommand),
    /// Swiss tournaments: pair the next round of a TRF-16 file by the FIDE
    /// Dutch system.
    #[command(subcommand)]
    Swiss(cli::swiss::SwissCommand),
    /// A knockout bracket (single or double elimination) as a tournament
    /// director previews it: every match, with the results of a file.
    Bracket(cli::bracket::BracketArgs),
    /// Serve the public, read-only web site (leaderboards, tournaments,
    /// replays). Reads .env: DATABASE_URL, WEB_ADDR (default 127.0.0.1:8080).
    Web,
    /// Print the URL that invites the bot to a server, for the token's
    /// application (read from Discord; reads .env: DISCORD_TOKEN), with the
    /// permissions of the features switched on (all unless left out).
    Invite {
        /// Leave out an optional feature and its permission: typed-flights
        /// (Manage Messages), events (Manage Events), roles (Manage Roles).
        /// Repeat it to leave out several.
        #[arg(long, value_name = "FEATURE")]
        without: Vec<discord::invite::Feature>,
    },
}

fn main() -> ExitCode {
    no_huge_pages();
    let cli = Cli::parse();
    match cli.command.unwrap_or(Command::Bot) {
        Command::Bot => finish(program::run_from_env(), 1),
        Command::Play(args) => finish(terminal::run(args), 1),
        Command::Engine(cmd) => {
            let status = cmd.failure_status();
            finish(cli::engine::run(cmd), status)
        }
        Command::Render(args) => finish(cli::render::run_render(args), 1),
        Command::RenderGif(args) => finish(cli::render::run_render_gif(args), 1),
        Command::Analyse(args) => finish(cli::analyse::run(args), 1),
        Command::Puzzles(args) => finish(cli::puzzles::run(args), 1),
        Command::Locales(cmd) => finish(cli::locales::run(cmd), 1),
        Command::Web => finish(run_web(), 1),
        Command::Invite { without } => {
            finish(with_dotenv(|| discord::invite::run_from_env(&without)), 1)
        }
        // A malformed TRF or an unpairable round: status 2 (the contract).
        Command::Swiss(cmd) => finish(cli::swiss::run(cmd), 2),
        // A bad option or a refused result line: status 2, as for `swiss`.
        Command::Bracket(args) => finish(cli::bracket::run(args), 2),
        // Its own exit statuses: 2 for a malformed input line (the contract).
        Command::Ratings(cmd) => {
            // The rebuild works on the bot's database, named in its .env.
            if matches!(cmd, cli::ratings::RatingsCommand::Rebuild(_))
                && let Err(e) = std::env::current_dir()
                    .map_err(|e| e.to_string())
                    .and_then(|dir| config::load_dotenv(&dir))
            {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
            cli::ratings::run(cmd)
        }
    }
}

/// Turns transparent huge pages off for this process (Linux).
///
/// mimalloc asks for huge pages on its regions (`MADV_HUGEPAGE`), and with
/// the kernel's usual `defrag = madvise` a fault on such a region zeroes
/// 2 MiB at once and may first compact memory in the faulting thread: the
/// bot stalled for 10-180 ms at a time, every game waiting (the `/move`
/// benchmark's p99, docs/PERFORMANCE.md). Small pages cost the bot nothing
/// it measured.
fn no_huge_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE takes plain integers and touches no memory
    // of ours; a kernel that refuses it leaves huge pages on, which is only
    // slower.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

/// The web site alone, on the bot's database (named in its .env).
fn run_web() -> anyhow::Result<()> {
    with_dotenv(|| web::run_from_env().map_err(anyhow::Error::msg))
}

/// Runs `command` after loading the `.env` of the current directory (or a
/// parent) into the environment: a malformed one stops it, saying which
/// line without showing it.
fn with_dotenv(command: impl FnOnce() -> anyhow::Result<()>) -> anyhow::Result<()> {
    config::load_dotenv(&std::env::current_dir()?).map_err(anyhow::Error::msg)?;
    command()
}

/// The exit status of a command: success, or its error on stderr and
/// `failure` (1, or 2 where a command's contract says so).
fn finish(result: anyhow::Result<()>, failure: u8) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::from(failure)
        }
    }
}
