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

## Las publicaciones de un torneo (crates/tournament).

tournament-point-one = 1 punto
tournament-point-half = ½ punto
tournament-points = { $points } puntos
tournament-entrants-more = { $names } y { $more } más (`/tournament standings` los muestra a todos)

tournament-result-forfeit = { $loser } perdió por incomparecencia contra { $winner }.
tournament-result-both-forfeit = { $white } y { $black } perdieron ambos por incomparecencia.
tournament-result-requested-bye = { $player }: exento solicitado (½ punto).
tournament-result-in-progress = { $white } contra { $black }: en juego

tournament-board-requested-bye = { $number }. { $player }: exento solicitado (½ punto)
tournament-board-bye = { $number }. { $player }: exento ({ $worth })
tournament-board-game = { $number }. { $white } (blancas) contra { $black } (negras)
tournament-round-header = { $tournament }: ronda { $round } de { $rounds }
tournament-first-move-by = Haz tu primera jugada en { $duration } (el tiempo se acaba { $stamp }) o perderás por incomparecencia.

## El anuncio.

tournament-no-clock = sin reloj
tournament-created = { $tournament } de { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , golpe al rey
       *[other] {""}
    }, { $rated ->
        [yes] puntuable
       *[other] amistoso
    }.
tournament-rule-first-move = Haz tu primera jugada en { $duration } o perderás por incomparecencia.
tournament-rule-move-limit = Sin reloj, cada jugada en { $duration }: quien deja pasar ese plazo pierde la partida.
tournament-entry = Inscripción: { $conditions }.
tournament-entry-role = miembros con { $role }
tournament-entry-min-games = al menos { $games } en { $preset }
tournament-winner-gets = El ganador recibe { $role }.
tournament-starts = Empieza el { $date } ({ $countdown }).
tournament-checkin-opens = La confirmación abre { $at }: quien no haya confirmado antes del inicio queda retirado.
tournament-checkin-opens-short = La confirmación abre { $at }.
tournament-repeats = Se repite { $repeat ->
        [daily] cada día
        [monthly] cada mes
       *[weekly] cada semana
    } (edición { $edition }).
tournament-repeats-at = Se repite { $repeat ->
        [daily] cada día
        [monthly] cada mes
       *[weekly] cada semana
    } (edición { $edition }), a las { $time } { $zone }.
tournament-organizer-starts = Lo inicia el organizador.
tournament-announcement = 🏆 { $tournament } de { $organizer }. { $status }
tournament-status-open = Abierto: pulsa Unirse para participar.
tournament-status-finished = Terminado: la clasificación final está abajo.
tournament-status-cancelled = Cancelado.
tournament-status-running = En curso: ronda { $round } de { $rounds }.
tournament-late-entries-until-last = Inscripciones tardías hasta que empiece la última ronda: pulsa Unirse.
tournament-no-entrants = Aún no hay participantes: pulsa Unirse.
tournament-entrants = Participantes ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (retirado)
tournament-game = { $preset }{ $strikes ->
        [yes] , golpe al rey
       *[other] {""}
    }, { $rated ->
        [yes] puntuable
       *[other] amistoso
    }
tournament-card-footer = Torneo n.º { $id }. Pulsa Reglas para ver sus reglas.

tournament-field-format = Formato
tournament-field-game = Juego
tournament-field-time = Ritmo
tournament-field-rounds = Rondas
tournament-field-byes = Exentos
tournament-field-length = Duración
tournament-field-players = Jugadores
tournament-field-start = Inicio
tournament-field-entry = Inscripción
tournament-field-winner = Ganador
tournament-rounds-at-start = se fijan al empezar
tournament-rounds-by-players = según los jugadores

tournament-button-join = Unirse
tournament-button-leave = Salir
tournament-button-check-in = Confirmar
tournament-button-rules = Reglas

## El inicio.

tournament-started = { $tournament } ha empezado. Cabezas de serie:
tournament-seed = { $seed }. { $player } ({ $rating })

## Las reglas de los formatos.

