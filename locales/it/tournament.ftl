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
tournament-rule-move-limit = Senza orologio, ogni mossa entro { $duration }: il giocatore che lascia scadere il tempo perde la partita.
tournament-entry = Iscrizione: { $conditions }.
tournament-entry-role = membri con { $role }
tournament-entry-min-games = almeno { $games } in { $preset }
tournament-winner-gets = Il vincitore riceve { $role }.
tournament-starts = Inizia { $date } ({ $countdown }).
tournament-checkin-opens = Il check-in apre { $at }: i giocatori che non hanno fatto il check-in entro l'inizio vengono ritirati.
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

# Perché il turno successivo di un sistema svizzero non si può abbinare.
tournament-unpairable-rematch-or-bye = ogni abbinamento rimasto sarebbe una rivincita o un secondo turno di riposo

## Risultati decisi dall'organizzatore, berserk, l'archivio, il ruolo del vincitore.

tournament-result-forfeit-phrase = { $loser } ha perso a tavolino contro { $winner }
tournament-result-both-forfeit-phrase = { $white } e { $black } hanno perso entrambi a tavolino
tournament-adjudicated = Risultato deciso da { $by } in { $tournament }: turno { $round }, scacchiera { $board }: { $result } ({ $was }).
tournament-adjudicated-was = prima { $score }
tournament-adjudicated-stopped = la sua partita viene fermata
tournament-berserk = { $player } va in berserk: metà dell'orologio per un punto bonus se vince!
tournament-record = L'archivio di { $tournament }.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } condividono il primo posto in **{ $tournament }** e ora hanno { $role }.
       *[no] 🏆 { $winners } vince **{ $tournament }** e ora ha { $role }.
    }

## `/tournament edit` e `/tournament list`.

tournament-edited = ✏️ { $by } ha cambiato in { $tournament }: { $what }.
tournament-edited-start = Ora inizia { $date } ({ $countdown }).
tournament-edited-shown = L'annuncio lo mostra com'è adesso.
tournament-edited-field = { $field ->
        [name] il nome
        [start] l'inizio
        [rounds] i turni
        [byes] i turni di riposo
        [minutes] i minuti
        [time-control] il tempo di gioco
        [most-players] il numero massimo di giocatori
        [no-show-time] il tempo di assenza
        [move-limit] il limite per mossa
       *[other] { $text }
    }
