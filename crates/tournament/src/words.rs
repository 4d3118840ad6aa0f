//! The tournament texts: refusals (`TournamentRefusal`'s `Display`), the
//! announcement, rounds' pairings, results, standings and the end.

use crate::state::{
    Adjudicated, BoardResult, FinishReason, Format, Joined, StandingLine, TState,
    TournamentRefusal, TournamentStatus,
};
use host::{Player, TimeControl};
use std::fmt;

/// `1 point`, `2 points`: a count and its noun, singular for one.
fn count(n: i64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
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
                "Tournament format `{s}` is not known: choose swiss, round-robin, double-round-robin, arena, knockout or double-elimination."
            ),
            T::Knockout(k) => write!(f, "{k}"),
            T::TooManyForBracket { have } => write!(
                f,
                "A knockout bracket takes at most 128 players and {have} have joined: remove some with /tournament kick, or run a Swiss instead."
            ),
            T::Bracket(why) => write!(f, "{why}"),
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
            T::EditAfterStart { name } => write!(
                f,
                "**{name}** has started: it can be edited only before its start. Its results are set with `/tournament result`."
            ),
            T::NothingToEdit => f.write_str(
                "Nothing to change: give at least one option to `/tournament edit <format>`: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, a Swiss's `rounds` and `byes`, an arena's `minutes`.",
            ),
            T::EditOtherFormat {
                name,
                format,
                asked,
            } => write!(
                f,
                "**{name}** is a {0} tournament: change it with `/tournament edit {0}`, not `/tournament edit {1}`.",
                format.name(),
                asked.name()
            ),
            T::EditNotForFormat { option, format } => write!(
                f,
                "A {} tournament has no `{option}` to change (`rounds` is a Swiss's, `minutes` an arena's).",
                format.name()
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
                        .map(|(id, name)| format!("**{name}** (#{id})"))
                        .collect();
                    if choices.len() > 10 {
                        named.push(format!("{} more", choices.len() - 10));
                    }
                    named.join(", ")
                }
            ),
            T::NoSuchTournament { id } => write!(
                f,
                "There is no tournament #{id}. See the tournaments of this channel with /tournament standings."
            ),
            T::AlreadyJoined { name } => {
                write!(f, "You have already joined **{name}**. Wait for it to start.")
            }
            T::Full { name, max } => write!(
                f,
                "**{name}** is full ({max} players). Ask the organizer for room, or join another tournament."
            ),
            T::AlreadyStarted { name } => write!(
                f,
                "**{name}** has started and takes no more entries (a round robin takes none after its start; a Swiss none once its last round is paired; an arena none after its end). Join the next one."
            ),
            T::Over { name } => write!(
                f,
                "**{name}** is over. See its final standings, or create a new tournament."
            ),
            T::NotJoined { name } => write!(
                f,
                "You are not playing in **{name}**. Join it with /tournament join while it is open."
            ),
            T::NotRunning { name } => write!(
                f,
                "**{name}** has not started yet: use /tournament leave to leave it."
            ),
            T::AlreadyWithdrawn { name } => write!(f, "You have already left **{name}**."),
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
            T::ArenaPairsItself { name } => write!(
                f,
                "**{name}** is an arena: free players are paired by themselves, there are no rounds to pair."
            ),
            T::NoMoreRounds { name } => write!(
                f,
                "All rounds of **{name}** have been paired; it ends when the last game ends."
            ),
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
            T::CheckInClosed { name, opens_at } => match opens_at {
                Some(at) => write!(
                    f,
                    "Check-in for **{name}** opens <t:{}:R>: come back then.",
                    at.div_euclid(1000)
                ),
                None => write!(f, "**{name}** has no check-in open now."),
            },
            T::NotEntered { name } => write!(
                f,
                "You have not joined **{name}**: press Join first, then Check in."
            ),
            T::BadResult(s) => write!(
                f,
                "Result `{s}` is not understood: write `1-0`, `0-1`, `1/2` (a draw; `½`, `½-½`, `1/2-1/2` and `0.5-0.5` work too), `+-` (White wins by forfeit), `-+` (Black wins by forfeit) or `0-0` (both lose by forfeit)."
            ),
            T::ByesSwissOnly { name } => write!(
                f,
                "**{name}** is not a Swiss: half-point byes can be requested only in a Swiss. Withdraw if you cannot play on."
            ),
            T::ByesOff { name } => write!(
                f,
                "**{name}** gives no requested byes. Play your games, or withdraw if you cannot play on."
            ),
            T::NoByesLeft { name, allowed } => write!(
                f,
                "You have used your {} in **{name}**. Play your games, or withdraw if you cannot play on.",
                if *allowed == 1 {
                    "half-point bye".to_string()
                } else {
                    format!("{allowed} half-point byes")
                }
            ),
            T::ByeAlreadyRequested { name, round } => write!(
                f,
                "You have already requested a half-point bye for round {round} of **{name}**: you will not be paired in it."
            ),
            T::ByeTooLate { name } => write!(
                f,
                "The last round of **{name}** is paired: there is no round left to take a bye in. Play your game, or withdraw."
            ),
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
            T::AdjudicateNotRunning { name, status } => match status {
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
            },
            T::MissingRole { name, role } => {
                write!(f, "You need the role <@&{role}> to join **{name}**.")
            }
            T::TooFewRatedGames {
                name,
                preset,
                needed,
                have,
            } => write!(
                f,
                "**{name}** needs at least {} in {preset}; you have {have}. Play {} more and join again.",
                count(*needed as i64, "rated game", "rated games"),
                count(needed.saturating_sub(*have) as i64, "rated game", "rated games"),
            ),
            T::AlreadyBerserk => f.write_str("You have already gone berserk in this game."),
            T::Unpairable { name, after_round } => write!(
                f,
                "The next round of **{name}** cannot be paired after round {after_round}: {}. The tournament ends here.",
                crate::state::UNPAIRABLE_WHY
            ),
        }
    }
}

