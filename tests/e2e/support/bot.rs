//! The real bot, started as its own `cruise-pawns` process the way the
//! contract says tests start it: `DISCORD_API_BASE` pointing at the
//! stand-in, a test token, a guild for instant command registration.

use super::payloads::GUILD_ID;
use super::standin::{StandIn, TEST_TOKEN};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// A running bot process. Killed (SIGKILL, like `kill -9`) when dropped;
/// then its log is read, and a panic or an ERROR line the test did not
/// announce with [`Bot::expect_error`] fails the test.
pub struct Bot {
    child: Child,
    log: PathBuf,
    expected: Vec<String>,
}

impl Bot {
    /// Starts `cruise-pawns bot` in `dir` (its working directory, so no
    /// developer `.env` is read) with the database at `db`. `BOT_BIN`
    /// names another build of the bot to start (a benchmark's side-by-side
    /// run against an earlier commit).
    pub fn start(standin: &StandIn, dir: &Path, db: &str, extra: &[(&str, &str)]) -> Bot {
        let n = std::fs::read_dir(dir).map(|d| d.count()).unwrap_or(0);
        let log = dir.join(format!("bot-{n}.log"));
        let out = std::fs::File::create(&log).expect("create bot log");
        let err = out.try_clone().expect("clone log handle");
        let bin = std::env::var_os("BOT_BIN").map_or_else(
            || PathBuf::from(env!("CARGO_BIN_EXE_cruise-pawns")),
            PathBuf::from,
        );
        let mut cmd = Command::new(bin);
        cmd.arg("bot")
            .current_dir(dir)
            .env_remove("DISCORD_TOKEN")
            .env_remove("SHARDS")
            .env("DISCORD_TOKEN", TEST_TOKEN)
            .env("DISCORD_API_BASE", standin.base())
            .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
            .env("DATABASE_URL", db)
            .env(
                "RUST_LOG",
                std::env::var("BOT_LOG").unwrap_or_else(|_| "info".to_string()),
            )
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err);
        for (k, v) in extra {
            cmd.env(k, v);
        }
        let child = cmd.spawn().expect("start the cruise-pawns binary");
        Bot {
            child,
            log,
            expected: Vec::new(),
        }
    }

    /// ERROR lines containing `needle` are expected (a fault the test
    /// causes on purpose) and do not fail the test.
    pub fn expect_error(&mut self, needle: &str) {
        self.expected.push(needle.to_string());
    }

    /// The log lines that show a panic, or an ERROR nobody expected.
    pub fn unexpected_errors(&self) -> Vec<String> {
        self.output()
            .lines()
            .filter(|l| {
                l.contains("panicked")
                    || (l.contains("ERROR")
                        && !self.expected.iter().any(|e| l.contains(e.as_str())))
            })
            .map(str::to_string)
            .collect()
    }

    /// Everything the bot printed so far.
    pub fn output(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// The CPU time (user and system) the bot's process has used so far:
    /// the figure `getrusage(RUSAGE_SELF)` gives inside that process (every
    /// thread's, the ended ones' included), read from outside in
    /// `/proc/<pid>/stat` (Linux); `None` elsewhere. See [`cpu_time_of`].
    pub fn cpu_time(&self) -> Option<std::time::Duration> {
        cpu_time_of(&self.child.id().to_string())
    }

    /// Sends SIGTERM (as `docker stop` does) and waits up to 30 s for the
    /// process to exit; its exit status and output.
    pub fn terminate(&mut self) -> (std::process::ExitStatus, String) {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -TERM {pid}");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().expect("wait for the bot") {
                return (status, self.output());
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the bot did not exit within 30 s of SIGTERM:\n{}",
                self.output()
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }

    /// Kills the process at once (SIGKILL), keeping the handle.
    pub fn kill_now(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Kills the process at once (SIGKILL) and waits for it.
    pub fn kill(mut self) -> String {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.output()
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            return;
        }
        let bad = self.unexpected_errors();
        assert!(
            bad.is_empty(),
            "the bot logged a panic or an unexpected ERROR (announce expected ones with Bot::expect_error):\n{}",
            bad.join("\n")
        );
    }
}

/// The CPU time (user and system) process `pid` (`self` for this one) has
/// used so far, from `/proc/<pid>/stat`: its `utime` and `stime`, which are
/// what `getrusage(RUSAGE_SELF)` returns inside that process (the sum over
/// all its threads, those that have ended included, not its children), in
/// clock ticks of 1/100 s (Linux's USER_HZ); `None` where there is no
/// `/proc`. So a figure over a window is good to 20 ms (a tick at each
/// end): over 1,000 moves, 0.02 ms a move.
pub fn cpu_time_of(pid: &str) -> Option<std::time::Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command name (which may hold spaces).
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the whole line.
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(std::time::Duration::from_millis(ticks * 10))
}

/// The CPU time (user and system) this process (the test: the stand-in
/// and the client) has used so far, by `getrusage(RUSAGE_SELF)`, to the
/// microsecond; `None` if the call fails.
pub fn own_cpu_time() -> Option<std::time::Duration> {
    // SAFETY: getrusage writes only the struct it is given, which lives
    // across the call; all-zero bytes are a valid `rusage`.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_SELF, &mut usage) != 0 {
            return None;
        }
        usage
    };
    let time = |t: libc::timeval| {
        std::time::Duration::from_secs(t.tv_sec as u64)
            + std::time::Duration::from_micros(t.tv_usec as u64)
    };
    Some(time(usage.ru_utime) + time(usage.ru_stime))
}
