# Organizar torneos: por qué se rechaza una acción de torneo, inscripciones,
# salidas, cancelaciones y la previa de un inicio programado.

## Rechazos. $name: el nombre de un torneo (en negrita).

organizing-bad-format = No conozco el formato de torneo `{ $text }`: elige { $formats }.
organizing-not-an-option-of = `{ $option }` no es una opción de este torneo { $format }: es para torneos { $formats }. Crea uno con { $create }, o quita `{ $option }`.
organizing-no-formats = ningún
organizing-too-many-for-bracket = Un cuadro de eliminatoria admite como máximo 128 jugadores y se han unido { $have }: quita algunos con /tournament kick, o juega un sistema suizo.
organizing-match-result-or-winner = Indica `result` (el resultado de la partida en juego del enfrentamiento, como `1-0`) o `winner` (el jugador que pasa), no ambos ni ninguno.
organizing-bad-start = No entiendo la hora de inicio `{ $text }`: escribe `in 2h`, una hora UTC como `18:30`, una fecha y hora con zona como `2026-12-04 19:00 Europe/Berlin`, una marca de tiempo de Discord como `<t:1796497200>` o segundos Unix; o déjalo vacío e inicia tú el torneo.
organizing-start-passed = La hora de inicio `{ $text }` es { $date }, que ya ha pasado: indica una hora futura.
organizing-start-too-far = La hora de inicio `{ $text }` está a más de 30 días: crea el torneo más cerca de su fecha.
organizing-unknown-zone = No conozco la zona horaria `{ $text }`: usa un nombre IANA como `Europe/Berlin`, `America/New_York` o `UTC`.
organizing-bad-no-show = No entiendo el plazo de incomparecencia `{ $text }`: escribe un número y una unidad, como `30s`, `2m`, `5m`, `1h` o `1d`, de 10 segundos a 7 días, o déjalo vacío para el valor por defecto (5 minutos; 24 horas con un control de tiempo por correspondencia).
organizing-bad-move-limit = No entiendo el límite por jugada `{ $text }`: escribe un número y una unidad, como `30s`, `2m`, `1h` o `1d`, de 10 segundos a 14 días, o déjalo vacío para el valor por defecto (1 día).
organizing-move-limit-with-clock = `move_limit` es para torneos sin reloj: con un control de tiempo, el reloj limita cada jugada. Quita `move_limit`, o crea el torneo con `time:none`.
organizing-bad-bye = Los puntos de exento `{ $text }` no son posibles: elige `1` (por defecto), `0.5` (o `½`) o `0`.
organizing-bad-name = Ponle al torneo un nombre de 1 a 80 caracteres.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } ronda no es posible
       *[other] { $rounds } rondas no es posible
    }: elige de 1 a 30 rondas, o déjalo vacío para un número adecuado a los jugadores.
organizing-bad-minutes = Una arena de { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } no es posible: elige de 1 a 1440 minutos.
organizing-no-tournament-here = No hay ningún torneo abierto o en curso en este canal. Crea uno con /tournament create.
organizing-edit-after-start = **{ $name }** ya ha empezado: solo se puede editar antes de su inicio. Sus resultados se fijan con `/tournament result`.
organizing-nothing-to-edit = Nada que cambiar: da al menos una opción a `/tournament edit <format>`: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, `rounds` y `byes` de un sistema suizo, `minutes` de una arena.
organizing-edit-other-format = **{ $name }** es un torneo { $format }: cámbialo con `/tournament edit { $format }`, no con `/tournament edit { $asked }`.
organizing-edit-not-for-format = Este torneo { $format } no tiene `{ $option }` que cambiar: `{ $option }` es para torneos { $formats }.
organizing-max-below-joined = { $joined ->
        [one] Ya se ha unido { $joined } jugador
       *[other] Ya se han unido { $joined } jugadores
    }: `max_players` no puede ser { $max }. Indica { $joined } o más, o expulsa antes a algunos jugadores.
organizing-choose-tournament = Este canal tiene varios torneos: { $choices }. Elige uno con la opción `tournament:` (te los sugiere mientras escribes).
organizing-choices-more = { $count } más
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = Ya tienes { $limit } torneos abiertos en este servidor ({ $open }), el máximo por miembro. Termina o cancela uno (`/tournament cancel`) antes de crear otro.
organizing-no-such-tournament = No existe el torneo #{ $id }. Consulta los torneos de este canal con /tournament standings.
organizing-already-joined = Ya te has unido a **{ $name }**. Espera a que empiece.
organizing-full = **{ $name }** está completo ({ $max ->
        [one] { $max } jugador
       *[other] { $max } jugadores
    }). Pide sitio al organizador, o únete a otro torneo.