fn tournament_title(t: &TState) -> String {
    format!("**{}** (#{}, {})", t.name, t.id, t.format.name())
}

fn mention(p: &Player) -> String {
    format!("<@{}>", p.id)
}

pub(crate) fn tournament_created_text(t: &TState) -> String {
    let mut s = format!(
        "🏆 {} by {}: {}, {}{}, {}.",
        tournament_title(t),
        t.organizer.name,
        t.settings.preset.name(),
        match t.settings.time {
            TimeControl::Unlimited => "no clock".to_string(),
            time => time.to_string(),
        },
        if t.settings.king_strikes {
            ", king strikes"
        } else {
            ""
        },
        if t.settings.rated { "rated" } else { "casual" },
    );
    match t.format {
        Format::Swiss if t.rounds_total > 0 => s += &format!(" {} rounds.", t.rounds_total),
        Format::RoundRobin if t.double => s += " Double round robin.",
        Format::Arena => s += &format!(" {} minutes.", t.minutes),
        Format::Knockout | Format::DoubleElimination => s += &knockout_rules_text(t),
        _ => {}
    }
    if t.format == Format::Swiss {
        s += &format!(" A bye is worth {}.", bye_text(t));
        s += &requested_byes_text(t);
    }
    s += &format!(
        " Make your first move within {} or lose by forfeit.",
        span_text(t.no_show_ms)
    );
    if let Some(ms) = t.move_limit_ms() {
        s += &format!(
            " Without a clock, each move within {}: a player who lets it pass loses the game.",
            span_text(ms)
        );
    }
    if let Some(m) = t.max_players {
        s += &format!(" At most {m} players.");
    }
    s += &entry_conditions_text(t);
    if let Some(role) = &t.winner_role {
        s += &format!(" The winner gets <@&{role}>.");
    }
    match t.starts_at {
        Some(at) => {
            let secs = at.div_euclid(1000);
            s += &format!(" Starts <t:{secs}:F> (<t:{secs}:R>).");
            if let Some(open) = t.checkin_opens_at() {
                s += &format!(
                    " Check-in opens <t:{}:R>: players who have not checked in by the start are withdrawn.",
                    open.div_euclid(1000)
                );
            }
            if t.repeat != crate::repeat::Repeat::None {
                s += &format!(
                    " Repeats {} (edition {}){}.",
                    t.repeat.name(),
                    t.edition.max(1),
                    series_hour_text(t)
                );
            }
        }
        None if t.status == TournamentStatus::Open => s += " The organizer starts it.",
        None => {}
    }
    s
}

