# Organizing tournaments: why a tournament action was refused (said
# privately, in the member's language), a player's entry, leaving and
# withdrawal, cancellations and the run-up to a scheduled start (posts,
# in the server's language).
# Glossary: docs/TRANSLATING.md. Keep `code`, **bold**, mentions, slash
# commands and option names (`max_players`, `starts:`) as they are.

## Refusals. $name: a tournament's name (shown in bold).

# $text: the format typed; $formats: the formats, as a list with "or".
organizing-bad-format = Tournament format `{ $text }` is not known: choose { $formats }.
# $option: an option's name (`rounds`); $format: this tournament's format (swiss, arena, …);
# $formats: the formats that take the option, as a list with "and";
# $create: the commands that create one, as a list with "or".
organizing-not-an-option-of = `{ $option }` is not an option of this { $format } tournament: it is for { $formats } tournaments. Create one with { $create }, or leave `{ $option }` out.
# No format at all, in "it is for … tournaments".
organizing-no-formats = no
organizing-too-many-for-bracket = A knockout bracket takes at most 128 players and { $have } have joined: remove some with /tournament kick, or run a Swiss instead.
organizing-match-result-or-winner = Give either `result` (the result of the match's game being played, like `1-0`) or `winner` (the player who goes through), not both and not neither.
organizing-bad-start = Start time `{ $text }` is not understood: write `in 2h`, a UTC time like `18:30`, a date and time with a zone like `2026-12-04 19:00 Europe/Berlin`, a Discord timestamp like `<t:1796497200>` or unix seconds; or leave it empty and start the tournament yourself.
# $date: a Discord stamp shown as a date and time.
organizing-start-passed = Start time `{ $text }` is { $date }, which has already passed: give a time in the future.
organizing-start-too-far = Start time `{ $text }` is more than 30 days away: create the tournament closer to its date.
organizing-unknown-zone = Time zone `{ $text }` is not known: use an IANA name like `Europe/Berlin`, `America/New_York` or `UTC`.
organizing-bad-no-show = No-show time `{ $text }` is not understood: write a number and a unit, like `30s`, `2m`, `5m`, `1h` or `1d`, from 10 seconds to 7 days, or leave it empty for the default (5 minutes; 24 hours with a correspondence time control).
organizing-bad-move-limit = Move limit `{ $text }` is not understood: write a number and a unit, like `30s`, `2m`, `1h` or `1d`, from 10 seconds to 14 days, or leave it empty for the default (1 day).
organizing-move-limit-with-clock = `move_limit` is for tournaments without a clock: with a time control the clock limits each move. Leave `move_limit` out, or create the tournament with `time:none`.
organizing-bad-bye = Bye points `{ $text }` are not possible: choose `1` (the default), `0.5` (or `½`) or `0`.
organizing-bad-name = Give the tournament a name of 1 to 80 characters.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } round is
       *[other] { $rounds } rounds is
    } not possible: choose 1 to 30 rounds, or leave it empty for a number that suits the players.
organizing-bad-minutes = An arena of { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } is not possible: choose 1 to 1440 minutes.
organizing-no-tournament-here = There is no open or running tournament in this channel. Create one with /tournament create.
organizing-edit-after-start = **{ $name }** has started: it can be edited only before its start. Its results are set with `/tournament result`.
organizing-nothing-to-edit = Nothing to change: give at least one option to `/tournament edit <format>`: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, a Swiss's `rounds` and `byes`, an arena's `minutes`.
# $format: the tournament's format; $asked: the format of the command used.
organizing-edit-other-format = **{ $name }** is a { $format } tournament: change it with `/tournament edit { $format }`, not `/tournament edit { $asked }`.
organizing-edit-not-for-format = This { $format } tournament has no `{ $option }` to change: `{ $option }` is for { $formats } tournaments.
organizing-max-below-joined = { $joined ->
        [one] { $joined } player has
       *[other] { $joined } players have
    } joined already: `max_players` cannot be { $max }. Give { $joined } or more, or kick players first.
