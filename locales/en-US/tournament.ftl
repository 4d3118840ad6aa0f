# Durations and counts: the source every other locale translates.
# Plurals by CLDR: English has `one` (exactly 1) and `other`.

## Durations, in their largest whole unit (a no-show time, a move limit,
## an arena's length).

duration-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
duration-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}

## A tournament's announcement.

# A Swiss's number of rounds, a sentence.
tournament-rounds = { $count ->
    [one] { $count } round.
   *[other] { $count } rounds.
}
# The most players a tournament takes, a sentence.
tournament-max-players = { $count ->
    [one] At most { $count } player.
   *[other] At most { $count } players.
}

## Counts, as a phrase inside a sentence.

count-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
count-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
# A knockout's matches (a match: the games between two players until one goes through).
count-matches = { $count ->
    [one] { $count } match
   *[other] { $count } matches
}
count-rated-games = { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}

## A tournament's posts (crates/tournament). `$tournament` is its title
## as posts name it (`**Friday Swiss** (#12, swiss)`), names and mentions
## are as they are; `$preset` is a game's preset as typed (`cruise`).

# What a bye is worth.
tournament-point-one = 1 point
tournament-point-half = ½ point
# $points: a number of points with its decimals (`1.5`, `0`).
tournament-points = { $points } points
# The entrants' names that fit, then how many more.
tournament-entrants-more = { $names } and { $more } more (`/tournament standings` lists everyone)

# A board's result.
tournament-result-forfeit = { $loser } lost to { $winner } by forfeit.
tournament-result-both-forfeit = { $white } and { $black } both lost by forfeit.
tournament-result-requested-bye = { $player }: requested bye (½ point).
tournament-result-in-progress = { $white } vs { $black }: in progress

# A round's boards, a line each ($number: the board's number).
tournament-board-requested-bye = { $number }. { $player }: requested bye (½ point)
# $worth: what the bye is worth (tournament-point-one, …).
tournament-board-bye = { $number }. { $player }: bye ({ $worth })
tournament-board-game = { $number }. { $white } (White) vs { $black } (Black)
tournament-round-header = { $tournament }: round { $round } of { $rounds }
# $duration: a duration (duration-minutes, …); $stamp: a Discord time stamp shown as "in 5 minutes".
tournament-first-move-by = Make your first move within { $duration } (time runs out { $stamp }) or lose by forfeit.

## The announcement.

tournament-no-clock = no clock
# $time: a time control (`5+3`) or tournament-no-clock; $strikes and $rated: yes or no.
tournament-created = { $tournament } by { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , king strikes
       *[other] {""}
    }, { $rated ->
        [yes] rated
       *[other] casual
    }.
tournament-rule-first-move = Make your first move within { $duration } or lose by forfeit.
tournament-rule-move-limit = Without a clock, each move within { $duration }: a player who lets it pass loses the game.
# $conditions: tournament-entry-role and tournament-entry-min-games, comma-separated.
tournament-entry = Entry: { $conditions }.
tournament-entry-role = members with { $role }
# $games: count-rated-games.
tournament-entry-min-games = at least { $games } in { $preset }
tournament-winner-gets = The winner gets { $role }.
# $date: a Discord stamp shown as a date; $countdown: as "in 2 days".
tournament-starts = Starts { $date } ({ $countdown }).
tournament-checkin-opens = Check-in opens { $at }: players who have not checked in by the start are withdrawn.
tournament-checkin-opens-short = Check-in opens { $at }.
# A series: $repeat is daily, weekly or monthly; $edition its number.
tournament-repeats = Repeats { $repeat ->
        [daily] daily
        [monthly] monthly
       *[weekly] weekly
    } (edition { $edition }).
# $time: an hour (`19:00`); $zone: a time zone (`Europe/Berlin`).
tournament-repeats-at = Repeats { $repeat ->
        [daily] daily
        [monthly] monthly
       *[weekly] weekly
    } (edition { $edition }), at { $time } { $zone }.
tournament-organizer-starts = The organizer starts it.
# $status: where it stands (tournament-status-open, …).
tournament-announcement = 🏆 { $tournament } by { $organizer }. { $status }
tournament-status-open = Open: press Join to enter.
tournament-status-finished = Finished: see the final standings below.
tournament-status-cancelled = Cancelled.
tournament-status-running = Running: round { $round } of { $rounds }.
tournament-late-entries-until-last = Late entries until the last round starts: press Join.
tournament-no-entrants = No entrants yet: press Join.
# $names: the names, comma-separated (or tournament-entrants-more).
tournament-entrants = Entrants ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (withdrawn)
# What is played, on the card.
tournament-game = { $preset }{ $strikes ->
        [yes] , king strikes
       *[other] {""}
    }, { $rated ->
        [yes] rated
       *[other] casual
    }
