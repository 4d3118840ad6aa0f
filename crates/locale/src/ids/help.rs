//! `/rules` and `/help` (`help.ftl`): how the game is played, the help topics.

/// **Cruise Pawns** is chess in which a pawn may, as its whole turn, fire itself as a cr…
pub const RULES_TEXT: &str = "rules-text";
/// **Cruise Pawns help**: pick a topic below. Each lists its commands (`<option>` is req…
pub const HELP_INTRO: &str = "help-intro";
/// Pick a topic
pub const HELP_PICK_TOPIC: &str = "help-pick-topic";
/// That help topic is unknown: run `/help` again and pick one from its menu.
pub const HELP_UNKNOWN_TOPIC: &str = "help-unknown-topic";
/// *Organizers and server managers:*
pub const HELP_ORGANIZERS: &str = "help-organizers";
/// `{ $usage }`: { $what }.
pub const HELP_COMMAND_LINE: &str = "help-command-line";
/// Playing
pub const HELP_PLAYING_LABEL: &str = "help-playing-label";
/// Challenges, moves, draws, the end of a game, analysis
pub const HELP_PLAYING_ABOUT: &str = "help-playing-about";
/// A `/challenge` with the bot as `opponent` plays the AI (`level` 1-8); without `oppone…
pub const HELP_PLAYING_TEXT: &str = "help-playing-text";
/// Missiles
pub const HELP_MISSILES_LABEL: &str = "help-missiles-label";
/// Firing a pawn, steering it, shooting one down
pub const HELP_MISSILES_ABOUT: &str = "help-missiles-about";
/// A pawn off its starting rank may, as its whole turn, fire itself: the missile flies u…
pub const HELP_MISSILES_TEXT: &str = "help-missiles-text";
/// Tournaments
pub const HELP_TOURNAMENTS_LABEL: &str = "help-tournaments-label";
/// Joining, playing and running tournaments and series
pub const HELP_TOURNAMENTS_ABOUT: &str = "help-tournaments-about";
/// Join with the announcement's button. Each command takes `tournament:` to name one whe…
pub const HELP_TOURNAMENTS_TEXT: &str = "help-tournaments-text";
/// Ratings and seasons
pub const HELP_RATINGS_LABEL: &str = "help-ratings-label";
/// Ratings, the leaderboard, profiles and seasons
pub const HELP_RATINGS_ABOUT: &str = "help-ratings-about";
/// Rated games change both players' ratings (a `?` marks a provisional one, after few ga…
pub const HELP_RATINGS_TEXT: &str = "help-ratings-text";
/// Puzzles
pub const HELP_PUZZLES_LABEL: &str = "help-puzzles-label";
/// Puzzles from this server's games, the daily puzzle, streaks
pub const HELP_PUZZLES_ABOUT: &str = "help-puzzles-about";
/// Every finished game of this server is searched for blunders: each becomes a puzzle, c…
pub const HELP_PUZZLES_TEXT: &str = "help-puzzles-text";
/// Settings
pub const HELP_SETTINGS_LABEL: &str = "help-settings-label";
/// The server's settings and who sees the bot's answers
pub const HELP_SETTINGS_ABOUT: &str = "help-settings-about";
/// These answer only you: `/rules`, `/help`, `/profile`, `/leaderboard` and `/tournament…
pub const HELP_SETTINGS_TEXT: &str = "help-settings-text";

/// Every id of this family.
pub const IDS: &[&str] = &[
    RULES_TEXT,
    HELP_INTRO,
    HELP_PICK_TOPIC,
    HELP_UNKNOWN_TOPIC,
    HELP_ORGANIZERS,
    HELP_COMMAND_LINE,
    HELP_PLAYING_LABEL,
    HELP_PLAYING_ABOUT,
    HELP_PLAYING_TEXT,
    HELP_MISSILES_LABEL,
    HELP_MISSILES_ABOUT,
    HELP_MISSILES_TEXT,
    HELP_TOURNAMENTS_LABEL,
    HELP_TOURNAMENTS_ABOUT,
    HELP_TOURNAMENTS_TEXT,
    HELP_RATINGS_LABEL,
    HELP_RATINGS_ABOUT,
    HELP_RATINGS_TEXT,
    HELP_PUZZLES_LABEL,
    HELP_PUZZLES_ABOUT,
    HELP_PUZZLES_TEXT,
    HELP_SETTINGS_LABEL,
    HELP_SETTINGS_ABOUT,
    HELP_SETTINGS_TEXT,
];
