# El sitio web público (crates/web).

## El marco de cada página.

web-nav-leaderboard = Clasificación
web-footer = Cruise Pawns: una vista de solo lectura de las partidas, puntuaciones y torneos del bot. Cada página tiene sus datos en JSON bajo <code>/api</code>.
web-languages = Idioma

## Errores.

web-not-found-title = No encontrado
web-not-found-why = La clasificación, los torneos y las partidas de un servidor solo aparecen aquí después de que alguien con «Gestionar servidor» los active con <code>/settings web:on</code>; la página de un jugador, solo cuando haya jugado una partida puntuable en un servidor así.
web-back-home = Volver a la página de inicio
web-no-page = No hay ninguna página en esta dirección.
web-no-file = Ese archivo no existe.
web-not-a-game-number = `{ $text }` no es un número de partida.
web-not-a-puzzle-number = `{ $text }` no es un número de problema.
web-missing-game = La partida { $id } no existe, o su servidor no ha hecho públicas sus páginas.
web-missing-tournament = El torneo { $id } no existe, o su servidor no ha hecho públicas sus páginas.
web-missing-puzzle = El problema { $id } no existe, o su servidor no ha hecho públicas sus páginas.
web-missing-server-board = La clasificación de este servidor no existe, o el servidor no ha hecho públicas sus páginas.
web-missing-player = Aquí no hay ningún jugador así: la página de un jugador es pública en cuanto ha jugado una partida puntuable en un servidor con páginas públicas.
web-no-preset = No hay ningún preajuste `{ $name }`. Los preajustes son { $list }.
web-not-a-game-picture = `{ $frame }` no es una imagen de esta partida.
web-not-a-puzzle-picture = `{ $frame }` no es una imagen de este problema.
web-no-game-picture = La partida { $id } no tiene imagen { $n }.
web-no-puzzle-picture = El problema { $id } no tiene imagen { $n }.
web-not-analysed = La partida { $id } aún no se ha analizado: pulsa Analizar al final de la partida en Discord, o pide `/analyse game:{ $id }`.
web-error-title = Error
web-error-heading = Algo ha salido mal
web-error-unreadable = { $what } está guardado de una forma que esta versión del sitio no sabe leer (escrito por una versión más nueva del bot, o dañado). Volver a intentarlo no servirá: el registro del servidor indica la fila y el motivo al administrador del bot.
web-error-retry = No se han podido leer los datos ahora mismo. Vuelve a intentarlo en un momento; si sigue pasando, el registro del servidor dice por qué.
web-what-game = La partida { $id }
web-what-tournament = El torneo { $id }
web-what-puzzle = El problema { $id }
web-what-analysis = El análisis de la partida { $id }
web-busy-title = Ocupado
web-busy = { $why } El sitio está ocupado ahora mismo: vuelve a intentarlo en unos segundos (Retry-After dice cuándo).
web-busy-drawing = Se están dibujando demasiadas imágenes para dibujar esta ahora.
web-busy-slow = La respuesta ha tardado más de { $seconds } segundos.

## La página de inicio.

web-home-title = Inicio
web-home-intro = Clasificaciones, torneos y repeticiones de partidas del bot de Discord Cruise Pawns, de los servidores que han hecho públicas sus páginas (<code>/settings web:on</code>).
web-home-boards = Clasificaciones de todos los servidores
web-home-where = La clasificación propia de un servidor está en <code>/servers/&lt;id del servidor&gt;/leaderboard/&lt;preajuste&gt;</code>, un torneo en <code>/tournaments/&lt;número&gt;</code>, una partida en <code>/games/&lt;número&gt;</code>, un problema sacado de una partida en <code>/puzzles/&lt;número&gt;</code> (los más recientes de un servidor, en su clasificación), un jugador en <code>/players/&lt;id de usuario&gt;</code>. El bot los enlaza en sus mensajes cuando la dirección del sitio está configurada (<code>PUBLIC_URL</code>).
web-home-api = JSON para herramientas de la comunidad: <code>/api/leaderboard/&lt;preajuste&gt;</code>, <code>/api/servers/&lt;id del servidor&gt;/leaderboard/&lt;preajuste&gt;</code>, <code>/api/tournaments/&lt;número&gt;</code>, <code>/api/games/&lt;número&gt;</code>, <code>/api/puzzles/&lt;número&gt;</code>, <code>/api/players/&lt;id de usuario&gt;</code>.

## Tablas.

web-col-player = Jugador
web-col-rating = Puntuación
web-col-games = Partidas
web-col-week = 7 días
web-col-points = Puntos
web-col-tiebreak = Desempate
web-col-preset = Preajuste
web-col-rank = Puesto
web-col-wins = Victorias
web-col-draws = Tablas
web-col-losses = Derrotas
web-col-streak = Racha (mejor)

## Clasificaciones.

web-board-title = Clasificación de { $preset }, página { $page }
web-board-heading = Clasificación de { $preset }, { $scope ->
        [server] este servidor
       *[all] todos los servidores
    }
web-board-pages = Página { $page } de { $pages } · { $ranked } clasificados
web-board-presets = Preajustes:
web-board-empty = No hay jugadores clasificados en esta página.
web-board-hidden = { $count ->
        [one] { $count } jugador más de esta página solo ha jugado en servidores cuyas páginas no son públicas.
       *[other] { $count } jugadores más de esta página solo han jugado en servidores cuyas páginas no son públicas.
    }
web-board-provisional = { $count ->
        [0] No hay jugadores provisionales esperando a ser clasificados.
        [one] { $count } jugador provisional (puntuación con ?) aún no está clasificado.
       *[other] { $count } jugadores provisionales (puntuaciones con ?) aún no están clasificados.
    }
