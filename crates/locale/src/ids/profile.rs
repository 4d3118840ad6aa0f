//! `/profile` and `/leaderboard` (`profile.ftl`): ratings, ranks, results.

/// **{ $preset } leaderboard, { $scope ->
pub const LEADERBOARD_TITLE: &str = "leaderboard-title";
/// No ranked players yet.
pub const LEADERBOARD_EMPTY: &str = "leaderboard-empty";
/// { $rank }. { $line }
pub const LEADERBOARD_RANKED: &str = "leaderboard-ranked";
/// **{ $name }** { $rating } · { $games ->
pub const LEADERBOARD_LINE: &str = "leaderboard-line";
/// { $count ->
pub const LEADERBOARD_PROVISIONAL: &str = "leaderboard-provisional";
/// Your rank: { $rank }. { $line }
pub const LEADERBOARD_YOUR_RANK: &str = "leaderboard-your-rank";
/// You are not ranked yet: your { $preset } rating is { $rating } after { $games ->
pub const LEADERBOARD_NOT_RANKED: &str = "leaderboard-not-ranked";
/// { $scope ->
pub const LEADERBOARD_NO_GAMES: &str = "leaderboard-no-games";
/// Puzzle ratings are one for every game: give `scope:puzzles` alone (e.g. `/leaderboard…
pub const LEADERBOARD_PUZZLES_ALONE: &str = "leaderboard-puzzles-alone";
/// `season:` goes with `scope:season` (e.g. `/leaderboard scope:season season:Winter`).
pub const LEADERBOARD_SEASON_NEEDS_SCOPE: &str = "leaderboard-season-needs-scope";
/// 👤 **{ $name }**
pub const PROFILE_HEADING: &str = "profile-heading";
/// No rated games yet.
pub const PROFILE_NO_GAMES: &str = "profile-no-games";
/// No rated { $preset } games yet.
pub const PROFILE_NO_GAMES_IN: &str = "profile-no-games-in";
/// #{ $rank }
pub const PROFILE_RANK: &str = "profile-rank";
/// not ranked
pub const PROFILE_NOT_RANKED: &str = "profile-not-ranked";
/// { $server } on this server, { $global } globally
pub const PROFILE_RANKS: &str = "profile-ranks";
/// { $global } globally
pub const PROFILE_RANK_GLOBAL: &str = "profile-rank-global";
/// **{ $preset }** { $rating }: { $ranks }
pub const PROFILE_STANDING: &str = "profile-standing";
/// **{ $preset }** { $rating }: { $ranks } (provisional: ranked once the rating has no ?…
pub const PROFILE_STANDING_PROVISIONAL: &str = "profile-standing-provisional";
/// { $wins ->
pub const PROFILE_RECORD: &str = "profile-record";
/// { $rating } ± { $deviation }
pub const PROFILE_POOL: &str = "profile-pool";
/// Season
pub const PROFILE_SEASON: &str = "profile-season";
/// { $season }: #{ $rank } · { $rating } · { $games ->
pub const PROFILE_SEASON_LINE: &str = "profile-season-line";
/// Recent form
pub const PROFILE_RECENT_FORM: &str = "profile-recent-form";
/// { $result ->
pub const PROFILE_FORM_LETTER: &str = "profile-form-letter";
/// { $form } (newest first)
pub const PROFILE_FORM: &str = "profile-form";
/// Last games
pub const PROFILE_LAST_GAMES: &str = "profile-last-games";
/// • { $result ->
pub const PROFILE_GAME: &str = "profile-game";
/// Best win
pub const PROFILE_BEST_WIN: &str = "profile-best-win";
/// against **{ $opponent }** ({ $opponent_rating }) { $link }
pub const PROFILE_BEST_WIN_GAME: &str = "profile-best-win-game";
/// none yet.
pub const PROFILE_BEST_WIN_NONE: &str = "profile-best-win-none";
/// Puzzles
pub const PROFILE_PUZZLES: &str = "profile-puzzles";

/// Every id of this family.
pub const IDS: &[&str] = &[
    LEADERBOARD_TITLE,
    LEADERBOARD_EMPTY,
    LEADERBOARD_RANKED,
    LEADERBOARD_LINE,
    LEADERBOARD_PROVISIONAL,
    LEADERBOARD_YOUR_RANK,
    LEADERBOARD_NOT_RANKED,
    LEADERBOARD_NO_GAMES,
    LEADERBOARD_PUZZLES_ALONE,
    LEADERBOARD_SEASON_NEEDS_SCOPE,
    PROFILE_HEADING,
    PROFILE_NO_GAMES,
    PROFILE_NO_GAMES_IN,
    PROFILE_RANK,
    PROFILE_NOT_RANKED,
    PROFILE_RANKS,
    PROFILE_RANK_GLOBAL,
    PROFILE_STANDING,
    PROFILE_STANDING_PROVISIONAL,
    PROFILE_RECORD,
    PROFILE_POOL,
    PROFILE_SEASON,
    PROFILE_SEASON_LINE,
    PROFILE_RECENT_FORM,
    PROFILE_FORM_LETTER,
    PROFILE_FORM,
    PROFILE_LAST_GAMES,
    PROFILE_GAME,
    PROFILE_BEST_WIN,
    PROFILE_BEST_WIN_GAME,
    PROFILE_BEST_WIN_NONE,
    PROFILE_PUZZLES,
];
