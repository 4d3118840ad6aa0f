# Dauern und Anzahlen (Quelle: en-US). Plural: one, other.

## Dauern, in der größten ganzen Einheit.

duration-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
duration-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
duration-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
duration-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}

## Die Ankündigung eines Turniers.

tournament-rounds = { $count ->
    [one] { $count } Runde.
   *[other] { $count } Runden.
}
tournament-max-players = Höchstens { $count } Spieler.

## Anzahlen, als Teil eines Satzes.

count-rounds = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
count-players = { $count } Spieler
count-matches = { $count ->
    [one] { $count } Begegnung
   *[other] { $count } Begegnungen
}
count-rated-games = { $count ->
    [one] { $count } gewertete Partie
   *[other] { $count } gewertete Partien
}
