# Durações e quantidades (fonte: en-US). Plural: one (0 e 1), many, other.

## Durações, na maior unidade inteira.

duration-seconds = { $count ->
    [0] { $count } segundos
    [one] { $count } segundo
   *[other] { $count } segundos
}
duration-minutes = { $count ->
    [0] { $count } minutos
    [one] { $count } minuto
   *[other] { $count } minutos
}
duration-hours = { $count ->
    [0] { $count } horas
    [one] { $count } hora
   *[other] { $count } horas
}
duration-days = { $count ->
    [0] { $count } dias
    [one] { $count } dia
   *[other] { $count } dias
}

## O anúncio de um torneio.

tournament-rounds = { $count ->
    [0] { $count } rodadas.
    [one] { $count } rodada.
   *[other] { $count } rodadas.
}
tournament-max-players = { $count ->
    [one] No máximo { $count } jogador.
   *[other] No máximo { $count } jogadores.
}

## Quantidades, dentro de uma frase.

count-rounds = { $count ->
    [0] { $count } rodadas
    [one] { $count } rodada
   *[other] { $count } rodadas
}
count-players = { $count ->
    [0] { $count } jogadores
    [one] { $count } jogador
   *[other] { $count } jogadores
}
count-matches = { $count ->
    [0] { $count } confrontos
    [one] { $count } confronto
   *[other] { $count } confrontos
}
count-rated-games = { $count ->
    [0] { $count } partidas ranqueadas
    [one] { $count } partida ranqueada
   *[other] { $count } partidas ranqueadas
}
