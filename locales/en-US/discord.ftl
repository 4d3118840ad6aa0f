# What the Discord edge answers itself: /settings, the /tournament checks
# and admin answers, and the notices about a game's thread. Private
# answers are in the member's Discord language, public notices in the
# server's. Shown as they are: role mentions (<@&…>), channel and web
# addresses, command names and options in `code`, Discord's permission
# names in **bold** (Discord's own English names).

## /settings

discord-settings-not-in-server = Settings belong to a server: use this command in one of its channels.
discord-settings-web-on = This server's pages are on the web site. `/settings web:off` hides them.
# $url: the server's pages on the web site.
discord-settings-web-on-at = This server's pages are on the web site. Its pages: { $url } `/settings web:off` hides them.
discord-settings-web-off = This server's pages are not on the web site. `/settings web:on` (Manage Server) shows its leaderboard, tournaments and games there.
# $error: what went wrong (not translated).
discord-settings-read-failed = Could not read the settings ({ $error }). Try again in a moment.
# $role: the role's id (inside a mention).
discord-settings-lfg-role = An open challenge pings <@&{ $role }>. `/settings clear_lfg_role:true` stops it.
discord-settings-lfg-none = An open challenge pings nobody. `/settings lfg_role:<role>` (Manage Server) makes it ping the members looking for a game.
discord-settings-lfg-read-failed = Could not read the looking-for-a-game role ({ $error }). Try again in a moment.
# $zone: an IANA time zone name, e.g. Europe/Berlin.
discord-settings-zone = This server's time zone is { $zone }: tournament starts typed without a zone are read in it, and a series keeps its hour there. `/settings timezone:<IANA name>` changes it.
discord-settings-zone-utc = This server's time zone is UTC. `/settings timezone:Europe/Berlin` (Manage Server; any IANA name) reads tournament starts in your zone and keeps a series at its hour there.
discord-settings-zone-read-failed = Could not read the time zone ({ $error }). Try again in a moment.
# $language: the language's own name, e.g. Deutsch.
discord-settings-private-language = Private answers follow each member's own Discord language when the bot speaks it, else the server's: yours are in { $language }.
discord-settings-public-chosen = Public posts are in { $language } (set with `/settings language`; `/settings clear_language:true` follows this server's Discord language instead).
discord-settings-public-discord = Public posts follow this server's Discord language (Community servers set it in Server Settings > Overview > Primary Language), now { $language }. `/settings language:<language>` (Manage Server) chooses another.
# $code: the server's Discord language code, e.g. ko.
discord-settings-public-unshipped = Public posts are in { $language }: this server's Discord language (`{ $code }`) is not one the bot speaks yet. `/settings language:<language>` (Manage Server) chooses one.
discord-settings-public-unnamed = Public posts are in { $language }, as Discord names no language for this server (Community servers set it in Server Settings > Overview > Primary Language). `/settings language:<language>` (Manage Server) chooses one.
discord-settings-language-read-failed = Could not read the language of public posts ({ $error }). Try again in a moment.
discord-settings-language-both = Give either `language` (to choose the language of public posts) or `clear_language:true` (to follow the server's Discord language), not both (nothing was changed).
discord-settings-daily-both = Give either `puzzle_channel`/`puzzle_time` (to post the daily puzzle) or `clear_daily_puzzle:true` (to stop it), not both.
# $why: why the time was refused (not translated yet).
discord-settings-nothing-changed = { $why } (nothing was changed)
discord-settings-lfg-both = Give either `lfg_role` (to set it) or `clear_lfg_role:true` (to remove it), not both.
discord-settings-lfg-everyone = `lfg_role` cannot be @everyone: choose a role that the members who want a game take (nothing was changed).
discord-settings-not-manager = Only members with Manage Server may change this (nothing was changed). Ask a server manager; `/settings` alone shows the current settings.
discord-settings-web-now-public = This server's leaderboard, tournaments and games are now on the public web site.
discord-settings-web-now-public-at = This server's leaderboard, tournaments and games are now on the public web site. Its pages: { $url }
discord-settings-web-now-hidden = This server's pages are now hidden from the web site (they answer 404).
discord-settings-save-failed = Could not save the setting ({ $error }). Try again in a moment.
discord-settings-lfg-now = An open challenge (a `/challenge` without an opponent) now pings <@&{ $role }>, once. (The role must be mentionable, or I need Mention @everyone.)
discord-settings-lfg-now-none = Open challenges ping nobody any more.
discord-settings-lfg-save-failed = Could not save the looking-for-a-game role ({ $error }). Try again in a moment.
discord-settings-zone-now = This server's time zone is now { $zone }: tournament starts typed without a zone are read in it, and new series keep their hour there across daylight-saving changes.
discord-settings-zone-save-failed = Could not save the time zone ({ $error }). Try again in a moment.
discord-settings-daily-stopped = The daily puzzle is posted no more. `/puzzle daily` still gives today's puzzle to whoever asks.
discord-settings-language-save-failed = Could not save the language ({ $error }). Try again in a moment.
discord-settings-language-now = This server's public posts are now in { $language }; members' private answers still follow their own Discord language. `/settings clear_language:true` follows the server's Discord language again.
discord-settings-language-now-discord = This server's public posts follow its Discord language again (Community servers set it in Server Settings > Overview > Primary Language), now { $language }.

## /tournament

discord-tournament-no-event = No Discord event for it: I am missing the **Manage Events** permission. A server admin can grant it to my role in Server Settings → Roles.
# $error: why the option was not understood (not translated yet).
discord-tournament-bad-time = Bad `time`: { $error }.
discord-tournament-bad-intercept = Bad `intercept`: { $error }.
# $missing: Discord's names of the permissions, in bold, e.g. **Attach Files**, **Send Messages**; $count: how many.
discord-tournament-missing-permissions = I cannot run a tournament in this channel: I am missing { $missing } here. Each board gets a thread of its own with its board picture. A server admin can grant { $count ->
        [one] it
       *[other] them
    } to me in the channel's settings (Edit Channel → Permissions), then try again.
discord-tournament-settings-not-in-server = Tournament settings belong to a server: use this command in one of its channels.
discord-tournament-settings-not-manager = Only members with Manage Server may change the tournament settings. Ask a server manager; `/tournament settings` alone shows the current ones.
discord-tournament-organizer-both = Give either `organizer_role` (to set it) or `clear:true` (to remove it), not both.
discord-tournament-winner-both = Give either `winner_role` (to set it) or `clear_winner_role:true` (to remove it), not both.
discord-tournament-organizer-now = Members with <@&{ $role }> may now start, pair, kick from and cancel any tournament of this server.
discord-tournament-organizer-removed = The tournament organizer role is removed: a tournament's organizer and members with Manage Server run it.
discord-tournament-organizer-save-failed = Could not save the organizer role ({ $error }). Try again in a moment.
discord-tournament-winner-now = The winner of each tournament of this server now gets <@&{ $role }>, and the previous winner loses it.
discord-tournament-winner-removed = No role is handed to tournament winners any more (those who hold it keep it).
discord-tournament-winner-save-failed = Could not save the winner role ({ $error }). Try again in a moment.
discord-tournament-creators-save-failed = Could not save who may create tournaments ({ $error }). Try again in a moment.
discord-tournament-creators-everyone = Any member may create tournaments and series here (never with a winner role they could not give themselves). `creators:organizers` keeps it to Manage Server and the organizer role.
discord-tournament-creators-organizers = Only members with Manage Server or the tournament organizer role may create tournaments and series here; everyone may still join them. `creators:everyone` opens creating to all members.
discord-tournament-only-managers-create = On this server only members with **Manage Server** may create tournaments and series. Ask one of them to create it; anyone may join it then.
discord-tournament-only-organizers-create = On this server only members with **Manage Server** or <@&{ $role }> may create tournaments and series. Ask one of them to create it; anyone may join it then.
discord-tournament-creators-read-failed = Could not read who may create tournaments here ({ $error }). Try again in a moment.
discord-tournament-organizer-is = The tournament organizer role is <@&{ $role }>: its members may start, pair, kick from and cancel any tournament here. A member with Manage Server changes it with `/tournament settings organizer_role:<role>` or removes it with `clear:true`.
discord-tournament-organizer-none = No tournament organizer role is set: a tournament's organizer and members with Manage Server run it. A member with Manage Server sets one with `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = Could not read the tournament settings ({ $error }). Try again in a moment.
discord-tournament-winner-is = The winner of each tournament gets <@&{ $role }> (the previous winner loses it); `clear_winner_role:true` stops it.
discord-tournament-winner-none = No winner role is set: `/tournament settings winner_role:<role>` hands one to each tournament's winner.
discord-tournament-name-the-game = Name the game: `round`, `board` and `result` (e.g. round 2, board 1, 1-0); in a knockout, `match` (e.g. W1-2) with `result` for its game being played or `winner` for the whole match.

## A game's thread

discord-thread-at-cap = this server has reached Discord's cap on active threads (error 160006); archiving finished threads makes room
discord-thread-no-permission = I am missing the **Create Public Threads** permission (and **Send Messages in Threads**) in this channel; a server admin can grant them in the channel's settings
# $error: Discord's answer (not translated).
discord-thread-discord-answered = Discord answered { $error }
discord-thread-not-moved = the game could not be moved into it ({ $error })
# $why: one of the reasons above.
discord-thread-none = I could not open a thread for this game: { $why }.
discord-thread-played-here = I could not open a thread for this game, so it is played here in the channel.
# $taken: why the channel cannot hold the game either (not translated yet).
discord-thread-none-taken = I could not open a thread for this game. { $taken }
# $game: the game's name, e.g. alice vs bob.
discord-thread-tournament-played-here = I could not open a thread for **{ $game }**, so it is played here in the channel.
# To a tournament's organizer, privately. $tournament: its name; $games: the games' names in bold, e.g. **R1 · alice vs bob**; $count: how many; $why: one of the reasons above.
discord-thread-organizer = 🔒 **{ $tournament }**: I could not open { $count ->
        [one] the thread
       *[other] the threads
    } of { $games }: { $why }.
