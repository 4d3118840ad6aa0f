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
