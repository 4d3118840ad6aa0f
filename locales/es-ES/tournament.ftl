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
tournament-rule-move-limit = Sin reloj, cada jugada en { $duration }: el jugador que deja pasar ese plazo pierde la partida.
tournament-entry = Inscripción: { $conditions }.
tournament-entry-role = miembros con { $role }
tournament-entry-min-games = al menos { $games } en { $preset }
tournament-winner-gets = El ganador recibe { $role }.
tournament-starts = Empieza el { $date } ({ $countdown }).
tournament-checkin-opens = La confirmación abre { $at }: los jugadores que no hayan confirmado antes del inicio quedan retirados.
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
tournament-tiebreak-de = enfrentamiento directo (resultados entre los jugadores empatados)

## El final.

tournament-over-unpairable = { $tournament } ha terminado tras la ronda { $round }: la siguiente ronda no se puede emparejar ({ $why }).
tournament-over = 🏆 ¡{ $tournament } ha terminado! ¡Enhorabuena, { $winners }!
tournament-names-and-more = { $names } y { $more } más
tournament-final-title = 🏆 { $name }: clasificación final
tournament-final-footer = Torneo n.º { $id }
tournament-final-more = … y { $count } más: `/tournament standings` los muestra a todos.

tournament-late-join-by-rounds = { $player } se unió tarde a { $tournament }, desde la ronda { $round }; rondas perdidas: { $missed }, cada una sin jugar (0 puntos).
tournament-swiss-bye-taken = { $player } toma un exento de medio punto en la ronda { $round } de { $tournament }: sin emparejar, ½ punto. Exentos restantes: { $left }.

# Por qué no se puede emparejar la siguiente ronda de un sistema suizo.
tournament-unpairable-rematch-or-bye = cada emparejamiento restante sería una revancha o un segundo exento

## Resultados fijados por el organizador, berserk, el registro, el rol del ganador.

tournament-result-forfeit-phrase = { $loser } perdió por incomparecencia contra { $winner }
tournament-result-both-forfeit-phrase = { $white } y { $black } perdieron ambos por incomparecencia
tournament-adjudicated = Resultado fijado por { $by } en { $tournament }: ronda { $round }, tablero { $board }: { $result } ({ $was }).
tournament-adjudicated-was = antes { $score }
tournament-adjudicated-stopped = su partida se detiene
tournament-berserk = ¡{ $player } se pone en modo berserk: la mitad del reloj a cambio de un punto extra si gana!
tournament-record = El registro de { $tournament }.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } comparten el primer puesto en **{ $tournament }** y ahora tienen { $role }.
       *[no] 🏆 { $winners } gana **{ $tournament }** y ahora tiene { $role }.
    }

## `/tournament edit` y `/tournament list`.

tournament-edited = ✏️ { $by } cambió en { $tournament }: { $what }.
tournament-edited-start = Ahora empieza { $date } ({ $countdown }).
tournament-edited-shown = El anuncio lo muestra tal como está ahora.
tournament-edited-field = { $field ->
        [name] el nombre
        [start] el inicio
        [rounds] las rondas
        [byes] los exentos
        [minutes] los minutos
        [time-control] el control de tiempo
        [most-players] el máximo de jugadores
        [no-show-time] el plazo de incomparecencia
        [move-limit] el límite por jugada
       *[other] { $text }
    }
