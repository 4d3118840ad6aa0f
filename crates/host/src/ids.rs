//! Who and where: players, places (server, channel, thread as opaque
//! strings), game and challenge numbers, and the stable ids of the actions
//! a view offers (so that a frontend's buttons survive restarts).

use crate::play::Play;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An opaque user id given by the frontend (a Discord snowflake, or
/// `white`/`black` at the terminal).
pub type UserId = String;

/// A player: a user id and the name shown to people.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub id: UserId,
    pub name: String,
}

impl Player {
    /// A player from an id and a display name.
    pub fn new(id: impl Into<String>, name: impl Into<String>) -> Player {
        Player {
            id: id.into(),
            name: name.into(),
        }
    }
}

/// Where something is played or posted. All parts are opaque strings to
/// the host. A channel without a thread holds one game at a time; every
/// thread holds its own game.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default)]
pub struct Place {
    /// The server (guild); empty for a direct message or the terminal.
    pub guild: String,
    pub channel: String,
    pub thread: Option<String>,
}

/// The thread part of a provisional place (see [`Place::provisional`]).
pub const PROVISIONAL_THREAD_PREFIX: &str = "pending-game-";

impl Place {
    /// A place in a channel, without a thread.
    pub fn channel(guild: impl Into<String>, channel: impl Into<String>) -> Place {
        Place {
            guild: guild.into(),
            channel: channel.into(),
            thread: None,
        }
    }

    /// The same channel with a thread.
    pub fn with_thread(&self, thread: impl Into<String>) -> Place {
        Place {
            thread: Some(thread.into()),
            ..self.clone()
        }
    }
}

impl Place {
    /// The provisional place, unique by `tag`, of a game in this channel
    /// whose thread a frontend is still opening: each such game has a place
    /// of its own (so a channel's place never holds a game meanwhile, and
    /// any number of games can start in one channel at once) until
    /// [`crate::Host::move_to_thread`] relinks it.
    pub fn provisional(&self, tag: impl fmt::Display) -> Place {
        self.with_thread(format!("{PROVISIONAL_THREAD_PREFIX}{tag}"))
    }

    /// Whether this is a provisional place (see [`Place::provisional`]).
    pub fn is_provisional(&self) -> bool {
        self.thread
            .as_deref()
            .is_some_and(|t| t.starts_with(PROVISIONAL_THREAD_PREFIX))
    }

    /// The outbox lane of what is posted here: the thread, else the
    /// channel (posts of one lane are delivered in order).
    pub fn lane(&self) -> String {
        self.thread.clone().unwrap_or_else(|| self.channel.clone())
    }

    /// The outbox lane of the server roles handed out here: one per server
    /// (`roles:<guild>`), not per channel, so that a server's role changes
    /// go one at a time, in the order written, and one tried again holds up
    /// the later ones ([`crate::Host::role_job_in_turn`]).
    ///
    /// ```
    /// let p = host::Place { guild: "7".into(), channel: "8".into(), thread: Some("9".into()) };
    /// assert_eq!((p.lane(), p.role_lane()), ("9".to_string(), "roles:7".to_string()));
    /// ```
    pub fn role_lane(&self) -> String {
        format!("roles:{}", self.guild)
    }

    /// The channel itself, without the thread.
    pub fn without_thread(&self) -> Place {
        Place {
            thread: None,
            ..self.clone()
        }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.guild, self.channel)?;
        if let Some(t) = &self.thread {
            write!(f, "/{t}")?;
        }
        Ok(())
    }
}

/// The number of a game (as stored).
pub type GameId = i64;
/// The number of a challenge (as stored).
pub type ChallengeId = i64;