/// The announcement: what it is, where it stands (open, running: round N
/// of M or when the arena ends, finished, cancelled), then who entered.
pub(crate) fn tournament_announcement_text(t: &TState) -> String {
    let mut s = tournament_created_text(t);
    s += "\n";
    s += &match t.status {
        TournamentStatus::Open => "Open: press Join to enter.".to_string(),
        TournamentStatus::Running => match (t.format, t.ends_at) {
            (Format::Arena, Some(end)) => format!(
                "Running: ends at <t:{}:t>. Late entries welcome: press Join.",
                end / 1000
            ),
            (Format::Knockout | Format::DoubleElimination, _) => {
                "Running: the bracket post below shows where it stands.".to_string()
            }
            _ => {
                let mut r = format!("Running: round {} of {}.", t.rounds.len(), t.rounds_total);
                if t.format == Format::Swiss && (t.rounds.len() as u32) < t.rounds_total {
                    r += " Late entries until the last round starts: press Join.";
                }
                r
            }
        },
        TournamentStatus::Finished => "Finished: see the final standings below.".to_string(),
        TournamentStatus::Cancelled => "Cancelled.".to_string(),
    };
    if t.entrants.is_empty() {
        s += "\nNo entrants yet: press Join.";
    } else {
        let names: Vec<String> = t
            .entrants
            .iter()
            .map(|e| {
                if e.withdrawn {
                    format!("{} (withdrawn)", e.player.name)
                } else {
                    e.player.name.clone()
                }
            })
            .collect();
        s += &format!(
            "\nEntrants ({}): {}.",
            t.entrants.len(),
            entrant_list(&names)
        );
    }
    s
}

/// The most characters of entrant names the announcement shows: it is
/// edited at every join, so it stays one message however many join.
const MAX_ENTRANT_LIST: usize = 1200;

/// The entrants' names, comma-separated; when they would not fit in the
/// announcement, as many as fit and how many more there are (never a
/// name cut in half).
fn entrant_list(names: &[String]) -> String {
    let mut shown = String::new();
    for (i, n) in names.iter().enumerate() {
        let more = names.len() - i;
        if shown.len() + n.len() + 2 > MAX_ENTRANT_LIST && more > 1 {
            return format!("{shown} and {more} more (`/tournament standings` lists everyone)");
        }
        if !shown.is_empty() {
            shown.push_str(", ");
        }
        shown.push_str(n);
    }
    shown
}

/// A player entered a running tournament (or came back to an arena).
pub(crate) fn tournament_late_join_text(t: &TState, p: &Player, joined: Joined) -> String {
    match (joined, t.format) {
        (Joined::Back, _) => format!(
            "{} is back in {}: paired again as soon as an opponent is free.",
            p.name,
            tournament_title(t)
        ),
        (_, Format::Arena) => format!(
            "{} joined {}: paired as soon as an opponent is free.",
            p.name,
            tournament_title(t)
        ),
        _ => format!(
            "{} joined {} late, from round {}; rounds missed: {}, each unplayed (0 points).",
            p.name,
            tournament_title(t),
            t.rounds.len() + 1,
            t.rounds.len()
        ),
    }
}

pub(crate) fn tournament_left_text(t: &TState, p: &Player) -> String {
    format!("{} left {}.", p.name, tournament_title(t))
}

pub(crate) fn tournament_withdrawn_text(t: &TState, p: &Player, kicked: bool) -> String {
    if kicked {
        format!(
            "{} was removed from {}: any game in progress is lost by forfeit.",
            p.name,
            tournament_title(t)
        )
    } else {
        format!(
            "{} withdrew from {}: any game in progress is lost by forfeit.",
            p.name,
            tournament_title(t)
        )
    }
}

/// The organizer `by` entered `p` before the start.
/// `/tournament add`: tells the added member, by a ping, who entered them
/// and how to leave.
pub(crate) fn tournament_added_text(t: &TState, p: &Player, by: &Player) -> String {
    format!(
        "<@{}>, {} added you (**{}**) to {}. Not playing? Press **Leave** below (or `/tournament leave`).",
        p.id,
        by.name,
        p.name,
        tournament_title(t)
    )
}

pub(crate) fn tournament_cancelled_text(t: &TState) -> String {
    format!("{} was cancelled by its organizer.", tournament_title(t))
}

/// Cancelled at its start time for too few players: `Friday Swiss is
/// cancelled: 1 player joined, at least 3 are needed.`
pub(crate) fn tournament_cancelled_too_few_text(t: &TState) -> String {
    let have = t.entrants.len();
    format!(
        "{} is cancelled: {} joined, at least {} {} needed.",
        tournament_title(t),
        count(have as i64, "player", "players"),
        t.min_players(),
        if t.min_players() == 1 { "is" } else { "are" }
    )
}

/// The requested byes of a Swiss, for the announcement: ` Each player may
/// request 1 half-point bye (½ point, not paired that round).`, or that
/// there are none.
fn requested_byes_text(t: &TState) -> String {
    match t.byes {
        0 => " Half-point byes cannot be requested.".to_string(),
        1 => " Each player may request 1 half-point bye (½ point, not paired that round)."
            .to_string(),
        n => format!(
            " Each player may request up to {n} half-point byes (½ point each, not paired that round)."
        ),
    }
}

