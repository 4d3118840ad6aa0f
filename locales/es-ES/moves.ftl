# Por qué una jugada no es legal o su texto no se puede leer (fuente:
# en-US). Cada mensaje es una oración sin punto final. Plural: one, other.

moves-role = { $role ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
       *[king] rey
    }
moves-role-the = { $role ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    }
moves-role-your = { $role ->
        [pawn] tu propio peón
        [knight] tu propio caballo
        [bishop] tu propio alfil
        [rook] tu propia torre
        [queen] tu propia dama
       *[king] tu propio rey
    }
moves-role-enemy = { $role ->
        [pawn] el peón enemigo
        [knight] el caballo enemigo
        [bishop] el alfil enemigo
        [rook] la torre enemiga
        [queen] la dama enemiga
       *[king] el rey enemigo
    }

moves-how-to-write = escribe SAN como e4, Nf3, exd5, O-O o e8=Q, UCI como e2e4, o un vuelo como e4>e5>e6>d7 (e4* para autodestruirse)
moves-no-move = no has dado ninguna jugada: { moves-how-to-write }
moves-too-long = ese texto es demasiado largo para ser una jugada ({ $count ->
        [one] { $count } carácter
       *[other] { $count } caracteres
    }): { moves-how-to-write }
moves-unreadable = no sé leer `{ $text }` como jugada: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` es un registro de derribo (vuelo/jugada que derriba), no una jugada: da solo la jugada
moves-bad-flight = `{ $text }` no es un vuelo: { $why }; escribe la casilla de lanzamiento y cada casilla por la que entra, unidas con `>`, como e4>e5>e6>d7, o e4* para autodestruirse
moves-flight-not-a-square = `{ $text }` no es una casilla
moves-flight-too-many-steps = un vuelo tiene como mucho 7 pasos
moves-flight-no-steps = no tiene pasos
moves-not-legal-why = `{ $text }` no es legal: { $why }
moves-not-legal = `{ $text }` no es legal
moves-ambiguous = `{ $text }` es ambigua: { $moves }; di cuál
moves-promotion-letter-missing = `{ $text }` necesita una pieza de promoción: añade q, r, b o n, como { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` necesita una pieza de promoción: escribe { $to }=Q, { $to }=R, { $to }=B o { $to }=N
moves-pawns-board-letter = `{ $text }`: en el tablero de peones, un peón que llega a su última fila gana tal cual y no lleva letra de promoción: escribe { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`: en el tablero de peones, un peón que llega a su última fila gana tal cual y no lleva letra de promoción: escríbela sin ella
moves-only-last-rank-promotes-write = solo promociona un peón que llega a su última fila; escribe { $from }{ $to }
moves-only-last-rank-promotes = solo promociona un peón que llega a su última fila
moves-text-after-game-over = `{ $text }` no se puede jugar: la partida ha terminado
moves-no-legal-move = ninguna jugada es legal en esta posición (la partida ha terminado)
moves-game-over = la partida ha terminado
moves-not-legal-here = { $move } no es legal aquí

moves-self-immolation-record = `{ $text }`: una autodestrucción no se puede derribar; un registro de derribo es el vuelo hasta donde llegó, `/` y la jugada que derriba, como e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: falta la jugada que derriba tras `/`: dala en UCI, como { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: el misil no se puede derribar en { $square }: ninguna captura legal lo alcanza allí
moves-not-a-shoot-down = `{ $text }` no derriba el misil en { $square }: los derribos legales allí son { $options }
moves-self-immolation-shot-down = `{ $flight }` es una autodestrucción, que no se puede derribar
moves-detonates-at = el misil detona en { $square } (allí hay una pieza enemiga: { moves-role }): solo se puede derribar en casillas entre su lanzamiento y su objetivo
moves-shielded-at = el misil está protegido en { $square } por una pieza de su propio bando ({ moves-role }): allí no se puede derribar
moves-not-entered-yet = un misil solo se puede derribar después de haber entrado en una casilla
moves-cannot-shoot-down-on = el misil no se puede derribar en { $square }
moves-not-legal-shoot-down = { $shooter } no es un derribo legal en { $square }
moves-shooter-cannot = { $shooter } no puede derribar el misil en { $square }

moves-flight-not-legal = ese vuelo no es legal: { $why }
moves-missiles-not-in-game = los misiles no forman parte de esta partida (reglas { $preset }): los peones no se pueden disparar
moves-no-missiles-in = no hay misiles en { $preset }
moves-no-pawn-to-fire = no hay ningún peón en { $launch } para disparar
moves-no-own-pawn-to-fire = no hay ningún peón { $color ->
        [white] blanco
       *[black] negro
    } en { $launch } para disparar
moves-others-piece = { moves-role-the } de { $square } es de las { $owner ->
        [white] blancas
       *[black] negras
    }, y les toca a las { $turn ->
        [white] blancas
       *[black] negras
    }
moves-not-yours = { moves-role-the } de { $square } no es tuyo: les toca a las { $turn ->
        [white] blancas
       *[black] negras
    }
moves-not-a-pawn = { moves-role-the } de { $launch } no es un peón: solo se pueden disparar peones
moves-starting-rank = el peón de { $launch } sigue en su fila inicial: un peón solo puede disparar después de haberse movido
moves-starting-rank-yet = el peón de { $launch } sigue en su fila inicial y aún no puede disparar
moves-forward-cooldown = el peón de { $launch } se movió en tu último turno: con las reglas hacia delante debe esperar un turno antes de disparar
moves-cooldown = ese peón se está enfriando: moviste el peón de { $launch } en el último turno, así que no puede disparar en este
moves-self-immolation-exposes = quitar el peón de { $launch } dejaría a tu rey en jaque
moves-king-exposed-without-pawn = tu rey quedaría en jaque sin ese peón

moves-not-one-step = de { $from } a { $to } no es un solo paso: cada casilla en la que entra debe tocar la anterior
moves-not-adjacent = { $to } no está junto a { $from }: cada paso entra en una casilla vecina
moves-too-sharp = el giro en { $square } (hacia { $toward }) es demasiado cerrado: un misil gira como mucho 45° (un octavo) por paso
moves-step-too-sharp = de { $from } a { $to }: un misil puede girar como mucho 45 grados por paso
moves-diagonal = de { $from } a { $to } es en diagonal: con las reglas hacia delante, los misiles solo van recto hacia delante o de lado
moves-backward = de { $from } a { $to } va hacia atrás: con las reglas hacia delante, los misiles nunca retroceden
moves-step-forward-only = de { $from } a { $to }: aquí los misiles solo vuelan hacia delante o de lado, nunca hacia atrás ni en diagonal
moves-two-sideways = dos pasos laterales seguidos (a { $into }, luego a { $then }): da un paso hacia delante entre pasos laterales
moves-step-two-sideways = de { $from } a { $to }: un misil no puede dar dos pasos laterales seguidos
moves-through-enemy = el misil no puede atravesar { moves-role-enemy } de { $square }: un vuelo termina en la primera pieza enemiga en la que entra
moves-pass-through-enemy = el misil no puede atravesar la pieza enemiga de { $square }
moves-no-way-on = ningún vuelo legal continúa por { $square }: cada camino dejaría a tu rey en jaque o no puede acabar en un objetivo
moves-ends-on-empty = un misil debe terminar en una pieza enemiga, y { $target } está vacía (para destruir solo el peón, escribe { $launch }*)
moves-must-end-on-enemy = un misil debe terminar en una pieza enemiga, y en { $square } no hay ninguna
moves-ends-on-own = un misil puede pasar sobre tus propias piezas, pero no terminar en una ({ $target } tiene { moves-role-your })
moves-king-strikes-off = los golpes al rey están desactivados en esta partida: el rey de { $target } no puede ser objetivo
moves-no-king-strikes = en esta partida los misiles no pueden golpear al rey
moves-flight-exposes-king = dejaría a tu rey en jaque durante el vuelo o tras la detonación (la amenaza de un misil nunca cuenta, pero los ataques normales a tu rey sí)
moves-check-after-detonation = tu rey quedaría en jaque después de que el misil destruya la pieza de { $square }
moves-check-with-missile-on = tu rey quedaría en jaque con el misil en { $square }

moves-no-king-to-castle = no hay ningún rey con el que enrocar
moves-no-castling-right = ya no tienes derecho a enrocar { $side ->
        [queenside] en largo
       *[kingside] en corto
    }
moves-castle-out-of-check = no puedes enrocar para salir de un jaque
moves-castling-blocked = el enroque { $side ->
        [queenside] largo
       *[kingside] corto
    } necesita vacías las casillas entre el rey y la torre, y el rey no puede cruzar ni caer en una casilla atacada
moves-cannot-castle-now = ahora no puedes enrocar ahí: el rey o la torre ya se han movido, una casilla intermedia está ocupada o el rey cruzaría o caería en una casilla atacada

moves-no-piece = no hay ninguna pieza en { $square }
moves-stays-put = una jugada tiene que ir a algún sitio: de { $from } a { $to } se queda quieta
moves-own-piece-on = { moves-role-your } está en { $square }
moves-king-one-square = un rey se mueve una casilla: no puede ir de { $from } a { $to }
moves-knight-cannot = un caballo no puede saltar de { $from } a { $to }
moves-blocked-by = el camino de { $from } a { $to } está bloqueado por { moves-role-the } de { $square }
moves-blocked = el camino de { $from } a { $to } está bloqueado
moves-cannot-move-from-to = { moves-role-the } no puede moverse de { $from } a { $to }
moves-cannot-move-to = { moves-role-the } de { $from } no puede moverse a { $to }
moves-pawn-blocked = el peón de { $from } está bloqueado
moves-pawn-two-from-start-only = solo un peón en su fila inicial puede avanzar dos casillas; el peón de { $from } puede avanzar una
moves-pawn-diagonal-captures = un peón solo va en diagonal para capturar, y { $to } está vacía
moves-pawn-cannot-reach = un peón en { $from } no puede llegar a { $to }
moves-must-promote = un peón que llega a la última fila debe promocionar: añade q, r, b o n
moves-promotes-to = un peón promociona a dama, torre, alfil o caballo
moves-pawns-board-no-promotion = en el tablero de peones, un peón que llega a la última fila gana y no promociona
moves-king-in-check-on = tu rey quedaría en jaque en { $to }
moves-check-not-stopped = tu rey está en jaque, y esta jugada no lo detiene
moves-in-check = estás en jaque, y esa jugada no saca a tu rey del jaque
moves-pinned = la pieza de { $square } ({ moves-role }) está clavada: moverla expondría a tu rey al jaque
moves-leaves-king-in-check = dejaría a tu rey en jaque
moves-king-would-be-in-check = tu rey quedaría en jaque
moves-no-piece-of-role = no tienes ninguna pieza así ({ moves-role })
moves-none-can-reach = ninguna de tus piezas ({ moves-role }) puede llegar a { $to }
