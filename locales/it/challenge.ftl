# Sfide e proposte di rivincita (fonte: en-US). Si dà del tu.

## La riga sopra la scheda.

challenge-line = ⚔️ { $challenger } sfida { $opponent } a una partita { $rated ->
        [rated] valutata
       *[casual] amichevole
    }: premi **Accetta** per giocare.
challenge-anyone = chiunque
challenge-accept = Accetta
challenge-decline = Rifiuta

## La scheda della sfida.

challenge-title = ⚔️ { $challenger } sfida { $opponent }
challenge-title-open = ⚔️ Sfida aperta di { $challenger }
challenge-anyone-may-accept = Chiunque può premere Accetta.
challenge-field-game = Gioco
challenge-field-time = Tempo di gioco
challenge-field-rated = Valutata
challenge-field-colour = Colore
challenge-field-expires = Scade
challenge-king-strikes = colpi al re
challenge-intercept = { $intercept } per intercettare
challenge-ai = l'IA al livello { $level }
challenge-rated-yes = sì
challenge-rated-no = no (amichevole)
challenge-colour-plays = { $player } gioca col { $side ->
        [white] Bianco
       *[black] Nero
    }
challenge-colour-random = sorteggiato
challenge-state-accepted = ✅ Accettata da { $player }: { $white } (Bianco) contro { $black } (Nero).
challenge-state-declined = ❌ Rifiutata da { $player }.
challenge-state-withdrawn = ↩️ Ritirata da { $player }.
challenge-state-expired = ⌛ Scaduta: nessuno l'ha accettata in tempo.

## Che fine ha fatto una sfida.

challenge-accepted = **{ $accepter }** ha accettato la sfida di **{ $challenger }**: { $white } (Bianco) contro { $black } (Nero).
challenge-declined = **{ $decliner }** ha rifiutato la sfida di **{ $challenger }**.
challenge-withdrawn = **{ $challenger }** ha ritirato la sfida.
challenge-expired = La sfida di **{ $challenger }** è scaduta: nessuno l'ha accettata in tempo.

## Proposte di rivincita.

challenge-rematch-offer = **{ $offerer }** propone a **{ $opponent }** la rivincita della partita { $game }: una partita { $rated ->
        [rated] valutata
       *[casual] amichevole
    }, { $summary }; colori invertiti, { $offerer } gioca { $colour ->
        [white] col Bianco
        [black] col Nero
       *[random] con un colore sorteggiato
    }. { $opponent }, premi **Rivincita** o **Accetta** per iniziarla in un nuovo thread; la proposta scade { $when }.
challenge-rematch-expired = La proposta di rivincita di **{ $offerer }** è scaduta: **{ $opponent }** non l'ha accettata in tempo.
challenge-rematch-accepted = **{ $accepter }** ha accettato la rivincita di **{ $offerer }**: { $white } (Bianco) contro { $black } (Nero), in un nuovo thread.
