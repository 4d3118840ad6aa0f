//! `cruise-pawns ratings replay [FILE]`: replays rated games and prints the
//! ratings they give (the contract of issue 9).
//!
//! ```text
//! cruise-pawns ratings replay [FILE]      (standard input when absent or `-`)
//! ```
//!
//! Input, one game a line, tab-separated: `DAYS<TAB>WHITE<TAB>BLACK<TAB>RESULT`,
//! where DAYS is the game's time in days (decimal, at or after 0, never going
//! back), WHITE and BLACK are player names and RESULT is `1-0`, `0-1` or
//! `1/2-1/2`. Blank lines and lines starting with `#` are skipped. Output,
//! one line a player, highest rating first, equal ratings by name (code point
//! order): `NAME<TAB>RATING<TAB>RD<TAB>VOLATILITY<TAB>GAMES`, with 2, 2 and 6
//! decimals and RD as stored after the player's last game.
//!
//! A malformed line stops the replay before anything is printed: the one
//! line `line N: <what is wrong>` goes to standard error and the exit status
//! is 2 (N counts every line from 1, blank and comment lines too). A file
//! that cannot be read is exit status 1.

use clap::{Args, Subcommand};
use engine::GameResult;
use rating::{Replay, ReplayError};
use std::fmt::Write as _;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// `cruise-pawns ratings ...`
#[derive(Subcommand, Debug, Clone)]
pub enum RatingsCommand {
    /// Replay rated games (DAYS, WHITE, BLACK, RESULT, tab-separated, one a
    /// line) and print every player's rating, RD, volatility and games.
    Replay(ReplayArgs),
    /// Recompute every stored rating from the stored rated games (after a
    /// fix), in one transaction; running it twice changes nothing.
    Rebuild(crate::rebuild::RebuildArgs),
}

/// Options of `ratings replay`.
#[derive(Args, Debug, Clone)]
pub struct ReplayArgs {
    /// The games file; standard input when absent or `-`.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

/// One game as read from a line.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GameLine<'a> {
    /// The time in days.
    pub days: f64,
    /// White's name.
    pub white: &'a str,
    /// Black's name.
    pub black: &'a str,
    /// The result.
    pub outcome: GameResult,
}

/// Why the replay stopped.
#[derive(Debug, thiserror::Error)]
pub enum ReplayFailure {
    /// A malformed line (exit status 2).
    #[error("line {line}: {what}")]
    Line {
        /// The line number, counting every line from 1.
        line: usize,
        /// What is wrong with it.
        what: String,
    },
    /// The input could not be read or the output not written (exit status 1).
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// Runs a `ratings` subcommand and returns the process's exit status:
/// 0 on success, 2 for a malformed line (reported as `line N: ...` alone on
/// standard error), 1 when the file cannot be read.
pub fn run(cmd: RatingsCommand) -> ExitCode {
    match cmd {
        RatingsCommand::Replay(args) => run_replay(args),
        RatingsCommand::Rebuild(args) => match crate::rebuild::run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e:#}");
                ExitCode::FAILURE
            }
        },
    }
}