/// What a button (or any offered action) does, encoded in a short stable
/// id string that is derived only from stored state: a game's or
/// challenge's number and the game's version at the time of the question.
/// A stale id (the game moved on) is answered "this question has ended".
///
/// ```
/// use host::ActionId;
/// let a = ActionId::ShootDown { game: 12, seq: 7, uci: "c8e6".into() };
/// assert_eq!(a.to_string(), "cp:g12:7:x:c8e6");
/// assert_eq!("cp:g12:7:x:c8e6".parse::<ActionId>().unwrap(), a);
/// assert!("hello".parse::<ActionId>().is_err());
/// assert_eq!("cp:g12:rematch".parse::<ActionId>().unwrap(), ActionId::Rematch { game: 12 });
/// assert_eq!("cp:g12:analyse".parse::<ActionId>().unwrap(), ActionId::Analyse { game: 12 });
/// let page = ActionId::LeaderboardPage { preset: "cruise".into(), global: false, page: 2, next: true, asker: Some("42".into()) };
/// assert_eq!(page.to_string(), "cp:lb:cruise:s:2:next:42");
/// assert_eq!("cp:lb:cruise:s:2:next:42".parse::<ActionId>().unwrap(), page);
/// // A tournament's and a season's buttons are actions too, answered by
/// // their owners.
/// let join = ActionId::Join { tournament: 7 };
/// assert_eq!(join.to_string(), "cp:t7:join");
/// assert_eq!("cp:t7:join".parse::<ActionId>().unwrap(), join);
/// assert_eq!(join.owner(), host::ActionOwner::Tournaments);
/// let season = ActionId::SeasonPage { season: 3, preset: "cruise".into(), page: 1, next: false, asker: "42".into() };
/// assert_eq!(season.to_string(), "cp:sb3:cruise:1:prev:42");
/// assert_eq!("cp:sb3:cruise:1:prev:42".parse::<ActionId>().unwrap(), season);
/// let rules = ActionId::SeasonRules { season: 3 };
/// assert_eq!(rules.to_string(), "cp:s3:rules");
/// assert_eq!("cp:s3:rules".parse::<ActionId>().unwrap(), rules);
/// assert_eq!(rules.owner(), host::ActionOwner::Seasons);
/// assert!("cp:t7:dance".parse::<ActionId>().is_err());
/// assert!("cp:sb3:cruise:1:prev:".parse::<ActionId>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ActionId {
    /// Accept a challenge.
    Accept { challenge: ChallengeId },
    /// Decline a challenge (the named opponent).
    Decline { challenge: ChallengeId },
    /// Cancel a challenge (the challenger).
    Cancel { challenge: ChallengeId },
    /// Shoot the missile down with this move (UCI), answering question `seq`.
    ShootDown { game: GameId, seq: i64, uci: String },
    /// Let the missile pass, answering question `seq`.
    LetPass { game: GameId, seq: i64 },
    /// Steer the missile into `square` (or `*`: self-destruct) at version `seq`.
    Steer {
        game: GameId,
        seq: i64,
        square: String,
    },
    /// Accept the draw offered at version `seq`.
    AcceptDraw { game: GameId, seq: i64 },
    /// Decline the draw offered at version `seq`.
    DeclineDraw { game: GameId, seq: i64 },
    /// Offer (or, when the other player offered it, accept) a rematch of
    /// finished game `game`.
    Rematch { game: GameId },
    /// Analyse finished game `game` (or show its stored analysis).
    Analyse { game: GameId },
    /// Show page `page` (from 0) of a leaderboard: `preset`'s name, over
    /// all servers or this one. `next` tells the ◀ and ▶ buttons apart (a
    /// message's buttons need different ids even when both lead to the same
    /// page).
    LeaderboardPage {
        preset: String,
        global: bool,
        page: u32,
        next: bool,
        /// Whose rank line the page keeps (the member who asked for the
        /// leaderboard), whoever presses the button; `None` in ids made
        /// before it was carried: the presser's.
        asker: Option<String>,
    },
    /// Join tournament `tournament` (its announcement's Join).
    Join { tournament: i64 },
    /// Leave tournament `tournament` (its announcement's Leave; once it
    /// runs, withdraw).
    Leave { tournament: i64 },
    /// Check in to tournament `tournament` before its start.
    CheckIn { tournament: i64 },
    /// Show tournament `tournament`'s rules to the presser alone (its
    /// announcement card's **Rules**).
    Rules { tournament: i64 },
    /// Show season `season`'s rules to the presser alone (its start
    /// card's **Rules**).
    SeasonRules { season: i64 },
    /// Show page `page` (from 0) of season `season`'s leaderboard of
    /// `preset`, keeping `asker`'s line; `next` tells ◀ and ▶ apart.
    SeasonPage {
        season: i64,
        preset: String,
        page: u32,
        next: bool,
        asker: String,
    },
    /// Answer puzzle attempt `attempt` at its solver move `progress`
    /// (from 0) at a shoot-down decision: `choice` is the capture (UCI)
    /// that shoots the missile down, or `pass`.
    PuzzleAnswer {
        attempt: i64,
        progress: i64,
        choice: String,
    },
}

