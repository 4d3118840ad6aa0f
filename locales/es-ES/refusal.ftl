# Por qué el bot rechazó una acción: una frase que dice qué falla y qué
# hacer (origen: en-US). Plural: one, other.

## Partidas.

refusal-no-game-here = Aquí no hay ninguna partida en curso. Empieza una con un desafío.
refusal-game-over = Esta partida ha terminado.
refusal-not-playing = No juegas en esta partida.
refusal-not-your-turn = No es tu turno.
refusal-wait-for-answer = Espera: { $defender } está decidiendo si derriba tu misil.
refusal-answer-first = Primero responde a la pregunta de derribo (derribar el misil o dejarlo pasar).
refusal-missile-in-air = Tu misil lanzado desde { $launch } está en el aire: sigue dirigiéndolo (escribe o elige su siguiente casilla).
refusal-empty-move = Escribe una jugada, p. ej. e4, Nf3, e2e4, o un vuelo como e4>e5>e6>d7.
refusal-illegal = { $reason }
refusal-no-missiles = En { $preset } no hay misiles: juega una jugada normal.
refusal-not-a-square = `{ $text }` no es una casilla: escribe una columna a-h y una fila 1-8, como e4.
refusal-cannot-fire = La pieza de { $square } no puede dispararse ahora: { $why ->
        [empty] esa casilla está vacía
        [not-yours] ese peón no es tuyo
        [not-a-pawn] solo los peones se disparan
        [starting-rank] un peón en su fila inicial no puede dispararse
       *[no-legal-flight] no tiene ningún vuelo legal (puede impedirlo el tiempo de recarga, una clavada o un jaque)
    }.
refusal-not-steering = No estás dirigiendo ningún misil: primero elige un peón para disparar (p. ej. fire e4).
refusal-self-destruct-too-late = El peón solo puede autodestruirse antes de su primer paso.
refusal-cannot-enter = El misil no puede entrar ahora en { $square }; puede entrar en: { $next }.
refusal-cannot-enter-anywhere = El misil no puede entrar ahora en { $square }; puede entrar en: ninguna.
refusal-question-ended = Esta pregunta ya ha terminado.
refusal-question-ended-game-over = Esta pregunta ha terminado: la partida ha acabado.
refusal-answer-for-earlier-question = Tu respuesta se escribió antes de que se hiciera esta pregunta, así que no se aplica: mira la nueva pregunta y respóndela.
refusal-too-many-ai-games = { $count ->
        [one] Ya tienes { $count } partida sin terminar contra la IA en este servidor: { $games }. Termínala o abandónala antes de empezar otra.
       *[other] Ya tienes { $count } partidas sin terminar contra la IA en este servidor: { $games }. Termina o abandona una de ellas antes de empezar otra.
    }
refusal-ai-game = partida { $game } (nivel { $level }) en { $place }
refusal-position-changed = La posición cambió después de que escribieras tu mensaje, así que no se ha jugado: vuelve a mirar el tablero y envía tu jugada de nuevo.
refusal-no-question = No hay ninguna pregunta de derribo que responder.
refusal-only-opponent-answers = Solo tu rival puede responder a esta pregunta.
refusal-not-a-shoot-down = `{ $text }` no es un derribo aquí; elige { $labels } o déjalo pasar.
refusal-ambiguous-shoot-down = `{ $text }` podría ser { $matches }: escríbelo tal como aparece (mayúsculas para las piezas).
refusal-too-late-to-abort = Los dos bandos ya han movido: la partida ya no se puede anular (abandona u ofrece tablas).
refusal-not-abortable = Esta partida se emparejó para ti y no se puede anular: abandónala, o retírate del evento que la emparejó.
refusal-berserk-too-late = Solo puedes hacer berserk antes de tu primera jugada de la partida.
refusal-berserk-no-clock = El berserk reduce tu reloj a la mitad: esta partida no tiene reloj en marcha.
refusal-already-berserk = Ya hiciste berserk en esta partida: tu reloj solo se reduce a la mitad una vez.
refusal-already-offered-draw = Ya has ofrecido tablas.
refusal-no-draw-offer = No hay ninguna oferta de tablas que responder.
refusal-own-draw-offer = Esta oferta de tablas es tuya; la responde tu rival.
refusal-claim-after-flight = Reclama tablas cuando haya terminado el vuelo del misil.
refusal-no-claims-in-pawn-game = En el Pawn Game no se pueden reclamar tablas: ofrécelas en su lugar.
refusal-nothing-to-claim = No hay tablas que reclamar: esta posición se ha dado { $repetitions ->
        [one] { $repetitions } vez
       *[other] { $repetitions } veces
    } (hacen falta 3) y se { $moves ->
        [one] ha hecho { $moves } jugada
       *[other] han hecho { $moves } jugadas
    } sin captura, movimiento de peón ni vuelo (hacen falta 50).
