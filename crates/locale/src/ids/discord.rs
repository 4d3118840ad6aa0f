//! The Discord edge's own answers (`discord.ftl`): /settings, the
//! /tournament checks and admin answers, a game's thread notices.

/// Settings belong to a server: use this command in one of its channels.
pub const DISCORD_SETTINGS_NOT_IN_SERVER: &str = "discord-settings-not-in-server";
/// This server's pages are on the web site. `/settings web:off` hides them.
pub const DISCORD_SETTINGS_WEB_ON: &str = "discord-settings-web-on";
/// This server's pages are on the web site. Its pages: { $url } `/settings web:off` hid…
pub const DISCORD_SETTINGS_WEB_ON_AT: &str = "discord-settings-web-on-at";
/// This server's pages are not on the web site. `/settings web:on` (Manage Server) show…
pub const DISCORD_SETTINGS_WEB_OFF: &str = "discord-settings-web-off";
/// Could not read the settings ({ $error }). Try again in a moment.
pub const DISCORD_SETTINGS_READ_FAILED: &str = "discord-settings-read-failed";
/// An open challenge pings <@&{ $role }>. `/settings clear_lfg_role:true` stops it.
pub const DISCORD_SETTINGS_LFG_ROLE: &str = "discord-settings-lfg-role";
/// An open challenge pings nobody. `/settings lfg_role:<role>` (Manage Server) makes it…
pub const DISCORD_SETTINGS_LFG_NONE: &str = "discord-settings-lfg-none";
/// Could not read the looking-for-a-game role ({ $error }). Try again in a moment.
pub const DISCORD_SETTINGS_LFG_READ_FAILED: &str = "discord-settings-lfg-read-failed";
/// This server's time zone is { $zone }: tournament starts typed without a zone are rea…
pub const DISCORD_SETTINGS_ZONE: &str = "discord-settings-zone";
/// This server's time zone is UTC. `/settings timezone:Europe/Berlin` (Manage Server; a…
pub const DISCORD_SETTINGS_ZONE_UTC: &str = "discord-settings-zone-utc";
/// Could not read the time zone ({ $error }). Try again in a moment.
pub const DISCORD_SETTINGS_ZONE_READ_FAILED: &str = "discord-settings-zone-read-failed";
/// Private answers follow each member's own Discord language when the bot speaks it, el…
pub const DISCORD_SETTINGS_PRIVATE_LANGUAGE: &str = "discord-settings-private-language";
/// Public posts are in { $language } (set with `/settings language`; `/settings clear_l…
pub const DISCORD_SETTINGS_PUBLIC_CHOSEN: &str = "discord-settings-public-chosen";
/// Public posts follow this server's Discord language (Community servers set it in Serv…
pub const DISCORD_SETTINGS_PUBLIC_DISCORD: &str = "discord-settings-public-discord";
/// Public posts are in { $language }: this server's Discord language (`{ $code }`) is n…
pub const DISCORD_SETTINGS_PUBLIC_UNSHIPPED: &str = "discord-settings-public-unshipped";
/// Public posts are in { $language }, as Discord names no language for this server (Com…
pub const DISCORD_SETTINGS_PUBLIC_UNNAMED: &str = "discord-settings-public-unnamed";
/// Could not read the language of public posts ({ $error }). Try again in a moment.
pub const DISCORD_SETTINGS_LANGUAGE_READ_FAILED: &str = "discord-settings-language-read-failed";
/// Give either `language` (to choose the language of public posts) or `clear_language:t…
pub const DISCORD_SETTINGS_LANGUAGE_BOTH: &str = "discord-settings-language-both";
/// Give either `puzzle_channel`/`puzzle_time` (to post the daily puzzle) or `clear_dail…
pub const DISCORD_SETTINGS_DAILY_BOTH: &str = "discord-settings-daily-both";
/// { $why } (nothing was changed)
pub const DISCORD_SETTINGS_NOTHING_CHANGED: &str = "discord-settings-nothing-changed";
/// Give either `lfg_role` (to set it) or `clear_lfg_role:true` (to remove it), not both.
pub const DISCORD_SETTINGS_LFG_BOTH: &str = "discord-settings-lfg-both";
/// `lfg_role` cannot be @everyone: choose a role that the members who want a game take …
pub const DISCORD_SETTINGS_LFG_EVERYONE: &str = "discord-settings-lfg-everyone";
/// Only members with Manage Server may change this (nothing was changed). Ask a server …
pub const DISCORD_SETTINGS_NOT_MANAGER: &str = "discord-settings-not-manager";
/// This server's leaderboard, tournaments and games are now on the public web site.
pub const DISCORD_SETTINGS_WEB_NOW_PUBLIC: &str = "discord-settings-web-now-public";
/// This server's leaderboard, tournaments and games are now on the public web site. Its…
pub const DISCORD_SETTINGS_WEB_NOW_PUBLIC_AT: &str = "discord-settings-web-now-public-at";
/// This server's pages are now hidden from the web site (they answer 404).
pub const DISCORD_SETTINGS_WEB_NOW_HIDDEN: &str = "discord-settings-web-now-hidden";
/// Could not save the setting ({ $error }). Try again in a moment.
pub const DISCORD_SETTINGS_SAVE_FAILED: &str = "discord-settings-save-failed";
/// An open challenge (a `/challenge` without an opponent) now pings <@&{ $role }>, once…
pub const DISCORD_SETTINGS_LFG_NOW: &str = "discord-settings-lfg-now";
/// Open challenges ping nobody any more.
pub const DISCORD_SETTINGS_LFG_NOW_NONE: &str = "discord-settings-lfg-now-none";
/// Could not save the looking-for-a-game role ({ $error }). Try again in a moment.
pub const DISCORD_SETTINGS_LFG_SAVE_FAILED: &str = "discord-settings-lfg-save-failed";
/// This server's time zone is now { $zone }: tournament starts typed without a zone are…
pub const DISCORD_SETTINGS_ZONE_NOW: &str = "discord-settings-zone-now";
/// Could not save the time zone ({ $error }). Try again in a moment.
pub const DISCORD_SETTINGS_ZONE_SAVE_FAILED: &str = "discord-settings-zone-save-failed";
/// The daily puzzle is posted no more. `/puzzle daily` still gives today's puzzle to wh…
pub const DISCORD_SETTINGS_DAILY_STOPPED: &str = "discord-settings-daily-stopped";
/// Could not save the language ({ $error }). Try again in a moment.
pub const DISCORD_SETTINGS_LANGUAGE_SAVE_FAILED: &str = "discord-settings-language-save-failed";
/// This server's public posts are now in { $language }; members' private answers still …
pub const DISCORD_SETTINGS_LANGUAGE_NOW: &str = "discord-settings-language-now";
/// This server's public posts follow its Discord language again (Community servers set …
pub const DISCORD_SETTINGS_LANGUAGE_NOW_DISCORD: &str = "discord-settings-language-now-discord";
/// No Discord event for it: I am missing the **Manage Events** permission. A server adm…
pub const DISCORD_TOURNAMENT_NO_EVENT: &str = "discord-tournament-no-event";
/// Bad `time`: { $error }.
pub const DISCORD_TOURNAMENT_BAD_TIME: &str = "discord-tournament-bad-time";
/// Bad `intercept`: { $error }.
pub const DISCORD_TOURNAMENT_BAD_INTERCEPT: &str = "discord-tournament-bad-intercept";
/// I cannot run a tournament in this channel: I am missing { $missing } here. Each boar…
pub const DISCORD_TOURNAMENT_MISSING_PERMISSIONS: &str = "discord-tournament-missing-permissions";
/// Tournament settings belong to a server: use this command in one of its channels.
pub const DISCORD_TOURNAMENT_SETTINGS_NOT_IN_SERVER: &str =
    "discord-tournament-settings-not-in-server";
