//! Seasons (`season.ftl`): `/season`, a season's posts and its leaderboard.

/// Seasons belong to a server: use this command in one of its channels.
pub const SEASON_ONLY_IN_SERVERS: &str = "season-only-in-servers";
/// The seasons cannot be read or saved right now (the database did not answer): try agai…
pub const SEASON_UNAVAILABLE: &str = "season-unavailable";
/// This season is not one of this server's (it may have been removed): `/leaderboard sco…
pub const SEASON_RULES_GONE: &str = "season-rules-gone";
/// **{ $name }** cannot name a season: give a name of 1 to { $max } characters without `…
pub const SEASON_BAD_NAME: &str = "season-bad-name";
/// `top:{ $top }` is out of range: the top role goes to 1 to { $max } members.
pub const SEASON_BAD_TOP: &str = "season-bad-top";
/// This server's season **{ $name }** is still open: end it with `/season end` (its stan…
pub const SEASON_STILL_OPEN: &str = "season-still-open";
/// This server already had a season named **{ $name }** (its standings: `/leaderboard sc…
pub const SEASON_NAME_TAKEN: &str = "season-name-taken";
/// Season **{ $name }** has already ended; its standings: `/leaderboard scope:season sea…
pub const SEASON_ENDED_ALREADY: &str = "season-ended-already";
/// This server has no open season. The last one was **{ $name }** (ended { $at }): see i…
pub const SEASON_NO_OPEN_LAST: &str = "season-no-open-last";
/// This server has had no season yet: an organizer (Manage Server or the organizer role)…
pub const SEASON_NO_OPEN_NEVER: &str = "season-no-open-never";
/// This server has no season named **{ $name }**.
pub const SEASON_UNKNOWN: &str = "season-unknown";
/// Did you mean **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
pub const SEASON_DID_YOU_MEAN: &str = "season-did-you-mean";
/// `ends:{ $text }` is not a date I can read: write a day (2026-12-31, the season ends w…
pub const SEASON_ENDS_UNREADABLE: &str = "season-ends-unreadable";
/// `ends:{ $text }` is { $at }, which has passed: give a time in the future.
pub const SEASON_ENDS_PASSED: &str = "season-ends-passed";
/// `ends:{ $text }` is more than a year away: a season ends within a year (end it earlie…
pub const SEASON_ENDS_TOO_FAR: &str = "season-ends-too-far";
/// Only members with Manage Server or the tournament organizer role may start a season. …
pub const SEASON_ONLY_ORGANIZERS_START: &str = "season-only-organizers-start";
/// Only members with Manage Server or the tournament organizer role may end a season. As…
pub const SEASON_ONLY_ORGANIZERS_END: &str = "season-only-organizers-end";
/// Only members with Manage Server may change the season settings. Ask a server manager.
pub const SEASON_ONLY_MANAGERS: &str = "season-only-managers";
/// Give either `top_role` (to set it) or `clear:true` (to hand out no role), not both.
pub const SEASON_ROLE_OR_CLEAR: &str = "season-role-or-clear";
/// 📅 **Season { $name }** has started (by { $by }). Press **Rules** for how it counts.
pub const SEASON_STARTED: &str = "season-started";
/// 📅 Season { $name }
pub const SEASON_CARD_TITLE: &str = "season-card-title";
/// Every rated game played in this server counts for the season too.
pub const SEASON_CARD_DESCRIPTION: &str = "season-card-description";
/// Game
pub const SEASON_CARD_GAME: &str = "season-card-game";
/// every game, each its own pool
pub const SEASON_CARD_EVERY_GAME: &str = "season-card-every-game";
/// Rating pool
pub const SEASON_CARD_POOL: &str = "season-card-pool";
/// season ratings from 1500
pub const SEASON_CARD_POOL_VALUE: &str = "season-card-pool-value";
/// Players
pub const SEASON_CARD_PLAYERS: &str = "season-card-players";
/// everyone who plays a rated game here
pub const SEASON_CARD_PLAYERS_VALUE: &str = "season-card-players-value";
/// Start
pub const SEASON_CARD_START: &str = "season-card-start";
/// End
pub const SEASON_CARD_END: &str = "season-card-end";
/// When an organizer types `/season end`.
pub const SEASON_CARD_END_BY_COMMAND: &str = "season-card-end-by-command";
/// Standings
pub const SEASON_CARD_STANDINGS: &str = "season-card-standings";
/// Season #{ $id }. Press Rules for its rules.
pub const SEASON_CARD_FOOTER: &str = "season-card-footer";
/// Rules
pub const SEASON_RULES_BUTTON: &str = "season-rules-button";
/// rated { $preset } games
pub const SEASON_GAMES_OF: &str = "season-games-of";
/// rated games (each game its own pool)
pub const SEASON_GAMES_EVERY: &str = "season-games-every";
/// It ended { $at }.
pub const SEASON_RULES_ENDED: &str = "season-rules-ended";
/// It ends { $at } ({ $relative }).
pub const SEASON_RULES_ENDS: &str = "season-rules-ends";
/// It ends when an organizer types `/season end`.
pub const SEASON_RULES_ENDS_BY_COMMAND: &str = "season-rules-ends-by-command";
/// 📜 **Season { $name }**: while it is open, { $games } played in this server also count…
pub const SEASON_RULES: &str = "season-rules";
/// At its end the top { $top } of the final standings get { $role } (if whoever started …
pub const SEASON_RULES_TOP: &str = "season-rules-top";
/// Follow it with `/leaderboard scope:season`.
pub const SEASON_RULES_FOLLOW: &str = "season-rules-follow";
/// **{ $name }** { $rating } · { $games -\>
pub const SEASON_LINE: &str = "season-line";
/// 🏁 **Season { $name }** has ended: the final standings in { $preset }.
pub const SEASON_STANDINGS: &str = "season-standings";
/// 🏁 Season { $name } — final standings
pub const SEASON_STANDINGS_TITLE: &str = "season-standings-title";
/// … and { $count } more in the table picture.
pub const SEASON_STANDINGS_MORE: &str = "season-standings-more";
/// Winner
pub const SEASON_STANDINGS_WINNER: &str = "season-standings-winner";
/// Ran
pub const SEASON_STANDINGS_RAN: &str = "season-standings-ran";
/// { $from } to { $to }
pub const SEASON_STANDINGS_RAN_VALUE: &str = "season-standings-ran-value";
/// ? marks a provisional rating; records are wins–draws–losses.
pub const SEASON_STANDINGS_FOOTER: &str = "season-standings-footer";
/// **Season { $name }** has ended with no rated games played in this server during it: n…
pub const SEASON_NO_GAMES: &str = "season-no-games";
/// **Season { $name }** has ended, but its standings cannot be read right now (the datab…
pub const SEASON_STANDINGS_UNREADABLE: &str = "season-standings-unreadable";
/// { $role } goes to { $names }.
pub const SEASON_ROLE_LINE: &str = "season-role-line";
/// { $role } goes to the { $count } members at the top of the standings.
pub const SEASON_ROLE_LINE_MANY: &str = "season-role-line-many";
/// top { $top } of season { $name }
pub const SEASON_ROLE_REASON: &str = "season-role-reason";
/// { $saved -\>
pub const SEASON_SETTINGS: &str = "season-settings";
/// { $saved -\>
pub const SEASON_SETTINGS_NONE: &str = "season-settings-none";
/// ended { $at }
pub const SEASON_BOARD_ENDED: &str = "season-board-ended";
/// open, ends { $at }
pub const SEASON_BOARD_OPEN_ENDS: &str = "season-board-open-ends";
/// open since { $at }
pub const SEASON_BOARD_OPEN_SINCE: &str = "season-board-open-since";
/// **Season { $name } leaderboard** ({ $preset }, { $span }) · page { $page } of { $page…
pub const SEASON_BOARD_TITLE: &str = "season-board-title";
/// No rated { $preset } games in this season yet.
pub const SEASON_BOARD_EMPTY: &str = "season-board-empty";
/// Provisional ratings (with ?) are ranked too in a season.
pub const SEASON_BOARD_PROVISIONAL: &str = "season-board-provisional";
/// Your place: { $rank }. { $line }
pub const SEASON_BOARD_YOUR_PLACE: &str = "season-board-your-place";
/// You have no rated { $preset } games in this season yet.
pub const SEASON_BOARD_NO_GAMES: &str = "season-board-no-games";
/// Season { $name } — final standings
pub const SEASON_TABLE_TITLE: &str = "season-table-title";
/// { $preset } · { $players } · provisional ratings marked ?
pub const SEASON_TABLE_SUBTITLE: &str = "season-table-subtitle";
/// Player
pub const SEASON_TABLE_PLAYER: &str = "season-table-player";
/// Rating
pub const SEASON_TABLE_RATING: &str = "season-table-rating";
/// Games
pub const SEASON_TABLE_GAMES: &str = "season-table-games";
/// W
pub const SEASON_TABLE_WINS: &str = "season-table-wins";
/// D
pub const SEASON_TABLE_DRAWS: &str = "season-table-draws";
/// L
pub const SEASON_TABLE_LOSSES: &str = "season-table-losses";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    SEASON_ONLY_IN_SERVERS,
    SEASON_UNAVAILABLE,
    SEASON_RULES_GONE,
    SEASON_BAD_NAME,
    SEASON_BAD_TOP,
    SEASON_STILL_OPEN,
    SEASON_NAME_TAKEN,
    SEASON_ENDED_ALREADY,
    SEASON_NO_OPEN_LAST,
    SEASON_NO_OPEN_NEVER,
    SEASON_UNKNOWN,
    SEASON_DID_YOU_MEAN,
    SEASON_ENDS_UNREADABLE,
    SEASON_ENDS_PASSED,
    SEASON_ENDS_TOO_FAR,
    SEASON_ONLY_ORGANIZERS_START,
    SEASON_ONLY_ORGANIZERS_END,
    SEASON_ONLY_MANAGERS,
    SEASON_ROLE_OR_CLEAR,
    SEASON_STARTED,
    SEASON_CARD_TITLE,
    SEASON_CARD_DESCRIPTION,
    SEASON_CARD_GAME,
    SEASON_CARD_EVERY_GAME,
    SEASON_CARD_POOL,
    SEASON_CARD_POOL_VALUE,
    SEASON_CARD_PLAYERS,
    SEASON_CARD_PLAYERS_VALUE,
    SEASON_CARD_START,
    SEASON_CARD_END,
    SEASON_CARD_END_BY_COMMAND,
    SEASON_CARD_STANDINGS,
    SEASON_CARD_FOOTER,
    SEASON_RULES_BUTTON,
    SEASON_GAMES_OF,
    SEASON_GAMES_EVERY,
    SEASON_RULES_ENDED,
    SEASON_RULES_ENDS,
    SEASON_RULES_ENDS_BY_COMMAND,
    SEASON_RULES,
    SEASON_RULES_TOP,
    SEASON_RULES_FOLLOW,
    SEASON_LINE,
    SEASON_STANDINGS,
    SEASON_STANDINGS_TITLE,
    SEASON_STANDINGS_MORE,
    SEASON_STANDINGS_WINNER,
    SEASON_STANDINGS_RAN,
    SEASON_STANDINGS_RAN_VALUE,
    SEASON_STANDINGS_FOOTER,
    SEASON_NO_GAMES,
    SEASON_STANDINGS_UNREADABLE,
    SEASON_ROLE_LINE,
    SEASON_ROLE_LINE_MANY,
    SEASON_ROLE_REASON,
    SEASON_SETTINGS,
    SEASON_SETTINGS_NONE,
    SEASON_BOARD_ENDED,
    SEASON_BOARD_OPEN_ENDS,
    SEASON_BOARD_OPEN_SINCE,
    SEASON_BOARD_TITLE,
    SEASON_BOARD_EMPTY,
    SEASON_BOARD_PROVISIONAL,
    SEASON_BOARD_YOUR_PLACE,
    SEASON_BOARD_NO_GAMES,
    SEASON_TABLE_TITLE,
    SEASON_TABLE_SUBTITLE,
    SEASON_TABLE_PLAYER,
    SEASON_TABLE_RATING,
    SEASON_TABLE_GAMES,
    SEASON_TABLE_WINS,
    SEASON_TABLE_DRAWS,
    SEASON_TABLE_LOSSES,
];