tournament-card-footer = Tournament #{ $id }. Press Rules for its rules.

# The card's fields.
tournament-field-format = Format
tournament-field-game = Game
tournament-field-time = Time control
tournament-field-rounds = Rounds
tournament-field-byes = Byes
tournament-field-length = Length
tournament-field-players = Players
tournament-field-start = Start
tournament-field-entry = Entry
tournament-field-winner = Winner
tournament-rounds-at-start = set at the start
tournament-rounds-by-players = by the players

# The buttons.
tournament-button-join = Join
tournament-button-leave = Leave
tournament-button-check-in = Check in
tournament-button-rules = Rules

## The start.

tournament-started = { $tournament } has started. Seeds:
tournament-seed = { $seed }. { $player } ({ $rating })

## Formats' rules.

tournament-double-round-robin = Double round robin.
# $worth: tournament-point-one, …
tournament-swiss-bye-worth = A bye is worth { $worth }.
tournament-swiss-no-requested-byes = Half-point byes cannot be requested.
tournament-swiss-requested-byes = { $count ->
    [one] Each player may request { $count } half-point bye (½ point, not paired that round).
   *[other] Each player may request up to { $count } half-point byes (½ point each, not paired that round).
}
tournament-swiss-byes-fact-none = { $worth }; none on request
tournament-swiss-byes-fact = { $worth }; { $count } on request (½)
# An arena's length, a sentence.
tournament-arena-length = { $count ->
    [one] { $count } minute.
   *[other] { $count } minutes.
}
# $end: a Discord stamp shown as a time of day.
tournament-arena-running = Running: ends at { $end }. Late entries welcome: press Join.
# $end: a Discord stamp shown as "in 30 minutes".
tournament-arena-ends = The arena ends { $end }.
tournament-arena-games = { $tournament }: games
tournament-arena-game = { $tournament }: { $white } (White) vs { $black } (Black)
tournament-knockout-running = Running: the bracket post below shows where it stands.
# $best: games in a match; $tiebreak: replay, armageddon or seed.
tournament-knockout-match = { $best ->
        [1] Each match is one game
       *[other] Each match is best of { $best } (colours alternate)
    }{ $tiebreak ->
        [replay] ; a drawn match is replayed, colours reversed, until a game is decisive (at most 3, then the higher seed goes through).
        [armageddon] ; a drawn match goes to one armageddon game: Black has 4/5 of White's time and a draw goes to Black.
       *[seed] ; in a drawn match the higher seed goes through.
    }
tournament-knockout-grand-final-reset = Grand final with a reset: if the losers' bracket winner wins it, a second one decides.
tournament-knockout-grand-final = One grand final match.
tournament-knockout-third-place = The semi-finals' losers play for third place.
tournament-knockout-seeded-rating = Seeded by rating.
tournament-knockout-seeded-join = Seeded in join order.
tournament-knockout-seeded-random = Seeded at random.
tournament-knockout-new-games = { $tournament }: new games
# $match: the match's short name (`W1-2`).
tournament-knockout-game = { $match }: { $white } (White) vs { $black } (Black)

## Standings.

