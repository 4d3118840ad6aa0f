//! `cruise-pawns analyse`: a finished game judged decision by decision
//! (crate `ai`, module `analysis`), and the fit of the Win% constant.
//!
//! ```text
//! cruise-pawns analyse --pgn FILE [--nodes N]
//! cruise-pawns analyse fit --preset P [--games N] [--seed S] [--nodes N] [--move-nodes N] [--max-plies N] [--threads N]
//! cruise-pawns analyse compare-stockfish [--pgn FILE]... [--games N] [--seed S] [--nodes N] [--depth D] [--max-ms MS]
//! cruise-pawns analyse time [--plies N] [--seed S] [--nodes N]
//! ```
//!
//! `compare-stockfish` and `time` measure the analysis (see
//! [`crate::stockfish`]).
//!
//! `analyse --pgn` reads a game as `/export` writes it (any preset) and
//! prints tab-separated lines: first one per decision in game order,
//!
//! ```text
//! ply  side  played  eval  win_before  win_after  accuracy  mark  better
//! ```
//!
//! (`side` white|black, the decider; `played` SAN, a flight's path, a
//! flight shot down as far as it got, `shoot:<capture>` or `pass`; `eval`
//! White's centipawns after the decision, `#n` / `#-n` for a forced win of
//! White / Black in n moves; Win% and accuracy for the decider with one
//! decimal; `mark` `?!`, `?`, `??` or `-`; `better` the best choice where
//! there is a mark, else `-`), then `accuracy  white  X`,
//! `accuracy  black  Y` (`-` for a side without decisions) and
//! `k  <preset>  <value>`. Every decision searches `--nodes` nodes (no
//! clock), so two runs print the same lines.
//!
//! `analyse fit` plays `--games` AI games at mixed levels from `--seed`,
//! evaluates their positions with the analysis's search and fits `k` to the
//! results; it prints the run's settings, the data's size and the fit's
//! quality as `name  value` lines (progress goes to stderr). The games are
//! shared among `--threads` threads; each is the same game whatever the
//! threads, so the output is too.

use ai::analysis::fit::{Fit, Sample, fit_k};
use ai::analysis::sample::{GameSamples, SelfPlay, play_and_sample};
use ai::analysis::{Analysis, DEFAULT_NODES, analyse_game};
use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use engine::record::Record;
use engine::{Color, Preset};
use std::io::Write;
use std::path::PathBuf;

/// `analyse`: a game from a PGN file, or the fit.
#[derive(Args, Debug, Clone)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct AnalyseArgs {
    /// The game, as `/export` writes it (PGN with flight move texts).
    #[arg(long, value_name = "FILE", required = true)]
    pub pgn: Option<PathBuf>,
    /// Nodes the search may use per decision (at least 1,000).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_NODES)]
    pub nodes: u64,
    #[command(subcommand)]
    pub command: Option<AnalyseCommand>,
}

/// `analyse` subcommands.
#[derive(Subcommand, Debug, Clone)]
pub enum AnalyseCommand {
    /// Fit the Win% constant k of a preset to AI games at mixed levels.
    Fit(FitArgs),
    /// Compare the chess preset's analysis with Stockfish (its top three moves, its Win%).
    CompareStockfish(crate::stockfish::CompareArgs),
    /// Time the analysis of a game of --plies plies.
    Time(crate::stockfish::TimeArgs),
}

/// `analyse fit`.
#[derive(Args, Debug, Clone)]
pub struct FitArgs {
    /// The preset: cruise, cruise-forward, chess, pawns, pawns-cruise.
    #[arg(long, value_name = "PRESET")]
    pub preset: Preset,
    /// Games to play.
    #[arg(long, value_name = "N", default_value_t = 60)]
    pub games: u64,
    /// The run's seed: the same seed plays the same games.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Nodes per evaluated position (the analysis's budget).
    #[arg(long, value_name = "N", default_value_t = 30_000)]
    pub nodes: u64,
    /// Nodes per decision of the players.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub move_nodes: u64,
    /// Plies after which a game is abandoned (no result, no samples).
    #[arg(long, value_name = "N", default_value_t = 300)]
    pub max_plies: usize,
    /// Threads playing games at once (default: one per core).
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
}

/// The smallest budget worth a search.
const MIN_NODES: u64 = 1_000;

/// Runs `analyse`, printing to stdout only when it succeeded.
pub fn run(args: AnalyseArgs) -> anyhow::Result<()> {
    let mut text = Vec::new();
    run_to(args, &mut text, &mut std::io::stderr())?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    out.write_all(&text).context("writing to stdout")?;
    out.flush().context("writing to stdout")?;
    Ok(())
}

/// Runs `analyse`, writing its output to `out` and progress to `progress`.
pub fn run_to(
    args: AnalyseArgs,
    out: &mut impl Write,
    progress: &mut (impl Write + Send),
) -> anyhow::Result<()> {
    match (args.command, args.pgn) {
        (Some(AnalyseCommand::Fit(fit)), _) => run_fit(&fit, out, progress),
        (Some(AnalyseCommand::CompareStockfish(c)), _) => {
            crate::stockfish::compare(&c, out, progress)
        }
        (Some(AnalyseCommand::Time(t)), _) => crate::stockfish::time(&t, out),
        (None, Some(pgn)) => analyse_file(&pgn, args.nodes, out),
        (None, None) => bail!("give the game to analyse with --pgn FILE"),
    }
}