web-board-prev = ← página { $page }
web-board-next = página { $page } →

## La repetición de una partida.

web-game-title = { $white } contra { $black }
web-game-number = Partida { $id }
web-in-progress = en curso
web-reason = { $reason ->
        [checkmate] jaque mate
        [king-destroyed] rey destruido
        [promotion] coronación
        [stalemate] rey ahogado
        [no-legal-move] ningún movimiento legal
        [no-pawns] sin peones
        [insufficient-material] material insuficiente
        [seventy-five-moves] regla de los 75 movimientos
        [fivefold-repetition] quíntuple repetición
        [resignation] abandono
        [time] tiempo
        [time-insufficient-material] tiempo, material insuficiente
        [agreement] acuerdo
        [threefold-repetition] triple repetición
        [fifty-moves] regla de los 50 movimientos
        [aborted] anulada
        [move-limit] límite de movimientos
        [decided] decidido por el organizador
        [decided-forfeit] incomparecencia
       *[other] { $reason }
    }
web-board-alt = el tablero, con { $side ->
        [white] las blancas
       *[black] las negras
    } abajo
web-replay-prev = ← anterior
web-replay-next = siguiente →
web-replay-keys = (o las teclas ← →)
web-replay-flip = girar el tablero ({ $side ->
        [white] blancas
       *[black] negras
    } abajo)
web-no-moves = Aún no hay movimientos.
web-caption-start = Inicio: juegan { $side ->
        [white] las blancas
       *[black] las negras
    }.
web-caption-flight = El misil de { $side ->
        [white] las blancas
       *[black] las negras
    } lanzado desde { $launch } entra en { $square } (paso { $step } de { $steps }).
web-caption-shot-down = El misil es derribado en { $square }: { $move }.
web-caption-self-destruct = El peón de { $square } se autodestruye.
web-caption-detonates = El misil detona en { $square }.
web-caption-played = { $side ->
        [white] Las blancas jugaron
       *[black] Las negras jugaron
    } { $move }.

## El análisis de una partida.

web-analysis = Análisis
web-analysis-side = { $side ->
        [white] Blancas
       *[black] Negras
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = precisión { $value } %
web-analysis-no-decision = ninguna decisión
web-analysis-chart-alt = Las opciones de las blancas (Win%) tras cada decisión
web-analysis-worst = movimiento { $number }, { $side ->
        [white] blancas
       *[black] negras
    }: { $played }{ $mark } (Win% { $before } → { $after }); mejor: { $better }
web-analysis-better = mejor: { $move }
web-analysis-note = Valorado por el motor del bot a { $nodes } nodos por posición; marcas como las da lichess (?! imprecisión, ? error, ?? error grave).

## Un torneo.

web-tournament-number = Torneo { $id }
web-format = { $format ->
        [swiss] sistema suizo
        [round-robin] todos contra todos
        [arena] arena
        [knockout] eliminatoria
        [double-elimination] doble eliminatoria
       *[other] { $format }
    }
web-status = { $status ->
        [open] abierto
        [running] en curso
        [finished] terminado
       *[cancelled] cancelado
    }
web-standings = Clasificación
web-not-started = Aún no ha empezado: { $count ->
        [one] { $count } inscrito
       *[other] { $count } inscritos
    } hasta ahora.
web-withdrawn = (retirado)
web-crosstable = Tabla cruzada
web-round = Ronda { $number }
web-playing = jugando
web-bye = (exento)
web-result-bye = exento
web-result-half-bye = ½ exento
web-bracket = Cuadro
web-bracket-links = Cada enfrentamiento jugado enlaza a sus partidas.

## Un jugador.

web-chart-alt = gráfico de puntuación
web-ratings = Puntuaciones
web-not-ranked = sin clasificar
web-recent-games = Partidas recientes de { $preset }
web-recent-game = { $result ->
        [win] victoria
        [draw] tablas
       *[loss] derrota
    } contra { $opponent } ({ $rating })

## Un problema.

web-puzzle-title = Problema { $id }
web-puzzle-from = de { $white } contra { $black }, movimiento { $move }
web-puzzle-credit = Problema { $credit }.
web-puzzle-themes = temas: { $themes }
web-themes-none = ninguno
web-puzzle-rating = puntuación { $rating }
web-puzzle-plays = { $count ->
        [one] { $count } intento
       *[other] { $count } intentos
    }
web-puzzle-prev = ← atrás
web-puzzle-next = mostrar el siguiente movimiento →
web-puzzle-solution = Mostrar la solución
web-puzzle-step-alt = el tablero tras el movimiento { $n } de la solución
web-puzzle-start = { $side ->
        [white] Las blancas jugaron
       *[black] Las negras jugaron
    } { $move }. Juegan { $solver ->
        [white] las blancas
       *[black] las negras
    }: encuentra el único buen movimiento.
web-puzzle-plays-move = { $side ->
        [white] Las blancas juegan
       *[black] Las negras juegan
    } { $move }.
web-puzzle-lets-pass = { $side ->
        [white] Las blancas dejan
       *[black] Las negras dejan
    } pasar el misil.
web-puzzle-solved = Resuelto.
web-recent-puzzles = Problemas recientes
web-no-puzzles = Aún no hay problemas de las partidas de este servidor: cada partida terminada se revisa en busca de ellos.
web-request-timed-out = La petición no llegó a tiempo. Vuelve a enviarla, rápido.
web-too-many-connections = Ahora mismo hay demasiadas conexiones abiertas. Inténtalo de nuevo en unos segundos.
