# Duur en aantallen (bron: en-US). Meervoud: one, other.

## Duur, in de grootste hele eenheid.

duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } seconden
}
duration-minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
duration-hours = { $count } uur
duration-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}

## De aankondiging van een toernooi.

tournament-rounds = { $count ->
    [one] { $count } ronde.
   *[other] { $count } rondes.
}
tournament-max-players = { $count ->
    [one] Maximaal { $count } speler.
   *[other] Maximaal { $count } spelers.
}

## Aantallen, binnen een zin.

count-rounds = { $count ->
    [one] { $count } ronde
   *[other] { $count } rondes
}
count-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
count-matches = { $count ->
    [one] { $count } duel
   *[other] { $count } duels
}
count-rated-games = { $count ->
    [one] { $count } ratingpartij
   *[other] { $count } ratingpartijen
}
