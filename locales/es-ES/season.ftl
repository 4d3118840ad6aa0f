# Temporadas: las puntuaciones propias de un servidor durante un tiempo.

## Rechazos

season-only-in-servers = Las temporadas pertenecen a un servidor: usa este comando en uno de sus canales.
season-unavailable = Ahora mismo no se pueden leer ni guardar las temporadas (la base de datos no respondió): inténtalo de nuevo dentro de un minuto.
season-rules-gone = Esta temporada no es de este servidor (quizá se eliminó): `/leaderboard scope:season` muestra la actual.
season-bad-name = **{ $name }** no sirve como nombre de temporada: pon un nombre de 1 a { $max } caracteres sin `:` ni acentos graves (p. ej. `name:Winter 2026`).
season-bad-top = `top:{ $top }` está fuera de rango: el rol del podio es para 1 a { $max } miembros.
season-still-open = La temporada **{ $name }** de este servidor sigue abierta: ciérrala con `/season end` (se publica su clasificación final) antes de empezar otra.
season-name-taken = Este servidor ya tuvo una temporada llamada **{ $name }** (su clasificación: `/leaderboard scope:season season:{ $typed }`): elige otro nombre.
season-ended-already = La temporada **{ $name }** ya ha terminado; su clasificación: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = Este servidor no tiene ninguna temporada abierta. La última fue **{ $name }** (terminó { $at }): mírala con `/leaderboard scope:season season:{ $typed }`. Un organizador empieza una nueva con `/season start name:<text>`.
season-no-open-never = Este servidor aún no ha tenido ninguna temporada: un organizador (Gestionar servidor o el rol de organizador) empieza una con `/season start name:<text>`.
season-unknown = Este servidor no tiene ninguna temporada llamada **{ $name }**.
season-did-you-mean = ¿Querías decir **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` no es una fecha que yo sepa leer: escribe un día (2026-12-31, la temporada termina cuando acaba, UTC), un día y una hora (2026-12-31 18:00, UTC, o 2026-12-31 18:00 Europe/Berlin), una marca de tiempo de Discord (<t:1798675200>) o un plazo desde ahora (30d, 4w).
season-ends-passed = `ends:{ $text }` es { $at }, que ya ha pasado: indica un momento en el futuro.
season-ends-too-far = `ends:{ $text }` está a más de un año: una temporada termina dentro de un año (puedes cerrarla antes con `/season end` cuando quieras).
season-only-organizers-start = Solo los miembros con Gestionar servidor o el rol de organizador de torneos pueden empezar una temporada. Pídeselo a uno de ellos; `/leaderboard scope:season` muestra la actual.
season-only-organizers-end = Solo los miembros con Gestionar servidor o el rol de organizador de torneos pueden cerrar una temporada. Pídeselo a uno de ellos; `/leaderboard scope:season` muestra la clasificación hasta ahora.
season-only-managers = Solo los miembros con Gestionar servidor pueden cambiar los ajustes de las temporadas. Pídeselo a quien gestione el servidor.
season-role-or-clear = Indica `top_role` (para fijarlo) o `clear:true` (para no dar ningún rol), no ambos.

## El inicio

season-started = 📅 La **temporada { $name }** ha empezado (la inició { $by }). Pulsa **Reglas** para ver cómo cuenta.
season-card-title = 📅 Temporada { $name }
season-card-description = Cada partida puntuable jugada en este servidor cuenta también para la temporada.
season-card-game = Juego
season-card-every-game = todos los juegos, cada uno con su puntuación
season-card-pool = Puntuación
season-card-pool-value = puntuaciones de temporada desde 1500
season-card-players = Jugadores
season-card-players-value = todos los que juegan aquí una partida puntuable
season-card-start = Inicio
season-card-end = Fin
season-card-end-by-command = Cuando un organizador escriba `/season end`.
season-card-standings = Clasificación
season-card-footer = Temporada n.º { $id }. Pulsa Reglas para ver sus reglas.
season-rules-button = Reglas

## Las reglas

season-games-of = las partidas puntuables de { $preset }
season-games-every = las partidas puntuables (cada juego con su propia puntuación)
season-rules-ended = Terminó { $at }.
season-rules-ends = Termina { $at } ({ $relative }).
season-rules-ends-by-command = Termina cuando un organizador escriba `/season end`.
season-rules = 📜 **Temporada { $name }**: mientras está abierta, { $games } jugadas en este servidor cuentan también para las puntuaciones propias de la temporada, y cada miembro empieza en 1500 (la puntuación global de un jugador no cambia cómo lo puntúa la temporada). Las puntuaciones con ? son provisionales (pocas partidas); una temporada también las clasifica. { $ends } Su clasificación final se publica en { $channel }, por puntuación de temporada, los tres primeros con medallas.
season-rules-top = Al terminar, los { $top } primeros de la clasificación final reciben { $role } (si quien la empezó puede dar ese rol).
season-rules-follow = Síguela con `/leaderboard scope:season`.

## La clasificación final

season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $record }
season-standings = 🏁 La **temporada { $name }** ha terminado: la clasificación final en { $preset }.
season-standings-title = 🏁 Temporada { $name }: clasificación final
season-standings-more = … y { $count } más en la imagen de la tabla.
season-standings-winner = Ganador
season-standings-ran = Duración
season-standings-ran-value = del { $from } al { $to }
season-standings-footer = ? marca una puntuación provisional; los resultados son victorias–tablas–derrotas.
season-no-games = La **temporada { $name }** ha terminado sin partidas puntuables jugadas en este servidor durante ella: no hay clasificación.
season-standings-unreadable = La **temporada { $name }** ha terminado, pero ahora mismo no se puede leer su clasificación (la base de datos no respondió); se conserva: `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } es para { $names }.
season-role-line-many = { $role } es para los { $count } miembros en cabeza de la clasificación.
season-role-reason = top { $top } de la temporada { $name }

## Los ajustes

season-settings = { $saved ->
        [yes] Ajustes de temporada guardados
       *[no] Ajustes de temporada
    }: al final de una temporada, los { $top } primeros de la clasificación final reciben { $role } (y quienes lo tenían de la temporada anterior lo pierden). `clear:true` no da ningún rol.
season-settings-none = { $saved ->
        [yes] Ajustes de temporada guardados
       *[no] Ajustes de temporada
    }: no se da ningún rol al final de una temporada (pon uno con `/season settings top_role:@role top:<n>`).

## La clasificación de la temporada

season-board-ended = terminó { $at }
season-board-open-ends = abierta, termina { $at }
season-board-open-since = abierta desde { $at }
season-board-title = **Clasificación de la temporada { $name }** ({ $preset }, { $span }) · página { $page } de { $pages }
season-board-empty = Aún no hay partidas puntuables de { $preset } en esta temporada.
season-board-provisional = En una temporada también se clasifican las puntuaciones provisionales (con ?).
season-board-your-place = Tu puesto: { $rank }. { $line }
season-board-no-games = Aún no tienes partidas puntuables de { $preset } en esta temporada.

## La imagen de la tabla

season-table-title = Temporada { $name }: clasificación final
season-table-subtitle = { $preset } · { $players } · puntuaciones provisionales con ?
season-table-player = Jugador
season-table-rating = Puntuación
season-table-games = Partidas
season-table-wins = V
season-table-draws = T
season-table-losses = D