tournament-list-none = Nessun torneo è aperto, programmato o in corso su questo server. Creane uno con `/tournament create` (`repeat:weekly` lo rende una serie).
tournament-list-header = Tornei di questo server ({ $count }):
tournament-list-line = • { $tournament } in { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = inizia { $date } ({ $countdown })
tournament-list-open = aperto, lo avvia l'organizzatore
tournament-list-running-round = in corso, turno { $round } di { $rounds }
tournament-list-running-ends = in corso, finisce alle { $end }
tournament-list-repeats = ; si ripete { $repeat ->
        [daily] ogni giorno
        [monthly] ogni mese
       *[weekly] ogni settimana
    }{ $at } (edizione { $edition })
tournament-list-repeats-at = , alle { $time } { $zone }
tournament-list-more = … e altri { $count }.

## Arene: un ingresso tardivo, un'assenza; le colonne dell'immagine della classifica.

tournament-arena-late-join = { $player } è entrato in { $tournament }: verrà abbinato appena un avversario è libero.
tournament-arena-no-show = { $result } { $player } non ha mosso in tempo ed è in pausa: premi Partecipa nell'annuncio o usa /tournament join per essere abbinato di nuovo.
tournament-column-points = Punti
tournament-column-matches-won = Incontri vinti
tournament-column-streak = Serie
tournament-column-player = Giocatore
tournament-column-performance = Prest.
tournament-streak-on-fire = in fiamme ×2

## Eliminazione diretta: il nome di un incontro, un incontro deciso, il tabellone.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Finale
tournament-match-semi-final = Semifinale { $number }
tournament-match-quarter-final = Quarto di finale { $number }
tournament-match-round = Turno { $round }, incontro { $number }
tournament-match-winners-final = Finale vincenti
tournament-match-winners-semi-final = Semifinale vincenti { $number }
tournament-match-winners-quarter-final = Quarto di finale vincenti { $number }
tournament-match-winners-round = Turno vincenti { $round }, incontro { $number }
tournament-match-losers-round = Turno perdenti { $round }, incontro { $number }
tournament-match-grand-final = Finalissima
tournament-match-grand-final-reset = Rivincita della finalissima
tournament-match-third-place = Terzo posto
tournament-match-beats = { $match }: { $winner } batte { $loser } { $score }.
tournament-match-by-seed = { $match }: { $winner } e { $loser } pareggiano { $score }; { $winner }, testa di serie più alta, passa il turno.
tournament-match-walkover = { $match }: { $winner } passa il turno, { $loser } si è ritirato.
tournament-match-by-organizer = { $match }: { $winner } passa il turno contro { $loser }, per decisione dell'organizzatore.
tournament-bracket-title = Tabellone di { $tournament }
tournament-bracket-summary = Decisi: { $decided }{ $playing }. L'immagine mostra tutto il tabellone.
tournament-bracket-playing = ; in corso: { $matches }
tournament-bracket-playing-more = { $matches } e altri

## Opzioni e risultati dell'eliminazione diretta rifiutati.

tournament-knockout-bad-best-of = Un incontro al meglio di { $best } non è previsto: scegli `best_of` 1 (predefinito), 3 o 5.
tournament-knockout-bad-tiebreak = Lo spareggio `{ $text }` non è noto: scegli `replay` (predefinito), `armageddon` o `seed`.
tournament-knockout-bad-grand-final = La finalissima `{ $text }` non è nota: scegli `double` (predefinito: una rivincita se il vincitore del tabellone perdenti vince la prima) o `simple`.
tournament-knockout-bad-seeding = Il seeding `{ $text }` non è noto: scegli `rating` (predefinito), `join` o `random`.
tournament-knockout-armageddon-untimed = Uno spareggio armageddon dà meno tempo al Nero, quindi serve un orologio: aggiungi un `time` come `5+3`, oppure scegli `tiebreak:replay` o `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` è per la doppia eliminazione: un'eliminazione singola finisce con la sua finale. Usa `/tournament create double-elimination` o togli `grand_final`.
tournament-knockout-max-players = Un tabellone a eliminazione diretta accetta al massimo 128 giocatori, non { $max }: scegli `max_players` da 2 a 128, o lascialo vuoto per 128.
tournament-knockout-third-place-in-double = `third_place` è per l'eliminazione singola: nella doppia eliminazione il tabellone perdenti decide il terzo posto. Togli `third_place` o usa `/tournament create knockout`.
tournament-knockout-no-game = { $match } non ha partite in corso: per decidere tu l'incontro, indica il vincitore con `winner`.
tournament-knockout-not-running = { $tournament } non è un'eliminazione diretta in corso: il vincitore di un incontro si indica solo mentre si gioca il suo tabellone.

## Le etichette dell'immagine del tabellone (brevi: stanno sopra una colonna).

tournament-bracket-winners-final = Finale vincenti
tournament-bracket-winners-round = Vincenti, turno { $round }
tournament-bracket-final = Finale
tournament-bracket-semi-finals = Semifinali
tournament-bracket-quarter-finals = Quarti di finale
tournament-bracket-round = Turno { $round }
tournament-bracket-losers-final = Finale perdenti
tournament-bracket-losers-round = Perdenti, turno { $round }
tournament-bracket-grand-final = Finalissima
tournament-bracket-reset = Rivincita
tournament-bracket-third-place = Terzo posto
tournament-bracket-bye = riposo
tournament-bracket-picture-title = { $format ->
        [double] Doppia eliminazione
       *[single] Eliminazione diretta
    } · { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }
tournament-bracket-champion = { $title } · campione: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } contro { $second }{ $rest }