# $title: tournament-standings-after-round, …
tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = standings after round { $round }
tournament-standings-now-round = standings now, round { $round } in progress
tournament-standings-now = standings now
tournament-standings-final = final standings
tournament-standings-not-started = (not started)
# $players: count-players; $names: the names, comma-separated.
tournament-standings-joined = { $players } joined so far: { $names }
# A line: $place is `1. ` or a medal; $extra the streak and tie-break (` 🔥 (BH 4.5)`), as they are.
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (withdrawn)
# The legend of a tie-break: its short name (`BH`) and what it means.
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Buchholz cut 1 (opponents' points, the lowest left out)
tournament-tiebreak-bh = Buchholz (opponents' points)
tournament-tiebreak-sb = Sonneborn-Berger (points of the opponents beaten, half of those drawn)
tournament-tiebreak-win = rounds won
tournament-tiebreak-won = games won over the board
tournament-tiebreak-de = direct encounter (results between the tied players)

## The end.

# $why: why no round could be paired (tournament-unpairable-rematch-or-bye).
tournament-over-unpairable = { $tournament } is over after round { $round }: the next round cannot be paired ({ $why }).
# $winners: their names, joined by list-and.
tournament-over = 🏆 { $tournament } is over! Congratulations to { $winners }!
tournament-names-and-more = { $names } and { $more } more
tournament-final-title = 🏆 { $name }: final standings
tournament-final-footer = Tournament #{ $id }
tournament-final-more = … and { $count } more: `/tournament standings` lists everyone.

tournament-late-join-by-rounds = { $player } joined { $tournament } late, from round { $round }; rounds missed: { $missed }, each unplayed (0 points).
tournament-swiss-bye-taken = { $player } takes a half-point bye in round { $round } of { $tournament }: not paired, ½ point. Byes left: { $left }.

# Why a Swiss's next round cannot be paired.
tournament-unpairable-rematch-or-bye = every pairing left would be a rematch or a second bye

## Results set by the organizer, berserk, the record, the winner role.

# A board's result inside a sentence (no full stop).
tournament-result-forfeit-phrase = { $loser } lost to { $winner } by forfeit
tournament-result-both-forfeit-phrase = { $white } and { $black } both lost by forfeit
# $by: the organizer; $result: the board's result (`bob 1-0 cy`, tournament-result-forfeit-phrase, …); $was: tournament-adjudicated-was or tournament-adjudicated-stopped.
tournament-adjudicated = Result set by { $by } in { $tournament }: round { $round }, board { $board }: { $result } ({ $was }).
# $score: the result it had (`½-½`).
tournament-adjudicated-was = was { $score }
tournament-adjudicated-stopped = its game is stopped
tournament-berserk = { $player } goes berserk: half the clock for a bonus point on a win!
tournament-record = The record of { $tournament }.
# $winners: the winners' names in bold (joined by list-and); $shared: yes when several share first place; $role: the role, as a mention.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } share first place in **{ $tournament }** and now hold { $role }.
       *[no] 🏆 { $winners } wins **{ $tournament }** and now holds { $role }.
    }

## `/tournament edit` done, and `/tournament list`.

# $what: the settings changed (tournament-edited-field), joined by list-and.
tournament-edited = ✏️ { $by } changed the { $what } of { $tournament }.
# $date: a Discord stamp shown as a date; $countdown: as "in 2 days".
tournament-edited-start = It now starts { $date } ({ $countdown }).
tournament-edited-shown = The announcement shows it as it is now.
# A setting's name; $text: its name as the code has it, for one not listed.
tournament-edited-field = { $field ->
        [name] name
        [start] start
        [rounds] rounds
        [byes] byes
        [minutes] minutes
        [time-control] time control
        [most-players] most players
        [no-show-time] no-show time
        [move-limit] move limit
       *[other] { $text }
    }
tournament-list-none = No tournament is open, scheduled or running on this server. Create one with `/tournament create` (`repeat:weekly` makes it a series).
tournament-list-header = Tournaments of this server ({ $count }):
# A line: $tournament its title, $channel where, $state where it stands (tournament-list-starts, …), $series tournament-list-repeats (or nothing), $players count-players.
tournament-list-line = • { $tournament } in { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = starts { $date } ({ $countdown })
tournament-list-open = open, the organizer starts it
tournament-list-running-round = running, round { $round } of { $rounds }
# $end: a Discord stamp shown as a time of day.
tournament-list-running-ends = running, ends { $end }
# $at: tournament-list-repeats-at (or nothing).
tournament-list-repeats = ; repeats { $repeat ->
        [daily] daily
        [monthly] monthly
       *[weekly] weekly
    }{ $at } (edition { $edition })
tournament-list-repeats-at = , at { $time } { $zone }
tournament-list-more = … and { $count } more.

## Arenas: a late entry, a no-show; the standings picture's columns.

tournament-arena-late-join = { $player } joined { $tournament }: paired as soon as an opponent is free.
# $result: the board's result (a forfeit).
tournament-arena-no-show = { $result } { $player } did not move in time and is paused: press Join on the announcement or use /tournament join to be paired again.
tournament-column-points = Points
tournament-column-matches-won = Matches won
tournament-column-streak = Streak
# The standings picture's player column.
tournament-column-player = Player
# An arena's performance column (a short header: the rating its results are worth).
tournament-column-performance = Perf
# An arena player's streak (two wins in a row: each win counts double).
tournament-streak-on-fire = on fire ×2

## Knockouts: a match's name, a match decided, the bracket post.

# $name: the match's name (tournament-match-final, …); $id: its short name (`W3-1`).
tournament-match-title = { $name } ({ $id })
tournament-match-final = Final
tournament-match-semi-final = Semi-final { $number }
tournament-match-quarter-final = Quarter-final { $number }
tournament-match-round = Round { $round }, match { $number }
# A double elimination's winners' bracket.
tournament-match-winners-final = Winners' final
tournament-match-winners-semi-final = Winners' semi-final { $number }
tournament-match-winners-quarter-final = Winners' quarter-final { $number }
tournament-match-winners-round = Winners' round { $round }, match { $number }
tournament-match-losers-round = Losers' round { $round }, match { $number }
tournament-match-grand-final = Grand final
tournament-match-grand-final-reset = Grand final reset
tournament-match-third-place = Third place
# $match: tournament-match-title; $score: the match's score from the winner's side (`1½-½`).
tournament-match-beats = { $match }: { $winner } beats { $loser } { $score }.
tournament-match-by-seed = { $match }: { $winner } and { $loser } drew { $score }; { $winner }, the higher seed, goes through.
tournament-match-walkover = { $match }: { $winner } goes through, { $loser } withdrew.
tournament-match-by-organizer = { $match }: { $winner } goes through against { $loser }, as the organizer decided.
tournament-bracket-title = { $tournament } bracket
# A bracket too large to write out: $decided (count-matches) decided, $playing tournament-bracket-playing (or nothing).
tournament-bracket-summary = { $decided } decided{ $playing }. The picture shows the whole bracket.
# $matches: the matches' short names, comma-separated (or tournament-bracket-playing-more).
tournament-bracket-playing = ; being played: { $matches }
tournament-bracket-playing-more = { $matches } and more

## Knockout options and results refused.

tournament-knockout-bad-best-of = A match of best of { $best } is not offered: choose `best_of` 1 (the default), 3 or 5.
tournament-knockout-bad-tiebreak = Tie-break `{ $text }` is not known: choose `replay` (the default), `armageddon` or `seed`.
tournament-knockout-bad-grand-final = Grand final `{ $text }` is not known: choose `double` (the default: a reset when the losers' bracket winner wins the first) or `simple`.
tournament-knockout-bad-seeding = Seeding `{ $text }` is not known: choose `rating` (the default), `join` or `random`.
tournament-knockout-armageddon-untimed = An armageddon tie-break gives Black less time, so it needs a live clock: add a `time` like `5+3`, or choose `tiebreak:replay` or `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` is for double elimination: a single elimination ends with its final. Use `/tournament create double-elimination`, or leave `grand_final` out.
tournament-knockout-max-players = A knockout bracket takes at most 128 players, not { $max }: choose `max_players` from 2 to 128, or leave it empty for 128.
tournament-knockout-third-place-in-double = `third_place` is for single elimination: in a double elimination the losers' bracket decides third place. Leave `third_place` out, or use `/tournament create knockout`.
# $match: a match's short name (`W2-1`).
tournament-knockout-no-game = { $match } has no game being played: to decide the match itself, name its winner with `winner`.
tournament-knockout-not-running = { $tournament } is not a running knockout: a match's winner is named only while its bracket is played.

## The bracket picture's labels (short: they head a column of boxes).

tournament-bracket-winners-final = Winners' final
tournament-bracket-winners-round = Winners' round { $round }
tournament-bracket-final = Final
tournament-bracket-semi-finals = Semi-finals
tournament-bracket-quarter-finals = Quarter-finals
tournament-bracket-round = Round { $round }
tournament-bracket-losers-final = Losers' final
tournament-bracket-losers-round = Losers' round { $round }
tournament-bracket-grand-final = Grand final
tournament-bracket-reset = Reset
tournament-bracket-third-place = Third place
# An empty slot of a first-round match.
tournament-bracket-bye = bye
# The picture's first line: $format single or double; $players: a number.
tournament-bracket-picture-title = { $format ->
        [double] Double elimination
       *[single] Single elimination
    } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
# $title: tournament-bracket-picture-title; $seed: the champion's seed; $name: their name.
tournament-bracket-champion = { $title } · champion: S{ $seed } { $name }

# A line of the bracket post: $match its short name (`W1-2`), $first and $second its players (`alice (1)`, tournament-bracket-bye), $rest its score and winner as they are (` 1-0 → alice`).
tournament-bracket-line = { $match } { $first } vs { $second }{ $rest }
