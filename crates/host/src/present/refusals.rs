//! Why an action was refused, in a sentence that says what to do:
//! [`Refusal::words`], the messages of `locales/*/refusal.ftl`, said in
//! the reader's language at the edge; its `Display` is the en-US
//! sentence.

use super::lists::list;
use crate::refusal::{NoFire, Refusal};
use locale::{Locale, Words, ids};
use std::fmt;

impl fmt::Display for Refusal {
    /// The sentence the actor reads, in en-US: what is wrong and what to do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text(Locale::EnUs))
    }
}

impl Refusal {
    /// The sentence the actor reads, in no language yet (see the module).
    ///
    /// ```
    /// use host::Refusal;
    /// use locale::Locale;
    /// let r = Refusal::WaitForAnswer { defender: "bob".into() };
    /// assert_eq!(r.words().text(Locale::EnUs), "Wait: bob is deciding whether to shoot your missile down.");
    /// assert_eq!(r.to_string(), r.words().text(Locale::EnUs));
    /// ```
    pub fn words(&self) -> Words {
        let game = |id: &str, g: &crate::ids::GameId| Words::new(id).arg("game", g.to_string());
        match self {
            Refusal::NoGameHere => Words::new(ids::REFUSAL_NO_GAME_HERE),
            Refusal::GameOver => Words::new(ids::REFUSAL_GAME_OVER),
            Refusal::NotPlaying => Words::new(ids::REFUSAL_NOT_PLAYING),
            Refusal::NotYourTurn => Words::new(ids::REFUSAL_NOT_YOUR_TURN),
            Refusal::WaitForAnswer { defender } => {
                Words::new(ids::REFUSAL_WAIT_FOR_ANSWER).arg("defender", defender)
            }
            Refusal::AnswerFirst => Words::new(ids::REFUSAL_ANSWER_FIRST),
            Refusal::MissileInAir { launch } => {
                Words::new(ids::REFUSAL_MISSILE_IN_AIR).arg("launch", launch.to_string())
            }
            Refusal::EmptyMove => Words::new(ids::REFUSAL_EMPTY_MOVE),
            Refusal::Illegal(reason) => Words::new(ids::REFUSAL_ILLEGAL)
                .arg("reason", super::moves::move_reason_words(reason)),
            Refusal::NoMissiles { preset } => {
                Words::new(ids::REFUSAL_NO_MISSILES).arg("preset", *preset)
            }
            Refusal::NotASquare(t) => Words::new(ids::REFUSAL_NOT_A_SQUARE).arg("text", t),
            Refusal::CannotFire { square, why } => {
                let why = match why {
                    NoFire::Empty => "empty",
                    NoFire::NotYours => "not-yours",
                    NoFire::NotAPawn => "not-a-pawn",
                    NoFire::StartingRank => "starting-rank",
                    NoFire::NoLegalFlight => "no-legal-flight",
                };
                Words::new(ids::REFUSAL_CANNOT_FIRE)
                    .arg("square", square.to_string())
                    .arg("why", why)
            }
            Refusal::NotSteering => Words::new(ids::REFUSAL_NOT_STEERING),
            Refusal::SelfDestructTooLate => Words::new(ids::REFUSAL_SELF_DESTRUCT_TOO_LATE),
            Refusal::CannotEnter { square, next } if next.is_empty() => {
                Words::new(ids::REFUSAL_CANNOT_ENTER_ANYWHERE).arg("square", square.to_string())
            }
            Refusal::CannotEnter { square, next } => {
                let list: Vec<String> = next.iter().map(|s| s.to_string()).collect();
                Words::new(ids::REFUSAL_CANNOT_ENTER)
                    .arg("square", square.to_string())
                    .arg("next", list.join(", "))
            }
            Refusal::QuestionEnded => Words::new(ids::REFUSAL_QUESTION_ENDED),
            Refusal::QuestionEndedGameOver => Words::new(ids::REFUSAL_QUESTION_ENDED_GAME_OVER),
            Refusal::AnswerForEarlierQuestion => {
                Words::new(ids::REFUSAL_ANSWER_FOR_EARLIER_QUESTION)
            }
            Refusal::TooManyAiGames { games } => {
                let named: Vec<Words> = games
                    .iter()
                    .map(|g| {
                        let at = g.place.thread.as_deref().unwrap_or(&g.place.channel);
                        Words::new(ids::REFUSAL_AI_GAME)
                            .arg("game", g.game.to_string())
                            .arg("level", g.level.to_string())
                            .arg("place", format!("<#{at}>"))
                    })
                    .collect();
                Words::new(ids::REFUSAL_TOO_MANY_AI_GAMES)
                    .arg("count", games.len())
                    .arg("games", list(named, ids::LIST_AND, ids::LIST_AND_MORE))
            }
            Refusal::PositionChanged => Words::new(ids::REFUSAL_POSITION_CHANGED),
            Refusal::NoQuestion => Words::new(ids::REFUSAL_NO_QUESTION),
            Refusal::OnlyOpponentAnswers => Words::new(ids::REFUSAL_ONLY_OPPONENT_ANSWERS),
            Refusal::NotAShootDown { text, labels } => Words::new(ids::REFUSAL_NOT_A_SHOOT_DOWN)
                .arg("text", text)
                .arg("labels", labels.join(", ")),
            Refusal::AmbiguousShootDown { text, matches } => {
                let said = matches
                    .iter()
                    .map(|m| Words::new(ids::LIST_ITEM).arg("item", m));
                Words::new(ids::REFUSAL_AMBIGUOUS_SHOOT_DOWN)
                    .arg("text", text)
                    .arg(
                        "matches",
                        list(said.collect(), ids::LIST_OR, ids::LIST_OR_MORE),
                    )
            }
            Refusal::TooLateToAbort => Words::new(ids::REFUSAL_TOO_LATE_TO_ABORT),
            Refusal::NotAbortable => Words::new(ids::REFUSAL_NOT_ABORTABLE),
            Refusal::BerserkTooLate => Words::new(ids::REFUSAL_BERSERK_TOO_LATE),
            Refusal::BerserkNoClock => Words::new(ids::REFUSAL_BERSERK_NO_CLOCK),
            Refusal::AlreadyBerserk => Words::new(ids::REFUSAL_ALREADY_BERSERK),
            Refusal::AlreadyOfferedDraw => Words::new(ids::REFUSAL_ALREADY_OFFERED_DRAW),
            Refusal::NoDrawOffer => Words::new(ids::REFUSAL_NO_DRAW_OFFER),
            Refusal::OwnDrawOffer => Words::new(ids::REFUSAL_OWN_DRAW_OFFER),
            Refusal::ClaimAfterFlight => Words::new(ids::REFUSAL_CLAIM_AFTER_FLIGHT),
            Refusal::NoClaimsInPawnGame => Words::new(ids::REFUSAL_NO_CLAIMS_IN_PAWN_GAME),
            Refusal::NothingToClaim { repetitions, moves } => {
                Words::new(ids::REFUSAL_NOTHING_TO_CLAIM)
                    .arg("repetitions", *repetitions)
                    .arg("moves", *moves)
            }
            Refusal::MoveLimitNotReached { opponent, left_ms } => {
                Words::new(ids::REFUSAL_MOVE_LIMIT_NOT_REACHED)
                    .arg("opponent", opponent)
                    .arg("left", super::duration_text(*left_ms))
            }
            Refusal::ChallengeNotOpen => Words::new(ids::REFUSAL_CHALLENGE_NOT_OPEN),
            Refusal::ChallengeExpired => Words::new(ids::REFUSAL_CHALLENGE_EXPIRED),
            Refusal::NoSuchGame { game: g } => game(ids::REFUSAL_NO_SUCH_GAME, g),
            Refusal::AnalysisNotOver { game: g } => game(ids::REFUSAL_ANALYSIS_NOT_OVER, g),
            Refusal::NothingToAnalyse { game: g } => game(ids::REFUSAL_NOTHING_TO_ANALYSE, g),
            Refusal::AnalysisUnavailable { game: g } => game(ids::REFUSAL_ANALYSIS_UNAVAILABLE, g),
            Refusal::AnalysisQueueFull { game: g, waiting } => {
                game(ids::REFUSAL_ANALYSIS_QUEUE_FULL, g).arg("waiting", *waiting)
            }
            Refusal::AnalysisMemberShare { game: g, limit } => {
                game(ids::REFUSAL_ANALYSIS_MEMBER_SHARE, g).arg("limit", *limit)
            }
            Refusal::AnalysisServerShare { game: g, limit } => {
                game(ids::REFUSAL_ANALYSIS_SERVER_SHARE, g).arg("limit", *limit)
            }
            Refusal::RematchNotOver { game: g } => game(ids::REFUSAL_REMATCH_NOT_OVER, g),
            Refusal::NoRematch { game: g } => game(ids::REFUSAL_NO_REMATCH, g),
            Refusal::RematchNotYours { game: g, players } => {
                game(ids::REFUSAL_REMATCH_NOT_YOURS, g)
                    .arg("white", &players[0])
                    .arg("black", &players[1])
            }
            Refusal::RematchOffered { opponent, open_ms } => {
                Words::new(ids::REFUSAL_REMATCH_OFFERED)
                    .arg("opponent", opponent)
                    .arg("open", crate::duration::said(*open_ms))
            }
            Refusal::RematchExpired { open_ms } => Words::new(ids::REFUSAL_REMATCH_EXPIRED)
                .arg("open", crate::duration::said(*open_ms)),
            Refusal::RematchStarted { game: Some(g) } => game(ids::REFUSAL_REMATCH_STARTED, g),
            Refusal::RematchStarted { game: None } => {
                Words::new(ids::REFUSAL_REMATCH_STARTED_ELSEWHERE)
            }
            Refusal::RematchClosed => Words::new(ids::REFUSAL_REMATCH_CLOSED),
            Refusal::OwnChallenge => Words::new(ids::REFUSAL_OWN_CHALLENGE),
            Refusal::ChallengeForOther { name } => Words::new(ids::REFUSAL_CHALLENGE_FOR_OTHER)
                .arg("name", crate::plain_text::member(name)),
            Refusal::ChallengeSelf => Words::new(ids::REFUSAL_CHALLENGE_SELF),
            Refusal::OnlyChallengerCancels => Words::new(ids::REFUSAL_ONLY_CHALLENGER_CANCELS),
            Refusal::OpenChallengeDecline => Words::new(ids::REFUSAL_OPEN_CHALLENGE_DECLINE),
            Refusal::NotYourChallenge => Words::new(ids::REFUSAL_NOT_YOUR_CHALLENGE),
            Refusal::TooManyChallenges { limit } => {
                Words::new(ids::REFUSAL_TOO_MANY_CHALLENGES).arg("limit", *limit)
            }
            Refusal::TwoPlayersNeeded => Words::new(ids::REFUSAL_TWO_PLAYERS_NEEDED),
            Refusal::PlaceTaken { thread: true } => Words::new(ids::REFUSAL_PLACE_TAKEN_THREAD),
            Refusal::PlaceTaken { thread: false } => Words::new(ids::REFUSAL_PLACE_TAKEN_CHANNEL),
            Refusal::Settings(e) => Words::new(ids::REFUSAL_SETTINGS).arg("reason", e.words()),
            Refusal::SaveFailed => Words::new(ids::REFUSAL_SAVE_FAILED),
            Refusal::LeaderboardUnavailable => Words::new(ids::REFUSAL_LEADERBOARD_UNAVAILABLE),
            Refusal::ProfileUnavailable => Words::new(ids::REFUSAL_PROFILE_UNAVAILABLE),
            Refusal::ShuttingDown => Words::new(ids::REFUSAL_SHUTTING_DOWN),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Place;
    use crate::refusal::AiGameRef;

    #[test]
    fn lists_read_as_sentences_in_en_us() {
        let ai = |game, level| AiGameRef {
            game,
            level,
            place: Place::channel("g", "c1"),
        };
        let r = Refusal::TooManyAiGames {
            games: vec![ai(3, 1), ai(4, 8)],
        };
        assert_eq!(
            r.to_string(),
            "You already have 2 unfinished games against the AI in this server: game 3 (level 1) in <#c1> and game 4 (level 8) in <#c1>. Finish or resign one of them before starting another."
        );
        let r = Refusal::AmbiguousShootDown {
            text: "nxe6".into(),
            matches: vec!["Nbxe6".into(), "Ncxe6".into(), "Nfxe6".into()],
        };
        assert_eq!(
            r.to_string(),
            "`nxe6` could mean Nbxe6, Ncxe6 or Nfxe6: type it exactly as shown (capital letters for pieces)."
        );
    }

    #[test]
    fn every_refusal_is_said_in_every_locale_without_a_missing_message() {
        let samples = [
            Refusal::CannotFire {
                square: "e4".parse().unwrap(),
                why: NoFire::StartingRank,
            },
            Refusal::NothingToClaim {
                repetitions: 1,
                moves: 22,
            },
            Refusal::RematchExpired { open_ms: 600_000 },
            Refusal::CannotEnter {
                square: "e5".parse().unwrap(),
                next: Vec::new(),
            },
        ];
        for l in Locale::ALL {
            for r in &samples {
                let said = r.words().text(l);
                assert!(!said.contains('⟦') && !said.contains('{'), "{l}: {said}");
            }
        }
        // The select on why: each reason its own words.
        let fire = |why| Refusal::CannotFire {
            square: "e4".parse().unwrap(),
            why,
        };
        assert!(
            fire(NoFire::StartingRank)
                .to_string()
                .contains("starting rank")
        );
        assert!(fire(NoFire::NotYours).to_string().contains("not your pawn"));
    }
}
