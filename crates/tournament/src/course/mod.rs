//! A tournament's course under its format's rules: the operations of
//! [`TState`] that ask its format ([`TState::rules`]) and share the rest:
//! created ([`TState::new`]), edited before the start, entered, started,
//! paired, ranked and finished. Nothing here names a format.
//!
//! | module | what it is |
//! |---|---|
//! | `create` | [`TState::new`]: a new tournament from its setup |
//! | `edit` | [`TState::edit`]: `/tournament edit` applied |
//! | this file | entries, the start, pairing, byes, standings, the end |

mod create;
mod edit;
#[cfg(test)]
mod tests;

use crate::state::{Joined, StandingLine, TState, TournamentRefusal, TournamentStatus};
use host::{Player, UserId};
use std::collections::HashMap;

impl TState {
    /// The fewest players its format starts with.
    pub fn min_players(&self) -> usize {
        self.rules().min_players()
    }

    /// Whether a player may join now: before the start, and while its
    /// format takes late entries (a Swiss until its last round is paired,
    /// an arena until its end).
    pub fn accepts_entries(&self, now: i64) -> bool {
        match self.status {
            TournamentStatus::Open => true,
            TournamentStatus::Running => self.rules().late_entries(self, now),
            TournamentStatus::Finished | TournamentStatus::Cancelled => false,
        }
    }

    /// `player` joins at `now`. Before the start their rating is set when
    /// it starts; a late entry (see [`TState::accepts_entries`]) gets the
    /// next start number with `rating`: the rounds they missed count as
    /// unplayed, zero-point rounds. A player who withdrew or was paused
    /// comes back by joining again where the format allows it (an arena).
    pub fn join(
        &mut self,
        player: &Player,
        rating: u32,
        now: i64,
    ) -> Result<Joined, TournamentRefusal> {
        if let Some(i) = self.entrants.iter().position(|e| e.player.id == player.id) {
            if self.rules().rejoin(self, i, now) {
                return Ok(Joined::Back);
            }
            let name = self.name.clone();
            return Err(match self.entrants[i].withdrawn {
                true => TournamentRefusal::AlreadyWithdrawn { name },
                false => TournamentRefusal::AlreadyJoined { name },
            });
        }
        if !self.accepts_entries(now) {
            return Err(self.gone(|name| TournamentRefusal::AlreadyStarted { name }));
        }
        self.enter(player, rating)
    }

    /// Starts it: seeds by `ratings` (user id -> rating; missing: 1500),
    /// highest first, equal ratings by join order (or as its format seeds
    /// them); its format fixes its rounds, end or bracket, an arena's end
    /// `minutes` of `minute_ms` each after `now` ([`ARENA_MINUTE_MS`] but
    /// in tests). Pairing what is due is its format's
    /// ([`crate::formats::FormatRules::settle`]).
    ///
    /// [`ARENA_MINUTE_MS`]: crate::state::ARENA_MINUTE_MS
    pub fn start(
        &mut self,
        ratings: &HashMap<UserId, u32>,
        now: i64,
        minute_ms: i64,
    ) -> Result<(), TournamentRefusal> {
        if self.status != TournamentStatus::Open {
            return Err(self.gone(|name| TournamentRefusal::AlreadyStarted { name }));
        }
        let have = self.entrants.len();
        if have < self.min_players() {
            return Err(TournamentRefusal::TooFewPlayers {
                needed: self.min_players(),
                have,
            });
        }
        let joined: Vec<UserId> = self.entrants.iter().map(|e| e.player.id.clone()).collect();
        let mut t = self.clone();
        for e in &mut t.entrants {
            e.rating = ratings.get(&e.player.id).copied().unwrap_or(1500);
        }
        // A stable sort keeps join order among equal ratings.
        t.entrants.sort_by_key(|e| std::cmp::Reverse(e.rating));
        let start = crate::formats::Start {
            joined: &joined,
            now,
            minute_ms,
        };
        t.rules().start(&mut t, start)?;
        for (i, e) in t.entrants.iter_mut().enumerate() {
            e.seed = i as u32 + 1;
        }
        t.status = TournamentStatus::Running;
        t.starts_at = None;
        *self = t;
        Ok(())
    }

    /// Pairs its next round at `now` (a round-based format); returns the
    /// new round's number. A Swiss round no valid pairing exists for is
    /// [`TournamentRefusal::Unpairable`] (see
    /// [`TState::finish_unpairable`]).
    pub fn pair_next(&mut self, now: i64) -> Result<u32, TournamentRefusal> {
        self.rules().pair_next(self, now)
    }

    /// `user` requests a half-point bye for the next round to be paired
    /// (while a round is being played, the one after it), where its format
    /// has them (a Swiss). Returns the round it applies to.
    pub fn request_bye(&mut self, user: &str) -> Result<u32, TournamentRefusal> {
        self.rules().request_bye(self, user)
    }

    /// The standings now: after every finished game, a round in progress
    /// included (see [`TState::rounds_standings`]).
    pub fn standings(&self) -> Vec<StandingLine> {
        if self.status == TournamentStatus::Open {
            return Vec::new();
        }
        self.rules().standings(self)
    }

    /// Whether it is over now: its format says when (a round-based one
    /// after its last round, an arena after its end once no game is in
    /// progress, a knockout when its bracket is decided).
    pub fn should_finish(&self, now: i64) -> bool {
        self.status == TournamentStatus::Running && self.rules().is_finished(self, now)
    }

    /// The thread name of a board's game: `R<round> · <White> vs <Black>`
    /// (an arena numbers its games instead, `G5`; a knockout names the
    /// match, `W1-2`).
    pub fn thread_name(&self, round: usize, board: usize) -> String {
        let b = &self.rounds[round].boards[board];
        let black = b.black.map(|s| self.by_seed(s).player.name.clone());
        let name = format!(
            "{} · {} vs {}",
            self.rules().board_label(self, round, board),
            self.by_seed(b.white).player.name,
            black.unwrap_or_default()
        );
        // Discord's limit on a thread name (it shows no Markdown).
        host::plain_text::cut(&name, 100)
    }
}
