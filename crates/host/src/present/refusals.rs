//! Why an action was refused, in a sentence that says what to do
//! ([`Refusal`]'s `Display`).

use super::count;
use crate::refusal::{NoFire, Refusal};
use std::fmt;

impl fmt::Display for Refusal {
    /// The sentence the actor reads: what is wrong and what to do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoGameHere => {
                f.write_str("There is no game in progress here. Start one with a challenge.")
            }
            Refusal::GameOver => f.write_str("This game is over."),
            Refusal::NotPlaying => f.write_str("You are not playing in this game."),
            Refusal::NotYourTurn => f.write_str("It is not your turn."),
            Refusal::WaitForAnswer { defender } => write!(
                f,
                "Wait: {defender} is deciding whether to shoot your missile down."
            ),
            Refusal::AnswerFirst => f.write_str(
                "Answer the shoot-down question first (shoot the missile down or let it pass).",
            ),
            Refusal::MissileInAir { launch } => write!(
                f,
                "Your missile from {launch} is in the air: steer it on (type or choose its next square)."
            ),
            Refusal::EmptyMove => {
                f.write_str("Type a move, e.g. e4, Nf3, e2e4, or a flight like e4>e5>e6>d7.")
            }
            Refusal::Illegal(reason) => f.write_str(reason),
            Refusal::NoMissiles { preset } => {
                write!(f, "There are no missiles in {preset}: play an ordinary move.")
            }
            Refusal::NotASquare(t) => write!(
                f,
                "`{t}` is not a square: write a file a-h and a rank 1-8, like e4."
            ),
            Refusal::CannotFire { square, why } => {
                let why = match why {
                    NoFire::Empty => "that square is empty",
                    NoFire::NotYours => "that is not your pawn",
                    NoFire::NotAPawn => "only pawns fire",
                    NoFire::StartingRank => "a pawn on its starting rank may not fire",
                    NoFire::NoLegalFlight => {
                        "it has no legal flight (cooldown, a pin or a check may prevent it)"
                    }
                };
                write!(f, "The piece on {square} cannot fire now: {why}.")
            }
            Refusal::NotSteering => f.write_str(
                "No missile is being steered: choose a pawn to fire first (e.g. fire e4).",
            ),
            Refusal::SelfDestructTooLate => {
                f.write_str("The pawn may self-destruct only before its first step.")
            }
            Refusal::CannotEnter { square, next } => {
                let list: Vec<String> = next.iter().map(|s| s.to_string()).collect();
                write!(
                    f,
                    "The missile cannot enter {square} next; it may enter: {}.",
                    if list.is_empty() {
                        "nothing".to_string()
                    } else {
                        list.join(", ")
                    }
                )
            }
            Refusal::QuestionEnded => f.write_str("This question has ended."),
            Refusal::QuestionEndedGameOver => {
                f.write_str("This question has ended: the game is over.")
            }
            Refusal::AnswerForEarlierQuestion => f.write_str(
                "Your answer was written before this question was asked, so it is not applied: look at the new question and answer it.",
            ),
            Refusal::TooManyAiGames { games } => {
                let named: Vec<String> = games
                    .iter()
                    .map(|g| {
                        let at = g.place.thread.as_deref().unwrap_or(&g.place.channel);
                        format!("game {} (level {}) in <#{at}>", g.game, g.level)
                    })
                    .collect();
                write!(
                    f,
                    "You already have {} unfinished games against the AI in this server: {}. Finish or resign one of them before starting another.",
                    games.len(),
                    named.join(" and ")
                )
            }
            Refusal::PositionChanged => f.write_str(
                "The position changed since your message was written, so it is not played: look at the board again and send your move anew.",
            ),
            Refusal::NoQuestion => f.write_str("There is no shoot-down question to answer."),
            Refusal::OnlyOpponentAnswers => {
                f.write_str("Only your opponent may answer this question.")
            }
            Refusal::NotAShootDown { text, labels } => write!(
                f,
                "`{text}` is not a shoot-down here; choose {} or let it pass.",
                labels.join(", ")
            ),
            Refusal::AmbiguousShootDown { text, matches } => write!(
                f,
                "`{text}` could mean {}: type it exactly as shown (capital letters for pieces).",
                matches.join(" or ")
            ),
            Refusal::TooLateToAbort => f.write_str(
                "Both sides have moved: the game can no longer be aborted (resign or offer a draw).",
            ),
            Refusal::NotAbortable => f.write_str(
                "This game was paired for you and cannot be aborted: resign instead, or withdraw from the event that paired it.",
            ),
            Refusal::BerserkTooLate => {
                f.write_str("You can berserk only before your first move of the game.")
            }
            Refusal::BerserkNoClock => {
                f.write_str("Berserk halves your clock: this game has no live clock.")
            }
            Refusal::AlreadyBerserk => {
                f.write_str("You have already berserked in this game: your clock is halved once.")
            }
            Refusal::AlreadyOfferedDraw => f.write_str("You have already offered a draw."),
            Refusal::NoDrawOffer => f.write_str("There is no draw offer to answer."),
            Refusal::OwnDrawOffer => {
                f.write_str("You made this draw offer; your opponent answers it.")
            }
            Refusal::ClaimAfterFlight => f.write_str("Claim after the missile's flight is over."),
            Refusal::NoClaimsInPawnGame => f.write_str(
                "Draws cannot be claimed in the Pawn Game: offer a draw instead.",
            ),
            Refusal::NothingToClaim { repetitions, moves } => write!(
                f,
                "No draw to claim: this position has occurred {} (3 needed) and {} were made without a capture, pawn move or flight (50 needed).",
                count(*repetitions as i64, "time", "times"),
                count(*moves as i64, "move", "moves")
            ),
            Refusal::MoveLimitNotReached { opponent, left_ms } => write!(
                f,
                "Nothing to claim yet: {opponent} still has {} to move. If the move limit runs out first, `/claim` wins the game.",
                super::duration_text(*left_ms)
            ),
            Refusal::ChallengeNotOpen => f.write_str("This challenge is no longer open."),
            Refusal::ChallengeExpired => f.write_str("This challenge has expired."),
            Refusal::NoSuchGame { game } => write!(
                f,
                "There is no game {game} in this server: give the number its final message shows."
            ),
            Refusal::AnalysisNotOver { game } => write!(
                f,
                "Game {game} is still being played: it can be analysed once it is over."
            ),
            Refusal::NothingToAnalyse { game } => write!(
                f,
                "Game {game} ended before any move was played: there is nothing to analyse."
            ),
            Refusal::AnalysisUnavailable { game } => write!(
                f,
                "Game {game} cannot be analysed right now: its record could not be read. Try again in a minute."
            ),
            Refusal::AnalysisQueueFull { game, waiting } => write!(
                f,
                "Game {game} cannot join the analysis queue now: {waiting} games are waiting already. Ask again in a few minutes."
            ),
            Refusal::AnalysisMemberShare { game, limit } => write!(
                f,
                "Game {game} cannot join the analysis queue: you already have {} waiting or being analysed, the most one member may. Ask again once one of them is done.",
                count(*limit as i64, "game", "games")
            ),
            Refusal::AnalysisServerShare { game, limit } => write!(
                f,
                "Game {game} cannot join the analysis queue: this server already has {} waiting or being analysed, its share of the queue (other servers share it too). Ask again once one of them is done.",
                count(*limit as i64, "game", "games")
            ),
            Refusal::RematchNotOver { game } => write!(
                f,
                "Game {game} is still being played: a rematch can be offered once it is over."
            ),
            Refusal::NoRematch { game } => write!(
                f,
                "Game {game} has no rematch: only casual and rated games between two members offer one, not tournament games or games against the AI. Start a new game with `/challenge`."
            ),
            Refusal::RematchNotYours { game, players } => write!(
                f,
                "Only {} and {}, who played game {game}, can take its rematch. Start a game of your own with `/challenge`.",
                players[0], players[1]
            ),
            Refusal::RematchOffered { opponent, open_ms } => write!(
                f,
                "You have offered the rematch already: it is {opponent}'s to accept (with **Rematch** or **Accept**) within {} of your offer.",
                crate::duration::words(*open_ms)
            ),
            Refusal::RematchExpired { open_ms } => write!(
                f,
                "This rematch offer has expired: it was open for {}. Start a new game with `/challenge`.",
                crate::duration::words(*open_ms)
            ),
            Refusal::RematchStarted { game: Some(g) } => {
                write!(f, "The rematch has started already: it is game {g}.")
            }
            Refusal::RematchStarted { game: None } => {
                f.write_str("The rematch has started already.")
            }
            Refusal::RematchClosed => f.write_str(
                "This rematch offer was declined or withdrawn. Start a new game with `/challenge`.",
            ),
            Refusal::OwnChallenge => f.write_str("You cannot accept your own challenge."),
            Refusal::ChallengeForOther { name } => {
                write!(f, "This challenge is for {} only.", crate::plain_text::member(name))
            }
            Refusal::ChallengeSelf => f.write_str(
                "You cannot challenge yourself: name another player, or leave the opponent empty for an open challenge.",
            ),
            Refusal::OnlyChallengerCancels => {
                f.write_str("Only the challenger can cancel this challenge.")
            }
            Refusal::OpenChallengeDecline => f.write_str(
                "This challenge is open to anyone: accept it, or leave it for someone else.",
            ),
            Refusal::NotYourChallenge => f.write_str("This challenge is not for you."),
            Refusal::TooManyChallenges { limit } => write!(
                f,
                "You already have {} open on this server (the limit): wait for an answer, or withdraw one with its Decline button.",
                count(*limit as i64, "challenge", "challenges")
            ),
            Refusal::TwoPlayersNeeded => f.write_str("A game needs two different players."),
            Refusal::PlaceTaken { thread: true } => {
                f.write_str("A game is already being played in this thread.")
            }
            Refusal::PlaceTaken { thread: false } => f.write_str(
                "A game is already being played in this channel: play the next one in a thread.",
            ),
            Refusal::Settings(e) => write!(f, "{e}"),
            Refusal::SaveFailed => f.write_str(
                "Your action could not be saved (storage problem); nothing changed. Try again in a moment.",
            ),
            Refusal::LeaderboardUnavailable => {
                f.write_str("The leaderboard cannot be read right now; try again later.")
            }
            Refusal::ProfileUnavailable => {
                f.write_str("The profile cannot be read right now; try again later.")
            }
            Refusal::ShuttingDown => f.write_str(
                "The bot is restarting: nothing changed. Try again in a minute.",
            ),
        }
    }
}
