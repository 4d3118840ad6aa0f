//! Every sentence a player reads: what happened in a game ([`Note`](crate::game::Note)s)
//! turned into views, the events stored for them, the reasons for
//! refusals ([`Refusal`](crate::refusal::Refusal)'s `Display`), challenges, rating changes, the
//! leaderboard and profiles.
//!
//! | module | what it words |
//! |---|---|
//! | `game` | a game's views: its start, each move and flight, questions, the end |
//! | `refusals` | why an action was refused, and what to do |
//! | `moves` | why a move cannot be read or is not legal (the engine's `MoveReason`) |
//! | `lists` | a list as one phrase: "a, b and c", "a or b" |
//! | `challenges` | challenges and their answers |
//! | `ratings` | rating changes, the leaderboard, profiles |
//! | `analysis` | a game's analysis: its progress, the chart and accuracies, the worst decisions |
//! | `puzzles` | puzzles: the position to solve, answers, the solution, ratings, streaks, the daily post, the leaderboard |

use engine::{Flight, Square};

pub(crate) mod analysis;
mod challenges;
mod game;
mod lists;
pub use lists::list;
pub(crate) mod moves;
pub(crate) mod puzzles;
mod ratings;
mod refusals;

pub(crate) use challenges::{
    ChallengeState, accepted_state, challenge_accepted_text, challenge_card,
    challenge_declined_text, challenge_expired_text, challenge_text, challenge_withdrawn_text,
    declined_state, expired_state, rematch_accepted_text, rematch_expired_text, rematch_offer_text,
    withdrawn_state,
};
pub(crate) use game::export_words;
pub(crate) use ratings::{
    BoardPage, ProfilePage, leaderboard_words, profile_card, profile_words, rating_lines,
};
pub use ratings::{board_numbers, rated_game_numbers, shown_value};

/// The key of a missile flight's one message, which every step of the
/// flight edits (its board, its path, the question and its buttons): game
/// `game`, the flight that is ply number `ply` (0-based) of the game.
pub(crate) fn flight_key(game: i64, ply: usize) -> String {
    format!("g{game}:f{ply}") // words-scan: skip (a message key format)
}

/// The key of the notice announcing question `seq` of game `game` (a
/// later question of a flight in a correspondence game).
pub(crate) fn notice_key(game: i64, seq: i64) -> String {
    format!("g{game}:q{seq}") // words-scan: skip (a message key format)
}

/// The key of a draw offer's message.
pub(crate) fn draw_key(game: i64, seq: i64) -> String {
    format!("g{game}:d{seq}") // words-scan: skip (a message key format)
}

/// The key of a challenge's message.
pub(crate) fn challenge_key(id: i64) -> String {
    format!("c{id}")
}

/// A flight's one growing line: `🚀 e4 → f3 → g3 → **g6**`, the squares
/// seen so far with the one the missile is on now in bold (its launch
/// square before the first step). Each step of the flight edits its
/// message to this line and what is asked there, so the path is named
/// once, never repeated line after line.
fn flight_line(f: &Flight) -> String {
    let mut s = String::from("🚀 ");
    if f.steps().is_empty() {
        s.push_str(&format!("**{}**", f.launch()));
        return s;
    }
    s.push_str(&f.launch().to_string());
    let last = f.steps().len() - 1;
    for (i, st) in f.steps().iter().enumerate() {
        s.push_str(" → ");
        if i == last {
            s.push_str(&format!("**{st}**"));
        } else {
            s.push_str(&st.to_string());
        }
    }
    s
}

fn arrow(from: Square, to: Square) -> &'static str {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    match (df.signum(), dr.signum()) {
        (0, 1) => "↑",
        (1, 1) => "↗",
        (1, 0) => "→",
        (1, -1) => "↘",
        (0, -1) => "↓",
        (-1, -1) => "↙",
        (-1, 0) => "←",
        (-1, 1) => "↖",
        _ => "•",
    }
}

pub(crate) use crate::time_stamps::stamp as discord_time;

/// `m:ss` or `h:mm:ss`, or days and hours for long times (`2d 5h`,
/// said in the reader's language).
pub(crate) fn duration_text(ms: i64) -> locale::Words {
    let s = (ms.max(0) + 999) / 1000;
    if s >= 86_400 {
        locale::Words::new(locale::ids::SETTINGS_CLOCK_DAYS_HOURS)
            .arg("days", s / 86_400)
            .arg("hours", (s % 86_400) / 3600)
    } else if s >= 3600 {
        locale::Words::verbatim(format!("{}:{:02}:{:02}", s / 3600, (s % 3600) / 60, s % 60))
    } else {
        locale::Words::verbatim(format!("{}:{:02}", s / 60, s % 60))
    }
}

#[cfg(test)]
mod tests {
    use super::flight_line;
    use engine::{Flight, Square};

    #[test]
    fn a_flight_line_names_the_path_once_with_the_missile_in_bold() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let mut f = Flight::new(sq("e4"));
        assert_eq!(flight_line(&f), "🚀 **e4**");
        for s in ["e5", "e6", "d7"] {
            f = f.push(sq(s)).unwrap();
        }
        assert_eq!(flight_line(&f), "🚀 e4 → e5 → e6 → **d7**");
    }
}
