# Perché una mossa non è legale o il suo testo non si legge (fonte: en-US).
# Ogni messaggio è una frase senza punto finale. Plurale: one, other.

moves-role = { $role ->
        [pawn] pedone
        [knight] cavallo
        [bishop] alfiere
        [rook] torre
        [queen] donna
       *[king] re
    }
moves-role-the = { $role ->
        [pawn] il pedone
        [knight] il cavallo
        [bishop] l'alfiere
        [rook] la torre
        [queen] la donna
       *[king] il re
    }
moves-role-your = { $role ->
        [pawn] un tuo pedone
        [knight] un tuo cavallo
        [bishop] un tuo alfiere
        [rook] una tua torre
        [queen] la tua donna
       *[king] il tuo re
    }
moves-role-enemy = { $role ->
        [pawn] il pedone avversario
        [knight] il cavallo avversario
        [bishop] l'alfiere avversario
        [rook] la torre avversaria
        [queen] la donna avversaria
       *[king] il re avversario
    }

moves-how-to-write = scrivi in SAN come e4, Nf3, exd5, O-O o e8=Q, in UCI come e2e4, oppure un volo come e4>e5>e6>d7 (e4* per autodistruggerti)
moves-no-move = nessuna mossa indicata: { moves-how-to-write }
moves-too-long = questo testo è troppo lungo per essere una mossa ({ $count ->
        [one] { $count } carattere
       *[other] { $count } caratteri
    }): { moves-how-to-write }
