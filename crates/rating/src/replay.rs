//! A ratings table built by replaying rated games in order: every player's
//! current rating and number of games, and the standings (highest rating
//! first, equal ratings by player key).
//!
//! Players are keys of any type: names for `cruise-pawns ratings replay`,
//! user ids for the host's rebuild. Each game returns both players' ratings
//! before and after, so a caller can keep a history as it goes.

use crate::rating::Rating;
use crate::update::update;
use engine::GameResult;
use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;

/// A player's line in the table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Standing {
    /// The rating after the player's last game (RD as stored then).
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
}

/// Both players' ratings around one game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Played {
    /// White's rating before the game.
    pub white_before: Rating,
    /// White's rating after the game.
    pub white_after: Rating,
    /// Black's rating before the game.
    pub black_before: Rating,
    /// Black's rating after the game.
    pub black_after: Rating,
}

/// Why a game cannot be replayed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReplayError {
    /// The time is not a finite number of days at or after 0.
    #[error("the time {0} is not a number of days at or after 0")]
    BadTime(f64),
    /// The game is earlier than the one before it.
    #[error(
        "the time {now} is before the previous game's time {previous}: games must be in time order"
    )]
    TimeGoesBack {
        /// The previous game's time.
        previous: f64,
        /// This game's time.
        now: f64,
    },
    /// White and Black are the same player.
    #[error("a player cannot play against themselves")]
    SamePlayer,
}

/// The ratings table.
#[derive(Debug, Clone)]
pub struct Replay<K> {
    players: HashMap<K, Standing>,
    last_days: Option<f64>,
}

impl<K: Eq + Hash> Default for Replay<K> {
    fn default() -> Self {
        Replay {
            players: HashMap::new(),
            last_days: None,
        }
    }
}

impl<K: Eq + Hash> Replay<K> {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Plays one game at `days` (not before the previous game): both
    /// players are updated from their ratings before it (new players start
    /// at [`Rating::NEW`]).
    pub fn play<Q>(
        &mut self,
        days: f64,
        white: &Q,
        black: &Q,
        outcome: GameResult,
    ) -> Result<Played, ReplayError>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ToOwned<Owned = K> + ?Sized,
    {
        if !days.is_finite() || days < 0.0 {
            return Err(ReplayError::BadTime(days));
        }
        if let Some(previous) = self.last_days
            && days < previous
        {
            return Err(ReplayError::TimeGoesBack {
                previous,
                now: days,
            });
        }
        if white == black {
            return Err(ReplayError::SamePlayer);
        }
        let white_before = self.rating(white);
        let black_before = self.rating(black);
        let (white_after, black_after) = update(&white_before, &black_before, outcome, days);
        self.record(white, white_after);
        self.record(black, black_after);
        self.last_days = Some(days);
        Ok(Played {
            white_before,
            white_after,
            black_before,
            black_after,
        })
    }

    /// A player's rating now: their last one, or a new player's.
    pub fn rating<Q>(&self, player: &Q) -> Rating
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.players.get(player).map_or(Rating::NEW, |s| s.rating)
    }

    /// A player's line, if they played.
    pub fn get<Q>(&self, player: &Q) -> Option<&Standing>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.players.get(player)
    }

    /// Players who played.
    pub fn len(&self) -> usize {
        self.players.len()
    }

    /// Whether nobody played yet.
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// Every player's line, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (&K, &Standing)> {
        self.players.iter()
    }

    /// Every player's line, highest rating first, equal ratings by key
    /// (for names: Unicode code point order).
    pub fn standings(&self) -> Vec<(&K, &Standing)>
    where
        K: Ord,
    {
        let mut lines: Vec<(&K, &Standing)> = self.players.iter().collect();
        lines.sort_by(|(ka, a), (kb, b)| {
            b.rating
                .rating
                .total_cmp(&a.rating.rating)
                .then_with(|| ka.cmp(kb))
        });
        lines
    }

    fn record<Q>(&mut self, player: &Q, rating: Rating)
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ToOwned<Owned = K> + ?Sized,
    {
        match self.players.get_mut(player) {
            Some(s) => {
                s.rating = rating;
                s.games += 1;
            }
            None => {
                self.players
                    .insert(player.to_owned(), Standing { rating, games: 1 });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replays_in_order_and_ranks() {
        let mut t: Replay<String> = Replay::new();
        let p = t.play(0.0, "alice", "bob", GameResult::White).unwrap();
        assert_eq!(p.white_before, Rating::NEW);
        assert_eq!(t.rating("alice"), p.white_after);
        t.play(1.5, "carol", "alice", GameResult::Draw).unwrap();
        t.play(1.5, "bob", "carol", GameResult::Black).unwrap();
        let s = t.standings();
        let names: Vec<&str> = s.iter().map(|(n, _)| n.as_str()).collect();
        // Carol drew with the winner of the first game, then beat its loser.
        assert_eq!(names, ["carol", "alice", "bob"]);
        assert!(s[0].1.rating.rating > s[1].1.rating.rating);
        assert_eq!(t.get("alice").unwrap().games, 2);
        assert_eq!(t.get("bob").unwrap().games, 2);
        assert_eq!(t.len(), 3);
        assert!(t.get("dave").is_none());
        assert_eq!(t.rating("dave"), Rating::NEW);
        // Each game was computed from both players' ratings before it.
        let mut again: Replay<String> = Replay::new();
        again.play(0.0, "alice", "bob", GameResult::White).unwrap();
        let before = again.rating("carol");
        let alice = again.rating("alice");
        let (c, a) = update(&before, &alice, GameResult::Draw, 1.5);
        again.play(1.5, "carol", "alice", GameResult::Draw).unwrap();
        assert_eq!((again.rating("carol"), again.rating("alice")), (c, a));
    }

    #[test]
    fn equal_ratings_are_ordered_by_code_point() {
        let mut t: Replay<String> = Replay::new();
        // Two separate pairs with identical histories: equal ratings.
        t.play(0.0, "Zoë", "b", GameResult::White).unwrap();
        t.play(0.0, "Émile", "a", GameResult::White).unwrap();
        t.play(0.0, "zed", "c", GameResult::White).unwrap();
        let names: Vec<&str> = t.standings().iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["Zoë", "zed", "Émile", "a", "b", "c"]);
    }

    #[test]
    fn refuses_bad_games_and_keeps_the_table() {
        let mut t: Replay<u64> = Replay::new();
        t.play(5.0, &1, &2, GameResult::Draw).unwrap();
        let before = t.clone();
        assert_eq!(
            t.play(4.0, &1, &3, GameResult::Draw),
            Err(ReplayError::TimeGoesBack {
                previous: 5.0,
                now: 4.0
            })
        );
        assert_eq!(
            t.play(6.0, &3, &3, GameResult::Draw),
            Err(ReplayError::SamePlayer)
        );
        assert_eq!(
            t.play(-1.0, &1, &3, GameResult::Draw),
            Err(ReplayError::BadTime(-1.0))
        );
        assert!(matches!(
            t.play(f64::NAN, &1, &3, GameResult::Draw),
            Err(ReplayError::BadTime(_))
        ));
        assert_eq!(t.len(), before.len());
        assert_eq!(t.rating(&1), before.rating(&1));
        t.play(5.0, &1, &3, GameResult::Draw).unwrap();
    }
}