organizing-already-started = **{ $name }** ya ha empezado y no admite más inscripciones (un todos contra todos no admite ninguna tras su inicio; un sistema suizo ninguna una vez emparejada su última ronda; una arena ninguna tras su final). Únete al siguiente.
organizing-over = **{ $name }** ha terminado. Consulta su clasificación final, o crea un torneo nuevo.
organizing-not-joined = No juegas en **{ $name }**. Únete con /tournament join mientras esté abierto.
organizing-not-running = **{ $name }** aún no ha empezado: usa /tournament leave para salir.
organizing-already-withdrawn = Ya has salido de **{ $name }**.
organizing-not-organizer = Solo el organizador ({ $organizer }), un miembro con «Gestionar servidor» o uno con el rol de organizador de torneos del servidor puede { $action }. Pídeselo a uno de ellos (`/tournament settings` muestra el rol).
organizing-organizer-action = { $action ->
        [add] añadir jugadores a este torneo
        [results] fijar resultados en este torneo
        [start] iniciar este torneo
        [cancel] cancelar este torneo
        [pair] emparejar la siguiente ronda de este torneo
        [remove] quitar jugadores de este torneo
       *[other] editar este torneo
    }
organizing-too-few-players = Un torneo de este formato necesita al menos { $needed ->
        [one] { $needed } jugador
       *[other] { $needed } jugadores
    } y tiene { $have }. Espera a que se unan más jugadores.
organizing-round-in-progress = La ronda { $round } todavía se está jugando ({ $games }). La siguiente ronda se empareja sola cuando termina su última partida.
organizing-round-in-progress-no-show = El jugador que no haya movido antes de { $time } pierde por incomparecencia.
organizing-round-in-progress-under-way = Sus partidas están en marcha: espera a que terminen.
organizing-arena-pairs-itself = **{ $name }** es una arena: los jugadores libres se emparejan solos, no hay rondas que emparejar.
organizing-no-more-rounds = Todas las rondas de **{ $name }** se han emparejado; termina cuando acabe la última partida.
organizing-not-in-tournament-game = El berserk es para tu propia partida de arena, en su hilo, antes de tu primera jugada.
organizing-berserk-too-late = Solo puedes hacer berserk antes de tu primera jugada de la partida.
organizing-berserk-no-clock = El berserk reduce tu reloj a la mitad: este torneo no tiene reloj.
organizing-no-abort = Las partidas de torneo no se pueden anular. Abandona, o sal del torneo con /tournament withdraw.
organizing-pairing-failed = No se pudo emparejar la siguiente ronda ({ $error }). El organizador puede intentarlo de nuevo con /tournament pair.
organizing-not-swiss = Solo hay archivo TRF para torneos de sistema suizo; en su lugar se adjunta el PGN de cada partida.
organizing-save-failed = No se pudo guardar. Vuelve a intentarlo en un momento.
organizing-bad-max-players = Un máximo de { $max ->
        [one] { $max } jugador
       *[other] { $max } jugadores
    } no es posible: elige de 2 a 1000 jugadores, o déjalo vacío para 256.
organizing-bad-role = `{ $text }` no es un rol: elige un rol de este servidor, o déjalo vacío para que cualquiera pueda unirse.
organizing-needs-start-time = `{ $option }:` necesita una hora de inicio: añade `starts:` (como `in 2h`, `18:30 Europe/Berlin` o `2026-12-04 19:00 UTC`).
organizing-bad-remind = `{ $option }:{ $text }` no es una duración: escríbela como `10m`, `1h` o `1d`, o `0` para no recibir recordatorio.
organizing-bad-checkin = `{ $option }:{ $text }` no es una duración: escríbela como `10m`, `1h` o `1d`, o déjalo vacío para no tener confirmación.
organizing-check-in-opens = La confirmación de **{ $name }** se abre { $when }: vuelve entonces.
organizing-check-in-not-open = **{ $name }** no tiene la confirmación abierta ahora.
organizing-not-entered = No te has unido a **{ $name }**: pulsa primero Unirse y luego Confirmar.
organizing-bad-result = No entiendo el resultado `{ $text }`: escribe `1-0`, `0-1`, `1/2` (tablas; también valen `½`, `½-½`, `1/2-1/2` y `0.5-0.5`), `+-` (ganan las blancas por incomparecencia), `-+` (ganan las negras por incomparecencia) o `0-0` (ambos pierden por incomparecencia).
organizing-byes-swiss-only = **{ $name }** no es un sistema suizo: los exentos de medio punto solo se pueden pedir en un sistema suizo. Retírate si no puedes seguir jugando.
organizing-byes-off = **{ $name }** no concede exentos a petición. Juega tus partidas, o retírate si no puedes seguir jugando.
organizing-no-byes-left = Ya has usado { $allowed ->
        [one] tu exento de medio punto
       *[other] tus { $allowed } exentos de medio punto
    } en **{ $name }**. Juega tus partidas, o retírate si no puedes seguir jugando.
organizing-bye-already-requested = Ya has pedido un exento de medio punto para la ronda { $round } de **{ $name }**: no se te emparejará en ella.
organizing-bye-too-late = La última ronda de **{ $name }** ya está emparejada: no queda ninguna ronda para tomar un exento. Juega tu partida, o retírate.
organizing-no-such-round = No existe la ronda { $round }: { $rounds ->
        [0] aún no se ha emparejado ninguna ronda.
        [one] solo se ha emparejado la ronda 1.
       *[other] se han emparejado las rondas 1 a { $rounds }.
    }
