# /puzzle: problemas sacados de las partidas de un servidor, resueltos en
# privado; la publicación del problema del día (fuente: en-US). Plural: one, other.

## La vista de un problema

puzzle-credit = de { $white } contra { $black }, jugada { $move }
puzzle-title = **Problema { $id }**, { $credit }
puzzle-title-unrated = **Problema { $id }** (no puntúa: ya lo jugaste), { $credit }
puzzle-title-daily = **Problema del día** (problema { $id }), { $credit }
puzzle-title-streak = **Racha, problema { $number }** (problema { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] Las negras jugaron { $mistake }. Juegan blancas: encuentra la mejor jugada y responde con `/move`.
       *[black] Las blancas jugaron { $mistake }. Juegan negras: encuentra la mejor jugada y responde con `/move`.
    }
puzzle-decision-prompt = { $solver ->
        [white] El misil de las negras vuela { $path }: derríbalo (un botón, o `/move` con la captura) o déjalo pasar.
       *[black] El misil de las blancas vuela { $path }: derríbalo (un botón, o `/move` con la captura) o déjalo pasar.
    }
puzzle-answer-shoot = derribar con { $move }
puzzle-answer-pass = dejar pasar
puzzle-let-it-pass = Dejar pasar

## Respuestas

puzzle-right = ✅ { $answer } es correcta. La respuesta: { $reply }. Te toca otra vez: responde con `/move`.
puzzle-unreadable = { $why }. Tu problema espera una jugada legal: responde otra vez con `/move`.
puzzle-rating = Puntuación de problemas: { $change }
puzzle-solved = 🎉 { $answer }: ¡resuelto!
puzzle-wrong = ❌ { $answer } no es. La solución: { $solution }.
puzzle-streak-goes-on = Racha: { $solved } resueltos. El siguiente es más difícil:
puzzle-streak-ended = Tu racha termina con { $solved } resueltos (tu mejor marca: { $best }). Empieza otra con `/puzzle streak`.
puzzle-streak-exhausted = Aquí no quedan problemas más difíciles: tu racha termina con { $solved } resueltos (tu mejor marca: { $best }).

## Rechazos

puzzle-none = Todavía no hay ningún problema para ti aquí: los problemas salen de las partidas terminadas de este servidor (y de servidores con páginas públicas), un rato después de que acaben. Juega una partida y vuelve a pedir más tarde
puzzle-no-daily = Todavía no hay problema del día aquí: los problemas salen de las partidas terminadas de este servidor. Juega una partida y vuelve a pedir mañana
puzzle-not-in-server = Los problemas salen de las partidas de un servidor: pide uno en un canal de un servidor
puzzle-nothing-open = No tienes ningún problema abierto: pide uno con `/puzzle`, `/puzzle daily` o `/puzzle streak`
puzzle-unavailable = No se ha podido leer ni guardar el problema ahora mismo: inténtalo de nuevo en un momento
puzzle-still-open = Ya tienes un problema abierto: respóndelo primero (una jugada incorrecta lo termina). Aquí lo tienes otra vez
puzzle-daily-done = { $solved ->
        [yes] Ya has intentado el problema de hoy (resuelto). Llega uno nuevo a las 00:00 UTC
       *[no] Ya has intentado el problema de hoy (sin resolver). Llega uno nuevo a las 00:00 UTC
    }
puzzle-bad-time = `{ $text }` no es una hora del día: indica la hora del problema del día como HH:MM en UTC, por ejemplo 09:30 o 18:00

## El problema del día

puzzle-daily-post = 🧩 **Problema del día { $date }**, { $credit }. { $solver ->
        [white] Juegan blancas
       *[black] Juegan negras
    }: resuélvelo en privado con `/puzzle daily`.
    Resuelto por: { $who }
puzzle-nobody-yet = nadie todavía
puzzle-settings-posted = El problema del día se publica en { $channel } a las { $time } UTC.
puzzle-settings-no-time = El problema del día irá a { $channel } cuando tenga hora: pon puzzle_time: como HH:MM (UTC).
puzzle-settings-no-channel = El problema del día está puesto a las { $time } UTC pero no tiene canal: pon puzzle_channel: para publicarlo.
puzzle-settings-off = El problema del día no se publica: pon puzzle_channel: y puzzle_time: para publicarlo.

## Puntuaciones de problemas

puzzle-leaderboard-title = **Clasificación de problemas**
puzzle-leaderboard-title-page = **Clasificación de problemas**, página { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } ({ $plays } puntuables, mejor racha { $best })
puzzle-leaderboard-empty = Aquí nadie tiene aún puntuación de problemas: resuelve uno con `/puzzle`
puzzle-standing = { $rating } · { $plays } puntuables · mejor racha { $best }
