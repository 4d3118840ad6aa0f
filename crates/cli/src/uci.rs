//! A UCI engine (Stockfish, e.g. Debian's `stockfish` package) spoken to
//! over its standard input and output: the reference the measurements
//! compare with (`analyse compare-stockfish`, [`crate::stockfish`];
//! `puzzles compare-stockfish`, [`crate::puzzle_measure`]).
//!
//! The engine's output is read on a thread of its own, so that an engine
//! that goes quiet cannot hang a run: every wait has a deadline.

use ai::analysis::win_percent::Score;
use anyhow::{Context, bail};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// An engine's answer for one position: its best moves (UCI) with their
/// scores for the side to move, best first, and the depth it reached.
pub type Answer = (Vec<(String, Score)>, u32);

/// A running UCI engine that reports its `multipv` best lines.
pub struct Uci {
    child: Child,
    input: ChildStdin,
    output: mpsc::Receiver<String>,
    multipv: usize,
}

/// How long the engine may take to start and to answer `isready`.
const START_WAIT: Duration = Duration::from_secs(30);

impl Uci {
    /// Starts the engine at `path` and asks it for its `multipv` best
    /// lines (at least 1) in every search.
    pub fn start(path: &Path, multipv: usize) -> anyhow::Result<Uci> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| {
                format!(
                    "cannot start {}: install Stockfish (Debian: apt-get install stockfish) or give its path with --stockfish",
                    path.display()
                )
            })?;
        let input = child.stdin.take().context("the engine's input")?;
        let stdout = child.stdout.take().context("the engine's output")?;
        let (tx, output) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        let multipv = multipv.max(1);
        let mut uci = Uci {
            child,
            input,
            output,
            multipv,
        };
        uci.send("uci")?;
        uci.until("uciok", START_WAIT)?
            .context("the engine did not say `uciok`: is it a UCI engine?")?;
        uci.send(&format!("setoption name MultiPV value {multipv}"))?;
        uci.ready()?;
        Ok(uci)
    }

    /// Forgets everything searched so far (`ucinewgame`: the hash table
    /// too), so that the next answer depends on its position only: with
    /// one thread and a node limit, the same answer on every run.
    pub fn forget(&mut self) -> anyhow::Result<()> {
        self.send("ucinewgame")?;
        self.ready()
    }

    fn ready(&mut self) -> anyhow::Result<()> {
        self.send("isready")?;
        self.until("readyok", START_WAIT)?
            .context("the engine did not say `readyok`")?;
        Ok(())
    }

    fn send(&mut self, line: &str) -> anyhow::Result<()> {
        writeln!(self.input, "{line}").context("writing to the engine")?;
        self.input.flush().context("writing to the engine")?;
        Ok(())
    }

    /// Reads lines until one starts with `word`: the lines before it, or
    /// `None` when `wait` passes first.
    fn until(&mut self, word: &str, wait: Duration) -> anyhow::Result<Option<Vec<String>>> {
        let deadline = Instant::now() + wait;
        let mut lines = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(line) if line.trim_start().starts_with(word) => return Ok(Some(lines)),
                Ok(line) => lines.push(line.trim().to_string()),
                Err(mpsc::RecvTimeoutError::Timeout) => return Ok(None),
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    bail!("the engine stopped before it said `{word}`")
                }
            }
        }
    }

    /// The engine's best moves (UCI, up to its `multipv`) at `fen` with
    /// their scores for the side to move, best first, searched as `limit`
    /// says (`go`'s words: `depth 18`, `nodes 1000000`) or for at most
    /// `max_ms`; with the depth reached. `None` when the engine does not
    /// answer even when told to stop (restart it).
    pub fn search(
        &mut self,
        fen: &str,
        limit: &str,
        max_ms: u64,
    ) -> anyhow::Result<Option<Answer>> {
        self.send(&format!("position fen {fen}"))?;
        self.send(&format!("go {limit} movetime {max_ms}"))?;
        // After the time asked for, the engine may take this long to say
        // its move (and as long again once told to stop).
        let grace = Duration::from_millis(max_ms.clamp(200, 5_000));
        let mut lines = match self.until("bestmove", Duration::from_millis(max_ms) + grace)? {
            Some(lines) => lines,
            None => {
                self.send("stop")?;
                match self.until("bestmove", grace)? {
                    Some(lines) => lines,
                    None => return Ok(None),
                }
            }
        };
        let mut best: Vec<Option<(u32, String, Score)>> = vec![None; self.multipv];
        for l in lines.drain(..) {
            if let Some((k, depth, mv, score)) = parse_info(&l)
                && (1..=self.multipv).contains(&k)
            {
                let slot = &mut best[k - 1];
                if slot.as_ref().is_none_or(|(d, _, _)| depth >= *d) {
                    *slot = Some((depth, mv, score));
                }
            }
        }
        let reached = best[0].as_ref().map_or(0, |(d, _, _)| *d);
        let moves = best.into_iter().flatten().map(|(_, m, s)| (m, s)).collect();
        Ok(Some((moves, reached)))
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // An engine that does not quit is not waited for.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An `info` line's MultiPV number, depth, first move and exact score
/// (`None` for other lines, and for a bound, `lowerbound` or
/// `upperbound`, which a search stopped mid-iteration may print: only
/// exact scores are compared).
pub fn parse_info(line: &str) -> Option<(usize, u32, String, Score)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return None;
    }
    if words
        .iter()
        .any(|w| *w == "lowerbound" || *w == "upperbound")
    {
        return None;
    }
    let after = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
    };
    let k: usize = after("multipv").map_or(Some(1), |v| v.parse().ok())?;
    let depth: u32 = after("depth")?.parse().ok()?;
    let mv = after("pv")?.to_string();
    let i = words.iter().position(|w| *w == "score")?;
    let score = match (words.get(i + 1), words.get(i + 2)) {
        (Some(&"cp"), Some(v)) => Score::Cp(v.parse().ok()?),
        (Some(&"mate"), Some(v)) => {
            let n: i64 = v.parse().ok()?;
            if n > 0 {
                Score::Win(n as u32)
            } else {
                Score::Loss(n.unsigned_abs() as u32)
            }
        }
        _ => return None,
    };
    Some((k, depth, mv, score))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_are_read() {
        let l = "info depth 18 seldepth 24 multipv 2 score cp -35 nodes 100 pv e7e5 g1f3";
        assert_eq!(parse_info(l), Some((2, 18, "e7e5".into(), Score::Cp(-35))));
        let l = "info depth 9 multipv 1 score mate -3 pv e8d8";
        assert_eq!(parse_info(l), Some((1, 9, "e8d8".into(), Score::Loss(3))));
        assert_eq!(parse_info("info string NNUE enabled"), None);
        assert_eq!(parse_info("bestmove e2e4"), None);
        let bound = "info depth 20 multipv 1 score cp 41 lowerbound nodes 9 pv d2d4";
        assert_eq!(parse_info(bound), None);
    }
}