/// The entry conditions, for the announcement (empty when there are
/// none): ` Entry: members with <@&id>, at least 5 rated cruise games.`
fn entry_conditions_text(t: &TState) -> String {
    let mut parts = Vec::new();
    if let Some(role) = &t.role {
        parts.push(format!("members with <@&{role}>"));
    }
    if let Some(n) = t.min_games {
        parts.push(format!(
            "at least {} in {}",
            count(n as i64, "rated game", "rated games"),
            t.settings.preset.name()
        ));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(" Entry: {}.", parts.join(", "))
    }
}

/// A player requested a half-point bye for round `round`.
pub(crate) fn bye_requested_text(t: &TState, p: &Player, round: u32) -> String {
    let left = t
        .entrant_of(&p.id)
        .map(|e| t.byes.saturating_sub(t.byes_taken(e.seed) + 1))
        .unwrap_or(0);
    format!(
        "{} takes a half-point bye in round {round} of {}: not paired, ½ point. Byes left: {left}.",
        p.name,
        tournament_title(t)
    )
}

/// The organizer `by` set a board's result (after [`TState::adjudicate`]):
/// `Result corrected by Ann: round 2, board 3: Bob 1-0 Cy (was ½-½).`
pub(crate) fn adjudicated_text(t: &TState, a: &Adjudicated, by: &Player) -> String {
    let r = &t.rounds[a.round_index];
    let was = match a.previous {
        Some(p) => format!("was {}", p.score()),
        None => "its game is stopped".to_string(),
    };
    format!(
        "Result set by {} in {}: round {}, board {}: {} ({was}).",
        by.name,
        tournament_title(t),
        r.number,
        a.board_index + 1,
        board_result_text(t, a.round_index, a.board_index).trim_end_matches('.')
    )
}

/// Why it ended early, for the final post: `Friday Swiss is over after
/// round 3: the next round cannot be paired (every pairing left would be a
/// rematch or a second bye).` `None` when it played all its rounds.
pub(crate) fn tournament_finish_reason_text(t: &TState) -> Option<String> {
    match t.finish_reason.as_ref()? {
        FinishReason::Unpairable { after_round, why } => Some(format!(
            "{} is over after round {after_round}: the next round cannot be paired ({why}).",
            tournament_title(t)
        )),
    }
}

/// Where a series keeps its hour: `, at 19:00 Europe/Berlin` (nothing
/// for one stored before zones were kept).
fn series_hour_text(t: &TState) -> String {
    match (&t.zone, &t.local_start) {
        (Some(zone), Some(wall)) => {
            format!(", at {} {zone}", wall.get(..5).unwrap_or(wall))
        }
        _ => String::new(),
    }
}

/// `/tournament edit` done: who changed what, in the channel (the
/// announcement above is edited to show it).
pub(crate) fn tournament_edited_text(t: &TState, changed: &[&str], by: &Player) -> String {
    let what = match changed {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    };
    let mut s = format!(
        "✏️ {} changed the {what} of {}.",
        by.name,
        tournament_title(t)
    );
    if let Some(at) = t.starts_at.filter(|_| changed.contains(&"start")) {
        let secs = at.div_euclid(1000);
        s += &format!(" It now starts <t:{secs}:F> (<t:{secs}:R>).");
    }
    s += " The announcement shows it as it is now.";
    s
}

/// `/tournament list`: the server's open and running tournaments and
/// series (`live`, in the order shown), one line each with where and when.
pub(crate) fn tournament_list_text(live: &[TState]) -> String {
    /// Lines shown at most (a message has room for them).
    const MAX_LINES: usize = 20;
    if live.is_empty() {
        return "No tournament is open, scheduled or running on this server. Create one with `/tournament create` (`repeat:weekly` makes it a series).".to_string();
    }
    let mut s = format!("Tournaments of this server ({}):", live.len());
    for t in live.iter().take(MAX_LINES) {
        s += &format!("\n• {} in <#{}>: ", tournament_title(t), t.place.channel);
        s += &match (t.status, t.starts_at) {
            (TournamentStatus::Open, Some(at)) => {
                let secs = at.div_euclid(1000);
                format!("starts <t:{secs}:F> (<t:{secs}:R>)")
            }
            (TournamentStatus::Open, None) => "open, the organizer starts it".to_string(),
            _ => match (t.format, t.ends_at) {
                (Format::Arena, Some(end)) => format!("running, ends <t:{}:t>", end / 1000),
                _ => format!("running, round {} of {}", t.rounds.len(), t.rounds_total),
            },
        };
        if t.repeat != crate::repeat::Repeat::None {
            s += &format!(
                "; repeats {}{} (edition {})",
                t.repeat.name(),
                series_hour_text(t),
                t.edition.max(1)
            );
        }
        let players = t.entrants.iter().filter(|e| !e.withdrawn).count();
        s += &format!(
            "; {players} {}.",
            if players == 1 { "player" } else { "players" }
        );
    }
    if live.len() > MAX_LINES {
        s += &format!("\n… and {} more.", live.len() - MAX_LINES);
    }
    s
}