# $choices: the tournaments, "**Name** (#12)", comma-separated.
organizing-choose-tournament = This channel holds several tournaments: { $choices }. Pick one with the `tournament:` option (it suggests them as you type).
# After the ten tournaments named.
organizing-choices-more = { $count } more
# A command that creates a tournament of $format, in organizing-not-an-option-of.
organizing-create-command = `/tournament create { $format }`
# $open: the member's open tournaments, "**Name** (#12)", comma-separated.
organizing-too-many-open = You already have { $limit } open tournaments in this server ({ $open }), the most one member may. Finish or cancel one (`/tournament cancel`) before you create another.
organizing-no-such-tournament = There is no tournament #{ $id }. See the tournaments of this channel with /tournament standings.
organizing-already-joined = You have already joined **{ $name }**. Wait for it to start.
organizing-full = **{ $name }** is full ({ $max ->
        [one] { $max } player
       *[other] { $max } players
    }). Ask the organizer for room, or join another tournament.
organizing-already-started = **{ $name }** has started and takes no more entries (a round robin takes none after its start; a Swiss none once its last round is paired; an arena none after its end). Join the next one.
organizing-over = **{ $name }** is over. See its final standings, or create a new tournament.
organizing-not-joined = You are not playing in **{ $name }**. Join it with /tournament join while it is open.
organizing-not-running = **{ $name }** has not started yet: use /tournament leave to leave it.
organizing-already-withdrawn = You have already left **{ $name }**.
# $organizer: the organizer's name; $action: organizing-organizer-action.
organizing-not-organizer = Only the organizer ({ $organizer }), a member with Manage Server or one with the server's tournament organizer role may { $action }. Ask one of them (`/tournament settings` shows the role).
# What only an organizer may do, in organizing-not-organizer.
organizing-organizer-action = { $action ->
        [add] add players to this tournament
        [results] set results in this tournament
        [start] start this tournament
        [cancel] cancel this tournament
        [pair] pair the next round of this tournament
        [remove] remove players from this tournament
       *[other] edit this tournament
    }
organizing-too-few-players = A tournament of this format needs at least { $needed ->
        [one] { $needed } player
       *[other] { $needed } players
    } and has { $have }. Wait for more players to join.
# $games: the games still being played, "alice vs bob", comma-separated.
organizing-round-in-progress = Round { $round } is still being played ({ $games }). The next round is paired by itself when its last game ends.
# After organizing-round-in-progress. $time: a Discord stamp shown as a time of day.
organizing-round-in-progress-no-show = A player who has not moved by { $time } loses by forfeit.
organizing-round-in-progress-under-way = Its games are under way: wait for them to end.
organizing-arena-pairs-itself = **{ $name }** is an arena: free players are paired by themselves, there are no rounds to pair.
organizing-no-more-rounds = All rounds of **{ $name }** have been paired; it ends when the last game ends.
organizing-not-in-tournament-game = Berserk is for your own arena game, in its thread, before your first move.
organizing-berserk-too-late = You can berserk only before your first move of the game.
organizing-berserk-no-clock = Berserk halves your clock: this tournament has no clock.
organizing-no-abort = Tournament games cannot be aborted. Resign, or leave the tournament with /tournament withdraw.
# $error: what the pairing engine said (as it said it).
organizing-pairing-failed = The next round could not be paired ({ $error }). The organizer can try again with /tournament pair.
organizing-not-swiss = A TRF file exists only for Swiss tournaments; the PGN of every game is attached instead.
organizing-save-failed = Could not save that. Please try again in a moment.
organizing-bad-max-players = At most { $max ->
        [one] { $max } player
       *[other] { $max } players
    } is not possible: choose from 2 to 1,000 players, or leave it empty for 256.
