//! The players of a tournament: who they are ([`Entrant`]), entering
//! (before the start and late; when a format takes them is its rules'),
//! leaving, entry conditions, withdrawing from a running tournament.

use super::{BoardResult, TState, TournamentRefusal, TournamentStatus};
use host::{GameId, Player};
use serde::{Deserialize, Serialize};

/// A player in a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub player: Player,
    /// Rating in the tournament's preset when it started (rounded).
    pub rating: u32,
    /// Start number (1 = top seed); 0 before the start.
    pub seed: u32,
    /// Left the running tournament (or was kicked): paired no more.
    pub withdrawn: bool,
    /// Arena: did not show up for a game; not paired until they join again.
    #[serde(default)]
    pub paused: bool,
    /// Swiss: the round number of the half-point bye requested and not yet
    /// given (see [`TState::request_bye`]).
    #[serde(default)]
    pub bye_request: Option<u32>,
}

/// How a join went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joined {
    /// Before the start.
    Entered,
    /// A late entry into a running tournament.
    Late,
    /// Back in a running arena after a withdrawal or a pause.
    Back,
}

impl TState {
    /// `player` enters, before the start (their rating is set when it
    /// starts) or late (the next start number, with `rating`): the rounds
    /// they missed count as unplayed, zero-point rounds. Refused when it
    /// is full.
    pub(crate) fn enter(
        &mut self,
        player: &Player,
        rating: u32,
    ) -> Result<Joined, TournamentRefusal> {
        if let Some(max) = self.max_players
            && self.entrants.len() >= max as usize
        {
            return Err(TournamentRefusal::Full {
                name: self.name.clone(),
                max,
            });
        }
        let running = self.status == TournamentStatus::Running;
        self.entrants.push(Entrant {
            player: player.clone(),
            rating: if running { rating } else { 0 },
            seed: if running {
                self.entrants.len() as u32 + 1
            } else {
                0
            },
            withdrawn: false,
            paused: false,
            bye_request: None,
        });
        Ok(if running {
            Joined::Late
        } else {
            Joined::Entered
        })
    }

    /// `user` leaves before the start.
    pub fn leave(&mut self, user: &str) -> Result<(), TournamentRefusal> {
        if self.status != TournamentStatus::Open {
            return Err(self.gone(|name| TournamentRefusal::AlreadyStarted { name }));
        }
        let before = self.entrants.len();
        self.entrants.retain(|e| e.player.id != user);
        if self.entrants.len() == before {
            return Err(TournamentRefusal::NotJoined {
                name: self.name.clone(),
            });
        }
        Ok(())
    }

    pub(crate) fn active_count(&self) -> usize {
        self.entrants.iter().filter(|e| !e.withdrawn).count()
    }

    /// `user` withdraws (or is kicked) from the running tournament: their
    /// game in progress is lost by forfeit (its id is returned so that the
    /// host ends it), and they are paired no more.
    pub fn withdraw(&mut self, user: &str, now: i64) -> Result<Option<GameId>, TournamentRefusal> {
        if self.status != TournamentStatus::Running {
            return Err(self.gone(|name| TournamentRefusal::NotRunning { name }));
        }
        let Some(e) = self.entrants.iter_mut().find(|e| e.player.id == user) else {
            return Err(TournamentRefusal::NotJoined {
                name: self.name.clone(),
            });
        };
        if e.withdrawn {
            return Err(TournamentRefusal::AlreadyWithdrawn {
                name: self.name.clone(),
            });
        }
        e.withdrawn = true;
        e.bye_request = None;
        let seed = e.seed;
        let mut game = None;
        if let Some(r) = self.rounds.last_mut() {
            for b in r
                .boards
                .iter_mut()
                .filter(|b| b.in_progress() && b.has(seed))
            {
                b.result = Some(if b.white == seed {
                    BoardResult::WhiteForfeits
                } else {
                    BoardResult::BlackForfeits
                });
                b.ended_ms = Some(now);
                game = b.game;
            }
        }
        Ok(game)
    }

    /// Whether a member with the roles `member_roles` (ids) who played
    /// `rated_games` rated games in the tournament's preset meets its
    /// entry conditions ([`TState::role`], [`TState::min_games`]).
    pub fn check_entry(
        &self,
        member_roles: &[String],
        rated_games: u32,
    ) -> Result<(), TournamentRefusal> {
        if let Some(role) = &self.role
            && !member_roles.contains(role)
        {
            return Err(TournamentRefusal::MissingRole {
                name: self.name.clone(),
                role: role.clone(),
            });
        }
        if let Some(needed) = self.min_games
            && rated_games < needed
        {
            return Err(TournamentRefusal::TooFewRatedGames {
                name: self.name.clone(),
                preset: self.settings.preset.name().to_string(),
                needed,
                have: rated_games,
            });
        }
        Ok(())
    }
}