/// Who answers a button: the host (games, challenges, leaderboards), the
/// tournaments or the seasons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionOwner {
    Host,
    Tournaments,
    Seasons,
}

impl ActionId {
    /// Who answers it.
    pub fn owner(&self) -> ActionOwner {
        match self {
            ActionId::Join { .. }
            | ActionId::Leave { .. }
            | ActionId::CheckIn { .. }
            | ActionId::Rules { .. } => ActionOwner::Tournaments,
            ActionId::SeasonPage { .. } | ActionId::SeasonRules { .. } => ActionOwner::Seasons,
            ActionId::Accept { .. }
            | ActionId::Decline { .. }
            | ActionId::Cancel { .. }
            | ActionId::ShootDown { .. }
            | ActionId::LetPass { .. }
            | ActionId::Steer { .. }
            | ActionId::AcceptDraw { .. }
            | ActionId::DeclineDraw { .. }
            | ActionId::Rematch { .. }
            | ActionId::Analyse { .. }
            | ActionId::LeaderboardPage { .. }
            | ActionId::PuzzleAnswer { .. } => ActionOwner::Host,
        }
    }

    /// The play a game's button stands for: the game, the version of it
    /// the button was offered at, and the [`Play`]; `None` for buttons
    /// that are not a play in a game (challenges, leaderboard pages).
    pub fn play(&self) -> Option<(GameId, i64, Play)> {
        let (game, seq, play) = match self {
            ActionId::ShootDown { game, seq, uci } => (
                game,
                seq,
                Play::ShootDown {
                    choice: uci.clone(),
                    sent_ms: None,
                },
            ),
            ActionId::LetPass { game, seq } => (game, seq, Play::LetPass { sent_ms: None }),
            ActionId::Steer { game, seq, square } => (game, seq, Play::Steer(square.clone())),
            ActionId::AcceptDraw { game, seq } => (game, seq, Play::AcceptDraw),
            ActionId::DeclineDraw { game, seq } => (game, seq, Play::DeclineDraw),
            ActionId::Accept { .. }
            | ActionId::Decline { .. }
            | ActionId::Cancel { .. }
            | ActionId::Rematch { .. }
            | ActionId::Analyse { .. }
            | ActionId::LeaderboardPage { .. }
            | ActionId::Join { .. }
            | ActionId::Leave { .. }
            | ActionId::CheckIn { .. }
            | ActionId::Rules { .. }
            | ActionId::SeasonPage { .. }
            | ActionId::SeasonRules { .. }
            | ActionId::PuzzleAnswer { .. } => return None,
        };
        Some((*game, *seq, play))
    }
}

