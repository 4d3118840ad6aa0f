# Durées et nombres (source : en-US). Pluriel : one (0 et 1), many, other.

## Durées, dans leur plus grande unité entière.

duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
duration-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}

## L'annonce d'un tournoi.

tournament-rounds = { $count ->
    [one] { $count } ronde.
   *[other] { $count } rondes.
}
tournament-max-players = { $count ->
    [one] { $count } joueur au maximum.
   *[other] { $count } joueurs au maximum.
}

## Nombres, à l'intérieur d'une phrase.

count-rounds = { $count ->
    [one] { $count } ronde
   *[other] { $count } rondes
}
count-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
count-matches = { $count ->
    [one] { $count } match
   *[other] { $count } matchs
}
count-rated-games = { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
}
