# Duraciones y cantidades (fuente: en-US). Plural: one, many, other.

## Duraciones, en su mayor unidad entera.

duration-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
duration-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
duration-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
duration-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}

## El anuncio de un torneo.

tournament-rounds = { $count ->
    [one] { $count } ronda.
   *[other] { $count } rondas.
}
tournament-max-players = { $count ->
    [one] Como máximo, { $count } jugador.
   *[other] Como máximo, { $count } jugadores.
}

## Cantidades, dentro de una frase.

count-rounds = { $count ->
    [one] { $count } ronda
   *[other] { $count } rondas
}
count-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
count-matches = { $count ->
    [one] { $count } enfrentamiento
   *[other] { $count } enfrentamientos
}
count-rated-games = { $count ->
    [one] { $count } partida puntuable
   *[other] { $count } partidas puntuables
}