/// The reminder before a scheduled start, to every joined player.
pub(crate) fn tournament_reminder_text(t: &TState, now: i64) -> String {
    let at = t.starts_at.unwrap_or_default().div_euclid(1000);
    let mut s = format!("⏰ {} starts <t:{at}:R>.", tournament_title(t));
    if t.checkin_open(now) {
        s += " Press Check in below if you have not, or you will be withdrawn at the start.";
    } else if let Some(open) = t.checkin_opens_at() {
        s += &format!(
            " Check-in opens <t:{}:R>: press Check in below then, or you will be withdrawn at the start.",
            open.div_euclid(1000)
        );
    }
    s
}

/// Check-in is open, to every joined player.
pub(crate) fn checkin_open_text(t: &TState) -> String {
    let at = t.starts_at.unwrap_or_default().div_euclid(1000);
    format!(
        "✅ Check-in for {} is open: press Check in below before the start (<t:{at}:R>), or you will be withdrawn.",
        tournament_title(t)
    )
}

/// The entrants withdrawn at the start for not checking in.
pub(crate) fn withdrawn_absent_text(t: &TState, gone: &[Player]) -> String {
    let names: Vec<String> = gone.iter().map(mention).collect();
    let late = if t.format == Format::RoundRobin {
        ""
    } else {
        " You may still join late: press Join."
    };
    format!(
        "{} did not check in for {} and {} withdrawn.{late}",
        names.join(", "),
        tournament_title(t),
        if gone.len() == 1 { "is" } else { "are" }
    )
}

/// Cancelled at its start: too few checked in.
pub(crate) fn tournament_cancelled_too_few_checked_in_text(t: &TState, checked: usize) -> String {
    format!(
        "{} is cancelled: {} checked in, at least {} {} needed.",
        tournament_title(t),
        count(checked as i64, "player", "players"),
        t.min_players(),
        if t.min_players() == 1 { "is" } else { "are" }
    )
}

/// You checked in.
pub(crate) fn checked_in_text(t: &TState) -> String {
    format!(
        "You are checked in for {}. It starts <t:{}:R>.",
        tournament_title(t),
        t.starts_at.unwrap_or_default().div_euclid(1000)
    )
}

pub(crate) fn tournament_started_text(t: &TState) -> String {
    let mut s = format!("{} has started. Seeds:\n", tournament_title(t));
    for e in &t.entrants {
        s += &format!("{}. {} ({})\n", e.seed, e.player.name, e.rating);
    }
    if let Some(end) = t.ends_at {
        s += &format!("The arena ends <t:{}:R>.", end / 1000);
    }
    s
}

/// A knockout's rules in the announcement: the match, its tie-break, the
/// grand final or third place, the seeding.
fn knockout_rules_text(t: &TState) -> String {
    use crate::state::{FinalGames, Seeding, Tiebreak};
    let Some(k) = &t.knockout else {
        return String::new();
    };
    let mut s = match k.best_of {
        1 => " Each match is one game".to_string(),
        n => format!(" Each match is best of {n} (colours alternate)"),
    };
    s += match k.tiebreak {
        Tiebreak::Replay => {
            "; a drawn match is replayed, colours reversed, until a game is decisive (at most 3, then the higher seed goes through)."
        }
        Tiebreak::Armageddon => {
            "; a drawn match goes to one armageddon game: Black has 4/5 of White's time and a draw goes to Black."
        }
        Tiebreak::Seed => "; in a drawn match the higher seed goes through.",
    };
    if t.format == Format::DoubleElimination {
        s += match k.grand_final {
            FinalGames::Double => {
                " Grand final with a reset: if the losers' bracket winner wins it, a second one decides."
            }
            FinalGames::Simple => " One grand final match.",
        };
    } else if k.third_place {
        s += " The semi-finals' losers play for third place.";
    }
    s += match k.seeding {
        Seeding::Rating => " Seeded by rating.",
        Seeding::Join => " Seeded in join order.",
        Seeding::Random => " Seeded at random.",
    };
    s
}