organizing-bad-role = `{ $text }` is not a role: pick a role of this server, or leave it empty to let anyone join.
# $option: the option that needs a start (`repeat`, `checkin`, `remind`).
organizing-needs-start-time = `{ $option }:` needs a start time: add `starts:` (like `in 2h`, `18:30 Europe/Berlin` or `2026-12-04 19:00 UTC`).
# $option: `remind`; $text: what was typed.
organizing-bad-remind = `{ $option }:{ $text }` is not a duration: write it like `10m`, `1h` or `1d`, or `0` for no reminder.
# $option: `checkin`; $text: what was typed.
organizing-bad-checkin = `{ $option }:{ $text }` is not a duration: write it like `10m`, `1h` or `1d`, or leave it empty for no check-in.
# $when: a Discord stamp shown as "in 2 hours".
organizing-check-in-opens = Check-in for **{ $name }** opens { $when }: come back then.
organizing-check-in-not-open = **{ $name }** has no check-in open now.
organizing-not-entered = You have not joined **{ $name }**: press Join first, then Check in.
organizing-bad-result = Result `{ $text }` is not understood: write `1-0`, `0-1`, `1/2` (a draw; `½`, `½-½`, `1/2-1/2` and `0.5-0.5` work too), `+-` (White wins by forfeit), `-+` (Black wins by forfeit) or `0-0` (both lose by forfeit).
organizing-byes-swiss-only = **{ $name }** is not a Swiss: half-point byes can be requested only in a Swiss. Withdraw if you cannot play on.
organizing-byes-off = **{ $name }** gives no requested byes. Play your games, or withdraw if you cannot play on.
# $allowed: the half-point byes a player may request.
organizing-no-byes-left = You have used your { $allowed ->
        [one] half-point bye
       *[other] { $allowed } half-point byes
    } in **{ $name }**. Play your games, or withdraw if you cannot play on.
organizing-bye-already-requested = You have already requested a half-point bye for round { $round } of **{ $name }**: you will not be paired in it.
organizing-bye-too-late = The last round of **{ $name }** is paired: there is no round left to take a bye in. Play your game, or withdraw.
# $rounds: the rounds paired so far.
organizing-no-such-round = There is no round { $round }: { $rounds ->
        [0] no round has been paired yet.
        [one] only round 1 has been paired.
       *[other] rounds 1 to { $rounds } have been paired.
    }
# $boards: the boards of that round.
organizing-no-such-board = There is no board { $board } in round { $round }: { $boards ->
        [one] it has board 1 only.
       *[other] its boards are 1 to { $boards }.
    }
organizing-bye-board = Board { $board } of round { $round } is a bye: it has no game and no result to set. Choose a board with two players.
organizing-results-not-started = **{ $name }** has not started yet: there are no results to set.
organizing-results-over = **{ $name }** is over: its results are final and can no longer be changed.
organizing-results-cancelled = **{ $name }** was cancelled: there are no results to set.
# $role: a role mention.
organizing-missing-role = You need the role { $role } to join **{ $name }**.
# $needed, $more: count-rated-games; $preset: a game preset's name; $have: a number.
organizing-too-few-rated-games = **{ $name }** needs at least { $needed } in { $preset }; you have { $have }. Play { $more } more and join again.
organizing-already-berserk = You have already gone berserk in this game.
organizing-unpairable = The next round of **{ $name }** cannot be paired after round { $round }: every pairing left would be a rematch or a second bye. The tournament ends here.
# $text: the repeat typed.
organizing-bad-repeat = `{ $text }` is not a repeat: choose none, daily, weekly or monthly.
# `/settings timezone:`; $text: the zone typed.
organizing-bad-zone = `{ $text }` is not a time zone I know. Give an IANA name such as `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` or `UTC` (see https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); nothing was changed.

## Entries, leaving, cancellations and the run-up (posts).
## $player: a member's name; $tournament: a tournament's title ("**Friday Swiss** (#12, swiss)").

