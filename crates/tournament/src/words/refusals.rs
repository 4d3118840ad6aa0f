//! The sentence of every refusal ([`TournamentRefusal::words`], the
//! messages of `locales/*/organizing.ftl`, said in the member's language
//! at the edge): what is wrong and what to do. Its `Display` is the en-US
//! sentence.

use crate::formats::{editing, taking};
use crate::state::{Format, TournamentId, TournamentRefusal, TournamentStatus};
use host::plain_text::title;
use host::{Place, View};
use locale::{Locale, Words, ids};
use std::fmt;

/// `items` as one phrase, `pair` between the last two and `more` before
/// the rest: "a, b and c" (`list-and`, `list-and-more`), "a or b".
fn phrase(mut items: Vec<Words>, pair: &str, more: &str) -> Words {
    match items.len() {
        0 => Words::verbatim(""),
        1 => items.remove(0),
        2 => {
            let second = items.remove(1);
            Words::new(pair)
                .arg("first", items.remove(0))
                .arg("second", second)
        }
        _ => {
            let first = items.remove(0);
            Words::new(more)
                .arg("first", first)
                .arg("rest", phrase(items, pair, more))
        }
    }
}

/// `swiss` or `knockout and double-elimination` tournaments, as a
/// sentence names them (`no` tournaments when none).
fn formats_words(names: &[&str]) -> Words {
    if names.is_empty() {
        return Words::new(ids::ORGANIZING_NO_FORMATS);
    }
    let said = names.iter().map(|n| Words::verbatim(*n)).collect();
    phrase(said, ids::LIST_AND, ids::LIST_AND_MORE)
}

/// Tournaments as a refusal names them: `**Friday Swiss** (#12)`, comma-separated.
fn named(tournaments: &[(TournamentId, String)]) -> String {
    tournaments
        .iter()
        .map(|(id, name)| format!("**{}** (#{id})", title(name)))
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for TournamentRefusal {
    /// The sentence the actor reads, in en-US: what is wrong and what to do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text(Locale::EnUs))
    }
}

impl TournamentRefusal {
    /// The refusal as an error view for `user` at `place`: its words, said
    /// in their language at the edge.
    pub fn view(&self, place: &Place, user: &str) -> View {
        let words = self.words();
        View {
            words: Some(words.clone()),
            ..View::error(place, user, words.text(Locale::EnUs))
        }
    }

