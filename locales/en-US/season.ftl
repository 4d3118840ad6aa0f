# Seasons: a server's own ratings for a while (`/season`, the season
# leaderboard `/leaderboard scope:season`). The start, the final standings
# and the top role's line are public posts (the server's language); the
# refusals, the settings and the rules are answers to one member.
# $name is the season's name and $typed the name as typed in a command
# (both as they are); $preset a game's name as typed in commands
# (cruise, pawns): keep them. $at, $from, $to and $relative are Discord
# timestamps (<t:…>): each reader sees them in their own zone and language.

## Refusals

season-only-in-servers = Seasons belong to a server: use this command in one of its channels.
season-unavailable = The seasons cannot be read or saved right now (the database did not answer): try again in a minute.
season-rules-gone = This season is not one of this server's (it may have been removed): `/leaderboard scope:season` shows the current one.
# $max: the longest name (50).
season-bad-name = **{ $name }** cannot name a season: give a name of 1 to { $max } characters without `:` or backticks (e.g. `name:Winter 2026`).
season-bad-top = `top:{ $top }` is out of range: the top role goes to 1 to { $max } members.
season-still-open = This server's season **{ $name }** is still open: end it with `/season end` (its standings are posted) before starting another.
season-name-taken = This server already had a season named **{ $name }** (its standings: `/leaderboard scope:season season:{ $typed }`): choose another name.
season-ended-already = Season **{ $name }** has already ended; its standings: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = This server has no open season. The last one was **{ $name }** (ended { $at }): see it with `/leaderboard scope:season season:{ $typed }`. An organizer starts a new one with `/season start name:<text>`.
season-no-open-never = This server has had no season yet: an organizer (Manage Server or the organizer role) starts one with `/season start name:<text>`.
season-unknown = This server has no season named **{ $name }**.
# Follows season-unknown: the open or last season.
season-did-you-mean = Did you mean **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
# `ends:` that cannot be read; $text as typed.
season-ends-unreadable = `ends:{ $text }` is not a date I can read: write a day (2026-12-31, the season ends when it is over, UTC), a day and time (2026-12-31 18:00, UTC, or 2026-12-31 18:00 Europe/Berlin), a Discord timestamp (<t:1798675200>) or a span from now (30d, 4w).
season-ends-passed = `ends:{ $text }` is { $at }, which has passed: give a time in the future.
season-ends-too-far = `ends:{ $text }` is more than a year away: a season ends within a year (end it earlier with `/season end` any time).
season-only-organizers-start = Only members with Manage Server or the tournament organizer role may start a season. Ask one of them; `/leaderboard scope:season` shows the current one.
season-only-organizers-end = Only members with Manage Server or the tournament organizer role may end a season. Ask one of them; `/leaderboard scope:season` shows the standings so far.
season-only-managers = Only members with Manage Server may change the season settings. Ask a server manager.
season-role-or-clear = Give either `top_role` (to set it) or `clear:true` (to hand out no role), not both.

## The start (public)

# $by: who started it.
season-started = 📅 **Season { $name }** has started (by { $by }). Press **Rules** for how it counts.
season-card-title = 📅 Season { $name }
season-card-description = Every rated game played in this server counts for the season too.
season-card-game = Game
season-card-every-game = every game, each its own pool
season-card-pool = Rating pool
season-card-pool-value = season ratings from 1500
season-card-players = Players
season-card-players-value = everyone who plays a rated game here
season-card-start = Start
season-card-end = End
season-card-end-by-command = When an organizer types `/season end`.
season-card-standings = Standings
# $id: the season's number.
season-card-footer = Season #{ $id }. Press Rules for its rules.
# The start card's button.
season-rules-button = Rules

## The rules (the Rules button's answer)

# What a season rates: $preset's rated games, or every game's.
season-games-of = rated { $preset } games
season-games-every = rated games (each game its own pool)
season-rules-ended = It ended { $at }.
season-rules-ends = It ends { $at } ({ $relative }).
season-rules-ends-by-command = It ends when an organizer types `/season end`.
# $games: season-games-of or season-games-every; $ends: one of
# season-rules-ended/-ends/-ends-by-command; $channel a channel's mention.
season-rules = 📜 **Season { $name }**: while it is open, { $games } played in this server also count for the season's own ratings, every member starting at 1500 (a player's global rating does not change how the season rates them). Ratings with ? are provisional (few games); a season ranks them too. { $ends } Its final standings are posted in { $channel }, by season rating, the first three with medals.
# When the server has a top role; $role is its mention.
season-rules-top = At its end the top { $top } of the final standings get { $role } (if whoever started it may hand that role out).
season-rules-follow = Follow it with `/leaderboard scope:season`.

## The final standings (public)

# One player's line: $rating as shown (1742, 1742? while provisional),
# $record wins–draws–losses (4–1–0).
season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $record }
season-standings = 🏁 **Season { $name }** has ended: the final standings in { $preset }.
season-standings-title = 🏁 Season { $name } — final standings
# Under the first three: how many more the table picture lists.
season-standings-more = … and { $count } more in the table picture.
season-standings-winner = Winner
season-standings-ran = Ran
season-standings-ran-value = { $from } to { $to }
season-standings-footer = ? marks a provisional rating; records are wins–draws–losses.
season-no-games = **Season { $name }** has ended with no rated games played in this server during it: no standings.
season-standings-unreadable = **Season { $name }** has ended, but its standings cannot be read right now (the database did not answer); they are kept: `/leaderboard scope:season season:{ $typed }`.
# Who gets the top role ($role its mention): $names, or how many.
season-role-line = { $role } goes to { $names }.
season-role-line-many = { $role } goes to the { $count } members at the top of the standings.
# The server's audit log's reason for the role.
season-role-reason = top { $top } of season { $name }

## The settings (to the member who asked)

# $saved: yes when just saved, no when shown.
season-settings = { $saved ->
        [yes] Season settings saved
       *[no] Season settings
    }: at a season's end, the top { $top } of the final standings get { $role } (and last season's holders lose it). `clear:true` hands out no role.
season-settings-none = { $saved ->
        [yes] Season settings saved
       *[no] Season settings
    }: no top role is handed out at a season's end (set one with `/season settings top_role:@role top:<n>`).

## The season leaderboard

season-board-ended = ended { $at }
season-board-open-ends = open, ends { $at }
season-board-open-since = open since { $at }
# $span: one of season-board-ended/-open-ends/-open-since; $page counts from 1.
season-board-title = **Season { $name } leaderboard** ({ $preset }, { $span }) · page { $page } of { $pages }
season-board-empty = No rated { $preset } games in this season yet.
season-board-provisional = Provisional ratings (with ?) are ranked too in a season.
# $line: season-line.
season-board-your-place = Your place: { $rank }. { $line }
season-board-no-games = You have no rated { $preset } games in this season yet.

## The standings' table picture (text drawn in the picture)

season-table-title = Season { $name } — final standings
# $players: how many played (count-players).
season-table-subtitle = { $preset } · { $players } · provisional ratings marked ?
season-table-player = Player
season-table-rating = Rating
season-table-games = Games
# One letter each: wins, draws, losses.
season-table-wins = W
season-table-draws = D
season-table-losses = L
