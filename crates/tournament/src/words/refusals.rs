//! The sentence of every refusal ([`TournamentRefusal`]'s `Display`):
//! what is wrong and what to do.

use super::text::count;
use crate::formats::{editing, names, taking};
use crate::state::{TournamentRefusal, TournamentStatus};
use host::plain_text::title;
use locale::{Locale, ids};
use std::fmt;

/// `swiss` or `knockout and double-elimination` tournaments, as a
/// sentence names them.
fn formats_text(names: &[&str]) -> String {
    match names {
        [] => "no".to_string(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

impl fmt::Display for TournamentRefusal {
    /// The sentence the actor reads: what is wrong and what to do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TournamentRefusal as T;
        match self {
            T::Game(r) => write!(f, "{r}"),
            T::BadFormat(s) => write!(
                f,
                "Tournament format `{s}` is not known: choose {}.",
                names()
            ),
            T::NotAnOptionOf { option, format } => {
                let formats = taking(option);
                let create: Vec<String> = formats
                    .iter()
                    .map(|f| format!("`/tournament create {f}`"))
                    .collect();
                write!(
                    f,
                    "`{option}` is not an option of this {} tournament: it is for {} tournaments. Create one with {}, or leave `{option}` out.",
                    format.name(),
                    formats_text(&formats),
                    create.join(" or ")
                )
            }
            T::Knockout(k) => write!(f, "{k}"),
            T::TooManyForBracket { have } => write!(
                f,
                "A knockout bracket takes at most 128 players and {have} have joined: remove some with /tournament kick, or run a Swiss instead."
            ),
            T::Bracket(why) => f.write_str(&why.text(Locale::EnUs)),
            T::MatchResultOrWinner => f.write_str(
                "Give either `result` (the result of the match's game being played, like `1-0`) or `winner` (the player who goes through), not both and not neither.",
            ),
            T::BadStart(s) => write!(
                f,
                "Start time `{s}` is not understood: write `in 2h`, a UTC time like `18:30`, a date and time with a zone like `2026-12-04 19:00 Europe/Berlin`, a Discord timestamp like `<t:1796497200>` or unix seconds; or leave it empty and start the tournament yourself."
            ),
            T::StartPassed { text, at } => write!(
                f,
                "Start time `{text}` is <t:{}:F>, which has already passed: give a time in the future.",
                at.div_euclid(1000)
            ),
            T::StartTooFar(s) => write!(
                f,
                "Start time `{s}` is more than 30 days away: create the tournament closer to its date."
            ),
            T::UnknownZone(z) => write!(
                f,
                "Time zone `{z}` is not known: use an IANA name like `Europe/Berlin`, `America/New_York` or `UTC`."
            ),
            T::BadNoShow(s) => write!(
                f,
                "No-show time `{s}` is not understood: write a number and a unit, like `30s`, `2m`, `5m`, `1h` or `1d`, from 10 seconds to 7 days, or leave it empty for the default (5 minutes; 24 hours with a correspondence time control)."
            ),
            T::BadMoveLimit(s) => write!(
                f,
                "Move limit `{s}` is not understood: write a number and a unit, like `30s`, `2m`, `1h` or `1d`, from 10 seconds to 14 days, or leave it empty for the default (1 day)."
            ),
            T::MoveLimitWithClock => f.write_str(
                "`move_limit` is for tournaments without a clock: with a time control the clock limits each move. Leave `move_limit` out, or create the tournament with `time:none`.",
            ),
            T::BadBye(s) => write!(
                f,
                "Bye points `{s}` are not possible: choose `1` (the default), `0.5` (or `½`) or `0`."
            ),
            T::BadName => f.write_str("Give the tournament a name of 1 to 80 characters."),
            T::BadRounds { rounds } => write!(
                f,
                "{rounds} rounds is not possible: choose 1 to 30 rounds, or leave it empty for a number that suits the players."
            ),
            T::BadMinutes { minutes } => write!(
                f,
                "An arena of {minutes} minutes is not possible: choose 1 to 1440 minutes."
            ),
            T::Settings(e) => write!(f, "{e}"),
            T::NoTournamentHere => f.write_str(
                "There is no open or running tournament in this channel. Create one with /tournament create.",
            ),
            T::EditAfterStart { name } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** has started: it can be edited only before its start. Its results are set with `/tournament result`."
            )
            }
            T::NothingToEdit => f.write_str(
                "Nothing to change: give at least one option to `/tournament edit <format>`: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, a Swiss's `rounds` and `byes`, an arena's `minutes`.",
            ),
            T::EditOtherFormat {
                name,
                format,
                asked,
            } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** is a {0} tournament: change it with `/tournament edit {0}`, not `/tournament edit {1}`.",
                format.name(),
                asked.name()
            )
            }
            T::EditNotForFormat { option, format } => write!(
                f,
                "This {} tournament has no `{option}` to change: `{option}` is for {} tournaments.",
                format.name(),
                formats_text(&editing(option))
            ),
            T::MaxBelowJoined { max, joined } => write!(
                f,
                "{joined} players have joined already: `max_players` cannot be {max}. Give {joined} or more, or kick players first."
            ),
            T::ChooseTournament { choices } => write!(
                f,
                "This channel holds several tournaments: {}. Pick one with the `tournament:` option (it suggests them as you type).",
                {
                    // At most ten named: a message has room for them.
                    let mut named: Vec<String> = choices
                        .iter()
                        .take(10)
                        .map(|(id, name)| format!("**{}** (#{id})", title(name)))
                        .collect();
                    if choices.len() > 10 {
                        named.push(format!("{} more", choices.len() - 10));
                    }
                    named.join(", ")
                }
            ),
            T::TooManyOpenTournaments { limit, open } => write!(
                f,
                "You already have {limit} open tournaments in this server ({}), the most one member may. Finish or cancel one (`/tournament cancel`) before you create another.",
                open.iter()
                    .map(|(id, name)| format!("**{}** (#{id})", title(name)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            T::NoSuchTournament { id } => write!(
                f,
                "There is no tournament #{id}. See the tournaments of this channel with /tournament standings."
            ),
            T::AlreadyJoined { name } => {
                let name = &title(name);
                {
                write!(f, "You have already joined **{name}**. Wait for it to start.")
            }
            }
            T::Full { name, max } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** is full ({max} players). Ask the organizer for room, or join another tournament."
            )
            }
            T::AlreadyStarted { name } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** has started and takes no more entries (a round robin takes none after its start; a Swiss none once its last round is paired; an arena none after its end). Join the next one."
            )
            }
            T::Over { name } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** is over. See its final standings, or create a new tournament."
            )
            }
            T::NotJoined { name } => {
                let name = &title(name);
                write!(
                f,
                "You are not playing in **{name}**. Join it with /tournament join while it is open."
            )
            }
            T::NotRunning { name } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** has not started yet: use /tournament leave to leave it."
            )
            }
            T::AlreadyWithdrawn { name } => {
                let name = &title(name);
                write!(f, "You have already left **{name}**.")
            }
            T::NotOrganizer { action, organizer } => write!(
                f,
                "Only the organizer ({organizer}), a member with Manage Server or one with the server's tournament organizer role may {action} this tournament. Ask one of them (`/tournament settings` shows the role)."
            ),
            T::TooFewPlayers { needed, have } => write!(
                f,
                "A tournament of this format needs at least {needed} players and has {have}. Wait for more players to join."
            ),
            T::RoundInProgress {
                round,
                games,
                no_show_until,
            } => {
                write!(
                    f,
                    "Round {round} is still being played ({}). The next round is paired by itself when its last game ends.",
                    games.join(", ")
                )?;
                match no_show_until {
                    Some(at) => write!(
                        f,
                        " A player who has not moved by <t:{}:t> loses by forfeit.",
                        at / 1000
                    ),
                    None => f.write_str(" Its games are under way: wait for them to end."),
                }
            }
            T::ArenaPairsItself { name } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** is an arena: free players are paired by themselves, there are no rounds to pair."
            )
            }
            T::NoMoreRounds { name } => {
                let name = &title(name);
                write!(
                f,
                "All rounds of **{name}** have been paired; it ends when the last game ends."
            )
            }
            T::NotInTournamentGame => {
                f.write_str("Berserk is for your own arena game, in its thread, before your first move.")
            }
            T::BerserkTooLate => {
                f.write_str("You can berserk only before your first move of the game.")
            }
            T::BerserkNoClock => f.write_str("Berserk halves your clock: this tournament has no clock."),
            T::NoAbortInTournament => f.write_str(
                "Tournament games cannot be aborted. Resign, or leave the tournament with /tournament withdraw.",
            ),
            T::PairingFailed(e) => write!(
                f,
                "The next round could not be paired ({e}). The organizer can try again with /tournament pair."
            ),
            T::NotSwiss => f.write_str(
                "A TRF file exists only for Swiss tournaments; the PGN of every game is attached instead.",
            ),
            T::SaveFailed => f.write_str("Could not save that. Please try again in a moment."),
            T::BadMaxPlayers { max } => write!(
                f,
                "At most {max} players is not possible: choose from 2 to 1,000 players, or leave it empty for 256."
            ),
            T::BadRole(s) => write!(
                f,
                "`{s}` is not a role: pick a role of this server, or leave it empty to let anyone join."
            ),
            T::NeedsStartTime { what } => write!(
                f,
                "`{what}:` needs a start time: add `starts:` (like `in 2h`, `18:30 Europe/Berlin` or `2026-12-04 19:00 UTC`)."
            ),
            T::BadLeadTime { option, text } => write!(
                f,
                "`{option}:{text}` is not a duration: write it like `10m`, `1h` or `1d`{}.",
                if *option == "remind" {
                    ", or `0` for no reminder"
                } else {
                    ", or leave it empty for no check-in"
                }
            ),
            T::CheckInClosed { name, opens_at } => {
                let name = &title(name);
                match opens_at {
                Some(at) => write!(
                    f,
                    "Check-in for **{name}** opens <t:{}:R>: come back then.",
                    at.div_euclid(1000)
                ),
                None => write!(f, "**{name}** has no check-in open now."),
            }
            }
            T::NotEntered { name } => {
                let name = &title(name);
                write!(
                f,
                "You have not joined **{name}**: press Join first, then Check in."
            )
            }
            T::BadResult(s) => write!(
                f,
                "Result `{s}` is not understood: write `1-0`, `0-1`, `1/2` (a draw; `½`, `½-½`, `1/2-1/2` and `0.5-0.5` work too), `+-` (White wins by forfeit), `-+` (Black wins by forfeit) or `0-0` (both lose by forfeit)."
            ),
            T::ByesSwissOnly { name } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** is not a Swiss: half-point byes can be requested only in a Swiss. Withdraw if you cannot play on."
            )
            }
            T::ByesOff { name } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** gives no requested byes. Play your games, or withdraw if you cannot play on."
            )
            }
            T::NoByesLeft { name, allowed } => {
                let name = &title(name);
                write!(
                f,
                "You have used your {} in **{name}**. Play your games, or withdraw if you cannot play on.",
                if *allowed == 1 {
                    "half-point bye".to_string()
                } else {
                    format!("{allowed} half-point byes")
                }
            )
            }
            T::ByeAlreadyRequested { name, round } => {
                let name = &title(name);
                write!(
                f,
                "You have already requested a half-point bye for round {round} of **{name}**: you will not be paired in it."
            )
            }
            T::ByeTooLate { name } => {
                let name = &title(name);
                write!(
                f,
                "The last round of **{name}** is paired: there is no round left to take a bye in. Play your game, or withdraw."
            )
            }
            T::NoSuchRound { round, rounds } => match rounds {
                0 => write!(f, "There is no round {round}: no round has been paired yet."),
                1 => write!(f, "There is no round {round}: only round 1 has been paired."),
                n => write!(
                    f,
                    "There is no round {round}: rounds 1 to {n} have been paired."
                ),
            },
            T::NoSuchBoard {
                round,
                board,
                boards,
            } => match boards {
                1 => write!(
                    f,
                    "There is no board {board} in round {round}: it has board 1 only."
                ),
                n => write!(
                    f,
                    "There is no board {board} in round {round}: its boards are 1 to {n}."
                ),
            },
            T::ByeBoard { round, board } => write!(
                f,
                "Board {board} of round {round} is a bye: it has no game and no result to set. Choose a board with two players."
            ),
            T::AdjudicateNotRunning { name, status } => {
                let name = &title(name);
                match status {
                TournamentStatus::Open => write!(
                    f,
                    "**{name}** has not started yet: there are no results to set."
                ),
                TournamentStatus::Finished => write!(
                    f,
                    "**{name}** is over: its results are final and can no longer be changed."
                ),
                _ => write!(
                    f,
                    "**{name}** was cancelled: there are no results to set."
                ),
            }
            }
            T::MissingRole { name, role } => {
                let name = &title(name);
                {
                write!(f, "You need the role <@&{role}> to join **{name}**.")
            }
            }
            T::TooFewRatedGames {
                name,
                preset,
                needed,
                have,
            } => {
                let name = &title(name);
                write!(
                f,
                "**{name}** needs at least {} in {preset}; you have {have}. Play {} more and join again.",
                count(Locale::EnUs, ids::COUNT_RATED_GAMES, *needed as i64),
                count(Locale::EnUs, ids::COUNT_RATED_GAMES, needed.saturating_sub(*have) as i64),
            )
            }
            T::AlreadyBerserk => f.write_str("You have already gone berserk in this game."),
            T::Unpairable { name, after_round } => {
                let name = &title(name);
                write!(
                f,
                "The next round of **{name}** cannot be paired after round {after_round}: {}. The tournament ends here.",
                locale::text(Locale::EnUs, ids::TOURNAMENT_UNPAIRABLE_REMATCH_OR_BYE, &[])
            )
            }
        }
    }
}
