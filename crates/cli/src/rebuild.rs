//! `cruise-pawns ratings rebuild`: recomputes every stored rating from the
//! stored rated games, for after a fix of the rating system.
//!
//! ```text
//! cruise-pawns ratings rebuild [--database-url URL]
//! ```
//!
//! The database is the bot's: `--database-url`, else `DATABASE_URL` (the
//! binary reads `.env` first), else the default SQLite file. The ratings,
//! their history, the server memberships and every season's pool (past
//! seasons' too: their standings stay reproducible) are replaced in one
//! transaction (on any failure nothing changes), so running it twice gives
//! the same tables. A progress bar goes to standard error; the summary to
//! standard output.

use clap::Args;
use std::io::{IsTerminal, Write};
use store::{DatabaseTarget, RebuildProgress};

/// Options of `ratings rebuild`.
#[derive(Args, Debug, Clone)]
pub struct RebuildArgs {
    /// The database (default: DATABASE_URL, else sqlite://data/cruise-pawns.db).
    #[arg(long, value_name = "URL")]
    pub database_url: Option<String>,
}

/// Runs the rebuild; the error says what went wrong and what to do.
pub fn run(args: RebuildArgs) -> anyhow::Result<()> {
    let url = args
        .database_url
        .filter(|u| !u.trim().is_empty())
        .unwrap_or_else(store::database_url_from_env);
    // A rebuild never creates a database: a missing file is a wrong path.
    if let DatabaseTarget::SqliteFile { path, .. } = DatabaseTarget::parse(&url)?
        && !path.exists()
    {
        anyhow::bail!(
            "there is no database at {}: run the command where the bot runs (its .env), \
             or give --database-url",
            path.display()
        );
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let mut bar = ProgressBar::new(std::io::stderr().is_terminal());
    let summary = runtime.block_on(async {
        let store = store::Store::connect(&url).await?;
        let summary = host::rebuild_ratings(&store, &mut |p| bar.show(p)).await;
        store.close().await;
        summary
    })?;
    bar.finish();
    println!(
        "Rebuilt {} from {} in {}.",
        plural(summary.ratings, "rating", "ratings"),
        plural(summary.games, "rated game", "rated games"),
        store::redact_url(&url)
    );
    println!(
        "Season pools rebuilt too: {} in {}.",
        plural(summary.season_ratings, "season rating", "season ratings"),
        plural(summary.seasons, "season", "seasons")
    );
    Ok(())
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A one-line progress bar on standard error: redrawn in place on a
/// terminal (at most once a percent), one line per stage otherwise.
struct ProgressBar {
    terminal: bool,
    /// The stage and percent last drawn.
    last: Option<(&'static str, u64)>,
}

impl ProgressBar {
    fn new(terminal: bool) -> ProgressBar {
        ProgressBar {
            terminal,
            last: None,
        }
    }

    fn show(&mut self, p: RebuildProgress) {
        let (stage, done, total) = match p {
            RebuildProgress::Replaying { done, total } => ("replaying games", done, total),
            RebuildProgress::Writing { done, total } => ("writing ratings", done, total),
        };
        let percent = (done * 100).checked_div(total).unwrap_or(100);
        let stage_changed = self.last.is_none_or(|(s, _)| s != stage);
        if !stage_changed && (!self.terminal || self.last == Some((stage, percent))) {
            return;
        }
        let mut err = std::io::stderr().lock();
        if self.terminal {
            if stage_changed && self.last.is_some() {
                let _ = writeln!(err);
            }
            let _ = write!(err, "\r{}", bar_line(stage, done, total));
        } else {
            let _ = writeln!(err, "{stage}: {total} to do");
        }
        let _ = err.flush();
        self.last = Some((stage, percent));
    }

    fn finish(&self) {
        if self.terminal && self.last.is_some() {
            eprintln!();
        }
    }
}

/// `replaying games [#########...........]  45% 450/1000`
fn bar_line(stage: &str, done: u64, total: u64) -> String {
    const WIDTH: u64 = 30;
    let filled = (done * WIDTH)
        .checked_div(total)
        .unwrap_or(WIDTH)
        .min(WIDTH) as usize;
    let percent = (done * 100).checked_div(total).unwrap_or(100);
    format!(
        "{stage} [{}{}] {percent:>3}% {done}/{total}",
        "#".repeat(filled),
        ".".repeat(WIDTH as usize - filled)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_fills_with_the_work() {
        assert_eq!(
            bar_line("replaying games", 0, 10),
            format!("replaying games [{}]   0% 0/10", ".".repeat(30))
        );
        assert_eq!(
            bar_line("writing ratings", 5, 10),
            format!(
                "writing ratings [{}{}]  50% 5/10",
                "#".repeat(15),
                ".".repeat(15)
            )
        );
        // Nothing to do is done.
        assert!(bar_line("replaying games", 0, 0).contains("100% 0/0"));
    }

    #[test]
    fn a_missing_sqlite_file_is_not_created() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nothing-here.db");
        let err = run(RebuildArgs {
            database_url: Some(format!("sqlite://{}", path.display())),
        })
        .unwrap_err()
        .to_string();
        assert!(err.contains("there is no database at"), "{err}");
        assert!(!path.exists());
    }
}
