//! Every sentence a member reads about puzzles: the position to solve,
//! right and wrong answers, the solution, rating changes, streaks, the
//! daily puzzle's post and the puzzle leaderboard: the messages of
//! `locales/*/puzzle.ftl`, said in the reader's language at the edge.

use engine::Color;
use locale::{Words, ids};
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

/// A side as the messages select on it.
fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The first line of a puzzle's view: what it is, where it comes from
/// (`credit`: `puzzle_line::credit_words`).
pub(crate) fn title(id: i64, kind: Titled, credit: Words) -> Words {
    let words = match kind {
        Titled::Puzzle { rated: true } => Words::new(ids::PUZZLE_TITLE),
        Titled::Puzzle { rated: false } => Words::new(ids::PUZZLE_TITLE_UNRATED),
        Titled::Daily => Words::new(ids::PUZZLE_TITLE_DAILY),
        Titled::Streak { n } => Words::new(ids::PUZZLE_TITLE_STREAK).arg("number", n),
    };
    words.arg("id", id).arg("credit", credit)
}

/// What the solver is asked at the start: the opponent's mistake and
/// whose move it is.
pub(crate) fn first_prompt(solver: Color, mistake: Words) -> Words {
    Words::new(ids::PUZZLE_FIRST_PROMPT)
        .arg("solver", side(solver))
        .arg("mistake", mistake)
}

/// The prompt at a shoot-down decision: the opponent's missile so far.
pub(crate) fn decision_prompt(solver: Color, path: &str) -> Words {
    Words::new(ids::PUZZLE_DECISION_PROMPT)
        .arg("solver", side(solver))
        .arg("path", path)
}

/// A right move that the opponent answers: the reply, and the next ask.
pub(crate) fn right_text(answer: Words, reply: Words) -> Words {
    Words::new(ids::PUZZLE_RIGHT)
        .arg("answer", answer)
        .arg("reply", reply)
}

/// A move that is no answer here, with the engine's reason.
pub(crate) fn unreadable_text(why: Words) -> Words {
    Words::new(ids::PUZZLE_UNREADABLE).arg("why", why)
}

/// The rating line of a rated attempt.
pub(crate) fn rating_line(before: &Rating, after: &Rating) -> Words {
    Words::new(ids::PUZZLE_RATING).arg("change", Transition::new(before, after).to_string())
}

/// `words`, then `more` on a line of its own, if any.
fn with_line(words: Words, more: Option<Words>) -> Words {
    match more {
        Some(m) => words.then("\n", m),
        None => words,
    }
}

/// The puzzle solved.
pub(crate) fn solved_text(answer: Words, rating: Option<Words>) -> Words {
    with_line(Words::new(ids::PUZZLE_SOLVED).arg("answer", answer), rating)
}

/// Moves and answers one after another, `, ` between them.
pub(crate) fn joined(items: Vec<Words>) -> Words {
    let mut out: Option<Words> = None;
    for w in items {
        out = Some(match out {
            None => w,
            Some(all) => all.then(", ", w),
        });
    }
    out.unwrap_or_else(|| Words::verbatim(""))
}

/// A wrong move: the attempt ends and shows the solution.
pub(crate) fn wrong_text(answer: Words, solution: Vec<Words>, rating: Option<Words>) -> Words {
    let wrong = Words::new(ids::PUZZLE_WRONG)
        .arg("answer", answer)
        .arg("solution", joined(solution));
    with_line(wrong, rating)
}

/// A streak goes on to its next puzzle.
pub(crate) fn streak_goes_on(solved: i64) -> Words {
    Words::new(ids::PUZZLE_STREAK_GOES_ON).arg("solved", solved)
}

/// A streak ends: how many were solved, the best.
pub(crate) fn streak_ended(solved: i64, best: i64) -> Words {
    Words::new(ids::PUZZLE_STREAK_ENDED)
        .arg("solved", solved)
        .arg("best", best)
}

/// A streak with no harder puzzle left.
pub(crate) fn streak_exhausted(solved: i64, best: i64) -> Words {
    Words::new(ids::PUZZLE_STREAK_EXHAUSTED)
        .arg("solved", solved)
        .arg("best", best)
}

/// Nothing to offer in this server.
pub(crate) const NO_PUZZLE: &str = ids::PUZZLE_NONE;

/// No daily puzzle can be chosen.
pub(crate) const NO_DAILY: &str = ids::PUZZLE_NO_DAILY;

/// Puzzles are a server's.
pub(crate) const NOT_IN_SERVER: &str = ids::PUZZLE_NOT_IN_SERVER;

