# Il sito web pubblico (crates/web).

## La cornice di ogni pagina.

web-nav-leaderboard = Classifica
web-footer = Cruise Pawns: una vista in sola lettura delle partite, dei punteggi e dei tornei del bot. Ogni pagina ha i suoi dati in JSON sotto <code>/api</code>.
web-languages = Lingua

## Errori.

web-not-found-title = Non trovato
web-not-found-why = La classifica, i tornei e le partite di un server compaiono qui solo dopo che qualcuno con «Gestisci server» li attiva con <code>/settings web:on</code>; la pagina di un giocatore solo quando ha giocato una partita valutata in un server così.
web-back-home = Torna alla pagina iniziale
web-no-page = Non c'è nessuna pagina a questo indirizzo.
web-no-file = Questo file non esiste.
web-not-a-game-number = `{ $text }` non è un numero di partita.
web-not-a-puzzle-number = `{ $text }` non è un numero di problema.
web-missing-game = La partita { $id } non esiste, oppure il suo server non ha reso pubbliche le sue pagine.
web-missing-tournament = Il torneo { $id } non esiste, oppure il suo server non ha reso pubbliche le sue pagine.
web-missing-puzzle = Il problema { $id } non esiste, oppure il suo server non ha reso pubbliche le sue pagine.
web-missing-server-board = La classifica di questo server non esiste, oppure il server non ha reso pubbliche le sue pagine.
web-missing-player = Nessun giocatore così qui: la pagina di un giocatore è pubblica appena ha giocato una partita valutata in un server con le pagine pubbliche.
web-no-preset = Non esiste il preset `{ $name }`. I preset sono { $list }.
web-not-a-game-picture = `{ $frame }` non è un'immagine di questa partita.
web-not-a-puzzle-picture = `{ $frame }` non è un'immagine di questo problema.
web-no-game-picture = La partita { $id } non ha l'immagine { $n }.
web-no-puzzle-picture = Il problema { $id } non ha l'immagine { $n }.
web-not-analysed = La partita { $id } non è ancora stata analizzata: premi Analizza alla fine della partita su Discord, oppure chiedi `/analyse game:{ $id }`.
web-error-title = Errore
web-error-heading = Qualcosa è andato storto
web-error-unreadable = { $what } è salvato in una forma che questa versione del sito non sa leggere (scritto da una versione più recente del bot, o danneggiato). Riprovare non servirà: il log del server indica all'admin del bot la riga e il motivo.
web-error-retry = Non è stato possibile leggere i dati in questo momento. Riprova tra poco; se continua a succedere, il log del server dice perché.
web-what-game = La partita { $id }
web-what-tournament = Il torneo { $id }
web-what-puzzle = Il problema { $id }
web-what-analysis = L'analisi della partita { $id }
web-busy-title = Occupato
web-busy = { $why } Il sito è occupato in questo momento: riprova tra qualche secondo (Retry-After dice quando).
web-busy-drawing = Si stanno disegnando troppe immagini per disegnare questa adesso.
web-busy-slow = La risposta ha impiegato più di { $seconds } secondi.

## La pagina iniziale.

web-home-title = Inizio
web-home-intro = Classifiche, tornei e replay delle partite del bot Discord Cruise Pawns, per i server che hanno reso pubbliche le loro pagine (<code>/settings web:on</code>).
web-home-boards = Classifiche di tutti i server
web-home-where = La classifica di un server è su <code>/servers/&lt;id del server&gt;/leaderboard/&lt;preset&gt;</code>, un torneo su <code>/tournaments/&lt;numero&gt;</code>, una partita su <code>/games/&lt;numero&gt;</code>, un problema ricavato da una partita su <code>/puzzles/&lt;numero&gt;</code> (i più recenti di un server sulla sua classifica), un giocatore su <code>/players/&lt;id utente&gt;</code>. Il bot li collega nei suoi messaggi quando l'indirizzo del sito è impostato (<code>PUBLIC_URL</code>).
web-home-api = JSON per gli strumenti della community: <code>/api/leaderboard/&lt;preset&gt;</code>, <code>/api/servers/&lt;id del server&gt;/leaderboard/&lt;preset&gt;</code>, <code>/api/tournaments/&lt;numero&gt;</code>, <code>/api/games/&lt;numero&gt;</code>, <code>/api/puzzles/&lt;numero&gt;</code>, <code>/api/players/&lt;id utente&gt;</code>.

## Tabelle.

web-col-player = Giocatore
web-col-rating = Punteggio
web-col-games = Partite
web-col-week = 7 giorni
web-col-points = Punti
web-col-tiebreak = Spareggio
web-col-preset = Preset
web-col-rank = Posizione
web-col-wins = Vittorie
web-col-draws = Patte
web-col-losses = Sconfitte
web-col-streak = Serie (migliore)

## Classifiche.

web-board-title = Classifica { $preset }, pagina { $page }
web-board-heading = Classifica { $preset }, { $scope ->
        [server] questo server
       *[all] tutti i server
    }
web-board-pages = Pagina { $page } di { $pages } · { $ranked } in classifica
web-board-presets = Preset:
web-board-empty = Nessun giocatore in classifica in questa pagina.
web-board-hidden = { $count ->
        [one] { $count } altro giocatore di questa pagina ha giocato solo in server con le pagine non pubbliche.
       *[other] Altri { $count } giocatori di questa pagina hanno giocato solo in server con le pagine non pubbliche.
    }
web-board-provisional = { $count ->
        [0] Nessun giocatore provvisorio aspetta di entrare in classifica.
        [one] { $count } giocatore provvisorio (punteggio con ?) non è ancora in classifica.
       *[other] { $count } giocatori provvisori (punteggi con ?) non sono ancora in classifica.
    }