fn run_replay(args: ReplayArgs) -> ExitCode {
    let stdout = io::stdout();
    let result = match args.file.as_deref() {
        None => replay(io::stdin().lock(), stdout.lock()),
        Some(path) if path.as_os_str() == "-" => replay(io::stdin().lock(), stdout.lock()),
        Some(path) => match std::fs::File::open(path) {
            Ok(file) => replay(BufReader::new(file), stdout.lock()),
            Err(e) => {
                eprintln!(
                    "error: cannot open {}: {e}. Check the path, or pass `-` to read standard input",
                    path.display()
                );
                return ExitCode::FAILURE;
            }
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(line @ ReplayFailure::Line { .. }) => {
            eprintln!("{line}");
            ExitCode::from(2)
        }
        Err(ReplayFailure::Io(e)) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Replays the games of `input` and writes the table to `out`; nothing is
/// written unless every line is good.
pub fn replay<R: BufRead, W: Write>(mut input: R, mut out: W) -> Result<(), ReplayFailure> {
    let mut table: Replay<String> = Replay::new();
    let mut buf = Vec::new();
    let mut number = 0;
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            break;
        }
        number += 1;
        let fail = |what: String| ReplayFailure::Line { line: number, what };
        let text = std::str::from_utf8(&buf)
            .map_err(|_| fail("not valid UTF-8: save the file as UTF-8".to_string()))?;
        // A byte order mark some editors write is not part of the first line.
        let text = if number == 1 {
            text.strip_prefix('\u{feff}').unwrap_or(text)
        } else {
            text
        };
        let Some(game) = parse_line(text).map_err(fail)? else {
            continue;
        };
        table
            .play(game.days, game.white, game.black, game.outcome)
            .map_err(|e| fail(describe(&e, &game)))?;
    }
    out.write_all(format_table(&table).as_bytes())?;
    out.flush()?;
    Ok(())
}

/// The table as the contract prints it.
pub fn format_table(table: &Replay<String>) -> String {
    let mut text = String::new();
    for (name, s) in table.standings() {
        let r = s.rating;
        // Writing to a String cannot fail.
        let _ = writeln!(
            text,
            "{name}\t{:.2}\t{:.2}\t{:.6}\t{}",
            r.rating, r.rd, r.volatility, s.games
        );
    }
    text
}

/// Reads one line (its `\n` or `\r\n` included or not): `None` for a blank
/// or comment line, else the game, or what is wrong with the line.
pub fn parse_line(line: &str) -> Result<Option<GameLine<'_>>, String> {
    let line = line.strip_suffix('\n').unwrap_or(line);
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.trim().is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let fields: Vec<&str> = line.split('\t').collect();
    let [days, white, black, result] = fields[..] else {
        return Err(format!(
            "expected 4 tab-separated fields (DAYS, WHITE, BLACK, RESULT), found {}",
            fields.len()
        ));
    };
    let days = parse_days(days)?;
    if white.is_empty() {
        return Err("WHITE is empty: give the player's name".to_string());
    }
    if black.is_empty() {
        return Err("BLACK is empty: give the player's name".to_string());
    }
    let outcome = result
        .parse::<GameResult>()
        .map_err(|_| format!("RESULT `{result}` is not one of 1-0, 0-1, 1/2-1/2"))?;
    Ok(Some(GameLine {
        days,
        white,
        black,
        outcome,
    }))
}

/// DAYS: a finite decimal number at or after 0 (an exponent is accepted).
fn parse_days(text: &str) -> Result<f64, String> {
    let numeric = !text.is_empty()
        && text.bytes().any(|b| b.is_ascii_digit())
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'));
    let value = text
        .parse::<f64>()
        .ok()
        .filter(|v| numeric && v.is_finite())
        .ok_or_else(|| format!("DAYS `{text}` is not a decimal number of days"))?;
    if value < 0.0 {
        return Err(format!(
            "DAYS `{text}` is negative: times are days at or after 0"
        ));
    }
    Ok(value)
}

