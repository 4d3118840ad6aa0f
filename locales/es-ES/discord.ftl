# Lo que responde el propio lado de Discord: /settings, las comprobaciones
# y respuestas de administración de /tournament, los avisos sobre el hilo
# de una partida (fuente: en-US). Plural: one, other.

## /settings

discord-settings-not-in-server = Los ajustes pertenecen a un servidor: usa este comando en uno de sus canales.
discord-settings-web-on = Las páginas de este servidor están en la web. `/settings web:off` las oculta.
discord-settings-web-on-at = Las páginas de este servidor están en la web. Sus páginas: { $url } `/settings web:off` las oculta.
discord-settings-web-off = Las páginas de este servidor no están en la web. `/settings web:on` (Gestionar servidor) muestra allí su clasificación, sus torneos y sus partidas.
discord-settings-read-failed = No se pudieron leer los ajustes ({ $error }). Inténtalo de nuevo en un momento.
discord-settings-lfg-role = Un desafío abierto menciona a <@&{ $role }>. `/settings clear_lfg_role:true` lo detiene.
discord-settings-lfg-none = Un desafío abierto no menciona a nadie. `/settings lfg_role:<role>` (Gestionar servidor) hace que mencione a los miembros que buscan partida.
discord-settings-lfg-read-failed = No se pudo leer el rol de quienes buscan partida ({ $error }). Inténtalo de nuevo en un momento.
discord-settings-zone = La zona horaria de este servidor es { $zone }: los inicios de torneo escritos sin zona se leen en ella, y una serie mantiene allí su hora. `/settings timezone:<nombre IANA>` la cambia.
discord-settings-zone-utc = La zona horaria de este servidor es UTC. `/settings timezone:Europe/Berlin` (Gestionar servidor; cualquier nombre IANA) lee los inicios de torneo en tu zona y mantiene una serie a su hora allí.
discord-settings-zone-read-failed = No se pudo leer la zona horaria ({ $error }). Inténtalo de nuevo en un momento.
discord-settings-private-language = Las respuestas privadas siguen el idioma de Discord de cada miembro cuando el bot lo habla; si no, el del servidor: las tuyas están en { $language }.
discord-settings-public-chosen = Las publicaciones públicas están en { $language } (elegido con `/settings language`; `/settings clear_language:true` sigue en su lugar el idioma de Discord de este servidor).
discord-settings-public-discord = Las publicaciones públicas siguen el idioma de Discord de este servidor (los servidores de comunidad lo fijan en Ajustes del servidor > Vista general > Idioma principal), ahora { $language }. `/settings language:<language>` (Gestionar servidor) elige otro.
discord-settings-public-unshipped = Las publicaciones públicas están en { $language }: el bot aún no habla el idioma de Discord de este servidor (`{ $code }`). `/settings language:<language>` (Gestionar servidor) elige uno.
discord-settings-public-unnamed = Las publicaciones públicas están en { $language }, ya que Discord no indica ningún idioma para este servidor (los servidores de comunidad lo fijan en Ajustes del servidor > Vista general > Idioma principal). `/settings language:<language>` (Gestionar servidor) elige uno.
discord-settings-language-read-failed = No se pudo leer el idioma de las publicaciones públicas ({ $error }). Inténtalo de nuevo en un momento.
discord-settings-language-both = Indica `language` (para elegir el idioma de las publicaciones públicas) o `clear_language:true` (para seguir el idioma de Discord del servidor), no ambos (no se cambió nada).
discord-settings-daily-both = Indica `puzzle_channel`/`puzzle_time` (para publicar el problema diario) o `clear_daily_puzzle:true` (para detenerlo), no ambos.
discord-settings-nothing-changed = { $why } (no se cambió nada)
discord-settings-lfg-both = Indica `lfg_role` (para fijarlo) o `clear_lfg_role:true` (para quitarlo), no ambos.
discord-settings-lfg-everyone = `lfg_role` no puede ser @everyone: elige un rol que tomen los miembros que quieren jugar (no se cambió nada).
discord-settings-not-manager = Solo los miembros con Gestionar servidor pueden cambiar esto (no se cambió nada). Pídeselo a quien gestione el servidor; `/settings` solo muestra los ajustes actuales.
discord-settings-web-now-public = La clasificación, los torneos y las partidas de este servidor están ahora en la web pública.
discord-settings-web-now-public-at = La clasificación, los torneos y las partidas de este servidor están ahora en la web pública. Sus páginas: { $url }
discord-settings-web-now-hidden = Las páginas de este servidor están ahora ocultas en la web (responden 404).
discord-settings-save-failed = No se pudo guardar el ajuste ({ $error }). Inténtalo de nuevo en un momento.
discord-settings-lfg-now = Un desafío abierto (un `/challenge` sin rival) ahora menciona a <@&{ $role }>, una vez. (El rol debe ser mencionable, o necesito Mencionar @everyone.)
discord-settings-lfg-now-none = Los desafíos abiertos ya no mencionan a nadie.
discord-settings-lfg-save-failed = No se pudo guardar el rol de quienes buscan partida ({ $error }). Inténtalo de nuevo en un momento.
discord-settings-zone-now = La zona horaria de este servidor es ahora { $zone }: los inicios de torneo escritos sin zona se leen en ella, y las nuevas series mantienen allí su hora con los cambios de horario.
discord-settings-zone-save-failed = No se pudo guardar la zona horaria ({ $error }). Inténtalo de nuevo en un momento.
discord-settings-daily-stopped = El problema diario ya no se publica. `/puzzle daily` sigue dando el problema de hoy a quien lo pida.
discord-settings-language-save-failed = No se pudo guardar el idioma ({ $error }). Inténtalo de nuevo en un momento.
discord-settings-language-now = Las publicaciones públicas de este servidor están ahora en { $language }; las respuestas privadas de los miembros siguen su propio idioma de Discord. `/settings clear_language:true` vuelve a seguir el idioma de Discord del servidor.
discord-settings-language-now-discord = Las publicaciones públicas de este servidor vuelven a seguir su idioma de Discord (los servidores de comunidad lo fijan en Ajustes del servidor > Vista general > Idioma principal), ahora { $language }.