impl fmt::Display for ActionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionId::Accept { challenge } => write!(f, "cp:c{challenge}:accept"), // words-scan: skip (a custom id format, never shown)
            ActionId::Decline { challenge } => write!(f, "cp:c{challenge}:decline"), // words-scan: skip (a custom id format, never shown)
            ActionId::Cancel { challenge } => write!(f, "cp:c{challenge}:cancel"), // words-scan: skip (a custom id format, never shown)
            ActionId::ShootDown { game, seq, uci } => write!(f, "cp:g{game}:{seq}:x:{uci}"), // words-scan: skip (a custom id format, never shown)
            ActionId::LetPass { game, seq } => write!(f, "cp:g{game}:{seq}:pass"), // words-scan: skip (a custom id format, never shown)
            ActionId::Steer { game, seq, square } => write!(f, "cp:g{game}:{seq}:s:{square}"), // words-scan: skip (a custom id format, never shown)
            ActionId::AcceptDraw { game, seq } => write!(f, "cp:g{game}:{seq}:draw-yes"), // words-scan: skip (a custom id format, never shown)
            ActionId::DeclineDraw { game, seq } => write!(f, "cp:g{game}:{seq}:draw-no"), // words-scan: skip (a custom id format, never shown)
            ActionId::Rematch { game } => write!(f, "cp:g{game}:rematch"), // words-scan: skip (a custom id format, never shown)
            ActionId::Analyse { game } => write!(f, "cp:g{game}:analyse"), // words-scan: skip (a custom id format, never shown)
            ActionId::LeaderboardPage {
                preset,
                global,
                page,
                next,
                asker,
            } => {
                write!(
                    f,
                    "cp:lb:{preset}:{}:{page}:{}",
                    if *global { "g" } else { "s" },
                    if *next { "next" } else { "prev" }
                )?;
                match asker {
                    Some(a) => write!(f, ":{a}"),
                    None => Ok(()),
                }
            }
            ActionId::Join { tournament } => write!(f, "cp:t{tournament}:join"), // words-scan: skip (a custom id format, never shown)
            ActionId::Leave { tournament } => write!(f, "cp:t{tournament}:leave"), // words-scan: skip (a custom id format, never shown)
            ActionId::CheckIn { tournament } => write!(f, "cp:t{tournament}:checkin"), // words-scan: skip (a custom id format, never shown)
            ActionId::Rules { tournament } => write!(f, "cp:t{tournament}:rules"), // words-scan: skip (a custom id format, never shown)
            ActionId::SeasonRules { season } => write!(f, "cp:s{season}:rules"), // words-scan: skip (a custom id format, never shown)
            ActionId::SeasonPage {
                season,
                preset,
                page,
                next,
                asker,
            } => write!(
                f,
                "cp:sb{season}:{preset}:{page}:{}:{asker}",
                if *next { "next" } else { "prev" }
            ),
            ActionId::PuzzleAnswer {
                attempt,
                progress,
                choice,
            } => write!(f, "cp:p{attempt}:{progress}:{choice}"), // words-scan: skip (a custom id format, never shown)
        }
    }
}

/// Text that is not an action id of this host.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an action of this game host")]
pub struct ParseActionIdError(pub String);

