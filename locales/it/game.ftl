# I messaggi di una partita (fonte: en-US). Si dà del tu. Plurale: one, other.

## I giocatori e chi deve muovere.

game-player = **{ $name }** ({ $side ->
        [white] Bianco
       *[black] Nero
    })
game-to-move = Tocca a { $player }.
game-to-move-in-check = Tocca a { $player } (sotto scacco).
game-clocks = Orologi: Bianco { $white }, Nero { $black }.
game-move-deadline = Il tempo per questa mossa scade { $when }.

## Le impostazioni della partita.

game-clock-none = senza orologio
game-clock-live = orologio { $minutes }+{ $increment }
game-clock-days = { $days ->
        [one] { $days } giorno per mossa
       *[other] { $days } giorni per mossa
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, colpi al re { $king-strikes ->
        [on] attivi
       *[off] disattivati
    }, { $intercept } per intercettare, { $clock }
game-summary-ai = { $summary }, contro l'IA al livello { $level }

## Il primo messaggio e /board.

game-start = **{ $white }** (Bianco) contro **{ $black }** (Nero): { $summary }.
game-board = { $white } (Bianco) contro { $black } (Nero): { $summary }.
game-board-missile = C'è un missile in volo su { $square }.
game-export = La registrazione della partita { $game }.

## Mosse, voli e abbattimenti.

game-moved = { $player } gioca **{ $san }**.
game-steer-first = { $player }, guida il missile da **{ $square }**: scegli la prima casa in cui entra (su una casa con un pezzo nemico detona).
game-steer-next = { $line } — { $player }: scegli la prossima casa in cui entra.
game-self-destruct = Autodistruzione
game-question = { $line } — { $defender }: abbatterlo ({ $labels }) o lasciarlo passare? Scade { $when }
game-question-notice = { $defender }, il missile è su **{ $square }**: abbattilo o lascialo passare, la domanda scade { $when }.
game-let-pass = Lascia passare
game-passed = { $line } — { $defender } lo lascia passare.
game-passed-timeout = { $line } — nessuna risposta da { $defender } entro { $intercept }: passa.
game-question-cut-short = { $line } — la partita è finita prima di una risposta.
game-shot-down = 💥 { $defender } lo abbatte su { $square } con { $san }.
game-detonated = 💥 Il missile di { $attacker } detona su { $square } e distrugge { $piece ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
       *[king] il re
    } di { $defender }.
game-self-destructed = 💥 Il pedone di { $player } su { $square } si autodistrugge.

## Proposte di patta e promemoria.

game-draw-offer = { $player } propone la patta. { $opponent }, accetti o rifiuti?
game-accept = Accetta
game-decline = Rifiuta
game-draw-declined = { $player } rifiuta la patta.
game-draw-agreed = Patta concordata.
game-draw-offer-ended = Questa proposta di patta è chiusa: la partita è finita.
game-draw-offer-lapsed = La proposta di patta è decaduta: al suo posto è stata giocata una mossa.
game-reminder = Promemoria: { $player }, tocca a te; il tuo tempo scade { $when }.
game-move-limit-half-lose = Promemoria: { $player }, tocca a te; è passata metà del limite per mossa ({ $limit }): perdi la partita { $when }.
game-move-limit-half-claim = Promemoria: { $player }, tocca a te; è passata metà del limite per mossa ({ $limit }): { $opponent } potrà rivendicare la vittoria { $when }.
game-move-limit-reached = { $player } non ha mosso entro il limite per mossa ({ $limit }): { $opponent }, puoi rivendicare la vittoria con `/claim` o aspettare la mossa.

## La fine.

game-rematch = Rivincita
game-analyse = Analizza
game-aborted = La partita è annullata: nessun risultato.
game-over-agreement = Partita finita: patta di comune accordo.
game-over-win = Partita finita: vince { $winner }: { $why }.
game-over-draw = Partita finita: patta: { $why }.
game-why-resignation = { $player } abbandona
game-why-time = { $player } ha esaurito il tempo
game-why-move-limit = { $player } non ha mosso entro il limite per mossa ({ $limit })
game-why-time-no-material = { $player } ha esaurito il tempo, ma a { $opponent } resta troppo poco materiale per vincere
game-why-threefold = rivendicata per triplice ripetizione (la stessa posizione tre volte)
game-why-fifty-moves = rivendicata con la regola delle 50 mosse (50 mosse a testa senza catture, mosse di pedone o voli)
game-why-checkmate = { $player } ha subito scacco matto
game-why-king-destroyed = un missile ha distrutto il re di { $player }
game-why-promotion = il pedone su { $square } ha raggiunto l'ultima traversa
game-why-promotion-somewhere = un pedone ha raggiunto l'ultima traversa
game-why-stalemate = { $player } è in stallo (nessuna mossa legale, non sotto scacco)
game-why-no-legal-move = { $player } non ha mosse legali
game-why-no-pawns = { $player } non ha più pedoni
game-why-no-pawns-side = una parte non ha più pedoni
game-why-insufficient-material = nessuna delle due parti ha materiale sufficiente per dare matto
game-why-seventy-five-moves = 75 mosse a testa senza catture, mosse di pedone o voli
game-why-fivefold = la stessa posizione si è ripetuta cinque volte
game-decided = Partita finita: { $what }, deciso da **{ $by }**.
game-an-organizer = un organizzatore
game-decided-win = vince { $player } ({ $score })
game-decided-forfeit = vince { $player } a tavolino ({ $score })
game-decided-draw = patta (½-½)
game-decided-double-forfeit = entrambi i giocatori perdono a tavolino (-/-)