/// What is wrong with a well-formed line the table refused.
fn describe(e: &ReplayError, game: &GameLine) -> String {
    match e {
        ReplayError::TimeGoesBack { previous, now } => format!(
            "DAYS {now} goes back before the previous game's {previous}: games must be in time order"
        ),
        ReplayError::SamePlayer => format!(
            "`{}` plays against themselves: WHITE and BLACK must be different players",
            game.white
        ),
        ReplayError::BadTime(days) => {
            format!("DAYS {days} is not a number of days at or after 0")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_text(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match replay(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => {
                assert!(out.is_empty(), "nothing printed on error");
                Err(e.to_string())
            }
        }
    }

    #[test]
    fn first_game_of_two_new_players() {
        let out = run_text("0\talice\tbob\t1-0\n").unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2);
        let alice: Vec<&str> = lines[0].split('\t').collect();
        assert_eq!(alice[0], "alice");
        assert!(alice[1].starts_with("1741.") || alice[1].starts_with("1742."));
        assert_eq!(alice[4], "1");
        assert_eq!(alice[1].split('.').nth(1).unwrap().len(), 2);
        assert_eq!(alice[2].split('.').nth(1).unwrap().len(), 2);
        assert_eq!(alice[3].split('.').nth(1).unwrap().len(), 6);
        assert!(lines[1].starts_with("bob\t1258."));
    }

    #[test]
    fn skips_blank_and_comment_lines_and_reads_crlf() {
        let a = run_text("# games\n\n0\ta\tb\t1/2-1/2\r\n   \n1.5\tb\ta\t0-1").unwrap();
        let b = run_text("0\ta\tb\t1/2-1/2\n1.5\tb\ta\t0-1\n").unwrap();
        assert_eq!(a, b);
        let bom = run_text("\u{feff}0\ta\tb\t1/2-1/2\n1.5\tb\ta\t0-1\n").unwrap();
        assert_eq!(bom, b);
        assert!(a.starts_with("a\t"));
        assert_eq!(run_text("").unwrap(), "");
        assert_eq!(run_text("# nothing\n").unwrap(), "");
    }

    #[test]
    fn each_kind_of_bad_line() {
        let cases = [
            ("0\ta\tb\n", "line 1: expected 4 tab-separated fields"),
            (
                "# c\n\n0\ta\tb\t1-0\tx\n",
                "line 3: expected 4 tab-separated fields",
            ),
            ("x\ta\tb\t1-0\n", "line 1: DAYS `x` is not a decimal number"),
            (
                "inf\ta\tb\t1-0\n",
                "line 1: DAYS `inf` is not a decimal number",
            ),
            ("\ta\tb\t1-0\n", "line 1: DAYS `` is not a decimal number"),
            ("-1\ta\tb\t1-0\n", "line 1: DAYS `-1` is negative"),
            ("0\t\tb\t1-0\n", "line 1: WHITE is empty"),
            ("0\ta\t\t1-0\n", "line 1: BLACK is empty"),
            ("0\ta\tb\t1-1\n", "line 1: RESULT `1-1` is not one of"),
            ("0\ta\ta\t1-0\n", "line 1: `a` plays against themselves"),
            (
                "5\ta\tb\t1-0\n4.5\ta\tb\t1-0\n",
                "line 2: DAYS 4.5 goes back",
            ),
        ];
        for (input, start) in cases {
            let err = run_text(input).unwrap_err();
            assert!(err.starts_with(start), "{input:?}: {err}");
        }
        let mut out = Vec::new();
        let err = replay(&b"0\ta\xff\tb\t1-0\n"[..], &mut out).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1: not valid UTF-8: save the file as UTF-8"
        );
    }

    #[test]
    fn days_accept_decimals_and_exponents_and_equal_times() {
        let out =
            run_text("1e-05\ta\tb\t1-0\n1e-05\tc\td\t0-1\n2.\ta\tc\t1-0\n.5e1\tb\td\t1/2-1/2\n");
        assert!(out.is_ok(), "{out:?}");
        for bad in ["1,5", "0x10", "NaN", "1 ", " 1", "+"] {
            assert!(parse_days(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_days("-0"), Ok(-0.0));
    }

    #[test]
    fn ties_are_ordered_by_code_point() {
        let out = run_text("0\tb\tx\t1-0\n0\tB\ty\t1-0\n0\té\tz\t1-0\n").unwrap();
        let names: Vec<&str> = out.lines().map(|l| l.split('\t').next().unwrap()).collect();
        assert_eq!(names, ["B", "b", "é", "x", "y", "z"]);
    }
}