/// Only members with Manage Server may change the tournament settings. Ask a server man…
pub const DISCORD_TOURNAMENT_SETTINGS_NOT_MANAGER: &str = "discord-tournament-settings-not-manager";
/// Give either `organizer_role` (to set it) or `clear:true` (to remove it), not both.
pub const DISCORD_TOURNAMENT_ORGANIZER_BOTH: &str = "discord-tournament-organizer-both";
/// Give either `winner_role` (to set it) or `clear_winner_role:true` (to remove it), no…
pub const DISCORD_TOURNAMENT_WINNER_BOTH: &str = "discord-tournament-winner-both";
/// Members with <@&{ $role }> may now start, pair, kick from and cancel any tournament …
pub const DISCORD_TOURNAMENT_ORGANIZER_NOW: &str = "discord-tournament-organizer-now";
/// The tournament organizer role is removed: a tournament's organizer and members with …
pub const DISCORD_TOURNAMENT_ORGANIZER_REMOVED: &str = "discord-tournament-organizer-removed";
/// Could not save the organizer role ({ $error }). Try again in a moment.
pub const DISCORD_TOURNAMENT_ORGANIZER_SAVE_FAILED: &str =
    "discord-tournament-organizer-save-failed";
/// The winner of each tournament of this server now gets <@&{ $role }>, and the previou…
pub const DISCORD_TOURNAMENT_WINNER_NOW: &str = "discord-tournament-winner-now";
/// No role is handed to tournament winners any more (those who hold it keep it).
pub const DISCORD_TOURNAMENT_WINNER_REMOVED: &str = "discord-tournament-winner-removed";
/// Could not save the winner role ({ $error }). Try again in a moment.
pub const DISCORD_TOURNAMENT_WINNER_SAVE_FAILED: &str = "discord-tournament-winner-save-failed";
/// Could not save who may create tournaments ({ $error }). Try again in a moment.
pub const DISCORD_TOURNAMENT_CREATORS_SAVE_FAILED: &str = "discord-tournament-creators-save-failed";
/// Any member may create tournaments and series here (never with a winner role they cou…
pub const DISCORD_TOURNAMENT_CREATORS_EVERYONE: &str = "discord-tournament-creators-everyone";
/// Only members with Manage Server or the tournament organizer role may create tourname…
pub const DISCORD_TOURNAMENT_CREATORS_ORGANIZERS: &str = "discord-tournament-creators-organizers";
/// On this server only members with **Manage Server** may create tournaments and series…
pub const DISCORD_TOURNAMENT_ONLY_MANAGERS_CREATE: &str = "discord-tournament-only-managers-create";
/// On this server only members with **Manage Server** or <@&{ $role }> may create tourn…
pub const DISCORD_TOURNAMENT_ONLY_ORGANIZERS_CREATE: &str =
    "discord-tournament-only-organizers-create";
