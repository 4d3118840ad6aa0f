# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Bianco
terminal-black = Nero
terminal-ai-name = IA (livello { $level })
terminal-bad-ai-side = --ai { $given }: di' con quale colore gioca l'IA, white o black
terminal-bad-level = --level { $given }: scegli da 1 (il più debole) a 8 (il più forte)
terminal-bad-lang = --lang { $given }: scegli una di queste lingue: { $codes }
terminal-no-database = impossibile aprire il database: { $error }
terminal-welcome = Cruise Pawns, in due a questo terminale. Database: { $database }. Immagini della scacchiera: { $pictures }. Scrivi `help` per i comandi.
terminal-game-over = La partita è finita. Ciao!
terminal-ask-shoot-down = { $player }: abbattere il missile ({ $choices }) o lasciarlo passare? [{ $seconds } s] >
terminal-ask-steer = { $player }: guida il missile verso { $squares } >
terminal-ask-steer-or-self-destruct = { $player }: guida il missile verso { $squares }, o * per l'autodistruzione >
terminal-ask-move = Tocca a { $player } >
terminal-end-of-input = Fine dell'input: la partita resta salvata in { $database }.
terminal-leaving = Uscita; la partita resta salvata in { $database }.
terminal-legal-moves = Mosse legali: { $moves }
terminal-cannot-write-picture = (impossibile scrivere { $file }: { $error })
terminal-no-picture = (nessuna immagine della scacchiera: { $error })
terminal-help-title = Comandi (li scrive il giocatore di turno):
terminal-help-move = una mossa normale (SAN o UCI)
terminal-help-flight = un intero volo di missile (si vedono solo le case raggiunte finora)
terminal-help-self-destruct = il pedone in e4 si autodistrugge
terminal-help-fire =
    guida il pedone in e4 un passo alla volta; poi scrivi ogni casa (e5),
    o * per l'autodistruzione prima del primo passo
terminal-help-answer = la risposta del difensore a una domanda di abbattimento (nessuna risposta = { $pass })
terminal-help-draw = proporre la patta; l'altro giocatore scrive { $accept } o { $decline }
terminal-help-claim = reclamare la patta (triplice ripetizione o 50 mosse)
terminal-help-resign = abbandonare; annullare (solo prima che entrambi i colori abbiano mosso)
terminal-help-board = mostrare la scacchiera; elencare le mosse legali; stampare la partita (PGN)
terminal-help-quit = questo aiuto; uscire (la partita resta salvata)

terminal-in-seconds = { $count ->
    [one] tra { $count } secondo
   *[other] tra { $count } secondi
}
terminal-in-minutes = { $count ->
    [one] tra { $count } minuto
   *[other] tra { $count } minuti
}
terminal-in-hours = { $count ->
    [one] tra { $count } ora
   *[other] tra { $count } ore
}
terminal-in-days = { $count ->
    [one] tra { $count } giorno
   *[other] tra { $count } giorni
}
terminal-ago-seconds = { $count ->
    [one] { $count } secondo fa
   *[other] { $count } secondi fa
}
terminal-ago-minutes = { $count ->
    [one] { $count } minuto fa
   *[other] { $count } minuti fa
}
terminal-ago-hours = { $count ->
    [one] { $count } ora fa
   *[other] { $count } ore fa
}
terminal-ago-days = { $count ->
    [one] { $count } giorno fa
   *[other] { $count } giorni fa
}