impl std::str::FromStr for ActionId {
    type Err = ParseActionIdError;
    fn from_str(s: &str) -> Result<ActionId, ParseActionIdError> {
        let err = || ParseActionIdError(s.to_string());
        let rest = s.strip_prefix("cp:").ok_or_else(err)?;
        let parts: Vec<&str> = rest.split(':').collect();
        if let ["lb", preset, scope, page, dir, asker @ ..] = parts.as_slice() {
            let asker = match asker {
                [] => None,
                [a] if !a.is_empty() => Some(a.to_string()),
                _ => return Err(err()),
            };
            return Ok(ActionId::LeaderboardPage {
                asker,
                preset: preset.to_string(),
                global: match *scope {
                    "g" => true,
                    "s" => false,
                    _ => return Err(err()),
                },
                page: page.parse().map_err(|_| err())?,
                next: match *dir {
                    "next" => true,
                    "prev" => false,
                    _ => return Err(err()),
                },
            });
        }
        if let Some(t) = parts[0].strip_prefix('t') {
            let tournament: i64 = t.parse().map_err(|_| err())?;
            return match parts.get(1..) {
                Some(["join"]) => Ok(ActionId::Join { tournament }),
                Some(["leave"]) => Ok(ActionId::Leave { tournament }),
                Some(["checkin"]) => Ok(ActionId::CheckIn { tournament }),
                Some(["rules"]) => Ok(ActionId::Rules { tournament }),
                _ => Err(err()),
            };
        }
        if let (Some(season), Some(["rules"])) = (
            parts[0]
                .strip_prefix('s')
                .and_then(|s| s.parse::<i64>().ok()),
            parts.get(1..),
        ) {
            return Ok(ActionId::SeasonRules { season });
        }
        if let Some(season) = parts[0].strip_prefix("sb") {
            let [_, preset, page, dir, asker] = parts.as_slice() else {
                return Err(err());
            };
            if preset.is_empty() || asker.is_empty() {
                return Err(err());
            }
            return Ok(ActionId::SeasonPage {
                season: season.parse().map_err(|_| err())?,
                preset: preset.to_string(),
                page: page.parse().map_err(|_| err())?,
                next: match *dir {
                    "next" => true,
                    "prev" => false,
                    _ => return Err(err()),
                },
                asker: asker.to_string(),
            });
        }
        if let (Some(attempt), [_, progress, choice]) = (
            parts[0]
                .strip_prefix('p')
                .and_then(|a| a.parse::<i64>().ok()),
            parts.as_slice(),
        ) {
            if choice.is_empty() {
                return Err(err());
            }
            return Ok(ActionId::PuzzleAnswer {
                attempt,
                progress: progress.parse().map_err(|_| err())?,
                choice: choice.to_string(),
            });
        }
        if let Some(c) = parts[0].strip_prefix('c') {
            let challenge: ChallengeId = c.parse().map_err(|_| err())?;
            return match parts.get(1..) {
                Some(["accept"]) => Ok(ActionId::Accept { challenge }),
                Some(["decline"]) => Ok(ActionId::Decline { challenge }),
                Some(["cancel"]) => Ok(ActionId::Cancel { challenge }),
                _ => Err(err()),
            };
        }
        let game: GameId = parts[0]
            .strip_prefix('g')
            .and_then(|g| g.parse().ok())
            .ok_or_else(err)?;
        if parts.get(1..) == Some(&["rematch"][..]) {
            return Ok(ActionId::Rematch { game });
        }
        if parts.get(1..) == Some(&["analyse"][..]) {
            return Ok(ActionId::Analyse { game });
        }
        let seq: i64 = parts.get(1).and_then(|s| s.parse().ok()).ok_or_else(err)?;
        match parts.get(2..) {
            Some(["x", uci]) => Ok(ActionId::ShootDown {
                game,
                seq,
                uci: uci.to_string(),
            }),
            Some(["pass"]) => Ok(ActionId::LetPass { game, seq }),
            Some(["s", sq]) => Ok(ActionId::Steer {
                game,
                seq,
                square: sq.to_string(),
            }),
            Some(["draw-yes"]) => Ok(ActionId::AcceptDraw { game, seq }),
            Some(["draw-no"]) => Ok(ActionId::DeclineDraw { game, seq }),
            _ => Err(err()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every id read back as itself, whoever owns it: the ids of buttons
    /// already posted (stored in Discord's messages) keep working.
    #[test]
    fn every_action_reads_back_and_foreign_ids_are_refused() {
        let all = [
            ActionId::Accept { challenge: 3 },
            ActionId::ShootDown {
                game: 12,
                seq: 7,
                uci: "c8e6".into(),
            },
            ActionId::Rematch { game: 12 },
            ActionId::LeaderboardPage {
                preset: "cruise".into(),
                global: true,
                page: 0,
                next: false,
                asker: None,
            },
            ActionId::Join { tournament: 7 },
            ActionId::Leave { tournament: 7 },
            ActionId::CheckIn { tournament: 123 },
            ActionId::Rules { tournament: 7 },
            ActionId::SeasonPage {
                season: 7,
                preset: "cruise".into(),
                page: 2,
                next: true,
                asker: "123".into(),
            },
            ActionId::PuzzleAnswer {
                attempt: 4,
                progress: 1,
                choice: "e8e7".into(),
            },
            ActionId::PuzzleAnswer {
                attempt: 4,
                progress: 0,
                choice: "pass".into(),
            },
        ];
        for a in all {
            assert_eq!(a.to_string().parse::<ActionId>(), Ok(a.clone()), "{a}");
        }
        assert_eq!(
            ActionId::Join { tournament: 7 }.to_string(),
            "cp:t7:join",
            "the id tournaments posted before"
        );
        for other in [
            "cp:tx:join",
            "cp:t7",
            "cp:t7:join:now",
            "cp:sbx:cruise:0:next:1",
            "cp:sb7:cruise:0:up:1",
            "cp:sb7:cruise:0:next",
            "cp:sb7::0:next:1",
            "cp:p4:x:pass",
            "cp:p4:0:",
            "tp:t7:join",
        ] {
            assert!(other.parse::<ActionId>().is_err(), "{other}");
        }
    }
}