moves-unreadable = non riesco a leggere `{ $text }` come mossa: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` è una notazione di abbattimento (volo/mossa che abbatte), non una mossa: indica solo la mossa
moves-bad-flight = `{ $text }` non è un volo: { $why }; scrivi la casa di lancio e ogni casa in cui entra, unite da `>`, come e4>e5>e6>d7, oppure e4* per autodistruggerti
moves-flight-not-a-square = `{ $text }` non è una casa
moves-flight-too-many-steps = un volo ha al massimo 7 passi
moves-flight-no-steps = non ha passi
moves-not-legal-why = `{ $text }` non è legale: { $why }
moves-not-legal = `{ $text }` non è legale
moves-ambiguous = `{ $text }` è ambigua: { $moves }; di' quale
moves-promotion-letter-missing = `{ $text }` ha bisogno di un pezzo di promozione: aggiungi q, r, b o n, come { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` ha bisogno di un pezzo di promozione: scrivi { $to }=Q, { $to }=R, { $to }=B o { $to }=N
moves-pawns-board-letter = `{ $text }`: sulla scacchiera di pedoni un pedone che raggiunge l'ultima traversa vince così com'è e non prende lettere di promozione: scrivi { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`: sulla scacchiera di pedoni un pedone che raggiunge l'ultima traversa vince così com'è e non prende lettere di promozione: scrivila senza
moves-only-last-rank-promotes-write = solo un pedone che raggiunge l'ultima traversa viene promosso; scrivi { $from }{ $to }
moves-only-last-rank-promotes = solo un pedone che raggiunge l'ultima traversa viene promosso
moves-text-after-game-over = `{ $text }` non si può giocare: la partita è finita
moves-no-legal-move = nessuna mossa è legale in questa posizione (la partita è finita)
moves-game-over = la partita è finita
moves-not-legal-here = { $move } non è legale qui

moves-self-immolation-record = `{ $text }`: un'autodistruzione non si può abbattere; una notazione di abbattimento è il volo fin dove è arrivato, `/` e la mossa che abbatte, come e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: manca la mossa che abbatte dopo `/`: indicala in UCI, come { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: il missile non si può abbattere in { $square }: nessuna cattura legale lo raggiunge lì
moves-not-a-shoot-down = `{ $text }` non abbatte il missile in { $square }: gli abbattimenti legali lì sono { $options }
moves-self-immolation-shot-down = `{ $flight }` è un'autodistruzione, che non si può abbattere
moves-detonates-at = il missile detona in { $square } (lì c'è un pezzo avversario: { moves-role }): si può abbattere solo sulle case tra il lancio e il bersaglio
moves-shielded-at = il missile è protetto in { $square } da un pezzo della sua stessa parte ({ moves-role }): lì non si può abbattere
moves-not-entered-yet = un missile si può abbattere solo dopo che è entrato in una casa
moves-cannot-shoot-down-on = il missile non si può abbattere in { $square }
moves-not-legal-shoot-down = { $shooter } non è un abbattimento legale in { $square }
moves-shooter-cannot = { $shooter } non può abbattere il missile in { $square }

moves-flight-not-legal = questo volo non è legale: { $why }
moves-missiles-not-in-game = i missili non fanno parte di questa partita (regole { $preset }): i pedoni non si possono lanciare
moves-no-missiles-in = in { $preset } non ci sono missili
moves-no-pawn-to-fire = non c'è nessun pedone in { $launch } da lanciare
moves-no-own-pawn-to-fire = non c'è nessun pedone { $color ->
        [white] bianco
       *[black] nero
    } in { $launch } da lanciare
moves-others-piece = il pezzo in { $square } ({ moves-role }) è del { $owner ->
        [white] Bianco
       *[black] Nero
    }, e tocca al { $turn ->
        [white] Bianco
       *[black] Nero
    }
moves-not-yours = il pezzo in { $square } ({ moves-role }) non è tuo: tocca al { $turn ->
        [white] Bianco
       *[black] Nero
    }
moves-not-a-pawn = il pezzo in { $launch } ({ moves-role }) non è un pedone: si possono lanciare solo pedoni
moves-starting-rank = il pedone in { $launch } è ancora sulla traversa di partenza: un pedone può essere lanciato solo dopo essersi mosso
moves-starting-rank-yet = il pedone in { $launch } è ancora sulla traversa di partenza e non può ancora essere lanciato
moves-forward-cooldown = il pedone in { $launch } si è mosso nel tuo ultimo turno: con le regole in avanti deve aspettare un turno prima di essere lanciato
moves-cooldown = quel pedone deve raffreddarsi: hai mosso il pedone in { $launch } nell'ultimo turno, quindi non può essere lanciato in questo
moves-self-immolation-exposes = togliere il pedone in { $launch } lascerebbe il tuo re sotto scacco
moves-king-exposed-without-pawn = senza quel pedone il tuo re sarebbe sotto scacco

moves-not-one-step = da { $from } a { $to } non è un solo passo: ogni casa in cui entra deve toccare la precedente
moves-not-adjacent = { $to } non è accanto a { $from }: ogni passo entra in una casa vicina
moves-too-sharp = la svolta in { $square } (verso { $toward }) è troppo stretta: un missile gira al massimo di 45° (un ottavo) per passo
moves-step-too-sharp = da { $from } a { $to }: un missile può girare al massimo di 45 gradi per passo
moves-diagonal = da { $from } a { $to } è in diagonale: con le regole in avanti i missili vanno solo dritti in avanti o di lato
moves-backward = da { $from } a { $to } va all'indietro: con le regole in avanti i missili non vanno mai all'indietro
moves-step-forward-only = da { $from } a { $to }: qui i missili volano solo in avanti o di lato, mai all'indietro o in diagonale
moves-two-sideways = due passi laterali di fila (in { $into }, poi in { $then }): fai un passo in avanti tra due passi laterali
moves-step-two-sideways = da { $from } a { $to }: un missile non può fare due passi laterali di fila
moves-through-enemy = il missile non può attraversare { moves-role-enemy } in { $square }: un volo finisce sul primo pezzo avversario in cui entra
moves-pass-through-enemy = il missile non può attraversare il pezzo avversario in { $square }
moves-no-way-on = nessun volo legale prosegue per { $square }: ogni strada lascerebbe il tuo re sotto scacco o non può finire su un bersaglio
moves-ends-on-empty = un missile deve finire su un pezzo avversario, e { $target } è vuota (per distruggere solo il pedone, scrivi { $launch }*)
moves-must-end-on-enemy = un missile deve finire su un pezzo avversario, e in { $square } non ce n'è nessuno
moves-ends-on-own = un missile può passare sopra i tuoi pezzi ma non finire su uno di essi (in { $target } c'è { moves-role-your })
moves-king-strikes-off = i colpi al re sono disattivati in questa partita: il re in { $target } non può essere il bersaglio
moves-no-king-strikes = in questa partita i missili non possono colpire il re
moves-flight-exposes-king = lascerebbe il tuo re sotto scacco durante il volo o dopo la detonazione (la minaccia di un missile non conta mai, gli attacchi normali al tuo re sì)
moves-check-after-detonation = il tuo re sarebbe sotto scacco dopo che il missile distrugge il pezzo in { $square }
moves-check-with-missile-on = il tuo re sarebbe sotto scacco con il missile in { $square }

moves-no-king-to-castle = non c'è nessun re con cui arroccare
moves-no-castling-right = non hai più il diritto di arroccare { $side ->
        [queenside] lungo
       *[kingside] corto
    }
moves-castle-out-of-check = non puoi arroccare per uscire dallo scacco
moves-castling-blocked = l'arrocco { $side ->
        [queenside] lungo
       *[kingside] corto
    } richiede le case tra re e torre libere, e il re non può attraversare o raggiungere una casa attaccata
moves-cannot-castle-now = ora non puoi arroccare lì: il re o la torre si sono già mossi, una casa in mezzo è occupata, o il re attraverserebbe o raggiungerebbe una casa attaccata

moves-no-piece = non c'è nessun pezzo in { $square }
moves-stays-put = una mossa deve andare da qualche parte: da { $from } a { $to } resta ferma
moves-own-piece-on = in { $square } c'è { moves-role-your }
moves-king-one-square = il re si muove di una casa: non può andare da { $from } a { $to }
moves-knight-cannot = un cavallo non può saltare da { $from } a { $to }
moves-blocked-by = la strada da { $from } a { $to } è bloccata da un pezzo in { $square } ({ moves-role })
moves-blocked = la strada da { $from } a { $to } è bloccata
moves-cannot-move-from-to = un pezzo così ({ moves-role }) non può muoversi da { $from } a { $to }
moves-cannot-move-to = il pezzo in { $from } ({ moves-role }) non può muoversi in { $to }
moves-pawn-blocked = il pedone in { $from } è bloccato
moves-pawn-two-from-start-only = solo un pedone sulla traversa di partenza può avanzare di due case; il pedone in { $from } può avanzare di una
moves-pawn-diagonal-captures = un pedone va in diagonale solo per catturare, e { $to } è vuota
moves-pawn-cannot-reach = un pedone in { $from } non può raggiungere { $to }
moves-must-promote = un pedone che raggiunge l'ultima traversa deve essere promosso: aggiungi q, r, b o n
moves-promotes-to = un pedone viene promosso a donna, torre, alfiere o cavallo
moves-pawns-board-no-promotion = sulla scacchiera di pedoni un pedone che raggiunge l'ultima traversa vince e non viene promosso
moves-king-in-check-on = il tuo re sarebbe sotto scacco in { $to }
moves-check-not-stopped = il tuo re è sotto scacco, e questa mossa non para lo scacco
moves-in-check = sei sotto scacco, e quella mossa non toglie il tuo re dallo scacco
moves-pinned = il pezzo in { $square } ({ moves-role }) è inchiodato: muoverlo esporrebbe il tuo re allo scacco
moves-leaves-king-in-check = lascerebbe il tuo re sotto scacco
moves-king-would-be-in-check = il tuo re sarebbe sotto scacco
moves-no-piece-of-role = non hai nessun pezzo così ({ moves-role })
moves-none-can-reach = nessun tuo pezzo così ({ moves-role }) può raggiungere { $to }