web-board-prev = ← pagina { $page }
web-board-next = pagina { $page } →

## Il replay di una partita.

web-game-title = { $white } contro { $black }
web-game-number = Partita { $id }
web-in-progress = in corso
web-reason = { $reason ->
        [checkmate] scacco matto
        [king-destroyed] re distrutto
        [promotion] promozione
        [stalemate] stallo
        [no-legal-move] nessuna mossa legale
        [no-pawns] nessun pedone rimasto
        [insufficient-material] materiale insufficiente
        [seventy-five-moves] regola delle 75 mosse
        [fivefold-repetition] ripetizione quintupla
        [resignation] abbandono
        [time] tempo
        [time-insufficient-material] tempo, materiale insufficiente
        [agreement] accordo
        [threefold-repetition] ripetizione triplice
        [fifty-moves] regola delle 50 mosse
        [aborted] annullata
        [move-limit] limite di mosse
        [decided] deciso dall'organizzatore
        [decided-forfeit] forfait
       *[other] { $reason }
    }
web-board-alt = la scacchiera, con { $side ->
        [white] il Bianco
       *[black] il Nero
    } in basso
web-replay-prev = ← indietro
web-replay-next = avanti →
web-replay-keys = (o i tasti ← →)
web-replay-flip = gira la scacchiera ({ $side ->
        [white] Bianco
       *[black] Nero
    } in basso)
web-no-moves = Ancora nessuna mossa.
web-caption-start = Inizio: muove { $side ->
        [white] il Bianco
       *[black] il Nero
    }.
web-caption-flight = Il missile { $side ->
        [white] del Bianco
       *[black] del Nero
    } partito da { $launch } entra in { $square } (passo { $step } di { $steps }).
web-caption-shot-down = Il missile viene abbattuto in { $square }: { $move }.
web-caption-self-destruct = Il pedone in { $square } si autodistrugge.
web-caption-detonates = Il missile detona in { $square }.
web-caption-played = { $side ->
        [white] Il Bianco ha giocato
       *[black] Il Nero ha giocato
    } { $move }.

## L'analisi di una partita.

web-analysis = Analisi
web-analysis-side = { $side ->
        [white] Bianco
       *[black] Nero
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = precisione { $value }%
web-analysis-no-decision = nessuna decisione
web-analysis-chart-alt = Le possibilità del Bianco (Win%) dopo ogni decisione
web-analysis-worst = mossa { $number }, { $side ->
        [white] Bianco
       *[black] Nero
    }: { $played }{ $mark } (Win% { $before } → { $after }); meglio: { $better }
web-analysis-better = meglio: { $move }
web-analysis-note = Giudicato dal motore del bot a { $nodes } nodi per posizione; segni come li dà lichess (?! imprecisione, ? errore, ?? errore grave).

## Un torneo.

web-tournament-number = Torneo { $id }
web-format = { $format ->
        [swiss] sistema svizzero
        [round-robin] girone all'italiana
        [arena] arena
        [knockout] eliminazione diretta
        [double-elimination] doppia eliminazione
       *[other] { $format }
    }
web-status = { $status ->
        [open] aperto
        [running] in corso
        [finished] concluso
       *[cancelled] annullato
    }
web-standings = Classifica
web-not-started = Non ancora iniziato: { $count ->
        [one] { $count } iscritto
       *[other] { $count } iscritti
    } finora.
web-withdrawn = (ritirato)
web-crosstable = Tabellone incrociato
web-round = Turno { $number }
web-playing = in corso
web-bye = (turno di riposo)
web-result-bye = turno di riposo
web-result-half-bye = ½ turno di riposo
web-bracket = Tabellone
web-bracket-links = Ogni incontro giocato rimanda alle sue partite.

## Un giocatore.

web-chart-alt = grafico del punteggio
web-ratings = Punteggi
web-not-ranked = non in classifica
web-recent-games = Partite recenti di { $preset }
web-recent-game = { $result ->
        [win] vittoria
        [draw] patta
       *[loss] sconfitta
    } contro { $opponent } ({ $rating })

## Un problema.

web-puzzle-title = Problema { $id }
web-puzzle-from = da { $white } contro { $black }, mossa { $move }
web-puzzle-credit = Problema { $credit }.
web-puzzle-themes = temi: { $themes }
web-themes-none = nessuno
web-puzzle-rating = punteggio { $rating }
web-puzzle-plays = { $count ->
        [one] { $count } tentativo
       *[other] { $count } tentativi
    }
web-puzzle-prev = ← indietro
web-puzzle-next = mostra la mossa successiva →
web-puzzle-solution = Mostra la soluzione
web-puzzle-step-alt = la scacchiera dopo la mossa { $n } della soluzione
web-puzzle-start = { $side ->
        [white] Il Bianco ha giocato
       *[black] Il Nero ha giocato
    } { $move }. Muove { $solver ->
        [white] il Bianco
       *[black] il Nero
    }: trova l'unica mossa buona.
web-puzzle-plays-move = { $side ->
        [white] Il Bianco gioca
       *[black] Il Nero gioca
    } { $move }.
web-puzzle-lets-pass = { $side ->
        [white] Il Bianco lascia
       *[black] Il Nero lascia
    } passare il missile.
web-puzzle-solved = Risolto.
web-recent-puzzles = Problemi recenti
web-no-puzzles = Ancora nessun problema dalle partite di questo server: ogni partita finita viene esaminata per trovarne.
web-request-timed-out = La richiesta non è arrivata in tempo. Inviala di nuovo, in fretta.
web-too-many-connections = Ci sono troppe connessioni aperte in questo momento. Riprova tra qualche secondo.