refusal-move-limit-not-reached = Aún no hay nada que reclamar: a { $opponent } todavía le quedan { $left } para mover. Si se le agota antes el tiempo límite por jugada, `/claim` te da la victoria.

## Desafíos y revanchas.

refusal-challenge-not-open = Este desafío ya no está abierto.
refusal-challenge-expired = Este desafío ha caducado.
refusal-rematch-not-over = La partida { $game } sigue en juego: se podrá ofrecer la revancha cuando termine.
refusal-no-rematch = La partida { $game } no tiene revancha: solo la ofrecen las partidas amistosas y puntuables entre dos miembros, no las de torneo ni las partidas contra la IA. Empieza una partida nueva con `/challenge`.
refusal-rematch-not-yours = Solo { $white } y { $black }, que jugaron la partida { $game }, pueden jugar su revancha. Empieza tu propia partida con `/challenge`.
refusal-rematch-offered = Ya has ofrecido la revancha: le toca a { $opponent } aceptarla (con **Rematch** o **Accept**) en los { $open } siguientes a tu oferta.
refusal-rematch-expired = Esta oferta de revancha ha caducado: estuvo abierta { $open }. Empieza una partida nueva con `/challenge`.
refusal-rematch-started = La revancha ya ha empezado: es la partida { $game }.
refusal-rematch-started-elsewhere = La revancha ya ha empezado.
refusal-rematch-closed = Esta oferta de revancha se rechazó o se retiró. Empieza una partida nueva con `/challenge`.
refusal-own-challenge = No puedes aceptar tu propio desafío.
refusal-challenge-for-other = Este desafío es solo para { $name }.
refusal-challenge-self = No puedes desafiarte a ti mismo: indica otro jugador, o deja el rival vacío para un desafío abierto.
refusal-only-challenger-cancels = Solo quien lanzó el desafío puede cancelarlo.
refusal-open-challenge-decline = Este desafío está abierto a cualquiera: acéptalo o déjalo para otra persona.
refusal-not-your-challenge = Este desafío no es para ti.
refusal-too-many-challenges = Ya tienes { $limit ->
        [one] { $limit } desafío abierto
       *[other] { $limit } desafíos abiertos
    } en este servidor (el límite): espera una respuesta o retira uno con su botón Decline.
refusal-two-players-needed = Una partida necesita dos jugadores distintos.
refusal-place-taken-thread = Ya se está jugando una partida en este hilo.
refusal-place-taken-channel = Ya se está jugando una partida en este canal: juega la siguiente en un hilo.

## Análisis.

refusal-no-such-game = No hay ninguna partida { $game } en este servidor: indica el número que aparece en su mensaje final.
refusal-analysis-not-over = La partida { $game } sigue en juego: se podrá analizar cuando termine.
refusal-nothing-to-analyse = La partida { $game } terminó antes de que se jugara ninguna jugada: no hay nada que analizar.
refusal-analysis-unavailable = Ahora mismo no se puede analizar la partida { $game }: no se pudo leer su registro. Vuelve a intentarlo en un minuto.
refusal-analysis-queue-full = La partida { $game } no puede entrar ahora en la cola de análisis: { $waiting ->
        [one] ya hay { $waiting } partida esperando
       *[other] ya hay { $waiting } partidas esperando
    }. Vuelve a pedirlo en unos minutos.
refusal-analysis-member-share = La partida { $game } no puede entrar en la cola de análisis: ya tienes { $limit ->
        [one] { $limit } partida
       *[other] { $limit } partidas
    } en espera o en análisis, el máximo por miembro. Vuelve a pedirlo cuando termine alguna.
refusal-analysis-server-share = La partida { $game } no puede entrar en la cola de análisis: este servidor ya tiene { $limit ->
        [one] { $limit } partida
       *[other] { $limit } partidas
    } en espera o en análisis, su parte de la cola (otros servidores también la comparten). Vuelve a pedirlo cuando termine alguna.

## El propio bot.

refusal-settings = { $reason }
refusal-save-failed = No se pudo guardar tu acción (problema de almacenamiento); no ha cambiado nada. Vuelve a intentarlo en un momento.
refusal-leaderboard-unavailable = Ahora mismo no se puede leer la clasificación; inténtalo más tarde.
refusal-profile-unavailable = Ahora mismo no se puede leer el perfil; inténtalo más tarde.
refusal-shutting-down = El bot se está reiniciando: no ha cambiado nada. Vuelve a intentarlo en un minuto.

## Listas dentro de una frase.

list-and = { $first } y { $second }
list-and-more = { $first }, { $rest }
list-or = { $first } o { $second }
list-or-more = { $first }, { $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