/// A knockout's new games (index `boards` of its one round), pinging
/// their players: `W1-2: @alice (White) vs @bob (Black)`.
pub(crate) fn match_games_text(t: &TState, boards: &[usize]) -> String {
    let mut s = format!("{}: new games\n", tournament_title(t));
    for &bi in boards {
        let b = &t.rounds[0].boards[bi];
        let Some(black) = b.black else { continue };
        s += &format!(
            "{}: {} (White) vs {} (Black)\n",
            t.match_label(0, bi).unwrap_or_default(),
            mention(&t.by_seed(b.white).player),
            mention(&t.by_seed(black).player)
        );
    }
    s += &format!(
        "Make your first move within {} or lose by forfeit.",
        span_text(t.no_show_ms)
    );
    s
}

/// A knockout match is decided: `W1-2: alice beats bob 1½-½.`
pub(crate) fn match_decided_text(t: &TState, id: pairing::bracket::MatchId) -> String {
    use crate::state::DecidedBy;
    let name = id.to_string();
    let Some(d) = t
        .knockout
        .as_ref()
        .and_then(|k| k.decided.iter().find(|d| d.id == name))
    else {
        return String::new();
    };
    let loser = t
        .bracket()
        .and_then(|b| b.get(id))
        .and_then(|m| m.loser())
        .map(|s| t.by_seed(s).player.name.clone())
        .unwrap_or_default();
    let winner = &t.by_seed(d.winner).player.name;
    let score = t.match_score(id).unwrap_or_default();
    match d.by {
        DecidedBy::Games => format!("{name}: {winner} beats {loser} {score}."),
        DecidedBy::Seed => format!(
            "{name}: {winner} and {loser} drew {score}; {winner}, the higher seed, goes through."
        ),
        DecidedBy::Walkover => format!("{name}: {winner} goes through, {loser} withdrew."),
        DecidedBy::Organizer => {
            format!("{name}: {winner} goes through against {loser}, as the organizer decided.")
        }
    }
}

/// The longest bracket post written out match by match (one Discord
/// message, edited in place); a larger bracket's post says where it stands
/// and leaves the rest to its picture.
const BRACKET_TEXT_MAX: usize = 1800;

/// A knockout's bracket post: the title and one line a match (a large
/// bracket: the matches decided and being played).
pub(crate) fn bracket_post_text(t: &TState) -> String {
    let lines = t.bracket_text();
    let title = format!("{} bracket\n", tournament_title(t));
    if title.len() + lines.len() <= BRACKET_TEXT_MAX {
        return title + &lines;
    }
    let decided = t.knockout.as_ref().map_or(0, |k| k.decided.len());
    let playing: Vec<String> = t
        .rounds
        .first()
        .map(|r| {
            (0..r.boards.len())
                .filter(|&bi| r.boards[bi].in_progress())
                .filter_map(|bi| t.match_label(0, bi))
                .collect()
        })
        .unwrap_or_default();
    let mut s = title + &format!("{} decided", count(decided as i64, "match", "matches"));
    if !playing.is_empty() {
        let mut shown = playing.join(", ");
        if shown.len() > BRACKET_TEXT_MAX {
            let some: Vec<&str> = playing.iter().take(20).map(String::as_str).collect();
            shown = format!("{} and more", some.join(", "));
        }
        s += &format!("; being played: {shown}");
    }
    s + ". The picture shows the whole bracket."
}

/// Round `round` (index) pairings, pinging the players.
pub(crate) fn pairings_text(t: &TState, round: usize, ping: bool) -> String {
    if t.is_knockout() {
        return bracket_post_text(t);
    }
    let r = &t.rounds[round];
    let name = |seed: u32| {
        let p = &t.by_seed(seed).player;
        if ping { mention(p) } else { p.name.clone() }
    };
    let mut s = match t.format {
        Format::Arena => format!("{}: games\n", tournament_title(t)),
        _ => format!(
            "{}: round {} of {}\n",
            tournament_title(t),
            r.number,
            t.rounds_total
        ),
    };
    for (i, b) in r.boards.iter().enumerate() {
        let line = match b.black {
            None if b.result == Some(BoardResult::HalfPointBye) => {
                format!("{}. {}: requested bye (½ point)", i + 1, name(b.white))
            }
            None => format!("{}. {}: bye ({})", i + 1, name(b.white), bye_text(t)),
            Some(bl) => {
                let res = b
                    .result
                    .map(|x| format!(" {}", x.score()))
                    .unwrap_or_default();
                format!(
                    "{}. {} (White) vs {} (Black){res}",
                    i + 1,
                    name(b.white),
                    name(bl)
                )
            }
        };
        s += &line;
        s.push('\n');
    }
    if ping && t.format != Format::Arena {
        s += &format!(
            "Make your first move within {} or lose by forfeit.",
            span_text(t.no_show_ms)
        );
    }
    s
}