tournament-list-none = No hay ningún torneo abierto, programado ni en curso en este servidor. Crea uno con `/tournament create` (`repeat:weekly` lo convierte en una serie).
tournament-list-header = Torneos de este servidor ({ $count }):
tournament-list-line = • { $tournament } en { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = empieza { $date } ({ $countdown })
tournament-list-open = abierto, lo inicia el organizador
tournament-list-running-round = en curso, ronda { $round } de { $rounds }
tournament-list-running-ends = en curso, termina a las { $end }
tournament-list-repeats = ; se repite { $repeat ->
        [daily] cada día
        [monthly] cada mes
       *[weekly] cada semana
    }{ $at } (edición { $edition })
tournament-list-repeats-at = , a las { $time } { $zone }
tournament-list-more = … y { $count } más.

## Arenas: una entrada tardía, una incomparecencia; las columnas de la imagen de la clasificación.

tournament-arena-late-join = { $player } se unió a { $tournament }: se le empareja en cuanto haya un rival libre.
tournament-arena-no-show = { $result } { $player } no movió a tiempo y queda en pausa: pulsa Unirse en el anuncio o usa /tournament join para volver a ser emparejado.
tournament-column-points = Puntos
tournament-column-matches-won = Enfrentamientos ganados
tournament-column-streak = Racha
tournament-column-player = Jugador
tournament-column-performance = Rend.
tournament-streak-on-fire = en racha ×2

## Eliminatoria: el nombre de un enfrentamiento, uno decidido, el cuadro.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Final
tournament-match-semi-final = Semifinal { $number }
tournament-match-quarter-final = Cuartos de final { $number }
tournament-match-round = Ronda { $round }, enfrentamiento { $number }
tournament-match-winners-final = Final de ganadores
tournament-match-winners-semi-final = Semifinal { $number } de ganadores
tournament-match-winners-quarter-final = Cuartos de final { $number } de ganadores
tournament-match-winners-round = Ronda { $round } de ganadores, enfrentamiento { $number }
tournament-match-losers-round = Ronda { $round } de perdedores, enfrentamiento { $number }
tournament-match-grand-final = Gran final
tournament-match-grand-final-reset = Revancha de la gran final
tournament-match-third-place = Tercer puesto
tournament-match-beats = { $match }: { $winner } vence a { $loser } { $score }.
tournament-match-by-seed = { $match }: { $winner } y { $loser } empatan { $score }; { $winner }, mejor cabeza de serie, pasa.
tournament-match-walkover = { $match }: { $winner } pasa, { $loser } se retiró.
tournament-match-by-organizer = { $match }: { $winner } pasa frente a { $loser }, por decisión del organizador.
tournament-bracket-title = Cuadro de { $tournament }
tournament-bracket-summary = Decididos: { $decided }{ $playing }. La imagen muestra el cuadro completo.
tournament-bracket-playing = ; en juego: { $matches }
tournament-bracket-playing-more = { $matches } y más

## Opciones y resultados de eliminatoria rechazados.

tournament-knockout-bad-best-of = No se ofrece un enfrentamiento al mejor de { $best }: elige `best_of` 1 (por defecto), 3 o 5.
tournament-knockout-bad-tiebreak = El desempate `{ $text }` no se conoce: elige `replay` (por defecto), `armageddon` o `seed`.
tournament-knockout-bad-grand-final = La gran final `{ $text }` no se conoce: elige `double` (por defecto: una revancha si el ganador del cuadro de perdedores gana la primera) o `simple`.
tournament-knockout-bad-seeding = La siembra `{ $text }` no se conoce: elige `rating` (por defecto), `join` o `random`.
tournament-knockout-armageddon-untimed = Un desempate armageddon da menos tiempo a las negras, así que necesita reloj: añade un `time` como `5+3`, o elige `tiebreak:replay` o `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` es para doble eliminación: una eliminación simple termina con su final. Usa `/tournament create double-elimination` o quita `grand_final`.
tournament-knockout-max-players = Un cuadro de eliminatoria admite como mucho 128 jugadores, no { $max }: elige `max_players` de 2 a 128, o déjalo vacío para 128.
tournament-knockout-third-place-in-double = `third_place` es para eliminación simple: en una doble eliminación el cuadro de perdedores decide el tercer puesto. Quita `third_place` o usa `/tournament create knockout`.
tournament-knockout-no-game = { $match } no tiene ninguna partida en juego: para decidir tú el enfrentamiento, nombra a su ganador con `winner`.
tournament-knockout-not-running = { $tournament } no es una eliminatoria en curso: el ganador de un enfrentamiento solo se nombra mientras se juega su cuadro.

## Las etiquetas de la imagen del cuadro (cortas: encabezan una columna).

tournament-bracket-winners-final = Final de ganadores
tournament-bracket-winners-round = Ganadores, ronda { $round }
tournament-bracket-final = Final
tournament-bracket-semi-finals = Semifinales
tournament-bracket-quarter-finals = Cuartos de final
tournament-bracket-round = Ronda { $round }
tournament-bracket-losers-final = Final de perdedores
tournament-bracket-losers-round = Perdedores, ronda { $round }
tournament-bracket-grand-final = Gran final
tournament-bracket-reset = Revancha
tournament-bracket-third-place = Tercer puesto
tournament-bracket-bye = exento
tournament-bracket-picture-title = { $format ->
        [double] Doble eliminación
       *[single] Eliminación simple
    } · { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }
tournament-bracket-champion = { $title } · campeón: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } contra { $second }{ $rest }