    /// The sentence the actor reads, in no language yet.
    ///
    /// ```
    /// use locale::Locale;
    /// use tournament::TournamentRefusal;
    /// let r = TournamentRefusal::AlreadyJoined { name: "Friday".into() };
    /// assert_eq!(r.to_string(), "You have already joined **Friday**. Wait for it to start.");
    /// assert_eq!(r.words().text(Locale::EnUs), r.to_string());
    /// ```
    pub fn words(&self) -> Words {
        use TournamentRefusal as T;
        let typed = |id: &str, text: &str| Words::new(id).arg("text", text);
        let of = |id: &str, name: &str| Words::new(id).arg("name", title(name));
        match self {
            T::Game(r) => r.words(),
            T::BadFormat(s) => {
                let said = Format::ALL.iter().map(|f| Words::verbatim(f.name()));
                typed(ids::ORGANIZING_BAD_FORMAT, s).arg(
                    "formats",
                    phrase(said.collect(), ids::LIST_OR, ids::LIST_OR_MORE),
                )
            }
            T::NotAnOptionOf { option, format } => {
                let formats = taking(option);
                let create = formats
                    .iter()
                    .map(|f| Words::new(ids::ORGANIZING_CREATE_COMMAND).arg("format", *f))
                    .collect();
                Words::new(ids::ORGANIZING_NOT_AN_OPTION_OF)
                    .arg("option", *option)
                    .arg("format", format.name())
                    .arg("formats", formats_words(&formats))
                    .arg("create", phrase(create, ids::LIST_OR, ids::LIST_OR_MORE))
            }
            // A knockout's own refusal, as its words say it.
            T::Knockout(k) => Words::verbatim(k.to_string()),
            T::TooManyForBracket { have } => {
                Words::new(ids::ORGANIZING_TOO_MANY_FOR_BRACKET).arg("have", *have)
            }
            T::Bracket(why) => Words::verbatim(why.as_str()),
            T::MatchResultOrWinner => Words::new(ids::ORGANIZING_MATCH_RESULT_OR_WINNER),
            T::BadStart(s) => typed(ids::ORGANIZING_BAD_START, s),
            T::StartPassed { text, at } => typed(ids::ORGANIZING_START_PASSED, text)
                .arg("date", host::time_stamps::stamp(*at, 'F')),
            T::StartTooFar(s) => typed(ids::ORGANIZING_START_TOO_FAR, s),
            T::UnknownZone(z) => typed(ids::ORGANIZING_UNKNOWN_ZONE, z),
            T::BadNoShow(s) => typed(ids::ORGANIZING_BAD_NO_SHOW, s),
            T::BadMoveLimit(s) => typed(ids::ORGANIZING_BAD_MOVE_LIMIT, s),
            T::MoveLimitWithClock => Words::new(ids::ORGANIZING_MOVE_LIMIT_WITH_CLOCK),
            T::BadBye(s) => typed(ids::ORGANIZING_BAD_BYE, s),
            T::BadName => Words::new(ids::ORGANIZING_BAD_NAME),
            T::BadRounds { rounds } => {
                Words::new(ids::ORGANIZING_BAD_ROUNDS).arg("rounds", *rounds)
            }
            T::BadMinutes { minutes } => {
                Words::new(ids::ORGANIZING_BAD_MINUTES).arg("minutes", *minutes)
            }
            // The settings' own sentence.
            T::Settings(e) => Words::verbatim(e.to_string()),
            T::NoTournamentHere => Words::new(ids::ORGANIZING_NO_TOURNAMENT_HERE),
            T::EditAfterStart { name } => of(ids::ORGANIZING_EDIT_AFTER_START, name),
            T::NothingToEdit => Words::new(ids::ORGANIZING_NOTHING_TO_EDIT),
            T::EditOtherFormat {
                name,
                format,
                asked,
            } => of(ids::ORGANIZING_EDIT_OTHER_FORMAT, name)
                .arg("format", format.name())
                .arg("asked", asked.name()),
            T::EditNotForFormat { option, format } => {
                Words::new(ids::ORGANIZING_EDIT_NOT_FOR_FORMAT)
                    .arg("format", format.name())
                    .arg("option", *option)
                    .arg("formats", formats_words(&editing(option)))
            }
            T::MaxBelowJoined { max, joined } => Words::new(ids::ORGANIZING_MAX_BELOW_JOINED)
                .arg("joined", *joined)
                .arg("max", *max),
            T::ChooseTournament { choices } => {
                // At most ten named: a message has room for them.
                let mut said = Words::verbatim(named(&choices[..choices.len().min(10)]));
                if choices.len() > 10 {
                    said = said.then(
                        ", ",
                        Words::new(ids::ORGANIZING_CHOICES_MORE).arg("count", choices.len() - 10),
                    );
                }
                Words::new(ids::ORGANIZING_CHOOSE_TOURNAMENT).arg("choices", said)
            }
            T::TooManyOpenTournaments { limit, open } => Words::new(ids::ORGANIZING_TOO_MANY_OPEN)
                .arg("limit", *limit)
                .arg("open", named(open)),
            T::NoSuchTournament { id } => {
                Words::new(ids::ORGANIZING_NO_SUCH_TOURNAMENT).arg("id", id.to_string())
            }
            T::AlreadyJoined { name } => of(ids::ORGANIZING_ALREADY_JOINED, name),
            T::Full { name, max } => of(ids::ORGANIZING_FULL, name).arg("max", *max),
            T::AlreadyStarted { name } => of(ids::ORGANIZING_ALREADY_STARTED, name),
            T::Over { name } => of(ids::ORGANIZING_OVER, name),
            T::NotJoined { name } => of(ids::ORGANIZING_NOT_JOINED, name),
            T::NotRunning { name } => of(ids::ORGANIZING_NOT_RUNNING, name),
            T::AlreadyWithdrawn { name } => of(ids::ORGANIZING_ALREADY_WITHDRAWN, name),
            T::NotOrganizer { action, organizer } => Words::new(ids::ORGANIZING_NOT_ORGANIZER)
                .arg("organizer", organizer)
                .arg(
                    "action",
                    Words::new(ids::ORGANIZING_ORGANIZER_ACTION).arg("action", *action),
                ),
            T::TooFewPlayers { needed, have } => Words::new(ids::ORGANIZING_TOO_FEW_PLAYERS)
                .arg("needed", *needed)
                .arg("have", *have),
            T::RoundInProgress {
                round,
                games,
                no_show_until,
            } => {
                let first = Words::new(ids::ORGANIZING_ROUND_IN_PROGRESS)
                    .arg("round", *round)
                    .arg("games", games.join(", "));
                let then = match no_show_until {
                    Some(at) => Words::new(ids::ORGANIZING_ROUND_IN_PROGRESS_NO_SHOW)
                        .arg("time", host::time_stamps::stamp(*at, 't')),
                    None => Words::new(ids::ORGANIZING_ROUND_IN_PROGRESS_UNDER_WAY),
                };
                first.then(" ", then)
            }
            T::ArenaPairsItself { name } => of(ids::ORGANIZING_ARENA_PAIRS_ITSELF, name),
            T::NoMoreRounds { name } => of(ids::ORGANIZING_NO_MORE_ROUNDS, name),
            T::NotInTournamentGame => Words::new(ids::ORGANIZING_NOT_IN_TOURNAMENT_GAME),
            T::BerserkTooLate => Words::new(ids::ORGANIZING_BERSERK_TOO_LATE),
            T::BerserkNoClock => Words::new(ids::ORGANIZING_BERSERK_NO_CLOCK),
            T::NoAbortInTournament => Words::new(ids::ORGANIZING_NO_ABORT),
            T::PairingFailed(e) => Words::new(ids::ORGANIZING_PAIRING_FAILED).arg("error", e),
            T::NotSwiss => Words::new(ids::ORGANIZING_NOT_SWISS),
            T::SaveFailed => Words::new(ids::ORGANIZING_SAVE_FAILED),
            T::BadMaxPlayers { max } => {
                Words::new(ids::ORGANIZING_BAD_MAX_PLAYERS).arg("max", *max)
            }
            T::BadRole(s) => typed(ids::ORGANIZING_BAD_ROLE, s),
            T::NeedsStartTime { what } => {
                Words::new(ids::ORGANIZING_NEEDS_START_TIME).arg("option", *what)
            }
            T::BadLeadTime { option, text } => {
                let id = match *option {
                    "remind" => ids::ORGANIZING_BAD_REMIND,
                    _ => ids::ORGANIZING_BAD_CHECKIN,
                };
                typed(id, text).arg("option", *option)
            }
            T::CheckInClosed { name, opens_at } => match opens_at {
                Some(at) => of(ids::ORGANIZING_CHECK_IN_OPENS, name)
                    .arg("when", host::time_stamps::stamp(*at, 'R')),
                None => of(ids::ORGANIZING_CHECK_IN_NOT_OPEN, name),
            },
            T::NotEntered { name } => of(ids::ORGANIZING_NOT_ENTERED, name),
            T::BadResult(s) => typed(ids::ORGANIZING_BAD_RESULT, s),
            T::ByesSwissOnly { name } => of(ids::ORGANIZING_BYES_SWISS_ONLY, name),
            T::ByesOff { name } => of(ids::ORGANIZING_BYES_OFF, name),
            T::NoByesLeft { name, allowed } => {
                of(ids::ORGANIZING_NO_BYES_LEFT, name).arg("allowed", *allowed)
            }
            T::ByeAlreadyRequested { name, round } => {
                of(ids::ORGANIZING_BYE_ALREADY_REQUESTED, name).arg("round", *round)
            }
            T::ByeTooLate { name } => of(ids::ORGANIZING_BYE_TOO_LATE, name),
            T::NoSuchRound { round, rounds } => Words::new(ids::ORGANIZING_NO_SUCH_ROUND)
                .arg("round", *round)
                .arg("rounds", *rounds),
            T::NoSuchBoard {
                round,
                board,
                boards,
            } => Words::new(ids::ORGANIZING_NO_SUCH_BOARD)
                .arg("board", *board)
                .arg("round", *round)
                .arg("boards", *boards),
            T::ByeBoard { round, board } => Words::new(ids::ORGANIZING_BYE_BOARD)
                .arg("board", *board)
                .arg("round", *round),
            T::AdjudicateNotRunning { name, status } => match status {
                TournamentStatus::Open => of(ids::ORGANIZING_RESULTS_NOT_STARTED, name),
                TournamentStatus::Finished => of(ids::ORGANIZING_RESULTS_OVER, name),
                _ => of(ids::ORGANIZING_RESULTS_CANCELLED, name),
            },
            T::MissingRole { name, role } => {
                of(ids::ORGANIZING_MISSING_ROLE, name).arg("role", format!("<@&{role}>"))
            }
            T::TooFewRatedGames {
                name,
                preset,
                needed,
                have,
            } => {
                let games = |n: u32| Words::new(ids::COUNT_RATED_GAMES).arg("count", n);
                of(ids::ORGANIZING_TOO_FEW_RATED_GAMES, name)
                    .arg("needed", games(*needed))
                    .arg("preset", preset)
                    .arg("have", *have)
                    .arg("more", games(needed.saturating_sub(*have)))
            }
            T::AlreadyBerserk => Words::new(ids::ORGANIZING_ALREADY_BERSERK),
            T::Unpairable { name, after_round } => {
                of(ids::ORGANIZING_UNPAIRABLE, name).arg("round", *after_round)
            }
        }
    }
}
