//! Rated games: which finished games count for ratings, and the rating
//! changes they make (lichess-flavoured Glicko-2 from the `rating` crate).
//! Pure: the host reads both players' ratings, asks [`updates`], and writes
//! the result with the game's final change.

use crate::game::{EndReason, GameCore};
use engine::Color;
use rating::{Outcome, Rating, Transition};
use store::{RatingUpdate, StoredRating};

/// Whether the game, just ended, counts for ratings: rated settings with
/// the preset's standard rules, two different people, not aborted, and both
/// sides moved (a game lost by forfeit before that is not rated).
pub(crate) fn counts(core: &GameCore) -> bool {
    core.settings.is_rated()
        && core.players[0].id != core.players[1].id
        && core.moved[0]
        && core.moved[1]
        && core.result.is_some_and(|r| r.reason != EndReason::Aborted)
}

/// A stored rating as the rating crate's (a new player when none).
pub(crate) fn from_store(s: Option<StoredRating>) -> Rating {
    match s {
        Some(s) => Rating {
            rating: s.rating,
            rd: s.rd,
            volatility: s.volatility,
            updated_days: s.updated_days,
        },
        None => Rating::NEW,
    }
}

/// The rating changes of the finished game `core` at `now_ms`, from White's
/// and Black's stored ratings before it: the store updates (White's, then
/// Black's) and what each player sees.
pub(crate) fn updates(
    core: &GameCore,
    before: [Option<StoredRating>; 2],
    now_ms: i64,
) -> (Vec<RatingUpdate>, [Transition; 2]) {
    let outcome = match core.result.and_then(|r| r.winner) {
        Some(Color::White) => Outcome::WhiteWins,
        Some(Color::Black) => Outcome::BlackWins,
        None => Outcome::Draw,
    };
    let (w0, b0) = (from_store(before[0]), from_store(before[1]));
    let (w1, b1) = rating::update(&w0, &b0, outcome, rating::unix_days(now_ms / 1000));
    let preset = core.settings.preset.name().to_string();
    let before_stored = before;
    let update = |i: usize, before: &Rating, after: &Rating| RatingUpdate {
        user_id: core.players[i].id.clone(),
        preset: preset.clone(),
        rating_before: before.rating,
        after: StoredRating {
            rating: after.rating,
            rd: after.rd,
            volatility: after.volatility,
            updated_days: after.updated_days,
            games: before_stored[i].map_or(0, |s| s.games) + 1,
        },
    };
    (
        vec![update(0, &w0, &w1), update(1, &b0, &b1)],
        [Transition::new(&w0, &w1), Transition::new(&b0, &b1)],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameResult;
    use crate::ids::{Place, Player};
    use crate::settings::GameSettings;

    fn finished(winner: Option<Color>, reason: EndReason, moved: bool) -> GameCore {
        let mut g = GameCore::new(
            1,
            Place::channel("g", "c"),
            [Player::new("a", "alice"), Player::new("b", "bob")],
            GameSettings::default(),
            0,
        )
        .unwrap();
        g.moved = [moved, moved];
        g.result = Some(GameResult { winner, reason });
        g
    }

    #[test]
    fn two_new_players_first_game() {
        let g = finished(Some(Color::White), EndReason::Resignation, true);
        assert!(counts(&g));
        let (ups, tr) = updates(&g, [None, None], 1_790_000_000_000);
        assert_eq!(tr[0].to_string(), "1500? → 1742? (+242)");
        assert_eq!(tr[1].to_string(), "1500? → 1258? (−242)");
        assert_eq!((ups[0].user_id.as_str(), ups[0].after.games), ("a", 1));
        assert_eq!(ups[1].preset, "cruise");
        assert_eq!(ups[1].rating_before, 1500.0);
    }

    #[test]
    fn aborted_unmoved_casual_and_custom_games_do_not_count() {
        assert!(!counts(&finished(None, EndReason::Aborted, false)));
        assert!(!counts(&finished(
            Some(Color::Black),
            EndReason::Time,
            false
        )));
        let mut casual = finished(Some(Color::White), EndReason::Resignation, true);
        casual.settings.rated = false;
        assert!(!counts(&casual));
        let mut no_king = finished(Some(Color::White), EndReason::Resignation, true);
        no_king.settings.king_strikes = false;
        assert!(!counts(&no_king));
        let mut alone = finished(Some(Color::White), EndReason::Resignation, true);
        alone.players[1] = alone.players[0].clone();
        assert!(!counts(&alone));
    }
}
