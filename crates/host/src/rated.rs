//! Which endings count for ratings, and the rating system as the store
//! calls it: the [`rating`] crate's Glicko-2 on the store's rating values
//! (times in unix milliseconds, the crate's in days).
//!
//! A game counts when its settings do ([`GameSettings::counts_for_rating`]:
//! asked to be rated, the preset's standard rules, its own start position),
//! it is between two different people, and it ended with a result: an
//! aborted game never counts, nor a game lost by forfeit (resignation,
//! time) before either side moved.
//!
//! [`GameSettings::counts_for_rating`]: crate::GameSettings::counts_for_rating

use crate::game::{EndReason, GameCore};
use rating::{Rating, Transition};
use store::{GameResult, RatingUpdate, RatingValue};

/// Milliseconds in a day.
const DAY_MS: f64 = 86_400_000.0;

/// Whether `game`, which has ended, counts for ratings.
pub(crate) fn counts_for_rating(game: &GameCore) -> bool {
    let Some(result) = game.result else {
        return false;
    };
    let forfeit_before_any_move = result.winner.is_some() && !game.moved[0] && !game.moved[1];
    result.reason != EndReason::Aborted
        && !matches!(result.reason, EndReason::Decided { .. })
        && !forfeit_before_any_move
        && game.players[0].id != game.players[1].id
        && game.settings.counts_for_rating()
}

/// A stored rating as the rating crate's.
pub(crate) fn to_rating(v: &RatingValue) -> Rating {
    Rating {
        rating: v.rating,
        rd: v.rd,
        volatility: v.volatility,
        updated_days: v.updated_ms.map(|ms| ms as f64 / DAY_MS),
    }
}

/// The rating crate's rating as stored.
pub(crate) fn to_value(r: &Rating) -> RatingValue {
    RatingValue {
        rating: r.rating,
        rd: r.rd,
        volatility: r.volatility,
        updated_ms: r.updated_days.map(|d| (d * DAY_MS).round() as i64),
        provisional: r.is_provisional(),
    }
}

/// The rating system for the store ([`store::RateFn`]): both players
/// updated at once from their ratings before the game (a new player's when
/// they have none), at `at_ms`.
pub(crate) fn rate(
    white: Option<RatingValue>,
    black: Option<RatingValue>,
    result: GameResult,
    at_ms: i64,
) -> [RatingUpdate; 2] {
    let w = white.as_ref().map_or(Rating::NEW, to_rating);
    let b = black.as_ref().map_or(Rating::NEW, to_rating);
    let (w_after, b_after) = rating::update(&w, &b, result, at_ms as f64 / DAY_MS);
    [
        RatingUpdate {
            before: to_value(&w),
            after: to_value(&w_after),
        },
        RatingUpdate {
            before: to_value(&b),
            after: to_value(&b_after),
        },
    ]
}

/// A player's rating change as shown: `1500? → 1742? (+242)`.
pub(crate) fn transition(update: &RatingUpdate) -> Transition {
    Transition::new(&to_rating(&update.before), &to_rating(&update.after))
}

/// Recomputes every stored rating from the stored rated games with the
/// rating system the host uses (after a fix of it): one transaction,
/// idempotent. `progress` is told how far it has come.
///
/// ```no_run
/// # async fn demo() -> Result<(), store::StoreError> {
/// let store = store::Store::connect("sqlite://data/cruise-pawns.db").await?;
/// let summary = host::rebuild_ratings(&store, &mut |p| eprintln!("{p:?}")).await?;
/// println!("{} games, {} ratings", summary.games, summary.ratings);
/// # Ok(()) }
/// ```
pub async fn rebuild_ratings(
    store: &store::Store,
    progress: &mut (dyn FnMut(store::RebuildProgress) + Send),
) -> Result<store::RebuildSummary, store::StoreError> {
    store.rebuild_ratings(rate, progress).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{Place, Player};
    use crate::settings::GameSettings;

    fn game(settings: GameSettings) -> GameCore {
        let players = [Player::new("1", "alice"), Player::new("2", "bob")];
        GameCore::new(1, Place::channel("g", "c"), players, settings, 0).unwrap()
    }

    #[test]
    fn two_new_players_first_game_is_the_issues_example() {
        let [alice, bob] = rate(None, None, GameResult::White, 1_700_000_000_000);
        assert_eq!(transition(&alice).to_string(), "1500? → 1742? (+242)");
        assert_eq!(transition(&bob).to_string(), "1500? → 1258? (−242)");
        assert_eq!(alice.after.updated_ms, Some(1_700_000_000_000));
        assert!(alice.after.provisional && alice.before.updated_ms.is_none());
    }

    #[test]
    fn stored_values_round_trip_through_the_rating_crate() {
        let v = RatingValue {
            rating: 1834.25,
            rd: 61.5,
            volatility: 0.0612,
            updated_ms: Some(1_234_567_890_123),
            provisional: false,
        };
        assert_eq!(to_value(&to_rating(&v)), v);
        // Later games see the time since the last one.
        let [a, _] = rate(Some(v), Some(v), GameResult::Draw, 1_234_567_890_123);
        let [b, _] = rate(
            Some(v),
            Some(v),
            GameResult::Draw,
            1_234_567_890_123 + 200 * 86_400_000,
        );
        assert!(b.after.rd > a.after.rd, "a long break leaves more doubt");
    }

    #[test]
    fn what_counts() {
        let mut g = game(GameSettings::default());
        assert!(!counts_for_rating(&g), "not over");
        g.play_text("1", "e4", 1).unwrap();
        g.play_text("2", "e5", 2).unwrap();
        let mut resigned = g.clone();
        resigned.resign("1").unwrap();
        assert!(counts_for_rating(&resigned));

        // A forfeit before either side moved does not count; after White's
        // first move it does.
        let mut fresh = game(GameSettings::default());
        fresh.resign("2").unwrap();
        assert!(!counts_for_rating(&fresh));
        let mut one = game(GameSettings::default());
        one.play_text("1", "e4", 1).unwrap();
        one.resign("2").unwrap();
        assert!(counts_for_rating(&one));

        let mut aborted = game(GameSettings::default());
        aborted.play_text("1", "e4", 1).unwrap();
        aborted.abort("2").unwrap();
        assert!(!counts_for_rating(&aborted));

        let mut casual = game(GameSettings {
            rated: false,
            ..GameSettings::default()
        });
        casual.play_text("1", "e4", 1).unwrap();
        casual.resign("2").unwrap();
        assert!(!counts_for_rating(&casual));
    }
}