/// An arena pairing, pinging both players.
pub(crate) fn arena_game_text(t: &TState, board: usize) -> String {
    let b = &t.rounds[0].boards[board];
    let black = b
        .black
        .map(|s| mention(&t.by_seed(s).player))
        .unwrap_or_default();
    format!(
        "{}: {} (White) vs {black} (Black). Make your first move within {} or lose by forfeit.",
        tournament_title(t),
        mention(&t.by_seed(b.white).player),
        span_text(t.no_show_ms)
    )
}

/// A span of time in words, in its largest whole unit: `30 seconds`,
/// `5 minutes`, `90 minutes`, `1 hour`, `2 days`.
pub(crate) fn span_text(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    let (n, one, many) = if s >= 86_400 && s % 86_400 == 0 {
        (s / 86_400, "day", "days")
    } else if s >= 3600 && s % 3600 == 0 {
        (s / 3600, "hour", "hours")
    } else if s >= 60 && s % 60 == 0 {
        (s / 60, "minute", "minutes")
    } else {
        (s, "second", "seconds")
    };
    count(n, one, many)
}

/// What the pairing-allocated bye is worth: `1 point`, `½ point`, `0 points`.
pub(crate) fn bye_text(t: &TState) -> String {
    match t.bye_points {
        10 => "1 point".to_string(),
        5 => "½ point".to_string(),
        p => format!("{} points", pairing::trf::fmt_tenths(p)),
    }
}

/// Points as the standings show them: `2.5` (Swiss, round robin), `12`
/// (arena). The web site's standings use it too.
pub fn points_text(t: &TState, p: u32) -> String {
    match t.format {
        Format::Arena => p.to_string(),
        _ => pairing::trf::fmt_tenths(p),
    }
}

/// The standings as `/tournament standings` prints them: rank, name,
/// points, the format's tie-breaks ([`tiebreak_text`]).
pub fn standings_text(t: &TState, lines: &[StandingLine], title: &str) -> String {
    let mut s = format!("{} {title}\n", tournament_title(t));
    if lines.is_empty() {
        s += &format!(
            "{} joined so far: {}",
            count(t.entrants.len() as i64, "player", "players"),
            t.entrants
                .iter()
                .map(|e| e.player.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        );
        return s;
    }
    for l in lines {
        let tbs = l
            .tiebreaks
            .iter()
            .map(|(n, v)| format!("{n} {}", tiebreak_text(*v)))
            .collect::<Vec<_>>()
            .join(", ");
        s += &format!(
            "{}. {} {}{}{}{}\n",
            rank_text(t, l),
            l.player.name,
            points_text(t, l.points),
            if l.on_fire { " 🔥" } else { "" },
            if tbs.is_empty() {
                String::new()
            } else {
                format!(" ({tbs})")
            },
            if l.withdrawn { " (withdrawn)" } else { "" }
        );
    }
    s
}

/// A line's rank as shown: its number, or in a knockout the places it
/// shares (`3-4`), `-` while the player is still in the bracket.
fn rank_text(t: &TState, l: &StandingLine) -> String {
    if !t.is_knockout() {
        return l.rank.to_string();
    }
    t.knockout_places()
        .into_iter()
        .find(|(s, _)| *s == l.seed)
        .map_or_else(|| "-".to_string(), |(_, p)| p.to_string())
}

/// The standings as a table picture's content: rank, player, points, the
/// format's tie-breaks (the arena: its streak), winners highlighted.
pub(crate) fn standings_table(
    t: &TState,
    lines: &[StandingLine],
    title: &str,
) -> render::table::Table {
    use render::table::{Align, Column, Table};
    let col = |header: &str, align| Column {
        header: header.to_string(),
        align,
    };
    let mut columns = vec![
        col("#", Align::Right),
        col("Player", Align::Left),
        col(
            if t.is_knockout() {
                "Matches won"
            } else {
                "Points"
            },
            Align::Right,
        ),
    ];
    let tiebreaks: Vec<&str> = lines
        .first()
        .map(|l| l.tiebreaks.iter().map(|(n, _)| n.as_str()).collect())
        .unwrap_or_default();
    columns.extend(tiebreaks.iter().map(|n| col(n, Align::Right)));
    if t.format == Format::Arena {
        // The font has no flame: the streak is written out.
        columns.push(col("Streak", Align::Center));
    }
    let rows = lines
        .iter()
        .map(|l| {
            let mut row = vec![
                rank_text(t, l),
                if l.withdrawn {
                    format!("{} (withdrawn)", l.player.name)
                } else {
                    l.player.name.clone()
                },
                points_text(t, l.points),
            ];
            row.extend(l.tiebreaks.iter().map(|(_, v)| tiebreak_text(*v)));
            if t.format == Format::Arena {
                row.push(if l.on_fire { "on fire ×2" } else { "" }.to_string());
            }
            row
        })
        .collect();
    let rounds = match t.format {
        Format::Arena => format!("{} minutes", t.minutes),
        Format::Knockout | Format::DoubleElimination => count(
            t.knockout.as_ref().map_or(0, |k| k.decided.len()) as i64,
            "match",
            "matches",
        ),
        _ => count(t.rounds.len() as i64, "round", "rounds"),
    };
    Table {
        title: format!("{} — {title}", t.name),
        subtitle: Some(format!(
            "{} · {} · {} · {rounds}",
            t.format.name(),
            t.settings.preset.name(),
            count(t.entrants.len() as i64, "player", "players"),
        )),
        columns,
        rows,
        highlight: lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.rank == 1)
            .map(|(i, _)| i)
            .collect(),
    }
}

