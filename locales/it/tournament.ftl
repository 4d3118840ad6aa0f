# Durate e quantità (fonte: en-US). Plurale: one, many, other.

## Durate, nella più grande unità intera.

duration-seconds = { $count ->
    [one] { $count } secondo
   *[other] { $count } secondi
}
duration-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minuti
}
duration-hours = { $count ->
    [one] { $count } ora
   *[other] { $count } ore
}
duration-days = { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}

## L'annuncio di un torneo.

tournament-rounds = { $count ->
    [one] { $count } turno.
   *[other] { $count } turni.
}
tournament-max-players = { $count ->
    [one] Al massimo { $count } giocatore.
   *[other] Al massimo { $count } giocatori.
}

## Quantità, all'interno di una frase.

count-rounds = { $count ->
    [one] { $count } turno
   *[other] { $count } turni
}
count-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
count-matches = { $count ->
    [one] { $count } incontro
   *[other] { $count } incontri
}
count-rated-games = { $count ->
    [one] { $count } partita valutata
   *[other] { $count } partite valutate
}

## I messaggi di un torneo (crates/tournament).

tournament-point-one = 1 punto
tournament-point-half = ½ punto
tournament-points = { $points } punti
tournament-entrants-more = { $names } e altri { $more } (`/tournament standings` li mostra tutti)

tournament-result-forfeit = { $loser } ha perso a forfait contro { $winner }.
tournament-result-both-forfeit = { $white } e { $black } hanno perso entrambi a forfait.
tournament-result-requested-bye = { $player }: turno di riposo richiesto (½ punto).
tournament-result-in-progress = { $white } contro { $black }: in corso

tournament-board-requested-bye = { $number }. { $player }: turno di riposo richiesto (½ punto)
tournament-board-bye = { $number }. { $player }: turno di riposo ({ $worth })
tournament-board-game = { $number }. { $white } (Bianco) contro { $black } (Nero)
tournament-round-header = { $tournament }: turno { $round } di { $rounds }
tournament-first-move-by = Fai la tua prima mossa entro { $duration } (il tempo scade { $stamp }) o perdi a forfait.

## L'annuncio.

tournament-no-clock = senza orologio
tournament-created = { $tournament } di { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , colpo al re
       *[other] {""}
    }, { $rated ->
        [yes] valutato
       *[other] amichevole
    }.
tournament-rule-first-move = Fai la tua prima mossa entro { $duration } o perdi a forfait.
tournament-rule-move-limit = Senza orologio, ogni mossa entro { $duration }: chi lascia scadere il tempo perde la partita.
tournament-entry = Iscrizione: { $conditions }.
tournament-entry-role = membri con { $role }
tournament-entry-min-games = almeno { $games } in { $preset }
tournament-winner-gets = Il vincitore riceve { $role }.
tournament-starts = Inizia { $date } ({ $countdown }).
tournament-checkin-opens = Il check-in apre { $at }: chi non ha fatto il check-in entro l'inizio viene ritirato.
tournament-checkin-opens-short = Il check-in apre { $at }.
tournament-repeats = Si ripete { $repeat ->
        [daily] ogni giorno
        [monthly] ogni mese
       *[weekly] ogni settimana
    } (edizione { $edition }).
tournament-repeats-at = Si ripete { $repeat ->
        [daily] ogni giorno
        [monthly] ogni mese
       *[weekly] ogni settimana
    } (edizione { $edition }), alle { $time } { $zone }.
tournament-organizer-starts = Lo avvia l'organizzatore.
tournament-announcement = 🏆 { $tournament } di { $organizer }. { $status }
tournament-status-open = Aperto: premi Partecipa per entrare.
tournament-status-finished = Finito: la classifica finale è qui sotto.
tournament-status-cancelled = Annullato.
tournament-status-running = In corso: turno { $round } di { $rounds }.
tournament-late-entries-until-last = Iscrizioni tardive fino all'inizio dell'ultimo turno: premi Partecipa.
tournament-no-entrants = Ancora nessun partecipante: premi Partecipa.
tournament-entrants = Partecipanti ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (ritirato)
tournament-game = { $preset }{ $strikes ->
        [yes] , colpo al re
       *[other] {""}
    }, { $rated ->
        [yes] valutato
       *[other] amichevole
    }
tournament-card-footer = Torneo n. { $id }. Premi Regole per le sue regole.

tournament-field-format = Formato
tournament-field-game = Gioco
tournament-field-time = Cadenza
tournament-field-rounds = Turni
tournament-field-byes = Turni di riposo
tournament-field-length = Durata
tournament-field-players = Giocatori
tournament-field-start = Inizio
tournament-field-entry = Iscrizione
tournament-field-winner = Vincitore
tournament-rounds-at-start = fissati all'inizio
tournament-rounds-by-players = in base ai giocatori