## /tournament

discord-tournament-no-event = No hay evento de Discord para él: me falta el permiso **Manage Events**. Un admin del servidor puede dárselo a mi rol en Ajustes del servidor → Roles.
discord-tournament-bad-time = `time` no válido: { $error }.
discord-tournament-bad-intercept = `intercept` no válido: { $error }.
discord-tournament-missing-permissions = No puedo organizar un torneo en este canal: me falta { $missing } aquí. Cada tablero tiene su propio hilo con su imagen. Un admin del servidor puede { $count ->
        [one] dármelo
       *[other] dármelos
    } en los ajustes del canal (Editar canal → Permisos); después inténtalo de nuevo.
discord-tournament-settings-not-in-server = Los ajustes de torneo pertenecen a un servidor: usa este comando en uno de sus canales.
discord-tournament-settings-not-manager = Solo los miembros con Gestionar servidor pueden cambiar los ajustes de torneo. Pídeselo a quien gestione el servidor; `/tournament settings` solo muestra los actuales.
discord-tournament-organizer-both = Indica `organizer_role` (para fijarlo) o `clear:true` (para quitarlo), no ambos.
discord-tournament-winner-both = Indica `winner_role` (para fijarlo) o `clear_winner_role:true` (para quitarlo), no ambos.
discord-tournament-organizer-now = Los miembros con <@&{ $role }> ahora pueden iniciar, emparejar, expulsar jugadores y cancelar cualquier torneo de este servidor.
discord-tournament-organizer-removed = Se ha quitado el rol de organizador de torneos: un torneo lo dirigen su organizador y los miembros con Gestionar servidor.
discord-tournament-organizer-save-failed = No se pudo guardar el rol de organizador ({ $error }). Inténtalo de nuevo en un momento.
discord-tournament-winner-now = El ganador de cada torneo de este servidor recibe ahora <@&{ $role }>, y el ganador anterior lo pierde.
discord-tournament-winner-removed = Ya no se entrega ningún rol a los ganadores de torneos (quienes lo tienen lo conservan).
discord-tournament-winner-save-failed = No se pudo guardar el rol de ganador ({ $error }). Inténtalo de nuevo en un momento.
discord-tournament-creators-save-failed = No se pudo guardar quién puede crear torneos ({ $error }). Inténtalo de nuevo en un momento.
discord-tournament-creators-everyone = Cualquier miembro puede crear torneos y series aquí (nunca con un rol de ganador que no pudiera dar él mismo). `creators:organizers` lo limita a Gestionar servidor y al rol de organizador.
discord-tournament-creators-organizers = Solo los miembros con Gestionar servidor o el rol de organizador de torneos pueden crear torneos y series aquí; todos pueden seguir inscribiéndose. `creators:everyone` abre la creación a todos los miembros.
discord-tournament-only-managers-create = En este servidor solo los miembros con **Gestionar servidor** pueden crear torneos y series. Pide a uno de ellos que lo cree; después cualquiera podrá inscribirse.
discord-tournament-only-organizers-create = En este servidor solo los miembros con **Gestionar servidor** o <@&{ $role }> pueden crear torneos y series. Pide a uno de ellos que lo cree; después cualquiera podrá inscribirse.
discord-tournament-creators-read-failed = No se pudo leer quién puede crear torneos aquí ({ $error }). Inténtalo de nuevo en un momento.
discord-tournament-organizer-is = El rol de organizador de torneos es <@&{ $role }>: sus miembros pueden iniciar, emparejar, expulsar jugadores y cancelar cualquier torneo aquí. Un miembro con Gestionar servidor lo cambia con `/tournament settings organizer_role:<role>` o lo quita con `clear:true`.
discord-tournament-organizer-none = No hay rol de organizador de torneos: un torneo lo dirigen su organizador y los miembros con Gestionar servidor. Un miembro con Gestionar servidor fija uno con `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = No se pudieron leer los ajustes de torneo ({ $error }). Inténtalo de nuevo en un momento.
discord-tournament-winner-is = El ganador de cada torneo recibe <@&{ $role }> (el ganador anterior lo pierde); `clear_winner_role:true` lo detiene.
discord-tournament-winner-none = No hay rol de ganador: `/tournament settings winner_role:<role>` entrega uno al ganador de cada torneo.
discord-tournament-name-the-game = Indica la partida: `round`, `board` y `result` (p. ej. ronda 2, tablero 1, 1-0); en una eliminatoria, `match` (p. ej. W1-2) con `result` para su partida en juego o `winner` para todo el enfrentamiento.

## El hilo de una partida

discord-thread-at-cap = este servidor ha alcanzado el límite de hilos activos de Discord (error 160006); archivar los hilos terminados hace sitio
discord-thread-no-permission = me falta el permiso **Create Public Threads** (y **Send Messages in Threads**) en este canal; un admin del servidor puede darlos en los ajustes del canal
discord-thread-discord-answered = Discord respondió { $error }
discord-thread-not-moved = no se pudo mover la partida al hilo ({ $error })
discord-thread-none = No pude abrir un hilo para esta partida: { $why }.
discord-thread-played-here = No pude abrir un hilo para esta partida, así que se juega aquí en el canal.
discord-thread-none-taken = No pude abrir un hilo para esta partida. { $taken }
discord-thread-tournament-played-here = No pude abrir un hilo para **{ $game }**, así que se juega aquí en el canal.
discord-thread-organizer = 🔒 **{ $tournament }**: no pude abrir { $count ->
        [one] el hilo
       *[other] los hilos
    } de { $games }: { $why }.

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Los roles pertenecen a un servidor: usa este comando en uno de sus canales.
discord-roles-everyone = @everyone no se puede entregar: elige un rol que no tengan todos los miembros.
discord-roles-read-failed = No pude leer los roles de este servidor ({ $error }), así que no sé si <@&{ $role }> se puede entregar. Inténtalo de nuevo en un momento.
discord-roles-prize-read-failed = No pude leer los roles de este servidor ({ $error }), así que no sé si puedes hacer de <@&{ $role }> un premio. Inténtalo de nuevo en un momento.
discord-roles-member-cannot-give = No puedes asignar <@&{ $role }>: solo entrego un rol por miembros que podrían darlo ellos mismos (el propietario del servidor, un Administrador o un miembro con **Manage Roles** en el servidor, por un rol: Manage Permissions en un solo canal no cuenta), y no eres ninguno de ellos. Pide a un admin del servidor que lo configure, o deja fuera `{ $option }` (no se cambió nada).
discord-roles-not-of-server = <@&{ $role }> no es un rol de este servidor (¿lo borraron?). Elige otro.
discord-roles-not-below-yours = No puedes asignar <@&{ $role }>: no está por debajo de tu rol más alto, <@&{ $top }>, y con **Manage Roles** Discord solo deja dar roles por debajo del propio. Elige un rol por debajo del tuyo, o pide a un admin del servidor que configure este (no se cambió nada).
discord-roles-not-below-none-of-yours = No puedes asignar <@&{ $role }>: no está por debajo de ningún rol tuyo (no tienes ninguno en este servidor), y con **Manage Roles** Discord solo deja dar roles por debajo del propio. Elige un rol por debajo del tuyo, o pide a un admin del servidor que configure este (no se cambió nada).
discord-roles-bot-not-allowed = No puedo entregar <@&{ $role }>: me falta el permiso **Manage Roles**. Un admin del servidor puede dárselo a mi rol en Ajustes del servidor → Roles; luego vuelve a configurar el rol.
discord-roles-bot-read-failed = No pude leer mis propios roles en este servidor ({ $error }), así que no sé si puedo entregar <@&{ $role }>. Inténtalo de nuevo en un momento.
discord-roles-managed = <@&{ $role }> lo gestiona una integración (el rol de un bot o el de booster), y Discord no deja que nadie lo entregue. Elige otro rol.
discord-roles-not-below-mine = No puedo entregar <@&{ $role }>: no está por debajo de mi rol más alto, <@&{ $top }>, y Discord solo deja a un bot entregar roles por debajo del suyo. Un admin del servidor puede arrastrar mi rol por encima de <@&{ $role }> en Ajustes del servidor → Roles; luego vuelve a configurar el rol.
discord-roles-not-below-none-of-mine = No puedo entregar <@&{ $role }>: no está por debajo de ningún rol mío (no tengo ninguno en este servidor), y Discord solo deja a un bot entregar roles por debajo del suyo. Un admin del servidor puede arrastrar mi rol por encima de <@&{ $role }> en Ajustes del servidor → Roles; luego vuelve a configurar el rol.
discord-roles-their-roles-unread = no pude leer sus roles ({ $error })
discord-roles-could-not-give = • no pude dar <@&{ $role }> a <@{ $user }>: { $why }
discord-roles-could-not-take = • no pude quitar <@&{ $role }> a <@{ $user }>: { $why }
discord-roles-change-failed = El cambio de rol para { $reason } no se completó:
    { $lines }
    Un admin del servidor puede comprobar que tengo **Manage Roles** y que mi rol está por encima de <@&{ $role }> (Ajustes del servidor → Roles), y luego hacer el cambio a mano. Nada más se ve afectado.
discord-roles-why-not-allowed = me falta **Manage Roles**, o el rol no está por debajo del mío
discord-roles-why-not-member = ya no es miembro de este servidor
discord-roles-why-role-gone = el rol ya no existe
discord-roles-why-discord = Discord respondió: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = No puedes desafiarte a ti mismo: nombra a otro jugador, o deja `opponent` vacío para un desafío abierto.
discord-game-challenge-a-bot = No puedes desafiar a un bot: nombra a una persona, o deja `opponent` vacío para un desafío abierto. Para jugar contra mí, nómbrame como `opponent`.
discord-game-level-without-me = `level` es para una partida contra mí: nómbrame como `opponent` para jugar contra la IA, o quita `level`.
discord-game-bad-settings = Ajustes de partida no válidos: { $error }.
discord-game-bad-level = `level` debe ir de 1 (el más débil) a 8 (el más fuerte) (diste { $level }).
discord-game-type-a-move = Escribe una jugada, p. ej. `e4`, `Nf3`, `e2e4` o un vuelo `e4>e5>e6>d7`.
discord-game-flight-received = Vuelo recibido: el hilo muestra el misil casilla a casilla (tu ruta sigue oculta).
discord-game-not-a-square = `{ $pawn }` no es una casilla: indica la casilla del peón, como e4.
discord-game-steering-started = Guiado iniciado.
discord-game-ai-where = **{ $player }** está jugando contra mí (la IA, nivel { $level }) en <#{ $thread }>.
discord-game-missile-on-its-way = El misil va en camino: mira el tablero en el hilo.
discord-game-button-ended = Esta pregunta ha terminado: el botón ya no se usa.
discord-game-typed-flight-shown = Un vuelo escrito como mensaje muestra toda su ruta a tu rival, y aquí no puedo borrar mensajes. Usa `/move` (respuesta privada) o `/fire` (guía con botones) para mantenerla oculta.
discord-game-flag-falls = Se acaba el tiempo { $stamp }.
discord-game-time-runs-out = El plazo termina { $stamp }.

## Answers and posts

discord-done = Hecho.
discord-done-see = Hecho: mira <#{ $channel }>.
discord-thread-locked-look-there = Este hilo está bloqueado, así que sus mensajes van a <#{ $channel }>: mira allí.
discord-thread-locked-posted-here = No puedo publicar en <#{ $thread }>: está bloqueado. Esto va aquí en su lugar; un moderador puede desbloquear el hilo (o darme **Manage Threads**) para que la partida siga allí.
discord-malformed-option = Opción mal formada: { $error }. Revisa las opciones del comando e inténtalo de nuevo.
discord-malformed-option-input = Opción mal formada `{ $input }`: { $error }. Revisa las opciones del comando e inténtalo de nuevo.
discord-command-outdated = Las opciones de este comando no coinciden con las del bot; puede que Discord aún muestre una versión antigua. Inténtalo de nuevo en un minuto.
discord-something-went-wrong = Algo salió mal: { $error }
discord-server-only = Este comando funciona en un canal de un servidor, no en mensajes directos.
discord-server-roles-unread = No pude leer los roles de este servidor ({ $error }). Inténtalo de nuevo en un momento.
discord-channel-permissions-unread = No pude leer los permisos de ese canal ({ $error }). Inténtalo de nuevo en un momento.
discord-on-the-web = En la web: <{ $url }>
discord-event-line = Evento de Discord: { $url }
discord-event-audit-reason = un torneo programado
discord-games-line = Partidas: { $games }
discord-boards-waiting = <@{ $organizer }> Ronda { $round } de **{ $tournament }**: { $count ->
        [one] { $count } tablero aún no ha llegado
       *[other] { $count } tableros aún no han llegado
    } a sus jugadores: { $boards }. No pude abrir sus hilos (tu próximo comando aquí te muestra por qué) y sigo intentándolo en segundo plano; su tiempo de incomparecencia empieza solo cuando se publica su tablero.
discord-boards-none-waiting = Ronda { $round } de **{ $tournament }**: ya no hay ningún tablero esperando su hilo.