/// `analyse --pgn FILE`.
pub fn analyse_file(
    path: &std::path::Path,
    nodes: u64,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    check_nodes(nodes, "--nodes")?;
    let record = read_record(path)?;
    let analysis = analyse_game(&record.game, nodes);
    write_analysis(&analysis, out)?;
    Ok(())
}

/// The game record in the PGN file at `path`, as `/export` writes it; the
/// error says what to give instead.
pub(crate) fn read_record(path: &std::path::Path) -> anyhow::Result<Record> {
    let bytes = std::fs::read(path).with_context(|| {
        format!(
            "cannot read {}: give the PGN file /export wrote",
            path.display()
        )
    })?;
    let text = String::from_utf8_lossy(&bytes);
    Record::from_pgn(&text).with_context(|| {
        format!(
            "{} is not a game record /export writes: fix the line it names",
            path.display()
        )
    })
}

fn check_nodes(nodes: u64, flag: &str) -> anyhow::Result<()> {
    if nodes < MIN_NODES {
        bail!("{flag} {nodes} is too few for a search: give at least {MIN_NODES}");
    }
    Ok(())
}

/// The analysis's lines (see the module docs).
pub fn write_analysis(a: &Analysis, out: &mut impl Write) -> std::io::Result<()> {
    for d in &a.decisions {
        writeln!(
            out,
            "{}\t{}\t{}\t{}\t{:.1}\t{:.1}\t{:.1}\t{}\t{}",
            d.ply,
            side(d.side),
            d.played_text,
            d.white_after().text(),
            d.win_before,
            d.win_after,
            d.accuracy,
            d.mark.map_or("-", |m| m.glyph()),
            d.better().unwrap_or("-"),
        )?;
    }
    for (color, acc) in [Color::White, Color::Black].into_iter().zip(a.accuracy) {
        match acc {
            Some(x) => writeln!(out, "accuracy\t{}\t{x:.1}", side(color))?,
            None => writeln!(out, "accuracy\t{}\t-", side(color))?,
        }
    }
    writeln!(out, "k\t{}\t{}", a.preset.name(), a.k)
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// `analyse fit`.
pub fn run_fit(
    args: &FitArgs,
    out: &mut impl Write,
    progress: &mut (impl Write + Send),
) -> anyhow::Result<()> {
    check_nodes(args.nodes, "--nodes")?;
    check_nodes(args.move_nodes, "--move-nodes")?;
    if args.games == 0 {
        bail!("--games 0 plays nothing: give at least 1");
    }
    let setup = SelfPlay {
        preset: args.preset,
        seed: args.seed,
        move_nodes: args.move_nodes,
        eval_nodes: args.nodes,
        max_plies: args.max_plies,
    };
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, 64);
    let games = play_games(&setup, args.games, threads, progress);
    let finished: Vec<&GameSamples> = games.iter().filter(|g| g.white_score.is_some()).collect();
    let samples: Vec<Sample> = finished
        .iter()
        .flat_map(|g| g.samples.iter().copied())
        .collect();
    let score = |want: f64| {
        finished
            .iter()
            .filter(|g| g.white_score == Some(want))
            .count()
    };
    let fit: Fit = fit_k(&samples).map_err(|e| anyhow::anyhow!("{e}"))?;
    let lines = [
        ("preset", args.preset.name().to_string()),
        ("seed", args.seed.to_string()),
        ("games", args.games.to_string()),
        ("nodes", args.nodes.to_string()),
        ("move_nodes", args.move_nodes.to_string()),
        ("max_plies", args.max_plies.to_string()),
        ("finished", finished.len().to_string()),
        ("abandoned", (games.len() - finished.len()).to_string()),
        (
            "results",
            format!(
                "white {} draw {} black {}",
                score(1.0),
                score(0.5),
                score(0.0)
            ),
        ),
        ("samples", fit.samples.to_string()),
        ("k", format!("{:.8}", fit.k)),
        ("log_loss", format!("{:.4}", fit.log_loss)),
        ("brier", format!("{:.4}", fit.brier)),
        ("lichess_log_loss", format!("{:.4}", fit.lichess_log_loss)),
        ("lichess_brier", format!("{:.4}", fit.lichess_brier)),
        ("iterations", fit.iterations.to_string()),
    ];
    for (name, value) in lines {
        writeln!(out, "{name}\t{value}")?;
    }
    Ok(())
}

/// Plays games `0..games` on `threads` threads, in game order.
fn play_games(
    setup: &SelfPlay,
    games: u64,
    threads: usize,
    progress: &mut (impl Write + Send),
) -> Vec<GameSamples> {
    let next = std::sync::atomic::AtomicU64::new(0);
    let progress = std::sync::Mutex::new(progress);
    let mut results: Vec<(u64, GameSamples)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= games {
                            break;
                        }
                        let g = play_and_sample(setup, i);
                        if let Ok(mut p) = progress.lock() {
                            let _ = writeln!(
                                p,
                                "game {}/{games}: levels {} v {}, {} plies, {}, {} samples",
                                i + 1,
                                g.levels[0],
                                g.levels[1],
                                g.plies,
                                match g.white_score {
                                    Some(1.0) => "1-0",
                                    Some(0.0) => "0-1",
                                    Some(_) => "1/2-1/2",
                                    None => "abandoned",
                                },
                                g.samples.len()
                            );
                        }
                        mine.push((i, g));
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a fit game panicked"))
            .collect()
    });
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, g)| g).collect()
}
