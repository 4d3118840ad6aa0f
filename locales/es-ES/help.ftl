# /rules y /help: cómo se juega a Cruise Pawns y los temas de la ayuda
# (fuente: en-US).

## /rules

rules-text = **Cruise Pawns** es ajedrez en el que un peón puede, como todo su turno, dispararse a sí mismo como misil de crucero.
    • Un peón fuera de su fila inicial dispara: el misil vuela hasta 7 casillas, cada paso en una dirección de rey, girando como mucho 45° por paso (`cruise-forward`: solo hacia delante o de lado).
    • Puede pasar por encima de tus propias piezas, se detiene en la primera pieza enemiga y **detona** allí: esa pieza y el peón desaparecen. Un vuelo debe terminar en una pieza enemiga (o `e4*` se autodestruye).
    • En cada casilla en la que entra por el camino, el defensor puede **derribarlo** con cualquier captura legal en esa casilla, o dejarlo pasar. Si no responde a tiempo, pasa.
    • Destruir al rey gana (salvo que la partida se creara con `king_strikes: false`). Las amenazas de misil no son jaque.
    • `pawns`: solo peones; el primer peón que llega a la última fila gana.
    Jugar: `/move e4`, `/move e4>e5>e6>d7` (el vuelo entero, oculto a tu rival) o `/fire e4` y guiarlo con los botones.

## /help

help-intro = **Ayuda de Cruise Pawns**: elige un tema abajo. Cada uno muestra sus comandos (`<option>` es obligatoria, `[option]` opcional) y cómo se usan.
help-pick-topic = Elige un tema
help-unknown-topic = Ese tema de ayuda no existe: vuelve a usar `/help` y elige uno de su menú.
help-organizers = *Organizadores y administradores del servidor:*
help-command-line = `{ $usage }`: { $what }.

help-playing-label = Jugar
help-playing-about = Desafíos, jugadas, tablas, el final de una partida, el análisis
help-playing-text = Un `/challenge` con el bot como `opponent` juega contra la IA (`level` 1-8); sin `opponent` cualquiera puede aceptar. En el hilo de una partida también puedes escribir tu jugada sin más (`Nf3`). Un tablero que te pide jugar se dibuja desde tu lado. Sin reloj, cada jugada tiene un límite (14 días; el `move_limit` de un torneo): al llegar al límite tu rival puede reclamar la victoria con `/claim`. Una partida terminada tiene un botón **Revancha** (colores cambiados, 10 minutos para aceptar) y un botón **Analizar** (precisión, errores y las mejores opciones).

help-missiles-label = Misiles
help-missiles-about = Disparar un peón, guiarlo, derribar un misil
help-missiles-text = Un peón fuera de su fila inicial puede, como todo su turno, dispararse a sí mismo: el misil vuela hasta 7 casillas, cada paso en una dirección de rey, girando como mucho 45° por paso. Pasa por encima de tus propias piezas y **detona** en la primera pieza enemiga: ambas desaparecen. Destruir al rey gana.
    En cada casilla en la que entra, el defensor recibe botones para derribarlo con una captura allí (p. ej. **Bxe6**) o **Dejar pasar**; si no responde a tiempo, pasa.
    Para disparar un vuelo entero de una vez, oculto a tu rival: `/move e4>e5>e6>d7`.

help-tournaments-label = Torneos
help-tournaments-about = Apuntarse, jugar y organizar torneos y series
help-tournaments-text = Apúntate con el botón del anuncio. Cada comando acepta `tournament:` para nombrar uno cuando un canal tiene varios. Una serie (`repeat:weekly`) mantiene su hora en su zona horaria.

help-ratings-label = Puntuaciones y temporadas
help-ratings-about = Puntuaciones, la clasificación, perfiles y temporadas
help-ratings-text = Las partidas puntuables cambian la puntuación de ambos jugadores (un `?` marca una provisional, tras pocas partidas). Una temporada es una puntuación propia de un servidor durante un tiempo, con una clasificación final al terminar.

help-puzzles-label = Problemas
help-puzzles-about = Problemas de las partidas de este servidor, el problema del día, rachas
help-puzzles-text = En cada partida terminada de este servidor se buscan errores graves: cada uno se convierte en un problema, atribuido a su partida ("from alice vs bob, move 23"). Solo tú ves tu problema: responde con `/move` (un vuelo de misil como `e4>e5>e6`), o con los botones cuando el problema te pide derribar un misil o dejarlo pasar. Una jugada correcta muestra la respuesta y pide la siguiente; una incorrecta termina el problema y muestra la solución. Tu puntuación de problemas es tuya, aparte de tus puntuaciones de partidas (`/leaderboard scope:puzzles`, `/profile`). Un administrador del servidor elige dónde y cuándo se publica el problema del día: `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC).

help-settings-label = Ajustes
help-settings-about = Los ajustes del servidor y quién ve las respuestas del bot
help-settings-text = Estos te responden solo a ti: `/rules`, `/help`, `/profile`, `/leaderboard` y `/tournament standings`; añade `public:true` para publicar la respuesta en el canal. Un `/challenge` sin `opponent` menciona el rol de «busco partida» del servidor, si un administrador ha puesto uno.
