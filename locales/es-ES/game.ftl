# Los mensajes de una partida (fuente: en-US). Tuteo. Plural: one, other.

## Jugadores y a quién le toca.

game-player = **{ $name }** ({ $side ->
        [white] blancas
       *[black] negras
    })
game-to-move = Le toca a { $player }.
game-to-move-in-check = Le toca a { $player } (en jaque).
game-clocks = Relojes: blancas { $white }, negras { $black }.
game-move-deadline = El tiempo para esta jugada se acaba { $when }.

## La configuración de la partida.

game-clock-none = sin reloj
game-clock-live = reloj { $minutes }+{ $increment }
game-clock-days = { $days ->
        [one] { $days } día por jugada
       *[other] { $days } días por jugada
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, golpes al rey { $king-strikes ->
        [on] activados
       *[off] desactivados
    }, { $intercept } para interceptar, { $clock }
game-summary-ai = { $summary }, contra la IA en el nivel { $level }

## El primer mensaje y /board.

game-start = **{ $white }** (blancas) contra **{ $black }** (negras): { $summary }.
game-board = { $white } (blancas) contra { $black } (negras): { $summary }.
game-board-missile = Hay un misil en el aire sobre { $square }.
game-export = El registro de la partida { $game }.

## Jugadas, vuelos y derribos.

game-moved = { $player } juega **{ $san }**.
game-steer-first = { $player }, guía el misil desde **{ $square }**: elige la primera casilla en la que entra (en una casilla con una pieza enemiga, detona).
game-steer-next = { $line } — { $player }: elige la siguiente casilla en la que entra.
game-self-destruct = Autodestrucción
game-question = { $line } — { $defender }: ¿derribarlo ({ $labels }) o dejarlo pasar? Termina { $when }
game-question-notice = { $defender }, el misil está en **{ $square }**: derríbalo o déjalo pasar; la pregunta termina { $when }.
game-let-pass = Dejar pasar
game-passed = { $line } — { $defender } lo deja pasar.
game-passed-timeout = { $line } — { $defender } no respondió en { $intercept }: pasa.
game-question-cut-short = { $line } — la partida terminó antes de una respuesta.
game-shot-down = 💥 { $defender } lo derriba en { $square } con { $san }.
game-detonated = 💥 El misil de { $attacker } detona en { $square } y destruye { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $defender }.
game-self-destructed = 💥 El peón de { $player } en { $square } se autodestruye.

## Ofertas de tablas y recordatorios.

game-draw-offer = { $player } ofrece tablas. { $opponent }, ¿aceptas o rechazas?
game-accept = Aceptar
game-decline = Rechazar
game-draw-declined = { $player } rechaza las tablas.
game-draw-agreed = Tablas acordadas.
game-draw-offer-ended = Esta oferta de tablas ha terminado: la partida ha acabado.
game-draw-offer-lapsed = La oferta de tablas caducó: se jugó una jugada en su lugar.
game-reminder = Recordatorio: { $player }, te toca mover; tu tiempo se acaba { $when }.
game-move-limit-half-lose = Recordatorio: { $player }, te toca mover; ha pasado la mitad del límite por jugada ({ $limit }): pierdes la partida { $when }.
game-move-limit-half-claim = Recordatorio: { $player }, te toca mover; ha pasado la mitad del límite por jugada ({ $limit }): { $opponent } podrá reclamar la victoria { $when }.
game-move-limit-reached = { $player } no ha movido dentro del límite por jugada ({ $limit }): { $opponent }, puedes reclamar la victoria con `/claim` o esperar la jugada.

## El final.

game-rematch = Revancha
game-analyse = Analizar
game-aborted = La partida se ha anulado: sin resultado.
game-over-agreement = Fin de la partida: tablas de mutuo acuerdo.
game-over-win = Fin de la partida: gana { $winner }: { $why }.
game-over-draw = Fin de la partida: tablas: { $why }.
game-why-resignation = { $player } abandona
game-why-time = { $player } se quedó sin tiempo
game-why-move-limit = { $player } no movió dentro del límite por jugada ({ $limit })
game-why-time-no-material = { $player } se quedó sin tiempo, pero a { $opponent } le queda muy poco material para ganar
game-why-threefold = reclamadas por triple repetición (la misma posición tres veces)
game-why-fifty-moves = reclamadas por la regla de las 50 jugadas (50 jugadas cada uno sin captura, jugada de peón ni vuelo)
game-why-checkmate = { $player } recibe jaque mate
game-why-king-destroyed = un misil destruyó el rey de { $player }
game-why-promotion = el peón de { $square } llegó a la última fila
game-why-promotion-somewhere = un peón llegó a la última fila
game-why-stalemate = { $player } está ahogado (sin jugadas legales, sin estar en jaque)
game-why-no-legal-move = { $player } no tiene jugadas legales
game-why-no-pawns = a { $player } no le quedan peones
game-why-no-pawns-side = a un bando no le quedan peones
game-why-insufficient-material = ningún bando tiene material suficiente para dar mate
game-why-seventy-five-moves = 75 jugadas cada uno sin captura, jugada de peón ni vuelo
game-why-fivefold = la misma posición se repitió cinco veces
game-decided = Fin de la partida: { $what }, decidido por **{ $by }**.
game-an-organizer = un organizador
game-decided-win = gana { $player } ({ $score })
game-decided-forfeit = gana { $player } por incomparecencia ({ $score })
game-decided-draw = tablas (½-½)
game-decided-double-forfeit = ambos jugadores pierden por incomparecencia (-/-)