/// No attempt open.
pub(crate) const NOTHING_OPEN: &str = ids::PUZZLE_NOTHING_OPEN;

/// A store failure.
pub(crate) const UNAVAILABLE: &str = ids::PUZZLE_UNAVAILABLE;

/// The open attempt shown again, when another is asked for.
pub(crate) const STILL_OPEN: &str = ids::PUZZLE_STILL_OPEN;

/// The daily puzzle tried already today.
pub(crate) fn daily_done(solved: bool) -> Words {
    Words::new(ids::PUZZLE_DAILY_DONE).arg("solved", if solved { "yes" } else { "no" })
}

/// The daily puzzle's post in the server's channel, with who solved it.
pub(crate) fn daily_post(date: &str, credit: Words, solver: Color, solvers: &[String]) -> Words {
    let who = if solvers.is_empty() {
        Words::new(ids::PUZZLE_NOBODY_YET)
    } else {
        Words::verbatim(solvers.join(", "))
    };
    Words::new(ids::PUZZLE_DAILY_POST)
        .arg("date", date)
        .arg("credit", credit)
        .arg("solver", side(solver))
        .arg("who", who)
}

/// One line of the puzzle leaderboard.
pub(crate) fn leaderboard_line(
    rank: usize,
    name: &str,
    rating: &Rating,
    plays: i64,
    best: i64,
) -> Words {
    Words::new(ids::PUZZLE_LEADERBOARD_LINE)
        .arg("rank", rank)
        .arg("name", name)
        .arg("rating", rating.shown().to_string())
        .arg("plays", plays)
        .arg("best", best)
}

/// The profile's puzzle field: `1623? · 12 rated · best streak 5` (a
/// member's puzzle `rating`, rated `plays`, `best_streak`).
pub(crate) fn standing_field(rating: &Rating, plays: i64, best_streak: i64) -> Words {
    Words::new(ids::PUZZLE_STANDING)
        .arg("rating", rating.shown().to_string())
        .arg("plays", plays)
        .arg("best", best_streak)
}

/// The puzzle leaderboard's heading.
pub(crate) fn leaderboard_title(page: u32) -> Words {
    if page == 0 {
        Words::new(ids::PUZZLE_LEADERBOARD_TITLE)
    } else {
        Words::new(ids::PUZZLE_LEADERBOARD_TITLE_PAGE).arg("page", page + 1)
    }
}

/// An empty puzzle leaderboard.
pub(crate) const EMPTY_BOARD: &str = ids::PUZZLE_LEADERBOARD_EMPTY;

/// Bad `puzzle_time:` text.
pub(crate) fn bad_time(text: &str) -> Words {
    Words::new(ids::PUZZLE_BAD_TIME).arg("text", text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use locale::Locale;

    #[test]
    fn puzzle_words_are_said_in_the_readers_language() {
        let credit = crate::puzzle_line::credit_words("alice", "bob", 23);
        let t = title(7, Titled::Daily, credit);
        assert_eq!(
            t.text(Locale::EnUs),
            "**Today's puzzle** (puzzle 7), from alice vs bob, move 23"
        );
        assert!(t.text(Locale::De).contains("alice") && t.text(Locale::De).contains("23"));
        let p = first_prompt(Color::White, Words::verbatim("Nf6"));
        assert_eq!(
            p.text(Locale::EnUs),
            "Black played Nf6. White to move: find the best move and answer with `/move`."
        );
        assert!(
            p.text(Locale::De).contains("Weiß"),
            "{}",
            p.text(Locale::De)
        );
        assert!(
            p.text(Locale::Ja).contains("`/move`"),
            "{}",
            p.text(Locale::Ja)
        );
        let pass = Words::new(ids::PUZZLE_ANSWER_PASS);
        let w = wrong_text(
            pass.clone(),
            vec![Words::verbatim("Qg8+"), Words::verbatim("Rxg8")],
            None,
        );
        assert_eq!(
            w.text(Locale::EnUs),
            "❌ let it pass is not it. The solution: Qg8+, Rxg8."
        );
        assert!(w.text(Locale::De).contains("Qg8+, Rxg8"));
        assert_eq!(
            standing_field(&Rating::NEW, 12, 5).text(Locale::EnUs),
            format!("{} · 12 rated · best streak 5", Rating::NEW.shown())
        );
        for l in Locale::ALL {
            for n in [0, 1, 2, 5, 21] {
                let s = streak_ended(n, n).text(l);
                assert!(!s.contains('⟦') && s.contains(&n.to_string()), "{l:?}: {s}");
            }
        }
    }
}
