# Ajustes mal escritos, un FEN erróneo, un rol del servidor no entregado
# (fuente: en-US). Lo que se escribe queda tal cual. Plural: one, other.

settings-intercept-out-of-range = el tiempo de intercepción { $given } está fuera de rango: elige de { $min } a { $max }
settings-intercept-not-understood = no entiendo el tiempo de intercepción `{ $text }`: escribe 30s, 5m, 2h, 1d o solo segundos, como 45
settings-unknown-colour = color desconocido `{ $text }`: elige white, black o random
settings-time-not-understood = no entiendo el control de tiempo `{ $text }`: escribe minutos+incremento como 10+5, días por jugada como 3d (de 1d a 7d), o none
settings-correspondence-out-of-range = el tiempo por correspondencia `{ $text }` está fuera de rango: elige de 1d a 7d por jugada
settings-live-out-of-range = el control de tiempo `{ $text }` está fuera de rango: de 1 a 180 minutos y de 0 a 180 segundos de incremento
settings-ai-level-out-of-range = el nivel de IA { $level } está fuera de rango: elige de 1 (el más débil) a 8 (el más fuerte)
settings-unknown-scope = ámbito desconocido `{ $text }`: elige server o global
settings-unknown-preset = preajuste desconocido `{ $text }`: elige cruise, cruise-forward, chess, pawns o pawns-cruise
settings-duration-unreadable = no es una duración: escribe un número entero y una unidad, como 30s, 5m, 2h o 1d
settings-duration-too-long = más de un año

settings-fen = FEN erróneo, campo { $field ->
        [placement] colocación
        [side-to-move] turno
        [castling] enroque
        [en-passant] al paso
        [halfmove-clock] contador de medias jugadas
        [fullmove-number] número de jugada
        [cooldown] recarga
       *[position] posición
    }: { $problem }
settings-fen-empty = el FEN está vacío
settings-fen-missing = faltan campos: un FEN tiene colocación, turno, enroque, al paso, contador de medias jugadas y número de jugada
settings-fen-too-many-fields = tiene { $fields } campos; un FEN tiene como mucho 7
settings-fen-rank-count = tiene { $ranks ->
        [one] { $ranks } fila separada
       *[other] { $ranks } filas separadas
    } por `/`; un tablero tiene 8, de la fila 8 a la fila 1
settings-fen-bad-count = `{ $text }` en la fila { $rank }: las casillas vacías se cuentan de 1 a 8
settings-fen-not-a-piece = `{ $text }` en la fila { $rank } no es una letra de pieza (PNBRQK para las blancas, pnbrqk para las negras) ni un número de casillas vacías
settings-fen-rank-too-long = la fila { $rank } tiene más de 8 casillas
settings-fen-rank-too-short = la fila { $rank } tiene { $squares ->
        [one] { $squares } casilla
       *[other] { $squares } casillas
    } y necesita 8
settings-fen-too-many-kings = las { $color ->
        [white] blancas
       *[black] negras
    } tienen { $kings } reyes
settings-fen-piece-on-pawns-board = el tablero de peones solo tiene peones, pero en { $square } hay { $role ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
        [king] un rey
       *[piece] una pieza
    } { $color ->
        [white] de las blancas
       *[black] de las negras
    }
settings-fen-pawn-cannot-stand = un peón no puede estar en { $square }
settings-fen-no-castling-on-pawns-board = `{ $text }`: el tablero de peones no tiene enroque; escribe -
settings-fen-not-a-castling-letter = `{ $text }` no es K, Q, k, q ni -
settings-fen-castling-needs-king = `{ $letter }` necesita el rey { $color ->
        [white] blanco
       *[black] negro
    } en { $square }
settings-fen-castling-needs-rook = `{ $letter }` necesita una torre { $color ->
        [white] blanca
       *[black] negra
    } en { $square }
settings-fen-castling-twice = `{ $letter }` aparece dos veces
settings-fen-not-a-number = `{ $text }` no es un número entero
settings-fen-not-a-side = `{ $text }` no es w ni b
settings-fen-not-a-square = `{ $text }` no es una casilla ni -
settings-fen-en-passant-rank = { $square } no puede ser casilla de captura al paso cuando mueven las { $turn ->
        [white] blancas
       *[black] negras
    }; debe estar en la fila { $rank }
settings-fen-cooldown-shape = `{ $text }` no tiene la forma <casilla blanca>/<casilla negra> (- si no hay), como e4/-
settings-fen-in-check = { $turn ->
        [white] mueven las blancas pero las negras están
       *[black] mueven las negras pero las blancas están
    } en jaque

settings-role-cannot-give = No se entrega ningún rol del servidor: { $granter ->
        [you] tú no puedes
        [organizer] su organizador no puede
        [season] el miembro que empezó la temporada no puede
       *[other] { $name } no puede
    } dar <@&{ $role }> (solo el dueño del servidor, un administrador o un miembro con **Gestionar roles** por encima de él puede convertirlo en premio).
settings-role-set-since = No se entrega ningún rol del servidor: <@&{ $role }> pasó a ser el rol del servidor después de configurarlo, así que nunca se comprobó si { $granter ->
        [you] tú puedes
        [organizer] su organizador puede
        [season] el miembro que empezó la temporada puede
       *[other] { $name } puede
    } darlo.

settings-puzzle-or-pass = { $why }; o responde `pass` para dejar pasar el misil
settings-clock-days-hours = { $days } d { $hours } h