tournament-double-round-robin = Todos contra todos a doble vuelta.
tournament-swiss-bye-worth = Un exento vale { $worth }.
tournament-swiss-no-requested-byes = No se pueden pedir exentos de medio punto.
tournament-swiss-requested-byes = { $count ->
    [one] Cada jugador puede pedir { $count } exento de medio punto (½ punto, sin emparejar esa ronda).
   *[other] Cada jugador puede pedir hasta { $count } exentos de medio punto (½ punto cada uno, sin emparejar esa ronda).
}
tournament-swiss-byes-fact-none = { $worth }; ninguno a petición
tournament-swiss-byes-fact = { $worth }; { $count } a petición (½)
tournament-arena-length = { $count ->
    [one] { $count } minuto.
   *[other] { $count } minutos.
}
tournament-arena-running = En curso: termina a las { $end }. Inscripciones tardías bienvenidas: pulsa Unirse.
tournament-arena-ends = La arena termina { $end }.
tournament-arena-games = { $tournament }: partidas
tournament-arena-game = { $tournament }: { $white } (blancas) contra { $black } (negras)
tournament-knockout-running = En curso: el cuadro de abajo muestra cómo va.
tournament-knockout-match = { $best ->
        [1] Cada enfrentamiento es una partida
       *[other] Cada enfrentamiento es al mejor de { $best } (los colores se alternan)
    }{ $tiebreak ->
        [replay] ; un enfrentamiento empatado se repite, con los colores cambiados, hasta que una partida decida (3 como mucho, luego pasa el mejor cabeza de serie).
        [armageddon] ; un enfrentamiento empatado va a una partida armagedón: las negras tienen 4/5 del tiempo de las blancas y las tablas son para las negras.
       *[seed] ; en un enfrentamiento empatado pasa el mejor cabeza de serie.
    }
tournament-knockout-grand-final-reset = Gran final con revancha: si la gana el ganador del cuadro de perdedores, decide una segunda.
tournament-knockout-grand-final = Un solo enfrentamiento de gran final.
tournament-knockout-third-place = Los perdedores de las semifinales juegan por el tercer puesto.
tournament-knockout-seeded-rating = Cabezas de serie por rating.
tournament-knockout-seeded-join = Cabezas de serie por orden de inscripción.
tournament-knockout-seeded-random = Cabezas de serie al azar.
tournament-knockout-new-games = { $tournament }: nuevas partidas
tournament-knockout-game = { $match }: { $white } (blancas) contra { $black } (negras)

## Clasificación.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = clasificación tras la ronda { $round }
tournament-standings-now-round = clasificación actual, ronda { $round } en juego
tournament-standings-now = clasificación actual
tournament-standings-final = clasificación final
tournament-standings-not-started = (sin empezar)
tournament-standings-joined = { $players } inscritos hasta ahora: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (retirado)
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Buchholz corte 1 (puntos de los rivales, sin el más bajo)
tournament-tiebreak-bh = Buchholz (puntos de los rivales)
tournament-tiebreak-sb = Sonneborn-Berger (puntos de los rivales vencidos, la mitad de los que hicieron tablas)
tournament-tiebreak-win = rondas ganadas
tournament-tiebreak-won = partidas ganadas sobre el tablero
tournament-tiebreak-de = enfrentamiento directo (resultados entre los empatados)

## El final.

tournament-over-unpairable = { $tournament } ha terminado tras la ronda { $round }: la siguiente ronda no se puede emparejar ({ $why }).
tournament-over = 🏆 ¡{ $tournament } ha terminado! ¡Enhorabuena, { $winners }!
tournament-names-and-more = { $names } y { $more } más
tournament-final-title = 🏆 { $name }: clasificación final
tournament-final-footer = Torneo n.º { $id }
tournament-final-more = … y { $count } más: `/tournament standings` los muestra a todos.

tournament-late-join-by-rounds = { $player } se unió tarde a { $tournament }, desde la ronda { $round }; rondas perdidas: { $missed }, cada una sin jugar (0 puntos).
tournament-swiss-bye-taken = { $player } toma un exento de medio punto en la ronda { $round } de { $tournament }: sin emparejar, ½ punto. Exentos restantes: { $left }.