/// A tie-break value as shown: `7.5`, `12` (one decimal, none when whole).
pub fn tiebreak_text(v: f64) -> String {
    let s = format!("{v:.1}");
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

pub(crate) fn tournament_finished_text(t: &TState, lines: &[StandingLine]) -> String {
    let winners: Vec<&str> = lines
        .iter()
        .filter(|l| l.rank == 1)
        .map(|l| l.player.name.as_str())
        .collect();
    let mut s = String::new();
    if let Some(why) = tournament_finish_reason_text(t) {
        s += &why;
        s.push('\n');
    }
    s += &format!(
        "🏆 {} is over! Congratulations to {}!\n",
        tournament_title(t),
        winners.join(" and ")
    );
    s += &standings_text(t, lines, "final standings");
    s
}

pub(crate) fn board_result_text(t: &TState, round: usize, board: usize) -> String {
    let b = &t.rounds[round].boards[board];
    let w = &t.by_seed(b.white).player.name;
    let bl = b
        .black
        .map(|s| t.by_seed(s).player.name.clone())
        .unwrap_or_default();
    match b.result {
        Some(BoardResult::WhiteForfeits) => format!("{w} lost to {bl} by forfeit."),
        Some(BoardResult::BlackForfeits) => format!("{bl} lost to {w} by forfeit."),
        Some(BoardResult::BothForfeit) => format!("{w} and {bl} both lost by forfeit."),
        Some(BoardResult::HalfPointBye) => format!("{w}: requested bye (½ point)."),
        Some(r) => format!("{w} {} {bl}", r.score()),
        None => format!("{w} vs {bl}: in progress"),
    }
}

/// An arena player did not show up: lost by forfeit, paused until they
/// join again.
pub(crate) fn arena_no_show_text(t: &TState, round: usize, board: usize, seed: u32) -> String {
    let p = &t.by_seed(seed).player;
    format!(
        "{} {} did not move in time and is paused: press Join on the announcement or use /tournament join to be paired again.",
        board_result_text(t, round, board),
        p.name
    )
}

pub(crate) fn berserk_text(p: &Player) -> String {
    format!(
        "{} goes berserk: half the clock for a bonus point on a win!",
        p.name
    )
}

pub(crate) fn tournament_export_text(t: &TState) -> String {
    format!("The record of {}.", tournament_title(t))
}

/// The post that hands the server's winner role on.
pub(crate) fn winner_role_text(winners: &[&str], role: &str, tournament: &str) -> String {
    let names: Vec<String> = winners.iter().map(|w| format!("**{w}**")).collect();
    match names.as_slice() {
        [one] => format!("🏆 {one} wins **{tournament}** and now holds <@&{role}>."),
        _ => format!(
            "🏆 {} share first place in **{tournament}** and now hold <@&{role}>.",
            entrant_list(&names)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_entrant_list_names_as_many_as_fit_and_counts_the_rest() {
        let names: Vec<String> = (0..300).map(|i| format!("player{i:03}")).collect();
        let list = entrant_list(&names);
        assert!(list.len() < MAX_ENTRANT_LIST + 80, "{}", list.len());
        let named = names.iter().filter(|n| list.contains(n.as_str())).count();
        assert!(
            list.ends_with(&format!(
                " and {} more (`/tournament standings` lists everyone)",
                300 - named
            )),
            "{list}"
        );
        assert_eq!(entrant_list(&names[..3]), "player000, player001, player002");
    }
}