organizing-back = { $player } is back in { $tournament }: paired again as soon as an opponent is free.
organizing-left = { $player } left { $tournament }.
organizing-removed = { $player } was removed from { $tournament }: any game in progress is lost by forfeit.
organizing-withdrew = { $player } withdrew from { $tournament }: any game in progress is lost by forfeit.
# `/tournament add`: $mention pings the added member, $by the organizer who added them.
organizing-added = { $mention }, { $by } added you (**{ $player }**) to { $tournament }. Not playing? Press **Leave** below (or `/tournament leave`).
organizing-cancelled = { $tournament } was cancelled by its organizer.
# $players: count-players (who joined); $min: the fewest players it needs.
organizing-cancelled-too-few = { $tournament } is cancelled: { $players } joined, at least { $min ->
        [one] { $min } is
       *[other] { $min } are
    } needed.
# $players: count-players (who checked in); $min: the fewest players it needs.
organizing-cancelled-too-few-checked-in = { $tournament } is cancelled: { $players } checked in, at least { $min ->
        [one] { $min } is
       *[other] { $min } are
    } needed.
# $date: a Discord stamp shown as date and time; $countdown: as "in 2 hours".
organizing-run-up = ⏰ { $tournament } starts { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } starts { $date }. Check-in is open: press Check in below before it closes { $countdown }, or you will be withdrawn at the start.
# $names: mentions, comma-separated; $count: how many.
organizing-withdrawn-absent = { $names } did not check in for { $tournament } and { $count ->
        [one] is
       *[other] are
    } withdrawn.
# After organizing-withdrawn-absent, when late entries are possible.
organizing-withdrawn-absent-late = You may still join late: press Join.
# $countdown: a Discord stamp shown as "in 2 hours".
organizing-checked-in = You are checked in for { $tournament }. It starts { $countdown }.

## Elsewhere.

# A scheduled tournament's calendar entry (a Discord event). $format: swiss, arena, …; $preset: a game preset's name; $time: a time control (`5+3`).
organizing-calendar-description = { $format } tournament of { $preset }, { $time }. Join with the Join button of its announcement.
# Why the winner role changed hands (the server's audit log).
organizing-winner-role-reason = winner of { $tournament }

## Notices and the bracket's refusals (moved from texts that crossed crates).

# A notice for one member alone about their tournament or season ($title: its name; $notice: the sentence).
organizing-private-notice = 🔒 **{ $title }**: { $notice }
# A knockout's bracket refused: $players: how many players it was asked for.
organizing-bracket-players = A knockout bracket takes 2 to 128 players, not { $players }: split the field or run a Swiss first.
organizing-bracket-third-place = A bracket of 2 players has no semi-finals, so no third-place match: leave it out or take at least 3 players.
# $text: what the member wrote. The names W1-2, GF1, GF2, 3P are the same in every language (W: winners' bracket, L: losers' bracket).
organizing-bracket-match-name = '{ $text }' is not a match name: write W<round>-<n>, L<round>-<n>, GF1, GF2 or 3P (for example W1-2).
# $match: a match's name (W1-2, GF1, 3P).
organizing-bracket-no-such-match = There is no match { $match } in this bracket: list the matches to see their names.
organizing-bracket-not-ready = { $match } is not ready: its players are not both known yet; record the matches before it first.
# $seed: a player's seed (S5).
organizing-bracket-walkover = { $match } is a walkover: { $seed } goes through without playing, so it takes no result.
organizing-bracket-walkover-open = { $match } is a walkover: one slot is empty, so whoever takes the other goes through without playing; it takes no result.
organizing-bracket-empty = { $match } is never played: both of its slots are empty; it takes no result.
# $seed: the seed (S5) who won the grand final's first game (GF1).
organizing-bracket-no-reset = GF2 is not played: { $seed } won GF1 from the winners' bracket and the bracket is over.
# $winner: the seed (S5) who won it.
organizing-bracket-already-decided = { $match } is already decided ({ $winner } won): a result is recorded once.
# $seed: the seed named as winner; $a, $b: the match's two seeds.
organizing-bracket-not-in-match = { $seed } does not play { $match }, which is { $a } against { $b }: name one of them as the winner.
