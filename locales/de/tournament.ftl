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