tournament-button-join = Partecipa
tournament-button-leave = Esci
tournament-button-check-in = Check-in
tournament-button-rules = Regole

## L'inizio.

tournament-started = { $tournament } è iniziato. Teste di serie:
tournament-seed = { $seed }. { $player } ({ $rating })

## Le regole dei formati.

tournament-double-round-robin = Girone all'italiana doppio.
tournament-swiss-bye-worth = Un turno di riposo vale { $worth }.
tournament-swiss-no-requested-byes = Non si possono chiedere turni di riposo da mezzo punto.
tournament-swiss-requested-byes = { $count ->
    [one] Ogni giocatore può chiedere { $count } turno di riposo da mezzo punto (½ punto, non abbinato in quel turno).
   *[other] Ogni giocatore può chiedere fino a { $count } turni di riposo da mezzo punto (½ punto ciascuno, non abbinato in quel turno).
}
tournament-swiss-byes-fact-none = { $worth }; nessuno su richiesta
tournament-swiss-byes-fact = { $worth }; { $count } su richiesta (½)
tournament-arena-length = { $count ->
    [one] { $count } minuto.
   *[other] { $count } minuti.
}
tournament-arena-running = In corso: finisce alle { $end }. Iscrizioni tardive benvenute: premi Partecipa.
tournament-arena-ends = L'arena finisce { $end }.
tournament-arena-games = { $tournament }: partite
tournament-arena-game = { $tournament }: { $white } (Bianco) contro { $black } (Nero)
tournament-knockout-running = In corso: il tabellone qui sotto mostra a che punto è.
tournament-knockout-match = { $best ->
        [1] Ogni incontro è una partita
       *[other] Ogni incontro è al meglio di { $best } (i colori si alternano)
    }{ $tiebreak ->
        [replay] ; un incontro pari si rigioca, a colori invertiti, finché una partita non è decisiva (al massimo 3, poi passa la testa di serie più alta).
        [armageddon] ; un incontro pari va a una partita armageddon: il Nero ha 4/5 del tempo del Bianco e la patta va al Nero.
       *[seed] ; in un incontro pari passa la testa di serie più alta.
    }
tournament-knockout-grand-final-reset = Finalissima con rivincita: se la vince il vincitore del tabellone perdenti, ne decide una seconda.
tournament-knockout-grand-final = Un solo incontro di finalissima.
tournament-knockout-third-place = I perdenti delle semifinali giocano per il terzo posto.
tournament-knockout-seeded-rating = Teste di serie per punteggio.
tournament-knockout-seeded-join = Teste di serie in ordine di iscrizione.
tournament-knockout-seeded-random = Teste di serie a sorte.
tournament-knockout-new-games = { $tournament }: nuove partite
tournament-knockout-game = { $match }: { $white } (Bianco) contro { $black } (Nero)

## Classifica.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = classifica dopo il turno { $round }
tournament-standings-now-round = classifica attuale, turno { $round } in corso
tournament-standings-now = classifica attuale
tournament-standings-final = classifica finale
tournament-standings-not-started = (non iniziato)
tournament-standings-joined = { $players } iscritti finora: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (ritirato)
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Buchholz cut 1 (punti degli avversari, escluso il più basso)
tournament-tiebreak-bh = Buchholz (punti degli avversari)
tournament-tiebreak-sb = Sonneborn-Berger (punti degli avversari battuti, metà di quelli pattati)
tournament-tiebreak-win = turni vinti
tournament-tiebreak-won = partite vinte sulla scacchiera
tournament-tiebreak-de = scontro diretto (risultati tra i giocatori a pari punti)

## La fine.

tournament-over-unpairable = { $tournament } è finito dopo il turno { $round }: il turno successivo non si può abbinare ({ $why }).
tournament-over = 🏆 { $tournament } è finito! Complimenti a { $winners }!
tournament-names-and-more = { $names } e altri { $more }
tournament-final-title = 🏆 { $name }: classifica finale
tournament-final-footer = Torneo n. { $id }
tournament-final-more = … e altri { $count }: `/tournament standings` li mostra tutti.

tournament-late-join-by-rounds = { $player } è entrato in ritardo in { $tournament }, dal turno { $round }; turni persi: { $missed }, ciascuno non giocato (0 punti).
tournament-swiss-bye-taken = { $player } prende un turno di riposo da mezzo punto nel turno { $round } di { $tournament }: non abbinato, ½ punto. Turni di riposo rimasti: { $left }.
