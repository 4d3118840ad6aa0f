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

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Roles belong to a server: use this command in one of its channels.
discord-roles-everyone = @everyone cannot be handed out: choose a role members do not all have.
# $error: what went wrong (not translated); $role: the role's id (inside a mention).
discord-roles-read-failed = I could not read this server's roles ({ $error }), so I cannot tell whether <@&{ $role }> may be handed out. Try again in a moment.
discord-roles-prize-read-failed = I could not read this server's roles ({ $error }), so I cannot tell whether you may make <@&{ $role }> a prize. Try again in a moment.
# $option: the command's option that names the role, e.g. winner_role.
discord-roles-member-cannot-give = You cannot attach <@&{ $role }>: I hand a role out only for members who could give it themselves (the server owner, an Administrator, or a member with **Manage Roles** on the server, from a role: Manage Permissions on one channel does not count), and you have none of these. Ask a server admin to set it, or leave `{ $option }` out (nothing was changed).
discord-roles-not-of-server = <@&{ $role }> is not a role of this server (was it deleted?). Choose another.
# $top: the member's highest role's id (inside a mention).
discord-roles-not-below-yours = You cannot attach <@&{ $role }>: it is not below your highest role, <@&{ $top }>, and with **Manage Roles** Discord lets a member give only roles below their own. Choose a role below yours, or ask a server admin to set this one (nothing was changed).
discord-roles-not-below-none-of-yours = You cannot attach <@&{ $role }>: it is not below any role of yours (you have none on this server), and with **Manage Roles** Discord lets a member give only roles below their own. Choose a role below yours, or ask a server admin to set this one (nothing was changed).
discord-roles-bot-not-allowed = I cannot hand out <@&{ $role }>: I am missing the **Manage Roles** permission. A server admin can grant it to my role in Server Settings → Roles, then set the role again.
discord-roles-bot-read-failed = I could not read my own roles on this server ({ $error }), so I cannot tell whether I may hand out <@&{ $role }>. Try again in a moment.
discord-roles-managed = <@&{ $role }> is managed by an integration (a bot's or the booster role), and Discord lets nobody hand it out. Choose another role.
# $top: the bot's highest role's id (inside a mention).
discord-roles-not-below-mine = I cannot hand out <@&{ $role }>: it is not below my highest role, <@&{ $top }>, and Discord lets a bot hand out only roles below its own. A server admin can drag my role above <@&{ $role }> in Server Settings → Roles, then set the role again.
discord-roles-not-below-none-of-mine = I cannot hand out <@&{ $role }>: it is not below any role of mine (I have none on this server), and Discord lets a bot hand out only roles below its own. A server admin can drag my role above <@&{ $role }> in Server Settings → Roles, then set the role again.
discord-roles-their-roles-unread = I could not read their roles ({ $error })
# One line of the list below. $user: the member's id (inside a mention); $why: one of the reasons below.
discord-roles-could-not-give = • could not give <@&{ $role }> to <@{ $user }>: { $why }
discord-roles-could-not-take = • could not take <@&{ $role }> from <@{ $user }>: { $why }
# $reason: what the role is for, e.g. winner of Friday Blitz (not translated yet); $lines: the lines above, one a member.
discord-roles-change-failed = The role change for the { $reason } did not go through:
    { $lines }
    A server admin can make sure I have **Manage Roles** and that my role is above <@&{ $role }> (Server Settings → Roles), then change it by hand. Nothing else is affected.
discord-roles-why-not-allowed = I am missing **Manage Roles**, or the role is not below mine
discord-roles-why-not-member = they are no longer a member of this server
discord-roles-why-role-gone = the role no longer exists
# $error: Discord's answer (not translated).
discord-roles-why-discord = Discord answered: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = You cannot challenge yourself: name another player, or leave `opponent` empty for an open challenge.
discord-game-challenge-a-bot = You cannot challenge a bot: name a person, or leave `opponent` empty for an open challenge. To play me, name me as `opponent`.
discord-game-level-without-me = `level` is for a game against me: name me as `opponent` to play the AI, or leave `level` out.
# $error: why the settings do not go together (not translated yet).
discord-game-bad-settings = Bad game settings: { $error }.
# $level: the level given.
discord-game-bad-level = `level` must be 1 (weakest) to 8 (strongest) (you gave { $level }).
discord-game-type-a-move = Type a move, e.g. `e4`, `Nf3`, `e2e4` or a flight `e4>e5>e6>d7`.
discord-game-flight-received = Flight received: the thread shows the missile one square at a time (your path stays hidden).
# $pawn: what the member typed.
discord-game-not-a-square = `{ $pawn }` is not a square: give the pawn's square, like e4.
discord-game-steering-started = Steering started.
# The channel's line when someone starts a game against the AI in a thread. $player: their name; $level: 1 to 8; $thread: the thread's id (inside a mention).
discord-game-ai-where = **{ $player }** is playing me (the AI, level { $level }) in <#{ $thread }>.
discord-game-missile-on-its-way = The missile is on its way: see the board in the thread.
discord-game-button-ended = This question has ended: the button is no longer in use.
discord-game-typed-flight-shown = A flight typed as a message shows its whole path to your opponent, and I may not delete messages here. Use `/move` (answered privately) or `/fire` (steer with buttons) to keep it hidden.
# $stamp: a Discord timestamp that every client shows as a live countdown ("in 27 seconds").
discord-game-flag-falls = Flag falls { $stamp }.
discord-game-time-runs-out = Time runs out { $stamp }.

## Answers and posts

discord-done = Done.
# $channel: the channel's id (inside a mention).
discord-done-see = Done: see <#{ $channel }>.
discord-thread-locked-look-there = This thread is locked, so its posts go to <#{ $channel }>: look there.
# Posted in the channel of a locked thread, before the post the thread refused. $thread: the thread's id (inside a mention).
discord-thread-locked-posted-here = I cannot post in <#{ $thread }>: it is locked. This goes here instead; a moderator can unlock the thread (or give me **Manage Threads**) to keep the game there.
# $input: the option as typed; $error: what is wrong with it (not translated).
discord-malformed-option = Malformed option: { $error }. Check the command's options and try again.
discord-malformed-option-input = Malformed option `{ $input }`: { $error }. Check the command's options and try again.
discord-command-outdated = This command's options do not match the bot's; Discord may still show an old version of it. Try again in a minute.
discord-something-went-wrong = Something went wrong: { $error }
discord-server-only = This command works in a server's channel, not in direct messages.
discord-server-roles-unread = I could not read this server's roles ({ $error }). Try again in a moment.
discord-channel-permissions-unread = I could not read that channel's permissions ({ $error }). Try again in a moment.
# $url: the page's address.
discord-on-the-web = On the web: <{ $url }>
# $url: the Discord event's address.
discord-event-line = Discord event: { $url }
# The reason the server's audit log shows for the event the bot creates.
discord-event-audit-reason = a scheduled tournament
# A round's pairings: the threads of games whose line was not placed above. $games: the threads' mentions.
discord-games-line = Games: { $games }
# To a tournament's organizer. $organizer: their id (inside a mention); $round: the round's number; $tournament: its name; $count: how many boards; $boards: their names in bold.
discord-boards-waiting = <@{ $organizer }> Round { $round } of **{ $tournament }**: { $count ->
        [one] { $count } board has
       *[other] { $count } boards have
    } not reached their players yet: { $boards }. I could not open their threads (your next command here shows you why) and keep trying in the background; their no-show time starts only once their board is posted.
discord-boards-none-waiting = Round { $round } of **{ $tournament }**: no board waits for its thread any more.
