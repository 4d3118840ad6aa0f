# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Blancas
terminal-black = Negras
terminal-ai-name = IA (nivel { $level })
terminal-bad-ai-side = --ai { $given }: di con qué lado juega la IA, white o black
terminal-bad-level = --level { $given }: elige de 1 (el más débil) a 8 (el más fuerte)
terminal-bad-lang = --lang { $given }: elige uno de estos idiomas: { $codes }
terminal-no-database = no se puede abrir la base de datos: { $error }
terminal-welcome = Cruise Pawns, dos jugadores en este terminal. Base de datos: { $database }. Imágenes del tablero: { $pictures }. Escribe `help` para ver los comandos.
terminal-game-over = La partida ha terminado. ¡Hasta luego!
terminal-ask-shoot-down = { $player }: ¿derribar el misil ({ $choices }) o dejarlo pasar? [{ $seconds } s] >
terminal-ask-steer = { $player }: guía el misil hacia { $squares } >
terminal-ask-steer-or-self-destruct = { $player }: guía el misil hacia { $squares }, o * para la autodestrucción >
terminal-ask-move = Juega { $player } >
terminal-end-of-input = Fin de la entrada: la partida queda guardada en { $database }.
terminal-leaving = Saliendo; la partida queda guardada en { $database }.
terminal-legal-moves = Jugadas legales: { $moves }
terminal-cannot-write-picture = (no se puede escribir { $file }: { $error })
terminal-no-picture = (sin imagen del tablero: { $error })
terminal-help-title = Comandos (los escribe el jugador al que le toca):
terminal-help-move = una jugada normal (SAN o UCI)
terminal-help-flight = un vuelo de misil completo (solo se muestran las casillas alcanzadas hasta ahora)
terminal-help-self-destruct = el peón de e4 se autodestruye
terminal-help-fire =
    guía el peón de e4 paso a paso; luego escribe cada casilla (e5),
    o * para la autodestrucción antes del primer paso
terminal-help-answer = la respuesta del defensor a una pregunta de derribo (sin respuesta = { $pass })
terminal-help-draw = ofrecer tablas; el otro jugador escribe { $accept } o { $decline }
terminal-help-claim = reclamar tablas (triple repetición o 50 jugadas)
terminal-help-resign = abandonar; anular (solo antes de que ambos lados hayan movido)
terminal-help-board = mostrar el tablero; listar las jugadas legales; imprimir la partida (PGN)
terminal-help-quit = esta ayuda; salir (la partida queda guardada)

terminal-in-seconds = { $count ->
    [one] en { $count } segundo
   *[other] en { $count } segundos
}
terminal-in-minutes = { $count ->
    [one] en { $count } minuto
   *[other] en { $count } minutos
}
terminal-in-hours = { $count ->
    [one] en { $count } hora
   *[other] en { $count } horas
}
terminal-in-days = { $count ->
    [one] en { $count } día
   *[other] en { $count } días
}
terminal-ago-seconds = { $count ->
    [one] hace { $count } segundo
   *[other] hace { $count } segundos
}
terminal-ago-minutes = { $count ->
    [one] hace { $count } minuto
   *[other] hace { $count } minutos
}
terminal-ago-hours = { $count ->
    [one] hace { $count } hora
   *[other] hace { $count } horas
}
terminal-ago-days = { $count ->
    [one] hace { $count } día
   *[other] hace { $count } días
}
