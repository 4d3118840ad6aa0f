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

/// `swiss` or `knockout and double-elimination` tournaments, as a
/// sentence names them (`no` tournaments when none).
fn formats_words(names: &[&str]) -> Words {
    if names.is_empty() {
        return Words::new(ids::ORGANIZING_NO_FORMATS);
    }
    let said = names.iter().map(|n| Words::verbatim(*n)).collect();
    host::said_list(said, ids::LIST_AND, ids::LIST_AND_MORE)
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
                    host::said_list(said.collect(), ids::LIST_OR, ids::LIST_OR_MORE),
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
                    .arg(
                        "create",
                        host::said_list(create, ids::LIST_OR, ids::LIST_OR_MORE),
                    )
            }
            T::Knockout(k) => k.words(),
            T::TooManyForBracket { have } => {
                Words::new(ids::ORGANIZING_TOO_MANY_FOR_BRACKET).arg("have", *have)
            }
            T::Bracket(why) => why.clone(),
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
            T::Settings(e) => Words::new(ids::REFUSAL_SETTINGS).arg("reason", e.words()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::KnockoutRefusal;

    /// One refusal of every kind (the settings' aside).
    fn every_refusal() -> Vec<TournamentRefusal> {
        use TournamentRefusal as T;
        let name = || "Friday *Cup*".to_string();
        vec![
            T::Game(host::Refusal::NotYourTurn),
            T::BadFormat("ladder".into()),
            T::NotAnOptionOf {
                option: "rounds",
                format: Format::Arena,
            },
            T::NotAnOptionOf {
                option: "nothing",
                format: Format::Arena,
            },
            T::Knockout(KnockoutRefusal::BadBestOf(4)),
            T::TooManyForBracket { have: 130 },
            T::Bracket(Words::verbatim("No match A9.")),
            T::MatchResultOrWinner,
            T::BadStart("soon".into()),
            T::StartPassed {
                text: "18:30".into(),
                at: 1_796_497_200_000,
            },
            T::StartTooFar("in 40d".into()),
            T::UnknownZone("Mars/Olympus".into()),
            T::BadNoShow("1y".into()),
            T::BadMoveLimit("1y".into()),
            T::MoveLimitWithClock,
            T::BadBye("2".into()),
            T::BadName,
            T::BadRounds { rounds: 31 },
            T::BadMinutes { minutes: 1441 },
            T::NoTournamentHere,
            T::EditAfterStart { name: name() },
            T::NothingToEdit,
            T::EditOtherFormat {
                name: name(),
                format: Format::Swiss,
                asked: Format::Arena,
            },
            T::EditNotForFormat {
                option: "minutes",
                format: Format::Swiss,
            },
            T::MaxBelowJoined { max: 4, joined: 6 },
            T::ChooseTournament {
                choices: (1..=12).map(|i| (i, format!("T{i}"))).collect(),
            },
            T::TooManyOpenTournaments {
                limit: 2,
                open: vec![(1, "A".into()), (2, "B".into())],
            },
            T::NoSuchTournament { id: 9 },
            T::AlreadyJoined { name: name() },
            T::Full {
                name: name(),
                max: 5,
            },
            T::AlreadyStarted { name: name() },
            T::Over { name: name() },
            T::NotJoined { name: name() },
            T::NotRunning { name: name() },
            T::AlreadyWithdrawn { name: name() },
            T::NotOrganizer {
                action: "pair",
                organizer: "org".into(),
            },
            T::TooFewPlayers { needed: 3, have: 1 },
            T::RoundInProgress {
                round: 2,
                games: vec!["alice vs bob".into()],
                no_show_until: Some(1_796_497_200_000),
            },
            T::RoundInProgress {
                round: 2,
                games: vec!["alice vs bob".into()],
                no_show_until: None,
            },
            T::ArenaPairsItself { name: name() },
            T::NoMoreRounds { name: name() },
            T::NotInTournamentGame,
            T::BerserkTooLate,
            T::BerserkNoClock,
            T::NoAbortInTournament,
            T::PairingFailed("no valid pairing".into()),
            T::NotSwiss,
            T::SaveFailed,
            T::BadMaxPlayers { max: 1 },
            T::BadRole("mods".into()),
            T::NeedsStartTime { what: "repeat" },
            T::BadLeadTime {
                option: "remind",
                text: "x".into(),
            },
            T::BadLeadTime {
                option: "checkin",
                text: "x".into(),
            },
            T::CheckInClosed {
                name: name(),
                opens_at: Some(1_796_497_200_000),
            },
            T::CheckInClosed {
                name: name(),
                opens_at: None,
            },
            T::NotEntered { name: name() },
            T::BadResult("2-0".into()),
            T::ByesSwissOnly { name: name() },
            T::ByesOff { name: name() },
            T::NoByesLeft {
                name: name(),
                allowed: 2,
            },
            T::ByeAlreadyRequested {
                name: name(),
                round: 3,
            },
            T::ByeTooLate { name: name() },
            T::NoSuchRound {
                round: 5,
                rounds: 3,
            },
            T::NoSuchBoard {
                round: 1,
                board: 9,
                boards: 4,
            },
            T::ByeBoard { round: 1, board: 4 },
            T::AdjudicateNotRunning {
                name: name(),
                status: TournamentStatus::Open,
            },
            T::AdjudicateNotRunning {
                name: name(),
                status: TournamentStatus::Finished,
            },
            T::AdjudicateNotRunning {
                name: name(),
                status: TournamentStatus::Cancelled,
            },
            T::MissingRole {
                name: name(),
                role: "42".into(),
            },
            T::TooFewRatedGames {
                name: name(),
                preset: "blitz".into(),
                needed: 5,
                have: 2,
            },
            T::AlreadyBerserk,
            T::Unpairable {
                name: name(),
                after_round: 4,
            },
        ]
    }

    #[test]
    fn every_refusal_is_said_whole_in_every_locale() {
        for r in every_refusal() {
            let en = r.words().text(Locale::EnUs);
            for locale in Locale::ALL {
                let said = r.words().text(locale);
                assert!(
                    !said.contains('⟦') && !said.contains("{$") && !said.contains("{ $"),
                    "{locale:?}: {said}"
                );
                // A bracket's refusal from the pairing crate is verbatim.
                let own = matches!(r, TournamentRefusal::Bracket(_));
                if locale != Locale::EnUs && !own {
                    assert_ne!(said, en, "{locale:?} says it in English");
                }
            }
        }
    }

    #[test]
    fn the_english_is_the_sentence_it_was() {
        use TournamentRefusal as T;
        let said = |r: T| r.to_string();
        assert_eq!(
            said(T::NotAnOptionOf {
                option: "rounds",
                format: Format::Arena
            }),
            "`rounds` is not an option of this arena tournament: it is for swiss tournaments. Create one with `/tournament create swiss`, or leave `rounds` out."
        );
        let choose = said(T::ChooseTournament {
            choices: (1..=12).map(|i| (i, format!("T{i}"))).collect(),
        });
        assert!(
            choose.starts_with("This channel holds several tournaments: **T1** (#1), **T2** (#2),")
                && choose.contains("**T10** (#10), 2 more. Pick one"),
            "{choose}"
        );
        assert_eq!(
            said(T::RoundInProgress {
                round: 2,
                games: vec!["alice vs bob".into(), "carol vs dan".into()],
                no_show_until: Some(1_796_497_200_000),
            }),
            "Round 2 is still being played (alice vs bob, carol vs dan). The next round is paired by itself when its last game ends. A player who has not moved by <t:1796497200:t> loses by forfeit."
        );
        assert_eq!(
            said(T::BadLeadTime {
                option: "checkin",
                text: "x".into()
            }),
            "`checkin:x` is not a duration: write it like `10m`, `1h` or `1d`, or leave it empty for no check-in."
        );
        assert_eq!(
            said(T::NotOrganizer {
                action: "add",
                organizer: "org".into()
            }),
            "Only the organizer (org), a member with Manage Server or one with the server's tournament organizer role may add players to this tournament. Ask one of them (`/tournament settings` shows the role)."
        );
        let byes = |allowed| {
            said(T::NoByesLeft {
                name: "Cup".into(),
                allowed,
            })
        };
        assert!(byes(1).starts_with("You have used your half-point bye in **Cup**."));
        assert!(byes(2).starts_with("You have used your 2 half-point byes in **Cup**."));
        let round = |rounds| said(T::NoSuchRound { round: 5, rounds });
        assert_eq!(
            round(0),
            "There is no round 5: no round has been paired yet."
        );
        assert_eq!(
            round(1),
            "There is no round 5: only round 1 has been paired."
        );
        assert_eq!(
            round(3),
            "There is no round 5: rounds 1 to 3 have been paired."
        );
        assert_eq!(
            said(T::TooFewRatedGames {
                name: "Cup".into(),
                preset: "blitz".into(),
                needed: 5,
                have: 4,
            }),
            "**Cup** needs at least 5 rated games in blitz; you have 4. Play 1 rated game more and join again."
        );
    }

    #[test]
    fn a_refusal_in_french_german_and_russian() {
        use TournamentRefusal as T;
        let joined = T::AlreadyJoined { name: "Cup".into() };
        assert_eq!(
            joined.words().text(Locale::De),
            "Du bist **Cup** schon beigetreten. Warte, bis es beginnt."
        );
        assert_eq!(
            joined.words().text(Locale::Fr),
            "Tu es déjà inscrit à **Cup**. Attends qu'il commence."
        );
        let full = |max| T::Full {
            name: "Cup".into(),
            max,
        };
        let ru = |max| full(max).words().text(Locale::Ru);
        assert!(ru(21).contains("(21 игрок)"), "{}", ru(21));
        assert!(ru(3).contains("(3 игрока)"), "{}", ru(3));
        assert!(ru(5).contains("(5 игроков)"), "{}", ru(5));
        assert!(full(1).words().text(Locale::Fr).contains("(1 joueur)"));
        assert!(full(8).words().text(Locale::Fr).contains("(8 joueurs)"));
        let round = |rounds| T::NoSuchRound { round: 5, rounds }.words().text(Locale::Fr);
        assert_eq!(
            round(0),
            "Il n'y a pas de ronde 5 : aucune ronde n'a encore été appariée."
        );
        assert_eq!(
            round(1),
            "Il n'y a pas de ronde 5 : seule la ronde 1 a été appariée."
        );
        assert_eq!(
            round(4),
            "Il n'y a pas de ronde 5 : les rondes 1 à 4 ont été appariées."
        );
        let games = T::TooFewRatedGames {
            name: "Cup".into(),
            preset: "blitz".into(),
            needed: 5,
            have: 3,
        };
        assert_eq!(
            games.words().text(Locale::Ru),
            "**Cup** требует минимум 5 рейтинговых партий в blitz; у тебя 3. Сыграй ещё 2 рейтинговые партии и запишись снова."
        );
        let byes = |allowed| {
            T::NoByesLeft {
                name: "Cup".into(),
                allowed,
            }
            .words()
            .text(Locale::De)
        };
        assert!(byes(1).starts_with("Du hast dein Halbpunkt-Freilos in **Cup**"));
        assert!(byes(3).starts_with("Du hast deine 3 Halbpunkt-Freilose in **Cup**"));
        let organizer = T::NotOrganizer {
            action: "start",
            organizer: "org".into(),
        };
        assert!(
            organizer
                .words()
                .text(Locale::De)
                .contains("darf dieses Turnier starten.")
        );
    }

    #[test]
    fn a_refusal_view_carries_its_words() {
        let r = TournamentRefusal::NoTournamentHere;
        let v = r.view(&Place::channel("g", "c"), "u1");
        assert_eq!(v.text, r.to_string());
        assert_eq!(v.words, Some(r.words()));
        assert!(v.in_locale(Locale::De).text.starts_with("In diesem Kanal"));
    }
}
