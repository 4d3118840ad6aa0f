# Durate e quantità (fonte: en-US). Plurale: one, many, other.

## Durate, nella più grande unità intera.

duration-seconds = { $count ->
    [one] { $count } secondo
   *[other] { $count } secondi
}
duration-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minuti
}
duration-hours = { $count ->
    [one] { $count } ora
   *[other] { $count } ore
}
duration-days = { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}

## L'annuncio di un torneo.

tournament-rounds = { $count ->
    [one] { $count } turno.
   *[other] { $count } turni.
}
tournament-max-players = { $count ->
    [one] Al massimo { $count } giocatore.
   *[other] Al massimo { $count } giocatori.
}

## Quantità, all'interno di una frase.

count-rounds = { $count ->
    [one] { $count } turno
   *[other] { $count } turni
}
count-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
count-matches = { $count ->
    [one] { $count } incontro
   *[other] { $count } incontri
}
count-rated-games = { $count ->
    [one] { $count } partita valutata
   *[other] { $count } partite valutate
}
