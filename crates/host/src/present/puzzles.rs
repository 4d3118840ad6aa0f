//! Every sentence a member reads about puzzles: the position to solve,
//! right and wrong answers, the solution, rating changes, streaks, the
//! daily puzzle's post and the puzzle leaderboard.

use engine::Color;
use rating::{Rating, Transition};

/// What kind of puzzle a text is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Titled {
    /// `/puzzle`, rated or not.
    Puzzle { rated: bool },
    /// The daily puzzle of this date (`YYYY-MM-DD`).
    Daily,
    /// The streak's puzzle number `n` (from 1).
    Streak { n: i64 },
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The first line of a puzzle's view: what it is, where it comes from.
pub(crate) fn title(id: i64, kind: Titled, credit: &str) -> String {
    match kind {
        Titled::Puzzle { rated: true } => format!("**Puzzle {id}**, {credit}"),
        Titled::Puzzle { rated: false } => {
            format!("**Puzzle {id}** (not rated: you played it before), {credit}")
        }
        Titled::Daily => format!("**Today's puzzle** (puzzle {id}), {credit}"),
        Titled::Streak { n } => format!("**Streak, puzzle {n}** (puzzle {id}), {credit}"),
    }
}

/// What the solver is asked at the start: the opponent's mistake and
/// whose move it is.
pub(crate) fn first_prompt(solver: Color, mistake: &str) -> String {
    format!(
        "{} played {mistake}. {} to move: find the best move and answer with `/move`.",
        side(!solver),
        side(solver)
    )
}

/// The prompt at a shoot-down decision: the opponent's missile so far.
pub(crate) fn decision_prompt(solver: Color, path: &str) -> String {
    format!(
        "{}'s missile flies {path}: shoot it down (a button, or `/move` with the capture) or let it pass.",
        side(!solver)
    )
}

/// A right move that the opponent answers: the reply, and the next ask.
pub(crate) fn right_text(answer: &str, reply: &str) -> String {
    format!("✅ {answer} is right. The reply: {reply}. Your move again: answer with `/move`.")
}

/// A move that is no answer here, with the engine's reason.
pub(crate) fn unreadable_text(why: &str) -> String {
    format!("{why}. Your puzzle waits for a legal move: answer again with `/move`.")
}

/// The rating line of a rated attempt.
pub(crate) fn rating_line(before: &Rating, after: &Rating) -> String {
    format!("Puzzle rating: {}", Transition::new(before, after))
}

/// The puzzle solved.
pub(crate) fn solved_text(answer: &str, rating: Option<String>) -> String {
    let mut t = format!("🎉 {answer}: solved!");
    if let Some(r) = rating {
        t.push('\n');
        t.push_str(&r);
    }
    t
}

/// A wrong move: the attempt ends and shows the solution.
pub(crate) fn wrong_text(answer: &str, solution: &[String], rating: Option<String>) -> String {
    let mut t = format!(
        "❌ {answer} is not it. The solution: {}.",
        solution.join(", ")
    );
    if let Some(r) = rating {
        t.push('\n');
        t.push_str(&r);
    }
    t
}

/// A streak goes on to its next puzzle.
pub(crate) fn streak_goes_on(solved: i64) -> String {
    format!("Streak: {solved} solved. The next one is harder:")
}

/// A streak ends: how many were solved, the best.
pub(crate) fn streak_ended(solved: i64, best: i64) -> String {
    format!(
        "Your streak ends at {solved} solved (your best: {best}). Start another with `/puzzle streak`."
    )
}

/// A streak with no harder puzzle left.
pub(crate) fn streak_exhausted(solved: i64, best: i64) -> String {
    format!(
        "No harder puzzle is left here: your streak ends at {solved} solved (your best: {best})."
    )
}

/// Nothing to offer in this server.
pub(crate) const NO_PUZZLE: &str = "There is no puzzle for you here yet: puzzles come from this \
     server's finished games (and from servers whose pages are public), mined a while after they \
     end. Play a game and ask again later";

/// No daily puzzle can be chosen.
pub(crate) const NO_DAILY: &str = "There is no daily puzzle here yet: puzzles come from this \
     server's finished games. Play a game and ask again tomorrow";

/// Puzzles are a server's.
pub(crate) const NOT_IN_SERVER: &str =
    "Puzzles come from a server's games: ask for one in a channel of a server";

/// No attempt open.
pub(crate) const NOTHING_OPEN: &str =
    "You have no puzzle open: ask for one with `/puzzle`, `/puzzle daily` or `/puzzle streak`";

/// A store failure.
pub(crate) const UNAVAILABLE: &str =
    "The puzzle could not be read or saved just now: try again in a moment";

/// The open attempt shown again, when another is asked for.
pub(crate) const STILL_OPEN: &str = "You have a puzzle open already: answer it first (a wrong \
     move ends it). Here it is again";

/// The daily puzzle tried already today.
pub(crate) fn daily_done(solved: bool) -> String {
    format!(
        "You tried today's puzzle already ({}). A new one comes at 00:00 UTC",
        if solved { "solved" } else { "not solved" }
    )
}

/// The daily puzzle's post in the server's channel, with who solved it.
pub(crate) fn daily_post(date: &str, credit: &str, solver: Color, solvers: &[String]) -> String {
    let who = if solvers.is_empty() {
        "nobody yet".to_string()
    } else {
        solvers.join(", ")
    };
    format!(
        "🧩 **Daily puzzle of {date}**, {credit}. {} to move: solve it privately with `/puzzle daily`.\nSolved by: {who}",
        side(solver)
    )
}

/// One line of the puzzle leaderboard.
pub(crate) fn leaderboard_line(
    rank: usize,
    name: &str,
    rating: &Rating,
    plays: i64,
    best: i64,
) -> String {
    format!(
        "{rank}. {name} — {} ({plays} rated, best streak {best})",
        rating.shown()
    )
}

/// The profile's puzzle field: `1623? · 12 rated · best streak 5` (a
/// member's puzzle `rating`, rated `plays`, `best_streak`).
pub(crate) fn standing_field(rating: &Rating, plays: i64, best_streak: i64) -> String {
    format!(
        "{} · {plays} rated · best streak {best_streak}",
        rating.shown()
    )
}

/// The puzzle leaderboard's heading.
pub(crate) fn leaderboard_title(page: u32) -> String {
    if page == 0 {
        "**Puzzle leaderboard**".to_string()
    } else {
        format!("**Puzzle leaderboard**, page {}", page + 1)
    }
}

/// An empty puzzle leaderboard.
pub(crate) const EMPTY_BOARD: &str =
    "Nobody here has a puzzle rating yet: solve one with `/puzzle`";

/// Bad `puzzle_time:` text.
pub(crate) fn bad_time(text: &str) -> String {
    format!(
        "`{text}` is not a time of day: give the daily puzzle's time as HH:MM in UTC, like 09:30 or 18:00"
    )
}
