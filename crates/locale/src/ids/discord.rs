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

/// Roles belong to a server: use this command in one of its channels.
pub const DISCORD_ROLES_NOT_IN_SERVER: &str = "discord-roles-not-in-server";
/// @everyone cannot be handed out: choose a role members do not all have.
pub const DISCORD_ROLES_EVERYONE: &str = "discord-roles-everyone";
/// I could not read this server's roles ({ $error }), so I cannot tell whether <@&{ $ro…
pub const DISCORD_ROLES_READ_FAILED: &str = "discord-roles-read-failed";
/// I could not read this server's roles ({ $error }), so I cannot tell whether you may …
pub const DISCORD_ROLES_PRIZE_READ_FAILED: &str = "discord-roles-prize-read-failed";
/// You cannot attach <@&{ $role }>: I hand a role out only for members who could give i…
pub const DISCORD_ROLES_MEMBER_CANNOT_GIVE: &str = "discord-roles-member-cannot-give";
/// <@&{ $role }> is not a role of this server (was it deleted?). Choose another.
pub const DISCORD_ROLES_NOT_OF_SERVER: &str = "discord-roles-not-of-server";
/// You cannot attach <@&{ $role }>: it is not below your highest role, <@&{ $top }>, an…
pub const DISCORD_ROLES_NOT_BELOW_YOURS: &str = "discord-roles-not-below-yours";
/// You cannot attach <@&{ $role }>: it is not below any role of yours (you have none on…
pub const DISCORD_ROLES_NOT_BELOW_NONE_OF_YOURS: &str = "discord-roles-not-below-none-of-yours";
/// I cannot hand out <@&{ $role }>: I am missing the **Manage Roles** permission. A ser…
pub const DISCORD_ROLES_BOT_NOT_ALLOWED: &str = "discord-roles-bot-not-allowed";
/// I could not read my own roles on this server ({ $error }), so I cannot tell whether …
pub const DISCORD_ROLES_BOT_READ_FAILED: &str = "discord-roles-bot-read-failed";
/// <@&{ $role }> is managed by an integration (a bot's or the booster role), and Discor…
pub const DISCORD_ROLES_MANAGED: &str = "discord-roles-managed";
/// I cannot hand out <@&{ $role }>: it is not below my highest role, <@&{ $top }>, and …
pub const DISCORD_ROLES_NOT_BELOW_MINE: &str = "discord-roles-not-below-mine";
/// I cannot hand out <@&{ $role }>: it is not below any role of mine (I have none on th…
pub const DISCORD_ROLES_NOT_BELOW_NONE_OF_MINE: &str = "discord-roles-not-below-none-of-mine";
/// I could not read their roles ({ $error })
pub const DISCORD_ROLES_THEIR_ROLES_UNREAD: &str = "discord-roles-their-roles-unread";
/// • could not give <@&{ $role }> to <@{ $user }>: { $why }
pub const DISCORD_ROLES_COULD_NOT_GIVE: &str = "discord-roles-could-not-give";
/// • could not take <@&{ $role }> from <@{ $user }>: { $why }
pub const DISCORD_ROLES_COULD_NOT_TAKE: &str = "discord-roles-could-not-take";
/// The role change for the { $reason } did not go through:
pub const DISCORD_ROLES_CHANGE_FAILED: &str = "discord-roles-change-failed";
/// I am missing **Manage Roles**, or the role is not below mine
pub const DISCORD_ROLES_WHY_NOT_ALLOWED: &str = "discord-roles-why-not-allowed";
/// they are no longer a member of this server
pub const DISCORD_ROLES_WHY_NOT_MEMBER: &str = "discord-roles-why-not-member";
/// the role no longer exists
pub const DISCORD_ROLES_WHY_ROLE_GONE: &str = "discord-roles-why-role-gone";
/// Discord answered: { $error }
pub const DISCORD_ROLES_WHY_DISCORD: &str = "discord-roles-why-discord";
/// You cannot challenge yourself: name another player, or leave `opponent` empty for an…
pub const DISCORD_GAME_CHALLENGE_YOURSELF: &str = "discord-game-challenge-yourself";
/// You cannot challenge a bot: name a person, or leave `opponent` empty for an open cha…
pub const DISCORD_GAME_CHALLENGE_A_BOT: &str = "discord-game-challenge-a-bot";
/// `level` is for a game against me: name me as `opponent` to play the AI, or leave `le…
pub const DISCORD_GAME_LEVEL_WITHOUT_ME: &str = "discord-game-level-without-me";
/// Bad game settings: { $error }.
pub const DISCORD_GAME_BAD_SETTINGS: &str = "discord-game-bad-settings";
/// `level` must be 1 (weakest) to 8 (strongest) (you gave { $level }).
pub const DISCORD_GAME_BAD_LEVEL: &str = "discord-game-bad-level";
/// Type a move, e.g. `e4`, `Nf3`, `e2e4` or a flight `e4>e5>e6>d7`.
pub const DISCORD_GAME_TYPE_A_MOVE: &str = "discord-game-type-a-move";
/// Flight received: the thread shows the missile one square at a time (your path stays …
pub const DISCORD_GAME_FLIGHT_RECEIVED: &str = "discord-game-flight-received";
/// `{ $pawn }` is not a square: give the pawn's square, like e4.
pub const DISCORD_GAME_NOT_A_SQUARE: &str = "discord-game-not-a-square";
/// Steering started.
pub const DISCORD_GAME_STEERING_STARTED: &str = "discord-game-steering-started";
/// **{ $player }** is playing me (the AI, level { $level }) in <#{ $thread }>.
pub const DISCORD_GAME_AI_WHERE: &str = "discord-game-ai-where";
/// The missile is on its way: see the board in the thread.
pub const DISCORD_GAME_MISSILE_ON_ITS_WAY: &str = "discord-game-missile-on-its-way";
/// This question has ended: the button is no longer in use.
pub const DISCORD_GAME_BUTTON_ENDED: &str = "discord-game-button-ended";
/// A flight typed as a message shows its whole path to your opponent, and I may not del…
pub const DISCORD_GAME_TYPED_FLIGHT_SHOWN: &str = "discord-game-typed-flight-shown";
/// Flag falls { $stamp }.
pub const DISCORD_GAME_FLAG_FALLS: &str = "discord-game-flag-falls";
/// Time runs out { $stamp }.
pub const DISCORD_GAME_TIME_RUNS_OUT: &str = "discord-game-time-runs-out";
/// Done.
pub const DISCORD_DONE: &str = "discord-done";
/// Done: see <#{ $channel }>.
pub const DISCORD_DONE_SEE: &str = "discord-done-see";
/// This thread is locked, so its posts go to <#{ $channel }>: look there.
pub const DISCORD_THREAD_LOCKED_LOOK_THERE: &str = "discord-thread-locked-look-there";
/// I cannot post in <#{ $thread }>: it is locked. This goes here instead; a moderator c…
pub const DISCORD_THREAD_LOCKED_POSTED_HERE: &str = "discord-thread-locked-posted-here";
/// Malformed option: { $error }. Check the command's options and try again.
pub const DISCORD_MALFORMED_OPTION: &str = "discord-malformed-option";
/// Malformed option `{ $input }`: { $error }. Check the command's options and try again.
pub const DISCORD_MALFORMED_OPTION_INPUT: &str = "discord-malformed-option-input";
/// This command's options do not match the bot's; Discord may still show an old version…
pub const DISCORD_COMMAND_OUTDATED: &str = "discord-command-outdated";
/// Something went wrong: { $error }
pub const DISCORD_SOMETHING_WENT_WRONG: &str = "discord-something-went-wrong";
/// This command works in a server's channel, not in direct messages.
pub const DISCORD_SERVER_ONLY: &str = "discord-server-only";
/// I could not read this server's roles ({ $error }). Try again in a moment.
pub const DISCORD_SERVER_ROLES_UNREAD: &str = "discord-server-roles-unread";
/// I could not read that channel's permissions ({ $error }). Try again in a moment.
pub const DISCORD_CHANNEL_PERMISSIONS_UNREAD: &str = "discord-channel-permissions-unread";
/// On the web: <{ $url }>
pub const DISCORD_ON_THE_WEB: &str = "discord-on-the-web";
/// Discord event: { $url }
pub const DISCORD_EVENT_LINE: &str = "discord-event-line";
/// a scheduled tournament
pub const DISCORD_EVENT_AUDIT_REASON: &str = "discord-event-audit-reason";
/// Games: { $games }
pub const DISCORD_GAMES_LINE: &str = "discord-games-line";
/// <@{ $organizer }> Round { $round } of **{ $tournament }**: { $count ->
pub const DISCORD_BOARDS_WAITING: &str = "discord-boards-waiting";
/// Round { $round } of **{ $tournament }**: no board waits for its thread any more.
pub const DISCORD_BOARDS_NONE_WAITING: &str = "discord-boards-none-waiting";

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
    DISCORD_ROLES_NOT_IN_SERVER,
    DISCORD_ROLES_EVERYONE,
    DISCORD_ROLES_READ_FAILED,
    DISCORD_ROLES_PRIZE_READ_FAILED,
    DISCORD_ROLES_MEMBER_CANNOT_GIVE,
    DISCORD_ROLES_NOT_OF_SERVER,
    DISCORD_ROLES_NOT_BELOW_YOURS,
    DISCORD_ROLES_NOT_BELOW_NONE_OF_YOURS,
    DISCORD_ROLES_BOT_NOT_ALLOWED,
    DISCORD_ROLES_BOT_READ_FAILED,
    DISCORD_ROLES_MANAGED,
    DISCORD_ROLES_NOT_BELOW_MINE,
    DISCORD_ROLES_NOT_BELOW_NONE_OF_MINE,
    DISCORD_ROLES_THEIR_ROLES_UNREAD,
    DISCORD_ROLES_COULD_NOT_GIVE,
    DISCORD_ROLES_COULD_NOT_TAKE,
    DISCORD_ROLES_CHANGE_FAILED,
    DISCORD_ROLES_WHY_NOT_ALLOWED,
    DISCORD_ROLES_WHY_NOT_MEMBER,
    DISCORD_ROLES_WHY_ROLE_GONE,
    DISCORD_ROLES_WHY_DISCORD,
    DISCORD_GAME_CHALLENGE_YOURSELF,
    DISCORD_GAME_CHALLENGE_A_BOT,
    DISCORD_GAME_LEVEL_WITHOUT_ME,
    DISCORD_GAME_BAD_SETTINGS,
    DISCORD_GAME_BAD_LEVEL,
    DISCORD_GAME_TYPE_A_MOVE,
    DISCORD_GAME_FLIGHT_RECEIVED,
    DISCORD_GAME_NOT_A_SQUARE,
    DISCORD_GAME_STEERING_STARTED,
    DISCORD_GAME_AI_WHERE,
    DISCORD_GAME_MISSILE_ON_ITS_WAY,
    DISCORD_GAME_BUTTON_ENDED,
    DISCORD_GAME_TYPED_FLIGHT_SHOWN,
    DISCORD_GAME_FLAG_FALLS,
    DISCORD_GAME_TIME_RUNS_OUT,
    DISCORD_DONE,
    DISCORD_DONE_SEE,
    DISCORD_THREAD_LOCKED_LOOK_THERE,
    DISCORD_THREAD_LOCKED_POSTED_HERE,
    DISCORD_MALFORMED_OPTION,
    DISCORD_MALFORMED_OPTION_INPUT,
    DISCORD_COMMAND_OUTDATED,
    DISCORD_SOMETHING_WENT_WRONG,
    DISCORD_SERVER_ONLY,
    DISCORD_SERVER_ROLES_UNREAD,
    DISCORD_CHANNEL_PERMISSIONS_UNREAD,
    DISCORD_ON_THE_WEB,
    DISCORD_EVENT_LINE,
    DISCORD_EVENT_AUDIT_REASON,
    DISCORD_GAMES_LINE,
    DISCORD_BOARDS_WAITING,
    DISCORD_BOARDS_NONE_WAITING,
];