/// Could not read who may create tournaments here ({ $error }). Try again in a moment.
pub const DISCORD_TOURNAMENT_CREATORS_READ_FAILED: &str = "discord-tournament-creators-read-failed";
/// The tournament organizer role is <@&{ $role }>: its members may start, pair, kick fr…
pub const DISCORD_TOURNAMENT_ORGANIZER_IS: &str = "discord-tournament-organizer-is";
/// No tournament organizer role is set: a tournament's organizer and members with Manag…
pub const DISCORD_TOURNAMENT_ORGANIZER_NONE: &str = "discord-tournament-organizer-none";
/// Could not read the tournament settings ({ $error }). Try again in a moment.
pub const DISCORD_TOURNAMENT_SETTINGS_READ_FAILED: &str = "discord-tournament-settings-read-failed";
/// The winner of each tournament gets <@&{ $role }> (the previous winner loses it); `cl…
pub const DISCORD_TOURNAMENT_WINNER_IS: &str = "discord-tournament-winner-is";
/// No winner role is set: `/tournament settings winner_role:<role>` hands one to each t…
pub const DISCORD_TOURNAMENT_WINNER_NONE: &str = "discord-tournament-winner-none";
/// Name the game: `round`, `board` and `result` (e.g. round 2, board 1, 1-0); in a knoc…
pub const DISCORD_TOURNAMENT_NAME_THE_GAME: &str = "discord-tournament-name-the-game";
/// this server has reached Discord's cap on active threads (error 160006); archiving fi…
pub const DISCORD_THREAD_AT_CAP: &str = "discord-thread-at-cap";
/// I am missing the **Create Public Threads** permission (and **Send Messages in Thread…
pub const DISCORD_THREAD_NO_PERMISSION: &str = "discord-thread-no-permission";
/// Discord answered { $error }
pub const DISCORD_THREAD_DISCORD_ANSWERED: &str = "discord-thread-discord-answered";
/// the game could not be moved into it ({ $error })
pub const DISCORD_THREAD_NOT_MOVED: &str = "discord-thread-not-moved";
/// I could not open a thread for this game: { $why }.
pub const DISCORD_THREAD_NONE: &str = "discord-thread-none";
/// I could not open a thread for this game, so it is played here in the channel.
pub const DISCORD_THREAD_PLAYED_HERE: &str = "discord-thread-played-here";
/// I could not open a thread for this game. { $taken }
pub const DISCORD_THREAD_NONE_TAKEN: &str = "discord-thread-none-taken";
/// I could not open a thread for **{ $game }**, so it is played here in the channel.
pub const DISCORD_THREAD_TOURNAMENT_PLAYED_HERE: &str = "discord-thread-tournament-played-here";
/// 🔒 **{ $tournament }**: I could not open { $count ->
pub const DISCORD_THREAD_ORGANIZER: &str = "discord-thread-organizer";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    DISCORD_SETTINGS_NOT_IN_SERVER,
    DISCORD_SETTINGS_WEB_ON,
    DISCORD_SETTINGS_WEB_ON_AT,
    DISCORD_SETTINGS_WEB_OFF,
    DISCORD_SETTINGS_READ_FAILED,
    DISCORD_SETTINGS_LFG_ROLE,
    DISCORD_SETTINGS_LFG_NONE,
    DISCORD_SETTINGS_LFG_READ_FAILED,
    DISCORD_SETTINGS_ZONE,
    DISCORD_SETTINGS_ZONE_UTC,
    DISCORD_SETTINGS_ZONE_READ_FAILED,
    DISCORD_SETTINGS_PRIVATE_LANGUAGE,
    DISCORD_SETTINGS_PUBLIC_CHOSEN,
    DISCORD_SETTINGS_PUBLIC_DISCORD,
    DISCORD_SETTINGS_PUBLIC_UNSHIPPED,
    DISCORD_SETTINGS_PUBLIC_UNNAMED,
    DISCORD_SETTINGS_LANGUAGE_READ_FAILED,
    DISCORD_SETTINGS_LANGUAGE_BOTH,
    DISCORD_SETTINGS_DAILY_BOTH,
    DISCORD_SETTINGS_NOTHING_CHANGED,
    DISCORD_SETTINGS_LFG_BOTH,
    DISCORD_SETTINGS_LFG_EVERYONE,
    DISCORD_SETTINGS_NOT_MANAGER,
    DISCORD_SETTINGS_WEB_NOW_PUBLIC,
    DISCORD_SETTINGS_WEB_NOW_PUBLIC_AT,
    DISCORD_SETTINGS_WEB_NOW_HIDDEN,
    DISCORD_SETTINGS_SAVE_FAILED,
    DISCORD_SETTINGS_LFG_NOW,
    DISCORD_SETTINGS_LFG_NOW_NONE,
    DISCORD_SETTINGS_LFG_SAVE_FAILED,
    DISCORD_SETTINGS_ZONE_NOW,
    DISCORD_SETTINGS_ZONE_SAVE_FAILED,
    DISCORD_SETTINGS_DAILY_STOPPED,
    DISCORD_SETTINGS_LANGUAGE_SAVE_FAILED,
    DISCORD_SETTINGS_LANGUAGE_NOW,
    DISCORD_SETTINGS_LANGUAGE_NOW_DISCORD,
    DISCORD_TOURNAMENT_NO_EVENT,
    DISCORD_TOURNAMENT_BAD_TIME,
    DISCORD_TOURNAMENT_BAD_INTERCEPT,
    DISCORD_TOURNAMENT_MISSING_PERMISSIONS,
    DISCORD_TOURNAMENT_SETTINGS_NOT_IN_SERVER,
    DISCORD_TOURNAMENT_SETTINGS_NOT_MANAGER,
    DISCORD_TOURNAMENT_ORGANIZER_BOTH,
    DISCORD_TOURNAMENT_WINNER_BOTH,
    DISCORD_TOURNAMENT_ORGANIZER_NOW,
    DISCORD_TOURNAMENT_ORGANIZER_REMOVED,
    DISCORD_TOURNAMENT_ORGANIZER_SAVE_FAILED,
    DISCORD_TOURNAMENT_WINNER_NOW,
    DISCORD_TOURNAMENT_WINNER_REMOVED,
    DISCORD_TOURNAMENT_WINNER_SAVE_FAILED,
    DISCORD_TOURNAMENT_CREATORS_SAVE_FAILED,
    DISCORD_TOURNAMENT_CREATORS_EVERYONE,
    DISCORD_TOURNAMENT_CREATORS_ORGANIZERS,
    DISCORD_TOURNAMENT_ONLY_MANAGERS_CREATE,
    DISCORD_TOURNAMENT_ONLY_ORGANIZERS_CREATE,
    DISCORD_TOURNAMENT_CREATORS_READ_FAILED,
    DISCORD_TOURNAMENT_ORGANIZER_IS,
    DISCORD_TOURNAMENT_ORGANIZER_NONE,
    DISCORD_TOURNAMENT_SETTINGS_READ_FAILED,
    DISCORD_TOURNAMENT_WINNER_IS,
    DISCORD_TOURNAMENT_WINNER_NONE,
    DISCORD_TOURNAMENT_NAME_THE_GAME,
    DISCORD_THREAD_AT_CAP,
    DISCORD_THREAD_NO_PERMISSION,
    DISCORD_THREAD_DISCORD_ANSWERED,
    DISCORD_THREAD_NOT_MOVED,
    DISCORD_THREAD_NONE,
    DISCORD_THREAD_PLAYED_HERE,
    DISCORD_THREAD_NONE_TAKEN,
    DISCORD_THREAD_TOURNAMENT_PLAYED_HERE,
    DISCORD_THREAD_ORGANIZER,
];