organizing-no-such-board = No existe el tablero { $board } en la ronda { $round }: { $boards ->
        [one] solo tiene el tablero 1.
       *[other] sus tableros van del 1 al { $boards }.
    }
organizing-bye-board = El tablero { $board } de la ronda { $round } es un exento: no tiene partida ni resultado que fijar. Elige un tablero con dos jugadores.
organizing-results-not-started = **{ $name }** aún no ha empezado: no hay resultados que fijar.
organizing-results-over = **{ $name }** ha terminado: sus resultados son definitivos y ya no se pueden cambiar.
organizing-results-cancelled = **{ $name }** se canceló: no hay resultados que fijar.
organizing-missing-role = Necesitas el rol { $role } para unirte a **{ $name }**.
organizing-too-few-rated-games = **{ $name }** pide al menos { $needed } en { $preset }; tienes { $have }. Juega { $more } más y vuelve a unirte.
organizing-already-berserk = Ya has hecho berserk en esta partida.
organizing-unpairable = La siguiente ronda de **{ $name }** no se puede emparejar tras la ronda { $round }: cada emparejamiento restante sería una revancha o un segundo exento. El torneo termina aquí.
organizing-bad-repeat = `{ $text }` no es una repetición: elige none, daily, weekly o monthly.
organizing-bad-zone = `{ $text }` no es una zona horaria que conozca. Indica un nombre IANA como `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` o `UTC` (ver https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); no se ha cambiado nada.

## Inscripciones, salidas, cancelaciones y la previa del inicio (publicaciones).

organizing-back = { $player } vuelve a { $tournament }: se le emparejará en cuanto haya un rival libre.
organizing-left = { $player } ha salido de { $tournament }.
organizing-removed = { $player } ha sido expulsado de { $tournament }: cualquier partida en curso se pierde por incomparecencia.
organizing-withdrew = { $player } se ha retirado de { $tournament }: cualquier partida en curso se pierde por incomparecencia.
organizing-added = { $mention }, { $by } te ha añadido (**{ $player }**) a { $tournament }. ¿No vas a jugar? Pulsa **Salir** abajo (o `/tournament leave`).
organizing-cancelled = { $tournament } ha sido cancelado por su organizador.
organizing-cancelled-too-few = { $tournament } se cancela: inscripciones: { $players }; se necesitan al menos { $min }.
organizing-cancelled-too-few-checked-in = { $tournament } se cancela: confirmaciones: { $players }; se necesitan al menos { $min }.
organizing-run-up = ⏰ { $tournament } empieza { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } empieza { $date }. La confirmación está abierta: pulsa Confirmar abajo antes de que se cierre { $countdown }, o se te retirará al inicio.
organizing-withdrawn-absent = { $names } no { $count ->
        [one] ha confirmado
       *[other] han confirmado
    } para { $tournament } y { $count ->
        [one] queda retirado.
       *[other] quedan retirados.
    }
organizing-withdrawn-absent-late = Aún es posible unirse tarde: pulsa Unirse.
organizing-checked-in = Has confirmado tu plaza en { $tournament }. Empieza { $countdown }.

## En otros sitios.

organizing-calendar-description = Torneo { $format } de { $preset }, { $time }. Únete con el botón Unirse de su anuncio.
organizing-winner-role-reason = ganador de { $tournament }

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = Un cuadro de eliminatoria admite de 2 a 128 jugadores, no { $players }: divide el grupo o juega antes un sistema suizo.
organizing-bracket-third-place = Un cuadro de 2 jugadores no tiene semifinales, así que no hay enfrentamiento por el tercer puesto: quítalo o reúne al menos 3 jugadores.
organizing-bracket-match-name = '{ $text }' no es un nombre de enfrentamiento: escribe W<ronda>-<n>, L<ronda>-<n>, GF1, GF2 o 3P (por ejemplo W1-2).
organizing-bracket-no-such-match = No hay ningún enfrentamiento { $match } en este cuadro: consulta la lista de enfrentamientos para ver sus nombres.
organizing-bracket-not-ready = { $match } aún no está listo: todavía no se conocen sus dos jugadores; registra primero los enfrentamientos anteriores.
organizing-bracket-walkover = { $match } es un pase directo: { $seed } avanza sin jugar, así que no admite ningún resultado.
organizing-bracket-walkover-open = { $match } es un pase directo: una plaza está vacía, así que quien ocupe la otra avanza sin jugar; no admite ningún resultado.
organizing-bracket-empty = { $match } nunca se juega: sus dos plazas están vacías; no admite ningún resultado.
organizing-bracket-no-reset = GF2 no se juega: { $seed } ganó GF1 desde el cuadro de ganadores y el cuadro ha terminado.
organizing-bracket-already-decided = { $match } ya está decidido (ganó { $winner }): un resultado se registra una sola vez.
organizing-bracket-not-in-match = { $seed } no juega { $match }, que es { $a } contra { $b }: indica a uno de los dos como ganador.
